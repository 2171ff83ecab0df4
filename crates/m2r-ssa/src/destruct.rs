//! SSA destruction: phis into moves on the incoming edges, for a compiler
//! whose later stages want no phis (an interpreter, a simple code
//! generator, a register allocator that works on copies).
//!
//! A phi `x = phi [a, P], [b, Q]` at the top of `J` means "on the edge from
//! `P`, `x` gets `a`". [`destruct_ssa`] makes that literal:
//!
//! 1. **Critical edges are split.** A move for the edge `P -> J` can go at
//!    the end of `P` only if `P` has no other successor; so an edge into a
//!    block with phis gets a block of its own ([`PhiFunction::split_edge`])
//!    when its source has several successor edges and its target another
//!    way in: another edge, or, for block 0, the start of the function.
//!    This is what prevents the *lost copy* problem: a move on a loop's back
//!    edge placed where the loop's exit also passes would overwrite a value
//!    still needed after it.
//! 2. **Each edge's phis become one parallel copy**: all of `J`'s phis read
//!    their entries for the edge, then all are written.
//! 3. **The parallel copy becomes moves** at the end of the predecessor
//!    ([`sequentialize`]): in an order where no move overwrites a value a
//!    later one reads, and with one temporary per cycle (the *swap* problem:
//!    two phis that take each other's values).
//!
//! After it, a phi's result is a location written by a move on each
//! incoming edge; values that were entries stay as they were. (Sreedhar et
//! al., "Translating Out of Static Single Assignment Form", SAS 1999, and
//! Boissinot et al., CGO 2009, explain why the splitting and the parallel
//! copies are both needed.) It assumes a block with one successor ends in a
//! plain jump, which reads no value a move could overwrite.
//!
//! The cost is linear: the graph and every phi's entries are read once, each
//! entry is put with its edge through per-block tables (no search among a
//! phi's entries), and each parallel copy hashes its locations. The whole
//! input is checked before the first edit.

use std::collections::HashSet;

use crate::copies::sequentialize;
use crate::entity::{Csr, IdVec};
use crate::error::Error;
use crate::ids::Block;
use crate::traits::PhiFunction;

/// What [`destruct_ssa`] did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DestructSummary {
    /// Critical edges split.
    pub split_edges: usize,
    /// Phis removed.
    pub phis: usize,
    /// Moves appended.
    pub moves: usize,
}

const NONE: u32 = u32::MAX;

/// Takes `function` out of SSA form: splits the critical edges into blocks
/// with phis, turns each edge's phis into a parallel copy at the end of its
/// predecessor, orders it as moves, and removes the phis.
///
/// Fails, before the first edit, if a successor is out of range, a phi does
/// not have exactly one entry per edge into its block (by predecessor, with
/// parallel edges counted), or two phis of a block share a result. An edge
/// into block 0 is fine: a phi there takes values only on its edges (at the
/// start its location holds what it held), and such an edge is split when
/// its source has another successor, since block 0 is also entered at the
/// start.
///
/// ```
/// use m2r_ssa::{destruct_ssa, Block, Graph, PhiFunction};
/// // 0 -> 1; 1 -> 1, 2: a loop whose header swaps a and b each turn:
/// // a1 = phi [a0, 0], [b1, 1]; b1 = phi [b0, 0], [a1, 1].
/// struct Swap {
///     succs: Vec<Vec<Block>>,
///     phis: Vec<(&'static str, [(Block, &'static str); 2])>,
///     moves: Vec<(usize, &'static str, &'static str)>,
/// }
/// impl Graph for Swap {
///     fn num_blocks(&self) -> usize { self.succs.len() }
///     fn successors(&self, b: Block) -> &[Block] { &self.succs[b.index()] }
/// }
/// impl PhiFunction for Swap {
///     type Value = &'static str;
///     fn num_phis(&self, b: Block) -> usize { if b.index() == 1 { self.phis.len() } else { 0 } }
///     fn phi_result(&self, _: Block, i: usize) -> &'static str { self.phis[i].0 }
///     fn num_phi_entries(&self, _: Block, _: usize) -> usize { 2 }
///     fn phi_entry(&self, _: Block, i: usize, e: usize) -> (Block, &'static str) { self.phis[i].1[e] }
///     fn split_edge(&mut self, from: Block, index: usize) -> Block {
///         let new = Block::new(self.succs.len());
///         let to = std::mem::replace(&mut self.succs[from.index()][index], new);
///         self.succs.push(vec![to]);
///         new
///     }
///     fn new_temporary(&mut self) -> &'static str { "t" }
///     fn append_move(&mut self, b: Block, from: &'static str, to: &'static str) {
///         self.moves.push((b.index(), from, to));
///     }
///     fn remove_phis(&mut self, _: Block) { self.phis.clear() }
/// }
/// let b = Block::new;
/// let mut f = Swap {
///     succs: vec![vec![b(1)], vec![b(1), b(2)], vec![]],
///     phis: vec![("a1", [(b(0), "a0"), (b(1), "b1")]), ("b1", [(b(0), "b0"), (b(1), "a1")])],
///     moves: vec![],
/// };
/// let summary = destruct_ssa(&mut f)?;
/// // The back edge 1 -> 1 is critical: block 3 takes its moves, a swap
/// // through the temporary.
/// assert_eq!((summary.split_edges, summary.moves), (1, 5));
/// assert_eq!(f.succs[1], [b(3), b(2)]);
/// assert_eq!(&f.moves[..2], [(0, "b0", "b1"), (0, "a0", "a1")]);
/// assert_eq!(f.moves[2..].iter().filter(|m| m.0 == 3).count(), 3);
/// # Ok::<(), m2r_ssa::Error>(())
/// ```
pub fn destruct_ssa<F: PhiFunction + ?Sized>(function: &mut F) -> Result<DestructSummary, Error> {
    let n = function.num_blocks();
    let mut succs: Csr<Block, Block> = Csr::default();
    succs.clear();
    for b in (0..n).map(Block::new) {
        for &s in function.successors(b) {
            if s.index() >= n {
                return Err(Error::SuccessorOutOfRange { block: b, successor: s, num_blocks: n });
            }
            succs.push(s);
        }
        succs.close_key();
    }
    // Each block's incoming edges as (source, slot among its successors),
    // by source ascending: the edges from one source are neighbours.
    let mut incoming = Csr::default();
    let pairs: Vec<(Block, (Block, u32))> = (0..n)
        .map(Block::new)
        .flat_map(|b| succs.get(b).iter().enumerate().map(move |(slot, &s)| (s, (b, slot as u32))))
        .collect();
    incoming.fill_from_pairs(n, &pairs);
    let entries = phi_copies(function, &incoming)?;

    // 1. Critical edges into blocks with phis, in block and slot order.
    let mut edge_of_slot = vec![0u32; succs.total()];
    for (edge, &(source, slot)) in incoming.items().iter().enumerate() {
        edge_of_slot[succs.range(source).start + slot as usize] = edge as u32;
    }
    let mut summary = DestructSummary::default();
    let mut split: Vec<Block> = vec![Block(NONE); incoming.total()];
    for b in (0..n).map(Block::new) {
        let list = succs.get(b);
        if list.len() < 2 {
            continue;
        }
        for (slot, &s) in list.iter().enumerate() {
            // Block 0 has one more way in: the start of the function.
            let other_ways_in = incoming.get(s).len() > 1 || s.index() == 0;
            if entries.phis_of[s] > 0 && other_ways_in {
                split[edge_of_slot[succs.range(b).start + slot] as usize] = function.split_edge(b, slot);
                summary.split_edges += 1;
            }
        }
    }
    // 2 and 3. Each edge's parallel copy, as moves at the end of its source
    // (or of the block that now stands on the edge).
    let mut temporary = None;
    let mut moves = Vec::new();
    for j in (0..n).map(Block::new).filter(|&j| entries.phis_of[j] > 0) {
        for edge in incoming.range(j) {
            let (source, _) = incoming.items()[edge];
            let at = if split[edge] == Block(NONE) { source } else { split[edge] };
            let temp = || *temporary.get_or_insert_with(|| function.new_temporary());
            sequentialize(entries.copies.get(edge as u32), temp, &mut moves);
            for &(from, to) in &moves {
                function.append_move(at, from, to);
            }
            summary.moves += moves.len();
        }
        summary.phis += entries.phis_of[j];
        function.remove_phis(j);
    }
    Ok(summary)
}

