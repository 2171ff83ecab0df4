//! Phi entries written in windows (src/promote/window.rs) against upstream,
//! use-list orders included: random loops around a switch, whose latch has
//! a phi per variable and is arrived at once per case. The shapes that
//! matter there: values several phis get (the same argument or constant
//! stored to several variables, a variable's value stored to another),
//! loads between arrivals (the window is written before each), parallel
//! edges (cases sharing a block), long windows (cases without loads), and
//! blocks of too few phis for a window. Each module goes through `opt`
//! twice, upstream's mem2reg and ours, printed with
//! `-preserve-ll-uselistorder`; the texts must be equal.

mod common;

use std::fmt::Write;
use std::process::Command;

use common::plugin_path;
use m2r_testkit::Rng;

/// A loop around a switch of `cases` cases over `vars` variables; with
/// `with_loads` false, the cases only store (the latch's window then holds
/// every arrival after the first).
fn random_switch(rng: &mut Rng, vars: usize, cases: usize, with_loads: bool) -> String {
    let mut out = String::from("define i64 @f(i64 %n, i64 %a, i64 %b) {\nentry:\n");
    for v in 0..vars {
        writeln!(out, "  %v{v} = alloca i64").unwrap();
    }
    for v in 0..vars {
        writeln!(out, "  store i64 {v}, ptr %v{v}").unwrap();
    }
    out += "  br label %head\nhead:\n  %i = phi i64 [ 0, %entry ], [ %i1, %latch ]\n  switch i64 %i, label %latch [\n";
    // Some cases go to a block another case goes to: two edges, one arrival.
    let blocks = (cases - cases / 8).max(1);
    for k in 0..cases {
        let target = if k < blocks { k } else { rng.below(blocks) };
        writeln!(out, "    i64 {k}, label %c{target}").unwrap();
    }
    out += "  ]\n";
    let mut loads = 0;
    for k in 0..blocks {
        writeln!(out, "c{k}:").unwrap();
        for _ in 0..1 + rng.below(4) {
            let v = rng.below(vars);
            match if with_loads { rng.below(10) } else { 3 + rng.below(7) } {
                // A variable's value, stored to another: one value in two phis.
                0 | 1 => {
                    writeln!(out, "  %l{loads} = load i64, ptr %v{}", rng.below(vars)).unwrap();
                    writeln!(out, "  store i64 %l{loads}, ptr %v{v}").unwrap();
                    loads += 1;
                }
                // A load whose value stays: its uses move to the variable's
                // value, after the pending entries.
                2 => {
                    writeln!(out, "  %l{loads} = load i64, ptr %v{}", rng.below(vars)).unwrap();
                    writeln!(out, "  %t{loads} = add i64 %l{loads}, 1").unwrap();
                    writeln!(out, "  store i64 %t{loads}, ptr %v{v}").unwrap();
                    loads += 1;
                }
                3 => writeln!(out, "  store i64 7, ptr %v{v}").unwrap(),
                4..=6 => writeln!(out, "  store i64 %a, ptr %v{v}").unwrap(),
                _ => writeln!(out, "  store i64 %b, ptr %v{v}").unwrap(),
            }
        }
        out += "  br label %latch\n";
    }
    out += "latch:\n  %i1 = add i64 %i, 1\n  %done = icmp eq i64 %i1, %n\n  br i1 %done, label %exit, label %head\nexit:\n";
    let mut sum = String::from("0");
    for v in 0..vars {
        writeln!(out, "  %y{v} = load i64, ptr %v{v}\n  %s{v} = add i64 {sum}, %y{v}").unwrap();
        sum = format!("%s{v}");
    }
    writeln!(out, "  ret i64 {sum}\n}}").unwrap();
    out
}

/// `opt` with `passes` (and our plugin) on `input`, printed with use-list
/// orders.
fn opt(input: &std::path::Path, passes: &str) -> String {
    let opt = std::path::Path::new(env!("M2R_LLVM_BINDIR")).join("opt");
    let plugin = format!("-load-pass-plugin={}", plugin_path().display());
    let out = Command::new(opt)
        .args([plugin.as_str(), &format!("-passes={passes}"), "-S", "-preserve-ll-uselistorder"])
        .arg(input)
        .output()
        .expect("opt runs");
    assert!(out.status.success(), "opt -passes={passes} failed: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).expect("opt prints text")
}

#[test]
fn windows_print_what_upstream_prints_use_lists_included() {
    let dir = std::env::temp_dir().join(format!("m2r-window-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut rng = Rng::new(23);
    let mut with_use_lists = 0;
    for case in 0..24 {
        // Fewer than 64 phis: no window; 64 phis or more: windows ended by
        // the cases' loads, or (no loads) one window of every arrival.
        let (vars, cases, loads) = match case % 4 {
            0 => (8 + rng.below(56), 2 + rng.below(200), true),
            1 => (64, 1_025 + rng.below(200), false),
            _ => (64 + rng.below(100), 2 + rng.below(400), case % 8 != 3),
        };
        let path = dir.join(format!("switch-{case}.ll"));
        std::fs::write(&path, random_switch(&mut rng, vars, cases, loads)).unwrap();
        let upstream = opt(&path, "mem2reg");
        let ours = opt(&path, "rust-mem2reg");
        assert!(
            ours == upstream,
            "case {case} ({vars} variables, {cases} cases, loads {loads}): not upstream's output; input {path:?}"
        );
        with_use_lists += upstream.contains("uselistorder") as usize;
        std::fs::remove_file(&path).unwrap();
    }
    std::fs::remove_dir(&dir).unwrap();
    // The use-list orders were compared, not only the instructions.
    assert!(with_use_lists > 12, "{with_use_lists} modules print use-list orders");
}
