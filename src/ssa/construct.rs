//! SSA construction for any compiler's IR: the public entry point.
//!
//! A client describes a function through [`Function`] (blocks, successors,
//! and each block's reads and writes of its variables, in order) and edits
//! its own IR through [`Builder`] (create phis, add their entries, replace
//! reads, remove writes). [`construct_ssa`] does the rest with the same
//! machinery the LLVM plugin runs:
//!
//! 1. dominators ([`super::domtree`], Semi-NCA);
//! 2. for each variable read before written somewhere, the iterated
//!    dominance frontier of its writes ([`super::idf`]), pruned to where the
//!    variable is live ([`super::liveness`]): pruned SSA (Cytron et al.,
//!    "Efficiently Computing Static Single Assignment Form and the Control
//!    Dependence Graph", TOPLAS 1991, with the pruning of Choi, Cytron and
//!    Ferrante, POPL 1991);
//! 3. one renaming walk over all variables at once ([`super::rename`]).
//!
//! Such a phi always merges two different definitions (a block in the
//! frontier of a write is reached by it and by another), so no phi is
//! trivial in the sense of Braun et al. (CC 2013: all entries one value or
//! the phi itself) and none is left to clean up. (In irreducible control
//! flow, a set of phis may still merge only each other and one value.)
//!
//! The whole result is computed before the first [`Builder`] call, so the
//! client sees only the phis that stay. The cost is near-linear: the
//! dominator tree and the walk are linear in blocks and edges, the frontiers
//! in their size, placement and renaming in the number of accesses plus
//! the phis' entries; nothing is per variable times per block.
//!
//! [`construct_ssa`] is made of stages a client can also run itself, when
//! its edits must come in the walk's order or it wants to create the phis
//! itself (block parameters): [`Placer::place`](super::liveness::Placer::place),
//! then [`super::renaming::rename`] driving a
//! [`super::renaming::Renaming`], then, for LLVM's exact result, the
//! phi clean-up ([`super::simplify`]). The LLVM plugin is such a client
//! (`src/promote/general.rs`), so its byte-identity campaigns run the same
//! placement and walk as every caller of [`construct_ssa`].
//!
//! What the client promises (the entry-point docs repeat it): blocks are
//! `0..num_blocks`, block 0 is the entry and no edge goes back to it;
//! variables are `0..num_vars`. Blocks unreachable from the entry are
//! allowed: their reads get [`Builder::undefined`], their writes go, and a
//! phi gets the undefined value for an edge from one.

use super::cfg::{Block, Cfg};
use super::domtree::DomTree;
use super::entity::{Csr, EntityId, IdVec};
use super::idf::IdfCalculator;
use super::liveness::Placer;
use super::rename::{SuccessorOrder, WalkScratch};
use super::renaming::{rename, Arrival, RenameScratch, Renaming};
use super::{Access, AccessKind, PhiId, Var};

/// A function of the client's IR, as SSA construction reads it.
pub trait Function {
    /// How many blocks there are; they are `Block::new(0..n)`, and block 0
    /// is the entry, which no edge enters.
    fn num_blocks(&self) -> usize;
    /// The successors of `block` in terminator order; an edge that occurs
    /// twice (a switch with two cases to one block) is listed twice, and a
    /// phi gets an entry for each.
    fn successors(&self, block: Block) -> &[Block];
    /// How many variables there are: `Var::new(0..n)`.
    fn num_vars(&self) -> usize;
    /// The reads ([`AccessKind::Load`]) and writes ([`AccessKind::Store`])
    /// of variables in `block`, in program order. [`Builder`] calls name an
    /// access by its index in this list.
    fn accesses(&self, block: Block) -> &[Access];
}

