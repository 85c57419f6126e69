//! The history of every change (issue #39, part 2): which action made a
//! change, what kind of item it touched, and what of it changed, as staff
//! read it on the History tab. The database records each write's fields
//! before and after as JSON objects; the rules of reading them are here.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::dashboard::accounts::Role;
use crate::text::format::{clock_time, short_date_with_year};
use crate::text::lang::Lang;
use crate::text::words::Arg;
use crate::text::words::Localizer;
use crate::time::date::{CityClock, CityZone};

#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

/// How long records are kept by default: a year, so last season's
/// changes can still be looked up and undone.
pub const DEFAULT_KEEP_DAYS: u32 = 365;

/// What made a change: the dashboard's action, a followed source's read,
/// or, without a context, the system (a migration, the demo's seed).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "kebab-case")]
pub enum ChangeAction {
    Edit,
    Create,
    Delete,
    BulkCreate,
    InboxPublish,
    Replace,
    Upload,
    Translate,
    Status,
    SourceRun,
    Account,
    Revert,
    Seed,
    /// A visitor's suggestion.
    Visitor,
    System,
}

impl ChangeAction {
    pub const ALL: [ChangeAction; 15] = [
        ChangeAction::Edit,
        ChangeAction::Create,
        ChangeAction::Delete,
        ChangeAction::BulkCreate,
        ChangeAction::InboxPublish,
        ChangeAction::Replace,
        ChangeAction::Upload,
        ChangeAction::Translate,
        ChangeAction::Status,
        ChangeAction::SourceRun,
        ChangeAction::Account,
        ChangeAction::Revert,
        ChangeAction::Seed,
        ChangeAction::Visitor,
        ChangeAction::System,
    ];

    /// As stored: `bulk-create`.
    pub fn as_str(self) -> &'static str {
        match self {
            ChangeAction::Edit => "edit",
            ChangeAction::Create => "create",
            ChangeAction::Delete => "delete",
            ChangeAction::BulkCreate => "bulk-create",
            ChangeAction::InboxPublish => "inbox-publish",
            ChangeAction::Replace => "replace",
            ChangeAction::Upload => "upload",
            ChangeAction::Translate => "translate",
            ChangeAction::Status => "status",
            ChangeAction::SourceRun => "source-run",
            ChangeAction::Account => "account",
            ChangeAction::Revert => "revert",
            ChangeAction::Seed => "seed",
            ChangeAction::Visitor => "visitor",
            ChangeAction::System => "system",
        }
    }

    /// A stored word; an unknown one (a later guide's) reads as the system.
    pub fn parse(word: &str) -> ChangeAction {
        ChangeAction::ALL
            .into_iter()
            .find(|action| action.as_str() == word)
            .unwrap_or(ChangeAction::System)
    }
}

/// What kind of item a change touched.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "lowercase")]
pub enum ChangeKind {
    Event,
    Activity,
    Restaurant,
    Venue,
    Source,
    Suggestion,
    Account,
}

impl ChangeKind {
    pub const ALL: [ChangeKind; 7] = [
        ChangeKind::Event,
        ChangeKind::Activity,
        ChangeKind::Restaurant,
        ChangeKind::Venue,
        ChangeKind::Source,
        ChangeKind::Suggestion,
        ChangeKind::Account,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            ChangeKind::Event => "event",
            ChangeKind::Activity => "activity",
            ChangeKind::Restaurant => "restaurant",
            ChangeKind::Venue => "venue",
            ChangeKind::Source => "source",
            ChangeKind::Suggestion => "suggestion",
            ChangeKind::Account => "account",
        }
    }

    pub fn parse(word: &str) -> Option<ChangeKind> {
        ChangeKind::ALL
            .into_iter()
            .find(|kind| kind.as_str() == word)
    }

    /// Only admins see accounts' and sources' changes (what they alone
    /// may change).
    pub fn for_admins_only(self) -> bool {
        matches!(self, ChangeKind::Account | ChangeKind::Source)
    }

    /// The kinds whose changes an account of `role` sees (and filters by).
    pub fn visible_to(role: Role) -> Vec<ChangeKind> {
        ChangeKind::ALL
            .into_iter()
            .filter(|kind| role.may(Role::Admin) || !kind.for_admins_only())
            .collect()
    }

    /// Whether a change to this kind of item can be undone from the
    /// history. An account's password and sessions, and a followed
    /// source's schedule and read state, are not recorded: those are
    /// changed again on their own tabs.
    pub fn undoable(self) -> bool {
        !matches!(self, ChangeKind::Account | ChangeKind::Source)
    }
}

