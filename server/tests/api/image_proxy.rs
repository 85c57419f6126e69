//! `/image-proxy`: a fixture web server on loopback, reachable only through
//! the explicit `fetch.allow_private` setting, serves images, lies and
//! redirects; every address form that must not be reached is refused.

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use axum::Router;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode as AxumStatus, header};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::get;
use reqwest::StatusCode;

use super::{TestApp, assert_json_error};

const CAT: &[u8] = include_bytes!("../../demo/images/siesta-beach.jpg");

#[derive(Clone)]
struct Fixture {
    /// Where the redirect to the guide's own loopback address points.
    guide: Arc<std::sync::Mutex<String>>,
    cat_hits: Arc<AtomicUsize>,
}

async fn cat(State(fixture): State<Fixture>) -> Response {
    fixture.cat_hits.fetch_add(1, Ordering::SeqCst);
    ([(header::CONTENT_TYPE, "image/jpeg")], CAT).into_response()
}

async fn chain(Path(n): Path<u32>) -> Redirect {
    Redirect::temporary(&format!("/chain/{}", n + 1))
}

async fn to_guide(State(fixture): State<Fixture>) -> Redirect {
    let target = fixture.guide.lock().unwrap().clone();
    Redirect::temporary(&target)
}

async fn start_fixture() -> (SocketAddr, Fixture) {
    let fixture = Fixture {
        guide: Arc::default(),
        cat_hits: Arc::default(),
    };
    let app = Router::new()
        .route("/cat.jpg", get(cat))
        .route(
            "/moved.jpg",
            get(|| async { Redirect::permanent("/cat.jpg") }),
        )
        .route(
            "/page.jpg",
            get(|| async {
                // An HTML page that claims to be an image.
                let mut headers = HeaderMap::new();
                headers.insert(header::CONTENT_TYPE, "image/jpeg".parse().unwrap());
                (headers, "<!DOCTYPE html><script>alert(1)</script>")
            }),
        )
        .route(
            "/logo.svg",
            get(|| async {
                (
                    [(header::CONTENT_TYPE, "image/svg+xml")],
                    "<svg xmlns=\"http://www.w3.org/2000/svg\"><script>alert(1)</script></svg>",
                )
            }),
        )
        .route(
            "/huge.jpg",
            get(|| async {
                let mut body = vec![0u8; 6 * 1024 * 1024];
                body[..3].copy_from_slice(&[0xFF, 0xD8, 0xFF]);
                ([(header::CONTENT_TYPE, "image/jpeg")], body)
            }),
        )
        .route(
            "/slow.jpg",
            get(|| async {
                tokio::time::sleep(Duration::from_secs(8)).await;
                ([(header::CONTENT_TYPE, "image/jpeg")], CAT)
            }),
        )
        .route(
            "/second.jpg",
            get(|State(fixture): State<Fixture>| async move {
                fixture.cat_hits.fetch_add(1, Ordering::SeqCst);
                tokio::time::sleep(Duration::from_secs(1)).await;
                ([(header::CONTENT_TYPE, "image/jpeg")], CAT)
            }),
        )
        .route("/missing.jpg", get(|| async { AxumStatus::NOT_FOUND }))
        .route("/chain/{n}", get(chain))
        .route("/to-guide", get(to_guide))
        .route(
            "/to-localhost",
            get(|| async { Redirect::temporary("http://localhost/cat.jpg") }),
        )
        .route(
            "/to-metadata",
            get(|| async { Redirect::temporary("http://169.254.169.254/latest/meta-data/") }),
        )
        .with_state(fixture.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await });
    (addr, fixture)
}

fn proxied(url: &str) -> String {
    let encoded: String = url
        .bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect();
    format!("/image-proxy?url={encoded}")
}

