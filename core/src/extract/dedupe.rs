//! Duplicates: discovered events against stored ones (and each other), and
//! a new restaurant against the stored restaurants.
//!
//! The thresholds were chosen on the labelled pairs in
//! `core/tests/fixtures/dedupe/` (see `core/tests/dedupe_pairs.rs`, which
//! prints precision and recall).

use std::collections::HashMap;

use super::ScrapedEvent;
use super::merge::fill;
use crate::content::model::Restaurant;
use crate::content::near::{Coordinates, distance_km};
use crate::text::similarity::{
    Prepared as Text, contains_words, normalize, similarity_normalized, similarity_prepared,
};
use crate::time::date::Date;

/// Normalised titles at least this alike (with the date and venue rules) are
/// the same event.
pub const EVENT_TITLE_THRESHOLD: f64 = 0.72;
/// Venue names, when both are known, at least this alike.
pub const VENUE_THRESHOLD: f64 = 0.6;
/// Restaurant names at least this alike (and near, or at the same address).
pub const RESTAURANT_NAME_THRESHOLD: f64 = 0.7;
/// "Near" for restaurants with coordinates, in metres.
pub const RESTAURANT_DISTANCE_M: f64 = 100.0;

/// An event already stored, as duplicate detection sees it.
#[derive(Debug, Clone, PartialEq)]
pub struct KnownEvent {
    pub id: i64,
    pub title: String,
    pub date: Date,
    pub end_date: Option<Date>,
    /// The venue's name (a stored venue's or the event's own text).
    pub venue: Option<String>,
    pub source_url: Option<String>,
}

/// What two events are compared on.
#[derive(Debug, Clone, Copy)]
pub struct EventFacts<'a> {
    pub title: &'a str,
    pub date: Date,
    pub end_date: Option<Date>,
    pub venue: Option<&'a str>,
}

/// A URL or UID as an identity: no scheme, no `www.`, no trailing slash.
pub fn identity_key(key: &str) -> String {
    let key = key.trim();
    let key = key
        .strip_prefix("https://")
        .or_else(|| key.strip_prefix("http://"))
        .unwrap_or(key);
    let key = key.strip_prefix("www.").unwrap_or(key);
    let key = key.trim_end_matches('/');
    match key.split_once('/') {
        Some((host, path)) => format!("{}/{path}", host.to_ascii_lowercase()),
        None => key.to_ascii_lowercase(),
    }
}

fn venues_agree(a: Option<&str>, b: Option<&str>) -> bool {
    match (a.map(normalize), b.map(normalize)) {
        (Some(a), Some(b)) if !a.is_empty() && !b.is_empty() => {
            a == b
                || contains_words(&a, &b)
                || contains_words(&b, &a)
                || similarity_normalized(&a, &b) >= VENUE_THRESHOLD
        }
        // Unknown on either side: the venue says nothing.
        _ => true,
    }
}

fn dates_agree(a: &EventFacts, b: &EventFacts) -> bool {
    let within = |d: Date, start: Date, end: Option<Date>| {
        let end = end.filter(|e| *e > start).unwrap_or(start);
        d.to_days() >= start.to_days() - 1 && d.to_days() <= end.to_days() + 1
    };
    within(a.date, b.date, b.end_date) || within(b.date, a.date, a.end_date)
}

/// The title similarity when two events are the same by the rule (similar
/// normalised title, date within a day, same venue when both are known).
pub fn same_event(a: &EventFacts, b: &EventFacts) -> Option<f64> {
    if !dates_agree(a, b) || !venues_agree(a.venue, b.venue) {
        return None;
    }
    let score = similarity_normalized(&normalize(a.title), &normalize(b.title));
    (score >= EVENT_TITLE_THRESHOLD).then_some(score)
}

/// A match of a discovered event against the stored ones.
#[derive(Debug, Clone, PartialEq)]
pub struct EventMatch {
    /// Position in the list the matcher was built from.
    pub index: usize,
    /// Same source URL or feed UID on the same day: certainly the same.
    pub certain: bool,
    pub score: f64,
}

