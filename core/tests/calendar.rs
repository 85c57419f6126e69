//! The guide's calendar files, read back two ways: by Python's icalendar
//! (an independent RFC 5545 reader, `ics_reader.py`, installed by
//! scripts/test) and by the guide's own feed reader (a round trip).

use std::path::PathBuf;
use std::process::Command;

use guide_core::content::model::{Event, EventStatus, Venue, VenueRef};
use guide_core::extract::{ExtractOptions, parse_ics};
use guide_core::plan::calendar::{
    CalendarSite, EVERY_DAY_MAX, FeedFilter, PlanForCalendar, RunChoice, event_calendar, event_uid,
    events_calendar, events_feed, plan_calendar, run_calendar, run_days,
};
use guide_core::plan::favorites::{ItemType, SavedItem};
use guide_core::text::catalogs::catalog;
use guide_core::text::lang::Lang;
use guide_core::{CityZone, Date};
use serde_json::Value;

/// The guide in English.
fn site() -> CalendarSite<'static> {
    site_in(Lang::En)
}

fn site_in(lang: Lang) -> CalendarSite<'static> {
    CalendarSite {
        brand: "Sarasota Guide",
        words: catalog(lang),
        origin: "https://guide.example",
        zone: CityZone::NEW_YORK,
    }
}

/// 2026-11-24 12:00 UTC.
const STAMP: i64 = 1_795_521_600_000;

fn date(text: &str) -> Date {
    Date::parse(text).unwrap()
}

fn van_wezel() -> VenueRef {
    VenueRef::Details(Venue {
        id: 3,
        name: "Van Wezel Performing Arts Hall".into(),
        website: None,
        address: Some("777 N Tamiami Trl, Sarasota, FL 34236".into()),
        phone: None,
        description: None,
        capacity: None,
        venue_type: None,
        latitude: None,
        longitude: None,
    })
}

fn event(id: i64, title: &str, start: &str, end: Option<&str>, time: Option<&str>) -> Event {
    Event {
        id,
        title: title.into(),
        description: String::new(),
        venue_id: Some(3),
        venue: van_wezel(),
        date: date(start),
        end_date: end.map(date),
        time: time.map(Into::into),
        category: "Music".into(),
        image: None,
        picture: None,
        ticket_price: None,
        ticket_url: None,
        status: EventStatus::Scheduled,
        lang: Default::default(),
        translations: Default::default(),
        untranslated: Vec::new(),
        series: None,
    }
}

/// One of each shape the guide's dates take, in winter and in summer.
fn events() -> Vec<Event> {
    let mut nutcracker = event(1, "The Nutcracker", "2026-12-12", None, Some("7:30 PM"));
    nutcracker.description =
        "Sarasota Ballet's holiday classic; with the orchestra, live.\nTwo acts, one interval — about 2 hours, \\ a backslash."
            .into();
    nutcracker.ticket_price = Some("$25 - $95".into());
    nutcracker.ticket_url = Some("https://www.vanwezel.org/events/nutcracker".into());
    nutcracker.category = "Dance".into();
    vec![
        nutcracker,
        event(
            2,
            "Jazz on the Bay",
            "2026-12-31",
            None,
            Some("9 PM - 1 AM"),
        ),
        event(3, "Farmers Market", "2026-11-28", None, None),
        event(
            4,
            "Festival of Lights",
            "2026-11-20",
            Some("2026-12-30"),
            Some("6 PM"),
        ),
        Event {
            venue: VenueRef::Name("Venue TBA".into()),
            venue_id: None,
            ..event(
                5,
                "Summer Concert",
                "2027-07-04",
                None,
                Some("8 pm – 10 pm"),
            )
        },
        event(
            6,
            "Spring Forward Brunch",
            "2027-03-14",
            None,
            Some("11 AM"),
        ),
    ]
}

