//! The weekly e-mail, 'This weekend in <city>' (issue #37, part 4).
//!
//! - `POST /api/weekly`: a subscription with its categories. The first
//!   time, the address gets a confirmation link (double opt-in), the same
//!   kind a 'Remind me' sends; a device holding a link token for the
//!   address subscribes at once. Limited per client like the other public
//!   writes, and per address (one link per few minutes).
//! - `DELETE /api/weekly`: ends the subscription of the address whose link
//!   token is the bearer; its reminders stay.
//! - `POST /api/weekly/unsubscribe?token=…`: RFC 8058's one click from an
//!   issue, which ends the subscription; a GET is sent to the address's
//!   page instead, never acting.

use axum::extract::{Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use guide_core::api::{HeldForAddress, ReminderAnswer};
use guide_core::plan::weekly::{WeeklyRequest, validate_weekly};
use guide_core::text::catalogs::catalog as words;
use guide_core::text::words::{Arg, Localizer};

use super::reminders::{
    AskedIn, List, OneClick, held_view, lang_of, linked, one_click, unsubscribe_page,
};
use super::routes::{
    Access::{Link, Write},
    DELETE, GET, POST, Routes,
};
use super::{composed, letterhead};
use crate::auth::{new_session_token, token_hash};
use crate::clock::now_ms;
use crate::error::{ApiError, Json};
use crate::mail::weekly::{WeeklyLetter, WeeklyMail, compose};
use crate::state::AppState;
use crate::store::{Asked, Confirmation, NewSubscription};

pub fn routes() -> Routes {
    // As the reminders' links: a token is 256 random bits, and a mail
    // provider's one-click POSTs must not be throttled as a client.
    Routes::new()
        .add(Write, POST, "/weekly", subscribe)
        .add(Link, DELETE, "/weekly", unsubscribe_by_page)
        .add(Link, POST, "/weekly/unsubscribe", unsubscribe)
        // A GET leads to the address's page, as a reminder's.
        .add(Link, GET, "/weekly/unsubscribe", unsubscribe_page)
}

async fn subscribe(
    State(state): State<AppState>,
    Json(request): Json<WeeklyRequest>,
) -> Result<Response, ApiError> {
    let said = words(request.lang);
    let request = validate_weekly(&request, said)?;
    let origin = state.config.mail_origin();
    let token = new_session_token()?;
    let confirmation = composed(compose(
        &letterhead(&state, &origin),
        &WeeklyLetter {
            to: &request.email,
            lang: request.lang,
            origin: &origin,
            token: &token,
            message_key: None,
            test: false,
        },
        WeeklyMail::Confirm,
    ))?;
    let proof = request.token.as_deref().map(token_hash);
    let key = new_session_token()?;
    let asked = state
        .store
        .subscribe_weekly(
            &NewSubscription {
                email: &request.email,
                lang: request.lang,
                categories: &request.categories,
                key: &key[..24],
                token_hash: proof.as_deref(),
            },
            Confirmation {
                token_hash: &token_hash(&token),
                message: &confirmation,
            },
            now_ms(),
        )
        .await?;
    let args = [
        ("email", Arg::Text(&request.email)),
        ("city", Arg::Text(&state.site.city)),
    ];
    let answer = match asked {
        // A subscription is never refused for holding too many.
        Asked::Set | Asked::TooMany => ReminderAnswer {
            confirmed: true,
            title: said.text("weekly-set-title"),
            message: said.message("weekly-set", &args),
        },
        Asked::ConfirmSent => {
            state.outbox_wake.notify_one();
            ReminderAnswer {
                confirmed: false,
                title: said.text("reminder-check-title"),
                message: said.message("weekly-confirm-sent", &args),
            }
        }
        Asked::ConfirmPending => ReminderAnswer {
            confirmed: false,
            title: said.text("reminder-check-title"),
            message: said.message("weekly-confirm-pending", &args),
        },
    };
    Ok((StatusCode::ACCEPTED, Json(answer)).into_response())
}

/// 'Unsubscribe' on the address's page: what is left held for it.
async fn unsubscribe_by_page(
    State(state): State<AppState>,
    headers: HeaderMap,
    Query(asked): Query<AskedIn>,
) -> Result<Response, ApiError> {
    let lang = lang_of(&asked)?;
    let address = linked(&state, &headers, lang.unwrap_or_default()).await?;
    if !state.store.unsubscribe_weekly(address.id).await? {
        return Err(ApiError::NotFound);
    }
    let lang = lang.unwrap_or(address.lang);
    // The address is gone with it when nothing else was held.
    match state.store.linked_address(&token_hash_of(&headers)).await? {
        Some(address) => {
            let held: HeldForAddress = held_view(&state, &address, lang).await?;
            Ok(Json(held).into_response())
        }
        None => Ok(StatusCode::NO_CONTENT.into_response()),
    }
}

fn token_hash_of(headers: &HeaderMap) -> String {
    super::reminders::bearer(headers)
        .map(token_hash)
        .unwrap_or_default()
}

/// RFC 8058's one click from an issue: the subscription ends.
async fn unsubscribe(
    State(state): State<AppState>,
    Query(link): Query<OneClick>,
) -> Result<Json<ReminderAnswer>, ApiError> {
    one_click(&state, &link, List::Weekly).await
}
