//! The general path on the IR, after the phis exist: renaming, erasing the
//! allocas, simplifying the new phis and completing the ones in blocks with
//! unreachable predecessors.

use super::apply::{replace_load, GeneralDebug};
use super::plan::{AccessId, Accesses, BatchPlan, CandidateId};
use super::promotable::Candidate;
use crate::llvm::function::FunctionView;
use llvm_sys::prelude::LLVMValueRef;

use crate::llvm::ir::{DebugLoc, PtrMap, Type, Value};
use crate::llvm::shim::{self, Host};
use crate::ssa::cfg::Block;
use crate::ssa::entity::{Csr, IdVec};
use crate::ssa::liveness::PhiPlacement;
use crate::ssa::rename::{walk, Renamer, UndoState, WalkScratch};
use crate::ssa::simplify::{simplify_phis, PhiSet, Val};
use crate::ssa::{AccessKind, PhiId, Var};

/// A variable's current value during renaming, and the location of the
/// store that set it (upstream tracks it for the phis' debug locations).
#[derive(Clone, Copy)]
struct Current {
    value: Val<Value>,
    loc: DebugLoc,
}

/// Renames the loads and stores of the batch's general variables on the IR,
/// in upstream's walk order.
struct IrRenamer<'a> {
    view: &'a mut FunctionView,
    host: Host,
    accesses: &'a Accesses,
    in_block: &'a Csr<Block, AccessId>,
    plan: &'a BatchPlan,
    placement: &'a PhiPlacement,
    phis: &'a IdVec<PhiId, Value>,
    types: IdVec<Var, Type>,
    /// The batch's phis by handle: a stored value can be one of them (a load
    /// already renamed to a phi, then stored to another variable).
    phi_ids: PtrMap<LLVMValueRef, PhiId>,
    state: UndoState<Var, Current>,
    /// Every phi's entries so far, for simplification.
    entries: IdVec<PhiId, Vec<Val<Value>>>,
    phi_loc: IdVec<PhiId, DebugLoc>,
    debug: GeneralDebug<'a>,
}

impl IrRenamer<'_> {
    fn value(&self, var: Var, v: Val<Value>) -> Value {
        match v {
            Val::Undef => self.types[var].undef(),
            Val::Poison => self.types[var].poison(),
            Val::Phi(p) => self.phis[p],
            Val::Other(v) => v,
        }
    }
}

impl Renamer for IrRenamer<'_> {
    type Checkpoint = usize;

    fn checkpoint(&mut self) -> usize {
        self.state.checkpoint()
    }

    fn rollback(&mut self, to: usize) {
        self.state.rollback(to);
    }

    fn arrive(&mut self, block: Block, pred: Block, edges: u32) {
        let pred_bb = self.view.block(pred);
        for &phi in self.placement.by_block.get(block) {
            let var = self.placement.var_of[phi];
            let current = self.state.get(var);
            let ir_phi = self.phis[phi];
            // Location: the first entry's, then merged with each later one.
            let loc = current.loc;
            let old = self.phi_loc[phi];
            if self.entries[phi].is_empty() {
                if !loc.is_none() {
                    ir_phi.set_debug_loc(loc);
                    self.phi_loc[phi] = loc;
                }
            } else if old != loc && !old.is_none() {
                if loc.is_none() {
                    ir_phi.set_debug_loc(DebugLoc::NONE);
                    self.phi_loc[phi] = DebugLoc::NONE;
                } else {
                    shim::merge_debug_loc(ir_phi, loc);
                    self.phi_loc[phi] = ir_phi.debug_loc();
                }
            }
            ir_phi.add_incoming(self.value(var, current.value), pred_bb, edges);
            self.entries[phi].extend(std::iter::repeat(current.value).take(edges as usize));
            self.state.set(var, Current { value: Val::Phi(phi), loc });
            let debug = &self.debug.vars[var];
            if !debug.is_empty() {
                debug.at_phi(ir_phi, self.view.block(block));
            }
        }
    }

    fn visit(&mut self, block: Block) {
        for &a in self.in_block.get(block) {
            let access = self.accesses.list[a];
            let var = self.plan.renamed_as[a].expect("only renamed accesses are listed");
            match access.kind {
                AccessKind::Load => {
                    let v = self.value(var, self.state.get(var).value);
                    replace_load(self.view, self.host, access.inst, v, v);
                }
                AccessKind::Store => {
                    let stored = access.inst.operand(0);
                    let value = if let Some(&phi) = self.phi_ids.get(&stored.0) {
                        Val::Phi(phi)
                    } else if stored.is_poison() {
                        Val::Poison
                    } else if stored.is_undef_or_poison() {
                        Val::Undef
                    } else {
                        Val::Other(stored)
                    };
                    self.state.set(var, Current { value, loc: access.inst.debug_loc() });
                    let debug = &self.debug.vars[var];
                    if !debug.is_empty() {
                        debug.assigns_at_deleted_store(access.inst, self.debug.batch);
                        debug.declares_at_store(access.inst);
                    }
                    access.inst.erase();
                }
            }
        }
    }
}

