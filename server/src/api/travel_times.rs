//! `GET /api/travel-times?points=lat,lon;lat,lon`: the driving times
//! between a day's stops from the guide's routing engine (OSRM's `table`
//! service), in seconds, `null` where it found no route. 404 when the
//! guide has none: the trip planner then estimates every leg (see
//! `crate::routing`).

use std::time::Instant;

use axum::extract::{Query, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use guide_core::plan::trip::travel::{TravelTimes, routed_points};
use serde::Deserialize;

use super::routes::{Access::Read, GET, Routes};
use crate::error::{ApiError, Json};
use crate::fetch::FetchError;
use crate::routing::RoutingFailure;
use crate::state::AppState;

pub fn routes() -> Routes {
    Routes::new().add(Read, GET, "/travel-times", travel_times)
}

#[derive(Deserialize)]
struct Asked {
    #[serde(default)]
    points: String,
}

const UNAVAILABLE: &str = "Travel times cannot be read right now: the planner estimates them.";

async fn travel_times(
    State(state): State<AppState>,
    Query(asked): Query<Asked>,
) -> Result<Response, ApiError> {
    let base = state.config.routing.url.trim();
    if base.is_empty() {
        return Err(ApiError::NotFound);
    }
    let points = routed_points(&asked.points).map_err(ApiError::BadRequest)?;
    match state
        .travel_times
        .durations(&state.fetcher, base, &points, Instant::now())
        .await
    {
        Ok(seconds) => Ok((
            [(header::CACHE_CONTROL, "public, max-age=86400")],
            Json(TravelTimes { seconds }),
        )
            .into_response()),
        Err(RoutingFailure::Fetch(FetchError::Timeout)) => {
            Err(ApiError::GatewayTimeout(UNAVAILABLE.into()))
        }
        Err(failure) => {
            tracing::warn!("the routing engine failed: {failure}");
            Err(ApiError::BadGateway(UNAVAILABLE.into()))
        }
    }
}
