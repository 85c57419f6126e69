//! The weather forecast for the trip planner's days: the National Weather
//! Service's, read in its two steps (`/points/{lat},{lon}` names the
//! forecast's address, kept a day; then the forecast) through the guarded
//! client, at the city's centre, and kept [`FRESH`]. One read at a time:
//! visitors asking meanwhile wait for it. When the service fails, the last
//! forecast read is answered, with its time; with none, the failure, and
//! the service is not asked again for [`RETRY_AFTER`].

use std::time::{Duration, Instant};

use guide_core::content::forecast::{Forecast, forecast_address, forecast_days};
use guide_core::content::near::Coordinates;
use tokio::sync::Mutex;

use crate::fetch::{FetchError, GuardedClient, Limits};

/// A forecast read is answered this long before the service is asked again.
pub const FRESH: Duration = Duration::from_secs(30 * 60);
/// The forecast's address for the city's point changes rarely.
const ADDRESS_FRESH: Duration = Duration::from_secs(24 * 60 * 60);
/// After a failed read with nothing kept, the service is left alone this long.
pub const RETRY_AFTER: Duration = Duration::from_secs(60);
/// Each of the two requests: a week's forecast is about 15 KB.
const LIMITS: Limits = Limits {
    max_bytes: 512 * 1024,
    timeout: Duration::from_secs(5),
};

/// Why there is no forecast to give.
#[derive(Debug, Clone, thiserror::Error)]
pub enum ForecastFailure {
    #[error("{0}")]
    Fetch(#[from] FetchError),
    #[error("{0}")]
    Answer(String),
    /// A read failed moments ago.
    #[error("the weather service failed moments ago")]
    Resting,
}

#[derive(Default)]
struct Kept {
    address: Option<(String, Instant)>,
    forecast: Option<(Forecast, Instant)>,
    failed_at: Option<Instant>,
}

/// The forecast kept between reads.
#[derive(Default)]
pub struct Forecasts {
    kept: Mutex<Kept>,
}

/// Where and how the forecast is read.
pub struct Source<'a> {
    pub client: &'a GuardedClient,
    /// The service's address (`https://api.weather.gov`).
    pub base: &'a str,
    pub point: Coordinates,
}

impl Forecasts {
    /// The forecast at `now` (`now_ms` since the epoch): the one kept while
    /// fresh, else read again.
    pub async fn read(
        &self,
        source: &Source<'_>,
        now: Instant,
        now_ms: i64,
    ) -> Result<Forecast, ForecastFailure> {
        let mut kept = self.kept.lock().await;
        if let Some((forecast, at)) = &kept.forecast
            && now.saturating_duration_since(*at) < FRESH
        {
            return Ok(forecast.clone());
        }
        if kept.forecast.is_none()
            && kept
                .failed_at
                .is_some_and(|at| now.saturating_duration_since(at) < RETRY_AFTER)
        {
            return Err(ForecastFailure::Resting);
        }
        match read_service(&mut kept, source, now).await {
            Ok(days) => {
                let forecast = Forecast {
                    days,
                    read_at: now_ms,
                };
                kept.forecast = Some((forecast.clone(), now));
                kept.failed_at = None;
                Ok(forecast)
            }
            Err(failure) => {
                tracing::warn!("the weather forecast could not be read: {failure}");
                kept.failed_at = Some(now);
                match &kept.forecast {
                    Some((forecast, _)) => Ok(forecast.clone()),
                    None => Err(failure),
                }
            }
        }
    }
}

