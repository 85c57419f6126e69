//! Persistence. Handlers talk to [`Store`] only, never to SQL, and do not
//! know which engine runs: SQLite (the embedded default) or PostgreSQL
//! (several instances on one database). Queries go through sqlx's `Any`
//! driver, written once with `$N` placeholders, which both engines accept;
//! each engine has its own migrations (`migrations/{sqlite,postgres}`, same
//! versions, same schema) and types are kept to what both agree on
//! (`i64`, `f64`, `String`, bytes, `Option`).

/// A struct read from a query's row by its columns' names (sqlx's
/// `FromRow`, written by hand: its derive would build sqlx's drivers a
/// second time, see `migrations`). A `#[flatten]` last field is read from
/// the same row by its own `FromRow`.
macro_rules! from_row {
    (
        $(#[$meta:meta])*
        $vis:vis struct $name:ident {
            $($field:ident: $ty:ty,)*
            $(#[flatten] $flat:ident: $flat_ty:ty,)?
        }
    ) => {
        $(#[$meta])*
        $vis struct $name {
            $($field: $ty,)*
            $($flat: $flat_ty,)?
        }

        impl<'r> sqlx::FromRow<'r, sqlx::any::AnyRow> for $name {
            fn from_row(row: &'r sqlx::any::AnyRow) -> Result<Self, sqlx::Error> {
                use sqlx::Row;
                Ok(Self {
                    $($field: row.try_get(stringify!($field))?,)*
                    $($flat: <$flat_ty as sqlx::FromRow<'r, sqlx::any::AnyRow>>::from_row(row)?,)?
                })
            }
        }
    };
}

mod activities;
mod admins;
mod backup;
mod change_context;
mod content;
mod error;
mod events;
mod federation;
mod following_actors;
mod history;
mod idempotency;
mod images;
mod migrations;
mod outbox;
mod pages;
mod reminders;
mod restaurants;
mod sources;
mod staff_links;
mod submissions;
mod suggestions;
mod translations;
mod undo;
mod venues;
mod weekly;

use std::str::FromStr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use anyhow::Context;
use sqlx::ConnectOptions;
use sqlx::any::AnyPoolOptions;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqliteSynchronous};
use sqlx::{AnyPool, Connection, Row};

pub use admins::{AccountRefused, Admin, AdminCredentials};
pub use backup::{DatabaseFacts, inspect_sqlite_file};
pub use change_context::{Actor, new_batch};
pub use content::{ContentTable, ContentTx};
pub use error::{ResultExt, StoreError, StoreResult};
pub use events::{EventFilter, NewEvent};
pub use federation::{
    ClaimedActivity, ClaimedDelivery, DeliveryCounts, DeliveryEnd, KnownActor, Outgoing,
};
pub use following_actors::{FollowedActor, MAX_REMOTE_EVENTS, RemoteWrite};
pub use history::{HISTORY_PAGE, HistoryFilter};
pub use idempotency::{IdempotencyKey, Submitted};
pub use images::{ImageOwner, ImageRef, PendingImage, StoredPicture};
pub use outbox::{
    ClaimedMessage, NewPlanRequest, OutboxCounts, OutgoingMessage, RecipientLimit, RecipientLimited,
};
pub use pages::SitemapItem;
pub use reminders::{
    Asked, Confirmation, DueCheck, HeldReminder, LinkedAddress, MAX_REMINDERS_PER_ADDRESS,
    NewReminder, ReminderWrite,
};
pub use sources::{GuideLink, NewSource, ReadOutcome, Settled, SourceRow, WaitingEvent};
pub use staff_links::{InviteRefused, LinkKind, NewLink, RESETS_PER_HOUR, StaffLink};
pub use submissions::{NewSubmission, SenderToday, StoredSubmission};
pub use undo::{UndoError, UndoTarget};
pub use venues::{NewVenue, VenueNamed};
pub use weekly::{
    ISSUE_LINKS_KEPT_MS, NewSubscription, Subscriber, SubscriberCount, Subscription, WeeklyIssue,
};

/// A query on either engine, as the store's modules build them.
type AnyQuery<'q> = sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments>;

/// The database engine behind a [`Store`]. Queries are written once, with
/// `$N` placeholders both engines accept; the few statements that must
/// differ (the outbox claim) look at this.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    /// One file, one writer at a time: the embedded default.
    Sqlite,
    /// Shared by several server instances.
    Postgres,
}

impl Backend {
    /// The engine a database URL names: `postgres://` (or `postgresql://`)
    /// or `sqlite:`.
    pub fn of_url(url: &str) -> anyhow::Result<Backend> {
        if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Ok(Backend::Postgres)
        } else if url.starts_with("sqlite:") {
            Ok(Backend::Sqlite)
        } else {
            anyhow::bail!("unsupported database URL (expected sqlite://PATH or postgres://…)")
        }
    }
}

/// `$1, $2, …, $n`: a list's values bound, only their count spliced in.
pub(super) fn placeholders(n: usize) -> String {
    (1..=n)
        .map(|i| format!("${i}"))
        .collect::<Vec<_>>()
        .join(", ")
}

const COUNT_CONTENT: &str = "SELECT (SELECT COUNT(*) FROM venues) + (SELECT COUNT(*) FROM events) \
     + (SELECT COUNT(*) FROM activities) + (SELECT COUNT(*) FROM restaurants)";

/// A pool's connections at one moment.
#[derive(Debug, Clone, Copy)]
pub struct PoolState {
    pub idle: i64,
    pub in_use: i64,
    pub max: i64,
}

#[derive(Clone)]
pub struct Store {
    pool: AnyPool,
    backend: Backend,
    version: Arc<RecentVersion>,
}

/// How long a content version read from the database answers for the
/// reads that follow, unless this instance writes content meanwhile: under
/// load most reads then skip the database, and another instance's change
/// shows within this time.
pub const VERSION_TTL: Duration = Duration::from_millis(100);

/// The content version as last read, and a count of this instance's
/// content writes (a version read before a write is never kept after it).
#[derive(Default)]
struct RecentVersion {
    last: Mutex<Option<(i64, Instant)>>,
    writes: AtomicU64,
    /// Counts this instance's content writes, for whoever waits for the
    /// next (each waiter sees a write made while it was busy).
    written: tokio::sync::watch::Sender<u64>,
}

impl RecentVersion {
    fn content_written(&self) {
        self.writes.fetch_add(1, Ordering::AcqRel);
        *self.last.lock().expect("version lock") = None;
        self.written.send_modify(|writes| *writes += 1);
    }
}

impl Store {
    /// Opens the database at `url` (`sqlite://PATH`, created if missing, or
    /// `postgres://…`) and applies that engine's migrations. Several
    /// instances may start at once on one PostgreSQL database: the migrator
    /// holds a lock while it runs.
    pub async fn open(url: &str) -> StoreResult<Store> {
        sqlx::any::install_default_drivers();
        let backend = Backend::of_url(url)?;
        let options = AnyPoolOptions::new().max_connections(8);
        let pool = match backend {
            Backend::Sqlite => {
                prepare_sqlite_file(url).await?;
                options
                    .after_connect(|conn, _meta| {
                        Box::pin(async move {
                            // Per connection; WAL itself is stored in the file.
                            sqlx::query("PRAGMA synchronous = NORMAL")
                                .execute(conn)
                                .await?;
                            Ok(())
                        })
                    })
                    .connect(url)
                    .await
                    .context("opening the database")?
            }
            Backend::Postgres => options
                .acquire_timeout(Duration::from_secs(10))
                .connect(url)
                .await
                .context("connecting to PostgreSQL")?,
        };
        migrations::migrator(backend)
            .run(&pool)
            .await
            .context("migrating the database")?;
        Ok(Store {
            pool,
            backend,
            version: Arc::default(),
        })
    }

    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// This instance's connections, for `/metrics`.
    pub fn pool_state(&self) -> PoolState {
        let open = i64::from(self.pool.size());
        let idle = self.pool.num_idle() as i64;
        PoolState {
            idle,
            in_use: (open - idle).max(0),
            max: i64::from(self.pool.options().get_max_connections()),
        }
    }

    /// True when no content has been stored yet (a fresh install).
    pub async fn is_empty(&self) -> StoreResult<bool> {
        let count: i64 = sqlx::query_scalar(COUNT_CONTENT)
            .fetch_one(&self.pool)
            .await?;
        Ok(count == 0)
    }

    /// Bumped (by triggers) on every change to venues, events, activities or
    /// restaurants, whoever makes it.
    pub async fn content_version(&self) -> StoreResult<i64> {
        Ok(
            sqlx::query_scalar("SELECT version FROM content_version WHERE id = 1")
                .fetch_one(&self.pool)
                .await?,
        )
    }

    /// [`Store::content_version`] for the public reads: the value read
    /// less than [`VERSION_TTL`] ago, unless this instance has written
    /// content since.
    pub async fn recent_content_version(&self) -> StoreResult<i64> {
        let recent = &self.version;
        if let Some((version, at)) = *recent.last.lock().expect("version lock")
            && at.elapsed() < VERSION_TTL
        {
            return Ok(version);
        }
        let writes = recent.writes.load(Ordering::Acquire);
        let version = self.content_version().await?;
        let mut last = recent.last.lock().expect("version lock");
        if recent.writes.load(Ordering::Acquire) == writes {
            *last = Some((version, Instant::now()));
        }
        Ok(version)
    }

    /// The version [`Store::recent_content_version`] would answer without
    /// asking the database, if it would.
    pub fn known_content_version(&self) -> Option<i64> {
        let last = *self.version.last.lock().expect("version lock");
        last.filter(|(_, at)| at.elapsed() < VERSION_TTL)
            .map(|(version, _)| version)
    }

    /// Called after this instance changed content: the next read asks the
    /// database again.
    fn content_written(&self) {
        self.version.content_written();
    }

    /// Tells of this instance's content writes: its `changed()` resolves
    /// at the next write, or at once for a write made since the last look.
    /// Other instances' writes are seen only through
    /// [`Store::content_version`].
    pub fn content_writes(&self) -> tokio::sync::watch::Receiver<u64> {
        self.version.written.subscribe()
    }

    /// Every `(table, column)` of the schema, sorted, without sqlx's own
    /// bookkeeping: the two engines' migrations must give the same list
    /// (checked by the test suite's run on PostgreSQL).
    pub async fn schema_columns(&self) -> StoreResult<Vec<(String, String)>> {
        let sql = match self.backend {
            Backend::Sqlite => {
                // (change_context is SQLite's way to what PostgreSQL keeps in
                // transaction-local settings: see the history migration.)
                "SELECT m.name AS t, p.name AS c FROM sqlite_master m, pragma_table_info(m.name) p \
                 WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite\\_%' ESCAPE '\\' \
                   AND m.name NOT LIKE '\\_sqlx%' ESCAPE '\\' AND m.name <> 'change_context' \
                 ORDER BY t, c"
            }
            Backend::Postgres => {
                "SELECT table_name::text AS t, column_name::text AS c FROM information_schema.columns \
                 WHERE table_schema = current_schema() AND table_name NOT LIKE '\\_sqlx%' ESCAPE '\\' \
                 ORDER BY t, c"
            }
        };
        let rows = sqlx::query(sql).fetch_all(&self.pool).await?;
        let mut columns = rows
            .iter()
            .map(|row| Ok((row.try_get("t")?, row.try_get("c")?)))
            .collect::<Result<Vec<(String, String)>, sqlx::Error>>()?;
        // One byte-wise order for both engines.
        columns.sort();
        Ok(columns)
    }

    /// A cheap round trip for the health check.
    pub async fn ping(&self) -> StoreResult<()> {
        sqlx::query("SELECT 1").execute(&self.pool).await?;
        Ok(())
    }

    pub async fn close(&self) {
        self.pool.close().await;
    }
}

/// Creates the SQLite file (and its directory) if missing and switches it
/// to WAL, which the file remembers; the pool's connections then only set
/// their own settings (foreign keys and a 5 s busy timeout are sqlx's
/// defaults).
async fn prepare_sqlite_file(url: &str) -> StoreResult<()> {
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
    let conn = options.connect().await.context("opening the database")?;
    conn.close().await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::Backend;

    #[test]
    fn the_url_names_the_engine() {
        assert_eq!(
            Backend::of_url("sqlite://data/guide.db").unwrap(),
            Backend::Sqlite
        );
        assert_eq!(Backend::of_url("sqlite::memory:").unwrap(), Backend::Sqlite);
        for url in ["postgres://guide@db/guide", "postgresql://db:5432/guide"] {
            assert_eq!(Backend::of_url(url).unwrap(), Backend::Postgres);
        }
        assert!(Backend::of_url("mysql://db/guide").is_err());
        assert!(Backend::of_url("data/guide.db").is_err());
    }

    /// Each migration exists for both engines, under the same version and
    /// name (what each contains is compared by `schema_columns` in the
    /// PostgreSQL run of the API tests).
    #[test]
    fn both_engines_have_the_same_migrations() {
        let names = |engine: &str| {
            let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("migrations")
                .join(engine);
            let mut names: Vec<String> = std::fs::read_dir(dir)
                .unwrap()
                .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .collect();
            names.sort();
            names
        };
        assert!(!names("sqlite").is_empty());
        assert_eq!(names("sqlite"), names("postgres"));
    }
}
