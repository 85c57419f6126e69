//! The image pipeline (issue #35; the crates and their figures:
//! docs/decisions/0005): a picture is decoded within limits, turned upright
//! by its EXIF orientation, and written anew at a few widths, in WebP and in
//! JPEG, with a placeholder. Written from pixels, no variant carries any of
//! the original's metadata (GPS position, camera). CPU-bound: callers run
//! it in a blocking task.

use std::io::Cursor;

use fast_image_resize as resize;
use guide_core::content::pictures::{Format, preview_size, widths_of};
use guide_core::dashboard::admin::MAX_IMAGE_SIDE as MAX_SIDE;
use guide_core::text::format::format_count;
use guide_core::text::words::{Arg, Words};
use image::{DynamicImage, ImageDecoder, ImageReader, Limits, RgbImage, imageops};

/// Memory a decode may take (a 12,000 × 12,000 picture would not fit).
const MAX_DECODE_BYTES: u64 = 256 * 1024 * 1024;
const WEBP_QUALITY: f32 = 72.0;
const JPEG_QUALITY: u8 = 78;

/// One written picture.
pub struct Variant {
    pub width: u32,
    pub height: u32,
    pub format: Format,
    pub bytes: Vec<u8>,
}

/// A picture through the pipeline.
pub struct Processed {
    /// The upright picture's size.
    pub width: u32,
    pub height: u32,
    /// Narrowest first; a WebP and a JPEG at each width.
    pub variants: Vec<Variant>,
    /// The picture shrunk to a few pixels (core's `preview_size`), RGB:
    /// painted stretched while it loads.
    pub placeholder: Vec<u8>,
}

/// Why a picture was not taken, in words for the person who sent it.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum Refused {
    #[error("The image is damaged or its format is not supported")]
    Unreadable,
    #[error("The image is too large to be processed: at most {MAX_SIDE} pixels a side and {} megapixels", MAX_DECODE_BYTES / 3 / 1_000_000)]
    TooLarge,
}

impl Refused {
    /// Why, in `words`: the staff's upload answers in the dashboard's
    /// language (a picture fetched from a venue's site keeps its English
    /// reason, written in the log).
    pub fn message(&self, words: &dyn Words) -> String {
        match self {
            Refused::Unreadable => words.text("image-unreadable"),
            Refused::TooLarge => words.message(
                "image-too-many-pixels",
                &[
                    (
                        "side",
                        Arg::Text(&format_count(MAX_SIDE.into(), words.lang())),
                    ),
                    (
                        "megapixels",
                        Arg::Text(&format_count(
                            MAX_DECODE_BYTES / 3 / 1_000_000,
                            words.lang(),
                        )),
                    ),
                ],
            ),
        }
    }
}

/// Runs `bytes` (JPEG, PNG or WebP) through the pipeline.
pub fn process(bytes: &[u8]) -> Result<Processed, Refused> {
    let picture = decode(bytes)?;
    let (width, height) = (picture.width(), picture.height());
    // In the proportions of the widest variant, the size items are given.
    let widest = widths_of(width).last().copied().unwrap_or(width);
    let (preview_width, preview_height) = preview_size(widest, height_at(width, height, widest));
    // Each pixel the mean of the block it covers (`image`'s own thumbnail).
    let placeholder = imageops::thumbnail(&picture, preview_width, preview_height).into_raw();
    let source = resize::images::Image::from_vec_u8(
        width,
        height,
        picture.into_raw(),
        resize::PixelType::U8x3,
    )
    .map_err(|_| Refused::Unreadable)?;
    let mut resizer = resize::Resizer::new();
    let options = resize::ResizeOptions::new()
        .resize_alg(resize::ResizeAlg::Convolution(resize::FilterType::Lanczos3));
    let mut variants = Vec::new();
    for target in widths_of(width) {
        let target_height = height_at(width, height, target);
        let pixels = if target == width {
            source.buffer().to_vec()
        } else {
            let mut scaled =
                resize::images::Image::new(target, target_height, resize::PixelType::U8x3);
            resizer
                .resize(&source, &mut scaled, &options)
                .map_err(|_| Refused::Unreadable)?;
            scaled.into_vec()
        };
        let webp = webp::Encoder::from_rgb(&pixels, target, target_height)
            .encode(WEBP_QUALITY)
            .to_vec();
        variants.push(Variant {
            width: target,
            height: target_height,
            format: Format::Webp,
            bytes: webp,
        });
        variants.push(Variant {
            width: target,
            height: target_height,
            format: Format::Jpeg,
            bytes: jpeg(&pixels, target, target_height)?,
        });
    }
    Ok(Processed {
        width,
        height,
        variants,
        placeholder,
    })
}

/// The height of a picture `width` × `height` written `target` wide.
fn height_at(width: u32, height: u32, target: u32) -> u32 {
    ((u64::from(height) * u64::from(target)) / u64::from(width)).max(1) as u32
}

/// The picture upright, as RGB (transparency over white, as on the page).
fn decode(bytes: &[u8]) -> Result<RgbImage, Refused> {
    let mut reader = ImageReader::new(Cursor::new(bytes))
        .with_guessed_format()
        .map_err(|_| Refused::Unreadable)?;
    let mut limits = Limits::default();
    limits.max_image_width = Some(MAX_SIDE);
    limits.max_image_height = Some(MAX_SIDE);
    limits.max_alloc = Some(MAX_DECODE_BYTES);
    reader.limits(limits.clone());
    let mut decoder = reader.into_decoder().map_err(refusal)?;
    // Refused on the size it declares, before anything else of it is read.
    limits.reserve(decoder.total_bytes()).map_err(refusal)?;
    let orientation = decoder.orientation().map_err(refusal)?;
    let mut picture = DynamicImage::from_decoder(decoder).map_err(refusal)?;
    picture.apply_orientation(orientation);
    Ok(if picture.color().has_alpha() {
        let rgba = picture.to_rgba8();
        let mut rgb = RgbImage::new(rgba.width(), rgba.height());
        for (to, from) in rgb.pixels_mut().zip(rgba.pixels()) {
            let alpha = u16::from(from[3]);
            for channel in 0..3 {
                to[channel] =
                    ((u16::from(from[channel]) * alpha + 255 * (255 - alpha)) / 255) as u8;
            }
        }
        rgb
    } else {
        picture.to_rgb8()
    })
}

fn refusal(error: image::ImageError) -> Refused {
    match error {
        image::ImageError::Limits(_) => Refused::TooLarge,
        _ => Refused::Unreadable,
    }
}

fn jpeg(pixels: &[u8], width: u32, height: u32) -> Result<Vec<u8>, Refused> {
    let (Ok(w), Ok(h)) = (u16::try_from(width), u16::try_from(height)) else {
        return Err(Refused::TooLarge);
    };
    let mut bytes = Vec::new();
    let mut encoder = jpeg_encoder::Encoder::new(&mut bytes, JPEG_QUALITY);
    encoder.set_progressive(true);
    encoder.set_optimized_huffman_tables(true);
    encoder
        .encode(pixels, w, h, jpeg_encoder::ColorType::Rgb)
        .map_err(|_| Refused::Unreadable)?;
    Ok(bytes)
}
