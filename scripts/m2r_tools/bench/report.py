"""The report: growth per doubling, the table, and the log-log plot."""

import json
import statistics

from . import config


def growths(rows, keys):
    """For each row, {key: "2.01x"}: how much each key grew from the same
    family's row of half the size ("" where there is none): the ratio of
    the two values, or for a time with at least four round-robin rounds
    (key "ours_s", rounds "ours_rounds") the median and quartiles of the
    ratios round by round, "2.01x (1.95-2.10)"."""
    previous, out = {}, []
    for r in rows:
        prev = previous.get(r["family"])
        doubled = prev and r["size"] and r["size"] == 2 * prev["size"]
        out.append({k: growth_cell(prev, r, k) if doubled and prev[k] > 0 else "" for k in keys})
        previous[r["family"]] = r
    return out


def growth_cell(prev, row, key):
    """How much `key` grew from `prev` to `row` (see `growths`). Sizes timed
    in the same round share the machine's state, which on this VM moves
    between a fast and a slow one from minute to minute; a ratio of two
    medians can take one size's from each state."""
    rounds = key.removesuffix("_s") + "_rounds"
    pairs = list(zip(prev.get(rounds, []), row.get(rounds, [])))
    if len(pairs) < 4 or not all(a > 0 for a, _ in pairs):
        return f"{row[key] / prev[key]:.2f}x"
    q1, median, q3 = statistics.quantiles([b / a for a, b in pairs], n=4)
    return f"{median:.2f}x ({q1:.2f}-{q3:.2f})"


def svg_plot(rows, path):
    """Log-log time against size, one line per (family, implementation)."""
    import math
    points = [(r["family"], r["size"], r["upstream_s"], r["ours_s"]) for r in rows if r["size"]]
    if not points:
        return
    xs = [p[1] for p in points]
    ys = [t for p in points for t in p[2:] if t > 0]
    lx0, lx1 = math.log10(min(xs)) - 0.1, math.log10(max(xs)) + 0.1
    ly0, ly1 = math.log10(min(ys)) - 0.3, math.log10(max(ys)) + 0.3
    W, H, M = 760, 520, 70
    X = lambda v: M + (math.log10(v) - lx0) / (lx1 - lx0) * (W - 2 * M)
    Y = lambda v: H - M - (math.log10(v) - ly0) / (ly1 - ly0) * (H - 2 * M)
    colors = {"diamonds": "#1f77b4", "chain": "#d62728", "switch": "#2ca02c", "block": "#9467bd"}
    svg = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" font-family="sans-serif" font-size="12">',
           f'<rect width="{W}" height="{H}" fill="white"/>',
           f'<text x="{W / 2}" y="24" text-anchor="middle" font-size="15">pass time vs size (log-log): solid {config.PASS["ours"]}, dashed upstream {config.PASS["upstream"]}</text>']
    for e in range(math.floor(ly0), math.ceil(ly1) + 1):
        if ly0 <= e <= ly1:
            y = Y(10 ** e)
            svg += [f'<line x1="{M}" y1="{y}" x2="{W - M}" y2="{y}" stroke="#ddd"/>',
                    f'<text x="{M - 6}" y="{y + 4}" text-anchor="end">{10 ** e:g} s</text>']
    for x in sorted(set(xs)):
        svg += [f'<line x1="{X(x)}" y1="{M}" x2="{X(x)}" y2="{H - M}" stroke="#eee"/>',
                f'<text x="{X(x)}" y="{H - M + 16}" text-anchor="middle">{x}</text>']
    svg.append(f'<text x="{W / 2}" y="{H - 20}" text-anchor="middle">size (diamonds / blocks / cases / variables x4)</text>')
    # A grey guide of slope 1 (time proportional to size) through the
    # smallest of our points, to judge the lines against.
    x0, x1 = min(xs), max(xs)
    y0 = min(p[3] for p in points if p[1] == x0)
    svg.append(f'<line x1="{X(x0):.1f}" y1="{Y(y0):.1f}" x2="{X(x1):.1f}" y2="{Y(y0 * x1 / x0):.1f}" '
               f'stroke="#999" stroke-width="1" stroke-dasharray="2,3"/>')
    svg.append(f'<text x="{X(x1) + 4:.1f}" y="{Y(y0 * x1 / x0) + 4:.1f}" fill="#999">linear</text>')
    for i, fam in enumerate(sorted({p[0] for p in points})):
        pts = sorted((p[1], p[2], p[3]) for p in points if p[0] == fam)
        c = colors.get(fam, "black")
        for k, dash in [(2, ""), (1, ' stroke-dasharray="6,4"')]:
            line = " ".join(f"{X(p[0]):.1f},{Y(max(p[k], 1e-6)):.1f}" for p in pts)
            svg.append(f'<polyline points="{line}" fill="none" stroke="{c}" stroke-width="2"{dash}/>')
            svg += [f'<circle cx="{X(p[0]):.1f}" cy="{Y(max(p[k], 1e-6)):.1f}" r="3" fill="{c}"/>' for p in pts]
        svg.append(f'<text x="{W - M + 4}" y="{M + 16 * i}" fill="{c}">{fam}</text>')
    svg.append("</svg>")
    path.write_text("\n".join(svg) + "\n")


def page_totals(row):
    """A real project's fresh pages, upstream's and ours, summed over its units."""
    units = row["fresh_pages_by_unit"]
    return sum(u[1] for u in units), sum(u[2] for u in units)


