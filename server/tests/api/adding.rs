//! Events added by hand (#71): one date or a series, checked by core's
//! rules, with the one duplicate check every way in meets (discovery, a
//! followed source, Add Event), and a picture uploaded from the form.

use axum::Router;
use axum::http::header;
use axum::routing::get;
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use super::TestApp;
use super::admin::{PNG, admin_get, admin_send, sign_in, upload};
use super::admin_scraping::app_reaching;
use super::sources::wait_for;

/// A ballet company's season page: The Nutcracker, said to play at the
/// Van Wezel, `days` from today.
async fn ballet_site(days: i64) -> String {
    let today = guide_server::today(guide_core::CityZone::default());
    let page = format!(
        r#"<!doctype html><html><head><script type="application/ld+json">
{{"@context":"https://schema.org","@type":"DanceEvent","name":"The Nutcracker","startDate":"{}T19:30:00-05:00",
  "url":"https://ballet.example/nutcracker/","location":{{"@type":"Place","name":"Van Wezel Performing Arts Hall"}},
  "offers":{{"@type":"Offer","price":"45","priceCurrency":"USD"}}}}
</script></head><body></body></html>"#,
        today.add_days(days)
    );
    let app = Router::new().route(
        "/season",
        get(move || {
            let page = page.clone();
            async move { ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], page) }
        }),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await });
    format!("http://{addr}")
}

fn day(n: i64) -> String {
    guide_server::today(guide_core::CityZone::default())
        .add_days(n)
        .to_string()
}

fn added(title: &str, venue_id: Value, venue_name: &str, date: &str) -> Value {
    json!({"title": title, "description": "Added by hand", "venueId": venue_id,
           "venueName": venue_name, "date": date, "endDate": null, "time": "7:30 PM",
           "category": "Theater", "image": null, "ticketPrice": "$45", "sourceUrl": null,
           "ticketUrl": null})
}

async fn add(app: &TestApp, cookie: &str, body: &Value) -> reqwest::Response {
    admin_send(app, cookie, Method::POST, "/api/admin/events", body).await
}

async fn event_count(app: &TestApp) -> usize {
    sqlx::any::install_default_drivers();
    let db = sqlx::AnyPool::connect(&app.database_url).await.unwrap();
    let count: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM events")
        .fetch_one(&db)
        .await
        .unwrap();
    count as usize
}

/// The Nutcracker scenario of #71: the guide lists the show at the
/// company's venue; its page names the hall. Discovery, following the page
/// and adding it by hand all find the guide's event.
#[tokio::test]
async fn every_way_in_meets_the_same_duplicate_check() {
    let site = ballet_site(12).await;
    let app = app_reaching(&site).await;
    let cookie = sign_in(&app).await;
    let venues: Vec<Value> = admin_get(&app, &cookie, "/api/admin/venues")
        .await
        .json()
        .await
        .unwrap();
    let venue = venues
        .iter()
        .find(|v| v["name"] != "Van Wezel Performing Arts Hall")
        .unwrap()
        .clone();
    let set = admin_send(
        &app,
        &cookie,
        Method::PUT,
        &format!("/api/admin/venues/{}/events-url", venue["id"]),
        &json!({"eventsPageUrl": format!("{site}/season")}),
    )
    .await;
    assert_eq!(set.status(), StatusCode::OK);

    // The guide's own: added by hand, nothing like it yet.
    let show = added("The Nutcracker", venue["id"].clone(), "", &day(12));
    let first = add(&app, &cookie, &show).await;
    assert_eq!(first.status(), StatusCode::CREATED);
    let first: Value = first.json().await.unwrap();
    assert_eq!(first["message"], "Event added");
    let guides = first["ids"][0].as_i64().unwrap();

    // Discovery of the company's page.
    let found: Value = admin_send(
        &app,
        &cookie,
        Method::POST,
        "/api/admin/venues/discover",
        &json!({"venues": [venue.clone()]}),
    )
    .await
    .json()
    .await
    .unwrap();
    assert_eq!(found["newEvents"], json!([]), "{found:#}");
    assert_eq!(
        found["duplicateEvents"][0]["similarEvents"][0]["title"],
        "The Nutcracker"
    );

    // Following the same page, for the same venue: pointed out in the inbox.
    let followed = admin_send(
        &app,
        &cookie,
        Method::POST,
        "/api/admin/sources",
        &json!({"name": "Ballet season", "url": format!("{site}/season"),
                "venueId": venue["id"], "everyHours": 6}),
    )
    .await;
    assert_eq!(followed.status(), StatusCode::CREATED);
    let inbox = wait_for(&app, &cookie, 1).await;
    assert_eq!(inbox[0]["similar"]["eventId"], json!(guides));
    // Read whole, at the source's venue, for the merge view.
    let read = &inbox[0]["read"];
    assert_eq!(read["title"], "The Nutcracker", "{read}");
    assert_eq!(read["venueId"], venue["id"]);
    assert_eq!(read["ticketPrice"], "$45");

    // Added by hand again: shown beside the guide's, nothing stored.
    let before = event_count(&app).await;
    let again = add(&app, &cookie, &show).await;
    assert_eq!(again.status(), StatusCode::OK);
    let again: Value = again.json().await.unwrap();
    assert_eq!(again["duplicatesFound"], true);
    assert_eq!(again["similarEvents"][0]["id"], json!(guides));
    assert_eq!(again["similarEvents"][0]["ticketPrice"], "$45");
    assert_eq!(
        again["message"],
        "The guide already lists a similar event. Nothing was added yet."
    );
    assert_eq!(event_count(&app).await, before);
    // Staff saw it and add it anyway.
    let mut anyway = show.clone();
    anyway["addAnyway"] = json!(true);
    assert_eq!(
        add(&app, &cookie, &anyway).await.status(),
        StatusCode::CREATED
    );
    assert_eq!(event_count(&app).await, before + 1);
    // The same title elsewhere, or another day, is another event.
    for other in [
        added(
            "The Nutcracker",
            Value::Null,
            "Riverfront Bandshell",
            &day(12),
        ),
        added("The Nutcracker", venue["id"].clone(), "", &day(40)),
    ] {
        assert_eq!(
            add(&app, &cookie, &other).await.status(),
            StatusCode::CREATED
        );
    }
}

