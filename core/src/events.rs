//! Event lists (spec sections 2, 3 and 4): categories, ordering and the
//! Home page's selection.

use crate::date::Date;
use crate::date_filter::DateFilter;
use crate::model::Event;
use crate::search::SearchIndex;
use std::sync::OnceLock;

/// Category values of the events page and the Home filter, with the label
/// each shows (spec section 3: Festival shows as 'Festivals').
pub const CATEGORIES: [(&str, &str); 12] = [
    ("Broadway", "Broadway"),
    ("Opera", "Opera"),
    ("Ballet", "Ballet"),
    ("Theater", "Theater"),
    ("Comedy", "Comedy"),
    ("Speaker Series", "Speaker Series"),
    ("Live Music", "Live Music"),
    ("Circus", "Circus"),
    ("Festival", "Festivals"),
    ("Museum", "Museum"),
    ("Outdoor", "Outdoor"),
    ("Other", "Other"),
];

/// At most this many items per Home page section.
pub const HOME_SECTION_SIZE: usize = 6;

/// The label a category shows in filters ('Festivals' for Festival).
pub fn category_label(category: &str) -> &str {
    CATEGORIES
        .iter()
        .find(|(value, _)| *value == category)
        .map_or(category, |(_, label)| label)
}

/// The last day an event runs: its end date when that is after the start.
pub fn last_day(event: &Event) -> Date {
    match event.end_date {
        Some(end) if end > event.date => end,
        _ => event.date,
    }
}

/// False for events that ended before `today` (single-day events before
/// today included).
pub fn is_current(event: &Event, today: Date) -> bool {
    last_day(event) >= today
}

/// Positions of `events` ordered by date ascending; events on the same day
/// keep their order (stable).
pub fn sorted_positions(events: &[Event]) -> Vec<usize> {
    let mut positions: Vec<usize> = (0..events.len()).collect();
    // Ties broken by position: stable, without the stable sort's code size.
    positions.sort_unstable_by_key(|&i| (events[i].date, i));
    positions
}

/// The Home page's 'Upcoming Events': current events in date order, at most
/// one per category, only categories of the Home filter list, at most six.
pub fn home_selection(events: &[Event], today: Date) -> Vec<usize> {
    home_selection_in_order(events, sorted_positions(events), today)
}

/// [`home_selection`] over positions already in date order.
fn home_selection_in_order(
    events: &[Event],
    by_date: impl IntoIterator<Item = usize>,
    today: Date,
) -> Vec<usize> {
    let mut seen: Vec<&str> = Vec::with_capacity(HOME_SECTION_SIZE);
    let mut chosen = Vec::with_capacity(HOME_SECTION_SIZE);
    for i in by_date {
        let event = &events[i];
        let category = event.category.as_str();
        let listed = CATEGORIES.iter().any(|(value, _)| *value == category);
        if listed && is_current(event, today) && !seen.contains(&category) {
            seen.push(category);
            chosen.push(i);
            if chosen.len() == HOME_SECTION_SIZE {
                break;
            }
        }
    }
    chosen
}

/// Venue names for the events page's dropdown: unique, sorted, without
/// 'Venue TBA'.
pub fn venue_choices(events: &[Event]) -> Vec<String> {
    let mut names: Vec<String> = events
        .iter()
        .filter(|e| !e.venue.is_tba())
        .map(|e| e.venue.name().trim().to_string())
        .filter(|name| !name.is_empty())
        .collect();
    names.sort_unstable_by(|a, b| {
        a.to_ascii_lowercase()
            .cmp(&b.to_ascii_lowercase())
            .then_with(|| a.cmp(b))
    });
    names.dedup();
    names
}

