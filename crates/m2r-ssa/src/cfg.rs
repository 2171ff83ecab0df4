//! The control-flow graph the algorithms see: dense block ids, successor and
//! predecessor lists, nothing else.
//!
//! Block ids follow the function's block order, so sorting by id is sorting
//! "in function order" (LLVM orders phi blocks that way). Edge lists keep
//! multiplicity: `br i1 %c, label %a, label %a` is two edges to `%a`, and a
//! phi in `%a` gets two entries for it.

use crate::checks::Fingerprint;
use crate::entity::Csr;
use crate::error::Error;
use crate::ids::Block;
use crate::traits::{EdgePrint, Graph};

/// A CFG in compressed form: a ready-made [`Graph`], with predecessor lists.
/// Built once per function; rebuilding keeps the buffers.
///
/// ```
/// use m2r_ssa::{Block, Cfg};
/// let b = Block::new;
/// // 0 -> 1, 2; 1 -> 2 (twice).
/// let cfg = Cfg::from_successors([vec![b(1), b(2)], vec![b(2), b(2)], vec![]]).unwrap();
/// assert_eq!(cfg.preds(b(2)), [b(0), b(1), b(1)]);
/// assert!(Cfg::from_successors([vec![b(3)]]).is_err());
/// ```
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Cfg {
    succs: Csr<Block, Block>,
    preds: Csr<Block, Block>,
    /// Whether the predecessor lists are the successors' (the last edit
    /// was a [`Cfg::finish`] that succeeded).
    finished: bool,
    /// Set by [`Cfg::finish`].
    fingerprint: Fingerprint,
}

impl Clone for Cfg {
    fn clone(&self) -> Self {
        Cfg {
            succs: self.succs.clone(),
            preds: self.preds.clone(),
            finished: self.finished,
            fingerprint: self.fingerprint,
        }
    }

    /// Keeps `self`'s buffers: a copy of the arrays, no allocation once
    /// they are large enough.
    fn clone_from(&mut self, source: &Self) {
        self.succs.clone_from(&source.succs);
        self.preds.clone_from(&source.preds);
        self.finished = source.finished;
        self.fingerprint = source.fingerprint;
    }
}

impl Cfg {
    /// Builds a CFG from each block's successors in terminator order
    /// (repeats included). Block 0 is the entry.
    pub fn from_successors<L: IntoIterator<Item = Block>>(succs: impl IntoIterator<Item = L>) -> Result<Cfg, Error> {
        let mut cfg = Cfg::default();
        cfg.clear();
        for list in succs {
            for s in list {
                cfg.push_succ(s);
            }
            cfg.end_block();
        }
        cfg.finish()?;
        Ok(cfg)
    }

    /// Rebuilds this CFG as a copy of `graph`'s, keeping the buffers.
    pub fn read<G: Graph + ?Sized>(&mut self, graph: &G) -> Result<(), Error> {
        self.clear();
        for b in (0..graph.num_blocks()).map(Block::new) {
            for &s in graph.successors(b) {
                self.push_succ(s);
            }
            self.end_block();
        }
        self.finish()
    }

    /// Starts a rebuild: push each block's successors, in block order, each
    /// block ended by [`Self::end_block`]; then [`Self::finish`].
    pub fn clear(&mut self) {
        self.succs.clear();
        self.finished = false;
    }

    /// Adds a successor to the block being built.
    #[inline]
    pub fn push_succ(&mut self, s: Block) {
        self.succs.push(s);
        self.finished = false;
    }

    /// Ends the block being built; the next push starts the next block.
    #[inline]
    pub fn end_block(&mut self) {
        self.succs.close_key();
        self.finished = false;
    }

    /// Adds blocks at once: `succs` holds their successor lists one after
    /// another, and `ends` where each block's list ends in it (as
    /// [`Self::push_succ`] and [`Self::end_block`] would, block by block).
    ///
    /// # Panics
    /// If `ends` is not ascending or its last is not the number of `succs`.
    pub fn push_blocks(&mut self, succs: impl IntoIterator<Item = Block>, ends: &[u32]) {
        self.succs.extend_keys(succs, ends);
        self.finished = false;
    }

    /// How many successors have been pushed so far in this rebuild.
    #[inline]
    pub fn pushed_succs(&self) -> usize {
        self.succs.total()
    }

    /// Replaces the `index`th successor pushed in this rebuild (for edges
    /// whose target's id was not known yet when they were pushed).
    #[inline]
    pub fn patch_succ(&mut self, index: usize, s: Block) {
        self.succs.set_item(index, s);
        self.finished = false;
    }

