//! The JSON API under `/api`. One module per resource; this file merges them
//! and makes sure every error, even axum's own, leaves as `{"error": "..."}`.

pub mod admin;
mod changes;
mod content;
mod forecast;
mod idempotency_key;
mod login;
pub mod openapi;
pub(crate) mod reminders;
pub mod routes;
pub mod site;
mod staff_links;
mod submissions;
mod suggestions;
mod travel_times;
mod visit_plans;
mod weekly;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::http::header;
use axum::middleware;
use axum::response::{IntoResponse, Response};

use guide_core::text::lang::Lang;

use crate::error::{ApiError, error_body};
use crate::mail::{ComposeError, Letterhead};
use crate::state::AppState;
use crate::store::OutgoingMessage;
use routes::Routes;

/// The language a read is asked in (`?lang=es`, a language tag's first
/// part counts: `es-MX`); English, the spec's, when not given.
pub(crate) fn asked_lang(lang: Option<&str>) -> Result<Lang, ApiError> {
    match lang.map(str::trim).filter(|l| !l.is_empty()) {
        None => Ok(Lang::En),
        Some(tag) => Lang::from_tag(tag).ok_or_else(|| {
            let codes: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
            ApiError::BadRequest(format!(
                "the guide is not in the language '{}': ask for one of {}",
                tag.chars().take(20).collect::<String>(),
                codes.join(", ")
            ))
        }),
    }
}

/// What the site's configuration puts on every e-mail, its links to
/// `origin`.
pub(crate) fn letterhead<'a>(state: &'a AppState, origin: &'a str) -> Letterhead<'a> {
    Letterhead {
        site: &state.site,
        curator_email: &state.config.site.curator_email,
        from: &state.config.smtp.from,
        origin,
    }
}

/// A message composed, or why not: an address the visitor gave that mail
/// cannot use is theirs to fix (400); the sender's is the site's (500).
pub(crate) fn composed(
    result: Result<OutgoingMessage, ComposeError>,
) -> Result<OutgoingMessage, ApiError> {
    result.map_err(|error| match error {
        ComposeError::Address(_) => ApiError::BadRequest(error.to_string()),
        ComposeError::Sender(_) | ComposeError::Other(_) => {
            ApiError::Internal(anyhow::Error::from(error))
        }
    })
}

/// Largest JSON body the public API accepts.
pub const MAX_JSON_BODY: usize = 64 * 1024;

pub use admin::images as admin_images;
pub(crate) use content::{events_atom, events_rss};

/// Every route of the API, with who may call it (paths under `/api`).
pub fn routes() -> Routes {
    Routes::new()
        .merge(content::routes())
        .merge(changes::routes())
        .merge(site::routes())
        .merge(forecast::routes())
        .merge(travel_times::routes())
        .merge(login::routes())
        .merge(staff_links::routes())
        .merge(suggestions::routes())
        .merge(submissions::routes())
        .merge(reminders::routes())
        .merge(weekly::routes())
        .merge(visit_plans::routes())
        .nest("/admin", admin::routes())
        // The API's own description and its reference page (#38).
        .add(
            routes::Access::Read,
            routes::GET,
            "/openapi.json",
            openapi::openapi_json,
        )
        .add(
            routes::Access::Read,
            routes::GET,
            "/docs",
            openapi::docs_page,
        )
}

pub fn router(state: AppState) -> Router<AppState> {
    routes()
        .into_router(&state)
        .fallback(|| async { ApiError::NotFound })
        .layer(DefaultBodyLimit::max(MAX_JSON_BODY))
        .layer(middleware::map_response(json_errors))
}

/// Rewrites error responses that are not JSON yet (405 from the router, a
/// timeout, …) into the API's error shape.
async fn json_errors(response: Response) -> Response {
    let status = response.status();
    // Pages of their own (the sign-in page) and JSON pass; axum's bare and
    // plain-text rejections are rewritten.
    let rewrite = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_none_or(|v| v.starts_with("text/plain"));
    if !(status.is_client_error() || status.is_server_error()) || !rewrite {
        return response;
    }
    let reason = status.canonical_reason().unwrap_or("Request failed");
    let code = guide_core::api::ErrorCode::of_status(status.as_u16());
    let mut rewritten = (status, error_body(code, reason)).into_response();
    // Keep headers that matter to clients, such as Allow on a 405.
    if let Some(allow) = response.headers().get(header::ALLOW) {
        rewritten.headers_mut().insert(header::ALLOW, allow.clone());
    }
    rewritten
}
