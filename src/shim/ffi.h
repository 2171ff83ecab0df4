//===- ffi.h - the structs the shim and Rust share, and their layouts ------===//
//
// Every struct that crosses between the C++ shim and Rust by pointer is
// described here, once, with its layout: M2R_SIZE(CName, RustName, bytes)
// and one M2R_FIELD(CName, CField, rust_field, offset) per field, in order.
// The C++ side static_asserts them below; build.rs reads the same lines and
// writes the Rust side's assertions (OUT_DIR/layout_CName.rs, which the
// Rust struct's module includes): its size, each field's offset, and a
// pattern naming every field, so that a field added, removed or moved on
// either side alone fails the build. build.rs also checks that each struct
// here has as many M2R_FIELD lines as fields. A Rust `bool` is a C++
// `bool`: one byte, 0 or 1. The offsets are those of the 64-bit Linux ABI
// (LP64), the one the plugin is built for.
//
//===----------------------------------------------------------------------===//

#ifndef M2R_SHIM_FFI_H
#define M2R_SHIM_FFI_H

#include "llvm-c/Core.h"
#include <cstddef>
#include <cstdint>

#define M2R_SIZE(S, RUST, N) static_assert(sizeof(S) == (N), #S " is " #N " bytes, as " #RUST " in Rust");
#define M2R_FIELD(S, F, RUST, N)                                                                   \
  static_assert(offsetof(S, F) == (N), #S "::" #F " is at " #N ", as " #RUST " in Rust");

extern "C" {

/// rust-mem2reg's options (`Options` in src/promote/options.rs).
struct M2ROptions {
  bool AllBlocks;
  uint64_t MaxPhiEntries; // UINT64_MAX: no cap
};

/// Where a window's phi changes value (`WindowChange` in src/llvm/shim.rs):
/// the phi at `Slot` takes `Value` from arrival `Arrival` on.
struct M2RWindowChange {
  uint32_t Slot;
  uint32_t Arrival;
  LLVMValueRef Value;
};

/// A load or store of an alloca as a later batch's scan reads it
/// (`MemAccess` in src/llvm/access.rs).
struct M2RMemAccess {
  LLVMValueRef Inst;
  LLVMValueRef Address;
  /// The value a store stores; null for a load.
  LLVMValueRef Stored;
  /// For a store of a load's value: that load's address; else null.
  LLVMValueRef StoredLoadAddress;
  /// For a load: whether it has metadata other than its location (which
  /// upstream may turn into assumptions when it is replaced); else false.
  bool Metadata;
};

/// A successor that a read of a run of blocks (`m2r_blocks_read`) could not
/// give an id, being neither its block nor the next one: to look up once
/// every block has one (`DeferredEdge` in src/llvm/shim.rs).
struct M2RDeferredEdge {
  LLVMBasicBlockRef Target;
  /// Its number (see `m2r_block_number`), if the run reads numbers; from
  /// LLVM 20 on, UINT32_MAX for a block of another function.
  uint32_t Number;
  /// Its slot among the function's successors, in order.
  uint32_t Slot;
  /// The position in the function of the block whose successor it is.
  uint32_t Source;
};

/// A load or store of a candidate as the census writes it (`ScannedAccess`
/// in src/llvm/census.rs): `Found` is what a store stores (for a load, the
/// load itself); `FoundLoad` the access id of that value where it is the
/// access just before (for a load: its own id), else UINT32_MAX; `Kind` 0
/// for a load, 1 for a store (no other value).
struct M2RScannedAccess {
  LLVMValueRef Inst;
  LLVMValueRef Found;
  uint32_t Block;
  uint32_t Candidate;
  uint32_t FoundLoad;
  uint8_t Kind;
  bool Metadata;
};

/// An alloca of the entry block, a provisional candidate, with what the
/// census saw of its loads and stores (`CensusAlloca` in
/// src/llvm/census.rs): how many; the last one's address use (null before
/// the first); whether each one's use is followed in the use list by the
/// one before it; whether each qualifies; the type they must all have
/// (null until the first, when any one type will do).
struct M2RCensusAlloca {
  LLVMValueRef Alloca;
  LLVMTypeRef AllocatedType;
  LLVMUseRef Last;
  LLVMTypeRef Expected;
  uint32_t Seen;
  bool Backward;
  bool Qualifies;
};

/// A store whose value is a load of a candidate other than the access just
/// before it (`ForwardStore` in src/llvm/census.rs): found at the end.
struct M2RForwardStore {
  LLVMValueRef Load;
  uint32_t Store;
  uint32_t Candidate;
};

struct M2RCensus;
/// Enlarges one of a census's arrays (see `M2RCensus`).
typedef bool (*M2RGrowFn)(M2RCensus *Census, uint32_t Which, size_t Needed);

/// The census of a run (`CensusRun` in src/llvm/census.rs): three arrays
/// the caller owns, each with its length and room, which `Grow` (the
/// caller's) enlarges to at least the room asked for (`Which`: 0 the
/// accesses, 1 the allocas, 2 the forward stores), or fails to (false:
/// the census stops, `Failed` set; the blocks are read on).
struct M2RCensus {
  M2RScannedAccess *Accesses;
  size_t NumAccesses;
  size_t AccessCapacity;
  M2RCensusAlloca *Allocas;
  size_t NumAllocas;
  size_t AllocaCapacity;
  M2RForwardStore *Forward;
  size_t NumForward;
  size_t ForwardCapacity;
  M2RGrowFn Grow;
  void *Owner;
  /// Whether the loads and stores must have the allocated type (else any
  /// one type).
  bool AllocatedType;
  /// Out: an entry-block access came before its alloca (IR the verifier
  /// rejects), or growing failed: the census is not to be used.
  bool Failed;
};

/// A run of blocks as `m2r_blocks_read` reads them, in function order
/// (`BlockRun` in src/llvm/shim.rs). The caller gives the buffers and their
/// room; the shim fills them and the counts. Per block: the block, its
/// number (if `Numbers`), and where its loads and stores (if `Accesses`)
/// and its successors (if `Succs`) end in those arrays. A successor is
/// written as its block's position if it is the block itself or the next
/// one; else as its block's own position, a placeholder, with a deferred
/// edge (`Deferred`, room for `SuccCapacity`).
struct M2RBlockRun {
  LLVMBasicBlockRef *Blocks;
  uint32_t *Numbers;
  uint32_t *AccessEnds;
  uint32_t *SuccEnds;
  size_t BlockCapacity;
  M2RMemAccess *Accesses;
  size_t AccessCapacity;
  uint32_t *Succs;
  M2RDeferredEdge *Deferred;
  size_t SuccCapacity;
  /// The position in the function of the run's first block, and how many
  /// successors the blocks before it have.
  uint32_t First;
  uint32_t SlotBase;
  /// Out: how many blocks, loads and stores, allocas, successors and
  /// deferred edges were written. If the first block did not fit, no block
  /// was read, and the counts are what it needs.
  size_t NumBlocks;
  size_t NumAccesses;
  size_t NumSuccs;
  size_t NumDeferred;
  /// Out: the block to read on from, null after the last.
  LLVMBasicBlockRef Next;
  /// Out: `Next` has no terminator (when successors are read).
  bool MissingTerminator;
  /// If not null, the census of each block read (with its successors; the
  /// loads and stores are not written to `Accesses` then).
  M2RCensus *Census;
};

/// A user of an alloca, as a walk of its use list reads it (`UserFacts` in
/// src/llvm/access.rs; see `m2r_alloca_users`).
struct M2RUserFacts {
  LLVMValueRef User;
  /// The type a load loads or a store stores (the alloca as its address,
  /// its value, or both); null for another user.
  LLVMTypeRef Type;
  /// The value a store stores; null for a load or another user.
  LLVMValueRef Stored;
  bool Volatile;
};

/// What Rust needs to know about one debug record (`DbgRecord` in
/// src/llvm/shim.rs).
struct M2RDbgRecord {
  void *Record;               // DbgVariableRecord * or DbgVariableIntrinsic *
  uint8_t Kind;               // 0 dbg_value, 1 dbg_declare, 2 dbg_assign
  bool ExprIsDeref;           // the expression is exactly DW_OP_deref
  bool ExprStartsWithDeref;
  bool HasActiveBits;         // DIExpression::getActiveBits(variable)
  uint64_t ActiveBits;
  bool HasLocationAllocaBits; // the alloca its location is, sized
  bool LocationAllocaBitsScalable;
  uint64_t LocationAllocaBits;
  bool HasFragment;
  uint64_t FragmentOffset;
  uint64_t FragmentSize;
  void *Variable;
  void *InlinedAt;
  void *Expression;
  LLVMValueRef Value;         // the first location operand, if any
};

/// One part of a remark's message (`Part` in src/llvm/remarks.rs): plain
/// text (`Key` null), or a named argument (a string, an integer, or an IR
/// value, whose debug location goes with it).
struct M2RRemarkPart {
  const char *Key;
  const char *Str;
  size_t Len;
  LLVMValueRef Value;
  int64_t Int;
  uint8_t Kind; // 0 text, 1 string, 2 integer, 3 value
};

} // extern "C"

M2R_SIZE(M2ROptions, Options, 16)
M2R_FIELD(M2ROptions, AllBlocks, all_blocks, 0)
M2R_FIELD(M2ROptions, MaxPhiEntries, max_phi_entries, 8)

M2R_SIZE(M2RWindowChange, WindowChange, 16)
M2R_FIELD(M2RWindowChange, Slot, slot, 0)
M2R_FIELD(M2RWindowChange, Arrival, arrival, 4)
M2R_FIELD(M2RWindowChange, Value, value, 8)

M2R_SIZE(M2RMemAccess, MemAccess, 40)
M2R_FIELD(M2RMemAccess, Inst, inst, 0)
M2R_FIELD(M2RMemAccess, Address, address, 8)
M2R_FIELD(M2RMemAccess, Stored, stored, 16)
M2R_FIELD(M2RMemAccess, StoredLoadAddress, stored_load_address, 24)
M2R_FIELD(M2RMemAccess, Metadata, metadata, 32)

M2R_SIZE(M2RDeferredEdge, DeferredEdge, 24)
M2R_FIELD(M2RDeferredEdge, Target, target, 0)
M2R_FIELD(M2RDeferredEdge, Number, number, 8)
M2R_FIELD(M2RDeferredEdge, Slot, slot, 12)
M2R_FIELD(M2RDeferredEdge, Source, source, 16)

M2R_SIZE(M2RBlockRun, BlockRun, 144)
M2R_FIELD(M2RBlockRun, Blocks, blocks, 0)
M2R_FIELD(M2RBlockRun, Numbers, numbers, 8)
M2R_FIELD(M2RBlockRun, AccessEnds, access_ends, 16)
M2R_FIELD(M2RBlockRun, SuccEnds, succ_ends, 24)
M2R_FIELD(M2RBlockRun, BlockCapacity, block_capacity, 32)
M2R_FIELD(M2RBlockRun, Accesses, accesses, 40)
M2R_FIELD(M2RBlockRun, AccessCapacity, access_capacity, 48)
M2R_FIELD(M2RBlockRun, Succs, succs, 56)
M2R_FIELD(M2RBlockRun, Deferred, deferred, 64)
M2R_FIELD(M2RBlockRun, SuccCapacity, succ_capacity, 72)
M2R_FIELD(M2RBlockRun, First, first, 80)
M2R_FIELD(M2RBlockRun, SlotBase, slot_base, 84)
M2R_FIELD(M2RBlockRun, NumBlocks, num_blocks, 88)
M2R_FIELD(M2RBlockRun, NumAccesses, num_accesses, 96)
M2R_FIELD(M2RBlockRun, NumSuccs, num_succs, 104)
M2R_FIELD(M2RBlockRun, NumDeferred, num_deferred, 112)
M2R_FIELD(M2RBlockRun, Next, next, 120)
M2R_FIELD(M2RBlockRun, MissingTerminator, missing_terminator, 128)
M2R_FIELD(M2RBlockRun, Census, census, 136)

M2R_SIZE(M2RScannedAccess, ScannedAccess, 32)
M2R_FIELD(M2RScannedAccess, Inst, inst, 0)
M2R_FIELD(M2RScannedAccess, Found, found, 8)
M2R_FIELD(M2RScannedAccess, Block, block, 16)
M2R_FIELD(M2RScannedAccess, Candidate, candidate, 20)
M2R_FIELD(M2RScannedAccess, FoundLoad, found_load, 24)
M2R_FIELD(M2RScannedAccess, Kind, kind, 28)
M2R_FIELD(M2RScannedAccess, Metadata, metadata, 29)

M2R_SIZE(M2RCensusAlloca, CensusAlloca, 40)
M2R_FIELD(M2RCensusAlloca, Alloca, alloca, 0)
M2R_FIELD(M2RCensusAlloca, AllocatedType, allocated_type, 8)
M2R_FIELD(M2RCensusAlloca, Last, last, 16)
M2R_FIELD(M2RCensusAlloca, Expected, expected, 24)
M2R_FIELD(M2RCensusAlloca, Seen, seen, 32)
M2R_FIELD(M2RCensusAlloca, Backward, backward, 36)
M2R_FIELD(M2RCensusAlloca, Qualifies, qualifies, 37)

M2R_SIZE(M2RForwardStore, ForwardStore, 16)
M2R_FIELD(M2RForwardStore, Load, load, 0)
M2R_FIELD(M2RForwardStore, Store, store, 8)
M2R_FIELD(M2RForwardStore, Candidate, candidate, 12)

M2R_SIZE(M2RCensus, CensusRun, 96)
M2R_FIELD(M2RCensus, Accesses, accesses, 0)
M2R_FIELD(M2RCensus, NumAccesses, num_accesses, 8)
M2R_FIELD(M2RCensus, AccessCapacity, access_capacity, 16)
M2R_FIELD(M2RCensus, Allocas, allocas, 24)
M2R_FIELD(M2RCensus, NumAllocas, num_allocas, 32)
M2R_FIELD(M2RCensus, AllocaCapacity, alloca_capacity, 40)
M2R_FIELD(M2RCensus, Forward, forward, 48)
M2R_FIELD(M2RCensus, NumForward, num_forward, 56)
M2R_FIELD(M2RCensus, ForwardCapacity, forward_capacity, 64)
M2R_FIELD(M2RCensus, Grow, grow, 72)
M2R_FIELD(M2RCensus, Owner, owner, 80)
M2R_FIELD(M2RCensus, AllocatedType, allocated_type, 88)
M2R_FIELD(M2RCensus, Failed, failed, 89)

M2R_SIZE(M2RUserFacts, UserFacts, 32)
M2R_FIELD(M2RUserFacts, User, user, 0)
M2R_FIELD(M2RUserFacts, Type, ty, 8)
M2R_FIELD(M2RUserFacts, Stored, stored, 16)
M2R_FIELD(M2RUserFacts, Volatile, volatile, 24)

M2R_SIZE(M2RDbgRecord, DbgRecord, 96)
M2R_FIELD(M2RDbgRecord, Record, handle, 0)
M2R_FIELD(M2RDbgRecord, Kind, kind, 8)
M2R_FIELD(M2RDbgRecord, ExprIsDeref, expr_is_deref, 9)
M2R_FIELD(M2RDbgRecord, ExprStartsWithDeref, expr_starts_with_deref, 10)
M2R_FIELD(M2RDbgRecord, HasActiveBits, has_active_bits, 11)
M2R_FIELD(M2RDbgRecord, ActiveBits, active_bits, 16)
M2R_FIELD(M2RDbgRecord, HasLocationAllocaBits, has_location_alloca_bits, 24)
M2R_FIELD(M2RDbgRecord, LocationAllocaBitsScalable, location_alloca_bits_scalable, 25)
M2R_FIELD(M2RDbgRecord, LocationAllocaBits, location_alloca_bits, 32)
M2R_FIELD(M2RDbgRecord, HasFragment, has_fragment, 40)
M2R_FIELD(M2RDbgRecord, FragmentOffset, fragment_offset, 48)
M2R_FIELD(M2RDbgRecord, FragmentSize, fragment_size, 56)
M2R_FIELD(M2RDbgRecord, Variable, variable, 64)
M2R_FIELD(M2RDbgRecord, InlinedAt, inlined_at, 72)
M2R_FIELD(M2RDbgRecord, Expression, expression, 80)
M2R_FIELD(M2RDbgRecord, Value, value, 88)

M2R_SIZE(M2RRemarkPart, Part, 48)
M2R_FIELD(M2RRemarkPart, Key, key, 0)
M2R_FIELD(M2RRemarkPart, Str, text, 8)
M2R_FIELD(M2RRemarkPart, Len, len, 16)
M2R_FIELD(M2RRemarkPart, Value, value, 24)
M2R_FIELD(M2RRemarkPart, Int, int, 32)
M2R_FIELD(M2RRemarkPart, Kind, kind, 40)

#endif
