//! Any text as an iCalendar feed (RRULE expansion included) and as a page
//! of The Events Calendar's REST API: no panic, bounded output.
#![no_main]

// Each target uses one of the entry points.
#[allow(dead_code)]
#[path = "../../tests/entry_points/mod.rs"]
mod entry_points;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| entry_points::calendar_feeds(text));
