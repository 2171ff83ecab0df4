//! Iterated dominance frontiers: where a variable defined in a set of blocks
//! needs phis (Cytron, Ferrante, Rosen, Wegman, Zadeck, "Efficiently
//! Computing Static Single Assignment Form and the Control Dependence Graph",
//! TOPLAS 1991: phis go at DF+(defs)).
//!
//! Three ways to the same set, chosen once per function:
//!
//! * **Frontier masks** (functions of at most 128 blocks, most of them).
//!   Each block's dominance frontier is a word (a double word past 64
//!   blocks) with a bit per block, found by the runner walk below, and DF+ a
//!   closure over words: no lists to fill, and a step of the closure takes a
//!   whole frontier at once.
//! * **Frontier closure** (larger functions). The dominance frontier of every
//!   block is computed once, by Cooper, Harvey and Kennedy's runner walk ("A
//!   Simple, Fast Dominance Algorithm", 2001, figure 5): for each edge
//!   `p -> b`, every block on the dominator-tree path from `p` up to (not
//!   including) `idom(b)` has `b` in its frontier. The walk for `b` stops early
//!   at a block that already has `b`: every block above it got `b` from the
//!   same walk. Per variable, DF+ is then a worklist closure over these sets,
//!   costing the sizes of the frontiers it touches rather than the size of the
//!   function, which is what makes thousands of variables across thousands of
//!   blocks cheap.
//! * **Sreedhar-Gao** ("A Linear Time Algorithm for Placing phi-Nodes", POPL
//!   1995) when the frontiers would be too large to store (their total size is
//!   quadratic on some CFGs, e.g. deeply nested repeat-until loops). Roots are
//!   taken deepest level first; each root's dominator subtree is walked for
//!   "join" edges to a level no deeper than the root's. Subtrees whose edges
//!   all go deeper than the root (known from a per-subtree minimum computed
//!   once) are skipped.
//!
//! Unreachable blocks are never in a frontier; definitions in unreachable
//! blocks are ignored (they reach no phi).

use crate::cfg::Cfg;
use crate::domtree::DomTree;
use crate::entity::{Csr, IdVec, StampSet};
use crate::error::Error;
use crate::ids::Block;

/// Per-function state for IDF queries; reuse it for every variable, and
/// [`IdfCalculator::reset`] it for the next function.
#[derive(Default)]
pub(crate) struct IdfCalculator {
    method: Method,
    frontiers: Csr<Block, Block>,
    frontier_pairs: Vec<(Block, Block)>,
    /// Under [`Method::Masks`] and [`Method::WideMasks`]: each block's
    /// frontier, a bit per block.
    masks: Vec<u64>,
    wide_masks: Vec<u128>,
    last_join: IdVec<Block, Option<Block>>,
    sreedhar_gao: SreedharGao,
    in_result: StampSet<Block>,
    is_def: StampSet<Block>,
    worklist: Vec<Block>,
}

#[derive(Clone, Copy, Default, PartialEq, Eq)]
enum Method {
    #[default]
    Frontiers,
    /// Frontiers as words, for at most [`MASK_BLOCKS`] blocks.
    Masks,
    /// Frontiers as double words, for at most [`WIDE_MASK_BLOCKS`] blocks.
    WideMasks,
    /// Sreedhar and Gao's walk of the DJ graph.
    SreedharGao,
}

/// The frontier sets may hold this many entries per block and edge before we
/// fall back to Sreedhar-Gao.
const FRONTIER_BUDGET_PER_NODE: usize = 8;

/// The most blocks a function may have for [`Method::Masks`] (a `u64` per
/// block) and [`Method::WideMasks`] (a `u128`). (Arrays of up to four words
/// cost quickjs.c and sqlite3.c more than they saved.)
const MASK_BLOCKS: usize = 64;
const WIDE_MASK_BLOCKS: usize = 128;

/// Which way to compute IDFs; [`IdfStrategy::Auto`] is what the pass uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum IdfStrategy {
    /// Frontier masks for small functions, else frontier sets if they fit
    /// the budget, else Sreedhar-Gao.
    Auto,
    /// Frontier sets if they fit the budget, else Sreedhar-Gao.
    #[cfg(test)]
    Lists,
    /// Sreedhar and Gao's walk of the DJ graph.
    SreedharGao,
}

