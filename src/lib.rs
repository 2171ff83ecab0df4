//! rust-mem2reg: LLVM's mem2reg (PromoteMemToReg) in Rust, as an LLVM pass
//! plugin (LLVM 17 to 23) whose output is byte-identical to that LLVM's
//! `opt -passes=mem2reg`, and reg2mem beside it; optimization remarks and two
//! options beyond upstream are opt-in.
//!
//! The SSA construction itself is a crate of its own, `m2r-ssa`
//! (crates/m2r-ssa), which knows nothing of LLVM; this crate is its client.
//!
//! * [`llvm`]: the adapter, the only code that talks to LLVM.
//! * [`promote`]: upstream's driver and per-alloca paths, written against
//!   `m2r-ssa` and the adapter; the observer its remarks and the explain
//!   report read, and the options.
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

pub mod check;
pub mod checker_rule;
pub mod demote;
pub mod explain;
pub mod llvm;
pub mod plugin;
pub mod promote;
pub mod rules;
pub mod version;
