//! What the unit tests of `src/ssa` share: a small random generator
//! (splitmix64), so that they need no crate and no LLVM, and a program of
//! variables as a [`Function`].

use super::cfg::Block;
use super::construct::Function;
use super::entity::EntityId;
use super::Access;

/// A program of variables: blocks, successors, reads and writes.
pub struct Program {
    pub succs: Vec<Vec<Block>>,
    pub accesses: Vec<Vec<Access>>,
    pub vars: usize,
}

impl Function for Program {
    fn num_blocks(&self) -> usize {
        self.succs.len()
    }
    fn successors(&self, b: Block) -> &[Block] {
        &self.succs[b.index()]
    }
    fn num_vars(&self) -> usize {
        self.vars
    }
    fn accesses(&self, b: Block) -> &[Access] {
        &self.accesses[b.index()]
    }
}

pub struct Rng(pub u64);

impl Rng {
    /// Uniform in `0..n` (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        ((z ^ (z >> 31)) % n as u64) as usize
    }
}
