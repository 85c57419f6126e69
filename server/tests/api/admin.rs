//! Admin sign-in, sessions, the authorization layer over every admin route,
//! and the admin endpoints.

use guide_core::dashboard::accounts::Role;
use guide_server::api::routes::Access;
use reqwest::StatusCode;
use reqwest::header::{COOKIE, LOCATION, ORIGIN, SET_COOKIE};
use serde_json::{Value, json};

use super::{TestApp, assert_json_error, urlencode};
use crate::support::no_redirects;

pub(super) const EMAIL: &str = "marisa@sarasota.test";
pub(super) const PASSWORD: &str = "orchids-and-bromeliads";

pub(super) async fn app_with_admin() -> TestApp {
    TestApp::spawn_configured(tempfile::tempdir().unwrap(), |config| {
        config.admin.email = Some(EMAIL.into());
        config.admin.password = Some(guide_server::config::Secret::new(PASSWORD));
        config.admin.first_name = Some("Marisa".into());
        config.admin.last_name = Some("Rivera".into());
    })
    .await
}

pub(super) async fn post_login(
    app: &TestApp,
    email: &str,
    password: &str,
    next: &str,
) -> reqwest::Response {
    let body = format!(
        "email={}&password={}&next={}",
        super::urlencode(email),
        super::urlencode(password),
        super::urlencode(next)
    );
    no_redirects()
        .post(app.url("/api/login"))
        .header("content-type", "application/x-www-form-urlencoded")
        .body(body)
        .send()
        .await
        .unwrap()
}

/// Signs in, with `X-Forwarded-Proto` when given, and returns the
/// `Set-Cookie` header the answer carries.
pub(super) async fn post_login_response(app: &TestApp, proto: Option<&str>) -> String {
    let mut request = no_redirects()
        .post(app.url("/api/login"))
        .header("content-type", "application/x-www-form-urlencoded")
        .body(format!(
            "email={}&password={}",
            super::urlencode(EMAIL),
            super::urlencode(PASSWORD)
        ));
    if let Some(proto) = proto {
        request = request.header("x-forwarded-proto", proto);
    }
    let response = request.send().await.unwrap();
    assert_eq!(response.status(), StatusCode::SEE_OTHER);
    response.headers()[SET_COOKIE].to_str().unwrap().to_string()
}

/// Signs in and returns the `Cookie` header value to send.
pub(super) async fn sign_in(app: &TestApp) -> String {
    let response = post_login(app, EMAIL, PASSWORD, "/admin").await;
    assert_eq!(response.status(), StatusCode::SEE_OTHER);
    let cookie = response.headers()[SET_COOKIE].to_str().unwrap().to_string();
    cookie.split(';').next().unwrap().to_string()
}

pub(super) async fn admin_get(app: &TestApp, cookie: &str, path: &str) -> reqwest::Response {
    app.client
        .get(app.url(path))
        .header(COOKIE, cookie)
        .send()
        .await
        .unwrap()
}

pub(super) async fn admin_send(
    app: &TestApp,
    cookie: &str,
    method: reqwest::Method,
    path: &str,
    body: &Value,
) -> reqwest::Response {
    app.client
        .request(method, app.url(path))
        .header(COOKIE, cookie)
        .json(body)
        .send()
        .await
        .unwrap()
}

/// A request from the dashboard in `lang` (its `Accept-Language`, as the
/// app sends its page's), with a JSON body when given.
pub(super) async fn admin_send_in(
    app: &TestApp,
    cookie: &str,
    lang: &str,
    method: reqwest::Method,
    path: &str,
    body: Option<&Value>,
) -> reqwest::Response {
    let mut request = app
        .client
        .request(method, app.url(path))
        .header(COOKIE, cookie)
        .header(reqwest::header::ACCEPT_LANGUAGE, lang);
    if let Some(body) = body {
        request = request.json(body);
    }
    request.send().await.unwrap()
}

/// The staff routes from the router's own list, with sample parameters,
/// and the role each needs.
pub(super) fn staff_routes() -> Vec<(reqwest::Method, String, Role)> {
    let routes = guide_server::api::routes();
    let staff: Vec<_> = routes
        .list()
        .iter()
        .filter_map(|route| match route.access {
            Access::Staff(role) => Some((route, role)),
            _ => None,
        })
        .map(|(route, role)| {
            let path = route.path.replace("{id}", "1").replace("{kind}", "events");
            (
                reqwest::Method::from_bytes(route.method.as_str().as_bytes()).unwrap(),
                format!("/api{path}"),
                role,
            )
        })
        .collect();
    // Every staff route is under /api/admin, and every route there is staff's.
    assert!(
        staff
            .iter()
            .all(|(_, path, _)| path.starts_with("/api/admin/"))
    );
    assert!(
        routes
            .list()
            .iter()
            .filter(|route| route.path.starts_with("/admin/"))
            .all(|route| matches!(route.access, Access::Staff(_)))
    );
    staff
}

