//! API integration tests: the real server on a free port, a fresh database
//! and the demo content, driven over HTTP. The database is a SQLite file in
//! the test's data directory, or, when `GUIDE_TEST_DATABASE_URL` names a
//! PostgreSQL server (`scripts/test` runs the suite a second time so), a
//! database of its own created there for the test.

use std::collections::BTreeSet;

use reqwest::StatusCode;
use serde_json::{Value, json};

mod accounts;
mod adding;
mod admin;
mod admin_scraping;
mod backups;
mod calendar;
mod collections;
mod constraints;
mod editing;
mod embed;
mod federation;
mod federation_fedify;
mod federation_following;
mod federation_inbox;
mod federation_rfc9421;
mod feeds;
mod forecast;
mod hardening;
mod history;
mod image_proxy;
mod instances;
mod languages;
mod lists;
mod mail;
mod metrics;
mod openapi;
mod pages;
mod paging;
mod pictures;
mod reminders;
mod request_ids;
mod scrape;
mod sources;
mod store;
mod submissions;
mod support;
mod today;
mod travel_times;
mod upgrade;
mod uploads;
mod weekly;

use support::{
    TestApp, assert_json_error, create_postgres_database, database_url, empty_database_url,
    error_code, fetch_json, http_client, keys, postgres_server_url, urlencode,
};

#[tokio::test]
async fn health_check_answers() {
    let app = TestApp::spawn().await;
    assert_eq!(app.get_json("/healthz").await, json!({"status": "ok"}));
}

#[tokio::test]
async fn unknown_api_paths_are_json_404s() {
    let app = TestApp::spawn().await;
    assert_eq!(
        assert_json_error(app.get("/api/nope").await, StatusCode::NOT_FOUND).await,
        "Not found"
    );
    assert_json_error(
        app.get("/api/events/extra/segments").await,
        StatusCode::NOT_FOUND,
    )
    .await;
    let wrong_method = app
        .client
        .delete(app.url("/api/events"))
        .send()
        .await
        .unwrap();
    assert_json_error(wrong_method, StatusCode::METHOD_NOT_ALLOWED).await;
}

