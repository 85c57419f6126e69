//! The guide's events on partners' pages (issue #38, part 1):
//!
//! - `GET /embed.js`: the widget, a module defining `<sarasota-events>`
//!   (named after the configured city). Built by the web app's build
//!   (`web/src/embed/embed.ts`); its element's name is given ahead of it.
//! - `GET /embed/events/fragment?…`: what the widget puts in its shadow
//!   root, its styles included. Read from any site (CORS, no credentials).
//! - `GET /embed/events?…`: the same as a page, for site builders that
//!   refuse scripts: the only page a partner's site may frame, and only
//!   from the origins the site setting `embed_origins` lists.
//!
//! One template writes both; core reads the attributes and says what each
//! event is (`guide_core::content::embed`). Neither sets a cookie.

use std::collections::BTreeMap;
use std::sync::Arc;

use askama::Template;
use axum::extract::{Query, State};
use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Extension, Router};
use guide_core::CityClock;
use guide_core::content::embed::{EmbedLayout, EmbedList, EmbedRequest, element_name};
use guide_core::content::model::Event;
use guide_core::content::syndication::Listing;
use guide_core::text::catalogs::catalog;
use tower_http::cors::{AllowMethods, AllowOrigin, CorsLayer};

use crate::clock::city_clock;
use crate::error::ApiError;
use crate::read_cache::Freshness;
use crate::requester::{Requester, site_origin};
use crate::state::AppState;

/// The widget's and the iframe's styles: a few rules on the host's custom
/// properties (`--guide-accent`, `--guide-text`, `--guide-background`,
/// `--guide-muted`, `--guide-border`, `--guide-font`, `--guide-radius`).
const STYLES: &str = include_str!("embed.css");

/// The built widget (`web/src/embed/embed.ts`), from the web app's build.
const WIDGET_FILE: &str = ".server/embed.js";

/// The reads that answer any site: GET and HEAD, never with credentials
/// (no `Access-Control-Allow-Credentials`, so a browser sends no cookie
/// and shows nothing answered to one).
pub fn public_reads() -> CorsLayer {
    CorsLayer::new()
        .allow_origin(AllowOrigin::any())
        .allow_methods(AllowMethods::list([
            axum::http::Method::GET,
            axum::http::Method::HEAD,
        ]))
}

pub fn router(
    web_dir: &std::path::Path,
    city: &str,
    frame_ancestors: &[String],
) -> Router<AppState> {
    let widget = Widget::load(web_dir, city);
    let framing = Framing::new(frame_ancestors);
    Router::new()
        .route("/embed.js", get(move || async move { widget.respond() }))
        .route(
            "/embed/events/fragment",
            get(fragment).layer(public_reads()),
        )
        .route("/embed/events", get(page).layer(Extension(framing)))
}

/// `embed.js` as served: its element's name, then the built module.
#[derive(Clone)]
struct Widget {
    script: Option<Arc<str>>,
}

impl Widget {
    fn load(web_dir: &std::path::Path, city: &str) -> Widget {
        let path = web_dir.join(WIDGET_FILE);
        let script = match std::fs::read_to_string(&path) {
            Ok(built) => Some(
                format!(
                    "const GUIDE_ELEMENT = {};\n{built}",
                    serde_json::Value::from(element_name(city))
                )
                .into(),
            ),
            Err(error) => {
                tracing::warn!(path = %path.display(), %error, "no built widget: /embed.js answers 404");
                None
            }
        };
        Widget { script }
    }

    fn respond(&self) -> Response {
        let Some(script) = &self.script else {
            return ApiError::NotFound.into_response();
        };
        (
            [
                (header::CONTENT_TYPE, "text/javascript; charset=utf-8"),
                // Partners' pages load it on every visit: an hour in their
                // visitors' caches, a new build reaches them within it.
                (header::CACHE_CONTROL, "public, max-age=3600"),
                (header::ACCESS_CONTROL_ALLOW_ORIGIN, "*"),
            ],
            script.to_string(),
        )
            .into_response()
    }
}

/// The iframe's Content-Security-Policy: no script at all, its styles
/// inline, pictures from the guide and https, framed only by the guide
/// itself and the configured partners.
#[derive(Clone)]
struct Framing(HeaderValue);

