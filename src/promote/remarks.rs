//! rust-mem2reg's optimization remarks: an [`Observer`] that turns the
//! pass's decisions into LLVM remarks (`-pass-remarks=rust-mem2reg` and the
//! rest; see [`crate::llvm::remarks`]). Upstream's mem2reg emits none.
//!
//! * passed, `Promoted`: one per promoted alloca: the variable (its source
//!   name from its debug record, else the IR name), where it is declared,
//!   the path that promoted it and, on the general path, how many phis it got;
//! * missed, `NotPromoted`: one per alloca left in memory, at the first use
//!   that keeps it there (in use-list order, as upstream checks them), with
//!   the reason;
//! * analysis, `Summary`: per function, how many of the entry block's
//!   allocas were promoted, and how many phis were placed.

use super::observe::{Observer, Path};
use super::promotable::{Blocker, Reason};
use super::PASS_NAME_C as PASS;
use crate::llvm::ir::{DebugLoc, Value};
use crate::llvm::remarks::{self, Kind, Location, Message};
use crate::llvm::shim::Host;

/// An alloca as the remarks name it.
struct Variable {
    name: String,
    /// Where the variable is declared (its debug record), or none.
    declared: DebugLoc,
}

impl Variable {
    fn of(alloca: Value) -> Variable {
        match remarks::alloca_variable(alloca) {
            Some((name, declared)) if !name.is_empty() => Variable { name, declared },
            _ => {
                let name = alloca.name();
                let name = if name.is_empty() { "an unnamed alloca".to_string() } else { name };
                Variable { name, declared: alloca.debug_loc() }
            }
        }
    }

    fn location(&self) -> Location {
        if self.declared.is_none() {
            Location::Function
        } else {
            Location::At(self.declared)
        }
    }
}

/// Collects one function's remarks; [`Remarks::finish`] emits the summary.
pub struct Remarks {
    host: Host,
    batch: Vec<Variable>,
    promoted: u32,
    kept_in_entry: u32,
    phis: u32,
}

impl Remarks {
    /// Remarks for the host's function, if any would be seen.
    pub fn if_enabled(host: Host) -> Option<Remarks> {
        remarks::enabled(host, PASS).then(|| Remarks {
            host,
            batch: Vec::new(),
            promoted: 0,
            kept_in_entry: 0,
            phis: 0,
        })
    }

    /// Emits the function's summary.
    pub fn finish(self) {
        let allocas = self.promoted + self.kept_in_entry;
        if allocas == 0 {
            return;
        }
        let message = Message::default()
            .text("promoted ")
            .int("Promoted", self.promoted.into())
            .text(" of ")
            .int("Allocas", allocas.into())
            .text(" entry-block allocas; ")
            .int("Phis", self.phis.into())
            .text(if self.phis == 1 { " phi placed" } else { " phis placed" });
        remarks::emit(self.host, PASS, Kind::Analysis, c"Summary", Location::Function, &message);
    }
}

impl Observer for Remarks {
    fn batch(&mut self, allocas: &mut dyn Iterator<Item = Value>) {
        self.batch.clear();
        self.batch.extend(allocas.map(Variable::of));
    }

    fn promoted(&mut self, index: usize, path: Path) {
        self.promoted += 1;
        let variable = &self.batch[index];
        let mut message =
            Message::default().text("'").str("Var", &variable.name).text("' promoted (").str("Path", path.name());
        if let Path::General { phis } = path {
            self.phis += phis;
            message = message.text(" path, ").int("Phis", phis.into()).text(if phis == 1 { " phi)" } else { " phis)" });
        } else {
            message = message.text(" path)");
        }
        remarks::emit(self.host, PASS, Kind::Passed, c"Promoted", variable.location(), &message);
    }

    fn kept(&mut self, alloca: Value, in_entry_block: bool, blocker: Blocker) {
        if in_entry_block {
            self.kept_in_entry += 1;
        }
        let variable = Variable::of(alloca);
        let mut message = Message::default()
            .text("'")
            .str("Var", &variable.name)
            .text("' stays in memory: ")
            .str("Reason", &blocker.reason.describe(alloca))
            .text(" (")
            .value("Use", blocker.user);
        if let Some(callee) = blocker.user.called_function().filter(|_| blocker.reason == Reason::PassedToCall) {
            message = message.text(" of ").value("Callee", callee);
        }
        message = message.text(")");
        let at = if blocker.user.debug_loc().is_none() { variable.location() } else { Location::Of(blocker.user) };
        let name = if in_entry_block { c"NotPromoted" } else { c"NotInEntryBlock" };
        remarks::emit(self.host, PASS, Kind::Missed, name, at, &message);
    }
}
