//! Tiny as a client of the library: `Graph`, `Function` and `Builder` for
//! SSA construction, `PhiFunction` for SSA destruction. Everything the
//! library does to a Tiny program goes through these few methods.

use std::collections::HashMap;

use m2r_ssa::{
    construct_ssa, destruct_ssa, Access, Block, Builder, EdgeEntries, Error, Function, Graph, PhiFunction, Var,
};

use super::ir::{BlockData, Inst, Program, Term, Val};

/// A Tiny program as SSA construction reads it: its variables' gets and
/// sets, block by block, and where each is.
struct View {
    succs: Vec<Vec<Block>>,
    accesses: Vec<Vec<Access>>,
    /// The instruction index of each access.
    at: Vec<Vec<usize>>,
    /// The read (block, access index) whose `get` defines each value.
    gets: HashMap<Val, (Block, usize)>,
    vars: usize,
}

impl Graph for View {
    fn num_blocks(&self) -> usize {
        self.succs.len()
    }
    fn successors(&self, b: Block) -> &[Block] {
        &self.succs[b.index()]
    }
}

impl Function for View {
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
    gets: &'a HashMap<Val, (Block, usize)>,
    /// Each block's new phis in creation order, which is the order
    /// `add_phi_entries` names them in.
    phis: Vec<Vec<Inst>>,
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
    fn copied_read(&mut self, b: Block, i: usize) -> Option<(Block, usize)> {
        // `%x = get a` then `set b, %x`: b gets what that read reads.
        let src = self.written_value(b, i);
        self.gets.get(&src).copied()
    }
    fn value_index(&self, v: Val) -> Option<u32> {
        // Values are numbered already: indices into the program's values.
        u32::try_from(v).ok()
    }
    fn undefined(&mut self, _: Var) -> Val {
        // Variables start at 0: a constant at the top of the entry block.
        let v = self.program.new_value();
        self.undefined.push(v);
        v
    }
    fn create_phi(&mut self, b: Block, _: Var) -> Val {
        let v = self.program.new_value();
        self.phis[b.index()].push(Inst::Phi { dst: v, entries: vec![] });
        v
    }
    fn add_phi_entries(&mut self, e: EdgeEntries<'_, Val>) {
        for (phi, &value) in self.phis[e.block.index()].iter_mut().zip(e.values) {
            if let Inst::Phi { entries, .. } = phi {
                // One entry per edge, as Tiny's phis name predecessors.
                entries.extend(std::iter::repeat_n((value, e.pred.index()), e.edges as usize));
            }
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
/// values. A program that loops back to its first block with a variable
/// live around the loop gets an entry block in front first (the library's
/// recipe for [`Error::PhiInEntry`]). Returns how many blocks it put in
/// front: 0 or 1.
pub fn to_ssa(program: &mut Program) -> usize {
    match try_to_ssa(program) {
        Ok(()) => 0,
        Err(Error::PhiInEntry { .. }) => {
            program.add_entry_block();
            try_to_ssa(program).expect("no edge enters the new entry block");
            1
        }
        Err(e) => panic!("Tiny's view of its program is well formed: {e}"),
    }
}

/// One try of the library on `program`; a refusal leaves it as it was.
fn try_to_ssa(program: &mut Program) -> Result<(), Error> {
    let mut view = View { succs: vec![], accesses: vec![], at: vec![], gets: HashMap::new(), vars: program.vars.len() };
    for (b, block) in program.blocks.iter().enumerate() {
        view.succs.push(block.term.successors().into_iter().map(Block::new).collect());
        let (mut accesses, mut at) = (vec![], vec![]);
        for (i, inst) in block.insts.iter().enumerate() {
            accesses.push(match *inst {
                Inst::Get { var, dst } => {
                    view.gets.insert(dst, (Block::new(b), accesses.len()));
                    Access::load(Var::new(var))
                }
                Inst::Set { var, .. } => Access::store(Var::new(var)),
                _ => continue,
            });
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
        gets: &view.gets,
        phis: vec![vec![]; n],
        undefined: vec![],
        replaced: HashMap::new(),
        removed,
    };
    construct_ssa(&view, &mut edits)?;
    let Edits { program, phis, undefined, replaced, removed, .. } = edits;
    // A read may have become another read's value: follow to the end.
    let resolve = |mut v: Val| {
        while let Some(&r) = replaced.get(&v) {
            v = r;
        }
        v
    };
    for (b, block) in program.blocks.iter_mut().enumerate() {
        let mut insts: Vec<Inst> = phis[b].clone();
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
    Ok(())
}

/// A block's phis are its first instructions.
fn phi_at(program: &Program, b: Block, i: usize) -> (Val, &[(Val, usize)]) {
    match &program.blocks[b.index()].insts[i] {
        Inst::Phi { dst, entries } => (*dst, entries),
        _ => unreachable!("phi {i} of {b:?} is a phi"),
    }
}

/// A Tiny program in SSA form as SSA destruction reads it: the program and
/// its successor lists (the library borrows them as slices; Tiny's
/// terminators hold their targets inline, so the lists are built once and
/// kept up to date by `split_edge`).
struct Destroying<'a> {
    program: &'a mut Program,
    succs: Vec<Vec<Block>>,
}

impl Graph for Destroying<'_> {
    fn num_blocks(&self) -> usize {
        self.succs.len()
    }
    fn successors(&self, b: Block) -> &[Block] {
        &self.succs[b.index()]
    }
}

impl PhiFunction for Destroying<'_> {
    type Value = Val;
    fn num_phis(&self, b: Block) -> usize {
        self.program.blocks[b.index()].insts.iter().take_while(|i| matches!(i, Inst::Phi { .. })).count()
    }
    fn phi_result(&self, b: Block, i: usize) -> Val {
        phi_at(self.program, b, i).0
    }
    fn num_phi_entries(&self, b: Block, i: usize) -> usize {
        phi_at(self.program, b, i).1.len()
    }
    fn phi_entry(&self, b: Block, i: usize, e: usize) -> (Block, Val) {
        let (v, p) = phi_at(self.program, b, i).1[e];
        (Block::new(p), v)
    }
    fn split_edge(&mut self, from: Block, index: usize) -> Block {
        let blocks = &mut self.program.blocks;
        let new = blocks.len();
        let to = match (&mut blocks[from.index()].term, index) {
            (Term::Jump(t), 0) | (Term::Branch(_, t, _), 0) | (Term::Branch(_, _, t), 1) => std::mem::replace(t, new),
            _ => panic!("no successor {index}"),
        };
        let name = format!("{}.{}", blocks[from.index()].name, blocks[to].name);
        blocks.push(BlockData { name, insts: vec![], term: Term::Jump(to) });
        self.succs[from.index()][index] = Block::new(new);
        self.succs.push(vec![Block::new(to)]);
        Block::new(new)
    }
    fn new_temporary(&mut self) -> Val {
        self.program.new_value()
    }
    fn append_move(&mut self, b: Block, from: Val, to: Val) {
        self.program.blocks[b.index()].insts.push(Inst::Move { dst: to, src: from });
    }
    fn remove_phis(&mut self, b: Block) {
        self.program.blocks[b.index()].insts.retain(|inst| !matches!(inst, Inst::Phi { .. }));
    }
}

/// Takes `program` out of SSA form: phis become moves.
pub fn out_of_ssa(program: &mut Program) {
    let succs = program.blocks.iter().map(|b| b.term.successors().into_iter().map(Block::new).collect()).collect();
    destruct_ssa(&mut Destroying { program, succs }).expect("the SSA form the library made is well formed");
}
