//! A list's first screen and "Show more": a list shows [`PAGE_SIZE`] items,
//! then as many more at each press, so that what a page costs does not grow
//! with the guide. How many are shown is part of the list's address
//! (`shown=48`), so a link shares it and Back comes back to it.
//!
//! Also the events list's address (`/events?q=…&category=…&venue=…&
//! dates=…&start=…&end=…`) read into the query core filters with: the
//! server reads it for its first screen, the browser for its filters.

use crate::content::date_filter::{DateChoice, DateFilter};
use crate::content::event_index::{EventIndex, EventQuery};
use crate::content::model::Event;
use crate::time::date::Date;

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
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct EventsSlice {
    pub events: Vec<Event>,
    pub total: u32,
    pub venues: Vec<String>,
}

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
    /// The events page's list for `query` on `today`: `limit` events from
    /// `offset`, by date, with the count of all that match.
    pub fn slice(
        &self,
        query: &EventQuery,
        today: Date,
        offset: usize,
        limit: usize,
    ) -> EventsSlice {
        let positions = self.filter(query, today);
        let events = positions
            .iter()
            .skip(offset)
            .take(limit)
            .map(|&i| self.events()[i as usize].clone())
            .collect();
        EventsSlice {
            events,
            total: positions.len() as u32,
            venues: self.venue_choices(),
        }
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
        let today = Date::parse("2026-12-01").unwrap();
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
}
