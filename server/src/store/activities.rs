//! Activities (the Add Activities tab, the public list).

use super::StoreResult;
use guide_core::content::facts::{facts_column, read_facts_column};
use guide_core::content::model::{Activity, ActivityType};
use sqlx::{AssertSqlSafe, Row};

use super::images::PictureColumns;
use super::{AnyQuery, ContentTx, Store};
use guide_core::text::lang::Lang;

/// The columns an [`ActivityRow`] reads.
pub(super) const ACTIVITY_SELECT: &str = "SELECT a.id, a.name, a.description, a.address, a.phone, a.website, a.image, \
     a.activity_type, a.recurring_schedule, a.capacity, a.venue_type, a.location, a.price, a.latitude, a.longitude, a.lang, \
     a.facts, a.visit_minutes, \
     p.width AS picture_width, p.height AS picture_height, p.placeholder AS picture_placeholder, \
     a.image_source AS picture_source FROM activities a LEFT JOIN pictures p ON p.image = a.image";

from_row! {
    pub(super) struct ActivityRow {
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
        latitude: Option<f64>,
        longitude: Option<f64>,
        lang: String,
        facts: String,
        visit_minutes: Option<i64>,
        #[flatten]
        picture: PictureColumns,
    }
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
            picture: row.picture.into_picture(),
            activity_type: ActivityType::parse(&row.activity_type).unwrap_or_default(),
            recurring_schedule: row.recurring_schedule,
            capacity: row.capacity.and_then(|c| u32::try_from(c).ok()),
            venue_type: row.venue_type,
            location: row.location,
            price: row.price,
            facts: read_facts_column(&row.facts),
            visit_minutes: row.visit_minutes.and_then(|m| u32::try_from(m).ok()),
            latitude: row.latitude,
            longitude: row.longitude,
            // A language a newer release wrote reads as English.
            lang: Lang::from_tag(&row.lang).unwrap_or_default(),
            translations: Default::default(),
            untranslated: Vec::new(),
        }
    }
}

/// Binds an activity's sixteen columns as `$1`…`$16`, in the order the
/// insert and the update name them.
fn with_activity<'q>(query: AnyQuery<'q>, a: &'q Activity) -> AnyQuery<'q> {
    query
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
        .bind(a.latitude)
        .bind(a.longitude)
        .bind(facts_column(&a.facts))
        .bind(a.visit_minutes.map(i64::from))
}

impl Store {
    pub async fn list_activities(&self) -> StoreResult<Vec<Activity>> {
        let sql = format!("{ACTIVITY_SELECT} ORDER BY a.id");
        let rows: Vec<ActivityRow> = sqlx::query_as(AssertSqlSafe(sql))
            .fetch_all(&self.pool)
            .await?;
        self.with_translations(rows.into_iter().map(Activity::from).collect())
            .await
    }
}

impl ContentTx {
    /// Overwrites the activity `id` with `a`; false when there is none.
    pub async fn update_activity(&mut self, id: i64, a: &Activity) -> StoreResult<bool> {
        let done = with_activity(
            sqlx::query(
                "UPDATE activities SET name = $1, description = $2, address = $3, phone = $4, website = $5, \
                 image = $6, image_source = CASE WHEN image IS NOT DISTINCT FROM $6 THEN image_source END, activity_type = $7, recurring_schedule = $8, capacity = $9, venue_type = $10, \
                 location = $11, price = $12, latitude = $13, longitude = $14, \
                 facts = $15, visit_minutes = $16 WHERE id = $17",
            ),
            a,
        )
        .bind(id)
        .execute(&mut *self.0)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Stores an activity; its `id` is ignored and the new one returned.
    pub async fn insert_activity(&mut self, a: &Activity) -> StoreResult<i64> {
        let row = with_activity(
            sqlx::query(
                "INSERT INTO activities (name, description, address, phone, website, image, activity_type, \
                 recurring_schedule, capacity, venue_type, location, price, latitude, longitude, facts, visit_minutes, lang) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) RETURNING id",
            ),
            a,
        )
        // The language its page was written in; an edit leaves it as set.
        .bind(a.lang.code())
        .fetch_one(&mut *self.0)
        .await?;
        Ok(row.try_get("id")?)
    }
}
