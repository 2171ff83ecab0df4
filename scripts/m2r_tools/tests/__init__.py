"""Unit tests of the tools' parts that need no LLVM: run with
`python3 -m unittest discover -s scripts -t scripts` (scripts/test does)."""
