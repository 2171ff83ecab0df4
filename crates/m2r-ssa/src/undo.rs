//! The renaming walk's state: a current value per variable and an undo
//! log, so that the walk backtracks without copying (see [`crate::walk`]);
//! and, from the same log, which phis an arrival at an already visited
//! block has to look at again.

use crate::entity::{Csr, EmptyWithRoom, EntityId, IdVec};
use crate::ids::Block;

/// A value per variable plus the undo log that lets [`crate::walk`] backtrack.
#[derive(Clone)]
pub(crate) struct UndoState<V, T> {
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
    #[cfg(test)]
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
pub(crate) struct ChangedPhis {
    /// Per block, the state's number of changes at its latest arrival.
    seen: IdVec<Block, usize>,
    /// What the latest [`ChangedPhis::find`] found.
    offsets: Vec<usize>,
}

/// Blocks with fewer phis than this always look at all of them, and a walk
/// with no larger block does not track changes.
pub(crate) const FEWEST_PHIS: usize = 8;

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
