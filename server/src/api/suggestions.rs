//! `POST /api/suggestions` (spec sections 3, 5, 7).

use axum::Router;
use axum::extract::State;
use axum::http::StatusCode;
use axum::routing::post;
use guide_core::suggestion::{SuggestionForm, validate_suggestion};
use serde_json::{Value, json};

use crate::app::AppState;
use crate::error::{ApiError, Json};

pub fn router(state: AppState) -> Router<AppState> {
    Router::new()
        .route("/suggestions", post(create_suggestion))
        .route_layer(axum::middleware::from_fn_with_state(
            state,
            crate::rate_limit::limit_public_writes,
        ))
}

async fn create_suggestion(
    State(state): State<AppState>,
    Json(form): Json<SuggestionForm>,
) -> Result<(StatusCode, Json<Value>), ApiError> {
    let suggestion = validate_suggestion(&form).map_err(ApiError::from)?;
    let id = state.store.insert_suggestion(&suggestion).await?;
    Ok((
        StatusCode::CREATED,
        Json(json!({ "id": id, "message": "Suggestion submitted!" })),
    ))
}
