//! The [`Recorder`]: an observer of the pass that writes down what it is
//! told, as text a reader can follow (values named as `opt -S` names them).
//!
//! It reads the function once before the pass changes anything (every
//! instruction and the allocas' users, the CFG, dominators and frontiers)
//! and names values as they are at each event: a value the pass moves was in
//! the input (numbered then) or is a phi it made (named after its alloca).
//! Instructions are identified by address only while they exist: each event
//! comes before the instruction it names is erased.

use std::collections::{HashMap, HashSet};

use llvm_sys::LLVMOpcode;

use super::{
    AllocaFacts, BatchTrace, BlockFacts, ListedBlock, PhiEntry, PhiFacts, RenameStep, Replacement, Simplified,
    StoreRemoved, Trace, VarTrace, MAX_ENTRIES_SHOWN, MAX_FRONTIER_ENTRIES, MAX_STEPS,
};
use crate::llvm::function::FunctionView;
use crate::llvm::ir::Value;
use crate::llvm::print::Printer;
use crate::llvm::remarks::alloca_variable;
use crate::promote::general::GeneralVars;
use crate::promote::observe::{Observer, Path, Planned};
use crate::promote::promotable::{is_droppable, Blocker};
use crate::promote::PromoteError;
use crate::rules::Rules;
use m2r_ssa::{dominance_frontiers, live_in_blocks, AccessKind, Block, ControlFlow, DomTree, Var};

pub struct Recorder {
    function: Value,
    /// The LLVM major whose rules the pass follows.
    llvm: u32,
    /// Names values as the input numbered them.
    printer: Printer,
    view: FunctionView,
    input: Vec<ListedBlock>,
    blocks: Vec<BlockFacts>,
    frontiers_omitted: bool,
    allocas: Vec<AllocaFacts>,
    /// Input instructions by address, and allocas by instruction number.
    ids: HashMap<Value, u32>,
    alloca_index: HashMap<u32, u32>,
    batches: Vec<BatchTrace>,
    /// The current batch's allocas (indices into `allocas`), and each
    /// general variable's.
    batch: Vec<u32>,
    var_alloca: Vec<u32>,
    /// How many times the current batch was planned.
    plans: u32,
    /// Renaming: whether it has begun in this batch, and each variable's
    /// current value after the last step that reported them (`None`: the
    /// initial undef). Values in the renaming state live until the walk
    /// ends, so their addresses tell them apart meanwhile.
    renaming: bool,
    current: Vec<Option<Value>>,
    /// The phis the pass made that are still there.
    live_phis: HashSet<Value>,
    /// Names values as the function is once the pass is done (the uses
    /// that keep allocas in memory are told of then).
    output_printer: Option<Printer>,
}

impl Recorder {
    /// Reads `function` as it is before the pass.
    pub fn new(function: Value, rules: &Rules) -> Result<Recorder, PromoteError> {
        let mut view = FunctionView::default();
        view.read(function, rules.block_numbering)
            .map_err(|reason| PromoteError { function: function.name(), reason })?;
        let domtree = DomTree::compute(&view.cfg);
        let printer = Printer::new(function);

        let mut ids = HashMap::new();
        let mut input = Vec::new();
        for bb in function.blocks() {
            let mut listed = ListedBlock { label: printer.label(bb), instructions: Vec::new() };
            for inst in bb.instructions() {
                let id = ids.len() as u32;
                ids.insert(inst, id);
                listed.instructions.push(super::Listed {
                    text: printer.instruction(inst),
                    id: Some(id),
                    marked: false,
                });
            }
            input.push(listed);
        }

        let cfg = &view.cfg;
        let frontiers =
            dominance_frontiers(cfg, &domtree, MAX_FRONTIER_ENTRIES).expect("the tree was computed for this CFG");
        let blocks = cfg
            .blocks()
            .map(|b| BlockFacts {
                label: input[b.index()].label.clone(),
                succs: cfg.succs(b).iter().map(|s| s.index() as u32).collect(),
                preds: cfg.preds(b).iter().map(|p| p.index() as u32).collect(),
                reachable: domtree.is_reachable(b),
                idom: domtree.idom(b).map(|d| d.index() as u32),
                frontier: frontiers
                    .as_ref()
                    .map_or_else(Vec::new, |f| f.get(b).iter().map(|x| x.index() as u32).collect()),
            })
            .collect();

        let mut allocas = Vec::new();
        let mut alloca_index = HashMap::new();
        for (b, bb) in view.blocks().iter() {
            for alloca in bb.instructions().filter(|i| i.opcode() == LLVMOpcode::LLVMAlloca) {
                let id = ids[&alloca];
                alloca_index.insert(id, allocas.len() as u32);
                allocas.push(alloca_facts(alloca, id, b, &ids, &printer));
            }
        }

        Ok(Recorder {
            function,
            llvm: rules.major,
            printer,
            view,
            input,
            blocks,
            frontiers_omitted: frontiers.is_none(),
            allocas,
            ids,
            alloca_index,
            batches: Vec::new(),
            batch: Vec::new(),
            var_alloca: Vec::new(),
            plans: 0,
            renaming: false,
            current: Vec::new(),
            live_phis: HashSet::new(),
            output_printer: None,
        })
    }