async fn read_service(
    kept: &mut Kept,
    source: &Source<'_>,
    now: Instant,
) -> Result<Vec<guide_core::content::forecast::ForecastDay>, ForecastFailure> {
    let address = match &kept.address {
        Some((address, at)) if now.saturating_duration_since(*at) < ADDRESS_FRESH => {
            address.clone()
        }
        _ => {
            // Four decimals: the service redirects a longer point to it.
            let points = format!(
                "{}/points/{:.4},{:.4}",
                source.base.trim_end_matches('/'),
                source.point.latitude,
                source.point.longitude
            );
            let answer = source.client.get(&points, LIMITS).await?;
            let address = forecast_address(&answer.body)
                .map_err(|e| ForecastFailure::Answer(e.to_string()))?;
            kept.address = Some((address.clone(), now));
            address
        }
    };
    let answer = source.client.get(&address, LIMITS).await;
    if matches!(answer, Err(FetchError::Status(404))) {
        // The service moved the city's grid: ask for its address again.
        kept.address = None;
    }
    forecast_days(&answer?.body).map_err(|e| ForecastFailure::Answer(e.to_string()))
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

    use axum::Router;
    use axum::extract::State;
    use axum::http::StatusCode;
    use axum::response::{IntoResponse, Response};
    use axum::routing::get;

    use super::*;
    use crate::fetch::AllowList;

    #[derive(Clone, Default)]
    struct Service {
        failing: Arc<AtomicBool>,
        asked: Arc<AtomicUsize>,
        address: Arc<std::sync::Mutex<String>>,
    }

    async fn points(State(service): State<Service>) -> Response {
        service.asked.fetch_add(1, Ordering::SeqCst);
        if service.failing.load(Ordering::SeqCst) {
            return StatusCode::SERVICE_UNAVAILABLE.into_response();
        }
        let forecast = format!("{}/forecast", service.address.lock().unwrap());
        format!(r#"{{"properties":{{"forecast":"{forecast}"}}}}"#).into_response()
    }

    async fn forecast(State(service): State<Service>) -> Response {
        if service.failing.load(Ordering::SeqCst) {
            return StatusCode::INTERNAL_SERVER_ERROR.into_response();
        }
        r#"{"properties":{"periods":[{"startTime":"2026-12-08T06:00:00-05:00","isDaytime":true,"temperature":78,"temperatureUnit":"F","shortForecast":"Sunny"}]}}"#
            .into_response()
    }

    #[tokio::test]
    async fn a_forecast_is_kept_while_fresh_and_answered_while_the_service_fails() {
        let service = Service::default();
        let app = Router::new()
            .route("/points/{point}", get(points))
            .route("/forecast", get(forecast))
            .with_state(service.clone());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        *service.address.lock().unwrap() = format!("http://{addr}");
        tokio::spawn(async move { axum::serve(listener, app).await });
        let client =
            GuardedClient::new(AllowList::parse(&[addr.to_string()]).unwrap(), "test").unwrap();
        let base = format!("http://{addr}");
        let source = Source {
            client: &client,
            base: &base,
            point: guide_core::content::near::CityReach::SARASOTA.center,
        };
        let forecasts = Forecasts::default();
        let t0 = Instant::now();
        let minutes = |m: u64| t0 + Duration::from_secs(m * 60);

        let first = forecasts.read(&source, t0, 1_000).await.unwrap();
        assert_eq!((first.read_at, first.days[0].high), (1_000, Some(78)));
        // Fresh: kept, the service not asked.
        assert_eq!(
            forecasts.read(&source, minutes(10), 2_000).await.unwrap(),
            first
        );
        assert_eq!(service.asked.load(Ordering::SeqCst), 1);

        // Stale, the service failing: the forecast kept, with its time.
        // (The address is kept a day: the points lookup is not asked.)
        service.failing.store(true, Ordering::SeqCst);
        let kept = forecasts.read(&source, minutes(31), 3_000).await.unwrap();
        assert_eq!(kept, first);

        // The service back: read again.
        service.failing.store(false, Ordering::SeqCst);
        let again = forecasts.read(&source, minutes(32), 4_000).await.unwrap();
        assert_eq!(again.read_at, 4_000);

        // With nothing kept, a failure rests the service a minute.
        let fresh = Forecasts::default();
        service.failing.store(true, Ordering::SeqCst);
        let asked = service.asked.load(Ordering::SeqCst);
        assert!(fresh.read(&source, t0, 1_000).await.is_err());
        assert!(matches!(
            fresh.read(&source, minutes(0), 1_000).await,
            Err(ForecastFailure::Resting)
        ));
        assert_eq!(service.asked.load(Ordering::SeqCst), asked + 1);
        service.failing.store(false, Ordering::SeqCst);
        assert!(fresh.read(&source, minutes(2), 2_000).await.is_ok());
    }
}
