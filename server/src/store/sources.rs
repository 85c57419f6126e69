//! Sources the guide re-reads by itself (issue #19), and each event they
//! gave. A due source is claimed with a lease, as outbox messages are: two
//! instances never read the same source at once, and a read that died
//! (a crash, a restart) is taken over once its lease expires.

use super::{ResultExt, StoreResult};
use guide_core::Date;
use guide_core::dashboard::sources::{InboxItem, Review, SimilarInGuide, suspicion_after};
use guide_core::extract::follow::{Change, EventFields, Followed, Reviewed};
use guide_core::extract::{EventStatus, ScrapedEvent};
use guide_core::text::words::Localizer;
use sqlx::Row;

use super::change_context::new_batch;
use super::{Actor, Backend, ContentTx, Store};
use guide_core::dashboard::history::ChangeAction;

const HOUR_MS: i64 = 3_600_000;

/// A source as staff add it.
#[derive(Debug, Clone)]
pub struct NewSource<'a> {
    pub name: &'a str,
    pub url: &'a str,
    pub venue_id: Option<i64>,
    /// None: read only when staff ask.
    pub every_hours: Option<i64>,
    /// `inbox` or `publish`.
    pub trust: &'a str,
}

/// A stored source with its health.
#[derive(Debug, Clone, PartialEq)]
pub struct SourceRow {
    pub id: i64,
    pub name: String,
    pub url: String,
    pub venue_id: Option<i64>,
    pub every_hours: Option<i64>,
    pub trust: String,
    pub next_run_at: Option<i64>,
    pub last_run_at: Option<i64>,
    pub last_error: Option<String>,
    pub failing_since: Option<i64>,
    pub events_found: Option<i64>,
    /// A read holds its lease until then.
    pub locked_until: Option<i64>,
    /// What its reads found before a read found far fewer (core's
    /// `suspicious_drop`): suspicious until confirmed or found again.
    pub suspected_from: Option<i64>,
}

/// A source's new event that the guide lists already.
#[derive(Debug, Clone)]
pub enum GuideLink {
    /// The guide's event `event_id` is this very event: the source follows
    /// it from now on, and only what differs from `published` waits.
    Same {
        event_id: i64,
        published: EventFields,
    },
    /// The guide's event `0` is probably it: staff are told.
    Similar(i64),
}

/// How one read of a source ended.
#[derive(Debug, Clone, Copy)]
pub enum ReadOutcome<'a> {
    /// Read: how many events it listed, what changed, and which of the
    /// new ones the guide lists already (beside `reviewed`, by position).
    Read {
        found: usize,
        /// What the page lists, its withdrawn events too: what a source's
        /// suspicion is measured by (a cancelled show is still there).
        listed: usize,
        reviewed: &'a [Reviewed],
        links: &'a [Option<GuideLink>],
    },
    Failed(&'a str),
}

macro_rules! source_columns {
    () => {
        "id, name, url, venue_id, every_hours, trust, next_run_at, last_run_at, \
         last_error, failing_since, events_found, locked_until, suspected_from"
    };
}

fn source_of(row: &sqlx::any::AnyRow) -> StoreResult<SourceRow> {
    Ok(SourceRow {
        id: row.try_get("id")?,
        name: row.try_get("name")?,
        url: row.try_get("url")?,
        venue_id: row.try_get("venue_id")?,
        every_hours: row.try_get("every_hours")?,
        trust: row.try_get("trust")?,
        next_run_at: row.try_get("next_run_at")?,
        last_run_at: row.try_get("last_run_at")?,
        last_error: row.try_get("last_error")?,
        failing_since: row.try_get("failing_since")?,
        events_found: row.try_get("events_found")?,
        locked_until: row.try_get("locked_until")?,
        suspected_from: row.try_get("suspected_from")?,
    })
}

/// The review column's word for a change that waits for staff.
fn review_word(change: Change) -> Option<&'static str> {
    match change {
        Change::New => Some("new"),
        Change::Changed => Some("changed"),
        Change::Vanished => Some("vanished"),
        Change::Withdrawn => Some("withdrawn"),
        Change::Unchanged => None,
    }
}

