"""Benchmarks rust-mem2reg against upstream's opt -passes=mem2reg (or, with
--pass reg2mem, rust-reg2mem against opt -passes=reg2mem).

  scripts/bench [--llvm NAME] [--pass mem2reg|reg2mem] [--sizes 1000,2000,...] [--sizes-of FAMILY=N,...] [--runs 3] [--ours-runs 9]
                [--families ...]
                [--block-beyond 64000,128000] [--instructions] [--out DIR] [--report DIR]
  scripts/bench --from-results DIR/results.json [--report DIR]

--llvm picks the LLVM (19 by default): its opt, its mem2reg and the plugin
built for it, in the same opt. The plugin is brought up to date first (cargo
build --release, a no-op when it is current), so a run measures the tree's
sources, not an earlier build.

Families (generated IR; "size" is the number of diamonds, blocks or cases):
  diamonds   a chain of if/else diamonds; size/2 variables, each stored in
             three random diamonds and all read at the end
  chain      a chain of blocks with a side exit each; size/8 variables, each
             stored at the start and in two random blocks, read at the end
  switch     a loop around a switch with `size` cases; 1024 variables, each
             case stores 4 of them, all read after the loop
  block      one huge block: size/4 variables, 8 loads and stores each;
             also at 64k and 128k (--block-beyond), where its IR has left
             the caches, to show where its growth settles
and the real code, each project's files summed, compiled with clang -O0
-Xclang -disable-O0-optnone: sqlite3 (the amalgamation), lua (every Lua 5.4
file), quickjs (a JavaScript engine: its interpreter loop is one function of
thousands of blocks), zlib, zstd and bzip2 (compression), and mimalloc (an
allocator), lz4 and brotli (compression whose helpers are forced inline
even at -O0: functions of up to 1,842 allocas), each from the crate that
bundles it (scripts/difftest's corpora).

With --pass reg2mem the families are the shapes where edges and phis are
many (and the real code is compiled at -O2, where phis and values crossing
blocks are):
  phiswitch  a loop around a switch with `size` cases into 64 join blocks
             whose phis take a value per edge: every switch edge is critical
  loopnest   `size` loops nested in one another, each with a counter, a
             skipped inner loop and an exit to the enclosing loop's latch:
             critical edges and loop exits at every depth

For each input: each implementation's pass time as -time-passes reports it
(the first --runs runs alternate between the two; then ours runs alone up
to --ours-runs, round-robin over a family's sizes, since ours is cheap, a
growth ratio needs a steady median, and this machine's speed drifts over
minutes; the median is kept; a run of upstream over 30 s is not repeated),
the peak RSS of the whole opt process, and whether the outputs are
byte-identical. Prints a table (also written to
results.md), with how much each family's time grew from the previous size
(the median of the ratios of the two sizes' times in the same round-robin
round, and in brackets their quartiles: how far the step moves from round
to round on this machine), and draws a log-log plot of time against size
for both (scaling.svg).
Beside our growth it puts a reference measured in the same rounds: the
growth of LLVM's own dce pass on the same input (one walk over every
instruction; the generated IR has nothing dead), timed with -time-trace
to the microsecond. A linear walk's time should double with the size; where
the reference's does not, the machine bends every pass over that IR.
Last, measures this machine's latency of a dependent load by the size of
the memory it ranges over (scripts/memlat.c): following pointers through
the IR costs that much once the IR outgrows the caches, which is what
bends the growth of a family whose IR crosses a cache's size.

For the real code, a third implementation joins the alternating runs: the
walk-only floor (scripts/walk-floor.cpp, a pass that only visits every
block, instruction and operand through LLVM's C API, as ours reads the IR),
what touching the IR once costs any pass; its own table sets both passes
against it. For the switch family (mem2reg), the third is the phi floor
(scripts/phi-floor.cpp, `phi-floor-sequential`): only the output's phis,
each phi's entries added in one run, what any pass that prints the same
module pays for them; its table sets ours against it.

For the real code it also counts fresh pages: the minor page faults each
pass adds to opt's run of each translation unit over the same run with
no-op-function in its place (for ours with the plugin loaded, so that only
the pass's own pages count), the least of three runs each. Each is a page
touched for the first time: the memory the pass's largest function needs
beyond what opt already holds. A table gives each project's sum and the
unit where ours adds the most more than upstream's.

With --instructions, also counts the instructions executed inside our pass
and inside dce on each generated input, under callgrind (valgrind, which
scripts/setup installs; about 15 minutes more). Those counts do not depend
on caches or on the machine's drift: their growth is the growth of the
work itself, and a second table shows it. On the real code it counts each
pass alone (ours, upstream's and the walk-only floor: the instructions
inside the pass's run, its analyses included), and a third table sets them
side by side, beside the times: a ratio of instructions holds on any machine.
"""
