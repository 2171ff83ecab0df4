//! A Cranelift function as the SSA engine reads it ([`View`]: blocks in
//! layout order, successors, each block's loads and stores of promotable
//! slots) and edits it ([`Edit`]: block parameters, branch arguments,
//! loads turned into aliases, stores removed).

use std::collections::HashSet;

use cranelift_codegen::cursor::{Cursor, FuncCursor};
use cranelift_codegen::entity::{EntityRef, SecondaryMap};
use cranelift_codegen::ir::{self, types, Function, InstBuilder, InstructionData, JumpTableData, StackSlot, Type};
use m2r_ssa::{Access, Block, Builder, Csr, EdgeEntries, Function as SsaFunction, Graph, IdVec, Var};

use crate::slots::Scan;

/// What the engine reads of a Cranelift function.
pub(crate) struct View {
    /// The layout's blocks; a block's id is its place in the layout.
    pub blocks: Vec<ir::Block>,
    succs: Csr<Block, Block>,
    /// Each block's branch, if it ends in one.
    branches: IdVec<Block, Option<ir::Inst>>,
    accesses: Csr<Block, Access>,
    /// The load or store of each access.
    insts: Csr<Block, ir::Inst>,
    /// Each variable's slot and type.
    pub vars: IdVec<Var, (StackSlot, Type)>,
}

/// A branch to a block that is not in the function's layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct OutOfLayout(pub ir::Inst);

impl View {
    /// Reads `func`, whose promotable slots `scan` found, with `vars` the
    /// ones to promote.
    pub fn read(func: &Function, scan: &Scan, vars: &[(StackSlot, Type)]) -> Result<View, OutOfLayout> {
        let blocks: Vec<ir::Block> = func.layout.blocks().collect();
        // Ids one up, so that 0 is "not in the layout" / "not promoted".
        let mut id: SecondaryMap<ir::Block, u32> = SecondaryMap::with_capacity(blocks.len());
        for (i, &b) in blocks.iter().enumerate() {
            id[b] = i as u32 + 1;
        }
        let mut var_of = vec![0u32; func.sized_stack_slots.len()];
        for (v, &(ss, _)) in vars.iter().enumerate() {
            var_of[ss.index()] = v as u32 + 1;
        }
        let mut view = View {
            blocks,
            succs: Csr::default(),
            branches: IdVec::new(),
            accesses: Csr::default(),
            insts: Csr::default(),
            vars: IdVec::from_vec(vars.to_vec()),
        };
        view.succs.clear();
        view.accesses.clear();
        view.insts.clear();
        for &block in &view.blocks {
            let last = func.layout.last_inst(block);
            let branch = last.filter(|&inst| func.dfg.insts[inst].opcode().is_branch());
            if let Some(inst) = branch {
                let pool = &func.dfg.value_lists;
                for call in func.dfg.insts[inst].branch_destination(&func.dfg.jump_tables, &func.dfg.exception_tables) {
                    match id[call.block(pool)] {
                        0 => return Err(OutOfLayout(inst)),
                        i => view.succs.push(Block(i - 1)),
                    }
                }
            }
            view.succs.close_key();
            view.branches.push(branch);
            for inst in func.layout.block_insts(block) {
                let Some(ss) = scan.accesses[inst.index()].expand() else { continue };
                let var = match var_of[ss.index()] {
                    0 => continue,
                    v => Var(v - 1),
                };
                let is_load = func.dfg.insts[inst].opcode() == ir::Opcode::Load;
                view.accesses.push(if is_load { Access::load(var) } else { Access::store(var) });
                view.insts.push(inst);
            }
            view.accesses.close_key();
            view.insts.close_key();
        }
        Ok(view)
    }
}

impl Graph for View {
    fn num_blocks(&self) -> usize {
        self.blocks.len()
    }

    fn successors(&self, block: Block) -> &[Block] {
        self.succs.get(block)
    }
}

impl SsaFunction for View {
    fn num_vars(&self) -> usize {
        self.vars.len()
    }

    fn accesses(&self, block: Block) -> &[Access] {
        self.accesses.get(block)
    }
}

/// The engine's edits, made on the function as they come.
pub(crate) struct Edit<'a> {
    pub func: &'a mut Function,
    pub view: &'a View,
    /// Block parameters added.
    pub params: usize,
}

