//! One memory access of a block as the adapter reads it: a load or a store
//! (and the entry block's allocas, when asked for), filled in by the shim in
//! one walk down the block; one user of an alloca, as a walk of its use
//! list reads it; and an entry-block alloca stored once, with its loads. The
//! pass reads them through typed getters.

#![forbid(unsafe_code)]

use llvm_sys::prelude::*;

use super::ir::{Alloca, Instruction, Type, Use, Value};

/// A load or store of a block (`M2RMemAccess`).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct MemAccess {
    inst: LLVMValueRef,
    address: LLVMValueRef,
    address_use: LLVMUseRef,
    stored: LLVMValueRef,
    next_use: LLVMUseRef,
    ty: LLVMTypeRef,
    stored_load_address: LLVMValueRef,
    volatile: bool,
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

    /// The operand holding [`Self::address`].
    #[inline]
    pub fn address_use(&self) -> Use {
        Use(self.address_use)
    }

    /// The value a store stores; none for a load.
    #[inline]
    pub fn stored(&self) -> Option<Value> {
        (!self.stored.is_null()).then_some(Value(self.stored))
    }

    /// The use after [`Self::address_use`] in the address's use list.
    #[inline]
    pub fn next_address_use(&self) -> Option<Use> {
        (!self.next_use.is_null()).then_some(Use(self.next_use))
    }

    /// The type it loads or stores.
    #[inline]
    pub fn value_type(&self) -> Type {
        Type(self.ty)
    }

    /// Whether it is volatile.
    #[inline]
    pub fn is_volatile(&self) -> bool {
        self.volatile
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

/// An alloca of a block, with the type it allocates (`M2RAllocaRead`).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct AllocaRead {
    alloca: LLVMValueRef,
    ty: LLVMTypeRef,
}

// Its layout is M2RAllocaRead's (src/shim/ffi.h), or the build fails.
include!(concat!(env!("OUT_DIR"), "/layout_M2RAllocaRead.rs"));

impl AllocaRead {
    /// The alloca.
    #[inline]
    pub fn alloca(&self) -> Alloca {
        Alloca(Value(self.alloca))
    }

    /// The type it allocates.
    #[inline]
    pub fn allocated_type(&self) -> Type {
        Type(self.ty)
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

/// An alloca of the entry block whose users are its loads and one store
/// into it there, of an argument or an instruction other than a load or an
/// alloca that the store alone uses, as one walk of its use list reads it (`M2RSingleStoreRead`).
/// The facts say what the pass needs to know to promote it ahead of the
/// read of the function (see `promote::spills`).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct SingleStoreRead {
    alloca: LLVMValueRef,
    store: LLVMValueRef,
    value: LLVMValueRef,
    next_alloca: LLVMValueRef,
    first_load: u32,
    num_loads: u32,
    /// A load in the entry block comes before the store.
    pub load_above_store: bool,
    /// A load or the store is of another type than the allocated one; is
    /// volatile.
    pub other_type: bool,
    pub volatile: bool,
    /// A load has a name; has metadata other than its location, or is
    /// named by metadata; is the value a store stores.
    pub named_load: bool,
    pub load_metadata: bool,
    pub load_stored: bool,
    /// Debug records may name the alloca; its name ends in a digit.
    pub alloca_debug: bool,
    pub name_ends_in_digit: bool,
}

// Its layout is M2RSingleStoreRead's (src/shim/ffi.h), or the build fails.
include!(concat!(env!("OUT_DIR"), "/layout_M2RSingleStoreRead.rs"));

impl SingleStoreRead {
    /// The alloca.
    #[inline]
    pub fn alloca(&self) -> Alloca {
        Alloca(Value(self.alloca))
    }

    /// Its one store.
    #[inline]
    pub fn store(&self) -> Instruction {
        Instruction(Value(self.store))
    }

    /// The value the store stores.
    #[inline]
    pub fn value(&self) -> Value {
        Value(self.value)
    }

    /// The first alloca after it in the entry block, if any (by address
    /// only: it may be promoted ahead too, and gone).
    #[inline]
    pub fn next_alloca(&self) -> Option<Value> {
        (!self.next_alloca.is_null()).then_some(Value(self.next_alloca))
    }

    /// Where its loads are among those the read put in its loads buffer.
    #[inline]
    pub fn loads(&self) -> std::ops::Range<usize> {
        self.first_load as usize..(self.first_load + self.num_loads) as usize
    }
}
