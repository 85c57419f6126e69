//! The scraping engine's I/O half (issue #7): pages, feeds and the REST API
//! of The Events Calendar read through the guarded client, handed to
//! core's extraction, and the results checked against the store.
//!
//! Handlers call these with the client and the store (no `AppState`):
//! [`discover`] for the Venue Events Discovery tab, [`scrape_activity`] and
//! [`scrape_restaurant`] for the Add tabs, [`similar_restaurants`] for the
//! duplicate dialog.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use guide_core::api::{DiscoveryLine, DiscoveryReport, SourceReport};
use guide_core::content::areas::AreaTable;
use guide_core::content::model::{Activity, Restaurant, VENUE_TBA};
use guide_core::content::near::CityReach;
use guide_core::dashboard::admin::{
    AdminVenue, DiscoveredEvent, DiscoveryResult, DuplicateEvent, SimilarEvent, SimilarRestaurant,
    events_page_for,
};
use guide_core::extract::dedupe::{
    EventMatcher, drop_past, merge_run, placed_venue, similar_restaurants as similar,
    venue_positions,
};
use guide_core::extract::{
    EventExtraction, ExtractError, ExtractOptions, ScrapedEvent, ScrapedRestaurant, decode_html,
    extract_activity, extract_document, extract_restaurant, feed_links, parse_ics,
    parse_tec_events, tec_events_url,
};
use guide_core::{CityZone, Date};
use tokio::sync::{Semaphore, mpsc};

use crate::fetch::{FetchError, GuardedClient, Limits};
use crate::store::{Store, VenueNamed};

/// Sites read at the same time during a discovery: venues are different
/// sites, so a discovery of 20 venues takes about as long as its slowest.
pub const DISCOVERY_CONCURRENCY: usize = 20;

/// Pages of one site read at the same time, to be polite to a venue whose
/// custom URLs were all entered at once.
pub const PER_SITE_CONCURRENCY: usize = 4;

/// A page read for a single item, and each page of a discovery.
pub const PAGE_LIMITS: Limits = Limits {
    max_bytes: 5 * 1024 * 1024,
    timeout: Duration::from_secs(15),
};

#[derive(Debug, Clone, thiserror::Error)]
pub enum ScrapeError {
    #[error("{0}")]
    Fetch(#[from] FetchError),
    #[error("The address does not point to a web page ({0})")]
    NotAPage(String),
    #[error("No name or details could be read from the page")]
    NothingFound,
    #[error("The page could not be read within {} seconds", EXTRACT_TIME_LIMIT.as_secs())]
    TooSlowToRead,
    #[error("The page could not be read")]
    Unreadable,
}

/// How long one page's reading (parse and extraction) may take.
pub const EXTRACT_TIME_LIMIT: Duration = Duration::from_secs(10);

/// Reads a fetched page off the async workers (which keep fetching other
/// pages meanwhile), one per core at a time, within [`EXTRACT_TIME_LIMIT`].
/// Core bounds the work itself (size, nesting depth, references); the limit
/// answers for whatever it did not foresee, and a panic is an unreadable
/// page, not a crash.
async fn read_off_thread<T: Send + 'static>(
    read: impl FnOnce() -> T + Send + 'static,
) -> Result<T, ScrapeError> {
    static READERS: std::sync::OnceLock<Arc<Semaphore>> = std::sync::OnceLock::new();
    let readers = READERS.get_or_init(|| {
        let cores = std::thread::available_parallelism().map_or(2, usize::from);
        Arc::new(Semaphore::new(cores.clamp(1, 4)))
    });
    let permit = readers
        .clone()
        .acquire_owned()
        .await
        .map_err(|_| ScrapeError::Unreadable)?;
    // The permit goes with the work: a page past its time still holds its
    // core until it is done, and the next waits for it.
    let work = tokio::task::spawn_blocking(move || {
        let _permit = permit;
        read()
    });
    match tokio::time::timeout(EXTRACT_TIME_LIMIT, work).await {
        Ok(Ok(value)) => Ok(value),
        Ok(Err(_)) => Err(ScrapeError::Unreadable),
        Err(_) => Err(ScrapeError::TooSlowToRead),
    }
}

impl From<ExtractError> for ScrapeError {
    fn from(_: ExtractError) -> ScrapeError {
        ScrapeError::NothingFound
    }
}

/// A fetched text document.
struct Document {
    url: String,
    text: String,
}

