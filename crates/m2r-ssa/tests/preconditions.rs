//! Every entry point checks its input before its first edit: an edge into
//! block 0, a successor out of range, a variable out of range, a phi whose
//! entries do not match its block's predecessors, a placement or analysis
//! for another function. Each is handled (an edge into block 0 where no
//! phi is needed there) or refused with the error that says so, and a
//! refused function gets no call that edits it. Written against the
//! public API only, as a client would.

use std::cell::Cell;

use m2r_ssa::{
    construct_ssa, destruct_ssa, rename, Access, Arrival, Block, Builder, Cfg, ControlFlow, EdgeEntries, Error,
    Function, Graph, PhiFunction, PhiId, Placer, Renaming, RenamingScratch, SuccessorOrder, Var,
};

/// A function before SSA: successors and accesses per block.
struct Ir {
    succs: Vec<Vec<Block>>,
    accesses: Vec<Vec<Access>>,
    vars: usize,
}

impl Graph for Ir {
    fn num_blocks(&self) -> usize {
        self.succs.len()
    }
    fn successors(&self, b: Block) -> &[Block] {
        &self.succs[b.index()]
    }
}

impl Function for Ir {
    fn num_vars(&self) -> usize {
        self.vars
    }
    fn accesses(&self, b: Block) -> &[Access] {
        &self.accesses[b.index()]
    }
}

fn b(i: usize) -> Block {
    Block::new(i)
}

const X: Var = Var::new(0);

