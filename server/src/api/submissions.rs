//! Organizers' submissions (issue 73), the organizer's side:
//!
//! - `GET /api/submissions/form`: the token the form sends back, signed
//!   with the site's key, which says when the form was shown;
//! - `GET /api/submissions/venues`: the guide's venues, to choose from;
//! - `POST /api/submissions/pictures`: the form's picture, with the form's
//!   token, through the image pipeline staff's uploads go through;
//! - `POST /api/submissions`: an event sent in. Core checks its fields and
//!   its sender (the hidden field, the form's pace, the day's counts, a
//!   block); it is kept unconfirmed, and the organizer is e-mailed a
//!   private link. Limited per client like the other public writes.
//! - `GET`, `PUT /api/submissions/mine` and `POST
//!   /api/submissions/mine/confirm`: what the private link's token (the
//!   bearer) opens: its state, a change while staff have not decided it,
//!   and the confirmation of the address, which sends it to staff.

use axum::Extension;
use axum::extract::{Multipart, Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use guide_core::dashboard::submissions::{
    OpenedSubmissionForm, OrganizerSubmission, Refusal, SubmissionAnswer, SubmissionForm,
    SubmissionPicture, SubmissionSigns, SubmissionStep, SubmissionVenue, refusal,
    validate_submission,
};
use guide_core::text::catalogs::catalog as words;
use guide_core::text::lang::Lang;
use guide_core::text::words::{Arg, Localizer};
use hmac::{Hmac, KeyInit, Mac};
use sha2::Sha256;

use super::admin::images::{UPLOAD_BODY_LIMIT, read_error, store_image};
use super::asked_lang;
use super::reminders::{AskedIn, bearer};
use super::routes::{
    Access::{Link, Read, Write},
    GET, POST, PUT, Routes,
};
use super::{composed, letterhead};
use crate::auth::{new_session_token, token_hash};
use crate::clock::now_ms;
use crate::error::{ApiError, Json};
use crate::mail::submissions::confirm as confirmation;
use crate::reply_lang::ReplyLang;
use crate::requester::Requester;
use crate::state::AppState;
use crate::store::{NewSubmission, StoredSubmission};

pub fn routes() -> Routes {
    Routes::new()
        .add(Read, GET, "/submissions/form", form_token)
        .add(Read, GET, "/submissions/venues", venues)
        .add_with_body_limit(
            Write,
            POST,
            "/submissions/pictures",
            picture,
            UPLOAD_BODY_LIMIT,
        )
        .add(Write, POST, "/submissions", submit)
        .add(Link, GET, "/submissions/mine", mine)
        .add(Link, PUT, "/submissions/mine", edit)
        .add(Link, POST, "/submissions/mine/confirm", confirm)
}

/// The site key the form's tokens and the clients' hashes are signed with.
const KEY_NAME: &str = "submissions";
/// A form older than this is shown again: its token no longer counts.
const FORM_TOKEN_LIFETIME_MS: i64 = 24 * 60 * 60 * 1000;
/// The day the counts of a sender's submissions cover.
const DAY_MS: i64 = 24 * 60 * 60 * 1000;

/// HMAC-SHA256 under the site's key, made by the first instance to ask.
async fn site_mac(state: &AppState) -> Result<Hmac<Sha256>, ApiError> {
    let key = state
        .store
        .site_key(KEY_NAME, &new_session_token()?)
        .await?;
    Ok(Hmac::<Sha256>::new_from_slice(key.as_bytes())
        .map_err(|e| anyhow::anyhow!("the site key: {e}"))?)
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn unhex(text: &str) -> Option<Vec<u8>> {
    if !text.len().is_multiple_of(2) || !text.is_ascii() {
        return None;
    }
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&text[i..i + 2], 16).ok())
        .collect()
}

/// What a form's token signs: when it was shown.
fn form_message(shown_ms: i64) -> String {
    format!("form:{shown_ms}")
}

