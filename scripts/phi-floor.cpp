// What the phis of a promoted loop-around-a-switch cost on LLVM's side alone:
// the floor under any mem2reg that prints the same module.
//
// For the bench's switch family (scripts/bench: a loop around a switch of N
// cases over 1,024 variables), mem2reg's output has, per variable, a phi in
// the loop header (2 entries) and one in the latch (N + 1 entries, one per
// case and one from the switch's default edge). This pass plugin only
// creates those phis (`PHINode::Create` with room for every predecessor, as
// upstream and rust-mem2reg do) and adds their entries, with the variables'
// values replaced by a function argument, in one of two orders:
//
//   phi-floor-walk        the order the renaming walk meets them: one entry
//                         to each latch phi per arrival (each arrival writes
//                         1,024 scattered slots);
//   phi-floor-sequential  each phi's entries in one run, phi after phi: the
//                         same phis, each with its entries in the same
//                         order, written where they go. (The argument's use
//                         list then ends in another order; a pass that
//                         prints the same module must also put that right,
//                         which this floor does not charge for.)
//
// Timed in the same opt, after the same parse, by `-time-passes` (the line
// `PhiFloorPass`), as both passes are: scripts/bench builds it and times it
// beside them on the switch family. The module it leaves keeps its loads
// and stores; nothing reads it.
//
//   clang++-19 -O2 -DNDEBUG -shared -fPIC scripts/phi-floor.cpp $(llvm-config-19 --cxxflags) -o /tmp/phi-floor.so
//   opt-19 -load-pass-plugin=/tmp/phi-floor.so -passes=phi-floor-sequential -disable-output -time-passes switch-8000.ll
//
// For LLVM 23 (.llvm/23; its --cxxflags ask for libc++, which it is built with):
//   .llvm/23/bin/clang++ -O2 -DNDEBUG -shared -fPIC scripts/phi-floor.cpp \
//     $(.llvm/23/bin/llvm-config --cxxflags) -o /tmp/phi-floor-23.so
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Passes/PassBuilder.h"
#if __has_include("llvm/Plugins/PassPlugin.h") // where LLVM 23 has it
#include "llvm/Plugins/PassPlugin.h"
#else
#include "llvm/Passes/PassPlugin.h"
#endif
#include <vector>

using namespace llvm;

namespace {

struct PhiFloorPass : PassInfoMixin<PhiFloorPass> {
  bool Sequential;

  PreservedAnalyses run(Function &F, FunctionAnalysisManager &) {
    BasicBlock *Head = nullptr, *Latch = nullptr;
    unsigned Vars = 0;
    for (BasicBlock &BB : F) {
      if (BB.getName() == "head")
        Head = &BB;
      if (BB.getName() == "latch")
        Latch = &BB;
    }
    if (!Head || !Latch || F.arg_size() < 2) {
      report_fatal_error("phi-floor: " + F.getName() + " is not a switch family function");
    }
    for (Instruction &I : F.getEntryBlock())
      Vars += isa<AllocaInst>(I);
    std::vector<BasicBlock *> LatchPreds(pred_begin(Latch), pred_end(Latch));
    std::vector<BasicBlock *> HeadPreds(pred_begin(Head), pred_end(Head));
    Value *V = F.getArg(1);
    std::vector<PHINode *> HeadPhis, LatchPhis;
    // Created, then inserted: the one way every LLVM from 17 on spells it.
    for (unsigned K = 0; K < Vars; ++K) {
      HeadPhis.push_back(PHINode::Create(V->getType(), HeadPreds.size()));
      HeadPhis.back()->insertInto(Head, Head->begin());
      LatchPhis.push_back(PHINode::Create(V->getType(), LatchPreds.size()));
      LatchPhis.back()->insertInto(Latch, Latch->begin());
    }
    // The walk: entry -> head (first arrival), the switch's edges one by one
    // into the latch, the back edge into the head.
    if (Sequential) {
      for (PHINode *P : HeadPhis) {
        P->addIncoming(V, HeadPreds[0]);
        P->addIncoming(V, HeadPreds[1]);
      }
      for (PHINode *P : LatchPhis)
        for (BasicBlock *Pred : LatchPreds)
          P->addIncoming(V, Pred);
    } else {
      for (PHINode *P : HeadPhis)
        P->addIncoming(V, HeadPreds[0]);
      for (BasicBlock *Pred : LatchPreds)
        for (PHINode *P : LatchPhis)
          P->addIncoming(V, Pred);
      for (PHINode *P : HeadPhis)
        P->addIncoming(V, HeadPreds[1]);
    }
    return PreservedAnalyses::none();
  }
};

} // namespace

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "PhiFloor", "1", [](PassBuilder &PB) {
            PB.registerPipelineParsingCallback(
                [](StringRef Name, FunctionPassManager &FPM, ArrayRef<PassBuilder::PipelineElement>) {
                  if (Name != "phi-floor-walk" && Name != "phi-floor-sequential")
                    return false;
                  FPM.addPass(PhiFloorPass{{}, Name == "phi-floor-sequential"});
                  return true;
                });
          }};
}
