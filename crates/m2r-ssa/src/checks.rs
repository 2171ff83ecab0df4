//! What the entry points check before they trust their input: that every
//! successor is a block, every access's variable a variable, and that a
//! stage is given the function its earlier stage was made for.
//!
//! A stage's result (a [`ControlFlow`](crate::ControlFlow), a
//! [`PhiPlacement`](crate::PhiPlacement)) remembers the function's counts
//! and a [`Fingerprint`] of its edges. Counts alone let another function of
//! the same size through; the fingerprint costs one look at each edge,
//! which every stage makes anyway.

use crate::error::Error;
use crate::ids::Block;
use crate::traits::{EdgePrint, Function, Graph};

/// A hash of a graph's successor lists, block by block in terminator
/// order: equal for two graphs with the same lists, and for two others
/// equal only by a 64-bit collision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Fingerprint(u64);

/// The empty graph's, as an empty [`Cfg`](crate::Cfg) has it.
impl Default for Fingerprint {
    fn default() -> Fingerprint {
        Fingerprint::start(0)
    }
}

impl Fingerprint {
    /// Before the first block.
    pub(crate) fn start(num_blocks: usize) -> Fingerprint {
        let mut f = Fingerprint(0x243f_6a88_85a3_08d3);
        f.add(num_blocks as u64);
        f
    }

    /// It, for a graph made of the lists it was taken of to pass on.
    pub(crate) fn edge_print(self) -> EdgePrint {
        EdgePrint(self.0)
    }

    /// Mixes in a successor (`Some`) or the end of a block's list (`None`).
    #[inline]
    pub(crate) fn edge(&mut self, successor: Option<Block>) {
        self.add(successor.map_or(0, |s| u64::from(s.0) + 1));
    }

    #[inline]
    fn add(&mut self, word: u64) {
        // FxHash's step: a rotate, a xor and a multiply per word.
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x517c_c1b7_2722_0a95);
    }

    /// `graph`'s fingerprint; fails if a successor is not a block. A graph
    /// that passes on a finished [`Cfg`](crate::Cfg)'s [`EdgePrint`] has the
    /// fingerprint the `Cfg` took of the same lists.
    pub(crate) fn of<G: Graph + ?Sized>(graph: &G) -> Result<Fingerprint, Error> {
        if let Some(EdgePrint(print)) = graph.edge_print() {
            return Ok(Fingerprint(print));
        }
        let n = graph.num_blocks();
        let mut f = Fingerprint::start(n);
        for b in (0..n).map(Block::new) {
            for &s in graph.successors(b) {
                if s.index() >= n {
                    return Err(Error::SuccessorOutOfRange { block: b, successor: s, num_blocks: n });
                }
                f.edge(Some(s));
            }
            f.edge(None);
        }
        Ok(f)
    }
}

/// How many accesses `function` has; fails if one names a variable beyond
/// [`Function::num_vars`].
pub(crate) fn count_accesses<F: Function + ?Sized>(function: &F) -> Result<usize, Error> {
    let num_vars = function.num_vars();
    let mut count = 0;
    for b in (0..function.num_blocks()).map(Block::new) {
        let accesses = function.accesses(b);
        if let Some(index) = accesses.iter().position(|a| a.var.index() >= num_vars) {
            return Err(Error::VarOutOfRange { block: b, index, var: accesses[index].var, num_vars });
        }
        count += accesses.len();
    }
    Ok(count)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cfg::Cfg;

    /// Graphs of one size that differ in one edge, its order, or where a
    /// block's list ends have other fingerprints; a copy has the same.
    #[test]
    fn fingerprints_tell_graphs_of_one_size_apart() {
        let b = Block::new;
        let graphs = [
            vec![vec![b(1), b(2)], vec![b(2)], vec![]],
            vec![vec![b(2), b(1)], vec![b(2)], vec![]],
            vec![vec![b(1)], vec![b(2), b(2)], vec![]],
            vec![vec![b(1), b(2)], vec![], vec![b(2)]],
            vec![vec![b(1), b(2)], vec![b(2)], vec![b(0)]],
        ];
        let prints: Vec<Fingerprint> =
            graphs.iter().map(|g| Fingerprint::of(&Cfg::from_successors(g.clone()).unwrap()).unwrap()).collect();
        for i in 0..prints.len() {
            for j in 0..i {
                assert_ne!(prints[i], prints[j], "graphs {i} and {j}");
            }
        }
        let again = Cfg::from_successors(graphs[0].clone()).unwrap();
        assert_eq!(Fingerprint::of(&again).unwrap(), prints[0]);
        assert_eq!(again.fingerprint(), prints[0], "the CFG keeps the fingerprint it was read with");
    }

    /// The same lists, passing on no print: read edge by edge.
    struct Plain<'a>(&'a Cfg);

    impl Graph for Plain<'_> {
        fn num_blocks(&self) -> usize {
            self.0.num_blocks()
        }
        fn successors(&self, block: Block) -> &[Block] {
            self.0.succs(block)
        }
    }

    /// A finished CFG's print is the fingerprint its edges give; one
    /// changed since it was finished has none, and is read again.
    #[test]
    fn a_cfgs_edge_print_is_its_edges() {
        let b = Block::new;
        for succs in [vec![vec![b(1), b(2)], vec![b(2)], vec![]], vec![vec![b(1)], vec![b(1), b(0)]]] {
            let mut cfg = Cfg::from_successors(succs).unwrap();
            assert_eq!(Fingerprint::of(&cfg).unwrap(), Fingerprint::of(&Plain(&cfg)).unwrap());
            assert_eq!(cfg.edge_print(), Some(Fingerprint::of(&Plain(&cfg)).unwrap().edge_print()));
            cfg.patch_succ(0, b(cfg.num_blocks() - 1));
            assert_eq!(cfg.edge_print(), None, "changed since it was finished");
            assert_eq!(Fingerprint::of(&cfg).unwrap(), Fingerprint::of(&Plain(&cfg)).unwrap());
        }
    }
}
