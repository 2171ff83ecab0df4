//! Tiny: a small IR with variables, integer arithmetic, branches, loops and
//! a print; its text format, parser, printer and interpreter.
//!
//! ```text
//! var n acc          ; variables, 0 until written
//! entry:
//!   %ten = const 10
//!   set n, %ten      ; write a variable
//!   jump loop
//! loop:
//!   %n = get n       ; read a variable
//!   %more = lt %zero, %n
//!   branch %more, body, done
//! ...
//! ```
//!
//! Values (`%name`) are defined once before SSA construction and in SSA
//! form; after SSA destruction a phi's result is a location that `move`s
//! write. A `phi [%a, b0], [%b, b1]` takes the entry of the block the run
//! came from. Comments start with `;`.

use std::collections::HashMap;
use std::fmt;

/// A value: `%N` once printed.
pub type Val = usize;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    Add,
    Sub,
    Mul,
    Lt,
    Eq,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Inst {
    Const { dst: Val, value: i64 },
    Bin { dst: Val, op: Op, a: Val, b: Val },
    Get { dst: Val, var: usize },
    Set { var: usize, src: Val },
    Print { src: Val },
    Phi { dst: Val, entries: Vec<(Val, usize)> },
    Move { dst: Val, src: Val },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Term {
    Jump(usize),
    Branch(Val, usize, usize),
    Ret,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BlockData {
    pub name: String,
    pub insts: Vec<Inst>,
    pub term: Term,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Program {
    pub vars: Vec<String>,
    pub blocks: Vec<BlockData>,
    /// Values are `0..num_values`.
    pub num_values: usize,
}

impl Inst {
    /// The value it defines, if any.
    pub fn dst(&self) -> Option<Val> {
        match *self {
            Inst::Const { dst, .. } | Inst::Bin { dst, .. } | Inst::Get { dst, .. } => Some(dst),
            Inst::Phi { dst, .. } | Inst::Move { dst, .. } => Some(dst),
            Inst::Set { .. } | Inst::Print { .. } => None,
        }
    }

    /// The values it reads (a phi's entries included).
    pub fn uses(&self) -> Vec<Val> {
        match self {
            Inst::Const { .. } | Inst::Get { .. } => vec![],
            Inst::Bin { a, b, .. } => vec![*a, *b],
            Inst::Set { src, .. } | Inst::Print { src } | Inst::Move { src, .. } => vec![*src],
            Inst::Phi { entries, .. } => entries.iter().map(|&(v, _)| v).collect(),
        }
    }

    /// Replaces each value it reads by `f` of it.
    pub fn map_uses(&mut self, f: impl Fn(Val) -> Val) {
        match self {
            Inst::Const { .. } | Inst::Get { .. } => {}
            Inst::Bin { a, b, .. } => {
                *a = f(*a);
                *b = f(*b);
            }
            Inst::Set { src, .. } | Inst::Print { src } | Inst::Move { src, .. } => *src = f(*src),
            Inst::Phi { entries, .. } => entries.iter_mut().for_each(|(v, _)| *v = f(*v)),
        }
    }
}

impl Term {
    pub fn successors(&self) -> Vec<usize> {
        match *self {
            Term::Jump(t) => vec![t],
            Term::Branch(_, t, f) => vec![t, f],
            Term::Ret => vec![],
        }
    }
}

impl Program {
    pub fn new_value(&mut self) -> Val {
        self.num_values += 1;
        self.num_values - 1
    }

    /// Whether a jump or branch goes to the first block.
    pub fn first_block_has_preds(&self) -> bool {
        self.blocks.iter().any(|b| b.term.successors().contains(&0))
    }

    /// Puts a new first block in front that jumps to the old one (every
    /// block's number, and every jump, moves up by one).
    pub fn add_entry_block(&mut self) {
        for block in &mut self.blocks {
            match &mut block.term {
                Term::Jump(t) => *t += 1,
                Term::Branch(_, t, f) => {
                    *t += 1;
                    *f += 1;
                }
                Term::Ret => {}
            }
        }
        self.blocks.insert(0, BlockData { name: "entry".into(), insts: vec![], term: Term::Jump(1) });
    }
}

/// Parses the text format.
pub fn parse(text: &str) -> Result<Program, String> {
    let mut program = Program::default();
    let mut values: HashMap<String, Val> = HashMap::new();
    let mut blocks: HashMap<String, usize> = HashMap::new();
    // Blocks may be named before they are defined: number them first.
    for line in text.lines().map(|l| l.split(';').next().unwrap_or("").trim()) {
        if let Some(name) = line.strip_suffix(':') {
            if blocks.insert(name.to_string(), blocks.len()).is_some() {
                return Err(format!("block {name} defined twice"));
            }
            program.blocks.push(BlockData { name: name.to_string(), insts: vec![], term: Term::Ret });
        }
    }
    let mut current: Option<usize> = None;
    let mut ended = false;
    for (n, line) in text.lines().enumerate().map(|(n, l)| (n + 1, l.split(';').next().unwrap_or("").trim())) {
        if line.is_empty() {
            continue;
        }
        let err = |why: &str| format!("line {n}: {why}: {line}");
        if let Some(rest) = line.strip_prefix("var ") {
            program.vars.extend(rest.split_whitespace().map(str::to_string));
            continue;
        }
        if let Some(name) = line.strip_suffix(':') {
            if current.is_some() && !ended {
                return Err(err("the block before has no jump, branch or ret"));
            }
            current = Some(blocks[name]);
            ended = false;
            continue;
        }
        let b = current.ok_or_else(|| err("an instruction outside a block"))?;
        if ended {
            return Err(err("an instruction after the block's end"));
        }
        let mut value = |name: &str| -> Result<Val, String> {
            let name = name.trim().strip_prefix('%').ok_or_else(|| err("a value is %name"))?;
            let next = values.len();
            Ok(*values.entry(name.to_string()).or_insert(next))
        };
        let block = |name: &str| blocks.get(name.trim()).copied().ok_or_else(|| err("no such block"));
        let var =
            |name: &str| program.vars.iter().position(|v| v == name.trim()).ok_or_else(|| err("no such variable"));
        let (lhs, rhs) = match line.split_once('=') {
            Some((l, r)) => (Some(l.trim()), r.trim()),
            None => (None, line),
        };
        let (word, args) = rhs.split_once(' ').unwrap_or((rhs, ""));
        let args: Vec<&str> = if word == "phi" { vec![args] } else { args.split(',').map(str::trim).collect() };
        let inst = match (lhs, word, args.as_slice()) {
            (Some(d), "const", [c]) => Inst::Const { dst: value(d)?, value: c.parse().map_err(|_| err("a number"))? },
            (Some(d), "get", [v]) => Inst::Get { dst: value(d)?, var: var(v)? },
            (Some(d), "move", [s]) => Inst::Move { dst: value(d)?, src: value(s)? },
            (Some(d), op @ ("add" | "sub" | "mul" | "lt" | "eq"), [a, c]) => {
                let op = match op {
                    "add" => Op::Add,
                    "sub" => Op::Sub,
                    "mul" => Op::Mul,
                    "lt" => Op::Lt,
                    _ => Op::Eq,
                };
                Inst::Bin { dst: value(d)?, op, a: value(a)?, b: value(c)? }
            }
            (Some(d), "phi", [list]) => {
                let mut entries = vec![];
                for e in list.split(']').map(|e| e.trim().trim_start_matches(',').trim()).filter(|e| !e.is_empty()) {
                    let (v, from) =
                        e.strip_prefix('[').and_then(|e| e.split_once(',')).ok_or_else(|| err("[%value, block]"))?;
                    entries.push((value(v)?, block(from)?));
                }
                Inst::Phi { dst: value(d)?, entries }
            }
            (None, "set", [v, s]) => Inst::Set { var: var(v)?, src: value(s)? },
            (None, "print", [s]) => Inst::Print { src: value(s)? },
            (None, "jump", [t]) => {
                program.blocks[b].term = Term::Jump(block(t)?);
                ended = true;
                continue;
            }
            (None, "branch", [c, t, f]) => {
                program.blocks[b].term = Term::Branch(value(c)?, block(t)?, block(f)?);
                ended = true;
                continue;
            }
            (None, "ret", [""]) => {
                program.blocks[b].term = Term::Ret;
                ended = true;
                continue;
            }
            _ => return Err(err("not an instruction")),
        };
        program.blocks[b].insts.push(inst);
    }
    if current.is_some() && !ended {
        return Err("the last block has no jump, branch or ret".into());
    }
    if program.blocks.is_empty() {
        return Err("no blocks".into());
    }
    program.num_values = values.len();
    Ok(program)
}

impl fmt::Display for Program {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if !self.vars.is_empty() {
            writeln!(f, "var {}", self.vars.join(" "))?;
        }
        let name = |b: usize| &self.blocks[b].name;
        for block in &self.blocks {
            writeln!(f, "{}:", block.name)?;
            for inst in &block.insts {
                match inst {
                    Inst::Const { dst, value } => writeln!(f, "  %{dst} = const {value}")?,
                    Inst::Bin { dst, op, a, b } => {
                        let op = format!("{op:?}").to_lowercase();
                        writeln!(f, "  %{dst} = {op} %{a}, %{b}")?
                    }
                    Inst::Get { dst, var } => writeln!(f, "  %{dst} = get {}", self.vars[*var])?,
                    Inst::Set { var, src } => writeln!(f, "  set {}, %{src}", self.vars[*var])?,
                    Inst::Print { src } => writeln!(f, "  print %{src}")?,
                    Inst::Move { dst, src } => writeln!(f, "  %{dst} = move %{src}")?,
                    Inst::Phi { dst, entries } => {
                        let list: Vec<String> = entries.iter().map(|&(v, b)| format!("[%{v}, {}]", name(b))).collect();
                        writeln!(f, "  %{dst} = phi {}", list.join(", "))?
                    }
                }
            }
            match block.term {
                Term::Jump(t) => writeln!(f, "  jump {}", name(t))?,
                Term::Branch(c, t, e) => writeln!(f, "  branch %{c}, {}, {}", name(t), name(e))?,
                Term::Ret => writeln!(f, "  ret")?,
            }
        }
        Ok(())
    }
}

/// What a run printed, and whether it ran out of fuel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Run {
    pub printed: Vec<i64>,
    pub out_of_fuel: bool,
}

/// Runs `program` from its first block. Each jump, branch or ret of a
/// block numbered in `counted` costs one unit of `fuel` (the blocks of the
/// program before SSA: an entry block put in front, or blocks that SSA
/// destruction adds, are not counted, so all three forms stop at the same
/// point). Variables start at 0. A phi of the entry block is not set at
/// the start (only an edge into the block sets it). Reading a value not set
/// on the way, or a phi without an entry for the block the run came from,
/// is an error.
pub fn run(program: &Program, fuel: usize, counted: std::ops::Range<usize>) -> Result<Run, String> {
    let mut regs: Vec<Option<i64>> = vec![None; program.num_values];
    let mut vars = vec![0i64; program.vars.len()];
    let mut printed = vec![];
    let (mut block, mut from, mut fuel) = (0, None, fuel);
    loop {
        let data = &program.blocks[block];
        let read =
            |regs: &[Option<i64>], v: Val| regs[v].ok_or_else(|| format!("%{v} read in {} before set", data.name));
        // A block's phis all read, then are all set.
        let mut arriving = vec![];
        for inst in &data.insts {
            if let Inst::Phi { dst, entries } = inst {
                let Some(from) = from else { continue };
                let &(v, _) = entries
                    .iter()
                    .find(|&&(_, b)| b == from)
                    .ok_or_else(|| format!("%{dst} in {} has no entry for {}", data.name, program.blocks[from].name))?;
                arriving.push((*dst, read(&regs, v)?));
            }
        }
        for (dst, v) in arriving {
            regs[dst] = Some(v);
        }
        for inst in &data.insts {
            match *inst {
                Inst::Phi { .. } => {}
                Inst::Const { dst, value } => regs[dst] = Some(value),
                Inst::Bin { dst, op, a, b } => {
                    let (a, b) = (read(&regs, a)?, read(&regs, b)?);
                    regs[dst] = Some(match op {
                        Op::Add => a.wrapping_add(b),
                        Op::Sub => a.wrapping_sub(b),
                        Op::Mul => a.wrapping_mul(b),
                        Op::Lt => i64::from(a < b),
                        Op::Eq => i64::from(a == b),
                    });
                }
                Inst::Get { dst, var } => regs[dst] = Some(vars[var]),
                Inst::Set { var, src } => vars[var] = read(&regs, src)?,
                Inst::Print { src } => printed.push(read(&regs, src)?),
                Inst::Move { dst, src } => regs[dst] = Some(read(&regs, src)?),
            }
        }
        if counted.contains(&block) {
            if fuel == 0 {
                return Ok(Run { printed, out_of_fuel: true });
            }
            fuel -= 1;
        }
        from = Some(block);
        block = match data.term {
            Term::Jump(t) => t,
            Term::Branch(c, t, e) => {
                if read(&regs, c)? != 0 {
                    t
                } else {
                    e
                }
            }
            Term::Ret => return Ok(Run { printed, out_of_fuel: false }),
        };
    }
}
