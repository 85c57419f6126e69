//! The pages the staff's e-mailed links open, rendered by the server like the
//! sign-in page (they work without the web app's script): accepting an
//! invitation, asking for a password reset, choosing the new password.
//! Accepting or resetting signs the account in and opens the dashboard.

use askama::Template;
use axum::Form;
use axum::extract::{Query, State};
use axum::http::{HeaderMap, Method, StatusCode, header};
use axum::response::{Html, IntoResponse, Response};
use guide_core::dashboard::accounts::{self, LinkState, MIN_PASSWORD_CHARS, RESET_VALID_MS};
use guide_core::text::catalogs::{Catalog, catalog};
use guide_core::text::lang::Lang;
use guide_core::text::validation::ValidationErrors;
use guide_core::text::words::{Arg, Localizer};
use serde::Deserialize;

use super::login::{LanguageLink, page_lang, reset_request_address, safe_next, sign_in_address};
use super::routes::{Access::SignIn, GET, POST, Routes};
use super::{composed, letterhead};
use crate::auth;
use crate::clock::now_ms;
use crate::error::ApiError;
use crate::mail::staff::{self, StaffMail};
use crate::requester::Requester;
use crate::state::AppState;
use crate::store::{Admin, LinkKind, NewLink, StaffLink};

pub fn routes() -> Routes {
    Routes::new()
        .add(SignIn, GET, "/invitation", invitation_page)
        .add(SignIn, POST, "/invitation", accept_invitation)
        .add(SignIn, GET, "/password-reset", reset_request_page)
        .add(SignIn, POST, "/password-reset", request_reset)
        .add(SignIn, GET, "/password-reset/new", new_password_page)
        .add(SignIn, POST, "/password-reset/new", set_new_password)
}

#[derive(Template)]
#[template(path = "account_form.html")]
struct AccountPage {
    lang: Lang,
    words: &'static Catalog,
    guide: String,
    title: &'static str,
    error: Option<String>,
    notice: Option<String>,
    intro: Option<String>,
    form: Option<PageForm>,
    next_step: Option<(String, String)>,
    /// (The links' pages are in the link's language: no menu.)
    languages: Vec<LanguageLink>,
}

struct PageForm {
    action: &'static str,
    hidden: Vec<(&'static str, String)>,
    fields: Vec<Field>,
    submit: String,
}

struct Field {
    name: &'static str,
    label: String,
    kind: &'static str,
    autocomplete: &'static str,
    value: String,
    hint: Option<String>,
}

impl AccountPage {
    fn new(state: &AppState, lang: Lang, title: &'static str) -> AccountPage {
        let words = catalog(lang);
        AccountPage {
            lang,
            words,
            guide: words.message(
                "page-home-title",
                &[("brand", Arg::Text(&state.site.brand))],
            ),
            title,
            error: None,
            notice: None,
            intro: None,
            form: None,
            next_step: None,
            languages: Vec::new(),
        }
    }

    fn t(&self, id: &str) -> String {
        self.words.text(id)
    }

    fn heading(&self) -> String {
        self.t(self.title)
    }

    fn page_title(&self) -> String {
        self.words
            .message("login-page-title", &[("guide", Arg::Text(&self.heading()))])
    }

    fn home(&self) -> String {
        self.lang.path("/")
    }

    fn password_field(&self, label: &str) -> Field {
        Field {
            name: "password",
            label: self.t(label),
            kind: "password",
            autocomplete: "new-password",
            value: String::new(),
            hint: Some(self.words.message(
                "account-password-hint",
                &[("min", Arg::Text(&MIN_PASSWORD_CHARS.to_string()))],
            )),
        }
    }

    /// A link that does not open: why, and where to go instead.
    fn refused(mut self, state: LinkState, next_step: (String, &str)) -> AccountPage {
        self.error = state.refusal(self.words);
        self.next_step = Some((next_step.0, self.t(next_step.1)));
        self
    }

