//! Followed sources (issue #19): the runner that re-reads the sources that
//! are due, in the background, through the guarded client. Each read is
//! compared with what the guide kept (core's `follow::review`) and what
//! changed waits in the review inbox; the source's health is kept beside.
//!
//! A source is claimed with a lease (on PostgreSQL `FOR UPDATE SKIP
//! LOCKED`): with several instances each read happens once. A stopping
//! instance gives its sources back; one that died is taken over when its
//! lease expires.

use crate::store::{Actor, new_batch};
use guide_core::dashboard::history::ChangeAction;
use std::sync::Arc;
use std::time::Duration;

use guide_core::CityZone;
use guide_core::Date;
use guide_core::content::model::{Event, VENUE_TBA};
use guide_core::dashboard::sources::{
    EventFields, EventStatus, InboxAction, InboxDecision, InboxDone, InboxRef, MAX_INBOX_DECISION,
    Review, Trust, in_doubt, keep_what_the_read_lacks,
};
use guide_core::extract::dedupe::{EventMatcher, venue_positions};
use guide_core::extract::follow::{Change, InGuide, Reviewed, in_guide, review};
use guide_core::extract::{ExtractOptions, ScrapedEvent};
use guide_core::text::catalogs::{Catalog, catalog};
use guide_core::text::lang::Lang;
use guide_core::text::words::{Arg, Localizer};
use tokio::sync::{Notify, Semaphore, watch};
use tokio::task::JoinSet;

use crate::clock::now_ms;
use crate::content::{EventProblem, event_row};
use crate::federation::following::Following;
use crate::fetch::GuardedClient;
use crate::metrics::SourceReads;
use crate::scrape::{DISCOVERY_CONCURRENCY, DiscoverySettings, DiscoveryTarget, read_source};
use crate::store::{GuideLink, ReadOutcome, Settled, SourceRow, Store, StoreError, VenueNamed};

