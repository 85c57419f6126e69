//! The image pipeline through the API (issue #35): what staff upload is
//! served upright, without its metadata, and a picture that would take
//! more memory than it says is refused.

use reqwest::StatusCode;
use serde_json::Value;

use super::admin::{app_with_admin, sign_in, upload};
use super::{TestApp, assert_json_error};

/// A phone's photo in miniature: 40 × 20, red on the left and blue on the
/// right as stored, with EXIF saying to turn it a quarter clockwise to
/// view it (orientation 6), the camera's make and a GPS position.
fn phone_photo() -> Vec<u8> {
    let (width, height) = (40u16, 20u16);
    let pixels: Vec<u8> = (0..height)
        .flat_map(|_| {
            (0..width).flat_map(|x| {
                if x < width / 2 {
                    [220, 20, 20]
                } else {
                    [20, 20, 220]
                }
            })
        })
        .collect();
    let mut jpeg = Vec::new();
    let mut encoder = jpeg_encoder::Encoder::new(&mut jpeg, 90);
    encoder.add_app_segment(1, &exif()).unwrap();
    encoder
        .encode(&pixels, width, height, jpeg_encoder::ColorType::Rgb)
        .unwrap();
    jpeg
}

/// An EXIF segment (TIFF, little-endian): IFD0 with the camera's make, the
/// orientation and the GPS IFD, which holds a latitude.
fn exif() -> Vec<u8> {
    fn entry(tiff: &mut Vec<u8>, tag: u16, kind: u16, count: u32, value: u32) {
        tiff.extend(tag.to_le_bytes());
        tiff.extend(kind.to_le_bytes());
        tiff.extend(count.to_le_bytes());
        tiff.extend(value.to_le_bytes());
    }
    let mut tiff = b"II*\0".to_vec();
    tiff.extend(8u32.to_le_bytes());
    // IFD0 at 8: three entries, so its make's text starts at 50.
    tiff.extend(3u16.to_le_bytes());
    entry(&mut tiff, 0x010F, 2, 9, 50); // Make
    entry(&mut tiff, 0x0112, 3, 1, 6); // Orientation: turn 90° clockwise
    entry(&mut tiff, 0x8825, 4, 1, 60); // the GPS IFD
    tiff.extend(0u32.to_le_bytes());
    tiff.extend(b"PhoneCam\0\0");
    // The GPS IFD at 60: north, 27° 20' 12.34" (the rationals at 90).
    tiff.extend(2u16.to_le_bytes());
    entry(&mut tiff, 0x0001, 2, 2, u32::from_le_bytes(*b"N\0\0\0"));
    entry(&mut tiff, 0x0002, 5, 3, 90);
    tiff.extend(0u32.to_le_bytes());
    for (numerator, denominator) in [(27u32, 1u32), (20, 1), (1234, 100)] {
        tiff.extend(numerator.to_le_bytes());
        tiff.extend(denominator.to_le_bytes());
    }
    let mut segment = b"Exif\0\0".to_vec();
    segment.extend(tiff);
    segment
}

async fn restaurant_upload(
    app: &TestApp,
    cookie: &str,
    name: &str,
    bytes: &[u8],
) -> reqwest::Response {
    let missing: Value = super::fetch_json(
        &app.client,
        &app.url("/api/admin/restaurants-missing-images"),
        Some(cookie),
    )
    .await;
    let id = missing[0]["id"].as_i64().unwrap();
    let path = format!("/api/admin/restaurants/{id}/upload-image");
    upload(app, cookie, &path, name, bytes).await
}

