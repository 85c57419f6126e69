//! `/metrics` (issue #39): what a running server tells a Prometheus
//! scraper about itself, in Prometheus' text format (0.0.4): requests by
//! route, method and status with their latencies, the caches' hits, source
//! reads by result, and, read when scraped, the outbox, failing sources,
//! the database pool, uptime and the build.
//!
//! Off by default. `[metrics] bind` serves it on an address of its own (a
//! port the load balancer does not expose); `[metrics] token` asks for
//! `Authorization: Bearer <token>`, and alone serves it on the main
//! address.

use std::sync::Arc;
use std::sync::atomic::AtomicU64;
use std::time::Instant;

use axum::Router;
use axum::extract::{MatchedPath, Request, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use prometheus_client::encoding::{EncodeLabelSet, prometheus_text};
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::Histogram;
use prometheus_client::metrics::info::Info;
use prometheus_client::registry::Registry;
use sha2::{Digest, Sha256};

use crate::clock::now_ms;
use crate::config::Secret;
use crate::error::ApiError;
use crate::store::Store;

/// Request latencies' buckets, in seconds: a kept read takes well under a
/// millisecond, a rendered page tens, a scrape seconds.
const LATENCY_BUCKETS: [f64; 14] = [
    0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
];

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct RequestLabels {
    /// The route as declared (`/api/events/{id}`), never the raw path: a
    /// label per address would grow without end. `static` for the built
    /// app's files and addresses no route matched.
    route: String,
    method: &'static str,
    status: u16,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct CacheLabels {
    cache: &'static str,
    result: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct ResultLabels {
    result: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct StateLabels {
    state: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct SourceLabels {
    /// The source's id: its staff-given name is theirs to write, and a
    /// label is no place for what anyone writes.
    id: i64,
}

type Seconds = Gauge<f64, AtomicU64>;
type Latencies = Family<RequestLabels, Histogram, fn() -> Histogram>;

/// One cache's lookups, counted where the cache answers.
#[derive(Clone)]
pub struct CacheCounts {
    hits: Counter,
    misses: Counter,
}

/// Counts that go nowhere (a cache built outside a server).
impl Default for CacheCounts {
    fn default() -> CacheCounts {
        CacheCounts {
            hits: Counter::default(),
            misses: Counter::default(),
        }
    }
}

impl CacheCounts {
    pub fn hit(&self) {
        self.hits.inc();
    }

    pub fn miss(&self) {
        self.misses.inc();
    }
}

/// Followed sources' reads by result, counted by the runner.
#[derive(Clone)]
pub struct SourceReads(Family<ResultLabels, Counter>);

/// Counts that go nowhere (a runner built outside a server).
impl Default for SourceReads {
    fn default() -> SourceReads {
        SourceReads(Family::default())
    }
}

impl SourceReads {
    pub fn read(&self, ok: bool) {
        let result = if ok { "read" } else { "failed" };
        self.0.get_or_create(&ResultLabels { result }).inc();
    }
}

/// The registry and the handles the server records through.
#[derive(Clone)]
pub struct Metrics(Arc<Inner>);

struct Inner {
    registry: Registry,
    started: Instant,
    requests: Latencies,
    read_cache: CacheCounts,
    response_cache: CacheCounts,
    source_reads: SourceReads,
    // Set from the database when scraped.
    outbox: Family<StateLabels, Gauge>,
    outbox_oldest: Seconds,
    sources_failing: Family<SourceLabels, Seconds>,
    deliveries: Family<StateLabels, Gauge>,
    followers: Gauge,
    pool: Family<StateLabels, Gauge>,
    pool_max: Gauge,
    uptime: Seconds,
}

impl Default for Metrics {
    fn default() -> Metrics {
        Metrics::new()
    }
}

impl Metrics {
    pub fn new() -> Metrics {
        let mut registry = Registry::with_prefix("guide");
        let requests: Latencies = Family::new_with_constructor(|| Histogram::new(LATENCY_BUCKETS));
        registry.register(
            "http_request_duration_seconds",
            "Requests answered, by route, method and status, and how long each took to answer",
            requests.clone(),
        );
        let caches = Family::<CacheLabels, Counter>::default();
        registry.register(
            "cache_lookups",
            "Lookups of the kept responses (response) and built reads (read), by result",
            caches.clone(),
        );
        // (Owned: a read guard kept while the next label is added would
        // wait for itself.)
        let counts = |cache| CacheCounts {
            hits: caches.get_or_create_owned(&CacheLabels {
                cache,
                result: "hit",
            }),
            misses: caches.get_or_create_owned(&CacheLabels {
                cache,
                result: "miss",
            }),
        };
        let source_reads = SourceReads::default();
        registry.register(
            "source_reads",
            "Reads of followed sources by this instance, by result",
            source_reads.0.clone(),
        );
        let outbox = Family::<StateLabels, Gauge>::default();
        registry.register(
            "outbox_messages",
            "E-mails in the outbox, by state",
            outbox.clone(),
        );
        let outbox_oldest = Seconds::default();
        registry.register(
            "outbox_oldest_pending_age_seconds",
            "How long the oldest e-mail not yet delivered has waited (0 when none waits)",
            outbox_oldest.clone(),
        );
        let sources_failing = Family::<SourceLabels, Seconds>::default();
        registry.register(
            "source_failing_seconds",
            "How long each failing followed source has failed",
            sources_failing.clone(),
        );
        let deliveries = Family::<StateLabels, Gauge>::default();
        registry.register(
            "federation_deliveries",
            "Activities waiting to reach a follower's inbox, or given up, over ActivityPub",
            deliveries.clone(),
        );
        let followers = Gauge::default();
        registry.register(
            "federation_followers",
            "Actors following the guide over ActivityPub",
            followers.clone(),
        );
        let pool = Family::<StateLabels, Gauge>::default();
        registry.register(
            "db_pool_connections",
            "This instance's database connections, by state",
            pool.clone(),
        );
        let pool_max = Gauge::default();
        registry.register(
            "db_pool_max_connections",
            "The most connections this instance's pool opens",
            pool_max.clone(),
        );
        let uptime = Seconds::default();
        registry.register(
            "uptime_seconds",
            "Seconds since this instance started",
            uptime.clone(),
        );
        registry.register(
            "build",
            "The running build",
            Info::new([("version", env!("CARGO_PKG_VERSION"))]),
        );
        Metrics(Arc::new(Inner {
            registry,
            started: Instant::now(),
            requests,
            read_cache: counts("read"),
            response_cache: counts("response"),
            source_reads,
            outbox,
            outbox_oldest,
            sources_failing,
            deliveries,
            followers,
            pool,
            pool_max,
            uptime,
        }))
    }

    pub fn read_cache(&self) -> CacheCounts {
        self.0.read_cache.clone()
    }

    pub fn response_cache(&self) -> CacheCounts {
        self.0.response_cache.clone()
    }

    pub fn source_reads(&self) -> SourceReads {
        self.0.source_reads.clone()
    }

    /// Records one answered request.
    fn record(&self, route: &str, method: &Method, status: StatusCode, took: f64) {
        let labels = RequestLabels {
            route: route.to_string(),
            method: method_label(method),
            status: status.as_u16(),
        };
        self.0.requests.get_or_create(&labels).observe(took);
    }

    /// The text a scraper reads, with the database's figures read now.
    pub async fn scrape(&self, store: &Store) -> anyhow::Result<String> {
        let inner = &self.0;
        let now = now_ms();
        let outbox = store.outbox_counts().await?;
        for (state, count) in [
            ("pending", outbox.pending),
            ("sent", outbox.sent),
            ("failed", outbox.failed),
        ] {
            inner
                .outbox
                .get_or_create(&StateLabels { state })
                .set(count);
        }
        let waited = outbox.oldest_pending_at.map_or(0, |at| (now - at).max(0));
        inner.outbox_oldest.set(waited as f64 / 1000.0);
        // Only the sources failing now: one that recovered or was removed
        // leaves the family.
        inner.sources_failing.clear();
        for source in store.list_sources().await? {
            if let Some(since) = source.failing_since {
                let labels = SourceLabels { id: source.id };
                let failing = (now - since).max(0) as f64 / 1000.0;
                inner.sources_failing.get_or_create(&labels).set(failing);
            }
        }
        let federation = store.delivery_counts().await?;
        for (state, count) in [
            ("pending", federation.pending),
            ("failed", federation.failed),
        ] {
            inner
                .deliveries
                .get_or_create(&StateLabels { state })
                .set(count);
        }
        inner.followers.set(federation.followers);
        let pool = store.pool_state();
        for (state, count) in [("idle", pool.idle), ("in_use", pool.in_use)] {
            inner.pool.get_or_create(&StateLabels { state }).set(count);
        }
        inner.pool_max.set(pool.max);
        inner.uptime.set(inner.started.elapsed().as_secs_f64());
        let mut text = String::new();
        prometheus_text::encode(&mut text, &inner.registry)?;
        Ok(text)
    }
}

/// A label for the method: the standard ones by name, anything else as
/// `other` (a client's invented methods would each make a series).
fn method_label(method: &Method) -> &'static str {
    [
        Method::GET,
        Method::HEAD,
        Method::POST,
        Method::PUT,
        Method::PATCH,
        Method::DELETE,
        Method::OPTIONS,
    ]
    .iter()
    .find(|known| *known == method)
    .map_or("other", |known| known.as_str())
}

/// Middleware, outermost but for the request id: times every request,
/// kept answers included, and records it under the route that answered.
pub async fn record_requests(
    State(metrics): State<Metrics>,
    request: Request,
    next: Next,
) -> Response {
    let started = Instant::now();
    let method = request.method().clone();
    let response = next.run(request).await;
    let route = response
        .extensions()
        .get::<MatchedPath>()
        .map_or("static", MatchedPath::as_str);
    metrics.record(
        route,
        &method,
        response.status(),
        started.elapsed().as_secs_f64(),
    );
    response
}

/// Middleware inside the router: hands the matched route to
/// [`record_requests`] (and to the response cache, which keeps it with
/// the answer) in the response's extensions.
pub async fn name_route(request: Request, next: Next) -> Response {
    let route = request.extensions().get::<MatchedPath>().cloned();
    let mut response = next.run(request).await;
    if let Some(route) = route {
        response.extensions_mut().insert(route);
    }
    response
}

/// Who may read `/metrics`, and what it reads.
#[derive(Clone)]
pub struct Scrape {
    metrics: Metrics,
    store: Store,
    /// The SHA-256 of the bearer token asked for, if any.
    token: Option<[u8; 32]>,
}

impl Scrape {
    pub fn new(metrics: Metrics, store: Store, token: Option<&Secret>) -> Scrape {
        Scrape {
            metrics,
            store,
            token: token.map(|t| Sha256::digest(t.expose().as_bytes()).into()),
        }
    }

    /// A router answering `GET /metrics` only.
    pub fn router<S: Clone + Send + Sync + 'static>(self) -> Router<S> {
        Router::new()
            .route("/metrics", get(metrics))
            .layer(axum::middleware::from_fn(name_route))
            .with_state(self)
    }
}

/// `GET /metrics`.
async fn metrics(State(scrape): State<Scrape>, headers: HeaderMap) -> Response {
    if let Some(expected) = scrape.token {
        let given = headers
            .get(header::AUTHORIZATION)
            .and_then(|value| value.to_str().ok())
            .and_then(|value| value.strip_prefix("Bearer "));
        // Digests compared, so the time taken says nothing of the token.
        let given: Option<[u8; 32]> = given.map(|t| Sha256::digest(t.trim().as_bytes()).into());
        if given != Some(expected) {
            let mut refused = ApiError::Unauthorized(
                "Metrics need the bearer token set in the configuration".into(),
            )
            .into_response();
            refused
                .headers_mut()
                .insert(header::WWW_AUTHENTICATE, HeaderValue::from_static("Bearer"));
            return refused;
        }
    }
    match scrape.metrics.scrape(&scrape.store).await {
        Ok(text) => (
            [
                (
                    header::CONTENT_TYPE,
                    HeaderValue::from_static(prometheus_text::CONTENT_TYPE),
                ),
                (header::CACHE_CONTROL, HeaderValue::from_static("no-store")),
            ],
            text,
        )
            .into_response(),
        Err(error) => ApiError::Internal(error).into_response(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn invented_methods_share_one_label() {
        assert_eq!(method_label(&Method::GET), "GET");
        let brew = Method::from_bytes(b"BREW").unwrap();
        assert_eq!(method_label(&brew), "other");
    }
}
