//! Real code for issue 62: a WebAssembly object (C compiled with
//! `clang --target=wasm32-wasi -c`) translated to Cranelift IR function by
//! function, as wasmtime does, with the wasm locals kept one of the ways of
//! [`locals`]:
//!
//! ```text
//! wasm WAY FILE...                 translate every function, timed
//! wasm WAY --function N FILE       translate function N alone
//! wasm check FILE...               every way of every function verifies,
//!                                  and (c) has no more block parameters than (a)
//! wasm largest N FILE              the N functions with the most operators
//! ```
//!
//! WAY is `frontend` or `frontend-eager` ((a): cranelift-frontend
//! `Variable`s, blocks sealed at the end or as soon as possible),
//! `promoted` ((b): stack slots, then `promote_stack_slots`), `variables`
//! ((c): m2r-cranelift's `Variables`), or the floors `slots` ((b) before its
//! promotion), `plain` (no locals at all: each one value made at the
//! start; a way's SSA share is its instructions less this floor's) and
//! `promotion-edits` (`slots` with only the edits every promotion makes, not
//! a valid function: `check` leaves it out; ../common/promotion_edits.rs).
//! scripts/bench-wasm counts the instructions of
//! `build` alone under callgrind: the module is read and decoded before.

mod locals;
mod module;
mod numeric;
#[path = "../common/promotion_edits.rs"]
mod promotion_edits;
mod translate;

use cranelift_codegen::ir::Function;
use cranelift_frontend::FunctionBuilderContext;
use locals::{AfterSlots, Frontend, Locals, Ours, Plain, Slots};
use m2r_cranelift::Variables;
use module::{Body, Module};
use translate::{translate, Sealing};

/// The bodies translated the way `way` says: each function, or what
/// stopped it.
#[inline(never)]
fn build(bodies: &[(&Module, &Body)], way: &str) -> Vec<Result<Function, String>> {
    let mut ctx = FunctionBuilderContext::new();
    let mut vars = Variables::new();
    let mut out = Vec::with_capacity(bodies.len());
    for &(module, body) in bodies {
        let (mut locals, sealing): (Box<dyn Locals>, Sealing) = match way {
            "frontend" => (Box::new(Frontend::default()), Sealing::AtEnd),
            "frontend-eager" => (Box::new(Frontend::default()), Sealing::AsSoonAsPossible),
            "promoted" => (Box::new(Slots::new(AfterSlots::Promote)), Sealing::AtEnd),
            "slots" => (Box::new(Slots::new(AfterSlots::Keep)), Sealing::AtEnd),
            EDITS_ONLY => (Box::new(Slots::new(AfterSlots::EditsOnly)), Sealing::AtEnd),
            "plain" => (Box::new(Plain::default()), Sealing::AtEnd),
            "variables" => (Box::new(Ours::new(&mut vars)), Sealing::AtEnd),
            other => panic!("unknown way {other}: {}, {EDITS_ONLY}", WAYS.join(", ")),
        };
        out.push(translate(module, body, &mut *locals, &mut ctx, sealing));
    }
    out
}

/// Block parameters of every block but the entry.
fn block_params(func: &Function) -> usize {
    let entry = func.layout.entry_block();
    func.layout.blocks().filter(|&b| Some(b) != entry).map(|b| func.dfg.block_params(b).len()).sum()
}

fn verify(func: &Function) -> Result<(), String> {
    let flags = cranelift_codegen::settings::Flags::new(cranelift_codegen::settings::builder());
    cranelift_codegen::verify_function(func, &flags).map_err(|e| format!("{e}"))
}

