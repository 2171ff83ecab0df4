//! One wasm function into Cranelift IR, the way wasmtime's translator
//! builds it: the operand stack as SSA values, `block`, `loop` and `if` as
//! Cranelift blocks whose parameters carry the wasm block's results (a
//! loop's header carries its parameters), and the locals through a
//! [`Locals`]. Memory is addressed from the first parameter (`vmctx`) with
//! no bounds checks; globals sit below it; calls go to imported functions.
//! What the code computes does not matter here: its shape does.

use crate::locals::{zero, Locals};
use crate::module::{ir_type, Body, Module};
use crate::numeric::{self, heap_flags};
use cranelift_codegen::ir::types::{I32, I64};
use cranelift_codegen::ir::{self, AbiParam, BlockArg, ExtFuncData, ExternalName, Function, InstBuilder};
use cranelift_codegen::ir::{JumpTableData, Signature, TrapCode, Type, UserExternalName, UserFuncName};
use cranelift_codegen::isa::{CallConv, TargetFrontendConfig};
use cranelift_codegen::packed_option::ReservedValue;
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use std::collections::HashMap;
use wasmparser::{BlockType, MemArg, Operator};

/// When the frontend's blocks are sealed.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Sealing {
    /// All at the end.
    AtEnd,
    /// Each as soon as its predecessors are known, as wasmtime does.
    AsSoonAsPossible,
}

/// What kind of wasm block a frame is.
enum Kind {
    Block,
    Loop { header: ir::Block },
    If { else_block: ir::Block, else_seen: bool },
}

/// An open wasm block.
struct Frame {
    kind: Kind,
    /// Where the block's end leads, with its results as parameters.
    dest: ir::Block,
    params: usize,
    results: usize,
    /// The operand stack's height below the block's parameters.
    height: usize,
    branched_to: bool,
}

impl Frame {
    /// Where a branch to this frame goes, and how many values it carries.
    fn target(&mut self) -> (ir::Block, usize) {
        match self.kind {
            Kind::Loop { header } => (header, self.params),
            _ => {
                self.branched_to = true;
                (self.dest, self.results)
            }
        }
    }
}

fn frontend_config() -> TargetFrontendConfig {
    TargetFrontendConfig {
        default_call_conv: CallConv::SystemV,
        pointer_width: target_lexicon::PointerWidth::U64,
        page_size_align_log2: 12,
    }
}

/// The builtins memory operations call: (parameters after vmctx, results).
const MEMORY_GROW: (u32, &[Type], &[Type]) = (0, &[I32], &[I32]);
const MEMORY_COPY: (u32, &[Type], &[Type]) = (1, &[I32, I32, I32], &[]);
const MEMORY_FILL: (u32, &[Type], &[Type]) = (2, &[I32, I32, I32], &[]);

/// The state of one function's translation.
struct Translation<'m, 'b, 'l> {
    module: &'m Module<'m>,
    b: FunctionBuilder<'b>,
    locals: &'l mut dyn Locals,
    sealing: Sealing,
    vmctx: ir::Value,
    stack: Vec<ir::Value>,
    frames: Vec<Frame>,
    callees: HashMap<u32, ir::FuncRef>,
    builtins: HashMap<u32, ir::FuncRef>,
    signatures: HashMap<u32, ir::SigRef>,
    args: Vec<BlockArg>,
}

/// Translates `body` with its locals kept by `locals`.
pub fn translate(
    module: &Module,
    body: &Body,
    locals: &mut dyn Locals,
    ctx: &mut FunctionBuilderContext,
    sealing: Sealing,
) -> Result<Function, String> {
    let ty = module.function_type(body.index);
    let mut func = Function::with_name_signature(UserFuncName::user(0, body.index), signature(ty)?);
    let b = FunctionBuilder::new(&mut func, ctx);
    let mut t = Translation {
        module,
        b,
        locals,
        sealing,
        vmctx: ir::Value::reserved_value(),
        stack: Vec::new(),
        frames: Vec::new(),
        callees: HashMap::new(),
        builtins: HashMap::new(),
        signatures: HashMap::new(),
        args: Vec::new(),
    };
    t.entry(body, ty.results().len())?;
    t.body(&body.ops)?;
    t.b.seal_all_blocks();
    t.b.finalize(frontend_config());
    t.locals.finish(&mut func);
    Ok(func)
}

