//! Who makes a transaction's writes, and by which action (issue #39): the
//! context the history's triggers (migration 20) read for each row they
//! record. SQLite keeps it in the one-row `change_context` table (one
//! writer at a time: the row is the transaction's until it is cleared
//! before the commit); PostgreSQL in settings local to the transaction.

use guide_core::dashboard::history::ChangeAction;

use super::reminders::Tx;
use super::{Backend, Store, StoreResult};

/// Who makes a transaction's writes, and by which action. A bulk action's
/// writes share a batch, so they are undone as one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Actor {
    pub staff_id: Option<i64>,
    pub action: ChangeAction,
    pub batch: Option<String>,
}

impl Actor {
    /// A staff account's action on the dashboard.
    pub fn staff(staff_id: i64, action: ChangeAction) -> Actor {
        Actor {
            staff_id: Some(staff_id),
            action,
            batch: None,
        }
    }

    /// What the guide does by itself (a source's read, the demo's seed,
    /// a visitor's suggestion).
    pub fn guide(action: ChangeAction) -> Actor {
        Actor {
            staff_id: None,
            action,
            batch: None,
        }
    }

    /// The same, its writes one batch (`batch`: random, from the caller).
    pub fn in_batch(self, batch: String) -> Actor {
        Actor {
            batch: Some(batch),
            ..self
        }
    }
}

/// A new batch's name: 16 random hex digits (the clock's nanoseconds in
/// the unlikely event the system has no randomness to give).
pub fn new_batch() -> String {
    let mut bytes = [0u8; 8];
    if getrandom::fill(&mut bytes).is_err() {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64)
            .unwrap_or_default();
        bytes = nanos.to_be_bytes();
    }
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Gives the transaction its context: the triggers read it for each row
/// they record. SQLite keeps it in `change_context` (one writer at a time:
/// the row is this transaction's until [`clear_context`]); PostgreSQL in
/// settings local to the transaction.
pub(super) async fn set_context(
    tx: &mut Tx<'_>,
    backend: Backend,
    actor: &Actor,
) -> StoreResult<()> {
    match backend {
        Backend::Sqlite => {
            sqlx::query(
                "INSERT INTO change_context (id, staff_id, action, batch) VALUES (1, $1, $2, $3) \
                 ON CONFLICT (id) DO UPDATE SET staff_id = excluded.staff_id, \
                 action = excluded.action, batch = excluded.batch",
            )
            .bind(actor.staff_id)
            .bind(actor.action.as_str())
            .bind(actor.batch.as_deref())
            .execute(&mut **tx)
            .await?;
        }
        Backend::Postgres => {
            sqlx::query(
                "SELECT set_config('guide.staff_id', $1, true), set_config('guide.action', $2, true), \
                 set_config('guide.batch', $3, true)",
            )
            .bind(actor.staff_id.map(|id| id.to_string()).unwrap_or_default())
            .bind(actor.action.as_str())
            .bind(actor.batch.clone().unwrap_or_default())
            .execute(&mut **tx)
            .await?;
        }
    }
    Ok(())
}

/// Ends the context before the transaction commits (SQLite's row would
/// otherwise name the next writer's changes).
pub(super) async fn clear_context(tx: &mut Tx<'_>, backend: Backend) -> StoreResult<()> {
    if backend == Backend::Sqlite {
        sqlx::query("DELETE FROM change_context")
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}

impl Store {
    /// A transaction whose writes are recorded as `actor`'s. Commit it
    /// with [`Store::commit_attributed`]. Its writes are one step, undone
    /// together: a bulk action's transactions share the actor's batch,
    /// any other transaction is a batch of its own (a venue's deletion and
    /// its events left without it, say).
    pub(super) async fn begin_attributed(&self, actor: &Actor) -> StoreResult<Tx<'static>> {
        let mut tx = match self.backend {
            Backend::Sqlite => self.pool.begin_with("BEGIN IMMEDIATE").await?,
            Backend::Postgres => self.pool.begin().await?,
        };
        let step = match actor.batch {
            Some(_) => actor.clone(),
            None => actor.clone().in_batch(new_batch()),
        };
        set_context(&mut tx, self.backend, &step).await?;
        Ok(tx)
    }

    pub(super) async fn commit_attributed(&self, mut tx: Tx<'static>) -> StoreResult<()> {
        clear_context(&mut tx, self.backend).await?;
        tx.commit().await?;
        Ok(())
    }
}
