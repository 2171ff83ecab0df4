//! A function as the algorithms see it: blocks converted to dense ids once,
//! the CFG, and the library's analyses of it (dominators, frontiers) when
//! first needed. The CFG never changes while the pass runs (it only
//! rewrites instructions), so one view serves every batch; reading the next
//! function reuses the buffers.
#![forbid(unsafe_code)]

use std::cell::Cell;
use std::fmt;

use super::access::MemAccess;
use super::address_map::AddressMap;
use super::block_run::{BlockRuns, DeferredEdge, RunParts};
use super::census::Census;
use super::ir::{BasicBlock, Value};
use super::shim::{self, Host};
use m2r_ssa::{Block, Cfg, ControlFlow, DomTree, IdVec};

/// How upstream numbers blocks where the number decides an order (the map
/// of new phis, which orders the clean-up; the versions of each variable's
/// phi names; the poison entries for unreached predecessors).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum BlockNumbering {
    /// Position in the function (LLVM 19 numbers blocks itself).
    #[default]
    Layout,
    /// `BasicBlock::getNumber()` (LLVM 20 on): after parsing, the order in
    /// which blocks were first referenced.
    Llvm,
}

/// IR the pass cannot work on. The verifier rejects all of it, but a
/// pipeline run without verification can still hand it to us.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadError {
    /// The block (by position in the function) has no terminator.
    MissingTerminator { block: usize },
    /// The terminator of the block (by position) branches to the entry block.
    BranchToEntry { block: usize },
    /// A terminator branches to a block that is not in this function.
    ForeignSuccessor { block: usize },
    /// More blocks than 32-bit ids can number.
    TooManyBlocks,
    /// The census could not be taken: a load or store of an entry-block
    /// alloca before the alloca, or more accesses than memory holds.
    Census,
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadError::MissingTerminator { block } => write!(f, "basic block #{block} has no terminator"),
            ReadError::BranchToEntry { block } => {
                write!(f, "the terminator of basic block #{block} branches to the entry block")
            }
            ReadError::ForeignSuccessor { block } => {
                write!(f, "the terminator of basic block #{block} branches to a block of another function")
            }
            ReadError::TooManyBlocks => write!(f, "the function has more than 2^32 - 1 basic blocks"),
            ReadError::Census => {
                write!(f, "an entry-block alloca is used before it, or its loads and stores do not fit in memory")
            }
        }
    }
}

/// A function a pass left as it was because it could not read it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnreadableFunction {
    pub function: String,
    pub reason: ReadError,
}

impl fmt::Display for UnreadableFunction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "function '{}': {}", self.function, self.reason)
    }
}

/// The blocks, CFG and (lazily) the library's analyses of the function being
/// promoted.
#[derive(Default)]
pub struct FunctionView {
    function: Option<Value>,
    blocks: IdVec<Block, BasicBlock>,
    /// The number upstream's mem2reg keys each block by.
    numbers: IdVec<Block, u32>,
    /// How blocks are numbered, and so looked up: by LLVM's number where
    /// it has one (`by_number`), else by address (`ids`).
    numbering: BlockNumbering,
    /// The blocks by address, for the lookups of a block's id (with
    /// [`BlockNumbering::Layout`]).
    ids: AddressMap<Block>,
    /// The blocks by LLVM's number (with [`BlockNumbering::Llvm`]); a number
    /// no block of the function has holds [`Block::reserved`]. Not built
    /// when `numbered_in_order`.
    by_number: Vec<Block>,
    /// Whether each block's LLVM number is its position (a function as
    /// parsed): the numbers are the ids, with no table to look them up in.
    numbered_in_order: bool,
    /// Scratch: the run of blocks being read.
    runs: BlockRuns,
    /// Successors whose target is looked up once every block has its id.
    deferred: Vec<DeferredEdge>,
    /// After [`Self::read_with_census`], finished (its predecessor lists
    /// derived) only once an analysis was asked for: what reads those lists
    /// comes after the dominator tree.
    pub cfg: Cfg,
    /// The CFG again, with its dominator tree and frontiers, read from `cfg`
    /// when first needed (most functions never need them).
    flow: ControlFlow,
    flow_valid: bool,
    /// Set through a shared view too: the phi clean-up hands the tree over
    /// only when it first asks LLVM something that needs it.
    domtree_given_to_host: Cell<bool>,
}

