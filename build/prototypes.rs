//! The C prototypes of the Rust side, for the shim to be compiled against:
//! every function the Rust code declares in an `extern "C"` block (the
//! shim's, which Rust calls) or defines as `#[no_mangle] extern "C"` (the
//! ones the shim calls), written as C++ declarations into
//! OUT_DIR/m2r_prototypes.h, which every shim file includes first
//! (`-include`). A C++ definition or declaration whose types differ from
//! Rust's then conflicts with it (C linkage allows no overloads) and the
//! build fails, naming both.

use std::path::{Path, PathBuf};

/// The Rust files that declare or define C functions.
const SOURCES: &[&str] = &[
    "src/llvm/block_run.rs",
    "src/llvm/census.rs",
    "src/llvm/edit.rs",
    "src/llvm/ir.rs",
    "src/llvm/print.rs",
    "src/llvm/remarks.rs",
    "src/llvm/shim.rs",
    "src/plugin.rs",
];

/// Writes OUT_DIR/m2r_prototypes.h; returns its path. `structs` maps each
/// shared struct's Rust name to its C name (src/shim/ffi.h's M2R_SIZE lines).
pub fn write_prototypes(structs: &[(String, String)]) -> PathBuf {
    let mut out = String::from(
        "// Written by build.rs (build/prototypes.rs) from the Rust side's C\n\
         // functions: each shim file is compiled with these declarations first.\n\
         #pragma once\n#include \"llvm-c/Types.h\"\n#include <cstddef>\n#include <cstdint>\n\n",
    );
    for (_, c_name) in structs {
        out += &format!("struct {c_name};\n");
    }
    out += "\nextern \"C\" {\n";
    let mut count = 0;
    for source in SOURCES {
        println!("cargo:rerun-if-changed={source}");
        let text = std::fs::read_to_string(source).unwrap_or_else(|e| panic!("{source}: {e}"));
        for (name, params, ret) in c_functions(&text) {
            let params: Vec<String> = params.iter().map(|p| c_type(p, structs, source, &name)).collect();
            let params = if params.is_empty() { "void".to_string() } else { params.join(", ") };
            let ret = ret.map_or_else(|| "void".to_string(), |r| c_type(&r, structs, source, &name));
            out += &format!("{ret} {name}({params}); // {source}\n");
            count += 1;
        }
    }
    out += "}\n";
    assert!(count >= 40, "build/prototypes.rs read {count} C functions: the sources moved?");
    let path = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets it")).join("m2r_prototypes.h");
    std::fs::write(&path, out).expect("OUT_DIR is writable");
    path
}

/// The C functions of a Rust file whose names start with `m2r_`: (name,
/// parameter types, return type).
fn c_functions(text: &str) -> Vec<(String, Vec<String>, Option<String>)> {
    let code: String = text.lines().map(|l| l.split("//").next().unwrap_or("")).collect::<Vec<_>>().join("\n");
    let mut found = Vec::new();
    let mut from = 0;
    while let Some(at) = code[from..].find("fn m2r_").map(|i| from + i) {
        let before = &code[..at];
        from = at + 3;
        let rest = &code[from..];
        // Declared in an `extern "C"` block (a `fn` with no body) or defined
        // `extern "C"` (no_mangle): either way, `extern "C"` comes first.
        let declared = before.rfind("extern \"C\" {").is_some_and(|b| !before[b..].contains('}'));
        let defined = before.trim_end().ends_with("extern \"C\"");
        if !declared && !defined {
            continue;
        }
        let open = rest.find('(').expect("a parameter list");
        let name = rest[..open].trim().to_string();
        let close = rest.find(')').expect("a parameter list ends");
        let params: Vec<String> = rest[open + 1..close]
            .split(',')
            .filter(|p| !p.trim().is_empty())
            .map(|p| p.split_once(':').expect("name: type").1.trim().to_string())
            .collect();
        let after = &rest[close + 1..];
        let end = after.find([';', '{']).expect("a declaration ends");
        let ret = after[..end].trim().strip_prefix("->").map(|r| r.trim().to_string());
        found.push((name, params, ret));
    }
    found
}

/// A Rust FFI type as C++.
fn c_type(rust: &str, structs: &[(String, String)], source: &str, function: &str) -> String {
    let rust = rust.trim();
    if let Some(pointee) = rust.strip_prefix("*const ") {
        return format!("const {}*", c_type(pointee, structs, source, function));
    }
    if let Some(pointee) = rust.strip_prefix("*mut ") {
        return format!("{}*", c_type(pointee, structs, source, function));
    }
    let name = rust.rsplit("::").next().unwrap_or(rust);
    match name {
        "c_char" => "char".into(),
        "c_void" => "void".into(),
        "bool" => "bool".into(),
        "u32" => "uint32_t".into(),
        "u64" => "uint64_t".into(),
        "i32" => "int32_t".into(),
        "i64" => "int64_t".into(),
        "usize" => "size_t".into(),
        _ if name.starts_with("LLVM") && name.ends_with("Ref") => name.into(),
        _ => match structs.iter().find(|(r, _)| r == name) {
            Some((_, c)) => c.clone(),
            None => panic!("{source}: {function}: no C type for `{rust}` (build/prototypes.rs)"),
        },
    }
}

/// Compiles each shim file with the prototypes first.
pub fn include_first(shim: &mut cc::Build, header: &Path) {
    shim.flag("-include").flag(header.to_str().expect("OUT_DIR is UTF-8"));
}
