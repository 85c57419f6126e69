//! Organizers' submissions (issue 73), the staff's side: the confirmed
//! ones waiting for review, each with the guide's events like it; an
//! approval, as sent or as staff edited it, that makes its events (and
//! its new venue) and tells the organizer; a decline with its reason,
//! of one or several at once, that can block their senders.

use axum::Extension;
use axum::extract::{Path, Query, State};
use guide_core::dashboard::admin::DiscoveredEvent;
use guide_core::dashboard::history::ChangeAction;
use guide_core::dashboard::submissions::{
    ReviewedSubmission, SubmissionDecline, SubmissionForm, SubmissionStatus, SubmissionStep,
    SubmissionsDecided, SubmittedVenue, validate_decline_reason, validate_submission,
};
use guide_core::text::format::format_count;
use guide_core::text::words::{Arg, Localizer};
use serde::Deserialize;

use super::events::{new_event, similar_to};
use crate::api::{composed, letterhead};
use crate::clock::now_ms;
use crate::error::{ApiError, Json};
use crate::mail::submissions::{declined, published};
use crate::reply_lang::ReplyLang;
use crate::state::AppState;
use crate::store::{Actor, Admin, NewVenue, StoredSubmission, new_batch};

/// `?status=`: which submissions; the pending ones when not given.
#[derive(Debug, Deserialize)]
pub struct Listed {
    pub status: Option<String>,
}

/// `GET /api/admin/submissions`: oldest first, each with the guide's
/// events like it.
pub async fn list(
    State(state): State<AppState>,
    Query(listed): Query<Listed>,
    reply: ReplyLang,
) -> Result<Json<Vec<ReviewedSubmission>>, ApiError> {
    let status = match listed.status.as_deref().map(str::trim) {
        None | Some("") => SubmissionStatus::Pending,
        Some(status) => SubmissionStatus::parse(status).ok_or_else(|| {
            ApiError::BadRequest(
                "The status must be 'unconfirmed', 'pending', 'approved' or 'declined'".into(),
            )
        })?,
    };
    let venues = state.store.venue_ids().await?;
    let mut reviewed = Vec::new();
    for stored in state.store.list_submissions(Some(status)).await? {
        // Its events as they would be made; one the rules now refuse (a
        // venue deleted since) is shown without its likes.
        let rows: Vec<_> = validate_submission(&stored.form, reply.words())
            .map(|submission| {
                submission
                    .events
                    .iter()
                    .filter_map(|event| new_event(None, event, None, &venues, reply).ok())
                    .collect()
            })
            .unwrap_or_default();
        reviewed.push(ReviewedSubmission {
            id: stored.id,
            status: stored.status,
            created_at: stored.created_at,
            similar_events: similar_to(&state, &rows).await?,
            decline_reason: stored.decline_reason,
            form: stored.form,
        });
    }
    Ok(Json(reviewed))
}

/// A pending submission, or why it cannot be decided.
async fn pending(
    state: &AppState,
    id: i64,
    reply: ReplyLang,
) -> Result<StoredSubmission, ApiError> {
    let stored = state
        .store
        .submission(id)
        .await?
        .ok_or(ApiError::NotFound)?;
    match stored.status.after(SubmissionStep::Approve) {
        Some(_) => Ok(stored),
        None => Err(ApiError::Conflict(
            reply.words().text("submission-not-pending"),
        )),
    }
}

