//===- read.cpp - reading a block in one call -------------------------------===//
//
// What the pass reads of a block (its loads, stores and allocas, and its
// successors) in one walk down it, where the C API takes three calls per
// instruction; and the number upstream keys a block by.
//
//===----------------------------------------------------------------------===//

#include "llvm-c/Core.h"
#include "llvm/IR/BasicBlock.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"

#include "ffi.h"
#include "version.h"

#include <cstdint>

using namespace llvm;

namespace {
/// The loads and stores of `BB`, in order, into `Out` (at most `Capacity`),
/// returning how many there are; and if `Allocas` is not null, its allocas,
/// in order, into `Allocas` (at most `AllocaCapacity`), setting
/// `*NumAllocas` to how many there are.
size_t blockAccesses(BasicBlock *BB, M2RMemAccess *Out, size_t Capacity, M2RAllocaRead *Allocas,
                     size_t AllocaCapacity, size_t *NumAllocas) {
  // How far ahead to fetch: about eight instructions. A function is parsed
  // or built in order, so malloc hands out its instructions one after
  // another; a walk down the list is a chain of loads, each a miss once the
  // function has outgrown the caches, unless fetched ahead like this.
  constexpr size_t Ahead = 1024;
  size_t N = 0, NA = 0;
  for (Instruction &I : *BB) {
    const char *At = reinterpret_cast<const char *>(&I) + Ahead;
    for (int Line = 0; Line < 3; ++Line)
      __builtin_prefetch(At + 64 * Line);
    Use *Address;
    Value *Stored = nullptr;
    Value *StoredLoadAddress = nullptr;
    Type *Ty;
    bool Volatile;
    bool Metadata = false;
    if (auto *L = dyn_cast<LoadInst>(&I)) {
      Address = &I.getOperandUse(LoadInst::getPointerOperandIndex());
      Ty = L->getType();
      Volatile = L->isVolatile();
      Metadata = L->hasMetadataOtherThanDebugLoc();
    } else if (auto *S = dyn_cast<StoreInst>(&I)) {
      Address = &I.getOperandUse(StoreInst::getPointerOperandIndex());
      Stored = S->getValueOperand();
      Ty = Stored->getType();
      Volatile = S->isVolatile();
      if (auto *StoredLoad = dyn_cast<LoadInst>(Stored))
        StoredLoadAddress = StoredLoad->getPointerOperand();
    } else if (auto *AI = Allocas ? dyn_cast<AllocaInst>(&I) : nullptr) {
      if (NA < AllocaCapacity)
        Allocas[NA] = {wrap(AI), wrap(AI->getAllocatedType())};
      ++NA;
      continue;
    } else {
      continue;
    }
    // Only an alloca's loads and stores can be a candidate's.
    Value *Pointer = Address->get();
    if (!isa<AllocaInst>(Pointer))
      continue;
    if (N < Capacity)
      Out[N] = {wrap(&I),           wrap(Pointer),      wrap(Address),
                wrap(Stored),       wrap(Address->getNext()), wrap(Ty),
                wrap(StoredLoadAddress), Volatile,          Metadata};
    ++N;
  }
  if (Allocas)
    *NumAllocas = NA;
  return N;
}

/// The successors of `BB`'s terminator, in order, into `Out` (at most
/// `Capacity`), and if `Numbers` is not null each one's number beside it
/// (`m2r::successorNumber`); returns how many there are, or SIZE_MAX if the
/// block has no terminator. Sets `*Next` to the block after `BB` in its
/// function (null after the last): the read's next block, one call fewer.
size_t blockSuccessors(BasicBlock *BB, LLVMBasicBlockRef *Out, uint32_t *Numbers, size_t Capacity,
                       LLVMBasicBlockRef *Next) {
  const Function *F = BB->getParent();
  auto After = std::next(BB->getIterator());
  *Next = After == F->end() ? nullptr : wrap(const_cast<BasicBlock *>(&*After));
  // Not getTerminator(): from LLVM 23 on it assumes a terminator is there
  // (getTerminatorOrNull() is the checked one, which 19 lacks).
  if (BB->empty() || !BB->back().isTerminator())
    return SIZE_MAX;
  auto Put = [&](size_t I, BasicBlock *S) {
    Out[I] = wrap(S);
    if (Numbers)
      Numbers[I] = m2r::successorNumber(S, F);
  };
  const Instruction *Term = &BB->back();
  BasicBlock *Branch[2];
  if (int N = m2r::branchSuccessors(Term, Branch); N >= 0) {
    for (int I = 0; I < N && static_cast<size_t>(I) < Capacity; ++I)
      Put(I, Branch[I]);
    return N;
  }
  unsigned N = Term->getNumSuccessors();
  for (unsigned I = 0; I < N && I < Capacity; ++I)
    Put(I, Term->getSuccessor(I));
  return N;
}
} // namespace

