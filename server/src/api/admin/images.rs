//! The Image Management tab: items whose image is missing or broken, and
//! uploads. An upload is trusted for nothing the client says: it must be a
//! real JPEG or PNG by its bytes, at most 5 MB, with sane dimensions; it is
//! stored under a key derived from its content.

use crate::store::{Actor, Admin};
use axum::Extension;
use guide_core::dashboard::history::ChangeAction;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::extract::multipart::MultipartError;
use axum::extract::{Multipart, Path, Query, State};
use axum::http::StatusCode;
use guide_core::api::{ImageUploaded, MissingImage, PictureDetails, SmallImage};
use guide_core::content::events::last_day_of;
use guide_core::dashboard::admin::{
    IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, MAX_IMAGE_SIDE, MIN_PICTURE_WIDTH, NOT_JPEG_OR_PNG,
    picture_summary, small_picture_note,
};
use guide_core::text::words::{Arg, Localizer};
use guide_core::time::date::Date;
use tokio::sync::Semaphore;

use crate::error::{ApiError, Json};
use crate::fetch::Limits;
use crate::pictures::proxy::sniff_image;
use crate::pictures::{NotStored, store_picture};
use crate::reply_lang::ReplyLang;
use crate::state::AppState;
use crate::store::{ImageOwner, StoredPicture};

/// The multipart body may carry the 5 MB image plus its envelope; beyond
/// that the request is refused before it is read.
pub const UPLOAD_BODY_LIMIT: usize = MAX_IMAGE_BYTES as usize + 64 * 1024;
/// Remote images are re-checked at most this often.
const PROBE_TTL: Duration = Duration::from_secs(600);

/// Whether `image` shows: an upload that exists, or a remote address that
/// answers with an image.
async fn image_works(state: &AppState, image: Option<&str>) -> bool {
    let Some(image) = image.map(str::trim).filter(|i| !i.is_empty()) else {
        return false;
    };
    if let Some(key) = image.strip_prefix("/public-objects/") {
        return state.objects.exists(key).await.unwrap_or_else(|error| {
            tracing::warn!(%error, "checking an upload");
            false
        });
    }
    if !(image.starts_with("https://") || image.starts_with("http://")) {
        return false;
    }
    if let Some((works, at)) = state.probes.0.lock().expect("probe lock").get(image)
        && at.elapsed() < PROBE_TTL
    {
        return *works;
    }
    let limits = Limits {
        max_bytes: MAX_IMAGE_BYTES as usize,
        timeout: Duration::from_secs(5),
    };
    let works = state
        .fetcher
        .get(image, limits)
        .await
        .is_ok_and(|fetched| sniff_image(&fetched.body).is_some());
    state
        .probes
        .0
        .lock()
        .expect("probe lock")
        .insert(image.to_string(), (works, Instant::now()));
    works
}

async fn missing(state: AppState, owner: ImageOwner) -> Result<Json<Vec<MissingImage>>, ApiError> {
    let items = state.store.image_refs(owner).await?;
    // Remote checks run side by side, a few at a time.
    let permits = Arc::new(Semaphore::new(8));
    let mut checks = tokio::task::JoinSet::new();
    for (index, item) in items.iter().cloned().enumerate() {
        let state = state.clone();
        let permits = permits.clone();
        checks.spawn(async move {
            let _permit = permits.acquire_owned().await;
            (index, image_works(&state, item.image.as_deref()).await)
        });
    }
    let today = crate::clock::today(state.site.time_zone);
    let mut works = vec![false; items.len()];
    while let Some(done) = checks.join_next().await {
        let (index, ok) = done.map_err(anyhow::Error::from)?;
        works[index] = ok;
    }
    Ok(Json(
        items
            .into_iter()
            .zip(works)
            .filter(|(_, ok)| !ok)
            .map(|(item, _)| MissingImage {
                past: item
                    .date
                    .as_deref()
                    .and_then(|day| Date::parse(day).ok())
                    .is_some_and(|date| {
                        let end = item.end_date.as_deref().and_then(|d| Date::parse(d).ok());
                        last_day_of(date, end) < today
                    }),
                id: item.id,
                name: item.name,
                // A picture that could not be fetched shows its address.
                image: item.image.or(item.image_source),
            })
            .collect(),
    ))
}

pub async fn events_missing(
    State(state): State<AppState>,
) -> Result<Json<Vec<MissingImage>>, ApiError> {
    missing(state, ImageOwner::Event).await
}

pub async fn activities_missing(
    State(state): State<AppState>,
) -> Result<Json<Vec<MissingImage>>, ApiError> {
    missing(state, ImageOwner::Activity).await
}

pub async fn restaurants_missing(
    State(state): State<AppState>,
) -> Result<Json<Vec<MissingImage>>, ApiError> {
    missing(state, ImageOwner::Restaurant).await
}

/// `GET /api/admin/{events|activities|restaurants}-small-images`: items
/// whose picture works but is too narrow to be sharp on a phone.
pub async fn small(
    State(state): State<AppState>,
    owner: ImageOwner,
    reply: ReplyLang,
) -> Result<Json<Vec<SmallImage>>, ApiError> {
    let items = state.store.small_pictures(owner, MIN_PICTURE_WIDTH).await?;
    Ok(Json(
        items
            .into_iter()
            .filter_map(|(item, picture)| {
                Some(SmallImage {
                    id: item.id,
                    name: item.name,
                    image: item.image?,
                    note: small_picture_note(picture.width, reply.words()),
                    picture,
                })
            })
            .collect(),
    ))
}

