//! Headers every response carries: a Content-Security-Policy that lets the
//! app run its own scripts and WebAssembly and nothing else, no framing, no
//! content sniffing, a referrer policy, a minimal permissions policy, and
//! HSTS when the site is reached over https. A response that set its own
//! (the image proxy's sandboxing CSP) keeps it.

use axum::extract::Request;
use axum::http::HeaderValue;
use axum::http::header::{
    CONTENT_SECURITY_POLICY, REFERRER_POLICY, STRICT_TRANSPORT_SECURITY, X_CONTENT_TYPE_OPTIONS,
    X_FRAME_OPTIONS,
};
use axum::middleware::Next;
use axum::response::Response;

use crate::client::Client;

/// Scripts and WebAssembly from the site only ('wasm-unsafe-eval' allows
/// compiling the WASM core, not `eval`). Styles may be inline: the UI's
/// dialog library injects a `<style>` element for scroll locking. Images
/// may be remote https (event images are used directly, spec section 7).
pub const CONTENT_SECURITY_POLICY_VALUE: &str = "default-src 'self'; \
     script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; \
     img-src 'self' data: blob: https:; font-src 'self' data:; connect-src 'self'; \
     manifest-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'self'; \
     form-action 'self'; frame-ancestors 'none'";

pub const PERMISSIONS_POLICY_VALUE: &str =
    "camera=(), microphone=(), payment=(), usb=(), geolocation=(self)";

/// A year; sent only over https.
pub const HSTS_VALUE: &str = "max-age=31536000";

pub async fn add_security_headers(request: Request, next: Next) -> Response {
    let https = request
        .extensions()
        .get::<Client>()
        .is_some_and(|client| client.https);
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    let defaults = [
        (CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY_VALUE),
        (X_CONTENT_TYPE_OPTIONS, "nosniff"),
        (X_FRAME_OPTIONS, "DENY"),
        (REFERRER_POLICY, "strict-origin-when-cross-origin"),
    ];
    for (name, value) in defaults {
        headers
            .entry(name)
            .or_insert(HeaderValue::from_static(value));
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
