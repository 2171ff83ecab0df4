//! Planning one batch: which path each alloca takes, decided before anything
//! changes.
//!
//! Upstream walks its list of allocas and, for each, tries in turn:
//! 1. **dead**: no loads or stores left once lifetime markers and droppable
//!    uses are gone: erase it;
//! 2. **single store**: loads the store dominates (or every load, when the
//!    stored value cannot be poison and is not an instruction) take the
//!    stored value; done if no load is left;
//! 3. **single block**: each load takes the nearest store above it, or undef
//!    if there are no stores; gives up at a load with stores but none above;
//! 4. otherwise the **general** path: phis and renaming.
//!
//! An alloca that finishes early is replaced in the list by the last entry,
//! which is processed next; that order names the phis. Later allocas see the
//! earlier ones' rewrites (a stored value that was a load may already have
//! been replaced), so the planner tracks those rewrites symbolically and
//! resolves stored values through them, exactly as the IR would look at that
//! point. The result is a list of [`Step`]s that [`super::apply`] replays.

use llvm_sys::LLVMOpcode;

use super::promotable::Candidate;
use crate::llvm::function::FunctionView;
use crate::llvm::ir::{PtrMap, Type, Value};
use crate::llvm::shim;
use crate::ssa::cfg::Block;
use crate::ssa::entity::{entity_id, Csr, IdVec};
use crate::ssa::{Access, AccessKind, Var};

entity_id! {
    /// A promotable alloca of the batch, by position in the entry block.
    CandidateId
}

entity_id! {
    /// A load or store of a candidate, numbered in program order.
    AccessId
}

/// A load or store of a candidate.
#[derive(Clone, Copy, Debug)]
pub struct ScannedAccess {
    pub inst: Value,
    pub block: Block,
    pub candidate: CandidateId,
    pub kind: AccessKind,
}

/// Every load and store of the batch's candidates, in program order.
pub struct Accesses {
    pub list: IdVec<AccessId, ScannedAccess>,
    pub by_candidate: Csr<CandidateId, AccessId>,
}

/// Reads the loads and stores of `candidates` in one pass over the function.
pub fn scan_accesses(view: &FunctionView, candidates: &IdVec<CandidateId, Candidate>) -> Accesses {
    let mut lookup: PtrMap<_, CandidateId> = PtrMap::default();
    for (id, c) in candidates.iter() {
        lookup.insert(c.alloca.0, id);
    }
    let mut list = IdVec::new();
    for (block, bb) in view.blocks.iter() {
        for inst in bb.instructions() {
            let (pointer, kind) = match inst.opcode() {
                LLVMOpcode::LLVMLoad => (inst.operand(0), AccessKind::Load),
                LLVMOpcode::LLVMStore => (inst.operand(1), AccessKind::Store),
                _ => continue,
            };
            if let Some(&candidate) = lookup.get(&pointer.0) {
                list.push(ScannedAccess { inst, block, candidate, kind });
            }
        }
    }
    let pairs: Vec<(CandidateId, AccessId)> = list.iter().map(|(id, a)| (a.candidate, id)).collect();
    Accesses { by_candidate: Csr::from_pairs(candidates.len(), &pairs), list }
}

/// One action of the batch, in upstream's order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// Erase lifetime markers and casts, drop droppable uses.
    RemoveOtherUsers(CandidateId),
    /// Nothing reads or writes the alloca: erase it.
    EraseDead(CandidateId),
    /// These loads (in use order) take the single store's value.
    ForwardSingleStore { store: AccessId, loads: Vec<AccessId> },
    /// These loads (in use order) take their nearest store above, or undef.
    ForwardInBlock { loads: Vec<(AccessId, Option<AccessId>)> },
    /// The alloca is promoted by an early path: erase its stores (in use
    /// order), then it.
    Finish { candidate: CandidateId, stores: Vec<AccessId>, path: EarlyPath },
    /// The alloca takes the general path as this variable: create its phis.
    CreatePhis(Var),
}

/// Which early path promoted an alloca (they treat debug records differently).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EarlyPath {
    SingleStore,
    SingleBlock,
}

