//! Federation's delivery (issue 73): a new event announced to 1,000
//! followers, each on an inbox of its own (local fixture inboxes on
//! loopback, allow-listed), by a guide on SQLite serving visitors
//! meanwhile. Prints the time until every inbox has the `Create`, and the
//! p99 of a visitor's read (`GET /api/events`) before and during the
//! delivery. Targets: <= 60 s; the p99 during no more than the usual one.
//!
//!     cargo bench -p guide-server --bench federation
//!
//! With `GUIDE_BENCH_EVENTS=N`, the guide lists N load-test events more
//! than the demo's (10,000: a big city's season).

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::routing::post;
use guide_core::time::date::CityZone;
use guide_server::clock::now_ms;
use guide_server::config::{Config, Overrides};
use guide_server::store::Store;

const FOLLOWERS: usize = 1_000;
const EMAIL: &str = "bench@sarasota.test";
const PASSWORD: &str = "a-long-bench-password";
/// Visitors' reads at once, each every `READ_EVERY` (200 a second in
/// all: a busy day's peak, many times the guide's), and how many make
/// the usual measure. Read back to back, they would fill both cores, and
/// any work beside them would slow them.
const READERS: usize = 4;
const READ_EVERY: Duration = Duration::from_millis(20);
const READS: usize = 1_000;
/// New events, one after another.
const ROUNDS: usize = 5;
/// Unlike each other, so that none is held as another's duplicate.
const TITLES: [&str; 2 * ROUNDS] = [
    "Noises Off",
    "Arcadia",
    "The Glass Menagerie",
    "Blithe Spirit",
    "Our Town",
    "Death of a Salesman",
    "The Importance of Being Earnest",
    "Fences",
    "Pygmalion",
    "Cabaret",
];

/// Which inboxes received the event, and how many posts came in all.
#[derive(Default)]
struct Inboxes {
    reached: Mutex<Vec<bool>>,
    posts: AtomicUsize,
}

async fn take(State(inboxes): State<Arc<Inboxes>>, Path(n): Path<usize>) -> StatusCode {
    inboxes.posts.fetch_add(1, Ordering::Relaxed);
    if let Some(reached) = inboxes.reached.lock().unwrap().get_mut(n) {
        *reached = true;
    }
    StatusCode::ACCEPTED
}

/// The p99 of reads of the events' list, `READERS` at once: `READS` of
/// them, or as many as come before `until` turns true.
async fn read_p99(base: &str, until: Option<Arc<AtomicBool>>) -> (Duration, usize) {
    let client = reqwest::Client::new();
    let url = format!("{base}/api/events");
    let mut readers = Vec::new();
    for _ in 0..READERS {
        let (client, url, until) = (client.clone(), url.clone(), until.clone());
        readers.push(tokio::spawn(async move {
            let mut times = Vec::new();
            let mut next = tokio::time::Instant::now();
            loop {
                let done = match &until {
                    Some(until) => until.load(Ordering::Relaxed),
                    None => times.len() == READS / READERS,
                };
                if done {
                    break times;
                }
                let started = Instant::now();
                let response = client.get(&url).send().await.unwrap();
                assert!(response.status().is_success());
                response.bytes().await.unwrap();
                times.push(started.elapsed());
                next += READ_EVERY;
                tokio::time::sleep_until(next).await;
            }
        }));
    }
    let mut times = Vec::new();
    for reader in readers {
        times.extend(reader.await.unwrap());
    }
    times.sort();
    (times[times.len() * 99 / 100], times.len())
}

async fn count(pool: &sqlx::AnyPool, sql: &'static str) -> i64 {
    sqlx::query_scalar(sql).fetch_one(pool).await.unwrap()
}

