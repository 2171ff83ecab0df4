//! The reg2mem IR edits in the C++ shim (src/shim/demote.cpp).

use llvm_sys::core::LLVMIsAInstruction;
use llvm_sys::prelude::*;

use super::ir::{BasicBlock, Use, Value};

extern "C" {
    fn m2r_split_edge(
        terminator: LLVMValueRef,
        slot: u32,
        copy_loop_metadata: bool,
        from: *mut u32,
    ) -> LLVMBasicBlockRef;
    fn m2r_split_exit(dest: LLVMBasicBlockRef, preds: *const LLVMBasicBlockRef, n: usize) -> LLVMBasicBlockRef;
    fn m2r_alloca_point(entry: LLVMBasicBlockRef) -> LLVMValueRef;
    fn m2r_operand_no(u: LLVMUseRef) -> u32;
    fn m2r_new_slot(value: LLVMValueRef, before: LLVMValueRef) -> LLVMValueRef;
    fn m2r_new_reload(value: LLVMValueRef, slot: LLVMValueRef, before: LLVMValueRef) -> LLVMValueRef;
    fn m2r_new_spill(value: LLVMValueRef, slot: LLVMValueRef, before: LLVMValueRef, block: LLVMBasicBlockRef);
}

/// Splits the edge in `terminator`'s successor slot `slot` (see the shim);
/// the new block's branch gets the terminator's `!llvm.loop` if
/// `copy_loop_metadata` (see [`crate::rules::Rules::split_edge_copies_loop_metadata`]).
pub fn split_edge(terminator: Value, slot: usize, copy_loop_metadata: bool) -> BasicBlock {
    split_edge_from(terminator, slot, copy_loop_metadata, &mut 0)
}

/// [`split_edge`], where the first phi of the destination has no entry
/// from the source before index `*from`; `*from` is then set past the entry
/// the split took (for the next split of an edge between the same blocks).
pub fn split_edge_from(terminator: Value, slot: usize, copy_loop_metadata: bool, from: &mut u32) -> BasicBlock {
    assert!(slot < super::ir::num_successors(terminator) as usize, "successor slot {slot}");
    // SAFETY: a live terminator (the invariant) with a successor slot `slot`
    // (both checked above), and `from` points to a local u32.
    BasicBlock(unsafe { m2r_split_edge(terminator.0, slot as u32, copy_loop_metadata, from) })
}

/// Which operand of its user `u` is.
pub fn operand_no(u: Use) -> u32 {
    // SAFETY: a live use (the invariant).
    unsafe { m2r_operand_no(u.0) }
}

/// Moves the edges from `preds` to `dest` to a new block before `dest`.
pub fn split_exit(dest: BasicBlock, preds: &[BasicBlock]) -> BasicBlock {
    let raw: Vec<LLVMBasicBlockRef> = preds.iter().map(|b| b.0).collect();
    // SAFETY: a live block and `raw`, live blocks that branch to it, read
    // by the shim for the call only.
    BasicBlock(unsafe { m2r_split_exit(dest.0, raw.as_ptr(), raw.len()) })
}

/// The `reg2mem alloca point` bitcast, after the entry block's leading
/// allocas.
pub fn alloca_point(entry: BasicBlock) -> Value {
    // SAFETY: a live entry block (the invariant).
    Value(unsafe { m2r_alloca_point(entry.0) })
}

/// A slot `<name>.reg2mem` for `value`, before `before`.
pub fn new_slot(value: Value, before: Value) -> Value {
    value.assert_kind(LLVMIsAInstruction, "an instruction");
    before.assert_kind(LLVMIsAInstruction, "an instruction");
    // SAFETY: live handles (the invariants): an instruction and an instruction to insert
    // before (the kinds checked above).
    Value(unsafe { m2r_new_slot(value.0, before.0) })
}

/// A load `<name>.reload` of `value`'s type from `slot`, before `before`.
pub fn new_reload(value: Value, slot: Value, before: Value) -> Value {
    before.assert_kind(LLVMIsAInstruction, "an instruction");
    // SAFETY: live handles (the invariants): a value, its slot and an instruction to
    // insert before (its kind checked above).
    Value(unsafe { m2r_new_reload(value.0, slot.0, before.0) })
}

/// Where a store goes.
#[derive(Clone, Copy)]
pub enum SpillAt {
    /// Right before the instruction (after its debug records).
    Before(Value),
    /// At the block's first insertion point (before its debug records).
    BlockStart(BasicBlock),
}

/// A store of `value` into `slot`.
pub fn new_spill(value: Value, slot: Value, at: SpillAt) {
    let (before, block) = match at {
        SpillAt::Before(i) => {
            i.assert_kind(LLVMIsAInstruction, "an instruction");
            (i.0, std::ptr::null_mut())
        }
        SpillAt::BlockStart(b) => (std::ptr::null_mut(), b.0),
    };
    // SAFETY: live handles (the invariants): a value, its slot, and exactly one of an
    // instruction (its kind checked above) and a block (the other null), as `at` says.
    unsafe { m2r_new_spill(value.0, slot.0, before, block) }
}
