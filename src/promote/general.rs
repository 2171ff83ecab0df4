//! The general path on the IR, after the phis exist: renaming, erasing the
//! allocas, simplifying the new phis and completing the ones in blocks with
//! unreachable predecessors.

use super::debuginfo::GeneralDebug;
use super::observe::Observer;
use super::plan::{Accesses, BatchPlan};
use super::replay::{replace_load, Batch};
use crate::llvm::function::FunctionView;
use crate::llvm::ir::{AddressMap, BasicBlock, DebugLoc, Type, Value};
use crate::llvm::shim::{self, Host};
use crate::rules::Rules;
use crate::ssa::cfg::{Block, Cfg};
use crate::ssa::domtree::DomTree;
use crate::ssa::entity::{Csr, EmptyWithRoom, IdVec};
use crate::ssa::liveness::PhiPlacement;
use crate::ssa::rename::{walk, ChangedPhis, Renamer, UndoState, WalkScratch};
use crate::ssa::simplify::{CleanupRules, PhiOracle, PhiSet, Simplifier, Val};
use crate::ssa::{AccessKind, PhiId, Var};

/// A variable's current value during renaming (as the simplifier sees it,
/// and as LLVM does), and the location of the store that set it (upstream
/// tracks it for the phis' debug locations).
#[derive(Clone, Copy)]
struct Current {
    value: Val<Value>,
    ir: Value,
    loc: DebugLoc,
}

/// What renaming keeps per phi, together because every arrival touches it.
/// Kept by slot in `placement.by_block` (a block's phis side by side), not
/// by phi id (a variable's phis side by side): an arrival then reads one
/// short run instead of a phi per variable scattered over the whole array.
#[derive(Clone, Copy)]
struct PhiState {
    loc: DebugLoc,
    /// The value of the latest entry, `None` before the first. (One IR
    /// value is one [`Val`]: the renaming state pairs them one to one.)
    last: Option<Value>,
}

/// The general path's buffers, kept from one batch to the next.
#[derive(Default)]
pub struct RenameBuffers {
    walk: WalkScratch,
    types: IdVec<Var, Type>,
    state: UndoState<Var, Current>,
    phi_state: Vec<PhiState>,
    /// The phis by slot, as the IR has them, and their variables: an arrival
    /// hands a block's run of them to LLVM as it is.
    slot_phis: Vec<Value>,
    slot_vars: Vec<Var>,
    /// By slot, the value of each phi's latest entry, which an arrival hands
    /// to LLVM as it is too.
    slot_values: Vec<Value>,
    /// The phis an arrival needs to look at.
    changed: ChangedPhis,
    /// Per block, whether the latest arrival left each phi's location as an
    /// arrival with the same locations would leave it (a merged location
    /// merges again); an arrival looks only at changed variables' phis
    /// when so.
    settled: IdVec<Block, bool>,
    /// The batch's phis by address: a stored value can be one of them (a
    /// load already renamed to a phi, then stored to another variable).
    phi_ids: AddressMap<PhiId>,
    /// (phi, a value among its entries), runs of repeats collapsed; then the
    /// same grouped by phi, for simplification.
    entry_pairs: Vec<(PhiId, Val<Value>)>,
    entries: Csr<PhiId, Val<Value>>,
    simplifier: Simplifier<Value>,
    removed: IdVec<PhiId, bool>,
    missing: Vec<BasicBlock>,
    missing_ids: Vec<Block>,
}

/// Renames the loads and stores of the batch's general variables on the IR,
/// in upstream's walk order.
struct IrRenamer<'a, O: Observer + ?Sized> {
    view: &'a mut FunctionView,
    host: Host,
    rules: &'a Rules,
    accesses: &'a Accesses,
    plan: &'a BatchPlan,
    placement: &'a PhiPlacement,
    b: &'a mut RenameBuffers,
    debug: GeneralDebug<'a>,
    observer: Option<&'a mut O>,
}

/// A phi's location: its first entry's, then merged with each later one's
/// (upstream's updateForIncomingValueLocation).
fn update_location(ir: Value, phi: &mut PhiState, loc: DebugLoc) {
    if phi.loc == loc {
        return; // also the first entry without a location
    }
    if phi.last.is_none() {
        ir.set_debug_loc(loc);
        phi.loc = loc;
    } else if !phi.loc.is_none() {
        if loc.is_none() {
            ir.set_debug_loc(DebugLoc::NONE);
            phi.loc = DebugLoc::NONE;
        } else {
            shim::merge_debug_loc(ir, loc);
            phi.loc = ir.debug_loc();
        }
    }
}

