//! The weekly e-mail, 'This weekend in Sarasota' (issue #37, part 4),
//! against a real SMTP server, on either engine: subscribed, confirmed by
//! the e-mailed link, an issue per subscriber on Thursday at 9:00 (the
//! fake clock) with only the categories chosen, written once by two
//! instances, unsubscribed in one click.

use guide_core::plan::weekly::{issue_due, next_issue_ms};
use guide_core::{CityClock, CityZone, Date};
use guide_server::store::NewEvent;
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use super::mail::{body_text, decoded_header, header};
use super::reminders::{Guide, token_after};

/// The Thursday after next (a weekend wholly to come) and the instant
/// `minutes` after 9:00 on it at the city's clock.
fn thursday() -> Date {
    let today = guide_server::today(CityZone::default());
    let next = today.add_days((3 + 7 - today.weekday() as i64) % 7);
    next.add_days(7)
}

fn at_nine(thursday: Date, minutes: i64) -> i64 {
    CityZone::default().unix_ms(CityClock {
        today: thursday,
        minutes: 9 * 60,
    }) + minutes * 60_000
}

async fn add_event(guide: &Guide, title: &str, date: Date, time: &str, category: &str) {
    let mut tx = guide
        .store
        .begin(&super::support::by_guide())
        .await
        .unwrap();
    tx.insert_event(&NewEvent {
        title: title.into(),
        description: String::new(),
        venue: Err("Van Wezel Performing Arts Hall".into()),
        date,
        end_date: None,
        time: Some(time.into()),
        category: category.into(),
        image: None,
        ticket_price: None,
        ticket_url: None,
        source_url: None,
        lang: Default::default(),
    })
    .await
    .unwrap();
    tx.commit().await.unwrap();
}

async fn subscribe(guide: &Guide, body: Value) -> (StatusCode, Value) {
    let response = guide.app.post_json("/api/weekly", &body).await;
    (response.status(), response.json().await.unwrap())
}

/// Subscribes and follows the link of the confirmation, the `nth` message
/// (counting from 1) the SMTP server receives.
async fn confirmed(guide: &Guide, email: &str, categories: &[&str], nth: usize) -> String {
    let (status, answer) = subscribe(
        guide,
        json!({"email": email, "categories": categories, "lang": "en"}),
    )
    .await;
    assert_eq!(status, StatusCode::ACCEPTED, "{answer}");
    assert_eq!(answer["confirmed"], false);
    let messages = guide.smtp.expect_messages(nth).await;
    let confirmation = messages
        .iter()
        .find(|m| header(m, "To").eq_ignore_ascii_case(email))
        .expect("the confirmation");
    assert_eq!(
        decoded_header(confirmation, "Subject"),
        "Confirm “This weekend in Sarasota”"
    );
    let link = token_after(confirmation, "#confirm=");
    let held: Value = guide
        .with_link(Method::POST, "/api/reminders/confirm", &link)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(held["weekly"]["confirmed"], true, "{held}");
    link
}

