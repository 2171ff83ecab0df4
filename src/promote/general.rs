//! The general path on the IR, after the phis exist: renaming, erasing the
//! allocas, simplifying the new phis and completing the ones in blocks with
//! unreachable predecessors.

use super::debuginfo::GeneralDebug;
use super::observe::{Observer, Tell};
use super::phi_map::{after_removal, bucket_order, BucketTables};
use super::plan::BatchPlan;
use super::replay::{replace_load, Batch};
use super::scan::Accesses;
use super::window::PhiWindow;
use crate::llvm::address_map::AddressMap;
use crate::llvm::function::FunctionView;
use crate::llvm::ir::{DebugLoc, Type, Value};
use crate::llvm::shim::{self, Host};
use crate::rules::Rules;
use m2r_ssa::{
    rename, Access, AccessPrint, Arrival, Block, Cfg, Csr, DomTree, EdgePrint, Function, Graph, IdVec, PhiId, PhiOracle,
};
use m2r_ssa::{PhiPlacement, PhiSet, PhiValue, Renaming, RenamingScratch, Simplifier, Var};

/// A variable's current value during renaming (as the simplifier sees it,
/// and as LLVM does), and the location of the store that set it (upstream
/// tracks it for the phis' debug locations).
#[derive(Clone, Copy)]
struct Current {
    value: PhiValue<Value>,
    ir: Value,
    loc: DebugLoc,
}

/// The general path's buffers, kept from one batch to the next.
#[derive(Default)]
pub struct GeneralBuffers {
    rename: RenamingScratch<Current>,
    types: IdVec<Var, Type>,
    /// By slot in `placement.by_block` (a block's phis side by side, not a
    /// variable's: an arrival reads one short run of each): the phis as the
    /// IR has them, which an arrival hands to LLVM as they are; the value of
    /// each one's latest entry (null before the first; the first arrival
    /// gives every phi one), handed to LLVM as it is too; and each one's
    /// debug location.
    slot_phis: Vec<Value>,
    slot_values: Vec<Value>,
    slot_locs: Vec<DebugLoc>,
    /// Repeated arrivals at a block of many phis, not written yet, and the
    /// offsets of the phis whose entry at the latest arrival differs from
    /// the one before.
    window: PhiWindow,
    new_values: Vec<u32>,
    /// The batch's phis by address: a stored value can be one of them (a
    /// load already renamed to a phi, then stored to another variable).
    phi_ids: AddressMap<PhiId>,
    /// (phi, a value among its entries), runs of repeats collapsed; then the
    /// same grouped by phi, for simplification.
    entry_pairs: Vec<(PhiId, PhiValue<Value>)>,
    entries: Csr<PhiId, PhiValue<Value>>,
    /// The clean-up: its visiting order (upstream's map of new phis) and
    /// the keys that decide it, and its buffers.
    keys: Vec<(u32, u32)>,
    visit: Vec<PhiId>,
    tables: BucketTables,
    simplifier: Simplifier<Value>,
    removed: IdVec<PhiId, bool>,
    missing: Vec<Block>,
    /// Scratch: the first phi of each block with phis that unreachable
    /// blocks branch to.
    targets: Vec<PhiId>,
}

/// The batch's general variables as SSA construction reads them: the CFG
/// and their loads and stores.
pub struct GeneralVars<'a> {
    pub cfg: &'a Cfg,
    pub plan: &'a BatchPlan,
}

impl Graph for GeneralVars<'_> {
    fn num_blocks(&self) -> usize {
        self.cfg.num_blocks()
    }

    #[inline]
    fn successors(&self, block: Block) -> &[Block] {
        self.cfg.succs(block)
    }

    fn edge_print(&self) -> Option<EdgePrint> {
        self.cfg.edge_print()
    }
}

impl Function for GeneralVars<'_> {
    fn num_vars(&self) -> usize {
        self.plan.vars.len()
    }

    #[inline]
    fn accesses(&self, block: Block) -> &[Access] {
        self.plan.renamed.get(block)
    }

    fn access_print(&self) -> Option<AccessPrint> {
        self.plan.renamed_print
    }
}

/// Renames the loads and stores of the batch's general variables on the IR,
/// in upstream's walk order.
struct IrRenaming<'a, O: Observer + ?Sized> {
    view: &'a FunctionView,
    host: Host,
    rules: &'a Rules,
    accesses: &'a Accesses,
    plan: &'a BatchPlan,
    phis: &'a IdVec<PhiId, Value>,
    b: &'a mut GeneralBuffers,
    debug: GeneralDebug<'a>,
    observer: Option<&'a mut O>,
}

