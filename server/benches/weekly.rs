//! The weekly e-mail (issue #37, part 4): one Thursday's pass for 10,000
//! confirmed subscribers on SQLite, over a guide of 10,000 events, their
//! choices spread over the four languages and a few dozen choices of
//! categories. Prints the time until every issue is in the outbox and the
//! process's peak memory. Targets: <= 60 s, <= 128 MB.
//!
//!     cargo bench -p guide-server --bench weekly

use std::sync::Arc;
use std::time::Instant;

use guide_core::content::events::CATEGORIES;
use guide_core::plan::weekly::ISSUE_MINUTES;
use guide_core::time::date::{CityClock, CityZone};
use guide_server::clock::now_ms;
use guide_server::config::{Config, Overrides};
use guide_server::mail::WeeklyPass;
use guide_server::store::Store;

const SUBSCRIBERS: usize = 10_000;
const EVENTS: usize = 10_000;

/// The process's peak resident memory so far (Linux), in MiB.
fn peak_mib() -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<f64>().ok())
        .map_or(0.0, |kb| kb / 1024.0)
}

/// The n-th subscriber's categories: every one, one, or two of them.
fn categories(n: usize) -> String {
    let pick = |i: usize| CATEGORIES[i % CATEGORIES.len()];
    let chosen: Vec<&str> = match n % 3 {
        0 => vec![],
        1 => vec![pick(n / 3)],
        _ => vec![pick(n / 3), pick(n / 3 + 5)],
    };
    serde_json::to_string(&chosen).unwrap()
}

#[tokio::main]
async fn main() {
    let _ = rustls::crypto::ring::default_provider().install_default();
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}/bench.db", dir.path().display());
    let store = Store::open(&url).await.unwrap();
    let objects =
        guide_server::objects::Objects::open(&Default::default(), &dir.path().join("uploads"))
            .unwrap();
    let zone = CityZone::default();
    let today = zone.today(now_ms());
    guide_server::demo::seed(&store, &objects, today, false)
        .await
        .unwrap();
    guide_server::demo::add_load_test_events(&store, &objects, today, EVENTS)
        .await
        .unwrap();

    // The subscribers, confirmed, as the API leaves them.
    let pool = sqlx::AnyPool::connect(&url).await.unwrap();
    let mut tx = pool.begin().await.unwrap();
    let langs = ["en", "es", "fr", "de"];
    for n in 0..SUBSCRIBERS {
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO reminder_addresses (email, lang, created_at) \
             VALUES ($1, $2, $3) RETURNING id",
        )
        .bind(format!("visitor{n}@example.org"))
        .bind(langs[n % langs.len()])
        .bind(now_ms())
        .fetch_one(&mut *tx)
        .await
        .unwrap();
        sqlx::query(
            "INSERT INTO weekly_subscriptions (address_id, key, categories, confirmed_at, created_at) \
             VALUES ($1, $2, $3, $4, $4)",
        )
        .bind(id)
        .bind(format!("key{n:020}"))
        .bind(categories(n))
        .bind(now_ms())
        .execute(&mut *tx)
        .await
        .unwrap();
    }
    tx.commit().await.unwrap();

    let config = Arc::new(Config::load(None, &Overrides::default()).unwrap());
    let pass = WeeklyPass::new(config, store.clone(), Default::default());
    // The coming Thursday, at 9:00.
    let thursday = today.add_days((3 + 7 - today.weekday() as i64) % 7);
    let now = zone.unix_ms(CityClock {
        today: thursday,
        minutes: ISSUE_MINUTES,
    });
    let before = peak_mib();

    let started = Instant::now();
    let report = pass.pass(now).await.unwrap();
    let elapsed = started.elapsed();
    assert_eq!(report.sent + report.empty, SUBSCRIBERS, "{report:?}");
    let queued: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM outbox")
        .fetch_one(&pool)
        .await
        .unwrap();
    let bytes: i64 = sqlx::query_scalar("SELECT COALESCE(SUM(LENGTH(raw)), 0) FROM outbox")
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(queued as usize, report.sent);
    println!(
        "weekly: {SUBSCRIBERS} subscribers, {EVENTS} + demo events: {} issues in the outbox \
         ({} with nothing in their categories) in {elapsed:?}, {:.1} KB each on average; \
         peak memory {:.1} MiB ({:.1} MiB before the pass)",
        report.sent,
        report.empty,
        bytes as f64 / report.sent.max(1) as f64 / 1024.0,
        peak_mib(),
        before
    );
}
