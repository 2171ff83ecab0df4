//! mem2reg for Cranelift: explicit stack slots that are only loaded and
//! stored whole become SSA values, with block parameters where their values
//! meet, on the [`m2r_ssa`] engine.
//!
//! A frontend that keeps its variables in stack slots (the simplest way to
//! lower a language's locals) calls [`promote_stack_slots`] on the finished
//! function, instead of building SSA as it goes with cranelift-frontend's
//! `Variable`s. The result is pruned SSA: a block parameter only where two
//! definitions of a slot meet and it is live, none for unreachable
//! predecessors or redundant cycles.
//!
//! ```
//! use cranelift_codegen::ir::types::{I32, I64};
//! use cranelift_codegen::ir::{AbiParam, Function, InstBuilder, Signature, UserFuncName};
//! use cranelift_codegen::ir::{StackSlotData, StackSlotKind};
//! use cranelift_codegen::isa::{CallConv, TargetFrontendConfig};
//! use target_lexicon::PointerWidth;
//! use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
//!
//! // fn f(c: i32) -> i32 { let x = 1; if c != 0 { x = 2 } x }, x in a stack slot.
//! let mut sig = Signature::new(CallConv::SystemV);
//! sig.params.push(AbiParam::new(I32));
//! sig.returns.push(AbiParam::new(I32));
//! let mut func = Function::with_name_signature(UserFuncName::user(0, 0), sig);
//! let mut ctx = FunctionBuilderContext::new();
//! let mut b = FunctionBuilder::new(&mut func, &mut ctx);
//! let x = b.create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, 4, 2));
//! let (entry, then, join) = (b.create_block(), b.create_block(), b.create_block());
//! b.append_block_params_for_function_params(entry);
//! b.switch_to_block(entry);
//! let c = b.block_params(entry)[0];
//! let one = b.ins().iconst(I32, 1);
//! b.ins().stack_store(I64, one, x, 0);
//! b.ins().brif(c, then, &[], join, &[]);
//! b.switch_to_block(then);
//! let two = b.ins().iconst(I32, 2);
//! b.ins().stack_store(I64, two, x, 0);
//! b.ins().jump(join, &[]);
//! b.switch_to_block(join);
//! let v = b.ins().stack_load(I64, I32, x, 0); // I64: the address type
//! b.ins().return_(&[v]);
//! b.seal_all_blocks();
//! b.finalize(TargetFrontendConfig {
//!     default_call_conv: CallConv::SystemV,
//!     pointer_width: PointerWidth::U64,
//!     page_size_align_log2: 12,
//! });
//!
//! let summary = m2r_cranelift::promote_stack_slots(&mut func).unwrap();
//! assert_eq!(summary.promoted.len(), 1);
//! assert_eq!(summary.block_params, 1); // x in `join`: 1 or 2
//! let flags = cranelift_codegen::settings::Flags::new(cranelift_codegen::settings::builder());
//! cranelift_codegen::verify_function(&func, &flags).unwrap();
//! assert!(!func.display().to_string().contains("stack_addr"));
//! ```
//!
//! # What qualifies
//!
//! An explicit (fixed-size) stack slot qualifies when every `stack_addr` of
//! it is at offset 0 and its result is used only as the address of plain
//! `load`s and `store`s at offset 0 (what `stack_load` and `stack_store`
//! emit since Cranelift 0.135), all of one type whose size is the slot's,
//! with one endianness, and that type is an integer, `f32`, `f64` or a
//! vector. Uses are read through value aliases, so an address that reaches
//! its load under another name (as cranelift-frontend leaves one where it
//! removed a block parameter) counts as what it is. Any other use of the
//! address (stored, passed to a call or a branch, offset, an extending
//! load) keeps the slot in memory, and so does a call's user stack map
//! that names it (a garbage collector reads it there; cranelift-frontend
//! spills the values declared to need stack maps into such slots); the
//! [`Summary`] says why for each one ([`Reason`]).
//!
//! # What it does
//!
//! * each load of a promoted slot is replaced by the value the slot holds
//!   there: its result becomes an alias of that value, as cranelift-frontend
//!   leaves its own (`func.dfg.resolve_all_aliases()` rewrites them away,
//!   and Cranelift's compilation does it anyway); each store and
//!   `stack_addr` of it is removed;
//! * where the slot's values meet, its block gets a parameter, and every
//!   branch to it (each `jump`, both `brif` targets, every `br_table`
//!   entry, a `try_call`'s normal return and handlers, repeated targets
//!   included) passes the value from that predecessor; a store of what a
//!   load of another slot loaded is a copy, and a parameter that would
//!   merge nothing but one value, alone or in a cycle of such parameters,
//!   is never added (Braun et al.): no more parameters than
//!   cranelift-frontend's `Variable`s give the same program;
//! * a read before any write gets a zero of the slot's type, made once at
//!   the top of the entry block;
//! * the slot's size becomes 0, so it takes no frame space (its number and
//!   key stay);
//! * it runs to a fixpoint: a slot whose address was stored only into
//!   slots now promoted is promoted in the same call, so a second call
//!   changes nothing.
//!
//! Branch targets may share an argument list (one `BlockCall` in several
//! branches, jump-table entries, both `brif` targets or an exception table's
//! targets; one jump table in several `br_table`s, one exception table in
//! several `try_call`s): before the first argument is added, each gets one
//! of its own. Nothing is edited before everything is checked, so an
//! [`Error`] leaves the function exactly as it was. The output passes
//! `cranelift_codegen::verify_function`.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

