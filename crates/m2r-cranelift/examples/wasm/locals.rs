//! The three ways a translated function keeps its wasm locals: (a)
//! cranelift-frontend `Variable`s, (b) stack slots then
//! `promote_stack_slots`, (c) m2r-cranelift's `Variables`.

use cranelift_codegen::ir::types::{F32, F64, I64};
use cranelift_codegen::ir::{self, Function, InstBuilder, StackSlotData, StackSlotKind, Type};
use cranelift_frontend::{FunctionBuilder, Variable};
use m2r_cranelift::{Variable as OurVariable, Variables};

/// How a function's locals are declared, read and written.
pub trait Locals {
    /// Declares the next local, of type `ty`.
    fn declare(&mut self, b: &mut FunctionBuilder, ty: Type);
    fn get(&mut self, b: &mut FunctionBuilder, local: u32) -> ir::Value;
    fn set(&mut self, b: &mut FunctionBuilder, local: u32, value: ir::Value);
    /// After the frontend's `finalize`.
    fn finish(&mut self, _func: &mut Function) {}
}

/// (a) cranelift-frontend's `Variable`s.
#[derive(Default)]
pub struct Frontend {
    vars: Vec<Variable>,
}

impl Locals for Frontend {
    fn declare(&mut self, b: &mut FunctionBuilder, ty: Type) {
        self.vars.push(b.declare_var(ty));
    }
    fn get(&mut self, b: &mut FunctionBuilder, local: u32) -> ir::Value {
        b.use_var(self.vars[local as usize])
    }
    fn set(&mut self, b: &mut FunctionBuilder, local: u32, value: ir::Value) {
        b.def_var(self.vars[local as usize], value);
    }
}

/// (b) Each local in a stack slot, and what is done with the slots once
/// the function is built.
pub struct Slots {
    slots: Vec<(ir::StackSlot, Type)>,
    after: AfterSlots,
}

/// What (b) does with its slots once the function is built.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum AfterSlots {
    /// `promote_stack_slots`.
    Promote,
    /// Nothing: the floor that (b)'s promotion adds to.
    Keep,
    /// Only the edits every promotion of these slots makes, whatever it
    /// computes: each load's result becomes an alias (here of a zero of its
    /// type, not of the value the load reads) and leaves the layout, each
    /// store leaves it. The output is not a valid function: this measures
    /// what no promoter can do without (see docs/cranelift.md).
    EditsOnly,
}

impl Slots {
    pub fn new(after: AfterSlots) -> Slots {
        Slots { slots: Vec::new(), after }
    }
}

impl Locals for Slots {
    fn declare(&mut self, b: &mut FunctionBuilder, ty: Type) {
        let slot = b.create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, ty.bytes(), 3));
        self.slots.push((slot, ty));
    }
    fn get(&mut self, b: &mut FunctionBuilder, local: u32) -> ir::Value {
        let (slot, ty) = self.slots[local as usize];
        b.ins().stack_load(I64, ty, slot, 0)
    }
    fn set(&mut self, b: &mut FunctionBuilder, local: u32, value: ir::Value) {
        let (slot, _) = self.slots[local as usize];
        b.ins().stack_store(I64, value, slot, 0);
    }
    fn finish(&mut self, func: &mut Function) {
        match self.after {
            AfterSlots::Promote => {
                m2r_cranelift::promote_stack_slots(func).expect("promotes");
            }
            AfterSlots::Keep => {}
            AfterSlots::EditsOnly => crate::promotion_edits::promotion_edits(func),
        }
    }
}

/// (c) m2r-cranelift's `Variables`, reused across functions.
pub struct Ours<'v> {
    pub vars: &'v mut Variables,
    ids: Vec<OurVariable>,
}

impl<'v> Ours<'v> {
    pub fn new(vars: &'v mut Variables) -> Ours<'v> {
        Ours { vars, ids: Vec::new() }
    }
}

impl Locals for Ours<'_> {
    fn declare(&mut self, _: &mut FunctionBuilder, ty: Type) {
        self.ids.push(self.vars.declare_var(ty));
    }
    fn get(&mut self, b: &mut FunctionBuilder, local: u32) -> ir::Value {
        self.vars.use_var(b, self.ids[local as usize])
    }
    fn set(&mut self, b: &mut FunctionBuilder, local: u32, value: ir::Value) {
        self.vars.def_var(b, self.ids[local as usize], value);
    }
    fn finish(&mut self, func: &mut Function) {
        self.vars.finish(func).expect("settles");
    }
}

/// No locals at all, the floor every way shares: each local is one value
/// made at the start, and a write changes nothing (what the code computes
/// is not the program's).
#[derive(Default)]
pub struct Plain {
    values: Vec<ir::Value>,
}

impl Locals for Plain {
    fn declare(&mut self, b: &mut FunctionBuilder, ty: Type) {
        let zero = zero(b, ty);
        self.values.push(zero);
    }
    fn get(&mut self, _: &mut FunctionBuilder, local: u32) -> ir::Value {
        self.values[local as usize]
    }
    fn set(&mut self, _: &mut FunctionBuilder, _: u32, _: ir::Value) {}
}

/// A zero of `ty`.
pub fn zero(b: &mut FunctionBuilder, ty: Type) -> ir::Value {
    match ty {
        F32 => b.ins().f32const(0.0),
        F64 => b.ins().f64const(0.0),
        _ => b.ins().iconst(ty, 0),
    }
}
