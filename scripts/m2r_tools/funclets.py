"""Random modules with funclet EH for difftest's stress inputs: the plan of
tests/common/funclets.rs (which the in-process fuzzer uses), written for the
scripts. Ordinary blocks end in a branch, a conditional branch, a `ret` or
an invoke into a pad; a dispatch block holds phis and a `catchswitch` with
one or two handlers (each a `catchpad` that returns to an ordinary block),
unwinding to a later pad or to the caller; a cleanup holds phis and a
`cleanuppad` and unwinds to a later pad or to the caller. Every pad is
`within none` and unwinds only to later pads, as the verifier wants. Values
are the arguments, constants, each block's own phis and arithmetic, what a
block's only predecessor defined, and loads of the entry's allocas; phis
take, from each predecessor, something it defined. These are the shapes
around which upstream's reg2mem writes invalid IR or crashes
(src/demote/catchswitch.rs)."""

import random

DECLARATIONS = "declare i32 @__CxxFrameHandler3(...)\ndeclare void @may_throw(i32)\n"


def module(seed):
    """The text of a module with one random funclet-EH function."""
    return DECLARATIONS + function(random.Random(seed), "g")


def function(rng, name):
    kinds = ["ordinary"] + [rng.choice(["ordinary"] * 5 + ["dispatch"] * 3 + ["cleanup"] * 2)
                            for _ in range(3 + rng.randrange(10))] + ["ordinary"]
    blocks = []
    for k in kinds:
        blocks.append(k)
        if k == "dispatch":
            blocks += ["handler"] * (1 + rng.randrange(2))
    n = len(blocks)
    ordinary = [b for b in range(n) if blocks[b] == "ordinary"]

    def pads_after(b):
        return [p for p in range(b + 1, n) if blocks[p] in ("dispatch", "cleanup")]

    def later_ordinary(b):
        return [o for o in ordinary if o > b]

    # Exits: (kind, targets, unwind).
    exits = []
    for b, kind in enumerate(blocks):
        if kind == "ordinary":
            forward, pads, roll = later_ordinary(b), pads_after(b), rng.randrange(10)
            if forward and roll <= 5 and pads:
                exits.append(("invoke", [rng.choice(forward)], rng.choice(pads)))
            elif forward and roll <= 7:
                exits.append(("condbr", [rng.choice(forward), rng.choice(forward)], None))
            elif forward and roll == 8:
                exits.append(("br", [rng.choice(forward)], None))
            elif forward and b > 0:
                # A loop back to an earlier ordinary block (or to itself).
                exits.append(("br", [min(rng.choice(ordinary[1:]), b)], None))
            else:
                exits.append(("ret", [], None))
        elif kind == "dispatch":
            handlers = []
            for h in range(b + 1, n):
                if blocks[h] != "handler":
                    break
                handlers.append(h)
            later = pads_after(handlers[-1])
            unwind = rng.choice(later) if later and rng.randrange(2) else None
            exits.append(("catchswitch", handlers, unwind))
        elif kind == "handler":
            exits.append(("catchret", [rng.choice(later_ordinary(b))], None))
        else:
            later = pads_after(b)
            exits.append(("cleanupret", [], rng.choice(later) if later and rng.randrange(2) else None))
    preds = [[] for _ in range(n)]
    for b, (_, targets, unwind) in enumerate(exits):
        for t in targets + ([unwind] if unwind is not None else []):
            preds[t].append(b)

    counter = [0]

    def fresh():
        counter[0] += 1
        return f"%v{counter[0]}"

    defined = [[] for _ in range(n)]
    phis = [[] for _ in range(n)]
    for b in range(1, n):
        if blocks[b] == "handler" or not preds[b]:
            continue
        count = 1 + rng.randrange(3) if blocks[b] in ("dispatch", "cleanup") else int(rng.randrange(100) < 40)
        for _ in range(count):
            v = fresh()
            phis[b].append(v)
            defined[b].append(v)
    slots = 1 + rng.randrange(4)
    lines = [f"define i32 @{name}(i1 %c0, i1 %c1, i32 %a, i32 %b) personality ptr @__CxxFrameHandler3 {{"]
    for b in range(n):
        lines.append(f"b{b}:")
        available = ["%a", "%b", "7"]
        if len(preds[b]) == 1:
            available += defined[preds[b][0]]
        for phi in phis[b]:
            chosen = {}
            for p in preds[b]:
                if p not in chosen:
                    chosen[p] = (rng.choice(defined[p]) if defined[p] and rng.randrange(100) < 70
                                 else rng.choice(["%a", "%b", "0", "1"]))
            entries = ", ".join(f"[ {chosen[p]}, %b{p} ]" for p in preds[b])
            lines.append(f"  {phi} = phi i32 {entries}")
        available += phis[b]
        pad = None
        if blocks[b] == "handler":
            pad = fresh()
            lines.append(f"  {pad} = catchpad within %cs{preds[b][0]} [ptr null, i32 64, ptr null]")
        elif blocks[b] == "cleanup":
            pad = fresh()
            lines.append(f"  {pad} = cleanuppad within none []")
        if b == 0:
            lines += [f"  %s{s} = alloca i32, align 4" for s in range(slots)]
        if blocks[b] != "dispatch":
            for _ in range(rng.randrange(6)):
                slot, op = rng.randrange(slots), rng.randrange(3)
                if op == 0:
                    lines.append(f"  store i32 {rng.choice(available)}, ptr %s{slot}, align 4")
                else:
                    v = fresh()
                    lines.append(f"  {v} = load i32, ptr %s{slot}, align 4" if op == 1
                                 else f"  {v} = add i32 {rng.choice(available)}, {rng.choice(available)}")
                    available.append(v)
                    defined[b].append(v)
        kind, targets, unwind = exits[b]
        to = "to caller" if unwind is None else f"label %b{unwind}"
        lines.append("  " + {
            "ret": lambda: f"ret i32 {rng.choice(available)}",
            "br": lambda: f"br label %b{targets[0]}",
            "condbr": lambda: f"br i1 %c{rng.randrange(2)}, label %b{targets[0]}, label %b{targets[1]}",
            "invoke": lambda: (f"invoke void @may_throw(i32 {rng.choice(available)}) "
                               f"to label %b{targets[0]} unwind label %b{unwind}"),
            "catchswitch": lambda: (f"%cs{b} = catchswitch within none "
                                    f"[{', '.join(f'label %b{h}' for h in targets)}] unwind {to}"),
            "catchret": lambda: f"catchret from {pad} to label %b{targets[0]}",
            "cleanupret": lambda: f"cleanupret from {pad} unwind {to}",
        }[kind]())
    lines.append("}")
    return "\n".join(lines) + "\n"
