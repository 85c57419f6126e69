//! Admin authentication: argon2id password hashes, server-side sessions
//! behind an `HttpOnly` cookie, throttled sign-in, the one authorization
//! layer in front of `/api/admin/*`, and the cross-site check for requests
//! that change state.

use argon2::Argon2;
use argon2::password_hash::phc::PasswordHash;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};
use axum::extract::{Request, State};
use axum::http::{HeaderMap, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use guide_core::dashboard::accounts::{self, Role};
use guide_core::text::words::{Arg, Localizer};
use sha2::{Digest, Sha256};

use crate::clock::now_ms;
use crate::error::ApiError;
use crate::state::AppState;
use crate::store::{Admin, Store};

pub const SESSION_COOKIE: &str = "guide_session";

/// Failed sign-ins allowed per account, and per client address, in one
/// window before further attempts are refused until it ends.
pub const MAX_FAILURES_PER_ACCOUNT: i64 = 5;
pub const MAX_FAILURES_PER_ADDRESS: i64 = 20;
pub const FAILURE_WINDOW_MS: i64 = 15 * 60 * 1000;

pub fn hash_password(password: &str) -> anyhow::Result<String> {
    Argon2::default()
        .hash_password(password.as_bytes())
        .map(|hash| hash.to_string())
        .map_err(|e| anyhow::anyhow!("hashing the password: {e}"))
}

pub fn verify_password(password: &str, hash: &str) -> bool {
    PasswordHash::new(hash).is_ok_and(|parsed| {
        Argon2::default()
            .verify_password(password.as_bytes(), &parsed)
            .is_ok()
    })
}

/// A hash to verify against when the account does not exist, so that an
/// unknown e-mail costs the same time as a wrong password.
fn decoy_hash() -> &'static str {
    static DECOY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    DECOY.get_or_init(|| hash_password("not the password of anyone").unwrap_or_default())
}

/// 32 random bytes, hex: the cookie's value. Only its hash is stored.
pub fn new_session_token() -> anyhow::Result<String> {
    let mut bytes = [0u8; 32];
    getrandom::fill(&mut bytes).map_err(|e| anyhow::anyhow!("random source: {e}"))?;
    Ok(hex(&bytes))
}

pub fn token_hash(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The value of the request's cookie `name`, if it has one.
pub fn cookie(headers: &HeaderMap, name: &str) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(key, _)| *key == name)
        .map(|(_, value)| value.to_string())
}

/// The session token from the request's cookies, if any.
pub fn session_token(headers: &HeaderMap) -> Option<String> {
    cookie(headers, SESSION_COOKIE)
        .filter(|v| v.len() == 64 && v.bytes().all(|b| b.is_ascii_hexdigit()))
}

pub fn session_cookie(token: &str, max_age_secs: u64, secure: bool) -> String {
    format!(
        "{SESSION_COOKIE}={token}; Path=/; HttpOnly; SameSite=Lax; Max-Age={max_age_secs}{}",
        if secure { "; Secure" } else { "" }
    )
}

pub fn clear_session_cookie(secure: bool) -> String {
    session_cookie("", 0, secure)
}

impl AppState {
    fn session_idle_ms(&self) -> i64 {
        (self.config.admin.session_idle_minutes as i64) * 60_000
    }

    pub fn session_max_ms(&self) -> i64 {
        (self.config.admin.session_max_hours as i64) * 3_600_000
    }

    /// The signed-in admin of this request, if any.
    pub async fn current_admin(&self, headers: &HeaderMap) -> anyhow::Result<Option<Admin>> {
        let Some(token) = session_token(headers) else {
            return Ok(None);
        };
        Ok(self
            .store
            .session_admin(&token_hash(&token), now_ms(), self.session_idle_ms())
            .await?)
    }
}

/// Why a sign-in was refused. The message is the same whether the e-mail
/// exists or not.
#[derive(Debug, PartialEq, Eq)]
pub enum SignInRefusal {
    Invalid,
    Throttled { minutes: i64 },
}

impl SignInRefusal {
    /// Why, in `words`: the same for an address that has no account.
    pub fn message(&self, words: &dyn Localizer) -> String {
        match self {
            SignInRefusal::Invalid => words.text("login-invalid"),
            SignInRefusal::Throttled { minutes } => words.message(
                "login-throttled",
                &[("minutes", Arg::Number(*minutes as f64))],
            ),
        }
    }
}

