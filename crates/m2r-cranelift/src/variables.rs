//! cranelift-frontend's `Variable`s on the engine: a frontend declares,
//! defines and uses its variables as it builds the function with
//! cranelift-frontend's `FunctionBuilder` (blocks, instructions, switches
//! and sealing stay the builder's), and calls [`Variables::finish`] once
//! the function is built.
//!
//! As the function is built, a use takes the variable's value at once when
//! its block has defined it already (most uses of short-lived variables).
//! Otherwise its value comes from the block's predecessors, which may not
//! all be built yet: the use gets a placeholder (a parameter of the block
//! that no branch passes yet, one per variable and block, as
//! cranelift-frontend adds to a block not sealed) and is recorded as the
//! block's read of the variable; the block's last definition of it is
//! recorded as its write. `finish` reads the blocks and edges from the
//! function's layout, and the engine ([`m2r_ssa::construct_ssa`]) places the
//! block parameters for those reads and writes, of the variables some block
//! reads before defining them (the others need nothing): pruned SSA, with
//! no parameter that merges nothing but one value (a definition whose value
//! is another variable's placeholder is a copy), so never more parameters
//! than cranelift-frontend adds. Each placeholder then leaves its block's
//! parameters and becomes an alias of the value it stands for, as
//! cranelift-frontend leaves its own aliases.
//!
//! A variable declared with [`Variables::declare_var_needs_stack_map`] has
//! every value it takes declared to the builder
//! (`FunctionBuilder::declare_value_needs_stack_map`), as cranelift-frontend
//! declares its own: its definitions and the block parameters placed for
//! it. The parameters exist only once the engine has run, so such a
//! function is settled with [`Variables::finish_in`], before the builder's
//! `finalize` spills those values around each safepoint.
//!
//! A [`Variables`] keeps its buffers from one function to the next, as a
//! `FunctionBuilderContext` does.

use std::fmt;

use cranelift_codegen::cursor::{Cursor, FuncCursor};
use cranelift_codegen::entity::{entity_impl, EntitySet, PrimaryMap, SecondaryMap};
use cranelift_codegen::ir::{self, Function, Type};
use cranelift_frontend::FunctionBuilder;
use m2r_ssa::{Access, Block, Builder, Construction, Csr, EdgeEntries, Function as SsaFunction, Graph, Options, Var};

use crate::cfg::{Cfg, ParamEdits};
use crate::zero::has_zero;
use crate::Error;

/// A variable of the function being built, from [`Variables::declare_var`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Variable(u32);
entity_impl!(Variable, "var");

/// A variable's state in the block being built.
#[derive(Clone, Copy, Default)]
struct Local {
    /// The block, and the variable's value there (its placeholder or its
    /// latest definition); stale when the block is another.
    block: Option<ir::Block>,
    value: Option<ir::Value>,
    /// The block's write of it so far (an index into `events`), if any.
    write: Option<u32>,
}

/// A block's read (its placeholder) or write of a variable.
#[derive(Clone, Copy)]
struct Event {
    block: ir::Block,
    var: Variable,
    value: ir::Value,
    kind: Kind,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Read,
    Write,
    /// A write that a later write in its block replaced.
    Replaced,
}

// Why the `try_` calls refuse, as cranelift-frontend's `UseVariableError`
// and `DefVariableError` say it for its own variables: a port keeps its
// error handling.

/// Why [`Variables::try_use_var`](Variables::try_use_var) refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UseVariableError {
    /// The variable was not declared (by this `Variables`, for this function).
    UsedBeforeDeclared(Variable),
}

impl fmt::Display for UseVariableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UseVariableError::UsedBeforeDeclared(var) => write!(f, "{var} is used but was not declared"),
        }
    }
}

impl std::error::Error for UseVariableError {}

