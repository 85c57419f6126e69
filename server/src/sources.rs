//! Followed sources (issue #19): the runner that re-reads the sources that
//! are due, in the background, through the guarded client. Each read is
//! compared with what the guide kept (core's `follow::review`) and what
//! changed waits in the review inbox; the source's health is kept beside.
//!
//! A source is claimed with a lease (on PostgreSQL `FOR UPDATE SKIP
//! LOCKED`): with several instances each read happens once, and a read
//! that died with its instance is taken over when its lease expires.

use std::sync::Arc;
use std::time::Duration;

use guide_core::CityZone;
use guide_core::extract::follow::review;
use tokio::sync::{Notify, Semaphore, watch};
use tokio::task::JoinSet;

use crate::clock::now_ms;
use crate::fetch::GuardedClient;
use crate::scrape::{DISCOVERY_CONCURRENCY, DiscoverySettings, DiscoveryTarget, read_source};
use crate::store::{ReadOutcome, SourceRow, Store};

/// How long a read may hold its source: the page, its feeds and the
/// parse, with room to spare.
pub const LEASE: Duration = Duration::from_secs(5 * 60);

/// How often the runner looks for due sources besides being woken.
pub const POLL: Duration = Duration::from_secs(60);

#[derive(Clone)]
pub struct SourceRunner {
    store: Store,
    client: GuardedClient,
    zone: CityZone,
    /// Names this instance's leases.
    id: String,
    /// Woken when staff ask for a read now.
    pub wake: Arc<Notify>,
}

impl SourceRunner {
    pub fn new(
        store: Store,
        client: GuardedClient,
        zone: CityZone,
    ) -> anyhow::Result<SourceRunner> {
        Ok(SourceRunner {
            store,
            client,
            zone,
            id: format!("sources-{}", &crate::auth::new_session_token()?[..16]),
            wake: Arc::new(Notify::new()),
        })
    }

    /// The same runner, woken by `wake` (the app's, which 'Run now' uses).
    pub fn woken_by(mut self, wake: Arc<Notify>) -> SourceRunner {
        self.wake = wake;
        self
    }

    /// Reads due sources until shutdown.
    pub async fn run(self, mut shutdown: watch::Receiver<bool>) {
        loop {
            if *shutdown.borrow() {
                break;
            }
            if let Err(error) = self.read_due().await {
                tracing::error!(error = format!("{error:#}"), "reading due sources failed");
            }
            tokio::select! {
                _ = self.wake.notified() => {}
                _ = tokio::time::sleep(POLL) => {}
                _ = shutdown.changed() => {}
            }
        }
    }

    /// Claims and reads every source due now, as many at once as a
    /// discovery reads; returns how many were read.
    pub async fn read_due(&self) -> anyhow::Result<usize> {
        let slots = Arc::new(Semaphore::new(DISCOVERY_CONCURRENCY));
        let mut reads = JoinSet::new();
        let mut claimed = 0;
        loop {
            let slot = slots.clone().acquire_owned().await?;
            let lease = LEASE.as_millis() as i64;
            let Some(source) = self
                .store
                .claim_due_source(&self.id, now_ms(), lease)
                .await?
            else {
                break;
            };
            claimed += 1;
            let runner = self.clone();
            reads.spawn(async move {
                let _slot = slot;
                runner.read(&source).await
            });
        }
        while let Some(done) = reads.join_next().await {
            if let Err(error) = done? {
                tracing::error!(
                    error = format!("{error:#}"),
                    "a source read was not recorded"
                );
            }
        }
        Ok(claimed)
    }

    /// Reads one claimed source and records what it found, or why not.
    async fn read(&self, source: &SourceRow) -> anyhow::Result<()> {
        let started = now_ms();
        let today = self.zone.today(started);
        let target = DiscoveryTarget {
            venue_id: source.venue_id,
            name: source.name.clone(),
            url: source.url.clone(),
        };
        let settings = DiscoverySettings::new(today, self.zone);
        let recorded = match read_source(&self.client, &target, &settings).await {
            Ok(found) => {
                let kept = self.store.followed_events(source.id).await?;
                let reviewed = review(&kept, &found, today);
                let outcome = ReadOutcome::Read {
                    found: found.events.len(),
                    reviewed: &reviewed,
                };
                self.store
                    .record_source_read(source.id, &self.id, now_ms(), outcome)
                    .await?
            }
            Err(error) => {
                let error = error.to_string();
                let outcome = ReadOutcome::Failed(&error);
                self.store
                    .record_source_read(source.id, &self.id, now_ms(), outcome)
                    .await?
            }
        };
        if !recorded {
            tracing::warn!(
                source = source.id,
                "a source read outlived its lease; another instance has it"
            );
        }
        Ok(())
    }
}
