//! Staff accounts (#39): every admin route walked with each role, a
//! disabled account's session and none; invitations and password resets
//! by their e-mailed single-use links; role changes, disabling and removal
//! that end sessions at once; the last admin kept; one's own password.

use std::path::Path;
use std::time::{Duration, Instant};

use guide_core::dashboard::accounts::Role;
use reqwest::StatusCode;
use reqwest::header::{COOKIE, LOCATION, SET_COOKIE};
use serde_json::{Value, json};

use super::admin::{
    EMAIL, PASSWORD, admin_get, admin_send, admin_send_in, post_login, staff_routes,
};
use super::mail::decoded_header;
use super::reminders::token_after;
use super::{TestApp, assert_json_error, urlencode};
use crate::support::no_redirects;

pub(super) async fn app() -> TestApp {
    TestApp::spawn_configured(tempfile::tempdir().unwrap(), |config| {
        config.admin.email = Some(EMAIL.into());
        config.admin.password = Some(guide_server::config::Secret::new(PASSWORD));
        config.admin.first_name = Some("Marisa".into());
        config.admin.last_name = Some("Rivera".into());
        config.outbox.poll_interval_ms = 100;
    })
    .await
}

/// The `.eml` files the outbox wrote to `to` (no SMTP host in tests).
fn mails_to(data_dir: &Path, to: &str) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir(data_dir.join("outbox")) else {
        return Vec::new();
    };
    let mut mails: Vec<(std::time::SystemTime, String)> = entries
        .filter_map(|e| e.ok())
        .filter(|e| e.path().extension().is_some_and(|x| x == "eml"))
        .filter_map(|e| {
            // (As the SMTP fixture hands messages over: lines end in LF.)
            let text = std::fs::read_to_string(e.path())
                .ok()?
                .replace("\r\n", "\n");
            let modified = e.metadata().ok()?.modified().ok()?;
            (super::mail::header(&text, "To") == to).then_some((modified, text))
        })
        .collect();
    mails.sort();
    mails.into_iter().map(|(_, text)| text).collect()
}

