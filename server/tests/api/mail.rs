//! Sending visit plans: validation, the outbox, and delivery to a real SMTP
//! server (Debian's aiosmtpd, storing what it receives in a maildir).

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use guide_server::store::Store;
use reqwest::StatusCode;
use serde_json::{Value, json};

use super::{TestApp, assert_json_error};

const AIOSMTPD_PYTHON: &str = "/usr/bin/python3";

pub(super) fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// A real SMTP server on `port`, stopped when dropped.
pub(super) struct SmtpServer {
    child: Child,
    maildir: PathBuf,
    _dir: tempfile::TempDir,
}

impl SmtpServer {
    pub(super) fn start(port: u16) -> SmtpServer {
        let dir = tempfile::tempdir().unwrap();
        let maildir = dir.path().join("maildir");
        let child = Command::new(AIOSMTPD_PYTHON)
            .args(["-m", "aiosmtpd", "-n", "-l"])
            .arg(format!("127.0.0.1:{port}"))
            .args(["-c", "aiosmtpd.handlers.Mailbox"])
            .arg(&maildir)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("aiosmtpd (apt install python3-aiosmtpd; scripts/test does)");
        let deadline = Instant::now() + Duration::from_secs(10);
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(Instant::now() < deadline, "SMTP server did not start");
            std::thread::sleep(Duration::from_millis(50));
        }
        SmtpServer {
            child,
            maildir,
            _dir: dir,
        }
    }

    /// Every message received so far, as text.
    fn messages(&self) -> Vec<String> {
        let Ok(entries) = std::fs::read_dir(self.maildir.join("new")) else {
            return Vec::new();
        };
        let mut messages: Vec<String> = entries
            .map(|e| std::fs::read_to_string(e.unwrap().path()).unwrap())
            .collect();
        messages.sort();
        messages
    }

    /// Waits for exactly `count` messages, then checks no more arrive.
    pub(super) async fn expect_messages(&self, count: usize) -> Vec<String> {
        self.expect_messages_within(count, Duration::from_secs(20))
            .await
    }

    /// [`expect_messages`](Self::expect_messages) with a deadline of `wait`.
    pub(super) async fn expect_messages_within(&self, count: usize, wait: Duration) -> Vec<String> {
        let deadline = Instant::now() + wait;
        while self.messages().len() < count {
            assert!(
                Instant::now() < deadline,
                "expected {count} messages, got {}",
                self.messages().len()
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        tokio::time::sleep(Duration::from_millis(700)).await;
        let messages = self.messages();
        assert_eq!(messages.len(), count, "no message may arrive twice");
        messages
    }
}

impl Drop for SmtpServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A header's value, unfolded.
pub(super) fn header(message: &str, name: &str) -> String {
    let head = message.split("\n\n").next().unwrap_or("");
    let unfolded = head.replace("\n ", " ").replace("\n\t", " ");
    unfolded
        .lines()
        .find_map(|line| {
            let (key, value) = line.split_once(':')?;
            key.eq_ignore_ascii_case(name)
                .then(|| value.trim().to_string())
        })
        .unwrap_or_default()
}

/// A header's value as its recipient reads it: RFC 2047's encoded words
/// (`=?utf-8?b?…?=`, which lettre writes for a subject with a curly quote)
/// decoded, the space between two of them dropped.
pub(super) fn decoded_header(message: &str, name: &str) -> String {
    use base64::Engine;
    let mut out = String::new();
    let mut run: Vec<u8> = Vec::new();
    for (i, token) in header(message, name).split(' ').enumerate() {
        let word = token.strip_prefix("=?").and_then(|t| t.strip_suffix("?="));
        let decoded = word.and_then(|word| {
            let mut parts = word.splitn(3, '?');
            let (_charset, encoding, text) = (parts.next()?, parts.next()?, parts.next()?);
            match encoding {
                "b" | "B" => base64::engine::general_purpose::STANDARD.decode(text).ok(),
                _ => quoted_printable::decode(
                    text.replace('_', " "),
                    quoted_printable::ParseMode::Robust,
                )
                .ok(),
            }
        });
        match decoded {
            Some(bytes) => {
                if run.is_empty() && i > 0 {
                    out.push(' ');
                }
                run.extend(bytes);
            }
            None => {
                out.push_str(&String::from_utf8_lossy(&std::mem::take(&mut run)));
                if i > 0 {
                    out.push(' ');
                }
                out.push_str(token);
            }
        }
    }
    out.push_str(&String::from_utf8_lossy(&run));
    out
}

/// The message as its recipient reads it: quoted-printable decoded
/// (soft breaks, `=3D`, and the UTF-8 of a dash or an accent).
pub(super) fn body_text(message: &str) -> String {
    let decoded = quoted_printable::decode(message.as_bytes(), quoted_printable::ParseMode::Robust)
        .expect("a quoted-printable message");
    String::from_utf8_lossy(&decoded).into_owned()
}

/// The item of the guide named `name` in a list from the API.
/// A real SMTP server, and a guide that sends its mail there.
pub(super) async fn mailing_guide() -> (SmtpServer, TestApp) {
    let port = free_port();
    let smtp = SmtpServer::start(port);
    let app = TestApp::spawn_configured(tempfile::tempdir().unwrap(), smtp_config(port)).await;
    (smtp, app)
}

/// That `text` says each of `expected`, in that order.
fn assert_in_order(text: &str, expected: &[impl AsRef<str>]) {
    let mut at = 0;
    for expected in expected.iter().map(AsRef::as_ref) {
        let found = text[at..]
            .find(expected)
            .unwrap_or_else(|| panic!("{expected:?} missing or out of order in:\n{text}"));
        at += found + expected.len();
    }
}

fn named<'a>(list: &'a Value, name: &str) -> &'a Value {
    list.as_array()
        .unwrap()
        .iter()
        .find(|i| i["title"] == name || i["name"] == name)
        .unwrap_or_else(|| panic!("{name} is not in the demo content"))
}

