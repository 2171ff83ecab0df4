//! The explain report's data: what rust-mem2reg did to one function, step by
//! step, in the order the algorithm runs, as the pass itself decided it.
//!
//! [`explain_function`] runs the real pass on one function with a
//! recorder (`record::Recorder`) as its observer (`crate::promote::observe`):
//! nothing here decides anything again. The recorder writes down what the
//! pass tells it (which allocas, which path, where phis go and which minimal
//! SSA phis were pruned, every step of the renaming walk, the phi clean-up)
//! and, around it, what a reader needs to follow it: the function before and
//! after, the CFG, the dominator tree and each block's dominance frontier,
//! each variable's live-in blocks. Those come from the pass's own code
//! (`m2r_ssa`), run once more for the report.
//!
//! The [`Trace`] is written as JSON (`m2r-explain`, `src/bin/m2r-explain.rs`)
//! and drawn as HTML by `scripts/explain`; `docs/explain.md` describes it.
//! Blocks are numbered in function order (as `m2r_ssa::Cfg` numbers
//! them), instructions by their position in the input function, allocas and
//! variables by their place in [`Trace::allocas`].
#![forbid(unsafe_code)]

mod record;

use serde::Serialize;

use crate::llvm::ir::Value;
use crate::llvm::shim::OwnedHost;
use crate::promote::options::Options;
use crate::promote::{promote_function, PromoteError};
use crate::rules::Rules;
use record::Recorder;

/// What the pass did to one function.
#[derive(Serialize, Debug)]
pub struct Trace {
    /// The LLVM the pass was built for: its behaviour follows that
    /// version's mem2reg.
    pub llvm: u32,
    pub function: String,
    /// The pass's parameters (`all-blocks`, `max-phi-entries=N`), if any.
    pub options: String,
    /// The function before the pass, block by block.
    pub input: Vec<ListedBlock>,
    /// The function after it.
    pub output: Vec<ListedBlock>,
    /// The CFG, which the pass does not change.
    pub blocks: Vec<BlockFacts>,
    /// Whether the dominance frontiers were too many to list.
    pub frontiers_omitted: bool,
    /// Every alloca of the function, in function order.
    pub allocas: Vec<AllocaFacts>,
    /// The batches, in order: promoting one can make more allocas
    /// promotable, and the pass looks again.
    pub batches: Vec<BatchTrace>,
}

/// A block as printed: its label and its instructions.
#[derive(Serialize, Debug)]
pub struct ListedBlock {
    pub label: String,
    pub instructions: Vec<Listed>,
}

/// One instruction as printed.
#[derive(Serialize, Debug)]
pub struct Listed {
    pub text: String,
    /// In the input: the instruction's number (its position in the function).
    pub id: Option<u32>,
    /// In the input: the pass removed it (a promoted alloca, its loads and
    /// stores, its lifetime markers). In the output: the pass inserted it (a
    /// phi).
    pub marked: bool,
}

/// A block of the CFG.
#[derive(Serialize, Debug)]
pub struct BlockFacts {
    pub label: String,
    /// Successors in terminator order, repeats included.
    pub succs: Vec<u32>,
    pub preds: Vec<u32>,
    pub reachable: bool,
    pub idom: Option<u32>,
    /// Its dominance frontier (empty when omitted).
    pub frontier: Vec<u32>,
}

/// An alloca, and what became of it.
#[derive(Serialize, Debug)]
pub struct AllocaFacts {
    /// Its instruction's number.
    pub id: u32,
    /// As an operand prints it (`%x`).
    pub name: String,
    /// The source variable, from its debug record (`-g`), if any.
    pub variable: Option<String>,
    pub ty: String,
    pub block: u32,
    /// The loads and stores through it, by instruction number.
    pub loads: Vec<u32>,
    pub stores: Vec<u32>,
    /// Its other users.
    pub others: Vec<u32>,
    /// Promoted: in which batch, by which path (`dead`, `single store`,
    /// `single block`, `general`) and with how many phis placed.
    pub batch: Option<u32>,
    pub path: Option<String>,
    pub phis: Option<u32>,
    /// Left in memory: why, and the use that keeps it there (as printed
    /// after the pass, and its number if it is an input instruction).
    pub reason: Option<String>,
    pub blocking_use: Option<String>,
    pub blocker: Option<u32>,
}