impl IdfCalculator {
    /// A calculator for `cfg` with the strategy `strategy`.
    #[cfg(test)]
    pub fn with_strategy(cfg: &Cfg, dt: &DomTree, strategy: IdfStrategy) -> IdfCalculator {
        let mut calc = IdfCalculator::default();
        calc.reset_with(cfg, dt, strategy);
        calc
    }

    /// Prepares for the variables of another function.
    pub fn reset(&mut self, cfg: &Cfg, dt: &DomTree) {
        self.reset_with(cfg, dt, IdfStrategy::Auto);
    }

    fn reset_with(&mut self, cfg: &Cfg, dt: &DomTree, strategy: IdfStrategy) {
        match (strategy, cfg.num_blocks()) {
            (IdfStrategy::Auto, n) if n <= MASK_BLOCKS => {
                self.method = Method::Masks;
                return frontier_masks(cfg, dt, &mut self.masks);
            }
            (IdfStrategy::Auto, n) if n <= WIDE_MASK_BLOCKS => {
                self.method = Method::WideMasks;
                return frontier_masks(cfg, dt, &mut self.wide_masks);
            }
            _ => {}
        }
        let budget = match strategy {
            IdfStrategy::SreedharGao => 0,
            _ => FRONTIER_BUDGET_PER_NODE * (cfg.num_blocks() + cfg.num_edges()) + 1024,
        };
        let fits = strategy != IdfStrategy::SreedharGao
            && collect_frontiers(cfg, dt, budget, &mut self.frontier_pairs, &mut self.last_join);
        if fits {
            self.method = Method::Frontiers;
            self.frontiers.fill_from_pairs(cfg.num_blocks(), &self.frontier_pairs);
        } else {
            self.method = Method::SreedharGao;
            self.sreedhar_gao.reset(cfg, dt);
        }
    }

    /// Whether the frontiers are kept as double words (for tests).
    #[cfg(test)]
    pub fn uses_wide_masks(&self) -> bool {
        self.method == Method::WideMasks
    }

    /// Whether the frontier sets (as lists or words) fitted in their budget
    /// (for tests and stats).
    #[cfg(test)]
    pub fn uses_frontier_sets(&self) -> bool {
        self.method != Method::SreedharGao
    }

    /// The iterated dominance frontier of `defs`, appended to `out` in no
    /// particular order. Def blocks can be in it (a loop header that is also
    /// stored to).
    pub fn calculate(&mut self, cfg: &Cfg, dt: &DomTree, defs: &[Block], out: &mut Vec<Block>) {
        match self.method {
            Method::Masks => closure_of_masks(&self.masks, dt, defs, out),
            Method::WideMasks => closure_of_masks(&self.wide_masks, dt, defs, out),
            Method::Frontiers => {
                self.start_worklist(cfg, dt, defs);
                while let Some(x) = self.worklist.pop() {
                    for &y in self.frontiers.get(x) {
                        if self.in_result.insert(y) {
                            out.push(y);
                            if !self.is_def.contains(y) {
                                self.worklist.push(y);
                            }
                        }
                    }
                }
            }
            Method::SreedharGao => {
                self.start_worklist(cfg, dt, defs);
                self.sreedhar_gao.calculate(cfg, dt, &self.worklist, &self.is_def, &mut self.in_result, out);
            }
        }
    }

    /// For the ways over lists: no block in the result yet, and the
    /// reachable `defs`, each once, in the worklist and `is_def`.
    fn start_worklist(&mut self, cfg: &Cfg, dt: &DomTree, defs: &[Block]) {
        let n = cfg.num_blocks();
        self.in_result.clear(n);
        self.is_def.clear(n);
        self.worklist.clear();
        for &d in defs {
            if dt.is_reachable(d) && self.is_def.insert(d) {
                self.worklist.push(d);
            }
        }
    }
}

