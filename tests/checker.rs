//! The independent checker (`m2r::check`) can fail: it accepts what
//! upstream's passes print and objects to each broken promise on its own.

mod common;

use common::llvm::{mem2reg_rule as rule, parse, run_passes};
use inkwell::context::Context;
use m2r::check::{check_module, Pass};

/// Loops, a switch with a duplicate edge, critical edges, phis and values
/// used across blocks: everything reg2mem rewrites.
const MIXED: &str = r#"
define i32 @f(i32 %n, i32 %k) {
entry:
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi i32 [ 1, %entry ], [ %acc.next, %latch ]
  switch i32 %k, label %latch [ i32 1, label %one
                                i32 2, label %one ]
one:
  %d = mul i32 %acc, 3
  br label %latch
latch:
  %acc.next = phi i32 [ %acc, %loop ], [ %d, %one ], [ %d, %one ]
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  %r = phi i32 [ 0, %entry ], [ %acc.next, %latch ]
  ret i32 %r
}
"#;

fn violations(text: &str, passes: Option<&str>, pass: Pass) -> Vec<String> {
    let ctx = Context::create();
    let module = parse(&ctx, "checker-test", text);
    if let Some(passes) = passes {
        run_passes(&module, passes);
    }
    // SAFETY: inkwell's module is alive while it is borrowed here.
    check_module(unsafe { m2r::llvm::ir::Module::from_raw(module.as_mut_ptr()) }, pass)
        .into_iter()
        .map(|v| v.problem.to_string())
        .collect()
}

#[test]
fn upstream_reg2mem_output_passes_and_its_input_does_not() {
    assert_eq!(violations(MIXED, Some("reg2mem"), Pass::Reg2Mem), Vec::<String>::new());
    let before = violations(MIXED, None, Pass::Reg2Mem);
    for kind in ["a phi is left", "is used outside its block", "is not split"] {
        assert!(before.iter().any(|v| v.contains(kind)), "no '{kind}' in {before:#?}");
    }
}

#[test]
fn each_reg2mem_promise_is_checked_on_its_own() {
    // A phi whose block has a single predecessor: no critical edge, nothing
    // crosses blocks.
    let phi = "define i32 @f(i32 %a) {\nentry:\n  br label %b\nb:\n  %p = phi i32 [ %a, %entry ]\n  ret i32 %p\n}\n";
    assert_eq!(violations(phi, None, Pass::Reg2Mem), ["a phi is left in block #1 (instruction #0)"]);
    let crossing = "define i32 @f(i32 %a) {\nentry:\n  %x = add i32 %a, 1\n  br label %b\nb:\n  ret i32 %x\n}\n";
    assert_eq!(violations(crossing, None, Pass::Reg2Mem), ["instruction #0 of block #0 is used outside its block"]);
    let critical =
        "define void @f(i1 %c) {\nentry:\n  br i1 %c, label %a, label %b\na:\n  br label %b\nb:\n  ret void\n}\n";
    assert_eq!(violations(critical, None, Pass::Reg2Mem), ["the critical edge from block #0 to block #2 is not split"]);
}

#[test]
fn what_reg2mem_may_leave_is_not_a_violation() {
    // An entry alloca used elsewhere (a slot), a token used in another
    // block (cannot be stored), an indirectbr's critical edges.
    let allowed = r#"
define void @f(i1 %c, ptr %dest) {
entry:
  %slot = alloca i32
  indirectbr ptr %dest, [label %a, label %b]
a:
  store i32 1, ptr %slot
  br label %b
b:
  %v = load i32, ptr %slot
  ret void
}

define void @g() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @h() to label %cont unwind label %dispatch
cont:
  br label %done
dispatch:
  %cs = catchswitch within none [label %handler] unwind to caller
handler:
  %cp = catchpad within %cs [ptr null, i32 64, ptr null]
  br label %leave
leave:
  catchret from %cp to label %done
done:
  ret void
}

declare void @h()
declare i32 @__CxxFrameHandler3(...)
"#;
    assert_eq!(violations(allowed, None, Pass::Reg2Mem), Vec::<String>::new());
    let optnone = "define i32 @f(i32 %a) #0 {\nentry:\n  br label %b\nb:\n  %p = phi i32 [ %a, %entry ]\n  ret i32 %p\n}\nattributes #0 = { noinline optnone }\n";
    assert_eq!(violations(optnone, None, Pass::Reg2Mem), Vec::<String>::new());
}

