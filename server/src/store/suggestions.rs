//! Suggestions sent in by visitors.

use guide_core::suggestion::Suggestion;

use super::idempotency::{self, IdempotencyKey, Submitted};
use super::{Backend, Store};

impl Store {
    /// Stores a validated suggestion with status 'new' and returns its id;
    /// under a `key` already used, stores nothing and returns the first id.
    pub async fn insert_suggestion(
        &self,
        s: &Suggestion,
        key: Option<IdempotencyKey<'_>>,
        now_ms: i64,
    ) -> anyhow::Result<Submitted> {
        let mut tx = match self.backend {
            Backend::Sqlite => self.pool.begin_with("BEGIN IMMEDIATE").await?,
            Backend::Postgres => self.pool.begin().await?,
        };
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
        tx.commit().await?;
        Ok(Submitted {
            id,
            repeated: false,
        })
    }
}
