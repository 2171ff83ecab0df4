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

extern "C" {
    fn m2r_remarks_enabled(host: *mut std::ffi::c_void, pass: *const c_char) -> bool;
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
    unsafe { m2r_remarks_enabled(host.0, pass.as_ptr()) }
}

/// Where a remark points: a debug location, the location of an instruction,
/// or (neither) the function.
#[derive(Clone, Copy, Debug)]
pub enum Location {
    At(DebugLoc),
    Of(Value),
    Function,
}

/// A remark's message, text and named arguments in order.
#[derive(Default)]
pub struct Message {
    /// The strings the parts point into, kept alive until emitted.
    strings: Vec<CString>,
    parts: Vec<(Option<usize>, PartValue)>,
}

enum PartValue {
    Text(usize),
    Str(usize),
    Int(i64),
    Value(Value),
}

impl Message {
    fn string(&mut self, s: &str) -> usize {
        self.strings.push(CString::new(s.replace('\0', "")).expect("NULs removed"));
        self.strings.len() - 1
    }

    /// Plain text.
    pub fn text(mut self, s: &str) -> Message {
        let i = self.string(s);
        self.parts.push((None, PartValue::Text(i)));
        self
    }

    /// A named string argument.
    pub fn str(mut self, key: &str, s: &str) -> Message {
        let (k, i) = (self.string(key), self.string(s));
        self.parts.push((Some(k), PartValue::Str(i)));
        self
    }

    /// A named integer argument.
    pub fn int(mut self, key: &str, n: i64) -> Message {
        let k = self.string(key);
        self.parts.push((Some(k), PartValue::Int(n)));
        self
    }

    /// A named IR value (an instruction carries its debug location along).
    pub fn value(mut self, key: &str, v: Value) -> Message {
        let k = self.string(key);
        self.parts.push((Some(k), PartValue::Value(v)));
        self
    }
}

/// Emits a remark of `pass` named `name` for the host's function.
pub fn emit(host: Host, pass: &CStr, kind: Kind, name: &CStr, at: Location, message: &Message) {
    let parts: Vec<Part> = message
        .parts
        .iter()
        .map(|(key, value)| {
            let key = key.map_or(std::ptr::null(), |k| message.strings[k].as_ptr());
            let mut part = Part { key, text: std::ptr::null(), len: 0, value: std::ptr::null_mut(), int: 0, kind: 0 };
            match *value {
                PartValue::Text(i) | PartValue::Str(i) => {
                    part.text = message.strings[i].as_ptr();
                    part.len = message.strings[i].as_bytes().len();
                    part.kind = if matches!(value, PartValue::Text(_)) { 0 } else { 1 };
                }
                PartValue::Int(n) => (part.int, part.kind) = (n, 2),
                PartValue::Value(v) => (part.value, part.kind) = (v.0, 3),
            }
            part
        })
        .collect();
    let (loc, loc_of) = match at {
        Location::At(loc) => (loc.0, std::ptr::null_mut()),
        Location::Of(v) => (std::ptr::null_mut(), v.0),
        Location::Function => (std::ptr::null_mut(), std::ptr::null_mut()),
    };
    unsafe {
        m2r_emit_remark(host.0, pass.as_ptr(), kind as u32, name.as_ptr(), loc, loc_of, parts.as_ptr(), parts.len())
    }
}

/// The source variable an alloca holds, from its debug records: its name
/// and where it is declared.
pub fn alloca_variable(alloca: Value) -> Option<(String, DebugLoc)> {
    let (mut name, mut len, mut loc) = (std::ptr::null(), 0usize, std::ptr::null_mut());
    if !unsafe { m2r_alloca_variable(alloca.0, &mut name, &mut len, &mut loc) } {
        return None;
    }
    if len == 0 {
        return Some((String::new(), DebugLoc(loc)));
    }
    let bytes = unsafe { std::slice::from_raw_parts(name as *const u8, len) };
    Some((String::from_utf8_lossy(bytes).into_owned(), DebugLoc(loc)))
}