/// What Python's icalendar read in `ics`.
fn python_reads(ics: &str) -> Value {
    let python = std::env::var("GUIDE_ICS_PYTHON").unwrap_or_else(|_| {
        concat!(env!("CARGO_MANIFEST_DIR"), "/../target/py-ics/bin/python").into()
    });
    let dir = std::env::temp_dir().join(format!("guide-ics-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(format!("{:x}.ics", fxhash(ics)));
    std::fs::write(&file, ics).unwrap();
    let reader: PathBuf = [env!("CARGO_MANIFEST_DIR"), "tests", "ics_reader.py"]
        .iter()
        .collect();
    let output = Command::new(&python)
        .arg(reader)
        .arg(&file)
        .output()
        .unwrap_or_else(|e| {
            panic!("{python} did not run ({e}): scripts/test installs Python's icalendar")
        });
    assert!(
        output.status.success(),
        "icalendar refused the file:\n{}\n{ics}",
        String::from_utf8_lossy(&output.stderr)
    );
    let read: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(read["problems"], serde_json::json!([]), "{ics}");
    read
}

fn fxhash(text: &str) -> u64 {
    text.bytes().fold(0xcbf29ce484222325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x100000001b3)
    })
}

fn by_uid(read: &Value, id: i64) -> &Value {
    let uid = event_uid(id, &site());
    read["events"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["uid"] == uid.as_str())
        .unwrap_or_else(|| panic!("no event {uid}"))
}

#[test]
fn an_independent_reader_reads_each_shape_of_date_as_meant() {
    let all = events();
    let refs: Vec<&Event> = all.iter().collect();
    let ics = events_calendar("Sarasota events", &refs, &[], &site(), STAMP, Some(6));
    let read = python_reads(&ics);
    assert_eq!(read["name"], "Sarasota events");
    assert_eq!(read["zones"], serde_json::json!(["America/New_York"]));
    assert_eq!(read["events"].as_array().unwrap().len(), 6);

    // 7:30 PM in December is EST (UTC-5); it says no end.
    let nutcracker = by_uid(&read, 1);
    assert_eq!(nutcracker["start"], "2026-12-13T00:30:00Z");
    assert_eq!(nutcracker["end"], Value::Null);
    assert_eq!(nutcracker["summary"], "The Nutcracker");
    assert_eq!(
        nutcracker["location"],
        "Van Wezel Performing Arts Hall, 777 N Tamiami Trl, Sarasota, FL 34236"
    );
    assert_eq!(
        nutcracker["url"],
        "https://guide.example/events/1-the-nutcracker"
    );
    assert_eq!(nutcracker["categories"], serde_json::json!(["Dance"]));
    let description = nutcracker["description"].as_str().unwrap();
    assert!(description.starts_with(
        "Sarasota Ballet's holiday classic; with the orchestra, live.\nTwo acts, one interval — about 2 hours, \\ a backslash.\n\n"
    ));
    assert!(
        description.contains(
            "Tickets: $25 - $95\nBuy tickets: https://www.vanwezel.org/events/nutcracker"
        )
    );
    assert!(description.ends_with("In the guide: https://guide.example/events/1-the-nutcracker"));

    // Past midnight: the end is the next day's 1 AM.
    let jazz = by_uid(&read, 2);
    assert_eq!(jazz["start"], "2027-01-01T02:00:00Z");
    assert_eq!(jazz["end"], "2027-01-01T06:00:00Z");

    // All day, ending (exclusively) the next day.
    let market = by_uid(&read, 3);
    assert_eq!(market["start"], "2026-11-28");
    assert_eq!(market["end"], "2026-11-29");
    assert_eq!(market["transparent"], false);

    // A run of several days: all day through its last, which is included;
    // its time in the description, and not busy.
    let festival = by_uid(&read, 4);
    assert_eq!(festival["start"], "2026-11-20");
    assert_eq!(festival["end"], "2026-12-31");
    assert_eq!(festival["transparent"], true);
    assert!(
        festival["description"]
            .as_str()
            .unwrap()
            .contains("Time: 6 PM")
    );

    // July is EDT (UTC-4), the next year's VTIMEZONE included.
    let summer = by_uid(&read, 5);
    assert_eq!(summer["start"], "2027-07-05T00:00:00Z");
    assert_eq!(summer["end"], "2027-07-05T02:00:00Z");
    assert_eq!(summer["location"], "Venue TBA");

    // The morning the clocks went forward (March 14, 2027).
    assert_eq!(by_uid(&read, 6)["start"], "2027-03-14T15:00:00Z");
}

