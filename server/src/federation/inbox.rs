//! `POST /federation/inbox`: what peers send the guide's actor. A post is
//! believed only when its HTTP Signature is its actor's key's: the body
//! is read within [`MAX_BODY_BYTES`], the actor's document is read through
//! the guarded client (never at a private address), and the signature,
//! its date and the body's digest are checked. Only then is anything
//! stored: the activity, for the worker to process off the request, and
//! the actor, so its next post is checked without reading it again.

use std::time::SystemTime;

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use guide_core::dashboard::federation_blocks::is_blocked;
use guide_core::federation::activities::envelope;
use serde_json::Value;

use super::remote::{self, Unread};
use super::signing_key;
use crate::clock::now_ms;
use crate::error::ApiError;
use crate::http_signatures::{Received, Refused, Signed};
use crate::state::AppState;

/// The largest activity taken: Mastodon's own limit on what it posts is
/// far below it.
pub const MAX_BODY_BYTES: usize = 256 * 1024;

fn refused(why: impl std::fmt::Display) -> ApiError {
    ApiError::Unauthorized(format!("The request's signature is not believed: {why}."))
}

/// Reads the body, refusing one larger than the limit before reading it
/// when its length is said, and as soon as it passes the limit otherwise.
async fn read_body(headers: &HeaderMap, body: Body) -> Result<axum::body::Bytes, ApiError> {
    let too_large = || {
        ApiError::PayloadTooLarge(format!(
            "An activity may be at most {} KB.",
            MAX_BODY_BYTES / 1024
        ))
    };
    let said = headers
        .get(axum::http::header::CONTENT_LENGTH)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.parse::<usize>().ok());
    if said.is_some_and(|length| length > MAX_BODY_BYTES) {
        return Err(too_large());
    }
    axum::body::to_bytes(body, MAX_BODY_BYTES)
        .await
        .map_err(|_| too_large())
}

pub async fn receive(
    State(state): State<AppState>,
    request: Request,
) -> Result<Response, ApiError> {
    let (parts, body) = request.into_parts();
    let body = read_body(&parts.headers, body).await?;
    let header = |name: &str| {
        parts
            .headers
            .get(name)
            .and_then(|value| value.to_str().ok())
            .map(str::to_string)
    };
    let signed = Signed::read(&header).map_err(refused)?;
    let activity: Value = serde_json::from_slice(&body)
        .map_err(|_| ApiError::BadRequest("The body is not JSON.".into()))?;
    let envelope = envelope(&activity).map_err(|why| ApiError::BadRequest(format!("{why}.")))?;
    // A blocked account or instance costs no read of its actor.
    if is_blocked(&state.store.federation_blocks().await?, &envelope.actor) {
        return Err(ApiError::Forbidden(
            "This account or its instance is blocked by the guide.".into(),
        ));
    }

    let key = signing_key(&state).await?;
    let now = now_ms();
    let found = remote::find(
        &state.store,
        &state.fetcher,
        &key.signer,
        &envelope.actor,
        now,
    )
    .await
    .map_err(|error| match error {
        Unread::Store(error) => ApiError::from(error),
        Unread::Signing(error) => ApiError::Internal(error),
        unread => refused(unread),
    })?;
    let path_and_query = parts
        .uri
        .path_and_query()
        .map_or("/federation/inbox", |p| p.as_str())
        .to_string();
    // The URI the peer posted to: the guide's public scheme (TLS may end
    // at a proxy), the host it named, and the path.
    let scheme = state
        .config
        .mail_origin()
        .split_once("://")
        .map_or("https", |(scheme, _)| scheme)
        .to_string();
    let target_uri = format!(
        "{scheme}://{}{path_and_query}",
        header("host").unwrap_or_default()
    );
    let checked = |actor: &guide_core::federation::activities::RemoteActor| {
        // The key must be the one the actor's own document gives.
        if actor.key_id != signed.key_id() {
            return Err(Refused::Mismatch);
        }
        let received = Received {
            method: parts.method.as_str(),
            path_and_query: &path_and_query,
            target_uri: &target_uri,
            header: &header,
            body: &body,
        };
        signed.verify(&received, &actor.public_key_pem, SystemTime::now())
    };
    let actor = match checked(&found.actor) {
        Ok(()) => found,
        // A kept key may have been rotated since: read the actor again.
        Err(Refused::Mismatch | Refused::Key) if !found.fresh => {
            let actor = remote::read(&state.fetcher, &key.signer, &envelope.actor)
                .await
                .map_err(refused)?;
            checked(&actor).map_err(refused)?;
            remote::Found { actor, fresh: true }
        }
        Err(Refused::Mismatch) if found.actor.key_id != signed.key_id() => {
            return Err(refused(format!(
                "its key {} is not the actor {}'s",
                signed.key_id(),
                envelope.actor
            )));
        }
        Err(why) => return Err(refused(why)),
    };
    if actor.fresh {
        state.store.keep_actor(&actor.actor, now).await?;
    }
    let text = String::from_utf8_lossy(&body);
    if state
        .store
        .receive_activity(&envelope.id, &envelope.actor, &text, now)
        .await?
    {
        state.federation_wake.notify_one();
    }
    Ok(StatusCode::ACCEPTED.into_response())
}
