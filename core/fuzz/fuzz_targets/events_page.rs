//! Any page text through event extraction (JSON-LD, microdata, h-event,
//! OpenGraph, the heuristic fallback) and its feed links: no panic.
#![no_main]

use guide_core::{CityZone, Date};
use guide_core::extract::{ExtractOptions, extract_events, feed_links};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|html: &str| {
    let options = ExtractOptions::new(Date::parse("2026-03-01").unwrap(), CityZone::default());
    let _ = extract_events(html, "https://venue.example/events/", &options);
    let _ = feed_links(html, "https://venue.example/events/");
});