#[test]
fn a_zone_without_daylight_saving_has_one_standard_time() {
    let site = CalendarSite {
        zone: "UTC".parse().unwrap(),
        ..site()
    };
    let one = event(1, "The Nutcracker", "2026-12-12", None, Some("7:30 PM"));
    let ics = event_calendar(&one, &site, STAMP);
    assert!(ics.contains(
        "BEGIN:STANDARD\r\nDTSTART:19700101T000000\r\nTZOFFSETFROM:+0000\r\nTZOFFSETTO:+0000"
    ));
    assert!(!ics.contains("DAYLIGHT"));
    let python = python_reads(&ics);
    assert_eq!(by_uid(&python, 1)["start"], "2026-12-12T19:30:00Z");
}

#[test]
fn the_zone_says_each_change_of_the_years_it_covers() {
    let one = event(1, "The Nutcracker", "2026-12-12", None, Some("7:30 PM"));
    let ics = event_calendar(&one, &site(), STAMP);
    // From the change before 2026 (November 2025) through 2026's two.
    for observance in [
        "BEGIN:STANDARD\r\nDTSTART:20251102T020000\r\nTZOFFSETFROM:-0400\r\nTZOFFSETTO:-0500\r\nTZNAME:EST\r\n",
        "BEGIN:DAYLIGHT\r\nDTSTART:20260308T020000\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400\r\nTZNAME:EDT\r\n",
        "BEGIN:STANDARD\r\nDTSTART:20261101T020000\r\nTZOFFSETFROM:-0400\r\nTZOFFSETTO:-0500\r\nTZNAME:EST\r\n",
    ] {
        assert!(ics.contains(observance), "{observance} in\n{ics}");
    }
    assert_eq!(ics.matches("BEGIN:STANDARD").count(), 2);
    assert_eq!(ics.matches("BEGIN:DAYLIGHT").count(), 1);
}

#[test]
fn the_same_event_keeps_its_uid_whenever_it_is_written() {
    let one = event(7, "The Nutcracker", "2026-12-12", None, Some("7:30 PM"));
    let first = event_calendar(&one, &site(), STAMP);
    let later = event_calendar(&one, &site(), STAMP + 86_400_000);
    assert!(first.contains("UID:event-7@guide.example\r\n"));
    assert!(later.contains("UID:event-7@guide.example\r\n"));
    assert!(first.contains("DTSTAMP:20261124T120000Z\r\n"));
    assert!(later.contains("DTSTAMP:20261125T120000Z\r\n"));
    // Written twice at the same moment, the same bytes (the feed's ETag).
    assert_eq!(first, event_calendar(&one, &site(), STAMP));
}

#[test]
fn a_cancelled_or_postponed_event_says_so_to_calendars_and_feed_readers() {
    let cancelled = Event {
        status: EventStatus::Cancelled,
        ..event(7, "Opening Night Gala", "2026-12-04", None, Some("7 PM"))
    };
    let postponed = Event {
        status: EventStatus::Postponed,
        ..event(8, "Winter Pops", "2026-12-18", None, Some("8 PM"))
    };
    let scheduled = event(9, "Holiday Brass", "2026-12-20", None, Some("3 PM"));
    let ics = events_calendar(
        "Sarasota events",
        &[&cancelled, &postponed, &scheduled],
        &[],
        &site(),
        STAMP,
        None,
    );
    let read = python_reads(&ics);
    assert_eq!(by_uid(&read, 7)["status"], "CANCELLED");
    // Postponed keeps its date until a new one is known: tentative.
    assert_eq!(by_uid(&read, 8)["status"], "TENTATIVE");
    assert_eq!(by_uid(&read, 9)["status"], Value::Null);

    // Another guide following this feed withdraws the cancelled one.
    let options = ExtractOptions::new(date("2026-11-01"), CityZone::default());
    let back = parse_ics(&ics, "https://guide.example/api/events.ics", &options);
    let withdrawn: Vec<(&str, EventStatus)> = back
        .withdrawn
        .iter()
        .map(|e| (e.title.as_str(), e.status))
        .collect();
    assert_eq!(withdrawn, [("Opening Night Gala", EventStatus::Cancelled)]);
    let listed: Vec<&str> = back.events.iter().map(|e| e.title.as_str()).collect();
    assert_eq!(listed, ["Winter Pops", "Holiday Brass"]);
}

