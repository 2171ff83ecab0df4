//! Valid Cranelift IR as frontends write it, which our own builder never
//! does: addresses reaching their loads through value aliases, branch
//! targets that share one argument list, exception tables, user stack maps,
//! and a second run. Each case was invalid output, silently wrong output,
//! or an error after an edit before the fix; each input verifies, and each
//! output must verify and, where the interpreter can run it (it cannot run
//! `try_call`), return what the input returns.

mod programs;

use cranelift_codegen::ir::types::{I32, I64};
use cranelift_codegen::ir::{self, AbiParam, ExceptionTableData, ExceptionTableItem, ExtFuncData, ExternalName};
use cranelift_codegen::ir::{Function, InstBuilder, InstructionData, MemFlagsData, Signature};
use cranelift_codegen::isa::CallConv;
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use m2r_cranelift::{promote_stack_slots, Error, Reason, Summary};
use programs::{block_params, br_table_to, function, return_slot, run, slot, verify};

/// A function `u0:1` of `params` i64 parameters and no result, to call.
fn callee(b: &mut FunctionBuilder, params: usize) -> ir::FuncRef {
    let mut sig = Signature::new(CallConv::SystemV);
    sig.params.extend((0..params).map(|_| AbiParam::new(I64)));
    let signature = b.import_signature(sig);
    let name = b.func.declare_imported_user_function(ir::UserExternalName::new(0, 1));
    b.import_function(ExtFuncData { name: ExternalName::user(name), signature, colocated: false, patchable: false })
}

/// Verifies `func`, promotes it, verifies it again, and promotes it a
/// second time, which must change nothing. Returns the first summary.
fn promote_checked(func: &mut Function) -> Summary {
    verify(func).expect("the input verifies");
    let summary = promote_stack_slots(func).unwrap_or_else(|e| panic!("{e}\n{}", func.display()));
    verify(func).expect("the output verifies");
    let once = func.clone();
    let again = promote_stack_slots(func).expect("promotes again");
    assert!(again.promoted.is_empty() && again.block_params == 0, "a second run promoted more: {again:?}");
    assert!(*func == once, "a second run changed the function:\n{}", func.display());
    summary
}

/// A slot's address kept in a frontend `Variable`: 5 stored through it in
/// the entry, 7 on one arm of a branch (not with `call`), and after the
/// join the value loaded through it is returned (with `call`, the address
/// is first passed to a call). The frontend removes the join's trivial
/// parameter and leaves an alias, so the join's uses of the address are an
/// alias of the `stack_addr`.
fn address_in_variable(call: bool) -> (Function, ir::StackSlot) {
    let mut func = function(&[I64]);
    let mut ctx = FunctionBuilderContext::new();
    let mut b = FunctionBuilder::new(&mut func, &mut ctx);
    let x = slot(&mut b, 8);
    let f = callee(&mut b, 1);
    let p = b.declare_var(I64);
    let (entry, then, join) = (b.create_block(), b.create_block(), b.create_block());
    b.switch_to_block(entry);
    let addr = b.ins().stack_addr(I64, x, 0);
    b.def_var(p, addr);
    let five = b.ins().iconst(I64, 5);
    b.ins().store(MemFlagsData::trusted(), five, addr, 0);
    let one = b.ins().iconst(I32, 1);
    b.ins().brif(one, then, &[], join, &[]);
    b.switch_to_block(then);
    if !call {
        let seven = b.ins().iconst(I64, 7);
        let at = b.use_var(p);
        b.ins().store(MemFlagsData::trusted(), seven, at, 0);
    }
    b.ins().jump(join, &[]);
    b.switch_to_block(join);
    let at = b.use_var(p);
    if call {
        b.ins().call(f, &[at]);
    }
    let v = b.ins().load(I64, MemFlagsData::trusted(), at, 0);
    b.ins().return_(&[v]);
    b.seal_all_blocks();
    b.finalize(programs::frontend_config());
    let load = func.layout.block_insts(join).find(|&i| func.dfg.insts[i].opcode() == ir::Opcode::Load).unwrap();
    assert!(func.dfg.value_is_alias(func.dfg.inst_args(load)[0]), "the address reaches the load as an alias");
    (func, x)
}

/// The address through the alias, loaded from: promoted. Used to come out
/// with the `stack_addr` removed and the load kept: "v5 is defined by inst0
/// which has no block".
#[test]
fn an_address_through_an_alias_is_seen() {
    let (mut func, x) = address_in_variable(false);
    let before = run(&func);
    let summary = promote_checked(&mut func);
    assert_eq!((summary.promoted, summary.block_params), (vec![x], 1));
    assert_eq!(run(&func), before);
    assert_eq!(before, Ok(7));
}

