//===- read.cpp - reading a run of blocks in one call ----------------------===//
//
// What the pass reads of a function's blocks (their loads, stores and
// allocas, and their successors), a run of blocks per call, where the C API
// takes three calls per instruction; and the number upstream keys a block by.
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
static_assert(Instruction::Load == Instruction::Alloca + 1 && Instruction::Store == Instruction::Alloca + 2,
              "alloca, load and store are consecutive opcodes");

/// Whether `U` is a load's address or a store's pointer operand: a use an
/// alloca's loads and stores make, as opposed to its other users'.
bool isAccessUse(const Use &U) {
  const User *I = U.getUser();
  return isa<LoadInst>(I) || (isa<StoreInst>(I) && U.getOperandNo() == StoreInst::getPointerOperandIndex());
}

/// The loads and stores of `BB`, in order, into `Out` (at most `Capacity`),
/// returning how many there are; and if `Allocas` is not null, its allocas,
/// in order, into `Allocas` (at most `AllocaCapacity`), setting
/// `*NumAllocas` to how many there are.
size_t blockAccesses(BasicBlock *BB, M2RMemAccess *Out, size_t Capacity, M2RAllocaRead *Allocas,
                     size_t AllocaCapacity, size_t *NumAllocas) {
  // How far ahead to fetch: about eight instructions. A function is parsed
  // or built in order, so malloc hands out its instructions one after
  // another; a walk down the list is a chain of loads, each a miss once the
  // function has outgrown the caches, unless fetched ahead like this. Two
  // lines per instruction, which with its operands takes a hundred bytes or
  // more: a third cost about one instruction per instruction read (0.3% of
  // the pass's) and bought no time measurable here.
  constexpr size_t Ahead = 1024;
  size_t N = 0, NA = 0;
  for (Instruction &I : *BB) {
    const char *At = reinterpret_cast<const char *>(&I) + Ahead;
    for (int Line = 0; Line < 2; ++Line)
      __builtin_prefetch(At + 64 * Line);
    // Most instructions are none of the three, consecutive opcodes: one
    // compare passes them by.
    const unsigned Op = I.getOpcode();
    if (Op - Instruction::Alloca > Instruction::Store - Instruction::Alloca)
      continue;
    if (Op == Instruction::Alloca) {
      if (Allocas) {
        if (NA < AllocaCapacity)
          Allocas[NA] = {wrap(&I), wrap(cast<AllocaInst>(I).getAllocatedType())};
        ++NA;
      }
      continue;
    }
    Use *Address;
    Value *Stored = nullptr;
    Value *StoredLoadAddress = nullptr;
    Type *Ty;
    bool Volatile;
    bool Metadata = false;
    if (Op == Instruction::Load) {
      auto &L = cast<LoadInst>(I);
      // Through the class's own operand list: a fixed offset from the
      // instruction, where Instruction's would decode the operand count.
      Address = L.op_begin() + LoadInst::getPointerOperandIndex();
      Ty = L.getType();
      Volatile = L.isVolatile();
      Metadata = L.hasMetadataOtherThanDebugLoc();
    } else {
      auto &S = cast<StoreInst>(I);
      Address = S.op_begin() + StoreInst::getPointerOperandIndex();
      Stored = S.getValueOperand();
      Ty = Stored->getType();
      Volatile = S.isVolatile();
      if (auto *StoredLoad = dyn_cast<LoadInst>(Stored))
        StoredLoadAddress = StoredLoad->getPointerOperand();
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

} // namespace

extern "C" {

/// Reads blocks from `From` on, in function order, into `Run` (see
/// `M2RBlockRun`): as many as fit, stopping before a block whose loads and
/// stores, allocas or successors would not fit (if that is the first, none
/// is read, and the counts say what it needs), or, when successors are
/// read, before a block with no terminator. One call per run of blocks,
/// where the C API takes three per instruction; a successor that is the
/// block itself or the next one is given its id here, with no lookup.
void m2r_blocks_read(LLVMBasicBlockRef From, M2RBlockRun *Run) {
  BasicBlock *BB = unwrap(From);
  Function *F = BB->getParent();
  const auto End = F->end();
  const auto Begin = BB->getIterator();
  // Two walks down the run, each with less to keep in registers than one
  // would: first the loads and stores, as far as they fit; then the
  // successors of those blocks, as far as they fit.
  size_t Limit = Run->BlockCapacity;
  size_t NAcc = 0, NAlloca = 0;
  if (Run->Accesses) {
    size_t NB = 0;
    for (auto It = Begin; It != End && NB < Limit; ++It, ++NB) {
      size_t NA = 0;
      size_t N = blockAccesses(&*It, Run->Accesses + NAcc, Run->AccessCapacity - NAcc,
                               NB == 0 ? Run->Allocas : nullptr, Run->AllocaCapacity, &NA);
      if (N > Run->AccessCapacity - NAcc || NA > Run->AllocaCapacity) {
        if (NB == 0) {
          // What the first block needs, for the caller to make room.
          Run->NumBlocks = 0;
          Run->NumAccesses = N;
          Run->NumAllocas = NA;
          Run->NumSuccs = 0;
          Run->NumDeferred = 0;
          Run->Next = wrap(&*It);
          Run->MissingTerminator = false;
          return;
        }
        break;
      }
      if (NB == 0)
        NAlloca = NA;
      NAcc += N;
      Run->AccessEnds[NB] = static_cast<uint32_t>(NAcc);
    }
    Limit = NB;
  }
  size_t NB = 0, NSucc = 0, NDef = 0;
  BasicBlock *Stop = nullptr;
  bool Missing = false;
  uint32_t *Succs = Run->Succs;
  auto It = Begin;
  for (; It != End; ++It) {
    BasicBlock *B = &*It;
    if (NB == Limit) {
      Stop = B;
      break;
    }
    const uint32_t Id = Run->First + static_cast<uint32_t>(NB);
    if (Succs) {
      // Not getTerminator(): from LLVM 23 on it assumes a terminator is
      // there (getTerminatorOrNull() is the checked one, which 19 lacks).
      if (B->empty() || !B->back().isTerminator()) {
        Missing = true;
        Stop = B;
        break;
      }
      const Instruction *Term = &B->back();
      BasicBlock *Branch[2];
      int NBranch = m2r::branchSuccessors(Term, Branch);
      size_t S = NBranch >= 0 ? static_cast<size_t>(NBranch) : Term->getNumSuccessors();
      if (S > Run->SuccCapacity - NSucc) {
        if (NB == 0)
          NSucc = S; // what the first block needs, for the caller to make room

        Stop = B;
        break;
      }
      auto After = std::next(It);
      const BasicBlock *Next = After == End ? nullptr : &*After;
      auto Put = [&](BasicBlock *Succ) {
        if (Succ == Next) {
          Succs[NSucc] = Id + 1;
        } else if (Succ == B) {
          Succs[NSucc] = Id;
        } else {
          Succs[NSucc] = Id; // a placeholder, until the lookup
          uint32_t Number = Run->Numbers ? m2r::successorNumber(Succ, F) : 0;
          Run->Deferred[NDef++] = {wrap(Succ), Number, Run->SlotBase + static_cast<uint32_t>(NSucc), Id};
        }
        ++NSucc;
      };
      if (NBranch >= 0) {
        for (int I = 0; I < NBranch; ++I)
          Put(Branch[I]);
      } else {
        for (size_t I = 0; I < S; ++I)
          Put(Term->getSuccessor(I));
      }
      Run->SuccEnds[NB] = static_cast<uint32_t>(NSucc);
    }
    Run->Blocks[NB] = wrap(B);
    if (Run->Numbers)
      Run->Numbers[NB] = m2r::blockNumber(B);
    ++NB;
  }
  // The accesses of the blocks read (the walk above may have stopped
  // before the last block whose accesses were).
  NAcc = Run->Accesses && NB > 0 ? Run->AccessEnds[NB - 1] : 0;
  Run->NumBlocks = NB;
  Run->NumAccesses = NAcc;
  Run->NumAllocas = NB > 0 ? NAlloca : 0;
  Run->NumSuccs = NSucc;
  Run->NumDeferred = NDef;
  Run->Next = wrap(Stop);
  Run->MissingTerminator = Missing;
}

} // extern "C"

extern "C" {

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
  for (Use *U = unwrap(From); U; U = U->getNext())
    if (!isAccessUse(*U))
      return wrap(U);
  return nullptr;
}

/// The users of `Alloca`, one per use, in use-list order, into `Out` (as
/// many as `Capacity` allows), if each is a load or a store into it
/// (through its pointer operand): returns how many there are; or, at the
/// first user that is neither, SIZE_MAX with its use in `*Other`, the walk
/// stopping there. Reads nothing of the loads and stores but their opcode
/// and operand: for an alloca whose loads and stores the caller has checked
/// already.
size_t m2r_access_users(LLVMValueRef Alloca, LLVMValueRef *Out, size_t Capacity, LLVMUseRef *Other) {
  size_t N = 0;
  for (Use &U : unwrap(Alloca)->uses()) {
    if (!isAccessUse(U)) {
      *Other = wrap(&U);
      return SIZE_MAX;
    }
    if (N < Capacity)
      Out[N] = wrap(U.getUser());
    ++N;
  }
  return N;
}

/// One more than the largest number `m2r_block_number` gives a block of
/// `Function` (0 before LLVM 20).
uint32_t m2r_max_block_number(LLVMValueRef Function) {
  return m2r::maxBlockNumber(unwrap<llvm::Function>(Function));
}

} // extern "C"