struct Prepared {
    title: Text,
    /// Position in `venues`.
    venue: Option<u32>,
}

/// Stored events indexed by day and by source, so 1,000 discovered events
/// are checked against 10,000 stored ones in milliseconds.
pub struct EventMatcher {
    known: Vec<KnownEvent>,
    prepared: Vec<Prepared>,
    /// Distinct normalised venue names (a few dozen for thousands of events).
    venues: Vec<Text>,
    by_day: HashMap<i64, Vec<u32>>,
    by_source: HashMap<String, Vec<u32>>,
}

/// Multi-day events are indexed on each of their days, up to this many.
const MAX_INDEXED_DAYS: i64 = 62;

impl EventMatcher {
    pub fn new(known: Vec<KnownEvent>) -> EventMatcher {
        let mut by_day: HashMap<i64, Vec<u32>> = HashMap::with_capacity(known.len());
        let mut by_source: HashMap<String, Vec<u32>> = HashMap::new();
        let mut prepared = Vec::with_capacity(known.len());
        let mut venues: Vec<Text> = Vec::new();
        let mut venue_ids: HashMap<String, u32> = HashMap::new();
        for (i, event) in known.iter().enumerate() {
            let start = event.date.to_days();
            let end = event
                .end_date
                .map(|e| e.to_days())
                .filter(|&e| e > start)
                .unwrap_or(start)
                .min(start + MAX_INDEXED_DAYS);
            for day in start..=end {
                by_day.entry(day).or_default().push(i as u32);
            }
            if let Some(source) = &event.source_url {
                by_source
                    .entry(identity_key(source))
                    .or_default()
                    .push(i as u32);
            }
            let venue = event
                .venue
                .as_deref()
                .map(normalize)
                .filter(|v| !v.is_empty())
                .map(|v| {
                    *venue_ids.entry(v.clone()).or_insert_with(|| {
                        venues.push(Text::from_normalized(v));
                        venues.len() as u32 - 1
                    })
                });
            prepared.push(Prepared {
                title: Text::new(&event.title),
                venue,
            });
        }
        EventMatcher {
            known,
            prepared,
            venues,
            by_day,
            by_source,
        }
    }

    pub fn known(&self) -> &[KnownEvent] {
        &self.known
    }

    /// Stored events that an event read from a page duplicates, best
    /// first: the one duplicate check of every way an event is read in
    /// (discovery, a followed source). `page_venue` is the venue whose page
    /// it is, if the page is a venue's ([`placed_venue`]).
    pub fn matches(&self, event: &ScrapedEvent, page_venue: Option<&str>) -> Vec<EventMatch> {
        let facts = EventFacts {
            title: &event.title,
            date: event.date,
            end_date: event.end_date,
            venue: placed_venue(page_venue, event),
        };
        // Its own page or feed UID identifies it only with a UID.
        let keys = match &event.source_key {
            Some(key) => [Some(key.as_str()), event.source_url.as_deref()],
            None => [None, None],
        };
        self.find(&facts, keys)
    }

    /// Stored events that an event staff (or an organizer) typed in
    /// duplicates, best first: the same rule, without a page to identify it.
    pub fn matches_entered(&self, facts: &EventFacts) -> Vec<EventMatch> {
        self.find(facts, [None, None])
    }

