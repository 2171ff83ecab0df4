//! Upstream's clean-up of the phis it just inserted: a phi that merges one
//! value, undefs and itself is replaced by that value, to a fixpoint.
//!
//! This is LLVM's `simplifyPHINode` restricted to what renaming produces:
//! ignoring entries equal to the phi itself and `undef`/`poison`, if exactly
//! one value `V` remains the phi becomes `V`, but when an undef or poison was
//! ignored only if `V` dominates the phi (a phi merging `V` and undef over a
//! path where `V` is not defined must stay), and under
//! [`CleanupRules::keeps_undef_merge_of_maybe_poison`] (LLVM 20 on), when an
//! undef was ignored, only if the IR can tell that `V` is not poison at the
//! phi (an undef must not become poison). With no value left the phi becomes
//! `undef` if some entry was undef, else `poison`.
//!
//! Replacing a phi rewrites the entries of the phis that used it, which can
//! make them simplifiable in turn, hence the fixpoint. The order matters:
//! with `p = [poison, poison]` and `q = [p, undef]` (p dominating q), taking
//! `q` first makes it `p` and then both `poison`, taking `p` first makes `q`
//! merge poison and undef, so `undef`. Upstream visits its phis in the
//! bucket order of its `DenseMap<(block number, alloca number), PHINode *>`,
//! and so does this ([`bucket_order`]; the map's probing changed in LLVM 23).
//! A client that does not care for upstream's order takes
//! [`CleanupRules::default`]: every order reaches a valid fixpoint.

use super::cfg::Block;
use super::entity::{Csr, EntityId, IdVec};
use super::{PhiId, Var};

/// A phi entry's value as the simplifier needs to see it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Val<T> {
    /// LLVM's `undef`.
    Undef,
    /// LLVM's `poison`.
    Poison,
    /// One of the phis being simplified.
    Phi(PhiId),
    /// Anything else: an argument, constant, or instruction.
    Other(T),
}

/// The phis of one batch: their blocks, variables and the values among their
/// entries (repeats allowed, order irrelevant), in creation order (by
/// variable, then by block), and the number upstream keys each block by.
pub struct PhiSet<'a, T> {
    /// Each phi's block.
    pub block: &'a IdVec<PhiId, Block>,
    /// Each block's number, as the map of new phis keys it.
    pub block_number: &'a IdVec<Block, u32>,
    /// Each phi's variable.
    pub var: &'a IdVec<PhiId, Var>,
    /// Each phi's entries.
    pub entries: &'a Csr<PhiId, Val<T>>,
}

/// What the simplifier asks of the IR it works for, and tells it.
pub trait PhiOracle<T> {
    /// Whether a non-phi value dominates a phi in `block`.
    fn other_dominates(&mut self, v: T, block: Block) -> bool;
    /// Whether phi `a` dominates phi `b`.
    fn phi_dominates(&mut self, a: PhiId, b: PhiId) -> bool;
    /// Whether `v` (a phi of the set not replaced, or another value) is
    /// guaranteed not to be poison at phi `at`, in the IR as the replacements
    /// so far have left it. Asked only under
    /// [`CleanupRules::keeps_undef_merge_of_maybe_poison`].
    fn not_poison(&mut self, v: Val<T>, at: PhiId) -> bool;
    /// `phi` is replaced by `value` (which may be a phi replaced later), now.
    fn replace(&mut self, phi: PhiId, value: Val<T>);
}

/// The choices of the clean-up on which LLVM majors differ.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CleanupRules {
    /// How the map of new phis hashes its keys and probes, which decides
    /// the visiting order.
    pub hash: PairHash,
    /// How it probes.
    pub probing: Probing,
    /// Whether a phi merging a value `V` and `undef` is kept unless
    /// [`PhiOracle::not_poison`] says `V` is not poison (LLVM 20 on).
    pub keeps_undef_merge_of_maybe_poison: bool,
    /// Whether poison counts as undef (LLVM 18 and before): a phi of only
    /// poison, undef or itself then folds to undef, never to poison.
    pub poison_as_undef: bool,
}

/// Simplifies to a fixpoint under `rules`, telling `oracle` each replacement
/// as it happens, and returns them in that order: `(phi, value)` means
/// "replace all uses of phi by value". Applying them in this order
/// reproduces upstream's IR.
pub fn simplify_phis<T: Copy + Eq>(
    phis: PhiSet<'_, T>,
    oracle: &mut impl PhiOracle<T>,
    rules: CleanupRules,
) -> Vec<(PhiId, Val<T>)> {
    Simplifier::default().run(phis, oracle, rules).to_vec()
}

/// [`simplify_phis`] with buffers kept from one batch to the next.
pub struct Simplifier<T> {
    replaced: IdVec<PhiId, Option<Val<T>>>,
    replacements: Vec<(PhiId, Val<T>)>,
    keys: Vec<(u32, u32)>,
    visit: Vec<PhiId>,
    tables: BucketTables,
}

impl<T> Default for Simplifier<T> {
    fn default() -> Self {
        Simplifier {
            replaced: IdVec::new(),
            replacements: Vec::new(),
            keys: Vec::new(),
            visit: Vec::new(),
            tables: BucketTables::default(),
        }
    }
}

