//! What the pass decided, told to whoever asks: the optimization remarks
//! (and, later, the explain report) read the pass's own decisions through
//! this interface instead of working them out again. With no observer the
//! pass does nothing extra.

use super::promotable::Blocker;
use crate::llvm::ir::Value;

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

/// Told what the pass decides for one function, in order.
pub trait Observer {
    /// A batch's promotable allocas, in order, before anything changes (the
    /// observer reads what it needs of them now: they are erased).
    fn batch(&mut self, allocas: &mut dyn Iterator<Item = Value>);
    /// The `index`th alloca of the last batch was promoted, by `path`.
    fn promoted(&mut self, index: usize, path: Path);
    /// An alloca is left in memory, kept there by `blocker`; whether it is
    /// in the entry block.
    fn kept(&mut self, alloca: Value, in_entry_block: bool, blocker: Blocker);
}