/// Why [`Variables::try_def_var`](Variables::try_def_var) refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DefVariableError {
    /// The value is not of the type the variable was declared with.
    TypeMismatch(Variable, ir::Value),
    /// The variable was not declared (by this `Variables`, for this function).
    DefinedBeforeDeclared(Variable),
}

impl fmt::Display for DefVariableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DefVariableError::TypeMismatch(var, value) => {
                write!(f, "{var} is defined with {value}, a value of another type than its own")
            }
            DefVariableError::DefinedBeforeDeclared(var) => write!(f, "{var} is defined but was not declared"),
        }
    }
}

impl std::error::Error for DefVariableError {}

/// What [`Variables::finish`] did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct VariablesSummary {
    /// Block parameters added.
    pub block_params: usize,
    /// Uses whose value came from other blocks (each a placeholder, now an
    /// alias).
    pub placeholders: usize,
}

/// Variables for a function built with cranelift-frontend's
/// `FunctionBuilder`: [`declare_var`](Self::declare_var),
/// [`def_var`](Self::def_var) and [`use_var`](Self::use_var) as the
/// function is built, then [`finish`](Self::finish). See the module's
/// documentation, and `docs/cranelift.md` for porting a frontend.
///
/// ```
/// use cranelift_codegen::ir::types::I32;
/// use cranelift_codegen::ir::{AbiParam, Function, InstBuilder, Signature, UserFuncName};
/// use cranelift_codegen::isa::{CallConv, TargetFrontendConfig};
/// use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
/// use m2r_cranelift::Variables;
/// use target_lexicon::PointerWidth;
///
/// // fn f(c: i32) -> i32 { let x = 1; if c != 0 { x = 2 } x }
/// let mut sig = Signature::new(CallConv::SystemV);
/// sig.params.push(AbiParam::new(I32));
/// sig.returns.push(AbiParam::new(I32));
/// let mut func = Function::with_name_signature(UserFuncName::user(0, 0), sig);
/// let (mut ctx, mut vars) = (FunctionBuilderContext::new(), Variables::new());
/// let mut b = FunctionBuilder::new(&mut func, &mut ctx);
/// let x = vars.declare_var(I32);
/// let (entry, then, join) = (b.create_block(), b.create_block(), b.create_block());
/// b.append_block_params_for_function_params(entry);
/// b.switch_to_block(entry);
/// let c = b.block_params(entry)[0];
/// let one = b.ins().iconst(I32, 1);
/// vars.def_var(&b, x, one);
/// b.ins().brif(c, then, &[], join, &[]);
/// b.switch_to_block(then);
/// let two = b.ins().iconst(I32, 2);
/// vars.def_var(&b, x, two);
/// b.ins().jump(join, &[]);
/// b.switch_to_block(join);
/// let v = vars.use_var(&mut b, x);
/// b.ins().return_(&[v]);
/// b.seal_all_blocks();
/// b.finalize(TargetFrontendConfig {
///     default_call_conv: CallConv::SystemV,
///     pointer_width: PointerWidth::U64,
///     page_size_align_log2: 12,
/// });
/// let summary = vars.finish(&mut func).unwrap();
/// assert_eq!(summary.block_params, 1); // x in `join`: 1 or 2
/// let flags = cranelift_codegen::settings::Flags::new(cranelift_codegen::settings::builder());
/// cranelift_codegen::verify_function(&func, &flags).unwrap();
/// ```
#[derive(Default)]
pub struct Variables {
    types: PrimaryMap<Variable, Type>,
    local: SecondaryMap<Variable, Local>,
    events: Vec<Event>,
    /// The blocks given placeholders, in the order they were (a block may
    /// come more than once).
    placeholder_blocks: Vec<ir::Block>,
    placeholders: EntitySet<ir::Value>,
    /// A block's parameters, while its placeholders leave them.
    params: Vec<ir::Value>,
    /// At `finish`: the engine's view of the function.
    cfg: Cfg,
    accesses: Csr<Block, Access>,
    values: Csr<Block, ir::Value>,
    pairs: Vec<(Block, u32)>,
    grouped: Csr<Block, u32>,
    /// Each placeholder's block and index among its block's accesses.
    read_at: SecondaryMap<ir::Value, Option<(Block, u32)>>,
    /// The engine's buffers, and the edits'.
    construction: Construction<ir::Value>,
    edits: ParamEdits,
    /// The variables some block reads before defining them: the only ones
    /// that may need block parameters.
    read_across: SecondaryMap<Variable, bool>,
    /// The variables whose values need stack maps, and (at `finish_in`)
    /// the block parameters made for them.
    stack_map_vars: EntitySet<Variable>,
    stack_map_made: Vec<ir::Value>,
}

