use std::collections::BTreeSet;

use m2r_testkit::Rng;

use super::twins::*;
use super::{cases, cfg_from, for_random_cfgs, random_program, with_accesses};
use crate::cfg::Cfg;
use crate::domtree::DomTree;
use crate::entity::Csr;
use crate::error::Error;
use crate::flow::ControlFlow;
use crate::idf::{dominance_frontiers, IdfCalculator, IdfStrategy};
use crate::ids::{Block, PhiId, Var};
use crate::live_in::live_in_blocks;
use crate::placement::{LivenessMethod, PhiPlacement, Placer};
use crate::testing::Program;
use crate::traits::{Access, AccessKind};
use crate::undo::{ChangedPhis, UndoState};
use crate::walk::{walk, SuccessorOrder, Visitor, WalkScratch};
use m2r_testkit::twins::{dominates, dominator_sets, reachable};

/// Our renaming walk with the undo log, recording what the twin records.
struct LoggingRenamer<'a> {
    program: &'a Program,
    offsets: Vec<usize>,
    placement: &'a PhiPlacement,
    state: UndoState<Var, TwinVal>,
    log: RenameLog,
}

impl Visitor for LoggingRenamer<'_> {
    fn checkpoint(&mut self) -> usize {
        self.state.checkpoint()
    }
    fn rollback(&mut self, to: usize) {
        self.state.rollback(to);
    }
    fn arrive(&mut self, block: Block, pred: Block, edges: u32, _visited_before: bool) {
        for &phi in self.placement.phis_in(block) {
            let var = self.placement.vars()[phi];
            for _ in 0..edges {
                self.log.entries.push(((var.0, block.0), pred.0, self.state.get(var)));
            }
            self.state.set(var, TwinVal::Phi(var.0, block.0));
        }
    }
    fn visit(&mut self, block: Block) {
        for (i, a) in self.program.accesses[block.index()].iter().enumerate() {
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

/// A placer of `method` run on `program`, its IDFs by `strategy`.
fn placer_by(method: LivenessMethod, strategy: IdfStrategy, program: &Program) -> (Placer, Result<(), Error>) {
    let mut flow = ControlFlow::new();
    flow.read(program).expect("in range");
    flow.force_idf_strategy(strategy);
    let mut placer = Placer::default();
    placer.method = method;
    let result = placer.place(&mut flow, program).map(|_| ());
    (placer, result)
}

fn placement_set(p: &PhiPlacement) -> BTreeSet<(u32, u32)> {
    p.vars().iter().map(|(phi, v)| (v.0, p.blocks()[phi].0)).collect()
}

#[test]
fn dominators_match_set_intersection() {
    for_random_cfgs(1, |_, cfg, succs| {
        let dt = DomTree::compute(cfg);
        let dom = dominator_sets(succs);
        let reach = reachable(succs);
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
                    dominates(&dom, &reach, a, b),
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
fn frontiers_match_the_definition() {
    for_random_cfgs(2, |_, cfg, succs| {
        let dt = DomTree::compute(cfg);
        let dom = dominator_sets(succs);
        let reach = reachable(succs);
        let df = dominance_frontiers(cfg, &dt, usize::MAX).unwrap().expect("unbounded budget");
        for x in 0..cfg.num_blocks() {
            if !reach[x] {
                continue;
            }
            let fast: BTreeSet<u32> = df.get(Block(x as u32)).iter().map(|b| b.0).collect();
            assert_eq!(fast.len(), df.get(Block(x as u32)).len(), "no duplicates in DF({x})");
            assert_eq!(fast, naive_frontier(cfg, &dom, &reach, x), "DF({x}) in {succs:?}");
        }
        assert!(dominance_frontiers(cfg, &dt, 0).unwrap().is_none() || df.total() == 0, "the budget is enforced");
    });
}

/// Functions of 65 to 128 blocks, whose frontiers the calculator keeps as
/// double words (the random CFGs above stay within one word).
#[test]
fn iterated_frontiers_of_wider_functions_match_fixpoint_with_every_method() {
    let mut rng = Rng::new(0x1df_128);
    for _ in 0..cases() / 20 {
        let n = 65 + rng.below(64);
        let succs = m2r_testkit::random_successors(&mut rng, n);
        let cfg = cfg_from(&succs);
        let dt = DomTree::compute(&cfg);
        let (dom, reach) = (dominator_sets(&succs), reachable(&succs));
        let mut calcs = [IdfStrategy::Auto, IdfStrategy::Lists, IdfStrategy::SreedharGao]
            .map(|strategy| IdfCalculator::with_strategy(&cfg, &dt, strategy));
        assert!(calcs[0].uses_wide_masks(), "{n} blocks take double words");
        for _ in 0..4 {
            let defs: Vec<Block> = (0..1 + rng.below(6)).map(|_| Block(rng.below(n) as u32)).collect();
            let def_set: BTreeSet<u32> = defs.iter().map(|b| b.0).collect();
            let expected = naive_idf(&cfg, &dom, &reach, &def_set);
            for calc in &mut calcs {
                let mut out = Vec::new();
                calc.calculate(&cfg, &dt, &defs, &mut out);
                let got: BTreeSet<u32> = out.iter().map(|b| b.0).collect();
                assert_eq!(got.len(), out.len(), "no duplicates");
                assert_eq!(got, expected, "IDF({def_set:?}) in {succs:?}");
            }
        }
    }
}

#[test]
fn iterated_frontiers_match_fixpoint_with_both_methods() {
    for_random_cfgs(3, |rng, cfg, succs| {
        let dt = DomTree::compute(cfg);
        let dom = dominator_sets(succs);
        let reach = reachable(succs);
        let mut by_masks = IdfCalculator::with_strategy(cfg, &dt, IdfStrategy::Auto);
        let mut by_frontiers = IdfCalculator::with_strategy(cfg, &dt, IdfStrategy::Lists);
        assert!(by_frontiers.uses_frontier_sets() && by_masks.uses_frontier_sets());
        let mut by_levels = IdfCalculator::with_strategy(cfg, &dt, IdfStrategy::SreedharGao);
        for _ in 0..4 {
            let defs: Vec<Block> = (0..1 + rng.below(4)).map(|_| Block(rng.below(cfg.num_blocks()) as u32)).collect();
            let def_set: BTreeSet<u32> = defs.iter().map(|b| b.0).collect();
            let expected = naive_idf(cfg, &dom, &reach, &def_set);
            for calc in [&mut by_masks, &mut by_frontiers, &mut by_levels] {
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
    let mut refused = 0;
    for_random_cfgs(4, |rng, cfg, succs| {
        let program = random_program(rng, succs);
        let num_vars = program.vars;
        let dom = dominator_sets(succs);
        let reach = reachable(succs);
        let live_in = bitset_live_in(cfg, &program);

        let mut expected = BTreeSet::new();
        for v in 0..num_vars {
            let defs: BTreeSet<u32> = (0..cfg.num_blocks() as u32)
                .filter(|&b| {
                    program.accesses[b as usize].iter().any(|a| a.var.index() == v && a.kind == AccessKind::Store)
                })
                .collect();
            for b in naive_idf(cfg, &dom, &reach, &defs) {
                if live_in[b as usize][v] {
                    expected.insert((v as u32, b));
                }
            }
        }
        let accesses = &program.accesses;
        let upstream = upstream_placement(cfg, &program);
        assert_eq!(upstream, expected, "upstream's pruned IDF is IDF ∩ live-in, in {succs:?} with {accesses:?}");
        for v in 0..num_vars {
            let walked: Vec<usize> =
                live_in_blocks(cfg, &program, Var::new(v)).unwrap().iter().map(|b| b.index()).collect();
            let dataflow: Vec<usize> = (0..cfg.num_blocks()).filter(|&b| live_in[b][v]).collect();
            assert_eq!(walked, dataflow, "live-in blocks of var {v} in {succs:?} with {accesses:?}");
        }
        // A phi in block 0 is refused, naming the first variable that needs one.
        let in_entry = expected.iter().find(|&&(_, b)| b == 0).map(|&(v, _)| Var(v));

        // What the placer says it considered (for tools that explain it):
        // the live candidates are the placement, all of them minimal SSA's
        // phis; both ways of telling them apart, both ways to the IDFs.
        for method in [LivenessMethod::Auto, LivenessMethod::Simulation] {
            for strategy in [IdfStrategy::Auto, IdfStrategy::Lists, IdfStrategy::SreedharGao] {
                let (placer, result) = placer_by(method, strategy, &program);
                if let Some(var) = in_entry {
                    assert_eq!(result, Err(Error::PhiInEntry { var }), "({method:?}) in {succs:?} with {accesses:?}");
                    assert!(placer.placement().is_none(), "nothing to use after a refusal");
                    refused += 1;
                    continue;
                }
                assert_eq!(result, Ok(()));
                let considered: Vec<(Block, Var, bool)> = placer.minimal_ssa_phis().collect();
                assert!(considered.windows(2).all(|w| (w[0].0, w[0].1) < (w[1].0, w[1].1)), "by block, then variable");
                let live: BTreeSet<(u32, u32)> =
                    considered.iter().filter(|c| c.2).map(|&(b, v, _)| (v.0, b.0)).collect();
                assert_eq!(live, expected, "live minimal-SSA phis ({method:?}) in {succs:?} with {accesses:?}");
                let mut minimal = BTreeSet::new();
                for v in (0..num_vars).filter(|&v| placer.is_exposed(Var::new(v))) {
                    let defs: BTreeSet<u32> = placer.def_blocks(Var::new(v)).iter().map(|b| b.0).collect();
                    minimal.extend(naive_idf(cfg, &dom, &reach, &defs).into_iter().map(|b| (v as u32, b)));
                }
                let all: BTreeSet<(u32, u32)> = considered.iter().map(|&(b, v, _)| (v.0, b.0)).collect();
                assert_eq!(all, minimal, "minimal-SSA phis ({method:?}) in {succs:?} with {accesses:?}");
                let placement = placer.placement().expect("placed");
                assert_eq!(placement_set(placement), expected, "placement ({method:?}) in {succs:?}");
                // Phi ids are in creation order (by variable, then block) and
                // each block lists its phis latest first.
                let order: Vec<(Var, Block)> =
                    placement.vars().iter().map(|(p, &v)| (v, placement.blocks()[p])).collect();
                assert!(order.windows(2).all(|w| w[0] < w[1]));
                for b in cfg.blocks() {
                    let ids: Vec<PhiId> = placement.phis_in(b).to_vec();
                    assert!(ids.windows(2).all(|w| w[0] > w[1]));
                    assert!(ids.iter().all(|&p| placement.blocks()[p] == b));
                }
            }
        }
    });
    assert!(refused > 0, "some random CFG needs a phi in block 0");
}

#[test]
fn renaming_with_undo_log_matches_upstreams_copying_walk() {
    for_random_cfgs(5, |rng, cfg, succs| {
        let program = random_program(rng, succs);
        let (placer, result) = placer_by(LivenessMethod::Auto, IdfStrategy::Auto, &program);
        if result.is_err() {
            return; // a phi in block 0: LLVM never has one, and nor do we
        }
        let placement = placer.placement().expect("placed");
        for order in [SuccessorOrder::FirstThenRestReversed, SuccessorOrder::ByLastOccurrence] {
            let expected = upstream_rename(cfg, &program, &placement_set(placement), order);
            let offsets = program
                .accesses
                .iter()
                .scan(0, |acc, list| {
                    let start = *acc;
                    *acc += list.len();
                    Some(start)
                })
                .collect();
            let mut ours = LoggingRenamer {
                program: &program,
                offsets,
                placement,
                state: UndoState::new(std::iter::repeat_n(TwinVal::Undef, program.vars)),
                log: RenameLog::default(),
            };
            walk(cfg, &mut WalkScratch::default(), &mut ours, order);
            let accesses = &program.accesses;
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
    let cfg: Cfg = cfg_from(&succs);
    let dt = DomTree::compute(&cfg);
    assert_eq!(dt.level(Block(n - 2)), n - 2);
    let mut idf = IdfCalculator::with_strategy(&cfg, &dt, IdfStrategy::Auto);
    let mut out = Vec::new();
    idf.calculate(&cfg, &dt, &[Block(n / 2)], &mut out);
    assert!(out.contains(&Block(n - 1)));
    let accesses = (0..n)
        .map(|b| match b {
            1 => vec![Access::load(Var(0))],
            b if b == n / 2 => vec![Access::store(Var(0))],
            _ => vec![],
        })
        .collect();
    let program =
        Program { succs: succs.iter().map(|s| s.iter().map(|&b| Block(b)).collect()).collect(), accesses, vars: 1 };
    let (placer, result) = placer_by(LivenessMethod::Auto, IdfStrategy::Auto, &program);
    assert_eq!(result, Ok(()));
    assert!(!placer.placement().expect("placed").is_empty());
}

/// Large batches, whose placements are sorted by counting rather than by
/// comparison, in both ways of pruning (live-in words up to 64 variables,
/// the walk above): the same placement as LLVM's, transcribed.
#[test]
fn large_placements_match_upstream() {
    for (seed, n, vars) in [(1, 1500, 40), (2, 1500, 90), (3, 3000, 20)] {
        let mut rng = Rng::new(seed);
        let mut succs = m2r_testkit::random_successors(&mut rng, n);
        // Every block goes on, so that most of the function is reachable.
        for (b, list) in succs.iter_mut().enumerate().filter(|(b, l)| l.is_empty() && b + 1 < n) {
            list.push(b as u32 + 1);
        }
        let cfg = cfg_from(&succs);
        let program = with_accesses(&mut rng, &succs, vars, 6);
        let (placer, result) = placer_by(LivenessMethod::Auto, IdfStrategy::Auto, &program);
        assert_eq!(result, Ok(()));
        let placement = placer.placement().expect("placed");
        assert!(
            placement.len() >= 64 && placement.len() * 16 >= n + vars,
            "{} phis: not sorted by counting",
            placement.len()
        );
        assert_eq!(placement_set(placement), upstream_placement(&cfg, &program), "seed {seed}");
        let order: Vec<(Var, Block)> = placement.vars().iter().map(|(p, &v)| (v, placement.blocks()[p])).collect();
        assert!(order.windows(2).all(|w| w[0] < w[1]), "creation order");
    }
}

/// A placer that gave its scratch back (as a caller does after a large
/// function) keeps its placement, element for element, and places the next
/// function as a new placer would: both pruning ways, on the large
/// batches above.
#[test]
fn a_released_placer_keeps_its_placement_and_places_again() {
    let mut rng = Rng::new(7);
    let programs: Vec<Program> = [(1500, 40), (1500, 90), (600, 20)]
        .into_iter()
        .map(|(n, vars)| {
            let mut succs = m2r_testkit::random_successors(&mut rng, n);
            for (b, list) in succs.iter_mut().enumerate().filter(|(b, l)| l.is_empty() && b + 1 < n) {
                list.push(b as u32 + 1);
            }
            with_accesses(&mut rng, &succs, vars, 6)
        })
        .collect();
    let listed =
        |p: &PhiPlacement| -> Vec<(Var, Block)> { p.vars().iter().map(|(phi, &v)| (v, p.blocks()[phi])).collect() };
    let mut placer = Placer::default();
    for (i, program) in programs.iter().enumerate() {
        let mut flow = ControlFlow::new();
        flow.read(program).expect("in range");
        placer.place(&mut flow, program).expect("placed");
        let before = listed(placer.placement().expect("placed"));
        assert!(!before.is_empty(), "program {i} needs phis");
        placer.release_scratch();
        let kept = placer.placement().expect("the placement is kept");
        assert_eq!(listed(kept), before, "program {i}");
        assert_eq!(kept.num_vars(), program.vars, "program {i}");
        let fresh = placer_by(LivenessMethod::Auto, IdfStrategy::Auto, program).0;
        assert_eq!(listed(fresh.placement().expect("placed")), before, "program {i}: as a new placer's");
    }
}
