//! Dense ids and the maps indexed by them.
//!
//! A compiler hands over blocks and variables in its own shapes; the
//! algorithms want small integers. Every block and variable is an id, and
//! the algorithms index `Vec`s by them. Different index spaces get
//! different types (a preorder number is not a block id), after
//! Cranelift's `cranelift-entity` and rustc's `newtype_index!`.

use std::fmt;
use std::marker::PhantomData;
use std::ops::{Index, IndexMut};

/// A dense id: a `u32` newtype usable as a `Vec` index.
pub trait EntityId: Copy + Eq + Ord + fmt::Debug {
    /// The id of index `index`.
    fn new(index: usize) -> Self;
    /// The index of this id.
    fn index(self) -> usize;
}

/// Declares a dense id type: an opaque `u32` newtype with [`EntityId`], the
/// same `new` and `index` as inherent methods (no trait import needed), and
/// a reserved value that is no index (`u32::MAX`, as cranelift-entity's
/// `ReservedValue`), for tables that mark "none" without an `Option`.
///
/// ```
/// m2r_ssa::entity_id! {
///     /// A register of my IR.
///     Reg
/// }
/// let r = Reg::new(7);
/// assert_eq!((r.index(), r), (7, Reg::new(7)));
/// assert!(Reg::reserved().is_reserved() && !r.is_reserved());
/// let mut names: m2r_ssa::IdVec<Reg, &str> = m2r_ssa::IdVec::filled(8, "");
/// names[r] = "sp";
/// ```
#[macro_export]
macro_rules! entity_id {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        // A `u32` in memory too, for clients whose records cross into C.
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
        #[repr(transparent)]
        pub struct $name(pub(crate) u32);

        impl $name {
            /// The id of index `index`.
            ///
            /// # Panics
            /// If `index` is not below `u32::MAX` (the reserved value).
            #[inline]
            pub const fn new(index: usize) -> Self {
                assert!(index < u32::MAX as usize, "ids are below u32::MAX (the reserved value)");
                $name(index as u32)
            }

            /// The index of this id.
            #[inline]
            pub fn index(self) -> usize {
                self.0 as usize
            }

            /// The reserved value: no id (its `index` is no index).
            #[inline]
            pub const fn reserved() -> Self {
                $name(u32::MAX)
            }

            /// Whether this is [`Self::reserved`].
            #[inline]
            pub const fn is_reserved(self) -> bool {
                self.0 == u32::MAX
            }
        }

        impl From<u32> for $name {
            /// The id whose index is `raw`; `u32::MAX` is [`Self::reserved`].
            #[inline]
            fn from(raw: u32) -> Self {
                $name(raw)
            }
        }

        impl $crate::EntityId for $name {
            #[inline]
            fn new(index: usize) -> Self {
                $name::new(index)
            }
            #[inline]
            fn index(self) -> usize {
                $name::index(self)
            }
        }
    };
}

/// `n`, the number of things that each have an id, checked once to be at
/// most `u32::MAX`: a loop over `0..n` then builds every id with no check of
/// its own (the optimizer sees each index below the reserved value).
#[inline]
fn id_count(n: usize) -> usize {
    assert!(n <= u32::MAX as usize, "each item has an id");
    n
}

/// A plain index is an id too.
impl EntityId for u32 {
    #[inline]
    fn new(index: usize) -> Self {
        u32::try_from(index).expect("ids fit in u32")
    }
    #[inline]
    fn index(self) -> usize {
        self as usize
    }
}

/// A `Vec<T>` indexed by the id type `I` only.
#[derive(PartialEq, Eq)]
pub struct IdVec<I, T> {
    items: Vec<T>,
    _id: PhantomData<fn(I) -> I>,
}

impl<I, T: Clone> Clone for IdVec<I, T> {
    fn clone(&self) -> Self {
        IdVec { items: self.items.clone(), _id: PhantomData }
    }

    /// Keeps `self`'s buffer, as `Vec::clone_from` does (a derived `Clone`
    /// would allocate a new one).
    fn clone_from(&mut self, source: &Self) {
        self.items.clone_from(&source.items);
    }
}

impl<I: EntityId, T> IdVec<I, T> {
    /// An empty one.
    pub fn new() -> Self {
        Self::from_vec(Vec::new())
    }

