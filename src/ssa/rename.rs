//! The renaming walk of Cytron et al. (section 5.2), in exactly upstream's
//! visiting order, with an undo log instead of copied state.
//!
//! Renaming keeps one "current value" per variable while it walks the CFG
//! from the entry. Upstream's order, which decides the order of phi entries,
//! is a depth-first walk with a twist:
//!
//! * arriving at block `B` from `P`, the phis of `B` get their entries for
//!   the `P -> B` edges and become current (on *every* arrival, also at an
//!   already visited `B`); then, on the first arrival only, `B`'s loads and
//!   stores are rewritten;
//! * `B`'s successors, deduplicated, are continued with the state at the end
//!   of `B`: one at once, the others pushed on a stack, which pops the most
//!   recent first. Which one and in which order is a [`SuccessorOrder`],
//!   the caller's choice (upstream's changed in LLVM 21).
//!
//! Upstream copies the whole value vector for every pushed successor (the
//! quadratic memory of a long chain with side exits). Here a [`Renamer`] keeps
//! one state plus an undo log: pushing records a checkpoint (the log length),
//! popping rolls back to it. This is sound because the walk is a stack: when
//! an entry is popped, everything pushed after it has been finished, so the
//! log above its checkpoint holds exactly the changes made since `B` ended.
//! Each change is logged once and undone at most once.

use super::cfg::{Block, Cfg};
use super::construct::Function;
use super::entity::{Csr, EmptyWithRoom, EntityId, IdVec};

/// The order in which renaming continues at a block's successors.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SuccessorOrder {
    /// LLVM 19 and 20: deduplicated in terminator order, `s1` is continued at once
    /// and `s2 ... sn` are pushed, so they are visited `sn, ..., s2`.
    FirstThenRestReversed,
    /// LLVM 21 on: deduplicated walking the terminator backwards, each pushed
    /// as it is met, so they are visited in the order of their *last*
    /// occurrence (`[a, b, a]` visits `b`, then `a`).
    #[default]
    ByLastOccurrence,
}

/// What a renaming pass does at each step of the walk.
pub trait Renamer {
    /// A position in the undo log.
    fn checkpoint(&mut self) -> usize;
    /// Undoes every change since the checkpoint `to`.
    fn rollback(&mut self, to: usize);
    /// Arrival at `block` over the `edges` parallel edges from `pred`. If
    /// `visited_before`, the walk goes no further from here and the next
    /// step rolls back: changes to current values made now are never read,
    /// and a renamer may skip them.
    fn arrive(&mut self, block: Block, pred: Block, edges: u32, visited_before: bool);
    /// The first arrival at `block` (also the entry, which has no arrival).
    fn visit(&mut self, block: Block);
}

/// Reusable buffers for [`walk`].
#[derive(Default)]
pub struct WalkScratch {
    visited: IdVec<Block, bool>,
    /// Edge multiplicity of each successor of the block being left, valid
    /// for the blocks in `unique`.
    edge_count: IdVec<Block, u32>,
    unique: Vec<Block>,
    stack: Vec<Pending>,
}

/// One pending successor: continue at `block` from `pred` over `edges`
/// edges, in the state at `checkpoint`.
struct Pending {
    block: Block,
    pred: Block,
    edges: u32,
    checkpoint: usize,
}

impl WalkScratch {
    /// Room to walk a CFG of `num_blocks` blocks without allocating,
    /// unless a block has more than `num_blocks` pending successors.
    /// The stack gets one pending successor per block, which covers the
    /// usual shapes (a long chain with side exits holds one per block);
    /// growing it by doubling copies it over and over, and capacity never
    /// used is never touched.
    pub fn reserve(&mut self, num_blocks: usize) {
        self.visited.empty_with_room(num_blocks);
        self.edge_count.empty_with_room(num_blocks);
        self.unique.empty_with_room(num_blocks);
        self.stack.empty_with_room(num_blocks);
    }
}

/// What the walk reads of a graph: how many blocks, and each one's
/// successors in terminator order. Block 0 is the entry.
pub trait Successors {
    /// How many blocks there are.
    fn num_blocks(&self) -> usize;
    /// The successors of `block`, repeats included.
    fn successors(&self, block: Block) -> &[Block];
}

impl Successors for Cfg {
    fn num_blocks(&self) -> usize {
        Cfg::num_blocks(self)
    }

    #[inline]
    fn successors(&self, block: Block) -> &[Block] {
        self.succs(block)
    }
}

/// A client's [`Function`], walked as it is.
pub struct FunctionGraph<'a, F: ?Sized>(pub &'a F);

