//! Visit-plan requests and the e-mail outbox. A request and its message are
//! stored in one transaction; delivery claims one message at a time with a
//! lease, so a crashed worker's message is picked up again when it expires
//! and two workers never hold the same message.

use super::StoreResult;
use sqlx::Row;

use super::idempotency::{self, IdempotencyKey, Submitted};
use super::{Backend, Store};

/// A visit plan as accepted, before its e-mail is composed.
pub struct NewPlanRequest<'a> {
    /// `curator` or `self`.
    pub kind: &'static str,
    pub name: Option<&'a str>,
    pub email: &'a str,
    pub visit_dates: Option<&'a str>,
    pub message: Option<&'a str>,
    /// The selected items, as JSON.
    pub items_json: String,
    pub sent_at: &'a str,
}

/// Plans to self an address may receive in an hour; checked and recorded
/// in the transaction that stores the plan.
#[derive(Debug, Clone, Copy)]
pub struct RecipientLimit {
    pub per_hour: i64,
}

const HOUR_MS: i64 = 3_600_000;

/// A plan refused because one of its addresses had its hourly share.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecipientLimited {
    pub address: String,
    /// When the oldest counted plan leaves the window.
    pub retry_after_ms: i64,
}

/// A composed message, ready to be delivered as is.
#[derive(Debug, Clone)]
pub struct OutgoingMessage {
    pub message_id: String,
    pub sender: String,
    pub recipients: Vec<String>,
    pub raw: Vec<u8>,
}

/// A message a worker has claimed for delivery.
#[derive(Debug, Clone)]
pub struct ClaimedMessage {
    pub id: i64,
    pub attempts: i64,
    pub message: OutgoingMessage,
}

#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct OutboxCounts {
    pub pending: i64,
    pub sent: i64,
    pub failed: i64,
    /// When the oldest message not yet delivered was stored.
    pub oldest_pending_at: Option<i64>,
}

impl Store {
    /// Stores the request and its message in one transaction: both are
    /// kept, or neither. Returns the request id.
    ///
    /// Under a `key` already used, nothing is stored and the first
    /// request's id comes back (marked repeated), before any limit counts.
    ///
    /// With a `limit`, each recipient's plans of the last hour are counted
    /// first, under a lock (SQLite's write lock, a PostgreSQL advisory lock
    /// per address), so concurrent requests on any instance cannot exceed
    /// it; the plan is then recorded against each recipient.
    pub async fn enqueue_visit_plan(
        &self,
        request: &NewPlanRequest<'_>,
        message: &OutgoingMessage,
        now_ms: i64,
        limit: Option<RecipientLimit>,
        key: Option<IdempotencyKey<'_>>,
    ) -> StoreResult<Result<Submitted, RecipientLimited>> {
        let mut tx = match self.backend {
            Backend::Sqlite => self.pool.begin_with("BEGIN IMMEDIATE").await?,
            Backend::Postgres => self.pool.begin().await?,
        };
        if let Some(key) = key
            && let Some(id) = idempotency::claim(&mut tx, key, now_ms).await?
        {
            return Ok(Ok(Submitted { id, repeated: true }));
        }
        if let Some(limit) = limit {
            let mut addresses: Vec<String> = message
                .recipients
                .iter()
                .map(|a| a.to_lowercase())
                .collect();
            addresses.sort();
            addresses.dedup();
            sqlx::query("DELETE FROM plan_recipients WHERE created_at <= $1")
                .bind(now_ms - HOUR_MS)
                .execute(&mut *tx)
                .await?;
            for address in &addresses {
                if self.backend == Backend::Postgres {
                    // Sorted addresses: two requests lock in the same order.
                    sqlx::query("SELECT pg_advisory_xact_lock(hashtext('plan_recipient:' || $1))")
                        .bind(address)
                        .execute(&mut *tx)
                        .await?;
                }
                let row = sqlx::query(
                    "SELECT COUNT(*) AS n, MIN(created_at) AS oldest FROM plan_recipients \
                     WHERE address = $1 AND created_at > $2",
                )
                .bind(address)
                .bind(now_ms - HOUR_MS)
                .fetch_one(&mut *tx)
                .await?;
                let count: i64 = row.try_get("n")?;
                if count >= limit.per_hour {
                    let oldest: Option<i64> = row.try_get("oldest")?;
                    return Ok(Err(RecipientLimited {
                        address: address.clone(),
                        retry_after_ms: (oldest.unwrap_or(now_ms) + HOUR_MS - now_ms).max(1_000),
                    }));
                }
            }
            for address in &addresses {
                sqlx::query("INSERT INTO plan_recipients (address, created_at) VALUES ($1, $2)")
                    .bind(address)
                    .bind(now_ms)
                    .execute(&mut *tx)
                    .await?;
            }
        }
        let request_id: i64 = sqlx::query_scalar(
            "INSERT INTO visit_plan_requests \
             (kind, name, email, visit_dates, message, items, sent_at, created_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id",
        )
        .bind(request.kind)
        .bind(request.name)
        .bind(request.email)
        .bind(request.visit_dates)
        .bind(request.message)
        .bind(&request.items_json)
        .bind(request.sent_at)
        .bind(now_ms)
        .fetch_one(&mut *tx)
        .await?;
        write_message(&mut tx, Some(request_id), message, now_ms).await?;
        if let Some(key) = key {
            idempotency::record(&mut tx, key, request_id).await?;
        }
        tx.commit().await?;
        Ok(Ok(Submitted {
            id: request_id,
            repeated: false,
        }))
    }

