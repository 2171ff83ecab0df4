//! What upstream's mem2reg and reg2mem do differently from one LLVM major to
//! the next, as data: one [`Rules`] value per major, built in one place
//! ([`Rules::for_major`]) and handed to the passes, which take each rule they
//! need as a parameter and never ask which LLVM they run in. The rows follow
//! `../shared/REFERENCE.md` ("LLVM 17 to 23"), which found them by running
//! each major's own passes; `tests/rules.rs` pins every row, and the lit
//! tests named in each field's doc show the split against upstream.
//!
//! Adding a major is one row here (plus, in `src/version.rs` and
//! `src/shim/version.h`, whatever its C and C++ APIs changed).
//!
//! The SSA library (`m2r-ssa`) sees only the parts it needs, as its own
//! types: a [`SuccessorOrder`] for the renaming walk and the
//! [`CleanupRules`] of the phi clean-up.
#![forbid(unsafe_code)]

pub use crate::llvm::function::BlockNumbering;
use m2r_ssa::{CleanupRules, SuccessorOrder};

/// `undef` or `poison`, where upstream's choice between them changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unknown {
    /// LLVM's `undef`.
    Undef,
    /// LLVM's `poison`.
    Poison,
}

/// Which types the loads and stores of a promotable alloca may have.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum AccessTypes {
    /// Only its allocated type.
    #[default]
    Allocated,
    /// Any one type, the same for all.
    AnyOne,
}

/// The rules of one LLVM major.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    /// The LLVM major these are the rules of.
    pub major: u32,

    // mem2reg (PromoteMemoryToRegister.cpp).
    /// The order in which renaming continues at a block's successors
    /// (terminator order from 21 on; `lit-tests/rules-successor-order.ll`).
    pub successor_order: SuccessorOrder,
    /// Which number keys a block (`lit-tests/rules-block-numbers.ll`).
    pub block_numbering: BlockNumbering,
    /// Whether a new phi is named before it is inserted (18 on): a name
    /// longer than a function's symbol table allows
    /// (`-non-global-value-max-name-size`, 1024) is then kept whole, where
    /// 17, inserting first, cuts it (`lit-tests/rules-phi-name-length.ll`).
    pub phi_named_before_insertion: bool,
    /// The phi clean-up's order: how its map of new phis hashes
    /// (splitmix64's mixer from 19 on, Thomas Wang's before:
    /// `tests/upstream.rs` compares with the LLVM's own `DenseMap`) and
    /// probes (linearly from 23 on).
    pub phi_map: PhiMap,
    /// The phi clean-up: whether poison counts as undef (until 18: a phi of
    /// only poison or itself folds to undef, not poison;
    /// `lit-tests/rules-poison-phis.ll`) and whether `phi [v, undef]` is
    /// kept unless `v` is known not to be poison (from 20 on;
    /// `lit-tests/phi-simplification.ll`).
    pub cleanup: CleanupRules,
    /// Whether the single-store path forwards a stored value that is not an
    /// instruction (an argument, a constant) to every load, also to loads
    /// the store does not dominate, without asking whether it may be poison
    /// (until 18; from 19 on a maybe-poison value needs a dominating store;
    /// `lit-tests/rules-single-store-poison.ll`).
    pub single_store_forwards_maybe_poison: bool,
    /// Whether a load with `!noundef` replaced by undef leaves
    /// `store i1 true, ptr poison` behind, immediate undefined behaviour
    /// (19 on; `lit-tests/rules-noundef.ll`).
    pub noundef_load_of_undef_is_ub: bool,
    /// Whether new floating-point phis get `nsz` when the function says
    /// `"no-signed-zeros-fp-math"="true"` (19 on; `lit-tests/rules-nsz.ll`).
    pub fp_phis_take_nsz: bool,
    /// The types a promotable alloca's loads and stores may have: the
    /// allocated type, or from 23 on any one type (the alloca's values are
    /// then of that type).
    pub access_types: AccessTypes,
    /// What a debug record says when a store cannot describe its variable
    /// (`ConvertDebugDeclareToDebugValue`): `undef` until 19, `poison` from
    /// 20 on.
    pub undescribed_debug_value: Unknown,
    /// Whether the single-store path turns a `dbg_value` that dereferences
    /// the alloca into a `dbg_value` of the stored value before the store
    /// (`InsertDebugValueAtStoreLoc`, 20 on; before, it is only erased).
    pub single_store_converts_deref_values: bool,

    // reg2mem (BreakCriticalEdges.cpp).
    /// Whether a block made to split a critical edge gives its branch the
    /// terminator's `!llvm.loop` (21 on).
    pub split_edge_copies_loop_metadata: bool,

    // The IR and the tools.
    /// Whether `llvm.lifetime.start`/`end` take a size before the pointer,
    /// which may then be a cast or GEP of the alloca (until 21). From 22 on
    /// they take only the pointer, and it is the alloca.
    pub lifetime_markers_sized: bool,
    /// Whether clang loads `-fpass-plugin` plugins before it parses `-mllvm`
    /// options (22 on, llvm/llvm-project#171868), so that the plugin's own
    /// flags are known; before, the library must also be loaded with
    /// `-Xclang -load -Xclang libm2r.so`.
    pub clang_loads_pass_plugins_before_mllvm: bool,
}

