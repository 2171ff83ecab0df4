//! Where the phis go: the first stage of SSA construction.
//!
//! Minimal SSA puts a phi for a variable at every block of the iterated
//! dominance frontier of its writes (Cytron, Ferrante, Rosen, Wegman,
//! Zadeck, TOPLAS 1991; [`crate::idf`]); pruned SSA keeps those where the
//! variable is live in (Choi, Cytron and Ferrante, POPL 1991). LLVM's
//! mem2reg computes, per variable, the blocks it is live into (walking
//! predecessors from every read) and places phis at IDF(writes) ∩ live-in;
//! that walk costs the size of the live range, per variable, and thousands
//! of variables live across thousands of blocks make it quadratic.
//!
//! A batch of at most 64 variables (nearly every function of real code)
//! gets the live-in sets all at once, a bit per variable
//! ([`crate::live_in`]): a few looks per block. A larger batch would need a
//! word per 64 variables in every block, quadratic again where the variables
//! grow with the blocks, so there the live candidates are found by one walk
//! over all of them ([`crate::pruning`]).
//!
//! An edge into block 0 needs nothing special here: block 0 is then a join
//! (of the function's start and the edge), in the frontier of every block
//! on the way up from the edge's source. A phi it would get is refused
//! ([`Error::PhiInEntry`]): it would have no entry for the start.

use std::ops::Range;

use crate::checks::{count_accesses, Fingerprint};
use crate::entity::{Csr, IdVec, StampSet};
use crate::error::Error;
use crate::flow::ControlFlow;
use crate::ids::{Block, PhiId, Var};
use crate::live_in::{self, LiveInWords};
use crate::pruning::SimulationBuffers;
use crate::traits::{AccessKind, Function};
use crate::walk::WalkScratch;

/// Where the phis of a batch of variables go: the result of
/// [`Placer::place`].
///
/// Phis are numbered in creation order: by variable, then by block. Each
/// block's phis are also listed as they sit in it, which is the other way
/// round: each phi is inserted at the top of its block, so the latest
/// created comes first. That list numbers *slots*, a block's phis side by
/// side, for state a client keeps per phi while renaming.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct PhiPlacement {
    /// How many variables and accesses the function had, and its edges.
    num_vars: usize,
    num_accesses: usize,
    graph: Fingerprint,
    var_of: IdVec<PhiId, Var>,
    block_of: IdVec<PhiId, Block>,
    by_block: Csr<Block, PhiId>,
    /// Whether the dead candidates are still among the phis, for the caller
    /// to prune after renaming (see [`Placer::renames_in_same_call`]).
    pub(crate) unpruned: bool,
    /// Whether the function's accesses need no counting again when it is
    /// renamed ([`Placer::renames_in_same_call`]).
    pub(crate) accesses_settled: bool,
}

impl PhiPlacement {
    /// How many phis there are.
    #[inline]
    pub fn len(&self) -> usize {
        self.var_of.len()
    }

    /// Whether there are none.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.var_of.is_empty()
    }

    /// How many variables the function it was made for has.
    #[inline]
    pub fn num_vars(&self) -> usize {
        self.num_vars
    }

    /// How many reads and writes the function it was made for has.
    #[inline]
    pub fn num_accesses(&self) -> usize {
        self.num_accesses
    }

    /// How many blocks the function it was made for has.
    #[inline]
    pub fn num_blocks(&self) -> usize {
        self.by_block.num_keys()
    }

    /// Each phi's variable.
    #[inline]
    pub fn vars(&self) -> &IdVec<PhiId, Var> {
        &self.var_of
    }

    /// Each phi's block.
    #[inline]
    pub fn blocks(&self) -> &IdVec<PhiId, Block> {
        &self.block_of
    }

    /// One variable's phis in creation order (by block).
    #[inline]
    pub fn phis_of(&self, var: Var) -> impl Iterator<Item = PhiId> {
        let ids = self.var_of.as_slice();
        let start = ids.partition_point(|&v| v < var);
        let end = ids.partition_point(|&v| v <= var);
        (start..end).map(PhiId::new)
    }

    /// The phis of `block` as they sit in it, first first (the latest
    /// created first).
    #[inline]
    pub fn phis_in(&self, block: Block) -> &[PhiId] {
        self.by_block.get(block)
    }

    /// The slots of `block`'s phis: where [`Self::phis_in`] sits in
    /// [`Self::slots`].
    #[inline]
    pub(crate) fn slot_range(&self, block: Block) -> Range<usize> {
        self.by_block.range(block)
    }

    /// Every phi by slot: each block's, as they sit in it, block after
    /// block.
    #[inline]
    pub fn slots(&self) -> &[PhiId] {
        self.by_block.items()
    }

    /// Each block's phis, by slot.
    pub(crate) fn by_block(&self) -> &Csr<Block, PhiId> {
        &self.by_block
    }

    /// The fingerprint of the graph it was made for.
    pub(crate) fn graph(&self) -> Fingerprint {
        self.graph
    }
}

