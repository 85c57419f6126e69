//! The outside probe's findings, each kept fixed: links are web links on
//! every way in, stored bad links were neutralised, every response carries
//! the security headers, 429s say when to come back, sign-out is a
//! same-site POST, and forwarding headers count only from trusted proxies.

use reqwest::StatusCode;
use reqwest::header::{COOKIE, ORIGIN};
use serde_json::{Value, json};

use super::admin::{EMAIL, PASSWORD, admin_send, sign_in};
use super::{TestApp, assert_json_error};

async fn app_with_admin(tweak: impl FnOnce(&mut guide_server::config::Config)) -> TestApp {
    TestApp::spawn_configured(tempfile::tempdir().unwrap(), |config| {
        config.admin.email = Some(EMAIL.into());
        config.admin.password = Some(guide_server::config::Secret::new(PASSWORD));
        tweak(config);
    })
    .await
}

const SCRIPT: &str = "javascript:alert(document.cookie)";
const NOT_A_LINK: &str = "must be a web address starting with http:// or https://";

async fn fields(response: reqwest::Response) -> Value {
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    let body: Value = response.json().await.unwrap();
    body["fields"].clone()
}

#[tokio::test]
async fn script_links_are_refused_on_every_way_in() {
    let app = app_with_admin(|_| {}).await;
    let cookie = sign_in(&app).await;
    let (post, put) = (reqwest::Method::POST, reqwest::Method::PUT);

    let activity = json!({"id": 0, "name": "Kayak", "description": "Paddle", "website": SCRIPT});
    let created = admin_send(
        &app,
        &cookie,
        post.clone(),
        "/api/admin/activities/create",
        &activity,
    )
    .await;
    let errors = fields(created).await;
    assert!(
        errors["website"].as_str().unwrap().contains(NOT_A_LINK),
        "{errors}"
    );

    let restaurant = json!({"id": 0, "name": "Grill", "description": "Fish", "reservationUrl": SCRIPT,
                            "image": "data:image/png;base64,AAAA"});
    for path in [
        "/api/admin/restaurants/create",
        "/api/admin/restaurants/create-anyway",
    ] {
        let response = admin_send(&app, &cookie, post.clone(), path, &restaurant).await;
        let errors = fields(response).await;
        assert!(
            errors["reservationUrl"]
                .as_str()
                .unwrap()
                .contains(NOT_A_LINK),
            "{path}"
        );
        assert!(
            errors["image"].as_str().unwrap().contains(NOT_A_LINK),
            "{path}"
        );
    }
    let restaurants = app.get_json("/api/restaurants").await;
    let first = restaurants[0]["id"].as_i64().unwrap();
    for path in [
        format!("/api/admin/restaurants/{first}"),
        format!("/api/admin/restaurants/replace/{first}"),
    ] {
        let response = admin_send(&app, &cookie, put.clone(), &path, &restaurant).await;
        assert!(
            fields(response).await["reservationUrl"].is_string(),
            "{path}"
        );
    }
    let activities = app.get_json("/api/activities").await;
    let path = format!("/api/admin/activities/{}", activities[0]["id"]);
    let response = admin_send(&app, &cookie, put.clone(), &path, &activity).await;
    assert!(fields(response).await["website"].is_string());

    let events = app.get_json("/api/events").await;
    let event = json!({"title": "Tosca", "description": "", "venueId": null, "venueName": "Opera House",
                       "date": "2026-12-05", "endDate": null, "time": null, "category": "Opera",
                       "image": null, "ticketPrice": null, "sourceUrl": null, "ticketUrl": SCRIPT});
    let path = format!("/api/admin/events/{}", events[0]["id"]);
    let response = admin_send(&app, &cookie, put, &path, &event).await;
    assert_eq!(
        fields(response).await["ticketUrl"],
        format!("Ticket URL {NOT_A_LINK}")
    );
    let mut discovered = event.clone();
    discovered["sourceUrl"] = json!("vbscript:msgbox(1)");
    let bulk = admin_send(
        &app,
        &cookie,
        post,
        "/api/admin/events/bulk-create",
        &json!({"events": [discovered]}),
    )
    .await;
    let message = assert_json_error(bulk, StatusCode::BAD_REQUEST).await;
    assert!(message.starts_with("Event 1: Source URL"), "{message}");

    // Nothing of it was stored or is served.
    for list in ["/api/events", "/api/activities", "/api/restaurants"] {
        let text = app.get(list).await.text().await.unwrap();
        assert!(
            !text.contains("javascript:") && !text.contains("vbscript:"),
            "{list}"
        );
    }
}

