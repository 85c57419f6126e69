//! Staff corrections: editing and deleting content, and the suggestion box.

use anyhow::Context;
use guide_core::model::{Activity, Restaurant};
use guide_core::suggestion::{StoredSuggestion, Suggestion, SuggestionStatus, SuggestionType};
use sqlx::Row;

use super::{NewEvent, Store};

impl Store {
    /// Replaces an event's fields; false when it does not exist.
    pub async fn update_event(&self, id: i64, event: &NewEvent) -> anyhow::Result<bool> {
        let (venue_id, venue_name) = match &event.venue {
            Ok(id) => (Some(*id), None),
            Err(name) => (None, Some(name.as_str())),
        };
        let done = sqlx::query(
            "UPDATE events SET title = $1, description = $2, venue_id = $3, venue_name = $4, date = $5, \
             end_date = $6, time = $7, category = $8, image = $9, ticket_price = $10, ticket_url = $11 \
             WHERE id = $12",
        )
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
        .bind(id)
        .execute(&self.pool)
        .await?;
        self.content_written();
        Ok(done.rows_affected() == 1)
    }

    pub async fn update_activity(&self, id: i64, a: &Activity) -> anyhow::Result<bool> {
        let done = sqlx::query(
            "UPDATE activities SET name = $1, description = $2, address = $3, phone = $4, website = $5, \
             image = $6, activity_type = $7, recurring_schedule = $8, capacity = $9, venue_type = $10, \
             location = $11, price = $12 WHERE id = $13",
        )
        .bind(&a.name)
        .bind(&a.description)
        .bind(&a.address)
        .bind(&a.phone)
        .bind(&a.website)
        .bind(&a.image)
        .bind(a.activity_type.as_str())
        .bind(&a.recurring_schedule)
        .bind(a.capacity.map(i64::from))
        .bind(&a.venue_type)
        .bind(&a.location)
        .bind(&a.price)
        .bind(id)
        .execute(&self.pool)
        .await?;
        self.content_written();
        Ok(done.rows_affected() == 1)
    }

    pub async fn update_restaurant(&self, id: i64, r: &Restaurant) -> anyhow::Result<bool> {
        let done = sqlx::query(
            "UPDATE restaurants SET name = $1, description = $2, address = $3, phone = $4, website = $5, \
             image = $6, rating = $7, price_range = $8, cuisine = $9, open_hours = $10, reservation_url = $11, \
             latitude = $12, longitude = $13, area = $14 WHERE id = $15",
        )
        .bind(&r.name)
        .bind(&r.description)
        .bind(&r.address)
        .bind(&r.phone)
        .bind(&r.website)
        .bind(&r.image)
        .bind(r.rating)
        .bind(r.price_range.as_str())
        .bind(&r.cuisine)
        .bind(&r.open_hours)
        .bind(&r.reservation_url)
        .bind(r.latitude)
        .bind(r.longitude)
        .bind(&r.area)
        .bind(id)
        .execute(&self.pool)
        .await?;
        self.content_written();
        Ok(done.rows_affected() == 1)
    }

    /// Deletes one event, activity or restaurant (`table` is one of the
    /// three names, never user text); false when it does not exist.
    pub async fn delete_item(&self, table: ContentTable, id: i64) -> anyhow::Result<bool> {
        let sql = match table {
            ContentTable::Events => "DELETE FROM events WHERE id = $1",
            ContentTable::Activities => "DELETE FROM activities WHERE id = $1",
            ContentTable::Restaurants => "DELETE FROM restaurants WHERE id = $1",
        };
        let done = sqlx::query(sql).bind(id).execute(&self.pool).await?;
        self.content_written();
        Ok(done.rows_affected() == 1)
    }

    /// Newest first.
    pub async fn list_suggestions(&self) -> anyhow::Result<Vec<StoredSuggestion>> {
        let rows = sqlx::query(
            "SELECT id, name, type, website, description, submitter_name, submitter_email, status, \
             created_at FROM suggestions ORDER BY id DESC",
        )
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                let kind: String = row.try_get("type")?;
                let status: String = row.try_get("status")?;
                Ok(StoredSuggestion {
                    id: row.try_get("id")?,
                    suggestion: Suggestion {
                        name: row.try_get("name")?,
                        kind: SuggestionType::parse(&kind)
                            .with_context(|| format!("stored suggestion type {kind:?}"))?,
                        website: row.try_get("website")?,
                        description: row.try_get("description")?,
                        submitter_name: row.try_get("submitter_name")?,
                        submitter_email: row.try_get("submitter_email")?,
                    },
                    status: SuggestionStatus::parse(&status)
                        .with_context(|| format!("stored suggestion status {status:?}"))?,
                    created_at: row.try_get("created_at")?,
                })
            })
            .collect()
    }

    pub async fn set_suggestion_status(
        &self,
        id: i64,
        status: SuggestionStatus,
    ) -> anyhow::Result<bool> {
        let done = sqlx::query("UPDATE suggestions SET status = $1 WHERE id = $2")
            .bind(status.as_str())
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected() == 1)
    }
}

/// The content tables staff may delete from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ContentTable {
    Events,
    Activities,
    Restaurants,
}