/// Why there are no rules for a major.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnsupportedMajor(pub u32);

impl std::fmt::Display for UnsupportedMajor {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "LLVM {} is not supported (rust-mem2reg knows LLVM {FIRST_MAJOR} to {LAST_MAJOR})", self.0)
    }
}

impl std::error::Error for UnsupportedMajor {}

/// The first major with a row. (17's passes do what 18's do; only the
/// dbg.values 18 creates are tail calls, which LLVM's own DIBuilder decides.)
pub const FIRST_MAJOR: u32 = 17;
/// The last major with a row.
pub const LAST_MAJOR: u32 = 23;

impl Rules {
    /// The rules of LLVM `major`: the one place where a major becomes
    /// behaviour.
    pub fn for_major(major: u32) -> Result<Rules, UnsupportedMajor> {
        if !(FIRST_MAJOR..=LAST_MAJOR).contains(&major) {
            return Err(UnsupportedMajor(major));
        }
        let from = |first: u32| major >= first;
        Ok(Rules {
            major,
            successor_order: if from(21) {
                SuccessorOrder::ByLastOccurrence
            } else {
                SuccessorOrder::FirstThenRestReversed
            },
            block_numbering: if from(20) { BlockNumbering::Llvm } else { BlockNumbering::Layout },
            phi_map: PhiMap {
                hash: if from(19) { PairHash::SplitMix } else { PairHash::Wang },
                probing: if from(23) { Probing::Linear } else { Probing::Quadratic },
            },
            cleanup: CleanupRules { keeps_undef_merge_of_maybe_poison: from(20), poison_as_undef: !from(19) },
            access_types: if from(23) { AccessTypes::AnyOne } else { AccessTypes::Allocated },
            undescribed_debug_value: if from(20) { Unknown::Poison } else { Unknown::Undef },
            single_store_converts_deref_values: from(20),
            single_store_forwards_maybe_poison: !from(19),
            noundef_load_of_undef_is_ub: from(19),
            fp_phis_take_nsz: from(19),
            split_edge_copies_loop_metadata: from(21),
            lifetime_markers_sized: !from(22),
            clang_loads_pass_plugins_before_mllvm: from(22),
            phi_named_before_insertion: from(18),
        })
    }

