//! Every unique and foreign-key constraint a write can break comes back
//! as the store's typed error naming its field, on whichever database the
//! suite runs (SQLite, or PostgreSQL in the second run): the API turns it
//! into a 409 or a 400, never a 500. One test per table.

use guide_core::Date;
use guide_server::store::{NewEvent, NewSource, NewVenue, Store, StoreError};

async fn fresh_store() -> (tempfile::TempDir, Store) {
    let dir = tempfile::tempdir().unwrap();
    let url = super::database_url(dir.path()).await;
    let store = Store::open(&url).await.unwrap();
    (dir, store)
}

fn venue(name: &str) -> NewVenue {
    NewVenue {
        name: name.into(),
        website: None,
        events_page_url: None,
        address: None,
        phone: None,
        description: None,
        capacity: None,
        venue_type: None,
        latitude: None,
        longitude: None,
    }
}

fn event_at(venue_id: i64) -> NewEvent {
    NewEvent {
        title: "Swan Lake".into(),
        description: String::new(),
        venue: Ok(venue_id),
        date: Date::parse("2026-12-12").unwrap(),
        end_date: None,
        time: None,
        category: "Ballet".into(),
        image: None,
        ticket_price: None,
        ticket_url: None,
        source_url: None,
        lang: Default::default(),
    }
}

fn source(url: &str, venue_id: Option<i64>) -> NewSource<'_> {
    NewSource {
        name: "Palm Theatre",
        url,
        venue_id,
        every_hours: None,
        trust: "inbox",
    }
}

#[track_caller]
fn assert_taken(error: StoreError, field: &str) {
    match error {
        StoreError::Taken { field: named, .. } => assert_eq!(named, field),
        other => panic!("expected {field} taken, got {other:?}"),
    }
}

#[track_caller]
fn assert_missing(error: StoreError, field: &str) {
    match error {
        StoreError::Missing { field: named, .. } => assert_eq!(named.as_deref(), Some(field)),
        other => panic!("expected {field} missing, got {other:?}"),
    }
}

#[tokio::test]
async fn venues_a_second_venue_of_one_name_names_the_name() {
    let (_dir, store) = fresh_store().await;
    let mut tx = store.begin(&super::support::by_guide()).await.unwrap();
    tx.insert_venue(&venue("Van Wezel")).await.unwrap();
    tx.commit().await.unwrap();

    let mut tx = store.begin(&super::support::by_guide()).await.unwrap();
    let error = tx.insert_venue(&venue("Van Wezel")).await.unwrap_err();
    assert_eq!(
        error.to_string(),
        "A venue with this name is already stored"
    );
    assert_taken(error, "name");
}

fn error_message<T: std::fmt::Debug>(result: Result<T, StoreError>) -> String {
    result.unwrap_err().to_string()
}

#[tokio::test]
async fn events_an_event_at_a_venue_not_stored_names_the_venue() {
    let (_dir, store) = fresh_store().await;
    let mut tx = store.begin(&super::support::by_guide()).await.unwrap();
    let error = tx.insert_event(&event_at(99_999)).await.unwrap_err();
    assert_missing(error, "venueId");
    drop(tx);

    let mut tx = store.begin(&super::support::by_guide()).await.unwrap();
    let venue = tx.insert_venue(&venue("Asolo Rep")).await.unwrap();
    let id = tx.insert_event(&event_at(venue)).await.unwrap();
    tx.commit().await.unwrap();
    let mut tx = store.begin(&super::support::by_guide()).await.unwrap();
    let error = tx.update_event(id, &event_at(99_999)).await.unwrap_err();
    assert_missing(error, "venueId");
    drop(tx);
    // Nothing stored is lost.
    assert_eq!(
        store.list_events(&Default::default()).await.unwrap().len(),
        1
    );
}

#[tokio::test]
async fn sources_an_address_followed_twice_or_a_venue_not_stored_is_named() {
    let (_dir, store) = fresh_store().await;
    let url = "https://palm.example/events";
    let id = store
        .create_source(&source(url, None), 1, &super::support::by_guide())
        .await
        .unwrap();
    let error = store
        .create_source(&source(url, None), 1, &super::support::by_guide())
        .await
        .unwrap_err();
    assert_taken(error, "url");
    assert_eq!(
        error_message(
            store
                .create_source(&source(url, None), 1, &super::support::by_guide())
                .await
        ),
        "This address is already followed"
    );

    let other = store
        .create_source(
            &source("https://palm.example/other", None),
            1,
            &super::support::by_guide(),
        )
        .await
        .unwrap();
    let error = store
        .update_source(other, &source(url, None), 1, &super::support::by_guide())
        .await
        .unwrap_err();
    assert_taken(error, "url");

    let error = store
        .create_source(
            &source("https://palm.example/third", Some(99_999)),
            1,
            &super::support::by_guide(),
        )
        .await
        .unwrap_err();
    assert_missing(error, "venueId");
    let error = store
        .update_source(
            id,
            &source(url, Some(99_999)),
            1,
            &super::support::by_guide(),
        )
        .await
        .unwrap_err();
    assert_missing(error, "venueId");
    assert_eq!(store.list_sources().await.unwrap().len(), 2);
}
