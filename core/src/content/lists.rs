//! A list's first screen and "Show more": a list shows [`PAGE_SIZE`] items,
//! then as many more at each press, so that what a page costs does not grow
//! with the guide. How many are shown is part of the list's address
//! (`shown=48`), so a link shares it and Back comes back to it.
//!
//! Also the events list's address (`/events?q=…&category=…&venue=…&
//! dates=…&start=…&end=…`) read into the query core filters with: the
//! server reads it for its first screen, the browser for its filters.

use crate::content::date_filter::{DateChoice, DateFilter};
use crate::content::event_hours::{EventHours, Window};
use crate::content::event_index::{EventIndex, EventQuery};
use crate::content::events::sorted_by_hours;
use crate::content::model::{Event, EventStatus};
use crate::content::series::SeriesIndex;
use crate::time::date::{CityClock, CityZone, Date};

/// Items on a list's first screen, and added by each "Show more".
pub const PAGE_SIZE: usize = 24;

/// The most items one read of a list's slice returns.
pub const MAX_SLICE: usize = 40 * PAGE_SIZE;

/// How many items a list shows for its address's `shown` value: a whole
/// number of screens, at least one. Anything else (missing, not a number,
/// zero) is the first screen; a huge number is capped at [`MAX_SLICE`].
pub fn shown_of(value: Option<&str>) -> usize {
    let asked = value
        .and_then(|v| v.trim().parse::<usize>().ok())
        .unwrap_or(PAGE_SIZE)
        .clamp(PAGE_SIZE, MAX_SLICE);
    asked.div_ceil(PAGE_SIZE) * PAGE_SIZE
}

/// How many a list shows after "Show more" from `shown`.
pub fn shown_after_more(shown: usize) -> usize {
    shown_of(Some(&(shown + PAGE_SIZE).to_string()))
}

/// The events page's list as the server sends a slice of it: the events
/// from `offset`, how many match in all, and the venue choices of the
/// whole guide (the dropdown offers every venue, whatever is filtered).
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct EventsSlice {
    pub events: Vec<Event>,
    pub total: u32,
    pub venues: Vec<String>,
}

/// Home's lead, 'Tonight' and 'This weekend': the first events of each
/// that a visitor can still go to (cancelled ones left out), and the
/// instant this answer next changes by the clock alone (one of them ends,
/// or the day or the weekend does), for a page left open to ask again.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct WhatsOn {
    pub tonight: OnInWindow,
    pub weekend: OnInWindow,
    /// Milliseconds since the epoch.
    pub changes_at: i64,
}

/// The first events on in a window, and how many are in all.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct OnInWindow {
    pub events: Vec<Event>,
    pub total: u32,
}

/// Events in Home's 'Tonight' and 'This weekend', each.
pub const WHATS_ON_SIZE: usize = 4;

/// Why an address's events query cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AddressError {
    /// `start` or `end` of a custom range is not a date (`YYYY-MM-DD`).
    NotADate { key: &'static str, value: String },
}

impl std::fmt::Display for AddressError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AddressError::NotADate { key, value } => {
                write!(f, "{key} is not a date (YYYY-MM-DD): '{value}'")
            }
        }
    }
}

impl std::error::Error for AddressError {}

impl EventQuery {
    /// The query an events address names. Blank values are no filter; a
    /// date choice that is not one of the dropdown's is All Dates, as is
    /// Custom Dates without a start. A start or end that is not a date is
    /// an error: the list cannot say what it would show.
    pub fn from_address<'a>(
        params: impl IntoIterator<Item = (&'a str, &'a str)>,
    ) -> Result<EventQuery, AddressError> {
        let (mut query, mut kind, mut start, mut end) = (EventQuery::default(), "", "", "");
        let text = |v: &str| Some(v.trim().to_string()).filter(|v| !v.is_empty());
        for (key, value) in params {
            match key {
                "q" => query.keyword = text(value),
                "category" => query.category = text(value),
                "venue" => query.venue = text(value),
                "dates" => kind = value,
                "start" => start = value,
                "end" => end = value,
                _ => {}
            }
        }
        let date = |key: &'static str, value: &str| {
            Date::parse(value.trim()).map_err(|_| AddressError::NotADate {
                key,
                value: value.to_string(),
            })
        };
        query.dates = match DateChoice::ALL.into_iter().find(|c| c.as_str() == kind) {
            Some(DateChoice::Tonight) => DateFilter::Tonight,
            Some(DateChoice::ThisWeekend) => DateFilter::ThisWeekend,
            Some(DateChoice::ThisMonth) => DateFilter::ThisMonth,
            Some(DateChoice::NextMonth) => DateFilter::NextMonth,
            Some(DateChoice::ThisSeason) => DateFilter::ThisSeason,
            Some(DateChoice::Custom) if !start.trim().is_empty() => DateFilter::Custom {
                start: date("start", start)?,
                end: match end.trim() {
                    "" => None,
                    end => Some(date("end", end)?),
                },
            },
            _ => DateFilter::All,
        };
        Ok(query)
    }
}

