//! What mem2reg promises: no promotable alloca is left in the entry block
//! (mem2reg runs until none is), so no load or store of a promoted variable
//! survives. Promotability is upstream's `isAllocaPromotable`, written here
//! again from its definition: the checker shares no code with the pass's
//! `promote::promotable`, so a bug there cannot hide here.

use llvm_sys::LLVMOpcode;

use super::{AccessRule, FunctionGraph, Problem};
use crate::llvm::ir::{intrinsics, Value};

pub(super) fn promises(graph: &FunctionGraph, rule: AccessRule, problems: &mut Vec<Problem>) {
    for (inst, alloca) in graph.blocks[0].instructions().enumerate() {
        if alloca.opcode() == LLVMOpcode::LLVMAlloca && is_promotable(alloca, rule) {
            problems.push(Problem::PromotableAllocaLeft { inst, name: alloca.name() });
        }
    }
}

/// Whether every user of `alloca` is a non-volatile load of it, a
/// non-volatile store into it of a value other than itself, a lifetime
/// marker, a droppable use (`llvm.assume`, a pseudo probe) or `llvm.fake.use`,
/// or a bitcast or all-zero GEP used only by markers and droppable uses, or
/// an addrspacecast used only by markers; and its loads and stores have one
/// type, the allocated one under [`AccessRule::AllocatedType`].
fn is_promotable(alloca: Value, rule: AccessRule) -> bool {
    let ids = intrinsics();
    let marker = |u: Value| matches!(u.called_intrinsic(), Some(i) if i == ids.lifetime_start || i == ids.lifetime_end);
    let droppable = |u: Value| matches!(u.called_intrinsic(), Some(i) if i == ids.assume || i == ids.pseudoprobe);
    let only_markers =
        |v: Value, or_droppable: bool| v.uses().map(|u| u.user()).all(|u| marker(u) || (or_droppable && droppable(u)));
    let mut types = Vec::new();
    for user in alloca.uses().map(|u| u.user()) {
        let ok = match user.opcode() {
            LLVMOpcode::LLVMLoad => {
                types.push(user.ty());
                !user.is_volatile()
            }
            LLVMOpcode::LLVMStore => {
                types.push(user.operand(0).ty());
                !user.is_volatile() && user.operand(0) != alloca
            }
            LLVMOpcode::LLVMCall => {
                marker(user) || droppable(user) || matches!(user.called_intrinsic(), Some(i) if i == ids.fake_use)
            }
            LLVMOpcode::LLVMBitCast => only_markers(user, true),
            LLVMOpcode::LLVMGetElementPtr => {
                (1..user.num_operands()).all(|i| user.operand(i).is_constant_int_zero()) && only_markers(user, true)
            }
            LLVMOpcode::LLVMAddrSpaceCast => only_markers(user, false),
            _ => false,
        };
        if !ok {
            return false;
        }
    }
    match rule {
        AccessRule::AllocatedType => types.iter().all(|&t| t == alloca.allocated_type()),
        AccessRule::AnyOneType => types.windows(2).all(|w| w[0] == w[1]),
    }
}
