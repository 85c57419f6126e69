//! The upload store as an S3-compatible bucket: a minimal S3 stand-in
//! (path-style PUT, GET and HEAD of whole objects, ListObjectsV2 and
//! DeleteObjects, as object_store uses them) receives the demo images and
//! uploads, and the server serves them at the same `/public-objects/{key}`
//! addresses as from a directory. The backups' bucket (backups.rs) is the
//! same stand-in.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use axum::Router;
use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use serde_json::Value;

use super::TestApp;
use super::admin::{EMAIL, PASSWORD, PNG, sign_in, upload};

#[derive(Clone, Default)]
pub(super) struct Bucket {
    /// Every object by its key; `name` is the one bucket it answers for.
    pub(super) objects: Arc<Mutex<HashMap<String, Bytes>>>,
    name: Arc<Mutex<String>>,
    /// Requests that carried no SigV4 signature.
    unsigned: Arc<Mutex<usize>>,
}

impl Bucket {
    fn check_signed(&self, headers: &HeaderMap) {
        let signed = headers
            .get(header::AUTHORIZATION)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.starts_with("AWS4-HMAC-SHA256 Credential=guide-test/"));
        if !signed {
            *self.unsigned.lock().unwrap() += 1;
        }
    }
}

async fn put_object(
    State(bucket): State<Bucket>,
    Path((name, key)): Path<(String, String)>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    assert_eq!(name, *bucket.name.lock().unwrap());
    bucket.check_signed(&headers);
    bucket.objects.lock().unwrap().insert(key, body);
    ([(header::ETAG, "\"1\"")], "").into_response()
}

async fn get_object(
    State(bucket): State<Bucket>,
    Path((name, key)): Path<(String, String)>,
    headers: HeaderMap,
) -> Response {
    assert_eq!(name, *bucket.name.lock().unwrap());
    bucket.check_signed(&headers);
    let Some(body) = bucket.objects.lock().unwrap().get(&key).cloned() else {
        return StatusCode::NOT_FOUND.into_response();
    };
    (
        [
            (header::ETAG, "\"1\"".to_string()),
            (
                header::LAST_MODIFIED,
                "Mon, 23 Nov 2026 00:00:00 GMT".to_string(),
            ),
            (header::CONTENT_LENGTH, body.len().to_string()),
        ],
        body,
    )
        .into_response()
}

/// DeleteObjects (`POST /{bucket}?delete`), as object_store deletes: each
/// `<Key>` of the body removed and reported deleted.
async fn delete_objects(
    State(bucket): State<Bucket>,
    Path(name): Path<String>,
    headers: HeaderMap,
    body: String,
) -> Response {
    assert_eq!(name, *bucket.name.lock().unwrap());
    bucket.check_signed(&headers);
    let mut deleted = String::new();
    for part in body.split("<Key>").skip(1) {
        let key = part.split("</Key>").next().unwrap_or_default();
        bucket.objects.lock().unwrap().remove(key);
        deleted.push_str(&format!("<Deleted><Key>{key}</Key></Deleted>"));
    }
    let body = format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\
         <DeleteResult xmlns=\"http://s3.amazonaws.com/doc/2006-03-01/\">{deleted}</DeleteResult>"
    );
    ([(header::CONTENT_TYPE, "application/xml")], body).into_response()
}

/// ListObjectsV2: the keys under `prefix`, those past a `delimiter` rolled
/// up into common prefixes (one page: the tests hold few objects).
async fn list_objects(
    State(bucket): State<Bucket>,
    Path(name): Path<String>,
    Query(query): Query<HashMap<String, String>>,
    headers: HeaderMap,
) -> Response {
    assert_eq!(name, *bucket.name.lock().unwrap());
    bucket.check_signed(&headers);
    let prefix = query.get("prefix").cloned().unwrap_or_default();
    let delimiter = query.get("delimiter").filter(|d| !d.is_empty());
    let objects = bucket.objects.lock().unwrap().clone();
    let mut keys: Vec<&String> = objects.keys().filter(|k| k.starts_with(&prefix)).collect();
    keys.sort();
    let mut contents = String::new();
    let mut prefixes = std::collections::BTreeSet::new();
    for key in keys {
        let rest = &key[prefix.len()..];
        match delimiter.and_then(|d| rest.find(d.as_str()).map(|at| at + d.len())) {
            Some(end) => {
                prefixes.insert(format!("{prefix}{}", &rest[..end]));
            }
            None => contents.push_str(&format!(
                "<Contents><Key>{key}</Key><LastModified>2026-11-23T00:00:00.000Z</LastModified>\
                 <ETag>\"1\"</ETag><Size>{}</Size><StorageClass>STANDARD</StorageClass></Contents>",
                objects[key].len()
            )),
        }
    }
    let common: String = prefixes
        .iter()
        .map(|p| format!("<CommonPrefixes><Prefix>{p}</Prefix></CommonPrefixes>"))
        .collect();
    let body = format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\
         <ListBucketResult xmlns=\"http://s3.amazonaws.com/doc/2006-03-01/\">\
         <Name>{name}</Name><Prefix>{prefix}</Prefix><MaxKeys>1000</MaxKeys>\
         <IsTruncated>false</IsTruncated>{contents}{common}</ListBucketResult>"
    );
    ([(header::CONTENT_TYPE, "application/xml")], body).into_response()
}

