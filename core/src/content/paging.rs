//! Paging of the full lists for programs (#38, part 2): `GET /api/events`,
//! `/api/activities` and `/api/restaurants` answer the spec's plain array,
//! unless asked for a page (`limit`, `cursor` or `updatedSince`): then
//! `{"items": [...], "nextCursor": ...}`, in id order, so that a partner
//! walks the whole list, or what changed since its last walk, a page at a
//! time while the guide changes.

use chrono::{DateTime, NaiveDateTime};
use serde::{Deserialize, Serialize};
#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

/// Items in a page when `limit` is not given.
pub const DEFAULT_LIMIT: usize = 100;
/// The most a page holds.
pub const MAX_LIMIT: usize = 1000;

/// What a program asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PageQuery {
    pub limit: usize,
    /// Items after this id (the cursor the last page gave).
    pub after: Option<i64>,
    /// Only items changed at or after this instant (seconds since the epoch).
    pub updated_since: Option<i64>,
}

/// A page of a list, and where the next one starts (none after the last).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct Page<T> {
    pub items: Vec<T>,
    /// Give it as `cursor` for the next page; null on the last.
    pub next_cursor: Option<String>,
}

/// Why a page cannot be given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PageError {
    Limit(String),
    Cursor(String),
    UpdatedSince(String),
}

impl std::fmt::Display for PageError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PageError::Limit(v) => write!(
                f,
                "limit must be a whole number from 1 to {MAX_LIMIT}: '{v}'"
            ),
            PageError::Cursor(v) => write!(f, "cursor is not one a page of this list gave: '{v}'"),
            PageError::UpdatedSince(v) => write!(
                f,
                "updatedSince must be an instant such as 2026-11-29T09:00:00Z (RFC 3339): '{v}'"
            ),
        }
    }
}

impl std::error::Error for PageError {}

impl PageQuery {
    /// The page an address asks for, or `None` for the plain list (none
    /// of `limit`, `cursor`, `updatedSince` given).
    pub fn from_address<'a>(
        params: impl IntoIterator<Item = (&'a str, &'a str)>,
    ) -> Result<Option<PageQuery>, PageError> {
        let mut query = PageQuery {
            limit: DEFAULT_LIMIT,
            after: None,
            updated_since: None,
        };
        let mut asked = false;
        let shortened = |v: &str| v.chars().take(40).collect::<String>();
        for (key, value) in params {
            let value = value.trim();
            match key {
                "limit" => {
                    query.limit = value
                        .parse()
                        .ok()
                        .filter(|n| (1..=MAX_LIMIT).contains(n))
                        .ok_or_else(|| PageError::Limit(shortened(value)))?;
                }
                "cursor" => {
                    query.after = Some(
                        value
                            .parse()
                            .ok()
                            .filter(|id| *id >= 0)
                            .ok_or_else(|| PageError::Cursor(shortened(value)))?,
                    );
                }
                "updatedSince" => {
                    query.updated_since = Some(
                        DateTime::parse_from_rfc3339(value)
                            .map(|at| at.timestamp())
                            .map_err(|_| PageError::UpdatedSince(shortened(value)))?,
                    );
                }
                _ => continue,
            }
            asked = true;
        }
        Ok(asked.then_some(query))
    }

    /// The page of `items` (each with its id and the time it last changed,
    /// as the store keeps it) this query asks for. An item whose time of
    /// change is unknown counts as changed.
    pub fn page<T: Clone>(&self, items: &[(i64, Option<&str>, &T)]) -> Page<T> {
        let mut chosen: Vec<&(i64, Option<&str>, &T)> = items
            .iter()
            .filter(|(id, _, _)| self.after.is_none_or(|after| *id > after))
            .filter(|(_, updated, _)| {
                self.updated_since.is_none_or(|since| {
                    updated
                        .and_then(changed_at)
                        .is_none_or(|changed| changed >= since)
                })
            })
            .collect();
        chosen.sort_by_key(|(id, _, _)| *id);
        let more = chosen.len() > self.limit;
        chosen.truncate(self.limit);
        Page {
            next_cursor: more
                .then(|| chosen.last().map(|(id, _, _)| id.to_string()))
                .flatten(),
            items: chosen
                .into_iter()
                .map(|(_, _, item)| (*item).clone())
                .collect(),
        }
    }
}