/// Rows stored before the rule existed are neutralised by the migration
/// that brought it: a database one migration behind, with script links in
/// it, is opened by this version.
#[tokio::test]
async fn the_migration_neutralises_stored_script_links() {
    use sqlx::Connection;
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("guide.db").display());
    {
        let options: sqlx::sqlite::SqliteConnectOptions = url.parse().unwrap();
        let mut conn = sqlx::SqliteConnection::connect_with(&options.create_if_missing(true))
            .await
            .unwrap();
        let mut migrator = sqlx::migrate::Migrator::new(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations/sqlite"),
        )
        .await
        .unwrap();
        let before: Vec<_> = migrator
            .migrations
            .iter()
            .filter(|m| m.version < 20261123000005)
            .cloned()
            .collect();
        migrator.migrations = before.into();
        migrator.run(&mut conn).await.unwrap();
        for sql in [
            "INSERT INTO activities (name, website, image) VALUES ('A', 'javascript:alert(1)', '/public-objects/demo-beach.jpg')",
            "INSERT INTO activities (name, website, image) VALUES ('B', 'https://b.example', ' data:text/html,x')",
            "INSERT INTO restaurants (name, website, reservation_url) VALUES ('R', 'HTTPS://r.example', 'JaVaScRiPt:alert(1)')",
            "INSERT INTO events (title, venue_name, date, category, ticket_url, image) \
             VALUES ('E', 'Venue TBA', '2026-12-01', 'Other', 'javascript:x', 'http://img.example/a.jpg')",
            "INSERT INTO venues (name, website, events_page_url) VALUES ('V', 'ftp://v.example', 'https://v.example/events')",
        ] {
            sqlx::query(sql).execute(&mut conn).await.unwrap();
        }
        conn.close().await.unwrap();
    }
    let store = guide_server::store::Store::open(&url).await.unwrap();
    let activities = store.list_activities().await.unwrap();
    assert_eq!(activities[0].website, None);
    assert_eq!(
        activities[0].image.as_deref(),
        Some("/public-objects/demo-beach.jpg")
    );
    assert_eq!(activities[1].website.as_deref(), Some("https://b.example"));
    assert_eq!(activities[1].image, None);
    let restaurants = store.list_restaurants().await.unwrap();
    assert_eq!(restaurants[0].website.as_deref(), Some("HTTPS://r.example"));
    assert_eq!(restaurants[0].reservation_url, None);
    let events = store.list_events(&Default::default()).await.unwrap();
    assert_eq!(events[0].ticket_url, None);
    assert_eq!(events[0].image.as_deref(), Some("http://img.example/a.jpg"));
    let venues = store.admin_venues().await.unwrap();
    assert_eq!(venues[0].website, None);
    assert_eq!(
        venues[0].events_page_url.as_deref(),
        Some("https://v.example/events")
    );
    store.close().await;
}

#[tokio::test]
async fn every_response_carries_the_security_headers() {
    let app = TestApp::spawn().await;
    for path in [
        "/",
        "/events",
        "/api/events",
        "/api/nope",
        "/api/login",
        "/healthz",
    ] {
        let response = app.get(path).await;
        let headers = response.headers();
        let csp = headers["content-security-policy"].to_str().unwrap();
        assert!(csp.contains("frame-ancestors 'none'"), "{path}: {csp}");
        assert!(
            csp.contains("script-src 'self' 'wasm-unsafe-eval'"),
            "{path}: {csp}"
        );
        assert!(!csp.contains("'unsafe-eval'"), "{path}");
        // The map's default tiles, and no other origin the page may call.
        assert!(
            csp.contains("connect-src 'self' https://tile.openstreetmap.org;"),
            "{path}: {csp}"
        );
        assert_eq!(headers["x-content-type-options"], "nosniff", "{path}");
        assert_eq!(
            headers["referrer-policy"], "strict-origin-when-cross-origin",
            "{path}"
        );
        assert!(
            headers["permissions-policy"]
                .to_str()
                .unwrap()
                .contains("camera=()")
        );
        assert!(
            headers.get("strict-transport-security").is_none(),
            "plain http: {path}"
        );
    }
}

