//! A map from LLVM handles, by address, to dense ids: the census looks up
//! the candidate of every load's and store's address in one, and the
//! steps after it look up accesses, phis and blocks.

#![forbid(unsafe_code)]

/// Maps LLVM handles, by address, to ids: an open-addressing table at most
/// half full, indexed by the high bits of the address times the golden
/// ratio (Fibonacci hashing), probing linearly. A lookup is a multiply and
/// nearly always one compare: no group probing as in a general hash table.
/// A rebuild clears only the slots its size needs, so one huge function
/// does not make every later small one pay to clear its table.
///
/// (std's map with a one-multiply hash took 1.3-1.7% more of the pass's
/// instructions; docs/measurements.md, issue 63's round five.)
pub struct AddressMap<V> {
    /// (address, id); an empty slot is (0, None) (no handle is null). A
    /// power of two long, or empty before the first rebuild.
    slots: Vec<(usize, Option<V>)>,
    /// 64 minus log2 of the number of slots (63 before the first rebuild:
    /// any shift below 64 finds no slot in an empty table).
    shift: u32,
    /// How many slots are taken.
    len: usize,
}

impl<V> Default for AddressMap<V> {
    fn default() -> Self {
        AddressMap { slots: Vec::new(), shift: 63, len: 0 }
    }
}

impl<V: Copy> AddressMap<V> {
    /// Replaces the contents with `entries` (addresses are unique, and
    /// there is room for them all: each goes to the first empty slot of its
    /// probe, with no search for itself and no check for room).
    pub fn rebuild(&mut self, entries: impl ExactSizeIterator<Item = (usize, V)>) {
        let len = entries.len();
        self.clear(len);
        let mask = self.slots.len() - 1;
        for (address, id) in entries {
            assert_ne!(address, 0, "no handle is null");
            let mut i = self.home(address);
            while self.slots[i].0 != 0 {
                debug_assert_ne!(self.slots[i].0, address, "addresses are unique");
                i = (i + 1) & mask;
            }
            self.slots[i] = (address, Some(id));
        }
        self.len = len;
    }

    /// Empties the map, with room for `len` entries.
    pub fn clear(&mut self, len: usize) {
        let size = (2 * len).next_power_of_two().max(2);
        self.slots.clear();
        self.slots.resize(size, (0, None));
        self.shift = 64 - size.trailing_zeros();
        self.len = 0;
    }

    /// The id of `address`, which becomes `id` if it had none.
    ///
    /// # Panics
    /// If `address` is 0 (no handle's).
    #[inline]
    pub fn get_or_insert(&mut self, address: usize, id: V) -> &mut V {
        assert_ne!(address, 0, "no handle is null");
        if 2 * (self.len + 1) > self.slots.len() {
            self.grow();
        }
        let (i, found) = self.probe(address).expect("the table has slots once grown");
        if found.is_none() {
            self.slots[i] = (address, Some(id));
            self.len += 1;
        }
        self.slots[i].1.as_mut().expect("a taken slot holds an id")
    }

    #[inline]
    pub fn get(&self, address: usize) -> Option<V> {
        self.probe(address).and_then(|(_, id)| id)
    }

    /// The id of `address`, to change in place, if it has one.
    #[inline]
    pub fn get_mut(&mut self, address: usize) -> Option<&mut V> {
        let (i, _) = self.probe(address)?;
        self.slots[i].1.as_mut()
    }

    /// The slot holding `address` and its id, or else the empty slot where
    /// the search for it ends and `None`; `None` before the first rebuild.
    /// The table is at most half full, so the search ends.
    #[inline]
    fn probe(&self, address: usize) -> Option<(usize, Option<V>)> {
        let mask = self.slots.len().wrapping_sub(1);
        let mut i = self.home(address);
        while let Some(&(key, id)) = self.slots.get(i) {
            if key == address || key == 0 {
                return Some((i, id));
            }
            i = (i + 1) & mask;
        }
        None
    }

    /// Where the probe for `address` starts: the high bits of the address
    /// times the golden ratio.
    #[inline]
    fn home(&self, address: usize) -> usize {
        ((address as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> self.shift) as usize
    }

    /// Twice the slots, the entries placed again (more were added than
    /// [`Self::clear`] made room for).
    #[cold]
    fn grow(&mut self) {
        let old = std::mem::take(&mut self.slots);
        self.clear(old.len().max(1));
        for (address, id) in old {
            if let Some(id) = id {
                self.get_or_insert(address, id);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Against std's map: inserts (beyond the room made, so the table
    /// grows), lookups of present and absent addresses, changes in place,
    /// and a rebuild that forgets the old contents.
    #[test]
    fn it_maps_what_a_hash_map_maps() {
        let mut ours = AddressMap::default();
        let mut theirs = std::collections::HashMap::new();
        ours.clear(3);
        let mut x: u64 = 88172645463325252;
        for step in 0..20_000u32 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            // Addresses as allocations give them: aligned, clustered.
            let address = 0x7f00_0000_0000 + ((x % 4096) as usize) * 16;
            match x % 3 {
                0 => assert_eq!(*ours.get_or_insert(address, step), *theirs.entry(address).or_insert(step)),
                1 => assert_eq!(ours.get(address), theirs.get(&address).copied()),
                _ => {
                    if let Some(v) = ours.get_mut(address) {
                        *v += 1;
                    }
                    if let Some(v) = theirs.get_mut(&address) {
                        *v += 1;
                    }
                }
            }
        }
        assert_eq!(ours.len, theirs.len());
        ours.rebuild([(16usize, 7u32), (32, 8)].into_iter());
        assert_eq!((ours.get(16), ours.get(32), ours.get(0x7f00_0000_0000)), (Some(7), Some(8), None));
        assert_eq!(ours.len, 2);
    }

    /// A rebuild places every entry where a lookup finds it, clustered
    /// addresses colliding among them, and counts them, so that inserting
    /// past its room grows the table with every entry kept.
    #[test]
    fn a_rebuild_maps_every_entry() {
        let mut map = AddressMap::default();
        for round in 0..3usize {
            let n = 1000 + 700 * round;
            let address = |i: usize| 0x5500_0000_0000 + i * 128 + round * 8;
            map.rebuild((0..n).map(|i| (address(i), i as u32)));
            assert_eq!(map.len, n);
            assert!((0..n).all(|i| map.get(address(i)) == Some(i as u32)), "round {round}");
            assert_eq!(map.get(address(n)), None);
            for i in n..4 * n {
                assert_eq!(*map.get_or_insert(address(i), i as u32), i as u32);
            }
            assert!((0..4 * n).all(|i| map.get(address(i)) == Some(i as u32)), "round {round}, grown");
        }
    }
}
