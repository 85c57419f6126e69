//! `GET /api/forecast`: a fixture server on loopback answers as
//! api.weather.gov does (the points lookup, then the forecast), fails, is
//! slow or says nonsense; the guide reaches it only through the explicit
//! `fetch.allow_private` setting, reads it once and keeps it.

use std::net::SocketAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode as AxumStatus, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use reqwest::StatusCode;
use serde_json::{Value, json};

use super::{TestApp, assert_json_error};

#[derive(Clone, Default)]
pub(crate) struct Weather {
    address: Arc<Mutex<String>>,
    points_asked: Arc<Mutex<Vec<String>>>,
    user_agents: Arc<Mutex<Vec<String>>>,
    forecasts: Arc<AtomicUsize>,
}

fn period(start: &str, day: bool, temperature: i32, rain: u8, words: &str) -> Value {
    json!({
        "number": 1, "name": "Tonight", "startTime": start, "endTime": start, "isDaytime": day,
        "temperature": temperature, "temperatureUnit": "F", "temperatureTrend": "",
        "probabilityOfPrecipitation": { "unitCode": "wmoUnit:percent", "value": rain },
        "windSpeed": "5 to 10 mph", "windDirection": "NE",
        "icon": "https://api.weather.gov/icons/land/night/few?size=medium",
        "shortForecast": words, "detailedForecast": "Partly cloudy, with a low around 61."
    })
}

async fn points(
    State(weather): State<Weather>,
    Path((mode, point)): Path<(String, String)>,
    headers: HeaderMap,
) -> Response {
    weather.points_asked.lock().unwrap().push(point.clone());
    let agent = headers
        .get(header::USER_AGENT)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    weather.user_agents.lock().unwrap().push(agent.to_string());
    match mode.as_str() {
        "fail" => AxumStatus::INTERNAL_SERVER_ERROR.into_response(),
        "slow" => {
            tokio::time::sleep(Duration::from_secs(7)).await;
            AxumStatus::OK.into_response()
        }
        _ => {
            let forecast = format!(
                "{}/{mode}/gridpoints/TBW/63,86/forecast",
                weather.address.lock().unwrap()
            );
            (
                [(header::CONTENT_TYPE, "application/geo+json")],
                json!({ "id": format!("https://api.weather.gov/points/{point}"), "type": "Feature",
                        "properties": { "gridId": "TBW", "gridX": 63, "gridY": 86, "forecast": forecast,
                                        "timeZone": "America/New_York" } })
                .to_string(),
            )
                .into_response()
        }
    }
}

async fn forecast(State(weather): State<Weather>, Path(mode): Path<String>) -> Response {
    weather.forecasts.fetch_add(1, Ordering::SeqCst);
    if mode == "bad" {
        return (
            [(header::CONTENT_TYPE, "application/geo+json")],
            "{\"properties\": {\"periods\": [",
        )
            .into_response();
    }
    let periods = [
        period("2026-12-07T18:00:00-05:00", false, 61, 20, "Partly Cloudy"),
        period("2026-12-08T06:00:00-05:00", true, 78, 10, "Mostly Sunny"),
        period(
            "2026-12-08T18:00:00-05:00",
            false,
            63,
            70,
            "Showers And Thunderstorms Likely",
        ),
    ];
    (
        [(header::CONTENT_TYPE, "application/geo+json")],
        json!({ "type": "Feature", "properties": { "units": "us", "periods": periods } })
            .to_string(),
    )
        .into_response()
}

