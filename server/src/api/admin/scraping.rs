//! The dashboard's calls into the scraping engine (`crate::scrape`):
//! discovery of venue events, scraping an activity or a restaurant from its
//! page, and the restaurant create that checks for duplicates first.

use std::convert::Infallible;

use axum::body::{Body, Bytes};
use axum::extract::State;
use axum::http::{HeaderMap, header};
use axum::response::{IntoResponse, Response};
use guide_core::admin::{AdminVenue, DuplicateRestaurantResponse, validate_scrape_url};
use guide_core::extract::ScrapedRestaurant;
use guide_core::model::{Activity, Restaurant};
use serde::Deserialize;
use serde_json::{Value, json};
use tokio::sync::mpsc;

use super::edit::{check_restaurant, insert_restaurant};
use crate::error::{ApiError, Json};
use crate::fetch::FetchError;
use crate::scrape::{self, DiscoverySettings, DiscoveryTarget, ScrapeError};
use crate::state::AppState;

/// Most pages one discovery may read.
pub const MAX_DISCOVERY_TARGETS: usize = 50;

/// The media type of the streamed discovery answer.
pub const NDJSON: &str = "application/x-ndjson";

/// A scraping failure as the dashboard shows it: the visitor-side address
/// problems are the admin's to fix (400); a remote site that failed is a
/// bad gateway (502); a page with nothing to read is 422.
fn scrape_error(error: ScrapeError) -> ApiError {
    let message = error.to_string();
    match error {
        ScrapeError::Fetch(
            FetchError::InvalidUrl(_)
            | FetchError::Scheme
            | FetchError::Port(_)
            | FetchError::Forbidden(_),
        ) => ApiError::BadRequest(message),
        ScrapeError::Fetch(_) | ScrapeError::NotAPage(_) => ApiError::BadGateway(message),
        ScrapeError::NothingFound => ApiError::Unprocessable(message),
    }
}

#[derive(Deserialize)]
pub struct ScrapeRequest {
    url: String,
}

/// The address to scrape, checked by core's rule (spec section 5).
fn scrape_url(body: &ScrapeRequest) -> Result<String, ApiError> {
    let url = validate_scrape_url(&body.url)
        .map_err(|notice| ApiError::BadRequest(notice.description))?;
    super::venues::web_address(&url)
}

/// `POST /api/admin/activities/scrape-url`: the activity's fields (id 0).
pub async fn scrape_activity(
    State(state): State<AppState>,
    Json(body): Json<ScrapeRequest>,
) -> Result<Json<Activity>, ApiError> {
    let url = scrape_url(&body)?;
    let activity = scrape::scrape_activity(&state.fetcher, &url)
        .await
        .map_err(scrape_error)?;
    Ok(Json(activity))
}

/// `POST /api/admin/restaurants/scrape-url`: the restaurant's fields plus
/// detectedArea, areaConfidence and areaDetectionMethod.
pub async fn scrape_restaurant(
    State(state): State<AppState>,
    Json(body): Json<ScrapeRequest>,
) -> Result<Json<ScrapedRestaurant>, ApiError> {
    let url = scrape_url(&body)?;
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
    Json(restaurant): Json<Restaurant>,
) -> Result<Response, ApiError> {
    check_restaurant(&restaurant)?;
    let similar = scrape::similar_restaurants(&state.store, &restaurant).await?;
    if !similar.is_empty() {
        let count = similar.len();
        let answer = DuplicateRestaurantResponse {
            duplicates_found: true,
            similar_restaurants: similar,
            new_restaurant_data: restaurant,
            message: format!(
                "Found {count} similar restaurant{} already in the guide",
                if count == 1 { "" } else { "s" }
            ),
        };
        return Ok(Json(answer).into_response());
    }
    Ok(insert_restaurant(&state, &restaurant)
        .await?
        .into_response())
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DiscoverRequest {
    #[serde(default)]
    venues: Vec<AdminVenue>,
    #[serde(default)]
    custom_urls: Vec<String>,
}

/// The pages to read: each selected stored venue (its stored events page,
/// not what the browser claims) and each non-blank custom URL.
async fn discovery_targets(
    state: &AppState,
    body: &DiscoverRequest,
) -> Result<Vec<DiscoveryTarget>, ApiError> {
    let stored = state.store.admin_venues().await?;
    let mut targets = Vec::new();
    for wanted in &body.venues {
        let venue = stored
            .iter()
            .find(|v| v.id == wanted.id)
            .ok_or_else(|| ApiError::BadRequest(format!("Venue {} does not exist", wanted.id)))?;
        targets.push(DiscoveryTarget::venue(venue));
    }
    for url in body.custom_urls.iter().filter(|u| !u.trim().is_empty()) {
        targets.push(DiscoveryTarget::custom(&super::venues::web_address(url)?));
    }
    if targets.is_empty() {
        return Err(ApiError::BadRequest(
            "Select a venue or enter a custom URL".into(),
        ));
    }
    if targets.len() > MAX_DISCOVERY_TARGETS {
        return Err(ApiError::BadRequest(format!(
            "Discover at most {MAX_DISCOVERY_TARGETS} pages at once"
        )));
    }
    Ok(targets)
}

fn wants_stream(headers: &HeaderMap) -> bool {
    headers
        .get(header::ACCEPT)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.contains(NDJSON))
}

