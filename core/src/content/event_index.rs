//! The events list filtered in the browser: loaded once into WASM memory,
//! asked many times for the positions a query keeps.

use std::sync::OnceLock;

use crate::content::date_filter::DateFilter;
use crate::content::event_hours::EventHours;
use crate::content::events::{home_selection_in_order, sorted_by_hours, venue_choices};
use crate::content::model::Event;
use crate::content::near::{Coordinates, Near};
use crate::content::search::SearchIndex;
use crate::content::series::SeriesIndex;
use crate::time::date::{CityClock, Date};

/// What the events page asks for: category and venue (sent to the server,
/// and applied here too so that a cached list filters offline), a date
/// filter and a keyword (always applied here).
#[derive(Debug, Clone, PartialEq, Default, serde::Serialize, serde::Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(tsify::Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(default)]
pub struct EventQuery {
    pub category: Option<String>,
    pub venue: Option<String>,
    pub dates: DateFilter,
    /// Words the event must match as the guide's search matches them (in
    /// the title, venue, category or description; as typed, begun, or with
    /// one typo).
    pub keyword: Option<String>,
    /// 'Near me' (on the device only: the position is never sent):
    /// nearest first, within its radius, a venue's events by date.
    pub near: Option<Near>,
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
    /// Which events are days of one series: a list shows each series once.
    series: SeriesIndex,
    /// The words of the events, built when a keyword is first asked for:
    /// most visits never type one.
    words: OnceLock<SearchIndex>,
}

#[derive(Debug, Clone, Copy)]
struct Row {
    position: u32,
    hours: EventHours,
    category: u32,
    venue: u32,
    /// Its venue's, for 'Near me'.
    at: Option<Coordinates>,
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
        let hours: Vec<EventHours> = events.iter().map(EventHours::of).collect();
        let rows = sorted_by_hours(&hours)
            .into_iter()
            .map(|i| {
                let event = &events[i];
                Row {
                    position: i as u32,
                    hours: hours[i],
                    category: intern(&mut categories, &event.category),
                    venue: intern(&mut venues, event.venue.name().trim()),
                    at: event.coordinates(),
                }
            })
            .collect();
        EventIndex {
            series: SeriesIndex::new(&events),
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

    /// Which of its events are days of one series.
    pub fn series(&self) -> &SeriesIndex {
        &self.series
    }

    /// The event at `position` as a list shows it on `today`: with its
    /// series' coming dates when it repeats.
    pub fn shown(&self, position: usize, today: Date) -> Event {
        self.series.shown(&self.events, position as u32, today)
    }

    /// Positions of the matching events at `clock`, by date ascending (or
    /// nearest first), each series once: its first matching date.
    pub fn filter(&self, query: &EventQuery, clock: CityClock) -> Vec<u32> {
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
        let dates = query.dates.at(clock);
        let found = (0..self.rows.len() as u32).filter(|&i| {
            let row = &self.rows[i as usize];
            category.is_none_or(|c| row.category == c)
                && venue.is_none_or(|v| row.venue == v)
                && dates.matches(&row.hours)
                && keyword
                    .as_ref()
                    .is_none_or(|matching| matching[row.position as usize])
        });
        let position = |i: u32| self.rows[i as usize].position;
        let positions: Vec<u32> = match &query.near {
            None => found.map(position).collect(),
            // Rows are in date order, and the order by distance is stable.
            Some(near) => near
                .order(found.collect(), |i| self.rows[i as usize].at)
                .into_iter()
                .map(position)
                .collect(),
        };
        self.series.once(&self.events, &positions)
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
mod tests {
    use super::*;
    use crate::content::events::tests::event;
    use crate::content::model::VenueRef;

    fn d(s: &str) -> Date {
        Date::parse(s).unwrap()
    }

    #[test]
    fn index_filters_by_category_venue_and_dates_in_date_order() {
        let today = CityClock::midnight(d("2026-11-22"));
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
            near: None,
        };
        assert_eq!(index.filter(&blank, today), [3, 1, 0]);
        assert_eq!(index.venue_choices(), ["Opera House"]);
        assert_eq!(index.len(), 4);
    }

    #[test]
    fn near_me_puts_the_nearest_venue_first_its_events_by_date() {
        use crate::content::model::Venue;
        use crate::content::near::Coordinates;
        let today = CityClock::midnight(d("2026-11-22"));
        let venue = |id, at| VenueRef::Details(Venue::named(id, &format!("Venue {id}"), at));
        // Selby Gardens, 2.3 miles from the Circle; Mote, 1.1; one
        // without coordinates; one named only.
        let selby = venue(1, Some((27.3306, -82.5418)));
        let mote = venue(2, Some((27.3336, -82.5772)));
        let unplaced = venue(3, None);
        let mut events = vec![
            event(1, "Opera", "2026-12-10", None),
            event(2, "Opera", "2026-12-01", None),
            event(3, "Opera", "2026-12-05", None),
            event(4, "Opera", "2026-11-30", None),
            event(5, "Opera", "2026-12-02", None),
        ];
        events[0].venue = selby.clone();
        events[1].venue = mote.clone();
        events[2].venue = selby;
        events[3].venue = unplaced;
        events[4].venue = mote;
        let index = EventIndex::new(events);
        let near = |within_miles| EventQuery {
            near: Some(Near {
                from: Coordinates {
                    latitude: 27.3175,
                    longitude: -82.577,
                },
                within_miles,
            }),
            ..EventQuery::default()
        };
        assert_eq!(index.filter(&near(None), today), [1, 4, 2, 0, 3]);
        assert_eq!(index.filter(&near(Some(3.0)), today), [1, 4, 2, 0]);
        assert_eq!(index.filter(&near(Some(1.0)), today), Vec::<u32>::new());
    }

    #[test]
    fn a_keyword_matches_as_the_search_does_and_keeps_date_order() {
        let today = CityClock::midnight(d("2026-11-22"));
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
    fn a_series_is_listed_once_at_its_first_matching_date() {
        // As the search shows it.
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
        let clock = CityClock::midnight(d("2026-11-26"));
        assert_eq!(index.filter(&query, clock), [1]);
        assert_eq!(index.filter(&EventQuery::default(), clock), [1]);
        let later = EventQuery {
            dates: DateFilter::Custom {
                start: d("2026-12-01"),
                end: None,
            },
            ..EventQuery::default()
        };
        assert_eq!(index.filter(&later, clock), [2]);
        let shown = index.shown(2, clock.today);
        assert_eq!(
            shown.series.map(|s| s.dates.len()),
            Some(3),
            "with its coming dates"
        );
        let clock = crate::time::date::CityClock {
            today: d("2026-11-26"),
            minutes: 0,
        };
        let hits = SearchIndex::new(&events, &[], &[]).search(
            "market",
            clock,
            10,
            crate::text::catalogs::catalog(crate::text::lang::Lang::En),
        );
        assert_eq!(hits.iter().map(|h| h.id).collect::<Vec<_>>(), [1]);
    }
}
