//! The events page's list a screen at a time (`GET /api/events/page`): the
//! same events as the device's filter of the full list, the same size at
//! any size of guide, and clear errors for addresses it cannot read.

use guide_core::content::event_index::{EventIndex, EventQuery};

use guide_core::content::events::CATEGORIES;
use guide_core::content::lists::{EventsSlice, MAX_SLICE, PAGE_SIZE};
use guide_core::content::model::Event;
use guide_core::text::catalogs::catalog;
use guide_core::text::lang::Lang;
use reqwest::StatusCode;

use crate::support::{TestApp, assert_json_error, database_url, objects, urlencode};

async fn slice(app: &TestApp, query: &str) -> EventsSlice {
    let response = app.get(&format!("/api/events/page{query}")).await;
    assert_eq!(response.status(), StatusCode::OK, "{query}");
    response.json().await.unwrap()
}

fn ids(events: &[Event]) -> Vec<i64> {
    events.iter().map(|e| e.id).collect()
}

/// For the whole list, every category, every venue and a keyword, the
/// slices put together are the device's filter of the full list, in order,
/// and the first is one screen.
#[tokio::test]
async fn the_events_list_is_read_a_screen_at_a_time_as_the_device_filters_it() {
    let app = TestApp::spawn().await;
    let today =
        guide_core::CityClock::midnight(guide_server::today(guide_core::CityZone::default()));
    let everything: Vec<Event> = serde_json::from_value(app.get_json("/api/events").await).unwrap();
    let device = EventIndex::new(everything.clone());
    let on_device = |query: &EventQuery| -> Vec<i64> {
        device
            .filter(query, today)
            .iter()
            .map(|&i| everything[i as usize].id)
            .collect()
    };

    let first = slice(&app, "").await;
    let all = on_device(&EventQuery::default());
    assert!(all.len() > PAGE_SIZE, "the demo fills more than a screen");
    assert_eq!(first.total as usize, all.len());
    assert_eq!(ids(&first.events), all[..PAGE_SIZE]);
    assert_eq!(first.venues, device.venue_choices());
    let second = slice(&app, &format!("?offset={PAGE_SIZE}")).await;
    assert_eq!(
        ids(&second.events),
        all[PAGE_SIZE..(2 * PAGE_SIZE).min(all.len())]
    );
    let rest = slice(&app, &format!("?offset={PAGE_SIZE}&limit={MAX_SLICE}")).await;
    assert_eq!(ids(&rest.events), all[PAGE_SIZE..]);
    assert_eq!(rest.total, first.total);

    let mut compared = 0;
    let filters = CATEGORIES
        .iter()
        .map(|category| ("category", category.to_string()))
        .chain(device.venue_choices().into_iter().map(|v| ("venue", v)))
        .chain([("q", "sarasota".to_string()), ("dates", "thisMonth".into())]);
    for (key, value) in filters {
        let address = format!("?{key}={}", urlencode(&value));
        let query = EventQuery::from_address([(key, value.as_str())]).unwrap();
        let wanted = on_device(&query);
        let got = slice(&app, &format!("{address}&limit={MAX_SLICE}")).await;
        assert_eq!(ids(&got.events), wanted, "{address}");
        assert_eq!(got.total as usize, wanted.len(), "{address}");
        compared += 1;
    }
    assert!(compared > CATEGORIES.len());
}

#[tokio::test]
async fn an_address_the_list_cannot_read_is_refused_in_words() {
    let app = TestApp::spawn().await;
    for (query, words) in [
        ("?limit=0", "limit must be between 1 and 960"),
        ("?limit=961", "limit must be between 1 and 960"),
        ("?limit=many", "limit must be a whole number, not 'many'"),
        ("?offset=-1", "offset must be a whole number, not '-1'"),
        (
            "?dates=custom&start=tomorrow",
            "start is not a date (YYYY-MM-DD): 'tomorrow'",
        ),
        (
            "?dates=custom&start=2026-12-01&end=2026-12-99",
            "end is not a date (YYYY-MM-DD): '2026-12-99'",
        ),
    ] {
        let error = assert_json_error(
            app.get(&format!("/api/events/page{query}")).await,
            StatusCode::BAD_REQUEST,
        )
        .await;
        assert_eq!(error, words, "{query}");
    }
    // Unknown keys and date choices are no filter, as on the page.
    let plain = slice(&app, "?dates=someday&colour=blue").await;
    assert_eq!(plain.total, slice(&app, "").await.total);
}

