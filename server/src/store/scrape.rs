//! What the scraping engine reads: the stored events a discovery may
//! duplicate.

use guide_core::Date;
use guide_core::extract::dedupe::KnownEvent;

use super::Store;

#[derive(sqlx::FromRow)]
struct KnownEventRow {
    id: i64,
    title: String,
    date: String,
    end_date: Option<String>,
    venue: Option<String>,
    source_url: Option<String>,
}

impl Store {
    /// Events still running on or after `from`, with their venue's name and
    /// source URL, for duplicate detection.
    pub async fn events_for_dedupe(&self, from: Date) -> anyhow::Result<Vec<KnownEvent>> {
        let rows: Vec<KnownEventRow> = sqlx::query_as(
            "SELECT e.id, e.title, e.date, e.end_date, COALESCE(v.name, e.venue_name) AS venue, \
             e.source_url FROM events e LEFT JOIN venues v ON v.id = e.venue_id \
             WHERE COALESCE(e.end_date, e.date) >= $1 ORDER BY e.date, e.id",
        )
        .bind(from.to_string())
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .filter_map(|row| {
                Some(KnownEvent {
                    id: row.id,
                    title: row.title,
                    date: Date::parse(&row.date).ok()?,
                    end_date: row.end_date.as_deref().and_then(|d| Date::parse(d).ok()),
                    venue: row.venue,
                    source_url: row.source_url,
                })
            })
            .collect())
    }
}
