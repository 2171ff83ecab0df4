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
#include "debug_common.h"
#include "version.h"

#include <optional>

using namespace llvm;

extern "C" {

static void describe(DbgVariableRecord *DVR, M2RDbgRecord &Out) {
  m2r::describeLocation(DVR, Out);
  Out.Kind = DVR->isDbgAssign() ? 2 : DVR->isDbgDeclare() ? 1 : 0;
  std::optional<uint64_t> Active = DVR->getExpression()->getActiveBits(DVR->getVariable());
  Out.HasActiveBits = Active.has_value();
  Out.ActiveBits = Active.value_or(0);
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
  auto *I = unwrap<Instruction>(Inst);
  auto *Record = new DbgVariableRecord(ValueAsMetadata::get(unwrap(V)), DVR->getVariable(),
                                       m2r::withoutLeadingDeref(DVR->getExpression()), getDebugValueLoc(DVR).get());
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
  return m2r::describesLike<DbgVariableRecord>(Records, DVR);
}

/// The source variable an alloca holds, from its first debug record: its
/// name and the record's location (where the variable is declared). False
/// if it has none.
bool m2r_alloca_variable(LLVMValueRef Alloca, const char **Name, size_t *Len, LLVMMetadataRef *Loc) {
  SmallVector<DbgVariableRecord *> Records;
  m2r::dbgUsers(unwrap(Alloca), Records);
  return m2r::firstVariable<DbgVariableRecord>(
      Records, [](DbgVariableRecord *R) { return R->isDbgDeclare() || R->isDbgValue(); }, Name, Len, Loc);
}

} // extern "C"
