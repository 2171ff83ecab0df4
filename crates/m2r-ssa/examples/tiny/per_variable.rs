//! A straightforward per-variable SSA construction for Tiny, the baseline of
//! the library's bench (`scripts/bench-library`): for each variable in turn,
//! find its writes by scanning the function, place phis at the iterated
//! dominance frontier of those blocks (minimal SSA), and rename it alone in
//! a walk over the dominator tree that visits every instruction. Each
//! variable costs the whole function: O(variables x (blocks + instructions)),
//! the shape of per-variable mem2reg passes (rust-gpu's before its rewrite).
//! Its output is valid SSA too (tests/tiny.rs runs it), with more phis: no
//! pruning.

use std::collections::HashMap;

use super::ir::{Inst, Program, Term, Val};

/// Immediate dominators (Cooper, Harvey and Kennedy's iteration) over the
/// blocks reachable from block 0, in reverse postorder; `None` if unreachable.
fn idoms(succs: &[Vec<usize>], preds: &[Vec<usize>]) -> (Vec<Option<usize>>, Vec<usize>) {
    let n = succs.len();
    let (mut post, mut seen, mut stack) = (vec![], vec![false; n], vec![(0, 0)]);
    seen[0] = true;
    while let Some((b, k)) = stack.pop() {
        if k < succs[b].len() {
            stack.push((b, k + 1));
            let s = succs[b][k];
            if !seen[s] {
                seen[s] = true;
                stack.push((s, 0));
            }
        } else {
            post.push(b);
        }
    }
    let mut order = vec![usize::MAX; n];
    for (i, &b) in post.iter().enumerate() {
        order[b] = i;
    }
    let mut idom: Vec<Option<usize>> = vec![None; n];
    idom[0] = Some(0);
    let mut changed = true;
    while changed {
        changed = false;
        for &b in post.iter().rev().filter(|&&b| b != 0) {
            let mut new: Option<usize> = None;
            for &p in preds[b].iter().filter(|&&p| idom[p].is_some()) {
                new = Some(match new {
                    None => p,
                    Some(mut a) => {
                        let mut c = p;
                        while a != c {
                            while order[a] < order[c] {
                                a = idom[a].expect("processed");
                            }
                            while order[c] < order[a] {
                                c = idom[c].expect("processed");
                            }
                        }
                        a
                    }
                });
            }
            if new != idom[b] {
                idom[b] = new;
                changed = true;
            }
        }
    }
    post.reverse();
    (idom, post)
}

