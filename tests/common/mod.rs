//! Shared by the integration tests: a small deterministic RNG and random CFGs
//! with the shapes that break SSA construction (irreducible loops,
//! unreachable blocks, self loops, duplicate edges).
#![allow(dead_code)]

use m2r::ssa::cfg::{Block, Cfg};
use m2r::ssa::entity::{Csr, EntityId};
use m2r::ssa::{Access, AccessKind, Var};

/// SplitMix64: tiny, fast, and good enough to drive test generators.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x9E37_79B9_7F4A_7C15)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    /// True with probability `percent`%.
    pub fn chance(&mut self, percent: u32) -> bool {
        self.below(100) < percent as usize
    }
}

/// Successor lists of a random CFG with `n` blocks: mostly forward edges
/// (so most blocks are reachable), plus back edges, self loops, duplicate
/// edges and wide switches. Nothing branches to the entry, as in LLVM IR.
pub fn random_successors(rng: &mut Rng, n: usize) -> Vec<Vec<u32>> {
    (0..n)
        .map(|b| {
            let count = match rng.below(10) {
                0 => 0,
                1..=4 => 1,
                5..=8 => 2,
                _ => 2 + rng.below(5),
            };
            (0..count)
                .map(|_| {
                    if n == 1 {
                        return None;
                    }
                    let target = if rng.chance(70) && b + 1 < n {
                        b + 1 + rng.below((n - b - 1).min(4))
                    } else {
                        1 + rng.below(n - 1)
                    };
                    Some(target as u32)
                })
                .collect::<Option<Vec<u32>>>()
                .unwrap_or_default()
        })
        .collect()
}

pub fn cfg_from(succs: &[Vec<u32>]) -> Cfg {
    Cfg::from_successors(succs.iter().map(|s| s.iter().map(|&b| Block(b)).collect::<Vec<_>>()))
}

/// Random loads and stores of `num_vars` variables in each block.
pub fn random_accesses(rng: &mut Rng, num_blocks: usize, num_vars: usize) -> Csr<Block, Access> {
    Csr::from_lists((0..num_blocks).map(|_| {
        let count = rng.below(4);
        (0..count)
            .map(|_| Access {
                var: Var::new(rng.below(num_vars)),
                kind: if rng.chance(45) { AccessKind::Store } else { AccessKind::Load },
            })
            .collect::<Vec<_>>()
    }))
}
