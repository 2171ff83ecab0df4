//! Splitting every critical edge while keeping loops in simplified form:
//! what `SplitAllCriticalEdges` does with a dominator tree and loop info
//! (the first step of reg2mem), decided over an editable CFG.
//!
//! An edge is critical when its source has several successors and its
//! destination several predecessor edges (two edges from one switch count
//! twice). Blocks are visited in function order, each terminator's
//! successor slots in order; the blocks the splits insert are visited too
//! when reached, but they end in an unconditional branch and are never
//! split themselves. An `indirectbr`'s edges are not split, nor an edge
//! into an EH pad.
//!
//! Loop-simplify form is kept: when the source `t` is in a loop `L`, the
//! destination's other predecessors are collected if all of them are
//! directly in `L` (their innermost loop is `L`); if one of those ends in
//! `indirectbr`, the edge is left alone. After the split, if the
//! destination lies outside `L` and the list is not empty, the list's
//! edges are moved to a second new block in front of the destination (the
//! loop exit gets a dedicated exit block: `SplitBlockPredecessors(dest,
//! list, "split")`).
//!
//! Every split updates the loop forest as LLVM updates `LoopInfo` (later
//! splits read it): [`SplitStep`] says what each did, for the IR's replay.

use super::cfg::{Block, Cfg};
use super::domtree::DomTree;
use super::entity::IdVec;
use super::loops::LoopForest;

const NONE: u32 = u32::MAX;

/// What the splitter knows of a block beyond its edges.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BlockKind {
    /// It begins with an EH pad (`landingpad`, `catchpad`, `cleanuppad`,
    /// `catchswitch`): edges into it are never split.
    pub eh_pad: bool,
    /// It ends in `indirectbr`: its edges are never split, and a loop exit
    /// it takes part in is not made dedicated.
    pub indirect_br: bool,
}

/// A CFG that splits can edit: successor slots per block, predecessor
/// edges, the function's block order, and which blocks are reachable.
#[derive(Clone, Debug, Default)]
pub struct EditableCfg {
    succs: IdVec<Block, Vec<Block>>,
    /// One entry per edge, in no particular order.
    preds: IdVec<Block, Vec<Block>>,
    kind: IdVec<Block, BlockKind>,
    reachable: IdVec<Block, bool>,
    /// Function order: the next and previous block (`NONE` at the ends).
    next: IdVec<Block, u32>,
    prev: IdVec<Block, u32>,
}

impl EditableCfg {
    /// `cfg`'s blocks in id order, with their kinds.
    pub fn new(cfg: &Cfg, dt: &DomTree, kinds: &[BlockKind]) -> EditableCfg {
        let n = cfg.num_blocks();
        assert_eq!(kinds.len(), n, "a kind per block");
        EditableCfg {
            succs: IdVec::from_vec(cfg.blocks().map(|b| cfg.succs(b).to_vec()).collect()),
            preds: IdVec::from_vec(cfg.blocks().map(|b| cfg.preds(b).to_vec()).collect()),
            kind: IdVec::from_vec(kinds.to_vec()),
            reachable: IdVec::from_vec(cfg.blocks().map(|b| dt.is_reachable(b)).collect()),
            next: IdVec::from_vec((0..n).map(|i| if i + 1 < n { i as u32 + 1 } else { NONE }).collect()),
            prev: IdVec::from_vec((0..n).map(|i| if i > 0 { i as u32 - 1 } else { NONE }).collect()),
        }
    }

    pub fn num_blocks(&self) -> usize {
        self.succs.len()
    }

    pub fn succs(&self, b: Block) -> &[Block] {
        &self.succs[b]
    }

    /// One entry per edge into `b`.
    pub fn preds(&self, b: Block) -> &[Block] {
        &self.preds[b]
    }

    pub fn kind(&self, b: Block) -> BlockKind {
        self.kind[b]
    }

    pub fn is_reachable(&self, b: Block) -> bool {
        self.reachable[b]
    }

    /// The block after `b` in the function.
    pub fn next(&self, b: Block) -> Option<Block> {
        let n = self.next[b];
        (n != NONE).then_some(Block(n))
    }

    /// The blocks in function order.
    pub fn order(&self) -> impl Iterator<Item = Block> + '_ {
        let first = (!self.succs.is_empty()).then_some(Block(0));
        std::iter::successors(first, |&b| self.next(b))
    }

    /// A new block branching to `dest`, placed after `after` (or before
    /// `before`), reachable as `reachable` says.
    fn add_block(&mut self, dest: Block, place: Place, reachable: bool) -> Block {
        let b = self.succs.push(vec![dest]);
        self.preds.push(Vec::new());
        self.preds[dest].push(b);
        self.kind.push(BlockKind::default());
        self.reachable.push(reachable);
        let (prev, next) = match place {
            Place::After(a) => (a.0, self.next[a]),
            Place::Before(z) => (self.prev[z], z.0),
        };
        self.prev.push(prev);
        self.next.push(next);
        if prev != NONE {
            self.next[Block(prev)] = b.0;
        }
        if next != NONE {
            self.prev[Block(next)] = b.0;
        }
        b
    }

    /// Points `source`'s successor slot `slot` at `to` instead.
    fn retarget(&mut self, source: Block, slot: usize, to: Block) {
        let from = std::mem::replace(&mut self.succs[source][slot], to);
        let i = self.preds[from].iter().position(|&p| p == source).expect("an edge has both ends");
        self.preds[from].swap_remove(i);
        self.preds[to].push(source);
    }

    /// Whether the edge from `source` to `dest` is critical.
    fn is_critical(&self, source: Block, dest: Block) -> bool {
        self.succs[source].len() > 1 && self.preds[dest].len() > 1
    }
}

