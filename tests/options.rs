//! The options that have no upstream (`all-blocks`, `max-phi-entries`),
//! checked by running code: random programs that are defined on every path
//! (`common/programs.rs`; allocas in loops, in branches, in blocks nothing
//! reaches) run in LLVM's interpreter unpromoted and after rust-mem2reg
//! with each option, on the same inputs; the results must be equal. Also:
//! all-blocks leaves no alloca (every one here is promotable), and a cap of
//! N leaves at most N phi entries (the programs have no phis of their own).
//!
//! `cargo test` runs a short fixed-seed batch. For a long run:
//!
//!     M2R_OPTIONS_CASES=100000 M2R_OPTIONS_SEED=1 cargo test --release --test options

mod common;

use inkwell::context::Context;

const INPUTS: [(i32, i32); 5] = [(0, 0), (1, -1), (7, 3), (-20, 11), (123456, -98765)];

/// `text` after `passes` (none: as it is), printed, and what `@f` returns
/// on each input.
fn run(seed: u64, text: &str, passes: Option<&str>) -> (String, Vec<i32>) {
    let ctx = Context::create();
    let module = common::llvm::parse(&ctx, "program", text);
    if let Some(passes) = passes {
        common::llvm::run_ours(&module, passes);
    }
    let printed = module.print_to_string().to_string();
    if let Err(e) = module.verify() {
        panic!("seed {seed}, {passes:?}: invalid output: {e}\n{printed}");
    }
    let results = INPUTS.iter().map(|&(a, b)| interpret(&printed, a, b)).collect();
    (printed, results)
}

/// What `@f(a, b)` of the module `text` returns, run by LLVM's interpreter
/// (which needs no native target).
fn interpret(text: &str, a: i32, b: i32) -> i32 {
    use llvm_sys::core::*;
    use llvm_sys::execution_engine::*;
    // SAFETY: every handle is created here from valid text and used only
    // while its context lives; strings are NUL-terminated or given with
    // their length; everything is disposed of before the context.
    unsafe {
        LLVMLinkInInterpreter();
        let ctx = LLVMContextCreate();
        let buffer =
            LLVMCreateMemoryBufferWithMemoryRangeCopy(text.as_ptr() as *const _, text.len(), c"program".as_ptr());
        let (mut module, mut message) = (std::ptr::null_mut(), std::ptr::null_mut());
        assert_eq!(
            m2r::version::parse_ir_consuming_buffer(ctx, buffer, &mut module, &mut message),
            0,
            "the printed module parses"
        );
        let mut engine = std::ptr::null_mut();
        assert_eq!(LLVMCreateInterpreterForModule(&mut engine, module, &mut message), 0, "an interpreter");
        let mut f = std::ptr::null_mut();
        assert_eq!(LLVMFindFunction(engine, c"f".as_ptr(), &mut f), 0, "@f");
        let i32_type = LLVMInt32TypeInContext(ctx);
        let mut args = [
            LLVMCreateGenericValueOfInt(i32_type, a as i64 as u64, 1),
            LLVMCreateGenericValueOfInt(i32_type, b as i64 as u64, 1),
        ];
        let result = LLVMRunFunction(engine, f, 2, args.as_mut_ptr());
        let value = LLVMGenericValueToInt(result, 1) as i32;
        LLVMDisposeGenericValue(result);
        args.iter().for_each(|&g| LLVMDisposeGenericValue(g));
        LLVMDisposeExecutionEngine(engine); // and the module
        LLVMContextDispose(ctx);
        value
    }
}

fn phi_entries(ir: &str) -> usize {
    ir.lines().filter(|l| l.contains(" = phi ")).map(|l| l.matches("[ ").count()).sum()
}

fn check(seed: u64) {
    let text = common::programs::random_program(seed);
    let (_, expected) = run(seed, &text, None);
    let cap = m2r_testkit::Rng::new(seed ^ 0xca9).below(12);
    let fail = |what: &str, ir: &str| panic!("seed {seed}: {what}\n--- input\n{text}\n--- output\n{ir}");
    for passes in [
        "rust-mem2reg".to_string(),
        "rust-mem2reg<all-blocks>".to_string(),
        format!("rust-mem2reg<max-phi-entries={cap}>"),
        format!("rust-mem2reg<all-blocks;max-phi-entries={cap}>"),
    ] {
        let (ir, got) = run(seed, &text, Some(&passes));
        if got != expected {
            fail(&format!("{passes} changed the results: {expected:?} became {got:?}"), &ir);
        }
        if passes == "rust-mem2reg<all-blocks>" && ir.contains(" = alloca ") {
            fail("all-blocks left an alloca", &ir);
        }
        if passes.contains("max-phi-entries") && phi_entries(&ir) > cap {
            fail(&format!("{} phi entries under a cap of {cap}", phi_entries(&ir)), &ir);
        }
    }
}

#[test]
fn options_keep_what_programs_compute() {
    let cases = m2r_testkit::env_u64("M2R_OPTIONS_CASES", 300);
    let first = m2r_testkit::env_u64("M2R_OPTIONS_SEED", 0);
    for seed in first..first + cases {
        check(seed);
        if cases >= 10_000 && seed % 10_000 == 0 {
            eprintln!("options: {} cases done", seed - first);
        }
    }
    eprintln!("options: {cases} programs, seeds {first}..{}, 4 pipelines each, all alike", first + cases);
}
