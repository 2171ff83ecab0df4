"""Graphviz drawings: the CFG, the dominator tree, one CFG per variable."""

import subprocess

from .config import COLORS, DOT_TIMEOUT, LIGHT, esc, fail


def dot_str(s):
    return '"' + str(s).replace("\\", "\\\\").replace('"', '\\"') + '"'


def dot_label(lines):
    """A left-aligned multi-line label."""
    return '"' + "".join(str(l).replace("\\", "\\\\").replace('"', '\\"') + "\\l" for l in lines) + '"'


class Drawings:
    """Runs dot; counts what it drew so the page can check it rendered."""

    def __init__(self):
        self.count = 0
        self.failed = []

    def svg(self, source, what):
        try:
            p = subprocess.run(["dot", "-Tsvg"], input=source, capture_output=True, text=True, timeout=DOT_TIMEOUT)
        except FileNotFoundError:
            fail("Graphviz's dot is not installed (scripts/setup graphviz)")
        except subprocess.TimeoutExpired:
            self.failed.append(what)
            return f'<p class="note">dot took more than {DOT_TIMEOUT} s to lay out {esc(what)}; not drawn.</p>'
        if p.returncode != 0:
            self.failed.append(what)
            return f'<p class="note">dot could not draw {esc(what)}: {esc(p.stderr.strip()[:300])}</p>'
        self.count += 1
        svg = p.stdout[p.stdout.index("<svg"):]
        return f'<div class="drawing" data-drawing="{esc(what)}">{svg}</div>'


GRAPH_HEAD = ('digraph G { graph [fontname="Helvetica", nodesep=0.3, ranksep=0.35, bgcolor="transparent"]; '
              'node [shape=box, style="rounded,filled", fillcolor=white, fontname="DejaVu Sans Mono", fontsize=10]; '
              'edge [arrowsize=0.7];\n')


def cfg_dot(r, prefix, node_attrs=None, show_accesses=True):
    """The CFG; `node_attrs(b)` adds attributes per block."""
    out = [GRAPH_HEAD]
    for b, block in enumerate(r.blocks):
        lines = [block["label"]] + (r.accesses_in_block(b) if show_accesses else [])
        attrs = [f"id={dot_str(f'{prefix}-b{b}')}", f"label={dot_label(lines)}"]
        if not block["reachable"]:
            attrs += ['style="rounded,dashed"', 'color="#999999"', 'fontcolor="#777777"']
        if node_attrs:
            attrs += node_attrs(b)
        out.append(f"b{b} [{', '.join(attrs)}];\n")
    for b, block in enumerate(r.blocks):
        for s in block["succs"]:
            out.append(f"b{b} -> b{s} [id={dot_str(f'{prefix}-e{b}-{s}')}];\n")
    out.append("}\n")
    return "".join(out)


def domtree_dot(r):
    out = [GRAPH_HEAD]
    for b, block in enumerate(r.blocks):
        if block["reachable"]:
            out.append(f"b{b} [id={dot_str(f'dom-b{b}')}, label={dot_label([block['label']])}];\n")
    for b, block in enumerate(r.blocks):
        if block["idom"] is not None:
            out.append(f"b{block['idom']} -> b{b};\n")
    out.append("}\n")
    return "".join(out)


def var_dot(r, var, color):
    defs, live, phis = set(var["defs"]), set(var["live_in"]), {p["block"]: p["name"] for p in var["phis"]}
    pruned = set(var["pruned"])

    def attrs(b):
        a = []
        extra = []
        if b in defs:
            a.append(f'fillcolor="{LIGHT[color]}"')
        if b in live:
            a.append("penwidth=2.5")
        if b in phis:
            a += ["peripheries=2", f'color="{COLORS[color]}"']
            extra.append(f"φ {phis[b]}")
        elif b in pruned:
            a += ["peripheries=2", 'style="rounded,filled,dashed"', 'color="#888888"']
            extra.append("φ pruned")
        if extra:
            a.append(f"label={dot_label([r.label(b)] + extra)}")
        return a

    return cfg_dot(r, f"var{var['alloca']}", attrs, show_accesses=False)
