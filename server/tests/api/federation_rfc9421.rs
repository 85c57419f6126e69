//! HTTP Message Signatures (RFC 9421) where a peer asks for them (issue
//! 73): a peer whose signatures are made and checked by
//! `http-message-signatures` (server/tests/fedify/rfc9421-peer.mjs, an
//! implementation independent of the guide's) refuses draft signatures.
//! The guide believes its RFC 9421 follow, reads its actor again with an
//! RFC 9421 signature when the draft one is refused, and signs its Accept
//! so from then on.

use serde_json::{Value, json};

use super::federation_fedify::Peer;
use super::federation_inbox::count;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_peer_that_asks_for_rfc_9421_signatures_gets_them_and_is_believed() {
    let mut peer = Peer::running("rfc9421-peer.mjs");
    let (app, guide) = peer.guide().await;
    let port = app.base.rsplit(':').next().unwrap();
    let bo = format!("http://127.0.0.1:{}/users/bo", peer.port);
    let follow = json!({
        "@context": "https://www.w3.org/ns/activitystreams",
        "id": format!("http://127.0.0.1:{}/follows/1", peer.port),
        "type": "Follow", "actor": bo, "object": guide,
    });

    // Bo follows the guide, signing with RFC 9421.
    peer.ask(&format!(
        "post http://localhost:{port}/federation/inbox {}",
        serde_json::to_string(&follow).unwrap()
    ));
    // The guide reads Bo's actor: its draft signature is refused, and
    // its RFC 9421 one believed.
    let refused = peer
        .wait_for("the draft signature refused", |t| {
            t.get("refused").is_some()
        })
        .await;
    assert_eq!(refused["refused"], "GET /users/bo");
    let read = peer
        .wait_for("the actor read", |t| t["verified"] == "GET /users/bo")
        .await;
    assert!(read["type"].is_null());
    let posted = peer
        .wait_for("the follow posted", |t| t.get("posted").is_some())
        .await;
    assert_eq!(posted["posted"], 202, "the guide believed the follow");
    assert_eq!(count(&app, "federation_received").await, 1);

    // Its Accept goes out signed with RFC 9421 at once.
    let accepted: Value = peer.wait_for("the Accept", |t| t["type"] == "Accept").await;
    assert_eq!(accepted["verified"], "POST /users/bo/inbox");
    assert_eq!(app.get_json("/federation/followers").await["totalItems"], 1);
}
