//! Loads the built plugin the way opt and clang do (dlopen + the
//! `llvmGetPassPluginInfo` entry point) and checks what it reports.

mod common;

use std::ffi::CStr;

use common::plugin_path;
use m2r::plugin::PassPluginLibraryInfo;
use m2r::version::LLVM_MAJOR;

/// LLVM_PLUGIN_API_VERSION as the headers of the LLVM the plugin is built for
/// define it (llvm/Passes/PassPlugin.h, llvm/Plugins/PassPlugin.h from 22 on).
fn header_api_version() -> u32 {
    let include = std::path::Path::new(env!("M2R_LLVM_INCLUDEDIR"));
    let header = ["llvm/Plugins/PassPlugin.h", "llvm/Passes/PassPlugin.h"]
        .iter()
        .map(|h| include.join(h))
        .find(|h| h.exists())
        .expect("the LLVM headers have PassPlugin.h");
    let text = std::fs::read_to_string(header).expect("PassPlugin.h is readable");
    text.lines()
        .find_map(|l| l.strip_prefix("#define LLVM_PLUGIN_API_VERSION "))
        .and_then(|v| v.trim().parse().ok())
        .expect("the header defines LLVM_PLUGIN_API_VERSION")
}

#[test]
fn entry_point_reports_name_version_and_api() {
    // SAFETY: our own plugin, whose initializers only register options.
    let lib = unsafe { libloading::Library::new(plugin_path()) }.expect("the plugin loads");
    let get_info: libloading::Symbol<unsafe extern "C" fn() -> PassPluginLibraryInfo> =
        // SAFETY: the symbol is LLVM's plugin entry point, of this type.
        unsafe { lib.get(b"llvmGetPassPluginInfo\0") }.expect("the entry point is exported");
    // SAFETY: it takes nothing and returns the plugin's static info.
    let info = unsafe { get_info() };
    assert_eq!(info.api_version, header_api_version());
    assert_eq!(info.api_version, m2r::plugin::PLUGIN_API_VERSION);
    // SAFETY: the info's strings are static and NUL-terminated.
    let name = unsafe { CStr::from_ptr(info.plugin_name) }.to_str().unwrap();
    assert_eq!(name, "rust-mem2reg");
    // SAFETY: as above.
    let version = unsafe { CStr::from_ptr(info.plugin_version) }.to_str().unwrap();
    assert_eq!(version, env!("CARGO_PKG_VERSION"));
    // The registration callback is a non-null function pointer by its type; the
    // info struct has the fields of this LLVM's (a fifth from 22 on), or opt
    // would read past it: plugin-interface.ll loads the plugin into opt.
    assert_eq!(std::mem::size_of::<PassPluginLibraryInfo>(), if LLVM_MAJOR >= 22 { 40 } else { 32 });
}

#[test]
fn plugin_links_the_shared_llvm_not_a_copy() {
    // The libLLVM the plugin needs is the one opt needs (libLLVM.so.19.1 for
    // Debian's LLVM 19, libLLVM.so.23.1 and libLLVM.so for the wheels of 23 and 22).
    let opt = std::path::Path::new(env!("M2R_LLVM_BINDIR")).join("opt");
    let (ours, opts) = (needed_llvm(&plugin_path()), needed_llvm(&opt));
    assert!(ours.is_some(), "the plugin needs no libLLVM");
    assert_eq!(ours, opts, "the plugin and {} need different libLLVMs", opt.display());
    let out =
        std::process::Command::new("nm").args(["-D", "--defined-only"]).arg(plugin_path()).output().expect("nm runs");
    let defined = String::from_utf8_lossy(&out.stdout);
    assert!(defined.contains("llvmGetPassPluginInfo"));
    assert!(!defined.contains("LLVMContextCreate"), "no LLVM C API is defined inside the plugin");
}

/// The libLLVM among `binary`'s needed libraries (`readelf -d`), if any.
fn needed_llvm(binary: &std::path::Path) -> Option<String> {
    let out = std::process::Command::new("readelf").arg("-d").arg(binary).output().expect("readelf runs");
    String::from_utf8_lossy(&out.stdout).lines().find_map(|line| {
        let library = line.split("Shared library: [").nth(1)?.strip_suffix(']')?;
        library.starts_with("libLLVM").then(|| library.to_string())
    })
}