impl Store {
    /// Stores a source, due at once when it has a schedule. An address
    /// already followed is [`StoreError::Taken`](super::StoreError::Taken).
    pub async fn create_source(
        &self,
        source: &NewSource<'_>,
        now_ms: i64,
        actor: &Actor,
    ) -> StoreResult<i64> {
        let mut tx = self.begin_attributed(actor).await?;
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO sources (name, url, venue_id, every_hours, trust, next_run_at, created_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id",
        )
        .bind(source.name)
        .bind(source.url)
        .bind(source.venue_id)
        .bind(source.every_hours)
        .bind(source.trust)
        .bind(source.every_hours.map(|_| now_ms))
        .bind(now_ms)
        .fetch_one(&mut *tx)
        .await
        .naming("sources", "venue_id")?;
        self.commit_attributed(tx).await?;
        Ok(id)
    }

    /// Changes a source's settings; false when no source has that id. A new
    /// address is read at once; a new schedule counts from the last read
    /// (a read already due stays due); none stops the reads. Refused as
    /// `create_source` is.
    pub async fn update_source(
        &self,
        id: i64,
        source: &NewSource<'_>,
        now_ms: i64,
        actor: &Actor,
    ) -> StoreResult<bool> {
        let mut tx = self.begin_attributed(actor).await?;
        let done = sqlx::query(
            "UPDATE sources SET name = $1, url = $2, venue_id = $3, every_hours = $4, trust = $5, \
             next_run_at = CASE WHEN CAST($4 AS BIGINT) IS NULL THEN NULL \
                                WHEN url <> $2 OR last_run_at IS NULL THEN $6 \
                                WHEN next_run_at IS NOT NULL AND next_run_at <= $6 THEN next_run_at \
                                ELSE last_run_at + CAST($4 AS BIGINT) * $7 END \
             WHERE id = $8",
        )
        .bind(source.name)
        .bind(source.url)
        .bind(source.venue_id)
        .bind(source.every_hours)
        .bind(source.trust)
        .bind(now_ms)
        .bind(HOUR_MS)
        .bind(id)
        .execute(&mut *tx)
        .await
        .naming("sources", "venue_id")?;
        self.commit_attributed(tx).await?;
        Ok(done.rows_affected() == 1)
    }

    /// Stops following a source: what it found and what waits from it go
    /// too; the events the guide published from it stay. A read in
    /// progress can no longer record. False when no source has that id.
    pub async fn delete_source(&self, id: i64, actor: &Actor) -> StoreResult<bool> {
        let mut tx = self.begin_attributed(actor).await?;
        let done = sqlx::query("DELETE FROM sources WHERE id = $1")
            .bind(id)
            .execute(&mut *tx)
            .await?;
        self.commit_attributed(tx).await?;
        Ok(done.rows_affected() == 1)
    }

    /// Every source, failing ones first, then by name.
    pub async fn list_sources(&self) -> StoreResult<Vec<SourceRow>> {
        let rows = sqlx::query(concat!(
            "SELECT ",
            source_columns!(),
            " FROM sources \
             ORDER BY CASE WHEN failing_since IS NULL THEN 1 ELSE 0 END, failing_since, name, id"
        ))
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(source_of).collect()
    }

    /// Makes a source due now, whatever its schedule ('Run now'). False
    /// when no source has that id.
    pub async fn run_source_soon(&self, id: i64, now_ms: i64) -> StoreResult<bool> {
        let done = sqlx::query("UPDATE sources SET next_run_at = $1 WHERE id = $2")
            .bind(now_ms)
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Claims the source due longest for `worker` until `now + lease`: on
    /// PostgreSQL with `FOR UPDATE SKIP LOCKED`, so instances claiming at
    /// once get different sources; SQLite has one writer.
    pub async fn claim_due_source(
        &self,
        worker: &str,
        now_ms: i64,
        lease_ms: i64,
    ) -> StoreResult<Option<SourceRow>> {
        macro_rules! due {
            () => {
                "next_run_at IS NOT NULL AND next_run_at <= $2 \
                 AND (locked_until IS NULL OR locked_until <= $2)"
            };
        }
        macro_rules! claim {
            ($lock:literal) => {
                concat!(
                    "UPDATE sources SET locked_until = $1, locked_by = $3 \
                     WHERE id = (SELECT id FROM sources WHERE ",
                    due!(),
                    " ORDER BY next_run_at, id LIMIT 1",
                    $lock,
                    ") AND ",
                    due!(),
                    " RETURNING ",
                    source_columns!()
                )
            };
        }
        let sql = match self.backend {
            Backend::Sqlite => claim!(""),
            Backend::Postgres => claim!(" FOR UPDATE SKIP LOCKED"),
        };
        let row = sqlx::query(sql)
            .bind(now_ms + lease_ms)
            .bind(now_ms)
            .bind(worker)
            .fetch_optional(&self.pool)
            .await?;
        row.as_ref().map(source_of).transpose()
    }

    /// Gives back every source `worker` holds, unread, so that another
    /// instance reads it at once rather than when the lease runs out (a
    /// server stopping mid-read). Returns how many were released.
    pub async fn release_source_leases(&self, worker: &str) -> StoreResult<u64> {
        let done = sqlx::query(
            "UPDATE sources SET locked_until = NULL, locked_by = NULL WHERE locked_by = $1",
        )
        .bind(worker)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected())
    }

