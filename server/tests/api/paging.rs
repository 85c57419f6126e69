//! Paging of the full lists for programs (issue #38, part 2): the spec's
//! plain arrays stay the default; `limit`, `cursor` and `updatedSince`
//! give `{"items", "nextCursor"}` pages in id order, with their ETag.

use reqwest::StatusCode;
use reqwest::header::{ETAG, IF_NONE_MATCH};
use serde_json::{Value, json};

use super::TestApp;
use super::admin::admin_send;

fn ids(items: &Value) -> Vec<i64> {
    items
        .as_array()
        .unwrap()
        .iter()
        .map(|item| item["id"].as_i64().unwrap())
        .collect()
}

/// Every id of `list`, a page of `limit` at a time, and how many pages.
async fn walk(app: &TestApp, list: &str, limit: usize, extra: &str) -> (Vec<i64>, usize) {
    let (mut walked, mut pages) = (Vec::new(), 0);
    let mut cursor: Option<String> = None;
    loop {
        let after = cursor.map(|c| format!("&cursor={c}")).unwrap_or_default();
        let page = app
            .get_json(&format!("{list}?limit={limit}{after}{extra}"))
            .await;
        let items = ids(&page["items"]);
        assert!(items.len() <= limit, "{page}");
        walked.extend(items);
        pages += 1;
        match &page["nextCursor"] {
            Value::String(next) => cursor = Some(next.clone()),
            Value::Null => break,
            other => panic!("nextCursor: {other}"),
        }
    }
    (walked, pages)
}

#[tokio::test]
async fn a_program_walks_every_item_a_page_at_a_time_in_id_order() {
    let app = TestApp::spawn().await;
    for list in ["/api/events", "/api/activities", "/api/restaurants"] {
        // The plain array stays the default.
        let all = app.get_json(list).await;
        let mut expected = ids(&all);
        expected.sort();
        let (walked, pages) = walk(&app, list, 7, "").await;
        assert_eq!(walked, expected, "{list}");
        assert_eq!(pages, expected.len().div_ceil(7).max(1), "{list}");
    }
    // A category's events only.
    let broadway: Vec<i64> = {
        let mut ids = ids(&app.get_json("/api/events?category=Broadway").await);
        ids.sort();
        ids
    };
    assert_eq!(
        walk(&app, "/api/events", 2, "&category=Broadway").await.0,
        broadway
    );

    // With its ETag, as the lists.
    let response = app.get("/api/events?limit=5").await;
    let etag = response.headers()[ETAG].clone();
    let again = app
        .client
        .get(app.url("/api/events?limit=5"))
        .header(IF_NONE_MATCH, etag)
        .send()
        .await
        .unwrap();
    assert_eq!(again.status(), StatusCode::NOT_MODIFIED);
}

#[tokio::test]
async fn updated_since_gives_what_changed_at_or_after_that_instant() {
    let app = TestApp::spawn_configured(tempfile::tempdir().unwrap(), |config| {
        config.admin.email = Some(super::admin::EMAIL.into());
        config.admin.password = Some(guide_server::config::Secret::new(super::admin::PASSWORD));
    })
    .await;
    let cookie = super::admin::sign_in(&app).await;
    // The store keeps whole seconds: the change comes in a later second
    // than the demo's.
    tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
    let since = chrono_like_now();
    tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
    let events = app.get_json("/api/events").await;
    let changed = &events[3];
    let edit = json!({"title": "Tosca, again", "description": "", "venueId": null, "venueName": "Opera House",
                      "date": changed["date"], "endDate": null, "time": null, "category": "Opera",
                      "image": null, "ticketPrice": null, "sourceUrl": null, "ticketUrl": null});
    let path = format!("/api/admin/events/{}", changed["id"]);
    let response = admin_send(&app, &cookie, reqwest::Method::PUT, &path, &edit).await;
    assert_eq!(response.status(), StatusCode::OK);

    let page = app
        .get_json(&format!("/api/events?updatedSince={since}"))
        .await;
    assert_eq!(
        ids(&page["items"]),
        vec![changed["id"].as_i64().unwrap()],
        "{page}"
    );
    assert_eq!(page["items"][0]["title"], "Tosca, again");
    assert_eq!(page["nextCursor"], Value::Null);
    // Nothing changed in the activities since.
    let page = app
        .get_json(&format!("/api/activities?updatedSince={since}"))
        .await;
    assert_eq!(page, json!({ "items": [], "nextCursor": null }));
}

/// Now as RFC 3339, in whole seconds (UTC).
fn chrono_like_now() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64;
    chrono::DateTime::from_timestamp(secs, 0)
        .unwrap()
        .to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
}

#[tokio::test]
async fn a_wrong_paging_word_is_a_400_that_says_what_it_may_be() {
    let app = TestApp::spawn().await;
    for (query, message) in [
        (
            "limit=0",
            "limit must be a whole number from 1 to 1000: '0'",
        ),
        (
            "cursor=first",
            "cursor is not one a page of this list gave: 'first'",
        ),
        (
            "updatedSince=last%20week",
            "updatedSince must be an instant such as 2026-11-29T09:00:00Z (RFC 3339): 'last week'",
        ),
    ] {
        for list in ["/api/events", "/api/activities", "/api/restaurants"] {
            let response = app.get(&format!("{list}?{query}")).await;
            assert_eq!(response.status(), StatusCode::BAD_REQUEST, "{list}?{query}");
            let body: Value = response.json().await.unwrap();
            assert_eq!(body["error"], message);
        }
    }
}
