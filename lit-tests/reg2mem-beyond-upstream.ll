; RUN: %reg2mem-ours %s | FileCheck %s
; RUN: %reg2mem-ours %s | %opt -passes=verify -disable-output
; RUN: %reg2mem-ours %s -o %t.bc && %m2r-check --pass reg2mem %t.bc
; RUN: not --crash %reg2mem-upstream %s -o /dev/null 2>/dev/null
; NOTE: checks written by hand: upstream has no output to compare with.
; A callbr whose value is used in a successor that has other predecessors:
; the edge is not critical (callbr has one successor), so nothing splits it
; first, and the store of the value must go on the edge. Upstream's reg2mem
; crashes here (LLVM 19 dereferences the null result of casting the callbr
; to an invoke; LLVM 23 stores at the top of the shared block, where the
; value does not dominate the store, and the verifier aborts). Ours does for
; the callbr what upstream does for an invoke: it splits the edge (a block
; named as SplitCriticalEdge names it) and stores there, so the value is
; stored exactly when the callbr's path is taken; the verifier and the
; checker accept the result (RUN lines 2 and 3).

define i32 @callbr_into_join(i1 %c) {
; CHECK-LABEL: define i32 @callbr_into_join(
; CHECK:       asm:
; CHECK-NEXT:    %r = callbr i32 asm "", "=r"()
; CHECK-NEXT:    to label %asm.join_crit_edge []
; CHECK:       asm.join_crit_edge:
; CHECK-NEXT:    store i32 %r, ptr %r.reg2mem
; CHECK:         br label %join
; CHECK:       join:
; CHECK-NEXT:    %v.reload = load i32, ptr %v.reg2mem
; CHECK-NEXT:    ret i32 %v.reload
entry:
  br i1 %c, label %asm, label %join
asm:
  %r = callbr i32 asm "", "=r"() to label %join []
join:
  %v = phi i32 [ 0, %entry ], [ %r, %asm ]
  ret i32 %v
}