#[tokio::test]
async fn an_upload_is_served_upright_and_without_its_metadata() {
    let photo = phone_photo();
    // (The photo does say what the test says it does.)
    let mut decoder = image::ImageReader::new(std::io::Cursor::new(&photo))
        .with_guessed_format()
        .unwrap()
        .into_decoder()
        .unwrap();
    use image::ImageDecoder;
    assert_eq!(
        decoder.orientation().unwrap(),
        image::metadata::Orientation::Rotate90
    );
    assert!(photo.windows(8).any(|w| w == b"PhoneCam"));

    let app = app_with_admin().await;
    let cookie = sign_in(&app).await;
    let answer = restaurant_upload(&app, &cookie, "IMG_0042.jpg", &photo).await;
    assert_eq!(answer.status(), StatusCode::OK);
    let uploaded = answer.json::<Value>().await.unwrap();
    let image = uploaded["image"].as_str().unwrap().to_string();
    // Staff are told what it became.
    assert!(
        uploaded["summary"]
            .as_str()
            .unwrap()
            .starts_with("20 × 40 px, 1 width in WebP and JPEG, "),
        "{uploaded}"
    );
    let jpeg = app.get(&image).await.bytes().await.unwrap();
    let webp = app.get(&image.replace(".jpg", ".webp")).await;
    assert_eq!(webp.headers()["content-type"], "image/webp");
    let webp = webp.bytes().await.unwrap();
    // Its description beside it, as JSON.
    let (name, _) = image.rsplit_once('-').unwrap();
    let description = app.get(&format!("{name}.json")).await;
    assert_eq!(description.headers()["content-type"], "application/json");
    assert_eq!(description.json::<Value>().await.unwrap()["width"], 20);
    for served in [&jpeg, &webp] {
        // Nothing of the original's metadata: no EXIF, no make, no position.
        for trace in [&b"Exif"[..], b"PhoneCam", b"II*\0"] {
            assert!(!served.windows(trace.len()).any(|w| w == trace), "{image}");
        }
        // Upright: 20 wide and 40 high, red on top, blue below.
        let picture = image::load_from_memory(served).unwrap().to_rgb8();
        assert_eq!(picture.dimensions(), (20, 40));
        let (top, bottom) = (picture.get_pixel(10, 5), picture.get_pixel(10, 34));
        assert!(top[0] > 150 && top[2] < 100, "top {top:?}");
        assert!(bottom[2] > 150 && bottom[0] < 100, "bottom {bottom:?}");
    }

    // The restaurant now shows it with its upright size and a placeholder,
    // and a page can name every width from its address.
    let restaurants = app.get_json("/api/restaurants").await;
    let shown = restaurants
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["image"] == image.as_str())
        .expect("the restaurant shows the upload");
    assert_eq!(shown["picture"]["width"], 20);
    assert_eq!(shown["picture"]["height"], 40);
    let picture: guide_core::content::pictures::Picture =
        serde_json::from_value(shown["picture"].clone()).unwrap();
    assert!(
        guide_core::content::pictures::placeholder_image(&picture).is_some(),
        "{picture:?}"
    );

    // The dashboard reads the same beside the item's image address.
    let details = super::admin::admin_get(
        &app,
        &cookie,
        &format!("/api/admin/picture?image={}", super::urlencode(&image)),
    )
    .await
    .json::<Value>()
    .await
    .unwrap();
    assert_eq!(details["summary"], uploaded["summary"]);
    assert_eq!(details["picture"]["width"], 20);
    let other = super::admin::admin_get(
        &app,
        &cookie,
        "/api/admin/picture?image=https%3A%2F%2Fvenue.example%2Fa.jpg",
    )
    .await;
    assert_json_error(other, StatusCode::NOT_FOUND).await;

    // At 20 px wide it is too small to be sharp: Image Management says so.
    let small = super::admin::admin_get(&app, &cookie, "/api/admin/restaurants-small-images")
        .await
        .json::<Value>()
        .await
        .unwrap();
    let listed = small
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["image"] == image.as_str())
        .expect("listed as too small");
    assert_eq!(
        listed["note"],
        "Only 20 px wide: upload one at least 640 px wide"
    );
    assert_eq!(listed["picture"]["width"], 20);
    let none = super::admin::admin_get(&app, &cookie, "/api/admin/events-small-images").await;
    assert_eq!(none.json::<Value>().await.unwrap(), serde_json::json!([]));

    // The same photo again is the same picture, already processed.
    let again = restaurant_upload(&app, &cookie, "IMG_0042 copy.jpg", &photo).await;
    assert_eq!(
        again.json::<Value>().await.unwrap()["image"],
        image.as_str()
    );
}

/// A PNG declaring `side` × `side` RGB pixels, in a few hundred bytes: its
/// header, then the start of its pixels (zeros, compressed).
fn bomb(side: u32) -> Vec<u8> {
    bomb_of(side, 2)
}

