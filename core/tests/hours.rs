//! Every opening-hours text of the demo content is read, so that Dining's
//! 'open now' knows about each of its restaurants, and every page says
//! whether its place is open (but where the hours are not opening hours:
//! sunrise to sunset, a tour's departures).

use guide_core::time::date::{CityClock, Date};
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
                .is_some_and(|h| h.is_open(tuesday_noon()))
        })
        .count();
    assert_eq!(open_at_noon, 19);
}

/// Tuesday 1 December 2026, noon.
fn tuesday_noon() -> CityClock {
    CityClock {
        today: Date::new(2026, 12, 1).unwrap(),
        minutes: 12 * 60,
    }
}

#[test]
fn every_demo_activity_with_opening_hours_has_them_read() {
    let demo: Value = serde_json::from_str(include_str!("../../server/demo/demo.json")).unwrap();
    let unread: Vec<&str> = demo["activities"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|a| a["recurringSchedule"].as_str())
        .filter(|hours| OpeningHours::parse(hours).is_none())
        .collect();
    assert_eq!(
        unread,
        [
            "Daily, sunrise to sunset",
            "Daily, sunrise to sunset",
            "Daily, sunrise to sunset",
            "Daily 8 AM - sunset",
            "Daily, sunrise to sunset",
            "Daily at 9 AM and 1 PM",
            "Daily at 11 AM, 2 PM and sunset",
        ]
    );
}

#[test]
fn schema_orgs_two_letter_days_are_read_and_a_week_is_written_back_readable() {
    use guide_core::time::hours::written_week;
    let read = OpeningHours::parse("Mo,Tu,We,Th 11:00-22:00; Fr-Sa 11:00-23:00").unwrap();
    let week: [Vec<(u16, u16)>; 7] = std::array::from_fn(|d| read.weekday_spans(d));
    assert_eq!(week[3], [(11 * 60, 22 * 60)]);
    assert_eq!(week[5], [(11 * 60, 23 * 60)]);
    assert!(week[6].is_empty());
    assert_eq!(
        written_week(&week).as_deref(),
        Some("Mon-Thu 11 AM - 10 PM; Fri-Sat 11 AM - 11 PM")
    );
    let mut split = week.clone();
    split[2] = Vec::new();
    split[6] = vec![(12 * 60, 0)];
    assert_eq!(
        written_week(&split).as_deref(),
        Some("Mon-Tue, Thu 11 AM - 10 PM; Fri-Sat 11 AM - 11 PM; Sun 12 PM - 12 AM")
    );
    let back = OpeningHours::parse(&written_week(&split).unwrap()).unwrap();
    for (day, spans) in split.iter().enumerate() {
        assert_eq!(&back.weekday_spans(day), spans, "day {day}");
    }
    assert_eq!(written_week(&Default::default()), None);
}
