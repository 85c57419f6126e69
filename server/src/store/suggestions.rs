//! Suggestions sent in by visitors.

use guide_core::suggestion::Suggestion;

use super::Store;

impl Store {
    /// Stores a validated suggestion with status 'new' and returns its id.
    pub async fn insert_suggestion(&self, s: &Suggestion) -> anyhow::Result<i64> {
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
        .fetch_one(&self.pool)
        .await?;
        Ok(id)
    }
}
