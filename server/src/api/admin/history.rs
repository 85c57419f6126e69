//! `GET /api/admin/history` (#39): the changes, newest first, a page at a
//! time, filtered by person, kind of item, item and the city's days. An
//! editor is not shown accounts' and sources' changes.

use axum::Extension;
use axum::extract::{Query, State};
use guide_core::dashboard::accounts::Role;
use guide_core::dashboard::history::{ChangeKind, History};
use guide_core::time::date::{CityClock, Date};
use serde::Deserialize;

use crate::error::{ApiError, Json};
use crate::reply_lang::ReplyLang;
use crate::state::AppState;
use crate::store::{Admin, HistoryFilter};

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
        for_admin: admin.role.may(Role::Admin),
    };
    Ok(Json(
        state.store.history(&filter, reply.words(), zone).await?,
    ))
}
