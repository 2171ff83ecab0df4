//! Programs of variables, built into Cranelift IR three ways: with every
//! variable in a stack slot (then [`m2r_cranelift::promote_stack_slots`]),
//! with cranelift-frontend's `Variable`s, which build SSA as they go, or
//! with m2r-cranelift's [`Variables`](Ours), settled when the function is built.
//! The same program every way: the tests run each through the verifier and
//! the interpreter, the bench times them.
//!
//! A program returns a checksum: variable 0 is an accumulator that `Mix`
//! folds values into. With `fuel`, every block first takes one unit of it
//! (variable 1) and leaves for the exit when none is left, so that random
//! loops end, the same way before and after promotion.
#![allow(dead_code)]

pub mod random;
pub mod shapes;

use cranelift_codegen::data_value::DataValue;
use cranelift_codegen::ir::types::{F64, I32, I64};
use cranelift_codegen::ir::{self, condcodes::FloatCC, condcodes::IntCC, AbiParam, Function, InstBuilder};
use cranelift_codegen::ir::{BlockArg, ExceptionTableData, ExceptionTableItem, ExtFuncData, ExternalName};
use cranelift_codegen::ir::{JumpTableData, MemFlagsData, Signature, StackSlotData, StackSlotKind, UserFuncName};
use cranelift_codegen::isa::{CallConv, TargetFrontendConfig};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext, Variable};
use cranelift_interpreter::environment::FunctionStore;
use cranelift_interpreter::interpreter::{Interpreter, InterpreterState};
use cranelift_interpreter::step::ControlFlow;
use m2r_cranelift::{Variable as OurVariable, Variables as Ours, VariablesSummary};
use std::collections::HashMap;

/// A variable's type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ty {
    I32,
    I64,
    F64,
}

impl Ty {
    pub fn ir(self) -> ir::Type {
        match self {
            Ty::I32 => I32,
            Ty::I64 => I64,
            Ty::F64 => F64,
        }
    }
}

/// How a variable kept in memory is used, beyond loads and stores of it
/// whole (a variable without one is promotable).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pinned {
    /// Its low half is also read as an `i32` (an I64 variable): a partial
    /// access.
    PartialRead,
    /// Its address is stored in a slot of its own: it escapes.
    Escapes,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Op {
    /// `dst = value`.
    Const { dst: usize, value: i64 },
    /// `dst = a + b`, each converted to `dst`'s type.
    Add { dst: usize, a: usize, b: usize },
    /// `acc = acc * 31 + src` (as an `i64`).
    Mix { src: usize },
    /// `acc = acc * 31 + the low 32 bits of src` (a [`Pinned::PartialRead`] variable).
    MixLow { src: usize },
    /// `dst = src`, of one type: a copy.
    Copy { dst: usize, src: usize },
    /// `a = b = value`: one constant stored into two variables of one type.
    Both { a: usize, b: usize, value: i64 },
    /// A call of a function that does nothing, with `src`'s value declared
    /// to need a stack map (but where variables that need them are
    /// declared so) and used after the call (`acc` mixes it in): cranelift-frontend
    /// spills it to a slot that the call's user stack map names.
    Call { src: usize },
}

#[derive(Clone, Debug, PartialEq)]
pub enum Term {
    Jump(usize),
    /// To `then` if the variable is not zero.
    Branch {
        var: usize,
        then: usize,
        other: usize,
    },
    /// `br_table` on the variable (as an `i32`): `targets[v]`, else `default`.
    Switch {
        var: usize,
        targets: Vec<usize>,
        default: usize,
    },
    /// A `try_call` of a function that does nothing: on to `normal`, or to
    /// `handler` if it throws (it never does). The interpreter cannot run
    /// `try_call`.
    TryCall {
        normal: usize,
        handler: usize,
    },
    Return,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Block {
    pub ops: Vec<Op>,
    pub term: Term,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Program {
    /// Variable 0 is the accumulator (`I64`); with fuel, variable 1 is it.
    pub vars: Vec<Ty>,
    pub pinned: Vec<Option<Pinned>>,
    pub blocks: Vec<Block>,
    pub fuel: Option<i64>,
    /// How the stack-slot build reaches its slots.
    pub addressing: Addressing,
    /// Whether the stack-slot build gives all the branches to one block one
    /// shared argument list (`BlockCall`), as a frontend may.
    pub shared_calls: bool,
    /// The variables whose values need stack maps
    /// (`declare_var_needs_stack_map`, in the builds with variables; empty
    /// or all false for none).
    pub gc: Vec<bool>,
}

/// How the stack-slot build addresses a slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Addressing {
    /// `stack_load` and `stack_store`: a `stack_addr` at each access.
    Direct,
    /// Each slot's `stack_addr` once, at the start, kept in a frontend
    /// `Variable` and used through it: after joins the address reaches its
    /// loads through value aliases (the frontend's removed parameters).
    ThroughVariables,
}

impl Program {
    /// Whether the program has a `try_call`, which the interpreter cannot run.
    pub fn has_try_call(&self) -> bool {
        self.blocks.iter().any(|b| matches!(b.term, Term::TryCall { .. }))
    }

