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

/// An event for `POST /api/admin/events/bulk-create`.
fn new_event(title: &str) -> Value {
    json!({"title": title, "description": "From the venue's page", "venueId": null,
           "venueName": "Ringling Museum Courtyard", "date": "2026-12-20", "endDate": null,
           "time": "7:00 PM", "category": "Live Music", "image": null,
           "ticketPrice": "$15", "sourceUrl": "https://venue.example/e/1"})
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
        &json!({"field": "title", "label": "Title", "before": event["title"], "after": "Renamed Gala"})
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
    let created = admin_send(
        &app,
        &admin,
        reqwest::Method::POST,
        "/api/admin/events/bulk-create",
        &json!({"events": [new_event("First Night"), new_event("Second Night")]}),
    )
    .await;
    assert_eq!(created.status(), StatusCode::CREATED);
    // One without translations: a translated one's would be recorded
    // with it, each row a change of its own.
    let restaurants = app.get_json("/api/restaurants").await;
    let restaurant = restaurants
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r.get("translations").is_none())
        .unwrap()
        .clone();
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
        &json!({"field": "status", "label": "Status", "before": "new", "after": "added"})
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
    // The demo's seed is the first page's tail, 50 changes at a time (its
    // translations of one item, one step, are one entry: fewer entries).
    let first = history(&app, &admin, "").await;
    let shown = first["changes"].as_array().unwrap().len();
    assert!((1..50).contains(&shown), "{shown}");
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

/// A table's row as every column holds it (but `updated_at`, the moment
/// of the last write), read from the database itself: what "the exact
/// earlier row" means. `None` when there is none with that id.
pub(super) async fn stored_row(
    app: &super::TestApp,
    table: &str,
    id: i64,
) -> Option<serde_json::Map<String, Value>> {
    use sqlx::{Column, Connection, Row};
    sqlx::any::install_default_drivers();
    let mut conn = sqlx::AnyConnection::connect(&app.database_url)
        .await
        .unwrap();
    let row = sqlx::query(sqlx::AssertSqlSafe(format!(
        "SELECT * FROM {table} WHERE id = $1"
    )))
    .bind(id)
    .fetch_optional(&mut conn)
    .await
    .unwrap()?;
    let mut fields = serde_json::Map::new();
    for column in row.columns() {
        let i = column.ordinal();
        let value = if let Ok(v) = row.try_get::<Option<i64>, _>(i) {
            json!(v)
        } else if let Ok(v) = row.try_get::<Option<f64>, _>(i) {
            json!(v)
        } else if let Ok(v) = row.try_get::<Option<bool>, _>(i) {
            json!(v)
        } else {
            json!(row.try_get::<Option<String>, _>(i).unwrap())
        };
        if column.name() != "updated_at" {
            fields.insert(column.name().to_string(), value);
        }
    }
    conn.close().await.unwrap();
    Some(fields)
}

async fn undo(app: &super::TestApp, cookie: &str, what: &str) -> reqwest::Response {
    admin_send(
        app,
        cookie,
        reqwest::Method::POST,
        &format!("/api/admin/history/{what}/undo"),
        &json!(null),
    )
    .await
}