/// A phi's location: its first entry's, then merged with each later one's
/// (upstream's updateForIncomingValueLocation). Inlined where every entry
/// is made: the common case, the same location, is one compare.
#[inline]
fn update_location(ir: Value, first: bool, phi_loc: &mut DebugLoc, loc: DebugLoc) {
    if *phi_loc != loc {
        merge_location(ir, first, phi_loc, loc); // equal: also the first entry without a location
    }
}

fn merge_location(ir: Value, first: bool, phi_loc: &mut DebugLoc, loc: DebugLoc) {
    if first {
        ir.set_debug_loc(loc);
        *phi_loc = loc;
    } else if !phi_loc.is_none() {
        if loc.is_none() {
            ir.set_debug_loc(DebugLoc::NONE);
            *phi_loc = DebugLoc::NONE;
        } else {
            shim::merge_debug_loc(ir, loc);
            *phi_loc = ir.debug_loc();
        }
    }
}

/// The phi `id`, `ir`, whose latest entry's value is `value` (meaningless
/// if this is its `first`) and whose location is `loc`, gets an entry with
/// `current`.
/// Returns whether its location is settled (another entry with the same
/// location would leave it as it is: a location merged from two others
/// merges again), and whether the entry's value differs from the one before.
#[inline(always)]
fn enter(
    ir: Value,
    value: &mut Value,
    loc: &mut DebugLoc,
    id: PhiId,
    current: Current,
    entry_pairs: &mut Vec<(PhiId, PhiValue<Value>)>,
    first: bool,
) -> (bool, bool) {
    update_location(ir, first, loc, current.loc);
    // Simplification only asks which values occur: skip repeats.
    let new_value = first || *value != current.ir;
    if new_value {
        *value = current.ir;
        entry_pairs.push((id, current.value));
    }
    (*loc == current.loc || loc.is_none(), new_value)
}

impl<O: Observer + ?Sized> Renaming for IrRenaming<'_, O> {
    type Value = Current;

    fn arrive(&mut self, a: Arrival<'_, Current>) -> bool {
        if a.phis.is_empty() {
            self.observer.tell(|o| o.renaming_arrived(a.block, a.pred, a.edges, a.visited_before, &[], &[]));
            return false;
        }
        let GeneralBuffers { slot_phis, slot_values, slot_locs, entry_pairs, window, new_values, .. } = &mut *self.b;
        let (phis, values) = (&slot_phis[a.slots.clone()], &mut slot_values[a.slots.clone()]);
        let locs = &mut slot_locs[a.slots.clone()];
        // Whether the arrival left each phi's location as an arrival with
        // the same locations would leave it (a merged location merges
        // again): then the next one looks only at changed variables' phis.
        let mut settled = true;
        // The first arrival enters every phi (no arrival names them changed).
        let first = !a.visited_before;
        debug_assert!(!first || a.changed.is_none(), "a first arrival names changed variables");
        new_values.clear();
        // Only the changed variables' phis, if the walk names them: the
        // other phis' entries and locations are as they were.
        let count = a.changed.map_or(phis.len(), |offsets| offsets.len());
        for k in 0..count {
            let i = a.changed.map_or(k, |offsets| offsets[k]);
            let current = a.current[a.vars[i]];
            let (location_settled, new_value) =
                enter(phis[i], &mut values[i], &mut locs[i], a.phis[i], current, entry_pairs, first);
            settled &= location_settled;
            if new_value {
                new_values.push(i as u32);
            }
        }
        let (values, pred) = (&slot_values[a.slots.clone()], self.view.block(a.pred));
        match self.observer.as_deref_mut() {
            None if a.visited_before && PhiWindow::takes(phis.len()) => {
                window.push(slot_phis, (a.block, a.slots), values, new_values, (pred, a.edges));
            }
            mut observer => {
                window.flush(slot_phis);
                shim::add_incoming_each(phis, values, pred, a.edges);
                observer.tell(|o| o.renaming_arrived(a.block, a.pred, a.edges, a.visited_before, phis, values));
            }
        }
        settled
    }

    fn arrivals_without_phis(&self) -> bool {
        self.observer.is_some()
    }

    fn phi_value(&mut self, block: Block, phi: PhiId, var: Var, previous: Current) -> Current {
        let ir = self.phis[phi];
        let debug = &self.debug.vars[var];
        if !debug.is_empty() {
            debug.at_phi(ir, self.view.block(block));
        }
        Current { value: PhiValue::Phi(phi), ir, loc: previous.loc }
    }

    fn entered(&mut self, block: Block) {
        self.observer.tell(|o| o.renaming_entered(block));
    }

    fn read(&mut self, block: Block, index: usize, _: Var, value: Current) {
        // The load's uses move to the value: after any pending entries.
        self.b.window.flush(&self.b.slot_phis);
        let access = &self.accesses.list[self.plan.renamed_id(block, index)];
        replace_load(&mut self.view, self.host, self.rules, self.observer.as_deref_mut(), access, value.ir, value.ir);
    }

    fn write(&mut self, block: Block, index: usize, var: Var) -> Current {
        let id = self.plan.renamed_id(block, index);
        let (inst, stored) = (self.accesses.list[id].inst, self.accesses.stored_now(id));
        let value = match self.b.phi_ids.get(stored.address()) {
            Some(phi) => PhiValue::Phi(phi),
            // One question for most values, which are neither.
            None if stored.is_undef_or_poison() => match stored.is_poison() {
                true => PhiValue::Poison,
                false => PhiValue::Undef,
            },
            None => PhiValue::Other(stored),
        };
        let current = Current { value, ir: stored, loc: inst.debug_loc() };
        self.observer.tell(|o| o.store_removed(inst.value(), stored));
        let debug = &self.debug.vars[var];
        if !debug.is_empty() {
            debug.assigns_at_deleted_store(inst.value(), self.debug.batch);
            debug.declares_at_store(inst.value());
        }
        // SAFETY: a store has no uses; the walk renames each access once,
        // and its handle in the access list is not read after.
        #[allow(unsafe_code)]
        unsafe {
            inst.erase()
        };
        current
    }

    fn left(&mut self, _: Block, current: &IdVec<Var, Current>) {
        self.observer.tell(|o| o.renaming_left(&mut current.values().map(|c| c.ir)));
    }
}

