//! Two staff editing one item (#71): the edit form opens an item at a
//! version, its save names it in `If-Match`, and a save made against an
//! older version is refused with 409 naming who changed which fields.
//! Nothing stored is lost either way.

use guide_core::dashboard::accounts::Role;
use reqwest::header::{COOKIE, ETAG, IF_MATCH};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use super::TestApp;
use super::accounts::{app, new_staff, sign_in_as};
use super::admin::{EMAIL, PASSWORD, admin_get, admin_send};
use super::assert_json_error;

/// The item as its edit form opens it, and its version.
pub(super) async fn open(app: &TestApp, cookie: &str, path: &str) -> (Value, i64) {
    let response = admin_get(app, cookie, path).await;
    assert_eq!(response.status(), StatusCode::OK, "{path}");
    let tag = response.headers()[ETAG].to_str().unwrap().to_string();
    let body: Value = response.json().await.unwrap();
    let version = body["version"].as_i64().unwrap();
    assert_eq!(tag, format!("\"{version}\""), "the ETag is the version");
    (body["item"].clone(), version)
}

/// A save naming the version its form was opened at.
pub(super) async fn save(
    app: &TestApp,
    cookie: &str,
    path: &str,
    body: &Value,
    version: i64,
) -> reqwest::Response {
    app.client
        .put(app.url(path))
        .header(COOKIE, cookie)
        .header(IF_MATCH, format!("\"{version}\""))
        .json(body)
        .send()
        .await
        .unwrap()
}

/// The edit form's body for an event as the API gives it.
pub(super) fn event_form(event: &Value) -> Value {
    json!({"title": event["title"], "description": event["description"], "venueId": event["venueId"],
           "venueName": "", "date": event["date"], "endDate": event["endDate"], "time": event["time"],
           "category": event["category"], "image": event["image"], "ticketPrice": event["ticketPrice"],
           "ticketUrl": event["ticketUrl"], "sourceUrl": event["sourceUrl"]})
}

#[tokio::test]
async fn a_save_from_a_form_opened_before_another_change_is_refused_and_names_it() {
    let app = app().await;
    let marisa = sign_in_as(&app, EMAIL, PASSWORD).await.unwrap();
    let sam = new_staff(&app, &marisa, "sam@example.com", Role::Editor, "Sam").await;
    let id = app.get_json("/api/events").await[0]["id"].as_i64().unwrap();
    let path = format!("/api/admin/events/{id}");

    // Both open the event, at the same version.
    let (event, opened) = open(&app, &marisa, &path).await;
    assert_eq!(event["id"], id);
    assert_eq!(open(&app, &sam, &path).await.1, opened);

    // Sam saves a new ticket price.
    let mut sams = event_form(&event);
    sams["ticketPrice"] = json!("$45");
    let saved = save(&app, &sam, &path, &sams, opened).await;
    assert_eq!(saved.status(), StatusCode::OK);

    // Marisa saves only a new time, from the form she opened before: refused,
    // naming who changed which field, and nothing of hers is written.
    let mut marisas = event_form(&event);
    marisas["time"] = json!("8:00 PM");
    let refused = save(&app, &marisa, &path, &marisas, opened).await;
    assert_eq!(
        assert_json_error(refused, StatusCode::CONFLICT).await,
        "Sam Staff changed this event after you opened it: Ticket price. Nothing was saved."
    );
    let (now, version) = open(&app, &marisa, &path).await;
    assert_eq!(now["ticketPrice"], "$45", "Sam's price stays");
    assert_eq!(now["time"], event["time"]);
    assert!(version > opened);

    // What changed meanwhile, field by field, from the history.
    let since: Value = admin_get(&app, &marisa, &format!("{path}?since={opened}"))
        .await
        .json()
        .await
        .unwrap();
    let changes = since["changes"].as_array().unwrap();
    assert_eq!(changes.len(), 1);
    assert_eq!(changes[0]["staffName"], "Sam Staff");
    assert_eq!(
        changes[0]["fields"],
        json!([{"field": "ticket_price", "label": "Ticket price", "before": event["ticketPrice"], "after": "$45"}])
    );
    assert_eq!(
        admin_get(&app, &marisa, &path)
            .await
            .json::<Value>()
            .await
            .unwrap()["changes"],
        json!([]),
        "without `since`, no changes are listed"
    );

    // Merged and saved at the version now: both changes stand.
    marisas["ticketPrice"] = json!("$45");
    let merged = save(&app, &marisa, &path, &marisas, version).await;
    assert_eq!(merged.status(), StatusCode::OK);
    let (both, _) = open(&app, &sam, &path).await;
    assert_eq!(
        (&both["ticketPrice"], &both["time"]),
        (&json!("$45"), &json!("8:00 PM"))
    );
    // Sam's form is now the older one.
    let stale = save(&app, &sam, &path, &sams, version).await;
    assert_eq!(stale.status(), StatusCode::CONFLICT);
    let body: Value = stale.json().await.unwrap();
    assert_eq!(body["code"], "edit_conflict", "a code programs can tell");
    assert_eq!(
        body["error"],
        "Marisa Rivera changed this event after you opened it: Time. Nothing was saved."
    );
}

