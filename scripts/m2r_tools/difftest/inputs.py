"""difftest's inputs: csmith programs, llvm-stress and reg2mem'd modules, funclet EH
modules, and the user's files, each a `Module` that produces its IR on demand."""

import sys
from pathlib import Path

from .. import fortran
from .. import funclets
from .config import CLANG, CLANGXX, CLANG_FLAGS, COMPILE_FLAGS, CSMITH_INCLUDE, FORTRAN_FLAGS, LLVM_STRESS, OPT, PRINT_FLAGS, run


class Module:
    """One input: how to produce its IR, and whether it can be run."""

    def __init__(self, name, produce, executable=False):
        self.name = name
        self.produce = produce  # (workdir) -> path of input.ll, or raises Skip
        self.executable = executable


class Skip(Exception):
    pass


def compile_c(src, out, flags, cxx=False, timeout=300):
    emit = ["-S"]
    if CLANG_FLAGS:
        # Bitcode: LLVM 19 prints uselistorder directives for inline asm that its parser rejects.
        emit, out = ["-c"], out.with_suffix(".bc")
    rc, _, err = run([CLANGXX if cxx else CLANG, *COMPILE_FLAGS, *CLANG_FLAGS, *flags, "-emit-llvm", *emit, src, "-o", out], timeout)
    if rc != 0:
        raise Skip(f"does not compile: {err.decode(errors='replace').strip().splitlines()[-1:] or 'timeout'}")
    return out


def compile_fortran(src, work, debug, timeout=300):
    """Fortran to IR, always as text: Flang has no switch to keep use-list orders in
    bitcode, so the parser makes them, as for a .ll file."""
    if debug == "at":
        raise Skip("--at forces clang's assignment tracking, which Flang has not")
    if not fortran.FLANG.exists():
        raise Skip(f"{fortran.FLANG} is missing (scripts/setup installs flang-19)")
    out = work / "input.ll"
    rc, _, err = run(fortran.to_ir_command(src, out, work, [*FORTRAN_FLAGS, *DEBUG_FLAGS[debug]]), timeout)
    if rc != 0:
        raise Skip(f"does not compile: {err.decode(errors='replace').strip().splitlines()[-1:] or 'timeout'}")
    return out


DEBUG_FLAGS = {None: [], "g": ["-g"], "at": ["-g", "-Xclang", "-fexperimental-assignment-tracking=forced"]}


def suffix(debug):
    return f"-{debug}" if debug else ""


def csmith_module(seed, debug):
    def produce(work):
        c = work / f"csmith-{seed}.c"
        rc, _, _ = run(["csmith", "--seed", seed, "-o", c], 60)
        if rc != 0:
            raise Skip("csmith failed")
        return compile_c(c, work / "input.ll", ["-I", CSMITH_INCLUDE, *NO_FINITE_LOOPS] + DEBUG_FLAGS[debug])

    return Module(f"csmith-{seed}{suffix(debug)}", produce, executable=True)


# A csmith program may loop forever without side effects. C lets a compiler
# assume such a loop ends (clang marks it mustprogress), and the -O1 builds of
# the unpromoted and the promoted IR then delete it in different ways and
# print different checksums (csmith seed 100100 with -g did), although
# neither program ends. Without that assumption both run until the timeout,
# which proves nothing, as it should.
NO_FINITE_LOOPS = ["-fno-finite-loops"]


def stress_module(seed):
    if seed % 4 == 3:
        def produce(work):
            out = work / "input.ll"
            out.write_text(funclets.module(seed))
            return out
        return Module(f"funclets-{seed}", produce)
    if seed % 2 == 0:
        def produce(work):
            out = work / "input.ll"
            rc, _, _ = run([LLVM_STRESS, f"--seed={seed}", f"--size={50 + seed % 450}", "-o", out], 60)
            if rc != 0:
                raise Skip("llvm-stress failed")
            return out
        return Module(f"llvm-stress-{seed}", produce)

    def produce(work):
        c = work / f"csmith-{seed}.c"
        if run(["csmith", "--seed", seed, "-o", c], 60)[0] != 0:
            raise Skip("csmith failed")
        o2 = work / "o2.ll"
        rc, _, _ = run([CLANG, "-O2", "-w", "-I", CSMITH_INCLUDE, "-emit-llvm", "-S", c, "-o", o2], 300)
        if rc != 0:
            raise Skip("does not compile at -O2")
        out = work / "input.ll"
        if run([OPT, "-passes=reg2mem", *PRINT_FLAGS, "-S", o2, "-o", out], 120)[0] != 0:
            raise Skip("reg2mem failed")
        return out
    return Module(f"reg2mem-csmith-{seed}", produce)


def file_modules(paths, debug):
    languages = {".c": "c", ".cc": "c++", ".cpp": "c++", ".cxx": "c++", ".ll": "ir", ".bc": "ir"}

    def language(f):
        """What `f` is written in; None for other files."""
        return "fortran" if fortran.is_fortran(f) else languages.get(f.suffix)

    files = []
    for p in map(Path, paths):
        if p.is_dir():
            files += sorted(f for f in p.rglob("*") if language(f))
        elif language(p):
            files.append(p)
        else:
            sys.exit(f"difftest: {p}: not a .c/.cpp/.f90/.ll/.bc file or a directory")
    mods = []
    for f in files:
        f = f.resolve()

        def produce(work, f=f, written_in=language(f)):
            if written_in == "ir":
                return f
            if written_in == "fortran":
                return compile_fortran(f, work, debug)
            return compile_c(f, work / "input.ll", DEBUG_FLAGS[debug], cxx=written_in == "c++")

        mods.append(Module(str(f), produce))
    return mods