#[test]
fn the_guides_own_feed_reader_gets_the_events_back() {
    let all = events();
    let refs: Vec<&Event> = all.iter().collect();
    let ics = events_calendar("Sarasota events", &refs, &[], &site(), STAMP, None);
    let options = ExtractOptions::new(date("2026-11-01"), CityZone::default());
    let read = parse_ics(&ics, "https://guide.example/api/events.ics", &options);
    assert_eq!(read.events.len(), all.len(), "{:?}", read.skipped);
    for event in &all {
        let back = read
            .events
            .iter()
            .find(|e| e.title == event.title)
            .unwrap_or_else(|| panic!("{} not read back", event.title));
        assert_eq!(back.date, event.date, "{}", event.title);
        // A night that ends after midnight ends, for the reader, the next day.
        let end = match event.title.as_str() {
            "Jazz on the Bay" => Some(date("2027-01-01")),
            _ => event.end_date,
        };
        assert_eq!(
            back.end_date.filter(|e| *e > back.date),
            end,
            "{}",
            event.title
        );
        let venue = match &event.venue {
            VenueRef::Details(v) => v.name.clone(),
            VenueRef::Name(n) => n.clone(),
        };
        assert!(
            back.venue.as_deref().is_some_and(|v| v.starts_with(&venue)),
            "{}: {:?}",
            event.title,
            back.venue
        );
        assert!(
            back.source_key
                .as_deref()
                .is_some_and(|k| k.contains(&event_uid(event.id, &site()))),
            "{}: {:?}",
            event.title,
            back.source_key
        );
    }
    let time_of = |title: &str| {
        read.events
            .iter()
            .find(|e| e.title == title)
            .and_then(|e| e.time.clone())
    };
    assert_eq!(time_of("The Nutcracker").as_deref(), Some("7:30 PM"));
    assert_eq!(time_of("Jazz on the Bay").as_deref(), Some("9:00 PM"));
    assert_eq!(
        time_of("Spring Forward Brunch").as_deref(),
        Some("11:00 AM")
    );
    assert_eq!(time_of("Farmers Market"), None);
}

/// The plan's items and the guide's events, on no trip's days.
fn plan_of(items: &[SavedItem], events: &[Event]) -> PlanForCalendar {
    PlanForCalendar {
        items: items.to_vec(),
        events: events.to_vec(),
        days: Vec::new(),
    }
}

fn saved(kind: ItemType, id: i64, name: &str, address: Option<&str>) -> SavedItem {
    serde_json::from_value(serde_json::json!({
        "id": id, "name": name, "type": kind, "address": address,
    }))
    .unwrap()
}

#[test]
fn a_plan_dates_its_events_and_notes_its_places() {
    let all = events();
    let items = vec![
        saved(
            ItemType::Activity,
            3,
            "Mote Aquarium",
            Some("1600 Ken Thompson Pkwy, Sarasota"),
        ),
        saved(ItemType::Event, 1, "The Nutcracker", None),
        saved(ItemType::Restaurant, 9, "Owen's Fish Camp", None),
        // Saved once, no longer listed by the guide.
        saved(ItemType::Event, 99, "A Past Show", None),
    ];
    let ics = plan_calendar(&plan_of(&items, &all), &site(), STAMP);
    let read = python_reads(&ics);
    assert_eq!(read["name"], "My Sarasota Guide plan");
    let events = read["events"].as_array().unwrap();
    assert_eq!(events.len(), 1);
    assert_eq!(events[0]["summary"], "The Nutcracker");
    assert_eq!(
        read["description"],
        "Also in the plan:\n\
         • Mote Aquarium — 1600 Ken Thompson Pkwy, Sarasota — https://guide.example/activities/3-mote-aquarium\n\
         • Owen's Fish Camp — https://guide.example/restaurants/9-owens-fish-camp\n\
         • A Past Show — https://guide.example/events/99-a-past-show"
    );
}