/// A read that ended: an error that kept it from being recorded is logged
/// (the source's lease runs out and it is read again).
fn log_read(done: Result<anyhow::Result<()>, tokio::task::JoinError>) {
    let error = match done {
        Ok(Ok(())) => return,
        Ok(Err(error)) => error,
        Err(error) => anyhow::Error::from(error),
    };
    tracing::error!(
        error = format!("{error:#}"),
        "a source read was not recorded"
    );
}

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
    wake: Arc<Notify>,
    /// Reads by result, for `/metrics`.
    counted: SourceReads,
    /// Followed ActivityPub actors, read from what they gave (federation
    /// on).
    following: Option<Following>,
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
            counted: SourceReads::default(),
            following: None,
        })
    }

    /// The same runner, woken by `wake` (the app's, which 'Run now' uses).
    pub fn woken_by(mut self, wake: Arc<Notify>) -> SourceRunner {
        self.wake = wake;
        self
    }

    /// The same runner, counting its reads in `reads` (`/metrics`).
    pub fn counted_in(mut self, reads: SourceReads) -> SourceRunner {
        self.counted = reads;
        self
    }

    /// The same runner, reading followed actors through `following`.
    pub fn following(mut self, following: Option<Following>) -> SourceRunner {
        self.following = following;
        self
    }

    /// Reads due sources until shutdown. Each read runs on its own, at
    /// most [`DISCOVERY_CONCURRENCY`] at once: a slow or hanging site never
    /// delays another source's read, scheduled or run now. A read that
    /// ends frees its slot for the next due source at once.
    pub async fn run(self, mut shutdown: watch::Receiver<bool>) {
        let slots = Arc::new(Semaphore::new(DISCOVERY_CONCURRENCY));
        let mut reads = JoinSet::new();
        loop {
            if *shutdown.borrow() {
                break;
            }
            if let Err(error) = self.start_due(&slots, &mut reads).await {
                tracing::error!(error = format!("{error:#}"), "reading due sources failed");
            }
            tokio::select! {
                _ = self.wake.notified() => {}
                Some(done) = reads.join_next(), if !reads.is_empty() => log_read(done),
                _ = tokio::time::sleep(POLL) => {}
                _ = shutdown.changed() => {}
            }
        }
        // Stopping: the reads in progress are dropped and their sources
        // given back, for another instance to read at once.
        reads.shutdown().await;
        match self.store.release_source_leases(&self.id).await {
            Ok(0) => {}
            Ok(released) => tracing::info!(
                released,
                "stopping: sources being read released to other instances"
            ),
            Err(error) => tracing::error!(
                error = format!("{error:#}"),
                "stopping: could not release this instance's source leases"
            ),
        }
    }

    /// Claims the sources due now while a slot is free, and starts their
    /// reads without waiting for them. Returns how many were claimed.
    async fn start_due(
        &self,
        slots: &Arc<Semaphore>,
        reads: &mut JoinSet<anyhow::Result<()>>,
    ) -> anyhow::Result<usize> {
        let mut claimed = 0;
        while let Ok(slot) = slots.clone().try_acquire_owned() {
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
        Ok(claimed)
    }

    /// Claims and reads every source due now, as many at once as a
    /// discovery reads, and waits for them all; returns how many were read
    /// (the benchmark's and the tests' single run).
    pub async fn read_due(&self) -> anyhow::Result<usize> {
        let slots = Arc::new(Semaphore::new(DISCOVERY_CONCURRENCY));
        let mut reads = JoinSet::new();
        let mut claimed = 0;
        loop {
            claimed += self.start_due(&slots, &mut reads).await?;
            // Every slot taken: the next due source waits for a read to end.
            match reads.join_next().await {
                Some(done) => log_read(done),
                None => break,
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
        let followed = match &self.following {
            Some(following) => self
                .store
                .followed_at(&source.url)
                .await?
                .map(|actor| (following, actor)),
            None => None,
        };
        let read = match followed {
            Some((following, actor)) => {
                let options = ExtractOptions::new(today, self.zone);
                following.read(&actor, options).await
            }
            None => read_source(&self.client, &target, &settings).await,
        };
        self.counted.read(read.is_ok());
        let recorded = match read {
            Ok(found) => {
                // A venue's own page places that venue, as discovery does.
                let positions: Vec<_> = venue_positions(&found.events)
                    .into_iter()
                    .map(|(venue, at)| (VenueNamed::of(source.venue_id, venue), at))
                    .collect();
                self.store.fill_venue_positions(&positions).await?;
                let kept = self.store.followed_events(source.id).await?;
                let reviewed = review(&kept, &found, today);
                let links = self.links(source, &reviewed, today).await?;
                let outcome = ReadOutcome::Read {
                    found: found.events.len(),
                    listed: found.events.len() + found.withdrawn.len(),
                    reviewed: &reviewed,
                    links: &links,
                };
                let recorded = self
                    .store
                    .record_source_read(source, &self.id, now_ms(), outcome)
                    .await?;
                if recorded && source.trust == Trust::Publish.as_str() {
                    apply_trusted(&self.store, source.id, &reviewed, &links, now_ms()).await;
                }
                recorded
            }
            Err(error) => {
                let error = error.to_string();
                let outcome = ReadOutcome::Failed(&error);
                self.store
                    .record_source_read(source, &self.id, now_ms(), outcome)
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

impl SourceRunner {
    /// Which of a read's new events the guide lists already (core's
    /// `in_guide`, against the events not over yet), beside `reviewed`.
    async fn links(
        &self,
        source: &SourceRow,
        reviewed: &[Reviewed],
        today: Date,
    ) -> anyhow::Result<Vec<Option<GuideLink>>> {
        if !reviewed.iter().any(|r| r.change == Change::New) {
            return Ok(vec![None; reviewed.len()]);
        }
        let matcher = EventMatcher::new(self.store.events_for_dedupe(today.add_days(-1)).await?);
        // A venue's page places its events at the venue, as discovery does.
        let page_venue = match source.venue_id {
            Some(id) => self.store.venue_name(id).await?,
            None => None,
        };
        let mut links = Vec::with_capacity(reviewed.len());
        for item in reviewed {
            let link = match in_guide(item, &matcher, page_venue.as_deref()) {
                Some(InGuide::Same(i)) => {
                    let event_id = matcher.known()[i].id;
                    // Gone meanwhile: the event is new after all.
                    self.store
                        .event(event_id)
                        .await?
                        .map(|event| GuideLink::Same {
                            event_id,
                            published: EventFields::of_guide(&event),
                        })
                }
                Some(InGuide::Similar(i)) => Some(GuideLink::Similar(matcher.known()[i].id)),
                None => None,
            };
            links.push(link);
        }
        Ok(links)
    }
}

/// Why a decision on waiting events was not carried out (nothing of it
/// was). Events are numbered by their place in the decision (1, 2…).
#[derive(Debug, thiserror::Error)]
pub enum Unsettled {
    #[error("no event selected")]
    Empty,
    #[error("more than {MAX_INBOX_DECISION} events")]
    TooMany,
    #[error("event {0} no longer waits")]
    NotWaiting(usize),
    #[error("event {n} is {}: not {}", review.as_str(), action.key())]
    Unfit {
        n: usize,
        review: Review,
        action: InboxAction,
    },
    #[error("event {0} has nothing read")]
    NothingRead(usize),
    #[error("event {0} is like no event")]
    NothingSimilar(usize),
    #[error("event {0} is held: its source is suspicious")]
    Held(usize),
    /// Its read breaks a rule of an event, told in the decision's words.
    #[error("event {0}: {1}")]
    Invalid(usize, String),
    #[error(transparent)]
    Failed(#[from] StoreError),
}

impl Unsettled {
    /// Why, for the staff member who decided, in `words` (the store's
    /// failure is none of theirs: it is logged, not told).
    pub fn message(&self, words: &dyn Localizer) -> String {
        let n = |n: &usize| ("n", Arg::Number(*n as f64));
        match self {
            Unsettled::Empty => words.text("inbox-select-one"),
            Unsettled::TooMany => words.message(
                "inbox-too-many",
                &[("max", Arg::Number(MAX_INBOX_DECISION as f64))],
            ),
            Unsettled::NotWaiting(i) => words.message("inbox-not-waiting", &[n(i)]),
            Unsettled::Unfit {
                n: i,
                review,
                action,
            } => words.message(
                "inbox-unfit",
                &[
                    n(i),
                    ("review", Arg::Text(review.as_str())),
                    ("action", Arg::Text(action.key())),
                ],
            ),
            Unsettled::NothingRead(i) => words.message("inbox-nothing-read", &[n(i)]),
            Unsettled::NothingSimilar(i) => words.message("inbox-nothing-similar", &[n(i)]),
            Unsettled::Held(i) => words.message("inbox-held-refused", &[n(i)]),
            Unsettled::Invalid(i, problem) => {
                words.message("event-n-problem", &[n(i), ("problem", Arg::Text(problem))])
            }
            Unsettled::Failed(error) => error.to_string(),
        }
    }
}

impl From<anyhow::Error> for Unsettled {
    fn from(error: anyhow::Error) -> Unsettled {
        Unsettled::Failed(error.into())
    }
}

/// Carries out one decision on waiting events, all or none, in one
/// transaction: a new event is published (the guide's event made as
/// discovery makes it) or rejected; a changed one updated (keeping the
/// description and image its read lacks), kept or removed; a vanished or
/// withdrawn one kept or removed. Core says which action fits which
/// review. Rejected and removed events are tombstones.
pub async fn settle(
    store: &Store,
    decision: &InboxDecision,
    now_ms: i64,
    words: &'static Catalog,
    actor: &Actor,
) -> Result<InboxDone, Unsettled> {
    if decision.items.is_empty() {
        return Err(Unsettled::Empty);
    }
    if decision.items.len() > MAX_INBOX_DECISION {
        return Err(Unsettled::TooMany);
    }
    let venues = store.venue_ids().await?;
    let (mut cancelled, mut postponed) = (0, 0);
    let mut tx = store.begin(actor).await?;
    for (n, item) in decision.items.iter().enumerate() {
        let n = n + 1;
        let waiting = tx
            .waiting_source_event(item.source_id, &item.identity)
            .await?
            .ok_or(Unsettled::NotWaiting(n))?;
        if in_doubt(waiting.review, waiting.suspected_from) {
            return Err(Unsettled::Held(n));
        }
        if !waiting.review.allows(decision.action) {
            return Err(Unsettled::Unfit {
                n,
                review: waiting.review,
                action: decision.action,
            });
        }
        // The event as last read, as discovery would create it; an update
        // keeps what the read lacks of the guide's event.
        let read = |current: Option<&Event>| -> Result<_, Unsettled> {
            let json = waiting.event.as_deref().ok_or(Unsettled::NothingRead(n))?;
            let event: ScrapedEvent = serde_json::from_str(json).map_err(anyhow::Error::from)?;
            let venue = event.venue.clone().unwrap_or_else(|| VENUE_TBA.to_string());
            let mut discovered = event.to_discovered(waiting.venue_id, &venue);
            if let Some(current) = current {
                keep_what_the_read_lacks(&mut discovered, current);
            }
            let row = event_row(&discovered, event.ticket_url.as_deref(), &venues, words).map_err(
                |problem| match problem {
                    EventProblem::Invalid(errors) => Unsettled::Invalid(n, errors.to_string()),
                    EventProblem::UnknownVenue(id) => Unsettled::Invalid(
                        n,
                        words.message("venue-missing", &[("id", Arg::Number(id as f64))]),
                    ),
                },
            )?;
            Ok((row, event.status))
        };
        let settled = match decision.action {
            InboxAction::Publish => Settled::Published(tx.insert_event(&read(None)?.0).await?),
            InboxAction::Update => {
                let id = waiting.event_id.ok_or(Unsettled::NotWaiting(n))?;
                let current = store.event(id).await?;
                let (row, status) = read(current.as_ref())?;
                tx.update_event(id, &row).await?;
                // Back on its source after it was marked: scheduled again.
                tx.set_event_status(id, status).await?;
                Settled::Published(id)
            }
            InboxAction::Cancel => {
                let id = waiting.event_id.ok_or(Unsettled::NotWaiting(n))?;
                let mut fields: EventFields =
                    serde_json::from_str(&waiting.fields).map_err(anyhow::Error::from)?;
                // A vanished event is cancelled as far as the guide knows.
                if fields.status == EventStatus::Scheduled {
                    fields.status = EventStatus::Cancelled;
                }
                match fields.status {
                    EventStatus::Postponed => postponed += 1,
                    _ => cancelled += 1,
                }
                tx.set_event_status(id, fields.status).await?;
                let published = serde_json::to_string(&fields).map_err(anyhow::Error::from)?;
                Settled::Marked(id, published)
            }
            InboxAction::Link => {
                let id = waiting.similar_to.ok_or(Unsettled::NothingSimilar(n))?;
                let guide = store.event(id).await?.ok_or(Unsettled::NothingSimilar(n))?;
                let published = EventFields::of_guide(&guide);
                let read: EventFields =
                    serde_json::from_str(&waiting.fields).map_err(anyhow::Error::from)?;
                Settled::Linked {
                    event_id: id,
                    differs: !read.changed_from(&published).is_empty(),
                    published: serde_json::to_string(&published).map_err(anyhow::Error::from)?,
                }
            }
            InboxAction::Reject => Settled::Rejected,
            InboxAction::Remove => {
                if let Some(id) = waiting.event_id {
                    tx.delete_event(id).await?;
                }
                Settled::Rejected
            }
            InboxAction::Keep => Settled::Kept,
        };
        tx.settle_source_event(item.source_id, &item.identity, settled, now_ms)
            .await?;
    }
    tx.commit().await?;
    if decision.action == InboxAction::Cancel {
        return Ok(InboxDone::marked(cancelled, postponed, words));
    }
    let done = u32::try_from(decision.items.len()).unwrap_or(u32::MAX);
    Ok(InboxDone::new(decision.action, done, words))
}

/// What a trusted source's read does by itself: new events are published,
/// changed ones updated, withdrawn ones marked cancelled or postponed (a
/// visitor who saved one sees it so). A new event the guide lists already
/// updates it when it is the same one, and waits for staff when it is
/// only similar (no duplicate goes live by itself). What vanished waits for
/// staff (a page that broke is not a season that ended). One event that
/// cannot be published waits too, without holding up the others.
async fn apply_trusted(
    store: &Store,
    source: i64,
    reviewed: &[Reviewed],
    links: &[Option<GuideLink>],
    now_ms: i64,
) {
    for (item, link) in reviewed.iter().zip(links) {
        let action = match (item.change, link) {
            (Change::New, Some(GuideLink::Same { .. })) => InboxAction::Update,
            (Change::New, Some(GuideLink::Similar(_))) => continue,
            (Change::New, None) => InboxAction::Publish,
            (Change::Changed, _) => InboxAction::Update,
            (Change::Withdrawn, _) => InboxAction::Cancel,
            (Change::Vanished | Change::Unchanged, _) => continue,
        };
        let decision = InboxDecision {
            items: vec![InboxRef {
                source_id: source,
                identity: item.identity.clone(),
            }],
            action,
        };
        // (Its message is for no one: a trusted source decides alone.)
        let actor = Actor::guide(ChangeAction::SourceRun).in_batch(new_batch());
        match settle(store, &decision, now_ms, catalog(Lang::En), &actor).await {
            // A change to an event staff never published waits as new.
            Ok(_) | Err(Unsettled::NotWaiting(_) | Unsettled::Unfit { .. }) => {}
            Err(error) => {
                tracing::warn!(source, identity = item.identity, %error, "a trusted change waits for staff")
            }
        }
    }
}
