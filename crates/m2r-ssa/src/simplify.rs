//! A phi clean-up: a phi that merges one value, undefined values and
//! itself is replaced by that value, to a fixpoint.
//!
//! This is LLVM's `simplifyPHINode` restricted to what renaming produces:
//! ignoring entries equal to the phi itself and [`PhiValue::Undef`] /
//! [`PhiValue::Poison`], if exactly one value `V` remains the phi becomes `V`,
//! but when an undefined value was ignored only if `V` dominates the phi (a
//! phi merging `V` and undef over a path where `V` is not defined must
//! stay), and under [`CleanupRules::keeps_undef_merge_of_maybe_poison`], when
//! an undef was ignored, only if the IR can tell that `V` is not poison at
//! the phi (an undef must not become poison). With no value left the phi
//! becomes undef if some entry was undef, else poison.
//!
//! Replacing a phi rewrites the entries of the phis that used it, which can
//! make them simplifiable in turn, hence the fixpoint. The order matters
//! only for which undefined value a chain of undefined phis ends as: with
//! `p = [poison, poison]` and `q = [p, undef]` (p dominating q), taking `q`
//! first makes it `p` and then both poison, taking `p` first makes `q`
//! merge poison and undef, so undef. [`PhiSet::with_order`] takes the order
//! (the LLVM plugin gives LLVM's); by default phis are visited by id, and
//! every order reaches a valid fixpoint.
//!
//! Construction by [`construct_ssa`](crate::construct_ssa) leaves no phi this
//! removes; a client whose own folding makes phis trivial (a constant
//! propagated into one entry) runs it after.

use crate::entity::{Csr, IdVec};
use crate::error::Error;
use crate::ids::{Block, PhiId};
use crate::traits::{PhiOracle, PhiValue};

/// The phis to clean up: each one's block and the values among its entries
/// (repeats allowed, order irrelevant), and the order to visit them in.
#[derive(Clone, Copy, Debug)]
pub struct PhiSet<'a, T> {
    block: &'a IdVec<PhiId, Block>,
    entries: &'a Csr<PhiId, PhiValue<T>>,
    order: Option<&'a [PhiId]>,
}

impl<'a, T> PhiSet<'a, T> {
    /// The phis `0..block.len()`, phi `p` in `block[p]` with the entries
    /// `entries.get(p)`. Fails if the two differ in length or an entry names
    /// a phi beyond them.
    pub fn new(block: &'a IdVec<PhiId, Block>, entries: &'a Csr<PhiId, PhiValue<T>>) -> Result<Self, Error>
    where
        T: Copy,
    {
        if entries.num_keys() != block.len() {
            return Err(Error::PhiSet { phi: None });
        }
        for phi in block.ids() {
            if entries.get(phi).iter().any(|e| matches!(*e, PhiValue::Phi(p) if p.index() >= block.len())) {
                return Err(Error::PhiSet { phi: Some(phi) });
            }
        }
        Ok(PhiSet { block, entries, order: None })
    }

    /// The same phis, visited in `order` in each round (phis it leaves out
    /// are never replaced). Fails if it names a phi beyond the set.
    pub fn with_order(self, order: &'a [PhiId]) -> Result<Self, Error> {
        if let Some(&phi) = order.iter().find(|p| p.index() >= self.block.len()) {
            return Err(Error::PhiSet { phi: Some(phi) });
        }
        Ok(PhiSet { order: Some(order), ..self })
    }
}

/// The clean-up's choices on undefined values (a client's IR semantics:
/// the LLVM plugin sets them per LLVM major).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CleanupRules {
    /// Whether a phi merging a value `V` and undef is kept unless
    /// [`PhiOracle::not_poison`] says `V` is not poison.
    pub keeps_undef_merge_of_maybe_poison: bool,
    /// Whether poison counts as undef: a phi of only
    /// poison, undef or itself then folds to undef, never to poison.
    pub poison_as_undef: bool,
}

/// The phi clean-up, with buffers kept from one set of phis to the next.
///
/// ```
/// use m2r_ssa::{Block, Csr, IdVec, PhiId, PhiOracle, PhiSet, PhiValue, Simplifier};
/// // A loop header's phi x = [a, entry], [x, latch] takes nothing but `a`;
/// // y = [x, entry], [b, latch] stays.
/// let blocks = IdVec::filled(2, Block::new(1));
/// let (x, y) = (PhiId::new(0), PhiId::new(1));
/// let entries = Csr::from_lists([
///     vec![PhiValue::Other("a"), PhiValue::Phi(x)],
///     vec![PhiValue::Phi(x), PhiValue::Other("b")],
/// ]);
/// struct Ir;
/// impl PhiOracle<&'static str> for Ir {
///     fn other_dominates(&mut self, _: &'static str, _: Block) -> bool { true }
///     fn phi_dominates(&mut self, _: PhiId, _: PhiId) -> bool { true }
///     fn not_poison(&mut self, _: PhiValue<&'static str>, _: PhiId) -> bool { true }
///     fn replace(&mut self, _: PhiId, _: PhiValue<&'static str>) {}
/// }
/// let set = PhiSet::new(&blocks, &entries)?;
/// let replaced = Simplifier::new().run(set, &mut Ir, Default::default()).to_vec();
/// assert_eq!(replaced, [(x, PhiValue::Other("a"))]);
/// # Ok::<(), m2r_ssa::Error>(())
/// ```
pub struct Simplifier<T> {
    replaced: IdVec<PhiId, Option<PhiValue<T>>>,
    replacements: Vec<(PhiId, PhiValue<T>)>,
    /// The order of the round under way (the last one's after a run).
    order: Vec<PhiId>,
}

