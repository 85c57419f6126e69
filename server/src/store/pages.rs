//! What the server needs to write a page: one item by id, and every item
//! with the time it last changed (the sitemap).

use super::StoreResult;
use guide_core::content::model::{Activity, Event, Restaurant};
use guide_core::content::paths::ItemKind;
use sqlx::AssertSqlSafe;

use super::Store;
use super::activities::{ACTIVITY_SELECT, ActivityRow};
use super::events::{EventRow, event_select};
use super::restaurants::{RESTAURANT_SELECT, RestaurantRow};

/// An item as the sitemap lists it.
#[derive(Debug, sqlx::FromRow)]
pub struct SitemapItem {
    pub id: i64,
    pub title: String,
    /// `2026-11-23T10:42:00Z`.
    pub updated_at: Option<String>,
}

impl Store {
    pub async fn event(&self, id: i64) -> StoreResult<Option<Event>> {
        const SQL: &str = concat!(event_select!(), " WHERE e.id = $1");
        let row: Option<EventRow> = sqlx::query_as(SQL)
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        let event = row.map(EventRow::into_event).transpose()?;
        Ok(self.with_translations(Vec::from_iter(event)).await?.pop())
    }

    pub async fn activity(&self, id: i64) -> StoreResult<Option<Activity>> {
        let sql = format!("{ACTIVITY_SELECT} WHERE a.id = $1");
        let row: Option<ActivityRow> = sqlx::query_as(AssertSqlSafe(sql))
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(self
            .with_translations(Vec::from_iter(row.map(Activity::from)))
            .await?
            .pop())
    }

    pub async fn restaurant(&self, id: i64) -> StoreResult<Option<Restaurant>> {
        let sql = format!("{RESTAURANT_SELECT} WHERE r.id = $1");
        let row: Option<RestaurantRow> = sqlx::query_as(AssertSqlSafe(sql))
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(self
            .with_translations(Vec::from_iter(row.map(Restaurant::from)))
            .await?
            .pop())
    }

    /// Every item of `kind`, by id.
    pub async fn sitemap_items(&self, kind: ItemKind) -> StoreResult<Vec<SitemapItem>> {
        let sql = match kind {
            ItemKind::Event => "SELECT id, title, updated_at FROM events ORDER BY id",
            ItemKind::Activity => {
                "SELECT id, name AS title, updated_at FROM activities ORDER BY id"
            }
            ItemKind::Restaurant => {
                "SELECT id, name AS title, updated_at FROM restaurants ORDER BY id"
            }
        };
        Ok(sqlx::query_as(sql).fetch_all(&self.pool).await?)
    }
}
