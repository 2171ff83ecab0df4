; RUN: %reg2mem-ours %s | FileCheck %s
; RUN: %reg2mem-ours %s | %opt -passes=verify -disable-output
; RUN: %reg2mem-ours %s -o %t.bc && %m2r-check --pass reg2mem %t.bc
; RUN: not --crash %reg2mem-upstream %s -o /dev/null 2>/dev/null
; NOTE: checks written by hand: upstream has no output to compare with.
; Regression (fuzz seed 1009387 on LLVM 23, written small): a phi of a
; catchswitch block, %x in %cs2, takes itself over the unwind edge from
; another catchswitch block, %cs1, around a loop. Its reloads go before each
; user and its entries become stores, but its entry from %cs1 kept it in
; use, so it stayed, and a phi was left: now a phi used only by itself is
; erased (its slot already holds that entry's value). Upstream's reg2mem
; crashes here in every LLVM.

declare i32 @__CxxFrameHandler3(...)
declare void @may_throw()
declare void @use(i32)

define void @f(i32 %a) personality ptr @__CxxFrameHandler3 {
; CHECK-LABEL: define void @f(
; CHECK-NOT: phi
; CHECK: ret void
entry:
  br label %other
loop:
  invoke void @may_throw() to label %done unwind label %cs1
cs1:
  %t1 = catchswitch within none [label %catch1] unwind label %cs2
catch1:
  %p1 = catchpad within %t1 []
  catchret from %p1 to label %done
cs2:
  %x = phi i32 [ %a, %other ], [ %x, %cs1 ]
  %t2 = catchswitch within none [label %catch2] unwind to caller
catch2:
  %p2 = catchpad within %t2 []
  call void @use(i32 %x) [ "funclet"(token %p2) ]
  catchret from %p2 to label %loop
other:
  invoke void @may_throw() to label %done unwind label %cs2
done:
  ret void
}