#[tokio::test]
async fn every_admin_route_refuses_requests_without_a_session_or_from_another_site() {
    let app = app_with_admin().await;
    let routes = staff_routes();
    assert!(routes.len() >= 12, "the list comes from the router");
    for (method, path, _) in &routes {
        let response = app
            .client
            .request(method.clone(), app.url(path))
            .json(&json!({}))
            .send()
            .await
            .unwrap();
        assert_json_error(response, StatusCode::UNAUTHORIZED).await;
        let forged = app
            .client
            .request(method.clone(), app.url(path))
            .header(COOKIE, "guide_session=".to_string() + &"ab".repeat(32))
            .send()
            .await
            .unwrap();
        assert_json_error(forged, StatusCode::UNAUTHORIZED).await;
    }
    let cookie = sign_in(&app).await;
    for (method, path, _) in routes.iter().filter(|(m, _, _)| *m != reqwest::Method::GET) {
        let response = app
            .client
            .request(method.clone(), app.url(path))
            .header(COOKIE, &cookie)
            .header(ORIGIN, "https://evil.example")
            .json(&json!({}))
            .send()
            .await
            .unwrap();
        assert_json_error(response, StatusCode::FORBIDDEN).await;
    }
}

#[tokio::test]
async fn admins_sign_in_see_their_status_and_sign_out() {
    let app = app_with_admin().await;
    let page = app.get("/api/login?next=/admin").await;
    assert_eq!(page.status(), StatusCode::OK);
    assert!(
        page.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/html")
    );
    let html = page.text().await.unwrap();
    assert!(html.contains("Admin sign in") && html.contains("Sarasota Visitor Guide"));

    let wrong = post_login(&app, EMAIL, "not-the-password", "/admin").await;
    assert_eq!(wrong.status(), StatusCode::UNAUTHORIZED);
    let wrong_text = wrong.text().await.unwrap();
    assert!(wrong_text.contains("Invalid email or password."));
    let unknown = post_login(&app, "nobody@sarasota.test", PASSWORD, "/admin").await;
    assert_eq!(unknown.status(), StatusCode::UNAUTHORIZED);
    assert!(
        unknown
            .text()
            .await
            .unwrap()
            .contains("Invalid email or password.")
    );

    let ok = post_login(&app, EMAIL, PASSWORD, "/admin?tab=images").await;
    assert_eq!(ok.status(), StatusCode::SEE_OTHER);
    assert_eq!(ok.headers()[LOCATION], "/admin?tab=images");
    let set_cookie = ok.headers()[SET_COOKIE].to_str().unwrap().to_string();
    for attribute in ["HttpOnly", "SameSite=Lax", "Path=/"] {
        assert!(set_cookie.contains(attribute), "{set_cookie}");
    }
    assert!(!set_cookie.contains("Secure"), "plain http here");
    let cookie = set_cookie.split(';').next().unwrap().to_string();

    let status: Value = admin_get(&app, &cookie, "/api/admin/status")
        .await
        .json()
        .await
        .unwrap();
    let abilities = guide_core::dashboard::accounts::Role::Admin.abilities();
    assert_eq!(
        status,
        json!({"isAdmin": true, "user": {"firstName": "Marisa", "lastName": "Rivera"}, "role": "admin",
               "abilities": serde_json::to_value(abilities).unwrap()})
    );
    // Signed in already: the sign-in page sends the admin on.
    let again = no_redirects()
        .get(app.url("/api/login"))
        .header(COOKIE, &cookie)
        .send()
        .await
        .unwrap();
    assert_eq!(again.headers()[LOCATION], "/admin");

    // A second sign-in is a new session; only local paths are followed.
    let other = post_login(&app, EMAIL, PASSWORD, "https://evil.example/").await;
    assert_eq!(other.headers()[LOCATION], "/admin");
    let other_cookie = other.headers()[SET_COOKIE].to_str().unwrap().to_string();
    assert_ne!(other_cookie.split(';').next().unwrap(), cookie);

    let out = no_redirects()
        .post(app.url("/api/logout"))
        .header(COOKIE, &cookie)
        .send()
        .await
        .unwrap();
    assert_eq!(out.status(), StatusCode::SEE_OTHER);
    assert!(
        out.headers()[SET_COOKIE]
            .to_str()
            .unwrap()
            .contains("Max-Age=0")
    );
    let after = admin_get(&app, &cookie, "/api/admin/status").await;
    assert_json_error(after, StatusCode::UNAUTHORIZED).await;
}

