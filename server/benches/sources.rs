//! Followed sources (issue #19): fifty venue sites, each a page of twenty
//! events answering after 300 ms, re-read in one run of the scheduler's
//! runner (twenty at a time), on SQLite: the first read (everything new)
//! and a re-read (nothing changed), with the process's peak memory.
//!
//!     cargo bench -p guide-server --bench sources

use std::time::{Duration, Instant};

use axum::Router;
use axum::http::header;
use axum::routing::get;
use guide_core::CityZone;
use guide_server::clock::now_ms;
use guide_server::fetch::{AllowList, GuardedClient};
use guide_server::following::SourceRunner;
use guide_server::store::{NewSource, Store};

const SITES: usize = 50;
const EVENTS: usize = 20;
const DELAY: Duration = Duration::from_millis(300);

/// A venue site whose events page (JSON-LD) answers after [`DELAY`].
async fn site(n: usize) -> String {
    let today = CityZone::default().today(now_ms());
    let events: Vec<String> = (0..EVENTS)
        .map(|i| {
            format!(
                r#"{{"@type":"Event","name":"Show {n}-{i}","startDate":"{}T20:00","url":"https://venue{n}.example/shows/{i}","location":{{"@type":"Place","name":"Venue {n}"}}}}"#,
                today.add_days(1 + i as i64 * 3)
            )
        })
        .collect();
    let page = format!(
        r#"<html><head><script type="application/ld+json">[{}]</script></head><body></body></html>"#,
        events.join(",")
    );
    let app = Router::new().route(
        "/events",
        get(move || {
            let page = page.clone();
            async move {
                tokio::time::sleep(DELAY).await;
                ([(header::CONTENT_TYPE, "text/html")], page)
            }
        }),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await });
    addr.to_string()
}

/// The process's peak resident memory so far (Linux), in MiB.
fn peak_mib() -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<f64>().ok())
        .map_or(0.0, |kb| kb / 1024.0)
}

#[tokio::main]
async fn main() {
    let _ = rustls::crypto::ring::default_provider().install_default();
    let mut sites = Vec::with_capacity(SITES);
    for n in 0..SITES {
        sites.push(site(n).await);
    }
    let client = GuardedClient::new(AllowList::parse(&sites).unwrap(), "GuideBench/1").unwrap();
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&format!("sqlite://{}/bench.db", dir.path().display()))
        .await
        .unwrap();
    let mut ids = Vec::with_capacity(SITES);
    for (n, site) in sites.iter().enumerate() {
        let source = NewSource {
            name: &format!("Venue {n}"),
            url: &format!("http://{site}/events"),
            venue_id: None,
            every_hours: Some(6),
            trust: "inbox",
        };
        let staff =
            guide_server::store::Actor::guide(guide_core::dashboard::history::ChangeAction::System);
        ids.push(
            store
                .create_source(&source, now_ms(), &staff)
                .await
                .unwrap(),
        );
    }
    let runner = SourceRunner::new(store.clone(), client, CityZone::default()).unwrap();
    let before = peak_mib();

    let started = Instant::now();
    assert_eq!(runner.read_due().await.unwrap(), SITES);
    let first = started.elapsed();
    let waiting = store.source_reviews().await.unwrap().len();
    assert_eq!(waiting, SITES * EVENTS);

    for id in &ids {
        store.run_source_soon(*id, now_ms()).await.unwrap();
    }
    let started = Instant::now();
    assert_eq!(runner.read_due().await.unwrap(), SITES);
    let again = started.elapsed();
    assert_eq!(store.source_reviews().await.unwrap().len(), waiting);

    let waves = SITES.div_ceil(guide_server::scrape::DISCOVERY_CONCURRENCY);
    println!(
        "sources: {SITES} sites of {EVENTS} events, pages answering after {DELAY:?} \
         ({waves} waves of twenty, at least {:?}): first read {first:?} ({waiting} new), \
         re-read {again:?} (nothing changed); peak memory {:.1} MiB ({:.1} MiB before the reads)",
        DELAY * waves as u32,
        peak_mib(),
        before
    );
}
