//! Thin wrappers over the LLVM C API: every `llvm_sys` call the pass makes is
//! in this file or in [`super::shim`].
//!
//! The wrappers are safe functions over handles that are alive (see
//! [`Value`]): the pass never keeps a handle to an instruction past erasing
//! it (erasing is `unsafe`: [`Value::erase`]). A wrapper that LLVM's C API
//! defines for one kind of value only (a phi's entries, an alloca's type,
//! an instruction's block) checks the kind, and an index its bound, before
//! the call (`Value::assert_kind`): in a release LLVM the C API casts
//! without checking, so a wrong kind panics instead.

use std::ffi::CStr;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::OnceLock;

use llvm_sys::core::*;
use llvm_sys::debuginfo::{LLVMInstructionGetDebugLoc, LLVMInstructionSetDebugLoc};
use llvm_sys::prelude::*;
use llvm_sys::LLVMOpcode;

extern "C" {
    fn m2r_operand(user: LLVMValueRef, index: u32) -> LLVMValueRef;
    fn m2r_gep_has_all_zero_indices(v: LLVMValueRef) -> bool;
    fn m2r_called_intrinsic(v: LLVMValueRef) -> u32;
}

/// A hash for pointer keys: one multiply, with the high half folded into the
/// low bits (pointers' low bits are always zero, and hash tables index by
/// the low bits).
#[derive(Default)]
pub struct PtrHasher(u64);

impl Hasher for PtrHasher {
    fn finish(&self) -> u64 {
        self.0 ^ (self.0 >> 29)
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }
    #[inline]
    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
    #[inline]
    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }
}

/// A hash map keyed by LLVM handles.
pub type PtrMap<K, V> = std::collections::HashMap<K, V, BuildHasherDefault<PtrHasher>>;

/// An LLVM value: instruction, argument, constant, function.
///
/// Its invariant, which every `unsafe` call in this module leans on: it
/// holds a handle LLVM gave out for a value that is still alive (not
/// erased, its module not disposed); there is no null value (a table
/// without one holds `Option<Value>`). Outside `crate::llvm` a value is made only from another one, or by
/// [`Value::from_raw`]. The same holds for the other handles below.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[repr(transparent)]
pub struct Value(pub(in crate::llvm) LLVMValueRef);

impl Value {
    /// The value behind a raw handle.
    ///
    /// # Safety
    /// `raw` is a handle LLVM gave out for a value that is still alive, and
    /// stays alive while the result is used.
    #[inline]
    pub unsafe fn from_raw(raw: LLVMValueRef) -> Value {
        Value(raw)
    }

    /// The handle's address: a key for tables of values (it is never made
    /// back into a value).
    #[inline]
    pub fn address(self) -> usize {
        self.0 as usize
    }

    /// Asserts that the value is of the kind `is_a` (one of the C API's
    /// `LLVMIsA*` checked casts) recognizes: a release LLVM's C API casts
    /// without checking, so another kind would be undefined behaviour.
    #[inline]
    pub(in crate::llvm) fn assert_kind(self, is_a: unsafe extern "C" fn(LLVMValueRef) -> LLVMValueRef, kind: &str) {
        // SAFETY: a live value (the invariant); LLVMIsA* is a checked cast,
        // defined for every value.
        assert!(!unsafe { is_a(self.0) }.is_null(), "{kind} expected");
    }
}

/// What every handle of one kind of value has: the value itself, all that a
/// value has through `Deref`, and comparison with values either way.
macro_rules! kind_handle {
    ($name:ident, $what:literal) => {
        impl $name {
            #[doc = concat!("The ", $what, " as a value.")]
            #[inline]
            pub fn value(self) -> Value {
                self.0
            }
        }

        impl std::ops::Deref for $name {
            type Target = Value;
            #[inline]
            fn deref(&self) -> &Value {
                &self.0
            }
        }

        impl PartialEq<$name> for Value {
            #[inline]
            fn eq(&self, other: &$name) -> bool {
                *self == other.0
            }
        }

        impl PartialEq<Value> for $name {
            #[inline]
            fn eq(&self, other: &Value) -> bool {
                self.0 == *other
            }
        }
    };
}

