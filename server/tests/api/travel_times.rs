//! `GET /api/travel-times`: a fixture server on loopback answers as an
//! OSRM server's `table` service does; the guide reaches it only through
//! the explicit `fetch.allow_private` setting, and keeps what it read.

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use axum::Router;
use axum::extract::{Path, RawQuery, State};
use axum::http::StatusCode as AxumStatus;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use reqwest::StatusCode;
use serde_json::{Value, json};

use super::{TestApp, assert_json_error};

#[derive(Clone, Default)]
struct Osrm {
    asked: Arc<AtomicUsize>,
    last: Arc<std::sync::Mutex<String>>,
}

/// A table of `n` points: 60 seconds a step along their order, no route
/// into the last point from the first.
async fn table(
    State(osrm): State<Osrm>,
    Path((mode, points)): Path<(String, String)>,
    RawQuery(query): RawQuery,
) -> Response {
    osrm.asked.fetch_add(1, Ordering::SeqCst);
    *osrm.last.lock().unwrap() = format!("{points}?{}", query.unwrap_or_default());
    if mode == "broken" {
        return (
            AxumStatus::BAD_REQUEST,
            json!({ "code": "InvalidQuery", "message": "Query string malformed" }).to_string(),
        )
            .into_response();
    }
    let n = points.split(';').count();
    let durations: Vec<Vec<Value>> = (0..n)
        .map(|i| {
            (0..n)
                .map(|j| {
                    if i == 0 && j == n - 1 {
                        Value::Null
                    } else {
                        json!(60.0 * i.abs_diff(j) as f64)
                    }
                })
                .collect()
        })
        .collect();
    json!({ "code": "Ok", "durations": durations, "sources": [], "destinations": [] })
        .to_string()
        .into_response()
}

async fn start_osrm() -> (SocketAddr, Osrm) {
    let osrm = Osrm::default();
    let app = Router::new()
        .route("/{mode}/table/v1/driving/{points}", get(table))
        .with_state(osrm.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await });
    (addr, osrm)
}

async fn guide_routing(addr: SocketAddr, mode: &str) -> TestApp {
    let url = format!("http://{addr}/{mode}");
    TestApp::spawn_configured(tempfile::tempdir().unwrap(), move |config| {
        config.fetch.allow_private = vec![addr.to_string()];
        config.routing.url = url;
    })
    .await
}

const DAY: &str = "/api/travel-times?points=27.3364,-82.5307;27.3806,-82.5582;27.2665,-82.5523";

#[tokio::test]
async fn a_routing_engines_table_is_read_and_kept() {
    let (addr, osrm) = start_osrm().await;
    let app = guide_routing(addr, "ok").await;
    // The site tells the planner there is an engine to ask.
    assert_eq!(app.get_json("/api/site").await["travelTimes"], true);
    let response = app.get(DAY).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.headers()["cache-control"], "public, max-age=86400");
    let body: Value = response.json().await.unwrap();
    assert_eq!(
        body,
        json!({ "seconds": [[0.0, 60.0, null], [60.0, 0.0, 60.0], [120.0, 60.0, 0.0]] })
    );
    // Asked as OSRM reads a point: longitude first; for durations.
    assert_eq!(
        *osrm.last.lock().unwrap(),
        "-82.530700,27.336400;-82.558200,27.380600;-82.552300,27.266500?annotations=duration"
    );
    // Kept: the engine is not asked again.
    assert_eq!(app.get_json(DAY).await, body);
    assert_eq!(osrm.asked.load(Ordering::SeqCst), 1);

    // Points out of shape are the visitor's to fix.
    let message = assert_json_error(
        app.get("/api/travel-times?points=27.3,-82.5").await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert_eq!(message, "Between 2 and 25 points, not 1");
    assert_json_error(
        app.get("/api/travel-times?points=north;south").await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert_json_error(app.get("/api/travel-times").await, StatusCode::BAD_REQUEST).await;
}

#[tokio::test]
async fn without_an_engine_or_with_a_failing_one_the_planner_is_told() {
    let (addr, _) = start_osrm().await;
    let broken = guide_routing(addr, "broken").await;
    let message = assert_json_error(broken.get(DAY).await, StatusCode::BAD_GATEWAY).await;
    assert_eq!(
        message,
        "Travel times cannot be read right now: the planner estimates them."
    );
    // The guard refuses the loopback address without the allow-list.
    let guarded = TestApp::spawn_configured(tempfile::tempdir().unwrap(), move |config| {
        config.routing.url = format!("http://{addr}/ok");
    })
    .await;
    assert_json_error(guarded.get(DAY).await, StatusCode::BAD_GATEWAY).await;
    // No engine (the default): every leg is the device's estimate.
    let none = TestApp::spawn().await;
    assert_json_error(none.get(DAY).await, StatusCode::NOT_FOUND).await;
    // And says so, so that the device asks nothing.
    assert_eq!(none.get_json("/api/site").await["travelTimes"], false);
}
