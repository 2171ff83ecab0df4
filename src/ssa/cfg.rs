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

/// An immutable CFG in compressed form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cfg {
    succs: Csr<Block, Block>,
    preds: Csr<Block, Block>,
}

impl Cfg {
    /// Builds a CFG from each block's successors in terminator order
    /// (duplicates included). Block 0 is the entry.
    pub fn from_successors<L: IntoIterator<Item = Block>>(succs: impl IntoIterator<Item = L>) -> Cfg {
        let succs: Csr<Block, Block> = Csr::from_lists(succs);
        let n = succs.num_keys();
        let mut edges = Vec::with_capacity(succs.total());
        for b in (0..n).map(Block::new) {
            for &s in succs.get(b) {
                assert!(s.index() < n, "successor {s:?} of {b:?} is not a block of this function");
                edges.push((s, b));
            }
        }
        // Stable by target, so each predecessor list is in function order.
        let preds = Csr::from_pairs(n, &edges);
        Cfg { succs, preds }
    }

    pub fn num_blocks(&self) -> usize {
        self.succs.num_keys()
    }

    pub fn entry(&self) -> Block {
        Block(0)
    }

    pub fn blocks(&self) -> impl DoubleEndedIterator<Item = Block> + ExactSizeIterator {
        (0..self.num_blocks()).map(Block::new)
    }

    /// Successors in terminator order, with repeats.
    #[inline]
    pub fn succs(&self, b: Block) -> &[Block] {
        self.succs.get(b)
    }

    /// Predecessors in function order, with repeats (one per edge), including
    /// unreachable ones.
    #[inline]
    pub fn preds(&self, b: Block) -> &[Block] {
        self.preds.get(b)
    }

    pub fn num_edges(&self) -> usize {
        self.succs.total()
    }
}
