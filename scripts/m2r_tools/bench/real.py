"""The real code: each project's translation units, compiled as the pass wants them."""

import subprocess

from ..difftest.corpora import corpus_units, fetch_corpora
from . import config
from .config import CLANG_BIN


# The real code: each project's translation units, summed.
REAL = {"sqlite3": "sqlite3", "lua": "lua5.4", "quickjs": "quickjs", "zlib": "zlib", "zstd": "zstd",
        "bzip2": "bzip2", "mimalloc": "mimalloc", "lz4": "lz4", "brotli": "brotli"}


def real_inputs(work, wanted):
    """(name, [paths]) for the real projects in `wanted`, compiled as the pass wants them."""
    dirs = fetch_corpora()
    # One folder per clang: a newer LLVM's clang writes IR an older opt
    # cannot read, so a run for LLVM 19 after one for 23 must not reuse it.
    compiled = work / f"clang-{CLANG_BIN.parent.name}"
    compiled.mkdir(parents=True, exist_ok=True)
    out = []
    for name in [n for n in REAL if n in wanted]:
        units, flags = corpus_units(REAL[name], dirs)
        paths = []
        for u in units:
            p = compiled / f"{REAL[name]}-{u.stem}{config.PASS['suffix']}.ll"
            if not p.exists():
                subprocess.run([CLANG_BIN / "clang", *config.PASS["clang"], "-w", *map(str, flags),
                                "-emit-llvm", "-S", str(u), "-o", str(p)], check=True)
            paths.append(p)
        out.append((name, paths))
    return out
