"""Fortran for the Python scripts (difftest, explain): compiled to IR with
the home LLVM's Flang (19's, scripts/llvm.sh's M2R_HOME_BIN), for every LLVM
(no other has a Flang here, and newer LLVMs read the IR Flang 19 writes).
scripts/setup installs it."""

import os
from pathlib import Path

FLANG = Path(os.environ.get("M2R_HOME_BIN", Path(__file__).resolve().parents[2] / ".llvm" / "19" / "bin")) / "flang-new"
SUFFIXES = (".f", ".for", ".f77", ".f90", ".f95", ".f03", ".f08")


def is_fortran(path):
    """Whether `path` is Fortran source, by its suffix in any case (`.F90` is
    preprocessed Fortran, which Flang handles too)."""
    return Path(path).suffix.lower() in SUFFIXES


def to_ir_command(src, out, work, flags):
    """The command compiling `src` to textual IR `out` with `flags` (-O0, -g, ...).
    The .mod files a module writes go to `work`, not the current folder."""
    return [FLANG, *flags, "-module-dir", work, "-S", "-emit-llvm", src, "-o", out]
