"""The HTML page and the text summary."""

from .config import esc
from .sections import section_cfg, section_cleanup, section_input, section_placement, section_renaming, section_result


STYLE = """
body{font-family:Helvetica,Arial,sans-serif;margin:0 2em 4em;color:#222;max-width:110em}
h1{font-size:1.6em} h2{border-bottom:2px solid #ddd;padding-bottom:.2em;margin-top:2em}
code,pre{font-family:"DejaVu Sans Mono",Menlo,monospace;font-size:12px}
pre.ir{background:#fafafa;border:1px solid #e3e3e3;padding:.6em;overflow:auto;max-height:40em;line-height:1.45}
pre.ir .label{color:#555;font-weight:bold}
pre.ir span.acc{border-left:4px solid;padding-left:2px}
pre.ir span.kept{color:#888}
pre.ir span.removed{text-decoration:line-through;color:#b33}
pre.ir span.inserted{background:#d8f3d8;color:#175e17;font-weight:bold}
.tag{font-size:11px;margin-left:1em;font-style:italic;color:#777}
table{border-collapse:collapse;margin:.6em 0}
td,th{border:1px solid #ddd;padding:3px 7px;vertical-align:top;text-align:left;font-size:13px}
th{background:#f3f3f3}
table.facts th{width:17em;font-weight:normal;color:#444}
.chip{display:inline-block;border:2px solid #999;border-radius:9px;padding:0 6px;font-weight:bold;font-size:12px;background:#eee}
.blk{display:inline-block;border:1px solid #aaa;border-radius:3px;padding:0 4px;font-family:monospace;font-size:12px;background:#fff}
.none{color:#999;font-style:italic}
.ok{color:#1b7e1b;font-weight:bold} .bad{color:#b33;font-weight:bold}
.note{background:#fff6d6;border-left:4px solid #e0b400;padding:.3em .6em}
.pair{display:flex;gap:2em;flex-wrap:wrap;align-items:flex-start} .pair>*{flex:1;min-width:20em}
figure{margin:.5em 0} figcaption{font-size:12px;color:#555}
.drawing svg{max-width:100%;height:auto}
.card{border:1px solid #ddd;border-radius:6px;padding:.4em 1em;margin:1em 0}
.walktable{max-height:40em;overflow:auto}
tr.step{cursor:pointer} tr.step.current td{background:#fff1b8}
.walker{position:sticky;top:0;max-width:34em}
.stepper{width:100%}
g.hl polygon,g.hl path{fill:#ffd54f!important;stroke:#b8860b!important}
g.hl-edge path{stroke:#e65100!important;stroke-width:3px}
g.hl-edge polygon{fill:#e65100!important;stroke:#e65100!important}
"""
SCRIPT = """
window.addEventListener('error', function (e) {
  document.body.dataset.errors = (document.body.dataset.errors || '') + e.message + ';';
});
window.addEventListener('load', function () {
  // The page checks that every drawing rendered (scripts/test reads this).
  var drawn = 0;
  document.querySelectorAll('.drawing svg').forEach(function (svg) {
    var box = svg.getBBox();
    if (box.width > 0 && box.height > 0) drawn++;
  });
  var expected = parseInt(document.body.dataset.expectedDrawings, 10);
  document.body.dataset.rendered = drawn === expected ? 'ok' : 'missing ' + (expected - drawn);
  document.body.dataset.drawn = drawn;

  // The renaming walk: a step highlights its block and the edge taken.
  document.querySelectorAll('.walkpair').forEach(function (pair) {
    var k = pair.dataset.batch;
    var rows = pair.querySelectorAll('tr.step');
    var slider = pair.querySelector('.stepper');
    var label = pair.querySelector('.stepno');
    function show(i) {
      pair.querySelectorAll('.hl').forEach(function (g) { g.classList.remove('hl'); });
      pair.querySelectorAll('.hl-edge').forEach(function (g) { g.classList.remove('hl-edge'); });
      rows.forEach(function (r) { r.classList.remove('current'); });
      var row = rows[i];
      if (!row) return;
      row.classList.add('current');
      var b = row.dataset.block, f = row.dataset.from;
      var node = document.getElementById('walk' + k + '-b' + b);
      if (node) node.classList.add('hl');
      if (f !== '') {
        var edge = document.getElementById('walk' + k + '-e' + f + '-' + b);
        if (edge) edge.classList.add('hl-edge');
      }
      if (slider) slider.value = i + 1;
      if (label) label.textContent = ' step ' + (i + 1) + ' of ' + rows.length;
    }
    rows.forEach(function (row, i) { row.addEventListener('click', function () { show(i); }); });
    if (slider) slider.addEventListener('input', function () { show(parseInt(slider.value, 10) - 1); });
    show(0);
  });
});
"""


