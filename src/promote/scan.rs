//! The scan of a batch: every load and store of its candidates, in program
//! order, read in one pass over the function (or, for the first batch, in
//! the census pass that also settles the candidates), with what each store
//! stores. [`super::plan`] decides from it which path each alloca takes.

use super::promotable::Candidates;
use crate::llvm::access::MemAccess;
use crate::llvm::address_map::AddressMap;
use crate::llvm::census::Census;
pub use crate::llvm::census::{AccessId, CandidateId, ScannedAccess};
use crate::llvm::function::FunctionView;
use crate::llvm::ir::Value;
use m2r_ssa::Block;
use m2r_ssa::{AccessKind, Csr, IdVec};

/// The candidate of a census access whose alloca did not settle as one.
pub const REJECTED: CandidateId = CandidateId(u32::MAX);

/// The `found_load` of an access whose value is not a load of a candidate.
const NOT_A_LOAD: AccessId = AccessId(u32::MAX);

impl ScannedAccess {
    /// For a store, the value it stores as the scan found it; for a load,
    /// the load itself.
    #[inline]
    pub fn value(&self) -> Stored {
        match self.found_load {
            NOT_A_LOAD => Stored::Other(self.found),
            load => Stored::Load(load),
        }
    }
}

/// A value as the scan found it: a load of a candidate (which an early path
/// may rewrite) or anything else.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stored {
    Load(AccessId),
    /// Not a load of a candidate, so no step erases it.
    Other(Value),
}

/// Every load and store of the batch's candidates, in program order.
#[derive(Default)]
pub struct Accesses {
    pub list: IdVec<AccessId, ScannedAccess>,
    pub by_candidate: Csr<CandidateId, AccessId>,
    /// The first batch's census, taken as the function is read (see
    /// [`crate::llvm::census`]): its accesses become [`Self::list`], its
    /// allocas settle the provisional candidates.
    pub census: Census,
    /// Scratch: candidates by alloca address; how many accesses each
    /// candidate has (counted as they are visited); stores of a load that
    /// was not the access just before, with the load's candidate.
    lookup: AddressMap<CandidateId>,
    counts: Vec<u32>,
    forward_stores: Vec<(AccessId, Value, CandidateId)>,
    /// Accesses by instruction address, built when first needed.
    by_inst: AddressMap<AccessId>,
    /// Scratch: the accesses of the loads in `forward_stores`, and their
    /// candidates.
    stored_loads: AddressMap<AccessId>,
    stored_load_candidates: Vec<CandidateId>,
    by_inst_built: bool,
}

impl Accesses {
    /// Reads the loads and stores of `candidates` in one pass over the function.
    pub fn scan(&mut self, view: &mut FunctionView, candidates: &Candidates) {
        self.begin(candidates);
        view.each_access(|block, access| self.visit(block, access));
        self.end(candidates);
    }

    /// Starts a scan driven from outside: [`Self::visit`] every load and
    /// store in program order, then [`Self::end`].
    pub fn begin(&mut self, candidates: &Candidates) {
        self.lookup.rebuild(candidates.list.iter().map(|(id, c)| (c.alloca.address(), id)));
        // Room for all of them up front: growing by doubling copies a large
        // function's list over and over.
        self.list.clear();
        self.list.reserve(candidates.total_accesses());
        self.forward_stores.clear();
        self.by_inst_built = false;
        self.counts.clear();
        self.counts.resize(candidates.list.len(), 0);
    }

    /// Inlined into the scan's loop: it runs for every load and store.
    #[inline(always)]
    pub fn visit(&mut self, block: Block, access: &MemAccess) {
        let pointer = access.address();
        let Some(candidate) = self.candidate_of(pointer) else { return };
        let inst = access.inst();
        let kind = match access.stored() {
            None => AccessKind::Load,
            Some(_) => AccessKind::Store,
        };
        self.counts[candidate.index()] += 1;
        let id = self.list.next_id();
        let (found, found_load) = match access.stored() {
            None => (inst.value(), id),
            Some(value) => (value, self.stored_by(id, value, access.stored_load_address())),
        };
        let metadata = access.has_metadata();
        self.list.push(ScannedAccess { inst, found, block, candidate, found_load, kind, metadata });
    }

    /// The access of the load of a candidate that the store `id` stores,
    /// `value` (a load from `load_address`, if it is a load), or
    /// [`NOT_A_LOAD`]. A stored load of a candidate is nearly always the
    /// access just before; one farther back, or not reached yet (its block
    /// comes later in the function), is looked up at the end.
    #[inline]
    fn stored_by(&mut self, id: AccessId, value: Value, load_address: Option<Value>) -> AccessId {
        let Some(load_address) = load_address else { return NOT_A_LOAD };
        // The access just before, a load of a candidate, without a lookup.
        if let Some((previous, a)) = self.list.iter().next_back() {
            if a.inst == value {
                return previous;
            }
        }
        let Some(candidate) = self.candidate_of(load_address) else { return NOT_A_LOAD };
        self.forward_stores.push((id, value, candidate));
        NOT_A_LOAD // until `end`
    }

    /// The candidate whose address `pointer` is, if any.
    #[inline]
    fn candidate_of(&self, pointer: Value) -> Option<CandidateId> {
        self.lookup.get(pointer.address())
    }

    pub fn end(&mut self, candidates: &Candidates) {
        self.end_settled(candidates, None);
    }

