//! The guide following another instance (issue 73): staff follow a peer's
//! actor from the Sources tab; the Follow reaches it, signed; its
//! outbox's events and the events it pushes wait in the review inbox; a
//! change of a published event waits as a change, a deleted event never
//! published leaves the inbox; stopping sends the Undo and forgets its
//! events.

use std::time::Duration;

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use super::admin::{admin_get, admin_send, sign_in};
use super::federation_inbox::{
    Peer, count, guide_key, guide_reaching, post_signed, signed_by_guide,
};
use super::support::TestApp;

fn day(n: i64) -> String {
    guide_server::today(guide_core::CityZone::default())
        .add_days(n)
        .to_string()
}

/// The peer's event `n`, `in_days` away at 7:30 PM.
fn event(peer: &Peer, n: u32, name: &str, in_days: i64) -> Value {
    json!({
        "id": format!("{}/events/{n}", peer.origin()),
        "type": "Event",
        "name": name,
        "content": "<p>Live music on the bay.</p>",
        "startTime": format!("{}T19:30:00-05:00", day(in_days)),
        "endTime": format!("{}T22:00:00-05:00", day(in_days)),
        "url": format!("{}/e/{n}", peer.origin()),
        "location": { "type": "Place", "name": "Bayfront Park",
                      "address": "5 Bayfront Dr, Sarasota, FL" },
        "attributedTo": peer.actor(),
    })
}

/// An activity of the peer's actor about `object`.
fn activity(peer: &Peer, kind: &str, n: u32, object: Value) -> Value {
    json!({
        "@context": "https://www.w3.org/ns/activitystreams",
        "id": format!("{}/activities/{kind}-{n}", peer.origin()),
        "type": kind,
        "actor": peer.actor(),
        "object": object,
    })
}

pub(super) async fn sources(app: &TestApp, cookie: &str) -> Vec<Value> {
    admin_get(app, cookie, "/api/admin/sources")
        .await
        .json()
        .await
        .unwrap()
}