#[tokio::test]
async fn staff_sign_in_and_out_in_the_dashboards_language() {
    let app = app_with_admin().await;
    let html = app
        .get("/api/login?next=/es/admin%3Ftab%3Dimages")
        .await
        .text()
        .await
        .unwrap();
    assert!(html.contains("<html lang=\"es\">"), "{html}");
    assert!(html.contains("<title>Iniciar sesión · Guía del visitante de Sarasota</title>"));
    assert!(html.contains("<h1>Acceso del personal</h1>"));
    assert!(html.contains("<a href=\"/es/\">← Volver a la guía</a>"));
    // The language menu: the same page, returning to the dashboard in the
    // language chosen.
    assert!(html.contains(
        "<a href=\"/api/login?next=%2Fadmin%3Ftab%3Dimages\" lang=\"en\" hreflang=\"en\">English</a>"
    ));
    assert!(html.contains(
        "<a href=\"/api/login?next=%2Ffr%2Fadmin%3Ftab%3Dimages\" lang=\"fr\" hreflang=\"fr\">Français</a>"
    ));
    assert!(html.contains("lang=\"es\" hreflang=\"es\" aria-current=\"true\">Español</a>"));

    // The spec's page is English, and its own English address.
    let english = app
        .get("/api/login?next=/es/admin")
        .await
        .text()
        .await
        .unwrap();
    assert!(english.contains("<a href=\"/api/login\" lang=\"en\" hreflang=\"en\">English</a>"));

    let wrong = post_login(&app, EMAIL, "not-the-password", "/de/admin").await;
    assert_eq!(wrong.status(), StatusCode::UNAUTHORIZED);
    let wrong = wrong.text().await.unwrap();
    assert!(wrong.contains("<html lang=\"de\">"));
    assert!(
        wrong.contains("E-Mail-Adresse oder Passwort ist falsch."),
        "{wrong}"
    );
    for _ in 0..5 {
        post_login(&app, "ghost@sarasota.test", "guess", "/fr/admin").await;
    }
    let ghost = post_login(&app, "ghost@sarasota.test", "guess", "/fr/admin").await;
    assert_eq!(ghost.status(), StatusCode::TOO_MANY_REQUESTS);
    assert!(
        ghost
            .text()
            .await
            .unwrap()
            .contains("Trop de tentatives de connexion échouées. Réessayez dans 15 minutes.")
    );

    let ok = post_login(&app, EMAIL, PASSWORD, "/de/admin").await;
    assert_eq!(ok.headers()[LOCATION], "/de/admin");
    let cookie = ok.headers()[SET_COOKIE].to_str().unwrap();
    let cookie = cookie.split(';').next().unwrap().to_string();
    let out = no_redirects()
        .post(app.url("/api/logout?lang=de"))
        .header(COOKIE, &cookie)
        .send()
        .await
        .unwrap();
    assert_eq!(out.status(), StatusCode::SEE_OTHER);
    assert_eq!(out.headers()[LOCATION], "/de/");
}

#[tokio::test]
async fn failed_sign_ins_are_throttled_whether_or_not_the_account_exists() {
    let app = app_with_admin().await;
    for _ in 0..5 {
        let response = post_login(&app, EMAIL, "guess", "/admin").await;
        assert_eq!(response.status(), StatusCode::UNAUTHORIZED);
    }
    let locked = post_login(&app, EMAIL, PASSWORD, "/admin").await;
    assert_eq!(locked.status(), StatusCode::TOO_MANY_REQUESTS);
    assert!(
        locked
            .text()
            .await
            .unwrap()
            .contains("Too many failed sign-in attempts. Please try again in 15 minutes.")
    );
    for _ in 0..5 {
        post_login(&app, "ghost@sarasota.test", "guess", "/admin").await;
    }
    let ghost = post_login(&app, "ghost@sarasota.test", "guess", "/admin").await;
    assert_eq!(ghost.status(), StatusCode::TOO_MANY_REQUESTS);
}

#[tokio::test]
async fn venues_and_their_events_pages() {
    let app = app_with_admin().await;
    let cookie = sign_in(&app).await;
    let venues: Value = admin_get(&app, &cookie, "/api/admin/venues")
        .await
        .json()
        .await
        .unwrap();
    let venues = venues.as_array().unwrap();
    assert!(venues.len() >= 10);
    let first = &venues[0];
    for key in ["id", "name", "website", "eventsPageUrl"] {
        assert!(first.get(key).is_some(), "{key}");
    }
    let id = first["id"].as_i64().unwrap();
    let path = format!("/api/admin/venues/{id}/events-url");
    let put = reqwest::Method::PUT;

    let saved = admin_send(
        &app,
        &cookie,
        put.clone(),
        &path,
        &json!({"eventsPageUrl": " https://venue.example/calendar "}),
    )
    .await;
    assert_eq!(saved.status(), StatusCode::OK);
    let venues: Value = admin_get(&app, &cookie, "/api/admin/venues")
        .await
        .json()
        .await
        .unwrap();
    let stored = venues
        .as_array()
        .unwrap()
        .iter()
        .find(|v| v["id"] == id)
        .unwrap();
    assert_eq!(stored["eventsPageUrl"], "https://venue.example/calendar");

    let bad = admin_send(
        &app,
        &cookie,
        put.clone(),
        &path,
        &json!({"eventsPageUrl": "javascript:alert(1)"}),
    )
    .await;
    assert_json_error(bad, StatusCode::BAD_REQUEST).await;
    let cleared = admin_send(
        &app,
        &cookie,
        put.clone(),
        &path,
        &json!({"eventsPageUrl": ""}),
    )
    .await;
    assert_eq!(cleared.status(), StatusCode::OK);
    let missing = admin_send(
        &app,
        &cookie,
        put,
        "/api/admin/venues/999999/events-url",
        &json!({"eventsPageUrl": ""}),
    )
    .await;
    assert_json_error(missing, StatusCode::NOT_FOUND).await;
}

/// The dashboard's venue of this name.
async fn admin_venue(app: &TestApp, cookie: &str, name: &str) -> Value {
    let venues: Value = admin_get(app, cookie, "/api/admin/venues")
        .await
        .json()
        .await
        .unwrap();
    venues
        .as_array()
        .unwrap()
        .iter()
        .find(|v| v["name"] == name)
        .unwrap()
        .clone()
}

