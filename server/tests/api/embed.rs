//! The guide's events on partners' pages (issue #38, part 1): the widget's
//! list and its iframe, the one page another site may frame (and only the
//! configured sites), the public reads open to any site's scripts without
//! credentials, and the dashboard's Embed settings.

use reqwest::StatusCode;
use reqwest::header::{
    ACCESS_CONTROL_ALLOW_CREDENTIALS, ACCESS_CONTROL_ALLOW_METHODS, ACCESS_CONTROL_ALLOW_ORIGIN,
    ACCESS_CONTROL_REQUEST_METHOD, CONTENT_SECURITY_POLICY, CONTENT_TYPE, ORIGIN, SET_COOKIE,
    X_FRAME_OPTIONS,
};
use reqwest::{Method, Response};
use serde_json::Value;

use super::TestApp;
use super::feeds::current_titles;

const PARTNER: &str = "https://hotel.example";

fn between<'a>(html: &'a str, open: &str, close: &str) -> Vec<&'a str> {
    html.split(open)
        .skip(1)
        .filter_map(|part| part.split(close).next())
        .collect()
}

/// The titles a widget's markup lists, as their links' text.
fn listed_titles(html: &str) -> Vec<String> {
    between(html, "<h3><a href=\"", "</a></h3>")
        .iter()
        .map(|link| link.split_once("\">").unwrap().1.replace("&#39;", "'"))
        .collect()
}

async fn from_partner(app: &TestApp, method: Method, path: &str) -> Response {
    app.client
        .request(method, app.url(path))
        .header(ORIGIN, PARTNER)
        .send()
        .await
        .unwrap()
}

#[tokio::test]
async fn the_widget_lists_a_categorys_next_events_linked_to_their_pages() {
    let app = TestApp::spawn().await;
    let expected = current_titles(&app, "Broadway").await;
    assert!(expected.len() >= 2, "{expected:?}");

    let response = from_partner(
        &app,
        Method::GET,
        "/embed/events/fragment?category=Broadway&limit=2",
    )
    .await;
    assert_eq!(response.status(), StatusCode::OK);
    let headers = response.headers().clone();
    assert_eq!(headers[CONTENT_TYPE], "text/html; charset=utf-8");
    assert_eq!(headers[ACCESS_CONTROL_ALLOW_ORIGIN], "*");
    assert!(headers.get(ACCESS_CONTROL_ALLOW_CREDENTIALS).is_none());
    assert!(headers.get(SET_COOKIE).is_none());
    let html = response.text().await.unwrap();
    // Its styles travel with it, into the shadow root; no document around.
    assert!(html.starts_with("<style>"), "{html}");
    assert!(!html.contains("<html"), "{html}");
    assert_eq!(listed_titles(&html), expected[..2], "{html}");
    assert!(html.contains("<h2 id=\"guide-embed-heading\">What’s on in Sarasota</h2>"));
    // Real links to the guide's item pages, and to the whole list.
    let links = between(&html, "<a href=\"", "\"");
    assert!(
        links[..2]
            .iter()
            .all(|link| link.starts_with(&app.url("/events/"))),
        "{links:?}"
    );
    assert_eq!(
        links[2],
        app.url("/events?category=Broadway"),
        "the list's own page: {links:?}"
    );
    // A list, not cards: no pictures.
    assert!(!html.contains("<img"), "{html}");

    // Cards in Spanish, dark: the Spanish pages, with their pictures.
    let html = app
        .get("/embed/events/fragment?category=Broadway&layout=cards&theme=dark&lang=es")
        .await
        .text()
        .await
        .unwrap();
    assert!(
        html.contains("class=\"guide-embed dark cards\" lang=\"es\""),
        "{html}"
    );
    assert!(html.contains("Qué hay en Sarasota"), "{html}");
    assert!(html.contains(&format!("href=\"{}", app.url("/es/events/"))));
    assert_eq!(listed_titles(&html).len(), expected.len().min(5));
    assert!(html.contains("<img src=\""), "{html}");
}