#[tokio::test]
async fn a_weekly_issue_is_sent_once_per_subscriber_in_their_categories() {
    let guide = Guide::start().await;
    let thursday = thursday();
    add_event(
        &guide,
        "Weekly Test Opera",
        thursday.add_days(2),
        "7:30 PM",
        "Opera",
    )
    .await;
    add_event(
        &guide,
        "Weekly Test Musical",
        thursday.add_days(3),
        "2:00 PM",
        "Broadway",
    )
    .await;
    add_event(
        &guide,
        "Weekly Test Comedy",
        thursday.add_days(1),
        "8:00 PM",
        "Comedy",
    )
    .await;
    // Thursday's show is not the weekend's.
    add_event(&guide, "Weekly Test Thursday", thursday, "8:00 PM", "Opera").await;

    // Subscribed, not confirmed: nothing on Thursday.
    let (_, answer) = subscribe(
        &guide,
        json!({"email": "Ana@Visitor.test", "categories": ["Opera", "Broadway"], "lang": "en"}),
    )
    .await;
    assert_eq!(answer["title"], "Check your inbox");
    let report = guide.weekly.pass(at_nine(thursday, 0)).await.unwrap();
    assert_eq!(report.sent, 0);
    let confirmation = guide.smtp.expect_messages(1).await.remove(0);
    let unsubscribe = header(&confirmation, "List-Unsubscribe");
    assert!(
        unsubscribe.contains("/api/weekly/unsubscribe?token="),
        "{unsubscribe}"
    );
    let ana = token_after(&confirmation, "#confirm=");
    let held: Value = guide
        .with_link(Method::POST, "/api/reminders/confirm", &ana)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(held["weekly"]["categories"], json!(["Broadway", "Opera"]));
    assert!(
        held["weekly"]["sends"]
            .as_str()
            .unwrap()
            .starts_with("Thursday, "),
        "{held}"
    );
    let bo = confirmed(&guide, "bo@visitor.test", &["Comedy"], 2).await;
    // Staff's introduction of that issue (#71), read by every subscriber.
    guide
        .store
        .set_weekly_intro(
            thursday,
            &guide_core::plan::weekly::IssueIntro {
                text: "Lights on the bay all weekend.".into(),
                lang: Default::default(),
            },
            1,
            0,
        )
        .await
        .unwrap();

    // 8:59, nothing; 9:00 on two instances at once: each issue once.
    assert_eq!(
        guide.weekly.pass(at_nine(thursday, -1)).await.unwrap().sent,
        0
    );
    let (one, two) = tokio::join!(
        guide.weekly.pass(at_nine(thursday, 0)),
        guide.other_weekly.pass(at_nine(thursday, 0))
    );
    assert_eq!(one.unwrap().sent + two.unwrap().sent, 2);
    assert_eq!(
        guide.weekly.pass(at_nine(thursday, 5)).await.unwrap().sent,
        0
    );
    let messages = guide.smtp.expect_messages(4).await;
    let issue_to = |email: &str| {
        messages
            .iter()
            .find(|m| {
                header(m, "To").eq_ignore_ascii_case(email)
                    && header(m, "Subject") == "This weekend in Sarasota"
            })
            .unwrap_or_else(|| panic!("the issue to {email}"))
            .clone()
    };
    let issue = issue_to("ana@visitor.test");
    let text = body_text(&issue);
    assert!(text.contains("Weekly Test Opera"), "{text}");
    assert!(text.contains("Weekly Test Musical"));
    assert!(!text.contains("Weekly Test Comedy"), "not Ana's category");
    assert!(!text.contains("Weekly Test Thursday"), "not the weekend");
    assert!(text.contains("In your categories: Broadway, Opera."));
    assert!(text.contains("Lights on the bay all weekend."), "{text}");
    // Day by day, with the page of each event.
    let heading = |day: &str, date: Date| text.find(&format!("\n{day}, {}", month_day(date)));
    let saturday = heading("Saturday", thursday.add_days(2));
    let sunday = heading("Sunday", thursday.add_days(3));
    assert!(saturday.unwrap() < sunday.unwrap(), "{text}");
    assert!(text.contains("/events/"), "links to the pages");
    // The weekend as a calendar file.
    assert!(issue.contains("filename=\"this-weekend.ics\""), "{issue}");
    // One-click unsubscribe, no picture, a Message-ID fixed by the week.
    assert_eq!(
        header(&issue, "List-Unsubscribe-Post"),
        "List-Unsubscribe=One-Click"
    );
    assert!(!text.contains("<img"));
    assert!(
        header(&issue, "Message-ID").starts_with("<weekly.")
            && header(&issue, "Message-ID").contains(&format!(".{thursday}@")),
        "{}",
        header(&issue, "Message-ID")
    );
    let bo_issue = body_text(&issue_to("bo@visitor.test"));
    assert!(bo_issue.contains("Weekly Test Comedy"));
    assert!(!bo_issue.contains("Weekly Test Opera"));

    // Next Thursday, the next issue (or nothing, when that weekend has
    // nothing in their categories).
    let next = guide
        .weekly
        .pass(at_nine(thursday.add_days(7), 0))
        .await
        .unwrap();
    assert_eq!(next.sent + next.empty, 2, "{next:?}");
    let sent = 4 + next.sent;
    guide.smtp.expect_messages(sent).await;

    // One click in Ana's issue ends her subscription (a POST; again is
    // fine); Bo's stays. Nothing else was held for Ana: she is forgotten.
    let url = header(&issue, "List-Unsubscribe");
    // (The configured address is this test's server.)
    let url = url
        .trim_matches(|c| c == '<' || c == '>')
        .replace(super::reminders::PUBLIC_URL, &guide.app.base);
    let url = url.as_str();
    for _ in 0..2 {
        let response = guide
            .app
            .client
            .post(url)
            .header("content-type", "application/x-www-form-urlencoded")
            .body("List-Unsubscribe=One-Click")
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::OK);
    }
    assert_eq!(guide.count("weekly_subscriptions").await, 1);
    let gone = guide.with_link(Method::GET, "/api/reminders", &ana).await;
    assert_eq!(gone.status(), StatusCode::GONE);

    // Bo ends his from the page.
    let response = guide.with_link(Method::DELETE, "/api/weekly", &bo).await;
    assert_eq!(response.status(), StatusCode::NO_CONTENT);
    assert_eq!(guide.count("weekly_subscriptions").await, 0);
    assert_eq!(guide.count("reminder_addresses").await, 0);
    let week_after = guide
        .weekly
        .pass(at_nine(thursday.add_days(14), 0))
        .await
        .unwrap();
    assert_eq!(week_after.sent + week_after.empty, 0);
}

