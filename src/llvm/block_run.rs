//! Reading a function's blocks a run at a time (`m2r_blocks_read` in
//! src/shim/read.cpp): each block, its number, its loads and stores (or
//! the first batch's census of them) and its successors, for as many blocks
//! as the buffers hold, in one call. A successor that is its own block or the
//! next one comes with its id; the others come as deferred edges, to look
//! up once every block has an id.

use llvm_sys::prelude::*;

use super::access::MemAccess;
use super::census::{Census, CensusRun};
use super::ir::BasicBlock;

extern "C" {
    fn m2r_blocks_read(from: LLVMBasicBlockRef, run: *mut BlockRun);
}

/// A successor a run's read could not give an id (`M2RDeferredEdge`):
/// neither its own block nor the next one.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct DeferredEdge {
    pub target: BasicBlock,
    /// Its number, if the run read numbers (see `shim::block_number`):
    /// `u32::MAX` for a block of another function.
    pub number: u32,
    /// Its slot among the function's successors, in order.
    pub slot: u32,
    /// The position of the block whose successor it is.
    pub source: u32,
}

// Its layout is M2RDeferredEdge's (src/shim/ffi.h), or the build fails.
include!(concat!(env!("OUT_DIR"), "/layout_M2RDeferredEdge.rs"));

/// The buffers and counts of one call (`M2RBlockRun`).
#[repr(C)]
struct BlockRun {
    blocks: *mut BasicBlock,
    numbers: *mut u32,
    access_ends: *mut u32,
    succ_ends: *mut u32,
    block_capacity: usize,
    accesses: *mut MemAccess,
    access_capacity: usize,
    succs: *mut u32,
    deferred: *mut DeferredEdge,
    succ_capacity: usize,
    first: u32,
    slot_base: u32,
    num_blocks: usize,
    num_accesses: usize,
    num_succs: usize,
    num_deferred: usize,
    next: LLVMBasicBlockRef,
    missing_terminator: bool,
    census: *mut CensusRun,
}

// Its layout is M2RBlockRun's (src/shim/ffi.h), or the build fails.
include!(concat!(env!("OUT_DIR"), "/layout_M2RBlockRun.rs"));

/// What a run's read takes, besides the blocks.
#[derive(Clone, Copy, Debug)]
pub struct RunParts {
    /// Their loads and stores of allocas.
    pub accesses: bool,
    /// Their successors.
    pub succs: bool,
    /// Their numbers, and the deferred successors' (LLVM's numbering).
    pub numbers: bool,
}

/// One run of blocks as read, filled by [`BlockRuns::read`]: per block, in
/// function order, the block, its number (if read), and where its accesses
/// and its successors end in `accesses` and `succs` (if read).
#[derive(Default)]
pub struct BlockRuns {
    pub blocks: Vec<BasicBlock>,
    pub numbers: Vec<u32>,
    pub access_ends: Vec<u32>,
    pub succ_ends: Vec<u32>,
    pub accesses: Vec<MemAccess>,
    /// Each successor's id: its position in the function, or for a deferred
    /// one its block's own, as a placeholder.
    pub succs: Vec<u32>,
    pub deferred: Vec<DeferredEdge>,
    /// The block to read on from: none after the last.
    pub next: Option<BasicBlock>,
    /// Whether `next` has no terminator (when successors are read): the
    /// read stopped before it.
    pub missing_terminator: bool,
}

/// Empties `v`, with room for `n` if `wanted`.
fn room<T>(v: &mut Vec<T>, wanted: bool, n: usize) {
    v.clear();
    if wanted {
        v.reserve(n);
    }
}

/// `p`, or null if not `wanted` (a buffer the shim is not to write).
fn ptr_or_null<T>(wanted: bool, p: *mut T) -> *mut T {
    if wanted {
        p
    } else {
        std::ptr::null_mut()
    }
}

/// The room a run starts with: its blocks, and their loads and stores (a
/// few per block in ordinary code). A block needing more gets it.
const RUN_BLOCKS: usize = 256;
const RUN_ACCESSES: usize = 512;

