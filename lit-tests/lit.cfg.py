# lit configuration for rust-mem2reg's golden tests.
#
# Every test runs the plugin through the opt of the LLVM it is built for
# (scripts/llvm.sh's environment; LLVM 19 without it) and checks the output
# twice: against the CHECK lines of that LLVM's prefixes (`%check`, the
# `checks` column of scripts/llvm-versions.tsv: LLVMs whose upstream prints
# the same share a prefix), which scripts/update-lit-checks generated from
# upstream's output, and against upstream's whole output (`diff`), so a test
# fails on any byte of difference, not only on the lines it shows.

import os

import lit.formats

config.name = "rust-mem2reg"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".ll"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)
repo = os.path.dirname(config.test_source_root)
config.test_exec_root = os.path.join(repo, "target", "lit")

home_bin = os.environ.get("M2R_HOME_BIN", os.path.join(repo, ".llvm", "19", "bin"))
llvm_bin = os.environ.get("LLVM_BINDIR", home_bin)
plugin = os.environ.get("M2R_PLUGIN", os.path.join(repo, "target", "release", "libm2r.so"))
if not os.path.exists(plugin):
    lit_config.fatal(f"plugin not found at {plugin}: run `cargo build --release` or set M2R_PLUGIN")
opt = os.path.join(llvm_bin, "opt")

# A test uses only the prefixes its LLVMs' outputs need.
checks = os.environ.get("M2R_LLVM_CHECKS", "CHECK19,CHECKTO22,CHECK")
config.substitutions.append(("%check", f"{checks} --allow-unused-prefixes"))
config.substitutions.append(("%plugin", plugin))
config.substitutions.append(("%opt", opt))
# `%ours` and `%upstream` print the whole module after each pass.
config.substitutions.append(("%ours", f"{opt} -load-pass-plugin={plugin} -passes=rust-mem2reg -S"))
config.substitutions.append(("%upstream", f"{opt} -passes=mem2reg -S"))
# The same for reg2mem: `%reg2mem-ours`, `%reg2mem-upstream`.
config.substitutions.append(("%reg2mem-ours", f"{opt} -load-pass-plugin={plugin} -passes=rust-reg2mem -S"))
config.substitutions.append(("%reg2mem-upstream", f"{opt} -passes=reg2mem -S"))
# The independent checker built beside the plugin (m2r-check).
checker = os.environ.get("M2R_CHECKER", os.path.join(os.path.dirname(plugin), "m2r-check"))
config.substitutions.append(("%m2r-check", checker))
# FileCheck is the home LLVM's (19's) where the LLVM under test has none.
config.environment["PATH"] = os.pathsep.join(
    [llvm_bin, home_bin, config.environment.get("PATH", os.environ.get("PATH", ""))])
# The audit of rust-mem2reg's remarks against their module (scripts/remarks-audit).
config.substitutions.append(("%remarks-audit", f"python3 {os.path.join(repo, 'scripts', 'remarks-audit')}"))
# lli, where the LLVM under test has one (LLVM 19's packages do; the wheels
# of 23 do not): the options' tests run the promoted programs.
lli = os.path.join(llvm_bin, "lli")
if os.path.exists(lli):
    config.available_features.add("lli")
    config.substitutions.append(("%lli", lli))