impl Builder for Edit<'_> {
    type Value = ir::Value;

    fn written_value(&mut self, block: Block, index: usize) -> ir::Value {
        self.func.dfg.inst_args(self.view.insts.get(block)[index])[0]
    }

    fn undefined(&mut self, var: Var) -> ir::Value {
        let entry = self.view.blocks[0];
        let mut pos = FuncCursor::new(self.func).at_first_insertion_point(entry);
        zero(&mut pos, self.view.vars[var].1)
    }

    fn create_phi(&mut self, block: Block, var: Var) -> ir::Value {
        self.params += 1;
        self.func.dfg.append_block_param(self.view.blocks[block.index()], self.view.vars[var].1)
    }

    fn add_phi_entries(&mut self, entries: EdgeEntries<'_, ir::Value>) {
        let branch = self.view.branches[entries.pred].expect("a block with a successor ends in a branch");
        let target = self.view.blocks[entries.block.index()];
        let dfg = &mut self.func.dfg;
        let calls = dfg.insts[branch].branch_destination_mut(&mut dfg.jump_tables, &mut dfg.exception_tables);
        for call in calls.iter_mut() {
            if call.block(&dfg.value_lists) == target {
                call.extend(entries.values.iter().copied(), &mut dfg.value_lists);
            }
        }
    }

    fn replace_read(&mut self, block: Block, index: usize, value: ir::Value) {
        let load = self.view.insts.get(block)[index];
        let result = self.func.dfg.first_result(load);
        self.func.dfg.detach_inst_results(load);
        self.func.dfg.change_to_alias(result, value);
        self.func.layout.remove_inst(load);
    }

    fn remove_write(&mut self, block: Block, index: usize) {
        self.func.layout.remove_inst(self.view.insts.get(block)[index]);
    }
}

/// Whether [`zero`] can make a zero of `ty`.
pub(crate) fn has_zero(ty: Type) -> bool {
    ty.is_int() || ty == types::F32 || ty == types::F64 || ty.is_vector()
}

/// A zero of type `ty` (see [`has_zero`]), inserted at `pos`.
fn zero(pos: &mut FuncCursor<'_>, ty: Type) -> ir::Value {
    if ty == types::I128 {
        let low = pos.ins().iconst(types::I64, 0);
        pos.ins().uextend(types::I128, low)
    } else if ty.is_int() {
        pos.ins().iconst(ty, 0)
    } else if ty == types::F32 {
        pos.ins().f32const(0.0)
    } else if ty == types::F64 {
        pos.ins().f64const(0.0)
    } else {
        let bytes = pos.func.dfg.constants.insert(vec![0u8; ty.bytes() as usize].into());
        pos.ins().vconst(ty, bytes)
    }
}

/// Makes every branch target's argument list its own. Arguments added for
/// one edge must not reach another, but a `BlockCall` is a handle to a list,
/// and a frontend may copy one handle into several entries of a jump table,
/// or share a jump table between `br_table`s. Those are deep-copied here
/// (nothing changes for IR whose lists are already distinct).
pub(crate) fn unshare_branch_targets(func: &mut Function) {
    let mut tables = HashSet::new();
    let mut calls = HashSet::new();
    let blocks: Vec<ir::Block> = func.layout.blocks().collect();
    for block in blocks {
        let Some(inst) = func.layout.last_inst(block) else { continue };
        let dfg = &mut func.dfg;
        match dfg.insts[inst] {
            InstructionData::BranchTable { table, .. } => {
                if !tables.insert(table) {
                    let data = &dfg.jump_tables[table];
                    let copy = JumpTableData::new(data.default_block(), data.as_slice());
                    let new = dfg.jump_tables.push(copy);
                    for call in dfg.jump_tables[new].all_branches_mut() {
                        *call = call.deep_clone(&mut dfg.value_lists);
                    }
                    if let InstructionData::BranchTable { table, .. } = &mut dfg.insts[inst] {
                        *table = new;
                    }
                }
                let table = match dfg.insts[inst] {
                    InstructionData::BranchTable { table, .. } => table,
                    _ => unreachable!("a br_table"),
                };
                calls.clear();
                for call in dfg.jump_tables[table].all_branches_mut() {
                    if !calls.insert(*call) {
                        *call = call.deep_clone(&mut dfg.value_lists);
                    }
                }
            }
            InstructionData::Brif { blocks: [a, b], .. } if a == b => {
                let copy = b.deep_clone(&mut dfg.value_lists);
                if let InstructionData::Brif { blocks, .. } = &mut dfg.insts[inst] {
                    blocks[1] = copy;
                }
            }
            _ => {}
        }
    }
}