    /// Gives back the leases left by a worker that stopped without finishing
    /// (a crash between claiming a message and recording the attempt), so a
    /// restarted server delivers at once rather than when the lease ends.
    /// Only on SQLite, which one server instance owns: a lease there can
    /// only be a previous process's. On PostgreSQL another instance's lease
    /// may be live, so it runs out instead. Returns how many were released.
    pub async fn release_stale_outbox_leases(&self) -> StoreResult<u64> {
        if self.backend != Backend::Sqlite {
            return Ok(0);
        }
        let done = sqlx::query(
            "UPDATE outbox SET locked_until = NULL \
             WHERE status = 'pending' AND locked_until IS NOT NULL",
        )
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected())
    }

    /// Gives back the messages `worker` holds, undelivered, so that another
    /// instance sends them at once rather than when the lease runs out (a
    /// server stopping mid-delivery). A retry after an interrupted delivery
    /// carries the same Message-ID. Returns how many were released.
    pub async fn release_outbox_leases(&self, worker: &str) -> StoreResult<u64> {
        let done = sqlx::query(
            "UPDATE outbox SET locked_until = NULL \
             WHERE status = 'pending' AND locked_by = $1 AND locked_until IS NOT NULL",
        )
        .bind(worker)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected())
    }

    /// Claims the oldest message that is due and not held by another worker,
    /// for `lease_ms`. On SQLite the claim is one statement, and SQLite has
    /// a single writer, so it is atomic. On PostgreSQL several instances'
    /// workers poll at once: the candidate row is locked with
    /// `FOR UPDATE SKIP LOCKED` (a row another worker is claiming is
    /// skipped, never waited for and then claimed twice), and the lease
    /// condition is checked again on the row being updated.
    pub async fn claim_outbox(
        &self,
        worker: &str,
        now_ms: i64,
        lease_ms: i64,
    ) -> StoreResult<Option<ClaimedMessage>> {
        macro_rules! due {
            () => {
                "status = 'pending' AND next_attempt_at <= $2 \
                 AND (locked_until IS NULL OR locked_until <= $2)"
            };
        }
        let sql = match self.backend {
            Backend::Sqlite => concat!(
                "UPDATE outbox SET attempts = attempts + 1, locked_until = $1, locked_by = $3 \
                 WHERE id = (SELECT id FROM outbox WHERE ",
                due!(),
                " ORDER BY next_attempt_at, id LIMIT 1) \
                 RETURNING id, attempts, message_id, sender, recipients, raw"
            ),
            Backend::Postgres => concat!(
                "UPDATE outbox SET attempts = attempts + 1, locked_until = $1, locked_by = $3 \
                 WHERE id = (SELECT id FROM outbox WHERE ",
                due!(),
                " ORDER BY next_attempt_at, id LIMIT 1 FOR UPDATE SKIP LOCKED) AND ",
                due!(),
                " RETURNING id, attempts, message_id, sender, recipients, raw"
            ),
        };
        let row = sqlx::query(sql)
            .bind(now_ms + lease_ms)
            .bind(now_ms)
            .bind(worker)
            .fetch_optional(&self.pool)
            .await?;
        let Some(row) = row else { return Ok(None) };
        let recipients: String = row.try_get("recipients")?;
        Ok(Some(ClaimedMessage {
            id: row.try_get("id")?,
            attempts: row.try_get("attempts")?,
            message: OutgoingMessage {
                message_id: row.try_get("message_id")?,
                sender: row.try_get("sender")?,
                recipients: serde_json::from_str(&recipients)?,
                raw: row.try_get("raw")?,
            },
        }))
    }

    /// Extends `worker`'s lease on a message it is still sending (the
    /// heartbeat). False when the lease is no longer its own.
    pub async fn renew_outbox_lease(
        &self,
        id: i64,
        worker: &str,
        locked_until_ms: i64,
    ) -> StoreResult<bool> {
        let done = sqlx::query(
            "UPDATE outbox SET locked_until = $1 \
             WHERE id = $2 AND locked_by = $3 AND status = 'pending' AND locked_until IS NOT NULL",
        )
        .bind(locked_until_ms)
        .bind(id)
        .bind(worker)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Records a confirmed delivery.
    pub async fn outbox_delivered(&self, id: i64, now_ms: i64) -> StoreResult<()> {
        sqlx::query(
            "UPDATE outbox SET status = 'sent', delivered_at = $1, locked_until = NULL, locked_by = NULL, \
             last_error = NULL WHERE id = $2",
        )
        .bind(now_ms)
        .bind(id)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Puts a message back for another attempt at `next_attempt_ms`.
    pub async fn outbox_retry_at(
        &self,
        id: i64,
        next_attempt_ms: i64,
        error: &str,
    ) -> StoreResult<()> {
        sqlx::query(
            "UPDATE outbox SET next_attempt_at = $1, locked_until = NULL, locked_by = NULL, last_error = $2 \
             WHERE id = $3",
        )
        .bind(next_attempt_ms)
        .bind(error)
        .bind(id)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Gives up on a message (refused by the server, or out of attempts).
    pub async fn outbox_failed(&self, id: i64, error: &str) -> StoreResult<()> {
        sqlx::query(
            "UPDATE outbox SET status = 'failed', locked_until = NULL, locked_by = NULL, last_error = $1 \
             WHERE id = $2",
        )
        .bind(error)
        .bind(id)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    pub async fn outbox_counts(&self) -> StoreResult<OutboxCounts> {
        let row = sqlx::query(
            "SELECT \
               COUNT(*) FILTER (WHERE status = 'pending') AS pending, \
               COUNT(*) FILTER (WHERE status = 'sent') AS sent, \
               COUNT(*) FILTER (WHERE status = 'failed') AS failed, \
               MIN(created_at) FILTER (WHERE status = 'pending') AS oldest_pending \
             FROM outbox",
        )
        .fetch_one(&self.pool)
        .await?;
        Ok(OutboxCounts {
            pending: row.try_get("pending")?,
            sent: row.try_get("sent")?,
            failed: row.try_get("failed")?,
            oldest_pending_at: row.try_get("oldest_pending")?,
        })
    }
}

/// Writes a message to the outbox, due at `now_ms`, in the caller's
/// transaction. A second write of the same Message-ID is a no-op: a
/// message whose Message-ID is fixed by what it is (a reminder's morning)
/// is stored once however many instances write it.
pub(super) async fn write_message(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    request_id: Option<i64>,
    message: &OutgoingMessage,
    now_ms: i64,
) -> StoreResult<()> {
    sqlx::query(
        "INSERT INTO outbox \
         (request_id, message_id, sender, recipients, raw, next_attempt_at, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (message_id) DO NOTHING",
    )
    .bind(request_id)
    .bind(&message.message_id)
    .bind(&message.sender)
    .bind(serde_json::to_string(&message.recipients)?)
    .bind(&message.raw)
    .bind(now_ms)
    .bind(now_ms)
    .execute(&mut **tx)
    .await?;
    Ok(())
}
