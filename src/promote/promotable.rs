//! Which allocas can be promoted (upstream's `isAllocaPromotable`), and what
//! each promotable one's users are.
//!
//! An alloca is promotable when every user is
//! * a non-volatile load of exactly the allocated type (atomic is fine);
//! * a non-volatile store *into* it of a value of exactly that type, the
//!   value not being the alloca itself;
//! * `llvm.lifetime.start`/`end`, or a droppable use (an `llvm.assume`
//!   operand bundle; a pseudo probe);
//! * a `bitcast`, or a GEP whose indices are all constant-int zeros, used
//!   only by lifetime markers and droppable uses;
//! * an `addrspacecast` used only by lifetime markers.
//!
//! Array size, alignment and address space do not matter.
//!
//! The first batch learns this without walking use lists: use lists are
//! threaded through the users, which lie anywhere in the function, so
//! walking one is a chain of cache misses. Instead, every entry-block alloca
//! starts as a provisional candidate, the one sequential read of the function
//! records for each alloca what its loads and stores are and where each one's
//! use points next (the shim's census, [`CensusAlloca`]), and
//! [`Candidates::settle`] decides: loads
//! and stores that link up, one after another backwards through the program
//! (as a parsed or built module has them), into the alloca's whole use list
//! prove that it has no other users and give their use-list order. Only an
//! alloca whose chain does not close (it has other users, or a shuffled use
//! list) has its use list walked: a shuffled list whose users are all
//! loads and stores (which the read checked) only for their order, others
//! in full, from the first other user on.

use std::ops::Range;

use llvm_sys::LLVMOpcode;

use crate::llvm::access::UserFacts;
pub use crate::llvm::census::CandidateId;
use crate::llvm::census::CensusAlloca;
use crate::llvm::ir::{intrinsics, Alloca, BasicBlock, PtrMap, Type, Use, Value};
use crate::llvm::shim;
use crate::rules::AccessTypes;
use m2r_ssa::IdVec;

/// A promotable alloca.
#[derive(Clone, Debug)]
pub struct Candidate {
    pub alloca: Alloca,
    /// The type of the values it holds: the allocated type, or under
    /// [`AccessTypes::AnyOne`] the one type its loads and stores use (see
    /// [`ExpectedType`]).
    pub value_type: Type,
    /// How its use list orders its loads and stores.
    pub use_order: UseOrder,
    /// Whether it has lifetime markers, droppable uses or casts to remove.
    pub has_other_users: bool,
}

impl Candidate {
    /// How many loads and stores a walk of its use list listed (none for a
    /// candidate settled from its use chain, which counts them itself).
    fn listed_accesses(&self) -> usize {
        match &self.use_order {
            UseOrder::Listed(r) => r.len(),
            UseOrder::Backward => 0,
        }
    }
}

/// The order of a candidate's loads and stores in its use list (the order
/// upstream meets them when it walks the alloca's users).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UseOrder {
    /// Backwards through the program, as a parsed module has them.
    Backward,
    /// As walked: see [`Candidates::listed_uses`].
    Listed(Range<u32>),
}

/// The promotable allocas of a batch, in entry-block order.
#[derive(Default)]
pub struct Candidates {
    pub list: IdVec<CandidateId, Candidate>,
    /// The types a promotable alloca's loads and stores may have.
    pub access_types: AccessTypes,
    /// The loads and stores of the candidates whose use lists were walked,
    /// in use-list order, back to back.
    uses: Vec<Value>,
    /// How many loads and stores all candidates have.
    total_accesses: usize,
    /// After [`Self::settle`]: each provisional candidate's id among the
    /// settled ones, if it is one.
    pub settled_as: IdVec<CandidateId, Option<CandidateId>>,
    /// The entry block's allocas found not promotable, in order: after a
    /// batch they are all the allocas the entry block has left. Beside each,
    /// whether a batch can make it promotable.
    rejected: Vec<(Alloca, Recheck)>,
    /// Scratch: the rejected allocas while a batch's leftovers are found again.
    left: Vec<(Alloca, Recheck)>,
    /// Allocas held back in memory (the phi-entry cap): never candidates.
    held_back: PtrMap<Value, ()>,
    /// Scratch: the users of the alloca whose use list is walked.
    user_facts: Vec<UserFacts>,
    /// Scratch: the addresses of a batch's candidates, in order.
    promoted: Vec<usize>,
}

