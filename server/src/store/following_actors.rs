//! The actors the guide follows (issue 73): each is a followed source
//! (`federation_following.address` is the source's address), with its
//! events as the actor last gave them (`federation_remote_events`), which
//! each read of the source reviews as a page's events.

use guide_core::dashboard::federation_blocks::{BlockKind, FederationBlock};
use guide_core::dashboard::sources::FollowState;
use sqlx::Row;

use super::federation::Outgoing;
use super::{Store, StoreResult};

/// The most events one followed actor's are kept: a server that pushes
/// more is refused the rest (a city's calendar is far smaller).
pub const MAX_REMOTE_EVENTS: i64 = 5_000;

/// A followed actor.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FollowedActor {
    /// The source's address, as staff wrote it.
    pub address: String,
    pub actor: String,
    pub inbox: String,
    pub outbox: Option<String>,
    pub follow_id: String,
    pub state: FollowState,
}

/// What a followed actor's activity does to its kept events.
#[derive(Debug, Clone, Copy)]
pub enum RemoteWrite<'a> {
    /// The object `id` as it is now (JSON).
    Keep {
        id: &'a str,
        object: &'a str,
    },
    Forget {
        id: &'a str,
    },
}

fn followed(row: &sqlx::any::AnyRow) -> StoreResult<FollowedActor> {
    Ok(FollowedActor {
        address: row.try_get("address")?,
        actor: row.try_get("actor")?,
        inbox: row.try_get("inbox")?,
        outbox: row.try_get("outbox")?,
        follow_id: row.try_get("follow_id")?,
        state: FollowState::parse(&row.try_get::<String, _>("state")?),
    })
}

const AT_ADDRESS: &str = "SELECT address, actor, inbox, outbox, follow_id, state \
     FROM federation_following WHERE address = $1";

impl Store {
    /// The guide follows `actor` as the source at `address`: its `Follow`
    /// goes to the actor's inbox in the same transaction. Following it
    /// again (another address, a new follow) replaces the old follow.
    pub async fn follow_actor(
        &self,
        actor: &FollowedActor,
        follow: Outgoing<'_>,
        now_ms: i64,
    ) -> StoreResult<()> {
        let mut tx = self.pool.begin().await?;
        sqlx::query("DELETE FROM federation_following WHERE address = $1 OR actor = $2")
            .bind(&actor.address)
            .bind(&actor.actor)
            .execute(&mut *tx)
            .await?;
        sqlx::query(
            "INSERT INTO federation_following \
             (address, actor, inbox, outbox, follow_id, state, created_at) \
             VALUES ($1, $2, $3, $4, $5, 'pending', $6)",
        )
        .bind(&actor.address)
        .bind(&actor.actor)
        .bind(&actor.inbox)
        .bind(&actor.outbox)
        .bind(&actor.follow_id)
        .bind(now_ms)
        .execute(&mut *tx)
        .await?;
        super::federation::deliver_to(&mut tx, &follow, &actor.inbox, now_ms).await?;
        tx.commit().await?;
        Ok(())
    }

    /// The guide follows the source at `address` no more: the `Undo` goes
    /// to the actor, and its kept events are forgotten. False when it did
    /// not follow it.
    pub async fn unfollow_actor(
        &self,
        address: &str,
        undo: impl FnOnce(&FollowedActor) -> anyhow::Result<(String, String)>,
        now_ms: i64,
    ) -> StoreResult<bool> {
        let mut tx = self.pool.begin().await?;
        let row = sqlx::query(AT_ADDRESS)
            .bind(address)
            .fetch_optional(&mut *tx)
            .await?;
        let Some(row) = row else {
            return Ok(false);
        };
        let actor = followed(&row)?;
        let (id, body) = undo(&actor)?;
        let outgoing = Outgoing {
            id: &id,
            body: &body,
        };
        super::federation::deliver_to(&mut tx, &outgoing, &actor.inbox, now_ms).await?;
        sqlx::query("DELETE FROM federation_following WHERE address = $1")
            .bind(address)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(true)
    }

    /// The actor followed as the source at `address`, if it is one.
    pub async fn followed_at(&self, address: &str) -> StoreResult<Option<FollowedActor>> {
        let row = sqlx::query(AT_ADDRESS)
            .bind(address)
            .fetch_optional(&self.pool)
            .await?;
        row.as_ref().map(followed).transpose()
    }

    /// Every actor the guide follows.
    pub async fn followed_actors(&self) -> StoreResult<Vec<FollowedActor>> {
        let rows = sqlx::query(
            "SELECT address, actor, inbox, outbox, follow_id, state FROM federation_following",
        )
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(followed).collect()
    }

    /// `actor` as the guide follows it, with its source's id; none when
    /// the guide does not follow it.
    pub async fn followed_actor(&self, actor: &str) -> StoreResult<Option<(FollowedActor, i64)>> {
        let row = sqlx::query(
            "SELECT f.address, f.actor, f.inbox, f.outbox, f.follow_id, f.state, s.id AS source_id \
             FROM federation_following f JOIN sources s ON s.url = f.address WHERE f.actor = $1",
        )
        .bind(actor)
        .fetch_optional(&self.pool)
        .await?;
        row.map(|row| Ok((followed(&row)?, row.try_get("source_id")?)))
            .transpose()
    }

