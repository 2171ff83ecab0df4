//! Edges out of `catchswitch` blocks, where upstream's reg2mem writes
//! invalid IR.
//!
//! A block that ends in a `catchswitch` may hold nothing but phis before
//! it, and an edge out of it (its unwind edge, into another EH pad) cannot
//! be split. Upstream still puts there the reload of a value a phi takes
//! over such an edge, and the store of a phi's incoming value for it,
//! which the verifier rejects ("CatchSwitchInst not the first non-PHI
//! instruction in the block", "The unwind destination does not have an
//! exception handling instruction"). Here, instead:
//!
//! * a phi entry for an edge out of a `catchswitch` block is left as it is
//!   when its value is demoted ([`Deferred`] remembers the value's slot);
//! * when the phi itself is demoted, the store for that edge goes to the
//!   end of each predecessor of the `catchswitch` block
//!   ([`Deferred::spill_on_edge`]), with the value that flows from
//!   there: a phi of the `catchswitch` block is replaced by its entry for
//!   that predecessor, a deferred value by a reload of its slot; a
//!   predecessor that is a `catchswitch` block in turn is crossed the same
//!   way;
//! * a value defined in a `catchswitch` block (one of its phis) is stored,
//!   as upstream does, at the start of each successor of the `catchswitch`,
//!   but where a successor ends in a `catchswitch` itself, at its
//!   successors in turn ([`store_blocks`]), not after that `catchswitch`.
//!   (Where the phi does not reach such a store, its own demotion replaces
//!   it there by a reload of its slot, as it does in upstream's output.)
//!
//! This is valid and keeps the meaning: the phi's slot is written on every
//! path into the `catchswitch` block with the value it would pass on, and
//! a `catchswitch` block changes no slot before control leaves it. The
//! value reaches the end of each predecessor: it dominates the
//! `catchswitch` block (or is one of its phis, replaced), which holds no
//! definition but its phis. Where upstream's output is valid, nothing here
//! applies, and the output stays upstream's.

use llvm_sys::LLVMOpcode;

use crate::llvm::edit::{self, SpillAt};
use crate::llvm::ir::{successors, BasicBlock, PtrMap, Value};

/// Whether `block` ends in a `catchswitch`: no load or store may go in it.
pub fn has_no_room(block: BasicBlock) -> bool {
    block.terminator().is_some_and(|t| t.opcode() == LLVMOpcode::LLVMCatchSwitch)
}

/// Where the store of a value of `catchswitch`'s block goes: the start of
/// each successor, one that ends in a `catchswitch` itself crossed to its
/// own successors (see the module doc).
pub fn store_blocks(catchswitch: Value) -> Vec<BasicBlock> {
    let mut out = Vec::new();
    let mut crossed = Vec::new();
    let mut work: Vec<BasicBlock> = successors(catchswitch).collect();
    work.reverse();
    while let Some(b) = work.pop() {
        if !has_no_room(b) {
            if !out.contains(&b) {
                out.push(b);
            }
        } else if !crossed.contains(&b) {
            crossed.push(b);
            let terminator = b.terminator().expect("it ends in a catchswitch");
            work.extend(successors(terminator).collect::<Vec<_>>().into_iter().rev());
        }
    }
    out
}

/// The slots of the values whose phi entries for edges out of a
/// `catchswitch` block were left to the phis' own demotion.
#[derive(Default)]
pub struct Deferred {
    slots: PtrMap<Value, Value>,
}

impl Deferred {
    /// `value`, demoted to `slot`, stays in some phi entry for an edge out of
    /// a `catchswitch` block.
    pub fn defer(&mut self, value: Value, slot: Value) {
        self.slots.insert(value, slot);
    }

    /// `value` was replaced by `with` everywhere (a phi by its reload): the
    /// entries left to the phis now hold `with`, whose value is in the
    /// same slot.
    pub fn replaced(&mut self, value: Value, with: Value) {
        if let Some(slot) = self.slots.remove(&value) {
            self.slots.insert(with, slot);
        }
    }

    /// Stores `value` into `slot` for the edge from `from` (to a phi's
    /// block): before `from`'s terminator, or where `from` ends in a
    /// `catchswitch`, at the end of each of its predecessors, with the value
    /// that flows from there (see the module doc).
    pub fn spill_on_edge(&self, value: Value, from: BasicBlock, slot: Value) {
        let mut work = vec![(value, from)];
        while let Some((value, from)) = work.pop() {
            let terminator = from.terminator().expect("a block has a terminator");
            if !has_no_room(from) {
                let value = match self.slots.get(&value) {
                    Some(&value_slot) => edit::new_reload(value, value_slot, terminator),
                    None => value,
                };
                edit::new_spill(value, slot, SpillAt::Before(terminator));
                continue;
            }
            // Pushed in reverse, so that the predecessors are served in order.
            for pred in predecessors(from).into_iter().rev() {
                let of_from =
                    value.opcode_if_instruction() == Some(LLVMOpcode::LLVMPHI) && value.parent_block() == from;
                work.push((if of_from { incoming_for(value, pred) } else { value }, pred));
            }
        }
    }
}

/// The blocks with an edge into `block`, each once, in use-list order (as
/// LLVM's `predecessors` lists them).
fn predecessors(block: BasicBlock) -> Vec<BasicBlock> {
    let mut preds: Vec<BasicBlock> = Vec::new();
    for user in block.as_value().uses().map(|u| u.user()).filter(|u| u.is_terminator()) {
        let pred = user.parent_block();
        if !preds.contains(&pred) {
            preds.push(pred);
        }
    }
    preds
}

/// What `phi` takes from `pred`.
fn incoming_for(phi: Value, pred: BasicBlock) -> Value {
    (0..phi.count_incoming())
        .find(|&i| phi.incoming_block(i) == pred)
        .map(|i| phi.incoming_value(i))
        .expect("a phi has an entry for each predecessor")
}
