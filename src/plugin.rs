//! The entry points LLVM calls: the plugin descriptor, and the function the
//! C++ pass wrapper calls for every function. Nothing unwinds past here.

use std::cell::Cell;
use std::ffi::{c_char, c_void};
use std::panic::{catch_unwind, AssertUnwindSafe};

use llvm_sys::prelude::LLVMValueRef;

use crate::demote::demote_function;
use crate::llvm::ir::Value;
use crate::llvm::shim::{self, Host};
use crate::promote::options::Options;
use crate::promote::remarks::Remarks;
use crate::promote::{promote_function, Outcome};
use crate::rules::Rules;
use crate::version;

pub use crate::demote::REG2MEM_PASS_NAME;
pub use crate::promote::{PASS_NAME, PASS_NAME_C};

/// Setting this environment variable to `0`, `off` or `false` stops the
/// plugin from adding the pass to clang's (and `opt -passes='default<O2>'`'s)
/// standard pipelines; `-passes=rust-mem2reg` still works.
pub const EXTENSION_POINT_ENV: &str = "RUST_MEM2REG_EP";

/// `llvm::PassPluginLibraryInfo` of the LLVM the plugin is built for.
#[repr(C)]
pub struct PassPluginLibraryInfo {
    pub api_version: u32,
    pub plugin_name: *const c_char,
    pub plugin_version: *const c_char,
    pub register_pass_builder_callbacks: unsafe extern "C" fn(*mut c_void),
    /// From LLVM 22 on; nothing before.
    pub pre_codegen_callback: version::PreCodeGenCallback,
}

pub use crate::version::PLUGIN_API_VERSION;

/// What `opt -load-pass-plugin` and `clang -fpass-plugin` look up.
#[no_mangle]
pub extern "C" fn llvmGetPassPluginInfo() -> PassPluginLibraryInfo {
    PassPluginLibraryInfo {
        api_version: PLUGIN_API_VERSION,
        plugin_name: c"rust-mem2reg".as_ptr(),
        plugin_version: concat!(env!("CARGO_PKG_VERSION"), "\0").as_ptr() as *const c_char,
        register_pass_builder_callbacks: shim::register_callbacks_entry(),
        pre_codegen_callback: version::NO_PRE_CODEGEN_CALLBACK,
    }
}

/// Runs the pass on one function. Returns 0 if the function is unchanged,
/// 1 if it changed. Failures are reported on stderr, naming the function.
///
/// # Safety
/// `function` is a function of a live module, `host` the shim's host for it
/// and `options` points to the pass's options.
#[no_mangle]
pub unsafe extern "C" fn m2r_promote_function(
    function: LLVMValueRef,
    host: *mut c_void,
    options: *const Options,
) -> i32 {
    // SAFETY: the shim passes a pointer to the pass's options (this function's
    // contract).
    let options = unsafe { *options };
    // SAFETY: the shim passes the function the pass manager runs the pass on,
    // and the host it made for it, both alive for this call.
    let (function, host) = unsafe { (Value::from_raw(function), Host::from_raw(host)) };
    let touched = Cell::new(false);
    let result = catch_unwind(AssertUnwindSafe(|| {
        let rules = rules();
        match Remarks::if_enabled(host) {
            None => promote_function(function, host, &options, rules, &mut || touched.set(true), None),
            Some(mut remarks) => {
                let outcome =
                    promote_function(function, host, &options, rules, &mut || touched.set(true), Some(&mut remarks));
                remarks.finish();
                outcome
            }
        }
    }));
    match result {
        Ok(Ok(Outcome::Unchanged)) => 0,
        Ok(Ok(Outcome::Changed)) => 1,
        Ok(Err(e)) => {
            eprintln!("{PASS_NAME}: error: {e}; the function was left unchanged");
            0
        }
        Err(panic) => {
            let what = panic_message(&*panic);
            let name = function.name();
            if touched.get() {
                eprintln!(
                    "{PASS_NAME}: internal error in function '{name}': {what}; the function may be partly promoted"
                );
                1
            } else {
                eprintln!("{PASS_NAME}: internal error in function '{name}': {what}; the function was left unchanged");
                0
            }
        }
    }
}

