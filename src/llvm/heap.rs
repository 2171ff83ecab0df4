//! The host's heap after a function's erasures.
//!
//! Erasing a function's promoted loads, stores and allocas frees one chunk
//! of LLVM's each. glibc's malloc keeps small freed chunks unmerged (its
//! "fastbins") until a request of a large chunk (1 KiB or more) comes, and
//! that request merges every one of them with its free neighbours first
//! (`malloc_consolidate`), reading each chunk's header and its neighbours'.
//! Left alone, that request is the next function's: creating a phi with
//! many entries or growing a symbol table, after the reading of that next
//! function has pushed the freed chunks out of the cache. Asking for a large
//! block once a function is done merges them while they are still in it:
//! the same work, with fewer misses (sqlite3: a fifth fewer last-level
//! misses in the pass, for 1.1% more instructions; docs/measurements.md).
//!
//! With any other allocator, or no chunk freed, it is one allocation and one
//! free per changed function. The output does not depend on it.

/// Above what glibc serves from its per-thread cache (1,032 bytes) or its
/// small bins (1,000), below its `mmap` threshold (128 KiB): a large
/// request, served from the heap.
const LARGE_REQUEST: usize = 4096;

/// Has the allocator merge the chunks freed since its last large request.
pub fn merge_freed_chunks() {
    let block: Vec<u8> = Vec::with_capacity(LARGE_REQUEST);
    // Kept from being optimized away: the request is the point.
    drop(std::hint::black_box(block));
}
