//! Two staff editing one item (issue #71). A form opens at the item's
//! version, the id of its last recorded change; a save made against an
//! older version is refused (409) and names who changed what meanwhile.
//! The editor then merges: what only they changed stays theirs, what only
//! the other person changed comes into the form, and a field both changed
//! keeps the editor's value and says so. Nothing is saved until they
//! confirm.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::content::model::{Event, EventStatus};
use crate::content::paths::ItemKind;
use crate::content::translations::OutdatedTranslation;
use crate::dashboard::admin::DiscoveredEvent;
use crate::dashboard::history::ChangeEntry;
use crate::text::words::{Arg, Localizer};

#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

/// `GET /api/admin/{events|activities|restaurants}/{id}`: the item as the
/// edit form opens it, the version it was read at (sent back in
/// `If-Match`), and with `?since=` the changes made after that version,
/// newest first.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct Editable<T> {
    pub item: T,
    /// The id of the item's last recorded change; 0 before any.
    pub version: i64,
    pub changes: Vec<ChangeEntry>,
    /// Its translations made from an original text it no longer has.
    pub outdated: Vec<OutdatedTranslation>,
}

/// An item whose translations need an update, as Today and Manage
/// Content list it (`GET /api/admin/translations/outdated`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct OutdatedItem {
    pub kind: ItemKind,
    pub id: i64,
    pub name: String,
    pub outdated: Vec<OutdatedTranslation>,
}

/// The version an `If-Match` header names: the quoted number `GET` gave as
/// its `ETag` (`"42"`). `None` for anything else.
pub fn parse_version_tag(header: &str) -> Option<i64> {
    let inner = header.trim().strip_prefix('"')?.strip_suffix('"')?;
    if inner.is_empty() || !inner.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    inner.parse().ok()
}

/// The `ETag` of a version: its number, quoted.
pub fn version_tag(version: i64) -> String {
    format!("\"{version}\"")
}

/// The 409's words: who changed the item after the form opened, and which
/// fields ('Sam Lee changed this event after you opened it: Ticket price,
/// Time. Nothing was saved.'). `changes` are the history's, newest first.
pub fn conflict_message(kind: &str, changes: &[ChangeEntry], words: &dyn Localizer) -> String {
    let mut people: Vec<String> = Vec::new();
    let mut fields: Vec<&str> = Vec::new();
    // Oldest first, as they happened.
    for change in changes.iter().rev() {
        let who = change
            .staff_name
            .clone()
            .unwrap_or_else(|| words.message("edit-conflict-someone", &[]));
        if !people.contains(&who) {
            people.push(who);
        }
        for field in &change.fields {
            if !fields.contains(&field.label.as_str()) {
                fields.push(&field.label);
            }
        }
    }
    if people.is_empty() {
        people.push(words.message("edit-conflict-someone", &[]));
    }
    words.message(
        "edit-conflict",
        &[
            ("kind", Arg::Text(kind)),
            ("who", Arg::Text(&people.join(", "))),
            ("fields", Arg::Text(&fields.join(", "))),
        ],
    )
}

/// A form merged with the item as it is now.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[serde(rename_all = "camelCase")]
pub struct MergedEdit {
    /// The form's values to show: the editor's changes over the item now.
    #[cfg_attr(
        all(feature = "wasm", target_arch = "wasm32"),
        tsify(type = "Record<string, unknown>")
    )]
    pub values: Map<String, Value>,
    /// Fields only someone else changed: their value came into the form.
    pub taken: Vec<String>,
    /// Fields both changed, differently: the editor's value is kept.
    pub both: Vec<String>,
    /// Nothing the form shows changed meanwhile (`taken` and `both` are
    /// empty): the save can go again as it is (the other change was
    /// elsewhere, say a translation).
    pub clean: bool,
}

/// Three-way merge of a form's values, field by field: `base` is what the
/// form opened with, `mine` what the editor has now, `theirs` the item as
/// it is now, each as the same form reads it. A field the editor left
/// alone takes theirs; a field only the editor changed keeps the editor's;
/// a field both changed to different values keeps the editor's
/// and is listed in `both`. Nested objects merge the same way, their
/// fields named `outer.inner`.
pub fn merge_edit(base: &Value, mine: &Value, theirs: &Value) -> MergedEdit {
    let (mut taken, mut both) = (Vec::new(), Vec::new());
    let empty = Map::new();
    let base = base.as_object().unwrap_or(&empty);
    let theirs = theirs.as_object().unwrap_or(&empty);
    let mine = mine.as_object().unwrap_or(&empty);
    let values = merge_objects("", base, mine, theirs, &mut taken, &mut both);
    MergedEdit {
        values,
        clean: taken.is_empty() && both.is_empty(),
        taken,
        both,
    }
}

