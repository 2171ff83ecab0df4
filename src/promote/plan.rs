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
//!
//! One decision cannot be simulated this way: whether the single store's
//! value may be poison. For an argument LLVM answers by scanning the first 32
//! instructions of the entry block, and upstream asks after the earlier
//! allocas' rewrites have erased some instructions there and changed the
//! operands of others. The planner asks the IR as it is and keeps the answer;
//! the replay asks again at the moment upstream asks, and if the answer
//! differs the plan is made again from that point on with the right answer.
//! Planning only reads the IR through the scan (never an instruction a step
//! may have erased), so it can be repeated after part of a plan was applied.

use std::ops::Range;

pub use super::promotable::CandidateId;
use super::promotable::{Candidates, UseOrder};
use super::scan::{AccessId, Accesses, Stored};
use crate::llvm::function::FunctionView;
use crate::llvm::ir::Type;
use crate::llvm::shim;
use m2r_ssa::Block;
use m2r_ssa::{Access, AccessKind, AccessPrint, Csr, IdVec, Var};

/// One action of the batch, in upstream's order. Lists of accesses are
/// ranges into the plan's shared lists.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// Erase lifetime markers and casts, drop droppable uses.
    RemoveOtherUsers(CandidateId),
    /// Nothing reads or writes the alloca: erase it.
    EraseDead(CandidateId),
    /// These loads (in use order) take the single store's value. The plan
    /// depends on the answer to `poison_query`, if it asked one.
    ForwardSingleStore { store: AccessId, loads: Range<u32>, poison_query: Option<PoisonQuery> },
    /// Every other access of the store's alloca is a load, without metadata,
    /// that the store dominates: each takes the stored value, in use order
    /// (the alloca's, as the scan saw it).
    ForwardDominatingStore { store: AccessId },
    /// These loads (in use order) take their nearest store above, or undef:
    /// the [`BatchPlan::sources`] from `sources` on, one per load.
    ForwardInBlock { loads: Range<u32>, sources: u32 },
    /// The alloca is promoted by an early path: erase its stores (in use
    /// order), then it.
    Finish { candidate: CandidateId, stores: Range<u32>, path: EarlyPath },
    /// The alloca takes the general path as this variable: create its phis.
    CreatePhis(Var),
}

/// The number of a poison query, in the order the plan asked them: is the
/// single store's value (not an instruction) guaranteed not to be poison?
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PoisonQuery(pub u32);

/// The IR's answer to a poison query at the moment upstream asks it, where it
/// differs from the plan's; `step` is that query's step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Correction {
    pub step: usize,
    pub query: PoisonQuery,
    pub answer: bool,
}

/// Which early path promoted an alloca (they treat debug records differently).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EarlyPath {
    SingleStore,
    SingleBlock,
}

/// The plan of a batch. Planning the next batch reuses the buffers.
#[derive(Default)]
pub struct BatchPlan {
    /// [`crate::rules::Rules::single_store_forwards_maybe_poison`], set by
    /// the caller.
    pub single_store_forwards_maybe_poison: bool,
    pub steps: Vec<Step>,
    /// The general path's variables, in upstream's list order.
    pub vars: IdVec<Var, CandidateId>,
    /// For each access, the variable it is renamed as (reserved: handled by
    /// an early path, or not touched at all).
    renamed_as: IdVec<AccessId, Var>,
    /// The loads the steps rewrite; the store each one an in-block step
    /// rewrites takes its value from (`None`: undef, no store above).
    loads: Vec<AccessId>,
    sources: Vec<Option<AccessId>>,
    stores: Vec<AccessId>,
    /// The answers to the poison queries, in asking order.
    poison_answers: Vec<bool>,
    /// The renaming walk's input: each block's remaining loads and stores of
    /// general variables, in order; and their access ids, in the same order
    /// as [`Csr::items`] lists them.
    pub renamed: Csr<Block, Access>,
    renamed_ids: Vec<AccessId>,
    /// What `renamed` holds, checked once for the placer and the renaming.
    pub renamed_print: Option<AccessPrint>,
    scratch: PlanScratch,
}

/// Buffers the planner needs only while it plans.
#[derive(Default)]
struct PlanScratch {
    list: Vec<CandidateId>,
    /// What early paths rewrote each load (by access) with so far.
    rewritten: Rewrites,
    /// For a candidate promoted by [`Step::ForwardDominatingStore`], the
    /// value all its loads took (recorded once: their entries in
    /// `rewritten` stay unset).
    forwarded: IdVec<CandidateId, Option<Replacement>>,
    /// How many poison queries this planning has asked.
    queries: u32,
    order: Vec<AccessId>,
    candidate_stores: Vec<AccessId>,
}

