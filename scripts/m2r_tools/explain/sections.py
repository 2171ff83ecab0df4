"""The report's sections: input, CFG, placement, renaming, clean-up, result."""

from .config import COLORS, DRAW_BLOCKS, DRAW_VARS, DRAW_VAR_BLOCKS, LISTING_LINES, STATE_COLUMNS, TABLE_ROWS, WALK_STEPS_SHOWN, esc
from .draw import cfg_dot, domtree_dot, var_dot


def listing(r, blocks, side, changes=True):
    """An IR listing; `side` is "input" or "output"; `changes`: mark what the pass removed or inserted."""
    out = ['<pre class="ir">']
    lines = 0
    total = sum(1 + len(b["instructions"]) for b in blocks)
    for b in blocks:
        if lines >= LISTING_LINES:
            break
        out.append(f'<span class="label">{esc(b["label"])}:</span>\n')
        lines += 1
        for inst in b["instructions"]:
            if lines >= LISTING_LINES:
                break
            lines += 1
            cls, tag, style = [], "", ""
            if side == "input":
                hit = r.access.get(inst["id"])
                if hit and hit[1] != "other" or inst["id"] in r.color:
                    a = hit[0] if hit else next(x for x in r.allocas if x["id"] == inst["id"])
                    c = r.color.get(a["id"])
                    if c is not None:
                        style = f' style="border-left-color:{COLORS[c]}"'
                        cls.append("acc")
                        tag = f' <span class="tag" style="color:{COLORS[c]}">{esc(r.var_name(a))}</span>'
                    else:
                        cls.append("kept")
                        tag = f' <span class="tag">{esc(r.var_name(a))} (stays)</span>'
                if inst["marked"] and changes:
                    cls.append("removed")
            elif inst["marked"] and changes:
                cls.append("inserted")
            out.append(f'<span class="{" ".join(cls)}"{style}>  {esc(inst["text"])}</span>{tag}\n')
    out.append("</pre>")
    if total > LISTING_LINES:
        out.append(f'<p class="note">The listing stops after {LISTING_LINES} of {total} lines.</p>')
    return "".join(out)


def section_input(r):
    t = r.t
    rows = []
    for a in r.allocas[:TABLE_ROWS]:
        if a["batch"] is not None:
            verdict = f'<span class="ok">promoted</span> in batch {a["batch"] + 1}, {esc(a["path"])} path'
            if a["phis"] is not None:
                verdict += f', {a["phis"]} phi{"s" if a["phis"] != 1 else ""} placed'
        elif a["reason"]:
            verdict = f'<span class="bad">stays in memory</span>: {esc(a["reason"])}'
            if a["blocking_use"]:
                verdict += f' — at <code>{esc(a["blocking_use"])}</code>'
        else:
            verdict = '<span class="bad">stays in memory</span>'
        rows.append(f'<tr><td>{r.chip(a)}</td><td><code>{esc(a["name"])}</code></td><td><code>{esc(a["ty"])}</code></td>'
                    f'<td>{r.block_chip(a["block"])}</td><td>{len(a["loads"])}</td><td>{len(a["stores"])}</td>'
                    f'<td>{verdict}</td></tr>')
    more = (f'<p class="note">The table lists {TABLE_ROWS} of {len(r.allocas)} allocas.</p>'
            if len(r.allocas) > TABLE_ROWS else "")
    promoted = sum(a["batch"] is not None for a in r.allocas)
    return f"""
<section id="input"><h2>1. The input: allocas, loads and stores</h2>
<p>Each local variable lives in a stack slot (an <code>alloca</code>), written by <code>store</code>s
and read by <code>load</code>s. mem2reg looks at the allocas of the entry block and promotes those
whose address is used only by loads and stores of its own type: such a variable can live in SSA
registers instead. Here {promoted} of {len(r.allocas)} allocas are promoted. Loads and stores of
each promoted variable are marked in its colour.</p>
<table><tr><th>variable</th><th>alloca</th><th>type</th><th>block</th><th>loads</th><th>stores</th><th>verdict</th></tr>
{''.join(rows)}</table>{more}
{listing(r, t['input'], 'input', changes=False)}
</section>"""


