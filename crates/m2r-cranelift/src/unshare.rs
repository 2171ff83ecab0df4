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
//! seen before is deep-copied. IR whose lists are already distinct is left
//! as it is.

use std::collections::HashSet;

use cranelift_codegen::ir::{self, Function, InstructionData, JumpTableData};

/// Gives every branch target in `func`'s layout a table and an argument
/// list of its own.
pub(crate) fn unshare_branch_targets(func: &mut Function) {
    let mut calls: HashSet<ir::BlockCall> = HashSet::new();
    let mut jump_tables: HashSet<ir::JumpTable> = HashSet::new();
    let mut exception_tables: HashSet<ir::ExceptionTable> = HashSet::new();
    let blocks: Vec<ir::Block> = func.layout.blocks().collect();
    for block in blocks {
        let Some(inst) = func.layout.last_inst(block) else { continue };
        let dfg = &mut func.dfg;
        match &mut dfg.insts[inst] {
            InstructionData::BranchTable { table, .. } if !jump_tables.insert(*table) => {
                let data = &dfg.jump_tables[*table];
                let copy = JumpTableData::new(data.default_block(), data.as_slice());
                *table = dfg.jump_tables.push(copy);
            }
            InstructionData::TryCall { exception, .. } | InstructionData::TryCallIndirect { exception, .. }
                if !exception_tables.insert(*exception) =>
            {
                let copy = dfg.exception_tables[*exception].clone();
                *exception = dfg.exception_tables.push(copy);
            }
            _ => {}
        }
        // A copied table still holds the first one's handles: copied here.
        for call in dfg.insts[inst].branch_destination_mut(&mut dfg.jump_tables, &mut dfg.exception_tables) {
            if !calls.insert(*call) {
                *call = call.deep_clone(&mut dfg.value_lists);
            }
        }
    }
}
