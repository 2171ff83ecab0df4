//! Upstream's mem2reg driver and per-alloca paths, on the IR.
//!
//! [`promote_function`] repeats, like upstream, until the entry block has no
//! promotable alloca left (promoting a pointer-holding alloca can make its
//! pointee promotable): find the promotable allocas (`promotable`) and read
//! their loads and stores (for the first batch, in one read), plan the batch
//! (`plan`: every decision, made before the first change), place the
//! general path's phis (`m2r_ssa::Placer`), then replay the plan on
//! the IR (`apply`, `general`, sharing `replay`).
// Safe code, but for erasing instructions (`Value::erase`'s contract), each
// site allowed by name and saying why the handle is not used again.
#![deny(unsafe_code)]

pub(crate) mod all_blocks;
pub(crate) mod apply;
pub(crate) mod debuginfo;
pub(crate) mod general;
pub(crate) mod large;
pub(crate) mod observe;
pub mod options;
pub mod phi_map;
pub(crate) mod plan;
pub(crate) mod promotable;
pub(crate) mod remarks;
pub(crate) mod replay;
pub(crate) mod scan;
pub(crate) mod window;

use std::cell::RefCell;
use std::collections::HashMap;

use llvm_sys::LLVMOpcode;

use crate::llvm::function::FunctionView;
use crate::llvm::ir::{BasicBlock, Value};
use crate::llvm::shim::Host;
use crate::rules::Rules;
use m2r_ssa::{PhiPlacement, Placer, Var};
use observe::{Observer, Path, Planned, Tell, Unobserved};
use options::{Options, NO_CAP};
use plan::Step;
use promotable::{Blocker, Reason};

/// The pass's name in `-passes=` pipelines (and in its remarks).
pub const PASS_NAME: &str = "rust-mem2reg";
/// [`PASS_NAME`] for C.
pub const PASS_NAME_C: &std::ffi::CStr = c"rust-mem2reg";

/// What became of a batch.
enum BatchOutcome {
    /// Promoted, with this many phi entries (counted only under a cap).
    Applied { phi_entries: u64 },
    /// Some allocas were held back by the phi-entry cap: the batch is to be
    /// found again without them.
    HeldBack,
}

/// The batch's placement: the placer's last, or none without general
/// variables (the placer is not run then).
fn batch_placement<'a>(plan: &plan::BatchPlan, placer: &'a Placer, no_phis: &'a PhiPlacement) -> &'a PhiPlacement {
    if plan.vars.is_empty() {
        no_phis
    } else {
        placer.placement().expect("placed for the batch's general variables")
    }
}

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
    accesses: scan::Accesses,
    plan: plan::BatchPlan,
    placer: Placer,
    /// The placement of a batch without general variables.
    no_phis: PhiPlacement,
    /// The allocas the phi-entry cap held back in this function, with what
    /// each would have cost.
    held_back: Vec<(Value, u64)>,
    apply: apply::ApplyBuffers,
    /// Whether the function's census had more loads and stores than
    /// [`large::is_large`] allows: the workspace goes once it is promoted.
    large: bool,
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
    options: &Options,
    rules: &Rules,
    on_first_change: &mut dyn FnMut(),
    observer: Option<&mut (dyn Observer + '_)>,
) -> Result<Outcome, PromoteError> {
    WORKSPACE.with(|ws| match ws.try_borrow_mut() {
        Ok(mut ws) => ws.promote(function, host, options, rules, on_first_change, observer),
        // Only if a pass were re-entered on this thread: work from scratch.
        Err(_) => Workspace::default().promote(function, host, options, rules, on_first_change, observer),
    })
}

