//! The search's relevance table: queries a visitor types, over the guide's
//! demo content (server/demo/demo.json), and the result that must come
//! first.

use guide_core::Date;
use guide_core::model::{Activity, Event, Restaurant, Venue, VenueRef};
use guide_core::search::{SearchHit, SearchIndex, SearchKind};
use serde_json::Value;

const DEMO: &str = include_str!("../../server/demo/demo.json");

/// The demo content as the API serves it (ids in file order).
fn demo() -> (Vec<Event>, Vec<Activity>, Vec<Restaurant>) {
    let demo: Value = serde_json::from_str(DEMO).unwrap();
    let venues: Vec<(String, Venue)> = demo["venues"]
        .as_array()
        .unwrap()
        .iter()
        .enumerate()
        .map(|(i, v)| {
            let venue = Venue {
                id: i as i64 + 1,
                name: v["name"].as_str().unwrap().to_string(),
                website: v["website"].as_str().map(String::from),
                address: v["address"].as_str().map(String::from),
                phone: None,
                description: v["description"].as_str().map(String::from),
                capacity: None,
                venue_type: None,
            };
            (v["key"].as_str().unwrap().to_string(), venue)
        })
        .collect();
    let today = Date::new(2026, 11, 23).unwrap();
    let events = demo["events"]
        .as_array()
        .unwrap()
        .iter()
        .enumerate()
        .map(|(i, e)| {
            let named = e["venue"].as_str().unwrap_or("");
            let venue = match venues.iter().find(|(key, _)| key == named) {
                Some((_, venue)) => VenueRef::Details(venue.clone()),
                None => VenueRef::Name(e["venueName"].as_str().unwrap_or(named).to_string()),
            };
            Event {
                id: i as i64 + 1,
                title: e["title"].as_str().unwrap().to_string(),
                description: e["description"].as_str().unwrap_or("").to_string(),
                venue_id: None,
                venue,
                date: today.add_days(e["startInDays"].as_i64().unwrap_or(0)),
                end_date: None,
                time: None,
                category: e["category"].as_str().unwrap().to_string(),
                image: None,
                ticket_price: None,
                ticket_url: None,
                status: Default::default(),
            }
        })
        .collect();
    let with_ids = |key: &str| -> Vec<Value> {
        demo[key]
            .as_array()
            .unwrap()
            .iter()
            .enumerate()
            .map(|(i, item)| {
                let mut item = item.clone();
                item["id"] = Value::from(i as i64 + 1);
                item
            })
            .collect()
    };
    let activities = with_ids("activities")
        .into_iter()
        .map(|a| serde_json::from_value(a).unwrap())
        .collect();
    let restaurants = with_ids("restaurants")
        .into_iter()
        .map(|r| serde_json::from_value(r).unwrap())
        .collect();
    (events, activities, restaurants)
}

fn index() -> SearchIndex {
    let (events, activities, restaurants) = demo();
    SearchIndex::new(&events, &activities, &restaurants)
}

fn titles(hits: &[SearchHit]) -> Vec<&str> {
    hits.iter().map(|h| h.title.as_str()).collect()
}

