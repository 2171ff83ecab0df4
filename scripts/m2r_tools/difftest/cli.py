"""The command line: which inputs, which pass, and the summary line."""

import argparse
import concurrent.futures
import os
import shutil
import sys
import threading
from pathlib import Path

from ..llvm_select import select_llvm
from ..plugin_build import bring_up_to_date
from . import __doc__ as PACKAGE_DOC
from . import config
from .compare import RAN_DETAIL, compare
from .config import CHECKER, CLANG_FLAGS, COMPILE_FLAGS, FORTRAN_FLAGS, O2, OPT, PASSES, PLUGIN, PRINT_FLAGS
from .corpora import CORPORA, corpus_modules
from .inputs import Skip, csmith_module, file_modules, stress_module
from .results import GOOD, OUTCOMES, hold_results_folder, keep, new_results_folder, read_journal


def main():
    select_llvm()
    ap = argparse.ArgumentParser(description=PACKAGE_DOC, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    common.add_argument("--results", type=Path, help="results folder (default results/<command>-<time>)")
    common.add_argument("--timeout", type=int, default=300, help="seconds per opt run")
    common.add_argument("--exec-timeout", type=int, default=5, help="seconds per csmith program run")
    common.add_argument("--reduce-timeout", type=int, default=1800)
    common.add_argument("--no-reduce", action="store_true", help="keep failures unreduced")
    common.add_argument("--no-exec", action="store_true", help="do not build and run csmith programs")
    common.add_argument("--keep", action="store_true", help="keep the work folders of identical modules")
    common.add_argument("--pass", dest="passes", choices=list(PASSES), default="mem2reg",
                        help="the pass (or round trip) compared with upstream's")
    common.add_argument("--O2", dest="o2", action="store_true", help="compile C, C++ and Fortran at -O2, not -O0")
    common.add_argument("--no-skips", action="store_true",
                        help="fail (exit 1) if an input does not compile or is not valid IR")
    common.add_argument("--options", metavar="PARAMS",
                        help="run rust-mem2reg<PARAMS> (all-blocks, max-phi-entries=N): no upstream to compare "
                             "with, so each module must be valid and csmith programs behave the same (alike)")
    common.add_argument("--remarks", action="store_true",
                        help="also run ours with -pass-remarks-output: the same module, a remark for every alloca")
    common.add_argument("--uselistorder", action="store_true",
                        help="print with -preserve-ll-uselistorder: compare use-list orders too")
    debug = argparse.ArgumentParser(add_help=False)
    flavour = debug.add_mutually_exclusive_group()
    flavour.add_argument("--g", dest="debug", action="store_const", const="g", help="compile with -g")
    flavour.add_argument("--at", dest="debug", action="store_const", const="at",
                         help="compile with -g and forced assignment tracking")
    p = sub.add_parser("csmith", parents=[common, debug])
    p.add_argument("--count", type=int, required=True)
    p.add_argument("--seed", type=int, required=True)
    p = sub.add_parser("corpus", parents=[common, debug])
    p.add_argument("names", nargs="+", help="|".join(CORPORA + ["all"]))
    p = sub.add_parser("stress", parents=[common])
    p.add_argument("--count", type=int, required=True)
    p.add_argument("--seed", type=int, required=True)
    p = sub.add_parser("files", parents=[common, debug])
    p.add_argument("paths", nargs="+")
    args = ap.parse_args()
    config.UPSTREAM_PASSES = PASSES[args.passes]
    config.CHECKED_PASS = config.UPSTREAM_PASSES.split(",")[-1]
    config.OURS_PASSES = ",".join(f"rust-{p}" for p in config.UPSTREAM_PASSES.split(","))
    if args.options:
        if args.passes != "mem2reg":
            sys.exit("difftest: --options is for --pass mem2reg")
        config.OURS_PASSES = f"rust-mem2reg<{args.options}>"
        config.CHECKED_PASS = "ssa"
    if args.remarks and args.passes != "mem2reg":
        sys.exit("difftest: --remarks is for --pass mem2reg (rust-reg2mem emits no remarks)")
    if args.o2:
        COMPILE_FLAGS[:] = O2
        FORTRAN_FLAGS[:] = O2
    if args.uselistorder:
        PRINT_FLAGS.append("-preserve-ll-uselistorder")
        CLANG_FLAGS.extend(["-Xclang", "-emit-llvm-uselists"])

    bring_up_to_date(PLUGIN, "difftest")
    for tool, why in [(OPT, "scripts/setup installs LLVM 19"), (PLUGIN, "run scripts/build, with --llvm N for another LLVM"),
                      (CHECKER, "run scripts/build, with --llvm N for another LLVM")]:
        if not Path(tool).exists():
            sys.exit(f"difftest: {tool} is missing ({why})")

    if args.cmd == "csmith":
        modules = [csmith_module(s, args.debug) for s in range(args.seed, args.seed + args.count)]
    elif args.cmd == "corpus":
        modules = corpus_modules(args.names, args.debug)
    elif args.cmd == "stress":
        modules = [stress_module(s) for s in range(args.seed, args.seed + args.count)]
    else:
        modules = file_modules(args.paths, args.debug)

    results = args.results or new_results_folder(args.cmd)
    results.mkdir(parents=True, exist_ok=True)
    hold_results_folder(results)
    counts = {k: 0 for k in OUTCOMES}
    skipped = []
    lock = threading.Lock()
    journal_path = results / "journal.tsv"
    ran = {d: 0 for d in RAN_DETAIL.values()}
    done_before = read_journal(journal_path, counts, skipped, ran)
    if done_before:
        print(f"difftest: resuming: {len(done_before)} modules done before ({journal_path})", flush=True)
    todo = [(i, m) for i, m in enumerate(modules) if m.name not in done_before]
    shutil.rmtree(results / "work", ignore_errors=True)
    journal = open(journal_path, "a")
    if journal.tell() and not journal_path.read_bytes().endswith(b"\n"):
        journal.write("\n")  # end the line the interruption cut off

    def record(name, outcome, detail=""):
        """Under the lock: the module is finished."""
        journal.write(f"{name}\t{outcome}\t{detail}\n")
        journal.flush()

    def one(i, module):
        work = results / "work" / f"{i:06d}"
        work.mkdir(parents=True, exist_ok=True)
        try:
            outcome, detail = compare(module, work, args)
        except Skip as s:
            with lock:
                skipped.append((module.name, str(s)))
                record(module.name, "skipped", str(s).replace("\t", " ").replace("\n", " "))
            shutil.rmtree(work, ignore_errors=True)
            return
        kept = None
        if outcome not in ("identical", "alike"):
            kept = keep(module, work, outcome, detail, results, args)
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
        with lock:
            counts[outcome] += 1
            if detail in ran:
                ran[detail] += 1
            record(module.name, outcome, detail if detail in ran else "")
            done = sum(counts.values())
            if kept:
                print(f"difftest: {module.name}: {outcome} ({kept})", flush=True)
            elif done % 100 == 0:
                print(f"difftest: {done}/{len(modules)} done", flush=True)

    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        list(pool.map(lambda a: one(*a), todo))
    journal.close()
    shutil.rmtree(results / "work", ignore_errors=True)

    n = sum(counts.values())
    if args.options:  # nothing to be identical to: alike, or what went wrong
        summary = (f"difftest: {n} modules under rust-mem2reg<{args.options}>, {counts['alike']} alike, "
                   f"{counts['crashed']} crashed, {counts['invalid']} invalid, {counts['exec-mismatch']} exec-mismatch")
    else:
        summary = (f"difftest: {n} modules, {counts['identical']} identical, {counts['upstream-failed']} upstream-failed, "
                   f"{counts['differ']} differ, "
                   f"{counts['crashed']} crashed, {counts['invalid']} invalid, {counts['exec-mismatch']} exec-mismatch")
    (results / "summary.txt").write_text(summary + "\n" + "".join(f"skipped {m}: {w}\n" for m, w in skipped))
    print(f"difftest: {len(skipped)} inputs skipped (not compilable, or not valid IR); results in {results}")
    if any(ran.values()):
        print(f"difftest: built and run: {ran['ran alike']} alike, {counts['exec-mismatch']} not, "
              f"{ran['ran: no verdict']} without a verdict (a timeout or a failed build on one side)")
    print(summary)
    failed = any(counts[k] for k in OUTCOMES if k not in GOOD) or (args.no_skips and skipped)
    sys.exit(1 if failed else 0)
