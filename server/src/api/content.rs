//! Public reads: events, activities, restaurants (spec section 7).

use axum::extract::{Query, State};
use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::Response;
use axum::routing::get;
use axum::{Extension, Router};
use guide_core::calendar::{self, CalendarSite, FeedFilter};
use serde::Deserialize;

use crate::client::{Client, site_origin};
use crate::clock::today;
use crate::error::ApiError;
use crate::read_cache::Freshness;
use crate::state::AppState;
use crate::store::{EventFilter, Store};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/events", get(list_events))
        .route("/events.ics", get(events_feed))
        .route("/activities", get(list_activities))
        .route("/restaurants", get(list_restaurants))
}

#[derive(Debug, Deserialize)]
struct EventQuery {
    category: Option<String>,
    venue: Option<String>,
}

/// A blank query value means "no filter".
fn present(value: Option<String>) -> Option<String> {
    value
        .map(|v| v.trim().to_string())
        .filter(|v| !v.is_empty())
}

/// Answers a read from the cache when the content has not changed since it
/// was built, else builds it with `build`.
async fn cached_read<F, Fut, T>(
    state: &AppState,
    headers: &HeaderMap,
    key: &str,
    freshness: Freshness,
    build: F,
) -> Result<Response, ApiError>
where
    F: FnOnce(Store) -> Fut,
    Fut: Future<Output = anyhow::Result<T>>,
    T: serde::Serialize,
{
    let version = state.store.recent_content_version().await?;
    let store = state.store.clone();
    Ok(state
        .reads
        .respond(key, version, headers, freshness, || build(store))
        .await?)
}

async fn list_events(
    State(state): State<AppState>,
    headers: HeaderMap,
    Query(query): Query<EventQuery>,
) -> Result<Response, ApiError> {
    let filter = EventFilter {
        category: present(query.category),
        venue: present(query.venue),
    };
    let key = format!("events?{:?}&{:?}", filter.category, filter.venue);
    cached_read(
        &state,
        &headers,
        &key,
        Freshness::Revalidate,
        |store| async move { store.list_events(&filter).await },
    )
    .await
}

/// The live calendar feed of future events (`webcal://` subscriptions),
/// under the same filters as the list. Built once per content version,
/// city day and address, like the list, with its ETag.
async fn events_feed(
    State(state): State<AppState>,
    headers: HeaderMap,
    client: Option<Extension<Client>>,
    Query(query): Query<EventQuery>,
) -> Result<Response, ApiError> {
    let filter = EventFilter {
        category: present(query.category),
        venue: present(query.venue),
    };
    let zone = state.site.time_zone;
    let today = today(zone);
    let origin = site_origin(
        state.config.site.public_url.as_deref(),
        &headers,
        client.as_deref(),
    );
    let key = format!(
        "events.ics?{today}&{origin}&{:?}&{:?}",
        filter.category, filter.venue
    );
    let version = state.store.recent_content_version().await?;
    let (store, site) = (state.store.clone(), state.site.clone());
    let build = || async move {
        let events = store.list_events(&filter).await?;
        let site = CalendarSite {
            brand: &site.brand,
            origin: &origin,
            zone,
        };
        let wanted = FeedFilter {
            category: filter.category.as_deref(),
            venue: filter.venue.as_deref(),
        };
        Ok(calendar::events_feed(&events, wanted, today, &site).into_bytes())
    };
    let mut response = state
        .reads
        .respond_as(
            &key,
            version,
            &headers,
            Freshness::Revalidate,
            "text/calendar; charset=utf-8",
            build,
        )
        .await?;
    response.headers_mut().insert(
        header::CONTENT_DISPOSITION,
        HeaderValue::from_static("inline; filename=\"events.ics\""),
    );
    Ok(response)
}

async fn list_activities(
    State(state): State<AppState>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    cached_read(
        &state,
        &headers,
        "activities",
        Freshness::Revalidate,
        |store| async move { store.list_activities().await },
    )
    .await
}

async fn list_restaurants(
    State(state): State<AppState>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    cached_read(
        &state,
        &headers,
        "restaurants",
        Freshness::Default,
        |store| async move { store.list_restaurants().await },
    )
    .await
}
