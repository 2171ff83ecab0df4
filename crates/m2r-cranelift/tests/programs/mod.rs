//! Programs of variables, built into Cranelift IR two ways: with every
//! variable in a stack slot (then [`m2r_cranelift::promote_stack_slots`]),
//! or with cranelift-frontend's `Variable`s, which build SSA as they go.
//! The same program both ways: the tests run both through the verifier and
//! the interpreter, the bench times both.
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
use cranelift_codegen::ir::{BlockArg, JumpTableData, Signature, StackSlotData, StackSlotKind, UserFuncName};
use cranelift_codegen::isa::{CallConv, TargetFrontendConfig};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext, Variable};
use cranelift_interpreter::environment::FunctionStore;
use cranelift_interpreter::interpreter::{Interpreter, InterpreterState};
use cranelift_interpreter::step::ControlFlow;

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
}

/// Every variable in a stack slot.
struct Slots {
    slots: Vec<ir::StackSlot>,
    types: Vec<ir::Type>,
}

impl Storage for Slots {
    fn get(&mut self, b: &mut FunctionBuilder, var: usize) -> ir::Value {
        b.ins().stack_load(I64, self.types[var], self.slots[var], 0)
    }
    fn set(&mut self, b: &mut FunctionBuilder, var: usize, value: ir::Value) {
        b.ins().stack_store(I64, value, self.slots[var], 0);
    }
    fn slot(&self, var: usize) -> ir::StackSlot {
        self.slots[var]
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
    /// The program with every variable in a stack slot.
    pub fn with_slots(&self, ctx: &mut FunctionBuilderContext) -> Function {
        self.build(ctx, Sealing::AtEnd, |b, p| {
            let (slots, types) = p.slots(b);
            Box::new(Slots { slots, types })
        })
    }

    /// The program with cranelift-frontend `Variable`s (pinned ones in slots).
    pub fn with_variables(&self, ctx: &mut FunctionBuilderContext, sealing: Sealing) -> Function {
        self.build(ctx, sealing, |b, p| {
            let (slots, types) = p.slots(b);
            let vars =
                (0..p.vars.len()).map(|v| p.pinned[v].is_none().then(|| b.declare_var(p.vars[v].ir()))).collect();
            Box::new(Variables { vars, slots: Slots { slots, types } })
        })
    }

    fn slots(&self, b: &mut FunctionBuilder) -> (Vec<ir::StackSlot>, Vec<ir::Type>) {
        let types: Vec<ir::Type> = self.vars.iter().map(|t| t.ir()).collect();
        let slots = types
            .iter()
            .map(|t| b.create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, t.bytes(), 3)))
            .collect();
        (slots, types)
    }

    fn build(
        &self,
        ctx: &mut FunctionBuilderContext,
        sealing: Sealing,
        storage: impl FnOnce(&mut FunctionBuilder, &Program) -> Box<dyn Storage>,
    ) -> Function {
        let mut func = Function::with_name_signature(UserFuncName::user(0, 0), signature());
        let mut b = FunctionBuilder::new(&mut func, ctx);
        let mut store = storage(&mut b, self);
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
                self.op(&mut b, &mut *store, op, sink);
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
        drop(store);
        b.finalize(frontend_config());
        func
    }

    fn op(&self, b: &mut FunctionBuilder, store: &mut dyn Storage, op: &Op, sink: ir::StackSlot) {
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
            Term::Return => vec![],
        }
    }
}

/// Runs `func` in cranelift-interpreter: what it returns.
pub fn run(func: &Function) -> Result<i64, String> {
    let mut store = FunctionStore::default();
    store.add(func.name.to_string(), func);
    let state = InterpreterState::default().with_function_store(store);
    let mut interpreter = Interpreter::new(state).with_fuel(Some(50_000_000));
    match interpreter.call_by_name(&func.name.to_string(), &[]) {
        Ok(ControlFlow::Return(values)) => match values.as_slice() {
            [DataValue::I64(v)] => Ok(*v),
            other => Err(format!("returned {other:?}")),
        },
        Ok(other) => Err(format!("ended with {:?}", std::mem::discriminant(&other))),
        Err(e) => Err(format!("{e:?}")),
    }
}

/// The block parameters of `func`, the entry's (the function's parameters)
/// aside.
pub fn block_params(func: &Function) -> usize {
    let entry = func.layout.entry_block();
    func.layout.blocks().filter(|&b| Some(b) != entry).map(|b| func.dfg.block_params(b).len()).sum()
}

/// Verifies `func` with Cranelift's verifier.
pub fn verify(func: &Function) -> Result<(), String> {
    let flags = cranelift_codegen::settings::Flags::new(cranelift_codegen::settings::builder());
    cranelift_codegen::verify_function(func, &flags).map_err(|e| format!("{e}\n{}", func.display()))
}