/// A function of wasm type `ty`: `vmctx` first.
fn signature(ty: &wasmparser::FuncType) -> Result<Signature, String> {
    let mut sig = Signature::new(CallConv::SystemV);
    sig.params.push(AbiParam::new(I64));
    for &p in ty.params() {
        sig.params.push(AbiParam::new(ir_type(p).ok_or("a vector or reference parameter")?));
    }
    for &r in ty.results() {
        sig.returns.push(AbiParam::new(ir_type(r).ok_or("a vector or reference result")?));
    }
    Ok(sig)
}

impl Translation<'_, '_, '_> {
    fn seal(&mut self, block: ir::Block) {
        if self.sealing == Sealing::AsSoonAsPossible {
            self.b.seal_block(block);
        }
    }

    /// A new block with parameters of `types`.
    fn block_with(&mut self, types: &[Type]) -> ir::Block {
        let block = self.b.create_block();
        for &ty in types {
            self.b.append_block_param(block, ty);
        }
        block
    }

    /// The entry block: parameters into their locals, the other locals zero,
    /// and the function's own frame.
    fn entry(&mut self, body: &Body, results: usize) -> Result<(), String> {
        let entry = self.b.create_block();
        self.b.append_block_params_for_function_params(entry);
        self.b.switch_to_block(entry);
        self.seal(entry);
        let params = self.b.block_params(entry).to_vec();
        self.vmctx = params[0];
        for (i, &ty) in body.locals.iter().enumerate() {
            self.locals.declare(&mut self.b, ty);
            let value = match params.get(i + 1) {
                Some(&p) => p,
                None => zero(&mut self.b, ty),
            };
            self.locals.set(&mut self.b, i as u32, value);
        }
        let result_types: Vec<Type> = self.b.func.signature.returns.iter().map(|r| r.value_type).collect();
        let dest = self.block_with(&result_types);
        self.frames.push(Frame { kind: Kind::Block, dest, params: 0, results, height: 0, branched_to: false });
        Ok(())
    }

    /// (parameters, results) of a wasm block type.
    fn block_type(&self, ty: BlockType) -> Result<(Vec<Type>, Vec<Type>), String> {
        let convert = |tys: &[wasmparser::ValType]| {
            tys.iter().map(|&t| ir_type(t).ok_or("a vector or reference block type")).collect::<Result<Vec<_>, _>>()
        };
        Ok(match ty {
            BlockType::Empty => (vec![], vec![]),
            BlockType::Type(t) => (vec![], vec![ir_type(t).ok_or("a vector or reference block type")?]),
            BlockType::FuncType(i) => {
                let f = &self.module.types[i as usize];
                (convert(f.params())?, convert(f.results())?)
            }
        })
    }

    fn pop(&mut self) -> Result<ir::Value, String> {
        self.stack.pop().ok_or_else(|| "the operand stack underflows".to_string())
    }

    /// The top `n` values of the stack as block arguments, in `self.args`.
    fn top_args(&mut self, n: usize) -> Result<(), String> {
        let from = self.stack.len().checked_sub(n).ok_or("the operand stack underflows")?;
        self.args.clear();
        self.args.extend(self.stack[from..].iter().map(|&v| BlockArg::Value(v)));
        Ok(())
    }

    fn jump(&mut self, to: ir::Block, n: usize) -> Result<(), String> {
        self.top_args(n)?;
        self.b.ins().jump(to, &self.args);
        Ok(())
    }

    fn frame(&mut self, depth: u32) -> Result<&mut Frame, String> {
        let i = self.frames.len().checked_sub(depth as usize + 1).ok_or("a branch out of the function")?;
        Ok(&mut self.frames[i])
    }

    /// Translates the operators, skipping what no path reaches.
    fn body(&mut self, ops: &[Operator]) -> Result<(), String> {
        let mut reachable = true;
        // With `reachable` false: how deep inside unreachable blocks.
        let mut skip = 0usize;
        for op in ops {
            if !reachable {
                match op {
                    Operator::Block { .. } | Operator::Loop { .. } | Operator::If { .. } => {
                        skip += 1;
                        continue;
                    }
                    Operator::Else if skip > 0 => continue,
                    Operator::End if skip > 0 => {
                        skip -= 1;
                        continue;
                    }
                    Operator::Else | Operator::End => {}
                    _ => continue,
                }
            }
            reachable = self.operator(op, reachable)?;
            if self.frames.is_empty() {
                return Ok(());
            }
        }
        Err("the body ends inside a block".to_string())
    }

    /// Translates one operator; whether the code after it is reachable.
    fn operator(&mut self, op: &Operator, reachable: bool) -> Result<bool, String> {
        match *op {
            Operator::Block { blockty } => {
                let (params, results) = self.block_type(blockty)?;
                let dest = self.block_with(&results);
                let height = self.stack.len().checked_sub(params.len()).ok_or("the operand stack underflows")?;
                self.frames.push(Frame {
                    kind: Kind::Block,
                    dest,
                    params: params.len(),
                    results: results.len(),
                    height,
                    branched_to: false,
                });
            }
            Operator::Loop { blockty } => {
                let (params, results) = self.block_type(blockty)?;
                let header = self.block_with(&params);
                let dest = self.block_with(&results);
                self.jump(header, params.len())?;
                let height = self.stack.len() - params.len();
                self.stack.truncate(height);
                self.b.switch_to_block(header);
                self.stack.extend_from_slice(self.b.block_params(header));
                self.frames.push(Frame {
                    kind: Kind::Loop { header },
                    dest,
                    params: params.len(),
                    results: results.len(),
                    height,
                    branched_to: false,
                });
            }
            Operator::If { blockty } => {
                let cond = self.pop()?;
                let (params, results) = self.block_type(blockty)?;
                let then_block = self.b.create_block();
                let else_block = self.block_with(&params);
                let dest = self.block_with(&results);
                self.top_args(params.len())?;
                self.b.ins().brif(cond, then_block, &[], else_block, &self.args);
                self.seal(then_block);
                self.seal(else_block);
                self.b.switch_to_block(then_block);
                self.frames.push(Frame {
                    kind: Kind::If { else_block, else_seen: false },
                    dest,
                    params: params.len(),
                    results: results.len(),
                    height: self.stack.len() - params.len(),
                    branched_to: false,
                });
            }
            Operator::Else => {
                let frame = self.frames.last_mut().ok_or("else outside any block")?;
                let Kind::If { else_block, ref mut else_seen } = frame.kind else {
                    return Err("else outside an if".to_string());
                };
                *else_seen = true;
                let (dest, results, height) = (frame.dest, frame.results, frame.height);
                if reachable {
                    frame.branched_to = true;
                    self.jump(dest, results)?;
                }
                self.stack.truncate(height);
                self.b.switch_to_block(else_block);
                self.stack.extend_from_slice(self.b.block_params(else_block));
            }
            Operator::End => return self.end(reachable),
            Operator::Br { relative_depth } => {
                let (to, n) = self.frame(relative_depth)?.target();
                self.jump(to, n)?;
                return Ok(false);
            }
            Operator::BrIf { relative_depth } => {
                let cond = self.pop()?;
                let (to, n) = self.frame(relative_depth)?.target();
                let next = self.b.create_block();
                self.top_args(n)?;
                self.b.ins().brif(cond, to, &self.args, next, &[]);
                self.seal(next);
                self.b.switch_to_block(next);
            }
            Operator::BrTable { ref targets } => {
                let index = self.pop()?;
                let mut calls = Vec::with_capacity(targets.len() as usize);
                let mut n = 0;
                for depth in targets.targets() {
                    let (to, count) = self.frame(depth.map_err(|e| e.to_string())?)?.target();
                    n = count;
                    calls.push(to);
                }
                let (default, count) = self.frame(targets.default())?.target();
                if calls.is_empty() {
                    n = count;
                }
                self.top_args(n)?;
                let pool = &mut self.b.func.dfg.value_lists;
                let calls: Vec<ir::BlockCall> =
                    calls.iter().map(|&to| ir::BlockCall::new(to, self.args.iter().copied(), pool)).collect();
                let default = ir::BlockCall::new(default, self.args.iter().copied(), pool);
                let table = self.b.create_jump_table(JumpTableData::new(default, &calls));
                self.b.ins().br_table(index, table);
                return Ok(false);
            }
            Operator::Return => {
                let n = self.b.func.signature.returns.len();
                let from = self.stack.len().checked_sub(n).ok_or("the operand stack underflows")?;
                let values = self.stack[from..].to_vec();
                self.b.ins().return_(&values);
                return Ok(false);
            }
            Operator::Unreachable => {
                self.b.ins().trap(TrapCode::unwrap_user(1));
                return Ok(false);
            }
            Operator::Nop => {}
            Operator::Drop => {
                self.pop()?;
            }
            Operator::Select | Operator::TypedSelect { .. } => {
                let c = self.pop()?;
                let y = self.pop()?;
                let x = self.pop()?;
                let v = self.b.ins().select(c, x, y);
                self.stack.push(v);
            }
            Operator::LocalGet { local_index } => {
                let v = self.locals.get(&mut self.b, local_index);
                self.stack.push(v);
            }
            Operator::LocalSet { local_index } => {
                let v = self.pop()?;
                self.locals.set(&mut self.b, local_index, v);
            }
            Operator::LocalTee { local_index } => {
                let v = *self.stack.last().ok_or("the operand stack underflows")?;
                self.locals.set(&mut self.b, local_index, v);
            }
            Operator::GlobalGet { global_index } => {
                let ty = *self.module.globals.get(global_index as usize).ok_or("no such global")?;
                let v = self.b.ins().load(ty, heap_flags(), self.vmctx, global_offset(global_index));
                self.stack.push(v);
            }
            Operator::GlobalSet { global_index } => {
                let v = self.pop()?;
                self.b.ins().store(heap_flags(), v, self.vmctx, global_offset(global_index));
            }
            Operator::Call { function_index } => {
                let callee = self.callee(function_index)?;
                let n = self.module.function_type(function_index).params().len();
                self.call(n, |b, args| b.ins().call(callee, args))?;
            }
            Operator::CallIndirect { type_index, .. } => {
                let index = self.pop()?;
                let sig = self.signature_ref(type_index)?;
                let wide = self.b.ins().uextend(I64, index);
                let scaled = self.b.ins().ishl_imm_u(wide, 3);
                let slot = self.b.ins().iadd(self.vmctx, scaled);
                let callee = self.b.ins().load(I64, heap_flags(), slot, 0);
                let n = self.module.types[type_index as usize].params().len();
                self.call(n, |b, args| b.ins().call_indirect(sig, callee, args))?;
            }
            Operator::MemorySize { .. } => {
                let v = self.b.ins().load(I32, heap_flags(), self.vmctx, -4);
                self.stack.push(v);
            }
            Operator::MemoryGrow { .. } => self.builtin(MEMORY_GROW)?,
            Operator::MemoryCopy { .. } => self.builtin(MEMORY_COPY)?,
            Operator::MemoryFill { .. } => self.builtin(MEMORY_FILL)?,
            Operator::I32Const { value } => {
                let v = self.b.ins().iconst(I32, i64::from(value));
                self.stack.push(v);
            }
            Operator::I64Const { value } => {
                let v = self.b.ins().iconst(I64, value);
                self.stack.push(v);
            }
            Operator::F32Const { value } => {
                let v = self.b.ins().f32const(ir::immediates::Ieee32::with_bits(value.bits()));
                self.stack.push(v);
            }
            Operator::F64Const { value } => {
                let v = self.b.ins().f64const(ir::immediates::Ieee64::with_bits(value.bits()));
                self.stack.push(v);
            }
            ref op => {
                if let Some((memarg, access)) = numeric::memory_access(op) {
                    self.memory(memarg, access)?;
                } else if !numeric::operator(&mut self.b, &mut self.stack, op)? {
                    return Err(format!("{op:?} is not translated"));
                }
            }
        }
        Ok(true)
    }

    /// The end of the innermost block; whether the code after it is reachable.
    fn end(&mut self, reachable: bool) -> Result<bool, String> {
        let mut frame = self.frames.pop().ok_or("end outside any block")?;
        if reachable {
            frame.branched_to = true;
            self.jump(frame.dest, frame.results)?;
        }
        match frame.kind {
            Kind::If { else_block, else_seen: false } => {
                // No else: the parameters pass through as the results.
                frame.branched_to = true;
                self.b.switch_to_block(else_block);
                let params = self.b.block_params(else_block);
                self.args.clear();
                self.args.extend(params.iter().map(|&v| BlockArg::Value(v)));
                self.b.ins().jump(frame.dest, &self.args);
            }
            Kind::Loop { header } => self.seal(header),
            _ => {}
        }
        self.stack.truncate(frame.height);
        if !frame.branched_to {
            return Ok(false);
        }
        self.b.switch_to_block(frame.dest);
        self.seal(frame.dest);
        self.stack.extend_from_slice(self.b.block_params(frame.dest));
        if self.frames.is_empty() {
            let values = std::mem::take(&mut self.stack);
            self.b.ins().return_(&values);
        }
        Ok(true)
    }

    /// A call of `n` arguments from the stack (after `vmctx`), its results
    /// pushed.
    fn call(
        &mut self,
        n: usize,
        call: impl FnOnce(&mut FunctionBuilder, &[ir::Value]) -> ir::Inst,
    ) -> Result<(), String> {
        let from = self.stack.len().checked_sub(n).ok_or("the operand stack underflows")?;
        let mut args = Vec::with_capacity(n + 1);
        args.push(self.vmctx);
        args.extend(self.stack.drain(from..));
        let inst = call(&mut self.b, &args);
        self.stack.extend_from_slice(self.b.inst_results(inst));
        Ok(())
    }

    fn signature_ref(&mut self, type_index: u32) -> Result<ir::SigRef, String> {
        if let Some(&sig) = self.signatures.get(&type_index) {
            return Ok(sig);
        }
        let ty = self.module.types.get(type_index as usize).ok_or("no such type")?;
        let sig = self.b.import_signature(signature(ty)?);
        self.signatures.insert(type_index, sig);
        Ok(sig)
    }

    fn callee(&mut self, function_index: u32) -> Result<ir::FuncRef, String> {
        if let Some(&f) = self.callees.get(&function_index) {
            return Ok(f);
        }
        let type_index = *self.module.functions.get(function_index as usize).ok_or("no such function")?;
        let signature = self.signature_ref(type_index)?;
        let f = self.import(UserExternalName::new(0, function_index), signature);
        self.callees.insert(function_index, f);
        Ok(f)
    }

    fn import(&mut self, name: UserExternalName, signature: ir::SigRef) -> ir::FuncRef {
        let name = self.b.func.declare_imported_user_function(name);
        self.b.import_function(ExtFuncData {
            name: ExternalName::user(name),
            signature,
            colocated: false,
            patchable: false,
        })
    }

    /// A call of a builtin: `(number, parameters, results)`.
    fn builtin(&mut self, (number, params, results): (u32, &[Type], &[Type])) -> Result<(), String> {
        let callee = match self.builtins.get(&number) {
            Some(&f) => f,
            None => {
                let mut sig = Signature::new(CallConv::SystemV);
                sig.params.push(AbiParam::new(I64));
                sig.params.extend(params.iter().map(|&t| AbiParam::new(t)));
                sig.returns.extend(results.iter().map(|&t| AbiParam::new(t)));
                let sig = self.b.import_signature(sig);
                let f = self.import(UserExternalName::new(1, number), sig);
                self.builtins.insert(number, f);
                f
            }
        };
        self.call(params.len(), |b, args| b.ins().call(callee, args))
    }

    /// A load or store at the address on the stack.
    fn memory(&mut self, memarg: &MemArg, access: numeric::Access) -> Result<(), String> {
        match access {
            numeric::Access::Load(ty, width, signed) => {
                let (base, offset) = self.address(memarg)?;
                let v = numeric::load(&mut self.b, ty, width, signed, base, offset);
                self.stack.push(v);
            }
            numeric::Access::Store(width) => {
                let v = self.pop()?;
                let (base, offset) = self.address(memarg)?;
                numeric::store(&mut self.b, width, v, base, offset);
            }
        }
        Ok(())
    }

    /// The address on top of the stack, popped, with `memarg`'s offset: a
    /// base and what is left of the offset.
    fn address(&mut self, memarg: &MemArg) -> Result<(ir::Value, i32), String> {
        let address = self.pop()?;
        let wide = self.b.ins().uextend(I64, address);
        let base = self.b.ins().iadd(self.vmctx, wide);
        Ok(match i32::try_from(memarg.offset) {
            Ok(offset) => (base, offset),
            Err(_) => (self.b.ins().iadd_imm_s(base, memarg.offset as i64), 0),
        })
    }
}

/// Where global `index` sits below `vmctx`.
fn global_offset(index: u32) -> i32 {
    -16 - 8 * index as i32
}