const WAYS: [&str; 6] = ["frontend", "frontend-eager", "promoted", "variables", "slots", "plain"];
/// A way that is measured but builds no valid function, so `check` leaves it out.
const EDITS_ONLY: &str = "promotion-edits";

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: wasm (WAY [--function N] | check | largest N) FILE...\n  WAY: frontend, frontend-eager, promoted, variables, slots, plain,\n       promotion-edits (not a valid function: the edits every promotion makes)";
    let fail = || -> ! {
        eprintln!("{usage}");
        std::process::exit(2)
    };
    let what = args.first().unwrap_or_else(|| fail()).as_str();
    let number = |n: &String| -> u32 { n.parse().unwrap_or_else(|_| fail()) };
    let (function, files): (Option<u32>, &[String]) = match args.get(1).map(String::as_str) {
        Some(n) if what == "largest" => (Some(number(&n.to_string())), &args[2..]),
        Some("--function") if args.len() >= 4 => (Some(number(&args[2])), &args[3..]),
        _ => (None, &args[1..]),
    };
    if files.is_empty() {
        fail();
    }
    let data: Vec<Vec<u8>> = files.iter().map(|f| std::fs::read(f).unwrap_or_else(|e| panic!("{f}: {e}"))).collect();
    let modules: Vec<Module> =
        data.iter().zip(files).map(|(d, f)| Module::read(d).unwrap_or_else(|e| panic!("{f}: {e}"))).collect();
    let bodies: Vec<(&Module, &Body)> = modules.iter().flat_map(|m| m.bodies.iter().map(move |b| (m, b))).collect();
    match what {
        "check" => check(&files.join(" "), &bodies),
        "largest" => {
            let mut largest: Vec<&Body> = bodies.iter().map(|&(_, b)| b).collect();
            largest.sort_by_key(|b| std::cmp::Reverse(b.ops.len()));
            for b in largest.iter().take(function.unwrap_or(1) as usize) {
                println!("{} {} {}", b.index, b.ops.len(), b.locals.len());
            }
        }
        way if WAYS.contains(&way) || way == EDITS_ONLY => {
            let bodies: Vec<(&Module, &Body)> = match function {
                Some(f) => bodies.into_iter().filter(|(_, b)| b.index == f).collect(),
                None => bodies,
            };
            let start = std::time::Instant::now();
            let funcs = build(&bodies, way);
            let seconds = start.elapsed().as_secs_f64();
            let (mut params, mut failed) = (0, 0);
            for f in &funcs {
                match f {
                    Ok(f) => params += block_params(f),
                    Err(_) => failed += 1,
                }
            }
            println!(
                "{way}: {} functions, {failed} not translated, {params} block parameters, {seconds:.6} s",
                funcs.len()
            );
        }
        _ => fail(),
    }
}

/// Every way of every function verifies; (c) never has more block
/// parameters than (a) sealed either way. Exits 1 if not.
fn check(file: &str, bodies: &[(&Module, &Body)]) {
    let built: Vec<Vec<Result<Function, String>>> = WAYS.iter().map(|w| build(bodies, w)).collect();
    let (mut bad, mut untranslated, mut ops, mut locals) = (0, 0, 0, 0);
    let mut params = [0usize; WAYS.len()];
    for (i, (_, body)) in bodies.iter().enumerate() {
        ops += body.ops.len();
        locals += body.locals.len();
        let mut counts = [0usize; WAYS.len()];
        for (w, way) in WAYS.iter().enumerate() {
            match &built[w][i] {
                Ok(f) => {
                    if let Err(e) = verify(f) {
                        bad += 1;
                        eprintln!("{file}: function {} ({way}) does not verify: {e}\n{}", body.index, f.display());
                    }
                    counts[w] = block_params(f);
                    params[w] += counts[w];
                }
                Err(e) => {
                    untranslated += 1;
                    eprintln!("{file}: function {} ({way}) not translated: {e}", body.index);
                }
            }
        }
        if counts[3] > counts[0].min(counts[1]) {
            bad += 1;
            eprintln!(
                "{file}: function {}: (c) has {} block parameters, (a) {} and {}",
                body.index, counts[3], counts[0], counts[1]
            );
        }
    }
    println!(
        "{file}: {} functions, {ops} operators, {locals} locals; block parameters: (a) {} / {}, (b) {}, (c) {}; {untranslated} not translated, {bad} wrong",
        bodies.len(),
        params[0],
        params[1],
        params[2],
        params[3]
    );
    if bad > 0 || untranslated > 0 {
        std::process::exit(1);
    }
}