/// `phi` (`id`, `ir`) gets an entry with `current` (also kept in `value`).
/// Returns whether its location is settled.
#[inline(always)]
fn enter(
    phi: &mut PhiState,
    ir: Value,
    value: &mut Value,
    id: PhiId,
    current: Current,
    entry_pairs: &mut Vec<(PhiId, Val<Value>)>,
) -> bool {
    update_location(ir, phi, current.loc);
    *value = current.ir;
    // Simplification only asks which values occur: skip repeats.
    if phi.last != Some(current.ir) {
        phi.last = Some(current.ir);
        entry_pairs.push((id, current.value));
    }
    location_settled(phi, current.loc)
}

/// Whether another entry with location `loc`, after one with it, would
/// leave `phi`'s location as it is (a location merged from two others
/// merges again).
fn location_settled(phi: &PhiState, loc: DebugLoc) -> bool {
    debug_assert!(phi.last.is_some(), "after an entry");
    phi.loc == loc || phi.loc.is_none()
}

impl RenameBuffers {
    /// Sizes the buffers for renaming the batch with `placement`'s phis
    /// over `cfg` (see `ApplyBuffers::prepare`, in apply.rs).
    pub fn prepare(&mut self, plan: &BatchPlan, placement: &PhiPlacement, cfg: &Cfg) {
        let (vars, phis) = (plan.vars.len(), placement.len());
        self.walk.reserve(cfg.num_blocks());
        self.types.empty_with_room(vars);
        // At most one state change per renamed access and per phi.
        self.state.reserve(vars, plan.renamed.total() + phis);
        self.phi_state.empty_with_room(phis);
        self.slot_phis.empty_with_room(phis);
        self.slot_vars.empty_with_room(phis);
        self.slot_values.empty_with_room(phis);
        self.settled.empty_with_room(cfg.num_blocks());
        self.phi_ids.reserve(phis);
        // At most one entry pair per phi and arrival, and a block is
        // arrived at once per predecessor.
        let entry_pairs = placement.block_of.values().map(|&block| cfg.preds(block).len()).sum();
        self.entry_pairs.empty_with_room(entry_pairs);
        self.entries.reserve(phis, entry_pairs);
        self.simplifier.reserve(phis);
        self.removed.empty_with_room(phis);
        let most_preds = cfg.blocks().map(|b| cfg.preds(b).len()).max().unwrap_or(0);
        self.missing.empty_with_room(most_preds);
        self.missing_ids.empty_with_room(most_preds);
    }
}

impl<O: Observer + ?Sized> Renamer for IrRenamer<'_, O> {
    fn checkpoint(&mut self) -> usize {
        self.b.state.checkpoint()
    }

    fn rollback(&mut self, to: usize) {
        self.b.state.rollback(to);
    }

    fn arrive(&mut self, block: Block, pred: Block, edges: u32, visited_before: bool) {
        let by_block = &self.placement.by_block;
        let slots = by_block.range(block);
        if slots.is_empty() {
            if let Some(observer) = self.observer.as_deref_mut() {
                observer.renaming_arrived(block, pred, edges, visited_before, &[], &[]);
            }
            return;
        }
        let RenameBuffers {
            state, phi_state, slot_phis, slot_vars, slot_values, changed, settled, entry_pairs, ..
        } = &mut *self.b;
        let (phi_ids, vars) = (by_block.get(block), &slot_vars[slots.clone()]);
        let (phis, values) = (&slot_phis[slots.clone()], &mut slot_values[slots.clone()]);
        let phi_state = &mut phi_state[slots.clone()];
        let look_at_all = !visited_before || !settled[block];
        settled[block] = match changed.find(block, vars, state, look_at_all) {
            // The other phis' entries and locations are as they were.
            Some(offsets) => offsets.iter().fold(true, |all, &i| {
                let current = state.get(vars[i]);
                enter(&mut phi_state[i], phis[i], &mut values[i], phi_ids[i], current, entry_pairs) & all
            }),
            None => {
                let each = phi_state.iter_mut().zip(phis).zip(values.iter_mut()).zip(phi_ids).zip(vars);
                each.fold(true, |all, ((((phi, &ir), value), &id), &var)| {
                    enter(phi, ir, value, id, state.get(var), entry_pairs) & all
                })
            }
        };
        let values = &slot_values[slots.clone()];
        shim::add_incoming_each(phis, values, self.view.block(pred), edges);
        if let Some(observer) = self.observer.as_deref_mut() {
            observer.renaming_arrived(block, pred, edges, visited_before, phis, values);
        }
        if visited_before {
            // The walk stops here: the phis becoming current would never be
            // read, and their debug records exist since the first arrival.
            return;
        }
        let b = &mut *self.b;
        let bb = self.view.block(block);
        for ((&phi, &var), &ir) in by_block.get(block).iter().zip(&b.slot_vars[slots.clone()]).zip(&b.slot_phis[slots])
        {
            let loc = b.state.get(var).loc;
            b.state.set(var, Current { value: Val::Phi(phi), ir, loc });
            let debug = &self.debug.vars[var];
            if !debug.is_empty() {
                debug.at_phi(ir, bb);
            }
        }
    }

    fn visit(&mut self, block: Block) {
        if let Some(observer) = self.observer.as_deref_mut() {
            observer.renaming_entered(block);
        }
        for (&a, access) in self.plan.renamed_ids.get(block).iter().zip(self.plan.renamed.get(block)) {
            let inst = self.accesses.list[a].inst;
            let var = access.var;
            match access.kind {
                AccessKind::Load => {
                    let v = self.b.state.get(var).ir;
                    replace_load(self.view, self.host, self.rules, self.observer.as_deref_mut(), inst, v, v);
                }
                AccessKind::Store => {
                    let stored = inst.operand(0);
                    let value = match self.b.phi_ids.get(stored.0 as usize) {
                        Some(phi) => Val::Phi(phi),
                        None if stored.is_poison() => Val::Poison,
                        None if stored.is_undef_or_poison() => Val::Undef,
                        None => Val::Other(stored),
                    };
                    self.b.state.set(var, Current { value, ir: stored, loc: inst.debug_loc() });
                    if let Some(observer) = self.observer.as_deref_mut() {
                        observer.store_removed(inst, stored);
                    }
                    let debug = &self.debug.vars[var];
                    if !debug.is_empty() {
                        debug.assigns_at_deleted_store(inst, self.debug.batch);
                        debug.declares_at_store(inst);
                    }
                    inst.erase();
                }
            }
        }
        if let Some(observer) = self.observer.as_deref_mut() {
            let state = &self.b.state;
            observer.renaming_left(&mut (0..self.b.types.len()).map(|v| state.get(Var(v as u32)).ir));
        }
    }
}

