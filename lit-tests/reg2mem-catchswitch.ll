; RUN: %reg2mem-ours %s | FileCheck %s
; RUN: %reg2mem-ours %s | %opt -passes=verify -disable-output
; RUN: %reg2mem-ours %s -o %t.bc && %m2r-check --pass reg2mem %t.bc
; RUN: not --crash %reg2mem-upstream %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=UPSTREAM
; NOTE: checks written by hand: upstream's output is invalid IR.
; Phis that take a value over an edge out of a catchswitch block (a block
; with room for nothing but phis before its catchswitch; the edge, an unwind
; edge, cannot be split). Upstream stores the phi's entry before the
; catchswitch, reloads a value a phi takes over the edge there, and stores a
; value of the catchswitch block after the catchswitch of a successor, and
; the verifier rejects all three (UPSTREAM). Ours stores the entry at the end
; of each predecessor of the catchswitch block instead, with the value that
; flows from there (a phi of the catchswitch block replaced by its entry for
; that predecessor, a value already demoted reloaded from its slot), and
; stores a value of a catchswitch block in the successors of a successor
; that ends in a catchswitch (src/demote/catchswitch.rs). The checks follow each edge into
; the phi: the slot holds on arrival what the phi would have taken. The
; verifier and the checker accept the result (RUN lines 2 and 3).

; UPSTREAM: The unwind destination does not have an exception handling instruction!

declare void @f()
declare void @use(i32)
declare i32 @pers(...)

; %q takes %p over dispatch -> cleanup: %a when dispatch was entered from
; try1, %b from next; 0 over try2 -> cleanup.
define void @from_catchswitch(i1 %c, i32 %a, i32 %b) personality ptr @pers {
; CHECK-LABEL: define void @from_catchswitch(
; CHECK:       try1:
; CHECK-NEXT:    store i32 %a, ptr %q.reg2mem, align 4
; CHECK:         invoke void @f()
; CHECK:       next:
; CHECK-NEXT:    store i32 %b, ptr %q.reg2mem, align 4
; CHECK:         invoke void @f()
; CHECK:       try2:
; CHECK-NEXT:    store i32 0, ptr %q.reg2mem, align 4
; CHECK-NEXT:    invoke void @f()
; CHECK:       dispatch:
; CHECK-NEXT:    %cs = catchswitch within none [label %handler] unwind label %cleanup
; CHECK:       cleanup:
; CHECK-NEXT:    %cl = cleanuppad within none []
; CHECK-NEXT:    %q.reload = load i32, ptr %q.reg2mem, align 4
; CHECK:         call void @use(i32 %q.reload)
entry:
  br i1 %c, label %try1, label %try2
try1:
  invoke void @f() to label %next unwind label %dispatch
next:
  invoke void @f() to label %done unwind label %dispatch
try2:
  invoke void @f() to label %done unwind label %cleanup
dispatch:
  %p = phi i32 [ %a, %try1 ], [ %b, %next ]
  %cs = catchswitch within none [label %handler] unwind label %cleanup
handler:
  %cp = catchpad within %cs [ptr null]
  catchret from %cp to label %done
cleanup:
  %q = phi i32 [ %p, %dispatch ], [ 0, %try2 ]
  %cl = cleanuppad within none []
  call void @use(i32 %q) [ "funclet"(token %cl) ]
  cleanupret from %cl unwind to caller
done:
  ret void
}

; Two catchswitch blocks, inner unwinding to outer: %q takes %p over
; inner -> outer (%y, inner's only way in being cont's invoke), %x over
; entry -> outer, %p over h1 -> outer; %r takes %x, 0 and %y.
define void @nested(i32 %a) personality ptr @pers {
; CHECK-LABEL: define void @nested(
; CHECK:       entry:
; CHECK:         store i32 0, ptr %r.reg2mem2, align 4
; CHECK-NEXT:    store i32 %x.reload, ptr %q.reg2mem5, align 4
; CHECK-NEXT:    invoke void @f()
; CHECK:       cont:
; CHECK:         %y.reload1 = load i32, ptr %y.reg2mem, align 4
; CHECK-NEXT:    %x.reload3 = load i32, ptr %x.reg2mem, align 4
; CHECK-NEXT:    store i32 %x.reload3, ptr %r.reg2mem2, align 4
; CHECK-NEXT:    store i32 %y.reload1, ptr %q.reg2mem5, align 4
; CHECK:       inner:
; CHECK-NEXT:    %cs1 = catchswitch within none [label %h1] unwind label %outer
; CHECK:       h1:
; CHECK:         %y.reload = load i32, ptr %y.reg2mem, align 4
; CHECK-NEXT:    store i32 %y.reload, ptr %r.reg2mem2, align 4
; CHECK-NEXT:    store i32 %p.reload, ptr %q.reg2mem5, align 4
; CHECK-NEXT:    invoke void @f()
; CHECK:       outer:
; CHECK-NEXT:    %cs2 = catchswitch within none [label %h2] unwind to caller
; CHECK-EMPTY:
; CHECK-NEXT:  h2:
; CHECK-NEXT:    %cp2 = catchpad within %cs2 [ptr null]
; CHECK-NEXT:    %p.reload9 = load i32, ptr %p.reg2mem7, align 4
; CHECK-NEXT:    store i32 %p.reload9, ptr %p.reg2mem, align 4
entry:
  %x = add i32 %a, 1
  invoke void @f() to label %cont unwind label %outer
cont:
  %y = add i32 %a, 2
  invoke void @f() to label %done unwind label %inner
inner:
  %p = phi i32 [ %y, %cont ]
  %cs1 = catchswitch within none [label %h1] unwind label %outer
h1:
  %cp1 = catchpad within %cs1 [ptr null]
  invoke void @f() [ "funclet"(token %cp1) ] to label %r1 unwind label %outer
r1:
  catchret from %cp1 to label %done
outer:
  %q = phi i32 [ %p, %inner ], [ %x, %entry ], [ %p, %h1 ]
  %r = phi i32 [ %x, %inner ], [ 0, %entry ], [ %y, %h1 ]
  %cs2 = catchswitch within none [label %h2] unwind to caller
h2:
  %cp2 = catchpad within %cs2 [ptr null]
  %s = add i32 %q, %r
  call void @use(i32 %s) [ "funclet"(token %cp2) ]
  catchret from %cp2 to label %done
done:
  ret void
}