/// One batch: its allocas, their plan and its replay.
#[derive(Serialize, Debug, Default)]
pub struct BatchTrace {
    /// The batch's allocas (indices into [`Trace::allocas`]), in upstream's
    /// list order.
    pub allocas: Vec<u32>,
    /// The variables the general path renames, in order.
    pub vars: Vec<VarTrace>,
    /// Loads the dead, single-store and single-block paths replaced, in
    /// order.
    pub early_loads: Vec<Replacement>,
    /// The renaming walk, step by step (the first [`MAX_STEPS`]).
    pub steps: Vec<RenameStep>,
    /// How many steps the walk took.
    pub steps_total: u32,
    /// The phi clean-up's replacements, in order.
    pub cleanup: Vec<Simplified>,
    /// Whether the batch was planned anew halfway (see `promote::plan`).
    pub replanned: bool,
}

/// A variable of the general path.
#[derive(Serialize, Debug)]
pub struct VarTrace {
    /// Index into [`Trace::allocas`].
    pub alloca: u32,
    /// Reachable blocks that store it.
    pub defs: Vec<u32>,
    /// Whether some reachable block reads it before writing it; if not, it
    /// is live nowhere and gets no phi.
    pub exposed: bool,
    /// Blocks it is live into.
    pub live_in: Vec<u32>,
    /// The iterated dominance frontier of `defs`: minimal SSA's phis.
    pub idf: Vec<u32>,
    /// The phis placed, with their names.
    pub phis: Vec<PhiFacts>,
    /// Blocks of the IDF where no load reads the phi: pruned.
    pub pruned: Vec<u32>,
}

#[derive(Serialize, Debug)]
pub struct PhiFacts {
    pub block: u32,
    pub name: String,
}

/// A load and the value that replaced it.
#[derive(Serialize, Debug)]
pub struct Replacement {
    pub load: u32,
    pub value: String,
}

/// One step of the renaming walk: arriving at a block (from `from`, except
/// at the entry), its phis' new entries, and on the first arrival its loads
/// and stores and the current values after it.
#[derive(Serialize, Debug)]
pub struct RenameStep {
    pub block: u32,
    pub from: Option<u32>,
    /// Parallel edges from `from` (a switch with two cases to the block).
    pub edges: u32,
    /// Visited before: the phis get entries, the walk goes no further.
    pub revisit: bool,
    pub entries: Vec<PhiEntry>,
    pub loads: Vec<Replacement>,
    pub stores: Vec<StoreRemoved>,
    /// The variables (indices into [`BatchTrace::vars`]) whose current value
    /// after the block differs from after the step before, with the value.
    pub current: Vec<(u32, String)>,
}

#[derive(Serialize, Debug)]
pub struct PhiEntry {
    pub phi: String,
    pub value: String,
}

#[derive(Serialize, Debug)]
pub struct StoreRemoved {
    /// `None` for the store of undef all-blocks put where an alloca stood.
    pub store: Option<u32>,
    pub value: String,
}

/// A phi the clean-up replaced: its entries then (the first
/// [`MAX_ENTRIES_SHOWN`]) and its replacement.
#[derive(Serialize, Debug)]
pub struct Simplified {
    pub phi: String,
    pub entries: Vec<String>,
    pub entries_total: u32,
    pub value: String,
}

/// The renaming steps recorded per batch; a function with more blocks says
/// how many it took.
pub const MAX_STEPS: usize = 3000;
/// The entries listed for a simplified phi.
pub const MAX_ENTRIES_SHOWN: usize = 12;
/// The largest number of dominance-frontier entries listed.
pub const MAX_FRONTIER_ENTRIES: usize = 200_000;

/// Runs rust-mem2reg with `options` on `function` (changing it, as the pass
/// does) and returns what it did.
pub fn explain_function(
    function: Value,
    options: &Options,
    rules: &Rules,
    params: &str,
) -> Result<Trace, PromoteError> {
    let mut recorder = Recorder::new(function, rules)?;
    let host = OwnedHost::new(function);
    promote_function(function, host.host(), options, rules, &mut || {}, Some(&mut recorder))?;
    Ok(recorder.finish(params))
}