#[tokio::test]
async fn a_wrong_attribute_is_a_400_that_names_what_it_may_be() {
    let app = TestApp::spawn().await;
    for (query, message) in [
        ("limit=0", "limit must be a whole number from 1 to 20: '0'"),
        ("layout=grid", "layout must be one of list, cards: 'grid'"),
        (
            "theme=pink",
            "theme must be one of light, dark, auto: 'pink'",
        ),
        (
            "dates=custom&start=soon",
            "start is not a date (YYYY-MM-DD): 'soon'",
        ),
    ] {
        for page in ["/embed/events/fragment", "/embed/events"] {
            let response = app.get(&format!("{page}?{query}")).await;
            assert_eq!(response.status(), StatusCode::BAD_REQUEST, "{page}?{query}");
            let body: Value = response.json().await.unwrap();
            assert_eq!(body["error"], message);
            // The attribute is named, for the widget to leave it out.
            let attribute = query.rsplit('&').next().unwrap().split('=').next().unwrap();
            assert_eq!(body["fields"][attribute], message, "{page}?{query}");
        }
    }
}

#[tokio::test]
async fn only_the_embed_page_may_be_framed_and_only_by_the_configured_sites() {
    let app = TestApp::spawn_configured(tempfile::tempdir().unwrap(), |config| {
        config.site.embed_origins = vec![PARTNER.into()];
    })
    .await;
    let response = app.get("/embed/events?category=Broadway").await;
    assert_eq!(response.status(), StatusCode::OK);
    let policy = response.headers()[CONTENT_SECURITY_POLICY]
        .to_str()
        .unwrap()
        .to_string();
    assert!(
        policy.ends_with(&format!("frame-ancestors 'self' {PARTNER}")),
        "{policy}"
    );
    // No script at all on it.
    assert!(policy.starts_with("default-src 'none';"), "{policy}");
    assert!(!policy.contains("script-src"), "{policy}");
    assert!(response.headers().get(X_FRAME_OPTIONS).is_none());
    assert!(response.headers().get(SET_COOKIE).is_none());
    let html = response.text().await.unwrap();
    assert!(
        html.starts_with("<!doctype html>\n<html lang=\"en\">"),
        "{html}"
    );
    // Its links leave the frame for the guide's page.
    assert!(html.contains("<base target=\"_top\">"), "{html}");
    let expected: Vec<String> = current_titles(&app, "Broadway")
        .await
        .into_iter()
        .take(5)
        .collect();
    assert_eq!(listed_titles(&html), expected);

    // Every other page and read refuses framing.
    for path in [
        "/",
        "/events",
        "/api/events",
        "/embed.js",
        "/feeds/events.rss",
    ] {
        let response = app.get(path).await;
        assert_eq!(response.headers()[X_FRAME_OPTIONS], "DENY", "{path}");
        let policy = response.headers()[CONTENT_SECURITY_POLICY]
            .to_str()
            .unwrap();
        assert!(
            policy.contains("frame-ancestors 'none'"),
            "{path}: {policy}"
        );
    }

    // Without the setting, the guide alone may frame it (the dashboard's preview).
    let own = TestApp::spawn().await;
    let response = own.get("/embed/events").await;
    let policy = response.headers()[CONTENT_SECURITY_POLICY]
        .to_str()
        .unwrap();
    assert!(policy.ends_with("frame-ancestors 'self'"), "{policy}");
}

