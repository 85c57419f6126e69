//! `/metrics` (issue #39): off by default; behind a bearer token on the
//! main address, or open on an address of its own; read back by
//! prometheus-client's parser (Python), as a Prometheus server reads it,
//! with what the guide did counted under the right names and labels.

use std::io::Write;
use std::process::{Command, Stdio};
use std::time::Duration;

use reqwest::StatusCode;
use reqwest::header::{AUTHORIZATION, CONTENT_TYPE, WWW_AUTHENTICATE};
use serde_json::{Value, json};

use super::TestApp;
use super::admin::{EMAIL, PASSWORD, admin_send, sign_in};
use guide_server::config::Secret;

const TOKEN: &str = "scraper-token-0123456789";

/// One sample as the parser read it.
struct Sample {
    name: String,
    labels: Value,
    value: f64,
}

/// `text` read by prometheus-client's parser; fails on a text it refuses.
fn parse(text: &str) -> Vec<Sample> {
    let checker = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/api/metrics_check.py");
    let mut child = Command::new(super::support::checker_python())
        .arg(checker)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the checkers' Python (scripts/test installs it)");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(text.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(
        output.status.success(),
        "{}\n{text}",
        String::from_utf8_lossy(&output.stderr)
    );
    let samples: Vec<Value> = serde_json::from_slice(&output.stdout).unwrap();
    samples
        .into_iter()
        .map(|s| Sample {
            name: s["name"].as_str().unwrap().to_string(),
            labels: s["labels"].clone(),
            value: s["value"].as_f64().unwrap(),
        })
        .collect()
}

/// The value of the sample named `name` whose labels include `labels`.
fn value(samples: &[Sample], name: &str, labels: Value) -> Option<f64> {
    let wanted = labels.as_object().unwrap();
    samples
        .iter()
        .find(|s| s.name == name && wanted.iter().all(|(k, v)| s.labels.get(k) == Some(v)))
        .map(|s| s.value)
}

async fn scrape(app: &TestApp, base: &str, token: Option<&str>) -> Vec<Sample> {
    let mut request = app.client.get(format!("{base}/metrics"));
    if let Some(token) = token {
        request = request.header(AUTHORIZATION, format!("Bearer {token}"));
    }
    let response = request.send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(
        response.headers()[CONTENT_TYPE],
        "text/plain; version=0.0.4; charset=utf-8"
    );
    parse(&response.text().await.unwrap())
}

#[tokio::test]
async fn metrics_are_not_served_unless_configured() {
    let app = TestApp::spawn().await;
    assert!(app.metrics_base.is_none());
    let response = app.get("/metrics").await;
    assert_ne!(response.status(), StatusCode::OK);
    assert!(!response.text().await.unwrap().contains("guide_"));
}

#[tokio::test]
async fn a_token_guards_metrics_on_the_main_address() {
    let app = TestApp::spawn_configured(tempfile::tempdir().unwrap(), |config| {
        config.metrics.token = Some(Secret::new(TOKEN));
    })
    .await;
    for given in [None, Some("Bearer wrong-token-0123456789"), Some(TOKEN)] {
        let mut request = app.client.get(app.url("/metrics"));
        if let Some(given) = given {
            request = request.header(AUTHORIZATION, given);
        }
        let response = request.send().await.unwrap();
        assert_eq!(response.headers()[WWW_AUTHENTICATE], "Bearer");
        let error = super::assert_json_error(response, StatusCode::UNAUTHORIZED).await;
        assert!(error.contains("bearer token"), "{error}");
    }
    let samples = scrape(&app, &app.base, Some(TOKEN)).await;
    assert_eq!(
        value(
            &samples,
            "guide_build_info",
            json!({"version": env!("CARGO_PKG_VERSION")})
        ),
        Some(1.0)
    );
}

