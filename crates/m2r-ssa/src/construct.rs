//! SSA construction for any compiler's IR: the one-call entry point.
//!
//! A client describes a function through [`Function`] (blocks, successors,
//! and each block's reads and writes of its variables, in order) and edits
//! its own IR through [`Builder`] (create phis, give them their entries,
//! replace reads, remove writes). [`construct_ssa`] does the rest:
//!
//! 1. dominators ([`crate::domtree`], Semi-NCA);
//! 2. for each variable read before written somewhere, the iterated
//!    dominance frontier of its writes ([`crate::idf`]), pruned to where the
//!    variable is live ([`crate::placement`]): pruned SSA (Cytron et al.,
//!    "Efficiently Computing Static Single Assignment Form and the Control
//!    Dependence Graph", TOPLAS 1991, with the pruning of Choi, Cytron and
//!    Ferrante, POPL 1991);
//! 3. one renaming walk over all variables at once ([`crate::renaming`]);
//! 4. the phis that merge nothing but one value and each other go, before
//!    any is created ([`crate::redundant`]: Braun et al., CC 2013).
//!
//! A placed phi merges two writes, but two writes may carry one value: a
//! write that copies a read (`y = x`, which [`Builder::copied_read`] names)
//! carries the value that read gets, and two writes may write one value (or
//! the undefined one). Step 4 removes the phis that merge only each other
//! and one value, so every phi created merges two values at least, and
//! copies between variables cost nothing: minimal SSA. Without such writes
//! no phi is redundant, so where the client numbers its values
//! ([`Builder::value_index`]) only the phis of variables with such writes
//! are searched ([`crate::suspects`]).
//!
//! The whole result is computed before the first [`Builder`] call, so the
//! client sees only the phis that stay, and a refusal leaves its IR as it
//! was. The cost is near-linear: the dominator tree and the walk are linear
//! in blocks and edges, the frontiers in their size, placement and renaming
//! in the number of accesses plus the phis' entries; nothing is per
//! variable times per block.
//!
//! Blocks unreachable from block 0 are allowed: their reads get
//! [`Builder::undefined`], their writes go, and a phi gets the undefined
//! value for an edge from one. An edge into block 0 is allowed too, unless a
//! variable would need a phi there ([`Error::PhiInEntry`]).

use crate::cfg::Cfg;
use crate::domtree::DomTree;
use crate::entity::{Csr, IdVec};
use crate::error::Error;
use crate::flow::ControlFlow;
use crate::ids::{Block, PhiId, Var};
use crate::placement::{PhiPlacement, Placer};
use crate::redundant::{PhiOperand, RedundantPhis};
use crate::renaming::{rename, RenamingScratch};
use crate::suspects::{Suspects, Write, UNNUMBERED};
use crate::traits::{
    Access, AccessKind, AccessPrint, Arrival, Builder, EdgeEntries, EdgePrint, Function, Graph, Renaming,
};
use crate::walk::SuccessorOrder;

/// Choices for clients that want something else than the default.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// The order in which renaming continues at a block's successors, which
    /// is the order of the [`Builder::add_phi_entries`] calls. Any order
    /// gives the same SSA.
    pub successor_order: SuccessorOrder,
}

/// What [`construct_ssa`] did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Phis created.
    pub phis: usize,
    /// Phis placed but found redundant, and never created: each would have
    /// merged nothing but one value and other such phis (through copies, see
    /// [`Builder::copied_read`], or two writes of one value).
    pub redundant_phis: usize,
    /// Reads replaced.
    pub reads: usize,
    /// Writes removed.
    pub writes: usize,
}

/// Puts `function` into SSA form through `builder`, with the default
/// [`Options`]; see [`Builder`] for the order of its calls.
///
/// Fails, before any call to `builder`, if a successor or an access's
/// variable is out of range, or a variable would need a phi in block 0
/// ([`Error::PhiInEntry`]).
///
/// ```
/// use m2r_ssa::{construct_ssa, Access, Block, Builder, EdgeEntries, Function, Graph, Var};
///
/// // x = 1; if (...) x = 2; print(x): blocks 0 -> {1, 2}, 1 -> 2.
/// struct Diamond {
///     succs: Vec<Vec<Block>>,
///     accesses: Vec<Vec<Access>>,
/// }
/// impl Graph for Diamond {
///     fn num_blocks(&self) -> usize { 3 }
///     fn successors(&self, b: Block) -> &[Block] { &self.succs[b.index()] }
/// }
/// impl Function for Diamond {
///     fn num_vars(&self) -> usize { 1 }
///     fn accesses(&self, b: Block) -> &[Access] { &self.accesses[b.index()] }
/// }
/// let (b, x) = (Block::new, Var::new(0));
/// let (load, store) = (Access::load(x), Access::store(x));
/// let f = Diamond {
///     succs: vec![vec![b(1), b(2)], vec![b(2)], vec![]],
///     accesses: vec![vec![store], vec![store], vec![load]],
/// };
///
/// // Values are strings here; a phi is "phi@<block>".
/// #[derive(Default)]
/// struct Log(Vec<String>);
/// impl Builder for Log {
///     type Value = &'static str;
///     fn written_value(&mut self, b: Block, _: usize) -> &'static str { ["1", "2", "?"][b.index()] }
///     fn undefined(&mut self, _: Var) -> &'static str { "undef" }
///     fn create_phi(&mut self, b: Block, _: Var) -> &'static str {
///         self.0.push(format!("phi in {}", b.index()));
///         "phi@2"
///     }
///     fn add_phi_entries(&mut self, e: EdgeEntries<'_, &'static str>) {
///         self.0.push(format!("{:?} get {:?} from {}", e.phis, e.values, e.pred.index()));
///     }
///     fn replace_read(&mut self, b: Block, i: usize, v: &'static str) {
///         self.0.push(format!("read {i} of {} is {v}", b.index()));
///     }
///     fn remove_write(&mut self, _: Block, _: usize) {}
/// }
/// let mut log = Log::default();
/// let summary = construct_ssa(&f, &mut log)?;
/// assert_eq!(summary.phis, 1);
/// assert_eq!(
///     log.0,
///     [
///         "phi in 2",
///         r#"["phi@2"] get ["2"] from 1"#,
///         r#"["phi@2"] get ["1"] from 0"#,
///         "read 0 of 2 is phi@2",
///     ]
/// );
/// # Ok::<(), m2r_ssa::Error>(())
/// ```
pub fn construct_ssa<F: Function + ?Sized, B: Builder>(function: &F, builder: &mut B) -> Result<Summary, Error> {
    construct_ssa_with(function, builder, Options::default())
}