/// The same address, through the alias, passed to a call: the slot stays.
#[test]
fn an_address_passed_on_through_an_alias_escapes() {
    let (mut func, x) = address_in_variable(true);
    let summary = promote_checked(&mut func);
    assert!(summary.promoted.is_empty(), "{summary:?}");
    assert!(matches!(summary.kept[..], [(s, Reason::AddressEscapes { .. })] if s == x), "{summary:?}");
    assert_eq!(func.sized_stack_slots[x].size, 8);
}

/// Slot `a` holds the address of slot `b`; the code loads it back and
/// reads `b` through it. Promoting `a` leaves that load an alias of `b`'s
/// `stack_addr`, and `b`'s one escape (the store into `a`) gone, so `b` is
/// promoted too, in the same call: a second call used to promote `b` (and,
/// blind to the alias, remove its `stack_addr` from under the load).
#[test]
fn an_address_stored_in_a_promoted_slot_is_promoted_in_the_same_run() {
    let mut func = function(&[I64]);
    let mut ctx = FunctionBuilderContext::new();
    let mut b = FunctionBuilder::new(&mut func, &mut ctx);
    let (a, target) = (slot(&mut b, 8), slot(&mut b, 8));
    let entry = b.create_block();
    b.switch_to_block(entry);
    let nine = b.ins().iconst(I64, 9);
    b.ins().stack_store(I64, nine, target, 0);
    let addr = b.ins().stack_addr(I64, target, 0);
    b.ins().stack_store(I64, addr, a, 0);
    let p = b.ins().stack_load(I64, I64, a, 0);
    let v = b.ins().load(I64, MemFlagsData::trusted(), p, 0);
    b.ins().return_(&[v]);
    b.seal_all_blocks();
    b.finalize(programs::frontend_config());
    let before = run(&func);
    let summary = promote_checked(&mut func);
    assert_eq!(summary.promoted, [a, target]);
    assert_eq!(run(&func), before);
    assert_eq!(before, Ok(9));
    assert!(!func.display().to_string().contains("stack_addr"), "{}", func.display());
}

/// The diamond x = 1; if c { x = 2 }; return x, in slots, built by the
/// frontend; `patch` then shares argument lists. Returns the function.
fn diamond_with(patch: impl FnOnce(&mut Function, [ir::Block; 4])) -> Function {
    let mut func = function(&[I64]);
    let mut ctx = FunctionBuilderContext::new();
    let mut b = FunctionBuilder::new(&mut func, &mut ctx);
    let x = slot(&mut b, 8);
    let blocks = [b.create_block(), b.create_block(), b.create_block(), b.create_block()];
    let [entry, two, other, join] = blocks;
    b.switch_to_block(entry);
    let one = b.ins().iconst(I64, 1);
    b.ins().stack_store(I64, one, x, 0);
    br_table_to(&mut b, 0, other, &[two, other]);
    b.switch_to_block(two);
    let v = b.ins().iconst(I64, 2);
    b.ins().stack_store(I64, v, x, 0);
    br_table_to(&mut b, 1, join, &[other, join]);
    b.switch_to_block(other);
    b.ins().jump(join, &[]);
    return_slot(b, join, x);
    patch(&mut func, blocks);
    func
}

/// The `BlockCall` of `other`'s jump to the join.
fn jump_call(func: &Function, from: ir::Block) -> ir::BlockCall {
    match func.dfg.insts[func.layout.last_inst(from).unwrap()] {
        InstructionData::Jump { destination, .. } => destination,
        _ => panic!("a jump"),
    }
}

/// One `BlockCall` shared by a `jump` and a `br_table` entry, and by two
/// jump tables: each edge gets its own argument. Used to come out with
/// one edge's argument on another ("uses value from non-dominating inst").
#[test]
fn one_argument_list_shared_across_branches_and_tables() {
    type Share = fn(&mut Function, [ir::Block; 4]);
    let shares: [(&str, Share); 2] = [
        ("a jump and a table entry", |func, [_, two, other, _]| {
            // two's table: its default (to join) becomes other's jump's list.
            let shared = jump_call(func, other);
            let InstructionData::BranchTable { table, .. } = func.dfg.insts[func.layout.last_inst(two).unwrap()] else {
                panic!("a br_table")
            };
            func.dfg.jump_tables[table].all_branches_mut()[0] = shared;
            func.dfg.jump_tables[table].all_branches_mut()[2] = shared;
        }),
        ("two tables", |func, [entry, two, _, _]| {
            // entry's and two's tables share their lists to `other`.
            let table_of = |func: &Function, b: ir::Block| match func.dfg.insts[func.layout.last_inst(b).unwrap()] {
                InstructionData::BranchTable { table, .. } => table,
                _ => panic!("a br_table"),
            };
            let (first, second) = (table_of(func, entry), table_of(func, two));
            let shared = func.dfg.jump_tables[first].all_branches()[0];
            func.dfg.jump_tables[second].all_branches_mut()[1] = shared;
        }),
    ];
    let mut plain = diamond_with(|_, _| {});
    let want = promote_checked(&mut plain).block_params;
    assert_eq!(want, 2, "x meets in `other` and in the join:\n{}", plain.display());
    for (what, share) in shares {
        let mut func = diamond_with(share);
        let before = run(&func);
        let summary = promote_checked(&mut func);
        assert_eq!(summary.block_params, want, "{what}:\n{}", func.display());
        assert_eq!(run(&func), before, "{what}");
        assert_eq!(before, Ok(2), "{what}");
    }
}