/// An instruction: a [`Value`] the adapter knows is one by where it found it
/// (a load, store or alloca of the shim's read of a block), so that what
/// only an instruction has is read without asking LLVM first what it is
/// (a release LLVM's C API casts without checking). Everything else a value
/// has, it has through [`Deref`](std::ops::Deref).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[repr(transparent)]
pub struct Instruction(pub(in crate::llvm) Value);

kind_handle!(Instruction, "instruction");

impl Instruction {
    /// Its debug location.
    #[inline]
    pub fn debug_loc(self) -> DebugLoc {
        // SAFETY: a live instruction (the invariant, and the type's).
        DebugLoc(unsafe { LLVMInstructionGetDebugLoc(self.0 .0) })
    }
}

/// An alloca: a [`Value`] the adapter knows is one (the shim's read found it,
/// or [`Value::as_alloca`] checked), so that what only an alloca has is read
/// without asking LLVM first what it is. Everything else a value has, it has
/// through [`Deref`](std::ops::Deref).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[repr(transparent)]
pub struct Alloca(pub(in crate::llvm) Value);

kind_handle!(Alloca, "alloca");

impl Alloca {
    /// The alloca as an instruction.
    #[inline]
    pub fn instruction(self) -> Instruction {
        Instruction(self.0)
    }

    /// The type it allocates.
    #[inline]
    pub fn allocated_type(self) -> Type {
        // SAFETY: a live alloca (the invariant, and the type's).
        Type(unsafe { LLVMGetAllocatedType(self.0 .0) })
    }
}

/// A basic block.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[repr(transparent)]
pub struct BasicBlock(pub(in crate::llvm) LLVMBasicBlockRef);

/// An LLVM type (types are uniqued: equal handles are equal types).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Type(pub(in crate::llvm) LLVMTypeRef);

/// A module.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Module(pub(in crate::llvm) LLVMModuleRef);

impl Module {
    /// The module behind a raw handle.
    ///
    /// # Safety
    /// `raw` is a module LLVM made, alive while the result is used.
    pub unsafe fn from_raw(raw: LLVMModuleRef) -> Module {
        Module(raw)
    }

    /// The functions, declarations included, in order.
    pub fn functions(self) -> impl Iterator<Item = Value> {
        // SAFETY: a live module (the invariant).
        let first = unsafe { LLVMGetFirstFunction(self.0) };
        std::iter::successors((!first.is_null()).then_some(Value(first)), |f| {
            // SAFETY: a function of a live module (the invariant).
            let next = unsafe { LLVMGetNextFunction(f.0) };
            (!next.is_null()).then_some(Value(next))
        })
    }
}

/// A use of a value: one operand slot of one user.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Use(pub(in crate::llvm) LLVMUseRef);

/// A `DILocation`, or none.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct DebugLoc(pub(in crate::llvm) LLVMMetadataRef);

impl DebugLoc {
    pub const NONE: DebugLoc = DebugLoc(std::ptr::null_mut());
    pub fn is_none(self) -> bool {
        self.0.is_null()
    }
}

impl Value {
    #[inline]
    pub fn opcode(self) -> LLVMOpcode {
        // SAFETY: a live value (the invariant); the C API answers 0 for a value that is
        // not an instruction.
        unsafe { LLVMGetInstructionOpcode(self.0) }
    }

    /// The opcode, if the value is an instruction.
    #[inline]
    pub fn opcode_if_instruction(self) -> Option<LLVMOpcode> {
        self.is_instruction().then(|| self.opcode())
    }

    #[inline]
    pub fn is_instruction(self) -> bool {
        // SAFETY: a live value (the invariant); LLVMIsA* is a checked cast, defined for
        // every value.
        unsafe { !LLVMIsAInstruction(self.0).is_null() }
    }

    /// Operand `index` of a user (below [`Self::num_operands`]).
    #[inline]
    pub fn operand(self, index: u32) -> Value {
        // SAFETY: a live value (the invariant); the shim checks that it is a user
        // and `index` below its operand count before reading, in one call.
        let operand = unsafe { m2r_operand(self.0, index) };
        assert!(!operand.is_null(), "operand {index} of a user expected");
        Value(operand)
    }

