//! LLVM's optimization remarks, from Rust: the shim (src/shim/remarks.cpp)
//! builds an `OptimizationRemark` (or `...Missed`, `...Analysis`) from the
//! parts given here and emits it through LLVM's remark emitter, so that every
//! remark option of opt and clang applies to it.

use std::ffi::{c_char, CStr, CString};

use llvm_sys::prelude::*;

use super::ir::{DebugLoc, Value};
use super::shim::Host;

#[repr(C)]
struct Part {
    key: *const c_char,
    text: *const c_char,
    len: usize,
    value: LLVMValueRef,
    int: i64,
    kind: u8,
}

// Its layout is M2RRemarkPart's (src/shim/ffi.h), or the build fails.
include!(concat!(env!("OUT_DIR"), "/layout_M2RRemarkPart.rs"));

extern "C" {
    fn m2r_remarks_enabled(host: *mut std::ffi::c_void, pass: *const c_char, len: usize) -> bool;
    fn m2r_emit_remark(
        host: *mut std::ffi::c_void,
        pass: *const c_char,
        kind: u32,
        name: *const c_char,
        loc: LLVMMetadataRef,
        loc_of: LLVMValueRef,
        parts: *const Part,
        n: usize,
    );
    fn m2r_alloca_variable(
        alloca: LLVMValueRef,
        name: *mut *const c_char,
        len: *mut usize,
        loc: *mut LLVMMetadataRef,
    ) -> bool;
}

/// The three kinds of remark (`-pass-remarks`, `-pass-remarks-missed`,
/// `-pass-remarks-analysis`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Passed = 0,
    Missed = 1,
    Analysis = 2,
}

/// Whether any remark of `pass` would be seen for the host's function
/// (printed, or written to a remarks file).
pub fn enabled(host: Host, pass: &CStr) -> bool {
    // Its length given: the shim does not count it again for every function.
    let len = pass.to_bytes().len();
    // SAFETY: the host the shim made for this function, and a string of
    // `len` bytes that outlives the call.
    unsafe { m2r_remarks_enabled(host.0, pass.as_ptr(), len) }
}

/// Where a remark points: a debug location, the location of an instruction,
/// or (neither) the function.
#[derive(Clone, Copy, Debug)]
pub enum Location {
    At(DebugLoc),
    Of(Value),
    Function,
}

/// A remark's message, text and named arguments in order, as the shim
/// takes them.
#[derive(Default)]
pub struct Message {
    /// The strings the parts point into (a `CString`'s bytes never move),
    /// kept alive until emitted.
    strings: Vec<CString>,
    parts: Vec<Part>,
}

impl Message {
    fn string(&mut self, s: &str) -> (*const c_char, usize) {
        let s = CString::new(s.replace('\0', "")).expect("NULs removed");
        let text = (s.as_ptr(), s.as_bytes().len());
        self.strings.push(s);
        text
    }

    /// A part of kind `kind` (0 text, 1 string, 2 integer, 3 value).
    fn part(mut self, kind: u8, key: Option<&str>, text: Option<&str>, value: LLVMValueRef, int: i64) -> Message {
        let key = key.map_or(std::ptr::null(), |k| self.string(k).0);
        let (text, len) = text.map_or((std::ptr::null(), 0), |t| self.string(t));
        self.parts.push(Part { key, text, len, value, int, kind });
        self
    }

    /// Plain text.
    pub fn text(self, s: &str) -> Message {
        self.part(0, None, Some(s), std::ptr::null_mut(), 0)
    }

    /// A named string argument.
    pub fn str(self, key: &str, s: &str) -> Message {
        self.part(1, Some(key), Some(s), std::ptr::null_mut(), 0)
    }

    /// A named integer argument.
    pub fn int(self, key: &str, n: i64) -> Message {
        self.part(2, Some(key), None, std::ptr::null_mut(), n)
    }

    /// A named IR value (an instruction carries its debug location along).
    pub fn value(self, key: &str, v: Value) -> Message {
        self.part(3, Some(key), None, v.0, 0)
    }
}

/// Emits a remark of `pass` named `name` for the host's function.
pub fn emit(host: Host, pass: &CStr, kind: Kind, name: &CStr, at: Location, message: &Message) {
    let (loc, loc_of) = match at {
        Location::At(loc) => (loc.0, std::ptr::null_mut()),
        Location::Of(v) => {
            v.assert_kind(llvm_sys::core::LLVMIsAInstruction, "an instruction");
            (std::ptr::null_mut(), v.0)
        }
        Location::Function => (std::ptr::null_mut(), std::ptr::null_mut()),
    };
    // SAFETY: the host, C strings that outlive the call, a live location or value
    // (or null), and `message.parts`, whose strings and values outlive the
    // call: the shim reads them during the call only.
    unsafe {
        m2r_emit_remark(
            host.0,
            pass.as_ptr(),
            kind as u32,
            name.as_ptr(),
            loc,
            loc_of,
            message.parts.as_ptr(),
            message.parts.len(),
        )
    }
}

/// The source variable an alloca holds, from its debug records: its name
/// and where it is declared.
pub fn alloca_variable(alloca: Value) -> Option<(String, DebugLoc)> {
    let (mut name, mut len, mut loc) = (std::ptr::null(), 0usize, std::ptr::null_mut());
    // SAFETY: a live alloca (the invariant); the out-pointers point to locals.
    if !unsafe { m2r_alloca_variable(alloca.0, &mut name, &mut len, &mut loc) } {
        return None;
    }
    if len == 0 {
        return Some((String::new(), DebugLoc(loc)));
    }
    // SAFETY: the shim set `name` and `len` to a variable name's bytes, which
    // its metadata owns and which outlive this copy.
    let bytes = unsafe { std::slice::from_raw_parts(name as *const u8, len) };
    Some((String::from_utf8_lossy(bytes).into_owned(), DebugLoc(loc)))
}