#[derive(Clone, Copy)]
enum Place {
    After(Block),
    Before(Block),
}

/// One split, in the order they happen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SplitStep {
    /// `new`, placed right after `source`, branches to `dest`; `source`'s
    /// successor slot `slot` now points to it. `dest`'s phis take exactly
    /// one of their entries from `source` as coming from `new`.
    CriticalEdge { source: Block, slot: usize, dest: Block, new: Block },
    /// `new`, placed right before `dest`, branches to it; every edge from
    /// `preds` (blocks of the loop just left, one entry per edge) to `dest`
    /// now goes to `new`.
    ///
    /// `SplitBlockPredecessors` gives the new branch the loop's start
    /// location and moves `!llvm.loop` to a new latch when `dest` heads a
    /// loop; here it never does: a loop header's other predecessors include
    /// one outside its loop (the entry block has none), so they are not all
    /// in the loop just left, and no exit block is made.
    LoopExit { dest: Block, preds: Vec<Block>, new: Block },
}

/// Splits every critical edge of `cfg` as `SplitAllCriticalEdges` does,
/// updating `loops`; `replay` sees each step, to do the same to the IR.
pub fn split_all_critical_edges(
    cfg: &mut EditableCfg,
    loops: &mut LoopForest,
    mut replay: impl FnMut(&SplitStep),
) -> usize {
    let mut split = 0;
    let mut at = cfg.order().next();
    while let Some(t) = at {
        let slots = cfg.succs(t).len();
        if slots > 1 && !cfg.kind(t).indirect_br {
            for slot in 0..slots {
                if split_critical_edge(cfg, loops, t, slot, &mut replay) {
                    split += 1;
                }
            }
        }
        at = cfg.next(t);
    }
    split
}

/// `SplitCriticalEdge(TI, slot)` with loop info, keeping loop-simplify form.
fn split_critical_edge(
    cfg: &mut EditableCfg,
    loops: &mut LoopForest,
    t: Block,
    slot: usize,
    replay: &mut impl FnMut(&SplitStep),
) -> bool {
    let dest = cfg.succs(t)[slot];
    if !cfg.is_critical(t, dest) || cfg.kind(dest).eh_pad {
        return false;
    }
    let source_loop = loops.loop_of(t);
    // The destination's other predecessors, if all are directly in the
    // source's loop: they will need a dedicated exit block.
    let mut loop_preds = Vec::new();
    if let Some(l) = source_loop {
        for &p in cfg.preds(dest) {
            if p == t {
                continue;
            }
            if loops.loop_of(p) != Some(l) {
                loop_preds.clear();
                break;
            }
            loop_preds.push(p);
        }
        if loop_preds.iter().any(|&p| cfg.kind(p).indirect_br) {
            return false; // splitting would break loop-simplify form
        }
    }

    let reachable = cfg.is_reachable(t);
    let new = cfg.add_block(dest, Place::After(t), reachable);
    cfg.retarget(t, slot, new);
    loops.push_block(new);
    replay(&SplitStep::CriticalEdge { source: t, slot, dest, new });

    let Some(tl) = source_loop else { return true };
    if let Some(dl) = loops.loop_of(dest) {
        let joins = if loops.contains_loop(tl, dl) {
            Some(tl) // the same loop, or from an outer loop into an inner one
        } else if loops.contains_loop(dl, tl) {
            Some(dl) // from an inner loop out to an outer one
        } else {
            // Unrelated loops: `dest` heads its loop (a natural loop is
            // entered through its header), and the new block sits in the
            // loop around it.
            loops.parent(dl)
        };
        if let Some(l) = joins {
            loops.add_block(new, l);
        }
    }
    if !loops.contains(tl, dest) && !loop_preds.is_empty() {
        split_loop_exit(cfg, loops, dest, &loop_preds, replay);
    }
    true
}

/// `SplitBlockPredecessors(dest, preds, "split")` with loop info: a new
/// block before `dest` takes over the edges from `preds`.
fn split_loop_exit(
    cfg: &mut EditableCfg,
    loops: &mut LoopForest,
    dest: Block,
    preds: &[Block],
    replay: &mut impl FnMut(&SplitStep),
) {
    debug_assert!(!loops.is_header(dest), "see SplitStep::LoopExit");
    // `UpdateAnalysisInformation` puts the new block into `dest`'s loop:
    // the predecessors are all in it (an edge into a natural loop other
    // than to its header comes from inside), so the new block neither
    // enters that loop nor becomes its header.
    let dest_loop = loops.loop_of(dest);
    debug_assert!(dest_loop.is_none_or(|l| preds.iter().all(|&p| loops.contains(l, p))));
    let reachable = preds.iter().any(|&p| cfg.is_reachable(p));
    let new = cfg.add_block(dest, Place::Before(dest), reachable);
    for &p in preds {
        for slot in 0..cfg.succs(p).len() {
            if cfg.succs(p)[slot] == dest {
                cfg.retarget(p, slot, new);
            }
        }
    }
    loops.push_block(new);
    if let Some(l) = dest_loop {
        loops.add_block(new, l);
    }
    replay(&SplitStep::LoopExit { dest, preds: preds.to_vec(), new });
}
