//! The Venue Events Discovery tab: venues, their events pages, discovery.

use axum::extract::{Path, State};
use guide_core::admin::AdminVenue;
use guide_core::validation::MAX_LINE;
use serde::Deserialize;
use serde_json::{Value, json};

use crate::error::{ApiError, Json};
use crate::state::AppState;

pub async fn list(State(state): State<AppState>) -> Result<Json<Vec<AdminVenue>>, ApiError> {
    Ok(Json(state.store.admin_venues().await?))
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct EventsUrl {
    events_page_url: Option<String>,
}

/// `PUT /api/admin/venues/{id}/events-url`: a blank address clears it.
pub async fn set_events_url(
    State(state): State<AppState>,
    Path(id): Path<i64>,
    Json(body): Json<EventsUrl>,
) -> Result<Json<Value>, ApiError> {
    let url = body
        .events_page_url
        .as_deref()
        .map(str::trim)
        .filter(|u| !u.is_empty());
    let url = match url {
        None => None,
        Some(url) if url.len() > MAX_LINE => {
            return Err(ApiError::BadRequest("The address is too long".into()));
        }
        Some(url) => Some(web_address(url)?),
    };
    if !state.store.set_events_page_url(id, url.as_deref()).await? {
        return Err(ApiError::NotFound);
    }
    Ok(Json(json!({ "id": id, "eventsPageUrl": url })))
}

/// A full http(s) address, or a clear 400.
pub fn web_address(url: &str) -> Result<String, ApiError> {
    match reqwest::Url::parse(url.trim()) {
        Ok(parsed)
            if guide_core::validation::is_web_url(url.trim())
                && matches!(parsed.scheme(), "http" | "https")
                && parsed.host().is_some() =>
        {
            Ok(parsed.to_string())
        }
        _ => Err(ApiError::BadRequest(
            "Enter a full web address starting with http:// or https://".into(),
        )),
    }
}
