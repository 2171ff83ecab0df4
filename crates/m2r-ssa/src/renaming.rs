//! The renaming stage of SSA construction, for clients that edit their IR as
//! the walk goes.
//!
//! [`construct_ssa`](crate::construct_ssa) records the whole result and then
//! applies it. A client whose edits must come in the walk's own order (the
//! LLVM plugin: use lists, names and debug records come out as LLVM's only
//! then) or that creates the phis itself runs the stages instead:
//!
//! 1. [`Placer::place`](crate::Placer::place): where the phis go;
//! 2. the client creates them, in any order it likes;
//! 3. [`rename`]: one walk over the function from block 0, which tells the
//!    client each read's value, asks each write's value, and hands it each
//!    arrival's phi entries, in the walk's order, through [`Renaming`];
//! 4. the blocks the walk does not reach (unreachable from block 0) are the
//!    client's: their reads get whatever an unwritten variable holds, their
//!    writes go, and an edge from one gives a phi that same undefined value;
//! 5. optionally, the [`Simplifier`](crate::Simplifier): a phi clean-up for
//!    an IR whose values can make a phi trivial.
//!
//! `construct_ssa` is these stages with a recording [`Renaming`] of its
//! own, so both kinds of client run the same placement and the same walk.
//!
//! The walk keeps one current value per variable and an undo log (see
//! [`crate::walk`]), and the order of the phis' entries is the walk's:
//! [`SuccessorOrder`] picks it.

use crate::checks::{count_accesses, Fingerprint};
use crate::entity::IdVec;
use crate::error::Error;
use crate::ids::{Block, Var};
use crate::placement::PhiPlacement;
use crate::traits::{AccessKind, Arrival, Function, Renaming};
use crate::undo::{ChangedPhis, UndoState};
use crate::walk::{walk, SuccessorOrder, Visitor, WalkScratch};

/// [`rename`]'s buffers, kept from one function to the next.
pub struct RenamingScratch<V> {
    walk: WalkScratch,
    state: UndoState<Var, V>,
    changed: ChangedPhis,
    /// Per block, what the client's latest [`Renaming::arrive`] there said.
    settled: IdVec<Block, bool>,
    /// The variable of each phi, by slot in `by_block`.
    slot_vars: Vec<Var>,
}

impl<V: Copy> RenamingScratch<V> {
    /// Empty buffers.
    pub fn new() -> Self {
        Self::default()
    }
}

impl<V: Copy> Default for RenamingScratch<V> {
    fn default() -> Self {
        RenamingScratch {
            walk: WalkScratch::default(),
            state: UndoState::default(),
            changed: ChangedPhis::default(),
            settled: IdVec::new(),
            slot_vars: Vec::new(),
        }
    }
}

