//! Replaying a batch plan on the IR, in upstream's order: the early paths'
//! rewrites and the creation of the phis, interleaved as upstream
//! interleaves them (the order decides phi names and positions), then the
//! general path ([`super::general`]).

use super::debuginfo::{AllocaDebug, DebugBatch, GeneralDebug};
use super::general::{rename_and_clean_up, GeneralBuffers};
use super::observe::{Observer, Tell};
use super::plan::{Correction, EarlyPath, Step};
use super::promotable::{is_droppable, UseOrder};
use super::replay::{replace_load, Batch};
use crate::llvm::ir::Value;
use crate::llvm::shim;
use m2r_ssa::{IdVec, PhiId, Var};

/// Buffers for replaying plans, kept from one batch to the next.
#[derive(Default)]
pub struct ApplyBuffers {
    phis: IdVec<PhiId, Value>,
    /// One variable's phis by upstream's block number, and as created.
    by_number: Vec<(u32, PhiId)>,
    created: Vec<(PhiId, Value)>,
    var_debug: IdVec<Var, AllocaDebug>,
    debug_batch: DebugBatch,
    rename: GeneralBuffers,
}

/// Applies the batch's plan from step `from` on (the steps before were
/// applied by an earlier call, with a plan that began with the same steps);
/// its general variables get the phis of its placement. Stops before a step
/// whose poison query the IR now answers differently, and says so.
pub fn apply_batch<O: Observer + ?Sized>(
    buffers: &mut ApplyBuffers,
    batch: Batch<'_, O>,
    from: usize,
) -> Result<(), Correction> {
    let Batch { view, host, rules, candidates, accesses, plan, placement, mut observer } = batch;
    let function = view.function();
    // Whether the function has "no-signed-zeros-fp-math": read for the
    // first variable whose phis may be floating-point (most functions have none).
    let mut no_signed_zeros = None;
    if from == 0 {
        // Room up front: after a large function gave the buffers back
        // (`super::large`), growing them by doubling would copy them.
        buffers.phis.clear();
        buffers.phis.reserve(placement.len());
        buffers.var_debug.clear();
        buffers.var_debug.reserve(plan.vars.len());
    }
    let inst = |a: super::scan::AccessId| accesses.list[a].inst;
    for (index, step) in plan.steps.iter().enumerate().skip(from) {
        match step {
            Step::RemoveOtherUsers(c) => remove_other_users(candidates.list[*c].alloca.value()),
            Step::EraseDead(c) => {
                // SAFETY: no loads or stores, its other users removed by the
                // step before; a candidate's EraseDead is its last step, and
                // nothing reads its handle after the plan is applied.
                #[allow(unsafe_code)]
                unsafe {
                    candidates.list[*c].alloca.erase()
                };
            }
            Step::ForwardSingleStore { store, loads, poison_query } => {
                let ty = candidates.list[accesses.list[*store].candidate].value_type;
                let mut value = accesses.stored_now(*store);
                if let Some(query) = *poison_query {
                    // The IR is now as upstream has it when it asks.
                    let answer = shim::is_guaranteed_not_to_be_poison(value);
                    if answer != plan.poison_answer(query) {
                        return Err(Correction { step: index, query, answer });
                    }
                }
                for &l in plan.loads(loads) {
                    if value == inst(l) {
                        value = ty.poison();
                    }
                    replace_load(view, host, rules, observer.as_deref_mut(), &accesses.list[l], value, value);
                }
            }
            Step::ForwardDominatingStore { store } => {
                let candidate = &candidates.list[accesses.list[*store].candidate];
                let value = accesses.stored_now(*store);
                let mut forward = |load: Value| {
                    observer.tell(|o| o.load_replaced(load, value));
                    load.replace_all_uses_with(value);
                    // SAFETY: no uses left; the lists below name each load
                    // of the alloca once, and this is the only step that
                    // rewrites them: its handle is not read after.
                    #[allow(unsafe_code)]
                    unsafe {
                        load.erase()
                    };
                };
                // The plan's scan lists the loads in use order, or they run
                // backwards through the program.
                match &candidate.use_order {
                    UseOrder::Backward => {
                        // The store first, then its loads (the plan's condition).
                        let all = accesses.by_candidate.get(accesses.list[*store].candidate);
                        debug_assert_eq!(all[0], *store);
                        all[1..].iter().rev().for_each(|&l| forward(inst(l).value()));
                    }
                    UseOrder::Listed(r) => {
                        let store = inst(*store).value();
                        candidates.listed_uses(r).iter().filter(|&&u| u != store).for_each(|&l| forward(l));
                    }
                }
            }
            Step::ForwardInBlock { loads, sources } => {
                for (&l, &source) in plan.loads(loads).iter().zip(plan.sources(loads, *sources)) {
                    let load = inst(l);
                    let ty = candidates.list[accesses.list[l].candidate].value_type;
                    let value = source.map_or_else(|| ty.undef(), |s| accesses.stored_now(s));
                    let replacement = if value == load { ty.poison() } else { value };
                    replace_load(view, host, rules, observer.as_deref_mut(), &accesses.list[l], value, replacement);
                }
            }
            Step::Finish { candidate, stores, path } => {
                // Upstream's order: each store's records are converted just
                // before it is erased; the alloca's linked dbg_assigns go
                // before the single store does, after the stores otherwise.
                let alloca = candidates.list[*candidate].alloca;
                let debug = AllocaDebug::read(alloca, rules);
                for &s in plan.stores(stores) {
                    let store = inst(s);
                    if !debug.is_empty() {
                        debug.assigns_at_deleted_store(store.value(), &mut buffers.debug_batch);
                        match path {
                            EarlyPath::SingleStore => debug.finish_single_store(store.value()),
                            EarlyPath::SingleBlock => debug.declares_at_store(store.value()),
                        }
                    }
                    if *path == EarlyPath::SingleStore {
                        debug.delete_assignment_markers(alloca);
                    }
                    // SAFETY: a store has no uses; each store of the plan
                    // is in one Finish step, and its handle is not read after.
                    #[allow(unsafe_code)]
                    unsafe {
                        store.erase()
                    };
                }
                if *path == EarlyPath::SingleBlock {
                    debug.delete_assignment_markers(alloca);
                }
                // SAFETY: its loads replaced and its stores erased above,
                // its other users removed by an earlier step: no uses; a
                // candidate's Finish is its last step, and nothing reads its
                // handle after the plan is applied.
                #[allow(unsafe_code)]
                unsafe {
                    alloca.erase()
                };
                if *path == EarlyPath::SingleBlock {
                    debug.erase_declares();
                }
            }
            Step::CreatePhis(var) => {
                let candidate = &candidates.list[plan.vars[*var]];
                let (alloca, ty) = (candidate.alloca, candidate.value_type);
                buffers.var_debug.push(AllocaDebug::read(alloca, rules));
                // Upstream creates a variable's phis, and numbers their names'
                // versions, in the order of its block numbers (in LLVM 19 the
                // function's order, which phi ids follow).
                let numbers = view.upstream_numbers();
                buffers.by_number.clear();
                buffers.by_number.extend(placement.phis_of(*var).map(|phi| (numbers[placement.blocks()[phi]], phi)));
                buffers.by_number.sort_unstable();
                let nsz = rules.fp_phis_take_nsz
                    && ty.may_be_floating_point()
                    && *no_signed_zeros.get_or_insert_with(|| {
                        function.function_string_attribute("no-signed-zeros-fp-math").as_deref() == Some("true")
                    });
                for (version, &(_, phi)) in buffers.by_number.iter().enumerate() {
                    let block = placement.blocks()[phi];
                    let reserved = view.cfg.preds(block).len() as u32;
                    let ir_phi = shim::create_phi(
                        alloca,
                        ty,
                        view.block(block),
                        version as u32,
                        reserved,
                        rules.phi_named_before_insertion,
                    );
                    if nsz {
                        shim::set_nsz_if_fp(ir_phi);
                    }
                    buffers.created.push((phi, ir_phi));
                    observer.tell(|o| o.phi_created(*var, block, ir_phi));
                }
                buffers.created.sort_unstable_by_key(|&(phi, _)| phi);
                for (phi, ir_phi) in buffers.created.drain(..) {
                    debug_assert_eq!(phi.index(), buffers.phis.len(), "a variable's phis have consecutive ids");
                    buffers.phis.push(ir_phi);
                }
            }
        }
    }
    if !plan.vars.is_empty() {
        let debug = GeneralDebug { vars: &buffers.var_debug, batch: &mut buffers.debug_batch };
        let batch = Batch { view, host, rules, candidates, accesses, plan, placement, observer };
        rename_and_clean_up(&mut buffers.rename, batch, &buffers.phis, debug);
    }
    buffers.debug_batch.finish();
    Ok(())
}

