//! Finds the LLVM the plugin is built for, compiles the C++ shim against it
//! and links its libLLVM dynamically: the plugin must share the one LLVM that
//! opt and clang load. (The SSA library, crates/m2r-ssa, needs no LLVM.)
//!
//! The LLVM is `LLVM_CONFIG`'s (scripts/llvm.sh sets it); without it, the
//! first LLVM of the major asked for (`--cfg m2r_llvm="N"`, 19 without it)
//! in scripts/llvm-versions.tsv, in `.llvm/NAME`, then `llvm-config-N` on
//! PATH. Everything else comes from that llvm-config: an LLVM built against
//! libc++ (its `--cxxflags` say `-stdlib=libc++`, as the PyPI wheels' do) has
//! its shim compiled by its own clang and linked to libc++; a release LLVM
//! (`--assertion-mode` OFF) has it compiled with NDEBUG, as LLVM itself was.

use std::path::{Path, PathBuf};
use std::process::Command;

#[path = "build/prototypes.rs"]
mod prototypes;

/// The majors the Rust side has bindings for (Cargo.toml's llvm-sys
/// versions); the shim's are in src/shim/version.h.
const MAJORS: &[&str] = &["17", "18", "19", "21", "22", "23"];

fn main() {
    println!("cargo::rustc-check-cfg=cfg(m2r_llvm, values(\"17\", \"18\", \"21\", \"22\", \"23\"))");
    println!("cargo::rustc-check-cfg=cfg(m2r_llvm_22_on)");
    println!("cargo:rerun-if-env-changed=LLVM_CONFIG");
    println!("cargo:rerun-if-changed=src/shim");
    println!("cargo:rerun-if-changed=scripts/llvm-versions.tsv");
    let structs = write_layouts();
    let prototypes = prototypes::write_prototypes(&structs);
    let major = match std::env::var("CARGO_CFG_M2R_LLVM") {
        Err(_) => "19".to_string(),
        Ok(m) if MAJORS.contains(&m.as_str()) => m,
        Ok(other) => panic!("m2r_llvm=\"{other}\": the plugin is built for LLVM {}", MAJORS.join(", ")),
    };
    // src/version.rs's items whose type or C API changed in LLVM 22 (the
    // plugin interface's fifth field, LLVMParseIRInContext2) ask this.
    let major_number: u32 = major.parse().expect("a major is a number");
    if major_number >= 22 {
        println!("cargo::rustc-cfg=m2r_llvm_22_on");
    }
    let llvm_config = find_llvm_config(&major).unwrap_or_else(|why| {
        println!("cargo:warning={why}");
        panic!(
            "{why}\n`scripts/setup --llvm NAME` installs an LLVM {major} (scripts/llvm-versions.tsv), or \
             `scripts/build --llvm-config PATH` builds against your own"
        );
    });
    let query = |arg: &str| llvm_config_output(&llvm_config, arg);
    let libdir = query("--libdir");
    let bindir = query("--bindir");

    let mut shim = cc::Build::new();
    shim.cpp(true)
        .file("src/shim/shim.cpp")
        .file("src/shim/register.cpp")
        .file("src/shim/read.cpp")
        .file("src/shim/phis.cpp")
        .file("src/shim/demote.cpp")
        .file("src/shim/remarks.cpp")
        .file("src/shim/print.cpp")
        // Debug information: records from LLVM 19 on, intrinsic calls before.
        .file(if major_number >= 19 { "src/shim/debug_records.cpp" } else { "src/shim/debug_intrinsics.cpp" })
        .warnings(false);
    for flag in query("--cxxflags").split_whitespace() {
        // Keep LLVM's ABI-relevant flags (include path, standard, defines,
        // the C++ library); warnings are our own business.
        if !flag.starts_with("-W") {
            shim.flag(flag);
        }
    }
    shim.flag("-Wall").flag("-Wno-unused-parameter");
    // The Rust side's prototypes: a C++ function of other types fails here.
    prototypes::include_first(&mut shim, &prototypes);
    // LLVM's headers assert unless NDEBUG is defined; llvm-config does not
    // say so, but a release LLVM (assertions off) is built with it, and the
    // inline code the shim takes from the headers (adding phi entries, above
    // all) should be the same code: an assertion checked per phi entry costs
    // the pass a tenth of its time on a switch of thousands of cases.
    if query("--assertion-mode") == "OFF" {
        shim.define("NDEBUG", None);
    }
    println!("cargo:rustc-link-search=native={libdir}");
    // Test binaries and tools need to find the libraries at run time even where
    // they are not on the default search path; opt and clang already have them loaded.
    println!("cargo:rustc-link-arg=-Wl,-rpath,{libdir}");
    if query("--cxxflags").split_whitespace().any(|f| f == "-stdlib=libc++") {
        // Built with clang and libc++ (the wheels ship both): so is the shim.
        let clang = Path::new(&bindir).join("clang++");
        shim.compiler(if clang.exists() { clang } else { PathBuf::from("clang++") }).cpp_link_stdlib(None);
        let cxx_libdir = Path::new(&libdir).join("x86_64-unknown-linux-gnu");
        if cxx_libdir.exists() {
            println!("cargo:rustc-link-search=native={}", cxx_libdir.display());
            println!("cargo:rustc-link-arg=-Wl,-rpath,{}", cxx_libdir.display());
        }
        shim.compile("m2r_shim");
        println!("cargo:rustc-link-lib=dylib=c++");
    } else {
        // Against libstdc++ too, the LLVM's own clang when it has one: it
        // reads LLVM's headers as LLVM meant, and its code for the census's
        // walk is a fifth shorter than GCC's (issue 63, round forty-two).
        let clang = Path::new(&bindir).join("clang++");
        if clang.exists() {
            shim.compiler(clang);
        }
        shim.compile("m2r_shim");
    }
    // Debian names its libLLVM after the major (libLLVM-19.so), the wheels do not.
    let versioned = format!("LLVM-{major}");
    let library = if Path::new(&libdir).join(format!("lib{versioned}.so")).exists() { &versioned } else { "LLVM" };
    println!("cargo:rustc-link-lib=dylib={library}");
    println!("cargo:rustc-env=M2R_LLVM_MAJOR={major}");
    println!("cargo:rustc-env=M2R_LLVM_BINDIR={bindir}");
    println!("cargo:rustc-env=M2R_LLVM_INCLUDEDIR={}", query("--includedir"));
}

