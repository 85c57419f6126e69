//! Pictures as the guide serves them (issue #35). The server's image
//! pipeline writes every picture at a few widths, in WebP and in JPEG,
//! under the names defined here; an item keeps the address of the widest
//! JPEG. From that address alone a page knows every width there is, and
//! picks the one that fits where the picture is shown (`srcset`/`sizes`).
//! The item's [`Picture`] adds the size and a placeholder of a few pixels,
//! painted stretched (so blurred) while the picture loads.

use serde::{Deserialize, Serialize};
#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

use crate::text::format::encode_uri_component;
use crate::text::validation::OBJECTS_PREFIX;

/// The widths written, those no wider than the original (which is written
/// at its own width when narrower than the last).
pub const WIDTHS: [u32; 4] = [320, 640, 960, 1280];
const WIDEST: u32 = WIDTHS[WIDTHS.len() - 1];

/// The widths written for a picture `width` wide, narrowest first.
pub fn widths_of(width: u32) -> Vec<u32> {
    let widest = width.clamp(1, WIDEST);
    let mut widths: Vec<u32> = WIDTHS.into_iter().filter(|w| *w < widest).collect();
    widths.push(widest);
    widths
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Webp,
    Jpeg,
}

impl Format {
    pub fn extension(self) -> &'static str {
        match self {
            Format::Webp => "webp",
            Format::Jpeg => "jpg",
        }
    }
}

/// The stored object of one variant: `{name}-{width}.{extension}`, where
/// `name` is drawn from the original's content (so a variant never changes).
pub fn variant_key(name: &str, width: u32, format: Format) -> String {
    format!("{name}-{width}.{}", format.extension())
}

/// The address an item keeps: its picture's widest JPEG, which any client
/// can show as it is.
pub fn picture_url(name: &str, widest: u32) -> String {
    format!(
        "{OBJECTS_PREFIX}{}",
        variant_key(name, widest, Format::Jpeg)
    )
}

/// The object holding what the pipeline learnt of picture `name`, beside
/// its variants: an upload store describes its own pictures.
pub fn description_key(name: &str) -> String {
    format!("{name}.json")
}

/// The upload store's objects an item's `image` stands for: a processed
/// picture's every variant and its description, an older upload's one
/// object, nothing for a remote address. What a backup copies.
pub fn stored_keys(image: &str) -> Vec<String> {
    if let Some((name, widths)) = variants_of(image) {
        let mut keys: Vec<String> = widths
            .iter()
            .flat_map(|w| [Format::Webp, Format::Jpeg].map(|f| variant_key(name, *w, f)))
            .collect();
        keys.push(description_key(name));
        return keys;
    }
    match image.strip_prefix(OBJECTS_PREFIX) {
        Some(key) if !key.is_empty() && !key.contains('/') => vec![key.to_string()],
        _ => Vec::new(),
    }
}

/// A processed picture's name and widths, read back from its address;
/// `None` for any other image (an older upload, a remote address).
fn variants_of(image: &str) -> Option<(&str, Vec<u32>)> {
    let file = image.strip_prefix(OBJECTS_PREFIX)?.strip_suffix(".jpg")?;
    let (name, width) = file.rsplit_once('-')?;
    let widest: u32 = width.parse().ok()?;
    let named = !name.is_empty() && name.bytes().all(|b| b.is_ascii_hexdigit());
    // A width is written without a sign or leading zeros, and never past the widest.
    (named && width == widest.to_string() && (1..=WIDEST).contains(&widest))
        .then(|| (name, widths_of(widest)))
}

/// What the pipeline learnt of an item's picture: the size of the widest
/// variant (the item's `image`), and its placeholder: the picture shrunk
/// to [`preview_size`], its RGB pixels in base64 (at most 64 characters).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct Picture {
    pub width: u32,
    pub height: u32,
    pub placeholder: String,
    /// Where the guide fetched it from (a venue's page, a followed
    /// source); none for an upload.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
}

impl Picture {
    /// `preview` is the picture at [`preview_size`], as RGB.
    pub fn new(width: u32, height: u32, preview: &[u8]) -> Picture {
        Picture {
            width,
            height,
            placeholder: base64(preview),
            source: None,
        }
    }