/// Every reachable block's dominance frontier (the blocks where its
/// dominance ends: it dominates a predecessor but not the block itself, or
/// the block is the entry), or `None` if their total size exceeds `budget`
/// (it is quadratic on some CFGs). For tools that show where phis go; SSA
/// construction itself does not need them. Fails if `dt` was computed for
/// another graph ([`Error::OtherGraph`]).
///
/// ```
/// use m2r_ssa::{dominance_frontiers, Block, Cfg, DomTree};
/// let b = Block::new;
/// // A diamond 0 -> {1, 2} -> 3: the arms' frontier is the join.
/// let cfg = Cfg::from_successors([vec![b(1), b(2)], vec![b(3)], vec![b(3)], vec![]]).unwrap();
/// let df = dominance_frontiers(&cfg, &DomTree::compute(&cfg), 100)?.expect("within the budget");
/// assert_eq!((df.get(b(1)), df.get(b(0))), (&[b(3)][..], &[][..]));
/// # Ok::<(), m2r_ssa::Error>(())
/// ```
pub fn dominance_frontiers(cfg: &Cfg, dt: &DomTree, budget: usize) -> Result<Option<Csr<Block, Block>>, Error> {
    if !dt.is_of(cfg) {
        return Err(Error::OtherGraph);
    }
    let mut pairs = Vec::new();
    let mut last_join = IdVec::new();
    let within = collect_frontiers(cfg, dt, budget, &mut pairs, &mut last_join);
    Ok(within.then(|| Csr::from_pairs(cfg.num_blocks(), &pairs)))
}

/// Fills `pairs` with (block, block in its frontier); false if there are
/// more than `budget`.
fn collect_frontiers(
    cfg: &Cfg,
    dt: &DomTree,
    budget: usize,
    pairs: &mut Vec<(Block, Block)>,
    last_join: &mut IdVec<Block, Option<Block>>,
) -> bool {
    pairs.clear();
    // last_join[x] == b: b was already added to DF(x) during b's walk.
    last_join.reset(cfg.num_blocks(), None);
    for &b in dt.preorder() {
        let preds = cfg.preds(b);
        // With one incoming edge, idom(b) is that predecessor. The entry has
        // one more, from the function's start: an edge into it makes it a
        // join, with every block on the way up from the edge's source
        // (to the root, as idom(entry) is none) in the frontier.
        if preds.len() + usize::from(b == cfg.entry()) < 2 {
            continue;
        }
        let stop = dt.idom(b);
        for &p in preds {
            if !dt.is_reachable(p) {
                continue;
            }
            let mut runner = Some(p);
            while runner != stop {
                let r = runner.expect("walking up from a predecessor of b meets idom(b) before the root");
                if last_join[r] == Some(b) {
                    break;
                }
                last_join[r] = Some(b);
                pairs.push((r, b));
                if pairs.len() > budget {
                    return false;
                }
                runner = dt.idom(r);
            }
        }
    }
    true
}

/// A set of blocks as one word, a bit per block: `u64` for functions of at
/// most 64 blocks, `u128` for up to 128.
trait Mask:
    Copy + Eq + std::ops::BitAnd<Output = Self> + std::ops::BitOr<Output = Self> + std::ops::Not<Output = Self>
{
    const EMPTY: Self;
    fn bit(b: usize) -> Self;
    fn lowest(self) -> usize;
    fn without_lowest(self) -> Self;
}

macro_rules! mask {
    ($word:ty) => {
        impl Mask for $word {
            const EMPTY: $word = 0;
            fn bit(b: usize) -> $word {
                1 << b
            }
            fn lowest(self) -> usize {
                self.trailing_zeros() as usize
            }
            fn without_lowest(self) -> $word {
                self & (self - 1)
            }
        }
    };
}
mask!(u64);
mask!(u128);

/// Each block's dominance frontier as a [`Mask`], for a CFG of at most as
/// many blocks as it has bits: [`collect_frontiers`]' runner walk, whose
/// early stop is the bit already set.
fn frontier_masks<M: Mask>(cfg: &Cfg, dt: &DomTree, masks: &mut Vec<M>) {
    debug_assert!(cfg.num_blocks() <= 8 * std::mem::size_of::<M>());
    masks.clear();
    masks.resize(cfg.num_blocks(), M::EMPTY);
    for &b in dt.preorder() {
        let preds = cfg.preds(b);
        // As in `collect_frontiers`: the entry has one more incoming edge.
        if preds.len() + usize::from(b == cfg.entry()) < 2 {
            continue;
        }
        let (stop, bit) = (dt.idom(b), M::bit(b.index()));
        for &p in preds {
            if !dt.is_reachable(p) {
                continue;
            }
            let mut runner = Some(p);
            while runner != stop {
                let r = runner.expect("walking up from a predecessor of b meets idom(b) before the root");
                if masks[r.index()] & bit != M::EMPTY {
                    break;
                }
                masks[r.index()] = masks[r.index()] | bit;
                runner = dt.idom(r);
            }
        }
    }
}