/// Whether the change made, changed or deleted the item.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "lowercase")]
pub enum Operation {
    Create,
    Update,
    Delete,
}

impl Operation {
    pub fn as_str(self) -> &'static str {
        match self {
            Operation::Create => "create",
            Operation::Update => "update",
            Operation::Delete => "delete",
        }
    }

    pub fn parse(word: &str) -> Option<Operation> {
        [Operation::Create, Operation::Update, Operation::Delete]
            .into_iter()
            .find(|op| op.as_str() == word)
    }
}

/// One field of a change, before and after, as text (`None`: empty).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct FieldChange {
    /// The stored field's name (`ticket_price`, a translation's `title.es`).
    pub field: String,
    /// Its name as staff read it, in the dashboard's language ('Ticket
    /// price', 'Title (Spanish)'): [`field_label`]; the stored name until
    /// [`labelled`] gives it.
    #[serde(default)]
    pub label: String,
    pub before: Option<String>,
    pub after: Option<String>,
}

/// Each recorded field (snake_case, as stored) and the message that names
/// it on the forms; a field without one is shown by its stored name.
const FIELD_LABELS: [(&str, &str); 52] = [
    ("activity_type", "field-activity-type"),
    ("added_id", "history-field-added-id"),
    ("added_kind", "history-field-added-kind"),
    ("address", "field-address"),
    ("area", "field-area"),
    ("capacity", "field-capacity"),
    ("category", "field-category"),
    ("created_at", "history-field-created-at"),
    ("cuisine", "field-cuisine"),
    ("cuisine_detail", "field-cuisine-detail"),
    ("date", "field-date"),
    ("description", "field-description"),
    ("disabled_at", "history-field-disabled-at"),
    ("email", "field-email"),
    ("end_date", "field-end-date"),
    ("events_page_url", "history-field-events-page-url"),
    ("every_hours", "history-field-every-hours"),
    ("facts", "history-field-facts"),
    ("first_name", "account-first-name"),
    ("image", "field-image-url"),
    ("image_source", "history-field-image-source"),
    ("lang", "translations-written-in"),
    ("last_name", "account-last-name"),
    ("latitude", "field-latitude"),
    ("location", "field-location"),
    ("longitude", "field-longitude"),
    ("name", "field-name"),
    ("note", "history-field-note"),
    ("open_hours", "field-open-hours"),
    ("phone", "field-phone"),
    ("price", "field-price"),
    ("price_range", "field-price-range"),
    ("rating", "field-rating"),
    ("recurring_schedule", "field-recurring-schedule"),
    ("reservation_url", "field-reservation-url"),
    ("role", "accounts-role"),
    ("source_url", "field-source-url"),
    ("status", "field-status"),
    ("submitter_email", "history-field-submitter-email"),
    ("submitter_name", "history-field-submitter-name"),
    ("ticket_price", "field-ticket-price"),
    ("ticket_url", "field-ticket-url"),
    ("time", "field-time"),
    ("title", "field-title"),
    ("trust", "history-field-trust"),
    ("type", "history-field-type"),
    ("url", "field-url"),
    ("venue_id", "field-venue"),
    ("venue_name", "field-venue-name"),
    ("venue_type", "field-venue-type"),
    ("visit_minutes", "field-visit-minutes"),
    ("website", "field-website"),
];

/// The messages [`field_label`] may name, for the catalogs' check.
pub fn field_label_messages() -> impl Iterator<Item = &'static str> {
    FIELD_LABELS.iter().map(|(_, message)| *message)
}