    /// How many operands a user has.
    #[inline]
    pub fn num_operands(self) -> u32 {
        self.assert_kind(LLVMIsAUser, "a user");
        // SAFETY: a live user (the invariant, and the kind checked above).
        unsafe { LLVMGetNumOperands(self.0) as u32 }
    }

    #[inline]
    pub fn ty(self) -> Type {
        // SAFETY: a live value (the invariant); every value has a type.
        Type(unsafe { LLVMTypeOf(self.0) })
    }

    /// Volatility of a load or store.
    #[inline]
    pub fn is_volatile(self) -> bool {
        assert!(matches!(self.opcode(), LLVMOpcode::LLVMLoad | LLVMOpcode::LLVMStore), "a load or store expected");
        // SAFETY: a live load or store (the invariant, and the kind checked above).
        unsafe { LLVMGetVolatile(self.0) != 0 }
    }

    /// The value as an alloca, if it is one.
    #[inline]
    pub fn as_alloca(self) -> Option<Alloca> {
        // SAFETY: a live value (the invariant); LLVMIsA* is a checked cast,
        // defined for every value.
        (!unsafe { LLVMIsAAllocaInst(self.0) }.is_null()).then_some(Alloca(self))
    }

    /// The type an alloca allocates ([`Alloca::allocated_type`], the kind checked first).
    pub fn allocated_type(self) -> Type {
        self.assert_kind(LLVMIsAAllocaInst, "an alloca");
        Alloca(self).allocated_type()
    }

    #[inline]
    pub fn first_use(self) -> Option<Use> {
        // SAFETY: a live value (the invariant); every value has a use list.
        let u = unsafe { LLVMGetFirstUse(self.0) };
        (!u.is_null()).then_some(Use(u))
    }

    /// The uses of this value in use-list order.
    pub fn uses(self) -> impl Iterator<Item = Use> {
        std::iter::successors(self.first_use(), |u| u.next())
    }

    #[inline]
    pub fn has_uses(self) -> bool {
        self.first_use().is_some()
    }

    /// The block of an instruction.
    #[inline]
    pub fn parent_block(self) -> BasicBlock {
        self.assert_kind(LLVMIsAInstruction, "an instruction");
        // SAFETY: a live instruction (the invariant, and the kind checked above).
        BasicBlock(unsafe { LLVMGetInstructionParent(self.0) })
    }

    /// The instruction after an instruction in its block.
    #[inline]
    pub fn next_instruction(self) -> Option<Value> {
        self.assert_kind(LLVMIsAInstruction, "an instruction");
        // SAFETY: a live instruction (the invariant, and the kind checked above).
        let i = unsafe { LLVMGetNextInstruction(self.0) };
        (!i.is_null()).then_some(Value(i))
    }

    /// The intrinsic a call calls, if it is a direct call to an intrinsic
    /// with the intrinsic's own type (LLVM's `isa<IntrinsicInst>`).
    pub fn called_intrinsic(self) -> Option<u32> {
        // SAFETY: a live value (the invariant); the shim checks that it is a
        // call and its callee a function before it asks for more.
        let id = unsafe { m2r_called_intrinsic(self.0) };
        (id != 0).then_some(id)
    }

    /// The function a call, invoke or callbr calls directly, if any.
    pub fn called_function(self) -> Option<Value> {
        if !matches!(self.opcode(), LLVMOpcode::LLVMCall | LLVMOpcode::LLVMInvoke | LLVMOpcode::LLVMCallBr) {
            return None;
        }
        // SAFETY: a live call, invoke or callbr (the invariant and the opcode
        // checked above).
        let callee = unsafe { LLVMGetCalledValue(self.0) };
        // SAFETY: the callee is a live value (the call's operand), not null
        // (checked first); LLVMIsA* is a checked cast.
        (!callee.is_null() && unsafe { !LLVMIsAFunction(callee).is_null() }).then_some(Value(callee))
    }

