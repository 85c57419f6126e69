//! Search across the guide: events, activities, restaurants and venues,
//! on the device (the browser calls it through WASM, so it works offline).
//!
//! Words are compared as [`search_words`] writes them: lower case, accents
//! off, no punctuation, no apostrophes, no stop words. A query word matches a word of
//! an item exactly, as its beginning (the visitor is still typing), or
//! with one typo (a letter missing, extra, wrong or two swapped; not the
//! first letter, which keeps the search within budget). Every query word
//! must match. Ranking: fewer typos first; then a match in the title
//! counts most, then one in the venue, cuisine, area or type, then one in
//! the description; then the place itself before the events at it, and
//! events by date.
//!
//! Some words name a facet and filter instead ('free', 'tonight', 'open
//! now', 'kids', and the facts staff set on places: 'indoor', 'dog',
//! 'step-free', in the guide's four languages: see [`query`]); a word that is an item's category, type,
//! cuisine or area finds the items that have it or are named by it, not
//! those whose description merely mentions it.

mod answer;
mod query;

use serde::{Deserialize, Serialize};

use crate::content::activities::is_free;
use crate::content::event_hours::EventHours;
use crate::content::facts::{Fact, FactSet};
use crate::content::model::{
    Activity, ActivityType, CUISINE_OPTIONS, Event, EventStatus, Restaurant, VenueRef,
};
use crate::content::pictures::image_src;
use crate::content::series::SeriesIndex;
use crate::content::translations::Translations;
use crate::text::format::{event_time, format_event_date_range};
use crate::text::lang::Lang;
use crate::text::prices::{Price, price_label, price_shown};
use crate::text::similarity::without_stop_words;
use crate::text::words::{Localizer, list_value};
use crate::time::date::{CityClock, Date};
use crate::time::hours::open_now;

pub use answer::{Browse, SearchAnswer};
pub use query::reads_the_minute;
use query::{Facet, Query, Term};

#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

/// `text` as the search compares it: Latin letters in lower case without
/// accents ('CAFÉ' = 'cafe', 'Misérables' = 'miserables'; other scripts as
/// written), apostrophes dropped ("Owen's" = "owens"), other punctuation
/// as spaces, stop words out; one space between words.
pub fn search_words(text: &str) -> String {
    without_stop_words(&plain_words(text))
}

/// `text` in lower case without accents or apostrophes, other punctuation
/// as spaces (stop words kept): what search and page addresses share.
pub(crate) fn plain_words(text: &str) -> String {
    let mut cleaned = String::with_capacity(text.len());
    for c in text.chars().map(|c| c.to_ascii_lowercase()) {
        match c {
            '\'' | '’' | '‘' | '`' => {}
            // Accents typed as marks of their own (decomposed text).
            '\u{300}'..='\u{36f}' => {}
            c if c.is_alphanumeric() => match latin_base(c) {
                Some(base) => cleaned.push_str(base),
                None => cleaned.push(c),
            },
            _ => cleaned.push(' '),
        }
    }
    cleaned
}

/// The plain lower-case letters of a Latin letter with a mark, in either
/// case (Latin-1 and Latin Extended-A: the accents of the languages
/// visitors type). Written out because the crates that fold every script
/// (deunicode, unicode-normalization) add 63 to 186 KB gzipped to the
/// visitors' WASM, and Unicode's lower-case tables 5 KB more; the server's
/// duplicate check, which reads any script, uses deunicode.
fn latin_base(c: char) -> Option<&'static str> {
    Some(match u32::from(c) {
        0xC0..=0xC5 | 0xE0..=0xE5 | 0x100..=0x105 => "a",
        0xC6 | 0xE6 => "ae",
        0xC7 | 0xE7 | 0x106..=0x10D => "c",
        0xD0 | 0xF0 | 0x10E..=0x111 => "d",
        0xC8..=0xCB | 0xE8..=0xEB | 0x112..=0x11B => "e",
        0x11C..=0x123 => "g",
        0x124..=0x127 => "h",
        0xCC..=0xCF | 0xEC..=0xEF | 0x128..=0x131 => "i",
        0x132..=0x133 => "ij",
        0x134..=0x135 => "j",
        0x136..=0x138 => "k",
        0x139..=0x142 => "l",
        0xD1 | 0xF1 | 0x143..=0x14B => "n",
        0xD2..=0xD6 | 0xD8 | 0xF2..=0xF6 | 0xF8 | 0x14C..=0x151 => "o",
        0x152..=0x153 => "oe",
        0x154..=0x159 => "r",
        0xDF => "ss",
        0x15A..=0x161 | 0x17F => "s",
        0xDE | 0xFE => "th",
        0x162..=0x167 => "t",
        0xD9..=0xDC | 0xF9..=0xFC | 0x168..=0x173 => "u",
        0x174..=0x175 => "w",
        0xDD | 0xFD | 0xFF | 0x176..=0x178 => "y",
        0x179..=0x17E => "z",
        _ => return None,
    })
}