impl<F: Function + ?Sized> Successors for FunctionGraph<'_, F> {
    fn num_blocks(&self) -> usize {
        self.0.num_blocks()
    }

    #[inline]
    fn successors(&self, block: Block) -> &[Block] {
        self.0.successors(block)
    }
}

/// Walks `cfg` in upstream's renaming order with successors in `order`,
/// driving `renamer`.
pub fn walk<G: Successors + ?Sized, R: Renamer>(
    cfg: &G,
    scratch: &mut WalkScratch,
    renamer: &mut R,
    order: SuccessorOrder,
) {
    let n = cfg.num_blocks();
    if n == 0 {
        return;
    }
    scratch.reserve(n);
    scratch.visited.reset(n, false);
    scratch.edge_count.reset(n, 0);
    let stack = &mut scratch.stack;

    let mut block = Block(0);
    let mut arrival: Option<(Block, u32)> = None; // (pred, edges)
    loop {
        if let Some((pred, edges)) = arrival {
            renamer.arrive(block, pred, edges, scratch.visited[block]);
        }
        let mut next = None;
        if !scratch.visited[block] {
            scratch.visited[block] = true;
            renamer.visit(block);
            // Deduplicate the successors, counting edges, in the order
            // upstream meets them; one is continued at once (the one upstream
            // would pop first), the others are pushed in that order.
            scratch.unique.clear();
            let mut meet = |s: Block| {
                if scratch.edge_count[s] == 0 {
                    scratch.unique.push(s);
                }
                scratch.edge_count[s] += 1;
            };
            let split = match order {
                SuccessorOrder::FirstThenRestReversed => {
                    cfg.successors(block).iter().for_each(|&s| meet(s));
                    scratch.unique.split_first()
                }
                SuccessorOrder::ByLastOccurrence => {
                    cfg.successors(block).iter().rev().for_each(|&s| meet(s));
                    scratch.unique.split_last()
                }
            };
            if let Some((&now, rest)) = split {
                if !rest.is_empty() {
                    let checkpoint = renamer.checkpoint();
                    stack.extend(rest.iter().map(|&s| Pending {
                        block: s,
                        pred: block,
                        edges: scratch.edge_count[s],
                        checkpoint,
                    }));
                }
                next = Some((now, scratch.edge_count[now]));
            }
            for &s in &scratch.unique {
                scratch.edge_count[s] = 0;
            }
        }
        match next {
            Some((succ, edges)) => {
                arrival = Some((block, edges));
                block = succ;
            }
            None => match stack.pop() {
                Some(p) => {
                    renamer.rollback(p.checkpoint);
                    arrival = Some((p.pred, p.edges));
                    block = p.block;
                }
                None => break,
            },
        }
    }
}

/// A value per variable plus the undo log that lets [`walk`] backtrack.
#[derive(Clone)]
pub struct UndoState<V, T> {
    current: IdVec<V, T>,
    log: Vec<(V, T)>,
    /// Every variable whose value changed, set or rolled back, in order;
    /// never rolled back itself (see [`ChangedPhis`]). Kept only when
    /// `tracking`.
    changes: Vec<V>,
    tracking: bool,
}

impl<V: EntityId, T: Copy> Default for UndoState<V, T> {
    fn default() -> Self {
        UndoState { current: IdVec::new(), log: Vec::new(), changes: Vec::new(), tracking: true }
    }
}

impl<V: EntityId, T: Copy> UndoState<V, T> {
    /// One value per variable, the `initial` ones, and an empty log.
    pub fn new(initial: impl IntoIterator<Item = T>) -> Self {
        UndoState {
            current: IdVec::from_vec(initial.into_iter().collect()),
            log: Vec::new(),
            changes: Vec::new(),
            tracking: true,
        }
    }

    /// Every variable back to `value`, the log empty; keeps the buffers.
    pub fn reset(&mut self, len: usize, value: T) {
        self.current.reset(len, value);
        self.log.clear();
        self.changes.clear();
    }

    /// Every variable to its value from `initial`, the log empty.
    pub fn reset_from(&mut self, initial: impl IntoIterator<Item = T>) {
        self.current.clear();
        for v in initial {
            self.current.push(v);
        }
        self.log.clear();
        self.changes.clear();
    }

    /// Makes room for `vars` variables and `sets` changes, emptying it. A
    /// walk changes each variable at most at each of its definitions
    /// (stores and phis, each reached once), so callers know the bound;
    /// growing the log by doubling instead copies it over and over on a
    /// large function.
    pub fn reserve(&mut self, vars: usize, sets: usize) {
        self.current.empty_with_room(vars);
        self.log.empty_with_room(sets);
        // Each set, and at most once each, its undoing.
        self.changes.empty_with_room(2 * sets);
    }

    /// The current value of `var`.
    #[inline]
    pub fn get(&self, var: V) -> T {
        self.current[var]
    }

