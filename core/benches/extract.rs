//! The scraping engine: extraction throughput on the fixture pages, a
//! hostile page nested 100,000 deep, and
//! deduplicating 1,000 discovered events against 10,000 stored ones
//! (target ≤ 50 ms). Run with `cargo bench -p guide-core --features scrape`.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use guide_core::extract::dedupe::{EventMatcher, KnownEvent};
use guide_core::extract::{
    Confidence, EventStatus, ExtractOptions, ScrapedEvent, Source, extract_events,
    extract_restaurant,
};
use guide_core::{CityZone, Date};

const PAGES: [&str; 12] = [
    "any23-html-jsonld-commas.html",
    "extruct-schema.org-Event.001.html",
    "extruct-schema.org-Event.002.html",
    "extruct-schema.org-Event.003.html",
    "extruct-schema.org-Event.008.html",
    "extruct-songkick-Years___Years_Tickets__Tour_Dates_2015___Concerts.html",
    "extruct-songkick-tovestyrke.html",
    "tec-list.html",
    "tec-single.html",
    "squarespace-microdata.html",
    "hevent.html",
    "no-structured-data.html",
];

fn read(name: &str) -> String {
    std::fs::read_to_string(format!(
        "{}/tests/fixtures/pages/{name}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

const WORDS: [&str; 16] = [
    "Nutcracker",
    "Traviata",
    "Jazz",
    "Night",
    "Symphony",
    "Gala",
    "Festival",
    "Comedy",
    "Spring",
    "Chalk",
    "Orchestra",
    "Ballet",
    "Magic",
    "Flute",
    "Concert",
    "Series",
];

fn title(i: usize) -> String {
    format!(
        "{} {} {} {i}",
        WORDS[i % 16],
        WORDS[(i / 16) % 16],
        WORDS[(i / 256) % 16]
    )
}

fn stored(count: usize) -> Vec<KnownEvent> {
    let start = Date::parse("2026-01-01").unwrap();
    (0..count)
        .map(|i| KnownEvent {
            id: i as i64,
            title: title(i),
            date: start.add_days((i * 7919 % 365) as i64),
            end_date: None,
            venue: Some(format!("Venue {}", i % 40)),
            source_url: Some(format!("https://venue{}.example/events/{i}", i % 40)),
        })
        .collect()
}

fn candidates(count: usize) -> Vec<ScrapedEvent> {
    let start = Date::parse("2026-01-01").unwrap();
    (0..count)
        .map(|k| {
            // Every other one is a stored event again; the rest are new.
            let i = k * 10;
            let known = k % 2 == 0;
            ScrapedEvent {
                title: if known {
                    title(i)
                } else {
                    format!("New show {k}")
                },
                description: String::new(),
                date: start.add_days((i * 7919 % 365) as i64),
                end_date: None,
                time: None,
                category: "Other".to_string(),
                image: None,
                ticket_price: None,
                ticket_url: None,
                venue: Some(format!("Venue {}", i % 40)),
                venue_address: None,
                venue_at: None,
                source_url: None,
                source_key: None,
                source: Source::JsonLd,
                confidence: Confidence::High,
                check: None,
                status: EventStatus::Scheduled,
                lang: Default::default(),
            }
        })
        .collect()
}

fn bench(c: &mut Criterion) {
    let options = ExtractOptions::new(Date::parse("2026-03-01").unwrap(), CityZone::default());
    let pages: Vec<(String, String)> = PAGES.iter().map(|p| (p.to_string(), read(p))).collect();
    let bytes: usize = pages.iter().map(|(_, html)| html.len()).sum();
    let mut group = c.benchmark_group("extract");
    group.throughput(Throughput::Bytes(bytes as u64));
    group.bench_function("events from 12 fixture pages", |b| {
        b.iter(|| {
            for (name, html) in &pages {
                black_box(extract_events(
                    html,
                    &format!("https://example.org/{name}"),
                    &options,
                ));
            }
        })
    });
    group.finish();
    let restaurant = read("restaurant-jsonld.html");
    let areas = guide_core::content::areas::AreaTable::sarasota();
    c.bench_function("restaurant page", |b| {
        b.iter(|| {
            black_box(extract_restaurant(
                &restaurant,
                "https://thecottage.example/",
                &areas,
            ))
        })
    });

    // A hostile page: 100,000 nested elements (1.3 MB), whose parse took a
    // minute before the depth bound; now it is read to 512 levels.
    let deep = format!(
        "<html><body><h2>Show</h2><p>April 10, 2026</p>{}{}</body></html>",
        "<div class=x>".repeat(100_000),
        "</div>".repeat(100_000)
    );
    c.bench_function("a page nested 100,000 deep (1.3 MB)", |b| {
        b.iter(|| black_box(extract_events(&deep, "https://example.org/deep", &options)))
    });

    let known = stored(10_000);
    let discovered = candidates(1_000);
    c.bench_function("dedupe: index 10,000 stored", |b| {
        b.iter(|| black_box(EventMatcher::new(known.clone())))
    });
    let matcher = EventMatcher::new(known.clone());
    c.bench_function("dedupe: match 1,000", |b| {
        b.iter(|| {
            discovered
                .iter()
                .filter(|e| !matcher.matches(e, None).is_empty())
                .count()
        })
    });
    c.bench_function("dedupe 1,000 against 10,000 (index + matches)", |b| {
        b.iter(|| {
            let matcher = EventMatcher::new(known.clone());
            let duplicates = discovered
                .iter()
                .filter(|e| !matcher.matches(e, None).is_empty())
                .count();
            black_box(duplicates)
        })
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().measurement_time(Duration::from_secs(4)).sample_size(20);
    targets = bench
}
criterion_main!(benches);
