// The census floor of issue 63: a pass plugin whose pass `census-floor`
// gathers from use lists the facts our read, census and settling gather by
// walking each block's instructions, and changes nothing:
//   * each entry-block alloca's users (up to the first that keeps it in
//     memory), each load or store with its block, kind, stored value and
//     whether it carries metadata;
//   * the CFG (each block's successors, by layout position: from a block's
//     number from LLVM 20 on, by a lookup before, which has no numbers);
//   * as much program order as `ORDER` (below) asks, with LLVM's own
//     numbering of a block's instructions (`comesBefore`);
//   * each store of a candidate's load linked to that load's access (levels
//     3 and 4).
// Level 4 is every fact our scan hands the plan; level 3 what a design that
// orders only the general variables' accesses would need. Set against ours in
// docs/measurements.md, "Issue 63, round thirty-five".
//
//   .llvm/23/bin/clang++ -O2 -DNDEBUG -DORDER=3 -shared -fPIC scripts/census-floor.cpp \
//     $(.llvm/23/bin/llvm-config --cxxflags) -o /tmp/census-floor.so
//   valgrind --tool=callgrind --toggle-collect='llvm::detail::PassModel<llvm::Function, *CensusFloorPass, *>::run(*' \
//     .llvm/23/bin/opt -load-pass-plugin=/tmp/census-floor.so -passes=census-floor -disable-output quickjs.bc
// For LLVM 19: clang++-19 and LLVM 19's llvm-config, and its opt on bitcode
// from clang-19.
#include "llvm/ADT/DenseMap.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Passes/PassBuilder.h"
#if __has_include("llvm/Plugins/PassPlugin.h")
#include "llvm/Plugins/PassPlugin.h"
#else
#include "llvm/Passes/PassPlugin.h"
#endif

#include <algorithm>
#include <vector>

// How much program order it finds (-DORDER=N):
//   0: none, the use lists and the CFG only;
//   1: each candidate's accesses in program order;
//   2: only what the early paths need: a single store against the loads of
//      its own block, a one-block candidate's accesses in order;
//   3: as 2, and the other (general) candidates' accesses block by block in
//      instruction order, each store of a candidate's load linked to it;
//   4: as 1, and every candidate's accesses block by block, linked so.
// -DNOSORT=1 leaves out the sorting within blocks, -DNOLINK=1 the links:
// to price each.
#ifndef NOLINK
#define NOLINK 0
#endif
#ifndef NOSORT
#define NOSORT 0
#endif
#ifndef ORDER
#define ORDER 4
#endif

using namespace llvm;

namespace {

// Where the checksum goes, so that nothing is optimized away.
volatile uintptr_t Sink;

/// A load or store of a candidate.
struct Access {
  Instruction *Inst;
  Value *Stored; // null for a load
  unsigned Pos;  // its block's layout position
  unsigned Candidate;
  bool Metadata;
};

struct CensusFloorPass : PassInfoMixin<CensusFloorPass> {
  std::vector<Access> Accesses;
  std::vector<unsigned> CandidateStart; // each candidate's accesses, use order
  std::vector<unsigned> Order;          // a candidate's accesses in program order
  std::vector<unsigned> PosOfNumber, Succs, SuccStart, BlockCount, ByBlock, Next;
  std::vector<AllocaInst *> Allocas;
  std::vector<bool> General;
  DenseMap<const Value *, unsigned> LoadAccess, ByStore;

#if LLVM_VERSION_MAJOR < 20
  DenseMap<const BasicBlock *, unsigned> PosOfBlock;
#endif

  /// A block's layout position: by its number, or before LLVM 20 (no
  /// numbers) by a lookup.
  unsigned position(const BasicBlock *B) const {
#if LLVM_VERSION_MAJOR >= 20
    return PosOfNumber[B->getNumber()];
#else
    return PosOfBlock.find(B)->second;
#endif
  }

  /// Whether access `A` comes before access `B` in program order.
  bool before(unsigned A, unsigned B) const {
    const Access &X = Accesses[A], &Y = Accesses[B];
    return X.Pos != Y.Pos ? X.Pos < Y.Pos : X.Inst->comesBefore(Y.Inst);
  }