/// An edit and a replace are each undone to the exact earlier row; the
/// undo is recorded as a change of its own, can itself be undone, and is
/// refused in words when done already or when a later change set the same
/// field again.
#[tokio::test]
async fn an_edit_and_a_replace_are_undone_to_the_exact_earlier_rows() {
    let app = app().await;
    let admin = sign_in_as(&app, EMAIL, PASSWORD).await.unwrap();
    let event = app.get_json("/api/events").await[0].clone();
    let id = event["id"].as_i64().unwrap();
    let earlier = stored_row(&app, "events", id).await.unwrap();
    let edit = |title: &str, price: &str| {
        json!({"title": title, "description": event["description"], "venueId": event["venueId"],
               "venueName": "", "date": event["date"], "endDate": event["endDate"], "time": event["time"],
               "category": event["category"], "image": event["image"], "ticketPrice": price,
               "ticketUrl": event["ticketUrl"], "sourceUrl": event["sourceUrl"]})
    };
    let path = format!("/api/admin/events/{id}");
    let put = reqwest::Method::PUT;
    let saved = admin_send(
        &app,
        &admin,
        put.clone(),
        &path,
        &edit("Renamed Gala", "$99"),
    )
    .await;
    assert_eq!(saved.status(), StatusCode::OK);
    let edited = stored_row(&app, "events", id).await.unwrap();
    let change = history(&app, &admin, "").await["changes"][0].clone();
    assert_eq!(
        (&change["action"], &change["canUndo"]),
        (&json!("edit"), &json!(true))
    );
    assert_eq!(change["batchSize"], 1);

    let undone = undo(&app, &admin, &change["id"].to_string()).await;
    assert_eq!(undone.status(), StatusCode::OK);
    assert_eq!(
        undone.json::<Value>().await.unwrap(),
        json!({"undone": 1, "message": "Undone: 1 change"})
    );
    assert_eq!(stored_row(&app, "events", id).await.unwrap(), earlier);
    // Recorded as the admin's undo; the edit cannot be undone twice.
    let listed = history(&app, &admin, "").await;
    let revert = &listed["changes"][0];
    assert_eq!(
        (&revert["action"], &revert["operation"]),
        (&json!("revert"), &json!("update"))
    );
    assert_eq!(revert["staffName"], "Marisa Rivera");
    assert_eq!(field(revert, "title")["after"], event["title"]);
    assert_eq!(listed["changes"][1]["id"], change["id"]);
    assert_eq!(listed["changes"][1]["canUndo"], false);
    let again = undo(&app, &admin, &change["id"].to_string()).await;
    assert_eq!(again.status(), StatusCode::CONFLICT);
    assert_eq!(
        again.json::<Value>().await.unwrap()["error"],
        "“Renamed Gala” is already as it was before this change."
    );
    // Undoing the undo makes the edit again.
    assert_eq!(
        undo(&app, &admin, &revert["id"].to_string()).await.status(),
        StatusCode::OK
    );
    assert_eq!(stored_row(&app, "events", id).await.unwrap(), edited);
    // A later edit of the title: undoing the first would lose it.
    admin_send(&app, &admin, put.clone(), &path, &edit("Gala Again", "$99")).await;
    let refused = undo(&app, &admin, &change["id"].to_string()).await;
    assert_eq!(refused.status(), StatusCode::CONFLICT);
    assert_eq!(
        refused.json::<Value>().await.unwrap()["error"],
        "“Renamed Gala” was changed again since (title): undo the later change first."
    );

    // A wrong replace of a restaurant, undone.
    let restaurant = app.get_json("/api/restaurants").await[0].clone();
    let rid = restaurant["id"].as_i64().unwrap();
    let earlier = stored_row(&app, "restaurants", rid).await.unwrap();
    let mut replacement = restaurant.clone();
    replacement["name"] = json!("Another Place Entirely");
    replacement["phone"] = json!("(941) 555-0199");
    replacement["rating"] = json!(3.5);
    let replaced = admin_send(
        &app,
        &admin,
        put,
        &format!("/api/admin/restaurants/replace/{rid}"),
        &replacement,
    )
    .await;
    assert_eq!(replaced.status(), StatusCode::OK);
    assert_ne!(stored_row(&app, "restaurants", rid).await.unwrap(), earlier);
    let change = history(&app, &admin, "?kind=restaurant").await["changes"][0].clone();
    assert_eq!(change["action"], "replace");
    assert_eq!(
        undo(&app, &admin, &change["id"].to_string()).await.status(),
        StatusCode::OK
    );
    assert_eq!(stored_row(&app, "restaurants", rid).await.unwrap(), earlier);
}

