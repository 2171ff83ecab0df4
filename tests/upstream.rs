//! End-to-end against upstream, in-process: every module runs through
//! upstream's mem2reg (`LLVMRunPasses`) and through rust-mem2reg (a pass
//! manager that loaded our pass), and the printed modules must be equal.

mod common;

use std::path::Path;

use pretty_assertions::assert_eq;

fn lit_test_inputs() -> Vec<std::path::PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("lit-tests");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("lit-tests exists")
        .map(|e| e.expect("readable").path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    assert!(files.len() >= 10, "the lit tests are there");
    files
}

#[test]
fn lit_test_modules_match_upstream_in_process() {
    for path in lit_test_inputs() {
        let text = std::fs::read_to_string(&path).expect("readable");
        let (upstream, ours) = common::llvm::both(&path.display().to_string(), &text);
        assert_eq!(upstream, ours, "{}", path.display());
    }
}

#[test]
fn a_changed_module_is_actually_changed() {
    // Guards the comparison above against comparing a module with itself.
    let text = "define i32 @f(i32 %a) {\n  %x = alloca i32\n  store i32 %a, ptr %x\n  %v = load i32, ptr %x\n  ret i32 %v\n}\n";
    let (upstream, ours) = common::llvm::both("f", text);
    assert_eq!(upstream, ours);
    assert!(!ours.contains("alloca"), "{ours}");
}

#[test]
fn phi_simplifier_visits_phis_in_llvm_densemap_order() {
    // Upstream simplifies its new phis in the iteration order of a
    // DenseMap<(block number, alloca number), PHINode *>; the simplifier
    // reproduces it without the map. Compare with a real DenseMap, across
    // its growth steps (64, 128, ... buckets), keys as phi placement makes
    // them: by variable, then by block, each pair once.
    let mut rng = m2r_testkit::Rng::new(0x5eed);
    let mut order = Vec::new();
    // Kept across cases, as the pass keeps them across batches.
    let mut tables = m2r::promote::phi_map::BucketTables::default();
    use m2r::promote::phi_map::bucket_order;
    use m2r::rules::{PairHash, Probing};
    let map = m2r::rules::Rules::of_running_llvm().phi_map;
    let (hash, probing) = (map.hash, map.probing);
    let other = match probing {
        Probing::Quadratic => Probing::Linear,
        Probing::Linear => Probing::Quadratic,
    };
    let other_hash = match hash {
        PairHash::SplitMix => PairHash::Wang,
        PairHash::Wang => PairHash::SplitMix,
    };
    let (mut other_differs, mut other_hash_differs) = (0, 0);
    for case in 0..300 {
        let vars = 1 + rng.below(if case % 10 == 0 { 400 } else { 20 });
        let blocks = 1 + rng.below(if case % 7 == 0 { 5000 } else { 60 });
        let mut keys = Vec::new();
        for v in 0..vars as u32 {
            for b in 0..blocks as u32 {
                if rng.chance(30) {
                    keys.push((b, v));
                }
            }
        }
        if case < 3 {
            // No key, one key (which skips the table), two keys.
            keys = (0..case as u32).map(|v| (rng.below(5000) as u32, v)).collect();
        } else if case % 3 == 0 {
            // Right at a growth step (3/4 of 64, 128, 256 buckets) or next to it.
            let steps = [47, 48, 49, 95, 96, 97, 191, 192, 193];
            keys.truncate(steps[rng.below(steps.len())]);
        }
        bucket_order(&keys, &mut order, &mut tables, hash, probing);
        let ours: Vec<u32> = order.iter().map(|p| p.index() as u32).collect();
        let real = m2r::llvm::shim::densemap_order(&keys);
        assert_eq!(ours, real, "case {case}: {} keys", keys.len());
        bucket_order(&keys, &mut order, &mut tables, hash, other);
        other_differs += usize::from(order.iter().map(|p| p.index() as u32).collect::<Vec<_>>() != real);
        bucket_order(&keys, &mut order, &mut tables, other_hash, probing);
        other_hash_differs += usize::from(order.iter().map(|p| p.index() as u32).collect::<Vec<_>>() != real);
    }
    assert!(
        other_hash_differs > 100,
        "{other_hash:?} hashing matched this LLVM's map in all but {other_hash_differs} cases"
    );
    // The cases tell the two probings apart: the test can fail.
    assert!(other_differs > 100, "{other:?} probing matched this LLVM's map in all but {other_differs} cases");
}