    /// The trace, once the pass is done with the function.
    pub fn finish(mut self, params: &str) -> Trace {
        let function = self.function;
        // Marks what the pass removed: the promoted allocas, their loads and
        // stores, and their other users but droppable ones (which it keeps,
        // with the alloca's operand dropped), through casts.
        let mut removed = HashSet::new();
        for a in self.allocas.iter().filter(|a| a.batch.is_some()) {
            removed.insert(a.id);
            removed.extend(a.loads.iter().chain(&a.stores).copied());
            removed.extend(a.others.iter().copied());
        }
        for listed in self.input.iter_mut().flat_map(|b| b.instructions.iter_mut()) {
            listed.marked = listed.id.is_some_and(|id| removed.contains(&id));
        }
        let printer = Printer::new(function);
        let output = function
            .blocks()
            .map(|bb| ListedBlock {
                label: printer.label(bb),
                instructions: bb
                    .instructions()
                    .map(|inst| super::Listed {
                        text: printer.instruction(inst),
                        id: None,
                        marked: self.live_phis.contains(&inst),
                    })
                    .collect(),
            })
            .collect();
        Trace {
            llvm: self.llvm,
            function: function.name(),
            options: params.to_string(),
            input: self.input,
            output,
            blocks: self.blocks,
            frontiers_omitted: self.frontiers_omitted,
            allocas: self.allocas,
            batches: self.batches,
        }
    }

    fn id(&self, inst: Value) -> u32 {
        *self.ids.get(&inst).expect("the pass names instructions of its input")
    }

    fn name(&self, value: Value) -> String {
        self.printer.operand(value)
    }

    fn this_batch(&mut self) -> &mut BatchTrace {
        self.batches.last_mut().expect("a batch is told of before its steps")
    }

    /// The renaming step under way.
    fn step(&mut self) -> Option<&mut RenameStep> {
        let batch = self.this_batch();
        if batch.steps_total as usize > MAX_STEPS {
            return None;
        }
        batch.steps.last_mut()
    }

    fn begin_step(&mut self, step: RenameStep) {
        let batch = self.this_batch();
        batch.steps_total += 1;
        if batch.steps_total as usize <= MAX_STEPS {
            batch.steps.push(step);
        }
    }

    /// A variable's trace, from the plan and placement; `pruned` are the
    /// blocks of its minimal-SSA phis no load reads.
    fn var_trace(&self, var: Var, planned: &Planned<'_>, flow: &mut ControlFlow, pruned: Vec<u32>) -> VarTrace {
        let placer = planned.placer;
        let defs = placer.def_blocks(var).to_vec();
        let mut frontier = Vec::new();
        flow.iterated_frontier(&defs, &mut frontier).expect("the placer's blocks are the function's");
        frontier.sort_unstable();
        VarTrace {
            alloca: self.var_alloca[var.index()],
            defs: defs.iter().map(|b| b.index() as u32).collect(),
            exposed: placer.is_exposed(var),
            live_in: live_in_blocks(&self.view.cfg, &GeneralVars { cfg: &self.view.cfg, plan: planned.plan }, var)
                .expect("the batch's accesses are over the function's CFG")
                .iter()
                .map(|b| b.index() as u32)
                .collect(),
            idf: frontier.iter().map(|b| b.index() as u32).collect(),
            phis: Vec::new(),
            pruned,
        }
    }
}

