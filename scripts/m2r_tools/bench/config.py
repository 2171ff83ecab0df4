"""bench's settings: the LLVM's opt and clang, the plugin, the floors, and the pass
measured (`PASS`, set from the command line by `cli`)."""

import os
from pathlib import Path


REPO = Path(__file__).resolve().parents[3]
BIN = Path(os.environ.get("LLVM_BINDIR", REPO / ".llvm" / "19" / "bin"))
OPT = BIN / "opt"
# Its clang, or for an LLVM without one (22-asserts) the home LLVM's, which
# writes C and builds the floors for every LLVM (as scripts/difftest's does).
CLANG_BIN = BIN if (BIN / "clang").exists() else Path(os.environ.get("M2R_HOME_BIN", REPO / ".llvm" / "19" / "bin"))
PLUGIN = Path(os.environ.get("M2R_PLUGIN", REPO / "target" / "release" / "libm2r.so"))
# The floors (see above): the scripts/*-floor.cpp each is built from, the
# -passes name that runs it and the name -time-passes gives it.
FLOORS = {"walk": ("walk-floor.cpp", "walk-floor", "WalkFloorPass"),
          "phi": ("phi-floor.cpp", "phi-floor-sequential", "PhiFloorPass")}
# The floor timed beside the inputs being measured: (plugin, -passes name,
# -time-passes name), or None.
FLOOR = None
# What --pass picks: the pipelines, the names -time-passes gives the two
# passes, our entry point (callgrind's toggle), the families run by default,
# and how the real code is compiled.
PASSES = {
    "mem2reg": {"upstream": "mem2reg", "ours": "rust-mem2reg",
                "names": {"upstream": "PromotePass", "ours": "RustMem2RegPass"}, "toggle": "m2r_promote_function",
                "class": {"upstream": "llvm::PromotePass", "ours": "(anonymous namespace)::RustMem2RegPass"},
                "families": "diamonds,chain,switch,block,sqlite3,lua,quickjs,zlib,zstd,bzip2,mimalloc,lz4,brotli",
                "clang": ["-O0", "-Xclang", "-disable-O0-optnone"], "suffix": ""},
    "reg2mem": {"upstream": "reg2mem", "ours": "rust-reg2mem",
                "names": {"upstream": "RegToMemPass", "ours": "RustReg2MemPass"}, "toggle": "m2r_demote_function",
                "class": {"upstream": "llvm::RegToMemPass", "ours": "(anonymous namespace)::RustReg2MemPass"},
                "families": "phiswitch,loopnest,sqlite3,lua,quickjs,zlib,zstd,bzip2,mimalloc,lz4,brotli", "clang": ["-O2"], "suffix": "-O2"},
}
PASS = PASSES["mem2reg"]
PASS_NAME = PASS["names"]
UPSTREAM_PATIENCE = 30.0
