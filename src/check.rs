//! An independent checker of the pass's output, after regalloc2's
//! `checker.rs`: it shares no code with the promotion, and computes its own
//! dominators by the plain iterative data-flow method (Cooper, Harvey,
//! Kennedy 2001, the intersect-on-postorder version), so a bug in
//! `ssa::domtree` cannot hide a bug in its users.
//!
//! For every function with a body it checks that
//! * every instruction operand is defined where it is used: the definition
//!   dominates the use (for a phi, the end of the incoming block); uses in
//!   unreachable blocks are exempt, as in LLVM;
//! * phis sit at the top of their block and have exactly one entry per
//!   predecessor edge;
//! * no promotable alloca is left in the entry block (mem2reg runs until
//!   none is; functions with `optnone` are skipped), so no load or store of
//!   a promoted variable survives. The promotability rule itself is
//!   upstream's ([`crate::promote::promotable`]); the differential tests
//!   check it against upstream.
//!
//! LLVM's verifier checks the first two as well; this is a second opinion
//! that knows what mem2reg's output must look like.

use std::collections::HashMap;
use std::fmt;

use llvm_sys::LLVMOpcode;

use crate::llvm::ir::{enum_attribute_kind, successors, BasicBlock, Module, Value};
use crate::promote::promotable::Candidates;

/// One thing wrong with a function.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation {
    pub function: String,
    pub what: String,
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "function '{}': {}", self.function, self.what)
    }
}

/// Checks one function; returns what is wrong with it.
pub fn check_function(function: Value) -> Vec<Violation> {
    let Some(entry) = function.first_block() else { return Vec::new() };
    let mut problems = Vec::new();
    let mut report = |what: String| problems.push(Violation { function: function.name(), what });

    let blocks: Vec<BasicBlock> = function.blocks().collect();
    let index: HashMap<BasicBlock, usize> = blocks.iter().enumerate().map(|(i, &b)| (b, i)).collect();
    let succs: Vec<Vec<usize>> = blocks
        .iter()
        .map(|b| {
            b.terminator().map(|t| successors(t).filter_map(|s| index.get(&s).copied()).collect()).unwrap_or_default()
        })
        .collect();
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); blocks.len()];
    for (b, ss) in succs.iter().enumerate() {
        for &s in ss {
            preds[s].push(b);
        }
    }
    let dom = Dominators::compute(&succs, &preds);

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
                report(format!("a phi in block #{b} follows a non-phi instruction"));
            }
            past_phis |= !is_phi;
            if is_phi {
                let mut incoming: Vec<usize> =
                    (0..inst.count_incoming()).filter_map(|k| index.get(&inst.incoming_block(k)).copied()).collect();
                let mut expected = preds[b].clone();
                incoming.sort_unstable();
                expected.sort_unstable();
                if incoming != expected {
                    report(format!("a phi in block #{b} has entries for blocks {incoming:?}, but the predecessors are {expected:?}"));
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
                    !dom.reachable(from) || defines_at_end(&dom, op, db, from, &index)
                } else if db == b {
                    di < i && !is_edge_defined(op)
                } else {
                    dom.dominates(db, b) && defined_in_block(&dom, op, db, b, &index)
                };
                if !ok {
                    report(format!("an operand of instruction #{i} in block #{b} is not defined where it is used"));
                }
            }
        }
    }

    if !function.has_function_enum_attribute(enum_attribute_kind("optnone")) {
        for candidate in Candidates::find(entry).list.values() {
            let name = candidate.alloca.name();
            let shown = if name.is_empty() { "(unnamed)".to_string() } else { format!("%{name}") };
            report(format!("promotable alloca {shown} left in the entry block"));
        }
    }
    problems
}

/// Invokes and callbrs define their value on an edge, not in their block.
fn is_edge_defined(v: Value) -> bool {
    matches!(v.opcode(), LLVMOpcode::LLVMInvoke | LLVMOpcode::LLVMCallBr)
}

