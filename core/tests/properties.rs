//! Invariants of the event filters, checked on generated events.

use guide_core::content::date_filter::DateFilter;
use guide_core::content::event_hours::EventHours;
use guide_core::content::event_index::{EventIndex, EventQuery};
use guide_core::content::events::sorted_positions;
use guide_core::content::model::{Event, VenueRef};
use guide_core::{CityClock, Date};
use proptest::prelude::*;

fn date() -> impl Strategy<Value = Date> {
    // 2024-01-01 .. about 2029: leap years and year ends included.
    (19_723i64..21_600).prop_map(Date::from_days)
}

/// The city's clock on one of those days, at any minute.
fn clock() -> impl Strategy<Value = CityClock> {
    (date(), 0u16..1440).prop_map(|(today, minutes)| CityClock { today, minutes })
}

const TIMES: [&str; 5] = ["7:30 PM", "10 AM - 2 PM", "9 PM - 1 AM", "All day", "noon"];

fn event() -> impl Strategy<Value = Event> {
    (
        date(),
        proptest::option::of(0i64..40),
        0usize..4,
        0usize..3,
        proptest::option::of(0usize..TIMES.len()),
    )
        .prop_map(|(date, length, category, venue, time)| Event {
            id: 0,
            title: "E".into(),
            description: String::new(),
            venue_id: None,
            venue: VenueRef::Name(["Van Wezel", "Venue TBA", "Asolo Rep"][venue].into()),
            date,
            // Negative lengths too: an end before the start must not break anything.
            end_date: length.map(|l| date.add_days(l - 5)),
            time: time.map(|t| TIMES[t].into()),
            category: ["Opera", "Ballet", "Festival", "Other"][category].into(),
            image: None,
            picture: None,
            ticket_price: None,
            ticket_url: None,
            status: Default::default(),
            lang: Default::default(),
            translations: Default::default(),
            untranslated: Vec::new(),
            series: None,
        })
}

/// Whether every event of `narrow` is, or is a day of a series that is,
/// in `wide`: a list shows a series once, at its first matching date.
fn within(index: &EventIndex, narrow: &[u32], wide: &[u32]) -> bool {
    narrow
        .iter()
        .all(|&i| wide.iter().any(|&j| index.series().same(i, j)))
}

fn query(dates: DateFilter) -> EventQuery {
    EventQuery {
        dates,
        ..EventQuery::default()
    }
}

proptest! {
    #[test]
    fn open_ended_range_matches_a_superset_of_the_bounded_one(
        events in proptest::collection::vec(event(), 0..60), start in date(), span in 0i64..90, today in clock()
    ) {
        let index = EventIndex::new(events);
        let bounded = index.filter(&query(DateFilter::Custom { start, end: Some(start.add_days(span)) }), today);
        let open = index.filter(&query(DateFilter::Custom { start, end: None }), today);
        prop_assert!(within(&index, &bounded, &open));
    }

    #[test]
    fn results_are_in_date_order_and_stable(events in proptest::collection::vec(event(), 0..60), today in clock()) {
        let order = sorted_positions(&events);
        for pair in order.windows(2) {
            let (a, b) = (&events[pair[0]], &events[pair[1]]);
            let start = |e: &Event| EventHours::of(e).start_minutes();
            prop_assert!(
                (a.date, start(a)) < (b.date, start(b))
                    || ((a.date, start(a)) == (b.date, start(b)) && pair[0] < pair[1])
            );
        }
        let index = EventIndex::new(events.clone());
        for filter in [DateFilter::All, DateFilter::Tonight, DateFilter::ThisWeekend, DateFilter::ThisMonth, DateFilter::NextMonth, DateFilter::ThisSeason] {
            let found = index.filter(&query(filter), today);
            let rank = |p: u32| order.iter().position(|&q| q == p as usize);
            prop_assert!(found.windows(2).all(|w| rank(w[0]) < rank(w[1])));
        }
    }

    #[test]
    fn every_dropdown_choice_is_within_all_dates(events in proptest::collection::vec(event(), 0..60), today in clock()) {
        let index = EventIndex::new(events);
        let all = index.filter(&query(DateFilter::All), today);
        for filter in [DateFilter::ThisMonth, DateFilter::NextMonth, DateFilter::ThisSeason] {
            prop_assert!(within(&index, &index.filter(&query(filter), today), &all));
        }
    }

    #[test]
    fn tonight_and_the_weekend_are_within_their_days(events in proptest::collection::vec(event(), 0..60), now in clock()) {
        let index = EventIndex::new(events);
        let days = |from: i64, to: i64| {
            index.filter(&query(DateFilter::Custom { start: now.today.add_days(from), end: Some(now.today.add_days(to)) }), now)
        };
        // Last night's show past midnight is on now.
        let today = days(-1, 0);
        prop_assert!(within(&index, &index.filter(&query(DateFilter::Tonight), now), &today));
        let week = days(-1, 6);
        prop_assert!(within(&index, &index.filter(&query(DateFilter::ThisWeekend), now), &week));
    }

    #[test]
    fn category_filter_narrows(events in proptest::collection::vec(event(), 0..60), today in clock()) {
        let index = EventIndex::new(events.clone());
        let all = index.filter(&query(DateFilter::All), today);
        let opera = index.filter(&EventQuery { category: Some("Opera".into()), ..query(DateFilter::All) }, today);
        prop_assert!(within(&index, &opera, &all));
        prop_assert!(opera.iter().all(|&i| events[i as usize].category == "Opera"));
    }

    #[test]
    fn a_list_shows_each_series_once(events in proptest::collection::vec(event(), 0..60), today in clock()) {
        let index = EventIndex::new(events);
        let all = index.filter(&query(DateFilter::All), today);
        for (n, &i) in all.iter().enumerate() {
            prop_assert!(all[n + 1..].iter().all(|&j| !index.series().same(i, j)));
        }
    }

    #[test]
    fn date_parsing_round_trips(days in -100_000i64..100_000) {
        let date = Date::from_days(days);
        prop_assert_eq!(Date::parse(&date.to_string()).unwrap(), date);
        prop_assert_eq!(date.to_days(), days);
    }
}
