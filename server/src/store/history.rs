//! The history of every change (issue #39, part 2). The database records
//! each write by its triggers (migration 20), in the writing transaction;
//! this module gives a transaction its context (who, by which action, in
//! which batch), reads the records back, and prunes old ones.

use guide_core::dashboard::history::{
    ChangeAction, ChangeEntry, ChangeKind, History, HistoryPerson, Operation, changed_fields,
    item_name, when_words,
};
use guide_core::text::words::Words;
use guide_core::time::date::CityZone;
use serde_json::{Map, Value};
use sqlx::{AssertSqlSafe, Row};

use super::reminders::Tx;
use super::{Backend, Store, StoreResult};

/// Who makes a transaction's writes, and by which action. A bulk action's
/// writes share a batch, so they are undone as one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Actor {
    pub staff_id: Option<i64>,
    pub action: ChangeAction,
    pub batch: Option<String>,
}

impl Actor {
    /// A staff account's action on the dashboard.
    pub fn staff(staff_id: i64, action: ChangeAction) -> Actor {
        Actor {
            staff_id: Some(staff_id),
            action,
            batch: None,
        }
    }

    /// What the guide does by itself (a source's read, the demo's seed,
    /// a visitor's suggestion).
    pub fn guide(action: ChangeAction) -> Actor {
        Actor {
            staff_id: None,
            action,
            batch: None,
        }
    }

    /// The same, its writes one batch (`batch`: random, from the caller).
    pub fn in_batch(self, batch: String) -> Actor {
        Actor {
            batch: Some(batch),
            ..self
        }
    }
}

/// A new batch's name: 16 random hex digits (the clock's nanoseconds in
/// the unlikely event the system has no randomness to give).
pub fn new_batch() -> String {
    let mut bytes = [0u8; 8];
    if getrandom::fill(&mut bytes).is_err() {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64)
            .unwrap_or_default();
        bytes = nanos.to_be_bytes();
    }
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Which changes a listing asks for.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct HistoryFilter {
    pub staff_id: Option<i64>,
    pub kind: Option<ChangeKind>,
    pub item_id: Option<i64>,
    /// Unix ms, from (inclusive) and until (exclusive).
    pub since: Option<i64>,
    pub until: Option<i64>,
    /// Changes older than this id (the page before's `nextBefore`).
    pub before: Option<i64>,
    /// An editor's listing leaves out accounts' and sources' changes.
    pub for_admin: bool,
}

/// Changes listed a page at a time.
pub const HISTORY_PAGE: i64 = 50;

/// Gives the transaction its context: the triggers read it for each row
/// they record. SQLite keeps it in `change_context` (one writer at a time:
/// the row is this transaction's until [`clear_context`]); PostgreSQL in
/// settings local to the transaction.
pub(super) async fn set_context(
    tx: &mut Tx<'_>,
    backend: Backend,
    actor: &Actor,
) -> StoreResult<()> {
    match backend {
        Backend::Sqlite => {
            sqlx::query(
                "INSERT INTO change_context (id, staff_id, action, batch) VALUES (1, $1, $2, $3) \
                 ON CONFLICT (id) DO UPDATE SET staff_id = excluded.staff_id, \
                 action = excluded.action, batch = excluded.batch",
            )
            .bind(actor.staff_id)
            .bind(actor.action.as_str())
            .bind(actor.batch.as_deref())
            .execute(&mut **tx)
            .await?;
        }
        Backend::Postgres => {
            sqlx::query(
                "SELECT set_config('guide.staff_id', $1, true), set_config('guide.action', $2, true), \
                 set_config('guide.batch', $3, true)",
            )
            .bind(actor.staff_id.map(|id| id.to_string()).unwrap_or_default())
            .bind(actor.action.as_str())
            .bind(actor.batch.clone().unwrap_or_default())
            .execute(&mut **tx)
            .await?;
        }
    }
    Ok(())
}

