//! A Cranelift function with stack slots as the SSA engine reads it ([`View`]: blocks in
//! layout order, successors, each block's loads and stores of promotable
//! slots) and edits it ([`Edit`]: block parameters, branch arguments,
//! loads turned into aliases, stores removed).

use cranelift_codegen::entity::SecondaryMap;
use cranelift_codegen::ir::{self, Function, StackSlot, Type, ValueDef};
use m2r_ssa::{Access, Block, Builder, Csr, EdgeEntries, Function as SsaFunction, Graph, IdVec, Var};

use crate::cfg::{self, Cfg, OutOfLayout, ParamEdits};
use crate::slots::Scan;

/// What the engine reads of a Cranelift function.
pub(crate) struct View {
    /// The blocks and edges.
    pub cfg: Cfg,
    accesses: Csr<Block, Access>,
    /// The load or store of each access.
    insts: Csr<Block, ir::Inst>,
    /// Each promoted load's block and index among its block's accesses.
    read_at: SecondaryMap<ir::Inst, Option<(Block, u32)>>,
    /// Each variable's slot and type.
    pub vars: IdVec<Var, (StackSlot, Type)>,
}

impl View {
    /// Reads `func`, whose promotable slots `scan` found, with `vars` the
    /// ones to promote.
    pub fn read(func: &Function, scan: &Scan, vars: &[(StackSlot, Type)]) -> Result<View, OutOfLayout> {
        let mut cfg = Cfg::default();
        cfg.read(func)?;
        let mut var_of: SecondaryMap<StackSlot, Option<Var>> = SecondaryMap::new();
        for (v, &(ss, _)) in vars.iter().enumerate() {
            var_of[ss] = Some(Var::new(v));
        }
        let mut view = View {
            cfg,
            accesses: Csr::default(),
            insts: Csr::default(),
            read_at: SecondaryMap::new(),
            vars: IdVec::from_vec(vars.to_vec()),
        };
        view.accesses.clear();
        view.insts.clear();
        // Sized once (indexing past the end grows it a load at a time).
        view.read_at.resize(func.dfg.num_insts());
        for (b, &block) in view.cfg.blocks.iter().enumerate() {
            let mut index = 0;
            for inst in func.layout.block_insts(block) {
                let Some(var) = scan.accesses[inst].expand().and_then(|ss| var_of[ss]) else { continue };
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
        self.cfg.num_blocks()
    }

    fn successors(&self, block: Block) -> &[Block] {
        self.cfg.successors(block)
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
    pub params: ParamEdits,
}

impl Builder for Edit<'_> {
    type Value = ir::Value;

    fn written_value(&mut self, block: Block, index: usize) -> ir::Value {
        // Through aliases, so that one value under two names is one value.
        let stored = self.func.dfg.inst_args(self.view.insts.get(block)[index])[0];
        self.func.dfg.resolve_aliases(stored)
    }

    fn value_index(&self, value: ir::Value) -> Option<u32> {
        // Written values come with their aliases resolved: one number each.
        Some(value.as_u32())
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
        self.params.zero(self.func, &self.view.cfg, self.view.vars[var].1)
    }

    fn create_phi(&mut self, block: Block, var: Var) -> ir::Value {
        self.params.add_param(self.func, &self.view.cfg, block, self.view.vars[var].1)
    }

    fn add_phi_entries(&mut self, entries: EdgeEntries<'_, ir::Value>) {
        self.params.add_args(self.func, &self.view.cfg, entries);
    }

    fn replace_read(&mut self, block: Block, index: usize, value: ir::Value) {
        cfg::replace_with(self.func, self.view.insts.get(block)[index], value);
    }

    fn remove_write(&mut self, block: Block, index: usize) {
        self.func.layout.remove_inst(self.view.insts.get(block)[index]);
    }
}
