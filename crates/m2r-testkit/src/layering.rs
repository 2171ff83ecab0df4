//! A crate's shape, read off its sources: which of its top-level modules
//! each one imports (`crate::name`, outside `mod tests` and comments), and
//! whether any of them import each other, even through others. A module is
//! a file of `src/` or a folder of them (`src/promote/*.rs` is `promote`).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Each top-level module of the crate whose sources are `src` (its
/// `lib.rs` and `main.rs` and `bin/` aside), with the top-level modules it
/// names as `crate::name`.
pub fn imports(src: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut files = Vec::new();
    collect(src, &mut files);
    for path in files {
        let relative = path.strip_prefix(src).expect("under src");
        let top = relative.components().next().expect("a file").as_os_str().to_string_lossy().into_owned();
        let module = top.trim_end_matches(".rs").to_string();
        if ["lib", "main", "bin"].contains(&module.as_str()) {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("readable");
        // Code only: not its tests, not its comments (a doc link is no import).
        let before_tests = text.split("#[cfg(test)]\nmod tests").next().expect("some code");
        let code: Vec<&str> = before_tests.lines().filter(|l| !l.trim_start().starts_with("//")).collect();
        let code = code.join("\n");
        let names = graph.entry(module.clone()).or_default();
        for (at, _) in code.match_indices("crate::") {
            // `m2r_ssa::x` contains no `crate::`, but `some_crate::x` would.
            if code[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let name: String = code[at + 7..].chars().take_while(|c| c.is_ascii_lowercase() || *c == '_').collect();
            if !name.is_empty() && name != module {
                names.insert(name);
            }
        }
    }
    graph
}

fn collect(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("src/ is there") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            collect(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// An import circle of `graph`, as the modules on it, if there is one.
pub fn circle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    // Depth-first with explicit stacks: a module on the current path that
    // is met again closes a circle.
    let mut done: BTreeSet<&str> = BTreeSet::new();
    for root in graph.keys() {
        let mut path: Vec<&str> = Vec::new();
        let mut stack: Vec<(&str, Vec<&str>)> = vec![(root, next_of(graph, root))];
        path.push(root);
        while let Some((_, next)) = stack.last_mut() {
            match next.pop() {
                Some(m) if done.contains(m) => {}
                Some(m) => {
                    if let Some(at) = path.iter().position(|&p| p == m) {
                        let mut circle: Vec<String> = path[at..].iter().map(|s| s.to_string()).collect();
                        circle.push(m.to_string());
                        return Some(circle);
                    }
                    path.push(m);
                    stack.push((m, next_of(graph, m)));
                }
                None => {
                    let (m, _) = stack.pop().expect("not empty");
                    path.pop();
                    done.insert(m);
                }
            }
        }
    }
    None
}

fn next_of<'a>(graph: &'a BTreeMap<String, BTreeSet<String>>, m: &str) -> Vec<&'a str> {
    graph.get(m).into_iter().flatten().map(String::as_str).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn graph(edges: &[(&str, &[&str])]) -> BTreeMap<String, BTreeSet<String>> {
        edges.iter().map(|(m, to)| (m.to_string(), to.iter().map(|s| s.to_string()).collect())).collect()
    }

    #[test]
    fn circles_through_others_are_found_and_trees_pass() {
        assert_eq!(circle(&graph(&[("a", &["b"]), ("b", &["c"]), ("c", &[])])), None);
        assert_eq!(circle(&graph(&[("a", &["b", "c"]), ("b", &["c"]), ("c", &[])])), None);
        let found = circle(&graph(&[("a", &["b"]), ("b", &["c"]), ("c", &["a"])])).expect("a circle");
        assert_eq!(found.first(), found.last());
        assert_eq!(found.len(), 4);
    }
}
