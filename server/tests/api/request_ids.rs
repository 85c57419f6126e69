//! A request id on every request (issue #39, part 4): each answer names
//! its request in `x-request-id`, answered from the kept responses or
//! not; a client's own plain id is kept, anything else replaced.

use std::collections::HashSet;

use super::TestApp;

fn id_of(response: &reqwest::Response) -> String {
    response.headers()["x-request-id"]
        .to_str()
        .unwrap()
        .to_string()
}

/// A new id: a UUID.
fn is_new(id: &str) -> bool {
    id.len() == 36 && id.bytes().filter(|b| *b == b'-').count() == 4
}

#[tokio::test]
async fn every_answer_names_its_request_and_a_clients_plain_id_is_kept() {
    let app = TestApp::spawn().await;
    let mut seen = HashSet::new();
    // The second /api/events is answered from the kept responses.
    for path in [
        "/api/events",
        "/api/events",
        "/api/nowhere",
        "/healthz",
        "/events",
        "/embed/events/fragment",
    ] {
        let response = app.get(path).await;
        let id = id_of(&response);
        assert!(is_new(&id), "{path}: {id}");
        assert!(seen.insert(id), "{path}: each request its own id");
    }
    let with = |id: String| {
        let app = &app;
        async move {
            app.client
                .get(app.url("/api/events"))
                .header("x-request-id", id)
                .send()
                .await
                .unwrap()
        }
    };
    assert_eq!(id_of(&with("hotel-sync.42".into()).await), "hotel-sync.42");
    for wrong in [
        "has space".to_string(),
        "x".repeat(65),
        "a\"b".into(),
        "".into(),
    ] {
        let id = id_of(&with(wrong.clone()).await);
        assert!(is_new(&id), "{wrong:?} gave {id}");
    }
}
