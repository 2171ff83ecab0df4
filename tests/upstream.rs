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
    use m2r::promote::phi_map::{after_removal, bucket_order};
    use m2r::rules::{PairHash, Probing};
    use m2r_ssa::{IdVec, PhiId};
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
    let (mut other_differs, mut other_hash_differs, mut other_after_differs) = (0, 0, 0);
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
        let real = m2r::llvm::shim::densemap_order(&keys, None);
        assert_eq!(ours, real, "case {case}: {} keys", keys.len());
        // A round of the clean-up takes some out; the next round, and the
        // completion of phis after the last, go in the order left.
        let removed: IdVec<PhiId, bool> = IdVec::from_vec((0..keys.len()).map(|_| rng.chance(40)).collect());
        let real_after = m2r::llvm::shim::densemap_order(&keys, Some(removed.as_slice()));
        let mut after = order.clone();
        after_removal(&mut after, &removed, &keys, &mut tables, hash, probing);
        let ours_after: Vec<u32> = after.iter().map(|p| p.index() as u32).collect();
        assert_eq!(ours_after, real_after, "case {case}: {} keys, after removal", keys.len());
        let mut after = order.clone();
        after_removal(&mut after, &removed, &keys, &mut tables, hash, other);
        other_after_differs += usize::from(after.iter().map(|p| p.index() as u32).collect::<Vec<_>>() != real_after);
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
    // Removal rearranges what is left under one probing only.
    assert!(
        other_after_differs > 30,
        "{other:?} removal matched this LLVM's map in all but {other_after_differs} cases"
    );
}

/// A function the read takes a run of blocks at a time, over every boundary
/// a run has: more blocks than a run holds, more allocas in the entry block
/// and more loads in one block than a run first makes room for, a switch
/// with more successors than that, and edges back and forth between blocks
/// of different runs (each looked up once every block is read). A second
/// batch (the allocas whose address the first batch's stored pointer held)
/// reads the accesses again in runs.
#[test]
fn a_function_read_in_many_runs_matches_upstream() {
    let (vars, blocks, cases) = (600, 700, 600);
    let mut ir = String::from("define i32 @long(i32 %a, i1 %c) {\nentry:\n");
    for v in 0..vars {
        ir += &format!("  %v{v} = alloca i32\n");
    }
    ir += "  %q = alloca i32\n  %pp = alloca ptr\n  store i32 %a, ptr %q\n  store ptr %q, ptr %pp\n";
    ir += "  %p = load ptr, ptr %pp\n";
    for v in 0..vars {
        ir += &format!("  store i32 %a, ptr %v{v}\n");
    }
    ir += "  br label %b0\n";
    for b in 0..blocks {
        let (from, to) = (b % vars, (b * 7 + 1) % vars);
        // Forward to the next block, or back (or far ahead) to another.
        let other = (b * 13 + 5) % blocks;
        let other = if other == b + 1 { (other + 1) % blocks } else { other };
        ir += &format!(
            "b{b}:\n  %l{b} = load i32, ptr %v{from}\n  %s{b} = add i32 %l{b}, 1\n  store i32 %s{b}, ptr %v{to}\n  \
             br i1 %c, label %{next}, label %b{other}\n",
            next = if b + 1 == blocks { "wide".to_string() } else { format!("b{}", b + 1) },
        );
    }
    ir += "wide:\n  %sum0 = add i32 0, 0\n";
    for v in 0..vars {
        ir += &format!("  %w{v} = load i32, ptr %v{v}\n  %sum{} = add i32 %sum{v}, %w{v}\n", v + 1);
    }
    ir += &format!("  switch i32 %sum{vars}, label %exit [\n");
    for k in 0..cases {
        ir += &format!("    i32 {k}, label %c{k}\n");
    }
    ir += "  ]\n";
    for k in 0..cases {
        // Stores through the pointer: the second batch's, in blocks of the
        // last runs, which give its load in `exit` a phi.
        let through = if k % 3 == 0 { format!("  store i32 {k}, ptr %p\n") } else { String::new() };
        ir += &format!("c{k}:\n  store i32 {k}, ptr %v{}\n{through}  br label %exit\n", k % vars);
    }
    ir += "exit:\n  %r = load i32, ptr %p\n  %x = load i32, ptr %v0\n  %y = add i32 %r, %x\n  ret i32 %y\n}\n";
    let (upstream, ours) = common::llvm::both("long", &ir);
    assert_eq!(upstream, ours);
    assert!(!ours.contains("alloca"), "every alloca promoted, the last in a second batch");
}
