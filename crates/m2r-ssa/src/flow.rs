//! A function's control flow and the analyses SSA construction runs on it,
//! each computed when first needed and kept for every batch of variables of
//! the function: the CFG, the dominator tree, and the dominance frontiers
//! the phi placement closes over.

use crate::cfg::Cfg;
use crate::domtree::DomTree;
use crate::error::Error;
use crate::idf::IdfCalculator;
use crate::ids::Block;
use crate::traits::Graph;

/// One function's control flow, analysed. Reading the next function keeps
/// the buffers.
///
/// ```
/// use m2r_ssa::{Block, Cfg, ControlFlow};
/// let b = Block::new;
/// // 0 -> 1, 2; 1 -> 3; 2 -> 3: 0 dominates all, 3 only itself.
/// let graph = Cfg::from_successors([vec![b(1), b(2)], vec![b(3)], vec![b(3)], vec![]]).unwrap();
/// let mut flow = ControlFlow::new();
/// flow.read(&graph).unwrap();
/// assert_eq!(flow.dominators().idom(b(3)), Some(b(0)));
/// // An order to emit blocks in, each after its dominators (a block's
/// // dominator-tree children in block order):
/// assert_eq!(flow.dominance_order(), [b(0), b(1), b(2), b(3)]);
/// ```
#[derive(Default)]
pub struct ControlFlow {
    cfg: Cfg,
    dominators: DomTree,
    dominators_valid: bool,
    idf: IdfCalculator,
    idf_valid: bool,
}

impl ControlFlow {
    /// No function yet.
    pub fn new() -> ControlFlow {
        ControlFlow::default()
    }

    /// Reads `graph`'s blocks and edges, replacing the function held; the
    /// analyses are computed again when next asked for.
    pub fn read<G: Graph + ?Sized>(&mut self, graph: &G) -> Result<(), Error> {
        self.invalidate();
        self.cfg.read(graph)
    }

    /// Takes a copy of `cfg`, a graph already read and checked (so a copy
    /// of its arrays, cheaper than [`Self::read`]), replacing the function
    /// held; the analyses are computed again when next asked for.
    ///
    /// # Panics
    /// If `cfg` is not [finished](Cfg::is_finished).
    pub fn read_cfg(&mut self, cfg: &Cfg) {
        assert!(cfg.is_finished(), "a CFG is read once finished");
        self.invalidate();
        self.cfg.clone_from(cfg);
    }

    fn invalidate(&mut self) {
        self.dominators_valid = false;
        self.idf_valid = false;
    }

    /// The CFG.
    pub fn cfg(&self) -> &Cfg {
        &self.cfg
    }

    /// The dominator tree, computed on first use.
    pub fn dominators(&mut self) -> &DomTree {
        if !self.dominators_valid {
            self.dominators.recompute(&self.cfg);
            self.dominators_valid = true;
        }
        &self.dominators
    }

    /// The dominator tree if it was asked for since the function was read.
    pub fn computed_dominators(&self) -> Option<&DomTree> {
        self.dominators_valid.then_some(&self.dominators)
    }

    /// The blocks reachable from block 0, each after its immediate
    /// dominator (a preorder of the dominator tree): an order to emit code
    /// in where every value is defined before it is used, phis' entries
    /// aside.
    pub fn dominance_order(&mut self) -> &[Block] {
        self.dominators().preorder()
    }

    /// The iterated dominance frontier of `defs`, appended to `out` in no
    /// particular order: where minimal SSA puts the phis of a variable
    /// written in those blocks (unreachable ones ignored). A block of `defs`
    /// can be in it (a loop header written in itself). Fails, with nothing
    /// appended, if a block of `defs` is not one of the graph's.
    ///
    /// ```
    /// use m2r_ssa::{Block, Cfg, ControlFlow};
    /// let b = Block::new;
    /// // 0 -> 1 -> {2, 3}; 2 -> 1; 3 -> (exit): written in 2, a phi goes to 1.
    /// let mut flow = ControlFlow::new();
    /// flow.read(&Cfg::from_successors([vec![b(1)], vec![b(2), b(3)], vec![b(1)], vec![]]).unwrap()).unwrap();
    /// let mut idf = Vec::new();
    /// flow.iterated_frontier(&[b(2)], &mut idf)?;
    /// assert_eq!(idf, [b(1)]);
    /// # Ok::<(), m2r_ssa::Error>(())
    /// ```
    pub fn iterated_frontier(&mut self, defs: &[Block], out: &mut Vec<Block>) -> Result<(), Error> {
        let num_blocks = self.cfg.num_blocks();
        if let Some(&block) = defs.iter().find(|d| d.index() >= num_blocks) {
            return Err(Error::BlockOutOfRange { block, num_blocks });
        }
        let (cfg, dt, idf) = self.for_placement();
        idf.calculate(cfg, dt, defs, out);
        Ok(())
    }

    /// Makes the IDF calculator use `strategy` for this function.
    #[cfg(test)]
    pub(crate) fn force_idf_strategy(&mut self, strategy: crate::idf::IdfStrategy) {
        self.dominators();
        self.idf = IdfCalculator::with_strategy(&self.cfg, &self.dominators, strategy);
        self.idf_valid = true;
    }

    /// The CFG, the dominator tree and the IDF calculator, the last two
    /// computed on first use.
    pub(crate) fn for_placement(&mut self) -> (&Cfg, &DomTree, &mut IdfCalculator) {
        self.dominators();
        if !self.idf_valid {
            self.idf.reset(&self.cfg, &self.dominators);
            self.idf_valid = true;
        }
        (&self.cfg, &self.dominators, &mut self.idf)
    }
}
