//! The crate's shape, read off its sources: the modules import each other
//! in one direction only (no circle), and the public face is the crate
//! root's re-exports (no module is public).

use std::collections::BTreeMap;
use std::path::Path;

/// Each module of `src/` and the modules of the crate it names
/// (`crate::name`), outside its tests.
fn imports() -> BTreeMap<String, Vec<String>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut graph = BTreeMap::new();
    for entry in std::fs::read_dir(&src).expect("src/ is there") {
        let path = entry.expect("an entry").path();
        if path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let module = path.file_stem().expect("a name").to_string_lossy().into_owned();
        let text = std::fs::read_to_string(&path).expect("readable");
        // Code only: not its tests, not its comments (a doc link is no import).
        let before_tests = text.split("#[cfg(test)]\nmod tests").next().expect("some code");
        let code: String =
            before_tests.lines().filter(|l| !l.trim_start().starts_with("//")).collect::<Vec<_>>().join("\n");
        let mut names: Vec<String> = code
            .match_indices("crate::")
            .map(|(at, _)| code[at + 7..].chars().take_while(|c| c.is_ascii_lowercase() || *c == '_').collect())
            .filter(|name: &String| !name.is_empty() && *name != module)
            .collect();
        names.sort();
        names.dedup();
        graph.insert(module, names);
    }
    graph
}

#[test]
fn no_two_modules_import_each_other_even_through_others() {
    let graph = imports();
    assert!(graph.len() > 15, "the modules were read: {graph:?}");
    // Depth-first, with the path so far: an edge back into it is a circle.
    fn visit<'a>(
        m: &'a str,
        graph: &'a BTreeMap<String, Vec<String>>,
        path: &mut Vec<&'a str>,
        done: &mut Vec<&'a str>,
    ) {
        if done.contains(&m) {
            return;
        }
        if let Some(at) = path.iter().position(|&p| p == m) {
            panic!("an import circle: {:?} -> {m}", &path[at..]);
        }
        path.push(m);
        for next in graph.get(m).into_iter().flatten() {
            visit(next, graph, path, done);
        }
        path.pop();
        done.push(m);
    }
    let mut done = Vec::new();
    for m in graph.keys() {
        visit(m, &graph, &mut Vec::new(), &mut done);
    }
    // The traits depend on nothing but the ids, so every stage can use them.
    assert!(graph["traits"].iter().all(|d| d == "entity" || d == "ids"), "traits: {:?}", graph["traits"]);
}

#[test]
fn the_face_is_the_crate_roots_re_exports() {
    let lib = include_str!("../lib.rs");
    assert!(!lib.contains("pub mod"), "a public module in lib.rs");
    assert!(lib.matches("pub use").count() >= 15, "the root re-exports the face");
}
