//! The API's description (issue #38, part 2): every route of the route
//! table is in `/api/openapi.json`, an independent validator
//! (openapi-spec-validator) reads it as OpenAPI 3.1, and what the guide
//! answers matches the schemas it names (jsonschema, draft 2020-12): a
//! route left out, or a description that disagrees with the types the
//! handlers answer, fails here.

use std::path::PathBuf;
use std::process::Command;

use reqwest::StatusCode;
use reqwest::header::{CONTENT_TYPE, COOKIE};
use serde_json::{Value, json};

use super::TestApp;

/// What Python's checker found in `description` and `answers`.
fn python_checks(description: &Value, answers: &[Value]) -> Value {
    let python = super::support::checker_python();
    let dir = tempfile::tempdir().unwrap();
    let (doc, given) = (
        dir.path().join("openapi.json"),
        dir.path().join("answers.json"),
    );
    std::fs::write(&doc, description.to_string()).unwrap();
    std::fs::write(&given, Value::from(answers.to_vec()).to_string()).unwrap();
    let checker: PathBuf = [
        env!("CARGO_MANIFEST_DIR"),
        "tests",
        "api",
        "openapi_check.py",
    ]
    .iter()
    .collect();
    let output = Command::new(&python)
        .arg(&checker)
        .arg(&doc)
        .arg(&given)
        .output()
        .unwrap_or_else(|e| panic!("{python} (scripts/test installs it): {e}"));
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).unwrap()
}

async fn app() -> TestApp {
    // The forecast from a fixture of the weather service.
    let (weather, _) = super::forecast::start_weather().await;
    TestApp::spawn_configured(tempfile::tempdir().unwrap(), move |config| {
        config.admin.email = Some(super::admin::EMAIL.into());
        config.admin.password = Some(guide_server::config::Secret::new(super::admin::PASSWORD));
        config.fetch.allow_private = vec![weather.to_string()];
        config.forecast.url = format!("http://{weather}/ok");
        // (Its read needs its points: the walk below skips it.)
        config.routing.url = format!("http://{weather}/osrm");
    })
    .await
}

#[tokio::test]
async fn every_route_is_described_and_an_independent_validator_reads_it() {
    assert_eq!(
        guide_server::api::openapi::undescribed(guide_server::api::routes().list()),
        vec![],
        "routes the description lacks"
    );
    let app = app().await;
    let response = app.get("/api/openapi.json").await;
    assert_eq!(response.status(), StatusCode::OK);
    let description: Value = response.json().await.unwrap();
    assert_eq!(description["openapi"], "3.1.1");
    assert_eq!(description["info"]["title"], "Sarasota Visitor Guide API");
    // Every route, with its method, and nothing else.
    let routes = guide_server::api::routes();
    let site = guide_server::api::openapi::site_routes();
    let served = |method: &str, path: &str| {
        routes.list().iter().any(|route| {
            format!("/api{}", route.path) == path
                && route.method.as_str().eq_ignore_ascii_case(method)
        }) || site.iter().any(|route| route.path == path)
    };
    let mut described = 0;
    for (path, item) in description["paths"].as_object().unwrap() {
        described += item.as_object().unwrap().len();
        for method in item.as_object().unwrap().keys() {
            assert!(
                served(method, path),
                "{method} {path} is described but not served"
            );
        }
    }
    assert_eq!(described, routes.list().len() + site.len());
    // The routes outside /api that programs read answer where described.
    for route in &site {
        let response = app.get(&route.path).await;
        assert_eq!(response.status(), StatusCode::OK, "{}", route.path);
    }
    // Staff's routes say they need a session and which role; public reads
    // need none.
    assert_eq!(
        description["paths"]["/api/admin/sources"]["post"]["security"],
        json!([{ "session": ["admin"] }])
    );
    assert_eq!(
        description["paths"]["/api/admin/inbox"]["post"]["security"],
        json!([{ "session": ["editor"] }])
    );
    assert!(description["paths"]["/api/events"]["get"]["security"].is_null());

    let checked = python_checks(&description, &[]);
    assert_eq!(checked["problems"], json!([]));
}

