//! Natural loops: the loop nesting forest LLVM's `LoopInfo` computes, and
//! the two updates critical-edge splitting makes to it.
//!
//! A loop is headed by a reachable block `h` with at least one back edge
//! `p -> h` (`p` reachable and dominated by `h`); its blocks are `h` and every
//! reachable block that reaches a latch without passing through `h`. Loops
//! nest by inclusion. A cycle whose blocks no single block dominates
//! (irreducible control flow) is no loop, exactly as in LLVM.
//!
//! The forest is computed as `LoopInfoBase::analyze` does (Havlak's
//! discovery, bottom-up over the dominator tree): headers are visited so
//! that every header comes after the headers it dominates, and a backward
//! walk from each loop's latches claims the blocks no inner loop has
//! claimed, jumping over an inner loop from its header (its outermost
//! enclosing loop found so far through a union-find with path compression,
//! so that a nest thousands deep costs no more than flat loops). Each block
//! then knows its innermost loop, and each loop its parent and its interval
//! in a preorder of the loop tree: whether one loop lies in another is an
//! interval test, whatever the depth.
//!
//! Splitting an edge adds blocks: [`LoopForest::add_block`] puts a new block
//! into a loop (and so into every loop around it), as
//! `Loop::addBasicBlockToLoop` does.

use m2r_ssa::DomTree;
use m2r_ssa::{entity_id, IdVec};
use m2r_ssa::{Block, Cfg};

entity_id! {
    /// A natural loop, numbered in the order it was discovered (inner loops
    /// before the loops around them).
    LoopId
}

const NONE: u32 = u32::MAX;

/// The loops of one function. Blocks are the CFG's, plus any added later.
#[derive(Clone, Debug, Default)]
pub struct LoopForest {
    /// The innermost loop each block is in (`NONE`: in no loop).
    innermost: IdVec<Block, u32>,
    header: IdVec<LoopId, Block>,
    /// The loop around each loop (`NONE`: a top-level loop).
    parent: IdVec<LoopId, u32>,
    /// Each loop's number in a preorder of the loop tree, and how many
    /// loops its subtree holds (itself included): the loops inside `l` are
    /// numbered `preorder[l]..preorder[l] + subtree[l]`.
    preorder: IdVec<LoopId, u32>,
    subtree: IdVec<LoopId, u32>,
    /// Scratch: the backward walk's worklist, and while discovering, an
    /// ancestor of each loop (its parent, or further out once compressed).
    worklist: Vec<Block>,
    ancestor: IdVec<LoopId, u32>,
}

impl LoopForest {
    /// The loops of `cfg`, whose dominator tree is `dt`.
    pub fn compute(cfg: &Cfg, dt: &DomTree) -> LoopForest {
        let mut forest = LoopForest::default();
        forest.recompute(cfg, dt);
        forest
    }

    /// [`Self::compute`], reusing this forest's buffers.
    pub fn recompute(&mut self, cfg: &Cfg, dt: &DomTree) {
        self.innermost.reset(cfg.num_blocks(), NONE);
        self.header.clear();
        self.parent.clear();
        self.ancestor.clear();
        // Each header after every header it dominates: inner loops first.
        for &h in dt.preorder().iter().rev() {
            let latches = cfg.preds(h).iter().filter(|&&p| dt.is_reachable(p) && dt.dominates(h, p));
            self.worklist.clear();
            self.worklist.extend(latches);
            if self.worklist.is_empty() {
                continue;
            }
            let lp = self.header.push(h);
            self.parent.push(NONE);
            self.ancestor.push(NONE);
            self.discover(cfg, dt, lp);
        }
        self.number_tree();
    }

    /// Numbers the loop tree in preorder. A loop is discovered after every
    /// loop inside it, so its id is larger: subtree sizes add up in
    /// increasing id order, and ranges are handed out in decreasing order.
    fn number_tree(&mut self) {
        let n = self.header.len();
        self.subtree.reset(n, 1);
        for l in self.header.ids() {
            if let Some(p) = self.parent(l) {
                self.subtree[p] += self.subtree[l];
            }
        }
        self.preorder.reset(n, 0);
        // The next free number in each loop's range, and among top-level loops.
        let mut next_free: Vec<u32> = vec![0; n];
        let mut next_top = 0;
        for l in self.header.ids().rev() {
            let at = match self.parent(l) {
                Some(p) => &mut next_free[p.index()],
                None => &mut next_top,
            };
            self.preorder[l] = *at;
            *at += self.subtree[l];
            next_free[l.index()] = self.preorder[l] + 1;
        }
    }

