//! What differs between the C APIs and plugin interfaces of the LLVMs the
//! plugin is built for: the compile-time differences, which only the FFI
//! has. (What upstream's passes *do* differently is data:
//! [`crate::rules`].)
//!
//! The plugin is built for LLVM 19 (the default) or, with
//! `RUSTFLAGS='--cfg m2r_llvm="N"'` (`scripts/build --llvm N`), for another
//! major. Items whose type or C API changed in 22 ask `cfg(m2r_llvm_22_on)`,
//! which build.rs sets from 22 on. The C++ shim's API differences are in
//! `src/shim/version.h`.

/// The major version of the LLVM the plugin is built for, as build.rs found
/// it (rustdoc, building the doctests, sees build.rs's settings but not
/// `RUSTFLAGS`).
pub const LLVM_MAJOR: u32 = match env!("M2R_LLVM_MAJOR").as_bytes() {
    b"17" => 17,
    b"18" => 18,
    b"19" => 19,
    b"21" => 21,
    b"22" => 22,
    b"23" => 23,
    _ => panic!("build.rs sets M2R_LLVM_MAJOR to a major it knows"),
};

// ---------------------------------------------------------------------------
// The plugin interface (llvm/Passes/PassPlugin.h; llvm/Plugins/PassPlugin.h
// from 22 on).

/// `LLVM_PLUGIN_API_VERSION`: 2 from LLVM 22 on, when
/// `PassPluginLibraryInfo` got its fifth field. opt refuses any other.
pub const PLUGIN_API_VERSION: u32 = if LLVM_MAJOR >= 22 { 2 } else { 1 };

/// `PassPluginLibraryInfo::PreCodeGenCallback` (LLVM 22 on): the plugin has
/// none. Before 22 the field does not exist, and a zero-sized field adds
/// nothing to a `repr(C)` struct.
#[cfg(not(m2r_llvm_22_on))]
pub type PreCodeGenCallback = ();
/// `PassPluginLibraryInfo::PreCodeGenCallback` (LLVM 22 on): the plugin has
/// none, a null pointer.
#[cfg(m2r_llvm_22_on)]
pub type PreCodeGenCallback = Option<unsafe extern "C" fn()>;

/// The plugin's (absent) pre-codegen callback.
#[cfg(not(m2r_llvm_22_on))]
pub const NO_PRE_CODEGEN_CALLBACK: PreCodeGenCallback = ();
/// The plugin's (absent) pre-codegen callback.
#[cfg(m2r_llvm_22_on)]
pub const NO_PRE_CODEGEN_CALLBACK: PreCodeGenCallback = None;

// ---------------------------------------------------------------------------
// The C API.

/// Parses IR from `buffer` into `context`, consuming the buffer, as
/// `LLVMParseIRInContext` does (deprecated from LLVM 21 on for
/// `LLVMParseIRInContext2`, which leaves the buffer to its caller).
///
/// # Safety
/// The arguments are what `LLVMParseIRInContext` takes; `buffer` is not used
/// afterwards.
pub unsafe fn parse_ir_consuming_buffer(
    context: llvm_sys::prelude::LLVMContextRef,
    buffer: llvm_sys::prelude::LLVMMemoryBufferRef,
    module: *mut llvm_sys::prelude::LLVMModuleRef,
    message: *mut *mut std::ffi::c_char,
) -> llvm_sys::prelude::LLVMBool {
    #[cfg(not(m2r_llvm_22_on))]
    // SAFETY: this function's contract: the arguments are what the C API takes.
    unsafe {
        llvm_sys::ir_reader::LLVMParseIRInContext(context, buffer, module, message)
    }
    #[cfg(m2r_llvm_22_on)]
    // SAFETY: this function's contract; LLVMParseIRInContext2 leaves the buffer
    // to its caller, which disposes it once, here.
    unsafe {
        let failed = llvm_sys::ir_reader::LLVMParseIRInContext2(context, buffer, module, message);
        llvm_sys::core::LLVMDisposeMemoryBuffer(buffer);
        failed
    }
}

/// The major version of the LLVM this process runs (`LLVMGetVersion`).
pub fn running_major() -> u32 {
    let (mut major, mut minor, mut patch) = (0, 0, 0);
    // SAFETY: the out-pointers point to locals.
    unsafe { llvm_sys::core::LLVMGetVersion(&mut major, &mut minor, &mut patch) };
    major
}