    fn respond(self, status: StatusCode) -> Result<Response, ApiError> {
        let html = self.render().map_err(anyhow::Error::from)?;
        Ok((
            status,
            [
                (header::CACHE_CONTROL, "no-store"),
                // The link's token is in the address: no other site reads
                // it. (Not `no-referrer`: the form's POST would then carry
                // `Origin: null`, which the cross-site check refuses.)
                (header::REFERRER_POLICY, "same-origin"),
            ],
            Html(html),
        )
            .into_response())
    }
}

/// The first message of a form's broken rules.
fn first_message(errors: &ValidationErrors) -> Option<String> {
    errors.errors.first().map(|e| e.message.clone())
}

/// Signed in as `admin`: to the dashboard in `lang`, with the cookie.
async fn signed_in(
    state: &AppState,
    client: &Requester,
    admin: &Admin,
    lang: Lang,
) -> Result<Response, ApiError> {
    let token = auth::start_session(&state.store, admin.id, state.session_max_ms()).await?;
    let max_age = state.session_max_ms() as u64 / 1000;
    Ok(auth::redirect_with_cookie(
        &lang.path("/admin"),
        auth::session_cookie(&token, max_age, client.https),
    ))
}

fn refuse_other_site(headers: &HeaderMap) -> Result<(), ApiError> {
    if auth::same_origin(&Method::POST, headers) {
        Ok(())
    } else {
        Err(ApiError::Forbidden("Cross-site request refused".into()))
    }
}

#[derive(Deserialize)]
struct TokenQuery {
    #[serde(default)]
    token: String,
}

/// The link of `kind` a token names, and the token's hash: `None` for a
/// token the guide never sent (links carry 64 hex digits).
async fn find_link(
    state: &AppState,
    kind: LinkKind,
    token: &str,
) -> Result<Option<(String, StaffLink)>, ApiError> {
    if token.len() != 64 || !token.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Ok(None);
    }
    let hash = auth::token_hash(token);
    let link = state.store.staff_link(kind, &hash, now_ms()).await?;
    Ok(link.map(|link| (hash, link)))
}

// An invitation.

fn invitation_form(page: &AccountPage, token: &str, form: &InvitationForm) -> PageForm {
    PageForm {
        action: "/api/invitation",
        hidden: vec![("token", token.to_string())],
        fields: vec![
            Field {
                name: "first_name",
                label: page.t("account-first-name"),
                kind: "text",
                autocomplete: "given-name",
                value: form.first_name.clone(),
                hint: None,
            },
            Field {
                name: "last_name",
                label: page.t("account-last-name"),
                kind: "text",
                autocomplete: "family-name",
                value: form.last_name.clone(),
                hint: None,
            },
            page.password_field("login-password"),
        ],
        submit: page.t("account-accept"),
    }
}

fn invitation_intro(page: &AccountPage, email: &str, role: accounts::Role) -> String {
    page.words.message(
        "account-invitation-intro",
        &[
            ("guide", Arg::Text(&page.guide)),
            ("email", Arg::Text(email)),
            ("role", Arg::Text(&role.name(page.words))),
        ],
    )
}

async fn invitation_page(
    State(state): State<AppState>,
    Query(query): Query<TokenQuery>,
) -> Result<Response, ApiError> {
    let link = find_link(&state, LinkKind::Invitation, &query.token)
        .await?
        .map(|(_, link)| link);
    let Some(link) = link.clone().filter(|link| link.state == LinkState::Open) else {
        let state_of = link.map_or(LinkState::Used, |link| link.state);
        return AccountPage::new(&state, Lang::En, "account-invitation-title")
            .refused(
                state_of,
                (sign_in_address("/admin"), "account-back-to-sign-in"),
            )
            .respond(StatusCode::GONE);
    };
    let mut page = AccountPage::new(&state, link.lang, "account-invitation-title");
    let role = link.role.unwrap_or(accounts::Role::Editor);
    page.intro = Some(invitation_intro(&page, &link.email, role));
    page.form = Some(invitation_form(
        &page,
        &query.token,
        &InvitationForm::default(),
    ));
    page.respond(StatusCode::OK)
}

#[derive(Deserialize, Default)]
struct InvitationForm {
    #[serde(default)]
    token: String,
    #[serde(default)]
    first_name: String,
    #[serde(default)]
    last_name: String,
    #[serde(default)]
    password: String,
}

