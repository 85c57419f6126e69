//! The scraping engine on fixture pages: real-world pages from extruct and
//! any23's test suites, and pages written in the shapes venues publish
//! (The Events Calendar, Squarespace-style microdata, h-event, restaurant
//! JSON-LD, OpenGraph only, no structured data), field by field.

use guide_core::content::areas::{AreaTable, DetectionMethod};
use guide_core::content::model::{ActivityType, PriceRange};
use guide_core::extract::{
    Confidence, EventStatus, ExtractOptions, ScrapedEvent, Source, extract_activity,
    extract_events, extract_restaurant, feed_links, parse_ics, parse_tec_events, tec_events_url,
};
use guide_core::text::lang::Lang;
use guide_core::{CityZone, Date};

fn page(name: &str) -> String {
    let path = format!("{}/tests/fixtures/pages/{name}", env!("CARGO_MANIFEST_DIR"));
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    guide_core::extract::decode_html(&bytes, None)
}

fn options() -> ExtractOptions {
    ExtractOptions::new(Date::parse("2026-03-01").unwrap(), CityZone::default())
}

fn events_of(name: &str, url: &str) -> Vec<ScrapedEvent> {
    extract_events(&page(name), url, &options()).events
}

fn by_title<'a>(events: &'a [ScrapedEvent], title: &str) -> &'a ScrapedEvent {
    events.iter().find(|e| e.title == title).unwrap_or_else(|| {
        panic!(
            "no {title:?} in {:#?}",
            events.iter().map(|e| &e.title).collect::<Vec<_>>()
        )
    })
}

fn s(v: &str) -> Option<String> {
    Some(v.to_string())
}

fn date(v: &str) -> Date {
    Date::parse(v).unwrap()
}

#[test]
fn the_events_calendar_list_page() {
    let url = "https://www.floridastudiotheatre.example/events/";
    let found = extract_events(&page("tec-list.html"), url, &options());
    assert_eq!(found.events.len(), 2, "{:#?}", found.events);
    let cake = by_title(&found.events, "The Cake");
    assert_eq!(cake.date, date("2026-03-05"));
    assert_eq!(cake.end_date, None);
    assert_eq!(cake.time, s("7:30 PM"));
    assert_eq!(
        cake.description,
        "A warm comedy about a baker, her convictions & the wedding cake she won’t bake."
    );
    assert_eq!(cake.category, "Comedy");
    assert_eq!(
        cake.image,
        s("https://www.floridastudiotheatre.example/wp-content/uploads/2026/01/the-cake.jpg")
    );
    assert_eq!(cake.ticket_price, s("$39"));
    assert_eq!(
        cake.ticket_url,
        s("https://www.floridastudiotheatre.example/event/the-cake/")
    );
    assert_eq!(cake.venue, s("Gompertz Theatre"));
    assert_eq!(
        cake.venue_address,
        s("1241 N. Palm Ave, Sarasota, FL 34236")
    );
    assert_eq!(
        cake.source_url,
        s("https://www.floridastudiotheatre.example/event/the-cake/")
    );
    assert_eq!(cake.source, Source::JsonLd);
    assert_eq!(cake.confidence, Confidence::High);

    let improv = by_title(&found.events, "Improv Night – Late Show");
    assert_eq!(
        (improv.date, improv.time.as_deref()),
        (date("2026-03-06"), Some("9:30 PM"))
    );
    assert_eq!(improv.venue, s("Bowne’s Lab Theatre"));
    assert_eq!(improv.ticket_price, s("$18-$25"));
    assert_eq!(improv.image, None);
    assert_eq!(improv.category, "Comedy");

    let reasons: Vec<(&str, &str)> = found
        .skipped
        .iter()
        .map(|s| (s.title.as_str(), s.reason.as_str()))
        .collect();
    assert!(
        reasons
            .iter()
            .any(|(t, r)| *t == "Spring Gala" && r.contains("no such day")),
        "{reasons:?}"
    );
    assert!(
        reasons.contains(&("Cabaret Cancelled Night", "cancelled")),
        "{reasons:?}"
    );

    let feeds = feed_links(&page("tec-list.html"), url);
    assert_eq!(
        feeds.ical,
        ["https://www.floridastudiotheatre.example/events/?ical=1"]
    );
    assert_eq!(
        feeds.tec_api.as_deref(),
        Some("https://www.floridastudiotheatre.example/wp-json/tribe/events/v1/events")
    );
}

#[test]
fn the_events_calendar_single_page_with_lenient_json() {
    let url = "https://www.vanwezel.example/event/beethovens-ninth/";
    let events = events_of("tec-single.html", url);
    assert_eq!(events.len(), 1);
    let ninth = &events[0];
    assert_eq!(ninth.title, "Sarasota Orchestra: Beethoven’s Ninth");
    assert_eq!(
        ninth.description,
        "The Sarasota Orchestra and Chorus close the season with the Ode to Joy ."
    );
    assert_eq!(
        (ninth.date, ninth.time.as_deref()),
        (date("2026-04-18"), Some("7:30 PM"))
    );
    assert_eq!(ninth.category, "Live Music");
    assert_eq!(ninth.ticket_price, s("$35-$95"));
    assert_eq!(
        ninth.ticket_url,
        s("https://tickets.vanwezel.example/ninth")
    );
    assert_eq!(ninth.venue, s("Van Wezel Performing Arts Hall"));
    assert_eq!(
        ninth.venue_address,
        s("777 N Tamiami Trail, Sarasota, FL 34236")
    );
    // No image in the JSON-LD: OpenGraph completes the single event.
    assert_eq!(
        ninth.image,
        s("https://www.vanwezel.example/wp-content/uploads/ninth-og.jpg")
    );
    let feeds = feed_links(&page("tec-single.html"), url);
    assert_eq!(
        feeds.ical,
        ["https://www.vanwezel.example/event/beethovens-ninth/?ical=1"]
    );
}

/// Date and time of each event with `title`, in feed order.
fn occurrences(events: &[ScrapedEvent], title: &str) -> Vec<String> {
    events
        .iter()
        .filter(|e| e.title == title)
        .map(|e| format!("{} {}", e.date, e.time.as_deref().unwrap_or("")))
        .collect()
}

