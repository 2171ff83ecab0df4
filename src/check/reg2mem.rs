//! What reg2mem promises, by definition rather than by replaying its steps:
//! * no phi is left;
//! * no value crosses blocks but through memory: an instruction of a sized
//!   type is used only in its own block, unless it is an alloca of the
//!   entry block (a stack slot). An `invoke` or `callbr` defines its value
//!   on its edges, so it is stored into its slot at the top of its
//!   successors: a store of it there is its own. Unsized values (tokens)
//!   cannot be stored and stay where they are;
//! * no critical edge is left that could have been split: one whose source
//!   has several successor slots and whose destination several predecessor
//!   edges, unless the source ends in `indirectbr` (its edges cannot be
//!   retargeted), the destination is an EH pad (entered only by unwinding),
//!   or another predecessor of the destination ends in `indirectbr` (then
//!   splitting a loop exit would leave the loop out of simplified form, and
//!   upstream leaves the edge alone; this allows more than upstream does).

use llvm_sys::LLVMOpcode;

use super::{FunctionGraph, Problem};

pub(super) fn promises(graph: &FunctionGraph, problems: &mut Vec<Problem>) {
    let FunctionGraph { blocks, index, succs, preds, .. } = graph;
    let ends_in_indirect_br =
        |b: usize| blocks[b].terminator().is_some_and(|t| t.opcode() == LLVMOpcode::LLVMIndirectBr);
    for (b, bb) in blocks.iter().enumerate() {
        for (i, inst) in bb.instructions().enumerate() {
            let opcode = inst.opcode();
            if opcode == LLVMOpcode::LLVMPHI {
                problems.push(Problem::PhiLeft { block: b, inst: i });
            }
            let slot = opcode == LLVMOpcode::LLVMAlloca && b == 0;
            if slot || !inst.ty().is_sized() {
                continue;
            }
            let edge_defined = matches!(opcode, LLVMOpcode::LLVMInvoke | LLVMOpcode::LLVMCallBr);
            for user in inst.uses().map(|u| u.user()) {
                if !user.is_instruction() {
                    continue;
                }
                let at = index.get(&user.parent_block()).copied();
                let own_store = edge_defined
                    && user.opcode() == LLVMOpcode::LLVMStore
                    && user.operand(0) == inst
                    && at.is_some_and(|s| succs[b].contains(&s));
                if at != Some(b) && !own_store {
                    problems.push(Problem::UsedOutsideBlock { block: b, inst: i });
                    break;
                }
            }
        }
        if succs[b].len() < 2 || ends_in_indirect_br(b) {
            continue;
        }
        for &d in &succs[b] {
            let critical = preds[d].len() >= 2;
            let eh_pad =
                blocks[d].instructions().find(|i| i.opcode() != LLVMOpcode::LLVMPHI).is_some_and(|i| i.is_eh_pad());
            if critical && !eh_pad && !preds[d].iter().any(|&p| ends_in_indirect_br(p)) {
                problems.push(Problem::CriticalEdgeNotSplit { from: b, to: d });
            }
        }
    }
}
