//! Serves the built web app: hashed assets cached for a year, every screen
//! as `index.html` with its own head (never cached, `pages.rs`), and
//! uploaded images (from the upload store, `objects.rs`).

use guide_core::text::lang::Lang;
use std::path::Path;
use std::sync::Arc;

use axum::Router;
use axum::extract::Request;
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::Response;
use axum::routing::get;
use tower_http::services::ServeDir;

use crate::objects::Objects;

mod manifest;
mod page_hints;
mod pages;
mod render;
mod render_core;
use page_hints::PageHints;
pub use pages::Pages;
pub use render::{Device, Read, ReadAnswer, Renderer};

const IMMUTABLE: &str = "public, max-age=31536000, immutable";

pub fn router<S: Clone + Send + Sync + 'static>(
    web_dir: &Path,
    objects: Objects,
    pages: Pages,
) -> Router<S> {
    if !web_dir.join("index.html").is_file() {
        tracing::warn!(dir = %web_dir.display(), "no built web app found: run the build first");
    }
    // A file of the build (icons, the service worker) as it is; any other
    // path is a screen of the app, `/` included.
    let spa = ServeDir::new(web_dir)
        .append_index_html_on_directories(false)
        .fallback(get(pages::page).with_state(pages.clone()));
    let page_hints = PageHints::load(web_dir);
    Router::new()
        // A missing asset is a 404, not the app's index page. The build
        // writes each asset compressed once at the strongest levels
        // (`.br`, `.gz`): a phone downloads about a fifth less than with
        // the compression done per request, at no cost per request.
        .nest_service(
            "/assets",
            ServeDir::new(web_dir.join("assets"))
                .precompressed_br()
                .precompressed_gzip(),
        )
        // The API reference page's Swagger UI (/api/docs), compressed by
        // the build as the assets are; revalidated, as its names are not
        // hashed.
        .nest_service(
            "/api-docs",
            ServeDir::new(web_dir.join("api-docs"))
                .precompressed_br()
                .precompressed_gzip(),
        )
        .merge(
            Router::new()
                // Any path below, so that one that is not a key (deeper, or
                // with dots) is a 404, never the app's index page.
                .route("/public-objects/{*key}", get(crate::objects::serve))
                // The build's manifest and the server renderer are for this
                // server, not for browsers.
                .route("/.vite/{*path}", get(|| async { StatusCode::NOT_FOUND }))
                .route("/.server/{*path}", get(|| async { StatusCode::NOT_FOUND }))
                .with_state(objects),
        )
        .merge(
            // A sitemap per language: `/sitemap.xml`, `/es/sitemap.xml`…
            Lang::ALL
                .into_iter()
                .fold(Router::new(), |router, lang| {
                    router.route(&lang.path("/sitemap.xml"), get(pages::sitemap))
                })
                .route("/robots.txt", get(pages::robots))
                .with_state(pages),
        )
        .fallback_service(spa)
        .layer(middleware::from_fn_with_state(
            Arc::new(page_hints),
            page_hints::add_link_header,
        ))
        .layer(middleware::from_fn(cache_headers))
}

/// Vite names every file under `assets/` by its content hash and uploads are
/// stored under content-derived keys, so a found file never changes: cache it
/// for a year. Everything else, `index.html` above all, is revalidated.
async fn cache_headers(request: Request, next: Next) -> Response {
    let path = request.uri().path();
    let immutable = path.starts_with("/assets/") || path.starts_with("/public-objects/");
    let mut response = next.run(request).await;
    let value = if immutable && response.status().is_success() {
        IMMUTABLE
    } else {
        "no-cache"
    };
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static(value));
    response
}