#[derive(serde::Deserialize)]
pub struct PictureQuery {
    image: String,
}

/// `GET /api/admin/picture?image=…`: the size, widths, bytes and
/// placeholder of a picture the guide serves; 404 for any other address.
pub async fn picture(
    State(state): State<AppState>,
    reply: ReplyLang,
    Query(query): Query<PictureQuery>,
) -> Result<Json<PictureDetails>, ApiError> {
    let stored = state
        .store
        .picture_at(query.image.trim())
        .await?
        .ok_or(ApiError::NotFound)?;
    let picture = stored.picture;
    Ok(Json(PictureDetails {
        image: stored.image,
        summary: picture_summary(&picture, stored.bytes, reply.words()),
        picture,
    }))
}

fn too_large(words: &dyn Localizer) -> ApiError {
    ApiError::PayloadTooLarge(words.text(IMAGE_TOO_LARGE))
}

pub(crate) fn read_error(error: MultipartError, words: &dyn Localizer) -> ApiError {
    if error.status() == StatusCode::PAYLOAD_TOO_LARGE {
        too_large(words)
    } else {
        ApiError::BadRequest(words.message(
            "image-upload-unreadable",
            &[("reason", Arg::Text(&error.body_text()))],
        ))
    }
}

/// Reads the multipart field `image` and stores it through the picture
/// pipeline, once it is a JPEG or PNG of sane size by its bytes.
async fn store_upload(
    state: &AppState,
    mut multipart: Multipart,
    reply: ReplyLang,
) -> Result<StoredPicture, ApiError> {
    let words = reply.words();
    let unreadable = |error| read_error(error, words);
    let mut image = None;
    while let Some(field) = multipart.next_field().await.map_err(unreadable)? {
        if field.name() == Some("image") {
            image = Some(field.bytes().await.map_err(unreadable)?);
            break;
        }
    }
    let bytes = image.ok_or_else(|| ApiError::BadRequest(words.text("image-field-missing")))?;
    store_image(state, bytes, words).await
}

/// An upload's bytes stored through the picture pipeline, once they are
/// a JPEG or PNG of sane size; staff's and organizers' uploads alike.
pub(crate) async fn store_image(
    state: &AppState,
    bytes: axum::body::Bytes,
    words: &(dyn Localizer + Sync),
) -> Result<StoredPicture, ApiError> {
    if bytes.len() as u64 > MAX_IMAGE_BYTES {
        return Err(too_large(words));
    }
    if !matches!(sniff_image(&bytes), Some("image/jpeg" | "image/png")) {
        return Err(ApiError::BadRequest(words.text(NOT_JPEG_OR_PNG)));
    }
    match imagesize::blob_size(&bytes) {
        Ok(size)
            if (1..=MAX_IMAGE_SIDE as usize).contains(&size.width)
                && (1..=MAX_IMAGE_SIDE as usize).contains(&size.height) => {}
        _ => {
            return Err(ApiError::BadRequest(words.text("image-damaged")));
        }
    }
    match store_picture(&state.store, &state.objects, bytes).await {
        Ok(stored) => Ok(stored),
        Err(NotStored::Refused(refused)) => Err(ApiError::BadRequest(refused.message(words))),
        Err(NotStored::Failed(error)) => Err(error.into()),
    }
}

/// `POST /api/admin/{events|activities|restaurants}/{id}/upload-image`,
/// multipart with the file in the field `image`.
pub async fn upload(
    State(state): State<AppState>,
    Extension(admin): Extension<Admin>,
    Path((kind, id)): Path<(String, i64)>,
    reply: ReplyLang,
    multipart: Multipart,
) -> Result<Json<ImageUploaded>, ApiError> {
    let words = reply.words();
    let owner = ImageOwner::parse(&kind).ok_or(ApiError::NotFound)?;
    let stored = store_upload(&state, multipart, reply).await?;
    let by = Actor::staff(admin.id, ChangeAction::Upload);
    if !state.store.set_image(owner, id, &stored.image, &by).await? {
        return Err(ApiError::NotFound);
    }
    let picture = stored.picture;
    Ok(Json(ImageUploaded {
        message: words.text("images-uploaded"),
        image: stored.image,
        summary: picture_summary(&picture, stored.bytes, words),
        picture,
    }))
}

/// `POST /api/admin/pictures`, multipart with the file in `image`: a
/// picture for a form (Add Event, Edit), stored and answered with what the
/// pipeline wrote; the item takes it when the form is saved.
pub async fn upload_for_form(
    State(state): State<AppState>,
    reply: ReplyLang,
    multipart: Multipart,
) -> Result<(StatusCode, Json<PictureDetails>), ApiError> {
    let words = reply.words();
    let stored = store_upload(&state, multipart, reply).await?;
    let picture = stored.picture;
    Ok((
        StatusCode::CREATED,
        Json(PictureDetails {
            image: stored.image,
            summary: picture_summary(&picture, stored.bytes, words),
            picture,
        }),
    ))
}
