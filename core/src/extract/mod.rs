//! The scraping engine's pure half: page text in, typed items out (issue #7).
//!
//! Structured data first, merged in this order: JSON-LD, microdata, h-event
//! microformats, then OpenGraph/meta tags; calendar feeds (ICS with RRULE,
//! The Events Calendar's REST API); a heuristic reading of headings and
//! nearby dates for pages without any of that, marked low confidence.
//! No I/O: the server fetches, decodes ([`decode_html`]) and calls these.

mod activitypub;
mod category;
mod charset;
pub mod dates;
pub mod dedupe;
pub mod depth;
mod events;
pub mod follow;
mod heuristic;
mod html;
mod ics;
mod json;
mod merge;
mod places;
pub mod recur;
mod schema;
mod tec;
pub mod text;

use crate::text::lang::Lang;
use serde::{Deserialize, Serialize};

use crate::content::near::Coordinates;
use crate::dashboard::admin::DiscoveredEvent;
use crate::time::date::{CityZone, Date};

pub use crate::dashboard::admin::ScrapedRestaurant;
pub use activitypub::read_event_object;
pub use category::category_for;
pub use charset::decode_html;
pub use events::{extract_events, format_price};
pub use html::{FeedLinks, feed_links};
pub use ics::parse_ics;
pub use places::{extract_activity, extract_restaurant, map_cuisine};
pub use tec::{TecPage, parse_tec_events, tec_events_url};

/// Whether a fetched document is an iCalendar feed (RFC 5545), whatever
/// address or content type it came with: its first line, after a byte
/// order mark or blank lines, opens a VCALENDAR.
pub fn is_calendar(text: &str) -> bool {
    let start = text.trim_start_matches('\u{feff}').trim_start();
    start
        .get(..15)
        .is_some_and(|head| head.eq_ignore_ascii_case("BEGIN:VCALENDAR"))
}

/// The events of any document a source points to: an iCalendar feed given
/// directly (a venue's `.ics` or a Google Calendar address), else a page.
pub fn extract_document(text: &str, url: &str, options: &ExtractOptions) -> EventExtraction {
    if is_calendar(text) {
        parse_ics(text, url, options)
    } else {
        extract_events(text, url, options)
    }
}

/// Where an extracted item came from, most trusted first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Source {
    JsonLd,
    Microdata,
    Microformat,
    OpenGraph,
    Ical,
    TecApi,
    /// A followed ActivityPub actor's `Event` objects.
    ActivityPub,
    Heuristic,
}

pub use crate::dashboard::sources::EventStatus;

/// Reading a status from what sources write.
impl EventStatus {
    /// schema.org's `EventCancelled`/`EventPostponed` (any IRI form), or
    /// an ICS `CANCELLED`.
    pub(crate) fn from_status(text: &str) -> Option<EventStatus> {
        let text = text.to_ascii_lowercase();
        if text.contains("cancel") {
            Some(EventStatus::Cancelled)
        } else if text.contains("postpone") {
            Some(EventStatus::Postponed)
        } else {
            None
        }
    }