#[tokio::test]
async fn what_the_guide_answers_matches_its_description() {
    let app = app().await;
    let description: Value = app.get_json("/api/openapi.json").await;
    let cookie = super::admin::sign_in(&app).await;
    let event_id = app.get_json("/api/events").await[0]["id"].as_i64().unwrap();
    let activity_id = app.get_json("/api/activities").await[0]["id"]
        .as_i64()
        .unwrap();
    let restaurant_id = app.get_json("/api/restaurants").await[0]["id"]
        .as_i64()
        .unwrap();
    let id_for = |path: &str| match path {
        "/api/activities/{id}" => Some(activity_id),
        "/api/restaurants/{id}" => Some(restaurant_id),
        "/api/events/{id}" => Some(event_id),
        _ => None,
    };
    let mut answers = Vec::new();
    // Every read that needs nothing but an id (staff's with a session).
    for (path, item) in description["paths"].as_object().unwrap() {
        let Some(get) = item.get("get") else { continue };
        let json = get["responses"]["200"]["content"]
            .get("application/json")
            .is_some();
        // (A device's or link's token is the reminders' tests'.)
        let by_token = get["security"] == json!([{ "token": [] }]);
        if !json
            || by_token
            || path.contains('{') && id_for(path).is_none()
            || path == "/api/openapi.json"
        {
            continue;
        }
        let address = match id_for(path) {
            Some(id) => path.replace("{id}", &id.to_string()),
            None => path.to_string(),
        };
        let mut request = app.client.get(app.url(&address));
        if path.starts_with("/api/admin/") {
            request = request.header(COOKIE, &cookie);
        }
        let response = request.send().await.unwrap();
        let status = response.status();
        if status == StatusCode::BAD_REQUEST {
            // A read that needs its query (`/api/admin/picture?image=`).
            continue;
        }
        assert_eq!(status, StatusCode::OK, "GET {address}");
        assert!(
            response.headers()[CONTENT_TYPE]
                .to_str()
                .unwrap()
                .starts_with("application/json")
        );
        answers.push(json!({ "method": "get", "path": path, "status": 200, "body": response.json::<Value>().await.unwrap() }));
    }
    assert!(answers.len() >= 20, "{} reads", answers.len());
    // The lists' pages, as programs ask for them.
    for list in ["/api/events", "/api/activities", "/api/restaurants"] {
        let page = app.get_json(&format!("{list}?limit=3")).await;
        answers.push(json!({ "method": "get", "path": list, "status": 200, "body": page }));
    }
    // A refusal is the described error body.
    let missing = app.get("/api/events/99999999").await;
    assert_eq!(missing.status(), StatusCode::NOT_FOUND);
    answers.push(json!({ "method": "get", "path": "/api/events/{id}", "status": 404, "body": missing.json::<Value>().await.unwrap() }));

    let checked = python_checks(&description, &answers);
    assert_eq!(checked["problems"], json!([]), "{checked}");
}

#[tokio::test]
async fn the_reference_page_reads_the_description_from_the_guide_itself() {
    let app = app().await;
    let response = app.get("/api/docs").await;
    assert_eq!(response.status(), StatusCode::OK);
    let html = response.text().await.unwrap();
    assert!(
        html.contains("<title>Sarasota Visitor Guide API</title>"),
        "{html}"
    );
    // Its scripts and styles are the guide's own (from npm, at build), no CDN.
    for asset in [
        "/api-docs/swagger-ui.css",
        "/api-docs/swagger-ui-bundle.js",
        "/api-docs/start.js",
    ] {
        assert!(html.contains(&format!("\"{asset}\"")), "{asset}: {html}");
    }
    assert!(!html.contains("https://"), "{html}");
    assert!(html.contains("data-description=\"/api/openapi.json\""));
}