/// What a search result is, in the order results are grouped.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub enum SearchKind {
    Event,
    Activity,
    Restaurant,
    Venue,
}

impl SearchKind {
    /// The catalog's message for the group's heading ('Events', 'Venues').
    pub fn message(self) -> &'static str {
        match self {
            SearchKind::Event => "search-events",
            SearchKind::Activity => "search-activities",
            SearchKind::Restaurant => "search-restaurants",
            SearchKind::Venue => "search-venues",
        }
    }

    /// Between results that score the same, the place itself before the
    /// events that mention it ('selby' → the gardens, then the concerts).
    fn tie_rank(self) -> u8 {
        match self {
            SearchKind::Activity => 0,
            SearchKind::Restaurant => 1,
            SearchKind::Venue => 2,
            SearchKind::Event => 3,
        }
    }
}

/// Results a search shows at most, on the device and from the server.
pub const RESULTS_SHOWN: usize = 60;

/// One result: what it is, its id, and what to show for it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct SearchHit {
    pub kind: SearchKind,
    pub id: i64,
    pub title: String,
    /// The line under the title: venue, type, cuisine and area.
    pub detail: String,
    /// An event's days and time, as its card writes them ('Dec 20-22 ·
    /// 7:00 PM').
    pub when: Option<String>,
    /// What it costs: an event's or activity's price, a restaurant's range.
    pub price: Option<String>,
    /// Where its picture loads from (`pictures::image_src`).
    pub image: Option<String>,
    /// A restaurant's area, an activity's location.
    pub area: Option<String>,
    /// A restaurant's or an activity's hours, for 'Open now' at the
    /// visitor's clock.
    pub open_hours: Option<String>,
    /// 'Cancelled' or 'Postponed'.
    pub badge: Option<String>,
}

/// An entry's typos, score, kind rank, title coverage and position.
type Scored = (u8, f32, u8, f32, usize);

/// Where in an item a word stands, which decides how much a match counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Field {
    Description,
    /// An event's venue.
    Venue,
    /// Category, type, cuisine, area, location: what a facet word names.
    Tag,
    Title,
}

impl Field {
    fn weight(self) -> f32 {
        match self {
            Field::Title => 100.0,
            Field::Venue | Field::Tag => 10.0,
            Field::Description => 1.0,
        }
    }
}

/// How an item matched a term: its score, typos and words in the title.
#[derive(Debug, Clone, Copy, Default)]
struct Match {
    score: f32,
    typos: u8,
    in_title: u16,
}

impl Match {
    /// Both matched: a day's name whose words are all found.
    fn and(self, other: Match) -> Match {
        Match {
            score: self.score + other.score,
            typos: self.typos.saturating_add(other.typos),
            in_title: self.in_title + other.in_title,
        }
    }
}

/// How a query word met an item's word.
const EXACT: f32 = 1.0;
const PREFIX: f32 = 0.8;
const TYPO: f32 = 0.5;

/// Query words shorter than this must be typed right (one typo in 'spa'
/// would match half the guide).
const MIN_TYPO_LEN: usize = 4;

#[derive(Debug, Clone)]
struct Entry {
    /// Its result, but for what [`Shown`] writes in the visitor's words.
    hit: SearchHit,
    shown: Shown,
    /// Its title in the languages staff translated it into.
    titles: Vec<(Lang, String)>,
    /// Distinct words in the title, for the share a query covers.
    title_words: u16,
    /// The entry that stands for this one's series in results: its own
    /// position but for the later days of a series of events.
    series: u32,
    facts: Facts,
}

/// What of a result reads in the visitor's language, kept as facts and
/// written out for the few results shown: one index answers every
/// language.
#[derive(Debug, Clone)]
enum Shown {
    Event {
        date: Date,
        end: Option<Date>,
        time: Option<String>,
        price: Option<String>,
        status: EventStatus,
    },
    /// The type is its line under the title; its price is said in the
    /// visitor's language.
    Activity {
        kind: ActivityType,
        price: Option<String>,
    },
    /// Its cuisine heads the line under the title.
    Restaurant {
        cuisine: Option<String>,
    },
    Venue,
}

