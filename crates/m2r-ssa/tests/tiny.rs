//! The SSA library on Tiny, the example client (examples/tiny): no LLVM
//! here. Upstream has nothing to compare with, so each expectation is
//! behaviour: a program prints the same before SSA, in SSA form and after
//! destruction, and an independent checker accepts both forms.

#[path = "../examples/tiny/check.rs"]
mod check;
#[path = "../examples/tiny/ir.rs"]
mod ir;
#[path = "../examples/tiny/per_variable.rs"]
mod per_variable;
#[path = "../examples/tiny/random.rs"]
mod random;
#[path = "../examples/tiny/ssa.rs"]
mod ssa;

/// The three forms' runs, checked.
fn three_runs(program: &ir::Program) -> [ir::Run; 3] {
    let counted = program.blocks.len();
    let before = ir::run(program, 10_000, 0..counted).expect("runs before SSA");
    let mut in_ssa = program.clone();
    let first = ssa::to_ssa(&mut in_ssa);
    let counted = first..first + counted;
    check::check_ssa(&in_ssa).unwrap_or_else(|e| panic!("SSA form: {e}\n{in_ssa}"));
    let mut out = in_ssa.clone();
    ssa::out_of_ssa(&mut out);
    check::check_destroyed(&out).unwrap_or_else(|e| panic!("destroyed: {e}\n{out}"));
    let run_ssa = ir::run(&in_ssa, 10_000, counted.clone()).unwrap_or_else(|e| panic!("in SSA: {e}\n{in_ssa}"));
    let run_out = ir::run(&out, 10_000, counted).unwrap_or_else(|e| panic!("destroyed: {e}\n{out}"));
    [before, run_ssa, run_out]
}

/// fib.tiny prints the Fibonacci numbers below 100 (that is what the
/// program computes, by its text); so must its SSA and destroyed forms.
#[test]
fn fib_prints_the_fibonacci_numbers_in_every_form() {
    let program = ir::parse(include_str!("../examples/tiny/fib.tiny")).expect("parses");
    let want = vec![0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89];
    for run in three_runs(&program) {
        assert_eq!(run, ir::Run { printed: want.clone(), out_of_fuel: false });
    }
}

/// A swap (a, b := b, a) in a loop: the header's phis take each other's
/// values, a cycle that destruction must break with a temporary. The
/// program prints 1 2 1 2 ...: a starts 1, b 2, and they swap each turn.
#[test]
fn a_swap_in_a_loop_needs_a_temporary_and_stays_a_swap() {
    let text = "var a b i
entry:
  %one = const 1
  %two = const 2
  set a, %one
  set b, %two
  jump loop
loop:
  %a = get a
  %b = get b
  print %a
  set a, %b
  set b, %a
  %i = get i
  %next = add %i, %one
  set i, %next
  %ten = const 6
  %more = lt %next, %ten
  branch %more, loop2, done
loop2:
  jump loop
done:
  ret
";
    let program = ir::parse(text).expect("parses");
    let mut in_ssa = program.clone();
    ssa::to_ssa(&mut in_ssa);
    let mut out = in_ssa.clone();
    ssa::out_of_ssa(&mut out);
    assert!(out.num_values > in_ssa.num_values, "a temporary:\n{out}");
    for run in three_runs(&program) {
        assert_eq!(run.printed, [1, 2, 1, 2, 1, 2]);
    }
}