impl Variables {
    /// No variables yet.
    pub fn new() -> Variables {
        Variables::default()
    }

    /// A new variable of type `ty`.
    ///
    /// # Panics
    /// If `ty` is not an integer, `f32`, `f64` or a vector: a use before
    /// any definition reads a zero of the type, which the others have not.
    pub fn declare_var(&mut self, ty: Type) -> Variable {
        assert!(has_zero(ty), "a variable of type {ty} has no zero to read before its first definition");
        self.types.push(ty)
    }

    /// Every value `var` takes must be in the stack maps of the safepoints
    /// it is live across, as with cranelift-frontend's method of this name:
    /// its definitions, and the block parameters [`finish_in`](Self::finish_in)
    /// places for it, are declared to the builder
    /// (`FunctionBuilder::declare_value_needs_stack_map`), whose `finalize`
    /// spills them around each safepoint. Settle such a function with
    /// `finish_in`, before `finalize`.
    ///
    /// # Panics
    /// If `var` was not declared, was defined or used already, or its type
    /// is larger than 16 bytes or not a power of two in size (the builder's
    /// own conditions).
    pub fn declare_var_needs_stack_map(&mut self, var: Variable) {
        let ty = self.types[var];
        assert!(ty.bytes() <= 16 && ty.bytes().is_power_of_two(), "{var} of type {ty} cannot be in a stack map");
        assert!(self.local[var].block.is_none(), "declare_var_needs_stack_map({var}) after it was defined or used");
        self.stack_map_vars.insert(var);
    }

    /// `var` is `value` from here on, in the block `b` is building.
    ///
    /// # Panics
    /// If `var` was not declared, `b` is in no block, or `value` is not of
    /// the variable's type ([`try_def_var`](Self::try_def_var) returns the
    /// first and the last as errors).
    #[inline]
    pub fn def_var(&mut self, b: &FunctionBuilder, var: Variable, value: ir::Value) {
        self.try_def_var(b, var, value).unwrap_or_else(|e| panic!("{e}"))
    }

    /// [`def_var`](Self::def_var), refusing a variable not declared or a
    /// value of another type than the variable's (and then recording
    /// nothing), as cranelift-frontend's `try_def_var` does.
    ///
    /// # Panics
    /// If `b` is in no block.
    #[inline]
    pub fn try_def_var(
        &mut self,
        b: &FunctionBuilder,
        var: Variable,
        value: ir::Value,
    ) -> Result<(), DefVariableError> {
        let block = b.current_block().expect("def_var in a block");
        let &ty = self.types.get(var).ok_or(DefVariableError::DefinedBeforeDeclared(var))?;
        if b.func.dfg.value_type(value) != ty {
            return Err(DefVariableError::TypeMismatch(var, value));
        }
        let local = &mut self.local[var];
        if local.block != Some(block) {
            *local = Local { block: Some(block), value: None, write: None };
        }
        local.value = Some(value);
        // Only the block's last write reaches its successors; it goes after
        // every read before it, which its value may copy.
        if let Some(e) = local.write {
            self.events[e as usize].kind = Kind::Replaced;
        }
        local.write = Some(self.events.len() as u32);
        self.events.push(Event { block, var, value, kind: Kind::Write });
        Ok(())
    }

