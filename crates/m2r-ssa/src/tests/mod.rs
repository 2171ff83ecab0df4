//! Property tests of the engine's internals: each fast algorithm against a
//! slow, obviously correct twin ([`twins`]), on random CFGs with irreducible
//! loops, unreachable blocks, self loops, repeated edges and edges into
//! block 0.
//!
//! `M2R_PROPERTY_CASES` sets the number of random cases (default 3000).

mod layering;
mod properties;
mod twins;

use m2r_testkit::{env_u64, Rng};

use crate::cfg::Cfg;
use crate::ids::{Block, Var};
use crate::testing::Program;
use crate::traits::Access;

fn cases() -> u64 {
    env_u64("M2R_PROPERTY_CASES", 3000)
}

/// Runs `check` on `cases()` random CFGs of 1 to 40 blocks; one in five has
/// edges into block 0.
fn for_random_cfgs(seed: u64, mut check: impl FnMut(&mut Rng, &Cfg, &[Vec<u32>])) {
    m2r_testkit::for_random_cfgs(seed, cases(), true, |rng, succs| check(rng, &cfg_from(succs), succs));
}

fn cfg_from(succs: &[Vec<u32>]) -> Cfg {
    Cfg::from_successors(succs.iter().map(|s| s.iter().map(|&b| Block(b)).collect::<Vec<_>>())).expect("in range")
}

/// The CFG with random reads and writes of up to 4 variables.
fn random_program(rng: &mut Rng, succs: &[Vec<u32>]) -> Program {
    let vars = 1 + rng.below(4);
    with_accesses(rng, succs, vars, 4)
}

/// The CFG with fewer than `most` random reads and writes of `vars`
/// variables in each block.
fn with_accesses(rng: &mut Rng, succs: &[Vec<u32>], vars: usize, most: usize) -> Program {
    let accesses = succs
        .iter()
        .map(|_| {
            (0..rng.below(most))
                .map(|_| {
                    let var = Var::new(rng.below(vars));
                    if rng.chance(45) {
                        Access::store(var)
                    } else {
                        Access::load(var)
                    }
                })
                .collect()
        })
        .collect();
    let succs = succs.iter().map(|s| s.iter().map(|&b| Block(b)).collect()).collect();
    Program { succs, accesses, vars }
}
