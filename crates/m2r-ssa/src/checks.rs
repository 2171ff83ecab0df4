//! What the entry points check before they trust their input: that every
//! successor is a block, every access's variable a variable, and that a
//! stage is given the function its earlier stage was made for.
//!
//! A stage's result (a [`ControlFlow`](crate::ControlFlow), a
//! [`PhiPlacement`](crate::PhiPlacement)) remembers the function's counts
//! and a [`Fingerprint`] of its edges. Counts alone let another function of
//! the same size through; the fingerprint costs one look at each edge,
//! which every stage makes anyway.

use crate::entity::Csr;
use crate::error::Error;
use crate::ids::Block;
use crate::traits::{Access, AccessPrint, EdgePrint, Function, Graph};

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
/// [`Function::num_vars`]. A function that passes on the [`AccessPrint`]
/// of its lists, for its blocks and variables, has them counted and
/// checked already.
pub(crate) fn count_accesses<F: Function + ?Sized>(function: &F) -> Result<usize, Error> {
    let num_vars = function.num_vars();
    if let Some(print) = function.access_print() {
        if print.num_blocks == function.num_blocks() && print.num_vars == num_vars {
            return Ok(print.num_accesses);
        }
    }
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

impl Csr<Block, Access> {
    /// Checks that every access of these lists (a [`Function`]'s, by
    /// block) names a variable below `num_vars`, and counts them: the print
    /// a function made of these lists passes on ([`Function::access_print`]),
    /// so that each entry point given it need not read every block's list
    /// again. One look at each access, none at the blocks; fails as the
    /// entry points would, naming the first access beyond `num_vars`.
    ///
    /// ```
    /// use m2r_ssa::{Access, Block, Csr, Var};
    /// let mut lists = Csr::default();
    /// lists.push(Access::store(Var::new(0)));
    /// lists.close_key();
    /// lists.push(Access::load(Var::new(1)));
    /// lists.close_key();
    /// assert!(lists.access_print(2).is_ok());
    /// assert!(lists.access_print(1).is_err()); // block 1 reads variable 1
    /// ```
    pub fn access_print(&self, num_vars: usize) -> Result<AccessPrint, Error> {
        let items = self.items();
        if let Some(i) = items.iter().position(|a| a.var.index() >= num_vars) {
            // The first key whose values run past the access.
            let block = (0..self.num_keys()).map(Block::new).find(|&b| self.range(b).end > i).expect("a key holds it");
            let index = i - self.range(block).start;
            return Err(Error::VarOutOfRange { block, index, var: items[i].var, num_vars });
        }
        Ok(AccessPrint { num_blocks: self.num_keys(), num_vars, num_accesses: items.len() })
    }
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

    /// Lists of accesses by block, with the print a function made of them
    /// passes on (if `print`).
    struct Lists {
        lists: Csr<Block, Access>,
        num_vars: usize,
        print: Option<AccessPrint>,
    }

    impl Graph for Lists {
        fn num_blocks(&self) -> usize {
            self.lists.num_keys()
        }
        fn successors(&self, _: Block) -> &[Block] {
            &[]
        }
    }

    impl Function for Lists {
        fn num_vars(&self) -> usize {
            self.num_vars
        }
        fn accesses(&self, block: Block) -> &[Access] {
            self.lists.get(block)
        }
        fn access_print(&self) -> Option<AccessPrint> {
            self.print
        }
    }

    fn lists(blocks: &[&[Access]]) -> Csr<Block, Access> {
        let mut lists = Csr::default();
        for accesses in blocks {
            accesses.iter().for_each(|&a| lists.push(a));
            lists.close_key();
        }
        lists
    }

    /// The print counts the accesses and names the first one beyond the
    /// variables by its block and place there, as counting block by block
    /// does.
    #[test]
    fn an_access_print_is_what_counting_finds() {
        let (v, load, store) = (crate::ids::Var::new, Access::load, Access::store);
        let lists = lists(&[&[store(v(0))], &[], &[load(v(0)), load(v(3)), load(v(5))], &[load(v(1))]]);
        let print = lists.access_print(6).unwrap();
        assert_eq!((print.num_blocks, print.num_vars, print.num_accesses), (4, 6, 5));
        let counted = Lists { lists: lists.clone(), num_vars: 6, print: None };
        assert_eq!(count_accesses(&counted), Ok(5));
        for num_vars in [2, 4] {
            let counted = Lists { lists: lists.clone(), num_vars, print: None };
            assert_eq!(lists.access_print(num_vars).map(|_| ()), count_accesses(&counted).map(|_| ()));
        }
        assert_eq!(
            lists.access_print(2),
            Err(Error::VarOutOfRange { block: Block::new(2), index: 1, var: v(3), num_vars: 2 })
        );
    }

    /// A print is taken only for the blocks and variables it was made for:
    /// made for more variables than the function has, the lists are read
    /// again (and an access beyond them found).
    #[test]
    fn a_print_for_other_variables_is_not_taken() {
        let v = crate::ids::Var::new;
        let lists = lists(&[&[Access::store(v(0))], &[Access::load(v(3))]]);
        let print = lists.access_print(4).ok();
        let same = Lists { lists: lists.clone(), num_vars: 4, print };
        assert_eq!(count_accesses(&same), Ok(2));
        let fewer = Lists { lists, num_vars: 2, print };
        assert_eq!(
            count_accesses(&fewer),
            Err(Error::VarOutOfRange { block: Block::new(1), index: 0, var: v(3), num_vars: 2 })
        );
    }
}