/// A stand-in for the S3 bucket `name`: its endpoint and its objects.
pub(super) async fn start_bucket_named(name: &str) -> (String, Bucket) {
    let bucket = Bucket::default();
    *bucket.name.lock().unwrap() = name.to_string();
    let app = Router::new()
        .route("/{bucket}", get(list_objects).post(delete_objects))
        .route("/{bucket}/{*key}", get(get_object).put(put_object))
        .with_state(bucket.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await });
    (format!("http://{addr}"), bucket)
}

async fn start_bucket() -> (String, Bucket) {
    start_bucket_named("guide-images").await
}

#[tokio::test]
async fn images_go_to_an_s3_bucket_when_one_is_configured() {
    let (endpoint, bucket) = start_bucket().await;
    let data_dir = tempfile::tempdir().unwrap();
    let app = TestApp::spawn_configured(data_dir, |config| {
        config.uploads.s3_bucket = Some("guide-images".into());
        config.uploads.s3_endpoint = Some(endpoint);
        config.uploads.s3_region = Some("us-east-1".into());
        config.uploads.s3_access_key_id = Some("guide-test".into());
        config.uploads.s3_secret_access_key =
            Some(guide_server::config::Secret::new("not-a-real-secret"));
        config.admin.email = Some(EMAIL.into());
        config.admin.password = Some(guide_server::config::Secret::new(PASSWORD));
    })
    .await;

    // The demo pictures went to the bucket, each at its widths in WebP and
    // JPEG, not to the data directory.
    let stored: Vec<String> = bucket.objects.lock().unwrap().keys().cloned().collect();
    assert!(
        stored.iter().any(|k| k.ends_with("-640.webp")),
        "{stored:?}"
    );
    assert!(stored.iter().any(|k| k.ends_with("-320.jpg")), "{stored:?}");
    assert!(!app.data_dir.path().join("uploads").exists());
    let events = app.get_json("/api/events").await;
    let image = events
        .as_array()
        .unwrap()
        .iter()
        .find_map(|e| e["image"].as_str())
        .unwrap()
        .to_string();
    let served = app.get(&image).await;
    assert_eq!(served.status(), StatusCode::OK);
    assert_eq!(served.headers()["content-type"], "image/jpeg");
    let key = image.trim_start_matches("/public-objects/");
    let in_bucket = bucket.objects.lock().unwrap()[key].clone();
    assert_eq!(served.bytes().await.unwrap(), in_bucket);
    assert_eq!(app.raw_status("/public-objects/missing.jpg").await, 404);
    assert_eq!(app.raw_status("/public-objects/..%2Fguide.db").await, 404);

    // An upload lands in the bucket and is served from it.
    let cookie = sign_in(&app).await;
    let missing = super::fetch_json(
        &app.client,
        &app.url("/api/admin/restaurants-missing-images"),
        Some(&cookie),
    )
    .await;
    let id = missing[0]["id"].as_i64().unwrap();
    let path = format!("/api/admin/restaurants/{id}/upload-image");
    let ok = upload(&app, &cookie, &path, "logo.png", PNG).await;
    assert_eq!(ok.status(), StatusCode::OK);
    let body: Value = ok.json().await.unwrap();
    let image = body["image"].as_str().unwrap();
    let key = image.trim_start_matches("/public-objects/");
    let in_bucket = bucket.objects.lock().unwrap()[key].clone();
    let served = app.get(image).await;
    assert_eq!(served.status(), StatusCode::OK);
    assert_eq!(served.headers()["content-type"], "image/jpeg");
    assert_eq!(served.bytes().await.unwrap(), in_bucket);
    // Each width of the pipeline, in both formats.
    let name = key.trim_end_matches("-1.jpg");
    assert!(
        bucket
            .objects
            .lock()
            .unwrap()
            .contains_key(&format!("{name}-1.webp"))
    );
    assert_eq!(*bucket.unsigned.lock().unwrap(), 0, "every request signed");
}
