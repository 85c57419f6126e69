//! Activities from the dashboard: scraped from a page, created, edited
//! and deleted.

use crate::store::{Actor, Admin};
use axum::Extension;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use guide_core::api::{Saved, ScrapeRequest};
use guide_core::content::model::Activity;
use guide_core::dashboard::admin::{validate_activity, validate_activity_fields};
use guide_core::dashboard::history::ChangeAction;
use guide_core::text::words::Localizer;

use super::editing::OpenedAt;
use super::scrape_page::{scrape_error, scrape_url};
use super::{delete, found, updated};
use crate::error::{ApiError, Json};
use crate::reply_lang::ReplyLang;
use crate::scrape;
use crate::state::AppState;
use crate::store::ContentTable;

/// `POST /api/admin/activities/scrape-url`: the activity's fields (id 0).
pub async fn scrape_activity(
    State(state): State<AppState>,
    reply: ReplyLang,
    Json(body): Json<ScrapeRequest>,
) -> Result<Json<Activity>, ApiError> {
    let url = scrape_url(&body, reply)?;
    let activity = scrape::scrape_activity(&state.fetcher, &url)
        .await
        .map_err(scrape_error)?;
    Ok(Json(activity))
}

/// `POST /api/admin/activities/create`.
pub async fn create_activity(
    State(state): State<AppState>,
    Extension(admin): Extension<Admin>,
    reply: ReplyLang,
    Json(activity): Json<Activity>,
) -> Result<(StatusCode, Json<Saved>), ApiError> {
    check_activity(&activity, reply)?;
    let mut tx = state
        .store
        .begin(&Actor::staff(admin.id, ChangeAction::Create))
        .await?;
    let id = tx.insert_activity(&activity).await?;
    tx.commit().await?;
    Ok((
        StatusCode::CREATED,
        Json(Saved::new(id, reply.words().text("activity-created"))),
    ))
}

/// Core's rules for an activity: the spec's required fields, then every
/// field's length, characters and address rule, as field errors.
pub fn check_activity(activity: &Activity, reply: ReplyLang) -> Result<(), ApiError> {
    validate_activity(activity, reply.words())
        .map_err(|notice| ApiError::BadRequest(notice.description))?;
    Ok(validate_activity_fields(activity, reply.words())?)
}

pub async fn update_activity(
    State(state): State<AppState>,
    Extension(admin): Extension<Admin>,
    Path(id): Path<i64>,
    reply: ReplyLang,
    opened: OpenedAt,
    Json(activity): Json<Activity>,
) -> Result<Json<Saved>, ApiError> {
    check_activity(&activity, reply)?;
    let by = Actor::staff(admin.id, ChangeAction::Edit);
    let mut tx = state.store.begin(&by).await?;
    opened
        .check(&mut tx, &state, ContentTable::Activities, id, reply)
        .await?;
    found(tx.update_activity(id, &activity).await?)?;
    tx.commit().await?;
    Ok(Json(Saved::new(
        id,
        updated(ContentTable::Activities, reply),
    )))
}

pub async fn delete_activity(
    State(state): State<AppState>,
    Extension(admin): Extension<Admin>,
    Path(id): Path<i64>,
) -> Result<StatusCode, ApiError> {
    delete(&state, &admin, ContentTable::Activities, id).await
}
