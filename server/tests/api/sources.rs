//! Followed sources (issue #19) over real HTTP and a real database (SQLite,
//! or PostgreSQL when the test command runs this suite again on it): a
//! fixture site whose season page changes between reads, read by the
//! runner as the scheduler does.

use std::net::SocketAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use axum::Router;
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use guide_core::{CityZone, Date};
use guide_server::clock::now_ms;
use guide_server::fetch::{AllowList, GuardedClient};
use guide_server::sources::SourceRunner;
use guide_server::store::{NewEvent, NewSource, ReadOutcome, Store};

/// The venue's season page as it stands, and how often it was fetched.
#[derive(Clone, Default)]
struct Site {
    page: Arc<Mutex<Option<String>>>,
    hits: Arc<AtomicUsize>,
}

async fn season(State(site): State<Site>) -> Response {
    site.hits.fetch_add(1, Ordering::SeqCst);
    match site.page.lock().unwrap().clone() {
        Some(html) => ([(header::CONTENT_TYPE, "text/html")], html).into_response(),
        None => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
    }
}

async fn start_site() -> (SocketAddr, Site) {
    let site = Site::default();
    let app = Router::new()
        .route("/season", get(season))
        .with_state(site.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await });
    (addr, site)
}

/// A day `n` days from the city's today, as `YYYY-MM-DD`.
fn day(n: i64) -> String {
    CityZone::default().today(now_ms()).add_days(n).to_string()
}

/// A season page: (slug, title, days from today, status) as JSON-LD.
fn page(shows: &[(&str, &str, i64, &str)]) -> String {
    let nodes: Vec<String> = shows
        .iter()
        .map(|(slug, title, days, status)| {
            format!(
                r#"{{"@type":"TheaterEvent","name":"{title}","startDate":"{}T19:30:00","eventStatus":"https://schema.org/Event{status}","url":"https://players.example/shows/{slug}/","location":{{"@type":"Place","name":"Players Centre"}},"offers":{{"@type":"Offer","price":"35"}}}}"#,
                day(*days)
            )
        })
        .collect();
    format!(
        "<html><head><script type=\"application/ld+json\">[{}]</script></head><body></body></html>",
        nodes.join(",")
    )
}

struct Setup {
    _dir: tempfile::TempDir,
    store: Store,
    client: GuardedClient,
    runner: SourceRunner,
    site: Site,
    source: i64,
}

async fn setup() -> Setup {
    let (addr, site) = start_site().await;
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&super::database_url(dir.path()).await)
        .await
        .unwrap();
    let client = GuardedClient::new(
        AllowList::parse(&[addr.to_string()]).unwrap(),
        "GuideTest/1",
    )
    .unwrap();
    let runner = SourceRunner::new(store.clone(), client.clone(), CityZone::default()).unwrap();
    let source = NewSource {
        name: "Players Centre",
        url: &format!("http://{addr}/season"),
        venue_id: None,
        every_hours: Some(6),
        trust: "inbox",
    };
    let source = store.create_source(&source, now_ms()).await.unwrap();
    Setup {
        _dir: dir,
        store,
        client,
        runner,
        site,
        source,
    }
}

/// What waits for staff, as (identity's slug, review).
async fn inbox(store: &Store) -> Vec<(String, String)> {
    let mut items: Vec<(String, String)> = store
        .source_reviews()
        .await
        .unwrap()
        .into_iter()
        .map(|(_, identity, review)| {
            let slug = identity
                .trim_end_matches('/')
                .rsplit('/')
                .next()
                .unwrap()
                .to_string();
            (slug, review)
        })
        .collect();
    items.sort();
    items
}

fn pairs(items: &[(&str, &str)]) -> Vec<(String, String)> {
    items
        .iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect()
}

/// Publishes a followed event as the inbox's Publish will: a guide event,
/// linked to it.
async fn publish(store: &Store, source: i64, slug: &str) {
    let mut tx = store.begin().await.unwrap();
    let id = tx
        .insert_event(&NewEvent {
            title: slug.to_string(),
            description: String::new(),
            venue: Err("Players Centre".to_string()),
            date: Date::parse(&day(30)).unwrap(),
            end_date: None,
            time: None,
            category: "Theater".to_string(),
            image: None,
            ticket_price: None,
            ticket_url: None,
            source_url: None,
        })
        .await
        .unwrap();
    tx.commit().await.unwrap();
    let identity = format!("players.example/shows/{slug}");
    assert!(
        store
            .link_source_event(source, &identity, id, now_ms())
            .await
            .unwrap()
    );
}