    /// A constant integer.
    pub fn is_constant_int(self) -> bool {
        // SAFETY: a live value (the invariant); LLVMIsA* is a checked cast,
        // defined for every value.
        unsafe { !LLVMIsAConstantInt(self.0).is_null() }
    }

    /// Whether it is a GEP whose indices are all the constant integer 0
    /// (LLVM's `GetElementPtrInst::hasAllZeroIndices`), asked in one call.
    pub fn is_gep_with_all_zero_indices(self) -> bool {
        // SAFETY: a live value (the invariant); the shim checks that it is a GEP.
        unsafe { m2r_gep_has_all_zero_indices(self.0) }
    }

    /// A constant integer zero of any width (LLVM's `ConstantInt::isZero`).
    pub fn is_constant_int_zero(self) -> bool {
        // SAFETY: a live value (the invariant); LLVMIsA* is a checked cast, and
        // LLVMIsNull is asked of a constant only.
        unsafe { !LLVMIsAConstantInt(self.0).is_null() && LLVMIsNull(self.0) != 0 }
    }

    /// `isa<UndefValue>`: undef or poison.
    #[inline]
    pub fn is_undef_or_poison(self) -> bool {
        // SAFETY: a live value (the invariant); LLVMIsUndef is an isa<> check.
        unsafe { LLVMIsUndef(self.0) != 0 }
    }

    #[inline]
    pub fn is_poison(self) -> bool {
        // SAFETY: a live value (the invariant); LLVMIsPoison is an isa<> check.
        unsafe { LLVMIsPoison(self.0) != 0 }
    }

    /// Number of entries of a phi.
    pub fn count_incoming(self) -> u32 {
        self.assert_kind(LLVMIsAPHINode, "a phi");
        // SAFETY: a live phi (the invariant, and the kind checked above).
        unsafe { LLVMCountIncoming(self.0) }
    }

    /// The block of a phi's `index`th entry.
    pub fn incoming_block(self, index: u32) -> BasicBlock {
        let n = self.count_incoming();
        assert!(index < n, "entry {index} of {n}");
        // SAFETY: a live phi and an entry index below its count (the invariant, and
        // both checked above).
        BasicBlock(unsafe { LLVMGetIncomingBlock(self.0, index) })
    }

    pub fn is_invoke(self) -> bool {
        // SAFETY: a live value (the invariant); LLVMIsA* is a checked cast, defined for
        // every value.
        unsafe { !LLVMIsAInvokeInst(self.0).is_null() }
    }

    /// The normal destination of an invoke.
    pub fn normal_dest(self) -> BasicBlock {
        self.assert_kind(LLVMIsAInvokeInst, "an invoke");
        // SAFETY: a live invoke (the invariant, and the kind checked above).
        BasicBlock(unsafe { LLVMGetNormalDest(self.0) })
    }

    /// An instruction's debug location ([`Instruction::debug_loc`], the kind checked first).
    pub fn debug_loc(self) -> DebugLoc {
        self.assert_kind(LLVMIsAInstruction, "an instruction");
        Instruction(self).debug_loc()
    }

    /// Sets an instruction's debug location.
    pub fn set_debug_loc(self, loc: DebugLoc) {
        self.assert_kind(LLVMIsAInstruction, "an instruction");
        // SAFETY: a live instruction and a location or none (the invariants, and
        // the kind checked above).
        unsafe { LLVMInstructionSetDebugLoc(self.0, loc.0) }
    }

    pub fn name(self) -> String {
        let mut len = 0;
        // SAFETY: a live value (the invariant); LLVM returns its name's bytes and length,
        // valid until the name changes, and they are copied at once.
        unsafe {
            let p = LLVMGetValueName2(self.0, &mut len);
            String::from_utf8_lossy(std::slice::from_raw_parts(p as *const u8, len)).into_owned()
        }
    }