    /// Whether variable `var`'s values need stack maps.
    pub fn is_gc(&self, var: usize) -> bool {
        self.gc.get(var).copied().unwrap_or(false)
    }

    /// Whether some variable's values need stack maps.
    pub fn has_gc(&self) -> bool {
        self.gc.contains(&true)
    }

    /// Each variable not pinned to a slot, declared by `declare` (with its
    /// type and whether it needs stack maps).
    fn declare<V>(&self, mut declare: impl FnMut(ir::Type, bool) -> V) -> Vec<Option<V>> {
        (0..self.vars.len())
            .map(|v| self.pinned[v].is_none().then(|| declare(self.vars[v].ir(), self.is_gc(v))))
            .collect()
    }
}

pub const ACC: usize = 0;
pub const FUEL: usize = 1;

pub fn frontend_config() -> TargetFrontendConfig {
    TargetFrontendConfig {
        default_call_conv: CallConv::SystemV,
        pointer_width: target_lexicon::PointerWidth::U64,
        page_size_align_log2: 12,
    }
}

fn signature() -> Signature {
    let mut sig = Signature::new(CallConv::SystemV);
    sig.returns.push(AbiParam::new(I64));
    sig
}

/// How a variable is read and written in the function being built.
trait Storage {
    fn get(&mut self, b: &mut FunctionBuilder, var: usize) -> ir::Value;
    fn set(&mut self, b: &mut FunctionBuilder, var: usize, value: ir::Value);
    /// The variable's slot (a pinned variable always has one).
    fn slot(&self, var: usize) -> ir::StackSlot;
    /// At the top of the entry block.
    fn start(&mut self, _b: &mut FunctionBuilder) {}
    /// The function is built, before the builder's `finalize`.
    fn end(&mut self, _b: &mut FunctionBuilder) {}
    /// Whether variables, not slots, hold the values (then a program's
    /// [`Program::gc`] variables are declared to need stack maps).
    fn has_variables(&self) -> bool {
        false
    }
}

/// The flags `stack_load` and `stack_store` give their accesses.
fn stack_flags() -> MemFlagsData {
    let mut flags = MemFlagsData::new();
    flags.set_notrap();
    flags
}

/// Every variable in a stack slot.
struct Slots {
    slots: Vec<ir::StackSlot>,
    types: Vec<ir::Type>,
    /// With [`Addressing::ThroughVariables`], each slot's address.
    addresses: Vec<Variable>,
}

impl Slots {
    /// In the entry block: the slots' addresses into their variables.
    fn take_addresses(&mut self, b: &mut FunctionBuilder) {
        for (&slot, &var) in self.slots.iter().zip(&self.addresses) {
            let addr = b.ins().stack_addr(I64, slot, 0);
            b.def_var(var, addr);
        }
    }
}

impl Storage for Slots {
    fn get(&mut self, b: &mut FunctionBuilder, var: usize) -> ir::Value {
        match self.addresses.get(var) {
            Some(&addr) => {
                let addr = b.use_var(addr);
                b.ins().load(self.types[var], stack_flags(), addr, 0)
            }
            None => b.ins().stack_load(I64, self.types[var], self.slots[var], 0),
        }
    }
    fn set(&mut self, b: &mut FunctionBuilder, var: usize, value: ir::Value) {
        match self.addresses.get(var) {
            Some(&addr) => {
                let addr = b.use_var(addr);
                b.ins().store(stack_flags(), value, addr, 0);
            }
            None => {
                b.ins().stack_store(I64, value, self.slots[var], 0);
            }
        }
    }
    fn slot(&self, var: usize) -> ir::StackSlot {
        self.slots[var]
    }
    fn start(&mut self, b: &mut FunctionBuilder) {
        self.take_addresses(b);
    }
}

/// Variables as cranelift-frontend `Variable`s, the pinned ones in slots.
struct Variables {
    vars: Vec<Option<Variable>>,
    slots: Slots,
}

impl Storage for Variables {
    fn get(&mut self, b: &mut FunctionBuilder, var: usize) -> ir::Value {
        match self.vars[var] {
            Some(v) => b.use_var(v),
            None => self.slots.get(b, var),
        }
    }
    fn set(&mut self, b: &mut FunctionBuilder, var: usize, value: ir::Value) {
        match self.vars[var] {
            Some(v) => b.def_var(v, value),
            None => self.slots.set(b, var, value),
        }
    }
    fn slot(&self, var: usize) -> ir::StackSlot {
        self.slots.slot(var)
    }
    fn has_variables(&self) -> bool {
        true
    }
}

/// No variables: each one is a value made once in the entry block, and a
/// write changes nothing. The program's building without any SSA work, for
/// the bench's floor (what it computes is not the program's).
struct Plain {
    values: Vec<Option<ir::Value>>,
    types: Vec<ir::Type>,
    slots: Slots,
}

impl Storage for Plain {
    fn get(&mut self, _: &mut FunctionBuilder, var: usize) -> ir::Value {
        self.values[var].expect("made at the start")
    }
    fn set(&mut self, _: &mut FunctionBuilder, _: usize, _: ir::Value) {}
    fn slot(&self, var: usize) -> ir::StackSlot {
        self.slots.slot(var)
    }
    fn start(&mut self, b: &mut FunctionBuilder) {
        for (v, &ty) in self.types.iter().enumerate() {
            self.values[v] = Some(if ty == F64 { b.ins().f64const(0.0) } else { b.ins().iconst(ty, 0) });
        }
    }
}

/// Variables as m2r-cranelift's [`Variables`](Ours), the pinned ones in slots.
struct OurVariables<'a> {
    vars: &'a mut Ours,
    ids: Vec<Option<OurVariable>>,
    slots: Slots,
    /// With variables that need stack maps: `finish_in` before `finalize`,
    /// and what it said.
    settled: Option<&'a mut Option<VariablesSummary>>,
}

