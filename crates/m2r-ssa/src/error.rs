//! Input the library refuses, and why. Every entry point checks its input
//! before its first edit or call back into the client, so a refused
//! function is left as it was.

use std::fmt;

use crate::ids::{Block, PhiId, Var};

/// Why an entry point refused its input.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Error {
    /// A successor of `block` is not a block of the graph (`0..num_blocks`).
    SuccessorOutOfRange {
        /// The block whose successor list names it.
        block: Block,
        /// The successor.
        successor: Block,
        /// How many blocks the graph has.
        num_blocks: usize,
    },
    /// The `index`th access of `block` names a variable beyond `num_vars`.
    VarOutOfRange {
        /// The block.
        block: Block,
        /// The access's index in the block's list.
        index: usize,
        /// The variable.
        var: Var,
        /// How many variables the function has.
        num_vars: usize,
    },
    /// An edge enters block 0 and `var` is live into block 0 (some path from
    /// its top, through block 0 or beyond, reads `var` before writing it)
    /// while a write of it in a reachable block reaches that edge: its SSA
    /// form needs a phi in block 0, and such a phi would have no entry for
    /// the start of the function. Give the function an entry block that no
    /// edge enters (a block that only jumps to the old first block) and try
    /// again.
    PhiInEntry {
        /// The first such variable.
        var: Var,
    },
    /// A block given to an analysis (a definition block of
    /// [`ControlFlow::iterated_frontier`](crate::ControlFlow::iterated_frontier))
    /// is not a block of its graph.
    BlockOutOfRange {
        /// The block.
        block: Block,
        /// How many blocks the graph has.
        num_blocks: usize,
    },
    /// The graph an analysis or placement was made for has `expected`
    /// blocks; the function given with it has `found`.
    OtherFunction {
        /// Blocks of the graph the analysis was made for.
        expected: usize,
        /// Blocks of the function given.
        found: usize,
    },
    /// The placement given to [`rename`](crate::rename) was made for a
    /// function of `expected` variables; the function given has `found`.
    OtherVariables {
        /// Variables of the function the placement was made for.
        expected: usize,
        /// Variables of the function given.
        found: usize,
    },
    /// The graph an analysis or placement was made for has as many blocks
    /// as the function given with it, but other edges (their
    /// fingerprints differ).
    OtherGraph,
    /// The placement given to [`rename`](crate::rename) was made for a
    /// function of `expected` accesses; the function given has `found`.
    OtherAccesses {
        /// Accesses of the function the placement was made for.
        expected: usize,
        /// Accesses of the function given.
        found: usize,
    },
    /// [`rename`](crate::rename) got `found` initial values for `expected`
    /// variables.
    InitialValues {
        /// One per variable.
        expected: usize,
        /// How many were given.
        found: usize,
    },
    /// The `phi`th phi of `block` does not have one entry per edge into
    /// `block`: it has `entries` for `edges` edges, or an entry from `pred`
    /// (if given) where no edge or no further edge comes from it.
    PhiEntries {
        /// The block.
        block: Block,
        /// The phi's index among the block's.
        phi: usize,
        /// How many entries it has.
        entries: usize,
        /// How many edges enter the block.
        edges: usize,
        /// An entry's predecessor that is not (or not that often) one.
        pred: Option<Block>,
    },
    /// The `phi`th phi of `block` has the same result as an earlier phi of
    /// the block: two phis cannot write one location.
    SharedPhiResult {
        /// The block.
        block: Block,
        /// The later of the two phis.
        phi: usize,
    },
    /// A phi set for the [`Simplifier`](crate::Simplifier) is not one: its
    /// block and entry maps have different lengths ([`PhiSet::new`](crate::PhiSet::new),
    /// `phi` is `None`), an entry of phi `phi` names a phi beyond the set
    /// (`PhiSet::new`), or the visiting order names `phi`, a phi beyond the
    /// set ([`PhiSet::with_order`](crate::PhiSet::with_order)).
    PhiSet {
        /// The phi at fault: one whose entries name a phi beyond the set, or
        /// one beyond the set that the order names; `None` when the maps
        /// differ in length.
        phi: Option<PhiId>,
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Error::SuccessorOutOfRange { block, successor, num_blocks } => write!(
                f,
                "block {} has successor {}, but the graph has {num_blocks} blocks",
                block.index(),
                successor.index()
            ),
            Error::VarOutOfRange { block, index, var, num_vars } => write!(
                f,
                "access {index} of block {} names variable {}, but the function has {num_vars} variables",
                block.index(),
                var.index()
            ),
            Error::PhiInEntry { var } => write!(
                f,
                "an edge enters block 0 and variable {} is live around it: its SSA form needs a phi in block 0, \
                 which has no entry for the start of the function; add an entry block that no edge enters",
                var.index()
            ),
            Error::BlockOutOfRange { block, num_blocks } => {
                write!(f, "block {} given, but the graph has {num_blocks} blocks", block.index())
            }
            Error::OtherGraph => write!(f, "made for a graph of as many blocks with other edges"),
            Error::OtherAccesses { expected, found } => {
                write!(f, "a placement for a function of {expected} reads and writes, given one of {found}")
            }
            Error::OtherFunction { expected, found } => {
                write!(f, "made for a function of {expected} blocks, given one of {found}")
            }
            Error::OtherVariables { expected, found } => {
                write!(f, "a placement for a function of {expected} variables, given one of {found}")
            }
            Error::InitialValues { expected, found } => {
                write!(f, "{found} initial values for {expected} variables")
            }
            Error::PhiEntries { block, phi, entries, edges, pred } => {
                write!(f, "phi {phi} of block {} has {entries} entries for {edges} edges", block.index())?;
                match pred {
                    Some(p) => write!(f, ", and an entry from block {} that no further edge comes from", p.index()),
                    None => Ok(()),
                }
            }
            Error::SharedPhiResult { block, phi } => {
                write!(f, "phi {phi} of block {} has the result of an earlier phi of the block", block.index())
            }
            Error::PhiSet { phi: Some(phi) } => {
                write!(f, "phi {} names a phi beyond the set, or is beyond it", phi.index())
            }
            Error::PhiSet { phi: None } => write!(f, "the phi set's block and entry maps differ in length"),
        }
    }
}

impl std::error::Error for Error {}