/// Walks `function` from block 0 and drives `renaming` (see [`Renaming`]
/// for the order of its calls): every read of a reachable block gets the
/// value its variable has there, `placement`'s phis get one entry per edge
/// from a reachable block, and every variable starts as its `initial`
/// value. Blocks no walk reaches are left to the client.
///
/// Fails before the first call to `renaming` if `placement` was made for
/// another function (another number of blocks, variables or accesses, or
/// other edges), `initial` does not give one value per variable, a
/// successor is out of range, or an access names a variable out of range.
///
/// ```
/// use m2r_ssa::{rename, Access, Arrival, Block, ControlFlow, Function, Graph};
/// use m2r_ssa::{PhiId, Placer, RenamingScratch, Renaming, SuccessorOrder, Var};
///
/// // x = 1; if (...) x = 2; print(x): blocks 0 -> {1, 2}, 1 -> 2.
/// struct Diamond(Vec<Vec<Block>>, Vec<Vec<Access>>);
/// impl Graph for Diamond {
///     fn num_blocks(&self) -> usize { 3 }
///     fn successors(&self, b: Block) -> &[Block] { &self.0[b.index()] }
/// }
/// impl Function for Diamond {
///     fn num_vars(&self) -> usize { 1 }
///     fn accesses(&self, b: Block) -> &[Access] { &self.1[b.index()] }
/// }
/// let (b, x) = (Block::new, Var::new(0));
/// let (load, store) = (Access::load(x), Access::store(x));
/// let f = Diamond(vec![vec![b(1), b(2)], vec![b(2)], vec![]], vec![vec![store], vec![store], vec![load]]);
///
/// // Stage 1: where the phis go.
/// let mut flow = ControlFlow::new();
/// flow.read(&f)?;
/// let mut placer = Placer::new();
/// let placement = placer.place(&mut flow, &f)?;
/// assert_eq!((placement.len(), placement.blocks()[PhiId::new(0)]), (1, b(2)));
///
/// // Stages 2 and 3: the client's phis are "phi0", ...; values are names.
/// #[derive(Default)]
/// struct Log(Vec<String>);
/// impl Renaming for Log {
///     type Value = &'static str;
///     fn arrive(&mut self, a: Arrival<'_, &'static str>) -> bool {
///         for (phi, var) in a.phis.iter().zip(a.vars) {
///             self.0.push(format!("phi{} gets {} from {}", phi.index(), a.current[*var], a.pred.index()));
///         }
///         false
///     }
///     fn phi_value(&mut self, _: Block, _: PhiId, _: Var, _: &'static str) -> &'static str { "phi0" }
///     fn read(&mut self, b: Block, i: usize, _: Var, value: &'static str) {
///         self.0.push(format!("read {i} of {} is {value}", b.index()));
///     }
///     fn write(&mut self, b: Block, _: usize, _: Var) -> &'static str { ["1", "2", "?"][b.index()] }
/// }
/// let mut log = Log::default();
/// let order = SuccessorOrder::FirstThenRestReversed;
/// rename(&f, placement, ["undef"], &mut log, order, &mut RenamingScratch::new())?;
/// assert_eq!(log.0, ["phi0 gets 2 from 1", "read 0 of 2 is phi0", "phi0 gets 1 from 0"]);
/// # Ok::<(), m2r_ssa::Error>(())
/// ```
pub fn rename<F: Function + ?Sized, R: Renaming>(
    function: &F,
    placement: &PhiPlacement,
    initial: impl IntoIterator<Item = R::Value>,
    renaming: &mut R,
    order: SuccessorOrder,
    scratch: &mut RenamingScratch<R::Value>,
) -> Result<(), Error> {
    let n = function.num_blocks();
    if placement.num_blocks() != n {
        return Err(Error::OtherFunction { expected: placement.num_blocks(), found: n });
    }
    let num_vars = function.num_vars();
    if placement.num_vars() != num_vars {
        return Err(Error::OtherVariables { expected: placement.num_vars(), found: num_vars });
    }
    if Fingerprint::of(function)? != placement.graph() {
        return Err(Error::OtherGraph);
    }
    if !placement.accesses_settled {
        let num_accesses = count_accesses(function)?;
        if num_accesses != placement.num_accesses() {
            return Err(Error::OtherAccesses { expected: placement.num_accesses(), found: num_accesses });
        }
    }
    // A walk sets each variable at most once per access and per phi.
    let sets = placement.num_accesses() + placement.len();
    let RenamingScratch { walk: walk_scratch, state, changed, settled, slot_vars } = scratch;
    state.reserve(num_vars, sets);
    state.reset_from(initial);
    if state.values().len() != num_vars {
        return Err(Error::InitialValues { expected: num_vars, found: state.values().len() });
    }
    debug_assert!(n == 0 || placement.phis_in(Block(0)).is_empty(), "the placer refuses phis in block 0");
    slot_vars.clear();
    slot_vars.extend(placement.slots().iter().map(|&phi| placement.vars()[phi]));
    changed.reset(n, placement.by_block(), state);
    settled.reset(n, false);
    let every_arrival = renaming.arrivals_without_phis();
    let mut driver = Driver { function, placement, renaming, state, changed, settled, slot_vars, every_arrival };
    walk(function, walk_scratch, &mut driver, order);
    Ok(())
}

