//! The C++ shim's functions (src/shim/shim.cpp): what the C API lacks.

use std::ffi::{c_char, c_void, CString};

use llvm_sys::prelude::*;

use super::ir::{BasicBlock, DebugLoc, Use, Value};

extern "C" {
    fn m2r_register_pass_builder_callbacks(pass_builder: *mut c_void);
    fn m2r_run_pipeline(module: LLVMModuleRef, pipeline: *const c_char) -> *mut c_char;
    fn m2r_host_new(function: LLVMValueRef) -> *mut c_void;
    fn m2r_host_dispose(host: *mut c_void);
    fn m2r_host_set_domtree(host: *mut c_void, blocks: *const LLVMBasicBlockRef, idoms: *const u32, n: usize);
    fn m2r_convert_metadata_to_assumes(host: *mut c_void, load: LLVMValueRef, value: LLVMValueRef) -> i32;
    fn m2r_create_phi(alloca: LLVMValueRef, block: LLVMBasicBlockRef, version: u32, reserved: u32) -> LLVMValueRef;
    fn m2r_phi_set_nsz_if_fp(phi: LLVMValueRef);
    fn m2r_drop_droppable_use(u: LLVMUseRef);
    fn m2r_is_guaranteed_not_to_be_poison(v: LLVMValueRef) -> bool;
    fn m2r_merge_debug_loc(phi: LLVMValueRef, loc: LLVMMetadataRef);
}

/// The address LLVM calls to register our passes with a `PassBuilder`.
pub fn register_callbacks_entry() -> unsafe extern "C" fn(*mut c_void) {
    m2r_register_pass_builder_callbacks
}

/// Runs a textual pass pipeline on a module through a pass builder that
/// knows `rust-mem2reg`, as `opt -passes=...` would.
pub fn run_pipeline(module: LLVMModuleRef, pipeline: &str) -> Result<(), String> {
    let pipeline = CString::new(pipeline).map_err(|e| e.to_string())?;
    let err = unsafe { m2r_run_pipeline(module, pipeline.as_ptr()) };
    if err.is_null() {
        return Ok(());
    }
    let msg = super::ir::c_str(err);
    unsafe { llvm_sys::core::LLVMDisposeMessage(err) };
    Err(msg)
}

/// What the pass may ask of LLVM for one function: the assumption cache and
/// the dominator tree its value tracking needs. Inside the pass manager the
/// shim owns it; [`OwnedHost`] makes one outside it.
#[derive(Clone, Copy)]
pub struct Host(pub *mut c_void);

/// A host created outside a pass manager, disposed on drop.
pub struct OwnedHost(Host);

impl OwnedHost {
    pub fn new(function: Value) -> OwnedHost {
        OwnedHost(Host(unsafe { m2r_host_new(function.0) }))
    }
    pub fn host(&self) -> Host {
        self.0
    }
}

impl Drop for OwnedHost {
    fn drop(&mut self) {
        unsafe { m2r_host_dispose(self.0 .0) }
    }
}

/// The outcome of [`Host::convert_metadata_to_assumes`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MetadataRewrite {
    Done,
    /// Nothing changed: LLVM's `isKnownNonZero` needs a dominator tree.
    NeedsDomTree,
}

impl Host {
    /// Gives LLVM's value tracking our dominator tree: `blocks` in an order
    /// where each block's immediate dominator (`idoms[i]`, an index into
    /// `blocks`) comes first; `blocks[0]` is the entry.
    pub fn set_domtree(self, blocks: &[BasicBlock], idoms: &[u32]) {
        assert_eq!(blocks.len(), idoms.len());
        unsafe { m2r_host_set_domtree(self.0, blocks.as_ptr() as *const LLVMBasicBlockRef, idoms.as_ptr(), blocks.len()) }
    }

    /// Upstream's `convertMetadataToAssumes` for a load about to become `value`.
    pub fn convert_metadata_to_assumes(self, load: Value, value: Value) -> MetadataRewrite {
        match unsafe { m2r_convert_metadata_to_assumes(self.0, load.0, value.0) } {
            0 => MetadataRewrite::Done,
            _ => MetadataRewrite::NeedsDomTree,
        }
    }
}

/// Creates phi number `version` of `alloca` at the top of `block`, named
/// `<alloca name>.<version>`.
pub fn create_phi(alloca: Value, block: BasicBlock, version: u32, reserved: u32) -> Value {
    Value(unsafe { m2r_create_phi(alloca.0, block.0, version, reserved) })
}

pub fn set_nsz_if_fp(phi: Value) {
    unsafe { m2r_phi_set_nsz_if_fp(phi.0) }
}

pub fn drop_droppable_use(u: Use) {
    unsafe { m2r_drop_droppable_use(u.0) }
}

pub fn is_guaranteed_not_to_be_poison(v: Value) -> bool {
    unsafe { m2r_is_guaranteed_not_to_be_poison(v.0) }
}

/// The phi's location becomes the merge of its location and `loc`.
pub fn merge_debug_loc(phi: Value, loc: DebugLoc) {
    unsafe { m2r_merge_debug_loc(phi.0, loc.0) }
}
