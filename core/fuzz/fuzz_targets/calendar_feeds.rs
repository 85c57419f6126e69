//! Any text as an iCalendar feed (RRULE expansion included) and as a page
//! of The Events Calendar's REST API: no panic, bounded output.
#![no_main]

use guide_core::{CityZone, Date};
use guide_core::extract::{ExtractOptions, parse_ics, parse_tec_events};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let options = ExtractOptions::new(Date::parse("2026-03-01").unwrap(), CityZone::default());
    let feed = parse_ics(text, "https://venue.example/events/?ical=1", &options);
    assert!(feed.events.len() <= 100_000);
    let _ = parse_tec_events(text, "https://venue.example/wp-json/tribe/events/v1/events", &options);
});
