//! The first batch's census as the shim takes it (`censusBlock` in
//! src/shim/read.cpp), in the same walk down the blocks as their
//! successors: the entry block's allocas, each a provisional candidate
//! with what its loads and stores showed of it ([`CensusAlloca`]), and
//! every load and store of one, as the pass keeps it ([`ScannedAccess`]),
//! written where the pass keeps them, with no record in between.

use llvm_sys::prelude::*;

use super::ir::{Alloca, Instruction, Type, Use, Value};
use m2r_ssa::{entity_id, AccessKind, Block};

extern "C" {
    fn m2r_census_release();
}

entity_id! {
    /// A promotable alloca of the batch, by position in the entry block.
    CandidateId
}

entity_id! {
    /// A load or store of a candidate, numbered in program order.
    AccessId
}

/// A load or store of a candidate: 32 bytes (a large function has
/// thousands, and each phase reads them).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct ScannedAccess {
    pub inst: Instruction,
    /// For a store, the value it stores as the scan found it; for a load,
    /// the load itself.
    pub(crate) found: Value,
    pub block: Block,
    pub candidate: CandidateId,
    /// Where `found` is a load of a candidate (for a load: itself), that
    /// load's access; else `u32::MAX`. With `found`, the value of a store
    /// (`Stored` in `promote::scan`), in half its room.
    pub(crate) found_load: AccessId,
    pub kind: AccessKind,
    /// For a load: whether it has metadata other than its location, which
    /// replacing it may turn into assumptions (see `replay::replace_load`).
    pub metadata: bool,
}

// Its layout is M2RScannedAccess's (src/shim/ffi.h), or the build fails.
include!(concat!(env!("OUT_DIR"), "/layout_M2RScannedAccess.rs"));

/// An alloca of the entry block and what the census saw of its loads and
/// stores (those whose address it is): whether each one qualifies, and
/// whether their uses link up into its whole use list. Reading a use's
/// successor in the list costs nothing: the use lies in the instruction the
/// read is at.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct CensusAlloca {
    alloca: LLVMValueRef,
    allocated_type: LLVMTypeRef,
    last: LLVMUseRef,
    expected: LLVMTypeRef,
    seen: u32,
    backward: bool,
    qualifies: bool,
}

// Its layout is M2RCensusAlloca's (src/shim/ffi.h), or the build fails.
include!(concat!(env!("OUT_DIR"), "/layout_M2RCensusAlloca.rs"));

impl CensusAlloca {
    pub fn alloca(&self) -> Alloca {
        Alloca(Value(self.alloca))
    }

    pub fn allocated_type(&self) -> Type {
        Type(self.allocated_type)
    }

    /// How many loads and stores it has.
    pub fn seen(&self) -> u32 {
        self.seen
    }

    /// The address use of the last of them in program order (none if it has none).
    pub fn last(&self) -> Option<Use> {
        (!self.last.is_null()).then_some(Use(self.last))
    }

    /// Whether each one's use is followed in the use list by the one before
    /// it in program order (the first by none): the uses run backwards.
    pub fn backward(&self) -> bool {
        self.backward
    }

    /// Whether every one is a load or store a promotable alloca may have:
    /// not volatile, not storing the alloca itself, all of one type (the
    /// allocated type where that is the rule).
    pub fn qualifies(&self) -> bool {
        self.qualifies
    }

    /// The type of the values the alloca holds: the one its loads and
    /// stores have (the allocated type where that is the rule), or with none
    /// seen the allocated type.
    pub fn value_type(&self) -> Type {
        Type(if self.expected.is_null() { self.allocated_type } else { self.expected })
    }
}

/// A store whose value is a load of a candidate that is not the access just
/// before it: which load that is is found once every access is read.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct ForwardStore {
    load: LLVMValueRef,
    store: u32,
    candidate: u32,
}

// Its layout is M2RForwardStore's (src/shim/ffi.h), or the build fails.
include!(concat!(env!("OUT_DIR"), "/layout_M2RForwardStore.rs"));

impl ForwardStore {
    /// The store, the load it stores, and that load's (provisional) candidate.
    pub fn parts(&self) -> (AccessId, Value, CandidateId) {
        (AccessId(self.store), Value(self.load), CandidateId(self.candidate))
    }
}

/// The census's buffers, which the pass keeps from one function to the next.
#[derive(Default)]
pub struct Census {
    pub accesses: Vec<ScannedAccess>,
    pub allocas: Vec<CensusAlloca>,
    pub forward: Vec<ForwardStore>,
    /// Whether the loads and stores must have the allocated type (else any
    /// one type).
    pub allocated_type: bool,
}

impl Census {
    /// Empties the buffers for a new function.
    pub fn clear(&mut self) {
        self.accesses.clear();
        self.allocas.clear();
        self.forward.clear();
    }

