//! Filtering and sorting 10,000 events natively (the browser benchmark in
//! web/bench measures the same through WASM).

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use guide_core::content::date_filter::DateFilter;
use guide_core::content::event_index::{EventIndex, EventQuery};
use guide_core::content::events::home_selection;
use guide_core::content::model::{Event, Venue, VenueRef};
use guide_core::content::near::{Coordinates, Near};
use guide_core::{CityClock, CityZone, Date};

const CATEGORIES: [&str; 6] = [
    "Opera",
    "Ballet",
    "Theater",
    "Festival",
    "Live Music",
    "Museum",
];

/// 10,000 events over two years, a tenth of them multi-day, on 40 venues
/// (all but every eighth with coordinates, scattered over the county),
/// two thirds with a time of day; a fifth are the dates of eight series
/// (the same title at the same venue), which a list shows once.
fn events(count: usize) -> Vec<Event> {
    let start = Date::parse("2026-01-01").unwrap();
    (0..count)
        .map(|i| {
            // A cheap deterministic scatter of dates over ~730 days.
            let day = (i * 7919 % 730) as i64;
            let date = start.add_days(day);
            Event {
                id: i as i64,
                title: if i % 5 == 0 {
                    format!("Series {}", i % 40)
                } else {
                    format!("Event {i}")
                },
                description: String::new(),
                venue_id: Some((i % 40) as i64),
                venue: venue(i % 40),
                date,
                end_date: (i % 10 == 0).then(|| date.add_days((i % 5) as i64 + 1)),
                time: [None, Some("7:30 PM"), Some("8 PM - 10 PM")][i % 3].map(String::from),
                category: CATEGORIES[i % CATEGORIES.len()].to_string(),
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
        })
        .collect()
}

fn venue(n: usize) -> VenueRef {
    let placed = !n.is_multiple_of(8);
    VenueRef::Details(Venue {
        id: n as i64,
        name: format!("Venue {n}"),
        website: None,
        address: None,
        phone: None,
        description: None,
        capacity: None,
        venue_type: None,
        latitude: placed.then_some(27.05 + n as f64 * 0.011),
        longitude: placed.then_some(-82.65 + (n * 7 % 40) as f64 * 0.009),
    })
}

fn bench(c: &mut Criterion) {
    let index = EventIndex::new(events(10_000));
    let today = Date::parse("2026-11-22").unwrap();
    // Noon in the city.
    let now = CityClock {
        today,
        minutes: 12 * 60,
    };
    let weekend = EventQuery {
        dates: DateFilter::ThisWeekend,
        ..EventQuery::default()
    };
    let season = EventQuery {
        dates: DateFilter::ThisSeason,
        ..EventQuery::default()
    };
    let custom = EventQuery {
        category: Some("Opera".into()),
        venue: None,
        dates: DateFilter::Custom {
            start: Date::parse("2026-12-01").unwrap(),
            end: Date::parse("2027-02-28").ok(),
        },
        keyword: None,
        near: None,
    };
    // Near St. Armands Circle: every event by distance, and within a mile
    // tonight.
    let circle = Coordinates {
        latitude: 27.3175,
        longitude: -82.577,
    };
    let near_me = EventQuery {
        near: Some(Near {
            from: circle,
            within_miles: None,
        }),
        ..EventQuery::default()
    };
    let near_me_3_miles = EventQuery {
        near: Some(Near {
            from: circle,
            within_miles: Some(3.0),
        }),
        ..EventQuery::default()
    };
    // Words of the titles, venues and categories; the index of words is
    // built by the first keyword, outside the measurement.
    let keyword = EventQuery {
        keyword: Some("venue 1".into()),
        dates: DateFilter::ThisSeason,
        ..EventQuery::default()
    };
    index.filter(&keyword, now);
    c.bench_function("filter 10k events: this season", |b| {
        b.iter(|| index.filter(black_box(&season), now))
    });
    c.bench_function("filter 10k events: opera, custom range", |b| {
        b.iter(|| index.filter(black_box(&custom), now))
    });
    c.bench_function("filter 10k events: keyword, this season", |b| {
        b.iter(|| index.filter(black_box(&keyword), now))
    });
    c.bench_function("filter 10k events: this weekend", |b| {
        b.iter(|| index.filter(black_box(&weekend), now))
    });
    c.bench_function("filter 10k events: near me, by distance", |b| {
        b.iter(|| index.filter(black_box(&near_me), now))
    });
    c.bench_function("filter 10k events: near me, within 3 miles", |b| {
        b.iter(|| index.filter(black_box(&near_me_3_miles), now))
    });
    c.bench_function("tonight and this weekend of 10k indexed events", |b| {
        b.iter(|| index.whats_on(CityZone::NEW_YORK, black_box(now)))
    });
    c.bench_function("index 10k events (sort by date and time)", |b| {
        b.iter_batched(
            || events(10_000),
            EventIndex::new,
            criterion::BatchSize::LargeInput,
        )
    });
    c.bench_function("home selection of 10k indexed events", |b| {
        b.iter(|| index.home_selection(black_box(today)))
    });
    let list = events(10_000);
    c.bench_function("home selection of 10k events (unsorted list)", |b| {
        b.iter(|| home_selection(black_box(&list), today))
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
