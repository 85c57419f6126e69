//! Any page text read as an activity and as a restaurant (with area
//! detection): an error or a result, never a panic.
#![no_main]

// Each target uses one of the entry points.
#[allow(dead_code)]
#[path = "../../tests/entry_points/mod.rs"]
mod entry_points;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| entry_points::place_pages(text));
