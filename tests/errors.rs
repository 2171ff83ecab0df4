//! Bad input never crashes: IR the pass cannot handle is reported with the
//! function's name and the reason, and the function is left as it was.

use inkwell::context::Context;
use inkwell::values::AsValueRef;
use m2r::llvm::function::ReadError;
use m2r::llvm::ir::Value;
use m2r::llvm::shim::OwnedHost;
use m2r::promote::{promote_function, Outcome, PromoteError};

/// `broken(i32 %a)`: an alloca, a store, a branch to a block that loads and
/// then just ends (no terminator). The C API builds it; the verifier and the
/// IR parser never would.
fn broken_function(ctx: &Context) -> (inkwell::module::Module<'_>, inkwell::values::FunctionValue<'_>) {
    let module = ctx.create_module("m");
    let i32t = ctx.i32_type();
    let f = module.add_function("broken", ctx.void_type().fn_type(&[i32t.into()], false), None);
    let entry = ctx.append_basic_block(f, "entry");
    let tail = ctx.append_basic_block(f, "tail");
    let b = ctx.create_builder();
    b.position_at_end(entry);
    let x = b.build_alloca(i32t, "x").unwrap();
    b.build_store(x, f.get_nth_param(0).unwrap()).unwrap();
    b.build_unconditional_branch(tail).unwrap();
    b.position_at_end(tail);
    b.build_load(i32t, x, "v").unwrap();
    (module, f)
}

#[test]
fn a_block_without_terminator_is_reported_and_left_alone() {
    let ctx = Context::create();
    let (module, f) = broken_function(&ctx);
    let err = promote_and_fail(&module, f);
    assert_eq!(err.function, "broken");
    assert_eq!(err.reason, ReadError::MissingTerminator { block: 1 });
    assert_eq!(err.to_string(), "function 'broken': basic block #1 has no terminator");
}

/// Promotes `f`, which must fail before any change: the module prints as it
/// did. Returns the error.
fn promote_and_fail(module: &inkwell::module::Module<'_>, f: inkwell::values::FunctionValue<'_>) -> PromoteError {
    let before = module.print_to_string().to_string();
    // SAFETY: inkwell's value is alive while its module is.
    let function = unsafe { Value::from_raw(f.as_value_ref()) };
    let host = OwnedHost::new(function);
    let mut changed = false;
    let err = promote_function(function, host.host(), &Default::default(), &rules(), &mut || changed = true, None)
        .unwrap_err();
    assert!(!changed, "the failure came before any change");
    assert_eq!(module.print_to_string().to_string(), before);
    err
}

/// `stray(i32 %a)`: an alloca and a store, then blocks #1 and #2 that each
/// branch to a block of another function, `other`. The C API builds it; the
/// verifier never would.
#[test]
fn a_branch_to_another_functions_block_is_reported_and_left_alone() {
    let ctx = Context::create();
    let module = ctx.create_module("m");
    let i32t = ctx.i32_type();
    let other = module.add_function("other", ctx.void_type().fn_type(&[], false), None);
    let elsewhere = ctx.append_basic_block(other, "elsewhere");
    let f = module.add_function("stray", ctx.void_type().fn_type(&[i32t.into()], false), None);
    let (entry, one, two) =
        (ctx.append_basic_block(f, "entry"), ctx.append_basic_block(f, "one"), ctx.append_basic_block(f, "two"));
    let b = ctx.create_builder();
    b.position_at_end(elsewhere);
    b.build_return(None).unwrap();
    b.position_at_end(entry);
    let x = b.build_alloca(i32t, "x").unwrap();
    b.build_store(x, f.get_nth_param(0).unwrap()).unwrap();
    b.build_conditional_branch(ctx.bool_type().const_zero(), two, one).unwrap();
    for block in [one, two] {
        b.position_at_end(block);
        b.build_load(i32t, x, "v").unwrap();
        b.build_unconditional_branch(elsewhere).unwrap();
    }
    let err = promote_and_fail(&module, f);
    assert_eq!(err.reason, ReadError::ForeignSuccessor { block: 1 }, "the first such block, in function order");
    assert_eq!(
        err.to_string(),
        "function 'stray': the terminator of basic block #1 branches to a block of another function"
    );
    // `stray` goes first: the module frees its functions in order, and
    // `elsewhere` must not go while the branches to it are still there (an
    // assertions build of LLVM aborts on it).
    // SAFETY: nothing refers to `f` any more (no call, no handle kept), and
    // it is not used after this.
    unsafe { f.delete() };
}