/// [`construct_ssa`] with other [`Options`].
///
/// The successor order changes only the order of the
/// [`Builder::add_phi_entries`] calls, never the SSA form:
///
/// ```
/// use m2r_ssa::{construct_ssa_with, Access, Block, Builder, EdgeEntries, Function, Graph};
/// use m2r_ssa::{Options, SuccessorOrder, Var};
/// // A switch 0 -> {1, 2, 3}, each writing x, all -> 4, which reads it.
/// struct Switch(Vec<Vec<Block>>, Vec<Vec<Access>>);
/// impl Graph for Switch {
///     fn num_blocks(&self) -> usize { 5 }
///     fn successors(&self, b: Block) -> &[Block] { &self.0[b.index()] }
/// }
/// impl Function for Switch {
///     fn num_vars(&self) -> usize { 1 }
///     fn accesses(&self, b: Block) -> &[Access] { &self.1[b.index()] }
/// }
/// /// The predecessors in the order their entries come.
/// struct Order(Vec<usize>);
/// impl Builder for Order {
///     type Value = usize;
///     fn written_value(&mut self, b: Block, _: usize) -> usize { b.index() }
///     fn undefined(&mut self, _: Var) -> usize { 0 }
///     fn create_phi(&mut self, _: Block, _: Var) -> usize { 99 }
///     fn add_phi_entries(&mut self, e: EdgeEntries<'_, usize>) { self.0.push(e.pred.index()) }
///     fn replace_read(&mut self, _: Block, _: usize, _: usize) {}
///     fn remove_write(&mut self, _: Block, _: usize) {}
/// }
/// let (b, x) = (Block::new, Var::new(0));
/// let f = Switch(
///     vec![vec![b(1), b(2), b(3)], vec![b(4)], vec![b(4)], vec![b(4)], vec![]],
///     vec![vec![], vec![Access::store(x)], vec![Access::store(x)], vec![Access::store(x)], vec![Access::load(x)]],
/// );
/// let mut by_last = Order(vec![]);
/// construct_ssa_with(&f, &mut by_last, Options { successor_order: SuccessorOrder::ByLastOccurrence })?;
/// let mut reversed = Order(vec![]);
/// construct_ssa_with(&f, &mut reversed, Options { successor_order: SuccessorOrder::FirstThenRestReversed })?;
/// let (mut a, mut b2) = (by_last.0.clone(), reversed.0.clone());
/// (a.sort(), b2.sort());
/// assert_eq!(a, [1, 2, 3]);
/// assert_eq!(a, b2);
/// # Ok::<(), m2r_ssa::Error>(())
/// ```
pub fn construct_ssa_with<F: Function + ?Sized, B: Builder>(
    function: &F,
    builder: &mut B,
    options: Options,
) -> Result<Summary, Error> {
    Construction::new().construct(function, builder, options)
}

/// [`construct_ssa`] with its buffers kept from one function to the next,
/// as cranelift-frontend's `FunctionBuilderContext` keeps its own: once
/// they have grown to the largest function, construction allocates nothing.
/// `V` is the builder's [`Builder::Value`].
///
/// ```
/// use m2r_ssa::{Access, Block, Builder, Construction, EdgeEntries, Function, Graph, Options, Var};
/// // One block that writes x and reads it back: no phi, the read is the write.
/// struct One(Vec<Access>);
/// impl Graph for One {
///     fn num_blocks(&self) -> usize { 1 }
///     fn successors(&self, _: Block) -> &[Block] { &[] }
/// }
/// impl Function for One {
///     fn num_vars(&self) -> usize { 1 }
///     fn accesses(&self, _: Block) -> &[Access] { &self.0 }
/// }
/// struct Reads(Vec<u32>);
/// impl Builder for Reads {
///     type Value = u32;
///     fn written_value(&mut self, _: Block, index: usize) -> u32 { index as u32 }
///     fn undefined(&mut self, _: Var) -> u32 { u32::MAX }
///     fn create_phi(&mut self, _: Block, _: Var) -> u32 { unreachable!("no phi") }
///     fn add_phi_entries(&mut self, _: EdgeEntries<'_, u32>) {}
///     fn replace_read(&mut self, _: Block, _: usize, v: u32) { self.0.push(v) }
///     fn remove_write(&mut self, _: Block, _: usize) {}
/// }
/// let x = Var::new(0);
/// let mut construction = Construction::new();
/// for _ in 0..2 {
///     let mut reads = Reads(vec![]);
///     construction.construct(&One(vec![Access::store(x), Access::load(x)]), &mut reads, Options::default())?;
///     assert_eq!(reads.0, [0]);
/// }
/// # Ok::<(), m2r_ssa::Error>(())
/// ```
pub struct Construction<V> {
    flow: ControlFlow,
    placer: Placer,
    rename: RenamingScratch<Reaching<V>>,
    /// The walk's record (see [`WalkLog`]).
    arrivals: Vec<(Block, Block, u32, usize)>,
    values: Vec<Reaching<V>>,
    reads: Vec<(Block, Read<V>)>,
    read_spans: IdVec<Block, (u32, u32)>,
    writes: Vec<(Block, Write)>,
    /// Each variable's undefined value, once asked.
    undefined: IdVec<Var, Option<V>>,
    /// The redundancy analysis: each phi's first entry that is no phi and
    /// whether another differs (or the phi is otherwise known to stay); the
    /// candidates and their operands.
    first: IdVec<PhiId, Option<Reaching<V>>>,
    merges: IdVec<PhiId, bool>,
    candidates: Vec<PhiId>,
    operand_pairs: Vec<(PhiId, Reaching<V>)>,
    operands: Csr<PhiId, Reaching<V>>,
    redundant: RedundantPhis<Reaching<V>>,
    /// The variables whose phis may be redundant.
    suspects: Suspects,
    /// The phis created, each block's, and one edge's entries.
    phis: IdVec<PhiId, Option<V>>,
    kept_pairs: Vec<(Block, V)>,
    kept: Csr<Block, V>,
    resolved: Vec<V>,
    /// The reads and writes grouped by block.
    by_block: ByBlock<V>,
    /// Which phis of an unpruned placement stay.
    live: LivePhis,
}

impl<V: Copy + Eq> Default for Construction<V> {
    fn default() -> Self {
        Construction {
            flow: ControlFlow::new(),
            placer: Placer::new(),
            rename: RenamingScratch::new(),
            arrivals: Vec::new(),
            values: Vec::new(),
            reads: Vec::new(),
            read_spans: IdVec::new(),
            writes: Vec::new(),
            undefined: IdVec::new(),
            first: IdVec::new(),
            merges: IdVec::new(),
            candidates: Vec::new(),
            operand_pairs: Vec::new(),
            operands: Csr::default(),
            redundant: RedundantPhis::default(),
            suspects: Suspects::default(),
            phis: IdVec::new(),
            kept_pairs: Vec::new(),
            kept: Csr::default(),
            resolved: Vec::new(),
            by_block: ByBlock { reads: Csr::default(), writes: Csr::default() },
            live: LivePhis::default(),
        }
    }
}

