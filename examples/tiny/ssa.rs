//! Tiny as a client of the library: `Function` and `Builder` for SSA
//! construction, `PhiFunction` for SSA destruction. Everything the library
//! does to a Tiny program goes through these few methods.

use std::collections::HashMap;

use m2r::ssa::cfg::Block;
use m2r::ssa::construct::{construct_ssa, Builder, Function};
use m2r::ssa::destruct::{destruct_ssa, Phi, PhiFunction};
use m2r::ssa::entity::EntityId;
use m2r::ssa::{Access, AccessKind, Var};

use super::ir::{BlockData, Inst, Program, Term, Val};

/// A Tiny program as SSA construction reads it: its variables' gets and
/// sets, block by block, and where each is.
struct View {
    succs: Vec<Vec<Block>>,
    accesses: Vec<Vec<Access>>,
    /// The instruction index of each access.
    at: Vec<Vec<usize>>,
    vars: usize,
}

impl Function for View {
    fn num_blocks(&self) -> usize {
        self.succs.len()
    }
    fn successors(&self, b: Block) -> &[Block] {
        &self.succs[b.index()]
    }
    fn num_vars(&self) -> usize {
        self.vars
    }
    fn accesses(&self, b: Block) -> &[Access] {
        &self.accesses[b.index()]
    }
}

/// The edits, gathered and applied at the end.
struct Edits<'a> {
    program: &'a mut Program,
    at: &'a [Vec<usize>],
    /// Each block's new phis in creation order (each new one goes to the
    /// top of its block: the last created is first).
    phis: Vec<Vec<Inst>>,
    phi_index: HashMap<Val, (usize, usize)>,
    undefined: Vec<Val>,
    replaced: HashMap<Val, Val>,
    /// Per block, which instructions go.
    removed: Vec<Vec<bool>>,
}

impl Builder for Edits<'_> {
    type Value = Val;
    fn written_value(&mut self, b: Block, i: usize) -> Val {
        match self.program.blocks[b.index()].insts[self.at[b.index()][i]] {
            Inst::Set { src, .. } => src,
            _ => unreachable!("a write is a set"),
        }
    }
    fn undefined(&mut self, _: Var) -> Val {
        // Variables start at 0: a constant at the top of the entry block.
        let v = self.program.new_value();
        self.undefined.push(v);
        v
    }
    fn create_phi(&mut self, b: Block, _: Var) -> Val {
        let v = self.program.new_value();
        let list = &mut self.phis[b.index()];
        self.phi_index.insert(v, (b.index(), list.len()));
        list.push(Inst::Phi { dst: v, entries: vec![] });
        v
    }
    fn add_phi_entry(&mut self, phi: Val, pred: Block, value: Val) {
        let (b, k) = self.phi_index[&phi];
        if let Inst::Phi { entries, .. } = &mut self.phis[b][k] {
            entries.push((value, pred.index()));
        }
    }
    fn replace_read(&mut self, b: Block, i: usize, value: Val) {
        let inst = self.at[b.index()][i];
        match self.program.blocks[b.index()].insts[inst] {
            Inst::Get { dst, .. } => {
                self.replaced.insert(dst, value);
            }
            _ => unreachable!("a read is a get"),
        }
        self.removed[b.index()][inst] = true;
    }
    fn remove_write(&mut self, b: Block, i: usize) {
        self.removed[b.index()][self.at[b.index()][i]] = true;
    }
}

