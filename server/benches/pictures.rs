//! The image pipeline on a phone's photo (issue #35): a 12-megapixel
//! picture through `pictures::pipeline::process` on this machine (the
//! median of five), and the bytes of each width it writes. With
//! `GUIDE_BENCH_PHOTOS_OUT=DIR` it also writes 25 distinct 12-megapixel
//! JPEGs there, which `scripts/bench-pictures` uploads to the guide to
//! measure what a phone downloads.
//!
//! The photograph is `GUIDE_BENCH_PHOTO` (scripts/bench-pictures passes the
//! 4000 × 2250 lake that the `webp` crate ships), enlarged to 12 megapixels
//! with a film grain, as a phone's sensor leaves it.
//!
//!     GUIDE_BENCH_PHOTO=lake.jpg cargo bench -p guide-server --bench pictures

use std::io::Cursor;
use std::time::{Duration, Instant};

use guide_core::content::pictures::Format;
use guide_server::pictures::pipeline;
use image::{RgbImage, imageops};

const MEGAPIXELS: f64 = 12.0;
const RUNS: usize = 5;
const PHOTOS: usize = 25;

/// The photograph at 12 megapixels, with a grain (a fixed sequence).
fn twelve_megapixels(path: &str) -> RgbImage {
    let photo = image::open(path)
        .unwrap_or_else(|e| panic!("reading {path}: {e}"))
        .to_rgb8();
    let scale = (MEGAPIXELS * 1e6 / f64::from(photo.width() * photo.height())).sqrt();
    let (width, height) = (
        (f64::from(photo.width()) * scale).round() as u32,
        (f64::from(photo.height()) * scale).round() as u32,
    );
    let mut large = imageops::resize(&photo, width, height, imageops::FilterType::CatmullRom);
    let mut seed = 0x2545_f491_u32;
    for pixel in large.pixels_mut() {
        for channel in pixel.0.iter_mut() {
            seed = seed.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
            let grain = i16::from((seed >> 24) as u8 % 13) - 6;
            *channel = (i16::from(*channel) + grain).clamp(0, 255) as u8;
        }
    }
    large
}

fn jpeg(picture: &RgbImage) -> Vec<u8> {
    let mut bytes = Cursor::new(Vec::new());
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut bytes, 90)
        .encode_image(picture)
        .unwrap();
    bytes.into_inner()
}

fn main() {
    let Ok(path) = std::env::var("GUIDE_BENCH_PHOTO") else {
        eprintln!("Set GUIDE_BENCH_PHOTO to a photograph (scripts/bench-pictures does).");
        return;
    };
    let photo = twelve_megapixels(&path);
    let original = jpeg(&photo);
    println!(
        "A {:.1}-megapixel photo ({} × {}, {:.1} MB as a phone's JPEG)",
        f64::from(photo.width() * photo.height()) / 1e6,
        photo.width(),
        photo.height(),
        original.len() as f64 / 1e6
    );

    let mut times: Vec<Duration> = Vec::new();
    let mut processed = None;
    for _ in 0..RUNS {
        let started = Instant::now();
        processed = Some(pipeline::process(&original).expect("the pipeline takes the photo"));
        times.push(started.elapsed());
    }
    times.sort();
    println!(
        "processed (decoded, upright, 4 widths in WebP and JPEG, placeholder) in {:.2} s, the median of {RUNS} (fastest {:.2} s)",
        times[RUNS / 2].as_secs_f64(),
        times[0].as_secs_f64()
    );
    let processed = processed.unwrap();
    println!("{:>6} {:>10} {:>10}", "width", "WebP KB", "JPEG KB");
    for pair in processed.variants.chunks(2) {
        let size = |format| {
            pair.iter()
                .find(|v| v.format == format)
                .map_or(0.0, |v| v.bytes.len() as f64 / 1024.0)
        };
        println!(
            "{:>6} {:>10.1} {:>10.1}",
            pair[0].width,
            size(Format::Webp),
            size(Format::Jpeg)
        );
    }

    if let Ok(out) = std::env::var("GUIDE_BENCH_PHOTOS_OUT") {
        std::fs::create_dir_all(&out).unwrap();
        for n in 0..PHOTOS {
            // Each its own picture: another part of the scene, mirrored on odd ones.
            let (width, height) = (photo.width() * 9 / 10, photo.height() * 9 / 10);
            let x = (photo.width() - width) * (n as u32 % 5) / 4;
            let y = (photo.height() - height) * (n as u32 / 5 % 5) / 4;
            let mut part = imageops::crop_imm(&photo, x, y, width, height).to_image();
            if n % 2 == 1 {
                imageops::flip_horizontal_in_place(&mut part);
            }
            let part = imageops::resize(
                &part,
                photo.width(),
                photo.height(),
                imageops::FilterType::Triangle,
            );
            let file = std::path::Path::new(&out).join(format!("photo-{n:02}.jpg"));
            std::fs::write(&file, jpeg(&part)).unwrap();
        }
        println!("wrote {PHOTOS} photos to {out}");
    }
}