def write_report(rows, latency, report_dir):
    """Writes results.md (and prints it), results.json and scaling.svg
    into `report_dir`: the rows of the inputs, and the load latency
    [(MiB, ns)]."""
    table = ["| input | size | upstream s | ours s | upstream / ours | ours vs. half the size | LLVM dce vs. half the size "
             "| upstream RSS MiB | ours RSS MiB | identical |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    for r, growth in zip(rows, growths(rows, ["ours_s", "reference_s"])):
        table.append(f"| {r['family']} | {r['size'] or ''} | {r['upstream_s']:.4f} | {r['ours_s']:.4f} | {r['speedup']:.2f}x "
                     f"| {growth['ours_s']} | {growth['reference_s']} "
                     f"| {r['upstream_rss_mib']:.0f} | {r['ours_rss_mib']:.0f} | {'yes' if r['identical'] else 'NO'} |")
    counted = [r for r in rows if "ours_instructions" in r]
    if counted:
        table += ["", "Instructions executed inside the pass (callgrind; the same on every run):", "",
                  "| input | size | ours | vs. half the size | LLVM dce | vs. half the size |", "|---|---|---|---|---|---|"]
        for r, growth in zip(counted, growths(counted, ["ours_instructions", "reference_instructions"])):
            # 0: this libLLVM does not name dce's entry point (a stripped
            # wheel's exports only what plugins link), so nothing was counted.
            reference = f"{r['reference_instructions']:,}" if r["reference_instructions"] else "not named in this libLLVM"
            table.append(f"| {r['family']} | {r['size']} | {r['ours_instructions']:,} | {growth['ours_instructions']} "
                         f"| {reference} | {growth['reference_instructions']} |")
    passes = [r for r in rows if "ours_pass_instructions" in r]
    if passes:
        table += ["", "Real code, each pass alone: instructions executed inside its run (callgrind, summed over the "
                  "project's translation units; the same on every run and machine), beside its time (the median above):", "",
                  "| input | upstream | ours | ours / upstream | walk-only floor | floor / ours | ours / upstream time |",
                  "|---|---|---|---|---|---|---|"]
        for r in passes:
            up, ours, floor = r["upstream_pass_instructions"], r["ours_pass_instructions"], r["floor_pass_instructions"]
            table.append(f"| {r['family']} | {up:,} | {ours:,} | " + (f"{ours / up:.3f}" if up else "not named in this libLLVM")
                         + f" | {floor:,} | " + (f"{floor / ours:.3f}" if ours else "")
                         + (f" | {r['ours_s'] / r['upstream_s']:.3f} |" if r["upstream_s"] else " | |"))
    paged = [r for r in rows if "fresh_pages_by_unit" in r]
    if paged:
        table += ["", "Real code, fresh pages: the minor faults each pass adds to opt's run over the same run with "
                  "no-op-function in its place (the plugin loaded for ours), the least of 3 runs each, summed over the "
                  "project's translation units; and the unit where ours adds the most more than upstream's:", "",
                  "| input | upstream | ours | ours - upstream | that unit: upstream, ours |", "|---|---|---|---|---|"]
        for r in paged:
            (total_up, total_ours), (unit, up, ours) = page_totals(r), max(r["fresh_pages_by_unit"], key=lambda u: u[2] - u[1])
            table.append(f"| {r['family']} | {total_up:,} | {total_ours:,} | {total_ours - total_up:+,} | {unit}: {up:,}, {ours:,} |")
    floored = [r for r in rows if "floor_s" in r and not r["size"]]
    if floored:
        table += ["", "Real code against the walk-only floor (scripts/walk-floor.cpp: every block, instruction and operand "
                  "visited through the C API, nothing changed; the median of the same alternating runs):", "",
                  "| input | walk-only floor s | upstream s | ours s | upstream / floor | ours / floor |", "|---|---|---|---|---|---|"]
        for r in floored:
            f = r["floor_s"]
            table.append(f"| {r['family']} | {f:.4f} | {r['upstream_s']:.4f} | {r['ours_s']:.4f} "
                         + (f"| {r['upstream_s'] / f:.1f}x | {r['ours_s'] / f:.1f}x |" if f else "| | |"))
    phi_floored = [r for r in rows if "floor_s" in r and r["size"]]
    if phi_floored:
        table += ["", "The switch against the phi floor (scripts/phi-floor.cpp, `phi-floor-sequential`: only the "
                  "output's phis, each phi's entries in one run; the median of the same alternating runs):", "",
                  "| input | size | phi floor s | ours s | ours / floor |", "|---|---|---|---|---|"]
        for r in phi_floored:
            f = r["floor_s"]
            table.append(f"| {r['family']} | {r['size']} | {f:.4f} | {r['ours_s']:.4f} | "
                         + (f"{r['ours_s'] / f:.2f}x |" if f else "|"))
    table += ["", "Latency of a dependent load on this machine by the memory it ranges over (scripts/memlat.c):", "",
              "| MiB | " + " | ".join(str(mib) for mib, _ in latency) + " |",
              "|---|" + "---|" * len(latency),
              "| ns | " + " | ".join(f"{ns:.0f}" for _, ns in latency) + " |"]
    report_dir.mkdir(parents=True, exist_ok=True)
    (report_dir / "results.md").write_text("\n".join(table) + "\n")
    (report_dir / "results.json").write_text(json.dumps({"pass": config.PASS["upstream"], "inputs": rows, "load_latency_ns_by_mib": dict(latency)}, indent=1))
    svg_plot(rows, report_dir / "scaling.svg")
    print("\n".join(table))
    print(f"bench: wrote {report_dir / 'results.md'} and {report_dir / 'scaling.svg'}")
