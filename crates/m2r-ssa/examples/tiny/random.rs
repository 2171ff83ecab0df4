//! Random Tiny programs: loops, branches, variables read before they are
//! written and written in some paths only, variables that swap values. Every value is used
//! only in the block that defines it, so each program is valid before SSA;
//! runs end by running out of fuel where they loop.

use super::ir::{BlockData, Inst, Op, Program, Term};

pub use m2r_testkit::Rng;

/// A random program of up to `max_blocks` blocks; now and then a jump goes
/// back to the first block.
pub fn random_program(rng: &mut Rng, max_blocks: usize) -> Program {
    let n = 1 + rng.below(max_blocks);
    let mut p = Program { vars: (0..1 + rng.below(5)).map(|v| format!("v{v}")).collect(), ..Program::default() };
    let target = |rng: &mut Rng| if n == 1 || rng.below(16) == 0 { 0 } else { 1 + rng.below(n - 1) };
    for b in 0..n {
        let mut local = vec![];
        let mut insts = vec![];
        for _ in 0..rng.below(8) {
            if rng.below(8) == 0 {
                // Two variables swap (a, b := b, a): in a loop, phis that
                // take each other's values, a cycle of moves when leaving SSA.
                let (a, c) = (rng.below(p.vars.len()), rng.below(p.vars.len()));
                let (x, y) = (p.new_value(), p.new_value());
                insts.extend([
                    Inst::Get { dst: x, var: a },
                    Inst::Get { dst: y, var: c },
                    Inst::Set { var: a, src: y },
                    Inst::Set { var: c, src: x },
                ]);
                local.extend([x, y]);
                continue;
            }
            let inst = match rng.below(10) {
                0 | 1 => Inst::Get { dst: p.new_value(), var: rng.below(p.vars.len()) },
                2 | 3 if !local.is_empty() => {
                    Inst::Set { var: rng.below(p.vars.len()), src: local[rng.below(local.len())] }
                }
                4 | 5 if !local.is_empty() => {
                    let op = [Op::Add, Op::Sub, Op::Mul, Op::Lt, Op::Eq][rng.below(5)];
                    let (a, c) = (local[rng.below(local.len())], local[rng.below(local.len())]);
                    Inst::Bin { dst: p.new_value(), op, a, b: c }
                }
                6 if !local.is_empty() => Inst::Print { src: local[rng.below(local.len())] },
                _ => Inst::Const { dst: p.new_value(), value: rng.below(7) as i64 - 2 },
            };
            if let Some(d) = inst.dst() {
                local.push(d);
            }
            insts.push(inst);
        }
        let term = match rng.below(10) {
            _ if n == 1 => Term::Ret,
            0 if b > 0 => Term::Ret,
            0..=3 => Term::Jump(target(rng)),
            _ => {
                if local.is_empty() || rng.below(3) == 0 {
                    let dst = p.new_value();
                    insts.push(Inst::Get { dst, var: rng.below(p.vars.len()) });
                    local.push(dst);
                }
                Term::Branch(local[rng.below(local.len())], target(rng), target(rng))
            }
        };
        p.blocks.push(BlockData { name: format!("b{b}"), insts, term });
    }
    p
}

/// The bench's shape, as after aggressive inlining: a chain of `size`
/// if/else diamonds, `size / 2` variables, each written in three random
/// diamond arms, all read and printed at the end: thousands of variables
/// live across thousands of blocks.
pub fn inlined(size: usize, seed: u64) -> Program {
    let mut rng = Rng::new(seed);
    let vars = (size / 2).max(1);
    let mut p = Program { vars: (0..vars).map(|v| format!("v{v}")).collect(), ..Program::default() };
    // Blocks: entry, then per diamond its head and two arms, then the end.
    let head = |i: usize| 1 + 3 * i;
    let end = 1 + 3 * size;
    let mut writes: Vec<Vec<usize>> = vec![vec![]; 2 * size];
    for v in 0..vars {
        for _ in 0..3 {
            writes[rng.below(2 * size)].push(v);
        }
    }
    p.blocks.push(BlockData { name: "entry".into(), insts: vec![], term: Term::Jump(head(0)) });
    for i in 0..size {
        let c = p.new_value();
        let cond = Inst::Get { dst: c, var: i % vars };
        p.blocks.push(BlockData {
            name: format!("h{i}"),
            insts: vec![cond],
            term: Term::Branch(c, head(i) + 1, head(i) + 2),
        });
        for side in 0..2 {
            let mut insts = vec![];
            for &v in &writes[2 * i + side] {
                let k = p.new_value();
                insts.push(Inst::Const { dst: k, value: (i * 2 + side) as i64 });
                insts.push(Inst::Set { var: v, src: k });
            }
            let next = if i + 1 < size { head(i + 1) } else { end };
            p.blocks.push(BlockData { name: format!("a{i}.{side}"), insts, term: Term::Jump(next) });
        }
    }
    let mut insts = vec![];
    let mut sum = p.new_value();
    insts.push(Inst::Const { dst: sum, value: 0 });
    for v in 0..vars {
        let (x, s) = (p.new_value(), p.new_value());
        insts.push(Inst::Get { dst: x, var: v });
        insts.push(Inst::Bin { dst: s, op: Op::Add, a: sum, b: x });
        sum = s;
    }
    insts.push(Inst::Print { src: sum });
    p.blocks.push(BlockData { name: "end".into(), insts, term: Term::Ret });
    p
}

/// Destruction's bench shape: one block with `preds` predecessors and
/// `vars` phis. A chain of `preds` blocks each writes every variable and
/// branches to the join or on to the next; the join reads them all. Every
/// edge into the join is critical.
pub fn join(preds: usize, vars: usize) -> Program {
    let mut p = Program { vars: (0..vars).map(|v| format!("v{v}")).collect(), ..Program::default() };
    let join = preds + 1;
    p.blocks.push(BlockData { name: "entry".into(), insts: vec![], term: Term::Jump(1) });
    for i in 0..preds {
        let mut insts = vec![];
        for v in 0..vars {
            let k = p.new_value();
            insts.push(Inst::Const { dst: k, value: (i * vars + v) as i64 });
            insts.push(Inst::Set { var: v, src: k });
        }
        let c = p.new_value();
        // Runs go down the chain to its end.
        insts.push(Inst::Const { dst: c, value: 0 });
        let next = if i + 1 < preds { i + 2 } else { join };
        p.blocks.push(BlockData { name: format!("c{i}"), insts, term: Term::Branch(c, join, next) });
    }
    let mut insts = vec![];
    for v in 0..vars {
        let x = p.new_value();
        insts.push(Inst::Get { dst: x, var: v });
        insts.push(Inst::Print { src: x });
    }
    p.blocks.push(BlockData { name: "join".into(), insts, term: Term::Ret });
    p
}
