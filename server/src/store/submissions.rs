//! Organizers' submissions (issue 73): kept unconfirmed with their
//! confirmation e-mail until the organizer opens its link, then pending
//! for staff. What a submission may become is core's rule
//! (`SubmissionStatus::after`); the store only writes it.

use anyhow::Context;
use guide_core::dashboard::submissions::{Block, SubmissionForm, SubmissionStatus};
use guide_core::text::lang::Lang;
use sqlx::Row;
use sqlx::any::AnyRow;

use super::outbox::write_message;
use super::{ContentTx, OutgoingMessage, Store, StoreResult};

/// A submission to keep, unconfirmed, with its confirmation e-mail.
pub struct NewSubmission<'a> {
    pub form: &'a SubmissionForm,
    pub lang: Lang,
    /// The site's address its links point to, as it was asked at.
    pub origin: &'a str,
    /// A hash of the client's address: the day's count per client.
    pub client: &'a str,
    /// The hash of the organizer's private link's token.
    pub link_hash: &'a str,
    pub confirmation: &'a OutgoingMessage,
}

/// What the store knows of a sender, for core's spam rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SenderToday {
    /// Submissions this e-mail address sent since the day's start.
    pub by_address: u32,
    /// Submissions this client sent since the day's start.
    pub by_client: u32,
    /// Staff blocked the address or its domain.
    pub blocked: bool,
}

/// A submission as its organizer's link finds it.
#[derive(Debug, Clone, PartialEq)]
pub struct StoredSubmission {
    pub id: i64,
    pub status: SubmissionStatus,
    pub form: SubmissionForm,
    pub lang: Lang,
    pub origin: String,
    /// Staff's reason, once declined.
    pub decline_reason: Option<String>,
    /// Unix milliseconds.
    pub created_at: i64,
}

const SUBMISSION_COLUMNS: &str = "id, status, form, lang, origin, decline_reason, created_at";

fn submission_from(row: &AnyRow) -> StoreResult<StoredSubmission> {
    let status: String = row.try_get("status")?;
    let form: String = row.try_get("form")?;
    let lang: String = row.try_get("lang")?;
    Ok(StoredSubmission {
        id: row.try_get("id")?,
        status: SubmissionStatus::parse(&status)
            .with_context(|| format!("stored submission status {status:?}"))?,
        form: serde_json::from_str(&form).context("a stored submission's form")?,
        lang: Lang::from_tag(&lang).unwrap_or_default(),
        origin: row.try_get("origin")?,
        decline_reason: row.try_get("decline_reason")?,
        created_at: row.try_get("created_at")?,
    })
}

impl Store {
    /// How many submissions `email` (any case) and `client` sent since
    /// `since_ms`, and whether staff blocked the address or its domain.
    pub async fn sender_today(
        &self,
        email: &str,
        client: &str,
        since_ms: i64,
    ) -> StoreResult<SenderToday> {
        let email = email.trim().to_lowercase();
        let row = sqlx::query(
            "SELECT \
               (SELECT COUNT(*) FROM submissions WHERE organizer_email = $1 AND created_at >= $3) \
                 AS by_address, \
               (SELECT COUNT(*) FROM submissions WHERE client = $2 AND created_at >= $3) \
                 AS by_client",
        )
        .bind(&email)
        .bind(client)
        .bind(since_ms)
        .fetch_one(&self.pool)
        .await?;
        let count = |name: &str| -> StoreResult<u32> {
            let n: i64 = row.try_get(name)?;
            Ok(u32::try_from(n).unwrap_or(u32::MAX))
        };
        Ok(SenderToday {
            by_address: count("by_address")?,
            by_client: count("by_client")?,
            blocked: self
                .submission_blocks()
                .await?
                .iter()
                .any(|block| block.blocks(&email)),
        })
    }