    /// A string attribute of a function, e.g. `"no-signed-zeros-fp-math"`.
    pub fn function_string_attribute(self, key: &str) -> Option<String> {
        self.assert_kind(LLVMIsAFunction, "a function");
        // SAFETY: a live function (the invariant, and the kind checked above); `key`
        // is passed with its length; the attribute's value comes back as bytes
        // and a length, copied at once.
        unsafe {
            let attr = LLVMGetStringAttributeAtIndex(
                self.0,
                llvm_sys::LLVMAttributeFunctionIndex,
                key.as_ptr() as *const _,
                key.len() as u32,
            );
            if attr.is_null() {
                return None;
            }
            let mut len = 0;
            let p = LLVMGetStringAttributeValue(attr, &mut len);
            Some(String::from_utf8_lossy(std::slice::from_raw_parts(p as *const u8, len as usize)).into_owned())
        }
    }

    /// Whether a function has the enum attribute `kind`.
    pub fn has_function_enum_attribute(self, kind: u32) -> bool {
        self.assert_kind(LLVMIsAFunction, "a function");
        // SAFETY: a live function (the invariant, and the kind checked above).
        unsafe { !LLVMGetEnumAttributeAtIndex(self.0, llvm_sys::LLVMAttributeFunctionIndex, kind).is_null() }
    }

    /// A function's first block (none for a declaration).
    pub fn first_block(self) -> Option<BasicBlock> {
        self.assert_kind(LLVMIsAFunction, "a function");
        // SAFETY: a live function (the invariant, and the kind checked above).
        let b = unsafe { LLVMGetFirstBasicBlock(self.0) };
        (!b.is_null()).then_some(BasicBlock(b))
    }

    /// A function's blocks, in order.
    pub fn blocks(self) -> impl Iterator<Item = BasicBlock> {
        std::iter::successors(self.first_block(), |b| b.next())
    }

    /// The value of a phi's `index`th entry.
    pub fn incoming_value(self, index: u32) -> Value {
        let n = self.count_incoming();
        assert!(index < n, "entry {index} of {n}");
        // SAFETY: a live phi and an entry index below its count (the invariant, and
        // both checked above).
        Value(unsafe { LLVMGetIncomingValue(self.0, index) })
    }

    pub fn is_terminator(self) -> bool {
        // SAFETY: a live value (the invariant); LLVMIsA* is a checked cast, defined for
        // every value.
        unsafe { !LLVMIsATerminatorInst(self.0).is_null() }
    }

    /// Whether the instruction is an EH pad (`Instruction::isEHPad`).
    pub fn is_eh_pad(self) -> bool {
        matches!(
            self.opcode(),
            LLVMOpcode::LLVMLandingPad
                | LLVMOpcode::LLVMCatchPad
                | LLVMOpcode::LLVMCleanupPad
                | LLVMOpcode::LLVMCatchSwitch
        )
    }

    // --- mutations -------------------------------------------------------

    pub fn replace_all_uses_with(self, with: Value) {
        // SAFETY: two live values (the invariant).
        unsafe { LLVMReplaceAllUsesWith(self.0, with.0) }
    }

    /// Erases an instruction from its block and deletes it.
    ///
    /// # Safety
    /// The value is an instruction (asserted in debug builds), and every copy
    /// of this handle is dead from here on: no copy of it, and no [`Use`] of
    /// its operands, is used after the call (each would point at freed
    /// memory). A handle kept in a table only as a key ([`Value::address`])
    /// is not a use.
    pub unsafe fn erase(self) {
        if cfg!(debug_assertions) {
            self.assert_kind(LLVMIsAInstruction, "an instruction");
        }
        // SAFETY: a live instruction (the invariant and the caller's contract,
        // which covers every copy of the handle too).
        unsafe { LLVMInstructionEraseFromParent(self.0) }
    }

    /// Sets operand `index` of a user (below [`Self::num_operands`]).
    pub fn set_operand(self, index: u32, value: Value) {
        let n = self.num_operands();
        assert!(index < n, "operand {index} of {n}");
        // SAFETY: a live user, an operand index below its count, and a live value (the
        // invariants, and both checked above).
        unsafe { LLVMSetOperand(self.0, index, value.0) }
    }

    /// Appends the entry `(value, from)` to a phi.
    pub fn add_incoming(self, value: Value, from: BasicBlock) {
        self.assert_kind(LLVMIsAPHINode, "a phi");
        // SAFETY: a live phi, value and block (the invariants, and the
        // kind checked above); LLVM reads one entry from each pointer.
        unsafe { LLVMAddIncoming(self.0, &mut { value.0 }, &mut { from.0 }, 1) };
    }
}