/// One alloca per function that upstream's mem2reg promotes (`droppable`:
/// droppable uses, a zero GEP used by one) or leaves (a volatile load, an
/// escaping address, a load of another type, a non-zero GEP, a call): the
/// checker's own promotability rule must agree with upstream, which runs in
/// the test, on each.
const PROMOTABILITY: &str = r#"declare void @llvm.assume(i1)
declare void @use(ptr)
@g = global ptr null

define i32 @droppable(i32 %a) {
entry:
  %x = alloca i32
  call void @llvm.assume(i1 true) [ "nonnull"(ptr %x) ]
  %z = getelementptr i32, ptr %x, i64 0
  call void @llvm.assume(i1 true) [ "nonnull"(ptr %z) ]
  store i32 %a, ptr %x
  %v = load i32, ptr %x
  ret i32 %v
}

define i32 @volatile(i32 %a) {
entry:
  %x = alloca i32
  store i32 %a, ptr %x
  %v = load volatile i32, ptr %x
  ret i32 %v
}

define i32 @escapes(i32 %a) {
entry:
  %x = alloca i32
  store ptr %x, ptr @g
  store i32 %a, ptr %x
  %v = load i32, ptr %x
  ret i32 %v
}

define i64 @punned(i32 %a) {
entry:
  %x = alloca i32
  store i32 %a, ptr %x
  %v = load i64, ptr %x
  ret i64 %v
}

define i32 @offset(i32 %a) {
entry:
  %x = alloca [2 x i32]
  %z = getelementptr [2 x i32], ptr %x, i64 0, i64 1
  call void @llvm.assume(i1 true) [ "nonnull"(ptr %z) ]
  store i32 %a, ptr %x
  %v = load i32, ptr %x
  ret i32 %v
}

define i32 @called(i32 %a) {
entry:
  %x = alloca i32
  store i32 %a, ptr %x
  call void @use(ptr %x)
  %v = load i32, ptr %x
  ret i32 %v
}
"#;

#[test]
fn the_checkers_promotability_agrees_with_upstream() {
    let ctx = Context::create();
    let module = parse(&ctx, "promotability", PROMOTABILITY);
    let flagged = |module: &inkwell::module::Module| -> Vec<String> {
        let found =
            // SAFETY: inkwell's module is alive while it is borrowed here.
            check_module(unsafe { m2r::llvm::ir::Module::from_raw(module.as_mut_ptr()) }, Pass::Mem2Reg(rule()));
        found.into_iter().map(|v| format!("{}: {}", v.function, v.problem)).collect()
    };
    assert_eq!(flagged(&module), ["droppable: promotable alloca %x left in the entry block"]);
    run_passes(&module, "mem2reg");
    assert_eq!(flagged(&module), Vec::<String>::new(), "upstream promoted exactly what the checker flagged");
    let left = module.print_to_string().to_string().matches("alloca").count();
    assert_eq!(left, 5, "upstream left the other five");
}

#[test]
fn mem2reg_promise_and_ssa_form() {
    let promotable = "define i32 @f(i32 %a) {\nentry:\n  %x = alloca i32\n  store i32 %a, ptr %x\n  %v = load i32, ptr %x\n  ret i32 %v\n}\n";
    assert_eq!(violations(promotable, None, Pass::Mem2Reg(rule())), ["promotable alloca %x left in the entry block"]);
    assert_eq!(violations(promotable, Some("mem2reg"), Pass::Mem2Reg(rule())), Vec::<String>::new());
    // SSA form alone (rust-mem2reg's options may keep promotable allocas).
    assert_eq!(violations(promotable, None, Pass::Ssa), Vec::<String>::new());
    let broken =
        "define i32 @f() {\nentry:\n  br label %b\nb:\n  %p = phi i32 [ 0, %entry ], [ 1, %entry ]\n  ret i32 %p\n}\n";
    assert!(!violations(broken, None, Pass::Ssa).is_empty());
    // reg2mem's output is full of promotable slots, and a round trip clears them.
    assert!(!violations(MIXED, Some("reg2mem"), Pass::Mem2Reg(rule())).is_empty());
    assert_eq!(violations(MIXED, Some("reg2mem,mem2reg"), Pass::Mem2Reg(rule())), Vec::<String>::new());
}

