//! Organizers' submissions (issue 73), the organizer's side: the form's
//! token, the spam rules, the confirmation e-mail and the private link.

use guide_core::CityZone;
use hmac::{Hmac, KeyInit, Mac};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use sha2::Sha256;

use super::admin::{admin_get, admin_send, admin_send_in, sign_in};
use super::mail::{SmtpServer, body_text, decoded_header, free_port, header, smtp_config};
use super::reminders::{PUBLIC_URL, token_after};
use super::{TestApp, assert_json_error};

/// A guide that mails through a real SMTP server, its links to
/// [`PUBLIC_URL`].
async fn guide() -> (SmtpServer, TestApp) {
    let port = free_port();
    let smtp = SmtpServer::start(port);
    let app = TestApp::spawn_configured(tempfile::tempdir().unwrap(), |config| {
        smtp_config(port)(config);
        config.site.public_url = Some(PUBLIC_URL.into());
        // The day's limits are the submissions' own, not the minute's.
        config.public_writes_per_minute = 1_000;
        // Staff, who decide.
        config.admin.email = Some(super::admin::EMAIL.into());
        config.admin.password = Some(guide_server::config::Secret::new(super::admin::PASSWORD));
    })
    .await;
    (smtp, app)
}

/// The token of a form shown `seconds` ago, signed as the server signs its
/// own with the site's key (read from the guide's database).
async fn shown_ago(app: &TestApp, seconds: i64) -> String {
    let token: Value = app.get_json("/api/submissions/form").await;
    assert!(token["token"].as_str().unwrap().contains('.'), "{token}");
    let store = guide_server::store::Store::open(&app.database_url)
        .await
        .unwrap();
    let key = store.site_key("submissions", "not used").await.unwrap();
    store.close().await;
    let shown = guide_server::clock::now_ms() - seconds * 1000;
    let mut mac = Hmac::<Sha256>::new_from_slice(key.as_bytes()).unwrap();
    mac.update(format!("form:{shown}").as_bytes());
    let signed: String = mac
        .finalize()
        .into_bytes()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    format!("{shown}.{signed}")
}

/// 'Add your event' as an organizer fills it in, ten days ahead.
fn event(email: &str, token: &str) -> Value {
    let date = guide_server::today(CityZone::default()).add_days(10);
    json!({
        "title": "Sunset Jazz on the Bay",
        "description": "An evening of jazz by the water. Tickets at https://jazz.test/tickets",
        "venueName": "Bayfront Park Pavilion",
        "venueAddress": "5 Bayfront Dr, Sarasota, FL",
        "date": date.to_string(),
        "time": "7 PM",
        "category": "Music",
        "ticketPrice": "$20",
        "organizerName": "Ana Ruiz",
        "organizerEmail": email,
        "lang": "en",
        "homepage": "",
        "formToken": token,
    })
}

async fn count(app: &TestApp, sql: &str) -> i64 {
    let pool = sqlx::AnyPool::connect(&app.database_url).await.unwrap();
    let n: i64 = sqlx::query_scalar(sqlx::AssertSqlSafe(sql.to_string()))
        .fetch_one(&pool)
        .await
        .unwrap();
    pool.close().await;
    n
}

async fn execute(app: &TestApp, sql: &str) {
    let pool = sqlx::AnyPool::connect(&app.database_url).await.unwrap();
    sqlx::query(sqlx::AssertSqlSafe(sql.to_string()))
        .execute(&pool)
        .await
        .unwrap();
    pool.close().await;
}

async fn with_link(
    app: &TestApp,
    method: Method,
    path: &str,
    token: &str,
    body: Option<&Value>,
) -> reqwest::Response {
    let request = app.client.request(method, app.url(path)).bearer_auth(token);
    let request = match body {
        Some(body) => request.json(body),
        None => request,
    };
    request.send().await.unwrap()
}

