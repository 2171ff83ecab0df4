//! Tiny, an example client of the `m2r-ssa` library: a small IR with
//! variables, its parser and interpreter, put into SSA form and taken out
//! of it again by the library (`construct_ssa`, `destruct_ssa`).
//!
//! ```sh
//! cargo run -p m2r-ssa --example tiny -- crates/m2r-ssa/examples/tiny/fib.tiny
//! cargo run --release -p m2r-ssa --example tiny -- --random 100000 --seed 1
//! ```
//!
//! The first prints the program before SSA, in SSA form and after
//! destruction, and runs all three. The second makes random programs and
//! checks, for each, that the three forms print the same and that the
//! independent checker (`check.rs`) accepts the SSA and destroyed forms.

mod check;
mod ir;
mod per_variable;
mod random;
mod ssa;

use std::process::ExitCode;

/// Fuel: how many jumps, branches and rets a run may take.
const FUEL: usize = 10_000;

/// The three forms of `program`, each checked and run; an error says which
/// stage failed and why.
fn stages(program: &ir::Program) -> Result<[(ir::Program, ir::Run); 3], String> {
    let counted = program.blocks.len();
    let before = ir::run(program, FUEL, 0..counted).map_err(|e| format!("before SSA: {e}"))?;
    let mut in_ssa = program.clone();
    let first = ssa::to_ssa(&mut in_ssa);
    let counted = first..first + counted;
    check::check_ssa(&in_ssa).map_err(|e| format!("SSA form: {e}"))?;
    let run_ssa = ir::run(&in_ssa, FUEL, counted.clone()).map_err(|e| format!("in SSA: {e}"))?;
    let mut out = in_ssa.clone();
    ssa::out_of_ssa(&mut out);
    check::check_destroyed(&out).map_err(|e| format!("destroyed form: {e}"))?;
    let run_out = ir::run(&out, FUEL, counted).map_err(|e| format!("after destruction: {e}"))?;
    if run_ssa != before || run_out != before {
        return Err(format!("the runs differ: {before:?}, in SSA {run_ssa:?}, after {run_out:?}"));
    }
    Ok([(program.clone(), before), (in_ssa, run_ssa), (out, run_out)])
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.as_slice() {
        [flag, count, rest @ ..] if flag == "--random" => {
            let count: usize = count.parse().expect("--random COUNT");
            let seed: u64 = match rest {
                [s, seed] if s == "--seed" => seed.parse().expect("--seed N"),
                _ => 1,
            };
            let (mut phis, mut moves, mut out_of_fuel, mut temporaries) = (0, 0, 0, 0);
            for k in 0..count as u64 {
                let mut rng = random::Rng::new(seed.wrapping_mul(1_000_003).wrapping_add(k));
                let program = random::random_program(&mut rng, 24);
                match stages(&program) {
                    Ok([_, (ssa, run), (out, _)]) => {
                        phis += ssa
                            .blocks
                            .iter()
                            .flat_map(|b| &b.insts)
                            .filter(|i| matches!(i, ir::Inst::Phi { .. }))
                            .count();
                        moves += out
                            .blocks
                            .iter()
                            .flat_map(|b| &b.insts)
                            .filter(|i| matches!(i, ir::Inst::Move { .. }))
                            .count();
                        out_of_fuel += usize::from(run.out_of_fuel);
                        // Destruction adds a value only for a cycle's temporary.
                        temporaries += usize::from(out.num_values > ssa.num_values);
                    }
                    Err(e) => {
                        eprintln!("program {k} of seed {seed}: {e}\n{program}");
                        return ExitCode::FAILURE;
                    }
                }
            }
            println!(
                "tiny: {count} random programs (seed {seed}): the same output before SSA, in SSA and after destruction, \
                 checker clean on all; {phis} phis, {moves} moves, {temporaries} programs with a cycle of moves \
                 (a temporary), {out_of_fuel} runs stopped by fuel"
            );
            ExitCode::SUCCESS
        }
        [flag, size, rest @ ..] if flag == "--bench" => {
            // One SSA construction of the bench's shape, timed; the program
            // is made first and not timed. scripts/bench-library runs it.
            let size: usize = size.parse().expect("--bench SIZE");
            let per_variable = rest.iter().any(|a| a == "--per-variable");
            let mut program = random::inlined(size, 1);
            let start = std::time::Instant::now();
            if per_variable {
                per_variable::to_ssa_per_variable(&mut program);
            } else {
                ssa::to_ssa(&mut program);
            }
            let seconds = start.elapsed().as_secs_f64();
            let phis =
                program.blocks.iter().flat_map(|b| &b.insts).filter(|i| matches!(i, ir::Inst::Phi { .. })).count();
            println!(
                "{} size {size}: {} blocks, {} variables, {phis} phis, {seconds:.6} s",
                if per_variable { "per-variable" } else { "library" },
                program.blocks.len(),
                program.vars.len()
            );
            ExitCode::SUCCESS
        }
        [flag, preds] if flag == "--bench-destruct" => {
            // One SSA destruction of a join of PREDS predecessors with 8
            // phis, timed; construction comes first and is not timed.
            // scripts/bench-library runs it.
            let preds: usize = preds.parse().expect("--bench-destruct PREDS");
            let mut program = random::join(preds, 8);
            ssa::to_ssa(&mut program);
            let start = std::time::Instant::now();
            ssa::out_of_ssa(&mut program);
            let seconds = start.elapsed().as_secs_f64();
            let moves =
                program.blocks.iter().flat_map(|b| &b.insts).filter(|i| matches!(i, ir::Inst::Move { .. })).count();
            println!(
                "destruction of {preds} predecessors: {} blocks, {moves} moves, {seconds:.6} s",
                program.blocks.len()
            );
            ExitCode::SUCCESS
        }
        [file] => {
            let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{file}: {e}"));
            let program = match ir::parse(&text) {
                Ok(p) => p,
                Err(e) => {
                    eprintln!("{file}: {e}");
                    return ExitCode::FAILURE;
                }
            };
            match stages(&program) {
                Ok(forms) => {
                    for ((form, run), title) in forms.iter().zip(["before SSA", "in SSA form", "after SSA destruction"])
                    {
                        println!(
                            "; {title}\n{form}; prints {:?}{}\n",
                            run.printed,
                            if run.out_of_fuel { " (out of fuel)" } else { "" }
                        );
                    }
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("{file}: {e}");
                    ExitCode::FAILURE
                }
            }
        }
        _ => {
            eprintln!(
                "usage: tiny PROGRAM.tiny | tiny --random COUNT [--seed N] | tiny --bench SIZE [--per-variable] \
                 | tiny --bench-destruct PREDS"
            );
            ExitCode::from(2)
        }
    }
}
