//! The HTML of every screen: the built `index.html` with the screen's own
//! head (title, description, canonical link, Open Graph and Twitter tags,
//! schema.org JSON-LD), written here so that crawlers and link previews
//! read it without JavaScript. Core decides what the head says.
//!
//! Item addresses are checked here too: a bare id or an old slug is
//! redirected to the canonical address, an unknown item or path answers
//! the app's 404 page with status 404. Also `/sitemap.xml` and
//! `/robots.txt`, which name the site's absolute addresses.

use std::collections::HashMap;
use std::path::Path;
use std::sync::Arc;

use askama::Template;
use axum::extract::{Request, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, Uri, header};
use axum::response::{Html, IntoResponse, Redirect, Response};
use guide_core::model::SiteInfo;
use guide_core::pages::{self, ItemKind, PageHead, Site, item_path, parse_item_path};

use super::page_hints::Painted;
use super::written;
use crate::client::{Client, site_origin};
use crate::store::Store;

/// What a page is written from.
#[derive(Clone)]
pub struct Pages {
    shell: Arc<Shell>,
    store: Store,
    site: Arc<SiteInfo>,
    /// The configured public address, without a trailing '/'.
    public_url: Option<Arc<str>>,
}

/// The built `index.html` cut where the head goes (the app's own title and
/// description are replaced by the page's) and where a screen written ahead
/// goes (inside the app's root).
struct Shell {
    before: String,
    /// `before` with the app's stylesheet in a `<style>` element instead of
    /// a link to it, for pages sent painted: their first paint then waits
    /// for no other download than the hero's image.
    before_styled: String,
    /// From `</head>` to the inside of `<div id="root">`.
    middle: String,
    after: String,
    /// Each screen's markup as the build wrote it (`web/scripts/prerender.mjs`),
    /// by path: painted before any script runs, then taken over by React.
    prerendered: HashMap<String, String>,
}

const ROOT: &str = "<div id=\"root\">";

impl Shell {
    fn load(web_dir: &Path) -> Shell {
        let html = std::fs::read_to_string(web_dir.join("index.html")).unwrap_or_else(|_| {
            "<!doctype html><html lang=\"en\"><head></head><body><div id=\"root\"></div></body></html>"
                .to_string()
        });
        let html = without_element(&html, "<title", "</title>");
        let html = without_element(&html, "<meta name=\"description\"", ">");
        let (before, rest) = html.split_at(html.find("</head>").unwrap_or(0));
        let (middle, after) = match rest.find(ROOT) {
            Some(at) => rest.split_at(at + ROOT.len()),
            None => (rest, ""),
        };
        Shell {
            before_styled: with_stylesheet_inline(before, web_dir),
            before: before.to_string(),
            middle: middle.to_string(),
            after: after.to_string(),
            prerendered: if after.is_empty() {
                HashMap::new()
            } else {
                prerendered(&web_dir.join("prerendered"))
            },
        }
    }
}

/// `head` with its (first) stylesheet link replaced by the stylesheet
/// itself; unchanged if there is none or it cannot be read.
fn with_stylesheet_inline(head: &str, web_dir: &Path) -> String {
    const LINK: &str = "<link rel=\"stylesheet\" crossorigin href=\"/";
    let Some(from) = head.find(LINK) else {
        return head.to_string();
    };
    let Some(length) = head[from..].find('>') else {
        return head.to_string();
    };
    let tag = &head[from..=from + length];
    let Some(file) = tag[LINK.len()..].split('"').next() else {
        return head.to_string();
    };
    match std::fs::read_to_string(web_dir.join(file)) {
        Ok(css) if !css.to_ascii_lowercase().contains("</style") => {
            head.replacen(tag, &format!("<style>{}</style>", css.trim_end()), 1)
        }
        _ => head.to_string(),
    }
}

/// `dir`'s `<name>.html` files by the path they render: `/<name>`, and `/`
/// for `index`. None without a build that wrote them.
fn prerendered(dir: &Path) -> HashMap<String, String> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return HashMap::new();
    };
    entries
        .flatten()
        .filter_map(|entry| {
            let file = entry.path();
            let name = file
                .file_name()?
                .to_str()?
                .strip_suffix(".html")?
                .to_string();
            let markup = std::fs::read_to_string(&file).ok()?;
            let path = if name == "index" {
                "/".to_string()
            } else {
                format!("/{name}")
            };
            Some((path, markup))
        })
        .collect()
}

/// `html` without the first element that starts with `start`, up to and
/// including `end` (and the line break after it).
fn without_element(html: &str, start: &str, end: &str) -> String {
    let Some(from) = html.find(start) else {
        return html.to_string();
    };
    let Some(length) = html[from..].find(end) else {
        return html.to_string();
    };
    let mut to = from + length + end.len();
    if html[to..].starts_with('\n') {
        to += 1;
    }
    format!(
        "{}{}",
        html[..from].trim_end_matches([' ', '\t']),
        &html[to..]
    )
}

