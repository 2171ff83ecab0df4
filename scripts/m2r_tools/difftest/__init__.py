"""Differential testing of rust-mem2reg against upstream's `opt -passes=mem2reg`
(or, with --pass, of rust-reg2mem against `opt -passes=reg2mem`).

  scripts/difftest [--llvm NAME] csmith --count N --seed S [--g|--at]   N csmith programs from seed S on
  scripts/difftest corpus NAME|all [--g|--at]             real C bundled in crates, every translation unit
  scripts/difftest stress --count N --seed S              llvm-stress modules, -O2 IR demoted by reg2mem, funclet EH
  scripts/difftest files PATH... [--g|--at]               your own .c/.cpp/.f90/.ll/.bc files (or directories)

--llvm picks the LLVM, a name from scripts/llvm-versions.tsv (19 by default):
its opt and clang, and the plugin built for it, brought up to date first
(cargo build --release, a no-op when it is current); the paths come from scripts/llvm.sh. Where the LLVM has no clang (22-asserts),
C is compiled by LLVM 19's, and programs are built with its own opt -O1, llc
and cc.

--pass reg2mem compares rust-reg2mem with reg2mem; --pass reg2mem,mem2reg the
round trip (rust-reg2mem,rust-mem2reg against reg2mem,mem2reg). --O2 compiles
C and C++ at -O2 instead of -O0 (optimized code is where phis and values
crossing blocks are). The independent checker (m2r-check) checks what the
last pass of the pipeline promises.

Fortran (.f, .f90, .F90 and the like) is compiled with LLVM 19's Flang,
flang-new-19 (scripts/setup installs it; LLVM 23 reads the IR it writes).

--g compiles C, C++ and Fortran with -g; --at also forces assignment tracking
(-Xclang -fexperimental-assignment-tracking=forced), which Flang has not:
under --at a Fortran file is skipped. --uselistorder prints
both modules with -preserve-ll-uselistorder, so that every value's use-list
order (which later passes see, and bitcode keeps) is compared too; C and
C++ are then compiled to bitcode with -Xclang -emit-llvm-uselists, so the
inputs keep the use-list orders clang built rather than the ones the parser
makes.

Corpora: sqlite3, lua5.1, lua5.2, lua5.3, lua5.4, lua5.5, zlib, zstd, bzip2,
mimalloc, quickjs, lz4, brotli (fetched with cargo from crates.io:
libsqlite3-sys, lua-src, libz-sys, zstd-sys, bzip2-sys, libmimalloc-sys,
libquickjs-sys, lz4-sys, brotli-sys).

For every module both passes run and the whole printed modules are compared;
our output also goes through `opt -passes=verify` and the independent checker
(`m2r-check`). csmith programs are also built (clang -O1) from the input and from our
output and run, and what they print is compared (with a timeout): the promoted program
must behave as the unpromoted one. Work is spread over all cores.

Every finished module gets a line in <results>/journal.tsv. Run the same command again
with the same --results folder and the modules the journal lists are not done again:
their outcomes are counted as recorded, and the run continues where it stopped.
A results folder is one run's at a time: a second run given a folder in use stops,
and runs started in the same second (one per LLVM, say) get default folders of
their own.

Every difference, crash or invalid output is reduced with llvm-reduce and
kept under the results folder with a script that reproduces it. The last line
is exactly

  difftest: <n> modules, <i> identical, <u> upstream-failed, <d> differ, <c> crashed, <v> invalid, <x> exec-mismatch

and the exit status is 1 when anything but "identical" or "upstream-failed"
happened. "upstream-failed": the input is valid (opt -passes=verify accepts
it), upstream's pass crashed or failed on it, and our output is valid and
passes the checker (reg2mem on a callbr whose successor has several
predecessors); kept like a difference, with the reason. Inputs that do not
compile, or that are not valid IR, are not modules: they are counted on the
line before; --no-skips makes any such input a failure too.
"""
