//! Keeping variable locations when allocas go (clang -g).
//!
//! A promoted alloca's `dbg_declare` says "the variable lives here"; once
//! the alloca is gone, that has to become `dbg_value`s of the values it held:
//! one before each deleted store, one at the top of each inserted phi.
//! Assignment tracking (`dbg_assign` records linked to stores by
//! `DIAssignID`) becomes `dbg_value`s the same way. This module decides which
//! record to create where and with which value, following upstream's
//! `ConvertDebugDeclareToDebugValue` and `AssignmentTrackingInfo`; the shim
//! only lists records, reports their facts and inserts or erases them.
//!
//! Records attached to an erased load or store move to the next instruction
//! by themselves (LLVM's erase does that), which is why the conversions
//! must happen in upstream's order relative to the erasures.

use std::collections::HashSet;

use crate::llvm::ir::{Alloca, BasicBlock, Value};
use crate::llvm::shim::{self, Bits, DbgRecord, RecordKind, RecordRef};
use crate::rules::{Rules, Unknown};
use m2r_ssa::IdVec;
use m2r_ssa::Var;

/// The debug records of one alloca.
pub struct AllocaDebug {
    /// dbg_declares and dbg_values whose location uses the alloca (not
    /// dbg_assigns), in LLVM's order.
    users: Vec<DbgRecord>,
    /// The dbg_assigns linked to the alloca, the first for each variable
    /// fragment.
    assigns: Vec<DbgRecord>,
    /// What a store that cannot describe its variable gives.
    undescribed: Unknown,
    /// [`Rules::single_store_converts_deref_values`].
    single_store_converts_deref_values: bool,
    /// Whether a record can name the alloca or it has assignment markers
    /// (`shim::may_have_debug_users`): if not, it has none to delete.
    named: bool,
}

/// Debug work shared by a batch: the dbg_assigns turned into dbg_values,
/// erased when the batch ends.
#[derive(Default)]
pub struct DebugBatch {
    assigns_to_delete: Vec<RecordRef>,
    seen: HashSet<RecordRef>,
}

impl DebugBatch {
    fn delete_later(&mut self, r: RecordRef) {
        if self.seen.insert(r) {
            self.assigns_to_delete.push(r);
        }
    }

    /// Erases the dbg_assigns demoted to dbg_values (upstream's cleanUpDbgAssigns).
    pub fn finish(&mut self) {
        for r in self.assigns_to_delete.drain(..) {
            // SAFETY: `seen` lets each record into the list once, and the
            // drain empties it; `seen`, cleared below, holds it as a key only.
            #[allow(unsafe_code)]
            unsafe {
                shim::erase_record(r)
            };
        }
        self.seen.clear();
    }
}

/// The general path's debug records: each variable's, and the batch's.
pub struct GeneralDebug<'a> {
    pub vars: &'a IdVec<Var, AllocaDebug>,
    pub batch: &'a mut DebugBatch,
}

impl AllocaDebug {
    /// Reads the records of `alloca`. Whether its function has a
    /// `DISubprogram` does not matter: like upstream, records are converted
    /// from the records themselves (a function without `!dbg` can carry
    /// them: hand-written IR, outlined or cloned functions).
    ///
    /// Inlined: most allocas have no records, and for those it is one call
    /// into the shim; the records are read out of line.
    #[inline]
    pub fn read(alloca: Alloca, rules: &Rules) -> AllocaDebug {
        let named = shim::may_have_debug_users(alloca.instruction());
        let (users, assigns) = if named { Self::records(alloca.value()) } else { (Vec::new(), Vec::new()) };
        AllocaDebug {
            users,
            assigns,
            undescribed: rules.undescribed_debug_value,
            single_store_converts_deref_values: rules.single_store_converts_deref_values,
            named,
        }
    }

    /// The records of an alloca that may have some: its users other than
    /// dbg_assigns, and its dbg_assigns, the first for each variable.
    #[inline(never)]
    fn records(alloca: Value) -> (Vec<DbgRecord>, Vec<DbgRecord>) {
        let users = shim::dbg_users(alloca).into_iter().filter(|r| r.kind() != RecordKind::Assign).collect();
        let mut variables = HashSet::new();
        let assigns =
            shim::dbg_assign_markers(alloca).into_iter().filter(|r| variables.insert(r.variable_key())).collect();
        (users, assigns)
    }

    /// Deletes the alloca's assignment markers (`at::deleteAssignmentMarkers`),
    /// if it can have any.
    pub fn delete_assignment_markers(&self, alloca: Alloca) {
        if self.named {
            shim::delete_assignment_markers(alloca.value());
        }
    }

    pub fn is_empty(&self) -> bool {
        self.users.is_empty() && self.assigns.is_empty()
    }

