//! The scraping engine over real HTTP: a fixture site on loopback (reached
//! only through the `fetch.allow_private` allow-list) serving an events page
//! built with The Events Calendar, its iCal feed and REST API, and every way
//! a venue's site fails.

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::{Path, Query, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::get;
use guide_core::Date;
use guide_core::api::DiscoveryLine;
use guide_core::content::areas::AreaTable;
use guide_server::fetch::{AllowList, GuardedClient, Limits};
use guide_server::scrape::{
    DiscoverySettings, DiscoveryTarget, discover, scrape_activity, scrape_restaurant,
    similar_restaurants,
};
use guide_server::store::{NewEvent, Store};
use tokio::sync::mpsc;

const TODAY: &str = "2026-03-01";

fn tec_page(base: &str) -> String {
    format!(
        r#"<!DOCTYPE html><html><head><meta charset="utf-8"><title>Events – Palm Theatre</title>
<link rel="https://api.w.org/" href="{base}/wp-json/" />
<link rel="alternate" type="text/calendar" href="{base}/events/?ical=1" />
<script type="application/ld+json">
[{{"@context":"http://schema.org","@type":"TheaterEvent","name":"The Cake","startDate":"2026-03-05T19:30:00-05:00",
  "url":"{base}/event/the-cake/","offers":{{"@type":"Offer","price":"39","priceCurrency":"USD"}},
  "location":{{"@type":"Place","name":"Gompertz Theatre"}}}},
 {{"@context":"http://schema.org","@type":"Event","name":"Old Show","startDate":"2025-12-01T19:30:00-05:00"}},]
</script></head>
<body class="post-type-archive-tribe_events"><div class="tribe-events"><h1>Upcoming Events</h1></div></body></html>"#
    )
}

const ICS: &str = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:cake-1@palm\r\n\
DTSTART;TZID=America/New_York:20260305T193000\r\nSUMMARY:The Cake\r\nEND:VEVENT\r\n\
BEGIN:VEVENT\r\nUID:jazz@palm\r\nDTSTART;TZID=America/New_York:20260303T180000\r\n\
RRULE:FREQ=WEEKLY;COUNT=2\r\nSUMMARY:Jazz Tuesdays\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n";

fn api_page(base: &str) -> String {
    format!(
        r#"{{"events":[{{"id":7,"title":"Sarasota Chalk Festival","url":"{base}/event/chalk/","start_date":"2026-03-28 00:00:00","end_date":"2026-03-29 23:59:59","all_day":true,"cost":"Free","venue":[],"image":false,"description":""}},
{{"id":8,"title":"Nutcracker","url":"{base}/event/nutcracker/","start_date":"2026-03-20 19:00:00","end_date":"2026-03-20 21:00:00","cost":"$35 – $95","venue":{{"venue":"Palm Theatre"}},"image":false,"description":"<p>The ballet.</p>"}}],
"next_rest_url":"{base}/wp-json/tribe/events/v1/events?page=2"}}"#
    )
}

#[derive(Clone, Default)]
struct Fixture {
    base: Arc<std::sync::Mutex<String>>,
    in_flight: Arc<AtomicUsize>,
    max_in_flight: Arc<AtomicUsize>,
}

impl Fixture {
    fn base(&self) -> String {
        self.base.lock().unwrap().clone()
    }
}

async fn events_page(State(f): State<Fixture>, Query(q): Query<Vec<(String, String)>>) -> Response {
    if q.iter().any(|(k, v)| k == "ical" && v == "1") {
        return (
            [(header::CONTENT_TYPE, "text/calendar; charset=utf-8")],
            ICS,
        )
            .into_response();
    }
    (
        [(header::CONTENT_TYPE, "text/html; charset=utf-8")],
        tec_page(&f.base()),
    )
        .into_response()
}