pub(crate) async fn start_weather() -> (SocketAddr, Weather) {
    let weather = Weather::default();
    let app = Router::new()
        .route("/{mode}/points/{point}", get(points))
        .route("/{mode}/gridpoints/TBW/63,86/forecast", get(forecast))
        .with_state(weather.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    *weather.address.lock().unwrap() = format!("http://{addr}");
    tokio::spawn(async move { axum::serve(listener, app).await });
    (addr, weather)
}

async fn guide_reading(addr: SocketAddr, mode: &str) -> TestApp {
    let url = format!("http://{addr}/{mode}");
    TestApp::spawn_configured(tempfile::tempdir().unwrap(), move |config| {
        config.fetch.allow_private = vec![addr.to_string()];
        config.forecast.url = url;
    })
    .await
}

#[tokio::test]
async fn the_forecast_is_read_in_two_steps_at_the_city_and_kept() {
    let (addr, weather) = start_weather().await;
    let app = guide_reading(addr, "ok").await;
    assert_eq!(app.get_json("/api/site").await["forecast"], true);
    let response = app.get("/api/forecast").await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.headers()["cache-control"], "public, max-age=300");
    let body: Value = response.json().await.unwrap();
    let days = body["days"].as_array().unwrap();
    assert_eq!(days.len(), 2);
    assert_eq!(days[0]["date"], "2026-12-07");
    assert_eq!(
        (days[0]["high"].clone(), days[0]["low"].clone()),
        (Value::Null, json!(61))
    );
    assert_eq!(days[1]["high"], 78);
    assert_eq!(days[1]["rainChance"], 70);
    assert_eq!(days[1]["sky"], "partlyCloudy");
    assert_eq!(days[1]["rainy"], true);
    assert!(body["readAt"].as_i64().unwrap() > 1_700_000_000_000);
    // Sarasota's downtown ([site.reach]), asked with an identifying agent.
    assert_eq!(*weather.points_asked.lock().unwrap(), ["27.3364,-82.5307"]);
    assert!(weather.user_agents.lock().unwrap()[0].contains("VisitorGuide/"));

    // Kept: the service is not asked again.
    let again: Value = app.get("/api/forecast").await.json().await.unwrap();
    assert_eq!(again, body);
    assert_eq!(weather.forecasts.load(Ordering::SeqCst), 1);
    assert_eq!(weather.points_asked.lock().unwrap().len(), 1);
}

#[tokio::test]
async fn a_failing_slow_or_garbled_service_is_a_clear_error() {
    let (addr, weather) = start_weather().await;
    let message = "The weather forecast cannot be read right now. Please try again later.";

    let failing = guide_reading(addr, "fail").await;
    assert_eq!(
        assert_json_error(failing.get("/api/forecast").await, StatusCode::BAD_GATEWAY).await,
        message
    );
    // Not asked again at once: the next visitor is answered without waiting.
    let started = Instant::now();
    assert_json_error(failing.get("/api/forecast").await, StatusCode::BAD_GATEWAY).await;
    assert!(started.elapsed() < Duration::from_secs(2));
    assert_eq!(weather.points_asked.lock().unwrap().len(), 1);

    let garbled = guide_reading(addr, "bad").await;
    assert_eq!(
        assert_json_error(garbled.get("/api/forecast").await, StatusCode::BAD_GATEWAY).await,
        message
    );

    let slow = guide_reading(addr, "slow").await;
    assert_eq!(
        assert_json_error(slow.get("/api/forecast").await, StatusCode::GATEWAY_TIMEOUT).await,
        message
    );

    // Without the allow-list the guard refuses the loopback address.
    let guarded = TestApp::spawn_configured(tempfile::tempdir().unwrap(), move |config| {
        config.forecast.url = format!("http://{addr}/ok");
    })
    .await;
    assert_json_error(guarded.get("/api/forecast").await, StatusCode::BAD_GATEWAY).await;

    // A guide without a forecast says so.
    let none = TestApp::spawn_configured(tempfile::tempdir().unwrap(), |config| {
        config.forecast.url = String::new();
    })
    .await;
    assert_json_error(none.get("/api/forecast").await, StatusCode::NOT_FOUND).await;
    // And its site says so: the planner does not ask.
    assert_eq!(none.get_json("/api/site").await["forecast"], false);
}
