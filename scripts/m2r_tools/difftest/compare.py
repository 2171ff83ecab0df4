"""Comparing one module: both passes, the whole printed outputs, the verifier and
the checker on ours, and for csmith programs both built and run."""

import sys

from . import config
from .config import BIN, CHECKER, CLANG, OPT, OWN_CLANG, PLUGIN, PRINT_FLAGS, REPO, run
from .inputs import Skip


def ours_cmd(src, out):
    return [OPT, f"-load-pass-plugin={PLUGIN}", f"-passes={config.OURS_PASSES}", *PRINT_FLAGS, "-S", src, "-o", out]


def upstream_cmd(src, out):
    return [OPT, f"-passes={config.UPSTREAM_PASSES}", *PRINT_FLAGS, "-S", src, "-o", out]


def build_program(ir, stem, exe):
    """Builds `ir` into the program `exe` at -O1: with clang, or where the LLVM under
    test has none (22's wheels), with its opt and llc and the system's cc. False if
    it does not build."""
    if OWN_CLANG:
        return run([CLANG, "-O1", "-w", ir, "-o", exe], 300)[0] == 0
    bc, obj = stem.with_suffix(".O1.bc"), stem.with_suffix(".o")
    return (run([OPT, "-passes=default<O1>", ir, "-o", bc], 300)[0] == 0
            and run([BIN / "llc", "-O1", "-relocation-model=pic", "-filetype=obj", bc, "-o", obj], 300)[0] == 0
            and run(["cc", obj, "-o", exe], 300)[0] == 0)


def executes_alike(src, work, timeout):
    """Builds the input and our output and runs both; None if it cannot tell. (Upstream's
    output is byte-identical to ours by the time this runs: building it too would prove
    nothing.)"""
    results = []
    for which, ir in [("input", src), ("ours", work / "ours.ll")]:
        exe = work / f"{which}.exe"
        if not build_program(ir, work / which, exe):
            return None
        rc, out, _ = run([exe], timeout)
        if rc is None:
            return None  # a timeout on either side proves nothing (so ours is not built after one)
        results.append((rc, out))
    return results[0] == results[1]


def compare(module, work, args):
    """Returns (outcome, detail)."""
    src = module.produce(work)
    rc, _, err = run(upstream_cmd(src, work / "upstream.ll"), args.timeout)
    upstream_failed = None
    if rc != 0:
        why = f"exit {rc}: " + err.decode(errors="replace").strip()[-400:]
        vrc, _, verr = run([OPT, "-passes=verify", "-disable-output", src], args.timeout)
        if vrc != 0:
            raise Skip("not valid IR: " + verr.decode(errors="replace").strip()[:200])
        upstream_failed = "upstream " + why
    rc, _, err = run(ours_cmd(src, work / "ours.ll"), args.timeout)
    stderr = err.decode(errors="replace")
    if rc != 0 or "rust-mem2reg:" in stderr or "rust-reg2mem:" in stderr:
        return "crashed", f"exit {rc}: {stderr.strip()[:400]}"
    checked = work / "ours.ll"
    if PRINT_FLAGS:
        # LLVM 19 prints uselistorder directives for inline asm that its parser rejects, so
        # the verifier and the checker read our output as bitcode.
        checked = work / "ours.bc"
        rc, _, err = run([OPT, f"-load-pass-plugin={PLUGIN}", f"-passes={config.OURS_PASSES}", src, "-o", checked], args.timeout)
        if rc != 0:
            return "crashed", f"exit {rc}: {err.decode(errors='replace').strip()[:400]}"
    rc, _, err = run([OPT, "-passes=verify", "-disable-output", checked], args.timeout)
    if rc != 0:
        return "invalid", "verifier: " + err.decode(errors="replace").strip()[:400]
    rc, out, err = run([CHECKER, "--pass", config.CHECKED_PASS, checked], args.timeout)
    if rc != 0:
        return "invalid", "m2r-check: " + (out + err).decode(errors="replace").strip()[:400]
    if upstream_failed:
        return "upstream-failed", upstream_failed
    if args.options:
        # No upstream to compare with: valid, and the program behaves the same.
        ran = run_verdict(module, src, work, args)
        return ("exec-mismatch", "") if ran is False else ("alike", RAN_DETAIL.get(ran, ""))
    if (work / "upstream.ll").read_bytes() != (work / "ours.ll").read_bytes():
        return "differ", ""
    if args.remarks:
        problem = remarks_problem(src, work, args)
        if problem:
            return "invalid", "remarks: " + problem
    ran = run_verdict(module, src, work, args)
    return ("exec-mismatch", "") if ran is False else ("identical", RAN_DETAIL.get(ran, ""))


# How a program that was built and run is recorded in the journal: run alike, or
# no verdict (it timed out, or did not build, on one side).
RAN_DETAIL = {True: "ran alike", None: "ran: no verdict"}


def run_verdict(module, src, work, args):
    """For a program to build and run: whether it behaves alike (None: cannot tell); for
    anything else "not run"."""
    if not module.executable or args.no_exec:
        return "not run"
    return executes_alike(src, work, args.exec_timeout)


def remarks_problem(src, work, args):
    """With remarks requested, ours must print the same module and a remark for every alloca
    (scripts/remarks-audit); returns what is wrong, or None."""
    out, yaml = work / "ours-remarks.ll", work / "remarks.yaml"
    rc, _, err = run(ours_cmd(src, out) + [f"-pass-remarks-output={yaml}"], args.timeout)
    if rc != 0:
        return f"exit {rc} with remarks: {err.decode(errors='replace').strip()[:400]}"
    if out.read_bytes() != (work / "ours.ll").read_bytes():
        return "the module printed with remarks requested differs"
    if src.suffix != ".ll":
        return None  # the audit reads textual IR
    rc, out, _ = run([sys.executable, REPO / "scripts" / "remarks-audit", src, yaml], args.timeout)
    return None if rc == 0 else out.decode(errors="replace").strip()[-400:]
