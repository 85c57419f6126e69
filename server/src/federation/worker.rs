//! The federation worker: processes what the inbox took (a follow is
//! accepted, an unfollow forgotten), announces the events' changes
//! (`publication.rs`), and delivers what the guide sends, signed, to each
//! inbox.
//!
//! Deliveries are the e-mail outbox's design: each row is claimed with a
//! lease (once across instances), retried with exponential backoff, given
//! up after `max_attempts`. Up to `concurrent_deliveries` are under way
//! at once and each has its own deadline, so a slow or dead inbox holds
//! one place and never delays another inbox's turn.

use std::sync::Arc;
use std::time::{Duration, SystemTime};

use guide_core::dashboard::federation_blocks::is_blocked;
use guide_core::dashboard::sources::FollowState;
use guide_core::federation::ACTIVITY_JSON;
use guide_core::federation::activities::{Received, accept, read_received};
use serde_json::Value;
use tokio::sync::{Notify, oneshot, watch};
use tokio::task::JoinSet;

use super::following::Following;
use super::{Identity, publication};
use crate::clock::now_ms;
use crate::config::FederationConfig;
use crate::fetch::{FetchError, GuardedClient, Limits, Outbound};
use crate::http_signatures::Style;
use crate::http_signatures::actor_key::{ActorKeys, SigningKey};
use crate::state::AppState;
use crate::store::{ClaimedActivity, ClaimedDelivery, DeliveryEnd, Outgoing, Store};

/// One delivery's deadline, connecting included.
const DELIVERY_LIMITS: Limits = Limits {
    max_bytes: 64 * 1024,
    timeout: Duration::from_secs(15),
};

/// Tries of a received activity before it is set aside.
const MAX_PROCESSING_ATTEMPTS: i64 = 5;

/// How long a claimed row is the worker's: well past a delivery's deadline.
const LEASE_MS: i64 = 60_000;

/// How often the events are compared with what was announced, besides
/// each content write of this instance (another instance's writes are
/// seen this late at most).
const ANNOUNCE_EVERY: Duration = Duration::from_secs(60);

/// How long after a content write its announcement waits: the writes of
/// that second (staff saving twice, a source's read) make one pass, and
/// the pass does not compete with the visitors renewing their copies of
/// the lists that write just changed.
const SETTLE: Duration = Duration::from_secs(1);

pub struct FederationWorker {
    store: Store,
    fetcher: GuardedClient,
    identity: Identity,
    keys: ActorKeys,
    /// What followed actors push is kept through it.
    following: Following,
    settings: FederationConfig,
    wake: Arc<Notify>,
    /// Names this worker's leases.
    id: String,
    signing: std::sync::mpsc::Sender<SigningJob>,
}

/// How one delivery ended.
enum Outcome {
    Delivered,
    /// Worth another try later: the inbox was down, slow, or busy.
    Retry(String),
    /// Refused for good (4xx), or never reachable (a private address).
    Refused(String),
    /// 410: the inbox is gone, and its followers with it.
    Gone,
}

impl FederationWorker {
    pub fn new(state: &AppState) -> anyhow::Result<FederationWorker> {
        Ok(FederationWorker {
            store: state.store.clone(),
            fetcher: state.fetcher.clone(),
            identity: Identity::new(&state.config, &state.site),
            keys: state.actor_keys.clone(),
            following: Following::of(state)
                .ok_or_else(|| anyhow::anyhow!("the worker runs with federation on"))?,
            settings: state.config.federation.clone(),
            wake: state.federation_wake.clone(),
            id: crate::auth::new_session_token()?[..16].to_string(),
            signing: signing_thread()?,
        })
    }

    async fn key(&self) -> anyhow::Result<Arc<SigningKey>> {
        self.keys
            .get(&self.store, self.identity.site().key_id())
            .await
    }

