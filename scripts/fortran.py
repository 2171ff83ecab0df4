"""Fortran for the Python scripts (difftest, explain): compiled to IR with
LLVM 19's Flang, for either LLVM (the LLVM 23 wheels have no Flang, and
LLVM 23 reads the IR Flang 19 writes). scripts/setup installs it."""

from pathlib import Path

FLANG = Path("/usr/lib/llvm-19/bin/flang-new")
SUFFIXES = (".f", ".for", ".f77", ".f90", ".f95", ".f03", ".f08")


def is_fortran(path):
    """Whether `path` is Fortran source, by its suffix in any case (`.F90` is
    preprocessed Fortran, which Flang handles too)."""
    return Path(path).suffix.lower() in SUFFIXES


def to_ir_command(src, out, work, flags):
    """The command compiling `src` to textual IR `out` with `flags` (-O0, -g, ...).
    The .mod files a module writes go to `work`, not the current folder."""
    return [FLANG, *flags, "-module-dir", work, "-S", "-emit-llvm", src, "-o", out]
