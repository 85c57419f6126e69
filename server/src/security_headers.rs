//! Headers every response carries: a Content-Security-Policy that lets the
//! app run its own scripts and WebAssembly and nothing else, no framing, no
//! content sniffing, a referrer policy, a minimal permissions policy, and
//! HSTS when the site is reached over https. A response that set its own
//! (the image proxy's sandboxing CSP) keeps it.

use axum::extract::{Request, State};
use axum::http::HeaderValue;
use axum::http::header::{
    CONTENT_SECURITY_POLICY, REFERRER_POLICY, STRICT_TRANSPORT_SECURITY, X_CONTENT_TYPE_OPTIONS,
    X_FRAME_OPTIONS,
};
use axum::middleware::Next;
use axum::response::Response;

use crate::requester::Requester;

/// Scripts and WebAssembly from the site only ('wasm-unsafe-eval' allows
/// compiling the WASM core, not `eval`). Styles may be inline: the UI's
/// dialog library injects a `<style>` element for scroll locking. Images
/// may be remote https (event images are used directly, spec section 7)
/// or the map's tiles, which the service worker may also fetch to keep
/// (`tile_origin`: `SiteConfig::tile_origin`).
pub fn content_security_policy(tile_origin: &str) -> String {
    format!(
        "default-src 'self'; \
         script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; \
         img-src 'self' data: blob: https: {tile_origin}; font-src 'self' data:; \
         connect-src 'self' {tile_origin}; manifest-src 'self'; worker-src 'self'; \
         object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
    )
}

pub const PERMISSIONS_POLICY_VALUE: &str =
    "camera=(), microphone=(), payment=(), usb=(), geolocation=(self)";

/// A year; sent only over https.
pub const HSTS_VALUE: &str = "max-age=31536000";

/// The middleware; `policy` is [`content_security_policy`]'s, built once.
pub async fn add_security_headers(
    State(policy): State<HeaderValue>,
    request: Request,
    next: Next,
) -> Response {
    let https = request
        .extensions()
        .get::<Requester>()
        .is_some_and(|client| client.https);
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    // A page that may be framed (the partners' iframe, `/embed/events`)
    // says by whom in its own policy; every other page refuses framing.
    let framed = headers
        .get(CONTENT_SECURITY_POLICY)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|own| {
            own.contains("frame-ancestors") && !own.contains("frame-ancestors 'none'")
        });
    headers.entry(CONTENT_SECURITY_POLICY).or_insert(policy);
    let defaults = [
        (X_CONTENT_TYPE_OPTIONS, "nosniff"),
        (REFERRER_POLICY, "strict-origin-when-cross-origin"),
    ];
    for (name, value) in defaults {
        headers
            .entry(name)
            .or_insert(HeaderValue::from_static(value));
    }
    if !framed {
        headers
            .entry(X_FRAME_OPTIONS)
            .or_insert(HeaderValue::from_static("DENY"));
    }
    headers
        .entry("permissions-policy")
        .or_insert(HeaderValue::from_static(PERMISSIONS_POLICY_VALUE));
    if https {
        headers.insert(
            STRICT_TRANSPORT_SECURITY,
            HeaderValue::from_static(HSTS_VALUE),
        );
    }
    response
}