    /// Works until `shutdown` turns true, woken by what the inbox takes,
    /// by content writes and by a finished delivery.
    pub async fn run(self, mut shutdown: watch::Receiver<bool>) {
        let poll = Duration::from_millis(self.settings.poll_interval_ms.max(20));
        let mut deliveries = JoinSet::new();
        let mut seen_version = None;
        let mut next_announce = tokio::time::Instant::now();
        let mut writes = self.store.content_writes();
        let mut ended = Vec::new();
        loop {
            if *shutdown.borrow() {
                break;
            }
            if let Err(error) = self.process_received().await {
                tracing::error!(
                    error = format!("{error:#}"),
                    "processing received activities"
                );
            }
            if tokio::time::Instant::now() >= next_announce {
                match self.announce_if_changed(&mut seen_version).await {
                    Ok(()) => {}
                    Err(error) => {
                        tracing::error!(error = format!("{error:#}"), "announcing events")
                    }
                }
                next_announce = tokio::time::Instant::now() + ANNOUNCE_EVERY;
            }
            if let Err(error) = self.record(&mut ended).await {
                tracing::error!(error = format!("{error:#}"), "recording deliveries");
            }
            if let Err(error) = self.start_deliveries(&mut deliveries).await {
                tracing::error!(error = format!("{error:#}"), "claiming deliveries");
            }
            tokio::select! {
                Some(done) = deliveries.join_next(), if !deliveries.is_empty() => {
                    // This one, and every other that ended meanwhile.
                    ended.extend(done.ok());
                    while let Some(done) = deliveries.try_join_next() {
                        ended.extend(done.ok());
                    }
                }
                _ = self.wake.notified() => {}
                _ = writes.changed() => {
                    next_announce = next_announce.min(tokio::time::Instant::now() + SETTLE);
                }
                _ = tokio::time::sleep_until(next_announce.min(tokio::time::Instant::now() + poll)) => {}
                _ = shutdown.changed() => {}
            }
        }
        // What ended is recorded; what is under way is left to the next
        // claim: a delivery twice is harmless to a peer (it knows the
        // activity's id), one lost is not.
        deliveries.abort_all();
        while let Some(done) = deliveries.join_next().await {
            ended.extend(done.ok());
        }
        if let Err(error) = self.record(&mut ended).await {
            tracing::error!(error = format!("{error:#}"), "recording deliveries");
        }
        if let Err(error) = self.store.release_federation_leases(&self.id).await {
            tracing::error!(error = format!("{error:#}"), "releasing federation leases");
        }
    }

    async fn announce_if_changed(&self, seen: &mut Option<i64>) -> anyhow::Result<()> {
        let version = self.store.content_version().await?;
        if *seen == Some(version) {
            return Ok(());
        }
        let announced = publication::announce_changes(&self.store, &self.identity).await?;
        if announced != publication::Announced::default() {
            // With no follower yet, the pass only records what a first
            // follower's announcements start from.
            match self.store.follower_count().await? {
                0 => tracing::debug!(
                    created = announced.created,
                    updated = announced.updated,
                    deleted = announced.deleted,
                    "events' versions recorded; no follower to announce them to"
                ),
                followers => tracing::info!(
                    created = announced.created,
                    updated = announced.updated,
                    deleted = announced.deleted,
                    followers,
                    "events announced to the followers"
                ),
            }
            self.wake.notify_one();
        }
        *seen = Some(version);
        Ok(())
    }

    /// Processes every activity received and not yet processed.
    pub async fn process_received(&self) -> anyhow::Result<()> {
        while let Some(claimed) = self
            .store
            .claim_received(&self.id, now_ms(), LEASE_MS)
            .await?
        {
            match self.process(&claimed).await {
                Ok(()) => {}
                // Tried again when its lease ends, and set aside after a
                // few tries: one activity never holds the others back.
                Err(error) if claimed.attempts < MAX_PROCESSING_ATTEMPTS => {
                    tracing::warn!(
                        actor = claimed.actor,
                        error = format!("{error:#}"),
                        "processing an activity failed; it will be tried again"
                    );
                    continue;
                }
                Err(error) => tracing::error!(
                    actor = claimed.actor,
                    error = format!("{error:#}"),
                    "an activity could not be processed; set aside"
                ),
            }
            self.store.received_processed(claimed.id, now_ms()).await?;
        }
        Ok(())
    }

