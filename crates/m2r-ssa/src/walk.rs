//! The order of the renaming walk of Cytron et al. (section 5.2), exactly
//! LLVM's, driving a visitor that keeps its state in an undo log
//! ([`crate::undo`]) instead of copying it.
//!
//! Renaming keeps one "current value" per variable while it walks the CFG
//! from the entry. Upstream's order, which decides the order of phi entries,
//! is a depth-first walk with a twist:
//!
//! * arriving at block `B` from `P`, the phis of `B` get their entries for
//!   the `P -> B` edges and become current (on *every* arrival, also at an
//!   already visited `B`); then, on the first arrival only, `B`'s loads and
//!   stores are rewritten;
//! * `B`'s successors, deduplicated, are continued with the state at the end
//!   of `B`: one at once, the others pushed on a stack, which pops the most
//!   recent first. Which one and in which order is a [`SuccessorOrder`],
//!   the caller's choice.
//!
//! Upstream copies the whole value vector for every pushed successor (the
//! quadratic memory of a long chain with side exits). Here a [`Visitor`] keeps
//! one state plus an undo log: pushing records a checkpoint (the log length),
//! popping rolls back to it. This is sound because the walk is a stack: when
//! an entry is popped, everything pushed after it has been finished, so the
//! log above its checkpoint holds exactly the changes made since `B` ended.
//! Each change is logged once and undone at most once.

use crate::entity::{EmptyWithRoom, IdVec};
use crate::ids::Block;
use crate::traits::Graph;

/// The order in which renaming continues at a block's successors.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SuccessorOrder {
    /// Deduplicated in successor order, `s1` is continued at once
    /// and `s2 ... sn` are pushed, so they are visited `sn, ..., s2`.
    FirstThenRestReversed,
    /// Deduplicated walking the successors backwards, each pushed
    /// as it is met, so they are visited in the order of their *last*
    /// occurrence (`[a, b, a]` visits `b`, then `a`).
    #[default]
    ByLastOccurrence,
}

/// What a renaming pass does at each step of the walk.
pub(crate) trait Visitor {
    /// A position in the undo log.
    fn checkpoint(&mut self) -> usize;
    /// Undoes every change since the checkpoint `to`.
    fn rollback(&mut self, to: usize);
    /// Arrival at `block` over the `edges` parallel edges from `pred`. If
    /// `visited_before`, the walk goes no further from here and the next
    /// step rolls back: changes to current values made now are never read,
    /// and a renamer may skip them.
    fn arrive(&mut self, block: Block, pred: Block, edges: u32, visited_before: bool);
    /// The first arrival at `block` (also the entry, which has no arrival).
    fn visit(&mut self, block: Block);
}

/// Reusable buffers for [`walk`].
#[derive(Default)]
pub(crate) struct WalkScratch {
    visited: IdVec<Block, bool>,
    /// Edge multiplicity of each successor of the block being left, valid
    /// for the blocks in `unique`.
    edge_count: IdVec<Block, u32>,
    unique: Vec<Block>,
    stack: Vec<Pending>,
}

/// One pending successor: continue at `block` from `pred` over `edges`
/// edges, in the state at `checkpoint`.
struct Pending {
    block: Block,
    pred: Block,
    edges: u32,
    checkpoint: usize,
}

impl WalkScratch {
    /// Room to walk a CFG of `num_blocks` blocks without allocating,
    /// unless a block has more than `num_blocks` pending successors.
    /// The stack gets one pending successor per block, which covers the
    /// usual shapes (a long chain with side exits holds one per block);
    /// growing it by doubling copies it over and over, and capacity never
    /// used is never touched.
    pub fn reserve(&mut self, num_blocks: usize) {
        self.visited.empty_with_room(num_blocks);
        self.edge_count.empty_with_room(num_blocks);
        self.unique.empty_with_room(num_blocks);
        self.stack.empty_with_room(num_blocks);
    }
}

/// Walks `cfg` from block 0 in LLVM's renaming order with successors in
/// `order`, driving `renamer`. Every successor is a block of `cfg` (the
/// callers checked).
pub(crate) fn walk<G: Graph + ?Sized, R: Visitor>(
    cfg: &G,
    scratch: &mut WalkScratch,
    renamer: &mut R,
    order: SuccessorOrder,
) {
    let n = cfg.num_blocks();
    if n == 0 {
        return;
    }
    scratch.reserve(n);
    scratch.visited.reset(n, false);
    scratch.edge_count.reset(n, 0);
    let stack = &mut scratch.stack;

    let mut block = Block(0);
    let mut arrival: Option<(Block, u32)> = None; // (pred, edges)
    loop {
        let visited_before = scratch.visited[block];
        if let Some((pred, edges)) = arrival {
            renamer.arrive(block, pred, edges, visited_before);
        }
        let mut next = None;
        if !visited_before {
            scratch.visited[block] = true;
            renamer.visit(block);
            let succs = cfg.successors(block);
            next = match *succs {
                [] => None,
                // Most blocks: either order continues at the first successor
                // at once and pushes the second; a branch to one block twice
                // continues there over both edges.
                [only] => Some((only, 1)),
                [first, second] if first == second => Some((first, 2)),
                [first, second] => {
                    let checkpoint = renamer.checkpoint();
                    stack.push(Pending { block: second, pred: block, edges: 1, checkpoint });
                    Some((first, 1))
                }
                _ => {
                    // Deduplicate the successors, counting edges, in the
                    // order upstream meets them; one is continued at once
                    // (the one upstream would pop first), the others are
                    // pushed in that order.
                    scratch.unique.clear();
                    let mut meet = |s: Block| {
                        if scratch.edge_count[s] == 0 {
                            scratch.unique.push(s);
                        }
                        scratch.edge_count[s] += 1;
                    };
                    let split = match order {
                        SuccessorOrder::FirstThenRestReversed => {
                            succs.iter().for_each(|&s| meet(s));
                            scratch.unique.split_first()
                        }
                        SuccessorOrder::ByLastOccurrence => {
                            succs.iter().rev().for_each(|&s| meet(s));
                            scratch.unique.split_last()
                        }
                    };
                    let mut now = None;
                    if let Some((&first, rest)) = split {
                        if !rest.is_empty() {
                            let checkpoint = renamer.checkpoint();
                            stack.extend(rest.iter().map(|&s| Pending {
                                block: s,
                                pred: block,
                                edges: scratch.edge_count[s],
                                checkpoint,
                            }));
                        }
                        now = Some((first, scratch.edge_count[first]));
                    }
                    for &s in &scratch.unique {
                        scratch.edge_count[s] = 0;
                    }
                    now
                }
            };
        }
        match next {
            Some((succ, edges)) => {
                arrival = Some((block, edges));
                block = succ;
            }
            None => match stack.pop() {
                Some(p) => {
                    renamer.rollback(p.checkpoint);
                    arrival = Some((p.pred, p.edges));
                    block = p.block;
                }
                None => break,
            },
        }
    }
}
