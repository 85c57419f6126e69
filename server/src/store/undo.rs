//! Undoing recorded changes (issue #39, part 2): a change, or a whole step
//! (its batch), is undone by writing back what the history recorded, in
//! one transaction whose own writes the triggers record as `revert`.
//! Core's `history::undo` decides what each undo writes, against the item
//! as it is now; this module reads the item and writes the rows.
//!
//! The recorded fields are the table's columns by name, so the rows are
//! written back by each engine's own JSON functions: SQLite's
//! `json_extract` and PostgreSQL's `jsonb_populate_record`, which give
//! every value its column's type. A field whose column a later migration
//! removed is left out.

use std::collections::HashMap;
use std::collections::hash_map::Entry;

use guide_core::dashboard::history::{
    ChangeAction, ChangeKind, Operation, Undo, UndoRefusal, item_name, recorded_name, undo,
    undo_order,
};
use guide_core::text::words::Localizer;
use serde_json::{Map, Value};
use sqlx::any::AnyRow;
use sqlx::{AnyConnection, AssertSqlSafe, Row};

use super::change_context::{Actor, new_batch};
use super::{Backend, Store, StoreResult};

/// What to undo: one change, or every change of a step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum UndoTarget {
    Change(i64),
    Batch(String),
}

/// Why nothing was undone.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum UndoError {
    /// No such change (or step) in the history, or none the account
    /// sees (an editor's history has no account's or source's change).
    NotFound,
    /// Core's refusal, in the dashboard's language.
    Refused(String),
}

/// A recorded change: what undoing it reads.
pub(super) struct Recorded {
    pub id: i64,
    pub kind: ChangeKind,
    pub item_id: i64,
    pub operation: Operation,
    pub before: Option<Map<String, Value>>,
    pub after: Option<Map<String, Value>>,
}

impl Recorded {
    /// A `changes` row (its `before_row` and `after_row` as text); `None`
    /// for a kind this guide does not know (a later one's).
    pub(super) fn read(row: &AnyRow) -> StoreResult<Option<Recorded>> {
        let Some(kind) = ChangeKind::parse(&row.try_get::<String, _>("kind")?) else {
            return Ok(None);
        };
        let operation = Operation::parse(&row.try_get::<String, _>("operation")?)
            .ok_or_else(|| anyhow::anyhow!("an unknown operation is stored"))?;
        Ok(Some(Recorded {
            id: row.try_get("id")?,
            kind,
            item_id: row.try_get("item_id")?,
            operation,
            before: object(row.try_get("before_row")?)?,
            after: object(row.try_get("after_row")?)?,
        }))
    }
}

/// A recorded row (JSON text) as its fields.
fn object(text: Option<String>) -> StoreResult<Option<Map<String, Value>>> {
    Ok(match text {
        Some(text) => match serde_json::from_str(&text)? {
            Value::Object(map) => Some(map),
            _ => None,
        },
        None => None,
    })
}

/// The table a kind of item is stored in (never user text).
fn table(kind: ChangeKind) -> &'static str {
    match kind {
        ChangeKind::Event => "events",
        ChangeKind::Activity => "activities",
        ChangeKind::Restaurant => "restaurants",
        ChangeKind::Venue => "venues",
        ChangeKind::Source => "sources",
        ChangeKind::Suggestion => "suggestions",
        ChangeKind::Account => "admins",
    }
}

/// The table of a kind's translations, for the kinds that have them.
fn translations_table(kind: ChangeKind) -> Option<&'static str> {
    match kind {
        ChangeKind::Event => Some("event_translations"),
        ChangeKind::Activity => Some("activity_translations"),
        ChangeKind::Restaurant => Some("restaurant_translations"),
        _ => None,
    }
}

/// A translation's recorded field, `title.es`, as (field, language).
fn translation_key(field: &str) -> Option<(&str, &str)> {
    field.rsplit_once('.')
}

/// The name the guide stores for an item now, or, deleted, its last one
/// (for a change that recorded none: a translation's).
pub(super) async fn stored_name(
    conn: &mut AnyConnection,
    kind: ChangeKind,
    item_id: i64,
) -> StoreResult<Option<String>> {
    let column = match kind {
        ChangeKind::Event => "title",
        ChangeKind::Account => "email",
        _ => "name",
    };
    let sql = format!(
        "SELECT COALESCE((SELECT {column} FROM {} WHERE id = $1), \
         (SELECT name FROM removed_items WHERE kind = $2 AND item_id = $1))",
        table(kind)
    );
    Ok(sqlx::query_scalar(AssertSqlSafe(sql))
        .bind(item_id)
        .bind(kind.as_str())
        .fetch_one(&mut *conn)
        .await?)
}

