//! The adapter between LLVM and the passes: the only code that calls the
//! LLVM C API ([`ir`]) or the C++ shim ([`shim`] for mem2reg, `edit` for
//! reg2mem's IR edits, `print` for the explain report), and the
//! conversion of a function into dense ids ([`function`]), with the record
//! of each memory access it reads (`access`).

pub(crate) mod access;
pub mod address_map;
pub mod block_run;
pub mod census;
pub(crate) mod edit;
pub mod function;
pub mod ir;
pub(crate) mod print;
pub(crate) mod remarks;
pub mod shim;
