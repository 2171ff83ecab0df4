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
