//! `/api/login` (a sign-in page in the site's look, and the form it posts)
//! and `/api/logout`.

use askama::Template;
use axum::Form;
use axum::Router;
use axum::extract::{Query, State};
use axum::http::{HeaderMap, Method, StatusCode, header};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::{get, post};
use serde::Deserialize;

use crate::auth::{self, SignInRefusal};
use crate::error::ApiError;
use crate::requester::Requester;
use crate::state::AppState;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/login", get(login_page).post(login))
        // POST only, from this site: a link or an image elsewhere cannot sign
        // an admin out.
        .route("/logout", post(logout))
}

#[derive(Template)]
#[template(path = "login.html")]
struct LoginPage<'a> {
    brand: &'a str,
    next: &'a str,
    email: &'a str,
    error: Option<String>,
}

/// Where to go after signing in: a local path only, else `/admin`.
pub fn safe_next(next: Option<&str>) -> &str {
    match next.map(str::trim) {
        Some(path)
            if path.starts_with('/')
                && !path.starts_with("//")
                && !path.contains('\\')
                && !path.chars().any(char::is_control) =>
        {
            path
        }
        _ => "/admin",
    }
}

fn page(
    state: &AppState,
    status: StatusCode,
    next: &str,
    email: &str,
    error: Option<String>,
) -> Result<Response, ApiError> {
    let html = LoginPage {
        brand: &state.site.brand,
        next,
        email,
        error,
    }
    .render()
    .map_err(anyhow::Error::from)?;
    Ok((status, [(header::CACHE_CONTROL, "no-store")], Html(html)).into_response())
}

#[derive(Deserialize)]
struct NextQuery {
    next: Option<String>,
}

async fn login_page(
    State(state): State<AppState>,
    headers: HeaderMap,
    Query(query): Query<NextQuery>,
) -> Result<Response, ApiError> {
    let next = safe_next(query.next.as_deref());
    // Already signed in: straight on.
    if state.current_admin(&headers).await?.is_some() {
        return Ok((
            StatusCode::SEE_OTHER,
            [(header::LOCATION, next.to_string())],
        )
            .into_response());
    }
    page(&state, StatusCode::OK, next, "", None)
}

#[derive(Deserialize)]
struct LoginForm {
    #[serde(default)]
    email: String,
    #[serde(default)]
    password: String,
    next: Option<String>,
}

async fn login(
    State(state): State<AppState>,
    axum::Extension(client): axum::Extension<Requester>,
    headers: HeaderMap,
    Form(form): Form<LoginForm>,
) -> Result<Response, ApiError> {
    let next = safe_next(form.next.as_deref()).to_string();
    if !auth::same_origin(&Method::POST, &headers) {
        return page(
            &state,
            StatusCode::FORBIDDEN,
            &next,
            "",
            Some("Please sign in from this site's own sign-in page.".into()),
        );
    }
    let email = form.email.trim();
    if email.is_empty()
        || form.password.is_empty()
        || email.len() > 320
        || form.password.len() > 1024
    {
        return page(
            &state,
            StatusCode::BAD_REQUEST,
            &next,
            email,
            Some("Please enter your email and password.".into()),
        );
    }
    let outcome = auth::sign_in(
        &state.store,
        email,
        &form.password,
        &client.ip.to_string(),
        state.session_max_ms(),
    )
    .await?;
    match outcome {
        Ok((token, admin)) => {
            tracing::info!(admin = admin.email, "admin signed in");
            let max_age = state.session_max_ms() as u64 / 1000;
            let cookie = auth::session_cookie(&token, max_age, client.https);
            Ok(auth::redirect_with_cookie(&next, cookie))
        }
        Err(refusal) => {
            let (status, retry_after) = match refusal {
                SignInRefusal::Invalid => (StatusCode::UNAUTHORIZED, None),
                SignInRefusal::Throttled { minutes } => {
                    (StatusCode::TOO_MANY_REQUESTS, Some(minutes.max(1) * 60))
                }
            };
            let mut response = page(&state, status, &next, email, Some(refusal.message()))?;
            if let Some(seconds) = retry_after {
                response
                    .headers_mut()
                    .insert(header::RETRY_AFTER, seconds.into());
            }
            Ok(response)
        }
    }
}

async fn logout(
    State(state): State<AppState>,
    axum::Extension(client): axum::Extension<Requester>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    if !auth::same_origin(&Method::POST, &headers) {
        return Err(ApiError::Forbidden("Cross-site request refused".into()));
    }
    if let Some(token) = auth::session_token(&headers) {
        state
            .store
            .delete_session(&auth::token_hash(&token))
            .await?;
    }
    Ok(auth::redirect_with_cookie(
        "/",
        auth::clear_session_cookie(client.https),
    ))
}

#[cfg(test)]
mod tests {
    use super::safe_next;

    #[test]
    fn only_local_paths_are_followed_after_sign_in() {
        assert_eq!(safe_next(Some("/admin?tab=images")), "/admin?tab=images");
        assert_eq!(safe_next(None), "/admin");
        assert_eq!(safe_next(Some("https://evil.example/")), "/admin");
        assert_eq!(safe_next(Some("//evil.example/")), "/admin");
        assert_eq!(safe_next(Some("/\\evil.example")), "/admin");
        assert_eq!(safe_next(Some("admin")), "/admin");
    }
}