impl Shown {
    fn write(&self, hit: &mut SearchHit, words: &dyn Localizer) {
        match self {
            Shown::Event {
                date,
                end,
                time,
                price,
                status,
            } => {
                let days = format_event_date_range(*date, *end, words.lang());
                hit.when = Some(match time {
                    Some(time) => format!("{days} · {}", event_time(time, words.lang())),
                    None => days,
                });
                hit.price = Some(price_label(price.as_deref(), words));
                hit.badge = status.badge(words);
            }
            Shown::Activity { kind, price } => {
                hit.detail = words.text(kind.message());
                hit.price = price.as_deref().map(|price| price_shown(price, words));
            }
            Shown::Restaurant { cuisine } => {
                if let Some(cuisine) = cuisine {
                    let named = list_value(words, "cuisine", cuisine, &CUISINE_OPTIONS);
                    hit.detail = match hit.detail.is_empty() {
                        true => named,
                        false => format!("{named} · {}", hit.detail),
                    };
                }
            }
            Shown::Venue => hit.detail = words.text("search-venue"),
        }
    }
}

/// What an entry's facets are read from.
#[derive(Debug, Clone, Default)]
struct Facts {
    /// Its price says free (core's `is_free`).
    free: bool,
    /// It says it is for children, or has a children's price.
    kids: bool,
    /// An event's days and hours.
    hours: Option<EventHours>,
    /// A place's facts, as staff set them.
    set: FactSet,
}

impl Facts {
    fn has(&self, facet: Facet, clock: CityClock, hours: Option<&str>) -> bool {
        match facet {
            Facet::Free => self.free || self.set.has(Fact::Free),
            Facet::Kids => self.kids || self.set.has(Fact::Kids),
            Facet::Has(fact) => self.set.has(fact),
            Facet::OpenNow => open_now(hours, clock) == Some(true),
            Facet::Days(first, last) => self.on(first, last),
            Facet::On(window) => self.hours.is_some_and(|h| window.contains(&h, clock)),
        }
    }

    fn on(&self, first: Date, last: Date) -> bool {
        self.hours
            .is_some_and(|h| h.first <= last && h.last >= first)
    }
}

/// Words that say an item is for children.
const KIDS_WORDS: [&str; 6] = ["kids", "kid", "children", "child", "childrens", "toddlers"];
/// Pairs of words that say it.
const KIDS_PHRASES: [&str; 4] = [
    "family friendly",
    "all ages",
    "family favourite",
    "family favorite",
];

/// Whether `texts` say an item is for children.
fn for_kids(texts: &[&str]) -> bool {
    texts.iter().any(|text| {
        let words = plain_words(text);
        let words = words.split_whitespace().collect::<Vec<_>>().join(" ");
        words.split(' ').any(|w| KIDS_WORDS.contains(&w))
            || KIDS_PHRASES.iter().any(|phrase| words.contains(phrase))
    })
}

#[derive(Debug, Clone)]
struct Word {
    text: String,
    /// The entries it occurs in and where, each entry once per field.
    postings: Vec<(u32, Field)>,
}

