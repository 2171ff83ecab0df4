//! The order in which upstream's mem2reg cleans up its new phis: the
//! iteration order of its `DenseMap<std::pair<unsigned, unsigned>,
//! PHINode *>`, keyed by (block number, alloca number), which this
//! simulates. The clean-up itself is the library's
//! ([`m2r_ssa::Simplifier`]), which visits the phis in the order given.
//!
//! The order matters only for which undefined value a chain of undefined
//! phis ends as (the library's `simplify` module has the example), and it
//! is how upstream's output comes out byte for byte. The map's hash changed
//! in LLVM 19 and its probing in LLVM 23: a
//! [`PhiMap`](crate::rules::PhiMap) in the [`Rules`](crate::rules::Rules)
//! says which.

use m2r_ssa::{IdVec, PhiId};

use crate::rules::{PairHash, Probing};

/// `hash`'s hash of a key, as the map computes it.
fn hash_of(hash: PairHash, (first, second): (u32, u32)) -> u32 {
    let mut x = (u64::from(first.wrapping_mul(37)) << 32) | u64::from(second.wrapping_mul(37));
    match hash {
        PairHash::SplitMix => {
            x = x.wrapping_mul(0xbf58_476d_1ce4_e5b9);
            x ^= x >> 31;
        }
        PairHash::Wang => {
            x = x.wrapping_add(!(x << 32));
            x ^= x >> 22;
            x = x.wrapping_add(!(x << 13));
            x ^= x >> 8;
            x = x.wrapping_add(x << 3);
            x ^= x >> 15;
            x = x.wrapping_add(!(x << 27));
            x ^= x >> 31;
        }
    }
    x as u32
}

/// The order in which LLVM's `DenseMap<std::pair<unsigned, unsigned>, T>`
/// iterates the keys `keys`, inserted in that order into an empty map (key
/// `i` is phi `i`): bucket order. Like the map, hashes a key as `hash`
/// says, probes as `probing` says,
/// starts with 64 buckets and doubles them (reinserting in bucket order) when
/// an insertion would fill 3/4. Erasing leaves a tombstone, so erasures while
/// iterating do not change the order.
pub fn bucket_order(
    keys: &[(u32, u32)],
    order: &mut Vec<PhiId>,
    tables: &mut BucketTables,
    hash: PairHash,
    probing: Probing,
) {
    order.clear();
    if keys.len() < 2 {
        // One entry is alone in its table, wherever it sits.
        order.extend((0..keys.len()).map(PhiId::new));
        return;
    }
    let growth = match probing {
        Probing::Quadratic => 1,
        Probing::Linear => 0,
    };
    if keys.len() < SMALL_KEYS {
        return small_bucket_order(keys, order, hash, growth);
    }
    let BucketTables { buckets, old } = tables;
    buckets.clear();
    for (i, &key) in keys.iter().enumerate() {
        if fills(i + 1, buckets.len()) {
            std::mem::swap(buckets, old);
            buckets.clear();
            buckets.resize((old.len() * 2).max(SMALL_TABLE), EMPTY);
            for &e in old.iter().filter(|&&e| e != EMPTY) {
                place(buckets, hash_of(hash, keys[e as usize]), e, growth);
            }
        }
        place(buckets, hash_of(hash, key), i as u32, growth);
    }
    debug_assert_eq!(buckets.len(), table_size(keys.len()));
    read_order(buckets, order);
}

/// The map's order once the phis `removed` are taken out of it, `order`
/// being its order before: under [`Probing::Linear`], the rest placed again,
/// in that order, in a table of the size all `keys` grew it to (LLVM 23's
/// `remove_if`); under [`Probing::Quadratic`], tombstones keep the rest
/// where they were.
pub fn after_removal(
    order: &mut Vec<PhiId>,
    removed: &IdVec<PhiId, bool>,
    keys: &[(u32, u32)],
    tables: &mut BucketTables,
    hash: PairHash,
    probing: Probing,
) {
    order.retain(|&p| !removed[p]);
    if probing == Probing::Quadratic {
        return;
    }
    let buckets = &mut tables.buckets;
    buckets.clear();
    buckets.resize(table_size(keys.len()), EMPTY);
    for &p in order.iter() {
        place(buckets, hash_of(hash, keys[p.index()]), p.index() as u32, 0);
    }
    read_order(buckets, order);
}

/// Puts `entry` in the first free bucket of its probe from `hash`, the
/// steps growing by `growth` (0: linear probing).
fn place(buckets: &mut [u32], hash: u32, entry: u32, growth: u32) {
    let mask = buckets.len() as u32 - 1;
    let (mut bucket, mut step) = (hash & mask, 1);
    while buckets[bucket as usize] != EMPTY {
        bucket = (bucket + step) & mask;
        step += growth;
    }
    buckets[bucket as usize] = entry;
}

/// The entries of `buckets` in bucket order, into `order` (emptied first).
fn read_order(buckets: &[u32], order: &mut Vec<PhiId>) {
    order.clear();
    order.extend(buckets.iter().filter(|&&e| e != EMPTY).map(|&e| PhiId::new(e as usize)));
}

/// Whether `n` entries fill 3/4 of `buckets` buckets: the map doubles its
/// table before an insertion that would.
fn fills(n: usize, buckets: usize) -> bool {
    n * 4 >= buckets * 3
}

/// How many buckets the map has once `n` keys are in: 64, doubled while
/// `n` would fill them (it never shrinks).
fn table_size(n: usize) -> usize {
    let mut size = SMALL_TABLE;
    while fills(n, size) {
        size *= 2;
    }
    size
}

const EMPTY: u32 = u32::MAX;

/// The map's first table: 64 buckets.
const SMALL_TABLE: usize = 64;

/// Fewer keys than this fill the map's first table, of 64 buckets, to less
/// than 3/4: it never grows.
const SMALL_KEYS: usize = 48;

/// [`bucket_order`] for fewer than [`SMALL_KEYS`] keys, which stay in the
/// first table: its 64 buckets' occupancy is one word, and the order is its
/// set bits'. (Most functions' batches have a handful of phis; clearing and
/// scanning a table of 64 was most of their cost.)
fn small_bucket_order(keys: &[(u32, u32)], order: &mut Vec<PhiId>, hash: PairHash, growth: u32) {
    debug_assert!(keys.len() < SMALL_KEYS);
    let mut taken = 0u64;
    let mut entry = [0u32; 64];
    for (i, &key) in keys.iter().enumerate() {
        let (mut bucket, mut step) = (hash_of(hash, key) & 63, 1);
        while taken >> bucket & 1 != 0 {
            bucket = (bucket + step) & 63;
            step += growth;
        }
        taken |= 1 << bucket;
        entry[bucket as usize] = i as u32;
    }
    while taken != 0 {
        order.push(PhiId::new(entry[taken.trailing_zeros() as usize] as usize));
        taken &= taken - 1;
    }
}

/// The tables [`bucket_order`] simulates the map with: the current one
/// and the one it grew from.
#[derive(Default)]
pub struct BucketTables {
    buckets: Vec<u32>,
    old: Vec<u32>,
}
