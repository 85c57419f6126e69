//! One search keystroke over 10,000 items natively (the browser benchmark
//! in web/bench measures the same through WASM; the budget is 2 ms there).

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use guide_core::CityClock;
use guide_core::Date;
use guide_core::content::model::{Activity, ActivityType, Event, Restaurant, VenueRef};
use guide_core::content::search::SearchIndex;

/// Words enough for titles and descriptions that are not all alike.
const WORDS: [&str; 40] = [
    "sunset",
    "harbor",
    "gallery",
    "concert",
    "garden",
    "island",
    "festival",
    "jazz",
    "opera",
    "ballet",
    "theater",
    "museum",
    "market",
    "coastal",
    "kitchen",
    "grill",
    "oyster",
    "bistro",
    "cafe",
    "trail",
    "kayak",
    "dolphin",
    "botanical",
    "circus",
    "lecture",
    "symphony",
    "comedy",
    "holiday",
    "lights",
    "beach",
    "bayfront",
    "mangrove",
    "aquarium",
    "seafood",
    "tapas",
    "sushi",
    "ranch",
    "village",
    "plaza",
    "historic",
];

fn text(i: usize, words: usize) -> String {
    (0..words)
        .map(|k| WORDS[(i * 31 + k * 17 + k * k) % WORDS.len()])
        .collect::<Vec<_>>()
        .join(" ")
}

/// 6,000 events, 2,000 activities and 2,000 restaurants.
fn index() -> SearchIndex {
    let date = Date::parse("2026-12-01").unwrap();
    let events: Vec<Event> = (0..6_000)
        .map(|i| Event {
            id: i as i64,
            title: format!("{} {i}", text(i, 3)),
            description: text(i + 7, 20),
            venue_id: None,
            venue: VenueRef::Name(format!("{} Hall", text(i % 60, 2))),
            date,
            end_date: None,
            time: None,
            category: "Live Music".into(),
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
        .collect();
    let activities: Vec<Activity> = (0..2_000)
        .map(|i| Activity {
            id: i as i64,
            name: format!("{} {i}", text(i + 3, 3)),
            description: text(i + 11, 20),
            address: None,
            phone: None,
            website: None,
            image: None,
            picture: None,
            activity_type: ActivityType::Attraction,
            recurring_schedule: None,
            capacity: None,
            venue_type: None,
            location: None,
            price: None,
            facts: Vec::new(),
            visit_minutes: None,
            latitude: None,
            longitude: None,
            lang: Default::default(),
            translations: Default::default(),
            untranslated: Vec::new(),
        })
        .collect();
    let restaurants: Vec<Restaurant> = (0..2_000)
        .map(|i| {
            serde_json::from_value(serde_json::json!({
                "id": i, "name": format!("{} {i}", text(i + 5, 2)), "description": text(i + 13, 20),
                "address": null, "phone": null, "website": null, "image": null, "rating": null,
                "priceRange": "$$", "cuisine": "Seafood", "openHours": null, "reservationUrl": null,
                "latitude": null, "longitude": null, "area": "Siesta Key"
            }))
            .unwrap()
        })
        .collect();
    SearchIndex::new(&events, &activities, &restaurants)
}

fn bench(c: &mut Criterion) {
    let index = index();
    assert_eq!(index.len(), 10_000);
    // The results' words in English, as the server writes them.
    let words = guide_core::text::catalogs::catalog(guide_core::text::lang::Lang::En);
    let clock = CityClock {
        today: Date::new(2026, 11, 26).unwrap(),
        minutes: 18 * 60,
    };
    // What a visitor types, keystroke by keystroke, typos included; a facet
    // word; and a query that finds nothing, whose answer looks for the
    // nearest words.
    for query in [
        "s",
        "sun",
        "sunset gar",
        "botanicl",
        "harbor jazz concert",
        "free sunset",
        "zzyzx",
    ] {
        c.bench_function(&format!("search 10,000 items for {query:?}"), |b| {
            b.iter(|| black_box(index.answer(black_box(query), clock, 20, words)))
        });
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
