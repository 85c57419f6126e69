//! Reminders of saved events (issue #37) against a real SMTP server, on
//! either engine: asked, confirmed by the e-mailed link, sent on the right
//! morning by a pass run at a chosen instant (the fake clock), a notice
//! when the event is cancelled, one click to unsubscribe, nothing left.

use std::sync::Arc;

use guide_core::content::model::EventStatus;
use guide_core::{CityClock, CityZone, Date};
use guide_server::mail::{ReminderPass, WeeklyPass};
use guide_server::store::Store;
use reqwest::StatusCode;
use serde_json::{Value, json};

use super::TestApp;
use super::mail::{SmtpServer, body_text, free_port, header, smtp_config};

/// 8:00 on `day` at the city's clock, and `minutes` after it.
fn morning(day: &str, minutes: i64) -> i64 {
    CityZone::default().unix_ms(CityClock {
        today: Date::parse(day).unwrap(),
        minutes: 8 * 60,
    }) + minutes * 60_000
}

/// The link token a message's `name=` carries (`#confirm=…`, `?token=…`).
pub(super) fn token_after(message: &str, name: &str) -> String {
    let text = body_text(message);
    let start = text
        .find(name)
        .unwrap_or_else(|| panic!("no {name} in {text}"))
        + name.len();
    text[start..]
        .chars()
        .take_while(char::is_ascii_alphanumeric)
        .collect()
}

/// The guide's configured https address: every e-mailed link's origin,
/// and what lets mail clients unsubscribe in one click.
pub(super) const PUBLIC_URL: &str = "https://guide.example";

/// A guide with a real SMTP server, and the passes of two instances on
/// its database, run by the test at the instants it chooses.
pub(super) struct Guide {
    pub smtp: SmtpServer,
    pub app: TestApp,
    pub store: Store,
    pub pass: ReminderPass,
    /// Another instance's pass on the same database.
    pub other_pass: ReminderPass,
    pub weekly: WeeklyPass,
    pub other_weekly: WeeklyPass,
}

impl Guide {
    pub async fn start() -> Guide {
        let port = free_port();
        let smtp = SmtpServer::start(port);
        let app = TestApp::spawn_configured(tempfile::tempdir().unwrap(), |config| {
            smtp_config(port)(config);
            config.site.public_url = Some(PUBLIC_URL.into());
            // Staff, for the dashboard's view of the weekly e-mail.
            config.admin.email = Some(super::admin::EMAIL.into());
            config.admin.password = Some(guide_server::config::Secret::new(super::admin::PASSWORD));
            // Only the test's own passes, at the instants it chooses.
            config.outbox.reminders_interval_ms = 3_600_000;
        })
        .await;
        let store = Store::open(&super::database_url(app.data_dir.path()).await)
            .await
            .unwrap();
        let mut config = guide_server::config::Config::load(None, &Default::default()).unwrap();
        smtp_config(port)(&mut config);
        config.site.public_url = Some(PUBLIC_URL.into());
        let config = Arc::new(config);
        let pass = |store: Store| {
            ReminderPass::new(
                config.clone(),
                store,
                Default::default(),
                Default::default(),
            )
        };
        let other = Store::open(&super::database_url(app.data_dir.path()).await)
            .await
            .unwrap();
        let weekly = |store: Store| WeeklyPass::new(config.clone(), store, Default::default());
        Guide {
            smtp,
            app,
            pass: pass(store.clone()),
            other_pass: pass(other.clone()),
            weekly: weekly(store.clone()),
            other_weekly: weekly(other),
            store,
        }
    }

    /// Two scheduled demo events with a time: the first two to six days
    /// away (its morning comes before an unconfirmed ask is forgotten, a
    /// week on), the second later.
    async fn events(&self) -> (Value, Value) {
        let today = guide_server::today(CityZone::default());
        let events = self.app.get_json("/api/events").await;
        let on_one_day_at =
            |e: &&Value| e["status"].is_null() && e["endDate"].is_null() && e["time"].is_string();
        let days_away = |e: &Value| {
            Date::parse(e["date"].as_str().unwrap()).unwrap().to_days() - today.to_days()
        };
        let events = events.as_array().unwrap();
        let first = events
            .iter()
            .filter(on_one_day_at)
            .find(|e| (2..=6).contains(&days_away(e)))
            .expect("a demo event in the coming week")
            .clone();
        let second = events
            .iter()
            .filter(on_one_day_at)
            .find(|e| days_away(e) > days_away(&first))
            .unwrap()
            .clone();
        (first, second)
    }

    async fn ask(&self, body: Value) -> reqwest::Response {
        self.app.post_json("/api/reminders", &body).await
    }

    async fn refused(&self, body: Value) -> (StatusCode, Value) {
        let response = self.ask(body).await;
        let status = response.status();
        (status, response.json().await.unwrap())
    }

    pub async fn with_link(
        &self,
        method: reqwest::Method,
        path: &str,
        token: &str,
    ) -> reqwest::Response {
        self.app
            .client
            .request(method, self.app.url(path))
            .bearer_auth(token)
            .send()
            .await
            .unwrap()
    }