/// Two demo items as a visitor's browser sends them: The Nutcracker and
/// Owen's Fish Camp, found in the guide by name (their ids and dates are
/// the seeding's).
pub(super) async fn items(client: &reqwest::Client, base: &str) -> Value {
    let events = super::fetch_json(client, &format!("{base}/api/events"), None).await;
    let restaurants = super::fetch_json(client, &format!("{base}/api/restaurants"), None).await;
    let event = named(&events, "The Nutcracker");
    let restaurant = named(&restaurants, "Owen's Fish Camp");
    json!([
        {"type": "event", "id": event["id"], "name": "The Nutcracker", "venue": "Van Wezel Performing Arts Hall",
         "date": "Saturday, December 5, 2026", "time": event["time"], "details": "Holiday ballet",
         "ticketUrl": event["ticketUrl"]},
        {"type": "restaurant", "id": restaurant["id"], "name": "Owen's Fish Camp", "cuisine": "Seafood",
         "rating": restaurant["rating"], "website": restaurant["website"]},
    ])
}

pub(super) fn plan_to_curator(items: &Value) -> Value {
    json!({
        "name": "Ana Rivera",
        "email": "ana@visitor.test",
        "visitDates": "December 4-8",
        "message": "First visit <3, we love music & food",
        "selectedItems": items,
        "timestamp": "2026-11-22T09:00:00.000Z",
    })
}

pub(super) fn smtp_config(port: u16) -> impl FnOnce(&mut guide_server::config::Config) {
    move |config| {
        config.smtp.host = Some("127.0.0.1".into());
        config.smtp.port = port;
        config.smtp.security = "none".into();
        config.smtp.from = "Sarasota Guide <guide@sarasota.test>".into();
        config.site.curator_email = "curator@sarasota.test".into();
        config.outbox.poll_interval_ms = 100;
        config.outbox.retry_initial_ms = 200;
        config.outbox.retry_max_ms = 1_000;
    }
}

async fn outbox_counts(data_dir: &Path) -> guide_server::store::OutboxCounts {
    let store = Store::open(&super::database_url(data_dir).await)
        .await
        .unwrap();
    let counts = store.outbox_counts().await.unwrap();
    store.close().await;
    counts
}

#[tokio::test]
async fn plans_reach_the_curator_and_every_self_address_over_smtp() {
    let (smtp, app) = mailing_guide().await;
    let items = items(&app.client, &app.base).await;
    let events = app.get_json("/api/events").await;
    let nutcracker = named(&events, "The Nutcracker");
    let restaurants = app.get_json("/api/restaurants").await;
    let owens = named(&restaurants, "Owen's Fish Camp");
    // The ballet runs three days: the mail gives the whole run.
    let date = |field: &str| guide_core::Date::parse(nutcracker[field].as_str().unwrap()).unwrap();
    let today = guide_core::CityZone::default().today(guide_server::clock::now_ms());
    let long_date = guide_core::text::format::date_range_from(
        date("date"),
        Some(date("endDate")),
        today,
        guide_core::text::lang::Lang::En,
    );

    let to_curator = app
        .post_json("/api/send-visit-plan", &plan_to_curator(&items))
        .await;
    assert_eq!(to_curator.status(), StatusCode::ACCEPTED);
    let answer: Value = to_curator.json().await.unwrap();
    assert_eq!(answer["title"], "Success!");
    assert!(
        answer["message"]
            .as_str()
            .unwrap()
            .contains("has been sent to")
    );

    let to_self = app
        .post_json(
            "/api/send-visit-plan-self",
            &json!({"email": "ana@visitor.test, ben@family.test", "selectedItems": items,
                    "timestamp": "2026-11-22T09:01:00.000Z"}),
        )
        .await;
    assert_eq!(to_self.status(), StatusCode::ACCEPTED);

    let messages = smtp.expect_messages(2).await;
    let curator = messages
        .iter()
        .find(|m| header(m, "X-RcptTo") == "curator@sarasota.test")
        .expect("the curator's message");
    assert!(header(curator, "Reply-To").contains("ana@visitor.test"));
    assert_eq!(
        header(curator, "Subject"),
        "Sarasota visit plan from Ana Rivera"
    );
    assert_eq!(header(curator, "X-MailFrom"), "guide@sarasota.test");
    let body = body_text(curator);
    // The items as the guide's records describe them.
    let rating = format!("{}/10", owens["rating"]);
    for expected in [
        "December 4-8",
        "The Nutcracker",
        nutcracker["venue"]["name"].as_str().unwrap(),
        &long_date,
        nutcracker["time"].as_str().unwrap(),
        "Owen's Fish Camp",
        owens["cuisine"].as_str().unwrap(),
        &rating,
        owens["website"].as_str().unwrap(),
        "First visit <3, we love music & food",
        "First visit &#60;3, we love music &#38; food",
    ] {
        assert!(body.contains(expected), "missing {expected:?}");
    }
    assert!(
        !body.contains("Holiday ballet"),
        "the request's details are not used"
    );
    // The ballet's picture, its smallest width, served by the guide.
    let small = nutcracker["image"]
        .as_str()
        .unwrap()
        .replace("-640.jpg", "-320.jpg");
    assert!(
        body.contains(&format!("{small}\" width=\"96\"")),
        "missing the picture {small}"
    );
    assert!(body.contains("Content-Type: text/html") && body.contains("Content-Type: text/plain"));

    let own = messages
        .iter()
        .find(|m| header(m, "X-RcptTo").contains("ben@family.test"))
        .expect("the visitor's own message");
    assert_eq!(header(own, "X-RcptTo"), "ana@visitor.test, ben@family.test");
    assert_eq!(header(own, "Subject"), "Your Sarasota visit plan");
    assert!(header(own, "Reply-To").is_empty());
    assert_ne!(header(own, "Message-ID"), header(curator, "Message-ID"));

    let dir = app.stop().await;
    let counts = outbox_counts(dir.path()).await;
    assert_eq!((counts.pending, counts.sent, counts.failed), (0, 2, 0));
}

