//! Upstream's live-in sets for up to 64 variables at once, one word per block.
//!
//! Upstream prunes its phis to the blocks a variable is live into
//! (`ComputeLiveInBlocks`): the blocks that read it before writing it, and
//! from them backwards every predecessor that does not write it. Per
//! variable that walk costs the size of the live range; here every variable
//! of a small batch gets a bit, and the same sets are the least solution of
//! `live_in(b) = exposed(b) | (live_out(b) & !stored(b))`, `live_out(b)` the
//! union over `b`'s successors. It is found the way upstream's walk goes,
//! backwards from the reads, for all the variables at once: a worklist
//! holds the blocks whose set grew, and each hands its bits to the
//! predecessors that do not write them. A block is looked at only when its
//! set grew, at most once per bit, so the walk costs at most 64 looks per
//! edge whatever the CFG's shape; and it looks only at the blocks some
//! variable is live into, not at every block.
//!
//! Only reachable blocks are looked at: upstream's walk also enters
//! unreachable predecessors, but from there it reaches no reachable block,
//! and only reachable blocks get phis.

use crate::cfg::Cfg;
use crate::checks::Fingerprint;
use crate::domtree::DomTree;
use crate::entity::IdVec;
use crate::error::Error;
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
    /// The reachable blocks that write a variable, last first; the
    /// worklist, which the scan starts with the blocks that read a variable
    /// before writing it.
    writers: Vec<Block>,
    work: Vec<Block>,
}

/// The variables whose bits `word` has, lowest first.
pub(crate) fn vars_in(mut word: u64) -> impl Iterator<Item = Var> {
    std::iter::from_fn(move || {
        (word != 0).then(|| {
            let v = Var(word.trailing_zeros());
            word &= word - 1;
            v
        })
    })
}

impl LiveInWords {
    /// Reads each reachable block's loads and stores of `function`, of
    /// variables below [`MAX_VARS`]; returns the variables some block reads
    /// before writing them.
    pub fn scan<F: Function + ?Sized>(&mut self, cfg: &Cfg, dt: &DomTree, function: &F) -> u64 {
        let n = cfg.num_blocks();
        self.exposed.reset(n, 0);
        self.stored.reset(n, 0);
        self.writers.clear();
        self.work.clear();
        let mut anywhere = 0;
        // Nearly always every block is reachable: then no block is looked up.
        let all_reachable = dt.reaches_every_block();
        for b in cfg.blocks().rev().filter(|&b| all_reachable || dt.is_reachable(b)) {
            let accesses = function.accesses(b);
            if accesses.is_empty() {
                continue; // both words stay 0 (most blocks)
            }
            let (mut exposed, mut stored) = (0u64, 0u64);
            for a in accesses {
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
            if stored != 0 {
                self.writers.push(b);
            }
            if exposed != 0 {
                self.work.push(b);
            }
        }
        anywhere
    }

    /// The blocks that store each variable, as (variable, block) in block order.
    pub fn stores(&self) -> impl Iterator<Item = (Var, Block)> + '_ {
        self.writers.iter().rev().flat_map(move |&b| vars_in(self.stored[b]).map(move |v| (v, b)))
    }

    /// Each block's live-in variables (bit `v` for variable `v`; none for an
    /// unreachable block), from what [`Self::scan`] read.
    pub fn solve(&mut self, cfg: &Cfg, dt: &DomTree) -> &IdVec<Block, u64> {
        self.queued.reset(cfg.num_blocks(), false);
        self.live_in.clone_from(&self.exposed);
        let all_reachable = dt.reaches_every_block();
        // Over local slices: a long worklist looks at them over and over.
        let (stored, live_in, queued) =
            (self.stored.as_slice(), self.live_in.as_mut_slice(), self.queued.as_mut_slice());
        // The blocks that read first (the scan listed them), the last block
        // on top: a set flows to lower blocks mostly, which are looked at
        // after it then.
        let work = &mut self.work;
        work.reverse();
        for &b in work.iter() {
            queued[b.index()] = true;
        }
        while let Some(b) = work.pop() {
            queued[b.index()] = false;
            let live = live_in[b.index()];
            for &p in cfg.preds(b) {
                let grown = live & !stored[p.index()] & !live_in[p.index()];
                // An unreachable predecessor writes nothing and gets nothing.
                if grown != 0 && (all_reachable || dt.is_reachable(p)) {
                    live_in[p.index()] |= grown;
                    if !std::mem::replace(&mut queued[p.index()], true) {
                        work.push(p);
                    }
                }
            }
        }
        &self.live_in
    }
}

/// The blocks `var` is live into, as LLVM's mem2reg computes them to prune
/// its phis (`ComputeLiveInBlocks`): blocks whose first access to it is a
/// read, and from them backwards every predecessor that does not write it
/// (unreachable blocks too). For tools that explain placement, which equals
/// IDF(writes) ∩ these blocks; the [`Placer`](crate::Placer) itself never computes them.
/// Fails if `cfg` is not `function`'s graph.
///
/// ```
/// use m2r_ssa::{live_in_blocks, Access, Block, Cfg, Function, Graph, Var};
/// // 0 -> 1 -> {1, 2}: x written in 0, read in the loop 1, then rewritten
/// // in 2 before any read there. Live into 1 (read first), not into 2.
/// struct Loop(Vec<Vec<Block>>, Vec<Vec<Access>>);
/// impl Graph for Loop {
///     fn num_blocks(&self) -> usize { 3 }
///     fn successors(&self, b: Block) -> &[Block] { &self.0[b.index()] }
/// }
/// impl Function for Loop {
///     fn num_vars(&self) -> usize { 1 }
///     fn accesses(&self, b: Block) -> &[Access] { &self.1[b.index()] }
/// }
/// let (b, x) = (Block::new, Var::new(0));
/// let f = Loop(
///     vec![vec![b(1)], vec![b(1), b(2)], vec![]],
///     vec![vec![Access::store(x)], vec![Access::load(x)], vec![Access::store(x), Access::load(x)]],
/// );
/// let cfg = Cfg::from_successors(f.0.clone())?;
/// assert_eq!(live_in_blocks(&cfg, &f, x)?, [b(1)]);
/// # Ok::<(), m2r_ssa::Error>(())
/// ```
pub fn live_in_blocks<F: Function + ?Sized>(cfg: &Cfg, function: &F, var: Var) -> Result<Vec<Block>, Error> {
    let n = cfg.num_blocks();
    if function.num_blocks() != n {
        return Err(Error::OtherFunction { expected: n, found: function.num_blocks() });
    }
    if Fingerprint::of(function)? != cfg.fingerprint() {
        return Err(Error::OtherGraph);
    }
    let mut stores = vec![false; n];
    let mut live = vec![false; n];
    let mut worklist = Vec::new();
    for b in cfg.blocks() {
        let mut mine = function.accesses(b).iter().filter(|a| a.var == var);
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
    Ok(cfg.blocks().filter(|b| live[b.index()]).collect())
}
