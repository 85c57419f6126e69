//! What the dashboard's Today screen reads (#71): each missing picture
//! says whether its event is past (Today counts only coming ones), and the
//! history lists other staff's changes on their own (`others=true`).

use guide_core::dashboard::accounts::Role;
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use super::accounts::{app, new_staff, sign_in_as};
use super::admin::{EMAIL, PASSWORD, admin_get, admin_send};

fn event(title: &str) -> Value {
    json!({"title": title, "description": "Stored by the test", "venueId": null,
           "venueName": "Bayfront Park", "date": "2099-12-20", "endDate": null,
           "time": "7:00 PM", "category": "Outdoor", "image": null,
           "ticketPrice": "Free", "sourceUrl": null})
}

#[tokio::test]
async fn a_missing_picture_says_whether_its_event_is_past() {
    let app = app().await;
    let marisa = sign_in_as(&app, EMAIL, PASSWORD).await.unwrap();
    let created = admin_send(
        &app,
        &marisa,
        Method::POST,
        "/api/admin/events/bulk-create",
        &json!({"events": [event("Coming Lantern Walk"), event("Gone Lantern Walk")]}),
    )
    .await;
    assert_eq!(created.status(), StatusCode::CREATED);
    let gone = created.json::<Value>().await.unwrap()["ids"][1]
        .as_i64()
        .unwrap();
    // Its days went by (the API takes no event that is over).
    sqlx::any::install_default_drivers();
    let db = sqlx::AnyPool::connect(&app.database_url).await.unwrap();
    sqlx::query("UPDATE events SET date = '2020-01-01' WHERE id = $1")
        .bind(gone)
        .execute(&db)
        .await
        .unwrap();
    let listed: Value = admin_get(&app, &marisa, "/api/admin/events-missing-images")
        .await
        .json()
        .await
        .unwrap();
    let past = |name: &str| {
        listed
            .as_array()
            .unwrap()
            .iter()
            .find(|e| e["name"] == name)
            .unwrap_or_else(|| panic!("{name} is listed"))["past"]
            .clone()
    };
    assert_eq!(past("Coming Lantern Walk"), json!(false));
    assert_eq!(past("Gone Lantern Walk"), json!(true));
    let places: Value = admin_get(&app, &marisa, "/api/admin/restaurants-missing-images")
        .await
        .json()
        .await
        .unwrap();
    assert!(
        places
            .as_array()
            .unwrap()
            .iter()
            .all(|p| p["past"] == false)
    );
}

#[tokio::test]
async fn the_history_lists_other_staffs_changes_on_their_own() {
    let app = app().await;
    let marisa = sign_in_as(&app, EMAIL, PASSWORD).await.unwrap();
    let sam = new_staff(&app, &marisa, "sam@example.com", Role::Editor, "Sam").await;
    for (cookie, title) in [(&marisa, "Marisa's Walk"), (&sam, "Sam's Walk")] {
        let created = admin_send(
            &app,
            cookie,
            Method::POST,
            "/api/admin/events/bulk-create",
            &json!({"events": [event(title)]}),
        )
        .await;
        assert_eq!(created.status(), StatusCode::CREATED);
    }
    let others = |cookie: String| {
        let app = &app;
        async move {
            let page: Value = admin_get(app, &cookie, "/api/admin/history?others=true")
                .await
                .json()
                .await
                .unwrap();
            page["changes"]
                .as_array()
                .unwrap()
                .iter()
                .map(|c| (c["staffName"].clone(), c["itemName"].clone()))
                .collect::<Vec<_>>()
        }
    };
    // Marisa's others: Sam's event, never hers nor the guide's own writes.
    assert_eq!(
        others(marisa.clone()).await,
        [(json!("Sam Staff"), json!("Sam's Walk"))]
    );
    let sams = others(sam.clone()).await;
    assert!(sams.contains(&(json!("Marisa Rivera"), json!("Marisa's Walk"))));
    assert!(
        sams.iter().all(|(who, _)| who == "Marisa Rivera"),
        "{sams:?}"
    );
}
