//! Restaurants from the dashboard: scraped from a page, created after the
//! duplicate check (or anyway, or in place of a duplicate), edited and
//! deleted.

use crate::store::{Actor, Admin};
use axum::Extension;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use guide_core::api::{Saved, ScrapeRequest};
use guide_core::content::model::Restaurant;
use guide_core::dashboard::admin::{DuplicateRestaurantResponse, validate_restaurant};
use guide_core::dashboard::history::ChangeAction;
use guide_core::extract::ScrapedRestaurant;
use guide_core::text::words::{Arg, Localizer};

use super::editing::OpenedAt;
use super::scrape_page::{scrape_error, scrape_url};
use super::{delete, found, updated};
use crate::error::{ApiError, Json};
use crate::reply_lang::ReplyLang;
use crate::scrape;
use crate::state::AppState;
use crate::store::ContentTable;

/// `POST /api/admin/restaurants/scrape-url`: the restaurant's fields plus
/// detectedArea, areaConfidence and areaDetectionMethod.
pub async fn scrape_restaurant(
    State(state): State<AppState>,
    reply: ReplyLang,
    Json(body): Json<ScrapeRequest>,
) -> Result<Json<ScrapedRestaurant>, ApiError> {
    let url = scrape_url(&body, reply)?;
    let restaurant = scrape::scrape_restaurant(&state.fetcher, &url, &state.config.site.areas)
        .await
        .map_err(scrape_error)?;
    Ok(Json(restaurant))
}

/// `POST /api/admin/restaurants/create`: created (201), or, when similar
/// restaurants are stored, the duplicate answer (200) for the dialog,
/// which then calls create-anyway or replace.
pub async fn create_restaurant(
    State(state): State<AppState>,
    Extension(admin): Extension<Admin>,
    reply: ReplyLang,
    Json(restaurant): Json<Restaurant>,
) -> Result<Response, ApiError> {
    check_restaurant(&restaurant, reply)?;
    let similar = scrape::similar_restaurants(&state.store, &restaurant).await?;
    if !similar.is_empty() {
        let count = similar.len();
        let answer = DuplicateRestaurantResponse {
            duplicates_found: true,
            similar_restaurants: similar,
            new_restaurant_data: restaurant,
            message: reply.words().message(
                "restaurant-similar-found",
                &[("count", Arg::Number(count as f64))],
            ),
        };
        return Ok(Json(answer).into_response());
    }
    Ok(insert_restaurant(&state, &admin, &restaurant, reply)
        .await?
        .into_response())
}

/// `POST /api/admin/restaurants/create-anyway`: the dialog's 'Create Anyway'.
pub async fn create_restaurant_anyway(
    State(state): State<AppState>,
    Extension(admin): Extension<Admin>,
    reply: ReplyLang,
    Json(restaurant): Json<Restaurant>,
) -> Result<(StatusCode, Json<Saved>), ApiError> {
    check_restaurant(&restaurant, reply)?;
    insert_restaurant(&state, &admin, &restaurant, reply).await
}

/// Stores a checked restaurant: 201 with its id and the spec's toast text.
pub async fn insert_restaurant(
    state: &AppState,
    admin: &Admin,
    restaurant: &Restaurant,
    reply: ReplyLang,
) -> Result<(StatusCode, Json<Saved>), ApiError> {
    let mut tx = state
        .store
        .begin(&Actor::staff(admin.id, ChangeAction::Create))
        .await?;
    let id = tx.insert_restaurant(restaurant).await?;
    tx.commit().await?;
    Ok((
        StatusCode::CREATED,
        Json(Saved::new(id, reply.words().text("restaurant-created"))),
    ))
}

pub fn check_restaurant(restaurant: &Restaurant, reply: ReplyLang) -> Result<(), ApiError> {
    Ok(validate_restaurant(restaurant, reply.words())?)
}

/// Checks and stores a restaurant over the one with `id`; `message` is the
/// route's toast.
async fn overwrite(
    state: &AppState,
    id: i64,
    restaurant: &Restaurant,
    message: &str,
    reply: ReplyLang,
    by: &Actor,
    opened: OpenedAt,
) -> Result<Json<Saved>, ApiError> {
    check_restaurant(restaurant, reply)?;
    let mut tx = state.store.begin(by).await?;
    opened
        .check(&mut tx, state, ContentTable::Restaurants, id, reply)
        .await?;
    found(tx.update_restaurant(id, restaurant).await?)?;
    tx.commit().await?;
    Ok(Json(Saved::new(id, message)))
}

/// `PUT /api/admin/restaurants/{id}`: an edit.
pub async fn update_restaurant(
    State(state): State<AppState>,
    Extension(admin): Extension<Admin>,
    Path(id): Path<i64>,
    reply: ReplyLang,
    opened: OpenedAt,
    Json(restaurant): Json<Restaurant>,
) -> Result<Json<Saved>, ApiError> {
    overwrite(
        &state,
        id,
        &restaurant,
        &updated(ContentTable::Restaurants, reply),
        reply,
        &Actor::staff(admin.id, ChangeAction::Edit),
        opened,
    )
    .await
}

/// `PUT /api/admin/restaurants/replace/{id}`: the duplicate dialog's
/// 'Replace Existing'.
pub async fn replace_restaurant(
    State(state): State<AppState>,
    Extension(admin): Extension<Admin>,
    Path(id): Path<i64>,
    reply: ReplyLang,
    Json(restaurant): Json<Restaurant>,
) -> Result<Json<Saved>, ApiError> {
    overwrite(
        &state,
        id,
        &restaurant,
        &reply.words().text("restaurant-replaced"),
        reply,
        &Actor::staff(admin.id, ChangeAction::Replace),
        OpenedAt::default(),
    )
    .await
}

pub async fn delete_restaurant(
    State(state): State<AppState>,
    Extension(admin): Extension<Admin>,
    Path(id): Path<i64>,
) -> Result<StatusCode, ApiError> {
    delete(&state, &admin, ContentTable::Restaurants, id).await
}