/// 'December 5', as the e-mail writes a day of this year or the next.
fn month_day(day: Date) -> String {
    let month = guide_core::time::date::MONTH_NAMES[day.month() as usize - 1];
    format!("{month} {}", day.day())
}

#[tokio::test]
async fn staff_see_the_subscribers_and_preview_the_next_issue() {
    let guide = Guide::start().await;
    // The issue being sent, or the coming one.
    let zone = CityZone::default();
    let now = guide_server::clock::now_ms();
    let coming = issue_due(CityClock::at(zone, now).unwrap()).unwrap_or_else(|| {
        let next = next_issue_ms(zone, now).unwrap();
        CityClock::at(zone, next).unwrap().today
    });
    add_event(
        &guide,
        "Weekly Preview Gala",
        coming.add_days(2),
        "7:00 PM",
        "Opera",
    )
    .await;
    confirmed(&guide, "cy@visitor.test", &[], 1).await;
    let (status, _) = subscribe(&guide, json!({"email": "di@visitor.test"})).await;
    assert_eq!(status, StatusCode::ACCEPTED);

    let cookie = super::admin::sign_in(&guide.app).await;
    let response = super::admin::admin_get(&guide.app, &cookie, "/api/admin/weekly").await;
    assert_eq!(response.status(), StatusCode::OK);
    let overview: Value = response.json().await.unwrap();
    assert_eq!(overview["subscribers"], 1, "{overview}");
    assert_eq!(overview["waiting"], 1);
    assert_eq!(overview["subject"], "This weekend in Sarasota");
    let next = overview["nextIssue"].as_str().unwrap();
    assert!(
        next.starts_with("Thursday, ") && next.ends_with("9:00 AM"),
        "{next}"
    );
    assert!(overview["events"].as_u64().unwrap() >= 1);
    let preview = overview["preview"].as_str().unwrap();
    assert!(preview.starts_with("<!DOCTYPE html>"), "{preview}");
    assert!(preview.contains("Weekly Preview Gala"));
    // A preview carries no subscriber's token.
    assert!(!preview.contains("#token="), "{preview}");
    // Not for visitors.
    let response = guide.app.get("/api/admin/weekly").await;
    assert_eq!(response.status(), StatusCode::UNAUTHORIZED);

    // An introduction for the next issue (#71), shown in the preview.
    let intro = "/api/admin/weekly/intro";
    let put = |body: Value| {
        let (app, cookie) = (&guide.app, cookie.clone());
        async move { super::admin::admin_send(app, &cookie, Method::PUT, intro, &body).await }
    };
    let saved: Value = put(json!({"text": "  Lights on the bay all weekend. "}))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(
        saved["intro"],
        json!({"text": "Lights on the bay all weekend.", "lang": "en"})
    );
    assert!(
        saved["preview"]
            .as_str()
            .unwrap()
            .contains("Lights on the bay all weekend.")
    );
    let long = put(json!({"text": "x".repeat(5_001)})).await;
    assert_eq!(long.status(), StatusCode::BAD_REQUEST);

    // A test to oneself: the issue with it, its subject saying so.
    let sent = super::admin::admin_send(
        &guide.app,
        &cookie,
        Method::POST,
        "/api/admin/weekly/test",
        &json!({}),
    )
    .await;
    assert_eq!(sent.status(), StatusCode::ACCEPTED);
    let sent: Value = sent.json().await.unwrap();
    let admin = sent["to"].as_str().unwrap().to_string();
    let messages = guide.smtp.expect_messages(3).await;
    let test = messages
        .iter()
        .find(|m| header(m, "To").eq_ignore_ascii_case(&admin))
        .expect("the test issue");
    assert_eq!(header(test, "Subject"), "Test: This weekend in Sarasota");
    let text = body_text(test);
    assert!(text.contains("Weekly Preview Gala"), "{text}");
    assert!(text.contains("Lights on the bay all weekend."), "{text}");

    // Blank removes it.
    let cleared: Value = put(json!({"text": ""})).await.json().await.unwrap();
    assert_eq!(cleared["intro"], Value::Null);
}

