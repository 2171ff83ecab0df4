//! Dominator tree by Semi-NCA, with O(1) dominance queries.
//!
//! Semi-NCA (Georgiadis, "Linear-Time Algorithms for Dominators and Related
//! Problems", 2005; the algorithm LLVM's own tree uses) in two passes over a
//! depth-first spanning tree of the reachable blocks:
//!
//! 1. **Semidominators**, in reverse preorder: `sdom(w)` is the smallest
//!    preorder number reachable backwards from `w` through vertices numbered
//!    above `w`. `eval` walks the forest of already-processed vertices with
//!    path compression; `semi`/`label`/`ancestor` are the paper's arrays.
//! 2. **Nearest common ancestors**, in preorder: start from the spanning-tree
//!    parent and climb the partially built dominator tree until the number is
//!    at most `sdom(w)`; that vertex is `idom(w)`.
//!
//! Both passes are loops over explicit arrays (no recursion: a 100,000-block
//! chain must not overflow the stack). The tree is then numbered in preorder
//! so that "a dominates b" is an interval test on preorder numbers
//! (Cranelift's `dom_pre_number` / `dom_pre_max`), and each node gets its
//! depth (`level`), which the iterated dominance frontier orders by. The
//! numbering needs no traversal: an immediate dominator comes before its
//! children in CFG preorder, so one backward sweep adds up subtree sizes and
//! one forward sweep hands each child the next free range of its parent's.
//!
//! **Unreachable blocks** have no dominator-tree node. Following LLVM, every
//! block dominates an unreachable block, and an unreachable block dominates
//! no reachable one.

use super::cfg::{Block, Cfg};
use super::entity::IdVec;

const NONE: u32 = u32::MAX;

/// The dominator tree of a CFG's reachable part. Recomputing keeps the
/// buffers, so one tree serves every function of a module.
#[derive(Clone, Debug, Default)]
pub struct DomTree {
    /// Immediate dominator; `NONE` for the entry and for unreachable blocks.
    idom: IdVec<Block, u32>,
    /// Preorder number in the dominator tree (`NONE`: unreachable), and the
    /// largest one in the block's subtree: `a` dominates `b` iff
    /// `pre[a] <= pre[b] <= max[a]`. Children come in CFG-preorder order.
    dom_pre: IdVec<Block, u32>,
    dom_max: IdVec<Block, u32>,
    /// Depth in the dominator tree; the entry is at level 0.
    level: IdVec<Block, u32>,
    /// Reachable blocks in dominator-tree preorder: every block comes after
    /// its immediate dominator.
    dom_preorder: Vec<Block>,
    scratch: Scratch,
}

/// Buffers of the computation itself.
#[derive(Clone, Debug, Default)]
struct Scratch {
    /// Blocks in CFG depth-first preorder, and each one's number in it.
    order: Vec<Block>,
    pre_of: IdVec<Block, u32>,
    /// Spanning-tree parent, semidominator, path-compression forest.
    parent: Vec<u32>,
    semi: Vec<u32>,
    ancestor: Vec<u32>,
    label: Vec<u32>,
    idom: Vec<u32>,
    path: Vec<u32>,
    stack: Vec<(Block, u32)>,
}

impl DomTree {
    /// Computes the dominator tree of `cfg` rooted at its entry.
    pub fn compute(cfg: &Cfg) -> DomTree {
        let mut dt = DomTree::default();
        dt.recompute(cfg);
        dt
    }

