//! The dashboard's scraping endpoints end to end: the real server reading a
//! fixture site on loopback (allow-listed through `fetch.allow_private`,
//! exactly as an operator would never do in production).

use axum::Router;
use axum::http::{StatusCode as AxumStatus, header};
use axum::response::IntoResponse;
use axum::routing::get;
use reqwest::Method;
use reqwest::StatusCode;
use reqwest::header::{ACCEPT, COOKIE};
use serde_json::{Value, json};

use super::admin::{EMAIL, PASSWORD, admin_get, admin_send, admin_send_in, sign_in};
use super::{TestApp, assert_json_error};

/// A venue site with two upcoming events (dated from today, so they stay
/// upcoming whenever the test runs), a restaurant and an activity page.
async fn fixture_site() -> String {
    let today = guide_server::today(guide_core::CityZone::default());
    let (first, second) = (today.add_days(10), today.add_days(20));
    let events = format!(
        r#"<!doctype html><html><head><title>Palm Theatre events</title>
<script type="application/ld+json">[
 {{"@context":"https://schema.org","@type":"TheaterEvent","name":"The Cake","startDate":"{first}T19:30:00-05:00",
   "description":"<p>A comedy &amp; a cake.</p>","offers":{{"@type":"Offer","price":"39","priceCurrency":"USD"}}}},
 {{"@context":"https://schema.org","@type":"MusicEvent","name":"Jazz on the Bay","startDate":"{second}T18:00:00-05:00"}}
]</script></head><body><h1>Upcoming</h1></body></html>"#
    );
    // A city calendar: events at two stored venues, each with its `geo`.
    let geo_events = format!(
        r#"<!doctype html><html><head><title>What's on</title>
<script type="application/ld+json">[
 {{"@context":"https://schema.org","@type":"Event","name":"Orchid Evening","startDate":"{first}T18:00:00-05:00",
   "location":{{"@type":"Place","name":"Marie Selby Botanical Gardens","geo":{{"@type":"GeoCoordinates","latitude":27.3307,"longitude":-82.5419}}}}}},
 {{"@context":"https://schema.org","@type":"Event","name":"Gala at the Hall","startDate":"{second}T19:00:00-05:00",
   "location":{{"@type":"Place","name":"Van Wezel Performing Arts Hall","geo":{{"latitude":"0.5","longitude":"0.5"}}}}}}
]</script></head><body></body></html>"#
    );
    // A season that is over: every event on the page is past.
    let past_events = format!(
        r#"<!doctype html><html><head><script type="application/ld+json">[
 {{"@context":"https://schema.org","@type":"Event","name":"Summer Revue","startDate":"{}T19:00:00-05:00"}},
 {{"@context":"https://schema.org","@type":"Event","name":"Autumn Gala","startDate":"{}T19:00:00-05:00"}}
]</script></head><body></body></html>"#,
        today.add_days(-40),
        today.add_days(-3)
    );
    // A regional calendar: one event in Sarasota, one in Tampa.
    let region_events = format!(
        r#"<!doctype html><html><head><script type="application/ld+json">[
 {{"@context":"https://schema.org","@type":"Event","name":"Bayfront Lanterns","startDate":"{first}T18:00:00-05:00",
   "location":{{"@type":"Place","name":"Bayfront Park","geo":{{"latitude":27.3340,"longitude":-82.5440}}}}}},
 {{"@context":"https://schema.org","@type":"Event","name":"Channelside Lights","startDate":"{second}T19:00:00-05:00",
   "location":{{"@type":"Place","name":"Sparkman Wharf","address":"615 Channelside Dr, Tampa, FL",
                "geo":{{"latitude":27.9425,"longitude":-82.4485}}}}}}
]</script></head><body></body></html>"#
    );
    let app = Router::new()
        .route(
            "/region",
            get(move || {
                let page = region_events.clone();
                async move { ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], page) }
            }),
        )
        .route(
            "/events",
            get(move || {
                let events = events.clone();
                async move { ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], events) }
            }),
        )
        .merge(super::scrape::place_pages())
        .route(
            "/geo-events",
            get(move || {
                let page = geo_events.clone();
                async move { ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], page) }
            }),
        )
        .route(
            "/empty",
            get(|| async { ([(header::CONTENT_TYPE, "text/html")], "<html></html>") }),
        )
        .route(
            "/past",
            get(move || {
                let page = past_events.clone();
                async move { ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], page) }
            }),
        )
        .route(
            "/missing",
            get(|| async { AxumStatus::NOT_FOUND.into_response() }),
        );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await });
    format!("http://{addr}")
}