impl Candidates {
    /// The promotable allocas of the entry block, in instruction order.
    pub fn find_again(&mut self, entry_block: BasicBlock) {
        self.clear();
        entry_allocas(entry_block).for_each(|alloca| self.consider(alloca));
    }

    /// [`Self::find_again`] once the batch of these candidates was applied:
    /// the entry block's allocas are the rejected ones, and only those whose
    /// blocker the batch may have erased have their use lists walked again.
    pub fn find_again_after_batch(&mut self) {
        // The batch's candidates by address, if a rejected alloca asks.
        let promoted = &mut self.promoted;
        promoted.clear();
        if self.rejected.iter().any(|(_, again)| matches!(again, Recheck::IfPromoted(_))) {
            promoted.extend(self.list.values().map(|c| c.alloca.address()));
            promoted.sort_unstable();
        }
        let left = std::mem::replace(&mut self.rejected, std::mem::take(&mut self.left));
        self.clear();
        for &(alloca, again) in &left {
            match again {
                Recheck::IfPromoted(into) if self.promoted.binary_search(&into.address()).is_err() => {
                    self.reject(alloca, again)
                }
                Recheck::Never => self.reject(alloca, again),
                Recheck::IfPromoted(_) | Recheck::Always => self.consider(alloca),
            }
        }
        self.left = left;
    }

    /// Starts the first batch's census: every alloca of the entry block (in
    /// order, with the type it allocates) is a provisional candidate, to be
    /// [settled](Self::settle) once a read of the function has filled in
    /// each one's [`CensusAlloca`].
    pub fn begin_census(&mut self, entry_allocas: impl Iterator<Item = (Alloca, Type)>) {
        self.clear();
        self.list.reserve(entry_allocas.size_hint().0);
        for (alloca, allocated_type) in entry_allocas {
            self.list.push(Candidate {
                alloca,
                // Provisional: settled from what the read saw.
                value_type: allocated_type,
                use_order: UseOrder::Listed(0..0),
                has_other_users: false,
            });
        }
    }

    /// Keeps the provisional candidates that are promotable, in order, from
    /// what the read saw of their loads and stores (`chains`, by provisional
    /// candidate); walks the use lists of those it cannot tell about.
    /// [`Self::settled_as`] then maps the provisional ids to the new ones.
    /// In place: a settled id is never above its provisional one.
    pub fn settle(&mut self, chains: &[CensusAlloca]) {
        debug_assert_eq!(chains.len(), self.list.len(), "a chain for each provisional candidate");
        self.settled_as.clear();
        let mut kept = 0;
        for (i, chain) in chains.iter().enumerate() {
            let id = CandidateId::new(i);
            let alloca = self.list[id].alloca;
            let promotable = match verdict(chain, alloca) {
                // One of its own loads and stores, which no batch erases.
                Verdict::NotPromotable => Err(Recheck::Never),
                Verdict::WholeUseList => {
                    self.total_accesses += chain.seen() as usize;
                    let value_type = chain.value_type();
                    Ok(Candidate { use_order: UseOrder::Backward, value_type, ..self.list[id].clone() })
                }
                verdict => {
                    // Walked from its first other user, once there is one.
                    let listed = match verdict {
                        Verdict::OtherUsersFirst(first) => Err(first),
                        _ => self.listed_from_chain(alloca, chain),
                    };
                    listed.or_else(|first| self.walk_others(alloca, first).map_err(|b| Recheck::of(&b)))
                }
            };
            let settled = match promotable {
                Ok(c) => {
                    self.total_accesses += c.listed_accesses();
                    let to = CandidateId::new(kept);
                    self.list[to] = c;
                    kept += 1;
                    Some(to)
                }
                Err(recheck) => {
                    self.reject(alloca, recheck);
                    None
                }
            };
            self.settled_as.push(settled);
        }
        self.list.truncate(kept);
    }

