//===- single_store.cpp - an entry block's allocas stored once --------------===//
//
// The allocas of the entry block whose users are their loads and one store
// into them there, of an argument or an instruction other than a load or an
// alloca that the store alone uses, with what the pass needs to know to
// promote one before it reads the rest of the function (src/promote/spills.rs
// decides): one call per function, one walk down each alloca's use list.
//
//===----------------------------------------------------------------------===//

#include "llvm-c/Core.h"
#include "llvm/IR/Argument.h"
#include "llvm/IR/Attributes.h"
#include "llvm/IR/BasicBlock.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"

#include "ffi.h"

#include <cctype>
#include <cstdint>

using namespace llvm;

namespace {
/// Whether some store stores `V` (as its value, not its address).
bool isStored(const Value *V) {
  for (const User *U : V->users())
    if (auto *S = dyn_cast<StoreInst>(U); S && S->getValueOperand() == V)
      return true;
  return false;
}

/// Whether `V` is an argument, or an instruction other than a load or an
/// alloca, used once: the only values the caller promotes ahead.
bool isPlainValueUsedOnce(const Value *V) {
  return (isa<Argument>(V) || (isa<Instruction>(V) && !isa<LoadInst>(V) && !isa<AllocaInst>(V))) && V->hasOneUse();
}

/// Whether the users of `AI` are its loads and `Only`; puts the loads, in
/// use-list order, into `Loads` from `*N` on (those past `Capacity` counted,
/// not written).
bool onlyStore(const AllocaInst *AI, const StoreInst *Only, LLVMValueRef *Loads, size_t Capacity, size_t *N) {
  for (const User *Usr : AI->users()) {
    if (auto *L = dyn_cast<LoadInst>(Usr)) {
      if (*N < Capacity)
        Loads[*N] = wrap(const_cast<LoadInst *>(L));
      ++*N;
    } else if (Usr != Only) {
      return false;
    }
  }
  return true;
}

/// The facts of `R` (whose alloca, store and value are set, the store in
/// `Entry`) and of its loads, `Loads[First..First + Count]`.
void readFacts(M2RSingleStoreRead &R, const BasicBlock *Entry, const LLVMValueRef *Loads, size_t First,
               size_t Count) {
  auto *AI = unwrap<AllocaInst>(R.Alloca);
  auto *S = unwrap<StoreInst>(R.Store);
  Type *Allocated = AI->getAllocatedType();
  // The facts of the first load with any (one is as good as all).
  auto Metadata = [](const LoadInst *L) { return L->hasMetadataOtherThanDebugLoc() || L->isUsedByMetadata(); };
  auto Above = [&](const LoadInst *L) { return L->getParent() == Entry && L->comesBefore(S); };
  for (size_t I = First; I != First + Count; ++I) {
    auto *L = unwrap<LoadInst>(Loads[I]);
    if (L->getType() != Allocated || L->isVolatile() || L->hasName() || Metadata(L) || isStored(L) || Above(L)) {
      R.OtherType = L->getType() != Allocated;
      R.Volatile = L->isVolatile();
      R.NamedLoad = L->hasName();
      R.LoadMetadata = Metadata(L);
      R.LoadStored = isStored(L);
      R.LoadAboveStore = Above(L);
      break;
    }
  }
  R.OtherType |= S->getValueOperand()->getType() != Allocated;
  R.Volatile |= S->isVolatile();
  R.AllocaDebug = AI->isUsedByMetadata() || AI->hasMetadata(LLVMContext::MD_DIAssignID);
  StringRef Name = AI->getName();
  R.NameEndsInDigit = !Name.empty() && std::isdigit(static_cast<unsigned char>(Name.back()));
}
} // namespace

extern "C" {

/// Each alloca of `Entry` (the entry block) whose users are its loads and one
/// store into it, in `Entry` too, of a value `isPlainValueUsedOnce`, in the
/// order of the stores: its record into `Out` (at most `Capacity`), its loads
/// in use-list order into `Loads` (at most `LoadCapacity`, setting
/// `*NumLoads` to how many there are). Returns how many records there are;
/// the caller calls again with more room if either buffer was short (the
/// records' facts are then not all read). `*ArgumentsNoUndef` says whether
/// every argument of the function is `noundef` (true if there are no
/// records). A record's load facts are those of its first load with any.
size_t m2r_entry_single_stores(LLVMBasicBlockRef Entry, M2RSingleStoreRead *Out, size_t Capacity,
                               LLVMValueRef *Loads, size_t LoadCapacity, size_t *NumLoads,
                               bool *ArgumentsNoUndef) {
  BasicBlock *BB = unwrap(Entry);
  // From the stores: only the use lists of allocas stored there are walked.
  size_t N = 0, NL = 0;
  for (Instruction &I : *BB) {
    auto *S = dyn_cast<StoreInst>(&I);
    if (!S)
      continue;
    auto *AI = dyn_cast<AllocaInst>(S->getPointerOperand());
    if (!AI || AI->getParent() != BB || !isPlainValueUsedOnce(S->getValueOperand()))
      continue;
    size_t First = NL;
    if (!onlyStore(AI, S, Loads, LoadCapacity, &NL)) {
      NL = First;
      continue;
    }
    if (N < Capacity) {
      M2RSingleStoreRead &R = Out[N];
      R = M2RSingleStoreRead{};
      R.Alloca = wrap(AI);
      R.Store = wrap(S);
      R.Value = wrap(S->getValueOperand());
      const Instruction *Next = AI->getNextNode();
      while (Next && !isa<AllocaInst>(Next))
        Next = Next->getNextNode();
      R.NextAlloca = wrap(const_cast<Instruction *>(Next));
      R.FirstLoad = static_cast<uint32_t>(First);
      R.NumLoads = static_cast<uint32_t>(NL - First);
      if (NL <= LoadCapacity)
        readFacts(R, BB, Loads, First, NL - First);
    }
    ++N;
  }
  *NumLoads = NL;
  *ArgumentsNoUndef = true;
  if (N > 0) // else nothing to ask about
    for (const Argument &A : BB->getParent()->args())
      *ArgumentsNoUndef &= A.hasAttribute(Attribute::NoUndef);
  return N;
}

} // extern "C"