/// A venue's position, set in the dashboard: on the globe and whole, or
/// cleared; the public events at the venue carry it, for Near me.
#[tokio::test]
async fn a_venues_position_is_set_checked_and_served_with_its_events() {
    let app = app_with_admin().await;
    let cookie = sign_in(&app).await;
    let put = reqwest::Method::PUT;
    let selby = admin_venue(&app, &cookie, "Marie Selby Botanical Gardens").await;
    assert_eq!(
        (&selby["latitude"], &selby["longitude"]),
        (&json!(27.3306), &json!(-82.5418))
    );
    let id = selby["id"].as_i64().unwrap();
    let path = format!("/api/admin/venues/{id}/position");
    let at_selby = |events: &Value| -> Vec<Value> {
        events
            .as_array()
            .unwrap()
            .iter()
            .filter(|e| e["venueId"] == id)
            .map(|e| json!([e["venue"]["latitude"], e["venue"]["longitude"]]))
            .collect()
    };

    let moved = admin_send(
        &app,
        &cookie,
        put.clone(),
        &path,
        &json!({"latitude": 27.331, "longitude": -82.542}),
    )
    .await;
    assert_eq!(moved.status(), StatusCode::OK);
    let events = app.get_json("/api/events").await;
    let placed = at_selby(&events);
    assert!(!placed.is_empty());
    assert!(
        placed.iter().all(|p| *p == json!([27.331, -82.542])),
        "{placed:?}"
    );

    // Half a position, or one off the globe: a message per field, nothing changed.
    for (body, field, message) in [
        (
            json!({"latitude": 27.3, "longitude": null}),
            "longitude",
            "Give both the latitude and the longitude, or neither.",
        ),
        (
            json!({"latitude": 97.3, "longitude": -82.5}),
            "latitude",
            "The latitude must be a number from -90 to 90.",
        ),
    ] {
        let refused = admin_send(&app, &cookie, put.clone(), &path, &body).await;
        assert_eq!(refused.status(), StatusCode::BAD_REQUEST);
        let refused: Value = refused.json().await.unwrap();
        assert_eq!(refused["fields"][field], message, "{refused}");
    }
    let refused = admin_send(
        &app,
        &cookie,
        put.clone(),
        &path,
        &json!({"latitude": "north"}),
    )
    .await;
    assert_json_error(refused, StatusCode::UNPROCESSABLE_ENTITY).await;
    assert!(
        at_selby(&app.get_json("/api/events").await)
            .iter()
            .all(|p| *p == json!([27.331, -82.542]))
    );

    // Cleared: the events are at a venue without a position.
    let cleared = admin_send(
        &app,
        &cookie,
        put.clone(),
        &path,
        &json!({"latitude": null, "longitude": null}),
    )
    .await;
    assert_eq!(cleared.status(), StatusCode::OK);
    assert!(
        at_selby(&app.get_json("/api/events").await)
            .iter()
            .all(|p| *p == json!([null, null]))
    );
    let missing = admin_send(
        &app,
        &cookie,
        put,
        "/api/admin/venues/999999/position",
        &json!({"latitude": null, "longitude": null}),
    )
    .await;
    assert_json_error(missing, StatusCode::NOT_FOUND).await;
}

/// 'Near a place': the areas, then the placed venues, activities and
/// restaurants, following a venue's position as staff set it.
#[tokio::test]
async fn the_landmarks_follow_the_venues_positions() {
    let app = app_with_admin().await;
    let cookie = sign_in(&app).await;
    let van_wezel = admin_venue(&app, &cookie, "Van Wezel Performing Arts Hall").await["id"]
        .as_i64()
        .unwrap();
    let key = format!("venue-{van_wezel}");
    let landmarks = app.get_json("/api/landmarks").await;
    let list = landmarks.as_array().unwrap();
    assert_eq!(list[0]["kind"], "area");
    assert!(list.iter().any(|l| l["key"] == "area-st-armands-circle"));
    let kinds: Vec<&str> = list.iter().map(|l| l["kind"].as_str().unwrap()).collect();
    for kind in ["venue", "activity", "restaurant"] {
        assert!(kinds.contains(&kind), "{kinds:?}");
    }
    let mut keys: Vec<&str> = list.iter().map(|l| l["key"].as_str().unwrap()).collect();
    keys.sort();
    keys.dedup();
    assert_eq!(keys.len(), list.len());
    let etag = app.get("/api/landmarks").await.headers()["etag"].clone();

    let path = format!("/api/admin/venues/{van_wezel}/position");
    let moved = admin_send(
        &app,
        &cookie,
        reqwest::Method::PUT,
        &path,
        &json!({"latitude": 27.342, "longitude": -82.545}),
    )
    .await;
    assert_eq!(moved.status(), StatusCode::OK);
    let after = app
        .client
        .get(app.url("/api/landmarks"))
        .header("if-none-match", etag)
        .send()
        .await
        .unwrap();
    assert_eq!(after.status(), StatusCode::OK);
    let after: Value = after.json().await.unwrap();
    let hall = after
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["key"] == key)
        .unwrap();
    assert_eq!(hall["name"], "Van Wezel Performing Arts Hall");
    assert_eq!(
        hall["at"],
        json!({"latitude": 27.342, "longitude": -82.545})
    );

    let cleared = admin_send(
        &app,
        &cookie,
        reqwest::Method::PUT,
        &path,
        &json!({"latitude": null, "longitude": null}),
    )
    .await;
    assert_eq!(cleared.status(), StatusCode::OK);
    let after = app.get_json("/api/landmarks").await;
    assert!(!after.as_array().unwrap().iter().any(|l| l["key"] == key));
}

