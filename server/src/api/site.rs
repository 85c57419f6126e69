//! `GET /api/site`: the brand, city, curator and links the web app renders;
//! `GET /api/areas`: the city's restaurant areas (Dining's filter and Area
//! View, the places near an item), apart so that the screens that never
//! use them do not carry them in their first paint; `GET /api/landmarks`:
//! the places a list can be ordered from; and the installable
//! app's manifest, `/manifest.webmanifest`, named after the same brand.

use axum::Json;
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::{IntoResponse, Response};
use guide_core::content::landmarks;
use serde::Serialize;

use super::routes::{Access::Read, GET, Routes};
use crate::error::ApiError;
use crate::read_cache::Freshness;
use crate::state::AppState;

pub fn routes() -> Routes {
    Routes::new()
        .add(Read, GET, "/site", site_info)
        .add(Read, GET, "/areas", areas)
        .add(Read, GET, "/landmarks", landmarks)
}

/// The configuration never changes while the server runs: one version, and
/// an ETag so that a revalidation costs no body.
async fn site_info(
    State(state): State<AppState>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let site = state.site.clone();
    Ok(state
        .reads
        .respond("site", 0, &headers, Freshness::Default, || async move {
            Ok(site.as_ref().clone())
        })
        .await?)
}

/// The area table comes from the configuration, as the site's words do.
async fn areas(State(state): State<AppState>, headers: HeaderMap) -> Result<Response, ApiError> {
    let config = state.config.clone();
    Ok(state
        .reads
        .respond("areas", 0, &headers, Freshness::Default, || async move {
            Ok(config.site.areas.clone())
        })
        .await?)
}

/// The places a list can be ordered from ('Near a place'): the areas with
/// a box, and the venues, activities and restaurants with a position. A
/// version of the content, as the lists are.
async fn landmarks(
    State(state): State<AppState>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let version = state.store.recent_content_version().await?;
    let (store, config) = (state.store.clone(), state.config.clone());
    Ok(state
        .reads
        .respond(
            "landmarks",
            version,
            &headers,
            Freshness::Default,
            || async move {
                let venues = store.placed_venues().await?;
                let activities = store.list_activities().await?;
                let restaurants = store.list_restaurants().await?;
                Ok(landmarks::landmarks(
                    &config.site.areas,
                    &venues,
                    &activities,
                    &restaurants,
                ))
            },
        )
        .await?)
}

/// The web app manifest (W3C "Web Application Manifest"; its members are
/// snake_case by that standard). Read by browsers, not by the web app.
#[derive(Serialize)]
struct WebManifest {
    name: String,
    short_name: String,
    description: String,
    start_url: &'static str,
    scope: &'static str,
    display: &'static str,
    theme_color: &'static str,
    background_color: &'static str,
    icons: [ManifestIcon; 3],
}

#[derive(Serialize)]
struct ManifestIcon {
    src: &'static str,
    sizes: &'static str,
    #[serde(rename = "type")]
    media_type: &'static str,
    purpose: &'static str,
}

const fn png(src: &'static str, sizes: &'static str, purpose: &'static str) -> ManifestIcon {
    ManifestIcon {
        src,
        sizes,
        media_type: "image/png",
        purpose,
    }
}

/// The web app manifest: installable, standalone, started at `/`.
pub async fn manifest(State(state): State<AppState>) -> Response {
    let site = &state.site;
    let body = WebManifest {
        name: format!("{} Visitor Guide", site.brand),
        short_name: site.brand.clone(),
        description: format!(
            "Events, activities and restaurants in {}: plan your visit, even offline.",
            site.city
        ),
        start_url: "/",
        scope: "/",
        display: "standalone",
        theme_color: "#0e7490",
        background_color: "#ffffff",
        icons: [
            png("/icons/icon-192.png", "192x192", "any"),
            png("/icons/icon-512.png", "512x512", "any"),
            png("/icons/icon-maskable-512.png", "512x512", "maskable"),
        ],
    };
    let mut response = Json(body).into_response();
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/manifest+json"),
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    response
}