    /// Recomputes the tree for `cfg`, reusing this one's buffers.
    pub fn recompute(&mut self, cfg: &Cfg) {
        let n = cfg.num_blocks();
        let sc = &mut self.scratch;
        depth_first_preorder(cfg, sc);
        semi_nca(cfg, sc);

        // Number the tree, over CFG preorder numbers `i` (idom(i) < i).
        // Subtree sizes, bottom-up (in `label`, free now).
        let reached = sc.order.len();
        let size = &mut sc.label;
        size.clear();
        size.resize(reached, 1);
        for i in (1..reached).rev() {
            size[sc.idom[i] as usize] += size[i];
        }
        // Each vertex's number, and the next free number of its subtree
        // (in `ancestor`, free now), top-down.
        let next = &mut sc.ancestor;
        next.clear();
        next.resize(reached, 0);
        self.idom.reset(n, NONE);
        self.dom_pre.reset(n, NONE);
        self.dom_max.reset(n, NONE);
        self.level.reset(n, NONE);
        self.dom_preorder.clear();
        self.dom_preorder.resize(reached, Block(NONE));
        for (i, &b) in sc.order.iter().enumerate() {
            let (number, level) = if i == 0 {
                (0, 0)
            } else {
                let d = sc.idom[i] as usize;
                let number = next[d];
                next[d] += size[i];
                let dominator = sc.order[d];
                self.idom[b] = dominator.0;
                (number, self.level[dominator] + 1)
            };
            next[i] = number + 1;
            self.dom_pre[b] = number;
            self.dom_max[b] = number + size[i] - 1;
            self.level[b] = level;
            self.dom_preorder[number as usize] = b;
        }
    }

    /// How many blocks the tree was computed for.
    pub fn num_blocks(&self) -> usize {
        self.idom.len()
    }

    /// Whether `b` is reachable from the entry (unreachable blocks are in no tree).
    #[inline]
    pub fn is_reachable(&self, b: Block) -> bool {
        self.dom_pre[b] != NONE
    }

    /// Whether every block is reachable from the entry.
    pub fn reaches_every_block(&self) -> bool {
        self.dom_preorder.len() == self.num_blocks()
    }

    /// The immediate dominator; `None` for the entry and unreachable blocks.
    #[inline]
    pub fn idom(&self, b: Block) -> Option<Block> {
        let d = self.idom[b];
        (d != NONE).then_some(Block(d))
    }

    /// Depth in the tree (entry 0). Meaningless for unreachable blocks.
    #[inline]
    pub fn level(&self, b: Block) -> u32 {
        debug_assert!(self.is_reachable(b));
        self.level[b]
    }

    /// Dominator-tree children of a reachable block, in CFG preorder: in
    /// the tree's preorder each child follows its elder sibling's subtree.
    #[inline]
    pub fn children(&self, b: Block) -> impl Iterator<Item = Block> + '_ {
        let mut next = self.dom_pre[b] + 1;
        let end = self.dom_max[b];
        std::iter::from_fn(move || {
            (next <= end).then(|| {
                let c = self.dom_preorder[next as usize];
                next = self.dom_max[c] + 1;
                c
            })
        })
    }

    /// Reachable blocks, each after its immediate dominator.
    pub fn preorder(&self) -> &[Block] {
        &self.dom_preorder
    }

    /// Block dominance as LLVM defines it: reflexive; every block dominates
    /// an unreachable block; an unreachable block dominates nothing else.
    #[inline]
    pub fn dominates(&self, a: Block, b: Block) -> bool {
        let (pa, pb) = (self.dom_pre[a], self.dom_pre[b]);
        if a == b || pb == NONE {
            return true;
        }
        // An unreachable `a` has number NONE, above every reachable one.
        pa <= pb && pb <= self.dom_max[a]
    }
}

/// Depth-first preorder of the blocks reachable from the entry, successors
/// taken in terminator order: fills `order`, `parent` (the spanning-tree
/// parent, as a preorder number) and `pre_of`.
fn depth_first_preorder(cfg: &Cfg, sc: &mut Scratch) {
    let n = cfg.num_blocks();
    sc.pre_of.reset(n, NONE);
    sc.order.clear();
    sc.parent.clear();
    sc.order.reserve(n);
    sc.parent.reserve(n);
    sc.stack.reserve(n);
    if n == 0 {
        return;
    }
    let entry = cfg.entry();
    sc.pre_of[entry] = 0;
    sc.order.push(entry);
    sc.parent.push(NONE);
    let stack = &mut sc.stack;
    stack.clear();
    stack.push((entry, 0));
    while let Some(top) = stack.last_mut() {
        let (b, next) = *top;
        match cfg.succs(b).get(next as usize) {
            Some(&s) => {
                top.1 += 1;
                if sc.pre_of[s] == NONE {
                    sc.pre_of[s] = sc.order.len() as u32;
                    sc.order.push(s);
                    sc.parent.push(sc.pre_of[b]);
                    stack.push((s, 0));
                }
            }
            None => {
                stack.pop();
            }
        }
    }
}

