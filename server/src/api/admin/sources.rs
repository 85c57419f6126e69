//! Followed sources (issue #19): the sources staff add, their health, a
//! read on demand, and the review inbox of what their reads changed.

use crate::store::{Actor, Admin, new_batch};
use axum::Extension;
use guide_core::dashboard::history::ChangeAction;
use std::collections::HashMap;

use axum::extract::{Path, State};
use axum::http::StatusCode;
use guide_core::dashboard::sources::{
    InboxDecision, InboxDone, InboxItem, ReadRecord, SourceForm, SourceHealth, SourceView, Trust,
};
use guide_core::text::words::Localizer;

use crate::clock::now_ms;
use crate::error::{ApiError, Json};
use crate::fetch::FetchError;
use crate::following::{Unsettled, settle};
use crate::reply_lang::ReplyLang;
use crate::state::AppState;
use crate::store::{NewSource, SourceRow};

/// A source as the dashboard lists it, its health told in `reply`'s language.
fn view(row: SourceRow, waiting: &HashMap<i64, u32>, now_ms: i64, reply: ReplyLang) -> SourceView {
    let record = ReadRecord {
        last_read_ms: row.last_run_at,
        next_read_ms: row.next_run_at,
        events_found: row.events_found,
        error: row.last_error.clone(),
        failing_since_ms: row.failing_since,
        locked_until_ms: row.locked_until,
        suspected_from: row.suspected_from,
    };
    SourceView {
        id: row.id,
        health: SourceHealth::of(&record, now_ms, reply.words()),
        waiting: waiting.get(&row.id).copied().unwrap_or(0),
        name: row.name,
        url: row.url,
        venue_id: row.venue_id,
        every_hours: row.every_hours.and_then(|h| u32::try_from(h).ok()),
        trust: Trust::parse(&row.trust).unwrap_or_default(),
    }
}

/// How many events of each source wait for staff.
async fn waiting(state: &AppState) -> Result<HashMap<i64, u32>, ApiError> {
    let mut counts = HashMap::new();
    for (source, _, _) in state.store.source_reviews().await? {
        *counts.entry(source).or_insert(0) += 1;
    }
    Ok(counts)
}

/// `GET /api/admin/sources`: failing sources first, then by name.
pub async fn list(
    State(state): State<AppState>,
    reply: ReplyLang,
) -> Result<Json<Vec<SourceView>>, ApiError> {
    let waiting = waiting(&state).await?;
    let now = now_ms();
    let rows = state.store.list_sources().await?;
    Ok(Json(
        rows.into_iter()
            .map(|row| view(row, &waiting, now, reply))
            .collect(),
    ))
}

/// The form checked, with its venue; the row to store.
async fn checked(
    state: &AppState,
    form: SourceForm,
    reply: ReplyLang,
) -> Result<SourceForm, ApiError> {
    let form = form.validate(reply.words())?;
    // A page the guarded client would refuse at every read is refused now.
    let refused = match state.fetcher.check_address(&form.url).await {
        Ok(()) => None,
        Err(FetchError::Port(_)) => Some("source-url-port"),
        Err(FetchError::Forbidden(_)) => Some("source-url-private"),
        Err(_) => Some("source-url-invalid"),
    };
    if let Some(id) = refused {
        let message = reply.words().text(id);
        return Err(ApiError::Invalid {
            message: message.clone(),
            fields: [("url".to_string(), message)].into(),
        });
    }
    if let Some(id) = form.venue_id
        && !state.store.venue_ids().await?.contains(&id)
    {
        return Err(super::unknown_venue(id, reply));
    }
    Ok(form)
}

fn new_source(form: &SourceForm) -> NewSource<'_> {
    NewSource {
        name: &form.name,
        url: &form.url,
        venue_id: form.venue_id,
        every_hours: form.every_hours.map(i64::from),
        trust: form.trust.as_str(),
    }
}

/// `POST /api/admin/sources`: followed from now on (read at once when it
/// has a schedule).
pub async fn create(
    State(state): State<AppState>,
    Extension(admin): Extension<Admin>,
    reply: ReplyLang,
    Json(form): Json<SourceForm>,
) -> Result<(StatusCode, Json<SourceView>), ApiError> {
    let form = checked(&state, form, reply).await?;
    let id = state
        .store
        .create_source(
            &new_source(&form),
            now_ms(),
            &Actor::staff(admin.id, ChangeAction::Create),
        )
        .await?;
    state.sources_wake.notify_one();
    let row = state.store.source(id).await?.ok_or(ApiError::NotFound)?;
    Ok((
        StatusCode::CREATED,
        Json(view(row, &HashMap::new(), now_ms(), reply)),
    ))
}