    /// Gives back what only the census reads, once its allocas and forward
    /// stores are taken: their lists, and the shim's table of candidates by
    /// alloca (the next census makes them again).
    pub fn release_scratch(&mut self) {
        self.allocas = Vec::new();
        self.forward = Vec::new();
        // SAFETY: the table is this thread's, and the shim reads it only
        // within `m2r_blocks_read`, whose one callback (`grow`) does not
        // come here; no read is under way on this thread while Rust code
        // outside that callback runs.
        unsafe { m2r_census_release() };
    }
}

/// The census of one call (`M2RCensus`): the buffers' ends and rooms, which
/// the shim writes into and asks [`grow`] to enlarge.
#[repr(C)]
pub(super) struct CensusRun {
    accesses: *mut ScannedAccess,
    num_accesses: usize,
    access_capacity: usize,
    allocas: *mut CensusAlloca,
    num_allocas: usize,
    alloca_capacity: usize,
    forward: *mut ForwardStore,
    num_forward: usize,
    forward_capacity: usize,
    grow: extern "C" fn(*mut CensusRun, u32, usize) -> bool,
    /// The [`Census`] the buffers are.
    owner: *mut std::ffi::c_void,
    allocated_type: bool,
    failed: bool,
}

// Its layout is M2RCensus's (src/shim/ffi.h), or the build fails.
include!(concat!(env!("OUT_DIR"), "/layout_M2RCensus.rs"));

/// The array `which` of `run` (0 accesses, 1 allocas, 2 forward stores):
/// its first `len` elements as the shim wrote them, then room for at least
/// `needed`, its pointer and room written back. False if the room could
/// not be had (the shim stops the census). Never panics: the shim calls it.
extern "C" fn grow(run: *mut CensusRun, which: u32, needed: usize) -> bool {
    // SAFETY: the shim passes back the run `CensusRun::start` made, whose
    // owner is the census `start` borrowed mutably for the whole call.
    let (run, census) = unsafe { (&mut *run, &mut *((*run).owner as *mut Census)) };
    fn room<T>(v: &mut Vec<T>, len: usize, needed: usize) -> Option<(*mut T, usize)> {
        if len > v.capacity() {
            return None;
        }
        // SAFETY: the shim wrote the first `len` elements, within the room
        // the Vec had (its capacity, which the shim was given): kept when
        // the Vec grows.
        unsafe { v.set_len(len) };
        v.try_reserve(needed.saturating_sub(len)).ok()?;
        Some((v.as_mut_ptr(), v.capacity()))
    }
    match which {
        0 => room(&mut census.accesses, run.num_accesses, needed)
            .map(|(p, c)| (run.accesses, run.access_capacity) = (p, c)),
        1 => {
            room(&mut census.allocas, run.num_allocas, needed).map(|(p, c)| (run.allocas, run.alloca_capacity) = (p, c))
        }
        2 => room(&mut census.forward, run.num_forward, needed)
            .map(|(p, c)| (run.forward, run.forward_capacity) = (p, c)),
        _ => None,
    }
    .is_some()
}

impl CensusRun {
    /// A run writing on after what `census` holds.
    pub(super) fn start(census: &mut Census) -> CensusRun {
        CensusRun {
            accesses: census.accesses.as_mut_ptr(),
            num_accesses: census.accesses.len(),
            access_capacity: census.accesses.capacity(),
            allocas: census.allocas.as_mut_ptr(),
            num_allocas: census.allocas.len(),
            alloca_capacity: census.allocas.capacity(),
            forward: census.forward.as_mut_ptr(),
            num_forward: census.forward.len(),
            forward_capacity: census.forward.capacity(),
            grow,
            owner: (census as *mut Census).cast(),
            allocated_type: census.allocated_type,
            failed: false,
        }
    }

    /// Takes what the shim wrote into the census's buffers. False if the
    /// census failed: an access in the entry block before its alloca (IR
    /// the verifier rejects), or room that could not be had.
    pub(super) fn finish(self, census: &mut Census) -> bool {
        assert!(
            self.num_accesses <= census.accesses.capacity()
                && self.num_allocas <= census.allocas.capacity()
                && self.num_forward <= census.forward.capacity(),
            "the shim's census overran its buffers"
        );
        // SAFETY: the shim wrote the first `num_*` elements of each buffer
        // (those before the call were there already), within its capacity
        // (asserted just above; `grow` kept the pointers and capacities the
        // shim used those of the Vecs).
        unsafe {
            census.accesses.set_len(self.num_accesses);
            census.allocas.set_len(self.num_allocas);
            census.forward.set_len(self.num_forward);
        }
        !self.failed
    }
}
