//! A function as the algorithms see it: blocks converted to dense ids once,
//! the CFG, and the dominator tree when first needed. The CFG never changes
//! while the pass runs (it only rewrites instructions), so one view serves
//! every batch.

use std::fmt;

use llvm_sys::prelude::LLVMBasicBlockRef;

use super::ir::{successors, BasicBlock, PtrMap, Value};
use super::shim::Host;
use crate::ssa::cfg::{Block, Cfg};
use crate::ssa::domtree::DomTree;
use crate::ssa::entity::{EntityId, IdVec};

/// IR the pass cannot work on. The verifier rejects all of it, but a
/// pipeline run without verification can still hand it to us.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadError {
    /// The block (by position in the function) has no terminator.
    MissingTerminator { block: usize },
    /// A terminator branches to a block that is not in this function.
    ForeignSuccessor { block: usize },
    /// More blocks than 32-bit ids can number.
    TooManyBlocks,
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadError::MissingTerminator { block } => write!(f, "basic block #{block} has no terminator"),
            ReadError::ForeignSuccessor { block } => {
                write!(f, "the terminator of basic block #{block} branches to a block of another function")
            }
            ReadError::TooManyBlocks => write!(f, "the function has more than 2^32 - 1 basic blocks"),
        }
    }
}

pub struct FunctionView {
    pub function: Value,
    pub blocks: IdVec<Block, BasicBlock>,
    ids: PtrMap<LLVMBasicBlockRef, Block>,
    pub cfg: Cfg,
    domtree: Option<DomTree>,
    domtree_given_to_host: bool,
}

impl FunctionView {
    /// Reads the blocks and edges of a function with a body.
    pub fn read(function: Value) -> Result<FunctionView, ReadError> {
        let mut blocks = IdVec::new();
        let mut ids = PtrMap::default();
        let mut next = function.first_block();
        while let Some(bb) = next {
            if blocks.len() >= u32::MAX as usize {
                return Err(ReadError::TooManyBlocks);
            }
            ids.insert(bb.0, Block::new(blocks.len()));
            blocks.push(bb);
            next = bb.next();
        }
        let mut succs = Vec::with_capacity(blocks.len());
        for (i, bb) in blocks.values().enumerate() {
            let term = bb.terminator().ok_or(ReadError::MissingTerminator { block: i })?;
            let list = successors(term)
                .map(|s| ids.get(&s.0).copied().ok_or(ReadError::ForeignSuccessor { block: i }))
                .collect::<Result<Vec<Block>, _>>()?;
            succs.push(list);
        }
        Ok(FunctionView { function, blocks, ids, cfg: Cfg::from_successors(succs), domtree: None, domtree_given_to_host: false })
    }

    /// The id of a block of this function.
    #[inline]
    pub fn block_id(&self, bb: BasicBlock) -> Block {
        *self.ids.get(&bb.0).expect("every block of the function was numbered when it was read")
    }

    #[inline]
    pub fn block(&self, b: Block) -> BasicBlock {
        self.blocks[b]
    }

    /// The dominator tree, computed on first use.
    pub fn domtree(&mut self) -> &DomTree {
        self.domtree.get_or_insert_with(|| DomTree::compute(&self.cfg))
    }

    /// The dominator tree if it was needed so far (and so computed).
    pub fn computed_domtree(&self) -> Option<&DomTree> {
        self.domtree.as_ref()
    }

    /// Hands our dominator tree to the host (for LLVM's value tracking), once.
    pub fn give_domtree_to(&mut self, host: Host) {
        if self.domtree_given_to_host {
            return;
        }
        self.domtree();
        let dt = self.domtree.as_ref().expect("computed just above");
        let order = dt.preorder();
        let mut position = IdVec::filled(self.blocks.len(), u32::MAX);
        for (i, &b) in order.iter().enumerate() {
            position[b] = i as u32;
        }
        let blocks: Vec<BasicBlock> = order.iter().map(|&b| self.blocks[b]).collect();
        let idoms: Vec<u32> = order.iter().map(|&b| dt.idom(b).map_or(0, |d| position[d])).collect();
        host.set_domtree(&blocks, &idoms);
        self.domtree_given_to_host = true;
    }
}
