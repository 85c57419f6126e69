//! Federation's traffic (issue 73): a peer on loopback (allow-listed
//! through `fetch.allow_private`) follows the guide, receives the Accept
//! and each event's Create, Update and Delete, signed; leaves; and
//! hostile posts to the inbox are refused, storing nothing.

use std::collections::{HashMap, VecDeque};
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime};

use axum::Router;
use axum::extract::{Request, State};
use axum::http::StatusCode as AxumStatus;
use axum::routing::{get, post};
use guide_server::http_signatures::{Received, Signed, Signer, parse_signature, verify};
use reqwest::{Method, StatusCode};
use rsa::RsaPrivateKey;
use rsa::pkcs8::{EncodePrivateKey, EncodePublicKey, LineEnding};
use serde_json::{Value, json};

use super::admin::{EMAIL, PASSWORD, admin_get, admin_send, sign_in};
use super::reminders::PUBLIC_URL;
use super::{TestApp, assert_json_error};

/// A request the peer's inbox took.
#[derive(Debug, Clone)]
pub(super) struct Post {
    pub(super) path: String,
    headers: HashMap<String, String>,
    body: Vec<u8>,
}

impl Post {
    pub(super) fn json(&self) -> Value {
        serde_json::from_slice(&self.body).unwrap()
    }
}

/// A small ActivityPub server: one actor, `ana`, with its key, an outbox
/// of the activities in `outbox`, and inboxes (its own and the shared
/// one) that keep what they are sent, answering the statuses queued in
/// `answers` first, then 202.
#[derive(Clone)]
pub(super) struct Peer {
    pub(super) addr: SocketAddr,
    private_pem: String,
    public_pem: String,
    posts: Arc<Mutex<Vec<Post>>>,
    answers: Arc<Mutex<VecDeque<u16>>>,
    pub(super) outbox: Arc<Mutex<Vec<Value>>>,
}

impl Peer {
    pub(super) async fn start() -> Peer {
        let key = RsaPrivateKey::new(&mut rsa::rand_core::OsRng, 2048).unwrap();
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let peer = Peer {
            addr: listener.local_addr().unwrap(),
            private_pem: key.to_pkcs8_pem(LineEnding::LF).unwrap().to_string(),
            public_pem: key
                .to_public_key()
                .to_public_key_pem(LineEnding::LF)
                .unwrap(),
            posts: Arc::default(),
            answers: Arc::default(),
            outbox: Arc::default(),
        };
        let app = Router::new()
            .route("/users/{name}", get(actor_document))
            .route("/users/{name}/outbox", get(outbox_page))
            .route("/users/{name}/inbox", post(take))
            .route("/inbox", post(take))
            .with_state(peer.clone());
        tokio::spawn(async move { axum::serve(listener, app).await });
        peer
    }

    pub(super) fn origin(&self) -> String {
        format!("http://{}", self.addr)
    }

    pub(super) fn actor(&self) -> String {
        format!("{}/users/ana", self.origin())
    }

    pub(super) fn signer(&self) -> Signer {
        Signer::new(&self.private_pem, format!("{}#main-key", self.actor())).unwrap()
    }

    pub(super) fn posts(&self) -> Vec<Post> {
        self.posts.lock().unwrap().clone()
    }

