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
    let image = answer.json::<Value>().await.unwrap()["image"]
        .as_str()
        .unwrap()
        .to_string();
    let jpeg = app.get(&image).await.bytes().await.unwrap();
    let webp = app.get(&image.replace(".jpg", ".webp")).await;
    assert_eq!(webp.headers()["content-type"], "image/webp");
    let webp = webp.bytes().await.unwrap();
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
    let picture: guide_core::pictures::Picture =
        serde_json::from_value(shown["picture"].clone()).unwrap();
    assert!(
        guide_core::pictures::placeholder_image(&picture).is_some(),
        "{picture:?}"
    );

    // The same photo again is the same picture, already processed.
    let again = restaurant_upload(&app, &cookie, "IMG_0042 copy.jpg", &photo).await;
    assert_eq!(
        again.json::<Value>().await.unwrap()["image"],
        image.as_str()
    );
}

/// A PNG declaring `side` × `side` pixels, in a few hundred bytes: its
/// header, then the start of its pixels (zeros, compressed).
fn bomb(side: u32) -> Vec<u8> {
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
    header.extend([8, 2, 0, 0, 0]);
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
        "The image is too large to be processed: at most 12000 pixels a side and 89 megapixels"
    );
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