  /// A checksum of the accesses `B` to `E` (one candidate's, in use-list
  /// order) put in program order: reversed, and sorted unless the use list
  /// is known to run backwards.
  uintptr_t ordered(unsigned B, unsigned E, bool Backward) {
    Order.clear();
    for (unsigned K = E; K > B; --K)
      Order.push_back(K - 1);
    if (!Backward)
      std::sort(Order.begin(), Order.end(), [&](unsigned X, unsigned Y) { return before(X, Y); });
    uintptr_t Sum = 0;
    for (unsigned K : Order)
      Sum += K;
    return Sum;
  }

  /// The access of the candidate's load that access `K` stores, looked up
  /// (0 if none).
  unsigned linked(unsigned K) {
    auto *L = dyn_cast_or_null<LoadInst>(Accesses[K].Stored);
    if (!L || !isa<AllocaInst>(L->getPointerOperand()))
      return 0; // not a candidate's load
    // Nearly always the load's one use: found from the store's side, in a
    // map of such loads made at the first need.
    if (ByStore.empty())
      for (unsigned J = 0; J < Accesses.size(); ++J) {
        Instruction *Load = Accesses[J].Inst;
        if (!Accesses[J].Stored && Load->hasOneUse() && isa<StoreInst>(Load->user_back()))
          ByStore[Load->user_back()] = J;
      }
    auto Found = ByStore.find(Accesses[K].Inst);
    if (Found != ByStore.end())
      return Found->second;
    if (LoadAccess.empty())
      for (unsigned J = 0; J < Accesses.size(); ++J)
        if (!Accesses[J].Stored)
          LoadAccess[Accesses[J].Inst] = J;
    auto It = LoadAccess.find(L);
    return It == LoadAccess.end() ? 0 : It->second;
  }

  /// The users of `A` if it is promotable (appended to `Accesses`), else
  /// nothing appended.
  bool census(AllocaInst *A, unsigned Candidate) {
    size_t Start = Accesses.size();
    Type *Ty = A->getAllocatedType();
    for (Use &U : A->uses()) {
      auto *User = cast<Instruction>(U.getUser());
      Access Acc{User, nullptr, position(User->getParent()), Candidate, false};
      bool Ok;
      if (auto *L = dyn_cast<LoadInst>(User)) {
        Ok = !L->isVolatile() && L->getType() == Ty;
        Acc.Metadata = L->hasMetadataOtherThanDebugLoc();
      } else if (auto *S = dyn_cast<StoreInst>(User)) {
        Acc.Stored = S->getValueOperand();
        Ok = U.getOperandNo() == 1 && !S->isVolatile() && Acc.Stored->getType() == Ty;
      } else {
        auto *II = dyn_cast<IntrinsicInst>(User);
        Ok = II && II->isLifetimeStartOrEnd();
        if (Ok)
          continue;
      }
      if (!Ok) {
        Accesses.resize(Start);
        return false;
      }
      Accesses.push_back(Acc);
    }
    return true;
  }

