//! `POST /api/suggestions` (spec sections 3, 5, 7).

use axum::extract::State;
use axum::http::StatusCode;
use guide_core::api::SendKind;
use guide_core::dashboard::suggestion::{SuggestionForm, validate_suggestion};
use guide_core::text::catalogs::catalog;

use super::idempotency_key::{ClientKey, answer};
use super::routes::{Access::Write, POST, Routes};
use crate::clock::now_ms;
use crate::error::{ApiError, Json};
use crate::state::AppState;
use crate::store::IdempotencyKey;

pub fn routes() -> Routes {
    Routes::new().add(Write, POST, "/suggestions", create_suggestion)
}

async fn create_suggestion(
    State(state): State<AppState>,
    ClientKey(key): ClientKey,
    Json(form): Json<SuggestionForm>,
) -> Result<axum::response::Response, ApiError> {
    let suggestion = validate_suggestion(&form, catalog(form.lang)).map_err(ApiError::from)?;
    let key = key.as_deref().map(|key| IdempotencyKey {
        route: "suggestions",
        key,
    });
    let submitted = state
        .store
        .insert_suggestion(&suggestion, form.lang, key, now_ms())
        .await?;
    Ok(answer(
        (
            StatusCode::CREATED,
            Json(SendKind::Suggestion.sent(
                submitted.id,
                &state.site.curator_name,
                catalog(form.lang),
            )),
        ),
        submitted.repeated,
    ))
}
