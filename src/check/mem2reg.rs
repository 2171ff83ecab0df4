//! What mem2reg promises: no promotable alloca is left in the entry block
//! (mem2reg runs until none is), so no load or store of a promoted variable
//! survives. The promotability rule itself is upstream's
//! ([`crate::promote::promotable`]); the differential tests check it
//! against upstream.

use super::FunctionGraph;
use crate::promote::promotable::Candidates;

pub(super) fn promises(graph: &FunctionGraph, problems: &mut Vec<String>) {
    for candidate in Candidates::find(graph.blocks[0]).list.values() {
        let name = candidate.alloca.name();
        let shown = if name.is_empty() { "(unnamed)".to_string() } else { format!("%{name}") };
        problems.push(format!("promotable alloca {shown} left in the entry block"));
    }
}