/// The lost copy through block 0: b0's phi takes b1's count over the
/// back edge, and b1 leaves either back to b0 or on to b2, which prints the
/// phi. The copy for the back edge must not run on the way to b2, though
/// b0 has that one edge (the start of the function is its other way in).
/// Prints 2: b1 counts 1, 2, 3 and goes back twice, so the phi last took 2.
#[test]
fn a_phi_in_block_0_keeps_its_copy_off_the_way_out() {
    let text = "var k
b0:
  %i = phi [%i1, b1]
  %k = get k
  %one = const 1
  %k1 = add %k, %one
  set k, %k1
  jump b1
b1:
  %i1 = get k
  %three = const 3
  %more = lt %i1, %three
  branch %more, b0, b2
b2:
  print %i
  ret
";
    let in_ssa = ir::parse(text).expect("parses");
    let blocks = 0..in_ssa.blocks.len();
    assert_eq!(ir::run(&in_ssa, 1_000, blocks.clone()).expect("runs in SSA form").printed, [2]);
    let mut out = in_ssa.clone();
    ssa::out_of_ssa(&mut out);
    check::check_destroyed(&out).unwrap_or_else(|e| panic!("destroyed: {e}\n{out}"));
    assert_eq!(ir::run(&out, 1_000, blocks).expect("runs destroyed").printed, [2], "{out}");
}

#[test]
fn bad_programs_are_refused_with_the_line() {
    for (text, why) in [
        ("b0:\n  %x = frob 1\n  ret\n", "line 2: not an instruction"),
        ("b0:\n  %x = get nope\n  ret\n", "no such variable"),
        ("b0:\n  jump b9\n", "no such block"),
        ("b0:\n  %x = const 1\n", "no jump, branch or ret"),
    ] {
        let err = ir::parse(text).expect_err(text);
        assert!(err.contains(why), "{err:?} should say {why:?}");
    }
}

/// Random programs (loops, branches, reads before writes): the same output
/// in all three forms, both checkers clean. The campaign (README, docs/
/// measurements.md) runs 100,000 of them through the example binary.
/// Some jump back to their first block; of those, the ones with a variable
/// live around such a loop are refused by the library and get an entry
/// block in front (`ssa::to_ssa`).
#[test]
fn random_programs_print_the_same_in_every_form() {
    let mut in_front = 0;
    for k in 0..3_000 {
        let mut rng = random::Rng::new(0x7159 + k);
        let program = random::random_program(&mut rng, 24);
        let [before, in_ssa, out] = three_runs(&program);
        assert_eq!(in_ssa, before, "program {k}, in SSA:\n{program}");
        assert_eq!(out, before, "program {k}, destroyed:\n{program}");
        in_front += ssa::to_ssa(&mut program.clone());
    }
    assert!(in_front > 30, "{in_front} programs needed an entry block");
}

/// The destruction bench's shape (scripts/bench-library): a join of many
/// predecessors, each edge into it critical, prints each variable's value
/// from the predecessor it came from (the chain's last block: its index
/// times the number of variables, plus the variable) in every form.
#[test]
fn a_join_of_many_predecessors_prints_the_same_in_every_form() {
    let program = random::join(300, 4);
    let runs = three_runs(&program);
    let want: Vec<i64> = (0..4).map(|v| 299 * 4 + v).collect();
    for run in runs {
        assert_eq!(run.printed, want);
    }
}

/// The bench's baseline (scripts/bench-library) is a correct SSA
/// construction too: on random programs and on the bench's own shape, its
/// SSA form passes the checker and prints what the program prints.
#[test]
fn the_per_variable_baseline_is_correct_ssa_too() {
    let mut programs: Vec<ir::Program> =
        (0..500).map(|k| random::random_program(&mut random::Rng::new(0xba5e + k), 24)).collect();
    programs.push(random::inlined(50, 1));
    for (k, program) in programs.iter().enumerate() {
        let counted = program.blocks.len();
        let before = ir::run(program, 10_000, 0..counted).expect("runs");
        let mut in_ssa = program.clone();
        let first = per_variable::to_ssa_per_variable(&mut in_ssa);
        check::check_ssa(&in_ssa).unwrap_or_else(|e| panic!("program {k}: {e}\n{in_ssa}"));
        let counted = first..first + counted;
        assert_eq!(ir::run(&in_ssa, 10_000, counted).expect("runs in SSA"), before, "program {k}");
    }
}