/// Seconds since the form was shown, from its token
/// (`<shown at, Unix ms>.<signature>`); `None` for a missing, forged or
/// expired one.
async fn seconds_to_fill(state: &AppState, token: &str, now: i64) -> Result<Option<u64>, ApiError> {
    let Some((shown, signed)) = token.trim().split_once('.') else {
        return Ok(None);
    };
    let (Ok(shown_ms), Some(signed)) = (shown.parse::<i64>(), unhex(signed)) else {
        return Ok(None);
    };
    let mut mac = site_mac(state).await?;
    mac.update(form_message(shown_ms).as_bytes());
    let age = now - shown_ms;
    Ok(
        (mac.verify_slice(&signed).is_ok() && (0..=FORM_TOKEN_LIFETIME_MS).contains(&age))
            .then(|| u64::try_from(age / 1000).unwrap_or(0)),
    )
}

/// The client's address, signed: counted per day without being kept.
async fn client_hash(state: &AppState, requester: &Requester) -> Result<String, ApiError> {
    let mut mac = site_mac(state).await?;
    mac.update(format!("client:{}", requester.ip).as_bytes());
    Ok(hex(&mac.finalize().into_bytes()))
}

async fn form_token(State(state): State<AppState>) -> Result<Response, ApiError> {
    let shown_ms = now_ms();
    let mut mac = site_mac(&state).await?;
    mac.update(form_message(shown_ms).as_bytes());
    let token = format!("{shown_ms}.{}", hex(&mac.finalize().into_bytes()));
    Ok((
        [(header::CACHE_CONTROL, "no-store")],
        Json(OpenedSubmissionForm::new(token)),
    )
        .into_response())
}

async fn venues(State(state): State<AppState>) -> Result<Json<Vec<SubmissionVenue>>, ApiError> {
    Ok(Json(state.store.venue_choices().await?))
}

/// Multipart: the form's token (`formToken`), then the file (`image`). A
/// picture comes only with a form the guide showed, and stays unused
/// until a submission names it.
async fn picture(
    State(state): State<AppState>,
    reply: ReplyLang,
    mut multipart: Multipart,
) -> Result<(StatusCode, Json<SubmissionPicture>), ApiError> {
    let said = reply.words();
    let unreadable = |error| read_error(error, said);
    let mut token = None;
    let mut image = None;
    while let Some(field) = multipart.next_field().await.map_err(unreadable)? {
        match field.name() {
            Some("formToken") if token.is_none() => {
                token = Some(field.text().await.map_err(unreadable)?);
            }
            Some("image") => {
                image = Some(field.bytes().await.map_err(unreadable)?);
                break;
            }
            _ => {}
        }
    }
    let shown = match token {
        Some(token) => seconds_to_fill(&state, &token, now_ms()).await?,
        None => None,
    };
    if shown.is_none() {
        return Err(ApiError::BadRequest(
            said.text("submission-picture-form-old"),
        ));
    }
    let bytes = image.ok_or_else(|| ApiError::BadRequest(said.text("image-field-missing")))?;
    let stored = store_image(&state, bytes, said).await?;
    Ok((
        StatusCode::CREATED,
        Json(SubmissionPicture {
            image: stored.image,
        }),
    ))
}

async fn submit(
    State(state): State<AppState>,
    client: Option<Extension<Requester>>,
    Json(form): Json<SubmissionForm>,
) -> Result<Response, ApiError> {
    let said = words(form.lang);
    let submission = validate_submission(&form, said)?;
    let now = now_ms();
    let requester = client.map_or_else(Requester::local, |Extension(client)| client);
    let client = client_hash(&state, &requester).await?;
    let sender = state
        .store
        .sender_today(&submission.organizer_email, &client, now - DAY_MS)
        .await?;
    let signs = SubmissionSigns {
        homepage: &form.homepage,
        seconds_to_fill: seconds_to_fill(&state, &form.form_token, now).await?,
        by_address_today: sender.by_address,
        by_client_today: sender.by_client,
        blocked: sender.blocked,
    };
    let sent = || SubmissionAnswer {
        message: said.message(
            "submission-sent",
            &[("email", Arg::Text(&submission.organizer_email))],
        ),
    };
    match refusal(&signs) {
        None => {}
        // Answered as taken in: its sender learns nothing.
        Some(Refusal::Silent) => return Ok((StatusCode::ACCEPTED, Json(sent())).into_response()),
        Some(Refusal::TooFast) => {
            return Err(ApiError::BadRequest(
                Refusal::TooFast.message(said).unwrap_or_default(),
            ));
        }
        Some(Refusal::TooManyToday) => {
            return Err(ApiError::TooManyRequests {
                message: Refusal::TooManyToday.message(said).unwrap_or_default(),
                retry_after_secs: 24 * 60 * 60,
            });
        }
    }
    let origin = state.config.mail_origin();
    let token = new_session_token()?;
    let title = submission
        .events
        .first()
        .map(|event| event.title.trim().to_string())
        .unwrap_or_default();
    let message = composed(confirmation(
        &letterhead(&state, &origin),
        &submission.organizer_email,
        form.lang,
        &title,
        &token,
    ))?;
    let kept = SubmissionForm {
        homepage: String::new(),
        form_token: String::new(),
        ..form.clone()
    };
    state
        .store
        .insert_submission(
            &NewSubmission {
                form: &kept,
                lang: form.lang,
                origin: &origin,
                client: &client,
                link_hash: &token_hash(&token),
                confirmation: &message,
            },
            now,
        )
        .await?;
    state.outbox_wake.notify_one();
    Ok((StatusCode::ACCEPTED, Json(sent())).into_response())
}