impl<V: Copy + Eq> Construction<V> {
    /// Empty buffers.
    pub fn new() -> Self {
        Self::default()
    }

    /// [`construct_ssa_with`], in these buffers.
    pub fn construct<F: Function + ?Sized, B: Builder<Value = V>>(
        &mut self,
        function: &F,
        builder: &mut B,
        options: Options,
    ) -> Result<Summary, Error> {
        let n = function.num_blocks();
        let Construction {
            flow,
            placer,
            rename: scratch,
            arrivals,
            values,
            reads,
            read_spans,
            writes,
            undefined,
            first,
            merges,
            candidates,
            operand_pairs,
            operands,
            redundant,
            suspects,
            phis,
            kept_pairs,
            kept,
            resolved,
            by_block,
            live,
        } = self;
        flow.read(function)?;
        // The stages check that they are given the graph just read: by its print.
        let function = &ReadInto { function, print: flow.cfg().edge_print() };
        // Renaming follows in this call and records every value: the dead
        // candidates go after it, and its accesses are the placement's.
        placer.renames_in_same_call = true;
        let placement = placer.place(flow, function)?;
        flow.dominators();
        let (cfg, dt) = (flow.cfg(), flow.computed_dominators().expect("computed just above"));
        // Every access index fits a write's record (see `write_index`).
        assert!(u32::try_from(placement.num_accesses()).is_ok(), "CSR sizes fit in u32");

        // Renaming, into our own values first.
        arrivals.clear();
        values.clear();
        reads.clear();
        read_spans.reset(n, (0, 0));
        writes.clear();
        suspects.begin(function.num_vars());
        let mut log = WalkLog { builder, dt, arrivals, values, reads, read_spans, writes, suspects };
        let initial = (0..function.num_vars()).map(|v| Reaching::Undef(Var::new(v)));
        rename(function, placement, initial, &mut log, options.successor_order, scratch)?;
        let WalkLog { builder, arrivals, values, reads, writes, suspects, .. } = log;
        let walked = writes.len();
        for b in (0..n).map(Block::new).filter(|&b| !dt.is_reachable(b)) {
            for (i, a) in function.accesses(b).iter().enumerate() {
                match a.kind {
                    AccessKind::Load => reads.push((b, (i, Reaching::Undef(a.var)))),
                    AccessKind::Store => writes.push((b, (write_index(i), 0))),
                }
            }
        }

        // Every phi's entries: one per arrival (parallel edges carry one
        // value), and the undefined value for edges from unreachable blocks.
        // (Only an edge from an unreachable block brings the undefined value.)
        let all_reachable = dt.reaches_every_block();
        let entries = Entries { arrivals, values, placement, cfg, dt, all_reachable };
        let live = live.find(placement, reads, &entries);
        let is_live = |p: PhiId| live.is_none_or(|live| live[p]);
        // An undefined value is compared as the client's: two variables'
        // may be one value (a zero of one type).
        undefined.reset(function.num_vars(), None);
        let as_client = |undefined: &mut IdVec<Var, Option<V>>, builder: &mut B, v: Reaching<V>| match v {
            Reaching::Undef(var) => Reaching::Client(client_undefined(undefined, builder, var)),
            v => v,
        };
        // Only a phi whose entries other than phis are all one value can be
        // redundant (most phis merge two values outright, and a join of
        // thousands of edges has thousands of entries): the candidates,
        // found in one look at each entry; only theirs make the graph.
        first.reset(placement.len(), None);
        merges.reset(placement.len(), false);
        entries.for_each(|phi, v| match as_client(undefined, builder, v) {
            Reaching::Phi(_) => {}
            v => match first[phi] {
                None => first[phi] = Some(v),
                Some(f) => merges[phi] |= f != v,
            },
        });
        candidates.clear();
        candidates.extend(merges.iter().filter(|&(p, &m)| !m && is_live(p)).map(|(p, _)| p));
        // Of those, only the phis of variables with copies or with one
        // value written twice (see [`crate::suspects`]), where telling them
        // apart (a look per write) costs less than searching them all (a
        // look per entry, measured about as dear).
        let search = || candidates.iter().map(|&p| cfg.preds(placement.blocks()[p]).len()).sum::<usize>();
        if !candidates.is_empty() && 2 * walked <= search() {
            let numbered = undefined.iter().filter_map(|(var, u)| u.map(|u| (var, builder.value_index(u))));
            let written =
                writes[..walked].iter().map(|&(b, (i, number))| (function.accesses(b)[i as usize].var, number));
            let suspect = suspects.settle(written, numbered);
            #[cfg(debug_assertions)]
            {
                // The theorem, checked: a search among all the candidates
                // finds none redundant that the suspects leave out.
                let mut pairs = Vec::new();
                entries.for_each(|phi, v| {
                    if !merges[phi] && is_live(phi) {
                        pairs.push((phi, as_client(undefined, builder, v)));
                    }
                });
                let mut all = Csr::default();
                all.fill_from_pairs(placement.len(), &pairs);
                let mut search = RedundantPhis::default();
                search.find(&all, candidates, |phi| Reaching::Undef(placement.vars()[phi]));
                for &p in candidates.iter() {
                    let var = placement.vars()[p];
                    debug_assert!(suspect[var] || !search.is_redundant(p), "phi {p:?} of {var:?} is redundant");
                }
            }
            let var_of = placement.vars();
            candidates.retain(|&p| {
                // The others stay, as a phi that merges two values does.
                merges[p] |= !suspect[var_of[p]];
                !merges[p]
            });
        }
        operand_pairs.clear();
        if !candidates.is_empty() {
            entries.for_each(|phi, v| {
                if !merges[phi] && is_live(phi) {
                    operand_pairs.push((phi, as_client(undefined, builder, v)));
                }
            });
        }
        operands.fill_from_pairs(placement.len(), operand_pairs);
        let removed = redundant.find(operands, candidates, |phi| Reaching::Undef(placement.vars()[phi]));

        // Applying it: the phis that stay, in creation order.
        phis.clear();
        for (phi, &var) in placement.vars().iter() {
            let stays = is_live(phi) && !redundant.is_redundant(phi);
            phis.push(stays.then(|| builder.create_phi(placement.blocks()[phi], var)));
        }
        let phis = &*phis;
        let redundant = &*redundant;
        let mut value_of = |builder: &mut B, v: Reaching<V>| match redundant.resolve(v) {
            Reaching::Client(t) => t,
            Reaching::Phi(p) => phis[p].expect("a phi resolves to a value or a phi that stays"),
            Reaching::Undef(var) => client_undefined(undefined, builder, var),
        };
        // The entries, when some phi stays (on real code most functions
        // have none, and this stage would only pass over their blocks).
        let created = phis.values().filter(|p| p.is_some()).count();
        if created > 0 {
            // Each block's phis that stay, in creation order, listed once.
            kept_pairs.clear();
            kept_pairs.extend(
                (0..n)
                    .map(Block::new)
                    .flat_map(|b| placement.phis_in(b).iter().rev().filter_map(move |&phi| phis[phi].map(|v| (b, v)))),
            );
            kept.fill_from_pairs(n, kept_pairs);
            for &(block, pred, edges, start) in arrivals.iter() {
                if kept.get(block).is_empty() {
                    continue;
                }
                resolved.clear();
                for (&phi, &v) in placement.phis_in(block).iter().rev().zip(&values[start..]) {
                    if phis[phi].is_some() {
                        resolved.push(value_of(builder, v));
                    }
                }
                builder.add_phi_entries(EdgeEntries { block, pred, edges, phis: kept.get(block), values: resolved });
            }
            // An edge from an unreachable block brings nothing.
            let from_unreachable = if all_reachable { 0..0 } else { 0..n };
            for b in from_unreachable.map(Block::new).filter(|&b| dt.is_reachable(b) && !kept.get(b).is_empty()) {
                let preds = cfg.preds(b);
                for (k, &pred) in preds.iter().enumerate() {
                    if dt.is_reachable(pred) || preds.get(k + 1) == Some(&pred) {
                        continue; // the last of a run of parallel edges stands for the run
                    }
                    let edges = preds[..=k].iter().rev().take_while(|&&p| p == pred).count() as u32;
                    resolved.clear();
                    for &phi in placement.phis_in(b).iter().rev().filter(|&&phi| phis[phi].is_some()) {
                        resolved.push(value_of(builder, Reaching::Undef(placement.vars()[phi])));
                    }
                    builder.add_phi_entries(EdgeEntries { block: b, pred, edges, phis: kept.get(b), values: resolved });
                }
            }
        }
        let (reads, writes) = by_block.apply(n, builder, reads, writes, value_of);
        Ok(Summary { phis: created, redundant_phis: removed, reads, writes })
    }
}

