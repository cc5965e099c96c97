//! Stable sorting that costs little code in the browser.
//!
//! The standard library's stable sort is fast, and large: every call with
//! its own element type and comparison gets its own copy of driftsort,
//! about 3 KB of WebAssembly each. The pages sort a few dozen lists, each
//! a few hundred entries at most (a learner's quiz answers, the due review
//! cards, the exam's domains), so in the browser's bundles (wasm32) these
//! functions insert each entry in place after a binary search: a few
//! hundred bytes a call, in O(n log n) comparisons and, for lists that are
//! nearly sorted as most are, few moves. Elsewhere (the server, the command
//! line, the tests) they are the standard library's sort.
//!
//! Both are stable: equal entries keep their order. Code in `core/` and
//! `app/` sorts through this module (a test in `tests/it/invariants.rs`
//! holds it), so that a new sort cannot bring driftsort back.

use std::cmp::Ordering;

/// Sorts `items` by `order`, keeping equal items in their order.
pub fn sort_by<T>(items: &mut [T], order: impl FnMut(&T, &T) -> Ordering) {
    #[cfg(target_arch = "wasm32")]
    insertion_sort_by(items, order);
    #[cfg(not(target_arch = "wasm32"))]
    items.sort_by(order);
}

/// Sorts `items` by the key `key` gives each, keeping equal keys in order.
pub fn sort_by_key<T, K: Ord>(items: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(items, |a, b| key(a).cmp(&key(b)));
}

/// Sorts `items` in their natural order.
pub fn sort<T: Ord>(items: &mut [T]) {
    sort_by(items, T::cmp);
}

/// Binary insertion sort: the browser's [`sort_by`], also built for the
/// tests so that they run natively.
#[cfg(any(test, target_arch = "wasm32"))]
fn insertion_sort_by<T>(items: &mut [T], mut order: impl FnMut(&T, &T) -> Ordering) {
    for next in 1..items.len() {
        // After every item that does not sort after it: equal items keep
        // their order.
        let (sorted, rest) = items.split_at(next);
        let place = sorted.partition_point(|placed| order(placed, &rest[0]) != Ordering::Greater);
        for at in (place..next).rev() {
            items.swap(at, at + 1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn sorts_and_keeps_equal_items_in_order() {
        let mut pairs = [(3, 'a'), (1, 'b'), (3, 'c'), (2, 'd'), (1, 'e')];
        insertion_sort_by(&mut pairs, |a, b| a.0.cmp(&b.0));
        assert_eq!(pairs, [(1, 'b'), (1, 'e'), (2, 'd'), (3, 'a'), (3, 'c')]);
        let mut empty: [u8; 0] = [];
        insertion_sort_by(&mut empty, u8::cmp);
        let mut words = vec!["pear", "apple", "fig"];
        sort(&mut words);
        assert_eq!(words, ["apple", "fig", "pear"]);
        sort_by_key(&mut words, |w| std::cmp::Reverse(w.len()));
        assert_eq!(words, ["apple", "pear", "fig"]);
    }

    proptest! {
        /// The browser's sort orders every list exactly as the standard
        /// library's stable sort does, ties included.
        #[test]
        fn the_browser_sort_is_the_standard_stable_sort(
            list in proptest::collection::vec((0u8..6, any::<u16>()), 0..80)
        ) {
            let mut ours = list.clone();
            insertion_sort_by(&mut ours, |a, b| a.0.cmp(&b.0));
            let mut standard = list;
            standard.sort_by_key(|a| a.0);
            prop_assert_eq!(ours, standard);
        }
    }
}
