//! The one error type of the API. Every failure leaves the server as
//! `{"error": "..."}` with a 4xx/5xx status; internal details are logged,
//! never sent.

use std::collections::BTreeMap;

use axum::extract::FromRequest;
use axum::extract::rejection::JsonRejection;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde_json::json;

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
    #[error("Not found")]
    NotFound,
    /// A rejection from axum's extractors, with its own status.
    #[error("{message}")]
    Rejected { status: StatusCode, message: String },
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
            ApiError::BadRequest(_) | ApiError::Invalid { .. } => StatusCode::BAD_REQUEST,
            ApiError::NotFound => StatusCode::NOT_FOUND,
            ApiError::Rejected { status, .. } => *status,
            ApiError::TooManyRequests { .. } => StatusCode::TOO_MANY_REQUESTS,
            ApiError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }
}

impl From<sqlx::Error> for ApiError {
    fn from(error: sqlx::Error) -> ApiError {
        ApiError::Internal(error.into())
    }
}

impl From<JsonRejection> for ApiError {
    fn from(rejection: JsonRejection) -> ApiError {
        let status = rejection.status();
        let message = match &rejection {
            JsonRejection::MissingJsonContentType(_) => {
                "Expected a JSON body with 'Content-Type: application/json'".to_string()
            }
            JsonRejection::BytesRejection(_) if status == StatusCode::PAYLOAD_TOO_LARGE => {
                "Request body is too large".to_string()
            }
            _ => rejection.body_text(),
        };
        ApiError::Rejected { status, message }
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

pub fn error_body(message: &str) -> serde_json::Value {
    json!({ "error": message })
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let status = self.status_code();
        let body = match &self {
            ApiError::Internal(error) => {
                tracing::error!(error = ?error, "internal error");
                error_body("Internal server error")
            }
            ApiError::Invalid { message, fields } => json!({ "error": message, "fields": fields }),
            other => error_body(&other.to_string()),
        };
        let mut response = (status, axum::Json(body)).into_response();
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

impl From<guide_core::validation::ValidationErrors> for ApiError {
    fn from(errors: guide_core::validation::ValidationErrors) -> ApiError {
        let message = errors.to_string();
        let fields = errors
            .errors
            .into_iter()
            .map(|e| (e.field, e.message))
            .collect();
        ApiError::Invalid { message, fields }
    }
}
