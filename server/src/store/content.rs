//! What the content tables (venues, events, activities, restaurants)
//! share: the write transaction, deletes, and the items a plan names.

use super::StoreResult;
use guide_core::content::model::{Activity, Restaurant};
use guide_core::dashboard::history::ChangeKind;
use guide_core::plan::favorites::ItemType;
use guide_core::plan::visit_plan::{PlanCatalog, RemovedItem};
use serde_json::Value;
use sqlx::{Any, AssertSqlSafe, Row, Transaction};

use super::activities::{ACTIVITY_SELECT, ActivityRow};
use super::change_context::Actor;
use super::events::{EventRow, event_select};
use super::restaurants::{RESTAURANT_SELECT, RestaurantRow};
use super::{Backend, Store, placeholders};

/// The content tables staff may delete from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ContentTable {
    Events,
    Activities,
    Restaurants,
}

impl ContentTable {
    /// The table's name (never user text, so it may be spliced into SQL).
    pub fn name(self) -> &'static str {
        match self {
            ContentTable::Events => "events",
            ContentTable::Activities => "activities",
            ContentTable::Restaurants => "restaurants",
        }
    }

    /// The kind its rows' changes are recorded as.
    pub fn kind(self) -> ChangeKind {
        match self {
            ContentTable::Events => ChangeKind::Event,
            ContentTable::Activities => ChangeKind::Activity,
            ContentTable::Restaurants => ChangeKind::Restaurant,
        }
    }
}

/// An item's version: the id of its last recorded change (0 before any).
/// Ids only grow, and a row's writers take turns, so a later write to the
/// item always has a larger one.
const ITEM_VERSION: &str =
    "SELECT COALESCE(MAX(id), 0) FROM changes WHERE kind = $1 AND item_id = $2";

impl Store {
    /// The guide's records of the items a plan names: the events,
    /// activities and restaurants with those ids, and those removed since.
    pub async fn plan_catalog(&self, wanted: &[(ItemType, i64)]) -> StoreResult<PlanCatalog> {
        let ids = |kind: ItemType| -> Vec<i64> {
            wanted
                .iter()
                .filter(|(k, _)| *k == kind)
                .map(|(_, id)| *id)
                .collect()
        };
        let mut catalog = PlanCatalog::default();
        let events = self
            .rows_with_ids::<EventRow>(event_select!(), "e.id", &ids(ItemType::Event))
            .await?
            .into_iter()
            .map(EventRow::into_event)
            .collect::<StoreResult<_>>()?;
        catalog.events = self.with_translations(events).await?;
        let activities = self
            .rows_with_ids::<ActivityRow>(ACTIVITY_SELECT, "a.id", &ids(ItemType::Activity))
            .await?
            .into_iter()
            .map(Activity::from)
            .collect();
        catalog.activities = self.with_translations(activities).await?;
        let restaurants = self
            .rows_with_ids::<RestaurantRow>(RESTAURANT_SELECT, "r.id", &ids(ItemType::Restaurant))
            .await?
            .into_iter()
            .map(Restaurant::from)
            .collect();
        catalog.restaurants = self.with_translations(restaurants).await?;
        if !wanted.is_empty() {
            let sql = format!(
                "SELECT kind, item_id, name FROM removed_items WHERE item_id IN ({})",
                placeholders(wanted.len())
            );
            let mut query = sqlx::query(AssertSqlSafe(sql));
            for (_, id) in wanted {
                query = query.bind(*id);
            }
            for row in query.fetch_all(&self.pool).await? {
                let kind: String = row.try_get("kind")?;
                let id: i64 = row.try_get("item_id")?;
                if let Some(kind) = ItemType::parse(&kind)
                    && wanted.contains(&(kind, id))
                {
                    catalog.removed.push(RemovedItem {
                        kind,
                        id,
                        name: row.try_get("name")?,
                    });
                }
            }
        }
        Ok(catalog)
    }

    /// The rows of `select` whose `id_column` is one of `ids`: the ids are
    /// bound, only their count is spliced into `IN ($1, …, $n)`.
    async fn rows_with_ids<R>(
        &self,
        select: &str,
        id_column: &str,
        ids: &[i64],
    ) -> StoreResult<Vec<R>>
    where
        R: for<'r> sqlx::FromRow<'r, sqlx::any::AnyRow> + Send + Unpin,
    {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let sql = format!(
            "{select} WHERE {id_column} IN ({})",
            placeholders(ids.len())
        );
        let mut query = sqlx::query_as::<_, R>(AssertSqlSafe(sql));
        for id in ids {
            query = query.bind(*id);
        }
        Ok(query.fetch_all(&self.pool).await?)
    }