/// What a change's item is listed and named under.
pub(super) async fn name_of(
    conn: &mut AnyConnection,
    change: &Recorded,
    words: &(dyn Localizer + Sync),
) -> StoreResult<String> {
    let (before, after) = (change.before.as_ref(), change.after.as_ref());
    let stored = match recorded_name(before, after) {
        Some(_) => None,
        None => stored_name(conn, change.kind, change.item_id).await?,
    };
    Ok(item_name(before, after, stored.as_deref(), words))
}

/// The columns of each table, read once per undo or listing: only those
/// are written back or read (a recorded field is never spliced in
/// otherwise).
#[derive(Default)]
pub(super) struct Columns(HashMap<ChangeKind, Vec<String>>);

impl Columns {
    async fn of(
        &mut self,
        conn: &mut AnyConnection,
        backend: Backend,
        kind: ChangeKind,
    ) -> StoreResult<&[String]> {
        let names = match self.0.entry(kind) {
            Entry::Occupied(known) => known.into_mut(),
            Entry::Vacant(slot) => {
                let names: Vec<String> = match backend {
                    Backend::Sqlite => {
                        sqlx::query_scalar(AssertSqlSafe(format!(
                            "SELECT name FROM pragma_table_info('{}')",
                            table(kind)
                        )))
                        .fetch_all(&mut *conn)
                        .await?
                    }
                    Backend::Postgres => {
                        sqlx::query_scalar(
                            "SELECT CAST(column_name AS TEXT) FROM information_schema.columns \
                             WHERE table_schema = current_schema() AND table_name = $1",
                        )
                        .bind(table(kind))
                        .fetch_all(&mut *conn)
                        .await?
                    }
                };
                slot.insert(names)
            }
        };
        Ok(names)
    }

    /// The fields of `row` that are columns of `kind`'s table now.
    async fn keep(
        &mut self,
        conn: &mut AnyConnection,
        backend: Backend,
        kind: ChangeKind,
        row: Map<String, Value>,
    ) -> StoreResult<Map<String, Value>> {
        let columns = self.of(conn, backend, kind).await?;
        Ok(row
            .into_iter()
            .filter(|(field, _)| field != "id" && columns.contains(field))
            .collect())
    }
}

/// The item as it is now, as the triggers record it (`None`: not stored).
/// SQLite: `json_object` of the recorded fields; PostgreSQL: `to_jsonb` of
/// the row, whose extra columns core never looks at.
async fn current(
    conn: &mut AnyConnection,
    backend: Backend,
    columns: &mut Columns,
    change: &Recorded,
) -> StoreResult<Option<Map<String, Value>>> {
    let sql = match backend {
        Backend::Sqlite => {
            let known = columns.of(conn, backend, change.kind).await?;
            let mut fields: Vec<&String> = change
                .before
                .iter()
                .chain(change.after.iter())
                .flat_map(|row| row.keys())
                .filter(|field| known.contains(*field))
                .collect();
            fields.sort();
            fields.dedup();
            let pairs: Vec<String> = fields.iter().map(|f| format!("'{f}', \"{f}\"")).collect();
            format!(
                "SELECT json_object({}) FROM {} WHERE id = $1",
                pairs.join(", "),
                table(change.kind)
            )
        }
        Backend::Postgres => format!(
            "SELECT CAST(to_jsonb(t) AS TEXT) FROM {} AS t WHERE t.id = $1",
            table(change.kind)
        ),
    };
    let row: Option<String> = sqlx::query_scalar(AssertSqlSafe(sql))
        .bind(change.item_id)
        .fetch_optional(&mut *conn)
        .await?;
    let mut now = object(row)?;
    // A translation's change: the item's translations as they are now.
    let translated = change
        .before
        .iter()
        .chain(change.after.iter())
        .flat_map(|row| row.keys())
        .any(|field| translation_key(field).is_some());
    if let (Some(item), Some(translations), true) =
        (now.as_mut(), translations_table(change.kind), translated)
    {
        let sql = format!("SELECT lang, field, text FROM {translations} WHERE item_id = $1");
        for row in sqlx::query(AssertSqlSafe(sql))
            .bind(change.item_id)
            .fetch_all(&mut *conn)
            .await?
        {
            let (lang, field): (String, String) = (row.try_get("lang")?, row.try_get("field")?);
            item.insert(
                format!("{field}.{lang}"),
                Value::String(row.try_get("text")?),
            );
        }
    }
    Ok(now)
}

