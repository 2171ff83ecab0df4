//! The explain report's data (`m2r::explain`): the pass run with the
//! recorder as its observer must change a function exactly as the pass does
//! in a pass manager, and what the recorder wrote down must hang together:
//! the phis placed are the iterated dominance frontier of the stores within
//! the live-in blocks, and the others of the frontier are the pruned ones;
//! the walk visits every reachable block once; every replaced load is one of
//! its variable's loads. Over the lit tests' modules and random functions
//! (`common/fuzz.rs`: loops, unreachable blocks, switches, debug records).

mod common;

use std::collections::BTreeSet;

use inkwell::context::Context;
use m2r::explain::{explain_function, Trace};
use m2r::llvm::ir::{Module, Value};
use m2r::promote::options::Options;

/// Each defined function of `text` explained, and the module printed after.
fn explain_all(text: &str) -> (Vec<Trace>, String) {
    explain_all_with(text, "")
}

/// The same with rust-mem2reg's parameters `params`.
fn explain_all_with(text: &str, params: &str) -> (Vec<Trace>, String) {
    let options = Options::parse(params, Options::default()).expect("valid parameters");
    let ctx = Context::create();
    let module = common::llvm::parse(&ctx, "module", text);
    let functions: Vec<Value> =
        // SAFETY: inkwell's module is alive while it is borrowed here.
        unsafe { Module::from_raw(module.as_mut_ptr()) }.functions().filter(|f| f.first_block().is_some()).collect();
    let traces = functions
        .into_iter()
        .filter(|f| !f.has_function_enum_attribute(m2r::llvm::ir::enum_attribute_kind("optnone")))
        .map(|f| {
            explain_function(f, &options, &m2r::rules::Rules::of_running_llvm(), params)
                .expect("the function is readable")
        })
        .collect();
    (traces, module.print_to_string().to_string())
}

/// `text` after `pipeline` in a pass manager.
fn promoted(text: &str, pipeline: &str) -> String {
    let ctx = Context::create();
    let module = common::llvm::parse(&ctx, "module", text);
    common::llvm::run_ours(&module, pipeline);
    module.print_to_string().to_string()
}

fn set(v: &[u32]) -> BTreeSet<u32> {
    v.iter().copied().collect()
}

/// What a trace must say of itself; `what` names it in failures.
fn check_trace(t: &Trace, what: &str) {
    let reachable = t.blocks.iter().filter(|b| b.reachable).count();
    for (k, batch) in t.batches.iter().enumerate() {
        for v in &batch.vars {
            let a = &t.allocas[v.alloca as usize];
            assert_eq!(a.batch, Some(k as u32), "{what}: {} is renamed in its batch", a.name);
            let live = set(&v.live_in);
            let placed: BTreeSet<u32> = v.phis.iter().map(|p| p.block).collect();
            let (frontier, pruned) = (set(&v.idf), set(&v.pruned));
            if v.exposed {
                let expected: BTreeSet<u32> = frontier.intersection(&live).copied().collect();
                assert_eq!(placed, expected, "{what}: {}'s phis are IDF ∩ live-in", a.name);
                let rest: BTreeSet<u32> = frontier.difference(&live).copied().collect();
                assert_eq!(pruned, rest, "{what}: {}'s pruned phis are the rest of its IDF", a.name);
            } else {
                assert!(placed.is_empty() && pruned.is_empty(), "{what}: {} is live nowhere", a.name);
            }
            assert_eq!(a.phis, Some(placed.len() as u32), "{what}: {}'s phi count", a.name);
        }
        if !batch.vars.is_empty() && batch.steps.len() == batch.steps_total as usize {
            let first: Vec<u32> = batch.steps.iter().filter(|s| !s.revisit).map(|s| s.block).collect();
            assert_eq!(batch.steps[0].from, None, "{what}: the walk starts at the entry");
            assert_eq!(first.len(), reachable, "{what}: every reachable block is visited");
            assert_eq!(set(&first).len(), first.len(), "{what}: each block is visited once");
        }
        let loads_of = |load: u32| batch.allocas.iter().any(|&a| t.allocas[a as usize].loads.contains(&load));
        let steps = batch.steps.iter().flat_map(|s| &s.loads);
        for r in batch.early_loads.iter().chain(steps) {
            assert!(loads_of(r.load), "{what}: instruction {} is a load of the batch", r.load);
        }
    }
    for a in &t.allocas {
        assert!(a.batch.is_some() != a.reason.is_some(), "{what}: {} is promoted or has a reason", a.name);
    }
}

