//! Pruning minimal SSA without live-in sets, for a batch of many variables.
//!
//! A phi at a block in IDF(defs) is there in pruned SSA exactly when its
//! value reaches a read, directly or through other phis (Choi, Cytron,
//! Ferrante, "Automatic Construction of Sparse Data Flow Evaluation Graphs",
//! POPL 1991, who prune dead phis the same way). One renaming walk over all
//! variables at once records, for every candidate phi, which candidate phis
//! flow into it and which phis reads read; marking backwards from the reads
//! gives the live ones. The cost is the walk plus the entries of the
//! candidate phis, not blocks × variables.
//!
//! Why this is the set that live-in sets give: if a variable is live into
//! `B` (a path from the top of `B` reaches a read with no write on it), the
//! read reads the last candidate phi on that path, and each candidate phi on
//! the path feeds the next, so the phi at `B` is marked. Conversely a marked
//! phi's value reaches a read over such a path. Both sides only ever see
//! reachable blocks: a read in an unreachable block makes no reachable block
//! live, and no walk reaches it.

use crate::cfg::Cfg;
use crate::entity::{Csr, IdVec};
use crate::ids::{Block, PhiId, Var};
use crate::traits::{AccessKind, Function};
use crate::undo::{ChangedPhis, UndoState};
use crate::walk::{walk, SuccessorOrder, Visitor, WalkScratch};

const NO_PHI: u32 = u32::MAX;

/// The buffers of the simulation, kept between batches.
#[derive(Default)]
pub(crate) struct SimulationBuffers {
    tracked: IdVec<Var, bool>,
    reaching: UndoState<Var, u32>,
    changed: ChangedPhis,
    last_flow: IdVec<PhiId, u32>,
    flows: Vec<(PhiId, PhiId)>,
    read: Vec<PhiId>,
    feeds: Csr<PhiId, PhiId>,
    /// The latest result: which candidates, by slot, some read reads.
    pub(crate) live: IdVec<PhiId, bool>,
}

impl SimulationBuffers {
    /// Marks the candidates whose value some read reads. `function` lists
    /// each block's reads and writes in order; `vars` each block's
    /// candidates, which are numbered by their slots there; `num_accesses`
    /// how many reads and writes there are in all. Only variables with
    /// candidates matter.
    pub(crate) fn live_phis<F: Function + ?Sized>(
        &mut self,
        cfg: &Cfg,
        function: &F,
        num_accesses: usize,
        vars: &Csr<Block, Var>,
        scratch: &mut WalkScratch,
    ) -> &IdVec<PhiId, bool> {
        let num_vars = function.num_vars();
        let num_phis = vars.total();
        self.tracked.reset(num_vars, false);
        for &v in vars.items() {
            self.tracked[v] = true;
        }
        self.reaching.reserve(num_vars, num_accesses + num_phis);
        self.reaching.reset(num_vars, NO_PHI);
        self.changed.reset(cfg.num_blocks(), vars, &mut self.reaching);
        self.last_flow.reset(num_phis, NO_PHI);
        self.flows.clear();
        self.read.clear();
        let mut sim = Simulation {
            function,
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
struct Simulation<'a, F: ?Sized> {
    function: &'a F,
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

impl<F: Function + ?Sized> Visitor for Simulation<'_, F> {
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
        if block == Block(0) {
            // The entry's candidates hold its variables from the start: the
            // walk never arrives there first (its arrivals are back edges),
            // so a read in it must see them. Such a candidate, if live, is
            // refused by the placer (a phi there has no entry for the start).
            let slots = self.vars.range(block);
            for (slot, &var) in slots.zip(self.vars.get(block)) {
                self.reaching.set(var, slot as u32);
            }
        }
        for access in self.function.accesses(block) {
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
