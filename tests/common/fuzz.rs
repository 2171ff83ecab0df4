//! Random functions built through the LLVM API, valid by construction (after
//! regalloc2's `fuzzing/func.rs`): the CFG is planned first (irreducible
//! loops, unreachable blocks, self loops, switches with duplicate edges,
//! invoke/landingpad, callbr), then each block is filled with loads, stores,
//! lifetime markers, casts, droppable and escaping uses of random allocas,
//! using only values that are certainly defined where they are used.

use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::basic_block::BasicBlock;
use inkwell::builder::Builder;
use inkwell::context::Context;
use inkwell::intrinsics::Intrinsic;
use inkwell::module::{Linkage, Module};
use inkwell::types::{AsTypeRef, BasicTypeEnum};
#[cfg(not(m2r_llvm = "17"))]
use inkwell::values::OperandBundle;
use inkwell::values::{BasicValue, BasicValueEnum, FunctionValue, InstructionValue, PointerValue};
use inkwell::AddressSpace;
use inkwell::AtomicOrdering;

use m2r_testkit::Rng;

/// How a block ends, planned before any block is filled.
#[derive(Clone, Debug)]
enum Exit {
    Return,
    Unreachable,
    Branch(usize),
    CondBranch(usize, usize),
    Switch { default: usize, cases: Vec<usize> },
    Invoke { normal: usize, unwind: usize },
    CallBr { default: usize, indirect: Vec<usize> },
}

impl Exit {
    fn targets(&self) -> Vec<usize> {
        match self {
            Exit::Return | Exit::Unreachable => vec![],
            Exit::Branch(t) => vec![*t],
            Exit::CondBranch(t, f) => vec![*t, *f],
            Exit::Switch { default, cases } => std::iter::once(*default).chain(cases.iter().copied()).collect(),
            Exit::Invoke { normal, unwind } => vec![*normal, *unwind],
            Exit::CallBr { default, indirect } => std::iter::once(*default).chain(indirect.iter().copied()).collect(),
        }
    }
}

/// A pointer value known to point at one of the allocas (a promoted
/// pointer-holding alloca makes its pointee promotable in the next batch).
#[derive(Clone, Copy)]
struct KnownPointer<'ctx> {
    value: PointerValue<'ctx>,
    slot: usize,
}

struct FunctionGen<'a, 'ctx> {
    ctx: &'ctx Context,
    module: &'a Module<'ctx>,
    builder: Builder<'ctx>,
    rng: &'a mut Rng,
    function: FunctionValue<'ctx>,
    slots: Vec<(PointerValue<'ctx>, BasicTypeEnum<'ctx>)>,
    /// Values usable in the block being filled: arguments, constants, and
    /// what the block defined so far.
    available: Vec<BasicValueEnum<'ctx>>,
    pointers: Vec<KnownPointer<'ctx>>,
}

/// Builds a module of one to three random functions from `seed`.
pub fn random_module<'ctx>(ctx: &'ctx Context, seed: u64) -> Module<'ctx> {
    let module = ctx.create_module(&format!("fuzz-{seed}"));
    let mut rng = Rng::new(seed);
    let functions = 1 + rng.below(3);
    for i in 0..functions {
        random_function(ctx, &module, &mut rng, i);
    }
    module
}

fn value_types<'ctx>(ctx: &'ctx Context) -> Vec<BasicTypeEnum<'ctx>> {
    let ptr = ctx.ptr_type(AddressSpace::default());
    vec![
        ctx.i32_type().into(),
        ctx.i32_type().into(),
        ctx.i64_type().into(),
        ctx.i8_type().into(),
        ctx.bool_type().into(),
        ctx.f32_type().into(),
        ctx.f64_type().into(),
        ptr.into(),
        ptr.into(),
        ctx.i32_type().vec_type(2).into(),
        ctx.struct_type(&[ctx.i32_type().into(), ctx.f32_type().into()], false).into(),
        ctx.i16_type().array_type(2).into(),
        ctx.f64_type().array_type(2).into(),
    ]
}

