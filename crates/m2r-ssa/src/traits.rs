//! What a client implements: how the library reads its function and how it
//! edits it. Every trait of the crate is here, apart from the stages that
//! use them, so a client reads one file to know what to provide.
//!
//! * The graph: [`Graph`] (blocks and edges), which construction, its
//!   stages and destruction all read; [`Function`] adds each block's reads
//!   and writes of variables, for construction.
//! * Construction's edits: [`Builder`], for [`construct_ssa`](crate::construct_ssa);
//!   [`Renaming`], for a client that runs the stages itself and edits as the
//!   renaming walk goes ([`rename`](crate::rename)).
//! * The phi clean-up's questions: [`PhiOracle`], for the
//!   [`Simplifier`](crate::Simplifier).
//! * Destruction's reads and edits: [`PhiFunction`], for
//!   [`destruct_ssa`](crate::destruct_ssa).
//!
//! No method allocates on the library's behalf: lists are borrowed slices
//! of the client's own storage, or indexed one item at a time.

use std::hash::Hash;
use std::ops::Range;

use crate::entity::IdVec;
use crate::ids::{Block, PhiId, Var};

// ---------------------------------------------------------------------------
// The graph.

/// A control-flow graph: blocks `Block::new(0..num_blocks())`, each with its
/// successors.
///
/// Block 0 is where execution starts. An edge may enter it (a register
/// machine's loop back to its first block); construction then refuses only
/// a variable that would need a phi there (see
/// [`Error::PhiInEntry`](crate::Error::PhiInEntry)).
pub trait Graph {
    /// How many blocks there are.
    fn num_blocks(&self) -> usize;
    /// The successors of `block` in terminator order. An edge that occurs
    /// twice (a switch with two cases to one block) is listed twice, and a
    /// phi of its target has an entry for each. Every successor must be a
    /// block of the graph: the entry points check it.
    fn successors(&self, block: Block) -> &[Block];
    /// The [`EdgePrint`] of the finished [`Cfg`](crate::Cfg) whose
    /// successor lists these are ([`Cfg::edge_print`](crate::Cfg::edge_print)),
    /// if they are one's: the same blocks, the same lists. The entry points
    /// then check by it that they are given the graph an earlier stage was
    /// made for, instead of reading every edge again. None by default.
    fn edge_print(&self) -> Option<EdgePrint> {
        None
    }
}

/// What a finished [`Cfg`](crate::Cfg) took of its edges when it was
/// finished, for a [`Graph`] made of its lists to pass on
/// ([`Graph::edge_print`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EdgePrint(pub(crate) u64);

/// A function before SSA: its [`Graph`], and the reads and writes of its
/// variables in each block.
pub trait Function: Graph {
    /// How many variables there are: `Var::new(0..num_vars())`.
    fn num_vars(&self) -> usize;
    /// The reads ([`AccessKind::Load`]) and writes ([`AccessKind::Store`])
    /// of variables in `block`, in program order. The library names an
    /// access by its index in this list.
    fn accesses(&self, block: Block) -> &[Access];
    /// The [`AccessPrint`] of the [`Csr`](crate::Csr) whose lists these are
    /// ([`Csr::access_print`](crate::Csr::access_print)), if they are one's:
    /// the same blocks, the same lists, unchanged since. The entry points
    /// then take from it that every access names a variable and how many
    /// there are, instead of reading every block's list again. None by
    /// default.
    fn access_print(&self) -> Option<AccessPrint> {
        None
    }
}

/// What [`Csr::access_print`](crate::Csr::access_print) found of a CSR of
/// accesses by block, for a [`Function`] made of its lists to pass on
/// ([`Function::access_print`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AccessPrint {
    pub(crate) num_blocks: usize,
    pub(crate) num_vars: usize,
    pub(crate) num_accesses: usize,
}

/// A read or write of a variable.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Access {
    /// The variable.
    pub var: Var,
    /// Whether it reads or writes it.
    pub kind: AccessKind,
}

impl Access {
    /// A read of `var`.
    pub fn load(var: Var) -> Access {
        Access { var, kind: AccessKind::Load }
    }