/// `PUT /api/admin/sources/{id}`: its name, address, venue, schedule or
/// trust changed (see [`crate::store::Store::update_source`]).
pub async fn update(
    State(state): State<AppState>,
    Extension(admin): Extension<Admin>,
    Path(id): Path<i64>,
    reply: ReplyLang,
    Json(form): Json<SourceForm>,
) -> Result<Json<SourceView>, ApiError> {
    let form = checked(&state, form, reply).await?;
    if !state
        .store
        .update_source(
            id,
            &new_source(&form),
            now_ms(),
            &Actor::staff(admin.id, ChangeAction::Edit),
        )
        .await?
    {
        return Err(ApiError::NotFound);
    }
    state.sources_wake.notify_one();
    let row = state.store.source(id).await?.ok_or(ApiError::NotFound)?;
    let waiting = waiting(&state).await?;
    Ok(Json(view(row, &waiting, now_ms(), reply)))
}

/// `DELETE /api/admin/sources/{id}`: no longer followed; its published
/// events stay in the guide.
pub async fn delete(
    State(state): State<AppState>,
    Extension(admin): Extension<Admin>,
    Path(id): Path<i64>,
) -> Result<StatusCode, ApiError> {
    if !state
        .store
        .delete_source(id, &Actor::staff(admin.id, ChangeAction::Delete))
        .await?
    {
        return Err(ApiError::NotFound);
    }
    Ok(StatusCode::NO_CONTENT)
}

/// `POST /api/admin/sources/{id}/run`: read it now, whatever its schedule.
pub async fn run_now(
    State(state): State<AppState>,
    Path(id): Path<i64>,
    reply: ReplyLang,
) -> Result<(StatusCode, Json<SourceView>), ApiError> {
    if !state.store.run_source_soon(id, now_ms()).await? {
        return Err(ApiError::NotFound);
    }
    state.sources_wake.notify_one();
    let row = state.store.source(id).await?.ok_or(ApiError::NotFound)?;
    let waiting = waiting(&state).await?;
    Ok((
        StatusCode::ACCEPTED,
        Json(view(row, &waiting, now_ms(), reply)),
    ))
}

/// `POST /api/admin/sources/{id}/confirm`: an admin has looked at a
/// suspicious source's page and it is right (the season did end): what
/// vanished from it can be decided.
pub async fn confirm(
    State(state): State<AppState>,
    Extension(admin): Extension<Admin>,
    Path(id): Path<i64>,
    reply: ReplyLang,
) -> Result<Json<SourceView>, ApiError> {
    let mut tx = state
        .store
        .begin(&Actor::staff(admin.id, ChangeAction::Edit))
        .await?;
    if !tx.confirm_source(id).await? {
        return Err(ApiError::NotFound);
    }
    tx.commit().await?;
    let row = state.store.source(id).await?.ok_or(ApiError::NotFound)?;
    let waiting = waiting(&state).await?;
    Ok(Json(view(row, &waiting, now_ms(), reply)))
}

/// `GET /api/admin/inbox`: what waits for staff, by source.
pub async fn inbox(
    State(state): State<AppState>,
    reply: ReplyLang,
) -> Result<Json<Vec<InboxItem>>, ApiError> {
    Ok(Json(state.store.inbox_items(reply.words()).await?))
}

/// `POST /api/admin/inbox`: one action on one or more waiting events, all
/// or none (see [`crate::following::settle`]).
pub async fn decide(
    State(state): State<AppState>,
    Extension(admin): Extension<Admin>,
    reply: ReplyLang,
    Json(decision): Json<InboxDecision>,
) -> Result<Json<InboxDone>, ApiError> {
    let words = reply.words();
    // What one decision publishes is undone as one.
    let actor = Actor::staff(admin.id, ChangeAction::InboxPublish).in_batch(new_batch());
    match settle(&state.store, &decision, now_ms(), words, &actor).await {
        Ok(done) => Ok(Json(done)),
        Err(Unsettled::Failed(error)) => Err(ApiError::from(error)),
        Err(
            refused @ (Unsettled::NotWaiting(_) | Unsettled::NothingRead(_) | Unsettled::Held(_)),
        ) => Err(ApiError::Conflict(refused.message(words))),
        Err(refused) => Err(ApiError::BadRequest(refused.message(words))),
    }
}