/// Semi-NCA over preorder numbers: fills `idom` with each vertex's
/// immediate dominator as a preorder number (entry: itself).
fn semi_nca(cfg: &Cfg, sc: &mut Scratch) {
    let n = sc.order.len();
    sc.semi.clear();
    sc.semi.extend(0..n as u32);
    // Path-compressed forest of processed vertices; `label[v]` is the vertex
    // of smallest `semi` on the compressed path from `v` up to its forest root.
    sc.ancestor.clear();
    sc.ancestor.resize(n, NONE);
    sc.label.clear();
    sc.label.extend(0..n as u32);

    for w in (1..n).rev() {
        let mut s = sc.semi[w];
        for &p in cfg.preds(sc.order[w]) {
            let u = sc.pre_of[p];
            if u == NONE {
                continue; // an unreachable predecessor constrains nothing
            }
            let candidate = sc.semi[eval(u, &mut sc.ancestor, &mut sc.label, &sc.semi, &mut sc.path) as usize];
            s = s.min(candidate);
        }
        sc.semi[w] = s;
        // Link: w's subtree joins its parent's tree. Its own semidominator is
        // final from here on, which is what later evals read.
        sc.ancestor[w] = sc.parent[w];
    }

    sc.idom.clear();
    sc.idom.extend_from_slice(&sc.parent);
    if n > 0 {
        sc.idom[0] = 0;
    }
    for w in 1..n {
        // idom(w) is the nearest ancestor of parent(w) in the dominator tree
        // built so far whose number is at most sdom(w).
        let mut d = sc.idom[w];
        while d > sc.semi[w] {
            d = sc.idom[d as usize];
        }
        sc.idom[w] = d;
    }
}

/// The vertex with the smallest semidominator on the forest path from `v` to
/// its root (excluding the root), compressing the path as it goes.
fn eval(v: u32, ancestor: &mut [u32], label: &mut [u32], semi: &[u32], path: &mut Vec<u32>) -> u32 {
    if ancestor[v as usize] == NONE {
        return v;
    }
    // Collect the path up to the vertex whose ancestor is a root, then
    // compress top-down so each vertex sees its ancestor's final label.
    path.clear();
    let mut x = v;
    while ancestor[ancestor[x as usize] as usize] != NONE {
        path.push(x);
        x = ancestor[x as usize];
    }
    for &y in path.iter().rev() {
        let a = ancestor[y as usize] as usize;
        if semi[label[a] as usize] < semi[label[y as usize] as usize] {
            label[y as usize] = label[a];
        }
        ancestor[y as usize] = ancestor[a];
    }
    label[v as usize]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cfg(succs: &[&[u32]]) -> Cfg {
        Cfg::from_successors(succs.iter().map(|s| s.iter().map(|&b| Block(b)).collect::<Vec<_>>()))
    }

    #[test]
    fn diamond_with_unreachable_block() {
        // 0 -> 1, 2; 1 -> 3; 2 -> 3; 4 -> 3 (4 unreachable)
        let g = cfg(&[&[1, 2], &[3], &[3], &[], &[3]]);
        let dt = DomTree::compute(&g);
        assert_eq!(dt.idom(Block(3)), Some(Block(0)));
        assert_eq!(dt.idom(Block(1)), Some(Block(0)));
        assert!(!dt.is_reachable(Block(4)));
        assert!(!dt.reaches_every_block());
        assert!(dt.dominates(Block(1), Block(4)), "everything dominates unreachable blocks");
        assert!(!dt.dominates(Block(4), Block(3)));
        assert!(dt.dominates(Block(0), Block(3)));
        assert!(!dt.dominates(Block(1), Block(3)));
        assert_eq!(dt.level(Block(3)), 1);
    }

    #[test]
    fn irreducible_loop() {
        // 0 -> 1, 2; 1 <-> 2; 2 -> 3
        let g = cfg(&[&[1, 2], &[2], &[1, 3], &[]]);
        let dt = DomTree::compute(&g);
        assert_eq!(dt.idom(Block(1)), Some(Block(0)));
        assert_eq!(dt.idom(Block(2)), Some(Block(0)));
        assert_eq!(dt.idom(Block(3)), Some(Block(2)));
        assert!(dt.reaches_every_block());
    }
}