async fn accept_invitation(
    State(state): State<AppState>,
    axum::Extension(client): axum::Extension<Requester>,
    headers: HeaderMap,
    Form(form): Form<InvitationForm>,
) -> Result<Response, ApiError> {
    refuse_other_site(&headers)?;
    let now = now_ms();
    let open = find_link(&state, LinkKind::Invitation, &form.token).await?;
    let Some((hash, link)) = open.filter(|(_, l)| l.state == LinkState::Open) else {
        return AccountPage::new(&state, Lang::En, "account-invitation-title")
            .refused(
                LinkState::Used,
                (sign_in_address("/admin"), "account-back-to-sign-in"),
            )
            .respond(StatusCode::GONE);
    };
    let words = catalog(link.lang);
    let checked =
        accounts::check_admin_identity(&link.email, &form.first_name, &form.last_name, words)
            .and_then(|()| accounts::check_admin_password(&form.password, words));
    if let Err(errors) = checked {
        let mut page = AccountPage::new(&state, link.lang, "account-invitation-title");
        let role = link.role.unwrap_or(accounts::Role::Editor);
        page.error = first_message(&errors);
        page.intro = Some(invitation_intro(&page, &link.email, role));
        page.form = Some(invitation_form(&page, &form.token, &form));
        return page.respond(StatusCode::BAD_REQUEST);
    }
    let password_hash = auth::hash_password(&form.password)?;
    let accepted = state
        .store
        .accept_invitation(
            &hash,
            &form.first_name,
            &form.last_name,
            &password_hash,
            now,
        )
        .await?;
    match accepted {
        Ok(admin) => {
            tracing::info!(
                account = admin.id,
                role = admin.role.as_str(),
                "invitation accepted"
            );
            signed_in(&state, &client, &admin, link.lang).await
        }
        Err(link_state) => AccountPage::new(&state, link.lang, "account-invitation-title")
            .refused(
                link_state,
                (sign_in_address("/admin"), "account-back-to-sign-in"),
            )
            .respond(StatusCode::GONE),
    }
}

// A forgotten password.

#[derive(Deserialize)]
struct NextQuery {
    next: Option<String>,
}

fn reset_request_form(page: &AccountPage, next: &str, email: &str) -> PageForm {
    PageForm {
        action: "/api/password-reset",
        hidden: vec![("next", next.to_string())],
        fields: vec![Field {
            name: "email",
            label: page.t("login-email"),
            kind: "email",
            autocomplete: "username",
            value: email.to_string(),
            hint: None,
        }],
        submit: page.t("account-reset-send"),
    }
}

async fn reset_request_page(
    State(state): State<AppState>,
    Query(query): Query<NextQuery>,
) -> Result<Response, ApiError> {
    let next = safe_next(query.next.as_deref());
    let mut page = AccountPage::new(&state, page_lang(next), "account-reset-title");
    page.intro = Some(page.t("account-reset-intro"));
    page.form = Some(reset_request_form(&page, next, ""));
    page.next_step = Some((sign_in_address(next), page.t("account-back-to-sign-in")));
    page.respond(StatusCode::OK)
}

#[derive(Deserialize)]
struct ResetRequestForm {
    #[serde(default)]
    email: String,
    next: Option<String>,
}

/// Sends the link when the address is an enabled account's, and answers
/// the same whether or not it is.
async fn request_reset(
    State(state): State<AppState>,
    headers: HeaderMap,
    Form(form): Form<ResetRequestForm>,
) -> Result<Response, ApiError> {
    refuse_other_site(&headers)?;
    let next = safe_next(form.next.as_deref()).to_string();
    let lang = page_lang(&next);
    let words = catalog(lang);
    let email = form.email.trim().to_lowercase();
    let mut page = AccountPage::new(&state, lang, "account-reset-title");
    page.next_step = Some((sign_in_address(&next), page.t("account-back-to-sign-in")));
    if let Err(errors) = accounts::check_staff_email(&email, words) {
        page.error = first_message(&errors);
        page.form = Some(reset_request_form(&page, &next, &email));
        return page.respond(StatusCode::BAD_REQUEST);
    }
    // Looked up, written and mailed after the answer: how long the answer
    // takes says nothing of whether the address has an account.
    let origin = state.config.mail_origin();
    let task = (state.clone(), email.clone());
    tokio::spawn(async move {
        let (state, email) = task;
        if let Err(error) = send_reset(&state, &email, &origin, lang).await {
            tracing::error!(error = %error, "a password reset link could not be stored");
        }
    });
    page.notice = Some(words.message("account-reset-sent", &[("email", Arg::Text(&email))]));
    page.respond(StatusCode::OK)
}