    /// What the guide kept of a source's events, for the next review.
    pub async fn followed_events(&self, source_id: i64) -> StoreResult<Vec<Followed>> {
        let rows = sqlx::query(
            "SELECT identity, fields, rejected, gone FROM source_events WHERE source_id = $1 ORDER BY id",
        )
        .bind(source_id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                let fields: String = row.try_get("fields")?;
                Ok(Followed {
                    identity: row.try_get("identity")?,
                    fields: serde_json::from_str(&fields)?,
                    rejected: row.try_get::<i64, _>("rejected")? != 0,
                    gone: row.try_get::<i64, _>("gone")? != 0,
                })
            })
            .collect()
    }

    /// Records a read of a source `worker` holds: what changed waits for
    /// staff (or clears), the health is updated and the next read set, in
    /// one transaction; `source` is the row as it was claimed. False, with nothing written, when the lease is no
    /// longer its own (it expired and another instance took the source).
    pub async fn record_source_read(
        &self,
        source: &SourceRow,
        worker: &str,
        now_ms: i64,
        outcome: ReadOutcome<'_>,
    ) -> StoreResult<bool> {
        let source_id = source.id;
        // SQLite: take the write lock first (a read turned write would
        // fail at once beside the other reads being recorded).
        let actor = Actor::guide(ChangeAction::SourceRun).in_batch(new_batch());
        let mut tx = self.begin_attributed(&actor).await?;
        let schedule: Option<(Option<i64>, Option<i64>)> = sqlx::query_as(
            "SELECT every_hours, next_run_at FROM sources \
             WHERE id = $1 AND locked_by = $2 AND locked_until > $3",
        )
        .bind(source_id)
        .bind(worker)
        .bind(now_ms)
        .fetch_optional(&mut *tx)
        .await?;
        let Some((every_hours, due)) = schedule else {
            return Ok(false);
        };
        // Asked for again during the read (staff's 'Run now', a followed
        // account's push): read again soon, not at the next scheduled time.
        let asked_again =
            matches!((due, source.next_run_at), (Some(due), Some(read)) if due > read);
        let next_run_at = match asked_again {
            true => due,
            false => every_hours.map(|h| now_ms + h * HOUR_MS),
        };
        match outcome {
            ReadOutcome::Failed(error) => {
                sqlx::query(
                    "UPDATE sources SET last_run_at = $1, last_error = $2, \
                     failing_since = COALESCE(failing_since, $1), next_run_at = $3, \
                     locked_until = NULL, locked_by = NULL WHERE id = $4",
                )
                .bind(now_ms)
                .bind(error)
                .bind(next_run_at)
                .bind(source_id)
                .execute(&mut *tx)
                .await?;
            }
            ReadOutcome::Read {
                found,
                listed,
                reviewed,
                links,
            } => {
                for (n, item) in reviewed.iter().enumerate() {
                    let link = links.get(n).and_then(Option::as_ref);
                    apply(&mut tx, source_id, item, link, now_ms).await?;
                }
                // Far fewer events than before: the page is in doubt (a
                // failed read leaves the suspicion as it was).
                let (suspected_from, last_found): (Option<i64>, Option<i64>) = sqlx::query_as(
                    "SELECT suspected_from, events_found FROM sources WHERE id = $1",
                )
                .bind(source_id)
                .fetch_one(&mut *tx)
                .await?;
                let suspected_from = suspicion_after(suspected_from, last_found, listed);
                sqlx::query(
                    "UPDATE sources SET last_run_at = $1, last_error = NULL, failing_since = NULL, \
                     events_found = $2, next_run_at = $3, locked_until = NULL, locked_by = NULL, \
                     suspected_from = $4 WHERE id = $5",
                )
                .bind(now_ms)
                .bind(found as i64)
                .bind(next_run_at)
                .bind(suspected_from)
                .bind(source_id)
                .execute(&mut *tx)
                .await?;
            }
        }
        self.commit_attributed(tx).await?;
        Ok(true)
    }

    /// The review inbox: every event that waits for staff, by source, with
    /// its fields as published and as read now.
    /// What vanished from a suspicious source is held, said in `words`.
    pub async fn inbox_items(&self, words: &(dyn Localizer + Sync)) -> StoreResult<Vec<InboxItem>> {
        let rows = sqlx::query(
            "SELECT e.source_id, s.name AS source_name, e.identity, e.review, e.fields, \
             e.published, e.event_id, g.id AS similar_id, g.title AS similar_title, \
             g.date AS similar_date, s.suspected_from, e.event AS read_event, s.venue_id \
             FROM source_events e JOIN sources s ON s.id = e.source_id \
             LEFT JOIN events g ON g.id = e.similar_to AND e.event_id IS NULL \
             WHERE e.review IS NOT NULL ORDER BY s.name, e.source_id, e.id",
        )
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                let review: String = row.try_get("review")?;
                let after: EventFields =
                    serde_json::from_str(&row.try_get::<String, _>("fields")?)?;
                let before: Option<EventFields> = row
                    .try_get::<Option<String>, _>("published")?
                    .map(|json| serde_json::from_str(&json))
                    .transpose()?;
                let changed = before
                    .as_ref()
                    .map(|before| {
                        after
                            .changed_from(before)
                            .into_iter()
                            .map(str::to_string)
                            .collect()
                    })
                    .unwrap_or_default();
                let mut item = InboxItem {
                    source_id: row.try_get("source_id")?,
                    source_name: row.try_get("source_name")?,
                    identity: row.try_get("identity")?,
                    review: Review::parse(&review)
                        .ok_or_else(|| anyhow::anyhow!("unknown review {review:?}"))?,
                    before,
                    after,
                    changed,
                    event_id: row.try_get("event_id")?,
                    similar: match row.try_get::<Option<i64>, _>("similar_id")? {
                        Some(event_id) => Some(SimilarInGuide {
                            event_id,
                            title: row.try_get("similar_title")?,
                            date: Date::parse(&row.try_get::<String, _>("similar_date")?)?,
                        }),
                        None => None,
                    },
                    read: None,
                    held: None,
                };
                // Read whole for the merge view beside the guide's event.
                if item.similar.is_some()
                    && let Some(json) = row.try_get::<Option<String>, _>("read_event")?
                {
                    let read: ScrapedEvent = serde_json::from_str(&json)?;
                    item.read = Some(read.to_edit(row.try_get("venue_id")?));
                }
                item.hold_if_in_doubt(row.try_get("suspected_from")?, words);
                Ok(item)
            })
            .collect()
    }

    /// One source, by id.
    pub async fn source(&self, id: i64) -> StoreResult<Option<SourceRow>> {
        let row = sqlx::query(concat!(
            "SELECT ",
            source_columns!(),
            " FROM sources WHERE id = $1"
        ))
        .bind(id)
        .fetch_optional(&self.pool)
        .await?;
        row.as_ref().map(source_of).transpose()
    }

    /// What waits for staff: (source id, identity, review word), by source.
    pub async fn source_reviews(&self) -> StoreResult<Vec<(i64, String, String)>> {
        let rows = sqlx::query(
            "SELECT source_id, identity, review FROM source_events \
             WHERE review IS NOT NULL ORDER BY source_id, id",
        )
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                Ok((
                    row.try_get("source_id")?,
                    row.try_get("identity")?,
                    row.try_get("review")?,
                ))
            })
            .collect()
    }
}

