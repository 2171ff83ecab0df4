//===- host.h - what the Rust side may ask of LLVM for one function -------===//
//
// The pass wrapper creates a Host for the function it runs on and hands it
// to the Rust side, which passes it back to the shim's functions that need
// LLVM's analyses (value tracking, remarks).
//
//===----------------------------------------------------------------------===//

#ifndef M2R_SHIM_HOST_H
#define M2R_SHIM_HOST_H

#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/PassManager.h"

#include "version.h"

#include <memory>
#include <optional>

namespace m2r {

/// One function's host. Owns the lazily built analyses that value tracking
/// needs when there is no analysis manager (tests, fuzzing).
struct Host {
  llvm::Function &F;
  llvm::FunctionAnalysisManager *FAM;
  std::optional<llvm::AssumptionCache> OwnAC;
  std::unique_ptr<HandBuiltDominatorTree> DT;

  Host(llvm::Function &F, llvm::FunctionAnalysisManager *FAM) : F(F), FAM(FAM) {}

  llvm::AssumptionCache &assumptions() {
    if (FAM)
      return FAM->getResult<llvm::AssumptionAnalysis>(F);
    if (!OwnAC)
      OwnAC.emplace(F);
    return *OwnAC;
  }
};

} // namespace m2r

#endif