impl Storage for OurVariables<'_> {
    fn get(&mut self, b: &mut FunctionBuilder, var: usize) -> ir::Value {
        match self.ids[var] {
            Some(v) => self.vars.use_var(b, v),
            None => self.slots.get(b, var),
        }
    }
    fn set(&mut self, b: &mut FunctionBuilder, var: usize, value: ir::Value) {
        match self.ids[var] {
            Some(v) => self.vars.def_var(b, v, value),
            None => self.slots.set(b, var, value),
        }
    }
    fn slot(&self, var: usize) -> ir::StackSlot {
        self.slots.slot(var)
    }
    fn has_variables(&self) -> bool {
        true
    }
    fn end(&mut self, b: &mut FunctionBuilder) {
        if let Some(settled) = self.settled.as_deref_mut() {
            *settled = Some(self.vars.finish_in(b).expect("settles"));
        }
    }
}

/// When the frontend seals blocks (declares their predecessors known).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sealing {
    /// All at the end.
    AtEnd,
    /// Each as soon as every branch to it is built.
    AsSoonAsPossible,
}

/// `value` of type `from` as type `to`.
fn convert(b: &mut FunctionBuilder, value: ir::Value, from: ir::Type, to: ir::Type) -> ir::Value {
    match (from, to) {
        _ if from == to => value,
        (F64, _) => b.ins().fcvt_to_sint_sat(to, value),
        (_, F64) => b.ins().fcvt_from_sint(F64, value),
        _ if from.bits() < to.bits() => b.ins().sextend(to, value),
        _ => b.ins().ireduce(to, value),
    }
}

impl Program {
    /// The program with every variable in a stack slot, addressed as
    /// `self.addressing` says, and its argument lists shared if
    /// `self.shared_calls`.
    pub fn with_slots(&self, ctx: &mut FunctionBuilderContext) -> Function {
        let mut func = self.build(ctx, Sealing::AtEnd, |b, p| {
            let (slots, types) = p.slots(b);
            let addresses = match p.addressing {
                Addressing::Direct => vec![],
                Addressing::ThroughVariables => slots.iter().map(|_| b.declare_var(I64)).collect(),
            };
            Box::new(Slots { slots, types, addresses })
        });
        if self.shared_calls {
            share_block_calls(&mut func);
        }
        func
    }

