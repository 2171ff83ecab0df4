//===- debug.h - the debug-information half of the shim's API -------------===//
//
// Listing, inserting and erasing the debug information that describes an
// alloca, for src/promote/debuginfo.rs, which decides what goes where. LLVM
// 19 and later keep it as debug records (debug_records.cpp), 18 as calls to
// debug intrinsics (debug_intrinsics.cpp); both files implement this API,
// and build.rs compiles the one of the LLVM the plugin is built for. The
// handles are `DbgVariableRecord *` or `DbgVariableIntrinsic *`.
//
//===----------------------------------------------------------------------===//

#ifndef M2R_SHIM_DEBUG_H
#define M2R_SHIM_DEBUG_H

#include "llvm-c/Core.h"
#include <cstddef>
#include <cstdint>

extern "C" {

/// What Rust needs to know about one debug record (`DbgRecord` in
/// src/llvm/shim.rs, whose flags are Rust `bool`s: a C++ `bool` is one byte,
/// 0 or 1).
struct M2RDbgRecord {
  void *Record;           // DbgVariableRecord * or DbgVariableIntrinsic *
  uint8_t Kind;           // 0 dbg_value, 1 dbg_declare, 2 dbg_assign
  bool ExprIsDeref;    // the expression is exactly DW_OP_deref
  bool ExprStartsWithDeref;
  bool HasActiveBits;  // DIExpression::getActiveBits(variable)
  uint64_t ActiveBits;
  bool HasLocationAllocaBits; // the alloca its location is, sized
  bool LocationAllocaBitsScalable;
  uint64_t LocationAllocaBits;
  bool HasFragment;
  uint64_t FragmentOffset, FragmentSize;
  void *Variable, *InlinedAt, *Expression;
  LLVMValueRef Value;     // the first location operand, if any
};

size_t m2r_dbg_users(LLVMValueRef V, M2RDbgRecord *Out, size_t Capacity);
size_t m2r_dbg_assign_markers(LLVMValueRef Inst, M2RDbgRecord *Out, size_t Capacity);
void m2r_dbg_value_before_inst(LLVMValueRef V, void *Like, LLVMValueRef Inst);
void m2r_dbg_value_without_deref_before_inst(LLVMValueRef V, void *Like, LLVMValueRef Inst);
bool m2r_dbg_value_at_block_start(LLVMValueRef V, void *Like, LLVMBasicBlockRef Block);
void m2r_dbg_value_before_record(LLVMValueRef V, void *Assign);
void m2r_dbg_erase_record(void *Record);
void m2r_dbg_delete_assignment_markers(LLVMValueRef Inst);
bool m2r_value_has_dbg_value(LLVMValueRef V, void *Like);
bool m2r_alloca_variable(LLVMValueRef Alloca, const char **Name, size_t *Len, LLVMMetadataRef *Loc);

} // extern "C"

#endif
