//! The events as RSS and Atom feeds (issue #38): served under the events
//! page's filters and in the language asked for, with their ETag, and
//! named in the head of the pages that list events. (Core's tests read
//! the same XML with Python's feedparser.)

use guide_core::CityZone;
use reqwest::StatusCode;
use reqwest::header::{CONTENT_TYPE, ETAG, IF_NONE_MATCH};
use serde_json::Value;

use super::TestApp;

/// The titles of the current events of `category`, by date, as the list
/// shows them.
pub(super) async fn current_titles(app: &TestApp, category: &str) -> Vec<String> {
    let today = guide_server::today(CityZone::default()).to_string();
    let events = app.get_json("/api/events").await;
    let mut listed: Vec<(String, i64, String)> = events
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["category"] == category)
        .filter(|e| e["endDate"].as_str().unwrap_or(e["date"].as_str().unwrap()) >= today.as_str())
        .map(|e| {
            (
                e["date"].as_str().unwrap().to_string(),
                e["id"].as_i64().unwrap(),
                e["title"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    listed.sort();
    listed.into_iter().map(|(_, _, title)| title).collect()
}

fn between<'a>(xml: &'a str, open: &str, close: &str) -> Vec<&'a str> {
    xml.split(open)
        .skip(1)
        .filter_map(|part| part.split(close).next())
        .collect()
}

#[tokio::test]
async fn the_events_are_served_as_rss_and_atom_under_the_lists_filters() {
    let app = TestApp::spawn().await;
    let response = app.get("/feeds/events.rss?category=Broadway").await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(
        response.headers()[CONTENT_TYPE],
        "application/rss+xml; charset=utf-8"
    );
    let etag = response.headers()[ETAG].clone();
    let rss = response.text().await.unwrap();
    assert!(rss.starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<rss version=\"2.0\""));
    let items: Vec<&str> = between(&rss, "<item>", "</item>");
    let titles: Vec<&str> = items
        .iter()
        .flat_map(|item| between(item, "<title>", "</title>"))
        .collect();
    let expected = current_titles(&app, "Broadway").await;
    assert!(!expected.is_empty());
    assert_eq!(titles, expected, "{rss}");
    assert!(
        rss.contains("<title>Sarasota events: Broadway</title>"),
        "{rss}"
    );
    // Unchanged content: 304.
    let again = app
        .client
        .get(app.url("/feeds/events.rss?category=Broadway"))
        .header(IF_NONE_MATCH, etag)
        .send()
        .await
        .unwrap();
    assert_eq!(again.status(), StatusCode::NOT_MODIFIED);

    // Atom, in Spanish: the Spanish pages.
    let response = app
        .get("/feeds/events.atom?category=Broadway&lang=es")
        .await;
    assert_eq!(
        response.headers()[CONTENT_TYPE],
        "application/atom+xml; charset=utf-8"
    );
    let atom = response.text().await.unwrap();
    assert!(atom.contains("<feed xmlns=\"http://www.w3.org/2005/Atom\" xml:lang=\"es\">"));
    assert_eq!(between(&atom, "<entry>", "</entry>").len(), expected.len());
    assert!(atom.contains("/es/events/"), "{atom}");
    assert!(atom.contains("<title>Eventos de Sarasota: Broadway</title>"));

    // The demo's weekly market is one entry, at its next Saturday, as on
    // the list, not one per Saturday.
    for feed in [
        "/feeds/events.rss?category=Other",
        "/feeds/events.atom?category=Other",
    ] {
        let xml = app.get(feed).await.text().await.unwrap();
        assert_eq!(
            xml.matches("<title>Sarasota Farmers Market</title>")
                .count(),
            1,
            "{feed}: {xml}"
        );
    }
    let stored = app.get_json("/api/events").await;
    let saturdays = stored
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["title"] == "Sarasota Farmers Market")
        .count();
    assert!(saturdays > 1, "the demo stores the market's Saturdays");

    // A language the guide does not have is refused in words.
    let response = app.get("/feeds/events.atom?lang=xx").await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    let body: Value = response.json().await.unwrap();
    assert!(body["error"].is_string(), "{body}");
}

#[tokio::test]
async fn the_pages_that_list_events_name_their_feeds_in_their_head() {
    let app = TestApp::spawn().await;
    let page = app
        .get("/es/events?category=Opera&dates=thisWeekend&offset=24")
        .await
        .text()
        .await
        .unwrap();
    assert!(
        page.contains(
            "<link rel=\"alternate\" type=\"application/rss+xml\" title=\"Eventos de Sarasota: Ópera (RSS)\""
        ),
        "{page}"
    );
    let href = page
        .split("type=\"application/atom+xml\"")
        .nth(1)
        .and_then(|rest| rest.split("href=\"").nth(1))
        .and_then(|rest| rest.split('"').next())
        .unwrap();
    // The list's filters and language, nothing else.
    assert!(
        href.ends_with("/feeds/events.atom?category=Opera&#38;dates=thisWeekend&#38;lang=es"),
        "{href}"
    );
    let home = app.get("/").await.text().await.unwrap();
    assert!(home.contains("href=\"http://127.0.0.1:"));
    assert!(
        home.contains("/feeds/events.rss\" />"),
        "Home's: every event"
    );
    let activities = app.get("/activities").await.text().await.unwrap();
    assert!(!activities.contains("application/rss+xml"));
}
