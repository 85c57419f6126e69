//! The history of every change (#39, part 2): what staff, visitors and
//! the guide itself write is recorded with who, when, by which action and
//! the fields before and after, in the writing transaction; listed newest
//! first with filters; an editor is not shown accounts' changes; old
//! records are forgotten after `[history] keep_days`.

use guide_core::dashboard::accounts::Role;
use guide_core::dashboard::history::ChangeAction;
use guide_core::time::date::Date;
use guide_server::store::{Actor, NewEvent, Store};
use reqwest::StatusCode;
use serde_json::{Value, json};

use super::accounts::{app, new_staff, sign_in_as};
use super::admin::{EMAIL, PASSWORD, admin_get, admin_send};
use super::assert_json_error;

async fn history(app: &super::TestApp, cookie: &str, query: &str) -> Value {
    let response = admin_get(app, cookie, &format!("/api/admin/history{query}")).await;
    assert_eq!(response.status(), StatusCode::OK);
    response.json().await.unwrap()
}

fn field<'a>(change: &'a Value, name: &str) -> &'a Value {
    change["fields"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["field"] == name)
        .unwrap_or_else(|| panic!("no field {name} in {change}"))
}

#[tokio::test]
async fn every_write_is_recorded_with_who_when_which_action_and_what() {
    let app = app().await;
    let admin = sign_in_as(&app, EMAIL, PASSWORD).await.unwrap();
    let me = admin_get(&app, &admin, "/api/admin/accounts")
        .await
        .json::<Value>()
        .await
        .unwrap()["accounts"][0]["id"]
        .as_i64()
        .unwrap();
    let events = app.get_json("/api/events").await;
    let event = events[0].clone();
    let id = event["id"].as_i64().unwrap();

    // An edit: who, the action, and the fields that changed.
    let form = json!({"title": "Renamed Gala", "description": event["description"], "venueId": event["venueId"],
                      "venueName": "", "date": event["date"], "endDate": event["endDate"], "time": event["time"],
                      "category": event["category"], "image": event["image"], "ticketPrice": event["ticketPrice"],
                      "ticketUrl": event["ticketUrl"], "sourceUrl": event["sourceUrl"]});
    let edited = admin_send(
        &app,
        &admin,
        reqwest::Method::PUT,
        &format!("/api/admin/events/{id}"),
        &form,
    )
    .await;
    assert_eq!(edited.status(), StatusCode::OK);
    let listed = history(&app, &admin, "").await;
    let change = &listed["changes"][0];
    assert_eq!(change["staffId"], me);
    assert_eq!(change["staffName"], "Marisa Rivera");
    assert_eq!(change["action"], "edit");
    assert_eq!(change["kind"], "event");
    assert_eq!(change["itemId"], id);
    assert_eq!(change["operation"], "update");
    assert_eq!(change["itemName"], "Renamed Gala");
    assert_eq!(
        field(change, "title"),
        &json!({"field": "title", "before": event["title"], "after": "Renamed Gala"})
    );
    let at = change["at"].as_i64().unwrap();
    assert!((guide_server::clock::now_ms() - at).abs() < 60_000);
    // The same values again change nothing, and nothing is recorded.
    admin_send(
        &app,
        &admin,
        reqwest::Method::PUT,
        &format!("/api/admin/events/{id}"),
        &form,
    )
    .await;
    assert_eq!(
        history(&app, &admin, "").await["changes"][0]["id"],
        change["id"]
    );

    // A bulk creation: one batch; a deletion keeps what the item had.
    let new_event = |title: &str| {
        json!({"title": title, "description": "From the venue's page", "venueId": null,
               "venueName": "Ringling Museum Courtyard", "date": "2026-12-20", "endDate": null,
               "time": "7:00 PM", "category": "Live Music", "image": null,
               "ticketPrice": "$15", "sourceUrl": "https://venue.example/e/1"})
    };
    let created = admin_send(
        &app,
        &admin,
        reqwest::Method::POST,
        "/api/admin/events/bulk-create",
        &json!({"events": [new_event("First Night"), new_event("Second Night")]}),
    )
    .await;
    assert_eq!(created.status(), StatusCode::CREATED);
    let restaurants = app.get_json("/api/restaurants").await;
    let restaurant = restaurants[0].clone();
    let gone = admin_send(
        &app,
        &admin,
        reqwest::Method::DELETE,
        &format!("/api/admin/restaurants/{}", restaurant["id"]),
        &json!(null),
    )
    .await;
    assert_eq!(gone.status(), StatusCode::NO_CONTENT);
    let listed = history(&app, &admin, "").await;
    let changes = listed["changes"].as_array().unwrap();
    let deleted = &changes[0];
    assert_eq!(deleted["operation"], "delete");
    assert_eq!(deleted["action"], "delete");
    assert_eq!(deleted["itemName"], restaurant["name"]);
    assert_eq!(field(deleted, "name")["before"], restaurant["name"]);
    assert_eq!(field(deleted, "name")["after"], Value::Null);
    let bulk: Vec<&Value> = changes[1..3].iter().collect();
    assert!(
        bulk.iter()
            .all(|c| c["action"] == "bulk-create" && c["operation"] == "create")
    );
    assert!(bulk[0]["batch"].is_string());
    assert_eq!(bulk[0]["batch"], bulk[1]["batch"]);
    assert_eq!(
        [&bulk[0]["itemName"], &bulk[1]["itemName"]],
        [&json!("Second Night"), &json!("First Night")]
    );

    // A visitor's suggestion, and staff's review of it.
    let suggested = app
        .post_json(
            "/api/suggestions",
            &json!({"name": "Myakka Canopy Walk", "type": "activity", "website": "https://myakka.example",
                    "description": "Treetops.", "submitterName": "Ana", "submitterEmail": "ana@visitor.test"}),
        )
        .await;
    assert!(suggested.status().is_success());
    let suggestion = history(&app, &admin, "?kind=suggestion").await["changes"][0].clone();
    assert_eq!(suggestion["action"], "visitor");
    assert_eq!(suggestion["staffId"], Value::Null);
    let reviewed = admin_send(
        &app,
        &admin,
        reqwest::Method::PUT,
        &format!("/api/admin/suggestions/{}/status", suggestion["itemId"]),
        &json!({"status": "added"}),
    )
    .await;
    assert_eq!(reviewed.status(), StatusCode::OK);
    let status = &history(&app, &admin, "?kind=suggestion").await["changes"][0];
    assert_eq!(status["action"], "status");
    assert_eq!(
        field(status, "status"),
        &json!({"field": "status", "before": "new", "after": "added"})
    );

    // Filters: kind, item, person, days; a page's size and the next.
    let of_event = history(&app, &admin, &format!("?kind=event&item={id}")).await;
    assert!(
        of_event["changes"]
            .as_array()
            .unwrap()
            .iter()
            .all(|c| c["itemId"] == id && c["kind"] == "event")
    );
    assert!(!of_event["changes"].as_array().unwrap().is_empty());
    let by_me = history(&app, &admin, &format!("?staff={me}")).await;
    assert!(
        by_me["changes"]
            .as_array()
            .unwrap()
            .iter()
            .all(|c| c["staffId"] == me)
    );
    assert_eq!(by_me["changes"].as_array().unwrap().len(), 5);
    assert_eq!(
        listed["people"],
        json!([{"id": me, "name": "Marisa Rivera"}])
    );
    let today = guide_core::CityZone::default().today(guide_server::clock::now_ms());
    let yesterday = today.add_days(-1);
    assert_eq!(
        history(
            &app,
            &admin,
            &format!("?since={today}&until={today}&staff={me}")
        )
        .await["changes"]
            .as_array()
            .unwrap()
            .len(),
        5
    );
    assert_eq!(
        history(&app, &admin, &format!("?until={yesterday}&staff={me}")).await["changes"],
        json!([])
    );
    // The demo's seed is the first page's tail, 50 at a time.
    let first = history(&app, &admin, "").await;
    assert_eq!(first["changes"].as_array().unwrap().len(), 50);
    let before = first["nextBefore"].as_i64().unwrap();
    let second = history(&app, &admin, &format!("?before={before}")).await;
    assert!(second["changes"][0]["id"].as_i64().unwrap() < before);
    assert!(
        second["changes"]
            .as_array()
            .unwrap()
            .iter()
            .any(|c| c["action"] == "seed")
    );
    for bad in ["?kind=concert", "?since=tomorrow", "?until=2026-13-01"] {
        let refused = admin_get(&app, &admin, &format!("/api/admin/history{bad}")).await;
        assert_json_error(refused, StatusCode::BAD_REQUEST).await;
    }

    // An account's changes are an admin's to see.
    let editor = new_staff(&app, &admin, "ed@sarasota.test", Role::Editor, "Ed").await;
    let accounts = history(&app, &admin, "?kind=account").await;
    assert_eq!(accounts["changes"][0]["operation"], "create");
    assert_eq!(accounts["changes"][0]["itemName"], "ed@sarasota.test");
    let seen = history(&app, &editor, "").await;
    assert!(
        seen["changes"]
            .as_array()
            .unwrap()
            .iter()
            .all(|c| c["kind"] != "account")
    );
    assert_eq!(
        history(&app, &editor, "?kind=account").await["changes"],
        json!([])
    );
}