#[tokio::test]
async fn an_event_added_as_a_series_is_one_event_a_date_undone_as_one_step() {
    let app = app_reaching("127.0.0.1:9").await;
    let cookie = sign_in(&app).await;
    let mut market = added("Lantern Market", Value::Null, "Five Points Park", &day(3));
    market["repeat"] = json!("weekly");
    market["until"] = json!(day(24));
    let answer = add(&app, &cookie, &market).await;
    assert_eq!(answer.status(), StatusCode::CREATED);
    let answer: Value = answer.json().await.unwrap();
    assert_eq!(answer["message"], "4 dates of the event added");
    let ids: Vec<i64> = answer["ids"]
        .as_array()
        .unwrap()
        .iter()
        .map(|id| id.as_i64().unwrap())
        .collect();
    let mut dates = Vec::new();
    for id in &ids {
        let opened: Value = admin_get(&app, &cookie, &format!("/api/admin/events/{id}"))
            .await
            .json()
            .await
            .unwrap();
        assert_eq!(opened["item"]["title"], "Lantern Market");
        dates.push(opened["item"]["date"].as_str().unwrap().to_string());
    }
    assert_eq!(dates, [day(3), day(10), day(17), day(24)]);
    // Its series is listed as one, with its coming dates.
    let page = app.get_json(&format!("/api/events/{}", ids[0])).await;
    let series = &page["event"]["series"];
    assert_eq!(series["dates"].as_array().map(Vec::len), Some(4), "{page}");

    // One step in the history: undone at once.
    let history: Value = admin_get(&app, &cookie, "/api/admin/history")
        .await
        .json()
        .await
        .unwrap();
    let change = &history["changes"][0];
    assert_eq!(change["batchSize"], 4, "{change:#}");
    let before = event_count(&app).await;
    let undone = admin_send(
        &app,
        &cookie,
        Method::POST,
        &format!(
            "/api/admin/history/batch/{}/undo",
            change["batch"].as_str().unwrap()
        ),
        &json!(null),
    )
    .await;
    assert_eq!(undone.status(), StatusCode::OK);
    assert_eq!(event_count(&app).await, before - 4);

    // Mistakes are said under their fields, and nothing is stored.
    let mut no_end = market.clone();
    no_end["until"] = Value::Null;
    let mut untitled = market.clone();
    untitled["title"] = json!("  ");
    let mut unknown = market.clone();
    unknown["venueId"] = json!(999_999);
    let mut endless = market.clone();
    endless["repeat"] = json!("daily");
    endless["until"] = json!(day(400));
    for (body, field, message) in [
        (&no_end, "until", "Say the last date of the series"),
        (&untitled, "title", "Title is required"),
        (&unknown, "venueId", "Venue 999999 does not exist"),
        (&endless, "until", "A series can have at most 100 dates"),
    ] {
        let refused = add(&app, &cookie, body).await;
        assert_eq!(refused.status(), StatusCode::BAD_REQUEST, "{field}");
        let refused: Value = refused.json().await.unwrap();
        assert_eq!(refused["fields"][field], message, "{refused}");
    }
    assert_eq!(event_count(&app).await, before - 4);
}

