//! m2r-cranelift's `Variables` against cranelift-frontend's, on the random
//! programs of `tests/programs`: each program built both ways passes the
//! verifier and, but for those with a `try_call` (which cranelift-interpreter
//! cannot run), returns the same; ours never has more block parameters than
//! the frontend's, sealed either way. In the programs with variables that
//! need stack maps, each call's stack map holds at least as many values as
//! the frontend's sealed at the end, unless the frontend has more block
//! parameters (one it keeps can stand beside the value it repeats). It can
//! hold more: one value can be a variable's that needs stack maps and
//! another's that does not, where the frontend has two. One `Variables` and one
//! `FunctionBuilderContext` serve every program, as a frontend's would.
//!
//! `M2R_CRANELIFT_CASES` sets the number of programs (the campaign runs
//! 100,000).

mod programs;

use cranelift_frontend::FunctionBuilderContext;
use m2r_cranelift::Variables;
use m2r_testkit::{env_u64, Rng};
use programs::{block_params, run, stack_map_sizes, verify, Sealing};

#[test]
fn random_programs_run_the_same_with_our_variables() {
    let cases = env_u64("M2R_CRANELIFT_CASES", 3_000);
    let first = env_u64("M2R_CRANELIFT_SEED", 0);
    let (mut ctx, mut vars) = (FunctionBuilderContext::new(), Variables::new());
    let (mut ours, mut frontend, mut not_run, mut placeholders) = (0, 0, 0, 0);
    let (mut gc_programs, mut mapped, mut fewer, mut more) = (0, 0, 0, 0);
    for seed in first..first + cases {
        let program = programs::random::random_program(&mut Rng::new(seed), 24);
        let (built, summary) = program.with_builder(&mut ctx, &mut vars, Sealing::AtEnd);
        verify(&built).unwrap_or_else(|e| panic!("seed {seed}: ours does not verify: {e}"));
        assert_eq!(summary.block_params, block_params(&built), "seed {seed}: the summary counts the parameters");
        let ran = (!program.has_try_call()).then(|| run(&built));
        not_run += usize::from(ran.is_none());
        placeholders += summary.placeholders;
        for sealing in [Sealing::AtEnd, Sealing::AsSoonAsPossible] {
            let theirs = program.with_variables(&mut ctx, sealing);
            verify(&theirs).unwrap_or_else(|e| panic!("seed {seed}: the frontend's does not verify: {e}"));
            if let Some(ours_ran) = &ran {
                assert_eq!(*ours_ran, run(&theirs), "seed {seed}: another value than the frontend's ({sealing:?})");
                assert!(ours_ran.is_ok(), "seed {seed}: ours does not run: {ours_ran:?}");
            }
            assert!(
                block_params(&built) <= block_params(&theirs),
                "seed {seed}: {} block parameters, the frontend ({sealing:?}) {}\n{}\n{}",
                block_params(&built),
                block_params(&theirs),
                built.display(),
                theirs.display()
            );
            let (our_maps, their_maps) = (stack_map_sizes(&built), stack_map_sizes(&theirs));
            assert_eq!(our_maps.len(), their_maps.len(), "seed {seed}: the calls are the program's");
            // Compared with variables that need stack maps, against the
            // frontend sealed at the end. (Without such variables, a value
            // declared at a use can be one the frontend then replaces by an
            // alias, which its spilling no longer finds: ours spills it.
            // Sealed as soon as possible, the frontend also spills a zero
            // read before any definition, which it does not sealed at the
            // end, nor do we: a null reference needs no stack map.)
            if program.has_gc() && sealing == Sealing::AtEnd {
                let fewer_params = block_params(&built) < block_params(&theirs);
                for (call, (&o, &t)) in our_maps.iter().zip(&their_maps).enumerate() {
                    assert!(
                        o >= t || fewer_params,
                        "seed {seed}: call {call}'s stack map has {o} values, the frontend's {t}\n{}\n{}",
                        built.display(),
                        theirs.display()
                    );
                    (fewer, more) = (fewer + usize::from(o < t), more + usize::from(o > t));
                }
            }
            if sealing == Sealing::AtEnd {
                frontend += block_params(&theirs);
            }
        }
        if program.has_gc() {
            gc_programs += 1;
            mapped += stack_map_sizes(&built).iter().sum::<usize>();
        }
        ours += block_params(&built);
    }
    println!(
        "{cases} programs ({not_run} with a try_call, verified only): {ours} block parameters, \
         {frontend} by cranelift-frontend; {placeholders} uses settled at the end; {gc_programs} with \
         variables that need stack maps, {mapped} values in their calls' stack maps ({fewer} calls with \
         fewer than the frontend's, {more} with more)"
    );
    assert!(ours > 0 && placeholders > 0 && not_run > 0 && gc_programs > 0 && mapped > 0);
}

