//! Property tests of the engine's internals: each fast algorithm against a
//! slow, obviously correct twin ([`twins`]), on random CFGs with irreducible
//! loops, unreachable blocks, self loops, repeated edges and edges into
//! block 0.
//!
//! `M2R_PROPERTY_CASES` sets the number of random cases (default 3000).

mod layering;
mod properties;
mod twins;

use m2r_testkit::{env_u64, random_successors, random_successors_into_entry, Rng};

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
    for case in 0..cases() {
        let mut rng = Rng::new(seed.wrapping_mul(1_000_003).wrapping_add(case));
        let n = 1 + rng.below(if case % 10 == 0 { 40 } else { 14 });
        let succs =
            if case % 5 == 4 { random_successors_into_entry(&mut rng, n) } else { random_successors(&mut rng, n) };
        let cfg = cfg_from(&succs);
        check(&mut rng, &cfg, &succs);
    }
}

fn cfg_from(succs: &[Vec<u32>]) -> Cfg {
    Cfg::from_successors(succs.iter().map(|s| s.iter().map(|&b| Block(b)).collect::<Vec<_>>())).expect("in range")
}

/// The CFG with random reads and writes of up to 4 variables.
fn random_program(rng: &mut Rng, succs: &[Vec<u32>]) -> Program {
    let vars = 1 + rng.below(4);
    let accesses = succs
        .iter()
        .map(|_| {
            (0..rng.below(4))
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