/// What the guide did, counted: reads by route and status (the second
/// read of a list answered from the kept responses, under its route), the
/// caches' hits, a plan in the outbox, a followed source's failed read
/// and how long it has failed, the pool, the uptime.
#[tokio::test]
async fn what_the_guide_did_is_counted_under_its_route() {
    let (site, _) = super::sources::start_site().await;
    let app = TestApp::spawn_configured(tempfile::tempdir().unwrap(), move |config| {
        config.metrics.token = Some(Secret::new(TOKEN));
        config.admin.email = Some(EMAIL.into());
        config.admin.password = Some(Secret::new(PASSWORD));
        config.fetch.allow_private = vec![site.to_string()];
    })
    .await;
    for _ in 0..3 {
        assert_eq!(app.get("/api/events").await.status(), StatusCode::OK);
    }
    assert_eq!(
        app.get("/api/events/99999999").await.status(),
        StatusCode::NOT_FOUND
    );
    let items = super::mail::items(&app.client, &app.base).await;
    let sent = app
        .client
        .post(app.url("/api/send-visit-plan"))
        .json(&super::mail::plan_to_curator(&items))
        .send()
        .await
        .unwrap();
    assert_eq!(sent.status(), StatusCode::ACCEPTED);
    // A followed page that fails (its site answers 500): read at once.
    let cookie = sign_in(&app).await;
    let followed = admin_send(
        &app,
        &cookie,
        reqwest::Method::POST,
        "/api/admin/sources",
        &json!({"name": "Players Centre", "url": format!("http://{site}/season"), "everyHours": 6}),
    )
    .await;
    assert_eq!(followed.status(), StatusCode::CREATED);
    let source_id = followed.json::<Value>().await.unwrap()["id"].clone();

    let mut samples = scrape(&app, &app.base, Some(TOKEN)).await;
    for _ in 0..100 {
        // Counted when read, its failure kept a moment later, labelled by
        // its id (its name is what staff wrote: no label's business).
        let failing = json!({"id": source_id.to_string()});
        if value(&samples, "guide_source_failing_seconds", failing).is_some() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
        samples = scrape(&app, &app.base, Some(TOKEN)).await;
    }
    let requests = |route: &str, status: &str| {
        value(
            &samples,
            "guide_http_request_duration_seconds_count",
            json!({"route": route, "method": "GET", "status": status}),
        )
    };
    // Three reads here and the plan's, of the list.
    assert_eq!(requests("/api/events", "200"), Some(4.0));
    assert_eq!(requests("/api/events/{id}", "404"), Some(1.0));
    let under_a_second = samples.iter().find(|s| {
        s.name == "guide_http_request_duration_seconds_bucket"
            && s.labels["route"] == "/api/events"
            && s.labels["status"] == "200"
            && s.labels["le"].as_str().and_then(|le| le.parse().ok()) == Some(1.0)
    });
    assert_eq!(under_a_second.map(|s| s.value), Some(4.0));
    let cache = |cache: &str, result: &str| {
        value(
            &samples,
            "guide_cache_lookups_total",
            json!({"cache": cache, "result": result}),
        )
        .unwrap_or(0.0)
    };
    // Every GET looked up in the kept responses (whether one was kept
    // depends on the content version being fresh: pictures being brought
    // in change it), and the first list built by a read.
    assert!(cache("response", "hit") + cache("response", "miss") >= 4.0);
    assert!(cache("read", "miss") >= 1.0);
    // The plan's message: waiting or, the worker being quick, sent.
    let outbox =
        |state: &str| value(&samples, "guide_outbox_messages", json!({"state": state})).unwrap();
    assert_eq!(outbox("pending") + outbox("sent"), 1.0);
    assert_eq!(outbox("failed"), 0.0);
    // Federation's queue and followers, told (nothing, here) whether or
    // not the guide federates.
    for state in ["pending", "failed"] {
        assert_eq!(
            value(
                &samples,
                "guide_federation_deliveries",
                json!({"state": state})
            ),
            Some(0.0),
            "{state}"
        );
    }
    assert_eq!(
        value(&samples, "guide_federation_followers", json!({})),
        Some(0.0)
    );
    assert!(
        value(
            &samples,
            "guide_outbox_oldest_pending_age_seconds",
            json!({})
        )
        .is_some()
    );
    assert_eq!(
        value(
            &samples,
            "guide_source_reads_total",
            json!({"result": "failed"})
        ),
        Some(1.0)
    );
    let failing = value(
        &samples,
        "guide_source_failing_seconds",
        json!({"id": source_id.to_string()}),
    );
    assert!(failing.is_some_and(|s| s >= 0.0), "{failing:?}");
    assert!(
        samples.iter().all(|s| s.labels.get("source").is_none()),
        "no label carries a name staff wrote"
    );
    assert_eq!(
        value(&samples, "guide_db_pool_max_connections", json!({})),
        Some(8.0)
    );
    assert!(
        value(
            &samples,
            "guide_db_pool_connections",
            json!({"state": "idle"})
        )
        .is_some()
    );
    assert!(value(&samples, "guide_uptime_seconds", json!({})).is_some_and(|s| s > 0.0));

    // Every metric the Grafana dashboard reads is one the server writes.
    let dashboard: Value =
        serde_json::from_str(include_str!("../../../docs/grafana/guide.json")).unwrap();
    let exprs: Vec<&str> = dashboard["panels"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|panel| panel["targets"].as_array().unwrap())
        .map(|target| target["expr"].as_str().unwrap())
        .collect();
    assert!(exprs.len() >= 10);
    for expr in exprs {
        for (at, _) in expr.match_indices("guide_") {
            let name: String = expr[at..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            assert!(
                samples.iter().any(|s| s.name == name),
                "the dashboard reads {name}, which /metrics does not have"
            );
        }
    }
}

/// `[metrics] bind`: served there without a token, and not on the main
/// address, where a visitor could reach it.
#[tokio::test]
async fn metrics_on_their_own_address_are_not_on_the_main_one() {
    let app = TestApp::spawn_configured(tempfile::tempdir().unwrap(), |config| {
        config.metrics.bind = Some("127.0.0.1:0".parse().unwrap());
    })
    .await;
    assert_eq!(app.get("/api/site").await.status(), StatusCode::OK);
    let own = app.metrics_base.clone().expect("an address of its own");
    let samples = scrape(&app, &own, None).await;
    assert_eq!(
        value(
            &samples,
            "guide_http_request_duration_seconds_count",
            json!({"route": "/api/site", "status": "200"})
        ),
        Some(1.0)
    );
    let main = app.get("/metrics").await;
    assert_ne!(main.status(), StatusCode::OK);
    assert!(!main.text().await.unwrap().contains("guide_"));
}
