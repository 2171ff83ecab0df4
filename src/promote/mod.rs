//! Upstream's mem2reg driver and per-alloca paths, on the IR.
//!
//! [`promote_function`] repeats, like upstream, until the entry block has no
//! promotable alloca left (promoting a pointer-holding alloca can make its
//! pointee promotable): find the promotable allocas ([`promotable`]), read
//! their loads and stores, plan the batch ([`plan`]: every decision, made
//! before the first change), place the general path's phis
//! ([`crate::ssa::liveness`]), then replay the plan on the IR ([`apply`],
//! [`general`]).

pub mod apply;
pub mod debuginfo;
pub mod general;
pub mod plan;
pub mod promotable;

use std::fmt;

use crate::llvm::function::{FunctionView, ReadError};
use crate::llvm::ir::Value;
use crate::llvm::shim::Host;
use crate::ssa::entity::{Csr, IdVec};
use crate::ssa::idf::IdfCalculator;
use crate::ssa::liveness::{place_phis, PhiPlacement};
use crate::ssa::rename::WalkScratch;

/// Whether the pass changed the function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Unchanged,
    Changed,
}

/// Why a function could not be promoted. It is left as it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PromoteError {
    pub function: String,
    pub reason: ReadError,
}

impl fmt::Display for PromoteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "function '{}': {}", self.function, self.reason)
    }
}

impl std::error::Error for PromoteError {}

/// Promotes the promotable allocas of `function`'s entry block, exactly as
/// `opt -passes=mem2reg` would. `on_first_change` runs just before the first
/// modification (the caller's way to know whether a failure can have left
/// the function half done).
pub fn promote_function(function: Value, host: Host, on_first_change: &mut dyn FnMut()) -> Result<Outcome, PromoteError> {
    let Some(entry) = function.first_block() else {
        return Ok(Outcome::Unchanged);
    };
    let mut state: Option<FunctionState> = None;
    loop {
        let candidates = promotable::promotable_allocas(entry);
        if candidates.is_empty() {
            break;
        }
        if state.is_none() {
            let view = FunctionView::read(function)
                .map_err(|reason| PromoteError { function: function.name(), reason })?;
            state = Some(FunctionState { view, idf: None, scratch: WalkScratch::default() });
            on_first_change();
        }
        let state = state.as_mut().expect("set just above");
        state.promote_batch(host, IdVec::from_vec(candidates));
    }
    Ok(if state.is_some() { Outcome::Changed } else { Outcome::Unchanged })
}

/// What one function's batches share: the CFG never changes, so its view,
/// dominator tree and frontiers serve them all.
struct FunctionState {
    view: FunctionView,
    idf: Option<IdfCalculator>,
    scratch: WalkScratch,
}

impl FunctionState {
    fn promote_batch(&mut self, host: Host, candidates: IdVec<plan::CandidateId, promotable::Candidate>) {
        let accesses = plan::scan_accesses(&self.view, &candidates);
        let batch = plan::plan_batch(&mut self.view, &candidates, &accesses);
        let placement = self.place_phis(&batch, &accesses);
        apply::apply_batch(&mut self.view, host, &candidates, &accesses, &batch, &placement);
    }

    fn place_phis(&mut self, batch: &plan::BatchPlan, accesses: &plan::Accesses) -> PhiPlacement {
        let num_blocks = self.view.cfg.num_blocks();
        if batch.vars.is_empty() {
            return PhiPlacement {
                var_of: IdVec::new(),
                block_of: IdVec::new(),
                by_block: Csr::from_pairs(num_blocks, &[]),
            };
        }
        let (renamed, _) = batch.renamed_accesses(accesses, num_blocks);
        self.view.domtree();
        let view = &self.view;
        let dt = view.computed_domtree().expect("computed just above");
        let idf = self.idf.get_or_insert_with(|| IdfCalculator::new(&view.cfg, dt));
        place_phis(&view.cfg, dt, idf, &renamed, batch.vars.len(), &mut self.scratch)
    }
}
