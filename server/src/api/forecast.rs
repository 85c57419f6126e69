//! `GET /api/forecast`: the weather forecast at the city's centre for the
//! coming week, as the server last read it from the National Weather
//! Service (see `crate::forecast`). The trip planner shows it for the
//! trip's days and keeps the last one on the device, with its time.

use std::time::Instant;

use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};

use super::routes::{Access::Read, GET, Routes};
use crate::clock::now_ms;
use crate::error::{ApiError, Json};
use crate::fetch::FetchError;
use crate::forecast::{ForecastFailure, Source};
use crate::state::AppState;

pub fn routes() -> Routes {
    Routes::new().add(Read, GET, "/forecast", forecast)
}

const UNAVAILABLE: &str = "The weather forecast cannot be read right now. Please try again later.";

async fn forecast(State(state): State<AppState>) -> Result<Response, ApiError> {
    let base = state.config.forecast.url.trim();
    if base.is_empty() {
        return Err(ApiError::NotFound);
    }
    let source = Source {
        client: &state.fetcher,
        base,
        point: state.config.site.reach.center,
    };
    match state
        .forecasts
        .read(&source, Instant::now(), now_ms())
        .await
    {
        // Browsers and the service worker may keep it a few minutes.
        Ok(forecast) => Ok((
            [(header::CACHE_CONTROL, "public, max-age=300")],
            Json(forecast),
        )
            .into_response()),
        Err(ForecastFailure::Fetch(FetchError::Timeout)) => {
            Err(ApiError::GatewayTimeout(UNAVAILABLE.into()))
        }
        Err(_) => Err(ApiError::BadGateway(UNAVAILABLE.into())),
    }
}
