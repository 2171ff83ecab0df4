//! The control-flow graph the algorithms see: dense block ids, successor and
//! predecessor lists, nothing else.
//!
//! Block ids follow the function's block order, so sorting by id is sorting
//! "in function order" (upstream orders phi blocks and poison entries that
//! way). Edge lists keep multiplicity: `br i1 %c, label %a, label %a` is two
//! edges to `%a`, and a phi in `%a` gets two entries for it.

use super::entity::{entity_id, Csr, EntityId};

entity_id! {
    /// A basic block, numbered in function order; the entry block is 0.
    Block
}

/// A CFG in compressed form. Built once per function; rebuilding keeps the
/// buffers.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Cfg {
    succs: Csr<Block, Block>,
    preds: Csr<Block, Block>,
}

impl Cfg {
    /// Builds a CFG from each block's successors in terminator order
    /// (duplicates included). Block 0 is the entry.
    pub fn from_successors<L: IntoIterator<Item = Block>>(succs: impl IntoIterator<Item = L>) -> Cfg {
        let mut cfg = Cfg::default();
        cfg.clear();
        for list in succs {
            for s in list {
                cfg.push_succ(s);
            }
            cfg.end_block();
        }
        cfg.finish();
        cfg
    }

    /// Starts a rebuild: push each block's successors, in block order, each
    /// block ended by [`Self::end_block`]; then [`Self::finish`].
    pub fn clear(&mut self) {
        self.succs.clear();
    }

    /// Adds a successor to the block being built.
    #[inline]
    pub fn push_succ(&mut self, s: Block) {
        self.succs.push(s);
    }

    /// Ends the block being built; the next push starts the next block.
    #[inline]
    pub fn end_block(&mut self) {
        self.succs.close_key();
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
    }

    /// Completes a rebuild: derives the predecessor lists.
    pub fn finish(&mut self) {
        let n = self.succs.num_keys();
        for b in (0..n).map(Block::new) {
            for &s in self.succs.get(b) {
                assert!(s.index() < n, "successor {s:?} of {b:?} is not a block of this function");
            }
        }
        // Ascending by predecessor, so each list is in function order.
        self.preds.fill_transpose(n, &self.succs);
    }

    /// How many blocks there are.
    pub fn num_blocks(&self) -> usize {
        self.succs.num_keys()
    }

    /// The entry block: block 0.
    pub fn entry(&self) -> Block {
        Block(0)
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
    pub fn all_succs(&self) -> &[Block] {
        self.succs.items()
    }

    /// Where `b`'s successors are in [`Self::all_succs`].
    #[inline]
    pub fn succ_range(&self, b: Block) -> std::ops::Range<usize> {
        self.succs.range(b)
    }

    /// Predecessors in function order, with repeats (one per edge), including
    /// unreachable ones.
    #[inline]
    pub fn preds(&self, b: Block) -> &[Block] {
        self.preds.get(b)
    }

    /// How many edges there are, parallel ones counted each.
    pub fn num_edges(&self) -> usize {
        self.succs.total()
    }
}
