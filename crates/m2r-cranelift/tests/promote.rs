//! promote_stack_slots against the interpreter, the verifier and
//! cranelift-frontend. Cranelift has no mem2reg to compare with, so each
//! expectation is behaviour: the promoted function passes the verifier and
//! returns what the unpromoted one returns (run by cranelift-interpreter),
//! and it never has more block parameters than the same program built with
//! cranelift-frontend's `Variable`s.
//!
//! `M2R_CRANELIFT_CASES` sets the number of random programs (the campaign
//! runs 100,000).

mod programs;

use cranelift_codegen::ir::types::{F64, I128, I32, I64, I8};
use cranelift_codegen::ir::{self, Function, InstBuilder, MemFlagsData};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use m2r_cranelift::{promote_stack_slots, Reason, Summary};
use m2r_testkit::{env_u64, Rng};
use programs::{block_params, function, run, slot, verify, Sealing};

/// Random programs (loops, irreducible ones too, unreachable blocks,
/// repeated branch and `br_table` targets, self loops, reads before
/// writes, variables kept in memory, copies, calls with values that need
/// stack maps, `try_call`s; in the stack-slot build, addresses through
/// frontend `Variable`s and shared argument lists), each built with stack
/// slots and promoted, and built with `Variable`s: all verify and, but for
/// those with a `try_call` (which the interpreter cannot run), return the
/// same; the promoted one has no more block parameters than the frontend's,
/// sealed either way; a second promotion changes nothing.
#[test]
fn random_programs_run_the_same_promoted() {
    let cases = env_u64("M2R_CRANELIFT_CASES", 3_000);
    let first = env_u64("M2R_CRANELIFT_SEED", 0);
    let mut ctx = FunctionBuilderContext::new();
    let (mut ours, mut frontend, mut kept, mut params_somewhere) = (0, 0, 0, 0);
    let (mut not_run, mut stack_maps, mut aliased, mut shared) = (0, 0, 0, 0);
    for seed in first..first + cases {
        let program = programs::random::random_program(&mut Rng::new(seed), 24);
        let runs = !program.has_try_call();
        let mut func = program.with_slots(&mut ctx);
        verify(&func).unwrap_or_else(|e| panic!("seed {seed}: the input does not verify: {e}"));
        let before = if runs {
            Some(run(&func).unwrap_or_else(|e| panic!("seed {seed}: the input does not run: {e}")))
        } else {
            not_run += 1;
            None
        };
        // Parameters the frontend left in the input (addresses through
        // `Variable`s whose merges it could not prove trivial).
        let input_params = block_params(&func);
        let summary = promote_stack_slots(&mut func).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        verify(&func).unwrap_or_else(|e| panic!("seed {seed}: the promoted function does not verify: {e}"));
        if let Some(before) = before {
            let after = run(&func).unwrap_or_else(|e| panic!("seed {seed}: the promoted function does not run: {e}"));
            assert_eq!(after, before, "seed {seed}: the promoted function returns another value\n{}", func.display());
        }
        let once = func.clone();
        let again = promote_stack_slots(&mut func).unwrap_or_else(|e| panic!("seed {seed}: again: {e}"));
        assert!(again.promoted.is_empty() && func == once, "seed {seed}: a second run changed the function");
        // Every variable not pinned is promoted, or not used at all, or (with
        // addresses through frontend `Variable`s) its address reaches a
        // block parameter the frontend left. (Its slot is the variable's
        // number; the escaping addresses' sink and the frontend's spill
        // slots come after.)
        for &(ss, reason) in &summary.kept {
            let var = ss.as_u32() as usize;
            let free = var < program.vars.len() && program.pinned[var].is_none();
            let through_parameter = matches!(reason, Reason::AddressEscapes { inst }
                if program.addressing == programs::Addressing::ThroughVariables
                    && func.dfg.insts[inst].opcode().is_branch());
            assert!(
                !free || reason == Reason::Unused || through_parameter,
                "seed {seed}: variable {var} kept: {summary:?}"
            );
            stack_maps += usize::from(matches!(reason, Reason::StackMap { .. }));
        }
        kept += summary.kept.iter().filter(|(_, r)| !matches!(r, Reason::Unused)).count();
        aliased += usize::from(program.addressing == programs::Addressing::ThroughVariables);
        shared += usize::from(program.shared_calls);
        let added = block_params(&func) - input_params;
        assert_eq!(summary.block_params, added, "seed {seed}: the summary counts the parameters");
        params_somewhere += usize::from(summary.block_params > 0);
        for sealing in [Sealing::AtEnd, Sealing::AsSoonAsPossible] {
            let built = program.with_variables(&mut ctx, sealing);
            verify(&built).unwrap_or_else(|e| panic!("seed {seed}: the frontend's does not verify: {e}"));
            if let Some(before) = before {
                assert_eq!(run(&built), Ok(before), "seed {seed}: the frontend's returns another value ({sealing:?})");
            }
            assert!(
                added <= block_params(&built),
                "seed {seed}: {added} block parameters, the frontend ({sealing:?}) {}\n{}\n{}",
                block_params(&built),
                func.display(),
                built.display()
            );
            if sealing == Sealing::AtEnd {
                frontend += block_params(&built);
            }
        }
        ours += added;
    }
    println!(
        "{cases} programs ({not_run} with a try_call, verified only; {aliased} with addresses through variables, \
         {shared} with shared argument lists): {ours} block parameters promoted, {frontend} by cranelift-frontend; \
         {kept} slots kept, {stack_maps} for stack maps"
    );
    assert!(params_somewhere as u64 > cases / 4, "the programs need block parameters ({params_somewhere})");
    assert!(kept > 0 && stack_maps > 0, "some slots stay in memory, some for stack maps");
    assert!(not_run > 0 && aliased > 0 && shared > 0, "every kind of program is made");
}