def section_cfg(r, drawings):
    t, n = r.t, len(r.blocks)
    if n <= DRAW_BLOCKS:
        pictures = (f'<div class="pair"><figure>{drawings.svg(cfg_dot(r, "cfg"), "the CFG")}'
                    f'<figcaption>The CFG: each block with its loads and stores of promoted variables'
                    f' (dashed: unreachable).</figcaption></figure>'
                    f'<figure>{drawings.svg(domtree_dot(r), "the dominator tree")}'
                    f'<figcaption>The dominator tree: a block\'s parent is its immediate dominator, the last '
                    f'block every path from the entry passes through before it.</figcaption></figure></div>')
    else:
        pictures = f'<p class="note">The CFG has {n} blocks: too many to draw legibly (the limit is {DRAW_BLOCKS}); the table lists it.</p>'
    rows = []
    for b, block in enumerate(r.blocks[:TABLE_ROWS]):
        idom = r.block_chip(block["idom"]) if block["idom"] is not None else (
            "(entry)" if block["reachable"] else '<span class="none">unreachable</span>')
        frontier = "" if t["frontiers_omitted"] else r.blocks_list(block["frontier"])
        rows.append(f'<tr><td>{r.block_chip(b)}</td><td>{r.blocks_list(sorted(set(block["preds"])))}</td>'
                    f'<td>{r.blocks_list(list(dict.fromkeys(block["succs"])))}</td><td>{idom}</td><td>{frontier}</td></tr>')
    more = f'<p class="note">The table lists {TABLE_ROWS} of {n} blocks.</p>' if n > TABLE_ROWS else ""
    omitted = ('<p class="note">The dominance frontiers are too many to list.</p>' if t["frontiers_omitted"] else "")
    return f"""
<section id="cfg"><h2>2. The CFG, dominators and dominance frontiers</h2>
<p>Block A <em>dominates</em> B when every path from the entry to B goes through A. The
<em>dominance frontier</em> of A is where A's dominance ends: the blocks B that A does not strictly
dominate but that have a predecessor A dominates. A value defined in A reaches B together with
values from elsewhere: that is where a phi may be needed.</p>
{pictures}
<table><tr><th>block</th><th>predecessors</th><th>successors</th><th>immediate dominator</th><th>dominance frontier</th></tr>
{''.join(rows)}</table>{more}{omitted}
</section>"""


def early_card(r, a, batch):
    replaced = [x for x in batch["early_loads"] if r.access.get(x["load"], (None,))[0] is a]
    loads = "".join(f'<li>{r.inst(x["load"])} becomes <code>{esc(x["value"])}</code></li>' for x in replaced[:50])
    if len(replaced) > 50:
        loads += f"<li>… and {len(replaced) - 50} more</li>"
    why = {
        "dead": "It has no loads and no stores (once lifetime markers are gone): it is simply erased.",
        "single store": "It is stored exactly once, and that store comes before every load on every path "
                        "(or the value is defined everywhere): each load takes the stored value. No phi needed.",
        "single block": "All its loads and stores are in one block: each load takes the value of the nearest "
                        "store above it (undef if none). No phi needed.",
    }[a["path"]]
    return (f'<div class="card"><h3>{r.chip(a)} <code>{esc(a["name"])}</code>: {esc(a["path"])} path</h3>'
            f'<p>{why}</p>{"<ul>" + loads + "</ul>" if loads else ""}</div>')


def var_card(r, var, drawings, draw):
    a = r.allocas[var["alloca"]]
    color = r.color.get(a["id"], 0)
    phis = ", ".join(f'<code>{esc(p["name"])}</code> in {r.block_chip(p["block"])}' for p in var["phis"]) or \
        '<span class="none">none</span>'
    exposed = "" if var["exposed"] else (
        '<p class="note">No block reads it before writing it: it is live nowhere, and no phi is placed.</p>')
    picture = ""
    if draw:
        picture = (f'<figure>{drawings.svg(var_dot(r, var, color), "the placement of " + r.var_name(a))}'
                   f'<figcaption>Filled: stores it. Thick border: live into. Double border: a phi '
                   f'(dashed: pruned).</figcaption></figure>')
    return f"""<div class="card"><h3>{r.chip(a)} <code>{esc(a['name'])}</code>: general path</h3>
<div class="pair"><div><table class="facts">
<tr><th>stored in</th><td>{r.blocks_list(var['defs'])}</td></tr>
<tr><th>live into</th><td>{r.blocks_list(var['live_in'])}</td></tr>
<tr><th>iterated dominance frontier of the stores (minimal SSA)</th><td>{r.blocks_list(var['idf'])}</td></tr>
<tr><th>phis placed (frontier ∩ live-in)</th><td>{phis}</td></tr>
<tr><th>pruned (no load reads them)</th><td>{r.blocks_list(var['pruned'])}</td></tr>
</table>{exposed}</div>{picture}</div></div>"""