#[tokio::test]
async fn activities_and_restaurants_are_checked_the_same_way() {
    let app = app().await;
    let marisa = sign_in_as(&app, EMAIL, PASSWORD).await.unwrap();
    for (kind, field, label) in [
        ("activities", "price", "Price"),
        ("restaurants", "cuisine", "Cuisine"),
    ] {
        let id = app.get_json(&format!("/api/{kind}")).await[0]["id"]
            .as_i64()
            .unwrap();
        let path = format!("/api/admin/{kind}/{id}");
        let (item, opened) = open(&app, &marisa, &path).await;
        let mut first = item.clone();
        first[field] = json!("Changed once");
        assert_eq!(
            save(&app, &marisa, &path, &first, opened).await.status(),
            StatusCode::OK
        );
        let mut second = item.clone();
        second["description"] = json!("Written over an older copy");
        let refused = save(&app, &marisa, &path, &second, opened).await;
        assert_eq!(refused.status(), StatusCode::CONFLICT, "{kind}");
        let error = refused.json::<Value>().await.unwrap()["error"]
            .as_str()
            .unwrap()
            .to_string();
        assert!(
            error.ends_with(&format!("{label}. Nothing was saved.")),
            "{error}"
        );
        let (now, _) = open(&app, &marisa, &path).await;
        assert_eq!(now[field], "Changed once");
        assert_eq!(now["description"], item["description"]);
    }
}

