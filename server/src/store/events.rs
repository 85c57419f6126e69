//! Events: the public list, the dashboard's writes, and what discovery
//! compares new events with.

use super::{ResultExt, StoreResult};
use guide_core::Date;
use guide_core::content::model::{Event, EventStatus, Venue, VenueRef};
use guide_core::extract::dedupe::KnownEvent;
use sqlx::Row;

use super::images::PictureColumns;
use super::{AnyQuery, ContentTx, Store};
use guide_core::text::lang::Lang;

/// Server-side event filters (spec section 4: category and venue are sent to
/// the server). Unknown values simply match nothing.
#[derive(Debug, Default, Clone)]
pub struct EventFilter {
    pub category: Option<String>,
    /// A venue name, as the events page's dropdown lists them.
    pub venue: Option<String>,
}

/// An event to store; `venue` is a stored venue's id or just a name.
pub struct NewEvent {
    pub title: String,
    pub description: String,
    pub venue: Result<i64, String>,
    pub date: Date,
    pub end_date: Option<Date>,
    pub time: Option<String>,
    pub category: String,
    pub image: Option<String>,
    pub ticket_price: Option<String>,
    pub ticket_url: Option<String>,
    pub source_url: Option<String>,
    /// The language its page was written in (an edit leaves it as set).
    pub lang: Lang,
}

from_row! {
    pub(super) struct EventRow {
        id: i64,
        title: String,
        description: String,
        venue_id: Option<i64>,
        venue_name: Option<String>,
        date: String,
        end_date: Option<String>,
        time: Option<String>,
        category: String,
        image: Option<String>,
        ticket_price: Option<String>,
        ticket_url: Option<String>,
        status: String,
        lang: String,
        v_name: Option<String>,
        v_website: Option<String>,
        v_address: Option<String>,
        v_phone: Option<String>,
        v_description: Option<String>,
        v_capacity: Option<i64>,
        v_venue_type: Option<String>,
        v_latitude: Option<f64>,
        v_longitude: Option<f64>,
        #[flatten]
        picture: PictureColumns,
    }
}

impl EventRow {
    pub(super) fn into_event(self) -> StoreResult<Event> {
        let venue = match (self.venue_id, self.v_name) {
            (Some(id), Some(name)) => VenueRef::Details(Venue {
                id,
                name,
                website: self.v_website,
                address: self.v_address,
                phone: self.v_phone,
                description: self.v_description,
                capacity: self.v_capacity.and_then(|c| u32::try_from(c).ok()),
                venue_type: self.v_venue_type,
                latitude: self.v_latitude,
                longitude: self.v_longitude,
            }),
            _ => VenueRef::Name(
                self.venue_name
                    .unwrap_or_else(|| guide_core::content::model::VENUE_TBA.to_string()),
            ),
        };
        Ok(Event {
            id: self.id,
            title: self.title,
            description: self.description,
            venue_id: self.venue_id,
            venue,
            date: Date::parse(&self.date)?,
            end_date: self.end_date.as_deref().map(Date::parse).transpose()?,
            time: self.time,
            category: self.category,
            image: self.image,
            picture: self.picture.into_picture(),
            ticket_price: self.ticket_price,
            ticket_url: self.ticket_url,
            // A word a newer release wrote reads as scheduled.
            status: EventStatus::parse(&self.status).unwrap_or_default(),
            // A language a newer release wrote reads as English.
            lang: Lang::from_tag(&self.lang).unwrap_or_default(),
            translations: Default::default(),
            untranslated: Vec::new(),
            series: None,
        })
    }
}

macro_rules! event_select {
    () => {
        "SELECT e.id, e.title, e.description, e.venue_id, e.venue_name, e.date, e.end_date, \
     e.time, e.category, e.image, e.ticket_price, e.ticket_url, e.status, e.lang, \
     v.name AS v_name, v.website AS v_website, v.address AS v_address, v.phone AS v_phone, \
     v.description AS v_description, v.capacity AS v_capacity, v.venue_type AS v_venue_type, \
     v.latitude AS v_latitude, v.longitude AS v_longitude, \
     p.width AS picture_width, p.height AS picture_height, p.placeholder AS picture_placeholder, \
     e.image_source AS picture_source FROM events e LEFT JOIN venues v ON v.id = e.venue_id LEFT JOIN pictures p ON p.image = e.image"
    };
}
pub(super) use event_select;