    /// Every variable's current value.
    #[inline]
    pub fn values(&self) -> &IdVec<V, T> {
        &self.current
    }

    /// Sets `var`, logging its old value.
    #[inline(always)]
    pub fn set(&mut self, var: V, value: T) {
        let old = std::mem::replace(&mut self.current[var], value);
        self.log.push((var, old));
        if self.tracking {
            self.changes.push(var);
        }
    }

    /// A position in the log to roll back to.
    #[inline]
    pub fn checkpoint(&self) -> usize {
        self.log.len()
    }

    /// Undoes every change since the checkpoint `to`.
    pub fn rollback(&mut self, to: usize) {
        while self.log.len() > to {
            let (var, old) = self.log.pop().expect("log is longer than the checkpoint");
            self.current[var] = old;
            if self.tracking {
                self.changes.push(var);
            }
        }
    }

    /// How many changes there have been: a position for [`Self::changed_since`].
    #[inline]
    pub fn num_changes(&self) -> usize {
        self.changes.len()
    }

    /// The variables changed since there had been `count` changes, in
    /// order, a variable once per change.
    pub fn changed_since(&self, count: usize) -> &[V] {
        &self.changes[count..]
    }
}

/// Which phis an arrival at an already visited block has to look at.
///
/// Each arrival at a block gives each of its phis an entry, the value its
/// variable has now. A loop around a switch arrives at the latch once per
/// case, with all the loop's variables there, though each case changes a few
/// of them: 8,000 cases over 1,024 variables are 8 million entries, nearly
/// all the same as the same phi's entry at the arrival before. A phi's entry
/// differs from its previous one only if its variable changed in between
/// (set, or restored by a rollback), and the [`UndoState`] lists every change.
/// So when few variables changed since the block's previous arrival, the
/// arrival looks up just their phis and leaves the others as they were.
#[derive(Default)]
pub struct ChangedPhis {
    /// Per block, the state's number of changes at its latest arrival.
    seen: IdVec<Block, usize>,
    /// What the latest [`ChangedPhis::find`] found.
    offsets: Vec<usize>,
}

/// Blocks with fewer phis than this always look at all of them, and a walk
/// with no larger block does not track changes.
const FEWEST_PHIS: usize = 8;

impl ChangedPhis {
    /// For a walk of `num_blocks` blocks, whose phis are `phis` by block,
    /// over `state` (emptied since).
    pub fn reset<V: EntityId, T: Copy, P: Copy>(
        &mut self,
        num_blocks: usize,
        phis: &Csr<Block, P>,
        state: &mut UndoState<V, T>,
    ) {
        debug_assert!(state.changes.is_empty());
        // Most walks have fewer phis in all: no need to look at each block's.
        state.tracking = phis.total() >= FEWEST_PHIS && phis.most_under_one_key() >= FEWEST_PHIS;
        if state.tracking {
            self.seen.reset(num_blocks, 0);
        }
    }

    /// At an arrival at `block`, whose phis are for `vars` (one phi per
    /// variable, sorted ascending or descending): the offsets in `vars` of
    /// the phis whose variable changed since the block's previous arrival,
    /// each once, ascending. `None` when every phi needs a look: at the first
    /// arrival, when the caller says so (`look_at_all`), or when so many
    /// variables changed that looking them up would cost more.
    #[inline]
    pub fn find<V: EntityId, T: Copy>(
        &mut self,
        block: Block,
        vars: &[V],
        state: &UndoState<V, T>,
        look_at_all: bool,
    ) -> Option<&[usize]> {
        if vars.len() < FEWEST_PHIS {
            return None;
        }
        let seen = std::mem::replace(&mut self.seen[block], state.num_changes());
        let changed = state.changed_since(seen);
        // A lookup is a binary search; a look at a phi, a few loads.
        if look_at_all || changed.len() * 4 > vars.len() {
            return None;
        }
        Some(self.offsets_of(changed, vars))
    }

    /// The offsets in `vars` (sorted either way) of the variables in
    /// `changed` that are there, each once, ascending.
    fn offsets_of<V: EntityId>(&mut self, changed: &[V], vars: &[V]) -> &[usize] {
        let ascending = vars.first() <= vars.last();
        debug_assert!(vars.windows(2).all(|w| (w[0] < w[1]) == ascending));
        self.offsets.clear();
        for &var in changed {
            let found = if ascending { vars.binary_search(&var) } else { vars.binary_search_by(|v| var.cmp(v)) };
            if let Ok(offset) = found {
                self.offsets.push(offset);
            }
        }
        self.offsets.sort_unstable();
        self.offsets.dedup();
        &self.offsets
    }
}