impl BatchPlan {
    /// The loads of a forwarding step.
    pub fn loads(&self, r: &Range<u32>) -> &[AccessId] {
        &self.loads[r.start as usize..r.end as usize]
    }

    /// The stores the loads `loads` of an in-block forwarding step take
    /// their values from, which start at `from`.
    pub fn sources(&self, loads: &Range<u32>, from: u32) -> &[Option<AccessId>] {
        &self.sources[from as usize..(from + loads.end - loads.start) as usize]
    }

    /// The stores of a finishing step.
    pub fn stores(&self, r: &Range<u32>) -> &[AccessId] {
        &self.stores[r.start as usize..r.end as usize]
    }

    /// The access that is `block`'s `index`th in [`Self::renamed`].
    pub fn renamed_id(&self, block: Block, index: usize) -> AccessId {
        self.renamed_ids[self.renamed.range(block).start + index]
    }

    /// The plan's answer to a poison query.
    pub fn poison_answer(&self, query: PoisonQuery) -> bool {
        self.poison_answers[query.0 as usize]
    }

    /// Plans the batch `candidates` (all promotable, in entry-block order).
    pub fn plan(&mut self, view: &mut FunctionView, candidates: &Candidates, accesses: &mut Accesses) {
        self.poison_answers.clear();
        self.make(view, candidates, accesses);
    }

    /// Plans the batch again with `correction`'s answer. The queries before
    /// it keep their answers, so the steps before its step stay the same
    /// (and may have been applied: planning reads nothing they change).
    pub fn replan(
        &mut self,
        view: &mut FunctionView,
        candidates: &Candidates,
        accesses: &mut Accesses,
        correction: Correction,
    ) {
        self.poison_answers.truncate(correction.query.0 as usize);
        self.poison_answers.push(correction.answer);
        self.make(view, candidates, accesses);
        debug_assert!(
            matches!(self.steps.get(correction.step), Some(Step::ForwardSingleStore { poison_query: Some(q), .. }) if *q == correction.query),
            "the corrected query's step keeps its place"
        );
    }

    fn make(&mut self, view: &mut FunctionView, candidates: &Candidates, accesses: &mut Accesses) {
        let n = accesses.list.len();
        self.steps.clear();
        self.vars.clear();
        self.renamed_as.reset(n, Var::reserved());
        self.loads.clear();
        self.sources.clear();
        self.stores.clear();
        // Room up front for a candidate's steps and its single store (after
        // a large function gave the buffers back, growing by doubling would
        // copy them; see `super::large`).
        self.steps.reserve(2 * candidates.list.len());
        self.stores.reserve(candidates.list.len());
        let scratch = &mut self.scratch;
        scratch.rewritten.reset(n);
        scratch.forwarded.reset(candidates.list.len(), None);
        scratch.queries = 0;
        scratch.list.clear();
        scratch.list.extend(candidates.list.ids());

        let mut planner = Planner { view, candidates, accesses, plan: self };
        let mut i = 0;
        while i < planner.plan.scratch.list.len() {
            let c = planner.plan.scratch.list[i];
            if planner.promote_early(c) {
                // Upstream moves the last entry into this slot and goes on there.
                planner.plan.scratch.list.swap_remove(i);
                continue;
            }
            let var = planner.plan.vars.push(c);
            for &a in planner.accesses.by_candidate.get(c) {
                if !planner.plan.scratch.rewritten.has(a) {
                    planner.plan.renamed_as[a] = var;
                }
            }
            planner.plan.steps.push(Step::CreatePhis(var));
            i += 1;
        }

        // Without general variables nothing is renamed, and nothing reads
        // the renaming's input: no pass over the accesses or the blocks.
        self.renamed.clear();
        self.renamed_ids.clear();
        self.renamed_print = None;
        if !self.vars.is_empty() {
            self.fill_renamed(accesses, view.blocks().len());
        }
        if super::large::is_large(n) {
            self.scratch = PlanScratch::default();
        }
    }