/// The guide's items, indexed by word once; [`SearchIndex::search`] then
/// answers each keystroke.
#[derive(Debug, Clone, Default)]
pub struct SearchIndex {
    entries: Vec<Entry>,
    /// Sorted by text, so that the words a prefix begins are one range.
    words: Vec<Word>,
    /// Whether any entry is a later day of a series.
    has_series: bool,
    /// The lists to browse when a search finds nothing.
    browse: Vec<(SearchKind, &'static str)>,
}

/// An item on its way into the index: its result, its texts by field and
/// its facets.
struct Document<'a> {
    hit: SearchHit,
    shown: Shown,
    texts: Vec<(Field, &'a str)>,
    facts: Facts,
    titles: Vec<(Lang, String)>,
}

impl<'a> Document<'a> {
    /// Found by its words in every language it is given in, shown with
    /// its title in the visitor's.
    fn translated(mut self, translations: &'a Translations) -> Document<'a> {
        for (lang, field, text) in translations.iter() {
            match field {
                "title" | "name" => {
                    self.texts.push((Field::Title, text));
                    self.titles.push((lang, text.to_string()));
                }
                "description" => self.texts.push((Field::Description, text)),
                _ => {}
            }
        }
        self
    }
}

impl SearchHit {
    fn new(kind: SearchKind, id: i64, title: &str, detail: String) -> SearchHit {
        SearchHit {
            kind,
            id,
            title: title.to_string(),
            detail,
            when: None,
            price: None,
            image: None,
            area: None,
            open_hours: None,
            badge: None,
        }
    }
}

/// `text` when it says something.
fn given(text: Option<&str>) -> Option<String> {
    text.map(str::trim)
        .filter(|t| !t.is_empty())
        .map(str::to_string)
}

impl SearchIndex {
    pub fn new(
        events: &[Event],
        activities: &[Activity],
        restaurants: &[Restaurant],
    ) -> SearchIndex {
        let mut documents = Vec::new();
        let mut venues: Vec<(i64, &str, Option<&str>)> = Vec::new();
        for event in events {
            let mut hit = SearchHit::new(
                SearchKind::Event,
                event.id,
                &event.title,
                event.venue.name().to_string(),
            );
            hit.image = image_src(event.image.as_deref());
            let shown = Shown::Event {
                date: event.date,
                end: event.end_date,
                time: given(event.time.as_deref()),
                price: event.ticket_price.clone(),
                status: event.status,
            };
            let price = event.ticket_price.as_deref().unwrap_or_default();
            documents.push(
                Document {
                    hit,
                    shown,
                    texts: vec![
                        (Field::Title, event.title.as_str()),
                        (Field::Venue, event.venue.name()),
                        (Field::Tag, event.category.as_str()),
                        (Field::Description, event.description.as_str()),
                    ],
                    facts: Facts {
                        free: is_free(Some(price)) == Some(true),
                        kids: for_kids(&[&event.title, &event.description, price]),
                        hours: Some(EventHours::of(event)),
                        set: FactSet::default(),
                    },
                    titles: Vec::new(),
                }
                .translated(&event.translations),
            );
            if let VenueRef::Details(venue) = &event.venue
                && !venues.iter().any(|(id, _, _)| *id == venue.id)
            {
                venues.push((venue.id, &venue.name, venue.description.as_deref()));
            }
        }
        for activity in activities {
            let kind = activity.activity_type.label();
            let mut texts = vec![(Field::Title, activity.name.as_str()), (Field::Tag, kind)];
            texts.extend(activity.location.as_deref().map(|l| (Field::Tag, l)));
            texts.push((Field::Description, activity.description.as_str()));
            let mut hit = SearchHit::new(
                SearchKind::Activity,
                activity.id,
                &activity.name,
                String::new(),
            );
            hit.image = image_src(activity.image.as_deref());
            hit.area = given(activity.location.as_deref());
            hit.open_hours = given(activity.recurring_schedule.as_deref());
            let price = activity.price.as_deref().unwrap_or_default();
            documents.push(
                Document {
                    hit,
                    shown: Shown::Activity {
                        kind: activity.activity_type,
                        price: given(activity.price.as_deref()),
                    },
                    texts,
                    // Whom a place suits is staff's to say (its facts), or
                    // its prices' (a children's price); its description
                    // is not read for it.
                    facts: Facts {
                        free: is_free(Some(price)) == Some(true),
                        kids: Price::parse(price).is_some_and(|p| p.has_children_price()),
                        hours: None,
                        set: FactSet::of(&activity.facts),
                    },
                    titles: Vec::new(),
                }
                .translated(&activity.translations),
            );
        }
        for restaurant in restaurants {
            let tags: Vec<&str> = [
                restaurant.cuisine.as_deref(),
                restaurant.cuisine_detail.as_deref(),
                restaurant.area.as_deref(),
            ]
            .into_iter()
            .flatten()
            .filter(|t| !t.trim().is_empty())
            .collect();
            let mut texts = vec![(Field::Title, restaurant.name.as_str())];
            texts.extend(tags.iter().map(|t| (Field::Tag, *t)));
            texts.push((Field::Description, restaurant.description.as_str()));
            // The cuisine, in the visitor's words, heads the rest.
            let cuisine = given(restaurant.cuisine.as_deref());
            let rest = &tags[usize::from(cuisine.is_some())..];
            let mut hit = SearchHit::new(
                SearchKind::Restaurant,
                restaurant.id,
                &restaurant.name,
                rest.join(" · "),
            );
            hit.price = Some(restaurant.price_range.as_str().to_string());
            hit.image = image_src(restaurant.image.as_deref());
            hit.area = given(restaurant.area.as_deref());
            hit.open_hours = given(restaurant.open_hours.as_deref());
            documents.push(
                Document {
                    hit,
                    shown: Shown::Restaurant { cuisine },
                    texts,
                    facts: Facts {
                        set: FactSet::of(&restaurant.facts),
                        ..Facts::default()
                    },
                    titles: Vec::new(),
                }
                .translated(&restaurant.translations),
            );
        }
        for (id, name, description) in venues {
            let mut texts = vec![(Field::Title, name)];
            texts.extend(description.map(|d| (Field::Description, d)));
            documents.push(Document {
                hit: SearchHit::new(SearchKind::Venue, id, name, String::new()),
                shown: Shown::Venue,
                texts,
                facts: Facts::default(),
                titles: Vec::new(),
            });
        }
        // The events are the first entries, in their order.
        let mut index = SearchIndex::from_documents(documents);
        // The days of one series (core's rule: `series::SeriesIndex`) are
        // one result, at the soonest.
        let series = SeriesIndex::new(events);
        for (n, entry) in index.entries.iter_mut().take(events.len()).enumerate() {
            entry.series = series.soonest(n as u32);
        }
        index.browse = answer::browse_of(events, activities, restaurants);
        index.has_series = index
            .entries
            .iter()
            .enumerate()
            .any(|(n, entry)| entry.series as usize != n);
        index
    }