/// One copy of a parallel copy: (entry value, phi result).
type Copy<V> = (V, V);

/// Every phi's entries, checked and grouped by incoming edge: the parallel
/// copy of each edge.
struct Copies<V> {
    /// By edge, in [`destruct_ssa`]'s `incoming` order.
    copies: Csr<u32, Copy<V>>,
    phis_of: IdVec<Block, usize>,
}

/// Reads every phi and puts each entry with an edge from its predecessor:
/// a phi's `k`th entry from `P` goes with the `k`th edge from `P` (they carry
/// the same value). Checks one entry per edge and distinct results.
fn phi_copies<F: PhiFunction + ?Sized>(
    function: &F,
    incoming: &Csr<Block, (Block, u32)>,
) -> Result<Copies<F::Value>, Error> {
    let n = function.num_blocks();
    // Per block and per phi: where the edges from a source start among the
    // block's (stamped by block), and how many of them the phi has used so
    // far (stamped by block and phi).
    let mut first_edge: IdVec<Block, (u32, u32)> = IdVec::filled(n, (NONE, 0));
    let mut used: IdVec<Block, (u64, u32)> = IdVec::filled(n, (u64::MAX, 0));
    let mut pairs: Vec<(u32, Copy<F::Value>)> = Vec::new();
    let mut phis_of = IdVec::filled(n, 0);
    let mut results = HashSet::new();
    let mut stamp = 0u64;
    for j in (0..n).map(Block::new) {
        let num_phis = function.num_phis(j);
        if num_phis == 0 {
            continue;
        }
        phis_of[j] = num_phis;
        let range = incoming.range(j);
        let edges = incoming.get(j);
        for (k, &(source, _)) in edges.iter().enumerate() {
            if k == 0 || edges[k - 1].0 != source {
                first_edge[source] = (j.0, (range.start + k) as u32);
            }
        }
        results.clear();
        for phi in 0..num_phis {
            let count = function.num_phi_entries(j, phi);
            let wrong = |pred| Error::PhiEntries { block: j, phi, entries: count, edges: edges.len(), pred };
            if count != edges.len() {
                return Err(wrong(None));
            }
            let result = function.phi_result(j, phi);
            if !results.insert(result) {
                return Err(Error::SharedPhiResult { block: j, phi });
            }
            stamp += 1;
            for entry in 0..count {
                let (pred, value) = function.phi_entry(j, phi, entry);
                if pred.index() >= n || first_edge[pred].0 != j.0 {
                    return Err(wrong(Some(pred)));
                }
                let taken = &mut used[pred];
                if taken.0 != stamp {
                    *taken = (stamp, 0);
                }
                let edge = first_edge[pred].1 + taken.1;
                if edge as usize >= range.end || incoming.items()[edge as usize].0 != pred {
                    return Err(wrong(Some(pred)));
                }
                taken.1 += 1;
                pairs.push((edge, (value, result)));
            }
        }
    }
    Ok(Copies { copies: Csr::from_pairs(incoming.total(), &pairs), phis_of })
}