/// The same, of PNG's colour type `colour` (0 grey, 2 RGB, 4 grey and
/// alpha, 6 RGBA), 8 bits a channel.
fn bomb_of(side: u32, colour: u8) -> Vec<u8> {
    use std::io::Write;
    fn chunk(png: &mut Vec<u8>, kind: &[u8], data: &[u8]) {
        png.extend((data.len() as u32).to_be_bytes());
        let mut body = kind.to_vec();
        body.extend(data);
        png.extend(&body);
        png.extend(crc32(&body).to_be_bytes());
    }
    let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
    let mut header = side.to_be_bytes().to_vec();
    header.extend(side.to_be_bytes());
    header.extend([8, colour, 0, 0, 0]);
    chunk(&mut png, b"IHDR", &header);
    let mut pixels = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::best());
    pixels.write_all(&vec![0u8; 100_000]).unwrap();
    chunk(&mut png, b"IDAT", &pixels.finish().unwrap());
    png
}

#[tokio::test]
async fn a_decompression_bomb_is_refused_and_the_server_stays_up() {
    let app = app_with_admin().await;
    let cookie = sign_in(&app).await;
    // 50,000 pixels a side (7.5 GB decoded): past the size allowed.
    let answer = restaurant_upload(&app, &cookie, "huge.png", &bomb(50_000)).await;
    let error = assert_json_error(answer, StatusCode::BAD_REQUEST).await;
    assert_eq!(
        error,
        "The image is damaged or its dimensions are not supported"
    );
    // 11,000 a side is allowed, but 363 MB decoded: the pipeline refuses it
    // before taking the memory.
    let answer = restaurant_upload(&app, &cookie, "large.png", &bomb(11_000)).await;
    let error = assert_json_error(answer, StatusCode::BAD_REQUEST).await;
    assert_eq!(
        error,
        "The image is too large to be processed: at most 12,000 pixels a side and 89 megapixels"
    );
    // 12,000 a side in grey, or grey and alpha: 144 megapixels in 144 or
    // 288 MB decoded, three times that in RGB. Refused on its pixels, in
    // every colour type, before it is decoded.
    for colour in [0, 4, 6] {
        let answer = restaurant_upload(&app, &cookie, "grey.png", &bomb_of(12_000, colour)).await;
        let error = assert_json_error(answer, StatusCode::BAD_REQUEST).await;
        assert_eq!(
            error,
            "The image is too large to be processed: at most 12,000 pixels a side and 89 megapixels",
            "colour type {colour}"
        );
    }
    assert_eq!(app.get("/healthz").await.status(), StatusCode::OK);
}

/// PNG's chunk checksum (CRC-32, ISO 3309).
fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for byte in bytes {
        crc ^= u32::from(*byte);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

/// A venue's site serving one picture (counting its reads) and a picture
/// that is gone.
async fn venue_site() -> (String, std::sync::Arc<std::sync::atomic::AtomicUsize>) {
    use axum::http::header;
    use axum::routing::get;
    let reads = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let counted = reads.clone();
    let poster = png(48, 32);
    let app = axum::Router::new().route(
        "/poster.png",
        get(move || {
            counted.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            let poster = poster.clone();
            async move { ([(header::CONTENT_TYPE, "image/png")], poster) }
        }),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await });
    (format!("http://{addr}"), reads)
}

/// A small PNG, orange over blue.
fn png(width: u32, height: u32) -> Vec<u8> {
    let picture = image::RgbImage::from_fn(width, height, |_, y| {
        if y < height / 2 {
            image::Rgb([250, 140, 40])
        } else {
            image::Rgb([20, 60, 160])
        }
    });
    let mut bytes = std::io::Cursor::new(Vec::new());
    picture
        .write_to(&mut bytes, image::ImageFormat::Png)
        .unwrap();
    bytes.into_inner()
}