    /// Every sender staff blocked.
    pub async fn submission_blocks(&self) -> StoreResult<Vec<Block>> {
        let rows = sqlx::query("SELECT kind, value FROM submission_blocks ORDER BY kind, value")
            .fetch_all(&self.pool)
            .await?;
        rows.iter()
            .map(|row| {
                let kind: String = row.try_get("kind")?;
                let value: String = row.try_get("value")?;
                match kind.as_str() {
                    "address" => Ok(Block::Address(value)),
                    "domain" => Ok(Block::Domain(value)),
                    other => Err(anyhow::anyhow!("stored block kind {other:?}").into()),
                }
            })
            .collect()
    }

    /// Keeps a submission unconfirmed and its confirmation e-mail in the
    /// outbox, in one transaction; returns its id.
    pub async fn insert_submission(
        &self,
        new: &NewSubmission<'_>,
        now_ms: i64,
    ) -> StoreResult<i64> {
        let form = serde_json::to_string(new.form).context("a submission's form as JSON")?;
        let mut tx = self.pool.begin().await?;
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO submissions \
             (form, organizer_email, lang, origin, client, link_hash, created_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id",
        )
        .bind(&form)
        .bind(new.form.organizer_email.trim().to_lowercase())
        .bind(new.lang.code())
        .bind(new.origin)
        .bind(new.client)
        .bind(new.link_hash)
        .bind(now_ms)
        .fetch_one(&mut *tx)
        .await?;
        write_message(&mut tx, None, new.confirmation, now_ms).await?;
        tx.commit().await?;
        Ok(id)
    }

    /// The submission whose private link's token hashes to `link_hash`.
    pub async fn submission_by_link(
        &self,
        link_hash: &str,
    ) -> StoreResult<Option<StoredSubmission>> {
        let row = sqlx::query(sqlx::AssertSqlSafe(format!(
            "SELECT {SUBMISSION_COLUMNS} FROM submissions WHERE link_hash = $1"
        )))
        .bind(link_hash)
        .fetch_optional(&self.pool)
        .await?;
        row.as_ref().map(submission_from).transpose()
    }

    /// Writes the status `from` became (core's rule), unless the
    /// submission moved on meanwhile (another tab, staff): true when it
    /// was written. A confirmation keeps its first time.
    pub async fn set_submission_status(
        &self,
        id: i64,
        from: SubmissionStatus,
        to: SubmissionStatus,
        now_ms: i64,
    ) -> StoreResult<bool> {
        let written = sqlx::query(
            "UPDATE submissions SET status = $1, \
               confirmed_at = CASE WHEN $1 = 'pending' THEN COALESCE(confirmed_at, $2) \
                              ELSE confirmed_at END \
             WHERE id = $3 AND status = $4",
        )
        .bind(to.as_str())
        .bind(now_ms)
        .bind(id)
        .bind(from.as_str())
        .execute(&self.pool)
        .await?;
        Ok(written.rows_affected() == 1)
    }

    /// The organizer's changed form, while it is still `status`: false
    /// when it moved on meanwhile (staff decided it).
    pub async fn edit_submission(
        &self,
        id: i64,
        status: SubmissionStatus,
        form: &SubmissionForm,
    ) -> StoreResult<bool> {
        let json = serde_json::to_string(form).context("a submission's form as JSON")?;
        let written = sqlx::query(
            "UPDATE submissions SET form = $1, lang = $2 WHERE id = $3 AND status = $4",
        )
        .bind(&json)
        .bind(form.lang.code())
        .bind(id)
        .bind(status.as_str())
        .execute(&self.pool)
        .await?;
        Ok(written.rows_affected() == 1)
    }

    /// The site's key `name`: `fresh` stored by the first instance to ask,
    /// the same for every instance after.
    pub async fn site_key(&self, name: &str, fresh: &str) -> StoreResult<String> {
        sqlx::query(
            "INSERT INTO site_keys (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING",
        )
        .bind(name)
        .bind(fresh)
        .execute(&self.pool)
        .await?;
        Ok(
            sqlx::query_scalar("SELECT value FROM site_keys WHERE name = $1")
                .bind(name)
                .fetch_one(&self.pool)
                .await?,
        )
    }

