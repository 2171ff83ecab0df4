"""The command line."""

import argparse
import os
import subprocess
import tempfile
from pathlib import Path

from ..llvm_select import select_llvm
from . import __doc__ as PACKAGE_DOC
from .config import REPO, fail
from .draw import Drawings
from .page import page, summary
from .report import Report
from .source import resolve_function, run_pass, to_ir


def main():
    select_llvm()
    ap = argparse.ArgumentParser(description=PACKAGE_DOC.split("\n\n")[0])
    ap.add_argument("file", type=Path)
    ap.add_argument("--function", required=True)
    ap.add_argument("-o", "--out", type=Path, help="the HTML report (default: <function>.html)")
    ap.add_argument("--g", action="store_true", help="compile C and C++ with -g (source variable names)")
    ap.add_argument("--options", default="", help="rust-mem2reg's parameters, e.g. all-blocks")
    args = ap.parse_args()
    if not args.file.exists():
        fail(f"{args.file}: no such file")
    # What it needs: the LLVM, Graphviz, and m2r-explain built for that LLVM.
    llvm = os.environ.get("M2R_LLVM", "19")
    for cmd in ([REPO / "scripts" / "setup", "--llvm", llvm, "graphviz"], ["cargo", "build", "--release", "--quiet"]):
        if subprocess.run([str(c) for c in cmd], cwd=REPO).returncode != 0:
            fail(f"{' '.join(map(str, cmd))} failed")
    out = args.out or Path(f"{args.function}.html")
    with tempfile.TemporaryDirectory() as work:
        work = Path(work)
        ir = to_ir(args.file, work, args.g)
        function = resolve_function(ir, args.function)
        trace = run_pass(ir, function, args.options, work)
    r = Report(trace)
    drawings = Drawings()
    text = page(r, args.file, drawings)
    out.write_text(text)
    summary(r, out)
