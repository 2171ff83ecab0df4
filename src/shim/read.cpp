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
#include "llvm/Support/Compiler.h"

#include "ffi.h"
#include "version.h"

#include <cstdint>
#include <cstring>
#include <vector>

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

/// Shows `Visit` each instruction of `BB`, in order, until it returns
/// false (then false), fetching ahead as it goes.
template <typename VisitT> bool walkFetchingAhead(BasicBlock *BB, VisitT Visit) {
  // How far ahead to fetch: about eight instructions. A function is parsed
  // or built in order, so malloc hands out its instructions one after
  // another; a walk down the list is a chain of loads, each a miss once the
  // function has outgrown the caches, unless fetched ahead like this. Two
  // lines per instruction, which with its operands takes a hundred bytes or
  // more: a third cost about one instruction per instruction read (0.3% of
  // the pass's) and bought no time measurable here.
  constexpr size_t Ahead = 1024;
  for (auto It = BB->begin(), End = BB->end(); It != End; ++It) {
    // A node of the list is an instruction: no null test on the way to it.
    if (!It.getNodePtr())
      __builtin_unreachable();
    Instruction &I = *It;
    const char *At = reinterpret_cast<const char *>(&I) + Ahead;
    for (int Line = 0; Line < 2; ++Line)
      __builtin_prefetch(At + 64 * Line);
    if (!Visit(I))
      return false;
  }
  return true;
}

/// The loads and stores of allocas in `BB`, in order, into `Out` (at most
/// `Capacity`), returning how many there are (for a later batch's scan:
/// the first batch's is the census, `censusBlock`).
size_t blockAccesses(BasicBlock *BB, M2RMemAccess *Out, size_t Capacity) {
  size_t N = 0;
  walkFetchingAhead(BB, [&](Instruction &I) {
    // Most instructions are neither: one compare passes them by.
    const unsigned Op = I.getOpcode();
    if (Op - Instruction::Load > Instruction::Store - Instruction::Load)
      return true;
    Value *Pointer;
    Value *Stored = nullptr;
    Value *StoredLoadAddress = nullptr;
    bool Metadata = false;
    if (Op == Instruction::Load) {
      auto &L = cast<LoadInst>(I);
      Pointer = L.getPointerOperand();
      Metadata = L.hasMetadataOtherThanDebugLoc();
    } else {
      auto &S = cast<StoreInst>(I);
      Pointer = S.getPointerOperand();
      Stored = S.getValueOperand();
      if (auto *StoredLoad = dyn_cast<LoadInst>(Stored))
        StoredLoadAddress = StoredLoad->getPointerOperand();
    }
    // Only an alloca's loads and stores can be a candidate's.
    if (!isa<AllocaInst>(Pointer))
      return true;
    if (N < Capacity)
      Out[N] = {wrap(&I), wrap(Pointer), wrap(Stored), wrap(StoredLoadAddress), Metadata};
    ++N;
    return true;
  });
  return N;
}

/// The census's candidates by alloca, for the function being read: open
/// addressing on the alloca's address, its slots twice as many as its
/// allocas or more. The shim's own scratch: only the census reads it.
struct CandidateTable {
  struct Slot {
    const Value *Key; // null: empty
    uint32_t Id;
  };
  /// The slots (the first `Size`), and the last ones, kept for the next
  /// growth: both keep their room from one function to the next, so that
  /// no function but the largest so far allocates.
  std::vector<Slot> Slots, Spare;
  size_t Size = 0, Len = 0;
  unsigned Shift = 63;

  size_t home(const Value *V) const {
    return static_cast<size_t>((reinterpret_cast<uint64_t>(V) * 0x9E3779B97F4A7C15ull) >> Shift);
  }
  /// Empties the table, with room for `Room` entries.
  void clear(size_t Room) {
    Size = 2;
    while (Size < 2 * Room)
      Size *= 2;
    if (Slots.size() < Size) {
      // Grown zeroed, with nothing to keep (`grow` swapped the old out).
      Slots.clear();
      Slots.resize(Size);
    } else {
      std::memset(Slots.data(), 0, Size * sizeof(Slot));
    }
    Shift = 64 - static_cast<unsigned>(__builtin_ctzll(Size));
    Len = 0;
  }
  /// The candidate of `V`, or UINT32_MAX.
  uint32_t find(const Value *V) const {
    const size_t Mask = Size - 1;
    for (size_t I = home(V);; I = (I + 1) & Mask) {
      if (Slots[I].Key == V)
        return Slots[I].Id;
      if (!Slots[I].Key)
        return UINT32_MAX;
    }
  }
  /// Inlined into the census's walk: it runs for every alloca of the entry
  /// block; growing, which a rare alloca after other instructions needs,
  /// stays out of line.
  void insert(const Value *V, uint32_t Id) {
    if (LLVM_UNLIKELY(2 * (Len + 1) > Size))
      grow();
    put(V, Id);
  }
  /// Gives back the room: the next census makes it again.
  void release() {
    std::vector<Slot>().swap(Slots);
    std::vector<Slot>().swap(Spare);
    Size = Len = 0;
  }

private:
  void put(const Value *V, uint32_t Id) {
    const size_t Mask = Size - 1;
    size_t I = home(V);
    while (Slots[I].Key)
      I = (I + 1) & Mask;
    Slots[I] = {V, Id};
    ++Len;
  }
  LLVM_ATTRIBUTE_NOINLINE void grow() {
    std::swap(Slots, Spare);
    const size_t Old = Size;
    clear(Old);
    for (size_t I = 0; I < Old; ++I)
      if (Spare[I].Key)
        put(Spare[I].Key, Spare[I].Id);
  }
};