    /// The site's key `name`, when one is stored.
    pub async fn stored_site_key(&self, name: &str) -> StoreResult<Option<String>> {
        Ok(
            sqlx::query_scalar("SELECT value FROM site_keys WHERE name = $1")
                .bind(name)
                .fetch_optional(&self.pool)
                .await?,
        )
    }

    /// Submissions with `status` (every one when `None`), oldest first:
    /// the review inbox's order.
    pub async fn list_submissions(
        &self,
        status: Option<SubmissionStatus>,
    ) -> StoreResult<Vec<StoredSubmission>> {
        let rows = sqlx::query(sqlx::AssertSqlSafe(format!(
            "SELECT {SUBMISSION_COLUMNS} FROM submissions \
             WHERE $1 IS NULL OR status = $1 ORDER BY id"
        )))
        .bind(status.map(SubmissionStatus::as_str))
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(submission_from).collect()
    }

    pub async fn submission(&self, id: i64) -> StoreResult<Option<StoredSubmission>> {
        let row = sqlx::query(sqlx::AssertSqlSafe(format!(
            "SELECT {SUBMISSION_COLUMNS} FROM submissions WHERE id = $1"
        )))
        .bind(id)
        .fetch_optional(&self.pool)
        .await?;
        row.as_ref().map(submission_from).transpose()
    }

    /// Declines each submission of `letters` still pending, with `reason`,
    /// its organizer's e-mail (the letter beside its id) in the outbox, and
    /// blocks `blocks`, in one transaction: returns the ids declined.
    pub async fn decline_submissions(
        &self,
        letters: &[(i64, OutgoingMessage)],
        reason: &str,
        blocks: &[Block],
        staff_id: i64,
        now_ms: i64,
    ) -> StoreResult<Vec<i64>> {
        let mut tx = self.pool.begin().await?;
        let mut declined = Vec::new();
        for (id, letter) in letters {
            let written = sqlx::query(
                "UPDATE submissions SET status = 'declined', decline_reason = $1, \
                   decided_at = $2, decided_by = $3 \
                 WHERE id = $4 AND status = 'pending'",
            )
            .bind(reason)
            .bind(now_ms)
            .bind(staff_id)
            .bind(id)
            .execute(&mut *tx)
            .await?;
            if written.rows_affected() == 1 {
                write_message(&mut tx, None, letter, now_ms).await?;
                declined.push(*id);
            }
        }
        for block in blocks {
            let (kind, value) = match block {
                Block::Address(value) => ("address", value),
                Block::Domain(value) => ("domain", value),
            };
            sqlx::query(
                "INSERT INTO submission_blocks (kind, value, created_at, created_by) \
                 VALUES ($1, $2, $3, $4) ON CONFLICT (kind, value) DO NOTHING",
            )
            .bind(kind)
            .bind(value)
            .bind(now_ms)
            .bind(staff_id)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(declined)
    }
}

impl ContentTx {
    /// Marks the submission approved as `event_ids`, with its organizer's
    /// e-mail in the outbox, in the transaction that made the events:
    /// false when it is no longer pending (another tab decided it).
    pub async fn approve_submission(
        &mut self,
        id: i64,
        event_ids: &[i64],
        letter: &OutgoingMessage,
        staff_id: i64,
        now_ms: i64,
    ) -> StoreResult<bool> {
        let ids = serde_json::to_string(event_ids).context("event ids as JSON")?;
        let written = sqlx::query(
            "UPDATE submissions SET status = 'approved', event_ids = $1, \
               decided_at = $2, decided_by = $3 \
             WHERE id = $4 AND status = 'pending'",
        )
        .bind(&ids)
        .bind(now_ms)
        .bind(staff_id)
        .bind(id)
        .execute(&mut *self.0)
        .await?;
        if written.rows_affected() != 1 {
            return Ok(false);
        }
        write_message(&mut self.0, None, letter, now_ms).await?;
        Ok(true)
    }
}