/// Ends the context before the transaction commits (SQLite's row would
/// otherwise name the next writer's changes).
pub(super) async fn clear_context(tx: &mut Tx<'_>, backend: Backend) -> StoreResult<()> {
    if backend == Backend::Sqlite {
        sqlx::query("DELETE FROM change_context")
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}

fn object(text: Option<String>) -> StoreResult<Option<Map<String, Value>>> {
    Ok(match text {
        Some(text) => match serde_json::from_str(&text)? {
            Value::Object(map) => Some(map),
            _ => None,
        },
        None => None,
    })
}

impl Store {
    /// A transaction whose writes are recorded as `actor`'s. Commit it
    /// with [`Store::commit_attributed`].
    pub(super) async fn begin_attributed(&self, actor: &Actor) -> StoreResult<Tx<'static>> {
        let mut tx = match self.backend {
            Backend::Sqlite => self.pool.begin_with("BEGIN IMMEDIATE").await?,
            Backend::Postgres => self.pool.begin().await?,
        };
        set_context(&mut tx, self.backend, actor).await?;
        Ok(tx)
    }

    pub(super) async fn commit_attributed(&self, mut tx: Tx<'static>) -> StoreResult<()> {
        clear_context(&mut tx, self.backend).await?;
        tx.commit().await?;
        Ok(())
    }

    /// A page of changes, newest first, with the names of the staff who
    /// made them (an account removed since has none).
    pub async fn history(
        &self,
        filter: &HistoryFilter,
        words: &(dyn Words + Sync),
        zone: CityZone,
    ) -> StoreResult<History> {
        let mut conditions = Vec::new();
        let mut n = 0;
        let mut next = || {
            n += 1;
            format!("${n}")
        };
        if filter.staff_id.is_some() {
            conditions.push(format!("c.staff_id = {}", next()));
        }
        if filter.kind.is_some() {
            conditions.push(format!("c.kind = {}", next()));
        }
        if filter.item_id.is_some() {
            conditions.push(format!("c.item_id = {}", next()));
        }
        if filter.since.is_some() {
            conditions.push(format!("c.at >= {}", next()));
        }
        if filter.until.is_some() {
            conditions.push(format!("c.at < {}", next()));
        }
        if filter.before.is_some() {
            conditions.push(format!("c.id < {}", next()));
        }
        if !filter.for_admin {
            // Core's words, never user text, spliced in.
            let hidden: Vec<String> = ChangeKind::ALL
                .into_iter()
                .filter(|kind| kind.for_admins_only())
                .map(|kind| format!("'{}'", kind.as_str()))
                .collect();
            conditions.push(format!("c.kind NOT IN ({})", hidden.join(", ")));
        }
        let limit = next();
        let sql = format!(
            "SELECT c.id, c.at, c.staff_id, a.first_name, a.last_name, c.action, c.batch, c.kind, \
             c.item_id, c.operation, CAST(c.before AS TEXT) AS before_row, \
             CAST(c.after AS TEXT) AS after_row \
             FROM changes c LEFT JOIN admins a ON a.id = c.staff_id{} \
             ORDER BY c.id DESC LIMIT {limit}",
            if conditions.is_empty() {
                String::new()
            } else {
                format!(" WHERE {}", conditions.join(" AND "))
            }
        );
        let mut query = sqlx::query(AssertSqlSafe(sql));
        if let Some(id) = filter.staff_id {
            query = query.bind(id);
        }
        if let Some(kind) = filter.kind {
            query = query.bind(kind.as_str());
        }
        if let Some(id) = filter.item_id {
            query = query.bind(id);
        }
        if let Some(since) = filter.since {
            query = query.bind(since);
        }
        if let Some(until) = filter.until {
            query = query.bind(until);
        }
        if let Some(before) = filter.before {
            query = query.bind(before);
        }
        let rows = query.bind(HISTORY_PAGE + 1).fetch_all(&self.pool).await?;
        let more = rows.len() as i64 > HISTORY_PAGE;
        let mut changes = Vec::new();
        for row in rows.iter().take(HISTORY_PAGE as usize) {
            let Some(kind) = ChangeKind::parse(&row.try_get::<String, _>("kind")?) else {
                continue;
            };
            let operation = Operation::parse(&row.try_get::<String, _>("operation")?)
                .ok_or_else(|| anyhow::anyhow!("an unknown operation is stored"))?;
            let before = object(row.try_get("before_row")?)?;
            let after = object(row.try_get("after_row")?)?;
            let first: Option<String> = row.try_get("first_name")?;
            let last: Option<String> = row.try_get("last_name")?;
            let at: i64 = row.try_get("at")?;
            changes.push(ChangeEntry {
                id: row.try_get("id")?,
                at,
                when: when_words(at, zone, words.lang()),
                staff_id: row.try_get("staff_id")?,
                staff_name: first.zip(last).map(|(f, l)| format!("{f} {l}")),
                action: ChangeAction::parse(&row.try_get::<String, _>("action")?),
                batch: row.try_get("batch")?,
                kind,
                item_id: row.try_get("item_id")?,
                item_name: item_name(before.as_ref(), after.as_ref(), words),
                operation,
                fields: changed_fields(before.as_ref(), after.as_ref()),
            });
        }
        let people = sqlx::query(
            "SELECT a.id, a.first_name, a.last_name FROM admins a \
             WHERE EXISTS (SELECT 1 FROM changes c WHERE c.staff_id = a.id) \
             ORDER BY lower(a.first_name), lower(a.last_name), a.id",
        )
        .fetch_all(&self.pool)
        .await?
        .iter()
        .map(|row| {
            Ok(HistoryPerson {
                id: row.try_get("id")?,
                name: format!(
                    "{} {}",
                    row.try_get::<String, _>("first_name")?,
                    row.try_get::<String, _>("last_name")?
                ),
            })
        })
        .collect::<StoreResult<Vec<_>>>()?;
        Ok(History {
            next_before: more.then(|| changes.last().map(|c| c.id)).flatten(),
            changes,
            people,
        })
    }

    /// Forgets the changes recorded before `before_ms` (`[history]
    /// keep_days`). Returns how many.
    pub async fn prune_history(&self, before_ms: i64) -> StoreResult<u64> {
        let done = sqlx::query("DELETE FROM changes WHERE at < $1")
            .bind(before_ms)
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected())
    }
}
