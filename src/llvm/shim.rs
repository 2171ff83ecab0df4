//! The C++ shim's functions (src/shim/shim.cpp): what the C API lacks.

use std::ffi::{c_char, c_void, CString};

use llvm_sys::core::{LLVMIsAAllocaInst, LLVMIsAFunction, LLVMIsAInstruction, LLVMIsAPHINode};
use llvm_sys::prelude::*;

use super::access::UserFacts;
use super::ir::{Alloca, BasicBlock, DebugLoc, Instruction, Type, Use, Value};

extern "C" {
    fn m2r_register_pass_builder_callbacks(pass_builder: *mut c_void);
    fn m2r_run_pipeline(module: LLVMModuleRef, pipeline: *const c_char) -> *mut c_char;
    fn m2r_host_new(function: LLVMValueRef) -> *mut c_void;
    fn m2r_host_dispose(host: *mut c_void);
    fn m2r_host_set_domtree(host: *mut c_void, blocks: *const LLVMBasicBlockRef, idoms: *const u32, n: usize);
    fn m2r_convert_metadata_to_assumes(
        host: *mut c_void,
        load: LLVMValueRef,
        value: LLVMValueRef,
        noundef_undef_is_ub: bool,
    ) -> i32;
    fn m2r_create_phi(
        alloca: LLVMValueRef,
        ty: LLVMTypeRef,
        block: LLVMBasicBlockRef,
        version: u32,
        reserved: u32,
        name_first: bool,
    ) -> LLVMValueRef;
    fn m2r_phi_set_nsz_if_fp(phi: LLVMValueRef);
    fn m2r_add_incoming_window(
        phis: *const LLVMValueRef,
        n: usize,
        first: *const LLVMValueRef,
        changes: *const WindowChange,
        num_changes: usize,
        preds: *const LLVMBasicBlockRef,
        edges: *const u32,
        k: usize,
        shared: *const LLVMValueRef,
        num_shared: usize,
    ) -> bool;
    fn m2r_drop_droppable_use(u: LLVMUseRef);
    fn m2r_is_guaranteed_not_to_be_poison(v: LLVMValueRef) -> bool;
    fn m2r_merge_debug_loc(phi: LLVMValueRef, loc: LLVMMetadataRef);
    fn m2r_may_have_debug_users(inst: LLVMValueRef) -> bool;
    fn m2r_dbg_users(v: LLVMValueRef, out: *mut DbgRecord, capacity: usize) -> usize;
    fn m2r_dbg_assign_markers(inst: LLVMValueRef, out: *mut DbgRecord, capacity: usize) -> usize;
    fn m2r_dbg_value_before_inst(v: LLVMValueRef, like: *mut c_void, inst: LLVMValueRef);
    fn m2r_dbg_value_without_deref_before_inst(v: LLVMValueRef, like: *mut c_void, inst: LLVMValueRef);
    fn m2r_dbg_value_at_block_start(v: LLVMValueRef, like: *mut c_void, block: LLVMBasicBlockRef) -> bool;
    fn m2r_dbg_value_before_record(v: LLVMValueRef, assign: *mut c_void);
    fn m2r_dbg_erase_record(record: *mut c_void);
    fn m2r_dbg_delete_assignment_markers(inst: LLVMValueRef);
    fn m2r_type_alloc_bits(context: LLVMValueRef, ty: LLVMTypeRef, bits: *mut u64, scalable: *mut bool);
    fn m2r_value_has_dbg_value(v: LLVMValueRef, like: *mut c_void) -> bool;
    fn m2r_block_number(block: LLVMBasicBlockRef) -> u32;
    fn m2r_alloca_users(from: LLVMUseRef, out: *mut UserFacts, capacity: usize, next: *mut LLVMUseRef) -> usize;
    fn m2r_next_other_use(from: LLVMUseRef) -> LLVMUseRef;
    fn m2r_access_users(alloca: LLVMValueRef, out: *mut LLVMValueRef, capacity: usize, other: *mut LLVMUseRef)
        -> usize;
    fn m2r_max_block_number(function: LLVMValueRef) -> u32;
    fn m2r_is_guaranteed_not_to_be_poison_at(host: *mut c_void, v: LLVMValueRef, at: LLVMValueRef) -> bool;
    fn m2r_densemap_order(keys: *const u32, n: usize, removed: *const bool, out: *mut u32) -> usize;
    fn m2r_alloca_is_inalloca(alloca: LLVMValueRef) -> bool;
    fn m2r_hoist_alloca(alloca: LLVMValueRef, ty: LLVMTypeRef, entry_end: LLVMValueRef);
}