impl Use {
    #[inline]
    pub fn next(self) -> Option<Use> {
        // SAFETY: a live use (the invariant: its user and value are alive).
        let u = unsafe { LLVMGetNextUse(self.0) };
        (!u.is_null()).then_some(Use(u))
    }

    #[inline]
    pub fn user(self) -> Value {
        // SAFETY: a live use (the invariant: its user and value are alive).
        Value(unsafe { LLVMGetUser(self.0) })
    }
}

impl BasicBlock {
    pub fn next(self) -> Option<BasicBlock> {
        // SAFETY: a live block (the invariant).
        let b = unsafe { LLVMGetNextBasicBlock(self.0) };
        (!b.is_null()).then_some(BasicBlock(b))
    }

    #[inline]
    pub fn first_instruction(self) -> Option<Value> {
        // SAFETY: a live block (the invariant).
        let i = unsafe { LLVMGetFirstInstruction(self.0) };
        (!i.is_null()).then_some(Value(i))
    }

    pub fn terminator(self) -> Option<Value> {
        // SAFETY: a live block (the invariant); null if it has no terminator.
        let t = unsafe { LLVMGetBasicBlockTerminator(self.0) };
        (!t.is_null()).then_some(Value(t))
    }

    /// The block as a value (its users are the terminators that branch to
    /// it, and blockaddresses).
    pub fn as_value(self) -> Value {
        // SAFETY: a live block (the invariant).
        Value(unsafe { LLVMBasicBlockAsValue(self.0) })
    }

    /// How many edges enter the block: its uses by terminators.
    pub fn predecessor_edges(self) -> usize {
        self.as_value().uses().filter(|u| u.user().is_terminator()).count()
    }

    /// The instructions, in order.
    pub fn instructions(self) -> impl Iterator<Item = Value> {
        std::iter::successors(self.first_instruction(), |i| i.next_instruction())
    }
}

impl Type {
    pub fn is_sized(self) -> bool {
        // SAFETY: a live type (the invariant: types live as long as their context).
        unsafe { LLVMTypeIsSized(self.0) != 0 }
    }

    pub fn undef(self) -> Value {
        // SAFETY: a live type (the invariant).
        Value(unsafe { LLVMGetUndef(self.0) })
    }

    /// Whether a value of this type may be floating-point as LLVM's
    /// `FPMathOperator` sees it: any type but an integer or a pointer.
    pub fn may_be_floating_point(self) -> bool {
        use llvm_sys::LLVMTypeKind::{LLVMIntegerTypeKind, LLVMPointerTypeKind};
        // SAFETY: a live type (the invariant).
        !matches!(unsafe { LLVMGetTypeKind(self.0) }, LLVMIntegerTypeKind | LLVMPointerTypeKind)
    }

    /// A struct or an array.
    pub fn is_aggregate(self) -> bool {
        use llvm_sys::LLVMTypeKind::{LLVMArrayTypeKind, LLVMStructTypeKind};
        // SAFETY: a live type (the invariant).
        matches!(unsafe { LLVMGetTypeKind(self.0) }, LLVMStructTypeKind | LLVMArrayTypeKind)
    }

    /// As the IR prints it (`i32`, `%struct.point`).
    pub fn print(self) -> String {
        // SAFETY: a live type (the invariant); a struct's name and the printed type
        // are C strings LLVM owns, read once, the printed one then disposed.
        unsafe {
            if LLVMGetTypeKind(self.0) == llvm_sys::LLVMTypeKind::LLVMStructTypeKind {
                let name = c_str(LLVMGetStructName(self.0));
                if !name.is_empty() {
                    return format!("%{name}");
                }
            }
            let p = LLVMPrintTypeToString(self.0);
            let s = c_str(p);
            LLVMDisposeMessage(p);
            s
        }
    }

    pub fn poison(self) -> Value {
        // SAFETY: a live type (the invariant).
        Value(unsafe { LLVMGetPoison(self.0) })
    }
}

