//! `GET /api/admin/history` (#39): the changes, newest first, a page at a
//! time, filtered by person, kind of item, item and the city's days. An
//! editor is not shown accounts' and sources' changes. `POST …/{id}/undo`
//! and `…/batch/{batch}/undo` undo a change or a whole step.

use axum::Extension;
use axum::extract::{Path, Query, State};
use guide_core::dashboard::accounts::Role;
use guide_core::dashboard::history::{ChangeKind, History, Undone};
use guide_core::time::date::{CityClock, Date};
use serde::Deserialize;

use crate::error::{ApiError, Json};
use crate::reply_lang::ReplyLang;
use crate::state::AppState;
use crate::store::{Admin, HistoryFilter, UndoError, UndoTarget};

#[derive(Deserialize)]
pub(super) struct HistoryQuery {
    staff: Option<i64>,
    kind: Option<String>,
    item: Option<i64>,
    /// The first day (YYYY-MM-DD, the city's), included.
    since: Option<String>,
    /// The last day, included.
    until: Option<String>,
    before: Option<i64>,
    /// Only other staff's changes (`others=true`).
    #[serde(default)]
    others: bool,
}

pub(super) async fn list(
    State(state): State<AppState>,
    Extension(admin): Extension<Admin>,
    reply: ReplyLang,
    Query(query): Query<HistoryQuery>,
) -> Result<Json<History>, ApiError> {
    let zone = state.site.time_zone;
    let day_start = |field: &str, text: &str, later: i64| {
        Date::parse(text.trim())
            .ok()
            .map(|day| {
                zone.unix_ms(CityClock {
                    today: day.add_days(later),
                    minutes: 0,
                })
            })
            .ok_or_else(|| {
                ApiError::BadRequest(format!(
                    "'{field}' must be a day as YYYY-MM-DD, not '{}'",
                    text.chars().take(20).collect::<String>()
                ))
            })
    };
    let kind = match query.kind.as_deref().filter(|k| !k.is_empty()) {
        None => None,
        Some(word) => Some(ChangeKind::parse(word).ok_or_else(|| {
            let kinds: Vec<&str> = ChangeKind::ALL.iter().map(|k| k.as_str()).collect();
            ApiError::BadRequest(format!(
                "'kind' must be one of {}, not '{}'",
                kinds.join(", "),
                word.chars().take(20).collect::<String>()
            ))
        })?),
    };
    let filter = HistoryFilter {
        staff_id: query.staff,
        kind,
        item_id: query.item,
        since: query
            .since
            .as_deref()
            .map(|day| day_start("since", day, 0))
            .transpose()?,
        until: query
            .until
            .as_deref()
            .map(|day| day_start("until", day, 1))
            .transpose()?,
        before: query.before,
        after: None,
        other_than: query.others.then_some(admin.id),
        for_admin: admin.role.may(Role::Admin),
    };
    Ok(Json(
        state.store.history(&filter, reply.words(), zone).await?,
    ))
}

/// `POST /api/admin/history/{id}/undo`: one change undone.
pub(super) async fn undo_change(
    State(state): State<AppState>,
    Extension(admin): Extension<Admin>,
    reply: ReplyLang,
    Path(id): Path<i64>,
) -> Result<Json<Undone>, ApiError> {
    undo(&state, &admin, reply, UndoTarget::Change(id)).await
}

/// `POST /api/admin/history/batch/{batch}/undo`: every change of a step
/// (a bulk creation, an inbox publish, a source's read) undone as one.
pub(super) async fn undo_batch(
    State(state): State<AppState>,
    Extension(admin): Extension<Admin>,
    reply: ReplyLang,
    Path(batch): Path<String>,
) -> Result<Json<Undone>, ApiError> {
    undo(&state, &admin, reply, UndoTarget::Batch(batch)).await
}

async fn undo(
    state: &AppState,
    admin: &Admin,
    reply: ReplyLang,
    target: UndoTarget,
) -> Result<Json<Undone>, ApiError> {
    let words = reply.words();
    let done = state
        .store
        .undo(&target, admin.id, admin.role.may(Role::Admin), words)
        .await?;
    match done {
        Ok(undone) => Ok(Json(Undone::new(undone, words))),
        Err(UndoError::NotFound) => Err(ApiError::NotFound),
        Err(UndoError::Refused(message)) => Err(ApiError::Conflict(message)),
    }
}