    /// Adds a promotable alloca to the list (counting a walked one's
    /// accesses: a settled one's were counted from its chain).
    fn keep(&mut self, c: Candidate) -> CandidateId {
        self.total_accesses += c.listed_accesses();
        self.list.push(c)
    }

    fn clear(&mut self) {
        self.list.clear();
        self.uses.clear();
        self.total_accesses = 0;
        self.rejected.clear();
    }

    /// Adds `alloca` to the candidates if it is promotable, else to the
    /// rejected.
    fn consider(&mut self, alloca: Alloca) {
        match self.walk(alloca) {
            Ok(c) if !self.held_back.contains_key(&alloca) => {
                self.keep(c);
            }
            Err(blocker) => self.reject(alloca, Recheck::of(&blocker)),
            // Held back: never a candidate again.
            Ok(_) => self.reject(alloca, Recheck::Never),
        }
    }

    fn reject(&mut self, alloca: Alloca, recheck: Recheck) {
        self.rejected.push((alloca, recheck));
    }

    /// Walks the use list of `alloca`: it as a candidate if it is
    /// promotable, else what keeps it from being one.
    fn walk(&mut self, alloca: Alloca) -> Result<Candidate, Blocker> {
        // Read in chunks from the shim, each up to a user that may keep the
        // alloca in memory: `analyze` stops at the first that does.
        let (facts, mut next, mut at) = (&mut self.user_facts, alloca.first_use(), 0);
        facts.clear();
        let users = std::iter::from_fn(|| {
            if at == facts.len() {
                next = shim::alloca_users(alloca, next?, facts);
                at = 0;
            }
            at += 1;
            Some(Checked::of(&facts[at - 1]))
        });
        analyze(alloca, users, &mut self.uses, self.access_types)
    }

    /// An alloca whose loads and stores all qualify (the census checked
    /// each one, `chain`) but do not run backwards through its use list,
    /// with them listed in use-list order, if they are its only users: one
    /// walk in the shim that reads nothing else of them. Else the use of
    /// its first other user, for [`Self::walk_others`] to go on from. Such
    /// use lists are what clang's own bitcode has where it inlined at `-O0`
    /// (half of lz4.c's allocas).
    fn listed_from_chain(&mut self, alloca: Alloca, chain: &CensusAlloca) -> Result<Candidate, Use> {
        let start = self.uses.len();
        // No room reserved for `chain.seen` first: most such allocas have
        // other users (a parsed module's), and reserving for them cost more
        // than the rare second walk when the list must grow.
        shim::append_access_users(alloca, &mut self.uses)?;
        // Each load and store the read saw uses the alloca once, and the read
        // saw every one, so they are all the uses just walked.
        debug_assert_eq!(self.uses.len() - start, chain.seen() as usize, "the read saw every load and store");
        let use_order = UseOrder::Listed(start as u32..self.uses.len() as u32);
        Ok(Candidate { alloca, value_type: chain.value_type(), use_order, has_other_users: false })
    }

    /// [`Self::walk`] for an alloca whose loads and stores all qualify (the
    /// census checked each one) but do not make up its whole use list, from
    /// `first_other`, the use of its first other user: the other users are
    /// checked first, the loads and stores between them skipped in the
    /// shim, so that one that keeps it in memory is found without reading
    /// them. (None of them can: what blocks it is the same user a walk
    /// finds first.) Only an alloca found promotable is walked in full, for
    /// its loads' and stores' use-list order.
    fn walk_others(&mut self, alloca: Alloca, first_other: Use) -> Result<Candidate, Blocker> {
        // Only a store of the alloca as a value is a load or store here, and
        // it is refused whatever type is expected.
        let mut expected = ExpectedType::of(self.access_types, || alloca.allocated_type());
        let mut from = Some(first_other);
        while let Some(u) = from.and_then(shim::next_other_use) {
            let user = u.user();
            check_user(alloca.value(), user, user.opcode(), &mut expected)
                .map_err(|reason| Blocker { user, reason })?;
            from = u.next();
        }
        self.walk(alloca)
    }

    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    /// The entry block's allocas found not promotable or held back, in
    /// order (after the last batch: those the pass leaves in memory).
    pub fn rejected(&self) -> impl Iterator<Item = Value> + '_ {
        self.rejected.iter().map(|&(alloca, _)| alloca.value())
    }

    /// Keeps `alloca` in memory from now on, promotable or not.
    pub fn hold_back(&mut self, alloca: Value) {
        self.held_back.insert(alloca, ());
    }

    /// Forgets the held-back allocas (a new function).
    pub fn reset_held_back(&mut self) {
        self.held_back.clear();
    }

    /// The loads and stores of a candidate whose use list was walked
    /// (its [`UseOrder::Listed`] range), in use-list order.
    pub fn listed_uses(&self, r: &Range<u32>) -> &[Value] {
        &self.uses[r.start as usize..r.end as usize]
    }

    /// How many loads and stores all candidates have.
    pub fn total_accesses(&self) -> usize {
        self.total_accesses
    }
}

