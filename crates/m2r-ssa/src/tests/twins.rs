//! Slow, obviously correct twins of the fast algorithms: frontiers from
//! their definition, DF+ iterated to a fixpoint, bit-vector liveness, and
//! LLVM's own placement and renaming transcribed as LLVM writes them (a
//! worklist that copies the values). Set-intersection dominators are the
//! workspace's ([`m2r_testkit::twins`]).

use std::collections::{BTreeMap, BTreeSet};

use crate::cfg::Cfg;
use crate::domtree::DomTree;
use crate::ids::{Block, Var};
use crate::testing::Program;
use crate::traits::AccessKind;
use crate::walk::SuccessorOrder;

/// DF(x) straight from the definition.
pub fn naive_frontier(cfg: &Cfg, dom: &[BTreeSet<u32>], reach: &[bool], x: usize) -> BTreeSet<u32> {
    let mut df = BTreeSet::new();
    for y in 0..cfg.num_blocks() {
        if !reach[y] {
            continue;
        }
        let x_dominates_a_pred =
            cfg.preds(Block(y as u32)).iter().any(|p| reach[p.index()] && dom[p.index()].contains(&(x as u32)));
        let x_strictly_dominates_y = x != y && dom[y].contains(&(x as u32));
        if x_dominates_a_pred && !x_strictly_dominates_y {
            df.insert(y as u32);
        }
    }
    df
}

/// DF+(S) as the limit of DF(S ∪ DF+).
pub fn naive_idf(cfg: &Cfg, dom: &[BTreeSet<u32>], reach: &[bool], defs: &BTreeSet<u32>) -> BTreeSet<u32> {
    let mut result: BTreeSet<u32> = BTreeSet::new();
    loop {
        let mut next = BTreeSet::new();
        for &x in defs.iter().chain(result.iter()) {
            if reach[x as usize] {
                next.extend(naive_frontier(cfg, dom, reach, x as usize));
            }
        }
        if next == result {
            return result;
        }
        result = next;
    }
}

/// Live-in sets by bit-vector dataflow over all blocks, one bit per variable:
/// in(b) = upward-exposed(b) ∪ (out(b) \ stored(b)); out(b) = ∪ in(succs).
pub fn bitset_live_in(cfg: &Cfg, program: &Program) -> Vec<Vec<bool>> {
    let num_vars = program.vars;
    let n = cfg.num_blocks();
    let mut exposed = vec![vec![false; num_vars]; n];
    let mut kills = vec![vec![false; num_vars]; n];
    for b in 0..n {
        for a in &program.accesses[b] {
            let v = a.var.index();
            match a.kind {
                AccessKind::Load if !kills[b][v] => exposed[b][v] = true,
                AccessKind::Store => kills[b][v] = true,
                _ => {}
            }
        }
    }
    let mut live_in = exposed.clone();
    let mut changed = true;
    while changed {
        changed = false;
        for b in (0..n).rev() {
            for v in 0..num_vars {
                if live_in[b][v] || kills[b][v] {
                    continue;
                }
                if cfg.succs(Block(b as u32)).iter().any(|s| live_in[s.index()][v]) {
                    live_in[b][v] = true;
                    changed = true;
                }
            }
        }
    }
    live_in
}

/// Upstream's phi placement, transcribed: ComputeLiveInBlocks' predecessor
/// walk, then the IDF calculator that prunes to live-in blocks as it goes.
pub fn upstream_placement(cfg: &Cfg, program: &Program) -> BTreeSet<(u32, u32)> {
    let (accesses, num_vars) = (&program.accesses, program.vars);
    let dt = DomTree::compute(cfg);
    let mut placed = BTreeSet::new();
    for v in 0..num_vars {
        let var = Var::new(v);
        let mut using = Vec::new();
        let mut defining = BTreeSet::new();
        for (b, list) in accesses.iter().enumerate() {
            for a in list.iter().filter(|a| a.var == var) {
                match a.kind {
                    AccessKind::Load => using.push(b),
                    AccessKind::Store => {
                        defining.insert(b);
                    }
                }
            }
        }
        // Using blocks whose first access is a store are not live-in.
        using.retain(|&b| {
            !defining.contains(&b)
                || accesses[b].iter().find(|a| a.var == var).map(|a| a.kind) == Some(AccessKind::Load)
        });
        let mut live_in = BTreeSet::new();
        while let Some(b) = using.pop() {
            if !live_in.insert(b) {
                continue;
            }
            for p in cfg.preds(Block(b as u32)) {
                if !defining.contains(&p.index()) {
                    using.push(p.index());
                }
            }
        }
        if defining.is_empty() {
            continue;
        }
        // GenericIteratedDominanceFrontier::calculate with live-in pruning.
        let mut pq: Vec<(u32, usize)> = Vec::new();
        let mut visited_pq = BTreeSet::new();
        let mut visited_worklist = BTreeSet::new();
        for &d in &defining {
            if dt.is_reachable(Block(d as u32)) {
                pq.push((dt.level(Block(d as u32)), d));
                visited_worklist.insert(d);
            }
        }
        while !pq.is_empty() {
            pq.sort();
            let (root_level, root) = pq.pop().unwrap();
            let mut worklist = vec![root];
            while let Some(node) = worklist.pop() {
                for &s in cfg.succs(Block(node as u32)) {
                    let level = dt.level(s);
                    if level > root_level || !visited_pq.insert(s.index()) {
                        continue;
                    }
                    if !live_in.contains(&s.index()) {
                        continue;
                    }
                    placed.insert((v as u32, s.0));
                    if !defining.contains(&s.index()) {
                        pq.push((level, s.index()));
                    }
                }
                for c in dt.children(Block(node as u32)) {
                    if visited_worklist.insert(c.index()) {
                        worklist.push(c.index());
                    }
                }
            }
        }
    }
    placed
}