/// Whether the change can be undone now (the History tab's button).
pub(super) async fn can_undo(
    conn: &mut AnyConnection,
    backend: Backend,
    columns: &mut Columns,
    change: &Recorded,
) -> StoreResult<bool> {
    if !change.kind.undoable() {
        return Ok(false);
    }
    let now = current(conn, backend, columns, change).await?;
    let (before, after) = (change.before.as_ref(), change.after.as_ref());
    Ok(undo(change.kind, change.operation, before, after, now.as_ref()).is_ok())
}

/// The recorded changes of a target, in the transaction.
async fn recorded(conn: &mut AnyConnection, target: &UndoTarget) -> StoreResult<Vec<Recorded>> {
    const SELECT: &str = "SELECT id, kind, item_id, operation, CAST(before AS TEXT) AS before_row, \
                          CAST(after AS TEXT) AS after_row FROM changes";
    let rows = match target {
        UndoTarget::Change(id) => {
            sqlx::query(AssertSqlSafe(format!("{SELECT} WHERE id = $1")))
                .bind(*id)
                .fetch_all(&mut *conn)
                .await?
        }
        UndoTarget::Batch(batch) => {
            sqlx::query(AssertSqlSafe(format!("{SELECT} WHERE batch = $1")))
                .bind(batch.as_str())
                .fetch_all(&mut *conn)
                .await?
        }
    };
    let mut changes = Vec::new();
    for row in &rows {
        changes.extend(Recorded::read(row)?);
    }
    Ok(changes)
}

/// Puts back an item's translations (`title.es`: its text, or none).
async fn write_translations(
    conn: &mut AnyConnection,
    table: &str,
    item_id: i64,
    fields: Map<String, Value>,
) -> StoreResult<()> {
    for (key, text) in &fields {
        let Some((field, lang)) = translation_key(key) else {
            continue;
        };
        let query = match text.as_str() {
            Some(text) => sqlx::query(AssertSqlSafe(format!(
                "INSERT INTO {table} (item_id, lang, field, text) VALUES ($1, $2, $3, $4) \
                 ON CONFLICT (item_id, lang, field) DO UPDATE SET text = excluded.text"
            )))
            .bind(item_id)
            .bind(lang)
            .bind(field)
            .bind(text),
            None => sqlx::query(AssertSqlSafe(format!(
                "DELETE FROM {table} WHERE item_id = $1 AND lang = $2 AND field = $3"
            )))
            .bind(item_id)
            .bind(lang)
            .bind(field),
        };
        query.execute(&mut *conn).await?;
    }
    Ok(())
}