#[tokio::test]
async fn bad_json_bodies_are_json_4xx() {
    let app = TestApp::spawn().await;
    let malformed = app
        .post_raw("/api/suggestions", "application/json", "{\"name\": ")
        .await;
    assert_json_error(malformed, StatusCode::BAD_REQUEST).await;
    let wrong_types = app
        .post_raw("/api/suggestions", "application/json", r#"{"name": 42}"#)
        .await;
    assert_json_error(wrong_types, StatusCode::UNPROCESSABLE_ENTITY).await;
    let not_json = app
        .post_raw("/api/suggestions", "text/plain", "hello")
        .await;
    assert_json_error(not_json, StatusCode::UNSUPPORTED_MEDIA_TYPE).await;
    let huge = format!("{{\"name\": \"{}\"}}", "x".repeat(200 * 1024));
    let too_large = app
        .post_raw("/api/suggestions", "application/json", huge)
        .await;
    assert_json_error(too_large, StatusCode::PAYLOAD_TOO_LARGE).await;
}

#[tokio::test]
async fn suggestions_are_validated_with_core_rules_and_stored() {
    let app = TestApp::spawn().await;
    let invalid = app
        .client
        .post(app.url("/api/suggestions"))
        .json(&json!({"name": " ", "type": "event", "website": "not a url", "submitterName": "Ana", "submitterEmail": "ana@"}))
        .send()
        .await
        .unwrap();
    assert_eq!(invalid.status(), StatusCode::BAD_REQUEST);
    let body: Value = invalid.json().await.unwrap();
    assert_eq!(body["fields"]["name"], "Name is required");
    assert_eq!(
        body["fields"]["submitterEmail"],
        "Please enter a valid email address"
    );
    assert_eq!(
        body["fields"]["website"],
        "Please enter a website address, such as example.com"
    );

    let created = app
        .client
        .post(app.url("/api/suggestions"))
        .json(&json!({
            "name": "Sarasota Jungle Gardens", "type": "activity", "website": " sarasotajunglegardens.com ",
            "description": "Flamingos", "submitterName": "Ana", "submitterEmail": "ana@example.com"
        }))
        .send()
        .await
        .unwrap();
    assert_eq!(created.status(), StatusCode::CREATED);
    let body: Value = created.json().await.unwrap();
    assert!(body["id"].as_i64().unwrap() > 0);
}

/// A suggestion repeated under one `Idempotency-Key` is stored once,
/// also when the repeats arrive together.
#[tokio::test]
async fn a_suggestion_repeated_under_one_key_is_stored_once() {
    let app = TestApp::spawn_configured(tempfile::tempdir().unwrap(), |config| {
        config.public_writes_per_minute = 100;
    })
    .await;
    let form = json!({"name": "Sarasota Jungle Gardens", "type": "activity", "website": "jungle.example",
                      "submitterName": "Ana", "submitterEmail": "ana@visitor.test"});
    let mut repeats = tokio::task::JoinSet::new();
    for _ in 0..10 {
        let request = app
            .client
            .post(app.url("/api/suggestions"))
            .header("idempotency-key", "4f9c2d1e-offline-suggestion")
            .json(&form);
        repeats.spawn(async move {
            let response = request.send().await.unwrap();
            assert_eq!(response.status(), StatusCode::CREATED);
            let replayed = response.headers().contains_key("idempotent-replayed");
            (
                response.json::<Value>().await.unwrap()["id"]
                    .as_i64()
                    .unwrap(),
                replayed,
            )
        });
    }
    let mut ids = BTreeSet::new();
    let mut replays = 0;
    while let Some(done) = repeats.join_next().await {
        let (id, replayed) = done.unwrap();
        ids.insert(id);
        replays += usize::from(replayed);
    }
    assert_eq!(ids.len(), 1);
    assert_eq!(replays, 9, "one stored it, nine were told so");
    let dir = app.stop().await;
    let store = guide_server::store::Store::open(&database_url(dir.path()).await)
        .await
        .unwrap();
    assert_eq!(store.list_suggestions().await.unwrap().len(), 1);
    store.close().await;
}

/// Offline, the events page filters the saved full list on the device with
/// core's `EventIndex` instead of asking the server. For every category
/// and every venue of the demo data, and every date choice, both ways give
/// the same cards in the same order.
#[tokio::test]
async fn events_filter_the_same_on_the_device_as_on_the_server() {
    use guide_core::content::date_filter::DateFilter;
    use guide_core::content::event_index::{EventIndex, EventQuery};
    use guide_core::content::events::CATEGORIES;
    use guide_core::content::model::Event;
    let app = TestApp::spawn().await;
    let now = guide_server::clock::city_clock(guide_core::CityZone::default());
    let read = async |query: &str| -> Vec<Event> {
        serde_json::from_value(app.get_json(&format!("/api/events{query}")).await).unwrap()
    };
    let ids = |events: &[Event], positions: Vec<u32>| -> Vec<i64> {
        positions.iter().map(|&i| events[i as usize].id).collect()
    };
    let everything = read("").await;
    let device = EventIndex::new(everything.clone());
    let venues = device.venue_choices();
    assert!(venues.len() >= 5, "{venues:?}");
    let mut compared = 0;
    let filters = CATEGORIES
        .iter()
        .map(|category| (Some(category.to_string()), None))
        .chain(venues.iter().map(|venue| (None, Some(venue.clone()))));
    for (category, venue) in filters {
        let mut query = String::from("?");
        if let Some(category) = &category {
            query += &format!("category={}", urlencode(category));
        }
        if let Some(venue) = &venue {
            query += &format!("venue={}", urlencode(venue));
        }
        let from_server = read(&query).await;
        let server_index = EventIndex::new(from_server.clone());
        for dates in [
            DateFilter::All,
            DateFilter::Tonight,
            DateFilter::ThisWeekend,
            DateFilter::ThisMonth,
            DateFilter::NextMonth,
            DateFilter::ThisSeason,
        ] {
            let online = server_index.filter(
                &EventQuery {
                    dates,
                    ..EventQuery::default()
                },
                now,
            );
            let offline = device.filter(
                &EventQuery {
                    category: category.clone(),
                    venue: venue.clone(),
                    dates,
                    ..EventQuery::default()
                },
                now,
            );
            assert_eq!(
                ids(&from_server, online),
                ids(&everything, offline),
                "{query}"
            );
            compared += 1;
        }
    }
    assert!(compared >= 6 * (CATEGORIES.len() + 5));
}

#[tokio::test]
async fn public_writes_are_rate_limited_per_client() {
    let app = TestApp::spawn().await;
    let body = json!({"name": "Selby Gardens", "type": "venue", "website": "selby.org",
        "submitterName": "Ana", "submitterEmail": "ana@example.com"});
    for _ in 0..20 {
        let response = app
            .client
            .post(app.url("/api/suggestions"))
            .json(&body)
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::CREATED);
    }
    let limited = app
        .client
        .post(app.url("/api/suggestions"))
        .json(&body)
        .send()
        .await
        .unwrap();
    let message = assert_json_error(limited, StatusCode::TOO_MANY_REQUESTS).await;
    assert!(message.contains("try again"), "{message}");
    // In the language the request asks its answer in (the app's page's).
    let limited = app
        .client
        .post(app.url("/api/suggestions"))
        .header("accept-language", "es")
        .json(&body)
        .send()
        .await
        .unwrap();
    let message = assert_json_error(limited, StatusCode::TOO_MANY_REQUESTS).await;
    assert_eq!(
        message,
        "Demasiadas solicitudes; inténtalo de nuevo dentro de un minuto."
    );
    // Reads are not limited.
    assert_eq!(app.get("/api/events").await.status(), StatusCode::OK);
}