/// The walk's side of [`rename`]: the state, and the calls to the client.
struct Driver<'a, F: ?Sized, R: Renaming> {
    function: &'a F,
    placement: &'a PhiPlacement,
    renaming: &'a mut R,
    state: &'a mut UndoState<Var, R::Value>,
    changed: &'a mut ChangedPhis,
    settled: &'a mut IdVec<Block, bool>,
    slot_vars: &'a [Var],
    /// [`Renaming::arrivals_without_phis`].
    every_arrival: bool,
}

impl<F: Function + ?Sized, R: Renaming> Visitor for Driver<'_, F, R> {
    fn checkpoint(&mut self) -> usize {
        self.state.checkpoint()
    }

    fn rollback(&mut self, to: usize) {
        self.state.rollback(to);
    }

    #[inline]
    fn arrive(&mut self, block: Block, pred: Block, edges: u32, visited_before: bool) {
        // One lookup of the block's slots serves its phis and their variables.
        let slots = self.placement.slot_range(block);
        if slots.is_empty() && !self.every_arrival {
            return;
        }
        let phis = &self.placement.slots()[slots.clone()];
        let vars = &self.slot_vars[slots.clone()];
        let changed = if phis.is_empty() {
            None
        } else {
            let look_at_all = !visited_before || !self.settled[block];
            self.changed.find(block, vars, self.state, look_at_all)
        };
        let current = self.state.values();
        let arrival = Arrival { block, pred, edges, visited_before, phis, vars, slots, changed, current };
        self.settled[block] = self.renaming.arrive(arrival);
        if !visited_before {
            for (&phi, &var) in phis.iter().zip(vars) {
                let value = self.renaming.phi_value(block, phi, var, self.state.get(var));
                self.state.set(var, value);
            }
        }
    }

    #[inline]
    fn visit(&mut self, block: Block) {
        self.renaming.entered(block);
        for (i, a) in self.function.accesses(block).iter().enumerate() {
            match a.kind {
                AccessKind::Load => self.renaming.read(block, i, a.var, self.state.get(a.var)),
                AccessKind::Store => {
                    let value = self.renaming.write(block, i, a.var);
                    self.state.set(a.var, value);
                }
            }
        }
        self.renaming.left(block, self.state.values());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::flow::ControlFlow;
    use crate::ids::PhiId;
    use crate::placement::Placer;
    use crate::testing::Program;
    use crate::traits::Access;
    use m2r_testkit::Rng;

    /// A loop around a switch: block 0 -> 1 (header), 1 -> 2..2+k (cases),
    /// each case -> latch, latch -> 1 or exit. Variable v is written in case
    /// v % k (and now and then in another) and read in the exit.
    fn switch(cases: usize, vars: usize, rng: &mut Rng) -> Program {
        let (header, latch, exit) = (1, 2 + cases, 3 + cases);
        let mut succs = vec![vec![Block::new(header)], (2..2 + cases).map(Block::new).collect()];
        succs.extend((0..cases).map(|_| vec![Block::new(latch)]));
        succs.push(vec![Block::new(header), Block::new(exit)]);
        succs.push(vec![]);
        let store = |v| Access { var: Var::new(v), kind: AccessKind::Store };
        let mut accesses: Vec<Vec<Access>> = vec![(0..vars).map(store).collect(), vec![]];
        accesses.extend(
            (0..cases).map(|c| (0..vars).filter(|v| v % cases == c || rng.below(64) == 0).map(store).collect()),
        );
        accesses.push(vec![]);
        accesses.push((0..vars).map(|v| Access { var: Var::new(v), kind: AccessKind::Load }).collect());
        Program { succs, accesses, vars }
    }

    /// Records what a client that keeps the entries of the previous arrival
    /// sees: the full entries of every arrival, rebuilt from `changed`.
    #[derive(Default)]
    struct Keeper {
        /// By slot: the latest entry.
        last: Vec<Option<(Block, usize)>>,
        /// Every arrival's entries, as the client has them after it.
        seen: Vec<Vec<Option<(Block, usize)>>>,
        /// The same, as a client that looks at every phi has them.
        truth: Vec<Vec<Option<(Block, usize)>>>,
        partial: usize,
    }

    /// A value is the write that wrote it (block, index), or none.
    impl Renaming for Keeper {
        type Value = Option<(Block, usize)>;
        fn arrive(&mut self, a: Arrival<'_, Self::Value>) -> bool {
            let value = |i: usize| a.current[a.vars[i]];
            match a.changed {
                Some(offsets) => {
                    self.partial += 1;
                    for &i in offsets {
                        self.last[a.slots.start + i] = value(i);
                    }
                }
                None => (0..a.phis.len()).for_each(|i| self.last[a.slots.start + i] = value(i)),
            }
            self.seen.push(self.last[a.slots.clone()].to_vec());
            self.truth.push((0..a.phis.len()).map(value).collect());
            true
        }
        fn phi_value(&mut self, _: Block, _: PhiId, _: Var, _: Self::Value) -> Self::Value {
            None
        }
        fn read(&mut self, _: Block, _: usize, _: Var, _: Self::Value) {}
        fn write(&mut self, block: Block, index: usize, _: Var) -> Self::Value {
            Some((block, index))
        }
    }

    /// A client that keeps each phi's latest entry and updates only the
    /// changed ones ends every arrival with the entries a client that looks
    /// at every phi gets; and the walk does offer it fewer than all.
    #[test]
    fn changed_phis_are_exactly_the_ones_whose_entries_differ() {
        let mut rng = Rng::new(5);
        for cases in [3, 17, 40, 100] {
            let f = switch(cases, 64, &mut rng);
            let mut flow = ControlFlow::new();
            flow.read(&f).unwrap();
            let mut placer = Placer::default();
            let placement = placer.place(&mut flow, &f).unwrap();
            let mut keeper = Keeper { last: vec![None; placement.len()], ..Keeper::default() };
            let mut scratch = RenamingScratch::default();
            let order = SuccessorOrder::default();
            rename(&f, placement, (0..f.vars).map(|_| None), &mut keeper, order, &mut scratch).unwrap();
            assert_eq!(keeper.seen, keeper.truth, "{cases} cases");
            // With few cases, each changes too many variables to be worth it.
            if cases > 10 {
                assert!(keeper.partial > cases / 2, "{cases} cases: {} partial arrivals", keeper.partial);
            }
        }
    }

    /// Counts the arrivals it is shown, with and without phis.
    struct Arrivals {
        every: bool,
        with_phis: usize,
        without: usize,
    }

    impl Renaming for Arrivals {
        type Value = ();
        fn arrive(&mut self, a: Arrival<'_, ()>) -> bool {
            match a.phis.is_empty() {
                true => self.without += 1,
                false => self.with_phis += 1,
            }
            false
        }
        fn arrivals_without_phis(&self) -> bool {
            self.every
        }
        fn phi_value(&mut self, _: Block, _: PhiId, _: Var, _: ()) {}
        fn read(&mut self, _: Block, _: usize, _: Var, _: ()) {}
        fn write(&mut self, _: Block, _: usize, _: Var) {}
    }

    /// A renaming that answers false to `arrivals_without_phis` is shown the
    /// same arrivals with phis as one that answers true, and none without:
    /// the walk (entry -> header, 20 cases, latch -> header or exit) arrives
    /// at a block without phis over every edge but those into the header.
    #[test]
    fn arrivals_without_phis_are_shown_only_when_asked_for() {
        let f = switch(20, 8, &mut Rng::new(9));
        let mut flow = ControlFlow::new();
        flow.read(&f).unwrap();
        let mut placer = Placer::default();
        let placement = placer.place(&mut flow, &f).unwrap();
        let counts = [true, false].map(|every| {
            let mut arrivals = Arrivals { every, with_phis: 0, without: 0 };
            let order = SuccessorOrder::default();
            rename(&f, placement, (0..f.vars).map(|_| ()), &mut arrivals, order, &mut RenamingScratch::default())
                .unwrap();
            (arrivals.with_phis, arrivals.without)
        });
        // Phis at the header (entered from the entry and the latch) and at
        // the latch (from each case).
        assert_eq!(counts[0], (2 + 20, 20 + 1));
        assert_eq!(counts[1], (2 + 20, 0));
    }
}