from_row! {
    struct KnownEventRow {
        id: i64,
        title: String,
        date: String,
        end_date: Option<String>,
        venue: Option<String>,
        source_url: Option<String>,
    }
}

/// Binds the eleven columns an edit can change as `$1`…`$11`, in the order
/// the insert and the update name them (the venue as an id or a name).
fn with_event<'q>(query: AnyQuery<'q>, event: &'q NewEvent) -> AnyQuery<'q> {
    let (venue_id, venue_name) = match &event.venue {
        Ok(id) => (Some(*id), None),
        Err(name) => (None, Some(name.as_str())),
    };
    query
        .bind(&event.title)
        .bind(&event.description)
        .bind(venue_id)
        .bind(venue_name)
        .bind(event.date.to_string())
        .bind(event.end_date.map(|d| d.to_string()))
        .bind(&event.time)
        .bind(&event.category)
        .bind(&event.image)
        .bind(&event.ticket_price)
        .bind(&event.ticket_url)
}

impl Store {
    /// Events sorted by date, optionally filtered by category and venue name.
    pub async fn list_events(&self, filter: &EventFilter) -> StoreResult<Vec<Event>> {
        const SQL: &str = concat!(
            event_select!(),
            " WHERE ($1 IS NULL OR e.category = $1)",
            " AND ($2 IS NULL OR COALESCE(v.name, e.venue_name) = $2) ORDER BY e.date, e.id"
        );
        let rows: Vec<EventRow> = sqlx::query_as(SQL)
            .bind(filter.category.as_deref())
            .bind(filter.venue.as_deref())
            .fetch_all(&self.pool)
            .await?;
        let events = rows
            .into_iter()
            .map(EventRow::into_event)
            .collect::<StoreResult<_>>()?;
        self.with_translations(events).await
    }

    /// Events still running on or after `from`, with their venue's name and
    /// source URL, for duplicate detection.
    pub async fn events_for_dedupe(&self, from: Date) -> StoreResult<Vec<KnownEvent>> {
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

/// An event's fields replaced, its id last. A page it is read from is
/// set (a merge that follows the page for it), never cleared by an edit.
const UPDATE_EVENT: &str = "UPDATE events SET title = $1, description = $2, venue_id = $3, \
     venue_name = $4, date = $5, end_date = $6, time = $7, category = $8, image = $9, image_source = CASE WHEN image IS NOT DISTINCT FROM $9 THEN image_source END, \
     ticket_price = $10, ticket_url = $11, source_url = COALESCE($12, source_url) WHERE id = $13";

impl ContentTx {
    /// Replaces an event's fields in this transaction; false when it does
    /// not exist.
    pub async fn update_event(&mut self, id: i64, event: &NewEvent) -> StoreResult<bool> {
        let done = with_event(sqlx::query(UPDATE_EVENT), event)
            .bind(&event.source_url)
            .bind(id)
            .execute(&mut *self.0)
            .await
            .naming("events", "venue_id")?;
        Ok(done.rows_affected() == 1)
    }

    /// Marks an event scheduled, cancelled or postponed in this
    /// transaction (an edit keeps the status it has).
    pub async fn set_event_status(&mut self, id: i64, status: EventStatus) -> StoreResult<()> {
        sqlx::query("UPDATE events SET status = $1 WHERE id = $2")
            .bind(status.as_str())
            .bind(id)
            .execute(&mut *self.0)
            .await?;
        Ok(())
    }

    /// Deletes an event in this transaction.
    pub async fn delete_event(&mut self, id: i64) -> StoreResult<()> {
        sqlx::query("DELETE FROM events WHERE id = $1")
            .bind(id)
            .execute(&mut *self.0)
            .await?;
        Ok(())
    }

    pub async fn insert_event(&mut self, event: &NewEvent) -> StoreResult<i64> {
        let row = with_event(
            sqlx::query(
                "INSERT INTO events (title, description, venue_id, venue_name, date, end_date, time, category, \
                 image, ticket_price, ticket_url, source_url, lang) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id",
            ),
            event,
        )
        .bind(&event.source_url)
        .bind(event.lang.code())
        .fetch_one(&mut *self.0)
        .await
        .naming("events", "venue_id")?;
        Ok(row.try_get("id")?)
    }
}