#[tokio::test]
async fn events_are_seeded_with_spec_field_names_sorted_and_filterable() {
    let app = TestApp::spawn().await;
    let response = app.get("/api/events").await;
    assert_eq!(response.headers()["cache-control"], "no-cache");
    let events: Vec<Value> = response.json().await.unwrap();
    assert!(events.len() >= 30, "{} events seeded", events.len());
    let expected: BTreeSet<&str> = [
        "id",
        "title",
        "description",
        "venueId",
        "venue",
        "date",
        "endDate",
        "time",
        "category",
        "image",
        "ticketPrice",
        "ticketUrl",
    ]
    .into();
    // Which event comes first moves with the calendar; every event carries
    // the spec's fields, `picture` only where the image pipeline made one,
    // and `translations` where staff (here the demo) gave some.
    for event in &events {
        let mut fields = keys(event);
        let processed = fields.remove("picture");
        fields.remove("translations");
        assert_eq!(fields, expected, "{}", event["title"]);
        assert!(
            !processed || event["image"].is_string(),
            "{}",
            event["title"]
        );
    }

    let dates: Vec<&str> = events.iter().map(|e| e["date"].as_str().unwrap()).collect();
    assert!(dates.windows(2).all(|w| w[0] <= w[1]), "sorted by date");

    let categories: BTreeSet<&str> = events
        .iter()
        .map(|e| e["category"].as_str().unwrap())
        .collect();
    for category in guide_core::content::events::CATEGORIES {
        assert!(categories.contains(category), "no {category} event");
    }
    assert!(events.iter().any(|e| e["venue"] == "Venue TBA"));
    assert!(
        events.iter().any(|e| e["venue"]["website"].is_string()),
        "venue objects carry details"
    );
    assert!(events.iter().any(|e| e["ticketPrice"].is_null()));
    assert!(events.iter().any(|e| e["image"].is_null()));
    assert!(
        events.iter().any(|e| !e["endDate"].is_null()),
        "a multi-day festival"
    );
    let today = guide_server::today(guide_core::CityZone::default()).to_string();
    assert!(
        events
            .iter()
            .any(|e| e["date"].as_str().unwrap() < today.as_str()),
        "a past event"
    );

    let opera: Vec<Value> = app
        .get_json("/api/events?category=Opera")
        .await
        .as_array()
        .unwrap()
        .clone();
    assert!(!opera.is_empty() && opera.iter().all(|e| e["category"] == "Opera"));

    let venue = events
        .iter()
        .find_map(|e| e["venue"]["name"].as_str())
        .unwrap()
        .to_string();
    let path = format!("/api/events?venue={}&category=", urlencode(&venue));
    let at_venue: Vec<Value> = app.get_json(&path).await.as_array().unwrap().clone();
    assert!(
        !at_venue.is_empty()
            && at_venue
                .iter()
                .all(|e| e["venue"]["name"] == venue.as_str())
    );

    assert_eq!(app.get_json("/api/events?category=Polka").await, json!([]));
}