    /// The program with cranelift-frontend `Variable`s (pinned ones in slots).
    pub fn with_variables(&self, ctx: &mut FunctionBuilderContext, sealing: Sealing) -> Function {
        self.build(ctx, sealing, |b, p| {
            let (slots, types) = p.slots(b);
            let vars = p.declare(|ty, gc| {
                let var = b.declare_var(ty);
                if gc {
                    b.declare_var_needs_stack_map(var);
                }
                var
            });
            Box::new(Variables { vars, slots: Slots { slots, types, addresses: vec![] } })
        })
    }

    /// The program's blocks and operations with no variables at all (see
    /// [`Plain`]): the floor every way of building it shares.
    pub fn without_variables(&self, ctx: &mut FunctionBuilderContext) -> Function {
        self.build(ctx, Sealing::AtEnd, |b, p| {
            let (slots, types) = p.slots(b);
            let values = vec![None; types.len()];
            Box::new(Plain { values, types: types.clone(), slots: Slots { slots, types, addresses: vec![] } })
        })
    }

    /// The program with m2r-cranelift's [`Variables`](Ours) (pinned ones in
    /// slots), the blocks sealed as `sealing` says (the frontend's sealing,
    /// which `Variables` does not need). Settled after the frontend's
    /// `finalize`, or before it with `finish_in` if some variable needs
    /// stack maps. Returns the function and what `finish` said.
    pub fn with_builder(
        &self,
        ctx: &mut FunctionBuilderContext,
        vars: &mut Ours,
        sealing: Sealing,
    ) -> (Function, VariablesSummary) {
        let mut settled = None;
        let in_builder = self.has_gc();
        let mut func = self.build(ctx, sealing, |b, p| {
            let (slots, types) = p.slots(b);
            let ids = p.declare(|ty, gc| {
                let var = vars.declare_var(ty);
                if gc {
                    vars.declare_var_needs_stack_map(var);
                }
                var
            });
            let slots = Slots { slots, types, addresses: vec![] };
            Box::new(OurVariables { vars: &mut *vars, ids, slots, settled: in_builder.then_some(&mut settled) })
        });
        let summary = match settled {
            Some(summary) => summary,
            None => vars.finish(&mut func).expect("settles"),
        };
        (func, summary)
    }