impl<T: Copy + Eq> Simplifier<T> {
    /// Like [`simplify_phis`].
    pub fn run(
        &mut self,
        phis: PhiSet<'_, T>,
        oracle: &mut impl PhiOracle<T>,
        rules: CleanupRules,
    ) -> &[(PhiId, Val<T>)] {
        self.replaced.reset(phis.block.len(), None);
        self.replacements.clear();
        self.keys.clear();
        self.keys.extend(phis.block.values().zip(phis.var.values()).map(|(&b, v)| (phis.block_number[b], v.0)));
        bucket_order(&self.keys, &mut self.visit, &mut self.tables, rules.hash, rules.probing);
        let mut changed = true;
        while changed {
            changed = false;
            for &phi in &self.visit {
                if self.replaced[phi].is_some() {
                    continue;
                }
                let result = simplify_one(phi, phis.entries.get(phi), &self.replaced);
                let Some(value) = result.value(oracle, phi, phis.block[phi], rules) else {
                    continue;
                };
                self.replaced[phi] = Some(value);
                self.replacements.push((phi, value));
                oracle.replace(phi, value);
                changed = true;
            }
        }
        &self.replacements
    }
}

/// How a `DenseMap` looks for the next bucket when one is taken.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Probing {
    /// Steps of 1, 2, 3, ... (LLVM 22 and before).
    #[default]
    Quadratic,
    /// Steps of 1 (LLVM 23).
    Linear,
}

/// How a `DenseMap` hashes a pair of unsigneds: `combineHashValue` of each
/// one's hash (37 times it), which mixes `(37 * first) << 32 | 37 * second`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PairHash {
    /// splitmix64's mixer: one multiplication and one xor-shift (LLVM 19 on).
    #[default]
    SplitMix,
    /// Thomas Wang's 64-bit mix of shifts and adds (LLVM 18 and before).
    Wang,
}

impl PairHash {
    fn of(self, (first, second): (u32, u32)) -> u32 {
        let mut x = (u64::from(first.wrapping_mul(37)) << 32) | u64::from(second.wrapping_mul(37));
        match self {
            PairHash::SplitMix => {
                x = x.wrapping_mul(0xbf58_476d_1ce4_e5b9);
                x ^= x >> 31;
            }
            PairHash::Wang => {
                x = x.wrapping_add(!(x << 32));
                x ^= x >> 22;
                x = x.wrapping_add(!(x << 13));
                x ^= x >> 8;
                x = x.wrapping_add(x << 3);
                x ^= x >> 15;
                x = x.wrapping_add(!(x << 27));
                x ^= x >> 31;
            }
        }
        x as u32
    }
}

/// The order in which LLVM's `DenseMap<std::pair<unsigned, unsigned>, T>`
/// iterates the keys `keys`, inserted in that order into an empty map (key
/// `i` is phi `i`): bucket order. Like the map, hashes a key as `hash`
/// says, probes as `probing` says,
/// starts with 64 buckets and doubles them (reinserting in bucket order) when
/// an insertion would fill 3/4. Erasing leaves a tombstone, so erasures while
/// iterating do not change the order.
pub fn bucket_order(
    keys: &[(u32, u32)],
    order: &mut Vec<PhiId>,
    tables: &mut BucketTables,
    hash: PairHash,
    probing: Probing,
) {
    order.clear();
    if keys.len() < 2 {
        // One entry is alone in its table, wherever it sits.
        order.extend((0..keys.len()).map(PhiId::new));
        return;
    }
    let growth = match probing {
        Probing::Quadratic => 1,
        Probing::Linear => 0,
    };
    let insert = |buckets: &mut [u32], hash: u32, entry: u32| {
        let mask = buckets.len() as u32 - 1;
        let (mut bucket, mut step) = (hash & mask, 1);
        while buckets[bucket as usize] != EMPTY {
            bucket = (bucket + step) & mask;
            step += growth;
        }
        buckets[bucket as usize] = entry;
    };
    let BucketTables { buckets, old } = tables;
    buckets.clear();
    for (i, &key) in keys.iter().enumerate() {
        if (i + 1) * 4 >= buckets.len() * 3 {
            std::mem::swap(buckets, old);
            buckets.clear();
            buckets.resize((old.len() * 2).max(64), EMPTY);
            for &e in old.iter().filter(|&&e| e != EMPTY) {
                insert(buckets, hash.of(keys[e as usize]), e);
            }
        }
        insert(buckets, hash.of(key), i as u32);
    }
    order.extend(buckets.iter().filter(|&&e| e != EMPTY).map(|&e| PhiId::new(e as usize)));
}

const EMPTY: u32 = u32::MAX;

/// The tables [`bucket_order`] simulates the map with: the current one
/// and the one it grew from.
#[derive(Default)]
pub struct BucketTables {
    buckets: Vec<u32>,
    old: Vec<u32>,
}

/// What one pass over a phi's entries found.
enum Scan<T> {
    /// Two different values: not simplifiable.
    Mixed,
    /// At most one distinct value besides undef/poison/self.
    Single { value: Option<Val<T>>, saw_undef: bool, saw_poison: bool },
}