/// Whether an alloca is an `inalloca` argument area.
pub fn alloca_is_inalloca(alloca: Value) -> bool {
    alloca.assert_kind(LLVMIsAAllocaInst, "an alloca");
    // SAFETY: a live alloca (the invariant; the kind checked above).
    unsafe { m2r_alloca_is_inalloca(alloca.0) }
}

/// all-blocks: a store of undef of `ty` replaces `alloca`, which moves to
/// just before the entry block's terminator `entry_end`.
pub fn hoist_alloca(alloca: Value, ty: Type, entry_end: Value) {
    alloca.assert_kind(LLVMIsAAllocaInst, "an alloca");
    entry_end.assert_kind(LLVMIsAInstruction, "an instruction");
    // SAFETY: live handles (the invariants): an alloca, its allocated type and the entry
    // block's terminator (the kinds checked above).
    unsafe { m2r_hoist_alloca(alloca.0, ty.0, entry_end.0) }
}

/// For tests: the order in which LLVM's `DenseMap<std::pair<unsigned,
/// unsigned>, unsigned>` iterates `keys` (distinct) inserted in order, as
/// indices into `keys`; with `removed` (one flag a key), after taking those
/// flagged out as a round of upstream's phi clean-up does.
pub fn densemap_order(keys: &[(u32, u32)], removed: Option<&[bool]>) -> Vec<u32> {
    let flat: Vec<u32> = keys.iter().flat_map(|&(a, b)| [a, b]).collect();
    let mut out = vec![0; keys.len()];
    if let Some(r) = removed {
        assert_eq!(r.len(), keys.len(), "one flag a key");
    }
    let removed = removed.map_or(std::ptr::null(), <[bool]>::as_ptr);
    // SAFETY: `flat` holds 2 * keys.len() values, `removed` is null or
    // keys.len() flags, and `out` has keys.len() slots, as the shim reads
    // and writes; it returns how many it wrote.
    let n = unsafe { m2r_densemap_order(flat.as_ptr(), keys.len(), removed, out.as_mut_ptr()) };
    out.truncate(n);
    out
}

/// The address LLVM calls to register our passes with a `PassBuilder`.
pub fn register_callbacks_entry() -> unsafe extern "C" fn(*mut c_void) {
    m2r_register_pass_builder_callbacks
}

/// Runs a textual pass pipeline on a module through a pass builder that
/// knows `rust-mem2reg`, as `opt -passes=...` would.
pub fn run_pipeline(module: super::ir::Module, pipeline: &str) -> Result<(), String> {
    let pipeline = CString::new(pipeline).map_err(|e| e.to_string())?;
    // SAFETY: a live module (the invariant) and a C string that outlives the call.
    let err = unsafe { m2r_run_pipeline(module.0, pipeline.as_ptr()) };
    if err.is_null() {
        return Ok(());
    }
    // SAFETY: the shim returns null or an error message LLVM allocated, NUL-terminated.
    let msg = unsafe { super::ir::c_str(err) };
    // SAFETY: that message, read above and disposed once, here.
    unsafe { llvm_sys::core::LLVMDisposeMessage(err) };
    Err(msg)
}

/// What the pass may ask of LLVM for one function: the assumption cache and
/// the dominator tree its value tracking needs. Inside the pass manager the
/// shim owns it; [`OwnedHost`] makes one outside it.
#[derive(Clone, Copy)]
pub struct Host(pub(in crate::llvm) *mut c_void);

impl Host {
    /// The host behind a raw pointer.
    ///
    /// # Safety
    /// `raw` is a host the shim made (`m2r::Host`), alive while the result is
    /// used.
    pub unsafe fn from_raw(raw: *mut c_void) -> Host {
        Host(raw)
    }

    /// The raw pointer, for the shim.
    pub fn raw(self) -> *mut c_void {
        self.0
    }
}

/// A host created outside a pass manager, disposed on drop.
pub struct OwnedHost(Host);

impl OwnedHost {
    pub fn new(function: Value) -> OwnedHost {
        // SAFETY: a live function (the invariant); the host is disposed once, on drop.
        OwnedHost(Host(unsafe { m2r_host_new(function.0) }))
    }
    pub fn host(&self) -> Host {
        self.0
    }
}