    async fn process(&self, claimed: &ClaimedActivity) -> anyhow::Result<()> {
        // Blocked since it was received: dropped.
        if is_blocked(&self.store.federation_blocks().await?, &claimed.actor) {
            tracing::info!(
                actor = claimed.actor,
                "an activity of a blocked actor dropped"
            );
            return Ok(());
        }
        let activity: Value = serde_json::from_str(&claimed.activity)?;
        let site = self.identity.site();
        match read_received(&activity, site) {
            Ok(Received::Follow { id, actor }) => {
                let Some(known) = self.store.known_actor(&actor).await? else {
                    tracing::warn!(actor, "a follow from an actor not kept; ignored");
                    return Ok(());
                };
                let accepted = accept(activity.clone(), &actor, claimed.id, site).delivered();
                let body = serde_json::to_string(&accepted)?;
                self.store
                    .add_follower(
                        &actor,
                        known.actor.delivery_inbox(),
                        &id,
                        Outgoing {
                            id: &accepted.id,
                            body: &body,
                        },
                        now_ms(),
                    )
                    .await?;
                tracing::info!(actor, "a new follower");
                self.wake.notify_one();
            }
            Ok(Received::Unfollow { actor }) => {
                if self.store.remove_follower(&actor).await? {
                    tracing::info!(actor, "a follower left");
                }
            }
            Ok(Received::Accepted { actor }) => {
                if self
                    .store
                    .answer_follow(&actor, FollowState::Accepted)
                    .await?
                {
                    tracing::info!(actor, "a followed actor accepted the guide's follow");
                }
            }
            Ok(Received::Refused { actor }) => {
                if self
                    .store
                    .answer_follow(&actor, FollowState::Refused)
                    .await?
                {
                    tracing::warn!(actor, "a followed actor refused the guide's follow");
                }
            }
            Ok(Received::Changed { actor, change }) => {
                if !self.following.take(&actor, change).await? {
                    tracing::debug!(actor, "an event of an actor the guide does not follow");
                }
            }
            Ok(Received::Ignored { kind }) => {
                tracing::debug!(kind, actor = claimed.actor, "an activity not acted on");
            }
            Err(why) => tracing::info!(actor = claimed.actor, why, "an activity refused"),
        }
        Ok(())
    }

    /// Records, in one transaction, how the deliveries in `ended` went.
    async fn record(&self, ended: &mut Vec<(ClaimedDelivery, Outcome)>) -> anyhow::Result<()> {
        if ended.is_empty() {
            return Ok(());
        }
        let now = now_ms();
        let records: Vec<DeliveryEnd> = ended
            .iter()
            .map(|(claimed, outcome)| match outcome {
                Outcome::Delivered => DeliveryEnd::Delivered {
                    id: claimed.id,
                    activity_id: claimed.activity_id.clone(),
                },
                Outcome::Gone => DeliveryEnd::Gone {
                    inbox: claimed.inbox.clone(),
                },
                Outcome::Refused(error) => DeliveryEnd::Failed {
                    id: claimed.id,
                    error: error.clone(),
                },
                Outcome::Retry(error)
                    if claimed.attempts >= i64::from(self.settings.max_attempts) =>
                {
                    DeliveryEnd::Failed {
                        id: claimed.id,
                        error: error.clone(),
                    }
                }
                Outcome::Retry(error) => DeliveryEnd::Retry {
                    id: claimed.id,
                    at_ms: now + backoff_ms(&self.settings, claimed.attempts),
                    error: error.clone(),
                },
            })
            .collect();
        self.store.record_deliveries(&records).await?;
        for (claimed, outcome) in ended.drain(..) {
            match outcome {
                Outcome::Delivered => tracing::debug!(
                    inbox = claimed.inbox,
                    activity = claimed.activity_id,
                    "delivered"
                ),
                Outcome::Gone => tracing::info!(
                    inbox = claimed.inbox,
                    "an inbox is gone; its followers forgotten"
                ),
                Outcome::Refused(error) | Outcome::Retry(error) => tracing::warn!(
                    inbox = claimed.inbox,
                    attempts = claimed.attempts,
                    error,
                    "a delivery failed"
                ),
            }
        }
        Ok(())
    }

    /// Claims due deliveries, as many as there are free places, in one
    /// statement, and starts each. The deliveries themselves never touch
    /// the database: the worker holds one connection at a time, and
    /// visitors' reads keep the rest of the pool.
    async fn start_deliveries(
        &self,
        under_way: &mut JoinSet<(ClaimedDelivery, Outcome)>,
    ) -> anyhow::Result<()> {
        let free = self
            .settings
            .concurrent_deliveries
            .max(1)
            .saturating_sub(under_way.len());
        if free == 0 {
            return Ok(());
        }
        // The key first: nothing is claimed that could not be signed.
        let key = self.key().await?;
        let claimed = self
            .store
            .claim_deliveries(&self.id, now_ms(), LEASE_MS, free)
            .await?;
        for claimed in claimed {
            let courier = Courier {
                fetcher: self.fetcher.clone(),
                key: key.clone(),
                signing: self.signing.clone(),
            };
            under_way.spawn(async move {
                let outcome = courier.attempt(&claimed).await;
                (claimed, outcome)
            });
        }
        Ok(())
    }
}

/// What one delivery needs, moved into its task.
struct Courier {
    fetcher: GuardedClient,
    key: Arc<SigningKey>,
    /// The worker's signing thread.
    signing: std::sync::mpsc::Sender<SigningJob>,
}