/// A picture chosen in the form is stored by the pipeline and its address
/// answered; the form's item takes it when saved. A file that is no
/// picture gets the server's reason.
#[tokio::test]
async fn a_picture_uploaded_from_a_form_is_stored_and_its_address_answered() {
    let app = app_reaching("127.0.0.1:9").await;
    let cookie = sign_in(&app).await;
    let stored = upload(&app, &cookie, "/api/admin/pictures", "poster.png", PNG).await;
    assert_eq!(stored.status(), StatusCode::CREATED);
    let stored: Value = stored.json().await.unwrap();
    let image = stored["image"].as_str().unwrap();
    assert!(image.starts_with("/public-objects/"), "{stored}");
    assert!(stored["summary"].is_string());
    assert_eq!(app.get(image).await.status(), StatusCode::OK);
    let text = upload(
        &app,
        &cookie,
        "/api/admin/pictures",
        "notes.jpg",
        b"just text",
    )
    .await;
    assert_eq!(text.status(), StatusCode::BAD_REQUEST);
    let text: Value = text.json().await.unwrap();
    assert_eq!(
        text["error"],
        "Please select a valid image file (JPEG or PNG)"
    );
    let mut poster = added("Poster Night", Value::Null, "Art Center", &day(5));
    poster["image"] = json!(image);
    let saved = add(&app, &cookie, &poster).await;
    assert_eq!(saved.status(), StatusCode::CREATED);
}

/// The merge view's 'Follow this page for it': the guide's event takes the
/// page's address, an edit without one keeps it, and following the page
/// then reads the show as the guide's event (only what differs waits),
/// not as a new one.
#[tokio::test]
async fn a_merge_that_follows_the_page_makes_its_reads_the_guides_event() {
    use super::editing::{event_form, open, save};
    let site = ballet_site(12).await;
    let app = app_reaching(&site).await;
    let cookie = sign_in(&app).await;
    let venues: Vec<Value> = admin_get(&app, &cookie, "/api/admin/venues")
        .await
        .json()
        .await
        .unwrap();
    let venue = venues[0].clone();
    let show = added("The Nutcracker", venue["id"].clone(), "", &day(12));
    let id = add(&app, &cookie, &show)
        .await
        .json::<Value>()
        .await
        .unwrap()["ids"][0]
        .as_i64()
        .unwrap();
    let path = format!("/api/admin/events/{id}");

    let (event, version) = open(&app, &cookie, &path).await;
    let mut merged = event_form(&event);
    merged["ticketPrice"] = json!("$45");
    merged["sourceUrl"] = json!("https://ballet.example/nutcracker/");
    let saved = save(&app, &cookie, &path, &merged, version).await;
    assert_eq!(saved.status(), StatusCode::OK);
    // A later edit that says nothing of the page keeps it.
    let (event, version) = open(&app, &cookie, &path).await;
    let mut later = event_form(&event);
    later["sourceUrl"] = Value::Null;
    later["description"] = json!("Edited after the merge");
    let saved = save(&app, &cookie, &path, &later, version).await;
    assert_eq!(saved.status(), StatusCode::OK);

    let followed = admin_send(
        &app,
        &cookie,
        Method::POST,
        "/api/admin/sources",
        &json!({"name": "The Nutcracker", "url": format!("{site}/season"),
                "venueId": venue["id"], "everyHours": 6}),
    )
    .await;
    assert_eq!(followed.status(), StatusCode::CREATED);
    let inbox = wait_for(&app, &cookie, 1).await;
    assert_eq!(inbox[0]["eventId"], json!(id), "{:#}", inbox[0]);
    assert_eq!(inbox[0]["review"], "changed");
}

async fn outbox_to(app: &TestApp, address: &str) -> Vec<String> {
    sqlx::any::install_default_drivers();
    let db = sqlx::AnyPool::connect(&app.database_url).await.unwrap();
    let rows: Vec<(String, Vec<u8>)> = sqlx::query_as("SELECT recipients, raw FROM outbox")
        .fetch_all(&db)
        .await
        .unwrap();
    rows.into_iter()
        .filter(|(to, _)| to.contains(address))
        // Quoted-printable's soft line breaks joined again.
        .map(|(_, raw)| String::from_utf8_lossy(&raw).replace("=\r\n", ""))
        .collect()
}

