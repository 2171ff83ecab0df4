//===- demote.cpp - the IR edits rust-reg2mem replays ---------------------===//
//
// Small IR edits, each built the way upstream's reg2mem builds the same
// thing (names, alignment, debug locations, where debug records end up),
// for what LLVM 19's C API cannot say: setting a phi entry's block,
// removing entries, and inserting before a block's debug records.
//
// Which edge is split, which value gets a slot and where its loads and
// stores go is decided in Rust (src/demote/split.rs, src/demote/).
//
//===----------------------------------------------------------------------===//

#include "llvm-c/Core.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/BasicBlock.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

#include "version.h"

#include <cstdint>

using namespace llvm;

extern "C" {

/// A critical edge split: a block `<source>.<dest>_crit_edge` right after
/// the source, branching to the destination with the terminator's debug
/// location; the terminator's slot `Slot` now points to it. In each phi of
/// the destination exactly one entry from the source now comes from it:
/// the index that served the previous phi is tried first, else the first
/// entry from the source. With `CopyLoopMetadata`, the new branch also gets
/// the terminator's `!llvm.loop`.
///
/// The first phi's entries before `*From` are known not to come from the
/// source (the caller's hint: splitting a switch's edges into one block one
/// after another, each search starts where the last one ended); `*From`
/// is set past the entry this split took.
LLVMBasicBlockRef m2r_split_edge(LLVMValueRef Terminator, uint32_t Slot, bool CopyLoopMetadata,
                                 uint32_t *From) {
  auto *TI = unwrap<Instruction>(Terminator);
  BasicBlock *Source = TI->getParent();
  BasicBlock *Dest = TI->getSuccessor(Slot);
  BasicBlock *New = BasicBlock::Create(TI->getContext(), Source->getName() + "." + Dest->getName() + "_crit_edge");
  BranchInst *Br = BranchInst::Create(Dest, New);
  Br->setDebugLoc(TI->getDebugLoc());
  if (CopyLoopMetadata)
    Br->copyMetadata(*TI, {LLVMContext::MD_loop});
  Function &F = *Source->getParent();
  F.insert(std::next(Source->getIterator()), New);
  TI->setSuccessor(Slot, New);
  unsigned Index = *From;
  bool First = true;
  for (PHINode &PN : Dest->phis()) {
    if (First) {
      // The first entry from the source, at or after the hint.
      while (Index < PN.getNumIncomingValues() && PN.getIncomingBlock(Index) != Source)
        ++Index;
      if (Index == PN.getNumIncomingValues())
        Index = PN.getBasicBlockIndex(Source); // a wrong hint: search it all
      *From = Index + 1;
      First = false;
    } else if (PN.getIncomingBlock(Index) != Source) {
      Index = PN.getBasicBlockIndex(Source);
    }
    PN.setIncomingBlock(Index, New);
  }
  return wrap(New);
}

/// Which operand of its user `U` is (`Use::getOperandNo`).
uint32_t m2r_operand_no(LLVMUseRef U) { return unwrap(U)->getOperandNo(); }

/// A dedicated loop exit: a block `<dest>split` right before `Dest`,
/// branching to it with the location of its first instruction that is no
/// phi; every edge from `Preds` to `Dest` now goes to it. Each phi of
/// `Dest` either keeps one entry for the moved edges (when they all carry
/// the same value) or gets a phi `<name>.ph` in the new block holding them,
/// taken walking the old phi backwards.
LLVMBasicBlockRef m2r_split_exit(LLVMBasicBlockRef DestRef, const LLVMBasicBlockRef *PredRefs, size_t N) {
  BasicBlock *Dest = unwrap(DestRef);
  SmallVector<BasicBlock *, 8> Preds;
  for (size_t I = 0; I < N; ++I)
    Preds.push_back(unwrap(PredRefs[I]));
  BasicBlock *New = BasicBlock::Create(Dest->getContext(), Dest->getName() + "split", Dest->getParent(), Dest);
  BranchInst *Br = BranchInst::Create(Dest, New);
  Br->setDebugLoc(Dest->getFirstNonPHIOrDbg()->getDebugLoc());
  for (BasicBlock *Pred : Preds)
    Pred->getTerminator()->replaceSuccessorWith(Dest, New);
  if (Preds.empty())
    return wrap(New);
  SmallPtrSet<BasicBlock *, 16> PredSet(Preds.begin(), Preds.end());
  for (BasicBlock::iterator It = Dest->begin(); isa<PHINode>(It);) {
    PHINode *PN = cast<PHINode>(It++);
    Value *Same = PN->getIncomingValueForBlock(Preds[0]);
    for (unsigned I = 0, E = PN->getNumIncomingValues(); I != E; ++I) {
      if (!PredSet.count(PN->getIncomingBlock(I)))
        continue;
      if (!Same)
        Same = PN->getIncomingValue(I);
      else if (Same != PN->getIncomingValue(I)) {
        Same = nullptr;
        break;
      }
    }
    if (Same) {
      m2r::removeIncomingIf(PN, [&](unsigned I) { return PredSet.contains(PN->getIncomingBlock(I)); });
      PN->addIncoming(Same, New);
      continue;
    }
    PHINode *Moved = PHINode::Create(PN->getType(), Preds.size(), PN->getName() + ".ph", m2r::at(Br->getIterator()));
    for (int64_t I = PN->getNumIncomingValues() - 1; I >= 0; --I) {
      BasicBlock *From = PN->getIncomingBlock(I);
      if (PredSet.count(From))
        Moved->addIncoming(PN->removeIncomingValue(I, false), From);
    }
    PN->addIncoming(Moved, New);
  }
  return wrap(New);
}

/// `%"reg2mem alloca point" = bitcast i32 0 to i32` before the first
/// instruction of `Entry` that is no alloca. The position is reached as
/// upstream reaches it, from `begin()`: with no alloca before it, the
/// bitcast goes before the debug records at the block's start, else after
/// those of the instruction it precedes.
LLVMValueRef m2r_alloca_point(LLVMBasicBlockRef Entry) {
  BasicBlock *BB = unwrap(Entry);
  BasicBlock::iterator I = BB->begin();
  while (isa<AllocaInst>(I))
    ++I;
  Type *I32 = Type::getInt32Ty(BB->getContext());
  return wrap(new BitCastInst(Constant::getNullValue(I32), I32, "reg2mem alloca point", m2r::at(I)));
}

/// A stack slot `<name>.reg2mem` for `Value`'s type, before `Before`.
LLVMValueRef m2r_new_slot(LLVMValueRef Value, LLVMValueRef Before) {
  auto *V = unwrap<Instruction>(Value);
  const DataLayout &DL = V->getModule()->getDataLayout();
  auto *At = unwrap<Instruction>(Before);
  return wrap(new AllocaInst(V->getType(), DL.getAllocaAddrSpace(), nullptr, V->getName() + ".reg2mem",
                             m2r::at(At->getIterator())));
}

/// A load `<name>.reload` of `Value`'s type from `Slot`, before `Before`
/// (after its debug records).
LLVMValueRef m2r_new_reload(LLVMValueRef Value, LLVMValueRef Slot, LLVMValueRef Before) {
  auto *V = unwrap(Value);
  return wrap(new LoadInst(V->getType(), unwrap(Slot), V->getName() + ".reload", /*isVolatile=*/false,
                           m2r::at(unwrap<Instruction>(Before)->getIterator())));
}

/// A store of `Value` into `Slot` before `Before` (after its debug
/// records), or if `Before` is null at the first insertion point of
/// `Block` (before the debug records there).
void m2r_new_spill(LLVMValueRef Value, LLVMValueRef Slot, LLVMValueRef Before, LLVMBasicBlockRef Block) {
  BasicBlock::iterator At =
      Before ? unwrap<Instruction>(Before)->getIterator() : unwrap(Block)->getFirstInsertionPt();
  new StoreInst(unwrap(Value), unwrap(Slot), m2r::at(At));
}

} // extern "C"
