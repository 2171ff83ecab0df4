//! The renaming stage of SSA construction, for clients that edit their IR as
//! the walk goes.
//!
//! [`construct_ssa`](super::construct::construct_ssa) records the whole
//! result and then applies it. A client whose edits must come in the walk's
//! own order (the LLVM plugin: use lists, names and debug records come out as
//! upstream's only then) runs the stages itself instead:
//!
//! 1. [`Placer::place`](super::liveness::Placer::place): where the phis go;
//! 2. the client creates them, in any order it likes;
//! 3. [`rename`]: one walk over the function from the entry, which tells the
//!    client each read's value, asks each write's value, and hands it each
//!    arrival's phi entries, in the walk's order, through [`Renaming`];
//! 4. optionally, [`Simplifier`](super::simplify::Simplifier): LLVM's phi
//!    clean-up, for an IR whose values can make a phi trivial.
//!
//! `construct_ssa` is these stages with a recording [`Renaming`] of its
//! own, so both kinds of client run the same placement and the same walk.
//!
//! The walk keeps one current value per variable and an undo log (see
//! [`super::rename`]), and the order of the phis' entries is the walk's:
//! [`SuccessorOrder`] picks it.

use std::ops::Range;

use super::cfg::Block;
use super::construct::Function;
use super::entity::{EntityId, IdVec};
use super::liveness::PhiPlacement;
use super::rename::{walk, ChangedPhis, FunctionGraph, Renamer, SuccessorOrder, UndoState, WalkScratch};
use super::{AccessKind, PhiId, Var};

/// An arrival of the walk at a block: its phis get their entries for the
/// edges it came over.
pub struct Arrival<'a, V> {
    /// The block arrived at.
    pub block: Block,
    /// Where from.
    pub pred: Block,
    /// Over how many parallel edges from `pred`: each phi gets that many
    /// entries.
    pub edges: u32,
    /// Whether the walk was here before. Then it goes no further, and the
    /// phis do not become current again.
    pub visited_before: bool,
    /// The block's phis as they sit in it (the placement's
    /// [`by_block`](PhiPlacement::by_block) run).
    pub phis: &'a [PhiId],
    /// Their variables.
    pub vars: &'a [Var],
    /// Where `phis` sits in the placement's `by_block` items: a client can
    /// keep per-phi state there, a block's phis side by side.
    pub slots: Range<usize>,
    /// `Some(offsets)`: only the phis at these offsets in `phis` can get an
    /// entry other than at the block's previous arrival (their variables
    /// changed since). Given only when the client's
    /// [`arrive`](Renaming::arrive) said so at that previous arrival; `None`
    /// means every phi needs a look.
    pub changed: Option<&'a [usize]>,
    /// Each variable's value now: the phi at offset `i` gets
    /// `current[vars[i]]`.
    pub current: &'a IdVec<Var, V>,
}

