//! Subscriptions to the weekly e-mail, 'This weekend in <city>' (issue
//! #37, part 4). A subscription belongs to an address of the reminders'
//! (`reminder_addresses`), confirmed by the same links. An issue is
//! written to the outbox in the transaction that marks its Thursday on the
//! subscription, and only when it was not marked yet: of two instances
//! writing the same issue, one writes it; one killed midway leaves the
//! rest to the next pass.

use guide_core::plan::weekly::IssueIntro;
use guide_core::text::lang::Lang;
use guide_core::time::date::Date;
use sqlx::Row;

use super::outbox::write_message;
use super::reminders::{
    Asked, Confirmation, add_link, claim_address, confirm_unless_proved, forget_if_empty,
};
use super::{Backend, OutgoingMessage, Store, StoreResult};

/// An issue's links (see and delete, unsubscribe) work this long, about
/// half a year: a subscriber keeps an address for years, and each issue
/// brings a link of its own.
pub const ISSUE_LINKS_KEPT_MS: i64 = 183 * 24 * 3_600_000;

/// A subscription as the form asks for it.
pub struct NewSubscription<'a> {
    pub email: &'a str,
    pub lang: Lang,
    /// Values in the guide's order (core's `validate_weekly`); none: all.
    pub categories: &'a [String],
    /// Random, for its issues' Message-IDs (kept when it is asked again).
    pub key: &'a str,
    /// The hash of the link token the device sent, if any.
    pub token_hash: Option<&'a str>,
}

/// A subscription as its address's page shows it.
pub struct Subscription {
    pub categories: Vec<String>,
    pub confirmed: bool,
}

/// A confirmed subscriber whose issue of a Thursday is not written yet.
pub struct Subscriber {
    pub address_id: i64,
    pub key: String,
    pub email: String,
    pub lang: Lang,
    pub categories: Vec<String>,
}

/// What the pass writes for a subscriber: its issue and the hash of the
/// link it carries, or nothing when its categories have nothing that
/// weekend (the issue is still marked done).
pub struct WeeklyIssue<'a> {
    pub address_id: i64,
    pub mail: Option<(&'a str, &'a OutgoingMessage)>,
}

/// How many subscribe, for the dashboard.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SubscriberCount {
    pub confirmed: i64,
    /// Waiting for their link.
    pub waiting: i64,
}

fn categories_of(json: &str) -> Vec<String> {
    // A list a newer release wrote in another shape reads as 'all'.
    serde_json::from_str(json).unwrap_or_default()
}

impl Store {
    /// Subscribes an address (its categories replaced when it was
    /// already) and, unless the device proved the address, sends a
    /// confirmation link as a 'Remind me' does.
    pub async fn subscribe_weekly(
        &self,
        asked: &NewSubscription<'_>,
        confirmation: Confirmation<'_>,
        now_ms: i64,
    ) -> StoreResult<Asked> {
        let mut tx = self.begin_for_address(asked.email).await?;
        let address =
            claim_address(&mut tx, asked.email, asked.lang, asked.token_hash, now_ms).await?;
        let categories = serde_json::to_string(asked.categories)
            .map_err(|e| anyhow::anyhow!("writing the categories: {e}"))?;
        sqlx::query(
            "INSERT INTO weekly_subscriptions (address_id, key, categories, confirmed_at, created_at) \
             VALUES ($1, $2, $3, $4, $5) \
             ON CONFLICT (address_id) DO UPDATE SET categories = excluded.categories, \
             confirmed_at = COALESCE(weekly_subscriptions.confirmed_at, excluded.confirmed_at)",
        )
        .bind(address.id)
        .bind(asked.key)
        .bind(&categories)
        .bind(address.proved.then_some(now_ms))
        .bind(now_ms)
        .execute(&mut *tx)
        .await?;
        let answer = confirm_unless_proved(&mut tx, &address, &confirmation, now_ms).await?;
        tx.commit().await?;
        Ok(answer)
    }

    /// The address's subscription, if it has one.
    pub async fn subscription_of(&self, address_id: i64) -> StoreResult<Option<Subscription>> {
        let row = sqlx::query(
            "SELECT categories, confirmed_at FROM weekly_subscriptions WHERE address_id = $1",
        )
        .bind(address_id)
        .fetch_optional(&self.pool)
        .await?;
        row.map(|row| {
            Ok(Subscription {
                categories: categories_of(&row.try_get::<String, _>("categories")?),
                confirmed: row.try_get::<Option<i64>, _>("confirmed_at")?.is_some(),
            })
        })
        .transpose()
    }

    /// Ends the address's subscription (its reminders stay), and forgets
    /// the address when nothing is left. True when there was one.
    pub async fn unsubscribe_weekly(&self, address_id: i64) -> StoreResult<bool> {
        let mut tx = self.pool.begin().await?;
        let done = sqlx::query("DELETE FROM weekly_subscriptions WHERE address_id = $1")
            .bind(address_id)
            .execute(&mut *tx)
            .await?;
        forget_if_empty(&mut tx, address_id).await?;
        tx.commit().await?;
        Ok(done.rows_affected() == 1)
    }

