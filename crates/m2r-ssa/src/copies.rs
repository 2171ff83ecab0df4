//! Parallel copies into sequential ones: the last step of taking a program
//! out of SSA form.
//!
//! Leaving SSA, the phis of a block become, at the end of each predecessor,
//! one *parallel* copy: every phi's destination gets its entry for that
//! predecessor, all read before any is written. A machine has only
//! sequential moves, and the naive order breaks on two classic cases:
//!
//! * the **swap**: `a, b := b, a` (two phis of a loop header feeding each
//!   other) is a cycle; any order of two moves loses a value, so a cycle
//!   needs one temporary;
//! * a copy whose source is another copy's destination (`b := a; c := b`)
//!   must read `b` before it is overwritten.
//!
//! (The *lost copy* problem, a phi's destination still needed after the
//! copy on an edge that leaves a block with other successors, is solved
//! before this: critical edges are split, so each parallel copy sits alone
//! at the end of its own block.)
//!
//! The algorithm is Boissinot et al., "Revisiting Out-of-SSA Translation for
//! Correctness, Code Quality, and Efficiency" (CGO 2009), Algorithm 1: the
//! copies form a graph where each location has at most one incoming copy;
//! the trees of that graph are emitted leaves first (a destination nobody
//! reads any more is *ready*), and what remains are simple cycles, each
//! broken by moving one of its locations to the temporary. Names map to the
//! paper: `pred[b]` is the source of the copy into `b`, `loc[a]` where the
//! value `a` held before the copy now lives. It emits at most one move per
//! copy plus one per cycle, reuses the one temporary for every cycle, and
//! runs in time linear in the number of copies (with hashing of the
//! locations).

use std::collections::{HashMap, HashSet};
use std::hash::Hash;

/// Sequential moves `(from, to)` that do what the parallel copy `copies`
/// does: after them, each destination holds what its source held before
/// (one copy per destination; a copy onto itself does nothing). `temp`
/// gives a location no copy names, to break cycles; it is called only if
/// there is one, and once; returns whether it was.
///
/// Locations other than the destinations and the temporary are never
/// written.
///
/// # Panics
/// If two copies have the same destination, or one names the temporary.
///
/// ```
/// use m2r_ssa::sequentialize;
/// let run = |moves: &[(usize, usize)]| {
///     let mut regs = [0, 10, 20, 30];
///     for &(from, to) in moves {
///         regs[to] = regs[from];
///     }
///     regs
/// };
/// let mut moves = Vec::new();
/// // A swap of registers 1 and 2 needs the temporary, register 0.
/// assert!(sequentialize(&[(1, 2), (2, 1)], || 0, &mut moves));
/// assert_eq!(run(&moves)[1..], [20, 10, 30]);
/// // With register 3 copied from 1, 3 keeps 1's value: no temporary.
/// assert!(!sequentialize(&[(1, 2), (2, 1), (1, 3)], || 0, &mut moves));
/// assert_eq!(run(&moves)[1..], [20, 10, 10]);
/// ```
pub fn sequentialize<L: Copy + Eq + Hash>(
    copies: &[(L, L)],
    mut temp: impl FnMut() -> L,
    moves: &mut Vec<(L, L)>,
) -> bool {
    moves.clear();
    // pred[b]: the source of the copy into b. loc[a]: where a's old value is.
    let mut pred: HashMap<L, L> = HashMap::with_capacity(copies.len());
    let mut loc: HashMap<L, L> = HashMap::with_capacity(copies.len());
    let mut todo = Vec::with_capacity(copies.len());
    for &(a, b) in copies {
        if a == b {
            continue;
        }
        let earlier = pred.insert(b, a);
        assert!(earlier.is_none(), "two copies into one location");
        loc.insert(a, a);
        todo.push(b);
    }
    // A destination that is no copy's source can be written at once.
    let mut ready: Vec<L> = todo.iter().copied().filter(|b| !loc.contains_key(b)).collect();
    let mut temporary: Option<L> = None;
    let mut written: HashSet<L> = HashSet::with_capacity(todo.len());
    loop {
        while let Some(b) = ready.pop() {
            let a = pred[&b];
            let c = loc[&a];
            moves.push((c, b));
            written.insert(b);
            loc.insert(a, b);
            // a's own value has left it: if a is a destination, it is free.
            if a == c && pred.contains_key(&a) {
                ready.push(a);
            }
        }
        let Some(b) = todo.pop() else { break };
        // A destination not written once no destination is ready is on a
        // cycle: free it by moving its value to the temporary, which then
        // stands for it. (The paper asks `loc(pred(b)) != b`, which a source
        // copied to several destinations answers wrongly: its value may have
        // moved on to a later one.)
        if !written.contains(&b) {
            let t = *temporary.get_or_insert_with(&mut temp);
            assert!(!pred.contains_key(&t) && !loc.contains_key(&t), "the temporary is one of the copies' locations");
            moves.push((b, t));
            loc.insert(b, t);
            ready.push(b);
        }
    }
    temporary.is_some()
}