/// A recorded field's name as staff read it: its form label ('Ticket
/// price'); a translation's (`ticketPrice.es`, the API's name and the
/// language) as the Translations view names it, 'Ticket price (Spanish)'.
pub fn field_label(field: &str, words: &dyn Localizer) -> String {
    if let Some((name, tag)) = field.split_once('.')
        && let Some(lang) = Lang::from_tag(tag)
    {
        let language = words.message("language-name", &[("lang", Arg::Text(lang.code()))]);
        return words.message(
            "translation-field",
            &[
                ("field", Arg::Text(&field_label(name, words))),
                ("language", Arg::Text(&language)),
            ],
        );
    }
    // A translation names its field as the API does (`ticketPrice`).
    let stored: String = field
        .chars()
        .flat_map(|c| {
            let lower = c.to_ascii_lowercase();
            (c.is_ascii_uppercase().then_some('_').into_iter()).chain([lower])
        })
        .collect();
    match FIELD_LABELS.binary_search_by(|(name, _)| name.cmp(&stored.as_str())) {
        Ok(at) => words.text(FIELD_LABELS[at].1),
        Err(_) => field.to_string(),
    }
}

/// `fields` with their labels in `words`' language ([`field_label`]).
pub fn labelled(fields: Vec<FieldChange>, words: &dyn Localizer) -> Vec<FieldChange> {
    fields
        .into_iter()
        .map(|change| FieldChange {
            label: field_label(&change.field, words),
            ..change
        })
        .collect()
}

/// A change as the History tab lists it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct ChangeEntry {
    pub id: i64,
    /// Unix ms.
    pub at: i64,
    /// When, on the city's clock, in the dashboard's language
    /// ('Nov 29, 2026 · 8:47 PM').
    pub when: String,
    /// The staff account's id and name; none for a source's read or the
    /// system.
    pub staff_id: Option<i64>,
    pub staff_name: Option<String>,
    pub action: ChangeAction,
    /// Changes of one bulk action share it.
    pub batch: Option<String>,
    pub kind: ChangeKind,
    pub item_id: i64,
    /// The item's title or name (its e-mail for an account), as it was.
    pub item_name: String,
    pub operation: Operation,
    /// What changed: every field that differs (all of them set when the
    /// item was made or deleted), in the stored order of names.
    pub fields: Vec<FieldChange>,
    /// Whether the viewer can undo it now ([`undo`] allows it).
    pub can_undo: bool,
    /// How many changes its batch has (1 without one): a bulk action is
    /// undone as one step.
    pub batch_size: i64,
}

/// The History's entries with one save as one entry: the changes one step
/// made to one item (a translation saved in three languages is three rows
/// of the record) are listed together, newest first, their fields one
/// after the other. Undoing it undoes its step: it offers no undo of its
/// newest row alone. `changes` are newest first.
pub fn one_entry_per_save(changes: Vec<ChangeEntry>) -> Vec<ChangeEntry> {
    let mut entries: Vec<ChangeEntry> = Vec::with_capacity(changes.len());
    for change in changes {
        if let Some(last) = entries.last_mut()
            && change.batch.is_some()
            && last.batch == change.batch
            && (last.kind, last.item_id) == (change.kind, change.item_id)
            && last.operation == Operation::Update
            && change.operation == Operation::Update
        {
            last.fields.extend(change.fields);
            // Undone as its step (the entry's button for the whole
            // batch), never one of its rows alone.
            last.can_undo = false;
            continue;
        }
        entries.push(change);
    }
    entries
}

/// `GET /api/admin/history`: a page of changes, newest first, and who
/// appears in the whole history (for the filter).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct History {
    pub changes: Vec<ChangeEntry>,
    pub people: Vec<HistoryPerson>,
    /// The kinds the viewer may filter by ([`ChangeKind::visible_to`]).
    pub kinds: Vec<ChangeKind>,
    /// The `before` of the next page (the oldest change's id), if any.
    pub next_before: Option<i64>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct HistoryPerson {
    pub id: i64,
    pub name: String,
}

/// A JSON value as staff read it: text as it is, numbers as written,
/// `null` and empty text as nothing.
fn as_text(value: &Value) -> Option<String> {
    match value {
        Value::Null => None,
        Value::String(text) if text.is_empty() => None,
        Value::String(text) => Some(text.clone()),
        other => Some(other.to_string()),
    }
}

/// When a change was made, as staff read it: the city's day and time.
pub fn when_words(at: i64, zone: CityZone, lang: Lang) -> String {
    match CityClock::at(zone, at) {
        Some(clock) => format!(
            "{} · {}",
            short_date_with_year(clock.today, lang),
            clock_time(clock.minutes, lang)
        ),
        None => at.to_string(),
    }
}

