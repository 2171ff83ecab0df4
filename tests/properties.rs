//! Property tests of the pure core: each fast algorithm against a slow,
//! obviously correct twin, on random CFGs with irreducible loops,
//! unreachable blocks, self loops and duplicate edges.
//!
//! `M2R_PROPERTY_CASES` sets the number of random cases (default 3000).

mod common;

use std::collections::{BTreeMap, BTreeSet};

use common::{cfg_from, random_accesses, random_loop_nest, random_successors, Rng};
use m2r::ssa::cfg::{Block, Cfg};
use m2r::ssa::domtree::DomTree;
use m2r::ssa::entity::{Csr, EntityId};
use m2r::ssa::idf::{dominance_frontiers, IdfCalculator};
use m2r::ssa::liveness::{live_in_blocks, LivenessMethod, PhiPlacement, Placer};
use m2r::ssa::loops::LoopForest;
use m2r::ssa::rename::{walk, ChangedPhis, Renamer, SuccessorOrder, UndoState, WalkScratch};
use m2r::ssa::split::{split_all_critical_edges, BlockKind, EditableCfg, SplitStep};
use m2r::ssa::{Access, AccessKind, PhiId, Var};

fn cases() -> u64 {
    std::env::var("M2R_PROPERTY_CASES").ok().and_then(|s| s.parse().ok()).unwrap_or(3000)
}

/// Runs `check` on `cases()` random CFGs of 1 to 40 blocks.
fn for_random_cfgs(seed: u64, mut check: impl FnMut(&mut Rng, &Cfg, &[Vec<u32>])) {
    for case in 0..cases() {
        let mut rng = Rng::new(seed.wrapping_mul(1_000_003).wrapping_add(case));
        let n = 1 + rng.below(if case % 10 == 0 { 40 } else { 14 });
        let succs = random_successors(&mut rng, n);
        let cfg = cfg_from(&succs);
        check(&mut rng, &cfg, &succs);
    }
}

// ---------------------------------------------------------------------------
// Twins

/// Reachability from the entry by plain graph search.
fn reachable(cfg: &Cfg) -> Vec<bool> {
    let mut seen = vec![false; cfg.num_blocks()];
    let mut stack = vec![cfg.entry()];
    seen[0] = true;
    while let Some(b) = stack.pop() {
        for &s in cfg.succs(b) {
            if !seen[s.index()] {
                seen[s.index()] = true;
                stack.push(s);
            }
        }
    }
    seen
}