    /// [`Self::end`], with each access's candidate first mapped through
    /// `settle` (provisional ids to settled ones) if given.
    fn end_settled(&mut self, candidates: &Candidates, settle: Option<&IdVec<CandidateId, Option<CandidateId>>>) {
        // One pass over the list: its accesses by candidate, each first
        // given its settled candidate if need be.
        let (list, counts) = (&mut self.list, &self.counts);
        let listed = |i: usize, c: CandidateId| (c != REJECTED).then_some((c, AccessId(i as u32)));
        match settle {
            None => self
                .by_candidate
                .fill_counted(counts, list.values().enumerate().filter_map(|(i, a)| listed(i, a.candidate))),
            Some(settled_as) => {
                let settled_as = settled_as.as_slice();
                let settled = list.values_mut().enumerate().filter_map(|(i, a)| {
                    a.candidate = settled_as[a.candidate.index()].unwrap_or(REJECTED);
                    listed(i, a.candidate)
                });
                self.by_candidate.fill_counted(counts, settled);
            }
        }
        if !self.forward_stores.is_empty() {
            self.link_forward_stores(settle);
        }
        debug_assert_eq!(
            self.list.values().filter(|a| a.candidate != REJECTED).count(),
            candidates.total_accesses(),
            "the scan finds what the use lists have"
        );
    }

    /// The census's buffers for a new function, the list's room lent to
    /// its accesses: a function's accesses are in one buffer at a time
    /// (two would each take the largest function's room, in fresh pages).
    pub fn census_buffers(&mut self) -> &mut Census {
        let list = std::mem::take(&mut self.list).into_vec();
        if list.capacity() > self.census.accesses.capacity() {
            self.census.accesses = list;
        }
        &mut self.census
    }

    /// Takes the first batch's census (read into [`Self::census`]) as the
    /// batch's scan, after [`Candidates::settle`]: each access's candidate
    /// becomes its settled id, or [`REJECTED`]. A rejected alloca's accesses
    /// stay in the list, where nothing but a stored value names them: such
    /// a load is an instruction no step rewrites, as an `Other` value would
    /// be.
    pub fn end_census(&mut self, candidates: &Candidates) {
        self.by_inst_built = false;
        // The census's list becomes the scan's, with its buffer (see
        // `census_buffers`).
        self.list = IdVec::from_vec(std::mem::take(&mut self.census.accesses));
        self.counts.clear();
        self.counts.extend(self.census.allocas.iter().map(|a| a.seen()));
        self.forward_stores.clear();
        self.forward_stores.extend(self.census.forward.iter().map(|f| f.parts()));
        // Most often every provisional candidate settles, keeping its id.
        let kept_all = candidates.settled_as.iter().all(|(id, &settled)| settled == Some(id));
        if kept_all {
            return self.end(candidates);
        }
        // Settled ids keep the provisional ones' order: counts move down.
        for (provisional, &settled) in candidates.settled_as.iter() {
            if let Some(settled) = settled {
                self.counts[settled.index()] = self.counts[provisional.index()];
            }
        }
        self.counts.truncate(candidates.list.len());
        self.end_settled(candidates, Some(&candidates.settled_as));
    }

    /// Finds the load each of `forward_stores` stores among the accesses of
    /// its candidate (its provisional one, mapped through `settle` if
    /// given), with a map of those loads alone. A load of an alloca the
    /// census rejected is not looked for: the store's value stays `Other`.
    fn link_forward_stores(&mut self, settle: Option<&IdVec<CandidateId, Option<CandidateId>>>) {
        const NOT_FOUND: AccessId = AccessId(u32::MAX);
        self.stored_loads.clear(self.forward_stores.len());
        self.stored_load_candidates.clear();
        for (_, load, c) in &mut self.forward_stores {
            if let Some(settled_as) = settle {
                *c = settled_as[*c].unwrap_or(REJECTED);
            }
            if *c != REJECTED {
                self.stored_loads.get_or_insert(load.address(), NOT_FOUND);
                self.stored_load_candidates.push(*c);
            }
        }
        self.stored_load_candidates.sort_unstable();
        self.stored_load_candidates.dedup();
        for &c in &self.stored_load_candidates {
            for &id in self.by_candidate.get(c) {
                let a = &self.list[id];
                if a.kind == AccessKind::Load {
                    if let Some(load) = self.stored_loads.get_mut(a.inst.address()) {
                        *load = id;
                    }
                }
            }
        }
        for &(store, load, c) in &self.forward_stores {
            match self.stored_loads.get(load.address()) {
                Some(load) if c != REJECTED && load != NOT_FOUND => self.list[store].found_load = load,
                _ => {}
            }
        }
    }

    /// The access id of a load or store of a candidate, if it was scanned
    /// (by address only: it may have been erased since the scan).
    pub(super) fn find_access(&mut self, inst: Value) -> Option<AccessId> {
        if !self.by_inst_built {
            let candidates = || self.list.iter().filter(|(_, a)| a.candidate != REJECTED);
            self.by_inst.clear(candidates().count());
            for (id, a) in candidates() {
                self.by_inst.get_or_insert(a.inst.address(), id);
            }
            self.by_inst_built = true;
        }
        self.by_inst.get(inst.address())
    }

    /// What the store `store` stores now. A value the scan found other than
    /// a load of a candidate is one no step replaces; a load of a candidate
    /// may have been replaced by a step before, so the store's operand is
    /// read from the IR then.
    pub fn stored_now(&self, store: AccessId) -> Value {
        let a = &self.list[store];
        debug_assert_eq!(a.kind, AccessKind::Store);
        match a.value() {
            Stored::Other(v) => v,
            Stored::Load(_) => a.inst.operand(0),
        }
    }

    /// The value that `value` names in the IR.
    pub fn value_of(&self, value: Stored) -> Value {
        match value {
            Stored::Load(a) => self.list[a].inst.value(),
            Stored::Other(v) => v,
        }
    }
}
