//! The history of every change (issue #39, part 2). The database records
//! each write by its triggers (migration 20), in the writing transaction,
//! with the context `change_context` gives it; this module reads the
//! records back, a page at a time, and prunes old ones.

use guide_core::dashboard::accounts::Role;
use guide_core::dashboard::history::{
    ChangeAction, ChangeEntry, ChangeKind, History, HistoryPerson, changed_fields, labelled,
    one_entry_per_save, when_words,
};
use guide_core::text::words::Localizer;
use guide_core::time::date::CityZone;
use sqlx::{AssertSqlSafe, Row};

use super::undo::{Columns, Recorded, can_undo, name_of};
use super::{Store, StoreResult};

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
    /// Changes newer than this id (those after an edit form's version).
    pub after: Option<i64>,
    /// Only other staff's changes than this account's (Today's 'by
    /// others'); the guide's own (a source's read) are left out too.
    pub other_than: Option<i64>,
    /// An editor's listing leaves out accounts' and sources' changes.
    pub for_admin: bool,
}

/// Changes listed a page at a time.
pub const HISTORY_PAGE: i64 = 50;

impl Store {
    /// A page of changes, newest first, with the names of the staff who
    /// made them (an account removed since has none).
    pub async fn history(
        &self,
        filter: &HistoryFilter,
        words: &(dyn Localizer + Sync),
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
        if filter.after.is_some() {
            conditions.push(format!("c.id > {}", next()));
        }
        if filter.other_than.is_some() {
            conditions.push(format!("c.staff_id <> {}", next()));
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
        if let Some(after) = filter.after {
            query = query.bind(after);
        }
        if let Some(me) = filter.other_than {
            query = query.bind(me);
        }
        let rows = query.bind(HISTORY_PAGE + 1).fetch_all(&self.pool).await?;
        let more = rows.len() as i64 > HISTORY_PAGE;
        // Whether each can be undone is read from the items as they are.
        let mut conn = self.pool.acquire().await?;
        let mut columns = Columns::default();
        let mut changes = Vec::new();
        for row in rows.iter().take(HISTORY_PAGE as usize) {
            let Some(change) = Recorded::read(row)? else {
                continue;
            };
            let (before, after) = (change.before.as_ref(), change.after.as_ref());
            let first: Option<String> = row.try_get("first_name")?;
            let last: Option<String> = row.try_get("last_name")?;
            let at: i64 = row.try_get("at")?;
            changes.push(ChangeEntry {
                id: change.id,
                at,
                when: when_words(at, zone, words.lang()),
                staff_id: row.try_get("staff_id")?,
                staff_name: first.zip(last).map(|(f, l)| format!("{f} {l}")),
                action: ChangeAction::parse(&row.try_get::<String, _>("action")?),
                batch: row.try_get("batch")?,
                kind: change.kind,
                item_id: change.item_id,
                item_name: name_of(&mut conn, &change, words).await?,
                operation: change.operation,
                fields: labelled(changed_fields(before, after), words),
                can_undo: can_undo(&mut conn, self.backend, &mut columns, &change).await?,
                batch_size: 1,
            });
        }
        drop(conn);
        self.count_batches(&mut changes).await?;
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
        let viewer = if filter.for_admin {
            Role::Admin
        } else {
            Role::Editor
        };
        Ok(History {
            next_before: more.then(|| changes.last().map(|c| c.id)).flatten(),
            // One save, one entry (a translation saved in three languages).
            changes: one_entry_per_save(changes),
            people,
            kinds: ChangeKind::visible_to(viewer),
        })
    }

    /// Sets each listed change's `batch_size`: how many changes its step
    /// has in the whole history.
    async fn count_batches(&self, changes: &mut [ChangeEntry]) -> StoreResult<()> {
        let mut batches: Vec<&str> = changes.iter().filter_map(|c| c.batch.as_deref()).collect();
        batches.sort_unstable();
        batches.dedup();
        if batches.is_empty() {
            return Ok(());
        }
        let sql = format!(
            "SELECT batch, COUNT(*) AS n FROM changes WHERE batch IN ({}) GROUP BY batch",
            super::placeholders(batches.len())
        );
        let mut query = sqlx::query(AssertSqlSafe(sql));
        for batch in &batches {
            query = query.bind(batch.to_string());
        }
        let mut sizes = std::collections::HashMap::new();
        for row in query.fetch_all(&self.pool).await? {
            sizes.insert(
                row.try_get::<String, _>("batch")?,
                row.try_get::<i64, _>("n")?,
            );
        }
        for change in changes {
            if let Some(size) = change.batch.as_ref().and_then(|b| sizes.get(b)) {
                change.batch_size = *size;
            }
        }
        Ok(())
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