    /// A title that says it: 'CANCELLED: Jazz Night', 'Jazz Night
    /// (Postponed)', 'Jazz Night – canceled'. The status and the title
    /// without the word.
    pub(crate) fn from_title(title: &str) -> Option<(EventStatus, String)> {
        const WORDS: [(&str, EventStatus); 3] = [
            ("cancelled", EventStatus::Cancelled),
            ("canceled", EventStatus::Cancelled),
            ("postponed", EventStatus::Postponed),
        ];
        let lower = title.to_ascii_lowercase();
        WORDS.iter().find_map(|(word, status)| {
            let at = lower.find(word)?;
            let before = &title[..at];
            let after = &title[at + word.len()..];
            // The word alone, at either end of the title (a marker, not a
            // title like 'The Cancelled Wedding').
            let marker = |part: &str| part.trim_matches(|c: char| !c.is_alphanumeric()).is_empty();
            let rest = if marker(before) {
                after
            } else if marker(after) {
                before
            } else {
                return None;
            };
            let rest = rest.trim_matches(|c: char| c.is_whitespace() || "-–—:|()[]!".contains(c));
            (!rest.is_empty()).then(|| (*status, rest.to_string()))
        })
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Confidence {
    /// Read from structured data or a feed.
    High,
    /// Guessed from the page's text: check before creating.
    Low,
}

/// An event read from a page or feed, in the spec's Event fields plus where
/// it came from.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ScrapedEvent {
    pub title: String,
    pub description: String,
    pub date: Date,
    pub end_date: Option<Date>,
    /// '7:30 PM' (local time in Sarasota), when the source gives one.
    pub time: Option<String>,
    /// One of the spec's categories (`events::CATEGORIES`).
    pub category: String,
    /// Absolute URL.
    pub image: Option<String>,
    /// '$25', '$35-$95', 'Free', '€20'…
    pub ticket_price: Option<String>,
    pub ticket_url: Option<String>,
    /// The venue's name as the source gives it (location).
    pub venue: Option<String>,
    pub venue_address: Option<String>,
    /// Where the venue is, when the source says (schema.org's `geo`, an
    /// iCalendar `GEO`): it fills in a known venue's missing position.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub venue_at: Option<Coordinates>,
    /// The page (or feed) the event was read from, or its own page.
    pub source_url: Option<String>,
    /// What identifies this very event at its source across runs: its own
    /// page's URL or the feed's UID (with the date, for recurrences).
    pub source_key: Option<String>,
    pub source: Source,
    pub confidence: Confidence,
    /// What staff should check before creating it (a low-confidence read).
    pub check: Option<String>,
    /// Scheduled for every listed event; a withdrawn one says why.
    pub status: EventStatus,
    /// The language it is written in: the page's (schema.org `inLanguage`,
    /// else `<html lang>`); English for a feed.
    #[serde(default, skip_serializing_if = "Lang::is_english")]
    pub lang: Lang,
}

impl ScrapedEvent {
    /// As the edit form holds it, at its source's venue (or none): a read
    /// beside the guide's event in the merge view.
    pub fn to_edit(&self, venue_id: Option<i64>) -> crate::dashboard::editing::EventEdit {
        let venue = self
            .venue
            .as_deref()
            .unwrap_or(crate::content::model::VENUE_TBA);
        crate::dashboard::editing::EventEdit {
            event: self.to_discovered(venue_id, venue),
            ticket_url: self.ticket_url.clone(),
            status: None,
            every_date: false,
        }
    }

    /// The discovery answer's shape (spec section 3), for a venue (or none).
    pub fn to_discovered(&self, venue_id: Option<i64>, venue_name: &str) -> DiscoveredEvent {
        DiscoveredEvent {
            title: self.title.clone(),
            description: self.description.clone(),
            venue_id,
            venue_name: venue_name.to_string(),
            date: self.date.to_string(),
            end_date: self.end_date.map(|d| d.to_string()),
            time: self.time.clone(),
            category: self.category.clone(),
            image: self.image.clone(),
            ticket_price: self.ticket_price.clone(),
            source_url: self.source_url.clone(),
            check: self.check.clone(),
            lang: self.lang,
            far_km: None,
        }
    }
}

/// Something that looked like an event but was not taken, and why.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Skipped {
    pub title: String,
    pub reason: String,
}

/// What a page or feed gave.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct EventExtraction {
    /// What takes place: the events to list.
    pub events: Vec<ScrapedEvent>,
    /// What the source says is cancelled or postponed: never listed, but a
    /// followed source's earlier event is withdrawn by it.
    pub withdrawn: Vec<ScrapedEvent>,
    pub skipped: Vec<Skipped>,
}

impl EventExtraction {
    /// An event the source withdrew: kept apart, and reported as skipped.
    pub(crate) fn withdraw(&mut self, event: ScrapedEvent) {
        let reason = Skipped {
            title: event.title.clone(),
            reason: event.status.as_str().to_string(),
        };
        if !self.skipped.contains(&reason) {
            self.skipped.push(reason);
        }
        self.withdrawn.push(event);
    }
}

/// Settings of one extraction; core reads no clock, so "today" is given.
#[derive(Debug, Clone, Copy)]
pub struct ExtractOptions {
    /// Recurrences are listed from this day…
    pub today: Date,
    /// …for this many days…
    pub window_days: i64,
    /// …and at most this many occurrences of one rule.
    pub max_occurrences: usize,
    /// Times given as UTC instants are read as this city's wall clock.
    pub zone: CityZone,
}

impl ExtractOptions {
    pub fn new(today: Date, zone: CityZone) -> ExtractOptions {
        ExtractOptions {
            today,
            window_days: crate::content::schedule::SERIES_WINDOW_DAYS,
            max_occurrences: crate::content::schedule::SERIES_MAX_OCCURRENCES,
            zone,
        }
    }

    pub(crate) fn window(&self) -> recur::Window {
        recur::Window {
            from: self.today,
            to: self.today.add_days(self.window_days),
            max: self.max_occurrences,
        }
    }
}

/// Nothing usable was found on the page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ExtractError {
    NothingFound,
}

impl std::fmt::Display for ExtractError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ExtractError::NothingFound => {
                f.write_str("No name or details could be read from the page")
            }
        }
    }
}

impl std::error::Error for ExtractError {}