extern "C" {

/// What the pass reads of `Block`, in one walk down it (one call per block,
/// where the C API takes three per instruction):
/// - if `Out` is not null, its loads and stores in order, returning how many
///   there are and filling at most `Capacity`; and if `Allocas` is not null
///   too, its allocas in order, filling at most `AllocaCapacity` and setting
///   `*NumAllocas` to how many there are;
/// - if `Succs` is not null, its terminator's successors in order, filling at
///   most `SuccCapacity` and setting `*NumSuccs` to how many there are, or to
///   SIZE_MAX if the block has no terminator; if `SuccNumbers` is not null,
///   their numbers beside them and the block's into `*Number`; and the block
///   after it in its function into `*Next` (null after the last).
/// The walk ends at the terminator, which it has just fetched.
size_t m2r_block_read(LLVMBasicBlockRef Block, M2RMemAccess *Out, size_t Capacity, M2RAllocaRead *Allocas,
                      size_t AllocaCapacity, size_t *NumAllocas, LLVMBasicBlockRef *Succs, uint32_t *SuccNumbers,
                      size_t SuccCapacity, size_t *NumSuccs, uint32_t *Number, LLVMBasicBlockRef *Next) {
  BasicBlock *BB = unwrap(Block);
  size_t N = Out ? blockAccesses(BB, Out, Capacity, Allocas, AllocaCapacity, NumAllocas) : 0;
  if (Succs) {
    if (SuccNumbers)
      *Number = m2r::blockNumber(BB);
    *NumSuccs = blockSuccessors(BB, Succs, SuccNumbers, SuccCapacity, Next);
  }
  return N;
}

/// An alloca's users from the use `From` on, one per use, in use-list
/// order, into `Out` (at most `Capacity`, at least 1): each load's and
/// store's facts (what decides whether a promotable alloca may have it),
/// only the instruction of another user. Stops after a user that may keep
/// the alloca in memory (neither a load nor a store into it: the caller
/// decides whether to go on), or when `Out` is full; returns how many it
/// wrote, and sets `*Next` to the use to go on from (null after the last).
/// One call per alloca, as a rule, where the C API takes several per user.
size_t m2r_alloca_users(LLVMUseRef From, M2RUserFacts *Out, size_t Capacity, LLVMUseRef *Next) {
  size_t N = 0;
  Use *U = unwrap(From);
  while (U && N < Capacity) {
    auto *User = cast<Instruction>(U->getUser());
    M2RUserFacts F = {wrap(User), nullptr, nullptr, false};
    bool Stop = true;
    if (auto *L = dyn_cast<LoadInst>(User)) {
      F = {wrap(User), wrap(L->getType()), nullptr, L->isVolatile()};
      Stop = false;
    } else if (auto *S = dyn_cast<StoreInst>(User)) {
      Value *Stored = S->getValueOperand();
      F = {wrap(User), wrap(Stored->getType()), wrap(Stored), S->isVolatile()};
      Stop = U->getOperandNo() != StoreInst::getPointerOperandIndex();
    }
    Out[N++] = F;
    U = U->getNext();
    if (Stop)
      break;
  }
  *Next = wrap(U);
  return N;
}

/// The number upstream's mem2reg keys `Block` by (see version.h).
uint32_t m2r_block_number(LLVMBasicBlockRef Block) { return m2r::blockNumber(unwrap(Block)); }

/// The first use from `From` on, in use-list order, whose user is neither
/// a load nor a store into the used value (through its pointer operand);
/// null if there is none. For an alloca whose loads and stores the caller
/// has checked already: what is left to look at are its other users.
LLVMUseRef m2r_next_other_use(LLVMUseRef From) {
  for (Use *U = unwrap(From); U; U = U->getNext()) {
    User *I = U->getUser();
    if (isa<LoadInst>(I) || (isa<StoreInst>(I) && U->getOperandNo() == StoreInst::getPointerOperandIndex()))
      continue;
    return wrap(U);
  }
  return nullptr;
}

/// One more than the largest number `m2r_block_number` gives a block of
/// `Function` (0 before LLVM 20).
uint32_t m2r_max_block_number(LLVMValueRef Function) {
  return m2r::maxBlockNumber(unwrap<llvm::Function>(Function));
}

} // extern "C"