    /// The renaming's input ([`Self::renamed`]): access ids are in program
    /// order, so block by block, the CSR built key by key in one pass.
    fn fill_renamed(&mut self, accesses: &Accesses, num_blocks: usize) {
        let mut closed = 0;
        debug_assert_eq!(self.renamed_as.len(), accesses.list.len());
        for (i, (a, renamed)) in accesses.list.values().zip(self.renamed_as.as_slice()).enumerate() {
            let var = *renamed;
            if !var.is_reserved() {
                debug_assert!(a.block.index() >= closed, "accesses in program order");
                if a.block.index() > closed {
                    self.renamed.close_keys(a.block.index() - closed);
                    closed = a.block.index();
                }
                self.renamed.push(Access { var, kind: a.kind });
                self.renamed_ids.push(AccessId(i as u32));
            }
        }
        self.renamed.close_keys(num_blocks - closed);
        self.renamed_print = Some(self.renamed.access_print(self.vars.len()).expect("every access is of a variable"));
    }
}

/// What the early paths replaced loads with, by access. The table spans
/// every access but few are rewritten, so each holds 4 bytes, an index into
/// the replacements (an `Option<Replacement>` would take 16): less to fill
/// for every batch, and fewer pages for a large function.
#[derive(Default)]
struct Rewrites {
    by_access: IdVec<AccessId, u32>,
    with: Vec<Replacement>,
}

const _: () = assert!(std::mem::size_of::<Option<Replacement>>() == 16);

impl Rewrites {
    const NONE: u32 = u32::MAX;

    /// None rewritten, of `n` accesses.
    fn reset(&mut self, n: usize) {
        self.by_access.reset(n, Self::NONE);
        self.with.clear();
    }

    #[inline]
    fn has(&self, access: AccessId) -> bool {
        self.by_access[access] != Self::NONE
    }

    #[inline]
    fn get(&self, access: AccessId) -> Option<Replacement> {
        let at = self.by_access[access];
        (at != Self::NONE).then(|| self.with[at as usize])
    }

    #[inline]
    fn set(&mut self, access: AccessId, with: Replacement) {
        // Fewer replacements than accesses, whose ids are u32s.
        self.by_access[access] = self.with.len() as u32;
        self.with.push(with);
    }
}

/// What an early path replaced a load with, as far as later decisions of
/// the same batch need to know.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Replacement {
    Value(Stored),
    Undef(Type),
    Poison(Type),
}

struct Planner<'a> {
    view: &'a mut FunctionView,
    candidates: &'a Candidates,
    accesses: &'a mut Accesses,
    plan: &'a mut BatchPlan,
}