impl EventIndex {
    /// The events page's list for `query` at `clock`: `limit` events from
    /// `offset`, by date, with the count of all that match.
    pub fn slice(
        &self,
        query: &EventQuery,
        clock: CityClock,
        offset: usize,
        limit: usize,
    ) -> EventsSlice {
        let positions = self.filter(query, clock);
        let events = positions
            .iter()
            .skip(offset)
            .take(limit)
            .map(|&i| self.shown(i as usize, clock.today))
            .collect();
        EventsSlice {
            events,
            total: positions.len() as u32,
            venues: self.venue_choices(),
        }
    }
}

impl EventIndex {
    /// Home's 'Tonight' and 'This weekend' at `clock`, in the city's `zone`.
    pub fn whats_on(&self, zone: CityZone, clock: CityClock) -> WhatsOn {
        let on = |dates| {
            let query = EventQuery {
                dates,
                ..EventQuery::default()
            };
            self.filter(&query, clock)
                .into_iter()
                .map(|i| i as usize)
                .collect()
        };
        whats_on_of(
            self.events(),
            on(DateFilter::Tonight),
            on(DateFilter::ThisWeekend),
            |i| self.shown(i, clock.today),
            zone,
            clock,
        )
    }
}

/// [`EventIndex::whats_on`] over a list not indexed: the device's copy of
/// every event, offline.
pub fn whats_on(events: &[Event], zone: CityZone, clock: CityClock) -> WhatsOn {
    let hours: Vec<EventHours> = events.iter().map(EventHours::of).collect();
    let in_order = sorted_by_hours(&hours);
    let series = SeriesIndex::new(events);
    let on = |dates: DateFilter| {
        let dates = dates.at(clock);
        let matching: Vec<u32> = in_order
            .iter()
            .filter(|&&i| dates.matches(&hours[i]))
            .map(|&i| i as u32)
            .collect();
        series
            .once(events, &matching)
            .into_iter()
            .map(|i| i as usize)
            .collect()
    };
    whats_on_of(
        events,
        on(DateFilter::Tonight),
        on(DateFilter::ThisWeekend),
        |i| series.shown(events, i as u32, clock.today),
        zone,
        clock,
    )
}