impl BlockRuns {
    /// Reads blocks from `from`, the block at position `first` of its
    /// function (whose blocks before it have `slot_base` successors), at
    /// most `max_blocks` (at least one): `parts` says what else is read.
    /// Reads no block only if `from` has no terminator and successors are
    /// read ([`Self::missing_terminator`]). With a `census`, takes the
    /// census of each block read into it (see [`super::census`]); false if
    /// that failed.
    pub fn read(
        &mut self,
        from: BasicBlock,
        first: u32,
        slot_base: u32,
        max_blocks: usize,
        parts: RunParts,
        mut census: Option<&mut Census>,
    ) -> bool {
        let max_blocks = max_blocks.clamp(1, RUN_BLOCKS);
        room(&mut self.numbers, parts.numbers, max_blocks);
        room(&mut self.access_ends, parts.accesses, max_blocks);
        room(&mut self.succ_ends, parts.succs, max_blocks);
        self.blocks.clear();
        self.blocks.reserve(max_blocks);
        let (mut accesses, mut succs) = (RUN_ACCESSES, 2 * max_blocks);
        loop {
            let mut census_run = census.as_deref_mut().map(CensusRun::start);
            room(&mut self.accesses, parts.accesses, accesses);
            room(&mut self.succs, parts.succs, succs);
            room(&mut self.deferred, parts.succs, succs);
            let succ_capacity = self.succs.capacity().min(self.deferred.capacity());
            let mut run = BlockRun {
                blocks: self.blocks.as_mut_ptr(),
                numbers: ptr_or_null(parts.numbers, self.numbers.as_mut_ptr()),
                access_ends: ptr_or_null(parts.accesses, self.access_ends.as_mut_ptr()),
                succ_ends: ptr_or_null(parts.succs, self.succ_ends.as_mut_ptr()),
                block_capacity: max_blocks,
                accesses: ptr_or_null(parts.accesses, self.accesses.as_mut_ptr()),
                access_capacity: self.accesses.capacity(),
                succs: ptr_or_null(parts.succs, self.succs.as_mut_ptr()),
                deferred: ptr_or_null(parts.succs, self.deferred.as_mut_ptr()),
                succ_capacity,
                first,
                slot_base,
                num_blocks: 0,
                num_accesses: 0,
                num_succs: 0,
                num_deferred: 0,
                next: std::ptr::null_mut(),
                missing_terminator: false,
                census: census_run.as_mut().map_or(std::ptr::null_mut(), |c| c as *mut CensusRun),
            };
            // SAFETY: a live block (the invariant). Every buffer the shim
            // writes comes with its room: the per-block ones `max_blocks`
            // (each reserved that much above, the numbers and ends only if
            // asked for, else null), the accesses, successors and
            // deferred edges their capacities (null if not asked for; the
            // deferred edges, at most one per successor, as much room as
            // the successors). The shim writes within those rooms, and a
            // census's within its buffers' (see `CensusRun`).
            unsafe { m2r_blocks_read(from.0, &mut run) };
            let census_holds = match (census_run, census.as_deref_mut()) {
                (Some(run), Some(census)) => run.finish(census),
                _ => true,
            };
            if run.num_blocks == 0 && !run.missing_terminator {
                // The first block did not fit (its census not taken): make
                // the room it needs.
                accesses = accesses.max(run.num_accesses);
                succs = succs.max(run.num_succs);
                continue;
            }
            let n = run.num_blocks;
            // What the shim wrote, within the room it had (checked: the
            // lengths set below rest on it).
            assert!(
                n <= max_blocks
                    && run.num_accesses <= run.access_capacity
                    && run.num_deferred <= run.num_succs
                    && run.num_succs <= succ_capacity,
                "the shim's run overran its buffers"
            );
            // SAFETY: the shim initialized the first `n` blocks, and as many
            // numbers and ends where asked for (null, and so not written,
            // where not: those lengths stay 0), the first `num_accesses`
            // accesses, `num_succs` successors and
            // `num_deferred` deferred edges; each within its capacity
            // (asserted just above).
            unsafe {
                self.blocks.set_len(n);
                if parts.numbers {
                    self.numbers.set_len(n);
                }
                if parts.accesses {
                    self.access_ends.set_len(n);
                    self.accesses.set_len(run.num_accesses);
                }
                if parts.succs {
                    self.succ_ends.set_len(n);
                    self.succs.set_len(run.num_succs);
                    self.deferred.set_len(run.num_deferred);
                }
            }
            self.next = (!run.next.is_null()).then_some(BasicBlock(run.next));
            self.missing_terminator = run.missing_terminator;
            return census_holds;
        }
    }

    /// Each block's loads and stores, in order (empty if not read).
    pub fn accesses_by_block(&self) -> impl Iterator<Item = &[MemAccess]> {
        let mut start = 0;
        self.access_ends.iter().map(move |&end| {
            let list = &self.accesses[start..end as usize];
            start = end as usize;
            list
        })
    }
}
