//! rust-reg2mem: SSA destruction as `opt -passes=reg2mem` does it.
//!
//! Per function:
//! 1. split every critical edge, keeping loops simplified ([`split`],
//!    over our CFG view, dominator tree and loop forest; each split
//!    replayed on the IR as it is decided);
//! 2. put `%"reg2mem alloca point" = bitcast i32 0 to i32` before the
//!    entry block's first non-alloca instruction: every slot goes before it;
//! 3. demote every value used outside its block or by a phi (entry-block
//!    allocas excepted), last first: a slot, a reload before each use
//!    (in a phi's incoming block for a phi use), a store after the
//!    definition;
//! 4. demote every phi, last first: a store of each incoming value at the
//!    end of its block, one reload where the phi was.
//!
//! What upstream does is specified in `../shared/REFERENCE.md` ("What
//! `opt-19 -passes=reg2mem` does"); where upstream crashes (a `callbr`
//! whose successor has several predecessors) this pass splits the edge
//! and goes on.
// Safe code, but for erasing instructions (`Value::erase`'s contract), each
// site allowed by name and saying why the handle is not used again.
#![deny(unsafe_code)]

mod catchswitch;
mod demotion;
pub mod loops;
pub mod split;

use std::collections::HashMap;

use llvm_sys::LLVMOpcode;

use crate::llvm::edit;
use crate::llvm::function::{FunctionView, UnreadableFunction};
use crate::llvm::ir::{BasicBlock, Value};
use crate::rules::Rules;
use loops::LoopForest;
use m2r_ssa::Block;
use split::{split_all_critical_edges, BlockKind, EditableCfg, SplitStep};

/// The SSA-destruction pass's name in `-passes=` pipelines.
pub const REG2MEM_PASS_NAME: &str = "rust-reg2mem";

/// Runs reg2mem on `function` (which has a body) under `rules`. Every
/// function with a body changes: it gets the alloca point at least.
pub fn demote_function(function: Value, rules: &Rules) -> Result<(), UnreadableFunction> {
    let mut view = FunctionView::default();
    view.read(function, rules.block_numbering)
        .map_err(|reason| UnreadableFunction { function: function.name(), reason })?;
    split_critical_edges(&mut view, rules);

    let entry = function.first_block().expect("a function with a body has an entry block");
    let point = edit::alloca_point(entry);

    let escaping = escaping_values(function, entry);
    let mut deferred = catchswitch::Deferred::default();
    for &value in escaping.iter().rev() {
        demotion::demote_value(value, point, rules, &mut deferred);
    }
    let phis: Vec<Value> =
        function.blocks().flat_map(|b| b.instructions().take_while(|i| i.opcode() == LLVMOpcode::LLVMPHI)).collect();
    let mut kept = Vec::new();
    for &phi in phis.iter().rev() {
        if !demotion::demote_phi(phi, point, &mut deferred) {
            kept.push(phi);
        }
    }
    // The phis demoted since took their entries (src/demote/catchswitch.rs).
    for phi in kept {
        let erased = demotion::erase_if_unused(phi);
        debug_assert!(erased, "every phi that took a kept phi was demoted after it");
    }
    Ok(())
}

/// Step 1, on the IR read into `view`.
fn split_critical_edges(view: &mut FunctionView, rules: &Rules) {
    let mut blocks: Vec<BasicBlock> = view.blocks().values().copied().collect();
    let kinds: Vec<BlockKind> = blocks.iter().map(|&b| block_kind(b)).collect();
    view.domtree();
    let dt = view.computed_domtree().expect("just computed");
    let mut loops = LoopForest::compute(&view.cfg, dt);
    let mut cfg = EditableCfg::new(&view.cfg, dt, &kinds);
    // Per destination, where the last split into it left its search of the
    // destination's first phi: (source, index).
    let mut phi_hint: HashMap<Block, (Block, u32)> = HashMap::new();
    split_all_critical_edges(&mut cfg, &mut loops, |step| {
        let new = match step {
            SplitStep::CriticalEdge { source, slot, dest, new } => {
                let terminator = blocks[source.index()].terminator().expect("read blocks have terminators");
                debug_assert_eq!(new.index(), blocks.len());
                let mut from = match phi_hint.get(dest) {
                    Some(&(s, i)) if s == *source => i,
                    _ => 0,
                };
                let new = edit::split_edge_from(terminator, *slot, rules.split_edge_copies_loop_metadata, &mut from);
                phi_hint.insert(*dest, (*source, from));
                new
            }
            SplitStep::LoopExit { dest, preds, new } => {
                debug_assert_eq!(new.index(), blocks.len());
                phi_hint.remove(dest); // its phis change
                let preds: Vec<BasicBlock> = preds.iter().map(|p| blocks[p.index()]).collect();
                edit::split_exit(blocks[dest.index()], &preds)
            }
        };
        blocks.push(new);
    });
}

/// What the splitting needs to know of a block.
fn block_kind(b: BasicBlock) -> BlockKind {
    let first_non_phi = b.instructions().find(|i| i.opcode() != LLVMOpcode::LLVMPHI);
    BlockKind {
        eh_pad: first_non_phi.is_some_and(|i| i.is_eh_pad()),
        indirect_br: b.terminator().is_some_and(|t| t.opcode() == LLVMOpcode::LLVMIndirectBr),
    }
}

/// The instructions, in function order, whose value is used in another
/// block or by a phi, except the entry block's allocas and values of
/// unsized type (`valueEscapes`).
fn escaping_values(function: Value, entry: BasicBlock) -> Vec<Value> {
    let mut escaping = Vec::new();
    for block in function.blocks() {
        for inst in block.instructions() {
            if block == entry && inst.opcode() == LLVMOpcode::LLVMAlloca || !inst.ty().is_sized() {
                continue;
            }
            let escapes = inst.uses().any(|u| {
                let user = u.user();
                user.parent_block() != block || user.opcode() == LLVMOpcode::LLVMPHI
            });
            if escapes {
                escaping.push(inst);
            }
        }
    }
    escaping
}
