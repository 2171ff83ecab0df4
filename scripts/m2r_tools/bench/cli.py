"""The command line."""

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

from ..llvm_select import select_llvm
from ..plugin_build import bring_up_to_date
from . import __doc__ as PACKAGE_DOC
from . import config
from .config import PASSES, REPO
from .families import FAMILIES
from .measure import build_floor, count_instructions, fresh_pages, measure, memory_latency, more_ours
from .real import REAL, real_inputs
from .report import page_totals, write_report


def main():
    select_llvm()
    if len(sys.argv) == 5 and sys.argv[1] == "--generate":
        Path(sys.argv[4]).write_text(FAMILIES[sys.argv[2]](int(sys.argv[3])))
        return
    ap = argparse.ArgumentParser(description=PACKAGE_DOC, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--pass", dest="pass_", choices=list(PASSES), default="mem2reg",
                    help="the pass compared with upstream's (its families are the default)")
    ap.add_argument("--sizes", default="1000,2000,4000,8000,16000,32000")
    ap.add_argument("--sizes-of", action="append", default=[], metavar="FAMILY=N,...",
                    help="one family's sizes instead of --sizes (repeatable: --sizes-of diamonds=16000 --sizes-of chain=32000)")
    ap.add_argument("--runs", type=int, default=3, help="alternating runs of both")
    ap.add_argument("--ours-runs", type=int, default=9, help="runs of ours in all")
    ap.add_argument("--families", help="default: the pass's families and the real code")
    ap.add_argument("--block-beyond", default="64000,128000",
                    help="sizes the block family also gets, past where its IR leaves the caches ('' for none)")
    ap.add_argument("--instructions", action="store_true",
                    help="also count the instructions inside our pass and dce (generated inputs), and inside "
                         "each pass alone and the walk-only floor (real code) (callgrind)")
    ap.add_argument("--out", type=Path, default=REPO / "target" / "bench", help="where inputs and outputs go")
    ap.add_argument("--report", type=Path, help="where results.md, results.json and scaling.svg go (default: --out)")
    ap.add_argument("--from-results", type=Path, metavar="JSON",
                    help="measure nothing: write the report again from the results.json of an earlier run")
    args = ap.parse_args()
    config.PASS = PASSES[args.pass_]
    config.PASS_NAME = config.PASS["names"]
    args.families = args.families or config.PASS["families"]
    report_dir = args.report or args.out
    if args.from_results:
        data = json.loads(args.from_results.read_text())
        config.PASS = PASSES[data.get("pass", "mem2reg")]
        latency = [(int(mib), ns) for mib, ns in data["load_latency_ns_by_mib"].items()]
        write_report(data["inputs"], latency, report_dir)
        return
    bring_up_to_date(config.PLUGIN, "bench")
    if not config.PLUGIN.exists():
        sys.exit(f"bench: {config.PLUGIN} is missing (scripts/build, with --llvm N for another LLVM)")
    args.out.mkdir(parents=True, exist_ok=True)
    families = args.families.split(",")
    sizes = {fam: [int(n) for n in args.sizes.split(",")] for fam in FAMILIES}
    for item in args.sizes_of:
        fam, _, ns = item.partition("=")
        if fam not in FAMILIES or not ns:
            sys.exit(f"bench: --sizes-of {item}: want FAMILY=N,... with FAMILY one of {', '.join(FAMILIES)}")
        sizes[fam] = [int(n) for n in ns.split(",")]
    rows = []

    def report(family, inputs):
        """Measures a family's inputs, [(size, [paths])], and adds their rows."""
        measured = []
        alternating = max(args.runs, 2)
        for size, paths in inputs:
            times, rss, identical = measure(paths, alternating, args.out)
            measured.append((size, paths, times, rss, identical))
        more_ours([(paths, times, rss) for _, paths, times, rss, _ in measured], args.ours_runs, args.out, family in FAMILIES)
        for size, _, times, rss, identical in measured:
            tu, to = statistics.median(times["upstream"]), statistics.median(times["ours"])
            ru, ro = rss["upstream"], rss["ours"]
            row = {"family": family, "size": size, "upstream_s": tu, "ours_s": to, "speedup": tu / to if to else float("inf"),
                   "reference_s": statistics.median(times.get("reference", [0.0])),
                   # The round-robin rounds, which time a family's sizes side by side.
                   "ours_rounds": times["ours"][alternating:], "reference_rounds": times.get("reference", []),
                   "upstream_rss_mib": ru, "ours_rss_mib": ro, "identical": identical}
            if "floor" in times:
                row["floor_s"] = statistics.median(times["floor"])
            rows.append(row)
            print(f"{family:9} {size or '':>6}  upstream {tu:9.4f} s {ru:8.0f} MiB   ours {to:9.4f} s {ro:8.0f} MiB"
                  f"   {row['speedup']:7.2f}x   {'identical' if identical else 'DIFFERENT'}", flush=True)

    real_paths = {}
    beyond = [int(s) for s in args.block_beyond.split(",") if s]
    for fam in [f for f in families if f in FAMILIES]:
        config.FLOOR = build_floor("phi", args.out) if fam == "switch" and args.pass_ == "mem2reg" else None
        inputs = []
        for n in sizes[fam] + (beyond if fam == "block" else []):
            path = args.out / f"{fam}-{n}.ll"
            # Generated in a child process: opt's peak RSS as wait4 reports
            # it includes what it inherited before exec, so this process
            # must stay small.
            subprocess.run([sys.executable, "-m", "m2r_tools.bench", "--generate", fam, str(n), str(path)],
                           check=True, cwd=REPO / "scripts")
            inputs.append((n, [path]))
        report(fam, inputs)
    unknown = [f for f in families if f not in FAMILIES and f not in REAL]
    if unknown:
        sys.exit(f"bench: unknown families {', '.join(unknown)}: want some of {', '.join([*FAMILIES, *REAL])}")
    if any(f in REAL for f in families):
        config.FLOOR = build_floor("walk", args.out)
        for name, paths in real_inputs(args.out, families):
            real_paths[name] = paths
            report(name, [(None, paths)])
            rows[-1]["fresh_pages_by_unit"] = fresh_pages(paths)
            upstream, ours = page_totals(rows[-1])
            print(f"{name:9}  fresh pages: upstream {upstream:>7,}   ours {ours:>7,}", flush=True)

    if args.instructions:
        count_instructions(rows, args.out, real_paths)

    latency = memory_latency(args.out)
    write_report(rows, latency, report_dir)
    if not all(r["identical"] for r in rows):
        sys.exit(1)