/// Renames, erases the allocas, simplifies and completes the phis.
pub fn rename_and_clean_up<O: Observer + ?Sized>(
    b: &mut GeneralBuffers,
    batch: Batch<'_, O>,
    phis: &IdVec<PhiId, Value>,
    debug: GeneralDebug<'_>,
) {
    let Batch { view, host, rules, candidates, accesses, plan, placement, observer } = batch;
    // Read only from here on: the walk reads the CFG while the renamer reads
    // the rest (and hands LLVM the dominator tree, which placing the phis
    // computed).
    let view: &FunctionView = view;
    let dt = view.computed_domtree().expect("placing the phis computed it");
    b.types.clear();
    b.types.extend(plan.vars.values().map(|&c| candidates.list[c].value_type));
    let by_slot = placement.slots();
    b.slot_locs.clear();
    b.slot_locs.resize(by_slot.len(), DebugLoc::NONE);
    b.slot_phis.clear();
    b.slot_phis.extend(by_slot.iter().map(|&phi| phis[phi]));
    // Each slot's latest entry, read only after its first arrival sets it
    // (until then, the phi itself).
    b.slot_values.clear();
    b.slot_values.extend_from_slice(&b.slot_phis);
    b.phi_ids.rebuild(phis.iter().map(|(id, v)| (v.address(), id)));
    b.entry_pairs.clear();
    if super::large::is_large(accesses.list.len()) {
        // A large batch's room, all at once (after a large function gave
        // the buffers back, growing by doubling would copy them; see
        // `super::large`): at most an entry for each edge into a phi.
        let entries = placement.blocks().values().map(|&bb| view.cfg.preds(bb).len()).sum();
        b.entry_pairs.reserve(entries);
    }

    let mut scratch = std::mem::take(&mut b.rename);
    let types = std::mem::take(&mut b.types);
    let initial = types.values().map(|t| Current { value: PhiValue::Undef, ir: t.undef(), loc: DebugLoc::NONE });
    let mut renamer = IrRenaming { view, host, rules, accesses, plan, phis, b, debug, observer };
    let function = GeneralVars { cfg: &view.cfg, plan };
    rename(&function, placement, initial, &mut renamer, rules.successor_order, &mut scratch)
        .expect("the placement was made for this function, which the plan read");
    let IrRenaming { host, b, debug, observer, .. } = renamer;
    b.window.flush(&b.slot_phis);
    b.rename = scratch;
    b.types = types;

    // The allocas go; uses left are in unreachable blocks, never renamed.
    for (var, &c) in plan.vars.iter() {
        let alloca = candidates.list[c].alloca;
        debug.vars[var].delete_assignment_markers(alloca);
        if alloca.has_uses() {
            alloca.replace_all_uses_with(alloca.ty().poison());
        }
        // SAFETY: no uses left; the batch is done, and nothing reads its
        // candidates' handles after it.
        #[allow(unsafe_code)]
        unsafe {
            alloca.erase()
        };
    }
    for d in debug.vars.values() {
        d.erase_declares();
    }

    b.entries.fill_from_pairs(placement.len(), &b.entry_pairs);
    simplify(b, view, host, placement, phis, observer, rules);
    add_poison_for_unreachable_preds(b, view, dt, placement, phis);
}