/// One reviewed event into `source_events`. A new one waits as 'new'; a
/// change waits as 'changed' once published (before that it is still new,
/// with its new fields); an event off its source waits as 'vanished' or
/// 'withdrawn' when the guide published it, and quietly leaves the inbox
/// otherwise; one back as it was clears what waited.
async fn apply(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    source_id: i64,
    item: &Reviewed,
    link: Option<&GuideLink>,
    now_ms: i64,
) -> StoreResult<()> {
    let fields = |f: &Option<EventFields>| f.as_ref().map(serde_json::to_string).transpose();
    let after = fields(&item.after)?;
    let event = item.event.as_ref().map(serde_json::to_string).transpose()?;
    match item.change {
        Change::New => {
            // Linked to the guide's own event, it waits only as a change.
            let (event_id, published, review, similar) = match link {
                Some(GuideLink::Same {
                    event_id,
                    published,
                }) => {
                    let differs = item
                        .after
                        .as_ref()
                        .is_some_and(|after| !after.changed_from(published).is_empty());
                    let review = differs.then_some("changed");
                    (
                        Some(*event_id),
                        Some(serde_json::to_string(published)?),
                        review,
                        None,
                    )
                }
                Some(GuideLink::Similar(id)) => (None, None, Some("new"), Some(*id)),
                None => (None, None, Some("new"), None),
            };
            sqlx::query(
                "INSERT INTO source_events \
                 (source_id, identity, fields, event, review, event_id, published, similar_to, updated_at) \
                 VALUES ($1, $2, $3, $4, CAST($5 AS TEXT), $6, CAST($7 AS TEXT), $8, $9) \
                 ON CONFLICT (source_id, identity) DO NOTHING",
            )
            .bind(source_id)
            .bind(&item.identity)
            .bind(after.unwrap_or_default())
            .bind(event)
            .bind(review)
            .bind(event_id)
            .bind(published)
            .bind(similar)
            .bind(now_ms)
            .execute(&mut **tx)
            .await?;
        }
        Change::Changed | Change::Unchanged => {
            // Unchanged may be still withdrawn: it stays gone, and waits
            // as it did. Back on its source, it clears what waited.
            let gone = item
                .after
                .as_ref()
                .is_some_and(|f| f.status != EventStatus::Scheduled);
            sqlx::query(
                "UPDATE source_events SET fields = $1, event = $2, gone = $3, updated_at = $4, \
                 review = CASE WHEN event_id IS NULL THEN (CASE WHEN $3 = 1 THEN NULL ELSE 'new' END) \
                               WHEN CAST($5 AS TEXT) IS NOT NULL THEN CAST($5 AS TEXT) \
                               WHEN $3 = 0 AND review IN ('vanished', 'withdrawn') THEN NULL \
                               ELSE review END \
                 WHERE source_id = $6 AND identity = $7",
            )
            .bind(after.unwrap_or_default())
            .bind(event)
            .bind(i64::from(gone))
            .bind(now_ms)
            .bind(review_word(item.change))
            .bind(source_id)
            .bind(&item.identity)
            .execute(&mut **tx)
            .await?;
        }
        Change::Vanished | Change::Withdrawn => {
            let fields = match &item.after {
                Some(_) => after,
                None => fields(&item.before)?,
            };
            sqlx::query(
                "UPDATE source_events SET fields = COALESCE(CAST($1 AS TEXT), fields), gone = 1, updated_at = $2, \
                 review = CASE WHEN event_id IS NULL THEN NULL ELSE CAST($3 AS TEXT) END \
                 WHERE source_id = $4 AND identity = $5",
            )
            .bind(fields)
            .bind(now_ms)
            .bind(review_word(item.change))
            .bind(source_id)
            .bind(&item.identity)
            .execute(&mut **tx)
            .await?;
        }
    }
    Ok(())
}

