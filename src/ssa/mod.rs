//! The SSA construction itself, over a small CFG view and dense ids. Nothing
//! in here knows about LLVM: every algorithm can be unit- and property-tested
//! on its own (see `tests/properties.rs`).
//!
//! The pipeline, for the variables (promotable allocas) of one batch:
//!
//! 1. [`cfg`](mod@cfg): blocks and edges; [`domtree`]: Semi-NCA dominators with O(1)
//!    dominance queries.
//! 2. [`idf`]: for each variable that is read before being written in some
//!    block, the iterated dominance frontier of its stores: where minimal SSA
//!    would put phis.
//! 3. [`liveness`]: which of those phis upstream places (pruned SSA =
//!    minimal SSA restricted to where the variable is live in): for up to 64
//!    variables from their live-in sets, a word per block ([`live_in`]);
//!    for more, one renaming walk over all of them at once finds which phis
//!    some load reads, directly or through other phis. The others are never
//!    created.
//! 4. [`rename`]: the walk itself, in upstream's order, with an undo log.
//! 5. [`simplify`]: upstream's phi clean-up, to a fixpoint.
//!
//! And for SSA destruction (reg2mem): [`loops`], the natural
//! loop forest LLVM's `LoopInfo` computes, and [`split`], splitting every
//! critical edge over an editable CFG while keeping loops simplified; for
//! destruction into copies (a compiler's, not LLVM's), [`copies`] orders a
//! phi's parallel copy as sequential moves.

pub mod cfg;
pub mod construct;
pub mod copies;
pub mod destruct;
pub mod domtree;
pub mod entity;
pub mod idf;
pub mod live_in;
pub mod liveness;
pub mod loops;
pub mod rename;
pub mod renaming;
pub mod simplify;
pub mod split;
#[cfg(test)]
mod testing;

use entity::entity_id;

entity_id! {
    /// A variable being promoted by the general (phi-placing) path.
    Var
}

entity_id! {
    /// A phi: a candidate during placement, a real one once created.
    PhiId
}

/// A load or store of a variable, as the renaming walk sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Access {
    /// The variable.
    pub var: Var,
    /// A read or a write.
    pub kind: AccessKind,
}

/// Whether an access reads or writes its variable.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AccessKind {
    /// A read.
    Load,
    /// A write.
    Store,
}
