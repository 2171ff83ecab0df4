; RUN: %ours -non-global-value-max-name-size=10 %s > %t.ours
; RUN: %upstream -non-global-value-max-name-size=10 %s > %t.upstream
; RUN: diff -u %t.upstream %t.ours
; RUN: FileCheck %s --check-prefixes=%check < %t.ours
; NOTE: checks written by hand: the lines below are each LLVM's
; `opt -passes=mem2reg -non-global-value-max-name-size=10` output, which
; scripts/update-lit-checks (no options) does not produce.
; The split of src/rules.rs's phi_named_before_insertion. A function's
; symbol table keeps names of at most -non-global-value-max-name-size
; characters (1,024 unless set; 10 here, since a longer name cannot be
; parsed back). The alloca's name has 10, so its phi's, `abcdefghij.0`, is
; longer. LLVM 17 inserts the phi, then names it: the symbol table cuts the
; name and makes it unique. From 18 on the phi is named, then inserted, and
; the name stays whole.

define i32 @f(i1 %c, i32 %a) {
; CHECK17: %abcdefghij1 = phi i32 [ 1, %t ], [ %a, %entry ]
; CHECK17: %s = add i32 %abcdefghij1, %short.0
; CHECKNOT17: %abcdefghij.0 = phi i32 [ 1, %t ], [ %a, %entry ]
; CHECKNOT17: %s = add i32 %abcdefghij.0, %short.0
entry:
  %abcdefghij = alloca i32
  %short = alloca i32
  store i32 %a, ptr %abcdefghij
  store i32 %a, ptr %short
  br i1 %c, label %t, label %e

t:
  store i32 1, ptr %abcdefghij
  store i32 1, ptr %short
  br label %e

e:
  %v = load i32, ptr %abcdefghij
  %w = load i32, ptr %short
  %s = add i32 %v, %w
  ret i32 %s
}
