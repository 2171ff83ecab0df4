//! Which candidate phis are live: pruning minimal SSA to what upstream places.
//!
//! Upstream computes, per variable, the blocks it is live into (walking
//! predecessors from every load) and places phis at IDF(defs) ∩ live-in. That
//! walk costs the size of the live range, per variable: thousands of variables
//! live across thousands of blocks is quadratic.
//!
//! A batch of at most 64 variables (nearly every function of real code) gets
//! upstream's live-in sets all at once, a bit per variable
//! ([`super::live_in`]): a few looks per block. A larger batch would need a
//! word per 64 variables in every block, quadratic again where the variables
//! grow with the blocks, so there the set is found another way.
//!
//! It falls out of minimal SSA: a phi at a block in IDF(defs) is
//! there in pruned SSA exactly when its value reaches a load, directly or
//! through other phis (Choi, Cytron, Ferrante, "Automatic Construction of
//! Sparse Data Flow Evaluation Graphs", POPL 1991, who prune dead phis the same
//! way). One renaming walk over all variables at once records, for every
//! candidate phi, which candidate phis flow into it and which phis loads read;
//! marking backwards from the loads gives the live ones. The cost is the
//! walk plus the entries of the candidate phis, not blocks × variables.
//!
//! Why the sets agree: if a variable is live into `B` (a path from the top of
//! `B` reaches a load with no store on it), the load reads the last candidate
//! phi on that path, and each candidate phi on the path feeds the next, so the
//! phi at `B` is marked. Conversely a marked phi's value reaches a load over
//! such a path. Both sides only ever see reachable blocks: a load in an
//! unreachable block makes no reachable block live, and no walk reaches it.

use super::cfg::{Block, Cfg};
use super::domtree::DomTree;
use super::entity::{Csr, EntityId, IdVec, StampSet};
use super::idf::IdfCalculator;
use super::live_in::{self, LiveInWords};
use super::rename::{walk, ChangedPhis, Renamer, SuccessorOrder, UndoState, WalkScratch};
use super::{Access, AccessKind, PhiId, Var};

/// Where upstream puts phis for a batch of variables.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct PhiPlacement {
    /// Phis are numbered in creation order: by variable, then by block.
    pub var_of: IdVec<PhiId, Var>,
    /// The block of each phi.
    pub block_of: IdVec<PhiId, Block>,
    /// Each block's phis as they sit in it, first first: each phi is inserted
    /// at the top of its block, so the latest created comes first.
    pub by_block: Csr<Block, PhiId>,
}

impl PhiPlacement {
    /// How many phis there are.
    pub fn len(&self) -> usize {
        self.var_of.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.var_of.is_empty()
    }

    /// One variable's phis in creation order (by block).
    pub fn phis_of(&self, var: Var) -> impl Iterator<Item = PhiId> {
        let ids = self.var_of.as_slice();
        let start = ids.partition_point(|&v| v < var);
        let end = ids.partition_point(|&v| v <= var);
        (start..end).map(PhiId::new)
    }

    /// No phis, for `num_blocks` blocks.
    pub fn clear(&mut self, num_blocks: usize) {
        self.var_of.clear();
        self.block_of.clear();
        self.by_block.fill_from_pairs(num_blocks, &[]);
    }
}

/// Places the phis for a batch of variables, keeping its buffers from one
/// batch to the next.
#[derive(Default)]
pub struct Placer {
    /// The last placement made.
    pub placement: PhiPlacement,
    defs: Vec<(Var, Block)>,
    def_blocks: Csr<Var, Block>,
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
    words: LiveInWords,
    /// Whether the last placement told live candidates from dead ones by
    /// live-in words (else by the simulation).
    used_words: bool,
    /// How to tell them apart ([`LivenessMethod::Auto`] unless a test asks).
    pub method: LivenessMethod,
    placed: Vec<(Var, Block)>,
}

/// How a [`Placer`] finds which candidate phis are live.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum LivenessMethod {
    /// Upstream's live-in sets, a word per block, for a batch of at most
    /// [`live_in::MAX_VARS`] variables; the simulation for a larger one.
    #[default]
    Auto,
    /// The renaming simulation, whatever the batch.
    Simulation,
}