#[test]
fn the_trips_places_are_on_their_days_at_their_planned_times() {
    let items = vec![
        saved(ItemType::Activity, 3, "Mote Aquarium", None),
        saved(ItemType::Restaurant, 9, "Owen's Fish Camp", None),
        saved(ItemType::Activity, 4, "Siesta Beach", None),
    ];
    // The planner's day: the aquarium 10–11:30 AM, dinner 7–8:15 PM.
    let day: guide_core::plan::trip::planner::TripDay = serde_json::from_value(serde_json::json!({
        "date": "2026-12-15", "heading": "Tuesday, December 15", "ownOrder": false,
        "better": null, "summary": "2 stops · 12 min travel", "forecast": null, "rainy": false,
        "visits": [
            { "position": 0, "key": { "type": "activity", "id": 3 }, "name": "Mote Aquarium",
              "times": "10 AM–11:30 AM", "start": 600, "end": 690, "booked": null, "leg": null,
              "conflicts": [], "address": "1600 Ken Thompson Pkwy, Sarasota",
              "latitude": 27.33, "longitude": -82.57, "moves": [] },
            { "position": 1, "key": { "type": "restaurant", "id": 9 }, "name": "Owen's Fish Camp",
              "times": "7 PM–8:15 PM", "start": 1140, "end": 1215, "booked": 1140,
              "leg": "3.1 mi · 10 min drive (estimate)", "conflicts": [], "address": null,
              "latitude": null, "longitude": null, "moves": [] }
        ]
    }))
    .unwrap();
    let plan = PlanForCalendar {
        days: vec![day],
        ..plan_of(&items, &[])
    };
    let read = python_reads(&plan_calendar(&plan, &site(), STAMP));
    let events = read["events"].as_array().unwrap();
    assert_eq!(events.len(), 2);
    assert_eq!(events[0]["uid"], "activity-3-2026-12-15@guide.example");
    assert_eq!(events[0]["summary"], "Mote Aquarium");
    // Sarasota in December: five hours behind UTC.
    assert_eq!(
        (events[0]["start"].as_str(), events[0]["end"].as_str()),
        (Some("2026-12-15T15:00:00Z"), Some("2026-12-15T16:30:00Z"))
    );
    assert_eq!(events[0]["location"], "1600 Ken Thompson Pkwy, Sarasota");
    assert_eq!(
        events[0]["url"],
        "https://guide.example/activities/3-mote-aquarium"
    );
    assert_eq!(
        (events[1]["start"].as_str(), events[1]["end"].as_str()),
        (Some("2026-12-16T00:00:00Z"), Some("2026-12-16T01:15:00Z"))
    );
    assert_eq!(read["zones"], serde_json::json!(["America/New_York"]));
    // What is on no day stays in the notes.
    assert_eq!(
        read["description"],
        "Also in the plan:\n• Siesta Beach — https://guide.example/activities/4-siesta-beach"
    );
}

#[test]
fn a_plan_of_places_only_is_a_calendar_without_events_or_zone() {
    let items = vec![saved(ItemType::Restaurant, 9, "Owen's Fish Camp", None)];
    let ics = plan_calendar(&plan_of(&items, &[]), &site(), STAMP);
    let read = python_reads(&ics);
    assert_eq!(read["events"], serde_json::json!([]));
    assert_eq!(read["zones"], serde_json::json!([]));
}