  PreservedAnalyses run(Function &F, FunctionAnalysisManager &) {
    if (F.empty())
      return PreservedAnalyses::all();
    Accesses.clear();
    CandidateStart.clear();
    Succs.clear();
    SuccStart.clear();
    if (!LoadAccess.empty())
      LoadAccess.clear();
    if (!ByStore.empty())
      ByStore.clear();
    // Layout positions (the numbers are layout order only in a freshly
    // parsed module), and the CFG.
    unsigned NumBlocks = 0;
#if LLVM_VERSION_MAJOR >= 20
    PosOfNumber.assign(F.getMaxBlockNumber(), 0);
    for (BasicBlock &B : F)
      PosOfNumber[B.getNumber()] = NumBlocks++;
#else
    PosOfBlock.clear();
    for (BasicBlock &B : F)
      PosOfBlock[&B] = NumBlocks++;
#endif
    Allocas.clear();
    for (Instruction &I : F.getEntryBlock())
      if (auto *A = dyn_cast<AllocaInst>(&I))
        Allocas.push_back(A);
    if (Allocas.empty())
      return PreservedAnalyses::all();
    for (BasicBlock &B : F) {
      SuccStart.push_back(Succs.size());
      const Instruction *T = &B.back();
      for (unsigned K = 0, N = T->getNumSuccessors(); K < N; ++K)
        Succs.push_back(position(T->getSuccessor(K)));
    }
    for (AllocaInst *A : Allocas) {
      unsigned C = CandidateStart.size();
      if (census(A, C))
        CandidateStart.push_back(Accesses.size());
    }
    CandidateStart.insert(CandidateStart.begin(), 0);
    // The buffers are members, so nothing written to them is optimized
    // away; what is only read goes into this checksum.
    uintptr_t Sum = 0;
#if ORDER == 0
    Sink = Accesses.size();
    return PreservedAnalyses::all();
#endif
#if ORDER == 2 || ORDER == 3
    // Only as much order as the paths need: a single store against the
    // loads of its own block; a one-block candidate's accesses sorted; the
    // rest (general variables) block by block below.
    General.assign(Accesses.size(), false);
    for (size_t C = 0; C + 1 < CandidateStart.size(); ++C) {
      unsigned B = CandidateStart[C], E = CandidateStart[C + 1], Stores = 0, Store = 0;
      bool OneBlock = true;
      for (unsigned K = B; K < E; ++K) {
        if (Accesses[K].Stored)
          ++Stores, Store = K;
        OneBlock &= Accesses[K].Pos == Accesses[B].Pos;
      }
      if (Stores == 1) {
        for (unsigned K = B; K < E; ++K)
          if (K != Store && Accesses[K].Pos == Accesses[Store].Pos)
            Sum += Accesses[Store].Inst->comesBefore(Accesses[K].Inst);
      } else if (OneBlock) {
        Sum += ordered(B, E, false);
      } else {
        for (unsigned K = B; K < E; ++K)
          General[K] = true;
      }
    }
#else
    // Each candidate's accesses in program order: backwards through the
    // use list if it runs so, else sorted.
    for (size_t C = 0; C + 1 < CandidateStart.size(); ++C) {
      unsigned B = CandidateStart[C], E = CandidateStart[C + 1];
      bool Backward = true;
      for (unsigned K = B; K + 1 < E && Backward; ++K)
        Backward = before(K + 1, K);
      Sum += ordered(B, E, Backward);
    }
#endif
#if ORDER < 3
    Sink = Sum;
    return PreservedAnalyses::all();
#endif
    // Every access block by block (a counting sort), then in instruction
    // order within the block.
    BlockCount.assign(NumBlocks + 1, 0);
    for (unsigned K = 0; K < Accesses.size(); ++K)
      if (ORDER == 4 || General[K])
        ++BlockCount[Accesses[K].Pos + 1];
    for (unsigned B = 0; B < NumBlocks; ++B)
      BlockCount[B + 1] += BlockCount[B];
    ByBlock.resize(BlockCount[NumBlocks]);
    Next.assign(BlockCount.begin(), BlockCount.end() - 1);
    for (unsigned K = 0; K < Accesses.size(); ++K)
      if (ORDER == 4 || General[K])
        ByBlock[Next[Accesses[K].Pos]++] = K;
    for (unsigned B = 0; B < NumBlocks; ++B) {
      auto First = ByBlock.begin() + BlockCount[B], Last = ByBlock.begin() + BlockCount[B + 1];
      if (NOSORT == 0 && Last - First > 1)
        std::sort(First, Last, [&](unsigned X, unsigned Y) { return Accesses[X].Inst->comesBefore(Accesses[Y].Inst); });
    }
    // Stores of a candidate's load, linked to that load's access: nearly
    // always the access just before in block order, else looked up (at
    // level 3, an early-path candidate's store always is).
    for (unsigned I = 0; NOLINK == 0 && I < ByBlock.size(); ++I) {
      unsigned K = ByBlock[I];
      bool Before = I > 0 && Accesses[ByBlock[I - 1]].Inst == Accesses[K].Stored;
      Sum += Before ? ByBlock[I - 1] : linked(K);
    }
    if (ORDER == 3 && NOLINK == 0)
      for (unsigned K = 0; K < Accesses.size(); ++K)
        if (!General[K])
          Sum += linked(K);
    for (unsigned K : ByBlock)
      Sum += K;
    Sink = Sum;
    return PreservedAnalyses::all();
  }
};

} // namespace

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "CensusFloor", "1", [](PassBuilder &PB) {
            PB.registerPipelineParsingCallback(
                [](StringRef Name, FunctionPassManager &FPM, ArrayRef<PassBuilder::PipelineElement>) {
                  if (Name != "census-floor")
                    return false;
                  FPM.addPass(CensusFloorPass());
                  return true;
                });
          }};
}