#[tokio::test]
async fn activities_and_restaurants_are_seeded_with_spec_field_names() {
    let app = TestApp::spawn().await;
    let response = app.get("/api/activities").await;
    assert_eq!(response.headers()["cache-control"], "no-cache");
    let activities: Vec<Value> = response.json().await.unwrap();
    assert!(activities.len() >= 12);
    let expected: BTreeSet<&str> = [
        "id",
        "name",
        "description",
        "address",
        "phone",
        "website",
        "image",
        // The demo's pictures went through the image pipeline.
        "picture",
        "activityType",
        "recurringSchedule",
        "capacity",
        "venueType",
        "location",
        "price",
        // What staff say of it and how long a visit takes (#69): every
        // demo activity has them.
        "facts",
        "visitMinutes",
        // Where it is, for 'Near me' (#37): every demo activity has it.
        "latitude",
        "longitude",
        // Home's first places come in the guide's other languages (#69).
        "translations",
    ]
    .into();
    assert_eq!(keys(&activities[0]), expected);
    let types: BTreeSet<&str> = activities
        .iter()
        .map(|a| a["activityType"].as_str().unwrap())
        .collect();
    assert_eq!(
        types.len(),
        guide_core::content::model::ActivityType::ALL.len(),
        "every activity type: {types:?}"
    );

    let restaurants: Vec<Value> = app
        .get_json("/api/restaurants")
        .await
        .as_array()
        .unwrap()
        .clone();
    assert!(restaurants.len() >= 24);
    let expected: BTreeSet<&str> = [
        "id",
        "name",
        "description",
        "address",
        "phone",
        "website",
        "image",
        "picture",
        "rating",
        "priceRange",
        "cuisine",
        "openHours",
        "reservationUrl",
        "latitude",
        "longitude",
        "area",
        // Dogs welcome on its patio (#69); left out where staff set none.
        "facts",
        "translations",
    ]
    .into();
    assert_eq!(keys(&restaurants[0]), expected);
    assert!(
        restaurants.iter().any(|r| r["latitude"].is_null()),
        "some without coordinates"
    );
    assert!(
        restaurants.iter().any(|r| r["rating"].is_null()),
        "some without rating"
    );
    assert!(
        restaurants.iter().any(|r| r["image"].is_null()),
        "some without image"
    );
    let areas: BTreeSet<&str> = restaurants
        .iter()
        .filter_map(|r| r["area"].as_str())
        .collect();
    assert!(areas.len() >= 10, "spread over the areas: {areas:?}");
}

#[tokio::test]
async fn site_configuration_is_served() {
    let app = TestApp::spawn().await;
    let site = app.get_json("/api/site").await;
    assert_eq!(site["city"], "Sarasota");
    assert_eq!(site["brand"], "Sarasota");
    assert!(site["curatorName"].is_string());
    assert_eq!(site["tourismLinks"].as_array().unwrap().len(), 2);
    // "Today" on the device is the city's: the browser reads the zone here.
    assert_eq!(site["timeZone"], "America/New_York");
    assert!(
        site["weatherAveragesUrl"]
            .as_str()
            .unwrap()
            .starts_with("https://")
    );
    // An ETag, so that the service worker's revalidation costs no body.
    let response = app.get("/api/site").await;
    let etag = response.headers()["etag"].clone();
    let again = app
        .client
        .get(app.url("/api/site"))
        .header("if-none-match", etag)
        .send()
        .await
        .unwrap();
    assert_eq!(again.status(), StatusCode::NOT_MODIFIED);
    // The map's tiles: OpenStreetMap's, with the attribution they require.
    assert_eq!(
        site["mapTiles"]["urlTemplate"],
        "https://tile.openstreetmap.org/{z}/{x}/{y}.png"
    );
    assert_eq!(
        site["mapTiles"]["attribution"],
        "© OpenStreetMap contributors"
    );
    assert_eq!(
        site["mapTiles"]["attributionUrl"],
        "https://www.openstreetmap.org/copyright"
    );
    assert_eq!(site["mapTiles"]["maxZoom"], 19);
}

/// The restaurant areas are a read of their own: only Dining and the places'
/// pages use them, so the site's read, in every page, leaves them out.
#[tokio::test]
async fn the_restaurant_areas_are_a_read_of_their_own() {
    let app = TestApp::spawn_configured(tempfile::tempdir().unwrap(), |config| {
        config.site.areas.areas.truncate(2);
    })
    .await;
    let areas = app.get_json("/api/areas").await;
    let groups: Vec<&str> = areas["areas"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["group"].as_str().unwrap())
        .collect();
    assert_eq!(groups, ["St. Armands Circle", "Lido Key"]);
    assert_eq!(areas["areas"][0]["boxes"][0]["minLat"], 27.314);
    let site = app.get_json("/api/site").await;
    assert!(site.get("areas").is_none(), "{site}");
    let response = app.get("/api/areas").await;
    let again = app
        .client
        .get(app.url("/api/areas"))
        .header("if-none-match", response.headers()["etag"].clone())
        .send()
        .await
        .unwrap();
    assert_eq!(again.status(), StatusCode::NOT_MODIFIED);
}