/// The allocas of the entry block, in order (the terminator, which upstream
/// leaves out, is never one).
fn entry_allocas(entry_block: BasicBlock) -> impl Iterator<Item = Alloca> {
    entry_block.instructions().filter_map(Value::as_alloca)
}

/// What a [`CensusAlloca`] tells about its alloca.
enum Verdict {
    NotPromotable,
    /// Its loads and stores are its whole use list, backwards.
    WholeUseList,
    /// It has other users, the first of them at this use, the head of the
    /// list, which its loads and stores end backwards.
    OtherUsersFirst(Use),
    /// Its loads and stores do not run backwards through the list: another
    /// order, or other users among them.
    Unordered,
}

/// A disqualified load or store settles it. Otherwise the loads and stores
/// are the whole use list if they link up backwards from the alloca's first
/// use to a last one with no successor: each link was checked as it was
/// seen, so no other use can be in the list. If they link up so from a
/// later use, they are the list's tail, and the uses before them are other
/// users'.
fn verdict(chain: &CensusAlloca, alloca: Alloca) -> Verdict {
    match (chain.qualifies(), chain.backward(), alloca.first_use()) {
        (false, ..) => Verdict::NotPromotable,
        (true, true, first) if first == chain.last() => Verdict::WholeUseList,
        (true, true, Some(first)) => Verdict::OtherUsersFirst(first),
        (true, ..) => Verdict::Unordered,
    }
}

/// A user of an alloca as [`analyze`] checks it.
enum Checked {
    /// Read from the IR when it is checked.
    Read(Value),
    /// A load or store, its facts already read.
    Access(Value, AccessFacts),
}

impl Checked {
    /// A user as the shim read it.
    fn of(facts: &UserFacts) -> Checked {
        match facts.access() {
            Some((ty, stored, volatile)) => Checked::Access(facts.user(), AccessFacts { stored, ty, volatile }),
            None => Checked::Read(facts.user()),
        }
    }
}

/// The alloca, whose users are `users` (in use-list order, one per use), as
/// a candidate if it is promotable, else the first user that keeps it from
/// being one (the users after it are not read, as upstream does not); its
/// loads and stores are appended to `uses` (and taken back if it is not
/// promotable).
fn analyze(
    alloca: Alloca,
    users: impl Iterator<Item = Checked>,
    uses: &mut Vec<Value>,
    access_types: AccessTypes,
) -> Result<Candidate, Blocker> {
    let mut expected = ExpectedType::of(access_types, || alloca.allocated_type());
    let start = uses.len();
    let mut has_other_users = false;
    for checked in users {
        let (user, verdict, is_access) = match checked {
            Checked::Read(user) => {
                let opcode = user.opcode();
                let is_access = matches!(opcode, LLVMOpcode::LLVMLoad | LLVMOpcode::LLVMStore);
                (user, check_user(alloca.value(), user, opcode, &mut expected), is_access)
            }
            Checked::Access(user, facts) => (user, facts.check(alloca.value(), &mut expected), true),
        };
        if let Err(reason) = verdict {
            uses.truncate(start);
            return Err(Blocker { user, reason });
        }
        match is_access {
            true => uses.push(user),
            false => has_other_users = true,
        }
    }
    let use_order = UseOrder::Listed(start as u32..uses.len() as u32);
    Ok(Candidate { alloca, value_type: expected.value_type(alloca), use_order, has_other_users })
}