impl Drop for OwnedHost {
    fn drop(&mut self) {
        // SAFETY: the host m2r_host_new made, disposed once, here.
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
        // SAFETY: the host, and `blocks` and `idoms` of the same length (asserted
        // above), read during the call only; `Value` and `BasicBlock` are
        // `repr(transparent)` over the C handles.
        unsafe {
            m2r_host_set_domtree(self.0, blocks.as_ptr() as *const LLVMBasicBlockRef, idoms.as_ptr(), blocks.len())
        }
    }

    /// Upstream's `convertMetadataToAssumes` for a load about to become
    /// `value`; with `noundef_undef_is_ub`
    /// ([`crate::rules::Rules::noundef_load_of_undef_is_ub`]), a `!noundef`
    /// load of undef becomes `store i1 true, ptr poison` first.
    pub fn convert_metadata_to_assumes(self, load: Value, value: Value, noundef_undef_is_ub: bool) -> MetadataRewrite {
        // SAFETY: the host and live handles (the invariants): a load (the shim checks
        // the kind before any use) and its replacement.
        match unsafe { m2r_convert_metadata_to_assumes(self.0, load.0, value.0, noundef_undef_is_ub) } {
            0 => MetadataRewrite::Done,
            1 => MetadataRewrite::NeedsDomTree,
            _ => panic!("a load expected"),
        }
    }
}

/// Creates phi number `version` of `alloca` at the top of `block`, named
/// `<alloca name>.<version>`, before it is inserted if `name_first` (see
/// [`crate::rules::Rules::phi_named_before_insertion`]).
pub fn create_phi(alloca: Alloca, ty: Type, block: BasicBlock, version: u32, reserved: u32, name_first: bool) -> Value {
    // SAFETY: live handles (the invariants): an alloca (the type's), its type and a
    // block of its function.
    Value(unsafe { m2r_create_phi(alloca.value().0, ty.0, block.0, version, reserved, name_first) })
}

/// Adds `edges` entries `(values[i], pred)` to each `phis[i]`, in order:
/// a window of one arrival.
pub fn add_incoming_each(phis: &[Value], values: &[Value], pred: BasicBlock, edges: u32) {
    add_incoming_window(phis, values, &[], &[pred], &[edges], &[]);
}

/// Where a window's phi changes value (`M2RWindowChange`): the phi at
/// `slot` takes `value` from arrival `arrival` on.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct WindowChange {
    pub slot: u32,
    pub arrival: u32,
    pub value: Value,
}

// Its layout is M2RWindowChange's (src/shim/ffi.h), or the build fails.
include!(concat!(env!("OUT_DIR"), "/layout_M2RWindowChange.rs"));

/// A window of arrivals at one block, each phi's entries written in one
/// run: `phis[i]` gets, for each arrival `k`, `edges[k]` entries from
/// `preds[k]` of its value then (`first[i]`, then as `changes`, sorted by
/// slot and arrival, say). In a window of two arrivals or more, `shared`
/// must list every value that two of the phis get: their use lists are put
/// in the order adding the entries arrival by arrival would leave them.
pub fn add_incoming_window(
    phis: &[Value],
    first: &[Value],
    changes: &[WindowChange],
    preds: &[BasicBlock],
    edges: &[u32],
    shared: &[Value],
) {
    assert_eq!(preds.len(), edges.len());
    assert_eq!(first.len(), phis.len());
    debug_assert!(changes.windows(2).all(|w| (w[0].slot, w[0].arrival) < (w[1].slot, w[1].arrival)));
    assert!(changes.iter().all(|c| (c.slot as usize) < phis.len() && (c.arrival as usize) < preds.len()));
    // SAFETY: live values and blocks (the invariants), the phis checked to
    // be phis by the shim before any edit; the lengths passed are the
    // slices', and every change names a phi and an arrival in range
    // (asserted above); `Value` and `BasicBlock` are `repr(transparent)`
    // over the C handles; the shim reads the slices during the call only.
    let all_phis = unsafe {
        m2r_add_incoming_window(
            phis.as_ptr() as *const LLVMValueRef,
            phis.len(),
            first.as_ptr() as *const LLVMValueRef,
            changes.as_ptr(),
            changes.len(),
            preds.as_ptr() as *const LLVMBasicBlockRef,
            edges.as_ptr(),
            preds.len(),
            shared.as_ptr() as *const LLVMValueRef,
            shared.len(),
        )
    };
    assert!(all_phis, "phis expected");
}

