//! `m2r-explain FILE --function NAME [--options PARAMS] [-o TRACE.json]`:
//! runs rust-mem2reg (with `rust-mem2reg<PARAMS>`'s options) on one function
//! of an IR file and writes what it did, step by step, as JSON
//! ([`m2r::explain::Trace`]; `scripts/explain` draws it). Exits 1 if the
//! function cannot be explained (not there, `optnone`, unreadable), 2 on bad
//! arguments or a file that does not parse.
#![forbid(unsafe_code)]

use std::path::Path;
use std::process::ExitCode;

use m2r::llvm::ir::{enum_attribute_kind, Module, Value};
use m2r::promote::options::Options;

const USAGE: &str = "usage: m2r-explain FILE.ll|FILE.bc --function NAME [--options PARAMS] [-o TRACE.json]";

struct Args {
    file: String,
    function: String,
    params: String,
    out: Option<String>,
}

fn parse_args() -> Result<Args, String> {
    let (mut file, mut function, mut params, mut out) = (None, None, String::new(), None);
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = |name: &str| args.next().ok_or_else(|| format!("{name} takes a value"));
        match arg.as_str() {
            "--function" => function = Some(value("--function")?),
            "--options" => params = value("--options")?,
            "-o" => out = Some(value("-o")?),
            _ if arg.starts_with('-') => return Err(format!("unknown option {arg}")),
            _ if file.is_none() => file = Some(arg),
            _ => return Err(format!("one input file only ({arg})")),
        }
    }
    match (file, function) {
        (Some(file), Some(function)) => Ok(Args { file, function, params, out }),
        _ => Err("an input file and --function are required".into()),
    }
}

/// The defined function named `name`, or why there is none to explain.
fn find_function(module: Module, name: &str) -> Result<Value, String> {
    let defined: Vec<Value> = module.functions().filter(|f| f.first_block().is_some()).collect();
    let Some(&function) = defined.iter().find(|f| f.name() == name) else {
        let mut names: Vec<String> = defined.iter().take(30).map(|f| f.name()).collect();
        if defined.len() > names.len() {
            names.push(format!("and {} more", defined.len() - names.len()));
        }
        return Err(format!("no function '{name}' is defined here (defined: {})", names.join(", ")));
    };
    if function.has_function_enum_attribute(enum_attribute_kind("optnone")) {
        return Err(format!(
            "'{name}' is optnone, and the pass manager skips it (clang -O0 marks every function so; \
             compile with -Xclang -disable-O0-optnone)"
        ));
    }
    Ok(function)
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(args) => args,
        Err(e) => {
            eprintln!("m2r-explain: {e}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let options = match Options::parse(&args.params, Options::default()) {
        Ok(options) => options,
        Err(e) => {
            eprintln!("m2r-explain: --options: {e}");
            return ExitCode::from(2);
        }
    };
    let module = match m2r::llvm::ir::parse_ir_file(Path::new(&args.file)) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("m2r-explain: {}: {e}", args.file);
            return ExitCode::from(2);
        }
    };
    let trace = find_function(module, &args.function).and_then(|f| {
        m2r::explain::explain_function(f, &options, &m2r::rules::Rules::of_running_llvm(), &args.params)
            .map_err(|e| e.to_string())
    });
    let trace = match trace {
        Ok(trace) => trace,
        Err(e) => {
            eprintln!("m2r-explain: {e}");
            return ExitCode::from(1);
        }
    };
    let json = serde_json::to_string(&trace).expect("a trace is plain data");
    let written = match &args.out {
        Some(path) => std::fs::write(path, json),
        None => {
            use std::io::Write;
            std::io::stdout().lock().write_all(json.as_bytes())
        }
    };
    if let Err(e) = written {
        eprintln!("m2r-explain: writing the trace: {e}");
        return ExitCode::from(1);
    }
    ExitCode::SUCCESS
}
