//! Reminders of saved events (issue #37, docs/decisions/0010).
//!
//! - `POST /api/reminders`: a 'Remind me'. The first time, the address
//!   gets a confirmation link (double opt-in); a device holding a link
//!   token for the address sets it at once. Limited per client like the
//!   other public writes, and per address (one link per few minutes, a
//!   hundred reminders).
//! - `GET /api/reminders`, `POST /api/reminders/confirm`,
//!   `DELETE /api/reminders[/{eventId}]`: what is held for the address
//!   whose link token is the bearer (`Authorization: Bearer …`).
//! - `POST /api/reminders/unsubscribe?token=…`: RFC 8058's one click,
//!   which forgets the address; a GET of it (a person following the
//!   header's link) is sent to the address's page instead, never acting.

use axum::Extension;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use guide_core::api::{HeldForAddress, HeldReminder, HeldWeekly, ReminderAnswer};
use guide_core::content::event_hours::EventHours;
use guide_core::content::model::EventStatus;
use guide_core::content::paths::{ItemKind, item_path};
use guide_core::plan::reminders::{
    EventTimes, NoReminder, ReminderRequest, ReminderTime, reminder_time, validate_reminder,
};
use guide_core::plan::weekly::next_issue_ms;
use guide_core::text::catalogs::catalog as words;
use guide_core::text::format;
use guide_core::text::lang::Lang;
use guide_core::text::words::{Arg, Localizer};
use guide_core::time::date::{CityClock, CityZone};
use serde::Deserialize;

use super::routes::{
    Access::{Link, Write},
    DELETE, GET, POST, Routes,
};
use super::{composed, letterhead};
use crate::auth::{new_session_token, token_hash};
use crate::clock::{now_ms, today};
use crate::error::{ApiError, Json};
use crate::mail::reminders::{ReminderLetter, ReminderMail, address_page, compose};
use crate::requester::{Requester, site_origin};
use crate::state::AppState;
use crate::store::{Asked, Confirmation, LinkedAddress, MAX_REMINDERS_PER_ADDRESS, NewReminder};

pub fn routes() -> Routes {
    // A link token is 256 random bits: guessing one is hopeless, and a
    // mail provider's one-click POSTs must not be throttled as a client.
    Routes::new()
        .add(Write, POST, "/reminders", ask)
        .add(Link, GET, "/reminders", held)
        .add(Link, DELETE, "/reminders", forget_all)
        .add(Link, POST, "/reminders/confirm", confirm)
        .add(Link, DELETE, "/reminders/{event_id}", forget_one)
        .add(Link, POST, "/reminders/unsubscribe", unsubscribe)
        .add(Link, GET, "/reminders/unsubscribe", unsubscribe_page)
}

pub(super) fn invalid(field: &str, message: String) -> ApiError {
    ApiError::Invalid {
        message: message.clone(),
        fields: [(field.to_string(), message)].into(),
    }
}

/// An instant as the visitor reads it: 'Saturday, December 5 · 8:00 AM'.
pub(crate) fn instant_words(zone: CityZone, at_ms: i64, lang: Lang) -> String {
    let today = today(zone);
    match CityClock::at(zone, at_ms) {
        Some(clock) => format!(
            "{} · {}",
            format::day_with_weekday(clock.today, today, lang),
            format::clock_time(clock.minutes, lang)
        ),
        None => String::new(),
    }
}