/// The edits SSA construction makes to the client's IR, and the values it
/// asks for. Calls come in this order: `written_value` (while renaming),
/// then `create_phi` for every phi, then `add_phi_entry`, `undefined`,
/// `replace_read` and `remove_write` as the result is applied. Access indices
/// are those of [`Function::accesses`] before any edit.
pub trait Builder {
    /// A value of the client's IR: a phi's result, an instruction's, a
    /// constant.
    type Value: Copy + Eq;
    /// The value the `index`th access of `block`, a write, writes.
    fn written_value(&mut self, block: Block, index: usize) -> Self::Value;
    /// The value of `var` where nothing was written to it: a read before any
    /// write, an edge from an unreachable block. Asked at most once per
    /// variable.
    fn undefined(&mut self, var: Var) -> Self::Value;
    /// A new phi for `var` at the top of `block`, with no entries yet.
    fn create_phi(&mut self, block: Block, var: Var) -> Self::Value;
    /// Adds to `phi` the entry `value` for an edge from `pred`.
    fn add_phi_entry(&mut self, phi: Self::Value, pred: Block, value: Self::Value);
    /// The `index`th access of `block`, a read, reads `value`: replace its
    /// uses by `value` (and remove it).
    fn replace_read(&mut self, block: Block, index: usize, value: Self::Value);
    /// The `index`th access of `block`, a write, is no longer needed.
    fn remove_write(&mut self, block: Block, index: usize);
}

/// Choices for clients that want something else than the default.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// The order in which renaming continues at a block's successors, which
    /// is the order of each phi's entries. Any order gives correct SSA.
    pub successor_order: SuccessorOrder,
}

/// What [`construct_ssa`] did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Phis created.
    pub phis: usize,
    /// Reads replaced, writes removed.
    pub reads: usize,
    /// Writes removed.
    pub writes: usize,
}

/// Puts `function` into SSA form through `builder`, with the default
/// [`Options`]. See the module documentation for what it promises.
///
/// ```
/// use m2r::ssa::cfg::Block;
/// use m2r::ssa::construct::{construct_ssa, Builder, Function};
/// use m2r::ssa::entity::EntityId;
/// use m2r::ssa::{Access, AccessKind, Var};
///
/// // x = 1; if (...) x = 2; print(x): blocks 0 -> {1, 2}, 1 -> 2.
/// struct Diamond {
///     succs: Vec<Vec<Block>>,
///     accesses: Vec<Vec<Access>>,
/// }
/// impl Function for Diamond {
///     fn num_blocks(&self) -> usize { 3 }
///     fn successors(&self, b: Block) -> &[Block] { &self.succs[b.index()] }
///     fn num_vars(&self) -> usize { 1 }
///     fn accesses(&self, b: Block) -> &[Access] { &self.accesses[b.index()] }
/// }
/// let x = Var::new(0);
/// let (load, store) = (Access { var: x, kind: AccessKind::Load }, Access { var: x, kind: AccessKind::Store });
/// let f = Diamond {
///     succs: vec![vec![Block::new(1), Block::new(2)], vec![Block::new(2)], vec![]],
///     accesses: vec![vec![store], vec![store], vec![load]],
/// };
///
/// // Values are strings here; a phi is "phi@<block>".
/// #[derive(Default)]
/// struct Log(Vec<String>);
/// impl Builder for Log {
///     type Value = &'static str;
///     fn written_value(&mut self, b: Block, _: usize) -> &'static str { ["1", "2", "?"][b.index()] }
///     fn undefined(&mut self, _: Var) -> &'static str { "undef" }
///     fn create_phi(&mut self, b: Block, _: Var) -> &'static str {
///         self.0.push(format!("phi in {}", b.index()));
///         "phi@2"
///     }
///     fn add_phi_entry(&mut self, phi: &'static str, pred: Block, v: &'static str) {
///         self.0.push(format!("{phi} gets {v} from {}", pred.index()));
///     }
///     fn replace_read(&mut self, b: Block, i: usize, v: &'static str) {
///         self.0.push(format!("read {i} of {} is {v}", b.index()));
///     }
///     fn remove_write(&mut self, _: Block, _: usize) {}
/// }
/// let mut log = Log::default();
/// let summary = construct_ssa(&f, &mut log);
/// assert_eq!(summary.phis, 1);
/// assert_eq!(
///     log.0,
///     ["phi in 2", "phi@2 gets 2 from 1", "phi@2 gets 1 from 0", "read 0 of 2 is phi@2"]
/// );
/// ```
pub fn construct_ssa<F: Function, B: Builder>(function: &F, builder: &mut B) -> Summary {
    construct_ssa_with(function, builder, Options::default())
}