fn merge_objects(
    prefix: &str,
    base: &Map<String, Value>,
    mine: &Map<String, Value>,
    theirs: &Map<String, Value>,
    taken: &mut Vec<String>,
    both: &mut Vec<String>,
) -> Map<String, Value> {
    let mut out = Map::new();
    // The editor's fields in their order, then any only the others have.
    let keys = mine
        .keys()
        .chain(theirs.keys().filter(|k| !mine.contains_key(*k)));
    for key in keys {
        let name = format!("{prefix}{key}");
        let (b, m, t) = (base.get(key), mine.get(key), theirs.get(key));
        if let (Some(Value::Object(b)), Some(Value::Object(m)), Some(Value::Object(t))) = (b, m, t)
        {
            let inner = merge_objects(&format!("{name}."), b, m, t, taken, both);
            out.insert(key.clone(), Value::Object(inner));
            continue;
        }
        let value = if m == b {
            if t != b {
                taken.push(name);
            }
            t
        } else {
            if t != b && t != m {
                both.push(name);
            }
            m
        };
        if let Some(value) = value {
            out.insert(key.clone(), value.clone());
        }
    }
    out
}

/// `PUT /api/admin/events/{id}`: the discovered-event fields plus the
/// ticket link.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct EventEdit {
    #[serde(flatten)]
    pub event: DiscoveredEvent,
    pub ticket_url: Option<String>,
    /// Marked cancelled or postponed (or scheduled again); left out, the
    /// event keeps the status it has.
    #[serde(default)]
    pub status: Option<EventStatus>,
    /// Made to every coming date of the event's series too
    /// ([`EventEdit::for_other_date`]); left out, to this date alone.
    #[serde(default)]
    pub every_date: bool,
}

impl EventEdit {
    /// `event` as the edit form shows it, unchanged.
    pub fn of(event: &Event) -> EventEdit {
        let venue_name = match event.venue_id {
            Some(_) => String::new(),
            None => event.venue.name().to_string(),
        };
        EventEdit {
            event: DiscoveredEvent {
                title: event.title.clone(),
                description: event.description.clone(),
                venue_id: event.venue_id,
                venue_name,
                date: event.date.to_string(),
                end_date: event.end_date.map(|d| d.to_string()),
                time: event.time.clone(),
                category: event.category.clone(),
                image: event.image.clone(),
                ticket_price: event.ticket_price.clone(),
                source_url: None,
                check: None,
                lang: event.lang,
                far_km: None,
            },
            ticket_url: event.ticket_url.clone(),
            status: None,
            every_date: false,
        }
    }

