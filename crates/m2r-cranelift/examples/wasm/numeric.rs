//! The wasm operators that only work on the operand stack (arithmetic,
//! comparisons, conversions), and the shapes of loads and stores.

use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::types::{F32, F64, I16, I32, I64, I8};
use cranelift_codegen::ir::{self, InstBuilder, MemFlagsData, Type};
use cranelift_frontend::FunctionBuilder;
use wasmparser::{MemArg, Operator};

/// A memory access: a load of a type, from memory `width` bits wide (0 for
/// the type's own), sign-extended or not; or a store `width` bits wide.
#[derive(Clone, Copy)]
pub enum Access {
    Load(Type, u8, bool),
    Store(u8),
}

/// The access `op` makes, if it is a load or a store.
pub fn memory_access<'o>(op: &'o Operator) -> Option<(&'o MemArg, Access)> {
    use Access::{Load, Store};
    use Operator as O;
    Some(match op {
        O::I32Load { memarg } => (memarg, Load(I32, 0, false)),
        O::I64Load { memarg } => (memarg, Load(I64, 0, false)),
        O::F32Load { memarg } => (memarg, Load(F32, 0, false)),
        O::F64Load { memarg } => (memarg, Load(F64, 0, false)),
        O::I32Load8S { memarg } => (memarg, Load(I32, 8, true)),
        O::I32Load8U { memarg } => (memarg, Load(I32, 8, false)),
        O::I32Load16S { memarg } => (memarg, Load(I32, 16, true)),
        O::I32Load16U { memarg } => (memarg, Load(I32, 16, false)),
        O::I64Load8S { memarg } => (memarg, Load(I64, 8, true)),
        O::I64Load8U { memarg } => (memarg, Load(I64, 8, false)),
        O::I64Load16S { memarg } => (memarg, Load(I64, 16, true)),
        O::I64Load16U { memarg } => (memarg, Load(I64, 16, false)),
        O::I64Load32S { memarg } => (memarg, Load(I64, 32, true)),
        O::I64Load32U { memarg } => (memarg, Load(I64, 32, false)),
        O::I32Store { memarg } | O::I64Store { memarg } | O::F32Store { memarg } | O::F64Store { memarg } => {
            (memarg, Store(0))
        }
        O::I32Store8 { memarg } | O::I64Store8 { memarg } => (memarg, Store(8)),
        O::I32Store16 { memarg } | O::I64Store16 { memarg } => (memarg, Store(16)),
        O::I64Store32 { memarg } => (memarg, Store(32)),
        _ => return None,
    })
}

/// A load of `ty` from `width` bits at `base + offset`.
pub fn load(b: &mut FunctionBuilder, ty: Type, width: u8, signed: bool, base: ir::Value, offset: i32) -> ir::Value {
    let f = heap_flags();
    match (width, signed) {
        (8, true) => b.ins().sload8(ty, f, base, offset),
        (8, false) => b.ins().uload8(ty, f, base, offset),
        (16, true) => b.ins().sload16(ty, f, base, offset),
        (16, false) => b.ins().uload16(ty, f, base, offset),
        (32, true) => b.ins().sload32(f, base, offset),
        (32, false) => b.ins().uload32(f, base, offset),
        _ => b.ins().load(ty, f, base, offset),
    }
}

/// A store of `value`'s low `width` bits at `base + offset`.
pub fn store(b: &mut FunctionBuilder, width: u8, value: ir::Value, base: ir::Value, offset: i32) {
    let f = heap_flags();
    match width {
        8 => b.ins().istore8(f, value, base, offset),
        16 => b.ins().istore16(f, value, base, offset),
        32 => b.ins().istore32(f, value, base, offset),
        _ => b.ins().store(f, value, base, offset),
    };
}

