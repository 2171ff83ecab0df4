//! The value of a slot read before any write: a zero of its type, as
//! Cranelift's interpreter and cranelift-frontend give an unset variable.

use cranelift_codegen::cursor::FuncCursor;
use cranelift_codegen::ir::{self, types, InstBuilder, Type};

/// Whether [`zero`] can make a zero of `ty`.
pub(crate) fn has_zero(ty: Type) -> bool {
    ty.is_int() || ty == types::F32 || ty == types::F64 || ty.is_vector()
}

/// A zero of type `ty` (see [`has_zero`]), inserted at `pos`.
pub(crate) fn zero(pos: &mut FuncCursor<'_>, ty: Type) -> ir::Value {
    if ty == types::I128 {
        let low = pos.ins().iconst(types::I64, 0);
        pos.ins().uextend(types::I128, low)
    } else if ty.is_int() {
        pos.ins().iconst(ty, 0)
    } else if ty == types::F32 {
        pos.ins().f32const(0.0)
    } else if ty == types::F64 {
        pos.ins().f64const(0.0)
    } else {
        let bytes = pos.func.dfg.constants.insert(vec![0u8; ty.bytes() as usize].into());
        pos.ins().vconst(ty, bytes)
    }
}
