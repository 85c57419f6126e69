//! Builds the application: routes and the middleware around them.

use std::time::Duration;

use axum::Router;
use axum::extract::{MatchedPath, Request, State};
use axum::http::{HeaderValue, StatusCode};
use axum::routing::get;
use tower_http::compression::CompressionLayer;
use tower_http::timeout::TimeoutLayer;
use tower_http::trace::TraceLayer;

use crate::error::Json;
use crate::state::AppState;
use crate::{api, client, image_proxy, web};

pub fn router(state: AppState) -> Router {
    let config = state.config.clone();
    Router::new()
        .route("/healthz", get(health))
        .route("/image-proxy", get(image_proxy::image_proxy))
        .route("/manifest.webmanifest", get(api::site::manifest))
        .nest("/api", api::router(state.clone()))
        .merge(web::router(
            &config.web_dir,
            state.objects.clone(),
            web::Pages::new(
                &config.web_dir,
                state.store.clone(),
                state.site.clone(),
                config.site.public_url.as_deref(),
            ),
        ))
        .layer(axum::middleware::from_fn_with_state(
            content_security_policy(&config),
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

/// The Content-Security-Policy, with the map's tile server (checked when
/// the configuration loaded; a hand-built one falls back to the default's).
fn content_security_policy(config: &crate::config::Config) -> HeaderValue {
    let origin = config
        .site
        .tile_origin()
        .unwrap_or_else(|_| "https://tile.openstreetmap.org".into());
    HeaderValue::from_str(&crate::security_headers::content_security_policy(&origin))
        .expect("a checked origin is a header value")
}

/// `GET /healthz`'s body: `ok`, or `unavailable` when the database is not.
#[derive(serde::Serialize)]
struct Health {
    status: &'static str,
}

/// For load balancers: 200 when the database answers.
async fn health(State(state): State<AppState>) -> (StatusCode, Json<Health>) {
    match state.store.ping().await {
        Ok(()) => (StatusCode::OK, Json(Health { status: "ok" })),
        Err(error) => {
            tracing::error!(?error, "health check failed");
            (
                StatusCode::SERVICE_UNAVAILABLE,
                Json(Health {
                    status: "unavailable",
                }),
            )
        }
    }
}
