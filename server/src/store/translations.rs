//! Items' text in other languages: one row per item, language and field
//! in a table beside each content table (`event_translations`…), read
//! with the items and written as one item's whole set.

use std::collections::{BTreeMap, HashMap};

use guide_core::content::model::{Activity, Event, Restaurant};
use guide_core::content::paths::ItemKind;
use guide_core::content::translations::{Translatable, TranslationSource, Translations};
use guide_core::dashboard::editing::OutdatedItem;
use guide_core::plan::favorites::ItemType;
use guide_core::text::lang::Lang;
use sqlx::{AssertSqlSafe, Row};

use super::content::ContentTable;
use super::placeholders;
use super::{ContentTx, Store, StoreResult};

impl ContentTable {
    fn table(self) -> &'static str {
        match self {
            ContentTable::Events => "events",
            ContentTable::Activities => "activities",
            ContentTable::Restaurants => "restaurants",
        }
    }

    fn translations_table(self) -> &'static str {
        match self {
            ContentTable::Events => "event_translations",
            ContentTable::Activities => "activity_translations",
            ContentTable::Restaurants => "restaurant_translations",
        }
    }
}

/// An item that carries its translations.
pub(super) trait Translated {
    const TABLE: ContentTable;
    fn id(&self) -> i64;
    fn translations_mut(&mut self) -> &mut Translations;
}

impl Translated for Event {
    const TABLE: ContentTable = ContentTable::Events;
    fn id(&self) -> i64 {
        self.id
    }
    fn translations_mut(&mut self) -> &mut Translations {
        &mut self.translations
    }
}

impl Translated for Activity {
    const TABLE: ContentTable = ContentTable::Activities;
    fn id(&self) -> i64 {
        self.id
    }
    fn translations_mut(&mut self) -> &mut Translations {
        &mut self.translations
    }
}

impl Translated for Restaurant {
    const TABLE: ContentTable = ContentTable::Restaurants;
    fn id(&self) -> i64 {
        self.id
    }
    fn translations_mut(&mut self) -> &mut Translations {
        &mut self.translations
    }
}

/// The column of a translatable field's JSON name (`ticketPrice` →
/// `ticket_price`). The names are core's `FIELDS`, checked before any
/// write, never other text.
fn column_of(field: &str) -> String {
    field
        .chars()
        .flat_map(|c| {
            let lower = c.to_ascii_lowercase();
            (c.is_ascii_uppercase().then_some('_').into_iter()).chain([lower])
        })
        .collect()
}

/// Past this many items the whole table is read rather than their ids
/// bound one by one.
const BOUND_IDS: usize = 200;

impl Store {
    /// `items` with their translations, read in one query.
    pub(super) async fn with_translations<T: Translated>(
        &self,
        mut items: Vec<T>,
    ) -> StoreResult<Vec<T>> {
        if items.is_empty() {
            return Ok(items);
        }
        let table = T::TABLE.translations_table();
        let rows = if items.len() <= BOUND_IDS {
            let sql = format!(
                "SELECT item_id, lang, field, text FROM {table} WHERE item_id IN ({})",
                placeholders(items.len())
            );
            let mut query = sqlx::query(AssertSqlSafe(sql));
            for item in &items {
                query = query.bind(item.id());
            }
            query.fetch_all(&self.pool).await?
        } else {
            let sql = format!("SELECT item_id, lang, field, text FROM {table}");
            sqlx::query(AssertSqlSafe(sql))
                .fetch_all(&self.pool)
                .await?
        };
        if rows.is_empty() {
            return Ok(items);
        }
        let at: HashMap<i64, usize> = items
            .iter()
            .enumerate()
            .map(|(n, item)| (item.id(), n))
            .collect();
        for row in rows {
            let id: i64 = row.try_get("item_id")?;
            let lang: String = row.try_get("lang")?;
            // A language a newer release wrote is left out.
            if let (Some(&n), Some(lang)) = (at.get(&id), Lang::from_tag(&lang)) {
                let field: String = row.try_get("field")?;
                items[n]
                    .translations_mut()
                    .insert(lang, &field, row.try_get("text")?);
            }
        }
        Ok(items)
    }
}

impl Store {
    /// What each translation of the items in `table` was made from, per
    /// item: all of them, or `item`'s.
    pub async fn translation_sources(
        &self,
        table: ContentTable,
        item: Option<i64>,
    ) -> StoreResult<BTreeMap<i64, Vec<TranslationSource>>> {
        let translations_table = table.translations_table();
        let mut sql = format!("SELECT item_id, lang, field, source FROM {translations_table}");
        if item.is_some() {
            sql.push_str(" WHERE item_id = $1");
        }
        let mut query = sqlx::query(AssertSqlSafe(sql));
        if let Some(id) = item {
            query = query.bind(id);
        }
        let mut sources: BTreeMap<i64, Vec<TranslationSource>> = BTreeMap::new();
        for row in query.fetch_all(&self.pool).await? {
            let lang: String = row.try_get("lang")?;
            // A language a newer release wrote is left out.
            if let Some(lang) = Lang::from_tag(&lang) {
                sources
                    .entry(row.try_get("item_id")?)
                    .or_default()
                    .push(TranslationSource {
                        lang,
                        field: row.try_get("field")?,
                        source: row.try_get("source")?,
                    });
            }
        }
        Ok(sources)
    }
}

