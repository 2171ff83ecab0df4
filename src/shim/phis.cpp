//===- phis.cpp - writing phis as upstream writes them ----------------------===//
//
// Creating a phi exactly the way upstream does (its name, its reserved
// entries, where it goes) and adding its entries a window of arrivals at a
// time, with the use lists left as adding them one by one would leave them;
// its fast-math flag and merged debug location.
//
//===----------------------------------------------------------------------===//

#include "llvm-c/Core.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Operator.h"

#include "ffi.h"
#include "version.h"

#include <algorithm>
#include <cstdint>
#include <tuple>
#include <vector>

using namespace llvm;

extern "C" {

/// Creates the phi of type `Ty` (the type of the values `Alloca` holds) for
/// its `Version`th phi block at the very start of `Block`, named and sized as
/// upstream names and sizes it: named, then inserted (LLVM 18 on), which
/// keeps a name longer than the symbol table keeps whole; or inserted, then
/// named (17), which cuts it.
LLVMValueRef m2r_create_phi(LLVMValueRef Alloca, LLVMTypeRef Ty, LLVMBasicBlockRef Block,
                            uint32_t Version, uint32_t ReservedEntries, bool NameFirst) {
  auto *AI = unwrap<AllocaInst>(Alloca);
  BasicBlock *BB = unwrap(Block);
  // The name `getName() + "." + Twine(Version)` spells, built without the
  // Twine: a Twine of three parts goes through a stream, twice.
  SmallString<64> Name(AI->getName());
  Name += '.';
  Name += utostr(Version);
  PHINode *PN = PHINode::Create(unwrap(Ty), ReservedEntries);
  if (NameFirst)
    PN->setName(Name);
  PN->insertBefore(m2r::at(BB->begin()));
  if (!NameFirst)
    PN->setName(Name);
  return wrap(PN);
}

// A window of K arrivals at one block, each phi's entries written in one run:
// Phis[i] gets, for each arrival k in order, Edges[k] entries from Preds[k]
// of its value then: First[i] at the first arrival, then as Changes (sorted
// by slot and arrival) say. Each phi ends as adding the entries arrival by
// arrival, phi by phi, would leave it, and so does the use list of every
// value used by one phi only. Each value in Shared (used by several of these
// phis in the window) then has its new uses relinked in that order. With
// one arrival (K = 1) nothing needs relinking.
bool m2r_add_incoming_window(const LLVMValueRef *Phis, size_t N, const LLVMValueRef *First,
                             const M2RWindowChange *Changes, size_t NumChanges, const LLVMBasicBlockRef *Preds,
                             const uint32_t *Edges, size_t K, const LLVMValueRef *Shared, size_t NumShared) {
  // Phis only, or nothing changes (the caller panics): a release LLVM
  // would take anything for a phi.
  for (size_t I = 0; I < N; ++I)
    if (!isa<PHINode>(unwrap(Phis[I])))
      return false;
  auto *const *PNs = reinterpret_cast<PHINode *const *>(Phis);
  auto *const *Bs = reinterpret_cast<BasicBlock *const *>(Preds);
  std::vector<unsigned> Base;
  if (NumShared)
    for (size_t I = 0; I < N; ++I)
      Base.push_back(PNs[I]->getNumOperands());
  const M2RWindowChange *Next = Changes, *End = Changes + NumChanges;
  for (size_t I = 0; I < N; ++I) {
    PHINode *PN = PNs[I];
    Value *V = unwrap(First[I]);
    // The arrivals up to the phi's next change get V: one run each.
    size_t A = 0;
    for (;; ++Next) {
      size_t Until = Next != End && Next->Slot == I ? Next->Arrival : K;
      for (; A < Until; ++A)
        for (uint32_t E = 0; E < Edges[A]; ++E)
          PN->addIncoming(V, Bs[A]);
      if (Until == K)
        break;
      V = unwrap(Next->Value);
    }
  }
  if (!NumShared)
    return true;
  // Which arrival wrote a phi's J-th new entry.
  std::vector<unsigned> ArrivalOf;
  for (size_t A = 0; A < K; ++A)
    ArrivalOf.insert(ArrivalOf.end(), Edges[A], A);
  DenseMap<const User *, unsigned> Slot;
  for (size_t I = 0; I < N; ++I)
    Slot[PNs[I]] = I;
  struct NewUse {
    unsigned Arrival, Phi, Entry;
    Use *U;
  };
  std::vector<NewUse> News;
  for (size_t S = 0; S < NumShared; ++S) {
    Value *V = unwrap(Shared[S]);
    if (!m2r::hasUseList(V))
      continue; // no order to keep
    // The window's uses are the newest: the head of the list.
    News.clear();
    for (Use &U : V->uses()) {
      auto It = Slot.find(U.getUser());
      if (It == Slot.end() || U.getOperandNo() < Base[It->second])
        break;
      unsigned J = U.getOperandNo() - Base[It->second];
      News.push_back({ArrivalOf[J], It->second, J, &U});
    }
    std::sort(News.begin(), News.end(), [](const NewUse &X, const NewUse &Y) {
      return std::tie(X.Arrival, X.Phi, X.Entry) < std::tie(Y.Arrival, Y.Phi, Y.Entry);
    });
    // Each set unlinks the use and links it at the head again: the last one
    // set is the newest, as when the entries came arrival by arrival.
    for (NewUse &N : News)
      N.U->set(V);
  }
  return true;
}

/// Marks a new floating-point phi `nsz` when the function asks for
/// no-signed-zeros math.
void m2r_phi_set_nsz_if_fp(LLVMValueRef Phi) {
  auto *PN = unwrap<PHINode>(Phi);
  if (isa<FPMathOperator>(PN))
    PN->setHasNoSignedZeros(true);
}

/// Instruction::applyMergedLocation(Phi's location, Loc).
void m2r_merge_debug_loc(LLVMValueRef Phi, LLVMMetadataRef Loc) {
  auto *I = unwrap<Instruction>(Phi);
  I->applyMergedLocation(I->getDebugLoc(),
                         DebugLoc(unwrap<DILocation>(Loc)));
}

} // extern "C"
