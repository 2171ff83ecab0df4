//! The plugin inside clang's own pipeline: `clang -fpass-plugin=libm2r.so`
//! promotes a C program's scalar locals, and the program still prints what
//! the plain build prints.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

const PROGRAM: &str = r#"
#include <stdio.h>

static int collatz_steps(unsigned n) {
    int steps = 0;
    while (n != 1) {
        if (n % 2 == 0) n /= 2; else n = 3 * n + 1;
        steps++;
    }
    return steps;
}

static double mean(const int *xs, int count) {
    double sum = 0.0;
    for (int i = 0; i < count; i++) sum += xs[i];
    return count ? sum / count : 0.0;
}

int main(void) {
    int table[16];
    int best = 0, best_n = 0;
    for (int n = 1; n <= 16; n++) {
        int s = collatz_steps((unsigned)n);
        table[n - 1] = s;
        if (s > best) { best = s; best_n = n; }
    }
    switch (best_n % 3) {
    case 0: printf("divisible\n"); break;
    case 1: printf("one more\n"); break;
    default: printf("two more\n");
    }
    printf("best %d at %d, mean %.3f\n", best, best_n, mean(table, 16));
    return 0;
}
"#;

fn clang() -> PathBuf {
    PathBuf::from(concat!(env!("M2R_LLVM_BINDIR"), "/clang"))
}