def page(r, source, drawings):
    t = r.t
    sections = [section_input(r), section_cfg(r, drawings), section_placement(r, drawings),
                section_renaming(r, drawings), section_cleanup(r), section_result(r)]
    options = f" with <code>rust-mem2reg&lt;{esc(t['options'])}&gt;</code>" if t["options"] else ""
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>mem2reg explained: {esc(t['function'])}</title>
<style>{STYLE}</style></head>
<body data-expected-drawings="{drawings.count}">
<h1>mem2reg, step by step, on <code>@{esc(t['function'])}</code></h1>
<p>From <code>{esc(source)}</code>: what rust-mem2reg (built for LLVM {t['llvm']}, whose output is
LLVM {t['llvm']}'s own <code>opt -passes=mem2reg</code>, byte for byte){options} did to this function,
in the order it does it. {len(r.blocks)} blocks, {len(r.allocas)} allocas, {len(t['batches'])} batch{'es' if len(t['batches']) != 1 else ''}.</p>
<p><a href="#input">1. input</a> · <a href="#cfg">2. CFG and dominators</a> · <a href="#placement">3. phi placement</a> ·
<a href="#renaming">4. renaming</a> · <a href="#cleanup">5. clean-up</a> · <a href="#result">6. result</a></p>
{''.join(sections)}
<script>{SCRIPT}</script>
</body></html>
"""


def summary(r, out):
    t = r.t
    promoted = [a for a in r.allocas if a["batch"] is not None]
    kept = [a for a in r.allocas if a["batch"] is None]
    paths = {}
    for a in promoted:
        paths[a["path"]] = paths.get(a["path"], 0) + 1
    phis = sum(a["phis"] or 0 for a in promoted)
    steps = sum(b["steps_total"] for b in t["batches"])
    cleaned = sum(len(b["cleanup"]) for b in t["batches"])
    print(f"explain: @{t['function']} (LLVM {t['llvm']}): {len(r.blocks)} blocks, {len(r.allocas)} allocas; "
          f"{len(promoted)} promoted ({', '.join(f'{n} {p}' for p, n in sorted(paths.items())) or 'none'}), "
          f"{len(kept)} kept; {phis} phis placed, {cleaned} simplified away; "
          f"{len(t['batches'])} batch{'es' if len(t['batches']) != 1 else ''}, {steps} renaming steps")
    shown = 0
    for batch in t["batches"]:
        general = {v["alloca"]: v for v in batch["vars"]}
        for i in batch["allocas"]:
            if shown == 20:
                break
            shown += 1
            a = r.allocas[i]
            line = f"  {r.var_name(a)} ({a['name']}): {a['path']} path"
            v = general.get(i)
            if v:
                line += (f"; stored in {', '.join(r.label(b) for b in v['defs']) or 'no block'}"
                         f"; phis: {', '.join(p['name'] + ' in ' + r.label(p['block']) for p in v['phis']) or 'none'}")
                if v["pruned"]:
                    line += f"; pruned: {', '.join(r.label(b) for b in v['pruned'])}"
            print(line)
    for a in kept[:max(0, 20 - shown)]:
        print(f"  {r.var_name(a)} ({a['name']}): stays in memory: {a['reason'] or 'not promotable'}")
    if len(r.allocas) > 20:
        print(f"  ... {len(r.allocas) - 20} more allocas in the report")
    print(f"report: {out}")