/// `POST /api/admin/submissions/{id}/approve`: the form as sent, or as
/// staff edited it, checked by core's rules (in staff's language); its
/// new venue and its events made, undone as one step, and its organizer
/// e-mailed the event's page.
pub async fn approve(
    State(state): State<AppState>,
    Extension(admin): Extension<Admin>,
    Path(id): Path<i64>,
    reply: ReplyLang,
    Json(form): Json<SubmissionForm>,
) -> Result<Json<SubmissionsDecided>, ApiError> {
    let stored = pending(&state, id, reply).await?;
    // Staff edit the event; whom it is from stays as sent.
    let form = SubmissionForm {
        organizer_name: stored.form.organizer_name.clone(),
        organizer_email: stored.form.organizer_email.clone(),
        lang: stored.lang,
        ..form
    };
    let submission = validate_submission(&form, reply.words())?;
    let actor = Actor::staff(admin.id, ChangeAction::Create).in_batch(new_batch());
    let mut tx = state.store.begin(&actor).await?;
    let venue_id = match &submission.venue {
        SubmittedVenue::Listed { id } => *id,
        SubmittedVenue::New { name, address } => {
            tx.insert_venue(&NewVenue {
                name: name.clone(),
                address: Some(address.clone()),
                ..NewVenue::default()
            })
            .await?
        }
    };
    let venues = [venue_id];
    let mut event_ids = Vec::new();
    for event in &submission.events {
        let at_venue = DiscoveredEvent {
            venue_id: Some(venue_id),
            venue_name: String::new(),
            ..event.clone()
        };
        let row = new_event(
            None,
            &at_venue,
            submission.ticket_url.as_deref(),
            &venues,
            reply,
        )?;
        event_ids.push(tx.insert_event(&row).await?);
    }
    let title = submission
        .events
        .first()
        .map_or(String::new(), |event| event.title.trim().to_string());
    // Its e-mails all point to the site the organizer sent it from.
    let letter = composed(published(
        &letterhead(&state, &stored.origin),
        &submission.organizer_email,
        stored.lang,
        &title,
        event_ids[0],
    ))?;
    if !tx
        .approve_submission(id, &event_ids, &letter, admin.id, now_ms())
        .await?
    {
        return Err(ApiError::Conflict(
            reply.words().text("submission-not-pending"),
        ));
    }
    tx.commit().await?;
    state.outbox_wake.notify_one();
    let count = event_ids.len();
    Ok(Json(SubmissionsDecided {
        decided: vec![id],
        message: reply.words().message(
            "submissions-approved",
            &[
                ("count", Arg::Number(count as f64)),
                ("shown", Arg::Text(&format_count(count as u64, reply.0))),
            ],
        ),
        event_ids,
    }))
}

/// Most submissions one decline may take.
pub const MAX_DECLINED_AT_ONCE: usize = 200;

/// `POST /api/admin/submissions/decline`: each pending one of `ids`
/// declined with the reason, e-mailed to its organizer in their language;
/// their senders blocked when staff ask. One already decided is left as it
/// is.
pub async fn decline(
    State(state): State<AppState>,
    Extension(admin): Extension<Admin>,
    reply: ReplyLang,
    Json(decline): Json<SubmissionDecline>,
) -> Result<Json<SubmissionsDecided>, ApiError> {
    if decline.ids.is_empty() || decline.ids.len() > MAX_DECLINED_AT_ONCE {
        return Err(ApiError::BadRequest(format!(
            "Decline between 1 and {MAX_DECLINED_AT_ONCE} submissions at once"
        )));
    }
    let reason = validate_decline_reason(&decline.reason, reply.words())?;
    let mut letters = Vec::new();
    let mut blocks = Vec::new();
    for id in &decline.ids {
        let Some(stored) = state.store.submission(*id).await? else {
            continue;
        };
        if stored.status != SubmissionStatus::Pending {
            continue;
        }
        let email = stored.form.organizer_email.trim();
        letters.push((
            *id,
            composed(declined(
                &letterhead(&state, &stored.origin),
                email,
                stored.lang,
                stored.form.title.trim(),
                &reason,
            ))?,
        ));
        blocks.extend(decline.block.block(email));
    }
    let decided = state
        .store
        .decline_submissions(&letters, &reason, &blocks, admin.id, now_ms())
        .await?;
    if decided.is_empty() {
        return Err(ApiError::Conflict(
            reply.words().text("submission-not-pending"),
        ));
    }
    state.outbox_wake.notify_one();
    let count = decided.len();
    Ok(Json(SubmissionsDecided {
        message: reply.words().message(
            "submissions-declined",
            &[
                ("count", Arg::Number(count as f64)),
                ("shown", Arg::Text(&format_count(count as u64, reply.0))),
            ],
        ),
        decided,
        event_ids: Vec::new(),
    }))
}