/// `looped(i32 %a)`: an alloca and a store in the entry block, then blocks
/// #1 to #3, of which #2 and #3 branch back to the entry block (and, with
/// `entry_loops`, the entry block to itself). The C API builds it; the
/// verifier never would. The first block with such an edge is reported.
fn branch_to_entry(entry_loops: bool) -> PromoteError {
    let ctx = Context::create();
    let module = ctx.create_module("m");
    let i32t = ctx.i32_type();
    let f = module.add_function("looped", ctx.void_type().fn_type(&[i32t.into()], false), None);
    let entry = ctx.append_basic_block(f, "entry");
    let blocks: Vec<_> = (1..=3).map(|i| ctx.append_basic_block(f, &format!("b{i}"))).collect();
    let b = ctx.create_builder();
    b.position_at_end(entry);
    let x = b.build_alloca(i32t, "x").unwrap();
    b.build_store(x, f.get_nth_param(0).unwrap()).unwrap();
    let first = if entry_loops { entry } else { blocks[0] };
    b.build_conditional_branch(ctx.bool_type().const_zero(), first, blocks[2]).unwrap();
    b.position_at_end(blocks[0]);
    b.build_unconditional_branch(blocks[1]).unwrap();
    for &block in &blocks[1..] {
        b.position_at_end(block);
        b.build_load(i32t, x, "v").unwrap();
        b.build_unconditional_branch(entry).unwrap();
    }
    let err = promote_and_fail(&module, f);
    assert_eq!(err.function, "looped");
    err
}

#[test]
fn a_branch_to_the_entry_block_is_reported_and_left_alone() {
    let err = branch_to_entry(false);
    assert_eq!(err.reason, ReadError::BranchToEntry { block: 2 }, "the first such block, in function order");
    assert_eq!(err.to_string(), "function 'looped': the terminator of basic block #2 branches to the entry block");
    assert_eq!(branch_to_entry(true).reason, ReadError::BranchToEntry { block: 0 }, "the entry block itself");
}

/// `early(i32 %a)`: a store into the entry block's alloca `x` before `x`
/// itself, then a return. The C API builds it; the verifier never would.
/// The census, which meets the store before the alloca, gives up.
#[test]
fn a_store_before_its_alloca_is_reported_and_left_alone() {
    let ctx = Context::create();
    let module = ctx.create_module("m");
    let i32t = ctx.i32_type();
    let f = module.add_function("early", ctx.void_type().fn_type(&[i32t.into()], false), None);
    let entry = ctx.append_basic_block(f, "entry");
    let b = ctx.create_builder();
    b.position_at_end(entry);
    let x = b.build_alloca(i32t, "x").unwrap();
    b.build_return(None).unwrap();
    b.position_before(&entry.get_first_instruction().unwrap());
    b.build_store(x, f.get_nth_param(0).unwrap()).unwrap();
    let err = promote_and_fail(&module, f);
    assert_eq!(err.reason, ReadError::Census);
    assert_eq!(
        err.to_string(),
        "function 'early': an entry-block alloca is used before it, or its loads and stores do not fit in memory"
    );
}

#[test]
fn the_plugin_entry_point_reports_unchanged_for_bad_input() {
    let ctx = Context::create();
    let (module, f) = broken_function(&ctx);
    let before = module.print_to_string().to_string();
    // SAFETY: inkwell's value is alive while its module is.
    let host = OwnedHost::new(unsafe { Value::from_raw(f.as_value_ref()) });
    // SAFETY: a live function and host, and default options: the entry
    // point's contract.
    let status = unsafe { m2r::plugin::m2r_promote_function(f.as_value_ref(), host.host().raw(), &Default::default()) };
    assert_eq!(status, 0, "unchanged, so the pass manager keeps every analysis");
    assert_eq!(module.print_to_string().to_string(), before);
}

#[test]
fn a_function_without_candidates_is_unchanged() {
    let ctx = Context::create();
    let module = ctx.create_module("m");
    let f = module.add_function("empty", ctx.void_type().fn_type(&[], false), None);
    let b = ctx.create_builder();
    b.position_at_end(ctx.append_basic_block(f, "entry"));
    b.build_return(None).unwrap();
    // SAFETY: inkwell's value is alive while its module is.
    let function = unsafe { Value::from_raw(f.as_value_ref()) };
    let host = OwnedHost::new(function);
    assert_eq!(
        promote_function(function, host.host(), &Default::default(), &rules(), &mut || {}, None),
        Ok(Outcome::Unchanged)
    );
    let decl = module.add_function("declared", ctx.void_type().fn_type(&[], false), None);
    // SAFETY: inkwell's value is alive while its module is.
    let host = OwnedHost::new(unsafe { Value::from_raw(decl.as_value_ref()) });
    assert_eq!(
        promote_function(
            // SAFETY: inkwell's value is alive while its module is.
            unsafe { Value::from_raw(decl.as_value_ref()) },
            host.host(),
            &Default::default(),
            &rules(),
            &mut || {},
            None
        ),
        Ok(Outcome::Unchanged)
    );
}

/// The rules of the LLVM the tests run in.
fn rules() -> m2r::rules::Rules {
    m2r::rules::Rules::of_running_llvm()
}
