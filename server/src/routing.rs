//! Driving times from a routing engine for the trip planner
//! (`GET /api/travel-times`), where the guide names one (`[routing] url`,
//! an OSRM server's address): its `table` service asked through the
//! guarded client, each day's answer kept [`KEPT`]. Without one, the
//! device estimates every leg by core's model, as it does offline.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use guide_core::content::near::Coordinates;
use guide_core::plan::trip::travel::{RoutedSeconds, osrm_durations, osrm_table_url};
use tokio::sync::Mutex;

use crate::fetch::{FetchError, GuardedClient, Limits};

/// Roads change slowly: a day's matrix is kept a day.
pub const KEPT: Duration = Duration::from_secs(24 * 60 * 60);
/// Matrices kept at most (a few KB each); the oldest goes first.
const KEPT_MAX: usize = 256;
const LIMITS: Limits = Limits {
    max_bytes: 256 * 1024,
    timeout: Duration::from_secs(5),
};

/// Why the engine gave no times.
#[derive(Debug, Clone, thiserror::Error)]
pub enum RoutingFailure {
    #[error("{0}")]
    Fetch(#[from] FetchError),
    #[error("{0}")]
    Answer(String),
}

/// The matrices read, by their table's address.
#[derive(Default)]
pub struct Matrices {
    kept: Mutex<HashMap<String, (RoutedSeconds, Instant)>>,
}

impl Matrices {
    /// Seconds by car between every pair of `points`, from the engine at
    /// `base`.
    pub async fn durations(
        &self,
        client: &GuardedClient,
        base: &str,
        points: &[Coordinates],
        now: Instant,
    ) -> Result<RoutedSeconds, RoutingFailure> {
        let url = osrm_table_url(base, points);
        if let Some((durations, at)) = self.kept.lock().await.get(&url)
            && now.saturating_duration_since(*at) < KEPT
        {
            return Ok(durations.clone());
        }
        let answer = client.get(&url, LIMITS).await?;
        let durations =
            osrm_durations(&answer.body, points.len()).map_err(RoutingFailure::Answer)?;
        let mut kept = self.kept.lock().await;
        if kept.len() >= KEPT_MAX
            && let Some(oldest) = kept
                .iter()
                .min_by_key(|(_, (_, at))| *at)
                .map(|(key, _)| key.clone())
        {
            kept.remove(&oldest);
        }
        kept.insert(url, (durations.clone(), now));
        Ok(durations)
    }
}
