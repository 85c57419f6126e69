//! Restaurants (the Add Restaurants tab with its duplicate check, the
//! public list).

use super::StoreResult;
use guide_core::content::facts::{facts_column, read_facts_column};
use guide_core::content::model::{PriceRange, Restaurant};
use sqlx::{AssertSqlSafe, Row};

use super::images::PictureColumns;
use super::{Actor, AnyQuery, ContentTx, Store};
use guide_core::text::lang::Lang;

/// The columns a [`RestaurantRow`] reads.
pub(super) const RESTAURANT_SELECT: &str = "SELECT r.id, r.name, r.description, r.address, r.phone, r.website, r.image, r.rating, \
     r.price_range, r.cuisine, r.open_hours, r.reservation_url, r.latitude, r.longitude, r.area, \
     r.cuisine_detail, r.lang, r.facts, p.width AS picture_width, p.height AS picture_height, \
     p.placeholder AS picture_placeholder, r.image_source AS picture_source FROM restaurants r LEFT JOIN pictures p ON p.image = r.image";

from_row! {
    pub(super) struct RestaurantRow {
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
        cuisine_detail: Option<String>,
        lang: String,
        facts: String,
        #[flatten]
        picture: PictureColumns,
    }
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
            picture: row.picture.into_picture(),
            rating: row.rating,
            price_range: PriceRange::parse(&row.price_range).unwrap_or_default(),
            cuisine: row.cuisine,
            cuisine_detail: row.cuisine_detail,
            open_hours: row.open_hours,
            reservation_url: row.reservation_url,
            latitude: row.latitude,
            longitude: row.longitude,
            area: row.area,
            facts: read_facts_column(&row.facts),
            // A language a newer release wrote reads as English.
            lang: Lang::from_tag(&row.lang).unwrap_or_default(),
            translations: Default::default(),
            untranslated: Vec::new(),
        }
    }
}

/// Binds a restaurant's sixteen columns as `$1`…`$16`, in the order the
/// insert and the update name them.
fn with_restaurant<'q>(query: AnyQuery<'q>, r: &'q Restaurant) -> AnyQuery<'q> {
    query
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
        .bind(&r.cuisine_detail)
        .bind(facts_column(&r.facts))
}

impl Store {
    pub async fn list_restaurants(&self) -> StoreResult<Vec<Restaurant>> {
        let sql = format!("{RESTAURANT_SELECT} ORDER BY r.id");
        let rows: Vec<RestaurantRow> = sqlx::query_as(AssertSqlSafe(sql))
            .fetch_all(&self.pool)
            .await?;
        self.with_translations(rows.into_iter().map(Restaurant::from).collect())
            .await
    }

    pub async fn update_restaurant(
        &self,
        id: i64,
        r: &Restaurant,
        actor: &Actor,
    ) -> StoreResult<bool> {
        let mut tx = self.begin(actor).await?;
        let done = tx.update_restaurant(id, r).await?;
        tx.commit().await?;
        Ok(done)
    }
}

impl ContentTx {
    /// Overwrites the restaurant `id` with `r`; false when there is none.
    pub async fn update_restaurant(&mut self, id: i64, r: &Restaurant) -> StoreResult<bool> {
        let done = with_restaurant(
            sqlx::query(
                "UPDATE restaurants SET name = $1, description = $2, address = $3, phone = $4, website = $5, \
                 image = $6, image_source = CASE WHEN image IS NOT DISTINCT FROM $6 THEN image_source END, rating = $7, price_range = $8, cuisine = $9, open_hours = $10, reservation_url = $11, \
                 latitude = $12, longitude = $13, area = $14, cuisine_detail = $15, facts = $16 WHERE id = $17",
            ),
            r,
        )
        .bind(id)
        .execute(&mut *self.0)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Stores a restaurant; its `id` is ignored and the new one returned.
    pub async fn insert_restaurant(&mut self, r: &Restaurant) -> StoreResult<i64> {
        let row = with_restaurant(
            sqlx::query(
                "INSERT INTO restaurants (name, description, address, phone, website, image, rating, price_range, \
                 cuisine, open_hours, reservation_url, latitude, longitude, area, cuisine_detail, facts, lang) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) RETURNING id",
            ),
            r,
        )
        // The language its page was written in; an edit leaves it as set.
        .bind(r.lang.code())
        .fetch_one(&mut *self.0)
        .await?;
        Ok(row.try_get("id")?)
    }
}
