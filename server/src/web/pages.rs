//! The HTML of every screen: the built `index.html` with the screen's own
//! head (title, description, canonical link, Open Graph and Twitter tags,
//! schema.org JSON-LD), written here so that crawlers and link previews
//! read it without JavaScript. Core decides what the head says.
//!
//! Item addresses are checked here too: a bare id or an old slug is
//! redirected to the canonical address, an unknown item or path answers
//! the app's 404 page with status 404. Also `/sitemap.xml` and
//! `/robots.txt`, which name the site's absolute addresses.

use std::path::Path;
use std::sync::Arc;

use askama::Template;
use axum::extract::{Request, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, Uri, header};
use axum::response::{Html, IntoResponse, Redirect, Response};
use guide_core::content::paths::{ItemKind, parse_item_path};
use guide_core::content::site::SiteInfo;
use guide_core::pages::{self, PageHead, ROUTES, Site, route_of};
use guide_core::text::catalogs::catalog;
use guide_core::text::lang::Lang;
use guide_core::text::words::{Arg, Localizer};

use super::manifest::{self, Manifest};
use super::page_hints::ServerRendered;
use super::render::{Device, Rendered, Renderer};
use crate::read_cache::Compressed;
use crate::requester::{Requester, site_origin};
use crate::store::Store;

/// What a page is written from.
#[derive(Clone)]
pub struct Pages {
    shell: Arc<Shell>,
    store: Store,
    site: Arc<SiteInfo>,
    /// The configured public address, without a trailing '/'.
    public_url: Option<Arc<str>>,
    /// Renders a public screen's first HTML; none without a build.
    renderer: Option<Renderer>,
}

/// The page as built (`web/index.html`), cut at its placeholders: where
/// the page's head goes, its stylesheet, the screen rendered by the server
/// (inside the app's root) and the reads it was rendered from. Nothing else of
/// the built HTML is read.
struct Shell {
    /// Up to the root element's start tag, `<html lang="en">`, written
    /// with the page's language.
    doctype: String,
    /// From the root element's start tag to the head's placeholder.
    start: String,
    /// From the head's placeholder to the stylesheet's.
    to_styles: String,
    /// The stylesheet as built: a link to its file.
    linked_styles: String,
    /// The stylesheet itself in a `<style>` element, for pages sent rendered:
    /// their first paint then waits for no other download than their
    /// images. None when the build's manifest does not name it.
    inline_styles: Option<String>,
    /// From the stylesheet's placeholder to the screen's.
    to_screen: String,
    /// From the screen's placeholder to the data's.
    to_data: String,
    /// The rest.
    end: String,
}

/// The root element as built: its `lang` is the page's.
const ROOT: &str = "<html lang=\"en\">";
/// The page's placeholders: the head and the styles are regions (what the
/// build put between their marks is the page's own, for the service
/// worker's copy), the screen and its data are points.
const HEAD: (&str, &str) = ("<!--app-head-->", "<!--/app-head-->");
const STYLES: (&str, &str) = ("<!--app-styles-->", "<!--/app-styles-->");
const SCREEN: &str = "<!--app-html-->";
const DATA: &str = "<!--app-data-->";

/// The page without a build: the app's root, and nothing to render it.
const NO_BUILD: &str = "<!doctype html><html lang=\"en\"><head><!--app-head--><!--/app-head-->\
                        <!--app-styles--><!--/app-styles--></head><body><div id=\"root\"><!--app-html--></div>\
                        <!--app-data--></body></html>";

impl Shell {
    fn load(web_dir: &Path) -> Shell {
        let mut shell = match std::fs::read_to_string(web_dir.join("index.html")) {
            Ok(html) => Shell::parse(&html).unwrap_or_else(|error| {
                tracing::error!(%error, "the built index.html does not fit this server: its pages are sent empty");
                Shell::without_build()
            }),
            Err(_) => Shell::without_build(),
        };
        shell.inline_styles = Manifest::load(web_dir)
            .file(manifest::STYLESHEET)
            .and_then(|file| std::fs::read_to_string(web_dir.join(file)).ok())
            // (A stylesheet that could end the element stays linked.)
            .filter(|css| !css.to_ascii_lowercase().contains("</style"))
            .map(|css| format!("<style>{}</style>", css.trim_end()));
        shell
    }