impl Planner<'_> {
    /// Tries the dead, single-store and single-block paths; true if one of
    /// them promotes the alloca completely.
    fn promote_early(&mut self, c: CandidateId) -> bool {
        let candidate = &self.candidates.list[c];
        if candidate.has_other_users {
            self.plan.steps.push(Step::RemoveOtherUsers(c));
        }
        let all = self.accesses.by_candidate.get(c);
        if all.is_empty() {
            self.plan.steps.push(Step::EraseDead(c));
            return true;
        }
        let first = all[0];
        let forwarded = if self.forward_dominating_store(c) {
            Some(first)
        } else {
            let all = self.accesses.by_candidate.get(c);
            let mut stores = all.iter().copied().filter(|&a| self.accesses.list[a].kind == AccessKind::Store);
            match (stores.next(), stores.next()) {
                (Some(store), None) if self.forward_single_store(c, store) => Some(store),
                _ => None,
            }
        };
        if let Some(store) = forwarded {
            let start = self.plan.stores.len() as u32;
            self.plan.stores.push(store);
            let stores = start..start + 1;
            self.plan.steps.push(Step::Finish { candidate: c, stores, path: EarlyPath::SingleStore });
            return true;
        }
        let all = self.accesses.by_candidate.get(c);
        let first_block = self.accesses.list[all[0]].block;
        let in_one_block = all.iter().all(|&a| self.accesses.list[a].block == first_block);
        if in_one_block && self.forward_in_block(c) {
            self.fill_order(c);
            let start = self.plan.stores.len() as u32;
            let list = &self.accesses.list;
            self.plan
                .stores
                .extend(self.plan.scratch.order.iter().copied().filter(|&a| list[a].kind == AccessKind::Store));
            let stores = start..self.plan.stores.len() as u32;
            self.plan.steps.push(Step::Finish { candidate: c, stores, path: EarlyPath::SingleBlock });
            return true;
        }
        false
    }

    /// Upstream's rewriteSingleStoreAlloca where the store is the alloca's
    /// first access and dominates every load (most spilled parameters, most
    /// locals set once where they are declared): each load takes the value
    /// and nothing is asked. The plan records the value once, for all of
    /// them (it is none of them), and the replay walks them in use order.
    /// False, with nothing planned, unless the first access is such a store
    /// and every other a load it dominates, without metadata to rewrite,
    /// that is not the stored value (a load after the store may define it
    /// only in unreachable code). The general loop takes the rest.
    fn forward_dominating_store(&mut self, c: CandidateId) -> bool {
        let accesses = &*self.accesses;
        let all = accesses.by_candidate.get(c);
        let (store, loads) = (all[0], &all[1..]);
        let first = &accesses.list[store];
        if first.kind != AccessKind::Store {
            return false;
        }
        let stored = self.resolve(first.value());
        if matches!(stored, Replacement::Value(Stored::Load(l)) if accesses.list[l].candidate == c) {
            return false;
        }
        if loads.iter().any(|&a| accesses.list[a].kind != AccessKind::Load || accesses.list[a].metadata) {
            return false;
        }
        // The store comes first in program order, so it dominates the loads
        // of its own block; the entry block dominates every block.
        let block = first.block;
        if block != self.view.cfg.entry() && loads.iter().any(|&a| accesses.list[a].block != block) {
            let dt = self.view.domtree();
            if !loads.iter().all(|&a| dt.dominates(block, accesses.list[a].block)) {
                return false;
            }
        }
        self.plan.scratch.forwarded[c] = Some(stored);
        self.plan.steps.push(Step::ForwardDominatingStore { store });
        true
    }

    /// Upstream's rewriteSingleStoreAlloca. True if every load was rewritten.
    fn forward_single_store(&mut self, c: CandidateId, store: AccessId) -> bool {
        let ty = self.candidates.list[c].value_type;
        let stored = self.resolve(self.accesses.list[store].value());
        // Only a value defined everywhere may replace a load the store does
        // not dominate (that load reads uninitialized memory: undef). For a
        // value that is not an instruction LLVM decides; it is asked once
        // such a load turns up, since the answer changes nothing else. Until
        // LLVM 18 such a value replaces every load unasked.
        let is_instruction = match stored {
            Replacement::Value(Stored::Load(_)) => true,
            Replacement::Value(Stored::Other(v)) => v.is_instruction(),
            Replacement::Undef(_) | Replacement::Poison(_) => false,
        };
        let mut needs_domination = match is_instruction {
            true => Some(true),
            false if self.plan.single_store_forwards_maybe_poison => Some(false),
            false => None,
        };
        let mut poison_query = None;

        let mut replacement = stored;
        let start = self.plan.loads.len() as u32;
        let mut left = false;
        self.fill_order(c);
        let store_block = self.accesses.list[store].block;
        for k in 0..self.plan.scratch.order.len() {
            let a = self.plan.scratch.order[k];
            // Its one store; the loads are its own, which nothing rewrote yet.
            if a == store {
                continue;
            }
            debug_assert!(!self.plan.scratch.rewritten.has(a) && self.accesses.list[a].kind == AccessKind::Load);
            let block = self.accesses.list[a].block;
            if needs_domination != Some(false) && !self.store_dominates((store, store_block), (a, block)) {
                let needed = *needs_domination.get_or_insert_with(|| {
                    let (answer, query) = self.ask_poison_query(stored);
                    poison_query = Some(query);
                    !answer
                });
                if needed {
                    left = true;
                    continue;
                }
            }
            if matches!(replacement, Replacement::Value(Stored::Load(l)) if l == a) {
                // The load is its own stored value: only in unreachable code.
                replacement = Replacement::Poison(ty);
            }
            self.rewrite(a, replacement);
            self.plan.loads.push(a);
        }
        let loads = start..self.plan.loads.len() as u32;
        self.plan.steps.push(Step::ForwardSingleStore { store, loads, poison_query });
        !left
    }

    /// Whether the store comes before the load on every path to it.
    /// Each access comes with its block.
    fn store_dominates(
        &mut self,
        (store, store_block): (AccessId, Block),
        (load, load_block): (AccessId, Block),
    ) -> bool {
        if store_block == load_block {
            store < load // access ids are in program order
        } else if store_block == self.view.cfg.entry() {
            true // the entry dominates every block (unreachable ones too)
        } else {
            self.view.domtree().dominates(store_block, load_block)
        }
    }

    /// isGuaranteedNotToBePoison(`value`) for a value that is not an
    /// instruction: the answer the last planning got for this query, or the
    /// IR's now (to be checked when the step is applied).
    fn ask_poison_query(&mut self, value: Replacement) -> (bool, PoisonQuery) {
        let query = PoisonQuery(self.plan.scratch.queries);
        self.plan.scratch.queries += 1;
        let answers = &mut self.plan.poison_answers;
        if let Some(&answer) = answers.get(query.0 as usize) {
            return (answer, query);
        }
        let answer = shim::is_guaranteed_not_to_be_poison(match value {
            Replacement::Value(v) => self.accesses.value_of(v),
            Replacement::Undef(t) => t.undef(),
            Replacement::Poison(t) => t.poison(),
        });
        answers.push(answer);
        (answer, query)
    }

    /// Upstream's promoteSingleBlockAlloca. True if every load was rewritten;
    /// loads rewritten before it gives up stay rewritten.
    fn forward_in_block(&mut self, c: CandidateId) -> bool {
        let ty = self.candidates.list[c].value_type;
        let list = &self.accesses.list;
        self.plan.scratch.candidate_stores.clear();
        self.plan
            .scratch
            .candidate_stores
            .extend(self.accesses.by_candidate.get(c).iter().copied().filter(|&a| list[a].kind == AccessKind::Store));
        self.fill_order(c);
        let (start, sources) = (self.plan.loads.len() as u32, self.plan.sources.len() as u32);
        let mut complete = true;
        for k in 0..self.plan.scratch.order.len() {
            let a = self.plan.scratch.order[k];
            let access = self.accesses.list[a];
            if access.kind == AccessKind::Store || self.plan.scratch.rewritten.has(a) {
                continue;
            }
            // Access ids are in program order, so the nearest store above is
            // the last store with a smaller id.
            let stores = &self.plan.scratch.candidate_stores;
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
                Some(s) => match self.resolve(self.accesses.list[s].value()) {
                    Replacement::Value(Stored::Load(l)) if l == a => Replacement::Poison(ty),
                    resolved => resolved,
                },
            };
            self.rewrite(a, replacement);
            self.plan.loads.push(a);
            self.plan.sources.push(source);
        }
        let loads = start..self.plan.loads.len() as u32;
        if !loads.is_empty() {
            self.plan.steps.push(Step::ForwardInBlock { loads, sources });
        }
        complete
    }

    fn rewrite(&mut self, load: AccessId, with: Replacement) {
        self.plan.scratch.rewritten.set(load, with);
    }

    /// What `v` stands for once the early rewrites so far are applied.
    #[inline]
    fn resolve(&self, mut v: Stored) -> Replacement {
        // Only a load of a candidate can have been rewritten.
        while let Stored::Load(load) = v {
            // A rejected alloca's load (its candidate REJECTED) is in neither.
            let forwarded = || {
                self.plan
                    .scratch
                    .forwarded
                    .as_slice()
                    .get(self.accesses.list[load].candidate.index())
                    .copied()
                    .flatten()
            };
            let rewritten = self.plan.scratch.rewritten.get(load).or_else(forwarded);
            match rewritten {
                Some(Replacement::Value(next)) => v = next,
                Some(other) => return other,
                None => break,
            }
        }
        Replacement::Value(v)
    }

    /// Puts the candidate's accesses, in use-list order, in `s.order`.
    fn fill_order(&mut self, c: CandidateId) {
        self.plan.scratch.order.clear();
        let in_program_order = self.accesses.by_candidate.get(c);
        let listed = match &self.candidates.list[c].use_order {
            UseOrder::Backward => return self.plan.scratch.order.extend(in_program_order.iter().rev()),
            UseOrder::Listed(r) => self.candidates.listed_uses(r),
        };
        // A parsed module's use lists run backwards through the program:
        // recognize that (or forwards) without looking anything up.
        let list = &self.accesses.list;
        if listed.iter().zip(in_program_order.iter().rev()).all(|(&u, &a)| u == list[a].inst) {
            self.plan.scratch.order.extend(in_program_order.iter().rev());
        } else if listed.iter().zip(in_program_order).all(|(&u, &a)| u == list[a].inst) {
            self.plan.scratch.order.extend(in_program_order);
        } else {
            for &u in listed {
                let a = self.accesses.find_access(u).expect("every load and store of a candidate was scanned");
                self.plan.scratch.order.push(a);
            }
        }
    }
}