/// The submission the request's bearer token opens, or a 410 in `lang`
/// (as a reminder's link that opens nothing).
async fn opened(
    state: &AppState,
    headers: &HeaderMap,
    lang: Lang,
) -> Result<StoredSubmission, ApiError> {
    let unknown = || ApiError::Gone(words(lang).text("submission-link-unknown"));
    let token = bearer(headers).ok_or_else(unknown)?;
    state
        .store
        .submission_by_link(&token_hash(token))
        .await?
        .ok_or_else(unknown)
}

fn view(stored: StoredSubmission) -> OrganizerSubmission {
    let said = words(stored.lang);
    OrganizerSubmission {
        status: stored.status,
        status_text: said.text(stored.status.message()),
        editable: stored.status.editable(),
        decline_reason: stored.decline_reason,
        form: stored.form,
    }
}

/// `?lang=` is the page's: a link that opens nothing is told in it.
async fn mine(
    State(state): State<AppState>,
    Query(asked): Query<AskedIn>,
    headers: HeaderMap,
) -> Result<Json<OrganizerSubmission>, ApiError> {
    let lang = asked_lang(asked.lang.as_deref())?;
    let stored = opened(&state, &headers, lang).await?;
    Ok(Json(view(stored)))
}

/// The organizer's change: checked again by core's rules, kept while staff
/// have not decided it.
async fn edit(
    State(state): State<AppState>,
    headers: HeaderMap,
    Json(form): Json<SubmissionForm>,
) -> Result<Json<SubmissionAnswer>, ApiError> {
    let said = words(form.lang);
    let stored = opened(&state, &headers, form.lang).await?;
    let decided = || ApiError::Conflict(said.text("submission-decided"));
    stored
        .status
        .after(SubmissionStep::Edit)
        .ok_or_else(decided)?;
    // The address stays the one confirmed: the link was sent to it. The
    // rules check the form as it will be kept.
    let kept = SubmissionForm {
        organizer_email: stored.form.organizer_email.clone(),
        homepage: String::new(),
        form_token: String::new(),
        ..form
    };
    validate_submission(&kept, said)?;
    if !state
        .store
        .edit_submission(stored.id, stored.status, &kept)
        .await?
    {
        return Err(decided());
    }
    Ok(Json(SubmissionAnswer {
        message: said.text("submission-saved"),
    }))
}

/// The organizer opened the confirmation link: the submission goes to
/// staff (once; a second opening says the same).
async fn confirm(
    State(state): State<AppState>,
    Query(asked): Query<AskedIn>,
    headers: HeaderMap,
) -> Result<Json<SubmissionAnswer>, ApiError> {
    let lang = asked_lang(asked.lang.as_deref())?;
    let stored = opened(&state, &headers, lang).await?;
    let said = words(stored.lang);
    let decided = || ApiError::Conflict(said.text("submission-decided"));
    let after = stored
        .status
        .after(SubmissionStep::Confirm)
        .ok_or_else(decided)?;
    if after != stored.status
        && !state
            .store
            .set_submission_status(stored.id, stored.status, after, now_ms())
            .await?
    {
        return Err(decided());
    }
    Ok(Json(SubmissionAnswer {
        message: said.text("submission-confirmed"),
    }))
}