/// What differs between the recorded rows: each field whose value is not
/// the same, by name. A creation lists what it set, a deletion what the
/// item had.
pub fn changed_fields(
    before: Option<&Map<String, Value>>,
    after: Option<&Map<String, Value>>,
) -> Vec<FieldChange> {
    let empty = Map::new();
    let (old, new) = (before.unwrap_or(&empty), after.unwrap_or(&empty));
    let mut names: Vec<&String> = old.keys().chain(new.keys()).collect();
    names.sort();
    names.dedup();
    names
        .into_iter()
        .filter_map(|name| {
            let before = old.get(name).and_then(as_text);
            let after = new.get(name).and_then(as_text);
            (before != after).then(|| FieldChange {
                field: name.clone(),
                label: name.clone(),
                before,
                after,
            })
        })
        .collect()
}

/// The item's title, name or e-mail as the change recorded it: from the
/// row after the change or, for a deletion, before it. A translation's
/// change records only its text (`title.es`), not the item's name.
pub fn recorded_name(
    before: Option<&Map<String, Value>>,
    after: Option<&Map<String, Value>>,
) -> Option<String> {
    [after, before].into_iter().flatten().find_map(|row| {
        ["title", "name", "email"]
            .iter()
            .find_map(|key| row.get(*key).and_then(as_text))
    })
}

/// The name an item is listed under: as recorded, else as the guide
/// stores it (`stored`: its name now, or its last before it was deleted).
pub fn item_name(
    before: Option<&Map<String, Value>>,
    after: Option<&Map<String, Value>>,
    stored: Option<&str>,
    words: &dyn Localizer,
) -> String {
    recorded_name(before, after)
        .or_else(|| stored.map(str::to_string))
        .unwrap_or_else(|| words.text("history-unnamed"))
}

/// What undoing a change writes to its item.
#[derive(Debug, Clone, PartialEq)]
pub enum Undo {
    /// Puts back the earlier values of the fields the change set.
    Update(Map<String, Value>),
    /// Deletes the item the change made.
    Remove,
    /// Makes the deleted item again, with its id and what it had.
    Restore(Map<String, Value>),
}

/// Why a change cannot be undone now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum UndoRefusal {
    /// An account's or a followed source's change ([`ChangeKind::undoable`]).
    NotHere,
    /// The item is already as it was before the change.
    AlreadyUndone,
    /// Later changes set these fields again: undoing would lose them.
    ChangedSince(Vec<String>),
    /// The item was deleted after the change.
    DeletedSince,
}

impl UndoRefusal {
    /// What staff are told, naming the item.
    pub fn message(&self, item: &str, words: &dyn Localizer) -> String {
        match self {
            UndoRefusal::NotHere => words.text("history-undo-not-here"),
            UndoRefusal::AlreadyUndone => {
                words.message("history-undo-already", &[("item", Arg::Text(item))])
            }
            UndoRefusal::ChangedSince(fields) => words.message(
                "history-undo-changed-since",
                &[
                    ("item", Arg::Text(item)),
                    ("fields", Arg::Text(&fields.join(", "))),
                ],
            ),
            UndoRefusal::DeletedSince => {
                words.message("history-undo-deleted-since", &[("item", Arg::Text(item))])
            }
        }
    }
}

/// Two recorded values that staff would read the same (`null` and empty
/// text alike).
fn same(a: Option<&Value>, b: Option<&Value>) -> bool {
    a.and_then(as_text) == b.and_then(as_text)
}