    /// A map whose values are `items`, the first for id 0.
    pub fn from_vec(items: Vec<T>) -> Self {
        IdVec { items, _id: PhantomData }
    }

    /// The values, the first for id 0: [`Self::from_vec`] undone, the
    /// buffer kept.
    pub fn into_vec(self) -> Vec<T> {
        self.items
    }

    /// `len` ids, each mapped to `value`.
    pub fn filled(len: usize, value: T) -> Self
    where
        T: Clone,
    {
        Self::from_vec(vec![value; len])
    }

    /// How many ids there are.
    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// Keeps the first `len` ids (all of them, if there are no more).
    pub fn truncate(&mut self, len: usize) {
        self.items.truncate(len);
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// The id the next [`Self::push`] returns.
    pub fn next_id(&self) -> I {
        I::new(self.items.len())
    }

    /// Appends `value` and returns its id.
    pub fn push(&mut self, value: T) -> I {
        let id = I::new(self.items.len());
        self.items.push(value);
        id
    }

    /// Appends `values`, their ids following on.
    ///
    /// # Panics
    /// If the last would have no id (an index of `u32::MAX` or more).
    pub fn extend(&mut self, values: impl IntoIterator<Item = T>) {
        self.items.extend(values);
        if let Some(last) = self.items.len().checked_sub(1) {
            I::new(last);
        }
    }

    /// The item of `id`, if there is one.
    #[inline]
    pub fn get_mut(&mut self, id: I) -> Option<&mut T> {
        self.items.get_mut(id.index())
    }

    /// Every id, in order.
    pub fn ids(&self) -> impl DoubleEndedIterator<Item = I> + ExactSizeIterator {
        (0..id_count(self.items.len())).map(I::new)
    }

    /// Every id with its value, in order.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = (I, &T)> + ExactSizeIterator {
        let items = &self.items[..id_count(self.items.len())];
        items.iter().enumerate().map(|(i, t)| (I::new(i), t))
    }

    /// Every value, in id order.
    pub fn values(&self) -> std::slice::Iter<'_, T> {
        self.items.iter()
    }

    /// Every value, in id order, to change in place.
    pub fn values_mut(&mut self) -> std::slice::IterMut<'_, T> {
        self.items.iter_mut()
    }

    /// Removes everything, keeping the buffers.
    pub fn clear(&mut self) {
        self.items.clear();
    }

    /// Empties it, with room for `n` items: a buffer too small is replaced
    /// rather than grown (growing would copy its whole old allocation,
    /// contents nobody reads again).
    pub fn clear_with_room(&mut self, n: usize) {
        self.items.empty_with_room(n);
    }

    /// Makes room for `additional` more items.
    pub fn reserve(&mut self, additional: usize) {
        self.items.reserve(additional);
    }

    /// Clears and refills with `len` copies of `value`, keeping the allocation.
    pub fn reset(&mut self, len: usize, value: T)
    where
        T: Clone,
    {
        refill(&mut self.items, len, value);
    }

    /// The values as a slice, indexed by id.
    pub fn as_slice(&self) -> &[T] {
        &self.items
    }

    /// The items, in id order, to change in place.
    #[inline]
    pub(crate) fn as_mut_slice(&mut self) -> &mut [T] {
        &mut self.items
    }
}

impl<I: EntityId, T> Default for IdVec<I, T> {
    fn default() -> Self {
        Self::new()
    }
}

impl<I: EntityId, T> Index<I> for IdVec<I, T> {
    type Output = T;
    #[inline]
    fn index(&self, id: I) -> &T {
        &self.items[id.index()]
    }
}

impl<I: EntityId, T> IndexMut<I> for IdVec<I, T> {
    #[inline]
    fn index_mut(&mut self, id: I) -> &mut T {
        &mut self.items[id.index()]
    }
}

impl<I: EntityId, T: fmt::Debug> fmt::Debug for IdVec<I, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

/// Empties a buffer, leaving room for `n` items: filling it with up to
/// that many then allocates nothing (for a caller that knows the bound
/// before a phase that must not allocate).
pub(crate) trait EmptyWithRoom {
    /// Makes it empty, with room for `n` items.
    fn empty_with_room(&mut self, n: usize);
}