    /// Whom the item's page thanks for a fetched picture: the site it came
    /// from ('vanwezel.org'), linked to the picture's address.
    pub fn credit(&self) -> Option<String> {
        let source = self.source.as_deref()?;
        let (scheme, rest) = source.split_once("://")?;
        let host = rest.split(['/', '?', '#']).next()?.rsplit('@').next()?;
        let host = host.split(':').next()?.trim_start_matches("www.");
        (matches!(scheme, "http" | "https") && !host.is_empty()).then(|| host.to_ascii_lowercase())
    }
}

/// Where a picture is shown: each place has its own width on the page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub enum Place {
    /// A card in the lists' grid: one column on a phone, two, then three.
    Card,
    /// The picture across the top of an item's page.
    Page,
    /// The Area View's detail panel, a narrow dialog.
    Panel,
    /// A compact row's or a search result's square, 64 px at most.
    Thumbnail,
    /// An e-mail's thumbnail: one address, no choice of width (mail readers
    /// ignore it).
    Email,
}

impl Place {
    /// The `sizes` attribute: how wide the picture is laid out, by the
    /// breakpoints of the web app's layout (Tailwind's `sm`, `md`, `lg`,
    /// `xl`; pages are at most 80rem wide with 1rem gutters).
    fn sizes(self) -> &'static str {
        match self {
            Place::Card => {
                "(min-width: 1280px) 400px, (min-width: 1024px) calc(33vw - 27px), \
                 (min-width: 640px) calc(50vw - 28px), calc(100vw - 32px)"
            }
            Place::Page => "(min-width: 1024px) 992px, calc(100vw - 32px)",
            Place::Panel => "(min-width: 544px) 512px, calc(100vw - 32px)",
            Place::Thumbnail => "64px",
            Place::Email => "",
        }
    }

    /// The width of `src`, for a reader that ignores `srcset`.
    fn fallback_width(self) -> u32 {
        match self {
            Place::Card | Place::Panel => 640,
            Place::Page => 960,
            Place::Thumbnail | Place::Email => 320,
        }
    }
}

/// The attributes of an item's `<img>` (and its WebP `<source>`) in one
/// place.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct ShownPicture {
    pub src: String,
    /// The JPEG widths, `url 320w, …`.
    pub src_set: Option<String>,
    /// The same widths in WebP, for a `<source type="image/webp">`.
    pub webp_src_set: Option<String>,
    pub sizes: Option<String>,
    pub width: Option<u32>,
    pub height: Option<u32>,
    /// A `data:` address of the blurred preview, painted behind the picture
    /// until it loads.
    pub placeholder: Option<String>,
    /// For a fetched picture: whom to thank ('vanwezel.org'), and the
    /// address it came from.
    pub credit: Option<String>,
    pub source: Option<String>,
}