/// The Rust side of src/shim/ffi.h's layouts: for each shared struct,
/// OUT_DIR/layout_CNAME.rs asserts the Rust struct's size and field offsets
/// as the header gives them (the C++ side static_asserts the same lines),
/// and names every field in a pattern, so that a field only one side has
/// fails the build. Also checks the header against itself: each struct has
/// its size and one M2R_FIELD per field, in order. Returns each struct's
/// (Rust name, C name).
fn write_layouts() -> Vec<(String, String)> {
    let header = std::fs::read_to_string("src/shim/ffi.h").expect("src/shim/ffi.h");
    let args = |line: &str, mac: &str| -> Option<Vec<String>> {
        let rest = line.strip_prefix(mac)?.strip_prefix('(')?.strip_suffix(')')?;
        Some(rest.split(',').map(|a| a.trim().to_string()).collect())
    };
    // Each struct's C fields, in order, from its definition.
    let mut declared: Vec<(String, Vec<String>)> = Vec::new();
    let mut current: Option<(String, Vec<String>)> = None;
    for line in header.lines() {
        let code = line.split("//").next().unwrap_or("").trim();
        if let Some(name) = code.strip_prefix("struct ").and_then(|r| r.strip_suffix(" {")) {
            current = Some((name.to_string(), Vec::new()));
        } else if code == "};" {
            declared.extend(current.take());
        } else if let Some((_, fields)) = current.as_mut() {
            if let Some(decl) = code.strip_suffix(';') {
                assert!(!decl.contains(','), "ffi.h: one field per declaration: {line}");
                let name = decl.rsplit([' ', '*']).next().unwrap_or("");
                fields.push(name.to_string());
            }
        }
    }
    let sizes: Vec<Vec<String>> = header.lines().filter_map(|l| args(l, "M2R_SIZE")).collect();
    let all_fields: Vec<Vec<String>> = header.lines().filter_map(|l| args(l, "M2R_FIELD")).collect();
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets it"));
    for (c_name, c_fields) in &declared {
        let Some([_, rust, bytes]) = sizes.iter().find(|a| &a[0] == c_name).map(Vec::as_slice) else {
            panic!("ffi.h: struct {c_name} has no M2R_SIZE line");
        };
        let fields: Vec<&Vec<String>> = all_fields.iter().filter(|a| &a[0] == c_name).collect();
        let listed: Vec<&String> = fields.iter().map(|a| &a[1]).collect();
        assert!(
            listed.iter().copied().eq(c_fields.iter()),
            "ffi.h: {c_name}'s M2R_FIELD lines name {listed:?}, its definition {c_fields:?}"
        );
        let mut rs = format!(
            "// Written by build.rs from src/shim/ffi.h: {c_name}'s layout, which {rust} must have.\n\
             const _: () = {{\n    assert!(std::mem::size_of::<{rust}>() == {bytes}, \"{rust} is not {c_name}'s {bytes} bytes\");\n"
        );
        for f in &fields {
            let (c_field, rust_field, offset) = (&f[1], &f[2], &f[3]);
            rs += &format!(
                "    assert!(std::mem::offset_of!({rust}, {rust_field}) == {offset}, \
                 \"{rust}::{rust_field} is not at {offset}, where {c_name}::{c_field} is\");\n"
            );
        }
        let pattern: Vec<String> = fields.iter().map(|f| format!("{}: _", f[2])).collect();
        rs += &format!("}};\n// Every field of {rust} is one of {c_name}'s.\nconst _: fn(&{rust}) = |s| {{\n    let {rust} {{ {} }} = s;\n}};\n", pattern.join(", "));
        std::fs::write(out.join(format!("layout_{c_name}.rs")), rs).expect("OUT_DIR is writable");
    }
    sizes.iter().map(|a| (a[1].clone(), a[0].clone())).collect()
}

