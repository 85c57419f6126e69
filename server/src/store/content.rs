//! Venues, events, activities and restaurants.

use guide_core::Date;
use guide_core::favorites::ItemType;
use guide_core::model::{Activity, ActivityType, Event, PriceRange, Restaurant, Venue, VenueRef};
use guide_core::visit_plan::{PlanCatalog, RemovedItem};
use sqlx::{Any, AssertSqlSafe, Row, Transaction};

use super::{Backend, Store};

/// Server-side event filters (spec section 4: category and venue are sent to
/// the server). Unknown values simply match nothing.
#[derive(Debug, Default, Clone)]
pub struct EventFilter {
    pub category: Option<String>,
    /// A venue name, as the events page's dropdown lists them.
    pub venue: Option<String>,
}

pub struct NewVenue {
    pub name: String,
    pub website: Option<String>,
    pub events_page_url: Option<String>,
    pub address: Option<String>,
    pub phone: Option<String>,
    pub description: Option<String>,
    pub capacity: Option<u32>,
    pub venue_type: Option<String>,
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
}

#[derive(sqlx::FromRow)]
struct EventRow {
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
    v_name: Option<String>,
    v_website: Option<String>,
    v_address: Option<String>,
    v_phone: Option<String>,
    v_description: Option<String>,
    v_capacity: Option<i64>,
    v_venue_type: Option<String>,
}

impl EventRow {
    fn into_event(self) -> anyhow::Result<Event> {
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
            }),
            _ => VenueRef::Name(
                self.venue_name
                    .unwrap_or_else(|| guide_core::model::VENUE_TBA.to_string()),
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
            ticket_price: self.ticket_price,
            ticket_url: self.ticket_url,
        })
    }
}

#[derive(sqlx::FromRow)]
struct ActivityRow {
    id: i64,
    name: String,
    description: String,
    address: Option<String>,
    phone: Option<String>,
    website: Option<String>,
    image: Option<String>,
    activity_type: String,
    recurring_schedule: Option<String>,
    capacity: Option<i64>,
    venue_type: Option<String>,
    location: Option<String>,
    price: Option<String>,
}

impl From<ActivityRow> for Activity {
    fn from(row: ActivityRow) -> Activity {
        Activity {
            id: row.id,
            name: row.name,
            description: row.description,
            address: row.address,
            phone: row.phone,
            website: row.website,
            image: row.image,
            activity_type: ActivityType::parse(&row.activity_type).unwrap_or_default(),
            recurring_schedule: row.recurring_schedule,
            capacity: row.capacity.and_then(|c| u32::try_from(c).ok()),
            venue_type: row.venue_type,
            location: row.location,
            price: row.price,
        }
    }
}

#[derive(sqlx::FromRow)]
struct RestaurantRow {
    id: i64,
    name: String,
    description: String,
    address: Option<String>,
    phone: Option<String>,
    website: Option<String>,
    image: Option<String>,
    rating: Option<f64>,
    price_range: String,
    cuisine: Option<String>,
    open_hours: Option<String>,
    reservation_url: Option<String>,
    latitude: Option<f64>,
    longitude: Option<f64>,
    area: Option<String>,
}

impl From<RestaurantRow> for Restaurant {
    fn from(row: RestaurantRow) -> Restaurant {
        Restaurant {
            id: row.id,
            name: row.name,
            description: row.description,
            address: row.address,
            phone: row.phone,
            website: row.website,
            image: row.image,
            rating: row.rating,
            price_range: PriceRange::parse(&row.price_range).unwrap_or_default(),
            cuisine: row.cuisine,
            open_hours: row.open_hours,
            reservation_url: row.reservation_url,
            latitude: row.latitude,
            longitude: row.longitude,
            area: row.area,
        }
    }
}

/// `$1, $2, …, $n`.
fn placeholders(n: usize) -> String {
    (1..=n)
        .map(|i| format!("${i}"))
        .collect::<Vec<_>>()
        .join(", ")
}

macro_rules! event_select {
    () => {
        "SELECT e.id, e.title, e.description, e.venue_id, e.venue_name, e.date, e.end_date, \
     e.time, e.category, e.image, e.ticket_price, e.ticket_url, \
     v.name AS v_name, v.website AS v_website, v.address AS v_address, v.phone AS v_phone, \
     v.description AS v_description, v.capacity AS v_capacity, v.venue_type AS v_venue_type \
     FROM events e LEFT JOIN venues v ON v.id = e.venue_id"
    };
}

impl Store {
    /// Events sorted by date, optionally filtered by category and venue name.
    pub async fn list_events(&self, filter: &EventFilter) -> anyhow::Result<Vec<Event>> {
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
        rows.into_iter().map(EventRow::into_event).collect()
    }

