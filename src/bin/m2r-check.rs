//! `m2r-check FILE...`: runs the independent output checker
//! ([`m2r::check`]) on IR files that went through mem2reg. Prints every
//! violation and exits 1 if there was any (2 if a file does not parse).

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

fn main() -> ExitCode {
    let files: Vec<String> = std::env::args().skip(1).collect();
    if files.is_empty() {
        eprintln!("usage: m2r-check FILE.ll|FILE.bc...");
        return ExitCode::from(2);
    }
    let mut violations = 0;
    let mut out = std::io::stdout().lock();
    for file in &files {
        let module = match m2r::llvm::ir::parse_ir_file(Path::new(file)) {
            Ok(m) => m,
            Err(e) => {
                eprintln!("{file}: {e}");
                return ExitCode::from(2);
            }
        };
        for v in m2r::check::check_module(module) {
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
