//! The bench's shapes, each of about `size` blocks, without fuel (they end
//! by construction).

use m2r_testkit::Rng;

use super::{Addressing, Block, Op, Program, Term, Ty, ACC};

/// A chain of `size / 3` if/else diamonds; `size / 6` variables, each
/// written in three random arms and all folded into the result at the end:
/// many variables live across many blocks, as after inlining.
pub fn diamonds(size: usize, seed: u64) -> Program {
    let mut rng = Rng::new(seed);
    let diamonds = (size / 3).max(1);
    let num = (size / 6).max(1);
    // Variable 0 is the accumulator; 1..=num the diamonds' variables.
    let mut writes: Vec<Vec<usize>> = vec![vec![]; 2 * diamonds];
    for v in 1..=num {
        for _ in 0..3 {
            writes[rng.below(2 * diamonds)].push(v);
        }
    }
    let head = |i: usize| 3 * i;
    let end = 3 * diamonds;
    let mut blocks = Vec::new();
    for i in 0..diamonds {
        blocks.push(Block {
            ops: vec![],
            term: Term::Branch { var: 1 + i % num, then: head(i) + 1, other: head(i) + 2 },
        });
        for side in 0..2 {
            let ops =
                writes[2 * i + side].iter().map(|&v| Op::Const { dst: v, value: (2 * i + side) as i64 }).collect();
            blocks.push(Block { ops, term: Term::Jump(if i + 1 < diamonds { head(i + 1) } else { end }) });
        }
    }
    blocks.push(Block { ops: (1..=num).map(|src| Op::Mix { src }).collect(), term: Term::Return });
    Program {
        vars: vec![Ty::I64; num + 1],
        pinned: vec![None; num + 1],
        blocks,
        fuel: None,
        addressing: Addressing::Direct,
        shared_calls: false,
        gc: vec![],
    }
}

/// A loop around a switch of `size` cases, 1,024 variables, each case
/// writing 4 of them; the loop runs 3 times; all variables are folded into
/// the result after it.
pub fn switch(size: usize, seed: u64) -> Program {
    let mut rng = Rng::new(seed);
    let num = 1024;
    // Variables: 0 the accumulator, 1 the counter, 2 minus one, then the rest.
    let (counter, minus_one) = (1, 2);
    let cases = size.max(1);
    let (header, latch, exit) = (1, 2 + cases, 3 + cases);
    let mut blocks = vec![Block {
        ops: vec![Op::Const { dst: counter, value: 3 }, Op::Const { dst: minus_one, value: -1 }],
        term: Term::Jump(header),
    }];
    blocks.push(Block {
        ops: vec![],
        term: Term::Switch { var: counter, targets: (2..2 + cases).collect(), default: latch },
    });
    for _ in 0..cases {
        let ops = (0..4).map(|_| Op::Const { dst: 3 + rng.below(num), value: rng.below(100) as i64 }).collect();
        blocks.push(Block { ops, term: Term::Jump(latch) });
    }
    blocks.push(Block {
        ops: vec![Op::Add { dst: counter, a: counter, b: minus_one }],
        term: Term::Branch { var: counter, then: header, other: exit },
    });
    blocks.push(Block { ops: (3..3 + num).map(|src| Op::Mix { src }).collect(), term: Term::Return });
    let _ = ACC;
    Program {
        vars: vec![Ty::I64; 3 + num],
        pinned: vec![None; 3 + num],
        blocks,
        fuel: None,
        addressing: Addressing::Direct,
        shared_calls: false,
        gc: vec![],
    }
}

/// Random code of about `size` blocks with locality, as a large function
/// after inlining is: regions of 32 random blocks (loops, irreducible ones
/// too, repeated targets, unreachable blocks), each with 16 variables of
/// its own, initialized at its first block and dead after it, and 8 shared
/// by all; a region is entered at its first block and left for the next
/// region's, and every block can go on to the next, so all are reached. The bench builds it and never runs it, so it needs no
/// fuel.
pub fn random(size: usize, seed: u64) -> Program {
    const REGION: usize = 32;
    const LOCALS: usize = 16;
    const GLOBALS: usize = 8;
    let mut rng = Rng::new(seed);
    let regions = (size / REGION).max(1);
    let num_vars = 1 + GLOBALS + regions * LOCALS;
    let mut blocks = Vec::with_capacity(regions * REGION);
    for r in 0..regions {
        let (first, next) = (r * REGION, (r + 1) * REGION);
        let var = |rng: &mut Rng| {
            if rng.chance(15) {
                1 + rng.below(GLOBALS)
            } else {
                1 + GLOBALS + r * LOCALS + rng.below(LOCALS)
            }
        };
        // Within the region, or on to the next one (the function's end for the last).
        let target = |rng: &mut Rng| if rng.chance(8) { next } else { first + rng.below(REGION) };
        for b in first..next {
            // A region starts by initializing its variables, as a frontend
            // initializes an inlined function's locals.
            let inits = if b == first { LOCALS } else { 0 };
            let init = (0..inits).map(|l| Op::Const { dst: 1 + GLOBALS + r * LOCALS + l, value: 0 });
            let ops = init
                .chain((0..rng.below(6)).map(|_| match rng.below(8) {
                    0..=2 => Op::Const { dst: var(&mut rng), value: rng.below(9) as i64 - 3 },
                    3..=5 => Op::Add { dst: var(&mut rng), a: var(&mut rng), b: var(&mut rng) },
                    _ => Op::Mix { src: var(&mut rng) },
                }))
                .collect();
            // Every terminator can go on to the next block, as structured
            // code falls through, so that every region is reached.
            let term = match rng.below(20) {
                _ if b + 1 == next => Term::Jump(next),
                0..=4 => Term::Jump(b + 1),
                5..=16 => Term::Branch { var: var(&mut rng), then: b + 1, other: target(&mut rng) },
                _ => {
                    let targets = (0..1 + rng.below(4)).map(|_| target(&mut rng)).collect();
                    Term::Switch { var: var(&mut rng), targets, default: b + 1 }
                }
            };
            blocks.push(Block { ops, term });
        }
    }
    // The end: the shared variables folded into the result (a region's own
    // are dead after it, as an inlined function's locals are).
    blocks.push(Block { ops: (1..=GLOBALS).map(|src| Op::Mix { src }).collect(), term: Term::Return });
    Program {
        vars: vec![Ty::I64; num_vars],
        pinned: vec![None; num_vars],
        blocks,
        fuel: None,
        addressing: Addressing::Direct,
        shared_calls: false,
        gc: vec![],
    }
}