/// Builds a one-block function with `body`, then promotes it; returns the
/// function, the summary and what it returned before and after.
fn one_block(
    ret: ir::Type,
    body: impl FnOnce(&mut FunctionBuilder) -> ir::Value,
) -> (Function, Summary, Result<i64, String>, Result<i64, String>) {
    let mut func = function(&[ret]);
    let mut ctx = FunctionBuilderContext::new();
    let mut b = FunctionBuilder::new(&mut func, &mut ctx);
    let entry = b.create_block();
    b.switch_to_block(entry);
    let v = body(&mut b);
    b.ins().return_(&[v]);
    b.seal_all_blocks();
    b.finalize(programs::frontend_config());
    verify(&func).expect("the input verifies");
    let before = programs::run(&func);
    let summary = promote_stack_slots(&mut func).expect("promotes");
    verify(&func).expect("the output verifies");
    let after = programs::run(&func);
    (func, summary, before, after)
}

/// A slot whose address is used otherwise than by a load or store of it
/// whole stays, with the instruction that keeps it: stored as a value (into
/// a sink kept in memory, read in part), offset, read in part. Its loads
/// and stores stay too. An address stored only into a slot that is
/// promoted escapes nowhere: that slot goes, and then so does this one.
#[test]
fn slots_whose_address_escapes_or_that_are_accessed_in_part_stay() {
    let (func, summary, before, after) = one_block(I64, |b| {
        let (escapes, sink, offset, partial) = (slot(b, 8), slot(b, 8), slot(b, 8), slot(b, 8));
        let (freed, dead_sink) = (slot(b, 8), slot(b, 8));
        let seven = b.ins().iconst(I64, 7);
        b.ins().stack_store(I64, seven, escapes, 0);
        let addr = b.ins().stack_addr(I64, escapes, 0);
        b.ins().stack_store(I64, addr, sink, 0);
        let sink_low = b.ins().stack_load(I64, I32, sink, 0);
        b.ins().stack_store(I64, seven, freed, 0);
        let addr = b.ins().stack_addr(I64, freed, 0);
        b.ins().stack_store(I64, addr, dead_sink, 0);
        b.ins().stack_store(I64, seven, offset, 0);
        let high = b.ins().stack_load(I64, I32, offset, 4);
        b.ins().stack_store(I64, seven, partial, 0);
        let low = b.ins().stack_load(I64, I32, partial, 0);
        let low = b.ins().sextend(I64, low);
        let high = b.ins().sextend(I64, high);
        let x = b.ins().stack_load(I64, I64, escapes, 0);
        let y = b.ins().stack_load(I64, I64, freed, 0);
        let sum = b.ins().iadd(low, high);
        let sum = b.ins().iadd(sum, x);
        let sum = b.ins().iadd(sum, y);
        // The sink's low half is an address: not a number to add.
        let _ = sink_low;
        sum
    });
    assert_eq!((before, after), (Ok(21), Ok(21)));
    let reasons: Vec<&Reason> = summary.kept.iter().map(|(_, r)| r).collect();
    assert!(
        matches!(reasons[..], [Reason::AddressEscapes { .. }, Reason::Partial { .. }, Reason::Offset { .. }, Reason::Partial { ty, .. }] if *ty == I32),
        "{reasons:?}"
    );
    // The dead sink, only stored to, goes, and the slot whose address it held.
    assert_eq!(summary.promoted.len(), 2, "{summary:?}");
    // Those of the four slots kept: a store, the escape and a load; a
    // store and a load in part; a store and a load at 4; a store and a load.
    assert_eq!(func.display().to_string().matches("stack_addr").count(), 9, "{}", func.display());
}

/// Loads and stores of one slot with two types: it stays. A slot of
/// another kind of access than a plain load or store (an extending load)
/// lets its address escape.
#[test]
fn mixed_types_and_other_accesses_keep_a_slot() {
    let (_, summary, before, after) = one_block(I64, |b| {
        let (mixed, extending) = (slot(b, 8), slot(b, 8));
        let x = b.ins().iconst(I64, 3);
        b.ins().stack_store(I64, x, mixed, 0);
        let f = b.ins().stack_load(I64, F64, mixed, 0);
        let f = b.ins().fcvt_to_sint_sat(I64, f);
        b.ins().stack_store(I64, x, extending, 0);
        let addr = b.ins().stack_addr(I64, extending, 0);
        let byte = b.ins().uload8(I64, MemFlagsData::trusted(), addr, 0);
        b.ins().iadd(f, byte)
    });
    assert_eq!(before, after);
    assert!(matches!(summary.kept[0].1, Reason::MixedTypes { ty, .. } if ty == F64), "{summary:?}");
    assert!(matches!(summary.kept[1].1, Reason::AddressEscapes { .. }), "{summary:?}");
    assert!(summary.promoted.is_empty());
}