/// How to undo a change, given the item as it is now (`current`: its
/// recorded fields, `None` when it does not exist).
///
/// - An edit puts back the earlier values of the fields it set, as long as
///   each still holds what the edit gave it; a field set again since would
///   be lost, so the undo is refused and the later change named.
/// - A creation deletes the item, even edited since: the deletion is
///   recorded in turn and can itself be undone.
/// - A deletion makes the item again with its id and fields.
pub fn undo(
    kind: ChangeKind,
    operation: Operation,
    before: Option<&Map<String, Value>>,
    after: Option<&Map<String, Value>>,
    current: Option<&Map<String, Value>>,
) -> Result<Undo, UndoRefusal> {
    if !kind.undoable() {
        return Err(UndoRefusal::NotHere);
    }
    match (operation, current) {
        (Operation::Create, None) => Err(UndoRefusal::AlreadyUndone),
        (Operation::Create, Some(_)) => Ok(Undo::Remove),
        (Operation::Delete, Some(_)) => Err(UndoRefusal::AlreadyUndone),
        (Operation::Delete, None) => Ok(Undo::Restore(before.cloned().unwrap_or_default())),
        (Operation::Update, None) => Err(UndoRefusal::DeletedSince),
        (Operation::Update, Some(now)) => {
            let fields: Vec<String> = changed_fields(before, after)
                .into_iter()
                .map(|change| change.field)
                .collect();
            let value = |row: Option<&Map<String, Value>>, field: &str| {
                row.and_then(|row| row.get(field)).cloned()
            };
            if fields
                .iter()
                .all(|f| same(now.get(f), value(before, f).as_ref()))
            {
                return Err(UndoRefusal::AlreadyUndone);
            }
            let moved: Vec<String> = fields
                .iter()
                .filter(|f| !same(now.get(*f), value(after, f).as_ref()))
                .cloned()
                .collect();
            if !moved.is_empty() {
                return Err(UndoRefusal::ChangedSince(moved));
            }
            Ok(Undo::Update(
                fields
                    .into_iter()
                    .map(|f| {
                        let earlier = value(before, &f).unwrap_or(Value::Null);
                        (f, earlier)
                    })
                    .collect(),
            ))
        }
    }
}

/// The order a step's changes are undone in: deleted items made again
/// first (so what refers to them can point at them again), then edits,
/// then what the step made is deleted; each group newest first.
pub fn undo_order<T>(changes: &mut [T], key: impl Fn(&T) -> (i64, Operation)) {
    let rank = |op: Operation| match op {
        Operation::Delete => 0,
        Operation::Update => 1,
        Operation::Create => 2,
    };
    changes.sort_by_key(|change| {
        let (id, op) = key(change);
        (rank(op), std::cmp::Reverse(id))
    });
}

/// `POST /api/admin/history/{id}/undo` and `…/batch/{batch}/undo`: how
/// many changes were undone, and the toast that says so.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
pub struct Undone {
    pub undone: usize,
    pub message: String,
}

