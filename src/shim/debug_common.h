//===- debug_common.h - what the two debug-information forms share --------===//
//
// Debug records (LLVM 19 on, debug_records.cpp) and debug intrinsics (17
// and 18, debug_intrinsics.cpp) answer the same questions through methods
// of the same names; these templates ask them once for both.
//
//===----------------------------------------------------------------------===//

#ifndef M2R_SHIM_DEBUG_COMMON_H
#define M2R_SHIM_DEBUG_COMMON_H

#include "llvm-c/Core.h"
#include "llvm/BinaryFormat/Dwarf.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

#include "debug.h"

#include <algorithm>
#include <optional>

namespace m2r {

/// Fills what `Out` says of a record or intrinsic `D` but its kind and the
/// bits it describes (which each form answers its own way).
template <typename T> void describeLocation(T *D, M2RDbgRecord &Out) {
  using namespace llvm;
  Out.Record = D;
  DIExpression *Expr = D->getExpression();
  Out.ExprIsDeref = Expr->isDeref();
  Out.ExprStartsWithDeref = Expr->startsWithDeref();
  Out.HasLocationAllocaBits = 0;
  Out.LocationAllocaBitsScalable = 0;
  Out.LocationAllocaBits = 0;
  if (D->isAddressOfVariable() && D->getNumVariableLocationOps() == 1) {
    if (auto *AI = dyn_cast_or_null<AllocaInst>(D->getVariableLocationOp(0))) {
      if (std::optional<TypeSize> Size = AI->getAllocationSizeInBits(D->getModule()->getDataLayout())) {
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
  Out.Variable = D->getVariable();
  Out.InlinedAt = D->getDebugLoc().getInlinedAt();
  Out.Expression = Expr;
  Value *V = D->getNumVariableLocationOps() ? D->getVariableLocationOp(0) : nullptr;
  Out.Value = V ? wrap(V) : nullptr;
}

/// `Expr` without its leading dereference (`DW_OP_LLVM_arg 0, DW_OP_deref`
/// or `DW_OP_deref`).
inline llvm::DIExpression *withoutLeadingDeref(llvm::DIExpression *Expr) {
  llvm::ArrayRef<uint64_t> Elements = Expr->getElements();
  size_t Drop = !Elements.empty() && Elements[0] == llvm::dwarf::DW_OP_LLVM_arg ? 3 : 1;
  return llvm::DIExpression::get(Expr->getContext(), Elements.drop_front(std::min(Drop, Elements.size())));
}

/// The first of `Users` that is a declare or a value: its variable's name and
/// its location (m2r_alloca_variable).
template <typename T, typename IsDeclareOrValue>
bool firstVariable(llvm::ArrayRef<T *> Users, IsDeclareOrValue Pick, const char **Name, size_t *Len,
                   LLVMMetadataRef *Loc) {
  for (T *D : Users) {
    if (!Pick(D))
      continue;
    llvm::StringRef N = D->getVariable()->getName();
    *Name = N.data();
    *Len = N.size();
    *Loc = llvm::wrap(D->getDebugLoc().get());
    return true;
  }
  return false;
}

/// Whether one of `Values` (the dbg_values of a value) describes the same
/// variable with the same expression as `Like` (m2r_value_has_dbg_value).
template <typename T, typename U> bool describesLike(llvm::ArrayRef<T *> Values, U *Like) {
  for (T *D : Values)
    if (D->getVariable() == Like->getVariable() && D->getExpression() == Like->getExpression())
      return true;
  return false;
}

} // namespace m2r

#endif
