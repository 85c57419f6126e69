//! The store's side of backups (issue #39): a consistent copy of a SQLite
//! database while the server writes (`VACUUM INTO`, one read transaction),
//! and what a database holds, read from a copy without changing it.

use std::collections::BTreeMap;
use std::path::Path;

use anyhow::Context;
use sqlx::{AnyConnection, Connection, Row};

use super::{Backend, Store, StoreResult};

/// What a database holds, as a backup's manifest records it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DatabaseFacts {
    /// The newest migration applied.
    pub migration: i64,
    pub content_version: i64,
    /// Rows per table of what staff and visitors made.
    pub counts: BTreeMap<String, i64>,
    /// Every image address items and pictures keep (remote ones too).
    pub images: Vec<String>,
}

/// The tables a manifest counts, and their counts in one statement.
const COUNTED: [&str; 12] = [
    "venues",
    "events",
    "activities",
    "restaurants",
    "suggestions",
    "sources",
    "admins",
    "pictures",
    "outbox",
    "visit_plan_requests",
    "reminders",
    "weekly_subscriptions",
];
const COUNTS: &str = "SELECT \
    (SELECT COUNT(*) FROM venues) AS venues, \
    (SELECT COUNT(*) FROM events) AS events, \
    (SELECT COUNT(*) FROM activities) AS activities, \
    (SELECT COUNT(*) FROM restaurants) AS restaurants, \
    (SELECT COUNT(*) FROM suggestions) AS suggestions, \
    (SELECT COUNT(*) FROM sources) AS sources, \
    (SELECT COUNT(*) FROM admins) AS admins, \
    (SELECT COUNT(*) FROM pictures) AS pictures, \
    (SELECT COUNT(*) FROM outbox) AS outbox, \
    (SELECT COUNT(*) FROM visit_plan_requests) AS visit_plan_requests, \
    (SELECT COUNT(*) FROM reminders) AS reminders, \
    (SELECT COUNT(*) FROM weekly_subscriptions) AS weekly_subscriptions";

impl Store {
    /// Writes a consistent copy of the SQLite database to `path` (which
    /// must not exist) while the server keeps writing: `VACUUM INTO` reads
    /// the database in one transaction, so the copy holds every write
    /// committed before it began and none after.
    pub async fn backup_into(&self, path: &Path) -> StoreResult<()> {
        if self.backend != Backend::Sqlite {
            return Err(anyhow::anyhow!(
                "only a SQLite database is copied by the guide; use pg_dump for PostgreSQL"
            )
            .into());
        }
        let path = path.to_str().context("a backup path must be UTF-8")?;
        sqlx::query("VACUUM INTO $1")
            .bind(path)
            .execute(&self.pool)
            .await
            .context("copying the database (VACUUM INTO)")?;
        Ok(())
    }

    /// What this database holds now.
    pub async fn facts(&self) -> StoreResult<DatabaseFacts> {
        let mut conn = self.pool.acquire().await?;
        facts(&mut conn).await
    }

    /// The newest migration this build knows for its engine: a database
    /// (or a backup) past it was made by a newer guide.
    pub fn known_migration(backend: Backend) -> i64 {
        super::migrations::migrator(backend)
            .iter()
            .map(|m| m.version)
            .max()
            .unwrap_or(0)
    }
}

/// Reads a SQLite file without writing to it: its integrity check's
/// answer (`ok` when sound) and, when sound, what it holds.
pub async fn inspect_sqlite_file(path: &Path) -> StoreResult<(String, Option<DatabaseFacts>)> {
    sqlx::any::install_default_drivers();
    let path = path.to_str().context("a backup path must be UTF-8")?;
    let mut conn = AnyConnection::connect(&format!("sqlite://{path}?mode=ro"))
        .await
        .context("opening the copied database")?;
    let checked: Vec<String> = sqlx::query_scalar("PRAGMA integrity_check")
        .fetch_all(&mut conn)
        .await
        .context("checking the copied database")?;
    let integrity = checked.join("; ");
    let facts = if integrity == "ok" {
        Some(facts(&mut conn).await?)
    } else {
        None
    };
    conn.close().await?;
    Ok((integrity, facts))
}

async fn facts(conn: &mut AnyConnection) -> StoreResult<DatabaseFacts> {
    let migration: Option<i64> =
        sqlx::query_scalar("SELECT MAX(version) FROM _sqlx_migrations WHERE success")
            .fetch_one(&mut *conn)
            .await?;
    let content_version: Option<i64> =
        sqlx::query_scalar("SELECT MAX(version) FROM content_version")
            .fetch_one(&mut *conn)
            .await?;
    let row = sqlx::query(COUNTS).fetch_one(&mut *conn).await?;
    let mut counts = BTreeMap::new();
    for table in COUNTED {
        counts.insert(table.to_string(), row.try_get::<i64, _>(table)?);
    }
    let rows = sqlx::query(
        "SELECT image FROM pictures \
         UNION SELECT image FROM events WHERE image IS NOT NULL \
         UNION SELECT image FROM activities WHERE image IS NOT NULL \
         UNION SELECT image FROM restaurants WHERE image IS NOT NULL \
         ORDER BY 1",
    )
    .fetch_all(&mut *conn)
    .await?;
    let images = rows
        .iter()
        .map(|row| row.try_get("image"))
        .collect::<Result<_, _>>()?;
    Ok(DatabaseFacts {
        migration: migration.unwrap_or(0),
        content_version: content_version.unwrap_or(0),
        counts,
        images,
    })
}