impl Framing {
    fn new(origins: &[String]) -> Framing {
        let ancestors = std::iter::once("'self'")
            .chain(origins.iter().map(String::as_str))
            .collect::<Vec<_>>()
            .join(" ");
        Framing(
            HeaderValue::from_str(&format!(
                "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' https: data:; \
                 base-uri 'none'; form-action 'none'; frame-ancestors {ancestors}"
            ))
            .expect("checked origins make a header value"),
        )
    }
}

#[derive(Template)]
#[template(path = "embed_events.html")]
struct EmbedMarkup<'a> {
    list: &'a EmbedList,
    /// A page of its own (the iframe's), or what a shadow root holds.
    page: bool,
    styles: &'a str,
    cards: bool,
}

impl EmbedMarkup<'_> {
    fn theme(&self) -> &'static str {
        self.list.theme.as_str()
    }

    fn layout(&self) -> &'static str {
        self.list.layout.as_str()
    }
}

/// `GET /embed/events/fragment`.
async fn fragment(
    State(state): State<AppState>,
    headers: HeaderMap,
    client: Option<Extension<Requester>>,
    Query(params): Query<Vec<(String, String)>>,
) -> Result<Response, ApiError> {
    respond(&state, &headers, client.as_deref(), params, false).await
}

/// `GET /embed/events`.
async fn page(
    State(state): State<AppState>,
    Extension(framing): Extension<Framing>,
    headers: HeaderMap,
    client: Option<Extension<Requester>>,
    Query(params): Query<Vec<(String, String)>>,
) -> Result<Response, ApiError> {
    let mut response = respond(&state, &headers, client.as_deref(), params, true).await?;
    response
        .headers_mut()
        .insert(header::CONTENT_SECURITY_POLICY, framing.0);
    Ok(response)
}

/// The list `params` ask for, as a page or a fragment. Made once per
/// content version, city day (or minute, for 'Tonight'), address and
/// origin, with its ETag, as the events list is.
async fn respond(
    state: &AppState,
    headers: &HeaderMap,
    client: Option<&Requester>,
    params: Vec<(String, String)>,
    page: bool,
) -> Result<Response, ApiError> {
    // The refusal names the attribute in `fields`: the widget then asks
    // again without it rather than show its visitors an error.
    let request = EmbedRequest::from_address(params.iter().map(|(k, v)| (k.as_str(), v.as_str())))
        .map_err(|error| ApiError::Invalid {
            fields: BTreeMap::from([(error.attribute().to_string(), error.to_string())]),
            message: error.to_string(),
        })?;
    let mut now = city_clock(state.site.time_zone);
    if !request.events.dates.reads_the_minute() {
        now = CityClock::midnight(now.today);
    }
    let origin = site_origin(state.config.site.public_url.as_deref(), headers, client);
    let key = format!(
        "embed/{}?{request:?}&{origin}&{}&{}",
        if page { "page" } else { "fragment" },
        now.today,
        now.minutes
    );
    let version = state.store.recent_content_version().await?;
    let (store, index, site) = (
        state.store.clone(),
        state.event_index.clone(),
        state.site.clone(),
    );
    let build = move || async move {
        let index = index.events(&store, version).await?;
        let shown: Vec<Event> = index
            .filter(&request.events, now)
            .into_iter()
            .take(request.limit)
            .map(|i| index.shown(i as usize, now.today))
            .collect();
        let listed: Vec<&Event> = shown.iter().collect();
        let list = EmbedList::of(
            &request,
            &listed,
            &Listing {
                words: catalog(request.lang),
                origin: &origin,
                zone: site.time_zone,
                today: now.today,
            },
            &site.city,
            &site.brand,
        );
        let markup = EmbedMarkup {
            list: &list,
            page,
            styles: STYLES,
            cards: list.layout == EmbedLayout::Cards,
        };
        Ok(markup.render()?.into_bytes())
    };
    let response = state
        .reads
        .respond_as(
            &key,
            version,
            headers,
            Freshness::Revalidate,
            "text/html; charset=utf-8",
            build,
        )
        .await?;
    Ok(response)
}
