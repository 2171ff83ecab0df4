//! Demoting one value or one phi to a stack slot (upstream's
//! `DemoteRegToStack` and `DemotePHIToStack`, as reg2mem calls them).

use llvm_sys::LLVMOpcode;

use super::catchswitch::{has_no_room, store_blocks, Deferred};
use crate::llvm::edit::{self, SpillAt};
use crate::llvm::ir::{num_successors, successors, BasicBlock, PtrMap, Value};
use crate::rules::Rules;

/// Gives `value` a slot (before `point`): a reload before each user that
/// is no phi, one per incoming block in a phi that takes it, and a store
/// right after the definition. A phi entry for an edge out of a
/// `catchswitch` block, which has no room for the reload, is left to the
/// phi's demotion (`deferred`).
pub fn demote_value(value: Value, point: Value, rules: &Rules, deferred: &mut Deferred) {
    if !value.has_uses() {
        // SAFETY: no uses; `demote_function` reads each escaping value once,
        // and never again once it is demoted.
        #[allow(unsafe_code)]
        unsafe {
            value.erase()
        };
        return;
    }
    let slot = edit::new_slot(value, point);
    // A store after an invoke or callbr goes into the successor, which
    // must then have no other predecessor: split the edge if it has.
    match value.opcode() {
        LLVMOpcode::LLVMInvoke => split_if_shared(value, 0, rules),
        LLVMOpcode::LLVMCallBr => {
            for slot in 0..num_successors(value) as usize {
                split_if_shared(value, slot, rules);
            }
        }
        _ => {}
    }

    // Users in use-list order, each rewritten whole: a phi at each entry
    // that takes the value, in entry order, any other user at each operand.
    // One walk of the use list finds every user's entries, so that a phi of
    // thousands of entries is not searched once for each value it takes.
    let mut users: Vec<(Value, Vec<u32>)> = Vec::new();
    let mut index_of: PtrMap<Value, usize> = PtrMap::default();
    for u in value.uses() {
        let user = u.user();
        let i = *index_of.entry(user).or_insert_with(|| {
            users.push((user, Vec::new()));
            users.len() - 1
        });
        if user.opcode() == LLVMOpcode::LLVMPHI {
            users[i].1.push(edit::operand_no(u));
        }
    }
    for (user, mut entries) in users {
        if user.opcode() == LLVMOpcode::LLVMPHI {
            // One reload per incoming block, shared by its duplicate entries;
            // none in a catchswitch block, whose entries are left to the phi.
            entries.sort_unstable();
            let mut reloads: PtrMap<BasicBlock, Option<Value>> = PtrMap::default();
            for i in entries {
                let from = user.incoming_block(i);
                let reload = *reloads.entry(from).or_insert_with(|| {
                    (!has_no_room(from))
                        .then(|| edit::new_reload(value, slot, from.terminator().expect("a block has a terminator")))
                });
                match reload {
                    Some(reload) => user.set_operand(i, reload),
                    None => deferred.defer(value, slot),
                }
            }
        } else {
            let reload = edit::new_reload(value, slot, user);
            replace_uses_in(user, value, reload);
        }
    }

    // The store: right after the definition, past phis and EH pads; at the
    // start of the normal destination of an invoke, of every successor of
    // a callbr, or of the successors of a catchswitch in the way (crossing
    // those that end in a catchswitch: src/demote/catchswitch.rs).
    let stores_into: Vec<BasicBlock> = if value.opcode() == LLVMOpcode::LLVMInvoke {
        vec![value.normal_dest()]
    } else if value.is_terminator() {
        successors(value).collect() // callbr
    } else {
        let at = past_phis_and_pads(value.next_instruction().expect("a non-terminator has a next instruction"));
        if at.opcode() != LLVMOpcode::LLVMCatchSwitch {
            edit::new_spill(value, slot, SpillAt::Before(at));
            return;
        }
        store_blocks(at)
    };
    for b in stores_into {
        edit::new_spill(value, slot, SpillAt::BlockStart(b));
    }
}

