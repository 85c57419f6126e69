//! What every handler shares: the store, the configuration, the caches and
//! the outbound client. Handlers depend on this module, never on the
//! router (`app.rs`), so dependencies point one way: app → api → state →
//! store. Middleware and handlers that need one part take just that part
//! (`State<Arc<RateLimiter>>`, through `FromRef`), so the modules that
//! define the parts never import the state.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use axum::extract::FromRef;
use guide_core::content::site::SiteInfo;
use tokio::sync::Notify;

use crate::change_feed::ChangeFeed;
use crate::config::Config;
use crate::fetch::{AllowList, GuardedClient};
use crate::forecast::Forecasts;
use crate::hosts::AllowedHosts;
use crate::metrics::Metrics;
use crate::objects::Objects;
use crate::pictures::proxy::ImageCache;
use crate::rate_limit::RateLimiter;
use crate::read_cache::{EventIndexCache, ReadCache, SearchIndexCache};
use crate::requester::TrustedProxies;
use crate::routing::Matrices;
use crate::store::Store;

/// Remembers which remote image addresses answered with an image (Image
/// Management), and when.
#[derive(Default)]
pub struct ImageProbes(pub Mutex<HashMap<String, (bool, Instant)>>);

/// What every handler shares, behind one `Arc`: axum clones the state for
/// each request (and each layer that takes it), and one reference count
/// costs less than one per field (measured: cloning and dropping the
/// fields one by one took 6% of a cached read's time under load).
#[derive(Clone)]
pub struct AppState(Arc<Shared>);

impl std::ops::Deref for AppState {
    type Target = Shared;

    fn deref(&self) -> &Shared {
        &self.0
    }
}

pub struct Shared {
    pub store: Store,
    /// Uploaded and demo images.
    pub objects: Objects,
    pub config: Arc<Config>,
    pub site: Arc<SiteInfo>,
    pub reads: Arc<ReadCache>,
    /// Every event in core's index, for the events page's slices.
    pub event_index: Arc<EventIndexCache>,
    pub search_index: Arc<SearchIndexCache>,
    /// The full lists as copies named by their ETag, and their changes.
    pub changes: Arc<ChangeFeed>,
    /// Per-client limit on the public write endpoints.
    pub writes: Arc<RateLimiter>,
    /// Wakes the outbox worker when a message is stored.
    pub outbox_wake: Arc<Notify>,
    /// Wakes the reminders' pass when one is set for now.
    pub reminders_wake: Arc<Notify>,
    /// Wakes the sources runner when staff ask for a read now.
    pub sources_wake: Arc<Notify>,
    /// The guarded outbound HTTP client.
    pub fetcher: GuardedClient,
    pub images: Arc<ImageCache>,
    /// Which remote item images were found to work, for Image Management.
    pub probes: Arc<ImageProbes>,
    /// Whose forwarding headers are believed.
    pub proxies: Arc<TrustedProxies>,
    /// The host names requests may name.
    pub hosts: Arc<AllowedHosts>,
    /// What `/metrics` tells (recorded whether or not it is served).
    pub metrics: Metrics,
    /// The weather forecast last read.
    pub forecasts: Forecasts,
    /// The routing engine's matrices read.
    pub travel_times: Matrices,
    /// Wakes the federation worker when an activity is received.
    pub federation_wake: Arc<Notify>,
    /// The instance actor's key, read (or made) once.
    pub actor_keys: crate::http_signatures::actor_key::ActorKeys,
}

impl AppState {
    pub fn new(config: Config, store: Store, objects: Objects) -> anyhow::Result<AppState> {
        let site = Arc::new(SiteInfo {
            forecast: !config.forecast.url.trim().is_empty(),
            travel_times: !config.routing.url.trim().is_empty(),
            ..config.site.info()
        });
        let writes = config.public_writes_per_minute;
        let user_agent = format!(
            "{}VisitorGuide/{} (event discovery, image proxy and forecast of the {} visitor guide)",
            site.brand.replace(' ', ""),
            env!("CARGO_PKG_VERSION"),
            site.city
        );
        let fetcher =
            GuardedClient::new(AllowList::parse(&config.fetch.allow_private)?, &user_agent)?;
        let proxies = Arc::new(TrustedProxies::parse(&config.trusted_proxies)?);
        let hosts = Arc::new(AllowedHosts::new(
            &config.allowed_hosts,
            config.bind,
            config.site.public_url.as_deref(),
        )?);
        let metrics = Metrics::new();
        Ok(AppState(Arc::new(Shared {
            store,
            objects,
            config: Arc::new(config),
            site,
            reads: Arc::new(ReadCache::counted(metrics.read_cache())),
            event_index: Arc::default(),
            search_index: Arc::default(),
            changes: Arc::default(),
            writes: Arc::new(RateLimiter::new(writes)),
            outbox_wake: Arc::default(),
            reminders_wake: Arc::default(),
            sources_wake: Arc::default(),
            fetcher,
            images: Arc::default(),
            probes: Arc::default(),
            proxies,
            hosts,
            metrics,
            forecasts: Forecasts::default(),
            travel_times: Matrices::default(),
            federation_wake: Arc::default(),
            actor_keys: Default::default(),
        })))
    }
}

impl FromRef<AppState> for Arc<TrustedProxies> {
    fn from_ref(state: &AppState) -> Self {
        state.proxies.clone()
    }
}

impl FromRef<AppState> for Arc<RateLimiter> {
    fn from_ref(state: &AppState) -> Self {
        state.writes.clone()
    }
}

impl FromRef<AppState> for Arc<ImageCache> {
    fn from_ref(state: &AppState) -> Self {
        state.images.clone()
    }
}

impl FromRef<AppState> for GuardedClient {
    fn from_ref(state: &AppState) -> Self {
        state.fetcher.clone()
    }
}