/// Renames, erases the allocas, simplifies and completes the phis.
#[allow(clippy::too_many_arguments)]
pub fn rename_and_clean_up(
    view: &mut FunctionView,
    host: Host,
    candidates: &IdVec<CandidateId, Candidate>,
    accesses: &Accesses,
    in_block: &Csr<Block, AccessId>,
    plan: &BatchPlan,
    placement: &PhiPlacement,
    phis: &IdVec<PhiId, Value>,
    debug: GeneralDebug<'_>,
) {
    let types: IdVec<Var, Type> = IdVec::from_vec(plan.vars.values().map(|&c| candidates[c].allocated_type).collect());
    let num_vars = types.len();
    let mut renamer = IrRenamer {
        host,
        accesses,
        in_block,
        plan,
        placement,
        phis,
        types,
        phi_ids: phis.iter().map(|(id, v)| (v.0, id)).collect(),
        state: UndoState::new(std::iter::repeat(Current { value: Val::Undef, loc: DebugLoc::NONE }).take(num_vars)),
        entries: IdVec::filled(placement.len(), Vec::new()),
        phi_loc: IdVec::filled(placement.len(), DebugLoc::NONE),
        debug,
        view,
    };
    let cfg = renamer.view.cfg.clone();
    walk(&cfg, &mut WalkScratch::default(), &mut renamer);
    let entries = std::mem::take(&mut renamer.entries);
    let debug = renamer.debug;

    // The allocas go; uses left are in unreachable blocks, never renamed.
    for &c in plan.vars.values() {
        let alloca = candidates[c].alloca;
        if debug.has_debug_info {
            shim::delete_assignment_markers(alloca);
        }
        if alloca.has_uses() {
            alloca.replace_all_uses_with(alloca.ty().poison());
        }
        alloca.erase();
    }
    for d in debug.vars.values() {
        d.erase_declares();
    }

    let removed = simplify(view, placement, phis, entries);
    add_poison_for_unreachable_preds(view, placement, phis, &removed);
}

/// Upstream's phi simplification loop; returns which phis it removed.
fn simplify(
    view: &mut FunctionView, placement: &PhiPlacement, phis: &IdVec<PhiId, Value>, entries: IdVec<PhiId, Vec<Val<Value>>>) -> IdVec<PhiId, bool> {
    let set = PhiSet { block: placement.block_of.clone(), entries };
    view.domtree();
    let view: &FunctionView = view;
    let dt = view.computed_domtree().expect("computed just above");
    let replacements = simplify_phis(
        &set,
        |v, phi_block| value_dominates_phi(view, dt, v, phi_block),
        |p, q| set.block[p] != set.block[q] && dt.dominates(set.block[p], set.block[q]),
    );
    let mut removed = IdVec::filled(placement.len(), false);
    for (phi, value) in replacements {
        let var_ty = phis[phi].ty();
        let with = match value {
            Val::Undef => var_ty.undef(),
            Val::Poison => var_ty.poison(),
            Val::Phi(p) => phis[p],
            Val::Other(v) => v,
        };
        phis[phi].replace_all_uses_with(with);
        phis[phi].erase();
        removed[phi] = true;
    }
    removed
}

/// LLVM's `DominatorTree::dominates(Def, PhiNode)` for a non-phi value.
fn value_dominates_phi(view: &FunctionView, dt: &crate::ssa::domtree::DomTree, v: Value, phi_block: Block) -> bool {
    if !v.is_instruction() {
        return true; // arguments and constants dominate everything
    }
    let def_block = view.block_id(v.parent_block());
    if !dt.is_reachable(def_block) || def_block == phi_block {
        return false;
    }
    if v.is_invoke() {
        // An invoke's value exists only on its normal edge.
        let normal = view.block_id(v.normal_dest());
        return edge_dominates(view, dt, def_block, normal, phi_block);
    }
    dt.dominates(def_block, phi_block)
}

/// LLVM's `DominatorTree::dominates(BasicBlockEdge, BasicBlock)`.
fn edge_dominates(view: &FunctionView, dt: &crate::ssa::domtree::DomTree, start: Block, end: Block, use_block: Block) -> bool {
    if !dt.dominates(end, use_block) {
        return false;
    }
    let preds = view.cfg.preds(end);
    if preds.len() == 1 {
        return true;
    }
    let mut from_start = 0;
    for &p in preds {
        if p == start {
            from_start += 1;
            if from_start > 1 {
                return false; // parallel edges dominate nothing
            }
        } else if !dt.dominates(end, p) {
            return false;
        }
    }
    true
}

/// Phis in blocks with unreachable predecessors got no entries for them:
/// add `poison` ones, predecessors in function order.
fn add_poison_for_unreachable_preds(view: &mut FunctionView, placement: &PhiPlacement, phis: &IdVec<PhiId, Value>, removed: &IdVec<PhiId, bool>) {
    view.domtree();
    let view: &FunctionView = view;
    let dt = view.computed_domtree().expect("computed just above");
    for b in view.cfg.blocks() {
        let block_phis = placement.by_block.get(b);
        if block_phis.iter().all(|&p| removed[p]) {
            continue;
        }
        let missing: Vec<_> = view.cfg.preds(b).iter().filter(|&&p| !dt.is_reachable(p)).map(|&p| view.block(p)).collect();
        if missing.is_empty() {
            continue;
        }
        for &phi in block_phis.iter().filter(|&&p| !removed[p]) {
            phis[phi].add_incoming_from_each(phis[phi].ty().poison(), &missing);
        }
    }
}