async fn ask(
    State(state): State<AppState>,
    Json(request): Json<ReminderRequest>,
) -> Result<Response, ApiError> {
    let said = words(request.lang);
    let request = validate_reminder(&request, said)?;
    let gone = || invalid("eventId", said.text("reminder-event-gone"));
    let event = state
        .store
        .event(request.event_id)
        .await?
        .ok_or_else(gone)?;
    if event.status == EventStatus::Cancelled {
        return Err(invalid("eventId", said.text("reminder-cancelled")));
    }
    let zone = state.site.time_zone;
    let now = now_ms();
    let send_at = match reminder_time(&EventHours::of(&event), request.when, zone, now) {
        Ok(ReminderTime::At(at)) => at,
        Ok(ReminderTime::Now) => now,
        Err(NoReminder::Begun) => return Err(invalid("eventId", said.text("reminder-begun"))),
    };
    let origin = state.config.mail_origin();
    let token = new_session_token()?;
    let confirmation = composed(compose(
        &letterhead(&state, &origin),
        &ReminderLetter {
            to: &request.email,
            lang: request.lang,
            origin: &origin,
            token: &token,
            message_key: None,
            today: today(zone),
        },
        &event,
        ReminderMail::Confirm,
    ))?;
    let proof = request.token.as_deref().map(token_hash);
    let key = new_session_token()?;
    let times = EventTimes::of(&event);
    let asked = state
        .store
        .ask_reminder(
            &NewReminder {
                email: &request.email,
                lang: request.lang,
                event_id: event.id,
                when: request.when,
                send_at,
                times: &times,
                key: &key[..24],
                token_hash: proof.as_deref(),
            },
            Confirmation {
                token_hash: &token_hash(&token),
                message: &confirmation,
            },
            now,
        )
        .await?;
    let email = Arg::Text(&request.email);
    let answer = match asked {
        Asked::Set => {
            state.reminders_wake.notify_one();
            let day = instant_words(zone, send_at, request.lang);
            ReminderAnswer {
                confirmed: true,
                title: said.text("reminder-set-title"),
                message: said.message(
                    "reminder-set",
                    &[("email", email), ("day", Arg::Text(&day))],
                ),
            }
        }
        Asked::ConfirmSent => {
            state.outbox_wake.notify_one();
            ReminderAnswer {
                confirmed: false,
                title: said.text("reminder-check-title"),
                message: said.message("reminder-confirm-sent", &[("email", email)]),
            }
        }
        Asked::ConfirmPending => ReminderAnswer {
            confirmed: false,
            title: said.text("reminder-check-title"),
            message: said.message("reminder-confirm-pending", &[("email", email)]),
        },
        Asked::TooMany => {
            return Err(invalid(
                "email",
                said.message(
                    "reminder-too-many",
                    &[("max", Arg::Number(MAX_REMINDERS_PER_ADDRESS as f64))],
                ),
            ));
        }
    };
    Ok((StatusCode::ACCEPTED, Json(answer)).into_response())
}

/// `?lang=` of the page asking; else the address's own.
#[derive(Debug, Deserialize)]
pub(super) struct AskedIn {
    pub lang: Option<String>,
}

/// The link token a request carries as its bearer.
pub(super) fn bearer(headers: &HeaderMap) -> Option<&str> {
    headers
        .get(header::AUTHORIZATION)?
        .to_str()
        .ok()?
        .strip_prefix("Bearer ")
        .map(str::trim)
        .filter(|t| !t.is_empty())
}

/// The refusal of a link that names nothing held, in `lang`.
pub(super) fn link_gone(lang: Lang) -> ApiError {
    ApiError::Gone(words(lang).text("reminder-link-gone"))
}

pub(super) async fn linked(
    state: &AppState,
    headers: &HeaderMap,
    lang: Lang,
) -> Result<LinkedAddress, ApiError> {
    let token = bearer(headers).ok_or_else(|| link_gone(lang))?;
    state
        .store
        .linked_address(&token_hash(token))
        .await?
        .ok_or_else(|| link_gone(lang))
}

pub(super) fn lang_of(asked: &AskedIn) -> Result<Option<Lang>, ApiError> {
    match asked.lang.as_deref() {
        None => Ok(None),
        lang => super::asked_lang(lang).map(Some),
    }
}

pub(super) async fn held_view(
    state: &AppState,
    address: &LinkedAddress,
    lang: Lang,
) -> Result<HeldForAddress, ApiError> {
    let zone = state.site.time_zone;
    let today = today(zone);
    let reminders = state
        .store
        .reminders_of(address.id)
        .await?
        .into_iter()
        .map(|held| {
            let times = &held.times;
            let days = format::date_range_from(times.date, times.end_date, today, lang);
            let dates = match times.time.as_deref().filter(|t| !t.trim().is_empty()) {
                Some(time) => format!("{days} · {}", format::event_time(time, lang)),
                None => days,
            };
            HeldReminder {
                event_id: held.event_id,
                path: item_path(ItemKind::Event, held.event_id, &held.title),
                title: held.title,
                status: times.status,
                when: held.when,
                dates,
                sends: instant_words(zone, held.send_at, lang),
                confirmed: held.confirmed,
            }
        })
        .collect();
    let weekly = state
        .store
        .subscription_of(address.id)
        .await?
        .map(|subscription| HeldWeekly {
            categories: subscription.categories,
            sends: next_issue_ms(zone, now_ms())
                .map(|at| instant_words(zone, at, lang))
                .unwrap_or_default(),
            confirmed: subscription.confirmed,
        });
    Ok(HeldForAddress {
        email: address.email.clone(),
        reminders,
        weekly,
    })
}