impl<T: Copy> Scan<T> {
    /// What phi `phi` in `block` simplifies to, if anything.
    fn value(self, oracle: &mut impl PhiOracle<T>, phi: PhiId, block: Block, rules: CleanupRules) -> Option<Val<T>> {
        let dominates_phi = |oracle: &mut _, v| match v {
            Val::Phi(p) => PhiOracle::phi_dominates(oracle, p, phi),
            Val::Other(t) => PhiOracle::other_dominates(oracle, t, block),
            Val::Undef | Val::Poison => true,
        };
        match self {
            Scan::Mixed => None,
            Scan::Single { value: None, saw_undef, .. } => {
                Some(if saw_undef || rules.poison_as_undef { Val::Undef } else { Val::Poison })
            }
            Scan::Single { value: Some(v), saw_undef, saw_poison } => {
                // A value merged with undef or poison must dominate the phi;
                // under the rule, one merged with undef must not be poison.
                let dominates = !(saw_undef || saw_poison) || dominates_phi(oracle, v);
                let keeps_undef =
                    dominates && saw_undef && rules.keeps_undef_merge_of_maybe_poison && !oracle.not_poison(v, phi);
                (dominates && !keeps_undef).then_some(v)
            }
        }
    }
}

fn simplify_one<T: Copy + Eq>(phi: PhiId, entries: &[Val<T>], replaced: &IdVec<PhiId, Option<Val<T>>>) -> Scan<T> {
    let mut value: Option<Val<T>> = None;
    let mut saw_undef = false;
    let mut saw_poison = false;
    for &entry in entries {
        match resolve(entry, replaced) {
            Val::Phi(p) if p == phi => {}
            Val::Poison => saw_poison = true,
            Val::Undef => saw_undef = true,
            v => match value {
                Some(common) if common != v => return Scan::Mixed,
                _ => value = Some(v),
            },
        }
    }
    Scan::Single { value, saw_undef, saw_poison }
}

/// The value an entry holds now that earlier replacements have rewritten it.
fn resolve<T: Copy>(mut v: Val<T>, replaced: &IdVec<PhiId, Option<Val<T>>>) -> Val<T> {
    while let Val::Phi(p) = v {
        match replaced[p] {
            Some(r) => v = r,
            None => break,
        }
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ssa::entity::EntityId;

    type Set = (IdVec<PhiId, Block>, IdVec<PhiId, Var>, Csr<PhiId, Val<u8>>);

    /// Phis of one variable: (block, entries) each.
    fn set(entries: Vec<(u32, Vec<Val<u8>>)>) -> Set {
        (
            IdVec::from_vec(entries.iter().map(|(b, _)| Block(*b)).collect()),
            IdVec::filled(entries.len(), Var(0)),
            Csr::from_lists(entries.into_iter().map(|(_, e)| e)),
        )
    }

    /// Answers every dominance question with `other` or `phi`, and that
    /// every value is not poison.
    struct Fixed {
        other: bool,
        phi: bool,
    }

    impl PhiOracle<u8> for Fixed {
        fn other_dominates(&mut self, _: u8, _: Block) -> bool {
            self.other
        }
        fn phi_dominates(&mut self, _: PhiId, _: PhiId) -> bool {
            self.phi
        }
        fn not_poison(&mut self, _: Val<u8>, _: PhiId) -> bool {
            true
        }
        fn replace(&mut self, _: PhiId, _: Val<u8>) {}
    }

    fn run(set: &Set, other: bool, phi: bool) -> Vec<(PhiId, Val<u8>)> {
        let numbers = IdVec::from_vec((0..=set.0.values().map(|b| b.0).max().unwrap_or(0)).collect());
        let phis = PhiSet { block: &set.0, block_number: &numbers, var: &set.1, entries: &set.2 };
        simplify_phis(phis, &mut Fixed { other, phi }, CleanupRules::default())
    }

    #[test]
    fn single_value_with_self_and_undef() {
        let phis = set(vec![(1, vec![Val::Other(7), Val::Phi(PhiId(0)), Val::Undef])]);
        let out = run(&phis, true, true);
        assert_eq!(out, vec![(PhiId(0), Val::Other(7))]);
        let out = run(&phis, false, true);
        assert!(out.is_empty(), "a value that does not dominate the phi cannot replace it when undef was seen");
    }

    #[test]
    fn chains_reach_a_fixpoint() {
        // p1 = [p0, undef] ; p0 = [undef, poison]  =>  p0 -> undef, p1 -> undef
        let phis = set(vec![(1, vec![Val::Undef, Val::Poison]), (2, vec![Val::Phi(PhiId(0)), Val::Undef])]);
        let out = run(&phis, true, false);
        assert_eq!(out, vec![(PhiId(0), Val::Undef), (PhiId(1), Val::Undef)]);
        // all poison
        let phis = set(vec![(1, vec![Val::Poison, Val::Phi(PhiId(0))])]);
        assert_eq!(run(&phis, true, true), vec![(PhiId::new(0), Val::Poison)]);
    }
}
