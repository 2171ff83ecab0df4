//! Spilled values, promoted before the function is read.
//!
//! An alloca of the entry block that holds one value, stored once in the
//! entry block ahead of all its loads (a spilled parameter, most often),
//! takes upstream's single-store path with every load dominated: each load,
//! in use-list order, is replaced by the value and erased, then the store and
//! the alloca. Done before the read, its loads and store are never read,
//! scanned, planned or replayed: a third of the accesses of ordinary C
//! functions, and their most frequent kind.
//!
//! Upstream does this at the alloca's place in its list, after the allocas
//! before it took their early paths and created their phis. Doing it first
//! gives the same IR, use-list orders and names when nothing in between can
//! tell the difference, which the shim's facts establish:
//! - the value is an argument or an instruction that is neither a load (no
//!   step replaces it) nor an alloca (whose promotability the store decides);
//!   the store is its only use, so no other step adds uses to it;
//! - no load is stored anywhere (no other alloca's value goes through one),
//!   none is named or has metadata (or is named by it), and the alloca has no
//!   debug records: erasing them early moves no name, metadata or record
//!   that a later step meets; and the alloca's name does not end in a digit,
//!   so that it cannot be the name a phi created before it would have taken
//!   (`<alloca>.<version>`, with digits appended if taken);
//! - every argument is `noundef` (or the LLVM asks no poison question): a
//!   question about an argument that upstream asks before this alloca's turn
//!   would otherwise scan an entry block with these instructions still in it.
//!
//! Upstream's list still has the alloca: [`Candidates::place_ahead`] keeps
//! its place, so the allocas after it take theirs in the same order. The
//! function is checked to read first (`shim::function_reads`), so that a
//! function the read refuses is left as it was.

use super::promotable::{CandidateId, Candidates};
use crate::llvm::access::SingleStoreRead;
use crate::llvm::ir::{BasicBlock, Value};
use crate::llvm::shim;
use crate::rules::Rules;

/// The single stores of a function's entry block, and where the promoted
/// ones were among its allocas. Kept from one function to the next.
#[derive(Default)]
pub struct Spills {
    reads: Vec<SingleStoreRead>,
    loads: Vec<Value>,
    /// Each alloca promoted ahead, by address, with the alloca after it in
    /// the entry block (which may be one of them).
    promoted: Vec<(usize, Option<Value>)>,
    /// Scratch: their places among the entry block's allocas left.
    places: Vec<u32>,
}

impl Spills {
    /// Promotes the spilled values of `function` (whose entry block is
    /// `entry`), calling `on_first_change` before the first change; returns
    /// how many. Their places are then for [`Self::place_in`].
    pub fn promote(
        &mut self,
        function: Value,
        entry: BasicBlock,
        rules: &Rules,
        on_first_change: &mut dyn FnMut(),
    ) -> usize {
        self.promoted.clear();
        let arguments_noundef = shim::entry_single_stores(entry, &mut self.reads, &mut self.loads);
        if !(arguments_noundef || rules.single_store_forwards_maybe_poison) {
            return 0;
        }
        // Not checked, and nothing promoted ahead, in a function with more
        // blocks than promoting ahead would pay for.
        let accesses: usize = self.reads.iter().filter(|r| promotes_ahead(r)).map(|r| r.loads().len() + 1).sum();
        if accesses == 0 || !shim::function_reads_within(function, (accesses * BLOCKS_PER_ACCESS) as u64) {
            return 0;
        }
        on_first_change();
        for r in self.reads.iter().filter(|r| promotes_ahead(r)) {
            self.promoted.push((r.alloca().value().address(), r.next_alloca()));
            let value = r.value();
            for &load in &self.loads[r.loads()] {
                load.replace_all_uses_with(value);
                // SAFETY: no uses left; each load is in one read's list, and
                // the list is not read again before the next function's read.
                #[allow(unsafe_code)]
                unsafe {
                    load.erase()
                };
            }
            // SAFETY: a store has no uses; its read is not looked at again.
            // Then the alloca: its loads and its store were its only users.
            #[allow(unsafe_code)]
            unsafe {
                r.store().erase();
                r.alloca().erase();
            }
        }
        self.promoted.len()
    }

    /// Forgets the last function's (for one whose spills were not promoted).
    pub fn clear(&mut self) {
        self.promoted.clear();
    }

    /// Puts the places of the allocas promoted ahead into `candidates`,
    /// just settled from the entry block's allocas left, each of which
    /// `provisional_of` gives the provisional id of.
    pub fn place_in(&mut self, candidates: &mut Candidates, provisional_of: impl Fn(Value) -> Option<CandidateId>) {
        self.places.clear();
        self.promoted.sort_unstable_by_key(|&(alloca, _)| alloca);
        for &(_, mut next) in &self.promoted {
            // Past those promoted ahead too, to the first alloca left.
            while let Some(n) = next {
                match self.promoted.binary_search_by_key(&n.address(), |&(alloca, _)| alloca) {
                    Ok(i) => next = self.promoted[i].1,
                    Err(_) => break,
                }
            }
            let place = match next {
                Some(n) => {
                    provisional_of(n).expect("every alloca of the entry block is a provisional candidate").index()
                }
                None => candidates.settled_as.len(),
            };
            self.places.push(place as u32);
        }
        self.places.sort_unstable();
        candidates.place_ahead(&self.places);
    }
}

/// How many blocks the check that a function reads may walk for each load
/// or store promoted ahead: where they cost the same. The check costs about
/// 20 instructions a block; promoting a load or store ahead saves about 240
/// (QuickJS, sqlite3).
const BLOCKS_PER_ACCESS: usize = 12;

/// Whether the facts allow promoting the alloca ahead (see the module's doc).
fn promotes_ahead(r: &SingleStoreRead) -> bool {
    !r.load_above_store
        && !r.other_type
        && !r.volatile
        && !r.named_load
        && !r.load_metadata
        && !r.load_stored
        && !r.alloca_debug
        && !r.name_ends_in_digit
}