/// Which phis of a placement stay: all of a pruned one (none is named); of an unpruned one
/// ([`Placer::renames_in_same_call`]), those whose value some read gets,
/// directly or through other phis' entries. Those are the phis pruned SSA
/// has: the simulation ([`crate::pruning`]) finds the same from a walk of
/// its own, which the renaming's records make needless here.
#[derive(Default)]
struct LivePhis {
    live: IdVec<PhiId, bool>,
    /// (phi, a phi among its entries), and the same by phi.
    feed_pairs: Vec<(PhiId, PhiId)>,
    feeds: Csr<PhiId, PhiId>,
    work: Vec<PhiId>,
}

impl LivePhis {
    fn find<T: Copy>(
        &mut self,
        placement: &PhiPlacement,
        reads: &[(Block, Read<T>)],
        entries: &Entries<'_, T>,
    ) -> Option<&IdVec<PhiId, bool>> {
        let n = placement.len();
        if !placement.unpruned {
            return None; // all of them
        }
        let LivePhis { live, feed_pairs, feeds, work } = self;
        live.reset(n, false);
        work.clear();
        let mut mark = |p: PhiId, work: &mut Vec<PhiId>| {
            if !std::mem::replace(&mut live[p], true) {
                work.push(p);
            }
        };
        for &(_, (_, v)) in reads {
            if let Reaching::Phi(p) = v {
                mark(p, work);
            }
        }
        if !work.is_empty() {
            feed_pairs.clear();
            entries.for_each(|phi, v| {
                if let Reaching::Phi(q) = v {
                    feed_pairs.push((phi, q));
                }
            });
            feeds.fill_from_pairs(n, feed_pairs);
            while let Some(p) = work.pop() {
                for &q in feeds.get(p) {
                    mark(q, work);
                }
            }
        }
        Some(&self.live)
    }
}

/// The reads and writes the walk recorded, by block: the last stage.
struct ByBlock<V> {
    reads: Csr<Block, Read<V>>,
    writes: Csr<Block, Write>,
}

impl<V: Copy> ByBlock<V> {
    /// Replaces the reads and removes the writes block by block, each
    /// block's in program order (the walk met them so, and the grouping by
    /// block keeps that order); `value_of` gives a recorded value as the
    /// client's. Returns how many reads and writes there were.
    fn apply<B: Builder>(
        &mut self,
        n: usize,
        builder: &mut B,
        reads: &[(Block, Read<V>)],
        writes: &[(Block, Write)],
        mut value_of: impl FnMut(&mut B, Reaching<V>) -> B::Value,
    ) -> (usize, usize) {
        self.reads.fill_from_pairs(n, reads);
        for b in (0..n).map(Block::new) {
            for &(i, v) in self.reads.get(b) {
                let v = value_of(builder, v);
                builder.replace_read(b, i, v);
            }
        }
        self.writes.fill_from_pairs(n, writes);
        for b in (0..n).map(Block::new) {
            for &(i, _) in self.writes.get(b) {
                builder.remove_write(b, i as usize);
            }
        }
        (self.reads.total(), self.writes.total())
    }
}

/// A write's index in its block's accesses, as [`Write`] keeps it: below
/// the function's count of accesses, which `construct` checks fits.
#[inline]
fn write_index(index: usize) -> u32 {
    index as u32
}

/// `var`'s undefined value, asked of the builder once.
fn client_undefined<B: Builder>(undefined: &mut IdVec<Var, Option<B::Value>>, builder: &mut B, var: Var) -> B::Value {
    *undefined[var].get_or_insert_with(|| builder.undefined(var))
}

/// Every phi's entries as the walk recorded them: one per arrival
/// (parallel edges carry one value), and the undefined value for edges from
/// unreachable blocks.
struct Entries<'a, T> {
    arrivals: &'a [(Block, Block, u32, usize)],
    values: &'a [Reaching<T>],
    placement: &'a PhiPlacement,
    cfg: &'a Cfg,
    dt: &'a DomTree,
    /// Whether every block is reachable (then no edge brings the undefined value).
    all_reachable: bool,
}

