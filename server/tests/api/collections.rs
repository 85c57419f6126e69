//! Collections (`/api/collections/{id}`, their pages, feeds and sitemap
//! entries) and Right now (`/api/right-now`): what the server answers is
//! core's rule over the guide's own lists, and an address that is no
//! collection gets a clear error.

use guide_core::content::collections::{Collection, CollectionPage, collection_events};
use guide_core::content::event_index::EventIndex;
use guide_core::content::model::{Activity, Event, Restaurant};
use guide_core::content::right_now::RightNow;
use guide_core::content::series::SeriesIndex;
use reqwest::StatusCode;

use crate::support::{TestApp, assert_json_error};

fn ids<T>(items: &[T], id: impl Fn(&T) -> i64) -> Vec<i64> {
    items.iter().map(id).collect()
}

#[tokio::test]
async fn each_collection_is_cores_rule_over_the_guide_with_its_page_feed_and_sitemap_entry() {
    let app = TestApp::spawn().await;
    let today = guide_server::today(guide_core::CityZone::default());
    let mut events: Vec<Event> = serde_json::from_value(app.get_json("/api/events").await).unwrap();
    events.sort_by_key(|e| (e.date, e.id));
    let activities: Vec<Activity> =
        serde_json::from_value(app.get_json("/api/activities").await).unwrap();
    let restaurants: Vec<Restaurant> =
        serde_json::from_value(app.get_json("/api/restaurants").await).unwrap();
    let mut places = 0;
    for collection in Collection::ALL {
        let path = format!("/api/collections/{}", collection.id());
        let answer: CollectionPage = serde_json::from_value(app.get_json(&path).await).unwrap();
        let expected = CollectionPage::of(collection, &events, &activities, &restaurants, today);
        assert_eq!(answer.collection, collection);
        assert_eq!(
            ids(&answer.events, |e| e.id),
            ids(&expected.events, |e| e.id),
            "{path}"
        );
        assert_eq!(answer.event_count, expected.event_count, "{path}");
        assert_eq!(
            ids(&answer.activities, |a| a.id),
            ids(&expected.activities, |a| a.id)
        );
        assert_eq!(
            ids(&answer.restaurants, |r| r.id),
            ids(&expected.restaurants, |r| r.id)
        );
        places += answer.activities.len() + answer.restaurants.len();

        // Its calendar feed: the collection's events, each series once (one
        // recurring entry).
        let feed = app
            .get(&format!("/api/events.ics?collection={}", collection.id()))
            .await;
        assert_eq!(feed.status(), StatusCode::OK);
        let feed = feed.text().await.unwrap();
        let listed = collection_events(collection, &events, &SeriesIndex::new(&events), today);
        assert_eq!(feed.matches("BEGIN:VEVENT").count(), listed.len(), "{path}");

        // Its page, in English and Spanish.
        let page = app.get(collection.path()).await;
        assert_eq!(page.status(), StatusCode::OK);
        assert!(page.text().await.unwrap().contains("<title>"));
    }
    assert!(places > 0, "the demo's places fill some collections");
    let spanish = app
        .get("/es/collections/rainy-day")
        .await
        .text()
        .await
        .unwrap();
    assert!(
        spanish.contains("<title>Día de lluvia · Guía de Sarasota</title>"),
        "{spanish}"
    );
    assert!(
        spanish.contains("Qué hacer en Sarasota en un día de lluvia"),
        "its description: {spanish}"
    );

    let sitemap = app.get("/fr/sitemap.xml").await.text().await.unwrap();
    for collection in Collection::ALL {
        assert!(
            sitemap.contains(&format!("/fr{}</loc>", collection.path())),
            "{sitemap}"
        );
    }
}

#[tokio::test]
async fn an_address_that_is_no_collection_is_refused_clearly() {
    let app = TestApp::spawn().await;
    assert_json_error(
        app.get("/api/collections/sunny-day").await,
        StatusCode::NOT_FOUND,
    )
    .await;
    let reason = assert_json_error(
        app.get("/api/events.ics?collection=sunny-day").await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert!(reason.contains("'sunny-day'"), "{reason}");
    assert_json_error(
        app.get("/api/collections/rainy-day?lang=xx").await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert_eq!(
        app.get("/collections/sunny-day").await.status(),
        StatusCode::NOT_FOUND
    );
}

/// Right now (`/api/right-now`) is core's page over the guide's own lists
/// at the city's minute, in the page's language, with a page of its own.
#[tokio::test]
async fn right_now_is_cores_page_over_the_guide_at_the_citys_minute() {
    let app = TestApp::spawn().await;
    let zone = guide_core::CityZone::default();
    let events: Vec<Event> = serde_json::from_value(app.get_json("/api/events").await).unwrap();
    let activities: Vec<Activity> =
        serde_json::from_value(app.get_json("/api/activities").await).unwrap();
    let restaurants: Vec<Restaurant> =
        serde_json::from_value(app.get_json("/api/restaurants").await).unwrap();
    let index = EventIndex::new(events);
    // Read again should the city's minute turn between the two reads.
    let (answer, expected) = loop {
        let before = guide_server::city_clock(zone);
        let answer: RightNow =
            serde_json::from_value(app.get_json("/api/right-now?lang=es").await).unwrap();
        if guide_server::city_clock(zone) == before {
            break (
                answer,
                RightNow::of(&index, &activities, &restaurants, before),
            );
        }
    };
    assert_eq!(
        ids(&answer.events, |e| e.id),
        ids(&expected.events, |e| e.id)
    );
    assert_eq!(answer.event_count, expected.event_count);
    assert_eq!(
        ids(&answer.activities, |a| a.id),
        ids(&expected.activities, |a| a.id)
    );
    assert_eq!(
        ids(&answer.restaurants, |r| r.id),
        ids(&expected.restaurants, |r| r.id)
    );
    assert_eq!(answer.entries, expected.entries);

    let page = app.get("/es/right-now").await.text().await.unwrap();
    assert!(
        page.contains("<title>Ahora mismo · Guía de Sarasota</title>"),
        "{page}"
    );
    assert_json_error(
        app.get("/api/right-now?lang=xx").await,
        StatusCode::BAD_REQUEST,
    )
    .await;
}
