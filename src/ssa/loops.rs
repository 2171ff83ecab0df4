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
//! claimed, jumping over an inner loop from its header. Each block then
//! knows its innermost loop, and each loop its parent: membership is a walk
//! up the parents (loops are shallow).
//!
//! Splitting an edge adds blocks: [`LoopForest::add_block`] puts a new block
//! into a loop (and so into every loop around it), as
//! `Loop::addBasicBlockToLoop` does.

use super::cfg::{Block, Cfg};
use super::domtree::DomTree;
use super::entity::{entity_id, EntityId, IdVec};

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
    /// Scratch: the backward walk's worklist.
    worklist: Vec<Block>,
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
            self.discover(cfg, dt, lp);
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

    fn outermost(&self, mut lp: LoopId) -> LoopId {
        while let Some(p) = self.parent(lp) {
            lp = p;
        }
        lp
    }

    pub fn num_loops(&self) -> usize {
        self.header.len()
    }

    pub fn loops(&self) -> impl Iterator<Item = LoopId> {
        self.header.ids()
    }

    /// The innermost loop `b` is in (`LoopInfo::getLoopFor`).
    #[inline]
    pub fn loop_of(&self, b: Block) -> Option<LoopId> {
        let l = self.innermost[b];
        (l != NONE).then_some(LoopId(l))
    }

    #[inline]
    pub fn header(&self, lp: LoopId) -> Block {
        self.header[lp]
    }

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
        let mut l = Some(inner);
        while let Some(x) = l {
            if x == outer {
                return true;
            }
            l = self.parent(x);
        }
        false
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