    fn find(&self, event: &EventFacts, keys: [Option<&str>; 2]) -> Vec<EventMatch> {
        let mut found: Vec<EventMatch> = Vec::new();
        for key in keys.into_iter().flatten() {
            for &i in self.by_source.get(&identity_key(key)).into_iter().flatten() {
                let known = &self.known[i as usize];
                if known.date == event.date && !found.iter().any(|m| m.index == i as usize) {
                    found.push(EventMatch {
                        index: i as usize,
                        certain: true,
                        score: 1.0,
                    });
                }
            }
        }
        let title = Text::new(event.title);
        let venue = event
            .venue
            .map(normalize)
            .filter(|v| !v.is_empty())
            .map(Text::from_normalized);
        // Whether each stored venue agrees with this one, worked out once.
        let mut venue_ok: Vec<Option<bool>> = vec![None; self.venues.len()];
        let day = event.date.to_days();
        let last = event
            .end_date
            .map(|e| e.to_days())
            .filter(|&e| e > day)
            .unwrap_or(day)
            .min(day + MAX_INDEXED_DAYS);
        for d in day - 1..=last + 1 {
            for &i in self.by_day.get(&d).into_iter().flatten() {
                let index = i as usize;
                if found.iter().any(|m| m.index == index) {
                    continue;
                }
                let p = &self.prepared[index];
                let agrees = match (&venue, p.venue) {
                    (Some(a), Some(v)) => *venue_ok[v as usize].get_or_insert_with(|| {
                        let b = &self.venues[v as usize];
                        contains_words(a.text(), b.text())
                            || contains_words(b.text(), a.text())
                            || similarity_prepared(a, b) >= VENUE_THRESHOLD
                    }),
                    _ => true,
                };
                if !agrees {
                    continue;
                }
                let score = similarity_prepared(&title, &p.title);
                if score >= EVENT_TITLE_THRESHOLD {
                    found.push(EventMatch {
                        index,
                        certain: false,
                        score,
                    });
                }
            }
        }
        found.sort_by(|a, b| b.certain.cmp(&a.certain).then(b.score.total_cmp(&a.score)));
        found
    }
}

/// The venue an event read from a page takes place at: the page's own
/// venue when the page is a venue's (its events page lists what happens
/// there, whatever the page calls the hall), else the venue the event
/// names. Discovery places what it reads so, and a followed source's
/// events are matched so, so that both find the same duplicates.
pub fn placed_venue<'a>(page_venue: Option<&'a str>, event: &'a ScrapedEvent) -> Option<&'a str> {
    page_venue.or(event.venue.as_deref())
}

/// Leaves out the events that are over by `today` (of no use to
/// visitors), and says how many there were: discovery tells staff why a
/// page that lists only past events gave nothing.
pub fn drop_past(events: &mut Vec<ScrapedEvent>, today: Date) -> usize {
    let before = events.len();
    events.retain(|e| e.end_date.filter(|end| *end > e.date).unwrap_or(e.date) >= today);
    before - events.len()
}

/// Merges the duplicates within one discovery run (the same event from a
/// page's JSON-LD, its feed and the REST API): the first keeps its place
/// and gains the others' missing fields.
pub fn merge_run(events: Vec<ScrapedEvent>) -> Vec<ScrapedEvent> {
    let mut kept: Vec<ScrapedEvent> = Vec::with_capacity(events.len());
    let mut by_day: HashMap<i64, Vec<usize>> = HashMap::new();
    for event in events {
        let facts = |e: &ScrapedEvent| (normalize(&e.title), e.venue.clone());
        let (title, venue) = facts(&event);
        let day = event.date.to_days();
        let same = (day - 1..=day + 1)
            .flat_map(|d| by_day.get(&d).cloned().unwrap_or_default())
            .find(|&k| {
                let other = &kept[k];
                let keyed = event.source_key.is_some() && event.source_key == other.source_key;
                keyed
                    || (other.date == event.date
                        && venues_agree(venue.as_deref(), other.venue.as_deref())
                        && similarity_normalized(&title, &normalize(&other.title))
                            >= EVENT_TITLE_THRESHOLD)
            });
        match same {
            Some(k) => fill(&mut kept[k], event),
            None => {
                by_day.entry(day).or_default().push(kept.len());
                kept.push(event);
            }
        }
    }
    kept
}

/// Where a run's events say their venues are (`venue_at`): the first
/// position given for each venue named, in the order read. A venue's later
/// events never move it; an event without a venue or a position gives none.
pub fn venue_positions(events: &[ScrapedEvent]) -> Vec<(String, Coordinates)> {
    let mut seen = std::collections::HashSet::new();
    events
        .iter()
        .filter_map(|e| Some((e.venue.as_deref()?, e.venue_at?)))
        .filter(|(venue, _)| seen.insert(*venue))
        .map(|(venue, at)| (venue.to_string(), at))
        .collect()
}