/// Both kinds of plan list the items as /plan-visit does: by day, a
/// running exhibition today with its whole run, then the places; each with
/// a link to its page in the guide.
#[tokio::test]
async fn a_mailed_plan_goes_by_day_and_links_each_item_to_its_page() {
    let (smtp, app) = mailing_guide().await;
    let events = app.get_json("/api/events").await;
    let restaurants = app.get_json("/api/restaurants").await;
    let hamilton = named(&events, "Hamilton");
    let sculpture = named(&events, "Outdoor Sculpture Exhibition");
    let owens = named(&restaurants, "Owen's Fish Camp");
    // Saved in an order that is not the calendar's.
    let items = json!([
        {"type": "restaurant", "id": owens["id"], "name": "Owen's Fish Camp"},
        {"type": "event", "id": hamilton["id"], "name": "Hamilton"},
        {"type": "event", "id": sculpture["id"], "name": "Outdoor Sculpture Exhibition"},
    ]);
    for (route, body) in [
        ("/api/send-visit-plan", plan_to_curator(&items)),
        (
            "/api/send-visit-plan-self",
            json!({"email": "ana@visitor.test", "selectedItems": items}),
        ),
    ] {
        assert_eq!(
            app.post_json(route, &body).await.status(),
            StatusCode::ACCEPTED
        );
    }
    let today = guide_core::CityZone::default().today(guide_server::clock::now_ms());
    let date = |event: &Value, field: &str| {
        guide_core::Date::parse(event[field].as_str().unwrap()).unwrap()
    };
    let run = guide_core::text::format::date_range_from(
        date(sculpture, "date"),
        Some(date(sculpture, "endDate")),
        today,
        guide_core::text::lang::Lang::En,
    );
    let page = |kind: guide_core::content::paths::ItemKind, item: &Value, name: &str| {
        format!(
            "{}{}",
            app.mail_origin(),
            guide_core::content::paths::item_path(kind, item["id"].as_i64().unwrap(), name)
        )
    };
    for message in smtp.expect_messages(2).await {
        let body = body_text(&message);
        let text = body
            .split_once("Content-Type: text/plain")
            .unwrap()
            .1
            .split("Content-Type: text/html")
            .next()
            .unwrap();
        let order = [
            guide_core::text::format::day_with_weekday(
                today,
                today,
                guide_core::text::lang::Lang::En,
            ),
            "1. Outdoor Sculpture Exhibition".to_string(),
            format!("Date: {run}"),
            format!(
                "In the guide: {}",
                page(
                    guide_core::content::paths::ItemKind::Event,
                    sculpture,
                    "Outdoor Sculpture Exhibition"
                )
            ),
            guide_core::text::format::day_with_weekday(
                date(hamilton, "date"),
                today,
                guide_core::text::lang::Lang::En,
            ),
            "2. Hamilton".to_string(),
            "Any day".to_string(),
            "3. Owen's Fish Camp".to_string(),
            format!(
                "In the guide: {}",
                page(
                    guide_core::content::paths::ItemKind::Restaurant,
                    owens,
                    "Owen's Fish Camp"
                )
            ),
        ];
        assert_in_order(text, &order);
        assert!(body.contains("See it in the guide"));
    }
}