impl Placer {
    /// Places the phis for `num_vars` variables whose loads and stores are
    /// `accesses` (each block's, in order): IDF of the stores, for the
    /// variables read before written in some reachable block, pruned to the
    /// live ones. The result is also `self.placement`.
    pub fn place(
        &mut self,
        cfg: &Cfg,
        dt: &DomTree,
        idf: &mut IdfCalculator,
        accesses: &Csr<Block, Access>,
        num_vars: usize,
        scratch: &mut WalkScratch,
    ) -> &PhiPlacement {
        // Per variable: reachable store blocks, and whether some reachable
        // block reads it before writing it (otherwise no block is live-in).
        self.used_words = self.method == LivenessMethod::Auto && num_vars <= live_in::MAX_VARS;
        self.defs.clear();
        self.exposed.reset(num_vars, false);
        if self.used_words {
            let exposed = self.words.scan(cfg, dt, accesses);
            for v in (0..num_vars).map(Var::new) {
                self.exposed[v] = exposed >> v.0 & 1 != 0;
            }
            self.defs.extend(self.words.stores());
        } else {
            for b in cfg.blocks().filter(|&b| dt.is_reachable(b)) {
                self.accessed.clear(num_vars);
                self.stored.clear(num_vars);
                for a in accesses.get(b) {
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
        self.def_blocks.fill_from_pairs(num_vars, &self.defs);

        self.candidates.clear();
        for v in (0..num_vars).map(Var::new) {
            if !self.exposed[v] || self.def_blocks.get(v).is_empty() {
                continue;
            }
            self.idf_blocks.clear();
            idf.calculate(cfg, dt, self.def_blocks.get(v), &mut self.idf_blocks);
            self.candidates.extend(self.idf_blocks.iter().map(|&b| (b, v)));
        }
        let n = cfg.num_blocks();
        if self.candidates.is_empty() {
            self.placement.clear(n);
            return &self.placement;
        }
        self.placed.clear();
        if self.used_words {
            let live_in = self.words.solve(cfg, dt);
            let is_live = |&&(b, v): &&(Block, Var)| live_in[b] >> v.0 & 1 != 0;
            self.placed.extend(self.candidates.iter().filter(is_live).map(|&(b, v)| (v, b)));
        } else {
            self.candidate_vars.fill_from_pairs(n, &self.candidates);
            let live = self.simulation.live_phis(cfg, accesses, &self.candidate_vars, num_vars, scratch);
            for b in cfg.blocks() {
                let slots = self.candidate_vars.range(b);
                let vars = self.candidate_vars.get(b);
                self.placed.extend(slots.zip(vars).filter(|&(slot, _)| live[PhiId::new(slot)]).map(|(_, &v)| (v, b)));
            }
        }
        self.placed.sort_unstable();
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
        p.by_block.fill_from_pairs(n, &self.block_pairs);
        &self.placement
    }
}

impl Placer {
    /// The stores' blocks of variable `var` in the last placement (reachable
    /// blocks, each once).
    pub fn def_blocks(&self, var: Var) -> &[Block] {
        self.def_blocks.get(var)
    }

    /// Whether some reachable block of the last placement reads `var` before
    /// writing it (otherwise no block is live-in and no phi is considered).
    pub fn is_exposed(&self, var: Var) -> bool {
        self.exposed[var]
    }

    /// The phis of minimal SSA the last placement considered (each exposed
    /// variable's iterated dominance frontier), by block, each with whether
    /// a load reads it: those were placed, the others pruned.
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

/// The blocks `var` is live into, as upstream computes them to prune its
/// phis (`ComputeLiveInBlocks`): blocks whose first access to it is a load,
/// and from them backwards every predecessor that does not store it. The
/// pass itself never computes these sets (see the module's doc); the explain
/// report shows them, and placement equals IDF(stores) ∩ these blocks.
/// Unreachable blocks are walked as upstream walks them.
pub fn live_in_blocks(cfg: &Cfg, accesses: &Csr<Block, Access>, var: Var) -> Vec<Block> {
    let n = cfg.num_blocks();
    let mut stores = vec![false; n];
    let mut live = vec![false; n];
    let mut worklist = Vec::new();
    for b in cfg.blocks() {
        let mut mine = accesses.get(b).iter().filter(|a| a.var == var);
        if let Some(first) = mine.next() {
            stores[b.index()] = first.kind == AccessKind::Store || mine.any(|a| a.kind == AccessKind::Store);
            if first.kind == AccessKind::Load {
                live[b.index()] = true;
                worklist.push(b);
            }
        }
    }
    while let Some(b) = worklist.pop() {
        for &p in cfg.preds(b) {
            if !stores[p.index()] && !live[p.index()] {
                live[p.index()] = true;
                worklist.push(p);
            }
        }
    }
    cfg.blocks().filter(|b| live[b.index()]).collect()
}

const NO_PHI: u32 = u32::MAX;

/// The buffers of the simulation, kept between batches.
#[derive(Default)]
struct SimulationBuffers {
    tracked: IdVec<Var, bool>,
    reaching: UndoState<Var, u32>,
    changed: ChangedPhis,
    last_flow: IdVec<PhiId, u32>,
    flows: Vec<(PhiId, PhiId)>,
    read: Vec<PhiId>,
    feeds: Csr<PhiId, PhiId>,
    live: IdVec<PhiId, bool>,
}

impl SimulationBuffers {
    /// Marks the candidates whose value some load reads. `accesses` lists
    /// each block's loads and stores in order; `vars` each block's
    /// candidates, which are numbered by their slots there. Only variables
    /// with candidates matter.
    fn live_phis(
        &mut self,
        cfg: &Cfg,
        accesses: &Csr<Block, Access>,
        vars: &Csr<Block, Var>,
        num_vars: usize,
        scratch: &mut WalkScratch,
    ) -> &IdVec<PhiId, bool> {
        let num_phis = vars.total();
        self.tracked.reset(num_vars, false);
        for &v in vars.items() {
            self.tracked[v] = true;
        }
        self.reaching.reserve(num_vars, accesses.total() + num_phis);
        self.reaching.reset(num_vars, NO_PHI);
        self.changed.reset(cfg.num_blocks(), vars, &mut self.reaching);
        self.last_flow.reset(num_phis, NO_PHI);
        self.flows.clear();
        self.read.clear();
        let mut sim = Simulation {
            accesses,
            vars,
            tracked: &self.tracked,
            reaching: &mut self.reaching,
            changed: &mut self.changed,
            last_flow: &mut self.last_flow,
            flows: &mut self.flows,
            read: &mut self.read,
        };
        // Which phi reaches a load does not depend on the order of the walk
        // (minimal SSA: one definition reaches each point), so any will do.
        walk(cfg, scratch, &mut sim, SuccessorOrder::default());

        self.feeds.fill_from_pairs(num_phis, &self.flows);
        self.live.reset(num_phis, false);
        let worklist = &mut self.read;
        while let Some(phi) = worklist.pop() {
            if !std::mem::replace(&mut self.live[phi], true) {
                worklist.extend(self.feeds.get(phi).iter().copied().filter(|&p| !self.live[p]));
            }
        }
        &self.live
    }
}

/// Minimal SSA in miniature: the reaching candidate phi of every variable.
struct Simulation<'a> {
    accesses: &'a Csr<Block, Access>,
    /// Each block's candidates' variables; a candidate's id is its slot.
    vars: &'a Csr<Block, Var>,
    tracked: &'a IdVec<Var, bool>,
    /// The candidate phi whose value the variable holds, or `NO_PHI` after a
    /// store or before any definition.
    reaching: &'a mut UndoState<Var, u32>,
    changed: &'a mut ChangedPhis,
    /// The last phi recorded as flowing into each phi, to skip the common
    /// run of repeats (a switch's many edges carrying the same value).
    last_flow: &'a mut IdVec<PhiId, u32>,
    /// (phi, a phi flowing into it)
    flows: &'a mut Vec<(PhiId, PhiId)>,
    /// Phis some load reads.
    read: &'a mut Vec<PhiId>,
}

/// `phi` gets an entry: `incoming`, the candidate reaching now.
#[inline(always)]
fn flow(phi: PhiId, incoming: u32, last_flow: &mut IdVec<PhiId, u32>, flows: &mut Vec<(PhiId, PhiId)>) {
    if incoming != NO_PHI && last_flow[phi] != incoming {
        last_flow[phi] = incoming;
        flows.push((phi, PhiId(incoming)));
    }
}

impl Renamer for Simulation<'_> {
    fn checkpoint(&mut self) -> usize {
        self.reaching.checkpoint()
    }

    fn rollback(&mut self, to: usize) {
        self.reaching.rollback(to);
    }

    fn arrive(&mut self, block: Block, _pred: Block, _edges: u32, visited_before: bool) {
        let Simulation { vars, reaching, changed, last_flow, flows, .. } = self;
        let (slots, vars) = (vars.range(block), vars.get(block));
        if let Some(changed) = changed.find(block, vars, reaching, !visited_before) {
            // The other phis' entries are the same as at the last arrival.
            for &offset in changed {
                flow(PhiId::new(slots.start + offset), reaching.get(vars[offset]), last_flow, flows);
            }
            return;
        }
        for (slot, &var) in slots.zip(vars) {
            let phi = PhiId::new(slot);
            flow(phi, reaching.get(var), last_flow, flows);
            if !visited_before {
                reaching.set(var, phi.0);
            }
        }
    }

    fn visit(&mut self, block: Block) {
        for access in self.accesses.get(block) {
            if !self.tracked[access.var] {
                continue;
            }
            match access.kind {
                AccessKind::Store => self.reaching.set(access.var, NO_PHI),
                AccessKind::Load => {
                    let phi = self.reaching.get(access.var);
                    if phi != NO_PHI {
                        self.read.push(PhiId(phi));
                    }
                }
            }
        }
    }
}