/// A place's facts and visit length are saved from the form, served by
/// the API, refused in words when wrong (nothing stored is lost), recorded
/// in the history and undone like any other field.
#[tokio::test]
async fn a_places_facts_are_saved_served_refused_when_wrong_and_undone() {
    let app = app().await;
    let admin = sign_in_as(&app, EMAIL, PASSWORD).await.unwrap();
    let activity = app.get_json("/api/activities").await[0].clone();
    let id = activity["id"].as_i64().unwrap();
    let earlier = stored_row(&app, "activities", id).await.unwrap();
    let path = format!("/api/admin/activities/{id}");
    let put = reqwest::Method::PUT;
    let mut changed = activity.clone();
    changed["facts"] = json!(["step-free", "dogs", "outdoor", "dogs"]);
    changed["visitMinutes"] = json!(90);
    let saved = admin_send(&app, &admin, put.clone(), &path, &changed).await;
    assert_eq!(saved.status(), StatusCode::OK);
    let served = || async {
        app.get_json("/api/activities")
            .await
            .as_array()
            .unwrap()
            .iter()
            .find(|a| a["id"] == id)
            .unwrap()
            .clone()
    };
    // Each once, in core's order.
    assert_eq!(
        served().await["facts"],
        json!(["outdoor", "dogs", "step-free"])
    );
    assert_eq!(served().await["visitMinutes"], 90);

    let mut too_long = changed.clone();
    too_long["visitMinutes"] = json!(0);
    let refused = admin_send(&app, &admin, put.clone(), &path, &too_long).await;
    assert_eq!(
        assert_json_error(refused, StatusCode::BAD_REQUEST).await,
        "A visit takes from 1 minute to a whole day (1440 minutes)."
    );
    let mut unknown = changed.clone();
    unknown["facts"] = json!(["hearing-loop"]);
    let refused = admin_send(&app, &admin, put.clone(), &path, &unknown).await;
    assert!(
        assert_json_error(refused, StatusCode::UNPROCESSABLE_ENTITY)
            .await
            .contains("hearing-loop")
    );
    assert_eq!(
        served().await["facts"],
        json!(["outdoor", "dogs", "step-free"])
    );

    let change = history(&app, &admin, "?kind=activity").await["changes"][0].clone();
    assert_eq!(field(&change, "facts")["after"], "outdoor,dogs,step-free");
    assert_eq!(field(&change, "visit_minutes")["after"], "90");
    assert_eq!(
        undo(&app, &admin, &change["id"].to_string()).await.status(),
        StatusCode::OK
    );
    assert_eq!(stored_row(&app, "activities", id).await.unwrap(), earlier);
    assert_eq!(served().await["facts"], activity["facts"]);

    // A restaurant's, the same way.
    let restaurant = app.get_json("/api/restaurants").await[0].clone();
    let rid = restaurant["id"].as_i64().unwrap();
    let mut changed = restaurant.clone();
    changed["facts"] = json!(["accessible-restroom", "paid-parking"]);
    let path = format!("/api/admin/restaurants/{rid}");
    assert_eq!(
        admin_send(&app, &admin, put, &path, &changed)
            .await
            .status(),
        StatusCode::OK
    );
    let served = app.get_json("/api/restaurants").await;
    let served = served
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["id"] == rid)
        .unwrap();
    assert_eq!(
        served["facts"],
        json!(["accessible-restroom", "paid-parking"])
    );
}