impl<T> EmptyWithRoom for Vec<T> {
    /// Makes it empty, with room for `n` items. A buffer too small is
    /// replaced rather than grown: growing would copy its whole old
    /// allocation, contents nobody reads again.
    fn empty_with_room(&mut self, n: usize) {
        self.clear();
        if self.capacity() < n {
            *self = Vec::with_capacity(n);
        }
    }
}

/// Makes `v` hold `n` copies of `value`, replacing a buffer too small
/// rather than growing it (see [`EmptyWithRoom`]).
#[inline]
pub(crate) fn refill<T: Clone>(v: &mut Vec<T>, n: usize, value: T) {
    v.empty_with_room(n);
    v.resize(n, value);
}

impl<I: EntityId, T> EmptyWithRoom for IdVec<I, T> {
    /// Makes it empty, with room for `n` items.
    fn empty_with_room(&mut self, n: usize) {
        self.items.empty_with_room(n);
    }
}

/// A set of ids that empties in O(1): membership is "stamped with the current
/// generation". Scratch for per-variable work that must not cost O(blocks) to
/// reset.
#[derive(Clone, Debug)]
pub(crate) struct StampSet<I> {
    stamps: Vec<u32>,
    generation: u32,
    _id: PhantomData<fn(I) -> I>,
}

impl<I: EntityId> Default for StampSet<I> {
    fn default() -> Self {
        Self::new()
    }
}

impl<I: EntityId> StampSet<I> {
    /// An empty one.
    pub fn new() -> Self {
        StampSet { stamps: Vec::new(), generation: 1, _id: PhantomData }
    }

    /// Empties the set and makes room for ids below `len`.
    pub fn clear(&mut self, len: usize) {
        if self.stamps.len() < len {
            self.stamps.resize(len, 0);
        }
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            // Wrapped around: old stamps could collide with new generations.
            self.stamps.iter_mut().for_each(|s| *s = 0);
            self.generation = 1;
        }
    }

    /// Makes room for ids below `len`, keeping the members.
    pub fn make_room(&mut self, len: usize) {
        if self.stamps.len() < len {
            // 0 is no generation: the new ids are out.
            self.stamps.resize(len, 0);
        }
    }

    /// Whether `id` is in the set.
    #[inline]
    pub fn contains(&self, id: I) -> bool {
        self.stamps[id.index()] == self.generation
    }

    /// Inserts `id`; true if it was not in the set.
    #[inline]
    pub fn insert(&mut self, id: I) -> bool {
        let stamp = &mut self.stamps[id.index()];
        let fresh = *stamp != self.generation;
        *stamp = self.generation;
        fresh
    }
}

/// Groups `(key, value)` pairs by key into one flat array: the "compressed
/// sparse row" layout used for successor lists, frontiers and phi lists.
/// Values keep their relative order within a key. Rebuilding reuses the
/// buffers.
#[derive(Debug, PartialEq, Eq)]
pub struct Csr<K, V> {
    start: Vec<u32>,
    items: Vec<V>,
    _key: PhantomData<fn(K) -> K>,
}

impl<K, V: Clone> Clone for Csr<K, V> {
    fn clone(&self) -> Self {
        Csr { start: self.start.clone(), items: self.items.clone(), _key: PhantomData }
    }

    /// Keeps `self`'s buffers, as `Vec::clone_from` does.
    fn clone_from(&mut self, source: &Self) {
        self.start.clone_from(&source.start);
        self.items.clone_from(&source.items);
    }
}

/// No keys, and nothing allocated: a CSR lent out for a while leaves a
/// default one in its place. Building key by key can start at once
/// ([`Csr::push`], [`Csr::close_key`]); [`Csr::clear`] starts a rebuild.
///
/// ```
/// use m2r_ssa::{Block, Csr};
/// let mut csr: Csr<Block, u32> = Csr::default();
/// csr.push(7);
/// csr.close_key();
/// csr.close_key();
/// assert_eq!((csr.num_keys(), csr.get(Block::new(0)), csr.get(Block::new(1))), (2, &[7][..], &[][..]));
/// ```
impl<K: EntityId, V: Copy> Default for Csr<K, V> {
    fn default() -> Self {
        Csr { start: Vec::new(), items: Vec::new(), _key: PhantomData }
    }
}

