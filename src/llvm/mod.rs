//! The adapter between LLVM and the pass: the only code that calls the LLVM C
//! API ([`ir`]) or the C++ shim ([`shim`]), and the conversion of a function
//! into dense ids ([`function`]).

pub mod function;
pub mod ir;
pub mod shim;
