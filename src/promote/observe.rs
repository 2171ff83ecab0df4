//! What the pass decided, told to whoever asks: the optimization remarks
//! and the explain report read the pass's own decisions through this
//! interface instead of working them out again. With no observer the pass
//! does nothing extra (see [`Unobserved`]).

use super::plan::BatchPlan;
use super::promotable::{Blocker, Candidates};
use super::scan::Accesses;
use crate::llvm::ir::Value;
use m2r_ssa::Block;
use m2r_ssa::Placer;
use m2r_ssa::Var;

/// How an alloca was promoted: which of upstream's paths took it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Path {
    /// No loads or stores: erased.
    Dead,
    /// Its loads took its one store's value.
    SingleStore,
    /// Its loads and stores are in one block: each load took the store
    /// above it.
    SingleBlock,
    /// Phis were placed (this many, before the clean-up) and the variable
    /// renamed.
    General { phis: u32 },
}

impl Path {
    pub fn name(self) -> &'static str {
        match self {
            Path::Dead => "dead",
            Path::SingleStore => "single store",
            Path::SingleBlock => "single block",
            Path::General { .. } => "general",
        }
    }
}

/// A batch as planned, before its first change: the promotable allocas,
/// their loads and stores, the plan (each alloca's path, the general
/// variables) and the placement of the general variables' phis.
pub struct Planned<'a> {
    pub candidates: &'a Candidates,
    pub accesses: &'a Accesses,
    pub plan: &'a BatchPlan,
    /// What placement considered and placed (meaningless without general
    /// variables).
    pub placer: &'a Placer,
}

/// Told what the pass decides for one function, in order. The remarks need
/// the first three events; the others, with empty defaults, follow the
/// algorithm step by step for the explain report.
pub trait Observer {
    /// A batch's promotable allocas, in order, before anything changes (the
    /// observer reads what it needs of them now: they are erased).
    fn batch(&mut self, allocas: &mut dyn Iterator<Item = Value>);
    /// The `index`th alloca of the last batch was promoted, by `path`.
    fn promoted(&mut self, index: usize, path: Path);
    /// An alloca is left in memory, kept there by `blocker`; whether it is
    /// in the entry block.
    fn kept(&mut self, alloca: Value, in_entry_block: bool, blocker: Blocker);

    /// The batch just told of is planned; nothing has changed yet. Told
    /// again if the batch is planned anew halfway (LLVM's poison query came
    /// out otherwise once earlier steps were applied; see `plan`): the
    /// steps not applied yet may then differ.
    fn planned(&mut self, _batch: &Planned<'_>) {}
    /// The general path created `phi` for variable `var` at the top of
    /// `block`.
    fn phi_created(&mut self, _var: Var, _block: Block, _phi: Value) {}
    /// Renaming arrived at `block` from `pred` over `edges` parallel edges:
    /// each of `phis` (the batch's phis there) got `values[i]` as its entry
    /// for each edge. If `visited_before`, the walk goes no further here.
    fn renaming_arrived(
        &mut self,
        _block: Block,
        _pred: Block,
        _edges: u32,
        _visited_before: bool,
        _phis: &[Value],
        _values: &[Value],
    ) {
    }
    /// Renaming entered `block` for the first time (the entry block with no
    /// arrival); its loads and stores follow.
    fn renaming_entered(&mut self, _block: Block) {}
    /// Renaming removed a store of a general variable: `value` is now the
    /// variable's current value.
    fn store_removed(&mut self, _store: Value, _value: Value) {}
    /// Renaming finished its first visit of a block: each general variable's
    /// current value, in variable order.
    fn renaming_left(&mut self, _current: &mut dyn Iterator<Item = Value>) {}
    /// A load is replaced by `value` (on any path), just before it goes.
    fn load_replaced(&mut self, _load: Value, _value: Value) {}
    /// The phi clean-up replaces `phi` by `value`, just before `phi` goes.
    fn phi_simplified(&mut self, _phi: Value, _value: Value) {}
}

/// Tells an observer, if there is one, of an event.
pub trait Tell<O: Observer + ?Sized> {
    fn tell(&mut self, event: impl FnOnce(&mut O));
}

impl<O: Observer + ?Sized> Tell<O> for Option<&mut O> {
    #[inline(always)]
    fn tell(&mut self, event: impl FnOnce(&mut O)) {
        if let Some(observer) = self.as_deref_mut() {
            event(observer)
        }
    }
}

/// The observer of a run nobody observes. There is no such value, so an
/// `Option<&mut Unobserved>` is always `None` and the replay, which is
/// generic over its observer's type, is compiled without a single test for
/// one: no observer costs nothing.
pub enum Unobserved {}

impl Observer for Unobserved {
    fn batch(&mut self, _: &mut dyn Iterator<Item = Value>) {
        match *self {}
    }
    fn promoted(&mut self, _: usize, _: Path) {
        match *self {}
    }
    fn kept(&mut self, _: Value, _: bool, _: Blocker) {
        match *self {}
    }
}