/// A deleted item comes back with its id: its page answers again, and
/// what names it (a saved favourite, a shared link) finds it.
#[tokio::test]
async fn a_restored_deletion_keeps_its_id() {
    let app = app().await;
    let admin = sign_in_as(&app, EMAIL, PASSWORD).await.unwrap();
    let restaurant = app.get_json("/api/restaurants").await[0].clone();
    let rid = restaurant["id"].as_i64().unwrap();
    let earlier = stored_row(&app, "restaurants", rid).await.unwrap();
    let page = format!("/restaurants/{rid}");
    assert_eq!(app.get(&page).await.status(), StatusCode::OK);
    let gone = admin_send(
        &app,
        &admin,
        reqwest::Method::DELETE,
        &format!("/api/admin/restaurants/{rid}"),
        &json!(null),
    )
    .await;
    assert_eq!(gone.status(), StatusCode::NO_CONTENT);
    assert_eq!(app.get(&page).await.status(), StatusCode::NOT_FOUND);
    // The deletion's step: the restaurant's row, and its translations'
    // (the demo's first restaurant has some), in whichever order the
    // database's triggers record them.
    let listed = history(&app, &admin, "").await;
    let deletion = listed["changes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["operation"] == "delete")
        .unwrap()
        .clone();
    assert_eq!(deletion["itemId"], rid);
    assert_eq!(deletion["canUndo"], true);
    let step = format!("batch/{}", deletion["batch"].as_str().unwrap());
    assert_eq!(undo(&app, &admin, &step).await.status(), StatusCode::OK);
    assert_eq!(stored_row(&app, "restaurants", rid).await.unwrap(), earlier);
    assert_eq!(app.get(&page).await.status(), StatusCode::OK);
    assert!(
        app.get_json("/api/restaurants")
            .await
            .as_array()
            .unwrap()
            .iter()
            .any(|r| r["id"] == rid && r["name"] == restaurant["name"])
    );
    let listed = history(&app, &admin, "").await;
    let restored = listed["changes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["operation"] == "create")
        .unwrap();
    assert_eq!(
        (&restored["action"], &restored["operation"]),
        (&json!("revert"), &json!("create"))
    );
    assert_eq!(restored["itemId"], rid);
    // Its translations came back with it.
    let again = app
        .get_json(&format!("/api/restaurants/{rid}?lang=es"))
        .await;
    assert_eq!(
        again["restaurant"]["description"].as_str(),
        restaurant["translations"]["es"]["description"].as_str(),
    );
}

/// A bulk creation is undone as one step, and the undo of that step
/// makes the same events again, with their ids.
#[tokio::test]
async fn a_bulk_creation_is_undone_as_one_step() {
    let app = app().await;
    let admin = sign_in_as(&app, EMAIL, PASSWORD).await.unwrap();
    let created = admin_send(
        &app,
        &admin,
        reqwest::Method::POST,
        "/api/admin/events/bulk-create",
        &json!({"events": [new_event("First Night"), new_event("Second Night"), new_event("Third Night")]}),
    )
    .await;
    assert_eq!(created.status(), StatusCode::CREATED);
    let ids: Vec<i64> = created.json::<Value>().await.unwrap()["ids"]
        .as_array()
        .unwrap()
        .iter()
        .map(|id| id.as_i64().unwrap())
        .collect();
    let mut rows = Vec::new();
    for id in &ids {
        rows.push(stored_row(&app, "events", *id).await.unwrap());
    }
    let step = history(&app, &admin, "").await["changes"][0].clone();
    assert_eq!(step["batchSize"], 3);
    let batch = step["batch"].as_str().unwrap().to_string();

    let undone = undo(&app, &admin, &format!("batch/{batch}")).await;
    assert_eq!(undone.status(), StatusCode::OK);
    assert_eq!(
        undone.json::<Value>().await.unwrap()["message"],
        "Undone: 3 changes"
    );
    for id in &ids {
        assert_eq!(stored_row(&app, "events", *id).await, None);
    }
    let reverts = history(&app, &admin, "").await["changes"].clone();
    let reverts: Vec<&Value> = reverts.as_array().unwrap()[..3].iter().collect();
    assert!(
        reverts
            .iter()
            .all(|c| c["action"] == "revert" && c["operation"] == "delete")
    );
    assert!(
        reverts
            .iter()
            .all(|c| c["batch"] == reverts[0]["batch"] && c["batchSize"] == 3)
    );
    // Undone already: said so.
    let again = undo(&app, &admin, &format!("batch/{batch}")).await;
    assert_eq!(again.status(), StatusCode::CONFLICT);
    // The undo's own step, undone: the same events, the same ids.
    let redo = reverts[0]["batch"].as_str().unwrap();
    assert_eq!(
        undo(&app, &admin, &format!("batch/{redo}")).await.status(),
        StatusCode::OK
    );
    for (id, row) in ids.iter().zip(&rows) {
        assert_eq!(stored_row(&app, "events", *id).await.as_ref(), Some(row));
    }
}

/// What cannot be undone here is refused in words: an unknown change or
/// step, an account's change (an admin's, and not from the history); to
/// an editor, whose history has no account's change, there is none.
#[tokio::test]
async fn an_undo_that_cannot_be_is_refused_in_words() {
    let app = app().await;
    let admin = sign_in_as(&app, EMAIL, PASSWORD).await.unwrap();
    let editor = new_staff(&app, &admin, "ed@sarasota.test", Role::Editor, "Ed").await;
    let account = history(&app, &admin, "?kind=account").await["changes"][0].clone();
    assert_eq!(account["canUndo"], false);
    let here = undo(&app, &admin, &account["id"].to_string()).await;
    assert_eq!(here.status(), StatusCode::CONFLICT);
    assert_eq!(
        here.json::<Value>().await.unwrap()["error"],
        "Changes to staff accounts and followed sources are not undone here: change them again on their own tab."
    );
    assert_json_error(
        undo(&app, &editor, &account["id"].to_string()).await,
        StatusCode::NOT_FOUND,
    )
    .await;
    assert_json_error(undo(&app, &admin, "987654321").await, StatusCode::NOT_FOUND).await;
    assert_json_error(
        undo(&app, &admin, "batch/no-such-step").await,
        StatusCode::NOT_FOUND,
    )
    .await;
    assert_json_error(undo(&app, &admin, "first").await, StatusCode::BAD_REQUEST).await;
    // An editor undoes content.
    let first = history(&app, &editor, "").await["changes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["canUndo"] == true)
        .cloned()
        .unwrap();
    assert_eq!(
        undo(&app, &editor, &first["id"].to_string()).await.status(),
        StatusCode::OK
    );
}

/// An item's translations, as stored: (language, field, text), in order.
async fn translations_of(
    app: &super::TestApp,
    kind: &str,
    id: i64,
) -> Vec<(String, String, String)> {
    use sqlx::{Connection, Row};
    sqlx::any::install_default_drivers();
    let mut conn = sqlx::AnyConnection::connect(&app.database_url)
        .await
        .unwrap();
    let rows = sqlx::query(sqlx::AssertSqlSafe(format!(
        "SELECT lang, field, text FROM {kind}_translations WHERE item_id = $1 ORDER BY lang, field"
    )))
    .bind(id)
    .fetch_all(&mut conn)
    .await
    .unwrap();
    conn.close().await.unwrap();
    rows.iter()
        .map(|r| (r.get("lang"), r.get("field"), r.get("text")))
        .collect()
}

/// A translation is recorded as a change of its item (`description.es`),
/// only when it differs, and is undone like an edit; a translated item
/// deleted and restored as one step has its translations back.
#[tokio::test]
async fn translations_are_recorded_undone_and_restored_with_their_item() {
    let app = app().await;
    let admin = sign_in_as(&app, EMAIL, PASSWORD).await.unwrap();
    let restaurant = app.get_json("/api/restaurants").await[0].clone();
    let rid = restaurant["id"].as_i64().unwrap();
    let translate = async |es: &str| {
        let body = json!({"lang": "en", "translations": {
            "es": {"description": es}, "fr": {"description": "Fruits de mer du jour."}}});
        let path = format!("/api/admin/restaurants/{rid}/translations");
        let saved = admin_send(&app, &admin, reqwest::Method::PUT, &path, &body).await;
        assert_eq!(saved.status(), StatusCode::OK);
    };
    let of_item = format!("?kind=restaurant&item={rid}");
    translate("Mariscos frescos.").await;
    let listed = history(&app, &admin, &of_item).await["changes"].clone();
    let es = listed
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["fields"].to_string().contains("description.es"))
        .unwrap()
        .clone();
    // One save, one entry (#71): Spanish and French set, the demo's German
    // removed.
    assert_eq!(es["fields"].as_array().unwrap().len(), 3, "{es}");
    let saves = listed
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["action"] == "translate");
    assert_eq!(saves.count(), 1, "{listed}");
    assert_eq!(
        (&es["action"], &es["operation"]),
        (&json!("translate"), &json!("update"))
    );
    assert_eq!(es["itemName"], restaurant["name"]);
    assert_eq!(field(&es, "description.es")["after"], "Mariscos frescos.");
    // The same again records nothing; one text changed, only it.
    let count = async || {
        history(&app, &admin, &of_item).await["changes"]
            .as_array()
            .unwrap()
            .len()
    };
    let before = count().await;
    translate("Mariscos frescos.").await;
    assert_eq!(count().await, before);
    translate("Mariscos del día.").await;
    assert_eq!(count().await, before + 1);
    let change = history(&app, &admin, &of_item).await["changes"][0].clone();
    assert_eq!(
        field(&change, "description.es"),
        &json!({"field": "description.es", "label": "Description (Spanish)", "before": "Mariscos frescos.", "after": "Mariscos del día."})
    );
    // The undo marks the item changed (its updated_at, to the second).
    let updated_at = async || -> String {
        use sqlx::Connection;
        let mut conn = sqlx::AnyConnection::connect(&app.database_url)
            .await
            .unwrap();
        let at = sqlx::query_scalar("SELECT updated_at FROM restaurants WHERE id = $1")
            .bind(rid)
            .fetch_one(&mut conn)
            .await
            .unwrap();
        conn.close().await.unwrap();
        at
    };
    let before_undo = updated_at().await;
    tokio::time::sleep(std::time::Duration::from_millis(1_100)).await;
    assert_eq!(
        undo(&app, &admin, &change["id"].to_string()).await.status(),
        StatusCode::OK
    );
    assert!(updated_at().await > before_undo);
    let translated = vec![
        (
            "es".to_string(),
            "description".to_string(),
            "Mariscos frescos.".to_string(),
        ),
        (
            "fr".to_string(),
            "description".to_string(),
            "Fruits de mer du jour.".to_string(),
        ),
    ];
    assert_eq!(translations_of(&app, "restaurant", rid).await, translated);

    // Deleted: the row and its translations, one step; undone as one.
    let earlier = stored_row(&app, "restaurants", rid).await.unwrap();
    let gone = admin_send(
        &app,
        &admin,
        reqwest::Method::DELETE,
        &format!("/api/admin/restaurants/{rid}"),
        &json!(null),
    )
    .await;
    assert_eq!(gone.status(), StatusCode::NO_CONTENT);
    assert!(translations_of(&app, "restaurant", rid).await.is_empty());
    let step = history(&app, &admin, &of_item).await["changes"][0].clone();
    assert_eq!(step["batchSize"], 3, "{step}");
    assert_eq!(step["itemName"], restaurant["name"]);
    let batch = step["batch"].as_str().unwrap();
    assert_eq!(
        undo(&app, &admin, &format!("batch/{batch}")).await.status(),
        StatusCode::OK
    );
    assert_eq!(stored_row(&app, "restaurants", rid).await.unwrap(), earlier);
    assert_eq!(translations_of(&app, "restaurant", rid).await, translated);
}

/// An edit made to every date of a series changes each coming date but
/// its own values (day, status, a time of its own), and is undone as one
/// step.
#[tokio::test]
async fn a_series_is_edited_once_and_undone_in_one_step() {
    let app = app().await;
    let admin = sign_in_as(&app, EMAIL, PASSWORD).await.unwrap();
    let today = guide_server::today(guide_core::CityZone::default()).to_string();
    let markets = || async {
        let events = app.get_json("/api/events").await;
        let mut found: Vec<Value> = events
            .as_array()
            .unwrap()
            .iter()
            .filter(|e| {
                e["venue"] == "Lemon Ave, Downtown Sarasota"
                    && e["date"].as_str().unwrap() >= today.as_str()
            })
            .cloned()
            .collect();
        found.sort_by_key(|e| e["date"].as_str().unwrap().to_string());
        found
    };
    let before = markets().await;
    assert!(before.len() > 20, "every Saturday of the demo's half year");
    let first = &before[0];
    let id = first["id"].as_i64().unwrap();
    let form = json!({"title": "Sarasota Farmers Market", "description": "Produce and flowers.",
                      "venueId": null, "venueName": "Lemon Ave, Downtown Sarasota",
                      "date": first["date"], "endDate": null, "time": "7:00 AM - 1:00 PM",
                      "category": "Other", "image": first["image"], "ticketPrice": "Free",
                      "ticketUrl": null, "everyDate": true});
    let saved = admin_send(
        &app,
        &admin,
        reqwest::Method::PUT,
        &format!("/api/admin/events/{id}"),
        &form,
    )
    .await;
    assert_eq!(saved.status(), StatusCode::OK);
    let after = markets().await;
    assert_eq!(after.len(), before.len());
    for (was, now) in before.iter().zip(&after) {
        assert_eq!(now["id"], was["id"]);
        assert_eq!(now["date"], was["date"], "each keeps its day");
        assert_eq!(now["time"], "7:00 AM - 1:00 PM");
        assert_eq!(now["description"], "Produce and flowers.");
    }
    // One step in the history, undone at once.
    let change = history(&app, &admin, "").await["changes"][0].clone();
    assert_eq!(change["batchSize"].as_u64(), Some(before.len() as u64));
    let batch = change["batch"].as_str().unwrap().to_string();
    let undone = undo(&app, &admin, &format!("batch/{batch}")).await;
    assert_eq!(undone.status(), StatusCode::OK);
    let back = markets().await;
    for (was, now) in before.iter().zip(&back) {
        assert_eq!(
            (&now["time"], &now["description"]),
            (&was["time"], &was["description"])
        );
    }
}
