//! What the two halves of a batch's replay share: the early paths and the
//! phis' creation ([`super::apply`]), then renaming ([`super::general`]) work
//! on the same [`Batch`] and replace loads the same way.

use super::observe::{Observer, Tell};
use super::plan::BatchPlan;
use super::promotable::Candidates;
use super::scan::{Accesses, ScannedAccess};
use crate::llvm::function::FunctionView;
use crate::llvm::ir::Value;
use crate::llvm::shim::{Host, MetadataRewrite};
use crate::rules::Rules;
use m2r_ssa::PhiPlacement;

/// What replaying a batch works on.
pub struct Batch<'a, O: Observer + ?Sized> {
    pub view: &'a mut FunctionView,
    pub host: Host,
    pub rules: &'a Rules,
    pub candidates: &'a Candidates,
    pub accesses: &'a Accesses,
    pub plan: &'a BatchPlan,
    pub placement: &'a PhiPlacement,
    pub observer: Option<&'a mut O>,
}

/// Where a load's metadata rewrite gets the dominator tree LLVM's value
/// tracking asks for: the view computes it if need be; a view shared with
/// the renaming's walk (of its CFG) has it computed already, since placing
/// the phis computed it.
pub trait DomTreeSource {
    fn give_domtree_to(&mut self, host: Host);
}

impl DomTreeSource for FunctionView {
    fn give_domtree_to(&mut self, host: Host) {
        FunctionView::give_domtree_to(self, host)
    }
}

impl DomTreeSource for &FunctionView {
    fn give_domtree_to(&mut self, host: Host) {
        self.give_computed_domtree_to(host)
    }
}

/// Replaces the scanned load `access` by `replacement` after upstream's
/// metadata rewrite for `metadata_value` (they differ only where upstream
/// swaps in poison for a load that reads itself, before or after that
/// rewrite), under `rules`. A load the scan found without metadata (but its
/// location) has nothing to rewrite, and the shim is not asked: the pass
/// adds no metadata to a load.
pub fn replace_load<O: Observer + ?Sized>(
    view: &mut impl DomTreeSource,
    host: Host,
    rules: &Rules,
    mut observer: Option<&mut O>,
    access: &ScannedAccess,
    metadata_value: Value,
    replacement: Value,
) {
    let load = access.inst.value();
    observer.tell(|o| o.load_replaced(load, replacement));
    let ub = rules.noundef_load_of_undef_is_ub;
    if access.metadata && host.convert_metadata_to_assumes(load, metadata_value, ub) == MetadataRewrite::NeedsDomTree {
        view.give_domtree_to(host);
        let again = host.convert_metadata_to_assumes(load, metadata_value, ub);
        debug_assert_eq!(again, MetadataRewrite::Done);
    }
    load.replace_all_uses_with(replacement);
    // SAFETY: no uses left; each access of the plan is replayed once, and
    // its handle in the access list is not read after that.
    #[allow(unsafe_code)]
    unsafe {
        load.erase()
    };
}