/// A slot never addressed stays as it is (unused); one read before any
/// write reads a zero of its type, made in the entry block, in each type
/// the pass promotes.
#[test]
fn dead_slots_stay_and_unwritten_slots_read_zero() {
    for ty in [I8, I32, I64, I128, F64] {
        let (func, summary, before, after) = one_block(I64, |b| {
            let _dead = slot(b, 8);
            let read = slot(b, ty.bytes());
            let v = b.ins().stack_load(I64, ty, read, 0);
            match ty {
                F64 => b.ins().fcvt_to_sint_sat(I64, v),
                I128 => b.ins().ireduce(I64, v),
                I64 => v,
                _ => b.ins().sextend(I64, v),
            }
        });
        assert_eq!(summary.kept.len(), 1, "{ty}: {summary:?}");
        assert_eq!(summary.kept[0].1, Reason::Unused);
        assert_eq!((summary.promoted.len(), summary.loads), (1, 1), "{ty}: {summary:?}");
        assert_eq!((before, after), (Ok(0), Ok(0)), "{ty}:\n{}", func.display());
        assert_eq!(func.sized_stack_slots[summary.promoted[0]].size, 0, "a promoted slot takes no space");
    }
}

/// A block no branch reaches (a "block with no predecessors"): its loads
/// and stores of a promoted slot go too, and the function still verifies.
/// Its store reaches nothing that runs, so the exit needs no parameter.
#[test]
fn a_block_with_no_predecessors_is_handled() {
    let mut func = function(&[I64]);
    let mut ctx = FunctionBuilderContext::new();
    let mut b = FunctionBuilder::new(&mut func, &mut ctx);
    let x = slot(&mut b, 8);
    let (entry, orphan, exit) = (b.create_block(), b.create_block(), b.create_block());
    b.switch_to_block(entry);
    let one = b.ins().iconst(I64, 1);
    b.ins().stack_store(I64, one, x, 0);
    b.ins().jump(exit, &[]);
    b.switch_to_block(orphan);
    let v = b.ins().stack_load(I64, I64, x, 0);
    let v = b.ins().iadd_imm_s(v, 5);
    b.ins().stack_store(I64, v, x, 0);
    b.ins().jump(exit, &[]);
    b.switch_to_block(exit);
    let v = b.ins().stack_load(I64, I64, x, 0);
    b.ins().return_(&[v]);
    b.seal_all_blocks();
    b.finalize(programs::frontend_config());
    let summary = promote_stack_slots(&mut func).unwrap();
    verify(&func).unwrap();
    assert_eq!((summary.promoted.len(), summary.loads, summary.stores), (1, 2, 2));
    assert_eq!(run(&func), Ok(1));
    assert_eq!(summary.block_params, 0, "{}", func.display());
}

/// Repeated targets: a `brif` with both edges to one block, and a
/// `br_table` whose entries repeat a target and share one argument list
/// (one `BlockCall` copied into several entries): every edge passes its
/// value, once.
#[test]
fn repeated_targets_each_get_their_arguments() {
    let mut func = function(&[I64]);
    let mut ctx = FunctionBuilderContext::new();
    let mut b = FunctionBuilder::new(&mut func, &mut ctx);
    let x = slot(&mut b, 8);
    let (entry, a, c, join) = (b.create_block(), b.create_block(), b.create_block(), b.create_block());
    b.switch_to_block(entry);
    let two = b.ins().iconst(I64, 2);
    b.ins().stack_store(I64, two, x, 0);
    let index = b.ins().iconst(I32, 1);
    let pool = &mut b.func.dfg.value_lists;
    let shared = ir::BlockCall::new(a, [], pool);
    let to_c = ir::BlockCall::new(c, [], pool);
    let table = b.create_jump_table(ir::JumpTableData::new(to_c, &[shared, shared, to_c]));
    b.ins().br_table(index, table);
    b.switch_to_block(a);
    let three = b.ins().iconst(I64, 3);
    b.ins().stack_store(I64, three, x, 0);
    b.ins().brif(three, join, &[], join, &[]);
    b.switch_to_block(c);
    b.ins().jump(join, &[]);
    programs::return_slot(b, join, x);
    verify(&func).unwrap();
    assert_eq!(run(&func), Ok(3));
    let summary = promote_stack_slots(&mut func).unwrap();
    verify(&func).unwrap();
    assert_eq!(run(&func), Ok(3));
    assert_eq!(summary.block_params, 1, "{}", func.display());
    let text = func.display().to_string();
    assert_eq!(text.matches("block3(").count(), 4, "brif's two edges and c's jump pass a value:\n{text}");
}
