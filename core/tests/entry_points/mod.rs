//! The scraping engine's entry points as a hostile page reaches them: what
//! a followed source or a scraped URL hands over, any text or bytes at
//! all. Each must give an error or a result, never panic. Shared by the
//! cargo-fuzz targets (`core/fuzz`, coverage-guided, `scripts/fuzz`) and
//! the test run's mutations of the fixture pages (`tests/hostile_input.rs`).

use guide_core::content::areas::AreaTable;
use guide_core::extract::dates::{find_date_in_text, parse_time_only, parse_when};
use guide_core::extract::{
    ExtractOptions, decode_html, extract_activity, extract_events, extract_restaurant, feed_links,
    parse_ics, parse_tec_events,
};
use guide_core::{CityZone, Date};

fn options() -> ExtractOptions {
    ExtractOptions::new(Date::parse("2026-03-01").unwrap(), CityZone::default())
}

/// Any page text through event extraction (JSON-LD, microdata, h-event,
/// OpenGraph, the heuristic fallback) and its feed links.
pub fn events_page(html: &str) {
    let _ = extract_events(html, "https://venue.example/events/", &options());
    let _ = feed_links(html, "https://venue.example/events/");
}

/// Any page text read as an activity and as a restaurant (with area
/// detection).
pub fn place_pages(html: &str) {
    let _ = extract_activity(html, "https://place.example/");
    let _ = extract_restaurant(html, "https://place.example/", &AreaTable::sarasota());
}

/// Any text as an iCalendar feed (RRULE expansion included, its output
/// bounded) and as a page of The Events Calendar's REST API.
pub fn calendar_feeds(text: &str) {
    let feed = parse_ics(text, "https://venue.example/events/?ical=1", &options());
    assert!(feed.events.len() <= 100_000);
    let url = "https://venue.example/wp-json/tribe/events/v1/events";
    let _ = parse_tec_events(text, url, &options());
}

/// Raw response bytes through charset decoding, and any text through the
/// date and time readers.
pub fn bytes_and_dates(bytes: &[u8]) {
    let text = decode_html(bytes, Some("text/html"));
    let _ = decode_html(bytes, None);
    let _ = parse_when(&text, CityZone::default());
    let _ = find_date_in_text(&text);
    let _ = parse_time_only(&text);
}
