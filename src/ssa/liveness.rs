//! Which candidate phis are live: pruning minimal SSA to what upstream places.
//!
//! Upstream computes, per variable, the blocks it is live into (walking
//! predecessors from every load) and places phis at IDF(defs) ∩ live-in. That
//! walk costs the size of the live range, per variable: thousands of variables
//! live across thousands of blocks is quadratic.
//!
//! The same set falls out of minimal SSA: a phi at a block in IDF(defs) is
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
use super::rename::{walk, Renamer, UndoState, WalkScratch};
use super::{Access, AccessKind, PhiId, Var};

/// Where upstream puts phis for a batch of variables.
#[derive(Debug, PartialEq, Eq)]
pub struct PhiPlacement {
    /// Phis are numbered in creation order: by variable, then by block.
    pub var_of: IdVec<PhiId, Var>,
    pub block_of: IdVec<PhiId, Block>,
    /// Each block's phis as they sit in it, first first: each phi is inserted
    /// at the top of its block, so the latest created comes first.
    pub by_block: Csr<Block, PhiId>,
}

impl PhiPlacement {
    pub fn len(&self) -> usize {
        self.var_of.len()
    }

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
}

/// Places the phis for `num_vars` variables whose loads and stores are
/// `accesses` (each block's, in order): IDF of the stores, for the variables
/// read before written in some reachable block, pruned to the live ones.
pub fn place_phis(
    cfg: &Cfg,
    dt: &DomTree,
    idf: &mut IdfCalculator,
    accesses: &Csr<Block, Access>,
    num_vars: usize,
    scratch: &mut WalkScratch,
) -> PhiPlacement {
    // Per variable: reachable store blocks, and whether some reachable block
    // reads it before writing it (otherwise no block is live-in).
    let mut defs: Vec<(Var, Block)> = Vec::new();
    let mut exposed = IdVec::filled(num_vars, false);
    let mut accessed: StampSet<Var> = StampSet::new();
    let mut stored: StampSet<Var> = StampSet::new();
    for b in cfg.blocks().filter(|&b| dt.is_reachable(b)) {
        accessed.clear(num_vars);
        stored.clear(num_vars);
        for a in accesses.get(b) {
            let first_access = accessed.insert(a.var);
            match a.kind {
                AccessKind::Load => exposed[a.var] |= first_access,
                AccessKind::Store => {
                    if stored.insert(a.var) {
                        defs.push((a.var, b));
                    }
                }
            }
        }
    }
    let defs: Csr<Var, Block> = Csr::from_pairs(num_vars, &defs);

    let mut candidates: Vec<(Block, Var)> = Vec::new();
    let mut blocks = Vec::new();
    for v in (0..num_vars).map(Var::new) {
        if !exposed[v] || defs.get(v).is_empty() {
            continue;
        }
        blocks.clear();
        idf.calculate(cfg, dt, defs.get(v), &mut blocks);
        candidates.extend(blocks.iter().map(|&b| (b, v)));
    }
    let var_of = IdVec::from_vec(candidates.iter().map(|&(_, v)| v).collect());
    let by_block = Csr::from_pairs(cfg.num_blocks(), &candidates.iter().enumerate().map(|(i, &(b, _))| (b, PhiId::new(i))).collect::<Vec<_>>());
    let live = live_phis(cfg, accesses, &Candidates { var_of, by_block }, num_vars, scratch);

    let mut placed: Vec<(Var, Block)> =
        candidates.iter().enumerate().filter(|&(i, _)| live[PhiId::new(i)]).map(|(_, &(b, v))| (v, b)).collect();
    placed.sort_unstable();
    let var_of = IdVec::from_vec(placed.iter().map(|&(v, _)| v).collect());
    let block_of = IdVec::from_vec(placed.iter().map(|&(_, b)| b).collect());
    let in_block_order: Vec<(Block, PhiId)> =
        placed.iter().enumerate().rev().map(|(i, &(_, b))| (b, PhiId::new(i))).collect();
    PhiPlacement { var_of, block_of, by_block: Csr::from_pairs(cfg.num_blocks(), &in_block_order) }
}

/// Candidate phis: one per (block, variable) in the variable's IDF.
pub struct Candidates {
    pub var_of: IdVec<PhiId, Var>,
    pub by_block: Csr<Block, PhiId>,
}

const NO_PHI: u32 = u32::MAX;

/// Marks the candidates whose value some load reads. `accesses` lists each
/// block's loads and stores in order; only variables with candidates matter.
pub fn live_phis(
    cfg: &Cfg,
    accesses: &Csr<Block, Access>,
    candidates: &Candidates,
    num_vars: usize,
    scratch: &mut WalkScratch,
) -> IdVec<PhiId, bool> {
    let num_phis = candidates.var_of.len();
    let mut tracked = IdVec::filled(num_vars, false);
    for &v in candidates.var_of.values() {
        tracked[v] = true;
    }
    let mut sim = Simulation {
        accesses,
        candidates,
        tracked,
        reaching: UndoState::new(std::iter::repeat(NO_PHI).take(num_vars)),
        last_flow: IdVec::filled(num_phis, NO_PHI),
        flows: Vec::new(),
        read: Vec::new(),
    };
    walk(cfg, scratch, &mut sim);

    let feeds: Csr<PhiId, PhiId> = Csr::from_pairs(num_phis, &sim.flows);
    let mut live = IdVec::filled(num_phis, false);
    let mut worklist = sim.read;
    while let Some(phi) = worklist.pop() {
        if !std::mem::replace(&mut live[phi], true) {
            worklist.extend(feeds.get(phi).iter().copied().filter(|&p| !live[p]));
        }
    }
    live
}

/// Minimal SSA in miniature: the reaching candidate phi of every variable.
struct Simulation<'a> {
    accesses: &'a Csr<Block, Access>,
    candidates: &'a Candidates,
    tracked: IdVec<Var, bool>,
    /// The candidate phi whose value the variable holds, or `NO_PHI` after a
    /// store or before any definition.
    reaching: UndoState<Var, u32>,
    /// The last phi recorded as flowing into each phi, to skip the common
    /// run of repeats (a switch's many edges carrying the same value).
    last_flow: IdVec<PhiId, u32>,
    /// (phi, a phi flowing into it)
    flows: Vec<(PhiId, PhiId)>,
    /// Phis some load reads.
    read: Vec<PhiId>,
}

impl Renamer for Simulation<'_> {
    type Checkpoint = usize;

    fn checkpoint(&mut self) -> usize {
        self.reaching.checkpoint()
    }

    fn rollback(&mut self, to: usize) {
        self.reaching.rollback(to);
    }

    fn arrive(&mut self, block: Block, _pred: Block, _edges: u32) {
        for &phi in self.candidates.by_block.get(block) {
            let var = self.candidates.var_of[phi];
            let incoming = self.reaching.get(var);
            if incoming != NO_PHI && self.last_flow[phi] != incoming {
                self.last_flow[phi] = incoming;
                self.flows.push((phi, PhiId(incoming)));
            }
            self.reaching.set(var, phi.0);
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