impl<K: EntityId, V: Copy> Csr<K, V> {
    /// Builds from pairs in any key order (a stable counting sort).
    pub fn from_pairs(num_keys: usize, pairs: &[(K, V)]) -> Self {
        let mut csr = Self::default();
        csr.fill_from_pairs(num_keys, pairs);
        csr
    }

    /// Rebuilds from pairs in any key order, keeping the buffers.
    pub fn fill_from_pairs(&mut self, num_keys: usize, pairs: &[(K, V)]) {
        let Some(&(_, placeholder)) = pairs.first() else {
            self.fill_counting(num_keys, std::iter::empty(), std::iter::empty(), None);
            return;
        };
        self.fill_counting(num_keys, pairs.iter().map(|&(k, _)| k), pairs.iter().copied(), Some(placeholder));
    }

    /// Rebuilds from `values`, each with its key, where key `k` has
    /// `counts[k]` of them (counted beforehand): one pass, no pairs kept,
    /// each key's values in the order given.
    ///
    /// ```
    /// use m2r_ssa::{Block, Csr};
    /// let b = Block::new;
    /// let mut csr = Csr::default();
    /// csr.fill_counted(&[2, 0, 1], [(b(0), b(7)), (b(2), b(8)), (b(0), b(9))]);
    /// assert_eq!([csr.get(b(0)), csr.get(b(1)), csr.get(b(2))], [&[b(7), b(9)][..], &[], &[b(8)]]);
    /// ```
    ///
    /// # Panics
    /// If a key is given another number of values than its count.
    pub fn fill_counted(&mut self, counts: &[u32], values: impl IntoIterator<Item = (K, V)>)
    where
        V: EntityId,
    {
        let total = self.count_given(counts);
        self.place_all(total, V::new(0), values);
        let placed = self.start.windows(2).map(|w| w[1].wrapping_sub(w[0]));
        assert!(placed.eq(counts.iter().copied()), "as many values as counted under each key");
    }

    /// Rebuilds as the transpose of `of` (a value `v` under key `k` there is
    /// the value `k` under key `v` here), each key's values ascending.
    /// `visit` sees each of `of`'s lists as it is placed, value by value
    /// (`Some`) and then its end (`None`); a value at or beyond `num_keys`
    /// stops the rebuild (before any visit) with its list's key and itself,
    /// leaving this CSR to be rebuilt before use. (The CFG checks its
    /// successors in the count and fingerprints them as they are placed.)
    pub(crate) fn fill_transpose(
        &mut self,
        num_keys: usize,
        of: &Csr<V, K>,
        mut visit: impl FnMut(Option<K>),
    ) -> Result<(), (V, K)>
    where
        V: EntityId,
        K: Copy,
    {
        refill(&mut self.start, num_keys + 2, 0);
        // Counted in one run over the listed values (a key still being built
        // has none yet), with no list boundaries to keep; a value out of
        // range is then looked for list by list.
        let listed = &of.items[..of.start.last().map_or(0, |&end| end as usize)];
        let counts = &mut self.start[2..];
        if !listed.iter().all(|&to| counts.get_mut(to.index()).map(|c| *c += 1).is_some()) {
            let (from, to) = of
                .lists()
                .enumerate()
                .find_map(|(from, list)| list.iter().find(|to| to.index() >= num_keys).map(|&to| (from, to)))
                .expect("a value out of range");
            return Err((V::new(from), to));
        }
        let total = self.sum_counts();
        refill(&mut self.items, total as usize, V::new(0));
        // First to last, the source's lists read in one run (the loops, not
        // an iterator chain: this is every CFG's predecessor lists).
        for (from, list) in of.lists().enumerate() {
            for &to in list {
                visit(Some(to));
                self.place(to, V::new(from));
            }
            visit(None);
        }
        self.start.truncate(num_keys + 1);
        Ok(())
    }

