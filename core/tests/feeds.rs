//! The guide's RSS and Atom feeds of events (issue #38), read back by
//! Python's feedparser (an independent reader, `feed_reader.py`, installed
//! by scripts/test beside icalendar).

use std::path::PathBuf;
use std::process::Command;

use guide_core::content::feeds::{FeedFormat, FeedSite, events_feed_xml};
use guide_core::content::model::{Event, EventStatus, VenueRef};
use guide_core::content::syndication::Listing;
use guide_core::text::catalogs::catalog;
use guide_core::text::lang::Lang;
use guide_core::{CityZone, Date};
use serde_json::{Value, json};

const HOSTILE: &str = "</script><script>alert(1)</script><img src=x onerror=alert(2)>";

fn event(id: i64, title: &str, date: &str, time: &str, category: &str) -> Event {
    Event {
        id,
        title: title.into(),
        description: "An evening & more <3".into(),
        venue_id: None,
        venue: VenueRef::Name("Van Wezel Performing Arts Hall".into()),
        date: Date::parse(date).unwrap(),
        end_date: None,
        time: Some(time.into()),
        category: category.into(),
        image: None,
        picture: None,
        ticket_price: None,
        ticket_url: None,
        status: EventStatus::Scheduled,
        lang: Default::default(),
        translations: Default::default(),
        untranslated: Vec::new(),
        series: None,
    }
}

fn events() -> Vec<Event> {
    let mut jazz = event(8, "Jazz Night", "2026-12-06", "8 PM", "Live Music");
    jazz.status = EventStatus::Cancelled;
    jazz.image = Some("https://venue.example/jazz.png".into());
    vec![
        event(7, "La Traviata", "2026-12-05", "7:30 PM", "Opera"),
        jazz,
    ]
}

/// What feedparser read in `xml`.
fn python_reads(xml: &str, name: &str) -> Value {
    let python = std::env::var("GUIDE_ICS_PYTHON").unwrap_or_else(|_| {
        concat!(env!("CARGO_MANIFEST_DIR"), "/../target/py-ics/bin/python").into()
    });
    let dir = std::env::temp_dir().join(format!("guide-feeds-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(name);
    std::fs::write(&file, xml).unwrap();
    let reader: PathBuf = [env!("CARGO_MANIFEST_DIR"), "tests", "feed_reader.py"]
        .iter()
        .collect();
    let output = Command::new(&python)
        .arg(reader)
        .arg(&file)
        .output()
        .unwrap_or_else(|e| {
            panic!("{python} did not run ({e}): scripts/test installs Python's feedparser")
        });
    assert!(
        output.status.success(),
        "feedparser failed:\n{}\n{xml}",
        String::from_utf8_lossy(&output.stderr)
    );
    let read: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(read["problems"], json!([]), "{xml}");
    read
}

fn feed(format: FeedFormat, lang: Lang) -> String {
    feed_of(format, lang, events())
}

fn feed_of(format: FeedFormat, lang: Lang, all: Vec<Event>) -> String {
    let refs: Vec<&Event> = all.iter().collect();
    let (path, page) = match lang {
        Lang::Es => ("/feeds/events.rss?lang=es", "/es/events"),
        _ => ("/feeds/events.rss", "/events"),
    };
    events_feed_xml(
        format,
        &refs,
        &FeedSite {
            brand: "Sarasota Guide",
            listing: Listing {
                words: catalog(lang),
                origin: "https://guide.example",
                zone: CityZone::NEW_YORK,
                today: Date::parse("2026-11-24").unwrap(),
            },
            self_url: &format!("https://guide.example{path}"),
            page_url: &format!("https://guide.example{page}"),
            title: "Sarasota Guide events",
            stamp_ms: 1_795_521_600_000,
        },
    )
}

#[test]
fn an_independent_reader_reads_every_entry_of_both_feeds() {
    for (format, version, name) in [
        (FeedFormat::Rss, "rss20", "events.rss"),
        (FeedFormat::Atom, "atom10", "events.atom"),
    ] {
        let read = python_reads(&feed(format, Lang::En), name);
        assert_eq!(read["version"], version);
        assert_eq!(read["title"], "Sarasota Guide events");
        assert_eq!(read["link"], "https://guide.example/events");
        let entries = read["entries"].as_array().unwrap();
        assert_eq!(entries.len(), 2);
        let opera = &entries[0];
        assert_eq!(opera["title"], "La Traviata");
        assert_eq!(opera["link"], "https://guide.example/events/7-la-traviata");
        assert_eq!(opera["id"], opera["link"]);
        // 7:30 PM in Sarasota (EST) is half past midnight UTC.
        assert_eq!(opera["published"], "2026-12-06T00:30:00Z");
        assert_eq!(opera["categories"], json!(["Opera"]));
        let summary = opera["summary"].as_str().unwrap();
        assert!(
            summary.contains("Saturday, December 5 · 7:30 PM · Van Wezel Performing Arts Hall"),
            "{summary}"
        );
        assert!(summary.contains("An evening & more <3"), "{summary}");
        assert_eq!(opera["enclosures"], json!([]));
        // A cancelled event says so, and carries its picture.
        let jazz = &entries[1];
        assert_eq!(jazz["title"], "Cancelled: Jazz Night");
        assert!(jazz["summary"].as_str().unwrap().starts_with("Cancelled. "));
        assert_eq!(
            jazz["enclosures"],
            json!([{"href": "https://venue.example/jazz.png", "type": "image/png"}])
        );
    }
}

/// A followed source's text reaches the feed with no staff action: what
/// looks like markup in it stays text in every reader, one that cleans
/// HTML (feedparser) and one that renders the description as it is.
#[test]
fn markup_in_an_events_text_reaches_no_reader_as_markup() {
    let mut hostile = event(9, HOSTILE, "2026-12-07", "6 PM", "Comedy");
    hostile.description = format!("Doors open early. {HOSTILE} Bring friends & family.");
    hostile.venue = VenueRef::Name(format!("The <b>Bold</b> Room {HOSTILE}"));
    for (format, name) in [
        (FeedFormat::Rss, "hostile.rss"),
        (FeedFormat::Atom, "hostile.atom"),
    ] {
        let xml = feed_of(format, Lang::En, vec![hostile.clone()]);
        let read = python_reads(&xml, name);
        assert_eq!(read["markup"], json!([]), "{xml}");
        let entry = &read["entries"][0];
        assert_eq!(entry["title"], HOSTILE, "{xml}");
        let summary = entry["summary"].as_str().unwrap();
        assert!(summary.contains("The <b>Bold</b> Room"), "{summary}");
        assert!(
            summary.contains(&format!(
                "Doors open early. {HOSTILE} Bring friends & family."
            )),
            "the text as written: {summary}"
        );
    }
}

#[test]
fn a_feed_in_spanish_links_the_spanish_pages() {
    let read = python_reads(&feed(FeedFormat::Atom, Lang::Es), "eventos.atom");
    assert_eq!(read["language"], "es");
    let entries = read["entries"].as_array().unwrap();
    assert_eq!(
        entries[0]["link"],
        "https://guide.example/es/events/7-la-traviata"
    );
    assert_eq!(entries[1]["title"], "Cancelado: Jazz Night");
    assert_eq!(entries[0]["categories"], json!(["Ópera"]));
}
