//! What differs between the LLVMs the plugin is built for, in one place.
//!
//! The plugin is built for LLVM 19 (Debian's packages, the default) or, with
//! `RUSTFLAGS='--cfg m2r_llvm="N"'` (`scripts/build --llvm N`), for LLVM 22
//! (the PyPI build with assertions, a second oracle) or 23.
//! Everything else asks this module; nothing else checks the version. Items
//! whose type or C API changed in 22 ask `cfg(m2r_llvm_22_on)`, which
//! build.rs sets for 22 and 23. The
//! C++ shim's API differences are in `src/shim/version.h`.

use crate::ssa::rename::SuccessorOrder;
use crate::ssa::simplify::Probing;

/// The major version of the LLVM the plugin is built for, as build.rs found
/// it (rustdoc, building the doctests, sees build.rs's settings but not
/// `RUSTFLAGS`).
pub const LLVM_MAJOR: u32 = match env!("M2R_LLVM_MAJOR").as_bytes() {
    b"19" => 19,
    b"22" => 22,
    b"23" => 23,
    _ => panic!("build.rs sets M2R_LLVM_MAJOR to 19, 22 or 23"),
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

/// Whether clang loads `-fpass-plugin` plugins before it parses `-mllvm`
/// options (LLVM 22 on, llvm/llvm-project#171868), so that the plugin's own
/// flags (`-mllvm -rust-mem2reg-all-blocks`) are known. Before that, the
/// library must also be loaded early: `-Xclang -load -Xclang libm2r.so`.
pub const CLANG_LOADS_PASS_PLUGINS_BEFORE_MLLVM: bool = LLVM_MAJOR >= 22;

/// The plugin's (absent) pre-codegen callback.
#[cfg(not(m2r_llvm_22_on))]
pub const NO_PRE_CODEGEN_CALLBACK: PreCodeGenCallback = ();
/// The plugin's (absent) pre-codegen callback.
#[cfg(m2r_llvm_22_on)]
pub const NO_PRE_CODEGEN_CALLBACK: PreCodeGenCallback = None;

// ---------------------------------------------------------------------------
// What upstream's mem2reg does differently (PromoteMemoryToRegister.cpp).

/// The order in which renaming continues at a block's successors: changed in
/// LLVM 21, which pushes them walking the terminator backwards.
pub const RENAME_SUCCESSOR_ORDER: SuccessorOrder =
    if LLVM_MAJOR >= 21 { SuccessorOrder::ByLastOccurrence } else { SuccessorOrder::FirstThenRestReversed };

/// Whether upstream's mem2reg numbers blocks by `BasicBlock::getNumber()`
/// (LLVM 20 on), which after parsing follows the order in which blocks were
/// first referenced, rather than in layout order (LLVM 19). The numbers key
/// the map of new phis (so they decide the clean-up's order), order each
/// variable's phi blocks when their names' versions are handed out, and
/// order the poison entries for unreachable predecessors.
pub const BLOCK_NUMBERS_FROM_LLVM: bool = LLVM_MAJOR >= 20;

/// Whether an alloca whose loads and stores all use one type other than its
/// allocated type is promoted, its values of that type (LLVM 23 on; before,
/// every load and store must use the allocated type).
pub const PROMOTES_ONE_ACCESS_TYPE: bool = LLVM_MAJOR >= 23;

/// Whether upstream's phi clean-up keeps a phi of a value and `undef` unless
/// LLVM can tell that the value is not poison at the phi (InstSimplify's
/// `simplifyPHINode`, from LLVM 21 on).
pub const PHI_CLEANUP_KEEPS_UNDEF_FROM_POISON: bool = LLVM_MAJOR >= 21;

/// How upstream's `DenseMap` of new phis probes, which decides the order of
/// the phi clean-up: linearly from LLVM 23 on.
pub const PHI_MAP_PROBING: Probing = if LLVM_MAJOR >= 23 { Probing::Linear } else { Probing::Quadratic };

/// What a debug record says when a store cannot describe its variable (the
/// stored value is smaller than the variable, or the declare's expression
/// does more than dereference): `undef` in LLVM 19, `poison` in 22 and 23
/// (`ConvertDebugDeclareToDebugValue`).
pub const UNDESCRIBED_DEBUG_VALUE: Unknown = if LLVM_MAJOR >= 22 { Unknown::Poison } else { Unknown::Undef };

/// Whether the single-store path turns a `dbg_value` that dereferences the
/// alloca into a `dbg_value` of the stored value, without the dereference,
/// before the store (`InsertDebugValueAtStoreLoc`, in LLVM 22 and 23; LLVM 19
/// only erases it).
pub const SINGLE_STORE_CONVERTS_DEREF_VALUES: bool = LLVM_MAJOR >= 22;

/// Whether splitting a critical edge gives the new block's branch the
/// terminator's `!llvm.loop` (reg2mem in LLVM 22 and 23; not in LLVM 19).
/// Found by running each version's reg2mem.
pub const SPLIT_EDGE_COPIES_LOOP_METADATA: bool = LLVM_MAJOR >= 22;

/// `undef` or `poison`, where upstream's choice between them changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unknown {
    Undef,
    Poison,
}

// ---------------------------------------------------------------------------
// The IR.

/// Whether `llvm.lifetime.start` and `llvm.lifetime.end` have their old form:
/// a size before the pointer, which may be a cast or GEP of the alloca (until
/// LLVM 21). From 22 on they take only the pointer, and it is the alloca.
pub const LIFETIME_MARKERS_SIZED: bool = LLVM_MAJOR < 22;

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
    unsafe {
        llvm_sys::ir_reader::LLVMParseIRInContext(context, buffer, module, message)
    }
    #[cfg(m2r_llvm_22_on)]
    unsafe {
        let failed = llvm_sys::ir_reader::LLVMParseIRInContext2(context, buffer, module, message);
        llvm_sys::core::LLVMDisposeMemoryBuffer(buffer);
        failed
    }
}