/// Text-like content only; binary answers are refused by type and by their
/// first bytes (a NUL byte), whatever they claim.
async fn fetch_text(
    client: &GuardedClient,
    url: &str,
    limits: Limits,
) -> Result<Document, ScrapeError> {
    let fetched = client.get(url, limits).await?;
    let kind = fetched
        .content_type
        .as_deref()
        .unwrap_or("")
        .split(';')
        .next()
        .unwrap_or("")
        .trim()
        .to_ascii_lowercase();
    let texty = kind.is_empty()
        || kind.starts_with("text/")
        || kind.ends_with("+xml")
        || kind.ends_with("/xml")
        || kind.ends_with("json")
        || kind == "application/octet-stream" && !fetched.body.is_empty();
    let head = &fetched.body[..fetched.body.len().min(1024)];
    if !texty || head.contains(&0) {
        let described = if kind.is_empty() {
            "binary content".to_string()
        } else {
            kind
        };
        return Err(ScrapeError::NotAPage(described));
    }
    Ok(Document {
        url: fetched.url.to_string(),
        text: decode_html(&fetched.body, fetched.content_type.as_deref()),
    })
}

/// An activity's fields from its page (`id` 0 until created).
pub async fn scrape_activity(client: &GuardedClient, url: &str) -> Result<Activity, ScrapeError> {
    let page = fetch_text(client, url, PAGE_LIMITS).await?;
    Ok(read_off_thread(move || extract_activity(&page.text, &page.url)).await??)
}

/// A restaurant's fields from its page, with the area detected.
pub async fn scrape_restaurant(
    client: &GuardedClient,
    url: &str,
    areas: &AreaTable,
) -> Result<ScrapedRestaurant, ScrapeError> {
    let page = fetch_text(client, url, PAGE_LIMITS).await?;
    let areas = areas.clone();
    Ok(read_off_thread(move || extract_restaurant(&page.text, &page.url, &areas)).await??)
}

/// The stored restaurants a new one duplicates (same phone, same website
/// domain, or a similar name nearby or at the same address).
pub async fn similar_restaurants(
    store: &Store,
    candidate: &Restaurant,
) -> anyhow::Result<Vec<SimilarRestaurant>> {
    let existing = store.list_restaurants().await?;
    Ok(similar(candidate, &existing)
        .into_iter()
        .map(|i| SimilarRestaurant::from(&existing[i]))
        .collect())
}

// ------------------------------------------------------------- discovery

/// One page to read: a venue's events page or a custom URL.
#[derive(Debug, Clone, PartialEq)]
pub struct DiscoveryTarget {
    /// The stored venue, when it is one.
    pub venue_id: Option<i64>,
    /// The venue's name, or the URL for a custom one.
    pub name: String,
    pub url: String,
}

impl DiscoveryTarget {
    /// A selected venue: its events page, or the spec's guessed fallback.
    pub fn venue(venue: &AdminVenue) -> DiscoveryTarget {
        DiscoveryTarget {
            venue_id: Some(venue.id),
            name: venue.name.clone(),
            url: events_page_for(venue),
        }
    }

    pub fn custom(url: &str) -> DiscoveryTarget {
        DiscoveryTarget {
            venue_id: None,
            name: url.trim().to_string(),
            url: url.trim().to_string(),
        }
    }
}

#[derive(Debug, Clone, Copy)]
pub struct DiscoverySettings {
    pub today: Date,
    /// The city's zone, for times given as UTC instants.
    pub zone: CityZone,
    pub concurrency: usize,
    pub per_site: usize,
    pub limits: Limits,
    /// Pages of The Events Calendar's API read per site.
    pub max_api_pages: usize,
    /// The city's reach: an event placed beyond it says how far it is.
    pub reach: Option<CityReach>,
}

impl DiscoverySettings {
    pub fn new(today: Date, zone: CityZone) -> DiscoverySettings {
        DiscoverySettings {
            today,
            zone,
            concurrency: DISCOVERY_CONCURRENCY,
            per_site: PER_SITE_CONCURRENCY,
            limits: PAGE_LIMITS,
            max_api_pages: 5,
            reach: None,
        }
    }

    /// With the city's reach: staff are told of an event far from it.
    pub fn reaching(self, reach: CityReach) -> DiscoverySettings {
        DiscoverySettings {
            reach: Some(reach),
            ..self
        }
    }
}

/// What one target gave.
struct SourceOutcome {
    events: Vec<ScrapedEvent>,
    /// What the page or its feeds say is cancelled or postponed.
    withdrawn: Vec<ScrapedEvent>,
    feeds: Vec<String>,
    skipped: Vec<String>,
    /// Events over already, left out.
    past: usize,
}