    /// A transaction for writing several items at once (all or nothing),
    /// its writes recorded in the history as `actor`'s. On SQLite it takes
    /// the write lock at once (`BEGIN IMMEDIATE`), so what it reads stays
    /// true until it commits.
    pub async fn begin(&self, actor: &Actor) -> StoreResult<ContentTx> {
        let tx = self.begin_attributed(actor).await?;
        Ok(ContentTx(tx, self.backend, self.clone()))
    }

    /// The version an edit form opens `id` at ([`ITEM_VERSION`]). Read
    /// before the item: a write between the two reads then makes a save
    /// ask again, never overwrite.
    pub async fn item_version(&self, table: ContentTable, id: i64) -> StoreResult<i64> {
        Ok(sqlx::query_scalar(ITEM_VERSION)
            .bind(table.kind().as_str())
            .bind(id)
            .fetch_one(&self.pool)
            .await?)
    }

    /// One event, activity or restaurant as the public lists give it.
    pub async fn content_item(&self, table: ContentTable, id: i64) -> StoreResult<Option<Value>> {
        let kind = match table {
            ContentTable::Events => ItemType::Event,
            ContentTable::Activities => ItemType::Activity,
            ContentTable::Restaurants => ItemType::Restaurant,
        };
        let catalog = self.plan_catalog(&[(kind, id)]).await?;
        let item = match table {
            ContentTable::Events => catalog.events.first().map(serde_json::to_value),
            ContentTable::Activities => catalog.activities.first().map(serde_json::to_value),
            ContentTable::Restaurants => catalog.restaurants.first().map(serde_json::to_value),
        };
        Ok(item.transpose().map_err(anyhow::Error::from)?)
    }

    /// Deletes one event, activity or restaurant (`table` is one of the
    /// three names, never user text); false when it does not exist.
    pub async fn delete_item(
        &self,
        table: ContentTable,
        id: i64,
        actor: &Actor,
    ) -> StoreResult<bool> {
        let sql = format!("DELETE FROM {} WHERE id = $1", table.name());
        let mut tx = self.begin(actor).await?;
        let done = sqlx::query(AssertSqlSafe(sql))
            .bind(id)
            .execute(&mut *tx.0)
            .await?;
        tx.commit().await?;
        Ok(done.rows_affected() == 1)
    }
}

/// A content transaction; the store is kept to note the write at commit.
pub struct ContentTx(pub(super) Transaction<'static, Any>, Backend, Store);

impl ContentTx {
    /// Holds off every other writer of the content until this transaction
    /// ends, so that a check made in it (say, "the database is empty") stays
    /// true until it commits, whichever instance asks. On SQLite the
    /// transaction holds the database's write lock already.
    pub async fn lock_content(&mut self) -> StoreResult<()> {
        if self.1 == Backend::Postgres {
            sqlx::query(
                "LOCK TABLE venues, events, activities, restaurants IN SHARE ROW EXCLUSIVE MODE",
            )
            .execute(&mut *self.0)
            .await?;
        }
        Ok(())
    }

    /// For a save made from a form opened at `version`: holds the item
    /// against other saves until this transaction ends (SQLite's write
    /// lock does already) and gives its version now when that is newer,
    /// that is when someone changed it after the form opened.
    pub async fn changed_since(
        &mut self,
        table: ContentTable,
        id: i64,
        version: i64,
    ) -> StoreResult<Option<i64>> {
        if self.1 == Backend::Postgres {
            let sql = format!("SELECT id FROM {} WHERE id = $1 FOR UPDATE", table.name());
            sqlx::query(AssertSqlSafe(sql))
                .bind(id)
                .fetch_optional(&mut *self.0)
                .await?;
        }
        let now: i64 = sqlx::query_scalar(ITEM_VERSION)
            .bind(table.kind().as_str())
            .bind(id)
            .fetch_one(&mut *self.0)
            .await?;
        Ok((now > version).then_some(now))
    }

    /// True when there are no venues, events, activities or restaurants.
    pub async fn is_empty(&mut self) -> StoreResult<bool> {
        let count: i64 = sqlx::query_scalar(super::COUNT_CONTENT)
            .fetch_one(&mut *self.0)
            .await?;
        Ok(count == 0)
    }

    /// Deletes every venue, event, activity and restaurant (not suggestions).
    pub async fn clear_content(&mut self) -> StoreResult<()> {
        for sql in [
            "DELETE FROM events",
            "DELETE FROM activities",
            "DELETE FROM restaurants",
            "DELETE FROM venues",
        ] {
            sqlx::query(sql).execute(&mut *self.0).await?;
        }
        Ok(())
    }

    pub async fn commit(mut self) -> StoreResult<()> {
        super::change_context::clear_context(&mut self.0, self.1).await?;
        self.0.commit().await?;
        self.2.content_written();
        Ok(())
    }
}
