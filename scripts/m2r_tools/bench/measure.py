"""Measuring: each pass's time as -time-passes reports it, peak memory, the
reference pass and the floors, and instructions under callgrind."""

import json
import os
import re
import shutil
import subprocess
import sys

from . import config
from .config import BIN, CLANG_BIN, FLOORS, OPT, REPO, UPSTREAM_PATIENCE


def pipeline(which):
    """The opt arguments that run `which` (upstream, ours or config.FLOOR), and the
    name -time-passes gives its pass."""
    if which == "upstream":
        return [f"-passes={config.PASS['upstream']}"], config.PASS_NAME["upstream"]
    if which == "ours":
        return [f"-load-pass-plugin={config.PLUGIN}", f"-passes={config.PASS['ours']}"], config.PASS_NAME["ours"]
    plugin, passes, name = config.FLOOR
    return [f"-load-pass-plugin={plugin}", f"-passes={passes}"], name


def opt_cmd(which, path, extra):
    return [str(OPT), *pipeline(which)[0], *extra, str(path)]


def build_floor(kind, work):
    """Builds the FLOORS[kind] plugin against this LLVM (its llvm-config's
    flags name the C++ library too) and returns config.FLOOR's triple for it."""
    source, passes, name = FLOORS[kind]
    out = work / source.replace(".cpp", ".so")
    flags = subprocess.run([str(BIN / "llvm-config"), "--cxxflags"], check=True, capture_output=True, text=True).stdout
    subprocess.run([str(CLANG_BIN / "clang++"), "-O2", "-DNDEBUG", "-shared", "-fPIC", str(REPO / "scripts" / source),
                    *flags.split(), "-o", str(out)], check=True)
    return out, passes, name


def run_with_usage(cmd):
    """Runs cmd; returns (stdout+stderr text, its resource usage)."""
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    out = p.stdout.read()
    _, status, usage = os.wait4(p.pid, 0)
    p.returncode = os.waitstatus_to_exitcode(status)
    if p.returncode != 0:
        sys.exit(f"bench: {' '.join(cmd)} failed:\n{out.decode(errors='replace')[-2000:]}")
    return out.decode(errors="replace"), usage


def run_measured(cmd):
    """Runs cmd; returns (stdout+stderr text, peak RSS in MiB)."""
    out, usage = run_with_usage(cmd)
    return out, usage.ru_maxrss / 1024


def pass_seconds(report, which):
    """The pass's wall time from a -time-passes report."""
    name = pipeline(which)[1]
    for line in report.splitlines():
        if line.rstrip().endswith(name):
            numbers = re.findall(r"(\d+\.\d+) \(", line)
            if numbers:
                return float(numbers[-1])
    return 0.0  # the pass never ran: a module without function bodies


def run_pass(which, path, sink):
    """One opt run: (pass seconds, peak RSS MiB)."""
    report, mib = run_measured(opt_cmd(which, path, ["-time-passes", *sink]))
    return pass_seconds(report, which), mib


def reference_seconds(path, work):
    """One run of LLVM's dce on `path`: its time as -time-trace records it
    (microseconds; -time-passes rounds to a tenth of a millisecond, which is
    most of a small input's walk)."""
    trace = work / "reference-trace.json"
    run_measured([str(OPT), "-passes=dce", "-time-trace", "-time-trace-granularity=0",
                  f"-time-trace-file={trace}", "-disable-output", str(path)])
    events = json.loads(trace.read_text())["traceEvents"]
    return sum(e["dur"] for e in events if e.get("ph") == "X" and e["name"] == "DCEPass") / 1e6


def measure(paths, runs, work):
    """Times (a list per implementation, each run's seconds summed over
    paths), max RSS MiB per implementation, and whether the outputs agree.
    config.FLOOR, if any, joins the rotation (times["floor"]).

    The runs alternate between the implementations. The first run of each
    also writes the output (printing is not part of the pass's time), for
    the identity check. A run of upstream that takes longer than
    UPSTREAM_PATIENCE seconds is not repeated (its quadratic families would
    take hours).
    """
    implementations = list(config.PASS_NAME) + (["floor"] if config.FLOOR else [])
    times = {w: [] for w in implementations}
    rss = {w: 0.0 for w in implementations}
    outputs = {w: [work / f"out-{w}-{i}.ll" for i in range(len(paths))] for w in config.PASS_NAME}
    for r in range(runs):
        # Each implementation goes first in turn.
        k = r % len(implementations)
        for which in implementations[k:] + implementations[:k]:
            if which == "upstream" and times[which] and times[which][0] > UPSTREAM_PATIENCE:
                continue
            total = 0.0
            written = which in outputs and r < 2
            for i, p in enumerate(paths):
                seconds, mib = run_pass(which, p, ["-S", "-o", str(outputs[which][i])] if written else ["-disable-output"])
                total += seconds
                rss[which] = max(rss[which], mib)
            times[which].append(total)
    # cmp, not Python: reading big outputs would grow this process, and its
    # size leaks into the next child's peak RSS.
    identical = all(subprocess.run(["cmp", "-s", str(a), str(b)]).returncode == 0
                    for a, b in zip(outputs["upstream"], outputs["ours"]))
    for out in outputs["upstream"] + outputs["ours"]:
        out.unlink(missing_ok=True)
    return times, rss, identical