fn random_function<'ctx>(ctx: &'ctx Context, module: &Module<'ctx>, rng: &mut Rng, index: usize) {
    let i32t = ctx.i32_type();
    let ptr = ctx.ptr_type(AddressSpace::default());
    let fn_type = i32t.fn_type(
        &[
            ctx.bool_type().into(),
            ctx.bool_type().into(),
            i32t.into(),
            i32t.into(),
            ptr.into(),
            ptr.into(),
            ctx.f32_type().into(),
        ],
        false,
    );
    let function = module.add_function(&format!("f{index}"), fn_type, None);
    let noundef = ctx.create_enum_attribute(Attribute::get_named_enum_kind_id("noundef"), 0);
    let nonnull = ctx.create_enum_attribute(Attribute::get_named_enum_kind_id("nonnull"), 0);
    function.add_attribute(AttributeLoc::Param(3), noundef);
    function.add_attribute(AttributeLoc::Param(5), nonnull);
    function.add_attribute(AttributeLoc::Param(5), noundef);
    if rng.chance(20) {
        function.add_attribute(AttributeLoc::Function, ctx.create_string_attribute("no-signed-zeros-fp-math", "true"));
    }

    // Plan the CFG. Block 0 is the entry; some blocks are landing pads,
    // reached only by unwind edges.
    let n = 1 + rng.below(12);
    let landing_pad: Vec<bool> = (0..n).map(|b| b > 0 && rng.chance(12)).collect();
    let ordinary: Vec<usize> = (1..n).filter(|&b| !landing_pad[b]).collect();
    let pads: Vec<usize> = (1..n).filter(|&b| landing_pad[b]).collect();
    let pick = |rng: &mut Rng, b: usize| -> Option<usize> {
        if ordinary.is_empty() {
            return None;
        }
        // Mostly forward, sometimes anywhere (back edges, irreducibility).
        let forward: Vec<usize> = ordinary.iter().copied().filter(|&t| t > b && t <= b + 3).collect();
        Some(if !forward.is_empty() && rng.chance(65) {
            forward[rng.below(forward.len())]
        } else {
            ordinary[rng.below(ordinary.len())]
        })
    };
    let exits: Vec<Exit> = (0..n)
        .map(|b| {
            let choice = rng.below(100);
            let t = pick(rng, b);
            let Some(t) = t else { return if rng.chance(90) { Exit::Return } else { Exit::Unreachable } };
            match choice {
                0..=11 => Exit::Return,
                12..=14 => Exit::Unreachable,
                15..=39 => Exit::Branch(t),
                40..=64 => {
                    let f = if rng.chance(10) { t } else { pick(rng, b).unwrap_or(t) };
                    Exit::CondBranch(t, f)
                }
                65..=79 => {
                    let cases = (0..1 + rng.below(5))
                        .map(|_| if rng.chance(30) { t } else { pick(rng, b).unwrap_or(t) })
                        .collect();
                    Exit::Switch { default: pick(rng, b).unwrap_or(t), cases }
                }
                80..=89 if !pads.is_empty() => Exit::Invoke { normal: t, unwind: pads[rng.below(pads.len())] },
                90..=99 => {
                    let indirect = (0..1 + rng.below(2)).map(|_| pick(rng, b).unwrap_or(t)).collect();
                    Exit::CallBr { default: t, indirect }
                }
                _ => Exit::Branch(t),
            }
        })
        .collect();
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (b, e) in exits.iter().enumerate() {
        for t in e.targets() {
            preds[t].push(b);
        }
    }
    if !pads.is_empty() {
        let personality = module.get_function("__gxx_personality_v0").unwrap_or_else(|| {
            module.add_function("__gxx_personality_v0", i32t.fn_type(&[], true), Some(Linkage::External))
        });
        function.set_personality_function(personality);
    }

    let blocks: Vec<BasicBlock> = (0..n).map(|b| ctx.append_basic_block(function, &format!("b{b}"))).collect();
    let mut g = FunctionGen {
        ctx,
        module,
        builder: ctx.create_builder(),
        rng,
        function,
        slots: Vec::new(),
        available: Vec::new(),
        pointers: Vec::new(),
    };
    for b in 0..n {
        g.builder.position_at_end(blocks[b]);
        g.available = g.function.get_param_iter().collect();
        g.pointers.clear();
        if landing_pad[b] {
            let lp_type = ctx.struct_type(&[ptr.into(), i32t.into()], false);
            let personality = module.get_function("__gxx_personality_v0").expect("declared when pads were planned");
            g.builder.build_landing_pad(lp_type, personality, &[], true, "lp").expect("landingpad");
        } else if b > 0 && !preds[b].is_empty() && g.rng.chance(30) {
            g.existing_phi(&preds[b], &blocks);
        }
        // Now and then a long entry block: LLVM's poison scan for an
        // argument reads at most 32 instructions from its top, and upstream
        // runs it after earlier allocas' loads and stores there are gone.
        let long_entry = b == 0 && g.rng.chance(10);
        if b == 0 {
            let count = if long_entry { 8 + g.rng.below(20) } else { 1 + g.rng.below(6) };
            for s in 0..count {
                g.alloca(s);
            }
        }
        let ops = if long_entry { g.rng.below(40) } else { g.rng.below(11) };
        for _ in 0..ops {
            g.random_op();
        }
        g.terminate(&exits[b], &blocks);
    }
}