    /// Claims the blocks of the new loop `lp` by walking backwards from the
    /// latches in `self.worklist` (`LoopInfoBase`'s `discoverAndMapSubloop`).
    fn discover(&mut self, cfg: &Cfg, dt: &DomTree, lp: LoopId) {
        let header = self.header[lp];
        while let Some(b) = self.worklist.pop() {
            match self.loop_of(b) {
                None => {
                    if !dt.is_reachable(b) {
                        continue;
                    }
                    self.innermost[b] = lp.0;
                    if b != header {
                        self.worklist.extend_from_slice(cfg.preds(b));
                    }
                }
                Some(inner) => {
                    let outermost = self.outermost(inner);
                    if outermost == lp {
                        continue;
                    }
                    self.parent[outermost] = lp.0;
                    self.ancestor[outermost] = lp.0;
                    // Go on from the inner loop's entries, not its back edges.
                    let inner_header = self.header[outermost];
                    for &p in cfg.preds(inner_header) {
                        if self.loop_of(p) != Some(outermost) {
                            self.worklist.push(p);
                        }
                    }
                }
            }
        }
    }

    /// The outermost loop around `lp` discovered so far, compressing the
    /// path there.
    fn outermost(&mut self, lp: LoopId) -> LoopId {
        let mut root = lp;
        while self.ancestor[root] != NONE {
            root = LoopId(self.ancestor[root]);
        }
        let mut l = lp;
        while self.ancestor[l] != NONE && self.ancestor[l] != root.0 {
            l = LoopId(std::mem::replace(&mut self.ancestor[l], root.0));
        }
        root
    }

    /// How many loops there are.
    pub fn num_loops(&self) -> usize {
        self.header.len()
    }

    /// Every loop.
    pub fn loops(&self) -> impl Iterator<Item = LoopId> {
        self.header.ids()
    }

    /// The innermost loop `b` is in (`LoopInfo::getLoopFor`).
    #[inline]
    pub fn loop_of(&self, b: Block) -> Option<LoopId> {
        let l = self.innermost[b];
        (l != NONE).then_some(LoopId(l))
    }

    /// The loop's header block.
    #[inline]
    pub fn header(&self, lp: LoopId) -> Block {
        self.header[lp]
    }

    /// The loop that immediately contains it, if any.
    #[inline]
    pub fn parent(&self, lp: LoopId) -> Option<LoopId> {
        let p = self.parent[lp];
        (p != NONE).then_some(LoopId(p))
    }

    /// Nesting depth: 1 for a top-level loop.
    pub fn depth(&self, mut lp: LoopId) -> u32 {
        let mut depth = 1;
        while let Some(p) = self.parent(lp) {
            lp = p;
            depth += 1;
        }
        depth
    }

    /// Whether `outer` is `inner` or a loop around it (`Loop::contains`).
    pub fn contains_loop(&self, outer: LoopId, inner: LoopId) -> bool {
        let (o, i) = (self.preorder[outer], self.preorder[inner]);
        o <= i && i < o + self.subtree[outer]
    }

    /// Whether block `b` is in loop `lp` (or in a loop inside it).
    pub fn contains(&self, lp: LoopId, b: Block) -> bool {
        self.loop_of(b).is_some_and(|inner| self.contains_loop(lp, inner))
    }

    /// Whether `b` heads a loop (`LoopInfo::isLoopHeader`).
    pub fn is_header(&self, b: Block) -> bool {
        self.loop_of(b).is_some_and(|l| self.header[l] == b)
    }

    /// Registers a new block, in no loop yet; it must be the next block id.
    pub fn push_block(&mut self, b: Block) {
        assert_eq!(b.index(), self.innermost.len(), "blocks are added in id order");
        self.innermost.push(NONE);
    }

    /// Puts the new block `b` into `lp`, and so into the loops around it
    /// (`Loop::addBasicBlockToLoop`).
    pub fn add_block(&mut self, b: Block, lp: LoopId) {
        debug_assert_eq!(self.innermost[b], NONE, "a block joins one loop");
        self.innermost[b] = lp.0;
    }
}
