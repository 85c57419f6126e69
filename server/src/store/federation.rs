//! Federation's tables (issue 73): remote actors read, the guide's
//! followers, activities received and waiting to be processed, and what
//! the guide sends, one row per inbox.
//!
//! Deliveries and received activities are claimed with a lease, as the
//! e-mail outbox's messages are (`outbox.rs`): on PostgreSQL with
//! `FOR UPDATE SKIP LOCKED`, so that several instances never hold the
//! same row. An activity is written once however many instances write it
//! (its id is unique), and so is each of its deliveries.

use std::collections::HashMap;

use guide_core::federation::activities::RemoteActor;
use sqlx::Row;

use super::{Backend, Store, StoreResult};

/// How long a processed activity's id is kept, so that a repeat of it is
/// known and not processed twice.
pub const RECEIVED_KEPT_MS: i64 = 7 * 24 * 3_600_000;

/// A remote actor as it was read, and when.
#[derive(Debug, Clone)]
pub struct KnownActor {
    pub actor: RemoteActor,
    pub fetched_at: i64,
}

/// A received activity a worker holds for processing.
#[derive(Debug, Clone)]
pub struct ClaimedActivity {
    pub id: i64,
    pub actor: String,
    /// This claim included.
    pub attempts: i64,
    /// JSON, as it was posted.
    pub activity: String,
}

/// A delivery a worker holds: the activity's body to post to `inbox`.
#[derive(Debug, Clone)]
pub struct ClaimedDelivery {
    pub id: i64,
    pub activity_id: String,
    pub inbox: String,
    pub body: String,
    pub attempts: i64,
}

/// How a delivery ended.
#[derive(Debug, Clone)]
pub enum DeliveryEnd {
    Delivered {
        id: i64,
        activity_id: String,
    },
    Retry {
        id: i64,
        at_ms: i64,
        error: String,
    },
    Failed {
        id: i64,
        error: String,
    },
    /// The inbox answered 410 Gone.
    Gone {
        inbox: String,
    },
}

/// What is waiting to go out, for `/metrics` and the tests.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct DeliveryCounts {
    pub pending: i64,
    pub failed: i64,
    pub followers: i64,
}

/// An activity to send to every follower.
pub struct Outgoing<'a> {
    pub id: &'a str,
    pub body: &'a str,
}

/// Claims the oldest due row of `table` for `worker`, on either engine;
/// `$1` is the lease's end, `$2` now, `$3` the worker. `due` is the
/// table's own condition; `columns` what comes back.
fn claim_sql(backend: Backend, table: &str, due: &str, order: &str, columns: &str) -> String {
    let lease = "(locked_until IS NULL OR locked_until <= $2)";
    match backend {
        Backend::Sqlite => format!(
            "UPDATE {table} SET attempts = attempts + 1, locked_until = $1, locked_by = $3 \
             WHERE id = (SELECT id FROM {table} WHERE {due} AND {lease} ORDER BY {order} LIMIT 1) \
             RETURNING {columns}"
        ),
        Backend::Postgres => format!(
            "UPDATE {table} SET attempts = attempts + 1, locked_until = $1, locked_by = $3 \
             WHERE id = (SELECT id FROM {table} WHERE {due} AND {lease} ORDER BY {order} LIMIT 1 \
             FOR UPDATE SKIP LOCKED) AND {due} AND {lease} RETURNING {columns}"
        ),
    }
}

impl Store {
    /// A remote actor read before, if any.
    pub async fn known_actor(&self, id: &str) -> StoreResult<Option<KnownActor>> {
        let row = sqlx::query(
            "SELECT id, inbox, shared_inbox, key_id, public_key, fetched_at FROM federation_actors \
             WHERE id = $1",
        )
        .bind(id)
        .fetch_optional(&self.pool)
        .await?;
        let Some(row) = row else { return Ok(None) };
        Ok(Some(KnownActor {
            actor: RemoteActor {
                id: row.try_get("id")?,
                inbox: row.try_get("inbox")?,
                shared_inbox: row.try_get("shared_inbox")?,
                key_id: row.try_get("key_id")?,
                public_key_pem: row.try_get("public_key")?,
                outbox: None,
            },
            fetched_at: row.try_get("fetched_at")?,
        }))
    }

