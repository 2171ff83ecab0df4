; NOTE: checks written by hand: these test rust-mem2reg's own interface (names,
; parameters, pipelines), not the IR it produces.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=rust-mem2reg -print-pipeline-passes -disable-output %s | FileCheck %s --check-prefix=PIPELINE
; PIPELINE: function(rust-mem2reg)
;
; An empty parameter list is accepted; an unknown parameter is an error naming it.
; RUN: %opt -load-pass-plugin=%plugin -passes='rust-mem2reg<>' -S %s | FileCheck %s --check-prefix=PROMOTED
; PROMOTED-LABEL: define i32 @f(
; PROMOTED-NOT: alloca
; PROMOTED: ret i32 %a
; RUN: not %opt -load-pass-plugin=%plugin -passes='rust-mem2reg<bogus>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=BOGUS
; BOGUS: rust-mem2reg: unknown pass parameter 'bogus'
;
; The pass manager runs it on f and skips the optnone function g.
; RUN: %opt -load-pass-plugin=%plugin -passes=rust-mem2reg -debug-pass-manager -disable-output %s 2>&1 | FileCheck %s --check-prefix=DPM
; DPM: Running pass: RustMem2RegPass on f
; DPM: Skipping pass RustMem2RegPass on g due to optnone attribute
;
; -time-passes names it.
; RUN: %opt -load-pass-plugin=%plugin -passes=rust-mem2reg -time-passes -disable-output %s 2>&1 | FileCheck %s --check-prefix=TIME
; TIME: RustMem2RegPass
;
; It joins the standard pipelines at their start, unless RUST_MEM2REG_EP=off.
; RUN: %opt -load-pass-plugin=%plugin -passes='default<O1>' -debug-pass-manager -disable-output %s 2>&1 | FileCheck %s --check-prefix=EP
; EP: Running pass: RustMem2RegPass on f
; RUN: env RUST_MEM2REG_EP=off %opt -load-pass-plugin=%plugin -passes='default<O1>' -debug-pass-manager -disable-output %s 2>&1 | FileCheck %s --check-prefix=NOEP
; NOEP-NOT: RustMem2RegPass
; NOEP: Running pass: SROAPass on f
;
; rust-reg2mem: the same name and parameter rules, and the same skipping.
; RUN: %opt -load-pass-plugin=%plugin -passes='rust-reg2mem<>' -print-pipeline-passes -disable-output %s | FileCheck %s --check-prefix=R2M-PIPELINE
; R2M-PIPELINE: function(rust-reg2mem)
; RUN: not %opt -load-pass-plugin=%plugin -passes='rust-reg2mem<bogus>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=R2M-BOGUS
; R2M-BOGUS: rust-reg2mem: unknown pass parameter 'bogus'
; RUN: %opt -load-pass-plugin=%plugin -passes=rust-reg2mem -debug-pass-manager -disable-output %s 2>&1 | FileCheck %s --check-prefix=R2M-DPM
; R2M-DPM: Running pass: RustReg2MemPass on f
; R2M-DPM: Skipping pass RustReg2MemPass on g due to optnone attribute

define i32 @f(i32 %a) {
  %x = alloca i32
  store i32 %a, ptr %x
  %v = load i32, ptr %x
  ret i32 %v
}

define i32 @g(i32 %a) noinline optnone {
  %x = alloca i32
  store i32 %a, ptr %x
  %v = load i32, ptr %x
  ret i32 %v
}