/// An event of a source as it waits for staff.
#[derive(Debug, Clone)]
pub struct WaitingEvent {
    pub review: Review,
    /// What a visitor would see of it as last read (JSON of `EventFields`).
    pub fields: String,
    /// The guide's event a new one is probably (see `GuideLink::Similar`).
    pub similar_to: Option<i64>,
    /// The event as last read (JSON of the scraping engine's event).
    pub event: Option<String>,
    /// The guide's event made from it.
    pub event_id: Option<i64>,
    pub venue_id: Option<i64>,
    /// Its source's suspicion (`SourceRow::suspected_from`).
    pub suspected_from: Option<i64>,
}

/// How staff settled a waiting event.
#[derive(Debug, Clone)]
pub enum Settled {
    /// It is the guide's event `0`, as last read.
    Published(i64),
    /// The guide's event `0` is marked as the fields `1` (JSON) say.
    Marked(i64, String),
    /// It is the guide's event `event_id`, as published there (JSON);
    /// when the read `differs`, it waits as a change.
    Linked {
        event_id: i64,
        published: String,
        differs: bool,
    },
    /// It leaves the inbox as it is.
    Kept,
    /// Refused or taken down: no read brings it back.
    Rejected,
}

impl ContentTx {
    /// A waiting event of a source, locked for this transaction's decision.
    pub async fn waiting_source_event(
        &mut self,
        source_id: i64,
        identity: &str,
    ) -> StoreResult<Option<WaitingEvent>> {
        let row = sqlx::query(
            "SELECT e.review, e.fields, e.event, e.event_id, e.similar_to, s.venue_id, s.suspected_from \
             FROM source_events e \
             JOIN sources s ON s.id = e.source_id \
             WHERE e.source_id = $1 AND e.identity = $2 AND e.review IS NOT NULL",
        )
        .bind(source_id)
        .bind(identity)
        .fetch_optional(&mut *self.0)
        .await?;
        let Some(row) = row else { return Ok(None) };
        let review: String = row.try_get("review")?;
        Ok(Some(WaitingEvent {
            review: Review::parse(&review)
                .ok_or_else(|| anyhow::anyhow!("unknown review {review:?}"))?,
            fields: row.try_get("fields")?,
            similar_to: row.try_get("similar_to")?,
            event: row.try_get("event")?,
            event_id: row.try_get("event_id")?,
            venue_id: row.try_get("venue_id")?,
            suspected_from: row.try_get("suspected_from")?,
        }))
    }