// ------------------------------------------------------------ restaurants

/// The last ten digits of a phone number (a leading country code 1 dropped).
pub fn phone_key(phone: &str) -> Option<String> {
    let digits: String = phone.chars().filter(char::is_ascii_digit).collect();
    (digits.len() >= 10).then(|| digits[digits.len() - 10..].to_string())
}

/// Hosts many restaurants share: no evidence of sameness.
const SHARED_HOSTS: [&str; 16] = [
    "facebook.com",
    "instagram.com",
    "yelp.com",
    "tripadvisor.com",
    "google.com",
    "goo.gl",
    "linktr.ee",
    "toasttab.com",
    "opentable.com",
    "resy.com",
    "squarespace.com",
    "wixsite.com",
    "business.site",
    "doordash.com",
    "ubereats.com",
    "grubhub.com",
];

/// The website's host without `www.`, unless it is a shared platform.
pub fn website_domain(website: &str) -> Option<String> {
    let rest = website.trim();
    let rest = rest.split_once("://").map_or(rest, |(_, r)| r);
    let host = rest
        .split(['/', '?', '#', ':'])
        .next()?
        .to_ascii_lowercase();
    let host = host.strip_prefix("www.").unwrap_or(&host).to_string();
    let shared = SHARED_HOSTS
        .iter()
        .any(|s| host == *s || host.ends_with(&format!(".{s}")));
    (!host.is_empty() && host.contains('.') && !shared).then_some(host)
}

const STREET_WORDS: [(&str, &str); 18] = [
    ("street", "st"),
    ("avenue", "ave"),
    ("road", "rd"),
    ("boulevard", "blvd"),
    ("drive", "dr"),
    ("lane", "ln"),
    ("court", "ct"),
    ("place", "pl"),
    ("circle", "cir"),
    ("parkway", "pkwy"),
    ("highway", "hwy"),
    ("trail", "trl"),
    ("north", "n"),
    ("south", "s"),
    ("east", "e"),
    ("west", "w"),
    ("suite", "ste"),
    ("plaza", "plz"),
];

/// The street line of an address, lower case, abbreviations unified:
/// '1 N. Tamiami Trail, Sarasota' = '1 North Tamiami Trl'.
pub fn address_key(address: &str) -> Option<String> {
    let street = address.split(',').next()?;
    let words: Vec<String> = street
        .to_lowercase()
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(|w| {
            STREET_WORDS
                .iter()
                .find(|(long, _)| *long == w)
                .map_or(w.to_string(), |(_, short)| short.to_string())
        })
        .collect();
    let has_number = words
        .first()
        .is_some_and(|w| w.chars().any(|c| c.is_ascii_digit()));
    (has_number && words.len() >= 2).then(|| words.join(" "))
}

/// Why two restaurants are the same, if they are: same phone, same website
/// domain, or a similar name within ~100 m or at the same street address.
pub fn restaurant_duplicate_reason(a: &Restaurant, b: &Restaurant) -> Option<&'static str> {
    let phone = |r: &Restaurant| r.phone.as_deref().and_then(phone_key);
    if phone(a).is_some() && phone(a) == phone(b) {
        return Some("same phone");
    }
    let domain = |r: &Restaurant| r.website.as_deref().and_then(website_domain);
    if domain(a).is_some() && domain(a) == domain(b) {
        return Some("same website");
    }
    let names = similarity_normalized(&normalize(&a.name), &normalize(&b.name));
    if names < RESTAURANT_NAME_THRESHOLD {
        return None;
    }
    let coords = |r: &Restaurant| Coordinates::of(r.latitude, r.longitude);
    if let (Some(x), Some(y)) = (coords(a), coords(b))
        && distance_km(x, y) * 1000.0 <= RESTAURANT_DISTANCE_M
    {
        return Some("similar name nearby");
    }
    let address = |r: &Restaurant| r.address.as_deref().and_then(address_key);
    if address(a).is_some() && address(a) == address(b) {
        return Some("similar name at the same address");
    }
    None
}