#[tokio::test]
async fn discovered_events_are_created_in_bulk_all_or_nothing() {
    let app = app_with_admin().await;
    let cookie = sign_in(&app).await;
    let before = app.get_json("/api/events").await.as_array().unwrap().len();
    let post = reqwest::Method::POST;
    let path = "/api/admin/events/bulk-create";
    let event = |title: &str, date: &str| {
        json!({"title": title, "description": "From the venue's page", "venueId": null,
               "venueName": "Ringling Museum Courtyard", "date": date, "endDate": null,
               "time": "7:00 PM", "category": "live music", "image": null,
               "ticketPrice": "$15", "sourceUrl": "https://venue.example/e/1"})
    };

    let bad = admin_send(
        &app,
        &cookie,
        post.clone(),
        path,
        &json!({"events": [event("Good", "2026-12-01"), event("Bad", "12/02/2026")]}),
    )
    .await;
    let message = assert_json_error(bad, StatusCode::BAD_REQUEST).await;
    assert!(message.starts_with("Event 2:"), "{message}");
    assert_eq!(
        app.get_json("/api/events").await.as_array().unwrap().len(),
        before
    );

    let empty = admin_send(&app, &cookie, post.clone(), path, &json!({"events": []})).await;
    assert_json_error(empty, StatusCode::BAD_REQUEST).await;

    let created = admin_send(&app, &cookie, post, path, &json!({"events": [event("Jazz at Dusk", "2026-12-01"), event("Jazz at Dawn", "2026-12-02")]})).await;
    assert_eq!(created.status(), StatusCode::CREATED);
    let body: Value = created.json().await.unwrap();
    assert_eq!(body["created"], 2);
    let events = app.get_json("/api/events").await;
    assert_eq!(events.as_array().unwrap().len(), before + 2);
    let jazz = events
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["title"] == "Jazz at Dusk")
        .unwrap();
    assert_eq!(jazz["category"], "Live Music");
    assert_eq!(jazz["venue"], "Ringling Museum Courtyard");
}

#[tokio::test]
async fn activities_are_created_from_the_form() {
    let app = app_with_admin().await;
    let cookie = sign_in(&app).await;
    let post = reqwest::Method::POST;
    let path = "/api/admin/activities/create";
    let blank = admin_send(
        &app,
        &cookie,
        post.clone(),
        path,
        &json!({"id": 0, "name": " ", "description": ""}),
    )
    .await;
    assert_eq!(
        assert_json_error(blank, StatusCode::BAD_REQUEST).await,
        "Activity name and description are required."
    );
    let created = admin_send(&app, &cookie, post, path, &json!({
        "id": 0, "name": "Kayak the Mangroves", "description": "Guided paddle through Lido Key's tunnels.",
        "activityType": "tours", "website": "https://kayak.example", "price": "$55"
    })).await;
    assert_eq!(created.status(), StatusCode::CREATED);
    let body: Value = created.json().await.unwrap();
    assert_eq!(body["message"], "Activity created successfully!");
    let activities = app.get_json("/api/activities").await;
    let kayak = activities
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["name"] == "Kayak the Mangroves")
        .unwrap();
    assert_eq!(kayak["activityType"], "tours");
}

/// A valid 1×1 PNG.
pub(super) const PNG: &[u8] = &[
    0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
    0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1F, 0x15, 0xC4,
    0x89, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0xF8, 0xCF, 0xC0, 0xF0,
    0x1F, 0x00, 0x05, 0x00, 0x01, 0xFF, 0x89, 0x99, 0x3D, 0x1D, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45,
    0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
];

pub(super) async fn upload(
    app: &TestApp,
    cookie: &str,
    path: &str,
    file_name: &str,
    bytes: &[u8],
) -> reqwest::Response {
    upload_in(app, cookie, path, file_name, bytes, "en").await
}

/// An upload from the dashboard in `lang` (its `Accept-Language`).
pub(super) async fn upload_in(
    app: &TestApp,
    cookie: &str,
    path: &str,
    file_name: &str,
    bytes: &[u8],
    lang: &str,
) -> reqwest::Response {
    let (content_type, body) = multipart_body(&[], file_name, bytes);
    app.client
        .post(app.url(path))
        .header(COOKIE, cookie)
        .header("accept-language", lang)
        .header("content-type", content_type)
        .body(body)
        .send()
        .await
        .unwrap()
}

/// A multipart body as a browser's form sends it: its text `fields`, then
/// the file in the field `image`; with its content type.
pub(super) fn multipart_body(
    fields: &[(&str, &str)],
    file_name: &str,
    bytes: &[u8],
) -> (String, Vec<u8>) {
    let boundary = "guide-test-boundary";
    let mut body = Vec::new();
    for (name, value) in fields {
        body.extend_from_slice(
            format!(
                "--{boundary}\r\nContent-Disposition: form-data; name=\"{name}\"\r\n\r\n{value}\r\n"
            )
            .as_bytes(),
        );
    }
    body.extend_from_slice(
        format!(
            "--{boundary}\r\nContent-Disposition: form-data; name=\"image\"; filename=\"{file_name}\"\r\nContent-Type: image/png\r\n\r\n"
        )
        .as_bytes(),
    );
    body.extend_from_slice(bytes);
    body.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
    (format!("multipart/form-data; boundary={boundary}"), body)
}