    pub async fn count(&self, table: &str) -> i64 {
        let pool = sqlx::AnyPool::connect(&super::database_url(self.app.data_dir.path()).await)
            .await
            .unwrap();
        let sql = format!("SELECT COUNT(*) FROM {table}");
        let n: i64 = sqlx::query_scalar(sqlx::AssertSqlSafe(sql))
            .fetch_one(&pool)
            .await
            .unwrap();
        pool.close().await;
        n
    }
}

fn one_click_headers(message: &str) {
    let unsubscribe = header(message, "List-Unsubscribe");
    assert!(
        unsubscribe.starts_with("<https://guide.example/api/reminders/unsubscribe?token="),
        "{unsubscribe}"
    );
    assert_eq!(
        header(message, "List-Unsubscribe-Post"),
        "List-Unsubscribe=One-Click"
    );
    // Nothing that reports an opening: no image at all, no rewritten link.
    let body = body_text(message);
    assert!(!body.contains("<img"), "{body}");
    assert!(
        body.contains("/reminders#token="),
        "the page of what is kept"
    );
}

#[tokio::test]
async fn a_reminders_life_from_the_ask_to_nothing_kept() {
    let guide = Guide::start().await;
    let (show, other) = guide.events().await;
    let day = show["date"].as_str().unwrap();
    let ask = |event: &Value, when: &str, token: Option<&str>| {
        json!({"email": "Ana@Visitor.test", "eventId": event["id"], "when": when,
               "token": token, "lang": "en"})
    };

    // Asked: a link to confirm, and nothing else until it is followed.
    let response = guide.ask(ask(&show, "dayBefore", None)).await;
    assert_eq!(response.status(), StatusCode::ACCEPTED);
    let answer: Value = response.json().await.unwrap();
    assert_eq!(answer["confirmed"], false);
    assert_eq!(answer["title"], "Check your inbox");
    let confirmation = guide.smtp.expect_messages(1).await.remove(0);
    assert_eq!(
        header(&confirmation, "Subject"),
        "Confirm your Sarasota reminders"
    );
    assert!(header(&confirmation, "To").eq_ignore_ascii_case("ana@visitor.test"));
    one_click_headers(&confirmation);
    let link = token_after(&confirmation, "#confirm=");
    assert_eq!(link.len(), 64);

    // Unconfirmed: its morning passes and nothing is sent.
    let report = guide.pass.pass(morning(day, -24 * 60)).await.unwrap();
    assert_eq!(report.reminded, 0);
    // Asked again meanwhile: the link on its way confirms it, no new e-mail.
    let answer: Value = guide
        .ask(ask(&other, "morningOf", None))
        .await
        .json()
        .await
        .unwrap();
    assert!(
        answer["message"]
            .as_str()
            .unwrap()
            .contains("confirms this reminder too")
    );

    // Confirmed by the link: both are held, in the address's page.
    let response = guide
        .with_link(reqwest::Method::POST, "/api/reminders/confirm", &link)
        .await;
    assert_eq!(response.status(), StatusCode::OK);
    let held: Value = response.json().await.unwrap();
    assert_eq!(held["email"], "ana@visitor.test");
    let reminders = held["reminders"].as_array().unwrap();
    assert_eq!(reminders.len(), 2);
    assert!(reminders.iter().all(|r| r["confirmed"] == true));
    assert!(
        reminders[0]["sends"].as_str().unwrap().ends_with("8:00 AM"),
        "{held}"
    );
    // A device that holds the link needs no new confirmation.
    let answer: Value = guide
        .ask(ask(&other, "morningOf", Some(&link)))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(answer["confirmed"], true, "{answer}");
    let set = answer["message"].as_str().unwrap();
    assert!(
        set.starts_with("We will e-mail Ana@Visitor.test on "),
        "{set}"
    );

    // The day before at 7:59, nothing; at 8:00, the reminder, once.
    assert_eq!(
        guide
            .pass
            .pass(morning(day, -24 * 60 - 1))
            .await
            .unwrap()
            .reminded,
        0
    );
    // Two instances' passes at once: one of them writes it.
    let at_eight = morning(day, -24 * 60);
    let (one, two) = tokio::join!(guide.pass.pass(at_eight), guide.other_pass.pass(at_eight));
    assert_eq!(one.unwrap().reminded + two.unwrap().reminded, 1);
    assert_eq!(
        guide
            .pass
            .pass(morning(day, -24 * 60 + 1))
            .await
            .unwrap()
            .reminded,
        0
    );
    let messages = guide.smtp.expect_messages(2).await;
    let reminder = messages
        .iter()
        .find(|m| m.contains("Tomorrow: "))
        .expect("the reminder");
    assert_eq!(
        header(reminder, "Subject"),
        format!("Tomorrow: {}", show["title"].as_str().unwrap())
    );
    one_click_headers(reminder);
    assert_eq!(guide.count("reminders").await, 1, "sent, and deleted");

    // The other event is cancelled by staff: its people are told, once.
    let mut tx = guide
        .store
        .begin(&super::support::by_guide())
        .await
        .unwrap();
    tx.set_event_status(other["id"].as_i64().unwrap(), EventStatus::Cancelled)
        .await
        .unwrap();
    tx.commit().await.unwrap();
    let now = guide_server::clock::now_ms();
    assert_eq!(guide.pass.pass(now).await.unwrap().told, 1);
    assert_eq!(guide.pass.pass(now).await.unwrap().told, 0);
    let messages = guide.smtp.expect_messages(3).await;
    let notice = messages
        .iter()
        .find(|m| m.contains("Cancelled: "))
        .expect("the notice");
    one_click_headers(notice);
    // The last reminder gone, nothing is kept for the address.
    assert_eq!(guide.count("reminders").await, 0);
    assert_eq!(guide.count("reminder_addresses").await, 0);
    assert_eq!(guide.count("reminder_links").await, 0);
    let gone = guide
        .with_link(reqwest::Method::GET, "/api/reminders", &link)
        .await;
    assert_eq!(gone.status(), StatusCode::GONE);
}