/// One per thread (a pass may run on several), looked up once per run of
/// blocks: a thread-local's address costs a call in a shared object.
thread_local CandidateTable ThreadCandidates;

/// Room for one more in a census array (`Which`, see `M2RCensus`), asked of
/// the caller when it is full.
bool roomFor(M2RCensus *C, uint32_t Which, size_t Num, size_t Capacity) {
  if (Num < Capacity)
    return true;
  if (C->Grow(C, Which, Num + 1))
    return true;
  C->Failed = true;
  return false;
}

/// The census of block `Id` (`IsEntry`: the entry block, whose allocas are
/// the candidates, each given the next id as it is met, in `Candidates`):
/// every load and store of a candidate, with what its alloca's use chain
/// learns from it. False if the census failed (`Failed` says so).
bool censusBlock(BasicBlock *BB, uint32_t Id, bool IsEntry, M2RCensus *C, CandidateTable &Candidates) {
  if (IsEntry) {
    // Room for the allocas the entry block starts with (clang puts them
    // all there): the table grows only for one after other instructions.
    size_t Leading = 0;
    for (auto It = BB->begin(); It != BB->end() && isa<AllocaInst>(*It); ++It)
      ++Leading;
    Candidates.clear(Leading);
  }
  return walkFetchingAhead(BB, [&](Instruction &I) {
    const unsigned Op = I.getOpcode();
    if (Op - Instruction::Alloca > Instruction::Store - Instruction::Alloca)
      return true;
    if (Op == Instruction::Alloca) {
      if (IsEntry) {
        if (!roomFor(C, 1, C->NumAllocas, C->AllocaCapacity))
          return false;
        Type *Allocated = cast<AllocaInst>(I).getAllocatedType();
        C->Allocas[C->NumAllocas] = {wrap(&I), wrap(Allocated), nullptr, C->AllocatedType ? wrap(Allocated) : nullptr,
                                     0, true, true};
        Candidates.insert(&I, static_cast<uint32_t>(C->NumAllocas++));
      }
      return true;
    }
    const bool IsLoad = Op == Instruction::Load;
    Use *Address = IsLoad ? cast<LoadInst>(I).op_begin() + LoadInst::getPointerOperandIndex()
                          : cast<StoreInst>(I).op_begin() + StoreInst::getPointerOperandIndex();
    Value *Pointer = Address->get();
    if (!isa<AllocaInst>(Pointer))
      return true;
    const uint32_t Candidate = Candidates.find(Pointer);
    if (Candidate == UINT32_MAX) {
      // An alloca of the entry block not met yet: a use before its
      // definition, which the verifier rejects.
      if (cast<AllocaInst>(Pointer)->getParent() == &BB->getParent()->getEntryBlock()) {
        C->Failed = true;
        return false;
      }
      return true;
    }
    if (!roomFor(C, 0, C->NumAccesses, C->AccessCapacity))
      return false;
    const uint32_t AccessId = static_cast<uint32_t>(C->NumAccesses);
    M2RScannedAccess &A = C->Accesses[AccessId];
    Type *Ty;
    bool Volatile;
    Value *Stored = nullptr;
    if (IsLoad) {
      auto &L = cast<LoadInst>(I);
      Ty = L.getType();
      Volatile = L.isVolatile();
      A = {wrap(&I), wrap(&I), Id, Candidate, AccessId, 0, L.hasMetadataOtherThanDebugLoc()};
    } else {
      auto &S = cast<StoreInst>(I);
      Stored = S.getValueOperand();
      Ty = Stored->getType();
      Volatile = S.isVolatile();
      uint32_t FoundLoad = UINT32_MAX;
      if (auto *StoredLoad = dyn_cast<LoadInst>(Stored)) {
        // Nearly always the access just before; one farther back, or not
        // reached yet, is found at the end.
        if (AccessId > 0 && unwrap(C->Accesses[AccessId - 1].Inst) == StoredLoad) {
          FoundLoad = AccessId - 1;
        } else {
          const uint32_t LoadCandidate = Candidates.find(StoredLoad->getPointerOperand());
          if (LoadCandidate != UINT32_MAX) {
            if (!roomFor(C, 2, C->NumForward, C->ForwardCapacity))
              return false;
            C->Forward[C->NumForward++] = {wrap(StoredLoad), AccessId, LoadCandidate};
          }
        }
      }
      A = {wrap(&I), wrap(Stored), Id, Candidate, FoundLoad, 1, false};
    }
    ++C->NumAccesses;
    // What the alloca's use chain learns (`CensusAlloca` in
    // src/llvm/census.rs, which `verdict` in src/promote/promotable.rs
    // reads): a store of the alloca itself, a volatile access or one of
    // another type than the rest disqualifies it.
    M2RCensusAlloca &Chain = C->Allocas[Candidate];
    bool Qualifies = Stored != Pointer && !Volatile;
    if (Qualifies) {
      if (!Chain.Expected)
        Chain.Expected = wrap(Ty);
      else
        Qualifies = unwrap(Chain.Expected) == Ty;
    }
    Chain.Qualifies &= Qualifies;
    Chain.Backward &= wrap(Address->getNext()) == Chain.Last;
    Chain.Last = wrap(Address);
    ++Chain.Seen;
    return true;
  });
}

} // namespace

