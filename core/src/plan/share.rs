//! A plan shared as a link. The link carries the plan itself, in its
//! fragment (`/plan-visit/shared#e12.a3.r9`): which items, by kind and id,
//! and the trip's days when it has them (`~20261214-20261216.a3@20261215`:
//! the days, then the day, and hour, each place is on), and nothing else.
//! No account, nothing stored by the server, no personal data; the
//! fragment is not even sent to the server. Whoever opens it sees the
//! items as the guide lists them then, on the same days.

use serde::Serialize;

#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

use crate::content::model::{Activity, Event, Restaurant};
use crate::plan::favorites::{ItemType, SavedItem};
use crate::plan::trip::placed::{Placement, Trip};
use crate::text::lang::Lang;
use crate::text::words::{Arg, Localizer};
use crate::time::date::Date;

/// Items one link carries at most; a longer plan is cut at this many.
pub const MAX_SHARED_ITEMS: usize = 100;

fn letter(kind: ItemType) -> char {
    match kind {
        ItemType::Event => 'e',
        ItemType::Activity => 'a',
        ItemType::Restaurant => 'r',
    }
}

/// The plan as a link's fragment: 'e12.a3.r9', in the order it was saved,
/// each item once, at most [`MAX_SHARED_ITEMS`]; then the trip's days and
/// where its items are placed, when it has any ('~20261214-20261216.a3@20261215+600').
pub fn share_token(items: &[SavedItem], trip: Option<&Trip>) -> String {
    let mut seen: Vec<(ItemType, i64)> = Vec::new();
    for item in items {
        if seen.len() < MAX_SHARED_ITEMS && !seen.contains(&(item.kind, item.id)) {
            seen.push((item.kind, item.id));
        }
    }
    let parts: Vec<String> = seen
        .iter()
        .map(|(kind, id)| format!("{}{id}", letter(*kind)))
        .collect();
    let mut token = parts.join(".");
    if let Some(days) = trip.and_then(|trip| trip_part(&seen, trip)) {
        token.push('~');
        token.push_str(&days);
    }
    token
}

/// A date as a link writes it: `20261214`.
fn compact(date: Date) -> String {
    format!("{:04}{:02}{:02}", date.year(), date.month(), date.day())
}

fn from_compact(text: &str) -> Option<Date> {
    if text.len() != 8 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Date::new(
        text[..4].parse().ok()?,
        text[4..6].parse().ok()?,
        text[6..].parse().ok()?,
    )
}

/// The trip's days said, then each shared item's day (and hour).
fn trip_part(shared: &[(ItemType, i64)], trip: &Trip) -> Option<String> {
    let mut parts = Vec::new();
    if let Some((first, last)) = trip.said_days() {
        parts.push(format!("{}-{}", compact(first), compact(last)));
    }
    for placed in &trip.placed {
        let Ok(date) = Date::parse(&placed.date) else {
            continue;
        };
        if !shared.contains(&(placed.kind, placed.id)) {
            continue;
        }
        let mut part = format!("{}{}@{}", letter(placed.kind), placed.id, compact(date));
        if let Some(at) = placed.at {
            part.push_str(&format!("+{at}"));
        }
        parts.push(part);
    }
    (!parts.is_empty()).then(|| parts.join("."))
}

/// The trip a fragment carries after its items (none: a trip of no days
/// said and nothing placed). A part the guide did not write is refused,
/// as in [`parse_share_token`].
pub fn parse_shared_trip(token: &str, words: &dyn Localizer) -> Result<Trip, String> {
    let mut trip = Trip::default();
    let Some((_, days)) = token.split_once('~') else {
        return Ok(trip);
    };
    let refused = || words.text(NOT_A_PLAN);
    for part in days.split('.') {
        if let Some((first, last)) = part
            .split_once('-')
            .filter(|_| part.starts_with(|c: char| c.is_ascii_digit()))
        {
            let (first, last) = (
                from_compact(first).ok_or_else(refused)?,
                from_compact(last).ok_or_else(refused)?,
            );
            trip = trip.with_days(&first.to_string(), &last.to_string(), words)?;
            continue;
        }
        let (item, placed) = part.split_once('@').ok_or_else(refused)?;
        let [(kind, id)] = parse_items(item, words)?[..] else {
            return Err(refused());
        };
        let (date, at) = match placed.split_once('+') {
            Some((date, at)) => (
                date,
                Some(
                    at.parse::<u32>()
                        .ok()
                        .filter(|at| *at < 24 * 60)
                        .ok_or_else(refused)?,
                ),
            ),
            None => (placed, None),
        };
        trip.placed.push(Placement {
            kind,
            id,
            date: from_compact(date).ok_or_else(refused)?.to_string(),
            at,
        });
    }
    Ok(trip)
}

