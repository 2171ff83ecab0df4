"""The pass's record of one function (m2r-explain's JSON), read."""

import re

from .config import COLORS, LIGHT, esc


class Report:
    """The trace, with the names and colours the page uses."""

    def __init__(self, trace):
        self.t = trace
        self.blocks = trace["blocks"]
        self.allocas = trace["allocas"]
        self.text = {}  # input instruction number -> text
        for b, block in enumerate(trace["input"]):
            for inst in block["instructions"]:
                self.text[inst["id"]] = inst["text"]
        self.block_of = {}
        for b, block in enumerate(trace["input"]):
            for inst in block["instructions"]:
                self.block_of[inst["id"]] = b
        # Each promoted alloca gets a colour; accesses are coloured by it.
        self.color = {}
        for i, a in enumerate([a for a in self.allocas if a["batch"] is not None]):
            self.color[a["id"]] = i % len(COLORS)
        self.access = {}  # instruction number -> (alloca, "load" | "store" | "other")
        for a in self.allocas:
            for kind in ("loads", "stores", "others"):
                for i in a[kind]:
                    self.access.setdefault(i, (a, kind[:-1]))

    def label(self, b):
        return self.blocks[b]["label"]

    def var_name(self, a):
        """An alloca as the page names it: the source name if known, else the IR name."""
        return a["variable"] or a["name"].lstrip("%")

    def chip(self, a):
        """An alloca's name, in its colour."""
        c = self.color.get(a["id"])
        style = f' style="border-color:{COLORS[c]};background:{LIGHT[c]}"' if c is not None else ""
        return f'<span class="chip"{style}>{esc(self.var_name(a))}</span>'

    def block_chip(self, b):
        return f'<span class="blk">{esc(self.label(b))}</span>'

    def blocks_list(self, bs):
        return " ".join(self.block_chip(b) for b in bs) if bs else '<span class="none">none</span>'

    def inst(self, i):
        return f'<code>{esc(self.text.get(i, "?"))}</code>'

    def accesses_in_block(self, b, limit=6):
        """Short lines naming the promoted variables' loads and stores in a block, in order."""
        lines = []
        for inst in self.t["input"][b]["instructions"]:
            hit = self.access.get(inst["id"])
            if not hit or hit[0]["batch"] is None or hit[1] == "other":
                continue
            a, kind = hit
            if kind == "store":
                value = re.match(r"store \S+ (.*?), ptr", inst["text"])
                lines.append(f"{self.var_name(a)} = {value.group(1) if value else '…'}")
            else:
                lines.append(f"use {self.var_name(a)}")
        if len(lines) > limit:
            lines = lines[:limit - 1] + [f"… {len(lines) - limit + 1} more"]
        return lines