/// An app whose outbound client may reach the fixture `site`.
pub(super) async fn app_reaching(site: &str) -> TestApp {
    let allowed = site.trim_start_matches("http://").to_string();
    TestApp::spawn_configured(tempfile::tempdir().unwrap(), move |config| {
        config.admin.email = Some(EMAIL.into());
        config.admin.password = Some(guide_server::config::Secret::new(PASSWORD));
        config.admin.first_name = Some("Marisa".into());
        config.admin.last_name = Some("Rivera".into());
        config.fetch.allow_private = vec![allowed];
    })
    .await
}

async fn post(app: &TestApp, cookie: &str, path: &str, body: Value) -> reqwest::Response {
    admin_send(app, cookie, Method::POST, path, &body).await
}

#[tokio::test]
async fn activities_and_restaurants_are_scraped_from_their_pages() {
    let site = fixture_site().await;
    let app = app_reaching(&site).await;
    let cookie = sign_in(&app).await;

    let activity = post(
        &app,
        &cookie,
        "/api/admin/activities/scrape-url",
        json!({"url": format!("{site}/activity")}),
    )
    .await;
    assert_eq!(activity.status(), StatusCode::OK);
    let activity: Value = activity.json().await.unwrap();
    assert_eq!(activity["name"], "Mote Marine Laboratory & Aquarium");
    assert_eq!(activity["id"], 0);

    let restaurant = post(
        &app,
        &cookie,
        "/api/admin/restaurants/scrape-url",
        json!({"url": format!("{site}/restaurant")}),
    )
    .await;
    assert_eq!(restaurant.status(), StatusCode::OK);
    let restaurant: Value = restaurant.json().await.unwrap();
    assert_eq!(restaurant["name"], "The Cottage");
    assert_eq!(restaurant["detectedArea"], "Siesta Key");
    let confidence = restaurant["areaConfidence"].as_f64().unwrap();
    assert!((0.0..=1.0).contains(&confidence), "{confidence}");
    assert!(restaurant["areaDetectionMethod"].is_string());

    // The spec's message for an empty address; the others say what failed.
    let empty = post(
        &app,
        &cookie,
        "/api/admin/activities/scrape-url",
        json!({"url": "  "}),
    )
    .await;
    let message = assert_json_error(empty, StatusCode::BAD_REQUEST).await;
    assert_eq!(message, "Enter the URL of the activity webpage to scrape.");
    let cases = [
        ("ftp://example.org/x", StatusCode::BAD_REQUEST),
        ("not a url", StatusCode::BAD_REQUEST),
        // Loopback on another port is not on the allow-list.
        ("http://127.0.0.1:9/", StatusCode::BAD_REQUEST),
        (&format!("{site}/missing"), StatusCode::BAD_GATEWAY),
        (&format!("{site}/empty"), StatusCode::UNPROCESSABLE_ENTITY),
    ];
    for (url, status) in cases {
        for path in [
            "/api/admin/activities/scrape-url",
            "/api/admin/restaurants/scrape-url",
        ] {
            let response = post(&app, &cookie, path, json!({ "url": url })).await;
            assert_json_error(response, status).await;
        }
    }
    let wrong_shape = post(
        &app,
        &cookie,
        "/api/admin/restaurants/scrape-url",
        json!({"address": 3}),
    )
    .await;
    assert_json_error(wrong_shape, StatusCode::UNPROCESSABLE_ENTITY).await;
}