    /// The rules of the LLVM this process runs (`LLVMGetVersion`), which is
    /// the one the plugin was built for: opt and clang load a plugin only
    /// into the major it was built for.
    pub fn of_running_llvm() -> Rules {
        let major = crate::version::running_major();
        Rules::for_major(major).unwrap_or_else(|e| panic!("{e}: the plugin was built for it"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `../shared/REFERENCE.md`'s matrix ("LLVM 17 to 23"), written out per
    /// major as the table there reads, independently of the thresholds in
    /// [`Rules::for_major`]: (major, poison counts as undef and the map
    /// hashes as before 19 (both until 18), single store
    /// forwards maybe-poison values, noundef load of undef is UB, nsz on FP
    /// phis, renaming in terminator order, block numbers from LLVM, linear
    /// probing, undef merge kept, any one access type, poison for
    /// undescribed debug values, deref dbg_value converted, split edges keep
    /// !llvm.loop, sized lifetime markers; and phis named before insertion,
    /// which REFERENCE does not list: `lit-tests/rules-phi-name-length.ll`).
    type Row = (u32, [bool; 4], [bool; 10]);
    #[rustfmt::skip]
    const MATRIX: &[Row] = &[
        (17, [true,  true,  false, false], [false, false, false, false, false, false, false, false, true, false]),
        (18, [true,  true,  false, false], [false, false, false, false, false, false, false, false, true, true]),
        (19, [false, false, true,  true],  [false, false, false, false, false, false, false, false, true, true]),
        (20, [false, false, true,  true],  [false, true,  false, true,  false, true,  true,  false, true, true]),
        (21, [false, false, true,  true],  [true,  true,  false, true,  false, true,  true,  true,  true, true]),
        (22, [false, false, true,  true],  [true,  true,  false, true,  false, true,  true,  true,  false, true]),
        (23, [false, false, true,  true],  [true,  true,  true,  true,  true,  true,  true,  true,  false, true]),
    ];

    #[test]
    fn every_row_is_the_reference_matrix() {
        for &(major, early, later) in MATRIX {
            let [as_undef, forwards, ub, nsz] = early;
            let [order, numbers, linear, keeps, any_one, poison, deref, loop_md, sized, named_first] = later;
            let r = Rules::for_major(major).expect("a row");
            assert_eq!(r.major, major);
            assert_eq!(r.cleanup.poison_as_undef, as_undef, "{major}: poison as undef");
            assert_eq!(r.phi_map.hash == PairHash::Wang, as_undef, "{major}: the map's hash");
            assert_eq!(r.single_store_forwards_maybe_poison, forwards, "{major}: single-store forwarding");
            assert_eq!(r.noundef_load_of_undef_is_ub, ub, "{major}: noundef load of undef");
            assert_eq!(r.fp_phis_take_nsz, nsz, "{major}: nsz");
            assert_eq!(r.successor_order == SuccessorOrder::ByLastOccurrence, order, "{major}: successor order");
            assert_eq!(r.block_numbering == BlockNumbering::Llvm, numbers, "{major}: block numbers");
            assert_eq!(r.phi_map.probing == Probing::Linear, linear, "{major}: probing");
            assert_eq!(r.cleanup.keeps_undef_merge_of_maybe_poison, keeps, "{major}: undef merge");
            assert_eq!(r.access_types == AccessTypes::AnyOne, any_one, "{major}: access types");
            assert_eq!(r.undescribed_debug_value == Unknown::Poison, poison, "{major}: undescribed value");
            assert_eq!(r.single_store_converts_deref_values, deref, "{major}: deref dbg_value");
            assert_eq!(r.split_edge_copies_loop_metadata, loop_md, "{major}: !llvm.loop");
            assert_eq!(r.lifetime_markers_sized, sized, "{major}: lifetime markers");
            assert_eq!(r.phi_named_before_insertion, named_first, "{major}: phis named before insertion");
        }
        let majors: Vec<u32> = MATRIX.iter().map(|row| row.0).collect();
        assert_eq!(majors, (FIRST_MAJOR..=LAST_MAJOR).collect::<Vec<_>>(), "every row is checked");
    }

    #[test]
    fn majors_without_a_row_are_an_error() {
        for major in [0, 16, 24] {
            assert_eq!(Rules::for_major(major), Err(UnsupportedMajor(major)));
        }
        assert_eq!(UnsupportedMajor(16).to_string(), "LLVM 16 is not supported (rust-mem2reg knows LLVM 17 to 23)");
    }

    #[test]
    fn the_running_llvm_is_the_one_built_for() {
        assert_eq!(Rules::of_running_llvm().major, crate::version::LLVM_MAJOR);
    }
}

/// How the map of new phis hashes and probes, which decides its order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PhiMap {
    /// How it hashes its keys.
    pub hash: PairHash,
    /// How it probes.
    pub probing: Probing,
}

/// How a `DenseMap` looks for the next bucket when one is taken.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Probing {
    /// Steps of 1, 2, 3, ... (LLVM 22 and before).
    #[default]
    Quadratic,
    /// Steps of 1, and no tombstones: removing entries (`remove_if`, which
    /// the phi clean-up's rounds use) places the rest again, in a table of
    /// the same size (LLVM 23).
    Linear,
}

/// How a `DenseMap` hashes a pair of unsigneds: `combineHashValue` of each
/// one's hash (37 times it), which mixes `(37 * first) << 32 | 37 * second`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PairHash {
    /// splitmix64's mixer: one multiplication and one xor-shift (LLVM 19 on).
    #[default]
    SplitMix,
    /// Thomas Wang's 64-bit mix of shifts and adds (LLVM 18 and before).
    Wang,
}
