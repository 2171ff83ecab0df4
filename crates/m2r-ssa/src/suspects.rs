//! Which variables' phis can be redundant at all: the redundancy search
//! ([`crate::redundant`]) looks only at theirs.
//!
//! The phis of a variable `x` come from placement at the iterated dominance
//! frontier of its writes (pruned to where `x` is live) and from renaming.
//! If no write of `x` is a copy, no two writes of `x` write one value, and
//! none writes `x`'s undefined value, then no set of `x`'s phis is
//! redundant. Proof: let `P` be a nonempty set of `x`'s phis whose entries
//! from outside `P` are one value `v` (or none), and `p` in `P` at block
//! `B`. `B` is in the iterated frontier, so two blocks `X` and `Y`, each
//! writing `x` or the entry block, reach `B` along paths with no write of
//! `x` after their start that meet nowhere but at `B` (the iterated
//! frontier is the join set: Cytron et al., TOPLAS 1991). `x` is live along
//! the path from `X`, so every block on it in the frontier has its phi,
//! whose entry from the path is the previous such phi on the path, or `X`'s
//! last written value (the undefined value for the entry block) for the
//! first. `p`'s entry from the
//! path is in `P` or is `v`; walking back along the path, the phis stay in
//! `P` until one is `v`, or the first one's entry, `X`'s value, is `v`.
//! - If `v` is a phi, `X`'s value is not (no write copies one), so `v`'s
//!   block lies on the path from `X` after `X`. The same holds for `Y`,
//!   and the two paths meet before `B`: a contradiction.
//! - Otherwise `X`'s value and `Y`'s are both `v`: two writes of one
//!   value, or a write of the undefined value.
//! - With no entry from outside at all, `X`'s value would be a phi of `P`.
//!
//! Nothing here needs reducible control flow.
//!
//! The values are told apart by the client's numbers
//! ([`crate::Builder::value_index`]), one look per write, and only in a
//! function where some phi might be redundant: a number written twice
//! makes every variable that wrote it a suspect. Without numbers, every
//! variable is one.

use crate::entity::{IdVec, StampSet};
use crate::ids::Var;

/// A write as the walk records it: its index in its block's accesses, and
/// its value's number (any, for a copy; [`UNNUMBERED`] for a value with
/// none, and for one numbered so, which only makes every variable a
/// suspect).
pub(crate) type Write = (u32, u32);

/// The number recorded for a written value that has none.
pub(crate) const UNNUMBERED: u32 = u32::MAX;

/// Which variables' phis may be redundant, from the writes' value numbers,
/// looked at only if some phi might be.
#[derive(Default)]
pub(crate) struct Suspects {
    /// The value numbers written so far while settling, and by number the
    /// variable that last wrote it.
    seen: StampSet<u32>,
    writer: Vec<Var>,
    /// By variable: whether its phis may be redundant.
    suspect: IdVec<Var, bool>,
}

impl Suspects {
    /// Starts a function of `num_vars` variables.
    pub(crate) fn begin(&mut self, num_vars: usize) {
        self.suspect.reset(num_vars, false);
    }

    /// A write of `var` copies what a read got.
    #[inline]
    pub(crate) fn copy(&mut self, var: Var) {
        self.suspect[var] = true;
    }

    /// Once every write was seen: whether each variable's phis may be
    /// redundant. `walked` are the variable and number of each write the
    /// walk met; `undefined`, the number of each variable's undefined value
    /// where it was made (where none was, no phi has it among its entries).
    pub(crate) fn settle(
        &mut self,
        walked: impl Iterator<Item = (Var, u32)>,
        undefined: impl Iterator<Item = (Var, Option<u32>)>,
    ) -> &IdVec<Var, bool> {
        let Suspects { seen, writer, suspect } = self;
        seen.clear(0);
        for (var, number) in walked {
            // A suspect's writes tell nothing more (a copy's number is
            // none): only two writes of one variable matter, and one value
            // written by two variables makes both suspects anyway.
            if suspect[var] {
                continue;
            }
            if number == UNNUMBERED {
                suspect.as_mut_slice().fill(true);
                return suspect;
            }
            let i = number as usize;
            if i >= writer.len() {
                let room = (i + 1).max(2 * writer.len());
                seen.make_room(room);
                writer.resize(room, Var::new(0));
            }
            let last = std::mem::replace(&mut writer[i], var);
            if !seen.insert(number) {
                suspect[var] = true;
                suspect[last] = true;
            }
        }
        for (var, index) in undefined {
            suspect[var] |= index.is_none_or(|i| (i as usize) < writer.len() && seen.contains(i));
        }
        suspect
    }
}