/// Places the phis for a batch of variables, keeping its buffers from one
/// batch to the next.
///
/// ```
/// use m2r_ssa::{Access, Block, ControlFlow, Function, Graph, Placer, Var};
/// // x = 1; if (...) x = 2; print(x): blocks 0 -> {1, 2}, 1 -> 2.
/// struct Diamond(Vec<Vec<Block>>, Vec<Vec<Access>>);
/// impl Graph for Diamond {
///     fn num_blocks(&self) -> usize { 3 }
///     fn successors(&self, b: Block) -> &[Block] { &self.0[b.index()] }
/// }
/// impl Function for Diamond {
///     fn num_vars(&self) -> usize { 1 }
///     fn accesses(&self, b: Block) -> &[Access] { &self.1[b.index()] }
/// }
/// let (b, x) = (Block::new, Var::new(0));
/// let f = Diamond(
///     vec![vec![b(1), b(2)], vec![b(2)], vec![]],
///     vec![vec![Access::store(x)], vec![Access::store(x)], vec![Access::load(x)]],
/// );
/// let mut flow = ControlFlow::new();
/// flow.read(&f)?;
/// let mut placer = Placer::new();
/// let placement = placer.place(&mut flow, &f)?;
/// assert_eq!(placement.len(), 1);
/// assert_eq!(placement.phis_in(b(2)).len(), 1);
/// # Ok::<(), m2r_ssa::Error>(())
/// ```
#[derive(Default)]
pub struct Placer {
    placement: PhiPlacement,
    defs: Vec<(Var, Block)>,
    def_lists: Csr<Var, Block>,
    exposed: IdVec<Var, bool>,
    accessed: StampSet<Var>,
    stored: StampSet<Var>,
    idf_blocks: Vec<Block>,
    /// Candidate phis as (block, variable), by variable; then each block's
    /// variables, for the simulation, whose candidate ids are the slots
    /// there (so a block's candidates are neighbours in its arrays).
    candidates: Vec<(Block, Var)>,
    candidate_vars: Csr<Block, Var>,
    block_pairs: Vec<(Block, PhiId)>,
    simulation: SimulationBuffers,
    walk: WalkScratch,
    words: LiveInWords,
    /// Whether the last placement told live candidates from dead ones by
    /// live-in words (else by the simulation).
    used_words: bool,
    /// Whether the last [`Placer::place`] succeeded.
    placed_ok: bool,
    /// How to tell them apart ([`LivenessMethod::Auto`] unless a test asks).
    pub(crate) method: LivenessMethod,
    /// Set by a caller that renames the function it places within the same
    /// call, every variable at once, recording every value it meets
    /// ([`crate::construct`]). Two things follow:
    /// * where the simulation would tell live candidates from dead ones,
    ///   every candidate is placed instead ([`PhiPlacement::unpruned`]), and
    ///   the caller keeps the phis whose value some read gets, which are the
    ///   same: its renaming is then the only walk. Not when a candidate is in
    ///   block 0, where no phi may go, nor when the candidates have more than
    ///   four times as many entries as the simulation's walk has steps: the
    ///   simulation tells which are live;
    /// * the accesses counted and checked here are the renaming's
    ///   ([`PhiPlacement::accesses_settled`]).
    pub(crate) renames_in_same_call: bool,
    /// The live candidates, sorted by variable, then block; while sorting,
    /// the same as (block, variable).
    placed: Vec<(Var, Block)>,
    by_block: Vec<(Block, Var)>,
    placed_by_var: Csr<Var, Block>,
}

/// How a [`Placer`] finds which candidate phis are live.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) enum LivenessMethod {
    /// Live-in sets, a word per block, for a batch of at most
    /// [`live_in::MAX_VARS`] variables; the simulation for a larger one.
    #[default]
    Auto,
    /// The renaming simulation, whatever the batch.
    #[cfg_attr(not(test), allow(dead_code))]
    Simulation,
}

impl Placer {
    /// Gives back the memory the last placement worked in, keeping the
    /// placement ([`Placer::placement`]): for a caller that places a large
    /// function and wants that memory for what follows. The queries for
    /// tools ([`Placer::def_blocks`], [`Placer::is_exposed`],
    /// [`Placer::minimal_ssa_phis`]) then tell of no variable, until the
    /// next placement.
    pub fn release_scratch(&mut self) {
        let kept = Placer {
            placement: std::mem::take(&mut self.placement),
            placed_ok: self.placed_ok,
            method: self.method,
            renames_in_same_call: self.renames_in_same_call,
            ..Placer::default()
        };
        *self = kept;
    }

