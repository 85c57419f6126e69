//! The guide's pictures (issue #35): every picture it shows is put through
//! one pipeline (uploads, demo images, fetched ones: `intake`) and served
//! from its own upload store at a few widths; addresses it keeps as they are go
//! through the proxy.

pub mod admission;
pub mod intake;
pub mod pipeline;
pub mod proxy;

use bytes::Bytes;
use guide_core::content::pictures::{Format, Picture, description_key, picture_url, variant_key};
use sha2::{Digest, Sha256};

use crate::objects::Objects;
use crate::store::{Store, StoredPicture};
pub use pipeline::Refused;

/// Why a picture was not stored.
#[derive(Debug, thiserror::Error)]
pub enum NotStored {
    /// The picture itself: said to whoever sent it.
    #[error(transparent)]
    Refused(#[from] Refused),
    #[error(transparent)]
    Failed(#[from] anyhow::Error),
}

impl From<crate::store::StoreError> for NotStored {
    fn from(error: crate::store::StoreError) -> NotStored {
        NotStored::Failed(error.into())
    }
}

/// The name of a picture's variants: rendered from the original's bytes, so
/// the same picture twice is processed once.
fn name_of(bytes: &[u8]) -> String {
    Sha256::digest(bytes)[..16]
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// What the pipeline wrote for a picture, kept beside its variants as
/// `{name}.json`: an upload store describes its own pictures, so a database
/// sharing it (another instance, a restore, a test) learns of a picture
/// without processing it again.
#[derive(serde::Serialize, serde::Deserialize)]
struct Description {
    image: String,
    width: u32,
    height: u32,
    placeholder: String,
    bytes: u64,
}

/// A picture the upload store already holds, if it does.
async fn described(objects: &Objects, name: &str) -> anyhow::Result<Option<StoredPicture>> {
    let Some(json) = objects.get(&description_key(name)).await? else {
        return Ok(None);
    };
    let Description {
        image,
        width,
        height,
        placeholder,
        bytes,
    } = serde_json::from_slice(&json)?;
    Ok(Some(StoredPicture {
        image,
        picture: Picture {
            width,
            height,
            placeholder,
            source: None,
        },
        bytes,
    }))
}

/// Puts a picture (JPEG, PNG or WebP) through the pipeline and into the
/// upload store, and remembers it; returns the address items keep. A
/// picture stored before is not processed again.
pub async fn store_picture(
    store: &Store,
    objects: &Objects,
    bytes: Bytes,
) -> Result<StoredPicture, NotStored> {
    let name = name_of(&bytes);
    if let Some(stored) = store.picture_named(&name).await?
        && objects.exists(image_key(&stored.image)).await?
    {
        return Ok(stored);
    }
    if let Some(stored) = described(objects, &name).await? {
        store.record_picture(&stored).await?;
        return Ok(stored);
    }
    // Refused on what its header declares before it waits for a turn;
    // then seconds of CPU for a phone photo, off the threads that answer
    // requests, within the pipeline's share of cores and memory.
    let declared = pipeline::inspect(&bytes)?;
    let turn = admission::turn(declared.processing_bytes()).await;
    // (The turn goes with the work: a request given up on does not end it.)
    let processed = tokio::task::spawn_blocking(move || {
        let _turn = turn;
        pipeline::process(&bytes)
    })
    .await
    .map_err(anyhow::Error::from)??;
    let mut bytes_total = 0;
    let (mut widest, mut height) = (0, 0);
    for variant in processed.variants {
        bytes_total += variant.bytes.len() as u64;
        let key = variant_key(&name, variant.width, variant.format);
        objects
            .put_if_absent(&key, Bytes::from(variant.bytes))
            .await?;
        if variant.format == Format::Jpeg && variant.width > widest {
            (widest, height) = (variant.width, variant.height);
        }
    }
    let stored = StoredPicture {
        image: picture_url(&name, widest),
        picture: Picture::new(widest, height, &processed.placeholder),
        bytes: bytes_total,
    };
    // Written last: its presence says every variant is there.
    let description = Description {
        image: stored.image.clone(),
        width: stored.picture.width,
        height: stored.picture.height,
        placeholder: stored.picture.placeholder.clone(),
        bytes: stored.bytes,
    };
    objects
        .put_if_absent(
            &description_key(&name),
            Bytes::from(serde_json::to_vec(&description).map_err(anyhow::Error::from)?),
        )
        .await?;
    store.record_picture(&stored).await?;
    Ok(stored)
}

/// The object key of a stored picture's address.
fn image_key(image: &str) -> &str {
    image
        .strip_prefix(guide_core::text::validation::OBJECTS_PREFIX)
        .unwrap_or(image)
}
