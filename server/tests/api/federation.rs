//! Federation over ActivityPub (issue 73): the guide as an instance actor
//! that peers find by WebFinger and read (NodeInfo, the actor with its
//! key, its outbox, each event as an `Event`).

use reqwest::StatusCode;
use rsa::RsaPublicKey;
use rsa::pkcs8::DecodePublicKey;
use serde_json::Value;

use super::reminders::PUBLIC_URL;
use super::{TestApp, assert_json_error};

async fn federated() -> TestApp {
    TestApp::spawn_configured(tempfile::tempdir().unwrap(), |config| {
        config.site.public_url = Some(PUBLIC_URL.into());
        config.federation.enabled = true;
    })
    .await
}

/// A document, its media type checked.
async fn document(app: &TestApp, path: &str, media_type: &str) -> Value {
    let response = app.client.get(app.url(path)).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK, "{path}");
    let content_type = response.headers()["content-type"]
        .to_str()
        .unwrap()
        .to_string();
    assert!(
        content_type.starts_with(media_type),
        "{path}: {content_type}"
    );
    response.json().await.unwrap()
}

#[tokio::test]
async fn a_peer_finds_the_actor_by_webfinger_and_reads_its_key_and_software() {
    let app = federated().await;
    let found = document(
        &app,
        "/.well-known/webfinger?resource=acct:events@guide.example",
        "application/jrd+json",
    )
    .await;
    assert_eq!(found["subject"], "acct:events@guide.example");
    let actor_url = found["links"][0]["href"].as_str().unwrap();
    assert_eq!(actor_url, format!("{PUBLIC_URL}/federation/actor"));
    assert_eq!(found["links"][0]["type"], "application/activity+json");
    // Anyone else, or no one named: refused in words.
    let response = app
        .client
        .get(app.url("/.well-known/webfinger?resource=acct:admin@guide.example"))
        .send()
        .await
        .unwrap();
    assert_json_error(response, StatusCode::NOT_FOUND).await;
    let response = app
        .client
        .get(app.url("/.well-known/webfinger"))
        .send()
        .await
        .unwrap();
    assert_json_error(response, StatusCode::BAD_REQUEST).await;

    // The actor: an Application with its inbox, outbox and RSA key, made
    // once and kept (the same on every read, stored for every instance).
    let actor = document(&app, "/federation/actor", "application/activity+json").await;
    assert_eq!(actor["id"], actor_url);
    assert_eq!(actor["type"], "Application");
    assert_eq!(actor["preferredUsername"], "events");
    assert_eq!(actor["name"], "Sarasota Guide");
    assert_eq!(actor["outbox"], format!("{PUBLIC_URL}/federation/outbox"));
    let pem = actor["publicKey"]["publicKeyPem"].as_str().unwrap();
    let key = RsaPublicKey::from_public_key_pem(pem).expect("an RSA public key");
    assert_eq!(rsa::traits::PublicKeyParts::size(&key), 256, "2048 bits");
    let again = document(&app, "/federation/actor", "application/activity+json").await;
    assert_eq!(again["publicKey"]["publicKeyPem"], pem);
    let store = guide_server::store::Store::open(&app.database_url)
        .await
        .unwrap();
    assert!(
        store
            .stored_site_key("actor-rsa")
            .await
            .unwrap()
            .is_some_and(|private| private.starts_with("-----BEGIN PRIVATE KEY-----"))
    );
    store.close().await;

    // NodeInfo names the software and its protocol.
    let index = document(&app, "/.well-known/nodeinfo", "application/json").await;
    assert_eq!(
        index["links"][0]["href"],
        format!("{PUBLIC_URL}/nodeinfo/2.1")
    );
    let info = document(&app, "/nodeinfo/2.1", "application/json").await;
    assert_eq!(info["protocols"], serde_json::json!(["activitypub"]));
    assert_eq!(info["software"]["name"], "visitor-guide");
}

#[tokio::test]
async fn the_outbox_and_each_event_read_as_activitypub_events() {
    let app = federated().await;
    let outbox = document(&app, "/federation/outbox", "application/activity+json").await;
    let items = outbox["orderedItems"].as_array().unwrap();
    assert_eq!(outbox["totalItems"], items.len());
    assert!(!items.is_empty());
    let create = &items[0];
    assert_eq!(create["type"], "Create");
    let object = &create["object"];
    assert_eq!(object["type"], "Event");
    assert_eq!(object["timezone"], "America/New_York");
    assert!(object["startTime"].as_str().unwrap().contains('T'));
    assert_eq!(
        object["to"][0],
        "https://www.w3.org/ns/activitystreams#Public"
    );

    // Fetched alone, by its id, with its vocabulary.
    let id = object["id"].as_str().unwrap();
    let path = id.strip_prefix(PUBLIC_URL).unwrap();
    let event = document(&app, path, "application/activity+json").await;
    assert_eq!(event["@context"], "https://www.w3.org/ns/activitystreams");
    assert_eq!(event["name"], object["name"]);
    assert!(
        event["url"]
            .as_str()
            .unwrap()
            .starts_with(&format!("{PUBLIC_URL}/events/"))
    );
    for missing in ["/federation/events/999999", "/federation/events/seven"] {
        let response = app.client.get(app.url(missing)).send().await.unwrap();
        assert_json_error(response, StatusCode::NOT_FOUND).await;
    }
}

#[tokio::test]
async fn nothing_is_federated_unless_the_guide_is_set_to() {
    let app = TestApp::spawn().await;
    for path in [
        "/.well-known/webfinger?resource=acct:events@127.0.0.1",
        "/federation/actor",
        "/nodeinfo/2.1",
        "/federation/followers",
    ] {
        let response = app.client.get(app.url(path)).send().await.unwrap();
        assert_eq!(response.status(), StatusCode::NOT_FOUND, "{path}");
    }
    let response = app
        .client
        .post(app.url("/federation/inbox"))
        .body("{}")
        .send()
        .await
        .unwrap();
    // No inbox: the site's pages take no posts.
    assert_eq!(response.status(), StatusCode::METHOD_NOT_ALLOWED);
}
