//! Which allocas can be promoted (upstream's `isAllocaPromotable`), and what
//! each promotable one's users are.
//!
//! An alloca is promotable when every user is
//! * a non-volatile load of exactly the allocated type (atomic is fine);
//! * a non-volatile store *into* it of a value of exactly that type, the
//!   value not being the alloca itself;
//! * `llvm.lifetime.start`/`end`, or a droppable use (an `llvm.assume`
//!   operand bundle; a pseudo probe);
//! * a `bitcast`, or a GEP whose indices are all constant-int zeros, used
//!   only by lifetime markers and droppable uses;
//! * an `addrspacecast` used only by lifetime markers.
//!
//! Array size, alignment and address space do not matter.

use llvm_sys::LLVMOpcode;

use crate::llvm::ir::{intrinsics, Type, Value};

/// A promotable alloca.
#[derive(Clone, Debug)]
pub struct Candidate {
    pub alloca: Value,
    pub allocated_type: Type,
    /// Its loads and stores, in use-list order (the order upstream meets
    /// them when it walks the alloca's users).
    pub accesses_in_use_order: Vec<Value>,
    /// Whether it has lifetime markers, droppable uses or casts to remove.
    pub has_other_users: bool,
}

/// The promotable allocas of the entry block, in instruction order (the
/// terminator excluded).
pub fn promotable_allocas(entry_block: crate::llvm::ir::BasicBlock) -> Vec<Candidate> {
    let mut out = Vec::new();
    let terminator = entry_block.terminator();
    for inst in entry_block.instructions() {
        if Some(inst) == terminator {
            break;
        }
        if inst.opcode() == LLVMOpcode::LLVMAlloca {
            if let Some(c) = analyze(inst) {
                out.push(c);
            }
        }
    }
    out
}

/// The candidate's users if the alloca is promotable.
pub fn analyze(alloca: Value) -> Option<Candidate> {
    let allocated_type = alloca.allocated_type();
    let mut accesses = Vec::new();
    let mut has_other_users = false;
    for u in alloca.uses() {
        let user = u.user();
        match user.opcode() {
            LLVMOpcode::LLVMLoad => {
                if user.is_volatile() || user.ty() != allocated_type {
                    return None;
                }
                accesses.push(user);
            }
            LLVMOpcode::LLVMStore => {
                let stored = user.operand(0);
                if stored == alloca || stored.ty() != allocated_type || user.is_volatile() {
                    return None;
                }
                accesses.push(user);
            }
            LLVMOpcode::LLVMCall => {
                if !is_lifetime_marker(user) && !is_droppable(user) {
                    return None;
                }
                has_other_users = true;
            }
            LLVMOpcode::LLVMBitCast => {
                if !only_used_by(user, true) {
                    return None;
                }
                has_other_users = true;
            }
            LLVMOpcode::LLVMGetElementPtr => {
                let all_zero = (1..user.num_operands()).all(|i| user.operand(i).is_constant_int_zero());
                if !all_zero || !only_used_by(user, true) {
                    return None;
                }
                has_other_users = true;
            }
            LLVMOpcode::LLVMAddrSpaceCast => {
                if !only_used_by(user, false) {
                    return None;
                }
                has_other_users = true;
            }
            _ => return None,
        }
    }
    Some(Candidate { alloca, allocated_type, accesses_in_use_order: accesses, has_other_users })
}

/// Whether every user of `value` is a lifetime marker (or, if allowed, a
/// droppable instruction).
fn only_used_by(value: Value, allow_droppable: bool) -> bool {
    value.uses().all(|u| {
        let user = u.user();
        is_lifetime_marker(user) || (allow_droppable && is_droppable(user))
    })
}

pub fn is_lifetime_marker(inst: Value) -> bool {
    let ids = intrinsics();
    matches!(inst.called_intrinsic(), Some(id) if id == ids.lifetime_start || id == ids.lifetime_end)
}

/// LLVM's `User::isDroppable`: `llvm.assume` and pseudo probes.
pub fn is_droppable(inst: Value) -> bool {
    let ids = intrinsics();
    matches!(inst.called_intrinsic(), Some(id) if id == ids.assume || id == ids.pseudoprobe)
}