impl Workspace {
    /// [`promote_function`] with this workspace's buffers.
    pub fn promote(
        &mut self,
        function: Value,
        host: Host,
        options: &Options,
        rules: &Rules,
        on_first_change: &mut dyn FnMut(),
        mut observer: Option<&mut (dyn Observer + '_)>,
    ) -> Result<Outcome, PromoteError> {
        let Some(entry) = function.first_block() else {
            return Ok(Outcome::Unchanged);
        };
        self.candidates.access_types = rules.access_types;
        self.plan.single_store_forwards_maybe_poison = rules.single_store_forwards_maybe_poison;
        self.candidates.reset_held_back();
        self.held_back.clear();
        let mut hoisted = false;
        if options.all_blocks {
            // Only a function that can be read is changed.
            if let Err(reason) = self.view.read(function, rules.block_numbering) {
                return Err(PromoteError { function: function.name(), reason });
            }
            hoisted = all_blocks::hoist_allocas(function, entry, rules.access_types, on_first_change) > 0;
        }
        let cap = options.max_phi_entries;
        let mut first_change = || {
            if !hoisted {
                on_first_change()
            }
        };
        let outcome = self.promote_batches(function, host, rules, cap, &mut first_change, observer.as_deref_mut())?;
        observer.tell(|o| self.report_kept(function, options, rules, o));
        if self.large {
            *self = Workspace::default();
        }
        Ok(if hoisted { Outcome::Changed } else { outcome })
    }

    /// Promotes batch after batch until none is left, with at most `cap`
    /// phi entries in all.
    fn promote_batches(
        &mut self,
        function: Value,
        host: Host,
        rules: &Rules,
        cap: u64,
        on_first_change: &mut dyn FnMut(),
        mut observer: Option<&mut (dyn Observer + '_)>,
    ) -> Result<Outcome, PromoteError> {
        let entry = function.first_block().expect("the caller found the entry block");
        if !self.first_census(function, entry, rules)? {
            return Ok(Outcome::Unchanged);
        }
        let mut changed = false;
        let mut spent = 0u64;
        loop {
            let budget = cap.saturating_sub(spent);
            let batch = self.promote_batch(
                host,
                rules,
                (cap != NO_CAP).then_some(budget),
                &mut || {
                    if !changed {
                        on_first_change();
                    }
                },
                observer.as_deref_mut(),
            );
            // Promoting can make others promotable (an alloca stored into a
            // promoted one, say); holding some back leaves the rest to do.
            if let BatchOutcome::Applied { phi_entries } = batch {
                spent = spent.saturating_add(phi_entries);
                changed = true;
                self.candidates.find_again_after_batch();
            } else {
                self.candidates.find_again(entry);
            }
            if self.candidates.is_empty() {
                break;
            }
            self.accesses.scan(&mut self.view, &self.candidates);
        }
        Ok(if changed { Outcome::Changed } else { Outcome::Unchanged })
    }

    /// Reads the function (once: the CFG does not change, so the view
    /// serves every batch) and, in the same walk down each block, the entry
    /// block's allocas and the loads and stores of each, which settle the
    /// first batch's candidates (see [`promotable`]). False if there is
    /// nothing to promote.
    fn first_census(&mut self, function: Value, entry: BasicBlock, rules: &Rules) -> Result<bool, PromoteError> {
        let census = self.accesses.census_buffers();
        census.allocated_type = rules.access_types == crate::rules::AccessTypes::Allocated;
        let read = self.view.read_with_census(function, rules.block_numbering, census);
        self.large = large::is_large(self.accesses.census.accesses.len());
        match read {
            Ok(true) => {}
            Ok(false) => return Ok(false),
            Err(reason) => {
                // IR we cannot read is an error only if there is something
                // to promote in it.
                self.candidates.find_again(entry);
                return if self.candidates.is_empty() {
                    Ok(false)
                } else {
                    Err(PromoteError { function: function.name(), reason })
                };
            }
        }
        let allocas = &self.accesses.census.allocas;
        self.candidates.begin_census(allocas.iter().map(|a| (a.alloca(), a.allocated_type())));
        self.candidates.settle(allocas);
        if self.candidates.is_empty() {
            return Ok(false);
        }
        self.accesses.end_census(&self.candidates);
        // The census's accesses are the list now: `large` says it.
        if self.large {
            self.accesses.census.release_scratch();
            self.view.release_read_scratch();
        }
        Ok(true)
    }

    /// Plans and applies the batch `self.candidates`, whose loads and stores
    /// are `self.accesses`. Everything up to `before_changes` only reads.
    fn promote_batch(
        &mut self,
        host: Host,
        rules: &Rules,
        budget: Option<u64>,
        before_changes: &mut dyn FnMut(),
        mut observer: Option<&mut (dyn Observer + '_)>,
    ) -> BatchOutcome {
        self.plan.plan(&mut self.view, &self.candidates, &mut self.accesses);
        let mut phi_entries = 0;
        let mut from = 0;
        loop {
            if !self.plan.vars.is_empty() {
                let (flow, cfg) = self.view.for_placement();
                let renamed = general::GeneralVars { cfg, plan: &self.plan };
                // Read from the function's CFG, which no edge enters at its
                // entry, with the batch's variables: nothing to refuse.
                self.placer.place(flow, &renamed).expect("the batch's accesses are the function's");
            }
            let placement = self.placement();
            if from == 0 {
                if let Some(budget) = budget {
                    // Each variable's: one per predecessor edge of each of its phis' blocks.
                    let mut costs = vec![0u64; self.plan.vars.len()];
                    for (phi, &var) in placement.vars().iter() {
                        costs[var.index()] += self.view.cfg.preds(placement.blocks()[phi]).len() as u64;
                    }
                    phi_entries = costs.iter().sum();
                    if phi_entries > budget {
                        self.hold_back_costliest(&costs, phi_entries - budget);
                        return BatchOutcome::HeldBack;
                    }
                }
                observer.tell(|o| o.batch(&mut self.candidates.list.values().map(|c| c.alloca.value())));
                before_changes();
            }
            // Again after a re-plan: the steps from `from` on may differ.
            let (candidates, accesses, plan, placer) = (&self.candidates, &self.accesses, &self.plan, &self.placer);
            observer.tell(|o| o.planned(&Planned { candidates, accesses, plan, placer }));
            if large::is_large(self.accesses.list.len()) {
                self.placer.release_scratch();
            }
            let applied = match observer.as_deref_mut() {
                Some(observer) => self.replay(host, rules, from, Some(observer)),
                None => self.replay::<Unobserved>(host, rules, from, None),
            };
            match applied {
                Ok(()) => {
                    observer.tell(|o| self.report_promoted(o));
                    return BatchOutcome::Applied { phi_entries };
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

    /// Replays the plan from step `from` on (see [`apply::apply_batch`]).
    fn replay<O: Observer + ?Sized>(
        &mut self,
        host: Host,
        rules: &Rules,
        from: usize,
        observer: Option<&mut O>,
    ) -> Result<(), plan::Correction> {
        let (view, candidates, accesses, plan) = (&mut self.view, &self.candidates, &self.accesses, &self.plan);
        let placement = batch_placement(&self.plan, &self.placer, &self.no_phis);
        let batch = replay::Batch { view, host, rules, candidates, accesses, plan, placement, observer };
        apply::apply_batch(&mut self.apply, batch, from)
    }

    fn placement(&self) -> &PhiPlacement {
        batch_placement(&self.plan, &self.placer, &self.no_phis)
    }

    /// max-phi-entries: holds back the batch's allocas that would cost the
    /// most phi entries (`costs`, by variable), the costliest first (of
    /// equal ones, the first in the batch), until at least `excess` entries
    /// are saved.
    fn hold_back_costliest(&mut self, costs: &[u64], excess: u64) {
        let mut order: Vec<usize> = (0..costs.len()).filter(|&v| costs[v] > 0).collect();
        order.sort_by_key(|&v| (std::cmp::Reverse(costs[v]), v));
        let mut saved = 0;
        for v in order {
            if saved >= excess {
                break;
            }
            let alloca = self.candidates.list[self.plan.vars[Var::new(v)]].alloca;
            self.candidates.hold_back(alloca.value());
            self.held_back.push((alloca.value(), costs[v]));
            saved += costs[v];
        }
    }

    /// Tells `observer` how each alloca of the batch just applied was
    /// promoted (the plan's steps say it, in upstream's order).
    fn report_promoted(&self, observer: &mut dyn Observer) {
        let placement = self.placement();
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
    fn report_kept(&self, function: Value, options: &Options, rules: &Rules, observer: &mut dyn Observer) {
        let mut kept = self.candidates.rejected().peekable();
        if kept.peek().is_some() {
            let order: HashMap<Value, usize> =
                function.blocks().flat_map(|b| b.instructions()).enumerate().map(|(i, v)| (v, i)).collect();
            for alloca in kept {
                if let Some(&(_, entries)) = self.held_back.iter().find(|(a, _)| *a == alloca) {
                    observer.kept(alloca, true, Blocker { user: alloca, reason: Reason::PhiCap { entries } });
                    continue;
                }
                let first = promotable::blockers(alloca, rules.access_types)
                    .into_iter()
                    .min_by_key(|b| order.get(&b.user).copied());
                if let Some(blocker) = first {
                    observer.kept(alloca, true, blocker);
                }
            }
        }
        for block in function.blocks().skip(1) {
            for inst in block.instructions().filter(|i| i.opcode() == LLVMOpcode::LLVMAlloca) {
                let blocker = if !options.all_blocks {
                    Some(Blocker { user: inst, reason: Reason::NotInEntryBlock })
                } else if let Some(reason) = all_blocks::not_hoistable(inst) {
                    Some(Blocker { user: inst, reason })
                } else {
                    promotable::blockers(inst, rules.access_types).into_iter().next()
                };
                if let Some(blocker) = blocker {
                    observer.kept(inst, false, blocker);
                }
            }
        }
    }
}