#[tokio::test]
async fn a_mailed_plan_with_a_trip_goes_by_its_days_at_their_times() {
    let (smtp, app) = mailing_guide().await;
    let activities = app.get_json("/api/activities").await;
    let restaurants = app.get_json("/api/restaurants").await;
    let selby = named(&activities, "Marie Selby Botanical Gardens");
    let owens = named(&restaurants, "Owen's Fish Camp");
    let beach = named(&activities, "Siesta Beach");
    let items = json!([
        {"type": "restaurant", "id": owens["id"], "name": "Owen's Fish Camp"},
        {"type": "activity", "id": selby["id"], "name": "Marie Selby Botanical Gardens"},
        {"type": "activity", "id": beach["id"], "name": "Siesta Beach"},
    ]);
    // Tuesday, December 15, 2026: the gardens at 10, a table at Owen's at
    // 7 PM; the beach not placed.
    let trip = json!({
        "first": "2026-12-14", "last": "2026-12-16",
        "placed": [
            {"type": "activity", "id": selby["id"], "date": "2026-12-15"},
            {"type": "restaurant", "id": owens["id"], "date": "2026-12-15", "at": 1140},
        ],
        "orders": [],
    });
    for (route, body) in [
        ("/api/send-visit-plan", {
            let mut body = plan_to_curator(&items);
            body["trip"] = trip.clone();
            body
        }),
        (
            "/api/send-visit-plan-self",
            json!({"email": "ana@visitor.test", "selectedItems": items, "trip": trip}),
        ),
    ] {
        assert_eq!(
            app.post_json(route, &body).await.status(),
            StatusCode::ACCEPTED
        );
    }
    // The curator receives the same days as the visitor.
    for message in smtp.expect_messages(2).await {
        let body = body_text(&message);
        let text = body
            .split_once("Content-Type: text/plain")
            .unwrap()
            .1
            .split("Content-Type: text/html")
            .next()
            .unwrap();
        let order = [
            "Tuesday, December 15",
            "1. Marie Selby Botanical Gardens",
            "Time: 10 AM",
            "Address: 1534 Mound St, Sarasota, FL 34236",
            "2. Owen's Fish Camp",
            "Getting there: ",
            "(estimate)",
            "Time: 7 PM–8:15 PM",
            "Address: 516 Burns Ln",
            "In the guide: ",
            "/restaurants/",
            "Not placed yet",
            "3. Siesta Beach",
        ];
        assert_in_order(text, &order);
        assert!(!text.contains("Any day"), "{text}");
    }
}

#[tokio::test]
async fn plans_wait_out_an_smtp_outage_and_arrive_once() {
    let port = free_port(); // nothing listens there yet
    let app = TestApp::spawn_configured(tempfile::tempdir().unwrap(), smtp_config(port)).await;
    let items = items(&app.client, &app.base).await;
    let response = app
        .post_json("/api/send-visit-plan", &plan_to_curator(&items))
        .await;
    assert_eq!(
        response.status(),
        StatusCode::ACCEPTED,
        "accepted while SMTP is down"
    );

    tokio::time::sleep(Duration::from_millis(1_200)).await;
    let counts = outbox_counts(app.data_dir.path()).await;
    assert_eq!((counts.pending, counts.sent), (1, 0), "waiting, not lost");

    let smtp = SmtpServer::start(port);
    let messages = smtp.expect_messages(1).await;
    assert_eq!(header(&messages[0], "X-RcptTo"), "curator@sarasota.test");
    let dir = app.stop().await;
    assert_eq!(outbox_counts(dir.path()).await.sent, 1);
}

/// The real binary, killed with SIGKILL after answering 202 and before it
/// could deliver, delivers the message once it runs again.
#[tokio::test]
async fn a_plan_accepted_before_a_crash_is_delivered_after_the_restart() {
    const BRAND: &str = "Crash Test Guide";
    let data = tempfile::tempdir().unwrap();
    let smtp_port = free_port();
    let start = |http_port: u16| {
        Command::new(env!("CARGO_BIN_EXE_guide"))
            .arg("serve")
            .env("GUIDE_BIND", format!("127.0.0.1:{http_port}"))
            .env("GUIDE_DATA_DIR", data.path())
            .env("GUIDE_UPLOADS_DIR", super::support::shared_uploads_dir())
            .env("GUIDE_WEB_DIR", data.path().join("no-web"))
            .env("GUIDE_SMTP_HOST", "127.0.0.1")
            .env("GUIDE_SMTP_PORT", smtp_port.to_string())
            .env("GUIDE_SMTP_SECURITY", "none")
            .env("GUIDE_CURATOR_EMAIL", "curator@sarasota.test")
            .env("GUIDE_BRAND", BRAND)
            .env("GUIDE_OUTBOX_RETRY_INITIAL_MS", "200")
            .env("GUIDE_OUTBOX_RETRY_MAX_MS", "500")
            .env("GUIDE_OUTBOX_POLL_INTERVAL_MS", "100")
            .env("RUST_LOG", "warn")
            .env_remove("DATABASE_URL")
            .env_remove("GUIDE_CONFIG")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap()
    };
    let client = super::http_client();
    // Started on a free port, and answering as this test's guide: tests
    // in parallel pick free ports too, and one may take the port between
    // its pick and the bind (the guide then exits), while another's
    // guide answers on it.
    let started = async || {
        for _ in 0..5 {
            let port = free_port();
            let mut child = start(port);
            let deadline = Instant::now() + Duration::from_secs(30);
            while child.try_wait().unwrap().is_none() {
                assert!(Instant::now() < deadline, "server did not start");
                let site = client
                    .get(format!("http://127.0.0.1:{port}/api/site"))
                    .send()
                    .await;
                if let Ok(site) = site
                    && site.status().is_success()
                    && site
                        .json::<Value>()
                        .await
                        .is_ok_and(|s| s["brand"] == BRAND)
                {
                    return (child, port);
                }
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        }
        panic!("the guide exited at each start");
    };

    let (mut first, port) = started().await;
    let items = items(&client, &format!("http://127.0.0.1:{port}")).await;
    let response = client
        .post(format!("http://127.0.0.1:{port}/api/send-visit-plan"))
        .json(&plan_to_curator(&items))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::ACCEPTED);
    first.kill().unwrap(); // SIGKILL: no graceful anything
    first.wait().unwrap();

    let smtp = SmtpServer::start(smtp_port);
    let (mut second, _) = started().await;
    let messages = smtp.expect_messages(1).await;
    assert!(body_text(&messages[0]).contains("The Nutcracker"));
    second.kill().unwrap();
    second.wait().unwrap();
}

