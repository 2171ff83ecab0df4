//! Phi entries written where they go.
//!
//! The renaming walk arrives at a loop's latch once per path into it, and
//! each arrival gives every phi there one entry: a latch of 1,024 phis
//! behind an 8,000-case switch gets 8 million entries, one per phi per
//! arrival, each in another phi's operand array. Written arrival by
//! arrival, every one is a cache miss (330 MB of arrays at 8k cases). So
//! repeated arrivals at a block of many phis are kept in a window and
//! written when it is full: phi by phi, each phi's part of the window in one
//! run. The window is sparse: the first arrival's values, then only the
//! phis whose value changed at each later one (a case of a switch changes a
//! few variables), not a row of every phi's value per arrival.
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

use crate::llvm::ir::{BasicBlock, Value};
use crate::llvm::shim::{self, WindowChange};
use crate::ssa::cfg::Block;

/// Blocks with fewer phis get their entries at each arrival.
const FEWEST_PHIS: usize = 64;

/// How many arrivals a window holds, times the block's phis: at 1,024 phis,
/// 64 arrivals, so 2 KiB of each phi's operands are written at once.
const WINDOW_VALUES: usize = 1 << 16;

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
    /// (address, the first slot offset it appeared at, or `SHARED`).
    table: Vec<(usize, u32)>,
}

/// In the table: a value two phis get.
const SHARED: u32 = u32::MAX;

impl PhiWindow {
    /// Whether repeated arrivals at a block of `phis` phis are worth a
    /// window.
    pub fn takes(phis: usize) -> bool {
        phis >= FEWEST_PHIS
    }

    /// Whether arrivals are pending.
    #[inline]
    pub fn is_pending(&self) -> bool {
        !self.preds.is_empty()
    }

    /// An arrival at `block`, whose phis are `slot_phis[slots]`, from `pred`
    /// over `edges` edges: the phis get `values`, which differ from the
    /// block's previous arrival only at the offsets `new_values`. Writes
    /// what was pending first if that was another block's, or if the window
    /// is full.
    pub fn push(
        &mut self,
        slot_phis: &[Value],
        (block, slots): (Block, Range<usize>),
        values: &[Value],
        new_values: &[u32],
        (pred, edges): (BasicBlock, u32),
    ) {
        let n = values.len();
        if self.block != Some(block) || (self.preds.len() + 1) * n > WINDOW_VALUES.max(n) {
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

    /// Lists in `shared` the values that two phis get in the window: each
    /// appearance's value is looked up in an open-addressing table of the
    /// first phi seen with it (Fibonacci hashing of the address, linear
    /// probing), which costs a multiply per appearance, not a sort.
    fn find_shared(&mut self) {
        let appearances = self.first.len() + self.changes.len();
        let size = (2 * appearances).next_power_of_two();
        let (shift, mask) = (64 - size.trailing_zeros(), size - 1);
        self.table.clear();
        self.table.resize(size, (0, 0));
        self.shared.clear();
        let first = self.first.iter().enumerate().map(|(i, &v)| (v, i as u32));
        for (value, slot) in first.chain(self.changes.iter().map(|c| (c.value, c.slot))) {
            let address = value.0 as usize;
            let mut i = ((address as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> shift) as usize;
            loop {
                let (key, first) = &mut self.table[i];
                if *key == 0 {
                    (*key, *first) = (address, slot);
                    break;
                }
                if *key == address {
                    if *first != slot && *first != SHARED {
                        *first = SHARED;
                        self.shared.push(value);
                    }
                    break;
                }
                i = (i + 1) & mask;
            }
        }
    }

    /// Writes the pending arrivals' entries, if any.
    pub fn flush(&mut self, slot_phis: &[Value]) {
        if !self.is_pending() {
            return;
        }
        let phis = &slot_phis[self.slots.clone()];
        if let ([pred], [edges]) = (&self.preds[..], &self.edges[..]) {
            // One arrival: phi by phi is arrival by arrival.
            shim::add_incoming_each(phis, &self.first, *pred, *edges);
        } else {
            self.find_shared();
            // Each phi's changes in one run, in arrival order.
            self.changes.sort_unstable_by_key(|c| (c.slot, c.arrival));
            shim::add_incoming_window(phis, &self.first, &self.changes, &self.preds, &self.edges, &self.shared);
        }
        self.changes.clear();
        self.preds.clear();
        self.edges.clear();
        self.block = None;
    }
}
