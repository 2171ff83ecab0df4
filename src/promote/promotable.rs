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

use std::ops::Range;

use llvm_sys::LLVMOpcode;

use crate::llvm::ir::{intrinsics, BasicBlock, Type, Value};
use crate::ssa::entity::{entity_id, IdVec};

entity_id! {
    /// A promotable alloca of the batch, by position in the entry block.
    CandidateId
}

/// A promotable alloca.
#[derive(Clone, Debug)]
pub struct Candidate {
    pub alloca: Value,
    pub allocated_type: Type,
    /// Where its loads and stores are in [`Candidates::uses`].
    uses: Range<u32>,
    /// Whether it has lifetime markers, droppable uses or casts to remove.
    pub has_other_users: bool,
}

/// The promotable allocas of a batch, in entry-block order.
#[derive(Default)]
pub struct Candidates {
    pub list: IdVec<CandidateId, Candidate>,
    /// Every candidate's loads and stores in use-list order (the order
    /// upstream meets them when it walks the alloca's users), back to back.
    uses: Vec<Value>,
    /// The entry block's allocas found not promotable, in order: after a
    /// batch they are all the allocas the entry block has left.
    rejected: Vec<Value>,
    /// The allocas being considered; empty between calls.
    scratch: Vec<Value>,
    /// The users of the allocas being considered side by side.
    users_of: [Vec<Value>; SIDE_BY_SIDE],
}

/// How many allocas' use lists are walked side by side. A use list is
/// threaded through the users, which lie anywhere in the function: walking
/// one is a chain of cache misses, each waiting for the one before. Walking
/// several at once keeps that many misses in flight, and the users' own
/// fields are then read from known addresses, not at the end of a chain.
const SIDE_BY_SIDE: usize = 8;

impl Candidates {
    /// The promotable allocas of the entry block, in instruction order (the
    /// terminator excluded).
    pub fn find(entry_block: BasicBlock) -> Candidates {
        let mut candidates = Candidates::default();
        candidates.find_again(entry_block);
        candidates
    }

    /// [`Self::find`], reusing the buffers.
    pub fn find_again(&mut self, entry_block: BasicBlock) {
        self.list.clear();
        self.uses.clear();
        self.rejected.clear();
        let mut allocas = std::mem::take(&mut self.scratch);
        let terminator = entry_block.terminator();
        for inst in entry_block.instructions() {
            if Some(inst) == terminator {
                break;
            }
            if inst.opcode() == LLVMOpcode::LLVMAlloca {
                allocas.push(inst);
            }
        }
        self.consider_all(&allocas);
        allocas.clear();
        self.scratch = allocas;
    }

    /// The promotable allocas after the batch found last was promoted:
    /// promoting erases allocas and adds none, so the entry block's allocas
    /// are the ones rejected before, in the same order, and some may have
    /// become promotable (an alloca stored into a promoted one, say). Looks
    /// at those only, not at the whole entry block.
    pub fn find_after_batch(&mut self) {
        self.list.clear();
        self.uses.clear();
        // Both buffers are kept: `scratch` becomes the new rejected list.
        let previous = std::mem::replace(&mut self.rejected, std::mem::take(&mut self.scratch));
        self.consider_all(&previous);
        self.scratch = previous;
        self.scratch.clear();
    }

    /// Adds each of `allocas` to the candidates if it is promotable, else
    /// to the rejected.
    fn consider_all(&mut self, allocas: &[Value]) {
        for window in allocas.chunks(SIDE_BY_SIDE) {
            gather_users(window, &mut self.users_of);
            for (&alloca, users) in window.iter().zip(&self.users_of) {
                match analyze(alloca, users, &mut self.uses) {
                    Some(c) => {
                        self.list.push(c);
                    }
                    None => self.rejected.push(alloca),
                }
            }
        }
    }

    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    /// A candidate's loads and stores, in use-list order.
    pub fn accesses_in_use_order(&self, c: CandidateId) -> &[Value] {
        let r = &self.list[c].uses;
        &self.uses[r.start as usize..r.end as usize]
    }

    /// How many loads and stores all candidates have.
    pub fn total_accesses(&self) -> usize {
        self.uses.len()
    }
}

/// The users of each of `allocas` (at most [`SIDE_BY_SIDE`]), in use-list
/// order, into `users`: the lists are walked in turn, one use at a time.
fn gather_users(allocas: &[Value], users: &mut [Vec<Value>; SIDE_BY_SIDE]) {
    let mut cursors = [None; SIDE_BY_SIDE];
    for ((cursor, list), &alloca) in cursors.iter_mut().zip(users.iter_mut()).zip(allocas) {
        list.clear();
        *cursor = alloca.first_use();
    }
    let mut walking = true;
    while walking {
        walking = false;
        for (cursor, list) in cursors.iter_mut().zip(users.iter_mut()) {
            if let Some(u) = *cursor {
                list.push(u.user());
                *cursor = u.next();
                walking = true;
            }
        }
    }
}

/// The alloca, whose users are `users` (in use-list order, one per use), as
/// a candidate if it is promotable; its loads and stores are appended to
/// `uses` (and taken back if it is not).
fn analyze(alloca: Value, users: &[Value], uses: &mut Vec<Value>) -> Option<Candidate> {
    let allocated_type = alloca.allocated_type();
    let start = uses.len();
    let mut has_other_users = false;
    for &user in users {
        let opcode = user.opcode();
        let ok = match opcode {
            LLVMOpcode::LLVMLoad => !user.is_volatile() && user.ty() == allocated_type,
            LLVMOpcode::LLVMStore => {
                let stored = user.operand(0);
                stored != alloca && stored.ty() == allocated_type && !user.is_volatile()
            }
            LLVMOpcode::LLVMCall => is_lifetime_marker(user) || is_droppable(user),
            LLVMOpcode::LLVMBitCast => only_used_by(user, true),
            LLVMOpcode::LLVMGetElementPtr => {
                (1..user.num_operands()).all(|i| user.operand(i).is_constant_int_zero()) && only_used_by(user, true)
            }
            LLVMOpcode::LLVMAddrSpaceCast => only_used_by(user, false),
            _ => false,
        };
        if !ok {
            uses.truncate(start);
            return None;
        }
        match opcode {
            LLVMOpcode::LLVMLoad | LLVMOpcode::LLVMStore => uses.push(user),
            _ => has_other_users = true,
        }
    }
    Some(Candidate { alloca, allocated_type, uses: start as u32..uses.len() as u32, has_other_users })
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