/// Puts `program` into SSA form: its gets and sets become phis and plain
/// values.
pub fn to_ssa(program: &mut Program) {
    let mut view = View { succs: vec![], accesses: vec![], at: vec![], vars: program.vars.len() };
    for block in &program.blocks {
        view.succs.push(block.term.successors().into_iter().map(Block::new).collect());
        let (mut accesses, mut at) = (vec![], vec![]);
        for (i, inst) in block.insts.iter().enumerate() {
            let (var, kind) = match *inst {
                Inst::Get { var, .. } => (var, AccessKind::Load),
                Inst::Set { var, .. } => (var, AccessKind::Store),
                _ => continue,
            };
            accesses.push(Access { var: Var::new(var), kind });
            at.push(i);
        }
        view.accesses.push(accesses);
        view.at.push(at);
    }
    let n = program.blocks.len();
    let removed = program.blocks.iter().map(|b| vec![false; b.insts.len()]).collect();
    let mut edits = Edits {
        program,
        at: &view.at,
        phis: vec![vec![]; n],
        phi_index: HashMap::new(),
        undefined: vec![],
        replaced: HashMap::new(),
        removed,
    };
    construct_ssa(&view, &mut edits);
    let Edits { program, phis, undefined, replaced, removed, .. } = edits;
    // A read may have become another read's value: follow to the end.
    let resolve = |mut v: Val| {
        while let Some(&r) = replaced.get(&v) {
            v = r;
        }
        v
    };
    for (b, block) in program.blocks.iter_mut().enumerate() {
        let mut insts: Vec<Inst> = phis[b].iter().rev().cloned().collect();
        if b == 0 {
            insts.extend(undefined.iter().map(|&dst| Inst::Const { dst, value: 0 }));
        }
        insts.extend(
            std::mem::take(&mut block.insts).into_iter().enumerate().filter(|&(i, _)| !removed[b][i]).map(|(_, i)| i),
        );
        for inst in &mut insts {
            inst.map_uses(resolve);
        }
        if let Term::Branch(c, _, _) = &mut block.term {
            *c = resolve(*c);
        }
        block.insts = insts;
    }
}

impl PhiFunction for Program {
    type Value = Val;
    fn num_blocks(&self) -> usize {
        self.blocks.len()
    }
    fn successors(&self, b: Block) -> Vec<Block> {
        self.blocks[b.index()].term.successors().into_iter().map(Block::new).collect()
    }
    fn phis(&self, b: Block) -> Vec<Phi<Val>> {
        self.blocks[b.index()]
            .insts
            .iter()
            .filter_map(|inst| match inst {
                Inst::Phi { dst, entries } => {
                    Some(Phi { result: *dst, entries: entries.iter().map(|&(v, p)| (Block::new(p), v)).collect() })
                }
                _ => None,
            })
            .collect()
    }
    fn has_phis(&self, b: Block) -> bool {
        matches!(self.blocks[b.index()].insts.first(), Some(Inst::Phi { .. }))
    }
    fn split_edge(&mut self, from: Block, index: usize) -> Block {
        let new = self.blocks.len();
        let source = &mut self.blocks[from.index()];
        let to = match (&mut source.term, index) {
            (Term::Jump(t), 0) | (Term::Branch(_, t, _), 0) | (Term::Branch(_, _, t), 1) => std::mem::replace(t, new),
            _ => panic!("no successor {index}"),
        };
        let name = format!("{}.{}", self.blocks[from.index()].name, self.blocks[to].name);
        // Edges are split in successor order, so the first entry still from
        // `from` is this edge's.
        for inst in &mut self.blocks[to].insts {
            if let Inst::Phi { entries, .. } = inst {
                if let Some(e) = entries.iter_mut().find(|(_, p)| *p == from.index()) {
                    e.1 = new;
                }
            }
        }
        self.blocks.push(BlockData { name, insts: vec![], term: Term::Jump(to) });
        Block::new(new)
    }
    fn new_temporary(&mut self) -> Val {
        self.new_value()
    }
    fn append_move(&mut self, b: Block, from: Val, to: Val) {
        self.blocks[b.index()].insts.push(Inst::Move { dst: to, src: from });
    }
    fn remove_phis(&mut self, b: Block) {
        self.blocks[b.index()].insts.retain(|inst| !matches!(inst, Inst::Phi { .. }));
    }
}

/// Takes `program` out of SSA form: phis become moves.
pub fn out_of_ssa(program: &mut Program) {
    destruct_ssa(program);
}