/// Reads a page, then the calendar feed and the REST API it advertises.
/// Only the page itself must succeed; a broken feed is noted and skipped.
async fn read_target(
    client: &GuardedClient,
    target: &DiscoveryTarget,
    settings: &DiscoverySettings,
) -> Result<SourceOutcome, ScrapeError> {
    let options = ExtractOptions::new(settings.today, settings.zone);
    let page = fetch_text(client, &target.url, settings.limits).await?;
    // A custom URL may be the calendar feed itself.
    let (found, links) = read_off_thread(move || {
        let found = extract_document(&page.text, &page.url, &options);
        (found, feed_links(&page.text, &page.url))
    })
    .await?;
    let mut events = found.events;
    let mut withdrawn = found.withdrawn;
    let mut skipped: Vec<String> = found.skipped.iter().map(said).collect();
    let mut feeds = Vec::new();
    if let Some(ical) = links.ical.first() {
        match fetch_text(client, ical, settings.limits).await {
            // A linked feed may carry a warning line before it.
            Ok(feed) if feed.text.contains("BEGIN:VCALENDAR") => {
                let found =
                    read_off_thread(move || parse_ics(&feed.text, &feed.url, &options)).await?;
                events.extend(found.events);
                withdrawn.extend(found.withdrawn);
                skipped.extend(found.skipped.iter().map(said));
                feeds.push(ical.clone());
            }
            Ok(_) => skipped.push(format!("{ical}: not a calendar")),
            Err(error) => skipped.push(format!("{ical}: {error}")),
        }
    }
    if let Some(api) = &links.tec_api {
        let mut next = Some(tec_events_url(api, settings.today));
        let mut pages = 0;
        while let Some(url) = next.take() {
            if pages >= settings.max_api_pages {
                break;
            }
            pages += 1;
            match fetch_text(client, &url, settings.limits).await {
                Ok(answer) => {
                    let page = read_off_thread(move || {
                        parse_tec_events(&answer.text, &answer.url, &options)
                    })
                    .await?;
                    events.extend(page.extraction.events);
                    feeds.push(url);
                    next = page.next_url;
                }
                // The API answers 404 when there is nothing (more) to list.
                Err(ScrapeError::Fetch(FetchError::Status(404))) => {}
                Err(error) => skipped.push(format!("{url}: {error}")),
            }
        }
    }
    let past = drop_past(&mut events, settings.today);
    Ok(SourceOutcome {
        events: merge_run(events),
        withdrawn,
        feeds,
        skipped,
        past,
    })
}

/// One read of a followed source: its page (or feed) and the feeds it
/// links, as one extraction of the events it lists and withdraws.
pub async fn read_source(
    client: &GuardedClient,
    target: &DiscoveryTarget,
    settings: &DiscoverySettings,
) -> Result<EventExtraction, ScrapeError> {
    let outcome = read_target(client, target, settings).await?;
    Ok(EventExtraction {
        events: outcome.events,
        withdrawn: outcome.withdrawn,
        skipped: Vec::new(),
    })
}

/// A skipped item as the report lists it: 'Old Show: no start date', or
/// the reason alone for the page itself.
fn said(skipped: &guide_core::extract::Skipped) -> String {
    if skipped.title.is_empty() {
        skipped.reason.clone()
    } else {
        format!("{}: {}", skipped.title, skipped.reason)
    }
}

/// The site a target is on (host and port), for the per-site bound.
fn site_of(url: &str) -> String {
    url::Url::parse(url)
        .ok()
        .and_then(|u| Some(format!("{}:{}", u.host_str()?, u.port_or_known_default()?)))
        .unwrap_or_default()
}

