; NOTE: checks written by hand: the pass manager's log, compared with upstream's.
; Like upstream, the pass preserves every analysis for a function it leaves
; alone, and only the CFG analyses (dominator trees) for one it changes.
;
; RUN: %opt -load-pass-plugin=%plugin -disable-output -debug-pass-manager %s \
; RUN:   -passes='function(require<domtree>,require<postdomtree>,require<demanded-bits>,rust-mem2reg,require<domtree>,require<postdomtree>,require<demanded-bits>)' 2>&1 \
; RUN:   | grep -E 'Running analysis: (Dom|PostDom|Demanded)|Invalidating' > %t.ours
; RUN: %opt -disable-output -debug-pass-manager %s \
; RUN:   -passes='function(require<domtree>,require<postdomtree>,require<demanded-bits>,mem2reg,require<domtree>,require<postdomtree>,require<demanded-bits>)' 2>&1 \
; RUN:   | grep -E 'Running analysis: (Dom|PostDom|Demanded)|Invalidating' > %t.upstream
; RUN: diff -u %t.upstream %t.ours
; RUN: FileCheck %s < %t.ours
; CHECK:      Running analysis: DominatorTreeAnalysis on changed
; CHECK-NEXT: Running analysis: PostDominatorTreeAnalysis on changed
; CHECK-NEXT: Running analysis: DemandedBitsAnalysis on changed
; CHECK-NEXT: Invalidating analysis: DemandedBitsAnalysis on changed
; CHECK-NEXT: Running analysis: DemandedBitsAnalysis on changed
; CHECK-NEXT: Running analysis: DominatorTreeAnalysis on unchanged
; CHECK-NEXT: Running analysis: PostDominatorTreeAnalysis on unchanged
; CHECK-NEXT: Running analysis: DemandedBitsAnalysis on unchanged
; CHECK-NOT:  Invalidating

define i32 @changed(i32 %a) {
  %x = alloca i32
  store i32 %a, ptr %x
  %v = load i32, ptr %x
  ret i32 %v
}

define i32 @unchanged(i32 %a) {
  %y = add i32 %a, 1
  ret i32 %y
}
