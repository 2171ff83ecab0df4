//! Slow, obviously correct graph facts over plain successor lists, for
//! tests to check fast algorithms against: reachability by graph search,
//! dominators as the textbook fixpoint of set intersections. Block 0 is the
//! entry; edges into it are allowed.

use std::collections::BTreeSet;

/// Each block's predecessors, one per edge, ascending.
pub fn predecessors(succs: &[Vec<u32>]) -> Vec<Vec<u32>> {
    let mut preds = vec![Vec::new(); succs.len()];
    for (b, list) in succs.iter().enumerate() {
        for &s in list {
            preds[s as usize].push(b as u32);
        }
    }
    preds
}

/// Which blocks a path from block 0 reaches.
pub fn reachable(succs: &[Vec<u32>]) -> Vec<bool> {
    let mut seen = vec![false; succs.len()];
    let mut stack = vec![0usize];
    while let Some(b) = stack.pop() {
        if b < succs.len() && !std::mem::replace(&mut seen[b], true) {
            stack.extend(succs[b].iter().map(|&s| s as usize));
        }
    }
    seen
}

/// Each reachable block's dominators: dom(0) = {0}, dom(b) = {b} ∪ ⋂
/// dom(reachable preds), iterated to a fixpoint (unreachable blocks: all
/// reachable blocks, which says nothing).
pub fn dominator_sets(succs: &[Vec<u32>]) -> Vec<BTreeSet<u32>> {
    let n = succs.len();
    let reach = reachable(succs);
    let preds = predecessors(succs);
    let all: BTreeSet<u32> = (0..n as u32).filter(|&b| reach[b as usize]).collect();
    let mut dom: Vec<BTreeSet<u32>> = (0..n).map(|b| if b == 0 { [0].into() } else { all.clone() }).collect();
    let mut changed = true;
    while changed {
        changed = false;
        for b in (1..n).filter(|&b| reach[b]) {
            let mut new: Option<BTreeSet<u32>> = None;
            for &p in preds[b].iter().filter(|&&p| reach[p as usize]) {
                new = Some(match new {
                    None => dom[p as usize].clone(),
                    Some(s) => s.intersection(&dom[p as usize]).copied().collect(),
                });
            }
            let mut new = new.unwrap_or_default();
            new.insert(b as u32);
            if new != dom[b] {
                dom[b] = new;
                changed = true;
            }
        }
    }
    dom
}

/// LLVM's block dominance from dominator sets: reflexive; every block
/// dominates an unreachable one; an unreachable block dominates nothing
/// else.
pub fn dominates(dom: &[BTreeSet<u32>], reach: &[bool], a: usize, b: usize) -> bool {
    a == b || !reach[b] || (reach[a] && dom[b].contains(&(a as u32)))
}
