//! Where each item lives: its kind and id, and a slug of its title for
//! people to read (`/events/12-swan-lake`).

use serde::{Deserialize, Serialize};

#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

use crate::content::search::plain_words;

/// The things that have a page of their own.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub enum ItemKind {
    Event,
    Activity,
    Restaurant,
}

impl ItemKind {
    pub const ALL: [ItemKind; 3] = [ItemKind::Event, ItemKind::Activity, ItemKind::Restaurant];

    /// As stored and sent (`event`).
    pub fn as_str(self) -> &'static str {
        match self {
            ItemKind::Event => "event",
            ItemKind::Activity => "activity",
            ItemKind::Restaurant => "restaurant",
        }
    }

    pub fn parse(value: &str) -> Option<ItemKind> {
        ItemKind::ALL
            .into_iter()
            .find(|kind| kind.as_str() == value)
    }

    /// The list the item belongs to, whose address its own extends.
    pub fn list_path(self) -> &'static str {
        match self {
            ItemKind::Event => "/events",
            ItemKind::Activity => "/activities",
            ItemKind::Restaurant => "/restaurants",
        }
    }
}

/// Longest slug kept, in bytes: enough for a title, short enough to share.
const MAX_SLUG: usize = 60;

/// A title as the readable part of an address: 'Swan Lake' → 'swan-lake',
/// 'Café L'Europe' → 'cafe-leurope'. Whole words only, at most 60 bytes.
pub fn slug(title: &str) -> String {
    let mut slug = String::new();
    for word in plain_words(title).split_whitespace() {
        let next = slug.len() + usize::from(!slug.is_empty()) + word.len();
        if next > MAX_SLUG && !slug.is_empty() {
            break;
        }
        if !slug.is_empty() {
            slug.push('-');
        }
        slug.push_str(word);
    }
    // One word longer than the limit: cut at a character boundary.
    if slug.len() > MAX_SLUG {
        let mut end = MAX_SLUG;
        while !slug.is_char_boundary(end) {
            end -= 1;
        }
        slug.truncate(end);
    }
    slug
}

/// The item's canonical address: `/events/12-swan-lake` (just the id when
/// the title has no letters or digits).
pub fn item_path(kind: ItemKind, id: i64, title: &str) -> String {
    match slug(title) {
        s if s.is_empty() => format!("{}/{id}", kind.list_path()),
        s => format!("{}/{id}-{s}", kind.list_path()),
    }
}

/// The item an address names: its kind and id (`/events/12-swan-lake`,
/// `/events/12`, or an old slug). `None` for any other path.
pub fn parse_item_path(path: &str) -> Option<(ItemKind, i64)> {
    let (list, segment) = path.trim_end_matches('/').rsplit_once('/')?;
    let kind = ItemKind::ALL.into_iter().find(|k| k.list_path() == list)?;
    let digits = segment.split('-').next()?;
    if digits.is_empty() || digits.len() > 15 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let id: i64 = digits.parse().ok()?;
    (id > 0).then_some((kind, id))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_are_plain_words() {
        assert_eq!(slug("Swan Lake"), "swan-lake");
        assert_eq!(slug("Café L'Europe"), "cafe-leurope");
        assert_eq!(slug("  The Nutcracker!! (2026) "), "the-nutcracker-2026");
        assert_eq!(slug("—"), "");
        let long = slug(&"word ".repeat(40));
        assert!(long.len() <= MAX_SLUG && !long.ends_with('-'), "{long}");
        assert!(slug(&"é".repeat(100)).len() <= MAX_SLUG);
    }

    #[test]
    fn item_addresses_round_trip() {
        let path = item_path(ItemKind::Event, 12, "Swan Lake");
        assert_eq!(path, "/events/12-swan-lake");
        assert_eq!(parse_item_path(&path), Some((ItemKind::Event, 12)));
        assert_eq!(
            parse_item_path("/restaurants/7"),
            Some((ItemKind::Restaurant, 7))
        );
        assert_eq!(
            parse_item_path("/activities/3-old-name/"),
            Some((ItemKind::Activity, 3))
        );
        assert_eq!(item_path(ItemKind::Activity, 4, "!!"), "/activities/4");
        for kind in ItemKind::ALL {
            assert_eq!(ItemKind::parse(kind.as_str()), Some(kind));
            assert_eq!(serde_json::to_value(kind).unwrap(), kind.as_str());
        }
        for wrong in [
            "/events",
            "/events/",
            "/events/abc",
            "/events/0",
            "/events/-3",
            "/events/1/2",
            "/venues/3",
            "/events/99999999999999999999",
        ] {
            assert_eq!(parse_item_path(wrong), None, "{wrong}");
        }
    }
}
