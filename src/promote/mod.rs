//! Upstream's mem2reg driver and per-alloca paths, on the IR.
//!
//! [`promote_function`] repeats, like upstream, until the entry block has no
//! promotable alloca left (promoting a pointer-holding alloca can make its
//! pointee promotable): find the promotable allocas ([`promotable`]) and read
//! their loads and stores (for the first batch, in one read), plan the batch
//! ([`plan`]: every decision, made before the first change), place the
//! general path's phis ([`crate::ssa::liveness`]), then replay the plan on
//! the IR ([`apply`], [`general`], sharing [`replay`]).

pub mod apply;
pub mod debuginfo;
pub mod general;
pub mod observe;
pub mod plan;
pub mod promotable;
pub mod remarks;
pub mod replay;

use std::cell::RefCell;
use std::collections::HashMap;

use llvm_sys::LLVMOpcode;

use crate::llvm::function::FunctionView;
use crate::llvm::ir::{BasicBlock, Value};
use crate::llvm::shim::Host;
use crate::ssa::entity::EntityId;
use crate::ssa::liveness::Placer;
use crate::ssa::rename::WalkScratch;
use observe::{Observer, Path};
use plan::Step;
use promotable::{Blocker, Reason};

/// Whether the pass changed the function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Unchanged,
    Changed,
}

/// Why a function could not be promoted. It is left as it was.
pub use crate::llvm::function::UnreadableFunction as PromoteError;

impl std::error::Error for PromoteError {}

/// Everything the pass allocates while promoting a function, kept for the
/// next: a module of thousands of functions allocates a handful of times,
/// not a handful of times per function.
#[derive(Default)]
pub struct Workspace {
    candidates: promotable::Candidates,
    view: FunctionView,
    accesses: plan::Accesses,
    plan: plan::BatchPlan,
    placer: Placer,
    walk: WalkScratch,
    apply: apply::ApplyBuffers,
}

thread_local! {
    static WORKSPACE: RefCell<Workspace> = RefCell::new(Workspace::default());
}