/// Whether `v`, defined in block `db`, is available at the end of `at`.
fn defines_at_end(dom: &Dominators, v: Value, db: usize, at: usize, index: &HashMap<BasicBlock, usize>) -> bool {
    if !is_edge_defined(v) {
        return dom.dominates(db, at);
    }
    db != at && defined_in_block(dom, v, db, at, index)
}

/// Whether `v`, defined in block `db`, is available in block `b != db`.
fn defined_in_block(dom: &Dominators, v: Value, db: usize, b: usize, index: &HashMap<BasicBlock, usize>) -> bool {
    if v.opcode() != LLVMOpcode::LLVMInvoke {
        return dom.dominates(db, b);
    }
    let normal = index[&v.normal_dest()];
    // Through the normal edge only: the normal destination must dominate
    // `b`, and be entered from elsewhere only via blocks it dominates.
    dom.dominates(normal, b) && (normal == b || dom.single_entry_from(normal, db))
}

/// Dominators by iterating `idom(b) = intersect(processed preds)` over
/// reverse postorder until nothing changes.
struct Dominators {
    idom: Vec<Option<usize>>,
    rpo_number: Vec<usize>,
    preds: Vec<Vec<usize>>,
}

impl Dominators {
    fn compute(succs: &[Vec<usize>], preds: &[Vec<usize>]) -> Dominators {
        let n = succs.len();
        let mut postorder = Vec::with_capacity(n);
        let mut seen = vec![false; n];
        let mut stack = vec![(0usize, 0usize)];
        seen[0] = true;
        while let Some(&mut (b, ref mut next)) = stack.last_mut() {
            if let Some(&s) = succs[b].get(*next) {
                *next += 1;
                if !seen[s] {
                    seen[s] = true;
                    stack.push((s, 0));
                }
            } else {
                postorder.push(b);
                stack.pop();
            }
        }
        let mut rpo_number = vec![usize::MAX; n];
        for (i, &b) in postorder.iter().rev().enumerate() {
            rpo_number[b] = i;
        }
        let mut idom: Vec<Option<usize>> = vec![None; n];
        idom[0] = Some(0);
        let mut changed = true;
        while changed {
            changed = false;
            for &b in postorder.iter().rev().skip(1) {
                let mut new: Option<usize> = None;
                for &p in &preds[b] {
                    if idom[p].is_none() {
                        continue;
                    }
                    new = Some(match new {
                        None => p,
                        Some(q) => {
                            let (mut x, mut y) = (p, q);
                            while x != y {
                                while rpo_number[x] > rpo_number[y] {
                                    x = idom[x].expect("processed");
                                }
                                while rpo_number[y] > rpo_number[x] {
                                    y = idom[y].expect("processed");
                                }
                            }
                            x
                        }
                    });
                }
                if new.is_some() && idom[b] != new {
                    idom[b] = new;
                    changed = true;
                }
            }
        }
        Dominators { idom, rpo_number, preds: preds.to_vec() }
    }

    fn reachable(&self, b: usize) -> bool {
        self.rpo_number[b] != usize::MAX
    }

    /// Block dominance; unreachable blocks are dominated by everything.
    fn dominates(&self, a: usize, b: usize) -> bool {
        if !self.reachable(b) {
            return true;
        }
        if !self.reachable(a) {
            return false;
        }
        let mut x = b;
        loop {
            if x == a {
                return true;
            }
            if x == 0 {
                return false;
            }
            x = self.idom[x].expect("reachable");
        }
    }

    /// Whether `end` is entered from `start` by exactly one edge and from
    /// everywhere else only by blocks it dominates.
    fn single_entry_from(&self, end: usize, start: usize) -> bool {
        let from_start = self.preds[end].iter().filter(|&&p| p == start).count();
        from_start == 1 && self.preds[end].iter().all(|&p| p == start || self.dominates(end, p))
    }
}

/// Checks every function of a module; returns all violations.
pub fn check_module(module: Module) -> Vec<Violation> {
    module.functions().flat_map(check_function).collect()
}

impl fmt::Debug for Dominators {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Dominators").field("idom", &self.idom).finish()
    }
}
