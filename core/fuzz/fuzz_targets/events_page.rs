//! Any page text through event extraction (JSON-LD, microdata, h-event,
//! OpenGraph, the heuristic fallback) and its feed links: no panic.
#![no_main]

// Each target uses one of the entry points.
#[allow(dead_code)]
#[path = "../../tests/entry_points/mod.rs"]
mod entry_points;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| entry_points::events_page(text));
