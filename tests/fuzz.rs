//! In-process differential fuzzing: random functions built through the LLVM
//! API (see `common/fuzz.rs`) run through upstream's mem2reg and through
//! rust-mem2reg, then through reg2mem and rust-reg2mem; the printed modules
//! must be equal, and ours must pass the verifier and the independent
//! checker. reg2mem's input is what upstream's mem2reg made of the function
//! (phis, values used across blocks, critical edges: what reg2mem undoes),
//! for every fourth case the function as generated (its loads and stores,
//! and phis of constants); every fourth case also runs the round trip
//! reg2mem,mem2reg on that input.
//!
//! `cargo test` runs a short fixed-seed batch. For a long run:
//!
//!     M2R_FUZZ_CASES=100000 M2R_FUZZ_SEED=1 cargo test --release --test fuzz -- --nocapture
//!
//! Every third case also carries debug information (`dbg_declare`s and
//! `dbg_value`s of the allocas; a quarter of those functions without a
//! `DISubprogram`). Every fourth case also runs a function with funclet EH
//! (`common/funclets.rs`) through mem2reg, reg2mem and the round trip:
//! where upstream's reg2mem writes IR that does not verify, ours must be
//! valid and pass the checker, and the case counts as upstream-failed. A
//! failing case prints its seed and writes its input to
//! `target/fuzz-failures/<seed>-<pipeline>.ll`.

mod common;

use std::sync::atomic::{AtomicU64, Ordering};

use inkwell::context::Context;

/// Funclet-EH functions run, and comparisons where upstream's output did
/// not verify (ours did, and passed the checker).
static FUNCLET_CASES: AtomicU64 = AtomicU64::new(0);
static UPSTREAM_FAILED: AtomicU64 = AtomicU64::new(0);

fn run_case(seed: u64) {
    let ctx = Context::create();
    let module = common::fuzz::random_module(&ctx, seed);
    let mut text = module.print_to_string().to_string();
    if let Err(e) = module.verify() {
        panic!("seed {seed}: the generator built invalid IR: {e}\n{text}");
    }
    if seed.is_multiple_of(3) {
        text = common::fuzz::with_debug_records(&text, &mut m2r_testkit::Rng::new(seed ^ 0xdeb));
        let ctx = Context::create();
        let with_debug = common::llvm::parse(&ctx, "debug", &text);
        if let Err(e) = with_debug.verify() {
            panic!("seed {seed}: the debug records made invalid IR: {e}\n{text}");
        }
    }
    compare(seed, &text, &common::llvm::MEM2REG);
    let input = if seed % 4 == 1 { text } else { common::llvm::after_upstream("fuzz", &text, "mem2reg") };
    compare(seed, &input, &common::llvm::REG2MEM);
    if seed % 4 == 2 {
        compare(seed, &input, &common::llvm::ROUND_TRIP);
    }
    if seed % 4 == 3 {
        let mut rng = m2r_testkit::Rng::new(seed ^ 0xc47c);
        let function = common::funclets::random_funclet_function(&mut rng, "g");
        let text = format!("{}{}", common::funclets::DECLARATIONS, function.text);
        if !common::llvm::verifies(&text) {
            panic!("seed {seed}: the funclet generator built invalid IR:\n{text}");
        }
        FUNCLET_CASES.fetch_add(1, Ordering::Relaxed);
        compare(seed, &text, &common::llvm::MEM2REG);
        let promoted = common::llvm::after_upstream("funclets", &text, "mem2reg");
        for input in [&text, &promoted] {
            if function.upstream_may_crash {
                // Upstream's reg2mem would take this process down: ours alone.
                UPSTREAM_FAILED.fetch_add(2, Ordering::Relaxed);
                ours_only(seed, input, &common::llvm::REG2MEM);
                ours_only(seed, input, &common::llvm::ROUND_TRIP);
                continue;
            }
            // The round trip's upstream runs mem2reg on its reg2mem's output:
            // where that output is invalid, so is the comparison.
            let valid = compare(seed, input, &common::llvm::REG2MEM);
            compare_if(seed, input, &common::llvm::ROUND_TRIP, valid);
        }
    }
}

/// Runs both sides of `pipeline` on `text`; on a difference or a failed
/// check, keeps the input and panics with the seed. Returns false if
/// upstream's output did not verify (ours did, and passed the checker).
fn compare(seed: u64, text: &str, pipeline: &common::llvm::Pipeline) -> bool {
    compare_if(seed, text, pipeline, true)
}

/// Runs our side of `pipeline` on `text`, checked; on a failed check, keeps
/// the input and panics with the seed.
fn ours_only(seed: u64, text: &str, pipeline: &common::llvm::Pipeline) {
    let name = format!("fuzz-{seed}-{}", pipeline.ours);
    if std::panic::catch_unwind(|| common::llvm::ours_checked(&name, text, pipeline)).is_err() {
        let path = keep_failure(seed, text, pipeline);
        panic!("seed {seed}, {} ({}): its output failed a check (see above)", pipeline.ours, path.display());
    }
}

/// Writes the input of a failing case to `target/fuzz-failures`.
fn keep_failure(seed: u64, text: &str, pipeline: &common::llvm::Pipeline) -> std::path::PathBuf {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target").join("fuzz-failures");
    std::fs::create_dir_all(&dir).expect("failure folder");
    let path = dir.join(format!("{seed}-{}.ll", pipeline.upstream.replace(',', "-")));
    std::fs::write(&path, text).expect("write failing module");
    path
}

/// [`compare`], where the outputs are compared only if `comparable`
/// (ours is checked either way).
fn compare_if(seed: u64, text: &str, pipeline: &common::llvm::Pipeline, comparable: bool) -> bool {
    let name = format!("fuzz-{seed}-{}", pipeline.upstream);
    let result = std::panic::catch_unwind(|| common::llvm::compare(&name, text, pipeline));
    let failure = match result {
        Ok((upstream, ours)) if upstream == ours => return true,
        // Ours verified and passed the checker (in common::llvm::compare).
        Ok((upstream, _)) if !comparable || !common::llvm::verifies(&upstream) => {
            UPSTREAM_FAILED.fetch_add(1, Ordering::Relaxed);
            return false;
        }
        Ok((upstream, ours)) => format!("outputs differ:\n--- upstream\n{upstream}\n--- ours\n{ours}"),
        Err(_) => format!("{}'s output failed a check (see above)", pipeline.ours),
    };
    let path = keep_failure(seed, text, pipeline);
    panic!("seed {seed}, {} ({}): {failure}", pipeline.upstream, path.display());
}

#[test]
fn fuzz_fixed_seeds() {
    let cases = m2r_testkit::env_u64("M2R_FUZZ_CASES", 400);
    let first = m2r_testkit::env_u64("M2R_FUZZ_SEED", 0);
    for seed in first..first + cases {
        run_case(seed);
        if cases >= 10_000 && seed % 10_000 == 0 {
            eprintln!("fuzz: {} cases done", seed - first);
        }
    }
    eprintln!(
        "fuzz: {cases} cases, seeds {first}..{}, {} of them with a funclet-EH function too; all identical but {} \
         comparisons where upstream's output does not verify or upstream would crash (ours verifies and passes \
         the checker)",
        first + cases,
        FUNCLET_CASES.load(Ordering::Relaxed),
        UPSTREAM_FAILED.load(Ordering::Relaxed)
    );
}