/// Waits (boundedly) until `done` holds for the public events.
async fn events_once(app: &TestApp, done: impl Fn(&[Value]) -> bool) -> Vec<Value> {
    for _ in 0..300 {
        let events = app
            .get_json("/api/events")
            .await
            .as_array()
            .unwrap()
            .clone();
        if done(&events) {
            return events;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("the events never came to the state awaited");
}

#[tokio::test]
async fn a_scraped_picture_is_fetched_once_and_served_by_the_guide() {
    let (site, reads) = venue_site().await;
    let host = site.trim_start_matches("http://").to_string();
    let app = TestApp::spawn_configured(tempfile::tempdir().unwrap(), |config| {
        config.admin.email = Some(super::admin::EMAIL.into());
        config.admin.password = Some(guide_server::config::Secret::new(super::admin::PASSWORD));
        // The venue's site is on this machine: reached through the
        // allow-list, the guard itself unchanged.
        config.fetch.allow_private = vec![host.clone()];
    })
    .await;
    let cookie = sign_in(&app).await;
    let event = |title: &str, image: String| {
        serde_json::json!({"title": title, "description": "From the venue's page", "venueId": null,
               "venueName": "Van Wezel", "date": "2099-12-01", "endDate": null,
               "time": "7:00 PM", "category": "Theater", "image": image,
               "ticketPrice": null, "sourceUrl": format!("{site}/events")})
    };
    let created = super::admin::admin_send(
        &app,
        &cookie,
        reqwest::Method::POST,
        "/api/admin/events/bulk-create",
        &serde_json::json!({"events": [
            event("Poster Night", format!("{site}/poster.png")),
            event("Gone Night", format!("{site}/gone.png")),
        ]}),
    )
    .await;
    assert_eq!(created.status(), StatusCode::CREATED);

    let titled = |events: &[Value], title: &str| -> Value {
        events.iter().find(|e| e["title"] == title).unwrap().clone()
    };
    let events = events_once(&app, |events| {
        titled(events, "Poster Night")["image"]
            .as_str()
            .is_some_and(|i| i.starts_with("/public-objects/"))
            && titled(events, "Gone Night")["image"].is_null()
    })
    .await;
    let poster = titled(&events, "Poster Night");
    let image = poster["image"].as_str().unwrap();
    let served = app.get(image).await;
    assert_eq!(served.headers()["content-type"], "image/jpeg");
    let served = image::load_from_memory(&served.bytes().await.unwrap()).unwrap();
    assert_eq!((served.width(), served.height()), (48, 32));
    // It remembers where it came from, and the page thanks the site.
    assert_eq!(poster["picture"]["source"], format!("{site}/poster.png"));
    assert_eq!(reads.load(std::sync::atomic::Ordering::SeqCst), 1);

    // The picture that is gone leaves its event in Image Management, with
    // the address that failed.
    let missing = super::admin::admin_get(&app, &cookie, "/api/admin/events-missing-images")
        .await
        .json::<Value>()
        .await
        .unwrap();
    let gone = missing
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["name"] == "Gone Night")
        .expect("listed in Image Management");
    assert_eq!(gone["image"], format!("{site}/gone.png"));
    assert!(
        !missing
            .as_array()
            .unwrap()
            .iter()
            .any(|m| m["name"] == "Poster Night")
    );
}

/// An event as a guide from before the pipeline stored it.
fn old_event(title: &str, image: &str) -> guide_server::store::NewEvent {
    guide_server::store::NewEvent {
        title: title.into(),
        description: String::new(),
        venue: Err("Van Wezel".into()),
        date: guide_core::Date::parse("2099-12-01").unwrap(),
        end_date: None,
        time: None,
        category: "Theater".into(),
        image: Some(image.into()),
        ticket_price: None,
        ticket_url: None,
        source_url: None,
        lang: Default::default(),
    }
}

#[tokio::test]
async fn a_guide_from_before_the_pipeline_has_every_picture_processed_once() {
    use guide_server::pictures::intake::{Intake, Report};
    let (site, reads) = venue_site().await;
    let dir = tempfile::tempdir().unwrap();
    let store = guide_server::store::Store::open(&super::database_url(dir.path()).await)
        .await
        .unwrap();
    let objects =
        guide_server::objects::Objects::open(&Default::default(), &dir.path().join("uploads"))
            .unwrap();
    // An upload stored as it came, a venue's picture, one that is gone and
    // an upload whose file is lost.
    objects
        .put_if_absent("1f2e3d4c5b6a7988.png", png(30, 20))
        .await
        .unwrap();
    let mut tx = store.begin(&super::support::by_guide()).await.unwrap();
    for (title, image) in [
        (
            "Uploaded",
            "/public-objects/1f2e3d4c5b6a7988.png".to_string(),
        ),
        ("Remote", format!("{site}/poster.png")),
        ("Gone", format!("{site}/gone.png")),
        ("Lost", "/public-objects/0000aaaa.jpg".to_string()),
    ] {
        tx.insert_event(&old_event(title, &image)).await.unwrap();
    }
    tx.commit().await.unwrap();

    let client = guide_server::fetch::GuardedClient::new(
        guide_server::fetch::AllowList::parse(&[site.trim_start_matches("http://").to_string()])
            .unwrap(),
        "GuideTest/1",
    )
    .unwrap();
    let intake = Intake::new(store.clone(), objects.clone(), client);
    let report = intake.pass().await.unwrap();
    assert_eq!(
        report,
        Report {
            processed: 2,
            failed: 2
        }
    );

    let events = store.list_events(&Default::default()).await.unwrap();
    let titled = |title: &str| events.iter().find(|e| e.title == title).unwrap();
    for title in ["Uploaded", "Remote"] {
        let image = titled(title).image.as_deref().unwrap();
        let key = image.strip_prefix("/public-objects/").unwrap();
        assert!(objects.exists(key).await.unwrap(), "{title}: {image}");
        assert!(titled(title).picture.is_some(), "{title}");
    }
    // Where each came from is kept: the venue's address, and for the two
    // that could not be had the address they had.
    assert_eq!(
        titled("Remote").picture.as_ref().unwrap().source.as_deref(),
        Some(format!("{site}/poster.png").as_str())
    );
    assert_eq!(titled("Uploaded").picture.as_ref().unwrap().source, None);
    for title in ["Gone", "Lost"] {
        assert_eq!(titled(title).image, None, "{title}");
    }
    let refs = store
        .image_refs(guide_server::store::ImageOwner::Event)
        .await
        .unwrap();
    let gone = refs.iter().find(|r| r.name == "Gone").unwrap();
    assert_eq!(
        gone.image_source,
        Some(format!("{site}/poster.png").replace("poster", "gone"))
    );
    let lost = refs.iter().find(|r| r.name == "Lost").unwrap();
    assert_eq!(
        lost.image_source.as_deref(),
        Some("/public-objects/0000aaaa.jpg")
    );

    // A second run finds nothing to do, and fetches nothing again.
    assert_eq!(intake.pass().await.unwrap(), Report::default());
    assert_eq!(reads.load(std::sync::atomic::Ordering::SeqCst), 1);
    store.close().await;
}

/// Uploads are processed off the threads that answer requests: on the
/// test's single thread, with four phone-sized pictures being processed,
/// a read is answered before any of them is done. (Processed on that
/// thread, the read would wait for them.)
#[tokio::test]
async fn a_read_is_answered_while_four_uploads_are_processed() {
    let app = std::sync::Arc::new(app_with_admin().await);
    let cookie = sign_in(&app).await;
    // Pictures never stored before (the test servers share their upload
    // store, where a picture already processed is not processed again).
    let run = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_nanos()
        .to_le_bytes();
    let uploads: Vec<_> = (0..4u8)
        .map(|n| {
            let (app, cookie) = (app.clone(), cookie.clone());
            let mut picture = image::RgbImage::new(1200, 900);
            for (x, y, pixel) in picture.enumerate_pixels_mut() {
                *pixel = image::Rgb([(x / 7) as u8 ^ n, (y / 5) as u8, n * 60]);
            }
            for (x, byte) in run.iter().enumerate() {
                picture.put_pixel(x as u32, 0, image::Rgb([*byte, n, 0]));
            }
            let mut bytes = std::io::Cursor::new(Vec::new());
            picture
                .write_to(&mut bytes, image::ImageFormat::Png)
                .unwrap();
            tokio::spawn(async move {
                let answer = restaurant_upload(&app, &cookie, "big.png", bytes.get_ref()).await;
                assert_eq!(answer.status(), StatusCode::OK);
            })
        })
        .collect();
    // Let the four reach the pipeline, then read.
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    assert_eq!(app.get("/api/events").await.status(), StatusCode::OK);
    let unfinished = uploads.iter().filter(|u| !u.is_finished()).count();
    assert_eq!(unfinished, 4, "the read waited for uploads");
    for upload in uploads {
        upload.await.unwrap();
    }
}
