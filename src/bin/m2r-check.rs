//! `m2r-check [--pass mem2reg|reg2mem|ssa] FILE...`: runs the independent output
//! checker ([`m2r::check`]) on IR files that went through the pass (mem2reg
//! unless told; `ssa`: SSA form only). Prints every violation and exits 1 if there was any (2 if
//! a file does not parse or the arguments are wrong).
#![forbid(unsafe_code)]

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use m2r::check::Pass;

fn main() -> ExitCode {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    // What differs between LLVMs comes from the pass's rules for the LLVM
    // this process runs; the checker itself knows nothing of them.
    let rule = m2r::checker_rule::of_running_llvm();
    let mut pass = Pass::Mem2Reg(rule);
    if args.first().is_some_and(|a| a == "--pass") {
        let Some(p) = args.get(1).and_then(|name| Pass::from_name(name, rule)) else {
            eprintln!("m2r-check: --pass wants mem2reg, reg2mem or ssa");
            return ExitCode::from(2);
        };
        pass = p;
        args.drain(..2);
    }
    if args.is_empty() {
        eprintln!("usage: m2r-check [--pass mem2reg|reg2mem|ssa] FILE.ll|FILE.bc...");
        return ExitCode::from(2);
    }
    let mut violations = 0;
    let mut out = std::io::stdout().lock();
    for file in &args {
        let module = match m2r::llvm::ir::parse_ir_file(Path::new(file)) {
            Ok(m) => m,
            Err(e) => {
                eprintln!("{file}: {e}");
                return ExitCode::from(2);
            }
        };
        for v in m2r::check::check_module(module, pass) {
            violations += 1;
            if writeln!(out, "{file}: {v}").is_err() {
                break; // stdout closed: the exit status still tells
            }
        }
    }
    if violations == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}