/// Renames, erases the allocas, simplifies and completes the phis.
pub fn rename_and_clean_up<O: Observer + ?Sized>(
    b: &mut RenameBuffers,
    batch: Batch<'_, O>,
    phis: &IdVec<PhiId, Value>,
    debug: GeneralDebug<'_>,
) {
    let Batch { view, host, rules, candidates, accesses, plan, placement, observer } = batch;
    b.types.clear();
    for &c in plan.vars.values() {
        b.types.push(candidates.list[c].value_type);
    }
    b.state.reset_from(b.types.values().map(|t| Current { value: Val::Undef, ir: t.undef(), loc: DebugLoc::NONE }));
    b.phi_state.clear();
    let by_slot = placement.by_block.items();
    b.phi_state.extend(by_slot.iter().map(|_| PhiState { loc: DebugLoc::NONE, last: None }));
    b.slot_phis.clear();
    b.slot_phis.extend(by_slot.iter().map(|&phi| phis[phi]));
    b.slot_vars.clear();
    b.slot_vars.extend(by_slot.iter().map(|&phi| placement.var_of[phi]));
    b.slot_values.clear();
    b.slot_values.extend(b.slot_phis.iter().copied());
    b.changed.reset(view.cfg.num_blocks(), placement.by_block.most_under_one_key(), &mut b.state);
    b.settled.reset(view.cfg.num_blocks(), false);
    b.phi_ids.rebuild(phis.iter().map(|(id, v)| (v.0 as usize, id)));
    b.entry_pairs.clear();

    // The walk reads the CFG while the renamer rewrites through the view; the
    // view needs its CFG back only to compute a dominator tree, and placing
    // the phis computed that already.
    debug_assert!(view.computed_domtree().is_some());
    let cfg = std::mem::take(&mut view.cfg);
    let mut walk_scratch = std::mem::take(&mut b.walk);
    let mut renamer = IrRenamer { view, host, rules, accesses, plan, placement, b, debug, observer };
    walk(&cfg, &mut walk_scratch, &mut renamer, rules.successor_order);
    let IrRenamer { view, host, b, debug, observer, .. } = renamer;
    view.cfg = cfg;
    b.walk = walk_scratch;

    // The allocas go; uses left are in unreachable blocks, never renamed.
    for &c in plan.vars.values() {
        let alloca = candidates.list[c].alloca;
        shim::delete_assignment_markers(alloca);
        if alloca.has_uses() {
            alloca.replace_all_uses_with(alloca.ty().poison());
        }
        alloca.erase();
    }
    for d in debug.vars.values() {
        d.erase_declares();
    }

    b.entries.fill_from_pairs(placement.len(), &b.entry_pairs);
    view.domtree();
    let view: &FunctionView = view;
    let dt = view.computed_domtree().expect("computed just above");
    simplify(b, view, host, placement, phis, observer, rules.cleanup);
    add_poison_for_unreachable_preds(b, view, dt, placement, phis);
}