fn check_module(name: &str, text: &str) {
    check_module_with(name, text, "");
}

fn check_module_with(name: &str, text: &str, params: &str) {
    let (traces, explained) = explain_all_with(text, params);
    let pipeline = if params.is_empty() { "rust-mem2reg".to_string() } else { format!("rust-mem2reg<{params}>") };
    assert_eq!(explained, promoted(text, &pipeline), "{name}: explaining changes the module as {pipeline} does");
    for t in &traces {
        check_trace(t, &format!("{name}, @{}", t.function));
    }
}

#[test]
fn lit_test_modules_explain_as_promoted() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("lit-tests");
    let mut count = 0;
    for entry in std::fs::read_dir(&dir).expect("lit-tests exists") {
        let path = entry.expect("readable").path();
        if path.extension().is_some_and(|e| e == "ll") {
            check_module(&path.display().to_string(), &std::fs::read_to_string(&path).expect("readable"));
            count += 1;
        }
    }
    assert!(count >= 10, "the lit tests are there");
}

#[test]
fn random_functions_explain_as_promoted() {
    for seed in 0..m2r_testkit::env_u64("M2R_EXPLAIN_CASES", 300) {
        let ctx = Context::create();
        let text = common::fuzz::random_module(&ctx, seed).print_to_string().to_string();
        check_module(&format!("fuzz seed {seed}"), &text);
    }
}

#[test]
fn options_explain_as_promoted() {
    // Programs with allocas in loops, branches and unreachable blocks.
    for seed in 0..m2r_testkit::env_u64("M2R_EXPLAIN_CASES", 100) {
        let text = common::programs::random_program(seed);
        for params in ["all-blocks", "max-phi-entries=3", "all-blocks;max-phi-entries=1"] {
            check_module_with(&format!("program seed {seed}"), &text, params);
        }
    }
}

/// The seeds' first example: `x` is stored in both arms of an if and read
/// where they meet.
const SIGN: &str = r#"
define i32 @sign(i32 %cond) {
entry:
  %x = alloca i32, align 4
  %cmp = icmp sgt i32 %cond, 0
  br i1 %cmp, label %if.then, label %if.else
if.then:
  store i32 1, ptr %x, align 4
  br label %if.end
if.else:
  store i32 -1, ptr %x, align 4
  br label %if.end
if.end:
  %v = load i32, ptr %x, align 4
  ret i32 %v
}
"#;

#[test]
fn the_seed_example_is_explained_as_the_textbook_says() {
    let (traces, _) = explain_all(SIGN);
    let t = &traces[0];
    let label = |b: u32| t.blocks[b as usize].label.as_str();
    let var = &t.batches[0].vars[0];
    assert_eq!(var.defs.iter().map(|&b| label(b)).collect::<Vec<_>>(), ["if.then", "if.else"]);
    assert_eq!(var.live_in.iter().map(|&b| label(b)).collect::<Vec<_>>(), ["if.end"]);
    assert_eq!(var.idf.iter().map(|&b| label(b)).collect::<Vec<_>>(), ["if.end"]);
    assert_eq!(var.phis.len(), 1);
    assert_eq!((label(var.phis[0].block), var.phis[0].name.as_str()), ("if.end", "%x.0"));
    assert_eq!(t.blocks.iter().map(|b| b.frontier.len()).collect::<Vec<_>>(), [0, 1, 1, 0]);

    // Renaming: if.end is reached twice, once from each arm; each arrival
    // gives the phi the value stored on that arm; the load reads the phi.
    let steps = &t.batches[0].steps;
    assert_eq!(steps.len(), 5);
    let arrivals: Vec<(&str, &str)> = steps
        .iter()
        .filter(|s| label(s.block) == "if.end")
        .map(|s| (label(s.from.expect("an arrival")), s.entries[0].value.as_str()))
        .collect();
    assert_eq!(
        arrivals.iter().copied().collect::<BTreeSet<_>>(),
        BTreeSet::from([("if.then", "1"), ("if.else", "-1")])
    );
    let load = steps.iter().find(|s| !s.loads.is_empty()).expect("the load is renamed");
    assert_eq!(load.loads[0].value, "%x.0");
    assert!(t.output.iter().flat_map(|b| &b.instructions).any(|i| i.marked && i.text.starts_with("%x.0 = phi i32")));
}