    fn from_documents(documents: Vec<Document>) -> SearchIndex {
        let mut postings: Vec<(String, u32, Field)> = Vec::new();
        let mut entries = Vec::with_capacity(documents.len());
        for (n, document) in documents.into_iter().enumerate() {
            let n = n as u32;
            let mut title_words: Vec<String> = Vec::new();
            for (field, text) in &document.texts {
                for word in search_words(text).split_whitespace() {
                    if *field == Field::Title && !title_words.iter().any(|w| w == word) {
                        title_words.push(word.to_string());
                    }
                    postings.push((word.to_string(), n, *field));
                }
            }
            entries.push(Entry {
                hit: document.hit,
                shown: document.shown,
                titles: document.titles,
                title_words: title_words.len().max(1) as u16,
                series: n,
                facts: document.facts,
            });
        }
        // One posting per word, entry and field.
        postings.sort_unstable_by(|a, b| (&a.0, a.1, a.2).cmp(&(&b.0, b.1, b.2)));
        postings.dedup();
        let mut words: Vec<Word> = Vec::new();
        for (text, entry, field) in postings {
            match words.last_mut() {
                Some(last) if last.text == text => last.postings.push((entry, field)),
                _ => words.push(Word {
                    text,
                    postings: vec![(entry, field)],
                }),
            }
        }
        SearchIndex {
            entries,
            words,
            has_series: false,
            browse: Vec::new(),
        }
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The best `limit` results for `query` asked at `clock`, best first,
    /// in `words`' language; none for a query that asks for nothing.
    pub fn search(
        &self,
        query: &str,
        clock: CityClock,
        limit: usize,
        words: &dyn Localizer,
    ) -> Vec<SearchHit> {
        self.best(query, clock, limit)
            .into_iter()
            .map(|e| {
                let entry = &self.entries[e];
                let mut hit = entry.hit.clone();
                entry.shown.write(&mut hit, words);
                if let Some((_, title)) = entry.titles.iter().find(|(l, _)| *l == words.lang()) {
                    hit.title.clone_from(title);
                }
                hit
            })
            .collect()
    }

    /// The entries of [`SearchIndex::search`]'s results, in its order.
    fn best(&self, query: &str, clock: CityClock, limit: usize) -> Vec<usize> {
        let query = Query::read(&search_words(query), Some(clock));
        let Some(mut found) = self.scored(&query, Some(clock)) else {
            return Vec::new();
        };
        let order = |a: &Scored, b: &Scored| {
            a.0.cmp(&b.0)
                .then(b.1.total_cmp(&a.1))
                .then(a.2.cmp(&b.2))
                .then(b.3.total_cmp(&a.3))
                .then_with(|| {
                    let (x, y) = (&self.entries[a.4].hit, &self.entries[b.4].hit);
                    // Events by date (the order they were given in),
                    // places by name.
                    if x.kind == SearchKind::Event {
                        a.4.cmp(&b.4)
                    } else {
                        x.title.cmp(&y.title)
                    }
                })
        };
        if self.has_series {
            // A series is one result: its soonest day, where its best day
            // would rank. (The whole list is put in order first, with the
            // same sort, so that no sort of its own adds to the WASM.)
            for found in &mut found {
                found.4 = self.entries[found.4].series as usize;
            }
            found.sort_unstable_by(order);
            let mut seen = vec![false; self.entries.len()];
            found.retain(|found| !std::mem::replace(&mut seen[found.4], true));
        }
        // Only the first `limit` need an order: pick them, then sort them.
        if found.len() > limit && limit > 0 {
            found.select_nth_unstable_by(limit - 1, order);
            found.truncate(limit);
        }
        found.sort_unstable_by(order);
        found.into_iter().take(limit).map(|(.., e)| e).collect()
    }

    /// Which entries, in the order they were indexed, match every word of
    /// `query` (words only: no facets); `None` for a query without a word,
    /// which asks for nothing in particular. The events list's keyword box
    /// filters with it.
    pub(crate) fn matching(&self, query: &str) -> Option<Vec<bool>> {
        let found = self.scored(&Query::read(&search_words(query), None), None)?;
        let mut matching = vec![false; self.entries.len()];
        for (.., e) in found {
            matching[e] = true;
        }
        Some(matching)
    }

    /// Every entry that has all of `query`'s facets at `clock` and matches
    /// all its terms, scored for the order of [`SearchIndex::search`];
    /// `None` when `query` asks for nothing.
    fn scored(&self, query: &Query, clock: Option<CityClock>) -> Option<Vec<Scored>> {
        if query.is_empty() {
            return None;
        }
        let n = self.entries.len();
        let mut total = vec![0f32; n];
        let mut typos = vec![0u8; n];
        let mut title_hits = vec![0u16; n];
        // Asked at a clock, an event that is over is not found, and every
        // facet must hold.
        let mut alive: Vec<bool> = self
            .entries
            .iter()
            .map(|entry| {
                let over = clock
                    .is_some_and(|clock| entry.facts.hours.is_some_and(|h| h.last < clock.today));
                !over
                    && query.facets.iter().all(|&facet| {
                        clock.is_some_and(|clock| {
                            entry
                                .facts
                                .has(facet, clock, entry.hit.open_hours.as_deref())
                        })
                    })
            })
            .collect();
        for term in &query.terms {
            let (words, day) = match term {
                Term::Word(word) => (std::slice::from_ref(word), None),
                Term::Day(words, day) => (&words[..], Some(*day)),
            };
            // Each word of the term found, or, for a day's name, the day.
            let mut found = vec![Some(Match::default()); n];
            for word in words {
                for (all, one) in found.iter_mut().zip(self.word_matches(word)) {
                    *all = all.zip(one).map(|(all, one)| all.and(one));
                }
            }
            for (e, found) in found.into_iter().enumerate() {
                match found {
                    Some(found) => {
                        total[e] += found.score;
                        typos[e] = typos[e].saturating_add(found.typos);
                        title_hits[e] += found.in_title;
                    }
                    None if day.is_some_and(|day| self.entries[e].facts.on(day, day)) => {
                        total[e] += Field::Tag.weight();
                    }
                    None => alive[e] = false,
                }
            }
        }
        // Fewer typos first, then where the words stand, then the place
        // before the events at it, then how much of the title the query is.
        Some(
            (0..n)
                .filter(|&e| alive[e])
                .map(|e| {
                    let entry = &self.entries[e];
                    let coverage = f32::from(title_hits[e]) / f32::from(entry.title_words);
                    (typos[e], total[e], entry.hit.kind.tie_rank(), coverage, e)
                })
                .collect(),
        )
    }

    /// How `word` matches each entry, `None` where it does not: its best
    /// exact or prefix match, else its best typo. A word that is an item's
    /// category, type, cuisine or area (a tag) is not looked for in
    /// descriptions: 'beach' finds the beaches and what is named after one,
    /// not every page that mentions the sea.
    fn word_matches(&self, word: &str) -> Vec<Option<Match>> {
        let n = self.entries.len();
        let names_a_tag = self
            .words
            .binary_search_by(|w| w.text.as_str().cmp(word))
            .is_ok_and(|i| self.words[i].postings.iter().any(|&(_, f)| f == Field::Tag));
        let mut exact = vec![(0f32, false); n];
        let mut typo = vec![(0f32, false); n];
        self.each_match(word, |found, quality| {
            let best = if quality == TYPO {
                &mut typo
            } else {
                &mut exact
            };
            for &(entry, field) in &found.postings {
                if names_a_tag && field == Field::Description {
                    continue;
                }
                let best = &mut best[entry as usize];
                best.0 = best.0.max(field.weight() * quality);
                best.1 |= field == Field::Title;
            }
        });
        // A word typed right counts wherever it is; a typo only where the
        // word matches nothing exactly.
        exact
            .into_iter()
            .zip(typo)
            .map(|(exact, typo)| {
                let (best, typos) = if exact.0 > 0.0 { (exact, 0) } else { (typo, 1) };
                (best.0 > 0.0).then_some(Match {
                    score: best.0,
                    typos,
                    in_title: u16::from(best.1),
                })
            })
            .collect()
    }

    /// Calls `found` with every word `term` matches and how well: the
    /// words it is or begins, then, for a long enough term, the words
    /// within one typo of it (whole, or as the beginning of a longer word).
    fn each_match(&self, term: &str, mut found: impl FnMut(&Word, f32)) {
        let start = self.words.partition_point(|w| w.text.as_str() < term);
        let prefixed = self.words[start..]
            .iter()
            .take_while(|w| w.text.starts_with(term))
            .count();
        for word in &self.words[start..start + prefixed] {
            found(word, if word.text == term { EXACT } else { PREFIX });
        }
        let term_len = term.chars().count();
        let Some(first) = term.chars().next() else {
            return;
        };
        if term_len < MIN_TYPO_LEN {
            return;
        }
        // The words that share the first letter are one range of the list.
        let mut first_buf = [0u8; 4];
        let first = &*first.encode_utf8(&mut first_buf);
        let from = self.words.partition_point(|w| w.text.as_str() < first);
        for (i, word) in self.words[from..].iter().enumerate() {
            if !word.text.starts_with(first) {
                break;
            }
            if (start..start + prefixed).contains(&(from + i)) {
                continue;
            }
            if within_one_typo(term, term_len, &word.text) {
                found(word, TYPO);
            }
        }
    }
}

/// Whether `word`, or its beginning, is one edit (optimal string
/// alignment: a transposition counts once) away from `term`.
fn within_one_typo(term: &str, term_len: usize, word: &str) -> bool {
    let word_len = word.chars().count();
    if word_len + 1 < term_len {
        return false;
    }
    // The whole word, or its beginning as long as the term, one shorter
    // or one longer (a letter missing or extra while typing).
    [term_len.saturating_sub(1), term_len, term_len + 1]
        .into_iter()
        .filter(|&len| len <= word_len && len > 0)
        .any(|len| {
            let head: String = word.chars().take(len).collect();
            strsim::osa_distance(term, &head) <= 1
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_lose_case_accents_punctuation_and_stop_words() {
        assert_eq!(search_words("Les Misérables"), "les miserables");
        assert_eq!(search_words("CAFÉ L'Europe"), "cafe leurope");
        assert_eq!(search_words("Owen’s Fish Camp"), "owens fish camp");
        assert_eq!(search_words("The Ringling: Ca' d'Zan"), "ringling ca dzan");
        assert_eq!(search_words("Smørrebrød & Straße"), "smorrebrod strasse");
        assert_eq!(
            search_words("Cafe\u{301} Z\u{30c}ofia Łódź"),
            "cafe zofia lodz"
        );
        // Other scripts are kept as written: folding is for Latin letters.
        assert_eq!(search_words("ÑANDÚ Αθήνα"), "nandu Αθήνα");
        assert_eq!(search_words("  "), "");
    }

    #[test]
    fn one_typo_anywhere_but_the_first_letter() {
        for (term, word) in [
            ("nutcraker", "nutcracker"),
            ("nutcarcker", "nutcracker"),
            ("selbby", "selby"),
            ("sush", "sushi"),
            ("botanicl", "botanical"),
        ] {
            assert!(
                within_one_typo(term, term.chars().count(), word),
                "{term} ~ {word}"
            );
        }
        for (term, word) in [("nutcrkr", "nutcracker"), ("nutcrackerss", "nutcracker")] {
            assert!(
                !within_one_typo(term, term.chars().count(), word),
                "{term} !~ {word}"
            );
        }
    }
}