    /// `var`'s value here, in the block `b` is building: the block's latest
    /// definition of it, or a placeholder for the value that comes from
    /// its predecessors ([`finish`](Self::finish) settles it). Until then
    /// the placeholder is the block's last parameter, as cranelift-frontend's
    /// `use_var` may add one: read a block's own parameters before using
    /// variables in it.
    ///
    /// # Panics
    /// If `var` was not declared or `b` is in no block
    /// ([`try_use_var`](Self::try_use_var) returns the first as an error).
    #[inline]
    pub fn use_var(&mut self, b: &mut FunctionBuilder, var: Variable) -> ir::Value {
        self.try_use_var(b, var).unwrap_or_else(|e| panic!("{e}"))
    }

    /// [`use_var`](Self::use_var), refusing a variable not declared, as
    /// cranelift-frontend's `try_use_var` does.
    ///
    /// # Panics
    /// If `b` is in no block.
    #[inline]
    pub fn try_use_var(&mut self, b: &mut FunctionBuilder, var: Variable) -> Result<ir::Value, UseVariableError> {
        let block = b.current_block().expect("use_var in a block");
        let &ty = self.types.get(var).ok_or(UseVariableError::UsedBeforeDeclared(var))?;
        let local = &mut self.local[var];
        if local.block == Some(block) {
            if let Some(value) = local.value {
                return Ok(value);
            }
        }
        // The placeholder is a parameter of the block, with no branch
        // passing it an argument (the function is not valid again until
        // `finish`): cheaper than an instruction, and it stands anywhere.
        let value = b.func.dfg.append_block_param(block, ty);
        self.placeholders.insert(value);
        if self.placeholder_blocks.last().is_none_or(|&last| last != block) {
            self.placeholder_blocks.push(block);
        }
        *local = Local { block: Some(block), value: Some(value), write: None };
        self.read_across[var] = true;
        self.events.push(Event { block, var, value, kind: Kind::Read });
        Ok(value)
    }

    /// The function is built: places the block parameters for the
    /// variables and settles every placeholder. Call it once per function,
    /// before or after `FunctionBuilder::finalize`; then this `Variables`
    /// is ready for the next function (its variables are gone).
    ///
    /// Fails if a branch goes to a block that is not in the layout: then
    /// each placeholder is a zero of its type at the top of its block (the
    /// value of a variable no block defines), and nothing else changes.
    ///
    /// # Panics
    /// If a variable was declared to need stack maps: settle that function
    /// with [`finish_in`](Self::finish_in), which tells the builder.
    pub fn finish(&mut self, func: &mut Function) -> Result<VariablesSummary, Error> {
        assert!(
            self.stack_map_vars.is_empty(),
            "a variable needs stack maps: settle the function with finish_in, before the builder's finalize"
        );
        let result = self.settle(func);
        self.clear();
        result
    }

    /// [`finish`](Self::finish) on the function `b` builds, before `b`'s
    /// `finalize`: every value of a variable declared with
    /// [`declare_var_needs_stack_map`](Self::declare_var_needs_stack_map)
    /// is declared to `b` to need stack maps, so that `finalize` spills it
    /// around the safepoints it is live across, as cranelift-frontend's own
    /// variables are. Those values are each definition (as it stands once
    /// the placeholders are settled: a definition by another variable's use
    /// is that variable's value there) and each block parameter placed for
    /// the variable, which is where every use's value comes from. Not the
    /// zero read before any definition: cranelift-frontend does not declare
    /// its own (a null reference needs no stack map). If `finish_in` fails,
    /// the definitions are declared all the same.
    pub fn finish_in(&mut self, b: &mut FunctionBuilder) -> Result<VariablesSummary, Error> {
        let result = self.settle(b.func);
        if !self.stack_map_vars.is_empty() {
            let defined = self.events.iter().filter(|e| e.kind != Kind::Read && self.stack_map_vars.contains(e.var));
            for e in defined {
                let value = b.func.dfg.resolve_aliases(e.value);
                if !self.edits.is_zero(value) {
                    b.declare_value_needs_stack_map(value);
                }
            }
            for &param in &self.stack_map_made {
                b.declare_value_needs_stack_map(param);
            }
        }
        self.clear();
        result
    }