    fn slots(&self, b: &mut FunctionBuilder) -> (Vec<ir::StackSlot>, Vec<ir::Type>) {
        let types: Vec<ir::Type> = self.vars.iter().map(|t| t.ir()).collect();
        let slots = types
            .iter()
            .map(|t| b.create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, t.bytes(), 3)))
            .collect();
        (slots, types)
    }

    fn build<'s>(
        &self,
        ctx: &mut FunctionBuilderContext,
        sealing: Sealing,
        storage: impl FnOnce(&mut FunctionBuilder, &Program) -> Box<dyn Storage + 's>,
    ) -> Function {
        let mut func = Function::with_name_signature(UserFuncName::user(0, 0), signature());
        let mut b = FunctionBuilder::new(&mut func, ctx);
        let mut store = storage(&mut b, self);
        let callee = import_callee(&mut b);
        // An entry block (Cranelift's has no predecessors), each block's
        // fuel check (with fuel), each block, and the exit.
        let entry = b.create_block();
        let heads: Vec<ir::Block> = self.blocks.iter().map(|_| b.create_block()).collect();
        let bodies: Vec<ir::Block> =
            if self.fuel.is_some() { self.blocks.iter().map(|_| b.create_block()).collect() } else { heads.clone() };
        let exit = b.create_block();
        // Branches still to be built to each head (for sealing early).
        let mut pending: Vec<usize> = vec![0; self.blocks.len()];
        pending[0] += 1;
        for block in &self.blocks {
            for t in block.term.targets() {
                pending[t] += 1;
            }
        }
        let arrived = |b: &mut FunctionBuilder, t: usize, pending: &mut Vec<usize>| {
            pending[t] -= 1;
            if sealing == Sealing::AsSoonAsPossible && pending[t] == 0 {
                b.seal_block(heads[t]);
            }
        };

        b.switch_to_block(entry);
        if sealing == Sealing::AsSoonAsPossible {
            b.seal_block(entry);
        }
        store.start(&mut b);
        // Escaping addresses are stored in a slot no one reads whole.
        let sink = b.create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, 8, 3));
        // The sink stays in memory (a read of its low half), so an address
        // stored there escapes for good: a sink that is promoted would let
        // the slot whose address it holds be promoted too.
        b.ins().stack_load(I64, I32, sink, 0);
        if let Some(fuel) = self.fuel {
            let f = b.ins().iconst(I64, fuel);
            store.set(&mut b, FUEL, f);
        }
        b.ins().jump(heads[0], &[]);
        arrived(&mut b, 0, &mut pending);

        for (i, block) in self.blocks.iter().enumerate() {
            b.switch_to_block(heads[i]);
            if self.fuel.is_some() {
                let f = store.get(&mut b, FUEL);
                let f = b.ins().iadd_imm_s(f, -1);
                store.set(&mut b, FUEL, f);
                let out = b.ins().icmp_imm_s(IntCC::SignedLessThan, f, 0);
                b.ins().brif(out, exit, &[], bodies[i], &[]);
                if sealing == Sealing::AsSoonAsPossible {
                    b.seal_block(bodies[i]);
                }
                b.switch_to_block(bodies[i]);
            }
            for op in &block.ops {
                self.op(&mut b, &mut *store, op, sink, callee);
            }
            match &block.term {
                &Term::Jump(t) => {
                    b.ins().jump(heads[t], &[]);
                }
                &Term::Branch { var, then, other } => {
                    let v = store.get(&mut b, var);
                    let c = match self.vars[var] {
                        Ty::F64 => {
                            let zero = b.ins().f64const(0.0);
                            b.ins().fcmp(FloatCC::NotEqual, v, zero)
                        }
                        _ => v,
                    };
                    b.ins().brif(c, heads[then], &[], heads[other], &[]);
                }
                Term::Switch { var, targets, default } => {
                    let v = store.get(&mut b, *var);
                    let index = convert(&mut b, v, self.vars[*var].ir(), I32);
                    let pool = &mut b.func.dfg.value_lists;
                    let none: [BlockArg; 0] = [];
                    let calls: Vec<ir::BlockCall> =
                        targets.iter().map(|&t| ir::BlockCall::new(heads[t], none, pool)).collect();
                    let default = ir::BlockCall::new(heads[*default], none, pool);
                    let table = b.create_jump_table(JumpTableData::new(default, &calls));
                    b.ins().br_table(index, table);
                }
                &Term::TryCall { normal, handler } => {
                    let sig = b.func.dfg.ext_funcs[callee].signature;
                    let pool = &mut b.func.dfg.value_lists;
                    let (to_normal, to_handler) =
                        (ir::BlockCall::new(heads[normal], [], pool), ir::BlockCall::new(heads[handler], [], pool));
                    let table = ExceptionTableData::new(sig, to_normal, [ExceptionTableItem::Default(to_handler)]);
                    let et = b.func.dfg.exception_tables.push(table);
                    b.ins().try_call(callee, &[], et);
                }
                Term::Return => {
                    b.ins().jump(exit, &[]);
                }
            }
            for t in block.term.targets() {
                arrived(&mut b, t, &mut pending);
            }
        }
        b.switch_to_block(exit);
        let acc = store.get(&mut b, ACC);
        b.ins().return_(&[acc]);
        // Everything at the end, or what is left: the exit, and blocks no
        // branch reaches.
        b.seal_all_blocks();
        store.end(&mut b);
        drop(store);
        b.finalize(frontend_config());
        func
    }

    fn op(&self, b: &mut FunctionBuilder, store: &mut dyn Storage, op: &Op, sink: ir::StackSlot, callee: ir::FuncRef) {
        match *op {
            Op::Const { dst, value } => {
                let v = match self.vars[dst] {
                    Ty::F64 => b.ins().f64const(value as f64),
                    t => b.ins().iconst(t.ir(), value),
                };
                store.set(b, dst, v);
            }
            Op::Add { dst, a, b: c } => {
                let to = self.vars[dst].ir();
                let x = store.get(b, a);
                let x = convert(b, x, self.vars[a].ir(), to);
                let y = store.get(b, c);
                let y = convert(b, y, self.vars[c].ir(), to);
                let sum = if to == F64 { b.ins().fadd(x, y) } else { b.ins().iadd(x, y) };
                store.set(b, dst, sum);
            }
            Op::Mix { src } => {
                let v = store.get(b, src);
                let v = convert(b, v, self.vars[src].ir(), I64);
                self.mix(b, store, v);
            }
            Op::Copy { dst, src } => {
                let v = store.get(b, src);
                store.set(b, dst, v);
            }
            Op::Both { a, b: other, value } => {
                let v = match self.vars[a] {
                    Ty::F64 => b.ins().f64const(value as f64),
                    t => b.ins().iconst(t.ir(), value),
                };
                store.set(b, a, v);
                store.set(b, other, v);
            }
            Op::Call { src } => {
                let v = store.get(b, src);
                let v = convert(b, v, self.vars[src].ir(), I64);
                // With variables that need stack maps, theirs are the values
                // in the stack maps.
                if !(store.has_variables() && self.has_gc()) {
                    b.declare_value_needs_stack_map(v);
                }
                b.ins().call(callee, &[]);
                self.mix(b, store, v);
            }
            Op::MixLow { src } => {
                // Through the address: a 32-bit load of the 64-bit slot.
                let low = b.ins().stack_load(I64, I32, store.slot(src), 0);
                let v = b.ins().sextend(I64, low);
                self.mix(b, store, v);
            }
        }
        if let Op::Const { dst, .. } | Op::Add { dst, .. } = *op {
            if self.pinned[dst] == Some(Pinned::Escapes) {
                let addr = b.ins().stack_addr(I64, store.slot(dst), 0);
                b.ins().stack_store(I64, addr, sink, 0);
            }
        }
    }

    fn mix(&self, b: &mut FunctionBuilder, store: &mut dyn Storage, v: ir::Value) {
        let acc = store.get(b, ACC);
        let acc = b.ins().imul_imm_s(acc, 31);
        let acc = b.ins().iadd(acc, v);
        store.set(b, ACC, acc);
    }
}

