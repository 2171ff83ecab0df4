//! Printing IR as `opt -S` prints it, for the explain report
//! (`src/shim/print.cpp`): instructions, operands and block labels, each
//! numbered as the function was when the [`Printer`] was made.

use std::ffi::{c_char, c_void};

use llvm_sys::core::{LLVMBasicBlockAsValue, LLVMDisposeMessage};
use llvm_sys::prelude::LLVMValueRef;

use super::ir::{c_str, BasicBlock, Value};

extern "C" {
    fn m2r_printer_new(function: LLVMValueRef) -> *mut c_void;
    fn m2r_printer_dispose(printer: *mut c_void);
    fn m2r_print_instruction(printer: *mut c_void, inst: LLVMValueRef) -> *mut c_char;
    fn m2r_print_operand(printer: *mut c_void, value: LLVMValueRef) -> *mut c_char;
}

/// Prints one function's instructions and values. The slot numbers of
/// unnamed values (`%5`) are the function's when the printer was made: a
/// value made later prints correctly only if it has a name.
pub struct Printer(*mut c_void);

impl Printer {
    pub fn new(function: Value) -> Printer {
        // SAFETY: a live function (the invariant); the printer is disposed once, on drop.
        Printer(unsafe { m2r_printer_new(function.0) })
    }

    /// The instruction, as one line without indentation.
    pub fn instruction(&self, inst: Value) -> String {
        inst.assert_kind(llvm_sys::core::LLVMIsAInstruction, "an instruction");
        // SAFETY: a printer made by m2r_printer_new and not yet disposed (it is
        // disposed only on drop), and a live instruction (its kind checked above).
        owned(unsafe { m2r_print_instruction(self.0, inst.0) })
    }

    /// The value as an operand names it: `%x`, `%5`, `42`, `undef`.
    pub fn operand(&self, value: Value) -> String {
        // SAFETY: a printer made by m2r_printer_new and not yet disposed, and a live
        // value.
        owned(unsafe { m2r_print_operand(self.0, value.0) })
    }

    /// The block's label: `if.then`, or `6` for an unnamed block.
    pub fn label(&self, block: BasicBlock) -> String {
        // SAFETY: a live block (the invariant).
        let operand = self.operand(Value(unsafe { LLVMBasicBlockAsValue(block.0) }));
        operand.strip_prefix('%').unwrap_or(&operand).to_string()
    }
}

impl Drop for Printer {
    fn drop(&mut self) {
        // SAFETY: the printer m2r_printer_new made, disposed once, here.
        unsafe { m2r_printer_dispose(self.0) }
    }
}

fn owned(message: *mut c_char) -> String {
    // SAFETY: the shim returns a NUL-terminated string LLVM allocated, disposed once,
    // just after it is read.
    let s = unsafe { c_str(message) };
    // SAFETY: a message LLVM allocated, read above and disposed once, here.
    unsafe { LLVMDisposeMessage(message) };
    s
}