/// What the events page asks for: category and venue (sent to the server,
/// and applied here too so that a cached list filters offline), a date
/// filter and a keyword (always applied here).
#[derive(Debug, Clone, PartialEq, Default, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(default)]
pub struct EventQuery {
    pub category: Option<String>,
    pub venue: Option<String>,
    pub dates: DateFilter,
    /// Words the event must match as the guide's search matches them (in
    /// the title, venue, category or description; as typed, begun, or with
    /// one typo).
    pub keyword: Option<String>,
}

/// A list of events loaded once and filtered many times: the browser keeps it
/// in WASM memory and asks only for positions. Each event is reduced to a
/// compact row (dates, interned category and venue) kept in date order, so a
/// filter compares integers and needs no sort.
#[derive(Debug, Clone, Default)]
pub struct EventIndex {
    events: Vec<Event>,
    /// By date ascending (stable).
    rows: Vec<Row>,
    categories: Vec<String>,
    venues: Vec<String>,
    /// The words of the events, built when a keyword is first asked for:
    /// most visits never type one.
    words: OnceLock<SearchIndex>,
}

#[derive(Debug, Clone, Copy)]
struct Row {
    position: u32,
    date: Date,
    end_date: Option<Date>,
    category: u32,
    venue: u32,
}

fn intern(names: &mut Vec<String>, name: &str) -> u32 {
    match names.iter().position(|n| n == name) {
        Some(i) => i as u32,
        None => {
            names.push(name.to_string());
            (names.len() - 1) as u32
        }
    }
}

impl EventIndex {
    pub fn new(events: Vec<Event>) -> EventIndex {
        let (mut categories, mut venues) = (Vec::new(), Vec::new());
        let rows = sorted_positions(&events)
            .into_iter()
            .map(|i| {
                let event = &events[i];
                Row {
                    position: i as u32,
                    date: event.date,
                    end_date: event.end_date,
                    category: intern(&mut categories, &event.category),
                    venue: intern(&mut venues, event.venue.name().trim()),
                }
            })
            .collect();
        EventIndex {
            events,
            rows,
            categories,
            venues,
            words: OnceLock::new(),
        }
    }

    pub fn len(&self) -> usize {
        self.events.len()
    }

    /// The events as given: [`EventIndex::filter`]'s positions are into it.
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    pub fn is_empty(&self) -> bool {
        self.events.is_empty()
    }

    /// Positions of the matching events, by date ascending.
    pub fn filter(&self, query: &EventQuery, today: Date) -> Vec<u32> {
        // A name that no event has matches nothing; a blank one, everything.
        let wanted = |names: &[String], value: &Option<String>| -> Result<Option<u32>, ()> {
            match value.as_deref().map(str::trim).filter(|v| !v.is_empty()) {
                None => Ok(None),
                Some(v) => names
                    .iter()
                    .position(|n| n == v)
                    .map(|i| Some(i as u32))
                    .ok_or(()),
            }
        };
        let (Ok(category), Ok(venue)) = (
            wanted(&self.categories, &query.category),
            wanted(&self.venues, &query.venue),
        ) else {
            return Vec::new();
        };
        // The search index lists the events first, in their order.
        let keyword = query.keyword.as_deref().and_then(|k| {
            self.words
                .get_or_init(|| SearchIndex::new(&self.events, &[], &[]))
                .matching(k)
        });
        self.rows
            .iter()
            .filter(|row| {
                category.is_none_or(|c| row.category == c)
                    && venue.is_none_or(|v| row.venue == v)
                    && query.dates.matches_dates(row.date, row.end_date, today)
                    && keyword
                        .as_ref()
                        .is_none_or(|matching| matching[row.position as usize])
            })
            .map(|row| row.position)
            .collect()
    }

    pub fn venue_choices(&self) -> Vec<String> {
        venue_choices(&self.events)
    }

