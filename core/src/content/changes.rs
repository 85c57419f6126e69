//! A list's changes since a copy: how the device's copy of a full list
//! (every event, activity or restaurant) is brought up to date by what
//! changed, not by reading the whole list again.
//!
//! Each copy is named by its ETag. The server remembers, for the copies it
//! handed out, each item's id and a hash of its JSON; given the ETag of
//! the device's copy, [`diff`] finds the items added or changed since and
//! those gone, and the answer ([`ListChanges`]) carries them with the
//! order of the list now. The device rebuilds its copy from the order,
//! taking each item from the changes or else from its copy.

use serde::{Deserialize, Serialize};

#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

/// `GET /api/{events,activities,restaurants}/changes?since=<ETag>`: what
/// changed in the list since the copy with that ETag. (304 when the copy is
/// current; 410 when the server no longer knows that copy, and the device
/// reads the whole list.)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct ListChanges<T> {
    /// The ETag of the list now, which the updated copy takes.
    pub etag: String,
    /// The items added or changed since, whole.
    pub changed: Vec<T>,
    /// The ids of the items gone since.
    pub deleted: Vec<i64>,
    /// The ids of the list now, in its order: each is in `changed` or in
    /// the device's copy. Left out (`null`) when it is the copy's order
    /// less the deleted items, as after an edit that moves nothing.
    pub order: Option<Vec<i64>>,
}

/// One item of a copy as the server remembers it: its id and a hash of its
/// JSON.
pub type ItemStamp = (i64, u64);

/// What changed from `old` to `new`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diff {
    /// The positions in `new` of the items added or changed, in its order.
    pub changed: Vec<usize>,
    /// The ids of the items of `old` that `new` no longer has, in `old`'s
    /// order.
    pub deleted: Vec<i64>,
    /// Whether `new`'s ids are in `old`'s order, less the deleted: the
    /// order need not be sent.
    pub same_order: bool,
}

/// What changed from `old` to `new` ([`Diff`]).
pub fn diff(old: &[ItemStamp], new: &[ItemStamp]) -> Diff {
    let mut before: Vec<ItemStamp> = old.to_vec();
    before.sort_unstable();
    let mut after: Vec<i64> = new.iter().map(|&(id, _)| id).collect();
    after.sort_unstable();
    let changed = (0..new.len())
        .filter(|&n| before.binary_search(&new[n]).is_err())
        .collect();
    let deleted: Vec<i64> = old
        .iter()
        .map(|&(id, _)| id)
        .filter(|id| after.binary_search(id).is_err())
        .collect();
    let kept = old
        .iter()
        .map(|&(id, _)| id)
        .filter(|id| !deleted.contains(id));
    let same_order = kept.eq(new.iter().map(|&(id, _)| id));
    Diff {
        changed,
        deleted,
        same_order,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn added_changed_and_gone_items_are_found_and_the_rest_left_out() {
        let found = |old: &[ItemStamp], new: &[ItemStamp]| {
            let diff = diff(old, new);
            (diff.changed, diff.deleted, diff.same_order)
        };
        let old = [(1, 10), (2, 20), (3, 30), (4, 40)];
        // 2 changed, 3 gone, 5 added, 1 and 4 as they were but moved.
        let new = [(4, 40), (5, 50), (1, 10), (2, 21)];
        assert_eq!(found(&old, &new), (vec![1, 3], vec![3], false));
        assert_eq!(found(&new, &new), (vec![], vec![], true));
        assert_eq!(found(&[], &new), (vec![0, 1, 2, 3], vec![], false));
        assert_eq!(found(&old, &[]), (vec![], vec![1, 2, 3, 4], true));
        // An edit in place and a deletion: the order need not be sent.
        let edited = [(1, 11), (2, 20), (4, 40)];
        assert_eq!(found(&old, &edited), (vec![0], vec![3], true));
    }
}