    /// A counting sort: count each key's values, then place the pairs (see
    /// [`Self::place_all`]).
    fn fill_counting(
        &mut self,
        num_keys: usize,
        keys: impl Iterator<Item = K>,
        pairs: impl Iterator<Item = (K, V)>,
        placeholder: Option<V>,
    ) {
        let total = self.count(num_keys, keys);
        match placeholder {
            Some(placeholder) => self.place_all(total, placeholder, pairs),
            None => {
                self.items.clear();
                self.start.truncate(num_keys + 1);
            }
        }
    }

    /// After a counting: places the pairs, first to last, each at the next
    /// free slot of its key's range (which keeps their order and leaves
    /// `start[k + 1]` at key `k`'s end: every start in place), in `total`
    /// slots first filled with `placeholder`.
    fn place_all(&mut self, total: u32, placeholder: V, pairs: impl IntoIterator<Item = (K, V)>) {
        refill(&mut self.items, total as usize, placeholder);
        for (k, v) in pairs {
            self.place(k, v);
        }
        self.start.truncate(self.start.len() - 1);
    }

    /// The counting, one slot ahead: `start[k + 1]` becomes key `k`'s start
    /// (and `start[num_keys + 1]`, which placing drops, the end of the
    /// last). Returns how many values there are.
    fn count(&mut self, num_keys: usize, keys: impl Iterator<Item = K>) -> u32 {
        refill(&mut self.start, num_keys + 2, 0);
        for k in keys {
            self.start[k.index() + 2] += 1;
        }
        self.sum_counts()
    }

    /// [`Self::count`] with the counts given, key by key.
    fn count_given(&mut self, counts: &[u32]) -> u32 {
        self.start.empty_with_room(counts.len() + 2);
        self.start.extend([0, 0]);
        self.start.extend_from_slice(counts);
        self.sum_counts()
    }

    /// Turns the counts in `start[2..]` into each key's start one slot
    /// ahead; returns the total.
    fn sum_counts(&mut self) -> u32 {
        for i in 2..self.start.len() {
            self.start[i] += self.start[i - 1];
        }
        self.start[self.start.len() - 1]
    }

    /// Places `v`, the next of key `k`'s values.
    #[inline]
    fn place(&mut self, k: K, v: V) {
        let next = &mut self.start[k.index() + 1];
        self.items[*next as usize] = v;
        *next += 1;
    }

    /// Builds from per-key lists given in key order.
    pub fn from_lists<L: IntoIterator<Item = V>>(lists: impl IntoIterator<Item = L>) -> Self {
        let mut csr = Self::default();
        csr.clear();
        for list in lists {
            csr.items.extend(list);
            csr.close_key();
        }
        csr
    }

    /// Empties it, keeping the buffers, to be rebuilt key by key with
    /// [`Self::push`] and [`Self::close_key`].
    pub fn clear(&mut self) {
        self.start.clear();
        self.start.push(0);
        self.items.clear();
    }

    /// Appends a value to the key being built.
    #[inline]
    pub fn push(&mut self, v: V) {
        self.items.push(v);
    }

    /// Overwrites the `index`th value (in key order).
    #[inline]
    pub(crate) fn set_item(&mut self, index: usize, v: V) {
        self.items[index] = v;
    }

    /// Appends keys at once: `items` holds their values one after another,
    /// and `ends` where each key's end in it (as [`Self::push`] and
    /// [`Self::close_key`] would, key by key).
    ///
    /// # Panics
    /// If `ends` is not ascending or its last is not the number of `items`.
    pub fn extend_keys(&mut self, items: impl IntoIterator<Item = V>, ends: &[u32]) {
        if self.start.is_empty() {
            self.start.push(0);
        }
        let base = self.items.len();
        self.items.extend(items);
        let added = self.items.len() - base;
        let ascending = ends.windows(2).all(|w| w[0] <= w[1]);
        assert!(
            ascending && ends.last().map_or(0, |&e| e as usize) == added,
            "each key's end, ascending, the last at the items' end"
        );
        let base = u32::try_from(base).expect("CSR sizes fit in u32");
        u32::try_from(self.items.len()).expect("CSR sizes fit in u32");
        self.start.extend(ends.iter().map(|&e| base + e));
    }