/// Home's lead from the positions, in order, of the events on tonight and
/// this weekend (each series once), each shown by `shown`.
fn whats_on_of(
    events: &[Event],
    tonight: Vec<usize>,
    weekend: Vec<usize>,
    shown: impl Fn(usize) -> Event,
    zone: CityZone,
    clock: CityClock,
) -> WhatsOn {
    let window = |window: Window, positions: Vec<usize>| {
        let going: Vec<usize> = positions
            .into_iter()
            .filter(|&i| events[i].status != EventStatus::Cancelled)
            .collect();
        let hours: Vec<EventHours> = going.iter().map(|&i| EventHours::of(&events[i])).collect();
        let on = OnInWindow {
            events: going
                .iter()
                .take(WHATS_ON_SIZE)
                .map(|&i| shown(i))
                .collect(),
            total: going.len() as u32,
        };
        (on, window.next_change(&hours, clock))
    };
    let (tonight, tonight_changes) = window(Window::Tonight, tonight);
    let (weekend, weekend_changes) = window(Window::ThisWeekend, weekend);
    WhatsOn {
        tonight,
        weekend,
        changes_at: zone.unix_ms(tonight_changes.min(weekend_changes)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn query(pairs: &[(&'static str, &'static str)]) -> Result<EventQuery, AddressError> {
        EventQuery::from_address(pairs.iter().copied())
    }

    #[test]
    fn a_list_shows_whole_screens() {
        assert_eq!(shown_of(None), 24);
        assert_eq!(shown_of(Some("")), 24);
        assert_eq!(shown_of(Some("abc")), 24);
        assert_eq!(shown_of(Some("0")), 24);
        assert_eq!(shown_of(Some("-48")), 24);
        assert_eq!(shown_of(Some("48")), 48);
        assert_eq!(shown_of(Some("30")), 48);
        assert_eq!(shown_of(Some("99999999999999999999999")), 24);
        assert_eq!(shown_of(Some("5000")), MAX_SLICE);
        assert_eq!(shown_after_more(24), 48);
        assert_eq!(shown_after_more(48), 72);
    }

    #[test]
    fn an_address_names_the_filters() {
        let q = query(&[
            ("q", " jazz "),
            ("category", "Ballet"),
            ("venue", ""),
            ("dates", "thisMonth"),
            ("shown", "48"),
        ])
        .unwrap();
        assert_eq!(q.keyword.as_deref(), Some("jazz"));
        assert_eq!(q.category.as_deref(), Some("Ballet"));
        assert_eq!(q.venue, None);
        assert_eq!(q.dates, DateFilter::ThisMonth);
        assert_eq!(query(&[]).unwrap(), EventQuery::default());
        assert_eq!(
            query(&[("dates", "tonight")]).unwrap().dates,
            DateFilter::Tonight
        );
        assert_eq!(
            query(&[("dates", "thisWeekend")]).unwrap().dates,
            DateFilter::ThisWeekend
        );
    }

    #[test]
    fn unknown_or_incomplete_date_choices_are_all_dates() {
        assert_eq!(
            query(&[("dates", "someday")]).unwrap().dates,
            DateFilter::All
        );
        assert_eq!(
            query(&[("dates", "custom")]).unwrap().dates,
            DateFilter::All
        );
        assert_eq!(
            query(&[("dates", "custom"), ("start", " ")]).unwrap().dates,
            DateFilter::All
        );
        // A range without the choice is no range.
        assert_eq!(
            query(&[("start", "2026-12-01")]).unwrap().dates,
            DateFilter::All
        );
    }

    #[test]
    fn a_custom_range_needs_real_dates() {
        let q = query(&[
            ("dates", "custom"),
            ("start", "2026-12-01"),
            ("end", "2026-12-24"),
        ])
        .unwrap();
        assert_eq!(
            q.dates,
            DateFilter::Custom {
                start: Date::parse("2026-12-01").unwrap(),
                end: Some(Date::parse("2026-12-24").unwrap()),
            }
        );
        let open = query(&[("dates", "custom"), ("start", "2026-12-01"), ("end", "")]).unwrap();
        assert!(matches!(open.dates, DateFilter::Custom { end: None, .. }));
        let wrong = query(&[("dates", "custom"), ("start", "tomorrow")]).unwrap_err();
        assert_eq!(
            wrong.to_string(),
            "start is not a date (YYYY-MM-DD): 'tomorrow'"
        );
        assert!(
            query(&[
                ("dates", "custom"),
                ("start", "2026-12-01"),
                ("end", "2026-13-01")
            ])
            .is_err()
        );
    }

    #[test]
    fn a_slice_counts_every_match_and_offers_every_venue() {
        use crate::content::events::tests::event;
        use crate::content::model::VenueRef;
        let today = CityClock::midnight(Date::parse("2026-12-01").unwrap());
        let mut events: Vec<Event> = (1..=60)
            .map(|id| {
                event(
                    id,
                    if id % 2 == 0 { "Ballet" } else { "Opera" },
                    "2026-12-10",
                    None,
                )
            })
            .collect();
        events[0].venue = VenueRef::Name("Van Wezel".into());
        let index = EventIndex::new(events);
        let ballet = EventQuery {
            category: Some("Ballet".into()),
            ..EventQuery::default()
        };
        let first = index.slice(&ballet, today, 0, PAGE_SIZE);
        assert_eq!((first.events.len(), first.total), (24, 30));
        assert!(first.events.iter().all(|e| e.category == "Ballet"));
        let rest = index.slice(&ballet, today, 24, PAGE_SIZE);
        assert_eq!((rest.events.len(), rest.total), (6, 30));
        assert_eq!(first.venues, vec!["Van Wezel".to_string()]);
        assert!(
            index
                .slice(&ballet, today, 100, PAGE_SIZE)
                .events
                .is_empty()
        );
    }

    #[test]
    fn whats_on_leads_with_what_a_visitor_can_still_go_to() {
        use crate::content::events::tests::event;
        // Thursday 26 November 2026, 6 PM in Sarasota (EST, UTC−5).
        let clock = CityClock {
            today: Date::parse("2026-11-26").unwrap(),
            minutes: 18 * 60,
        };
        let timed = |id, day: &str, time: &str| {
            let mut e = event(id, "Opera", day, None);
            e.time = Some(time.into());
            e
        };
        let mut cancelled = timed(3, "2026-11-26", "9 PM");
        cancelled.status = EventStatus::Cancelled;
        let events = vec![
            timed(1, "2026-11-26", "10 PM"),
            timed(2, "2026-11-26", "5 PM - 7 PM"),
            cancelled,
            timed(4, "2026-11-26", "3 PM"),
            timed(5, "2026-11-28", "8 PM"),
            timed(6, "2026-11-27", "7:30 PM"),
            timed(7, "2026-11-27", "10 AM"),
            timed(8, "2026-11-29", "2 PM"),
            timed(9, "2026-11-29", "11 AM"),
            timed(10, "2026-11-29", "4 PM"),
            timed(11, "2026-11-29", "6 PM"),
        ];
        let on = EventIndex::new(events.clone()).whats_on(CityZone::NEW_YORK, clock);
        assert_eq!(whats_on(&events, CityZone::NEW_YORK, clock), on);
        let ids = |w: &OnInWindow| w.events.iter().map(|e| e.id).collect::<Vec<_>>();
        // By time of day: the one on now first; cancelled and over left out.
        assert_eq!(ids(&on.tonight), [2, 1]);
        assert_eq!(on.tonight.total, 2);
        assert_eq!(ids(&on.weekend), [6, 5, 9, 8]);
        assert_eq!(on.weekend.total, 6);
        // 7 PM EST, when the first of tonight's ends.
        let seven_pm = chrono::DateTime::parse_from_rfc3339("2026-11-27T00:00:00Z").unwrap();
        assert_eq!(on.changes_at, seven_pm.timestamp_millis());
    }
}
