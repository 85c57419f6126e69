//! Corrections staff need on day one: edit and delete any event, activity
//! and restaurant; restaurants created or replaced after the duplicate
//! dialog; the suggestion box with a status per suggestion.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use guide_core::admin::{
    DiscoveredEvent, validate_activity, validate_activity_fields, validate_restaurant,
};
use guide_core::model::{Activity, Restaurant};
use serde::Deserialize;
use serde_json::{Value, json};

use super::items::new_event;
use crate::error::{ApiError, Json};
use crate::state::AppState;
use crate::store::ContentTable;
use guide_core::suggestion::{StoredSuggestion, SuggestionStatus};

fn found(updated: bool) -> Result<(), ApiError> {
    if updated {
        Ok(())
    } else {
        Err(ApiError::NotFound)
    }
}

/// An event as the edit form sends it: the discovered-event fields plus
/// the ticket link.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct EventForm {
    #[serde(flatten)]
    event: DiscoveredEvent,
    ticket_url: Option<String>,
}

pub async fn update_event(
    State(state): State<AppState>,
    Path(id): Path<i64>,
    Json(form): Json<EventForm>,
) -> Result<Json<Value>, ApiError> {
    let venues = state.store.venue_ids().await?;
    let row = new_event(None, &form.event, form.ticket_url.as_deref(), &venues)?;
    found(state.store.update_event(id, &row).await?)?;
    Ok(Json(
        json!({ "id": id, "message": "Event updated successfully!" }),
    ))
}

/// Core's rules for an activity: the spec's required fields, then every
/// field's length, characters and address rule, as field errors.
pub fn check_activity(activity: &Activity) -> Result<(), ApiError> {
    validate_activity(activity).map_err(|notice| ApiError::BadRequest(notice.description))?;
    Ok(validate_activity_fields(activity)?)
}

pub async fn update_activity(
    State(state): State<AppState>,
    Path(id): Path<i64>,
    Json(activity): Json<Activity>,
) -> Result<Json<Value>, ApiError> {
    check_activity(&activity)?;
    found(state.store.update_activity(id, &activity).await?)?;
    Ok(Json(
        json!({ "id": id, "message": "Activity updated successfully!" }),
    ))
}

pub fn check_restaurant(restaurant: &Restaurant) -> Result<(), ApiError> {
    Ok(validate_restaurant(restaurant)?)
}

/// `PUT /api/admin/restaurants/{id}`: an edit.
pub async fn update_restaurant(
    State(state): State<AppState>,
    Path(id): Path<i64>,
    Json(restaurant): Json<Restaurant>,
) -> Result<Json<Value>, ApiError> {
    check_restaurant(&restaurant)?;
    found(state.store.update_restaurant(id, &restaurant).await?)?;
    Ok(Json(
        json!({ "id": id, "message": "Restaurant updated successfully!" }),
    ))
}

/// `PUT /api/admin/restaurants/replace/{id}`: the duplicate dialog's
/// 'Replace Existing'.
pub async fn replace_restaurant(
    State(state): State<AppState>,
    Path(id): Path<i64>,
    Json(restaurant): Json<Restaurant>,
) -> Result<Json<Value>, ApiError> {
    check_restaurant(&restaurant)?;
    found(state.store.update_restaurant(id, &restaurant).await?)?;
    Ok(Json(
        json!({ "id": id, "message": "Restaurant replaced successfully!" }),
    ))
}

/// `POST /api/admin/restaurants/create-anyway`: the dialog's 'Create Anyway'.
pub async fn create_restaurant_anyway(
    State(state): State<AppState>,
    Json(restaurant): Json<Restaurant>,
) -> Result<(StatusCode, Json<Value>), ApiError> {
    check_restaurant(&restaurant)?;
    insert_restaurant(&state, &restaurant).await
}

/// Stores a checked restaurant: 201 with its id and the spec's toast text.
pub async fn insert_restaurant(
    state: &AppState,
    restaurant: &Restaurant,
) -> Result<(StatusCode, Json<Value>), ApiError> {
    let mut tx = state.store.begin().await?;
    let id = tx.insert_restaurant(restaurant).await?;
    tx.commit().await?;
    Ok((
        StatusCode::CREATED,
        Json(json!({ "id": id, "message": "Restaurant created successfully!" })),
    ))
}

async fn delete(state: &AppState, table: ContentTable, id: i64) -> Result<StatusCode, ApiError> {
    found(state.store.delete_item(table, id).await?)?;
    Ok(StatusCode::NO_CONTENT)
}

pub async fn delete_event(
    State(state): State<AppState>,
    Path(id): Path<i64>,
) -> Result<StatusCode, ApiError> {
    delete(&state, ContentTable::Events, id).await
}

pub async fn delete_activity(
    State(state): State<AppState>,
    Path(id): Path<i64>,
) -> Result<StatusCode, ApiError> {
    delete(&state, ContentTable::Activities, id).await
}

pub async fn delete_restaurant(
    State(state): State<AppState>,
    Path(id): Path<i64>,
) -> Result<StatusCode, ApiError> {
    delete(&state, ContentTable::Restaurants, id).await
}

pub async fn list_suggestions(
    State(state): State<AppState>,
) -> Result<Json<Vec<StoredSuggestion>>, ApiError> {
    Ok(Json(state.store.list_suggestions().await?))
}

#[derive(Deserialize)]
pub struct StatusChange {
    status: String,
}

pub async fn set_suggestion_status(
    State(state): State<AppState>,
    Path(id): Path<i64>,
    Json(change): Json<StatusChange>,
) -> Result<Json<Value>, ApiError> {
    let status = SuggestionStatus::parse(&change.status).ok_or_else(|| {
        ApiError::BadRequest("The status must be 'new', 'added' or 'dismissed'".into())
    })?;
    found(state.store.set_suggestion_status(id, status).await?)?;
    Ok(Json(json!({ "id": id, "status": status })))
}