#[tokio::test]
async fn missing_images_are_listed_and_uploads_are_checked_by_content() {
    let app = app_with_admin().await;
    let cookie = sign_in(&app).await;
    let missing: Value = admin_get(&app, &cookie, "/api/admin/restaurants-missing-images")
        .await
        .json()
        .await
        .unwrap();
    let missing = missing.as_array().unwrap().clone();
    assert!(
        !missing.is_empty(),
        "the demo has restaurants without an image"
    );
    let id = missing[0]["id"].as_i64().unwrap();
    // An image address that leads nowhere counts as missing too.
    let events: Value = admin_get(&app, &cookie, "/api/admin/events-missing-images")
        .await
        .json()
        .await
        .unwrap();
    assert!(
        events
            .as_array()
            .unwrap()
            .iter()
            .all(|e| e.get("name").is_some())
    );

    let path = format!("/api/admin/restaurants/{id}/upload-image");
    let text = upload(&app, &cookie, &path, "menu.png", b"just some text, renamed").await;
    assert_eq!(
        assert_json_error(text, StatusCode::BAD_REQUEST).await,
        "Please select a valid image file (JPEG or PNG)"
    );
    let mut big = PNG.to_vec();
    big.resize(6 * 1024 * 1024, 0);
    let too_big = upload(&app, &cookie, &path, "huge.png", &big).await;
    assert_eq!(too_big.status(), StatusCode::PAYLOAD_TOO_LARGE);
    if let Ok(body) = too_big.json::<Value>().await {
        assert_eq!(body["error"], "Image file must be smaller than 5MB");
    }
    let unknown = upload(
        &app,
        &cookie,
        "/api/admin/menus/1/upload-image",
        "a.png",
        PNG,
    )
    .await;
    assert_json_error(unknown, StatusCode::NOT_FOUND).await;

    // From the dashboard in another language, in its words.
    let spanish = upload_in(&app, &cookie, &path, "menu.png", b"text", "es").await;
    assert_eq!(
        assert_json_error(spanish, StatusCode::BAD_REQUEST).await,
        "Selecciona un archivo de imagen válido (JPEG o PNG)"
    );
    let scrape = admin_send_in(
        &app,
        &cookie,
        "de",
        reqwest::Method::POST,
        "/api/admin/activities/scrape-url",
        Some(&json!({"url": "  "})),
    )
    .await;
    assert_eq!(
        assert_json_error(scrape, StatusCode::BAD_REQUEST).await,
        "Geben Sie die URL der Webseite der Aktivität ein, die gelesen werden soll."
    );

    let ok = upload(&app, &cookie, &path, "logo.png", PNG).await;
    assert_eq!(ok.status(), StatusCode::OK);
    let body: Value = ok.json().await.unwrap();
    assert_eq!(body["message"], "Image uploaded successfully!");
    let german: Value = upload_in(&app, &cookie, &path, "logo.png", PNG, "de")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(german["message"], "Bild hochgeladen!");
    assert_eq!(
        german["summary"],
        "1 × 1 px, 1 Breite in WebP und JPEG, insgesamt 1 KB"
    );
    let image = body["image"].as_str().unwrap();
    // Served as the pipeline wrote it: a JPEG at the original's width.
    assert!(
        image.starts_with("/public-objects/") && image.ends_with("-1.jpg"),
        "{image}"
    );
    let served = app.get(image).await;
    assert_eq!(served.status(), StatusCode::OK);
    assert_eq!(served.headers()["content-type"], "image/jpeg");
    let served = image::load_from_memory(&served.bytes().await.unwrap()).unwrap();
    assert_eq!((served.width(), served.height()), (1, 1));

    let after: Value = admin_get(&app, &cookie, "/api/admin/restaurants-missing-images")
        .await
        .json()
        .await
        .unwrap();
    assert!(after.as_array().unwrap().iter().all(|r| r["id"] != id));
    assert_eq!(after.as_array().unwrap().len(), missing.len() - 1);
    let restaurants = app.get_json("/api/restaurants").await;
    let updated = restaurants
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["id"] == id)
        .unwrap();
    assert_eq!(updated["image"], image);
}

