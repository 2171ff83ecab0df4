; RUN: %ours %s -o %t.plain.ll
; RUN: %ours %s -o %t.remarks.ll -pass-remarks=rust-mem2reg -pass-remarks-missed=rust-mem2reg -pass-remarks-analysis=rust-mem2reg -pass-remarks-output=%t.yaml 2>%t.stderr
; RUN: FileCheck %s < %t.stderr
; RUN: FileCheck %s --check-prefix=YAML < %t.yaml
; RUN: diff %t.plain.ll %t.remarks.ll
; RUN: %ours %s -o /dev/null 2>&1 | count 0
; RUN: %remarks-audit %s %t.yaml
; RUN: not %remarks-audit %S/promotability.ll %t.yaml
; NOTE: checks written by hand: upstream's mem2reg emits no remarks. Each
; alloca of @reasons is kept in memory by one kind of use, which the missed
; remark names (the first such use in program order); the others take each
; of upstream's paths. Remarks never change the output (the diff), and
; nothing is printed unless asked for (the count). The audit finds a remark
; for every alloca, and objects to remarks about another module.

declare void @use(ptr)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

; CHECK: remark: <unknown>:0:0: 'dead' promoted (dead path)
; CHECK: remark: <unknown>:0:0: 'merged' promoted (general path, 1 phi)
; CHECK: remark: <unknown>:0:0: 'once' promoted (single store path)
; CHECK: remark: <unknown>:0:0: 'local' promoted (single block path)
; CHECK: remark: <unknown>:0:0: 'called' stays in memory: its address is passed to a call (call of use)
; CHECK: remark: <unknown>:0:0: 'stored' stays in memory: its address is stored to memory (store)
; CHECK: remark: <unknown>:0:0: 'compared' stays in memory: its address is compared (icmp)
; CHECK: remark: <unknown>:0:0: 'toint' stays in memory: its address is cast to an integer (ptrtoint)
; CHECK: remark: <unknown>:0:0: 'offset' stays in memory: its address is offset by a non-zero or variable index (getelementptr)
; CHECK: remark: <unknown>:0:0: 'field' stays in memory: it is an aggregate ({ i32, i32 }) accessed by field or element, or copied or set as a whole (SROA splits such variables) (getelementptr)
; CHECK: remark: <unknown>:0:0: 'set' stays in memory: it is an aggregate ([4 x i32]) accessed by field or element, or copied or set as a whole (SROA splits such variables) (call{{( llvm.memset.p0.i64)?}})
; CHECK: remark: <unknown>:0:0: 'first' stays in memory: it is an aggregate ({ i32, i32 }) accessed by field or element, or copied or set as a whole (SROA splits such variables) (getelementptr)
; CHECK: remark: <unknown>:0:0: 'selected' stays in memory: its address flows into a phi or a select (select)
; CHECK: remark: <unknown>:0:0: 'volatile' stays in memory: it is accessed by a volatile load or store (load)
; CHECK: remark: <unknown>:0:0: 'punned' stays in memory: {{.*}} (a union or type punning) ({{load|store}})
; CHECK: remark: <unknown>:0:0: 'cast' stays in memory: a cast of its address (or a GEP of it with zero indices) is used by more than lifetime markers (addrspacecast)
; CHECK: remark: <unknown>:0:0: 'inner' stays in memory: it is not in the entry block (mem2reg promotes entry-block allocas only) (alloca)
; CHECK: remark: <unknown>:0:0: promoted 4 of 16 entry-block allocas; 1 phi placed
; CHECK: remark: <unknown>:0:0: 'returned' stays in memory: its address is returned (ret)
; CHECK: remark: <unknown>:0:0: promoted 0 of 1 entry-block allocas; 0 phis placed

; YAML:      --- !Passed
; YAML-NEXT: Pass:            rust-mem2reg
; YAML-NEXT: Name:            Promoted
; YAML-NEXT: Function:        reasons
; YAML-NEXT: Args:
; YAML:        - Var:             dead
; YAML:        - Path:            dead
; YAML:      --- !Passed
; YAML:        - Var:             merged
; YAML:        - Path:            general
; YAML:        - Phis:            '1'
; YAML:      --- !Missed
; YAML-NEXT: Pass:            rust-mem2reg
; YAML-NEXT: Name:            NotPromoted
; YAML-NEXT: Function:        reasons
; YAML:        - Var:             called
; YAML:        - Use:             call
; YAML:        - Callee:          use
; YAML:      --- !Missed
; YAML:      Name:            NotInEntryBlock
; YAML:        - Var:             inner
; YAML:      --- !Analysis
; YAML-NEXT: Pass:            rust-mem2reg
; YAML-NEXT: Name:            Summary
; YAML-NEXT: Function:        reasons
; YAML-NEXT: Args:
; YAML-NEXT:   - String:          'promoted '
; YAML-NEXT:   - Promoted:        '4'
; YAML-NEXT:   - String:          ' of '
; YAML-NEXT:   - Allocas:         '16'

define i32 @reasons(i1 %c, ptr %p) {
entry:
  %dead = alloca i32
  %once = alloca i32
  %local = alloca i32
  %merged = alloca i32
  %called = alloca i32
  %stored = alloca i32
  %compared = alloca i32
  %toint = alloca i32
  %offset = alloca i32
  %field = alloca { i32, i32 }
  %set = alloca [4 x i32]
  %first = alloca { i32, i32 }
  %selected = alloca i32
  %volatile = alloca i32
  %punned = alloca i32
  %cast = alloca i32
  store i32 1, ptr %once
  store i32 2, ptr %local
  %l0 = load i32, ptr %local
  store i32 3, ptr %local
  %l = load i32, ptr %local
  store i32 0, ptr %merged
  call void @use(ptr %called)
  store ptr %stored, ptr %p
  %eq = icmp eq ptr %compared, %p
  %int = ptrtoint ptr %toint to i64
  %next = getelementptr i32, ptr %offset, i64 1
  %y = getelementptr { i32, i32 }, ptr %field, i32 0, i32 1
  call void @llvm.memset.p0.i64(ptr %set, i8 0, i64 16, i1 false)
  %x = getelementptr { i32, i32 }, ptr %first, i32 0, i32 0
  %fx = load i32, ptr %x
  %s = select i1 %c, ptr %selected, ptr %p
  %v = load volatile i32, ptr %volatile
  store i32 7, ptr %punned
  %f = load float, ptr %punned
  %as = addrspacecast ptr %cast to ptr addrspace(1)
  %ac = load i32, ptr addrspace(1) %as
  br i1 %c, label %then, label %join
then:
  %inner = alloca i32
  store i32 %l, ptr %merged
  br label %join
join:
  %m = load i32, ptr %merged
  %o = load i32, ptr %once
  %r = add i32 %m, %o
  ret i32 %r
}

define ptr @returns() {
  %returned = alloca i32
  ret ptr %returned
}
