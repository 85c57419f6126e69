//! Events from the dashboard: discovered events created in bulk, and
//! edits and deletes from Manage Content.

use crate::store::{Actor, Admin, new_batch};
use axum::Extension;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use guide_core::api::{BulkCreated, BulkEvents, EventEdit, Saved};
use guide_core::dashboard::admin::DiscoveredEvent;
use guide_core::dashboard::history::ChangeAction;

use super::editing::OpenedAt;
use super::{delete, found, numbered_event, unknown_venue, updated, venue_missing};
use crate::content::{EventProblem, event_row};
use crate::error::{ApiError, Json};
use crate::reply_lang::ReplyLang;
use crate::state::AppState;
use crate::store::{ContentTable, NewEvent};

/// Most events one bulk create may carry.
pub const MAX_BULK_EVENTS: usize = 500;

/// Checks one event with core's rule and turns it into a row; `n` numbers
/// it as the admin sees the list (bulk create) or is `None` for one event,
/// whose field errors the form shows under its fields.
pub fn new_event(
    n: Option<usize>,
    e: &DiscoveredEvent,
    ticket_url: Option<&str>,
    venues: &[i64],
    reply: ReplyLang,
) -> Result<NewEvent, ApiError> {
    event_row(e, ticket_url, venues, reply.words()).map_err(|problem| match (problem, n) {
        (EventProblem::Invalid(errors), Some(n)) => numbered_event(n, &errors.to_string(), reply),
        (EventProblem::Invalid(errors), None) => ApiError::from(errors),
        (EventProblem::UnknownVenue(id), Some(n)) => {
            numbered_event(n, &venue_missing(id, reply), reply)
        }
        (EventProblem::UnknownVenue(id), None) => unknown_venue(id, reply),
    })
}

/// `POST /api/admin/events/bulk-create`: all of them, or none.
pub async fn bulk_create_events(
    State(state): State<AppState>,
    Extension(admin): Extension<Admin>,
    reply: ReplyLang,
    Json(body): Json<BulkEvents>,
) -> Result<(StatusCode, Json<BulkCreated>), ApiError> {
    if body.events.is_empty() {
        return Err(ApiError::BadRequest(
            "Select at least one event to create".into(),
        ));
    }
    if body.events.len() > MAX_BULK_EVENTS {
        return Err(ApiError::BadRequest(format!(
            "Create at most {MAX_BULK_EVENTS} events at once"
        )));
    }
    let venues = state.store.venue_ids().await?;
    let rows = body
        .events
        .iter()
        .enumerate()
        .map(|(i, e)| new_event(Some(i + 1), e, None, &venues, reply))
        .collect::<Result<Vec<_>, _>>()?;
    // Undone as one step.
    let actor = Actor::staff(admin.id, ChangeAction::BulkCreate).in_batch(new_batch());
    let mut tx = state.store.begin(&actor).await?;
    let mut ids = Vec::with_capacity(rows.len());
    for row in &rows {
        ids.push(tx.insert_event(row).await?);
    }
    tx.commit().await?;
    Ok((StatusCode::CREATED, Json(BulkCreated::new(ids))))
}

/// `PUT /api/admin/events/{id}`; with `everyDate`, the series' other
/// coming dates too, each keeping its day, its status and the values it
/// has of its own.
pub async fn update_event(
    State(state): State<AppState>,
    Extension(admin): Extension<Admin>,
    Path(id): Path<i64>,
    reply: ReplyLang,
    opened: OpenedAt,
    Json(form): Json<EventEdit>,
) -> Result<Json<Saved>, ApiError> {
    let venues = state.store.venue_ids().await?;
    let row = new_event(
        None,
        &form.event,
        form.ticket_url.as_deref(),
        &venues,
        reply,
    )?;
    // The series' other coming dates, each as the edit applies to it.
    let mut others = Vec::new();
    if form.every_date {
        let version = state.store.recent_content_version().await?;
        let index = state.event_index.events(&state.store, version).await?;
        let events = index.events();
        if let Some(position) = events.iter().position(|e| e.id == id) {
            let today = crate::clock::today(state.site.time_zone);
            // Every coming day, however many (a page shows the first 60).
            let days = index.series().coming_days(events, position as u32, today);
            for other in days
                .iter()
                .map(|&i| &events[i as usize])
                .filter(|e| e.id != id)
            {
                let edit = form.for_other_date(&events[position], other);
                let row = new_event(
                    None,
                    &edit.event,
                    edit.ticket_url.as_deref(),
                    &venues,
                    reply,
                )?;
                others.push((other.id, row));
            }
        }
    }
    // A series' dates are undone as one step.
    let actor = Actor::staff(admin.id, ChangeAction::Edit);
    let actor = if others.is_empty() {
        actor
    } else {
        actor.in_batch(new_batch())
    };
    let mut tx = state.store.begin(&actor).await?;
    opened
        .check(&mut tx, &state, ContentTable::Events, id, reply)
        .await?;
    found(tx.update_event(id, &row).await?)?;
    if let Some(status) = form.status {
        tx.set_event_status(id, status).await?;
    }
    for (other, row) in &others {
        tx.update_event(*other, row).await?;
    }
    tx.commit().await?;
    Ok(Json(Saved::new(id, updated(ContentTable::Events, reply))))
}

pub async fn delete_event(
    State(state): State<AppState>,
    Extension(admin): Extension<Admin>,
    Path(id): Path<i64>,
) -> Result<StatusCode, ApiError> {
    delete(&state, &admin, ContentTable::Events, id).await
}
