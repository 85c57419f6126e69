//! The history of changes kept for `[history] keep_days` (issue #39): an
//! hourly pass forgets older records. Each instance runs it; deleting what
//! another already deleted is harmless.

use std::time::Duration;

use tokio::sync::watch;

use crate::clock::now_ms;
use crate::store::Store;

const DAY_MS: i64 = 24 * 3_600_000;

pub struct Retention {
    store: Store,
    keep_days: u32,
}

impl Retention {
    pub fn new(store: Store, keep_days: u32) -> Retention {
        Retention { store, keep_days }
    }

    /// Forgets what is older than the kept days, at start and hourly,
    /// until `shutdown`.
    pub async fn run(self, mut shutdown: watch::Receiver<bool>) {
        loop {
            if *shutdown.borrow() {
                break;
            }
            match self.pass(now_ms()).await {
                Ok(0) => {}
                Ok(forgotten) => tracing::info!(forgotten, "old history forgotten"),
                Err(error) => {
                    tracing::error!(
                        error = format!("{error:#}"),
                        "forgetting old history failed"
                    )
                }
            }
            tokio::select! {
                _ = tokio::time::sleep(Duration::from_secs(3600)) => {}
                _ = shutdown.changed() => {}
            }
        }
    }

    /// At `now`: forgets the changes older than the kept days; how many.
    pub async fn pass(&self, now: i64) -> anyhow::Result<u64> {
        Ok(self
            .store
            .prune_history(now - i64::from(self.keep_days) * DAY_MS)
            .await?)
    }
}
