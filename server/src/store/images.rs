//! Item images: which items have one, pointing an item at a new one, and
//! the pictures the image pipeline wrote.

use super::StoreResult;
use guide_core::content::pictures::Picture;
use sqlx::Row;

use super::{Actor, Store};

/// The three kinds of item that carry an image.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImageOwner {
    Event,
    Activity,
    Restaurant,
}

impl ImageOwner {
    pub const ALL: [ImageOwner; 3] = [
        ImageOwner::Event,
        ImageOwner::Activity,
        ImageOwner::Restaurant,
    ];

    fn table(self) -> &'static str {
        match self {
            ImageOwner::Event => "events",
            ImageOwner::Activity => "activities",
            ImageOwner::Restaurant => "restaurants",
        }
    }

    pub fn parse(kind: &str) -> Option<ImageOwner> {
        match kind {
            "events" => Some(ImageOwner::Event),
            "activities" => Some(ImageOwner::Activity),
            "restaurants" => Some(ImageOwner::Restaurant),
            _ => None,
        }
    }

    fn select(self) -> &'static str {
        match self {
            ImageOwner::Event => {
                "SELECT id, title AS name, image, image_source, date, end_date \
                 FROM events ORDER BY date, id"
            }
            ImageOwner::Activity => {
                "SELECT id, name, image, image_source, CAST(NULL AS TEXT) AS date, CAST(NULL AS TEXT) AS end_date \
                 FROM activities ORDER BY name, id"
            }
            ImageOwner::Restaurant => {
                "SELECT id, name, image, image_source, CAST(NULL AS TEXT) AS date, CAST(NULL AS TEXT) AS end_date \
                 FROM restaurants ORDER BY name, id"
            }
        }
    }

    fn update(self) -> &'static str {
        match self {
            ImageOwner::Event => "UPDATE events SET image = $1, image_source = NULL WHERE id = $2",
            ImageOwner::Activity => {
                "UPDATE activities SET image = $1, image_source = NULL WHERE id = $2"
            }
            ImageOwner::Restaurant => {
                "UPDATE restaurants SET image = $1, image_source = NULL WHERE id = $2"
            }
        }
    }
}

/// An item whose image is not yet one of the guide's processed pictures.
#[derive(Debug, Clone, PartialEq)]
pub struct PendingImage {
    pub owner: ImageOwner,
    pub id: i64,
    pub image: String,
}

/// An item and its image address, for the Image Management lists.
#[derive(Debug, Clone, PartialEq)]
pub struct ImageRef {
    pub id: i64,
    pub name: String,
    pub image: Option<String>,
    /// Where its picture came from, or the address that could not be had.
    pub image_source: Option<String>,
    /// An event's first and last day as stored (YYYY-MM-DD); none for a
    /// place.
    pub date: Option<String>,
    pub end_date: Option<String>,
}

from_row! {
    /// The columns an item's read joins in from `pictures` (as `p`, on the
    /// item's image address): present when its image went through the pipeline.
    pub(super) struct PictureColumns {
        picture_width: Option<i64>,
        picture_height: Option<i64>,
        picture_placeholder: Option<String>,
        picture_source: Option<String>,
    }
}

impl PictureColumns {
    pub(super) fn into_picture(self) -> Option<Picture> {
        Some(Picture {
            width: u32::try_from(self.picture_width?).ok()?,
            height: u32::try_from(self.picture_height?).ok()?,
            placeholder: self.picture_placeholder?,
            source: self.picture_source,
        })
    }
}

/// A picture the pipeline wrote: the address items keep, and what a page
/// needs to know of it.
#[derive(Debug, Clone, PartialEq)]
pub struct StoredPicture {
    pub image: String,
    pub picture: Picture,
    /// All its variants together.
    pub bytes: u64,
}