#[tokio::test]
async fn restaurant_create_finds_duplicates_and_the_dialog_resolves_them() {
    let site = fixture_site().await;
    let app = app_reaching(&site).await;
    let cookie = sign_in(&app).await;
    let path = "/api/admin/restaurants/create";
    let restaurant = json!({
        "id": 0, "name": "Pelican Point Grill", "description": "Grouper by the water.",
        "address": "1 Pelican Way, Sarasota, FL 34236", "phone": "941-555-0101",
        "website": "https://pelicanpoint.example", "image": null, "rating": 8.2,
        "priceRange": "$$", "cuisine": "Seafood", "openHours": null, "reservationUrl": null,
        "latitude": 27.336, "longitude": -82.54, "area": "Downtown Sarasota"
    });
    let before = app
        .get_json("/api/restaurants")
        .await
        .as_array()
        .unwrap()
        .len();

    let created = post(&app, &cookie, path, restaurant.clone()).await;
    assert_eq!(created.status(), StatusCode::CREATED);
    let created: Value = created.json().await.unwrap();
    assert_eq!(created["message"], "Restaurant created successfully!");
    let first_id = created["id"].as_i64().unwrap();

    // The same place again: nothing is stored, the dialog gets what it shows.
    let mut again = restaurant.clone();
    again["name"] = json!("Pelican Point Grill & Bar");
    let duplicate = post(&app, &cookie, path, again.clone()).await;
    assert_eq!(duplicate.status(), StatusCode::OK);
    let duplicate: Value = duplicate.json().await.unwrap();
    assert_eq!(duplicate["duplicatesFound"], true);
    assert_eq!(duplicate["similarRestaurants"][0]["id"], first_id);
    assert_eq!(
        duplicate["similarRestaurants"][0]["name"],
        "Pelican Point Grill"
    );
    assert_eq!(
        duplicate["newRestaurantData"]["name"],
        "Pelican Point Grill & Bar"
    );
    assert_eq!(
        duplicate["message"],
        "Found 1 similar restaurant already in the guide"
    );
    // Asked from the dashboard in German, answered in German.
    let german: Value = admin_send_in(&app, &cookie, "de", Method::POST, path, Some(&again))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(
        german["message"],
        "1 ähnliches Restaurant ist bereits im Reiseführer"
    );
    let count = || async {
        app.get_json("/api/restaurants")
            .await
            .as_array()
            .unwrap()
            .len()
    };
    assert_eq!(count().await, before + 1);

    // Replace Existing: the stored one takes the new data.
    let replaced = admin_send(
        &app,
        &cookie,
        Method::PUT,
        &format!("/api/admin/restaurants/replace/{first_id}"),
        &again,
    )
    .await;
    assert_eq!(replaced.status(), StatusCode::OK);
    let replaced: Value = replaced.json().await.unwrap();
    assert_eq!(replaced["message"], "Restaurant replaced successfully!");
    let names: Vec<Value> = app
        .get_json("/api/restaurants")
        .await
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["name"].clone())
        .collect();
    assert!(names.contains(&json!("Pelican Point Grill & Bar")));
    assert!(!names.contains(&json!("Pelican Point Grill")));

    // Create Anyway: a second one, deliberately.
    let anyway = post(&app, &cookie, "/api/admin/restaurants/create-anyway", again).await;
    assert_eq!(anyway.status(), StatusCode::CREATED);
    assert_eq!(count().await, before + 2);

    // The spec's rules, with a message per field; nothing stored.
    let mut blank = restaurant.clone();
    blank["name"] = json!("  ");
    blank["rating"] = json!(11);
    let refused = post(&app, &cookie, path, blank).await;
    assert_eq!(refused.status(), StatusCode::BAD_REQUEST);
    let refused: Value = refused.json().await.unwrap();
    assert!(refused["fields"]["name"].is_string(), "{refused}");
    assert!(refused["fields"]["rating"].is_string(), "{refused}");
    assert_eq!(count().await, before + 2);
}