pub fn set_nsz_if_fp(phi: Value) {
    phi.assert_kind(LLVMIsAPHINode, "a phi");
    // SAFETY: a live phi (the invariant; the kind checked above).
    unsafe { m2r_phi_set_nsz_if_fp(phi.0) }
}

pub fn drop_droppable_use(u: Use) {
    // SAFETY: a live use (the invariant).
    unsafe { m2r_drop_droppable_use(u.0) }
}

pub fn is_guaranteed_not_to_be_poison(v: Value) -> bool {
    // SAFETY: a live value (the invariant).
    unsafe { m2r_is_guaranteed_not_to_be_poison(v.0) }
}

/// `isGuaranteedNotToBePoison(v, no assumption cache, at, the host's
/// dominator tree)`, as InstSimplify asks it of a phi's value at the phi.
pub fn is_guaranteed_not_to_be_poison_at(host: Host, v: Value, at: Value) -> bool {
    at.assert_kind(LLVMIsAInstruction, "an instruction");
    // SAFETY: the host and live handles (the invariants), `at` an instruction (checked
    // above).
    unsafe { m2r_is_guaranteed_not_to_be_poison_at(host.0, v.0, at.0) }
}

/// The phi's location becomes the merge of its location and `loc`.
pub fn merge_debug_loc(phi: Value, loc: DebugLoc) {
    phi.assert_kind(LLVMIsAInstruction, "an instruction");
    // SAFETY: live handles (the invariants): an instruction (checked above) and a
    // location (or none).
    unsafe { m2r_merge_debug_loc(phi.0, loc.0) }
}

// --- debug records ----------------------------------------------------------

/// A debug record (`DbgVariableRecord *`), as an opaque handle.
#[repr(transparent)]
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct RecordRef(*mut c_void);

/// The kind of a debug record.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RecordKind {
    Value,
    Declare,
    Assign,
}

/// A size in bits that may be a multiple of vscale (`TypeSize`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Bits {
    pub min: u64,
    pub scalable: bool,
}

impl Bits {
    /// `TypeSize::isKnownGE`.
    pub fn known_ge(self, other: Bits) -> bool {
        (self.scalable || !other.scalable) && self.min >= other.min
    }
}

/// What the shim reports about one debug record (`M2RDbgRecord`).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct DbgRecord {
    pub handle: RecordRef,
    kind: u8,
    /// The expression is exactly `DW_OP_deref`.
    pub expr_is_deref: bool,
    pub expr_starts_with_deref: bool,
    has_active_bits: bool,
    active_bits: u64,
    has_location_alloca_bits: bool,
    location_alloca_bits_scalable: bool,
    location_alloca_bits: u64,
    has_fragment: bool,
    fragment_offset: u64,
    fragment_size: u64,
    variable: *mut c_void,
    inlined_at: *mut c_void,
    expression: *mut c_void,
    value: LLVMValueRef,
}

// Its layout is M2RDbgRecord's (src/shim/ffi.h), or the build fails.
include!(concat!(env!("OUT_DIR"), "/layout_M2RDbgRecord.rs"));

impl DbgRecord {
    pub fn kind(&self) -> RecordKind {
        match self.kind {
            0 => RecordKind::Value,
            1 => RecordKind::Declare,
            _ => RecordKind::Assign,
        }
    }
    /// The bits of the variable (or fragment) the record describes, if known.
    pub fn active_bits(&self) -> Option<Bits> {
        self.has_active_bits.then_some(Bits { min: self.active_bits, scalable: false })
    }
    /// The allocation size of the alloca that is the record's address, if known.
    pub fn location_alloca_bits(&self) -> Option<Bits> {
        self.has_location_alloca_bits
            .then_some(Bits { min: self.location_alloca_bits, scalable: self.location_alloca_bits_scalable })
    }
    /// LLVM's `DebugVariable`: variable, fragment and inlined-at.
    pub fn variable_key(&self) -> (usize, Option<(u64, u64)>, usize) {
        (self.variable as usize, self.fragment(), self.inlined_at as usize)
    }
    /// LLVM's `DebugVariableAggregate`: variable and inlined-at.
    pub fn aggregate_key(&self) -> (usize, usize) {
        (self.variable as usize, self.inlined_at as usize)
    }
    fn fragment(&self) -> Option<(u64, u64)> {
        self.has_fragment.then_some((self.fragment_offset, self.fragment_size))
    }
    /// The first location operand (a dbg_assign's value).
    pub fn value(&self) -> Value {
        Value(self.value)
    }
}

