//! Idempotency keys: a submission repeated under the same key (a browser's
//! queued send retried after an answer it never saw) is written once. The
//! key is claimed in the transaction that writes the submission, so two
//! requests with one key, on any instance, cannot both write: on
//! PostgreSQL the second insert waits on the first's unique-index entry
//! and then finds it; on SQLite transactions that write are serialised.

use super::StoreResult;
use sqlx::{Any, Row, Transaction};

/// Keys are kept this long (a week), then pruned.
const KEEP_MS: i64 = 7 * 24 * 3_600_000;

/// The client's key for one submission to one route.
#[derive(Debug, Clone, Copy)]
pub struct IdempotencyKey<'a> {
    pub route: &'static str,
    pub key: &'a str,
}

/// What a submission stored: its id, and whether an earlier request with
/// the same key stored it (then nothing was written this time).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Submitted {
    pub id: i64,
    pub repeated: bool,
}

/// Claims `key` in `tx`: `None` when it is new (the caller writes, then
/// [`record`]s its id), or the id an earlier submission under it stored.
pub(super) async fn claim(
    tx: &mut Transaction<'static, Any>,
    key: IdempotencyKey<'_>,
    now_ms: i64,
) -> StoreResult<Option<i64>> {
    sqlx::query("DELETE FROM idempotency_keys WHERE created_at < $1")
        .bind(now_ms - KEEP_MS)
        .execute(&mut **tx)
        .await?;
    let claimed = sqlx::query(
        "INSERT INTO idempotency_keys (route, key, result_id, created_at) VALUES ($1, $2, NULL, $3) \
         ON CONFLICT (route, key) DO NOTHING",
    )
    .bind(key.route)
    .bind(key.key)
    .bind(now_ms)
    .execute(&mut **tx)
    .await?;
    if claimed.rows_affected() == 1 {
        return Ok(None);
    }
    let row = sqlx::query("SELECT result_id FROM idempotency_keys WHERE route = $1 AND key = $2")
        .bind(key.route)
        .bind(key.key)
        .fetch_one(&mut **tx)
        .await?;
    let id: Option<i64> = row.try_get("result_id")?;
    // A claimed key always gets its id in the same transaction.
    id.map(Some)
        .ok_or_else(|| anyhow::anyhow!("idempotency key without a result").into())
}

/// Notes the id the submission under `key` stored.
pub(super) async fn record(
    tx: &mut Transaction<'static, Any>,
    key: IdempotencyKey<'_>,
    id: i64,
) -> StoreResult<()> {
    sqlx::query("UPDATE idempotency_keys SET result_id = $3 WHERE route = $1 AND key = $2")
        .bind(key.route)
        .bind(key.key)
        .bind(id)
        .execute(&mut **tx)
        .await?;
    Ok(())
}
