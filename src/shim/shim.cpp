//===- shim.cpp - the C++ side of rust-mem2reg ----------------------------===//
//
// What LLVM's C API lacks, besides registering the passes (register.cpp),
// reading a block (read.cpp), writing phis (phis.cpp), debug records
// (debug_*.cpp), reg2mem's edits (demote.cpp), remarks and printing: the
// host a function is rewritten in (value tracking with an assumption cache
// and our dominator tree), the metadata-to-assume rewrite, dropping a
// droppable use, and small queries and edits of allocas and types.
//
// Every decision about which allocas to promote, where phis go, which value
// replaces which load and which debug record goes where is made in Rust. The
// dominator tree handed to LLVM's value tracking here is built from *our*
// immediate dominators, not computed by LLVM.
//
//===----------------------------------------------------------------------===//

#include "llvm-c/Core.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"

#include "host.h"
#include "version.h"

#include <cstdint>
#include <memory>
#include <utility>

using namespace llvm;

using m2r::Host;

extern "C" {

/// A host for rewriting `F` outside a pass manager (tests, fuzzing).
void *m2r_host_new(LLVMValueRef F) {
  return new Host(*unwrap<Function>(F), nullptr);
}
void m2r_host_dispose(void *H) { delete static_cast<Host *>(H); }

/// Hands our dominator tree to the host, for LLVM's value tracking. `Blocks`
/// lists the reachable blocks so that each one's immediate dominator comes
/// before it (`IDoms[0]` is ignored: block 0 is the entry).
void m2r_host_set_domtree(void *HP, const LLVMBasicBlockRef *Blocks,
                          const uint32_t *IDoms, size_t N) {
  Host &H = *static_cast<Host *>(HP);
  auto DT = std::make_unique<m2r::HandBuiltDominatorTree>(H.F);
  DT->setNewRoot(unwrap(Blocks[0]));
  for (size_t I = 1; I < N; ++I)
    DT->addNewBlock(unwrap(Blocks[I]), unwrap(Blocks[IDoms[I]]));
  H.DT = std::move(DT);
}

/// Upstream's convertMetadataToAssumes, for a load about to be replaced by
/// `Val`. Returns 1, changing nothing, when it needs a dominator tree that
/// the host does not have yet; 0 when done; -1, changing nothing, if `Load`
/// is no load.
int32_t m2r_convert_metadata_to_assumes(void *HP, LLVMValueRef Load,
                                        LLVMValueRef Val, bool NoundefUndefIsUB) {
  auto *LI = dyn_cast<LoadInst>(unwrap(Load));
  if (!LI)
    return -1;
  if (!LI->hasMetadataOtherThanDebugLoc())
    return 0;
  Value *V = unwrap(Val);
  if (NoundefUndefIsUB && isa<UndefValue>(V) && LI->hasMetadata(LLVMContext::MD_noundef)) {
    // A load of uninitialized memory that promised noundef: immediate UB.
    LLVMContext &Ctx = LI->getContext();
    new StoreInst(ConstantInt::getTrue(Ctx),
                  PoisonValue::get(PointerType::getUnqual(Ctx)),
                  /*isVolatile=*/false, Align(1), m2r::at(LI->getIterator()));
    return 0;
  }
  if (!LI->getMetadata(LLVMContext::MD_nonnull) ||
      !LI->getMetadata(LLVMContext::MD_noundef))
    return 0;
  Host &H = *static_cast<Host *>(HP);
  if (!H.DT)
    return 1;
  AssumptionCache &AC = H.assumptions();
  if (m2r::isKnownNonZeroAt(V, LI, H.DT.get(), &AC))
    return 0;
  Function *Assume = m2r::assumeDeclaration(LI->getModule());
  ICmpInst *NotNull = new ICmpInst(ICmpInst::ICMP_NE, LI,
                                   Constant::getNullValue(LI->getType()));
  NotNull->insertAfter(LI);
  CallInst *Call = CallInst::Create(Assume, {NotNull});
  Call->insertAfter(NotNull);
  AC.registerAssumption(cast<AssumeInst>(Call));
  return 0;
}

/// Value::dropDroppableUse: an assume's condition becomes `true`, a bundle
/// operand becomes undef and its bundle's tag "ignore".
void m2r_drop_droppable_use(LLVMUseRef U) { Value::dropDroppableUse(*unwrap(U)); }

/// isGuaranteedNotToBePoison without a context, as the single-store rewrite
/// asks it.
bool m2r_is_guaranteed_not_to_be_poison(LLVMValueRef V) {
  return isGuaranteedNotToBePoison(unwrap(V));
}

/// isGuaranteedNotToBePoison(V) at the instruction `At`, with the host's
/// dominator tree (ours) and no assumption cache, as InstSimplify asks it
/// when a phi merges a value and undef.
bool m2r_is_guaranteed_not_to_be_poison_at(void *HP, LLVMValueRef V, LLVMValueRef At) {
  Host &H = *static_cast<Host *>(HP);
  return isGuaranteedNotToBePoison(unwrap(V), /*AC=*/nullptr, unwrap<Instruction>(At), H.DT.get());
}

/// For tests: inserts the keys (Keys[2i], Keys[2i+1]) into an
/// llvm::DenseMap<std::pair<unsigned, unsigned>, unsigned> in order, the
/// value being i; takes out those whose Removed[i] is set (if Removed is not
/// null) as one round of upstream's phi clean-up does, with remove_if from
/// LLVM 23 on and erase while iterating before; and writes the values left,
/// in the map's iteration order, returning how many: what the phi
/// simplifier's bucket order must reproduce.
size_t m2r_densemap_order(const uint32_t *Keys, size_t N, const bool *Removed, uint32_t *Out) {
  DenseMap<std::pair<unsigned, unsigned>, unsigned> Map;
  for (size_t I = 0; I != N; ++I)
    Map[std::make_pair(Keys[2 * I], Keys[2 * I + 1])] = I;
  if (Removed) {
#if LLVM_VERSION_MAJOR >= 23
    Map.remove_if([&](const auto &Entry) { return Removed[Entry.second]; });
#else
    for (auto I = Map.begin(), E = Map.end(); I != E;) {
      if (Removed[I->second])
        Map.erase(I++);
      else
        ++I;
    }
#endif
  }
  size_t K = 0;
  for (auto &Entry : Map)
    Out[K++] = Entry.second;
  return K;
}

/// Whether any debug record (or, in 17 and 18, debug intrinsic) can name
/// `Inst`: whether metadata uses it (a declare or value of it) or it carries
/// a DIAssignID (dbg_assigns linked to it). What findDbgUsers and the
/// assignment markers look at first.
bool m2r_may_have_debug_users(LLVMValueRef Inst) {
  auto *I = unwrap<Instruction>(Inst);
  return I->isUsedByMetadata() || I->hasMetadata(LLVMContext::MD_DIAssignID);
}

/// The allocation size of `Ty` in bits (DataLayout::getTypeAllocSizeInBits)
/// in the module of `Context`, an instruction.
void m2r_type_alloc_bits(LLVMValueRef Context, LLVMTypeRef Ty, uint64_t *Bits,
                         bool *Scalable) {
  const DataLayout &DL = unwrap<Instruction>(Context)->getModule()->getDataLayout();
  TypeSize Size = DL.getTypeAllocSizeInBits(unwrap(Ty));
  *Bits = Size.getKnownMinValue();
  *Scalable = Size.isScalable();
}

} // extern "C"

