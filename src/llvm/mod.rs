//! The adapter between LLVM and the passes: the only code that calls the
//! LLVM C API ([`ir`]) or the C++ shim ([`shim`] for mem2reg, [`edit`] for
//! reg2mem's IR edits, [`print`](mod@print) for the explain report), and the
//! conversion of a function into dense ids ([`function`]).

pub mod edit;
pub mod function;
pub mod ir;
pub mod print;
pub mod remarks;
pub mod shim;