/// Checks the credentials under the throttle; on success starts a new
/// session (a fresh token every time, so a session id never survives a
/// sign-in) and returns its token and admin.
pub async fn sign_in(
    store: &Store,
    email: &str,
    password: &str,
    client: &str,
    session_max_ms: i64,
) -> anyhow::Result<Result<(String, Admin), SignInRefusal>> {
    let now = now_ms();
    let account_key = account_key(email);
    let address_key = format!("ip:{client}");
    let limits = [
        (&account_key, MAX_FAILURES_PER_ACCOUNT),
        (&address_key, MAX_FAILURES_PER_ADDRESS),
    ];
    if let Some(throttled) = throttled(store, &limits, now).await? {
        return Ok(Err(throttled));
    }
    let credentials = store.admin_credentials(email).await?;
    let hash = credentials
        .as_ref()
        .map(|c| c.password_hash.as_str())
        .unwrap_or_else(|| decoy_hash());
    let matches = verify_password(password, hash);
    match credentials {
        Some(credentials) if matches => {
            store.clear_login_failures(&account_key).await?;
            let token = start_session(store, credentials.admin.id, session_max_ms).await?;
            Ok(Ok((token, credentials.admin)))
        }
        _ => {
            store
                .record_login_failure(&account_key, now, FAILURE_WINDOW_MS)
                .await?;
            store
                .record_login_failure(&address_key, now, FAILURE_WINDOW_MS)
                .await?;
            Ok(Err(SignInRefusal::Invalid))
        }
    }
}

/// The throttle's key of an account's failures.
fn account_key(email: &str) -> String {
    format!("account:{}", email.trim().to_lowercase())
}

/// Refused while any of `limits`' keys has failed that many times in the
/// window: how long to wait.
async fn throttled(
    store: &Store,
    limits: &[(&String, i64)],
    now: i64,
) -> anyhow::Result<Option<SignInRefusal>> {
    for (key, limit) in limits {
        let (failures, window_start) = store.login_failures(key, now, FAILURE_WINDOW_MS).await?;
        if failures >= *limit {
            let remaining = window_start + FAILURE_WINDOW_MS - now;
            return Ok(Some(SignInRefusal::Throttled {
                minutes: (remaining + 59_999) / 60_000,
            }));
        }
    }
    Ok(None)
}

/// Checks a signed-in account's current password (the own-password form)
/// under the sign-in throttle: a wrong one counts as the account's failed
/// sign-in, so a stolen session cannot guess it faster than a sign-in
/// page could.
pub async fn check_current_password(
    store: &Store,
    admin: &Admin,
    password: &str,
) -> anyhow::Result<Result<(), SignInRefusal>> {
    let now = now_ms();
    let key = account_key(&admin.email);
    if let Some(throttled) = throttled(store, &[(&key, MAX_FAILURES_PER_ACCOUNT)], now).await? {
        return Ok(Err(throttled));
    }
    let hash = store.password_hash(admin.id).await?;
    if hash.is_some_and(|hash| verify_password(password, &hash)) {
        return Ok(Ok(()));
    }
    store
        .record_login_failure(&key, now, FAILURE_WINDOW_MS)
        .await?;
    Ok(Err(SignInRefusal::Invalid))
}

/// A new session of the account `admin_id`: its cookie's token.
pub async fn start_session(
    store: &Store,
    admin_id: i64,
    session_max_ms: i64,
) -> anyhow::Result<String> {
    let now = now_ms();
    let token = new_session_token()?;
    store
        .create_session(&token_hash(&token), admin_id, now, now + session_max_ms)
        .await?;
    Ok(token)
}

/// The authorization layer of every `/api/admin/*` route: 401 without a
/// valid staff session, 403 for a state-changing request from another site
/// or from an account whose role may not (`needed`). The account is handed
/// to handlers as a request extension.
pub async fn require_staff(
    State(state): State<AppState>,
    needed: Role,
    mut request: Request,
    next: Next,
) -> Result<Response, ApiError> {
    if !same_origin(request.method(), request.headers()) {
        return Err(ApiError::Forbidden("Cross-site request refused".into()));
    }
    match state.current_admin(request.headers()).await? {
        Some(admin) if admin.role.may(needed) => {
            request.extensions_mut().insert(admin);
            Ok(next.run(request).await)
        }
        Some(_) => Err(ApiError::Forbidden(
            "This needs an admin account; yours is an editor's".into(),
        )),
        None => Err(ApiError::Unauthorized("Please sign in as an admin".into())),
    }
}

/// Safe methods pass. Others must come from this site: the `Origin` (or,
/// failing that, the `Referer`) must name the request's own host. Browsers
/// always send one of them on cross-site writes; tools that send neither
/// cannot carry a victim's cookie anyway.
pub fn same_origin(method: &Method, headers: &HeaderMap) -> bool {
    if matches!(*method, Method::GET | Method::HEAD | Method::OPTIONS) {
        return true;
    }
    let Some(host) = headers.get(header::HOST).and_then(|v| v.to_str().ok()) else {
        return false;
    };
    let source = headers
        .get(header::ORIGIN)
        .or_else(|| headers.get(header::REFERER))
        .and_then(|v| v.to_str().ok());
    match source {
        None => true,
        Some("null") => false,
        Some(source) => reqwest::Url::parse(source).is_ok_and(|url| {
            let authority = match (url.host_str(), url.port()) {
                (Some(h), Some(p)) => format!("{h}:{p}"),
                (Some(h), None) => h.to_string(),
                _ => return false,
            };
            authority.eq_ignore_ascii_case(host)
        }),
    }
}