def section_placement(r, drawings):
    n = len(r.blocks)
    parts = []
    for k, batch in enumerate(r.t["batches"]):
        general = {v["alloca"] for v in batch["vars"]}
        draw = n <= DRAW_VAR_BLOCKS and len(batch["vars"]) <= DRAW_VARS
        head = f"<h3>Batch {k + 1}</h3>" if len(r.t["batches"]) > 1 else ""
        if len(r.t["batches"]) > 1 and k > 0:
            head += ("<p>Promoting the batch before made these allocas promotable (a pointer that lived in "
                     "memory is now a register), so the pass looked at the entry block again.</p>")
        cards = [early_card(r, r.allocas[i], batch) for i in batch["allocas"] if i not in general
                 and r.allocas[i]["path"] in ("dead", "single store", "single block")]
        cards += [var_card(r, v, drawings, draw) for v in batch["vars"]]
        note = ""
        if batch["vars"] and not draw:
            note = (f'<p class="note">No drawing per variable: the function has {n} blocks and this batch '
                    f'{len(batch["vars"])} variables (drawn up to {DRAW_VAR_BLOCKS} blocks and {DRAW_VARS} '
                    f'variables).</p>')
        if batch["replanned"]:
            note += ('<p class="note">LLVM\'s answer to whether a stored value may be poison changed once '
                     'earlier steps were applied, and the pass planned the rest of this batch again.</p>')
        parts.append(head + note + "".join(cards))
    if not parts:
        parts.append('<p class="none">No alloca is promotable: nothing to place.</p>')
    return f"""
<section id="placement"><h2>3. Where phis go</h2>
<p>Each promoted variable takes one of four paths. The first three need no phi. On the general path
a variable needs a phi where values stored in different places meet: the <em>iterated dominance
frontier</em> of the blocks that store it (Cytron et al.: minimal SSA). A phi there is useful only if
the variable is <em>live</em> into that block (some path from it reads the variable before writing
it); mem2reg places only those (pruned SSA).</p>
{''.join(parts)}
</section>"""