    pub fn home_selection(&self, today: Date) -> Vec<usize> {
        home_selection_in_order(
            &self.events,
            self.rows.iter().map(|row| row.position as usize),
            today,
        )
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::model::VenueRef;

    pub(crate) fn event(id: i64, category: &str, date: &str, end: Option<&str>) -> Event {
        Event {
            id,
            title: format!("Event {id}"),
            description: String::new(),
            venue_id: None,
            venue: VenueRef::Name("Venue TBA".into()),
            date: Date::parse(date).unwrap(),
            end_date: end.map(|e| Date::parse(e).unwrap()),
            time: None,
            category: category.into(),
            image: None,
            picture: None,
            ticket_price: None,
            ticket_url: None,
            status: Default::default(),
        }
    }

    fn d(s: &str) -> Date {
        Date::parse(s).unwrap()
    }

    #[test]
    fn venue_choices_are_unique_sorted_and_skip_tba() {
        let mut events = vec![
            event(1, "Opera", "2026-12-01", None),
            event(2, "Opera", "2026-12-01", None),
        ];
        events[0].venue = VenueRef::Name("Van Wezel".into());
        events[1].venue = VenueRef::Name("Asolo Rep".into());
        events.push(event(3, "Opera", "2026-12-01", None)); // Venue TBA
        let mut again = event(4, "Opera", "2026-12-01", None);
        again.venue = VenueRef::Name("Van Wezel ".into());
        events.push(again);
        assert_eq!(venue_choices(&events), ["Asolo Rep", "Van Wezel"]);
    }

    #[test]
    fn index_filters_by_category_venue_and_dates_in_date_order() {
        let today = d("2026-11-22");
        let mut events = vec![
            event(1, "Opera", "2026-12-10", None),
            event(2, "Ballet", "2026-12-01", None),
            event(3, "Opera", "2026-11-01", None),
            event(4, "Opera", "2026-11-30", None),
        ];
        events[0].venue = VenueRef::Name("Opera House".into());
        let index = EventIndex::new(events);
        let all = EventQuery::default();
        assert_eq!(index.filter(&all, today), [3, 1, 0]);
        let unknown = EventQuery {
            category: Some("Polka".into()),
            ..EventQuery::default()
        };
        assert!(index.filter(&unknown, today).is_empty());
        let opera = EventQuery {
            category: Some("Opera".into()),
            ..EventQuery::default()
        };
        assert_eq!(index.filter(&opera, today), [3, 0]);
        let at_house = EventQuery {
            venue: Some("Opera House".into()),
            ..opera.clone()
        };
        assert_eq!(index.filter(&at_house, today), [0]);
        let blank = EventQuery {
            category: Some(" ".into()),
            venue: Some(String::new()),
            dates: DateFilter::All,
            keyword: Some(" the ".into()),
        };
        assert_eq!(index.filter(&blank, today), [3, 1, 0]);
        assert_eq!(index.venue_choices(), ["Opera House"]);
        assert_eq!(index.len(), 4);
    }

    #[test]
    fn a_keyword_matches_as_the_search_does_and_keeps_date_order() {
        let today = d("2026-11-22");
        let mut events = vec![
            event(1, "Ballet", "2026-12-18", None),
            event(2, "Opera", "2026-12-01", None),
            event(3, "Ballet", "2026-12-05", None),
            event(4, "Concert", "2026-11-30", None),
        ];
        events[0].title = "The Nutcracker".into();
        events[1].title = "La Bohème".into();
        events[1].venue = VenueRef::Name("Sarasota Opera House".into());
        events[2].title = "Nutcracker Sweets".into();
        events[3].description = "Carols and a nutcracker suite".into();
        let index = EventIndex::new(events);
        let find = |keyword: &str| {
            let query = EventQuery {
                keyword: Some(keyword.into()),
                ..EventQuery::default()
            };
            index.filter(&query, today)
        };
        // Title or description, in date order; one typo forgiven.
        assert_eq!(find("nutcraker"), [3, 2, 0]);
        // Accents and case aside, as it is being typed.
        assert_eq!(find("BOHE"), [1]);
        // The venue and the category count.
        assert_eq!(find("opera house"), [1]);
        assert_eq!(find("ballet"), [2, 0]);
        // Every word must match.
        assert_eq!(find("nutcracker sweets"), [2]);
        assert!(find("polka").is_empty());
        // With the other filters.
        let query = EventQuery {
            category: Some("Ballet".into()),
            keyword: Some("nutcracker".into()),
            dates: DateFilter::Custom {
                start: d("2026-12-10"),
                end: None,
            },
            ..EventQuery::default()
        };
        assert_eq!(index.filter(&query, today), [0]);
    }

    #[test]
    fn a_keyword_lists_each_day_of_a_series() {
        // Search shows a weekly market once; the events list, each Saturday.
        let events: Vec<Event> = ["2026-12-12", "2026-11-28", "2026-12-05"]
            .iter()
            .enumerate()
            .map(|(n, day)| {
                let mut market = event(n as i64, "Other", day, None);
                market.title = "Farmers Market".into();
                market
            })
            .collect();
        let index = EventIndex::new(events.clone());
        let query = EventQuery {
            keyword: Some("market".into()),
            ..EventQuery::default()
        };
        assert_eq!(index.filter(&query, d("2026-11-26")), [1, 2, 0]);
        let clock = crate::search::SearchClock {
            today: d("2026-11-26"),
            minutes: 0,
        };
        let hits = SearchIndex::new(&events, &[], &[]).search("market", clock, 10);
        assert_eq!(hits.iter().map(|h| h.id).collect::<Vec<_>>(), [1]);
    }

    #[test]
    fn labels_festivals() {
        assert_eq!(category_label("Festival"), "Festivals");
        assert_eq!(category_label("Opera"), "Opera");
        assert_eq!(category_label("Symphony"), "Symphony");
    }

    #[test]
    fn current_events_include_running_festivals_and_today() {
        let today = d("2026-11-22");
        assert!(is_current(&event(1, "Opera", "2026-11-22", None), today));
        assert!(!is_current(&event(2, "Opera", "2026-11-21", None), today));
        assert!(is_current(
            &event(3, "Festival", "2026-11-20", Some("2026-11-22")),
            today
        ));
        assert!(!is_current(
            &event(4, "Festival", "2026-11-18", Some("2026-11-21")),
            today
        ));
        // An end before the start does not stretch or shrink the event.
        assert!(!is_current(
            &event(5, "Opera", "2026-11-21", Some("2026-11-01")),
            today
        ));
    }

    #[test]
    fn sorts_by_date_and_keeps_same_day_order() {
        let events = [
            event(1, "Opera", "2026-12-05", None),
            event(2, "Opera", "2026-11-30", None),
            event(3, "Opera", "2026-12-05", None),
            event(4, "Opera", "2026-01-01", None),
        ];
        assert_eq!(sorted_positions(&events), [3, 1, 0, 2]);
        assert!(sorted_positions(&[]).is_empty());
    }

    #[test]
    fn home_picks_one_current_event_per_listed_category() {
        let today = d("2026-11-22");
        let events = [
            event(1, "Opera", "2026-12-10", None),
            event(2, "Opera", "2026-12-01", None),
            event(3, "Symphony", "2026-11-25", None), // not in the Home filter list
            event(4, "Ballet", "2026-11-01", None),   // past
            event(5, "Ballet", "2026-12-20", None),
            event(6, "Festival", "2026-11-20", Some("2026-11-23")),
            event(7, "Comedy", "2026-11-23", None),
            event(8, "Circus", "2027-01-05", None),
            event(9, "Museum", "2027-02-01", None),
            event(10, "Outdoor", "2027-03-01", None),
        ];
        let chosen: Vec<i64> = home_selection(&events, today)
            .iter()
            .map(|&i| events[i].id)
            .collect();
        assert_eq!(chosen, [6, 7, 2, 5, 8, 9]);
        assert!(home_selection(&[], today).is_empty());
    }
}
