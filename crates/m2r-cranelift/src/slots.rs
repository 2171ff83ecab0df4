//! Which stack slots can become SSA values, and their accesses.
//!
//! Cranelift 0.135 has no `stack_load` and `stack_store` instructions any
//! more: the builder methods of those names emit a `stack_addr` and a plain
//! `load` or `store` through its result. So a slot is promotable when every
//! `stack_addr` of it is at offset 0 and its result is used only as the
//! address of such a `load` or `store`, each of one type that covers the
//! slot, with one endianness. Any other use of the address (stored as a
//! value, passed to a call or a branch, offset, or read through an
//! extending load) lets it escape, and the slot stays in memory. So does a
//! slot that a call's user stack map names: a garbage collector reads it
//! there (cranelift-frontend spills the values declared to need stack maps
//! into such slots around each call).
//!
//! A value may reach its use through aliases (cranelift-frontend leaves one
//! where it removed a block parameter, and so does this pass where it
//! removed a load): every use is read through them, so an address used
//! under another name is still seen.
//!
//! Cranelift IR has no use lists, so one walk over the function's
//! instructions finds every use of every `stack_addr` result.

use cranelift_codegen::entity::packed_option::PackedOption;
use cranelift_codegen::entity::EntityRef;
use cranelift_codegen::entity::SecondaryMap;
use cranelift_codegen::ir::{self, Endianness, Function, InstructionData, Opcode, StackSlot, StackSlotKind, Type};

/// Why a stack slot stays in memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    /// It is not an explicit slot of a fixed size.
    NotExplicit,
    /// Nothing addresses it.
    Unused,
    /// Its address escapes at `inst`: stored, passed on, or computed with.
    AddressEscapes {
        /// The instruction that uses the address otherwise.
        inst: ir::Inst,
    },
    /// `inst` addresses it at an offset.
    Offset {
        /// The `stack_addr`.
        inst: ir::Inst,
    },
    /// `inst` reads or writes a part of it, or more: its type `ty` is not
    /// the slot's size.
    Partial {
        /// The load or store.
        inst: ir::Inst,
        /// The type it accesses.
        ty: Type,
    },
    /// `inst` accesses it as `ty`, another type than an earlier access.
    MixedTypes {
        /// The load or store.
        inst: ir::Inst,
        /// The type it accesses.
        ty: Type,
    },
    /// `inst` accesses it with another endianness than an earlier access.
    MixedEndianness {
        /// The load or store.
        inst: ir::Inst,
    },
    /// Its values are of type `ty`, whose zero (the value of a read before
    /// any write) this pass cannot make.
    UnsupportedType {
        /// The type.
        ty: Type,
    },
    /// Its value is live into the entry block along an edge into it (which
    /// valid Cranelift IR does not have): a block parameter there would
    /// have no argument for the function's start.
    LiveIntoEntry,
    /// The user stack map of the call `inst` names it: a garbage collector
    /// reads (and may update) the slot while the call runs.
    StackMap {
        /// The call.
        inst: ir::Inst,
    },
}

/// What the scan found of one slot.
#[derive(Clone, Debug)]
pub(crate) struct SlotUse {
    /// Its value type, once an access says it.
    pub ty: Option<Type>,
    endianness: Option<Option<Endianness>>,
    /// Why it stays, if it does.
    pub kept: Option<Reason>,
    /// Its `stack_addr` instructions.
    pub addrs: Vec<ir::Inst>,
}

impl SlotUse {
    fn keep(&mut self, why: Reason) {
        self.kept.get_or_insert(why);
    }

    /// An access of type `ty` with `endianness` at `inst`, to a slot of
    /// `size` bytes.
    fn access(&mut self, inst: ir::Inst, ty: Type, endianness: Option<Endianness>, size: u32) {
        if ty.bytes() != size {
            self.keep(Reason::Partial { inst, ty });
        } else if *self.ty.get_or_insert(ty) != ty {
            self.keep(Reason::MixedTypes { inst, ty });
        } else if *self.endianness.get_or_insert(endianness) != endianness {
            self.keep(Reason::MixedEndianness { inst });
        }
    }
}

/// Every sized stack slot's uses (by slot number), and the slot each load
/// or store of a promotable one accesses.
pub(crate) struct Scan {
    pub slots: Vec<(StackSlot, SlotUse)>,
    /// By instruction number.
    pub accesses: SecondaryMap<ir::Inst, PackedOption<StackSlot>>,
}