async fn held(
    State(state): State<AppState>,
    headers: HeaderMap,
    Query(asked): Query<AskedIn>,
) -> Result<Json<HeldForAddress>, ApiError> {
    let lang = lang_of(&asked)?;
    let address = linked(&state, &headers, lang.unwrap_or_default()).await?;
    let lang = lang.unwrap_or(address.lang);
    Ok(Json(held_view(&state, &address, lang).await?))
}

async fn confirm(
    State(state): State<AppState>,
    headers: HeaderMap,
    Query(asked): Query<AskedIn>,
) -> Result<Json<HeldForAddress>, ApiError> {
    let lang = lang_of(&asked)?;
    let token = bearer(&headers).ok_or_else(|| link_gone(lang.unwrap_or_default()))?;
    let address = state
        .store
        .confirm_reminders(&token_hash(token), now_ms())
        .await?
        .ok_or_else(|| link_gone(lang.unwrap_or_default()))?;
    // One may be due at once (its morning has passed).
    state.reminders_wake.notify_one();
    let lang = lang.unwrap_or(address.lang);
    Ok(Json(held_view(&state, &address, lang).await?))
}

async fn forget_all(
    State(state): State<AppState>,
    headers: HeaderMap,
    Query(asked): Query<AskedIn>,
) -> Result<StatusCode, ApiError> {
    let lang = lang_of(&asked)?.unwrap_or_default();
    let address = linked(&state, &headers, lang).await?;
    state.store.forget_address(address.id).await?;
    Ok(StatusCode::NO_CONTENT)
}

async fn forget_one(
    State(state): State<AppState>,
    headers: HeaderMap,
    Path(event_id): Path<String>,
    Query(asked): Query<AskedIn>,
) -> Result<Json<HeldForAddress>, ApiError> {
    let lang = lang_of(&asked)?;
    let event_id: i64 = event_id
        .parse()
        .map_err(|_| ApiError::BadRequest(format!("'{event_id}' is not an event id")))?;
    let address = linked(&state, &headers, lang.unwrap_or_default()).await?;
    if !state.store.forget_reminder(address.id, event_id).await? {
        return Err(ApiError::NotFound);
    }
    let lang = lang.unwrap_or(address.lang);
    Ok(Json(held_view(&state, &address, lang).await?))
}

/// `?token=` of the one-click link.
#[derive(Debug, Deserialize)]
pub(super) struct OneClick {
    token: Option<String>,
}

/// What a one-click link ends.
pub(super) enum List {
    /// Everything held for the address (a reminder's link).
    Everything,
    /// Its weekly e-mail (an issue's link); its reminders stay.
    Weekly,
}

/// RFC 8058: the mail provider POSTs `List-Unsubscribe=One-Click`; what
/// the link's list is ends. Answered the same for a link already used, so
/// a retried POST is not an error.
pub(super) async fn one_click(
    state: &AppState,
    link: &OneClick,
    list: List,
) -> Result<Json<ReminderAnswer>, ApiError> {
    let token = link.token.as_deref().map(str::trim).unwrap_or_default();
    if token.is_empty() {
        return Err(ApiError::BadRequest(
            "the unsubscribe link has no token".into(),
        ));
    }
    let lang = match state.store.linked_address(&token_hash(token)).await? {
        Some(address) => {
            match list {
                List::Everything => state.store.forget_address(address.id).await?,
                List::Weekly => _ = state.store.unsubscribe_weekly(address.id).await?,
            }
            address.lang
        }
        None => Lang::En,
    };
    let said = words(lang);
    let (title, message) = match list {
        List::Everything => ("reminder-stop", "reminder-unsubscribed"),
        List::Weekly => ("weekly-stop", "weekly-unsubscribed"),
    };
    Ok(Json(ReminderAnswer {
        confirmed: false,
        title: said.text(title),
        message: said.text(message),
    }))
}

async fn unsubscribe(
    State(state): State<AppState>,
    Query(link): Query<OneClick>,
) -> Result<Json<ReminderAnswer>, ApiError> {
    one_click(&state, &link, List::Everything).await
}

/// A person who opened the header's link: the address's page, where they
/// see and delete; a GET never acts (link scanners open links).
pub(super) async fn unsubscribe_page(
    State(state): State<AppState>,
    headers: HeaderMap,
    client: Option<Extension<Requester>>,
    Query(link): Query<OneClick>,
) -> Response {
    let origin = site_origin(
        state.config.site.public_url.as_deref(),
        &headers,
        client.as_deref(),
    );
    let token = link.token.unwrap_or_default();
    let safe: String = token.chars().filter(char::is_ascii_alphanumeric).collect();
    Redirect::to(&address_page(&origin, Lang::En, &safe, false)).into_response()
}
