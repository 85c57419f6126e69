//! Events from the dashboard: discovered events created in bulk, and
//! edits and deletes from Manage Content.

use crate::store::{Actor, Admin, new_batch};
use axum::Extension;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use guide_core::api::{BulkCreated, BulkEvents, EventAdd, EventEdit, Saved, SimilarEventsFound};
use guide_core::content::model::Event;
use guide_core::dashboard::admin::DiscoveredEvent;
use guide_core::dashboard::history::ChangeAction;
use guide_core::extract::dedupe::{EventFacts, EventMatcher};
use guide_core::text::words::{Arg, Localizer};

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

/// Most similar events one added event is shown beside.
const MAX_SIMILAR_SHOWN: usize = 5;

/// `POST /api/admin/events`: an event added by hand, one date or a series
/// (undone as one step), checked by core's rules. When the guide lists
/// events like it (core's duplicate check, as for what discovery and the
/// followed sources read) and staff have not said `addAnyway`, nothing is
/// stored: the answer (200) carries them, for staff to compare.
pub async fn add_event(
    State(state): State<AppState>,
    Extension(admin): Extension<Admin>,
    reply: ReplyLang,
    Json(form): Json<EventAdd>,
) -> Result<Response, ApiError> {
    let words = reply.words();
    let dates = form.dates(words)?;
    let venues = state.store.venue_ids().await?;
    let rows = dates
        .iter()
        .map(|e| new_event(None, e, form.ticket_url.as_deref(), &venues, reply))
        .collect::<Result<Vec<_>, _>>()?;
    if !form.add_anyway {
        let similar = similar_to(&state, &rows).await?;
        if !similar.is_empty() {
            let count = Arg::Number(similar.len() as f64);
            return Ok(Json(SimilarEventsFound {
                duplicates_found: true,
                similar_events: similar,
                message: words.message("event-similar-found", &[("count", count)]),
            })
            .into_response());
        }
    }
    let actor = Actor::staff(admin.id, ChangeAction::Create);
    let actor = if rows.len() > 1 {
        actor.in_batch(new_batch())
    } else {
        actor
    };
    let mut tx = state.store.begin(&actor).await?;
    let mut ids = Vec::with_capacity(rows.len());
    for row in &rows {
        ids.push(tx.insert_event(row).await?);
    }
    tx.commit().await?;
    let created = ids.len();
    let message = words.message("event-added", &[("count", Arg::Number(created as f64))]);
    let answer = BulkCreated {
        created,
        ids,
        message,
    };
    Ok((StatusCode::CREATED, Json(answer)).into_response())
}

/// The guide's events like any date of `rows`, by core's duplicate check
/// (the one discovery and the followed sources meet), nearest first.
pub(super) async fn similar_to(
    state: &AppState,
    rows: &[NewEvent],
) -> Result<Vec<Event>, ApiError> {
    let today = crate::clock::today(state.site.time_zone);
    let matcher = EventMatcher::new(state.store.events_for_dedupe(today.add_days(-1)).await?);
    let venue = match rows.first().map(|row| &row.venue) {
        Some(Ok(id)) => state.store.venue_name(*id).await?,
        Some(Err(name)) => Some(name.clone()),
        None => None,
    };
    let mut found: Vec<(f64, i64)> = Vec::new();
    for row in rows {
        let facts = EventFacts {
            title: &row.title,
            date: row.date,
            end_date: row.end_date,
            venue: venue.as_deref().filter(|v| !v.is_empty()),
        };
        for m in matcher.matches_entered(&facts) {
            let id = matcher.known()[m.index].id;
            if !found.iter().any(|(_, known)| *known == id) {
                found.push((m.score, id));
            }
        }
    }
    found.sort_by(|a, b| b.0.total_cmp(&a.0));
    let mut events = Vec::new();
    for (_, id) in found.into_iter().take(MAX_SIMILAR_SHOWN) {
        // Deleted meanwhile: nothing to compare.
        if let Some(event) = state.store.event(id).await? {
            events.push(event);
        }
    }
    Ok(events)
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