    /// This edit of `old`, one date of a series, as it applies to `other`,
    /// another date of it: each field staff changed changes on `other`
    /// where `other` had `old`'s value. A date with a value of its own (a
    /// later start, another price: an exception) keeps it, and each date
    /// keeps its day and its status.
    pub fn for_other_date(&self, old: &Event, other: &Event) -> EventEdit {
        let (before, mut after) = (EventEdit::of(old), EventEdit::of(other));
        macro_rules! carry {
            ($($field:ident).+) => {
                if self.$($field).+ != before.$($field).+ && after.$($field).+ == before.$($field).+ {
                    after.$($field).+ = self.$($field).+.clone();
                }
            };
        }
        carry!(event.title);
        carry!(event.description);
        carry!(event.time);
        carry!(event.category);
        carry!(event.image);
        carry!(event.ticket_price);
        carry!(event.lang);
        carry!(ticket_url);
        // The venue is one field: its id, or its name where it has none.
        let venue = |e: &EventEdit| (e.event.venue_id, e.event.venue_name.clone());
        if venue(self) != venue(&before) && venue(&after) == venue(&before) {
            after.event.venue_id = self.event.venue_id;
            after.event.venue_name = self.event.venue_name.clone();
        }
        after
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dashboard::history::{ChangeAction, ChangeKind, FieldChange, Operation};
    use crate::text::catalogs::catalog;
    use crate::text::lang::Lang;
    use serde_json::json;

    #[test]
    fn a_field_only_they_changed_comes_in_and_mine_stay() {
        let base = json!({"title": "Hamilton", "price": "$39", "time": "19:30"});
        let mine = json!({"title": "Hamilton", "price": "$39", "time": "20:00"});
        let theirs = json!({"title": "Hamilton", "price": "$45", "time": "19:30"});
        let merged = merge_edit(&base, &mine, &theirs);
        assert_eq!(
            Value::Object(merged.values.clone()),
            json!({"title": "Hamilton", "price": "$45", "time": "20:00"})
        );
        assert_eq!(merged.taken, ["price"]);
        assert!(merged.both.is_empty());
        assert!(!merged.clean);
    }

    #[test]
    fn a_field_both_changed_keeps_mine_and_is_named() {
        let base = json!({"price": "$39", "title": "Hamilton"});
        let mine = json!({"price": "$49", "title": "Hamilton"});
        let theirs = json!({"price": "$45", "title": "Hamilton!"});
        let merged = merge_edit(&base, &mine, &theirs);
        assert_eq!(merged.values["price"], "$49");
        assert_eq!(merged.values["title"], "Hamilton!");
        assert_eq!(merged.both, ["price"]);
        assert_eq!(merged.taken, ["title"]);
    }

    #[test]
    fn the_same_change_on_both_sides_is_no_conflict() {
        let base = json!({"price": "$39"});
        let same = json!({"price": "$45"});
        let merged = merge_edit(&base, &same, &same);
        assert!(merged.clean);
        assert_eq!(merged.values["price"], "$45");
    }

    #[test]
    fn nothing_the_form_shows_changed_is_clean() {
        let base = json!({"title": "A", "price": null});
        let mine = json!({"title": "B", "price": null});
        let merged = merge_edit(&base, &mine, &base);
        assert!(merged.clean);
        assert_eq!(Value::Object(merged.values), mine);
    }

    #[test]
    fn nested_objects_merge_field_by_field() {
        let base = json!({"event": {"title": "A", "date": "2026-12-01"}, "ticketUrl": null});
        let mine = json!({"event": {"title": "B", "date": "2026-12-01"}, "ticketUrl": null});
        let theirs =
            json!({"event": {"title": "A", "date": "2026-12-02"}, "ticketUrl": "https://t"});
        let merged = merge_edit(&base, &mine, &theirs);
        assert_eq!(
            Value::Object(merged.values),
            json!({"event": {"title": "B", "date": "2026-12-02"}, "ticketUrl": "https://t"})
        );
        assert_eq!(merged.taken, ["event.date", "ticketUrl"]);
    }

    #[test]
    fn a_field_only_they_have_is_taken_and_one_they_removed_goes() {
        let base = json!({"a": 1, "gone": 2});
        let mine = json!({"a": 1, "gone": 2});
        let theirs = json!({"a": 1, "new": 3});
        let merged = merge_edit(&base, &mine, &theirs);
        assert_eq!(Value::Object(merged.values), json!({"a": 1, "new": 3}));
        assert_eq!(merged.taken, ["gone", "new"]);
    }

    #[test]
    fn a_version_tag_is_a_quoted_number() {
        assert_eq!(parse_version_tag("\"42\""), Some(42));
        assert_eq!(parse_version_tag(" \"0\" "), Some(0));
        assert_eq!(version_tag(42), "\"42\"");
        for bad in [
            "42",
            "W/\"42\"",
            "\"\"",
            "\"-1\"",
            "\"4 2\"",
            "*",
            "\"99999999999999999999\"",
        ] {
            assert_eq!(parse_version_tag(bad), None, "{bad}");
        }
    }

    fn change(who: Option<&str>, labels: &[&str]) -> ChangeEntry {
        ChangeEntry {
            id: 1,
            at: 0,
            when: String::new(),
            staff_id: None,
            staff_name: who.map(str::to_string),
            action: ChangeAction::Edit,
            batch: None,
            kind: ChangeKind::Event,
            item_id: 1,
            item_name: "Hamilton".into(),
            operation: Operation::Update,
            fields: labels
                .iter()
                .map(|l| FieldChange {
                    field: String::new(),
                    label: l.to_string(),
                    before: None,
                    after: None,
                })
                .collect(),
            can_undo: true,
            batch_size: 1,
        }
    }

    #[test]
    fn the_conflict_names_who_and_which_fields_once_each() {
        let words = catalog(Lang::En);
        // Newest first, as the history lists them.
        let changes = [
            change(Some("Ana Ruiz"), &["Time", "Ticket price"]),
            change(Some("Sam Lee"), &["Ticket price"]),
        ];
        assert_eq!(
            conflict_message("events", &changes, words),
            "Sam Lee, Ana Ruiz changed this event after you opened it: Ticket price, Time. \
             Nothing was saved."
        );
        assert_eq!(
            conflict_message("restaurants", &[change(None, &["Name"])], words),
            "Someone changed this restaurant after you opened it: Name. Nothing was saved."
        );
    }
}