    /// A write of `var`.
    pub fn store(var: Var) -> Access {
        Access { var, kind: AccessKind::Store }
    }
}

/// Whether an access reads or writes its variable. A byte, 0 or 1, for
/// clients whose records cross into C.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum AccessKind {
    /// A read: in SSA form, its uses take the variable's value there.
    Load = 0,
    /// A write: in SSA form, it is gone and its value flows on.
    Store = 1,
}

// ---------------------------------------------------------------------------
// Construction.

/// How [`construct_ssa`](crate::construct_ssa) edits the client's IR, and
/// the values it asks for.
///
/// Nothing is edited before the whole result is known, so a client sees
/// only the phis that stay, and an error comes before the first call. Then
/// the calls come in this order:
///
/// 1. for each write of a block reachable from block 0,
///    [`copied_read`](Self::copied_read), then, unless it names a read that
///    comes before the write, [`written_value`](Self::written_value)
///    (writes in unreachable blocks are never asked about: nothing reads
///    them);
/// 2. [`create_phi`](Self::create_phi) for every phi that stays, in creation
///    order (by variable, then by block): phis that would merge nothing but
///    one value and each other are never created;
/// 3. [`add_phi_entries`](Self::add_phi_entries) once per edge into a block
///    with phis (parallel edges from one block once, with their count);
/// 4. [`replace_read`](Self::replace_read) for every read, block by block in
///    program order, then [`remove_write`](Self::remove_write) for every
///    write, the same way.
///
/// [`undefined`](Self::undefined) comes when a value is first needed:
/// before step 2 for a phi's entry (the library compares entries as your
/// values, so that two variables' undefined values may be one), or in
/// steps 3 and 4. Access indices are those of [`Function::accesses`] before
/// any edit.
pub trait Builder {
    /// A value of the client's IR: a phi's result, an instruction's, a
    /// constant.
    type Value: Copy + Eq;
    /// The value the `index`th access of `block`, a write, writes.
    fn written_value(&mut self, block: Block, index: usize) -> Self::Value;
    /// Whether the `index`th access of `block`, a write, writes what a read
    /// reads (a copy, `y = x`): `Some((read_block, read_index))`, an access
    /// of [`Function::accesses`]. The write then writes the value that read
    /// gets, and phis that merge one value through copies are not made.
    /// Ignored (and [`written_value`](Self::written_value) asked instead)
    /// unless the read comes before the write on every path: earlier in the
    /// same block, or in a block that dominates it. By default, no write is
    /// a copy.
    fn copied_read(&mut self, _block: Block, _index: usize) -> Option<(Block, usize)> {
        None
    }
    /// A number for `value` that no other value of the function has, if
    /// the client numbers its values (Cranelift's `Value::as_u32`, an
    /// index into the client's own table). With one for every written
    /// value, one look per write tells whether two writes write one value,
    /// and the phis of a variable with no such writes (and no copies) are
    /// never searched for redundancy: none of them can be redundant. One
    /// number for two values only costs that search; two numbers for one
    /// value may leave a phi that merges that value alone. By default
    /// there is none, and every phi that may be redundant is searched.
    /// Asked of written and undefined values, at any time: a question,
    /// never an edit.
    fn value_index(&self, _value: Self::Value) -> Option<u32> {
        None
    }
    /// The value of `var` where nothing was written to it: read before any
    /// write on some path, read in a block unreachable from block 0, or
    /// carried over an edge from an unreachable block. Asked at most once
    /// per variable.
    fn undefined(&mut self, var: Var) -> Self::Value;
    /// A new phi (a block parameter) for `var` at the top of `block`, with
    /// no entries yet. A block's phis are created in ascending variable
    /// order.
    fn create_phi(&mut self, block: Block, var: Var) -> Self::Value;
    /// The phis of `entries.block` get their entries for the edges from
    /// `entries.pred`: `entries.values[i]` for `entries.phis[i]`, on each of
    /// the `entries.edges` parallel edges (an IR with one entry per edge adds
    /// it that many times; a block-parameter IR passes `values` on every
    /// branch from `pred` to the block).
    fn add_phi_entries(&mut self, entries: EdgeEntries<'_, Self::Value>);
    /// The `index`th access of `block`, a read, reads `value`: replace its
    /// uses by `value` (and remove it).
    fn replace_read(&mut self, block: Block, index: usize, value: Self::Value);
    /// The `index`th access of `block`, a write, is no longer needed.
    fn remove_write(&mut self, block: Block, index: usize);
}

/// What the phis of one block get from one predecessor: the argument of
/// [`Builder::add_phi_entries`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EdgeEntries<'a, V> {
    /// The block whose phis get entries.
    pub block: Block,
    /// The predecessor the edges come from.
    pub pred: Block,
    /// How many parallel edges go from `pred` to `block` (at least 1): every
    /// one carries the same values.
    pub edges: u32,
    /// The block's phis, in the order [`Builder::create_phi`] made them (so
    /// phi `i` is the block's `i`th parameter).
    pub phis: &'a [V],
    /// Each phi's entry: `values[i]` for `phis[i]`.
    pub values: &'a [V],
}

