//! One memory access of a block as the adapter reads it for a later batch's
//! scan: a load or a store, filled in by the shim in one walk down the
//! block; and one user of an alloca, as a walk of its use list reads it.
//! The pass reads them through typed getters.

#![forbid(unsafe_code)]

use llvm_sys::prelude::*;

use super::ir::{Instruction, Type, Value};

/// A load or store of an alloca, as a later batch's scan reads it
/// (`M2RMemAccess`).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct MemAccess {
    inst: LLVMValueRef,
    address: LLVMValueRef,
    stored: LLVMValueRef,
    stored_load_address: LLVMValueRef,
    metadata: bool,
}

// Its layout is M2RMemAccess's (src/shim/ffi.h), or the build fails.
include!(concat!(env!("OUT_DIR"), "/layout_M2RMemAccess.rs"));

impl MemAccess {
    /// The load or store.
    #[inline]
    pub fn inst(&self) -> Instruction {
        Instruction(Value(self.inst))
    }

    /// The address it loads from or stores to.
    #[inline]
    pub fn address(&self) -> Value {
        Value(self.address)
    }

    /// The value a store stores; none for a load.
    #[inline]
    pub fn stored(&self) -> Option<Value> {
        (!self.stored.is_null()).then_some(Value(self.stored))
    }

    /// Whether it is a load with metadata other than its location: what
    /// upstream may turn into assumptions when it replaces the load.
    #[inline]
    pub fn has_metadata(&self) -> bool {
        self.metadata
    }

    /// For a store of a load's value, the address that load reads.
    #[inline]
    pub fn stored_load_address(&self) -> Option<Value> {
        (!self.stored_load_address.is_null()).then_some(Value(self.stored_load_address))
    }
}

/// A user of an alloca as a walk of its use list reads it (`M2RUserFacts`):
/// a load's or store's facts, or just the instruction.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct UserFacts {
    user: LLVMValueRef,
    ty: LLVMTypeRef,
    stored: LLVMValueRef,
    volatile: bool,
}

// Its layout is M2RUserFacts's (src/shim/ffi.h), or the build fails.
include!(concat!(env!("OUT_DIR"), "/layout_M2RUserFacts.rs"));

impl UserFacts {
    /// The using instruction.
    #[inline]
    pub fn user(&self) -> Value {
        Value(self.user)
    }

    /// For a load or a store (of the alloca, into it, or both): the type
    /// it loads or stores, the value a store stores, and whether it is
    /// volatile. None for another user.
    #[inline]
    pub fn access(&self) -> Option<(Type, Option<Value>, bool)> {
        let stored = (!self.stored.is_null()).then_some(Value(self.stored));
        (!self.ty.is_null()).then_some((Type(self.ty), stored, self.volatile))
    }
}