extern "C" {

/// Whether an alloca is an `inalloca` argument area.
bool m2r_alloca_is_inalloca(LLVMValueRef Alloca) {
  return unwrap<AllocaInst>(Alloca)->isUsedWithInAlloca();
}

/// all-blocks: makes the alloca `Alloca` (outside the entry block) an entry
/// alloca whose variable starts afresh where it stood: a store of undef of
/// type `Ty` takes its place (with its alignment and debug location), and
/// it moves to just before the entry block's terminator `EntryEnd`. Debug
/// records in front of it stay where they are.
void m2r_hoist_alloca(LLVMValueRef Alloca, LLVMTypeRef Ty, LLVMValueRef EntryEnd) {
  auto *AI = unwrap<AllocaInst>(Alloca);
  auto *Store = new StoreInst(UndefValue::get(unwrap(Ty)), AI, /*isVolatile=*/false, AI->getAlign(),
                              m2r::at(std::next(AI->getIterator())));
  Store->setDebugLoc(AI->getDebugLoc());
  AI->removeFromParent();
  AI->insertBefore(unwrap<Instruction>(EntryEnd));
}

/// Operand `Index` of `V`, or null if `V` is no user or has no such
/// operand: the checks and the read in one call.
LLVMValueRef m2r_operand(LLVMValueRef V, uint32_t Index) {
  auto *U = dyn_cast<User>(unwrap(V));
  return U && Index < U->getNumOperands() ? wrap(U->getOperand(Index)) : nullptr;
}

/// Whether `V` is a GEP whose indices are all the constant integer 0
/// (GetElementPtrInst::hasAllZeroIndices): one call where the C API takes
/// three per index.
bool m2r_gep_has_all_zero_indices(LLVMValueRef V) {
  auto *G = dyn_cast<GetElementPtrInst>(unwrap(V));
  return G && G->hasAllZeroIndices();
}

/// The intrinsic `V` calls if it is a direct call of one with the
/// intrinsic's own type (isa<IntrinsicInst>), else 0: one call where the C
/// API takes five.
unsigned m2r_called_intrinsic(LLVMValueRef V) {
  auto *Call = dyn_cast<CallInst>(unwrap(V));
  auto *Callee = Call ? dyn_cast<Function>(Call->getCalledOperand()) : nullptr;
  if (!Callee || Callee->getValueType() != Call->getFunctionType())
    return 0;
  return Callee->getIntrinsicID();
}

} // extern "C"