impl<T> Default for Simplifier<T> {
    fn default() -> Self {
        Simplifier { replaced: IdVec::new(), replacements: Vec::new(), order: Vec::new() }
    }
}

impl<T: Copy + Eq> Simplifier<T> {
    /// Empty buffers.
    pub fn new() -> Self {
        Self::default()
    }

    /// Simplifies `phis` to a fixpoint under `rules`, telling `oracle` each
    /// replacement as it happens, and returns them in that order:
    /// `(phi, value)` means "replace all uses of phi by value" (a value that
    /// may be a phi replaced later in the list). Applying them in this order
    /// leaves no phi of the set that could go.
    pub fn run(
        &mut self,
        phis: PhiSet<'_, T>,
        oracle: &mut impl PhiOracle<T>,
        rules: CleanupRules,
    ) -> &[(PhiId, PhiValue<T>)] {
        self.replaced.reset(phis.block.len(), None);
        self.replacements.clear();
        self.order.clear();
        match phis.order {
            Some(order) => self.order.extend_from_slice(order),
            None => self.order.extend(phis.block.ids()),
        }
        loop {
            let before = self.replacements.len();
            for &phi in &self.order {
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
            }
            if self.replacements.len() == before {
                return &self.replacements;
            }
            oracle.next_round(&mut self.order);
            let n = phis.block.len();
            assert!(self.order.iter().all(|p| p.index() < n), "PhiOracle::next_round named a phi beyond the set");
        }
    }

    /// The order the last round of the last [`Self::run`] visited the phis
    /// in (after [`PhiOracle::next_round`] rearranged it, if it did).
    pub fn last_order(&self) -> &[PhiId] {
        &self.order
    }
}

/// What one pass over a phi's entries found.
enum Scan<T> {
    /// Two different values: not simplifiable.
    Mixed,
    /// At most one distinct value besides undef/poison/self.
    Single { value: Option<PhiValue<T>>, saw_undef: bool, saw_poison: bool },
}

