; REQUIRES: lli
; RUN: %lli %s > %t.original.txt
; RUN: %opt -load-pass-plugin=%plugin -passes='rust-mem2reg<all-blocks>' %s -o %t.ab.bc
; RUN: %lli %t.ab.bc > %t.ab.txt
; RUN: diff %t.original.txt %t.ab.txt
; RUN: %opt -load-pass-plugin=%plugin -passes='rust-mem2reg<max-phi-entries=3>' %s -o %t.cap3.bc
; RUN: %lli %t.cap3.bc > %t.cap3.txt
; RUN: diff %t.original.txt %t.cap3.txt
; RUN: %opt -load-pass-plugin=%plugin -passes='rust-mem2reg<all-blocks;max-phi-entries=0>' %s -o %t.both.bc
; RUN: %lli %t.both.bc > %t.both.txt
; RUN: diff %t.original.txt %t.both.txt
; RUN: %opt -load-pass-plugin=%plugin -passes='rust-mem2reg<all-blocks>' -S %s | FileCheck %s
; NOTE: the options have no upstream to compare with: the unpromoted
; program, run by lli, is the oracle. Every load here reads a value stored in
; the same execution of its alloca, so the programs are defined; the CHECK
; lines show that all-blocks did promote the allocas in loops.

; CHECK-LABEL: define i32 @sum(
; CHECK-NOT:   alloca
; CHECK:       ret i32
; CHECK-LABEL: define i32 @nested(
; CHECK-NOT:   alloca
; CHECK:       ret i32

@fmt = private constant [4 x i8] c"%d\0A\00"
declare i32 @printf(ptr, ...)

; A fresh %t in every iteration, written on both sides of a diamond.
define i32 @sum(i32 %n) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %join ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %join ]
  %t = alloca i32
  %odd = and i32 %i, 1
  %c = icmp eq i32 %odd, 1
  br i1 %c, label %a, label %b
a:
  %m = mul i32 %i, 3
  store i32 %m, ptr %t
  br label %join
b:
  %p = add i32 %i, 1
  store i32 %p, ptr %t
  br label %join
join:
  %v = load i32, ptr %t
  %acc.next = add i32 %acc, %v
  %i.next = add i32 %i, 1
  %done = icmp sge i32 %i.next, %n
  br i1 %done, label %exit, label %head
exit:
  ret i32 %acc.next
}

; An inner loop's counter allocated in the outer loop's body, and an
; accumulator allocated before the inner loop, updated in it.
define i32 @nested(i32 %n) {
entry:
  %total = alloca i32
  store i32 0, ptr %total
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
  %j = alloca i32
  %s = alloca i32
  store i32 0, ptr %j
  store i32 %i, ptr %s
  br label %inner
inner:
  %jv = load i32, ptr %j
  %sv = load i32, ptr %s
  %sv2 = add i32 %sv, %jv
  store i32 %sv2, ptr %s
  %jn = add i32 %jv, 1
  store i32 %jn, ptr %j
  %more = icmp slt i32 %jn, %i
  br i1 %more, label %inner, label %outer.latch
outer.latch:
  %sf = load i32, ptr %s
  %tv = load i32, ptr %total
  %tn = add i32 %tv, %sf
  store i32 %tn, ptr %total
  %i.next = add i32 %i, 1
  %done = icmp sge i32 %i.next, %n
  br i1 %done, label %exit, label %outer
exit:
  %r = load i32, ptr %total
  ret i32 %r
}

define i32 @main() {
entry:
  br label %loop
loop:
  %k = phi i32 [ 1, %entry ], [ %k.next, %loop ]
  %a = call i32 @sum(i32 %k)
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %a)
  %b = call i32 @nested(i32 %k)
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %b)
  %k.next = add i32 %k, 3
  %more = icmp slt i32 %k.next, 20
  br i1 %more, label %loop, label %done
done:
  ret i32 0
}