def more_ours(inputs, ours_runs, work, reference):
    """Runs ours until each input has `ours_runs` times, round-robin over
    the inputs (a family's sizes), so that a drift in the machine's speed
    shifts every size alike instead of bending the growth ratios; with
    `reference`, each round also runs the reference on each input (into
    times["reference"]; none for the real code, which has no sizes).
    `inputs` is a list of (paths, times, rss)."""
    while any(len(times["ours"]) < ours_runs for _, times, _ in inputs):
        for paths, times, rss in inputs:
            if len(times["ours"]) >= ours_runs:
                continue
            total = 0.0
            for p in paths:
                seconds, mib = run_pass("ours", p, ["-disable-output"])
                total += seconds
                rss["ours"] = max(rss["ours"], mib)
            times["ours"].append(total)
            if reference:
                times.setdefault("reference", []).append(sum(reference_seconds(p, work) for p in paths))


def instructions(cmd, toggle, work):
    """Instructions executed inside the functions matching `toggle` (and
    what they call) in one run of opt `cmd`, counted by callgrind."""
    out = work / "callgrind.out"
    run_measured(["valgrind", "--tool=callgrind", f"--toggle-collect={toggle}", f"--callgrind-out-file={out}", *cmd])
    totals = re.search(r"^totals: (\d+)", out.read_text(), re.M)
    out.unlink()
    return int(totals.group(1))


# Which callgrind pattern names each pass's run in this LLVM, found on the
# first input: the pass manager's wrapper where the build keeps it (LLVM 23),
# the pass's own run where the wrapper was folded into it (LLVM 19). Either
# holds everything the pass does for a function, the analyses it asks for
# (upstream's dominator tree and assumption cache) included.
RUN_PATTERNS = ["llvm::detail::PassModel<llvm::Function, {cls}, *>::run(*", "{cls}::run(*"]
found_pattern = {}


def pass_instructions(cmd, cls, work):
    """Instructions executed inside the pass class `cls`'s run in one opt `cmd`."""
    patterns = [found_pattern[cls]] if cls in found_pattern else [p.format(cls=cls) for p in RUN_PATTERNS]
    for pattern in patterns:
        n = instructions(cmd, pattern, work)
        if n:
            found_pattern[cls] = pattern
            return n
    return 0


def count_instructions(rows, work, real_paths):
    """Adds ours_instructions and reference_instructions to each generated
    input's row (our pass's entry point, and dce's); and to each real
    project's row (`real_paths`: its inputs by name) the instructions of
    each pass alone, ours, upstream's and the walk-only floor's
    (config.FLOOR), summed over its translation units."""
    if shutil.which("valgrind") is None:
        subprocess.run([str(REPO / "scripts" / "setup"), "valgrind"], check=True)
    for r in rows:
        if r["size"]:
            path = work / f"{r['family']}-{r['size']}.ll"
            r["ours_instructions"] = instructions(opt_cmd("ours", path, ["-disable-output"]), config.PASS["toggle"], work)
            r["reference_instructions"] = instructions([str(OPT), "-passes=dce", "-disable-output", str(path)],
                                                       "llvm::DCEPass::run*", work)
            print(f"{r['family']:9} {r['size']:>6}  instructions: ours {r['ours_instructions']:>13,}"
                  f"   dce {r['reference_instructions']:>11,}", flush=True)
        elif r["family"] in real_paths:
            classes = {**config.PASS["class"], "floor": f"(anonymous namespace)::{config.FLOOR[2]}"}
            for which, cls in classes.items():
                r[f"{which}_pass_instructions"] = sum(
                    pass_instructions(opt_cmd(which, p, ["-disable-output"]), cls, work) for p in real_paths[r["family"]])
            print(f"{r['family']:9}  instructions: ours {r['ours_pass_instructions']:>13,}"
                  f"   upstream {r['upstream_pass_instructions']:>13,}   walk floor {r['floor_pass_instructions']:>12,}",
                  flush=True)


def minor_faults(cmd):
    """The minor page faults of one run of cmd: each is a page the process
    touched for the first time."""
    return run_with_usage(cmd)[1].ru_minflt


def fresh_pages(paths, runs=3):
    """The pages each pass adds to opt's run of each of `paths`: the least
    minor faults of `runs` runs with the pass, less the least of `runs` runs
    of the same opt with no-op-function in its place (for ours, with the
    plugin loaded, so that only the pass's own pages count). One
    [file name, upstream's pages, ours] per path."""
    noop = {"upstream": ["-passes=no-op-function"],
            "ours": [f"-load-pass-plugin={config.PLUGIN}", "-passes=no-op-function"]}
    least = lambda args, p: min(minor_faults([str(OPT), *args, "-disable-output", str(p)]) for _ in range(runs))
    return [[p.name, *(least(pipeline(w)[0], p) - least(noop[w], p) for w in noop)] for p in paths]


def memory_latency(work):
    """This machine's latency of a dependent load by the size of the memory
    it ranges over, [(MiB, ns)], from scripts/memlat.c."""
    exe = work / "memlat"
    subprocess.run([str(CLANG_BIN / "clang"), "-O2", "-o", str(exe), str(REPO / "scripts" / "memlat.c")], check=True)
    out = subprocess.run([str(exe)], check=True, capture_output=True, text=True).stdout
    return [(int(mib), float(ns)) for mib, ns in (line.split() for line in out.splitlines())]