/// How to show `image` in `place`: every width of a processed picture
/// with the sizes of the place, else the address as it is (plain `http://`
/// through the guide's proxy). `None` when there is no image.
pub fn shown_picture(
    image: Option<&str>,
    picture: Option<&Picture>,
    place: Place,
) -> Option<ShownPicture> {
    let image = image.map(str::trim).filter(|i| !i.is_empty())?;
    let Some((name, widths)) = variants_of(image) else {
        return Some(ShownPicture {
            src: image_src(Some(image))?,
            src_set: None,
            webp_src_set: None,
            sizes: None,
            width: None,
            height: None,
            placeholder: None,
            credit: None,
            source: None,
        });
    };
    let widest = widths[widths.len() - 1];
    let url = |width: u32, format: Format| {
        format!("{OBJECTS_PREFIX}{}", variant_key(name, width, format))
    };
    let src_set = |format: Format| {
        widths
            .iter()
            .map(|w| format!("{} {w}w", url(*w, format)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let fallback = widths
        .iter()
        .copied()
        .find(|w| *w >= place.fallback_width())
        .unwrap_or(widest);
    // The picture's size holds only if it is this picture's.
    let picture = picture.filter(|p| p.width == widest && p.height > 0);
    let responsive = place != Place::Email;
    Some(ShownPicture {
        src: url(fallback, Format::Jpeg),
        src_set: responsive.then(|| src_set(Format::Jpeg)),
        webp_src_set: responsive.then(|| src_set(Format::Webp)),
        sizes: responsive.then(|| place.sizes().to_string()),
        width: picture.map(|_| fallback),
        height: picture.map(|p| scaled(p.height, p.width, fallback)),
        placeholder: picture.filter(|_| responsive).and_then(placeholder_image),
        credit: picture.and_then(Picture::credit),
        source: picture
            .filter(|p| p.credit().is_some())
            .and_then(|p| p.source.clone()),
    })
}

/// A small JPEG of a processed picture, for an e-mail; `None` for any other
/// image (an e-mail never sends its reader to a venue's site for one).
pub fn email_picture(image: Option<&str>) -> Option<String> {
    let image = image?.trim();
    variants_of(image)?;
    shown_picture(Some(image), None, Place::Email).map(|shown| shown.src)
}

fn scaled(value: u32, from: u32, to: u32) -> u32 {
    ((u64::from(value) * u64::from(to) + u64::from(from) / 2) / u64::from(from)).max(1) as u32
}

/// Longest side of the placeholder, in pixels. Stretched smoothly by the
/// browser, a 4 × 3 grid of the picture's colours reads as its blurred
/// self; a ThumbHash would paint finer, but decoding one in the browser
/// cost 11 KB of WASM (docs/decisions/0005).
pub const PREVIEW_SIDE: u32 = 4;

/// The placeholder's size for a picture of `width` × `height`: its
/// proportions, at most [`PREVIEW_SIDE`] a side.
pub fn preview_size(width: u32, height: u32) -> (u32, u32) {
    let longest = u64::from(width.max(height).max(1));
    let side = |s: u32| {
        ((u64::from(s) * u64::from(PREVIEW_SIDE) + longest / 2) / longest)
            .clamp(1, u64::from(PREVIEW_SIDE)) as u32
    };
    (side(width), side(height))
}

/// The picture's placeholder as a tiny PNG, in a `data:` address; `None`
/// when it is not one of the picture's size.
pub fn placeholder_image(picture: &Picture) -> Option<String> {
    let (width, height) = preview_size(picture.width, picture.height);
    let rgb = unbase64(&picture.placeholder)?;
    (rgb.len() == (width * height * 3) as usize).then(|| {
        format!(
            "data:image/png;base64,{}",
            base64(&png(width as usize, height as usize, &rgb))
        )
    })
}

// Base64 by hand: the `base64` crate cost the browser's WASM 11 KB for
// these few characters.
const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

fn base64(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, b)| n | u32::from(*b) << (16 - 8 * i));
        for i in 0..4 {
            out.push(if i <= chunk.len() {
                ALPHABET[(n >> (18 - 6 * i) & 63) as usize] as char
            } else {
                '='
            });
        }
    }
    out
}

fn unbase64(text: &str) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    let (mut n, mut bits) = (0u32, 0);
    for c in text.trim_end_matches('=').bytes() {
        n = n << 6 | ALPHABET.iter().position(|a| *a == c)? as u32;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((n >> bits) as u8);
        }
    }
    Some(out)
}

/// An RGB PNG kept uncompressed (a stored deflate block): at a few pixels
/// a compressor would save next to nothing, and the page's own compression
/// sees these bytes anyway.
fn png(width: usize, height: usize, rgb: &[u8]) -> Vec<u8> {
    let mut raw = Vec::with_capacity(height * (1 + width * 3));
    for row in rgb.chunks_exact(width * 3) {
        raw.push(0); // no filter
        raw.extend_from_slice(row);
    }
    let mut zlib = vec![0x78, 0x01, 0x01];
    let len = raw.len() as u16;
    zlib.extend_from_slice(&len.to_le_bytes());
    zlib.extend_from_slice(&(!len).to_le_bytes());
    zlib.extend_from_slice(&raw);
    zlib.extend_from_slice(&adler32(&raw).to_be_bytes());

    let mut header = Vec::with_capacity(13);
    header.extend_from_slice(&(width as u32).to_be_bytes());
    header.extend_from_slice(&(height as u32).to_be_bytes());
    header.extend_from_slice(&[8, 2, 0, 0, 0]); // 8-bit RGB, no interlace
    let mut out = b"\x89PNG\r\n\x1a\n".to_vec();
    for (kind, data) in [(b"IHDR", &header[..]), (b"IDAT", &zlib), (b"IEND", &[])] {
        out.extend_from_slice(&(data.len() as u32).to_be_bytes());
        let start = out.len();
        out.extend_from_slice(kind);
        out.extend_from_slice(data);
        let crc = crc32(&out[start..]);
        out.extend_from_slice(&crc.to_be_bytes());
    }
    out
}

