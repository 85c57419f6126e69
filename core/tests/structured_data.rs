//! The item pages' JSON-LD read back by the guide's own scraper: the same
//! event, activity and restaurant must come out.

use guide_core::content::areas::AreaTable;
use guide_core::content::facts::Fact;
use guide_core::content::model::{
    Activity, ActivityType, Event, EventStatus, PriceRange, Restaurant, Venue, VenueRef,
};
use guide_core::extract::{ExtractOptions, extract_activity, extract_events, extract_restaurant};
use guide_core::pages::structured_data;
use guide_core::time::hours::OpeningHours;
use guide_core::{CityZone, Date};

const ORIGIN: &str = "https://guide.example";

/// The day the pages are written on: Friday, December 4, 2026.
fn today() -> Date {
    Date::parse("2026-12-04").unwrap()
}

fn page(json_ld: &serde_json::Value) -> String {
    format!(
        "<!doctype html><html><head><title>x</title><script type=\"application/ld+json\">{json_ld}</script></head><body></body></html>"
    )
}

#[test]
fn an_event_comes_back_as_it_was_stored() {
    let event = Event {
        id: 1,
        title: "Hamilton".into(),
        description: "Lin-Manuel Miranda's musical returns on its national tour.".into(),
        venue_id: Some(3),
        venue: VenueRef::Details(Venue {
            id: 3,
            name: "Van Wezel Performing Arts Hall".into(),
            website: Some("https://www.vanwezel.org".into()),
            address: Some("777 N Tamiami Trl, Sarasota, FL 34236".into()),
            phone: None,
            description: None,
            capacity: None,
            venue_type: None,
            latitude: None,
            longitude: None,
        }),
        date: Date::new(2026, 12, 2).unwrap(),
        end_date: Some(Date::new(2026, 12, 6).unwrap()),
        time: Some("7:30 PM".into()),
        category: "Broadway".into(),
        image: Some("/public-objects/stage.jpg".into()),
        picture: None,
        ticket_price: Some("$69 - $189".into()),
        ticket_url: Some("https://www.vanwezel.org/events/hamilton".into()),
        status: Default::default(),
        lang: Default::default(),
        translations: Default::default(),
        untranslated: Vec::new(),
        series: None,
    };
    let url = "https://guide.example/events/1-hamilton";
    let json = structured_data::event(&event, url, ORIGIN);
    let options = ExtractOptions::new(Date::new(2026, 11, 23).unwrap(), CityZone::default());
    let found = extract_events(&page(&json), url, &options).events;
    assert_eq!(found.len(), 1, "{json}");
    let back = &found[0];
    assert_eq!(back.title, event.title);
    assert_eq!(back.description, event.description);
    assert_eq!((back.date, back.end_date), (event.date, event.end_date));
    assert_eq!(back.time, event.time);
    assert_eq!(back.category, event.category);
    assert_eq!(
        back.image.as_deref(),
        Some("https://guide.example/public-objects/stage.jpg")
    );
    assert_eq!(back.ticket_url, event.ticket_url);
    // The price's spacing is the scraper's ('$69-$189'); its amounts are the same.
    let compact = |p: Option<&str>| p.map(|p| p.replace(' ', ""));
    assert_eq!(
        compact(back.ticket_price.as_deref()),
        compact(event.ticket_price.as_deref())
    );
    assert_eq!(
        back.venue.as_deref(),
        Some("Van Wezel Performing Arts Hall")
    );
    assert_eq!(
        back.venue_address.as_deref(),
        Some("777 N Tamiami Trl, Sarasota, FL 34236")
    );

    // Marked cancelled, it is withdrawn by whoever reads the page.
    let cancelled = Event {
        status: EventStatus::Cancelled,
        ..event
    };
    let json = structured_data::event(&cancelled, url, ORIGIN);
    assert_eq!(json["eventStatus"], "https://schema.org/EventCancelled");
    let read = extract_events(&page(&json), url, &options);
    assert!(read.events.is_empty());
    assert_eq!(read.withdrawn[0].status, EventStatus::Cancelled);
}

