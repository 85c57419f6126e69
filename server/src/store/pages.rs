//! What the server needs to write a page: one item by id, and every item
//! with the time it last changed (the sitemap).

use super::StoreResult;
use guide_core::content::model::{Activity, Event, Restaurant};
use guide_core::content::paths::ItemKind;
use std::collections::HashMap;

use guide_core::content::translations::{Translations, text_in};
use guide_core::text::lang::Lang;
use sqlx::{AssertSqlSafe, Row};

use super::Store;
use super::activities::{ACTIVITY_SELECT, ActivityRow};
use super::events::{EventRow, event_select};
use super::restaurants::{RESTAURANT_SELECT, RestaurantRow};

/// An item as the sitemap lists it.
#[derive(Debug)]
pub struct SitemapItem {
    pub id: i64,
    pub title: String,
    /// The language its title is written in, and staff's titles in others.
    pub lang: Lang,
    pub titles: Translations,
    /// `2026-11-23T10:42:00Z`.
    pub updated_at: Option<String>,
}

impl SitemapItem {
    /// Its title in `lang` (its address's name there).
    pub fn title_in(&self, lang: Lang) -> &str {
        text_in(lang, self.lang, &self.title, &self.titles, TITLE)
    }
}

/// The translations' name for every item's title, as the sitemap reads it.
const TITLE: &str = "title";

from_row! {
    struct SitemapRow {
        id: i64,
        title: String,
        lang: String,
        updated_at: Option<String>,
    }
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

    /// When each item of `kind` last changed, as stored (by its id).
    pub async fn changed_at(&self, kind: ItemKind) -> StoreResult<HashMap<i64, Option<String>>> {
        let sql = match kind {
            ItemKind::Event => "SELECT id, updated_at FROM events",
            ItemKind::Activity => "SELECT id, updated_at FROM activities",
            ItemKind::Restaurant => "SELECT id, updated_at FROM restaurants",
        };
        let mut changed = HashMap::new();
        for row in sqlx::query(sql).fetch_all(&self.pool).await? {
            changed.insert(row.try_get("id")?, row.try_get("updated_at")?);
        }
        Ok(changed)
    }

    /// Every item of `kind`, by id.
    pub async fn sitemap_items(&self, kind: ItemKind) -> StoreResult<Vec<SitemapItem>> {
        let (sql, titles) = match kind {
            ItemKind::Event => (
                "SELECT id, title, lang, updated_at FROM events ORDER BY id",
                "SELECT item_id, lang, text FROM event_translations WHERE field = 'title'",
            ),
            ItemKind::Activity => (
                "SELECT id, name AS title, lang, updated_at FROM activities ORDER BY id",
                "SELECT item_id, lang, text FROM activity_translations WHERE field = 'name'",
            ),
            ItemKind::Restaurant => (
                "SELECT id, name AS title, lang, updated_at FROM restaurants ORDER BY id",
                "SELECT item_id, lang, text FROM restaurant_translations WHERE field = 'name'",
            ),
        };
        let rows: Vec<SitemapRow> = sqlx::query_as(sql).fetch_all(&self.pool).await?;
        let mut translated: HashMap<i64, Translations> = HashMap::new();
        for row in sqlx::query(titles).fetch_all(&self.pool).await? {
            let lang: String = row.try_get("lang")?;
            if let Some(lang) = Lang::from_tag(&lang) {
                translated
                    .entry(row.try_get("item_id")?)
                    .or_default()
                    .insert(lang, TITLE, row.try_get("text")?);
            }
        }
        Ok(rows
            .into_iter()
            .map(|row| SitemapItem {
                titles: translated.remove(&row.id).unwrap_or_default(),
                id: row.id,
                title: row.title,
                lang: Lang::from_tag(&row.lang).unwrap_or_default(),
                updated_at: row.updated_at,
            })
            .collect())
    }
}
