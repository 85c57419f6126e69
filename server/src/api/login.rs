//! `/api/login` (a sign-in page in the site's look, and the form it posts)
//! and `/api/logout`; the pages of e-mailed links are `staff_links.rs`. The page speaks the language of the dashboard's
//! address it returns to (`?next=/es/admin` is Spanish): the spec's
//! `/api/login` stays English.

use askama::Template;
use axum::Form;
use axum::extract::{Query, State};
use axum::http::{HeaderMap, Method, StatusCode, header};
use axum::response::{Html, IntoResponse, Response};
use guide_core::text::catalogs::{Catalog, catalog};
use guide_core::text::lang::Lang;
use guide_core::text::words::{Arg, Localizer};
use serde::Deserialize;

use super::routes::{Access::SignIn, GET, POST, Routes};
use crate::auth::{self, SignInRefusal};
use crate::error::ApiError;
use crate::requester::Requester;
use crate::state::AppState;

pub fn routes() -> Routes {
    Routes::new()
        .add(SignIn, GET, "/login", login_page)
        .add(SignIn, POST, "/login", login)
        // POST only, from this site: a link or an image elsewhere cannot sign
        // an admin out.
        .add(SignIn, POST, "/logout", logout)
}

#[derive(Template)]
#[template(path = "login.html")]
struct LoginPage<'a> {
    lang: Lang,
    words: &'static Catalog,
    /// The guide's name in the page's language ('Sarasota Visitor Guide').
    guide: String,
    next: &'a str,
    email: &'a str,
    error: Option<String>,
    /// The page in each language, returning to the dashboard in it.
    languages: Vec<LanguageLink>,
}

pub(super) struct LanguageLink {
    pub lang: Lang,
    pub href: String,
}

impl LoginPage<'_> {
    fn t(&self, id: &str) -> String {
        self.words.text(id)
    }

    fn page_title(&self) -> String {
        self.words
            .message("login-page-title", &[("guide", Arg::Text(&self.guide))])
    }

    fn heading(&self) -> String {
        self.t("login-title")
    }

    fn home(&self) -> String {
        self.lang.path("/")
    }

    /// The forgotten password's page, returning to the same address.
    fn forgot(&self) -> String {
        reset_request_address(self.next)
    }
}

/// The forgotten password's page, in the language of the dashboard
/// address `next` and returning to it.
pub(super) fn reset_request_address(next: &str) -> String {
    match next {
        "/admin" => "/api/password-reset".to_string(),
        _ => {
            let query: String = url::form_urlencoded::Serializer::new(String::new())
                .append_pair("next", next)
                .finish();
            format!("/api/password-reset?{query}")
        }
    }
}

/// The sign-in page returning to `next`.
pub(super) fn sign_in_address(next: &str) -> String {
    match next {
        "/admin" => "/api/login".to_string(),
        _ => {
            let query: String = url::form_urlencoded::Serializer::new(String::new())
                .append_pair("next", next)
                .finish();
            format!("/api/login?{query}")
        }
    }
}

/// The sign-in page's language: that of the address it returns to.
pub(super) fn page_lang(next: &str) -> Lang {
    Lang::split_path(next).0
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
    error: Option<&dyn Fn(&Catalog) -> String>,
) -> Result<Response, ApiError> {
    let lang = page_lang(next);
    let words = catalog(lang);
    // The same address in another language: `/es/admin?tab=images` is
    // `/fr/admin?tab=images` in French.
    let (path, query) = next
        .split_once('?')
        .map_or((next, None), |(p, q)| (p, Some(q)));
    let spec_path = Lang::split_path(path).1;
    let languages = Lang::ALL
        .into_iter()
        .map(|other| {
            let mut back = other.path(spec_path);
            if let Some(query) = query {
                back = format!("{back}?{query}");
            }
            let href = match back.as_str() {
                "/admin" => "/api/login".to_string(),
                _ => {
                    let query: String = url::form_urlencoded::Serializer::new(String::new())
                        .append_pair("next", &back)
                        .finish();
                    format!("/api/login?{query}")
                }
            };
            LanguageLink { lang: other, href }
        })
        .collect();
    let html = LoginPage {
        lang,
        words,
        guide: words.message(
            "page-home-title",
            &[("brand", Arg::Text(&state.site.brand))],
        ),
        next,
        email,
        error: error.map(|error| error(words)),
        languages,
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
            Some(&|words| words.text("login-other-site")),
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
            Some(&|words| words.text("login-missing")),
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
            let mut response = page(
                &state,
                status,
                &next,
                email,
                Some(&|words| refusal.message(words)),
            )?;
            if let Some(seconds) = retry_after {
                response
                    .headers_mut()
                    .insert(header::RETRY_AFTER, seconds.into());
            }
            Ok(response)
        }
    }
}

#[derive(Deserialize)]
struct LogoutQuery {
    /// The dashboard's language (`es`): the guide's home in it follows.
    lang: Option<String>,
}

async fn logout(
    State(state): State<AppState>,
    axum::Extension(client): axum::Extension<Requester>,
    headers: HeaderMap,
    Query(query): Query<LogoutQuery>,
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
    let lang = query.lang.as_deref().and_then(Lang::from_tag);
    Ok(auth::redirect_with_cookie(
        &lang.unwrap_or_default().path("/"),
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