#[tokio::test]
async fn without_smtp_messages_are_written_to_the_outbox_folder() {
    let app = TestApp::spawn_configured(tempfile::tempdir().unwrap(), |config| {
        config.outbox.poll_interval_ms = 100;
    })
    .await;
    let items = items(&app.client, &app.base).await;
    let response = app
        .post_json(
            "/api/send-visit-plan-self",
            &json!({"email": "ana@visitor.test", "selectedItems": items}),
        )
        .await;
    assert_eq!(response.status(), StatusCode::ACCEPTED);
    let outbox = app.data_dir.path().join("outbox");
    let deadline = Instant::now() + Duration::from_secs(10);
    let file = loop {
        let found = std::fs::read_dir(&outbox).ok().and_then(|mut entries| {
            entries.find_map(|e| {
                Some(e.ok()?.path()).filter(|p| p.extension().is_some_and(|x| x == "eml"))
            })
        });
        if let Some(file) = found {
            break file;
        }
        assert!(Instant::now() < deadline, "no .eml written");
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    let text = std::fs::read_to_string(file).unwrap();
    assert!(text.contains("Subject: Your Sarasota visit plan"));
    assert!(text.contains("To: ana@visitor.test"));
}

#[tokio::test]
async fn bad_plans_are_refused_with_clear_errors() {
    let app = TestApp::spawn().await;
    let items = items(&app.client, &app.base).await;
    let plan_to_curator = || plan_to_curator(&items);

    let mut empty = plan_to_curator();
    empty["selectedItems"] = json!([]);
    let response = app.post_json("/api/send-visit-plan", &empty).await;
    assert_eq!(
        assert_json_error(response, StatusCode::BAD_REQUEST).await,
        "No Items Selected"
    );
    // The app knows it by its code, not by its words.
    let response = app.post_json("/api/send-visit-plan", &empty).await;
    assert_eq!(
        super::error_code(response).await,
        guide_core::api::ErrorCode::NoItemsSelected
    );
    let response = app
        .post_json(
            "/api/send-visit-plan-self",
            &json!({"email": "a@b.test", "selectedItems": []}),
        )
        .await;
    assert_eq!(
        assert_json_error(response, StatusCode::BAD_REQUEST).await,
        "No Items Selected"
    );

    let mut bad_email = plan_to_curator();
    bad_email["email"] = json!("ana@");
    let response = app.post_json("/api/send-visit-plan", &bad_email).await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    let body: Value = response.json().await.unwrap();
    assert!(body["fields"]["email"].is_string(), "{body}");

    let response = app
        .post_json(
            "/api/send-visit-plan-self",
            &json!({"email": "ok@visitor.test, nope", "selectedItems": items}),
        )
        .await;
    let message = assert_json_error(response, StatusCode::BAD_REQUEST).await;
    assert!(
        message.contains("'nope' is not a valid email address"),
        "{message}"
    );

    let mut missing_name = plan_to_curator();
    missing_name.as_object_mut().unwrap().remove("name");
    let response = app.post_json("/api/send-visit-plan", &missing_name).await;
    assert_json_error(response, StatusCode::BAD_REQUEST).await;

    let mut control = plan_to_curator();
    control["name"] = json!("Ana\u{0007}Rivera");
    let response = app.post_json("/api/send-visit-plan", &control).await;
    assert_json_error(response, StatusCode::BAD_REQUEST).await;

    let mut wrong_type = plan_to_curator();
    wrong_type["selectedItems"] = json!("all of them");
    let response = app.post_json("/api/send-visit-plan", &wrong_type).await;
    assert_json_error(response, StatusCode::UNPROCESSABLE_ENTITY).await;

    let mut huge = plan_to_curator();
    huge["message"] = json!("x".repeat(10 * 1024 * 1024));
    let response = app.post_json("/api/send-visit-plan", &huge).await;
    assert_eq!(response.status(), StatusCode::PAYLOAD_TOO_LARGE);
    // The server answers before the upload ends and closes the connection,
    // so the body may be cut off; when it arrives it is the JSON error.
    if let Ok(body) = response.json::<Value>().await {
        assert!(body["error"].is_string(), "{body}");
    }

    let response = app
        .post_raw(
            "/api/send-visit-plan-self",
            "application/json",
            "{\"email\": ",
        )
        .await;
    assert_json_error(response, StatusCode::BAD_REQUEST).await;

    let dir = app.stop().await;
    let counts = outbox_counts(dir.path()).await;
    assert_eq!(
        counts.pending + counts.sent + counts.failed,
        0,
        "nothing stored"
    );
}

#[tokio::test]
async fn plan_sends_share_the_per_client_write_limit() {
    let app = TestApp::spawn_configured(tempfile::tempdir().unwrap(), |config| {
        config.public_writes_per_minute = 2;
    })
    .await;
    let items = items(&app.client, &app.base).await;
    let plan = json!({"email": "ana@visitor.test", "selectedItems": items});
    for _ in 0..2 {
        let response = app.post_json("/api/send-visit-plan-self", &plan).await;
        assert_eq!(response.status(), StatusCode::ACCEPTED);
    }
    let response = app
        .post_json("/api/send-visit-plan", &plan_to_curator(&items))
        .await;
    let retry_after: u64 = response.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((1..=60).contains(&retry_after), "{retry_after}");
    let message = assert_json_error(response, StatusCode::TOO_MANY_REQUESTS).await;
    assert!(!message.is_empty());
}

/// The probe's phishing attempt: two victims, an invented item with a
/// scary name and a link. The invented id is refused by name; a real id
/// with a forged name and link is mailed as the guide knows it; links in
/// the notes are refused; nothing the request says reaches the message.
#[tokio::test]
async fn plan_mails_carry_only_the_guides_own_content() {
    let (smtp, app) = mailing_guide().await;
    let phishing = json!({"type": "event", "id": 987654321, "name": "URGENT: verify your payment details",
                          "website": "https://phish.example/login"});
    let response = app
        .post_json(
            "/api/send-visit-plan-self",
            &json!({"email": "victim1@example.org, victim2@example.net", "selectedItems": [phishing]}),
        )
        .await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    let body: Value = response.json().await.unwrap();
    assert_eq!(
        body["fields"]["selectedItems"],
        "'URGENT: verify your payment details' (Event 987654321) is not in the guide; remove it from My Favorites and send again"
    );

    let restaurants = app.get_json("/api/restaurants").await;
    let owens = named(&restaurants, "Owen's Fish Camp");
    let forged = json!([{"type": "restaurant", "id": owens["id"], "name": "URGENT: verify your payment details",
                         "details": "Your account is locked", "website": "https://phish.example/login",
                         "ticketUrl": "https://phish.example/pay", "cuisine": "Wire transfer"}]);
    let with_link = app
        .post_json(
            "/api/send-visit-plan-self",
            &json!({"email": "victim1@example.org", "notes": "Log in at phish.example/login", "selectedItems": forged}),
        )
        .await;
    assert_eq!(with_link.status(), StatusCode::BAD_REQUEST);
    let body: Value = with_link.json().await.unwrap();
    assert_eq!(
        body["fields"]["notes"],
        "Notes cannot contain web addresses"
    );

    let accepted = app
        .post_json(
            "/api/send-visit-plan-self",
            &json!({"email": "victim1@example.org", "notes": "See you <b>soon</b>\u{1b}", "selectedItems": forged}),
        )
        .await;
    assert_eq!(
        accepted.status(),
        StatusCode::BAD_REQUEST,
        "control characters are refused"
    );
    let accepted = app
        .post_json(
            "/api/send-visit-plan-self",
            &json!({"email": "victim1@example.org", "notes": "See you <b>soon</b>", "selectedItems": forged}),
        )
        .await;
    assert_eq!(accepted.status(), StatusCode::ACCEPTED);
    let messages = smtp.expect_messages(1).await;
    let body = body_text(&messages[0]);
    assert!(body.contains("Owen's Fish Camp"));
    assert!(body.contains(owens["website"].as_str().unwrap()));
    assert!(
        body.contains("See you &#60;b&#62;soon&#60;/b&#62;"),
        "escaped in HTML"
    );
    for forged_text in ["URGENT", "phish.example", "locked", "Wire transfer"] {
        assert!(
            !body.contains(forged_text),
            "{forged_text} reached the message"
        );
    }
}

/// A guide with an SMTP server and the plan of `items`, with its store
/// open to change what the plan names before it is sent.
struct PlanToChange {
    smtp: SmtpServer,
    app: TestApp,
    items: Value,
    store: Store,
}

impl PlanToChange {
    async fn start() -> PlanToChange {
        let (smtp, app) = mailing_guide().await;
        let items = items(&app.client, &app.base).await;
        let store = Store::open(&super::database_url(app.data_dir.path()).await)
            .await
            .unwrap();
        PlanToChange {
            smtp,
            app,
            items,
            store,
        }
    }

    /// The plan's first item, The Nutcracker.
    fn nutcracker(&self) -> i64 {
        self.items[0]["id"].as_i64().unwrap()
    }

    /// Sends the plan to the curator: the text of the mail received.
    async fn send(self) -> String {
        self.store.close().await;
        let response = self
            .app
            .post_json("/api/send-visit-plan", &plan_to_curator(&self.items))
            .await;
        assert_eq!(response.status(), StatusCode::ACCEPTED);
        body_text(&self.smtp.expect_messages(1).await[0])
    }
}

/// An item deleted since the visitor saved it is still listed, by the name
/// the guide last had for it, marked and without a link.
#[tokio::test]
async fn an_item_removed_since_it_was_saved_is_listed_without_a_link() {
    let plan = PlanToChange::start().await;
    let events = guide_server::store::ContentTable::Events;
    assert!(
        plan.store
            .delete_item(events, plan.nutcracker(), &super::support::by_guide())
            .await
            .unwrap()
    );
    let body = plan.send().await;
    assert!(
        body.contains("The Nutcracker (no longer in the guide)"),
        "{body}"
    );
    assert!(!body.contains("vanwezel.org"), "no link for a removed item");
    assert!(body.contains("Owen's Fish Camp"));
}

/// An item deleted and then restored from the history has its id again:
/// the saved plan that names it finds it, linked, as before.
#[tokio::test]
async fn an_item_restored_from_the_history_is_found_by_the_saved_plan() {
    use guide_core::dashboard::history::{ChangeKind, Operation};
    let plan = PlanToChange::start().await;
    let id = plan.nutcracker();
    let events = guide_server::store::ContentTable::Events;
    let by = super::support::by_guide();
    assert!(plan.store.delete_item(events, id, &by).await.unwrap());
    let en = guide_core::text::catalogs::catalog(guide_core::text::lang::Lang::En);
    let filter = guide_server::store::HistoryFilter {
        kind: Some(ChangeKind::Event),
        item_id: Some(id),
        for_admin: true,
        ..Default::default()
    };
    let history = plan
        .store
        .history(&filter, en, guide_core::CityZone::default())
        .await
        .unwrap();
    // The deletion's step also holds its translations' rows (recorded after
    // it on PostgreSQL).
    let deletion = history
        .changes
        .iter()
        .find(|change| change.operation == Operation::Delete)
        .expect("the deletion is recorded");
    let target = guide_server::store::UndoTarget::Change(deletion.id);
    assert_eq!(plan.store.undo(&target, 1, true, en).await.unwrap(), Ok(1));
    let body = plan.send().await;
    assert!(body.contains("The Nutcracker"), "{body}");
    assert!(!body.contains("no longer in the guide"), "{body}");
    assert!(
        body.contains(&format!("/events/{id}-the-nutcracker")),
        "linked again: {body}"
    );
}

/// An event cancelled since the visitor saved it is marked so in the mail,
/// and still linked to its page.
#[tokio::test]
async fn a_cancelled_event_is_marked_in_the_mailed_plan() {
    let plan = PlanToChange::start().await;
    let mut tx = plan.store.begin(&super::support::by_guide()).await.unwrap();
    tx.set_event_status(
        plan.nutcracker(),
        guide_core::content::model::EventStatus::Cancelled,
    )
    .await
    .unwrap();
    tx.commit().await.unwrap();
    let body = plan.send().await;
    assert!(body.contains("The Nutcracker (Cancelled)"), "{body}");
    assert!(body.contains("See it in the guide"), "{body}");
    assert!(!body.contains("Owen's Fish Camp ("), "{body}");
}

#[tokio::test]
async fn a_plan_comes_in_the_visitors_language_and_the_curator_is_told_it() {
    let (smtp, app) = mailing_guide().await;
    let events = app.get_json("/api/events").await;
    let hamilton = named(&events, "Hamilton");
    let items = json!([{"type": "event", "id": hamilton["id"], "name": "Hamilton"}]);
    let mut to_curator = plan_to_curator(&items);
    to_curator["lang"] = json!("de");
    for (route, body) in [
        ("/api/send-visit-plan", to_curator),
        (
            "/api/send-visit-plan-self",
            json!({"email": "ana@visitor.test", "selectedItems": items, "lang": "es"}),
        ),
    ] {
        assert_eq!(
            app.post_json(route, &body).await.status(),
            StatusCode::ACCEPTED
        );
    }
    let messages = smtp.expect_messages(2).await;
    let to = |address: &str| {
        messages
            .iter()
            .map(|m| body_text(m))
            .find(|m| m.contains(&format!("To: {address}")))
            .unwrap_or_else(|| panic!("nothing to {address}"))
    };
    let visitor = to("ana@visitor.test");
    assert!(
        visitor.contains("Subject: Tu plan de visita de Sarasota"),
        "{visitor}"
    );
    assert!(visitor.contains("<html lang=\"es\">"), "{visitor}");
    assert!(visitor.contains("Elementos seleccionados (1)"), "{visitor}");
    // Hamilton's days and time as Spanish writes them, its page the Spanish one.
    assert!(visitor.contains("Hora: 19:30"), "{visitor}");
    assert!(
        visitor.contains(&format!("En la guía: {}/es/events/", app.mail_origin())),
        "{visitor}"
    );
    let curator = messages
        .iter()
        .map(|m| body_text(m))
        .find(|m| !m.contains("To: ana@visitor.test"))
        .unwrap();
    assert!(
        curator.contains("Subject: Sarasota visit plan from"),
        "{curator}"
    );
    assert!(curator.contains("Language: Deutsch"), "{curator}");
    assert!(curator.contains("Time: 7:30 PM"), "{curator}");

    // A language the guide does not speak is refused as the wrong shape
    // of a field is, and nothing more is sent.
    let response = app
        .post_json(
            "/api/send-visit-plan-self",
            &json!({"email": "ana@visitor.test", "selectedItems": items, "lang": "tlh"}),
        )
        .await;
    let error = crate::support::assert_json_error(response, StatusCode::UNPROCESSABLE_ENTITY).await;
    assert!(error.contains("lang"), "{error}");
}

/// One address receives at most three plans to self an hour, whoever asks
/// and however it is written; the fourth is a 429 with Retry-After, and
/// the curator's inbox is not limited so.
#[tokio::test]
async fn an_address_receives_a_few_plans_an_hour_at_most() {
    let app = TestApp::spawn_configured(tempfile::tempdir().unwrap(), |config| {
        config.public_writes_per_minute = 100;
    })
    .await;
    let items = items(&app.client, &app.base).await;
    for email in [
        "ana@visitor.test",
        "ANA@visitor.test, bo@visitor.test",
        "Ana@Visitor.Test",
    ] {
        let response = app
            .post_json(
                "/api/send-visit-plan-self",
                &json!({"email": email, "selectedItems": items}),
            )
            .await;
        assert_eq!(response.status(), StatusCode::ACCEPTED, "{email}");
    }
    let response = app
        .post_json(
            "/api/send-visit-plan-self",
            &json!({"email": "bo@visitor.test, ana@visitor.test", "selectedItems": items}),
        )
        .await;
    let retry_after: u64 = response.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((3_500..=3_600).contains(&retry_after), "{retry_after}");
    let message = assert_json_error(response, StatusCode::TOO_MANY_REQUESTS).await;
    assert_eq!(
        message,
        "ana@visitor.test has already been sent 3 visit plans in the last hour. Please try again later."
    );
    let six: Vec<String> = (0..6).map(|n| format!("p{n}@visitor.test")).collect();
    let response = app
        .post_json(
            "/api/send-visit-plan-self",
            &json!({"email": six.join(", "), "selectedItems": items}),
        )
        .await;
    assert_eq!(
        assert_json_error(response, StatusCode::BAD_REQUEST).await,
        "Send to at most 5 addresses at once"
    );
    for _ in 0..4 {
        let response = app
            .post_json("/api/send-visit-plan", &plan_to_curator(&items))
            .await;
        assert_eq!(response.status(), StatusCode::ACCEPTED);
    }
}

/// A send repeated under one `Idempotency-Key` (a queued send retried after
/// a lost answer) is written once: the same answer, marked as a replay,
/// and one message; twenty concurrent repeats of another key also write
/// one. A malformed key is refused.
#[tokio::test]
async fn a_send_repeated_under_one_key_is_written_once() {
    let port = free_port();
    let smtp = SmtpServer::start(port);
    let app = TestApp::spawn_configured(tempfile::tempdir().unwrap(), |config| {
        smtp_config(port)(config);
        config.public_writes_per_minute = 100;
    })
    .await;
    let items = items(&app.client, &app.base).await;
    let plan = json!({"email": "ana@visitor.test", "selectedItems": items});
    let send = |key: &'static str| {
        app.client
            .post(app.url("/api/send-visit-plan-self"))
            .header("idempotency-key", key)
            .json(&plan)
            .send()
    };
    let first = send("offline-queue-0001").await.unwrap();
    assert_eq!(first.status(), StatusCode::ACCEPTED);
    assert!(first.headers().get("idempotent-replayed").is_none());
    let first: Value = first.json().await.unwrap();
    let again = send("offline-queue-0001").await.unwrap();
    assert_eq!(again.status(), StatusCode::ACCEPTED);
    assert_eq!(again.headers()["idempotent-replayed"], "true");
    assert_eq!(again.json::<Value>().await.unwrap(), first);

    let mut repeats = tokio::task::JoinSet::new();
    for _ in 0..20 {
        let request = app
            .client
            .post(app.url("/api/send-visit-plan"))
            .header("idempotency-key", "offline-queue-0002")
            .json(&plan_to_curator(&items));
        repeats.spawn(async move { request.send().await.unwrap().json::<Value>().await.unwrap() });
    }
    let mut ids = std::collections::BTreeSet::new();
    while let Some(answer) = repeats.join_next().await {
        ids.insert(answer.unwrap()["id"].as_i64().unwrap());
    }
    assert_eq!(ids.len(), 1, "one plan for twenty repeats");

    let bad = app
        .client
        .post(app.url("/api/send-visit-plan-self"))
        .header("idempotency-key", "short")
        .json(&plan)
        .send()
        .await
        .unwrap();
    assert_json_error(bad, StatusCode::BAD_REQUEST).await;

    let messages = smtp.expect_messages(2).await;
    assert_eq!(messages.len(), 2, "one message per key");
    // A repeat does not count against the recipient's hourly share.
    let dir = app.stop().await;
    let counts = outbox_counts(dir.path()).await;
    assert_eq!(counts.pending + counts.sent, 2);
}
