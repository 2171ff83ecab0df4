//! Upstream's live-in sets for up to 64 variables at once, one word per block.
//!
//! Upstream prunes its phis to the blocks a variable is live into
//! (`ComputeLiveInBlocks`): the blocks that read it before writing it, and
//! from them backwards every predecessor that does not write it. Per
//! variable that walk costs the size of the live range; here every variable
//! of a small batch gets a bit, and the same sets are the least solution of
//! `live_in(b) = exposed(b) | (live_out(b) & !stored(b))`, `live_out(b)` the
//! union over `b`'s successors, found by rounds over the blocks whose
//! successors changed (the first round backwards through the function). A
//! block is looked at again only when a bit of a successor appeared, so the
//! rounds cost at most 64 looks per edge, whatever the CFG's shape; on real
//! code 1.4-2.6 looks per block, at most 3.7 in a batch.
//!
//! Only reachable blocks are looked at: upstream's walk also enters
//! unreachable predecessors, but from there it reaches no reachable block,
//! and only reachable blocks get phis.

use crate::cfg::Cfg;
use crate::domtree::DomTree;
use crate::entity::IdVec;
use crate::ids::{Block, Var};
use crate::traits::{AccessKind, Function};

/// How many variables one word holds.
pub(crate) const MAX_VARS: usize = 64;

/// The buffers, kept from one batch to the next.
#[derive(Default)]
pub(crate) struct LiveInWords {
    /// Per block: the variables read before written in it; written in it;
    /// live into it.
    exposed: IdVec<Block, u64>,
    stored: IdVec<Block, u64>,
    live_in: IdVec<Block, u64>,
    queued: IdVec<Block, bool>,
    round: Vec<Block>,
    next: Vec<Block>,
}

impl LiveInWords {
    /// Reads each reachable block's loads and stores of `function`, of
    /// variables below [`MAX_VARS`]; returns the variables some block reads
    /// before writing them.
    pub fn scan<F: Function + ?Sized>(&mut self, cfg: &Cfg, dt: &DomTree, function: &F) -> u64 {
        let n = cfg.num_blocks();
        self.exposed.reset(n, 0);
        self.stored.reset(n, 0);
        self.round.clear();
        let mut anywhere = 0;
        for b in cfg.blocks().rev().filter(|&b| dt.is_reachable(b)) {
            let (mut exposed, mut stored) = (0u64, 0u64);
            for a in function.accesses(b) {
                debug_assert!(a.var.0 < MAX_VARS as u32);
                let bit = 1u64 << a.var.0;
                match a.kind {
                    AccessKind::Load => exposed |= bit & !stored,
                    AccessKind::Store => stored |= bit,
                }
            }
            self.exposed[b] = exposed;
            self.stored[b] = stored;
            anywhere |= exposed;
            self.round.push(b);
        }
        anywhere
    }

    /// The blocks that store each variable, as (variable, block) in block order.
    pub fn stores(&self) -> impl Iterator<Item = (Var, Block)> + '_ {
        self.round.iter().rev().flat_map(move |&b| {
            let mut bits = self.stored[b];
            std::iter::from_fn(move || {
                (bits != 0).then(|| {
                    let v = bits.trailing_zeros();
                    bits &= bits - 1;
                    (Var(v), b)
                })
            })
        })
    }

    /// Each block's live-in variables (bit `v` for variable `v`; none for an
    /// unreachable block), from what [`Self::scan`] read.
    pub fn solve(&mut self, cfg: &Cfg, dt: &DomTree) -> &IdVec<Block, u64> {
        self.queued.reset(cfg.num_blocks(), false);
        self.live_in.clone_from(&self.exposed);
        while !self.round.is_empty() {
            self.next.clear();
            for &b in &self.round {
                self.queued[b] = false;
                let out = cfg.succs(b).iter().fold(0, |out, &s| out | self.live_in[s]);
                let live = self.exposed[b] | (out & !self.stored[b]);
                if live != self.live_in[b] {
                    self.live_in[b] = live;
                    for &p in cfg.preds(b) {
                        if dt.is_reachable(p) && !std::mem::replace(&mut self.queued[p], true) {
                            self.next.push(p);
                        }
                    }
                }
            }
            std::mem::swap(&mut self.round, &mut self.next);
        }
        &self.live_in
    }
}