/// Whether `user` (an instruction using `alloca`) is one a promotable alloca
/// may have, and if not, why.
fn check_user(alloca: Value, user: Value, opcode: LLVMOpcode, expected: &mut ExpectedType) -> Result<(), Reason> {
    let ok_if = |ok: bool, reason: Reason| if ok { Ok(()) } else { Err(reason) };
    match opcode {
        LLVMOpcode::LLVMLoad | LLVMOpcode::LLVMStore => AccessFacts::of(user, opcode).check(alloca, expected),
        LLVMOpcode::LLVMCall => {
            // One look at the callee, which is most often no intrinsic.
            let ids = intrinsics();
            let allowed = |id| ids.is_lifetime_marker(id) || ids.is_droppable(id) || id == ids.fake_use;
            ok_if(user.called_intrinsic().is_some_and(allowed), Reason::PassedToCall)
        }
        LLVMOpcode::LLVMBitCast => ok_if(only_used_by(user, true), Reason::CastUsedOtherwise),
        LLVMOpcode::LLVMGetElementPtr => {
            ok_if(user.is_gep_with_all_zero_indices(), Reason::Offset)?;
            ok_if(only_used_by(user, true), Reason::CastUsedOtherwise)
        }
        LLVMOpcode::LLVMAddrSpaceCast => ok_if(only_used_by(user, false), Reason::CastUsedOtherwise),
        LLVMOpcode::LLVMICmp => Err(Reason::Compared),
        LLVMOpcode::LLVMPtrToInt => Err(Reason::CastToInteger),
        LLVMOpcode::LLVMRet => Err(Reason::Returned),
        LLVMOpcode::LLVMPHI | LLVMOpcode::LLVMSelect => Err(Reason::PhiOrSelect),
        LLVMOpcode::LLVMInvoke | LLVMOpcode::LLVMCallBr => Err(Reason::PassedToCall),
        _ => Err(Reason::OtherUser),
    }
}

/// Whether a batch can make a rejected alloca promotable: only by erasing
/// its blocker, and a batch erases only its candidates' loads, stores,
/// lifetime markers and casts, and the candidates.
#[derive(Clone, Copy, Debug)]
enum Recheck {
    /// The blocker outlives every batch: the alloca's own load or store, a
    /// call, a comparison, any user a batch never erases.
    Never,
    /// The blocker is a cast or zero GEP of it whose other user a batch may
    /// erase (a store of the cast into a candidate).
    Always,
    /// The blocker stores its address into this alloca: it goes with a
    /// batch that promotes the alloca.
    IfPromoted(Value),
}

impl Recheck {
    fn of(blocker: &Blocker) -> Recheck {
        match blocker.reason {
            Reason::StoredAsValue => {
                let into = blocker.user.operand(1);
                match into.opcode_if_instruction() {
                    // No batch changes the store's address: it is no load.
                    Some(LLVMOpcode::LLVMAlloca) => Recheck::IfPromoted(into),
                    // A batch may replace the load by an alloca (the store
                    // becomes that alloca's), which a later batch promotes.
                    Some(LLVMOpcode::LLVMLoad) => Recheck::Always,
                    _ => Recheck::Never,
                }
            }
            Reason::CastUsedOtherwise => Recheck::Always,
            _ => Recheck::Never,
        }
    }
}

/// The first user that keeps an alloca from being promoted, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Blocker {
    /// The blocking instruction (the alloca itself for [`Reason::NotInEntryBlock`]).
    pub user: Value,
    pub reason: Reason,
}