fn feed(name: &str) -> String {
    std::fs::read_to_string(format!(
        "{}/tests/fixtures/pages/{name}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

#[test]
fn google_calendar_export() {
    let found = parse_ics(
        &feed("google-calendar.ics"),
        "https://calendar.google.com/calendar/ical/art/public/basic.ics",
        &options(),
    );
    // Monthly on the first Friday until June 5 (UNTIL in UTC): April's is
    // excepted and May's moved to the 8th by an overriding instance.
    assert_eq!(
        occurrences(&found.events, "First Friday Art Walk"),
        ["2026-03-06 6:00 PM", "2026-06-05 6:00 PM"]
    );
    assert_eq!(
        occurrences(
            &found.events,
            "First Friday Art Walk (moved for the Film Festival)"
        ),
        ["2026-05-08 7:00 PM"]
    );
    // All day, DTEND exclusive: Friday to Sunday.
    let chalk = by_title(&found.events, "Sarasota Chalk Festival");
    assert_eq!(
        (chalk.date, chalk.end_date, chalk.time.as_deref()),
        (date("2026-03-20"), Some(date("2026-03-22")), None)
    );
    // UTC midnight is 7 PM the evening before in Sarasota (EST).
    assert_eq!(
        occurrences(&found.events, "Gallery Opening Reception"),
        ["2026-03-06 7:00 PM"]
    );
    // 5 PM in Los Angeles is 8 PM in Sarasota.
    assert_eq!(
        occurrences(&found.events, "Artist Talk (livestream from Los Angeles)"),
        ["2026-03-12 8:00 PM"]
    );
    assert!(found.skipped.is_empty(), "{:?}", found.skipped);
}

#[test]
fn outlook_exchange_export_with_windows_zone_names() {
    let found = parse_ics(
        &feed("outlook-exchange.ics"),
        "https://outlook.office365.com/owa/calendar/mote/calendar.ics",
        &options(),
    );
    // Weekly on Wednesdays until April 1 at 7 PM, the 18th excepted, and
    // one added Thursday (RDATE), all in 'Eastern Standard Time'.
    assert_eq!(
        occurrences(&found.events, "Wednesday Night Ocean Lecture"),
        [
            "2026-03-04 7:00 PM",
            "2026-03-11 7:00 PM",
            "2026-03-25 7:00 PM",
            "2026-04-01 7:00 PM",
            "2026-04-09 7:00 PM"
        ]
    );
    let lecture = by_title(&found.events, "Wednesday Night Ocean Lecture");
    assert_eq!(lecture.venue, s("Mote Aquarium"));
    // A one-day all-day event: DTEND is the next day, exclusive.
    let turtles = by_title(&found.events, "Sea Turtle Day");
    assert_eq!((turtles.date, turtles.end_date), (date("2026-03-15"), None));
    // 'Pacific Standard Time' 4 PM is 7 PM in Sarasota.
    assert_eq!(
        occurrences(&found.events, "Webinar with the Monterey Bay Aquarium"),
        ["2026-03-25 7:00 PM"]
    );
    assert!(found.skipped.is_empty(), "{:?}", found.skipped);
}

#[test]
fn ics_feed_with_recurrences_exceptions_and_overrides() {
    let url = "https://www.floridastudiotheatre.example/events/?ical=1";
    let found = parse_ics(&feed("tec-feed.ics"), url, &options());
    let cake = by_title(&found.events, "The Cake");
    assert_eq!(
        (cake.date, cake.time.as_deref()),
        (date("2026-03-05"), Some("7:30 PM"))
    );
    assert_eq!(
        cake.description,
        "A warm comedy about a baker, her convictions & the wedding cake she won’t bake."
    );
    assert_eq!(cake.venue, s("Gompertz Theatre"));
    assert_eq!(
        cake.venue_address,
        s("1241 N. Palm Ave, Sarasota, FL, 34236, United States")
    );
    assert_eq!(cake.category, "Theater");
    assert_eq!(
        cake.image,
        s("https://www.floridastudiotheatre.example/wp-content/uploads/2026/01/the-cake.jpg")
    );
    assert_eq!(
        cake.source_key,
        s("10000123-1772739000-1772746200@www.floridastudiotheatre.example")
    );
    assert_eq!(cake.source, Source::Ical);

    let jazz = occurrences(&found.events, "Jazz Tuesdays on the Patio");
    // COUNT=6 from March 3; the 17th excepted; the 24th moved to 7 PM.
    assert_eq!(
        jazz,
        [
            "2026-03-03 6:00 PM",
            "2026-03-10 6:00 PM",
            "2026-03-31 6:00 PM",
            "2026-04-07 6:00 PM"
        ]
    );
    let late = by_title(&found.events, "Jazz Tuesdays on the Patio (late start)");
    assert_eq!(
        (late.date, late.time.as_deref()),
        (date("2026-03-24"), Some("7:00 PM"))
    );
    assert_eq!(
        by_title(&found.events, "Jazz Tuesdays on the Patio").category,
        "Live Music"
    );

    let festival = by_title(&found.events, "New Play Festival");
    assert_eq!(
        (festival.date, festival.end_date, festival.time.as_deref()),
        (date("2026-04-10"), Some(date("2026-04-12")), None)
    );
    assert_eq!(festival.category, "Festival");
    // 23:30 UTC on March 21 is 7:30 PM in Sarasota (EDT).
    let late_night = by_title(&found.events, "Late Night Comedy");
    assert_eq!(
        (late_night.date, late_night.time.as_deref()),
        (date("2026-03-21"), Some("7:30 PM"))
    );
    assert_eq!(found.events.len(), 8);
    let reasons: Vec<&str> = found.skipped.iter().map(|s| s.reason.as_str()).collect();
    assert_eq!(found.skipped.len(), 2, "{reasons:?}");
    assert!(reasons.contains(&"cancelled"));
    assert!(
        reasons
            .iter()
            .any(|r| r.contains("no such day") || r.contains("unreadable")),
        "{reasons:?}"
    );
}

#[test]
fn the_events_calendar_rest_api_pages() {
    let api = "https://www.floridastudiotheatre.example/wp-json/tribe/events/v1/events";
    assert_eq!(
        tec_events_url(api, date("2026-03-01")),
        format!("{api}?per_page=50&start_date=2026-03-01")
    );
    let first = parse_tec_events(&page("tec-api-page1.json"), api, &options());
    assert_eq!(
        first.next_url.as_deref(),
        Some(
            "https://www.floridastudiotheatre.example/wp-json/tribe/events/v1/events?page=2&per_page=2"
        )
    );
    let events = &first.extraction.events;
    assert_eq!(events.len(), 2);
    let cake = by_title(events, "The Cake");
    assert_eq!(
        (cake.date, cake.time.as_deref()),
        (date("2026-03-05"), Some("7:30 PM"))
    );
    assert_eq!(cake.ticket_price, s("$39"));
    assert_eq!(cake.venue, s("Gompertz Theatre"));
    assert_eq!(
        cake.venue_address,
        s("1241 N. Palm Ave, Sarasota, FL 34236")
    );
    assert_eq!(cake.category, "Theater");
    assert_eq!(cake.source, Source::TecApi);
    let chalk = by_title(events, "Sarasota Chalk Festival");
    assert_eq!(
        (chalk.date, chalk.end_date, chalk.time.as_deref()),
        (date("2026-03-28"), Some(date("2026-03-29")), None)
    );
    assert_eq!(chalk.ticket_price, s("Free"));
    assert_eq!(chalk.ticket_url, s("https://chalkfestival.example/"));
    assert_eq!(
        (chalk.image.as_deref(), chalk.venue.as_deref()),
        (None, None)
    );
    assert_eq!(chalk.category, "Festival");

    let second = parse_tec_events(&page("tec-api-page2.json"), api, &options());
    assert_eq!(second.next_url, None);
    let talk = &second.extraction.events[0];
    assert_eq!(talk.ticket_price, s("$10-$20"));
    assert_eq!(talk.category, "Speaker Series");
    assert_eq!(talk.description, "An evening with three novelists.");
    // An empty or garbage answer is no events, not a failure.
    assert!(
        parse_tec_events("<html>404</html>", api, &options())
            .extraction
            .events
            .is_empty()
    );
}

#[test]
fn squarespace_style_microdata() {
    let url = "https://sarasotajazzclub.example/events";
    let events = events_of("squarespace-microdata.html", url);
    assert_eq!(events.len(), 2);
    let point = by_title(&events, "Jazz at the Point: Lauren Hooker Quartet");
    assert_eq!(
        (point.date, point.time.as_deref()),
        (date("2026-03-12"), Some("7:00 PM"))
    );
    assert_eq!(point.end_date, None);
    assert_eq!(
        point.description,
        "An evening of standards and originals. Members $20, guests $25."
    );
    assert_eq!(
        point.image,
        s("https://images.squarespace-cdn.example/content/v1/jazz-point.jpg?format=750w")
    );
    assert_eq!(point.ticket_price, s("$20-$25"));
    assert_eq!(
        point.ticket_url,
        s("https://sarasotajazzclub.example/tickets/point")
    );
    assert_eq!(point.venue, s("Unitarian Universalist Church"));
    assert_eq!(
        point.venue_address,
        s("3975 Fruitville Rd, Sarasota, FL 34232")
    );
    assert_eq!(
        point.source_url,
        s("https://sarasotajazzclub.example/events/jazz-at-the-point")
    );
    assert_eq!(point.category, "Live Music");
    assert_eq!(point.source, Source::Microdata);
    let jam = by_title(&events, "Jazz Festival Jam Session");
    assert_eq!(
        (jam.date, jam.time.as_deref()),
        (date("2026-03-19"), Some("6:30 PM"))
    );
    assert_eq!(jam.venue, s("Venue TBA"));
    assert_eq!(jam.category, "Festival");
    assert_eq!(jam.source_url, s(url));
    assert_eq!(jam.source_key, None);
}

#[test]
fn h_event_microformats() {
    let events = events_of(
        "hevent.html",
        "https://sarasotaartmuseum.example/happenings",
    );
    assert_eq!(events.len(), 2, "{events:#?}");
    let walk = by_title(&events, "First Friday Art Walk");
    assert_eq!(
        (walk.date, walk.time.as_deref()),
        (date("2026-04-03"), Some("5:00 PM"))
    );
    assert_eq!(walk.venue, s("Sarasota Art Museum"));
    assert_eq!(
        walk.source_url,
        s("https://sarasotaartmuseum.example/happenings/first-friday-art-walk")
    );
    assert_eq!(
        walk.image,
        s("https://sarasotaartmuseum.example/media/art-walk.jpg")
    );
    assert_eq!(walk.description, "Galleries open late with free admission.");
    assert_eq!(walk.category, "Museum");
    assert_eq!(walk.source, Source::Microformat);
    let tour = by_title(&events, "Sculpture Garden Tour");
    assert_eq!(
        (tour.date, tour.time.as_deref()),
        (date("2026-04-11"), Some("10:00 AM"))
    );
    assert_eq!(tour.venue, s("Sculpture Garden"));
    assert_eq!(tour.description, "A guided walk among the outdoor works.");
    assert_eq!(tour.category, "Outdoor");
}

#[test]
fn h_event_value_class_dates_and_times() {
    let events = events_of(
        "hevent-value-class.html",
        "https://bayfronthall.example/concerts/",
    );
    let when: Vec<(&str, String, Option<&str>, Option<String>)> = events
        .iter()
        .map(|e| {
            (
                e.title.as_str(),
                e.date.to_string(),
                e.time.as_deref(),
                e.end_date.map(|d| d.to_string()),
            )
        })
        .collect();
    assert_eq!(
        when,
        [
            (
                "Gulf Coast Chorale: Spring Songs",
                "2026-04-18".into(),
                Some("7:00 PM"),
                None
            ),
            (
                "Steel Drum Sunday",
                "2026-04-26".into(),
                Some("2:00 PM"),
                None
            ),
            (
                "Morning Recital",
                "2026-05-02".into(),
                Some("10:30 AM"),
                None
            ),
        ]
    );
    assert!(events.iter().all(|e| e.source == Source::Microformat));
}

#[test]
fn event_schedule_is_expanded_over_the_window() {
    let events = events_of(
        "event-schedule.html",
        "https://sarasotafarmersmarket.example/",
    );
    // Saturdays from March 1 for 180 days, March 14 excepted, 7 to 1.
    assert_eq!(events[0].date, date("2026-03-07"));
    assert_eq!(events[1].date, date("2026-03-21"));
    assert!(
        events
            .iter()
            .all(|e| e.date.weekday() == 5 && e.time.as_deref() == Some("7:00 AM – 1:00 PM"))
    );
    assert!(events.len() >= 24 && events.len() <= 26, "{}", events.len());
    assert_eq!(events[0].venue, s("Lemon Avenue"));
    assert_eq!(events[0].category, "Outdoor");
    assert_eq!(
        events[0].source_key,
        s("https://sarasotafarmersmarket.example/#2026-03-07")
    );
}

#[test]
fn event_schedules_by_month_day_month_week_and_their_own_time_zone() {
    let events = events_of(
        "event-schedule-monthly.html",
        "https://artcenter.example/events/",
    );
    let days = |title: &str| -> Vec<String> {
        occurrences(&events, title)
            .iter()
            .map(|o| o.split(' ').next().unwrap_or_default().to_string())
            .collect()
    };
    // The 1st and the 15th (monthly: no repeatFrequency is needed), from
    // March 1 on.
    assert_eq!(
        days("Book Swap")[..6],
        [
            "2026-03-01",
            "2026-03-15",
            "2026-04-01",
            "2026-04-15",
            "2026-05-01",
            "2026-05-15"
        ]
    );
    assert_eq!(by_title(&events, "Book Swap").time, s("10:00 AM"));
    // The first and third Wednesday, to the end of June.
    assert_eq!(
        days("Figure Rendering Night"),
        [
            "2026-03-04",
            "2026-03-18",
            "2026-04-01",
            "2026-04-15",
            "2026-05-06",
            "2026-05-20",
            "2026-06-03",
            "2026-06-17"
        ]
    );
    // 4 PM in Los Angeles is 7 PM in Sarasota; three Thursdays.
    let talk: Vec<&ScrapedEvent> = events
        .iter()
        .filter(|e| e.title.starts_with("Artist Talk"))
        .collect();
    let when: Vec<(String, Option<&str>)> = talk
        .iter()
        .map(|e| (e.date.to_string(), e.time.as_deref()))
        .collect();
    assert_eq!(
        when,
        [
            ("2026-03-05".to_string(), Some("7:00 PM")),
            ("2026-03-12".to_string(), Some("7:00 PM")),
            ("2026-03-19".to_string(), Some("7:00 PM"))
        ]
    );
}

#[test]
fn every_other_form_of_schedule_is_read() {
    let events = events_of("event-schedule-forms.html", "https://selbyhall.example/");
    let listed = |title: &str| occurrences(&events, title);
    // Weekly on Wednesdays, a start and an end time, to the end of the year.
    let pottery = listed("Wednesday Night Pottery");
    assert_eq!(pottery[0], "2026-03-04 7:00 PM – 8:00 PM");
    assert_eq!(pottery[1], "2026-03-11 7:00 PM – 8:00 PM");
    assert!(
        events
            .iter()
            .filter(|e| e.title == "Wednesday Night Pottery")
            .all(|e| e.date.weekday() == 2 && e.date <= date("2026-12-31"))
    );
    // Every other Tuesday.
    assert_eq!(
        listed("Fortnightly Choir")[..3],
        [
            "2026-03-03 6:00 PM",
            "2026-03-17 6:00 PM",
            "2026-03-31 6:00 PM"
        ]
    );
    // Once a year, March 17.
    assert_eq!(listed("St. Patrick's Day Parade")[0], "2026-03-17 11:00 AM");
    // The last Friday of each month, to the end of May.
    assert_eq!(
        listed("Last Friday Art Walk"),
        [
            "2026-03-27 6:00 PM – 9:00 PM",
            "2026-04-24 6:00 PM – 9:00 PM",
            "2026-05-29 6:00 PM – 9:00 PM"
        ]
    );
    // Saturdays in the chosen months only: none from May to October.
    let market: Vec<Date> = events
        .iter()
        .filter(|e| e.title == "Season Farmers Market")
        .map(|e| e.date)
        .collect();
    assert_eq!(market[0], date("2026-03-07"));
    assert!(market.contains(&date("2026-04-25")));
    assert!(
        market
            .iter()
            .all(|d| d.weekday() == 5 && ![5, 6, 7, 8, 9, 10].contains(&d.month())),
        "{market:?}"
    );
    // Four Mondays counted from March 2, the third left out.
    assert_eq!(
        listed("Monday Lecture Series"),
        [
            "2026-03-02 2:00 PM",
            "2026-03-09 2:00 PM",
            "2026-03-23 2:00 PM"
        ]
    );
}

/// schema.org's own examples of Schedule, as they are: without a
/// `startDate` a schedule is running now (from today, 2026-03-01, a
/// Sunday), without a zone it is the city's, and a zone the visitors'
/// WASM does not carry (America/Glace_Bay, Asia/Shanghai) is read here,
/// by the core the server runs, with every IANA zone.
#[test]
fn schema_orgs_own_schedules_without_a_start_are_read_from_today() {
    let events = events_of(
        "event-schedule-schema-org-examples.html",
        "https://meetups.example/",
    );
    let listed = |title: &str| occurrences(&events, title);
    // eg-0241: the 1st and 15th, 9-10am Atlantic: 8-9am in Sarasota (both
    // change their clocks on March 8).
    assert_eq!(
        listed("Example Meetup")[..4],
        [
            "2026-03-01 8:00 AM – 9:00 AM",
            "2026-03-15 8:00 AM – 9:00 AM",
            "2026-04-01 8:00 AM – 9:00 AM",
            "2026-04-15 8:00 AM – 9:00 AM"
        ]
    );
    // eg-0243: weekdays twice a day, from Monday.
    let twice = listed("Example");
    assert!(
        twice.contains(&"2026-03-02 8:00 AM – 9:00 AM".to_string()),
        "{twice:?}"
    );
    assert!(
        twice.contains(&"2026-03-02 1:00 PM – 2:00 PM".to_string()),
        "{twice:?}"
    );
    assert!(
        !twice
            .iter()
            .any(|t| t.starts_with("2026-03-01") || t.starts_with("2026-03-07"))
    );
    // eg-0244: the second Monday, 6pm in Shanghai: that morning in Sarasota.
    assert_eq!(
        listed("Second Monday Example")[..2],
        [
            "2026-03-09 6:00 AM – 7:30 AM",
            "2026-04-13 6:00 AM – 7:30 AM"
        ]
    );
    // eg-0303: the first and third Wednesdays, in the city's zone.
    assert_eq!(
        listed("Local Bookseller Author Night")[..4],
        [
            "2026-03-04 8:00 PM – 10:00 PM",
            "2026-03-18 8:00 PM – 10:00 PM",
            "2026-04-01 8:00 PM – 10:00 PM",
            "2026-04-15 8:00 PM – 10:00 PM"
        ]
    );
}

#[test]
fn cancelled_and_postponed_events_are_withdrawn_not_listed() {
    let url = "https://gulfcoastplayers.example/season/";
    let found = extract_events(&page("withdrawn-events.html"), url, &options());
    let listed: Vec<&str> = found.events.iter().map(|e| e.title.as_str()).collect();
    // A title that only mentions the word is a title.
    assert_eq!(listed, ["The Cancelled Wedding", "Our Town"]);
    let withdrawn: Vec<(&str, EventStatus, String)> = found
        .withdrawn
        .iter()
        .map(|e| (e.title.as_str(), e.status, e.date.to_string()))
        .collect();
    assert_eq!(
        withdrawn,
        [
            (
                "The Tempest",
                EventStatus::Postponed,
                "2026-03-20".to_string()
            ),
            (
                "Spring Cabaret",
                EventStatus::Cancelled,
                "2026-03-27".to_string()
            ),
        ]
    );
    // Each keeps what identifies it at its source.
    assert_eq!(
        found.withdrawn[1].source_key,
        s("https://gulfcoastplayers.example/shows/cabaret/")
    );
    let reasons: Vec<(&str, &str)> = found
        .skipped
        .iter()
        .map(|s| (s.title.as_str(), s.reason.as_str()))
        .collect();
    assert_eq!(
        reasons,
        [
            ("The Tempest", "postponed"),
            ("Spring Cabaret", "cancelled")
        ]
    );

    // A feed's STATUS:CANCELLED, and a summary that says it.
    let feed = "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:a@x\r\nDTSTART:20260305T190000\r\nSUMMARY:Jazz Night\r\nSTATUS:CANCELLED\r\nEND:VEVENT\r\n\
        BEGIN:VEVENT\r\nUID:b@x\r\nDTSTART:20260306T190000\r\nSUMMARY:Blues Night - Postponed\r\nEND:VEVENT\r\n\
        BEGIN:VEVENT\r\nUID:c@x\r\nDTSTART:20260307T190000\r\nSUMMARY:Folk Night\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n";
    let found = parse_ics(feed, "https://x.example/feed.ics", &options());
    assert_eq!(found.events.len(), 1);
    let withdrawn: Vec<(&str, EventStatus, Option<&str>)> = found
        .withdrawn
        .iter()
        .map(|e| (e.title.as_str(), e.status, e.source_key.as_deref()))
        .collect();
    assert_eq!(
        withdrawn,
        [
            ("Jazz Night", EventStatus::Cancelled, Some("a@x")),
            ("Blues Night", EventStatus::Postponed, Some("b@x"))
        ]
    );
}

#[test]
fn json_ld_graph_references_are_resolved() {
    let url = "https://jazz.example.org/events/jazz-at-the-bayfront/";
    let events = events_of("jsonld-graph-references.html", url);
    assert_eq!(events.len(), 1, "{events:#?}");
    let jazz = &events[0];
    assert_eq!(jazz.title, "Jazz at the Bayfront");
    assert_eq!(
        (jazz.date, jazz.time.as_deref()),
        (date("2026-03-14"), Some("6:30 PM"))
    );
    // The Place and its PostalAddress, each an @id away.
    assert_eq!(jazz.venue, s("Bayfront Park Amphitheater"));
    assert_eq!(jazz.venue_address, s("5 Bayfront Dr, Sarasota, FL 34236"));
    // The Offer and the ImageObject, by @id too.
    assert_eq!(jazz.ticket_price, s("$15"));
    assert_eq!(
        jazz.ticket_url,
        s("https://jazz.example.org/tickets/bayfront/")
    );
    assert_eq!(
        jazz.image,
        s("https://jazz.example.org/uploads/bayfront-quintet.jpg")
    );
    assert_eq!(jazz.category, "Live Music");
}

#[test]
fn json_ld_references_that_loop_or_multiply_stay_bounded() {
    // A node that names itself, and a fan of references to a node with
    // its own fan: read once each, without looping or multiplying.
    let mut graph = vec![serde_json::json!({
        "@type": "Event", "@id": "#e", "name": "Loop", "startDate": "2026-03-20",
        "location": {"@id": "#p"}, "superEvent": {"@id": "#e"}
    })];
    let fan: Vec<_> = (0..200).map(|_| serde_json::json!({"@id": "#p"})).collect();
    graph.push(serde_json::json!({"@type": "Place", "@id": "#p", "name": "Fan Hall", "containsPlace": fan}));
    let html = format!(
        "<script type=\"application/ld+json\">{}</script>",
        serde_json::json!({"@context": "https://schema.org", "@graph": graph})
    );
    let found = extract_events(&html, "https://loop.example/", &options()).events;
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].venue, s("Fan Hall"));
}

#[test]
fn page_without_structured_data_is_read_with_low_confidence() {
    let events = events_of(
        "no-structured-data.html",
        "https://sarasotaconcertband.example/calendar",
    );
    assert_eq!(events.len(), 2, "{events:#?}");
    let pops = by_title(&events, "Spring Pops Concert");
    assert_eq!(
        (pops.date, pops.time.as_deref()),
        (date("2026-03-22"), Some("2:30 PM"))
    );
    assert_eq!(
        pops.description,
        "Marches, show tunes and a salute to the armed forces at the Van Wezel."
    );
    assert_eq!(pops.category, "Live Music");
    assert_eq!(
        (pops.source, pops.confidence),
        (Source::Heuristic, Confidence::Low)
    );
    let park = by_title(&events, "Band in the Park");
    assert_eq!(
        (park.date, park.time.as_deref()),
        (date("2026-04-18"), Some("7:00 PM"))
    );
    assert_eq!(
        park.source_url,
        s("https://sarasotaconcertband.example/concerts/band-in-the-park")
    );
    assert_eq!(park.confidence, Confidence::Low);
}

#[test]
fn listing_cards_without_structured_data_or_years() {
    // Today is 2026-03-01: 'Sat, Mar 14' is this year's; 'Sunday, February
    // 22' is next year's only by the calendar, but its weekday says 2026
    // (a week ago): listings keep past dates for a while.
    let events = events_of(
        "listing-cards-no-year.html",
        "https://tickets.example/d/fl--sarasota/events/",
    );
    let found: Vec<(&str, String, Option<&str>)> = events
        .iter()
        .map(|e| (e.title.as_str(), e.date.to_string(), e.time.as_deref()))
        .collect();
    assert_eq!(
        found,
        [
            ("Sunset Yoga on Lido", "2026-03-14".into(), Some("6:30 PM")),
            ("Bayfront 5K Fun Run", "2026-02-22".into(), Some("7:00 AM")),
            ("Poetry Slam at the Ringling", "2026-04-02".into(), None),
        ]
    );
    let yoga = by_title(&events, "Sunset Yoga on Lido");
    assert_eq!(
        yoga.source_url,
        s("https://tickets.example/e/sunset-yoga-on-lido-1234")
    );
    assert_eq!(yoga.image, s("https://tickets.example/img/yoga.jpg"));
    assert!(
        events
            .iter()
            .all(|e| e.confidence == Confidence::Low && e.source == Source::Heuristic)
    );
    // Staff are told what to check, and why.
    assert_eq!(
        yoga.check.as_deref(),
        Some(
            "Read from the page's text, not its structured data: check the date and details. The page gives no year: read as 2026."
        )
    );
    let slam = by_title(&events, "Poetry Slam at the Ringling");
    assert_eq!(
        slam.description,
        "Local poets take the stage in the courtyard for an evening of spoken word."
    );
    assert_eq!(
        slam.source_url,
        s("https://tickets.example/events/poetry-slam")
    );
    assert_eq!(
        slam.check.as_deref(),
        Some("Read from the page's text, not its structured data: check the date and details.")
    );
}

#[test]
fn opengraph_only_page_gives_an_activity_and_no_event() {
    let url = "https://selby.example/visit/";
    let found = extract_events(&page("activity-og-only.html"), url, &options());
    assert!(found.events.is_empty());
    assert_eq!(found.skipped[0].reason, "no event date found on the page");

    let activity = extract_activity(&page("activity-og-only.html"), url).unwrap();
    assert_eq!(activity.name, "Marie Selby Botanical Gardens");
    assert_eq!(
        activity.description,
        "Explore 15 acres of bayfront gardens, the Tropical Conservatory and the Jungle Tree-houses."
    );
    assert_eq!(
        activity.image,
        s("https://selby.example/wp-content/uploads/conservatory.jpg")
    );
    assert_eq!(activity.website, s("https://selby.example/visit/"));
    assert_eq!(activity.address, s("1534 Mound St, Sarasota, FL 34236"));
    assert_eq!(activity.phone, s("941-366-5731"));
    assert_eq!(activity.activity_type, ActivityType::Gardens);
}

#[test]
fn activity_from_json_ld() {
    let activity = extract_activity(
        &page("activity-jsonld.html"),
        "https://mote.example/aquarium",
    )
    .unwrap();
    assert_eq!(activity.name, "Mote Marine Laboratory & Aquarium");
    assert_eq!(activity.activity_type, ActivityType::Wildlife);
    assert_eq!(
        activity.address,
        s("1600 Ken Thompson Pkwy, Sarasota, FL 34236")
    );
    assert_eq!(activity.phone, s("(941) 388-4441"));
    assert_eq!(activity.website, s("https://mote.example/aquarium"));
    assert_eq!(activity.image, s("https://mote.example/img/mote.jpg"));
    // Written as core reads it and staff write it.
    assert_eq!(activity.recurring_schedule, s("Daily 10 AM - 5 PM"));
    assert_eq!(activity.price, s("$25-$35"));
    assert_eq!(activity.venue_type, s("Aquarium"));
}

#[test]
fn restaurant_with_opengraph_only_takes_the_address_and_phone_it_shows() {
    let scraped = extract_restaurant(
        &page("restaurant-og-visible-address.html"),
        "https://owensfishcamp.example/",
        &AreaTable::sarasota(),
    )
    .unwrap();
    let r = &scraped.restaurant;
    assert_eq!(r.name, "Owen's Fish Camp");
    // The footer's lines, joined; the script's decoy is not read.
    assert_eq!(r.address, s("516 Burns Ln, Sarasota, FL 34236"));
    assert_eq!(r.phone, s("+1 941-951-6936"));
    assert_eq!(
        r.image,
        s("https://owensfishcamp.example/wp-content/uploads/owens-porch.jpg")
    );
    // The address places it, by its ZIP code.
    assert_eq!(scraped.detection.detected_area, "Downtown Sarasota");
    assert_eq!(
        scraped.detection.area_detection_method,
        DetectionMethod::ZipCode
    );
}

#[test]
fn restaurant_from_an_hreview_hcard_without_a_title() {
    let scraped = extract_restaurant(
        &page("restaurant-hreview.html"),
        "https://reviews.example/sarasota/cafe-gabbiano",
        &AreaTable::sarasota(),
    )
    .unwrap();
    let r = &scraped.restaurant;
    // The reviewed business, not the reviewer.
    assert_eq!(r.name, "Café Gabbiano");
    assert_eq!(r.address, s("5104 Ocean Blvd, Sarasota, FL 34242"));
    assert_eq!(r.phone, s("(941) 349-1423"));
    assert_eq!(r.website, s("https://cafegabbiano.example/"));
    assert_eq!(
        r.image,
        s("https://reviews.example/img/gabbiano-terrace.jpg")
    );
    assert_eq!(r.rating, Some(9.0));
    assert_eq!((r.latitude, r.longitude), (Some(27.2688), Some(-82.5463)));
    assert_eq!(r.cuisine, s("Italian"));
    assert_eq!(scraped.detection.detected_area, "Siesta Key");
    assert_eq!(
        scraped.detection.area_detection_method,
        DetectionMethod::Coordinates
    );
}

#[test]
fn restaurant_from_json_ld_graph_with_area() {
    let scraped = extract_restaurant(
        &page("restaurant-jsonld.html"),
        "https://thecottage.example/",
        &AreaTable::sarasota(),
    )
    .unwrap();
    let r = &scraped.restaurant;
    assert_eq!(r.name, "The Cottage");
    assert_eq!(
        r.description,
        "Tapas, seafood & cocktails in the heart of Siesta Village."
    );
    assert_eq!(r.address, s("153 Avenida Messina, Sarasota, FL 34242"));
    assert_eq!(r.phone, s("+1 941-312-9300"));
    assert_eq!(r.website, s("https://thecottage.example/"));
    assert_eq!(
        r.image,
        s("https://thecottage.example/images/cottage-front.jpg")
    );
    assert_eq!(r.rating, Some(9.2));
    assert_eq!(r.price_range, PriceRange::Upscale);
    assert_eq!(r.cuisine, s("Seafood"));
    assert_eq!(
        r.open_hours,
        s("Mon-Thu 11 AM - 10 PM; Fri-Sat 11 AM - 11 PM")
    );
    assert_eq!(
        r.reservation_url,
        s("https://www.opentable.example/r/the-cottage-siesta-key")
    );
    assert_eq!((r.latitude, r.longitude), (Some(27.2669), Some(-82.5466)));
    assert_eq!(scraped.detection.detected_area, "Siesta Key");
    assert_eq!(
        scraped.detection.area_detection_method,
        DetectionMethod::Coordinates
    );
    assert!(scraped.detection.area_confidence > 0.9);
    assert_eq!(r.area, s("Siesta Key"));
    let json = serde_json::to_value(&scraped).unwrap();
    for key in [
        "name",
        "rating",
        "priceRange",
        "detectedArea",
        "areaConfidence",
        "areaDetectionMethod",
    ] {
        assert!(json.get(key).is_some(), "{key} in {json}");
    }
}

// ---------------------------------------------------------- real-world pages

#[test]
fn extruct_microdata_events() {
    let events = events_of(
        "extruct-schema.org-Event.001.html",
        "http://example.com/tickets/",
    );
    assert_eq!(events.len(), 1);
    let game = &events[0];
    assert_eq!(
        game.title,
        "Miami Heat at Philadelphia 76ers - Game 3 (Home Game 1)"
    );
    assert_eq!(
        (game.date, game.time.as_deref()),
        (date("2016-04-21"), Some("8:00 PM"))
    );
    assert_eq!(game.venue, s("Philadelphia, PA"));
    assert_eq!(game.ticket_price, s("From $35"));
    assert_eq!(
        game.source_url,
        s("http://example.com/tickets/nba-miami-philidelphia-game3.html")
    );

    let events = events_of("extruct-schema.org-Event.003.html", "http://example.com/");
    assert_eq!(events.len(), 1);
    let typhoon = &events[0];
    assert_eq!(typhoon.title, "Typhoon with Radiation City");
    assert_eq!(
        (typhoon.date, typhoon.time.as_deref()),
        (date("2013-09-14"), Some("9:30 PM"))
    );
    assert_eq!(typhoon.venue, s("The Hi-Dive"));
    assert_eq!(typhoon.venue_address, s("7 S. Broadway, Denver, CO 80209"));
    assert_eq!(typhoon.ticket_price, s("$13"));
    assert_eq!(
        typhoon.ticket_url,
        s("http://www.ticketfly.com/purchase/309433")
    );

    // The same event, cancelled: skipped with the reason.
    let found = extract_events(
        &page("extruct-schema.org-Event.004.html"),
        "http://example.com/",
        &options(),
    );
    assert!(found.events.is_empty());
    assert_eq!(found.skipped[0].reason, "cancelled");

    let events = events_of("extruct-schema.org-Event.008.html", "http://example.com/");
    let caesar = &events[0];
    assert_eq!(caesar.title, "Julius Caesar at Shakespeare's Globe");
    assert_eq!(caesar.category, "Theater");
    assert_eq!(caesar.venue, s("Shakespeare's Globe"));
    assert_eq!(caesar.venue_address, s("London, UK"));
    assert_eq!(
        caesar.ticket_url,
        s("http://example.com/examples/ticket/0012301230123")
    );

    // Events nested in a MusicGroup's microdata.
    let events = events_of(
        "extruct-schema.org-Event.002.html",
        "http://example.com/band/",
    );
    let titles: Vec<&str> = events.iter().map(|e| e.title.as_str()).collect();
    assert_eq!(titles, ["FedExForum", "Mid America Center"]);
    assert_eq!(events[0].venue, s("Memphis, TN, US"));
    assert_eq!(events[0].date, date("2011-05-20"));
    assert_eq!(
        events[0].ticket_url,
        s("http://example.com/band/ticketmaster.com/foofighters/may20-2011")
    );
}

#[test]
fn any23_broken_json_ld_and_microdata_merge() {
    let found = extract_events(
        &page("any23-html-jsonld-commas.html"),
        "http://golfavisen.dk/golfavisen-award-2018/",
        &options(),
    );
    let titles: Vec<&str> = found.events.iter().map(|e| e.title.as_str()).collect();
    // Five events in broken JSON-LD (trailing and doubled commas, a ';')
    // inside microdata items: each found once, merged.
    assert_eq!(
        titles,
        [
            "BARBASOL CHAMPIONSHIP",
            "PINNACLE BANK CHAMPIONSHIP",
            "LE VAUDREUIL GOLF CHALLENGE",
            "INGEN TURNERING DENNE UGE",
            "THE OPEN CHAMPIONSHIP"
        ]
    );
    let first = &found.events[0];
    assert_eq!(
        (first.date, first.time.as_deref()),
        (date("2018-07-19"), None)
    );
    assert_eq!(
        first.image,
        s("http://golfavisen.dk/wp-content/uploads/2016/06/PGA-TOUR.png")
    );
    assert_eq!(first.source, Source::JsonLd);
    // The microdata's URL filled in what the JSON-LD lacked.
    assert_eq!(
        first.source_url,
        s("https://www.pgatour.com/leaderboard.html?l=L2&")
    );
}

#[test]
fn songkick_json_ld_arrays() {
    let events = events_of(
        "extruct-songkick-Years___Years_Tickets__Tour_Dates_2015___Concerts.html",
        "http://www.songkick.com/artists/3976856-years-and-years",
    );
    let found = extract_events(
        &page("extruct-songkick-Years___Years_Tickets__Tour_Dates_2015___Concerts.html"),
        "http://www.songkick.com/artists/3976856-years-and-years",
        &options(),
    );
    // 14 scripts: 13 concerts and the band; Oct 31 at Victoria Warehouse is
    // listed twice (with and without its time) and merged.
    assert_eq!(events.len(), 12);
    assert_eq!(found.events, events);
    assert!(found.skipped.is_empty());
    let first = &events[0];
    assert_eq!(first.title, "Years & Years");
    assert_eq!(first.category, "Live Music");
    assert_eq!(first.venue, s("Cliffs Pavillion"));
    assert_eq!(first.venue_address, s("Westcliff-on-sea"));
    // '+0000' is a UTC instant: 7 PM in London is 3 PM in Sarasota.
    assert_eq!(
        (first.date, first.time.as_deref()),
        (date("2015-10-26"), Some("3:00 PM"))
    );
    assert!(
        first
            .source_url
            .as_deref()
            .unwrap()
            .starts_with("http://www.songkick.com/concerts/23948294")
    );

    let events = events_of(
        "extruct-songkick-tovestyrke.html",
        "https://www.songkick.com/concerts/30166884",
    );
    assert_eq!(events.len(), 1);
    let tove = &events[0];
    assert_eq!(tove.title, "Tove Styrke");
    assert_eq!(
        (tove.date, tove.time.as_deref()),
        (date("2017-06-12"), Some("8:00 PM"))
    );
    assert_eq!(tove.venue, s("Hoxton Square Bar & Kitchen"));
    assert_eq!(
        tove.image,
        s("http://images.sk-static.com/images/media/img/col6/20170515-103345-171924.jpg")
    );
}

#[test]
fn extruct_local_business_restaurant_microdata() {
    let scraped = extract_restaurant(
        &page("extruct-schema.org-LocalBusiness.002.html"),
        "http://www.dishdash.com/",
        &AreaTable::sarasota(),
    )
    .unwrap();
    let r = &scraped.restaurant;
    assert_eq!(r.name, "GreatFood");
    assert_eq!(r.rating, Some(8.0));
    assert_eq!(r.price_range, PriceRange::Moderate);
    assert_eq!(r.cuisine, s("Mediterranean"));
    assert_eq!(r.phone, s("(408) 714-1489"));
    assert_eq!(r.website, s("http://www.dishdash.com/"));
    assert_eq!(r.address, s("1901 Lemur Ave, Sunnyvale, CA 94086"));
    assert_eq!(
        r.open_hours,
        // schema.org's entries add to their days: lunch stays on Mon-Thu.
        s("Mon-Thu 11 AM - 2:30 PM, 5 PM - 9:30 PM; Fri-Sat 11 AM - 2:30 PM, 5 PM - 10 PM")
    );
    assert_eq!(scraped.detection.detected_area, "Other");
    assert_eq!(
        scraped.detection.area_detection_method,
        DetectionMethod::None
    );
}

// ------------------------------------------------------------- duplicates

fn precision_recall(results: &[(bool, bool)]) -> (f64, f64) {
    let tp = results.iter().filter(|(p, t)| *p && *t).count() as f64;
    let fp = results.iter().filter(|(p, t)| *p && !*t).count() as f64;
    let fn_ = results.iter().filter(|(p, t)| !*p && *t).count() as f64;
    (tp / (tp + fp).max(1.0), tp / (tp + fn_).max(1.0))
}

fn pairs(name: &str) -> Vec<serde_json::Value> {
    let path = format!(
        "{}/tests/fixtures/dedupe/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

#[test]
fn event_duplicate_rule_on_labelled_pairs() {
    use guide_core::extract::dedupe::{EventFacts, same_event};
    let pairs = pairs("event_pairs.json");
    fn facts(v: &serde_json::Value) -> EventFacts<'_> {
        EventFacts {
            title: v["title"].as_str().unwrap(),
            date: date(v["date"].as_str().unwrap()),
            end_date: None,
            venue: v["venue"].as_str(),
        }
    }
    let results: Vec<(bool, bool)> = pairs
        .iter()
        .map(|p| {
            (
                same_event(&facts(&p["a"]), &facts(&p["b"])).is_some(),
                p["same"].as_bool().unwrap(),
            )
        })
        .collect();
    let (precision, recall) = precision_recall(&results);
    println!(
        "events: {} labelled pairs, precision {precision:.2}, recall {recall:.2}",
        pairs.len()
    );
    for (pair, (predicted, truth)) in pairs.iter().zip(&results) {
        if predicted != truth {
            println!(
                "  wrong: {} / {} (labelled {truth})",
                pair["a"]["title"], pair["b"]["title"]
            );
        }
    }
    assert!(
        precision >= 0.95 && recall >= 0.9,
        "precision {precision}, recall {recall}"
    );
}

#[test]
fn restaurant_duplicate_rule_on_labelled_pairs() {
    use guide_core::content::model::Restaurant;
    use guide_core::extract::dedupe::restaurant_duplicate_reason;
    let pairs = pairs("restaurant_pairs.json");
    let restaurant = |v: &serde_json::Value| Restaurant {
        id: 0,
        name: v["name"].as_str().unwrap().to_string(),
        description: String::new(),
        address: v["address"].as_str().map(str::to_string),
        phone: v["phone"].as_str().map(str::to_string),
        website: v["website"].as_str().map(str::to_string),
        image: None,
        picture: None,
        rating: None,
        price_range: PriceRange::Moderate,
        cuisine: None,
        cuisine_detail: None,
        open_hours: None,
        reservation_url: None,
        latitude: v["latitude"].as_f64(),
        longitude: v["longitude"].as_f64(),
        area: None,
        facts: Vec::new(),
        lang: Default::default(),
        translations: Default::default(),
        untranslated: Vec::new(),
    };
    let results: Vec<(bool, bool)> = pairs
        .iter()
        .map(|p| {
            let reason = restaurant_duplicate_reason(&restaurant(&p["a"]), &restaurant(&p["b"]));
            (reason.is_some(), p["same"].as_bool().unwrap())
        })
        .collect();
    let (precision, recall) = precision_recall(&results);
    println!(
        "restaurants: {} labelled pairs, precision {precision:.2}, recall {recall:.2}",
        pairs.len()
    );
    for (pair, (predicted, truth)) in pairs.iter().zip(&results) {
        if predicted != truth {
            println!(
                "  wrong: {} / {} (labelled {truth})",
                pair["a"]["name"], pair["b"]["name"]
            );
        }
    }
    assert!(
        precision >= 0.95 && recall >= 0.8,
        "precision {precision}, recall {recall}"
    );
}

// ------------------------------------------------- no panic on any input

mod no_panic {
    use super::*;
    use proptest::prelude::*;

    const PIECES: [&str; 16] = [
        "<script type=\"application/ld+json\">",
        "</script>",
        "{\"@type\":\"Event\",\"name\":\"x\",\"startDate\":\"",
        "\"}",
        "<div itemscope itemtype=\"http://schema.org/Event\">",
        "<span itemprop=\"startDate\" content=\"2026-02-30T25:99\">",
        "<div class=\"h-event\"><time class=\"dt-start\" datetime=\"",
        "</div>",
        "BEGIN:VEVENT\nDTSTART:",
        "RRULE:FREQ=DAILY;INTERVAL=0;COUNT=99999999\n",
        "END:VEVENT\n",
        "&#x110000;&#;&amp",
        ",,,;;]}{[",
        "<h2>Show</h2><p>March 32, 2026 13:99 pm</p>",
        "\u{0}\u{feff}é",
        "{\"events\":[{\"title\":1,\"start_date\":[]}]}",
    ];

    fn soup() -> impl Strategy<Value = String> {
        prop::collection::vec(
            prop_oneof![
                prop::sample::select(PIECES.to_vec()).prop_map(str::to_string),
                any::<String>(),
            ],
            0..12,
        )
        .prop_map(|parts| parts.concat())
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

        #[test]
        fn entry_points_never_panic(text in soup(), bytes in prop::collection::vec(any::<u8>(), 0..256)) {
            let options = options();
            let _ = extract_events(&text, "https://example.org/a/", &options);
            let _ = extract_events(&text, "not a url", &options);
            let _ = extract_activity(&text, "https://example.org/");
            let _ = extract_restaurant(&text, "https://example.org/", &AreaTable::sarasota());
            let _ = parse_ics(&text, "https://example.org/cal.ics", &options);
            let _ = parse_tec_events(&text, "https://example.org/wp-json/", &options);
            let _ = feed_links(&text, "https://example.org/");
            let _ = guide_core::extract::dates::parse_when(&text, CityZone::default());
            let _ = guide_core::extract::decode_html(&bytes, Some("text/html; charset=utf-16"));
            let _ = guide_core::extract::decode_html(&bytes, None);
        }

        /// What a scraper returns passes the rules a stored item must:
        /// addresses are web addresses (images also the guide's objects),
        /// texts carry no control characters.
        #[test]
        fn extracted_items_pass_the_address_and_text_rules(text in soup()) {
            use guide_core::text::validation::{UrlField, web_url_or_none};
            let url_ok = |value: &Option<String>, kind| {
                value.is_none() || web_url_or_none(value.as_deref(), kind) == *value
            };
            let text_ok = |value: &str| !value.chars().any(char::is_control);
            for event in extract_events(&text, "https://example.org/a/", &options()).events {
                prop_assert!(url_ok(&event.image, UrlField::Image), "{:?}", event.image);
                prop_assert!(url_ok(&event.ticket_url, UrlField::Link), "{:?}", event.ticket_url);
                prop_assert!(url_ok(&event.source_url, UrlField::Link), "{:?}", event.source_url);
                prop_assert!(text_ok(&event.title) && text_ok(&event.description), "{event:?}");
            }
            if let Ok(activity) = extract_activity(&text, "https://example.org/") {
                prop_assert!(url_ok(&activity.website, UrlField::Link), "{:?}", activity.website);
                prop_assert!(url_ok(&activity.image, UrlField::Image), "{:?}", activity.image);
                prop_assert!(text_ok(&activity.name) && text_ok(&activity.description));
            }
            if let Ok(scraped) = extract_restaurant(&text, "https://example.org/", &AreaTable::sarasota()) {
                let r = &scraped.restaurant;
                prop_assert!(url_ok(&r.website, UrlField::Link), "{:?}", r.website);
                prop_assert!(url_ok(&r.reservation_url, UrlField::Link), "{:?}", r.reservation_url);
                prop_assert!(url_ok(&r.image, UrlField::Image), "{:?}", r.image);
                prop_assert!(text_ok(&r.name) && text_ok(&r.description));
            }
        }
    }
}

/// The engine over every labelled fixture page (`labels.json`): events by
/// title and date (precision: what it found is there; recall: what is
/// there it found), their times and venues, and the restaurants' fields.
/// `cargo test -p guide-core --features scrape --test extract -- --nocapture labelled`
#[test]
fn extraction_precision_and_recall_on_labelled_pages() {
    let path = format!(
        "{}/tests/fixtures/pages/labels.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let labels: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let key = |title: &str, date: &str| (title.to_lowercase(), date.to_string());

    let (mut found, mut labelled, mut matched) = (0usize, 0usize, 0usize);
    let (mut fields, mut fields_right) = (0usize, 0usize);
    let mut misses = Vec::new();
    for (name, expected) in labels["events"].as_object().unwrap() {
        let events = events_of(name, &format!("https://example.org/{name}"));
        let expected = expected.as_array().unwrap();
        found += events.len();
        labelled += expected.len();
        for label in expected {
            let wanted = key(
                label["title"].as_str().unwrap(),
                label["date"].as_str().unwrap(),
            );
            let Some(event) = events
                .iter()
                .find(|e| key(&e.title, &e.date.to_string()) == wanted)
            else {
                misses.push(format!("{name}: missed {wanted:?}"));
                continue;
            };
            matched += 1;
            for (field, value) in [("time", &event.time), ("venue", &event.venue)] {
                if let Some(truth) = label[field].as_str() {
                    fields += 1;
                    if value.as_deref() == Some(truth) {
                        fields_right += 1;
                    } else {
                        misses.push(format!("{name}: {field} {value:?}, not {truth:?}"));
                    }
                }
            }
        }
    }
    let ratio = |a: usize, b: usize| a as f64 / b.max(1) as f64;
    let (precision, recall) = (ratio(matched, found), ratio(matched, labelled));
    let field_accuracy = ratio(fields_right, fields);

    let (mut given, mut truths, mut right) = (0usize, 0usize, 0usize);
    let areas = AreaTable::sarasota();
    for (name, truth) in labels["restaurants"].as_object().unwrap() {
        let scraped =
            extract_restaurant(&page(name), &format!("https://example.org/{name}"), &areas)
                .unwrap();
        let r = &scraped.restaurant;
        let read = [
            ("name", Some(r.name.clone())),
            ("address", r.address.clone()),
            ("phone", r.phone.clone()),
            ("area", Some(scraped.detection.detected_area.clone())),
        ];
        for (field, value) in read {
            let truth = truth[field].as_str().unwrap();
            truths += 1;
            given += usize::from(value.is_some());
            if value.as_deref() == Some(truth) {
                right += 1;
            } else {
                misses.push(format!("{name}: {field} {value:?}, not {truth:?}"));
            }
        }
    }
    let (place_precision, place_recall) = (ratio(right, given), ratio(right, truths));

    println!(
        "labelled pages: events precision {precision:.2} recall {recall:.2} ({matched} of {labelled} found, {found} read); \
         their times and venues {field_accuracy:.2} right ({fields_right} of {fields}); \
         restaurant fields precision {place_precision:.2} recall {place_recall:.2} ({right} of {truths})"
    );
    for miss in &misses {
        println!("  {miss}");
    }
    assert!(precision >= 0.95 && recall >= 0.95, "{misses:#?}");
    assert!(field_accuracy >= 0.95, "{misses:#?}");
    assert!(
        place_precision >= 0.95 && place_recall >= 0.95,
        "{misses:#?}"
    );
}

#[test]
fn an_event_records_the_language_its_page_is_written_in() {
    let page = |html_lang: &str, in_language: &str| {
        format!(
            r#"<html{html_lang}><head><script type="application/ld+json">
            {{"@type": "Event", "name": "Concierto de Navidad", "startDate": "2027-12-18T19:30",
              "location": {{"@type": "Place", "name": "Van Wezel"}}{in_language}}}
            </script></head><body><h1>Concierto</h1></body></html>"#
        )
    };
    let lang = |html: String| {
        let found = extract_events(&html, "https://venue.example/events", &options()).events;
        assert_eq!(found.len(), 1, "{html}");
        found[0].lang
    };
    assert_eq!(lang(page(r#" lang="es""#, "")), Lang::Es);
    assert_eq!(
        lang(page(r#" lang="es""#, r#", "inLanguage": "de-DE""#)),
        Lang::De
    );
    assert_eq!(lang(page("", "")), Lang::En);
    // Offered to staff with its language, which the stored event keeps.
    let found = extract_events(
        &page(r#" lang="fr""#, ""),
        "https://venue.example/events",
        &options(),
    )
    .events;
    let discovered = found[0].to_discovered(None, "Van Wezel");
    assert_eq!(discovered.lang, Lang::Fr);
    assert_eq!(serde_json::to_value(&discovered).unwrap()["lang"], "fr");
}

/// A venue's position comes with its events when the source gives it:
/// schema.org's `geo` on the event's `location`, iCalendar's `GEO`. Half a
/// position, or one off the globe, is none.
#[test]
fn an_events_venue_position_is_read_from_geo() {
    use guide_core::content::near::Coordinates;
    let event = |geo: &str| {
        format!(
            r#"<script type="application/ld+json">{{"@context": "https://schema.org", "@type": "Event",
            "name": "Orchid Show", "startDate": "2026-03-14T10:00",
            "location": {{"@type": "Place", "name": "Marie Selby Botanical Gardens",
              "address": "1534 Mound St, Sarasota, FL 34236"{geo}}}}}</script>"#
        )
    };
    let at = |geo: &str| {
        let found = extract_events(&event(geo), "https://selby.example/", &options()).events;
        assert_eq!(found.len(), 1, "{found:#?}");
        assert_eq!(found[0].venue, s("Marie Selby Botanical Gardens"));
        found[0].venue_at
    };
    let selby = Coordinates {
        latitude: 27.3306,
        longitude: -82.5418,
    };
    assert_eq!(
        at(r#", "geo": {"@type": "GeoCoordinates", "latitude": 27.3306, "longitude": -82.5418}"#),
        Some(selby)
    );
    // Numbers written as text, as many sites do.
    assert_eq!(
        at(r#", "geo": {"latitude": "27.3306", "longitude": "-82.5418"}"#),
        Some(selby)
    );
    assert_eq!(at(r#", "geo": {"latitude": 27.3306}"#), None);
    assert_eq!(
        at(r#", "geo": {"latitude": 127.3, "longitude": -82.5}"#),
        None
    );
    assert_eq!(at(""), None);

    let feed = |geo: &str| {
        format!(
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:a@x\r\nDTSTART:20260305T190000\r\nSUMMARY:Jazz Night\r\n\
             LOCATION:Van Wezel Hall\\, 777 N Tamiami Trl\\, Sarasota\r\n{geo}END:VEVENT\r\nEND:VCALENDAR\r\n"
        )
    };
    let ics_at = |geo: &str| {
        parse_ics(&feed(geo), "https://x.example/feed.ics", &options()).events[0].venue_at
    };
    assert_eq!(
        ics_at("GEO:27.3436;-82.5446\r\n"),
        Some(Coordinates {
            latitude: 27.3436,
            longitude: -82.5446
        })
    );
    assert_eq!(ics_at("GEO:27.3436\r\n"), None);
    assert_eq!(ics_at(""), None);
}
