//! rust-mem2reg: LLVM's mem2reg (PromoteMemToReg) in Rust, as an LLVM pass
//! plugin (LLVM 17 to 23) whose output is byte-identical to that LLVM's
//! `opt -passes=mem2reg`, and reg2mem beside it; optimization remarks and two
//! options beyond upstream are opt-in.
//!
//! Everything but [`ssa`] and [`rules`] needs the `llvm` feature (the
//! default); without it the crate builds, tests and documents with no LLVM
//! on the machine.
//!
//! * [`ssa`]: the SSA construction over dense ids; no LLVM in sight.
//! * [`llvm`]: the adapter, the only code that talks to LLVM.
//! * [`promote`]: upstream's driver and per-alloca paths, written against the
//!   two above; the observer its remarks and the explain report read, and the options.
//! * [`demote`]: reg2mem (SSA destruction), written against the same two.
//! * [`plugin`]: the entry points LLVM calls.
//! * [`explain`]: what the pass did to one function, step by step, read
//!   through the same observer (`m2r-explain`, `scripts/explain`).
//! * [`check`]: an independent checker of either pass's output, for tests
//!   and difftest.
//! * [`rules`]: what upstream's passes do differently in each LLVM major,
//!   as data handed to the passes.
//! * [`version`]: what differs between the C APIs of the LLVMs the plugin
//!   is built for.

// Without the `llvm` feature the modules the list above links to are absent.
#![cfg_attr(not(feature = "llvm"), allow(rustdoc::broken_intra_doc_links))]
// The library alone documents every public item.
#![cfg_attr(not(feature = "llvm"), warn(missing_docs))]

#[cfg(feature = "llvm")]
pub mod check;
#[cfg(feature = "llvm")]
pub mod demote;
#[cfg(feature = "llvm")]
pub mod explain;
#[cfg(feature = "llvm")]
pub mod llvm;
#[cfg(feature = "llvm")]
pub mod plugin;
#[cfg(feature = "llvm")]
pub mod promote;
pub mod rules;
pub mod ssa;
#[cfg(feature = "llvm")]
pub mod version;