impl<T: Copy> Scan<T> {
    /// What phi `phi` in `block` simplifies to, if anything.
    fn value(
        self,
        oracle: &mut impl PhiOracle<T>,
        phi: PhiId,
        block: Block,
        rules: CleanupRules,
    ) -> Option<PhiValue<T>> {
        let dominates_phi = |oracle: &mut _, v| match v {
            PhiValue::Phi(p) => PhiOracle::phi_dominates(oracle, p, phi),
            PhiValue::Other(t) => PhiOracle::other_dominates(oracle, t, block),
            PhiValue::Undef | PhiValue::Poison => true,
        };
        match self {
            Scan::Mixed => None,
            Scan::Single { value: None, saw_undef, .. } => {
                Some(if saw_undef || rules.poison_as_undef { PhiValue::Undef } else { PhiValue::Poison })
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

fn simplify_one<T: Copy + Eq>(
    phi: PhiId,
    entries: &[PhiValue<T>],
    replaced: &IdVec<PhiId, Option<PhiValue<T>>>,
) -> Scan<T> {
    let mut value: Option<PhiValue<T>> = None;
    let mut saw_undef = false;
    let mut saw_poison = false;
    for &entry in entries {
        match resolve(entry, replaced) {
            PhiValue::Phi(p) if p == phi => {}
            PhiValue::Poison => saw_poison = true,
            PhiValue::Undef => saw_undef = true,
            v => match value {
                Some(common) if common != v => return Scan::Mixed,
                _ => value = Some(v),
            },
        }
    }
    Scan::Single { value, saw_undef, saw_poison }
}

/// The value an entry holds now that earlier replacements have rewritten it.
fn resolve<T: Copy>(mut v: PhiValue<T>, replaced: &IdVec<PhiId, Option<PhiValue<T>>>) -> PhiValue<T> {
    while let PhiValue::Phi(p) = v {
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

    type Set = (IdVec<PhiId, Block>, Csr<PhiId, PhiValue<u8>>);

    /// Phis: (block, entries) each.
    fn set(entries: Vec<(u32, Vec<PhiValue<u8>>)>) -> Set {
        (
            IdVec::from_vec(entries.iter().map(|(b, _)| Block(*b)).collect()),
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
        fn not_poison(&mut self, _: PhiValue<u8>, _: PhiId) -> bool {
            true
        }
        fn replace(&mut self, _: PhiId, _: PhiValue<u8>) {}
    }

    fn run(set: &Set, other: bool, phi: bool) -> Vec<(PhiId, PhiValue<u8>)> {
        let phis = PhiSet::new(&set.0, &set.1).unwrap();
        Simplifier::new().run(phis, &mut Fixed { other, phi }, CleanupRules::default()).to_vec()
    }

    #[test]
    fn single_value_with_self_and_undef() {
        let phis = set(vec![(1, vec![PhiValue::Other(7), PhiValue::Phi(PhiId(0)), PhiValue::Undef])]);
        let out = run(&phis, true, true);
        assert_eq!(out, vec![(PhiId(0), PhiValue::Other(7))]);
        let out = run(&phis, false, true);
        assert!(out.is_empty(), "a value that does not dominate the phi cannot replace it when undef was seen");
    }

    #[test]
    fn chains_reach_a_fixpoint() {
        // p1 = [p0, undef] ; p0 = [undef, poison]  =>  p0 -> undef, p1 -> undef
        let phis = set(vec![
            (1, vec![PhiValue::Undef, PhiValue::Poison]),
            (2, vec![PhiValue::Phi(PhiId(0)), PhiValue::Undef]),
        ]);
        let out = run(&phis, true, false);
        assert_eq!(out, vec![(PhiId(0), PhiValue::Undef), (PhiId(1), PhiValue::Undef)]);
        // all poison
        let phis = set(vec![(1, vec![PhiValue::Poison, PhiValue::Phi(PhiId(0))])]);
        assert_eq!(run(&phis, true, true), vec![(PhiId::new(0), PhiValue::Poison)]);
    }

    /// The order decides which undefined value a chain ends as (the
    /// module's example): q first makes both poison, p first makes q undef.
    #[test]
    fn the_order_given_is_the_order_visited() {
        let (p, q) = (PhiId(0), PhiId(1));
        let phis =
            set(vec![(1, vec![PhiValue::Poison, PhiValue::Poison]), (2, vec![PhiValue::Phi(p), PhiValue::Undef])]);
        let run = |order: &[PhiId]| {
            let set = PhiSet::new(&phis.0, &phis.1).unwrap().with_order(order).unwrap();
            Simplifier::new().run(set, &mut Fixed { other: true, phi: true }, CleanupRules::default()).to_vec()
        };
        assert_eq!(run(&[q, p]), [(q, PhiValue::Phi(p)), (p, PhiValue::Poison)]);
        assert_eq!(run(&[p, q]), [(p, PhiValue::Poison), (q, PhiValue::Undef)]);
    }

    /// A round after one that replaced phis visits them in the order the
    /// oracle gives: q waits for p's replacement to become 7 in round two,
    /// unless the oracle's order for it leaves q out.
    #[test]
    fn the_next_round_visits_the_order_the_oracle_gives() {
        struct Dropping(Fixed, Option<PhiId>);
        impl PhiOracle<u8> for Dropping {
            fn other_dominates(&mut self, v: u8, b: Block) -> bool {
                self.0.other_dominates(v, b)
            }
            fn phi_dominates(&mut self, a: PhiId, b: PhiId) -> bool {
                self.0.phi_dominates(a, b)
            }
            fn not_poison(&mut self, v: PhiValue<u8>, at: PhiId) -> bool {
                self.0.not_poison(v, at)
            }
            fn replace(&mut self, phi: PhiId, value: PhiValue<u8>) {
                self.0.replace(phi, value)
            }
            fn next_round(&mut self, order: &mut Vec<PhiId>) {
                if let Some(dropped) = self.1 {
                    order.retain(|&p| p != dropped);
                }
            }
        }
        let (p, q) = (PhiId(0), PhiId(1));
        let phis =
            set(vec![(1, vec![PhiValue::Poison, PhiValue::Poison]), (2, vec![PhiValue::Phi(p), PhiValue::Other(7)])]);
        let order = [q, p];
        let mut simplifier = Simplifier::new();
        let mut run = |dropped| {
            let set = PhiSet::new(&phis.0, &phis.1).unwrap().with_order(&order).unwrap();
            let mut oracle = Dropping(Fixed { other: true, phi: true }, dropped);
            let out = simplifier.run(set, &mut oracle, CleanupRules::default()).to_vec();
            (out, simplifier.last_order().to_vec())
        };
        assert_eq!(run(None), (vec![(p, PhiValue::Poison), (q, PhiValue::Other(7))], vec![q, p]));
        assert_eq!(run(Some(q)), (vec![(p, PhiValue::Poison)], vec![p]));
    }

    /// A set whose entries name a phi outside it, or whose maps differ in
    /// length, or an order naming a phi outside it, is refused.
    #[test]
    fn a_set_that_is_not_one_is_refused() {
        let phis = set(vec![(1, vec![PhiValue::Phi(PhiId(3))])]);
        assert_eq!(PhiSet::new(&phis.0, &phis.1).err(), Some(Error::PhiSet { phi: Some(PhiId(0)) }));
        let short = IdVec::new();
        assert_eq!(PhiSet::new(&short, &phis.1).err(), Some(Error::PhiSet { phi: None }));
        let fine = set(vec![(1, vec![PhiValue::Undef])]);
        let order = [PhiId(1)];
        assert!(PhiSet::new(&fine.0, &fine.1).unwrap().with_order(&order).is_err());
    }
}