    /// Ends the key being built; the next value starts the next key.
    #[inline]
    pub fn close_key(&mut self) {
        if self.start.is_empty() {
            // A default one, never cleared: its first key starts at 0.
            self.start.push(0);
        }
        self.start.push(u32::try_from(self.items.len()).expect("CSR sizes fit in u32"));
    }

    /// Ends the key being built and `n - 1` empty keys after it, as `n`
    /// calls of [`Self::close_key`] would (none for `n` = 0): a run of keys
    /// without values in one fill.
    #[inline]
    pub fn close_keys(&mut self, n: usize) {
        if self.start.is_empty() {
            self.start.push(0);
        }
        let end = u32::try_from(self.items.len()).expect("CSR sizes fit in u32");
        self.start.resize(self.start.len() + n, end);
    }

    /// How many keys there are.
    pub fn num_keys(&self) -> usize {
        self.start.len().saturating_sub(1)
    }

    /// How many items there are under all keys.
    pub fn total(&self) -> usize {
        self.items.len()
    }

    /// The most values any one key has.
    pub(crate) fn most_under_one_key(&self) -> usize {
        self.start.windows(2).map(|w| (w[1] - w[0]) as usize).max().unwrap_or(0)
    }

    /// Every key's items, key by key: one run through both arrays, with no
    /// lookup per key.
    #[inline]
    pub(crate) fn lists(&self) -> impl Iterator<Item = &[V]> {
        // Each list's key is an id, so a caller's count of them goes unchecked.
        let ends = self.start.get(1..).unwrap_or_default();
        let ends = &ends[..id_count(ends.len())];
        let mut at = 0;
        ends.iter().map(move |&end| {
            let list = &self.items[at..end as usize];
            at = end as usize;
            list
        })
    }

    /// The items under `key`.
    #[inline]
    pub fn get(&self, key: K) -> &[V] {
        &self.items[self.range(key)]
    }

    /// Where a key's values sit among all values: a "slot" numbering that
    /// keeps each key's values together, for state kept alongside them.
    #[inline]
    pub fn range(&self, key: K) -> std::ops::Range<usize> {
        let i = key.index();
        // One bounds check for both ends: `i` is a u32's, so `i + 1` does not
        // wrap, and `i + 1` in bounds puts `i` in bounds.
        let to = self.start[i + 1];
        self.start[i] as usize..to as usize
    }