impl<'ctx> FunctionGen<'_, 'ctx> {
    fn alloca(&mut self, s: usize) {
        let types = value_types(self.ctx);
        let ty = types[self.rng.below(types.len())];
        let slot = if self.rng.chance(10) {
            self.builder
                .build_array_alloca(ty, self.ctx.i32_type().const_int(2, false), &format!("s{s}"))
                .expect("alloca")
        } else {
            self.builder.build_alloca(ty, &format!("s{s}")).expect("alloca")
        };
        if self.rng.chance(30) {
            let inst = slot.as_instruction_value().expect("alloca is an instruction");
            inst.set_alignment(1 << self.rng.below(5)).expect("alignment");
        }
        if self.rng.chance(15) {
            // Leave it unnamed, as clang does.
            slot.set_name("");
        }
        self.slots.push((slot, ty));
    }

    fn existing_phi(&mut self, preds: &[usize], blocks: &[BasicBlock<'ctx>]) {
        let i32t = self.ctx.i32_type();
        let phi = self.builder.build_phi(i32t, "old").expect("phi");
        let mut seen: Vec<usize> = Vec::new();
        for &p in preds {
            if seen.contains(&p) {
                continue;
            }
            seen.push(p);
            let v = i32t.const_int(p as u64, false);
            // One entry per edge, all with the same value.
            for _ in 0..preds.iter().filter(|&&q| q == p).count() {
                phi.add_incoming(&[(&v, blocks[p])]);
            }
        }
        self.available.push(phi.as_basic_value());
    }

    /// A value of type `ty` usable here.
    fn value_of(&mut self, ty: BasicTypeEnum<'ctx>) -> BasicValueEnum<'ctx> {
        let candidates: Vec<BasicValueEnum> = self.available.iter().copied().filter(|v| v.get_type() == ty).collect();
        match self.rng.below(10) {
            0 => undef(ty),
            1 => poison(ty),
            2..=5 if !candidates.is_empty() => candidates[self.rng.below(candidates.len())],
            _ => constant(self.global(), ty, self.rng),
        }
    }

    fn random_op(&mut self) {
        if self.rng.chance(4) {
            // A division by a value: undefined behavior if it is poison,
            // which LLVM's poison queries look for.
            let divisor = self.value_of(self.ctx.i32_type().into()).into_int_value();
            let seven = self.ctx.i32_type().const_int(7, false);
            let q = self.builder.build_int_unsigned_div(seven, divisor, "q").expect("udiv");
            self.available.push(q.into());
            return;
        }
        let s = self.rng.below(self.slots.len().max(1));
        let Some(&(slot, ty)) = self.slots.get(s) else { return };
        match self.rng.below(100) {
            0..=37 => {
                let v = self.value_of(ty);
                let store = self.builder.build_store(slot, v).expect("store");
                self.decorate_access(store, ty);
            }
            38..=74 => {
                let load_ty = if self.rng.chance(2) { self.ctx.i8_type().into() } else { ty };
                let load = self.builder.build_load(load_ty, slot, "v").expect("load");
                let inst = load.as_instruction_value().expect("load is an instruction");
                self.decorate_access(inst, load_ty);
                if load_ty.is_pointer_type() && self.rng.chance(40) {
                    let kind = if self.rng.chance(70) { vec!["nonnull", "noundef"] } else { vec!["nonnull"] };
                    self.add_metadata(inst, &kind);
                } else if self.rng.chance(10) {
                    self.add_metadata(inst, &["noundef"]);
                }
                self.available.push(load);
                if load_ty.is_int_type() && load_ty.into_int_type().get_bit_width() == 32 && self.rng.chance(40) {
                    let other = self.value_of(load_ty);
                    let sum =
                        self.builder.build_int_add(load.into_int_value(), other.into_int_value(), "sum").expect("add");
                    self.available.push(sum.into());
                }
            }
            75..=81 => self.lifetime_marker(slot),
            82..=91 => self.pointer_game(slot, ty),
            92 => {
                let escape = self.declare("escape", &[self.ctx.ptr_type(AddressSpace::default()).into()]);
                self.builder.build_direct_call(escape, &[slot.into()], "").expect("call");
            }
            // LLVM 17's C API cannot build operand bundles (they came in 18):
            // there these draws compare pointers instead.
            #[cfg(m2r_llvm = "17")]
            93..=96 => {
                let c = self.builder.build_is_null(slot, "null").expect("icmp");
                self.available.push(c.into());
            }
            #[cfg(not(m2r_llvm = "17"))]
            93..=96 => {
                let assume =
                    Intrinsic::find("llvm.assume").expect("assume").get_declaration(self.module, &[]).expect("decl");
                let bundle = OperandBundle::create("nonnull", &[slot.into()]);
                let t = self.ctx.bool_type().const_int(1, false);
                self.builder
                    .build_direct_call_with_operand_bundles(assume, &[t.into()], &[bundle], "")
                    .expect("assume");
            }
            97 => {
                let other = self.slots[self.rng.below(self.slots.len())].0;
                let c = self.builder.build_int_compare(inkwell::IntPredicate::EQ, slot, other, "same").expect("icmp");
                self.available.push(c.into());
            }
            _ => {
                let v = self.value_of(ty);
                let store = self.builder.build_store(slot, v).expect("store");
                store.set_volatile(true).expect("volatile");
            }
        }
    }

    fn decorate_access(&mut self, inst: InstructionValue<'ctx>, ty: BasicTypeEnum<'ctx>) {
        let atomic_ok =
            (ty.is_int_type() && ty.into_int_type().get_bit_width() >= 8) || ty.is_float_type() || ty.is_pointer_type();
        if self.rng.chance(1) {
            inst.set_volatile(true).expect("volatile");
        } else if atomic_ok && self.rng.chance(5) {
            let order = if inst.get_opcode() == inkwell::values::InstructionOpcode::Load {
                AtomicOrdering::Acquire
            } else {
                AtomicOrdering::Release
            };
            inst.set_alignment(8).expect("alignment");
            inst.set_atomic_ordering(order).expect("atomic");
        }
    }

    fn add_metadata(&mut self, inst: InstructionValue<'ctx>, kinds: &[&str]) {
        let empty = self.ctx.metadata_node(&[]);
        for kind in kinds {
            inst.set_metadata(empty, self.ctx.get_kind_id(kind)).expect("metadata");
        }
    }

    fn lifetime_marker(&mut self, slot: PointerValue<'ctx>) {
        let ptr = self.ctx.ptr_type(AddressSpace::default());
        let name = if self.rng.chance(50) { "llvm.lifetime.start" } else { "llvm.lifetime.end" };
        let marker =
            Intrinsic::find(name).expect("lifetime").get_declaration(self.module, &[ptr.into()]).expect("decl");
        let target: PointerValue = match self.rng.below(4) {
            _ if !m2r::rules::Rules::of_running_llvm().lifetime_markers_sized => slot,
            0 => self.builder.build_bit_cast(slot, ptr, "cast").expect("bitcast").into_pointer_value(),
            1 => {
                let idx = self.ctx.i64_type().const_int(self.rng.below(2) as u64, false);
                // SAFETY: a GEP of i8 into the slot at index 0 or 1 of a slot of
                // at least 4 bytes: in bounds, which inkwell cannot check.
                unsafe { self.builder.build_gep(self.ctx.i8_type(), slot, &[idx], "gep") }.expect("gep")
            }
            _ => slot,
        };
        let size = self.ctx.i64_type().const_int(4, false);
        let args: &[_] = if m2r::rules::Rules::of_running_llvm().lifetime_markers_sized {
            &[size.into(), target.into()]
        } else {
            &[target.into()]
        };
        self.builder.build_direct_call(marker, args, "").expect("lifetime");
    }

    /// Stores an alloca's address into a pointer alloca, or goes through a
    /// pointer loaded from one.
    fn pointer_game(&mut self, slot: PointerValue<'ctx>, ty: BasicTypeEnum<'ctx>) {
        if ty.is_pointer_type() {
            if self.rng.chance(50) {
                let pointee = self.rng.below(self.slots.len());
                self.builder.build_store(slot, self.slots[pointee].0).expect("store address");
            } else {
                let p = self.builder.build_load(ty, slot, "p").expect("load pointer").into_pointer_value();
                let pointee = self.rng.below(self.slots.len());
                self.pointers.push(KnownPointer { value: p, slot: pointee });
            }
        } else if let Some(&KnownPointer { value, slot }) = self.pointers.last() {
            let pointee_ty = self.slots[slot].1;
            if self.rng.chance(50) {
                let v = self.value_of(pointee_ty);
                self.builder.build_store(value, v).expect("store through");
            } else {
                let v = self.builder.build_load(pointee_ty, value, "through").expect("load through");
                self.available.push(v);
            }
        }
    }

    fn global(&self) -> PointerValue<'ctx> {
        let g = self.module.get_global("g").unwrap_or_else(|| {
            let g = self.module.add_global(self.ctx.i32_type(), None, "g");
            g.set_initializer(&self.ctx.i32_type().const_zero());
            g
        });
        g.as_pointer_value()
    }

    fn declare(&self, name: &str, params: &[inkwell::types::BasicMetadataTypeEnum<'ctx>]) -> FunctionValue<'ctx> {
        self.module
            .get_function(name)
            .unwrap_or_else(|| self.module.add_function(name, self.ctx.void_type().fn_type(params, false), None))
    }

    fn terminate(&mut self, exit: &Exit, blocks: &[BasicBlock<'ctx>]) {
        let i32t = self.ctx.i32_type();
        let cond = |g: &mut Self| -> inkwell::values::IntValue<'ctx> {
            if g.rng.chance(25) {
                // Often a loaded flag, which an early path may replace.
                return g.value_of(g.ctx.bool_type().into()).into_int_value();
            }
            g.function.get_nth_param(g.rng.below(2) as u32).expect("i1 parameter").into_int_value()
        };
        match exit {
            Exit::Return => {
                let v = self.value_of(i32t.into());
                self.builder.build_return(Some(&v)).expect("ret");
            }
            Exit::Unreachable => {
                self.builder.build_unreachable().expect("unreachable");
            }
            Exit::Branch(t) => {
                self.builder.build_unconditional_branch(blocks[*t]).expect("br");
            }
            Exit::CondBranch(t, f) => {
                let c = cond(self);
                self.builder.build_conditional_branch(c, blocks[*t], blocks[*f]).expect("condbr");
            }
            Exit::Switch { default, cases } => {
                let scrutinee = self.function.get_nth_param(2).expect("i32 parameter").into_int_value();
                let cases: Vec<_> =
                    cases.iter().enumerate().map(|(i, &t)| (i32t.const_int(i as u64, false), blocks[t])).collect();
                self.builder.build_switch(scrutinee, blocks[*default], &cases).expect("switch");
            }
            Exit::Invoke { normal, unwind } => {
                let callee = self.module.get_function("may_throw").unwrap_or_else(|| {
                    self.module.add_function("may_throw", i32t.fn_type(&[i32t.into()], false), None)
                });
                let arg = self.value_of(i32t.into());
                self.builder.build_invoke(callee, &[arg], blocks[*normal], blocks[*unwind], "r").expect("invoke");
            }
            // LLVM 17's and 18's C APIs cannot build a callbr (LLVMBuildCallBr came in
            // 19): there the same edges leave a switch.
            #[cfg(any(m2r_llvm = "17", m2r_llvm = "18"))]
            Exit::CallBr { default, indirect } => {
                let scrutinee = self.function.get_nth_param(2).expect("i32 parameter").into_int_value();
                let cases: Vec<_> =
                    indirect.iter().enumerate().map(|(i, &t)| (i32t.const_int(i as u64, false), blocks[t])).collect();
                self.builder.build_switch(scrutinee, blocks[*default], &cases).expect("switch");
            }
            #[cfg(not(any(m2r_llvm = "17", m2r_llvm = "18")))]
            Exit::CallBr { default, indirect } => {
                let constraints = vec!["!i"; indirect.len()].join(",");
                let asm_ty = self.ctx.void_type().fn_type(&[], false);
                // SAFETY: the type, builder and blocks are live handles of this
                // context; the strings outlive the calls, which copy them, with
                // their lengths given; the arrays hold `indirect.len()` blocks.
                unsafe {
                    use llvm_sys::core::{LLVMBuildCallBr, LLVMGetInlineAsm};
                    let asm = LLVMGetInlineAsm(
                        asm_ty.as_type_ref(),
                        c"".as_ptr() as *mut _,
                        0,
                        constraints.as_ptr() as *mut _,
                        constraints.len(),
                        1,
                        0,
                        llvm_sys::LLVMInlineAsmDialect::LLVMInlineAsmDialectATT,
                        0,
                    );
                    let mut dests: Vec<_> = indirect.iter().map(|&b| blocks[b].as_mut_ptr()).collect();
                    LLVMBuildCallBr(
                        self.builder.as_mut_ptr(),
                        asm_ty.as_type_ref(),
                        asm,
                        blocks[*default].as_mut_ptr(),
                        dests.as_mut_ptr(),
                        dests.len() as u32,
                        std::ptr::null_mut(),
                        0,
                        std::ptr::null_mut(),
                        0,
                        c"".as_ptr(),
                    );
                }
            }
        }
    }
}

fn undef<'ctx>(ty: BasicTypeEnum<'ctx>) -> BasicValueEnum<'ctx> {
    // SAFETY: `ty` is a live first-class type; an undef of it is a basic value.
    unsafe { BasicValueEnum::new(llvm_sys::core::LLVMGetUndef(ty.as_type_ref())) }
}

