//! Thin wrappers over the LLVM C API: every `llvm_sys` call the pass makes is
//! in this file or in [`super::shim`].
//!
//! The wrappers are safe functions over raw handles. Their one precondition,
//! which the callers uphold by construction, is that a handle is alive: the
//! pass never keeps a handle to an instruction past erasing it.

use std::ffi::CStr;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::OnceLock;

use llvm_sys::core::*;
use llvm_sys::debuginfo::{LLVMInstructionGetDebugLoc, LLVMInstructionSetDebugLoc};
use llvm_sys::prelude::*;
use llvm_sys::LLVMOpcode;

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

/// Maps LLVM handles, by address, to ids. (A table of its own, open
/// addressing, did not pay: docs/design.md.)
pub struct AddressMap<V>(PtrMap<usize, V>);

impl<V> Default for AddressMap<V> {
    fn default() -> Self {
        AddressMap(PtrMap::default())
    }
}

impl<V: Copy> AddressMap<V> {
    /// Replaces the contents with `entries` (addresses are unique).
    pub fn rebuild(&mut self, entries: impl ExactSizeIterator<Item = (usize, V)>) {
        self.clear(entries.len());
        self.0.extend(entries);
    }

    /// Empties the map, with room for `len` entries.
    pub fn clear(&mut self, len: usize) {
        self.0.clear();
        self.0.reserve(len);
    }

    /// The id of `address`, which becomes `id` if it had none.
    #[inline]
    pub fn get_or_insert(&mut self, address: usize, id: V) -> &mut V {
        self.0.entry(address).or_insert(id)
    }

    #[inline]
    pub fn get(&self, address: usize) -> Option<V> {
        self.0.get(&address).copied()
    }

    /// The id of `address`, to change in place, if it has one.
    #[inline]
    pub fn get_mut(&mut self, address: usize) -> Option<&mut V> {
        self.0.get_mut(&address)
    }
}

/// An LLVM value: instruction, argument, constant, function.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[repr(transparent)]
pub struct Value(pub LLVMValueRef);

/// A basic block.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[repr(transparent)]
pub struct BasicBlock(pub LLVMBasicBlockRef);

/// An LLVM type (types are uniqued: equal handles are equal types).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Type(pub LLVMTypeRef);

/// A module.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Module(pub LLVMModuleRef);

impl Module {
    /// The functions, declarations included, in order.
    pub fn functions(self) -> impl Iterator<Item = Value> {
        let first = unsafe { LLVMGetFirstFunction(self.0) };
        std::iter::successors((!first.is_null()).then_some(Value(first)), |f| {
            let next = unsafe { LLVMGetNextFunction(f.0) };
            (!next.is_null()).then_some(Value(next))
        })
    }
}

/// A use of a value: one operand slot of one user.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Use(pub LLVMUseRef);

/// A `DILocation`, or none.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct DebugLoc(pub LLVMMetadataRef);

impl DebugLoc {
    pub const NONE: DebugLoc = DebugLoc(std::ptr::null_mut());
    pub fn is_none(self) -> bool {
        self.0.is_null()
    }
}

impl Value {
    #[inline]
    pub fn opcode(self) -> LLVMOpcode {
        unsafe { LLVMGetInstructionOpcode(self.0) }
    }

    /// The opcode, if the value is an instruction.
    #[inline]
    pub fn opcode_if_instruction(self) -> Option<LLVMOpcode> {
        self.is_instruction().then(|| self.opcode())
    }

    #[inline]
    pub fn is_instruction(self) -> bool {
        unsafe { !LLVMIsAInstruction(self.0).is_null() }
    }

    #[inline]
    pub fn operand(self, index: u32) -> Value {
        Value(unsafe { LLVMGetOperand(self.0, index) })
    }

    #[inline]
    pub fn num_operands(self) -> u32 {
        unsafe { LLVMGetNumOperands(self.0) as u32 }
    }

    #[inline]
    pub fn ty(self) -> Type {
        Type(unsafe { LLVMTypeOf(self.0) })
    }

