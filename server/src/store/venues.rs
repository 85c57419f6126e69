//! Venues: the events they host, and the pages discovery reads.

use super::StoreResult;
use guide_core::content::model::Venue;
use guide_core::content::near::Coordinates;
use guide_core::dashboard::admin::{AdminVenue, VenuePosition};
use guide_core::dashboard::submissions::SubmissionVenue;
use sqlx::Row;

use super::{Actor, ContentTx, Store};

#[derive(Debug, Clone, Default)]
pub struct NewVenue {
    pub name: String,
    pub website: Option<String>,
    pub events_page_url: Option<String>,
    pub address: Option<String>,
    pub phone: Option<String>,
    pub description: Option<String>,
    pub capacity: Option<u32>,
    pub venue_type: Option<String>,
    pub latitude: Option<f64>,
    pub longitude: Option<f64>,
}

/// Which venue a page's events are at: the venue whose own page it is, or
/// the stored venue of the exact name the events give.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VenueNamed {
    Id(i64),
    Name(String),
}

impl VenueNamed {
    pub fn of(venue_id: Option<i64>, name: String) -> VenueNamed {
        venue_id.map_or(VenueNamed::Name(name), VenueNamed::Id)
    }
}

impl Store {
    pub async fn venue_ids(&self) -> StoreResult<Vec<i64>> {
        Ok(sqlx::query_scalar("SELECT id FROM venues ORDER BY id")
            .fetch_all(&self.pool)
            .await?)
    }

    /// A venue's name; none when no venue has `id`.
    pub async fn venue_name(&self, id: i64) -> StoreResult<Option<String>> {
        Ok(sqlx::query_scalar("SELECT name FROM venues WHERE id = $1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?)
    }

    /// Every venue's name and address, by name: the ones 'Add your event'
    /// offers.
    pub async fn venue_choices(&self) -> StoreResult<Vec<SubmissionVenue>> {
        let rows = sqlx::query("SELECT id, name, address FROM venues ORDER BY name")
            .fetch_all(&self.pool)
            .await?;
        rows.iter()
            .map(|row| {
                Ok(SubmissionVenue {
                    id: row.try_get("id")?,
                    name: row.try_get("name")?,
                    address: row.try_get("address")?,
                })
            })
            .collect()
    }

    pub async fn admin_venues(&self) -> StoreResult<Vec<AdminVenue>> {
        let rows = sqlx::query(
            "SELECT id, name, website, events_page_url, latitude, longitude FROM venues ORDER BY name",
        )
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                Ok(AdminVenue {
                    id: row.try_get("id")?,
                    name: row.try_get("name")?,
                    website: row.try_get("website")?,
                    events_page_url: row.try_get("events_page_url")?,
                    latitude: row.try_get("latitude")?,
                    longitude: row.try_get("longitude")?,
                    selected: false,
                })
            })
            .collect()
    }

    /// The venues whose position is known ('Near a place').
    pub async fn placed_venues(&self) -> StoreResult<Vec<Venue>> {
        let rows = sqlx::query(
            "SELECT id, name, website, address, phone, description, capacity, venue_type, \
             latitude, longitude FROM venues \
             WHERE latitude IS NOT NULL AND longitude IS NOT NULL ORDER BY name",
        )
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                Ok(Venue {
                    id: row.try_get("id")?,
                    name: row.try_get("name")?,
                    website: row.try_get("website")?,
                    address: row.try_get("address")?,
                    phone: row.try_get("phone")?,
                    description: row.try_get("description")?,
                    capacity: row
                        .try_get::<Option<i64>, _>("capacity")?
                        .and_then(|c| u32::try_from(c).ok()),
                    venue_type: row.try_get("venue_type")?,
                    latitude: row.try_get("latitude")?,
                    longitude: row.try_get("longitude")?,
                })
            })
            .collect()
    }

    /// Sets (or clears, with `None`) a venue's events page; false when the
    /// venue does not exist.
    pub async fn set_events_page_url(
        &self,
        venue_id: i64,
        url: Option<&str>,
        actor: &Actor,
    ) -> StoreResult<bool> {
        let mut tx = self.begin(actor).await?;
        let done = sqlx::query("UPDATE venues SET events_page_url = $1 WHERE id = $2")
            .bind(url)
            .bind(venue_id)
            .execute(&mut *tx.0)
            .await?;
        tx.commit().await?;
        Ok(done.rows_affected() == 1)
    }

    /// Sets (or clears) a venue's position; false when the venue does not
    /// exist.
    pub async fn set_venue_position(
        &self,
        venue_id: i64,
        position: VenuePosition,
        actor: &Actor,
    ) -> StoreResult<bool> {
        let mut tx = self.begin(actor).await?;
        let done = sqlx::query("UPDATE venues SET latitude = $1, longitude = $2 WHERE id = $3")
            .bind(position.latitude)
            .bind(position.longitude)
            .bind(venue_id)
            .execute(&mut *tx.0)
            .await?;
        tx.commit().await?;
        Ok(done.rows_affected() == 1)
    }

    /// Gives a venue without a position the one its events' pages give; a
    /// position already known, set by staff or read before, is kept. How
    /// many venues were placed.
    pub async fn fill_venue_positions(
        &self,
        found: &[(VenueNamed, Coordinates)],
    ) -> StoreResult<u64> {
        let mut placed = 0;
        for (venue, at) in found {
            let (id, name) = match venue {
                VenueNamed::Id(id) => (Some(*id), None),
                VenueNamed::Name(name) => (None, Some(name.as_str())),
            };
            placed += sqlx::query(
                "UPDATE venues SET latitude = $1, longitude = $2 \
                 WHERE latitude IS NULL AND longitude IS NULL AND (id = $3 OR name = $4)",
            )
            .bind(at.latitude)
            .bind(at.longitude)
            .bind(id)
            .bind(name)
            .execute(&self.pool)
            .await?
            .rows_affected();
        }
        if placed > 0 {
            self.content_written();
        }
        Ok(placed)
    }
}

impl ContentTx {
    pub async fn insert_venue(&mut self, venue: &NewVenue) -> StoreResult<i64> {
        let id = sqlx::query_scalar(
            "INSERT INTO venues (name, website, events_page_url, address, phone, description, capacity, venue_type, latitude, longitude) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id",
        )
        .bind(&venue.name)
        .bind(&venue.website)
        .bind(&venue.events_page_url)
        .bind(&venue.address)
        .bind(&venue.phone)
        .bind(&venue.description)
        .bind(venue.capacity.map(i64::from))
        .bind(&venue.venue_type)
        .bind(venue.latitude)
        .bind(venue.longitude)
        .fetch_one(&mut *self.0)
        .await?;
        Ok(id)
    }
}