    /// Ready for the next function.
    fn clear(&mut self) {
        self.types.clear();
        self.local.clear();
        self.events.clear();
        self.placeholder_blocks.clear();
        self.placeholders.clear();
        self.read_at.clear();
        self.read_across.clear();
        self.stack_map_vars.clear();
        self.stack_map_made.clear();
    }

    fn settle(&mut self, func: &mut Function) -> Result<VariablesSummary, Error> {
        self.edits.clear();
        self.detach_placeholders(func);
        if let Err(e) = self.cfg.read(func) {
            self.zero_placeholders(func);
            return Err(Error::BranchOutOfLayout { inst: e.0 });
        }
        // The events by block, each block's in the order they came (a
        // block's read of a variable always comes before its write). A
        // variable no block reads before defining it needs nothing: every
        // use took its block's own definition. A frontend that builds its
        // blocks in layout order gives them so; others are grouped here.
        self.pairs.clear();
        let mut in_order = true;
        for (i, e) in self.events.iter().enumerate() {
            match self.cfg.id[e.block] {
                Some(block) if e.kind != Kind::Replaced && self.read_across[e.var] => {
                    in_order &= self.pairs.last().is_none_or(|&(last, _)| last <= block);
                    self.pairs.push((block, i as u32));
                }
                _ => {}
            }
        }
        let n = self.cfg.blocks.len();
        if !in_order {
            self.grouped.fill_from_pairs(n, &self.pairs);
            self.pairs.clear();
            for block in (0..n).map(Block::new) {
                self.pairs.extend(self.grouped.get(block).iter().map(|&e| (block, e)));
            }
        }
        self.accesses.clear();
        self.values.clear();
        // Sized once: growing the map a placeholder at a time costs more
        // than the loop below.
        self.read_at.resize(func.dfg.num_values());
        let mut placeholders = 0;
        let mut next = self.pairs.iter().peekable();
        for block in (0..n).map(Block::new) {
            let mut index = 0;
            while let Some(&(_, e)) = next.next_if(|&&(b, _)| b == block) {
                let event = self.events[e as usize];
                let var = Var::new(event.var.0 as usize);
                if event.kind == Kind::Write {
                    self.accesses.push(Access::store(var));
                } else {
                    self.accesses.push(Access::load(var));
                    self.read_at[event.value] = Some((block, index));
                    placeholders += 1;
                }
                self.values.push(event.value);
                index += 1;
            }
            self.accesses.close_key();
            self.values.close_key();
        }
        let view = VarView { cfg: &self.cfg, accesses: &self.accesses, num_vars: self.types.len() };
        let mut edit = VarEdit {
            func,
            types: &self.types,
            stack_map_vars: &self.stack_map_vars,
            values: &self.values,
            read_at: &self.read_at,
            cfg: &self.cfg,
            params: &mut self.edits,
            made: &mut self.stack_map_made,
        };
        let built = self.construction.construct(&view, &mut edit, Options::default());
        let block_params = self.edits.params;
        match built {
            Ok(_) => Ok(VariablesSummary { block_params, placeholders }),
            Err(e) => Err(Error::Ssa(e)),
        }
    }
}

impl Variables {
    /// The placeholders leave their blocks' parameter lists (each becomes
    /// an alias later).
    fn detach_placeholders(&mut self, func: &mut Function) {
        for &block in &self.placeholder_blocks {
            let list = func.dfg.detach_block_params(block);
            self.params.clear();
            self.params.extend_from_slice(list.as_slice(&func.dfg.value_lists));
            for &v in &self.params {
                if !self.placeholders.contains(v) {
                    func.dfg.attach_block_param(block, v);
                }
            }
        }
    }