impl<T: Copy> Entries<'_, T> {
    #[inline]
    fn for_each(&self, mut f: impl FnMut(PhiId, Reaching<T>)) {
        let (placement, dt) = (self.placement, self.dt);
        for &(block, _, _, start) in self.arrivals {
            let created = placement.phis_in(block).iter().rev();
            created.zip(&self.values[start..]).for_each(|(&phi, &v)| f(phi, v));
        }
        if self.all_reachable {
            return;
        }
        let from_unreachable = |b: Block| self.cfg.preds(b).iter().any(|&p| !dt.is_reachable(p));
        for b in (0..self.cfg.num_blocks()).map(Block::new).filter(|&b| dt.is_reachable(b) && from_unreachable(b)) {
            placement.phis_in(b).iter().for_each(|&phi| f(phi, Reaching::Undef(placement.vars()[phi])));
        }
    }
}

/// A value during construction: the client's, a phi of ours, or a
/// variable's undefined value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Reaching<T> {
    Client(T),
    Phi(PhiId),
    Undef(Var),
}

impl<T: Copy + Eq> PhiOperand for Reaching<T> {
    fn phi(self) -> Option<PhiId> {
        match self {
            Reaching::Phi(p) => Some(p),
            _ => None,
        }
    }
}

/// A read's index in its block's accesses, and its value.
type Read<T> = (usize, Reaching<T>);

/// A block's span in [`WalkLog::reads`] while the walk is in it.
const OPEN: u32 = u32::MAX;

/// The renaming walk's side: arrivals, reads and writes, recorded.
struct WalkLog<'a, B: Builder> {
    builder: &'a mut B,
    dt: &'a DomTree,
    /// (block, predecessor, parallel edges, where its values start): each
    /// arrival's values, one per phi of the block in creation order.
    arrivals: &'a mut Vec<(Block, Block, u32, usize)>,
    values: &'a mut Vec<Reaching<B::Value>>,
    /// (block, (index, value)) of each read, block after block in the
    /// walk's order, each block's in program order.
    reads: &'a mut Vec<(Block, Read<B::Value>)>,
    /// Where each visited block's reads are in `reads` (the end is
    /// [`OPEN`] while the walk is in the block).
    read_spans: &'a mut IdVec<Block, (u32, u32)>,
    writes: &'a mut Vec<(Block, Write)>,
    suspects: &'a mut Suspects,
}

impl<B: Builder> WalkLog<'_, B> {
    /// The value the `index`th access of `block` read, if it is a read the
    /// walk met, before the `before`th access of block `at` on every path.
    fn read_before(&self, (block, index): (Block, usize), at: Block, before: usize) -> Option<Reaching<B::Value>> {
        let comes_first = if block == at { index < before } else { self.dt.dominates(block, at) };
        let &(start, end) = self.read_spans.as_slice().get(block.index()).filter(|_| comes_first)?;
        let end = if end == OPEN { self.reads.len() } else { end as usize };
        let reads = &self.reads[start as usize..end];
        let k = reads.binary_search_by_key(&index, |r| r.1 .0).ok()?;
        Some(reads[k].1 .1)
    }
}

impl<B: Builder> Renaming for WalkLog<'_, B> {
    type Value = Reaching<B::Value>;

    fn arrive(&mut self, a: Arrival<'_, Self::Value>) -> bool {
        if !a.phis.is_empty() {
            self.arrivals.push((a.block, a.pred, a.edges, self.values.len()));
            // `a.vars` is latest created first.
            self.values.extend(a.vars.iter().rev().map(|&var| a.current[var]));
        }
        false // every arrival records every phi's entry
    }

    fn arrivals_without_phis(&self) -> bool {
        false
    }

    fn phi_value(&mut self, _: Block, phi: PhiId, _: Var, _: Self::Value) -> Self::Value {
        Reaching::Phi(phi)
    }

    fn entered(&mut self, block: Block) {
        self.read_spans[block] = (self.reads.len() as u32, OPEN);
    }

    fn read(&mut self, block: Block, index: usize, _: Var, value: Self::Value) {
        self.reads.push((block, (index, value)));
    }

    fn write(&mut self, block: Block, index: usize, var: Var) -> Self::Value {
        let copied = self.builder.copied_read(block, index).and_then(|read| self.read_before(read, block, index));
        if let Some(value) = copied {
            self.writes.push((block, (write_index(index), 0)));
            self.suspects.copy(var);
            return value;
        }
        let value = self.builder.written_value(block, index);
        let number = self.builder.value_index(value).unwrap_or(UNNUMBERED);
        self.writes.push((block, (write_index(index), number)));
        Reaching::Client(value)
    }

    fn left(&mut self, block: Block, _: &IdVec<Var, Self::Value>) {
        self.read_spans[block].1 = self.reads.len() as u32;
    }
}

/// A function whose graph a [`ControlFlow`] has just read: it passes the
/// print of the CFG read on ([`Graph::edge_print`]), the same lists.
struct ReadInto<'a, F: ?Sized> {
    function: &'a F,
    print: Option<EdgePrint>,
}

impl<F: Function + ?Sized> Graph for ReadInto<'_, F> {
    fn num_blocks(&self) -> usize {
        self.function.num_blocks()
    }

    #[inline]
    fn successors(&self, block: Block) -> &[Block] {
        self.function.successors(block)
    }

    fn edge_print(&self) -> Option<EdgePrint> {
        self.print
    }
}