/// With 10,000 more events the first screen is still one screen: the
/// page's first read does not grow with the guide.
#[tokio::test]
async fn the_first_screen_is_one_screen_at_any_size_of_guide() {
    let app = TestApp::spawn().await;
    let small = slice(&app, "").await;
    let store = guide_server::store::Store::open(&database_url(app.data_dir.path()).await)
        .await
        .unwrap();
    let today = guide_server::today(guide_core::CityZone::default());
    guide_server::demo::add_load_test_events(&store, &objects(), today, 10_000)
        .await
        .unwrap();
    store.close().await;
    // Another instance wrote: this one asks the database again after a moment.
    tokio::time::sleep(guide_server::store::VERSION_TTL * 2).await;
    let large = slice(&app, "").await;
    assert_eq!(large.events.len(), PAGE_SIZE);
    assert!(
        large.total as usize >= small.total as usize + 9_000,
        "{}",
        large.total
    );
    assert_eq!(
        large.venues, small.venues,
        "the same venues, whatever the count"
    );
    let bytes = |s: &EventsSlice| serde_json::to_vec(s).unwrap().len();
    assert!(
        bytes(&large) < 2 * bytes(&small),
        "{} bytes at 10,035 events against {} at the demo's",
        bytes(&large),
        bytes(&small)
    );
    let last = slice(&app, &format!("?offset={}", large.total - 1)).await;
    assert_eq!(last.events.len(), 1);
}

/// Home's 'Upcoming Events' from the server are core's selection from the
/// whole list, and stay six at any size of guide.
#[tokio::test]
async fn home_reads_its_upcoming_events_alone() {
    let app = TestApp::spawn().await;
    let today = guide_server::today(guide_core::CityZone::default());
    let everything: Vec<Event> = serde_json::from_value(app.get_json("/api/events").await).unwrap();
    let wanted: Vec<i64> = EventIndex::new(everything.clone())
        .home_selection(today)
        .into_iter()
        .map(|i| everything[i].id)
        .collect();
    let home = |app: &TestApp| {
        let url = app.url("/api/events/home");
        let client = app.client.clone();
        async move {
            let events: Vec<Event> = client.get(url).send().await.unwrap().json().await.unwrap();
            ids(&events)
        }
    };
    assert_eq!(wanted.len(), 6);
    assert_eq!(home(&app).await, wanted);

    let store = guide_server::store::Store::open(&database_url(app.data_dir.path()).await)
        .await
        .unwrap();
    guide_server::demo::add_load_test_events(&store, &objects(), today, 2_000)
        .await
        .unwrap();
    store.close().await;
    tokio::time::sleep(guide_server::store::VERSION_TTL * 2).await;
    assert_eq!(home(&app).await.len(), 6);
}

/// An event's page reads the event and three more at its venue, not the
/// whole list; an unknown id is a 404 and a word a 400, both in words.
#[tokio::test]
async fn an_events_page_reads_its_event_and_more_at_its_venue() {
    use guide_core::content::related::EventPage;
    let app = TestApp::spawn().await;
    let today = guide_server::today(guide_core::CityZone::default());
    let everything: Vec<Event> = serde_json::from_value(app.get_json("/api/events").await).unwrap();
    let event = everything
        .iter()
        .find(|e| e.title == "The Nutcracker")
        .unwrap();
    let page: EventPage =
        serde_json::from_value(app.get_json(&format!("/api/events/{}", event.id)).await).unwrap();
    let series = guide_core::content::series::SeriesIndex::new(&everything);
    assert_eq!(
        page,
        EventPage::of(&everything, &series, event.id, today).unwrap()
    );
    assert_eq!(page.event.title, "The Nutcracker");
    assert!(!page.more_at_venue.is_empty() && page.more_at_venue.len() <= 3);
    assert_json_error(app.get("/api/events/999999").await, StatusCode::NOT_FOUND).await;
    let error = assert_json_error(app.get("/api/events/swan").await, StatusCode::BAD_REQUEST).await;
    assert_eq!(error, "'swan' is not an event id");
}