/// What the shim's `fill(buffer, capacity)` reports: it returns how many
/// records there are and writes at most `capacity`.
fn collect(fill: impl Fn(*mut DbgRecord, usize) -> usize) -> Vec<DbgRecord> {
    let mut out: Vec<DbgRecord> = Vec::new();
    loop {
        let capacity = out.capacity();
        let total = fill(out.as_mut_ptr(), capacity);
        if total <= capacity {
            // SAFETY: the shim initialized the first `total` entries.
            unsafe { out.set_len(total) };
            return out;
        }
        out.reserve(total);
    }
}

/// The users of `alloca` from its use `from` on, in use-list order, read in
/// one call into the shim: into `users` (emptied first, and filled up to
/// its capacity, given some if it has none), stopping after a user that may
/// keep the alloca in memory (neither a load nor a store into it). Returns
/// the use to go on from, if any is left.
pub fn alloca_users(alloca: Alloca, from: Use, users: &mut Vec<UserFacts>) -> Option<Use> {
    // SAFETY: a live use (the invariant).
    assert!(unsafe { llvm_sys::core::LLVMGetUsedValue(from.0) } == alloca.value().0, "a use of the alloca");
    users.clear();
    if users.capacity() == 0 {
        users.reserve(64);
    }
    let capacity = users.capacity();
    let mut next = std::ptr::null_mut();
    // SAFETY: a live use (the invariant) of an alloca (its users are
    // instructions); the buffer pointer comes with its capacity, and the
    // shim writes at most that many entries.
    let n = unsafe { m2r_alloca_users(from.0, users.as_mut_ptr(), capacity, &mut next) };
    // SAFETY: the shim initialized the first `n` entries (n <= capacity).
    unsafe { users.set_len(n) };
    (!next.is_null()).then_some(Use(next))
}

/// The first use from `from` on, in use-list order, whose user is neither a
/// load nor a store into the used value; none if there is none (one call
/// into the shim, which skips the loads and stores).
pub fn next_other_use(from: Use) -> Option<Use> {
    // SAFETY: a live use (the invariant): its user is an instruction or a
    // constant, whose kind the shim checks before it looks further.
    let u = unsafe { m2r_next_other_use(from.0) };
    (!u.is_null()).then_some(Use(u))
}

/// Appends the users of `alloca` to `out`, one per use, in use-list order,
/// if each is a load or a store into it; else leaves `out` as it was and
/// gives the use of the first that is neither. One walk in the shim (two if
/// `out` must grow: reserve room first), which reads nothing else of them.
pub fn append_access_users(alloca: Alloca, out: &mut Vec<Value>) -> Result<(), Use> {
    loop {
        let at = out.len();
        let spare = out.spare_capacity_mut();
        let mut other = std::ptr::null_mut();
        // SAFETY: a live alloca (the invariant): its users are instructions.
        // The shim writes at most `spare.len()` entries into the spare room,
        // each a live user (`Value` is a transparent wrapper of
        // `LLVMValueRef`), and sets `other` only when it returns usize::MAX.
        let n = unsafe { m2r_access_users(alloca.value().0, spare.as_mut_ptr().cast(), spare.len(), &mut other) };
        if n == usize::MAX {
            return Err(Use(other));
        }
        if n <= spare.len() {
            // SAFETY: the shim initialized the first `n` spare entries.
            unsafe { out.set_len(at + n) };
            return Ok(());
        }
        out.reserve(n);
    }
}

/// Whether some debug record can name `inst`: if not, [`dbg_users`] and
/// [`dbg_assign_markers`] find none.
pub fn may_have_debug_users(inst: Instruction) -> bool {
    // SAFETY: a live instruction (the invariant, and the type's).
    unsafe { m2r_may_have_debug_users(inst.value().0) }
}

/// The records whose location uses `v` (`llvm::findDbgUsers`), in LLVM's order.
pub fn dbg_users(v: Value) -> Vec<DbgRecord> {
    // SAFETY: a live value; `collect` passes a buffer with its capacity, and
    // the shim writes at most that many records.
    collect(|p, c| unsafe { m2r_dbg_users(v.0, p, c) })
}

