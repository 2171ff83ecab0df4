//! The plugin crate's shape, read off its sources: its top-level modules
//! (a file of `src/`, or a folder of them) import each other in one
//! direction only, and the bottom layers import nothing above them: the
//! LLVM version query nothing of the crate, the LLVM adapter only it, the
//! version rules (data the passes read, in the adapter's terms) only those
//! two.

use std::path::Path;

use m2r_testkit::layering::{circle, imports};

#[test]
fn no_two_modules_import_each_other_even_through_others() {
    let graph = imports(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"));
    assert!(graph.len() >= 7, "the modules were read: {graph:?}");
    assert_eq!(circle(&graph), None, "an import circle");
    assert!(graph["version"].is_empty(), "version imports {:?}", graph["version"]);
    assert!(graph["llvm"].iter().all(|m| m == "version"), "llvm imports {:?}", graph["llvm"]);
    assert!(graph["rules"].iter().all(|m| m == "llvm" || m == "version"), "rules imports {:?}", graph["rules"]);
}