#[tokio::test]
async fn staff_edit_and_delete_content() {
    let app = app_with_admin().await;
    let cookie = sign_in(&app).await;
    let (put, delete) = (reqwest::Method::PUT, reqwest::Method::DELETE);
    let events = app.get_json("/api/events").await;
    let event = events[0].clone();
    let id = event["id"].as_i64().unwrap();
    let path = format!("/api/admin/events/{id}");
    let form = json!({"title": "Renamed Gala", "description": "Updated", "venueId": event["venueId"],
                      "venueName": "", "date": event["date"], "endDate": null, "time": "8:00 PM",
                      "category": "Opera", "image": null, "ticketPrice": null,
                      "ticketUrl": "https://tickets.example/gala", "sourceUrl": null});
    let updated = admin_send(&app, &cookie, put.clone(), &path, &form).await;
    assert_eq!(updated.status(), StatusCode::OK);
    let events = app.get_json("/api/events").await;
    let renamed = events
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["id"] == id)
        .unwrap();
    assert_eq!(renamed["title"], "Renamed Gala");
    assert_eq!(renamed["ticketUrl"], "https://tickets.example/gala");
    assert_eq!(renamed.get("status"), None);
    // Marked postponed; an edit that leaves the status out keeps it.
    let status_of = |events: Value| {
        events
            .as_array()
            .unwrap()
            .iter()
            .find(|e| e["id"] == id)
            .unwrap()["status"]
            .clone()
    };
    let mut postponed = form.clone();
    postponed["status"] = json!("postponed");
    let marked = admin_send(&app, &cookie, put.clone(), &path, &postponed).await;
    assert_eq!(marked.status(), StatusCode::OK);
    assert_eq!(status_of(app.get_json("/api/events").await), "postponed");
    let kept = admin_send(&app, &cookie, put.clone(), &path, &form).await;
    assert_eq!(kept.status(), StatusCode::OK);
    assert_eq!(status_of(app.get_json("/api/events").await), "postponed");
    let mut unknown = form.clone();
    unknown["status"] = json!("rescheduled");
    assert_json_error(
        admin_send(&app, &cookie, put.clone(), &path, &unknown).await,
        StatusCode::UNPROCESSABLE_ENTITY,
    )
    .await;
    let mut bad = form.clone();
    bad["date"] = json!("tomorrow");
    assert_json_error(
        admin_send(&app, &cookie, put.clone(), &path, &bad).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert_json_error(
        admin_send(
            &app,
            &cookie,
            put.clone(),
            "/api/admin/events/999999",
            &form,
        )
        .await,
        StatusCode::NOT_FOUND,
    )
    .await;
    let gone = admin_send(&app, &cookie, delete.clone(), &path, &json!(null)).await;
    assert_eq!(gone.status(), StatusCode::NO_CONTENT);
    assert!(
        app.get_json("/api/events")
            .await
            .as_array()
            .unwrap()
            .iter()
            .all(|e| e["id"] != id)
    );
    assert_json_error(
        admin_send(&app, &cookie, delete.clone(), &path, &json!(null)).await,
        StatusCode::NOT_FOUND,
    )
    .await;

    let activity = app.get_json("/api/activities").await[0].clone();
    let aid = activity["id"].as_i64().unwrap();
    let mut changed = activity.clone();
    changed["price"] = json!("Free on Mondays");
    let path = format!("/api/admin/activities/{aid}");
    assert_eq!(
        admin_send(&app, &cookie, put.clone(), &path, &changed)
            .await
            .status(),
        StatusCode::OK
    );
    let activities = app.get_json("/api/activities").await;
    assert_eq!(
        activities
            .as_array()
            .unwrap()
            .iter()
            .find(|a| a["id"] == aid)
            .unwrap()["price"],
        "Free on Mondays"
    );
    assert_eq!(
        admin_send(&app, &cookie, delete.clone(), &path, &json!(null))
            .await
            .status(),
        StatusCode::NO_CONTENT
    );

    let restaurant = app.get_json("/api/restaurants").await[0].clone();
    let rid = restaurant["id"].as_i64().unwrap();
    let mut replaced = restaurant.clone();
    replaced["name"] = json!("Owen's Fish Camp (Burns Court)");
    let response = admin_send(
        &app,
        &cookie,
        put.clone(),
        &format!("/api/admin/restaurants/replace/{rid}"),
        &replaced,
    )
    .await;
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["message"], "Restaurant replaced successfully!");
    let mut off_scale = restaurant.clone();
    off_scale["rating"] = json!(10.5);
    let refused = admin_send(
        &app,
        &cookie,
        put.clone(),
        &format!("/api/admin/restaurants/{rid}"),
        &off_scale,
    )
    .await;
    assert_eq!(refused.status(), StatusCode::BAD_REQUEST);
    let refused: Value = refused.json().await.unwrap();
    assert!(refused["fields"]["rating"].is_string());
    let anyway = admin_send(
        &app,
        &cookie,
        reqwest::Method::POST,
        "/api/admin/restaurants/create-anyway",
        &restaurant,
    )
    .await;
    assert_eq!(anyway.status(), StatusCode::CREATED);
    let body: Value = anyway.json().await.unwrap();
    assert_eq!(body["message"], "Restaurant created successfully!");
    let new_id = body["id"].as_i64().unwrap();
    assert_ne!(new_id, rid);
    let response = admin_send(
        &app,
        &cookie,
        delete,
        &format!("/api/admin/restaurants/{new_id}"),
        &json!(null),
    )
    .await;
    assert_eq!(response.status(), StatusCode::NO_CONTENT);
}

