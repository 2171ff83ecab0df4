//! The crate's shape, read off its sources by its own reader: its modules
//! import nothing of each other (each is a tool of its own).

use std::path::Path;

use m2r_testkit::layering::{circle, imports};

#[test]
fn no_module_imports_another() {
    let graph = imports(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"));
    assert!(graph.len() >= 2, "the modules were read: {graph:?}");
    assert_eq!(circle(&graph), None, "an import circle");
    assert!(graph.values().all(|deps| deps.is_empty()), "{graph:?}");
}
