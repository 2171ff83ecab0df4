// What the phis of a promoted loop-around-a-switch cost on LLVM's side alone:
// the floor under any mem2reg that prints the same module.
//
// For the bench's switch family (scripts/bench: a loop around a switch of N
// cases over 1,024 variables), mem2reg's output has, per variable, a phi in
// the loop header (2 entries) and one in the latch (N + 1 entries, one per
// case and one from the switch's default edge). This program parses the
// input, then only creates those phis (`PHINode::Create` with room for every
// predecessor, as upstream and rust-mem2reg do) and adds their entries, with
// the variables' values replaced by a function argument, in one of two
// orders:
//
//   walk        the order the renaming walk meets them: one entry to each
//               latch phi per arrival (each arrival writes 1,024 scattered
//               slots);
//   sequential  each phi's entries in one run, phi after phi: the same phis,
//               each with its entries in the same order, written where they
//               go. (The argument's use list then ends in another order;
//               a pass that prints the same module must also put that
//               right, which this floor does not charge for.)
//
// It prints the seconds each took (user and system, from getrusage), each
// on a freshly parsed module; by default both, walk first.
//
//   clang++-19 -O2 scripts/phi-floor.cpp $(llvm-config-19 --cxxflags --ldflags --libs) -o /tmp/phi-floor
//   /tmp/phi-floor switch-8000.ll [walk|sequential]
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/SourceMgr.h"
#include <cstdio>
#include <cstring>
#include <sys/resource.h>
#include <vector>

using namespace llvm;

static double seconds(const timeval &T) { return T.tv_sec + T.tv_usec / 1e6; }

// Parses `Path` and adds its switch-family phis in `Order`; prints the cost.
static int floorOf(const char *Path, bool Sequential) {
  LLVMContext Context;
  SMDiagnostic Error;
  std::unique_ptr<Module> M = parseIRFile(Path, Error, Context);
  if (!M) {
    Error.print("phi-floor", errs());
    return 1;
  }
  Function &F = *M->begin();
  BasicBlock *Head = nullptr, *Latch = nullptr;
  unsigned Vars = 0;
  for (BasicBlock &BB : F) {
    if (BB.getName() == "head")
      Head = &BB;
    if (BB.getName() == "latch")
      Latch = &BB;
  }
  for (Instruction &I : F.getEntryBlock())
    Vars += isa<AllocaInst>(I);
  if (!Head || !Latch) {
    fprintf(stderr, "phi-floor: not a switch family input\n");
    return 1;
  }
  std::vector<BasicBlock *> LatchPreds(pred_begin(Latch), pred_end(Latch));
  std::vector<BasicBlock *> HeadPreds(pred_begin(Head), pred_end(Head));
  Type *I64 = Type::getInt64Ty(Context);
  Value *V = F.getArg(1);

  rusage Before, After;
  getrusage(RUSAGE_SELF, &Before);
  std::vector<PHINode *> HeadPhis, LatchPhis;
  for (unsigned K = 0; K < Vars; ++K) {
    HeadPhis.push_back(PHINode::Create(I64, HeadPreds.size(), "", Head->begin()));
    LatchPhis.push_back(PHINode::Create(I64, LatchPreds.size(), "", Latch->begin()));
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
  getrusage(RUSAGE_SELF, &After);
  double User = seconds(After.ru_utime) - seconds(Before.ru_utime);
  double System = seconds(After.ru_stime) - seconds(Before.ru_stime);
  printf("%-10s %u variables, %zu latch entries each: %.3f s (user %.3f s, system %.3f s), %ld page faults\n",
         Sequential ? "sequential" : "walk", Vars, LatchPreds.size(), User + System, User, System,
         After.ru_minflt - Before.ru_minflt);
  return 0;
}

int main(int Argc, char **Argv) {
  bool Walk = Argc == 2 || (Argc == 3 && !strcmp(Argv[2], "walk"));
  bool Sequential = Argc == 2 || (Argc == 3 && !strcmp(Argv[2], "sequential"));
  if (!Walk && !Sequential) {
    fprintf(stderr, "usage: phi-floor FILE.ll [walk|sequential]\n");
    return 2;
  }
  if (Walk && floorOf(Argv[1], false))
    return 1;
  if (Sequential && floorOf(Argv[1], true))
    return 1;
  return 0;
}