/// `LLVM_CONFIG`, then the LLVMs of `major` in scripts/llvm-versions.tsv
/// (in `.llvm/NAME` of this repository), then `llvm-config-MAJOR` on PATH.
fn find_llvm_config(major: &str) -> Result<PathBuf, String> {
    let repo = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let table = std::fs::read_to_string(repo.join("scripts/llvm-versions.tsv")).unwrap_or_default();
    let listed = table
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| {
            let mut fields = l.split('\t');
            let (name, m) = (fields.next()?, fields.next()?);
            (m == major).then(|| repo.join(".llvm").join(name).join("bin/llvm-config"))
        })
        .filter(|p| p.exists());
    let candidates: Vec<PathBuf> = std::env::var_os("LLVM_CONFIG")
        .map(PathBuf::from)
        .into_iter()
        .chain(listed)
        .chain(which::which(format!("llvm-config-{major}")).ok())
        .collect();
    let mut seen = Vec::new();
    for candidate in candidates {
        match version_of(&candidate) {
            Some(version) if version.split('.').next() == Some(major) => return Ok(candidate),
            Some(version) => seen.push(format!("{} is LLVM {version}", candidate.display())),
            None => seen.push(format!("{} does not run", candidate.display())),
        }
    }
    Err(format!("no LLVM {major} llvm-config found ({})", seen.join("; ")))
}
fn version_of(llvm_config: &Path) -> Option<String> {
    let out = Command::new(llvm_config).arg("--version").output().ok()?;
    out.status.success().then(|| String::from_utf8_lossy(&out.stdout).trim().to_string())
}

fn llvm_config_output(llvm_config: &Path, arg: &str) -> String {
    let out = Command::new(llvm_config)
        .arg(arg)
        .output()
        .unwrap_or_else(|e| panic!("running {} {arg}: {e}", llvm_config.display()));
    assert!(out.status.success(), "{} {arg} failed", llvm_config.display());
    String::from_utf8_lossy(&out.stdout).trim().to_string()
}
