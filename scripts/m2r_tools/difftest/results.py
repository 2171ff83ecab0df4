"""The results folder: one run's at a time, the journal of finished modules (a run
resumes from it), and each failure kept, reduced, with a script that reproduces it."""

import fcntl
import itertools
import shutil
import subprocess
import sys
import time

from . import config
from .config import CHECKER, LLVM_REDUCE, OPT, PLUGIN, PRINT_FLAGS, REPO, run


OUTCOMES = ["identical", "upstream-failed", "differ", "crashed", "invalid", "exec-mismatch", "alike"]
# Outcomes that are not a failure of ours.
GOOD = {"identical", "upstream-failed", "alike"}
INTERESTING = {
    "differ": """
"$OPT" -passes="$UPSTREAM_PASSES" $PRINT_FLAGS -S "$1" -o "$tmp/up.ll" 2>/dev/null || exit 1
"$OPT" -load-pass-plugin="$PLUGIN" -passes="$OURS_PASSES" $PRINT_FLAGS -S "$1" -o "$tmp/ours.ll" 2>/dev/null || exit 1
! cmp -s "$tmp/up.ll" "$tmp/ours.ll"
""",
    "crashed": """
"$OPT" -passes="$UPSTREAM_PASSES" -disable-output "$1" 2>/dev/null || exit 1
"$OPT" -load-pass-plugin="$PLUGIN" -passes="$OURS_PASSES" -disable-output "$1" 2>"$tmp/err" || exit 0
grep -Eq "rust-(mem2reg|reg2mem):" "$tmp/err"
""",
    "invalid": """
"$OPT" -load-pass-plugin="$PLUGIN" -passes="$OURS_PASSES" -S "$1" -o "$tmp/ours.ll" 2>/dev/null || exit 1
"$OPT" -passes=verify -disable-output "$tmp/ours.ll" 2>/dev/null || exit 0
! "$CHECKER" --pass "${UPSTREAM_PASSES##*,}" "$tmp/ours.ll" >/dev/null 2>&1
""",
}


def new_results_folder(cmd):
    """A new folder results/<command>-<time>: a run started in the same second
    (another LLVM's, say) gets the next one, -2, -3, ..., not this one's work
    folders and journal."""
    stamp = f"{cmd}-{time.strftime('%Y%m%d-%H%M%S')}"
    for n in itertools.count(1):
        path = REPO / "results" / (stamp if n == 1 else f"{stamp}-{n}")
        try:
            path.mkdir(parents=True)
            return path
        except FileExistsError:
            continue


# The open lock file of this run's results folder, held until the process exits.
RESULTS_LOCK = None


def hold_results_folder(results):
    """Locks `results` for this run, until it exits; stops if another run holds it
    (both would write the same work folders and journal)."""
    RESULTS_LOCK = open(results / ".lock", "w")
    try:
        fcntl.flock(RESULTS_LOCK, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        sys.exit(f"difftest: {results} is in use by another run; give this one another --results")


def keep(module, work, outcome, detail, results, args):
    """Files a non-identical result, reduced, with a reproducer."""
    safe = module.name.replace("/", "_").replace(" ", "_").lstrip("_")
    dest = results / outcome / safe
    dest.mkdir(parents=True, exist_ok=True)
    for f in ["upstream.ll", "ours.ll"]:
        if (work / f).exists():
            shutil.copy(work / f, dest / f)
    src = next((work / f for f in ["input.ll", "input.bc"] if (work / f).exists()), None) or module.produce(work)
    inp = "input" + src.suffix  # input.ll, or input.bc (--uselistorder, or a .bc of yours)
    shutil.copy(src, dest / inp)
    (dest / "detail.txt").write_text(detail + "\n")
    if (dest / "upstream.ll").exists() and (dest / "ours.ll").exists():
        diff = subprocess.run(["diff", "-u", dest / "upstream.ll", dest / "ours.ll"], capture_output=True, text=True).stdout
        (dest / "diff.txt").write_text(diff)
    repro = dest / "reproduce.sh"
    repro.write_text(
        "#!/bin/sh\n# Reproduces: " + outcome + "\ncd \"$(dirname \"$0\")\"\n"
        f"{OPT} -passes={config.UPSTREAM_PASSES} {' '.join(PRINT_FLAGS)} -S {inp} -o upstream.ll\n"
        f"{OPT} -load-pass-plugin={PLUGIN} -passes={config.OURS_PASSES} {' '.join(PRINT_FLAGS)} -S {inp} -o ours.ll\n"
        "diff -u upstream.ll ours.ll\n")
    repro.chmod(0o755)
    if outcome in INTERESTING and not args.no_reduce:
        test = dest / "interesting.sh"
        test.write_text(
            "#!/bin/sh\n# llvm-reduce's interestingness test: exit 0 while the problem remains.\n"
            f'OPT="{OPT}"; PLUGIN="{PLUGIN}"; CHECKER="{CHECKER}"; PRINT_FLAGS="{" ".join(PRINT_FLAGS)}"\n'
            f'config.UPSTREAM_PASSES="{config.UPSTREAM_PASSES}"; config.OURS_PASSES="{config.OURS_PASSES}"\n'
            'tmp=$(mktemp -d); trap \'rm -rf "$tmp"\' EXIT\n' + INTERESTING[outcome])
        test.chmod(0o755)
        # A reduction that fails (an older llvm-reduce may not read newer IR)
        # leaves the failure as found.
        run([LLVM_REDUCE, f"--test={test}", "-j", "1", dest / inp, "-o", dest / ("reduced" + src.suffix)],
            args.reduce_timeout, cwd=dest)
    return dest


def read_journal(path, counts, skipped, ran):
    """Adds the outcomes a journal recorded to `counts` and `skipped`, and how the
    programs run did to `ran`; returns the names."""
    names = set()
    if not path.exists():
        return names
    for line in path.read_text().splitlines():
        name, outcome, detail = (line.split("\t", 2) + ["", ""])[:3]
        if not name or name in names:
            continue  # a line cut off by the interruption, or a repeat
        if outcome == "skipped":
            skipped.append((name, detail))
        elif outcome in counts:
            counts[outcome] += 1
            if detail in ran:
                ran[detail] += 1
        else:
            continue
        names.add(name)
    return names