#[tokio::test]
async fn any_site_reads_the_public_api_without_credentials_and_writes_nothing() {
    let app = TestApp::spawn().await;
    // The public reads, the feeds and the widget answer any site.
    for path in [
        "/api/events",
        "/api/events/home",
        "/api/activities",
        "/api/restaurants",
        "/api/site",
        "/api/events.ics",
        "/feeds/events.atom",
        "/embed/events/fragment",
        "/embed.js",
    ] {
        let response = from_partner(&app, Method::GET, path).await;
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        assert_eq!(
            response.headers()[ACCESS_CONTROL_ALLOW_ORIGIN],
            "*",
            "{path}"
        );
        assert!(
            response
                .headers()
                .get(ACCESS_CONTROL_ALLOW_CREDENTIALS)
                .is_none(),
            "{path}"
        );
    }
    // A preflight for a read: GET and HEAD only, no credentials.
    let preflight = |path: &'static str, method: &'static str| {
        let app = &app;
        async move {
            app.client
                .request(Method::OPTIONS, app.url(path))
                .header(ORIGIN, PARTNER)
                .header(ACCESS_CONTROL_REQUEST_METHOD, method)
                .send()
                .await
                .unwrap()
        }
    };
    let response = preflight("/api/events", "GET").await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.headers()[ACCESS_CONTROL_ALLOW_ORIGIN], "*");
    assert_eq!(response.headers()[ACCESS_CONTROL_ALLOW_METHODS], "GET,HEAD");
    assert!(
        response
            .headers()
            .get(ACCESS_CONTROL_ALLOW_CREDENTIALS)
            .is_none()
    );
    // A write from another site is never allowed: the reads' preflight
    // names no other method, the writes' answer no site at all.
    let response = preflight("/api/events", "DELETE").await;
    let allowed = response.headers()[ACCESS_CONTROL_ALLOW_METHODS]
        .to_str()
        .unwrap();
    assert!(!allowed.contains("DELETE"), "{allowed}");
    for path in [
        "/api/suggestions",
        "/api/send-visit-plan",
        "/api/reminders",
        "/api/weekly",
        "/api/login",
        "/api/admin/events/bulk-create",
    ] {
        let response = preflight(path, "POST").await;
        assert!(
            response
                .headers()
                .get(ACCESS_CONTROL_ALLOW_ORIGIN)
                .is_none(),
            "{path}"
        );
        let response = from_partner(&app, Method::POST, path).await;
        assert!(
            response
                .headers()
                .get(ACCESS_CONTROL_ALLOW_ORIGIN)
                .is_none(),
            "{path}"
        );
    }
    // Nor do the staff's reads or a visitor's own.
    for path in ["/api/admin/status", "/api/reminders"] {
        let response = from_partner(&app, Method::GET, path).await;
        assert!(
            response
                .headers()
                .get(ACCESS_CONTROL_ALLOW_ORIGIN)
                .is_none(),
            "{path}"
        );
    }
}

#[tokio::test]
async fn the_widget_is_named_after_the_city_and_staff_get_its_snippets_settings() {
    let app = TestApp::spawn_configured(tempfile::tempdir().unwrap(), |config| {
        config.site.city = "St. Petersburg".into();
        config.site.embed_origins = vec![PARTNER.into()];
        config.admin.email = Some(super::admin::EMAIL.into());
        config.admin.password = Some(guide_server::config::Secret::new(super::admin::PASSWORD));
    })
    .await;
    let response = app.get("/embed.js").await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(
        response.headers()[CONTENT_TYPE],
        "text/javascript; charset=utf-8"
    );
    let script = response.text().await.unwrap();
    assert!(
        script.starts_with(
            "const GUIDE_ELEMENT = \"st-petersburg-events\";\n\
             customElements.define(GUIDE_ELEMENT,"
        ),
        "{script}"
    );

    let cookie = super::admin::sign_in(&app).await;
    let response = super::admin::admin_get(&app, &cookie, "/api/admin/embed").await;
    assert_eq!(response.status(), StatusCode::OK);
    let settings: Value = response.json().await.unwrap();
    assert_eq!(settings["element"], "st-petersburg-events");
    assert_eq!(settings["origin"], app.base);
    assert_eq!(settings["frameOrigins"], serde_json::json!([PARTNER]));
    assert_eq!(settings["layouts"], serde_json::json!(["list", "cards"]));
    assert_eq!(settings["maxLimit"], 20);
    assert_eq!(
        app.get("/api/admin/embed").await.status(),
        StatusCode::UNAUTHORIZED
    );
}
