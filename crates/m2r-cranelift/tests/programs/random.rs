//! Random programs: loops (irreducible ones too), self loops, unreachable
//! blocks, branches and switches with repeated targets, jumps back to the
//! first block, reads before writes, values of three types, and variables
//! kept in memory (read in part, or with an escaping address). And what
//! real frontends write: copies between variables, one value stored into
//! two, calls with values that
//! need stack maps, `try_call`s (now and then), and, in the stack-slot
//! build, addresses kept in frontend `Variable`s (reaching their loads
//! through aliases) and argument lists shared by all the branches to a
//! block.

use m2r_testkit::Rng;

use super::{Addressing, Block, Op, Pinned, Program, Term, Ty, ACC, FUEL};

/// A random program of 1 to `max_blocks` blocks.
pub fn random_program(rng: &mut Rng, max_blocks: usize) -> Program {
    let n = 1 + rng.below(max_blocks);
    let extra = 1 + rng.below(6);
    let fuel = 10 + rng.below(300) as i64;
    let mut program = sized(rng, n, extra, Some(fuel));
    program.addressing = if rng.chance(30) { Addressing::ThroughVariables } else { Addressing::Direct };
    program.shared_calls = rng.chance(30);
    // One program in ten takes an exception edge or two (and is not run).
    if rng.chance(10) {
        for block in program.blocks.iter_mut() {
            if let Term::Jump(normal) = block.term {
                if rng.chance(30) {
                    block.term = Term::TryCall { normal, handler: rng.below(n) };
                }
            }
        }
    }
    // One program in four has variables that need stack maps (drawn last,
    // so the rest of each seed's program is what it was before).
    if rng.chance(25) {
        program.gc = (0..program.vars.len()).map(|_| rng.chance(50)).collect();
    }
    program
}

/// A random program of `n` blocks and `extra` variables besides the
/// accumulator and the fuel.
pub fn sized(rng: &mut Rng, n: usize, extra: usize, fuel: Option<i64>) -> Program {
    let mut vars = vec![Ty::I64, Ty::I64];
    let mut pinned = vec![None, None];
    for _ in 0..extra {
        let ty = [Ty::I32, Ty::I64, Ty::F64][rng.below(3)];
        vars.push(ty);
        // Now and then an I64 kept in memory.
        pinned.push(if ty == Ty::I64 && rng.chance(15) {
            Some(if rng.chance(50) { Pinned::PartialRead } else { Pinned::Escapes })
        } else {
            None
        });
    }
    let num_vars = vars.len();
    let partial: Vec<usize> = (0..num_vars).filter(|&v| pinned[v] == Some(Pinned::PartialRead)).collect();
    let writable = |rng: &mut Rng| loop {
        let v = rng.below(num_vars);
        if v != FUEL {
            return v;
        }
    };
    let target = |rng: &mut Rng, b: usize| {
        if rng.chance(60) && b + 1 < n {
            b + 1 + rng.below((n - b - 1).min(3))
        } else {
            rng.below(n)
        }
    };
    let mut blocks: Vec<Block> = (0..n)
        .map(|b| {
            let ops = (0..rng.below(7))
                .map(|_| match rng.below(13) {
                    0..=2 => Op::Const { dst: writable(rng), value: rng.below(9) as i64 - 3 },
                    3..=6 => Op::Add { dst: writable(rng), a: rng.below(num_vars), b: rng.below(num_vars) },
                    7 if !partial.is_empty() => Op::MixLow { src: partial[rng.below(partial.len())] },
                    8..=10 => {
                        // A copy between two variables of one type, or one
                        // value stored into both.
                        let dst = writable(rng);
                        let same: Vec<usize> = (0..num_vars).filter(|&v| vars[v] == vars[dst]).collect();
                        let other = same[rng.below(same.len())];
                        if rng.chance(30) && other != FUEL {
                            Op::Both { a: dst, b: other, value: rng.below(9) as i64 - 3 }
                        } else {
                            Op::Copy { dst, src: other }
                        }
                    }
                    11 if rng.chance(40) => Op::Call { src: rng.below(num_vars) },
                    _ => Op::Mix { src: rng.below(num_vars) },
                })
                .collect();
            let term = match rng.below(12) {
                0 => Term::Return,
                1..=4 => Term::Jump(target(rng, b)),
                5..=9 => {
                    let then = target(rng, b);
                    // Both ways to one block now and then.
                    let other = if rng.chance(15) { then } else { target(rng, b) };
                    Term::Branch { var: rng.below(num_vars), then, other }
                }
                _ => {
                    let targets = (0..1 + rng.below(5)).map(|_| target(rng, b)).collect();
                    Term::Switch { var: rng.below(num_vars), targets, default: target(rng, b) }
                }
            };
            Block { ops, term }
        })
        .collect();
    // A pinned variable is kept in memory by what the first block does
    // with it: a partial read, or a write, which lets its address escape.
    for (v, pin) in pinned.iter().enumerate() {
        match pin {
            Some(Pinned::PartialRead) => blocks[0].ops.push(Op::MixLow { src: v }),
            Some(Pinned::Escapes) => blocks[0].ops.push(Op::Const { dst: v, value: 1 }),
            None => {}
        }
    }
    // The accumulator starts at 0 (read before written, so the zero the
    // promotion makes is tested on every program).
    let _ = ACC;
    Program { vars, pinned, blocks, fuel, addressing: Addressing::Direct, shared_calls: false, gc: vec![] }
}