#[tokio::test]
async fn rereads_find_new_changed_vanished_and_withdrawn_events_and_rejected_stay_out() {
    // The data directory lives as long as the test.
    let Setup {
        _dir,
        store,
        runner,
        site,
        source,
        ..
    } = setup().await;
    *site.page.lock().unwrap() = Some(page(&[
        ("our-town", "Our Town", 20, "Scheduled"),
        ("tempest", "The Tempest", 10, "Scheduled"),
        ("bingo", "Bingo Night", 12, "Scheduled"),
        ("cabaret", "Spring Cabaret", 15, "Scheduled"),
        ("revue", "Winter Revue", 18, "Scheduled"),
        ("preview", "Open Rehearsal", 8, "Scheduled"),
    ]));

    // First read: everything is new.
    assert_eq!(runner.read_due().await.unwrap(), 1);
    assert_eq!(
        inbox(&store).await,
        pairs(&[
            ("bingo", "new"),
            ("cabaret", "new"),
            ("our-town", "new"),
            ("preview", "new"),
            ("revue", "new"),
            ("tempest", "new")
        ])
    );
    // Not due again before its six hours.
    assert_eq!(runner.read_due().await.unwrap(), 0);
    let health = &store.list_sources().await.unwrap()[0];
    assert_eq!(
        (health.events_found, health.last_error.as_deref()),
        (Some(6), None)
    );

    // Staff publish four and reject one; the rehearsal waits.
    for slug in ["our-town", "tempest", "cabaret", "revue"] {
        publish(&store, source, slug).await;
    }
    assert!(
        store
            .reject_source_event(source, "players.example/shows/bingo", now_ms())
            .await
            .unwrap()
    );
    assert_eq!(inbox(&store).await, pairs(&[("preview", "new")]));

    // The page changes: The Tempest moves, the cabaret is cancelled, the
    // revue and the rehearsal are gone, a new show appears, and the
    // rejected bingo night is still listed.
    *site.page.lock().unwrap() = Some(page(&[
        ("our-town", "Our Town", 20, "Scheduled"),
        ("tempest", "The Tempest", 11, "Scheduled"),
        ("bingo", "Bingo Night", 12, "Scheduled"),
        ("cabaret", "Spring Cabaret", 15, "Cancelled"),
        ("noises-off", "Noises Off", 25, "Scheduled"),
    ]));
    assert!(store.run_source_soon(source, now_ms()).await.unwrap());
    assert_eq!(runner.read_due().await.unwrap(), 1);
    assert_eq!(
        inbox(&store).await,
        pairs(&[
            ("cabaret", "withdrawn"),
            ("noises-off", "new"),
            ("revue", "vanished"),
            ("tempest", "changed"),
        ])
    );

    // The same page again: nothing new to say, nothing said twice.
    assert!(store.run_source_soon(source, now_ms()).await.unwrap());
    assert_eq!(runner.read_due().await.unwrap(), 1);
    assert_eq!(inbox(&store).await.len(), 4);

    // The page breaks: the source's health says so, since when, and the
    // inbox keeps what it had.
    *site.page.lock().unwrap() = None;
    assert!(store.run_source_soon(source, now_ms()).await.unwrap());
    assert_eq!(runner.read_due().await.unwrap(), 1);
    let health = &store.list_sources().await.unwrap()[0];
    assert!(
        health
            .last_error
            .as_deref()
            .is_some_and(|e| e.contains("500")),
        "{health:?}"
    );
    let failing_since = health.failing_since.unwrap();
    assert!(store.run_source_soon(source, now_ms()).await.unwrap());
    assert_eq!(runner.read_due().await.unwrap(), 1);
    assert_eq!(
        store.list_sources().await.unwrap()[0].failing_since,
        Some(failing_since)
    );
    assert_eq!(inbox(&store).await.len(), 4);
    assert_eq!(site.hits.load(Ordering::SeqCst), 5);
}

/// Two runners (two instances) asking at once read a due source once; a
/// read that died with its instance is taken over once its lease expires,
/// and the dead read can no longer record anything.
#[tokio::test]
async fn each_due_source_is_read_once_and_a_dead_read_is_taken_over() {
    let Setup {
        _dir,
        store,
        client,
        runner,
        site,
        source,
    } = setup().await;
    *site.page.lock().unwrap() = Some(page(&[("our-town", "Our Town", 20, "Scheduled")]));
    let other = SourceRunner::new(store.clone(), client, CityZone::default()).unwrap();
    let (a, b) = tokio::join!(runner.read_due(), other.read_due());
    assert_eq!(a.unwrap() + b.unwrap(), 1);
    assert_eq!(site.hits.load(Ordering::SeqCst), 1);

    // An instance claims the source and dies mid-read (a short lease).
    assert!(store.run_source_soon(source, now_ms()).await.unwrap());
    let claimed = store.claim_due_source("dead", now_ms(), 50).await.unwrap();
    assert_eq!(claimed.map(|s| s.id), Some(source));
    assert_eq!(runner.read_due().await.unwrap(), 0);
    tokio::time::sleep(std::time::Duration::from_millis(80)).await;
    assert_eq!(runner.read_due().await.unwrap(), 1);
    assert_eq!(site.hits.load(Ordering::SeqCst), 2);
    let late = ReadOutcome::Failed("timed out");
    assert!(
        !store
            .record_source_read(source, "dead", now_ms(), late)
            .await
            .unwrap()
    );
    assert_eq!(store.list_sources().await.unwrap()[0].last_error, None);
}

/// Twenty-five sources due at once are read side by side and every read
/// is recorded (on SQLite each record takes the write lock in turn).
#[tokio::test]
async fn many_sources_read_at_once_are_all_recorded() {
    let Setup {
        _dir,
        store,
        runner,
        site,
        source,
        ..
    } = setup().await;
    *site.page.lock().unwrap() = Some(page(&[("our-town", "Our Town", 20, "Scheduled")]));
    let url = store.list_sources().await.unwrap()[0].url.clone();
    for n in 1..25 {
        let more = NewSource {
            name: "Players Centre",
            url: &format!("{url}?page={n}"),
            venue_id: None,
            every_hours: Some(6),
            trust: "inbox",
        };
        store.create_source(&more, now_ms()).await.unwrap();
    }
    assert_eq!(runner.read_due().await.unwrap(), 25);
    let sources = store.list_sources().await.unwrap();
    assert_eq!(sources.len(), 25);
    assert!(
        sources.iter().all(|s| s.last_run_at.is_some()
            && s.events_found == Some(1)
            && s.locked_until.is_none()),
        "{sources:#?}"
    );
    assert!(sources.iter().any(|s| s.id == source));
    assert_eq!(site.hits.load(Ordering::SeqCst), 25);
}