/// The client's side of [`rename`](crate::rename), the renaming stage for a
/// client that edits as the walk goes.
///
/// Calls come in the walk's order: at the first arrival at a block,
/// [`arrive`](Self::arrive), then [`phi_value`](Self::phi_value) for each
/// of its phis, then [`entered`](Self::entered), each access
/// ([`read`](Self::read) or [`write`](Self::write)) in order, and
/// [`left`](Self::left); at a later arrival, only `arrive`. Block 0 has no
/// first arrival: the walk starts there. Blocks the walk does not reach
/// (unreachable from block 0) get no call: their reads and writes, and the
/// entries of edges from them, are the client's to settle.
pub trait Renaming {
    /// What the walk carries from a definition to its reads: the client's
    /// value, and anything else it wants carried along with it.
    type Value: Copy;
    /// The phis of `arrival.block` get their entries. Returns whether the
    /// next arrival here may name only the phis whose variables changed
    /// (see [`Arrival::changed`]): true when an entry equal to this one
    /// would leave the client's phis as they are.
    fn arrive(&mut self, arrival: Arrival<'_, Self::Value>) -> bool;
    /// Whether [`Self::arrive`] is to be called at a block without phis too,
    /// where nothing gets an entry (to watch the walk). Asked once per
    /// renaming; a client with nothing to do there answers false, and the
    /// walk makes no such call.
    fn arrivals_without_phis(&self) -> bool {
        true
    }
    /// At the first arrival at `block`: its phi `phi`, of `var`, becomes the
    /// variable's value, which was `previous`.
    fn phi_value(&mut self, block: Block, phi: PhiId, var: Var, previous: Self::Value) -> Self::Value;
    /// The walk enters `block`: its accesses come next.
    fn entered(&mut self, _block: Block) {}
    /// The `index`th access of `block` reads `var`, whose value is `value`.
    fn read(&mut self, block: Block, index: usize, var: Var, value: Self::Value);
    /// The `index`th access of `block` writes `var`: the value it writes.
    fn write(&mut self, block: Block, index: usize, var: Var) -> Self::Value;
    /// The walk leaves `block`, with these values.
    fn left(&mut self, _block: Block, _current: &IdVec<Var, Self::Value>) {}
}

/// An arrival of the renaming walk at a block over the edges from one
/// predecessor: the block's phis get their entries for those edges.
pub struct Arrival<'a, V> {
    /// The block arrived at.
    pub block: Block,
    /// Where from.
    pub pred: Block,
    /// Over how many parallel edges from `pred`: each phi gets that many
    /// entries.
    pub edges: u32,
    /// Whether the walk was here before. Then it goes no further, and the
    /// phis do not become current again.
    pub visited_before: bool,
    /// The block's phis as they sit in it (see
    /// [`PhiPlacement::phis_in`](crate::PhiPlacement::phis_in)).
    pub phis: &'a [PhiId],
    /// Their variables.
    pub vars: &'a [Var],
    /// Where `phis` sits in the placement's slots: a client can keep
    /// per-phi state by slot, a block's phis side by side.
    pub slots: Range<usize>,
    /// `Some(offsets)`: only the phis at these offsets in `phis` can get an
    /// entry other than at the block's previous arrival (their variables
    /// changed since). Given only when the client's
    /// [`arrive`](Renaming::arrive) said so at that previous arrival; `None`
    /// means every phi needs a look.
    pub changed: Option<&'a [usize]>,
    /// Each variable's value now: the phi at offset `i` gets
    /// `current[vars[i]]`.
    pub current: &'a IdVec<Var, V>,
}