    /// All values, in key order (slot order).
    pub fn items(&self) -> &[V] {
        &self.items
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Block;

    /// What `std::mem::take` leaves in place of a lent CSR costs no
    /// allocation, and building key by key still starts from key 0.
    #[test]
    fn a_default_csr_holds_no_keys_and_no_buffers() {
        let lent: Csr<Block, u32> = Csr::default();
        assert_eq!(lent.num_keys(), 0);
        assert_eq!((lent.start.capacity(), lent.items.capacity()), (0, 0));
        let built = Csr::<Block, u32>::from_lists([vec![1, 2], vec![], vec![3]]);
        assert_eq!(built.num_keys(), 3);
        assert_eq!([built.get(Block(0)), built.get(Block(1)), built.get(Block(2))], [&[1, 2][..], &[], &[3]]);
    }

    /// Values placed by their counts land as the counting sort of the same
    /// pairs places them, over rebuilds of one CSR with fewer and more keys.
    #[test]
    fn a_counted_fill_is_the_counting_sort() {
        let mut rng = m2r_testkit::Rng::new(11);
        let mut counted: Csr<Block, Block> = Csr::default();
        for _ in 0..500 {
            let keys = rng.below(12);
            let pairs: Vec<(Block, Block)> =
                (0..rng.below(40)).map(|_| (Block::new(rng.below(keys.max(1))), Block::new(rng.below(100)))).collect();
            let pairs = if keys == 0 { Vec::new() } else { pairs };
            let mut counts = vec![0u32; keys];
            pairs.iter().for_each(|&(k, _)| counts[k.index()] += 1);
            counted.fill_counted(&counts, pairs.iter().copied());
            let sorted = Csr::from_pairs(keys, &pairs);
            assert_eq!(counted.num_keys(), keys);
            for k in (0..keys).map(Block::new) {
                assert_eq!(counted.get(k), sorted.get(k), "key {k:?} of {pairs:?}");
            }
        }
    }

    /// Truncating keeps the first ids with their values, and the next id
    /// pushed follows them; a length past the end keeps every id.
    #[test]
    fn truncating_keeps_the_first_ids() {
        let mut v: IdVec<Block, u32> = IdVec::from_vec(vec![5, 6, 7]);
        v.truncate(5);
        assert_eq!(v.len(), 3);
        v.truncate(2);
        assert_eq!((v.len(), v[Block(0)], v[Block(1)]), (2, 5, 6));
        assert_eq!(v.push(9), Block(2));
    }

    /// Keys appended in runs, each a run's values and each key's end in
    /// it, build what pushing the same values key by key builds, and so do
    /// keys closed in runs (each key with values closed together with the
    /// empty ones after it), from an emptied CSR and from a default one;
    /// ids appended in a run follow on.
    #[test]
    fn keys_appended_or_closed_in_runs_are_the_keys_pushed_one_by_one() {
        let mut rng = m2r_testkit::Rng::new(5);
        let (mut runs, mut closed): (Csr<Block, Block>, Csr<Block, Block>) = Default::default();
        for round in 0..200 {
            let mut one_by_one: Csr<Block, Block> = Csr::default();
            one_by_one.clear();
            if round % 2 == 1 {
                runs.clear();
                closed.clear();
            } else {
                (runs, closed) = Default::default();
            }
            // Keys `closed` has yet to close: the one being built and the
            // empty ones after it.
            let mut owed = 0;
            for _ in 0..rng.below(5) {
                let (mut items, mut ends) = (Vec::new(), Vec::new());
                for _ in 0..rng.below(6) {
                    let n = rng.below(4);
                    if n > 0 && owed > 0 {
                        closed.close_keys(owed);
                        owed = 0;
                    }
                    for _ in 0..n {
                        let v = Block::new(rng.below(50));
                        items.push(v);
                        one_by_one.push(v);
                        closed.push(v);
                    }
                    one_by_one.close_key();
                    owed += 1;
                    ends.push(items.len() as u32);
                }
                runs.extend_keys(items.iter().copied(), &ends);
            }
            closed.close_keys(owed); // none owed in a round without keys
            for csr in [&runs, &closed] {
                assert_eq!((csr.num_keys(), csr.total()), (one_by_one.num_keys(), one_by_one.total()));
                for k in (0..csr.num_keys()).map(Block::new) {
                    assert_eq!(csr.get(k), one_by_one.get(k), "key {k:?}");
                }
            }
        }
        let mut ids: IdVec<Block, u32> = IdVec::from_vec(vec![1]);
        ids.extend([2, 3]);
        assert_eq!((ids.len(), ids.push(4)), (3, Block(3)));
        assert_eq!(ids.into_vec(), [1, 2, 3, 4]);
    }

    /// Emptied with room, a list holds no ids, has the room asked for, and
    /// numbers its next push from 0 again.
    #[test]
    fn emptied_with_room_starts_again_from_id_0() {
        let mut v: IdVec<Block, u32> = IdVec::from_vec(vec![5, 6, 7]);
        v.clear_with_room(100);
        assert_eq!(v.len(), 0);
        assert!(v.items.capacity() >= 100);
        assert_eq!(v.push(1), Block(0));
    }

    /// Ends that do not end where the values do are refused.
    #[test]
    #[should_panic(expected = "the last at the items' end")]
    fn keys_appended_in_runs_end_where_their_values_do() {
        let mut csr: Csr<Block, Block> = Csr::default();
        csr.extend_keys([Block(1), Block(2)], &[1]);
    }

    /// Ends out of order are refused.
    #[test]
    #[should_panic(expected = "ascending")]
    fn keys_appended_in_runs_end_in_order() {
        let mut csr: Csr<Block, Block> = Csr::default();
        csr.extend_keys([Block(1), Block(2)], &[2, 1, 2]);
    }

    /// A key given more values than its count is refused.
    #[test]
    #[should_panic(expected = "as many values as counted")]
    fn a_counted_fill_checks_the_counts() {
        let mut csr: Csr<Block, Block> = Csr::default();
        csr.fill_counted(&[1, 1], [(Block(0), Block(5)), (Block(0), Block(6))]);
    }
}
