//! Item images: which items have one, and pointing an item at a new one.

use sqlx::Row;

use super::Store;

/// The three kinds of item that carry an image.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImageOwner {
    Event,
    Activity,
    Restaurant,
}

impl ImageOwner {
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
            ImageOwner::Event => "SELECT id, title AS name, image FROM events ORDER BY date, id",
            ImageOwner::Activity => "SELECT id, name, image FROM activities ORDER BY name, id",
            ImageOwner::Restaurant => "SELECT id, name, image FROM restaurants ORDER BY name, id",
        }
    }

    fn update(self) -> &'static str {
        match self {
            ImageOwner::Event => "UPDATE events SET image = $1 WHERE id = $2",
            ImageOwner::Activity => "UPDATE activities SET image = $1 WHERE id = $2",
            ImageOwner::Restaurant => "UPDATE restaurants SET image = $1 WHERE id = $2",
        }
    }
}

/// An item and its image address, for the Image Management lists.
#[derive(Debug, Clone, PartialEq)]
pub struct ImageRef {
    pub id: i64,
    pub name: String,
    pub image: Option<String>,
}

impl Store {
    pub async fn image_refs(&self, owner: ImageOwner) -> anyhow::Result<Vec<ImageRef>> {
        let rows = sqlx::query(owner.select()).fetch_all(&self.pool).await?;
        rows.iter()
            .map(|row| {
                Ok(ImageRef {
                    id: row.try_get("id")?,
                    name: row.try_get("name")?,
                    image: row.try_get("image")?,
                })
            })
            .collect()
    }

    /// Points an item at a new image; false when the item does not exist.
    pub async fn set_image(&self, owner: ImageOwner, id: i64, image: &str) -> anyhow::Result<bool> {
        let done = sqlx::query(owner.update())
            .bind(image)
            .bind(id)
            .execute(&self.pool)
            .await?;
        self.content_written();
        Ok(done.rows_affected() == 1)
    }
}