/// [`construct_ssa`] with other [`Options`].
///
/// # Panics
/// If an edge enters block 0, or a block or variable id is out of range.
pub fn construct_ssa_with<F: Function, B: Builder>(function: &F, builder: &mut B, options: Options) -> Summary {
    let n = function.num_blocks();
    let num_vars = function.num_vars();
    if n == 0 {
        return Summary::default();
    }
    let cfg = Cfg::from_successors((0..n).map(|b| function.successors(Block::new(b)).iter().copied()));
    assert!(cfg.preds(cfg.entry()).is_empty(), "an edge enters the entry block");
    let accesses = Csr::<Block, Access>::from_lists((0..n).map(|b| function.accesses(Block::new(b)).iter().copied()));
    for a in accesses.items() {
        assert!(a.var.index() < num_vars, "variable {} of {num_vars}", a.var.index());
    }
    let dt = DomTree::compute(&cfg);
    let mut idf = IdfCalculator::new(&cfg, &dt);
    let mut placer = Placer::default();
    let mut scratch = WalkScratch::default();
    placer.place(&cfg, &dt, &mut idf, &accesses, num_vars, &mut scratch);
    let placement = &placer.placement;

    // Renaming, into our own values first.
    let mut renamer = Walk { builder, entries: Vec::new(), reads: Vec::new(), writes: Vec::new() };
    let initial = (0..num_vars).map(|v| Val::Undef(Var::new(v)));
    rename(function, placement, initial, &mut renamer, options.successor_order, &mut RenameScratch::default());
    let Walk { builder, mut entries, mut reads, mut writes } = renamer;
    for b in cfg.blocks() {
        if dt.is_reachable(b) {
            // An edge from an unreachable block brings nothing.
            for &phi in placement.by_block.get(b) {
                let var = placement.var_of[phi];
                for &p in cfg.preds(b).iter().filter(|&&p| !dt.is_reachable(p)) {
                    entries.push((phi, p, Val::Undef(var)));
                }
            }
        } else {
            for (i, a) in accesses.get(b).iter().enumerate() {
                match a.kind {
                    AccessKind::Load => reads.push((b, i, Val::Undef(a.var))),
                    AccessKind::Store => writes.push((b, i)),
                }
            }
        }
    }
    let by_phi: Csr<PhiId, (Block, Val<B::Value>)> =
        Csr::from_pairs(placement.len(), &entries.iter().map(|&(phi, p, v)| (phi, (p, v))).collect::<Vec<_>>());

    // Applying it.
    let phis: IdVec<PhiId, B::Value> = IdVec::from_vec(
        placement.var_of.ids().map(|phi| builder.create_phi(placement.block_of[phi], placement.var_of[phi])).collect(),
    );
    let mut summary = Summary { phis: phis.len(), ..Summary::default() };
    let mut undefined: IdVec<Var, Option<B::Value>> = IdVec::filled(num_vars, None);
    let mut value_of = |builder: &mut B, v: Val<B::Value>| match v {
        Val::Client(t) => t,
        Val::Phi(p) => phis[p],
        Val::Undef(var) => *undefined[var].get_or_insert_with(|| builder.undefined(var)),
    };
    for phi in placement.var_of.ids() {
        for &(pred, v) in by_phi.get(phi) {
            let v = value_of(builder, v);
            builder.add_phi_entry(phis[phi], pred, v);
        }
    }
    reads.sort_by_key(|&(b, i, _)| (b, i));
    writes.sort();
    for &(b, i, v) in &reads {
        let v = value_of(builder, v);
        builder.replace_read(b, i, v);
    }
    for &(b, i) in &writes {
        builder.remove_write(b, i);
    }
    summary.reads = reads.len();
    summary.writes = writes.len();
    summary
}

/// A value during construction: the client's, a phi of ours, or a
/// variable's undefined value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Val<T> {
    Client(T),
    Phi(PhiId),
    Undef(Var),
}

