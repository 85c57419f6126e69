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
use guide_core::text::words::{Arg, Localizer};
use image::{DynamicImage, ImageDecoder, ImageReader, Limits, RgbImage, imageops};

/// Memory a decode may take (a 12,000 × 12,000 picture would not fit).
const MAX_DECODE_BYTES: u64 = 256 * 1024 * 1024;
/// Pixels a picture may have, in any colour type: as many as an RGB
/// picture within `MAX_DECODE_BYTES`.
const MAX_PIXELS: u64 = MAX_DECODE_BYTES / 3;
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
    #[error("The image is too large to be processed: at most {MAX_SIDE} pixels a side and {} megapixels", MAX_PIXELS / 1_000_000)]
    TooLarge,
}

impl Refused {
    /// Why, in `words`: the staff's upload answers in the dashboard's
    /// language (a picture fetched from a venue's site keeps its English
    /// reason, written in the log).
    pub fn message(&self, words: &dyn Localizer) -> String {
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
                        Arg::Text(&format_count(MAX_PIXELS / 1_000_000, words.lang())),
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

/// What a picture's header declares, read before any of its pixels.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Declared {
    pub width: u32,
    pub height: u32,
    /// Bytes its decoded pixels take, in their own colour type and depth.
    decoded_bytes: u64,
}

impl Declared {
    fn pixels(&self) -> u64 {
        u64::from(self.width) * u64::from(self.height)
    }

