"""The plugin a script measures or checks is the one the tree's sources make.

Before a run, `bring_up_to_date` has cargo build the plugin (and the checker)
of the selected LLVM: a no-op when they are current, a build when the
sources changed since. Without it, a run after an experiment measures the
experiment's build. A plugin the user named in M2R_PLUGIN, outside the
selected LLVM's cargo target, is theirs and is used as it is."""

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def bring_up_to_date(plugin, script):
    """Builds `plugin` with `cargo build --release` if it is the one this
    environment's cargo target holds (scripts/llvm.sh's CARGO_TARGET_DIR);
    exits naming `script` if the build fails."""
    target = os.environ.get("CARGO_TARGET_DIR")
    if target is None or Path(plugin).resolve() != (Path(target) / "release" / "libm2r.so").resolve():
        return
    if subprocess.run(["cargo", "build", "--release", "--quiet"], cwd=REPO).returncode != 0:
        sys.exit(f"{script}: `cargo build --release` failed for {plugin} (scripts/build --llvm N installs what it needs)")
