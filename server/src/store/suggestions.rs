//! Suggestions sent in by visitors, and what staff made of them: a status,
//! a note with a dismissal, the guide's item made from one.

use super::StoreResult;
use anyhow::Context;
use guide_core::content::paths::ItemKind;
use guide_core::dashboard::suggestion::{
    AddedItem, StoredSuggestion, Suggestion, SuggestionStatus, SuggestionType,
};
use guide_core::text::lang::Lang;
use sqlx::any::AnyRow;
use sqlx::{AssertSqlSafe, Row};

use super::idempotency::{self, IdempotencyKey, Submitted};
use super::outbox::write_message;
use super::{Actor, OutgoingMessage, Store};
use guide_core::dashboard::history::ChangeAction;

/// A suggestion's columns, with the name its item has now (none once the
/// item is gone).
const SUGGESTION_COLUMNS: &str = "id, name, type, website, description, submitter_name, \
     submitter_email, status, created_at, note, lang, added_kind, added_id, \
     CASE added_kind \
       WHEN 'event' THEN (SELECT title FROM events WHERE events.id = added_id) \
       WHEN 'activity' THEN (SELECT name FROM activities WHERE activities.id = added_id) \
       WHEN 'restaurant' THEN (SELECT name FROM restaurants WHERE restaurants.id = added_id) \
     END AS added_name";

/// A stored suggestion and the language its visitor wrote in.
fn suggestion_from(row: &AnyRow) -> StoreResult<(StoredSuggestion, Lang)> {
    let kind: String = row.try_get("type")?;
    let status: String = row.try_get("status")?;
    let added_kind: Option<String> = row.try_get("added_kind")?;
    let added_id: Option<i64> = row.try_get("added_id")?;
    let added_name: Option<String> = row.try_get("added_name")?;
    let added = match (
        added_kind.as_deref().and_then(ItemKind::parse),
        added_id,
        added_name,
    ) {
        (Some(kind), Some(id), Some(name)) => Some(AddedItem { kind, id, name }),
        _ => None,
    };
    let lang: String = row.try_get("lang")?;
    Ok((
        StoredSuggestion {
            id: row.try_get("id")?,
            suggestion: Suggestion {
                name: row.try_get("name")?,
                kind: SuggestionType::parse(&kind)
                    .with_context(|| format!("stored suggestion type {kind:?}"))?,
                website: row.try_get("website")?,
                description: row.try_get("description")?,
                submitter_name: row.try_get("submitter_name")?,
                submitter_email: row.try_get("submitter_email")?,
            },
            status: SuggestionStatus::parse(&status)
                .with_context(|| format!("stored suggestion status {status:?}"))?,
            created_at: row.try_get("created_at")?,
            note: row.try_get("note")?,
            added,
        },
        Lang::from_tag(&lang).unwrap_or_default(),
    ))
}

impl Store {
    /// Stores a validated suggestion with status 'new' and returns its id;
    /// under a `key` already used, stores nothing and returns the first id.
    pub async fn insert_suggestion(
        &self,
        s: &Suggestion,
        lang: Lang,
        key: Option<IdempotencyKey<'_>>,
        now_ms: i64,
    ) -> StoreResult<Submitted> {
        let mut tx = self
            .begin_attributed(&Actor::guide(ChangeAction::Visitor))
            .await?;
        if let Some(key) = key
            && let Some(id) = idempotency::claim(&mut tx, key, now_ms).await?
        {
            return Ok(Submitted { id, repeated: true });
        }
        let id = sqlx::query_scalar(
            "INSERT INTO suggestions \
             (name, type, website, description, submitter_name, submitter_email, lang) \
             VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id",
        )
        .bind(&s.name)
        .bind(s.kind.as_str())
        .bind(&s.website)
        .bind(&s.description)
        .bind(&s.submitter_name)
        .bind(&s.submitter_email)
        .bind(lang.code())
        .fetch_one(&mut *tx)
        .await?;
        if let Some(key) = key {
            idempotency::record(&mut tx, key, id).await?;
        }
        self.commit_attributed(tx).await?;
        Ok(Submitted {
            id,
            repeated: false,
        })
    }