/// A function `finish` refuses (a branch to a block not in the layout) is
/// left valid where it was: each use still waiting for its value is a zero
/// of its type, and no block keeps a parameter for it. (Until `finish`, a
/// use's placeholder is a parameter of its block that no branch passes.)
#[test]
fn a_refused_function_reads_zeros_where_values_were_waiting() {
    use cranelift_codegen::ir::types::I32;
    use cranelift_codegen::ir::{immediates::Imm64, ValueDef};
    use cranelift_codegen::ir::{AbiParam, Function, InstBuilder, InstructionData, Opcode, Signature, UserFuncName};
    use cranelift_codegen::isa::CallConv;
    use cranelift_frontend::FunctionBuilder;

    let mut sig = Signature::new(CallConv::SystemV);
    sig.params.push(AbiParam::new(I32));
    sig.returns.push(AbiParam::new(I32));
    let mut func = Function::with_name_signature(UserFuncName::user(0, 0), sig);
    let (mut ctx, mut vars) = (FunctionBuilderContext::new(), Variables::new());
    let mut b = FunctionBuilder::new(&mut func, &mut ctx);
    let x = vars.declare_var(I32);
    let (entry, next, ghost) = (b.create_block(), b.create_block(), b.create_block());
    b.append_block_params_for_function_params(entry);
    b.switch_to_block(entry);
    let c = b.block_params(entry)[0];
    let one = b.ins().iconst(I32, 1);
    vars.def_var(&b, x, one);
    b.ins().brif(c, next, &[], ghost, &[]);
    b.switch_to_block(next);
    let read = vars.use_var(&mut b, x);
    b.ins().return_(&[read]);
    b.seal_all_blocks();
    let err = vars.finish(&mut func).expect_err("a branch to a block not in the layout");
    assert!(matches!(err, m2r_cranelift::Error::BranchOutOfLayout { .. }), "{err:?}");
    assert!(func.dfg.block_params(next).is_empty(), "{}", func.display());
    let ValueDef::Result(inst, 0) = func.dfg.value_def(func.dfg.resolve_aliases(read)) else {
        panic!("the read is an instruction's result: {}", func.display())
    };
    assert_eq!(func.layout.inst_block(inst), Some(next));
    assert!(
        matches!(func.dfg.insts[inst], InstructionData::UnaryImm { opcode: Opcode::Iconst, imm } if imm == Imm64::new(0)),
        "{}",
        func.display()
    );
}

/// A variable that needs stack maps has block parameters only `finish`
/// can place, which the builder's `finalize` must know of to spill them:
/// `finish` (which has no builder) refuses such a function, pointing to
/// `finish_in`.
#[test]
#[should_panic(expected = "settle the function with finish_in")]
fn finish_refuses_variables_that_need_stack_maps() {
    use cranelift_codegen::ir::types::I64;
    use cranelift_codegen::ir::{Function, InstBuilder, Signature, UserFuncName};
    use cranelift_codegen::isa::CallConv;
    use cranelift_frontend::FunctionBuilder;

    let mut func = Function::with_name_signature(UserFuncName::user(0, 0), Signature::new(CallConv::SystemV));
    let (mut ctx, mut vars) = (FunctionBuilderContext::new(), Variables::new());
    let mut b = FunctionBuilder::new(&mut func, &mut ctx);
    let x = vars.declare_var(I64);
    vars.declare_var_needs_stack_map(x);
    let entry = b.create_block();
    b.switch_to_block(entry);
    let one = b.ins().iconst(I64, 1);
    vars.def_var(&b, x, one);
    b.ins().return_(&[]);
    b.seal_all_blocks();
    b.finalize(programs::frontend_config());
    let _ = vars.finish(&mut func);
}

/// The `try_` calls refuse what cranelift-frontend's refuse, naming the
/// variable (and the value), and record nothing: a variable this
/// `Variables` never declared, and a value of another type. The function
/// then settles as if the refused calls were not made.
#[test]
fn try_calls_refuse_undeclared_variables_and_values_of_another_type() {
    use cranelift_codegen::entity::EntityRef;
    use cranelift_codegen::ir::types::{I32, I64};
    use cranelift_codegen::ir::{AbiParam, Function, InstBuilder, Signature, UserFuncName};
    use cranelift_codegen::isa::CallConv;
    use cranelift_frontend::FunctionBuilder;
    use m2r_cranelift::{DefVariableError, UseVariableError, Variable};

    let mut sig = Signature::new(CallConv::SystemV);
    sig.returns.push(AbiParam::new(I64));
    let mut func = Function::with_name_signature(UserFuncName::user(0, 0), sig);
    let (mut ctx, mut vars) = (FunctionBuilderContext::new(), Variables::new());
    let mut b = FunctionBuilder::new(&mut func, &mut ctx);
    let x = vars.declare_var(I64);
    let undeclared = Variable::new(1);
    let (entry, next) = (b.create_block(), b.create_block());
    b.switch_to_block(entry);
    let one = b.ins().iconst(I64, 1);
    let narrow = b.ins().iconst(I32, 2);
    assert_eq!(vars.try_def_var(&b, undeclared, one), Err(DefVariableError::DefinedBeforeDeclared(undeclared)));
    assert_eq!(vars.try_use_var(&mut b, undeclared), Err(UseVariableError::UsedBeforeDeclared(undeclared)));
    assert_eq!(vars.try_def_var(&b, x, one), Ok(()));
    assert_eq!(vars.try_def_var(&b, x, narrow), Err(DefVariableError::TypeMismatch(x, narrow)));
    assert_eq!(vars.try_use_var(&mut b, x), Ok(one), "the refused definition changed nothing");
    b.ins().jump(next, &[]);
    b.switch_to_block(next);
    let v = vars.try_use_var(&mut b, x).expect("declared");
    b.ins().return_(&[v]);
    b.seal_all_blocks();
    b.finalize(programs::frontend_config());
    vars.finish(&mut func).expect("settles");
    verify(&func).unwrap();
    assert_eq!(run(&func), Ok(1), "x is 1 in `next`: the refused definition is not its value");
    assert_eq!(
        DefVariableError::TypeMismatch(x, narrow).to_string(),
        "var0 is defined with v1, a value of another type than its own"
    );
}