    /// An admin confirms a suspicious source's page is right: what vanished
    /// from it can be decided. False when no source has `id`.
    pub async fn confirm_source(&mut self, id: i64) -> StoreResult<bool> {
        let done = sqlx::query("UPDATE sources SET suspected_from = NULL WHERE id = $1")
            .bind(id)
            .execute(&mut *self.0)
            .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Records how staff settled a waiting event.
    pub async fn settle_source_event(
        &mut self,
        source_id: i64,
        identity: &str,
        settled: Settled,
        now_ms: i64,
    ) -> StoreResult<()> {
        let query = match settled {
            Settled::Published(event_id) => sqlx::query(
                "UPDATE source_events SET event_id = $1, published = fields, review = NULL, \
                 updated_at = $2 WHERE source_id = $3 AND identity = $4",
            )
            .bind(event_id)
            .bind(now_ms),
            Settled::Marked(event_id, published) => sqlx::query(
                "UPDATE source_events SET event_id = $1, published = $2, review = NULL, \
                 updated_at = $3 WHERE source_id = $4 AND identity = $5",
            )
            .bind(event_id)
            .bind(published)
            .bind(now_ms),
            Settled::Linked {
                event_id,
                published,
                differs,
            } => sqlx::query(
                "UPDATE source_events SET event_id = $1, published = $2, similar_to = NULL, \
                 review = CASE WHEN $3 = 1 THEN 'changed' ELSE NULL END, \
                 updated_at = $4 WHERE source_id = $5 AND identity = $6",
            )
            .bind(event_id)
            .bind(published)
            .bind(i64::from(differs))
            .bind(now_ms),
            Settled::Kept => sqlx::query(
                "UPDATE source_events SET review = NULL, updated_at = $1 \
                 WHERE source_id = $2 AND identity = $3",
            )
            .bind(now_ms),
            Settled::Rejected => sqlx::query(
                "UPDATE source_events SET rejected = 1, event_id = NULL, review = NULL, \
                 updated_at = $1 WHERE source_id = $2 AND identity = $3",
            )
            .bind(now_ms),
        };
        query
            .bind(source_id)
            .bind(identity)
            .execute(&mut *self.0)
            .await?;
        Ok(())
    }
}
