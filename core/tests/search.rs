//! The search's relevance table: queries a visitor types, over the guide's
//! demo content (server/demo/demo.json), and the result that must come
//! first.

use guide_core::CityClock;
use guide_core::Date;
use guide_core::content::model::{Activity, Event, Restaurant, Venue, VenueRef};
use guide_core::content::search::{SearchHit, SearchIndex, SearchKind};
use guide_core::text::catalogs::{Catalog, catalog};
use guide_core::text::lang::Lang;
use guide_core::text::words::Localizer;
use serde_json::Value;

/// The guide's English words.
fn en() -> &'static Catalog {
    catalog(Lang::En)
}

const DEMO: &str = include_str!("../../server/demo/demo.json");

/// The day the demo's events are counted from.
fn demo_today() -> Date {
    Date::new(2026, 11, 23).unwrap()
}

/// 6 PM on `days` after the demo's today (a Monday).
fn evening(days: i64) -> CityClock {
    CityClock {
        today: demo_today().add_days(days),
        minutes: 18 * 60,
    }
}

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
                latitude: None,
                longitude: None,
            };
            (v["key"].as_str().unwrap().to_string(), venue)
        })
        .collect();
    let today = demo_today();
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
            let date = today.add_days(e["startInDays"].as_i64().unwrap_or(0));
            let text = |key: &str| e[key].as_str().map(String::from);
            Event {
                id: i as i64 + 1,
                title: e["title"].as_str().unwrap().to_string(),
                description: e["description"].as_str().unwrap_or("").to_string(),
                venue_id: None,
                venue,
                date,
                end_date: Some(date.add_days(e["durationDays"].as_i64().unwrap_or(0))),
                time: text("time"),
                category: e["category"].as_str().unwrap().to_string(),
                image: text("image"),
                picture: None,
                ticket_price: text("ticketPrice"),
                ticket_url: None,
                status: Default::default(),
                lang: Default::default(),
                translations: Default::default(),
                untranslated: Vec::new(),
                series: None,
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
        let hits = index.search(query, evening(0), 10, en());
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
    let hits = index().search("siesta", evening(0), 20, en());
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
    let hits = index().search("opera", evening(0), 20, en());
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
    assert!(index.search("", evening(0), 10, en()).is_empty());
    assert!(
        index.search("  the  ", evening(0), 10, en()).is_empty(),
        "stop words alone"
    );
    assert!(index.search("sushi zebra", evening(0), 10, en()).is_empty());
    assert_eq!(
        titles(&index.search("lido beach", evening(0), 3, en()))[0],
        "Lido Beach"
    );
    // The first letter is not forgiven: 'mutcracker' is another word.
    assert!(index.search("mutcracker", evening(0), 10, en()).is_empty());
    // Short words must be typed right.
    assert!(
        titles(&index.search("spo", evening(0), 10, en()))
            .iter()
            .all(|t| !t.contains("Spa"))
    );
}

#[test]
fn results_carry_what_the_page_shows() {
    let index = index();
    let hamilton = &index.search("hamilton", evening(0), 1, en())[0];
    assert_eq!(hamilton.kind, SearchKind::Event);
    assert_eq!(hamilton.detail, "Van Wezel Performing Arts Hall");
    let sushi = &index.search("sushi", evening(0), 1, en())[0];
    assert_eq!(
        (sushi.kind, sushi.detail.as_str()),
        (SearchKind::Restaurant, "Asian · Japanese/Sushi · Other")
    );
    let beach = &index.search("caspersen", evening(0), 1, en())[0];
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
    let hits = index.search("farmers market", evening(0), 10, en());
    let markets: Vec<i64> = hits
        .iter()
        .filter(|h| h.title == "Sarasota Farmers Market")
        .map(|h| h.id)
        .collect();
    assert_eq!(markets, vec![900]);
    // A day whose source spells the venue in other capitals, with a space
    // around it, is a day of the same series (the lists' one rule).
    let mut spelt = market.clone();
    spelt.id = 950;
    spelt.date = market.date.add_days(7 * 4);
    spelt.venue = VenueRef::Name(format!(" {} ", market.venue.name().to_uppercase()));
    events.push(spelt);
    let index = SearchIndex::new(&events, &activities, &restaurants);
    let hits = index.search("farmers market", evening(0), 10, en());
    assert_eq!(
        hits.iter()
            .filter(|h| h.title == "Sarasota Farmers Market")
            .map(|h| h.id)
            .collect::<Vec<_>>(),
        vec![900]
    );
    // The same title elsewhere is another event.
    let mut elsewhere = market.clone();
    elsewhere.id = 990;
    elsewhere.venue = VenueRef::Name("Phillippi Estate Park".into());
    events.push(elsewhere);
    let index = SearchIndex::new(&events, &activities, &restaurants);
    let hits = index.search("farmers market", evening(0), 10, en());
    assert_eq!(
        hits.iter()
            .filter(|h| h.title == "Sarasota Farmers Market")
            .count(),
        2
    );
}