#[tokio::test]
async fn the_image_proxy_serves_images_and_refuses_everything_else() {
    let (fixture_addr, fixture) = start_fixture().await;
    let app = TestApp::spawn_configured(tempfile::tempdir().unwrap(), |config| {
        config.fetch.allow_private = vec![fixture_addr.to_string()];
    })
    .await;
    *fixture.guide.lock().unwrap() = app.url("/healthz");
    let fx = |path: &str| format!("http://{fixture_addr}{path}");

    // An allowed image, served with safe headers, and cached.
    let response = app.get(&proxied(&fx("/cat.jpg"))).await;
    assert_eq!(response.status(), StatusCode::OK);
    let headers = response.headers().clone();
    assert_eq!(headers["content-type"], "image/jpeg");
    assert_eq!(headers["x-content-type-options"], "nosniff");
    // Its own sandboxing policy, not the app's.
    assert_eq!(
        headers["content-security-policy"],
        "default-src 'none'; sandbox"
    );
    assert!(
        headers["content-security-policy"]
            .to_str()
            .unwrap()
            .contains("default-src 'none'")
    );
    assert!(
        headers["cache-control"]
            .to_str()
            .unwrap()
            .contains("max-age=")
    );
    assert_eq!(response.bytes().await.unwrap().as_ref(), CAT);
    let again = app.get(&proxied(&fx("/cat.jpg"))).await;
    assert_eq!(again.status(), StatusCode::OK);
    assert_eq!(
        fixture.cat_hits.load(Ordering::SeqCst),
        1,
        "second answer from the cache"
    );
    // One redirect within the allowed server is followed.
    assert_eq!(
        app.get(&proxied(&fx("/moved.jpg"))).await.status(),
        StatusCode::OK
    );

    let next_port = fixture_addr.port().wrapping_add(1);
    let cases: Vec<(String, StatusCode)> = vec![
        // Not images, whatever the remote says.
        (fx("/page.jpg"), StatusCode::UNSUPPORTED_MEDIA_TYPE),
        (fx("/logo.svg"), StatusCode::UNSUPPORTED_MEDIA_TYPE),
        // Too big, too slow, missing, endless redirects.
        (fx("/huge.jpg"), StatusCode::BAD_GATEWAY),
        (fx("/slow.jpg"), StatusCode::GATEWAY_TIMEOUT),
        (fx("/missing.jpg"), StatusCode::BAD_GATEWAY),
        (fx("/chain/0"), StatusCode::BAD_GATEWAY),
        // Redirects from the allowed server to places that are not allowed.
        (fx("/to-guide"), StatusCode::FORBIDDEN),
        (fx("/to-localhost"), StatusCode::FORBIDDEN),
        (fx("/to-metadata"), StatusCode::FORBIDDEN),
        // Loopback on a port that is not on the allow-list.
        (
            format!("http://127.0.0.1:{next_port}/cat.jpg"),
            StatusCode::FORBIDDEN,
        ),
        (app.url("/healthz"), StatusCode::FORBIDDEN),
        // A host name that resolves to loopback.
        ("http://localhost/cat.jpg".into(), StatusCode::FORBIDDEN),
        // Literal addresses in every spelling.
        ("http://127.0.0.1/".into(), StatusCode::FORBIDDEN),
        ("http://2130706433/".into(), StatusCode::FORBIDDEN),
        ("http://0x7f000001/".into(), StatusCode::FORBIDDEN),
        ("http://0177.0.0.1/".into(), StatusCode::FORBIDDEN),
        ("http://127.1/".into(), StatusCode::FORBIDDEN),
        ("http://0.0.0.0/".into(), StatusCode::FORBIDDEN),
        ("http://10.0.0.1/a.jpg".into(), StatusCode::FORBIDDEN),
        ("http://172.16.5.4/a.jpg".into(), StatusCode::FORBIDDEN),
        ("http://192.168.1.1/a.jpg".into(), StatusCode::FORBIDDEN),
        ("http://100.64.0.1/a.jpg".into(), StatusCode::FORBIDDEN),
        (
            "http://169.254.169.254/latest/meta-data/".into(),
            StatusCode::FORBIDDEN,
        ),
        ("http://224.0.0.251/".into(), StatusCode::FORBIDDEN),
        ("http://[::1]/".into(), StatusCode::FORBIDDEN),
        ("http://[::]/".into(), StatusCode::FORBIDDEN),
        ("http://[::ffff:127.0.0.1]/".into(), StatusCode::FORBIDDEN),
        ("http://[::ffff:a9fe:a9fe]/".into(), StatusCode::FORBIDDEN),
        ("http://[64:ff9b::a00:1]/".into(), StatusCode::FORBIDDEN),
        ("http://[2002:c0a8:101::]/".into(), StatusCode::FORBIDDEN),
        ("http://[fe80::1]/".into(), StatusCode::FORBIDDEN),
        ("http://[fd00::1]/".into(), StatusCode::FORBIDDEN),
        ("http://[ff02::1]/".into(), StatusCode::FORBIDDEN),
        // Other schemes and ports.
        ("ftp://example.com/a.jpg".into(), StatusCode::BAD_REQUEST),
        ("file:///etc/passwd".into(), StatusCode::BAD_REQUEST),
        ("gopher://example.com/".into(), StatusCode::BAD_REQUEST),
        (
            "http://example.com:8080/a.jpg".into(),
            StatusCode::BAD_REQUEST,
        ),
        ("not a url".into(), StatusCode::BAD_REQUEST),
    ];
    for (url, status) in cases {
        let response = app.get(&proxied(&url)).await;
        assert_eq!(response.status(), status, "{url}");
        let message = assert_json_error(response, status).await;
        assert!(!message.is_empty(), "{url}");
    }

    let missing = app.get("/image-proxy").await;
    assert_eq!(
        assert_json_error(missing, StatusCode::BAD_REQUEST).await,
        "Missing 'url' query parameter"
    );
}

/// A request in flight when the server is told to stop (SIGTERM, a
/// deploy) is answered whole before the server stops.
#[tokio::test]
async fn a_request_in_flight_when_the_server_stops_is_answered() {
    let (fixture_addr, fixture) = start_fixture().await;
    let app = TestApp::spawn_configured(tempfile::tempdir().unwrap(), |config| {
        config.fetch.allow_private = vec![fixture_addr.to_string()];
    })
    .await;
    let url = app.url(&proxied(&format!("http://{fixture_addr}/second.jpg")));
    let client = app.client.clone();
    let in_flight = tokio::spawn(async move { client.get(url).send().await });
    // The guide is fetching the picture (the fixture holds it a second).
    for _ in 0..200 {
        if fixture.cat_hits.load(Ordering::SeqCst) > 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    assert_eq!(fixture.cat_hits.load(Ordering::SeqCst), 1);
    let stopping = tokio::spawn(app.stop());
    let response = in_flight.await.unwrap().unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.bytes().await.unwrap(), CAT);
    stopping.await.unwrap();
}
