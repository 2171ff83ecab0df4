"""`--llvm N` for the Python scripts: run the script again in scripts/llvm.sh's
environment for LLVM N (its opt and clang in LLVM_BINDIR, the plugin built
for it in M2R_PLUGIN, the checker in M2R_CHECKER), so that the paths for
each LLVM are written down once, in scripts/llvm.sh."""

import os
import shlex
import sys
from pathlib import Path


def select_llvm():
    """If the command line starts with `--llvm N`, re-executes the script
    without it, in that LLVM's environment. Returns otherwise."""
    if len(sys.argv) >= 3 and sys.argv[1] == "--llvm":
        script = Path(__file__).resolve().parent / "llvm.sh"
        args = " ".join(shlex.quote(a) for a in [sys.argv[0]] + sys.argv[3:])
        command = f". {shlex.quote(str(script))} && use_llvm {shlex.quote(sys.argv[2])} && exec {args}"
        os.execvp("bash", ["bash", "-c", command])