/// An operator's own tile server is served to the map and allowed by the
/// Content-Security-Policy, for images and the service worker's fetches.
#[tokio::test]
async fn the_map_tile_server_is_a_site_setting_the_policy_allows() {
    let app = TestApp::spawn_configured(tempfile::tempdir().unwrap(), |config| {
        config.site.map_tiles.url_template = "http://127.0.0.1:9123/{z}/{x}/{y}.png".into();
        config.site.map_tiles.attribution = "Fixture tiles".into();
    })
    .await;
    let site = app.get_json("/api/site").await;
    assert_eq!(
        site["mapTiles"]["urlTemplate"],
        "http://127.0.0.1:9123/{z}/{x}/{y}.png"
    );
    assert_eq!(site["mapTiles"]["attribution"], "Fixture tiles");
    let response = app.get("/restaurants").await;
    let csp = response.headers()["content-security-policy"]
        .to_str()
        .unwrap();
    assert!(
        csp.contains("img-src 'self' data: blob: https: http://127.0.0.1:9123;"),
        "{csp}"
    );
    assert!(
        csp.contains("connect-src 'self' http://127.0.0.1:9123;"),
        "{csp}"
    );
}

/// The installable app's manifest is named after the configured brand.
#[tokio::test]
async fn the_app_manifest_names_the_brand() {
    let app = TestApp::spawn_configured(tempfile::tempdir().unwrap(), |config| {
        config.site.brand = Some("Venice".into());
    })
    .await;
    let response = app.get("/manifest.webmanifest").await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(
        response.headers()["content-type"],
        "application/manifest+json"
    );
    let manifest: Value = response.json().await.unwrap();
    assert_eq!(manifest["name"], "Venice Visitor Guide");
    assert_eq!(manifest["short_name"], "Venice");
    assert_eq!(manifest["start_url"], "/");
    assert_eq!(manifest["display"], "standalone");
    let icons = manifest["icons"].as_array().unwrap();
    let sizes: Vec<&str> = icons.iter().map(|i| i["sizes"].as_str().unwrap()).collect();
    assert_eq!(sizes, ["192x192", "512x512", "512x512"]);
    assert!(icons.iter().any(|i| i["purpose"] == "maskable"));
}

#[tokio::test]
async fn the_web_app_is_served_for_every_client_route() {
    let app = TestApp::spawn().await;
    for (path, status) in [
        ("/", StatusCode::OK),
        ("/events", StatusCode::OK),
        ("/plan-visit", StatusCode::OK),
        ("/plan-visit/shared", StatusCode::OK),
        // The app's 404 page, answered as one.
        ("/does-not-exist", StatusCode::NOT_FOUND),
    ] {
        let response = app.get(path).await;
        assert_eq!(response.status(), status, "{path}");
        assert_eq!(response.headers()["cache-control"], "no-cache", "{path}");
        assert!(
            response.text().await.unwrap().contains("<div id=\"root\">"),
            "{path}"
        );
    }
    let asset = app.get("/assets/app-3f9a.js").await;
    assert_eq!(asset.status(), StatusCode::OK);
    assert_eq!(
        asset.headers()["cache-control"],
        "public, max-age=31536000, immutable"
    );
    // The build's brotli copy goes to browsers that take it, as it is.
    let raw = reqwest::Client::builder()
        .no_brotli()
        .no_gzip()
        .build()
        .unwrap();
    for (accept, encoding, body) in [
        ("br, gzip", Some("br"), "brotli bytes"),
        ("gzip", None, "console.log(1)"),
    ] {
        let response = raw
            .get(app.url("/assets/app-3f9a.js"))
            .header("accept-encoding", accept)
            .send()
            .await
            .unwrap();
        assert_eq!(
            response
                .headers()
                .get("content-encoding")
                .map(|v| v.to_str().unwrap()),
            encoding,
            "{accept}"
        );
        assert_eq!(response.headers()["content-type"], "text/javascript");
        assert_eq!(response.text().await.unwrap(), body, "{accept}");
    }
    let missing = app.get("/assets/gone-1234.js").await;
    assert_eq!(missing.status(), StatusCode::NOT_FOUND);
    assert_eq!(missing.headers()["cache-control"], "no-cache");
}

#[tokio::test]
async fn demo_images_are_served_from_the_upload_store() {
    let app = TestApp::spawn().await;
    let events = app.get_json("/api/events").await;
    let image = events
        .as_array()
        .unwrap()
        .iter()
        .find_map(|e| e["image"].as_str())
        .unwrap()
        .to_string();
    assert!(image.starts_with("/public-objects/"));
    let response = app.get(&image).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.headers()["content-type"], "image/jpeg");
    let cache = response.headers()["cache-control"]
        .to_str()
        .unwrap()
        .to_string();
    assert!(cache.contains("max-age="), "{cache}");
    for outside in [
        "/public-objects/..%2Fguide.db",
        "/public-objects/%2e%2e/guide.db",
        "/public-objects/%2e%2e%2fguide.db",
        "/public-objects/..%5Cguide.db",
        "/public-objects/%2Fetc%2Fpasswd",
        "/public-objects/missing.jpg",
    ] {
        // Sent as written: an HTTP client would tidy the dots away itself.
        assert_eq!(app.raw_status(outside).await, 404, "{outside}");
    }
}

