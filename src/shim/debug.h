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

#include "ffi.h"
#include "llvm-c/Core.h"
#include <cstddef>
#include <cstdint>

extern "C" {

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
