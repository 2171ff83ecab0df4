//! A Cranelift function as the SSA engine reads it ([`View`]: blocks in
//! layout order, successors, each block's loads and stores of promotable
//! slots) and edits it ([`Edit`]: block parameters, branch arguments,
//! loads turned into aliases, stores removed).

use cranelift_codegen::cursor::{Cursor, FuncCursor};
use cranelift_codegen::entity::EntityRef;
use cranelift_codegen::entity::SecondaryMap;
use cranelift_codegen::ir::{self, Function, StackSlot, Type, ValueDef};
use m2r_ssa::{Access, Block, Builder, Csr, EdgeEntries, Function as SsaFunction, Graph, IdVec, Var};

use crate::slots::Scan;
use crate::unshare::unshare_branch_targets;
use crate::zero;

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
    /// Each promoted load's block and index among its block's accesses.
    read_at: SecondaryMap<ir::Inst, Option<(Block, u32)>>,
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
        let mut id: SecondaryMap<ir::Block, Option<Block>> = SecondaryMap::with_capacity(blocks.len());
        for (i, &b) in blocks.iter().enumerate() {
            id[b] = Some(Block::new(i));
        }
        let mut var_of: SecondaryMap<StackSlot, Option<Var>> = SecondaryMap::new();
        for (v, &(ss, _)) in vars.iter().enumerate() {
            var_of[ss] = Some(Var::new(v));
        }
        let mut view = View {
            blocks,
            succs: Csr::default(),
            branches: IdVec::new(),
            accesses: Csr::default(),
            insts: Csr::default(),
            read_at: SecondaryMap::new(),
            vars: IdVec::from_vec(vars.to_vec()),
        };
        view.succs.clear();
        view.accesses.clear();
        view.insts.clear();
        for (b, &block) in view.blocks.iter().enumerate() {
            let last = func.layout.last_inst(block);
            let branch = last.filter(|&inst| func.dfg.insts[inst].opcode().is_branch());
            if let Some(inst) = branch {
                let pool = &func.dfg.value_lists;
                for call in func.dfg.insts[inst].branch_destination(&func.dfg.jump_tables, &func.dfg.exception_tables) {
                    view.succs.push(id[call.block(pool)].ok_or(OutOfLayout(inst))?);
                }
            }
            view.succs.close_key();
            view.branches.push(branch);
            let mut index = 0;
            for inst in func.layout.block_insts(block) {
                let Some(var) = scan.accesses[inst.index()].expand().and_then(|ss| var_of[ss]) else { continue };
                let is_load = func.dfg.insts[inst].opcode() == ir::Opcode::Load;
                if is_load {
                    view.read_at[inst] = Some((Block::new(b), index));
                }
                view.accesses.push(if is_load { Access::load(var) } else { Access::store(var) });
                view.insts.push(inst);
                index += 1;
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

/// The engine's edits, made on the function as they come (the engine
/// makes none before it has checked everything).
pub(crate) struct Edit<'a> {
    pub func: &'a mut Function,
    pub view: &'a View,
    /// Block parameters added.
    pub params: usize,
    /// Whether every branch target has its own argument list yet (done at
    /// the first argument added, so a function that gets none is left as
    /// it was).
    pub unshared: bool,
}

impl Builder for Edit<'_> {
    type Value = ir::Value;

    fn written_value(&mut self, block: Block, index: usize) -> ir::Value {
        // Through aliases, so that one value under two names is one value.
        let stored = self.func.dfg.inst_args(self.view.insts.get(block)[index])[0];
        self.func.dfg.resolve_aliases(stored)
    }

    fn copied_read(&mut self, block: Block, index: usize) -> Option<(Block, usize)> {
        // A store of what a promoted load loaded: `y = x` between slots.
        let stored = self.written_value(block, index);
        match self.func.dfg.value_def(stored) {
            ValueDef::Result(load, 0) => self.view.read_at[load].map(|(b, i)| (b, i as usize)),
            _ => None,
        }
    }

    fn undefined(&mut self, var: Var) -> ir::Value {
        let entry = self.view.blocks[0];
        let mut pos = FuncCursor::new(self.func).at_first_insertion_point(entry);
        zero::zero(&mut pos, self.view.vars[var].1)
    }

    fn create_phi(&mut self, block: Block, var: Var) -> ir::Value {
        self.params += 1;
        self.func.dfg.append_block_param(self.view.blocks[block.index()], self.view.vars[var].1)
    }

    fn add_phi_entries(&mut self, entries: EdgeEntries<'_, ir::Value>) {
        if !self.unshared {
            unshare_branch_targets(self.func);
            self.unshared = true;
        }
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