    /// Each placeholder in the layout is a zero of its type at the top of
    /// its block, as if no block defined its variable (the function is
    /// valid again, and unsettled).
    fn zero_placeholders(&mut self, func: &mut Function) {
        for e in self.events.iter().filter(|e| e.kind == Kind::Read) {
            if !func.layout.is_block_inserted(e.block) {
                continue;
            }
            let mut pos = FuncCursor::new(func).at_first_insertion_point(e.block);
            let zero = crate::zero::zero(&mut pos, self.types[e.var]);
            func.dfg.change_to_alias(e.value, zero);
            self.edits.note_zero(self.types[e.var], zero);
        }
    }
}

/// The engine's view: the function's blocks and edges, and each block's
/// reads and writes of the variables.
struct VarView<'a> {
    cfg: &'a Cfg,
    accesses: &'a Csr<Block, Access>,
    num_vars: usize,
}

impl Graph for VarView<'_> {
    fn num_blocks(&self) -> usize {
        self.cfg.num_blocks()
    }

    fn successors(&self, block: Block) -> &[Block] {
        self.cfg.successors(block)
    }
}

impl SsaFunction for VarView<'_> {
    fn num_vars(&self) -> usize {
        self.num_vars
    }

    fn accesses(&self, block: Block) -> &[Access] {
        self.accesses.get(block)
    }
}

/// The engine's edits: parameters and arguments, placeholders into
/// aliases. A write is no instruction: nothing to remove.
struct VarEdit<'a> {
    func: &'a mut Function,
    types: &'a PrimaryMap<Variable, Type>,
    stack_map_vars: &'a EntitySet<Variable>,
    values: &'a Csr<Block, ir::Value>,
    read_at: &'a SecondaryMap<ir::Value, Option<(Block, u32)>>,
    cfg: &'a Cfg,
    params: &'a mut ParamEdits,
    /// The parameters made for variables that need stack maps.
    made: &'a mut Vec<ir::Value>,
}

impl VarEdit<'_> {
    fn ty(&self, var: Var) -> Type {
        self.types[Variable(var.index() as u32)]
    }

    /// `value`, a parameter made for `var`: kept to be declared if `var`
    /// needs stack maps.
    fn made_for(&mut self, var: Var, value: ir::Value) -> ir::Value {
        if self.stack_map_vars.contains(Variable(var.index() as u32)) {
            self.made.push(value);
        }
        value
    }
}

impl Builder for VarEdit<'_> {
    type Value = ir::Value;

    fn written_value(&mut self, block: Block, index: usize) -> ir::Value {
        self.func.dfg.resolve_aliases(self.values.get(block)[index])
    }

    fn value_index(&self, value: ir::Value) -> Option<u32> {
        // Written values come with their aliases resolved: one number each.
        Some(value.as_u32())
    }

    fn copied_read(&mut self, block: Block, index: usize) -> Option<(Block, usize)> {
        // A definition by another variable's placeholder: `y = x`.
        let value = self.values.get(block)[index];
        self.read_at[value].map(|(b, i)| (b, i as usize))
    }

    fn undefined(&mut self, var: Var) -> ir::Value {
        let ty = self.ty(var);
        self.params.zero(self.func, self.cfg, ty)
    }

    fn create_phi(&mut self, block: Block, var: Var) -> ir::Value {
        let ty = self.ty(var);
        let param = self.params.add_param(self.func, self.cfg, block, ty);
        self.made_for(var, param)
    }

    fn add_phi_entries(&mut self, entries: EdgeEntries<'_, ir::Value>) {
        self.params.add_args(self.func, self.cfg, entries);
    }

    fn replace_read(&mut self, block: Block, index: usize, value: ir::Value) {
        let placeholder = self.values.get(block)[index];
        self.func.dfg.change_to_alias(placeholder, value);
    }

    fn remove_write(&mut self, _: Block, _: usize) {}
}