#[test]
fn ssa_form_follows_llvm_dominance_for_invoke_and_callbr() {
    // LLVM's verifier is the oracle: the checker objects exactly where it
    // does. An invoke defines its value on the edge to its normal
    // destination; a callbr defines it in its own block, like a call.
    let head = "declare void @h()\ndeclare i32 @g()\ndeclare i32 @__gxx_personality_v0(...)\n";
    let function = |body: &str| {
        format!("{head}define i32 @f(i1 %c) personality ptr @__gxx_personality_v0 {{\nentry:\n  br i1 %c, label %call, label %join\n{body}}}\n")
    };
    let unwind = "lp:\n  %l = landingpad { ptr, i32 } cleanup\n  ret i32 0\n";
    let cases = [
        // A callbr's value in a phi of a successor it shares with entry.
        ("callbr value, phi of a shared successor", true,
         "call:\n  %r = callbr i32 asm \"\", \"=r\"() to label %join []\njoin:\n  %v = phi i32 [ 0, %entry ], [ %r, %call ]\n  ret i32 %v\n".to_string()),
        // An invoke's value in a phi of its normal destination, which
        // entry enters too: the phi reads it on the invoke's edge.
        ("invoke value, phi of a shared normal destination", true,
         format!("call:\n  %r = invoke i32 @g() to label %join unwind label %lp\njoin:\n  %v = phi i32 [ 0, %entry ], [ %r, %call ]\n  ret i32 %v\n{unwind}")),
        // The same value used in that block by an add: entry's edge does not
        // carry it.
        ("invoke value, used in a shared normal destination", false,
         format!("call:\n  %r = invoke i32 @g() to label %join unwind label %lp\njoin:\n  %v = add i32 %r, 1\n  ret i32 %v\n{unwind}")),
        // A callbr's value used in a successor it shares with entry.
        ("callbr value, used in a shared successor", false,
         "call:\n  %r = callbr i32 asm \"\", \"=r\"() to label %join []\njoin:\n  %v = add i32 %r, 1\n  ret i32 %v\n".to_string()),
        // An invoke's value read on its unwind edge.
        ("invoke value, phi of its unwind destination", false,
         "call:\n  %r = invoke i32 @g() to label %join unwind label %lp\njoin:\n  ret i32 0\nlp:\n  %p = phi i32 [ %r, %call ]\n  %l = landingpad { ptr, i32 } cleanup\n  ret i32 %p\n".to_string()),
    ];
    for (what, valid, body) in cases {
        let text = function(&body);
        let ctx = Context::create();
        let module = parse(&ctx, what, &text);
        assert_eq!(module.verify().is_ok(), valid, "{what}: the verifier's verdict is the expectation");
        let found = violations(&text, None, Pass::Mem2Reg(rule()));
        let dominance: Vec<_> = found.iter().filter(|v| v.contains("is not defined where it is used")).collect();
        assert_eq!(dominance.is_empty(), valid, "{what}: {found:#?}");
    }
}

/// The checker shares nothing with what it checks: its sources name no
/// module of the passes or their rules (it takes what differs between LLVMs
/// from its caller), only the IR wrappers.
#[test]
fn the_checker_imports_nothing_from_the_passes() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/check");
    let mut files = 0;
    for entry in std::fs::read_dir(&dir).expect("src/check") {
        let path = entry.expect("an entry").path();
        let text = std::fs::read_to_string(&path).expect("readable");
        files += 1;
        for line in text.lines().filter(|l| !l.trim_start().starts_with("//")) {
            for (i, _) in line.match_indices("crate::") {
                let path_named = &line[i + "crate::".len()..];
                assert!(path_named.starts_with("llvm::ir::"), "{}: names crate::{path_named}", path.display());
            }
            for pass in ["promote::", "demote::", "rules::", "ssa::", "m2r_ssa"] {
                assert!(!line.contains(pass), "{}: names {pass}: {line}", path.display());
            }
        }
    }
    assert!(files >= 4, "read the checker's files ({files})");
}
