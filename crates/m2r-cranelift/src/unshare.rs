//! Every edge its own argument list.
//!
//! A branch target is a `BlockCall`, a handle to a list of arguments in the
//! function's value pool, and valid IR may share one: a frontend can copy a
//! handle into several entries of a jump table, into both targets of a
//! `brif`, into a `jump` and a table, or into the normal-return and a
//! handler target of an exception table; and a jump table or an exception
//! table may serve several `br_table`s or `try_call`s. Arguments added for
//! one edge must reach no other, so before the first is added every table
//! used by an earlier branch is copied for the later one, and every handle
//! seen before is deep-copied if its block gets parameters (the others get
//! no arguments: sharing them is harmless, and checking them costs most of
//! this pass on real code). IR whose lists are already distinct is left as
//! it is.

use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

use cranelift_codegen::entity::EntitySet;
use cranelift_codegen::ir::{self, Function, InstructionData, JumpTableData};

/// A hasher for the handles (small integers): one multiply per word, where
/// the standard one costs most of this pass on real code.
#[derive(Default)]
struct HandleHasher(u64);

impl Hasher for HandleHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }
    fn write_u32(&mut self, i: u32) {
        self.write_u64(u64::from(i));
    }
    fn write_u64(&mut self, i: u64) {
        self.0 = (self.0.rotate_left(5) ^ i).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    fn finish(&self) -> u64 {
        self.0
    }
}

/// The sets of one unsharing, kept from one function to the next.
#[derive(Default)]
pub(crate) struct Unshare {
    calls: HashSet<ir::BlockCall, BuildHasherDefault<HandleHasher>>,
    jump_tables: EntitySet<ir::JumpTable>,
    exception_tables: EntitySet<ir::ExceptionTable>,
    blocks: Vec<ir::Block>,
}

impl Unshare {
    /// Gives every branch in `func`'s layout a table of its own, and every
    /// branch target to a block in `targets` an argument list of its own
    /// (the others get no arguments).
    pub(crate) fn run(&mut self, func: &mut Function, targets: &EntitySet<ir::Block>) {
        self.calls.clear();
        self.jump_tables.clear();
        self.exception_tables.clear();
        self.blocks.clear();
        self.blocks.extend(func.layout.blocks());
        for &block in &self.blocks {
            let Some(inst) = func.layout.last_inst(block) else { continue };
            let dfg = &mut func.dfg;
            match &mut dfg.insts[inst] {
                InstructionData::BranchTable { table, .. } if !self.jump_tables.insert(*table) => {
                    let data = &dfg.jump_tables[*table];
                    let copy = JumpTableData::new(data.default_block(), data.as_slice());
                    *table = dfg.jump_tables.push(copy);
                }
                InstructionData::TryCall { exception, .. } | InstructionData::TryCallIndirect { exception, .. }
                    if !self.exception_tables.insert(*exception) =>
                {
                    let copy = dfg.exception_tables[*exception].clone();
                    *exception = dfg.exception_tables.push(copy);
                }
                _ => {}
            }
            // A copied table still holds the first one's handles: copied here.
            for call in dfg.insts[inst].branch_destination_mut(&mut dfg.jump_tables, &mut dfg.exception_tables) {
                if targets.contains(call.block(&dfg.value_lists)) && !self.calls.insert(*call) {
                    *call = call.deep_clone(&mut dfg.value_lists);
                }
            }
        }
    }
}
