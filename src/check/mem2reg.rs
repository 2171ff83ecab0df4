//! What mem2reg promises: no promotable alloca is left in the entry block
//! (mem2reg runs until none is), so no load or store of a promoted variable
//! survives. The promotability rule itself is upstream's
//! ([`crate::promote::promotable`]); the differential tests check it
//! against upstream.

use super::FunctionGraph;
use crate::promote::promotable::Candidates;
use crate::rules::Rules;

pub(super) fn promises(graph: &FunctionGraph, problems: &mut Vec<String>) {
    let access_types = Rules::of_running_llvm().access_types;
    for candidate in Candidates::find(graph.blocks[0], access_types).list.values() {
        let name = candidate.alloca.name();
        let shown = if name.is_empty() { "(unnamed)".to_string() } else { format!("%{name}") };
        problems.push(format!("promotable alloca {shown} left in the entry block"));
    }
}