    /// Newest first.
    pub async fn list_suggestions(&self) -> StoreResult<Vec<StoredSuggestion>> {
        let rows = sqlx::query(AssertSqlSafe(format!(
            "SELECT {SUGGESTION_COLUMNS} FROM suggestions ORDER BY id DESC"
        )))
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(|row| Ok(suggestion_from(row)?.0)).collect()
    }

    /// One suggestion, with the language its visitor wrote in.
    pub async fn suggestion(&self, id: i64) -> StoreResult<Option<(StoredSuggestion, Lang)>> {
        let row = sqlx::query(AssertSqlSafe(format!(
            "SELECT {SUGGESTION_COLUMNS} FROM suggestions WHERE id = $1"
        )))
        .bind(id)
        .fetch_optional(&self.pool)
        .await?;
        row.as_ref().map(suggestion_from).transpose()
    }

    /// The status staff chose. A dismissal keeps `note`; any other status
    /// clears it, and only 'added' keeps the item made from it.
    pub async fn set_suggestion_status(
        &self,
        id: i64,
        status: SuggestionStatus,
        note: &str,
        actor: &Actor,
    ) -> StoreResult<bool> {
        let mut tx = self.begin_attributed(actor).await?;
        let done = sqlx::query(
            "UPDATE suggestions SET status = $1, \
             note = CASE WHEN $1 = 'dismissed' THEN $2 ELSE '' END, \
             added_kind = CASE WHEN $1 = 'added' THEN added_kind END, \
             added_id = CASE WHEN $1 = 'added' THEN added_id END \
             WHERE id = $3",
        )
        .bind(status.as_str())
        .bind(note)
        .bind(id)
        .execute(&mut *tx)
        .await?;
        self.commit_attributed(tx).await?;
        Ok(done.rows_affected() == 1)
    }

    /// The name of the guide's item, if it is there.
    pub async fn item_name(&self, kind: ItemKind, id: i64) -> StoreResult<Option<String>> {
        let sql = match kind {
            ItemKind::Event => "SELECT title FROM events WHERE id = $1",
            ItemKind::Activity => "SELECT name FROM activities WHERE id = $1",
            ItemKind::Restaurant => "SELECT name FROM restaurants WHERE id = $1",
        };
        Ok(sqlx::query_scalar(sql)
            .bind(id)
            .fetch_optional(&self.pool)
            .await?)
    }

    /// Marks the suggestion added as the guide's item. The first time it
    /// is linked to an item, `tell` (the visitor's e-mail) is queued in the
    /// same transaction: the visitor hears once, however many staff click.
    /// `None` when there is no such suggestion; else whether the visitor
    /// was told now.
    pub async fn link_suggestion(
        &self,
        id: i64,
        item: (ItemKind, i64),
        tell: &OutgoingMessage,
        actor: &Actor,
        now_ms: i64,
    ) -> StoreResult<Option<bool>> {
        let mut tx = self.begin_attributed(actor).await?;
        let set = "UPDATE suggestions SET status = 'added', note = '', added_kind = $1, added_id = $2 \
                   WHERE id = $3";
        let first = sqlx::query(AssertSqlSafe(format!("{set} AND added_id IS NULL")))
            .bind(item.0.as_str())
            .bind(item.1)
            .bind(id)
            .execute(&mut *tx)
            .await?
            .rows_affected()
            == 1;
        if first {
            write_message(&mut tx, None, tell, now_ms).await?;
        } else if sqlx::query(set)
            .bind(item.0.as_str())
            .bind(item.1)
            .bind(id)
            .execute(&mut *tx)
            .await?
            .rows_affected()
            == 0
        {
            return Ok(None);
        }
        self.commit_attributed(tx).await?;
        Ok(Some(first))
    }
}