    pub async fn list_activities(&self) -> anyhow::Result<Vec<Activity>> {
        let rows: Vec<ActivityRow> = sqlx::query_as(
            "SELECT id, name, description, address, phone, website, image, activity_type, \
             recurring_schedule, capacity, venue_type, location, price FROM activities ORDER BY id",
        )
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.into_iter().map(Activity::from).collect())
    }

    pub async fn list_restaurants(&self) -> anyhow::Result<Vec<Restaurant>> {
        let rows: Vec<RestaurantRow> = sqlx::query_as(
            "SELECT id, name, description, address, phone, website, image, rating, price_range, \
             cuisine, open_hours, reservation_url, latitude, longitude, area FROM restaurants ORDER BY id",
        )
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.into_iter().map(Restaurant::from).collect())
    }

    /// The guide's records of the items a plan names: the events,
    /// activities and restaurants with those ids, and those removed since.
    pub async fn plan_catalog(&self, wanted: &[(ItemType, i64)]) -> anyhow::Result<PlanCatalog> {
        let ids = |kind: ItemType| -> Vec<i64> {
            wanted
                .iter()
                .filter(|(k, _)| *k == kind)
                .map(|(_, id)| *id)
                .collect()
        };
        let mut catalog = PlanCatalog::default();
        for row in self
            .rows_with_ids::<EventRow>(event_select!(), "e.id", &ids(ItemType::Event))
            .await?
        {
            catalog.events.push(row.into_event()?);
        }
        catalog.activities = self
            .rows_with_ids::<ActivityRow>(
                "SELECT id, name, description, address, phone, website, image, activity_type, \
                 recurring_schedule, capacity, venue_type, location, price FROM activities",
                "id",
                &ids(ItemType::Activity),
            )
            .await?
            .into_iter()
            .map(Activity::from)
            .collect();
        catalog.restaurants = self
            .rows_with_ids::<RestaurantRow>(
                "SELECT id, name, description, address, phone, website, image, rating, price_range, \
                 cuisine, open_hours, reservation_url, latitude, longitude, area FROM restaurants",
                "id",
                &ids(ItemType::Restaurant),
            )
            .await?
            .into_iter()
            .map(Restaurant::from)
            .collect();
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
    ) -> anyhow::Result<Vec<R>>
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

    pub async fn venue_ids(&self) -> anyhow::Result<Vec<i64>> {
        Ok(sqlx::query_scalar("SELECT id FROM venues ORDER BY id")
            .fetch_all(&self.pool)
            .await?)
    }

    /// A transaction for writing several items at once (all or nothing).
    /// On SQLite it takes the write lock at once (`BEGIN IMMEDIATE`), so
    /// what it reads stays true until it commits.
    pub async fn begin(&self) -> anyhow::Result<ContentTx> {
        let tx = match self.backend {
            Backend::Sqlite => self.pool.begin_with("BEGIN IMMEDIATE").await?,
            Backend::Postgres => self.pool.begin().await?,
        };
        Ok(ContentTx(tx, self.backend, self.clone()))
    }
}

/// A content transaction; the store is kept to note the write at commit.
pub struct ContentTx(Transaction<'static, Any>, Backend, Store);

impl ContentTx {
    /// Holds off every other writer of the content until this transaction
    /// ends, so that a check made in it (say, "the database is empty") stays
    /// true until it commits, whichever instance asks. On SQLite the
    /// transaction holds the database's write lock already.
    pub async fn lock_content(&mut self) -> anyhow::Result<()> {
        if self.1 == Backend::Postgres {
            sqlx::query(
                "LOCK TABLE venues, events, activities, restaurants IN SHARE ROW EXCLUSIVE MODE",
            )
            .execute(&mut *self.0)
            .await?;
        }
        Ok(())
    }

    /// True when there are no venues, events, activities or restaurants.
    pub async fn is_empty(&mut self) -> anyhow::Result<bool> {
        let count: i64 = sqlx::query_scalar(super::COUNT_CONTENT)
            .fetch_one(&mut *self.0)
            .await?;
        Ok(count == 0)
    }

    pub async fn insert_venue(&mut self, venue: &NewVenue) -> anyhow::Result<i64> {
        let id = sqlx::query_scalar(
            "INSERT INTO venues (name, website, events_page_url, address, phone, description, capacity, venue_type) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id",
        )
        .bind(&venue.name)
        .bind(&venue.website)
        .bind(&venue.events_page_url)
        .bind(&venue.address)
        .bind(&venue.phone)
        .bind(&venue.description)
        .bind(venue.capacity.map(i64::from))
        .bind(&venue.venue_type)
        .fetch_one(&mut *self.0)
        .await?;
        Ok(id)
    }

    pub async fn insert_event(&mut self, event: &NewEvent) -> anyhow::Result<i64> {
        let (venue_id, venue_name) = match &event.venue {
            Ok(id) => (Some(*id), None),
            Err(name) => (None, Some(name.as_str())),
        };
        let id = sqlx::query_scalar(
            "INSERT INTO events (title, description, venue_id, venue_name, date, end_date, time, category, \
             image, ticket_price, ticket_url, source_url) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id",
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
        .bind(&event.source_url)
        .fetch_one(&mut *self.0)
        .await?;
        Ok(id)
    }

    /// Stores an activity; its `id` is ignored and the new one returned.
    pub async fn insert_activity(&mut self, a: &Activity) -> anyhow::Result<i64> {
        let id = sqlx::query_scalar(
            "INSERT INTO activities (name, description, address, phone, website, image, activity_type, \
             recurring_schedule, capacity, venue_type, location, price) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id",
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
        .fetch_one(&mut *self.0)
        .await?;
        Ok(id)
    }

    /// Stores a restaurant; its `id` is ignored and the new one returned.
    pub async fn insert_restaurant(&mut self, r: &Restaurant) -> anyhow::Result<i64> {
        let id = sqlx::query_scalar(
            "INSERT INTO restaurants (name, description, address, phone, website, image, rating, price_range, \
             cuisine, open_hours, reservation_url, latitude, longitude, area) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id",
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
        .fetch_one(&mut *self.0)
        .await?;
        Ok(id)
    }

    /// Deletes every venue, event, activity and restaurant (not suggestions).
    pub async fn clear_content(&mut self) -> anyhow::Result<()> {
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

    pub async fn commit(self) -> anyhow::Result<()> {
        self.0.commit().await?;
        self.2.content_written();
        Ok(())
    }
}