/// Waits for the `count`th e-mail to `to` and returns it.
async fn nth_mail_to(app: &TestApp, to: &str, count: usize) -> String {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let mails = mails_to(app.data_dir.path(), to);
        if mails.len() >= count {
            return mails[count - 1].clone();
        }
        assert!(Instant::now() < deadline, "no e-mail {count} to {to}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

pub(super) async fn sign_in_as(app: &TestApp, email: &str, password: &str) -> Option<String> {
    let response = post_login(app, email, password, "/admin").await;
    (response.status() == StatusCode::SEE_OTHER).then(|| {
        let cookie = response.headers()[SET_COOKIE].to_str().unwrap();
        cookie.split(';').next().unwrap().to_string()
    })
}

async fn post_form(app: &TestApp, path: &str, pairs: &[(&str, &str)]) -> reqwest::Response {
    let body: Vec<String> = pairs
        .iter()
        .map(|(k, v)| format!("{k}={}", urlencode(v)))
        .collect();
    no_redirects()
        .post(app.url(path))
        .header("content-type", "application/x-www-form-urlencoded")
        .body(body.join("&"))
        .send()
        .await
        .unwrap()
}

/// The session cookie a 303 to the dashboard set.
fn session_of(response: &reqwest::Response) -> String {
    let cookie = response.headers()[SET_COOKIE].to_str().unwrap();
    cookie.split(';').next().unwrap().to_string()
}

async fn invite(app: &TestApp, cookie: &str, email: &str, role: Role) -> reqwest::Response {
    admin_send(
        app,
        cookie,
        reqwest::Method::POST,
        "/api/admin/accounts/invitations",
        &json!({"email": email, "role": role}),
    )
    .await
}

/// Invites `email` as `role`, accepts by the e-mailed link and returns the
/// new account's session.
pub(super) async fn new_staff(
    app: &TestApp,
    admin: &str,
    email: &str,
    role: Role,
    first: &str,
) -> String {
    let before = mails_to(app.data_dir.path(), email).len();
    assert_eq!(
        invite(app, admin, email, role).await.status(),
        StatusCode::CREATED
    );
    let mail = nth_mail_to(app, email, before + 1).await;
    let token = token_after(&mail, "/api/invitation?token=");
    let response = post_form(
        app,
        "/api/invitation",
        &[
            ("token", &token),
            ("first_name", first),
            ("last_name", "Staff"),
            ("password", "a long enough password"),
        ],
    )
    .await;
    assert_eq!(response.status(), StatusCode::SEE_OTHER);
    session_of(&response)
}

/// The test's own connection to the guide's database.
async fn database(app: &TestApp) -> sqlx::AnyPool {
    sqlx::any::install_default_drivers();
    sqlx::AnyPool::connect(&app.database_url).await.unwrap()
}

async fn status_of(app: &TestApp, cookie: &str) -> StatusCode {
    admin_get(app, cookie, "/api/admin/status").await.status()
}

async fn accounts(app: &TestApp, cookie: &str) -> Value {
    let response = admin_get(app, cookie, "/api/admin/accounts").await;
    assert_eq!(response.status(), StatusCode::OK);
    response.json().await.unwrap()
}

fn account_id(accounts: &Value, email: &str) -> i64 {
    accounts["accounts"]
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["email"] == email)
        .unwrap_or_else(|| panic!("no account {email} in {accounts}"))["id"]
        .as_i64()
        .unwrap()
}

async fn change(app: &TestApp, cookie: &str, id: i64, body: Value) -> reqwest::Response {
    admin_send(
        app,
        cookie,
        reqwest::Method::PUT,
        &format!("/api/admin/accounts/{id}"),
        &body,
    )
    .await
}

#[tokio::test]
async fn every_admin_route_answers_each_role_as_the_route_table_says() {
    let app = app().await;
    let admin = sign_in_as(&app, EMAIL, PASSWORD).await.unwrap();
    let editor = new_staff(&app, &admin, "ed@sarasota.test", Role::Editor, "Ed").await;
    let gone = new_staff(&app, &admin, "gone@sarasota.test", Role::Admin, "Gone").await;
    let gone_id = account_id(&accounts(&app, &admin).await, "gone@sarasota.test");
    assert_eq!(
        change(&app, &admin, gone_id, json!({"disabled": true}))
            .await
            .status(),
        StatusCode::OK
    );

    let routes = staff_routes();
    let role_of = |path: &str, method: &str| {
        routes
            .iter()
            .find(|(m, p, _)| p == path && m.as_str() == method)
            .map(|(_, _, role)| *role)
            .unwrap_or_else(|| panic!("no route {method} {path}"))
    };
    // What the issue names: editors keep content, admins run the site.
    for (method, path) in [
        ("GET", "/api/admin/accounts"),
        ("POST", "/api/admin/accounts/invitations"),
        ("PUT", "/api/admin/accounts/1"),
        ("DELETE", "/api/admin/accounts/1"),
        ("GET", "/api/admin/sources"),
        ("POST", "/api/admin/sources"),
        ("PUT", "/api/admin/sources/1"),
        ("DELETE", "/api/admin/sources/1"),
        ("POST", "/api/admin/sources/1/run"),
        ("GET", "/api/admin/embed"),
        ("GET", "/api/admin/weekly"),
    ] {
        assert_eq!(role_of(path, method), Role::Admin, "{method} {path}");
    }
    for (method, path) in [
        ("GET", "/api/admin/status"),
        ("PUT", "/api/admin/password"),
        ("PUT", "/api/admin/events/1"),
        ("POST", "/api/admin/events/bulk-create"),
        ("GET", "/api/admin/inbox"),
        ("POST", "/api/admin/inbox"),
        ("GET", "/api/admin/suggestions"),
        ("POST", "/api/admin/events/1/upload-image"),
        ("PUT", "/api/admin/restaurants/replace/1"),
    ] {
        assert_eq!(role_of(path, method), Role::Editor, "{method} {path}");
    }

    let send = |cookie: Option<&str>, method: &reqwest::Method, path: &str| {
        let mut request = app.client.request(method.clone(), app.url(path));
        if let Some(cookie) = cookie {
            request = request.header(COOKIE, cookie);
        }
        request.json(&json!({})).send()
    };
    for (method, path, role) in &routes {
        let none = send(None, method, path).await.unwrap();
        assert_json_error(none, StatusCode::UNAUTHORIZED).await;
        let disabled = send(Some(&gone), method, path).await.unwrap();
        assert_json_error(disabled, StatusCode::UNAUTHORIZED).await;
        let by_editor = send(Some(&editor), method, path).await.unwrap();
        match role {
            Role::Admin => {
                let message = assert_json_error(by_editor, StatusCode::FORBIDDEN).await;
                assert!(message.contains("admin"), "{method} {path}: {message}");
            }
            Role::Editor => assert!(
                ![StatusCode::UNAUTHORIZED, StatusCode::FORBIDDEN].contains(&by_editor.status()),
                "{method} {path} refused an editor: {}",
                by_editor.status()
            ),
        }
        let by_admin = send(Some(&admin), method, path).await.unwrap();
        assert!(
            ![StatusCode::UNAUTHORIZED, StatusCode::FORBIDDEN].contains(&by_admin.status()),
            "{method} {path} refused an admin: {}",
            by_admin.status()
        );
    }
    // Each still signed in after the walk; the status names the role.
    let status: Value = admin_get(&app, &editor, "/api/admin/status")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(status["role"], "editor");
    assert_eq!(status["isAdmin"], true);
    // What core shows an editor is what the route table lets them use.
    let abilities = &status["abilities"];
    let shown = |tab: &str| abilities["tabs"].as_array().unwrap().contains(&json!(tab));
    for (shown, path) in [
        (shown("weekly"), "/api/admin/weekly"),
        (shown("embed"), "/api/admin/embed"),
        (shown("history"), "/api/admin/history"),
        (abilities["followSources"] == true, "/api/admin/sources"),
        (abilities["manageAccounts"] == true, "/api/admin/accounts"),
    ] {
        assert_eq!(shown, role_of(path, "GET") == Role::Editor, "{path}");
    }
    let status: Value = admin_get(&app, &admin, "/api/admin/status")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(status["role"], "admin");
}

#[tokio::test]
async fn an_invitation_opens_once_makes_the_account_and_signs_it_in() {
    let app = app().await;
    let admin = sign_in_as(&app, EMAIL, PASSWORD).await.unwrap();
    // Asked from the Spanish dashboard: the e-mail and its page are Spanish.
    let response = admin_send_in(
        &app,
        &admin,
        "es",
        reqwest::Method::POST,
        "/api/admin/accounts/invitations",
        Some(&json!({"email": " Nina@Sarasota.test ", "role": "editor"})),
    )
    .await;
    assert_eq!(response.status(), StatusCode::CREATED);
    let invitation: Value = response.json().await.unwrap();
    assert_eq!(invitation["email"], "nina@sarasota.test");
    assert_eq!(invitation["role"], "editor");
    assert_eq!(invitation["expires"], "Caduca en 3 días");
    let listed = accounts(&app, &admin).await;
    assert_eq!(listed["invitations"][0]["email"], "nina@sarasota.test");

    let mail = nth_mail_to(&app, "nina@sarasota.test", 1).await;
    assert_eq!(
        decoded_header(&mail, "Subject"),
        "Únete al panel de Guía para visitantes de Sarasota"
    );
    let token = token_after(&mail, "/api/invitation?token=");
    assert_eq!(token.len(), 64);
    // Only the token's hash is stored.
    let pool = database(&app).await;
    let stored: Vec<String> = sqlx::query_scalar("SELECT token_hash FROM staff_links")
        .fetch_all(&pool)
        .await
        .unwrap();
    assert!(!stored.contains(&token));

    let page = app.get(&format!("/api/invitation?token={token}")).await;
    assert_eq!(page.status(), StatusCode::OK);
    assert_eq!(page.headers()["referrer-policy"], "same-origin");
    let html = page.text().await.unwrap();
    assert!(html.contains("lang=\"es\""));
    assert!(html.contains("como Editor (nina@sarasota.test)"), "{html}");

    // A password the rules refuse: the page again, nothing made.
    let short = post_form(
        &app,
        "/api/invitation",
        &[
            ("token", &token),
            ("first_name", "Nina"),
            ("last_name", "Ortiz"),
            ("password", "short"),
        ],
    )
    .await;
    assert_eq!(short.status(), StatusCode::BAD_REQUEST);
    let html = short.text().await.unwrap();
    assert!(html.contains("La contraseña debe tener al menos 10 caracteres."));
    assert!(html.contains("value=\"Nina\""));

    let accepted = post_form(
        &app,
        "/api/invitation",
        &[
            ("token", &token),
            ("first_name", "Nina"),
            ("last_name", "Ortiz"),
            ("password", "a long enough password"),
        ],
    )
    .await;
    assert_eq!(accepted.status(), StatusCode::SEE_OTHER);
    assert_eq!(accepted.headers()[LOCATION], "/es/admin");
    let nina = session_of(&accepted);
    let status: Value = admin_get(&app, &nina, "/api/admin/status")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(
        (&status["isAdmin"], &status["user"], &status["role"]),
        (
            &json!(true),
            &json!({"firstName": "Nina", "lastName": "Ortiz"}),
            &json!("editor")
        )
    );
    assert_eq!(status["abilities"]["manageAccounts"], false);
    assert!(
        sign_in_as(&app, "nina@sarasota.test", "a long enough password")
            .await
            .is_some()
    );
    assert_eq!(accounts(&app, &admin).await["invitations"], json!([]));

    // Single use: the same link again, a wrong token and none answer alike.
    for token in [token.as_str(), &"ab".repeat(32), "not-a-token"] {
        let again = app.get(&format!("/api/invitation?token={token}")).await;
        assert_eq!(again.status(), StatusCode::GONE);
        assert!(
            again
                .text()
                .await
                .unwrap()
                .contains("This link has already been used or is not valid.")
        );
        let post = post_form(
            &app,
            "/api/invitation",
            &[
                ("token", token),
                ("first_name", "Eve"),
                ("last_name", "X"),
                ("password", "a long enough password"),
            ],
        )
        .await;
        assert_eq!(post.status(), StatusCode::GONE);
    }
    assert_eq!(
        accounts(&app, &admin).await["accounts"]
            .as_array()
            .unwrap()
            .len(),
        2
    );

    // An address with an account cannot be invited; a bad one is told.
    let taken = invite(&app, &admin, "nina@sarasota.test", Role::Admin).await;
    assert_eq!(
        assert_json_error(taken, StatusCode::CONFLICT).await,
        "nina@sarasota.test already has an account."
    );
    let bad = invite(&app, &admin, "nina@", Role::Admin).await;
    assert_json_error(bad, StatusCode::BAD_REQUEST).await;

    // A second invitation replaces the first; a withdrawn one opens no more.
    invite(&app, &admin, "omar@sarasota.test", Role::Admin).await;
    let first = token_after(&nth_mail_to(&app, "omar@sarasota.test", 1).await, "token=");
    invite(&app, &admin, "omar@sarasota.test", Role::Admin).await;
    let second = token_after(&nth_mail_to(&app, "omar@sarasota.test", 2).await, "token=");
    assert_eq!(
        app.get(&format!("/api/invitation?token={first}"))
            .await
            .status(),
        StatusCode::GONE
    );
    assert_eq!(
        app.get(&format!("/api/invitation?token={second}"))
            .await
            .status(),
        StatusCode::OK
    );
    let open = accounts(&app, &admin).await["invitations"].clone();
    assert_eq!(open.as_array().unwrap().len(), 1);
    let id = open[0]["id"].as_i64().unwrap();
    let withdrawn = admin_send(
        &app,
        &admin,
        reqwest::Method::DELETE,
        &format!("/api/admin/accounts/invitations/{id}"),
        &json!({}),
    )
    .await;
    assert_eq!(withdrawn.status(), StatusCode::NO_CONTENT);
    assert_eq!(
        app.get(&format!("/api/invitation?token={second}"))
            .await
            .status(),
        StatusCode::GONE
    );

    // After 72 hours the link no longer opens.
    invite(&app, &admin, "pat@sarasota.test", Role::Editor).await;
    let late = token_after(&nth_mail_to(&app, "pat@sarasota.test", 1).await, "token=");
    sqlx::query("UPDATE staff_links SET expires_at = created_at WHERE email = 'pat@sarasota.test'")
        .execute(&pool)
        .await
        .unwrap();
    let expired = app.get(&format!("/api/invitation?token={late}")).await;
    assert_eq!(expired.status(), StatusCode::GONE);
    assert!(
        expired
            .text()
            .await
            .unwrap()
            .contains("This link has expired.")
    );
    let post = post_form(
        &app,
        "/api/invitation",
        &[
            ("token", &late),
            ("first_name", "Pat"),
            ("last_name", "Lee"),
            ("password", "a long enough password"),
        ],
    )
    .await;
    assert_eq!(post.status(), StatusCode::GONE);
    assert!(
        sign_in_as(&app, "pat@sarasota.test", "a long enough password")
            .await
            .is_none()
    );
    pool.close().await;
}

#[tokio::test]
async fn a_forgotten_password_is_reset_by_a_link_answered_alike_for_any_address() {
    let app = app().await;
    let old_session = sign_in_as(&app, EMAIL, PASSWORD).await.unwrap();

    let page = app.get("/api/login").await.text().await.unwrap();
    assert!(page.contains("href=\"/api/password-reset\""));
    let ask = async |email: &str| {
        post_form(
            &app,
            "/api/password-reset",
            &[("email", email), ("next", "/admin")],
        )
        .await
    };
    let unknown = ask("nobody@sarasota.test").await;
    assert_eq!(unknown.status(), StatusCode::OK);
    let unknown = unknown.text().await.unwrap();
    let known = ask(EMAIL).await;
    assert_eq!(known.status(), StatusCode::OK);
    let known = known.text().await.unwrap();
    // The same page but for the address it repeats.
    assert_eq!(unknown.replace("nobody@sarasota.test", EMAIL), known);
    assert!(known.contains("a link to choose a new password is on its way"));

    let mail = nth_mail_to(&app, EMAIL, 1).await;
    assert!(mails_to(app.data_dir.path(), "nobody@sarasota.test").is_empty());
    let token = token_after(&mail, "/api/password-reset/new?token=");
    let page = app
        .get(&format!("/api/password-reset/new?token={token}"))
        .await;
    assert_eq!(page.status(), StatusCode::OK);
    assert!(page.text().await.unwrap().contains(EMAIL));

    let short = post_form(
        &app,
        "/api/password-reset/new",
        &[("token", &token), ("password", "short")],
    )
    .await;
    assert_eq!(short.status(), StatusCode::BAD_REQUEST);
    let reset = post_form(
        &app,
        "/api/password-reset/new",
        &[("token", &token), ("password", "a brand new password")],
    )
    .await;
    assert_eq!(reset.status(), StatusCode::SEE_OTHER);
    assert_eq!(reset.headers()[LOCATION], "/admin");
    let new_session = session_of(&reset);
    assert_eq!(status_of(&app, &new_session).await, StatusCode::OK);
    // Every session opened with the old password ended; it signs in no more.
    assert_eq!(
        status_of(&app, &old_session).await,
        StatusCode::UNAUTHORIZED
    );
    assert!(sign_in_as(&app, EMAIL, PASSWORD).await.is_none());
    assert!(
        sign_in_as(&app, EMAIL, "a brand new password")
            .await
            .is_some()
    );

    // Single use; a wrong token is answered as a used one.
    for token in [token.as_str(), &"cd".repeat(32)] {
        let again = post_form(
            &app,
            "/api/password-reset/new",
            &[("token", token), ("password", "yet another password")],
        )
        .await;
        assert_eq!(again.status(), StatusCode::GONE);
        assert!(again.text().await.unwrap().contains("Ask for a new link"));
    }
    assert!(
        sign_in_as(&app, EMAIL, "yet another password")
            .await
            .is_none()
    );

    // An expired link; and an address gets three links an hour at most.
    ask(EMAIL).await;
    let late = token_after(&nth_mail_to(&app, EMAIL, 2).await, "token=");
    let pool = database(&app).await;
    sqlx::query("UPDATE staff_links SET expires_at = created_at WHERE kind = 'reset'")
        .execute(&pool)
        .await
        .unwrap();
    pool.close().await;
    let expired = app
        .get(&format!("/api/password-reset/new?token={late}"))
        .await;
    assert_eq!(expired.status(), StatusCode::GONE);
    assert!(
        expired
            .text()
            .await
            .unwrap()
            .contains("This link has expired.")
    );
    ask(EMAIL).await;
    let fourth = ask(EMAIL).await;
    assert_eq!(fourth.status(), StatusCode::OK);
    nth_mail_to(&app, EMAIL, guide_server::store::RESETS_PER_HOUR as usize).await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(
        mails_to(app.data_dir.path(), EMAIL).len(),
        guide_server::store::RESETS_PER_HOUR as usize
    );
    // A malformed address is told, in the page's language.
    let bad = post_form(
        &app,
        "/api/password-reset",
        &[("email", "ana@"), ("next", "/fr/admin")],
    )
    .await;
    assert_eq!(bad.status(), StatusCode::BAD_REQUEST);
    assert!(
        bad.text()
            .await
            .unwrap()
            .contains("« ana@ » n’est pas une adresse e-mail valide.")
    );
}

#[tokio::test]
async fn role_changes_disabling_and_removal_end_sessions_and_keep_an_admin() {
    let app = app().await;
    let admin = sign_in_as(&app, EMAIL, PASSWORD).await.unwrap();
    let first_id = account_id(&accounts(&app, &admin).await, EMAIL);

    // The last admin cannot be demoted, disabled or removed (the editor
    // who exists does not count).
    let editor = new_staff(&app, &admin, "ed@sarasota.test", Role::Editor, "Ed").await;
    let ed_id = account_id(&accounts(&app, &admin).await, "ed@sarasota.test");
    for body in [json!({"role": "editor"}), json!({"disabled": true})] {
        let refused = change(&app, &admin, first_id, body).await;
        assert_eq!(
            assert_json_error(refused, StatusCode::CONFLICT).await,
            "The last admin account cannot be removed, disabled or made an editor."
        );
    }
    let refused = admin_send(
        &app,
        &admin,
        reqwest::Method::DELETE,
        &format!("/api/admin/accounts/{first_id}"),
        &json!({}),
    )
    .await;
    assert_json_error(refused, StatusCode::CONFLICT).await;
    assert_eq!(status_of(&app, &admin).await, StatusCode::OK);

    // Promoting the editor ends its session; signed in again, it is an admin.
    let promoted = change(&app, &admin, ed_id, json!({"role": "admin"})).await;
    assert_eq!(promoted.status(), StatusCode::OK);
    let listed: Value = promoted.json().await.unwrap();
    let ed = listed["accounts"]
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["id"] == ed_id)
        .unwrap();
    assert_eq!(ed["role"], "admin");
    assert_eq!(status_of(&app, &editor).await, StatusCode::UNAUTHORIZED);
    let ed_admin = sign_in_as(&app, "ed@sarasota.test", "a long enough password")
        .await
        .unwrap();
    assert_eq!(
        admin_get(&app, &ed_admin, "/api/admin/accounts")
            .await
            .status(),
        StatusCode::OK
    );

    // With two admins, the first may step down; then Ed is the last.
    assert_eq!(
        change(&app, &ed_admin, first_id, json!({"role": "editor"}))
            .await
            .status(),
        StatusCode::OK
    );
    assert_eq!(status_of(&app, &admin).await, StatusCode::UNAUTHORIZED);
    let demoted = sign_in_as(&app, EMAIL, PASSWORD).await.unwrap();
    let refused = admin_get(&app, &demoted, "/api/admin/accounts").await;
    assert_json_error(refused, StatusCode::FORBIDDEN).await;
    let refused = change(&app, &ed_admin, ed_id, json!({"disabled": true})).await;
    assert_json_error(refused, StatusCode::CONFLICT).await;

    // Disabling ends the session at once and refuses sign-in; enabling
    // lets the account in again.
    assert_eq!(
        change(&app, &ed_admin, first_id, json!({"disabled": true}))
            .await
            .status(),
        StatusCode::OK
    );
    assert_eq!(status_of(&app, &demoted).await, StatusCode::UNAUTHORIZED);
    assert!(sign_in_as(&app, EMAIL, PASSWORD).await.is_none());
    let listed = accounts(&app, &ed_admin).await;
    let first = listed["accounts"]
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["id"] == first_id)
        .unwrap()
        .clone();
    assert_eq!(first["disabled"], true);
    assert_eq!(first["role"], "editor");
    let me = listed["accounts"]
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["isYou"] == true)
        .unwrap();
    assert_eq!(me["id"], ed_id);
    // A disabled account asks for a reset in vain.
    post_form(&app, "/api/password-reset", &[("email", EMAIL)]).await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert!(mails_to(app.data_dir.path(), EMAIL).is_empty());
    assert_eq!(
        change(&app, &ed_admin, first_id, json!({"disabled": false}))
            .await
            .status(),
        StatusCode::OK
    );
    let back = sign_in_as(&app, EMAIL, PASSWORD).await.unwrap();

    // Removing ends the session and the account; unknown ids are 404.
    let removed = admin_send(
        &app,
        &ed_admin,
        reqwest::Method::DELETE,
        &format!("/api/admin/accounts/{first_id}"),
        &json!({}),
    )
    .await;
    assert_eq!(removed.status(), StatusCode::NO_CONTENT);
    assert_eq!(status_of(&app, &back).await, StatusCode::UNAUTHORIZED);
    assert!(sign_in_as(&app, EMAIL, PASSWORD).await.is_none());
    assert_eq!(
        accounts(&app, &ed_admin).await["accounts"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
    let missing = change(&app, &ed_admin, 9_999, json!({"role": "admin"})).await;
    assert_json_error(missing, StatusCode::NOT_FOUND).await;
    let empty = change(&app, &ed_admin, ed_id, json!({})).await;
    assert_json_error(empty, StatusCode::BAD_REQUEST).await;
    let unknown_role = change(&app, &ed_admin, ed_id, json!({"role": "owner"})).await;
    assert!(unknown_role.status().is_client_error());
}

#[tokio::test]
async fn changing_ones_password_ends_ones_other_sessions() {
    let app = app().await;
    let here = sign_in_as(&app, EMAIL, PASSWORD).await.unwrap();
    let elsewhere = sign_in_as(&app, EMAIL, PASSWORD).await.unwrap();
    let put = async |current: &str, new: &str| {
        admin_send(
            &app,
            &here,
            reqwest::Method::PUT,
            "/api/admin/password",
            &json!({"currentPassword": current, "newPassword": new}),
        )
        .await
    };
    let wrong: Value = put("not it at all", "a brand new password")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(
        wrong["fields"]["currentPassword"],
        "The current password is not right."
    );
    let short: Value = put(PASSWORD, "short").await.json().await.unwrap();
    assert_eq!(
        short["fields"]["newPassword"],
        "The password must have at least 10 characters."
    );
    assert_eq!(status_of(&app, &elsewhere).await, StatusCode::OK);

    assert_eq!(
        put(PASSWORD, "a brand new password").await.status(),
        StatusCode::NO_CONTENT
    );
    assert_eq!(status_of(&app, &here).await, StatusCode::OK);
    assert_eq!(status_of(&app, &elsewhere).await, StatusCode::UNAUTHORIZED);
    assert!(sign_in_as(&app, EMAIL, PASSWORD).await.is_none());
    assert!(
        sign_in_as(&app, EMAIL, "a brand new password")
            .await
            .is_some()
    );
}

/// The own-password form guesses no faster than the sign-in page: a
/// wrong current password counts as the account's failed sign-in, and
/// after as many as sign-in allows, even the right one waits.
#[tokio::test]
async fn a_wrong_current_password_is_throttled_like_a_sign_in() {
    let app = app().await;
    let cookie = sign_in_as(&app, EMAIL, PASSWORD).await.unwrap();
    let put = async |current: &str| {
        admin_send(
            &app,
            &cookie,
            reqwest::Method::PUT,
            "/api/admin/password",
            &json!({"currentPassword": current, "newPassword": "a brand new password"}),
        )
        .await
    };
    for n in 0..guide_server::auth::MAX_FAILURES_PER_ACCOUNT {
        assert_eq!(
            put(&format!("guess {n}")).await.status(),
            StatusCode::BAD_REQUEST
        );
    }
    let refused = put(PASSWORD).await;
    assert_eq!(refused.headers()["retry-after"], "900");
    let message = assert_json_error(refused, StatusCode::TOO_MANY_REQUESTS).await;
    assert!(message.contains("15 minutes"), "{message}");
    // The same account's sign-in waits too.
    assert!(sign_in_as(&app, EMAIL, PASSWORD).await.is_none());
    assert_eq!(status_of(&app, &cookie).await, StatusCode::OK);
}

/// Asks for a reset of `email`'s password and returns the e-mailed token
/// (the `count`th e-mail to it).
async fn reset_token(app: &TestApp, email: &str, count: usize) -> String {
    let asked = post_form(
        app,
        "/api/password-reset",
        &[("email", email), ("next", "/admin")],
    )
    .await;
    assert_eq!(asked.status(), StatusCode::OK);
    token_after(
        &nth_mail_to(app, email, count).await,
        "/api/password-reset/new?token=",
    )
}

async fn link_opens(app: &TestApp, path: &str, token: &str) -> bool {
    let page = app.get(&format!("{path}?token={token}")).await.status();
    assert!(
        page == StatusCode::OK || page == StatusCode::GONE,
        "{path}: {page}"
    );
    page == StatusCode::OK
}

/// A link leaked before its owner "fixed" the account takes it over no
/// more: a password change, a role change, disabling and removal void
/// every open link of the account, and the invitations it sent when it
/// loses an admin's power.
#[tokio::test]
async fn links_sent_before_an_account_changes_open_no_more() {
    let app = app().await;
    let admin = sign_in_as(&app, EMAIL, PASSWORD).await.unwrap();
    let reset = "/api/password-reset/new";

    // The owner changes the password while a reset link is out.
    let leaked = reset_token(&app, EMAIL, 1).await;
    assert!(link_opens(&app, reset, &leaked).await);
    let changed = admin_send(
        &app,
        &admin,
        reqwest::Method::PUT,
        "/api/admin/password",
        &json!({"currentPassword": PASSWORD, "newPassword": "a brand new password"}),
    )
    .await;
    assert_eq!(changed.status(), StatusCode::NO_CONTENT);
    assert!(!link_opens(&app, reset, &leaked).await);
    let taken = post_form(
        &app,
        reset,
        &[("token", &leaked), ("password", "the attacker's password")],
    )
    .await;
    assert_eq!(taken.status(), StatusCode::GONE);
    assert!(
        sign_in_as(&app, EMAIL, "the attacker's password")
            .await
            .is_none()
    );
    assert!(
        sign_in_as(&app, EMAIL, "a brand new password")
            .await
            .is_some()
    );

    // A second admin invites two people, then is made an editor: both
    // invitations close, and so does the reset link sent to it.
    let second = new_staff(&app, &admin, "ana@sarasota.test", Role::Admin, "Ana").await;
    let ana_id = account_id(&accounts(&app, &admin).await, "ana@sarasota.test");
    let mut invited = Vec::new();
    for (email, role) in [
        ("new-admin@sarasota.test", Role::Admin),
        ("new-editor@sarasota.test", Role::Editor),
    ] {
        assert_eq!(
            invite(&app, &second, email, role).await.status(),
            StatusCode::CREATED
        );
        invited.push(token_after(
            &nth_mail_to(&app, email, 1).await,
            "/api/invitation?token=",
        ));
    }
    // (One the first admin sent stays open.)
    assert_eq!(
        invite(&app, &admin, "kept@sarasota.test", Role::Editor)
            .await
            .status(),
        StatusCode::CREATED
    );
    let kept = token_after(
        &nth_mail_to(&app, "kept@sarasota.test", 1).await,
        "/api/invitation?token=",
    );
    let ana_reset = reset_token(&app, "ana@sarasota.test", 2).await;
    for token in &invited {
        assert!(link_opens(&app, "/api/invitation", token).await);
    }
    assert_eq!(
        change(&app, &admin, ana_id, json!({"role": "editor"}))
            .await
            .status(),
        StatusCode::OK
    );
    for token in &invited {
        assert!(!link_opens(&app, "/api/invitation", token).await);
    }
    assert!(!link_opens(&app, reset, &ana_reset).await);
    assert!(link_opens(&app, "/api/invitation", &kept).await);
    let open = accounts(&app, &admin).await;
    let emails: Vec<&str> = open["invitations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["email"].as_str().unwrap())
        .collect();
    assert_eq!(emails, ["kept@sarasota.test"], "{open}");

    // Disabling, then removing: each closes the reset link sent before.
    let ana_reset = reset_token(&app, "ana@sarasota.test", 3).await;
    assert_eq!(
        change(&app, &admin, ana_id, json!({"disabled": true}))
            .await
            .status(),
        StatusCode::OK
    );
    assert!(!link_opens(&app, reset, &ana_reset).await);
    assert_eq!(
        change(&app, &admin, ana_id, json!({"disabled": false}))
            .await
            .status(),
        StatusCode::OK
    );
    let ana_reset = reset_token(&app, "ana@sarasota.test", 4).await;
    let removed = admin_send(
        &app,
        &admin,
        reqwest::Method::DELETE,
        &format!("/api/admin/accounts/{ana_id}"),
        &json!({}),
    )
    .await;
    assert_eq!(removed.status(), StatusCode::NO_CONTENT);
    assert!(!link_opens(&app, reset, &ana_reset).await);
}

/// The origins of the links in `mail` whose path is `path` (each once:
/// the text and the HTML part both carry it).
fn link_origins(mail: &str, path: &str) -> Vec<String> {
    let text = super::mail::body_text(mail);
    text.match_indices(path)
        .map(|(at, _)| {
            let start = text[..at]
                .rfind(|c: char| c.is_whitespace() || c == '"' || c == '<' || c == '(')
                .map_or(0, |i| i + 1);
            text[start..at].to_string()
        })
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .collect()
}

/// Asks for a reset and a reminder with a forged `Host` (and an `Origin`
/// to match): the answer, and the e-mails' links' origins.
async fn forged_requests(app: &TestApp) -> (StatusCode, StatusCode) {
    let reset = no_redirects()
        .post(app.url("/api/password-reset"))
        .header("host", "evil.example")
        .header("origin", "http://evil.example")
        .header("content-type", "application/x-www-form-urlencoded")
        .body(format!("email={}&next=%2Fadmin", urlencode(EMAIL)))
        .send()
        .await
        .unwrap();
    let today = guide_server::today(guide_core::CityZone::default()).to_string();
    let events = app.get_json("/api/events").await;
    let event = events
        .as_array()
        .unwrap()
        .iter()
        .find(|e| {
            e["status"].is_null()
                && e["time"].is_string()
                && e["date"].as_str().unwrap() > today.as_str()
        })
        .expect("a coming demo event with a time")
        .clone();
    let reminder = app
        .client
        .post(app.url("/api/reminders"))
        .header("host", "evil.example")
        .header("origin", "http://evil.example")
        .json(&json!({"email": "visitor@sarasota.test", "eventId": event["id"], "when": "morningOf", "lang": "en"}))
        .send()
        .await
        .unwrap();
    (reset.status(), reminder.status())
}

#[tokio::test]
async fn a_forged_host_is_refused_and_names_no_e_mailed_link() {
    // By default only the local names are allowed: a forged Host is
    // refused before anything reads it, and that answer is never stored.
    let app = app().await;
    let (reset, reminder) = forged_requests(&app).await;
    assert_eq!(reset, StatusCode::BAD_REQUEST);
    assert_eq!(reminder, StatusCode::BAD_REQUEST);
    for _ in 0..2 {
        let page = app
            .client
            .get(app.url("/events"))
            .header("host", "evil.example")
            .send()
            .await
            .unwrap();
        assert_eq!(page.headers()["cache-control"], "no-store");
        let error = assert_json_error(page, StatusCode::BAD_REQUEST).await;
        assert!(error.contains("'evil.example'"), "{error}");
        assert!(error.contains("allowed_hosts"), "{error}");
        assert_eq!(app.get("/events").await.status(), StatusCode::OK);
    }
    // A load balancer's health check names the instance's own address.
    let health = app
        .client
        .get(app.url("/healthz"))
        .header("host", "10.0.0.7:8080")
        .send()
        .await
        .unwrap();
    assert_eq!(health.status(), StatusCode::OK);
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert!(mails_to(app.data_dir.path(), EMAIL).is_empty());

    // Asked at an allowed name, without public_url: the links are the
    // documented default, http://localhost and the port.
    let port = app.base.rsplit(':').next().unwrap().to_string();
    let asked = post_form(
        &app,
        "/api/password-reset",
        &[("email", EMAIL), ("next", "/admin")],
    )
    .await;
    assert_eq!(asked.status(), StatusCode::OK);
    let mail = nth_mail_to(&app, EMAIL, 1).await;
    assert_eq!(
        link_origins(&mail, "/api/password-reset/new?token="),
        [format!("http://localhost:{port}")]
    );
}

#[tokio::test]
async fn e_mailed_links_take_the_configured_address_whatever_host_is_asked() {
    // Any host allowed (a proxy checks names itself): the e-mails still
    // link to public_url, never to the host the request named.
    let app = TestApp::spawn_configured(tempfile::tempdir().unwrap(), |config| {
        config.admin.email = Some(EMAIL.into());
        config.admin.password = Some(guide_server::config::Secret::new(PASSWORD));
        config.outbox.poll_interval_ms = 100;
        config.allowed_hosts = vec!["*".into()];
        config.site.public_url = Some("https://guide.example.com".into());
    })
    .await;
    let (reset, reminder) = forged_requests(&app).await;
    assert_eq!(reset, StatusCode::OK);
    assert_eq!(reminder, StatusCode::ACCEPTED);
    let mail = nth_mail_to(&app, EMAIL, 1).await;
    assert_eq!(
        link_origins(&mail, "/api/password-reset/new?token="),
        ["https://guide.example.com"]
    );
    let confirmation = nth_mail_to(&app, "visitor@sarasota.test", 1).await;
    assert!(!confirmation.contains("evil.example"), "{confirmation}");
    assert_eq!(
        link_origins(&confirmation, "/reminders#confirm="),
        ["https://guide.example.com"]
    );
    // https: mail clients may offer their one-click unsubscribe.
    let one_click = decoded_header(&confirmation, "List-Unsubscribe");
    assert!(
        one_click.starts_with("<https://guide.example.com/api/reminders/unsubscribe?token="),
        "{one_click}"
    );
}