    /// A store to the alloca is about to be erased: its linked dbg_assigns
    /// become dbg_values (erased later), and variables the alloca tracks that
    /// this store has no dbg_assign for get one as a declare would
    /// (upstream's `updateForDeletedStore`).
    pub fn assigns_at_deleted_store(&self, store: Value, batch: &mut DebugBatch) {
        if self.assigns.is_empty() {
            return;
        }
        let mut assigned = HashSet::new();
        for a in shim::dbg_assign_markers(store) {
            assigned.insert(a.aggregate_key());
            batch.delete_later(a.handle);
            shim::dbg_value_before_record(a.value(), a.handle);
        }
        for a in self.assigns.iter().filter(|a| !assigned.contains(&a.aggregate_key())) {
            convert_at_store(a, store, self.undescribed);
        }
    }

    /// Each dbg_declare gets a dbg_value before a store that is about to be
    /// erased.
    pub fn declares_at_store(&self, store: Value) {
        for r in self.users.iter().filter(|r| r.kind() == RecordKind::Declare) {
            convert_at_store(r, store, self.undescribed);
        }
    }

    /// A phi of the alloca got an entry: its tracked variables and declares
    /// get a dbg_value of the phi (once).
    pub fn at_phi(&self, phi: Value, block: BasicBlock) {
        for r in self.assigns.iter().chain(self.users.iter().filter(|r| r.kind() == RecordKind::Declare)) {
            convert_at_phi(r, phi, block);
        }
    }

    /// The single-store path's finish: declares become a dbg_value at the
    /// store and go, dbg_values through a dereference go (under
    /// [`Rules::single_store_converts_deref_values`], leaving a dbg_value of
    /// the stored value behind).
    pub fn finish_single_store(&self, store: Value) {
        for r in &self.users {
            if r.kind() == RecordKind::Declare {
                convert_at_store(r, store, self.undescribed);
                // SAFETY: listed once in `users`; the single-store path erases
                // the alloca's records here only (`erase_declares` is the
                // single-block path's), and no step reads them after.
                #[allow(unsafe_code)]
                unsafe {
                    shim::erase_record(r.handle)
                };
            } else if r.expr_starts_with_deref {
                if self.single_store_converts_deref_values && r.kind() == RecordKind::Value {
                    shim::dbg_value_without_deref_before_inst(store.operand(0), r.handle, store);
                }
                // SAFETY: as for a declare, above.
                #[allow(unsafe_code)]
                unsafe {
                    shim::erase_record(r.handle)
                };
            }
        }
    }

    /// After the alloca is gone: its declares, and dbg_values through a
    /// dereference of it, go.
    pub fn erase_declares(&self) {
        for r in self.users.iter().filter(|r| r.kind() == RecordKind::Declare || r.expr_starts_with_deref) {
            // SAFETY: listed once in `users`; the single-block and general
            // paths erase the alloca's records here only, once the alloca
            // is gone, and no step reads them after.
            #[allow(unsafe_code)]
            unsafe {
                shim::erase_record(r.handle)
            };
        }
    }
}

/// Upstream's ConvertDebugDeclareToDebugValue(record, store): a dbg_value of
/// the stored value if the record describes the variable itself and the
/// value covers it (or the record is exactly a dereference), else of
/// `undescribed`.
fn convert_at_store(r: &DbgRecord, store: Value, undescribed: Unknown) {
    let value = store.operand(0);
    let usable = r.expr_is_deref || (!r.expr_starts_with_deref && covers(value, r, store));
    let value = match (usable, undescribed) {
        (true, _) => value,
        (false, Unknown::Undef) => value.ty().undef(),
        (false, Unknown::Poison) => value.ty().poison(),
    };
    shim::dbg_value_before_inst(value, r.handle, store);
}

/// Upstream's ConvertDebugDeclareToDebugValue(record, phi): a dbg_value of
/// the phi at its block's first insertion point, unless there is one or the
/// phi does not cover the variable (or the block is a catchswitch block).
fn convert_at_phi(r: &DbgRecord, phi: Value, block: BasicBlock) {
    if shim::value_has_dbg_value(phi, r.handle) || !covers(phi, r, phi) {
        return;
    }
    shim::dbg_value_at_block_start(phi, r.handle, block);
}

/// Whether `value`'s type is at least as large as what `r` describes: the
/// variable or fragment size, else (a VLA) the alloca's size.
fn covers(value: Value, r: &DbgRecord, context: Value) -> bool {
    let size: Bits = shim::type_alloc_bits(context, value.ty());
    match (r.active_bits(), r.location_alloca_bits()) {
        (Some(fragment), _) => size.known_ge(fragment),
        (None, Some(alloca)) => size.known_ge(alloca),
        (None, None) => false,
    }
}