/// #71: a visitor's suggestion read with the discovery engine, turned into
/// a form, added, and linked; the visitor is told once, in their language.
#[tokio::test]
async fn a_suggestion_turned_into_a_published_event() {
    let site = ballet_site(12).await;
    let app = app_reaching(&site).await;
    let cookie = sign_in(&app).await;
    let sent = app
        .post_json(
            "/api/suggestions",
            &json!({"name": "Nutcracker", "type": "event", "website": format!("{site}/season"),
                    "description": "Every December", "submitterName": "Ana",
                    "submitterEmail": "ana@visitor.test", "lang": "es"}),
        )
        .await;
    assert_eq!(sent.status(), StatusCode::CREATED);
    let list: Value = admin_get(&app, &cookie, "/api/admin/suggestions")
        .await
        .json()
        .await
        .unwrap();
    let id = list[0]["id"].as_i64().unwrap();
    assert_eq!(list[0]["added"], Value::Null);

    // 'Create from this': the page read, its event in the form.
    let draft = admin_send(
        &app,
        &cookie,
        Method::POST,
        &format!("/api/admin/suggestions/{id}/draft"),
        &json!({}),
    )
    .await;
    assert_eq!(draft.status(), StatusCode::OK);
    let draft: Value = draft.json().await.unwrap();
    assert_eq!(draft["kind"], "event", "{draft}");
    assert_eq!(draft["event"]["title"], "The Nutcracker");
    assert_eq!(draft["event"]["date"], day(12));
    assert_eq!(draft["problem"], Value::Null);

    // Staff add it, and link the suggestion to what they added.
    let mut event = draft["event"].clone();
    event["ticketUrl"] = draft["ticketUrl"].clone();
    let created = add(&app, &cookie, &event).await;
    assert_eq!(created.status(), StatusCode::CREATED);
    let event_id = created.json::<Value>().await.unwrap()["ids"][0]
        .as_i64()
        .unwrap();
    let link = format!("/api/admin/suggestions/{id}/added");
    let linked = admin_send(
        &app,
        &cookie,
        Method::PUT,
        &link,
        &json!({"kind": "event", "id": event_id}),
    )
    .await;
    assert_eq!(linked.status(), StatusCode::OK);
    let linked: Value = linked.json().await.unwrap();
    assert_eq!(linked["status"], "added");
    assert_eq!(
        linked["added"],
        json!({"kind": "event", "id": event_id, "name": "The Nutcracker"})
    );

    // Told once, in Spanish, with the event's page in Spanish.
    let told = outbox_to(&app, "ana@visitor.test").await;
    assert_eq!(told.len(), 1);
    assert!(
        told[0].contains(&format!("/es/events/{event_id}-the-nutcracker")),
        "{}",
        told[0]
    );
    assert!(told[0].contains("Hola, Ana"), "{}", told[0]);
    let again = admin_send(
        &app,
        &cookie,
        Method::PUT,
        &link,
        &json!({"kind": "event", "id": event_id}),
    )
    .await;
    assert_eq!(again.status(), StatusCode::OK);
    assert_eq!(outbox_to(&app, "ana@visitor.test").await.len(), 1);

    // An item the guide does not have, or a suggestion it does not have.
    let missing = admin_send(
        &app,
        &cookie,
        Method::PUT,
        &link,
        &json!({"kind": "activity", "id": 999_999}),
    )
    .await;
    assert_eq!(missing.status(), StatusCode::BAD_REQUEST);
    let nobody = admin_send(
        &app,
        &cookie,
        Method::PUT,
        "/api/admin/suggestions/999999/added",
        &json!({"kind": "event", "id": event_id}),
    )
    .await;
    assert_eq!(nobody.status(), StatusCode::NOT_FOUND);

    // Dismissed with a note; back to new, the note and link go.
    let status = format!("/api/admin/suggestions/{id}/status");
    let dismissed = admin_send(
        &app,
        &cookie,
        Method::PUT,
        &status,
        &json!({"status": "dismissed", "note": " Already listed. "}),
    )
    .await;
    assert_eq!(dismissed.status(), StatusCode::OK);
    let list: Value = admin_get(&app, &cookie, "/api/admin/suggestions")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(list[0]["note"], "Already listed.");
    assert_eq!(list[0]["added"], Value::Null);
    let long = admin_send(
        &app,
        &cookie,
        Method::PUT,
        &status,
        &json!({"status": "dismissed", "note": "x".repeat(5_001)}),
    )
    .await;
    assert_eq!(long.status(), StatusCode::BAD_REQUEST);

    // A page that lists nothing of the name: the visitor's own words.
    let other = app
        .post_json(
            "/api/suggestions",
            &json!({"name": "Opera Gala", "type": "event", "website": format!("{site}/gone"),
                    "description": "", "submitterName": "Bo", "submitterEmail": "bo@visitor.test"}),
        )
        .await;
    let other_id = other.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    let draft: Value = admin_send(
        &app,
        &cookie,
        Method::POST,
        &format!("/api/admin/suggestions/{other_id}/draft"),
        &json!({}),
    )
    .await
    .json()
    .await
    .unwrap();
    assert_eq!(draft["event"]["title"], "Opera Gala");
    assert!(
        draft["problem"]
            .as_str()
            .unwrap()
            .starts_with("The page could not be read"),
        "{draft}"
    );
}