async fn api(State(f): State<Fixture>, Query(q): Query<Vec<(String, String)>>) -> Response {
    if q.iter().any(|(k, v)| k == "page" && v == "2") {
        // What The Events Calendar answers past the last page.
        return (
            StatusCode::NOT_FOUND,
            [(header::CONTENT_TYPE, "application/json")],
            r#"{"code":"rest_no_route"}"#,
        )
            .into_response();
    }
    (
        [(header::CONTENT_TYPE, "application/json")],
        api_page(&f.base()),
    )
        .into_response()
}

async fn delayed(State(f): State<Fixture>, Path(n): Path<u32>) -> Response {
    let now = f.in_flight.fetch_add(1, Ordering::SeqCst) + 1;
    f.max_in_flight.fetch_max(now, Ordering::SeqCst);
    tokio::time::sleep(Duration::from_millis(300)).await;
    f.in_flight.fetch_sub(1, Ordering::SeqCst);
    let html = format!(
        r#"<script type="application/ld+json">{{"@type":"Event","name":"Show {n}","startDate":"2026-04-{:02}T20:00"}}</script>"#,
        n % 28 + 1
    );
    ([(header::CONTENT_TYPE, "text/html")], html).into_response()
}

/// A restaurant page and an activity page with JSON-LD, at `/restaurant`
/// and `/activity` (shared with the dashboard's API tests).
pub(super) fn place_pages<S: Clone + Send + Sync + 'static>() -> Router<S> {
    Router::new()
        .route(
            "/restaurant",
            get(|| async {
                let html =
                    include_str!("../../../core/tests/fixtures/pages/restaurant-jsonld.html");
                ([(header::CONTENT_TYPE, "text/html")], html)
            }),
        )
        .route(
            "/activity",
            get(|| async {
                let html = include_str!("../../../core/tests/fixtures/pages/activity-jsonld.html");
                ([(header::CONTENT_TYPE, "text/html")], html)
            }),
        )
}