/// Like the other public writes, per client; and per address, one
/// confirmation e-mail in ten minutes however often it is asked.
#[tokio::test]
async fn sign_ups_are_limited_per_client_and_per_address() {
    let port = super::mail::free_port();
    let smtp = super::mail::SmtpServer::start(port);
    let app = super::TestApp::spawn_configured(tempfile::tempdir().unwrap(), |config| {
        super::mail::smtp_config(port)(config);
        config.public_writes_per_minute = 3;
    })
    .await;
    let sign_up = |email: &str| {
        let body = json!({"email": email, "categories": ["Opera"]});
        let app = &app;
        async move { app.post_json("/api/weekly", &body).await }
    };
    let first = sign_up("ana@visitor.test").await;
    assert_eq!(first.status(), StatusCode::ACCEPTED);
    let again: Value = sign_up("ANA@visitor.test").await.json().await.unwrap();
    assert!(
        again["message"]
            .as_str()
            .unwrap()
            .contains("confirms this subscription too"),
        "{again}"
    );
    assert_eq!(
        sign_up("bo@visitor.test").await.status(),
        StatusCode::ACCEPTED
    );
    let limited = sign_up("cy@visitor.test").await;
    assert_eq!(limited.status(), StatusCode::TOO_MANY_REQUESTS);
    assert!(limited.headers().contains_key("retry-after"));
    let messages = smtp.expect_messages(2).await;
    assert!(
        messages
            .iter()
            .any(|m| header(m, "To") == "ana@visitor.test")
    );
}

#[tokio::test]
async fn a_subscription_is_refused_with_the_visitors_words() {
    let guide = Guide::start().await;
    let (status, body) = subscribe(
        &guide,
        json!({"email": "nope", "categories": ["Opera", "Wrestling"], "lang": "es"}),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        body["fields"]["categories"],
        "Elige las categorías de la lista."
    );
    assert!(body["fields"]["email"].is_string(), "{body}");
    let (status, body) =
        subscribe(&guide, json!({"email": "a@b.test", "categories": "Opera"})).await;
    assert!(status.is_client_error());
    assert!(body["error"].is_string(), "{body}");
    // Unsubscribing needs a link that names something.
    let response = guide
        .with_link(Method::DELETE, "/api/weekly", &"0".repeat(64))
        .await;
    assert_eq!(response.status(), StatusCode::GONE);
    let response = guide
        .app
        .client
        .post(guide.app.url("/api/weekly/unsubscribe"))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    guide
        .smtp
        .expect_messages_within(0, std::time::Duration::from_millis(300))
        .await;
}
