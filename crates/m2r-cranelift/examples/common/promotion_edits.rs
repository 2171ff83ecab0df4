//! The edits every promotion of stack slots makes, and nothing else: a
//! floor for `promote_stack_slots`, measured by `examples/bench` and
//! `examples/wasm` (way `promotion-edits`; docs/cranelift.md).
//!
//! Whatever a promoter computes, Cranelift has it find each slot's loads and
//! stores by walking the layout (the IR has no use lists), take each store
//! and slot address out of the layout, and make each load's result an alias
//! of the value it reads before taking the load out (replacing the uses
//! instead would walk every instruction's arguments). This does exactly
//! that, with each load's result made an alias of one zero of its type
//! made at the entry, instead of the value the load reads: the output is not
//! a valid function, and no promoter can do less.

use cranelift_codegen::cursor::{Cursor, FuncCursor};
use cranelift_codegen::ir::types::{F32, F64};
use cranelift_codegen::ir::{self, Function, InstBuilder, InstructionData, Opcode, Type, ValueDef};

/// Takes out every load, store and address of a stack slot (a load or
/// store at offset 0 whose address is a `stack_addr`, through aliases),
/// each load's result made an alias of a zero (a vector load is left).
#[inline(never)]
pub fn promotion_edits(func: &mut Function) {
    let Some(entry) = func.layout.entry_block() else { return };
    let mut zeros: Vec<(Type, ir::Value)> = Vec::new();
    let mut block = Some(entry);
    while let Some(b) = block {
        let mut inst = func.layout.first_inst(b);
        while let Some(i) = inst {
            inst = func.layout.next_inst(i);
            match func.dfg.insts[i] {
                InstructionData::StackAddr { .. } => func.layout.remove_inst(i),
                InstructionData::Store { opcode: Opcode::Store, args: [_, addr], offset, .. }
                    if i32::from(offset) == 0 && is_slot(func, addr) =>
                {
                    func.layout.remove_inst(i)
                }
                InstructionData::Load { opcode: Opcode::Load, arg, offset, .. }
                    if i32::from(offset) == 0 && is_slot(func, arg) =>
                {
                    let result = func.dfg.first_result(i);
                    let Some(zero) = zero_of(func, entry, &mut zeros, func.dfg.value_type(result)) else { continue };
                    func.dfg.detach_inst_results(i);
                    func.dfg.change_to_alias(result, zero);
                    func.layout.remove_inst(i);
                }
                _ => {}
            }
        }
        block = func.layout.next_block(b);
    }
}

/// Whether `addr` is a stack slot's address (through aliases).
fn is_slot(func: &Function, addr: ir::Value) -> bool {
    match func.dfg.value_def(func.dfg.resolve_aliases(addr)) {
        ValueDef::Result(def, 0) => matches!(func.dfg.insts[def], InstructionData::StackAddr { .. }),
        _ => false,
    }
}

/// The function's zero of type `ty`, made at the entry the first time it is
/// asked for; none for a vector type.
fn zero_of(func: &mut Function, entry: ir::Block, zeros: &mut Vec<(Type, ir::Value)>, ty: Type) -> Option<ir::Value> {
    if let Some(&(_, z)) = zeros.iter().find(|z| z.0 == ty) {
        return Some(z);
    }
    let mut pos = FuncCursor::new(func).at_first_insertion_point(entry);
    let z = match ty {
        F32 => pos.ins().f32const(0.0),
        F64 => pos.ins().f64const(0.0),
        ty if ty.is_int() => pos.ins().iconst(ty, 0),
        _ => return None,
    };
    zeros.push((ty, z));
    Some(z)
}
