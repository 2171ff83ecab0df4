//! Property tests of reg2mem's LLVM-free pieces: the natural loop forest
//! LLVM's `LoopInfo` computes, and `SplitAllCriticalEdges` keeping loops
//! simplified, each against a slow twin (loops from their definition, the
//! splitting simulated on plain vectors), on random CFGs and loop nests.
//!
//! `M2R_PROPERTY_CASES` sets the number of random cases (default 3000).

use std::collections::{BTreeMap, BTreeSet};

use m2r::demote::loops::LoopForest;
use m2r::demote::split::{split_all_critical_edges, BlockKind, EditableCfg, SplitStep};
use m2r_ssa::{Block, Cfg, DomTree};
use m2r_testkit::twins::{dominator_sets, reachable};
use m2r_testkit::{env_u64, random_loop_nest, Rng};

fn cfg_from(succs: &[Vec<u32>]) -> Cfg {
    Cfg::from_successors(succs.iter().map(|s| s.iter().map(|&b| Block::new(b as usize)).collect::<Vec<_>>()))
        .expect("in range")
}

fn cases() -> u64 {
    env_u64("M2R_PROPERTY_CASES", 3000)
}

/// Runs `check` on `cases()` random CFGs of 1 to 40 blocks.
fn for_random_cfgs(seed: u64, mut check: impl FnMut(&mut Rng, &Cfg, &[Vec<u32>])) {
    m2r_testkit::for_random_cfgs(seed, cases(), false, |rng, succs| check(rng, &cfg_from(succs), succs));
}

/// Natural loops by their definition: for each reachable header `h` with
/// back edges (from reachable blocks `h` dominates), `h` and every reachable
/// block that reaches a latch without passing through `h`. Keyed by header.
fn naive_loops(cfg: &Cfg, dom: &[BTreeSet<u32>], reach: &[bool]) -> BTreeMap<u32, BTreeSet<u32>> {
    let mut loops = BTreeMap::new();
    for h in 0..cfg.num_blocks() as u32 {
        let latches: Vec<Block> = cfg
            .preds(Block::new(h as usize))
            .iter()
            .copied()
            .filter(|p| reach[p.index()] && dom[p.index()].contains(&h))
            .collect();
        if !reach[h as usize] || latches.is_empty() {
            continue;
        }
        let mut body: BTreeSet<u32> = [h].into();
        let mut stack = latches;
        while let Some(b) = stack.pop() {
            if reach[b.index()] && body.insert(b.index() as u32) {
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
        let loops = naive_loops(&cfg, &dominator_sets(succs), &reachable(succs));
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
                steps.push(SplitStep::CriticalEdge {
                    source: Block::new(t as usize),
                    slot,
                    dest: Block::new(d as usize),
                    new: Block::new(new as usize),
                });
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
                    dest: Block::new(d as usize),
                    preds: loop_preds.iter().map(|&p| Block::new(p as usize)).collect(),
                    new: Block::new(new as usize),
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
fn loops_match_the_definition() {
    for_random_cfgs(7, |_, cfg, succs| {
        let dt = DomTree::compute(cfg);
        let forest = LoopForest::compute(cfg, &dt);
        let naive = naive_loops(cfg, &dominator_sets(succs), &reachable(succs));
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
                found.push(forest.header(x).index() as u32);
                l = forest.parent(x);
            }
            assert_eq!(found, around(b.index() as u32), "loops around {b:?} in {succs:?}");
            assert_eq!(forest.is_header(b), naive.contains_key(&(b.index() as u32)));
            if let Some(lp) = forest.loop_of(b) {
                assert_eq!(forest.depth(lp) as usize, found.len());
                for (&h, body) in &naive {
                    let other = forest.loop_of(Block::new(h as usize)).unwrap();
                    assert_eq!(
                        forest.contains(other, b),
                        body.contains(&(b.index() as u32)),
                        "{b:?} in the loop of {h} in {succs:?}"
                    );
                }
            }
        }
    });
}

/// Splits every critical edge of `succs` both ways and compares.
fn check_splitting(rng: &mut Rng, succs: &[Vec<u32>]) -> usize {
    let cfg = cfg_from(succs);
    let kinds: Vec<BlockKind> = cfg
        .blocks()
        .map(|b| BlockKind { eh_pad: b.index() != 0 && rng.chance(5), indirect_br: rng.chance(5) })
        .collect();
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
        (0..edit.num_blocks()).map(|b| edit.succs(Block::new(b)).iter().map(|s| s.index() as u32).collect()).collect();
    assert_eq!(got, final_succs, "final CFG of {succs:?}");
    assert_eq!(edit.order().map(|b| b.index() as u32).collect::<Vec<_>>(), order, "block order of {succs:?}");
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
