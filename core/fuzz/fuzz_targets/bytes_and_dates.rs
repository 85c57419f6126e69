//! Raw response bytes through charset decoding, and any text through the
//! date and time readers: no panic.
#![no_main]

// Each target uses one of the entry points.
#[allow(dead_code)]
#[path = "../../tests/entry_points/mod.rs"]
mod entry_points;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|bytes: &[u8]| entry_points::bytes_and_dates(bytes));