impl Term {
    pub fn targets(&self) -> Vec<usize> {
        match self {
            &Term::Jump(t) => vec![t],
            &Term::Branch { then, other, .. } => vec![then, other],
            Term::Switch { targets, default, .. } => targets.iter().copied().chain([*default]).collect(),
            &Term::TryCall { normal, handler } => vec![normal, handler],
            Term::Return => vec![],
        }
    }
}

/// An empty function `u0:0` of no parameters returning `ret`, for the
/// hand-written cases.
pub fn function(ret: &[ir::Type]) -> Function {
    let mut sig = Signature::new(CallConv::SystemV);
    sig.returns.extend(ret.iter().map(|&t| AbiParam::new(t)));
    Function::with_name_signature(UserFuncName::user(0, 0), sig)
}

/// A new explicit slot of `bytes` bytes, 8-aligned.
pub fn slot(b: &mut FunctionBuilder, bytes: u32) -> ir::StackSlot {
    b.create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, bytes, 3))
}

/// Ends a hand-written function: `block` returns `slot`'s value (an i64),
/// and the builder seals and finalizes.
pub fn return_slot(mut b: FunctionBuilder, block: ir::Block, slot: ir::StackSlot) {
    b.switch_to_block(block);
    let v = b.ins().stack_load(I64, I64, slot, 0);
    b.ins().return_(&[v]);
    b.seal_all_blocks();
    b.finalize(frontend_config());
}

/// A `br_table` on `index` (an i32 constant) to `targets`, else `default`,
/// each entry an argument list of its own.
pub fn br_table_to(b: &mut FunctionBuilder, index: i64, default: ir::Block, targets: &[ir::Block]) {
    let index = b.ins().iconst(I32, index);
    let pool = &mut b.func.dfg.value_lists;
    let none: [BlockArg; 0] = [];
    let calls: Vec<ir::BlockCall> = targets.iter().map(|&t| ir::BlockCall::new(t, none, pool)).collect();
    let default = ir::BlockCall::new(default, none, pool);
    let table = b.create_jump_table(JumpTableData::new(default, &calls));
    b.ins().br_table(index, table);
}

/// The function programs call, `u0:1`: no parameters, no results.
fn import_callee(b: &mut FunctionBuilder) -> ir::FuncRef {
    let signature = b.import_signature(Signature::new(CallConv::SystemV));
    let name = b.func.declare_imported_user_function(ir::UserExternalName::new(0, 1));
    b.import_function(ExtFuncData { name: ExternalName::user(name), signature, colocated: false, patchable: false })
}