/// Promotes the promotable allocas of `function`'s entry block, exactly as
/// `opt -passes=mem2reg` would. `on_first_change` runs just before the first
/// modification (the caller's way to know whether a failure can have left
/// the function half done). An `observer` is told every decision.
pub fn promote_function(
    function: Value,
    host: Host,
    on_first_change: &mut dyn FnMut(),
    observer: Option<&mut (dyn Observer + '_)>,
) -> Result<Outcome, PromoteError> {
    WORKSPACE.with(|ws| match ws.try_borrow_mut() {
        Ok(mut ws) => ws.promote(function, host, on_first_change, observer),
        // Only if a pass were re-entered on this thread: work from scratch.
        Err(_) => Workspace::default().promote(function, host, on_first_change, observer),
    })
}

impl Workspace {
    /// [`promote_function`] with this workspace's buffers.
    pub fn promote(
        &mut self,
        function: Value,
        host: Host,
        on_first_change: &mut dyn FnMut(),
        mut observer: Option<&mut (dyn Observer + '_)>,
    ) -> Result<Outcome, PromoteError> {
        let Some(entry) = function.first_block() else {
            return Ok(Outcome::Unchanged);
        };
        let outcome = self.promote_batches(function, entry, host, on_first_change, observer.as_deref_mut())?;
        if let Some(observer) = observer {
            self.report_kept(function, observer);
        }
        Ok(outcome)
    }

    /// Promotes batch after batch until none is left.
    fn promote_batches(
        &mut self,
        function: Value,
        entry: BasicBlock,
        host: Host,
        on_first_change: &mut dyn FnMut(),
        mut observer: Option<&mut (dyn Observer + '_)>,
    ) -> Result<Outcome, PromoteError> {
        let mut changed = false;
        loop {
            if changed {
                self.candidates.find_after_batch();
                if self.candidates.is_empty() {
                    break;
                }
                self.accesses.scan(&self.view, &self.candidates);
            } else if !self.first_census(function, entry)? {
                break;
            }
            self.promote_batch(
                host,
                &mut || {
                    if !changed {
                        on_first_change();
                    }
                },
                observer.as_deref_mut(),
            );
            changed = true;
        }
        Ok(if changed { Outcome::Changed } else { Outcome::Unchanged })
    }

    /// Reads the function (once: the CFG does not change, so the view
    /// serves every batch) and, in the same pass, the loads and stores of
    /// every entry-block alloca, which settle the first batch's candidates
    /// (see [`promotable`]). False if there is nothing to promote.
    fn first_census(&mut self, function: Value, entry: BasicBlock) -> Result<bool, PromoteError> {
        self.candidates.begin_census(entry);
        if self.candidates.is_empty() {
            return Ok(false);
        }
        let accesses = &mut self.accesses;
        accesses.begin_census(&self.candidates);
        if let Err(reason) = self.view.read(function, |block, inst| accesses.visit(block, inst)) {
            // IR we cannot read is an error only if there is something to
            // promote in it.
            self.candidates.find_again(entry);
            return if self.candidates.is_empty() {
                Ok(false)
            } else {
                Err(PromoteError { function: function.name(), reason })
            };
        }
        self.candidates.settle(&self.accesses.chains);
        if self.candidates.is_empty() {
            return Ok(false);
        }
        self.accesses.end_census(&self.candidates);
        Ok(true)
    }

    /// Plans and applies the batch `self.candidates`, whose loads and stores
    /// are `self.accesses`. Everything up to `before_changes` only reads.
    fn promote_batch(
        &mut self,
        host: Host,
        before_changes: &mut dyn FnMut(),
        mut observer: Option<&mut (dyn Observer + '_)>,
    ) {
        self.plan.plan(&mut self.view, &self.candidates, &mut self.accesses);
        let mut from = 0;
        loop {
            let placement = if self.plan.vars.is_empty() {
                self.placer.placement.clear(self.view.cfg.num_blocks());
                &self.placer.placement
            } else {
                let (cfg, dt, idf) = self.view.for_placement();
                self.placer.place(cfg, dt, idf, &self.plan.renamed, self.plan.vars.len(), &mut self.walk)
            };
            if from == 0 {
                if let Some(observer) = observer.as_deref_mut() {
                    observer.batch(&mut self.candidates.list.values().map(|c| c.alloca));
                }
                before_changes();
            }
            let batch = replay::Batch {
                view: &mut self.view,
                host,
                candidates: &self.candidates,
                accesses: &self.accesses,
                plan: &self.plan,
                placement,
            };
            match apply::apply_batch(&mut self.apply, batch, from) {
                Ok(()) => {
                    if let Some(observer) = observer {
                        self.report_promoted(observer);
                    }
                    return;
                }
                // A poison query came out differently once the earlier steps
                // were applied: plan the rest again with the IR's answer. The
                // variables planned before keep their phis.
                Err(correction) => {
                    self.plan.replan(&mut self.view, &self.candidates, &mut self.accesses, correction);
                    from = correction.step;
                }
            }
        }
    }

    /// Tells `observer` how each alloca of the batch just applied was
    /// promoted (the plan's steps say it, in upstream's order).
    fn report_promoted(&self, observer: &mut dyn Observer) {
        let placement = &self.placer.placement;
        for step in &self.plan.steps {
            let (candidate, path) = match *step {
                Step::EraseDead(c) => (c, Path::Dead),
                Step::Finish { candidate, path: plan::EarlyPath::SingleStore, .. } => (candidate, Path::SingleStore),
                Step::Finish { candidate, path: plan::EarlyPath::SingleBlock, .. } => (candidate, Path::SingleBlock),
                Step::CreatePhis(var) => {
                    let phis = if self.plan.vars.is_empty() { 0 } else { placement.phis_of(var).count() as u32 };
                    (self.plan.vars[var], Path::General { phis })
                }
                _ => continue,
            };
            observer.promoted(candidate.index(), path);
        }
    }

    /// Tells `observer` about every alloca left in memory: the entry
    /// block's that are not promotable, each with the first use in program
    /// order that keeps it there, and those of other blocks, which mem2reg
    /// does not look at.
    fn report_kept(&self, function: Value, observer: &mut dyn Observer) {
        let kept = self.candidates.rejected();
        if !kept.is_empty() {
            let order: HashMap<Value, usize> =
                function.blocks().flat_map(|b| b.instructions()).enumerate().map(|(i, v)| (v, i)).collect();
            for &alloca in kept {
                let first = promotable::blockers(alloca).into_iter().min_by_key(|b| order.get(&b.user).copied());
                if let Some(blocker) = first {
                    observer.kept(alloca, blocker);
                }
            }
        }
        for block in function.blocks().skip(1) {
            for inst in block.instructions().filter(|i| i.opcode() == LLVMOpcode::LLVMAlloca) {
                observer.kept(inst, Blocker { user: inst, reason: Reason::NotInEntryBlock });
            }
        }
    }
}
