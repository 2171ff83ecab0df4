//! Phi entries written where they go.
//!
//! The renaming walk arrives at a loop's latch once per path into it, and
//! each arrival gives every phi there one entry: a latch of 1,024 phis
//! behind an 8,000-case switch gets 8 million entries, one per phi per
//! arrival, each in another phi's operand array. Written arrival by
//! arrival, every one is a cache miss (330 MB of arrays at 8k cases). So
//! repeated arrivals at a block of many phis are kept in a window and
//! written when something else must come first: phi by phi, each phi's part
//! of the window in one run. The window is sparse: the first arrival's
//! values, then only the phis whose value changed at each later one (a case
//! of a switch changes a few variables), not a row of every phi's value per
//! arrival, so it takes memory in proportion to the entries it writes, and
//! it is not bounded: the longer a phi's run, the fewer times the writing
//! jumps from one operand array to the next.
//!
//! What changes is the order in which uses are linked into the values' use
//! lists. A value one phi gets has its new uses in that phi's order either
//! way. A value several phis get (the same argument stored to several
//! variables) is relinked after the window is written, in the order the
//! arrivals would have linked it (`m2r_add_incoming_window`). Nothing else
//! may link a use of a value between an arrival and the window's writing:
//! the window is written before any load is replaced and before an arrival
//! elsewhere writes phi entries, and at the end of the walk.

use std::ops::Range;

use crate::llvm::address_map::AddressMap;
use crate::llvm::ir::{BasicBlock, Value};
use crate::llvm::shim::{self, WindowChange};
use m2r_ssa::Block;

/// Blocks with fewer phis get their entries at each arrival.
const FEWEST_PHIS: usize = 64;

/// The pending arrivals at one block, kept sparse: the first arrival's
/// values, then only where a phi's value changes.
#[derive(Default)]
pub struct PhiWindow {
    block: Option<Block>,
    slots: Range<usize>,
    /// The value of each of the block's phis at the window's first arrival.
    first: Vec<Value>,
    /// Wherever a phi's value differs from its value at the arrival before,
    /// in arrival order (by phi once the window is written).
    changes: Vec<WindowChange>,
    preds: Vec<BasicBlock>,
    edges: Vec<u32>,
    shared: Vec<Value>,
    /// By value: the first slot offset it appeared at, or `SHARED`.
    first_slot: AddressMap<u32>,
}

/// In the table: a value two phis get.
const SHARED: u32 = u32::MAX;

impl PhiWindow {
    /// Whether repeated arrivals at a block of `phis` phis are worth a
    /// window.
    pub fn takes(phis: usize) -> bool {
        phis >= FEWEST_PHIS
    }

    /// An arrival at `block`, whose phis are `slot_phis[slots]`, from `pred`
    /// over `edges` edges: the phis get `values`, which differ from the
    /// block's previous arrival only at the offsets `new_values`. Writes
    /// what was pending first if that was another block's.
    pub fn push(
        &mut self,
        slot_phis: &[Value],
        (block, slots): (Block, Range<usize>),
        values: &[Value],
        new_values: &[u32],
        (pred, edges): (BasicBlock, u32),
    ) {
        if self.block != Some(block) {
            self.flush(slot_phis);
            self.block = Some(block);
            self.slots = slots;
        }
        let arrival = self.preds.len() as u32;
        if arrival == 0 {
            self.first.clear();
            self.first.extend_from_slice(values);
        } else {
            let changes = new_values.iter().map(|&slot| WindowChange { slot, arrival, value: values[slot as usize] });
            self.changes.extend(changes);
        }
        self.preds.push(pred);
        self.edges.push(edges);
    }

    /// Lists in `shared` the values that two phis get in the window, whose
    /// new uses are to be relinked. A window of one arrival writes its
    /// entries in arrival order already: it lists none.
    fn find_shared(&mut self) {
        self.shared.clear();
        if self.preds.len() == 1 {
            return;
        }
        self.first_slot.clear(self.first.len() + self.changes.len());
        let first = self.first.iter().enumerate().map(|(i, &v)| (v, i as u32));
        for (value, slot) in first.chain(self.changes.iter().map(|c| (c.value, c.slot))) {
            let first_slot = self.first_slot.get_or_insert(value.address(), slot);
            if *first_slot != slot && *first_slot != SHARED {
                *first_slot = SHARED;
                self.shared.push(value);
            }
        }
    }

    /// Writes the pending arrivals' entries, if any. (Inlined: it is asked
    /// before every load is replaced, and most often nothing is pending.)
    #[inline]
    pub fn flush(&mut self, slot_phis: &[Value]) {
        if !self.preds.is_empty() {
            self.write(slot_phis);
        }
    }

    fn write(&mut self, slot_phis: &[Value]) {
        let phis = &slot_phis[self.slots.clone()];
        self.find_shared();
        // Each phi's changes in one run, in arrival order.
        self.changes.sort_unstable_by_key(|c| (c.slot, c.arrival));
        shim::add_incoming_window(phis, &self.first, &self.changes, &self.preds, &self.edges, &self.shared);
        self.changes.clear();
        self.preds.clear();
        self.edges.clear();
        self.block = None;
    }
}