extern "C" {

/// Reads blocks from `From` on, in function order, into `Run` (see
/// `M2RBlockRun`): as many as fit, stopping before a block whose loads and
/// stores or successors would not fit (if that is the first, none is read,
/// and the counts say what it needs), or, when successors are read, before
/// a block with no terminator. With a census, each block's is taken once
/// its successors are in (so a run cut short never takes one twice), and a
/// read whose entry block has no alloca ends after it. One call per run of
/// blocks, where the C API takes three per instruction; a successor that is
/// the block itself or the next one is given its id here, with no lookup.
void m2r_blocks_read(LLVMBasicBlockRef From, M2RBlockRun *Run) {
  BasicBlock *BB = unwrap(From);
  Function *F = BB->getParent();
  const auto End = F->end();
  const auto Begin = BB->getIterator();
  // Without a census, two walks down the run, each with less to keep in
  // registers than one would: first the loads and stores, as far as they
  // fit; then the successors of those blocks, as far as they fit.
  size_t Limit = Run->BlockCapacity;
  size_t NAcc = 0;
  if (Run->Accesses) {
    size_t NB = 0;
    for (auto It = Begin; It != End && NB < Limit; ++It, ++NB) {
      size_t N = blockAccesses(&*It, Run->Accesses + NAcc, Run->AccessCapacity - NAcc);
      if (N > Run->AccessCapacity - NAcc) {
        if (NB == 0) {
          // What the first block needs, for the caller to make room.
          Run->NumBlocks = 0;
          Run->NumAccesses = N;
          Run->NumSuccs = 0;
          Run->NumDeferred = 0;
          Run->Next = wrap(&*It);
          Run->MissingTerminator = false;
          return;
        }
        break;
      }
      NAcc += N;
      Run->AccessEnds[NB] = static_cast<uint32_t>(NAcc);
    }
    Limit = NB;
  }
  size_t NB = 0, NSucc = 0, NDef = 0;
  BasicBlock *Stop = nullptr;
  CandidateTable *Candidates = Run->Census ? &ThreadCandidates : nullptr;
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
    if (M2RCensus *C = Run->Census; C && !C->Failed) {
      censusBlock(B, Id, Id == 0, C, *Candidates);
      // With no alloca in the entry block there is nothing to promote: the
      // read ends there.
      if (Id == 0 && C->NumAllocas == 0) {
        ++It;
        Stop = It == End ? nullptr : &*It;
        break;
      }
    }
  }
  // The accesses of the blocks read (the walk above may have stopped
  // before the last block whose accesses were).
  NAcc = Run->Accesses && NB > 0 ? Run->AccessEnds[NB - 1] : 0;
  Run->NumBlocks = NB;
  Run->NumAccesses = NAcc;
  Run->NumSuccs = NSucc;
  Run->NumDeferred = NDef;
  Run->Next = wrap(Stop);
  Run->MissingTerminator = Missing;
}

/// Gives back this thread's table of candidates (`release_scratch` in
/// src/llvm/census.rs, after a large function's census).
void m2r_census_release() { ThreadCandidates.release(); }

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