#[tokio::test]
async fn demo_content_is_seeded_once_and_survives_a_restart() {
    let app = TestApp::spawn().await;
    let before = app.get_json("/api/events").await;
    let data_dir = app.stop().await;
    let app = TestApp::spawn_in(data_dir).await;
    assert_eq!(app.get_json("/api/events").await, before);
}

#[tokio::test]
async fn reads_answer_conditional_requests_until_the_content_changes() {
    let app = TestApp::spawn().await;
    for path in [
        "/api/events",
        "/api/events?category=Opera",
        "/api/activities",
        "/api/restaurants",
    ] {
        let first = app.get(path).await;
        assert_eq!(first.status(), StatusCode::OK);
        let etag = first.headers()["etag"].to_str().unwrap().to_string();
        let body = first.text().await.unwrap();
        let again = app.get(path).await;
        assert_eq!(
            again.headers()["etag"].to_str().unwrap(),
            etag,
            "{path}: same content, same tag"
        );
        assert_eq!(again.text().await.unwrap(), body);
        let revalidated = app
            .client
            .get(app.url(path))
            .header("if-none-match", &etag)
            .send()
            .await
            .unwrap();
        assert_eq!(revalidated.status(), StatusCode::NOT_MODIFIED, "{path}");
        assert_eq!(revalidated.headers()["etag"].to_str().unwrap(), etag);
        assert!(revalidated.text().await.unwrap().is_empty());
    }
    let events = app.get("/api/events").await;
    assert_eq!(
        events.headers()["cache-control"],
        "no-cache",
        "revalidated on every use, as the spec asks"
    );
    let opera = app.get("/api/events?category=Opera").await.headers()["etag"].clone();
    assert_ne!(
        events.headers()["etag"],
        opera,
        "each filter has its own tag"
    );

    // Another writer (its own connection pool, as another instance would
    // have) changes the content: the cached answer must not survive.
    let etag = events.headers()["etag"].to_str().unwrap().to_string();
    let url = database_url(app.data_dir.path()).await;
    let writer = guide_server::store::Store::open(&url).await.unwrap();
    let mut tx = writer.begin(&support::by_guide()).await.unwrap();
    tx.insert_event(&guide_server::store::NewEvent {
        title: "Pop-up Jazz Brunch".into(),
        description: String::new(),
        venue: Err("Venue TBA".into()),
        date: guide_server::today(guide_core::CityZone::default()).add_days(3),
        end_date: None,
        time: None,
        category: "Live Music".into(),
        image: None,
        ticket_price: None,
        ticket_url: None,
        source_url: None,
        lang: Default::default(),
    })
    .await
    .unwrap();
    tx.commit().await.unwrap();
    // Another instance's change shows once the version this one read last
    // is older than VERSION_TTL (a write of its own would show at once).
    tokio::time::sleep(guide_server::store::VERSION_TTL).await;
    let after = app
        .client
        .get(app.url("/api/events"))
        .header("if-none-match", &etag)
        .send()
        .await
        .unwrap();
    assert_eq!(after.status(), StatusCode::OK);
    assert_ne!(after.headers()["etag"].to_str().unwrap(), etag);
    assert!(after.text().await.unwrap().contains("Pop-up Jazz Brunch"));
}