impl Store {
    /// The items whose translations were made from an original text they
    /// no longer have (core's rule): every such item of `table`, or only
    /// `item`. Listed as the items are, by name.
    pub async fn outdated_translations(
        &self,
        table: ContentTable,
        item: Option<i64>,
    ) -> StoreResult<Vec<OutdatedItem>> {
        let sources = self.translation_sources(table, item).await?;
        if sources.is_empty() {
            return Ok(Vec::new());
        }
        let (kind, item_type) = match table {
            ContentTable::Events => (ItemKind::Event, ItemType::Event),
            ContentTable::Activities => (ItemKind::Activity, ItemType::Activity),
            ContentTable::Restaurants => (ItemKind::Restaurant, ItemType::Restaurant),
        };
        let wanted: Vec<(ItemType, i64)> = sources.keys().map(|id| (item_type, *id)).collect();
        let catalog = self.plan_catalog(&wanted).await?;
        fn outdated<T: Translatable>(
            kind: ItemKind,
            items: &[T],
            id: impl Fn(&T) -> i64,
            sources: &BTreeMap<i64, Vec<TranslationSource>>,
        ) -> Vec<OutdatedItem> {
            items
                .iter()
                .filter_map(|item| {
                    let outdated = item.outdated(sources.get(&id(item))?);
                    (!outdated.is_empty()).then(|| OutdatedItem {
                        kind,
                        id: id(item),
                        name: item
                            .written(T::FIELDS[0].name)
                            .unwrap_or_default()
                            .to_string(),
                        outdated,
                    })
                })
                .collect()
        }
        let mut items = match table {
            ContentTable::Events => outdated(kind, &catalog.events, |e| e.id, &sources),
            ContentTable::Activities => outdated(kind, &catalog.activities, |a| a.id, &sources),
            ContentTable::Restaurants => outdated(kind, &catalog.restaurants, |r| r.id, &sources),
        };
        items.sort_by_key(|item| item.name.to_lowercase());
        Ok(items)
    }
}

impl ContentTx {
    /// Sets the language an item was written in and replaces its
    /// translations (checked by core); false when there is no such item.
    pub async fn set_translations(
        &mut self,
        table: ContentTable,
        id: i64,
        lang: Lang,
        translations: &Translations,
    ) -> StoreResult<bool> {
        // The item's own update marks the change (updated_at, the content
        // version) through its triggers.
        let sql = format!("UPDATE {} SET lang = $1 WHERE id = $2", table.table());
        let done = sqlx::query(AssertSqlSafe(sql))
            .bind(lang.code())
            .bind(id)
            .execute(&mut *self.0)
            .await?;
        if done.rows_affected() != 1 {
            return Ok(false);
        }
        // Only what differs is written: the history records each row
        // written, so an unchanged translation is left as it is.
        let translations_table = table.translations_table();
        let sql = format!("SELECT lang, field, text FROM {translations_table} WHERE item_id = $1");
        let stored: BTreeMap<(String, String), String> = sqlx::query(AssertSqlSafe(sql))
            .bind(id)
            .fetch_all(&mut *self.0)
            .await?
            .iter()
            .map(|row| {
                Ok((
                    (row.try_get("lang")?, row.try_get("field")?),
                    row.try_get("text")?,
                ))
            })
            .collect::<StoreResult<_>>()?;
        let wanted: BTreeMap<(String, String), &str> = translations
            .iter()
            .map(|(lang, field, text)| ((lang.code().to_string(), field.to_string()), text))
            .collect();
        let sql = format!(
            "DELETE FROM {translations_table} WHERE item_id = $1 AND lang = $2 AND field = $3"
        );
        for (lang, field) in stored.keys().filter(|key| !wanted.contains_key(*key)) {
            sqlx::query(AssertSqlSafe(sql.clone()))
                .bind(id)
                .bind(lang.as_str())
                .bind(field.as_str())
                .execute(&mut *self.0)
                .await?;
        }
        // Each translation keeps the original's text it was made from (the
        // item's column of its field now): a later change of the original
        // calls it out of date. Saving it again, changed or not, says it is
        // current; its history records only a change of its text.
        let table_name = table.table();
        for ((lang, field), text) in &wanted {
            let column = column_of(field);
            let sql = format!(
                "INSERT INTO {translations_table} (item_id, lang, field, text, source) \
                 VALUES ($1, $2, $3, $4, (SELECT {column} FROM {table_name} WHERE id = $1)) \
                 ON CONFLICT (item_id, lang, field) DO UPDATE SET text = excluded.text, source = excluded.source \
                 WHERE {translations_table}.text IS DISTINCT FROM excluded.text \
                    OR {translations_table}.source IS DISTINCT FROM excluded.source"
            );
            sqlx::query(AssertSqlSafe(sql))
                .bind(id)
                .bind(lang.as_str())
                .bind(field.as_str())
                .bind(*text)
                .execute(&mut *self.0)
                .await?;
        }
        Ok(true)
    }
}
