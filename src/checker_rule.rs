//! What the independent checker is told about the running LLVM: the one
//! place that names both the passes' rules and the checker's words for
//! them, so that the checker (`crate::check`) names no rule of the passes
//! and the rules name nothing of the checker.
#![forbid(unsafe_code)]

use crate::check::AccessRule;
use crate::rules::{AccessTypes, Rules};

/// The rule the checker checks mem2reg's output by, for an LLVM whose
/// mem2reg takes `access_types`.
pub fn for_access_types(access_types: AccessTypes) -> AccessRule {
    match access_types {
        AccessTypes::Allocated => AccessRule::AllocatedType,
        AccessTypes::AnyOne => AccessRule::AnyOneType,
    }
}

/// The rule for the LLVM this process runs in.
pub fn of_running_llvm() -> AccessRule {
    for_access_types(Rules::of_running_llvm().access_types)
}