pub struct BatchPlan {
    pub steps: Vec<Step>,
    /// The general path's variables, in upstream's list order.
    pub vars: IdVec<Var, CandidateId>,
    /// For each access, the variable it is renamed as (`None`: handled by an
    /// early path, or not touched at all).
    pub renamed_as: IdVec<AccessId, Option<Var>>,
}

impl BatchPlan {
    /// The renaming walk's input: each block's remaining loads and stores of
    /// general-path variables, in order, with their access ids alongside.
    pub fn renamed_accesses(&self, accesses: &Accesses, num_blocks: usize) -> (Csr<Block, Access>, Csr<Block, AccessId>) {
        let mut ssa = Vec::new();
        let mut ids = Vec::new();
        for (id, a) in accesses.list.iter() {
            if let Some(var) = self.renamed_as[id] {
                ssa.push((a.block, Access { var, kind: a.kind }));
                ids.push((a.block, id));
            }
        }
        (Csr::from_pairs(num_blocks, &ssa), Csr::from_pairs(num_blocks, &ids))
    }
}

/// What an early path replaced a load with, as far as later decisions of
/// the same batch need to know.
#[derive(Clone, Copy)]
enum Replacement {
    Value(Value),
    Undef(Type),
    Poison(Type),
}

struct Planner<'a> {
    view: &'a mut FunctionView,
    candidates: &'a IdVec<CandidateId, Candidate>,
    accesses: &'a Accesses,
    /// Loads rewritten so far by early paths.
    rewritten: PtrMap<llvm_sys::prelude::LLVMValueRef, Replacement>,
    steps: Vec<Step>,
    renamed_as: IdVec<AccessId, Option<Var>>,
    /// Loads (by access) an early path already rewrote.
    gone: IdVec<AccessId, bool>,
}

/// Plans the batch `candidates` (all promotable, in entry-block order).
pub fn plan_batch(view: &mut FunctionView, candidates: &IdVec<CandidateId, Candidate>, accesses: &Accesses) -> BatchPlan {
    let n = accesses.list.len();
    let mut planner = Planner {
        view,
        candidates,
        accesses,
        rewritten: PtrMap::default(),
        steps: Vec::new(),
        renamed_as: IdVec::filled(n, None),
        gone: IdVec::filled(n, false),
    };
    let mut list: Vec<CandidateId> = candidates.ids().collect();
    let mut vars = IdVec::new();
    let mut i = 0;
    while i < list.len() {
        let c = list[i];
        if planner.promote_early(c) {
            // Upstream moves the last entry into this slot and goes on there.
            list.swap_remove(i);
            continue;
        }
        let var = vars.push(c);
        for &a in accesses.by_candidate.get(c) {
            if !planner.gone[a] {
                planner.renamed_as[a] = Some(var);
            }
        }
        planner.steps.push(Step::CreatePhis(var));
        i += 1;
    }
    BatchPlan { steps: planner.steps, vars, renamed_as: planner.renamed_as }
}

