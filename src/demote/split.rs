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

use super::loops::{LoopForest, LoopId};
use m2r_ssa::DomTree;
use m2r_ssa::IdVec;
use m2r_ssa::{Block, Cfg};

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
    /// Function order: the next and previous block (the reserved block at
    /// the ends).
    next: IdVec<Block, Block>,
    prev: IdVec<Block, Block>,
    /// Per block, where the last [`Self::split_slot`] into it found its
    /// source among its predecessors: (source, index past it).
    pred_hint: IdVec<Block, Option<(Block, u32)>>,
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
            next: IdVec::from_vec(
                (0..n).map(|i| if i + 1 < n { Block::new(i + 1) } else { Block::reserved() }).collect(),
            ),
            prev: IdVec::from_vec((0..n).map(|i| if i > 0 { Block::new(i - 1) } else { Block::reserved() }).collect()),
            pred_hint: IdVec::from_vec(vec![None; n]),
        }
    }

    /// How many blocks there are.
    pub fn num_blocks(&self) -> usize {
        self.succs.len()
    }

    /// The successors of `b`, in terminator order.
    pub fn succs(&self, b: Block) -> &[Block] {
        &self.succs[b]
    }

    /// One entry per edge into `b`.
    pub fn preds(&self, b: Block) -> &[Block] {
        &self.preds[b]
    }

    /// What kind of block `b` is.
    pub fn kind(&self, b: Block) -> BlockKind {
        self.kind[b]
    }

    /// Whether `b` is reachable from the entry.
    pub fn is_reachable(&self, b: Block) -> bool {
        self.reachable[b]
    }

    /// The block after `b` in the function.
    pub fn next(&self, b: Block) -> Option<Block> {
        let n = self.next[b];
        (!n.is_reserved()).then_some(n)
    }

    /// The blocks in function order.
    pub fn order(&self) -> impl Iterator<Item = Block> + '_ {
        let first = (!self.succs.is_empty()).then_some(Block::new(0));
        std::iter::successors(first, |&b| self.next(b))
    }

    /// A new block branching to `dest`, placed after `after` (or before
    /// `before`), reachable as `reachable` says.
    fn add_block(&mut self, dest: Block, place: Place, reachable: bool) -> Block {
        let b = self.add_unlinked_block(vec![dest], place, reachable);
        self.preds[dest].push(b);
        b
    }

    /// A new block with these successor slots, not yet among their
    /// predecessors.
    fn add_unlinked_block(&mut self, succs: Vec<Block>, place: Place, reachable: bool) -> Block {
        let b = self.succs.push(succs);
        self.preds.push(Vec::new());
        self.pred_hint.push(None);
        self.kind.push(BlockKind::default());
        self.reachable.push(reachable);
        let (prev, next) = match place {
            Place::After(a) => (a, self.next[a]),
            Place::Before(z) => (self.prev[z], z),
        };
        self.prev.push(prev);
        self.next.push(next);
        if !prev.is_reserved() {
            self.next[prev] = b;
        }
        if !next.is_reserved() {
            self.prev[next] = b;
        }
        b
    }

    /// Points `source`'s successor slot `slot` at `to` instead.
    fn retarget(&mut self, source: Block, slot: usize, to: Block) {
        let from = std::mem::replace(&mut self.succs[source][slot], to);
        let i = self.preds[from].iter().position(|&p| p == source).expect("an edge has both ends");
        self.preds[from].swap_remove(i);
        self.preds[to].push(source);
        self.pred_hint[from] = None; // the order of `from`'s predecessors changed
    }

    /// Splits the edge in `source`'s successor slot `slot` with a new block
    /// placed after `source`: the new block takes the edge's place among
    /// the destination's predecessors. A switch with thousands of edges into
    /// a few blocks is split slot after slot; each split looks for `source`
    /// among the destination's predecessors from where the last split into
    /// it found it (the entries before are not `source`: they were
    /// replaced, or were never it), so the whole switch costs its edges,
    /// not edges times predecessors.
    fn split_slot(&mut self, source: Block, slot: usize, reachable: bool) -> Block {
        let dest = self.succs[source][slot];
        let new = self.add_unlinked_block(vec![dest], Place::After(source), reachable);
        self.preds[new].push(source);
        self.succs[source][slot] = new;
        let start = match self.pred_hint[dest] {
            Some((s, i)) if s == source => i as usize,
            _ => 0,
        };
        let i = start + self.preds[dest][start..].iter().position(|&p| p == source).expect("an edge has both ends");
        self.preds[dest][i] = new;
        self.pred_hint[dest] = Some((source, i as u32 + 1));
        new
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
    CriticalEdge {
        /// The block the edge leaves.
        source: Block,
        /// Which of its successors the edge is.
        slot: usize,
        /// The block the edge enters.
        dest: Block,
        /// The block made on it.
        new: Block,
    },
    /// `new`, placed right before `dest`, branches to it; every edge from
    /// `preds` (blocks of the loop just left, one entry per edge) to `dest`
    /// now goes to `new`.
    ///
    /// `SplitBlockPredecessors` gives the new branch the loop's start
    /// location and moves `!llvm.loop` to a new latch when `dest` heads a
    /// loop; here it never does: a loop header's other predecessors include
    /// one outside its loop (the entry block has none), so they are not all
    /// in the loop just left, and no exit block is made.
    LoopExit {
        /// The exit block.
        dest: Block,
        /// The blocks of the loop left that branch to it.
        preds: Vec<Block>,
        /// The block made before it.
        new: Block,
    },
}

