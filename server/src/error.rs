//! The one error type of the API. Every failure leaves the server as
//! `{"error": "...", "code": "..."}` (core's `ErrorBody`) with a 4xx/5xx
//! status; internal details are logged, never sent.

use std::collections::BTreeMap;

use axum::extract::FromRequest;
use axum::extract::rejection::JsonRejection;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use guide_core::api::{ErrorBody, ErrorCode};

use crate::store::StoreError;

#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    #[error("{0}")]
    BadRequest(String),
    /// A payload that parsed but broke a rule; `fields` maps field → message.
    #[error("{message}")]
    Invalid {
        message: String,
        fields: BTreeMap<String, String>,
    },
    /// 400: a plan sent without items (the spec's 'No Items Selected').
    /// Its message is the toast's title, in the visitor's language.
    #[error("{message}")]
    NoItemsSelected {
        message: String,
        fields: BTreeMap<String, String>,
    },
    /// 401: no valid admin session.
    #[error("{0}")]
    Unauthorized(String),
    /// 403: refused whoever asks (another site's request, a forbidden address).
    #[error("{0}")]
    Forbidden(String),
    #[error("Not found")]
    NotFound,
    /// 409: the write contradicts what is stored.
    #[error("{0}")]
    Conflict(String),
    /// 409: a save from a form opened at an older version of the item.
    #[error("{0}")]
    EditConflict(String),
    /// 409: another item already holds this field's value (a unique
    /// constraint); `field` is named in the body's `fields`.
    #[error("{message}")]
    Taken { message: String, field: String },
    /// 410: what was asked about is no longer known here (an old copy).
    #[error("{0}")]
    Gone(String),
    /// 413: the body or the file is larger than allowed.
    #[error("{0}")]
    PayloadTooLarge(String),
    /// 415: a body or a file of a type the route does not take.
    #[error("{0}")]
    UnsupportedMediaType(String),
    /// 422: well-formed, but nothing usable in it (a JSON shape, a page).
    #[error("{0}")]
    Unprocessable(String),
    /// 502: the remote site failed or answered with something unusable.
    #[error("{0}")]
    BadGateway(String),
    /// 504: the remote site did not answer in time.
    #[error("{0}")]
    GatewayTimeout(String),
    /// A limit was reached: 429 with `Retry-After`.
    #[error("{message}")]
    TooManyRequests {
        message: String,
        retry_after_secs: u64,
    },
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

