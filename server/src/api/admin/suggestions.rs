//! The suggestion box: every suggestion, and a status per suggestion.

use axum::Extension;
use axum::extract::{Path, State};
use guide_core::api::SuggestionStatusSaved;
use guide_core::dashboard::history::ChangeAction;
use guide_core::dashboard::suggestion::{StoredSuggestion, SuggestionStatus};
use serde::Deserialize;

use super::found;
use crate::error::{ApiError, Json};
use crate::state::AppState;
use crate::store::{Actor, Admin};

/// `GET /api/admin/suggestions`: newest first.
pub async fn list(State(state): State<AppState>) -> Result<Json<Vec<StoredSuggestion>>, ApiError> {
    Ok(Json(state.store.list_suggestions().await?))
}

/// The status as sent. Read as text, so that an unknown one gets the
/// dashboard's own message rather than a deserializer's.
#[derive(Deserialize)]
pub struct StatusChange {
    status: String,
}

/// `PUT /api/admin/suggestions/{id}/status`.
pub async fn set_status(
    State(state): State<AppState>,
    Extension(admin): Extension<Admin>,
    Path(id): Path<i64>,
    Json(change): Json<StatusChange>,
) -> Result<Json<SuggestionStatusSaved>, ApiError> {
    let status = SuggestionStatus::parse(&change.status).ok_or_else(|| {
        ApiError::BadRequest("The status must be 'new', 'added' or 'dismissed'".into())
    })?;
    let by = Actor::staff(admin.id, ChangeAction::Status);
    found(state.store.set_suggestion_status(id, status, &by).await?)?;
    Ok(Json(SuggestionStatusSaved { id, status }))
}