fn ndjson_line(value: &impl serde::Serialize) -> Bytes {
    let mut line = serde_json::to_vec(value).unwrap_or_else(|_| b"{}".to_vec());
    line.push(b'\n');
    Bytes::from(line)
}

/// `POST /api/admin/venues/discover`: `{newEvents, duplicateEvents,
/// sources}`. With `Accept: application/x-ndjson` the answer streams one
/// JSON object per line: progress (`started` / `finished` per page) as it
/// happens, then `{"kind": "result", ...}` or `{"kind": "error", ...}`.
pub async fn discover(
    State(state): State<AppState>,
    headers: HeaderMap,
    Json(body): Json<DiscoverRequest>,
) -> Result<Response, ApiError> {
    let targets = discovery_targets(&state, &body).await?;
    let settings = DiscoverySettings::new(crate::today(state.site.time_zone), state.site.time_zone);
    if !wants_stream(&headers) {
        let report =
            scrape::discover(&state.fetcher, &state.store, targets, settings, None).await?;
        return Ok(Json(report).into_response());
    }

    let (progress_tx, mut progress_rx) = mpsc::unbounded_channel();
    let (lines_tx, lines_rx) = mpsc::channel::<Result<Bytes, Infallible>>(16);
    tokio::spawn(async move {
        let run = scrape::discover(
            &state.fetcher,
            &state.store,
            targets,
            settings,
            Some(progress_tx),
        );
        tokio::pin!(run);
        // Forward progress while the run goes on; a closed connection
        // (admin left the page) just stops the forwarding.
        let outcome = loop {
            tokio::select! {
                outcome = &mut run => break outcome,
                Some(progress) = progress_rx.recv() => {
                    let _ = lines_tx.send(Ok(ndjson_line(&progress))).await;
                }
            }
        };
        while let Ok(progress) = progress_rx.try_recv() {
            let _ = lines_tx.send(Ok(ndjson_line(&progress))).await;
        }
        let last = match outcome {
            Ok(report) => {
                let mut value = serde_json::to_value(&report).unwrap_or(Value::Null);
                if let Value::Object(map) = &mut value {
                    map.insert("kind".into(), Value::String("result".into()));
                }
                value
            }
            Err(error) => {
                tracing::error!(?error, "discovery failed");
                json!({ "kind": "error", "error": "Discovery failed" })
            }
        };
        let _ = lines_tx.send(Ok(ndjson_line(&last))).await;
    });
    let mut lines_rx = lines_rx;
    let stream = futures_util::stream::poll_fn(move |cx| lines_rx.poll_recv(cx));
    Ok((
        [
            (header::CONTENT_TYPE, NDJSON),
            (header::CACHE_CONTROL, "no-store"),
        ],
        Body::from_stream(stream),
    )
        .into_response())
}