/// Whether an event hit's run includes `day`, by the demo's data.
fn event_on(id: i64, day: Date) -> bool {
    let (events, ..) = demo();
    let event = events.iter().find(|e| e.id == id).unwrap();
    event.date <= day && event.end_date.unwrap() >= day
}

#[test]
fn free_finds_what_costs_nothing_and_nothing_that_costs() {
    let index = index();
    let hits = index.search("free", evening(0), 60, en());
    let found = titles(&hits);
    for free in ["Siesta Beach", "Lido Beach"] {
        assert!(found.contains(&free), "{free} in {found:?}");
    }
    assert!(
        hits.iter()
            .all(|h| guide_core::content::activities::is_free(h.price.as_deref()) == Some(true)),
        "{:?}",
        hits.iter()
            .map(|h| (&h.title, &h.price))
            .collect::<Vec<_>>()
    );
    // With a word, the facet filters the word's results.
    let beaches = titles(&index.search("free beach", evening(0), 10, en()))
        .into_iter()
        .map(String::from)
        .collect::<Vec<_>>();
    assert!(beaches.contains(&"Siesta Beach".to_string()), "{beaches:?}");
    assert!(!beaches.contains(&"Siesta Key Sandcastle Workshop".to_string()));
}

#[test]
fn kids_finds_what_is_for_children() {
    let hits = index().search("kids", evening(0), 60, en());
    let found = titles(&hits);
    // A place staff say is good for kids, one priced for children, an
    // event that says it is a family favourite.
    for for_kids in [
        "Mote Aquarium",
        "Siesta Beach",
        "Sarasota Bay Dolphin Cruise",
        "A Christmas Carol",
    ] {
        assert!(found.contains(&for_kids), "{for_kids} in {found:?}");
    }
    // A place's description is not read for it: a family-run restaurant
    // is not for children as such.
    assert!(!found.contains(&"El Toro Bravo"), "{found:?}");
    assert!(!found.contains(&"Sarasota Art Museum"), "{found:?}");
}

#[test]
fn a_query_naming_a_collection_offers_it_in_four_languages() {
    use guide_core::content::collections::Collection::{self, *};
    let index = index();
    let named =
        |query: &str| -> Vec<Collection> { index.answer(query, evening(0), 60, en()).collections };
    for query in [
        "rainy day",
        "Rainy",
        "día de lluvia",
        "lluvia",
        "jour de pluie",
        "pluie",
        "Regentag",
        "regen",
        "indoor",
    ] {
        assert_eq!(named(query), [RainyDay], "{query}");
    }
    for query in ["dog", "perros", "chien", "Hunde", "dog-friendly"] {
        assert_eq!(named(query), [DogFriendly], "{query}");
    }
    for query in ["kids", "niños", "enfants", "Kinder", "with kids"] {
        assert_eq!(named(query), [WithKids], "{query}");
    }
    assert_eq!(named("free"), [FreeThisWeek]);
    assert_eq!(named("gratis"), [FreeThisWeek]);
    assert_eq!(named("step-free"), [StepFree]);
    assert_eq!(named("open late"), [OpenLateTonight]);
    assert_eq!(named("ouvert tard"), [OpenLateTonight]);
    assert_eq!(named("free kids"), [FreeThisWeek, WithKids]);
    assert_eq!(named("jazz"), []);
    assert_eq!(named("nutcracker"), []);
    // 'Rainy day' finds indoor places as 'indoor' does; 'open late' no
    // item, only its collection (each place's hours at ten are the page's
    // to read), and no 'try instead' under it.
    let rainy = index.answer("rainy day", evening(0), 60, en());
    assert!(
        titles(&rainy.hits).contains(&"Mote Aquarium"),
        "{:?}",
        titles(&rainy.hits)
    );
    assert!(!titles(&rainy.hits).contains(&"Siesta Beach"));
    let late = index.answer("open late", evening(0), 60, en());
    assert!(late.hits.is_empty() && late.nearest.is_empty() && late.browse.is_empty());
}