/// A read answered again comes from the responses kept in front of the
/// app (`response_cache`): it must be the app's own answer, header for
/// header, and one kept for one host must not answer another's.
#[tokio::test]
async fn a_kept_answer_is_the_answer_the_app_gives() {
    // (Two names of one guide, below.)
    let app = TestApp::spawn_configured(tempfile::tempdir().unwrap(), |config| {
        config.allowed_hosts = ["127.0.0.1", "guide-a.example", "guide-b.example"]
            .map(String::from)
            .to_vec();
    })
    .await;
    // Bodies as sent (no decompression, which drops their length).
    let raw = reqwest::Client::builder()
        .no_gzip()
        .no_brotli()
        .build()
        .unwrap();
    let headers_of = |response: &reqwest::Response| {
        let mut headers: Vec<(String, String)> = response
            .headers()
            .iter()
            // (The time and the request's own id differ for each answer.)
            .filter(|(name, _)| *name != "date" && *name != "x-request-id")
            .map(|(name, value)| (name.to_string(), value.to_str().unwrap().to_string()))
            .collect();
        headers.sort();
        headers
    };
    for path in [
        "/api/events",
        "/api/events?category=Opera",
        "/api/activities",
        "/api/site",
        "/api/search?q=jazz",
        "/api/events.ics",
    ] {
        for coding in ["br", "gzip", "identity"] {
            let first = app.get_raw(path, &[("accept-encoding", coding)]).await;
            assert_eq!(first.status(), StatusCode::OK, "{path}");
            let first_headers = headers_of(&first);
            let first_body = first.bytes().await.unwrap();
            for _ in 0..2 {
                let again = app.get_raw(path, &[("accept-encoding", coding)]).await;
                assert_eq!(again.status(), StatusCode::OK, "{path}");
                assert_eq!(headers_of(&again), first_headers, "{path} ({coding})");
                assert_eq!(
                    again.bytes().await.unwrap(),
                    first_body,
                    "{path} ({coding})"
                );
            }
            let head = raw
                .head(app.url(path))
                .header("accept-encoding", coding)
                .send()
                .await
                .unwrap();
            assert_eq!(head.status(), StatusCode::OK);
            assert_eq!(
                head.headers()["content-length"].to_str().unwrap(),
                first_body.len().to_string(),
                "{path}: HEAD says the GET's length"
            );
            assert!(head.bytes().await.unwrap().is_empty());
        }
    }

    // The calendar feed names the site by the host asked: each host gets
    // its own, answered again as often as asked.
    for _ in 0..2 {
        for host in ["guide-a.example", "guide-b.example"] {
            let feed = app
                .get_raw("/api/events.ics", &[("host", host)])
                .await
                .text()
                .await
                .unwrap();
            let other = if host == "guide-a.example" {
                "guide-b.example"
            } else {
                "guide-a.example"
            };
            assert!(feed.contains(host), "{host}");
            assert!(!feed.contains(other), "{host} got {other}'s feed");
        }
    }
}

#[tokio::test]
async fn responses_are_compressed_when_asked() {
    let app = TestApp::spawn().await;
    let fetch = async |encoding: &str| {
        app.get_raw("/api/events", &[("accept-encoding", encoding)])
            .await
    };
    let plain = fetch("identity").await;
    assert!(plain.headers().get("content-encoding").is_none());
    assert_eq!(plain.headers()["vary"], "accept-encoding");
    let etag = plain.headers()["etag"].clone();
    let plain = plain.bytes().await.unwrap();

    // The read cache keeps a brotli and a gzip copy: same document, same
    // tag. Brotli when the client takes it, as browsers do.
    let brotli = fetch("gzip, deflate, br, zstd").await;
    assert_eq!(brotli.headers()["content-encoding"], "br");
    assert_eq!(brotli.headers()["etag"], etag);
    let compressed = brotli.bytes().await.unwrap();
    let mut decoded = Vec::new();
    brotli::BrotliDecompress(&mut compressed.as_ref(), &mut decoded).unwrap();
    assert_eq!(decoded, plain.as_ref());
    let brotli_size = compressed.len();

    let gzipped = fetch("gzip, deflate").await;
    assert_eq!(gzipped.headers()["content-encoding"], "gzip");
    assert_eq!(gzipped.headers()["etag"], etag);
    let compressed = gzipped.bytes().await.unwrap();
    assert!(compressed.len() * 3 < plain.len(), "gzip pays off");
    let mut decoded = Vec::new();
    std::io::Read::read_to_end(
        &mut flate2::read::GzDecoder::new(compressed.as_ref()),
        &mut decoded,
    )
    .unwrap();
    assert_eq!(decoded, plain.as_ref());
    assert!(brotli_size < compressed.len(), "brotli is the smaller");

    // Refused gzip, and other resources compressed by the general layer.
    let refused = fetch("gzip;q=0").await;
    assert!(refused.headers().get("content-encoding").is_none());
    let site = app.get_raw("/api/site", &[("accept-encoding", "br")]).await;
    assert_eq!(site.headers()["content-encoding"], "br");
}

/// The `guide` binary itself (also makes cargo build it with the test
/// profile's features, which the end-to-end tests then reuse).
mod cli {
    use std::process::Command;

