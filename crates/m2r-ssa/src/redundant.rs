//! Redundant phis: those that merge nothing but one value and each other.
//!
//! Pruned SSA by iterated dominance frontiers puts a phi where two writes
//! meet. When a write copies what a read reads (`y = x`), or two writes
//! write one value, the two may carry one value, and the phi is *redundant*:
//! trivial (its entries are one value and itself), or one of a cycle of
//! phis that take only each other and one value from outside. Braun,
//! Buchwald, Hack, Leißa, Mallon and Zwinkau ("Simple and Efficient
//! Construction of Static Single Assignment Form", CC 2013, section 3.2 and
//! algorithm 5) remove both kinds:
//!
//! * take the strongly connected components of the graph whose edges go
//!   from a phi to the phis among its operands, operands first (Tarjan's
//!   algorithm emits them so);
//! * a component whose operands from outside it are a single value `v` is
//!   redundant: each of its phis stands for `v` (a trivial phi is such a
//!   component of one);
//! * otherwise its *inner* phis, those whose operands are all inside it,
//!   may still hold redundant components of their own: the same steps run
//!   on the graph of the inner phis.
//!
//! Taking the components operands first, with the operands of each read
//! through the replacements made so far, removes the phis that a removal
//! makes redundant too. Afterwards every phi left merges two values at
//! least; on reducible control flow that is minimal SSA (their theorem 3.3).
//! A component with no operand from outside (phis in a cycle that nothing
//! enters) stands for the variable's undefined value.
//!
//! The cost is linear in the phis and their entries for each level of
//! inner components, with explicit stacks (no recursion).

use crate::entity::{Csr, IdVec, StampSet};
use crate::ids::PhiId;

/// An operand of a phi: one of the phis, or another value.
pub(crate) trait PhiOperand: Copy + Eq {
    /// The phi it is, if it is one.
    fn phi(self) -> Option<PhiId>;
}

/// The redundant phis' replacements, with the buffers kept.
pub(crate) struct RedundantPhis<T> {
    /// By phi: what it stands for, if it is redundant (read through
    /// [`Self::resolve`], which follows replaced phis).
    replaced: IdVec<PhiId, Option<T>>,
    /// Tarjan's state per phi: [`OUTSIDE`] the set being searched,
    /// [`UNSEEN`] or [`DONE`] in it, else its visit number (it is on
    /// `stack`); and the lowest visit number it reaches.
    index: IdVec<PhiId, u32>,
    low: IdVec<PhiId, u32>,
    stack: Vec<PhiId>,
    /// The depth-first walk: a phi, and the positions of its next operand
    /// and of its operands' end among all operands.
    walk: Vec<(PhiId, u32, u32)>,
    /// The members of the set being searched.
    member: StampSet<PhiId>,
    /// The components found, in the order they are to be processed; and the
    /// sets still to process, as ranges of `pending`.
    pending: Vec<PhiId>,
    work: Vec<(usize, usize)>,
    inner: Vec<PhiId>,
    components: Vec<PhiId>,
    ends: Vec<usize>,
}

impl<T> Default for RedundantPhis<T> {
    fn default() -> Self {
        RedundantPhis {
            replaced: IdVec::new(),
            index: IdVec::new(),
            low: IdVec::new(),
            stack: Vec::new(),
            walk: Vec::new(),
            member: StampSet::new(),
            pending: Vec::new(),
            work: Vec::new(),
            inner: Vec::new(),
            components: Vec::new(),
            ends: Vec::new(),
        }
    }
}

impl<T: PhiOperand> RedundantPhis<T> {
    /// Finds the redundant phis among `candidates` (of
    /// `operands.num_keys()` phis, phi `p` with the operands
    /// `operands.get(p)`, one per entry, repeats allowed), and what each
    /// stands for. A phi that is not a candidate is known to stay: to the
    /// candidates it is a value like any other. `undefined(p)` is the value
    /// of a phi in a cycle that nothing enters. Returns how many are
    /// redundant.
    pub(crate) fn find(
        &mut self,
        operands: &Csr<PhiId, T>,
        candidates: &[PhiId],
        undefined: impl Fn(PhiId) -> T,
    ) -> usize {
        let n = operands.num_keys();
        self.replaced.reset(n, None);
        self.index.reset(n, OUTSIDE);
        self.low.reset(n, 0);
        self.pending.clear();
        self.work.clear();
        self.push_components(candidates, operands);
        let mut removed = 0;
        while let Some((start, end)) = self.work.pop() {
            // The set is pending[start..end]; its inner components go at the
            // end of `pending`, after its siblings' still on the stack.
            self.member.clear(n);
            for &p in &self.pending[start..end] {
                self.member.insert(p);
            }
            let (mut outer, mut several) = (None, false);
            self.inner.clear();
            for &p in &self.pending[start..end] {
                let mut inside = true;
                for &op in operands.get(p) {
                    let v = self.resolve(op);
                    if v.phi().is_some_and(|q| self.member.contains(q)) {
                        continue;
                    }
                    inside = false;
                    match outer {
                        None => outer = Some(v),
                        Some(o) if o != v => several = true,
                        Some(_) => {}
                    }
                }
                if inside {
                    self.inner.push(p);
                }
            }
            let set_len = end - start;
            if !several {
                let value = outer.unwrap_or_else(|| undefined(self.pending[start]));
                for i in start..end {
                    self.replaced[self.pending[i]] = Some(value);
                }
                removed += set_len;
            } else if !self.inner.is_empty() && self.inner.len() < set_len {
                let inner = std::mem::take(&mut self.inner);
                self.push_components(&inner, operands);
                self.inner = inner;
            }
        }
        removed
    }