/// Translates `op` if it only works on the stack; whether it did.
pub fn operator(b: &mut FunctionBuilder, stack: &mut Vec<ir::Value>, op: &Operator) -> Result<bool, String> {
    use Operator as O;
    let arity = match op {
        O::I32Eqz | O::I64Eqz => 1,
        O::I32Clz | O::I32Ctz | O::I32Popcnt | O::I64Clz | O::I64Ctz | O::I64Popcnt => 1,
        O::F32Abs | O::F32Neg | O::F32Ceil | O::F32Floor | O::F32Trunc | O::F32Nearest | O::F32Sqrt => 1,
        O::F64Abs | O::F64Neg | O::F64Ceil | O::F64Floor | O::F64Trunc | O::F64Nearest | O::F64Sqrt => 1,
        O::I32WrapI64 | O::I64ExtendI32S | O::I64ExtendI32U => 1,
        O::I32TruncF32S | O::I32TruncF32U | O::I32TruncF64S | O::I32TruncF64U => 1,
        O::I64TruncF32S | O::I64TruncF32U | O::I64TruncF64S | O::I64TruncF64U => 1,
        O::I32TruncSatF32S | O::I32TruncSatF32U | O::I32TruncSatF64S | O::I32TruncSatF64U => 1,
        O::I64TruncSatF32S | O::I64TruncSatF32U | O::I64TruncSatF64S | O::I64TruncSatF64U => 1,
        O::F32ConvertI32S | O::F32ConvertI32U | O::F32ConvertI64S | O::F32ConvertI64U => 1,
        O::F64ConvertI32S | O::F64ConvertI32U | O::F64ConvertI64S | O::F64ConvertI64U => 1,
        O::F32DemoteF64 | O::F64PromoteF32 => 1,
        O::I32ReinterpretF32 | O::I64ReinterpretF64 | O::F32ReinterpretI32 | O::F64ReinterpretI64 => 1,
        O::I32Extend8S | O::I32Extend16S | O::I64Extend8S | O::I64Extend16S | O::I64Extend32S => 1,
        _ => 2,
    };
    if stack.len() < arity {
        return Err(format!("the operand stack underflows at {op:?}"));
    }
    let y = stack[stack.len() - 1];
    let x = if arity == 2 { stack[stack.len() - 2] } else { y };
    let icmp = |b: &mut FunctionBuilder, cc: IntCC| {
        let c = b.ins().icmp(cc, x, y);
        b.ins().uextend(I32, c)
    };
    let fcmp = |b: &mut FunctionBuilder, cc: FloatCC| {
        let c = b.ins().fcmp(cc, x, y);
        b.ins().uextend(I32, c)
    };
    let extend = |b: &mut FunctionBuilder, to: Type, from: Type| {
        let narrow = b.ins().ireduce(from, y);
        b.ins().sextend(to, narrow)
    };
    let v = match op {
        O::I32Eqz | O::I64Eqz => {
            let c = b.ins().icmp_imm_s(IntCC::Equal, y, 0);
            b.ins().uextend(I32, c)
        }
        O::I32Eq | O::I64Eq => icmp(b, IntCC::Equal),
        O::I32Ne | O::I64Ne => icmp(b, IntCC::NotEqual),
        O::I32LtS | O::I64LtS => icmp(b, IntCC::SignedLessThan),
        O::I32LtU | O::I64LtU => icmp(b, IntCC::UnsignedLessThan),
        O::I32GtS | O::I64GtS => icmp(b, IntCC::SignedGreaterThan),
        O::I32GtU | O::I64GtU => icmp(b, IntCC::UnsignedGreaterThan),
        O::I32LeS | O::I64LeS => icmp(b, IntCC::SignedLessThanOrEqual),
        O::I32LeU | O::I64LeU => icmp(b, IntCC::UnsignedLessThanOrEqual),
        O::I32GeS | O::I64GeS => icmp(b, IntCC::SignedGreaterThanOrEqual),
        O::I32GeU | O::I64GeU => icmp(b, IntCC::UnsignedGreaterThanOrEqual),
        O::F32Eq | O::F64Eq => fcmp(b, FloatCC::Equal),
        O::F32Ne | O::F64Ne => fcmp(b, FloatCC::NotEqual),
        O::F32Lt | O::F64Lt => fcmp(b, FloatCC::LessThan),
        O::F32Gt | O::F64Gt => fcmp(b, FloatCC::GreaterThan),
        O::F32Le | O::F64Le => fcmp(b, FloatCC::LessThanOrEqual),
        O::F32Ge | O::F64Ge => fcmp(b, FloatCC::GreaterThanOrEqual),
        O::I32Clz | O::I64Clz => b.ins().clz(y),
        O::I32Ctz | O::I64Ctz => b.ins().ctz(y),
        O::I32Popcnt | O::I64Popcnt => b.ins().popcnt(y),
        O::I32Add | O::I64Add => b.ins().iadd(x, y),
        O::I32Sub | O::I64Sub => b.ins().isub(x, y),
        O::I32Mul | O::I64Mul => b.ins().imul(x, y),
        O::I32DivS | O::I64DivS => b.ins().sdiv(x, y),
        O::I32DivU | O::I64DivU => b.ins().udiv(x, y),
        O::I32RemS | O::I64RemS => b.ins().srem(x, y),
        O::I32RemU | O::I64RemU => b.ins().urem(x, y),
        O::I32And | O::I64And => b.ins().band(x, y),
        O::I32Or | O::I64Or => b.ins().bor(x, y),
        O::I32Xor | O::I64Xor => b.ins().bxor(x, y),
        O::I32Shl | O::I64Shl => b.ins().ishl(x, y),
        O::I32ShrS | O::I64ShrS => b.ins().sshr(x, y),
        O::I32ShrU | O::I64ShrU => b.ins().ushr(x, y),
        O::I32Rotl | O::I64Rotl => b.ins().rotl(x, y),
        O::I32Rotr | O::I64Rotr => b.ins().rotr(x, y),
        O::F32Abs | O::F64Abs => b.ins().fabs(y),
        O::F32Neg | O::F64Neg => b.ins().fneg(y),
        O::F32Ceil | O::F64Ceil => b.ins().ceil(y),
        O::F32Floor | O::F64Floor => b.ins().floor(y),
        O::F32Trunc | O::F64Trunc => b.ins().trunc(y),
        O::F32Nearest | O::F64Nearest => b.ins().nearest(y),
        O::F32Sqrt | O::F64Sqrt => b.ins().sqrt(y),
        O::F32Add | O::F64Add => b.ins().fadd(x, y),
        O::F32Sub | O::F64Sub => b.ins().fsub(x, y),
        O::F32Mul | O::F64Mul => b.ins().fmul(x, y),
        O::F32Div | O::F64Div => b.ins().fdiv(x, y),
        O::F32Min | O::F64Min => b.ins().fmin(x, y),
        O::F32Max | O::F64Max => b.ins().fmax(x, y),
        O::F32Copysign | O::F64Copysign => b.ins().fcopysign(x, y),
        O::I32WrapI64 => b.ins().ireduce(I32, y),
        O::I64ExtendI32S => b.ins().sextend(I64, y),
        O::I64ExtendI32U => b.ins().uextend(I64, y),
        O::I32TruncF32S | O::I32TruncF64S => b.ins().fcvt_to_sint(I32, y),
        O::I32TruncF32U | O::I32TruncF64U => b.ins().fcvt_to_uint(I32, y),
        O::I64TruncF32S | O::I64TruncF64S => b.ins().fcvt_to_sint(I64, y),
        O::I64TruncF32U | O::I64TruncF64U => b.ins().fcvt_to_uint(I64, y),
        O::I32TruncSatF32S | O::I32TruncSatF64S => b.ins().fcvt_to_sint_sat(I32, y),
        O::I32TruncSatF32U | O::I32TruncSatF64U => b.ins().fcvt_to_uint_sat(I32, y),
        O::I64TruncSatF32S | O::I64TruncSatF64S => b.ins().fcvt_to_sint_sat(I64, y),
        O::I64TruncSatF32U | O::I64TruncSatF64U => b.ins().fcvt_to_uint_sat(I64, y),
        O::F32ConvertI32S | O::F32ConvertI64S => b.ins().fcvt_from_sint(F32, y),
        O::F32ConvertI32U | O::F32ConvertI64U => b.ins().fcvt_from_uint(F32, y),
        O::F64ConvertI32S | O::F64ConvertI64S => b.ins().fcvt_from_sint(F64, y),
        O::F64ConvertI32U | O::F64ConvertI64U => b.ins().fcvt_from_uint(F64, y),
        O::F32DemoteF64 => b.ins().fdemote(F32, y),
        O::F64PromoteF32 => b.ins().fpromote(F64, y),
        O::I32ReinterpretF32 => b.ins().bitcast(I32, ir::MemFlagsData::new(), y),
        O::I64ReinterpretF64 => b.ins().bitcast(I64, ir::MemFlagsData::new(), y),
        O::F32ReinterpretI32 => b.ins().bitcast(F32, ir::MemFlagsData::new(), y),
        O::F64ReinterpretI64 => b.ins().bitcast(F64, ir::MemFlagsData::new(), y),
        O::I32Extend8S => extend(b, I32, I8),
        O::I32Extend16S => extend(b, I32, I16),
        O::I64Extend8S => extend(b, I64, I8),
        O::I64Extend16S => extend(b, I64, I16),
        O::I64Extend32S => extend(b, I64, I32),
        _ => return Ok(false),
    };
    stack.truncate(stack.len() - arity);
    stack.push(v);
    Ok(true)
}

/// Flags of a heap access (the translation does no bounds checks).
pub fn heap_flags() -> MemFlagsData {
    MemFlagsData::new()
}