#[test]
fn a_weekly_series_comes_back_date_for_date() {
    use guide_core::content::series::SeriesIndex;
    let day = |d: u32| Date::new(2026, 12, 1).unwrap().add_days(i64::from(d) - 1);
    // Saturdays Dec 5 to Jan 2: Dec 12 cancelled, Dec 26 skipped.
    let markets: Vec<Event> = [(1, 5), (2, 12), (3, 19), (4, 33)]
        .into_iter()
        .map(|(id, d)| Event {
            id,
            title: "Farmers Market".into(),
            description: "Produce on Lemon Avenue.".into(),
            venue_id: None,
            venue: VenueRef::Name("Lemon Avenue".into()),
            date: day(d),
            end_date: None,
            time: Some("7 AM".into()),
            category: "Other".into(),
            image: None,
            picture: None,
            ticket_price: Some("Free".into()),
            ticket_url: None,
            status: if id == 2 {
                EventStatus::Cancelled
            } else {
                EventStatus::Scheduled
            },
            lang: Default::default(),
            translations: Default::default(),
            untranslated: Vec::new(),
            series: None,
        })
        .collect();
    let shown = SeriesIndex::new(&markets).shown(&markets, 0, day(1));
    let url = "https://guide.example/events/1-farmers-market";
    let json = structured_data::event(&shown, url, ORIGIN);
    assert_eq!(
        json["eventSchedule"]["byDay"],
        "https://schema.org/Saturday"
    );
    let options = ExtractOptions::new(day(1), CityZone::default());
    let found = extract_events(&page(&json), url, &options).events;
    let dates: Vec<String> = found.iter().map(|e| e.date.to_string()).collect();
    assert_eq!(dates, ["2026-12-05", "2026-12-19", "2027-01-02"], "{json}");
    assert!(
        found.iter().all(|e| e.time.as_deref() == Some("7:00 AM")),
        "{found:?}"
    );
}

#[test]
fn an_activity_comes_back_as_it_was_stored() {
    let activity = Activity {
        id: 7,
        name: "Marie Selby Botanical Gardens".into(),
        description: "Orchids and bromeliads on Sarasota Bay.".into(),
        address: Some("1534 Mound St, Sarasota, FL 34236".into()),
        phone: Some("9413665731".into()),
        website: Some("https://selby.org/visit".into()),
        image: Some("https://selby.org/garden.jpg".into()),
        picture: None,
        activity_type: ActivityType::Gardens,
        recurring_schedule: Some("Daily 10 AM - 5 PM".into()),
        capacity: Some(500),
        venue_type: Some("Park".into()),
        location: None,
        price: Some("$35".into()),
        // Its facts come back from amenityFeature and isAccessibleForFree.
        facts: vec![
            Fact::Outdoor,
            Fact::Kids,
            Fact::Free,
            Fact::StepFree,
            Fact::WheelchairLoan,
            Fact::PaidParking,
        ],
        visit_minutes: None,
        latitude: None,
        longitude: None,
        lang: Default::default(),
        translations: Default::default(),
        untranslated: Vec::new(),
    };
    let url = "https://guide.example/activities/7-marie-selby-botanical-gardens";
    let json = structured_data::activity(&activity, url, ORIGIN, today());
    let back = extract_activity(&page(&json), url).unwrap();
    assert_eq!(back, Activity { id: 0, ..activity }, "{json}");
}