/// The dbg_assign records linked to `inst`.
pub fn dbg_assign_markers(inst: Value) -> Vec<DbgRecord> {
    inst.assert_kind(LLVMIsAInstruction, "an instruction");
    // SAFETY: a live instruction; `collect` passes a buffer with its
    // capacity, and the shim writes at most that many records.
    collect(|p, c| unsafe { m2r_dbg_assign_markers(inst.0, p, c) })
}

/// Inserts a dbg_value of `v` like `like` (its variable and expression, at
/// line 0 of its scope) just before `inst`, after the records already there.
pub fn dbg_value_before_inst(v: Value, like: RecordRef, inst: Value) {
    inst.assert_kind(LLVMIsAInstruction, "an instruction");
    // SAFETY: live handles (the invariants): a value, a record the shim listed, an
    // instruction.
    unsafe { m2r_dbg_value_before_inst(v.0, like.0, inst.0) }
}

/// `BasicBlock::getNumber()` (LLVM 20 on; see [`super::function::BlockNumbering`]).
pub fn block_number(block: BasicBlock) -> u32 {
    // SAFETY: a live block (the invariant).
    unsafe { m2r_block_number(block.0) }
}

/// One more than the largest [`block_number`] of `function`'s blocks (0
/// before LLVM 20).
pub fn max_block_number(function: Value) -> u32 {
    function.assert_kind(LLVMIsAFunction, "a function");
    // SAFETY: a live function (the invariant, checked to be a function).
    unsafe { m2r_max_block_number(function.0) }
}

/// Inserts a dbg_value of `v` for `like`'s variable, with `like`'s expression
/// minus its leading dereference, at line 0 of its scope, just before `inst`.
pub fn dbg_value_without_deref_before_inst(v: Value, like: RecordRef, inst: Value) {
    inst.assert_kind(LLVMIsAInstruction, "an instruction");
    // SAFETY: live handles (the invariants): a value, a record the shim listed,
    // an instruction.
    unsafe { m2r_dbg_value_without_deref_before_inst(v.0, like.0, inst.0) }
}

/// The same at the first insertion point of `block`, before the records
/// already there; false if the block has none (a catchswitch block).
pub fn dbg_value_at_block_start(v: Value, like: RecordRef, block: BasicBlock) -> bool {
    // SAFETY: live handles (the invariants): a value, a record the shim listed, a block.
    unsafe { m2r_dbg_value_at_block_start(v.0, like.0, block.0) }
}

/// Inserts a dbg_value of `v` with the variable, expression and location of
/// `assign`, just before it.
pub fn dbg_value_before_record(v: Value, assign: RecordRef) {
    // SAFETY: live handles (the invariants): a value and a dbg_assign the shim listed.
    unsafe { m2r_dbg_value_before_record(v.0, assign.0) }
}

/// Erases a debug record and deletes it.
///
/// # Safety
/// `r` is a record the shim listed and not yet erased, and no copy of it is
/// used after the call (each would point at freed memory); a copy kept only
/// as a key is not a use.
pub unsafe fn erase_record(r: RecordRef) {
    // SAFETY: a live record (this function's contract), erased once.
    unsafe { m2r_dbg_erase_record(r.0) }
}

/// Erases the dbg_assigns linked to `inst`.
pub fn delete_assignment_markers(inst: Value) {
    inst.assert_kind(LLVMIsAInstruction, "an instruction");
    // SAFETY: a live instruction (the invariant; the kind checked above).
    unsafe { m2r_dbg_delete_assignment_markers(inst.0) }
}

/// The allocation size of `ty` in bits, in the module of instruction `context`.
pub fn type_alloc_bits(context: Value, ty: super::ir::Type) -> Bits {
    context.assert_kind(LLVMIsAInstruction, "an instruction");
    let mut min = 0;
    let mut scalable = false;
    // SAFETY: live handles (the invariants): an instruction and a type of its context;
    // the out-pointers point to locals.
    unsafe { m2r_type_alloc_bits(context.0, ty.0, &mut min, &mut scalable) };
    Bits { min, scalable }
}

/// Whether a dbg_value of `v` for `like`'s variable and expression exists.
pub fn value_has_dbg_value(v: Value, like: RecordRef) -> bool {
    // SAFETY: live handles (the invariants): a value and a record the shim listed.
    unsafe { m2r_value_has_dbg_value(v.0, like.0) }
}