impl Planner<'_> {
    /// Tries the dead, single-store and single-block paths; true if one of
    /// them promotes the alloca completely.
    fn promote_early(&mut self, c: CandidateId) -> bool {
        let candidate = &self.candidates[c];
        if candidate.has_other_users {
            self.steps.push(Step::RemoveOtherUsers(c));
        }
        let all = self.accesses.by_candidate.get(c);
        if all.is_empty() {
            self.steps.push(Step::EraseDead(c));
            return true;
        }
        let mut stores = all.iter().copied().filter(|&a| self.accesses.list[a].kind == AccessKind::Store);
        let only_store = match (stores.next(), stores.next()) {
            (Some(s), None) => Some(s),
            _ => None,
        };
        let first_block = self.accesses.list[all[0]].block;
        let in_one_block = all.iter().all(|&a| self.accesses.list[a].block == first_block);

        if let Some(store) = only_store {
            if self.forward_single_store(c, store) {
                self.steps.push(Step::Finish { candidate: c, stores: vec![store], path: EarlyPath::SingleStore });
                return true;
            }
        }
        if in_one_block && self.forward_in_block(c) {
            let stores = self.in_use_order(c).filter(|&a| self.accesses.list[a].kind == AccessKind::Store).collect();
            self.steps.push(Step::Finish { candidate: c, stores, path: EarlyPath::SingleBlock });
            return true;
        }
        false
    }

    /// Upstream's rewriteSingleStoreAlloca. True if every load was rewritten.
    fn forward_single_store(&mut self, c: CandidateId, store: AccessId) -> bool {
        let ty = self.candidates[c].allocated_type;
        let stored = self.resolve(self.accesses.list[store].inst.operand(0));
        // Only a value defined everywhere may replace a load the store does
        // not dominate (that load reads uninitialized memory: undef).
        let needs_domination = stored.is_instruction() || !shim::is_guaranteed_not_to_be_poison(stored);
        let store_block = self.accesses.list[store].block;

        let mut replacement = Replacement::Value(stored);
        let mut loads = Vec::new();
        let mut left = false;
        let order: Vec<AccessId> = self.in_use_order(c).collect();
        for a in order {
            let access = self.accesses.list[a];
            if access.kind == AccessKind::Store || self.gone[a] {
                continue;
            }
            if needs_domination {
                let dominated = if access.block == store_block {
                    a > store
                } else {
                    self.view.domtree().dominates(store_block, access.block)
                };
                if !dominated {
                    left = true;
                    continue;
                }
            }
            if matches!(replacement, Replacement::Value(v) if v == access.inst) {
                // The load is its own stored value: only in unreachable code.
                replacement = Replacement::Poison(ty);
            }
            self.rewrite(a, replacement);
            loads.push(a);
        }
        self.steps.push(Step::ForwardSingleStore { store, loads });
        !left
    }

    /// Upstream's promoteSingleBlockAlloca. True if every load was rewritten;
    /// loads rewritten before it gives up stay rewritten.
    fn forward_in_block(&mut self, c: CandidateId) -> bool {
        let ty = self.candidates[c].allocated_type;
        let stores: Vec<AccessId> = self
            .accesses
            .by_candidate
            .get(c)
            .iter()
            .copied()
            .filter(|&a| self.accesses.list[a].kind == AccessKind::Store)
            .collect();
        let order: Vec<AccessId> = self.in_use_order(c).collect();
        let mut loads = Vec::new();
        let mut complete = true;
        for a in order {
            let access = self.accesses.list[a];
            if access.kind == AccessKind::Store || self.gone[a] {
                continue;
            }
            // Access ids are in program order, so the nearest store above is
            // the last store with a smaller id.
            let above = stores.partition_point(|&s| s < a);
            let source = match above {
                0 if stores.is_empty() => None,
                0 => {
                    complete = false;
                    break;
                }
                k => Some(stores[k - 1]),
            };
            let replacement = match source {
                None => Replacement::Undef(ty),
                Some(s) => {
                    let v = self.resolve(self.accesses.list[s].inst.operand(0));
                    if v == access.inst {
                        Replacement::Poison(ty)
                    } else {
                        Replacement::Value(v)
                    }
                }
            };
            self.rewrite(a, replacement);
            loads.push((a, source));
        }
        if !loads.is_empty() {
            self.steps.push(Step::ForwardInBlock { loads });
        }
        complete
    }

    fn rewrite(&mut self, load: AccessId, with: Replacement) {
        self.gone[load] = true;
        self.rewritten.insert(self.accesses.list[load].inst.0, with);
    }

    /// The value `v` stands for once the early rewrites so far are applied.
    fn resolve(&self, mut v: Value) -> Value {
        loop {
            match self.rewritten.get(&v.0) {
                Some(&Replacement::Value(next)) => v = next,
                Some(&Replacement::Undef(t)) => return t.undef(),
                Some(&Replacement::Poison(t)) => return t.poison(),
                None => return v,
            }
        }
    }

    /// The candidate's accesses in use-list order.
    fn in_use_order(&self, c: CandidateId) -> impl Iterator<Item = AccessId> + '_ {
        let mut by_inst: Vec<(usize, AccessId)> =
            self.accesses.by_candidate.get(c).iter().map(|&a| (self.accesses.list[a].inst.0 as usize, a)).collect();
        by_inst.sort_unstable();
        self.candidates[c].accesses_in_use_order.iter().map(move |inst| {
            let i = by_inst
                .binary_search_by_key(&(inst.0 as usize), |&(p, _)| p)
                .expect("every load and store of a candidate was scanned");
            by_inst[i].1
        })
    }
}