async fn start_fixture() -> (SocketAddr, Fixture) {
    let fixture = Fixture::default();
    let app = Router::new()
        .route("/events/", get(events_page))
        .route("/wp-json/tribe/events/v1/events", get(api))
        .route("/delayed/{n}", get(delayed))
        .route(
            "/latin1",
            get(|| async {
                // windows-1252 bytes, no charset anywhere: invalid UTF-8.
                let mut body = b"<html><body><h2>Caf\xe9 Concert</h2><p>Saturday, March 21, 2026 at 8 PM</p></body></html>".to_vec();
                body.push(b'\n');
                ([(header::CONTENT_TYPE, "text/html")], body)
            }),
        )
        .route(
            "/slow",
            get(|| async {
                tokio::time::sleep(Duration::from_secs(5)).await;
                "<html></html>"
            }),
        )
        // A venue's feed given as the custom URL itself: a byte order mark
        // first, and a content type that says nothing.
        .route(
            "/calendar.ics",
            get(|| async {
                let body = format!("\u{feff}{ICS}");
                ([(header::CONTENT_TYPE, "application/octet-stream")], body)
            }),
        )
        // A hostile page: 100,000 nested elements (1.3 MB), whose parse
        // would keep a core busy for a minute, after one real event.
        .route(
            "/deep",
            get(|| async {
                let html = format!(
                    "<html><body><h2>Before the Deep</h2><p>Friday, April 10, 2026 at 8 PM</p>{}{}</body></html>",
                    "<div class=x>".repeat(100_000),
                    "</div>".repeat(100_000)
                );
                ([(header::CONTENT_TYPE, "text/html")], html)
            }),
        )
        .route("/missing", get(|| async { StatusCode::NOT_FOUND }))
        .route("/broken", get(|| async { StatusCode::INTERNAL_SERVER_ERROR }))
        .route(
            "/huge",
            get(|| async { ([(header::CONTENT_TYPE, "text/html")], vec![b'a'; 20 * 1024 * 1024]) }),
        )
        .route(
            "/binary",
            get(|| async {
                let mut png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR".to_vec();
                png.extend_from_slice(&[0u8; 64]);
                ([(header::CONTENT_TYPE, "image/png")], png)
            }),
        )
        .route(
            "/sneaky-binary",
            get(|| async { ([(header::CONTENT_TYPE, "text/html")], vec![0u8, 1, 2, 3, 0, 255]) }),
        )
        .route("/loop", get(|| async { Redirect::temporary("/loop") }))
        .route(
            "/to-private",
            get(|| async { Redirect::temporary("http://10.0.0.1/admin") }),
        )
        .merge(place_pages())
        .with_state(fixture.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    *fixture.base.lock().unwrap() = format!("http://{addr}");
    tokio::spawn(async move { axum::serve(listener, app).await });
    (addr, fixture)
}

fn client(addr: SocketAddr) -> GuardedClient {
    GuardedClient::new(
        AllowList::parse(&[addr.to_string()]).unwrap(),
        "GuideTest/1",
    )
    .unwrap()
}

async fn store(dir: &tempfile::TempDir) -> Store {
    Store::open(&super::database_url(dir.path()).await)
        .await
        .unwrap()
}

fn settings() -> DiscoverySettings {
    let mut settings =
        DiscoverySettings::new(Date::parse(TODAY).unwrap(), guide_core::CityZone::default());
    settings.limits = Limits {
        max_bytes: 5 * 1024 * 1024,
        timeout: Duration::from_secs(2),
    };
    settings
}

#[tokio::test]
async fn discovery_reads_page_feed_and_api_and_sets_duplicates_apart() {
    let (addr, fixture) = start_fixture().await;
    let base = fixture.base();
    let dir = tempfile::tempdir().unwrap();
    let store = store(&dir).await;
    let mut tx = store.begin(&super::support::by_guide()).await.unwrap();
    tx.insert_event(&NewEvent {
        title: "The Nutcracker".to_string(),
        description: String::new(),
        venue: Err("Palm Theatre".to_string()),
        date: Date::parse("2026-03-20").unwrap(),
        end_date: None,
        time: None,
        category: "Ballet".to_string(),
        image: None,
        ticket_price: None,
        ticket_url: None,
        source_url: None,
        lang: Default::default(),
    })
    .await
    .unwrap();
    tx.commit().await.unwrap();

    let targets = vec![
        DiscoveryTarget {
            venue_id: None,
            name: "Palm Theatre".to_string(),
            url: format!("{base}/events/"),
        },
        DiscoveryTarget::custom(&format!("{base}/latin1")),
    ];
    let (tx, mut rx) = mpsc::unbounded_channel();
    let report = discover(&client(addr), &store, targets, settings(), Some(tx))
        .await
        .unwrap();

    let titles: Vec<(&str, &str)> = report
        .result
        .new_events
        .iter()
        .map(|e| (e.title.as_str(), e.date.as_str()))
        .collect();
    // The Cake from JSON-LD and the feed, once; Jazz Tuesdays twice (RRULE);
    // the chalk festival from the API; the past show left out.
    assert_eq!(
        titles,
        [
            ("The Cake", "2026-03-05"),
            ("Jazz Tuesdays", "2026-03-03"),
            ("Jazz Tuesdays", "2026-03-10"),
            ("Sarasota Chalk Festival", "2026-03-28"),
            ("Café Concert", "2026-03-21"),
        ],
        "{report:#?}"
    );
    let cake = &report.result.new_events[0];
    assert_eq!(cake.ticket_price.as_deref(), Some("$39"));
    assert_eq!(cake.time.as_deref(), Some("7:30 PM"));
    assert_eq!(cake.category, "Theater");
    assert_eq!(
        cake.source_url.as_deref(),
        Some(format!("{base}/event/the-cake/").as_str())
    );
    let cafe = &report.result.new_events[4];
    assert_eq!(cafe.venue_name, "Venue TBA");
    assert_eq!(cafe.time.as_deref(), Some("8:00 PM"));
    // Read from the page's text, so staff are told to check it; what the
    // structured data stated needs no such word.
    assert!(
        cafe.check
            .as_deref()
            .is_some_and(|c| c.starts_with("Read from the page's text")),
        "{cafe:?}"
    );
    assert_eq!(cake.check, None);

    assert_eq!(report.result.duplicate_events.len(), 1);
    let duplicate = &report.result.duplicate_events[0];
    assert_eq!(duplicate.title, "Nutcracker");
    assert_eq!(duplicate.similar_events[0].title, "The Nutcracker");

    let palm = &report.sources[0];
    assert_eq!(palm.error, None);
    // The iCal feed and the API's first page; its second answered 404 (empty).
    assert_eq!(palm.feeds.len(), 2, "{palm:#?}");
    assert!(report.sources.iter().all(|s| s.error.is_none()));

    let mut messages = Vec::new();
    while let Ok(message) = rx.try_recv() {
        messages.push(message);
    }
    assert_eq!(messages.len(), 4);
    assert!(
        messages
            .iter()
            .any(|m| matches!(m, DiscoveryLine::Started { name, .. } if name == "Palm Theatre"))
    );
    assert!(messages.iter().any(|m| matches!(
        m,
        DiscoveryLine::Finished {
            done: 2,
            total: 2,
            ..
        }
    )));
}

#[tokio::test]
async fn a_calendar_feed_given_as_the_url_is_read_as_one() {
    let (addr, fixture) = start_fixture().await;
    let dir = tempfile::tempdir().unwrap();
    let store = store(&dir).await;
    let targets = vec![DiscoveryTarget::custom(&format!(
        "{}/calendar.ics",
        fixture.base()
    ))];
    let report = discover(&client(addr), &store, targets, settings(), None)
        .await
        .unwrap();
    assert_eq!(report.sources[0].error, None);
    let titles: Vec<(&str, &str, Option<&str>)> = report
        .result
        .new_events
        .iter()
        .map(|e| (e.title.as_str(), e.date.as_str(), e.time.as_deref()))
        .collect();
    assert_eq!(
        titles,
        [
            ("The Cake", "2026-03-05", Some("7:30 PM")),
            ("Jazz Tuesdays", "2026-03-03", Some("6:00 PM")),
            ("Jazz Tuesdays", "2026-03-10", Some("6:00 PM")),
        ]
    );
}

/// A page nested 100,000 deep is read up to 512 levels (and says so),
/// off the async workers, while the other pages of the run are read as
/// usual: none fails for want of time.
#[tokio::test]
async fn a_deeply_nested_page_is_read_within_bounds_beside_the_others() {
    let (addr, fixture) = start_fixture().await;
    let base = fixture.base();
    let dir = tempfile::tempdir().unwrap();
    let store = store(&dir).await;
    let mut targets = vec![DiscoveryTarget::custom(&format!("{base}/deep"))];
    targets.extend((1..=6).map(|n| DiscoveryTarget::custom(&format!("{base}/delayed/{n}"))));
    let report = discover(&client(addr), &store, targets, settings(), None)
        .await
        .unwrap();
    let deep = &report.sources[0];
    assert_eq!(deep.error, None);
    assert_eq!(
        deep.skipped,
        ["the page nests its elements more than 512 deep: it was read up to there"]
    );
    assert!(
        report.sources.iter().all(|s| s.error.is_none()),
        "{report:#?}"
    );
    let mut titles: Vec<&str> = report
        .result
        .new_events
        .iter()
        .map(|e| e.title.as_str())
        .collect();
    titles.sort_unstable();
    assert_eq!(
        titles,
        [
            "Before the Deep",
            "Show 1",
            "Show 2",
            "Show 3",
            "Show 4",
            "Show 5",
            "Show 6"
        ]
    );
}

#[tokio::test]
async fn each_failing_page_is_reported_without_failing_the_others() {
    let (addr, fixture) = start_fixture().await;
    let base = fixture.base();
    let dir = tempfile::tempdir().unwrap();
    let store = store(&dir).await;
    let paths = [
        "/slow",
        "/missing",
        "/broken",
        "/huge",
        "/binary",
        "/sneaky-binary",
        "/loop",
        "/to-private",
        "/delayed/1",
    ];
    let targets = paths
        .iter()
        .map(|p| DiscoveryTarget::custom(&format!("{base}{p}")))
        .collect();
    let started = Instant::now();
    let report = discover(&client(addr), &store, targets, settings(), None)
        .await
        .unwrap();
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "{:?}",
        started.elapsed()
    );
    let errors: Vec<Option<&str>> = report.sources.iter().map(|s| s.error.as_deref()).collect();
    let expect = [
        "did not answer in time",
        "answered 404",
        "answered 500",
        "larger than",
        "not point to a web page (image/png)",
        "not point to a web page",
        "More than 3 redirects",
        "not a public internet address",
    ];
    for (i, needle) in expect.iter().enumerate() {
        let error = errors[i].unwrap_or_else(|| panic!("{} read without error", paths[i]));
        assert!(error.contains(needle), "{}: {error}", paths[i]);
    }
    assert_eq!(errors[8], None);
    assert_eq!(report.result.new_events.len(), 1);
    assert_eq!(report.result.new_events[0].title, "Show 1");
}