#[test]
fn a_places_facts_are_found_by_their_words_in_four_languages() {
    let index = index();
    let found = |query: &str| -> Vec<String> {
        titles(&index.search(query, evening(0), 60, en()))
            .into_iter()
            .map(String::from)
            .collect()
    };
    for query in ["indoor", "bajo techo", "interieur", "drinnen"] {
        let hits = found(query);
        assert!(
            hits.contains(&"Mote Aquarium".to_string()),
            "{query}: {hits:?}"
        );
        assert!(
            !hits.contains(&"Siesta Beach".to_string()),
            "{query}: {hits:?}"
        );
    }
    for query in ["dog", "perros", "chien", "Hunde", "dog-friendly"] {
        let hits = found(query);
        assert!(
            hits.contains(&"The Legacy Trail".to_string()),
            "{query}: {hits:?}"
        );
        assert!(
            hits.contains(&"Owen's Fish Camp".to_string()),
            "{query}: {hits:?}"
        );
        assert!(
            !hits.contains(&"Mote Aquarium".to_string()),
            "{query}: {hits:?}"
        );
    }
    for query in [
        "step-free",
        "wheelchair",
        "silla de ruedas",
        "fauteuil roulant",
        "barrierefrei",
    ] {
        let hits = found(query);
        assert!(
            hits.contains(&"The Ringling Museum of Art".to_string()),
            "{query}: {hits:?}"
        );
        assert!(
            !hits.contains(&"Caspersen Beach".to_string()),
            "{query}: {hits:?}"
        );
    }
    for query in ["niños", "enfants", "Kinder"] {
        assert!(
            found(query).contains(&"Mote Aquarium".to_string()),
            "{query}"
        );
    }
    // Facts and words together: indoor museums, dogs on Siesta Key.
    assert_eq!(found("indoor aquarium"), ["Mote Aquarium"]);
    let dogs_on_the_key = found("dogs siesta");
    assert!(
        dogs_on_the_key.contains(&"Siesta Key Oyster Bar".to_string()),
        "{dogs_on_the_key:?}"
    );
    assert!(
        !dogs_on_the_key.contains(&"Siesta Beach".to_string()),
        "{dogs_on_the_key:?}"
    );
}

#[test]
fn a_holidays_name_finds_the_events_on_that_day() {
    // Thanksgiving 2026 is Thursday 26 November, three days after the
    // demo's today.
    let thanksgiving = demo_today().add_days(3);
    let hits = index().search("thanksgiving", evening(0), 60, en());
    assert!(!hits.is_empty());
    assert!(
        hits.iter()
            .all(|h| h.kind == SearchKind::Event && event_on(h.id, thanksgiving)),
        "{:?}",
        titles(&hits)
    );
}

#[test]
fn tonight_this_weekend_and_open_now_read_the_clock() {
    let index = index();
    let tonight = index.search("tonight", evening(5), 60, en());
    assert!(!tonight.is_empty());
    assert!(
        tonight
            .iter()
            .all(|h| h.kind == SearchKind::Event && event_on(h.id, demo_today().add_days(5)))
    );
    // Thursday: the weekend is Friday to Sunday.
    let weekend = index.search("this weekend", evening(3), 60, en());
    assert!(!weekend.is_empty());
    assert!(
        weekend
            .iter()
            .all(|h| (4..=6).any(|d| event_on(h.id, demo_today().add_days(d))))
    );
    let open = index.search("open now", evening(0), 60, en());
    assert!(!open.is_empty());
    assert!(open.iter().any(|hit| hit.kind == SearchKind::Activity));
    for hit in &open {
        assert_ne!(hit.kind, SearchKind::Event);
        // Monday, 6 PM.
        assert_eq!(
            guide_core::time::hours::open_now(hit.open_hours.as_deref(), evening(0)),
            Some(true),
            "{}",
            hit.title
        );
    }
    // At 4 AM fewer are open.
    let early = CityClock {
        minutes: 4 * 60,
        ..evening(0)
    };
    assert!(index.search("open now", early, 60, en()).len() < open.len());
}

#[test]
fn a_tag_word_finds_what_has_it_not_what_mentions_it() {
    // 'Beach' is an activity type: the beaches, and what is named after
    // one, not the restaurants whose descriptions mention the sea.
    let hits = index().search("beach", evening(0), 60, en());
    assert!(hits.iter().any(|h| h.title == "Caspersen Beach"));
    for hit in &hits {
        assert!(
            hit.kind == SearchKind::Activity
                || hit.title.to_lowercase().contains("beach")
                || hit.detail.to_lowercase().contains("beach"),
            "{} ({:?})",
            hit.title,
            hit.kind
        );
    }
}

#[test]
fn results_carry_the_cards_facts() {
    let index = index();
    let nutcracker = &index.search("nutcracker", evening(0), 1, en())[0];
    assert_eq!(nutcracker.kind, SearchKind::Event);
    assert!(
        nutcracker
            .when
            .as_deref()
            .is_some_and(|w| w.contains(" · ")),
        "{:?}",
        nutcracker.when
    );
    assert!(nutcracker.price.is_some() && nutcracker.image.is_some());
    let oyster = &index.search("oyster", evening(0), 1, en())[0];
    assert_eq!(oyster.area.as_deref(), Some("Siesta Key"));
    assert!(oyster.open_hours.is_some() && oyster.price.is_some());
    let siesta = &index.search("siesta beach", evening(0), 1, en())[0];
    assert_eq!(siesta.price.as_deref(), Some("Free"));
}