impl Undone {
    pub fn new(undone: usize, words: &dyn Localizer) -> Undone {
        Undone {
            undone,
            message: words.message("history-undone", &[("count", Arg::Number(undone as f64))]),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::catalogs::catalog;
    use crate::text::lang::Lang;
    use serde_json::json;

    fn row(value: Value) -> Map<String, Value> {
        value.as_object().unwrap().clone()
    }

    fn entry(id: i64, batch: Option<&str>, item_id: i64, field: &str) -> ChangeEntry {
        ChangeEntry {
            id,
            at: id,
            when: String::new(),
            staff_id: Some(1),
            staff_name: Some("Sam Staff".into()),
            action: ChangeAction::Translate,
            batch: batch.map(str::to_string),
            kind: ChangeKind::Event,
            item_id,
            item_name: "Jazz Night".into(),
            operation: Operation::Update,
            fields: vec![FieldChange {
                field: field.into(),
                label: field.into(),
                before: None,
                after: Some("…".into()),
            }],
            can_undo: true,
            batch_size: 1,
        }
    }

    #[test]
    fn one_save_is_one_entry() {
        let fields = |e: &ChangeEntry| e.fields.iter().map(|f| f.field.clone()).collect::<Vec<_>>();
        let entries = one_entry_per_save(vec![
            // One translation save: three rows of one item, one step.
            entry(9, Some("a"), 7, "title.fr"),
            entry(8, Some("a"), 7, "title.es"),
            entry(7, Some("a"), 7, "description.es"),
            // One step over two items (a series): two entries.
            entry(6, Some("b"), 7, "time"),
            entry(5, Some("b"), 8, "time"),
            // Two saves without a step: two entries.
            entry(4, None, 7, "title"),
            entry(3, None, 7, "title"),
        ]);
        assert_eq!(
            entries.iter().map(|e| e.id).collect::<Vec<_>>(),
            [9, 6, 5, 4, 3]
        );
        assert_eq!(
            fields(&entries[0]),
            ["title.fr", "title.es", "description.es"]
        );
        let mut made = entry(2, Some("c"), 9, "title");
        made.operation = Operation::Create;
        let kept = one_entry_per_save(vec![entry(3, Some("c"), 9, "title.es"), made]);
        assert_eq!(kept.len(), 2, "a creation is an entry of its own");
    }

    #[test]
    fn a_change_lists_the_fields_that_differ() {
        let before = row(
            json!({"title": "Jazz", "ticket_price": "$25", "rating": 4.5, "time": null, "image": ""}),
        );
        let after = row(
            json!({"title": "Jazz Night", "ticket_price": "$25", "rating": 4.5, "time": "19:30", "image": null}),
        );
        assert_eq!(
            changed_fields(Some(&before), Some(&after)),
            [
                FieldChange {
                    field: "time".into(),
                    label: "time".into(),
                    before: None,
                    after: Some("19:30".into())
                },
                FieldChange {
                    field: "title".into(),
                    label: "title".into(),
                    before: Some("Jazz".into()),
                    after: Some("Jazz Night".into())
                },
            ]
        );
        // Made: what it set; deleted: what it had.
        let made = changed_fields(None, Some(&after));
        assert_eq!(
            made.iter().map(|f| f.field.as_str()).collect::<Vec<_>>(),
            ["rating", "ticket_price", "time", "title"]
        );
        assert_eq!(made[0].after.as_deref(), Some("4.5"));
        assert_eq!(changed_fields(Some(&before), None).len(), 3);
    }

    #[test]
    fn a_field_is_named_by_its_form_label_and_a_translation_by_its_language() {
        let words = crate::text::catalogs::catalog(Lang::En);
        let label = |field: &str| field_label(field, words);
        assert_eq!(label("ticket_price"), "Ticket price");
        assert_eq!(label("venue_id"), "Venue");
        assert_eq!(label("title.es"), "Title (Spanish)");
        assert_eq!(label("ticketPrice.fr"), "Ticket price (French)");
        assert_eq!(
            label("some_new_column"),
            "some_new_column",
            "else its stored name"
        );
        let german = crate::text::catalogs::catalog(Lang::De);
        assert_eq!(
            field_label("description.es", german),
            "Beschreibung (Spanisch)"
        );
        // The table is in order, for the lookup.
        assert!(FIELD_LABELS.windows(2).all(|w| w[0].0 < w[1].0));
        let fields = labelled(
            changed_fields(None, Some(&row(json!({"end_date": "2026-12-31"})))),
            words,
        );
        assert_eq!(fields[0].label, "End date");
    }

    #[test]
    fn a_change_is_dated_on_the_citys_clock() {
        let zone = CityZone::default();
        let at = zone.unix_ms(CityClock {
            today: crate::time::date::Date::parse("2026-11-29").unwrap(),
            minutes: 20 * 60 + 47,
        });
        assert_eq!(when_words(at, zone, Lang::En), "Nov 29, 2026 · 8:47 PM");
    }

    #[test]
    fn an_item_is_named_by_its_title_name_or_address() {
        let en = catalog(Lang::En);
        let event = row(json!({"title": "Jazz Night", "name": null}));
        assert_eq!(item_name(None, Some(&event), None, en), "Jazz Night");
        let account = row(json!({"email": "ana@guide.test", "first_name": "Ana"}));
        assert_eq!(item_name(Some(&account), None, None, en), "ana@guide.test");
        // A translation's change: the item's name as stored.
        let translated = row(json!({"title.es": "Noche de jazz"}));
        assert_eq!(recorded_name(None, Some(&translated)), None);
        assert_eq!(
            item_name(None, Some(&translated), Some("Jazz Night"), en),
            "Jazz Night"
        );
        assert_eq!(item_name(None, None, None, en), "(no name)");
    }

    #[test]
    fn an_edit_is_undone_by_putting_back_the_fields_it_set() {
        let before = row(json!({"title": "Jazz", "ticket_price": "$25", "time": null}));
        let after = row(json!({"title": "Jazz Night", "ticket_price": "$25", "time": "19:30"}));
        let undo_edit = |now: Option<&Map<String, Value>>| {
            undo(
                ChangeKind::Event,
                Operation::Update,
                Some(&before),
                Some(&after),
                now,
            )
        };
        // Another field changed since (the price): still undoable.
        let now = row(json!({"title": "Jazz Night", "ticket_price": "$30", "time": "19:30"}));
        assert_eq!(
            undo_edit(Some(&now)),
            Ok(Undo::Update(row(json!({"time": null, "title": "Jazz"}))))
        );
        // A field it set was set again since: refused, naming it.
        let moved = row(json!({"title": "Jazz Nights", "ticket_price": "$25", "time": "19:30"}));
        assert_eq!(
            undo_edit(Some(&moved)),
            Err(UndoRefusal::ChangedSince(vec!["title".into()]))
        );
        // Already as before; deleted since.
        assert_eq!(undo_edit(Some(&before)), Err(UndoRefusal::AlreadyUndone));
        assert_eq!(undo_edit(None), Err(UndoRefusal::DeletedSince));
    }

    #[test]
    fn a_creation_is_undone_by_deleting_and_a_deletion_by_restoring() {
        let item = row(json!({"name": "Mote Aquarium", "price": "$30"}));
        let edited = row(json!({"name": "Mote Aquarium", "price": "$35"}));
        let kind = ChangeKind::Activity;
        assert_eq!(
            undo(kind, Operation::Create, None, Some(&item), Some(&edited)),
            Ok(Undo::Remove)
        );
        assert_eq!(
            undo(kind, Operation::Create, None, Some(&item), None),
            Err(UndoRefusal::AlreadyUndone)
        );
        assert_eq!(
            undo(kind, Operation::Delete, Some(&item), None, None),
            Ok(Undo::Restore(item.clone()))
        );
        assert_eq!(
            undo(kind, Operation::Delete, Some(&item), None, Some(&item)),
            Err(UndoRefusal::AlreadyUndone)
        );
        // Accounts and sources are not undone from the history.
        for kind in [ChangeKind::Account, ChangeKind::Source] {
            assert_eq!(
                undo(kind, Operation::Delete, Some(&item), None, None),
                Err(UndoRefusal::NotHere)
            );
        }
    }

    #[test]
    fn a_step_is_undone_restoring_first_then_edits_then_creations() {
        let mut changes = [
            (1, Operation::Create),
            (2, Operation::Update),
            (3, Operation::Delete),
            (4, Operation::Create),
            (5, Operation::Update),
            (6, Operation::Delete),
        ];
        undo_order(&mut changes, |c| *c);
        assert_eq!(changes.map(|(id, _)| id), [6, 3, 5, 2, 4, 1]);
    }

    #[test]
    fn refusals_and_the_toast_are_in_the_dashboards_language() {
        let en = catalog(Lang::En);
        assert_eq!(
            UndoRefusal::ChangedSince(vec!["title".into(), "time".into()]).message("Jazz", en),
            "“Jazz” was changed again since (title, time): undo the later change first."
        );
        assert_eq!(Undone::new(12, en).message, "Undone: 12 changes");
        assert_eq!(
            Undone::new(1, catalog(Lang::Es)).message,
            "Deshecho: 1 cambio"
        );
    }

    #[test]
    fn an_editor_sees_the_kinds_an_editor_may_change() {
        assert_eq!(ChangeKind::visible_to(Role::Admin), ChangeKind::ALL);
        assert_eq!(
            ChangeKind::visible_to(Role::Editor),
            [
                ChangeKind::Event,
                ChangeKind::Activity,
                ChangeKind::Restaurant,
                ChangeKind::Venue,
                ChangeKind::Suggestion
            ]
        );
    }

    #[test]
    fn actions_and_kinds_are_stored_as_words() {
        for action in ChangeAction::ALL {
            assert_eq!(ChangeAction::parse(action.as_str()), action);
            assert_eq!(
                serde_json::to_value(action).unwrap(),
                json!(action.as_str())
            );
        }
        assert_eq!(ChangeAction::parse("a later one"), ChangeAction::System);
        for kind in ChangeKind::ALL {
            assert_eq!(ChangeKind::parse(kind.as_str()), Some(kind));
        }
        assert!(ChangeKind::Account.for_admins_only());
        assert!(!ChangeKind::Event.for_admins_only());
    }
}
