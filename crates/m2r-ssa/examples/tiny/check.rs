//! An independent checker of Tiny's SSA form and destroyed form. It shares
//! nothing with the library: its dominators are the textbook fixpoint of
//! `Dom(b) = {b} ∪ ⋂ Dom(p)` over sets, slow and obviously right.

use super::ir::{Inst, Program, Val};

/// Dominator sets of the blocks reachable from block 0 (`None`: unreachable).
fn dominators(program: &Program) -> Vec<Option<Vec<bool>>> {
    let n = program.blocks.len();
    let succs: Vec<Vec<usize>> = program.blocks.iter().map(|b| b.term.successors()).collect();
    let mut reachable = vec![false; n];
    let mut stack = vec![0];
    while let Some(b) = stack.pop() {
        if !std::mem::replace(&mut reachable[b], true) {
            stack.extend(&succs[b]);
        }
    }
    let mut preds = vec![vec![]; n];
    for (b, list) in succs.iter().enumerate() {
        for &s in list {
            preds[s].push(b);
        }
    }
    let mut dom: Vec<Vec<bool>> = (0..n).map(|b| (0..n).map(|d| b != 0 || d == 0).collect()).collect();
    let mut changed = true;
    while changed {
        changed = false;
        for b in (1..n).filter(|&b| reachable[b]) {
            let mut set = vec![true; n];
            for &p in preds[b].iter().filter(|&&p| reachable[p]) {
                for d in 0..n {
                    set[d] &= dom[p][d];
                }
            }
            set[b] = true;
            if set != dom[b] {
                dom[b] = set;
                changed = true;
            }
        }
    }
    dom.into_iter().enumerate().map(|(b, d)| reachable[b].then_some(d)).collect()
}

/// Checks SSA form: no get or set left; each value defined once; phis only
/// at the top of a block, with one entry per edge into it; in reachable
/// blocks every use dominated by its definition (a phi's entry by the end
/// of its predecessor).
pub fn check_ssa(program: &Program) -> Result<(), String> {
    let n = program.blocks.len();
    let mut def: Vec<Option<(usize, usize)>> = vec![None; program.num_values];
    for (b, block) in program.blocks.iter().enumerate() {
        let mut phis_over = false;
        for (i, inst) in block.insts.iter().enumerate() {
            match inst {
                Inst::Get { .. } | Inst::Set { .. } => return Err(format!("{}: a get or set is left", block.name)),
                Inst::Move { .. } => return Err(format!("{}: a move in SSA form", block.name)),
                Inst::Phi { .. } if phis_over => return Err(format!("{}: a phi below other instructions", block.name)),
                Inst::Phi { .. } => {}
                _ => phis_over = true,
            }
            if let Some(d) = inst.dst() {
                if def[d].replace((b, i)).is_some() {
                    return Err(format!("%{d} defined twice"));
                }
            }
        }
    }
    let mut edges = vec![vec![]; n];
    for (b, block) in program.blocks.iter().enumerate() {
        for s in block.term.successors() {
            edges[s].push(b);
        }
    }
    let dom = dominators(program);
    let dominates = |d: usize, b: usize| dom[b].as_ref().is_some_and(|set| set[d]);
    let defined_before = |v: Val, b: usize, i: usize| match def[v] {
        None => false,
        Some((db, di)) => (db == b && di < i) || (db != b && dominates(db, b)),
    };
    for (b, block) in program.blocks.iter().enumerate() {
        for (i, inst) in block.insts.iter().enumerate() {
            if let Inst::Phi { dst, entries } = inst {
                let mut from: Vec<usize> = entries.iter().map(|&(_, p)| p).collect();
                let mut want = edges[b].clone();
                from.sort();
                want.sort();
                if from != want {
                    return Err(format!("%{dst} in {}: entries from {from:?}, edges from {want:?}", block.name));
                }
                if dom[b].is_some() {
                    for &(v, p) in entries.iter().filter(|&&(_, p)| dom[p].is_some()) {
                        let end = program.blocks[p].insts.len();
                        if !defined_before(v, p, end) {
                            return Err(format!(
                                "%{dst} in {}: %{v} does not reach the end of {}",
                                block.name, program.blocks[p].name
                            ));
                        }
                    }
                }
            } else if dom[b].is_some() {
                for v in inst.uses() {
                    if !defined_before(v, b, i) {
                        return Err(format!("{}: %{v} used where its definition does not dominate", block.name));
                    }
                }
            }
        }
        if let (Some(c), true) = (branch_value(program, b), dom[b].is_some()) {
            if !defined_before(c, b, block.insts.len()) {
                return Err(format!("{}: the branch's %{c} is not dominated by its definition", block.name));
            }
        }
    }
    Ok(())
}

fn branch_value(program: &Program, b: usize) -> Option<Val> {
    match program.blocks[b].term {
        super::ir::Term::Branch(c, _, _) => Some(c),
        _ => None,
    }
}

/// Checks the destroyed form: no phi left, and moves only in blocks with at
/// most one successor (else a move would run on an edge it is not for).
pub fn check_destroyed(program: &Program) -> Result<(), String> {
    for block in &program.blocks {
        let moves = block.insts.iter().any(|i| matches!(i, Inst::Move { .. }));
        if block.insts.iter().any(|i| matches!(i, Inst::Phi { .. })) {
            return Err(format!("{}: a phi is left", block.name));
        }
        if moves && block.term.successors().len() > 1 {
            return Err(format!("{}: moves before a branch", block.name));
        }
    }
    Ok(())
}
