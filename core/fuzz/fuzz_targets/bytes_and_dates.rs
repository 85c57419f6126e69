//! Raw response bytes through charset decoding, and any text through the
//! date and time readers: no panic.
#![no_main]

use guide_core::extract::dates::{find_date_in_text, parse_time_only, parse_when};
use guide_core::CityZone;
use guide_core::extract::decode_html;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|bytes: &[u8]| {
    let text = decode_html(bytes, Some("text/html"));
    let _ = decode_html(bytes, None);
    let _ = parse_when(&text, CityZone::default());
    let _ = find_date_in_text(&text);
    let _ = parse_time_only(&text);
});
