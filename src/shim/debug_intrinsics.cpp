//===- debug_intrinsics.cpp - debug intrinsics, LLVM 18 -------------------===//
//
// debug.h's API over calls to debug intrinsics (`llvm.dbg.declare`,
// `llvm.dbg.value`, `llvm.dbg.assign`), which is how LLVM 18 keeps debug
// information in memory. Each handle is the `DbgVariableIntrinsic *`; a new
// dbg.value is built by DIBuilder, as upstream's mem2reg builds it (in 18 a
// `tail call`, declared at the end of the module on first use).
//
//===----------------------------------------------------------------------===//

#include "llvm/BinaryFormat/Dwarf.h"
#include "llvm/IR/DIBuilder.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"

#include "debug.h"
#include "debug_common.h"

#include <optional>

using namespace llvm;

static void describe(DbgVariableIntrinsic *DII, M2RDbgRecord &Out) {
  m2r::describeLocation(DII, Out);
  Out.Kind = isa<DbgAssignIntrinsic>(DII) ? 2 : isa<DbgDeclareInst>(DII) ? 1 : 0;
  // What LLVM 18's valueCoversEntireFragment compares with: the fragment's
  // size, else the variable's (DIExpression::getActiveBits from 19 on).
  std::optional<uint64_t> Active = DII->getFragmentSizeInBits();
  Out.HasActiveBits = Active.has_value();
  Out.ActiveBits = Active.value_or(0);
}

template <typename T> static size_t describeAll(ArrayRef<T *> Intrinsics, M2RDbgRecord *Out, size_t Capacity) {
  for (size_t I = 0; I < Intrinsics.size() && I < Capacity; ++I)
    describe(Intrinsics[I], Out[I]);
  return Intrinsics.size();
}

/// A dbg.value of `V` for `Variable` and `Expr` at `Loc`, before `Before`.
static void insertValue(Value *V, DILocalVariable *Variable, DIExpression *Expr, const DILocation *Loc,
                        Instruction *Before) {
  DIBuilder DIB(*Before->getModule(), /*AllowUnresolved=*/false);
  DIB.insertDbgValueIntrinsic(V, Variable, Expr, Loc, Before);
}

extern "C" {

/// The debug intrinsics whose location uses `V` (llvm::findDbgUsers), in
/// its order. Returns how many there are; fills at most `Capacity`.
size_t m2r_dbg_users(LLVMValueRef V, M2RDbgRecord *Out, size_t Capacity) {
  SmallVector<DbgVariableIntrinsic *> Intrinsics;
  findDbgUsers(Intrinsics, unwrap(V));
  return describeAll<DbgVariableIntrinsic>(Intrinsics, Out, Capacity);
}

/// The dbg.assigns linked to `Inst` (at::getAssignmentMarkers).
size_t m2r_dbg_assign_markers(LLVMValueRef Inst, M2RDbgRecord *Out, size_t Capacity) {
  SmallVector<DbgVariableIntrinsic *> Intrinsics;
  for (DbgAssignIntrinsic *DAI : at::getAssignmentMarkers(unwrap<Instruction>(Inst)))
    Intrinsics.push_back(DAI);
  return describeAll<DbgVariableIntrinsic>(Intrinsics, Out, Capacity);
}

/// A dbg.value of `V` for `Like`'s variable and expression, at line 0 in
/// `Like`'s scope, just before `Inst`.
void m2r_dbg_value_before_inst(LLVMValueRef V, void *Like, LLVMValueRef Inst) {
  auto *DII = static_cast<DbgVariableIntrinsic *>(Like);
  insertValue(unwrap(V), DII->getVariable(), DII->getExpression(), getDebugValueLoc(DII).get(),
              unwrap<Instruction>(Inst));
}

/// A dbg.value of `V` for `Like`'s variable with `Like`'s expression minus
/// its leading dereference, at line 0 in `Like`'s scope, just before `Inst`.
/// (Upstream does this from LLVM 20 on only; the rules never ask it of 18.)
void m2r_dbg_value_without_deref_before_inst(LLVMValueRef V, void *Like, LLVMValueRef Inst) {
  auto *DII = static_cast<DbgVariableIntrinsic *>(Like);
  insertValue(unwrap(V), DII->getVariable(), m2r::withoutLeadingDeref(DII->getExpression()),
              getDebugValueLoc(DII).get(), unwrap<Instruction>(Inst));
}

/// The same at the first insertion point of `Block`. Returns false,
/// inserting nothing, if the block has no insertion point (a catchswitch
/// block).
bool m2r_dbg_value_at_block_start(LLVMValueRef V, void *Like, LLVMBasicBlockRef Block) {
  auto *DII = static_cast<DbgVariableIntrinsic *>(Like);
  BasicBlock *BB = unwrap(Block);
  auto InsertionPt = BB->getFirstInsertionPt();
  if (InsertionPt == BB->end())
    return false;
  insertValue(unwrap(V), DII->getVariable(), DII->getExpression(), getDebugValueLoc(DII).get(), &*InsertionPt);
  return true;
}

/// A dbg.value of `V` with the variable, expression and location of the
/// dbg.assign `Assign`, just before it.
void m2r_dbg_value_before_record(LLVMValueRef V, void *Assign) {
  auto *DAI = static_cast<DbgVariableIntrinsic *>(Assign);
  insertValue(unwrap(V), DAI->getVariable(), DAI->getExpression(), DAI->getDebugLoc().get(), DAI);
}

void m2r_dbg_erase_record(void *Record) { static_cast<DbgVariableIntrinsic *>(Record)->eraseFromParent(); }

/// at::deleteAssignmentMarkers: erases the dbg.assigns linked to `Inst`.
void m2r_dbg_delete_assignment_markers(LLVMValueRef Inst) { at::deleteAssignmentMarkers(unwrap<Instruction>(Inst)); }

/// Whether a dbg.value of `V` for `Like`'s variable and expression exists
/// (upstream's PhiHasDebugValue).
bool m2r_value_has_dbg_value(LLVMValueRef V, void *Like) {
  auto *DII = static_cast<DbgVariableIntrinsic *>(Like);
  SmallVector<DbgValueInst *, 1> Values;
  findDbgValues(Values, unwrap(V));
  return m2r::describesLike<DbgValueInst>(Values, DII);
}

/// The source variable an alloca holds, from its first dbg.declare or
/// dbg.value: its name and the intrinsic's location (where the variable is
/// declared). False if it has none.
bool m2r_alloca_variable(LLVMValueRef Alloca, const char **Name, size_t *Len, LLVMMetadataRef *Loc) {
  SmallVector<DbgVariableIntrinsic *> Intrinsics;
  findDbgUsers(Intrinsics, unwrap(Alloca));
  return m2r::firstVariable<DbgVariableIntrinsic>(
      Intrinsics, [](DbgVariableIntrinsic *D) { return isa<DbgDeclareInst>(D) || isa<DbgValueInst>(D); }, Name, Len,
      Loc);
}

} // extern "C"
