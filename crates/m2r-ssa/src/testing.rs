//! What the unit tests share: a program of variables as a [`Function`]. The
//! random generator is the workspace's one (`m2r-testkit`).

use crate::ids::Block;
use crate::traits::{Access, Function, Graph};

/// A program of variables: blocks, successors, reads and writes.
pub struct Program {
    pub succs: Vec<Vec<Block>>,
    pub accesses: Vec<Vec<Access>>,
    pub vars: usize,
}

impl Graph for Program {
    fn num_blocks(&self) -> usize {
        self.succs.len()
    }
    fn successors(&self, b: Block) -> &[Block] {
        &self.succs[b.index()]
    }
}

impl Function for Program {
    fn num_vars(&self) -> usize {
        self.vars
    }
    fn accesses(&self, b: Block) -> &[Access] {
        &self.accesses[b.index()]
    }
}