#[test]
fn the_first_result_is_the_one_a_visitor_means() {
    let index = index();
    let table: [(&str, &str); 27] = [
        // A typo, as typed, and a missing letter.
        ("nutcraker", "The Nutcracker"),
        ("nutcrac", "The Nutcracker"),
        ("selby", "Marie Selby Botanical Gardens"),
        ("siesta", "Siesta Beach"),
        ("sushi", "Kiyoshi's Sushi"),
        // Accents and case do not matter, either way.
        ("les miserables", "Les Misérables"),
        ("CAFE L'EUROPE", "Café L'Europe"),
        ("hamiltn", "Hamilton"),
        ("ringling", "The Ringling Museum of Art"),
        ("dolphin", "Sarasota Bay Dolphin Cruise"),
        ("kayak mangrove", "Lido Key Mangrove Tunnel Kayak Tour"),
        ("oyster", "Siesta Key Oyster Bar"),
        ("steak", "Connors Steakhouse"),
        ("indian", "Tandoor"),
        ("thai", "Drunken Poet Café"),
        ("chalk", "Sarasota Chalk Festival"),
        ("circus", "Circus Arts Conservatory"),
        ("big top", "Circus Sarasota: Big Top Spectacular"),
        ("beethoven", "Beethoven's Ninth"),
        ("aquarium", "Mote Aquarium"),
        ("legacy trail", "The Legacy Trail"),
        ("owens", "Owen's Fish Camp"),
        ("van wezel", "Van Wezel Performing Arts Hall"),
        ("farmers market", "Sarasota Farmers Market"),
        ("myaka", "Myakka River State Park"),
        // The finer cuisine staff or the page gave.
        ("peruvian", "Selva Grill"),
        ("cuban", "Columbia Restaurant"),
    ];
    let mut wrong = Vec::new();
    for (query, expected) in table {
        let hits = index.search(query, 10);
        if hits.first().map(|h| h.title.as_str()) != Some(expected) {
            wrong.push(format!(
                "{query:?}: {:?}, expected {expected:?} first",
                titles(&hits)
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn siesta_finds_the_beach_and_the_restaurants_on_the_key() {
    let hits = index().search("siesta", 20);
    assert_eq!(hits[0].title, "Siesta Beach");
    let restaurants: Vec<&str> = hits
        .iter()
        .filter(|h| h.kind == SearchKind::Restaurant)
        .map(|h| h.title.as_str())
        .collect();
    for on_the_key in [
        "Siesta Key Oyster Bar",
        "Ophelia's on the Bay",
        "The Cottage",
    ] {
        assert!(
            restaurants.contains(&on_the_key),
            "{on_the_key} in {restaurants:?}"
        );
    }
    // The restaurant named for the key before those only in its area.
    assert_eq!(restaurants[0], "Siesta Key Oyster Bar");
}

#[test]
fn opera_house_events_come_before_other_events() {
    let hits = index().search("opera", 20);
    let events: Vec<&SearchHit> = hits
        .iter()
        .filter(|h| h.kind == SearchKind::Event)
        .collect();
    let at_the_house = |h: &&SearchHit| h.detail == "Sarasota Opera House";
    let first_elsewhere = events
        .iter()
        .position(|h| !at_the_house(h))
        .unwrap_or(events.len());
    assert_eq!(first_elsewhere, 3, "{:?}", titles(&hits));
    assert!(
        events
            .iter()
            .skip(first_elsewhere)
            .all(|h| !at_the_house(h))
    );
    assert!(
        hits.iter()
            .any(|h| h.kind == SearchKind::Venue && h.title == "Sarasota Opera House")
    );
}

#[test]
fn every_word_must_match_and_empty_queries_find_nothing() {
    let index = index();
    assert!(index.search("", 10).is_empty());
    assert!(index.search("  the  ", 10).is_empty(), "stop words alone");
    assert!(index.search("sushi zebra", 10).is_empty());
    assert_eq!(titles(&index.search("lido beach", 3))[0], "Lido Beach");
    // The first letter is not forgiven: 'mutcracker' is another word.
    assert!(index.search("mutcracker", 10).is_empty());
    // Short words must be typed right.
    assert!(
        titles(&index.search("spo", 10))
            .iter()
            .all(|t| !t.contains("Spa"))
    );
}

#[test]
fn results_carry_what_the_page_shows() {
    let index = index();
    let hamilton = &index.search("hamilton", 1)[0];
    assert_eq!(hamilton.kind, SearchKind::Event);
    assert_eq!(hamilton.detail, "Van Wezel Performing Arts Hall");
    let sushi = &index.search("sushi", 1)[0];
    assert_eq!(
        (sushi.kind, sushi.detail.as_str()),
        (SearchKind::Restaurant, "Asian · Japanese/Sushi · Other")
    );
    let beach = &index.search("caspersen", 1)[0];
    assert_eq!(
        (beach.kind, beach.detail.as_str()),
        (SearchKind::Activity, "Beach")
    );
    assert_eq!(
        index.len(),
        35 + 16 + 29 + 12,
        "every item, and each venue (all host events) once"
    );
}

#[test]
fn the_days_of_a_series_are_one_result_the_soonest() {
    let (mut events, activities, restaurants) = demo();
    let market = events
        .iter()
        .find(|e| e.title == "Sarasota Farmers Market")
        .unwrap()
        .clone();
    // Its Saturdays, as the demo and a source's series list them; the
    // soonest listed last.
    for week in (0..4).rev() {
        let mut day = market.clone();
        day.id = 900 + week;
        day.date = market.date.add_days(7 * (week - 1));
        events.push(day);
    }
    let index = SearchIndex::new(&events, &activities, &restaurants);
    let hits = index.search("farmers market", 10);
    let markets: Vec<i64> = hits
        .iter()
        .filter(|h| h.title == "Sarasota Farmers Market")
        .map(|h| h.id)
        .collect();
    assert_eq!(markets, vec![900]);
    // The same title elsewhere is another event.
    let mut elsewhere = market.clone();
    elsewhere.id = 990;
    elsewhere.venue = VenueRef::Name("Phillippi Estate Park".into());
    events.push(elsewhere);
    let index = SearchIndex::new(&events, &activities, &restaurants);
    let hits = index.search("farmers market", 10);
    assert_eq!(
        hits.iter()
            .filter(|h| h.title == "Sarasota Farmers Market")
            .count(),
        2
    );
}
