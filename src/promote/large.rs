//! What a large function gives back.
//!
//! The workspace keeps its buffers from one function to the next, so that
//! a module of thousands of functions allocates a handful of times, not a
//! handful of times per function. A function with thousands of loads and
//! stores grows them to its size, and kept, every phase's buffers stay
//! beside the next phase's: the pass's peak is their sum, in pages `opt`
//! touches for the first time (lz4.c's two largest functions, 1,222 and
//! 1,842 allocas, took 473 where upstream's pass takes 280).
//!
//! So a batch with more than [`LARGE`] loads and stores gives each phase's
//! scratch back to the allocator as the phase ends, for the next phase's
//! buffers to be made from the same memory: the census's (its allocas'
//! list, its forward stores, the shim's table of candidates and the read's
//! runs), the plan's, and the placer's (its placement kept). At the end of
//! such a function the whole workspace goes, for the next function to
//! start from it. A smaller function keeps everything: its buffers are a
//! few pages, and making them again would cost more than they hold.

/// The loads and stores above which a batch is large: 4,096 of the census's
/// 32-byte records are 32 pages.
const LARGE: usize = 4096;

/// Whether a batch of `accesses` loads and stores gives its memory back.
pub(crate) fn is_large(accesses: usize) -> bool {
    accesses > LARGE
}
