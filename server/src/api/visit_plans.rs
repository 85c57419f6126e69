//! `POST /api/send-visit-plan` and `POST /api/send-visit-plan-self` (spec
//! sections 5, 7, 8). A plan is validated by core, its e-mail composed and
//! stored with the request in one transaction, and the answer is 202: the
//! outbox worker delivers it.

use axum::Router;
use axum::extract::State;
use axum::http::StatusCode;
use axum::routing::post;
use guide_core::visit_plan::{
    NO_ITEMS_TITLE, PlanToCurator, PlanToSelf, validate_plan_to_curator, validate_plan_to_self,
};
use serde_json::{Value, json};

use crate::app::AppState;
use crate::error::{ApiError, Json};
use crate::mail::{ComposeError, Letterhead, compose, now_ms};
use crate::store::{NewPlanRequest, OutgoingMessage};

pub fn router(state: AppState) -> Router<AppState> {
    Router::new()
        .route("/send-visit-plan", post(send_to_curator))
        .route("/send-visit-plan-self", post(send_to_self))
        .route_layer(axum::middleware::from_fn_with_state(
            state,
            crate::rate_limit::limit_public_writes,
        ))
}

fn letterhead(state: &AppState) -> Letterhead<'_> {
    Letterhead {
        site: &state.site,
        curator_email: &state.config.site.curator_email,
        from: &state.config.smtp.from,
    }
}

/// Core's messages, with the spec's title for an empty plan.
fn invalid(errors: guide_core::validation::ValidationErrors) -> ApiError {
    let empty_plan = errors.errors.len() == 1
        && errors.message("selectedItems") == Some(guide_core::visit_plan::NO_ITEMS_MESSAGE);
    let mut error = ApiError::from(errors);
    if empty_plan && let ApiError::Invalid { message, .. } = &mut error {
        *message = NO_ITEMS_TITLE.to_string();
    }
    error
}

fn composed(result: Result<OutgoingMessage, ComposeError>) -> Result<OutgoingMessage, ApiError> {
    result.map_err(|error| match error {
        ComposeError::Address(_) => ApiError::BadRequest(error.to_string()),
        ComposeError::Sender(_) | ComposeError::Other(_) => {
            ApiError::Internal(anyhow::Error::from(error))
        }
    })
}

async fn enqueue(
    state: &AppState,
    request: NewPlanRequest<'_>,
    message: OutgoingMessage,
) -> Result<i64, ApiError> {
    let id = state
        .store
        .enqueue_visit_plan(&request, &message, now_ms())
        .await?;
    state.outbox_wake.notify_one();
    Ok(id)
}

async fn send_to_curator(
    State(state): State<AppState>,
    Json(plan): Json<PlanToCurator>,
) -> Result<(StatusCode, Json<Value>), ApiError> {
    let plan = validate_plan_to_curator(&plan).map_err(invalid)?;
    let message = composed(compose::plan_to_curator(&letterhead(&state), &plan))?;
    let request = NewPlanRequest {
        kind: "curator",
        name: Some(&plan.name),
        email: &plan.email,
        visit_dates: Some(&plan.visit_dates),
        message: Some(&plan.message),
        items_json: serde_json::to_string(&plan.selected_items).map_err(anyhow::Error::from)?,
        sent_at: &plan.timestamp,
    };
    let id = enqueue(&state, request, message).await?;
    let curator = &state.site.curator_name;
    Ok((
        StatusCode::ACCEPTED,
        Json(json!({
            "id": id,
            "message": format!("Your visit plan has been sent to {curator}! She'll be in touch soon with personalized recommendations."),
        })),
    ))
}

async fn send_to_self(
    State(state): State<AppState>,
    Json(plan): Json<PlanToSelf>,
) -> Result<(StatusCode, Json<Value>), ApiError> {
    let plan = validate_plan_to_self(&plan).map_err(invalid)?;
    let message = composed(compose::plan_to_self(&letterhead(&state), &plan))?;
    let request = NewPlanRequest {
        kind: "self",
        name: None,
        email: &plan.email,
        visit_dates: None,
        message: Some(&plan.notes),
        items_json: serde_json::to_string(&plan.selected_items).map_err(anyhow::Error::from)?,
        sent_at: &plan.timestamp,
    };
    let id = enqueue(&state, request, message).await?;
    Ok((
        StatusCode::ACCEPTED,
        Json(json!({
            "id": id,
            "message": "Your beautifully formatted visit plan has been sent to your email!",
        })),
    ))
}