/// Puts `program` into SSA form one variable at a time.
pub fn to_ssa_per_variable(program: &mut Program) -> usize {
    // Its phis need an entry block that no jump enters.
    let in_front = usize::from(program.first_block_has_preds());
    if in_front == 1 {
        program.add_entry_block();
    }
    let n = program.blocks.len();
    let succs: Vec<Vec<usize>> = program.blocks.iter().map(|b| b.term.successors()).collect();
    let mut preds = vec![vec![]; n];
    for (b, list) in succs.iter().enumerate() {
        for &s in list {
            preds[s].push(b);
        }
    }
    let (idom, rpo) = idoms(&succs, &preds);
    let mut children = vec![vec![]; n];
    for &b in rpo.iter().filter(|&&b| b != 0) {
        children[idom[b].expect("reachable")].push(b);
    }
    // Dominance frontiers (Cooper, Harvey and Kennedy's runner walk).
    let mut frontier = vec![vec![]; n];
    for &b in rpo.iter().filter(|&&b| preds[b].len() > 1) {
        for &p in preds[b].iter().filter(|&&p| idom[p].is_some()) {
            let mut runner = p;
            while Some(runner) != idom[b] && !frontier[runner].contains(&b) {
                frontier[runner].push(b);
                runner = idom[runner].expect("reachable");
            }
        }
    }
    let mut replaced: HashMap<Val, Val> = HashMap::new();
    let mut removed: Vec<Vec<bool>> = program.blocks.iter().map(|b| vec![false; b.insts.len()]).collect();
    let mut new_phis: Vec<Vec<Inst>> = vec![vec![]; n];
    let mut undefined = vec![];
    for var in 0..program.vars.len() {
        // Its writes: a scan of the whole function.
        let mut defs: Vec<usize> = vec![];
        for (b, block) in program.blocks.iter().enumerate() {
            if idom[b].is_some() && block.insts.iter().any(|i| matches!(i, Inst::Set { var: v, .. } if *v == var)) {
                defs.push(b);
            }
        }
        // Phis at DF+(defs).
        let mut phi_at: Vec<Option<usize>> = vec![None; n];
        let mut work = defs.clone();
        while let Some(d) = work.pop() {
            for &f in &frontier[d] {
                if phi_at[f].is_none() {
                    let dst = program.new_value();
                    new_phis[f].push(Inst::Phi { dst, entries: vec![] });
                    phi_at[f] = Some(new_phis[f].len() - 1);
                    work.push(f);
                }
            }
        }
        // Renaming this variable alone: a walk over the dominator tree.
        let undef = program.new_value();
        undefined.push(undef);
        let mut current = vec![undef];
        let mut stack: Vec<(usize, bool, usize)> = vec![(0, true, 0)];
        while let Some((b, entering, depth)) = stack.pop() {
            if !entering {
                current.truncate(depth);
                continue;
            }
            let depth = current.len();
            stack.push((b, false, depth));
            if let Some(k) = phi_at[b] {
                current.push(new_phis[b][k].dst().expect("a phi"));
            }
            for (i, inst) in program.blocks[b].insts.iter().enumerate() {
                match *inst {
                    Inst::Get { dst, var: v } if v == var => {
                        replaced.insert(dst, *current.last().expect("a value"));
                        removed[b][i] = true;
                    }
                    Inst::Set { var: v, src } if v == var => {
                        current.push(src);
                        removed[b][i] = true;
                    }
                    _ => {}
                }
            }
            let value = *current.last().expect("a value");
            for &s in &succs[b] {
                if let Some(k) = phi_at[s] {
                    if let Inst::Phi { entries, .. } = &mut new_phis[s][k] {
                        entries.push((value, b));
                    }
                }
            }
            stack.extend(children[b].iter().map(|&c| (c, true, 0)));
        }
        // Reads in unreachable blocks.
        for (b, block) in program.blocks.iter().enumerate().filter(|&(b, _)| idom[b].is_none()) {
            for (i, inst) in block.insts.iter().enumerate() {
                match *inst {
                    Inst::Get { dst, var: v } if v == var => {
                        replaced.insert(dst, undef);
                        removed[b][i] = true;
                    }
                    Inst::Set { var: v, .. } if v == var => removed[b][i] = true,
                    _ => {}
                }
            }
        }
        // An edge from an unreachable block brings nothing.
        for b in (0..n).filter(|&b| phi_at[b].is_some()) {
            for &p in preds[b].iter().filter(|&&p| idom[p].is_none()) {
                if let Inst::Phi { entries, .. } = &mut new_phis[b][phi_at[b].expect("a phi")] {
                    entries.push((undef, p));
                }
            }
        }
    }
    let resolve = |mut v: Val| {
        while let Some(&r) = replaced.get(&v) {
            v = r;
        }
        v
    };
    for (b, block) in program.blocks.iter_mut().enumerate() {
        let mut insts = std::mem::take(&mut new_phis[b]);
        if b == 0 {
            insts.extend(undefined.iter().map(|&dst| Inst::Const { dst, value: 0 }));
        }
        let old = std::mem::take(&mut block.insts);
        insts.extend(old.into_iter().zip(&removed[b]).filter(|(_, &gone)| !gone).map(|(inst, _)| inst));
        for inst in &mut insts {
            inst.map_uses(resolve);
        }
        if let Term::Branch(c, _, _) = &mut block.term {
            *c = resolve(*c);
        }
        block.insts = insts;
    }
    in_front
}
