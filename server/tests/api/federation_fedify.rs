//! Federation against an independent implementation (issue 73): a Fedify
//! peer (server/tests/fedify/peer.mjs, npm `@fedify/fedify`) follows the
//! guide, gets the Accept, and each event's Create, Update and Delete,
//! each one's signature verified by Fedify against the guide's key; then
//! it leaves. The guide, for its part, believed Fedify's signatures; and
//! the guide follows the peer's actor, whose outbox and pushes (signed by
//! Fedify) bring its events to the review inbox.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::time::Duration;

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use tokio::sync::mpsc;

use super::TestApp;
use super::admin::{EMAIL, PASSWORD, admin_get, admin_send, sign_in};

/// A Node peer of server/tests/fedify, running; what it tells comes on
/// `told`.
pub(super) struct Peer {
    child: Child,
    stdin: ChildStdin,
    told: mpsc::UnboundedReceiver<Value>,
    pub(super) port: u16,
}

impl Peer {
    /// The Fedify peer.
    fn start() -> Peer {
        Peer::running("peer.mjs")
    }

    /// The peer `script` of server/tests/fedify.
    pub(super) fn running(script: &str) -> Peer {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fedify");
        assert!(
            dir.join("node_modules/@fedify/fedify").exists(),
            "Fedify is not installed: scripts/test installs it (npm ci in {})",
            dir.display()
        );
        let mut child = Command::new("node")
            .arg(script)
            .current_dir(&dir)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("node runs the Fedify peer");
        let stdout = child.stdout.take().unwrap();
        let (tell, told) = mpsc::unbounded_channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                let Ok(what) = serde_json::from_str::<Value>(&line) else {
                    continue;
                };
                if tell.send(what).is_err() {
                    break;
                }
            }
        });
        let stdin = child.stdin.take().unwrap();
        let mut peer = Peer {
            child,
            stdin,
            told,
            port: 0,
        };
        peer.port = tokio::task::block_in_place(|| peer.told.blocking_recv())
            .and_then(|first| first["listening"].as_u64())
            .expect("the peer says its port") as u16;
        peer
    }

    /// A guide that federates and may read this peer, with its admin. No
    /// public address: it is at http://localhost:<port>, where the peer
    /// reads its actor (the second value) and key.
    pub(super) async fn guide(&self) -> (TestApp, String) {
        let allowed = format!("127.0.0.1:{}", self.port);
        let app = TestApp::spawn_configured(tempfile::tempdir().unwrap(), move |config| {
            config.federation.enabled = true;
            config.federation.retry_initial_ms = 100;
            config.federation.poll_interval_ms = 50;
            config.fetch.allow_private = vec![allowed];
            config.admin.email = Some(EMAIL.into());
            config.admin.password = Some(guide_server::config::Secret::new(PASSWORD));
            config.admin.first_name = Some("Marisa".into());
            config.admin.last_name = Some("Rivera".into());
        })
        .await;
        let port = app.base.rsplit(':').next().unwrap();
        let actor = format!("http://localhost:{port}/federation/actor");
        (app, actor)
    }

    pub(super) fn ask(&mut self, command: &str) {
        writeln!(self.stdin, "{command}").unwrap();
        self.stdin.flush().unwrap();
    }

    /// The next thing the peer tells that `wanted` picks; any error it
    /// tells meanwhile fails the test.
    pub(super) async fn wait_for(&mut self, what: &str, wanted: impl Fn(&Value) -> bool) -> Value {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(30);
        loop {
            let told = tokio::time::timeout_at(deadline, self.told.recv())
                .await
                .unwrap_or_else(|_| panic!("the Fedify peer never told {what}"))
                .expect("the Fedify peer stopped");
            assert!(told.get("error").is_none(), "the Fedify peer: {told}");
            if wanted(&told) {
                return told;
            }
        }
    }
}

impl Drop for Peer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_fedify_peer_follows_the_guide_and_reads_each_change_of_an_event() {
    let mut peer = Peer::start();
    let (app, actor) = peer.guide().await;

    peer.ask(&format!("follow {actor}"));
    peer.wait_for("its Follow sent", |t| t["sent"] == "Follow")
        .await;
    let accepted = peer.wait_for("the Accept", |t| t["type"] == "Accept").await;
    assert_eq!(accepted["actor"], actor);
    assert_eq!(app.get_json("/federation/followers").await["totalItems"], 1);

    let cookie = sign_in(&app).await;
    let venues: Vec<Value> = admin_get(&app, &cookie, "/api/admin/venues")
        .await
        .json()
        .await
        .unwrap();
    let today = guide_server::today(guide_core::CityZone::default());
    let mut form = json!({"title": "Noises Off", "description": "A farce in three acts.",
        "venueId": venues[0]["id"], "venueName": venues[0]["name"],
        "date": today.add_days(9).to_string(), "endDate": null, "time": "7:30 PM",
        "category": "Theater", "image": null, "ticketPrice": "$30", "sourceUrl": null,
        "ticketUrl": null});
    let added = admin_send(&app, &cookie, Method::POST, "/api/admin/events", &form).await;
    assert_eq!(added.status(), StatusCode::CREATED);
    let id = added.json::<Value>().await.unwrap()["ids"][0]
        .as_i64()
        .unwrap();
    let event_id = actor.replace("/federation/actor", &format!("/federation/events/{id}"));