/// dom(b) = {b} ∪ ⋂ dom(reachable preds), iterated to a fixpoint.
fn naive_dominator_sets(cfg: &Cfg) -> Vec<BTreeSet<u32>> {
    let n = cfg.num_blocks();
    let reach = reachable(cfg);
    let all: BTreeSet<u32> = (0..n as u32).filter(|&b| reach[b as usize]).collect();
    let mut dom: Vec<BTreeSet<u32>> = (0..n).map(|b| if b == 0 { [0].into() } else { all.clone() }).collect();
    let mut changed = true;
    while changed {
        changed = false;
        for b in 1..n {
            if !reach[b] {
                continue;
            }
            let mut new: Option<BTreeSet<u32>> = None;
            for &p in cfg.preds(Block(b as u32)) {
                if !reach[p.index()] {
                    continue;
                }
                new = Some(match new {
                    None => dom[p.index()].clone(),
                    Some(s) => s.intersection(&dom[p.index()]).copied().collect(),
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

/// LLVM's block dominance from dominator sets.
fn naive_dominates(dom: &[BTreeSet<u32>], reach: &[bool], a: usize, b: usize) -> bool {
    a == b || !reach[b] || (reach[a] && dom[b].contains(&(a as u32)))
}

/// DF(x) straight from the definition.
fn naive_frontier(cfg: &Cfg, dom: &[BTreeSet<u32>], reach: &[bool], x: usize) -> BTreeSet<u32> {
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
fn naive_idf(cfg: &Cfg, dom: &[BTreeSet<u32>], reach: &[bool], defs: &BTreeSet<u32>) -> BTreeSet<u32> {
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
fn bitset_live_in(cfg: &Cfg, accesses: &Csr<Block, Access>, num_vars: usize) -> Vec<Vec<bool>> {
    let n = cfg.num_blocks();
    let mut exposed = vec![vec![false; num_vars]; n];
    let mut kills = vec![vec![false; num_vars]; n];
    for b in 0..n {
        for a in accesses.get(Block(b as u32)) {
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
fn upstream_placement(cfg: &Cfg, accesses: &Csr<Block, Access>, num_vars: usize) -> BTreeSet<(u32, u32)> {
    let dt = DomTree::compute(cfg);
    let n = cfg.num_blocks();
    let mut placed = BTreeSet::new();
    for v in 0..num_vars {
        let var = Var::new(v);
        let mut using = Vec::new();
        let mut defining = BTreeSet::new();
        for b in 0..n {
            for a in accesses.get(Block(b as u32)).iter().filter(|a| a.var == var) {
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
                || accesses.get(Block(b as u32)).iter().find(|a| a.var == var).map(|a| a.kind) == Some(AccessKind::Load)
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
enum TwinVal {
    Undef,
    Store(usize),
    Phi(u32, u32),
}

/// What renaming produced: every phi entry in the order added, every load's value.
#[derive(Debug, PartialEq, Eq, Default)]
struct RenameLog {
    entries: Vec<((u32, u32), u32, TwinVal)>,
    loads: BTreeMap<usize, TwinVal>,
}

/// Upstream's RenamePass, transcribed: a worklist of (block, pred, copied
/// value vector), phis topped up on every arrival, successors deduplicated.
fn upstream_rename(
    cfg: &Cfg,
    accesses: &Csr<Block, Access>,
    num_vars: usize,
    phis: &BTreeSet<(u32, u32)>,
    order: SuccessorOrder,
) -> RenameLog {
    let offsets: Vec<usize> = (0..cfg.num_blocks())
        .scan(0, |acc, b| {
            let start = *acc;
            *acc += accesses.get(Block(b as u32)).len();
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
            for (i, a) in accesses.get(Block(bb)).iter().enumerate() {
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

/// Our renaming walk with the undo log, recording the same things.
struct LoggingRenamer<'a> {
    accesses: &'a Csr<Block, Access>,
    offsets: Vec<usize>,
    placement: &'a PhiPlacement,
    state: UndoState<Var, TwinVal>,
    log: RenameLog,
}

impl Renamer for LoggingRenamer<'_> {
    fn checkpoint(&mut self) -> usize {
        self.state.checkpoint()
    }
    fn rollback(&mut self, to: usize) {
        self.state.rollback(to);
    }
    fn arrive(&mut self, block: Block, pred: Block, edges: u32, _visited_before: bool) {
        for &phi in self.placement.by_block.get(block) {
            let var = self.placement.var_of[phi];
            for _ in 0..edges {
                self.log.entries.push(((var.0, block.0), pred.0, self.state.get(var)));
            }
            self.state.set(var, TwinVal::Phi(var.0, block.0));
        }
    }
    fn visit(&mut self, block: Block) {
        for (i, a) in self.accesses.get(block).iter().enumerate() {
            let at = self.offsets[block.index()] + i;
            match a.kind {
                AccessKind::Load => {
                    self.log.loads.insert(at, self.state.get(a.var));
                }
                AccessKind::Store => self.state.set(a.var, TwinVal::Store(at)),
            }
        }
    }
}

fn fast_placement(
    cfg: &Cfg,
    dt: &DomTree,
    idf: &mut IdfCalculator,
    accesses: &Csr<Block, Access>,
    num_vars: usize,
) -> PhiPlacement {
    placer_by(LivenessMethod::Auto, cfg, dt, idf, accesses, num_vars).placement
}

fn placer_by(
    method: LivenessMethod,
    cfg: &Cfg,
    dt: &DomTree,
    idf: &mut IdfCalculator,
    accesses: &Csr<Block, Access>,
    num_vars: usize,
) -> Placer {
    let mut placer = Placer::default();
    placer.method = method;
    placer.place(cfg, dt, idf, accesses, num_vars, &mut WalkScratch::default());
    placer
}

fn placement_set(p: &PhiPlacement) -> BTreeSet<(u32, u32)> {
    p.var_of.iter().map(|(phi, v)| (v.0, p.block_of[phi].0)).collect()
}

/// Natural loops by their definition: for each reachable header `h` with
/// back edges (from reachable blocks `h` dominates), `h` and every reachable
/// block that reaches a latch without passing through `h`. Keyed by header.
fn naive_loops(cfg: &Cfg, dom: &[BTreeSet<u32>], reach: &[bool]) -> BTreeMap<u32, BTreeSet<u32>> {
    let mut loops = BTreeMap::new();
    for h in 0..cfg.num_blocks() as u32 {
        let latches: Vec<Block> =
            cfg.preds(Block(h)).iter().copied().filter(|p| reach[p.index()] && dom[p.index()].contains(&h)).collect();
        if !reach[h as usize] || latches.is_empty() {
            continue;
        }
        let mut body: BTreeSet<u32> = [h].into();
        let mut stack = latches;
        while let Some(b) = stack.pop() {
            if reach[b.index()] && body.insert(b.0) {
                stack.extend_from_slice(cfg.preds(b));
            }
        }
        loops.insert(h, body);
    }
    loops
}

/// `SplitAllCriticalEdges` with loop info, simulated the slow way: plain
/// vectors, and the loops recomputed from their definition whenever they
/// are asked about (LLVM updates them incrementally; the two must agree).
/// Returns the steps and the final successor lists and block order.
fn naive_split_all(succs: &[Vec<u32>], kinds: &[BlockKind]) -> (Vec<SplitStep>, Vec<Vec<u32>>, Vec<u32>) {
    let mut succs = succs.to_vec();
    let mut kinds = kinds.to_vec();
    let mut order: Vec<u32> = (0..succs.len() as u32).collect();
    let mut steps = vec![];
    // (loops by header, innermost header of each block)
    let loops_now = |succs: &[Vec<u32>]| {
        let cfg = cfg_from(succs);
        let loops = naive_loops(&cfg, &naive_dominator_sets(&cfg), &reachable(&cfg));
        let innermost: Vec<Option<u32>> = (0..succs.len() as u32)
            .map(|b| {
                loops.iter().filter(|(_, body)| body.contains(&b)).min_by_key(|(_, body)| body.len()).map(|(&h, _)| h)
            })
            .collect();
        (loops, innermost)
    };
    let preds_of = |succs: &[Vec<u32>], d: u32| -> Vec<u32> {
        (0..succs.len() as u32)
            .flat_map(|p| succs[p as usize].iter().filter(move |&&s| s == d).map(move |_| p))
            .collect()
    };
    let mut i = 0;
    while i < order.len() {
        let t = order[i];
        let slots = succs[t as usize].len();
        if slots > 1 && !kinds[t as usize].indirect_br {
            for slot in 0..slots {
                let d = succs[t as usize][slot];
                if preds_of(&succs, d).len() < 2 || kinds[d as usize].eh_pad {
                    continue;
                }
                let (loops, innermost) = loops_now(&succs);
                let tl = innermost[t as usize];
                let mut loop_preds = vec![];
                if tl.is_some() {
                    for p in preds_of(&succs, d) {
                        if p == t {
                            continue;
                        }
                        if innermost[p as usize] != tl {
                            loop_preds.clear();
                            break;
                        }
                        loop_preds.push(p);
                    }
                    if loop_preds.iter().any(|&p| kinds[p as usize].indirect_br) {
                        continue;
                    }
                }
                let new = succs.len() as u32;
                succs.push(vec![d]);
                kinds.push(BlockKind::default());
                succs[t as usize][slot] = new;
                let at = order.iter().position(|&b| b == t).unwrap();
                order.insert(at + 1, new);
                steps.push(SplitStep::CriticalEdge { source: Block(t), slot, dest: Block(d), new: Block(new) });
                let Some(tl) = tl else { continue };
                if loops[&tl].contains(&d) || loop_preds.is_empty() {
                    continue;
                }
                // The loop exit: a block in front of `d` for `loop_preds`.
                let new = succs.len() as u32;
                succs.push(vec![d]);
                kinds.push(BlockKind::default());
                for &p in &loop_preds {
                    for s in succs[p as usize].iter_mut().filter(|s| **s == d) {
                        *s = new;
                    }
                }
                let at = order.iter().position(|&b| b == d).unwrap();
                order.insert(at, new);
                steps.push(SplitStep::LoopExit {
                    dest: Block(d),
                    preds: loop_preds.iter().map(|&p| Block(p)).collect(),
                    new: Block(new),
                });
            }
        }
        i += 1;
    }
    (steps, succs, order)
}

/// Sorts a loop exit's predecessor list (LLVM collects it in use-list
/// order, which nothing downstream depends on).
fn normalized(mut steps: Vec<SplitStep>) -> Vec<SplitStep> {
    for s in &mut steps {
        if let SplitStep::LoopExit { preds, .. } = s {
            preds.sort();
        }
    }
    steps
}

// ---------------------------------------------------------------------------
// Properties

#[test]
fn dominators_match_set_intersection() {
    for_random_cfgs(1, |_, cfg, succs| {
        let dt = DomTree::compute(cfg);
        let dom = naive_dominator_sets(cfg);
        let reach = reachable(cfg);
        let n = cfg.num_blocks();
        for b in 0..n {
            assert_eq!(dt.is_reachable(Block(b as u32)), reach[b], "reachability of {b} in {succs:?}");
            let expected_idom =
                dom[b].iter().copied().filter(|&d| d as usize != b).max_by_key(|&d| dom[d as usize].len());
            let idom = if reach[b] { expected_idom } else { None };
            assert_eq!(dt.idom(Block(b as u32)).map(|d| d.0), idom, "idom of {b} in {succs:?}");
            for a in 0..n {
                assert_eq!(
                    dt.dominates(Block(a as u32), Block(b as u32)),
                    naive_dominates(&dom, &reach, a, b),
                    "{a} dom {b} in {succs:?}"
                );
            }
        }
        for &b in dt.preorder() {
            if let Some(d) = dt.idom(b) {
                assert_eq!(dt.level(b), dt.level(d) + 1);
            }
        }
    });
}

#[test]
fn loops_match_the_definition() {
    for_random_cfgs(7, |_, cfg, succs| {
        let dt = DomTree::compute(cfg);
        let forest = LoopForest::compute(cfg, &dt);
        let naive = naive_loops(cfg, &naive_dominator_sets(cfg), &reachable(cfg));
        // The loops around a block, innermost first, by header.
        let around = |b: u32| -> Vec<u32> {
            let mut hs: Vec<u32> = naive.iter().filter(|(_, body)| body.contains(&b)).map(|(&h, _)| h).collect();
            hs.sort_by_key(|h| naive[h].len());
            hs
        };
        assert_eq!(forest.num_loops(), naive.len(), "loops of {succs:?}");
        for b in cfg.blocks() {
            let mut found = vec![];
            let mut l = forest.loop_of(b);
            while let Some(x) = l {
                found.push(forest.header(x).0);
                l = forest.parent(x);
            }
            assert_eq!(found, around(b.0), "loops around {b:?} in {succs:?}");
            assert_eq!(forest.is_header(b), naive.contains_key(&b.0));
            if let Some(lp) = forest.loop_of(b) {
                assert_eq!(forest.depth(lp) as usize, found.len());
                for (&h, body) in &naive {
                    let other = forest.loop_of(Block(h)).unwrap();
                    assert_eq!(forest.contains(other, b), body.contains(&b.0), "{b:?} in the loop of {h} in {succs:?}");
                }
            }
        }
    });
}

/// Splits every critical edge of `succs` both ways and compares.
fn check_splitting(rng: &mut Rng, succs: &[Vec<u32>]) -> usize {
    let cfg = cfg_from(succs);
    let kinds: Vec<BlockKind> =
        cfg.blocks().map(|b| BlockKind { eh_pad: b.0 != 0 && rng.chance(5), indirect_br: rng.chance(5) }).collect();
    let dt = DomTree::compute(&cfg);
    let mut loops = LoopForest::compute(&cfg, &dt);
    let mut edit = EditableCfg::new(&cfg, &dt, &kinds);
    let mut steps = vec![];
    let count = split_all_critical_edges(&mut edit, &mut loops, |s| steps.push(s.clone()));
    let (expected, final_succs, order) = naive_split_all(succs, &kinds);
    let exits = expected.iter().filter(|s| matches!(s, SplitStep::LoopExit { .. })).count();
    assert_eq!(normalized(steps), normalized(expected), "steps for {succs:?} {kinds:?}");
    assert_eq!(count + exits, edit.num_blocks() - cfg.num_blocks());
    let got: Vec<Vec<u32>> =
        (0..edit.num_blocks()).map(|b| edit.succs(Block(b as u32)).iter().map(|s| s.0).collect()).collect();
    assert_eq!(got, final_succs, "final CFG of {succs:?}");
    assert_eq!(edit.order().map(|b| b.0).collect::<Vec<_>>(), order, "block order of {succs:?}");
    // The loops, kept up to date split by split, are the final CFG's.
    let final_cfg = cfg_from(&final_succs);
    let recomputed = LoopForest::compute(&final_cfg, &DomTree::compute(&final_cfg));
    for b in final_cfg.blocks() {
        assert_eq!(
            loops.loop_of(b).map(|l| loops.header(l)),
            recomputed.loop_of(b).map(|l| recomputed.header(l)),
            "loop of {b:?} after splitting {succs:?}"
        );
    }
    exits
}

#[test]
fn critical_edge_splitting_matches_a_naive_simulation() {
    let mut exits = 0;
    for_random_cfgs(8, |rng, _, succs| exits += check_splitting(rng, succs));
    for case in 0..cases() {
        let mut rng = Rng::new(9_000_000 + case);
        let n = 2 + rng.below(if case % 10 == 0 { 40 } else { 14 });
        let succs = random_loop_nest(&mut rng, n);
        exits += check_splitting(&mut rng, &succs);
    }
    assert!(exits as u64 > cases() / 10, "the loop nests exercise loop exits ({exits})");
}

#[test]
fn frontiers_match_the_definition() {
    for_random_cfgs(2, |_, cfg, succs| {
        let dt = DomTree::compute(cfg);
        let dom = naive_dominator_sets(cfg);
        let reach = reachable(cfg);
        let df = dominance_frontiers(cfg, &dt, usize::MAX).expect("unbounded budget");
        for x in 0..cfg.num_blocks() {
            if !reach[x] {
                continue;
            }
            let fast: BTreeSet<u32> = df.get(Block(x as u32)).iter().map(|b| b.0).collect();
            assert_eq!(fast.len(), df.get(Block(x as u32)).len(), "no duplicates in DF({x})");
            assert_eq!(fast, naive_frontier(cfg, &dom, &reach, x), "DF({x}) in {succs:?}");
        }
        assert!(dominance_frontiers(cfg, &dt, 0).is_none() || df.total() == 0, "the budget is enforced");
    });
}

#[test]
fn iterated_frontiers_match_fixpoint_with_both_methods() {
    for_random_cfgs(3, |rng, cfg, succs| {
        let dt = DomTree::compute(cfg);
        let dom = naive_dominator_sets(cfg);
        let reach = reachable(cfg);
        let mut by_frontiers = IdfCalculator::new(cfg, &dt);
        assert!(by_frontiers.uses_frontier_sets());
        let mut by_levels = m2r_test_hooks::sreedhar_gao(cfg, &dt);
        for _ in 0..4 {
            let defs: Vec<Block> = (0..1 + rng.below(4)).map(|_| Block(rng.below(cfg.num_blocks()) as u32)).collect();
            let def_set: BTreeSet<u32> = defs.iter().map(|b| b.0).collect();
            let expected = naive_idf(cfg, &dom, &reach, &def_set);
            for calc in [&mut by_frontiers, &mut by_levels] {
                let mut out = Vec::new();
                calc.calculate(cfg, &dt, &defs, &mut out);
                let got: BTreeSet<u32> = out.iter().map(|b| b.0).collect();
                assert_eq!(got.len(), out.len(), "no duplicates");
                assert_eq!(got, expected, "IDF({def_set:?}) in {succs:?}");
            }
        }
    });
}

#[test]
#[allow(clippy::needless_range_loop)] // indexes two tables by variable
fn placement_matches_upstream_and_idf_intersect_live_in() {
    for_random_cfgs(4, |rng, cfg, succs| {
        let num_vars = 1 + rng.below(4);
        let accesses = random_accesses(rng, cfg.num_blocks(), num_vars);
        let dt = DomTree::compute(cfg);
        let dom = naive_dominator_sets(cfg);
        let reach = reachable(cfg);
        let live_in = bitset_live_in(cfg, &accesses, num_vars);

        let mut expected = BTreeSet::new();
        for v in 0..num_vars {
            let defs: BTreeSet<u32> = (0..cfg.num_blocks() as u32)
                .filter(|&b| accesses.get(Block(b)).iter().any(|a| a.var.index() == v && a.kind == AccessKind::Store))
                .collect();
            for b in naive_idf(cfg, &dom, &reach, &defs) {
                if live_in[b as usize][v] {
                    expected.insert((v as u32, b));
                }
            }
        }
        let upstream = upstream_placement(cfg, &accesses, num_vars);
        assert_eq!(upstream, expected, "upstream's pruned IDF is IDF ∩ live-in, in {succs:?} with {accesses:?}");
        for v in 0..num_vars {
            let walked: Vec<usize> = live_in_blocks(cfg, &accesses, Var::new(v)).iter().map(|b| b.index()).collect();
            let dataflow: Vec<usize> = (0..cfg.num_blocks()).filter(|&b| live_in[b][v]).collect();
            assert_eq!(walked, dataflow, "live-in blocks of var {v} in {succs:?} with {accesses:?}");
        }

        // What the placer says it considered (for the explain report): the
        // live candidates are the placement, all of them minimal SSA's phis;
        // both ways of telling them apart.
        for method in [LivenessMethod::Auto, LivenessMethod::Simulation] {
            let placer = placer_by(method, cfg, &dt, &mut IdfCalculator::new(cfg, &dt), &accesses, num_vars);
            let considered: Vec<(Block, Var, bool)> = placer.minimal_ssa_phis().collect();
            assert!(considered.windows(2).all(|w| (w[0].0, w[0].1) < (w[1].0, w[1].1)), "by block, then variable");
            let live: BTreeSet<(u32, u32)> = considered.iter().filter(|c| c.2).map(|&(b, v, _)| (v.0, b.0)).collect();
            assert_eq!(live, expected, "live minimal-SSA phis ({method:?}) in {succs:?} with {accesses:?}");
            let mut minimal = BTreeSet::new();
            for v in (0..num_vars).filter(|&v| placer.is_exposed(Var::new(v))) {
                let defs: BTreeSet<u32> = placer.def_blocks(Var::new(v)).iter().map(|b| b.0).collect();
                minimal.extend(naive_idf(cfg, &dom, &reach, &defs).into_iter().map(|b| (v as u32, b)));
            }
            let all: BTreeSet<(u32, u32)> = considered.iter().map(|&(b, v, _)| (v.0, b.0)).collect();
            assert_eq!(all, minimal, "minimal-SSA phis ({method:?}) in {succs:?} with {accesses:?}");
            assert_eq!(placement_set(&placer.placement), expected, "placement ({method:?}) in {succs:?}");
        }

        for mut calc in [IdfCalculator::new(cfg, &dt), m2r_test_hooks::sreedhar_gao(cfg, &dt)] {
            let placement = fast_placement(cfg, &dt, &mut calc, &accesses, num_vars);
            assert_eq!(placement_set(&placement), expected, "placement in {succs:?} with {accesses:?}");
            // Phi ids are in creation order (by variable, then block) and each
            // block lists its phis latest first.
            let order: Vec<(Var, Block)> = placement.var_of.iter().map(|(p, &v)| (v, placement.block_of[p])).collect();
            assert!(order.windows(2).all(|w| w[0] < w[1]));
            for b in cfg.blocks() {
                let ids: Vec<PhiId> = placement.by_block.get(b).to_vec();
                assert!(ids.windows(2).all(|w| w[0] > w[1]));
                assert!(ids.iter().all(|&p| placement.block_of[p] == b));
            }
        }
    });
}

#[test]
fn renaming_with_undo_log_matches_upstreams_copying_walk() {
    for_random_cfgs(5, |rng, cfg, succs| {
        let num_vars = 1 + rng.below(4);
        let accesses = random_accesses(rng, cfg.num_blocks(), num_vars);
        let dt = DomTree::compute(cfg);
        let placement = fast_placement(cfg, &dt, &mut IdfCalculator::new(cfg, &dt), &accesses, num_vars);
        for order in [SuccessorOrder::FirstThenRestReversed, SuccessorOrder::ByLastOccurrence] {
            let expected = upstream_rename(cfg, &accesses, num_vars, &placement_set(&placement), order);
            let offsets = (0..cfg.num_blocks())
                .scan(0, |acc, b| {
                    let start = *acc;
                    *acc += accesses.get(Block(b as u32)).len();
                    Some(start)
                })
                .collect();
            let mut ours = LoggingRenamer {
                accesses: &accesses,
                offsets,
                placement: &placement,
                state: UndoState::new(std::iter::repeat_n(TwinVal::Undef, num_vars)),
                log: RenameLog::default(),
            };
            walk(cfg, &mut WalkScratch::default(), &mut ours, order);
            assert_eq!(ours.log, expected, "renaming ({order:?}) in {succs:?} with {accesses:?}");
        }
    });
}

/// Random sets, checkpoints and rollbacks of a renaming state, with
/// arrivals at a few blocks in between: at each arrival after a block's
/// first, every phi [`ChangedPhis`] leaves out has its variable's value of
/// the block's previous arrival.
#[test]
fn changed_phis_leave_out_only_unchanged_variables() {
    let mut skipped = 0;
    for case in 0..cases() {
        let mut rng = Rng::new(case.wrapping_mul(7_000_003));
        let num_vars = 1 + rng.below(40);
        let num_blocks = 1 + rng.below(4);
        // Each block's phis: a variable each, ascending or descending.
        let block_vars: Vec<Vec<Var>> = (0..num_blocks)
            .map(|_| {
                let mut vars: Vec<Var> = (0..num_vars).filter(|_| rng.below(3) > 0).map(Var::new).collect();
                if rng.below(2) == 0 {
                    vars.reverse();
                }
                vars
            })
            .collect();
        let mut state = UndoState::<Var, u32>::new(vec![0; num_vars]);
        let mut changed = ChangedPhis::default();
        let phis: Csr<Block, Var> = Csr::from_lists(block_vars.iter().map(|vars| vars.iter().copied()));
        changed.reset(num_blocks, &phis, &mut state);
        let mut checkpoints = Vec::new();
        let mut previous: Vec<Option<Vec<u32>>> = vec![None; num_blocks];
        for _ in 0..300 {
            match rng.below(8) {
                // Few values, so that some changes set a value back.
                0..=2 => state.set(Var::new(rng.below(num_vars)), rng.below(3) as u32),
                3 => checkpoints.push(state.checkpoint()),
                4 => {
                    if let Some(to) = checkpoints.pop() {
                        state.rollback(to);
                    }
                }
                _ => {
                    let b = rng.below(num_blocks);
                    let vars = &block_vars[b];
                    let first = previous[b].is_none();
                    let found = changed.find(Block::new(b), vars, &state, first).map(<[usize]>::to_vec);
                    let now: Vec<u32> = vars.iter().map(|&v| state.get(v)).collect();
                    match (found, &previous[b]) {
                        (Some(found), Some(before)) => {
                            assert!(found.windows(2).all(|w| w[0] < w[1]) && found.iter().all(|&o| o < vars.len()));
                            for (offset, (&now, &before)) in now.iter().zip(before).enumerate() {
                                if !found.contains(&offset) {
                                    skipped += 1;
                                    assert_eq!(now, before, "case {case}: block {b}'s phi {offset} left out");
                                }
                            }
                        }
                        (Some(_), None) => panic!("case {case}: a first arrival must look at every phi"),
                        (None, _) => {}
                    }
                    previous[b] = Some(now);
                }
            }
        }
    }
    assert!(skipped > 0, "no arrival left a phi out");
}

#[test]
fn deep_chains_do_not_overflow_the_stack() {
    // A 200,000-block chain with a back edge to block 1 and a side exit from
    // every block: every algorithm must be iterative.
    let n = 200_000u32;
    let succs: Vec<Vec<u32>> = (0..n).map(|b| if b + 1 < n { vec![b + 1, n - 1] } else { vec![1] }).collect();
    let cfg = cfg_from(&succs);
    let dt = DomTree::compute(&cfg);
    assert_eq!(dt.level(Block(n - 2)), n - 2);
    let mut idf = IdfCalculator::new(&cfg, &dt);
    let mut out = Vec::new();
    idf.calculate(&cfg, &dt, &[Block(n / 2)], &mut out);
    assert!(out.contains(&Block(n - 1)));
    let accesses = Csr::from_lists((0..n).map(|b| match b {
        1 => vec![Access { var: Var(0), kind: AccessKind::Load }],
        b if b == n / 2 => vec![Access { var: Var(0), kind: AccessKind::Store }],
        _ => vec![],
    }));
    let placement = fast_placement(&cfg, &dt, &mut idf, &accesses, 1);
    assert!(!placement.is_empty());
}

mod m2r_test_hooks {
    use super::*;
    use m2r::ssa::idf::IdfStrategy;
    pub fn sreedhar_gao(cfg: &Cfg, dt: &DomTree) -> IdfCalculator {
        IdfCalculator::with_strategy(cfg, dt, IdfStrategy::SreedharGao)
    }
}