/// `list` becomes `run`'s list and `run` gets `list`'s buffer: a whole
/// function's run taken with no copy.
fn trade<T>(list: &mut IdVec<Block, T>, run: &mut Vec<T>) {
    let buffer = std::mem::take(list).into_vec();
    *list = IdVec::from_vec(std::mem::replace(run, buffer));
}

impl FunctionView {
    /// Reads the blocks and edges of a function with a body, replacing
    /// whatever function the view held.
    /// `numbering` says which number upstream keys each block by.
    pub fn read(&mut self, function: Value, numbering: BlockNumbering) -> Result<(), ReadError> {
        self.read_blocks(function, numbering, None).map(|_| ())
    }

    /// [`Self::read`], taking in the same walk down the blocks the first
    /// batch's census (see [`super::census`]) into `census`, emptied first.
    /// False, with the view not to be used, if the entry block has no
    /// alloca: the read stops there.
    pub fn read_with_census(
        &mut self,
        function: Value,
        numbering: BlockNumbering,
        census: &mut Census,
    ) -> Result<bool, ReadError> {
        census.clear();
        self.read_blocks(function, numbering, Some(census))
    }

    fn read_blocks(
        &mut self,
        function: Value,
        numbering: BlockNumbering,
        mut census: Option<&mut Census>,
    ) -> Result<bool, ReadError> {
        self.function = Some(function);
        self.numbering = numbering;
        self.flow_valid = false;
        self.domtree_given_to_host.set(false);
        self.blocks.clear();
        self.numbers.clear();
        self.cfg.clear();
        self.deferred.clear();
        let numbered = numbering == BlockNumbering::Llvm;
        // The verifier rejects an edge into the entry block; upstream's
        // dominator tree would be wrong. The first block with one: the entry
        // looping to itself, else the first deferred edge found to go there.
        let mut to_entry = None;
        let mut current = function.first_block();
        while let Some(from) = current {
            let first = self.blocks.len();
            // Room for ids below u32::MAX - 1 (the reserved value and one more).
            let room = (u32::MAX as usize - 1).saturating_sub(first);
            if room == 0 {
                return Err(ReadError::TooManyBlocks);
            }
            let parts = RunParts { accesses: false, succs: true, numbers: numbered };
            let run = &mut self.runs;
            if !run.read(from, first as u32, self.cfg.pushed_succs() as u32, room, parts, census.as_deref_mut()) {
                self.function = None;
                return Err(ReadError::Census);
            }
            // The entry block, read first, with no alloca: nothing to promote.
            if census.as_ref().is_some_and(|c| c.allocas.is_empty()) {
                self.function = None;
                return Ok(false);
            }
            // A function read in one run (most are) takes the run's lists,
            // their buffers trading places, with no copy; a longer one
            // gathers its runs' in its own, grown to the longest so far.
            let whole = first == 0 && run.next.is_none();
            if whole {
                trade(&mut self.blocks, &mut run.blocks);
            } else {
                self.blocks.extend(run.blocks.iter().copied());
            }
            match numbering {
                BlockNumbering::Llvm if whole => trade(&mut self.numbers, &mut run.numbers),
                BlockNumbering::Llvm => self.numbers.extend(run.numbers.iter().copied()),
                BlockNumbering::Layout => self.numbers.extend((first..self.blocks.len()).map(|b| b as u32)),
            }
            // Ids the shim gave, below the room above (and were one not,
            // the CFG's finish rejects a successor beyond its blocks).
            self.cfg.push_blocks(run.succs.iter().map(|&s| Block::from(s)), &run.succ_ends);
            if whole {
                std::mem::swap(&mut self.deferred, &mut run.deferred);
            } else {
                self.deferred.extend_from_slice(&run.deferred);
            }
            if run.missing_terminator {
                return Err(ReadError::MissingTerminator { block: self.blocks.len() });
            }
            current = run.next;
        }
        self.index_blocks(function);
        for edge in &self.deferred {
            let found = match self.numbering {
                // The shim numbered a block of another function u32::MAX,
                // which no block of this one has.
                BlockNumbering::Llvm => self.block_numbered(edge.number),
                BlockNumbering::Layout => self.block_at(edge.target),
            };
            match found {
                Some(id) => {
                    if id == Block::new(0) {
                        to_entry.get_or_insert(edge.source as usize);
                    }
                    self.cfg.patch_succ(edge.slot as usize, id)
                }
                // The first such block in the function: `deferred` is in order.
                None => return Err(ReadError::ForeignSuccessor { block: edge.source as usize }),
            }
        }
        // The entry looping to itself comes first (its successors are all
        // patched by now: a placeholder is no longer its own id).
        if !self.blocks.is_empty() && self.cfg.succs(Block::new(0)).contains(&Block::new(0)) {
            to_entry = Some(0);
        }
        if let Some(block) = to_entry {
            return Err(ReadError::BranchToEntry { block });
        }
        // The predecessor lists wait for the first analysis when the read
        // takes the census: a function whose allocas all take early paths
        // with stores in the entry block never needs them.
        if census.is_none() {
            self.finish_cfg();
        }
        Ok(true)
    }