def section_renaming(r, drawings):
    parts = []
    n = len(r.blocks)
    for k, batch in enumerate(r.t["batches"]):
        if not batch["vars"]:
            continue
        vars_ = [r.allocas[v["alloca"]] for v in batch["vars"]]
        shown_vars = vars_[:STATE_COLUMNS]
        state = ["undef"] * len(vars_)
        rows = []
        for s, step in enumerate(batch["steps"]):
            for v, value in step["current"]:
                state[v] = value
            if s >= WALK_STEPS_SHOWN:
                continue
            where = (f'{r.block_chip(step["block"])} from {r.block_chip(step["from"])}'
                     if step["from"] is not None else f'{r.block_chip(step["block"])} (the entry)')
            if step["edges"] > 1:
                where += f' ({step["edges"]} edges)'
            what = []
            if step["entries"]:
                what.append("phi entries: " + ", ".join(
                    f'<code>{esc(e["phi"])}</code> ← <code>{esc(e["value"])}</code>' for e in step["entries"]))
            if step["revisit"]:
                what.append('<span class="none">visited before: stop here</span>')
            for x in step["loads"]:
                what.append(f'{r.inst(x["load"])} → <code>{esc(x["value"])}</code>')
            for x in step["stores"]:
                store = r.inst(x["store"]) if x["store"] is not None else "the store of undef where the alloca stood"
                what.append(f'{store}: current value <code>{esc(x["value"])}</code>')
            cells = "".join(f"<td><code>{esc(state[i])}</code></td>" if not step["revisit"] else "<td></td>"
                            for i in range(len(shown_vars)))
            rows.append(f'<tr class="step" data-block="{step["block"]}" data-from="{step["from"] if step["from"] is not None else ""}">'
                        f'<td>{s + 1}</td><td>{where}</td><td>{"<br>".join(what)}</td>{cells}</tr>')
        heads = "".join(f"<th>{r.chip(a)}</th>" for a in shown_vars)
        notes = ""
        if batch["steps_total"] > len(batch["steps"]):
            notes += f'<p class="note">The walk took {batch["steps_total"]} steps; the pass recorded the first {len(batch["steps"])}.</p>'
        if len(batch["steps"]) > WALK_STEPS_SHOWN:
            notes += f'<p class="note">The table shows the first {WALK_STEPS_SHOWN} steps.</p>'
        if len(vars_) > STATE_COLUMNS:
            notes += f'<p class="note">Current values are shown for the first {STATE_COLUMNS} of {len(vars_)} variables.</p>'
        walker = ""
        if n <= DRAW_BLOCKS:
            walker = (f'<div class="walker"><input type="range" min="1" max="{min(len(batch["steps"]), WALK_STEPS_SHOWN)}" value="1" '
                      f'class="stepper" data-batch="{k}"><span class="stepno"></span>'
                      f'{drawings.svg(cfg_dot(r, f"walk{k}"), "the renaming walk")}</div>')
        head = f"<h3>Batch {k + 1}</h3>" if len(r.t["batches"]) > 1 else ""
        parts.append(f"""{head}<div class="pair walkpair" data-batch="{k}">{walker}
<div class="walktable"><table class="walk" data-batch="{k}"><tr><th>#</th><th>block</th><th>what happens</th>{heads}</tr>
{''.join(rows)}</table></div></div>{notes}""")
    if not parts:
        parts.append('<p class="none">No variable took the general path: there is nothing to rename.</p>')
    order = ("continues at a block's first successor at once and visits the others later, last first"
             if r.t["llvm"] < 21 else "visits a block's successors in the order of their last occurrence in its terminator")
    return f"""
<section id="renaming"><h2>4. Renaming</h2>
<p>The walk keeps one <em>current value</em> per variable (at first <code>undef</code>), going depth
first from the entry (LLVM {r.t['llvm']}'s mem2reg {order}). Arriving at a block, each of its phis
gets an entry: the current value, for the edge just taken; then the phis become current. On the
first visit, each load is replaced by the current value and each store sets it (and is erased); the
walk then goes on with the block's successors. The columns show each variable's current value after
the step (the "stack" of the textbooks: going back to a branch point restores the values there).
Move the slider, or click a row, to follow the walk on the CFG.</p>
{''.join(parts)}
</section>"""


def section_cleanup(r):
    rows = []
    for k, batch in enumerate(r.t["batches"]):
        for c in batch["cleanup"][:TABLE_ROWS]:
            entries = ", ".join(f"<code>{esc(e)}</code>" for e in c["entries"])
            if c["entries_total"] > len(c["entries"]):
                entries += f" … ({c['entries_total']} entries)"
            rows.append(f'<tr><td><code>{esc(c["phi"])}</code></td><td>{entries}</td><td><code>{esc(c["value"])}</code></td></tr>')
    body = ("<table><tr><th>phi</th><th>its entries then</th><th>replaced by</th></tr>" + "".join(rows) + "</table>"
            if rows else '<p class="none">No phi could be simplified: every phi merges different values.</p>')
    return f"""
<section id="cleanup"><h2>5. The phi clean-up</h2>
<p>A phi whose entries are all one value, itself, or <code>undef</code> is not needed: it is
replaced by that value (when the value dominates the phi), and the clean-up repeats until nothing
changes.</p>
{body}
</section>"""


def section_result(r):
    t = r.t
    return f"""
<section id="result"><h2>6. The result</h2>
<p>Struck through on the left: what the pass removed (promoted allocas, their loads and stores, their
lifetime markers). Green on the right: the phis it inserted. Every use of a removed load now uses the
value that replaced it.</p>
<div class="pair"><div><h3>before</h3>{listing(r, t['input'], 'input')}</div>
<div><h3>after</h3>{listing(r, t['output'], 'output')}</div></div>
</section>"""