    /// Volatility of a load or store.
    #[inline]
    pub fn is_volatile(self) -> bool {
        unsafe { LLVMGetVolatile(self.0) != 0 }
    }

    pub fn allocated_type(self) -> Type {
        Type(unsafe { LLVMGetAllocatedType(self.0) })
    }

    #[inline]
    pub fn first_use(self) -> Option<Use> {
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

    #[inline]
    pub fn parent_block(self) -> BasicBlock {
        BasicBlock(unsafe { LLVMGetInstructionParent(self.0) })
    }

    #[inline]
    pub fn next_instruction(self) -> Option<Value> {
        let i = unsafe { LLVMGetNextInstruction(self.0) };
        (!i.is_null()).then_some(Value(i))
    }

    /// The intrinsic a call calls, if it is a direct call to an intrinsic
    /// with the intrinsic's own type (LLVM's `isa<IntrinsicInst>`).
    pub fn called_intrinsic(self) -> Option<u32> {
        if self.opcode() != LLVMOpcode::LLVMCall {
            return None;
        }
        unsafe {
            let callee = LLVMGetCalledValue(self.0);
            if LLVMIsAFunction(callee).is_null() {
                return None;
            }
            let id = LLVMGetIntrinsicID(callee);
            (id != 0 && LLVMGlobalGetValueType(callee) == LLVMGetCalledFunctionType(self.0)).then_some(id)
        }
    }

    /// The function a call, invoke or callbr calls directly, if any.
    pub fn called_function(self) -> Option<Value> {
        if !matches!(self.opcode(), LLVMOpcode::LLVMCall | LLVMOpcode::LLVMInvoke | LLVMOpcode::LLVMCallBr) {
            return None;
        }
        let callee = unsafe { LLVMGetCalledValue(self.0) };
        (!callee.is_null() && unsafe { !LLVMIsAFunction(callee).is_null() }).then_some(Value(callee))
    }

    /// A constant integer.
    pub fn is_constant_int(self) -> bool {
        unsafe { !LLVMIsAConstantInt(self.0).is_null() }
    }

    /// A constant integer zero of any width (LLVM's `ConstantInt::isZero`).
    pub fn is_constant_int_zero(self) -> bool {
        unsafe { !LLVMIsAConstantInt(self.0).is_null() && LLVMIsNull(self.0) != 0 }
    }

    /// `isa<UndefValue>`: undef or poison.
    #[inline]
    pub fn is_undef_or_poison(self) -> bool {
        unsafe { LLVMIsUndef(self.0) != 0 }
    }

    #[inline]
    pub fn is_poison(self) -> bool {
        unsafe { LLVMIsPoison(self.0) != 0 }
    }

    /// Number of entries of a phi.
    pub fn count_incoming(self) -> u32 {
        unsafe { LLVMCountIncoming(self.0) }
    }

    /// The block of a phi's `index`th entry.
    pub fn incoming_block(self, index: u32) -> BasicBlock {
        BasicBlock(unsafe { LLVMGetIncomingBlock(self.0, index) })
    }

    pub fn is_invoke(self) -> bool {
        unsafe { !LLVMIsAInvokeInst(self.0).is_null() }
    }

    /// The normal destination of an invoke.
    pub fn normal_dest(self) -> BasicBlock {
        BasicBlock(unsafe { LLVMGetNormalDest(self.0) })
    }

    pub fn debug_loc(self) -> DebugLoc {
        DebugLoc(unsafe { LLVMInstructionGetDebugLoc(self.0) })
    }

    pub fn set_debug_loc(self, loc: DebugLoc) {
        unsafe { LLVMInstructionSetDebugLoc(self.0, loc.0) }
    }

    pub fn name(self) -> String {
        let mut len = 0;
        unsafe {
            let p = LLVMGetValueName2(self.0, &mut len);
            String::from_utf8_lossy(std::slice::from_raw_parts(p as *const u8, len)).into_owned()
        }
    }

    /// A string attribute of a function, e.g. `"no-signed-zeros-fp-math"`.
    pub fn function_string_attribute(self, key: &str) -> Option<String> {
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

    pub fn has_function_enum_attribute(self, kind: u32) -> bool {
        unsafe { !LLVMGetEnumAttributeAtIndex(self.0, llvm_sys::LLVMAttributeFunctionIndex, kind).is_null() }
    }

    pub fn first_block(self) -> Option<BasicBlock> {
        let b = unsafe { LLVMGetFirstBasicBlock(self.0) };
        (!b.is_null()).then_some(BasicBlock(b))
    }

    /// A function's blocks, in order.
    pub fn blocks(self) -> impl Iterator<Item = BasicBlock> {
        std::iter::successors(self.first_block(), |b| b.next())
    }

    pub fn incoming_value(self, index: u32) -> Value {
        Value(unsafe { LLVMGetIncomingValue(self.0, index) })
    }

    pub fn is_terminator(self) -> bool {
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
        unsafe { LLVMReplaceAllUsesWith(self.0, with.0) }
    }

    pub fn erase(self) {
        unsafe { LLVMInstructionEraseFromParent(self.0) }
    }

    pub fn set_operand(self, index: u32, value: Value) {
        unsafe { LLVMSetOperand(self.0, index, value.0) }
    }

    /// Appends the entry `(value, from)` to a phi.
    pub fn add_incoming(self, value: Value, from: BasicBlock) {
        unsafe { LLVMAddIncoming(self.0, &mut { value.0 }, &mut { from.0 }, 1) };
    }
}

impl Use {
    #[inline]
    pub fn next(self) -> Option<Use> {
        let u = unsafe { LLVMGetNextUse(self.0) };
        (!u.is_null()).then_some(Use(u))
    }

    #[inline]
    pub fn user(self) -> Value {
        Value(unsafe { LLVMGetUser(self.0) })
    }
}

impl BasicBlock {
    pub fn next(self) -> Option<BasicBlock> {
        let b = unsafe { LLVMGetNextBasicBlock(self.0) };
        (!b.is_null()).then_some(BasicBlock(b))
    }

    #[inline]
    pub fn first_instruction(self) -> Option<Value> {
        let i = unsafe { LLVMGetFirstInstruction(self.0) };
        (!i.is_null()).then_some(Value(i))
    }

    pub fn terminator(self) -> Option<Value> {
        let t = unsafe { LLVMGetBasicBlockTerminator(self.0) };
        (!t.is_null()).then_some(Value(t))
    }

    /// The block as a value (its users are the terminators that branch to
    /// it, and blockaddresses).
    pub fn as_value(self) -> Value {
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
        unsafe { LLVMTypeIsSized(self.0) != 0 }
    }

    pub fn undef(self) -> Value {
        Value(unsafe { LLVMGetUndef(self.0) })
    }

    /// A struct or an array.
    pub fn is_aggregate(self) -> bool {
        use llvm_sys::LLVMTypeKind::{LLVMArrayTypeKind, LLVMStructTypeKind};
        matches!(unsafe { LLVMGetTypeKind(self.0) }, LLVMStructTypeKind | LLVMArrayTypeKind)
    }

    /// As the IR prints it (`i32`, `%struct.point`).
    pub fn print(self) -> String {
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
        Value(unsafe { LLVMGetPoison(self.0) })
    }
}

/// Successors of a terminator, in order.
pub fn successors(terminator: Value) -> impl Iterator<Item = BasicBlock> {
    let n = unsafe { LLVMGetNumSuccessors(terminator.0) };
    (0..n).map(move |i| BasicBlock(unsafe { LLVMGetSuccessor(terminator.0, i) }))
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

pub fn intrinsics() -> &'static Intrinsics {
    static IDS: OnceLock<Intrinsics> = OnceLock::new();
    IDS.get_or_init(|| {
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
    unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
}

/// Reads a textual or bitcode IR file into a fresh context (owned by the
/// returned module for the life of the process: for command-line tools).
pub fn parse_ir_file(path: &std::path::Path) -> Result<Module, String> {
    let c_path = std::ffi::CString::new(path.as_os_str().as_encoded_bytes()).map_err(|e| e.to_string())?;
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