#[tokio::main]
async fn main() {
    let _ = rustls::crypto::ring::default_provider().install_default();
    sqlx::any::install_default_drivers();
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}/bench.db", dir.path().display());
    let store = Store::open(&url).await.unwrap();
    let objects =
        guide_server::objects::Objects::open(&Default::default(), &dir.path().join("uploads"))
            .unwrap();
    let today = CityZone::default().today(now_ms());
    guide_server::demo::seed(&store, &objects, today, false)
        .await
        .unwrap();
    let more: usize = std::env::var("GUIDE_BENCH_EVENTS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(0);
    if more > 0 {
        guide_server::demo::add_load_test_events(&store, &objects, today, more)
            .await
            .unwrap();
    }

    let inboxes = Arc::new(Inboxes {
        reached: Mutex::new(vec![false; FOLLOWERS]),
        posts: AtomicUsize::new(0),
    });
    // The inboxes stand for other machines: they run on a thread of
    // their own at the lowest priority, taking only the CPU the guide and
    // its visitors leave.
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    listener.set_nonblocking(true).unwrap();
    let fixture = listener.local_addr().unwrap();
    let app = Router::new()
        .route("/inboxes/{n}", post(take))
        .with_state(inboxes.clone());
    std::thread::spawn(move || {
        // SAFETY: setpriority on this thread's own id, with no pointer.
        unsafe { libc::setpriority(libc::PRIO_PROCESS, libc::gettid() as libc::id_t, 19) };
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async move {
            let listener = tokio::net::TcpListener::from_std(listener).unwrap();
            axum::serve(listener, app).await
        })
    });

    let mut config = Config::load(None, &Overrides::default()).unwrap();
    config.bind = "127.0.0.1:0".parse().unwrap();
    config.data_dir = dir.path().to_path_buf();
    config.database_url = Some(url.clone());
    config.site.public_url = Some("https://guide.example".into());
    config.federation.enabled = true;
    config.fetch.allow_private = vec![fixture.to_string()];
    config.forecast.url = String::new();
    config.admin.email = Some(EMAIL.into());
    config.admin.password = Some(guide_server::config::Secret::new(PASSWORD));
    config.admin.first_name = Some("Bench".into());
    config.admin.last_name = Some("Mark".into());
    let running = guide_server::start(config, std::future::pending())
        .await
        .unwrap();
    let base = format!("http://{}", running.addr);

    // The first pass records the demo's coming events as announced (to no
    // one yet); the followers come after it.
    let pool = sqlx::AnyPool::connect(&url).await.unwrap();
    let mut recorded = -1;
    loop {
        tokio::time::sleep(Duration::from_millis(500)).await;
        let now = count(&pool, "SELECT COUNT(*) FROM federation_published").await;
        if now > 0 && now == recorded {
            break;
        }
        recorded = now;
    }
    let staff = Staff::sign_in(&base).await;

    read_p99(&base, None).await;

    let mut tx = pool.begin().await.unwrap();
    for n in 0..FOLLOWERS {
        sqlx::query(
            "INSERT INTO federation_followers (actor, inbox, follow_id, created_at) \
             VALUES ($1, $2, $3, $4)",
        )
        .bind(format!("http://{fixture}/actors/{n}"))
        .bind(format!("http://{fixture}/inboxes/{n}"))
        .bind(format!("http://{fixture}/follows/{n}"))
        .bind(now_ms())
        .execute(&mut *tx)
        .await
        .unwrap();
    }
    tx.commit().await.unwrap();

    // Staff add five events for 1,000 followers: each event's clock
    // starts as staff send it and stops when every inbox has its Create.
    let (during, reads, rounds) =
        adding_while_reading(&base, &staff, &TITLES[ROUNDS..], Rounds::Deliver(&inboxes)).await;
    let slowest = rounds.iter().max().copied().unwrap_or_default();

    // The usual: the same, as long each, with no follower (each write
    // renews the list's cache, as any change does).
    sqlx::query("DELETE FROM federation_followers")
        .execute(&pool)
        .await
        .unwrap();
    let (usual, usual_reads, _) =
        adding_while_reading(&base, &staff, &TITLES[..ROUNDS], Rounds::Last(&rounds)).await;
    let posts = inboxes.posts.load(Ordering::Relaxed);
    let left = count(&pool, "SELECT COUNT(*) FROM federation_deliveries").await;
    println!(
        "federation ({more} events beyond the demo's): each of {ROUNDS} new events' Create reached {FOLLOWERS} followers' \
         inboxes in {slowest:.1?} at most ({posts} posts, {left} deliveries left); visitors' \
         reads (GET /api/events, 200 a second) while staff add events: p99 {usual:.1?} \
         with no follower ({usual_reads} reads), {during:.1?} while delivering ({reads} reads)"
    );
}