#[tokio::test]
async fn discovery_reads_venues_and_custom_urls_and_streams_its_progress() {
    let site = fixture_site().await;
    let app = app_reaching(&site).await;
    let cookie = sign_in(&app).await;
    let venues: Vec<Value> = admin_get(&app, &cookie, "/api/admin/venues")
        .await
        .json()
        .await
        .unwrap();
    let mut venue = venues[0].clone();
    let set = admin_send(
        &app,
        &cookie,
        Method::PUT,
        &format!("/api/admin/venues/{}/events-url", venue["id"]),
        &json!({"eventsPageUrl": format!("{site}/events")}),
    )
    .await;
    assert_eq!(set.status(), StatusCode::OK);
    // What the browser claims about the venue's page is not trusted: the
    // stored address is read.
    venue["eventsPageUrl"] = json!("http://10.0.0.1/");
    let body = json!({
        "venues": [venue.clone()],
        "customUrls": [format!("{site}/missing"), "   "],
    });

    let answer = post(&app, &cookie, "/api/admin/venues/discover", body.clone()).await;
    assert_eq!(answer.status(), StatusCode::OK);
    let answer: Value = answer.json().await.unwrap();
    let titles: Vec<&str> = answer["newEvents"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["title"].as_str().unwrap())
        .collect();
    assert_eq!(titles, ["The Cake", "Jazz on the Bay"], "{answer:#}");
    let cake = &answer["newEvents"][0];
    assert_eq!(cake["venueId"], venue["id"]);
    assert_eq!(cake["venueName"], venue["name"]);
    assert_eq!(cake["description"], "A comedy & a cake.");
    assert_eq!(cake["category"], "Theater");
    assert_eq!(answer["duplicateEvents"], json!([]));
    let sources = answer["sources"].as_array().unwrap();
    assert_eq!(sources.len(), 2);
    assert_eq!(sources[0]["events"], 2);
    assert!(sources[1]["error"].as_str().unwrap().contains("404"));

    // Created, they are duplicates the next time.
    let created = post(
        &app,
        &cookie,
        "/api/admin/events/bulk-create",
        json!({ "events": answer["newEvents"] }),
    )
    .await;
    assert_eq!(created.status(), StatusCode::CREATED);

    let streamed = app
        .client
        .post(app.url("/api/admin/venues/discover"))
        .header(COOKIE, &cookie)
        .header(ACCEPT, "application/x-ndjson")
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(streamed.status(), StatusCode::OK);
    assert_eq!(streamed.headers()["content-type"], "application/x-ndjson");
    let text = streamed.text().await.unwrap();
    let lines: Vec<Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let kinds: Vec<&str> = lines.iter().map(|l| l["kind"].as_str().unwrap()).collect();
    assert_eq!(
        kinds.iter().filter(|k| **k == "started").count(),
        2,
        "{text}"
    );
    assert_eq!(
        kinds.iter().filter(|k| **k == "finished").count(),
        2,
        "{text}"
    );
    assert_eq!(kinds.last(), Some(&"result"));
    let finished: Vec<u64> = lines
        .iter()
        .filter(|l| l["kind"] == "finished")
        .map(|l| l["done"].as_u64().unwrap())
        .collect();
    assert_eq!(finished, [1, 2]);
    let result = lines.last().unwrap();
    assert_eq!(result["newEvents"], json!([]));
    let duplicates = result["duplicateEvents"].as_array().unwrap();
    assert_eq!(duplicates.len(), 2);
    assert_eq!(duplicates[0]["similarEvents"][0]["title"], "The Cake");

    // Bad requests are refused before anything is read.
    for (body, status) in [
        (
            json!({"venues": [], "customUrls": ["  "]}),
            StatusCode::BAD_REQUEST,
        ),
        (
            json!({"venues": [{"id": 999999, "name": "Nowhere", "website": null, "eventsPageUrl": null}]}),
            StatusCode::BAD_REQUEST,
        ),
        (
            json!({"customUrls": ["javascript:alert(1)"]}),
            StatusCode::BAD_REQUEST,
        ),
        (
            json!({"customUrls": "http://x.example"}),
            StatusCode::UNPROCESSABLE_ENTITY,
        ),
    ] {
        let response = post(&app, &cookie, "/api/admin/venues/discover", body).await;
        assert_json_error(response, status).await;
    }
}

