//! Public reads: events, activities, restaurants (spec section 7).

use axum::extract::{Query, State};
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use serde::Deserialize;

use crate::app::AppState;
use crate::error::ApiError;
use crate::store::EventFilter;

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

/// Events and activities change while a visitor browses: the spec asks that
/// browsers revalidate them on every use.
fn no_cache(body: impl IntoResponse) -> Response {
    let mut response = body.into_response();
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    response
}

async fn list_events(
    State(state): State<AppState>,
    Query(query): Query<EventQuery>,
) -> Result<Response, ApiError> {
    let filter = EventFilter {
        category: present(query.category),
        venue: present(query.venue),
    };
    Ok(no_cache(Json(state.store.list_events(&filter).await?)))
}

async fn list_activities(State(state): State<AppState>) -> Result<Response, ApiError> {
    Ok(no_cache(Json(state.store.list_activities().await?)))
}

async fn list_restaurants(State(state): State<AppState>) -> Result<Response, ApiError> {
    Ok(Json(state.store.list_restaurants().await?).into_response())
}
