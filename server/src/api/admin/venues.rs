//! The Venue Events Discovery tab: venues, their events pages, and
//! discovery of the events on those pages.

use crate::store::{Actor, Admin};
use axum::Extension;
use guide_core::dashboard::history::ChangeAction;
use std::convert::Infallible;

use axum::body::{Body, Bytes};
use axum::extract::{Path, State};
use axum::http::{HeaderMap, header};
use axum::response::{IntoResponse, Response};
use guide_core::api::{DiscoverRequest, DiscoveryLine, EventsPageChange, EventsPageSaved};
use guide_core::dashboard::admin::{AdminVenue, VenuePosition, validate_position};
use guide_core::text::validation::MAX_LINE;
use guide_core::text::words::{Arg, Localizer};
use tokio::sync::mpsc;

use crate::error::{ApiError, Json};
use crate::reply_lang::ReplyLang;
use crate::scrape::{self, DiscoverySettings, DiscoveryTarget};
use crate::state::AppState;

/// Most pages one discovery may read.
pub const MAX_DISCOVERY_TARGETS: usize = 50;

/// The media type of the streamed discovery answer.
pub const NDJSON: &str = "application/x-ndjson";

pub async fn list(State(state): State<AppState>) -> Result<Json<Vec<AdminVenue>>, ApiError> {
    Ok(Json(state.store.admin_venues().await?))
}

/// `PUT /api/admin/venues/{id}/events-url`: a blank address clears it.
pub async fn set_events_url(
    State(state): State<AppState>,
    Extension(admin): Extension<Admin>,
    Path(id): Path<i64>,
    reply: ReplyLang,
    Json(body): Json<EventsPageChange>,
) -> Result<Json<EventsPageSaved>, ApiError> {
    let url = body
        .events_page_url
        .as_deref()
        .map(str::trim)
        .filter(|u| !u.is_empty());
    let url = match url {
        None => None,
        Some(url) if url.len() > MAX_LINE => {
            return Err(ApiError::BadRequest(
                reply.words().text("web-address-too-long"),
            ));
        }
        Some(url) => Some(web_address(url, reply)?),
    };
    let by = Actor::staff(admin.id, ChangeAction::Edit);
    if !state
        .store
        .set_events_page_url(id, url.as_deref(), &by)
        .await?
    {
        return Err(ApiError::NotFound);
    }
    Ok(Json(EventsPageSaved {
        id,
        events_page_url: url,
    }))
}

/// `PUT /api/admin/venues/{id}/position`: where the venue is, for Near me
/// and the maps; both halves on the globe, or neither to clear it.
pub async fn set_position(
    State(state): State<AppState>,
    Extension(admin): Extension<Admin>,
    Path(id): Path<i64>,
    reply: ReplyLang,
    Json(position): Json<VenuePosition>,
) -> Result<Json<VenuePosition>, ApiError> {
    validate_position(&position, reply.words())?;
    let by = Actor::staff(admin.id, ChangeAction::Edit);
    if !state.store.set_venue_position(id, position, &by).await? {
        return Err(ApiError::NotFound);
    }
    Ok(Json(position))
}

/// A full http(s) address, or a clear 400.
pub fn web_address(url: &str, reply: ReplyLang) -> Result<String, ApiError> {
    match reqwest::Url::parse(url.trim()) {
        Ok(parsed)
            if guide_core::text::validation::is_web_url(url.trim())
                && matches!(parsed.scheme(), "http" | "https")
                && parsed.host().is_some() =>
        {
            Ok(parsed.to_string())
        }
        _ => Err(ApiError::BadRequest(
            reply.words().text("web-address-needed"),
        )),
    }
}

/// The pages to read: each selected stored venue (its stored events page,
/// not what the browser claims) and each non-blank custom URL.
async fn discovery_targets(
    state: &AppState,
    body: &DiscoverRequest,
    reply: ReplyLang,
) -> Result<Vec<DiscoveryTarget>, ApiError> {
    let stored = state.store.admin_venues().await?;
    let mut targets = Vec::new();
    for wanted in &body.venues {
        let venue = stored
            .iter()
            .find(|v| v.id == wanted.id)
            .ok_or_else(|| ApiError::BadRequest(super::venue_missing(wanted.id, reply)))?;
        targets.push(DiscoveryTarget::venue(venue));
    }
    for url in body.custom_urls.iter().filter(|u| !u.trim().is_empty()) {
        targets.push(DiscoveryTarget::custom(&web_address(url, reply)?));
    }
    if targets.is_empty() {
        return Err(ApiError::BadRequest(
            reply.words().text("discovery-nothing-selected"),
        ));
    }
    if targets.len() > MAX_DISCOVERY_TARGETS {
        return Err(ApiError::BadRequest(reply.words().message(
            "discovery-too-many",
            &[("max", Arg::Number(MAX_DISCOVERY_TARGETS as f64))],
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
    let targets = discovery_targets(&state, &body, ReplyLang::of(&headers)).await?;
    let settings = DiscoverySettings::new(crate::today(state.site.time_zone), state.site.time_zone)
        .reaching(state.config.site.reach);
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
            Ok(report) => DiscoveryLine::Result(report),
            Err(error) => {
                tracing::error!(?error, "discovery failed");
                DiscoveryLine::Error {
                    error: "Discovery failed".into(),
                }
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