impl Scan {
    /// What the scan found of `ss`.
    pub fn slot(&self, ss: StackSlot) -> &SlotUse {
        &self.slots[ss.index()].1
    }
}

/// Scans `func` for its sized stack slots' uses.
pub(crate) fn scan(func: &Function) -> Scan {
    let mut uses: Vec<SlotUse> = func
        .sized_stack_slots
        .values()
        .map(|data| {
            let mut slot = SlotUse { ty: None, endianness: None, kept: None, addrs: Vec::new() };
            if data.kind != StackSlotKind::ExplicitSlot {
                slot.keep(Reason::NotExplicit);
            }
            slot
        })
        .collect();
    // The addresses first: in unreachable code a use can come before its
    // definition in the layout.
    // By value and instruction number, sized once (indexing past the end
    // grows a map an entry at a time): values and instructions are
    // numbered densely.
    let mut address_of: SecondaryMap<ir::Value, PackedOption<StackSlot>> = SecondaryMap::new();
    address_of.resize(func.dfg.num_values());
    for block in func.layout.blocks() {
        for inst in func.layout.block_insts(block) {
            if let InstructionData::StackAddr { stack_slot, offset, .. } = func.dfg.insts[inst] {
                let slot = &mut uses[stack_slot.index()];
                slot.addrs.push(inst);
                if i32::from(offset) != 0 {
                    slot.keep(Reason::Offset { inst });
                }
                address_of[func.dfg.first_result(inst)] = stack_slot.into();
            }
        }
    }
    let mut accesses: SecondaryMap<ir::Inst, PackedOption<StackSlot>> = SecondaryMap::new();
    accesses.resize(func.dfg.num_insts());
    let addressed = |v: ir::Value| address_of[func.dfg.resolve_aliases(v)].expand();
    for block in func.layout.blocks() {
        for inst in func.layout.block_insts(block) {
            if func.dfg.insts[inst].opcode().is_safepoint() {
                for entry in func.dfg.user_stack_map_entries(inst).unwrap_or_default() {
                    uses[entry.slot.index()].keep(Reason::StackMap { inst });
                }
            }
            let access = match func.dfg.insts[inst] {
                InstructionData::Load { opcode: Opcode::Load, arg, flags, offset } if i32::from(offset) == 0 => {
                    addressed(arg).map(|ss| (ss, func.dfg.first_result(inst), flags))
                }
                InstructionData::Store { opcode: Opcode::Store, args: [value, addr], flags, offset }
                    if i32::from(offset) == 0 && addressed(addr).is_some() =>
                {
                    // A slot's address stored as a value escapes.
                    if let Some(ss) = addressed(value) {
                        uses[ss.index()].keep(Reason::AddressEscapes { inst });
                    }
                    addressed(addr).map(|ss| (ss, value, flags))
                }
                _ => None,
            };
            match access {
                Some((ss, value, flags)) => {
                    let size = func.sized_stack_slots[ss].size;
                    let endianness = func.dfg.mem_flags[flags].explicit_endianness();
                    uses[ss.index()].access(inst, func.dfg.value_type(value), endianness, size);
                    accesses[inst] = ss.into();
                }
                None => {
                    let mut escapes = |v: ir::Value| {
                        if let Some(ss) = addressed(v) {
                            uses[ss.index()].keep(Reason::AddressEscapes { inst });
                        }
                    };
                    // Only a terminator has values beyond its arguments
                    // (branch arguments, exception tables' contexts).
                    if func.dfg.insts[inst].opcode().is_terminator() {
                        func.dfg.inst_values(inst).for_each(escapes);
                    } else {
                        debug_assert_eq!(func.dfg.inst_values(inst).count(), func.dfg.inst_args(inst).len());
                        func.dfg.inst_args(inst).iter().for_each(|&v| escapes(v));
                    }
                }
            }
        }
    }
    let mut slots: Vec<(StackSlot, SlotUse)> = func.sized_stack_slots.keys().zip(uses).collect();
    for (_, slot) in &mut slots {
        if slot.kept.is_none() && slot.addrs.is_empty() {
            slot.keep(Reason::Unused);
        }
        if let Some(ty) = slot.ty.filter(|&ty| !crate::zero::has_zero(ty)) {
            slot.keep(Reason::UnsupportedType { ty });
        }
    }
    Scan { slots, accesses }
}
