//! One build of a bench program, timed: `bench SHAPE SIZE WAY`.
//!
//! SHAPE is `random`, `diamonds` or `switch` (tests/programs/shapes.rs), of
//! about SIZE blocks. WAY is how the program becomes a function in SSA
//! form: `frontend` or `frontend-eager` (cranelift-frontend `Variable`s,
//! blocks sealed all at the end, or each as soon as its predecessors are
//! known), `promoted` (every variable in a stack slot, then
//! `promote_stack_slots`), or `variables` (m2r-cranelift's `Variables`,
//! settled at the end); and two floors: `plain`, the program with no
//! variables at all (each one value made at the start), and `slots`, the
//! stack-slot program before `promote_stack_slots`; and `promotion-edits`,
//! that program with only the edits every promotion makes (not a valid
//! function: examples/common/promotion_edits.rs). A way's SSA share is
//! its instructions less its floor's. Prints the blocks, the block
//! parameters, the branch arguments (the output's size, which bounds how
//! slowly any way can grow: `programs::branch_args`) and the seconds;
//! scripts/bench-cranelift runs it, and under callgrind counts the
//! instructions of `build` alone.

#[path = "../tests/programs/mod.rs"]
mod programs;
#[path = "common/promotion_edits.rs"]
mod promotion_edits;

use cranelift_codegen::ir::Function;
use cranelift_frontend::FunctionBuilderContext;
use m2r_cranelift::Variables;
use programs::{Program, Sealing};

/// The program into a function in SSA form, the way `way` says.
#[inline(never)]
fn build(program: &Program, way: &str, ctx: &mut FunctionBuilderContext, vars: &mut Variables) -> Function {
    match way {
        "frontend" => program.with_variables(ctx, Sealing::AtEnd),
        "frontend-eager" => program.with_variables(ctx, Sealing::AsSoonAsPossible),
        "promoted" => {
            let mut func = program.with_slots(ctx);
            m2r_cranelift::promote_stack_slots(&mut func).expect("promotes");
            func
        }
        "variables" => program.with_builder(ctx, vars, Sealing::AtEnd).0,
        "plain" => program.without_variables(ctx),
        "slots" => program.with_slots(ctx),
        "promotion-edits" => {
            let mut func = program.with_slots(ctx);
            promotion_edits::promotion_edits(&mut func);
            func
        }
        other => panic!(
            "unknown way {other}: frontend, frontend-eager, promoted, variables, plain, slots or promotion-edits"
        ),
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [shape, size, way] = args.as_slice() else {
        eprintln!(
            "usage: bench random|diamonds|switch SIZE frontend|frontend-eager|promoted|variables|plain|slots|promotion-edits"
        );
        std::process::exit(2);
    };
    let size: usize = size.parse().expect("SIZE is a number");
    let program = match shape.as_str() {
        "random" => programs::shapes::random(size, 1),
        "diamonds" => programs::shapes::diamonds(size, 1),
        "switch" => programs::shapes::switch(size, 1),
        other => panic!("unknown shape {other}"),
    };
    let (mut ctx, mut vars) = (FunctionBuilderContext::new(), Variables::new());
    let start = std::time::Instant::now();
    let func = build(&program, way, &mut ctx, &mut vars);
    let seconds = start.elapsed().as_secs_f64();
    // The promotion's edits alone leave loads' results aliasing zeros.
    if way != "promotion-edits" {
        programs::verify(&func).expect("the function verifies");
    }
    println!(
        "{shape} {size} {way}: {} blocks, {} block parameters, {} branch arguments, {seconds:.6} s",
        func.layout.blocks().count(),
        programs::block_params(&func),
        programs::branch_args(&func)
    );
}
