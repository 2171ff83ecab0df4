//! SSA destruction for any compiler's IR: phis into moves, as a compiler
//! does before register allocation.
//!
//! A phi `x = phi [a, P], [b, Q]` at the top of `J` means "on the edge from
//! `P`, `x` gets `a`". [`destruct_ssa`] makes that literal:
//!
//! 1. **Critical edges are split.** A move for the edge `P -> J` can go at
//!    the end of `P` only if `P` has no other successor; so every edge into a
//!    block with phis from a block with several successor edges gets a block
//!    of its own ([`PhiFunction::split_edge`]). This is what prevents the
//!    *lost copy* problem: a move on a loop's back edge placed where the
//!    loop's exit also passes would overwrite a value still needed after it.
//! 2. **Each edge's phis become one parallel copy**: all of `J`'s phis read
//!    their entries for the edge, then all are written.
//! 3. **The parallel copy becomes moves** at the end of the predecessor
//!    ([`super::copies::sequentialize`]): in an order where no move
//!    overwrites a value a later one reads, and with one temporary per
//!    cycle (the *swap* problem: two phis that take each other's values).
//!
//! After it, a phi's result is a location written by a move on each
//! incoming edge; values that were entries stay as they were. (Sreedhar et
//! al., "Translating Out of Static Single Assignment Form", SAS 1999, and
//! Boissinot et al., CGO 2009, explain why the splitting and the parallel
//! copies are both needed.) It assumes a block with one successor ends in a
//! plain jump, which reads no value a move could overwrite.
//!
//! The cost is linear in the blocks, edges and phi entries, plus hashing the
//! locations of each parallel copy.

use std::hash::Hash;

use super::cfg::Block;
use super::copies::sequentialize;
use super::entity::EntityId;

/// A phi as SSA destruction reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Phi<V> {
    /// Its result: after destruction, a location that moves write.
    pub result: V,
    /// One entry per edge into its block: (predecessor, value).
    pub entries: Vec<(Block, V)>,
}

/// A function in SSA form, as SSA destruction reads and edits it.
pub trait PhiFunction {
    /// A value of the client's IR; after destruction a phi's result is a
    /// location that moves write.
    type Value: Copy + Eq + Hash;
    /// How many blocks there are; they are `Block::new(0..n)`.
    fn num_blocks(&self) -> usize;
    /// The successors of `block` in terminator order, an edge that occurs
    /// twice listed twice.
    fn successors(&self, block: Block) -> Vec<Block>;
    /// The phis of `block`.
    fn phis(&self, block: Block) -> Vec<Phi<Self::Value>>;
    /// Whether `block` has phis (a client can answer without building them).
    fn has_phis(&self, block: Block) -> bool {
        !self.phis(block).is_empty()
    }
    /// Splits the edge that leaves `from` as its `index`th successor: a new
    /// block, `Block::new(num_blocks())` before the call, that jumps to the
    /// old target, which now has the new block as that edge's predecessor
    /// (the phis' entry for the edge comes from it).
    fn split_edge(&mut self, from: Block, index: usize) -> Block;
    /// A location no value of the function uses, to break cycles of moves.
    /// Asked at most once.
    fn new_temporary(&mut self) -> Self::Value;
    /// Appends `to := from` at the end of `block`, before its jump.
    fn append_move(&mut self, block: Block, from: Self::Value, to: Self::Value);
    /// Removes every phi of `block` (their results stay, as locations).
    fn remove_phis(&mut self, block: Block);
}

/// What [`destruct_ssa`] did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Critical edges split.
    pub split_edges: usize,
    /// Phis removed.
    pub phis: usize,
    /// Moves appended.
    pub moves: usize,
}

/// Takes `function` out of SSA form: splits the critical edges into blocks
/// with phis, turns each edge's phis into a parallel copy at the end of its
/// predecessor, orders it as moves, and removes the phis.
pub fn destruct_ssa<F: PhiFunction>(function: &mut F) -> Summary {
    let mut summary = Summary::default();
    let n = function.num_blocks();
    let has_phis: Vec<bool> = (0..n).map(|b| function.has_phis(Block::new(b))).collect();
    let mut preds = vec![0usize; n];
    let succs: Vec<Vec<Block>> = (0..n).map(|b| function.successors(Block::new(b))).collect();
    for s in succs.iter().flatten() {
        preds[s.index()] += 1;
    }
    // 1. Critical edges into blocks with phis.
    for (b, list) in succs.iter().enumerate() {
        if list.len() < 2 {
            continue;
        }
        for (index, s) in list.iter().enumerate() {
            if has_phis[s.index()] && preds[s.index()] > 1 {
                function.split_edge(Block::new(b), index);
                summary.split_edges += 1;
            }
        }
    }
    // 2 and 3. Each block's phis, edge by edge: after the splitting, each
    // edge into a block with phis comes from a different block.
    let mut temporary = None;
    let mut copies = Vec::new();
    let mut moves = Vec::new();
    for b in (0..n).map(Block::new).filter(|b| has_phis[b.index()]) {
        let phis = function.phis(b);
        summary.phis += phis.len();
        let preds: Vec<Block> = phis[0].entries.iter().map(|&(p, _)| p).collect();
        for p in preds {
            copies.clear();
            for phi in &phis {
                let &(_, value) = phi.entries.iter().find(|(from, _)| *from == p).expect("an entry for every edge");
                copies.push((value, phi.result));
            }
            sequentialize(&copies, || *temporary.get_or_insert_with(|| function.new_temporary()), &mut moves);
            for &(from, to) in &moves {
                function.append_move(p, from, to);
            }
            summary.moves += moves.len();
        }
        function.remove_phis(b);
    }
    summary
}