    let created = peer.wait_for("the Create", |t| t["type"] == "Create").await;
    assert_eq!(created["actor"], actor);
    assert_eq!(created["objectType"], "Event", "{created}");
    assert_eq!(created["id"], event_id);
    assert_eq!(created["name"], "Noises Off");
    // 7:30 PM in Sarasota that day, as the instant Fedify read.
    let start = chrono::DateTime::parse_from_rfc3339(created["startTime"].as_str().unwrap())
        .expect("an RFC 3339 instant");
    let expected = guide_core::CityZone::default().unix_ms(guide_core::time::date::CityClock {
        today: today.add_days(9),
        minutes: 19 * 60 + 30,
    });
    assert_eq!(start.timestamp_millis(), expected, "{created}");

    form["title"] = json!("Noises Off (matinee)");
    let path = format!("/api/admin/events/{id}");
    let saved = admin_send(&app, &cookie, Method::PUT, &path, &form).await;
    assert_eq!(saved.status(), StatusCode::OK);
    let updated = peer.wait_for("the Update", |t| t["type"] == "Update").await;
    assert_eq!(updated["id"], event_id);
    assert_eq!(updated["name"], "Noises Off (matinee)");

    let deleted = admin_send(&app, &cookie, Method::DELETE, &path, &json!({})).await;
    assert!(deleted.status().is_success());
    let gone = peer.wait_for("the Delete", |t| t["type"] == "Delete").await;
    assert_eq!(gone["object"], event_id);

    peer.ask(&format!("unfollow {actor}"));
    peer.wait_for("its Undo sent", |t| t["sent"] == "Undo")
        .await;
    for _ in 0..200 {
        if app.get_json("/federation/followers").await["totalItems"] == 0 {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the peer still follows the guide after its Undo");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_guide_follows_a_fedify_actor_and_its_events_wait_in_the_inbox() {
    use super::federation_following::{inbox_until, sources};
    let mut peer = Peer::start();
    let origin = format!("http://127.0.0.1:{}", peer.port);
    let (app, guide) = peer.guide().await;
    let cookie = sign_in(&app).await;
    let today = guide_server::today(guide_core::CityZone::default());
    // Ana's event `n`, at 7:30 PM Sarasota time `in_days` away (Fedify
    // writes it as a UTC instant).
    let event = |n: u32, name: &str, in_days: i64| {
        let day = today.add_days(in_days);
        json!({"id": format!("{origin}/events/{n}"), "type": "Event", "name": name,
               "content": "<p>On the lawn by the bay.</p>",
               "startTime": format!("{day}T19:30:00-05:00"),
               "endTime": format!("{day}T22:00:00-05:00"),
               "location": {"type": "Place", "name": "Bayfront Park"},
               "url": format!("{origin}/e/{n}")})
    };
    let titled = |title: &'static str| {
        move |items: &[Value]| items.iter().any(|i| i["after"]["title"] == title)
    };

    // Ana published an event before the guide followed her.
    peer.ask(&format!("publish {}", event(1, "Jazz on the Bay", 5)));
    peer.wait_for("its Create", |t| t["sent"] == "Create").await;

    let created = admin_send(
        &app,
        &cookie,
        Method::POST,
        "/api/admin/sources",
        &json!({"name": "Ana's events", "url": format!("{origin}/users/ana"), "everyHours": 6}),
    )
    .await;
    assert_eq!(created.status(), StatusCode::CREATED);
    let accepted = peer
        .wait_for("the follow accepted", |t| t.get("accepted").is_some())
        .await;
    assert_eq!(accepted["accepted"], guide);
    for _ in 0..100 {
        if sources(&app, &cookie).await[0]["account"]["state"] == "accepted" {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(
        sources(&app, &cookie).await[0]["account"]["state"],
        "accepted"
    );

    // Her outbox, as Fedify serves it, brings the first event.
    let items = inbox_until(&app, &cookie, titled("Jazz on the Bay")).await;
    let jazz = &items[0];
    assert_eq!(jazz["after"]["date"], today.add_days(5).to_string());
    assert_eq!(jazz["after"]["time"], "7:30 PM");
    assert_eq!(jazz["after"]["venue"], "Bayfront Park");

    // What she publishes, changes and deletes reaches the inbox.
    peer.ask(&format!("publish {}", event(2, "Night Market", 8)));
    inbox_until(&app, &cookie, titled("Night Market")).await;
    peer.ask(&format!("update {}", event(2, "Night Market (moved)", 9)));
    let items = inbox_until(&app, &cookie, titled("Night Market (moved)")).await;
    let moved = items
        .iter()
        .find(|i| i["after"]["title"] == "Night Market (moved)")
        .unwrap();
    assert_eq!(moved["after"]["date"], today.add_days(9).to_string());
    peer.ask(&format!("delete {origin}/events/1"));
    inbox_until(&app, &cookie, |items| {
        items.len() == 1 && items[0]["after"]["title"] == "Night Market (moved)"
    })
    .await;
}