    /// The most memory processing it takes at once, over-counted: the
    /// decoded pixels and the RGBA copy made from them (4 bytes a pixel),
    /// or the RGB picture and its turned copy (6), and what the resizer
    /// and the encoders hold (small beside those).
    pub fn processing_bytes(&self) -> u64 {
        (self.decoded_bytes + 4 * self.pixels()).max(6 * self.pixels()) + ENCODING_BYTES
    }
}

/// What the resizer's passes and the encoders hold beside the picture.
const ENCODING_BYTES: u64 = 64 * 1024 * 1024;

/// Reads the picture's header and refuses it when it is larger than the
/// pipeline takes, whatever its colour type and bit depth: a side, its
/// pixels, and its decoded bytes. Costs no pixel: callers check a picture
/// before it waits for its turn.
pub fn inspect(bytes: &[u8]) -> Result<Declared, Refused> {
    let (decoder, _) = decoder(bytes)?;
    declared(&decoder)
}

fn decoder(bytes: &[u8]) -> Result<(impl ImageDecoder + '_, Limits), Refused> {
    let mut reader = ImageReader::new(Cursor::new(bytes))
        .with_guessed_format()
        .map_err(|_| Refused::Unreadable)?;
    let mut limits = Limits::default();
    limits.max_image_width = Some(MAX_SIDE);
    limits.max_image_height = Some(MAX_SIDE);
    limits.max_alloc = Some(MAX_DECODE_BYTES);
    reader.limits(limits.clone());
    let decoder = reader.into_decoder().map_err(refusal)?;
    Ok((decoder, limits))
}

fn declared(decoder: &impl ImageDecoder) -> Result<Declared, Refused> {
    let (width, height) = decoder.dimensions();
    let declared = Declared {
        width,
        height,
        decoded_bytes: decoder.total_bytes(),
    };
    // The pixels count whatever each one weighs: a grayscale picture's
    // byte a pixel becomes three in RGB.
    if width > MAX_SIDE
        || height > MAX_SIDE
        || declared.pixels() > MAX_PIXELS
        || declared.decoded_bytes > MAX_DECODE_BYTES
    {
        return Err(Refused::TooLarge);
    }
    Ok(declared)
}

/// The picture upright, as RGB (transparency over white, as on the page).
fn decode(bytes: &[u8]) -> Result<RgbImage, Refused> {
    let (mut decoder, mut limits) = decoder(bytes)?;
    // Refused on the size it declares, before anything else of it is read.
    declared(&decoder)?;
    limits.reserve(decoder.total_bytes()).map_err(refusal)?;
    let orientation = decoder.orientation().map_err(refusal)?;
    let picture = DynamicImage::from_decoder(decoder).map_err(refusal)?;
    // To RGB first, then turned: the copies are of three bytes a pixel.
    let rgb = if picture.color().has_alpha() {
        over_white(picture.into_rgba8())
    } else {
        picture.into_rgb8()
    };
    let mut upright = DynamicImage::ImageRgb8(rgb);
    upright.apply_orientation(orientation);
    Ok(upright.into_rgb8())
}

/// An RGBA picture laid over white, in its own buffer: each pixel's three
/// bytes are written where the earlier pixels' four were.
fn over_white(rgba: image::RgbaImage) -> RgbImage {
    let (width, height) = rgba.dimensions();
    let mut bytes = rgba.into_raw();
    let pixels = bytes.len() / 4;
    for i in 0..pixels {
        let alpha = u16::from(bytes[4 * i + 3]);
        for channel in 0..3 {
            let value = u16::from(bytes[4 * i + channel]);
            bytes[3 * i + channel] = ((value * alpha + 255 * (255 - alpha)) / 255) as u8;
        }
    }
    bytes.truncate(3 * pixels);
    bytes.shrink_to_fit();
    RgbImage::from_raw(width, height, bytes).expect("three bytes a pixel")
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

#[cfg(test)]
mod tests {
    use super::*;
    use image::{ExtendedColorType, ImageEncoder, codecs::png::PngEncoder};

    fn png(width: u32, height: u32, colour: ExtendedColorType, pixel: &[u8]) -> Vec<u8> {
        let pixels: Vec<u8> = pixel
            .iter()
            .copied()
            .cycle()
            .take(pixel.len() * (width * height) as usize)
            .collect();
        let mut bytes = Vec::new();
        PngEncoder::new(&mut bytes)
            .write_image(&pixels, width, height, colour)
            .unwrap();
        bytes
    }

    #[test]
    fn the_pixel_limit_holds_for_every_colour_type_before_decoding() {
        // A header and the start of the pixels declare the size: none of
        // them is decoded to refuse it.
        let header_of = |colour: u8, depth: u8| {
            fn chunk(png: &mut Vec<u8>, kind: &[u8], data: &[u8]) {
                png.extend((data.len() as u32).to_be_bytes());
                let mut crc = flate2::Crc::new();
                crc.update(kind);
                crc.update(data);
                png.extend(kind);
                png.extend(data);
                png.extend(crc.sum().to_be_bytes());
            }
            let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
            let mut header = 12_000u32.to_be_bytes().to_vec();
            header.extend(12_000u32.to_be_bytes());
            header.extend([depth, colour, 0, 0, 0]);
            chunk(&mut png, b"IHDR", &header);
            if colour == 3 {
                chunk(&mut png, b"PLTE", &[0, 0, 0]);
            }
            chunk(&mut png, b"IDAT", &[0x78, 0x9c, 0x03, 0x00, 0, 0, 0, 1]);
            png
        };
        for (colour, depth) in [(0, 1), (0, 8), (0, 16), (2, 8), (3, 8), (4, 8), (6, 8)] {
            assert_eq!(
                inspect(&header_of(colour, depth)),
                Err(Refused::TooLarge),
                "colour type {colour}, {depth} bits"
            );
        }
        let small = inspect(&png(30, 20, ExtendedColorType::L8, &[7])).unwrap();
        assert_eq!((small.width, small.height), (30, 20));
        // Counted as three bytes a pixel and more, whatever it takes decoded.
        assert!(small.processing_bytes() >= 6 * 600);
    }

    #[test]
    fn grey_and_transparent_pictures_become_rgb_over_white() {
        let grey = process(&png(40, 30, ExtendedColorType::L8, &[100])).unwrap();
        assert_eq!((grey.width, grey.height), (40, 30));
        assert!(grey.placeholder.chunks(3).all(|p| p == [100, 100, 100]));
        // Red at half opacity over white.
        let clear = process(&png(40, 30, ExtendedColorType::Rgba8, &[255, 0, 0, 128])).unwrap();
        assert!(
            clear.placeholder.chunks(3).all(|p| p == [255, 127, 127]),
            "{:?}",
            &clear.placeholder[..6]
        );
    }
}