// The README's snippets, checked as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeExample;

mod cfg;
mod edit;
mod slots;
mod unshare;
mod variables;
mod zero;

use cranelift_codegen::ir::{Function, InstructionData, StackSlot, Type};

pub use slots::Reason;
pub use variables::{DefVariableError, UseVariableError, Variable, Variables, VariablesSummary};

/// What [`promote_stack_slots`] did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// The slots promoted.
    pub promoted: Vec<StackSlot>,
    /// The slots left in memory, each with why.
    pub kept: Vec<(StackSlot, Reason)>,
    /// Block parameters added.
    pub block_params: usize,
    /// Loads replaced.
    pub loads: usize,
    /// Stores removed.
    pub stores: usize,
}

/// Why [`promote_stack_slots`] left the whole function as it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// The branch `inst` goes to a block that is not in the layout.
    BranchOutOfLayout {
        /// The branch.
        inst: cranelift_codegen::ir::Inst,
    },
    /// The SSA engine refused the function.
    Ssa(m2r_ssa::Error),
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Error::BranchOutOfLayout { inst } => write!(f, "{inst} branches to a block that is not in the layout"),
            Error::Ssa(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for Error {}

/// Promotes `func`'s qualifying stack slots (see the crate's documentation)
/// to SSA values. A function it cannot read is left as it was.
///
/// It runs to a fixpoint, as LLVM's mem2reg does: a slot whose address was
/// stored into a slot now promoted no longer escapes there, so the scan runs
/// again when an instruction that kept a slot was removed. A second call
/// changes nothing.
pub fn promote_stack_slots(func: &mut Function) -> Result<Summary, Error> {
    let mut summary = promote_once(func)?;
    loop {
        let freed = |(_, why): &(StackSlot, Reason)| match *why {
            Reason::AddressEscapes { inst } => func.layout.inst_block(inst).is_none(),
            _ => false,
        };
        if summary.promoted.is_empty() || !summary.kept.iter().any(freed) {
            return Ok(summary);
        }
        // The function was read once, so it reads again.
        let more = promote_once(func).expect("a function read once is read again");
        if more.promoted.is_empty() {
            return Ok(summary);
        }
        summary.promoted.extend(&more.promoted);
        summary.promoted.sort();
        let promoted = &summary.promoted;
        summary.kept = more.kept.into_iter().filter(|k| promoted.binary_search(&k.0).is_err()).collect();
        summary.block_params += more.block_params;
        summary.loads += more.loads;
        summary.stores += more.stores;
    }
}

/// One scan of `func` and the promotion of what it found.
fn promote_once(func: &mut Function) -> Result<Summary, Error> {
    let scan = slots::scan(func);
    let mut summary = Summary::default();
    let mut vars: Vec<(StackSlot, Type)> = Vec::new();
    for (ss, slot) in &scan.slots {
        match (slot.kept, slot.ty) {
            (Some(why), _) => summary.kept.push((*ss, why)),
            (None, Some(ty)) => vars.push((*ss, ty)),
            // Addressed, never accessed: nothing to rewrite but the addresses.
            (None, None) => summary.promoted.push(*ss),
        }
    }
    if vars.is_empty() && summary.promoted.is_empty() {
        return Ok(summary);
    }
    // A slot live into the entry block along an edge into it (invalid IR)
    // would need a parameter there: it stays, and the rest is tried again.
    let built = loop {
        let view = edit::View::read(func, &scan, &vars).map_err(|e| Error::BranchOutOfLayout { inst: e.0 })?;
        let mut edit = edit::Edit { func: &mut *func, view: &view, params: Default::default() };
        match m2r_ssa::construct_ssa(&view, &mut edit) {
            Ok(built) => break (built, edit.params.params),
            Err(m2r_ssa::Error::PhiInEntry { var }) => {
                summary.kept.push((vars.remove(var.index()).0, Reason::LiveIntoEntry));
            }
            Err(e) => return Err(Error::Ssa(e)),
        }
    };
    let (built, params) = built;
    summary.promoted.extend(vars.iter().map(|v| v.0));
    summary.promoted.sort();
    summary.kept.sort_by_key(|k| k.0);
    summary.block_params = params;
    (summary.loads, summary.stores) = (built.reads, built.writes);
    // The addresses go, and the slots' frame space.
    for &ss in &summary.promoted {
        for &inst in &scan.slot(ss).addrs {
            debug_assert!(matches!(func.dfg.insts[inst], InstructionData::StackAddr { .. }));
            func.layout.remove_inst(inst);
        }
        func.sized_stack_slots[ss].size = 0;
    }
    Ok(summary)
}