#[test]
fn the_feed_lists_what_is_not_over_in_date_order_under_its_filters_name() {
    let all = events();
    let today = date("2026-12-01");
    let filter = FeedFilter {
        category: Some("Festival"),
        venue: Some("Van Wezel Performing Arts Hall"),
        ..Default::default()
    };
    let ics = events_feed(&all, filter, today, &site());
    let read = python_reads(&ics);
    assert_eq!(
        read["name"],
        "Sarasota Guide events: Festivals at Van Wezel Performing Arts Hall"
    );
    let titles: Vec<&str> = read["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["summary"].as_str().unwrap())
        .collect();
    // The market (Nov 28) is over; the festival is still running.
    assert_eq!(
        titles,
        [
            "Festival of Lights",
            "The Nutcracker",
            "Jazz on the Bay",
            "Spring Forward Brunch",
            "Summer Concert"
        ]
    );
    assert!(ics.contains("DTSTAMP:20261201T000000Z\r\n"));
    assert!(ics.contains("REFRESH-INTERVAL;VALUE=DURATION:PT6H\r\n"));
    assert_eq!(
        ics,
        events_feed(&all, filter, today, &site()),
        "the same bytes"
    );
}

#[test]
fn a_collections_feed_lists_its_events_under_its_name() {
    use guide_core::content::collections::Collection;
    use guide_core::text::words::Localizer;
    let all = events();
    let today = date("2026-12-01");
    for collection in Collection::ALL {
        let filter = FeedFilter {
            collection: Some(collection),
            ..Default::default()
        };
        let read = python_reads(&events_feed(&all, filter, today, &site_in(Lang::Fr)));
        let title = guide_core::text::catalogs::catalog(Lang::Fr).text(&collection.title_message());
        assert_eq!(read["name"], format!("Événements Sarasota Guide : {title}"));
        let mut uids: Vec<&str> = read["events"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| e["uid"].as_str().unwrap())
            .collect();
        uids.sort_unstable();
        let mut expected: Vec<String> = all
            .iter()
            .filter(|e| collection.has_event(e, today))
            .map(|e| event_uid(e.id, &site()))
            .collect();
        expected.sort_unstable();
        assert_eq!(uids, expected, "{collection:?}");
    }
}

#[test]
fn a_calendar_reads_in_the_visitors_language_with_links_in_it() {
    let all = events();
    let today = date("2026-12-01");
    let filter = FeedFilter {
        category: Some("Festival"),
        venue: Some("Van Wezel Performing Arts Hall"),
        ..Default::default()
    };
    let read = python_reads(&events_feed(&all, filter, today, &site_in(Lang::Es)));
    assert_eq!(
        read["name"],
        "Eventos de Sarasota Guide: Festivales en Van Wezel Performing Arts Hall"
    );
    let nutcracker = by_uid(&read, 1);
    assert_eq!(
        nutcracker["url"],
        "https://guide.example/es/events/1-the-nutcracker"
    );
    let description = nutcracker["description"].as_str().unwrap();
    assert!(
        description.contains(
            "Entradas: $25 - $95\nComprar entradas: https://www.vanwezel.org/events/nutcracker"
        ),
        "{description}"
    );
    assert!(description.ends_with("En la guía: https://guide.example/es/events/1-the-nutcracker"));
    // A run's time in the description, in 24-hour form.
    let festival = by_uid(&read, 4);
    assert!(
        festival["description"]
            .as_str()
            .unwrap()
            .contains("Hora: 18:00")
    );

    let items = [saved(ItemType::Restaurant, 9, "Owen's Fish Camp", None)];
    let plan = python_reads(&plan_calendar(
        &plan_of(&items, &all),
        &site_in(Lang::De),
        STAMP,
    ));
    assert_eq!(plan["name"], "Mein Sarasota Guide-Plan");
    assert_eq!(
        plan["description"],
        "Außerdem im Plan:\n• Owen's Fish Camp — https://guide.example/de/restaurants/9-owens-fish-camp"
    );
}

#[test]
fn a_visitor_picks_the_night_of_a_run_or_adds_every_night() {
    // The Nutcracker, Dec 20-22 at 7 PM; seen on Dec 19.
    let run = event(
        7,
        "The Nutcracker",
        "2026-12-20",
        Some("2026-12-22"),
        Some("7:00 PM"),
    );
    let before = date("2026-12-19");
    let offered = run_days(&run, before);
    assert_eq!(
        offered.days,
        ["2026-12-20", "2026-12-21", "2026-12-22"].map(date)
    );
    assert!(offered.every_day);
    // Once it has begun, the nights left.
    assert_eq!(run_days(&run, date("2026-12-21")).days.len(), 2);
    // One night, at its time in December's EST, a UID of its own.
    let night = run_calendar(
        &run,
        RunChoice::Day(date("2026-12-21")),
        before,
        &site(),
        STAMP,
    )
    .unwrap();
    let read = python_reads(&night);
    let events = read["events"].as_array().unwrap();
    assert_eq!(events.len(), 1);
    assert_eq!(events[0]["start"], "2026-12-22T00:00:00Z");
    assert_eq!(events[0]["uid"], "event-7-20261221@guide.example");
    assert_eq!(events[0]["transparent"], false);
    assert_eq!(events[0]["summary"], "The Nutcracker");
    // Every night: three timed events, the same night's UID as alone.
    let every = run_calendar(&run, RunChoice::EveryDay, before, &site(), STAMP).unwrap();
    let read = python_reads(&every);
    let starts: Vec<&str> = read["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["start"].as_str().unwrap())
        .collect();
    assert_eq!(
        starts,
        [
            "2026-12-21T00:00:00Z",
            "2026-12-22T00:00:00Z",
            "2026-12-23T00:00:00Z"
        ]
    );
    assert!(
        read["events"]
            .as_array()
            .unwrap()
            .iter()
            .any(|e| e["uid"] == "event-7-20261221@guide.example")
    );
    // The whole run is still the one all-day entry, as before.
    assert_eq!(
        run_calendar(&run, RunChoice::Whole, before, &site(), STAMP).unwrap(),
        event_calendar(&run, &site(), STAMP)
    );
    // A day outside the run, or past, is refused.
    for day in ["2026-12-19", "2026-12-23"] {
        let choice = RunChoice::Day(date(day));
        assert!(run_calendar(&run, choice, before, &site(), STAMP).is_err());
    }
}

#[test]
fn a_long_run_offers_its_days_but_not_every_day_and_one_day_offers_none() {
    let exhibition = event(
        8,
        "Outdoor Sculpture",
        "2026-11-21",
        Some("2027-02-04"),
        Some("10:00 AM"),
    );
    let offered = run_days(&exhibition, date("2026-11-26"));
    assert_eq!(offered.days.first(), Some(&date("2026-11-26")));
    assert_eq!(offered.days.last(), Some(&date("2027-02-04")));
    assert!(offered.days.len() > EVERY_DAY_MAX);
    assert!(!offered.every_day);
    assert!(
        run_calendar(
            &exhibition,
            RunChoice::EveryDay,
            date("2026-11-26"),
            &site(),
            STAMP
        )
        .is_err()
    );
    // A day without a time is an all-day event of that day.
    let untimed = event(9, "Art Fair", "2026-12-05", Some("2026-12-06"), None);
    let ics = run_calendar(
        &untimed,
        RunChoice::Day(date("2026-12-06")),
        date("2026-12-01"),
        &site(),
        STAMP,
    )
    .unwrap();
    let read = python_reads(&ics);
    assert_eq!(read["events"][0]["start"], "2026-12-06");
    assert_eq!(read["events"][0]["end"], "2026-12-07");
    let one_day = event(10, "Gala", "2026-12-05", None, Some("7 PM"));
    assert_eq!(
        run_days(&one_day, date("2026-12-01")).days,
        Vec::<Date>::new()
    );
}

#[test]
fn an_event_staff_translated_reads_in_the_calendar_s_language() {
    let mut all = events();
    let nutcracker = all.iter_mut().find(|e| e.id == 1).unwrap();
    nutcracker.translations = serde_json::from_value(serde_json::json!({
        "es": {"title": "El Cascanueces", "description": "El ballet de Navidad."}
    }))
    .unwrap();
    let today = date("2026-12-01");
    let spanish = python_reads(&events_feed(
        &all,
        FeedFilter::default(),
        today,
        &site_in(Lang::Es),
    ));
    let shown = by_uid(&spanish, 1);
    assert_eq!(shown["summary"], "El Cascanueces");
    // Each text says its language to the calendar (RFC 5545's LANGUAGE).
    assert_eq!(shown["summary_language"], "es");
    assert_eq!(shown["description_language"], "es");
    assert!(
        shown["description"]
            .as_str()
            .unwrap()
            .starts_with("El ballet de Navidad.")
    );
    // Its page is named in that language too.
    assert_eq!(
        shown["url"],
        "https://guide.example/es/events/1-el-cascanueces"
    );
    // Without a German text: as written.
    let german = python_reads(&event_calendar(&all[0], &site_in(Lang::De), STAMP));
    let shown = by_uid(&german, 1);
    assert_eq!(shown["summary"], "The Nutcracker");
    // ...marked as written in English; its description, English text
    // among German lines, is left unmarked.
    assert_eq!(shown["summary_language"], "en");
    assert_eq!(shown["description_language"], Value::Null);
}

#[test]
fn a_series_is_one_recurring_entry_that_readers_expand_date_for_date() {
    // Saturdays: Dec 12 cancelled, Dec 19 moved to 9 AM, Dec 26 skipped.
    let market = |id, day: &str| event(id, "Farmers Market", day, None, Some("7 AM"));
    let mut all = vec![
        market(10, "2026-12-05"),
        market(11, "2026-12-12"),
        market(12, "2026-12-19"),
        market(13, "2027-01-02"),
        market(9, "2026-11-28"), // over
    ];
    all[1].status = EventStatus::Cancelled;
    all[2].time = Some("9 AM".into());
    // A run of three nights, not weekly.
    for (id, day) in [(20, "2026-12-08"), (21, "2026-12-09"), (22, "2026-12-11")] {
        all.push(event(id, "Hamilton", day, None, Some("7:30 PM")));
    }
    let ics = events_feed(&all, FeedFilter::default(), date("2026-12-01"), &site());
    let read = python_reads(&ics);
    let entries = read["events"].as_array().unwrap();
    let entry = |uid: &str| {
        entries
            .iter()
            .find(|e| e["uid"] == uid)
            .unwrap_or_else(|| panic!("no entry {uid}:\n{ics}"))
    };
    assert_eq!(entries.len(), 3, "{ics}");
    // 7 AM and 7:30 PM in Sarasota's winter are 12:00 and 00:30 UTC.
    let market = entry("series-9@guide.example");
    assert!(ics.contains("RRULE:FREQ=WEEKLY;COUNT=5\r\n"), "{ics}");
    assert_eq!(
        market["occurrences"],
        serde_json::json!(["2026-12-05T12:00:00Z", "2027-01-02T12:00:00Z"])
    );
    assert_eq!(
        entry("event-12@guide.example")["start"],
        "2026-12-19T14:00:00Z"
    );
    assert_eq!(
        entry("series-20@guide.example")["occurrences"],
        serde_json::json!([
            "2026-12-09T00:30:00Z",
            "2026-12-10T00:30:00Z",
            "2026-12-12T00:30:00Z"
        ])
    );
    // The guide's own reader, as it follows a source's feed, lists the
    // same dates back.
    let options = ExtractOptions::new(date("2026-12-01"), CityZone::default());
    let back = parse_ics(&ics, "https://guide.example/api/events.ics", &options);
    let mut dates: Vec<(String, String)> = back
        .events
        .iter()
        .map(|e| (e.title.clone(), e.date.to_string()))
        .collect();
    dates.sort();
    assert_eq!(
        dates,
        [
            ("Farmers Market", "2026-12-05"),
            ("Farmers Market", "2026-12-19"),
            ("Farmers Market", "2027-01-02"),
            ("Hamilton", "2026-12-08"),
            ("Hamilton", "2026-12-09"),
            ("Hamilton", "2026-12-11"),
        ]
        .map(|(t, d)| (t.to_string(), d.to_string()))
    );
}
