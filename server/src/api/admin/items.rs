//! Creating content from the dashboard: discovered events in bulk, and
//! activities (the Add Activities tab).

use axum::extract::State;
use axum::http::StatusCode;
use guide_core::Date;
use guide_core::admin::{DiscoveredEvent, validate_activity};
use guide_core::events::CATEGORIES;
use guide_core::model::Activity;
use guide_core::validation::{MAX_LINE, MAX_TEXT};
use serde::Deserialize;
use serde_json::{Value, json};

use crate::app::AppState;
use crate::error::{ApiError, Json};
use crate::store::NewEvent;

/// Most events one bulk create may carry.
pub const MAX_BULK_EVENTS: usize = 500;

#[derive(Deserialize)]
pub struct BulkEvents {
    events: Vec<DiscoveredEvent>,
}

pub fn too_long(text: &str, max: usize) -> bool {
    text.chars().count() > max
}

/// Checks one discovered event and turns it into a row, or says what is
/// wrong with it (numbered from 1 as the admin sees the list).
pub fn new_event(n: usize, e: &DiscoveredEvent, venues: &[i64]) -> Result<NewEvent, ApiError> {
    let bad = |why: &str| ApiError::BadRequest(format!("Event {n}: {why}"));
    let title = e.title.trim();
    if title.is_empty() {
        return Err(bad("a title is required"));
    }
    if too_long(title, MAX_LINE) || too_long(&e.description, MAX_TEXT) {
        return Err(bad("the title or description is too long"));
    }
    let date = Date::parse(e.date.trim()).map_err(|_| bad("the date must be YYYY-MM-DD"))?;
    let end_date = match e
        .end_date
        .as_deref()
        .map(str::trim)
        .filter(|d| !d.is_empty())
    {
        None => None,
        Some(end) => {
            let end = Date::parse(end).map_err(|_| bad("the end date must be YYYY-MM-DD"))?;
            if end < date {
                return Err(bad("the end date is before the start date"));
            }
            Some(end)
        }
    };
    let category = CATEGORIES
        .iter()
        .map(|(value, _)| *value)
        .find(|value| value.eq_ignore_ascii_case(e.category.trim()))
        .unwrap_or("Other");
    let venue = match e.venue_id {
        Some(id) if venues.contains(&id) => Ok(id),
        Some(id) => return Err(bad(&format!("venue {id} does not exist"))),
        None if !e.venue_name.trim().is_empty() => Err(e.venue_name.trim().to_string()),
        None => Err(guide_core::model::VENUE_TBA.to_string()),
    };
    let optional = |v: &Option<String>| {
        v.as_deref()
            .map(str::trim)
            .filter(|v| !v.is_empty())
            .map(str::to_string)
    };
    Ok(NewEvent {
        title: title.to_string(),
        description: e.description.trim().to_string(),
        venue,
        date,
        end_date,
        time: optional(&e.time),
        category: category.to_string(),
        image: optional(&e.image),
        ticket_price: optional(&e.ticket_price),
        ticket_url: None,
        source_url: optional(&e.source_url),
    })
}

/// `POST /api/admin/events/bulk-create`: all of them, or none.
pub async fn bulk_create_events(
    State(state): State<AppState>,
    Json(body): Json<BulkEvents>,
) -> Result<(StatusCode, Json<Value>), ApiError> {
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
        .map(|(i, e)| new_event(i + 1, e, &venues))
        .collect::<Result<Vec<_>, _>>()?;
    let mut tx = state.store.begin().await?;
    let mut ids = Vec::with_capacity(rows.len());
    for row in &rows {
        ids.push(tx.insert_event(row).await?);
    }
    tx.commit().await?;
    let created = ids.len();
    Ok((
        StatusCode::CREATED,
        Json(json!({
            "created": created,
            "ids": ids,
            "message": format!("Created {created} event{}", if created == 1 { "" } else { "s" }),
        })),
    ))
}

/// `POST /api/admin/activities/create`.
pub async fn create_activity(
    State(state): State<AppState>,
    Json(activity): Json<Activity>,
) -> Result<(StatusCode, Json<Value>), ApiError> {
    validate_activity(&activity).map_err(|notice| ApiError::BadRequest(notice.description))?;
    let texts = [
        activity.name.as_str(),
        activity.address.as_deref().unwrap_or_default(),
        activity.phone.as_deref().unwrap_or_default(),
        activity.website.as_deref().unwrap_or_default(),
        activity.image.as_deref().unwrap_or_default(),
    ];
    if texts.iter().any(|t| too_long(t, MAX_LINE)) || too_long(&activity.description, MAX_TEXT) {
        return Err(ApiError::BadRequest("A field is too long".into()));
    }
    let mut tx = state.store.begin().await?;
    let id = tx.insert_activity(&activity).await?;
    tx.commit().await?;
    Ok((
        StatusCode::CREATED,
        Json(json!({ "id": id, "message": "Activity created successfully!" })),
    ))
}
