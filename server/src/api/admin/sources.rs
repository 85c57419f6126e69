//! Followed sources (issue #19): the sources staff add, their health, a
//! read on demand, and the review inbox of what their reads changed.

use crate::store::{Actor, Admin, new_batch};
use axum::Extension;
use guide_core::dashboard::history::ChangeAction;
use std::collections::HashMap;

use axum::extract::{Path, State};
use axum::http::StatusCode;
use guide_core::dashboard::federation_blocks::is_blocked;
use guide_core::dashboard::sources::{
    AccountFollow, InboxDecision, InboxDone, InboxItem, ReadRecord, SourceForm, SourceHealth,
    SourceView, Trust,
};
use guide_core::federation::activities::RemoteActor;
use guide_core::text::handle::Handle;
use guide_core::text::words::{Arg, Localizer};

use crate::clock::now_ms;
use crate::error::{ApiError, Json};
use crate::federation::following::{Following, Unfollowable};
use crate::fetch::FetchError;
use crate::following::{Unsettled, settle};
use crate::reply_lang::ReplyLang;
use crate::state::AppState;
use crate::store::{NewSource, SourceRow};

/// A source as the dashboard lists it, its health told in `reply`'s language.
fn view(
    row: SourceRow,
    waiting: &HashMap<i64, u32>,
    accounts: &HashMap<String, AccountFollow>,
    now_ms: i64,
    reply: ReplyLang,
) -> SourceView {
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
        account: accounts.get(&row.url).cloned(),
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

/// Each followed account by its source's address.
async fn accounts(state: &AppState) -> Result<HashMap<String, AccountFollow>, ApiError> {
    Ok(state
        .store
        .followed_actors()
        .await?
        .into_iter()
        .map(|followed| {
            let account = AccountFollow {
                actor: followed.actor,
                state: followed.state,
            };
            (followed.address, account)
        })
        .collect())
}

/// `GET /api/admin/sources`: failing sources first, then by name.
pub async fn list(
    State(state): State<AppState>,
    reply: ReplyLang,
) -> Result<Json<Vec<SourceView>>, ApiError> {
    let waiting = waiting(&state).await?;
    let now = now_ms();
    let rows = state.store.list_sources().await?;
    let accounts = accounts(&state).await?;
    Ok(Json(
        rows.into_iter()
            .map(|row| view(row, &waiting, &accounts, now, reply))
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
    // A page the guarded client would refuse at every read is refused now
    // (an account's server is found, and read, through it too).
    let refused = match state.fetcher.check_address(&form.url).await {
        _ if Handle::parse(&form.url).is_some() => None,
        Ok(()) => None,
        Err(FetchError::Port(_)) => Some("source-url-port"),
        Err(FetchError::Forbidden(_)) => Some("source-url-private"),
        Err(_) => Some("source-url-invalid"),
    };
    if let Some(id) = refused {
        return Err(wrong_address(reply.words().text(id)));
    }
    if let Some(id) = form.venue_id
        && !state.store.venue_ids().await?.contains(&id)
    {
        return Err(super::unknown_venue(id, reply));
    }
    Ok(form)
}

/// The address field's error.
fn wrong_address(message: String) -> ApiError {
    ApiError::Invalid {
        message: message.clone(),
        fields: [("url".to_string(), message)].into(),
    }
}

/// The actor a source's address names, when it is an account (an
/// `@events@example.org`, or an address that answers as an actor); none
/// for a page, or while federation is off (when an account is refused).
async fn account_at(
    state: &AppState,
    address: &str,
    reply: ReplyLang,
) -> Result<Option<(Following, RemoteActor)>, ApiError> {
    let handle = Handle::parse(address).is_some();
    let Some(following) = Following::of(state) else {
        return match handle {
            true => Err(wrong_address(reply.words().text("source-account-off"))),
            false => Ok(None),
        };
    };
    // A blocked instance is not even asked who the account is.
    let blocks = state.store.federation_blocks().await?;
    let server = match Handle::parse(address) {
        Some(handle) => format!("https://{}/", handle.host),
        None => address.to_string(),
    };
    let blocked = || wrong_address(reply.words().text("source-account-blocked"));
    if is_blocked(&blocks, &server) {
        return Err(blocked());
    }
    match following.actor_at(address).await {
        Ok(Some(actor)) if is_blocked(&blocks, &actor.id) => Err(blocked()),
        Ok(actor) => Ok(actor.map(|actor| (following, actor))),
        Err(Unfollowable::Failed(error)) => Err(error.into()),
        Err(why) => Err(wrong_address(reply.words().message(
            "source-account-unread",
            &[
                ("address", Arg::Text(address)),
                ("why", Arg::Text(&why.to_string())),
            ],
        ))),
    }
}

/// The source at `address` is followed no more, if it was an actor.
async fn unfollow(state: &AppState, address: &str) -> Result<(), ApiError> {
    if let Some(following) = Following::of(state)
        && following.unfollow(address).await?
    {
        state.federation_wake.notify_one();
    }
    Ok(())
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
    let account = account_at(&state, &form.url, reply).await?;
    let id = state
        .store
        .create_source(
            &new_source(&form),
            now_ms(),
            &Actor::staff(admin.id, ChangeAction::Create),
        )
        .await?;
    if let Some((following, actor)) = account {
        // Not followed, not kept: the source goes with its follow.
        if let Err(error) = following.follow(&form.url, &actor).await {
            let _ = state
                .store
                .delete_source(id, &Actor::staff(admin.id, ChangeAction::Delete))
                .await;
            return Err(error.into());
        }
        state.federation_wake.notify_one();
    }
    state.sources_wake.notify_one();
    let row = state.store.source(id).await?.ok_or(ApiError::NotFound)?;
    Ok((
        StatusCode::CREATED,
        Json(view(
            row,
            &HashMap::new(),
            &accounts(&state).await?,
            now_ms(),
            reply,
        )),
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
    let before = state.store.source(id).await?.ok_or(ApiError::NotFound)?;
    let moved = before.url != form.url;
    let account = match moved {
        true => account_at(&state, &form.url, reply).await?,
        false => None,
    };
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
    // Its address changed: the old account is left, the new followed.
    if moved {
        unfollow(&state, &before.url).await?;
    }
    if let Some((following, actor)) = account {
        following.follow(&form.url, &actor).await?;
        state.federation_wake.notify_one();
    }
    state.sources_wake.notify_one();
    let row = state.store.source(id).await?.ok_or(ApiError::NotFound)?;
    let waiting = waiting(&state).await?;
    Ok(Json(view(
        row,
        &waiting,
        &accounts(&state).await?,
        now_ms(),
        reply,
    )))
}

/// `DELETE /api/admin/sources/{id}`: no longer followed (an account is
/// sent the `Undo` of the guide's follow); its published events stay in
/// the guide.
pub async fn delete(
    State(state): State<AppState>,
    Extension(admin): Extension<Admin>,
    Path(id): Path<i64>,
) -> Result<StatusCode, ApiError> {
    let source = state.store.source(id).await?.ok_or(ApiError::NotFound)?;
    if !state
        .store
        .delete_source(id, &Actor::staff(admin.id, ChangeAction::Delete))
        .await?
    {
        return Err(ApiError::NotFound);
    }
    // An account is told the guide follows it no more.
    unfollow(&state, &source.url).await?;
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
        Json(view(
            row,
            &waiting,
            &accounts(&state).await?,
            now_ms(),
            reply,
        )),
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
    Ok(Json(view(
        row,
        &waiting,
        &accounts(&state).await?,
        now_ms(),
        reply,
    )))
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