/// A fresh folder with the program, one per test (they run in parallel).
fn workdir(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("m2r-clang-test-{}-{test}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    std::fs::write(dir.join("prog.c"), PROGRAM).expect("write program");
    dir
}

fn run(cmd: &mut Command) -> String {
    let out = cmd.output().unwrap_or_else(|e| panic!("{cmd:?}: {e}"));
    assert!(out.status.success(), "{cmd:?} failed:\n{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).expect("utf-8 output")
}

fn emit_ir(dir: &Path, plugin: Option<&Path>, extension_point: bool) -> String {
    let mut cmd = Command::new(clang());
    cmd.current_dir(dir).args(["-O0", "-Xclang", "-disable-O0-optnone", "-emit-llvm", "-S", "-o", "-", "prog.c"]);
    if let Some(p) = plugin {
        cmd.arg(format!("-fpass-plugin={}", p.display()));
    }
    if !extension_point {
        cmd.env(m2r::plugin::EXTENSION_POINT_ENV, "off");
    }
    run(&mut cmd)
}

fn scalar_allocas(ir: &str) -> usize {
    ir.lines().filter(|l| l.contains(" = alloca ") && !l.contains("alloca [")).count()
}

#[test]
fn clang_runs_the_pass_and_the_program_behaves_the_same() {
    let plugin = common::plugin_path();
    let dir = workdir("pass");

    let before = emit_ir(&dir, None, true);
    let after = emit_ir(&dir, Some(&plugin), true);
    assert!(scalar_allocas(&before) >= 8, "the plain build keeps its locals in memory:\n{before}");
    assert_eq!(scalar_allocas(&after), 0, "every scalar local is promoted:\n{after}");
    assert!(after.contains("alloca [16 x i32]"), "the array stays in memory");
    assert!(after.contains(" = phi "), "loops and branches need phis");

    let switched_off = emit_ir(&dir, Some(&plugin), false);
    assert_eq!(
        scalar_allocas(&switched_off),
        scalar_allocas(&before),
        "{} turns the extension point off",
        m2r::plugin::EXTENSION_POINT_ENV
    );

    run(Command::new(clang()).current_dir(&dir).args(["-O0", "prog.c", "-o", "plain"]));
    run(Command::new(clang())
        .current_dir(&dir)
        .args(["-O0", "-Xclang", "-disable-O0-optnone"])
        .arg(format!("-fpass-plugin={}", plugin.display()))
        .args(["prog.c", "-o", "promoted"]));
    let expected = run(&mut Command::new(dir.join("plain")));
    let got = run(&mut Command::new(dir.join("promoted")));
    assert_eq!(expected, got);
    assert!(expected.contains("best 19 at 9"), "{expected}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn clang_takes_the_options_after_mllvm_and_prints_remarks() {
    // `-mllvm -rust-mem2reg-max-phi-entries=0` leaves every variable that
    // would need a phi in memory (each with a missed remark at its source
    // line), promotes the rest, and the program behaves the same.
    let plugin = common::plugin_path();
    let dir = workdir("options");
    let with_options = |cmd: &mut Command| {
        cmd.current_dir(&dir).args(["-O0", "-g", "-Xclang", "-disable-O0-optnone"]);
        if !m2r::rules::Rules::of_running_llvm().clang_loads_pass_plugins_before_mllvm {
            cmd.args(["-Xclang", "-load", "-Xclang"]).arg(&plugin);
        }
        cmd.arg(format!("-fpass-plugin={}", plugin.display()));
        cmd.args(["-mllvm", "-rust-mem2reg-max-phi-entries=0", "-Rpass-missed=rust-mem2reg"]);
    };
    let mut ir = Command::new(clang());
    with_options(&mut ir);
    let out = ir.args(["-emit-llvm", "-S", "-o", "-", "prog.c"]).output().expect("clang runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let (ir, remarks) = (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    let plain = emit_ir(&dir, None, true);
    let phis = |ir: &str| ir.matches(" = phi ").count();
    assert_eq!(phis(&ir), phis(&plain), "a cap of 0 phi entries adds no phi (clang's own `?:` phis stay):\n{ir}");
    assert!(scalar_allocas(&ir) > 0 && scalar_allocas(&ir) < scalar_allocas(&plain));
    assert!(
        remarks.contains("prog.c:5:9: remark: 'steps' stays in memory: promoting it would add 2 phi entries"),
        "remarks at file:line:col:\n{remarks}"
    );

    run(Command::new(clang()).current_dir(&dir).args(["-O0", "prog.c", "-o", "plain"]));
    let mut build = Command::new(clang());
    with_options(&mut build);
    run(build.args(["prog.c", "-o", "capped"]));
    assert_eq!(run(&mut Command::new(dir.join("plain"))), run(&mut Command::new(dir.join("capped"))));

    // A bad value is an error that names the flag.
    let mut bad = Command::new(clang());
    with_options(&mut bad);
    let out =
        bad.args(["-mllvm", "-rust-mem2reg-max-phi-entries=abc", "-c", "prog.c", "-o", "bad.o"]).output().unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("rust-mem2reg-max-phi-entries"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// A virtual machine's dispatch loop: a loop around a switch of `cases`
/// cases, each updating two of `vars` registers and the program counter.
fn dispatch_loop(cases: usize, vars: usize) -> String {
    let mut rng = m2r_testkit::Rng::new(cases as u64);
    let mut c = String::from("#include <stdio.h>\nint main(void) {\n  unsigned pc = 1;\n");
    for v in 0..vars {
        c.push_str(&format!("  int r{v} = {v};\n"));
    }
    c.push_str("  for (int step = 0; step < 100000; step++) {\n    switch (pc % ");
    c.push_str(&format!("{cases}) {{\n"));
    for k in 0..cases {
        let (a, b) = (rng.below(vars), rng.below(vars));
        c.push_str(&format!(
            "    case {k}: r{a} += r{b} ^ {k}; r{b} = r{b} * 3 + {}; pc = pc * 1103515245u + {}; break;\n",
            rng.below(100),
            12345 + k
        ));
    }
    c.push_str("    }\n  }\n  unsigned sum = 0;\n");
    for v in 0..vars {
        c.push_str(&format!("  sum = sum * 31 + (unsigned)r{v};\n"));
    }
    c.push_str("  printf(\"%u\\n\", sum);\n  return 0;\n}\n");
    c
}

#[test]
fn a_dispatch_loop_of_1000_cases_stays_under_the_cap_and_behaves_the_same() {
    // 64 registers changed all over a 1,000-case switch: promoting them all
    // would give each a phi of about 1,000 entries where the cases join,
    // some 64,000 in all; the seed's cap of 50,000 must leave the costliest
    // in memory, and the program must print what it printed.
    const CAP: usize = 50_000;
    let plugin = common::plugin_path();
    let dir = workdir("dispatch");
    std::fs::write(dir.join("vm.c"), dispatch_loop(1000, 64)).expect("write the program");
    let capped = |cmd: &mut Command, cap: Option<usize>| {
        cmd.current_dir(&dir).args(["-O0", "-Xclang", "-disable-O0-optnone"]);
        if !m2r::rules::Rules::of_running_llvm().clang_loads_pass_plugins_before_mllvm {
            cmd.args(["-Xclang", "-load", "-Xclang"]).arg(&plugin);
        }
        cmd.arg(format!("-fpass-plugin={}", plugin.display()));
        if let Some(cap) = cap {
            cmd.args(["-mllvm", &format!("-rust-mem2reg-max-phi-entries={cap}")]);
        }
        cmd.args(["-Rpass-missed=rust-mem2reg"]);
    };
    let phi_entries =
        |ir: &str| -> usize { ir.lines().filter(|l| l.contains(" = phi ")).map(|l| l.matches("[ ").count()).sum() };
    let mut uncapped = Command::new(clang());
    capped(&mut uncapped, None);
    let all = run(uncapped.args(["-emit-llvm", "-S", "-o", "-", "vm.c"]));
    assert!(phi_entries(&all) > CAP, "without the cap the function gets {} phi entries", phi_entries(&all));

    let mut ir = Command::new(clang());
    capped(&mut ir, Some(CAP));
    let out = ir.args(["-emit-llvm", "-S", "-o", "-", "vm.c"]).output().expect("clang runs");
    assert!(out.status.success());
    let (ir, remarks) = (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    let entries = phi_entries(&ir);
    assert!(entries <= CAP && entries > CAP / 2, "{entries} phi entries under a cap of {CAP}");
    let held = remarks.matches("(max-phi-entries)").count();
    assert!(held > 0 && held < 64, "{held} registers left in memory");
    eprintln!(
        "dispatch loop: {} phi entries uncapped, {entries} under the cap, {held} registers in memory",
        phi_entries(&all)
    );

    run(Command::new(clang()).current_dir(&dir).args(["-O0", "vm.c", "-o", "plain"]));
    let mut build = Command::new(clang());
    capped(&mut build, Some(CAP));
    run(build.args(["vm.c", "-o", "capped"]));
    assert_eq!(run(&mut Command::new(dir.join("plain"))), run(&mut Command::new(dir.join("capped"))));
    let _ = std::fs::remove_dir_all(&dir);
}