// ---------------------------------------------------------------------------
// The phi clean-up.

/// A phi entry's value as the [`Simplifier`](crate::Simplifier) sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PhiValue<T> {
    /// An undefined value that may be chosen freely (LLVM's `undef`).
    Undef,
    /// An undefined value that poisons what uses it (LLVM's `poison`).
    Poison,
    /// One of the phis being simplified.
    Phi(PhiId),
    /// Anything else: an argument, a constant, an instruction.
    Other(T),
}

/// What the [`Simplifier`](crate::Simplifier) asks of the IR it works for,
/// and tells it.
pub trait PhiOracle<T> {
    /// Whether the value `v` (not one of the phis) dominates a phi in
    /// `block`, so that it can replace it.
    fn other_dominates(&mut self, v: T, block: Block) -> bool;
    /// Whether phi `a` dominates phi `b`.
    fn phi_dominates(&mut self, a: PhiId, b: PhiId) -> bool;
    /// Whether `v` (a phi of the set not replaced, or another value) is
    /// guaranteed not to be poison at phi `at`, in the IR as the replacements
    /// so far have left it. Asked only under
    /// [`CleanupRules::keeps_undef_merge_of_maybe_poison`](crate::CleanupRules::keeps_undef_merge_of_maybe_poison).
    fn not_poison(&mut self, v: PhiValue<T>, at: PhiId) -> bool;
    /// `phi` is replaced by `value` (which may be a phi replaced later), now.
    fn replace(&mut self, phi: PhiId, value: PhiValue<T>);
    /// Between two rounds, after one that replaced phis: the order the next
    /// round visits them in, `order` (the last round's), rearranged where
    /// the client's own order changes once phis are gone (LLVM 23's map of
    /// new phis places the rest again after removing some). Replaced phis
    /// may stay or go: a round skips them. By default the order stays.
    fn next_round(&mut self, order: &mut Vec<PhiId>) {
        let _ = order;
    }
}

// ---------------------------------------------------------------------------
// Destruction.

/// A function in SSA form, as [`destruct_ssa`](crate::destruct_ssa) reads
/// and edits it. Its [`Graph`] is read once, before the first edit.
pub trait PhiFunction: Graph {
    /// A value of the client's IR; after destruction a phi's result is a
    /// location that moves write.
    type Value: Copy + Eq + Hash;
    /// How many phis `block` has.
    fn num_phis(&self, block: Block) -> usize;
    /// The result of the `phi`th phi of `block`.
    fn phi_result(&self, block: Block, phi: usize) -> Self::Value;
    /// How many entries it has: one per edge into `block`.
    fn num_phi_entries(&self, block: Block, phi: usize) -> usize;
    /// Its `entry`th entry, in any order: (predecessor, value).
    fn phi_entry(&self, block: Block, phi: usize, entry: usize) -> (Block, Self::Value);
    /// Splits the edge that leaves `from` as its `index`th successor: a new
    /// block, `Block::new(num_blocks())` before the call, that jumps to the
    /// old target. Edges are split in block order, each block's in successor
    /// order. The phis need no change: they were all read before the first
    /// split, and [`remove_phis`](Self::remove_phis) removes them after.
    fn split_edge(&mut self, from: Block, index: usize) -> Block;
    /// A location no value of the function uses, to break cycles of moves.
    /// Asked at most once.
    fn new_temporary(&mut self) -> Self::Value;
    /// Appends `to := from` at the end of `block`, before its jump.
    fn append_move(&mut self, block: Block, from: Self::Value, to: Self::Value);
    /// Removes every phi of `block` (their results stay, as locations).
    fn remove_phis(&mut self, block: Block);
}