/// Creates the configured first admin when the database has none.
pub async fn bootstrap_admin(
    state_store: &Store,
    config: &crate::config::Config,
) -> anyhow::Result<()> {
    let admin = &config.admin;
    let (Some(email), Some(password)) = (&admin.email, &admin.password) else {
        return Ok(());
    };
    if state_store.count_admins().await? > 0 {
        return Ok(());
    }
    let first_name = admin.first_name.as_deref().unwrap_or("Site");
    let last_name = admin.last_name.as_deref().unwrap_or("Admin");
    let words = guide_core::text::catalogs::catalog(guide_core::text::lang::Lang::En);
    accounts::check_admin_identity(email, first_name, last_name, words)
        .and_then(|()| accounts::check_admin_password(password.expose(), words))
        .map_err(|errors| anyhow::anyhow!("the configured first admin: {errors}"))?;
    let hash = hash_password(password.expose())?;
    let created = state_store
        .create_first_admin(email, first_name, last_name, &hash, now_ms())
        .await?;
    if created {
        tracing::info!(
            email,
            "created the first admin account from the configuration"
        );
    }
    Ok(())
}

/// `IntoResponse` helper: a redirect that also sets or clears a cookie.
pub fn redirect_with_cookie(location: &str, cookie: String) -> Response {
    (
        StatusCode::SEE_OTHER,
        [
            (header::LOCATION, location.to_string()),
            (header::SET_COOKIE, cookie),
        ],
    )
        .into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn passwords_verify_only_against_their_hash() {
        let hash = hash_password("correct horse").unwrap();
        assert!(hash.starts_with("$argon2id$"));
        assert!(verify_password("correct horse", &hash));
        assert!(!verify_password("correct horsE", &hash));
        assert!(!verify_password("correct horse", "not a hash"));
    }

    #[test]
    fn session_tokens_are_random_and_stored_hashed() {
        let a = new_session_token().unwrap();
        let b = new_session_token().unwrap();
        assert_ne!(a, b);
        assert_eq!(a.len(), 64);
        assert_ne!(token_hash(&a), a);
        let mut headers = HeaderMap::new();
        headers.insert(
            header::COOKIE,
            format!("x=1; {SESSION_COOKIE}={a}").parse().unwrap(),
        );
        assert_eq!(session_token(&headers), Some(a));
        headers.insert(
            header::COOKIE,
            format!("{SESSION_COOKIE}=../../etc").parse().unwrap(),
        );
        assert_eq!(session_token(&headers), None);
    }

    #[test]
    fn writes_must_come_from_this_site() {
        let headers = |pairs: &[(&str, &str)]| {
            let mut map = HeaderMap::new();
            for (k, v) in pairs {
                map.insert(
                    header::HeaderName::from_bytes(k.as_bytes()).unwrap(),
                    v.parse().unwrap(),
                );
            }
            map
        };
        let host = ("host", "guide.example:8080");
        assert!(same_origin(
            &Method::GET,
            &headers(&[host, ("origin", "https://evil.example")])
        ));
        assert!(same_origin(
            &Method::POST,
            &headers(&[host, ("origin", "http://guide.example:8080")])
        ));
        assert!(same_origin(&Method::POST, &headers(&[host])));
        assert!(!same_origin(
            &Method::POST,
            &headers(&[host, ("origin", "https://evil.example")])
        ));
        assert!(!same_origin(
            &Method::PUT,
            &headers(&[host, ("origin", "null")])
        ));
        assert!(!same_origin(
            &Method::POST,
            &headers(&[host, ("referer", "http://guide.example.evil.test:8080/x")])
        ));
        assert!(same_origin(
            &Method::DELETE,
            &headers(&[host, ("referer", "http://guide.example:8080/admin")])
        ));
    }

    #[test]
    fn throttle_messages_name_the_wait() {
        use guide_core::text::catalogs::catalog;
        use guide_core::text::lang::Lang;
        let english = catalog(Lang::En);
        assert_eq!(
            SignInRefusal::Throttled { minutes: 1 }.message(english),
            "Too many failed sign-in attempts. Please try again in 1 minute."
        );
        assert_eq!(
            SignInRefusal::Invalid.message(english),
            "Invalid email or password."
        );
        assert_eq!(
            SignInRefusal::Throttled { minutes: 1 }.message(catalog(Lang::De)),
            "Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in einer Minute erneut."
        );
    }
}