/// Replaces the phi `phi` by a slot (before `point`): a store of each
/// incoming value before its block's terminator (see
/// [`Deferred::spill_on_edge`] for a `catchswitch` block), and one reload after the block's phis and EH pad
/// (one before each user if the block is a `catchswitch`, which has no room
/// for it). Returns false if the phi stays for now: a `catchswitch` block's
/// phi that a phi not yet demoted takes (no reload can go before a phi);
/// that phi's demotion takes its entries instead, and then it has no use.
pub fn demote_phi(phi: Value, point: Value, deferred: &mut Deferred) -> bool {
    if !phi.has_uses() {
        // SAFETY: no uses; true tells `demote_function`, which read each phi
        // once, that it is gone (it keeps only the phis that stay).
        #[allow(unsafe_code)]
        unsafe {
            phi.erase()
        };
        return true;
    }
    let slot = edit::new_slot(phi, point);
    for i in 0..phi.count_incoming() {
        deferred.spill_on_edge(phi.incoming_value(i), phi.incoming_block(i), slot);
    }
    let at = past_phis_and_pads(phi);
    if at.opcode() == LLVMOpcode::LLVMCatchSwitch {
        // A user with two uses is listed twice, and gets a second, unused reload.
        let users: Vec<Value> = phi.uses().map(|u| u.user()).collect();
        for user in users.into_iter().filter(|u| u.opcode() != LLVMOpcode::LLVMPHI) {
            let reload = edit::new_reload(phi, slot, user);
            replace_uses_in(user, phi, reload);
        }
        return erase_if_unused(phi);
    } else {
        let reload = edit::new_reload(phi, slot, at);
        phi.replace_all_uses_with(reload);
        deferred.replaced(phi, reload);
    }
    // SAFETY: every use now reads a reload; `deferred` holds the phi only
    // as a key, moved to the reload above, and true tells `demote_function`
    // (which read each phi once) that it is gone.
    #[allow(unsafe_code)]
    unsafe {
        phi.erase()
    };
    true
}

/// Erases `phi` if nothing but its own entries uses it (a phi of a
/// `catchswitch` block that takes itself around a loop: its slot holds the
/// value on that edge already). True if it did.
pub fn erase_if_unused(phi: Value) -> bool {
    if phi.uses().any(|u| u.user() != phi) {
        return false;
    }
    if phi.has_uses() {
        phi.replace_all_uses_with(phi.ty().poison());
    }
    // SAFETY: no uses left; true tells the caller that it is gone
    // (`demote_phi` returns it, `demote_function` drops its kept phi).
    #[allow(unsafe_code)]
    unsafe {
        phi.erase()
    };
    true
}

/// `User::replaceUsesOfWith`: every operand of `user` that is `from`.
fn replace_uses_in(user: Value, from: Value, to: Value) {
    for i in 0..user.num_operands() {
        if user.operand(i) == from {
            user.set_operand(i, to);
        }
    }
}

/// The first instruction from `at` on that is neither a phi nor an EH pad,
/// or the `catchswitch` met first (a block that has no room after them).
fn past_phis_and_pads(mut at: Value) -> Value {
    while at.opcode() != LLVMOpcode::LLVMCatchSwitch && (at.opcode() == LLVMOpcode::LLVMPHI || at.is_eh_pad()) {
        at = at.next_instruction().expect("a block ends in a terminator");
    }
    at
}

/// Splits the edge in `terminator`'s successor slot `slot` if its
/// destination has other predecessor edges.
fn split_if_shared(terminator: Value, slot: usize, rules: &Rules) {
    let dest = successors(terminator).nth(slot).expect("the slot exists");
    if dest.predecessor_edges() > 1 {
        edit::split_edge(terminator, slot, rules.split_edge_copies_loop_metadata);
    }
}
