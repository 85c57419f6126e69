//! Suggestions sent in by visitors, and their status in the dashboard.

use super::StoreResult;
use anyhow::Context;
use guide_core::dashboard::suggestion::{
    StoredSuggestion, Suggestion, SuggestionStatus, SuggestionType,
};
use sqlx::Row;

use super::idempotency::{self, IdempotencyKey, Submitted};
use super::{Actor, Store};
use guide_core::dashboard::history::ChangeAction;

impl Store {
    /// Stores a validated suggestion with status 'new' and returns its id;
    /// under a `key` already used, stores nothing and returns the first id.
    pub async fn insert_suggestion(
        &self,
        s: &Suggestion,
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
            "INSERT INTO suggestions (name, type, website, description, submitter_name, submitter_email) \
             VALUES ($1, $2, $3, $4, $5, $6) RETURNING id",
        )
        .bind(&s.name)
        .bind(s.kind.as_str())
        .bind(&s.website)
        .bind(&s.description)
        .bind(&s.submitter_name)
        .bind(&s.submitter_email)
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
        let rows = sqlx::query(
            "SELECT id, name, type, website, description, submitter_name, submitter_email, status, \
             created_at FROM suggestions ORDER BY id DESC",
        )
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                let kind: String = row.try_get("type")?;
                let status: String = row.try_get("status")?;
                Ok(StoredSuggestion {
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
                })
            })
            .collect()
    }

    pub async fn set_suggestion_status(
        &self,
        id: i64,
        status: SuggestionStatus,
        actor: &Actor,
    ) -> StoreResult<bool> {
        let mut tx = self.begin_attributed(actor).await?;
        let done = sqlx::query("UPDATE suggestions SET status = $1 WHERE id = $2")
            .bind(status.as_str())
            .bind(id)
            .execute(&mut *tx)
            .await?;
        self.commit_attributed(tx).await?;
        Ok(done.rows_affected() == 1)
    }
}