#[tokio::test]
async fn discovery_is_bounded_overall_and_per_site() {
    let (addr, fixture) = start_fixture().await;
    let base = fixture.base();
    let dir = tempfile::tempdir().unwrap();
    let store = store(&dir).await;
    let targets: Vec<DiscoveryTarget> = (0..20)
        .map(|n| DiscoveryTarget::custom(&format!("{base}/delayed/{n}")))
        .collect();
    let client = client(addr);

    // Twenty pages of one site: a few at a time, politely.
    let report = discover(&client, &store, targets.clone(), settings(), None)
        .await
        .unwrap();
    assert_eq!(report.result.new_events.len(), 20);
    assert_eq!(
        fixture.max_in_flight.load(Ordering::SeqCst),
        guide_server::scrape::PER_SITE_CONCURRENCY
    );

    // The overall bound holds too (the speed of many sites at once is
    // measured by `cargo bench -p guide-server --bench discovery`).
    fixture.max_in_flight.store(0, Ordering::SeqCst);
    let mut narrow = settings();
    narrow.per_site = 20;
    narrow.concurrency = 6;
    discover(&client, &store, targets, narrow, None)
        .await
        .unwrap();
    assert_eq!(fixture.max_in_flight.load(Ordering::SeqCst), 6);
}

#[tokio::test]
async fn activities_and_restaurants_are_scraped_and_restaurant_duplicates_found() {
    let (addr, fixture) = start_fixture().await;
    let base = fixture.base();
    let client = client(addr);
    let activity = scrape_activity(&client, &format!("{base}/activity"))
        .await
        .unwrap();
    assert_eq!(activity.name, "Mote Marine Laboratory & Aquarium");
    assert_eq!(
        activity.image.as_deref(),
        Some(format!("{base}/img/mote.jpg").as_str())
    );

    let scraped = scrape_restaurant(
        &client,
        &format!("{base}/restaurant"),
        &AreaTable::sarasota(),
    )
    .await
    .unwrap();
    assert_eq!(scraped.restaurant.name, "The Cottage");
    assert_eq!(scraped.detection.detected_area, "Siesta Key");

    let error = scrape_activity(&client, &format!("{base}/binary"))
        .await
        .unwrap_err();
    assert!(error.to_string().contains("web page"), "{error}");

    let dir = tempfile::tempdir().unwrap();
    let store = store(&dir).await;
    let mut existing = scraped.restaurant.clone();
    existing.name = "Cottage Siesta Key".to_string();
    existing.phone = Some("(941) 312-9300".to_string());
    existing.website = None;
    let mut tx = store.begin(&super::support::by_guide()).await.unwrap();
    tx.insert_restaurant(&existing).await.unwrap();
    tx.commit().await.unwrap();
    let similar = similar_restaurants(&store, &scraped.restaurant)
        .await
        .unwrap();
    assert_eq!(similar.len(), 1);
    assert_eq!(similar[0].name, "Cottage Siesta Key");
}