    /// A placer with no placement yet.
    pub fn new() -> Placer {
        Placer::default()
    }

    /// Places the phis for `function`'s variables: the iterated dominance
    /// frontier of each variable's writes in reachable blocks, for the
    /// variables some reachable block reads before writing, pruned to where
    /// the variable is live. `flow` must hold `function`'s graph (its block
    /// count is checked; its analyses are computed if they were not yet);
    /// one `flow` serves every batch of variables of a function.
    ///
    /// Fails, with nothing placed, if an access names a variable beyond
    /// [`Function::num_vars`], a successor is not a block, `flow` holds
    /// another graph (another number of blocks, or other edges), or a phi
    /// would go to block 0 ([`Error::PhiInEntry`]). After a refusal,
    /// [`Self::placement`] has nothing to give.
    pub fn place<F: Function + ?Sized>(
        &mut self,
        flow: &mut ControlFlow,
        function: &F,
    ) -> Result<&PhiPlacement, Error> {
        let found = self.find_phis(flow, function);
        self.placed_ok = found.is_ok();
        if found.is_err() {
            self.placed.clear();
        }
        let (num_vars, num_blocks) = (function.num_vars(), flow.cfg().num_blocks());
        self.sort_placed(num_vars, num_blocks);
        self.fill_placement(num_blocks);
        found.map(|()| &self.placement)
    }

    /// Checks `function` against `flow` and finds its live candidates, the
    /// placed phis, in `self.placed` (none: no phi to place).
    fn find_phis<F: Function + ?Sized>(&mut self, flow: &mut ControlFlow, function: &F) -> Result<(), Error> {
        self.placed.clear();
        self.candidates.clear();
        self.placement.unpruned = false;
        self.placement.accesses_settled = false;
        let n = function.num_blocks();
        if flow.cfg().num_blocks() != n {
            return Err(Error::OtherFunction { expected: flow.cfg().num_blocks(), found: n });
        }
        let graph = Fingerprint::of(function)?;
        if !flow.cfg().is_finished() || graph != flow.cfg().fingerprint() {
            return Err(Error::OtherGraph);
        }
        let num_vars = function.num_vars();
        let num_accesses = count_accesses(function)?;
        (self.placement.num_vars, self.placement.num_accesses, self.placement.graph) = (num_vars, num_accesses, graph);
        self.placement.accesses_settled = self.renames_in_same_call;
        if num_vars == 0 {
            return Ok(());
        }
        let (cfg, dt, idf) = flow.for_placement();
        // Per variable: reachable write blocks, and whether some reachable
        // block reads it before writing it (otherwise no block is live-in).
        self.used_words = self.method == LivenessMethod::Auto && num_vars <= live_in::MAX_VARS;
        self.defs.clear();
        self.exposed.reset(num_vars, false);
        if self.used_words {
            for v in live_in::vars_in(self.words.scan(cfg, dt, function)) {
                self.exposed[v] = true;
            }
            self.defs.extend(self.words.stores());
        } else {
            for b in cfg.blocks().filter(|&b| dt.is_reachable(b)) {
                self.accessed.clear(num_vars);
                self.stored.clear(num_vars);
                for a in function.accesses(b) {
                    let first_access = self.accessed.insert(a.var);
                    match a.kind {
                        AccessKind::Load => self.exposed[a.var] |= first_access,
                        AccessKind::Store => {
                            if self.stored.insert(a.var) {
                                self.defs.push((a.var, b));
                            }
                        }
                    }
                }
            }
        }
        self.def_lists.fill_from_pairs(num_vars, &self.defs);

        for v in (0..num_vars).map(Var::new) {
            let defs = self.def_lists.get(v);
            if !self.exposed[v] || defs.is_empty() {
                continue;
            }
            self.idf_blocks.clear();
            idf.calculate(cfg, dt, defs, &mut self.idf_blocks);
            self.candidates.extend(self.idf_blocks.iter().map(|&b| (b, v)));
        }
        if self.candidates.is_empty() {
            return Ok(());
        }
        if self.used_words {
            let live_in = self.words.solve(cfg, dt);
            let is_live = |&&(b, v): &&(Block, Var)| live_in[b] >> v.0 & 1 != 0;
            self.placed.extend(self.candidates.iter().filter(is_live).map(|&(b, v)| (v, b)));
        } else {
            self.candidate_vars.fill_from_pairs(n, &self.candidates);
            let vars = &self.candidate_vars;
            // Renaming records each candidate's entries from every arrival,
            // which the simulation's walk does not: only where those are at
            // most four times that walk's size. Measured: the random shape's
            // are 3.5 times, and recording them pays (a walk fewer: 2%); a
            // loop around a 1,000-case switch has 125 times, most of them
            // dead candidates', and stays with the simulation.
            let entries = || self.candidates.iter().map(|&(b, _)| cfg.preds(b).len()).sum::<usize>();
            let walk_size = cfg.num_blocks() + cfg.num_edges() + num_accesses;
            if self.renames_in_same_call && vars.get(cfg.entry()).is_empty() && entries() <= 4 * walk_size {
                for b in cfg.blocks() {
                    self.placed.extend(vars.get(b).iter().map(|&v| (v, b)));
                }
                self.placement.unpruned = true;
                return Ok(());
            }
            let live = self.simulation.live_phis(cfg, function, num_accesses, vars, &mut self.walk);
            for b in cfg.blocks() {
                let slots = vars.range(b);
                self.placed
                    .extend(slots.zip(vars.get(b)).filter(|&(slot, _)| live[PhiId::new(slot)]).map(|(_, &v)| (v, b)));
            }
        }
        match self.placed.iter().filter(|p| p.1 == cfg.entry()).map(|p| p.0).min() {
            Some(var) => Err(Error::PhiInEntry { var }),
            None => Ok(()),
        }
    }

