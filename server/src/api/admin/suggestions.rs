//! The suggestion box: every suggestion, a status per suggestion (with a
//! note when dismissed), the form 'Create from this' opens, and the
//! guide's item made from one, which the visitor is told of.

use axum::Extension;
use axum::extract::{Path, State};
use guide_core::api::{SuggestionLink, SuggestionStatusChange, SuggestionStatusSaved};
use guide_core::dashboard::history::ChangeAction;
use guide_core::dashboard::suggestion::{
    AddedItem, StoredSuggestion, SuggestionDraft, SuggestionStatus, SuggestionType,
    activity_from_suggestion, draft_problem, event_from_suggestion, restaurant_from_suggestion,
    suggested_event, validate_note,
};
use guide_core::text::words::{Arg, Localizer};

use super::found;
use crate::api::{composed, letterhead};
use crate::clock::now_ms;
use crate::error::{ApiError, Json};
use crate::mail::suggestion as suggestion_mail;
use crate::reply_lang::ReplyLang;
use crate::scrape::{self, DiscoverySettings, DiscoveryTarget};
use crate::state::AppState;
use crate::store::{Actor, Admin};

/// `GET /api/admin/suggestions`: newest first.
pub async fn list(State(state): State<AppState>) -> Result<Json<Vec<StoredSuggestion>>, ApiError> {
    Ok(Json(state.store.list_suggestions().await?))
}

/// `PUT /api/admin/suggestions/{id}/status`.
pub async fn set_status(
    State(state): State<AppState>,
    Extension(admin): Extension<Admin>,
    Path(id): Path<i64>,
    reply: ReplyLang,
    Json(change): Json<SuggestionStatusChange>,
) -> Result<Json<SuggestionStatusSaved>, ApiError> {
    let status = SuggestionStatus::parse(&change.status).ok_or_else(|| {
        ApiError::BadRequest("The status must be 'new', 'added' or 'dismissed'".into())
    })?;
    let note = validate_note(change.note.as_deref().unwrap_or(""), reply.words())?;
    let by = Actor::staff(admin.id, ChangeAction::Status);
    found(
        state
            .store
            .set_suggestion_status(id, status, &note, &by)
            .await?,
    )?;
    Ok(Json(SuggestionStatusSaved { id, status }))
}

/// `POST /api/admin/suggestions/{id}/draft`: 'Create from this'. The
/// suggested address read as the dashboard's forms read one (discovery
/// for an event, the activity's or restaurant's reader otherwise), and the
/// form filled from it; what the visitor wrote when the page gives
/// nothing that fits, with why.
pub async fn draft(
    State(state): State<AppState>,
    Path(id): Path<i64>,
    reply: ReplyLang,
) -> Result<Json<SuggestionDraft>, ApiError> {
    let (stored, _) = state
        .store
        .suggestion(id)
        .await?
        .ok_or(ApiError::NotFound)?;
    let words = reply.words();
    let suggestion = &stored.suggestion;
    let url = super::venues::web_address(&suggestion.website, reply)?;
    let draft = match suggestion.kind {
        SuggestionType::Event => {
            let settings =
                DiscoverySettings::new(crate::today(state.site.time_zone), state.site.time_zone)
                    .reaching(state.config.site.reach);
            let target = vec![DiscoveryTarget::custom(&url)];
            let report = scrape::discover(&state.fetcher, &state.store, target, settings, None)
                .await
                .map_err(ApiError::Internal)?;
            match suggested_event(suggestion, &report.result) {
                Some(read) => SuggestionDraft::Event {
                    event: read.event,
                    ticket_url: read.ticket_url,
                    similar_events: read.similar_events,
                    problem: None,
                },
                None => {
                    let page = report.sources.first();
                    let reason = page.and_then(|p| p.error.as_deref());
                    let read = page.map_or(0, |p| p.events);
                    SuggestionDraft::Event {
                        event: event_from_suggestion(suggestion),
                        ticket_url: None,
                        similar_events: Vec::new(),
                        problem: Some(draft_problem(reason, read, &suggestion.name, words)),
                    }
                }
            }
        }
        SuggestionType::Activity => match scrape::scrape_activity(&state.fetcher, &url).await {
            Ok(mut activity) => {
                if activity.name.trim().is_empty() {
                    activity.name = suggestion.name.clone();
                }
                SuggestionDraft::Activity {
                    activity,
                    problem: None,
                }
            }
            Err(error) => SuggestionDraft::Activity {
                activity: activity_from_suggestion(suggestion),
                problem: Some(draft_problem(Some(&error.to_string()), 0, "", words)),
            },
        },
        SuggestionType::Restaurant => {
            let areas = &state.config.site.areas;
            match scrape::scrape_restaurant(&state.fetcher, &url, areas).await {
                Ok(mut scraped) => {
                    if scraped.restaurant.name.trim().is_empty() {
                        scraped.restaurant.name = suggestion.name.clone();
                    }
                    SuggestionDraft::Restaurant {
                        restaurant: scraped.restaurant,
                        detection: Some(scraped.detection),
                        problem: None,
                    }
                }
                Err(error) => SuggestionDraft::Restaurant {
                    restaurant: restaurant_from_suggestion(suggestion),
                    detection: None,
                    problem: Some(draft_problem(Some(&error.to_string()), 0, "", words)),
                },
            }
        }
        SuggestionType::Venue => {
            return Err(ApiError::BadRequest(words.text("suggestion-venue-no-form")));
        }
    };
    Ok(Json(draft))
}

/// `PUT /api/admin/suggestions/{id}/added`: the guide's item staff made of
/// it. Marked added and linked; the first time, the visitor is e-mailed
/// the item's page, in the language they wrote in.
pub async fn added(
    State(state): State<AppState>,
    Extension(admin): Extension<Admin>,
    Path(id): Path<i64>,
    reply: ReplyLang,
    Json(link): Json<SuggestionLink>,
) -> Result<Json<StoredSuggestion>, ApiError> {
    let (stored, lang) = state
        .store
        .suggestion(id)
        .await?
        .ok_or(ApiError::NotFound)?;
    let Some(name) = state.store.item_name(link.kind, link.id).await? else {
        return Err(ApiError::BadRequest(missing_item(link, reply)));
    };
    let item = AddedItem {
        kind: link.kind,
        id: link.id,
        name,
    };
    let origin = state.config.mail_origin();
    let tell = composed(suggestion_mail::published(
        &letterhead(&state, &origin),
        &stored.suggestion.submitter_email,
        lang,
        &stored.suggestion.submitter_name,
        &stored.suggestion.name,
        &item,
    ))?;
    let by = Actor::staff(admin.id, ChangeAction::Status);
    let told = state
        .store
        .link_suggestion(id, (link.kind, link.id), &tell, &by, now_ms())
        .await?
        .ok_or(ApiError::NotFound)?;
    if told {
        state.outbox_wake.notify_one();
    }
    let (stored, _) = state
        .store
        .suggestion(id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Json(stored))
}

/// 'The guide has no event 12'.
fn missing_item(link: SuggestionLink, reply: ReplyLang) -> String {
    reply.words().message(
        "suggestion-item-missing",
        &[
            ("kind", Arg::Text(link.kind.as_str())),
            ("id", Arg::Number(link.id as f64)),
        ],
    )
}