#[test]
fn results_read_in_the_visitors_language_from_one_index() {
    let index = index();
    let es = catalog(Lang::Es);
    let sushi = &index.search("sushi", evening(0), 1, es)[0];
    assert_eq!(sushi.detail, "Asiática · Japanese/Sushi · Other");
    let beach = &index.search("caspersen", evening(0), 1, catalog(Lang::De))[0];
    assert_eq!(beach.detail, "Strand");
    // An event's days and time in the language's form; the same result
    // in English beside it.
    let english = &index.search("nutcracker", evening(0), 1, en())[0];
    let french = &index.search("nutcracker", evening(0), 1, catalog(Lang::Fr))[0];
    assert_eq!(english.id, french.id);
    let (en_when, fr_when) = (english.when.clone().unwrap(), french.when.clone().unwrap());
    assert!(en_when.contains("PM"), "{en_when}");
    assert!(
        !fr_when.contains("PM") && fr_when.contains(':'),
        "{fr_when}"
    );
    let answer = index.answer("mutcracker", evening(0), 10, es);
    let opera = answer.browse.iter().find(|b| b.value == "Opera").unwrap();
    assert_eq!(opera.label, "Ópera");
    let seafood = answer.browse.iter().find(|b| b.value == "Seafood").unwrap();
    assert_eq!(seafood.label, "Pescados y mariscos");
}

#[test]
fn nothing_found_offers_the_nearest_words_and_the_categories() {
    let index = index();
    let answer = index.answer("mutcracker", evening(0), 10, en());
    assert!(answer.hits.is_empty());
    assert_eq!(
        answer.nearest.first().map(String::as_str),
        Some("nutcracker")
    );
    assert!(
        answer
            .browse
            .iter()
            .any(|b| b.kind == SearchKind::Event && b.value == "Opera")
    );
    assert!(
        answer
            .browse
            .iter()
            .any(|b| b.kind == SearchKind::Activity && b.value == "beach")
    );
    assert!(
        answer
            .browse
            .iter()
            .any(|b| b.kind == SearchKind::Restaurant && b.value == "Seafood")
    );
    // Each word found, but not together: the query with one left out.
    let answer = index.answer("sushi zebra", evening(0), 10, en());
    assert!(answer.hits.is_empty());
    assert_eq!(answer.nearest, vec!["sushi"]);
    // Results need no help.
    let answer = index.answer("nutcracker", evening(0), 10, en());
    assert!(!answer.hits.is_empty() && answer.nearest.is_empty() && answer.browse.is_empty());
}

#[test]
fn an_event_that_is_over_is_not_found() {
    let index = index();
    let chalk = |clock| {
        index
            .search("chalk festival", clock, 10, en())
            .iter()
            .any(|h| h.kind == SearchKind::Event)
    };
    let (events, ..) = demo();
    let festival = events
        .iter()
        .find(|e| e.title == "Sarasota Chalk Festival")
        .unwrap();
    let last = festival.end_date.unwrap();
    let at = |day: Date| CityClock {
        today: day,
        minutes: 0,
    };
    assert!(chalk(at(last)), "on its last day");
    assert!(!chalk(at(last.add_days(1))), "the day after");
}

#[test]
fn an_item_is_found_by_its_words_in_every_language_and_shown_in_the_visitor_s() {
    let (mut events, activities, restaurants) = demo();
    let nutcracker = events
        .iter_mut()
        .find(|e| e.title == "The Nutcracker")
        .unwrap();
    nutcracker.translations = serde_json::from_value(serde_json::json!({
        "fr": {"title": "Casse-Noisette", "description": "Le ballet de Tchaïkovski pour les fêtes."}
    }))
    .unwrap();
    let index = SearchIndex::new(&events, &activities, &restaurants);
    for (query, words, shown) in [
        ("casse-noisette", catalog(Lang::Fr), "Casse-Noisette"),
        ("tchaikovski fetes", catalog(Lang::Fr), "Casse-Noisette"),
        ("casse noisette", en(), "The Nutcracker"),
        ("nutcracker", catalog(Lang::Fr), "Casse-Noisette"),
        ("nutcracker", catalog(Lang::De), "The Nutcracker"),
    ] {
        let hits = index.search(query, evening(0), 10, words);
        assert_eq!(
            hits.first().map(|h| h.title.as_str()),
            Some(shown),
            "{query} in {:?}",
            words.lang()
        );
    }
}