/// A stored time of change (`2026-11-29T09:00:00Z`, or SQL's
/// `2026-11-29 09:00:00`, UTC) in seconds since the epoch.
fn changed_at(stored: &str) -> Option<i64> {
    let stored = stored.trim().trim_end_matches('Z');
    [
        "%Y-%m-%dT%H:%M:%S",
        "%Y-%m-%d %H:%M:%S",
        "%Y-%m-%dT%H:%M:%S%.f",
        "%Y-%m-%d %H:%M:%S%.f",
    ]
    .iter()
    .find_map(|format| NaiveDateTime::parse_from_str(stored, format).ok())
    .map(|at| at.and_utc().timestamp())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(address: &[(&str, &str)]) -> Result<Option<PageQuery>, PageError> {
        PageQuery::from_address(address.iter().copied())
    }

    #[test]
    fn a_plain_address_is_the_plain_list_and_any_paging_word_a_page() {
        assert_eq!(read(&[("category", "Opera")]), Ok(None));
        assert_eq!(
            read(&[("limit", "20")]),
            Ok(Some(PageQuery {
                limit: 20,
                after: None,
                updated_since: None
            }))
        );
        assert_eq!(
            read(&[
                ("cursor", "41"),
                ("updatedSince", "2026-11-29T09:00:00-05:00")
            ]),
            Ok(Some(PageQuery {
                limit: DEFAULT_LIMIT,
                after: Some(41),
                updated_since: Some(1_795_960_800)
            }))
        );
        for (address, message) in [
            (
                ("limit", "0"),
                "limit must be a whole number from 1 to 1000: '0'",
            ),
            (
                ("limit", "5000"),
                "limit must be a whole number from 1 to 1000: '5000'",
            ),
            (
                ("cursor", "abc"),
                "cursor is not one a page of this list gave: 'abc'",
            ),
            (
                ("updatedSince", "yesterday"),
                "updatedSince must be an instant such as 2026-11-29T09:00:00Z (RFC 3339): 'yesterday'",
            ),
        ] {
            assert_eq!(read(&[address]).unwrap_err().to_string(), message);
        }
    }

    #[test]
    fn pages_walk_every_item_once_in_id_order_and_since_a_time() {
        let names = ["a", "b", "c", "d", "e"];
        let items: Vec<(i64, Option<&str>, &&str)> = vec![
            (9, Some("2026-11-29T10:00:00Z"), &names[0]),
            (3, Some("2026-11-20 08:00:00"), &names[1]),
            (5, None, &names[2]),
            (12, Some("2026-11-29T08:59:59Z"), &names[3]),
            (7, Some("2026-11-29T09:00:00Z"), &names[4]),
        ];
        let mut query = PageQuery {
            limit: 2,
            after: None,
            updated_since: None,
        };
        let mut walked = Vec::new();
        loop {
            let page = query.page(&items);
            walked.extend(page.items);
            match page.next_cursor {
                Some(cursor) => query.after = Some(cursor.parse().unwrap()),
                None => break,
            }
        }
        assert_eq!(walked, ["b", "c", "e", "a", "d"]);
        // Since 9:00 UTC: changed then or later, and what has no time.
        let since = PageQuery {
            limit: 10,
            after: None,
            updated_since: Some(changed_at("2026-11-29T09:00:00Z").unwrap()),
        };
        let page = since.page(&items);
        assert_eq!(page.items, ["c", "e", "a"]);
        assert_eq!(page.next_cursor, None);
    }
}