    /// What `v` stands for: itself, or, for a redundant phi, its
    /// replacement, followed to a value that is not a redundant phi.
    #[inline]
    pub(crate) fn resolve(&self, mut v: T) -> T {
        while let Some(r) = v.phi().and_then(|p| self.replaced[p]) {
            v = r;
        }
        v
    }

    /// Whether phi `p` is redundant.
    #[inline]
    pub(crate) fn is_redundant(&self, p: PhiId) -> bool {
        self.replaced[p].is_some()
    }

    /// The strongly connected components of the graph of `set` (edges from
    /// a phi to its operands in `set`), appended to `pending` and pushed on
    /// `work` so that they are popped operands first.
    fn push_components(&mut self, set: &[PhiId], operands: &Csr<PhiId, T>) {
        for &p in set {
            self.index[p] = UNSEEN;
        }
        self.components.clear();
        self.ends.clear();
        let items = operands.items();
        let mut next = 0u32;
        for &root in set {
            if self.index[root] != UNSEEN {
                continue;
            }
            self.open(root, operands, &mut next);
            while let Some(top) = self.walk.last_mut() {
                let (p, at, end) = *top;
                if at < end {
                    top.1 += 1;
                    if let Some(q) = items[at as usize].phi() {
                        match self.index[q] {
                            UNSEEN => self.open(q, operands, &mut next),
                            // On the stack (a member not done, nor outside).
                            i if i < DONE => self.low[p] = self.low[p].min(i),
                            _ => {}
                        }
                    }
                    continue;
                }
                self.walk.pop();
                if let Some(&(parent, _, _)) = self.walk.last() {
                    self.low[parent] = self.low[parent].min(self.low[p]);
                }
                if self.low[p] == self.index[p] {
                    // p roots a component: the stack down to p.
                    loop {
                        let q = self.stack.pop().expect("p is on the stack");
                        self.index[q] = DONE;
                        self.components.push(q);
                        if q == p {
                            break;
                        }
                    }
                    self.ends.push(self.components.len());
                }
            }
        }
        for &p in set {
            self.index[p] = OUTSIDE;
        }
        // Tarjan emits a component after every component its phis' operands
        // are in: push them last first, so the first emitted is popped first.
        let base = self.pending.len();
        self.pending.extend_from_slice(&self.components);
        let mut end = self.components.len();
        for i in (0..self.ends.len()).rev() {
            let start = if i == 0 { 0 } else { self.ends[i - 1] };
            debug_assert_eq!(self.ends[i], end);
            self.work.push((base + start, base + end));
            end = start;
        }
    }

    #[inline]
    fn open(&mut self, p: PhiId, operands: &Csr<PhiId, T>, next: &mut u32) {
        self.index[p] = *next;
        self.low[p] = *next;
        *next += 1;
        self.stack.push(p);
        let r = operands.range(p);
        self.walk.push((p, r.start as u32, r.end as u32));
    }
}

/// Tarjan's states beside a visit number (see `RedundantPhis::index`).
const OUTSIDE: u32 = u32::MAX;
const UNSEEN: u32 = u32::MAX - 1;
const DONE: u32 = u32::MAX - 2;

#[cfg(test)]
mod tests {
    use super::*;
    use m2r_testkit::Rng;