/// What the input says of an alloca: its type, users and source name.
fn alloca_facts(alloca: Value, id: u32, block: Block, ids: &HashMap<Value, u32>, printer: &Printer) -> AllocaFacts {
    let (mut loads, mut stores, mut others) = (Vec::new(), Vec::new(), Vec::new());
    for user in alloca.uses().map(|u| u.user()) {
        let id = ids[&user];
        match user.opcode() {
            LLVMOpcode::LLVMLoad => loads.push(id),
            LLVMOpcode::LLVMStore if user.operand(1) == alloca => stores.push(id),
            _ if is_droppable(user) => {}
            opcode => {
                others.push(id);
                if matches!(
                    opcode,
                    LLVMOpcode::LLVMBitCast | LLVMOpcode::LLVMGetElementPtr | LLVMOpcode::LLVMAddrSpaceCast
                ) {
                    // If the alloca is promoted, these are lifetime markers
                    // (or droppable), and go with the cast.
                    others.extend(user.uses().map(|u| u.user()).filter(|u| !is_droppable(*u)).map(|u| ids[&u]));
                }
            }
        }
    }
    for list in [&mut loads, &mut stores, &mut others] {
        list.sort_unstable();
        list.dedup();
    }
    AllocaFacts {
        id,
        name: printer.operand(alloca),
        variable: alloca_variable(alloca).map(|(name, _)| name).filter(|n| !n.is_empty()),
        ty: alloca.allocated_type().print(),
        block: block.index() as u32,
        loads,
        stores,
        others,
        batch: None,
        path: None,
        phis: None,
        reason: None,
        blocking_use: None,
        blocker: None,
    }
}

impl Observer for Recorder {
    fn batch(&mut self, allocas: &mut dyn Iterator<Item = Value>) {
        self.batch = allocas.map(|a| self.alloca_index[&self.id(a)]).collect();
        self.batches.push(BatchTrace { allocas: self.batch.clone(), ..BatchTrace::default() });
        self.plans = 0;
        self.renaming = false;
    }

    fn planned(&mut self, planned: &Planned<'_>) {
        let (plan, accesses) = (planned.plan, planned.accesses);
        // The loads and stores as the pass found them: after an earlier
        // batch, they include those that reached the alloca through a
        // pointer that batch promoted.
        for (c, candidate) in planned.candidates.list.iter() {
            let index = self.alloca_index[&self.id(candidate.alloca.value())] as usize;
            let (mut loads, mut stores) = (Vec::new(), Vec::new());
            for &a in accesses.by_candidate.get(c) {
                let access = &accesses.list[a];
                let list = if access.kind == AccessKind::Load { &mut loads } else { &mut stores };
                // Not a store all-blocks made where an alloca stood.
                list.extend(self.ids.get(&access.inst).copied());
            }
            let facts = &mut self.allocas[index];
            (facts.loads, facts.stores) = (loads, stores);
        }
        self.var_alloca = plan
            .vars
            .values()
            .map(|&c| self.alloca_index[&self.id(planned.candidates.list[c].alloca.value())])
            .collect();
        let mut flow = ControlFlow::new();
        flow.read(&self.view.cfg).expect("the function's CFG");
        let mut pruned = vec![Vec::new(); plan.vars.len()];
        // The placer's state is this batch's only if it has general variables.
        let minimal_ssa = planned.placer.minimal_ssa_phis().filter(|_| !plan.vars.is_empty());
        for (b, v, live) in minimal_ssa {
            if !live {
                pruned[v.index()].push(b.index() as u32);
            }
        }
        let vars: Vec<VarTrace> = pruned
            .into_iter()
            .enumerate()
            .map(|(v, pruned)| self.var_trace(Var::new(v), planned, &mut flow, pruned))
            .collect();
        self.plans += 1;
        let replanned = self.plans > 1;
        let batch = self.this_batch();
        batch.replanned = replanned;
        // Phis already created (before a re-plan) keep their names.
        let made: Vec<Vec<PhiFacts>> = batch.vars.drain(..).map(|v| v.phis).collect();
        batch.vars = vars;
        for (var, phis) in batch.vars.iter_mut().zip(made) {
            var.phis = phis;
        }
        self.current = vec![None; plan.vars.len()];
    }