impl Store {
    /// Remembers a processed picture; the same picture again changes
    /// nothing (its address is rendered from its content).
    pub async fn record_picture(&self, stored: &StoredPicture) -> StoreResult<()> {
        sqlx::query(
            "INSERT INTO pictures (image, width, height, placeholder, bytes, created_at) \
             VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (image) DO NOTHING",
        )
        .bind(&stored.image)
        .bind(i64::from(stored.picture.width))
        .bind(i64::from(stored.picture.height))
        .bind(&stored.picture.placeholder)
        .bind(i64::try_from(stored.bytes)?)
        .bind(crate::clock::now_ms())
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The picture items show at `image`, if it was processed.
    pub async fn picture_at(&self, image: &str) -> StoreResult<Option<StoredPicture>> {
        let Some(name) = image
            .strip_prefix(guide_core::text::validation::OBJECTS_PREFIX)
            .and_then(|file| file.rsplit_once('-'))
            .map(|(name, _)| name)
        else {
            return Ok(None);
        };
        Ok(self
            .picture_named(name)
            .await?
            .filter(|stored| stored.image == image))
    }

    /// The picture whose variants are named `name`, if it was processed.
    pub async fn picture_named(&self, name: &str) -> StoreResult<Option<StoredPicture>> {
        let row = sqlx::query(
            "SELECT image, width, height, placeholder, bytes FROM pictures WHERE image LIKE $1",
        )
        .bind(format!(
            "{}{name}-%",
            guide_core::text::validation::OBJECTS_PREFIX
        ))
        .fetch_optional(&self.pool)
        .await?;
        row.map(|row| {
            Ok(StoredPicture {
                image: row.try_get("image")?,
                picture: Picture {
                    width: u32::try_from(row.try_get::<i64, _>("width")?)?,
                    height: u32::try_from(row.try_get::<i64, _>("height")?)?,
                    placeholder: row.try_get("placeholder")?,
                    source: None,
                },
                bytes: u64::try_from(row.try_get::<i64, _>("bytes")?)?,
            })
        })
        .transpose()
    }

    pub async fn image_refs(&self, owner: ImageOwner) -> StoreResult<Vec<ImageRef>> {
        let rows = sqlx::query(owner.select()).fetch_all(&self.pool).await?;
        rows.iter()
            .map(|row| {
                Ok(ImageRef {
                    id: row.try_get("id")?,
                    name: row.try_get("name")?,
                    image: row.try_get("image")?,
                    image_source: row.try_get("image_source")?,
                    date: row.try_get("date")?,
                    end_date: row.try_get("end_date")?,
                })
            })
            .collect()
    }

    /// Items whose picture is narrower than `width`, with it.
    pub async fn small_pictures(
        &self,
        owner: ImageOwner,
        width: u32,
    ) -> StoreResult<Vec<(ImageRef, Picture)>> {
        let (table, name) = match owner {
            ImageOwner::Event => ("events", "title"),
            ImageOwner::Activity => ("activities", "name"),
            ImageOwner::Restaurant => ("restaurants", "name"),
        };
        let sql = format!(
            "SELECT i.id, i.{name} AS name, i.image, i.image_source, p.width, p.height, p.placeholder \
             FROM {table} i JOIN pictures p ON p.image = i.image WHERE p.width < $1 ORDER BY name, i.id"
        );
        let rows = sqlx::query(sqlx::AssertSqlSafe(sql))
            .bind(i64::from(width))
            .fetch_all(&self.pool)
            .await?;
        rows.iter()
            .map(|row| {
                let image_source: Option<String> = row.try_get("image_source")?;
                Ok((
                    ImageRef {
                        id: row.try_get("id")?,
                        name: row.try_get("name")?,
                        image: row.try_get("image")?,
                        image_source: image_source.clone(),
                        date: None,
                        end_date: None,
                    },
                    Picture {
                        width: u32::try_from(row.try_get::<i64, _>("width")?)?,
                        height: u32::try_from(row.try_get::<i64, _>("height")?)?,
                        placeholder: row.try_get("placeholder")?,
                        source: image_source,
                    },
                ))
            })
            .collect()
    }

    /// Items whose image has not been through the pipeline (a remote
    /// address, an upload from before it), at most `limit`, in id order
    /// from `after` on, so that a pass goes through each once.
    pub async fn pending_images(
        &self,
        owner: ImageOwner,
        after: i64,
        limit: i64,
    ) -> StoreResult<Vec<PendingImage>> {
        let table = owner.table();
        let sql = format!(
            "SELECT i.id, i.image FROM {table} i LEFT JOIN pictures p ON p.image = i.image \
             WHERE i.image IS NOT NULL AND i.image <> '' AND p.image IS NULL AND i.id > $1 \
             ORDER BY i.id LIMIT $2"
        );
        let rows = sqlx::query(sqlx::AssertSqlSafe(sql))
            .bind(after)
            .bind(limit)
            .fetch_all(&self.pool)
            .await?;
        rows.iter()
            .map(|row| {
                Ok(PendingImage {
                    owner,
                    id: row.try_get("id")?,
                    image: row.try_get("image")?,
                })
            })
            .collect()
    }

    /// Points an item at the processed picture of its image, remembering
    /// the address it came from (`None` for an upload of the guide's own);
    /// false when the item's image has changed meanwhile.
    pub async fn adopt_picture(
        &self,
        pending: &PendingImage,
        image: &str,
        source: Option<&str>,
    ) -> StoreResult<bool> {
        let sql = format!(
            "UPDATE {} SET image = $1, image_source = $2 WHERE id = $3 AND image = $4",
            pending.owner.table()
        );
        let done = sqlx::query(sqlx::AssertSqlSafe(sql))
            .bind(image)
            .bind(source)
            .bind(pending.id)
            .bind(&pending.image)
            .execute(&self.pool)
            .await?;
        self.content_written();
        Ok(done.rows_affected() == 1)
    }

    /// Leaves an item without the image that could not be processed,
    /// keeping its address (Image Management lists the item).
    pub async fn drop_picture(&self, pending: &PendingImage) -> StoreResult<bool> {
        let sql = format!(
            "UPDATE {} SET image = NULL, image_source = $1 WHERE id = $2 AND image = $1",
            pending.owner.table()
        );
        let done = sqlx::query(sqlx::AssertSqlSafe(sql))
            .bind(&pending.image)
            .bind(pending.id)
            .execute(&self.pool)
            .await?;
        self.content_written();
        Ok(done.rows_affected() == 1)
    }

    /// Points an item at a new image; false when the item does not exist.
    pub async fn set_image(
        &self,
        owner: ImageOwner,
        id: i64,
        image: &str,
        actor: &Actor,
    ) -> StoreResult<bool> {
        let mut tx = self.begin(actor).await?;
        let done = sqlx::query(owner.update())
            .bind(image)
            .bind(id)
            .execute(&mut *tx.0)
            .await?;
        tx.commit().await?;
        Ok(done.rows_affected() == 1)
    }
}