/// Upstream's phi simplification loop; marks the phis it removed.
fn simplify<O: Observer + ?Sized>(
    b: &mut GeneralBuffers,
    view: &FunctionView,
    host: Host,
    placement: &PhiPlacement,
    phis: &IdVec<PhiId, Value>,
    observer: Option<&mut O>,
    rules: &Rules,
) {
    let dt = view.computed_domtree().expect("the caller computed it");
    let block = placement.blocks();
    b.removed.reset(placement.len(), false);
    // Upstream visits its new phis in its map's order, keyed by (block
    // number, variable).
    let numbers = view.upstream_numbers();
    b.keys.clear();
    b.keys.extend(block.values().zip(placement.vars().values()).map(|(&bb, v)| (numbers[bb], v.index() as u32)));
    bucket_order(&b.keys, &mut b.visit, &mut b.tables, rules.phi_map.hash, rules.phi_map.probing);
    let tables = &mut b.tables;
    let mut ir =
        IrPhis { view, dt, host, block, phis, removed: &mut b.removed, observer, keys: &b.keys, tables, rules };
    let set = PhiSet::new(block, &b.entries).and_then(|set| set.with_order(&b.visit));
    b.simplifier.run(set.expect("the batch's phis and their entries"), &mut ir, rules.cleanup);
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
    /// Upstream's map of new phis, whose order the rounds follow.
    keys: &'a [(u32, u32)],
    tables: &'a mut BucketTables,
    rules: &'a Rules,
}

impl<O: Observer + ?Sized> IrPhis<'_, O> {
    fn ir(&self, v: PhiValue<Value>, ty: Type) -> Value {
        match v {
            PhiValue::Undef => ty.undef(),
            PhiValue::Poison => ty.poison(),
            PhiValue::Phi(p) => self.phis[p],
            PhiValue::Other(v) => v,
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

    fn not_poison(&mut self, v: PhiValue<Value>, at: PhiId) -> bool {
        // LLVM's poison query walks the dominator tree.
        self.view.give_computed_domtree_to(self.host);
        let phi = self.phis[at];
        shim::is_guaranteed_not_to_be_poison_at(self.host, self.ir(v, phi.ty()), phi)
    }

    fn replace(&mut self, phi: PhiId, value: PhiValue<Value>) {
        let ir_phi = self.phis[phi];
        let value = self.ir(value, ir_phi.ty());
        self.observer.tell(|o| o.phi_simplified(ir_phi, value));
        ir_phi.replace_all_uses_with(value);
        // SAFETY: no uses left; `removed` marks the phi, and nothing reads
        // a removed phi's handle from `phis` again.
        #[allow(unsafe_code)]
        unsafe {
            ir_phi.erase()
        };
        self.removed[phi] = true;
    }

    fn next_round(&mut self, order: &mut Vec<PhiId>) {
        let map = self.rules.phi_map;
        after_removal(order, self.removed, self.keys, self.tables, map.hash, map.probing);
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
/// add `poison` ones, predecessors in function order. Upstream completes a
/// block when its walk over the map of new phis meets the block's first
/// phi, so the blocks go in the map's order after the clean-up (which
/// decides the use-list order of a `poison` two blocks share).
fn add_poison_for_unreachable_preds(
    b: &mut GeneralBuffers,
    view: &FunctionView,
    dt: &DomTree,
    placement: &PhiPlacement,
    phis: &IdVec<PhiId, Value>,
) {
    if dt.reaches_every_block() {
        return; // no phi has an unreachable predecessor
    }
    // Only a block an unreachable one branches to can have such a
    // predecessor: those with phis left, by the first of them.
    b.targets.clear();
    for p in view.cfg.blocks().filter(|&p| !dt.is_reachable(p)) {
        let firsts = view.cfg.succs(p).iter().filter_map(|&s| placement.phis_in(s).iter().find(|&&q| !b.removed[q]));
        b.targets.extend(firsts.copied());
    }
    if b.targets.is_empty() {
        return;
    }
    b.targets.sort_unstable();
    b.targets.dedup();
    // The map's order is the simplifier's last round's, which removed none
    // (and [`IrPhis::next_round`] took out those the rounds before did).
    let numbers = view.upstream_numbers();
    for &first in b.simplifier.last_order().iter().filter(|p| b.targets.binary_search(p).is_ok()) {
        let block = placement.blocks()[first];
        // In upstream's block numbers (function order in LLVM 19).
        b.missing.clear();
        b.missing.extend(view.cfg.preds(block).iter().copied().filter(|&p| !dt.is_reachable(p)));
        b.missing.sort_unstable_by_key(|&p| numbers[p]);
        for &phi in placement.phis_in(block).iter().filter(|&&p| !b.removed[p]) {
            for &p in &b.missing {
                phis[phi].add_incoming(phis[phi].ty().poison(), view.block(p));
            }
        }
    }
}