#[tokio::test]
async fn the_version_is_optional_but_never_malformed() {
    let app = app().await;
    let marisa = sign_in_as(&app, EMAIL, PASSWORD).await.unwrap();
    let id = app.get_json("/api/events").await[0]["id"].as_i64().unwrap();
    let path = format!("/api/admin/events/{id}");
    let (event, _) = open(&app, &marisa, &path).await;
    // A save without one (a script, the spec's call) is not checked.
    let mut form = event_form(&event);
    form["ticketPrice"] = json!("$20");
    let unchecked = admin_send(&app, &marisa, Method::PUT, &path, &form).await;
    assert_eq!(unchecked.status(), StatusCode::OK);
    // One that is not a quoted number is refused, and nothing is written.
    form["ticketPrice"] = json!("$99");
    for bad in ["42", "W/\"42\"", "*", "\"forty\""] {
        let response = app
            .client
            .put(app.url(&path))
            .header(COOKIE, &marisa)
            .header(IF_MATCH, bad)
            .json(&form)
            .send()
            .await
            .unwrap();
        let error = assert_json_error(response, StatusCode::BAD_REQUEST).await;
        assert!(error.starts_with("If-Match must be"), "{error}");
    }
    assert_eq!(open(&app, &marisa, &path).await.0["ticketPrice"], "$20");
    // An item that is not there.
    let missing = admin_get(&app, &marisa, "/api/admin/events/999999").await;
    assert_eq!(missing.status(), StatusCode::NOT_FOUND);
    let bad_since = admin_get(&app, &marisa, &format!("{path}?since=soon")).await;
    assert_eq!(bad_since.status(), StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn of_two_saves_at_once_from_one_version_one_is_written_and_one_refused() {
    let app = app().await;
    let marisa = sign_in_as(&app, EMAIL, PASSWORD).await.unwrap();
    let id = app.get_json("/api/events").await[1]["id"].as_i64().unwrap();
    let path = format!("/api/admin/events/{id}");
    for round in 0..5 {
        let (event, opened) = open(&app, &marisa, &path).await;
        let (mut a, mut b) = (event_form(&event), event_form(&event));
        a["ticketPrice"] = json!(format!("${}", 10 + round));
        b["time"] = json!(format!("{}:00 PM", 6 + round));
        let (first, second) = tokio::join!(
            save(&app, &marisa, &path, &a, opened),
            save(&app, &marisa, &path, &b, opened)
        );
        let mut statuses = [first.status(), second.status()];
        statuses.sort();
        assert_eq!(
            statuses,
            [StatusCode::OK, StatusCode::CONFLICT],
            "round {round}"
        );
        // What was written is one form whole, never half of each.
        let (now, _) = open(&app, &marisa, &path).await;
        let took_a = now["ticketPrice"] == a["ticketPrice"] && now["time"] == event["time"];
        let took_b = now["time"] == b["time"] && now["ticketPrice"] == event["ticketPrice"];
        assert!(took_a != took_b, "round {round}: {now}");
    }
}

/// Two people translating one item: the later save, from a view opened
/// before the other's, is refused and names the change; saved at the
/// version now, it is written (#71).
#[tokio::test]
async fn a_translation_saved_from_an_older_version_is_refused() {
    let app = app().await;
    let marisa = sign_in_as(&app, EMAIL, PASSWORD).await.unwrap();
    let sam = new_staff(&app, &marisa, "sam@example.com", Role::Editor, "Sam").await;
    let id = app.get_json("/api/events").await[0]["id"].as_i64().unwrap();
    let path = format!("/api/admin/events/{id}");
    let translations = format!("{path}/translations");
    let (_, opened) = open(&app, &marisa, &path).await;

    let spanish = json!({"lang": "en", "translations": {"es": {"title": "Noche de jazz"}}});
    let saved = save(&app, &sam, &translations, &spanish, opened).await;
    assert_eq!(saved.status(), StatusCode::OK);
    let french = json!({"lang": "en", "translations": {"fr": {"title": "Soirée jazz"}}});
    let refused = save(&app, &marisa, &translations, &french, opened).await;
    let said = assert_json_error(refused, StatusCode::CONFLICT).await;
    assert!(
        said.starts_with("Sam Staff changed this event after you opened it"),
        "{said}"
    );
    // Read again, with Sam's Spanish, and saved with both.
    let (item, version) = open(&app, &marisa, &path).await;
    assert_eq!(item["translations"]["es"]["title"], "Noche de jazz");
    let both = json!({"lang": "en", "translations": {"es": {"title": "Noche de jazz"}, "fr": {"title": "Soirée jazz"}}});
    assert_eq!(
        save(&app, &marisa, &translations, &both, version)
            .await
            .status(),
        StatusCode::OK
    );
    let (item, _) = open(&app, &marisa, &path).await;
    assert_eq!(item["translations"]["fr"]["title"], "Soirée jazz");
}

async fn outdated(app: &TestApp, cookie: &str) -> Value {
    admin_get(app, cookie, "/api/admin/translations/outdated")
        .await
        .json()
        .await
        .unwrap()
}

async fn history(app: &TestApp, cookie: &str) -> Value {
    admin_get(app, cookie, "/api/admin/history")
        .await
        .json()
        .await
        .unwrap()
}

/// #71: after the original changes, its translation is out of date until
/// someone saves it again; saving it unchanged records no change.
#[tokio::test]
async fn a_translation_needs_an_update_when_its_original_changes() {
    let app = app().await;
    let marisa = sign_in_as(&app, EMAIL, PASSWORD).await.unwrap();
    let id = app.get_json("/api/events").await[0]["id"].as_i64().unwrap();
    let path = format!("/api/admin/events/{id}");
    let translations = format!("{path}/translations");
    let (event, version) = open(&app, &marisa, &path).await;
    let old_title = event["title"].as_str().unwrap().to_string();
    let spanish = json!({"lang": "en", "translations": {"es": {"title": "Noche de jazz"}}});
    let saved = save(&app, &marisa, &translations, &spanish, version).await;
    assert_eq!(saved.status(), StatusCode::OK);
    assert_eq!(outdated(&app, &marisa).await, json!([]));

    // The English title changes: the Spanish one needs an update.
    let (event, version) = open(&app, &marisa, &path).await;
    let mut form = event_form(&event);
    form["title"] = json!(format!("{old_title} (Late Show)"));
    assert_eq!(
        save(&app, &marisa, &path, &form, version).await.status(),
        StatusCode::OK
    );
    let body: Value = admin_get(&app, &marisa, &path).await.json().await.unwrap();
    assert_eq!(
        body["outdated"],
        json!([{"lang": "es", "field": "title", "was": old_title}])
    );
    let listed = outdated(&app, &marisa).await;
    assert_eq!(listed.as_array().unwrap().len(), 1, "{listed}");
    assert_eq!(listed[0]["kind"], "event");
    assert_eq!(listed[0]["id"], id);
    assert_eq!(listed[0]["outdated"][0]["field"], "title");

    // Saved again as it was: current, and no change recorded.
    let before = history(&app, &marisa).await;
    assert!(before.to_string().contains("Noche de jazz"), "{before}");
    let (_, version) = open(&app, &marisa, &path).await;
    let again = save(&app, &marisa, &translations, &spanish, version).await;
    assert_eq!(again.status(), StatusCode::OK);
    assert_eq!(outdated(&app, &marisa).await, json!([]));
    assert_eq!(history(&app, &marisa).await, before);
}