fn adler32(bytes: &[u8]) -> u32 {
    let (mut a, mut b) = (1u32, 0u32);
    for byte in bytes {
        a = (a + u32::from(*byte)) % 65_521;
        b = (b + a) % 65_521;
    }
    (b << 16) | a
}

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

/// Where a card loads an event image from (spec section 7): uploaded
/// (`/public-objects/…`) and `https://` images directly, plain `http://`
/// images through the server's `/image-proxy` (a secure page cannot load
/// them). `None` when there is no image to load.
pub fn image_src(image: Option<&str>) -> Option<String> {
    let image = image.map(str::trim).filter(|i| !i.is_empty())?;
    if image
        .get(..7)
        .is_some_and(|scheme| scheme.eq_ignore_ascii_case("http://"))
    {
        Some(format!("/image-proxy?url={}", encode_uri_component(image)))
    } else {
        Some(image.to_string())
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_pictures_stored_objects_are_its_variants_and_description() {
        let name = "0123456789abcdef0123456789abcdef";
        assert_eq!(
            super::stored_keys(&format!("/public-objects/{name}-640.jpg")),
            [
                format!("{name}-320.webp"),
                format!("{name}-320.jpg"),
                format!("{name}-640.webp"),
                format!("{name}-640.jpg"),
                format!("{name}.json"),
            ]
        );
        assert_eq!(
            super::stored_keys("/public-objects/old-upload.png"),
            ["old-upload.png"]
        );
        assert!(super::stored_keys("https://venue.example/show.jpg").is_empty());
        assert!(super::stored_keys("/public-objects/").is_empty());
    }

    use super::*;

    const NAME: &str = "0123456789abcdef0123456789abcdef";

    #[test]
    fn widths_are_never_wider_than_the_original() {
        assert_eq!(widths_of(4032), vec![320, 640, 960, 1280]);
        assert_eq!(widths_of(1280), vec![320, 640, 960, 1280]);
        assert_eq!(widths_of(800), vec![320, 640, 800]);
        assert_eq!(widths_of(640), vec![320, 640]);
        assert_eq!(widths_of(200), vec![200]);
    }

    /// A sunset: orange over blue, as the pipeline would shrink it.
    fn picture(width: u32, height: u32) -> Picture {
        let (w, h) = preview_size(width, height);
        let rgb: Vec<u8> = (0..w * h)
            .flat_map(|i| {
                if i / w < h / 2 {
                    [250, 140, 40]
                } else {
                    [20, 60, 160]
                }
            })
            .collect();
        Picture::new(width, height, &rgb)
    }

    #[test]
    fn a_processed_picture_offers_every_width_in_both_formats() {
        let image = picture_url(NAME, 1280);
        assert_eq!(image, format!("/public-objects/{NAME}-1280.jpg"));
        let shown = shown_picture(Some(&image), Some(&picture(1280, 960)), Place::Card).unwrap();
        assert_eq!(shown.src, format!("/public-objects/{NAME}-640.jpg"));
        assert_eq!(
            shown.webp_src_set.unwrap(),
            format!(
                "/public-objects/{NAME}-320.webp 320w, /public-objects/{NAME}-640.webp 640w, \
                 /public-objects/{NAME}-960.webp 960w, /public-objects/{NAME}-1280.webp 1280w"
            )
        );
        assert!(shown.src_set.unwrap().ends_with("-1280.jpg 1280w"));
        assert!(shown.sizes.unwrap().ends_with("calc(100vw - 32px)"));
        // The size of the `src` it names, in the picture's proportions.
        assert_eq!((shown.width, shown.height), (Some(640), Some(480)));
    }

    #[test]
    fn a_narrow_original_is_offered_up_to_its_own_width() {
        let image = picture_url(NAME, 800);
        let shown = shown_picture(Some(&image), Some(&picture(800, 1200)), Place::Page).unwrap();
        assert_eq!(shown.src, image);
        assert_eq!(
            shown.src_set.unwrap(),
            format!(
                "/public-objects/{NAME}-320.jpg 320w, /public-objects/{NAME}-640.jpg 640w, \
                 /public-objects/{NAME}-800.jpg 800w"
            )
        );
        assert_eq!((shown.width, shown.height), (Some(800), Some(1200)));
    }

    #[test]
    fn each_place_has_its_sizes_and_fallback() {
        let image = picture_url(NAME, 1280);
        let at = |place| shown_picture(Some(&image), None, place).unwrap();
        assert_eq!(at(Place::Thumbnail).sizes.as_deref(), Some("64px"));
        assert!(at(Place::Thumbnail).src.ends_with("-320.jpg"));
        assert!(at(Place::Page).src.ends_with("-960.jpg"));
        assert!(at(Place::Panel).sizes.unwrap().contains("512px"));
        // Mail readers take one address: a small JPEG, nothing else.
        let email = at(Place::Email);
        assert!(email.src.ends_with("-320.jpg"));
        assert_eq!(
            (email.src_set, email.sizes, email.placeholder),
            (None, None, None)
        );
        assert_eq!(email_picture(Some(&image)), Some(email.src));
        assert_eq!(email_picture(Some("https://venue.example/a.jpg")), None);
        assert_eq!(email_picture(None), None);
    }

    #[test]
    fn other_images_are_shown_as_they_are() {
        for image in [
            "https://venue.example/poster.jpg",
            "/public-objects/demo-beach.jpg",
            "/public-objects/0123-01280.jpg",
            "/public-objects/0123-2000.jpg",
            "/public-objects/-640.jpg",
            "/public-objects/zz-640.jpg",
        ] {
            let shown = shown_picture(Some(image), Some(&picture(1280, 960)), Place::Card).unwrap();
            assert_eq!(shown.src, image);
            assert_eq!(
                (shown.src_set, shown.width, shown.placeholder),
                (None, None, None)
            );
        }
        let proxied = shown_picture(Some("http://venue.example/a.jpg"), None, Place::Card).unwrap();
        assert!(proxied.src.starts_with("/image-proxy?url="));
        assert_eq!(shown_picture(Some("  "), None, Place::Card), None);
        assert_eq!(shown_picture(None, None, Place::Card), None);
    }

    #[test]
    fn a_picture_of_another_size_is_not_trusted() {
        let image = picture_url(NAME, 1280);
        let shown = shown_picture(Some(&image), Some(&picture(640, 480)), Place::Card).unwrap();
        assert_eq!(
            (shown.width, shown.height, shown.placeholder),
            (None, None, None)
        );
        assert!(shown.src_set.is_some());
    }

    /// Reads back the PNG `placeholder_image` writes: its size and pixels.
    fn decode_png(url: &str) -> (u32, u32, Vec<u8>) {
        let bytes = unbase64(url.strip_prefix("data:image/png;base64,").unwrap()).unwrap();
        assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
        let mut chunks = Vec::new();
        let mut at = 8;
        while at < bytes.len() {
            let len = u32::from_be_bytes(bytes[at..at + 4].try_into().unwrap()) as usize;
            let kind = &bytes[at + 4..at + 8];
            let data = &bytes[at + 8..at + 8 + len];
            let crc = u32::from_be_bytes(bytes[at + 8 + len..at + 12 + len].try_into().unwrap());
            assert_eq!(crc, crc32(&bytes[at + 4..at + 8 + len]), "CRC of {kind:?}");
            chunks.push((kind.to_vec(), data.to_vec()));
            at += 12 + len;
        }
        let kinds: Vec<&[u8]> = chunks.iter().map(|(k, _)| &k[..]).collect();
        assert_eq!(kinds, [&b"IHDR"[..], b"IDAT", b"IEND"]);
        let header = &chunks[0].1;
        let width = u32::from_be_bytes(header[..4].try_into().unwrap());
        let height = u32::from_be_bytes(header[4..8].try_into().unwrap());
        let zlib = &chunks[1].1;
        let raw = &zlib[7..zlib.len() - 4];
        assert_eq!(u16::from_le_bytes([zlib[3], zlib[4]]) as usize, raw.len());
        assert_eq!(zlib[zlib.len() - 4..], adler32(raw).to_be_bytes());
        let pixels = raw
            .chunks_exact(1 + width as usize * 3)
            .flat_map(|row| row[1..].to_vec())
            .collect();
        (width, height, pixels)
    }

    #[test]
    fn the_placeholder_is_a_tiny_picture_of_the_same_colours_and_shape() {
        let url = placeholder_image(&picture(1280, 960)).unwrap();
        let (width, height, pixels) = decode_png(&url);
        assert_eq!((width, height), (4, 3));
        // Orange above, blue below, as in the picture.
        assert_eq!(pixels[..3], [250, 140, 40]);
        assert_eq!(pixels[pixels.len() - 3..], [20, 60, 160]);
        assert!(url.len() < 200, "{} characters", url.len());
        // A portrait picture has a portrait placeholder.
        let (width, height, _) = decode_png(&placeholder_image(&picture(800, 1200)).unwrap());
        assert_eq!((width, height), (3, 4));
    }

    #[test]
    fn the_placeholder_keeps_the_proportions_within_four_pixels() {
        assert_eq!(preview_size(4032, 3024), (4, 3));
        assert_eq!(preview_size(1280, 720), (4, 2));
        assert_eq!(preview_size(300, 3000), (1, 4));
        assert_eq!(preview_size(2, 2), (4, 4));
        assert_eq!(preview_size(0, 0), (1, 1));
    }

    #[test]
    fn base64_reads_back_what_it_wrote() {
        for bytes in [&b""[..], b"a", b"ab", b"abc", b"\xff\x00\x80\x7f"] {
            assert_eq!(unbase64(&base64(bytes)).unwrap(), bytes);
        }
        assert_eq!(base64(b"ab"), "YWI=");
    }

    #[test]
    fn a_fetched_picture_shows_its_credit() {
        let image = picture_url(NAME, 1280);
        let fetched = Picture {
            source: Some("https://www.vanwezel.org/hamilton.jpg".into()),
            ..picture(1280, 960)
        };
        let shown = shown_picture(Some(&image), Some(&fetched), Place::Page).unwrap();
        assert_eq!(shown.credit.as_deref(), Some("vanwezel.org"));
        assert_eq!(shown.source, fetched.source);
        let uploaded = shown_picture(Some(&image), Some(&picture(1280, 960)), Place::Page).unwrap();
        assert_eq!((uploaded.credit, uploaded.source), (None, None));
    }

    #[test]
    fn a_fetched_picture_thanks_the_site_it_came_from() {
        let from = |source: &str| Picture {
            source: Some(source.into()),
            ..picture(1280, 960)
        };
        assert_eq!(
            from("https://www.VanWezel.org/images/hamilton.jpg?w=2")
                .credit()
                .as_deref(),
            Some("vanwezel.org")
        );
        assert_eq!(
            from("http://user@img.example:8080/a.jpg")
                .credit()
                .as_deref(),
            Some("img.example")
        );
        assert_eq!(from("/public-objects/old.jpg").credit(), None);
        assert_eq!(from("ftp://img.example/a.jpg").credit(), None);
        assert_eq!(picture(1280, 960).credit(), None);
    }

    #[test]
    fn a_placeholder_that_does_not_fit_the_picture_paints_nothing() {
        let mut bad = picture(1280, 960);
        bad.placeholder = "not base64!".into();
        assert_eq!(placeholder_image(&bad), None);
        // The pixels of another size of picture.
        bad.placeholder = picture(1280, 720).placeholder;
        assert_eq!(placeholder_image(&bad), None);
        bad.placeholder = String::new();
        assert_eq!(placeholder_image(&bad), None);
    }

    #[test]
    fn routes_plain_http_images_through_the_proxy() {
        assert_eq!(
            image_src(Some("/public-objects/demo-a.jpg")).as_deref(),
            Some("/public-objects/demo-a.jpg")
        );
        assert_eq!(
            image_src(Some("https://x.org/a.jpg")).as_deref(),
            Some("https://x.org/a.jpg")
        );
        assert_eq!(
            image_src(Some("http://x.org/a b.jpg?s=1&t=é")).as_deref(),
            Some("/image-proxy?url=http%3A%2F%2Fx.org%2Fa%20b.jpg%3Fs%3D1%26t%3D%C3%A9")
        );
        assert_eq!(
            image_src(Some("HTTP://X.ORG/a.png")).as_deref(),
            Some("/image-proxy?url=HTTP%3A%2F%2FX.ORG%2Fa.png")
        );
        assert_eq!(image_src(Some("  ")), None);
        assert_eq!(image_src(None), None);
    }
}
