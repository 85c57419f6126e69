//! The full lists and their change feed: `GET /api/events`,
//! `/api/activities` and `/api/restaurants` (every item, as the device
//! keeps them), and `GET /api/<list>/changes?since=<ETag>`, what changed
//! since the copy the device holds (`change_feed`).

use axum::extract::{Query, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;

use super::routes::{Access::Read, GET, Routes};
use crate::change_feed::{Changes, FullList, ListCopy, ListItem};
use crate::error::ApiError;
use crate::read_cache::Freshness;
use crate::state::AppState;
use crate::store::{EventFilter, Store};
use guide_core::content::paging::{Page, PageQuery};
use guide_core::content::paths::ItemKind;

pub fn routes() -> Routes {
    Routes::new()
        .add(Read, GET, "/events/changes", event_changes)
        .add(Read, GET, "/activities", list_activities)
        .add(Read, GET, "/activities/changes", activity_changes)
        .add(Read, GET, "/restaurants", list_restaurants)
        .add(Read, GET, "/restaurants/changes", restaurant_changes)
}

/// How each full list is read from the store.
async fn copy_of(
    state: &AppState,
    list: FullList,
    version: i64,
) -> anyhow::Result<std::sync::Arc<ListCopy>> {
    let store: Store = state.store.clone();
    let feed = &state.changes;
    match list {
        FullList::Events => {
            feed.copy(list, version, || async move {
                store.list_events(&EventFilter::default()).await
            })
            .await
        }
        FullList::Activities => {
            feed.copy(
                list,
                version,
                || async move { store.list_activities().await },
            )
            .await
        }
        FullList::Restaurants => {
            feed.copy(
                list,
                version,
                || async move { store.list_restaurants().await },
            )
            .await
        }
    }
}

/// A full list at the current content version, from the read cache (its
/// compressed copies and ETag), built as the change feed's copy.
pub(super) async fn full_list(
    state: &AppState,
    headers: &HeaderMap,
    list: FullList,
    freshness: Freshness,
) -> Result<Response, ApiError> {
    let version = state.store.recent_content_version().await?;
    let key = format!("{list:?}");
    Ok(state
        .reads
        .respond_as(
            &key,
            version,
            headers,
            freshness,
            "application/json",
            || async move { Ok(copy_of(state, list, version).await?.body.to_vec()) },
        )
        .await?)
}

/// A page of `list` for programs, when the address asks for one
/// (`limit`, `cursor`, `updatedSince`: core's `PageQuery`), under the
/// events' `filter`: made once per content version and address, with its
/// ETag. `None`: the address asks for the plain list.
pub(super) async fn paged(
    state: &AppState,
    headers: &HeaderMap,
    list: FullList,
    filter: EventFilter,
    params: &[(String, String)],
) -> Result<Option<Response>, ApiError> {
    let Some(query) = PageQuery::from_address(params.iter().map(|(k, v)| (k.as_str(), v.as_str())))
        .map_err(|error| ApiError::BadRequest(error.to_string()))?
    else {
        return Ok(None);
    };
    let version = state.store.recent_content_version().await?;
    let key = format!(
        "{list:?}?{query:?}&{:?}&{:?}",
        filter.category, filter.venue
    );
    let store = state.store.clone();
    let build = || async move {
        let kind = match list {
            FullList::Events => ItemKind::Event,
            FullList::Activities => ItemKind::Activity,
            FullList::Restaurants => ItemKind::Restaurant,
        };
        let changed = store.changed_at(kind).await?;
        Ok(match list {
            FullList::Events => serde_json::to_vec(&page_of(
                &query,
                &store.list_events(&filter).await?,
                &changed,
            )),
            FullList::Activities => {
                serde_json::to_vec(&page_of(&query, &store.list_activities().await?, &changed))
            }
            FullList::Restaurants => {
                serde_json::to_vec(&page_of(&query, &store.list_restaurants().await?, &changed))
            }
        }?)
    };
    let response = state
        .reads
        .respond_as(
            &key,
            version,
            headers,
            Freshness::Revalidate,
            "application/json",
            build,
        )
        .await?;
    Ok(Some(response))
}

fn page_of<T: ListItem + Clone>(
    query: &PageQuery,
    items: &[T],
    changed: &std::collections::HashMap<i64, Option<String>>,
) -> Page<T> {
    let listed: Vec<(i64, Option<&str>, &T)> = items
        .iter()
        .map(|item| {
            let id = item.id();
            (id, changed.get(&id).and_then(|at| at.as_deref()), item)
        })
        .collect();
    query.page(&listed)
}

async fn list_activities(
    State(state): State<AppState>,
    headers: HeaderMap,
    Query(params): Query<Vec<(String, String)>>,
) -> Result<Response, ApiError> {
    let filter = EventFilter::default();
    if let Some(page) = paged(&state, &headers, FullList::Activities, filter, &params).await? {
        return Ok(page);
    }
    full_list(
        &state,
        &headers,
        FullList::Activities,
        Freshness::Revalidate,
    )
    .await
}

async fn list_restaurants(
    State(state): State<AppState>,
    headers: HeaderMap,
    Query(params): Query<Vec<(String, String)>>,
) -> Result<Response, ApiError> {
    let filter = EventFilter::default();
    if let Some(page) = paged(&state, &headers, FullList::Restaurants, filter, &params).await? {
        return Ok(page);
    }
    full_list(&state, &headers, FullList::Restaurants, Freshness::Default).await
}

#[derive(Debug, Deserialize)]
struct ChangesParams {
    since: Option<String>,
}

/// The longest ETag a device can hold.
const MAX_ETAG: usize = 100;

/// What changed in `list` since the copy `since` names: 304 when it is
/// current, the changes (`ListChanges`), or 410 when this server does not
/// know that copy and the device must read the whole list.
async fn changes(
    state: &AppState,
    list: FullList,
    params: ChangesParams,
) -> Result<Response, ApiError> {
    let since = params.since.unwrap_or_default();
    let since = since.trim();
    if since.is_empty() || since.len() > MAX_ETAG {
        return Err(ApiError::BadRequest(
            "since must be the ETag of the copy of the list to bring up to date".into(),
        ));
    }
    let version = state.store.recent_content_version().await?;
    let now = copy_of(state, list, version).await?;
    let etag = HeaderValue::from_str(&now.etag).map_err(anyhow::Error::from)?;
    let mut response = match state.changes.since(list, since, &now)? {
        Changes::Current => StatusCode::NOT_MODIFIED.into_response(),
        Changes::Since(json) => (
            [(
                header::CONTENT_TYPE,
                HeaderValue::from_static("application/json"),
            )],
            json,
        )
            .into_response(),
        Changes::Unknown => {
            return Err(ApiError::Gone(
                "That copy of the list is not known here any more: read the whole list".into(),
            ));
        }
    };
    let headers = response.headers_mut();
    headers.insert(header::ETAG, etag);
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    Ok(response)
}

async fn event_changes(
    State(state): State<AppState>,
    Query(params): Query<ChangesParams>,
) -> Result<Response, ApiError> {
    changes(&state, FullList::Events, params).await
}

async fn activity_changes(
    State(state): State<AppState>,
    Query(params): Query<ChangesParams>,
) -> Result<Response, ApiError> {
    changes(&state, FullList::Activities, params).await
}

async fn restaurant_changes(
    State(state): State<AppState>,
    Query(params): Query<ChangesParams>,
) -> Result<Response, ApiError> {
    changes(&state, FullList::Restaurants, params).await
}