/// Positions of the stored restaurants that `candidate` duplicates.
pub fn similar_restaurants(candidate: &Restaurant, existing: &[Restaurant]) -> Vec<usize> {
    existing
        .iter()
        .enumerate()
        .filter(|(_, r)| r.id != candidate.id || candidate.id == 0)
        .filter(|(_, r)| restaurant_duplicate_reason(candidate, r).is_some())
        .map(|(i, _)| i)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys() {
        assert_eq!(
            identity_key("https://www.Venue.org/events/gala/"),
            "venue.org/events/gala"
        );
        assert_eq!(
            phone_key("+1 (941) 555-0100").as_deref(),
            Some("9415550100")
        );
        assert_eq!(phone_key("555-0100"), None);
        assert_eq!(
            website_domain("https://www.owensfishcamp.com/menu").as_deref(),
            Some("owensfishcamp.com")
        );
        assert_eq!(website_domain("https://www.facebook.com/owens"), None);
        assert_eq!(
            address_key("516 Burns Ct, Sarasota, FL"),
            address_key("516 Burns Court")
        );
        assert_eq!(address_key("Sarasota, FL"), None);
    }

    fn at_venue(venue: Option<&str>, at: Option<(f64, f64)>) -> ScrapedEvent {
        ScrapedEvent {
            title: "Show".into(),
            description: String::new(),
            date: crate::Date::parse("2026-12-04").unwrap(),
            end_date: None,
            time: None,
            category: "Theater".into(),
            image: None,
            ticket_price: None,
            ticket_url: None,
            venue: venue.map(str::to_string),
            venue_address: None,
            venue_at: at.and_then(|(lat, lon)| Coordinates::of(Some(lat), Some(lon))),
            source_url: None,
            source_key: None,
            source: crate::extract::Source::JsonLd,
            confidence: crate::extract::Confidence::High,
            check: None,
            lang: Default::default(),
            status: crate::extract::EventStatus::Scheduled,
        }
    }

    #[test]
    fn past_events_are_left_out_and_counted() {
        let day = |d: &str| crate::Date::parse(d).unwrap();
        let on = |start: &str, end: Option<&str>| ScrapedEvent {
            date: day(start),
            end_date: end.map(day),
            ..at_venue(None, None)
        };
        let mut events = vec![
            on("2026-12-01", None),
            // A run that is still on, and one whose end is a mistake.
            on("2026-11-20", Some("2026-12-06")),
            on("2026-11-20", Some("2026-11-01")),
            on("2026-12-04", None),
        ];
        assert_eq!(drop_past(&mut events, day("2026-12-04")), 2);
        assert_eq!(
            events
                .iter()
                .map(|e| e.date.to_string())
                .collect::<Vec<_>>(),
            ["2026-11-20", "2026-12-04"]
        );
    }

    #[test]
    fn a_venue_is_placed_by_the_first_position_its_events_give() {
        let events = [
            at_venue(Some("Players Centre"), None),
            at_venue(None, Some((27.0, -82.0))),
            at_venue(Some("Players Centre"), Some((27.3421, -82.5445))),
            at_venue(Some("Van Wezel"), Some((27.3419, -82.5446))),
            at_venue(Some("Players Centre"), Some((28.0, -81.0))),
        ];
        let placed: Vec<_> = venue_positions(&events)
            .into_iter()
            .map(|(venue, at)| (venue, at.latitude, at.longitude))
            .collect();
        assert_eq!(
            placed,
            [
                ("Players Centre".to_string(), 27.3421, -82.5445),
                ("Van Wezel".to_string(), 27.3419, -82.5446),
            ]
        );
        assert!(venue_positions(&events[..2]).is_empty());
    }
}