/// A frontend may build its blocks in another order than their layout
/// (`insert_block_after`): here a loop's body is built after the exit but
/// placed before it. `finish` takes each block's uses and definitions by
/// the layout all the same, and the function returns what the frontend's
/// does, with no more block parameters.
#[test]
fn blocks_built_out_of_layout_order_get_the_frontends_values() {
    use cranelift_codegen::ir::condcodes::IntCC;
    use cranelift_codegen::ir::types::I64;
    use cranelift_codegen::ir::{AbiParam, Function, InstBuilder, Signature, UserFuncName, Value};
    use cranelift_codegen::isa::CallConv;
    use cranelift_frontend::FunctionBuilder;

    /// Our variables, or (with `None`) the frontend's, by the same calls.
    struct Vars<'a>(Option<&'a mut Variables>, Vec<cranelift_frontend::Variable>);
    impl Vars<'_> {
        fn declare(&mut self, b: &mut FunctionBuilder) -> usize {
            match &mut self.0 {
                Some(v) => v.declare_var(I64).as_u32() as usize,
                None => {
                    self.1.push(b.declare_var(I64));
                    self.1.len() - 1
                }
            }
        }
        fn def(&mut self, b: &mut FunctionBuilder, var: usize, value: Value) {
            match &mut self.0 {
                Some(v) => v.def_var(b, m2r_cranelift::Variable::from_u32(var as u32), value),
                None => b.def_var(self.1[var], value),
            }
        }
        fn get(&mut self, b: &mut FunctionBuilder, var: usize) -> Value {
            match &mut self.0 {
                Some(v) => v.use_var(b, m2r_cranelift::Variable::from_u32(var as u32)),
                None => b.use_var(self.1[var]),
            }
        }
    }

    // x = 5; i = 0; while i < 10 { x += 3; i += 1 } return x
    let build = |ours: Option<&mut Variables>| {
        let mut sig = Signature::new(CallConv::SystemV);
        sig.returns.push(AbiParam::new(I64));
        let mut func = Function::with_name_signature(UserFuncName::user(0, 0), sig);
        let mut ctx = FunctionBuilderContext::new();
        let mut b = FunctionBuilder::new(&mut func, &mut ctx);
        let mut vars = Vars(ours, Vec::new());
        let (x, i) = (vars.declare(&mut b), vars.declare(&mut b));
        let (entry, header, body, exit) = (b.create_block(), b.create_block(), b.create_block(), b.create_block());
        b.switch_to_block(entry);
        let five = b.ins().iconst(I64, 5);
        vars.def(&mut b, x, five);
        let zero = b.ins().iconst(I64, 0);
        vars.def(&mut b, i, zero);
        b.ins().jump(header, &[]);
        b.switch_to_block(header);
        let iv = vars.get(&mut b, i);
        let more = b.ins().icmp_imm_s(IntCC::SignedLessThan, iv, 10);
        b.ins().brif(more, body, &[], exit, &[]);
        b.switch_to_block(exit);
        let xv = vars.get(&mut b, x);
        b.ins().return_(&[xv]);
        b.insert_block_after(body, header);
        b.switch_to_block(body);
        let xv = vars.get(&mut b, x);
        let xv = b.ins().iadd_imm_s(xv, 3);
        vars.def(&mut b, x, xv);
        let iv = vars.get(&mut b, i);
        let iv = b.ins().iadd_imm_s(iv, 1);
        vars.def(&mut b, i, iv);
        b.ins().jump(header, &[]);
        b.seal_all_blocks();
        b.finalize(programs::frontend_config());
        let layout: Vec<_> = func.layout.blocks().collect();
        assert_eq!(layout, [entry, header, body, exit], "the body is placed before the exit");
        if let Some(v) = vars.0 {
            v.finish(&mut func).unwrap();
        }
        func
    };
    let mut ours = Variables::new();
    let (built, theirs) = (build(Some(&mut ours)), build(None));
    verify(&built).unwrap();
    assert_eq!(run(&built), Ok(35), "{}", built.display());
    assert_eq!(run(&theirs), Ok(35), "{}", theirs.display());
    assert!(block_params(&built) <= block_params(&theirs), "{}\n{}", built.display(), theirs.display());
    assert_eq!(block_params(&built), 2, "x and i in the loop's header: {}", built.display());
}
