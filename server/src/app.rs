//! Builds the application: routes and the middleware around them.

use std::time::Duration;

use axum::Router;
use axum::extract::{MatchedPath, Request, State};
use axum::http::{HeaderValue, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use tower::{Layer, ServiceExt};
use tower_http::compression::CompressionLayer;
use tower_http::request_id::{MakeRequestUuid, PropagateRequestIdLayer, SetRequestIdLayer};
use tower_http::trace::TraceLayer;

use crate::error::Json;
use crate::pictures::proxy as image_proxy;
use crate::read_cache::Reusable;
use crate::response_cache::ResponseCache;
use crate::state::AppState;
use crate::{api, embed, metrics, requester, web};

/// The header that names a request, in its answer and its log lines.
const X_REQUEST_ID: &str = "x-request-id";

pub fn router(state: AppState) -> Router {
    let config = state.config.clone();
    let metrics = state.metrics.clone();
    let state_hosts = state.hosts.clone();
    let api = api::router(state.clone());
    let renderer = start_renderer(&config.web_dir, api.clone().with_state(state.clone()));
    let response_cache = ResponseCache::new(
        state.store.clone(),
        state.site.time_zone,
        state.proxies.clone(),
        state.metrics.response_cache(),
    );
    // `/metrics` on the main address: when a token guards it and no
    // address of its own is set (then `lib::start` serves it there).
    let scrape = (config.metrics.token.is_some() && config.metrics.bind.is_none()).then(|| {
        metrics::Scrape::new(
            state.metrics.clone(),
            state.store.clone(),
            config.metrics.token.as_ref(),
        )
        .router()
    });
    let mut app = Router::new()
        .route("/healthz", get(health))
        .route("/image-proxy", get(image_proxy::image_proxy))
        .route("/manifest.webmanifest", get(api::site::manifest))
        // The events as news feeds, beside the calendar feed (#38).
        .merge(
            Router::new()
                .route("/feeds/events.rss", get(api::events_rss))
                .route("/feeds/events.atom", get(api::events_atom))
                .layer(embed::public_reads()),
        )
        // The events on partners' pages (#38).
        .merge(embed::router(
            &config.web_dir,
            &config.site.city,
            // (Checked when the configuration loaded.)
            &config.site.embed_origins().unwrap_or_default(),
        ))
        .nest("/api", api)
        .merge(web::router(
            &config.web_dir,
            state.objects.clone(),
            web::Pages::new(
                &config.web_dir,
                state.store.clone(),
                state.site.clone(),
                config.site.public_url.as_deref(),
                renderer,
            ),
        ));
    if let Some(scrape) = scrape {
        app = app.merge(scrape);
    }
    if config.federation.enabled {
        app = app.merge(crate::federation::router());
    }
    if config.metrics.enabled() {
        app = app.layer(axum::middleware::from_fn(metrics::name_route));
    }
    let app = app
        .layer(axum::middleware::from_fn_with_state(
            content_security_policy(&config),
            crate::security_headers::add_security_headers,
        ))
        .layer(axum::middleware::from_fn_with_state(
            state.clone(),
            requester::identify_client,
        ))
        .with_state(state)
        .layer(CompressionLayer::new())
        .layer(axum::middleware::from_fn_with_state(
            Duration::from_secs(config.request_timeout_secs),
            time_limit,
        ))
        .layer(TraceLayer::new_for_http().make_span_with(|request: &Request| {
            // Spans are named after the route, not the raw path, so logs group well.
            let route = request
                .extensions()
                .get::<MatchedPath>()
                .map(MatchedPath::as_str)
                .unwrap_or("static");
            let id = request
                .headers()
                .get(X_REQUEST_ID)
                .and_then(|id| id.to_str().ok())
                .unwrap_or_default();
            tracing::info_span!("request", id, method = %request.method(), route, path = %request.uri().path())
        }));
    // A public read or page answered before costs a lookup: nothing of the
    // app, not even its routing, runs for it.
    let mut outer = Router::new()
        .fallback_service(response_cache.layer(app))
        // Outside the cache: a host not allowed is neither answered from it
        // nor stored in it.
        .layer(axum::middleware::from_fn_with_state(
            state_hosts,
            crate::hosts::refuse_other_hosts,
        ));
    if config.metrics.enabled() {
        // Every request timed, those answered from the cache included.
        outer = outer.layer(axum::middleware::from_fn_with_state(
            metrics,
            metrics::record_requests,
        ));
    }
    outer
        // Every request has an id, kept or answered before or not: in the
        // `x-request-id` answer header and in the request's log lines.
        .layer(PropagateRequestIdLayer::x_request_id())
        .layer(SetRequestIdLayer::x_request_id(MakeRequestUuid))
        .layer(axum::middleware::from_fn(plain_request_id))
}

/// The longest request id kept from a client.
const MAX_REQUEST_ID: usize = 64;

/// A client's (or its proxy's) own `x-request-id` is kept when it is a
/// plain token, letters, digits, '-', '_' and '.', at most 64: it ties
/// their logs to ours. Anything else is replaced by a new id, so that no
/// client writes what it likes into the log.
async fn plain_request_id(mut request: Request, next: Next) -> Response {
    let plain = |id: &HeaderValue| {
        (1..=MAX_REQUEST_ID).contains(&id.len())
            && id
                .as_bytes()
                .iter()
                .all(|b| b.is_ascii_alphanumeric() || b"-_.".contains(b))
    };
    if request
        .headers()
        .get(X_REQUEST_ID)
        .is_some_and(|id| !plain(id))
    {
        request.headers_mut().remove(X_REQUEST_ID);
    }
    next.run(request).await
}

/// Answers 408 for a request not answered within `limit`. Through
/// `tokio::time::timeout`, which polls the request first: one answered at
/// once (a cached read) never arms a timer. (tower-http's `TimeoutLayer`
/// arms one for every request; under load that cost a cached read 15% of
/// its throughput.)
async fn time_limit(State(limit): State<Duration>, request: Request, next: Next) -> Response {
    match tokio::time::timeout(limit, next.run(request)).await {
        Ok(response) => response,
        Err(_) => StatusCode::REQUEST_TIMEOUT.into_response(),
    }
}

/// The server renderer of the built web app (`web::render`), its reads of
/// the public API answered by `api` in-process, as a visitor's would be.
/// None without a build (the browser's app then renders every page), or
/// outside a Tokio runtime (a unit test building the router).
fn start_renderer(web_dir: &std::path::Path, api: Router) -> Option<web::Renderer> {
    let script = web_dir.join(".server/render.js");
    if !script.is_file() {
        return None;
    }
    let runtime = tokio::runtime::Handle::try_current().ok()?;
    let read: web::Read = std::sync::Arc::new(move |path: &str| {
        let failed = |status| web::ReadAnswer {
            status,
            body: String::new(),
            reusable: false,
        };
        // (The API router is nested under /api: its own paths lack it.)
        let Some(path) = path.strip_prefix("/api/") else {
            return web::ReadAnswer {
                reusable: true,
                ..failed(404)
            };
        };
        let request = Request::get(format!("/{path}"))
            .extension(requester::Requester::local())
            .body(axum::body::Body::empty());
        let Ok(request) = request else {
            return failed(400);
        };
        runtime.block_on(async {
            let Ok(response) = api.clone().oneshot(request).await;
            let status = response.status();
            // A 200 holds for the day when its maker says so; an error
            // holds as long as the address does (a missing item), a
            // failure not at all.
            let reusable = match status {
                StatusCode::OK => response.extensions().get::<Reusable>().is_some(),
                status => status.is_client_error(),
            };
            match axum::body::to_bytes(response.into_body(), usize::MAX).await {
                Ok(body) => web::ReadAnswer {
                    status: status.as_u16(),
                    body: String::from_utf8_lossy(&body).into_owned(),
                    reusable,
                },
                Err(_) => failed(502),
            }
        })
    });
    match web::Renderer::start(&script, read) {
        Ok(renderer) => Some(renderer),
        Err(error) => {
            tracing::error!(
                ?error,
                "the server renderer did not start: pages are rendered by the browser"
            );
            None
        }
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use axum::body::Body;

    fn app() -> Router {
        Router::new()
            .route("/now", get(|| async { "now" }))
            .route(
                "/slow",
                get(|| async {
                    tokio::time::sleep(Duration::from_secs(60)).await;
                    "late"
                }),
            )
            .layer(axum::middleware::from_fn_with_state(
                Duration::from_millis(50),
                time_limit,
            ))
    }

    async fn status(path: &str) -> StatusCode {
        let request = Request::get(path).body(Body::empty()).unwrap();
        app().oneshot(request).await.unwrap().status()
    }

    #[tokio::test]
    async fn a_request_not_answered_in_time_gets_408() {
        assert_eq!(status("/now").await, StatusCode::OK);
        assert_eq!(status("/slow").await, StatusCode::REQUEST_TIMEOUT);
    }
}