#[tokio::test]
async fn an_event_sent_in_waits_for_its_organizers_address_then_for_staff() {
    let (smtp, app) = guide().await;
    let token = shown_ago(&app, 90).await;

    // Sent: taken in, and a link on its way to the organizer.
    let response = app
        .post_json("/api/submissions", &event("Ana@Jazz.test", &token))
        .await;
    assert_eq!(response.status(), StatusCode::ACCEPTED);
    let answer: Value = response.json().await.unwrap();
    assert_eq!(
        answer["message"],
        "Thank you! We sent a link to Ana@Jazz.test. Open it to confirm your address, \
         and your event goes to our staff for review."
    );
    let mail = smtp.expect_messages(1).await.remove(0);
    assert_eq!(header(&mail, "Subject"), "Confirm your event for Sarasota");
    assert!(header(&mail, "To").eq_ignore_ascii_case("ana@jazz.test"));
    assert!(
        mail.contains(&format!("{PUBLIC_URL}/add-event/mine#token=")),
        "{mail}"
    );
    let link = token_after(&mail, "#token=");
    assert_eq!(link.len(), 64);

    // The link opens it, unconfirmed, as sent; the hidden field and the
    // form's token are not kept.
    let mine = with_link(&app, Method::GET, "/api/submissions/mine", &link, None).await;
    assert_eq!(mine.status(), StatusCode::OK);
    let mine: Value = mine.json().await.unwrap();
    assert_eq!(mine["status"], "unconfirmed");
    assert_eq!(
        mine["statusText"],
        "Waiting for you to confirm your email address"
    );
    assert_eq!(mine["editable"], true);
    assert_eq!(mine["form"]["title"], "Sunset Jazz on the Bay");
    assert_eq!(mine["form"]["formToken"], "");

    // Changed while pending, by core's rules; the address stays the one
    // the link went to, whatever the change says (even none).
    let mut changed = event("", "");
    changed["title"] = json!("Sunset Jazz on the Bay: Holiday Edition");
    let saved = with_link(
        &app,
        Method::PUT,
        "/api/submissions/mine",
        &link,
        Some(&changed),
    )
    .await;
    assert_eq!(saved.status(), StatusCode::OK);
    let saved: Value = saved.json().await.unwrap();
    assert_eq!(saved["message"], "Your changes are saved.");
    let mut broken = changed.clone();
    broken["date"] = json!("next Friday");
    let refused = with_link(
        &app,
        Method::PUT,
        "/api/submissions/mine",
        &link,
        Some(&broken),
    )
    .await;
    assert_json_error(refused, StatusCode::BAD_REQUEST).await;
    let mine: Value = with_link(&app, Method::GET, "/api/submissions/mine", &link, None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(
        mine["form"]["title"],
        "Sunset Jazz on the Bay: Holiday Edition"
    );
    assert_eq!(mine["form"]["organizerEmail"], "Ana@Jazz.test");

    // Confirmed: it goes to staff; opening the link again says the same.
    for _ in 0..2 {
        let confirmed = with_link(
            &app,
            Method::POST,
            "/api/submissions/mine/confirm",
            &link,
            None,
        )
        .await;
        assert_eq!(confirmed.status(), StatusCode::OK);
        let confirmed: Value = confirmed.json().await.unwrap();
        assert_eq!(
            confirmed["message"],
            "Thank you: your event is with our staff for review. \
             We will write to you when it is published."
        );
    }
    let mine: Value = with_link(&app, Method::GET, "/api/submissions/mine", &link, None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(mine["status"], "pending");
    assert_eq!(mine["statusText"], "Waiting for review");

    // Once staff decided it, it is the organizer's no more.
    execute(&app, "UPDATE submissions SET status = 'declined'").await;
    let refused = with_link(
        &app,
        Method::PUT,
        "/api/submissions/mine",
        &link,
        Some(&changed),
    )
    .await;
    assert_eq!(
        assert_json_error(refused, StatusCode::CONFLICT).await,
        "Our staff have reviewed this event, so it can no longer be changed."
    );
    let refused = with_link(
        &app,
        Method::POST,
        "/api/submissions/mine/confirm",
        &link,
        None,
    )
    .await;
    assert_json_error(refused, StatusCode::CONFLICT).await;

    // A link that opens nothing, or none, says so.
    for token in ["0".repeat(64).as_str(), ""] {
        let response = with_link(&app, Method::GET, "/api/submissions/mine", token, None).await;
        assert_eq!(
            assert_json_error(response, StatusCode::GONE).await,
            "This link does not open an event sent to the guide. \
             Check that it was copied whole."
        );
    }
    // Nothing more was sent.
    smtp.expect_messages(1).await;
}

#[tokio::test]
async fn a_program_a_hurry_and_a_blocked_sender_are_refused_without_a_captcha() {
    let (smtp, app) = guide().await;
    let token = shown_ago(&app, 60).await;
    let submissions = "SELECT COUNT(*) FROM submissions";

    // The hidden field filled: answered as taken in, nothing kept or sent.
    let mut filled = event("bot@spam.test", &token);
    filled["homepage"] = json!("https://spam.test");
    let response = app.post_json("/api/submissions", &filled).await;
    assert_eq!(response.status(), StatusCode::ACCEPTED);
    assert_eq!(count(&app, submissions).await, 0);

    // Without the form's token, with a forged one, too soon or too late.
    // Its signature's last digit changed (to one it is not).
    let last = if token.ends_with('0') { '1' } else { '0' };
    let forged = format!("{}{last}", &token[..token.len() - 1]);
    let soon = shown_ago(&app, 2).await;
    let stale = shown_ago(&app, 25 * 60 * 60).await;
    for token in ["", "12345", forged.as_str(), soon.as_str(), stale.as_str()] {
        let response = app
            .post_json("/api/submissions", &event("ana@jazz.test", token))
            .await;
        assert_eq!(
            assert_json_error(response, StatusCode::BAD_REQUEST).await,
            "Please take a moment to check your event, then send it again.",
            "{token}"
        );
    }
    assert_eq!(count(&app, submissions).await, 0);

    // A blocked domain: answered as taken in, nothing kept.
    execute(
        &app,
        "INSERT INTO submission_blocks (kind, value, created_at) VALUES ('domain', 'spam.test', 0)",
    )
    .await;
    let response = app
        .post_json("/api/submissions", &event("Someone@Mail.Spam.test", &token))
        .await;
    assert_eq!(response.status(), StatusCode::ACCEPTED);
    assert_eq!(count(&app, submissions).await, 0);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM outbox").await, 0);
    drop(smtp);
}

/// A multipart upload as the form sends it: the form's token, then the
/// file.
async fn picture_upload(app: &TestApp, token: &str, bytes: &[u8]) -> reqwest::Response {
    let (content_type, body) =
        super::admin::multipart_body(&[("formToken", token)], "poster.png", bytes);
    app.client
        .post(app.url("/api/submissions/pictures"))
        .header("accept-language", "es")
        .header("content-type", content_type)
        .body(body)
        .send()
        .await
        .unwrap()
}

#[tokio::test]
async fn the_form_offers_the_guides_venues_and_takes_a_picture_only_with_its_token() {
    let (smtp, app) = guide().await;
    // The form's choices come with its token: core's repeat menu, what its
    // picture may be, the links its description may hold.
    let opened = app.get_json("/api/submissions/form").await;
    assert_eq!(opened["repeats"][0], json!(["never", "repeat-never"]));
    assert_eq!(opened["repeats"].as_array().unwrap().len(), 5);
    assert!(
        opened["imageAccept"]
            .as_str()
            .unwrap()
            .contains("image/png")
    );
    assert_eq!(opened["descriptionLinks"], 2);
    let venues = app.get_json("/api/submissions/venues").await;
    let venues = venues.as_array().unwrap();
    assert!(!venues.is_empty());
    let names: Vec<&str> = venues.iter().map(|v| v["name"].as_str().unwrap()).collect();
    assert!(names.is_sorted(), "{names:?}");
    assert!(venues.iter().all(|v| v["id"].is_i64()), "{venues:?}");

    // Without a form the guide showed, or not an image: refused, in the
    // page's language, with nothing stored.
    let pictures = "SELECT COUNT(*) FROM pictures";
    let before = count(&app, pictures).await;
    for token in ["", "12345.00"] {
        let refused = picture_upload(&app, token, super::admin::PNG).await;
        assert_eq!(
            assert_json_error(refused, StatusCode::BAD_REQUEST).await,
            "Este formulario lleva demasiado tiempo abierto para aceptar una imagen. \
             Vuelve a cargar la página y añade la imagen de nuevo."
        );
    }
    let token = shown_ago(&app, 60).await;
    let text = picture_upload(&app, &token, b"not a picture at all").await;
    assert_json_error(text, StatusCode::BAD_REQUEST).await;
    assert_eq!(count(&app, pictures).await, before);

    // With the form's token: stored through the pipeline, and the form
    // that names it is taken in.
    let stored = picture_upload(&app, &token, super::admin::PNG).await;
    assert_eq!(stored.status(), StatusCode::CREATED);
    let image = stored.json::<Value>().await.unwrap()["image"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(image.starts_with("/public-objects/"), "{image}");
    assert_eq!(count(&app, pictures).await, before + 1);
    let mut form = event("ana@jazz.test", &token);
    form["image"] = json!(image);
    form["venueId"] = venues[0]["id"].clone();
    let response = app.post_json("/api/submissions", &form).await;
    assert_eq!(response.status(), StatusCode::ACCEPTED);
    drop(smtp);
}

#[tokio::test]
async fn a_days_submissions_are_limited_per_address_and_per_client() {
    let (smtp, app) = guide().await;
    let token = shown_ago(&app, 60).await;
    let send = async |email: &str| {
        app.post_json("/api/submissions", &event(email, &token))
            .await
    };

    // Three from one address; the fourth waits for tomorrow.
    for _ in 0..3 {
        assert_eq!(send("ana@jazz.test").await.status(), StatusCode::ACCEPTED);
    }
    let refused = send("ANA@jazz.test").await;
    assert_eq!(refused.headers()["retry-after"], "86400");
    assert_eq!(
        assert_json_error(refused, StatusCode::TOO_MANY_REQUESTS).await,
        "You have sent as many events as we take in a day. Please send this one tomorrow."
    );
    // Six from one client, whatever the addresses.
    for email in ["ben@jazz.test", "cy@jazz.test", "di@jazz.test"] {
        assert_eq!(send(email).await.status(), StatusCode::ACCEPTED);
    }
    assert_json_error(send("ed@jazz.test").await, StatusCode::TOO_MANY_REQUESTS).await;
    assert_eq!(count(&app, "SELECT COUNT(*) FROM submissions").await, 6);
    smtp.expect_messages(6).await;
}

#[tokio::test]
async fn a_submission_is_refused_field_by_field_in_the_organizers_language() {
    let (_smtp, app) = guide().await;
    let token = shown_ago(&app, 60).await;
    let mut form = event("ana@jazz.test", &token);
    form["lang"] = json!("es");
    form["venueName"] = json!("");
    form["venueAddress"] = json!("");
    form["description"] = json!("a.com b.com c.com");
    let response = app.post_json("/api/submissions", &form).await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    let body: Value = response.json().await.unwrap();
    assert_eq!(
        body["fields"]["venueName"],
        "Elige el lugar, o da el nombre y la dirección de uno nuevo"
    );
    assert_eq!(
        body["fields"]["description"],
        "La descripción puede tener como máximo 2 direcciones web"
    );
    assert_eq!(
        count(&app, "SELECT COUNT(*) FROM submissions").await,
        0,
        "nothing kept"
    );
}

/// Sends `form` (a minute after its form was shown) and confirms it by
/// the e-mailed link: a submission waiting for staff. Returns the link.
async fn confirmed(smtp: &SmtpServer, app: &TestApp, form: Value, mails_before: usize) -> String {
    let response = app.post_json("/api/submissions", &form).await;
    assert_eq!(response.status(), StatusCode::ACCEPTED);
    let mail = smtp.expect_messages(mails_before + 1).await;
    let link = token_after(mail.last().unwrap(), "#token=");
    let response = with_link(
        app,
        Method::POST,
        "/api/submissions/mine/confirm",
        &link,
        None,
    )
    .await;
    assert_eq!(response.status(), StatusCode::OK);
    link
}

#[tokio::test]
async fn staff_publish_a_confirmed_submission_as_sent_or_edited_and_its_organizer_is_told() {
    let (smtp, app) = guide().await;
    let cookie = sign_in(&app).await;
    let token = shown_ago(&app, 60).await;

    // Unconfirmed, it is not staff's to see.
    let response = app
        .post_json("/api/submissions", &event("ana@jazz.test", &token))
        .await;
    assert_eq!(response.status(), StatusCode::ACCEPTED);
    smtp.expect_messages(1).await;
    let inbox: Value = admin_get(&app, &cookie, "/api/admin/submissions")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(inbox, json!([]));

    // A weekly series at a venue the guide has, confirmed.
    let venues: Value = admin_get(&app, &cookie, "/api/admin/venues")
        .await
        .json()
        .await
        .unwrap();
    let venue = venues[0].clone();
    let mut series = event("ben@band.test", &token);
    series["venueId"] = venue["id"].clone();
    series["repeat"] = json!("weekly");
    series["until"] = json!(
        guide_server::today(CityZone::default())
            .add_days(24)
            .to_string()
    );
    let link = confirmed(&smtp, &app, series, 1).await;
    let inbox: Value = admin_get(&app, &cookie, "/api/admin/submissions")
        .await
        .json()
        .await
        .unwrap();
    let inbox = inbox.as_array().unwrap();
    assert_eq!(inbox.len(), 1, "{inbox:?}");
    assert_eq!(inbox[0]["status"], "pending");
    assert_eq!(inbox[0]["form"]["organizerEmail"], "ben@band.test");
    let id = inbox[0]["id"].as_i64().unwrap();

    // Approved as staff edited it: a date each, at its venue; undone as
    // one step; the organizer is sent the event's page.
    let events_before = app.get_json("/api/events").await.as_array().unwrap().len();
    let mut edited = inbox[0]["form"].clone();
    edited["title"] = json!("Sunset Jazz Thursdays");
    edited["organizerEmail"] = json!("staff-cannot-change@this.test");
    let response = admin_send(
        &app,
        &cookie,
        Method::POST,
        &format!("/api/admin/submissions/{id}/approve"),
        &edited,
    )
    .await;
    assert_eq!(response.status(), StatusCode::OK);
    let decided: Value = response.json().await.unwrap();
    assert_eq!(decided["decided"], json!([id]));
    assert_eq!(decided["eventIds"].as_array().unwrap().len(), 3);
    assert_eq!(decided["message"], "Published: 3 events are in the guide.");
    let events = app.get_json("/api/events").await;
    let made: Vec<&Value> = events
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["title"] == "Sunset Jazz Thursdays")
        .collect();
    assert_eq!(made.len(), 3);
    assert!(made.iter().all(|e| e["venueId"] == venue["id"]));
    assert_eq!(events.as_array().unwrap().len(), events_before + 3);
    let mail = smtp.expect_messages(3).await;
    let told = mail
        .iter()
        .find(|m| decoded_header(m, "Subject").contains("is in the"))
        .expect("the organizer is told");
    assert_eq!(
        decoded_header(told, "Subject"),
        "“Sunset Jazz Thursdays” is in the Sarasota Visitor Guide"
    );
    assert!(header(told, "To").eq_ignore_ascii_case("ben@band.test"));
    assert!(
        body_text(told).contains(&format!(
            "{PUBLIC_URL}/events/{}-sunset-jazz-thursdays",
            decided["eventIds"][0]
        )),
        "{}",
        body_text(told)
    );

    // Decided once: the organizer's link shows it, staff cannot decide again.
    let mine: Value = with_link(&app, Method::GET, "/api/submissions/mine", &link, None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(mine["status"], "approved");
    assert_eq!(mine["editable"], false);
    let again = admin_send(
        &app,
        &cookie,
        Method::POST,
        &format!("/api/admin/submissions/{id}/approve"),
        &edited,
    )
    .await;
    assert_json_error(again, StatusCode::CONFLICT).await;

    // The same evening sent in again by someone else: the inbox names the
    // event now listed, by the duplicate check every way in meets.
    let mut twice = event("cleo@fans.test", &token);
    twice["title"] = json!("Sunset Jazz Thursdays");
    twice["venueId"] = venue["id"].clone();
    confirmed(&smtp, &app, twice, 3).await;
    let inbox: Value = admin_get(&app, &cookie, "/api/admin/submissions")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(inbox.as_array().unwrap().len(), 1, "{inbox}");
    let similar = inbox[0]["similarEvents"].as_array().unwrap();
    assert_eq!(similar[0]["id"], decided["eventIds"][0], "{similar:?}");
}

#[tokio::test]
async fn staff_decline_with_a_reason_one_or_many_and_block_a_domain_in_the_same_step() {
    let (smtp, app) = guide().await;
    let cookie = sign_in(&app).await;
    let token = shown_ago(&app, 60).await;
    let mut spanish = event("ana@jazz.test", &token);
    spanish["lang"] = json!("es");
    confirmed(&smtp, &app, spanish, 0).await;
    confirmed(&smtp, &app, event("promo@spam.test", &token), 1).await;
    confirmed(&smtp, &app, event("deals@spam.test", &token), 2).await;
    let inbox: Value = admin_get(&app, &cookie, "/api/admin/submissions")
        .await
        .json()
        .await
        .unwrap();
    let ids: Vec<i64> = inbox
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["id"].as_i64().unwrap())
        .collect();
    assert_eq!(ids.len(), 3);

    // A reason is required, in staff's language.
    let refused = admin_send_in(
        &app,
        &cookie,
        "fr",
        Method::POST,
        "/api/admin/submissions/decline",
        Some(&json!({"ids": [ids[0]], "reason": " "})),
    )
    .await;
    assert_eq!(refused.status(), StatusCode::BAD_REQUEST);
    let refused: Value = refused.json().await.unwrap();
    assert_eq!(refused["fields"]["reason"], "Motif : champ obligatoire");

    // One declined: its organizer is told why, in their language.
    let response = admin_send(
        &app,
        &cookie,
        Method::POST,
        "/api/admin/submissions/decline",
        &json!({"ids": [ids[0]], "reason": "Es fuera del condado de Sarasota."}),
    )
    .await;
    assert_eq!(response.status(), StatusCode::OK);
    let decided: Value = response.json().await.unwrap();
    assert_eq!(decided["message"], "Declined; its organizer is told why.");
    let mail = smtp.expect_messages(4).await;
    let told = mail
        .iter()
        .find(|m| decoded_header(m, "Subject").starts_with("Sobre"))
        .expect("the organizer is told, in Spanish");
    assert!(body_text(told).contains("Es fuera del condado de Sarasota."));

    // The other two at once, their domain blocked in the same step: a
    // third from it is answered as taken in, and nothing is kept.
    let response = admin_send(
        &app,
        &cookie,
        Method::POST,
        "/api/admin/submissions/decline",
        &json!({"ids": [ids[1], ids[2], ids[0]], "reason": "Advertising.", "block": "domain"}),
    )
    .await;
    let decided: Value = response.json().await.unwrap();
    assert_eq!(decided["decided"], json!([ids[1], ids[2]]));
    assert_eq!(
        decided["message"],
        "2 declined; their organizers are told why."
    );
    smtp.expect_messages(6).await;
    let kept = count(&app, "SELECT COUNT(*) FROM submissions").await;
    let response = app
        .post_json("/api/submissions", &event("new@offers.spam.test", &token))
        .await;
    assert_eq!(response.status(), StatusCode::ACCEPTED);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM submissions").await, kept);
    let declined: Value = admin_get(&app, &cookie, "/api/admin/submissions?status=declined")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(declined.as_array().unwrap().len(), 3);
    assert_eq!(declined[1]["declineReason"], "Advertising.");

    // Nothing left to decline.
    let response = admin_send(
        &app,
        &cookie,
        Method::POST,
        "/api/admin/submissions/decline",
        &json!({"ids": ids, "reason": "Again."}),
    )
    .await;
    assert_json_error(response, StatusCode::CONFLICT).await;
}
