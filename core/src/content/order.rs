//! Orders for lists of positions. Each `sort_unstable_by` with its own
//! closure compiles a whole sort into the visitors' WASM (3 KB or more), so
//! the rules share one, comparing through a `dyn` closure.

use std::cmp::Ordering;

/// Sorts positions into a list by `compare`, which the caller makes total
/// (ties broken by position keep the list's order).
pub(crate) fn sort_positions(positions: &mut [u32], compare: &dyn Fn(u32, u32) -> Ordering) {
    positions.sort_unstable_by(|&a, &b| compare(a, b));
}

/// The first `limit` of `items` in the order `compare` gives. A page
/// shows a handful, so picking them one by one is as quick as sorting,
/// and keeps a sort's code out of the visitors' WASM download.
pub(crate) fn least<T>(
    mut items: Vec<T>,
    limit: usize,
    compare: impl Fn(&T, &T) -> Ordering,
) -> Vec<T> {
    let mut picked = Vec::with_capacity(limit.min(items.len()));
    while picked.len() < limit {
        let Some(best) = (0..items.len()).min_by(|&a, &b| compare(&items[a], &items[b])) else {
            break;
        };
        picked.push(items.swap_remove(best));
    }
    picked
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_positions_and_picks_the_least() {
        let values = [30, 10, 20, 10];
        let mut positions = [0, 1, 2, 3];
        sort_positions(&mut positions, &|a, b| {
            values[a as usize].cmp(&values[b as usize]).then(a.cmp(&b))
        });
        assert_eq!(positions, [1, 3, 2, 0]);
        assert_eq!(least(vec![5, 3, 9, 1], 2, |a, b| a.cmp(b)), [1, 3]);
        assert_eq!(least(vec![5], 3, |a, b| a.cmp(b)), [5]);
    }
}
