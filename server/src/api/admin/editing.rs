//! Two staff editing one item (#71): the edit form opens an item at a
//! version (`GET /api/admin/{kind}/{id}`, its `ETag`), and its save names
//! that version (`If-Match`). A save against an older version is refused
//! with 409 naming who changed which fields meanwhile; the form then reads
//! those changes (`?since=`) and merges them with core's rule.

use axum::extract::{FromRequestParts, Path, Query, State};
use axum::http::header::{CACHE_CONTROL, ETAG, IF_MATCH};
use axum::http::request::Parts;
use axum::http::{HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use guide_core::dashboard::editing::{Editable, conflict_message, parse_version_tag, version_tag};
use guide_core::dashboard::history::ChangeEntry;
use serde::Deserialize;

use crate::error::{ApiError, Json};
use crate::reply_lang::ReplyLang;
use crate::state::AppState;
use crate::store::{ContentTable, ContentTx, HistoryFilter};

/// The version a save's form was opened at, from its `If-Match` header; a
/// save without one (a script, an older dashboard) is not checked.
#[derive(Debug, Clone, Copy, Default)]
pub struct OpenedAt(pub Option<i64>);

impl<S: Send + Sync> FromRequestParts<S> for OpenedAt {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<OpenedAt, ApiError> {
        let Some(value) = parts.headers.get(IF_MATCH) else {
            return Ok(OpenedAt(None));
        };
        value
            .to_str()
            .ok()
            .and_then(parse_version_tag)
            .map(|version| OpenedAt(Some(version)))
            .ok_or_else(|| {
                ApiError::BadRequest(
                    "If-Match must be the version the item was opened at, as its ETag gave it \
                     (\"42\")"
                        .into(),
                )
            })
    }
}

impl OpenedAt {
    /// Refuses the save in `tx` when the item changed after the form
    /// opened: 409, naming who changed which fields. Checked in the
    /// writing transaction, which holds the item until it commits.
    pub async fn check(
        self,
        tx: &mut ContentTx,
        state: &AppState,
        table: ContentTable,
        id: i64,
        reply: ReplyLang,
    ) -> Result<(), ApiError> {
        let Some(opened) = self.0 else {
            return Ok(());
        };
        if tx.changed_since(table, id, opened).await?.is_none() {
            return Ok(());
        }
        let changes = changes_since(state, table, id, opened, reply).await?;
        Err(ApiError::EditConflict(conflict_message(
            table.name(),
            &changes,
            reply.words(),
        )))
    }
}

/// The item's changes after `version`, newest first, as History lists
/// them (fields by their labels).
async fn changes_since(
    state: &AppState,
    table: ContentTable,
    id: i64,
    version: i64,
    reply: ReplyLang,
) -> Result<Vec<ChangeEntry>, ApiError> {
    let filter = HistoryFilter {
        kind: Some(table.kind()),
        item_id: Some(id),
        after: Some(version),
        for_admin: true,
        ..HistoryFilter::default()
    };
    let history = state
        .store
        .history(&filter, reply.words(), state.site.time_zone)
        .await?;
    Ok(history.changes)
}

#[derive(Deserialize)]
pub(super) struct EditableQuery {
    /// A version the form opened at: the changes after it are listed.
    since: Option<i64>,
}

/// `GET /api/admin/{events|activities|restaurants}/{id}`: the item as the
/// edit form opens it, with its version (also its `ETag`).
pub(super) async fn editable(
    state: &AppState,
    table: ContentTable,
    id: i64,
    query: EditableQuery,
    reply: ReplyLang,
) -> Result<Response, ApiError> {
    // The version first: a write between the two reads makes the save ask
    // again rather than overwrite.
    let version = state.store.item_version(table, id).await?;
    let item = state
        .store
        .content_item(table, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    let changes = match query.since {
        Some(since) => changes_since(state, table, id, since, reply).await?,
        None => Vec::new(),
    };
    let outdated = state
        .store
        .outdated_translations(table, Some(id))
        .await?
        .into_iter()
        .flat_map(|item| item.outdated)
        .collect();
    let mut response = (
        StatusCode::OK,
        Json(Editable {
            item,
            version,
            changes,
            outdated,
        }),
    )
        .into_response();
    let headers = response.headers_mut();
    if let Ok(tag) = HeaderValue::from_str(&version_tag(version)) {
        headers.insert(ETAG, tag);
    }
    headers.insert(CACHE_CONTROL, HeaderValue::from_static("no-store"));
    Ok(response)
}

pub(super) async fn event(
    State(state): State<AppState>,
    Path(id): Path<i64>,
    reply: ReplyLang,
    Query(query): Query<EditableQuery>,
) -> Result<Response, ApiError> {
    editable(&state, ContentTable::Events, id, query, reply).await
}

pub(super) async fn activity(
    State(state): State<AppState>,
    Path(id): Path<i64>,
    reply: ReplyLang,
    Query(query): Query<EditableQuery>,
) -> Result<Response, ApiError> {
    editable(&state, ContentTable::Activities, id, query, reply).await
}

pub(super) async fn restaurant(
    State(state): State<AppState>,
    Path(id): Path<i64>,
    reply: ReplyLang,
    Query(query): Query<EditableQuery>,
) -> Result<Response, ApiError> {
    editable(&state, ContentTable::Restaurants, id, query, reply).await
}
