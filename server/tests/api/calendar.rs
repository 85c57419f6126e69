//! The live calendar feed, `GET /api/events.ics`: its filters, its ETag and
//! its size. What is inside each event is core's (core/tests/calendar.rs).

use reqwest::StatusCode;

use crate::support::{TestApp, urlencode};

fn uids(ics: &str) -> Vec<&str> {
    ics.lines()
        .filter_map(|line| line.strip_prefix("UID:"))
        .map(str::trim_end)
        .collect()
}

#[tokio::test]
async fn the_feed_lists_the_guides_future_events_with_an_etag() {
    let app = TestApp::spawn().await;
    let events = app.get_json("/api/events").await;
    let today = guide_server::today(guide_core::CityZone::default()).to_string();
    // Each series (the same title at the same venue) is one recurring
    // entry under its own UID.
    let mut upcoming: Vec<(String, String)> = events
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["endDate"].as_str().unwrap_or(e["date"].as_str().unwrap()) >= today.as_str())
        .map(|e| {
            let venue = e["venue"]["name"]
                .as_str()
                .or(e["venue"].as_str())
                .unwrap_or_default();
            (
                e["title"].as_str().unwrap().to_string(),
                venue.to_lowercase(),
            )
        })
        .collect();
    upcoming.sort();
    upcoming.dedup();
    assert!(upcoming.len() > 10);

    let feed = app.get("/api/events.ics").await;
    assert_eq!(feed.status(), StatusCode::OK);
    assert_eq!(
        feed.headers()["content-type"],
        "text/calendar; charset=utf-8"
    );
    assert_eq!(feed.headers()["cache-control"], "no-cache");
    let etag = feed.headers()["etag"].to_str().unwrap().to_string();
    let ics = feed.text().await.unwrap();
    assert!(ics.starts_with("BEGIN:VCALENDAR\r\n"));
    assert!(ics.contains("X-WR-CALNAME:Sarasota events\r\n"), "{ics}");
    let host = app.base.trim_start_matches("http://");
    let listed = uids(&ics);
    assert_eq!(listed.len(), upcoming.len());
    assert!(listed.iter().all(|uid| uid.ends_with(&format!("@{host}"))));
    let series = listed
        .iter()
        .filter(|uid| uid.starts_with("series-"))
        .count();
    assert!(series >= 1, "the Saturday market is one entry");
    assert!(ics.contains("RRULE:FREQ=WEEKLY;COUNT="), "{ics}");

    // Unchanged: a 304 without a body, as a subscribed calendar polls.
    let again = app
        .client
        .get(app.url("/api/events.ics"))
        .header("if-none-match", &etag)
        .send()
        .await
        .unwrap();
    assert_eq!(again.status(), StatusCode::NOT_MODIFIED);
    assert!(again.bytes().await.unwrap().is_empty());
}

#[tokio::test]
async fn the_feed_takes_the_lists_filters() {
    let app = TestApp::spawn().await;
    let events = app.get_json("/api/events").await;
    let nutcracker = events
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["title"] == "The Nutcracker")
        .unwrap()
        .clone();
    let venue = nutcracker["venue"]["name"].as_str().unwrap();
    let category = nutcracker["category"].as_str().unwrap();
    let path = format!(
        "/api/events.ics?category={}&venue={}",
        urlencode(category),
        urlencode(venue)
    );
    let feed = app.get(&path).await;
    assert_eq!(feed.status(), StatusCode::OK);
    let etag = feed.headers()["etag"].clone();
    let ics = feed.text().await.unwrap();
    let id = nutcracker["id"].as_i64().unwrap();
    assert!(
        uids(&ics)
            .iter()
            .any(|u| u.starts_with(&format!("event-{id}@")))
    );
    for line in ics.lines().filter(|l| l.starts_with("CATEGORIES:")) {
        assert_eq!(line.trim_end(), format!("CATEGORIES:{category}"));
    }
    assert!(ics.contains("X-WR-CALNAME:Sarasota events: "), "{ics}");
    // Each filter has its own tag.
    let all = app.get("/api/events.ics").await;
    assert_ne!(all.headers()["etag"], etag);
    // A filter nothing matches is an empty calendar, not an error.
    let none = app.get("/api/events.ics?category=Nothing").await;
    assert_eq!(none.status(), StatusCode::OK);
    assert!(uids(&none.text().await.unwrap()).is_empty());
}

#[tokio::test]
async fn a_feed_of_a_thousand_events_stays_under_a_megabyte() {
    let app = TestApp::spawn().await;
    let url = crate::support::database_url(app.data_dir.path()).await;
    let writer = guide_server::store::Store::open(&url).await.unwrap();
    let today = guide_server::today(guide_core::CityZone::default());
    let mut tx = writer.begin(&super::support::by_guide()).await.unwrap();
    // A description as long as the longest the demo has, and more.
    let description = "An evening of chamber music by the bay, with works by Haydn, \
        Mozart and Brahms played by the festival's young artists; a talk before \
        the concert, and a glass of wine on the terrace after it.";
    for n in 0..1_000 {
        tx.insert_event(&guide_server::store::NewEvent {
            title: format!("Chamber Music Evening {n}"),
            description: description.into(),
            venue: Err("Sarasota Opera House".into()),
            date: today.add_days(1 + n % 300),
            end_date: (n % 10 == 0).then(|| today.add_days(5 + n % 300)),
            time: Some("7:30 PM".into()),
            category: "Music".into(),
            image: None,
            ticket_price: Some("$25 - $95".into()),
            ticket_url: Some(format!("https://www.sarasotaopera.org/tickets/{n}")),
            source_url: None,
            lang: Default::default(),
        })
        .await
        .unwrap();
    }
    tx.commit().await.unwrap();
    tokio::time::sleep(guide_server::store::VERSION_TTL).await;
    let feed = app.get("/api/events.ics").await;
    assert_eq!(feed.status(), StatusCode::OK);
    let ics = feed.bytes().await.unwrap();
    let count = uids(std::str::from_utf8(&ics).unwrap()).len();
    assert!(count >= 1_000, "{count} events");
    println!("the feed of {count} events: {} bytes", ics.len());
    assert!(ics.len() < 1_000_000, "{} bytes", ics.len());
}

#[tokio::test]
async fn the_feed_comes_in_the_language_asked_for() {
    let app = TestApp::spawn().await;
    let english = app.get("/api/events.ics").await;
    let english_tag = english.headers()["etag"].clone();
    let spanish = app.get("/api/events.ics?lang=es&category=Opera").await;
    assert_eq!(spanish.status(), StatusCode::OK);
    assert_ne!(spanish.headers()["etag"], english_tag);
    let ics = spanish.text().await.unwrap();
    assert!(
        ics.contains("X-WR-CALNAME:Eventos de Sarasota: Ópera\r\n"),
        "{ics}"
    );
    // The events' pages are the Spanish ones, and so are their words.
    let host = app.base.as_str();
    assert!(ics.contains(&format!("URL:{host}/es/events/")), "{ics}");
    assert!(!ics.contains(&format!("URL:{host}/events/")), "{ics}");
    assert!(ics.contains("En la gu"), "{ics}");
    // A language the guide does not speak is refused, not ignored.
    let unknown = app.get("/api/events.ics?lang=klingon").await;
    crate::support::assert_json_error(unknown, StatusCode::BAD_REQUEST).await;
}
