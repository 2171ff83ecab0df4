//! Dominators by the plain iterative data-flow method (Cooper, Harvey,
//! Kennedy 2001, the intersect-on-postorder version): the checker's own, so
//! that a bug in the engine's `m2r_ssa::DomTree` cannot hide a bug in its users.

use std::fmt;

/// Dominators by iterating `idom(b) = intersect(processed preds)` over
/// reverse postorder until nothing changes.
pub struct Dominators {
    idom: Vec<Option<usize>>,
    rpo_number: Vec<usize>,
    preds: Vec<Vec<usize>>,
}

impl Dominators {
    pub fn compute(succs: &[Vec<usize>], preds: &[Vec<usize>]) -> Dominators {
        let n = succs.len();
        let mut postorder = Vec::with_capacity(n);
        let mut seen = vec![false; n];
        let mut stack = vec![(0usize, 0usize)];
        seen[0] = true;
        while let Some(&mut (b, ref mut next)) = stack.last_mut() {
            if let Some(&s) = succs[b].get(*next) {
                *next += 1;
                if !seen[s] {
                    seen[s] = true;
                    stack.push((s, 0));
                }
            } else {
                postorder.push(b);
                stack.pop();
            }
        }
        let mut rpo_number = vec![usize::MAX; n];
        for (i, &b) in postorder.iter().rev().enumerate() {
            rpo_number[b] = i;
        }
        let mut idom: Vec<Option<usize>> = vec![None; n];
        idom[0] = Some(0);
        let mut changed = true;
        while changed {
            changed = false;
            for &b in postorder.iter().rev().skip(1) {
                let mut new: Option<usize> = None;
                for &p in &preds[b] {
                    if idom[p].is_none() {
                        continue;
                    }
                    new = Some(match new {
                        None => p,
                        Some(q) => {
                            let (mut x, mut y) = (p, q);
                            while x != y {
                                while rpo_number[x] > rpo_number[y] {
                                    x = idom[x].expect("processed");
                                }
                                while rpo_number[y] > rpo_number[x] {
                                    y = idom[y].expect("processed");
                                }
                            }
                            x
                        }
                    });
                }
                if new.is_some() && idom[b] != new {
                    idom[b] = new;
                    changed = true;
                }
            }
        }
        Dominators { idom, rpo_number, preds: preds.to_vec() }
    }

    pub fn reachable(&self, b: usize) -> bool {
        self.rpo_number[b] != usize::MAX
    }

    /// Block dominance; unreachable blocks are dominated by everything.
    pub fn dominates(&self, a: usize, b: usize) -> bool {
        if !self.reachable(b) {
            return true;
        }
        if !self.reachable(a) {
            return false;
        }
        let mut x = b;
        loop {
            if x == a {
                return true;
            }
            if x == 0 {
                return false;
            }
            x = self.idom[x].expect("reachable");
        }
    }

    /// Whether `end` is entered from `start` by exactly one edge and from
    /// everywhere else only by blocks it dominates.
    pub fn single_entry_from(&self, end: usize, start: usize) -> bool {
        let from_start = self.preds[end].iter().filter(|&&p| p == start).count();
        from_start == 1 && self.preds[end].iter().all(|&p| p == start || self.dominates(end, p))
    }
}

impl fmt::Debug for Dominators {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Dominators").field("idom", &self.idom).finish()
    }
}
