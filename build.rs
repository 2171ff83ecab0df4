//! Finds LLVM 19, compiles the C++ shim against it and links `libLLVM-19.so`
//! dynamically: the plugin must share the one LLVM that opt and clang load.

use std::path::{Path, PathBuf};
use std::process::Command;

const INSTALL_HINT: &str = "LLVM 19 is required. On Debian 12: `scripts/setup` \
(or `apt-get install llvm-19-dev clang-19 llvm-19-tools`), or point LLVM_CONFIG \
at an LLVM 19 llvm-config.";

fn main() {
    println!("cargo:rerun-if-env-changed=LLVM_CONFIG");
    println!("cargo:rerun-if-changed=src/shim/shim.cpp");
    println!("cargo:rerun-if-changed=src/shim/shim.h");

    let llvm_config = find_llvm_config().unwrap_or_else(|why| {
        println!("cargo:warning={why}");
        panic!("{why}\n{INSTALL_HINT}");
    });
    let query = |arg: &str| llvm_config_output(&llvm_config, arg);

    let mut shim = cc::Build::new();
    shim.cpp(true).file("src/shim/shim.cpp").warnings(false);
    for flag in query("--cxxflags").split_whitespace() {
        // Keep LLVM's ABI-relevant flags (include path, standard, defines);
        // warnings are our own business.
        if !flag.starts_with("-W") {
            shim.flag(flag);
        }
    }
    shim.flag("-Wall").flag("-Wno-unused-parameter");
    shim.compile("m2r_shim");

    let libdir = query("--libdir");
    println!("cargo:rustc-link-search=native={libdir}");
    println!("cargo:rustc-link-lib=dylib=LLVM-19");
    // Test binaries and tools need to find the library at run time even where
    // it is not on the default search path; opt and clang already have it loaded.
    println!("cargo:rustc-link-arg=-Wl,-rpath,{libdir}");
    println!("cargo:rustc-env=M2R_LLVM_BINDIR={}", query("--bindir"));
}

/// `LLVM_CONFIG`, then `llvm-config-19` on PATH, then Debian's fixed location.
fn find_llvm_config() -> Result<PathBuf, String> {
    let candidates: Vec<PathBuf> = std::env::var_os("LLVM_CONFIG")
        .map(PathBuf::from)
        .into_iter()
        .chain(which::which("llvm-config-19").ok())
        .chain(Some(PathBuf::from("/usr/lib/llvm-19/bin/llvm-config")))
        .collect();
    let mut seen = Vec::new();
    for candidate in candidates {
        match version_of(&candidate) {
            Some(version) if version.starts_with("19.") => return Ok(candidate),
            Some(version) => seen.push(format!("{} is LLVM {version}", candidate.display())),
            None => seen.push(format!("{} does not run", candidate.display())),
        }
    }
    Err(format!("no LLVM 19 llvm-config found ({})", seen.join("; ")))
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