/// The items a fragment names, each once, in its order. A fragment the
/// guide did not write is refused with a sentence a visitor can read, in
/// `words`' language.
pub fn parse_share_token(
    token: &str,
    words: &dyn Localizer,
) -> Result<Vec<(ItemType, i64)>, String> {
    let token = token.trim().trim_start_matches('#');
    let items = token.split('~').next().unwrap_or_default();
    if items.is_empty() {
        return Err(words.text("share-no-plan"));
    }
    parse_items(items, words)
}

/// The items of a fragment ('e12.a3'), each once.
fn parse_items(token: &str, words: &dyn Localizer) -> Result<Vec<(ItemType, i64)>, String> {
    let mut items = Vec::new();
    for part in token.split('.') {
        let kind = match part.get(..1) {
            Some("e") => ItemType::Event,
            Some("a") => ItemType::Activity,
            Some("r") => ItemType::Restaurant,
            _ => return Err(words.text(NOT_A_PLAN)),
        };
        let digits = &part[1..];
        let id = match digits.parse::<i64>() {
            Ok(id) if id > 0 && digits.bytes().all(|b| b.is_ascii_digit()) => id,
            _ => return Err(words.text(NOT_A_PLAN)),
        };
        if !items.contains(&(kind, id)) {
            items.push((kind, id));
        }
        if items.len() > MAX_SHARED_ITEMS {
            return Err(words.message(
                "share-too-many",
                &[("max", Arg::Number(MAX_SHARED_ITEMS as f64))],
            ));
        }
    }
    Ok(items)
}

/// The catalog's message for a fragment the guide did not write.
const NOT_A_PLAN: &str = "share-not-a-plan";

/// A shared plan as the guide lists it now.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct SharedPlan {
    /// In the link's order, as My Favorites saves them.
    pub items: Vec<SavedItem>,
    /// How many the guide no longer lists (a past event taken down…).
    pub missing: u32,
    /// The trip's days and placings the link carries (none said, nothing
    /// placed: a plan without days).
    pub trip: Trip,
}