/// Upstream's removeIntrinsicUsers: lifetime markers and casts go, droppable
/// uses are dropped. Walks the live use lists, as upstream does.
fn remove_other_users(alloca: Value) {
    let mut next = alloca.first_use();
    while let Some(u) = next {
        next = u.next();
        let user = u.user();
        if matches!(user.opcode(), llvm_sys::LLVMOpcode::LLVMLoad | llvm_sys::LLVMOpcode::LLVMStore) {
            continue;
        }
        if is_droppable(user) {
            shim::drop_droppable_use(u);
            continue;
        }
        if user.opcode() != llvm_sys::LLVMOpcode::LLVMCall {
            // A cast or GEP: its users are lifetime markers and droppables.
            let mut inner = user.first_use();
            while let Some(uu) = inner {
                inner = uu.next();
                let inner_user = uu.user();
                if is_droppable(inner_user) {
                    shim::drop_droppable_use(uu);
                } else {
                    // SAFETY: a lifetime marker (a call with no uses) of the
                    // cast or GEP; the walk already holds the use after it.
                    #[allow(unsafe_code)]
                    unsafe {
                        inner_user.erase()
                    };
                }
            }
        }
        // SAFETY: a lifetime marker, or a cast or GEP whose users went
        // above: no uses; the walk already holds the use after it (`next`),
        // and no list keeps this user.
        #[allow(unsafe_code)]
        unsafe {
            user.erase()
        };
    }
}