/// The renaming walk's side: phi entries, reads and writes, recorded.
struct Walk<'a, B: Builder> {
    builder: &'a mut B,
    entries: Vec<(PhiId, Block, Val<B::Value>)>,
    reads: Vec<(Block, usize, Val<B::Value>)>,
    writes: Vec<(Block, usize)>,
}

impl<B: Builder> Renaming for Walk<'_, B> {
    type Value = Val<B::Value>;

    fn arrive(&mut self, a: Arrival<'_, Self::Value>) -> bool {
        for (&phi, &var) in a.phis.iter().zip(a.vars) {
            let v = a.current[var];
            for _ in 0..a.edges {
                self.entries.push((phi, a.pred, v));
            }
        }
        false // every arrival records every phi's entry
    }

    fn phi_value(&mut self, _: Block, phi: PhiId, _: Var, _: Self::Value) -> Self::Value {
        Val::Phi(phi)
    }

    fn read(&mut self, block: Block, index: usize, _: Var, value: Self::Value) {
        self.reads.push((block, index, value));
    }

    fn write(&mut self, block: Block, index: usize, _: Var) -> Self::Value {
        self.writes.push((block, index));
        Val::Client(self.builder.written_value(block, index))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ssa::testing::{Program, Rng};
    use std::collections::HashMap;

    /// What a value is when the program runs: what one write wrote, or a
    /// variable's undefined value.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    enum Token {
        Write(usize, usize),
        Undef(usize),
    }

    /// The program in SSA form, as the builder's calls leave it.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    enum SsaValue {
        Plain(Token),
        Phi(usize),
    }

    /// A phi: its block, its variable, its entries.
    type Phi = (Block, Var, Vec<(Block, SsaValue)>);

    #[derive(Default)]
    struct Ssa {
        phis: Vec<Phi>,
        reads: HashMap<(usize, usize), SsaValue>,
        removed: Vec<(usize, usize)>,
        undefined_asked: Vec<Var>,
        entries_after_reads: bool,
    }

    impl Builder for Ssa {
        type Value = SsaValue;
        fn written_value(&mut self, b: Block, i: usize) -> SsaValue {
            SsaValue::Plain(Token::Write(b.index(), i))
        }
        fn undefined(&mut self, var: Var) -> SsaValue {
            assert!(!self.undefined_asked.contains(&var), "undefined asked twice for {var:?}");
            self.undefined_asked.push(var);
            SsaValue::Plain(Token::Undef(var.index()))
        }
        fn create_phi(&mut self, b: Block, var: Var) -> SsaValue {
            self.phis.push((b, var, Vec::new()));
            SsaValue::Phi(self.phis.len() - 1)
        }
        fn add_phi_entry(&mut self, phi: SsaValue, pred: Block, v: SsaValue) {
            let SsaValue::Phi(p) = phi else { panic!("an entry for a value that is no phi") };
            self.entries_after_reads |= !self.reads.is_empty();
            self.phis[p].2.push((pred, v));
        }
        fn replace_read(&mut self, b: Block, i: usize, v: SsaValue) {
            assert!(self.reads.insert((b.index(), i), v).is_none(), "a read replaced twice");
        }
        fn remove_write(&mut self, b: Block, i: usize) {
            self.removed.push((b.index(), i));
        }
    }

    fn random_program(rng: &mut Rng) -> Program {
        let n = 1 + rng.below(24);
        let vars = 1 + rng.below(4);
        let succs = (0..n)
            .map(|b| {
                let k = if b + 1 == n { rng.below(2) } else { rng.below(4) };
                (0..k)
                    .map(|_| {
                        // Mostly forward, some back edges and self loops; never to the entry.
                        let t = if n == 1 {
                            0
                        } else if rng.below(4) == 0 {
                            1 + rng.below(n - 1)
                        } else {
                            (b + 1 + rng.below(3)).min(n - 1)
                        };
                        Block::new(t.max(1).min(n - 1))
                    })
                    .filter(|&t| n > 1 && t.index() != 0)
                    .collect()
            })
            .collect();
        let accesses = (0..n)
            .map(|_| {
                (0..rng.below(5))
                    .map(|_| Access {
                        var: Var::new(rng.below(vars)),
                        kind: if rng.below(2) == 0 { AccessKind::Load } else { AccessKind::Store },
                    })
                    .collect()
            })
            .collect();
        Program { succs, accesses, vars }
    }

    /// Runs both forms along one random path of up to 300 blocks: the
    /// values each read sees must agree.
    fn run_both(program: &Program, ssa: &Ssa, rng: &mut Rng) {
        let mut memory: Vec<Token> = (0..program.vars).map(Token::Undef).collect();
        let mut phi_values: HashMap<usize, Token> = HashMap::new();
        let eval = |phi_values: &HashMap<usize, Token>, v: SsaValue| match v {
            SsaValue::Plain(t) => t,
            SsaValue::Phi(p) => *phi_values.get(&p).expect("a phi read where it was not set: not dominating"),
        };
        let (mut block, mut pred) = (0, None::<usize>);
        for _ in 0..300 {
            if let Some(p) = pred {
                // All of the block's phis read their entries, then are set.
                let arriving: Vec<(usize, Token)> = ssa
                    .phis
                    .iter()
                    .enumerate()
                    .filter(|(_, (b, _, _))| b.index() == block)
                    .map(|(id, (_, _, entries))| {
                        let (_, v) = entries.iter().find(|(from, _)| from.index() == p).expect("an entry for the edge");
                        (id, eval(&phi_values, *v))
                    })
                    .collect();
                phi_values.extend(arriving);
            }
            for (i, a) in program.accesses[block].iter().enumerate() {
                match a.kind {
                    AccessKind::Store => memory[a.var.index()] = Token::Write(block, i),
                    AccessKind::Load => {
                        let ours = eval(&phi_values, ssa.reads[&(block, i)]);
                        assert_eq!(ours, memory[a.var.index()], "block {block} read {i}");
                    }
                }
            }
            let succs = &program.succs[block];
            if succs.is_empty() {
                return;
            }
            pred = Some(block);
            block = succs[rng.below(succs.len())].index();
        }
    }

    /// Random programs put into SSA form: every read is replaced and every
    /// write removed, each phi has one entry per edge into its block, and
    /// running the SSA form along random paths reads what the program reads.
    #[test]
    fn ssa_form_reads_what_the_program_reads() {
        let mut rng = Rng(11);
        let mut phis = 0;
        for case in 0..3_000 {
            let program = random_program(&mut rng);
            for successor_order in [SuccessorOrder::ByLastOccurrence, SuccessorOrder::FirstThenRestReversed] {
                let mut ssa = Ssa::default();
                let summary = construct_ssa_with(&program, &mut ssa, Options { successor_order });
                let (loads, stores): (Vec<_>, Vec<_>) = program
                    .accesses
                    .iter()
                    .enumerate()
                    .flat_map(|(b, list)| list.iter().enumerate().map(move |(i, a)| (b, i, a.kind)))
                    .partition(|&(_, _, k)| k == AccessKind::Load);
                assert_eq!(ssa.reads.len(), loads.len(), "case {case}: every read replaced");
                assert_eq!(ssa.removed.len(), stores.len(), "case {case}: every write removed");
                assert!(!ssa.entries_after_reads, "case {case}: entries come before reads");
                let cfg = Cfg::from_successors(program.succs.iter().map(|s| s.iter().copied()));
                for (b, _, entries) in &ssa.phis {
                    let mut want: Vec<usize> = cfg.preds(*b).iter().map(|p| p.index()).collect();
                    let mut got: Vec<usize> = entries.iter().map(|(p, _)| p.index()).collect();
                    want.sort();
                    got.sort();
                    assert_eq!(got, want, "case {case}: one entry per edge");
                }
                for _ in 0..4 {
                    run_both(&program, &ssa, &mut rng);
                }
                phis += summary.phis;
            }
        }
        // The generator makes programs that need phis.
        assert!(phis > 1_000, "{phis} phis");
    }
}