/// The client's side of [`rename`]. Calls come in the walk's order: at the
/// first arrival at a block, [`arrive`](Self::arrive), then
/// [`phi_value`](Self::phi_value) for each of its phis, then
/// [`entered`](Self::entered), each access ([`read`](Self::read) or
/// [`write`](Self::write)) in order, and [`left`](Self::left); at a later
/// arrival, only `arrive`. The entry block has no arrival.
pub trait Renaming {
    /// What the walk carries from a definition to its reads: the client's
    /// value, and anything else it wants to carry along with it.
    type Value: Copy;
    /// The phis of `arrival.block` get their entries. Returns whether the
    /// next arrival here may name only the phis whose variables changed
    /// (see [`Arrival::changed`]): true when an entry equal to this one
    /// would leave the client's phis as they are.
    fn arrive(&mut self, arrival: Arrival<'_, Self::Value>) -> bool;
    /// At the first arrival at `block`: its phi `phi`, of `var`, becomes the
    /// variable's value, which was `previous`.
    fn phi_value(&mut self, block: Block, phi: PhiId, var: Var, previous: Self::Value) -> Self::Value;
    /// The walk enters `block`: its accesses come next.
    fn entered(&mut self, _block: Block) {}
    /// The `index`th access of `block` reads `var`, whose value is `value`.
    fn read(&mut self, block: Block, index: usize, var: Var, value: Self::Value);
    /// The `index`th access of `block` writes `var`: the value it writes.
    fn write(&mut self, block: Block, index: usize, var: Var) -> Self::Value;
    /// The walk leaves `block`, with these values.
    fn left(&mut self, _block: Block, _current: &IdVec<Var, Self::Value>) {}
}

/// [`rename`]'s buffers, kept from one function to the next.
pub struct RenameScratch<V> {
    walk: WalkScratch,
    state: UndoState<Var, V>,
    changed: ChangedPhis,
    /// Per block, what the client's latest [`Renaming::arrive`] there said.
    settled: IdVec<Block, bool>,
    /// The variable of each phi, by slot in `by_block`.
    slot_vars: Vec<Var>,
}

impl<V: Copy> Default for RenameScratch<V> {
    fn default() -> Self {
        RenameScratch {
            walk: WalkScratch::default(),
            state: UndoState::default(),
            changed: ChangedPhis::default(),
            settled: IdVec::new(),
            slot_vars: Vec::new(),
        }
    }
}

/// Walks `function` from its entry and drives `renaming` (see [`Renaming`]
/// for the order of its calls): every read of a reachable block gets the
/// value its variable has there, `placement`'s phis get one entry per edge
/// from a reachable block, and every variable starts as its `initial`
/// value. Blocks no walk reaches are left to the client.
///
/// ```
/// use m2r::ssa::cfg::{Block, Cfg};
/// use m2r::ssa::construct::Function;
/// use m2r::ssa::domtree::DomTree;
/// use m2r::ssa::entity::{Csr, EntityId};
/// use m2r::ssa::idf::IdfCalculator;
/// use m2r::ssa::liveness::Placer;
/// use m2r::ssa::rename::{SuccessorOrder, WalkScratch};
/// use m2r::ssa::renaming::{rename, Arrival, RenameScratch, Renaming};
/// use m2r::ssa::{Access, AccessKind, PhiId, Var};
///
/// // x = 1; if (...) x = 2; print(x): blocks 0 -> {1, 2}, 1 -> 2.
/// struct Diamond(Vec<Vec<Block>>, Vec<Vec<Access>>);
/// impl Function for Diamond {
///     fn num_blocks(&self) -> usize { 3 }
///     fn successors(&self, b: Block) -> &[Block] { &self.0[b.index()] }
///     fn num_vars(&self) -> usize { 1 }
///     fn accesses(&self, b: Block) -> &[Access] { &self.1[b.index()] }
/// }
/// let x = Var::new(0);
/// let (load, store) = (Access { var: x, kind: AccessKind::Load }, Access { var: x, kind: AccessKind::Store });
/// let (b0, b1, b2) = (Block::new(0), Block::new(1), Block::new(2));
/// let f = Diamond(vec![vec![b1, b2], vec![b2], vec![]], vec![vec![store], vec![store], vec![load]]);
///
/// // Stage 1: where the phis go.
/// let cfg = Cfg::from_successors(f.0.iter().map(|s| s.iter().copied()));
/// let dt = DomTree::compute(&cfg);
/// let accesses = Csr::<Block, Access>::from_lists(f.1.iter().map(|l| l.iter().copied()));
/// let mut placer = Placer::default();
/// let placement = placer.place(&cfg, &dt, &mut IdfCalculator::new(&cfg, &dt), &accesses, 1, &mut WalkScratch::default());
/// assert_eq!((placement.len(), placement.block_of[PhiId::new(0)]), (1, b2));
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
/// rename(&f, placement, ["undef"], &mut log, order, &mut RenameScratch::default());
/// assert_eq!(log.0, ["phi0 gets 2 from 1", "read 0 of 2 is phi0", "phi0 gets 1 from 0"]);
/// ```
///
/// # Panics
/// If `initial` does not give one value per variable, or `placement` is for
/// another number of blocks.
pub fn rename<F: Function + ?Sized, R: Renaming>(
    function: &F,
    placement: &PhiPlacement,
    initial: impl IntoIterator<Item = R::Value>,
    renaming: &mut R,
    order: SuccessorOrder,
    scratch: &mut RenameScratch<R::Value>,
) {
    let n = function.num_blocks();
    let by_block = &placement.by_block;
    assert_eq!(by_block.num_keys(), n, "a placement for another function");
    let RenameScratch { walk: walk_scratch, state, changed, settled, slot_vars } = scratch;
    // A walk sets each variable at most once per access and per phi.
    let sets = (0..n).map(|b| function.accesses(Block::new(b)).len()).sum::<usize>() + placement.len();
    state.reserve(function.num_vars(), sets);
    state.reset_from(initial);
    assert_eq!(state.values().len(), function.num_vars(), "one initial value per variable");
    slot_vars.clear();
    slot_vars.extend(by_block.items().iter().map(|&phi| placement.var_of[phi]));
    changed.reset(n, by_block, state);
    settled.reset(n, false);
    let mut driver = Driver { function, placement, renaming, state, changed, settled, slot_vars };
    walk(&FunctionGraph(function), walk_scratch, &mut driver, order);
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
}

impl<F: Function + ?Sized, R: Renaming> Renamer for Driver<'_, F, R> {
    fn checkpoint(&mut self) -> usize {
        self.state.checkpoint()
    }

    fn rollback(&mut self, to: usize) {
        self.state.rollback(to);
    }

    #[inline]
    fn arrive(&mut self, block: Block, pred: Block, edges: u32, visited_before: bool) {
        let by_block = &self.placement.by_block;
        let slots = by_block.range(block);
        let (phis, vars) = (by_block.get(block), &self.slot_vars[slots.clone()]);
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
    use crate::ssa::cfg::Cfg;
    use crate::ssa::domtree::DomTree;
    use crate::ssa::entity::Csr;
    use crate::ssa::idf::IdfCalculator;
    use crate::ssa::liveness::Placer;
    use crate::ssa::testing::{Program, Rng};
    use crate::ssa::Access;

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
        let mut rng = Rng(5);
        for cases in [3, 17, 40, 100] {
            let f = switch(cases, 64, &mut rng);
            let cfg = Cfg::from_successors(f.succs.iter().map(|s| s.iter().copied()));
            let dt = DomTree::compute(&cfg);
            let accesses = Csr::<Block, Access>::from_lists(f.accesses.iter().map(|l| l.iter().copied()));
            let mut placer = Placer::default();
            let mut walk = WalkScratch::default();
            let placement = placer.place(&cfg, &dt, &mut IdfCalculator::new(&cfg, &dt), &accesses, f.vars, &mut walk);
            let mut keeper = Keeper { last: vec![None; placement.len()], ..Keeper::default() };
            let mut scratch = RenameScratch::default();
            let order = SuccessorOrder::default();
            rename(&f, placement, (0..f.vars).map(|_| None), &mut keeper, order, &mut scratch);
            assert_eq!(keeper.seen, keeper.truth, "{cases} cases");
            // With few cases, each changes too many variables to be worth it.
            if cases > 10 {
                assert!(keeper.partial > cases / 2, "{cases} cases: {} partial arrivals", keeper.partial);
            }
        }
    }
}
