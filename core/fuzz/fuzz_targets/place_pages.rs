//! Any page text read as an activity and as a restaurant (with area
//! detection): an error or a result, never a panic.
#![no_main]

use guide_core::content::areas::AreaTable;
use guide_core::extract::{extract_activity, extract_restaurant};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|html: &str| {
    let _ = extract_activity(html, "https://place.example/");
    let _ = extract_restaurant(html, "https://place.example/", &AreaTable::sarasota());
});
