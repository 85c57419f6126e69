//! Event lists (spec sections 2, 3 and 4): categories, ordering and the
//! Home page's selection.

use crate::content::event_hours::EventHours;
use crate::content::model::Event;
use crate::text::words::{Localizer, list_value};
use crate::time::date::Date;

/// Category values of the events page and the Home filter, in order. Each
/// shows as its catalog's `category-*` message (spec section 3: Festival
/// shows as 'Festivals').
pub const CATEGORIES: [&str; 12] = [
    "Broadway",
    "Opera",
    "Ballet",
    "Theater",
    "Comedy",
    "Speaker Series",
    "Live Music",
    "Circus",
    "Festival",
    "Museum",
    "Outdoor",
    "Other",
];

/// At most this many items per Home page section.
pub const HOME_SECTION_SIZE: usize = 6;

/// The label a category shows in filters and on cards, in `words`'
/// language ('Festivals' for Festival); one of staff's own as written.
pub fn category_label(category: &str, words: &dyn Localizer) -> String {
    list_value(words, "category", category, &CATEGORIES)
}

/// The last day an event runs: its end date when that is after the start.
pub fn last_day(event: &Event) -> Date {
    last_day_of(event.date, event.end_date)
}

/// The last day of an event on `date` until `end_date`: an end before
/// its start counts as none.
pub fn last_day_of(date: Date, end_date: Option<Date>) -> Date {
    match end_date {
        Some(end) if end > date => end,
        _ => date,
    }
}

/// False for events that ended before `today` (single-day events before
/// today included).
pub fn is_current(event: &Event, today: Date) -> bool {
    last_day(event) >= today
}

/// Positions of `events` ordered by date ascending, and on the same day by
/// the time they start (all-day events first); otherwise they keep their
/// order (stable).
pub fn sorted_positions(events: &[Event]) -> Vec<usize> {
    let hours: Vec<EventHours> = events.iter().map(EventHours::of).collect();
    sorted_by_hours(&hours)
}

/// [`sorted_positions`] of events whose hours are already read.
pub(crate) fn sorted_by_hours(hours: &[EventHours]) -> Vec<usize> {
    let mut positions: Vec<usize> = (0..hours.len()).collect();
    // Ties broken by position: stable, without the stable sort's code size.
    positions.sort_unstable_by_key(|&i| (hours[i].first, hours[i].start_minutes(), i));
    positions
}

/// The Home page's 'Upcoming Events': current events in date order, at most
/// one per category, only categories of the Home filter list, at most six.
pub fn home_selection(events: &[Event], today: Date) -> Vec<usize> {
    home_selection_in_order(events, sorted_positions(events), today)
}

/// [`home_selection`] over positions already in date order.
pub(crate) fn home_selection_in_order(
    events: &[Event],
    by_date: impl IntoIterator<Item = usize>,
    today: Date,
) -> Vec<usize> {
    let mut seen: Vec<&str> = Vec::with_capacity(HOME_SECTION_SIZE);
    let mut chosen = Vec::with_capacity(HOME_SECTION_SIZE);
    for i in by_date {
        let event = &events[i];
        let category = event.category.as_str();
        let listed = CATEGORIES.contains(&category);
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

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::content::model::VenueRef;
    use crate::text::catalogs::catalog;
    use crate::text::lang::Lang;

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
            lang: Default::default(),
            translations: Default::default(),
            untranslated: Vec::new(),
            series: None,
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
    fn labels_festivals() {
        let en = catalog(Lang::En);
        assert_eq!(category_label("Festival", en), "Festivals");
        assert_eq!(category_label("Opera", en), "Opera");
        assert_eq!(category_label("Symphony", en), "Symphony");
        let [es, fr, de] = [Lang::Es, Lang::Fr, Lang::De].map(catalog);
        assert_eq!(category_label("Festival", es), "Festivales");
        assert_eq!(category_label("Live Music", fr), "Musique live");
        assert_eq!(category_label("Theater", de), "Theater");
        assert_eq!(category_label("Symphony", de), "Symphony");
        for lang in Lang::ALL {
            for value in CATEGORIES {
                let label = category_label(value, catalog(lang));
                assert!(!label.starts_with("category-"), "{lang:?} {value}");
            }
        }
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