/// Why an alloca is not promotable: upstream's `isAllocaPromotable`'s
/// verdict on its first failing user, by kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    /// Its address is an argument of a call (memcpy and memset included).
    PassedToCall,
    /// Its address is stored into memory as a value.
    StoredAsValue,
    /// Its address is compared.
    Compared,
    /// Its address is cast to an integer.
    CastToInteger,
    /// Its address is offset: a GEP with a non-zero or variable index.
    Offset,
    /// A struct or an array whose fields or elements are accessed on their
    /// own (through a GEP) or which a memory intrinsic copies or sets as a
    /// whole: SROA splits such allocas, mem2reg does not.
    Aggregate,
    /// Its address is returned.
    Returned,
    /// Its address flows into a phi or a select.
    PhiOrSelect,
    /// A cast or zero GEP of it is used by more than lifetime markers.
    CastUsedOtherwise,
    /// Some other instruction uses its address.
    OtherUser,
    /// A volatile load or store.
    Volatile,
    /// A load or store of another type than the allocated type
    /// ([`AccessTypes::Allocated`]): unions, type punning.
    OtherType,
    /// Loads and stores of more than one type ([`AccessTypes::AnyOne`]).
    MixedTypes,
    /// It is not in the entry block, which mem2reg alone looks at.
    NotInEntryBlock,
    /// Outside the entry block (with all-blocks): its size is not a
    /// constant, so each execution makes new memory of another size.
    DynamicSize,
    /// Outside the entry block (with all-blocks): an `inalloca` argument
    /// area.
    InAlloca,
    /// Promotable, but held back by the phi-entry cap: promoting it would
    /// have cost this many phi entries.
    PhiCap { entries: u64 },
}

impl Reason {
    /// Why `alloca` stays in memory, in words (the remarks and the explain
    /// report say it so).
    pub fn describe(self, alloca: Value) -> String {
        match self {
            Reason::PassedToCall => "its address is passed to a call".into(),
            Reason::StoredAsValue => "its address is stored to memory".into(),
            Reason::Compared => "its address is compared".into(),
            Reason::CastToInteger => "its address is cast to an integer".into(),
            Reason::Offset => "its address is offset by a non-zero or variable index".into(),
            Reason::Aggregate => format!(
                "it is an aggregate ({}) accessed by field or element, or copied or set as a whole (SROA splits such variables)",
                alloca.allocated_type().print()
            ),
            Reason::Returned => "its address is returned".into(),
            Reason::PhiOrSelect => "its address flows into a phi or a select".into(),
            Reason::CastUsedOtherwise => "a cast of its address (or a GEP of it with zero indices) is used by more than lifetime markers".into(),
            Reason::OtherUser => "its address is used by an instruction that is not a load or store".into(),
            Reason::Volatile => "it is accessed by a volatile load or store".into(),
            Reason::MixedTypes => "its loads and stores use more than one type (a union or type punning)".into(),
            Reason::OtherType => format!(
                "it is loaded or stored as another type than the allocated {} (a union or type punning)",
                alloca.allocated_type().print()
            ),
            Reason::NotInEntryBlock => "it is not in the entry block (mem2reg promotes entry-block allocas only)".into(),
            Reason::DynamicSize => "its size is not a constant".into(),
            Reason::InAlloca => "it holds inalloca arguments".into(),
            Reason::PhiCap { entries } => format!("promoting it would add {entries} phi entries (max-phi-entries)"),
        }
    }

    /// Whether the address escapes (the alloca is used as a pointer).
    pub fn escapes(self) -> bool {
        matches!(
            self,
            Reason::PassedToCall
                | Reason::StoredAsValue
                | Reason::Compared
                | Reason::CastToInteger
                | Reason::Offset
                | Reason::Aggregate
                | Reason::Returned
                | Reason::PhiOrSelect
        )
    }
}

/// `alloca` as a candidate, if it is promotable (whichever block it is in).
pub fn as_candidate(alloca: Value, access_types: AccessTypes) -> Option<Candidate> {
    let alloca = alloca.as_alloca().expect("an alloca");
    analyze(alloca, alloca.uses().map(|u| Checked::Read(u.user())), &mut Vec::new(), access_types).ok()
}

