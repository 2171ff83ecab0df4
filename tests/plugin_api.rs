//! Loads the built plugin the way opt and clang do (dlopen + the
//! `llvmGetPassPluginInfo` entry point) and checks what it reports.

mod common;

use std::ffi::{c_char, c_void, CStr};

use common::plugin_path;

#[repr(C)]
struct PassPluginLibraryInfo {
    api_version: u32,
    plugin_name: *const c_char,
    plugin_version: *const c_char,
    register: Option<unsafe extern "C" fn(*mut c_void)>,
}

/// LLVM_PLUGIN_API_VERSION as the installed LLVM 19 headers define it.
fn header_api_version() -> u32 {
    let header = "/usr/lib/llvm-19/include/llvm/Passes/PassPlugin.h";
    let text = std::fs::read_to_string(header).expect("LLVM 19 headers are installed");
    text.lines()
        .find_map(|l| l.strip_prefix("#define LLVM_PLUGIN_API_VERSION "))
        .and_then(|v| v.trim().parse().ok())
        .expect("the header defines LLVM_PLUGIN_API_VERSION")
}

#[test]
fn entry_point_reports_name_version_and_api() {
    let lib = unsafe { libloading::Library::new(plugin_path()) }.expect("the plugin loads");
    let get_info: libloading::Symbol<unsafe extern "C" fn() -> PassPluginLibraryInfo> =
        unsafe { lib.get(b"llvmGetPassPluginInfo\0") }.expect("the entry point is exported");
    let info = unsafe { get_info() };
    assert_eq!(info.api_version, header_api_version());
    assert_eq!(info.api_version, m2r::plugin::PLUGIN_API_VERSION);
    let name = unsafe { CStr::from_ptr(info.plugin_name) }.to_str().unwrap();
    assert_eq!(name, "rust-mem2reg");
    let version = unsafe { CStr::from_ptr(info.plugin_version) }.to_str().unwrap();
    assert_eq!(version, env!("CARGO_PKG_VERSION"));
    assert!(info.register.is_some(), "a registration callback is provided");
}

#[test]
fn plugin_links_the_shared_llvm_not_a_copy() {
    let out = std::process::Command::new("readelf").arg("-d").arg(plugin_path()).output().expect("readelf runs");
    let dynamic = String::from_utf8_lossy(&out.stdout);
    assert!(dynamic.contains("libLLVM.so.19") || dynamic.contains("libLLVM-19.so"), "{dynamic}");
    let out =
        std::process::Command::new("nm").args(["-D", "--defined-only"]).arg(plugin_path()).output().expect("nm runs");
    let defined = String::from_utf8_lossy(&out.stdout);
    assert!(defined.contains("llvmGetPassPluginInfo"));
    assert!(!defined.contains("LLVMContextCreate"), "no LLVM C API is defined inside the plugin");
}