    fn without_build() -> Shell {
        Shell::parse(NO_BUILD).expect("the page without a build has every placeholder")
    }

    /// `html` cut at the placeholders, which must each be there once, in
    /// this order.
    fn parse(html: &str) -> Result<Shell, String> {
        let cut = |html: &'_ str, mark: &str| -> Result<(String, String), String> {
            match html.split_once(mark) {
                Some((before, after)) if !after.contains(mark) => {
                    Ok((before.to_string(), after.to_string()))
                }
                Some(_) => Err(format!("{mark} is there twice")),
                None => Err(format!("{mark} is missing, or out of order")),
            }
        };
        let (doctype, rest) = cut(html, ROOT)?;
        let (start, rest) = cut(&rest, HEAD.0)?;
        let (_, rest) = cut(&rest, HEAD.1)?;
        let (to_styles, rest) = cut(&rest, STYLES.0)?;
        let (linked_styles, rest) = cut(&rest, STYLES.1)?;
        let (to_screen, rest) = cut(&rest, SCREEN)?;
        let (to_data, end) = cut(&rest, DATA)?;
        Ok(Shell {
            doctype,
            start,
            to_styles,
            linked_styles,
            inline_styles: None,
            to_screen,
            to_data,
            end,
        })
    }

    /// The page in `lang`: `tags` in its head, and in the root `screen`
    /// with the reads it was rendered from in a data block after it
    /// (`web/src/main.tsx` reads it).
    fn page(&self, lang: Lang, tags: &str, screen: Option<&Rendered>) -> String {
        let Shell {
            doctype,
            start,
            to_styles,
            linked_styles,
            inline_styles,
            to_screen,
            to_data,
            end,
        } = self;
        let start = format!("{doctype}<html lang=\"{}\">{start}", lang.code());
        let Some(screen) = screen else {
            return format!("{start}{tags}{to_styles}{linked_styles}{to_screen}{to_data}{end}");
        };
        let styles = inline_styles.as_deref().unwrap_or(linked_styles);
        format!(
            "{start}{tags}{to_styles}{styles}{to_screen}{}{to_data}\
             <script type=\"application/json\" id=\"server-data\">{}</script>{end}",
            screen.html, screen.data
        )
    }
}

#[derive(Template)]
#[template(path = "page_head.html")]
struct HeadTags<'a> {
    head: &'a PageHead,
    canonical: String,
    /// The page in every language (`hreflang`, with English as the
    /// default); none for a page that is not indexed.
    alternates: Vec<Alternate>,
    site_name: String,
    noindex: bool,
    /// The news feeds of a list of events (`rel="alternate"`).
    feeds: Vec<FeedLink>,
    /// Serialized, with '<' escaped so that no text in it can end the script.
    json_ld: Option<String>,
}

/// A news feed a page offers.
struct FeedLink {
    kind: &'static str,
    title: String,
    href: String,
}

/// The address's filters a feed of the events list keeps.
const FEED_FILTERS: [&str; 6] = ["category", "venue", "dates", "start", "end", "q"];

/// The RSS and Atom feeds of Home's and the events page's events (#38),
/// under the list's own filters (`address`, the page's address with its
/// query) and in its language.
fn feed_links(origin: &str, address: &str, lang: Lang, brand: &str) -> Vec<FeedLink> {
    let query = address.split_once('?').map_or("", |(_, query)| query);
    let filters: Vec<(String, String)> = url::form_urlencoded::parse(query.as_bytes())
        .filter(|(key, value)| FEED_FILTERS.contains(&key.as_ref()) && !value.trim().is_empty())
        .map(|(key, value)| (key.into_owned(), value.into_owned()))
        .collect();
    let value = |key: &str| {
        filters
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    };
    let name = guide_core::plan::calendar::events_feed_name(
        brand,
        catalog(lang),
        guide_core::plan::calendar::FeedFilter {
            category: value("category"),
            venue: value("venue"),
            ..Default::default()
        },
    );
    let mut form = url::form_urlencoded::Serializer::new(String::new());
    form.extend_pairs(filters.iter());
    if lang != Lang::En {
        form.append_pair("lang", lang.code());
    }
    let search = form.finish();
    let search = if search.is_empty() {
        search
    } else {
        format!("?{search}")
    };
    [
        ("application/rss+xml", "rss", "RSS"),
        ("application/atom+xml", "atom", "Atom"),
    ]
    .into_iter()
    .map(|(kind, extension, format)| FeedLink {
        kind,
        title: format!("{name} ({format})"),
        href: format!("{origin}/feeds/events.{extension}{search}"),
    })
    .collect()
}