#[cfg(test)]
mod tests {
    use super::*;
    use m2r_testkit::Rng;

    /// Runs `moves` on registers that start holding their own numbers.
    fn run(registers: usize, moves: &[(usize, usize)]) -> Vec<usize> {
        let mut regs: Vec<usize> = (0..registers).collect();
        for &(from, to) in moves {
            regs[to] = regs[from];
        }
        regs
    }

    /// What the parallel copy means: every destination gets its source's
    /// old value at once; nothing else changes.
    fn parallel(registers: usize, copies: &[(usize, usize)]) -> Vec<usize> {
        let old: Vec<usize> = (0..registers).collect();
        let mut regs = old.clone();
        for &(from, to) in copies {
            regs[to] = old[from];
        }
        regs
    }

    /// Random parallel copies among up to 12 registers (register 0 is the
    /// temporary): permutations (all cycles), fan-outs, chains, self
    /// copies. The moves do what the parallel copy does, write only its
    /// destinations and the temporary, take at most one move per copy plus
    /// one per cycle, and use the temporary only when there is a cycle.
    #[test]
    fn moves_do_what_the_parallel_copy_does() {
        let mut rng = Rng::new(7);
        let mut moves = Vec::new();
        for case in 0..20_000 {
            let registers = 2 + rng.below(12);
            let mut dests: Vec<usize> = (1..registers).collect();
            // Shuffle, then keep a random number of destinations.
            for i in (1..dests.len()).rev() {
                dests.swap(i, rng.below(i + 1));
            }
            dests.truncate(rng.below(dests.len() + 1));
            let copies: Vec<(usize, usize)> = if case % 4 == 0 {
                // A permutation of the destinations: nothing but cycles.
                let mut sources = dests.clone();
                for i in (1..sources.len()).rev() {
                    sources.swap(i, rng.below(i + 1));
                }
                sources.into_iter().zip(dests.iter().copied()).collect()
            } else {
                dests.iter().map(|&d| (1 + rng.below(registers - 1), d)).collect()
            };
            let used_temp = sequentialize(&copies, || 0, &mut moves);
            let after = run(registers, &moves);
            let want = parallel(registers, &copies);
            assert_eq!(after[1..], want[1..], "case {case}: {copies:?} as {moves:?}");
            for &(_, to) in &moves {
                assert!(to == 0 || copies.iter().any(|&(a, b)| b == to && a != b), "case {case}: wrote {to}");
            }
            // Cycles: follow pred from each destination; a walk that comes
            // back to where it started without leaving the destinations.
            let pred: HashMap<usize, usize> = copies.iter().filter(|(a, b)| a != b).map(|&(a, b)| (b, a)).collect();
            let mut on_cycle = std::collections::HashSet::new();
            let mut cycles = 0;
            for &start in pred.keys() {
                if on_cycle.contains(&start) {
                    continue;
                }
                let (mut at, mut seen) = (start, vec![start]);
                while let Some(&p) = pred.get(&at) {
                    if p == start {
                        cycles += 1;
                        on_cycle.extend(seen.iter().copied());
                        break;
                    }
                    if seen.contains(&p) {
                        break;
                    }
                    seen.push(p);
                    at = p;
                }
            }
            // A cycle with a branch leaving it needs no temporary.
            assert!(moves.len() <= pred.len() + cycles, "case {case}: {} moves for {copies:?}", moves.len());
            if cycles == 0 {
                assert!(!used_temp, "case {case}: a temporary without a cycle: {copies:?}");
            }
        }
    }

    #[test]
    #[should_panic(expected = "two copies into one location")]
    fn a_location_written_twice_is_refused() {
        sequentialize(&[(1, 3), (2, 3)], || 0, &mut Vec::new());
    }
}