/// A branch to a block that is not in the layout, with argument lists
/// shared elsewhere: refused, and the function is exactly as it was (the
/// lists used to be unshared before the refusal).
#[test]
fn a_refusal_leaves_the_function_as_it_was() {
    let mut func = diamond_with(|func, [_, two, other, _]| {
        let shared = jump_call(func, other);
        let InstructionData::BranchTable { table, .. } = func.dfg.insts[func.layout.last_inst(two).unwrap()] else {
            panic!("a br_table")
        };
        func.dfg.jump_tables[table].all_branches_mut()[0] = shared;
        // other jumps to a block the layout does not have.
        let nowhere = func.dfg.make_block();
        let inst = func.layout.last_inst(other).unwrap();
        let call = ir::BlockCall::new(nowhere, [], &mut func.dfg.value_lists);
        if let InstructionData::Jump { destination, .. } = &mut func.dfg.insts[inst] {
            *destination = call;
        }
    });
    let before = func.clone();
    let inst = func.layout.last_inst(func.layout.blocks().nth(2).unwrap()).unwrap();
    assert_eq!(promote_stack_slots(&mut func), Err(Error::BranchOutOfLayout { inst }));
    assert!(func == before, "the function changed:\n{}", func.display());
}

/// Two shapes around `try_call`. `shared_call`: x = 1, then either a
/// block that writes 2 and calls, whose normal return and handler both go
/// to the join through one `BlockCall`, or a block that writes 3 and jumps
/// there; the join returns x. Otherwise two `try_call`s share one
/// exception table: the first, in the entry (x = 1), and one in a loop
/// that adds 1 to x; both return to the loop and unwind to a handler that
/// returns x, so both the loop and the handler need a parameter. The
/// interpreter cannot run `try_call`: the verifier judges.
fn try_call_function(shared_call: bool) -> Function {
    let mut func = function(&[I64]);
    let mut ctx = FunctionBuilderContext::new();
    let mut b = FunctionBuilder::new(&mut func, &mut ctx);
    let x = slot(&mut b, 8);
    let f = callee(&mut b, 0);
    let sig = b.func.dfg.ext_funcs[f].signature;
    let blocks = [b.create_block(), b.create_block(), b.create_block(), b.create_block()];
    let [entry, calls, other, join] = blocks;
    b.switch_to_block(entry);
    let one = b.ins().iconst(I64, 1);
    b.ins().stack_store(I64, one, x, 0);
    if shared_call {
        let c = b.ins().iconst(I32, 1);
        b.ins().brif(c, calls, &[], other, &[]);
        b.switch_to_block(calls);
        let two = b.ins().iconst(I64, 2);
        b.ins().stack_store(I64, two, x, 0);
        let to_join = ir::BlockCall::new(join, [], &mut b.func.dfg.value_lists);
        let et = b.func.dfg.exception_tables.push(ExceptionTableData::new(
            sig,
            to_join,
            [ExceptionTableItem::Default(to_join)],
        ));
        b.ins().try_call(f, &[], et);
        b.switch_to_block(other);
        let three = b.ins().iconst(I64, 3);
        b.ins().stack_store(I64, three, x, 0);
        b.ins().jump(join, &[]);
    } else {
        // `calls` is the loop, `join` the handler; `other` is not used.
        let pool = &mut b.func.dfg.value_lists;
        let (to_loop, to_handler) = (ir::BlockCall::new(calls, [], pool), ir::BlockCall::new(join, [], pool));
        let et = b.func.dfg.exception_tables.push(ExceptionTableData::new(
            sig,
            to_loop,
            [ExceptionTableItem::Default(to_handler)],
        ));
        b.ins().try_call(f, &[], et);
        b.switch_to_block(calls);
        let v = b.ins().stack_load(I64, I64, x, 0);
        let v = b.ins().iadd_imm_s(v, 1);
        b.ins().stack_store(I64, v, x, 0);
        b.ins().try_call(f, &[], et);
        b.switch_to_block(other);
        b.ins().jump(join, &[]);
    }
    return_slot(b, join, x);
    func
}