    /// Waits for the inbox to hold `count` posts.
    pub(super) async fn wait_for(&self, count: usize) -> Vec<Post> {
        for _ in 0..200 {
            let posts = self.posts();
            if posts.len() >= count {
                return posts;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("the peer never received {count}: {:#?}", self.posts());
    }
}

async fn actor_document(
    State(peer): State<Peer>,
    axum::extract::Path(name): axum::extract::Path<String>,
) -> axum::response::Response {
    use axum::response::IntoResponse;
    let id = format!("{}/users/{name}", peer.origin());
    (
        [("content-type", "application/activity+json")],
        json!({
            "@context": ["https://www.w3.org/ns/activitystreams", "https://w3id.org/security/v1"],
            "id": id,
            "type": "Person",
            "preferredUsername": name,
            "inbox": format!("{id}/inbox"),
            "outbox": format!("{id}/outbox"),
            "endpoints": { "sharedInbox": format!("{}/inbox", peer.origin()) },
            "publicKey": { "id": format!("{id}#main-key"), "owner": id, "publicKeyPem": peer.public_pem },
        })
        .to_string(),
    )
        .into_response()
}

/// The outbox, newest first, on its first page.
async fn outbox_page(State(peer): State<Peer>) -> axum::response::Response {
    use axum::response::IntoResponse;
    let items: Vec<Value> = peer.outbox.lock().unwrap().iter().rev().cloned().collect();
    (
        [("content-type", "application/activity+json")],
        json!({
            "@context": "https://www.w3.org/ns/activitystreams",
            "id": format!("{}/outbox", peer.actor()),
            "type": "OrderedCollection",
            "totalItems": items.len(),
            "first": { "type": "OrderedCollectionPage", "orderedItems": items },
        })
        .to_string(),
    )
        .into_response()
}

async fn take(State(peer): State<Peer>, request: Request) -> AxumStatus {
    let (parts, body) = request.into_parts();
    let body = axum::body::to_bytes(body, 1 << 20).await.unwrap().to_vec();
    let answer = peer.answers.lock().unwrap().pop_front().unwrap_or(202);
    if answer < 300 {
        peer.posts.lock().unwrap().push(Post {
            path: parts.uri.path().to_string(),
            headers: parts
                .headers
                .iter()
                .map(|(name, value)| (name.to_string(), value.to_str().unwrap().to_string()))
                .collect(),
            body,
        });
    }
    AxumStatus::from_u16(answer).unwrap()
}

/// A guide that federates and may read `peers`, retrying soon.
pub(super) async fn guide_reaching(peers: &[&Peer]) -> TestApp {
    let allowed: Vec<String> = peers.iter().map(|peer| peer.addr.to_string()).collect();
    TestApp::spawn_configured(tempfile::tempdir().unwrap(), move |config| {
        config.site.public_url = Some(PUBLIC_URL.into());
        config.federation.enabled = true;
        config.federation.retry_initial_ms = 100;
        config.federation.poll_interval_ms = 50;
        config.fetch.allow_private = allowed;
        config.admin.email = Some(EMAIL.into());
        config.admin.password = Some(guide_server::config::Secret::new(PASSWORD));
        config.admin.first_name = Some("Marisa".into());
        config.admin.last_name = Some("Rivera".into());
    })
    .await
}

/// Posts `activity` to the guide's inbox as the peer's `ana` signs it,
/// then lets `tamper` change the request before it is sent.
pub(super) async fn post_signed(
    app: &TestApp,
    signer: &Signer,
    activity: &Value,
    tamper: impl FnOnce(&mut Vec<(&'static str, String)>, &mut Vec<u8>),
) -> reqwest::Response {
    let url = url::Url::parse(&app.url("/federation/inbox")).unwrap();
    let mut body = serde_json::to_vec(activity).unwrap();
    let mut headers = signer
        .sign("POST", &url, Some(&body), SystemTime::now())
        .unwrap();
    headers.retain(|(name, _)| *name != "host");
    tamper(&mut headers, &mut body);
    let mut request = app
        .client
        .post(url)
        .header("content-type", "application/activity+json");
    for (name, value) in headers {
        request = request.header(name, value);
    }
    request.body(body).send().await.unwrap()
}

fn follow(peer: &Peer, n: u32) -> Value {
    json!({
        "@context": "https://www.w3.org/ns/activitystreams",
        "id": format!("{}/follows/{n}", peer.origin()),
        "type": "Follow",
        "actor": peer.actor(),
        "object": format!("{PUBLIC_URL}/federation/actor"),
    })
}

/// The guide's public key, as its actor document gives it.
pub(super) async fn guide_key(app: &TestApp) -> String {
    let actor = app.get_json("/federation/actor").await;
    actor["publicKey"]["publicKeyPem"]
        .as_str()
        .unwrap()
        .to_string()
}

/// Whether the peer would believe `post`: signed by the guide's key over
/// the request it received.
pub(super) fn signed_by_guide(post: &Post, key: &str, peer: &Peer) -> bool {
    let signed = parse_signature(&post.headers["signature"]).unwrap();
    assert_eq!(
        signed.key_id,
        format!("{PUBLIC_URL}/federation/actor#main-key")
    );
    let header = |name: &str| post.headers.get(name).cloned();
    assert_eq!(post.headers["host"], peer.addr.to_string());
    assert_eq!(post.headers["content-type"], "application/activity+json");
    verify(
        &signed,
        &Received {
            method: "POST",
            path_and_query: &post.path,
            target_uri: &format!("{}{}", peer.origin(), post.path),
            header: &header,
            body: &post.body,
        },
        key,
        SystemTime::now(),
    )
    .is_ok()
}

pub(super) async fn count(app: &TestApp, table: &str) -> i64 {
    sqlx::any::install_default_drivers();
    let db = sqlx::AnyPool::connect(&app.database_url).await.unwrap();
    let n: i64 = sqlx::query_scalar(sqlx::AssertSqlSafe(format!("SELECT COUNT(*) FROM {table}")))
        .fetch_one(&db)
        .await
        .unwrap();
    db.close().await;
    n
}

fn day(n: i64) -> String {
    guide_server::today(guide_core::CityZone::default())
        .add_days(n)
        .to_string()
}

/// Staff's form of a play at the guide's first venue, `in_days` away.
pub(super) async fn event_form(app: &TestApp, cookie: &str, title: &str, in_days: i64) -> Value {
    let venues: Vec<Value> = admin_get(app, cookie, "/api/admin/venues")
        .await
        .json()
        .await
        .unwrap();
    json!({"title": title, "description": "A play in two acts.", "venueId": venues[0]["id"],
           "venueName": venues[0]["name"], "date": day(in_days), "endDate": null,
           "time": "7:30 PM", "category": "Theater", "image": null, "ticketPrice": "$30",
           "sourceUrl": null, "ticketUrl": null})
}

/// Staff add the event of `form`; its id.
pub(super) async fn add_event(app: &TestApp, cookie: &str, form: &Value) -> i64 {
    let added = admin_send(app, cookie, Method::POST, "/api/admin/events", form).await;
    assert_eq!(added.status(), StatusCode::CREATED);
    added.json::<Value>().await.unwrap()["ids"][0]
        .as_i64()
        .unwrap()
}

#[tokio::test]
async fn a_follower_gets_the_accept_and_each_change_of_an_event_signed() {
    let peer = Peer::start().await;
    let app = guide_reaching(&[&peer]).await;
    let key = guide_key(&app).await;

    let response = post_signed(&app, &peer.signer(), &follow(&peer, 1), |_, _| {}).await;
    assert_eq!(response.status(), StatusCode::ACCEPTED);
    let posts = peer.wait_for(1).await;
    let accepted = posts[0].json();
    assert_eq!(posts[0].path, "/inbox", "the shared inbox");
    assert_eq!(accepted["type"], "Accept");
    assert_eq!(accepted["actor"], format!("{PUBLIC_URL}/federation/actor"));
    assert_eq!(accepted["object"]["id"], follow(&peer, 1)["id"]);
    assert!(signed_by_guide(&posts[0], &key, &peer));
    let followers = app.get_json("/federation/followers").await;
    assert_eq!(followers["totalItems"], 1);

    // A peer's retry of the same follow is taken once.
    let again = post_signed(&app, &peer.signer(), &follow(&peer, 1), |_, _| {}).await;
    assert_eq!(again.status(), StatusCode::ACCEPTED);
    assert_eq!(count(&app, "federation_received").await, 1);

    // Staff add an event: it reaches the follower as a Create.
    let cookie = sign_in(&app).await;
    let mut form = event_form(&app, &cookie, "The Glass Menagerie", 9).await;
    let id = add_event(&app, &cookie, &form).await;
    let posts = peer.wait_for(2).await;
    let created = posts[1].json();
    assert_eq!(created["type"], "Create");
    assert_eq!(created["object"]["type"], "Event");
    assert_eq!(created["object"]["name"], "The Glass Menagerie");
    assert_eq!(
        created["object"]["id"],
        format!("{PUBLIC_URL}/federation/events/{id}")
    );
    assert!(signed_by_guide(&posts[1], &key, &peer));

    // Renamed: an Update of the same object.
    let path = format!("/api/admin/events/{id}");
    form["title"] = json!("The Glass Menagerie (matinee)");
    let saved = admin_send(&app, &cookie, Method::PUT, &path, &form).await;
    assert_eq!(saved.status(), StatusCode::OK);
    let posts = peer.wait_for(3).await;
    let updated = posts[2].json();
    assert_eq!(updated["type"], "Update");
    assert_eq!(updated["object"]["id"], created["object"]["id"]);
    assert_eq!(updated["object"]["name"], "The Glass Menagerie (matinee)");
    assert_ne!(updated["id"], created["id"]);

    // Deleted: a Delete of its tombstone.
    let deleted = admin_send(&app, &cookie, Method::DELETE, &path, &json!({})).await;
    assert!(deleted.status().is_success(), "{}", deleted.status());
    let posts = peer.wait_for(4).await;
    let gone = posts[3].json();
    assert_eq!(gone["type"], "Delete");
    assert_eq!(gone["object"]["type"], "Tombstone");
    assert_eq!(gone["object"]["id"], created["object"]["id"]);
    assert!(signed_by_guide(&posts[3], &key, &peer));

    // The follower leaves: nothing more is sent to it.
    let undo = json!({
        "@context": "https://www.w3.org/ns/activitystreams",
        "id": format!("{}/undo/1", peer.origin()),
        "type": "Undo",
        "actor": peer.actor(),
        "object": follow(&peer, 1),
    });
    let response = post_signed(&app, &peer.signer(), &undo, |_, _| {}).await;
    assert_eq!(response.status(), StatusCode::ACCEPTED);
    for _ in 0..200 {
        if app.get_json("/federation/followers").await["totalItems"] == 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(app.get_json("/federation/followers").await["totalItems"], 0);
    let form = event_form(&app, &cookie, "Arcadia", 12).await;
    let id = add_event(&app, &cookie, &form).await;
    // Once the pass has recorded it, no delivery waits and none was made.
    let mut recorded = false;
    for _ in 0..200 {
        sqlx::any::install_default_drivers();
        let db = sqlx::AnyPool::connect(&app.database_url).await.unwrap();
        let n: i64 =
            sqlx::query_scalar("SELECT COUNT(*) FROM federation_published WHERE event_id = $1")
                .bind(id)
                .fetch_one(&db)
                .await
                .unwrap();
        db.close().await;
        if n == 1 {
            recorded = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(recorded, "the new event was never recorded");
    assert_eq!(count(&app, "federation_deliveries").await, 0);
    assert_eq!(peer.posts().len(), 4);
}

#[tokio::test]
async fn a_down_inbox_is_retried_until_it_takes_the_delivery_and_delays_no_other() {
    let (down, up) = (Peer::start().await, Peer::start().await);
    let app = guide_reaching(&[&down, &up]).await;
    for peer in [&down, &up] {
        let response = post_signed(&app, &peer.signer(), &follow(peer, 1), |_, _| {}).await;
        assert_eq!(response.status(), StatusCode::ACCEPTED);
        peer.wait_for(1).await;
    }
    // The first answers 503 twice, then takes it.
    down.answers.lock().unwrap().extend([503, 503]);
    let cookie = sign_in(&app).await;
    let form = event_form(&app, &cookie, "Noises Off", 9).await;
    add_event(&app, &cookie, &form).await;
    let on_time = up.wait_for(2).await;
    assert_eq!(on_time[1].json()["object"]["name"], "Noises Off");
    let retried = down.wait_for(2).await;
    assert_eq!(retried[1].json()["object"]["name"], "Noises Off");
    assert!(down.answers.lock().unwrap().is_empty(), "tried three times");
    // Delivered once each, and nothing left waiting.
    assert_eq!(up.posts().len(), 2);
    assert_eq!(down.posts().len(), 2);
    assert_eq!(count(&app, "federation_deliveries").await, 0);
    assert_eq!(count(&app, "federation_activities").await, 0);
}

#[tokio::test]
async fn a_hostile_post_is_refused_in_words_and_nothing_is_stored() {
    let (peer, other) = (Peer::start().await, Peer::start().await);
    let app = guide_reaching(&[&peer, &other]).await;
    let signer = peer.signer();

    // Not signed at all.
    let unsigned = app
        .client
        .post(app.url("/federation/inbox"))
        .json(&follow(&peer, 1))
        .send()
        .await
        .unwrap();
    let error = assert_json_error(unsigned, StatusCode::UNAUTHORIZED).await;
    assert!(error.contains("not signed"), "{error}");

    // Signed by another key than the actor's.
    let stranger = other.signer();
    let response = post_signed(&app, &stranger, &follow(&peer, 2), |_, _| {}).await;
    let error = assert_json_error(response, StatusCode::UNAUTHORIZED).await;
    assert!(error.contains("is not the actor"), "{error}");

    // The body changed after signing.
    let response = post_signed(&app, &signer, &follow(&peer, 3), |_, body| {
        let text = String::from_utf8(body.clone()).unwrap();
        *body = text.replace("follows/3", "follows/4").into_bytes();
    })
    .await;
    let error = assert_json_error(response, StatusCode::UNAUTHORIZED).await;
    assert!(error.contains("digest"), "{error}");

    // A signature of last week.
    let response = post_signed(&app, &signer, &follow(&peer, 5), |headers, _| {
        let week_ago = SystemTime::now() - Duration::from_secs(7 * 24 * 3600);
        for (name, value) in headers.iter_mut() {
            if *name == "date" {
                *value = httpdate::fmt_http_date(week_ago);
            }
        }
    })
    .await;
    let error = assert_json_error(response, StatusCode::UNAUTHORIZED).await;
    assert!(error.contains("date"), "{error}");

    // An actor, and so a key, at a private address the guide never reads.
    let mut forged = follow(&peer, 6);
    forged["actor"] = json!("http://10.0.0.7/users/mallory");
    let inside = Signer::new(
        &peer.private_pem,
        "http://10.0.0.7/users/mallory#main-key".into(),
    )
    .unwrap();
    let response = post_signed(&app, &inside, &forged, |_, _| {}).await;
    let error = assert_json_error(response, StatusCode::UNAUTHORIZED).await;
    assert!(error.contains("not a public internet address"), "{error}");

    // A forged actor: signed with ana's key, claiming to be someone else.
    let mut forged = follow(&peer, 7);
    forged["actor"] = json!(format!("{}/users/bo", other.origin()));
    let response = post_signed(&app, &signer, &forged, |_, _| {}).await;
    let error = assert_json_error(response, StatusCode::UNAUTHORIZED).await;
    assert!(error.contains("is not the actor"), "{error}");

    // Larger than any activity.
    let mut huge = follow(&peer, 8);
    huge["content"] = json!("x".repeat(300 * 1024));
    let response = post_signed(&app, &signer, &huge, |_, _| {}).await;
    let error = assert_json_error(response, StatusCode::PAYLOAD_TOO_LARGE).await;
    assert!(error.contains("256 KB"), "{error}");

    // Not an activity.
    let response = post_signed(&app, &signer, &json!({ "type": "Follow" }), |_, _| {}).await;
    assert_json_error(response, StatusCode::BAD_REQUEST).await;

    for table in [
        "federation_received",
        "federation_actors",
        "federation_followers",
        "federation_deliveries",
    ] {
        assert_eq!(count(&app, table).await, 0, "{table}");
    }
    assert!(peer.posts().is_empty());
}

#[tokio::test]
async fn a_blocked_instance_is_refused_unfollowed_and_no_longer_followed() {
    let peer = Peer::start().await;
    let app = guide_reaching(&[&peer]).await;
    let cookie = sign_in(&app).await;
    // The peer's Ana follows the guide, and the guide follows her.
    let response = post_signed(&app, &peer.signer(), &follow(&peer, 1), |_, _| {}).await;
    assert_eq!(response.status(), StatusCode::ACCEPTED);
    peer.wait_for(1).await;
    let source = json!({"name": "Ana", "url": peer.actor(), "everyHours": 6});
    let created = admin_send(&app, &cookie, Method::POST, "/api/admin/sources", &source).await;
    assert_eq!(created.status(), StatusCode::CREATED);
    let posts = peer.wait_for(2).await;
    assert!(posts.iter().any(|p| p.json()["type"] == "Follow"));

    // An admin blocks her instance.
    let instance = peer.addr.to_string();
    let block = json!({"target": instance});
    let blocked = admin_send(
        &app,
        &cookie,
        Method::POST,
        "/api/admin/federation/blocks",
        &block,
    )
    .await;
    assert_eq!(blocked.status(), StatusCode::CREATED);
    let blocked: Value = blocked.json().await.unwrap();
    assert_eq!(
        blocked["block"],
        json!({"kind": "instance", "value": instance})
    );
    assert_eq!(blocked["followersRemoved"], 1);
    assert_eq!(blocked["sourcesStopped"], 1);
    assert_eq!(
        blocked["message"],
        format!("Blocked {instance}: 1 follower removed, 1 source stopped.")
    );
    let again = admin_send(
        &app,
        &cookie,
        Method::POST,
        "/api/admin/federation/blocks",
        &block,
    )
    .await;
    assert_eq!(again.status(), StatusCode::CONFLICT);

    // The guide follows her no more (its Undo goes out), she follows it
    // no more, and what she posts is refused without a read of her actor.
    let posts = peer.wait_for(3).await;
    let undo = posts[2].json();
    assert_eq!(undo["type"], "Undo");
    assert_eq!(app.get_json("/federation/followers").await["totalItems"], 0);
    let sources: Vec<Value> = admin_get(&app, &cookie, "/api/admin/sources")
        .await
        .json()
        .await
        .unwrap();
    assert!(sources.is_empty());
    let received = count(&app, "federation_received").await;
    let refused = post_signed(&app, &peer.signer(), &follow(&peer, 2), |_, _| {}).await;
    let message = assert_json_error(refused, StatusCode::FORBIDDEN).await;
    assert!(message.contains("blocked"), "{message}");
    assert_eq!(count(&app, "federation_received").await, received);
    let refused = admin_send(&app, &cookie, Method::POST, "/api/admin/sources", &source).await;
    let message = assert_json_error(refused, StatusCode::BAD_REQUEST).await;
    assert!(message.contains("blocked"), "{message}");

    // Listed, and lifted.
    let listed: Value = admin_get(&app, &cookie, "/api/admin/federation/blocks")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(listed["enabled"], true);
    assert_eq!(
        listed["blocks"],
        json!([{"kind": "instance", "value": instance}])
    );
    let path = format!("/api/admin/federation/blocks?kind=instance&value={instance}");
    let lifted = admin_send(&app, &cookie, Method::DELETE, &path, &json!({})).await;
    assert_eq!(lifted.status(), StatusCode::NO_CONTENT);
    let lifted = admin_send(&app, &cookie, Method::DELETE, &path, &json!({})).await;
    assert_eq!(lifted.status(), StatusCode::NOT_FOUND);
    let welcome = post_signed(&app, &peer.signer(), &follow(&peer, 3), |_, _| {}).await;
    assert_eq!(welcome.status(), StatusCode::ACCEPTED);

    // What is not an account or an instance is refused in words.
    let wrong = json!({"target": "@ana@somewhere"});
    let wrong = admin_send(
        &app,
        &cookie,
        Method::POST,
        "/api/admin/federation/blocks",
        &wrong,
    )
    .await;
    let message = assert_json_error(wrong, StatusCode::BAD_REQUEST).await;
    assert!(message.contains("an instance's name"), "{message}");
}

#[tokio::test]
async fn an_inbox_that_refuses_the_draft_signature_gets_an_rfc_9421_one_at_once() {
    let peer = Peer::start().await;
    let app = guide_reaching(&[&peer]).await;
    let key = guide_key(&app).await;
    // Ana's server refuses the first delivery's signature with a 401.
    peer.answers.lock().unwrap().push_back(401);
    let response = post_signed(&app, &peer.signer(), &follow(&peer, 1), |_, _| {}).await;
    assert_eq!(response.status(), StatusCode::ACCEPTED);
    let posts = peer.wait_for(1).await;
    let accepted = &posts[0];
    assert_eq!(accepted.json()["type"], "Accept");
    assert!(
        accepted.headers.contains_key("signature-input"),
        "signed again with RFC 9421: {:?}",
        accepted.headers
    );
    assert!(accepted.headers.contains_key("content-digest"));
    let header = |name: &str| accepted.headers.get(name).cloned();
    let signed = Signed::read(&header).unwrap();
    assert!(matches!(signed, Signed::Message(_)));
    assert_eq!(
        signed.key_id(),
        format!("{PUBLIC_URL}/federation/actor#main-key")
    );
    let target = format!("{}{}", peer.origin(), accepted.path);
    let received = Received {
        method: "POST",
        path_and_query: &accepted.path,
        target_uri: &target,
        header: &header,
        body: &accepted.body,
    };
    assert_eq!(signed.verify(&received, &key, SystemTime::now()), Ok(()));
}