/// A value in the renaming twins: undef, a store (by its position in the
/// flattened access list), or a phi (by block and variable).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum TwinVal {
    Undef,
    Store(usize),
    Phi(u32, u32),
}

/// What renaming produced: every phi entry in the order added, every load's value.
#[derive(Debug, PartialEq, Eq, Default)]
pub struct RenameLog {
    pub entries: Vec<((u32, u32), u32, TwinVal)>,
    pub loads: BTreeMap<usize, TwinVal>,
}

/// Upstream's RenamePass, transcribed: a worklist of (block, pred, copied
/// value vector), phis topped up on every arrival, successors deduplicated.
pub fn upstream_rename(cfg: &Cfg, program: &Program, phis: &BTreeSet<(u32, u32)>, order: SuccessorOrder) -> RenameLog {
    let (accesses, num_vars) = (&program.accesses, program.vars);
    let offsets: Vec<usize> = (0..cfg.num_blocks())
        .scan(0, |acc, b| {
            let start = *acc;
            *acc += accesses[b].len();
            Some(start)
        })
        .collect();
    // Phis in a block, as they sit in it: created by variable order, each at
    // the top, so the highest variable first.
    let block_phis = |b: u32| -> Vec<u32> { phis.iter().rev().filter(|&&(_, pb)| pb == b).map(|&(v, _)| v).collect() };
    let mut log = RenameLog::default();
    let mut visited = vec![false; cfg.num_blocks()];
    let mut worklist: Vec<(u32, Option<u32>, Vec<TwinVal>)> = vec![(0, None, vec![TwinVal::Undef; num_vars])];
    while let Some((mut bb, mut pred, mut vals)) = worklist.pop() {
        loop {
            if let Some(p) = pred {
                let edges = cfg.succs(Block(p)).iter().filter(|s| s.0 == bb).count();
                for v in block_phis(bb) {
                    for _ in 0..edges {
                        log.entries.push(((v, bb), p, vals[v as usize]));
                    }
                    vals[v as usize] = TwinVal::Phi(v, bb);
                }
            }
            if visited[bb as usize] {
                break;
            }
            visited[bb as usize] = true;
            for (i, a) in accesses[bb as usize].iter().enumerate() {
                match a.kind {
                    AccessKind::Load => {
                        log.loads.insert(offsets[bb as usize] + i, vals[a.var.index()]);
                    }
                    AccessKind::Store => vals[a.var.index()] = TwinVal::Store(offsets[bb as usize] + i),
                }
            }
            if order == SuccessorOrder::ByLastOccurrence {
                // LLVM 21 on: `for (S : reverse(successors(BB))) if
                // (VisitedSuccs.insert(S).second) pushToWorklist(S, BB);`
                let mut seen: Vec<u32> = Vec::new();
                for s in cfg.succs(Block(bb)).iter().rev() {
                    if !seen.contains(&s.0) {
                        seen.push(s.0);
                        worklist.push((s.0, Some(bb), vals.clone()));
                    }
                }
                break;
            }
            let mut unique: Vec<u32> = Vec::new();
            for s in cfg.succs(Block(bb)) {
                if !unique.contains(&s.0) {
                    unique.push(s.0);
                }
            }
            let Some((&first, rest)) = unique.split_first() else { break };
            for &s in rest {
                worklist.push((s, Some(bb), vals.clone()));
            }
            pred = Some(bb);
            bb = first;
        }
    }
    log
}