    /// Sorts the placed phis by variable, then block (creation order): by
    /// comparison when they are few, else by counting, linear in the phis
    /// (a random CFG of 10,000 blocks and 64 variables has 150,000 phis, and
    /// sorting them was a third of the placement): by block, unless they
    /// come in block order, then stably by variable.
    fn sort_placed(&mut self, num_vars: usize, num_blocks: usize) {
        let placed = &mut self.placed;
        if placed.len() * 16 < num_blocks + num_vars || placed.len() < 64 {
            placed.sort_unstable();
            return;
        }
        if self.used_words {
            // (The simulation's candidates by block serve as the scratch.)
            self.by_block.clear();
            self.by_block.extend(placed.iter().map(|&(v, b)| (b, v)));
            self.candidate_vars.fill_from_pairs(num_blocks, &self.by_block);
            placed.clear();
            for b in (0..num_blocks).map(Block::new) {
                placed.extend(self.candidate_vars.get(b).iter().map(|&v| (v, b)));
            }
        }
        self.placed_by_var.fill_from_pairs(num_vars, placed);
        placed.clear();
        for v in (0..num_vars).map(Var::new) {
            placed.extend(self.placed_by_var.get(v).iter().map(|&b| (v, b)));
        }
    }

    /// Numbers the placed phis by variable, then block, and lists each
    /// block's.
    fn fill_placement(&mut self, num_blocks: usize) {
        let p = &mut self.placement;
        p.var_of.clear();
        p.block_of.clear();
        self.block_pairs.clear();
        for (i, &(v, b)) in self.placed.iter().enumerate() {
            p.var_of.push(v);
            p.block_of.push(b);
            self.block_pairs.push((b, PhiId::new(i)));
        }
        // Latest created first within each block.
        self.block_pairs.reverse();
        p.by_block.fill_from_pairs(num_blocks, &self.block_pairs);
    }

    /// The last placement made: `None` before the first, and after a
    /// refusal.
    pub fn placement(&self) -> Option<&PhiPlacement> {
        self.placed_ok.then_some(&self.placement)
    }

    /// For tools that explain the last placement: the blocks that write
    /// `var` (reachable ones, each once, ascending).
    pub fn def_blocks(&self, var: Var) -> &[Block] {
        if var.index() < self.def_lists.num_keys() {
            self.def_lists.get(var)
        } else {
            &[]
        }
    }

    /// For tools that explain the last placement: whether some reachable
    /// block reads `var` before writing it (otherwise no block is live-in
    /// and no phi is considered).
    pub fn is_exposed(&self, var: Var) -> bool {
        self.exposed.as_slice().get(var.index()).copied().unwrap_or(false)
    }

    /// For tools that explain the last placement: the phis of minimal SSA
    /// it considered (each exposed variable's iterated dominance frontier),
    /// by block, each with whether a read reads it: those were placed, the
    /// others pruned.
    pub fn minimal_ssa_phis(&self) -> impl Iterator<Item = (Block, Var, bool)> {
        if self.used_words {
            let placed = |&(b, v): &(Block, Var)| self.placed.binary_search(&(v, b)).is_ok();
            let mut all: Vec<_> = self.candidates.iter().map(|c| (c.0, c.1, placed(c))).collect();
            all.sort_unstable();
            return all.into_iter();
        }
        let vars = &self.candidate_vars;
        let blocks = if self.candidates.is_empty() { 0 } else { vars.num_keys() };
        (0..blocks)
            .map(Block::new)
            .flat_map(|b| {
                vars.range(b).zip(vars.get(b)).map(move |(slot, &v)| (b, v, self.simulation.live[PhiId::new(slot)]))
            })
            .collect::<Vec<_>>()
            .into_iter()
    }
}
