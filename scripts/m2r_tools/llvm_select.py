"""`--llvm NAME` for the Python scripts: run the script in scripts/llvm.sh's
environment for the LLVM NAME of scripts/llvm-versions.tsv (its opt and
clang in LLVM_BINDIR, the plugin built for it in M2R_PLUGIN, the checker in
M2R_CHECKER, the LLVM with every tool in M2R_HOME_BIN), so that the paths
for each LLVM are written down once, in scripts/llvm.sh."""

import os
import shlex
import sys
from pathlib import Path


def select_llvm():
    """If the command line starts with `--llvm NAME`, or no LLVM was selected
    yet (M2R_LLVM unset: the table's first), re-executes the script without
    the option, in that LLVM's environment. Returns otherwise."""
    if len(sys.argv) >= 3 and sys.argv[1] == "--llvm":
        name, rest = shlex.quote(sys.argv[2]), sys.argv[3:]
    elif "M2R_LLVM" not in os.environ:
        name, rest = '"$llvm"', sys.argv[1:]
    else:
        return
    script = Path(__file__).resolve().parent.parent / "llvm.sh"
    args = " ".join(shlex.quote(a) for a in [sys.argv[0]] + rest)
    command = f". {shlex.quote(str(script))} && llvm_option && use_llvm {name} && exec {args}"
    os.execvp("bash", ["bash", "-c", command])