    /// An operand: a phi, or a value by number.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    enum Op {
        Phi(u32),
        Val(u32),
    }

    impl PhiOperand for Op {
        fn phi(self) -> Option<PhiId> {
            match self {
                Op::Phi(p) => Some(PhiId(p)),
                Op::Val(_) => None,
            }
        }
    }

    fn find(phis: &[Vec<Op>]) -> Vec<Option<Op>> {
        let operands = Csr::from_lists(phis.iter().cloned());
        let mut r = RedundantPhis::default();
        let all: Vec<PhiId> = (0..phis.len()).map(PhiId::new).collect();
        r.find(&operands, &all, |_| Op::Val(999));
        (0..phis.len()).map(|p| r.is_redundant(PhiId::new(p)).then(|| r.resolve(Op::Phi(p as u32)))).collect()
    }

    /// Braun et al.'s cases: a trivial phi, one made trivial by another's
    /// removal, a cycle entered by one value, a cycle with an inner cycle
    /// entered by one of its phis, and phis that merge two values.
    #[test]
    fn redundant_phis_and_cycles_go_and_real_merges_stay() {
        use Op::{Phi, Val};
        // 0 = [a, 0]: trivial. 1 = [0, a]: trivial once 0 is a.
        assert_eq!(find(&[vec![Val(1), Phi(0)], vec![Phi(0), Val(1)]]), [Some(Val(1)), Some(Val(1))]);
        // 0 = [a, 1], 1 = [0, 0]: a cycle entered by a alone.
        assert_eq!(find(&[vec![Val(1), Phi(1)], vec![Phi(0), Phi(0)]]), [Some(Val(1)), Some(Val(1))]);
        // 0 = [a, b]: stays; 1 = [0, 1]: trivial, it is 0.
        assert_eq!(find(&[vec![Val(1), Val(2)], vec![Phi(0), Phi(1)]]), [None, Some(Phi(0))]);
        // 0 = [a, 2], 1 = [b, 2], 2 = [0, 1]: a real cycle of merges...
        // ...with 3 = [2, 4], 4 = [3, 3] inside it, entered by 2 alone.
        let phis = [
            vec![Val(1), Phi(2)],
            vec![Val(2), Phi(2)],
            vec![Phi(0), Phi(1), Phi(3)],
            vec![Phi(2), Phi(4)],
            vec![Phi(3), Phi(3)],
        ];
        assert_eq!(find(&phis), [None, None, None, Some(Phi(2)), Some(Phi(2))]);
        // A cycle nothing enters: undefined.
        assert_eq!(find(&[vec![Phi(1)], vec![Phi(0)]]), [Some(Val(999)), Some(Val(999))]);
    }

    /// By the definitions, on random phi graphs: every phi left merges two
    /// values at least (its operands, read through the replacements, less
    /// itself), every replacement ends at a value or a phi left, and no two
    /// phis left take only each other and one value.
    #[test]
    fn no_phi_left_is_redundant_on_random_graphs() {
        let mut rng = Rng::new(3);
        for _ in 0..3_000 {
            let n = 1 + rng.below(12);
            let phis: Vec<Vec<Op>> =
                (0..n)
                    .map(|_| {
                        (0..1 + rng.below(4))
                            .map(|_| {
                                if rng.chance(60) {
                                    Op::Phi(rng.below(n) as u32)
                                } else {
                                    Op::Val(rng.below(3) as u32)
                                }
                            })
                            .collect()
                    })
                    .collect();
            let got = find(&phis);
            let resolve = |mut v: Op| {
                while let Op::Phi(p) = v {
                    match got[p as usize] {
                        Some(r) => v = r,
                        None => break,
                    }
                }
                v
            };
            // A phi left: two distinct values among its operands but itself.
            for (p, ops) in phis.iter().enumerate().filter(|(p, _)| got[*p].is_none()) {
                let mut distinct: Vec<Op> =
                    ops.iter().map(|&o| resolve(o)).filter(|&o| o != Op::Phi(p as u32)).collect();
                distinct.sort_by_key(|o| format!("{o:?}"));
                distinct.dedup();
                assert!(distinct.len() >= 2, "phi {p} of {phis:?} is trivial after {got:?}");
            }
            // Every replacement is a phi left or a value.
            for r in got.iter().flatten() {
                let v = resolve(*r);
                assert!(
                    matches!(v, Op::Val(_))
                        || got[match v {
                            Op::Phi(q) => q as usize,
                            _ => 0,
                        }]
                        .is_none()
                );
            }
            // A pair of phis left that take only each other and one value
            // is a redundant cycle the removal missed.
            for a in 0..n {
                for b in 0..a {
                    if got[a].is_some() || got[b].is_some() {
                        continue;
                    }
                    let mut outside: Vec<Op> = phis[a]
                        .iter()
                        .chain(&phis[b])
                        .map(|&o| resolve(o))
                        .filter(|&o| o != Op::Phi(a as u32) && o != Op::Phi(b as u32))
                        .collect();
                    outside.sort_by_key(|o| format!("{o:?}"));
                    outside.dedup();
                    assert!(outside.len() != 1, "phis {a} and {b} of {phis:?} are a redundant cycle");
                }
            }
        }
    }
}