/// How many successor slots a terminator has.
pub fn num_successors(terminator: Value) -> u32 {
    terminator.assert_kind(LLVMIsATerminatorInst, "a terminator");
    // SAFETY: a live terminator (the invariant, and the kind checked above).
    unsafe { LLVMGetNumSuccessors(terminator.0) }
}

/// Successors of a terminator, in order.
pub fn successors(terminator: Value) -> impl Iterator<Item = BasicBlock> {
    // SAFETY: a live terminator (checked by `num_successors`) and an index
    // below its successor count.
    (0..num_successors(terminator)).map(move |i| BasicBlock(unsafe { LLVMGetSuccessor(terminator.0, i) }))
}

/// The intrinsic ids the promotability rules mention, looked up once.
pub struct Intrinsics {
    pub lifetime_start: u32,
    pub lifetime_end: u32,
    pub assume: u32,
    pub pseudoprobe: u32,
    /// 0 (no intrinsic) before LLVM 20.
    pub fake_use: u32,
}

impl Intrinsics {
    /// Whether `id` is `llvm.lifetime.start` or `.end`.
    pub fn is_lifetime_marker(&self, id: u32) -> bool {
        id == self.lifetime_start || id == self.lifetime_end
    }

    /// Whether a call to `id` is droppable (LLVM's `User::isDroppable`):
    /// `llvm.assume` and pseudo probes.
    pub fn is_droppable(&self, id: u32) -> bool {
        id == self.assume || id == self.pseudoprobe
    }
}

pub fn intrinsics() -> &'static Intrinsics {
    static IDS: OnceLock<Intrinsics> = OnceLock::new();
    IDS.get_or_init(|| {
        // SAFETY: `name` is passed with its length; LLVM only reads it.
        let id = |name: &str| unsafe { llvm_sys::core::LLVMLookupIntrinsicID(name.as_ptr() as *const _, name.len()) };
        Intrinsics {
            lifetime_start: id("llvm.lifetime.start"),
            lifetime_end: id("llvm.lifetime.end"),
            assume: id("llvm.assume"),
            pseudoprobe: id("llvm.pseudoprobe"),
            fake_use: id("llvm.fake.use"),
        }
    })
}

/// The kind id of an enum attribute such as `optnone`.
pub fn enum_attribute_kind(name: &str) -> u32 {
    // SAFETY: `name` is passed with its length; LLVM only reads it.
    unsafe { LLVMGetEnumAttributeKindForName(name.as_ptr() as *const _, name.len()) }
}

/// Reads a C string LLVM owns.
///
/// # Safety
/// `p` is null or points to a NUL-terminated string.
pub unsafe fn c_str(p: *const std::os::raw::c_char) -> String {
    if p.is_null() {
        return String::new();
    }
    // SAFETY: not null (checked above), and NUL-terminated (this function's contract).
    unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
}

/// Reads a textual or bitcode IR file into a fresh context (owned by the
/// returned module for the life of the process: for command-line tools).
pub fn parse_ir_file(path: &std::path::Path) -> Result<Module, String> {
    let c_path = std::ffi::CString::new(path.as_os_str().as_encoded_bytes()).map_err(|e| e.to_string())?;
    // SAFETY: `c_path` is a C string that outlives the call; each out-pointer
    // points to a local; a message LLVM returns is read once and disposed;
    // the parser takes the buffer; the context made here is never disposed,
    // so the module stays alive for the rest of the process.
    unsafe {
        let mut buffer = std::ptr::null_mut();
        let mut message = std::ptr::null_mut();
        if LLVMCreateMemoryBufferWithContentsOfFile(c_path.as_ptr(), &mut buffer, &mut message) != 0 {
            let m = c_str(message);
            LLVMDisposeMessage(message);
            return Err(m);
        }
        let context = LLVMContextCreate();
        let mut module = std::ptr::null_mut();
        if crate::version::parse_ir_consuming_buffer(context, buffer, &mut module, &mut message) != 0 {
            let m = c_str(message);
            LLVMDisposeMessage(message);
            return Err(m);
        }
        Ok(Module(module))
    }
}