    /// Builds the lookup of a block's id by its key (see `numbering`).
    fn index_blocks(&mut self, function: Value) {
        match self.numbering {
            BlockNumbering::Llvm => {
                // Every block looked at, with no early exit: the loop is
                // a few vector instructions per eight blocks.
                let differs = self.numbers.values().zip(0u32..).fold(0, |d, (&n, i)| d | (n ^ i));
                self.numbered_in_order = differs == 0;
                if self.numbered_in_order {
                    return;
                }
                self.by_number.clear();
                self.by_number.resize(shim::max_block_number(function) as usize, Block::reserved());
                for (b, &number) in self.numbers.iter() {
                    self.by_number[number as usize] = b;
                }
            }
            BlockNumbering::Layout => self.ids.rebuild(self.blocks.iter().map(|(b, bb)| (bb.0 as usize, b))),
        }
    }

    /// The block whose LLVM number is `number`, if one of this function's
    /// is ([`BlockNumbering::Llvm`]).
    #[inline]
    fn block_numbered(&self, number: u32) -> Option<Block> {
        if self.numbered_in_order {
            ((number as usize) < self.blocks.len()).then(|| Block::from(number))
        } else {
            self.by_number.get(number as usize).copied().filter(|b| !b.is_reserved())
        }
    }

    /// The id of `bb`, if it is one of this function's blocks.
    #[inline]
    fn find_block(&self, bb: BasicBlock) -> Option<Block> {
        match self.numbering {
            // A block of another function can have the same number.
            BlockNumbering::Llvm => self.block_numbered(shim::block_number(bb)).filter(|&b| self.blocks[b] == bb),
            BlockNumbering::Layout => self.block_at(bb),
        }
    }

    /// The id of `bb` by its address, for blocks without LLVM numbers.
    /// Always inlined: in the read's loop over deferred edges a call per
    /// edge cost sqlite3.c 0.9M instructions under LLVM 19.
    #[inline(always)]
    fn block_at(&self, bb: BasicBlock) -> Option<Block> {
        self.ids.get(bb.0 as usize)
    }

