//! What the workspace's tests, fuzzers and examples share: one seeded
//! random generator ([`Rng`], splitmix64) and the random CFG shapes that
//! break SSA construction (irreducible loops, unreachable blocks, self
//! loops, repeated edges, loop nests with many exits).
//!
//! And [`layering`]: the check that a crate's modules import each other in
//! one direction only, which every crate's tests run on its own sources.
//!
//! It depends on nothing, not even on `m2r-ssa`, so every crate of the
//! workspace can take it as a dev-dependency; CFGs are plain successor
//! lists of block indices.

#![forbid(unsafe_code)]

pub mod layering;
pub mod twins;

/// SplitMix64 (Steele, Lea and Flood, "Fast Splittable Pseudorandom Number
/// Generators", OOPSLA 2014): tiny, fast, and good enough to drive test
/// generators. The same seed gives the same numbers on every machine.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator whose stream is decided by `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x9E37_79B9_7F4A_7C15)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n`.
    ///
    /// # Panics
    /// If `n` is 0.
    pub fn below(&mut self, n: usize) -> usize {
        assert!(n > 0, "Rng::below(0)");
        (self.next_u64() % n as u64) as usize
    }

    /// True with probability `percent`%.
    pub fn chance(&mut self, percent: u32) -> bool {
        self.below(100) < percent as usize
    }
}

/// A number from the environment (a long run's case count, its first
/// seed), or `default`.
pub fn env_u64(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// Successor lists of a random CFG with `n` blocks: mostly forward edges
/// (so most blocks are reachable), plus back edges, self loops, repeated
/// edges and wide switches. Nothing branches to block 0, as in LLVM IR.
pub fn random_successors(rng: &mut Rng, n: usize) -> Vec<Vec<u32>> {
    (0..n)
        .map(|b| {
            let count = match rng.below(10) {
                0 => 0,
                1..=4 => 1,
                5..=8 => 2,
                _ => 2 + rng.below(5),
            };
            if n == 1 {
                return Vec::new();
            }
            (0..count)
                .map(|_| {
                    let target = if rng.chance(70) && b + 1 < n {
                        b + 1 + rng.below((n - b - 1).min(4))
                    } else {
                        1 + rng.below(n - 1)
                    };
                    target as u32
                })
                .collect()
        })
        .collect()
}

/// [`random_successors`], with an edge into block 0 now and then (a loop
/// back to the first block, which register machines allow and LLVM and
/// Cranelift do not).
pub fn random_successors_into_entry(rng: &mut Rng, n: usize) -> Vec<Vec<u32>> {
    let mut succs = random_successors(rng, n);
    for list in &mut succs {
        if rng.chance(8) {
            list.push(0);
        }
    }
    succs
}

/// Runs `each` on `cases` random CFGs of 1 to 40 blocks (most of at most
/// 14), each from its own seed derived from `seed`, with the generator that
/// made it; with `into_entry`, one in five has edges into block 0.
pub fn for_random_cfgs(seed: u64, cases: u64, into_entry: bool, mut each: impl FnMut(&mut Rng, &[Vec<u32>])) {
    for case in 0..cases {
        let mut rng = Rng::new(seed.wrapping_mul(1_000_003).wrapping_add(case));
        let n = 1 + rng.below(if case % 10 == 0 { 40 } else { 14 });
        let succs = if into_entry && case % 5 == 4 {
            random_successors_into_entry(&mut rng, n)
        } else {
            random_successors(&mut rng, n)
        };
        each(&mut rng, &succs);
    }
}

/// Successor lists of a random loop nest with `n` blocks (n >= 2): blocks
/// fall through in order; loops are intervals, nested or apart, closed by a
/// back edge from their last block; blocks inside a loop often break out
/// to the block after it or continue at its header. Loops with several
/// exits to one block are what LLVM's loop-exit splitting is for.
pub fn random_loop_nest(rng: &mut Rng, n: usize) -> Vec<Vec<u32>> {
    let mut succs: Vec<Vec<u32>> = (0..n).map(|b| if b + 1 < n { vec![b as u32 + 1] } else { vec![] }).collect();
    let mut loops: Vec<(usize, usize)> = vec![];
    for _ in 0..=rng.below(n / 2 + 1) {
        let h = 1 + rng.below(n - 1);
        let l = h + rng.below(n - h);
        let fits = |&(a, b): &(usize, usize)| b < h || l < a || (a <= h && l <= b) || (h <= a && b <= l);
        if loops.iter().all(fits) && !loops.contains(&(h, l)) {
            loops.push((h, l));
            succs[l].push(h as u32);
        }
    }
    for &(h, l) in &loops {
        for s in &mut succs[h..=l] {
            if l + 1 < n && rng.chance(35) {
                s.push(l as u32 + 1);
            } else if rng.chance(10) {
                s.push(h as u32);
            }
        }
    }
    for s in &mut succs {
        if rng.chance(30) {
            s.reverse();
        }
    }
    succs
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The stream is fixed by the seed: tests that name a seed in a failure
    /// message can be rerun with it.
    #[test]
    fn the_same_seed_gives_the_same_numbers() {
        let (mut a, mut b) = (Rng::new(42), Rng::new(42));
        let xs: Vec<u64> = (0..8).map(|_| a.next_u64()).collect();
        assert!(xs.iter().all(|&x| x == b.next_u64()));
        assert_ne!(xs, (0..8).map(|_| Rng::new(43).next_u64()).collect::<Vec<_>>());
        // splitmix64's first output from state 0x9E37_79B9_7F4A_7C15 ^ 0 is known.
        assert_eq!(Rng::new(0).next_u64(), 0x6E78_9E6A_A1B9_65F4);
    }

    #[test]
    fn random_cfgs_stay_in_range_and_keep_block_0_free_unless_asked() {
        let mut rng = Rng::new(1);
        for n in 1..30 {
            for succs in [random_successors(&mut rng, n), random_loop_nest(&mut rng, n.max(2))] {
                assert!(succs.iter().flatten().all(|&s| (s as usize) < succs.len() && s != 0));
            }
            let into = random_successors_into_entry(&mut rng, n);
            assert!(into.iter().flatten().all(|&s| (s as usize) < n));
        }
    }
}