/// Upstream's phi simplification loop; marks the phis it removed.
fn simplify<O: Observer + ?Sized>(
    b: &mut RenameBuffers,
    view: &FunctionView,
    host: Host,
    placement: &PhiPlacement,
    phis: &IdVec<PhiId, Value>,
    observer: Option<&mut O>,
    rules: CleanupRules,
) {
    let dt = view.computed_domtree().expect("the caller computed it");
    let block = &placement.block_of;
    b.removed.reset(placement.len(), false);
    let mut ir = IrPhis { view, dt, host, block, phis, removed: &mut b.removed, observer };
    let set = PhiSet { block, block_number: view.upstream_numbers(), var: &placement.var_of, entries: &b.entries };
    b.simplifier.run(set, &mut ir, rules);
}

/// The IR's answers to the phi clean-up, which replaces phis on the IR as it
/// decides (LLVM's poison query reads the IR as the replacements so far
/// have left it).
struct IrPhis<'a, O: Observer + ?Sized> {
    view: &'a FunctionView,
    dt: &'a DomTree,
    host: Host,
    block: &'a IdVec<PhiId, Block>,
    phis: &'a IdVec<PhiId, Value>,
    removed: &'a mut IdVec<PhiId, bool>,
    observer: Option<&'a mut O>,
}

impl<O: Observer + ?Sized> IrPhis<'_, O> {
    fn ir(&self, v: Val<Value>, ty: Type) -> Value {
        match v {
            Val::Undef => ty.undef(),
            Val::Poison => ty.poison(),
            Val::Phi(p) => self.phis[p],
            Val::Other(v) => v,
        }
    }
}

impl<O: Observer + ?Sized> PhiOracle<Value> for IrPhis<'_, O> {
    fn other_dominates(&mut self, v: Value, phi_block: Block) -> bool {
        value_dominates_phi(self.view, self.dt, v, phi_block)
    }

    fn phi_dominates(&mut self, p: PhiId, q: PhiId) -> bool {
        self.block[p] != self.block[q] && self.dt.dominates(self.block[p], self.block[q])
    }

    fn not_poison(&mut self, v: Val<Value>, at: PhiId) -> bool {
        // LLVM's poison query walks the dominator tree.
        self.view.give_computed_domtree_to(self.host);
        let phi = self.phis[at];
        shim::is_guaranteed_not_to_be_poison_at(self.host, self.ir(v, phi.ty()), phi)
    }

    fn replace(&mut self, phi: PhiId, value: Val<Value>) {
        let ir_phi = self.phis[phi];
        let value = self.ir(value, ir_phi.ty());
        if let Some(observer) = self.observer.as_deref_mut() {
            observer.phi_simplified(ir_phi, value);
        }
        ir_phi.replace_all_uses_with(value);
        ir_phi.erase();
        self.removed[phi] = true;
    }
}

/// LLVM's `DominatorTree::dominates(Def, PhiNode)` for a non-phi value.
fn value_dominates_phi(view: &FunctionView, dt: &DomTree, v: Value, phi_block: Block) -> bool {
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
fn edge_dominates(view: &FunctionView, dt: &DomTree, start: Block, end: Block, use_block: Block) -> bool {
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
fn add_poison_for_unreachable_preds(
    b: &mut RenameBuffers,
    view: &FunctionView,
    dt: &DomTree,
    placement: &PhiPlacement,
    phis: &IdVec<PhiId, Value>,
) {
    if dt.reaches_every_block() {
        return; // no phi has an unreachable predecessor
    }
    for block in view.cfg.blocks() {
        let block_phis = placement.by_block.get(block);
        if block_phis.iter().all(|&p| b.removed[p]) {
            continue;
        }
        b.missing.clear();
        // In upstream's block numbers (function order in LLVM 19).
        b.missing_ids.clear();
        b.missing_ids.extend(view.cfg.preds(block).iter().copied().filter(|&p| !dt.is_reachable(p)));
        let numbers = view.upstream_numbers();
        b.missing_ids.sort_unstable_by_key(|&p| numbers[p]);
        b.missing.extend(b.missing_ids.iter().map(|&p| view.block(p)));
        if b.missing.is_empty() {
            continue;
        }
        for &phi in block_phis.iter().filter(|&&p| !b.removed[p]) {
            phis[phi].add_incoming_from_each(phis[phi].ty().poison(), &b.missing);
        }
    }
}
