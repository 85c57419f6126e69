//! Persistence. Handlers talk to [`Store`] only, never to SQL, so a second
//! database engine can be added here without touching them.

mod admin_accounts;
mod admin_content;
mod admin_edit;
mod content;
mod outbox;
mod scrape;
mod suggestions;

use std::str::FromStr;
use std::time::Duration;

use anyhow::Context;
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};

pub use admin_accounts::{Admin, AdminCredentials};
pub use admin_content::{ImageOwner, ImageRef};
pub use admin_edit::{ContentTable, SUGGESTION_STATUSES, StoredSuggestion};
pub use content::{EventFilter, NewEvent, NewVenue};
pub use outbox::{ClaimedMessage, NewPlanRequest, OutboxCounts, OutgoingMessage};

#[derive(Clone)]
pub struct Store {
    pool: SqlitePool,
}

impl Store {
    /// Opens (creating if missing) the database at `url` and applies the
    /// migrations.
    pub async fn open(url: &str) -> anyhow::Result<Store> {
        let options = SqliteConnectOptions::from_str(url)
            .with_context(|| "invalid database URL (expected sqlite://PATH)".to_string())?
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Normal)
            .foreign_keys(true)
            .busy_timeout(Duration::from_secs(5));
        if let Some(parent) = options
            .get_filename()
            .parent()
            .filter(|p| !p.as_os_str().is_empty())
        {
            std::fs::create_dir_all(parent)
                .with_context(|| format!("creating database directory {}", parent.display()))?;
        }
        let pool = SqlitePoolOptions::new()
            .max_connections(8)
            .connect_with(options)
            .await
            .context("opening the database")?;
        sqlx::migrate!("./migrations/sqlite")
            .run(&pool)
            .await
            .context("migrating the database")?;
        Ok(Store { pool })
    }

    /// True when no content has been stored yet (a fresh install).
    pub async fn is_empty(&self) -> anyhow::Result<bool> {
        let count: i64 = sqlx::query_scalar(
            "SELECT (SELECT COUNT(*) FROM venues) + (SELECT COUNT(*) FROM events) \
             + (SELECT COUNT(*) FROM activities) + (SELECT COUNT(*) FROM restaurants)",
        )
        .fetch_one(&self.pool)
        .await?;
        Ok(count == 0)
    }

    /// Bumped (by triggers) on every change to venues, events, activities or
    /// restaurants, whoever makes it.
    pub async fn content_version(&self) -> anyhow::Result<i64> {
        Ok(
            sqlx::query_scalar("SELECT version FROM content_version WHERE id = 1")
                .fetch_one(&self.pool)
                .await?,
        )
    }

    /// A cheap round trip for the health check.
    pub async fn ping(&self) -> anyhow::Result<()> {
        sqlx::query("SELECT 1").execute(&self.pool).await?;
        Ok(())
    }

    pub async fn close(&self) {
        self.pool.close().await;
    }
}
