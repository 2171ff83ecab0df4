"""The algorithm, drawn, on your own function: what rust-mem2reg does to it,
step by step, as one self-contained HTML page.

  scripts/explain [--llvm NAME] FILE --function NAME [-o OUT.html] [--g] [--options PARAMS]

FILE is C (.c), C++ (.cpp, .cc, .cxx), Fortran (.f90, .f, .F90, ...) or LLVM
IR (.ll, .bc). C and C++ are compiled as mem2reg's users see them: `clang -O0
-Xclang -disable-O0-optnone`, with value names kept (-fno-discard-value-names)
and, with --g, debug info (source variable names); Fortran with LLVM 19's
Flang, `flang-new -O0` (and -g). For C++, NAME may be the plain or qualified
name (`area`, `Shape::area`) if it names one function, or the mangled one;
for Fortran, the procedure's name (`summarize` for `_QMstatsPsummarize`, in
any case) if it names one procedure.

The page follows the algorithm: the input and which allocas are promotable
(and why not), the CFG, the dominator tree and the dominance frontiers; per
variable its stores, live-in blocks, iterated dominance frontier, the phis
placed and those pruned, or the fast path it took; the renaming walk step by
step with each variable's current value; the phi clean-up; the output beside
the input. The data come from the pass itself (m2r-explain runs it with an
observer, `src/explain/`); Graphviz's `dot` lays out the drawings. A text
summary goes to stdout. Above a size the drawings and long tables are
summarized, with a note saying so.

--options passes rust-mem2reg's own options (all-blocks, max-phi-entries=N).
The pass is the one built for the selected LLVM (19 unless --llvm 23).
"""