/// Writes one undo: the item's fields put back, the item deleted, or the
/// item made again with its id.
async fn write(
    conn: &mut AnyConnection,
    backend: Backend,
    columns: &mut Columns,
    change: &Recorded,
    plan: Undo,
) -> StoreResult<()> {
    let name = table(change.kind);
    match plan {
        Undo::Update(fields) => {
            let (translated, fields): (Map<String, Value>, Map<String, Value>) = fields
                .into_iter()
                .partition(|(field, _)| translation_key(field).is_some());
            if let Some(translations) = translations_table(change.kind)
                && !translated.is_empty()
            {
                write_translations(conn, translations, change.item_id, translated).await?;
                // The item's own update marks it changed (its updated_at:
                // the sitemap, the devices' copies), as a translations
                // dialog's save does; nothing of it is recorded.
                sqlx::query(AssertSqlSafe(format!(
                    "UPDATE {name} SET lang = lang WHERE id = $1"
                )))
                .bind(change.item_id)
                .execute(&mut *conn)
                .await?;
            }
            let fields = columns.keep(conn, backend, change.kind, fields).await?;
            if fields.is_empty() {
                return Ok(());
            }
            let sql = match backend {
                Backend::Sqlite => format!(
                    "UPDATE {name} SET {} WHERE id = $2",
                    fields
                        .keys()
                        .map(|f| format!("\"{f}\" = json_extract($1, '$.{f}')"))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
                Backend::Postgres => format!(
                    "UPDATE {name} AS t SET {} FROM jsonb_populate_record(CAST(NULL AS {name}), \
                     CAST($1 AS jsonb)) AS r WHERE t.id = $2",
                    fields
                        .keys()
                        .map(|f| format!("\"{f}\" = r.\"{f}\""))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            };
            sqlx::query(AssertSqlSafe(sql))
                .bind(Value::Object(fields).to_string())
                .bind(change.item_id)
                .execute(&mut *conn)
                .await?;
        }
        Undo::Remove => {
            if change.kind == ChangeKind::Event {
                // A followed source's event whose publishing is undone
                // waits in the review inbox again.
                sqlx::query(
                    "UPDATE source_events SET event_id = NULL, published = NULL, review = 'new' \
                     WHERE event_id = $1",
                )
                .bind(change.item_id)
                .execute(&mut *conn)
                .await?;
            }
            sqlx::query(AssertSqlSafe(format!("DELETE FROM {name} WHERE id = $1")))
                .bind(change.item_id)
                .execute(&mut *conn)
                .await?;
        }
        Undo::Restore(fields) => {
            let fields = columns.keep(conn, backend, change.kind, fields).await?;
            let names: Vec<String> = fields.keys().map(|f| format!("\"{f}\"")).collect();
            let values: Vec<String> = fields
                .keys()
                .map(|f| match backend {
                    Backend::Sqlite => format!("json_extract($1, '$.{f}')"),
                    Backend::Postgres => format!("r.\"{f}\""),
                })
                .collect();
            let from = match backend {
                Backend::Sqlite => String::new(),
                Backend::Postgres => format!(
                    " FROM jsonb_populate_record(CAST(NULL AS {name}), CAST($1 AS jsonb)) AS r"
                ),
            };
            let sql = format!(
                "INSERT INTO {name} (id{}{}) SELECT $2{}{}{from}",
                if names.is_empty() { "" } else { ", " },
                names.join(", "),
                if values.is_empty() { "" } else { ", " },
                values.join(", "),
            );
            sqlx::query(AssertSqlSafe(sql))
                .bind(Value::Object(fields).to_string())
                .bind(change.item_id)
                .execute(&mut *conn)
                .await?;
            if matches!(
                change.kind,
                ChangeKind::Event | ChangeKind::Activity | ChangeKind::Restaurant
            ) {
                // Plans that name it find it again, not its last name.
                sqlx::query("DELETE FROM removed_items WHERE kind = $1 AND item_id = $2")
                    .bind(change.kind.as_str())
                    .bind(change.item_id)
                    .execute(&mut *conn)
                    .await?;
                if backend == Backend::Sqlite {
                    // Changed now, for the sitemap and the device copies
                    // (SQLite's insert trigger dates it from created_at).
                    sqlx::query(AssertSqlSafe(format!(
                        "UPDATE {name} SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') \
                         WHERE id = $1"
                    )))
                    .bind(change.item_id)
                    .execute(&mut *conn)
                    .await?;
                }
            }
        }
    }
    Ok(())
}

impl Store {
    /// Undoes a change, or every change of a step, as `staff_id`'s
    /// `revert`, all or nothing. A step's changes already undone one by
    /// one are passed over. Returns how many changes were undone.
    pub async fn undo(
        &self,
        target: &UndoTarget,
        staff_id: i64,
        for_admin: bool,
        words: &(dyn Localizer + Sync),
    ) -> StoreResult<Result<usize, UndoError>> {
        let actor = Actor::staff(staff_id, ChangeAction::Revert).in_batch(new_batch());
        let mut tx = self.begin(&actor).await?;
        // Nobody else writes the content while what is undone is compared
        // with what is stored.
        tx.lock_content().await?;
        let conn: &mut AnyConnection = &mut tx.0;
        let mut changes = recorded(conn, target).await?;
        if changes.is_empty() {
            return Ok(Err(UndoError::NotFound));
        }
        if !for_admin && changes.iter().any(|c| c.kind.for_admins_only()) {
            return Ok(Err(UndoError::NotFound));
        }
        undo_order(&mut changes, |c| (c.id, c.operation));
        let one = matches!(target, UndoTarget::Change(_));
        let mut columns = Columns::default();
        let mut undone = 0;
        let mut first_refusal = None;
        for change in &changes {
            let now = current(conn, self.backend, &mut columns, change).await?;
            let (before, after) = (change.before.as_ref(), change.after.as_ref());
            match undo(change.kind, change.operation, before, after, now.as_ref()) {
                Ok(plan) => {
                    write(conn, self.backend, &mut columns, change, plan).await?;
                    undone += 1;
                }
                Err(UndoRefusal::AlreadyUndone) if !one => {
                    first_refusal.get_or_insert((UndoRefusal::AlreadyUndone, change));
                }
                Err(refusal) => {
                    let item = name_of(conn, change, words).await?;
                    return Ok(Err(UndoError::Refused(refusal.message(&item, words))));
                }
            }
        }
        if undone == 0
            && let Some((refusal, change)) = first_refusal
        {
            // Every change of the step was undone already.
            let item = name_of(conn, change, words).await?;
            return Ok(Err(UndoError::Refused(refusal.message(&item, words))));
        }
        tx.commit().await?;
        Ok(Ok(undone))
    }
}
