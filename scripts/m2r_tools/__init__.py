"""rust-mem2reg's Python tools, one package each: `difftest` (differential
testing against upstream), `bench` (timing against upstream), `explain` (a
pass's decisions as an HTML report); and what they share: `llvm_select`
(`--llvm NAME`), `fortran` (Flang), `funclets` (funclet EH modules).
scripts/difftest, scripts/bench and scripts/explain run them; their unit
tests are in `tests` (`python3 -m unittest discover -s scripts -t scripts`,
which scripts/test runs)."""
