//! Public reads: events, activities, restaurants (spec section 7).

use axum::Router;
use axum::extract::{Query, State};
use axum::http::HeaderMap;
use axum::response::Response;
use axum::routing::get;
use serde::Deserialize;

use crate::error::ApiError;
use crate::read_cache::Freshness;
use crate::state::AppState;
use crate::store::{EventFilter, Store};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/events", get(list_events))
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