/// An activity's or a restaurant's page reads the place, the places near
/// it and what's on there, worked out by the server by core's rules from
/// the lists, at the city's day.
#[tokio::test]
async fn a_places_page_reads_the_place_the_places_near_it_and_whats_on_there() {
    use guide_core::content::areas::AreaTable;
    use guide_core::content::model::{Activity, Restaurant};
    use guide_core::content::related::{ActivityPage, RestaurantPage};
    let app = TestApp::spawn().await;
    let today = guide_server::today(guide_core::CityZone::default());
    let events: Vec<Event> = serde_json::from_value(app.get_json("/api/events").await).unwrap();
    let areas: AreaTable = serde_json::from_value(app.get_json("/api/areas").await).unwrap();
    let activities: Vec<Activity> =
        serde_json::from_value(app.get_json("/api/activities").await).unwrap();
    let restaurants: Vec<Restaurant> =
        serde_json::from_value(app.get_json("/api/restaurants").await).unwrap();
    for restaurant in &restaurants {
        let page: RestaurantPage = serde_json::from_value(
            app.get_json(&format!("/api/restaurants/{}", restaurant.id))
                .await,
        )
        .unwrap();
        let places = (activities.as_slice(), restaurants.as_slice());
        assert_eq!(
            page,
            RestaurantPage::of(&areas, places, &events, restaurant.id, today).unwrap()
        );
    }
    let mut on_here = 0;
    for activity in &activities {
        let page: ActivityPage = serde_json::from_value(
            app.get_json(&format!("/api/activities/{}", activity.id))
                .await,
        )
        .unwrap();
        let places = (activities.as_slice(), restaurants.as_slice());
        assert_eq!(
            page,
            ActivityPage::of(&areas, places, &events, activity.id, today).unwrap()
        );
        on_here += page.on_here.len();
    }
    assert!(on_here > 0, "the demo's events are at some of its places");
    let page: ActivityPage = serde_json::from_value(
        app.get_json(&format!("/api/activities/{}", activities[0].id))
            .await,
    )
    .unwrap();
    assert!(!page.nearby.restaurants.is_empty() && page.nearby.restaurants.len() <= 3);
    assert_json_error(
        app.get("/api/activities/999999").await,
        StatusCode::NOT_FOUND,
    )
    .await;
    assert_json_error(
        app.get("/api/restaurants/999999").await,
        StatusCode::NOT_FOUND,
    )
    .await;
    let error = assert_json_error(
        app.get("/api/restaurants/owens").await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert_eq!(error, "'owens' is not a restaurant's id");
}

/// `?lang=` of an item's page: the page as a page in that language shows
/// it, core's localization of each item, so that the app's page puts
/// nothing into its language while it hydrates.
#[tokio::test]
async fn an_items_page_is_read_in_the_pages_language() {
    use guide_core::content::related::{ActivityPage, EventPage, RestaurantPage};
    use guide_core::text::lang::Lang;
    let app = crate::admin::app_with_admin().await;
    let cookie = crate::admin::sign_in(&app).await;
    for (kind, main, field, lang) in [
        ("events", "event", "title", Lang::Es),
        ("activities", "activity", "name", Lang::Fr),
        ("restaurants", "restaurant", "name", Lang::De),
    ] {
        let list = app.get_json(&format!("/api/{kind}")).await;
        let ids: Vec<i64> = list
            .as_array()
            .unwrap()
            .iter()
            .map(|i| i["id"].as_i64().unwrap())
            .collect();
        // Staff give the first item its name in the language.
        let saved = crate::admin::admin_send(
            &app,
            &cookie,
            reqwest::Method::PUT,
            &format!("/api/admin/{kind}/{}/translations", ids[0]),
            &serde_json::json!({"lang": "en", "translations": {lang.code(): {field: "Übersetzt"}}}),
        )
        .await;
        assert_eq!(saved.status(), StatusCode::OK);
        for id in ids.iter().take(12) {
            let stored = app.get_json(&format!("/api/{kind}/{id}")).await;
            let shown = app
                .get_json(&format!("/api/{kind}/{id}?lang={}", lang.code()))
                .await;
            let expected = match kind {
                "events" => serde_json::to_value(
                    serde_json::from_value::<EventPage>(stored.clone())
                        .unwrap()
                        .in_language(lang),
                ),
                "activities" => serde_json::to_value(
                    serde_json::from_value::<ActivityPage>(stored.clone())
                        .unwrap()
                        .in_language(lang),
                ),
                _ => serde_json::to_value(
                    serde_json::from_value::<RestaurantPage>(stored.clone())
                        .unwrap()
                        .in_language(lang),
                ),
            }
            .unwrap();
            assert_eq!(shown, expected, "{kind}/{id} in {lang:?}");
        }
        // The translation is laid over the text as written, and the fields
        // left as written are named.
        let shown = app
            .get_json(&format!("/api/{kind}/{}?lang={}", ids[0], lang.code()))
            .await;
        assert_eq!(shown[main][field], "Übersetzt", "{kind}");
        assert!(
            shown[main]
                .get("translations")
                .is_none_or(|t| t.as_object().is_none_or(|t| t.is_empty())),
            "{kind}: one language is sent"
        );
        assert!(
            shown[main]["untranslated"]
                .as_array()
                .unwrap()
                .iter()
                .any(|f| f == "description"),
            "{kind}"
        );
        let stored = app.get_json(&format!("/api/{kind}/{}", ids[0])).await;
        assert_ne!(
            stored[main][field], "Übersetzt",
            "{kind}: as stored without ?lang="
        );
    }
    let error = assert_json_error(
        app.get("/api/events/1?lang=xx").await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert!(
        error.contains("the guide is not in the language 'xx'"),
        "{error}"
    );
}

/// `GET /api/search?q=`: the search page's first answer, core's search
/// over the same lists the device searches at the city's clock, and a
/// clear refusal of what is not a search.
#[tokio::test]
async fn a_search_is_answered_by_the_server_as_the_device_would() {
    use guide_core::CityClock;
    use guide_core::content::search::{RESULTS_SHOWN, SearchAnswer, SearchIndex};
    let app = TestApp::spawn().await;
    let events: Vec<Event> = serde_json::from_value(app.get_json("/api/events").await).unwrap();
    let activities: Vec<guide_core::content::model::Activity> =
        serde_json::from_value(app.get_json("/api/activities").await).unwrap();
    let restaurants: Vec<guide_core::content::model::Restaurant> =
        serde_json::from_value(app.get_json("/api/restaurants").await).unwrap();
    let device = SearchIndex::new(&events, &activities, &restaurants);
    // Facet words, a day's name and a query that finds nothing are read
    // the same way; none of them reads the minute, which could turn.
    for query in [
        "jazz",
        "botanicl",
        "Sarasota",
        "free",
        "tonight",
        "thanksgiving",
        "mutcracker",
        "a",
        "",
        "   ",
    ] {
        // In English by default, and in the language asked for.
        for (asked, lang) in [
            ("", Lang::En),
            ("&lang=es", Lang::Es),
            ("&lang=de", Lang::De),
        ] {
            let response = app
                .get(&format!("/api/search?q={}{asked}", urlencode(query)))
                .await;
            assert_eq!(response.status(), StatusCode::OK, "{query}");
            let answer: SearchAnswer = response.json().await.unwrap();
            let now = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .unwrap()
                .as_millis() as i64;
            let clock = CityClock::at(guide_core::CityZone::NEW_YORK, now).unwrap();
            assert_eq!(
                answer,
                device.answer(query, clock, RESULTS_SHOWN, catalog(lang)),
                "{query} {lang:?}"
            );
            assert!(answer.hits.len() <= RESULTS_SHOWN);
        }
    }
    // The results' words are the language's: an event's price and days.
    let jazz: SearchAnswer =
        serde_json::from_value(app.get_json("/api/search?q=jazz&lang=es").await).unwrap();
    let english: SearchAnswer =
        serde_json::from_value(app.get_json("/api/search?q=jazz").await).unwrap();
    assert!(!jazz.hits.is_empty());
    assert_ne!(
        jazz.hits[0].when, english.hits[0].when,
        "the days in Spanish"
    );
    let response = app.get("/api/search?q=jazz&lang=xx").await;
    let error = assert_json_error(response, StatusCode::BAD_REQUEST).await;
    assert!(error.contains("not in the language 'xx'"), "{error}");
    let found: SearchAnswer =
        serde_json::from_value(app.get_json("/api/search?q=jazz").await).unwrap();
    assert!(!found.hits.is_empty());
    let free: SearchAnswer =
        serde_json::from_value(app.get_json("/api/search?q=free").await).unwrap();
    assert!(free.hits.iter().any(|h| h.title == "Siesta Beach"));
    let nothing: SearchAnswer =
        serde_json::from_value(app.get_json("/api/search?q=mutcracker").await).unwrap();
    assert_eq!(
        nothing.nearest.first().map(String::as_str),
        Some("nutcracker")
    );

    let long = "a".repeat(201);
    let error = assert_json_error(
        app.get(&format!("/api/search?q={long}")).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert_eq!(error, "a search is at most 200 characters");
}

/// Home's 'Tonight' and 'This weekend' (`GET /api/events/whats-on`): core's
/// answer over every event at the city's minute, and an event added for
/// today (all day, so on tonight at any hour) leads tonight's list.
#[tokio::test]
async fn whats_on_is_cores_answer_at_the_citys_minute() {
    use guide_core::CityClock;
    use guide_core::content::lists::{WhatsOn, whats_on};
    let app = TestApp::spawn().await;
    let zone = guide_core::CityZone::default();
    let everything: Vec<Event> = serde_json::from_value(app.get_json("/api/events").await).unwrap();
    // Asked again if the minute turned while it was asked.
    let (answer, at) = loop {
        let before = guide_server::clock::city_clock(zone);
        let answer: WhatsOn =
            serde_json::from_value(app.get_json("/api/events/whats-on").await).unwrap();
        if guide_server::clock::city_clock(zone) == before {
            break (answer, before);
        }
    };
    assert_eq!(answer, whats_on(&everything, zone, at));
    let now_ms = zone.unix_ms(at);
    assert!(answer.changes_at > now_ms, "it changes after now");
    assert!(answer.changes_at <= zone.unix_ms(CityClock::midnight(at.today.add_days(4))));
    assert!(answer.tonight.events.len() <= 4 && answer.weekend.events.len() <= 4);
    assert!(answer.tonight.total as usize >= answer.tonight.events.len());
}