    /// Shows `each` every load and store of the function read, with its
    /// block, in program order (one call into the shim per block).
    pub fn each_access(&mut self, mut each: impl FnMut(Block, &MemAccess)) {
        let mut current = self.blocks.values().next().copied();
        let parts = RunParts { accesses: true, succs: false, numbers: false };
        let mut first = 0;
        while let Some(from) = current {
            let run = &mut self.runs;
            run.read(from, first as u32, 0, usize::MAX, parts, None);
            for (i, found) in run.accesses_by_block().enumerate() {
                let block = Block::new(first + i);
                found.iter().for_each(|access| each(block, access));
            }
            first += run.blocks.len();
            current = run.next;
        }
    }

    pub fn function(&self) -> Value {
        self.function.expect("a function was read")
    }

    /// The blocks, in function order.
    pub fn blocks(&self) -> &IdVec<Block, BasicBlock> {
        &self.blocks
    }

    /// The number upstream's mem2reg keys each block by, as the
    /// [`BlockNumbering`] given to [`Self::read`] says.
    pub fn upstream_numbers(&self) -> &IdVec<Block, u32> {
        &self.numbers
    }

    /// The id of a block of this function.
    #[inline]
    pub fn block_id(&self, bb: BasicBlock) -> Block {
        self.find_block(bb).expect("every block of the function was numbered when it was read")
    }

    #[inline]
    pub fn block(&self, b: Block) -> BasicBlock {
        self.blocks[b]
    }

    /// Derives the CFG's predecessor lists, if that was left for later.
    fn finish_cfg(&mut self) {
        if !self.cfg.is_finished() {
            self.cfg.finish().expect("every successor was found among the function's blocks");
        }
    }

    /// The CFG's analyses, read from it on first use.
    fn flow(&mut self) -> &mut ControlFlow {
        if !self.flow_valid {
            self.finish_cfg();
            self.flow.read_cfg(&self.cfg);
            self.flow_valid = true;
        }
        &mut self.flow
    }

    /// The dominator tree, computed on first use.
    pub fn domtree(&mut self) -> &DomTree {
        self.flow().dominators()
    }

    /// The dominator tree if it was needed so far (and so computed).
    pub fn computed_domtree(&self) -> Option<&DomTree> {
        self.flow_valid.then(|| self.flow.computed_dominators()).flatten()
    }

    /// Gives back the read's scratch (its runs' buffers and the deferred
    /// edges): the next read makes them again.
    pub fn release_read_scratch(&mut self) {
        self.runs = BlockRuns::default();
        self.deferred = Vec::new();
    }

    /// The analyses for phi placement, and the CFG (which the placement's
    /// function reads, beside them).
    pub fn for_placement(&mut self) -> (&mut ControlFlow, &Cfg) {
        self.flow();
        (&mut self.flow, &self.cfg)
    }

    /// Hands our dominator tree to the host (for LLVM's value tracking), once.
    pub fn give_domtree_to(&mut self, host: Host) {
        self.domtree();
        self.give_computed_domtree_to(host);
    }

    /// [`Self::give_domtree_to`] once the tree is computed (see
    /// [`Self::computed_domtree`]).
    pub fn give_computed_domtree_to(&self, host: Host) {
        if self.domtree_given_to_host.get() {
            return;
        }
        let dt = self.computed_domtree().expect("the dominator tree is computed before it is handed over");
        let order = dt.preorder();
        let mut position = IdVec::filled(self.blocks.len(), u32::MAX);
        for (i, &b) in order.iter().enumerate() {
            position[b] = i as u32;
        }
        let blocks: Vec<BasicBlock> = order.iter().map(|&b| self.blocks[b]).collect();
        let idoms: Vec<u32> = order.iter().map(|&b| dt.idom(b).map_or(0, |d| position[d])).collect();
        host.set_domtree(&blocks, &idoms);
        self.domtree_given_to_host.set(true);
    }
}
