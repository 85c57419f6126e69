//! `POST /api/send-visit-plan` and `POST /api/send-visit-plan-self` (spec
//! sections 5, 7, 8). A plan is validated by core, its items are read from
//! the guide's own records (the request only names them by type and id),
//! its e-mail composed and stored with the request in one transaction, and
//! the answer is 202: the outbox worker delivers it. A plan to self may go
//! to a few addresses, each of which receives only a few plans an hour.

use axum::extract::State;
use axum::http::StatusCode;
use guide_core::api::SendKind;
use guide_core::plan::favorites::SendItem;
use guide_core::plan::trip::placed::Trip;
use guide_core::plan::visit_plan::{
    PlanDayItems, PlanItem, PlanToCurator, PlanToSelf, SELF_PLANS_PER_ADDRESS_PER_HOUR,
    only_no_items, plan_by_day, plan_by_trip, requested_items, resolve_items,
    validate_plan_to_curator, validate_plan_to_self,
};
use guide_core::text::catalogs::catalog as words;
use guide_core::text::format::format_count;
use guide_core::text::lang::Lang;
use guide_core::text::validation::ValidationErrors;
use guide_core::text::words::{Arg, Localizer};

use super::idempotency_key::{ClientKey, answer};
use super::routes::{Access::Write, POST, Routes};
use super::{composed, letterhead};
use crate::clock::{now_ms, today};
use crate::error::{ApiError, Json};
use crate::mail::compose;
use crate::state::AppState;
use crate::store::{IdempotencyKey, NewPlanRequest, OutgoingMessage, RecipientLimit, Submitted};

pub fn routes() -> Routes {
    Routes::new()
        .add(Write, POST, "/send-visit-plan", send_to_curator)
        .add(Write, POST, "/send-visit-plan-self", send_to_self)
}

/// Core's messages; an empty plan is the spec's 'No Items Selected'.
fn invalid(items: &[SendItem], lang: Lang) -> impl FnOnce(ValidationErrors) -> ApiError {
    move |errors| {
        let empty_plan = only_no_items(items, &errors);
        match ApiError::from(errors) {
            ApiError::Invalid { fields, .. } if empty_plan => ApiError::NoItemsSelected {
                message: words(lang).text("no-items-title"),
                fields,
            },
            other => other,
        }
    }
}

/// The plan's items as the guide's records describe them (core's rule),
/// and the same by day: on the trip's days as Plan by Day plans them when
/// the visitor placed any, else in the order /plan-visit shows them; their
/// days written in `lang`. A refusal is written in `visitor`'s language.
async fn items_from_the_guide(
    state: &AppState,
    selected: &[SendItem],
    trip: Option<&Trip>,
    lang: Lang,
    visitor: Lang,
) -> Result<(Vec<PlanItem>, Vec<PlanDayItems>), ApiError> {
    let catalog = state.store.plan_catalog(&requested_items(selected)).await?;
    let items = resolve_items(selected, &catalog, lang, words(visitor))?;
    let today = today(state.config.site.time_zone);
    let days = trip
        .and_then(|trip| plan_by_trip(&items, trip, &catalog, today, words(lang)))
        .unwrap_or_else(|| plan_by_day(items.clone(), &catalog.events, today, words(lang)));
    Ok((items, days))
}

async fn enqueue(
    state: &AppState,
    lang: Lang,
    request: NewPlanRequest<'_>,
    message: OutgoingMessage,
    limit: Option<RecipientLimit>,
    key: Option<IdempotencyKey<'_>>,
) -> Result<Submitted, ApiError> {
    let submitted = state
        .store
        .enqueue_visit_plan(&request, &message, now_ms(), limit, key)
        .await?
        .map_err(|limited| ApiError::TooManyRequests {
            message: words(lang).message(
                "plan-address-limited",
                &[
                    ("address", Arg::Text(&limited.address)),
                    ("count", Arg::Number(SELF_PLANS_PER_ADDRESS_PER_HOUR as f64)),
                    (
                        "shown",
                        Arg::Text(&format_count(SELF_PLANS_PER_ADDRESS_PER_HOUR as u64, lang)),
                    ),
                ],
            ),
            retry_after_secs: (limited.retry_after_ms as u64).div_ceil(1000),
        })?;
    if !submitted.repeated {
        state.outbox_wake.notify_one();
    }
    Ok(submitted)
}

async fn send_to_curator(
    State(state): State<AppState>,
    ClientKey(key): ClientKey,
    Json(plan): Json<PlanToCurator>,
) -> Result<axum::response::Response, ApiError> {
    let plan = validate_plan_to_curator(&plan, words(plan.lang))
        .map_err(invalid(&plan.selected_items, plan.lang))?;
    // The curator reads it in the site's language, told the visitor's.
    let (items, days) = items_from_the_guide(
        &state,
        &plan.selected_items,
        plan.trip.as_ref(),
        Lang::En,
        plan.lang,
    )
    .await?;
    let origin = state.config.mail_origin();
    let message = composed(compose::plan_to_curator(
        &letterhead(&state, &origin),
        &plan,
        &days,
    ))?;
    let request = NewPlanRequest {
        kind: "curator",
        name: Some(&plan.name),
        email: &plan.email,
        visit_dates: Some(&plan.visit_dates),
        message: Some(&plan.message),
        items_json: serde_json::to_string(&items).map_err(anyhow::Error::from)?,
        sent_at: &plan.timestamp,
    };
    // The curator's address is the site's inbox: not limited per hour.
    let key = key.as_deref().map(|key| IdempotencyKey {
        route: "send-visit-plan",
        key,
    });
    let submitted = enqueue(&state, plan.lang, request, message, None, key).await?;
    let curator = &state.site.curator_name;
    Ok(answer(
        (
            StatusCode::ACCEPTED,
            Json(SendKind::PlanToCurator.sent(submitted.id, curator, words(plan.lang))),
        ),
        submitted.repeated,
    ))
}

async fn send_to_self(
    State(state): State<AppState>,
    ClientKey(key): ClientKey,
    Json(plan): Json<PlanToSelf>,
) -> Result<axum::response::Response, ApiError> {
    let plan = validate_plan_to_self(&plan, words(plan.lang))
        .map_err(invalid(&plan.selected_items, plan.lang))?;
    let (items, days) = items_from_the_guide(
        &state,
        &plan.selected_items,
        plan.trip.as_ref(),
        plan.lang,
        plan.lang,
    )
    .await?;
    let origin = state.config.mail_origin();
    let message = composed(compose::plan_to_self(
        &letterhead(&state, &origin),
        &plan,
        &days,
    ))?;
    let request = NewPlanRequest {
        kind: "self",
        name: None,
        email: &plan.email,
        visit_dates: None,
        message: Some(&plan.notes),
        items_json: serde_json::to_string(&items).map_err(anyhow::Error::from)?,
        sent_at: &plan.timestamp,
    };
    let limit = RecipientLimit {
        per_hour: SELF_PLANS_PER_ADDRESS_PER_HOUR,
    };
    let key = key.as_deref().map(|key| IdempotencyKey {
        route: "send-visit-plan-self",
        key,
    });
    let submitted = enqueue(&state, plan.lang, request, message, Some(limit), key).await?;
    Ok(answer(
        (
            StatusCode::ACCEPTED,
            Json(SendKind::PlanToSelf.sent(
                submitted.id,
                &state.site.curator_name,
                words(plan.lang),
            )),
        ),
        submitted.repeated,
    ))
}
