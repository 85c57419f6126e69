//! `GET /image-proxy?url=`: event images published on plain-http addresses,
//! fetched through the guarded client and served from this origin. Only
//! real raster images leave: the type is decided by the first bytes, never
//! by the remote header, and the response forbids sniffing and scripting.

use std::collections::{HashMap, VecDeque};
use std::sync::Arc;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use axum::extract::{Query, State};
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use bytes::Bytes;
use serde::Deserialize;

use crate::error::ApiError;
use crate::fetch::{FetchError, GuardedClient, Limits};

pub const MAX_IMAGE_BYTES: usize = 5 * 1024 * 1024;
const FETCH_TIMEOUT: Duration = Duration::from_secs(5);
/// Cached images are kept this long and browsers may keep them a day.
const CACHE_TTL: Duration = Duration::from_secs(3600);
const CACHE_BYTES: usize = 32 * 1024 * 1024;
const BROWSER_CACHE: &str = "public, max-age=86400";

/// The image types served, recognised by their signatures.
pub fn sniff_image(bytes: &[u8]) -> Option<&'static str> {
    let starts = |sig: &[u8]| bytes.starts_with(sig);
    if starts(&[0xFF, 0xD8, 0xFF]) {
        Some("image/jpeg")
    } else if starts(b"\x89PNG\r\n\x1a\n") {
        Some("image/png")
    } else if starts(b"GIF87a") || starts(b"GIF89a") {
        Some("image/gif")
    } else if bytes.len() >= 12 && &bytes[..4] == b"RIFF" && &bytes[8..12] == b"WEBP" {
        Some("image/webp")
    } else if bytes.len() >= 12
        && &bytes[4..8] == b"ftyp"
        && matches!(&bytes[8..12], b"avif" | b"avis")
    {
        Some("image/avif")
    } else {
        None
    }
}

struct Cached {
    content_type: &'static str,
    body: Bytes,
    stored: Instant,
}

/// A small in-memory cache, oldest entries evicted first.
#[derive(Default)]
pub struct ImageCache {
    inner: Mutex<CacheInner>,
}

#[derive(Default)]
struct CacheInner {
    entries: HashMap<String, Cached>,
    order: VecDeque<String>,
    bytes: usize,
}

impl ImageCache {
    fn get(&self, url: &str) -> Option<(&'static str, Bytes)> {
        let inner = self.inner.lock().expect("image cache lock");
        inner
            .entries
            .get(url)
            .filter(|c| c.stored.elapsed() < CACHE_TTL)
            .map(|c| (c.content_type, c.body.clone()))
    }

    fn put(&self, url: String, content_type: &'static str, body: Bytes) {
        let mut inner = self.inner.lock().expect("image cache lock");
        if let Some(old) = inner.entries.remove(&url) {
            inner.bytes -= old.body.len();
            inner.order.retain(|u| u != &url);
        }
        while inner.bytes + body.len() > CACHE_BYTES {
            let Some(oldest) = inner.order.pop_front() else {
                break;
            };
            if let Some(old) = inner.entries.remove(&oldest) {
                inner.bytes -= old.body.len();
            }
        }
        inner.bytes += body.len();
        inner.order.push_back(url.clone());
        inner.entries.insert(
            url,
            Cached {
                content_type,
                body,
                stored: Instant::now(),
            },
        );
    }
}

#[derive(Deserialize)]
pub struct ProxyQuery {
    url: Option<String>,
}

fn refusal(error: FetchError) -> ApiError {
    let message = error.to_string();
    match error {
        FetchError::InvalidUrl(_) | FetchError::Scheme | FetchError::Port(_) => {
            ApiError::BadRequest(message)
        }
        FetchError::Forbidden(_) => ApiError::Forbidden(message),
        FetchError::Timeout => ApiError::GatewayTimeout(message),
        FetchError::TooManyRedirects
        | FetchError::TooLarge(_)
        | FetchError::Status(_)
        | FetchError::Network(_) => ApiError::BadGateway(message),
    }
}

pub async fn image_proxy(
    State(images): State<Arc<ImageCache>>,
    State(fetcher): State<GuardedClient>,
    Query(query): Query<ProxyQuery>,
) -> Result<Response, ApiError> {
    let url = query
        .url
        .map(|u| u.trim().to_string())
        .filter(|u| !u.is_empty())
        .ok_or_else(|| ApiError::BadRequest("Missing 'url' query parameter".into()))?;
    if let Some((content_type, body)) = images.get(&url) {
        return Ok(image_response(content_type, body));
    }
    let limits = Limits {
        max_bytes: MAX_IMAGE_BYTES,
        timeout: FETCH_TIMEOUT,
    };
    let fetched = fetcher.get(&url, limits).await.map_err(refusal)?;
    let content_type = sniff_image(&fetched.body).ok_or_else(|| {
        ApiError::UnsupportedMediaType(
            "The address is not a JPEG, PNG, GIF, WebP or AVIF image".into(),
        )
    })?;
    images.put(url, content_type, fetched.body.clone());
    Ok(image_response(content_type, fetched.body))
}

fn image_response(content_type: &'static str, body: Bytes) -> Response {
    let mut response = body.into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    headers.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static(BROWSER_CACHE),
    );
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static("default-src 'none'; sandbox"),
    );
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn images_are_recognised_by_their_first_bytes() {
        assert_eq!(sniff_image(&[0xFF, 0xD8, 0xFF, 0xE0]), Some("image/jpeg"));
        assert_eq!(sniff_image(b"\x89PNG\r\n\x1a\n...."), Some("image/png"));
        assert_eq!(sniff_image(b"GIF89a..."), Some("image/gif"));
        assert_eq!(sniff_image(b"RIFF\0\0\0\0WEBPVP8 "), Some("image/webp"));
        assert_eq!(sniff_image(b"\0\0\0\x1cftypavif"), Some("image/avif"));
        assert_eq!(sniff_image(b"<svg xmlns="), None);
        assert_eq!(sniff_image(b"<!DOCTYPE html>"), None);
        assert_eq!(sniff_image(b""), None);
    }

    #[test]
    fn the_cache_stays_within_its_budget() {
        let cache = ImageCache::default();
        let chunk = Bytes::from(vec![0u8; 5 * 1024 * 1024]);
        for i in 0..10 {
            cache.put(format!("http://x/{i}"), "image/png", chunk.clone());
        }
        assert!(cache.inner.lock().unwrap().bytes <= CACHE_BYTES);
        assert!(cache.get("http://x/0").is_none(), "oldest evicted");
        assert!(cache.get("http://x/9").is_some());
    }
}