impl Courier {
    /// Signs a delivery on the signing thread.
    async fn sign(
        &self,
        style: Style,
        url: url::Url,
        body: String,
    ) -> anyhow::Result<Vec<(&'static str, String)>> {
        let (answer, signed) = oneshot::channel();
        self.signing
            .send(SigningJob {
                key: self.key.clone(),
                style,
                url,
                body,
                answer,
            })
            .map_err(|_| anyhow::anyhow!("the signing thread has stopped"))?;
        signed.await?
    }

    /// Posts the delivery signed in `style`.
    async fn post(
        &self,
        claimed: &ClaimedDelivery,
        url: &url::Url,
        style: Style,
    ) -> Result<(), FetchError> {
        let mut headers = self
            .sign(style, url.clone(), claimed.body.clone())
            .await
            .map_err(|error| FetchError::Network(format!("{error:#}")))?;
        headers.push(("content-type", ACTIVITY_JSON.to_string()));
        self.fetcher
            .send(
                Outbound {
                    method: reqwest::Method::POST,
                    url: &claimed.inbox,
                    headers,
                    body: Some(claimed.body.as_bytes().to_vec()),
                },
                DELIVERY_LIMITS,
            )
            .await
            .map(|_| ())
    }

    async fn attempt(&self, claimed: &ClaimedDelivery) -> Outcome {
        let url = match url::Url::parse(&claimed.inbox) {
            Ok(url) => url,
            Err(error) => return Outcome::Refused(format!("the inbox's address: {error}")),
        };
        // A server that refuses one kind of signature is asked again at
        // once with the other ('double-knocking'), and the kind it took is
        // remembered.
        let style = Style::for_server(&url);
        let sent = match self.post(claimed, &url, style).await {
            Err(FetchError::Status(401)) => {
                let again = self.post(claimed, &url, style.other()).await;
                if again.is_ok() {
                    style.other().remember(&url);
                }
                again
            }
            sent => sent,
        };
        match sent {
            Ok(()) => Outcome::Delivered,
            Err(FetchError::Status(410)) => Outcome::Gone,
            Err(FetchError::Status(status @ (408 | 429))) => {
                Outcome::Retry(format!("the inbox answered {status}"))
            }
            Err(FetchError::Status(status)) if (400..500).contains(&status) => {
                Outcome::Refused(format!("the inbox answered {status}"))
            }
            Err(
                error @ (FetchError::InvalidUrl(_)
                | FetchError::Scheme
                | FetchError::Port(_)
                | FetchError::Forbidden(_)),
            ) => Outcome::Refused(error.to_string()),
            Err(error) => Outcome::Retry(error.to_string()),
        }
    }
}

/// A delivery to sign, and where its headers go.
struct SigningJob {
    key: Arc<SigningKey>,
    style: Style,
    url: url::Url,
    body: String,
    answer: oneshot::Sender<anyhow::Result<Vec<(&'static str, String)>>>,
}

/// The worker's signing thread, at a lower priority than the threads that
/// answer visitors (nice 10): an RSA signature is about a millisecond of
/// CPU, and a new event to a thousand inboxes is a second of them, which
/// the scheduler gives visitors' requests first. Ends with the worker.
fn signing_thread() -> anyhow::Result<std::sync::mpsc::Sender<SigningJob>> {
    let (jobs, inbox) = std::sync::mpsc::channel::<SigningJob>();
    std::thread::Builder::new()
        .name("federation-signing".into())
        .spawn(move || {
            // SAFETY: setpriority on this thread's own id, with no pointer.
            let lowered =
                unsafe { libc::setpriority(libc::PRIO_PROCESS, libc::gettid() as libc::id_t, 10) };
            if lowered != 0 {
                tracing::debug!("the signing thread keeps the process's priority");
            }
            for job in inbox {
                let signed = job.key.signer.sign_in(
                    job.style,
                    "POST",
                    &job.url,
                    Some(job.body.as_bytes()),
                    SystemTime::now(),
                );
                let _ = job.answer.send(signed);
            }
        })?;
    Ok(jobs)
}

/// `initial × 2^(attempts−1)`, capped.
fn backoff_ms(settings: &FederationConfig, attempts: i64) -> i64 {
    let exponent = attempts.clamp(1, 31) as u32 - 1;
    settings
        .retry_initial_ms
        .saturating_mul(1u64 << exponent)
        .min(settings.retry_max_ms) as i64
}
