//! The library's three kinds of ids. Each is a `u32` newtype with `new` and
//! `index` (see [`entity_id!`](crate::entity_id)).

crate::entity_id! {
    /// A basic block. Blocks are numbered `0..n` in the order the client
    /// lists them; block 0 is where execution starts.
    Block
}

crate::entity_id! {
    /// A variable being put into SSA form (a local, a stack slot, a register
    /// of a non-SSA IR): numbered `0..num_vars`.
    Var
}

crate::entity_id! {
    /// A phi, numbered in creation order: by variable, then by block (see
    /// [`PhiPlacement`](crate::PhiPlacement)).
    PhiId
}
