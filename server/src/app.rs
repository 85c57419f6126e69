//! Builds the application: state, routes and the middleware around them.

use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::extract::{MatchedPath, Request, State};
use axum::http::StatusCode;
use axum::routing::get;
use guide_core::model::SiteInfo;
use serde_json::{Value, json};
use tokio::sync::Notify;
use tower_http::compression::CompressionLayer;
use tower_http::timeout::TimeoutLayer;
use tower_http::trace::TraceLayer;

use crate::api::admin_images::ImageProbes;
use crate::client::{self, TrustedProxies};
use crate::config::Config;
use crate::fetch::{AllowList, GuardedClient};
use crate::image_proxy::{self, ImageCache};
use crate::objects::Objects;
use crate::rate_limit::RateLimiter;
use crate::read_cache::ReadCache;
use crate::store::Store;
use crate::{api, web};

#[derive(Clone)]
pub struct AppState {
    pub store: Store,
    /// Uploaded and demo images.
    pub objects: Objects,
    pub config: Arc<Config>,
    pub site: Arc<SiteInfo>,
    pub reads: Arc<ReadCache>,
    /// Per-client limit on the public write endpoints.
    pub writes: Arc<RateLimiter>,
    /// Wakes the outbox worker when a message is stored.
    pub outbox_wake: Arc<Notify>,
    /// The guarded outbound HTTP client.
    pub fetcher: GuardedClient,
    pub images: Arc<ImageCache>,
    /// Which remote item images were found to work, for Image Management.
    pub probes: Arc<ImageProbes>,
    /// Whose forwarding headers are believed.
    pub proxies: Arc<TrustedProxies>,
}

impl AppState {
    pub fn new(config: Config, store: Store, objects: Objects) -> anyhow::Result<AppState> {
        let site = Arc::new(config.site.info());
        let writes = config.public_writes_per_minute;
        let user_agent = format!(
            "{}VisitorGuide/{} (event discovery and image proxy of the {} visitor guide)",
            site.brand.replace(' ', ""),
            env!("CARGO_PKG_VERSION"),
            site.city
        );
        let fetcher =
            GuardedClient::new(AllowList::parse(&config.fetch.allow_private)?, &user_agent)?;
        let proxies = Arc::new(TrustedProxies::parse(&config.trusted_proxies)?);
        Ok(AppState {
            store,
            objects,
            config: Arc::new(config),
            site,
            reads: Arc::default(),
            writes: Arc::new(RateLimiter::new(writes)),
            outbox_wake: Arc::default(),
            fetcher,
            images: Arc::default(),
            probes: Arc::default(),
            proxies,
        })
    }
}

pub fn router(state: AppState) -> Router {
    let config = state.config.clone();
    Router::new()
        .route("/healthz", get(health))
        .route("/image-proxy", get(image_proxy::image_proxy))
        .route("/manifest.webmanifest", get(api::site::manifest))
        .nest("/api", api::router(state.clone()))
        .merge(web::router(&config.web_dir, state.objects.clone()))
        .layer(axum::middleware::from_fn(
            crate::security_headers::add_security_headers,
        ))
        .layer(axum::middleware::from_fn_with_state(
            state.clone(),
            client::identify_client,
        ))
        .with_state(state)
        .layer(CompressionLayer::new())
        .layer(TimeoutLayer::with_status_code(
            StatusCode::REQUEST_TIMEOUT,
            Duration::from_secs(config.request_timeout_secs),
        ))
        .layer(TraceLayer::new_for_http().make_span_with(|request: &Request| {
            // Spans are named after the route, not the raw path, so logs group well.
            let route = request
                .extensions()
                .get::<MatchedPath>()
                .map(MatchedPath::as_str)
                .unwrap_or("static");
            tracing::info_span!("request", method = %request.method(), route, path = %request.uri().path())
        }))
}

/// For load balancers: 200 when the database answers.
async fn health(State(state): State<AppState>) -> (StatusCode, axum::Json<Value>) {
    match state.store.ping().await {
        Ok(()) => (StatusCode::OK, axum::Json(json!({ "status": "ok" }))),
        Err(error) => {
            tracing::error!(?error, "health check failed");
            (
                StatusCode::SERVICE_UNAVAILABLE,
                axum::Json(json!({ "status": "unavailable" })),
            )
        }
    }
}
