//! An independent checker of the passes' output, after regalloc2's
//! `checker.rs`: it shares no code with the passes, and computes its own
//! dominators (`dominators`), so a bug in the engine's dominator tree
//! (`m2r_ssa::DomTree`) cannot hide a bug in its users.
//!
//! For every function with a body it checks SSA form:
//! * every instruction operand is defined where it is used: the definition
//!   dominates the use (for a phi, the end of the incoming block); uses in
//!   unreachable blocks are exempt, as in LLVM;
//! * phis sit at the top of their block and have exactly one entry per
//!   predecessor edge;
//!
//! and then what the pass promises ([`Pass`]): after mem2reg, no promotable
//! alloca left (`mem2reg`); after reg2mem, no phi, no value crossing
//! blocks but through memory, no critical edge left that could be split
//! (`reg2mem`). Functions with `optnone` are exempt from the promises:
//! the pass manager skips them.
//!
//! LLVM's verifier checks SSA form as well; this is a second opinion that
//! knows what each pass's output must look like.
//!
//! It imports nothing from the passes (`promote`, `demote`) or their rules
//! (`rules`): what differs between LLVMs, the types a promotable alloca's
//! accesses may have, comes from its caller ([`AccessRule`]). Each
//! violation is a [`Problem`] of one function, with its block and
//! instruction numbers (layout order, from 0).
#![forbid(unsafe_code)]

mod dominators;
mod mem2reg;
mod reg2mem;

use std::collections::HashMap;
use std::fmt;

use llvm_sys::LLVMOpcode;

use crate::llvm::ir::{enum_attribute_kind, successors, BasicBlock, Module, Value};
use dominators::Dominators;

/// One thing wrong with a function.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation {
    /// The function's name.
    pub function: String,
    pub problem: Problem,
}

/// What is wrong, and where: blocks and instructions are numbered in
/// layout order from 0 (an instruction within its block).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// A phi after a non-phi instruction of its block.
    PhiAfterNonPhi { block: usize, inst: usize },
    /// A phi whose entries' blocks are not its block's predecessors, one
    /// entry per edge (both sorted).
    PhiEntries { block: usize, inst: usize, entries: Vec<usize>, preds: Vec<usize> },
    /// An operand not defined where it is used (for a phi, at the end of
    /// the entry's block).
    UseNotDominated { block: usize, inst: usize, operand: u32 },
    /// After mem2reg: a promotable alloca of the entry block (block 0).
    PromotableAllocaLeft { inst: usize, name: String },
    /// After reg2mem: a phi.
    PhiLeft { block: usize, inst: usize },
    /// After reg2mem: a value used outside its block other than through
    /// memory.
    UsedOutsideBlock { block: usize, inst: usize },
    /// After reg2mem: a critical edge that could have been split.
    CriticalEdgeNotSplit { from: usize, to: usize },
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::PhiAfterNonPhi { block, inst } => {
                write!(f, "a phi in block #{block} (instruction #{inst}) follows a non-phi instruction")
            }
            Problem::PhiEntries { block, inst, entries, preds } => write!(
                f,
                "a phi in block #{block} (instruction #{inst}) has entries for blocks {entries:?}, but the predecessors are {preds:?}"
            ),
            Problem::UseNotDominated { block, inst, operand } => write!(
                f,
                "an operand of instruction #{inst} in block #{block} is not defined where it is used (operand {operand})"
            ),
            Problem::PromotableAllocaLeft { name, .. } => {
                let shown = if name.is_empty() { "(unnamed)".to_string() } else { format!("%{name}") };
                write!(f, "promotable alloca {shown} left in the entry block")
            }
            Problem::PhiLeft { block, inst } => write!(f, "a phi is left in block #{block} (instruction #{inst})"),
            Problem::UsedOutsideBlock { block, inst } => {
                write!(f, "instruction #{inst} of block #{block} is used outside its block")
            }
            Problem::CriticalEdgeNotSplit { from, to } => {
                write!(f, "the critical edge from block #{from} to block #{to} is not split")
            }
        }
    }
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "function '{}': {}", self.function, self.problem)
    }
}

/// Which types the loads and stores of a promotable alloca may have: the
/// caller says, for the LLVM whose pass it checks (upstream's
/// `isAllocaPromotable` changed in LLVM 23).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AccessRule {
    /// Only its allocated type.
    AllocatedType,
    /// Any one type, the same for all of them.
    AnyOneType,
}

/// The pass whose output is checked: what it promises beyond SSA form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pass {
    Mem2Reg(AccessRule),
    Reg2Mem,
    /// SSA form only: what any pass must leave (for rust-mem2reg's options,
    /// which may keep promotable allocas on purpose).
    Ssa,
}

impl Pass {
    /// The pass by its name in a pipeline (`mem2reg`, `reg2mem`, with or
    /// without `rust-`); mem2reg's with `rule`.
    pub fn from_name(name: &str, rule: AccessRule) -> Option<Pass> {
        match name.strip_prefix("rust-").unwrap_or(name) {
            "mem2reg" => Some(Pass::Mem2Reg(rule)),
            "reg2mem" => Some(Pass::Reg2Mem),
            "ssa" => Some(Pass::Ssa),
            _ => None,
        }
    }
}