/// Followed sources through the API (issue #19): a source is added (and
/// checked), read by the server's own runner at once, and its events wait
/// in the inbox; its health says how its reads went.
/// The pages discovery reads place the venues the guide has not placed yet
/// (their events' `geo`); a venue already placed keeps its position.
#[tokio::test]
async fn discovery_places_a_venue_without_a_position_from_its_events_geo() {
    let site = fixture_site().await;
    let app = app_reaching(&site).await;
    let cookie = sign_in(&app).await;
    let venue = |name: &'static str| {
        let (app, cookie) = (&app, &cookie);
        async move {
            let venues: Vec<Value> = admin_get(app, cookie, "/api/admin/venues")
                .await
                .json()
                .await
                .unwrap();
            venues.into_iter().find(|v| v["name"] == name).unwrap()
        }
    };
    let selby = venue("Marie Selby Botanical Gardens").await;
    let cleared = admin_send(
        &app,
        &cookie,
        Method::PUT,
        &format!("/api/admin/venues/{}/position", selby["id"]),
        &json!({"latitude": null, "longitude": null}),
    )
    .await;
    assert_eq!(cleared.status(), StatusCode::OK);
    let hall = venue("Van Wezel Performing Arts Hall").await;

    let body = json!({"venues": [], "customUrls": [format!("{site}/geo-events")]});
    let answer = post(&app, &cookie, "/api/admin/venues/discover", body).await;
    assert_eq!(answer.status(), StatusCode::OK);
    let selby = venue("Marie Selby Botanical Gardens").await;
    assert_eq!(
        (&selby["latitude"], &selby["longitude"]),
        (&json!(27.3307), &json!(-82.5419))
    );
    let kept = venue("Van Wezel Performing Arts Hall").await;
    assert_eq!(
        (&kept["latitude"], &kept["longitude"]),
        (&hall["latitude"], &hall["longitude"])
    );
    // The public events at the venue carry it, for Near me.
    let events = app.get_json("/api/events").await;
    let at_selby = events
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["venueId"] == selby["id"])
        .unwrap();
    assert_eq!(at_selby["venue"]["latitude"], json!(27.3307));
}