/// Splits every critical edge of `cfg` as `SplitAllCriticalEdges` does,
/// updating `loops`; `replay` sees each step, to do the same to the IR.
pub fn split_all_critical_edges(
    cfg: &mut EditableCfg,
    loops: &mut LoopForest,
    mut replay: impl FnMut(&SplitStep),
) -> usize {
    let mut splitter = Splitter { cfg, loops, pred_loops: IdVec::new() };
    splitter.pred_loops.reset(splitter.cfg.num_blocks(), PredLoops::Unknown);
    let mut split = 0;
    let mut at = splitter.cfg.order().next();
    while let Some(t) = at {
        let slots = splitter.cfg.succs(t).len();
        if slots > 1 && !splitter.cfg.kind(t).indirect_br {
            for slot in 0..slots {
                if splitter.split_critical_edge(t, slot, &mut replay) {
                    split += 1;
                }
            }
        }
        at = splitter.cfg.next(t);
    }
    split
}

/// What the loops of a block's predecessors are, kept up to date across
/// splits, so that a split need not look at every predecessor of its
/// destination: for a switch with thousands of edges into a few blocks
/// that would be edges times predecessors. Predecessors are counted by
/// edge, as the CFG lists them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum PredLoops {
    /// Not known: look at the predecessors when asked.
    Unknown,
    /// Every predecessor lies directly in `lp` (its innermost loop; `None`:
    /// in no loop); whether one ends in `indirectbr`.
    Uniform { lp: Option<LoopId>, indirect: bool },
    /// The predecessors lie directly in different loops.
    Mixed,
}

struct Splitter<'a> {
    cfg: &'a mut EditableCfg,
    loops: &'a mut LoopForest,
    pred_loops: IdVec<Block, PredLoops>,
}