/// The items `wanted` names, found in the guide's lists (an event's day
/// written in `lang`), on the link's `trip`.
pub fn shared_plan(
    wanted: &[(ItemType, i64)],
    trip: Trip,
    events: &[Event],
    activities: &[Activity],
    restaurants: &[Restaurant],
    lang: Lang,
) -> SharedPlan {
    let mut plan = SharedPlan {
        trip,
        ..SharedPlan::default()
    };
    for &(kind, id) in wanted {
        let found = match kind {
            ItemType::Event => events
                .iter()
                .find(|e| e.id == id)
                .map(|event| SavedItem::from_event(event, lang)),
            ItemType::Activity => activities
                .iter()
                .find(|a| a.id == id)
                .map(|a| SavedItem::from_activity(a, lang)),
            ItemType::Restaurant => restaurants
                .iter()
                .find(|r| r.id == id)
                .map(|r| SavedItem::from_restaurant(r, lang)),
        };
        match found {
            Some(item) => plan.items.push(item),
            None => plan.missing += 1,
        }
    }
    plan
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plan::favorites::Favorites;
    use crate::plan::trip::placed::StopKey;
    use crate::text::catalogs::{Catalog, catalog};

    fn en() -> &'static Catalog {
        catalog(Lang::En)
    }

    fn saved(kind: ItemType, id: i64) -> SavedItem {
        serde_json::from_value(
            serde_json::json!({ "id": id, "name": format!("Item {id}"), "type": kind }),
        )
        .unwrap()
    }

    #[test]
    fn a_plan_goes_into_a_short_fragment_and_comes_back() {
        let items = [
            saved(ItemType::Event, 12),
            saved(ItemType::Activity, 3),
            saved(ItemType::Restaurant, 9),
            saved(ItemType::Event, 12),
        ];
        let token = share_token(&items, None);
        assert_eq!(token, "e12.a3.r9");
        assert_eq!(
            parse_share_token(&format!("#{token}"), en()).unwrap(),
            [
                (ItemType::Event, 12),
                (ItemType::Activity, 3),
                (ItemType::Restaurant, 9)
            ]
        );
    }

    #[test]
    fn a_trip_goes_into_the_link_with_its_days_and_placings() {
        let items = [
            saved(ItemType::Event, 12),
            saved(ItemType::Activity, 3),
            saved(ItemType::Restaurant, 9),
        ];
        let en = en();
        let trip = Trip::default()
            .with_days("2026-12-14", "2026-12-16", en)
            .unwrap()
            .place(
                StopKey {
                    kind: ItemType::Activity,
                    id: 3,
                },
                "2026-12-15",
                None,
            )
            .place(
                StopKey {
                    kind: ItemType::Restaurant,
                    id: 9,
                },
                "2026-12-15",
                Some(19 * 60),
            )
            // Not shared: not in the link.
            .place(
                StopKey {
                    kind: ItemType::Activity,
                    id: 77,
                },
                "2026-12-15",
                None,
            );
        let token = share_token(&items, Some(&trip));
        assert_eq!(
            token,
            "e12.a3.r9~20261214-20261216.a3@20261215.r9@20261215+1140"
        );
        assert_eq!(parse_share_token(&token, en).unwrap().len(), 3);
        let back = parse_shared_trip(&token, en).unwrap();
        assert_eq!(back.said_days(), trip.said_days());
        assert_eq!(back.placed, trip.placed[..2]);
        // No trip: the items alone, and an empty trip back.
        assert_eq!(share_token(&items, Some(&Trip::default())), "e12.a3.r9");
        assert_eq!(parse_shared_trip("e12.a3", en).unwrap(), Trip::default());
        for bad in [
            "e12~2026-1",
            "e12~a3@2026121",
            "e12~a3",
            "e12~a3@20261215+9999",
            "e12~x3@20261215",
            "e12~20261216-20261214",
        ] {
            assert!(parse_shared_trip(bad, en).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_long_plan_is_cut_at_the_limit() {
        let items: Vec<SavedItem> = (1..=150).map(|id| saved(ItemType::Event, id)).collect();
        let token = share_token(&items, None);
        assert_eq!(token.split('.').count(), MAX_SHARED_ITEMS);
        assert_eq!(
            parse_share_token(&token, en()).unwrap().len(),
            MAX_SHARED_ITEMS
        );
    }

    #[test]
    fn a_fragment_the_guide_did_not_write_is_refused_in_words() {
        for bad in [
            "",
            "#",
            "x12",
            "e",
            "e-3",
            "e0",
            "e1.",
            "e1..a2",
            "e+4",
            "e 4",
            "é4",
            "e99999999999999999999",
        ] {
            let error = parse_share_token(bad, en()).unwrap_err();
            assert!(error.starts_with("This link "), "{bad}: {error}");
        }
        let many: Vec<String> = (1..=101).map(|id| format!("a{id}")).collect();
        assert_eq!(
            parse_share_token(&many.join("."), en()).unwrap_err(),
            "This link carries more than 100 items."
        );
        assert_eq!(
            parse_share_token("", catalog(Lang::Fr)).unwrap_err(),
            "Ce lien ne contient aucun plan."
        );
        // The same item twice is one item.
        assert_eq!(
            parse_share_token("r4.r4", en()).unwrap(),
            [(ItemType::Restaurant, 4)]
        );
    }

    #[test]
    fn a_shared_plan_lists_what_the_guide_still_has_and_merges_without_duplicates() {
        let event: Event = serde_json::from_value(serde_json::json!({
            "id": 12, "title": "The Nutcracker", "venue": "Van Wezel", "date": "2026-12-12",
            "category": "Ballet", "endDate": null, "time": null, "venueId": null,
            "image": null, "ticketPrice": null, "ticketUrl": null,
        }))
        .unwrap();
        let activity = Activity::named(3, "Mote Aquarium");
        let wanted = [
            (ItemType::Activity, 3),
            (ItemType::Event, 12),
            (ItemType::Restaurant, 77),
        ];
        let plan = shared_plan(
            &wanted,
            Trip::default(),
            &[event],
            &[activity],
            &[],
            Lang::En,
        );
        assert_eq!(plan.missing, 1);
        let names: Vec<&str> = plan.items.iter().map(|i| i.name.as_str()).collect();
        assert_eq!(names, ["Mote Aquarium", "The Nutcracker"]);
        assert_eq!(
            plan.items[1].date.as_deref(),
            Some("Saturday, December 12, 2026")
        );

        let mut mine = Favorites::default();
        mine.add(saved(ItemType::Activity, 3));
        assert_eq!(mine.add_all(plan.items.clone()), 1);
        assert_eq!(mine.add_all(plan.items), 0);
        assert_eq!(mine.count(), 2);
    }
}
