//! SSA construction and destruction for any compiler's IR.
//!
//! ```toml
//! [dependencies]
//! m2r-ssa = { path = "crates/m2r-ssa" }  # in the rust-mem2reg workspace; not on crates.io
//! ```
//!
//! Your IR describes a function through a trait ([`Function`]: blocks,
//! successors, and each block's reads and writes of variables), and takes
//! the result through another ([`Builder`]: create phis, give them their
//! entries, replace reads, remove writes). [`construct_ssa`] computes pruned
//! SSA (phis exactly where a variable's definitions meet and it is live)
//! before it makes the first edit, in time near-linear in the function,
//! however many variables there are. [`destruct_ssa`] takes a function out
//! of SSA form again through [`PhiFunction`]: critical edges split, phis as
//! parallel copies, the copies ordered as moves ([`sequentialize`]).
//!
//! This is the engine of rust-mem2reg, an LLVM `mem2reg` whose output is
//! byte-identical to LLVM's own (17 to 23), so every differential test of
//! the plugin runs this crate. It has no dependencies and no `unsafe`.
//!
//! # The face, by use
//!
//! * **Ids and maps**: [`Block`], [`Var`], [`PhiId`]; [`IdVec`], a `Vec`
//!   indexed by an id, and [`Csr`], a list per id in one array; make your
//!   own ids with [`entity_id!`].
//! * **What you implement** (see [traits in one place](#traits-in-one-place)):
//!   [`Graph`] (serves construction, its stages and destruction),
//!   [`Function`], [`Builder`], [`Renaming`], [`PhiOracle`], [`PhiFunction`].
//! * **Construction in one call**: [`construct_ssa`], [`construct_ssa_with`]
//!   and its [`Options`]; the [`Summary`].
//! * **Construction in stages**, to edit as the renaming walk goes or to
//!   make the phis yourself: [`ControlFlow`] (the graph and its analyses),
//!   [`Placer`] → [`PhiPlacement`], then [`rename`] with a [`Renaming`] and
//!   a [`RenamingScratch`], in a [`SuccessorOrder`].
//! * **A phi clean-up** for phis your own folding made trivial:
//!   [`Simplifier`] over a [`PhiSet`], under [`CleanupRules`].
//! * **Destruction**: [`destruct_ssa`] → [`DestructSummary`];
//!   [`sequentialize`] for one parallel copy.
//! * **Analyses**: [`Cfg`], [`DomTree`] (O(1) dominance queries),
//!   [`ControlFlow::dominance_order`] (an order to emit blocks in),
//!   [`dominance_frontiers`], [`live_in_blocks`].
//! * **Refusals**: every entry point checks its input before it calls the
//!   client back or edits anything, and returns an [`Error`] that says what
//!   is wrong: ranges (successors, variables, blocks), phi entries against
//!   edges, and that a stage is given the function its earlier stage was
//!   made for (block, variable and access counts, and a fingerprint of the
//!   edges). A placement that was refused cannot be used
//!   ([`Placer::placement`] is `None`).
//!
//! # Traits in one place
//!
//! Every trait a client implements is defined in one module, with the
//! types its methods take; read its documentation first: [`Graph`],
//! [`Function`], [`Access`], [`Builder`], [`EdgeEntries`], [`Renaming`],
//! [`Arrival`], [`PhiOracle`], [`PhiValue`], [`PhiFunction`].
//!
//! # Emitting code
//!
//! A client that emits instructions (into block parameters, or into an IR
//! where an operand must exist before its use) wants three things:
//!
//! * *an order to emit blocks in* where every block comes after its
//!   dominators, so every value is defined before its uses: read the
//!   function into a [`ControlFlow`] and take
//!   [`dominance_order`](ControlFlow::dominance_order) (blocks unreachable
//!   from block 0 are not in it);
//! * *phi entries per edge*: [`Builder::add_phi_entries`] gives all of one
//!   block's phis their values for the edges from one predecessor at once,
//!   the phis in the order [`Builder::create_phi`] made them: a block
//!   parameter list and the arguments of each branch to it;
//! * *a clean-up after its own folding*: the [`Simplifier`].
//!
//! # Preconditions
//!
//! Blocks are `0..num_blocks`, block 0 is where execution starts, variables
//! are `0..num_vars`. Every entry point checks the ranges, and a stage
//! checks that it is given the function its earlier stage saw. Blocks
//! unreachable from block 0 are allowed everywhere; an edge into block 0 is
//! allowed, and construction refuses only a variable that would need a phi
//! there ([`Error::PhiInEntry`]: it would have no entry for the start; give
//! the function an entry block that no edge enters).
//!
//! # Cost
//!
//! For `B` blocks, `E` edges, `A` accesses and phis with `N` entries in all:
//! dominators O(B + E) (Semi-NCA); iterated dominance frontiers for all
//! variables in the size of the frontiers they touch; placement, pruning and
//! renaming O(B + E + A + N); destruction O(B + E + N), hashing once per
//! copy. Nothing costs variables × blocks. Buffers are kept in the reusable
//! types ([`ControlFlow`], [`Placer`], [`RenamingScratch`], [`Simplifier`]),
//! so a module of thousands of functions allocates a handful of times.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeExample;

mod cfg;
mod checks;
mod construct;
mod copies;
mod destruct;
mod domtree;
mod entity;
mod error;
mod flow;
mod idf;
mod ids;
mod live_in;
mod placement;
mod pruning;
mod redundant;
mod renaming;
mod simplify;
mod suspects;
mod traits;
mod undo;
mod walk;

#[cfg(test)]
mod testing;
#[cfg(test)]
mod tests;

pub use cfg::Cfg;
pub use construct::{construct_ssa, construct_ssa_with, Construction, Options, Summary};
pub use copies::sequentialize;
pub use destruct::{destruct_ssa, DestructSummary};
pub use domtree::DomTree;
pub use entity::{Csr, EntityId, IdVec};
pub use error::Error;
pub use flow::ControlFlow;
pub use idf::dominance_frontiers;
pub use ids::{Block, PhiId, Var};
pub use live_in::live_in_blocks;
pub use placement::{PhiPlacement, Placer};
pub use renaming::{rename, RenamingScratch};
pub use simplify::{CleanupRules, PhiSet, Simplifier};
pub use traits::{
    Access, AccessKind, AccessPrint, Arrival, Builder, EdgeEntries, EdgePrint, Function, Graph, PhiFunction, PhiOracle,
    PhiValue, Renaming,
};
pub use walk::SuccessorOrder;
