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
        let deadline = Instant::now() + Duration::from_secs(20);
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

/// The body with quoted-printable soft breaks and `=3D` undone.
fn body_text(message: &str) -> String {
    message.replace("=\n", "").replace("=3D", "=")
}

fn items() -> Value {
    json!([
        {"type": "event", "id": 1, "name": "The Nutcracker", "venue": "Van Wezel Performing Arts Hall",
         "date": "Saturday, December 5, 2026", "time": "7:30 PM", "details": "Holiday ballet",
         "ticketUrl": "https://www.vanwezel.org/events"},
        {"type": "restaurant", "id": 4, "name": "Owen's Fish Camp", "cuisine": "Seafood",
         "rating": 9.1, "website": "https://owensfishcamp.com"},
    ])
}

pub(super) fn plan_to_curator() -> Value {
    json!({
        "name": "Ana Rivera",
        "email": "ana@visitor.test",
        "visitDates": "December 4-8",
        "message": "First visit <3, we love music & food",
        "selectedItems": items(),
        "timestamp": "2026-11-22T09:00:00.000Z",
    })
}

fn smtp_config(port: u16) -> impl FnOnce(&mut guide_server::config::Config) {
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
    let port = free_port();
    let smtp = SmtpServer::start(port);
    let app = TestApp::spawn_configured(tempfile::tempdir().unwrap(), smtp_config(port)).await;

    let to_curator = app
        .post_json("/api/send-visit-plan", &plan_to_curator())
        .await;
    assert_eq!(to_curator.status(), StatusCode::ACCEPTED);
    let answer: Value = to_curator.json().await.unwrap();
    assert!(
        answer["message"]
            .as_str()
            .unwrap()
            .contains("has been sent to")
    );

    let to_self = app
        .post_json(
            "/api/send-visit-plan-self",
            &json!({"email": "ana@visitor.test, ben@family.test", "selectedItems": items(),
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
    for expected in [
        "December 4-8",
        "The Nutcracker",
        "Van Wezel Performing Arts Hall",
        "Saturday, December 5, 2026",
        "7:30 PM",
        "Owen's Fish Camp",
        "Seafood",
        "9.1/10",
        "https://owensfishcamp.com",
        "First visit <3, we love music & food",
        "First visit &#60;3, we love music &#38; food",
    ] {
        assert!(body.contains(expected), "missing {expected:?}");
    }
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

#[tokio::test]
async fn plans_wait_out_an_smtp_outage_and_arrive_once() {
    let port = free_port(); // nothing listens there yet
    let app = TestApp::spawn_configured(tempfile::tempdir().unwrap(), smtp_config(port)).await;
    let response = app
        .post_json("/api/send-visit-plan", &plan_to_curator())
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
    let data = tempfile::tempdir().unwrap();
    let smtp_port = free_port();
    let start = |http_port: u16| {
        Command::new(env!("CARGO_BIN_EXE_guide"))
            .arg("serve")
            .env("GUIDE_BIND", format!("127.0.0.1:{http_port}"))
            .env("GUIDE_DATA_DIR", data.path())
            .env("GUIDE_WEB_DIR", data.path().join("no-web"))
            .env("GUIDE_SMTP_HOST", "127.0.0.1")
            .env("GUIDE_SMTP_PORT", smtp_port.to_string())
            .env("GUIDE_SMTP_SECURITY", "none")
            .env("GUIDE_CURATOR_EMAIL", "curator@sarasota.test")
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
    let wait_healthy = async |port: u16| {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let url = format!("http://127.0.0.1:{port}/healthz");
            if client
                .get(&url)
                .send()
                .await
                .is_ok_and(|r| r.status().is_success())
            {
                return;
            }
            assert!(Instant::now() < deadline, "server did not start");
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    };

    let port = free_port();
    let mut first = start(port);
    wait_healthy(port).await;
    let response = client
        .post(format!("http://127.0.0.1:{port}/api/send-visit-plan"))
        .json(&plan_to_curator())
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::ACCEPTED);
    first.kill().unwrap(); // SIGKILL: no graceful anything
    first.wait().unwrap();

    let smtp = SmtpServer::start(smtp_port);
    let port = free_port();
    let mut second = start(port);
    wait_healthy(port).await;
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
    let response = app
        .post_json(
            "/api/send-visit-plan-self",
            &json!({"email": "ana@visitor.test", "selectedItems": items()}),
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

    let mut empty = plan_to_curator();
    empty["selectedItems"] = json!([]);
    let response = app.post_json("/api/send-visit-plan", &empty).await;
    assert_eq!(
        assert_json_error(response, StatusCode::BAD_REQUEST).await,
        "No Items Selected"
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
            &json!({"email": "ok@visitor.test, nope", "selectedItems": items()}),
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
    let plan = json!({"email": "ana@visitor.test", "selectedItems": items()});
    for _ in 0..2 {
        let response = app.post_json("/api/send-visit-plan-self", &plan).await;
        assert_eq!(response.status(), StatusCode::ACCEPTED);
    }
    let response = app
        .post_json("/api/send-visit-plan", &plan_to_curator())
        .await;
    let message = assert_json_error(response, StatusCode::TOO_MANY_REQUESTS).await;
    assert!(!message.is_empty());
}