/// Behind a trusted load balancer the forwarded client address is the one
/// limited and throttled, and https (said by the balancer) brings HSTS and
/// `Secure` cookies; from anyone else the same headers change nothing.
#[tokio::test]
async fn forwarding_headers_count_only_from_trusted_proxies() {
    let trusting = app_with_admin(|config| {
        config.public_writes_per_minute = 1;
        config.trusted_proxies = vec!["127.0.0.0/8".into()];
    })
    .await;
    let suggestion = json!({"name": "Jungle Gardens", "type": "activity", "website": "jungle.example",
                            "submitterName": "Ana", "submitterEmail": "ana@visitor.test"});
    let from = |app: &TestApp, client: &str| {
        app.client
            .post(app.url("/api/suggestions"))
            .header("x-forwarded-for", client)
            .header("x-forwarded-proto", "https")
            .json(&suggestion)
    };
    assert_eq!(
        from(&trusting, "203.0.113.1")
            .send()
            .await
            .unwrap()
            .status(),
        StatusCode::CREATED
    );
    let limited = from(&trusting, "203.0.113.1").send().await.unwrap();
    assert_eq!(limited.status(), StatusCode::TOO_MANY_REQUESTS);
    assert!(limited.headers().contains_key("retry-after"));
    let other = from(&trusting, "203.0.113.2").send().await.unwrap();
    assert_eq!(
        other.status(),
        StatusCode::CREATED,
        "another visitor behind the balancer"
    );
    assert_eq!(
        other.headers()["strict-transport-security"],
        "max-age=31536000"
    );
    let cookie = super::admin::post_login_response(&trusting, Some("https")).await;
    assert!(cookie.contains("; Secure"), "{cookie}");

    let untrusting = app_with_admin(|config| config.public_writes_per_minute = 1).await;
    assert_eq!(
        from(&untrusting, "203.0.113.1")
            .send()
            .await
            .unwrap()
            .status(),
        StatusCode::CREATED
    );
    let spoofed = from(&untrusting, "203.0.113.2").send().await.unwrap();
    assert_eq!(
        spoofed.status(),
        StatusCode::TOO_MANY_REQUESTS,
        "the header is not believed"
    );
    assert!(spoofed.headers().get("strict-transport-security").is_none());
    let cookie = super::admin::post_login_response(&untrusting, Some("https")).await;
    assert!(!cookie.contains("Secure"), "{cookie}");
}

#[tokio::test]
async fn sign_out_is_a_post_from_this_site() {
    let app = app_with_admin(|_| {}).await;
    let cookie = sign_in(&app).await;
    let get = app
        .client
        .get(app.url("/api/logout"))
        .header(COOKIE, &cookie)
        .send()
        .await
        .unwrap();
    assert_json_error(get, StatusCode::METHOD_NOT_ALLOWED).await;
    let forged = app
        .client
        .post(app.url("/api/logout"))
        .header(COOKIE, &cookie)
        .header(ORIGIN, "https://evil.example")
        .send()
        .await
        .unwrap();
    assert_json_error(forged, StatusCode::FORBIDDEN).await;
    let status = super::admin::admin_get(&app, &cookie, "/api/admin/status").await;
    assert_eq!(status.status(), StatusCode::OK, "still signed in");
}

#[tokio::test]
async fn a_throttled_sign_in_says_when_to_come_back() {
    let app = app_with_admin(|_| {}).await;
    for _ in 0..5 {
        super::admin::post_login(&app, EMAIL, "guess", "/admin").await;
    }
    let locked = super::admin::post_login(&app, EMAIL, PASSWORD, "/admin").await;
    assert_eq!(locked.status(), StatusCode::TOO_MANY_REQUESTS);
    let retry_after: u64 = locked.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert_eq!(retry_after, 15 * 60);
}

/// What the real binary logs until it serves, started with `public_url`
/// (or none).
fn start_log(public_url: Option<&str>) -> String {
    use std::io::{BufRead, BufReader};
    use std::process::{Command, Stdio};
    let data = tempfile::tempdir().unwrap();
    let port = super::mail::free_port();
    let mut command = Command::new(env!("CARGO_BIN_EXE_guide"));
    command
        .arg("serve")
        .env("GUIDE_BIND", format!("127.0.0.1:{port}"))
        .env("GUIDE_DATA_DIR", data.path())
        .env("GUIDE_WEB_DIR", data.path().join("no-web"))
        .env("GUIDE_SEED_DEMO", "false")
        .env("RUST_LOG", "info")
        .env_remove("DATABASE_URL")
        .env_remove("GUIDE_CONFIG")
        .env_remove("GUIDE_PUBLIC_URL")
        .stdout(Stdio::piped())
        .stderr(Stdio::null());
    if let Some(url) = public_url {
        command.env("GUIDE_PUBLIC_URL", url);
    }
    let mut child = command.spawn().unwrap();
    let mut log = String::new();
    for line in BufReader::new(child.stdout.take().unwrap()).lines() {
        let line = line.unwrap();
        log.push_str(&line);
        log.push('\n');
        if line.contains("serving on") {
            break;
        }
    }
    child.kill().unwrap();
    child.wait().unwrap();
    log
}

/// E-mailed links never follow a request, so the server says at start
/// where they point when no public address is set, and that mail clients'
/// one-click unsubscribe (RFC 8058: https only) is off.
#[test]
fn the_server_says_at_start_where_e_mailed_links_point() {
    let none = start_log(None);
    assert!(none.contains("site.public_url is not set"), "{none}");
    assert!(none.contains("one-click unsubscribe is off"), "{none}");
    assert!(none.contains("http://localhost:"), "{none}");
    let plain = start_log(Some("http://guide.example.com"));
    assert!(
        plain.contains("site.public_url is not https: mail clients' one-click unsubscribe is off"),
        "{plain}"
    );
    let https = start_log(Some("https://guide.example.com"));
    assert!(!https.contains("unsubscribe is off"), "{https}");
    assert!(https.contains("serving on"), "{https}");
}