#[tokio::test]
async fn a_followed_source_is_read_by_itself_and_its_events_wait_in_the_inbox() {
    let site = fixture_site().await;
    let app = app_reaching(&site).await;
    let cookie = sign_in(&app).await;

    let bad = post(
        &app,
        &cookie,
        "/api/admin/sources",
        json!({"name": " ", "url": "palm.example/events", "everyHours": 0}),
    )
    .await;
    assert_eq!(bad.status(), StatusCode::BAD_REQUEST);
    let bad: Value = bad.json().await.unwrap();
    for field in ["name", "url", "everyHours"] {
        assert!(bad["fields"][field].is_string(), "{bad}");
    }

    let unknown = post(
        &app,
        &cookie,
        "/api/admin/sources",
        json!({"name": "Palm Theatre", "url": format!("{site}/events"), "venueId": 999999}),
    )
    .await;
    assert_eq!(unknown.status(), StatusCode::BAD_REQUEST);
    let unknown: Value = unknown.json().await.unwrap();
    assert_eq!(unknown["fields"]["venueId"], "Venue 999999 does not exist");

    let form = json!({"name": "Palm Theatre", "url": format!("{site}/events"), "everyHours": 6});
    let created = post(&app, &cookie, "/api/admin/sources", form.clone()).await;
    assert_eq!(created.status(), StatusCode::CREATED);
    let created: Value = created.json().await.unwrap();
    assert_eq!(created["trust"], "inbox");
    assert_eq!(created["everyHours"], 6);
    let again = post(&app, &cookie, "/api/admin/sources", form).await;
    assert_eq!(again.status(), StatusCode::CONFLICT);
    let again: Value = again.json().await.unwrap();
    assert_eq!(again["error"], "This address is already followed");
    assert_eq!(again["code"], "conflict");
    assert_eq!(again["fields"]["url"], "This address is already followed");

    // The runner reads it at once: both events wait, new.
    let mut inbox: Vec<Value> = Vec::new();
    for _ in 0..100 {
        inbox = admin_get(&app, &cookie, "/api/admin/inbox")
            .await
            .json()
            .await
            .unwrap();
        if inbox.len() == 2 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    let mut titles: Vec<&str> = inbox
        .iter()
        .map(|i| i["after"]["title"].as_str().unwrap())
        .collect();
    titles.sort_unstable();
    assert_eq!(titles, ["Jazz on the Bay", "The Cake"]);
    assert!(inbox.iter().all(|i| i["review"] == "new"
        && i["before"].is_null()
        && i["sourceName"] == "Palm Theatre"));
    let cake = inbox
        .iter()
        .find(|i| i["after"]["title"] == "The Cake")
        .unwrap();
    assert_eq!(cake["after"]["price"], "$39");
    assert_eq!(cake["after"]["status"], "scheduled");

    let sources: Vec<Value> = admin_get(&app, &cookie, "/api/admin/sources")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(sources.len(), 1);
    let health = &sources[0]["health"];
    assert_eq!(health["state"], "ok", "{health}");
    assert_eq!(health["eventsFound"], 2);
    assert!(
        health["lastReadAt"]
            .as_str()
            .is_some_and(|t| t.ends_with('Z'))
    );
    assert!(health["nextReadAt"].is_string());
    assert_eq!(sources[0]["waiting"], 2);

    // Run now: accepted for the source, 404 for no source.
    let id = created["id"].as_i64().unwrap();
    let run = post(
        &app,
        &cookie,
        &format!("/api/admin/sources/{id}/run"),
        json!({}),
    )
    .await;
    assert_eq!(run.status(), StatusCode::ACCEPTED);
    let missing = post(&app, &cookie, "/api/admin/sources/999999/run", json!({})).await;
    assert_eq!(missing.status(), StatusCode::NOT_FOUND);
}

/// A page whose events are all over gives nothing, and says why (#71).
#[tokio::test]
async fn discovery_says_a_page_gave_nothing_because_its_events_are_past() {
    let site = fixture_site().await;
    let app = app_reaching(&site).await;
    let cookie = sign_in(&app).await;
    let answer = post(
        &app,
        &cookie,
        "/api/admin/venues/discover",
        json!({"customUrls": [format!("{site}/past"), format!("{site}/empty")]}),
    )
    .await;
    assert_eq!(answer.status(), StatusCode::OK);
    let answer: Value = answer.json().await.unwrap();
    let page = |path: &str| {
        answer["sources"]
            .as_array()
            .unwrap()
            .iter()
            .find(|s| s["url"].as_str().unwrap().ends_with(path))
            .unwrap()
            .clone()
    };
    assert_eq!(
        (
            page("/past")["events"].clone(),
            page("/past")["past"].clone()
        ),
        (json!(0), json!(2))
    );
    assert_eq!(page("/empty")["past"], json!(0));
    assert_eq!(answer["newEvents"], json!([]));
}

/// #71: discovery says how far an event is when its page places it beyond
/// the city's reach (`[site.reach]`, Sarasota's 60 km by default).
#[tokio::test]
async fn discovery_says_how_far_an_event_beyond_the_city_is() {
    let site = fixture_site().await;
    let app = app_reaching(&site).await;
    let cookie = sign_in(&app).await;
    let body = json!({"customUrls": [format!("{site}/region")]});
    let answer: Value = post(&app, &cookie, "/api/admin/venues/discover", body)
        .await
        .json()
        .await
        .unwrap();
    let found = answer["newEvents"].as_array().unwrap();
    let far = |title: &str| {
        found
            .iter()
            .find(|e| e["title"] == title)
            .unwrap_or_else(|| panic!("{title} in {answer}"))
            .get("farKm")
            .cloned()
    };
    assert_eq!(far("Bayfront Lanterns"), None, "in town: nothing said");
    let tampa = far("Channelside Lights").unwrap().as_u64().unwrap();
    assert!((60..80).contains(&tampa), "{tampa}");
}