    /// Completes a rebuild: checks that every successor is a block and
    /// derives the predecessor lists. On an error the CFG is to be rebuilt
    /// before use.
    pub fn finish(&mut self) -> Result<(), Error> {
        let n = self.succs.num_keys();
        let mut fingerprint = Fingerprint::start(n);
        // Ascending by predecessor, so each list is in function order; the
        // successors checked as they are counted, fingerprinted as they are placed.
        if let Err((block, successor)) = self.preds.fill_transpose(n, &self.succs, |s| fingerprint.edge(s)) {
            self.preds.clear();
            return Err(Error::SuccessorOutOfRange { block, successor, num_blocks: n });
        }
        self.fingerprint = fingerprint;
        self.finished = true;
        Ok(())
    }

    /// The fingerprint of its edges, for the stages that check they are
    /// given the function it was read from.
    pub(crate) fn fingerprint(&self) -> Fingerprint {
        self.fingerprint
    }

    /// What it took of its edges when it was finished, for a [`Graph`] made
    /// of its lists to pass on ([`Graph::edge_print`]); none if it is not
    /// finished.
    pub fn edge_print(&self) -> Option<EdgePrint> {
        self.finished.then(|| self.fingerprint.edge_print())
    }

    /// Whether it is complete: built, and [`Self::finish`]ed since.
    pub fn is_finished(&self) -> bool {
        self.finished
    }

    /// How many blocks there are.
    #[inline]
    pub fn num_blocks(&self) -> usize {
        self.succs.num_keys()
    }

    /// The entry block: block 0.
    pub fn entry(&self) -> Block {
        Block(0)
    }

    /// Whether an edge enters the entry block.
    pub fn entry_has_preds(&self) -> bool {
        self.num_blocks() > 0 && !self.preds(self.entry()).is_empty()
    }

    /// Every block, in order.
    pub fn blocks(&self) -> impl DoubleEndedIterator<Item = Block> + ExactSizeIterator {
        (0..self.num_blocks()).map(Block::new)
    }

    /// Successors in terminator order, with repeats.
    #[inline]
    pub fn succs(&self, b: Block) -> &[Block] {
        self.succs.get(b)
    }

    /// Every block's successors, one block after another: block `b`'s are at
    /// [`Self::succ_range`]`(b)`.
    #[inline]
    pub(crate) fn all_succs(&self) -> &[Block] {
        self.succs.items()
    }

    /// Where `b`'s successors are in [`Self::all_succs`].
    #[inline]
    pub(crate) fn succ_range(&self, b: Block) -> std::ops::Range<usize> {
        self.succs.range(b)
    }

    /// Predecessors in function order, with repeats (one per edge), including
    /// unreachable ones.
    #[inline]
    pub fn preds(&self, b: Block) -> &[Block] {
        debug_assert!(self.finished, "predecessors are derived by finish");
        self.preds.get(b)
    }

    /// How many edges there are, parallel ones counted each.
    pub fn num_edges(&self) -> usize {
        self.succs.total()
    }
}

impl Graph for Cfg {
    fn num_blocks(&self) -> usize {
        Cfg::num_blocks(self)
    }

    #[inline]
    fn successors(&self, block: Block) -> &[Block] {
        self.succs(block)
    }

    fn edge_print(&self) -> Option<EdgePrint> {
        Cfg::edge_print(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first successor out of range, in block order, is the one named,
    /// with its block; the lists are counted in one run over all of them.
    #[test]
    fn an_edge_out_of_range_is_named_with_its_block() {
        let b = Block::new;
        let err = Cfg::from_successors([vec![b(1)], vec![b(2), b(0)], vec![b(1), b(7), b(9)], vec![]]);
        assert_eq!(err, Err(Error::SuccessorOutOfRange { block: b(2), successor: b(7), num_blocks: 4 }));
        let err = Cfg::from_successors([vec![b(5)], vec![b(4)]]);
        assert_eq!(err, Err(Error::SuccessorOutOfRange { block: b(0), successor: b(5), num_blocks: 2 }));
    }

    /// Successors pushed to a block not yet ended belong to no block: the
    /// finish neither counts them (one out of range is no error) nor lists
    /// them among the predecessors.
    #[test]
    fn successors_of_a_block_still_being_built_are_not_read() {
        let b = Block::new;
        let mut cfg = Cfg::default();
        cfg.clear();
        cfg.push_succ(b(1));
        cfg.end_block();
        cfg.push_succ(b(0));
        cfg.end_block();
        cfg.push_succ(b(0));
        cfg.push_succ(b(9));
        assert_eq!(cfg.finish(), Ok(()));
        assert_eq!((cfg.num_blocks(), cfg.preds(b(0)), cfg.preds(b(1))), (2, &[b(1)][..], &[b(0)][..]));
    }
}