#[derive(Template)]
#[template(path = "page_head.html")]
struct HeadTags<'a> {
    head: &'a PageHead,
    canonical: String,
    site_name: String,
    noindex: bool,
    /// Serialized, with '<' escaped so that no text in it can end the script.
    json_ld: Option<String>,
}

pub struct SitemapUrl {
    loc: String,
    lastmod: Option<String>,
}

#[derive(Template)]
#[template(path = "sitemap.xml")]
struct Sitemap {
    urls: Vec<SitemapUrl>,
}

impl Pages {
    pub fn new(
        web_dir: &Path,
        store: Store,
        site: Arc<SiteInfo>,
        public_url: Option<&str>,
    ) -> Pages {
        Pages {
            shell: Arc::new(Shell::load(web_dir)),
            store,
            site,
            public_url: public_url.map(|u| Arc::from(u.trim_end_matches('/'))),
        }
    }

    /// The site's public origin (see [`site_origin`]).
    fn origin(&self, headers: &HeaderMap, client: Option<&Client>) -> String {
        site_origin(self.public_url.as_deref(), headers, client)
    }

    /// The page of `head`, with the screen written ahead for `screen` (a
    /// path) when the build wrote one, completed by the server (see
    /// `written.rs`) for the request's `headers`.
    async fn render(
        &self,
        status: StatusCode,
        head: &PageHead,
        origin: &str,
        screen: Option<&str>,
        headers: &HeaderMap,
    ) -> Response {
        let written = screen.and_then(|path| Some((path, self.shell.prerendered.get(path)?)));
        let screen = match written {
            Some((path, screen)) => {
                Some(written::complete(screen, path, &self.store, &self.site, headers).await)
            }
            None => None,
        };
        let tags = HeadTags {
            head,
            canonical: format!("{origin}{}", head.path),
            site_name: format!("{} Visitor Guide", self.site.brand),
            noindex: status != StatusCode::OK || head.path == "/admin",
            json_ld: head
                .json_ld
                .as_ref()
                .map(|v| v.to_string().replace('<', "\\u003c")),
        };
        match tags.render() {
            Ok(tags) => {
                let shell = &self.shell;
                let before = match screen {
                    Some(_) => &shell.before_styled,
                    None => &shell.before,
                };
                let html = format!(
                    "{before}    {tags}\n  {}{}{}",
                    shell.middle,
                    screen.as_deref().unwrap_or_default(),
                    shell.after
                );
                let mut response = (status, Html(html)).into_response();
                // Painted whole, unless a part waits for the app (as
                // `web/src/boot.ts` reads it).
                if screen.is_some_and(|screen| !screen.contains("aria-busy=\"true\"")) {
                    response.extensions_mut().insert(Painted);
                }
                response
            }
            Err(error) => {
                tracing::error!(?error, "rendering a page head");
                StatusCode::INTERNAL_SERVER_ERROR.into_response()
            }
        }
    }
}

/// The head of the item an address names, or why there is none.
enum Item {
    Found(PageHead),
    Missing,
}

async fn item_head(pages: &Pages, kind: ItemKind, id: i64, site: Site<'_>) -> anyhow::Result<Item> {
    let store = &pages.store;
    let head = match kind {
        ItemKind::Event => store.event(id).await?.map(|e| pages::event_head(&e, site)),
        ItemKind::Activity => store
            .activity(id)
            .await?
            .map(|a| pages::activity_head(&a, site)),
        ItemKind::Restaurant => store
            .restaurant(id)
            .await?
            .map(|r| pages::restaurant_head(&r, site)),
    };
    Ok(head.map_or(Item::Missing, Item::Found))
}

/// Any screen of the app (GET or HEAD of a path that is not a file).
pub async fn page(State(pages): State<Pages>, request: Request) -> Response {
    let uri = request.uri().clone();
    let headers = request.headers().clone();
    let origin = pages.origin(&headers, request.extensions().get::<Client>());
    let site = Site {
        brand: &pages.site.brand,
        city: &pages.site.city,
        origin: &origin,
    };
    let path = uri.path();
    if let Some(head) = pages::route_head(path, site) {
        // A query (filters, a search) can change the screen's first look:
        // the app draws it alone then.
        let screen = uri.query().is_none().then_some(path);
        return pages
            .render(StatusCode::OK, &head, &origin, screen, &headers)
            .await;
    }
    let not_found = async || {
        let head = pages::not_found_head(path, site);
        pages
            .render(StatusCode::NOT_FOUND, &head, &origin, None, &headers)
            .await
    };
    let Some((kind, id)) = parse_item_path(path) else {
        return not_found().await;
    };
    match item_head(&pages, kind, id, site).await {
        Ok(Item::Found(head)) if head.path == path => {
            pages
                .render(StatusCode::OK, &head, &origin, None, &headers)
                .await
        }
        Ok(Item::Found(head)) => Redirect::permanent(&with_query(&head.path, &uri)).into_response(),
        Ok(Item::Missing) => not_found().await,
        Err(error) => {
            tracing::error!(?error, "reading an item for its page");
            StatusCode::SERVICE_UNAVAILABLE.into_response()
        }
    }
}

