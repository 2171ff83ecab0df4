// The walk-only floor under a mem2reg of ordinary code: a pass plugin whose
// pass `walk-floor` only visits every block, instruction and operand of each
// function through LLVM's C API, one call a step, and changes nothing.
// Timed in the same opt, after the same parse, by `-time-passes`, it is what
// touching the IR once costs, which any mem2reg pays: upstream's renaming
// walk visits every instruction too. scripts/bench builds it and times it
// beside both passes on the real code.
//
//   clang++-19 -O2 -DNDEBUG -shared -fPIC scripts/walk-floor.cpp $(llvm-config-19 --cxxflags) -o /tmp/walk-floor.so
//   opt-19 -load-pass-plugin=/tmp/walk-floor.so -passes=walk-floor -disable-output -time-passes sqlite3.ll
//
// For LLVM 23 (.llvm/23; its --cxxflags ask for libc++, which it is built with):
//   .llvm/23/bin/clang++ -O2 -DNDEBUG -shared -fPIC scripts/walk-floor.cpp \
//     $(.llvm/23/bin/llvm-config --cxxflags) -o /tmp/walk-floor-23.so
#include "llvm-c/Core.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Passes/PassBuilder.h"
#if __has_include("llvm/Plugins/PassPlugin.h") // where LLVM 23 has it
#include "llvm/Plugins/PassPlugin.h"
#else
#include "llvm/Passes/PassPlugin.h"
#endif

using namespace llvm;

namespace {

// Where the walk's checksum goes, so that no read is optimized away.
volatile uintptr_t Sink;

struct WalkFloorPass : PassInfoMixin<WalkFloorPass> {
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &) {
    uintptr_t Sum = 0;
    LLVMValueRef Fn = wrap(&F);
    for (LLVMBasicBlockRef B = LLVMGetFirstBasicBlock(Fn); B; B = LLVMGetNextBasicBlock(B))
      for (LLVMValueRef I = LLVMGetFirstInstruction(B); I; I = LLVMGetNextInstruction(I)) {
        Sum += LLVMGetInstructionOpcode(I);
        int N = LLVMGetNumOperands(I);
        for (int K = 0; K < N; ++K)
          Sum += reinterpret_cast<uintptr_t>(LLVMGetOperand(I, K));
      }
    Sink = Sum;
    return PreservedAnalyses::all();
  }
};

} // namespace

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "WalkFloor", "1", [](PassBuilder &PB) {
            PB.registerPipelineParsingCallback(
                [](StringRef Name, FunctionPassManager &FPM, ArrayRef<PassBuilder::PipelineElement>) {
                  if (Name != "walk-floor")
                    return false;
                  FPM.addPass(WalkFloorPass());
                  return true;
                });
          }};
}