/// Gives all the branches to one block (those without arguments) one
/// argument list: one `BlockCall` handle in every `jump`, `brif`, jump
/// table and exception table that goes there, as a frontend may.
pub fn share_block_calls(func: &mut Function) {
    let mut first: HashMap<ir::Block, ir::BlockCall> = HashMap::new();
    let blocks: Vec<ir::Block> = func.layout.blocks().collect();
    for block in blocks {
        let Some(inst) = func.layout.last_inst(block) else { continue };
        let dfg = &mut func.dfg;
        for call in dfg.insts[inst].branch_destination_mut(&mut dfg.jump_tables, &mut dfg.exception_tables) {
            if call.len(&dfg.value_lists) == 0 {
                *call = *first.entry(call.block(&dfg.value_lists)).or_insert(*call);
            }
        }
    }
}

/// Runs `func` in cranelift-interpreter: what it returns. The function it
/// calls does nothing. (The interpreter lays stack slots out end to end,
/// whatever their alignment, and traps on an `aligned` access that lands
/// off it, as the frontend's spills of stack-map values can: so it runs a
/// copy whose slots are rounded up to 8 bytes, which no access can tell.)
pub fn run(func: &Function) -> Result<i64, String> {
    let mut func = func.clone();
    for slot in func.sized_stack_slots.values_mut() {
        slot.size = slot.size.next_multiple_of(8);
    }
    let func = &func;
    use cranelift_codegen::cursor::{Cursor, FuncCursor};
    let mut callee = Function::with_name_signature(UserFuncName::user(0, 1), Signature::new(CallConv::SystemV));
    let entry = callee.dfg.make_block();
    callee.layout.append_block(entry);
    FuncCursor::new(&mut callee).at_bottom(entry).ins().return_(&[]);
    let mut store = FunctionStore::default();
    store.add(callee.name.to_string(), &callee);
    store.add(func.name.to_string(), func);
    let state = InterpreterState::default().with_function_store(store);
    let mut interpreter = Interpreter::new(state).with_fuel(Some(50_000_000));
    match interpreter.call_by_name(&func.name.to_string(), &[]) {
        Ok(ControlFlow::Return(values)) => match values.as_slice() {
            [DataValue::I64(v)] => Ok(*v),
            other => Err(format!("returned {other:?}")),
        },
        Ok(ControlFlow::Trap(trap)) => Err(format!("trapped: {trap:?}")),
        Ok(other) => Err(format!("ended with {:?}", std::mem::discriminant(&other))),
        Err(e) => Err(format!("{e:?}")),
    }
}

/// The number of values in each call's user stack map, calls in layout order.
pub fn stack_map_sizes(func: &Function) -> Vec<usize> {
    func.layout
        .blocks()
        .flat_map(|block| func.layout.block_insts(block))
        .filter(|&inst| func.dfg.insts[inst].opcode().is_call())
        .map(|inst| func.dfg.user_stack_map_entries(inst).map_or(0, |e| e.len()))
        .collect()
}

/// The block parameters of `func`, the entry's (the function's parameters)
/// aside.
pub fn block_params(func: &Function) -> usize {
    let entry = func.layout.entry_block();
    func.layout.blocks().filter(|&b| Some(b) != entry).map(|b| func.dfg.block_params(b).len()).sum()
}

/// The arguments `func`'s branches pass to their targets' block parameters:
/// one per parameter per edge, so no way of building the function can grow
/// more slowly than this count does.
pub fn branch_args(func: &Function) -> usize {
    let dfg = &func.dfg;
    let args = |inst| {
        let targets = dfg.insts[inst].branch_destination(&dfg.jump_tables, &dfg.exception_tables);
        targets.iter().map(|call| call.len(&dfg.value_lists)).sum::<usize>()
    };
    func.layout.blocks().flat_map(|block| func.layout.block_insts(block)).map(args).sum()
}

/// Verifies `func` with Cranelift's verifier.
pub fn verify(func: &Function) -> Result<(), String> {
    let flags = cranelift_codegen::settings::Flags::new(cranelift_codegen::settings::builder());
    cranelift_codegen::verify_function(func, &flags).map_err(|e| format!("{e}\n{}", func.display()))
}
