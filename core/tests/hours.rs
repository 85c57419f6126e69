//! Every opening-hours text of the demo content is read, so that Dining's
//! 'open now' knows about each of its restaurants.

use guide_core::time::hours::OpeningHours;
use serde_json::Value;

#[test]
fn every_demo_restaurant_has_hours_the_guide_can_read() {
    let demo: Value = serde_json::from_str(include_str!("../../server/demo/demo.json")).unwrap();
    let unread: Vec<&str> = demo["restaurants"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|r| r["openHours"].as_str())
        .filter(|hours| OpeningHours::parse(hours).is_none())
        .collect();
    assert!(unread.is_empty(), "not read: {unread:?}");
    // And a Tuesday noon finds the lunch places open, the dinner-only ones not.
    let open_at_noon = demo["restaurants"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| {
            OpeningHours::parse(r["openHours"].as_str().unwrap_or(""))
                .is_some_and(|h| h.is_open(1, 12 * 60))
        })
        .count();
    assert_eq!(open_at_noon, 19);
}