/// The history is written in the change's transaction: a change that
/// fails leaves no record of what it wrote before failing.
#[tokio::test]
async fn a_change_that_fails_leaves_no_record() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&super::database_url(dir.path()).await)
        .await
        .unwrap();
    let event = |title: &str, venue: Result<i64, String>| NewEvent {
        title: title.into(),
        description: String::new(),
        venue,
        date: Date::parse("2026-12-20").unwrap(),
        end_date: None,
        time: None,
        category: "Live Music".into(),
        image: None,
        ticket_price: None,
        ticket_url: None,
        source_url: None,
        lang: guide_core::text::lang::Lang::En,
    };
    let count = async || {
        store
            .history(
                &Default::default(),
                guide_core::text::catalogs::catalog(guide_core::text::lang::Lang::En),
                guide_core::CityZone::default(),
            )
            .await
            .unwrap()
            .changes
            .len()
    };
    let before = count().await;
    let mut tx = store
        .begin(&Actor::guide(ChangeAction::SourceRun))
        .await
        .unwrap();
    tx.insert_event(&event("Written First", Err("Ringling Courtyard".into())))
        .await
        .unwrap();
    // A venue the guide does not have: the database refuses it.
    assert!(
        tx.insert_event(&event("Refused", Ok(987_654)))
            .await
            .is_err()
    );
    drop(tx);
    assert_eq!(count().await, before);
    // The same write that succeeds is recorded, as the guide's own.
    let mut tx = store
        .begin(&Actor::guide(ChangeAction::SourceRun))
        .await
        .unwrap();
    tx.insert_event(&event("Written First", Err("Ringling Courtyard".into())))
        .await
        .unwrap();
    tx.commit().await.unwrap();
    let recorded = store
        .history(
            &Default::default(),
            guide_core::text::catalogs::catalog(guide_core::text::lang::Lang::En),
            guide_core::CityZone::default(),
        )
        .await
        .unwrap();
    assert_eq!(recorded.changes.len(), before + 1);
    assert_eq!(recorded.changes[0].action, ChangeAction::SourceRun);
    assert_eq!(recorded.changes[0].staff_id, None);
    // Forgotten after the kept days, not before.
    let retention = guide_server::history::Retention::new(store.clone(), 365);
    let now = guide_server::clock::now_ms();
    assert_eq!(retention.pass(now).await.unwrap(), 0);
    assert!(retention.pass(now + 366 * 86_400_000).await.unwrap() > 0);
    assert_eq!(count().await, 0);
    store.close().await;
}
