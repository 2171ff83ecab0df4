//! The crate's shape, read off its sources: its modules import each other
//! in one direction only, and the face is the crate root.

use std::path::Path;

use m2r_testkit::layering::{circle, imports};

#[test]
fn no_two_modules_import_each_other_even_through_others() {
    let graph = imports(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"));
    assert!(graph.len() >= 4, "the modules were read: {graph:?}");
    assert_eq!(circle(&graph), None, "an import circle");
    // What it makes of a type and how it unshares lists need nothing else.
    assert!(graph["zero"].is_empty() && graph["unshare"].is_empty(), "{graph:?}");
    let lib = include_str!("../src/lib.rs");
    assert!(!lib.contains("pub mod"), "a public module in lib.rs");
}

#[test]
fn the_wasm_translation_has_no_import_circle() {
    let graph = imports(&Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/wasm"));
    assert!(graph.len() >= 4, "the modules were read: {graph:?}");
    assert_eq!(circle(&graph), None, "an import circle");
}
