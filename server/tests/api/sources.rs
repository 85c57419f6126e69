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
use guide_core::CityZone;
use guide_core::dashboard::sources::{InboxAction, InboxDecision, InboxRef};
use guide_core::text::catalogs::catalog;
use guide_core::text::lang::Lang;
use guide_server::clock::now_ms;
use guide_server::fetch::{AllowList, GuardedClient};
use guide_server::following::{SourceRunner, settle};
use guide_server::store::{NewSource, ReadOutcome, Store};

/// The venue's season page as it stands, and how often it was fetched.
#[derive(Clone, Default)]
pub(super) struct Site {
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

pub(super) async fn start_site() -> (SocketAddr, Site) {
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

/// A fresh store, and an outbound client allowed to reach `addr`.
async fn store_reaching(addr: SocketAddr) -> (tempfile::TempDir, Store, GuardedClient) {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&super::database_url(dir.path()).await)
        .await
        .unwrap();
    let client = GuardedClient::new(
        AllowList::parse(&[addr.to_string()]).unwrap(),
        "GuideTest/1",
    )
    .unwrap();
    (dir, store, client)
}

async fn setup() -> Setup {
    let (addr, site) = start_site().await;
    let (dir, store, client) = store_reaching(addr).await;
    let runner = SourceRunner::new(store.clone(), client.clone(), CityZone::default()).unwrap();
    let source = NewSource {
        name: "Players Centre",
        url: &format!("http://{addr}/season"),
        venue_id: None,
        every_hours: Some(6),
        trust: "inbox",
    };
    let source = store
        .create_source(&source, now_ms(), &super::support::by_guide())
        .await
        .unwrap();
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

/// Staff decide on followed events of the season page, as the inbox does.
async fn decide(store: &Store, source: i64, slugs: &[&str], action: InboxAction) {
    let items = slugs
        .iter()
        .map(|slug| InboxRef {
            source_id: source,
            identity: format!("players.example/shows/{slug}"),
        })
        .collect();
    let decision = InboxDecision { items, action };
    settle(
        store,
        &decision,
        now_ms(),
        catalog(Lang::En),
        &super::support::by_guide(),
    )
    .await
    .unwrap();
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
    decide(
        &store,
        source,
        &["our-town", "tempest", "cabaret", "revue"],
        InboxAction::Publish,
    )
    .await;
    decide(&store, source, &["bingo"], InboxAction::Reject).await;
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

    // An instance claims the source and dies mid-read (a short lease, yet
    // long enough that a loaded machine asks again before it ends).
    assert!(store.run_source_soon(source, now_ms()).await.unwrap());
    let lease_ms = 1_000;
    let claimed = store
        .claim_due_source("dead", now_ms(), lease_ms)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(claimed.id, source);
    assert_eq!(runner.read_due().await.unwrap(), 0);
    tokio::time::sleep(std::time::Duration::from_millis(lease_ms as u64 + 100)).await;
    assert_eq!(runner.read_due().await.unwrap(), 1);
    assert_eq!(site.hits.load(Ordering::SeqCst), 2);
    let late = ReadOutcome::Failed("timed out");
    assert!(
        !store
            .record_source_read(&claimed, "dead", now_ms(), late)
            .await
            .unwrap()
    );
    assert_eq!(store.list_sources().await.unwrap()[0].last_error, None);
}

/// Twenty-five sources due at once are read side by side and every read
/// is recorded (on SQLite each record takes the write lock in turn).
/// A read asked for while the source is being read ('Run now', an
/// account's push) is not lost to the schedule the read ends with.
#[tokio::test]
async fn a_read_asked_for_during_a_read_follows_it() {
    let Setup {
        _dir,
        store,
        source,
        ..
    } = setup().await;
    let claimed = store
        .claim_due_source("reader", now_ms(), 60_000)
        .await
        .unwrap()
        .unwrap();
    let read = |store: Store, claimed: guide_server::store::SourceRow| async move {
        store
            .record_source_read(&claimed, "reader", now_ms(), ReadOutcome::Failed("down"))
            .await
            .unwrap()
    };
    // Not asked again: the next read is the schedule's, hours away.
    assert!(read(store.clone(), claimed).await);
    let row = store.source(source).await.unwrap().unwrap();
    assert!(row.next_run_at.unwrap() > now_ms() + 3_600_000);

    assert!(store.run_source_soon(source, now_ms()).await.unwrap());
    let claimed = store
        .claim_due_source("reader", now_ms(), 60_000)
        .await
        .unwrap()
        .unwrap();
    tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    assert!(store.run_source_soon(source, now_ms()).await.unwrap());
    assert!(read(store.clone(), claimed).await);
    let row = store.source(source).await.unwrap().unwrap();
    assert!(row.next_run_at.unwrap() <= now_ms(), "due again at once");
}

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
        store
            .create_source(&more, now_ms(), &super::support::by_guide())
            .await
            .unwrap();
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

/// The inbox through the API: staff publish what is new, then a re-read's
/// changes are updated, removed or kept, each in the guide's own events;
/// an action that does not fit, or an event that no longer waits, is
/// refused in words.
#[tokio::test]
async fn staff_settle_the_inbox_and_the_guide_follows() {
    use super::admin::{admin_get, admin_send_in};
    use reqwest::Method;
    use serde_json::{Value, json};

    let (addr, site) = start_site().await;
    let (app, cookie) = admin_app(addr).await;
    let reviews = |items: &[Value]| {
        let mut pairs: Vec<(String, String)> = items
            .iter()
            .map(|i| {
                (
                    i["after"]["title"].as_str().unwrap().to_string(),
                    i["review"].as_str().unwrap().to_string(),
                )
            })
            .collect();
        pairs.sort();
        pairs
    };
    let refs = |items: &[Value], title: &str| -> Value {
        let chosen: Vec<Value> = items
            .iter()
            .filter(|i| title.is_empty() || i["after"]["title"] == title)
            .map(|i| json!({"sourceId": i["sourceId"], "identity": i["identity"]}))
            .collect();
        Value::Array(chosen)
    };
    // One inbox action on the events titled `title` ('' for all of them).
    let act = |items: &[Value], title: &str, action: &str| {
        let body = json!({"items": refs(items, title), "action": action});
        let (app, cookie) = (&app, &cookie);
        async move { post_json(app, cookie, "/api/admin/inbox", body).await }
    };
    *site.page.lock().unwrap() = Some(page(&[
        ("tempest", "The Tempest", 10, "Scheduled"),
        ("revue", "Winter Revue", 18, "Scheduled"),
        ("cabaret", "Spring Cabaret", 15, "Scheduled"),
    ]));
    let created = post_json(
        &app,
        &cookie,
        "/api/admin/sources",
        json!({"name": "Players Centre", "url": format!("http://{addr}/season"), "everyHours": 6}),
    )
    .await;
    assert_eq!(created.status(), reqwest::StatusCode::CREATED);
    let source: Value = created.json().await.unwrap();
    let items = wait_for(&app, &cookie, 3).await;

    // New events: they cannot be updated, and are published together.
    let wrong = act(&items, "The Tempest", "update").await;
    assert_eq!(wrong.status(), reqwest::StatusCode::BAD_REQUEST);
    let wrong: Value = wrong.json().await.unwrap();
    assert_eq!(wrong["error"], "Event 1 is new: it cannot be updated");
    let none = post_json(
        &app,
        &cookie,
        "/api/admin/inbox",
        json!({"items": [], "action": "publish"}),
    )
    .await;
    assert_eq!(none.status(), reqwest::StatusCode::BAD_REQUEST);
    // From the dashboard in Spanish, said in Spanish.
    let none = json!({"items": [], "action": "publish"});
    let spanish: Value = admin_send_in(
        &app,
        &cookie,
        "es",
        Method::POST,
        "/api/admin/inbox",
        Some(&none),
    )
    .await
    .json()
    .await
    .unwrap();
    assert_eq!(spanish["error"], "Selecciona al menos un evento");
    let published = act(&items, "", "publish").await;
    assert_eq!(published.status(), reqwest::StatusCode::OK);
    let published: Value = published.json().await.unwrap();
    assert_eq!(published["message"], "Published 3 events");
    assert!(inbox_of(&app, &cookie).await.is_empty());
    assert_eq!(
        guide_events(&app).await,
        [
            (
                "Spring Cabaret".to_string(),
                day(15),
                "scheduled".to_string()
            ),
            ("The Tempest".to_string(), day(10), "scheduled".to_string()),
            ("Winter Revue".to_string(), day(18), "scheduled".to_string()),
        ]
    );
    // Settled already: another admin's second click is told so.
    let twice = act(&items, "The Tempest", "publish").await;
    assert_eq!(twice.status(), reqwest::StatusCode::CONFLICT);

    // The season changes; a read now brings the changes to the inbox.
    *site.page.lock().unwrap() = Some(page(&[
        ("tempest", "The Tempest", 11, "Scheduled"),
        ("cabaret", "Spring Cabaret", 15, "Cancelled"),
    ]));
    let run = post_json(
        &app,
        &cookie,
        &format!("/api/admin/sources/{}/run", source["id"]),
        json!({}),
    )
    .await;
    assert_eq!(run.status(), reqwest::StatusCode::ACCEPTED);
    let items = wait_for(&app, &cookie, 3).await;
    assert_eq!(
        reviews(&items),
        [
            ("Spring Cabaret".to_string(), "withdrawn".to_string()),
            ("The Tempest".to_string(), "changed".to_string()),
            ("Winter Revue".to_string(), "vanished".to_string()),
        ]
    );
    let tempest = items
        .iter()
        .find(|i| i["after"]["title"] == "The Tempest")
        .unwrap();
    assert_eq!(tempest["changed"], json!(["date"]));
    assert_eq!(tempest["before"]["date"], day(10));

    // A published event cannot be published again; a vanished one can be
    // marked cancelled as well as removed or kept.
    let unfit = act(&items, "Winter Revue", "publish").await;
    assert_eq!(unfit.status(), reqwest::StatusCode::BAD_REQUEST);
    for (title, action, message) in [
        ("The Tempest", "update", "Updated 1 event"),
        ("Spring Cabaret", "cancel", "Marked 1 event cancelled"),
        ("Winter Revue", "keep", "Kept 1 event"),
    ] {
        let done = act(&items, title, action).await;
        assert_eq!(done.status(), reqwest::StatusCode::OK, "{title}");
        assert_eq!(done.json::<Value>().await.unwrap()["message"], message);
    }
    assert!(inbox_of(&app, &cookie).await.is_empty());
    // The cancelled show stays listed, marked, for whoever saved it.
    assert_eq!(
        guide_events(&app).await,
        [
            (
                "Spring Cabaret".to_string(),
                day(15),
                "cancelled".to_string()
            ),
            ("The Tempest".to_string(), day(11), "scheduled".to_string()),
            ("Winter Revue".to_string(), day(18), "scheduled".to_string()),
        ]
    );
    let calendar = app
        .client
        .get(app.url("/api/events.ics"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert_eq!(calendar.matches("STATUS:CANCELLED").count(), 1);

    // Read again: nothing is said twice.
    // A read is done when the source was read since (to the millisecond)
    // and is no longer being read.
    let read_again = || async {
        let sources = || async {
            admin_get(&app, &cookie, "/api/admin/sources")
                .await
                .json::<Vec<Value>>()
                .await
                .unwrap()
        };
        let before = sources().await[0]["health"]["lastReadAt"].clone();
        let run = post_json(
            &app,
            &cookie,
            &format!("/api/admin/sources/{}/run", source["id"]),
            json!({}),
        )
        .await;
        assert_eq!(run.status(), reqwest::StatusCode::ACCEPTED);
        for _ in 0..50 {
            let now = sources().await;
            if now[0]["health"]["state"] == "ok" && now[0]["health"]["lastReadAt"] != before {
                return;
            }
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        }
        panic!("the source was not read again");
    };
    read_again().await;
    assert!(inbox_of(&app, &cookie).await.is_empty());
    // Its health, in the dashboard's language.
    let spanish: Vec<Value> =
        admin_send_in(&app, &cookie, "es", Method::GET, "/api/admin/sources", None)
            .await
            .json()
            .await
            .unwrap();
    assert_eq!(spanish[0]["health"]["label"], "Correcta");
    assert_eq!(spanish[0]["health"]["lastReadAgo"], "ahora mismo");

    // The cabaret is back on: its status changed, and an update lists it
    // as scheduled again.
    *site.page.lock().unwrap() = Some(page(&[
        ("tempest", "The Tempest", 11, "Scheduled"),
        ("cabaret", "Spring Cabaret", 15, "Scheduled"),
    ]));
    read_again().await;
    let items = inbox_of(&app, &cookie).await;
    assert_eq!(
        reviews(&items),
        [("Spring Cabaret".to_string(), "changed".to_string())]
    );
    assert_eq!(items[0]["changed"], json!(["status"]));
    assert_eq!(items[0]["before"]["status"], "cancelled");
    let done = act(&items, "Spring Cabaret", "update").await;
    assert_eq!(done.status(), reqwest::StatusCode::OK);
    assert!(guide_events(&app).await.iter().all(|e| e.2 == "scheduled"));
}

/// The guide with its admin signed in (the cookie), allowed to read the
/// fixture site at `addr`.
/// A mistaken publish from the review inbox is undone as one step: the
/// guide's events and venues are what they were before it, and the
/// events wait in the inbox again, to be published once more.
#[tokio::test]
async fn a_mistaken_publish_from_the_inbox_is_undone_as_one_step() {
    use super::admin::admin_get;
    use serde_json::{Value, json};

    let (addr, site) = start_site().await;
    let (app, cookie) = admin_app(addr).await;
    *site.page.lock().unwrap() = Some(page(&[
        ("tempest", "The Tempest", 10, "Scheduled"),
        ("revue", "Winter Revue", 18, "Scheduled"),
        ("cabaret", "Spring Cabaret", 15, "Scheduled"),
    ]));
    let created = post_json(
        &app,
        &cookie,
        "/api/admin/sources",
        json!({"name": "Players Centre", "url": format!("http://{addr}/season")}),
    )
    .await;
    assert_eq!(created.status(), reqwest::StatusCode::CREATED);
    let items = wait_for(&app, &cookie, 3).await;
    let ids = |list: Value| -> Vec<i64> {
        let mut ids: Vec<i64> = list
            .as_array()
            .unwrap()
            .iter()
            .map(|i| i["id"].as_i64().unwrap())
            .collect();
        ids.sort();
        ids
    };
    let venues = async || {
        ids(admin_get(&app, &cookie, "/api/admin/venues")
            .await
            .json()
            .await
            .unwrap())
    };
    let (events_before, venues_before) = (ids(app.get_json("/api/events").await), venues().await);
    let all: Vec<Value> = items
        .iter()
        .map(|i| json!({"sourceId": i["sourceId"], "identity": i["identity"]}))
        .collect();
    let body = json!({"items": all, "action": "publish"});
    let published = post_json(&app, &cookie, "/api/admin/inbox", body.clone()).await;
    assert_eq!(published.status(), reqwest::StatusCode::OK);
    assert_eq!(guide_events(&app).await.len(), 3);

    let history: Value = admin_get(&app, &cookie, "/api/admin/history")
        .await
        .json()
        .await
        .unwrap();
    let step = &history["changes"][0];
    assert_eq!(step["action"], "inbox-publish");
    assert!(step["batchSize"].as_i64().unwrap() >= 3, "{step}");
    let undone = post_json(
        &app,
        &cookie,
        &format!(
            "/api/admin/history/batch/{}/undo",
            step["batch"].as_str().unwrap()
        ),
        json!(null),
    )
    .await;
    assert_eq!(undone.status(), reqwest::StatusCode::OK);
    assert_eq!(ids(app.get_json("/api/events").await), events_before);
    assert_eq!(venues().await, venues_before);
    assert!(guide_events(&app).await.is_empty());
    let waiting = inbox_of(&app, &cookie).await;
    assert_eq!(waiting.len(), 3);
    assert!(waiting.iter().all(|i| i["review"] == "new"), "{waiting:?}");
    // Waiting as before: published again, once.
    let again = post_json(&app, &cookie, "/api/admin/inbox", body).await;
    assert_eq!(again.status(), reqwest::StatusCode::OK);
    assert_eq!(guide_events(&app).await.len(), 3);
}

async fn admin_app(addr: SocketAddr) -> (super::support::TestApp, String) {
    use super::admin::{EMAIL, PASSWORD, sign_in};
    let app =
        super::support::TestApp::spawn_configured(tempfile::tempdir().unwrap(), move |config| {
            config.admin.email = Some(EMAIL.into());
            config.admin.password = Some(guide_server::config::Secret::new(PASSWORD));
            config.admin.first_name = Some("Marisa".into());
            config.admin.last_name = Some("Rivera".into());
            config.fetch.allow_private = vec![addr.to_string()];
        })
        .await;
    let cookie = sign_in(&app).await;
    (app, cookie)
}

async fn post_json(
    app: &super::support::TestApp,
    cookie: &str,
    path: &str,
    body: serde_json::Value,
) -> reqwest::Response {
    super::admin::admin_send(app, cookie, reqwest::Method::POST, path, &body).await
}

async fn inbox_of(app: &super::support::TestApp, cookie: &str) -> Vec<serde_json::Value> {
    super::admin::admin_get(app, cookie, "/api/admin/inbox")
        .await
        .json()
        .await
        .unwrap()
}

/// The inbox once it holds `count` events (the server's runner reads in
/// the background).
pub(super) async fn wait_for(
    app: &super::support::TestApp,
    cookie: &str,
    count: usize,
) -> Vec<serde_json::Value> {
    for _ in 0..100 {
        let items = inbox_of(app, cookie).await;
        if items.len() == count {
            return items;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!(
        "the inbox never held {count}: {:?}",
        inbox_of(app, cookie).await
    );
}

/// The Players Centre's events the guide lists: (title, date).
async fn guide_events(app: &super::support::TestApp) -> Vec<(String, String, String)> {
    let events = app.get_json("/api/events").await;
    let mut found: Vec<(String, String, String)> = events
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["venue"] == "Players Centre" || e["venue"]["name"] == "Players Centre")
        .map(|e| {
            (
                e["title"].as_str().unwrap().to_string(),
                e["date"].as_str().unwrap().to_string(),
                e["status"].as_str().unwrap_or("scheduled").to_string(),
            )
        })
        .collect();
    found.sort();
    found
}

/// A trusted source's reads go live by themselves: new events are
/// published, changes applied, cancellations marked; what vanished waits
/// for staff.
#[tokio::test]
async fn a_trusted_source_publishes_by_itself_and_leaves_vanished_events_to_staff() {
    let Setup {
        _dir,
        store,
        runner,
        site,
        ..
    } = setup().await;
    let url = format!("{}?trusted", store.list_sources().await.unwrap()[0].url);
    let trusted = NewSource {
        name: "Players Centre",
        url: &url,
        venue_id: None,
        every_hours: Some(6),
        trust: "publish",
    };
    let id = store
        .create_source(&trusted, now_ms(), &super::support::by_guide())
        .await
        .unwrap();
    // The setup's own (untrusted) source is held by another instance: only
    // the trusted one is read here.
    let other = store
        .list_sources()
        .await
        .unwrap()
        .into_iter()
        .find(|s| s.id != id)
        .unwrap();
    store
        .claim_due_source("elsewhere", now_ms(), 3_600_000)
        .await
        .unwrap()
        .filter(|s| s.id == other.id)
        .unwrap();

    *site.page.lock().unwrap() = Some(page(&[
        ("tempest", "The Tempest", 10, "Scheduled"),
        ("revue", "Winter Revue", 18, "Scheduled"),
        ("cabaret", "Spring Cabaret", 15, "Scheduled"),
    ]));
    assert_eq!(runner.read_due().await.unwrap(), 1);
    let listed = |events: Vec<guide_core::content::model::Event>| {
        let mut found: Vec<(String, String, &str)> = events
            .into_iter()
            .map(|e| (e.title, e.date.to_string(), e.status.as_str()))
            .collect();
        found.sort();
        found
    };
    let all = guide_server::store::EventFilter::default();
    assert_eq!(
        listed(store.list_events(&all).await.unwrap()),
        [
            ("Spring Cabaret".to_string(), day(15), "scheduled"),
            ("The Tempest".to_string(), day(10), "scheduled"),
            ("Winter Revue".to_string(), day(18), "scheduled"),
        ]
    );
    assert!(inbox(&store).await.is_empty());

    *site.page.lock().unwrap() = Some(page(&[
        ("tempest", "The Tempest", 11, "Scheduled"),
        ("cabaret", "Spring Cabaret", 15, "Cancelled"),
    ]));
    assert!(store.run_source_soon(id, now_ms()).await.unwrap());
    assert_eq!(runner.read_due().await.unwrap(), 1);
    assert_eq!(
        listed(store.list_events(&all).await.unwrap()),
        [
            ("Spring Cabaret".to_string(), day(15), "cancelled"),
            ("The Tempest".to_string(), day(11), "scheduled"),
            ("Winter Revue".to_string(), day(18), "scheduled"),
        ]
    );
    assert_eq!(inbox(&store).await, pairs(&[("revue", "vanished")]));
}

/// Staff change a source's schedule, trust and address, and stop
/// following it: what waited from it goes, what it published stays.
#[tokio::test]
async fn staff_change_a_sources_settings_and_stop_following_it() {
    use super::admin::{admin_get, admin_send};
    use reqwest::{Method, StatusCode};
    use serde_json::{Value, json};

    let (addr, site) = start_site().await;
    let (app, cookie) = admin_app(addr).await;
    *site.page.lock().unwrap() = Some(page(&[
        ("tempest", "The Tempest", 10, "Scheduled"),
        ("revue", "Winter Revue", 18, "Scheduled"),
    ]));
    let url = format!("http://{addr}/season");
    // Left out, the schedule is the default six hours.
    let created = post_json(
        &app,
        &cookie,
        "/api/admin/sources",
        json!({"name": "Players Centre", "url": url}),
    )
    .await;
    assert_eq!(created.status(), StatusCode::CREATED);
    let source: Value = created.json().await.unwrap();
    assert_eq!(source["everyHours"], 6);
    let items = wait_for(&app, &cookie, 2).await;
    let tempest: Vec<Value> = items
        .iter()
        .filter(|i| i["after"]["title"] == "The Tempest")
        .map(|i| json!({"sourceId": i["sourceId"], "identity": i["identity"]}))
        .collect();
    let published = post_json(
        &app,
        &cookie,
        "/api/admin/inbox",
        json!({"items": tempest, "action": "publish"}),
    )
    .await;
    assert_eq!(published.status(), StatusCode::OK);

    let path = format!("/api/admin/sources/{}", source["id"]);
    let put = |body: Value, path: String| {
        let (app, cookie) = (&app, &cookie);
        async move { admin_send(app, cookie, Method::PUT, &path, &body).await }
    };
    // Only when run, and trusted: nothing is due.
    let off = put(
        json!({"name": "Players Centre", "url": url, "everyHours": null, "trust": "publish"}),
        path.clone(),
    )
    .await;
    assert_eq!(off.status(), StatusCode::OK);
    let off: Value = off.json().await.unwrap();
    assert_eq!(
        (
            &off["everyHours"],
            &off["trust"],
            &off["health"]["nextReadAt"]
        ),
        (&Value::Null, &json!("publish"), &Value::Null)
    );
    assert_eq!(off["waiting"], 1);
    // Once a day, counted from the last read.
    let daily = put(
        json!({"name": "Players Centre (daily)", "url": url, "everyHours": 24}),
        path.clone(),
    )
    .await;
    assert_eq!(daily.status(), StatusCode::OK);
    let daily: Value = daily.json().await.unwrap();
    // The same time of day, one day on ('2026-11-24T07:40:12Z').
    let (last, next) = (
        daily["health"]["lastReadAt"].as_str().unwrap(),
        daily["health"]["nextReadAt"].as_str().unwrap(),
    );
    let day_after = guide_core::Date::parse(&last[..10]).unwrap().add_days(1);
    assert_eq!(next, format!("{day_after}{}", &last[10..]));
    assert_eq!(daily["name"], "Players Centre (daily)");

    // Refusals: another source's address, a broken form, no such source.
    let other = post_json(
        &app,
        &cookie,
        "/api/admin/sources",
        json!({"name": "Other", "url": format!("{url}?other"), "everyHours": null}),
    )
    .await;
    assert_eq!(other.status(), StatusCode::CREATED);
    let taken = put(
        json!({"name": "Players Centre", "url": format!("{url}?other")}),
        path.clone(),
    )
    .await;
    assert_eq!(taken.status(), StatusCode::CONFLICT);
    assert_eq!(
        taken.json::<Value>().await.unwrap()["error"],
        "This address is already followed"
    );
    let broken = put(json!({"name": " ", "url": "ftp://x"}), path.clone()).await;
    assert_eq!(broken.status(), StatusCode::BAD_REQUEST);
    let broken: Value = broken.json().await.unwrap();
    assert!(broken["fields"]["name"].is_string() && broken["fields"]["url"].is_string());
    let missing = put(
        json!({"name": "X", "url": "https://x.example"}),
        "/api/admin/sources/999999".into(),
    )
    .await;
    assert_eq!(missing.status(), StatusCode::NOT_FOUND);

    // Stop following: its waiting event goes, its published one stays.
    let deleted = admin_send(&app, &cookie, Method::DELETE, &path, &json!(null)).await;
    assert_eq!(deleted.status(), StatusCode::NO_CONTENT);
    let sources: Vec<Value> = admin_get(&app, &cookie, "/api/admin/sources")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(sources.len(), 1);
    assert_eq!(sources[0]["name"], "Other");
    assert!(inbox_of(&app, &cookie).await.is_empty());
    assert_eq!(
        guide_events(&app).await,
        [("The Tempest".to_string(), day(10), "scheduled".to_string())]
    );
    let again = admin_send(&app, &cookie, Method::DELETE, &path, &json!(null)).await;
    assert_eq!(again.status(), StatusCode::NOT_FOUND);
}

/// A source's new event that the guide lists already is no duplicate: the
/// very event (made by Discover from its own page) is followed from now on
/// and waits only for what differs; a merely similar one is pointed out.
#[tokio::test]
async fn a_new_event_the_guide_lists_is_followed_or_pointed_out_not_duplicated() {
    use guide_server::store::NewEvent;
    let Setup {
        _dir,
        store,
        runner,
        site,
        ..
    } = setup().await;
    let guide_event = |title: &str, days: i64, source_url: Option<&str>| NewEvent {
        title: title.into(),
        description: String::new(),
        venue: Err("Players Centre".into()),
        date: guide_core::Date::parse(&day(days)).unwrap(),
        end_date: None,
        time: None,
        category: "Theater".into(),
        image: None,
        ticket_price: Some("$35".into()),
        ticket_url: None,
        source_url: source_url.map(str::to_string),
        lang: Default::default(),
    };
    let mut tx = store.begin(&super::support::by_guide()).await.unwrap();
    let tempest = tx
        .insert_event(&guide_event(
            "The Tempest",
            10,
            Some("https://players.example/shows/tempest/"),
        ))
        .await
        .unwrap();
    let revue = tx
        .insert_event(&guide_event("Winter Revue", 18, None))
        .await
        .unwrap();
    tx.commit().await.unwrap();

    *site.page.lock().unwrap() = Some(page(&[
        ("tempest", "The Tempest", 10, "Scheduled"),
        ("revue", "Winter Revue", 18, "Scheduled"),
        ("cabaret", "Spring Cabaret", 15, "Scheduled"),
    ]));
    assert_eq!(runner.read_due().await.unwrap(), 1);
    // The Tempest is the guide's own: only its time (the guide had none) waits.
    assert_eq!(
        inbox(&store).await,
        pairs(&[("cabaret", "new"), ("revue", "new"), ("tempest", "changed")])
    );
    let items = store
        .inbox_items(guide_core::text::catalogs::catalog(
            guide_core::text::lang::Lang::En,
        ))
        .await
        .unwrap();
    let item = |slug: &str| {
        items
            .iter()
            .find(|i| i.identity.contains(slug))
            .unwrap()
            .clone()
    };
    let followed = item("tempest");
    assert_eq!(
        (followed.event_id, followed.changed.clone()),
        (Some(tempest), vec!["time".to_string()])
    );
    let similar = item("revue").similar.expect("the revue is pointed out");
    assert_eq!(
        (similar.event_id, similar.title.as_str()),
        (revue, "Winter Revue")
    );
    assert_eq!(item("cabaret").similar, None);

    // The revue is the guide's too: linked, only what differs waits.
    let source = item("revue").source_id;
    decide(&store, source, &["revue"], InboxAction::Link).await;
    let linked = store
        .inbox_items(guide_core::text::catalogs::catalog(
            guide_core::text::lang::Lang::En,
        ))
        .await
        .unwrap();
    let revue_now = linked
        .iter()
        .find(|i| i.identity.contains("revue"))
        .unwrap();
    assert_eq!(
        (
            revue_now.review,
            revue_now.event_id,
            revue_now.similar.clone()
        ),
        (
            guide_core::dashboard::sources::Review::Changed,
            Some(revue),
            None
        )
    );
    // The cabaret is like nothing of the guide's: it cannot be linked.
    let unlinked = settle(
        &store,
        &InboxDecision {
            items: vec![InboxRef {
                source_id: source,
                identity: "players.example/shows/cabaret".into(),
            }],
            action: InboxAction::Link,
        },
        now_ms(),
        catalog(Lang::En),
        &super::support::by_guide(),
    )
    .await
    .unwrap_err();
    assert_eq!(
        unlinked.message(catalog(Lang::En)),
        "Event 1 is like none of the guide's events: publish or reject it"
    );
    assert_eq!(
        unlinked.message(catalog(Lang::Fr)),
        "L’événement 1 ne ressemble à aucun événement du guide : publiez-le ou refusez-le"
    );

    // Updating the Tempest changes the guide's event, not a copy.
    decide(
        &store,
        item("tempest").source_id,
        &["tempest"],
        InboxAction::Update,
    )
    .await;
    let all = guide_server::store::EventFilter::default();
    let titles: Vec<(String, Option<String>)> = store
        .list_events(&all)
        .await
        .unwrap()
        .into_iter()
        .filter(|e| e.title == "The Tempest")
        .map(|e| (e.title, e.time))
        .collect();
    assert_eq!(
        titles,
        [("The Tempest".to_string(), Some("7:30 PM".to_string()))]
    );
}

/// A page the guarded client would refuse at every read is refused when
/// it is followed, with the field's message; a fixture site the
/// configuration allows is followed.
#[tokio::test]
async fn a_private_or_odd_port_address_is_refused_when_followed() {
    use super::admin::admin_get;
    use serde_json::{Value, json};
    let (addr, _site) = start_site().await;
    let (app, cookie) = admin_app(addr).await;
    for (url, message) in [
        (
            "http://127.0.0.1:9/season",
            "This address is on a private network or on this machine: the guide cannot read it.",
        ),
        (
            "http://localhost/season",
            "This address is on a private network or on this machine: the guide cannot read it.",
        ),
        (
            "http://10.1.2.3/season",
            "This address is on a private network or on this machine: the guide cannot read it.",
        ),
        (
            "https://players.example:8443/season",
            "Only addresses on the standard web ports (80 and 443) can be followed.",
        ),
    ] {
        let refused = post_json(
            &app,
            &cookie,
            "/api/admin/sources",
            json!({"name": "Players Centre", "url": url, "everyHours": 6}),
        )
        .await;
        assert_eq!(refused.status(), StatusCode::BAD_REQUEST, "{url}");
        let body: Value = refused.json().await.unwrap();
        assert_eq!(body["fields"]["url"], message, "{url}");
    }
    let sources: Vec<Value> = admin_get(&app, &cookie, "/api/admin/sources")
        .await
        .json()
        .await
        .unwrap();
    assert!(sources.is_empty(), "nothing refused was kept");
    let followed = post_json(
        &app,
        &cookie,
        "/api/admin/sources",
        json!({"name": "Players Centre", "url": format!("http://{addr}/season"), "everyHours": null}),
    )
    .await;
    assert_eq!(followed.status(), StatusCode::CREATED);
}

/// A site whose `/season` page never answers (two minutes), and how often
/// it was asked for.
async fn start_hanging_site() -> (SocketAddr, Arc<AtomicUsize>) {
    let hangs = Arc::new(AtomicUsize::new(0));
    let app = {
        let hangs = hangs.clone();
        Router::new().route(
            "/season",
            get(move || {
                let hangs = hangs.clone();
                async move {
                    hangs.fetch_add(1, Ordering::SeqCst);
                    tokio::time::sleep(std::time::Duration::from_secs(120)).await;
                    StatusCode::OK
                }
            }),
        )
    };
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await });
    (addr, hangs)
}

/// A stopping instance (SIGTERM) gives back the source it is reading:
/// another instance can claim it at once, not when the five-minute lease
/// runs out.
#[tokio::test]
async fn a_stopping_runner_gives_back_the_source_it_is_reading() {
    let (addr, hangs) = start_hanging_site().await;
    let (_dir, store, client) = store_reaching(addr).await;
    let runner = SourceRunner::new(store.clone(), client, CityZone::default()).unwrap();
    let url = format!("http://{addr}/season");
    let source = NewSource {
        name: "Silent Stage",
        url: &url,
        venue_id: None,
        every_hours: Some(6),
        trust: "inbox",
    };
    let source = store
        .create_source(&source, now_ms(), &super::support::by_guide())
        .await
        .unwrap();
    let (stop, stopped) = tokio::sync::watch::channel(false);
    let running = tokio::spawn(runner.run(stopped));
    for _ in 0..200 {
        if hangs.load(Ordering::SeqCst) > 0 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert_eq!(hangs.load(Ordering::SeqCst), 1, "the read began");
    let claim = || store.claim_due_source("other instance", now_ms(), 60_000);
    assert!(claim().await.unwrap().is_none(), "held while it is read");

    stop.send(true).unwrap();
    running.await.unwrap();
    assert_eq!(claim().await.unwrap().map(|s| s.id), Some(source));
}

/// A followed page that never answers holds its own read only: 'Run now'
/// on another source has that one's page requested at once.
#[tokio::test]
async fn a_hanging_page_never_delays_another_sources_read() {
    use serde_json::{Value, json};
    let (addr, site) = start_site().await;
    *site.page.lock().unwrap() = Some(page(&[("tempest", "The Tempest", 10, "Scheduled")]));
    // A second site whose page hangs, on its own address.
    let (hang_addr, hangs) = start_hanging_site().await;
    use super::admin::{EMAIL, PASSWORD, sign_in};
    let app =
        super::support::TestApp::spawn_configured(tempfile::tempdir().unwrap(), move |config| {
            config.admin.email = Some(EMAIL.into());
            config.admin.password = Some(guide_server::config::Secret::new(PASSWORD));
            config.fetch.allow_private = vec![addr.to_string(), hang_addr.to_string()];
        })
        .await;
    let cookie = sign_in(&app).await;

    // The hanging page is followed on a schedule: read at once, and hangs.
    let hanging = post_json(
        &app,
        &cookie,
        "/api/admin/sources",
        json!({"name": "Silent Stage", "url": format!("http://{hang_addr}/season"), "everyHours": 6}),
    )
    .await;
    assert_eq!(hanging.status(), StatusCode::CREATED);
    let normal = post_json(
        &app,
        &cookie,
        "/api/admin/sources",
        json!({"name": "Players Centre", "url": format!("http://{addr}/season"), "everyHours": null}),
    )
    .await;
    assert_eq!(normal.status(), StatusCode::CREATED);
    let normal: Value = normal.json().await.unwrap();
    for _ in 0..100 {
        if hangs.load(Ordering::SeqCst) > 0 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert_eq!(hangs.load(Ordering::SeqCst), 1, "the hanging read began");
    assert_eq!(site.hits.load(Ordering::SeqCst), 0);

    // 'Run now' on the other: its page is read while the first still hangs.
    let asked = std::time::Instant::now();
    let run = post_json(
        &app,
        &cookie,
        &format!("/api/admin/sources/{}/run", normal["id"]),
        json!(null),
    )
    .await;
    assert!(run.status().is_success(), "{}", run.status());
    while site.hits.load(Ordering::SeqCst) == 0 {
        assert!(
            asked.elapsed() < std::time::Duration::from_secs(2),
            "the page was not read within 2 s of 'Run now'"
        );
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    eprintln!("read {:?} after 'Run now'", asked.elapsed());
    wait_for(&app, &cookie, 1).await;
}

/// #71: a followed page that listed 3 events is replaced by a 'back soon'
/// page. The source is suspicious, not OK; the 3 vanished events wait,
/// held, with the reason said to every staff member; no decision on them
/// is carried out until an admin confirms the page (or a read finds them
/// again).
#[tokio::test]
async fn a_read_that_finds_far_fewer_events_holds_what_vanished_until_confirmed() {
    use super::admin::admin_get;
    use serde_json::{Value, json};

    let (addr, site) = start_site().await;
    let (app, cookie) = admin_app(addr).await;
    let season = [
        ("alpha", "Alpha", 10, "Scheduled"),
        ("bravo", "Bravo", 11, "Scheduled"),
        ("charlie", "Charlie", 12, "Scheduled"),
    ];
    *site.page.lock().unwrap() = Some(page(&season));
    let created = post_json(
        &app,
        &cookie,
        "/api/admin/sources",
        json!({"name": "Players Centre", "url": format!("http://{addr}/season"), "everyHours": 6}),
    )
    .await;
    let source: Value = created.json().await.unwrap();
    let refs = |items: &[Value]| -> Value {
        items
            .iter()
            .map(|i| json!({"sourceId": i["sourceId"], "identity": i["identity"]}))
            .collect()
    };
    let items = wait_for(&app, &cookie, 3).await;
    let published = post_json(
        &app,
        &cookie,
        "/api/admin/inbox",
        json!({"items": refs(&items), "action": "publish"}),
    )
    .await;
    assert_eq!(published.status(), reqwest::StatusCode::OK);

    // Reads the source now and waits until the read is recorded.
    let read = |expected: &'static str| {
        let (app, cookie, id) = (&app, &cookie, source["id"].clone());
        async move {
            let health = || async {
                let sources: Vec<Value> = admin_get(app, cookie, "/api/admin/sources")
                    .await
                    .json()
                    .await
                    .unwrap();
                sources[0]["health"].clone()
            };
            let before = health().await["lastReadAt"].clone();
            let run = post_json(
                app,
                cookie,
                &format!("/api/admin/sources/{id}/run"),
                json!({}),
            )
            .await;
            assert_eq!(run.status(), reqwest::StatusCode::ACCEPTED);
            for _ in 0..50 {
                let now = health().await;
                if now["state"] == expected && now["lastReadAt"] != before {
                    return now;
                }
                tokio::time::sleep(std::time::Duration::from_millis(100)).await;
            }
            panic!(
                "the source was not read as {expected}: {:?}",
                health().await
            );
        }
    };
    *site.page.lock().unwrap() =
        Some("<html><body><h1>Back soon</h1><p>We are updating our site.</p></body></html>".into());
    let health = read("suspicious").await;
    assert_eq!(health["label"], "Suspicious");
    assert!(
        health["suspicion"]
            .as_str()
            .unwrap()
            .starts_with("Found 0 events where its reads found 3"),
        "{health}"
    );
    let held = wait_for(&app, &cookie, 3).await;
    for item in &held {
        assert_eq!(item["review"], "vanished");
        assert!(
            item["held"]
                .as_str()
                .is_some_and(|why| why.starts_with("Held: its source’s last read found far fewer")),
            "{item}"
        );
    }
    let refused = post_json(
        &app,
        &cookie,
        "/api/admin/inbox",
        json!({"items": refs(&held), "action": "cancel"}),
    )
    .await;
    assert_eq!(refused.status(), reqwest::StatusCode::CONFLICT);
    let refused: Value = refused.json().await.unwrap();
    assert_eq!(
        refused["error"],
        "Event 1 is held until its source’s page is confirmed"
    );
    // Still 0 on the next read: still suspicious, measured against the 3.
    read("suspicious").await;

    // An admin looked: the season did end. The decisions can be made.
    let confirmed = post_json(
        &app,
        &cookie,
        &format!("/api/admin/sources/{}/confirm", source["id"]),
        json!({}),
    )
    .await;
    assert_eq!(confirmed.status(), reqwest::StatusCode::OK);
    let confirmed: Value = confirmed.json().await.unwrap();
    assert_eq!(confirmed["health"]["state"], "ok");
    let free = wait_for(&app, &cookie, 3).await;
    assert!(free.iter().all(|i| i["held"].is_null()));
    let kept = post_json(
        &app,
        &cookie,
        "/api/admin/inbox",
        json!({"items": refs(&free[0..1]), "action": "keep"}),
    )
    .await;
    assert_eq!(kept.status(), reqwest::StatusCode::OK);

    // The page comes back whole: the rest are listed again, nothing waits.
    *site.page.lock().unwrap() = Some(page(&season));
    read("ok").await;
}