/// Values are what wrote them: ("w", block, index), ("undef", var), ("phi", block, var).
type Value = (&'static str, usize, usize);

/// Logs every call; reads' values are kept.
#[derive(Default)]
struct Log {
    calls: Vec<String>,
    reads: Vec<((usize, usize), Value)>,
}

impl Builder for Log {
    type Value = Value;
    fn written_value(&mut self, block: Block, index: usize) -> Value {
        self.calls.push("written_value".into());
        ("w", block.index(), index)
    }
    fn undefined(&mut self, var: Var) -> Value {
        self.calls.push("undefined".into());
        ("undef", var.index(), 0)
    }
    fn create_phi(&mut self, block: Block, var: Var) -> Value {
        self.calls.push("create_phi".into());
        ("phi", block.index(), var.index())
    }
    fn add_phi_entries(&mut self, _: EdgeEntries<'_, Value>) {
        self.calls.push("add_phi_entries".into());
    }
    fn replace_read(&mut self, block: Block, index: usize, value: Value) {
        self.calls.push("replace_read".into());
        self.reads.push(((block.index(), index), value));
    }
    fn remove_write(&mut self, _: Block, _: usize) {
        self.calls.push("remove_write".into());
    }
}

/// The case: b0 reads x, writes x, and jumps to itself and to b1.
/// x is live around the loop into b0, so its SSA form needs a phi in b0,
/// which would have no entry for the start: refused by every entry point
/// that places phis, before anything is edited.
#[test]
fn a_phi_needed_in_block_0_is_refused_by_every_entry_point() {
    let f = Ir {
        succs: vec![vec![b(0), b(1)], vec![]],
        accesses: vec![vec![Access::load(X), Access::store(X)], vec![]],
        vars: 1,
    };
    let mut log = Log::default();
    assert_eq!(construct_ssa(&f, &mut log), Err(Error::PhiInEntry { var: X }));
    assert!(log.calls.is_empty(), "no call before the refusal: {:?}", log.calls);

    let mut flow = ControlFlow::new();
    flow.read(&f).unwrap();
    let mut placer = Placer::new();
    assert_eq!(placer.place(&mut flow, &f).err(), Some(Error::PhiInEntry { var: X }));
    assert!(placer.placement().is_none(), "a refused placement cannot be used");
    let message = Error::PhiInEntry { var: X }.to_string();
    assert!(message.contains("block 0") && message.contains("entry block"), "{message}");

    // The recipe: an entry block in front, and the same function goes into SSA.
    let g = Ir {
        succs: vec![vec![b(1)], vec![b(1), b(2)], vec![]],
        accesses: vec![vec![], vec![Access::load(X), Access::store(X)], vec![]],
        vars: 1,
    };
    let mut log = Log::default();
    assert_eq!(construct_ssa(&g, &mut log).map(|s| s.phis), Ok(1));
    assert_eq!(log.reads, [((1, 0), ("phi", 1, 0))]);
}

/// An edge into block 0 where no variable is live around it: correct SSA,
/// from the one-call entry point and from the stages alike. b0 writes x
/// then reads it, loops to itself or goes on to b1, which reads x: both
/// reads see the write; nothing is placed.
#[test]
fn an_edge_into_block_0_with_no_phi_needed_there_is_handled() {
    let f = Ir {
        succs: vec![vec![b(0), b(1)], vec![]],
        accesses: vec![vec![Access::store(X), Access::load(X)], vec![Access::load(X)]],
        vars: 1,
    };
    let mut log = Log::default();
    let summary = construct_ssa(&f, &mut log).unwrap();
    assert_eq!((summary.phis, summary.reads, summary.writes), (0, 2, 1));
    assert_eq!(log.reads, [((0, 1), ("w", 0, 0)), ((1, 0), ("w", 0, 0))]);

    let mut flow = ControlFlow::new();
    flow.read(&f).unwrap();
    assert_eq!(flow.dominators().idom(b(1)), Some(b(0)));
    let mut placer = Placer::new();
    let placement = placer.place(&mut flow, &f).unwrap();
    assert!(placement.is_empty());
    let mut reads = Reads::default();
    rename(&f, placement, [("undef", 0, 0)], &mut reads, SuccessorOrder::default(), &mut RenamingScratch::new())
        .unwrap();
    assert_eq!(reads.0, [((0, 1), ("w", 0, 0)), ((1, 0), ("w", 0, 0))]);
}

/// A renaming that keeps the reads' values.
#[derive(Default)]
struct Reads(Vec<((usize, usize), Value)>);

impl Renaming for Reads {
    type Value = Value;
    fn arrive(&mut self, _: Arrival<'_, Value>) -> bool {
        false
    }
    fn phi_value(&mut self, block: Block, _: PhiId, var: Var, _: Value) -> Value {
        ("phi", block.index(), var.index())
    }
    fn read(&mut self, block: Block, index: usize, _: Var, value: Value) {
        self.0.push(((block.index(), index), value));
    }
    fn write(&mut self, block: Block, index: usize, _: Var) -> Value {
        ("w", block.index(), index)
    }
}

/// A successor that is no block: refused by every entry point that reads a
/// graph, naming the block.
#[test]
fn a_successor_out_of_range_is_refused_by_every_entry_point() {
    let bad = Ir { succs: vec![vec![b(1)], vec![b(5)]], accesses: vec![vec![], vec![]], vars: 0 };
    let want = Error::SuccessorOutOfRange { block: b(1), successor: b(5), num_blocks: 2 };
    assert_eq!(Cfg::from_successors(bad.succs.clone()).err(), Some(want.clone()));
    assert_eq!(ControlFlow::new().read(&bad), Err(want.clone()));
    let mut log = Log::default();
    assert_eq!(construct_ssa(&bad, &mut log), Err(want.clone()));
    assert!(log.calls.is_empty());
    // The stages: a placement made for a good function of two blocks,
    // renamed with a bad one.
    let good = Ir { succs: vec![vec![b(1)], vec![]], accesses: vec![vec![], vec![]], vars: 0 };
    let mut flow = ControlFlow::new();
    flow.read(&good).unwrap();
    let mut placer = Placer::new();
    let placement = placer.place(&mut flow, &good).unwrap();
    let mut reads = Reads::default();
    let renamed = rename(&bad, placement, [], &mut reads, SuccessorOrder::default(), &mut RenamingScratch::new());
    assert_eq!(renamed, Err(want.clone()));
    let mut phis = Phis::new(bad.succs.clone(), vec![]);
    assert_eq!(destruct_ssa(&mut phis).err(), Some(want.clone()));
    assert!(phis.edits.is_empty());
    assert!(want.to_string().contains("block 1 has successor 5"), "{want}");
}

/// An access to a variable the function does not have, a placement or a
/// flow of another function, and the wrong number of initial values.
#[test]
fn variables_placements_and_initial_values_are_checked() {
    let f = Ir { succs: vec![vec![b(1)], vec![]], accesses: vec![vec![Access::store(Var::new(3))], vec![]], vars: 2 };
    let want = Error::VarOutOfRange { block: b(0), index: 0, var: Var::new(3), num_vars: 2 };
    let mut log = Log::default();
    assert_eq!(construct_ssa(&f, &mut log), Err(want.clone()));
    assert!(log.calls.is_empty());
    let mut flow = ControlFlow::new();
    flow.read(&f).unwrap();
    assert_eq!(Placer::new().place(&mut flow, &f).err(), Some(want));
    // The first access out of range in block order is the one named, with
    // every block reachable or not, and few variables or many (the placer
    // reads the accesses differently in each case).
    for (vars, unreachable) in [(2, false), (2, true), (70, false), (70, true)] {
        let bad = Var::new(vars);
        let mut accesses =
            vec![vec![Access::load(X)], vec![Access::store(X), Access::store(bad)], vec![Access::load(bad)]];
        let mut succs = vec![vec![b(1)], vec![b(2)], vec![]];
        if unreachable {
            succs.push(vec![b(1)]);
            accesses.push(vec![Access::load(bad)]);
        }
        let f = Ir { succs, accesses, vars };
        let want = Error::VarOutOfRange { block: b(1), index: 1, var: bad, num_vars: vars };
        let mut flow = ControlFlow::new();
        flow.read(&f).unwrap();
        assert_eq!(Placer::new().place(&mut flow, &f).err(), Some(want), "{vars} variables, unreachable {unreachable}");
    }

    let one = Ir { succs: vec![vec![]], accesses: vec![vec![Access::load(X)]], vars: 1 };
    let mut placer = Placer::new();
    assert_eq!(placer.place(&mut flow, &one).err(), Some(Error::OtherFunction { expected: 2, found: 1 }));
    let mut one_flow = ControlFlow::new();
    one_flow.read(&one).unwrap();
    let placement = placer.place(&mut one_flow, &one).unwrap();
    let (mut reads, mut scratch) = (Reads::default(), RenamingScratch::new());
    let two_values = [("undef", 0, 0), ("undef", 1, 0)];
    let renamed = rename(&one, placement, two_values, &mut reads, SuccessorOrder::default(), &mut scratch);
    assert_eq!(renamed, Err(Error::InitialValues { expected: 1, found: 2 }));
    let two_blocks = Ir { succs: vec![vec![b(1)], vec![]], accesses: vec![vec![], vec![]], vars: 1 };
    let renamed =
        rename(&two_blocks, placement, [("undef", 0, 0)], &mut reads, SuccessorOrder::default(), &mut scratch);
    assert_eq!(renamed, Err(Error::OtherFunction { expected: 1, found: 2 }));
    let two_vars = Ir { succs: vec![vec![]], accesses: vec![vec![Access::load(X)]], vars: 2 };
    let renamed = rename(&two_vars, placement, two_values, &mut reads, SuccessorOrder::default(), &mut scratch);
    assert_eq!(renamed, Err(Error::OtherVariables { expected: 1, found: 2 }));
    assert!(reads.0.is_empty(), "no read renamed before a refusal");
}

/// Another function of the same size is told apart: a flow or placement
/// of a graph with the same block count but other edges, a placement of a
/// function with other accesses, an access out of range given to `rename`
/// (which the placer never saw), a definition block out of range. Each was
/// `Ok` with wrong results, or a panic, before the checks.
#[test]
fn another_function_of_the_same_size_is_refused() {
    let load = Access::load(X);
    let store = Access::store(X);
    // A diamond 0 -> {1, 2} -> 3 that writes x in 1 and reads it in 3.
    let diamond = Ir {
        succs: vec![vec![b(1), b(2)], vec![b(3)], vec![b(3)], vec![]],
        accesses: vec![vec![store], vec![store], vec![], vec![load]],
        vars: 1,
    };
    // The same blocks and accesses, but 2 goes nowhere.
    let other_edges =
        Ir { succs: vec![vec![b(1), b(2)], vec![b(3)], vec![], vec![]], accesses: diamond.accesses.clone(), vars: 1 };
    let mut flow = ControlFlow::new();
    flow.read(&diamond).unwrap();
    let mut placer = Placer::new();
    assert_eq!(placer.place(&mut flow, &other_edges).err(), Some(Error::OtherGraph));
    assert!(placer.placement().is_none());

    let placement = placer.place(&mut flow, &diamond).unwrap();
    assert_eq!(placement.len(), 1);
    let (mut reads, mut scratch) = (Reads::default(), RenamingScratch::new());
    let undef = [("undef", 0, 0)];
    let order = SuccessorOrder::default();
    let renamed = rename(&other_edges, placement, undef, &mut reads, order, &mut scratch);
    assert_eq!(renamed, Err(Error::OtherGraph));
    // The same graph, one write fewer.
    let fewer = Ir { succs: diamond.succs.clone(), accesses: vec![vec![store], vec![], vec![], vec![load]], vars: 1 };
    let renamed = rename(&fewer, placement, undef, &mut reads, order, &mut scratch);
    assert_eq!(renamed, Err(Error::OtherAccesses { expected: 3, found: 2 }));
    // The same counts, but an access names variable 3 of 1.
    let out_of_range = Ir {
        succs: diamond.succs.clone(),
        accesses: vec![vec![store], vec![Access::store(Var::new(3))], vec![], vec![load]],
        vars: 1,
    };
    let renamed = rename(&out_of_range, placement, undef, &mut reads, order, &mut scratch);
    assert_eq!(renamed, Err(Error::VarOutOfRange { block: b(1), index: 0, var: Var::new(3), num_vars: 1 }));
    assert!(reads.0.is_empty(), "no read renamed before a refusal");
    // And the right one goes through.
    rename(&diamond, placement, undef, &mut reads, order, &mut scratch).unwrap();
    assert_eq!(reads.0.len(), 1);

    let mut idf = vec![];
    assert_eq!(
        flow.iterated_frontier(&[b(1), b(4)], &mut idf),
        Err(Error::BlockOutOfRange { block: b(4), num_blocks: 4 })
    );
    assert!(idf.is_empty());
    flow.iterated_frontier(&[b(1)], &mut idf).unwrap();
    assert_eq!(idf, [b(3)]);
}

/// A phi: its result and its entries.
type Phi = (u32, Vec<(Block, u32)>);

/// A function in SSA form: each block's phis.
struct Phis {
    succs: Vec<Vec<Block>>,
    phis: Vec<Vec<Phi>>,
    /// Every edit, in order.
    edits: Vec<String>,
    /// How many phi entries were read.
    entry_reads: Cell<usize>,
}

impl Phis {
    fn new(succs: Vec<Vec<Block>>, phis: Vec<Vec<Phi>>) -> Phis {
        let mut phis = phis;
        phis.resize(succs.len(), vec![]);
        Phis { succs, phis, edits: vec![], entry_reads: Cell::new(0) }
    }
}

impl Graph for Phis {
    fn num_blocks(&self) -> usize {
        self.succs.len()
    }
    fn successors(&self, b: Block) -> &[Block] {
        &self.succs[b.index()]
    }
}

impl PhiFunction for Phis {
    type Value = u32;
    fn num_phis(&self, b: Block) -> usize {
        self.phis[b.index()].len()
    }
    fn phi_result(&self, b: Block, i: usize) -> u32 {
        self.phis[b.index()][i].0
    }
    fn num_phi_entries(&self, b: Block, i: usize) -> usize {
        self.phis[b.index()][i].1.len()
    }
    fn phi_entry(&self, b: Block, i: usize, e: usize) -> (Block, u32) {
        self.entry_reads.set(self.entry_reads.get() + 1);
        self.phis[b.index()][i].1[e]
    }
    fn split_edge(&mut self, from: Block, index: usize) -> Block {
        self.edits.push(format!("split {} {index}", from.index()));
        let new = b(self.succs.len());
        let to = std::mem::replace(&mut self.succs[from.index()][index], new);
        self.succs.push(vec![to]);
        self.phis.push(vec![]);
        new
    }
    fn new_temporary(&mut self) -> u32 {
        self.edits.push("temporary".into());
        999
    }
    fn append_move(&mut self, at: Block, from: u32, to: u32) {
        self.edits.push(format!("move {from} -> {to} at {}", at.index()));
    }
    fn remove_phis(&mut self, at: Block) {
        self.edits.push(format!("remove phis of {}", at.index()));
        self.phis[at.index()].clear();
    }
}

/// Phis whose entries do not match their block's predecessor edges, and
/// two phis with one result: refused before the first edit, naming the
/// phi.
#[test]
fn phi_entries_that_do_not_match_the_predecessors_are_refused() {
    // 0 -> 2, 1 -> 2 (twice), 0 -> 1: block 2 has three edges, from 0, 1, 1.
    let succs = vec![vec![b(2), b(1)], vec![b(2), b(2)], vec![]];
    let good = vec![(10, vec![(b(0), 1), (b(1), 2), (b(1), 2)])];
    let cases: Vec<(Vec<Phi>, Error)> = vec![
        // One entry short.
        (
            vec![(10, vec![(b(0), 1), (b(1), 2)])],
            Error::PhiEntries { block: b(2), phi: 0, entries: 2, edges: 3, pred: None },
        ),
        // An entry from a block with no edge here.
        (
            vec![(10, vec![(b(0), 1), (b(1), 2), (b(2), 2)])],
            Error::PhiEntries { block: b(2), phi: 0, entries: 3, edges: 3, pred: Some(b(2)) },
        ),
        // Two entries from 0, which has one edge here.
        (
            vec![(10, vec![(b(0), 1), (b(0), 1), (b(1), 2)])],
            Error::PhiEntries { block: b(2), phi: 0, entries: 3, edges: 3, pred: Some(b(0)) },
        ),
        // A predecessor beyond the function.
        (
            vec![(10, vec![(b(0), 1), (b(1), 2), (b(9), 2)])],
            Error::PhiEntries { block: b(2), phi: 0, entries: 3, edges: 3, pred: Some(b(9)) },
        ),
        // Two phis, one result.
        (
            vec![good[0].clone(), (10, vec![(b(0), 3), (b(1), 4), (b(1), 4)])],
            Error::SharedPhiResult { block: b(2), phi: 1 },
        ),
    ];
    for (phis, want) in cases {
        let mut f = Phis::new(succs.clone(), vec![vec![], vec![], phis]);
        assert_eq!(destruct_ssa(&mut f).err(), Some(want.clone()));
        assert!(f.edits.is_empty(), "edits before the refusal of {want:?}: {:?}", f.edits);
    }
    let mut f = Phis::new(succs, vec![vec![], vec![], good]);
    let summary = destruct_ssa(&mut f).unwrap();
    // Every edge into 2 is critical (0 and 1 have two successors each).
    assert_eq!((summary.split_edges, summary.phis, summary.moves), (3, 1, 3));
}

/// A phi in block 0 with an edge into it: destruction needs no entry for
/// the start, so it is handled: the back edge gets the move. Block 0 is
/// also entered at the start, so that one edge is critical when its
/// source has another successor: a move at the end of the source would run
/// on the way out too (the lost copy).
#[test]
fn destruction_handles_an_edge_into_block_0() {
    // 0 -> 1; 1 -> 1: one edge into 0? None: 0's phi would be refused by
    // the checks; here 1 -> 0 from a block with one successor.
    let mut f = Phis::new(vec![vec![b(1)], vec![b(0)]], vec![vec![(10, vec![(b(1), 7)])]]);
    let summary = destruct_ssa(&mut f).unwrap();
    assert_eq!((summary.split_edges, summary.moves), (0, 1));
    assert_eq!(f.edits, ["move 7 -> 10 at 1", "remove phis of 0"]);

    // 0 -> 0, 1: block 0's phi takes 7 over the back edge, whose source
    // also leaves for 1. The move goes on a block of its own.
    let mut f = Phis::new(vec![vec![b(0), b(1)], vec![]], vec![vec![(10, vec![(b(0), 7)])]]);
    let summary = destruct_ssa(&mut f).unwrap();
    assert_eq!((summary.split_edges, summary.moves), (1, 1));
    assert_eq!(f.edits, ["split 0 0", "move 7 -> 10 at 2", "remove phis of 0"]);
    assert_eq!(f.succs, [vec![b(2), b(1)], vec![], vec![b(0)]]);
}

/// The lost copy as a program: b0's phi counts up, b1 leaves either back
/// to b0 or on to b2, which reads the phi. Run along the way out, the
/// copy for the back edge would have bumped the count once more.
#[test]
fn a_phi_in_block_0_keeps_its_copy_off_the_way_out() {
    // b0: i = phi [i1, b1]; b1: i1 = i + 1; if i1 < 3 goto b0 else b2; b2: print i.
    // Locations: 10 = i, 11 = i1.
    let mut f = Phis::new(vec![vec![b(1)], vec![b(0), b(2)], vec![]], vec![vec![(10, vec![(b(1), 11)])]]);
    destruct_ssa(&mut f).unwrap();
    // The move i := i1 is on the edge b1 -> b0 alone: in a block between them.
    assert_eq!(f.succs[1][1], b(2), "the way out is not split");
    let split = f.succs[1][0];
    assert_ne!(split, b(0));
    assert_eq!(f.succs[split.index()], [b(0)]);
    assert!(f.edits.contains(&format!("move 11 -> 10 at {}", split.index())), "{:?}", f.edits);
    assert!(!f.edits.contains(&"move 11 -> 10 at 1".to_string()), "{:?}", f.edits);
}

/// A join of many predecessors with several phis: destruction reads each
/// phi entry once (no search among a phi's entries per predecessor, which
/// made it quadratic in the predecessors), and every edge gets its phis'
/// moves.
#[test]
fn destruction_reads_each_phi_entry_once() {
    // 0 -> 1..=k (a switch), each -> k + 1, whose 3 phis take i, i + 100, i + 200 from i.
    let k = 500;
    let join = b(k + 1);
    let mut succs = vec![(1..=k).map(b).collect::<Vec<_>>()];
    succs.extend((1..=k).map(|_| vec![join]));
    succs.push(vec![]);
    let phis: Vec<Phi> =
        (0..3).map(|p| (10_000 + p, (1..=k).rev().map(|i| (b(i), i as u32 + 100 * p)).collect())).collect();
    let mut all = vec![vec![]; k + 2];
    all[k + 1] = phis;
    let mut f = Phis::new(succs, all);
    let summary = destruct_ssa(&mut f).unwrap();
    assert_eq!(f.entry_reads.get(), 3 * k);
    assert_eq!((summary.split_edges, summary.phis, summary.moves), (0, 3, 3 * k));
    for i in 1..=k {
        for p in 0..3 {
            let want = format!("move {} -> {} at {i}", i as u32 + 100 * p, 10_000 + p);
            assert!(f.edits.contains(&want), "{want}");
        }
    }
}
