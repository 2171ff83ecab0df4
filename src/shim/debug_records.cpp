//===- debug_records.cpp - debug records, LLVM 19 on ----------------------===//
//
// debug.h's API over debug records (`#dbg_declare`, `#dbg_value`,
// `#dbg_assign`). LLVM 19's C API can neither enumerate debug records nor
// read their fields: these helpers list the records that describe an alloca
// (or are linked to an instruction), report the facts the Rust side decides
// on, and insert or erase records exactly where they are told to.
//
//===----------------------------------------------------------------------===//

#include "llvm/BinaryFormat/Dwarf.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DebugProgramInstruction.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/Local.h"

#include "debug.h"
#include "version.h"

#include <optional>

using namespace llvm;

extern "C" {

static void describe(DbgVariableRecord *DVR, M2RDbgRecord &Out) {
  Out.Record = DVR;
  Out.Kind = DVR->isDbgAssign() ? 2 : DVR->isDbgDeclare() ? 1 : 0;
  DIExpression *Expr = DVR->getExpression();
  Out.ExprIsDeref = Expr->isDeref();
  Out.ExprStartsWithDeref = Expr->startsWithDeref();
  std::optional<uint64_t> Active = Expr->getActiveBits(DVR->getVariable());
  Out.HasActiveBits = Active.has_value();
  Out.ActiveBits = Active.value_or(0);
  Out.HasLocationAllocaBits = 0;
  Out.LocationAllocaBitsScalable = 0;
  Out.LocationAllocaBits = 0;
  if (DVR->isAddressOfVariable() && DVR->getNumVariableLocationOps() == 1) {
    if (auto *AI = dyn_cast_or_null<AllocaInst>(DVR->getVariableLocationOp(0))) {
      if (std::optional<TypeSize> Size =
              AI->getAllocationSizeInBits(DVR->getModule()->getDataLayout())) {
        Out.HasLocationAllocaBits = 1;
        Out.LocationAllocaBitsScalable = Size->isScalable();
        Out.LocationAllocaBits = Size->getKnownMinValue();
      }
    }
  }
  std::optional<DIExpression::FragmentInfo> Fragment = Expr->getFragmentInfo();
  Out.HasFragment = Fragment.has_value();
  Out.FragmentOffset = Fragment ? Fragment->OffsetInBits : 0;
  Out.FragmentSize = Fragment ? Fragment->SizeInBits : 0;
  Out.Variable = DVR->getVariable();
  Out.InlinedAt = DVR->getDebugLoc().getInlinedAt();
  Out.Expression = Expr;
  Value *V = DVR->getNumVariableLocationOps() ? DVR->getVariableLocationOp(0) : nullptr;
  Out.Value = V ? wrap(V) : nullptr;
}

static size_t describeAll(ArrayRef<DbgVariableRecord *> Records, M2RDbgRecord *Out,
                          size_t Capacity) {
  for (size_t I = 0; I < Records.size() && I < Capacity; ++I)
    describe(Records[I], Out[I]);
  return Records.size();
}

/// The debug records whose location uses `V` (llvm::findDbgUsers), in its
/// order. Returns how many there are; fills at most `Capacity`.
size_t m2r_dbg_users(LLVMValueRef V, M2RDbgRecord *Out, size_t Capacity) {
  SmallVector<DbgVariableRecord *> Records;
  m2r::dbgUsers(unwrap(V), Records);
  return describeAll(Records, Out, Capacity);
}

/// The dbg_assign records linked to `Inst` (at::getDVRAssignmentMarkers).
size_t m2r_dbg_assign_markers(LLVMValueRef Inst, M2RDbgRecord *Out, size_t Capacity) {
  SmallVector<DbgVariableRecord *> Records;
  for (DbgVariableRecord *DVR : at::getDVRAssignmentMarkers(unwrap<Instruction>(Inst)))
    Records.push_back(DVR);
  return describeAll(Records, Out, Capacity);
}

static DbgVariableRecord *newValueRecord(LLVMValueRef V, DbgVariableRecord *Like,
                                         const DebugLoc &Loc) {
  return new DbgVariableRecord(ValueAsMetadata::get(unwrap(V)), Like->getVariable(),
                               Like->getExpression(), Loc.get());
}

/// A dbg_value of `V` for `Like`'s variable and expression, at line 0 in
/// `Like`'s scope, just before `Inst` (after the records already there).
void m2r_dbg_value_before_inst(LLVMValueRef V, void *Like, LLVMValueRef Inst) {
  auto *DVR = static_cast<DbgVariableRecord *>(Like);
  auto *I = unwrap<Instruction>(Inst);
  I->getParent()->insertDbgRecordBefore(newValueRecord(V, DVR, getDebugValueLoc(DVR)),
                                        I->getIterator());
}

/// A dbg_value of `V` for `Like`'s variable with `Like`'s expression minus
/// its leading dereference, at line 0 in `Like`'s scope, just before `Inst`
/// (after the records already there): what becomes of a dbg_value through
/// the alloca when a single store's value replaces it.
void m2r_dbg_value_without_deref_before_inst(LLVMValueRef V, void *Like, LLVMValueRef Inst) {
  auto *DVR = static_cast<DbgVariableRecord *>(Like);
  DIExpression *Expr = DVR->getExpression();
  ArrayRef<uint64_t> Elements = Expr->getElements();
  // `DW_OP_LLVM_arg 0, DW_OP_deref` or `DW_OP_deref`.
  size_t Drop = !Elements.empty() && Elements[0] == dwarf::DW_OP_LLVM_arg ? 3 : 1;
  DIExpression *WithoutDeref =
      DIExpression::get(Expr->getContext(), Elements.drop_front(std::min(Drop, Elements.size())));
  auto *I = unwrap<Instruction>(Inst);
  auto *Record = new DbgVariableRecord(ValueAsMetadata::get(unwrap(V)), DVR->getVariable(), WithoutDeref,
                                       getDebugValueLoc(DVR).get());
  I->getParent()->insertDbgRecordBefore(Record, I->getIterator());
}

/// The same at the first insertion point of `Block`, before the records
/// already there. Returns false, inserting nothing, if the block has no
/// insertion point (a catchswitch block).
bool m2r_dbg_value_at_block_start(LLVMValueRef V, void *Like, LLVMBasicBlockRef Block) {
  auto *DVR = static_cast<DbgVariableRecord *>(Like);
  BasicBlock *BB = unwrap(Block);
  auto InsertionPt = BB->getFirstInsertionPt();
  if (InsertionPt == BB->end())
    return false;
  BB->insertDbgRecordBefore(newValueRecord(V, DVR, getDebugValueLoc(DVR)), InsertionPt);
  return true;
}

/// A dbg_value of `V` with the variable, expression and location of the
/// record `Assign`, just before it.
void m2r_dbg_value_before_record(LLVMValueRef V, void *Assign) {
  auto *DVR = static_cast<DbgVariableRecord *>(Assign);
  DbgVariableRecord::createDbgVariableRecord(unwrap(V), DVR->getVariable(),
                                             DVR->getExpression(),
                                             DVR->getDebugLoc().get(), *DVR);
}

void m2r_dbg_erase_record(void *Record) {
  static_cast<DbgVariableRecord *>(Record)->eraseFromParent();
}

/// at::deleteAssignmentMarkers: erases the dbg_assigns linked to `Inst`.
void m2r_dbg_delete_assignment_markers(LLVMValueRef Inst) {
  at::deleteAssignmentMarkers(unwrap<Instruction>(Inst));
}

/// Whether a dbg_value of `V` for `Like`'s variable and expression exists
/// (upstream's PhiHasDebugValue).
bool m2r_value_has_dbg_value(LLVMValueRef V, void *Like) {
  auto *DVR = static_cast<DbgVariableRecord *>(Like);
  SmallVector<DbgVariableRecord *, 1> Records;
  m2r::dbgValues(unwrap(V), Records);
  for (DbgVariableRecord *R : Records)
    if (R->getVariable() == DVR->getVariable() && R->getExpression() == DVR->getExpression())
      return true;
  return false;
}

/// The source variable an alloca holds, from its first debug record: its
/// name and the record's location (where the variable is declared). False
/// if it has none.
bool m2r_alloca_variable(LLVMValueRef Alloca, const char **Name, size_t *Len,
                         LLVMMetadataRef *Loc) {
  SmallVector<DbgVariableRecord *> Records;
  m2r::dbgUsers(unwrap(Alloca), Records);
  for (DbgVariableRecord *R : Records) {
    if (!R->isDbgDeclare() && !R->isDbgValue())
      continue;
    StringRef N = R->getVariable()->getName();
    *Name = N.data();
    *Len = N.size();
    *Loc = wrap(R->getDebugLoc().get());
    return true;
  }
  return false;
}

} // extern "C"