    /// How the actor answered the guide's follow.
    pub async fn answer_follow(&self, actor: &str, state: FollowState) -> StoreResult<bool> {
        let done = sqlx::query("UPDATE federation_following SET state = $1 WHERE actor = $2")
            .bind(state.as_str())
            .bind(actor)
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected() > 0)
    }

    /// Keeps and forgets a followed actor's events, in one transaction.
    /// Returns how many new ones were refused, past [`MAX_REMOTE_EVENTS`].
    pub async fn write_remote_events(
        &self,
        actor: &str,
        writes: &[RemoteWrite<'_>],
        now_ms: i64,
    ) -> StoreResult<usize> {
        let mut tx = self.pool.begin().await?;
        let mut kept: i64 =
            sqlx::query_scalar("SELECT COUNT(*) FROM federation_remote_events WHERE actor = $1")
                .bind(actor)
                .fetch_one(&mut *tx)
                .await?;
        let mut refused = 0;
        for write in writes {
            match *write {
                RemoteWrite::Keep { id, object } => {
                    let changed = sqlx::query(
                        "UPDATE federation_remote_events SET object = $1, updated_at = $2 \
                         WHERE object_id = $3 AND actor = $4",
                    )
                    .bind(object)
                    .bind(now_ms)
                    .bind(id)
                    .bind(actor)
                    .execute(&mut *tx)
                    .await?;
                    if changed.rows_affected() > 0 {
                        continue;
                    }
                    if kept >= MAX_REMOTE_EVENTS {
                        refused += 1;
                        continue;
                    }
                    // An id of another actor's is that actor's to change.
                    let added = sqlx::query(
                        "INSERT INTO federation_remote_events (object_id, actor, object, updated_at) \
                         VALUES ($1, $2, $3, $4) ON CONFLICT (object_id) DO NOTHING",
                    )
                    .bind(id)
                    .bind(actor)
                    .bind(object)
                    .bind(now_ms)
                    .execute(&mut *tx)
                    .await?;
                    kept += added.rows_affected() as i64;
                }
                RemoteWrite::Forget { id } => {
                    let gone = sqlx::query(
                        "DELETE FROM federation_remote_events WHERE object_id = $1 AND actor = $2",
                    )
                    .bind(id)
                    .bind(actor)
                    .execute(&mut *tx)
                    .await?;
                    kept -= gone.rows_affected() as i64;
                }
            }
        }
        tx.commit().await?;
        Ok(refused)
    }

    /// A followed actor's kept events: each object's JSON.
    pub async fn remote_events(&self, actor: &str) -> StoreResult<Vec<String>> {
        Ok(sqlx::query_scalar(
            "SELECT object FROM federation_remote_events WHERE actor = $1 ORDER BY object_id",
        )
        .bind(actor)
        .fetch_all(&self.pool)
        .await?)
    }

    /// The accounts and instances staff blocked.
    pub async fn federation_blocks(&self) -> StoreResult<Vec<FederationBlock>> {
        let rows: Vec<(String, String)> =
            sqlx::query_as("SELECT kind, value FROM federation_blocks ORDER BY kind, value")
                .fetch_all(&self.pool)
                .await?;
        Ok(rows
            .into_iter()
            .filter_map(|(kind, value)| {
                Some(FederationBlock {
                    kind: BlockKind::parse(&kind)?,
                    value,
                })
            })
            .collect())
    }

    /// Blocks `block`; false when it was blocked already.
    pub async fn add_federation_block(
        &self,
        block: &FederationBlock,
        admin: i64,
        now_ms: i64,
    ) -> StoreResult<bool> {
        let done = sqlx::query(
            "INSERT INTO federation_blocks (kind, value, created_at, created_by) \
             VALUES ($1, $2, $3, $4) ON CONFLICT (kind, value) DO NOTHING",
        )
        .bind(block.kind.as_str())
        .bind(&block.value)
        .bind(now_ms)
        .bind(admin)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() > 0)
    }

    /// Unblocks `block`; false when it was not blocked.
    pub async fn remove_federation_block(&self, block: &FederationBlock) -> StoreResult<bool> {
        let done = sqlx::query("DELETE FROM federation_blocks WHERE kind = $1 AND value = $2")
            .bind(block.kind.as_str())
            .bind(&block.value)
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected() > 0)
    }

    /// The guide's followers, by actor, and the inbox each is sent to.
    pub async fn followers(&self) -> StoreResult<Vec<(String, String)>> {
        Ok(
            sqlx::query_as("SELECT actor, inbox FROM federation_followers ORDER BY actor")
                .fetch_all(&self.pool)
                .await?,
        )
    }

    /// The followers `actors` follow the guide no more, and what waits to
    /// be sent to an inbox of theirs no other follower shares is dropped,
    /// in one transaction.
    pub async fn remove_followers(&self, actors: &[String]) -> StoreResult<()> {
        let mut tx = self.pool.begin().await?;
        for actor in actors {
            let inbox: Option<String> = sqlx::query_scalar(
                "DELETE FROM federation_followers WHERE actor = $1 RETURNING inbox",
            )
            .bind(actor)
            .fetch_optional(&mut *tx)
            .await?;
            if let Some(inbox) = inbox {
                sqlx::query(
                    "DELETE FROM federation_deliveries WHERE inbox = $1 AND NOT EXISTS \
                     (SELECT 1 FROM federation_followers WHERE inbox = $1)",
                )
                .bind(inbox)
                .execute(&mut *tx)
                .await?;
            }
        }
        tx.commit().await?;
        Ok(())
    }
}