    /// Keeps (or refreshes) what a remote actor's document said.
    pub async fn keep_actor(&self, actor: &RemoteActor, now_ms: i64) -> StoreResult<()> {
        sqlx::query(
            "INSERT INTO federation_actors \
             (id, inbox, shared_inbox, key_id, public_key, fetched_at) \
             VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO UPDATE SET \
             inbox = excluded.inbox, shared_inbox = excluded.shared_inbox, \
             key_id = excluded.key_id, public_key = excluded.public_key, \
             fetched_at = excluded.fetched_at",
        )
        .bind(&actor.id)
        .bind(&actor.inbox)
        .bind(&actor.shared_inbox)
        .bind(&actor.key_id)
        .bind(&actor.public_key_pem)
        .bind(now_ms)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Stores a posted activity, its signature checked, for processing.
    /// False when it was received before (a peer's retry): nothing is
    /// stored again.
    pub async fn receive_activity(
        &self,
        activity_id: &str,
        actor: &str,
        activity: &str,
        now_ms: i64,
    ) -> StoreResult<bool> {
        let done = sqlx::query(
            "INSERT INTO federation_received (activity_id, actor, activity, received_at) \
             VALUES ($1, $2, $3, $4) ON CONFLICT (activity_id) DO NOTHING",
        )
        .bind(activity_id)
        .bind(actor)
        .bind(activity)
        .bind(now_ms)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Claims the oldest received activity not yet processed.
    pub async fn claim_received(
        &self,
        worker: &str,
        now_ms: i64,
        lease_ms: i64,
    ) -> StoreResult<Option<ClaimedActivity>> {
        let sql = claim_sql(
            self.backend,
            "federation_received",
            "processed_at IS NULL",
            "id",
            "id, actor, activity, attempts",
        );
        let row = sqlx::query(sqlx::AssertSqlSafe(sql))
            .bind(now_ms + lease_ms)
            .bind(now_ms)
            .bind(worker)
            .fetch_optional(&self.pool)
            .await?;
        let Some(row) = row else { return Ok(None) };
        Ok(Some(ClaimedActivity {
            id: row.try_get("id")?,
            actor: row.try_get("actor")?,
            attempts: row.try_get("attempts")?,
            activity: row.try_get("activity")?,
        }))
    }

    /// Marks a received activity processed, and forgets those processed
    /// more than [`RECEIVED_KEPT_MS`] ago.
    pub async fn received_processed(&self, id: i64, now_ms: i64) -> StoreResult<()> {
        sqlx::query(
            "UPDATE federation_received SET processed_at = $1, locked_until = NULL, \
             locked_by = NULL WHERE id = $2",
        )
        .bind(now_ms)
        .bind(id)
        .execute(&self.pool)
        .await?;
        sqlx::query("DELETE FROM federation_received WHERE processed_at < $1")
            .bind(now_ms - RECEIVED_KEPT_MS)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// `actor` follows the guide, its activities delivered to `inbox`;
    /// and the `Accept` of its follow goes to that inbox, in the same
    /// transaction. A repeated follow updates the inbox and is accepted
    /// again (the peer may have lost the first).
    pub async fn add_follower(
        &self,
        actor: &str,
        inbox: &str,
        follow_id: &str,
        accept: Outgoing<'_>,
        now_ms: i64,
    ) -> StoreResult<()> {
        let mut tx = self.pool.begin().await?;
        sqlx::query(
            "INSERT INTO federation_followers (actor, inbox, follow_id, created_at) \
             VALUES ($1, $2, $3, $4) ON CONFLICT (actor) DO UPDATE SET \
             inbox = excluded.inbox, follow_id = excluded.follow_id",
        )
        .bind(actor)
        .bind(inbox)
        .bind(follow_id)
        .bind(now_ms)
        .execute(&mut *tx)
        .await?;
        deliver_to(&mut tx, &accept, inbox, now_ms).await?;
        tx.commit().await?;
        Ok(())
    }

    /// `actor` follows the guide no more. False when it did not.
    pub async fn remove_follower(&self, actor: &str) -> StoreResult<bool> {
        let done = sqlx::query("DELETE FROM federation_followers WHERE actor = $1")
            .bind(actor)
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected() > 0)
    }

    pub async fn follower_count(&self) -> StoreResult<i64> {
        Ok(
            sqlx::query_scalar("SELECT COUNT(*) FROM federation_followers")
                .fetch_one(&self.pool)
                .await?,
        )
    }

    /// Each coming event's digest as last announced.
    pub async fn published_digests(&self) -> StoreResult<HashMap<i64, String>> {
        let rows = sqlx::query("SELECT event_id, digest FROM federation_published")
            .fetch_all(&self.pool)
            .await?;
        rows.iter()
            .map(|row| Ok((row.try_get("event_id")?, row.try_get("digest")?)))
            .collect()
    }

    /// Announces event `event_id` at `digest` to every follower, unless
    /// what is announced of it changed since it was read as `before`
    /// (another instance announced it first): then nothing is written.
    /// True when this call announced it.
    pub async fn announce_event(
        &self,
        event_id: i64,
        before: Option<&str>,
        digest: &str,
        activity: Outgoing<'_>,
        now_ms: i64,
    ) -> StoreResult<bool> {
        let mut tx = self.pool.begin().await?;
        let changed = match before {
            None => sqlx::query(
                "INSERT INTO federation_published (event_id, digest, published_at) \
                 VALUES ($1, $2, $3) ON CONFLICT (event_id) DO NOTHING",
            )
            .bind(event_id)
            .bind(digest)
            .bind(now_ms),
            Some(before) => sqlx::query(
                "UPDATE federation_published SET digest = $2, published_at = $3 \
                 WHERE event_id = $1 AND digest = $4",
            )
            .bind(event_id)
            .bind(digest)
            .bind(now_ms)
            .bind(before),
        }
        .execute(&mut *tx)
        .await?
        .rows_affected()
            == 1;
        if changed {
            to_every_follower(&mut tx, &activity, now_ms).await?;
        }
        tx.commit().await?;
        Ok(changed)
    }

    /// Announces that event `event_id` is gone, to every follower, unless
    /// another instance did. True when this call did.
    pub async fn withdraw_event(
        &self,
        event_id: i64,
        activity: Outgoing<'_>,
        now_ms: i64,
    ) -> StoreResult<bool> {
        let mut tx = self.pool.begin().await?;
        let gone = sqlx::query("DELETE FROM federation_published WHERE event_id = $1")
            .bind(event_id)
            .execute(&mut *tx)
            .await?
            .rows_affected()
            == 1;
        if gone {
            to_every_follower(&mut tx, &activity, now_ms).await?;
        }
        tx.commit().await?;
        Ok(gone)
    }

    /// Forgets the announced events that are over: they are not changed
    /// or withdrawn any more.
    pub async fn forget_published(&self, event_ids: &[i64]) -> StoreResult<()> {
        for chunk in event_ids.chunks(500) {
            let sql = format!(
                "DELETE FROM federation_published WHERE event_id IN ({})",
                super::placeholders(chunk.len())
            );
            let mut query = sqlx::query(sqlx::AssertSqlSafe(sql));
            for id in chunk {
                query = query.bind(*id);
            }
            query.execute(&self.pool).await?;
        }
        Ok(())
    }

    /// Claims up to `limit` of the oldest due deliveries no other worker
    /// holds, in one statement, with their activities' bodies.
    pub async fn claim_deliveries(
        &self,
        worker: &str,
        now_ms: i64,
        lease_ms: i64,
        limit: usize,
    ) -> StoreResult<Vec<ClaimedDelivery>> {
        let due = "status = 'pending' AND next_attempt_at <= $2 \
                   AND (locked_until IS NULL OR locked_until <= $2)";
        let lock = match self.backend {
            Backend::Sqlite => "",
            Backend::Postgres => " FOR UPDATE SKIP LOCKED",
        };
        let sql = format!(
            "UPDATE federation_deliveries SET attempts = attempts + 1, locked_until = $1, \
             locked_by = $3 WHERE id IN (SELECT id FROM federation_deliveries WHERE {due} \
             ORDER BY next_attempt_at, id LIMIT $4{lock}) AND {due} \
             RETURNING id, activity_id, inbox, attempts"
        );
        let rows = sqlx::query(sqlx::AssertSqlSafe(sql))
            .bind(now_ms + lease_ms)
            .bind(now_ms)
            .bind(worker)
            .bind(limit as i64)
            .fetch_all(&self.pool)
            .await?;
        let mut claimed = Vec::with_capacity(rows.len());
        let mut activities: HashMap<String, String> = HashMap::new();
        for row in &rows {
            let activity_id: String = row.try_get("activity_id")?;
            activities.entry(activity_id).or_default();
        }
        let ids: Vec<&String> = activities.keys().collect();
        if !ids.is_empty() {
            let sql = format!(
                "SELECT id, body FROM federation_activities WHERE id IN ({})",
                super::placeholders(ids.len())
            );
            let mut query = sqlx::query(sqlx::AssertSqlSafe(sql));
            for id in &ids {
                query = query.bind(id.as_str());
            }
            let bodies = query.fetch_all(&self.pool).await?;
            for row in &bodies {
                let id: String = row.try_get("id")?;
                let body: String = row.try_get("body")?;
                activities.insert(id, body);
            }
        }
        for row in &rows {
            let activity_id: String = row.try_get("activity_id")?;
            claimed.push(ClaimedDelivery {
                id: row.try_get("id")?,
                body: activities.get(&activity_id).cloned().unwrap_or_default(),
                activity_id,
                inbox: row.try_get("inbox")?,
                attempts: row.try_get("attempts")?,
            });
        }
        Ok(claimed)
    }

    /// Records how deliveries ended, in one transaction: one taken is done
    /// with (and its activity, once no inbox waits for it); one to retry
    /// is due again later; one given up is kept as failed; an inbox gone
    /// is forgotten with its followers and what waited for it.
    pub async fn record_deliveries(&self, ended: &[DeliveryEnd]) -> StoreResult<()> {
        if ended.is_empty() {
            return Ok(());
        }
        let mut tx = self.pool.begin().await?;
        let mut done_activities = Vec::new();
        for end in ended {
            match end {
                DeliveryEnd::Delivered { id, activity_id } => {
                    sqlx::query("DELETE FROM federation_deliveries WHERE id = $1")
                        .bind(id)
                        .execute(&mut *tx)
                        .await?;
                    done_activities.push(activity_id);
                }
                DeliveryEnd::Retry { id, at_ms, error } => {
                    sqlx::query(
                        "UPDATE federation_deliveries SET next_attempt_at = $1, \
                         locked_until = NULL, locked_by = NULL, last_error = $2 WHERE id = $3",
                    )
                    .bind(at_ms)
                    .bind(error)
                    .bind(id)
                    .execute(&mut *tx)
                    .await?;
                }
                DeliveryEnd::Failed { id, error } => {
                    sqlx::query(
                        "UPDATE federation_deliveries SET status = 'failed', \
                         locked_until = NULL, locked_by = NULL, last_error = $1 WHERE id = $2",
                    )
                    .bind(error)
                    .bind(id)
                    .execute(&mut *tx)
                    .await?;
                }
                DeliveryEnd::Gone { inbox } => {
                    sqlx::query("DELETE FROM federation_followers WHERE inbox = $1")
                        .bind(inbox)
                        .execute(&mut *tx)
                        .await?;
                    sqlx::query("DELETE FROM federation_deliveries WHERE inbox = $1")
                        .bind(inbox)
                        .execute(&mut *tx)
                        .await?;
                }
            }
        }
        done_activities.sort();
        done_activities.dedup();
        for activity_id in done_activities {
            sqlx::query(
                "DELETE FROM federation_activities WHERE id = $1 AND NOT EXISTS \
                 (SELECT 1 FROM federation_deliveries WHERE activity_id = $1)",
            )
            .bind(activity_id)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Gives back what `worker` holds, so another instance takes it at
    /// once (a stopping server).
    pub async fn release_federation_leases(&self, worker: &str) -> StoreResult<()> {
        for table in ["federation_deliveries", "federation_received"] {
            sqlx::query(sqlx::AssertSqlSafe(format!(
                "UPDATE {table} SET locked_until = NULL WHERE locked_by = $1"
            )))
            .bind(worker)
            .execute(&self.pool)
            .await?;
        }
        Ok(())
    }

    pub async fn delivery_counts(&self) -> StoreResult<DeliveryCounts> {
        let row = sqlx::query(
            "SELECT \
               (SELECT COUNT(*) FROM federation_deliveries WHERE status = 'pending') AS pending, \
               (SELECT COUNT(*) FROM federation_deliveries WHERE status = 'failed') AS failed, \
               (SELECT COUNT(*) FROM federation_followers) AS followers",
        )
        .fetch_one(&self.pool)
        .await?;
        Ok(DeliveryCounts {
            pending: row.try_get("pending")?,
            failed: row.try_get("failed")?,
            followers: row.try_get("followers")?,
        })
    }
}

/// Writes an activity once, in the caller's transaction.
async fn write_activity(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    activity: &Outgoing<'_>,
    now_ms: i64,
) -> StoreResult<()> {
    sqlx::query(
        "INSERT INTO federation_activities (id, body, created_at) VALUES ($1, $2, $3) \
         ON CONFLICT (id) DO NOTHING",
    )
    .bind(activity.id)
    .bind(activity.body)
    .bind(now_ms)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Writes an activity and its delivery to one inbox, due now, in the
/// caller's transaction.
pub(super) async fn deliver_to(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    activity: &Outgoing<'_>,
    inbox: &str,
    now_ms: i64,
) -> StoreResult<()> {
    write_activity(tx, activity, now_ms).await?;
    sqlx::query(
        "INSERT INTO federation_deliveries (activity_id, inbox, next_attempt_at, created_at) \
         VALUES ($1, $2, $3, $3) ON CONFLICT (activity_id, inbox) DO NOTHING",
    )
    .bind(activity.id)
    .bind(inbox)
    .bind(now_ms)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Writes an activity and its delivery to each follower's inbox (one per
/// shared inbox), due now, in the caller's transaction; nothing with no
/// follower.
async fn to_every_follower(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    activity: &Outgoing<'_>,
    now_ms: i64,
) -> StoreResult<()> {
    let followers: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM federation_followers")
        .fetch_one(&mut **tx)
        .await?;
    if followers == 0 {
        return Ok(());
    }
    write_activity(tx, activity, now_ms).await?;
    sqlx::query(
        "INSERT INTO federation_deliveries (activity_id, inbox, next_attempt_at, created_at) \
         SELECT DISTINCT $1, inbox, $2, $2 FROM federation_followers WHERE true \
         ON CONFLICT (activity_id, inbox) DO NOTHING",
    )
    .bind(activity.id)
    .bind(now_ms)
    .execute(&mut **tx)
    .await?;
    Ok(())
}