    fn guide(data_dir: &std::path::Path, args: &[&str]) -> std::process::Output {
        let database_url = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap()
            .block_on(super::database_url(data_dir));
        Command::new(env!("CARGO_BIN_EXE_guide"))
            .args(args)
            .env("GUIDE_DATA_DIR", data_dir)
            .env("DATABASE_URL", database_url)
            .env("GUIDE_UPLOADS_DIR", super::support::shared_uploads_dir())
            .env_remove("GUIDE_CONFIG")
            .output()
            .unwrap()
    }

    #[test]
    fn seed_fills_an_empty_database_and_refuses_a_full_one() {
        let dir = tempfile::tempdir().unwrap();
        let first = guide(dir.path(), &["seed"]);
        assert!(
            first.status.success(),
            "{}",
            String::from_utf8_lossy(&first.stderr)
        );
        let out = String::from_utf8_lossy(&first.stdout);
        assert!(
            out.starts_with("Seeded ") && out.contains(" events"),
            "{out}"
        );
        // Its events show the demo's pictures, made in the upload store.
        tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap()
            .block_on(async {
                let store =
                    guide_server::store::Store::open(&super::database_url(dir.path()).await)
                        .await
                        .unwrap();
                let events = store.list_events(&Default::default()).await.unwrap();
                store.close().await;
                let pictured: Vec<_> = events.into_iter().filter_map(|e| e.image).collect();
                assert!(!pictured.is_empty(), "demo pictures named");
                let uploads = super::support::objects();
                for image in &pictured {
                    let key = image
                        .strip_prefix(guide_core::text::validation::OBJECTS_PREFIX)
                        .unwrap();
                    assert!(uploads.exists(key).await.unwrap(), "{image} is stored");
                }
            });

        let second = guide(dir.path(), &["seed"]);
        assert!(!second.status.success());
        assert!(String::from_utf8_lossy(&second.stderr).contains("--reset"));

        let reset = guide(dir.path(), &["seed", "--reset"]);
        assert!(
            reset.status.success(),
            "{}",
            String::from_utf8_lossy(&reset.stderr)
        );
    }

    /// Core's account rules, told before anything is stored: who it is
    /// before the password is asked, then the password's length.
    #[test]
    fn an_admin_account_follows_cores_rules() {
        let dir = tempfile::tempdir().unwrap();
        let create = |email: &str, password: &str| {
            let mut command = Command::new(env!("CARGO_BIN_EXE_guide"));
            command
                .args(["admin", "create", "--email", email])
                .args(["--first-name", "Ana", "--last-name", "Ruiz"])
                .env("GUIDE_DATA_DIR", dir.path())
                .env("GUIDE_ADMIN_PASSWORD", password)
                .env_remove("GUIDE_CONFIG");
            command.output().unwrap()
        };
        let typo = create("ana@", "long enough password");
        assert!(!typo.status.success());
        let said = String::from_utf8_lossy(&typo.stderr);
        assert!(
            said.contains("'ana@' is not a valid email address."),
            "{said}"
        );

        let short = create("ana@guide.test", "short");
        assert!(!short.status.success());
        let said = String::from_utf8_lossy(&short.stderr);
        assert!(said.contains("at least 10 characters"), "{said}");

        let made = create("ana@guide.test", "long enough password");
        assert!(
            made.status.success(),
            "{}",
            String::from_utf8_lossy(&made.stderr)
        );
        assert_eq!(
            String::from_utf8_lossy(&made.stdout).trim(),
            "Created admin ana@guide.test."
        );
    }

    #[test]
    fn a_bad_configuration_file_is_a_clear_error() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("guide.toml");
        std::fs::write(&file, "[site]\ncitty = 'Venice'\n").unwrap();
        let output = guide(dir.path(), &["--config", file.to_str().unwrap(), "seed"]);
        assert!(!output.status.success());
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains("citty"), "{stderr}");
    }

    /// A bad setting stops the guide before it does anything, in one line
    /// that says what is expected, with no backtrace even when one is
    /// asked for.
    #[test]
    fn a_bad_fetch_allow_list_is_one_line_before_anything_is_done() {
        let dir = tempfile::tempdir().unwrap();
        let output = Command::new(env!("CARGO_BIN_EXE_guide"))
            .args(["--fetch-allow-private", "127.0.0.1", "seed"])
            .env("GUIDE_DATA_DIR", dir.path())
            .env("RUST_BACKTRACE", "1")
            .env_remove("GUIDE_CONFIG")
            .output()
            .unwrap();
        assert!(!output.status.success());
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(
            stderr.trim(),
            "Error: invalid fetch.allow_private \"127.0.0.1\": each entry is an \
             ip:port pair, such as 127.0.0.1:8080"
        );
        assert!(!dir.path().join("guide.db").exists(), "nothing was created");
    }
}
