; NOTE: no CHECK lines: the whole output is compared with upstream's (diff).
; Blocks whose LLVM numbers are not their positions. A parsed function's
; blocks are numbered in layout order, and the pass then takes the numbers
; as the blocks' ids; break-crit-edges inserts blocks in the middle of the
; layout, numbered after the last, so the pass must look each number up
; (LLVM 20 on; before 20 blocks have no numbers and are looked up by
; address either way). The split blocks are successors of the loop's
; blocks, and the loop's phis are simplified, which asks for blocks by
; handle too.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=break-crit-edges,rust-mem2reg -S %s > %t.ours
; RUN: %opt -passes=break-crit-edges,mem2reg -S %s > %t.upstream
; RUN: diff -u %t.upstream %t.ours
; RUN: grep -q "_crit_edge:" %t.ours

define i32 @loop_with_critical_edges(i32 %n, i1 %c) {
entry:
  %i = alloca i32
  %s = alloca i32
  %t = alloca i32
  store i32 0, ptr %i
  store i32 0, ptr %s
  store i32 %n, ptr %t
  br label %head

head:
  %iv = load i32, ptr %i
  %cmp = icmp slt i32 %iv, %n
  br i1 %cmp, label %body, label %exit

body:
  %sv = load i32, ptr %s
  %add = add i32 %sv, %iv
  br i1 %c, label %latch, label %exit

latch:
  store i32 %add, ptr %s
  %inc = add i32 %iv, 1
  store i32 %inc, ptr %i
  %tv = load i32, ptr %t
  store i32 %tv, ptr %t
  br i1 %c, label %head, label %exit

exit:
  %r = load i32, ptr %s
  %u = load i32, ptr %t
  %sum = add i32 %r, %u
  ret i32 %sum
}
