//! Finds the LLVM the plugin is built for (19 unless built with
//! `RUSTFLAGS='--cfg m2r_llvm="N"'`, N = 22 or 23), compiles the C++ shim
//! against it and links its libLLVM dynamically: the plugin must share the
//! one LLVM that opt and clang load. LLVM 23 (from PyPI, in `.llvm/23`) is
//! built against libc++, so its shim is compiled by its own clang with libc++
//! and linked to it. LLVM 22 (from PyPI, in `.llvm/22`, built with
//! assertions) uses libstdc++, as LLVM 19 does.

use std::path::{Path, PathBuf};
use std::process::Command;

/// What differs between the LLVMs the plugin can be built for.
struct Llvm {
    version: &'static str,
    /// `llvm-config` on PATH, then a fixed place.
    config_names: &'static [&'static str],
    install_hint: &'static str,
    /// The shared libLLVM to link (`-l`): Debian's is libLLVM-19.so, the wheels' libLLVM.so.
    library: &'static str,
}

const LLVM19: Llvm = Llvm {
    version: "19",
    config_names: &["llvm-config-19", "/usr/lib/llvm-19/bin/llvm-config"],
    install_hint: "LLVM 19 is required. On Debian 12: `scripts/setup` (or `apt-get install llvm-19-dev clang-19 \
llvm-19-tools`), or point LLVM_CONFIG at an LLVM 19 llvm-config.",
    library: "LLVM-19",
};

const LLVM22: Llvm = Llvm {
    version: "22",
    config_names: &[".llvm/22/bin/llvm-config"],
    install_hint: "LLVM 22 is required. `scripts/setup --llvm 22` installs it (built with assertions) into \
.llvm/22; or point LLVM_CONFIG at an LLVM 22 llvm-config.",
    library: "LLVM",
};

const LLVM23: Llvm = Llvm {
    version: "23",
    config_names: &[".llvm/23/bin/llvm-config"],
    install_hint: "LLVM 23 is required. `scripts/setup --llvm 23` installs it into .llvm/23; or point \
LLVM_CONFIG at an LLVM 23 llvm-config.",
    library: "LLVM",
};

fn main() {
    println!("cargo::rustc-check-cfg=cfg(m2r_llvm, values(\"22\", \"23\"))");
    println!("cargo::rustc-check-cfg=cfg(m2r_llvm_22_on)");
    println!("cargo:rerun-if-env-changed=LLVM_CONFIG");
    println!("cargo:rerun-if-changed=src/shim");
    let llvm = match std::env::var("CARGO_CFG_M2R_LLVM").as_deref() {
        Err(_) => &LLVM19,
        Ok("22") => &LLVM22,
        Ok("23") => &LLVM23,
        Ok(other) => panic!("m2r_llvm=\"{other}\": the plugin is built for LLVM 19 (the default), 22 or 23"),
    };
    // src/version.rs's items whose type or C API changed in LLVM 22 (the
    // plugin interface's fifth field, LLVMParseIRInContext2) ask this.
    if llvm.version != "19" {
        println!("cargo::rustc-cfg=m2r_llvm_22_on");
    }

    let llvm_config = find_llvm_config(llvm).unwrap_or_else(|why| {
        println!("cargo:warning={why}");
        panic!("{why}\n{}", llvm.install_hint);
    });
    let query = |arg: &str| llvm_config_output(&llvm_config, arg);
    let libdir = query("--libdir");
    let bindir = query("--bindir");

    let mut shim = cc::Build::new();
    shim.cpp(true)
        .file("src/shim/shim.cpp")
        .file("src/shim/demote.cpp")
        .file("src/shim/remarks.cpp")
        .file("src/shim/print.cpp")
        .warnings(false);
    for flag in query("--cxxflags").split_whitespace() {
        // Keep LLVM's ABI-relevant flags (include path, standard, defines,
        // the C++ library); warnings are our own business.
        if !flag.starts_with("-W") {
            shim.flag(flag);
        }
    }
    shim.flag("-Wall").flag("-Wno-unused-parameter");
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
    if llvm.version == "23" {
        // Built with clang and libc++, as LLVM 23's wheels are.
        let cxx_libdir = Path::new(&libdir).join("x86_64-unknown-linux-gnu");
        shim.compiler(Path::new(&bindir).join("clang-23")).cpp_link_stdlib(None);
        println!("cargo:rustc-link-search=native={}", cxx_libdir.display());
        println!("cargo:rustc-link-arg=-Wl,-rpath,{}", cxx_libdir.display());
        shim.compile("m2r_shim");
        println!("cargo:rustc-link-lib=dylib=c++");
    } else {
        shim.compile("m2r_shim");
    }
    println!("cargo:rustc-link-lib=dylib={}", llvm.library);
    println!("cargo:rustc-env=M2R_LLVM_MAJOR={}", llvm.version);
    println!("cargo:rustc-env=M2R_LLVM_BINDIR={bindir}");
    println!("cargo:rustc-env=M2R_LLVM_INCLUDEDIR={}", query("--includedir"));
}

/// `LLVM_CONFIG`, then the version's own places. Relative places are in this
/// repository.
fn find_llvm_config(llvm: &Llvm) -> Result<PathBuf, String> {
    let repo = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let candidates: Vec<PathBuf> = std::env::var_os("LLVM_CONFIG")
        .map(PathBuf::from)
        .into_iter()
        .chain(llvm.config_names.iter().filter_map(|name| {
            if name.contains('/') {
                Some(repo.join(name))
            } else {
                which::which(name).ok()
            }
        }))
        .collect();
    let mut seen = Vec::new();
    for candidate in candidates {
        match version_of(&candidate) {
            Some(version) if version.split('.').next() == Some(llvm.version) => return Ok(candidate),
            Some(version) => seen.push(format!("{} is LLVM {version}", candidate.display())),
            None => seen.push(format!("{} does not run", candidate.display())),
        }
    }
    Err(format!("no LLVM {} llvm-config found ({})", llvm.version, seen.join("; ")))
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