    pub async fn weekly_subscribers(&self) -> StoreResult<SubscriberCount> {
        let row = sqlx::query(
            "SELECT COUNT(confirmed_at) AS confirmed, COUNT(*) - COUNT(confirmed_at) AS waiting \
             FROM weekly_subscriptions",
        )
        .fetch_one(&self.pool)
        .await?;
        Ok(SubscriberCount {
            confirmed: row.try_get("confirmed")?,
            waiting: row.try_get("waiting")?,
        })
    }

    /// Up to `limit` confirmed subscribers whose issue of `thursday` is
    /// not written, after the address `after`, in address order: the pass
    /// reads them a page at a time, so its memory does not grow with them.
    pub async fn weekly_due(
        &self,
        thursday: Date,
        after: i64,
        limit: i64,
    ) -> StoreResult<Vec<Subscriber>> {
        let rows = sqlx::query(
            "SELECT w.address_id, w.key, w.categories, a.email, a.lang \
             FROM weekly_subscriptions w JOIN reminder_addresses a ON a.id = w.address_id \
             WHERE w.confirmed_at IS NOT NULL AND (w.last_issue IS NULL OR w.last_issue < $1) \
             AND w.address_id > $2 ORDER BY w.address_id LIMIT $3",
        )
        .bind(thursday.to_string())
        .bind(after)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                Ok(Subscriber {
                    address_id: row.try_get("address_id")?,
                    key: row.try_get("key")?,
                    email: row.try_get("email")?,
                    lang: Lang::from_tag(&row.try_get::<String, _>("lang")?).unwrap_or_default(),
                    categories: categories_of(&row.try_get::<String, _>("categories")?),
                })
            })
            .collect()
    }

    /// Writes a page of issues of `thursday`, in one transaction: each
    /// subscription still without it is marked, and its e-mail and link
    /// stored. Returns how many e-mails were written (another instance
    /// may have written some first).
    pub async fn write_weekly_issues(
        &self,
        thursday: Date,
        issues: &[WeeklyIssue<'_>],
        now_ms: i64,
    ) -> StoreResult<usize> {
        let mut tx = match self.backend {
            Backend::Sqlite => self.pool.begin_with("BEGIN IMMEDIATE").await?,
            Backend::Postgres => self.pool.begin().await?,
        };
        let thursday = thursday.to_string();
        // Due at once by the delivery's clock (the pass's instant is a
        // test's fake one there).
        let sent_at = crate::clock::now_ms();
        let mut written = 0;
        for issue in issues {
            let marked = sqlx::query(
                "UPDATE weekly_subscriptions SET last_issue = $1 WHERE address_id = $2 \
                 AND confirmed_at IS NOT NULL AND (last_issue IS NULL OR last_issue < $1)",
            )
            .bind(&thursday)
            .bind(issue.address_id)
            .execute(&mut *tx)
            .await?;
            if marked.rows_affected() != 1 {
                continue;
            }
            if let Some((token_hash, message)) = issue.mail {
                let expires = now_ms + ISSUE_LINKS_KEPT_MS;
                add_link(&mut tx, issue.address_id, token_hash, Some(expires), now_ms).await?;
                write_message(&mut tx, None, message, sent_at).await?;
                written += 1;
            }
        }
        tx.commit().await?;
        Ok(written)
    }

    /// The introduction staff wrote for the issue of `thursday`.
    pub async fn weekly_intro(&self, thursday: Date) -> StoreResult<Option<IssueIntro>> {
        let row = sqlx::query("SELECT text, lang FROM weekly_intros WHERE thursday = $1")
            .bind(thursday.to_string())
            .fetch_optional(&self.pool)
            .await?;
        row.map(|row| {
            Ok(IssueIntro {
                text: row.try_get("text")?,
                lang: Lang::from_tag(&row.try_get::<String, _>("lang")?).unwrap_or_default(),
            })
        })
        .transpose()
    }

    /// Sets the introduction of the issue of `thursday`; a blank one is
    /// removed.
    pub async fn set_weekly_intro(
        &self,
        thursday: Date,
        intro: &IssueIntro,
        staff_id: i64,
        now_ms: i64,
    ) -> StoreResult<()> {
        if intro.text.trim().is_empty() {
            sqlx::query("DELETE FROM weekly_intros WHERE thursday = $1")
                .bind(thursday.to_string())
                .execute(&self.pool)
                .await?;
            return Ok(());
        }
        sqlx::query(
            "INSERT INTO weekly_intros (thursday, text, lang, staff_id, updated_at) \
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT (thursday) DO UPDATE SET \
             text = excluded.text, lang = excluded.lang, staff_id = excluded.staff_id, \
             updated_at = excluded.updated_at",
        )
        .bind(thursday.to_string())
        .bind(&intro.text)
        .bind(intro.lang.code())
        .bind(staff_id)
        .bind(now_ms)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Queues one message on its own (a test issue to staff).
    pub async fn queue_message(&self, message: &OutgoingMessage, now_ms: i64) -> StoreResult<()> {
        let mut tx = self.pool.begin().await?;
        write_message(&mut tx, None, message, now_ms).await?;
        tx.commit().await?;
        Ok(())
    }
}