fn poison<'ctx>(ty: BasicTypeEnum<'ctx>) -> BasicValueEnum<'ctx> {
    // SAFETY: `ty` is a live first-class type; a poison of it is a basic value.
    unsafe { BasicValueEnum::new(llvm_sys::core::LLVMGetPoison(ty.as_type_ref())) }
}

fn constant<'ctx>(global: PointerValue<'ctx>, ty: BasicTypeEnum<'ctx>, rng: &mut Rng) -> BasicValueEnum<'ctx> {
    match ty {
        BasicTypeEnum::IntType(t) => t.const_int(rng.below(5) as u64, false).into(),
        BasicTypeEnum::FloatType(t) => t.const_float(if rng.chance(20) { -0.0 } else { rng.below(3) as f64 }).into(),
        BasicTypeEnum::PointerType(t) => {
            if rng.chance(50) {
                t.const_null().into()
            } else {
                global.as_basic_value_enum()
            }
        }
        // SAFETY: a live first-class type; its null constant is a basic value.
        other => unsafe { BasicValueEnum::new(llvm_sys::core::LLVMConstNull(other.as_type_ref())) },
    }
}

/// Adds debug information to a printed module from [`random_module`]: a
/// compile unit, a subprogram per function, and after each alloca a
/// `dbg_declare` (sometimes also a `dbg_value` of its address) for a fresh
/// variable of random size, with a random expression: plain, a dereference,
/// a dereference and an offset, or a fragment. One function in four is not
/// given its subprogram (no `!dbg` on the `define`) but keeps its records,
/// as hand-written IR and outlined or cloned functions can.
pub fn with_debug_records(text: &str, rng: &mut Rng) -> String {
    let mut out = String::with_capacity(text.len() * 2);
    let mut metadata = Vec::new();
    let mut next = 100_000u32;
    let mut fresh = || {
        next += 1;
        next
    };
    let (cu, file) = (fresh(), fresh());
    metadata.push(format!(
        "!{cu} = distinct !DICompileUnit(language: DW_LANG_C11, file: !{file}, producer: \"fuzz\", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)"
    ));
    metadata.push(format!("!{file} = !DIFile(filename: \"fuzz.c\", directory: \"/fuzz\")"));
    let (int_ty, long_ty, char_ty, unsized_ty, sub_ty) = (fresh(), fresh(), fresh(), fresh(), fresh());
    metadata.push(format!("!{int_ty} = !DIBasicType(name: \"int\", size: 32, encoding: DW_ATE_signed)"));
    metadata.push(format!("!{long_ty} = !DIBasicType(name: \"long\", size: 64, encoding: DW_ATE_signed)"));
    metadata.push(format!("!{char_ty} = !DIBasicType(name: \"char\", size: 8, encoding: DW_ATE_signed_char)"));
    metadata.push(format!(
        "!{unsized_ty} = !DICompositeType(tag: DW_TAG_array_type, baseType: !{char_ty}, elements: !{{}})"
    ));
    metadata.push(format!("!{sub_ty} = !DISubroutineType(types: !{{}})"));
    let mut scope: Option<(u32, u32)> = None; // (subprogram, location)
    for (line_no, line) in (1..).zip(text.lines()) {
        if let Some(rest) = line.strip_prefix("define ") {
            let name = rest.split('@').nth(1).and_then(|s| s.split('(').next()).unwrap_or("f");
            let (sp, loc) = (fresh(), fresh());
            metadata.push(format!(
                "!{sp} = distinct !DISubprogram(name: \"{name}\", scope: !{file}, file: !{file}, line: {line_no}, type: !{sub_ty}, scopeLine: {line_no}, spFlags: DISPFlagDefinition, unit: !{cu})"
            ));
            metadata.push(format!("!{loc} = !DILocation(line: {line_no}, column: 1, scope: !{sp})"));
            if rng.chance(25) {
                out.push_str(line);
                out.push('\n');
            } else {
                let brace = line.rfind('{').expect("a definition opens its body");
                out.push_str(&line[..brace]);
                out.push_str(&format!("!dbg !{sp} {{\n"));
            }
            scope = Some((sp, loc));
        } else {
            out.push_str(line);
            out.push('\n');
            let alloca = line.trim_start().split_once(" = alloca ").map(|(name, _)| name.to_string());
            if let (Some(name), Some((sp, loc))) = (alloca, scope) {
                let (ty, bits) = [(int_ty, 32), (long_ty, 64), (char_ty, 8), (unsized_ty, 0)][rng.below(4)];
                let expr = match rng.below(6) {
                    0 => "DW_OP_deref",
                    1 => "DW_OP_deref, DW_OP_plus_uconst, 4",
                    2 if bits == 64 => "DW_OP_LLVM_fragment, 0, 32",
                    _ => "",
                };
                let var = fresh();
                metadata.push(format!("!{var} = !DILocalVariable(name: \"v{var}\", scope: !{sp}, file: !{file}, line: {line_no}, type: !{ty})"));
                out.push_str(&format!(
                    "    call void @llvm.dbg.declare(metadata ptr {name}, metadata !{var}, metadata !DIExpression({expr})), !dbg !{loc}\n"
                ));
                if rng.chance(25) {
                    let other = fresh();
                    metadata.push(format!("!{other} = !DILocalVariable(name: \"p{other}\", scope: !{sp}, file: !{file}, line: {line_no}, type: !{int_ty})"));
                    let expr = if rng.chance(50) { "DW_OP_deref" } else { "" };
                    out.push_str(&format!(
                        "    call void @llvm.dbg.value(metadata ptr {name}, metadata !{other}, metadata !DIExpression({expr})), !dbg !{loc}\n"
                    ));
                }
            }
        }
        if line == "}" {
            scope = None;
        }
    }
    // Debug intrinsics, which every LLVM parses (19 on turns them into
    // records), where LLVM 18 knows no records.
    out.push_str("\ndeclare void @llvm.dbg.declare(metadata, metadata, metadata)\n");
    out.push_str("declare void @llvm.dbg.value(metadata, metadata, metadata)\n");
    out.push_str(&format!("\n!llvm.dbg.cu = !{{!{cu}}}\n"));
    let (dwarf, version) = (fresh(), fresh());
    out.push_str(&format!("!llvm.module.flags = !{{!{dwarf}, !{version}}}\n"));
    metadata.push(format!("!{dwarf} = !{{i32 7, !\"Dwarf Version\", i32 5}}"));
    metadata.push(format!("!{version} = !{{i32 2, !\"Debug Info Version\", i32 3}}"));
    for m in metadata {
        out.push_str(&m);
        out.push('\n');
    }
    out
}