/// Exception tables: a normal return and a handler through one copied
/// `BlockCall` used to get "mismatched argument count"; one table used by
/// two `try_call`s, "non-dominating". Each edge now passes its own value.
#[test]
fn exception_table_edges_each_get_their_arguments() {
    for shared_call in [true, false] {
        let mut func = try_call_function(shared_call);
        let summary = promote_checked(&mut func);
        assert_eq!(summary.promoted.len(), 1, "{}", func.display());
        // The join's x; or the loop's and the handler's.
        assert_eq!(summary.block_params, if shared_call { 1 } else { 2 }, "{}", func.display());
    }
}

/// A value declared to need a stack map, live across a call: the frontend
/// spills it to a slot with plain stores and loads, and names the slot in
/// the call's user stack map. The slot stays (it used to be promoted and
/// shrunk to size 0, with the stack map still naming it: silently wrong).
#[test]
fn a_slot_a_stack_map_names_stays() {
    let mut func = function(&[I64]);
    let mut ctx = FunctionBuilderContext::new();
    let mut b = FunctionBuilder::new(&mut func, &mut ctx);
    let f = callee(&mut b, 0);
    let entry = b.create_block();
    b.switch_to_block(entry);
    let v = b.ins().iconst(I64, 42);
    b.declare_value_needs_stack_map(v);
    let call = b.ins().call(f, &[]);
    let w = b.ins().iadd_imm_s(v, 1);
    b.ins().return_(&[w]);
    b.seal_all_blocks();
    b.finalize(programs::frontend_config());
    let entries = func.dfg.user_stack_map_entries(call).expect("a stack map").to_vec();
    assert_eq!(entries.len(), 1);
    let spill = entries[0].slot;
    let summary = promote_checked(&mut func);
    assert!(summary.kept.contains(&(spill, Reason::StackMap { inst: call })), "{summary:?}");
    assert_eq!(func.sized_stack_slots[spill].size, 8);
    assert_eq!(func.dfg.user_stack_map_entries(call).unwrap(), &entries[..]);
    assert!(func.display().to_string().contains("stack_addr"), "the spill stays:\n{}", func.display());
}

/// Copies between slots: a loop that copies x to t and back (t = x;
/// x = t) and leaves x as it was. x's phi in the loop header merges x's
/// first value and, through two copies, itself: it is trivial, so the
/// function needs no parameter, as the frontend (which copies values for
/// free) makes none. Without copies seen, the header kept it.
#[test]
fn copies_between_slots_add_no_parameters() {
    let mut func = function(&[I64]);
    let mut ctx = FunctionBuilderContext::new();
    let mut b = FunctionBuilder::new(&mut func, &mut ctx);
    let (x, t, n) = (slot(&mut b, 8), slot(&mut b, 8), slot(&mut b, 8));
    let (entry, header, exit) = (b.create_block(), b.create_block(), b.create_block());
    b.switch_to_block(entry);
    let five = b.ins().iconst(I64, 5);
    b.ins().stack_store(I64, five, x, 0);
    let three = b.ins().iconst(I64, 3);
    b.ins().stack_store(I64, three, n, 0);
    b.ins().jump(header, &[]);
    b.switch_to_block(header);
    let copy = b.ins().stack_load(I64, I64, x, 0);
    b.ins().stack_store(I64, copy, t, 0);
    let back = b.ins().stack_load(I64, I64, t, 0);
    b.ins().stack_store(I64, back, x, 0);
    let left = b.ins().stack_load(I64, I64, n, 0);
    let left = b.ins().iadd_imm_s(left, -1);
    b.ins().stack_store(I64, left, n, 0);
    b.ins().brif(left, header, &[], exit, &[]);
    b.switch_to_block(exit);
    let v = b.ins().stack_load(I64, I64, x, 0);
    b.ins().return_(&[v]);
    b.seal_all_blocks();
    b.finalize(programs::frontend_config());
    let before = run(&func);
    let summary = promote_checked(&mut func);
    assert_eq!(summary.promoted, [x, t, n]);
    // n's counter needs its parameter; x needs none.
    assert_eq!((summary.block_params, block_params(&func)), (1, 1), "{}", func.display());
    assert_eq!(run(&func), before);
    assert_eq!(before, Ok(5));
}