/// Why `alloca` is not promotable: every user that a promotable alloca may
/// not have, each checked as `analyze` checks it (in use-list order, so
/// that the type the loads and stores must share is the same), with the
/// first one `analyze` stops at first. Empty if it is promotable.
pub fn blockers(alloca: Value, access_types: AccessTypes) -> Vec<Blocker> {
    let mut expected = ExpectedType::of(access_types, || alloca.allocated_type());
    let aggregate = alloca.allocated_type().is_aggregate();
    let mut found = Vec::new();
    for user in alloca.uses().map(|u| u.user()) {
        if let Err(mut reason) = check_user(alloca, user, user.opcode(), &mut expected) {
            // A field reached through a GEP, or the whole copied or set.
            let by_field = user.opcode() == LLVMOpcode::LLVMGetElementPtr;
            let copied = || user.called_function().is_some_and(|f| f.name().starts_with("llvm.mem"));
            if aggregate && (by_field || (reason == Reason::PassedToCall && copied())) {
                reason = Reason::Aggregate;
            }
            found.push(Blocker { user, reason });
        }
    }
    found
}

/// The type a promotable alloca's loads and stores must all have: its
/// allocated type ([`AccessTypes::Allocated`]), or whichever type the first
/// one seen has ([`AccessTypes::AnyOne`]).
#[derive(Clone, Copy, Debug)]
pub struct ExpectedType {
    ty: Option<Type>,
    rule: AccessTypes,
}

impl ExpectedType {
    /// For an alloca of `allocated_type` (asked only under
    /// [`AccessTypes::Allocated`]).
    fn of(rule: AccessTypes, allocated_type: impl FnOnce() -> Type) -> ExpectedType {
        ExpectedType { ty: (rule == AccessTypes::Allocated).then(allocated_type), rule }
    }

    /// Whether an access of type `ty` may be among the loads and stores.
    #[inline]
    fn accepts(&mut self, ty: Type) -> bool {
        *self.ty.get_or_insert(ty) == ty
    }

    /// Why an access that is not accepted keeps the alloca in memory.
    fn mismatch(self) -> Reason {
        match self.rule {
            AccessTypes::Allocated => Reason::OtherType,
            AccessTypes::AnyOne => Reason::MixedTypes,
        }
    }

    /// The type of the values the alloca holds.
    fn value_type(self, alloca: Alloca) -> Type {
        self.ty.unwrap_or_else(|| alloca.allocated_type())
    }
}

/// What decides whether a load or store is one a promotable alloca may have.
struct AccessFacts {
    /// What a store stores; none for a load.
    stored: Option<Value>,
    /// The type loaded or stored.
    ty: Type,
    volatile: bool,
}

impl AccessFacts {
    /// A load's or store's facts, read from the IR.
    fn of(inst: Value, opcode: LLVMOpcode) -> AccessFacts {
        let stored = (opcode == LLVMOpcode::LLVMStore).then(|| inst.operand(0));
        let ty = stored.map_or_else(|| inst.ty(), |v| v.ty());
        AccessFacts { stored, ty, volatile: inst.is_volatile() }
    }

    /// Whether a load from `alloca`, or a store that uses it, is one a
    /// promotable alloca may have: not volatile, of the expected type, and a
    /// store stores into the alloca, not the alloca itself.
    #[inline]
    fn check(&self, alloca: Value, expected: &mut ExpectedType) -> Result<(), Reason> {
        if self.stored == Some(alloca) {
            Err(Reason::StoredAsValue)
        } else if self.volatile {
            Err(Reason::Volatile)
        } else if !expected.accepts(self.ty) {
            Err(expected.mismatch())
        } else {
            Ok(())
        }
    }
}

/// Whether every user of `value` is a lifetime marker (or, if allowed, a
/// droppable instruction).
fn only_used_by(value: Value, allow_droppable: bool) -> bool {
    value.uses().all(|u| {
        let user = u.user();
        is_lifetime_marker(user) || (allow_droppable && is_droppable(user))
    })
}

pub fn is_lifetime_marker(inst: Value) -> bool {
    inst.called_intrinsic().is_some_and(|id| intrinsics().is_lifetime_marker(id))
}

/// LLVM's `User::isDroppable` ([`crate::llvm::ir::Intrinsics::is_droppable`]).
pub fn is_droppable(inst: Value) -> bool {
    inst.called_intrinsic().is_some_and(|id| intrinsics().is_droppable(id))
}