#[test]
fn a_restaurant_comes_back_as_it_was_stored() {
    let restaurant = Restaurant {
        id: 12,
        name: "Siesta Key Oyster Bar".into(),
        description: "Oysters, grouper and live music in Siesta Village.".into(),
        address: Some("5238 Ocean Blvd, Sarasota, FL 34242".into()),
        phone: Some("9413463008".into()),
        website: Some("https://skob.com/siesta-key".into()),
        image: Some("https://skob.com/bar.jpg".into()),
        picture: None,
        rating: Some(8.4),
        price_range: PriceRange::Moderate,
        cuisine: Some("Seafood".into()),
        cuisine_detail: Some("Gulf oysters".into()),
        open_hours: Some("Daily 11 AM - 10 PM".into()),
        reservation_url: Some("https://skob.com/reserve".into()),
        latitude: Some(27.2677),
        longitude: Some(-82.5469),
        area: Some("Siesta Key".into()),
        facts: vec![Fact::Dogs, Fact::AccessibleRestroom, Fact::StreetParking],
        lang: Default::default(),
        translations: Default::default(),
        untranslated: Vec::new(),
    };
    let url = "https://guide.example/restaurants/12-siesta-key-oyster-bar";
    let json = structured_data::restaurant(&restaurant, url, ORIGIN, today());
    let back = extract_restaurant(&page(&json), url, &AreaTable::default()).unwrap();
    assert_eq!(
        back.restaurant,
        Restaurant {
            id: 0,
            ..restaurant.clone()
        },
        "{json}"
    );
    // Hours as schema.org's openingHoursSpecification, read back to the
    // same week: split days, two spans a day, one past midnight.
    for hours in [
        "Mon-Thu 11 AM - 2:30 PM, 5 PM - 9:30 PM; Fri-Sat 11 AM - 1 AM",
        "Daily 10 AM - 5 PM; Thu 10 AM - 8 PM",
        "Tue-Sun 10 AM - 5 PM",
    ] {
        let with_hours = Restaurant {
            open_hours: Some(hours.into()),
            ..restaurant.clone()
        };
        let json = structured_data::restaurant(&with_hours, url, ORIGIN, today());
        assert!(json.get("openingHours").is_none(), "{json}");
        let back = extract_restaurant(&page(&json), url, &AreaTable::default()).unwrap();
        let week = |text: &str| {
            let read = OpeningHours::parse(text).unwrap();
            (0..7).map(|d| read.weekday_spans(d)).collect::<Vec<_>>()
        };
        let back = back.restaurant.open_hours.unwrap();
        assert_eq!(week(&back), week(hours), "{hours} came back as {back}");
    }
    let json = structured_data::restaurant(
        &Restaurant {
            open_hours: Some("Daily 10 AM - 5 PM; Thu 10 AM - 8 PM".into()),
            ..restaurant.clone()
        },
        url,
        ORIGIN,
        today(),
    );
    assert_eq!(
        json["openingHoursSpecification"],
        serde_json::json!([
            {"@type": "OpeningHoursSpecification", "dayOfWeek": ["Monday", "Tuesday", "Wednesday", "Friday", "Saturday", "Sunday"], "opens": "10:00", "closes": "17:00"},
            {"@type": "OpeningHoursSpecification", "dayOfWeek": ["Thursday"], "opens": "10:00", "closes": "20:00"},
        ])
    );
    // Hours core cannot read stay the text staff wrote.
    let seasonal = Restaurant {
        open_hours: Some("Seasonal".into()),
        ..restaurant.clone()
    };
    assert_eq!(
        structured_data::restaurant(&seasonal, url, ORIGIN, today())["openingHours"],
        "Seasonal"
    );

    // Another site's amenities, in Google's words: what the guide has a
    // fact for is read, true ones only; the rest is left out.
    let json = serde_json::json!({
        "@context": "https://schema.org", "@type": "Restaurant", "name": "Pop's Sunset Grill",
        "amenityFeature": [
            {"@type": "LocationFeatureSpecification", "name": "Wheelchair accessible entrance", "value": true},
            {"@type": "LocationFeatureSpecification", "name": "Pets allowed", "value": "True"},
            {"@type": "LocationFeatureSpecification", "name": "Free parking lot", "value": false},
            {"@type": "LocationFeatureSpecification", "name": "Live music", "value": true},
        ],
    });
    let back = extract_restaurant(&page(&json), url, &AreaTable::default()).unwrap();
    assert_eq!(back.restaurant.facts, [Fact::Dogs, Fact::StepFree]);

    // A cuisine the spec files under 'Other' comes back as its own words.
    let peruvian = Restaurant {
        name: "Selva Grill".into(),
        cuisine: Some("Other".into()),
        cuisine_detail: Some("Peruvian".into()),
        ..restaurant
    };
    let json = structured_data::restaurant(&peruvian, url, ORIGIN, today());
    assert_eq!(json["servesCuisine"], "Peruvian");
    let back = extract_restaurant(&page(&json), url, &AreaTable::default()).unwrap();
    assert_eq!(back.restaurant.cuisine.as_deref(), Some("Other"));
    assert_eq!(back.restaurant.cuisine_detail.as_deref(), Some("Peruvian"));
}

#[test]
fn a_places_holidays_are_dated_days_of_their_own_and_come_back_closed() {
    let activity: Activity = serde_json::from_value(serde_json::json!({
        "id": 3,
        "name": "Mote Aquarium",
        "description": "Sharks, manatees and sea turtles.",
        "activityType": "wildlife",
        "recurringSchedule": "Daily 10 AM - 5 PM; closed Thanksgiving, Christmas Day; Christmas Eve 10 AM - 2 PM",
    }))
    .unwrap();
    let url = "https://guide.example/activities/3-mote-aquarium";
    let json = structured_data::activity(&activity, url, ORIGIN, today());
    let specs = json["openingHoursSpecification"].as_array().unwrap();
    // The week, then each holiday at its next date from December 4,
    // 2026: Christmas Eve's own hours, Christmas Day closed (00:00 to
    // 00:00), and next year's Thanksgiving.
    assert_eq!(specs[0]["dayOfWeek"].as_array().unwrap().len(), 7);
    let days: Vec<(&str, &str, &str)> = specs[1..]
        .iter()
        .map(|s| {
            assert_eq!(s["validFrom"], s["validThrough"]);
            (
                s["validFrom"].as_str().unwrap(),
                s["opens"].as_str().unwrap(),
                s["closes"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        days,
        [
            ("2026-12-24", "10:00", "14:00"),
            ("2026-12-25", "00:00", "00:00"),
            ("2027-11-25", "00:00", "00:00"),
        ]
    );
    // Read back, the closed days are dated days of the week's hours.
    let back = extract_activity(&page(&json), url).unwrap();
    let hours = back.recurring_schedule.unwrap();
    assert_eq!(hours, "Daily 10 AM - 5 PM; closed Dec 25, Nov 25", "{json}");
    let read = OpeningHours::parse(&hours).unwrap();
    let closed = |date: &str| read.spans_on(Date::parse(date).unwrap()).is_empty();
    assert!(closed("2026-12-25") && closed("2027-11-25"));
    assert!(!closed("2026-12-26"));
}