/// Stores the reset link and its e-mail when `email` is an enabled
/// account's (and the address had fewer than its share this hour).
async fn send_reset(
    state: &AppState,
    email: &str,
    origin: &str,
    lang: Lang,
) -> Result<(), ApiError> {
    let Some(account) = state.store.admin_credentials(email).await? else {
        return Ok(());
    };
    let token = auth::new_session_token()?;
    let name = format!("{} {}", account.admin.first_name, account.admin.last_name);
    let message = composed(staff::compose(
        &letterhead(state, origin),
        &account.admin.email,
        lang,
        StaffMail::Reset { name: &name },
        &token,
    ))?;
    let now = now_ms();
    let link = NewLink {
        email: &account.admin.email,
        token_hash: &auth::token_hash(&token),
        lang,
        message: &message,
        expires_at: now + RESET_VALID_MS,
    };
    if state.store.add_reset(&link, now).await? {
        state.outbox_wake.notify_one();
        tracing::info!(account = account.admin.id, "password reset link sent");
    }
    Ok(())
}

fn new_password_form(page: &AccountPage, token: &str) -> PageForm {
    PageForm {
        action: "/api/password-reset/new",
        hidden: vec![("token", token.to_string())],
        fields: vec![page.password_field("account-new-password")],
        submit: page.t("account-save-password"),
    }
}

async fn new_password_page(
    State(state): State<AppState>,
    Query(query): Query<TokenQuery>,
) -> Result<Response, ApiError> {
    let link = find_link(&state, LinkKind::Reset, &query.token)
        .await?
        .map(|(_, link)| link);
    let Some(link) = link.clone().filter(|link| link.state == LinkState::Open) else {
        let (lang, state_of) = link.map_or((Lang::En, LinkState::Used), |l| (l.lang, l.state));
        return AccountPage::new(&state, lang, "account-new-password-title")
            .refused(
                state_of,
                (
                    reset_request_address(&lang.path("/admin")),
                    "account-ask-new-link",
                ),
            )
            .respond(StatusCode::GONE);
    };
    let mut page = AccountPage::new(&state, link.lang, "account-new-password-title");
    page.intro = Some(page.words.message(
        "account-new-password-intro",
        &[("email", Arg::Text(&link.email))],
    ));
    page.form = Some(new_password_form(&page, &query.token));
    page.respond(StatusCode::OK)
}

#[derive(Deserialize)]
struct NewPasswordForm {
    #[serde(default)]
    token: String,
    #[serde(default)]
    password: String,
}

async fn set_new_password(
    State(state): State<AppState>,
    axum::Extension(client): axum::Extension<Requester>,
    headers: HeaderMap,
    Form(form): Form<NewPasswordForm>,
) -> Result<Response, ApiError> {
    refuse_other_site(&headers)?;
    let now = now_ms();
    let open = find_link(&state, LinkKind::Reset, &form.token).await?;
    let Some((hash, link)) = open.filter(|(_, l)| l.state == LinkState::Open) else {
        return AccountPage::new(&state, Lang::En, "account-new-password-title")
            .refused(
                LinkState::Used,
                (reset_request_address("/admin"), "account-ask-new-link"),
            )
            .respond(StatusCode::GONE);
    };
    let ask_again = reset_request_address(&link.lang.path("/admin"));
    if let Err(errors) = accounts::check_admin_password(&form.password, catalog(link.lang)) {
        let mut page = AccountPage::new(&state, link.lang, "account-new-password-title");
        page.error = first_message(&errors);
        page.intro = Some(page.words.message(
            "account-new-password-intro",
            &[("email", Arg::Text(&link.email))],
        ));
        page.form = Some(new_password_form(&page, &form.token));
        return page.respond(StatusCode::BAD_REQUEST);
    }
    let password_hash = auth::hash_password(&form.password)?;
    match state
        .store
        .reset_password(&hash, &password_hash, now)
        .await?
    {
        Ok(admin) => {
            tracing::info!(account = admin.id, "password reset");
            signed_in(&state, &client, &admin, link.lang).await
        }
        Err(link_state) => AccountPage::new(&state, link.lang, "account-new-password-title")
            .refused(link_state, (ask_again, "account-ask-new-link"))
            .respond(StatusCode::GONE),
    }
}
