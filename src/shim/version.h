//===- version.h - what differs between the LLVMs the shim is built for ---===//
//
// The shim is built for LLVM 17, 18, 19, 21, 22 and 23. Every API that differs
// between them is wrapped here, and shim.cpp calls only these
// wrappers; behaviour that differs (the pass's decisions) is the Rust side's
// business, in src/version.rs.
//
//===----------------------------------------------------------------------===//

#ifndef M2R_SHIM_VERSION_H
#define M2R_SHIM_VERSION_H

#include "llvm/Config/llvm-config.h"
#include "llvm/IR/DebugInfo.h"
#if LLVM_VERSION_MAJOR >= 19
#include "llvm/IR/DebugProgramInstruction.h"
#endif
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Module.h"
#include "llvm/Analysis/AssumptionCache.h"
#if LLVM_VERSION_MAJOR >= 19
#include "llvm/Analysis/SimplifyQuery.h"
#endif
#include "llvm/Analysis/ValueTracking.h"

#if LLVM_VERSION_MAJOR < 17 || LLVM_VERSION_MAJOR == 20 || LLVM_VERSION_MAJOR > 23
#error "rust-mem2reg's shim is built for LLVM 17, 18, 19, 21, 22 or 23"
#endif

namespace m2r {

/// The declaration of `llvm.assume`, created if missing
/// (Intrinsic::getDeclaration became getOrInsertDeclaration in LLVM 20).
inline llvm::Function *assumeDeclaration(llvm::Module *M) {
#if LLVM_VERSION_MAJOR >= 20
  return llvm::Intrinsic::getOrInsertDeclaration(M, llvm::Intrinsic::assume);
#else
  return llvm::Intrinsic::getDeclaration(M, llvm::Intrinsic::assume);
#endif
}

#if LLVM_VERSION_MAJOR >= 19
/// llvm::findDbgUsers: the debug records whose location uses `V`. (Before 22
/// it also lists debug intrinsics, which records have replaced by then.)
inline void dbgUsers(llvm::Value *V, llvm::SmallVectorImpl<llvm::DbgVariableRecord *> &Records) {
#if LLVM_VERSION_MAJOR >= 22
  llvm::findDbgUsers(V, Records);
#else
  llvm::SmallVector<llvm::DbgVariableIntrinsic *> Intrinsics;
  llvm::findDbgUsers(Intrinsics, V, &Records);
#endif
}

/// llvm::findDbgValues: the dbg_value records of `V`.
inline void dbgValues(llvm::Value *V, llvm::SmallVectorImpl<llvm::DbgVariableRecord *> &Records) {
#if LLVM_VERSION_MAJOR >= 22
  llvm::findDbgValues(V, Records);
#else
  llvm::SmallVector<llvm::DbgValueInst *, 1> Intrinsics;
  llvm::findDbgValues(Intrinsics, V, &Records);
#endif
}

#endif

/// isKnownNonZero(V) at the instruction `At`, with a dominator tree and an
/// assumption cache (a SimplifyQuery from LLVM 19 on).
inline bool isKnownNonZeroAt(const llvm::Value *V, const llvm::Instruction *At, const llvm::DominatorTree *DT,
                             llvm::AssumptionCache *AC) {
  const llvm::DataLayout &DL = At->getModule()->getDataLayout();
#if LLVM_VERSION_MAJOR >= 19
  return llvm::isKnownNonZero(V, llvm::SimplifyQuery(DL, DT, AC, At));
#else
  return llvm::isKnownNonZero(V, DL, 0, AC, At, DT);
#endif
}

/// Where a new instruction goes: a position (`InsertPosition`, from LLVM
/// 19 on an iterator, which also says on which side of the debug records
/// there it goes), or before LLVM 19 the instruction it goes before (debug
/// information is made of instructions then).
#if LLVM_VERSION_MAJOR >= 19
inline llvm::BasicBlock::iterator at(llvm::BasicBlock::iterator It) { return It; }
#else
inline llvm::Instruction *at(llvm::BasicBlock::iterator It) { return &*It; }
#endif

/// Removes the entries `Remove(index)` picks from a phi, kept even if empty,
/// as SplitBlockPredecessors does: in one pass from LLVM 18 on, before one by
/// one from the last (each removal moves the later entries down, and their
/// values' use lists with them).
template <typename Pred> inline void removeIncomingIf(llvm::PHINode *PN, Pred Remove) {
#if LLVM_VERSION_MAJOR >= 18
  PN->removeIncomingValueIf(Remove, /*DeletePHIIfEmpty=*/false);
#else
  for (int64_t I = PN->getNumIncomingValues() - 1; I >= 0; --I)
    if (Remove(I))
      PN->removeIncomingValue(I, /*DeletePHIIfEmpty=*/false);
#endif
}

/// Whether `V` keeps a use list: from LLVM 21 on, constant data (`i64 7`,
/// `undef`, ...) keeps none, and asking for its uses is an error.
inline bool hasUseList(const llvm::Value *V) {
#if LLVM_VERSION_MAJOR >= 21
  return V->hasUseList();
#else
  (void)V;
  return true;
#endif
}

/// The number mem2reg keys a block by: BasicBlock::getNumber() from LLVM 20
/// on (after parsing, the order in which blocks were first referenced), and
/// one more than the largest of a function's. LLVM 19's mem2reg numbers
/// blocks in layout order itself, which the Rust side knows without asking:
/// all three are 0 there. From LLVM 20 on, a successor's number is
/// UINT32_MAX if it is a block of another function than `F`.
#if LLVM_VERSION_MAJOR >= 20
inline unsigned blockNumber(llvm::BasicBlock *BB) { return BB->getNumber(); }
inline unsigned maxBlockNumber(llvm::Function *F) { return F->getMaxBlockNumber(); }
inline unsigned successorNumber(llvm::BasicBlock *S, const llvm::Function *F) {
  return S->getParent() == F ? S->getNumber() : UINT32_MAX;
}
#else
inline unsigned blockNumber(llvm::BasicBlock *) { return 0; }
inline unsigned maxBlockNumber(llvm::Function *) { return 0; }
inline unsigned successorNumber(llvm::BasicBlock *, const llvm::Function *) { return 0; }
#endif

/// A dominator tree whose nodes the Rust side adds (setNewRoot, addNewBlock)
/// from its own immediate dominators. From LLVM 20 on, a tree indexes its
/// nodes by block number, so it must know its function and the numbering's
/// epoch, which only LLVM's own construction sets otherwise.
struct HandBuiltDominatorTree : llvm::DominatorTree {
  explicit HandBuiltDominatorTree(llvm::Function &F) {
#if LLVM_VERSION_MAJOR >= 20
    Parent = &F;
    BlockNumberEpoch = F.getBlockNumberEpoch();
#else
    (void)F;
#endif
  }
};

/// A branch's successors into `Out` (room for two), in the order
/// `getSuccessor` gives them, read inline rather than through
/// `Instruction::getSuccessor`'s switch over every terminator; how many, or
/// -1 if `Term` is not a branch. (LLVM 23 split BranchInst into UncondBrInst
/// and CondBrInst.)
inline int branchSuccessors(const llvm::Instruction *Term, llvm::BasicBlock **Out) {
#if LLVM_VERSION_MAJOR >= 23
  if (auto *Br = llvm::dyn_cast<llvm::UncondBrInst>(Term)) {
    Out[0] = Br->getSuccessor();
    return 1;
  }
  if (auto *Br = llvm::dyn_cast<llvm::CondBrInst>(Term)) {
    Out[0] = Br->getSuccessor(0);
    Out[1] = Br->getSuccessor(1);
    return 2;
  }
#else
  if (auto *Br = llvm::dyn_cast<llvm::BranchInst>(Term)) {
    Out[0] = Br->getSuccessor(0);
    if (!Br->isConditional())
      return 1;
    Out[1] = Br->getSuccessor(1);
    return 2;
  }
#endif
  return -1;
}

} // namespace m2r

#endif