impl<F: Function + ?Sized> Function for ReadInto<'_, F> {
    fn num_vars(&self) -> usize {
        self.function.num_vars()
    }

    #[inline]
    fn accesses(&self, block: Block) -> &[Access] {
        self.function.accesses(block)
    }

    fn access_print(&self) -> Option<AccessPrint> {
        self.function.access_print()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cfg::Cfg;
    use crate::testing::Program;
    use crate::traits::{Access, Graph};
    use m2r_testkit::{random_successors_into_entry, Rng};
    use std::collections::HashMap;

    /// What a value is when the program runs: what one write wrote, or a
    /// variable's undefined value.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    enum Token {
        Write(usize, usize),
        Undef(usize),
    }

    /// The program in SSA form, as the builder's calls leave it.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    enum SsaValue {
        Plain(Token),
        Phi(usize),
    }

    /// A phi: its block, its variable, its entries.
    type Phi = (Block, Var, Vec<(Block, SsaValue)>);

    #[derive(Default)]
    struct Ssa {
        phis: Vec<Phi>,
        /// Each block's phis in creation order.
        by_block: HashMap<Block, Vec<SsaValue>>,
        reads: HashMap<(usize, usize), SsaValue>,
        /// In the order of the calls.
        read_order: Vec<(usize, usize)>,
        removed: Vec<(usize, usize)>,
        undefined_asked: Vec<Var>,
        entries_after_reads: bool,
        /// Writes that copy a read: (block, index) of each.
        copies: HashMap<(usize, usize), (usize, usize)>,
        /// Writes whose value was asked for.
        asked: Vec<(usize, usize)>,
        /// Writes that write another write's value, or the undefined one.
        same_as: HashMap<(usize, usize), Token>,
        /// Whether values are numbered (`Builder::value_index`).
        numbered: bool,
    }

    impl Builder for Ssa {
        type Value = SsaValue;
        fn written_value(&mut self, b: Block, i: usize) -> SsaValue {
            self.asked.push((b.index(), i));
            SsaValue::Plain(self.same_as.get(&(b.index(), i)).copied().unwrap_or(Token::Write(b.index(), i)))
        }
        fn copied_read(&mut self, b: Block, i: usize) -> Option<(Block, usize)> {
            self.copies.get(&(b.index(), i)).map(|&(rb, ri)| (Block::new(rb), ri))
        }
        fn value_index(&self, v: SsaValue) -> Option<u32> {
            // One number per value: the tests' programs have fewer than a
            // thousand variables, blocks and accesses per block.
            let number = match v {
                SsaValue::Plain(Token::Undef(var)) => var,
                SsaValue::Plain(Token::Write(b, i)) => 1_000 + 1_000 * b + i,
                SsaValue::Phi(p) => 2_000_000 + p,
            };
            self.numbered.then_some(number as u32)
        }
        fn undefined(&mut self, var: Var) -> SsaValue {
            assert!(!self.undefined_asked.contains(&var), "undefined asked twice for {var:?}");
            self.undefined_asked.push(var);
            SsaValue::Plain(Token::Undef(var.index()))
        }
        fn create_phi(&mut self, b: Block, var: Var) -> SsaValue {
            let earlier = self.by_block.entry(b).or_default();
            if let Some(&SsaValue::Phi(last)) = earlier.last() {
                assert!(self.phis[last].1 < var, "a block's phis come in ascending variable order");
            }
            self.phis.push((b, var, Vec::new()));
            let phi = SsaValue::Phi(self.phis.len() - 1);
            earlier.push(phi);
            phi
        }
        fn add_phi_entries(&mut self, e: EdgeEntries<'_, SsaValue>) {
            assert_eq!(Some(e.phis), self.by_block.get(&e.block).map(Vec::as_slice), "the block's phis, in order");
            assert_eq!(e.phis.len(), e.values.len());
            assert!(e.edges > 0);
            self.entries_after_reads |= !self.reads.is_empty();
            for (&phi, &v) in e.phis.iter().zip(e.values) {
                let SsaValue::Phi(p) = phi else { panic!("an entry for a value that is no phi") };
                for _ in 0..e.edges {
                    self.phis[p].2.push((e.pred, v));
                }
            }
        }
        fn replace_read(&mut self, b: Block, i: usize, v: SsaValue) {
            assert!(self.reads.insert((b.index(), i), v).is_none(), "a read replaced twice");
            self.read_order.push((b.index(), i));
        }
        fn remove_write(&mut self, b: Block, i: usize) {
            self.removed.push((b.index(), i));
        }
    }

    /// Up to 24 blocks, mostly forward edges, back edges, self loops,
    /// repeated edges, unreachable blocks, now and then an edge into block
    /// 0; up to 4 variables read and written at random.
    fn random_program(rng: &mut Rng) -> Program {
        let n = 1 + rng.below(24);
        let vars = 1 + rng.below(4);
        let succs = random_successors_into_entry(rng, n)
            .into_iter()
            .map(|list| list.into_iter().map(|s| Block::new(s as usize)).collect())
            .collect();
        let accesses = (0..n)
            .map(|_| {
                (0..rng.below(5))
                    .map(|_| {
                        let var = Var::new(rng.below(vars));
                        if rng.below(2) == 0 {
                            Access::load(var)
                        } else {
                            Access::store(var)
                        }
                    })
                    .collect()
            })
            .collect();
        Program { succs, accesses, vars }
    }

    /// Runs both forms along one random path of up to 300 blocks: the
    /// values each read sees must agree. A write that copies a read writes
    /// what that read last read.
    fn run_both(program: &Program, ssa: &Ssa, rng: &mut Rng) {
        let mut memory: Vec<Token> = (0..program.vars).map(Token::Undef).collect();
        let mut last_read: HashMap<(usize, usize), Token> = HashMap::new();
        let mut phi_values: HashMap<usize, Token> = HashMap::new();
        let eval = |phi_values: &HashMap<usize, Token>, v: SsaValue| match v {
            SsaValue::Plain(t) => t,
            SsaValue::Phi(p) => *phi_values.get(&p).expect("a phi read where it was not set: not dominating"),
        };
        let (mut block, mut pred) = (0, None::<usize>);
        for _ in 0..300 {
            if let Some(p) = pred {
                // All of the block's phis read their entries, then are set.
                let arriving: Vec<(usize, Token)> = ssa
                    .phis
                    .iter()
                    .enumerate()
                    .filter(|(_, (b, _, _))| b.index() == block)
                    .map(|(id, (_, _, entries))| {
                        let (_, v) = entries.iter().find(|(from, _)| from.index() == p).expect("an entry for the edge");
                        (id, eval(&phi_values, *v))
                    })
                    .collect();
                phi_values.extend(arriving);
            }
            for (i, a) in program.accesses[block].iter().enumerate() {
                match a.kind {
                    AccessKind::Store => {
                        memory[a.var.index()] = match ssa.copies.get(&(block, i)) {
                            Some(read) => last_read[read],
                            None => ssa.same_as.get(&(block, i)).copied().unwrap_or(Token::Write(block, i)),
                        }
                    }
                    AccessKind::Load => {
                        let ours = eval(&phi_values, ssa.reads[&(block, i)]);
                        assert_eq!(ours, memory[a.var.index()], "block {block} read {i}");
                        last_read.insert((block, i), ours);
                    }
                }
            }
            let succs = &program.succs[block];
            if succs.is_empty() {
                return;
            }
            pred = Some(block);
            block = succs[rng.below(succs.len())].index();
        }
    }

    /// Whether `var` needs a phi in block 0, by the definitions: it is live
    /// into block 0 (a path from its top reaches a read with no write
    /// before), and a write of it in a reachable block reaches an edge into
    /// block 0.
    fn needs_entry_phi(program: &Program, var: Var) -> bool {
        let n = program.num_blocks();
        let reach = |from: &[usize]| {
            let mut seen = vec![false; n];
            let mut stack = from.to_vec();
            while let Some(b) = stack.pop() {
                if !std::mem::replace(&mut seen[b], true) {
                    stack.extend(program.succs[b].iter().map(|s| s.index()));
                }
            }
            seen
        };
        let first = |b: usize| program.accesses[b].iter().find(|a| a.var == var).map(|a| a.kind);
        // Live into 0: search from 0 through blocks that do not write first.
        let mut live = false;
        let mut seen = vec![false; n];
        let mut stack = vec![0];
        while let Some(b) = stack.pop() {
            if std::mem::replace(&mut seen[b], true) {
                continue;
            }
            match first(b) {
                Some(AccessKind::Load) => live = true,
                Some(AccessKind::Store) => {}
                None => stack.extend(program.succs[b].iter().map(|s| s.index())),
            }
        }
        let reachable = reach(&[0]);
        let writers: Vec<usize> = (0..n)
            .filter(|&b| {
                reachable[b] && program.accesses[b].iter().any(|a| a.var == var && a.kind == AccessKind::Store)
            })
            .collect();
        let from_writers = reach(&writers);
        // A write's block reaches an edge into 0 if it is the edge's source
        // or reaches it.
        let back = (0..n).any(|b| program.succs[b].contains(&Block(0)) && from_writers[b]);
        live && back
    }

    /// Random programs put into SSA form: every read is replaced and every
    /// write removed, each phi has one entry per edge into its block, and
    /// running the SSA form along random paths reads what the program reads.
    /// A program refused for a phi in block 0 needs one by the definitions.
    #[test]
    fn ssa_form_reads_what_the_program_reads() {
        let mut rng = Rng::new(11);
        let (mut phis, mut refused) = (0, 0);
        for case in 0..3_000 {
            let program = random_program(&mut rng);
            for successor_order in [SuccessorOrder::ByLastOccurrence, SuccessorOrder::FirstThenRestReversed] {
                let mut ssa = Ssa { numbered: case % 2 == 1, ..Ssa::default() };
                let summary = match construct_ssa_with(&program, &mut ssa, Options { successor_order }) {
                    Ok(summary) => summary,
                    Err(Error::PhiInEntry { var }) => {
                        assert!(needs_entry_phi(&program, var), "case {case}: {var:?} refused for no reason");
                        assert!(ssa.phis.is_empty() && ssa.reads.is_empty(), "case {case}: refused after edits");
                        refused += 1;
                        continue;
                    }
                    Err(e) => panic!("case {case}: {e}"),
                };
                for v in (0..program.vars).map(Var::new) {
                    assert!(!needs_entry_phi(&program, v), "case {case}: {v:?} needed a phi in block 0");
                }
                let (loads, stores): (Vec<_>, Vec<_>) = program
                    .accesses
                    .iter()
                    .enumerate()
                    .flat_map(|(b, list)| list.iter().enumerate().map(move |(i, a)| (b, i, a.kind)))
                    .partition(|&(_, _, k)| k == AccessKind::Load);
                assert_eq!(ssa.reads.len(), loads.len(), "case {case}: every read replaced");
                assert_eq!(summary.reads, loads.len());
                assert_eq!(ssa.removed.len(), stores.len(), "case {case}: every write removed");
                assert_eq!(summary.writes, stores.len());
                let in_order: Vec<(usize, usize)> = loads.iter().map(|&(b, i, _)| (b, i)).collect();
                assert_eq!(ssa.read_order, in_order, "case {case}: reads in program order");
                assert!(!ssa.entries_after_reads, "case {case}: entries come before reads");
                let cfg = Cfg::from_successors(program.succs.iter().map(|s| s.iter().copied())).unwrap();
                for (b, _, entries) in &ssa.phis {
                    let mut want: Vec<usize> = cfg.preds(*b).iter().map(|p| p.index()).collect();
                    let mut got: Vec<usize> = entries.iter().map(|(p, _)| p.index()).collect();
                    want.sort();
                    got.sort();
                    assert_eq!(got, want, "case {case}: one entry per edge");
                }
                for _ in 0..4 {
                    run_both(&program, &ssa, &mut rng);
                }
                phis += summary.phis;
            }
        }
        // The generator makes programs that need phis, and some that
        // would need one in block 0.
        assert!(phis > 1_000, "{phis} phis");
        assert!(refused > 20, "{refused} refused");
    }

    /// One [`Construction`] kept over thousands of functions (refused ones
    /// among them, which leave its buffers half used) makes the same calls
    /// as a fresh one each time.
    #[test]
    fn one_construction_serves_every_function_as_fresh_ones_do() {
        let mut rng = Rng::new(12);
        let mut kept = Construction::new();
        let (mut refused, mut phis) = (0, 0);
        for case in 0..3_000 {
            let program = random_program(&mut rng);
            let successor_order =
                if case % 2 == 0 { SuccessorOrder::ByLastOccurrence } else { SuccessorOrder::FirstThenRestReversed };
            let (mut fresh, mut reused) = (Ssa::default(), Ssa::default());
            let want = construct_ssa_with(&program, &mut fresh, Options { successor_order });
            let got = kept.construct(&program, &mut reused, Options { successor_order });
            assert_eq!(got, want, "case {case}");
            assert_eq!(reused.phis, fresh.phis, "case {case}: the phis and their entries");
            assert_eq!(reused.reads, fresh.reads, "case {case}: the reads");
            assert_eq!(reused.read_order, fresh.read_order, "case {case}");
            assert_eq!(reused.removed, fresh.removed, "case {case}: the writes");
            assert_eq!(reused.undefined_asked, fresh.undefined_asked, "case {case}");
            refused += usize::from(want.is_err());
            phis += want.map_or(0, |s| s.phis);
        }
        assert!(refused > 10 && phis > 1_000, "{refused} refused, {phis} phis");
    }

    /// Writes that copy a read (`y = x`): some copy an earlier read of their
    /// block, some a read of a block that dominates theirs, and one in
    /// eight names a read that does not come first (ignored: its value is
    /// asked for). The SSA form reads what the program reads, every phi
    /// created merges two values at least, and copies do make phis
    /// redundant.
    #[test]
    fn copies_leave_no_phi_that_merges_one_value() {
        let mut rng = Rng::new(17);
        let (mut redundant, mut copies, mut ignored) = (0, 0, 0);
        for case in 0..3_000 {
            let program = random_program(&mut rng);
            let cfg = Cfg::from_successors(program.succs.iter().map(|s| s.iter().copied())).unwrap();
            let dt = crate::domtree::DomTree::compute(&cfg);
            let reads: Vec<(usize, usize)> = (0..program.succs.len())
                .flat_map(|b| program.accesses[b].iter().enumerate().map(move |(i, a)| (b, i, a.kind)))
                .filter(|a| a.2 == AccessKind::Load)
                .map(|(b, i, _)| (b, i))
                .collect();
            let mut ssa = Ssa { numbered: case % 2 == 1, ..Ssa::default() };
            let mut invalid = Vec::new();
            for (b, list) in program.accesses.iter().enumerate() {
                for (i, a) in list.iter().enumerate().filter(|(_, a)| a.kind == AccessKind::Store) {
                    let first = |&&(rb, ri): &&(usize, usize)| {
                        if rb == b {
                            ri < i
                        } else {
                            dt.is_reachable(Block::new(b)) && dt.dominates(Block::new(rb), Block::new(b))
                        }
                    };
                    let before: Vec<&(usize, usize)> = reads.iter().filter(first).collect();
                    let after: Vec<&(usize, usize)> = reads.iter().filter(|r| !first(r)).collect();
                    if rng.chance(12) && !after.is_empty() {
                        ssa.copies.insert((b, i), *after[rng.below(after.len())]);
                        invalid.push((b, i));
                    } else if rng.chance(60) && !before.is_empty() {
                        ssa.copies.insert((b, i), *before[rng.below(before.len())]);
                    }
                    let _ = a;
                }
            }
            let summary = match construct_ssa(&program, &mut ssa) {
                Ok(summary) => summary,
                Err(Error::PhiInEntry { .. }) => continue,
                Err(e) => panic!("case {case}: {e}"),
            };
            // A copy not read first is no copy: its value was asked for (if
            // its block is reachable).
            for w in &invalid {
                if dt.is_reachable(Block::new(w.0)) {
                    assert!(ssa.asked.contains(w), "case {case}: the invalid copy {w:?} was taken");
                }
                ssa.copies.remove(w);
            }
            copies += ssa.copies.len();
            ignored += invalid.len();
            assert_every_phi_merges_two_values(&ssa, case);
            assert_eq!(summary.phis, ssa.phis.len());
            redundant += summary.redundant_phis;
            for _ in 0..4 {
                run_both(&program, &ssa, &mut rng);
            }
        }
        assert!(copies > 1_000 && ignored > 100, "{copies} copies, {ignored} ignored");
        assert!(redundant > 100, "copies make phis redundant: {redundant}");
    }

    /// Every phi created merges two values at least (besides itself).
    fn assert_every_phi_merges_two_values(ssa: &Ssa, case: usize) {
        for (p, (_, _, entries)) in ssa.phis.iter().enumerate() {
            let mut distinct: Vec<SsaValue> = entries.iter().map(|e| e.1).filter(|&v| v != SsaValue::Phi(p)).collect();
            distinct.sort_by_key(|v| format!("{v:?}"));
            distinct.dedup();
            assert!(distinct.len() >= 2, "case {case}: phi {p} merges {distinct:?}");
        }
    }

    /// Writes of one value: some write what another write of their
    /// variable writes, some the variable's undefined value (no copies, so
    /// only these make phis redundant; see `crate::suspects`). Every phi
    /// created merges two values at least, and the SSA form reads what the
    /// program reads.
    #[test]
    fn writes_of_one_value_leave_no_phi_that_merges_one_value() {
        let mut rng = Rng::new(29);
        let (mut redundant, mut phis) = (0, 0);
        for case in 0..3_000 {
            let program = random_program(&mut rng);
            let mut ssa = Ssa { numbered: case % 2 == 1, ..Ssa::default() };
            let mut written: Vec<Vec<Token>> = vec![Vec::new(); program.vars];
            for (b, list) in program.accesses.iter().enumerate() {
                for (i, a) in list.iter().enumerate().filter(|(_, a)| a.kind == AccessKind::Store) {
                    let earlier = &written[a.var.index()];
                    let token = match rng.below(4) {
                        0 => Token::Undef(a.var.index()),
                        1 | 2 if !earlier.is_empty() => earlier[rng.below(earlier.len())],
                        _ => Token::Write(b, i),
                    };
                    ssa.same_as.insert((b, i), token);
                    written[a.var.index()].push(token);
                }
            }
            let summary = match construct_ssa(&program, &mut ssa) {
                Ok(summary) => summary,
                Err(Error::PhiInEntry { .. }) => continue,
                Err(e) => panic!("case {case}: {e}"),
            };
            assert_every_phi_merges_two_values(&ssa, case);
            redundant += summary.redundant_phis;
            phis += summary.phis;
            for _ in 0..4 {
                run_both(&program, &ssa, &mut rng);
            }
        }
        assert!(redundant > 100 && phis > 1_000, "{redundant} redundant, {phis} phis");
    }

    /// Programs of more variables than live-in words hold (65 to 96), so
    /// their dead candidates go after renaming where the simulation would
    /// otherwise tell them apart: the phis created, with the redundant ones,
    /// are exactly the pruned placement's, and the SSA form reads what the
    /// program reads.
    #[test]
    fn many_variables_keep_exactly_the_pruned_phis() {
        let mut rng = Rng::new(23);
        let mut construction = Construction::new();
        let (mut after_renaming, mut phis) = (0, 0);
        for case in 0..1_000 {
            let mut program = random_program(&mut rng);
            program.vars = 65 + rng.below(32);
            for list in &mut program.accesses {
                for a in list.iter_mut() {
                    a.var = Var::new(rng.below(program.vars));
                }
                list.extend((0..rng.below(6)).map(|_| Access::store(Var::new(rng.below(program.vars)))));
            }
            let mut ssa = Ssa { numbered: case % 2 == 1, ..Ssa::default() };
            let summary = match construction.construct(&program, &mut ssa, Options::default()) {
                Ok(summary) => summary,
                Err(Error::PhiInEntry { .. }) => continue,
                Err(e) => panic!("case {case}: {e}"),
            };
            after_renaming += usize::from(construction.placer.placement().is_some_and(|p| p.unpruned));
            let mut flow = ControlFlow::new();
            flow.read(&program).unwrap();
            let mut placer = Placer::new();
            let pruned = placer.place(&mut flow, &program).unwrap();
            let mut want: Vec<(Block, Var)> =
                pruned.vars().iter().map(|(phi, &var)| (pruned.blocks()[phi], var)).collect();
            let mut got: Vec<(Block, Var)> = ssa.phis.iter().map(|&(b, var, _)| (b, var)).collect();
            want.sort();
            got.sort();
            assert!(got.iter().all(|phi| want.binary_search(phi).is_ok()), "case {case}: a phi pruned SSA lacks");
            assert_eq!(summary.phis + summary.redundant_phis, want.len(), "case {case}");
            for _ in 0..4 {
                run_both(&program, &ssa, &mut rng);
            }
            phis += summary.phis;
        }
        assert!(after_renaming > 200 && phis > 1_000, "{after_renaming} pruned after renaming, {phis} phis");
    }
}