fn with_query(path: &str, uri: &Uri) -> String {
    match uri.query() {
        Some(query) => format!("{path}?{query}"),
        None => path.to_string(),
    }
}

/// `GET /sitemap.xml`: every screen a visitor can land on, and every item
/// with the time it last changed.
pub async fn sitemap(State(pages): State<Pages>, request: Request) -> Response {
    let origin = pages.origin(request.headers(), request.extensions().get::<Client>());
    let mut urls: Vec<SitemapUrl> = [
        "/",
        "/events",
        "/activities",
        "/restaurants",
        "/weather",
        "/suggest",
    ]
    .into_iter()
    .map(|path| SitemapUrl {
        loc: format!("{origin}{path}"),
        lastmod: None,
    })
    .collect();
    for kind in ItemKind::ALL {
        let items = match pages.store.sitemap_items(kind).await {
            Ok(items) => items,
            Err(error) => {
                tracing::error!(?error, "reading the sitemap's items");
                return StatusCode::SERVICE_UNAVAILABLE.into_response();
            }
        };
        urls.extend(items.into_iter().map(|item| SitemapUrl {
            loc: format!("{origin}{}", item_path(kind, item.id, &item.title)),
            lastmod: item.updated_at,
        }));
    }
    match (Sitemap { urls }).render() {
        Ok(xml) => (
            [(
                header::CONTENT_TYPE,
                HeaderValue::from_static("application/xml; charset=utf-8"),
            )],
            xml,
        )
            .into_response(),
        Err(error) => {
            tracing::error!(?error, "rendering the sitemap");
            StatusCode::INTERNAL_SERVER_ERROR.into_response()
        }
    }
}

/// `GET /robots.txt`: crawlers stay out of the API and the dashboard, and
/// are told where the sitemap is.
pub async fn robots(State(pages): State<Pages>, request: Request) -> Response {
    let origin = pages.origin(request.headers(), request.extensions().get::<Client>());
    let text = format!(
        "User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\n\nSitemap: {origin}/sitemap.xml\n"
    );
    (
        [(
            header::CONTENT_TYPE,
            HeaderValue::from_static("text/plain; charset=utf-8"),
        )],
        text,
    )
        .into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shell_loses_its_own_title_and_description() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join("index.html"),
            "<html>\n  <head>\n    <meta charset=\"UTF-8\" />\n    <meta name=\"description\" content=\"x\" />\n    <title>Old</title>\n  </head>\n<body></body></html>",
        )
        .unwrap();
        let shell = Shell::load(dir.path());
        assert!(!shell.before.contains("Old") && !shell.before.contains("description"));
        assert!(shell.before.contains("charset") && shell.middle.starts_with("</head>"));
    }

    #[test]
    fn screens_written_ahead_go_inside_the_root_by_path() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join("index.html"),
            "<html><head><title>Old</title><link rel=\"stylesheet\" crossorigin href=\"/assets/app-1.css\"></head><body><div id=\"root\"></div><script></script></body></html>",
        )
        .unwrap();
        std::fs::create_dir(dir.path().join("assets")).unwrap();
        std::fs::write(dir.path().join("assets/app-1.css"), ".a{color:red}\n").unwrap();
        std::fs::create_dir(dir.path().join("prerendered")).unwrap();
        for (name, markup) in [("index", "<p>home</p>"), ("events", "<p>events</p>")] {
            std::fs::write(dir.path().join(format!("prerendered/{name}.html")), markup).unwrap();
        }
        let shell = Shell::load(dir.path());
        assert_eq!(
            shell.before,
            "<html><head><link rel=\"stylesheet\" crossorigin href=\"/assets/app-1.css\">"
        );
        assert_eq!(
            shell.before_styled,
            "<html><head><style>.a{color:red}</style>"
        );
        assert_eq!(shell.middle, "</head><body><div id=\"root\">");
        assert_eq!(shell.after, "</div><script></script></body></html>");
        assert_eq!(shell.prerendered.len(), 2);
        assert_eq!(shell.prerendered["/"], "<p>home</p>");
        assert_eq!(shell.prerendered["/events"], "<p>events</p>");
    }

    #[test]
    fn without_a_build_there_is_nothing_written_ahead() {
        let dir = tempfile::tempdir().unwrap();
        let shell = Shell::load(dir.path());
        assert!(shell.prerendered.is_empty());
        assert!(shell.middle.ends_with("<div id=\"root\">"));
    }
}