#[tokio::test]
async fn one_click_unsubscribes_and_the_page_deletes_everything() {
    let guide = Guide::start().await;
    let (show, other) = guide.events().await;
    for event in [&show, &other] {
        let response = guide
            .ask(json!({"email": "bo@visitor.test", "eventId": event["id"], "when": "morningOf"}))
            .await;
        assert_eq!(response.status(), StatusCode::ACCEPTED);
    }
    let confirmation = guide.smtp.expect_messages(1).await.remove(0);
    let link = token_after(&confirmation, "#confirm=");
    guide
        .with_link(reqwest::Method::POST, "/api/reminders/confirm", &link)
        .await;

    // One reminder deleted from the page; the other stays.
    let response = guide
        .with_link(
            reqwest::Method::DELETE,
            &format!("/api/reminders/{}", show["id"]),
            &link,
        )
        .await;
    assert_eq!(response.status(), StatusCode::OK);
    let held: Value = response.json().await.unwrap();
    assert_eq!(held["reminders"].as_array().unwrap().len(), 1);

    // The header's link opened by a person shows the page and acts not.
    let unsubscribe = header(&confirmation, "List-Unsubscribe");
    // (The configured address is this test's server.)
    let url = unsubscribe
        .trim_matches(|c| c == '<' || c == '>')
        .replace(PUBLIC_URL, &guide.app.base);
    let url = url.as_str();
    let opened = super::support::no_redirects()
        .get(url)
        .send()
        .await
        .unwrap();
    assert_eq!(opened.status(), StatusCode::SEE_OTHER);
    assert!(
        opened.headers()["location"]
            .to_str()
            .unwrap()
            .ends_with(&format!("/reminders#token={link}"))
    );
    assert_eq!(guide.count("reminders").await, 1);

    // RFC 8058's one click: a POST of the form field, with no cookie.
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
    assert_eq!(guide.count("reminders").await, 0);
    assert_eq!(guide.count("reminder_addresses").await, 0);
    // Again (a provider retrying): still fine.
    let again = guide.app.client.post(url).send().await.unwrap();
    assert_eq!(again.status(), StatusCode::OK);
}

#[tokio::test]
async fn a_reminder_is_refused_with_the_visitors_words() {
    let guide = Guide::start().await;
    let (show, _) = guide.events().await;
    let (status, body) = guide
        .refused(json!({"email": "nope", "eventId": show["id"], "when": "morningOf"}))
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(body["fields"]["email"].is_string(), "{body}");
    let (status, body) = guide
        .refused(
            json!({"email": "a@b.test", "eventId": 999_999, "when": "morningOf", "lang": "es"}),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        body["fields"]["eventId"],
        "Este evento ya no está en la guía."
    );
    let (status, _) = guide
        .refused(json!({"email": "a@b.test", "eventId": show["id"], "when": "someday"}))
        .await;
    assert!(status.is_client_error());
    // A past event has begun.
    let today = guide_server::today(CityZone::default()).to_string();
    let events = guide.app.get_json("/api/events").await;
    let past = events
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["date"].as_str().unwrap() < today.as_str() && e["endDate"].is_null())
        .unwrap();
    let (status, body) = guide
        .refused(json!({"email": "a@b.test", "eventId": past["id"], "when": "morningOf"}))
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["fields"]["eventId"], "This event has already begun.");
    // A link that names nothing.
    let gone = guide
        .with_link(reqwest::Method::GET, "/api/reminders", &"0".repeat(64))
        .await;
    assert_eq!(gone.status(), StatusCode::GONE);
    let body: Value = gone.json().await.unwrap();
    assert!(body["error"].as_str().unwrap().contains("no longer valid"));
    // Nothing was sent for any of these.
    guide
        .smtp
        .expect_messages_within(0, std::time::Duration::from_millis(300))
        .await;
}
