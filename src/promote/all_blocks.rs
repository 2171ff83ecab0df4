//! `rust-mem2reg<all-blocks>`: promoting allocas outside the entry block,
//! as the seed compiler does for the locals of inlined code.
//!
//! Each execution of such an alloca starts a fresh variable: its value is
//! undef at the alloca (inside a loop, at the top of every iteration). So the
//! alloca point is a definition of the variable, as a store is. That is
//! exactly what the function means after each promotable alloca of a
//! constant size is replaced, where it stands, by a store of undef, and the
//! alloca itself moves to the entry block (one slot serves every execution:
//! nothing else can observe the address). The pass then promotes it like
//! any entry alloca: the store of undef is a definition in phi placement and
//! renaming, and the paths and the phi clean-up apply unchanged.
//!
//! An alloca whose size is not a constant, or an `inalloca` area, stays:
//! each execution makes new memory of its own.

use llvm_sys::LLVMOpcode;

use super::promotable::{self, Reason};
use crate::llvm::ir::{BasicBlock, Value};
use crate::llvm::shim;
use crate::rules::AccessTypes;

/// Why the alloca `alloca`, outside the entry block, cannot be hoisted.
pub fn not_hoistable(alloca: Value) -> Option<Reason> {
    if !alloca.operand(0).is_constant_int() {
        Some(Reason::DynamicSize)
    } else if shim::alloca_is_inalloca(alloca) {
        Some(Reason::InAlloca)
    } else {
        None
    }
}

/// Hoists every promotable alloca of a constant size outside the entry
/// block into it (see the module doc); `before_change` runs before the
/// first. Returns how many.
pub fn hoist_allocas(
    function: Value,
    entry: BasicBlock,
    access_types: AccessTypes,
    before_change: &mut dyn FnMut(),
) -> usize {
    let end = entry.terminator().expect("a readable function's blocks have terminators");
    let hoistable: Vec<(Value, crate::llvm::ir::Type)> = function
        .blocks()
        .skip(1)
        .flat_map(|b| b.instructions())
        .filter(|i| i.opcode() == LLVMOpcode::LLVMAlloca && not_hoistable(*i).is_none())
        .filter_map(|a| promotable::as_candidate(a, access_types).map(|c| (a, c.value_type)))
        .collect();
    if !hoistable.is_empty() {
        before_change();
    }
    for &(alloca, ty) in &hoistable {
        shim::hoist_alloca(alloca, ty, end);
    }
    hoistable.len()
}