impl ApiError {
    pub fn status_code(&self) -> StatusCode {
        match self {
            ApiError::BadRequest(_)
            | ApiError::Invalid { .. }
            | ApiError::NoItemsSelected { .. } => StatusCode::BAD_REQUEST,
            ApiError::Unauthorized(_) => StatusCode::UNAUTHORIZED,
            ApiError::Forbidden(_) => StatusCode::FORBIDDEN,
            ApiError::NotFound => StatusCode::NOT_FOUND,
            ApiError::Conflict(_) | ApiError::EditConflict(_) | ApiError::Taken { .. } => {
                StatusCode::CONFLICT
            }
            ApiError::Gone(_) => StatusCode::GONE,
            ApiError::PayloadTooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            ApiError::UnsupportedMediaType(_) => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            ApiError::Unprocessable(_) => StatusCode::UNPROCESSABLE_ENTITY,
            ApiError::BadGateway(_) => StatusCode::BAD_GATEWAY,
            ApiError::GatewayTimeout(_) => StatusCode::GATEWAY_TIMEOUT,
            ApiError::TooManyRequests { .. } => StatusCode::TOO_MANY_REQUESTS,
            ApiError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }
}

/// A broken constraint is the request's fault, not the server's: a value
/// another item holds is a 409, a reference to nothing a 400, each naming
/// its field; every other database error is internal.
impl From<StoreError> for ApiError {
    fn from(error: StoreError) -> ApiError {
        match error {
            StoreError::Taken { field, message } => ApiError::Taken { message, field },
            StoreError::Missing {
                field: Some(field),
                message,
            } => ApiError::Invalid {
                fields: BTreeMap::from([(field, message.clone())]),
                message,
            },
            StoreError::Missing {
                field: None,
                message,
            } => ApiError::BadRequest(message),
            StoreError::Other(error) => ApiError::Internal(error),
        }
    }
}

impl From<sqlx::Error> for ApiError {
    fn from(error: sqlx::Error) -> ApiError {
        ApiError::from(StoreError::from(error))
    }
}

impl From<JsonRejection> for ApiError {
    fn from(rejection: JsonRejection) -> ApiError {
        match &rejection {
            JsonRejection::MissingJsonContentType(_) => ApiError::UnsupportedMediaType(
                "Expected a JSON body with 'Content-Type: application/json'".into(),
            ),
            _ if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE => {
                ApiError::PayloadTooLarge("Request body is too large".into())
            }
            JsonRejection::JsonDataError(_) => ApiError::Unprocessable(rejection.body_text()),
            _ => ApiError::BadRequest(rejection.body_text()),
        }
    }
}

/// JSON body whose rejections come back in the API's error format.
#[derive(FromRequest)]
#[from_request(via(axum::Json), rejection(ApiError))]
pub struct Json<T>(pub T);

impl<T: serde::Serialize> IntoResponse for Json<T> {
    fn into_response(self) -> Response {
        axum::Json(self.0).into_response()
    }
}

pub fn error_body(code: ErrorCode, message: &str) -> axum::Json<ErrorBody> {
    axum::Json(ErrorBody::new(code, message))
}

impl ApiError {
    /// Its word for programs (`ErrorBody::code`).
    pub fn code(&self) -> ErrorCode {
        match self {
            ApiError::Invalid { .. } => ErrorCode::Invalid,
            ApiError::NoItemsSelected { .. } => ErrorCode::NoItemsSelected,
            ApiError::EditConflict(_) => ErrorCode::EditConflict,
            other => ErrorCode::of_status(other.status_code().as_u16()),
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let status = self.status_code();
        let body = match &self {
            ApiError::Internal(error) => {
                tracing::error!(error = ?error, "internal error");
                error_body(ErrorCode::Internal, "Internal server error")
            }
            ApiError::Taken { message, field } if !field.is_empty() => axum::Json(ErrorBody {
                fields: Some(BTreeMap::from([(field.clone(), message.clone())])),
                ..ErrorBody::new(self.code(), message)
            }),
            ApiError::Invalid { fields, .. } | ApiError::NoItemsSelected { fields, .. } => {
                axum::Json(ErrorBody {
                    fields: Some(fields.clone()),
                    ..ErrorBody::new(self.code(), self.to_string())
                })
            }
            other => error_body(other.code(), &other.to_string()),
        };
        let mut response = (status, body).into_response();
        if let ApiError::TooManyRequests {
            retry_after_secs, ..
        } = self
        {
            response.headers_mut().insert(
                axum::http::header::RETRY_AFTER,
                retry_after_secs.max(1).into(),
            );
        }
        response
    }
}

impl From<guide_core::text::validation::ValidationErrors> for ApiError {
    fn from(errors: guide_core::text::validation::ValidationErrors) -> ApiError {
        let message = errors.to_string();
        let fields = errors
            .errors
            .into_iter()
            .map(|e| (e.field, e.message))
            .collect();
        ApiError::Invalid { message, fields }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A real database's constraint errors, from SQLite in memory: a value
    /// taken is a conflict naming its field, a reference to nothing the
    /// request's error. (tests/api/constraints.rs: each table, both engines.)
    #[tokio::test]
    async fn constraint_violations_are_the_requests_errors() {
        let db = sqlx::SqlitePool::connect("sqlite::memory:").await.unwrap();
        for statement in [
            "PRAGMA foreign_keys = ON",
            "CREATE TABLE venue (id INTEGER PRIMARY KEY, name TEXT UNIQUE)",
            "CREATE TABLE event (id INTEGER PRIMARY KEY, venue INTEGER REFERENCES venue(id))",
            "INSERT INTO venue (id, name) VALUES (1, 'Van Wezel')",
        ] {
            sqlx::query(statement).execute(&db).await.unwrap();
        }
        let status = |error: sqlx::Error| ApiError::from(error).status_code();
        let again = sqlx::query("INSERT INTO venue (name) VALUES ('Van Wezel')")
            .execute(&db)
            .await
            .unwrap_err();
        let again = ApiError::from(again);
        assert_eq!(again.status_code(), StatusCode::CONFLICT);
        assert!(matches!(&again, ApiError::Taken { field, .. } if field == "name"));
        let nowhere = sqlx::query("INSERT INTO event (venue) VALUES (99)")
            .execute(&db)
            .await
            .unwrap_err();
        assert_eq!(status(nowhere), StatusCode::BAD_REQUEST);
        let broken = sqlx::query("SELECT * FROM no_such_table")
            .execute(&db)
            .await
            .unwrap_err();
        assert_eq!(status(broken), StatusCode::INTERNAL_SERVER_ERROR);
    }
}