/// A signed-in staff member.
struct Staff {
    client: reqwest::Client,
    cookie: String,
    venue: serde_json::Value,
}

impl Staff {
    async fn sign_in(base: &str) -> Staff {
        let client = reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .unwrap();
        let signed_in = client
            .post(format!("{base}/api/login"))
            .header("content-type", "application/x-www-form-urlencoded")
            .body(format!(
                "email={}&password={PASSWORD}",
                EMAIL.replace('@', "%40")
            ))
            .send()
            .await
            .unwrap();
        assert_eq!(signed_in.status(), StatusCode::SEE_OTHER);
        let cookie = signed_in.headers()["set-cookie"]
            .to_str()
            .unwrap()
            .split(';')
            .next()
            .unwrap()
            .to_string();
        let venues: serde_json::Value = client
            .get(format!("{base}/api/admin/venues"))
            .header("cookie", &cookie)
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        Staff {
            client,
            cookie,
            venue: venues[0].clone(),
        }
    }

    async fn add(&self, base: &str, title: &str, in_days: i64) {
        let today = CityZone::default().today(now_ms());
        let event = serde_json::json!({
            "title": title, "description": "One more event.",
            "venueId": self.venue["id"], "venueName": self.venue["name"],
            "date": today.add_days(in_days).to_string(), "endDate": null, "time": "7:30 PM",
            "category": "Theater", "image": null, "ticketPrice": "$30", "sourceUrl": null,
            "ticketUrl": null
        });
        let added = self
            .client
            .post(format!("{base}/api/admin/events"))
            .header("cookie", &self.cookie)
            .json(&event)
            .send()
            .await
            .unwrap();
        assert_eq!(added.status(), StatusCode::CREATED, "{title}");
    }
}

/// How long each event's round lasts.
#[derive(Clone, Copy)]
enum Rounds<'a> {
    /// Until every inbox has the event's Create.
    Deliver(&'a Inboxes),
    /// As long as these.
    Last(&'a [Duration]),
}

/// Staff add an event of each title while visitors read, a round each.
/// The reads' p99 and count, and how long each round took.
async fn adding_while_reading(
    base: &str,
    staff: &Staff,
    titles: &[&str],
    rounds: Rounds<'_>,
) -> (Duration, usize, Vec<Duration>) {
    // Each on a day of its own: no two are the same show.
    let first_day = match rounds {
        Rounds::Deliver(_) => 21,
        Rounds::Last(_) => 8,
    };
    let stop = Arc::new(AtomicBool::new(false));
    let reading = tokio::spawn({
        let (base, stop) = (base.to_string(), stop.clone());
        async move { read_p99(&base, Some(stop)).await }
    });
    let mut took = Vec::new();
    for (n, title) in titles.iter().enumerate() {
        if let Rounds::Deliver(inboxes) = rounds {
            inboxes.reached.lock().unwrap().fill(false);
        }
        let started = Instant::now();
        staff.add(base, title, first_day + 2 * n as i64).await;
        let inboxes = match rounds {
            Rounds::Deliver(inboxes) => inboxes,
            Rounds::Last(times) => {
                tokio::time::sleep_until((started + times[n]).into()).await;
                continue;
            }
        };
        loop {
            let reached = inboxes
                .reached
                .lock()
                .unwrap()
                .iter()
                .filter(|r| **r)
                .count();
            if reached == FOLLOWERS {
                break;
            }
            assert!(
                started.elapsed() < Duration::from_secs(300),
                "only {reached} of {FOLLOWERS} inboxes reached in 5 min"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        took.push(started.elapsed());
    }
    stop.store(true, Ordering::Relaxed);
    let (p99, reads) = reading.await.unwrap();
    (p99, reads, took)
}
