// The read floor of issue 63 (LLVM 20 on: blocks by number): a pass plugin
// whose pass `read-floor` reads what a mem2reg needs to decide, the way
// upstream reads it, and changes nothing: each entry-block alloca's use list
// (each user classified as a load, a store into it, or another user, with
// its block's number) and each block's successors by number, into buffers
// kept from one function to the next. Against our census, settling and
// CFG read it is the cheapest way to the same facts (docs/measurements.md,
// "Issue 63, round two").
//
//   .llvm/23/bin/clang++ -O2 -DNDEBUG -shared -fPIC scripts/read-floor.cpp \
//     $(.llvm/23/bin/llvm-config --cxxflags) -o /tmp/read-floor.so
//   valgrind --tool=callgrind --toggle-collect='llvm::detail::PassModel<llvm::Function, *ReadFloorPass, *>::run(*' \
//     .llvm/23/bin/opt -load-pass-plugin=/tmp/read-floor.so -passes=read-floor -disable-output quickjs.ll
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Plugins/PassPlugin.h"

#include <vector>

using namespace llvm;

namespace {

// Where the reads' checksum goes, so that none is optimized away.
volatile uintptr_t Sink;

/// A user of an entry alloca: a load (1), a store into it (2) or another
/// user (0), in its block.
struct Record {
  Instruction *User;
  unsigned Block;
  unsigned Kind;
};

struct ReadFloorPass : PassInfoMixin<ReadFloorPass> {
  std::vector<Record> Records;
  std::vector<unsigned> Succs, Start;

  PreservedAnalyses run(Function &F, FunctionAnalysisManager &) {
    if (F.empty())
      return PreservedAnalyses::all();
    Records.clear();
    Succs.clear();
    Start.clear();
    for (Instruction &I : F.getEntryBlock()) {
      auto *A = dyn_cast<AllocaInst>(&I);
      if (!A)
        continue;
      for (Use &U : A->uses()) {
        auto *User = cast<Instruction>(U.getUser());
        unsigned Kind = isa<LoadInst>(User) ? 1 : (isa<StoreInst>(User) && U.getOperandNo() == 1) ? 2 : 0;
        Records.push_back({User, User->getParent()->getNumber(), Kind});
      }
    }
    uintptr_t Sum = 0;
    if (!Records.empty()) {
      // The CFG only where there is something to promote, as upstream.
      for (BasicBlock &B : F) {
        Start.push_back(Succs.size());
        const Instruction *T = &B.back();
        for (unsigned K = 0, N = T->getNumSuccessors(); K < N; ++K)
          Succs.push_back(T->getSuccessor(K)->getNumber());
      }
      for (const Record &R : Records)
        Sum += R.Block + R.Kind;
      for (unsigned S : Succs)
        Sum += S;
    }
    Sink = Sum;
    return PreservedAnalyses::all();
  }
};

} // namespace

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "ReadFloor", "1", [](PassBuilder &PB) {
            PB.registerPipelineParsingCallback(
                [](StringRef Name, FunctionPassManager &FPM, ArrayRef<PassBuilder::PipelineElement>) {
                  if (Name != "read-floor")
                    return false;
                  FPM.addPass(ReadFloorPass());
                  return true;
                });
          }};
}