/// Runs rust-reg2mem on one function (which always changes). Returns 0 if
/// the function was left unchanged (an error, reported on stderr), 1 if it
/// changed.
///
/// # Safety
/// `function` is a function of a live module.
#[no_mangle]
pub unsafe extern "C" fn m2r_demote_function(function: LLVMValueRef) -> i32 {
    // SAFETY: the shim passes the function the pass manager runs the pass
    // on, alive for this call.
    let function = unsafe { Value::from_raw(function) };
    match catch_unwind(AssertUnwindSafe(|| demote_function(function, rules()))) {
        Ok(Ok(())) => 1,
        Ok(Err(e)) => {
            eprintln!("{REG2MEM_PASS_NAME}: error: {e}; the function was left unchanged");
            0
        }
        Err(panic) => {
            // SAFETY: the function is alive for this call (see above).
            let name = function.name();
            eprintln!("{REG2MEM_PASS_NAME}: internal error in function '{name}': {}", panic_message(&*panic));
            1
        }
    }
}

/// Reads the parameters of `rust-mem2reg<...>` (into `options`, which hold
/// the flags' defaults) or `rust-reg2mem<...>` (`pass`; it takes none).
pub fn parse_pass_params(pass: &str, params: &str, options: &mut Options) -> Result<(), String> {
    let parsed = if pass == PASS_NAME {
        Options::parse(params, *options)
    } else {
        match params.split(';').find(|p| !p.is_empty()) {
            None => Ok(*options),
            Some(p) => Err(format!("unknown pass parameter '{p}' (the pass takes no parameters)")),
        }
    };
    *options = parsed.map_err(|e| format!("{pass}: {e}"))?;
    Ok(())
}

/// The shim's call of [`parse_pass_params`]; an error is printed.
///
/// # Safety
/// `pass` is a NUL-terminated string, `params` points to `len` bytes and
/// `options` to options to update.
#[no_mangle]
pub unsafe extern "C" fn m2r_parse_pass_params(
    pass: *const c_char,
    params: *const c_char,
    len: usize,
    options: *mut Options,
) -> bool {
    // SAFETY: a NUL-terminated pass name (this function's contract).
    let pass = unsafe { std::ffi::CStr::from_ptr(pass) }.to_string_lossy();
    // SAFETY: `params` points to `len` bytes (this function's contract).
    let params = unsafe { std::slice::from_raw_parts(params as *const u8, len) };
    let result = catch_unwind(AssertUnwindSafe(|| {
        // SAFETY: `options` points to options the shim owns, not otherwise
        // borrowed during the call (this function's contract).
        parse_pass_params(&pass, &String::from_utf8_lossy(params), unsafe { &mut *options })
    }));
    match result {
        Ok(Ok(())) => true,
        Ok(Err(message)) => {
            eprintln!("{message}");
            false
        }
        Err(_) => false,
    }
}

/// Whether to add the pass to the standard pipelines (see [`EXTENSION_POINT_ENV`]).
#[no_mangle]
pub extern "C" fn m2r_clang_extension_enabled() -> bool {
    !matches!(std::env::var(EXTENSION_POINT_ENV).as_deref(), Ok("0" | "off" | "false"))
}

/// The rules of the LLVM that loaded the plugin, found once.
fn rules() -> &'static Rules {
    static RULES: std::sync::OnceLock<Rules> = std::sync::OnceLock::new();
    RULES.get_or_init(Rules::of_running_llvm)
}

fn panic_message(panic: &(dyn std::any::Any + Send)) -> String {
    panic
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "unknown panic".into())
}
