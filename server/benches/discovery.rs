//! Discovery over many venue sites at once against the time of one:
//! twenty sites on loopback (allow-listed), each answering after 300 ms.
//! Target: twenty take at most 1.5 times as long as one.
//!
//!     cargo bench -p guide-server --bench discovery

use std::time::{Duration, Instant};

use axum::Router;
use axum::http::header;
use axum::routing::get;
use guide_core::Date;
use guide_server::fetch::{AllowList, GuardedClient};
use guide_server::scrape::{DiscoverySettings, DiscoveryTarget, discover};
use guide_server::store::Store;

const SITES: usize = 20;
const DELAY: Duration = Duration::from_millis(300);
const RUNS: usize = 7;

/// A venue site whose events page answers after [`DELAY`].
async fn slow_site(n: usize) -> String {
    let page = format!(
        r#"<script type="application/ld+json">{{"@type":"Event","name":"Show {n}","startDate":"2026-04-{:02}T20:00"}}</script>"#,
        n % 28 + 1
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

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

async fn time_discovery(
    client: &GuardedClient,
    store: &Store,
    targets: &[DiscoveryTarget],
) -> Duration {
    let settings = DiscoverySettings::new(
        Date::parse("2026-03-01").unwrap(),
        guide_core::CityZone::default(),
    );
    let mut times = Vec::with_capacity(RUNS);
    for _ in 0..RUNS {
        let started = Instant::now();
        let report = discover(client, store, targets.to_vec(), settings, None)
            .await
            .unwrap();
        times.push(started.elapsed());
        assert_eq!(report.result.new_events.len(), targets.len());
    }
    median(times)
}

#[tokio::main]
async fn main() {
    let _ = rustls::crypto::ring::default_provider().install_default();
    let mut sites = Vec::with_capacity(SITES);
    for n in 0..SITES {
        sites.push(slow_site(n).await);
    }
    let client = GuardedClient::new(AllowList::parse(&sites).unwrap(), "GuideBench/1").unwrap();
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&format!("sqlite://{}/bench.db", dir.path().display()))
        .await
        .unwrap();
    let targets: Vec<DiscoveryTarget> = sites
        .iter()
        .map(|site| DiscoveryTarget::custom(&format!("http://{site}/events")))
        .collect();

    let one = time_discovery(&client, &store, &targets[..1]).await;
    let all = time_discovery(&client, &store, &targets).await;
    let ratio = all.as_secs_f64() / one.as_secs_f64();
    println!(
        "discovery, pages answering after {DELAY:?} (median of {RUNS}): 1 site {one:?}, \
         {SITES} sites {all:?}, ratio {ratio:.2} (target <= 1.5)"
    );
}