/// DF+ of `defs` over [`frontier_masks`]' words, appended to `out` in
/// ascending order: each block of the worklist (the reachable defs, then
/// each block the closure adds that is not a def) once.
fn closure_of_masks<M: Mask>(masks: &[M], dt: &DomTree, defs: &[Block], out: &mut Vec<Block>) {
    let is_def = defs.iter().filter(|&&d| dt.is_reachable(d)).fold(M::EMPTY, |m, d| m | M::bit(d.index()));
    let (mut work, mut result) = (is_def, M::EMPTY);
    while work != M::EMPTY {
        let x = work.lowest();
        work = work.without_lowest();
        let new = masks[x] & !result;
        result = result | new;
        work = work | (new & !is_def);
    }
    while result != M::EMPTY {
        out.push(Block::new(result.lowest()));
        result = result.without_lowest();
    }
}

/// Sreedhar and Gao's placement over the dominator tree, with subtree pruning.
#[derive(Default)]
struct SreedharGao {
    /// The smallest level any CFG successor of any block in the dominator
    /// subtree of `b` has. A walk for a root at level L need not enter a
    /// subtree whose minimum exceeds L: nothing in it can qualify.
    subtree_min_succ_level: IdVec<Block, u32>,
    walked: StampSet<Block>,
    /// Roots bucketed by level; roots only ever go to a level no deeper than
    /// the one being processed, so a descending cursor finds the deepest.
    buckets: Vec<Vec<Block>>,
    walk: Vec<Block>,
}

impl SreedharGao {
    fn reset(&mut self, cfg: &Cfg, dt: &DomTree) {
        let min_level = &mut self.subtree_min_succ_level;
        min_level.reset(cfg.num_blocks(), u32::MAX);
        // Children after parents in preorder, so a reverse sweep is bottom-up.
        for &b in dt.preorder().iter().rev() {
            let own = cfg.succs(b).iter().map(|&s| dt.level(s)).min().unwrap_or(u32::MAX);
            let below = dt.children(b).map(|c| min_level[c]).min().unwrap_or(u32::MAX);
            min_level[b] = own.min(below);
        }
    }

    fn calculate(
        &mut self,
        cfg: &Cfg,
        dt: &DomTree,
        defs: &[Block],
        is_def: &StampSet<Block>,
        in_result: &mut StampSet<Block>,
        out: &mut Vec<Block>,
    ) {
        self.walked.clear(cfg.num_blocks());
        let mut top = 0usize;
        for &d in defs {
            let level = dt.level(d) as usize;
            if self.buckets.len() <= level {
                self.buckets.resize_with(level + 1, Vec::new);
            }
            self.buckets[level].push(d);
            top = top.max(level);
        }
        loop {
            while top > 0 && self.buckets[top].is_empty() {
                top -= 1;
            }
            let Some(root) = self.buckets.get_mut(top).and_then(Vec::pop) else { break };
            let root_level = dt.level(root);
            if !self.walked.insert(root) {
                // Already walked inside a deeper root's subtree, which found
                // every edge this root could (those qualify for both).
                continue;
            }
            self.walk.push(root);
            while let Some(x) = self.walk.pop() {
                for &s in cfg.succs(x) {
                    let level = dt.level(s);
                    if level <= root_level && in_result.insert(s) {
                        out.push(s);
                        if !is_def.contains(s) {
                            self.buckets[level as usize].push(s);
                        }
                    }
                }
                for c in dt.children(x) {
                    if self.subtree_min_succ_level[c] <= root_level && self.walked.insert(c) {
                        self.walk.push(c);
                    }
                }
            }
        }
        for bucket in &mut self.buckets {
            bucket.clear();
        }
    }
}
