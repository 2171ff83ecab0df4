//===- remarks.cpp - optimization remarks through LLVM's machinery ---------===//
//
// rust-mem2reg's remarks are LLVM's own: OptimizationRemark, ...Missed and
// ...Analysis emitted through an OptimizationRemarkEmitter, so that
// -pass-remarks*, -pass-remarks-output (YAML, for opt-viewer), clang's
// -Rpass* and -fsave-optimization-record see them as any pass's. What to
// say is decided in Rust (src/promote/remarks.rs); this file only builds
// and emits the remark from its parts.
//
// The emitter is made without block frequencies: computing them would run
// LLVM's dominator tree and loop info, which the plugin does not use. Remarks
// therefore carry no hotness.
//
//===----------------------------------------------------------------------===//

#include "llvm-c/Core.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"

#include "ffi.h"
#include "host.h"
#include "version.h"

#include <cstdint>

using namespace llvm;

extern "C" {

/// Whether any remark of pass `Pass` (`Len` bytes) would be seen (printed,
/// or written to a remarks file): when not, the Rust side does not even
/// collect them.
bool m2r_remarks_enabled(void *HP, const char *Pass, size_t Len) {
  auto &H = *static_cast<m2r::Host *>(HP);
  return OptimizationRemarkEmitter::allowExtraAnalysis(H.F, StringRef(Pass, Len));
}

/// Emits a remark of pass `Pass` named `Name`: `Kind` 0 passed, 1 missed,
/// 2 analysis. Its location is `Loc` (a DILocation) if given, else that of
/// the instruction `LocOf` if given, else the function's.
void m2r_emit_remark(void *HP, const char *Pass, uint32_t Kind, const char *Name,
                     LLVMMetadataRef Loc, LLVMValueRef LocOf, const M2RRemarkPart *Parts,
                     size_t N) {
  auto &H = *static_cast<m2r::Host *>(HP);
  DiagnosticLocation Where(H.F.getSubprogram());
  if (Loc)
    Where = DiagnosticLocation(DebugLoc(cast<DILocation>(unwrap(Loc))));
  else if (LocOf && unwrap<Instruction>(LocOf)->getDebugLoc())
    Where = DiagnosticLocation(unwrap<Instruction>(LocOf)->getDebugLoc());
  const BasicBlock *Region = &H.F.getEntryBlock();
  auto Fill = [&](DiagnosticInfoOptimizationBase &R) {
    for (const M2RRemarkPart &P : ArrayRef(Parts, N)) {
      StringRef Str(P.Str, P.Len);
      switch (P.Kind) {
      case 0: R << Str; break;
      case 1: R << ore::NV(P.Key, Str); break;
      case 2: R << ore::NV(P.Key, static_cast<long long>(P.Int)); break;
      default: R << ore::NV(P.Key, unwrap(P.Value)); break;
      }
    }
  };
  OptimizationRemarkEmitter ORE(&H.F, /*BFI=*/nullptr);
  auto Emit = [&](auto &&R) {
    Fill(R);
    ORE.emit(R);
  };
  if (Kind == 0)
    Emit(OptimizationRemark(Pass, Name, Where, Region));
  else if (Kind == 1)
    Emit(OptimizationRemarkMissed(Pass, Name, Where, Region));
  else
    Emit(OptimizationRemarkAnalysis(Pass, Name, Where, Region));
}

} // extern "C"