#[tokio::test]
async fn suggestions_are_reviewed_with_a_status() {
    let app = app_with_admin().await;
    let cookie = sign_in(&app).await;
    let sent = app
        .post_json(
            "/api/suggestions",
            &json!({"name": "Sarasota Jungle Gardens", "type": "activity", "website": "jungle.example",
                    "description": "Flamingos", "submitterName": "Ana", "submitterEmail": "ana@visitor.test"}),
        )
        .await;
    assert_eq!(sent.status(), StatusCode::CREATED);
    let list: Value = admin_get(&app, &cookie, "/api/admin/suggestions")
        .await
        .json()
        .await
        .unwrap();
    let first = &list[0];
    assert_eq!(first["name"], "Sarasota Jungle Gardens");
    assert_eq!(first["status"], "new");
    assert_eq!(first["website"], "https://jungle.example");
    let id = first["id"].as_i64().unwrap();
    let path = format!("/api/admin/suggestions/{id}/status");
    let put = reqwest::Method::PUT;
    assert_eq!(
        admin_send(
            &app,
            &cookie,
            put.clone(),
            &path,
            &json!({"status": "added"})
        )
        .await
        .status(),
        StatusCode::OK
    );
    let list: Value = admin_get(&app, &cookie, "/api/admin/suggestions")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(list[0]["status"], "added");
    assert_json_error(
        admin_send(
            &app,
            &cookie,
            put.clone(),
            &path,
            &json!({"status": "maybe"}),
        )
        .await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert_json_error(
        admin_send(
            &app,
            &cookie,
            put,
            "/api/admin/suggestions/999999/status",
            &json!({"status": "new"}),
        )
        .await,
        StatusCode::NOT_FOUND,
    )
    .await;
}

/// The change feed (`GET /api/events/changes?since=<ETag>`): a device's
/// copy of a full list becomes the list now from the changes alone,
/// deletions included; a current copy gets a 304, one the server does not
/// know a 410 (the device then reads the whole list).
#[tokio::test]
async fn a_devices_copy_is_brought_up_to_date_by_the_change_feed() {
    use guide_core::content::changes::ListChanges;
    use guide_core::content::model::Event;
    let app = app_with_admin().await;
    let cookie = sign_in(&app).await;
    let read = |path: &'static str| {
        let app = &app;
        async move {
            let response = app.get(path).await;
            let etag = response.headers()["etag"].to_str().unwrap().to_string();
            (etag, response.json::<Vec<Event>>().await.unwrap())
        }
    };
    let (copy_tag, copy) = read("/api/events").await;
    let since = |tag: &str| format!("/api/events/changes?since={}", urlencode(tag));
    let current = app.get(&since(&copy_tag)).await;
    assert_eq!(current.status(), StatusCode::NOT_MODIFIED);

    // Staff rename one event and delete another.
    let (renamed, deleted) = (&copy[0], &copy[1]);
    let form = json!({"title": "Renamed Gala", "description": "Updated", "venueId": renamed.venue_id,
                      "venueName": "", "date": renamed.date.to_string(), "endDate": null,
                      "time": "8:00 PM", "category": "Opera", "image": null, "ticketPrice": null,
                      "ticketUrl": null, "sourceUrl": null});
    let path = format!("/api/admin/events/{}", renamed.id);
    let saved = admin_send(&app, &cookie, reqwest::Method::PUT, &path, &form).await;
    assert_eq!(saved.status(), StatusCode::OK);
    let path = format!("/api/admin/events/{}", deleted.id);
    let gone = admin_send(&app, &cookie, reqwest::Method::DELETE, &path, &json!(null)).await;
    assert!(gone.status().is_success());

    let response = app.get(&since(&copy_tag)).await;
    assert_eq!(response.status(), StatusCode::OK);
    let changes: ListChanges<Event> = response.json().await.unwrap();
    assert_eq!(
        changes.changed.iter().map(|e| e.id).collect::<Vec<_>>(),
        vec![renamed.id],
        "only what changed is sent"
    );
    assert_eq!(changes.changed[0].title, "Renamed Gala");
    assert_eq!(changes.deleted, vec![deleted.id]);
    // The copy rebuilt from the changes is the list now, in its order.
    // The renamed event did not move: the order is left out.
    assert_eq!(changes.order, None);
    let order: Vec<i64> = copy
        .iter()
        .map(|e| e.id)
        .filter(|id| !changes.deleted.contains(id))
        .collect();
    let updated: Vec<Event> = order
        .iter()
        .map(|id| {
            changes
                .changed
                .iter()
                .chain(&copy)
                .find(|e| e.id == *id)
                .unwrap()
                .clone()
        })
        .collect();
    let (now_tag, now) = read("/api/events").await;
    assert_eq!(updated, now);
    assert_eq!(changes.etag, now_tag);
    assert_eq!(
        app.get(&since(&now_tag)).await.status(),
        StatusCode::NOT_MODIFIED
    );

    // Moved to another day, it takes its place in the order, which is sent.
    let mut moved = form.clone();
    moved["date"] = json!(renamed.date.add_days(400).to_string());
    let path = format!("/api/admin/events/{}", renamed.id);
    let saved = admin_send(&app, &cookie, reqwest::Method::PUT, &path, &moved).await;
    assert_eq!(saved.status(), StatusCode::OK);
    let changes: ListChanges<Event> = app.get(&since(&now_tag)).await.json().await.unwrap();
    let (_, now) = read("/api/events").await;
    assert_eq!(
        changes.order,
        Some(now.iter().map(|e| e.id).collect::<Vec<_>>())
    );

    // A copy the server does not know, and a request without one.
    let error = assert_json_error(
        app.get(&since("\"0123456789abcdef\"")).await,
        StatusCode::GONE,
    )
    .await;
    assert!(error.contains("read the whole list"), "{error}");
    assert_json_error(
        app.get("/api/events/changes").await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    // The other full lists have their feed too.
    for list in ["activities", "restaurants"] {
        let response = app.get(&format!("/api/{list}")).await;
        let tag = response.headers()["etag"].to_str().unwrap().to_string();
        let path = format!("/api/{list}/changes?since={}", urlencode(&tag));
        assert_eq!(
            app.get(&path).await.status(),
            StatusCode::NOT_MODIFIED,
            "{list}"
        );
    }
}