/// The inbox once `done` says it is as expected (within half a minute:
/// on a busy machine a read of another guide takes a while).
pub(super) async fn inbox_until(
    app: &TestApp,
    cookie: &str,
    done: impl Fn(&[Value]) -> bool,
) -> Vec<Value> {
    for _ in 0..300 {
        let items: Vec<Value> = admin_get(app, cookie, "/api/admin/inbox")
            .await
            .json()
            .await
            .unwrap();
        if done(&items) {
            return items;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("the inbox never became as expected");
}

#[tokio::test]
async fn staff_follow_an_instance_and_its_events_wait_in_the_review_inbox() {
    let peer = Peer::start().await;
    let jazz = event(&peer, 1, "Jazz on the Bay", 5);
    peer.outbox
        .lock()
        .unwrap()
        .push(activity(&peer, "Create", 1, jazz.clone()));
    let app = guide_reaching(&[&peer]).await;
    let key = guide_key(&app).await;
    let cookie = sign_in(&app).await;

    // Staff follow the peer's actor, by its address, from the Sources tab.
    let created = admin_send(
        &app,
        &cookie,
        Method::POST,
        "/api/admin/sources",
        &json!({"name": "Bay Events", "url": peer.actor(), "everyHours": 6}),
    )
    .await;
    assert_eq!(created.status(), StatusCode::CREATED);
    let source: Value = created.json().await.unwrap();
    assert_eq!(source["account"]["actor"], peer.actor());
    assert_eq!(source["account"]["state"], "pending");

    // The Follow reaches the actor's own inbox, signed by the guide.
    let posts = peer.wait_for(1).await;
    let follow = posts[0].json();
    assert_eq!(posts[0].path, "/users/ana/inbox");
    assert_eq!(follow["type"], "Follow");
    assert_eq!(follow["object"], peer.actor());
    assert!(signed_by_guide(&posts[0], &key, &peer));

    // The outbox's event waits for staff, as a followed page's would.
    let items = inbox_until(&app, &cookie, |items| items.len() == 1).await;
    assert_eq!(items[0]["review"], "new");
    assert_eq!(items[0]["after"]["title"], "Jazz on the Bay");
    assert_eq!(items[0]["after"]["time"], "7:30 PM");
    assert_eq!(items[0]["after"]["venue"], "Bayfront Park");
    assert_eq!(items[0]["sourceName"], "Bay Events");

    // The actor accepts the follow.
    let accept = activity(&peer, "Accept", 1, follow.clone());
    let response = post_signed(&app, &peer.signer(), &accept, |_, _| {}).await;
    assert_eq!(response.status(), StatusCode::ACCEPTED);
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

    // It pushes a new event: in the inbox at once, not at the next read.
    let market = event(&peer, 2, "Night Market", 8);
    let pushed = activity(&peer, "Create", 2, market.clone());
    let response = post_signed(&app, &peer.signer(), &pushed, |_, _| {}).await;
    assert_eq!(response.status(), StatusCode::ACCEPTED);
    let items = inbox_until(&app, &cookie, |items| items.len() == 2).await;
    assert!(items.iter().any(|i| i["after"]["title"] == "Night Market"));

    // Staff publish the first; the actor changes it: the change waits.
    let jazz_item = items
        .iter()
        .find(|i| i["after"]["title"] == "Jazz on the Bay")
        .unwrap();
    let decision = json!({"items": [{"sourceId": jazz_item["sourceId"], "identity": jazz_item["identity"]}],
                          "action": "publish"});
    let published = admin_send(&app, &cookie, Method::POST, "/api/admin/inbox", &decision).await;
    assert_eq!(published.status(), StatusCode::OK);
    let mut later = jazz.clone();
    later["name"] = json!("Jazz on the Bay (late show)");
    later["startTime"] = json!(format!("{}T21:00:00-05:00", day(5)));
    // (Its outbox lists the event as it is now, as servers do.)
    peer.outbox.lock().unwrap()[0]["object"] = later.clone();
    let update = activity(&peer, "Update", 1, later);
    let response = post_signed(&app, &peer.signer(), &update, |_, _| {}).await;
    assert_eq!(response.status(), StatusCode::ACCEPTED);
    let items = inbox_until(&app, &cookie, |items| {
        items.iter().any(|i| i["review"] == "changed")
    })
    .await;
    let changed = items.iter().find(|i| i["review"] == "changed").unwrap();
    assert_eq!(changed["after"]["title"], "Jazz on the Bay (late show)");
    assert_eq!(changed["after"]["time"], "9:00 PM");
    assert_eq!(changed["before"]["title"], "Jazz on the Bay");

    // It deletes the market, never published: it leaves the inbox.
    let delete = activity(
        &peer,
        "Delete",
        2,
        json!({"id": market["id"], "type": "Tombstone"}),
    );
    let response = post_signed(&app, &peer.signer(), &delete, |_, _| {}).await;
    assert_eq!(response.status(), StatusCode::ACCEPTED);
    inbox_until(&app, &cookie, |items| {
        items.len() == 1 && items[0]["review"] == "changed"
    })
    .await;

    // An event of another server, pushed by this actor, is not taken.
    let mut forged = event(&peer, 3, "Forged Gala", 6);
    forged["id"] = json!("https://elsewhere.example/events/3");
    let response = post_signed(
        &app,
        &peer.signer(),
        &activity(&peer, "Create", 3, forged),
        |_, _| {},
    )
    .await;
    assert_eq!(response.status(), StatusCode::ACCEPTED);
    for _ in 0..100 {
        if count(&app, "federation_received WHERE processed_at IS NULL").await == 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(
        count(&app, "federation_received WHERE processed_at IS NULL").await,
        0
    );
    assert_eq!(count(&app, "federation_remote_events").await, 1, "the jazz");

    // Staff stop following it: the Undo of the follow reaches the actor,
    // and what it gave is forgotten; its published event stays.
    let id = source["id"].as_i64().unwrap();
    let path = format!("/api/admin/sources/{id}");
    let stopped = admin_send(&app, &cookie, Method::DELETE, &path, &json!({})).await;
    assert_eq!(stopped.status(), StatusCode::NO_CONTENT);
    let posts = peer.wait_for(2).await;
    let undo = posts[1].json();
    assert_eq!(undo["type"], "Undo");
    assert_eq!(undo["object"]["id"], follow["id"]);
    assert!(signed_by_guide(&posts[1], &key, &peer));
    assert_eq!(count(&app, "federation_following").await, 0);
    assert_eq!(count(&app, "federation_remote_events").await, 0);
    let events = app.get_json("/api/events").await;
    assert!(
        events
            .as_array()
            .unwrap()
            .iter()
            .any(|e| e["title"] == "Jazz on the Bay")
    );
}

#[tokio::test]
async fn an_account_is_refused_while_federation_is_off_or_when_it_cannot_be_read() {
    let peer = Peer::start().await;
    let app = guide_reaching(&[&peer]).await;
    let cookie = sign_in(&app).await;
    // A handle whose server cannot be reached (https on the peer's port).
    let handle = format!("@ana@{}", peer.addr);
    let refused = admin_send(
        &app,
        &cookie,
        Method::POST,
        "/api/admin/sources",
        &json!({"name": "Ana", "url": handle, "everyHours": 6}),
    )
    .await;
    assert_eq!(refused.status(), StatusCode::BAD_REQUEST);
    let body: Value = refused.json().await.unwrap();
    let message = body["error"].as_str().unwrap();
    assert!(
        message.starts_with(&format!("The account {handle} could not be read")),
        "{message}"
    );
    assert_eq!(count(&app, "sources").await, 0);

    let off = TestApp::spawn_configured(tempfile::tempdir().unwrap(), |config| {
        config.admin.email = Some(super::admin::EMAIL.into());
        config.admin.password = Some(guide_server::config::Secret::new(super::admin::PASSWORD));
        config.admin.first_name = Some("Marisa".into());
        config.admin.last_name = Some("Rivera".into());
    })
    .await;
    let cookie = sign_in(&off).await;
    let refused = admin_send(
        &off,
        &cookie,
        Method::POST,
        "/api/admin/sources",
        &json!({"name": "Gancio", "url": "@relay@gancio.example", "everyHours": 6}),
    )
    .await;
    assert_eq!(refused.status(), StatusCode::BAD_REQUEST);
    let body: Value = refused.json().await.unwrap();
    assert_eq!(
        body["fields"]["url"],
        "Following an account needs federation: set [federation] enabled in the configuration."
    );
}

/// A free port on loopback, for a guide that must know its own address
/// before it starts (its actor's ids are absolute).
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// A guide at `port`, federating, that may read the guide at `other`.
async fn guide_at(port: u16, other: u16) -> TestApp {
    TestApp::spawn_configured(tempfile::tempdir().unwrap(), move |config| {
        config.bind = format!("127.0.0.1:{port}").parse().unwrap();
        config.site.public_url = Some(format!("http://127.0.0.1:{port}/"));
        config.federation.enabled = true;
        config.federation.retry_initial_ms = 100;
        config.federation.poll_interval_ms = 50;
        config.fetch.allow_private = vec![format!("127.0.0.1:{other}")];
        config.admin.email = Some(super::admin::EMAIL.into());
        config.admin.password = Some(guide_server::config::Secret::new(super::admin::PASSWORD));
        config.admin.first_name = Some("Marisa".into());
        config.admin.last_name = Some("Rivera".into());
    })
    .await
}

/// `follower`'s staff follow `followed`'s actor; the source's id, once
/// the follow is accepted.
async fn follow_guide(follower: &TestApp, cookie: &str, followed: &TestApp, name: &str) -> i64 {
    let created = admin_send(
        follower,
        cookie,
        Method::POST,
        "/api/admin/sources",
        &json!({"name": name, "url": followed.url("/federation/actor"), "everyHours": 6}),
    )
    .await;
    assert_eq!(created.status(), StatusCode::CREATED);
    let source: Value = created.json().await.unwrap();
    for _ in 0..100 {
        if sources(follower, cookie).await[0]["account"]["state"] == "accepted" {
            return source["id"].as_i64().unwrap();
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("{name} never accepted the follow");
}

#[tokio::test]
async fn two_guides_follow_each_other_and_each_gets_the_others_events() {
    let (port_a, port_b) = (free_port(), free_port());
    let a = guide_at(port_a, port_b).await;
    let b = guide_at(port_b, port_a).await;
    let (cookie_a, cookie_b) = (sign_in(&a).await, sign_in(&b).await);

    // Each has an event before the other follows it: the outbox brings it.
    let form_b = super::federation_inbox::event_form(&b, &cookie_b, "Swan Lake", 9).await;
    let id_b = super::federation_inbox::add_event(&b, &cookie_b, &form_b).await;
    let form_a = super::federation_inbox::event_form(&a, &cookie_a, "Our Town", 12).await;
    super::federation_inbox::add_event(&a, &cookie_a, &form_a).await;
    follow_guide(&a, &cookie_a, &b, "Guide B").await;
    follow_guide(&b, &cookie_b, &a, "Guide A").await;
    // (Both guides hold the demo events: those are pointed out as the
    // guide's own, the duplicate check at work across guides.)
    let titled = |title: &'static str| {
        move |items: &[Value]| items.iter().any(|i| i["after"]["title"] == title)
    };
    let items = inbox_until(&a, &cookie_a, titled("Swan Lake")).await;
    let swan = items
        .iter()
        .find(|i| i["after"]["title"] == "Swan Lake")
        .unwrap();
    assert_eq!(swan["after"]["time"], "7:30 PM");
    assert_eq!(swan["after"]["date"], day(9));
    assert_eq!(swan["sourceName"], "Guide B");
    assert!(swan["similar"].is_null(), "B's own event is new to A");
    assert!(
        items
            .iter()
            .filter(|i| i["after"]["title"] == "Sarasota Farmers Market")
            .all(|i| !i["similar"].is_null()),
        "the demo's market is A's own already"
    );
    inbox_until(&b, &cookie_b, titled("Our Town")).await;

    // B adds an event: it reaches A's review inbox as it is made.
    let form = super::federation_inbox::event_form(&b, &cookie_b, "The Nutcracker", 15).await;
    super::federation_inbox::add_event(&b, &cookie_b, &form).await;
    let items = inbox_until(&a, &cookie_a, titled("The Nutcracker")).await;

    // A publishes Swan Lake; B renames it: the change waits on A.
    let swan = items
        .iter()
        .find(|i| i["after"]["title"] == "Swan Lake")
        .unwrap();
    let decision = json!({"items": [{"sourceId": swan["sourceId"], "identity": swan["identity"]}],
                          "action": "publish"});
    let published = admin_send(&a, &cookie_a, Method::POST, "/api/admin/inbox", &decision).await;
    assert_eq!(published.status(), StatusCode::OK);
    let mut renamed = form_b.clone();
    renamed["title"] = json!("Swan Lake (matinee)");
    let path = format!("/api/admin/events/{id_b}");
    let saved = admin_send(&b, &cookie_b, Method::PUT, &path, &renamed).await;
    assert_eq!(saved.status(), StatusCode::OK);
    let items = inbox_until(&a, &cookie_a, |items| {
        items.iter().any(|i| i["review"] == "changed")
    })
    .await;
    let changed = items.iter().find(|i| i["review"] == "changed").unwrap();
    assert_eq!(changed["after"]["title"], "Swan Lake (matinee)");

    // B deletes it: on A, the published event waits as vanished (as B
    // last gave it).
    let deleted = admin_send(&b, &cookie_b, Method::DELETE, &path, &json!({})).await;
    assert!(deleted.status().is_success());
    inbox_until(&a, &cookie_a, |items| {
        items
            .iter()
            .any(|i| i["review"] == "vanished" && i["after"]["title"] == "Swan Lake (matinee)")
    })
    .await;
}
