//! A WebAssembly object read once, before anything is measured: its
//! function types, what each function index calls, its globals' types, and
//! each body's locals and operators, decoded.

use cranelift_codegen::ir::types::{F32, F64, I32, I64};
use cranelift_codegen::ir::Type;
use wasmparser::{FuncType, Operator, Parser, Payload, TypeRef, ValType};

/// One function body: its locals (parameters first) and its operators.
pub struct Body<'a> {
    /// The index of the function in the module's function space.
    pub index: u32,
    pub locals: Vec<Type>,
    pub ops: Vec<Operator<'a>>,
}

/// What the translation needs of a module.
pub struct Module<'a> {
    pub types: Vec<FuncType>,
    /// Each function's type index: the imported ones, then the defined ones.
    pub functions: Vec<u32>,
    /// Each global's type: the imported ones, then the defined ones.
    pub globals: Vec<Type>,
    pub bodies: Vec<Body<'a>>,
}

/// A wasm value type as a Cranelift type; `None` for the ones this
/// translation does not handle (vectors, references).
pub fn ir_type(ty: ValType) -> Option<Type> {
    match ty {
        ValType::I32 => Some(I32),
        ValType::I64 => Some(I64),
        ValType::F32 => Some(F32),
        ValType::F64 => Some(F64),
        ValType::V128 | ValType::Ref(_) => None,
    }
}

impl<'a> Module<'a> {
    /// Reads `data`, a wasm module or relocatable object.
    pub fn read(data: &'a [u8]) -> Result<Module<'a>, String> {
        let mut module = Module { types: vec![], functions: vec![], globals: vec![], bodies: vec![] };
        let mut defined = 0;
        let mut first_defined = 0;
        for payload in Parser::new(0).parse_all(data) {
            match payload.map_err(|e| e.to_string())? {
                Payload::TypeSection(reader) => {
                    for ty in reader.into_iter_err_on_gc_types() {
                        module.types.push(ty.map_err(|e| e.to_string())?);
                    }
                }
                Payload::ImportSection(reader) => {
                    for import in reader.into_imports() {
                        match import.map_err(|e| e.to_string())?.ty {
                            TypeRef::Func(t) | TypeRef::FuncExact(t) => module.functions.push(t),
                            TypeRef::Global(g) => module.globals.push(ir_type(g.content_type).unwrap_or(I64)),
                            _ => {}
                        }
                    }
                    first_defined = module.functions.len();
                }
                Payload::FunctionSection(reader) => {
                    first_defined = module.functions.len();
                    for t in reader {
                        module.functions.push(t.map_err(|e| e.to_string())?);
                    }
                }
                Payload::GlobalSection(reader) => {
                    for g in reader {
                        module.globals.push(ir_type(g.map_err(|e| e.to_string())?.ty.content_type).unwrap_or(I64));
                    }
                }
                Payload::CodeSectionEntry(body) => {
                    let index = (first_defined + defined) as u32;
                    defined += 1;
                    let ty = &module.types[module.functions[index as usize] as usize];
                    let mut locals = Vec::new();
                    for &p in ty.params() {
                        locals.push(ir_type(p).ok_or("a vector or reference parameter")?);
                    }
                    for local in body.get_locals_reader().map_err(|e| e.to_string())? {
                        let (count, ty) = local.map_err(|e| e.to_string())?;
                        let ty = ir_type(ty).ok_or("a vector or reference local")?;
                        locals.extend(std::iter::repeat_n(ty, count as usize));
                    }
                    let mut ops = Vec::new();
                    for op in body.get_operators_reader().map_err(|e| e.to_string())? {
                        ops.push(op.map_err(|e| e.to_string())?);
                    }
                    module.bodies.push(Body { index, locals, ops });
                }
                _ => {}
            }
        }
        Ok(module)
    }

    /// The type of function `index`.
    pub fn function_type(&self, index: u32) -> &FuncType {
        &self.types[self.functions[index as usize] as usize]
    }
}