impl Splitter<'_> {
    /// `SplitCriticalEdge(TI, slot)` with loop info, keeping loop-simplify
    /// form.
    fn split_critical_edge(&mut self, t: Block, slot: usize, replay: &mut impl FnMut(&SplitStep)) -> bool {
        let dest = self.cfg.succs(t)[slot];
        if !self.cfg.is_critical(t, dest) || self.cfg.kind(dest).eh_pad {
            return false;
        }
        let source_loop = self.loops.loop_of(t);
        // Whether the destination's other predecessors are all directly in
        // the source's loop: then they will need a dedicated exit block
        // (if the edge leaves the loop), and none may end in `indirectbr`.
        let mut loop_exit = false;
        if let Some(l) = source_loop {
            match self.pred_loops_of(dest) {
                PredLoops::Uniform { lp, indirect } if lp == Some(l) => {
                    if indirect {
                        return false; // splitting would break loop-simplify form
                    }
                    loop_exit = !self.loops.contains(l, dest);
                }
                _ => {}
            }
        }
        // The loop the new block joins.
        let joins = source_loop.and_then(|tl| {
            let dl = self.loops.loop_of(dest)?;
            if self.loops.contains_loop(tl, dl) {
                Some(tl) // the same loop, or from an outer loop into an inner one
            } else if self.loops.contains_loop(dl, tl) {
                Some(dl) // from an inner loop out to an outer one
            } else {
                // Unrelated loops: `dest` heads its loop (a natural loop is
                // entered through its header), and the new block sits in
                // the loop around it.
                self.loops.parent(dl)
            }
        });

        let reachable = self.cfg.is_reachable(t);
        let new = self.cfg.split_slot(t, slot, reachable);
        self.loops.push_block(new);
        if let Some(l) = joins {
            self.loops.add_block(new, l);
        }
        // `dest` lost an edge from `t` and gained one from `new`; `new` has
        // the one from `t`.
        self.pred_loops.push(PredLoops::Uniform { lp: source_loop, indirect: false });
        self.edge_removed(dest);
        self.edge_added(dest, new);
        replay(&SplitStep::CriticalEdge { source: t, slot, dest, new });

        if loop_exit {
            // The other predecessors (edges from `t` are not among them).
            let loop_preds: Vec<Block> = self.cfg.preds(dest).iter().copied().filter(|&p| p != new && p != t).collect();
            if !loop_preds.is_empty() {
                self.split_loop_exit(dest, &loop_preds, replay);
            }
        }
        true
    }

    /// `SplitBlockPredecessors(dest, preds, "split")` with loop info: a new
    /// block before `dest` takes over the edges from `preds`.
    fn split_loop_exit(&mut self, dest: Block, preds: &[Block], replay: &mut impl FnMut(&SplitStep)) {
        debug_assert!(!self.loops.is_header(dest), "see SplitStep::LoopExit");
        // `UpdateAnalysisInformation` puts the new block into `dest`'s loop:
        // the predecessors are all in it (an edge into a natural loop other
        // than to its header comes from inside), so the new block neither
        // enters that loop nor becomes its header.
        let dest_loop = self.loops.loop_of(dest);
        debug_assert!(dest_loop.is_none_or(|l| preds.iter().all(|&p| self.loops.contains(l, p))));
        let reachable = preds.iter().any(|&p| self.cfg.is_reachable(p));
        let new = self.cfg.add_block(dest, Place::Before(dest), reachable);
        for &p in preds {
            for slot in 0..self.cfg.succs(p).len() {
                if self.cfg.succs(p)[slot] == dest {
                    self.cfg.retarget(p, slot, new);
                    self.edge_removed(dest);
                }
            }
        }
        self.loops.push_block(new);
        if let Some(l) = dest_loop {
            self.loops.add_block(new, l);
        }
        self.pred_loops.push(PredLoops::Unknown);
        self.edge_added(dest, new);
        replay(&SplitStep::LoopExit { dest, preds: preds.to_vec(), new });
    }

    /// What the loops of `b`'s predecessors are, looked at if not known.
    fn pred_loops_of(&mut self, b: Block) -> PredLoops {
        if self.pred_loops[b] == PredLoops::Unknown {
            let (cfg, loops) = (&*self.cfg, &*self.loops);
            let first = cfg.preds(b).first().map(|&p| loops.loop_of(p));
            let start = PredLoops::Uniform { lp: first.flatten(), indirect: false };
            self.pred_loops[b] =
                cfg.preds(b).iter().fold(start, |s, &p| with_pred(s, loops.loop_of(p), cfg.kind(p).indirect_br));
        }
        self.pred_loops[b]
    }

    /// `b` gained the edge from `p` (whose loop is settled).
    fn edge_added(&mut self, b: Block, p: Block) {
        let summary = self.pred_loops[b];
        if summary != PredLoops::Unknown {
            self.pred_loops[b] = with_pred(summary, self.loops.loop_of(p), self.cfg.kind(p).indirect_br);
        }
    }

    /// `b` lost an edge: a mixed summary may have become uniform, and an
    /// `indirectbr` may have gone.
    fn edge_removed(&mut self, b: Block) {
        if matches!(self.pred_loops[b], PredLoops::Mixed | PredLoops::Uniform { indirect: true, .. }) {
            self.pred_loops[b] = PredLoops::Unknown;
        }
    }
}

/// `summary` with one more predecessor, directly in `lp`.
fn with_pred(summary: PredLoops, lp: Option<LoopId>, indirect_br: bool) -> PredLoops {
    match summary {
        PredLoops::Uniform { lp: l, indirect } if l == lp => {
            PredLoops::Uniform { lp: l, indirect: indirect || indirect_br }
        }
        PredLoops::Unknown => PredLoops::Unknown,
        _ => PredLoops::Mixed,
    }
}
