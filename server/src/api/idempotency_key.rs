//! The `Idempotency-Key` request header of the public sends: a browser
//! that queued a submission while offline sends it with a key, and may
//! send it again when it never saw the answer; the store writes it once.

use axum::extract::FromRequestParts;
use axum::http::HeaderValue;
use axum::http::request::Parts;
use axum::response::{IntoResponse, Response};

use crate::error::ApiError;

pub const HEADER: &str = "idempotency-key";
/// On an answer that repeats an earlier submission's.
pub const REPLAYED_HEADER: &str = "idempotent-replayed";

/// The header's value, if sent: 8 to 128 letters, digits, `-`, `_`, `:`
/// or `.` (a UUID fits).
#[derive(Debug, Clone, Default)]
pub struct ClientKey(pub Option<String>);

impl<S: Send + Sync> FromRequestParts<S> for ClientKey {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<ClientKey, ApiError> {
        let Some(value) = parts.headers.get(HEADER) else {
            return Ok(ClientKey(None));
        };
        let key = value.to_str().unwrap_or_default();
        let well_formed = (8..=128).contains(&key.len())
            && key
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b':' | b'.'));
        if well_formed {
            Ok(ClientKey(Some(key.to_string())))
        } else {
            Err(ApiError::BadRequest(
                "The Idempotency-Key header must be 8 to 128 letters, digits, '-', '_', ':' or '.'"
                    .into(),
            ))
        }
    }
}

/// Marks `response` as the repeat of an earlier submission when it is.
pub fn mark_replayed(mut response: Response, repeated: bool) -> Response {
    if repeated {
        response
            .headers_mut()
            .insert(REPLAYED_HEADER, HeaderValue::from_static("true"));
    }
    response
}

/// `(status, body)` as a response, marked when repeated.
pub fn answer(answer: impl IntoResponse, repeated: bool) -> Response {
    mark_replayed(answer.into_response(), repeated)
}
