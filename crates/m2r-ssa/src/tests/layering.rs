//! The crate's shape, read off its sources: the modules import each other
//! in one direction only (no circle, even through others), and the public
//! face is the crate root's re-exports (no module is public).

use std::path::Path;

use m2r_testkit::layering::{circle, imports};

#[test]
fn no_two_modules_import_each_other_even_through_others() {
    let graph = imports(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"));
    assert!(graph.len() > 15, "the modules were read: {graph:?}");
    assert_eq!(circle(&graph), None, "an import circle");
    // The traits depend on nothing but the ids, so every stage can use them.
    assert!(graph["traits"].iter().all(|d| d == "entity" || d == "ids"), "traits: {:?}", graph["traits"]);
    // The checks at the door sit below every stage that runs them (the
    // entity containers, which import nothing, are below them too).
    let below = ["entity", "error", "ids", "traits"];
    assert!(graph["checks"].iter().all(|d| below.contains(&d.as_str())), "{:?}", graph["checks"]);
    assert!(graph["entity"].is_empty(), "entity: {:?}", graph["entity"]);
}

#[test]
fn the_face_is_the_crate_roots_re_exports() {
    let lib = include_str!("../lib.rs");
    assert!(!lib.contains("pub mod"), "a public module in lib.rs");
    assert!(lib.matches("pub use").count() >= 15, "the root re-exports the face");
}