/// Reads every target, at most `settings.concurrency` at a time and
/// `settings.per_site` of one site at a time; each
/// target's failure (timeout, 404, garbage) is reported in its
/// [`SourceReport`] and never fails the others. The events found are merged
/// across targets and split into new ones and duplicates of stored events.
pub async fn discover(
    client: &GuardedClient,
    store: &Store,
    targets: Vec<DiscoveryTarget>,
    settings: DiscoverySettings,
    progress: Option<mpsc::UnboundedSender<DiscoveryLine>>,
) -> anyhow::Result<DiscoveryReport> {
    let total = targets.len();
    let permits = Arc::new(Semaphore::new(settings.concurrency.max(1)));
    let mut sites: HashMap<String, Arc<Semaphore>> = HashMap::new();
    let done = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let mut tasks = tokio::task::JoinSet::new();
    for (index, target) in targets.iter().cloned().enumerate() {
        let site = sites
            .entry(site_of(&target.url))
            .or_insert_with(|| Arc::new(Semaphore::new(settings.per_site.max(1))))
            .clone();
        let (client, permits, progress, done) = (
            client.clone(),
            permits.clone(),
            progress.clone(),
            done.clone(),
        );
        tasks.spawn(async move {
            // The site's turn first, so a busy site holds no overall permit.
            let _site = site
                .acquire_owned()
                .await
                .expect("the semaphore is never closed");
            let _permit = permits
                .acquire_owned()
                .await
                .expect("the semaphore is never closed");
            if let Some(progress) = &progress {
                let _ = progress.send(DiscoveryLine::Started {
                    index,
                    total,
                    name: target.name.clone(),
                    url: target.url.clone(),
                });
            }
            let outcome = read_target(&client, &target, &settings).await;
            let finished = done.fetch_add(1, std::sync::atomic::Ordering::SeqCst) + 1;
            if let Some(progress) = &progress {
                let _ = progress.send(DiscoveryLine::Finished {
                    index,
                    total,
                    done: finished,
                    name: target.name.clone(),
                    events: outcome.as_ref().map_or(0, |o| o.events.len()),
                    error: outcome.as_ref().err().map(ToString::to_string),
                });
            }
            (index, outcome)
        });
    }
    let mut outcomes: Vec<Option<Result<SourceOutcome, ScrapeError>>> =
        (0..total).map(|_| None).collect();
    while let Some(joined) = tasks.join_next().await {
        let (index, outcome) = joined?;
        outcomes[index] = Some(outcome);
    }

    let mut sources = Vec::with_capacity(total);
    // Events tagged with their venue: a venue target's own name, else the
    // event's location, else 'Venue TBA'.
    let mut venue_ids: HashMap<String, Option<i64>> = HashMap::new();
    let mut all = Vec::new();
    for (target, outcome) in targets.iter().zip(outcomes) {
        let outcome = outcome.expect("every task reports");
        let mut report = SourceReport {
            name: target.name.clone(),
            url: target.url.clone(),
            venue_id: target.venue_id,
            events: 0,
            error: None,
            feeds: Vec::new(),
            skipped: Vec::new(),
            past: 0,
        };
        match outcome {
            Ok(found) => {
                report.events = found.events.len();
                report.past = found.past;
                report.feeds = found.feeds;
                report.skipped = found.skipped;
                // A venue's own page places its events there (core's rule,
                // which a followed source's duplicate check applies too).
                let page_venue = target.venue_id.map(|_| target.name.as_str());
                for mut event in found.events {
                    event.venue = placed_venue(page_venue, &event).map(str::to_string);
                    let venue = event.venue.clone().unwrap_or_else(|| VENUE_TBA.to_string());
                    venue_ids.entry(venue).or_insert(target.venue_id);
                    all.push(event);
                }
            }
            Err(error) => report.error = Some(error.to_string()),
        }
        sources.push(report);
    }
    let all = merge_run(all);
    let positions: Vec<_> = venue_positions(&all)
        .into_iter()
        .map(|(venue, at)| {
            let venue_id = venue_ids.get(&venue).copied().flatten();
            (VenueNamed::of(venue_id, venue), at)
        })
        .collect();
    store.fill_venue_positions(&positions).await?;
    let matcher = EventMatcher::new(store.events_for_dedupe(settings.today.add_days(-1)).await?);
    let mut result = DiscoveryResult::default();
    // As the discovery answer shows it, with how far it is when the page
    // places it beyond the city's reach.
    let discovered = |event: &ScrapedEvent, venue_id: Option<i64>, venue: &str| DiscoveredEvent {
        far_km: settings
            .reach
            .and_then(|reach| reach.beyond(event.venue_at)),
        ..event.to_discovered(venue_id, venue)
    };
    for event in all {
        let venue = event.venue.clone().unwrap_or_else(|| VENUE_TBA.to_string());
        let matches = matcher.matches(&event, Some(&venue));
        if matches.is_empty() {
            let venue_id = venue_ids.get(&venue).copied().flatten();
            result.new_events.push(discovered(&event, venue_id, &venue));
        } else {
            let venue_id = venue_ids.get(&venue).copied().flatten();
            result.duplicate_events.push(DuplicateEvent {
                title: event.title.clone(),
                date: event.date.to_string(),
                time: event.time.clone(),
                description: event.description.clone(),
                similar_events: matches
                    .iter()
                    .map(|m| {
                        let known = &matcher.known()[m.index];
                        SimilarEvent {
                            title: known.title.clone(),
                            id: known.id,
                            date: known.date.to_string(),
                        }
                    })
                    .collect(),
                found: discovered(&event, venue_id, &venue),
                ticket_url: event.ticket_url.clone(),
                venue_name: venue,
            });
        }
    }
    Ok(DiscoveryReport { result, sources })
}