/// A function's blocks, numbered in layout order, with their edges and
/// dominators.
struct FunctionGraph {
    blocks: Vec<BasicBlock>,
    index: HashMap<BasicBlock, usize>,
    succs: Vec<Vec<usize>>,
    /// One entry per edge.
    preds: Vec<Vec<usize>>,
    dom: Dominators,
}

impl FunctionGraph {
    fn new(function: Value) -> FunctionGraph {
        let blocks: Vec<BasicBlock> = function.blocks().collect();
        let index: HashMap<BasicBlock, usize> = blocks.iter().enumerate().map(|(i, &b)| (b, i)).collect();
        let succs: Vec<Vec<usize>> = blocks
            .iter()
            .map(|b| {
                b.terminator()
                    .map(|t| successors(t).filter_map(|s| index.get(&s).copied()).collect())
                    .unwrap_or_default()
            })
            .collect();
        let mut preds: Vec<Vec<usize>> = vec![Vec::new(); blocks.len()];
        for (b, ss) in succs.iter().enumerate() {
            for &s in ss {
                preds[s].push(b);
            }
        }
        let dom = Dominators::compute(&succs, &preds);
        FunctionGraph { blocks, index, succs, preds, dom }
    }
}

/// Checks one function's output of `pass`; returns what is wrong with it.
pub fn check_function(function: Value, pass: Pass) -> Vec<Violation> {
    if function.first_block().is_none() {
        return Vec::new();
    }
    let graph = FunctionGraph::new(function);
    let mut problems = ssa_form(&graph);
    if !function.has_function_enum_attribute(enum_attribute_kind("optnone")) {
        match pass {
            Pass::Mem2Reg(rule) => mem2reg::promises(&graph, rule, &mut problems),
            Pass::Reg2Mem => reg2mem::promises(&graph, &mut problems),
            Pass::Ssa => {}
        }
    }
    problems.into_iter().map(|problem| Violation { function: function.name(), problem }).collect()
}

/// Checks every function of a module; returns all violations.
pub fn check_module(module: Module, pass: Pass) -> Vec<Violation> {
    module.functions().flat_map(|f| check_function(f, pass)).collect()
}

/// Definitions dominate uses; phis come first and match the predecessors.
fn ssa_form(graph: &FunctionGraph) -> Vec<Problem> {
    let FunctionGraph { blocks, index, preds, dom, .. } = graph;
    let mut problems = Vec::new();

    // Where every instruction is: block and position.
    let mut position: HashMap<Value, (usize, usize)> = HashMap::new();
    for (b, bb) in blocks.iter().enumerate() {
        for (i, inst) in bb.instructions().enumerate() {
            position.insert(inst, (b, i));
        }
    }

    for (b, bb) in blocks.iter().enumerate() {
        let mut past_phis = false;
        for (i, inst) in bb.instructions().enumerate() {
            let is_phi = inst.opcode() == LLVMOpcode::LLVMPHI;
            if is_phi && past_phis {
                problems.push(Problem::PhiAfterNonPhi { block: b, inst: i });
            }
            past_phis |= !is_phi;
            if is_phi {
                let mut incoming: Vec<usize> =
                    (0..inst.count_incoming()).filter_map(|k| index.get(&inst.incoming_block(k)).copied()).collect();
                let mut expected = preds[b].clone();
                incoming.sort_unstable();
                expected.sort_unstable();
                if incoming != expected {
                    problems.push(Problem::PhiEntries { block: b, inst: i, entries: incoming, preds: expected });
                }
            }
            if !dom.reachable(b) {
                continue; // LLVM exempts uses in unreachable blocks
            }
            for k in 0..inst.num_operands() {
                let op = inst.operand(k);
                let Some(&(db, di)) = position.get(&op) else { continue };
                let ok = if is_phi {
                    let from = index[&inst.incoming_block(k)];
                    !dom.reachable(from) || defines_at_end(dom, op, db, from, b, index)
                } else if db == b {
                    di < i // an invoke or callbr ends its block: nothing follows it
                } else {
                    defined_in_block(dom, op, db, b, index)
                };
                if !ok {
                    problems.push(Problem::UseNotDominated { block: b, inst: i, operand: k });
                }
            }
        }
    }
    problems
}

/// Whether `v`, defined in block `db`, is available at the end of `at` to a
/// phi of block `phi_block`. An invoke defines its value on the edge to its
/// normal destination, which a phi there reads; a callbr, like any other
/// instruction, defines it in its block (LLVM's `DominatorTree::dominates`).
fn defines_at_end(
    dom: &Dominators,
    v: Value,
    db: usize,
    at: usize,
    phi_block: usize,
    index: &HashMap<BasicBlock, usize>,
) -> bool {
    if v.opcode() == LLVMOpcode::LLVMInvoke && at == db && index[&v.normal_dest()] == phi_block {
        return true;
    }
    defined_in_block(dom, v, db, at, index)
}

/// Whether `v`, defined in block `db`, is available throughout block `b`.
fn defined_in_block(dom: &Dominators, v: Value, db: usize, b: usize, index: &HashMap<BasicBlock, usize>) -> bool {
    if v.opcode() != LLVMOpcode::LLVMInvoke {
        return dom.dominates(db, b);
    }
    let normal = index[&v.normal_dest()];
    // Through the normal edge only: the normal destination must dominate
    // `b` (itself included), and be entered from elsewhere only via blocks
    // it dominates.
    dom.dominates(normal, b) && dom.single_entry_from(normal, db)
}