/// An address of the same page in another language.
struct Alternate {
    hreflang: &'static str,
    href: String,
}

/// A page's addresses in every language (core's), and `x-default`:
/// English, the spec's own.
fn alternates(origin: &str, addresses: &[(Lang, String)]) -> Vec<Alternate> {
    let mut all: Vec<Alternate> = addresses
        .iter()
        .map(|(lang, path)| Alternate {
            hreflang: lang.code(),
            href: format!("{origin}{path}"),
        })
        .collect();
    if let Some((_, english)) = addresses.iter().find(|(lang, _)| *lang == Lang::En) {
        all.push(Alternate {
            hreflang: "x-default",
            href: format!("{origin}{english}"),
        });
    }
    all
}

pub struct SitemapUrl {
    loc: String,
    lastmod: Option<String>,
    alternates: Vec<Alternate>,
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
        renderer: Option<Renderer>,
    ) -> Pages {
        Pages {
            shell: Arc::new(Shell::load(web_dir)),
            store,
            site,
            public_url: public_url.map(|u| Arc::from(u.trim_end_matches('/'))),
            renderer,
        }
    }

    /// The screen at `url` rendered by the renderer. None when there is no
    /// renderer or it failed (logged): the browser's app renders it then.
    async fn rendered(&self, url: &str, device: Device) -> Option<Rendered> {
        let renderer = self.renderer.as_ref()?;
        match renderer.render(url, device).await {
            Ok(screen) => Some(screen),
            Err(error) => {
                tracing::warn!(?error, url, "rendering a page on the server");
                None
            }
        }
    }

    /// The site's public origin (see [`site_origin`]).
    fn origin(&self, headers: &HeaderMap, client: Option<&Requester>) -> String {
        site_origin(self.public_url.as_deref(), headers, client)
    }

    /// The page of `head`, with the screen at `screen` (an address) rendered
    /// by the renderer for the request's device. A page answered 200 with
    /// a rendered screen, whose reads all hold for the day, is compressed once
    /// per coding asked for and kept by the response cache until the content or the city's day
    /// changes, and answers `If-None-Match`.
    async fn render(
        &self,
        status: StatusCode,
        head: &PageHead,
        origin: &str,
        screen: Option<&str>,
        headers: &HeaderMap,
    ) -> Response {
        let device = Device::of(headers);
        let (lang, spec_path) = Lang::split_path(&head.path);
        let route = route_of(spec_path);
        let staff_only = route.is_some_and(|route| !route.public);
        let noindex = status != StatusCode::OK || staff_only;
        let lists_events = route.is_some_and(|route| {
            matches!(route.screen, pages::Screen::Events | pages::Screen::Home)
        });
        let tags = HeadTags {
            head,
            canonical: format!("{origin}{}", head.path),
            alternates: if noindex {
                Vec::new()
            } else {
                alternates(origin, &head.addresses)
            },
            site_name: catalog(lang)
                .message("page-home-title", &[("brand", Arg::Text(&self.site.brand))]),
            noindex,
            feeds: match screen {
                Some(address) if lists_events && !noindex => {
                    feed_links(origin, address, lang, &self.site.brand)
                }
                _ => Vec::new(),
            },
            json_ld: head
                .json_ld
                .as_ref()
                .map(|v| v.to_string().replace('<', "\\u003c")),
        };
        let tags = match tags.render() {
            Ok(tags) => tags,
            Err(error) => {
                tracing::error!(?error, "rendering a page head");
                return StatusCode::INTERNAL_SERVER_ERROR.into_response();
            }
        };
        let Some(url) = screen else {
            return (status, Html(self.shell.page(lang, &tags, None))).into_response();
        };
        let rendered = self.rendered(url, device).await;
        let html = self.shell.page(lang, &tags, rendered.as_ref());
        // Rendered by the server: complete, unless a part waits for the app.
        let marker = rendered.as_ref().map(|rendered| ServerRendered {
            complete: rendered.complete,
        });
        // The page is kept by the response cache in front of the app, the
        // one place a page is kept (crate::response_cache), until the
        // content or the city's day changes: compressed once per coding, marked
        // reusable. Not a 404's (any address can ask for one), nor a
        // screen rendered from a read of the minute.
        if status == StatusCode::OK && rendered.as_ref().is_some_and(|rendered| rendered.reusable) {
            match Compressed::new(html.clone().into_bytes(), "text/html; charset=utf-8").await {
                Ok(copy) => {
                    let mut response = Arc::new(copy).respond(headers).await;
                    if let Some(marker) = marker {
                        response.extensions_mut().insert(marker);
                    }
                    return response;
                }
                Err(error) => tracing::warn!(?error, "compressing a rendered page"),
            }
        }
        let mut response = (status, Html(html)).into_response();
        if let Some(marker) = marker {
            response.extensions_mut().insert(marker);
        }
        response
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

/// Any screen of the app (GET or HEAD of a path that is not a file), at
/// its spec path in English or under a language's prefix (`/es/events`).
pub async fn page(State(pages): State<Pages>, request: Request) -> Response {
    let uri = request.uri().clone();
    let headers = request.headers().clone();
    let origin = pages.origin(&headers, request.extensions().get::<Requester>());
    let path = uri.path();
    let (lang, spec_path) = Lang::split_path(path);
    let site = Site {
        brand: &pages.site.brand,
        city: &pages.site.city,
        origin: &origin,
        words: catalog(lang),
        today: crate::clock::today(pages.site.time_zone),
    };
    // Every public screen is rendered by the server, with its filters or
    // search (the address's query); the dashboard, in every language too,
    // is rendered by the app once it knows who is signed in.
    let url = with_query(path, &uri);
    let route = route_of(spec_path);
    if let Some(head) = pages::route_head(spec_path, site) {
        let public = route.is_some_and(|route| route.public);
        let screen = public.then_some(url.as_str());
        return pages
            .render(StatusCode::OK, &head, &origin, screen, &headers)
            .await;
    }
    let not_found = async || {
        let head = pages::not_found_head(path, site);
        pages
            .render(StatusCode::NOT_FOUND, &head, &origin, Some(&url), &headers)
            .await
    };
    if let Some(target) = pages::alias_target(spec_path) {
        return Redirect::permanent(&with_query(&lang.path(&target), &uri)).into_response();
    }
    let Some((kind, id)) = parse_item_path(spec_path) else {
        return not_found().await;
    };
    match item_head(&pages, kind, id, site).await {
        Ok(Item::Found(head)) if head.path == path => {
            pages
                .render(StatusCode::OK, &head, &origin, Some(&url), &headers)
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

/// `GET /sitemap.xml`, `/es/sitemap.xml`…: every screen a visitor can
/// land on, and every item with the time it last changed, in the
/// sitemap's language, each naming its page in the others (Google's
/// `xhtml:link` alternates). One file per language keeps each under the
/// protocol's 50,000 addresses for as many items.
pub async fn sitemap(State(pages): State<Pages>, request: Request) -> Response {
    let origin = pages.origin(request.headers(), request.extensions().get::<Requester>());
    let (lang, _) = Lang::split_path(request.uri().path());
    let in_language = |addresses: Vec<(Lang, String)>, lastmod: Option<String>| SitemapUrl {
        loc: addresses
            .iter()
            .find(|(l, _)| *l == lang)
            .map(|(_, path)| format!("{origin}{path}"))
            .unwrap_or_default(),
        lastmod,
        alternates: alternates(&origin, &addresses),
    };
    let mut urls: Vec<SitemapUrl> = ROUTES
        .iter()
        .filter(|route| route.listed)
        .map(|route| in_language(pages::route_addresses(route.path), None))
        .collect();
    for kind in ItemKind::ALL {
        let items = match pages.store.sitemap_items(kind).await {
            Ok(items) => items,
            Err(error) => {
                tracing::error!(?error, "reading the sitemap's items");
                return StatusCode::SERVICE_UNAVAILABLE.into_response();
            }
        };
        urls.extend(items.into_iter().map(|item| {
            let addresses = pages::item_addresses(kind, item.id, |l| item.title_in(l));
            in_language(addresses, item.updated_at)
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
    let origin = pages.origin(request.headers(), request.extensions().get::<Requester>());
    let sitemaps: String = Lang::ALL
        .into_iter()
        .map(|lang| format!("Sitemap: {origin}{}\n", lang.path("/sitemap.xml")))
        .collect();
    // The dashboard in every language.
    let staff: String = ROUTES
        .iter()
        .filter(|route| !route.public)
        .flat_map(|route| Lang::ALL.map(|lang| format!("Disallow: {}\n", lang.path(route.path))))
        .collect();
    let text = format!("User-agent: *\nAllow: /\nDisallow: /api/\n{staff}\n{sitemaps}");
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

    /// A build: its page with the placeholders, its stylesheet and the
    /// manifest that names it.
    fn build(page: &str) -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("index.html"), page).unwrap();
        std::fs::create_dir_all(dir.path().join("assets")).unwrap();
        std::fs::create_dir_all(dir.path().join(".vite")).unwrap();
        std::fs::write(dir.path().join("assets/index-1.css"), ".a{color:red}\n").unwrap();
        std::fs::write(
            dir.path().join(".vite/manifest.json"),
            r#"{"src/index.css": {"file": "assets/index-1.css", "src": "src/index.css", "isEntry": true}}"#,
        )
        .unwrap();
        dir
    }

    const PAGE: &str = "<html lang=\"en\"><head><meta charset=\"UTF-8\" /><!--app-head--><title>Old</title><!--/app-head-->\
                        <!--app-styles--><link rel=\"stylesheet\" href=\"/assets/index-1.css\"><!--/app-styles-->\
                        </head><body><div id=\"root\"><!--app-html--></div><!--app-data--><script></script></body></html>";

    #[test]
    fn a_page_has_its_own_head_and_the_build_s_stylesheet() {
        let dir = build(PAGE);
        let shell = Shell::load(dir.path());
        // Not rendered: the app renders it into the empty root, with the
        // stylesheet linked as built.
        assert_eq!(
            shell.page(Lang::En, "<title>New</title>", None),
            "<html lang=\"en\"><head><meta charset=\"UTF-8\" /><title>New</title>\
             <link rel=\"stylesheet\" href=\"/assets/index-1.css\"></head><body><div id=\"root\"></div><script></script></body></html>"
        );
        // Rendered: the stylesheet inline (nothing else to wait for), the
        // screen in the root and its reads after it.
        let rendered = Rendered {
            html: "<p>events</p>".into(),
            data: "{\"queries\":[]}".into(),
            complete: true,
            reusable: true,
        };
        assert_eq!(
            shell.page(Lang::En, "<title>New</title>", Some(&rendered)),
            "<html lang=\"en\"><head><meta charset=\"UTF-8\" /><title>New</title><style>.a{color:red}</style></head>\
             <body><div id=\"root\"><p>events</p></div><script type=\"application/json\" id=\"server-data\">\
             {\"queries\":[]}</script><script></script></body></html>"
        );
    }

    #[test]
    fn a_build_without_the_placeholders_is_refused() {
        for page in [
            PAGE.replace("<!--app-html-->", ""),
            PAGE.replace("<!--app-data-->", "")
                .replace("</head>", "<!--app-data--></head>"),
            PAGE.replace("<!--/app-styles-->", "<!--/app-styles--><!--app-head-->"),
            PAGE.replace("<html lang=\"en\">", "<html>"),
        ] {
            assert!(Shell::parse(&page).is_err(), "{page}");
        }
        assert!(Shell::parse(PAGE).is_ok());
        // Loaded, such a build's pages are sent without screens, never
        // with what was not meant to be cut.
        let dir = build(&PAGE.replace("<!--app-html-->", ""));
        let shell = Shell::load(dir.path());
        assert!(
            !shell
                .page(Lang::En, "<title>New</title>", None)
                .contains("Old")
        );
    }

    #[test]
    fn a_page_declares_its_language() {
        let dir = build(PAGE);
        let shell = Shell::load(dir.path());
        let page = shell.page(Lang::De, "<title>Neu</title>", None);
        assert!(page.starts_with("<html lang=\"de\"><head>"), "{page}");
        assert_eq!(page.matches("lang=").count(), 1);
    }

    #[test]
    fn without_a_build_the_root_is_empty() {
        let dir = tempfile::tempdir().unwrap();
        let shell = Shell::load(dir.path());
        assert_eq!(
            shell.page(Lang::En, "<title>New</title>", None),
            "<!doctype html><html lang=\"en\"><head><title>New</title></head><body><div id=\"root\"></div></body></html>"
        );
    }
}
