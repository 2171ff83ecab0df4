"""difftest's settings: the LLVM's tools, the plugin and checker, the flags inputs are compiled
with and the pipelines compared (set from the command line by `cli`), and how a command is run."""

import os
import subprocess
from pathlib import Path


REPO = Path(__file__).resolve().parents[3]
BIN = Path(os.environ.get("LLVM_BINDIR", REPO / ".llvm" / "19" / "bin"))
OPT = BIN / "opt"
# The LLVM under test may lack these (LLVM 23's wheels have neither llvm-stress
# nor llvm-reduce, 22-asserts has no clang; scripts/llvm-versions.tsv says
# which): the home LLVM's (19's) then, whose IR newer LLVMs read.
LLVM19_BIN = Path(os.environ.get("M2R_HOME_BIN", REPO / ".llvm" / "19" / "bin"))
CLANG = next((b / "clang" for b in [BIN, LLVM19_BIN] if (b / "clang").exists()), BIN / "clang")
CLANGXX = CLANG.with_name("clang++")
# Whether CLANG is the LLVM under test's own: only then can it read the IR that
# LLVM's opt prints, to build programs from it.
OWN_CLANG = CLANG.parent == BIN
LLVM_STRESS = next((b / "llvm-stress" for b in [BIN, LLVM19_BIN] if (b / "llvm-stress").exists()), BIN / "llvm-stress")
LLVM_REDUCE = next((b / "llvm-reduce" for b in [BIN, LLVM19_BIN] if (b / "llvm-reduce").exists()), BIN / "llvm-reduce")
PLUGIN = Path(os.environ.get("M2R_PLUGIN", REPO / "target" / "release" / "libm2r.so"))
CHECKER = Path(os.environ.get("M2R_CHECKER", REPO / "target" / "release" / "m2r-check"))
CSMITH_INCLUDE = "/usr/include/csmith"
COMPILE_FLAGS = ["-O0", "-Xclang", "-disable-O0-optnone", "-w"]
# --O2: optimized inputs.
O2 = ["-O2", "-w"]
# Fortran (m2r_tools/fortran.py), at -O0 or, with --O2, -O2.
FORTRAN_FLAGS = ["-O0", "-w"]
# The passes compared (--pass): upstream's pipeline and ours.
PASSES = {"mem2reg": "mem2reg", "reg2mem": "reg2mem", "reg2mem,mem2reg": "reg2mem,mem2reg"}
UPSTREAM_PASSES = "mem2reg"
OURS_PASSES = "rust-mem2reg"
# Whose promises the checker checks: the pipeline's last pass.
CHECKED_PASS = "mem2reg"
# Extra flags for clang when it writes a module: ["-Xclang", "-emit-llvm-uselists"] with
# --uselistorder, so that the bitcode keeps the use-list orders clang built instead of
# the ones the parser would make.
CLANG_FLAGS = []


def run(cmd, timeout, cwd=None, **kw):
    """Runs a command; returns (returncode, stdout, stderr); timeout -> rc None."""
    try:
        p = subprocess.run([str(c) for c in cmd], cwd=cwd, capture_output=True, timeout=timeout, **kw)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return None, b"", b"timeout"


# Flags for printing both modules: ["-preserve-ll-uselistorder"] with --uselistorder.
PRINT_FLAGS = []
