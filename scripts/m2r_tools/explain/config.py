"""explain's settings: the tools, the limits above which drawings and tables are
summarized, the colours; and small helpers."""

import html
import os
import sys
from pathlib import Path


REPO = Path(__file__).resolve().parents[3]
BIN = Path(os.environ.get("LLVM_BINDIR", REPO / ".llvm" / "19" / "bin"))
# The home LLVM (scripts/llvm.sh), for the tools the selected one lacks.
LLVM19_BIN = Path(os.environ.get("M2R_HOME_BIN", REPO / ".llvm" / "19" / "bin"))
TARGET = Path(os.environ.get("CARGO_TARGET_DIR", REPO / "target"))
EXPLAIN = TARGET / "release" / "m2r-explain"
# Above these sizes drawings and tables are summarized.
DRAW_BLOCKS = 150        # the CFG and the dominator tree
DRAW_VAR_BLOCKS = 60     # one CFG per variable
DRAW_VARS = 24
WALK_STEPS_SHOWN = 400
STATE_COLUMNS = 16
LISTING_LINES = 4000
TABLE_ROWS = 1000
DOT_TIMEOUT = 60
COLORS = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#8c564b", "#e377c2",
          "#bcbd22", "#7f7f7f"]
LIGHT = ["#d6e6f4", "#f6d3d3", "#d5efd5", "#e6dcf0", "#ffe3c9", "#d0f0f4", "#e8dcd8", "#f8dcef",
         "#efefc8", "#e5e5e5"]


def esc(s):
    return html.escape(str(s), quote=True)


def fail(message):
    sys.exit(f"explain: {message}")


def tool(name):
    """An LLVM tool of the selected LLVM, else LLVM 19's."""
    for b in (BIN, LLVM19_BIN):
        if (b / name).exists():
            return b / name
    fail(f"{name} not found in {BIN} or {LLVM19_BIN} (scripts/setup installs LLVM)")