    fn promoted(&mut self, index: usize, path: Path) {
        let batch = self.batches.len() as u32 - 1;
        let alloca = &mut self.allocas[self.batch[index] as usize];
        alloca.batch = Some(batch);
        alloca.path = Some(path.name().to_string());
        if let Path::General { phis } = path {
            alloca.phis = Some(phis);
        }
    }

    fn kept(&mut self, alloca: Value, _in_entry_block: bool, blocker: Blocker) {
        let index = self.alloca_index[&self.id(alloca)] as usize;
        let facts = &mut self.allocas[index];
        facts.reason = Some(blocker.reason.describe(alloca));
        if blocker.user != alloca {
            // The use may be one the pass made (a `!nonnull` load's check).
            facts.blocker = self.ids.get(&blocker.user).copied();
            let printer = self.output_printer.get_or_insert_with(|| Printer::new(self.function));
            facts.blocking_use = Some(printer.instruction(blocker.user));
        }
    }

    fn phi_created(&mut self, var: Var, block: Block, phi: Value) {
        self.live_phis.insert(phi);
        let name = self.name(phi);
        self.this_batch().vars[var.index()].phis.push(PhiFacts { block: block.index() as u32, name });
    }

    fn renaming_arrived(
        &mut self,
        block: Block,
        pred: Block,
        edges: u32,
        visited_before: bool,
        phis: &[Value],
        values: &[Value],
    ) {
        self.renaming = true;
        let mut step = RenameStep::at(block, Some(pred), edges, visited_before);
        step.entries =
            phis.iter().zip(values).map(|(&p, &v)| PhiEntry { phi: self.name(p), value: self.name(v) }).collect();
        self.begin_step(step);
    }

    fn renaming_entered(&mut self, block: Block) {
        let arrived = self.renaming;
        self.renaming = true;
        if !arrived {
            // The entry block: the walk starts here, with no arrival.
            self.begin_step(RenameStep::at(block, None, 0, false));
        }
    }

    fn store_removed(&mut self, store: Value, value: Value) {
        let removed = StoreRemoved { store: self.ids.get(&store).copied(), value: self.name(value) };
        if let Some(step) = self.step() {
            step.stores.push(removed);
        }
    }

    fn renaming_left(&mut self, current: &mut dyn Iterator<Item = Value>) {
        if self.step().is_none() {
            return; // past the steps recorded
        }
        let mut changed = Vec::new();
        for (v, value) in current.enumerate() {
            if self.current[v] == Some(value) {
                continue;
            }
            let was_undef = self.current[v].is_none();
            self.current[v] = Some(value);
            let name = self.name(value);
            if !(was_undef && name == "undef") {
                changed.push((v as u32, name));
            }
        }
        if let Some(step) = self.step() {
            step.current = changed;
        }
    }

    fn load_replaced(&mut self, load: Value, value: Value) {
        let replacement = Replacement { load: self.id(load), value: self.name(value) };
        if !self.renaming {
            self.this_batch().early_loads.push(replacement);
        } else if let Some(step) = self.step() {
            step.loads.push(replacement);
        }
    }

    fn phi_simplified(&mut self, phi: Value, value: Value) {
        self.live_phis.remove(&phi);
        let total = phi.count_incoming();
        let entries = (0..total.min(MAX_ENTRIES_SHOWN as u32)).map(|i| self.name(phi.incoming_value(i))).collect();
        let simplified = Simplified { phi: self.name(phi), entries, entries_total: total, value: self.name(value) };
        self.this_batch().cleanup.push(simplified);
    }
}

impl RenameStep {
    /// A step at `block`, arrived at from `from`, nothing done yet.
    fn at(block: Block, from: Option<Block>, edges: u32, revisit: bool) -> RenameStep {
        RenameStep {
            block: block.index() as u32,
            from: from.map(|b| b.index() as u32),
            edges,
            revisit,
            entries: Vec::new(),
            loads: Vec::new(),
            stores: Vec::new(),
            current: Vec::new(),
        }
    }
}
