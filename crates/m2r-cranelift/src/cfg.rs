//! A Cranelift function's control flow as the engine reads it, and the
//! edits it makes on it: blocks in layout order (a block's id is its place
//! in the layout), each block's successors and branch; block parameters,
//! the arguments every branch to a block passes them, and a load (or any
//! one-result instruction) turned into an alias of the value it stands
//! for. Both clients share it: [`promote_stack_slots`](crate::promote_stack_slots)
//! and [`Variables`](crate::Variables).

use cranelift_codegen::cursor::{Cursor, FuncCursor};
use cranelift_codegen::entity::{EntitySet, SecondaryMap};
use cranelift_codegen::ir::{self, Function, Type};
use m2r_ssa::{Block, Csr, EdgeEntries, Graph, IdVec};

use crate::unshare::Unshare;
use crate::zero;

/// The blocks and edges of a function.
#[derive(Default)]
pub(crate) struct Cfg {
    /// The layout's blocks; a block's id is its place in the layout.
    pub blocks: Vec<ir::Block>,
    /// Each block's id, if it is in the layout.
    pub id: SecondaryMap<ir::Block, Option<Block>>,
    succs: Csr<Block, Block>,
    /// Each block's branch, if it ends in one.
    branches: IdVec<Block, Option<ir::Inst>>,
}

/// A branch to a block that is not in the function's layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct OutOfLayout(pub ir::Inst);

impl Cfg {
    /// Reads `func`'s layout and branches, keeping the buffers.
    pub fn read(&mut self, func: &Function) -> Result<(), OutOfLayout> {
        self.blocks.clear();
        self.blocks.extend(func.layout.blocks());
        self.id.clear();
        // Sized once (indexing past the end grows it a block at a time).
        self.id.resize(func.dfg.num_blocks());
        for (i, &b) in self.blocks.iter().enumerate() {
            self.id[b] = Some(Block::new(i));
        }
        self.succs.clear();
        self.branches.clear();
        for &block in &self.blocks {
            let last = func.layout.last_inst(block);
            let branch = last.filter(|&inst| func.dfg.insts[inst].opcode().is_branch());
            if let Some(inst) = branch {
                let pool = &func.dfg.value_lists;
                for call in func.dfg.insts[inst].branch_destination(&func.dfg.jump_tables, &func.dfg.exception_tables) {
                    self.succs.push(self.id[call.block(pool)].ok_or(OutOfLayout(inst))?);
                }
            }
            self.succs.close_key();
            self.branches.push(branch);
        }
        Ok(())
    }
}

impl Graph for Cfg {
    fn num_blocks(&self) -> usize {
        self.blocks.len()
    }

    fn successors(&self, block: Block) -> &[Block] {
        self.succs.get(block)
    }
}

/// The edits of block parameters and branch arguments, with what they
/// have done so far.
#[derive(Default)]
pub(crate) struct ParamEdits {
    /// Block parameters added.
    pub params: usize,
    /// Whether every branch target to a block in `targets` has its own
    /// argument list yet (done at the first argument added, so a function
    /// that gets none is left as it was).
    unshared: bool,
    /// The blocks given parameters.
    targets: EntitySet<ir::Block>,
    /// The zero of each type made so far.
    zeros: Vec<(Type, ir::Value)>,
    unshare: Unshare,
}

impl ParamEdits {
    /// Nothing done yet (the buffers kept, for the next function).
    pub fn clear(&mut self) {
        self.params = 0;
        self.unshared = false;
        self.targets.clear();
        self.zeros.clear();
    }

    /// A zero of type `ty` at the top of the entry block, one per type (as
    /// cranelift-frontend makes them): the value of a variable before any
    /// write, so that two variables' are one value.
    pub fn zero(&mut self, func: &mut Function, cfg: &Cfg, ty: Type) -> ir::Value {
        if let Some(&(_, zero)) = self.zeros.iter().find(|z| z.0 == ty) {
            return zero;
        }
        let mut pos = FuncCursor::new(func).at_first_insertion_point(cfg.blocks[0]);
        let zero = zero::zero(&mut pos, ty);
        self.zeros.push((ty, zero));
        zero
    }

    /// Whether `value` is a zero made by [`Self::zero`] or noted by
    /// [`Self::note_zero`].
    pub fn is_zero(&self, value: ir::Value) -> bool {
        self.zeros.iter().any(|&(_, z)| z == value)
    }

    /// `zero`, of type `ty`, was made outside [`Self::zero`] as a
    /// variable's value before any write.
    pub fn note_zero(&mut self, ty: Type, zero: ir::Value) {
        self.zeros.push((ty, zero));
    }

    /// A new parameter of type `ty` on `block`.
    pub fn add_param(&mut self, func: &mut Function, cfg: &Cfg, block: Block, ty: Type) -> ir::Value {
        self.params += 1;
        let block = cfg.blocks[block.index()];
        // A block given parameters after the unsharing is unshared again.
        self.unshared &= self.targets.contains(block);
        self.targets.insert(block);
        func.dfg.append_block_param(block, ty)
    }

    /// Every branch from `entries.pred` to `entries.block` passes
    /// `entries.values` to its new parameters.
    pub fn add_args(&mut self, func: &mut Function, cfg: &Cfg, entries: EdgeEntries<'_, ir::Value>) {
        if !self.unshared {
            self.unshare.run(func, &self.targets);
            self.unshared = true;
        }
        let branch = cfg.branches[entries.pred].expect("a block with a successor ends in a branch");
        let target = cfg.blocks[entries.block.index()];
        let dfg = &mut func.dfg;
        let calls = dfg.insts[branch].branch_destination_mut(&mut dfg.jump_tables, &mut dfg.exception_tables);
        for call in calls.iter_mut() {
            if call.block(&dfg.value_lists) == target {
                call.extend(entries.values.iter().copied(), &mut dfg.value_lists);
            }
        }
    }
}

/// `inst`'s one result stands for `value` from now on: it becomes an alias
/// of it, and `inst` leaves the layout.
pub(crate) fn replace_with(func: &mut Function, inst: ir::Inst, value: ir::Value) {
    let result = func.dfg.first_result(inst);
    func.dfg.detach_inst_results(inst);
    func.dfg.change_to_alias(result, value);
    func.layout.remove_inst(inst);
}
