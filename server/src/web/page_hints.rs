//! What each public screen needs first, announced with its page in a `Link`
//! header: the API reads it makes as soon as it renders, as core's route
//! table declares them (`pages::reads`; `preload`), and its route chunk
//! (`modulepreload`). Both then download beside the app's own
//! script instead of after it has run; on a phone that is one round trip
//! before the first card instead of three. (The core's WASM is announced
//! by the page's script: see `web/src/boot.ts`.)
//!
//! A page the server rendered (see `pages.rs`) never announces its reads:
//! they are in the page. Sent complete, it announces no chunk either: its
//! script starts the app once the page is on screen, and the first paint
//! should not share a phone's connection with the app. (A page whose main
//! part waits for the app, My Favorites' frame for a saved plan, is not
//! complete: its script starts the app at once, and its chunks are
//! announced.)

use std::collections::HashMap;
use std::path::Path;
use std::sync::Arc;

use axum::extract::{Request, State};
use axum::http::{HeaderValue, header};
use axum::middleware::Next;
use axum::response::Response;
use guide_core::content::collections::Collection;
use guide_core::pages::reads::Read;
use guide_core::pages::{ROUTES, Screen, route_of};

use super::manifest::{self, Manifest};

/// The source module Vite splits a screen into, by the app's convention
/// (`web/src/app/routes/<Screen>.tsx`): for the home page, its lists (the
/// hero is in the first bundle); none for the staff's dashboard, whose
/// chunk is not worth a visitor's bytes.
fn module(screen: Screen) -> Option<String> {
    match screen {
        Screen::Home => Some("src/app/routes/HomeLists.tsx".into()),
        Screen::Admin => None,
        other => Some(format!("src/app/routes/{other:?}.tsx")),
    }
}

/// The image of a screen's largest paint: the home page's hero.
fn image(screen: Screen) -> Option<&'static str> {
    (screen == Screen::Home).then_some("/hero-bay.svg")
}

/// Marks a response that is a page the server rendered: its `Link` leaves
/// out the screen's reads, and its chunks too when it is `complete`.
#[derive(Clone, Copy)]
pub struct ServerRendered {
    pub complete: bool,
}

/// What one screen's page announces: all it needs; rendered by the server,
/// its chunks and image; sent complete, its image only.
#[derive(Clone)]
struct Hints {
    all: HeaderValue,
    rendered: HeaderValue,
    complete: HeaderValue,
}

/// The `Link` value of each screen, worked out once from the build.
pub struct PageHints {
    by_path: HashMap<&'static str, Hints>,
    other: HeaderValue,
}

impl PageHints {
    /// Without a build manifest (a development build) only the API reads
    /// are announced.
    pub fn load(web_dir: &Path) -> Self {
        Self::from_build(&Manifest::load(web_dir))
    }

    fn from_build(manifest: &Manifest) -> Self {
        // What the page's own script loads already.
        let first_bundle = manifest.reachable([manifest::PAGE]);
        let mut by_path = HashMap::new();
        for route in ROUTES {
            let chunks = module(route.screen)
                .map(|module| {
                    let mut files: Vec<&str> = manifest
                        .reachable([module.as_str()])
                        .difference(&first_bundle)
                        .filter_map(|key| manifest.file(key))
                        .collect();
                    files.sort_unstable();
                    files
                })
                .unwrap_or_default();
            // Core's declaration of what the screen reads first
            // (`pages::reads`); not a search's, whose words only the app
            // writes into its address.
            let reads: Vec<&str> = route
                .reads
                .iter()
                .filter(|read| read.preloadable())
                .map(|read| read.path())
                .collect();
            let image = image(route.screen);
            let hints = Hints {
                all: link_value(&reads, &chunks, image),
                rendered: link_value(&[], &chunks, image),
                complete: link_value(&[], &[], image),
            };
            by_path.insert(route.path, hints);
        }
        Self {
            by_path,
            other: link_value(&[Read::Site.path()], &[], None),
        }
    }

    fn for_path(&self, path: &str) -> &HeaderValue {
        self.hints(path).map_or(&self.other, |hints| &hints.all)
    }

    fn for_rendered(&self, path: &str, complete: bool) -> &HeaderValue {
        self.hints(path).map_or(&self.other, |hints| {
            if complete {
                &hints.complete
            } else {
                &hints.rendered
            }
        })
    }

    /// A screen's hints, in any language (`/es/events` is `/events`).
    fn hints(&self, path: &str) -> Option<&Hints> {
        let (_, path) = guide_core::text::lang::Lang::split_path(path);
        self.by_path.get(route_of(path)?.path)
    }
}

/// `use-credentials` because the app reads with credentials (spec section
/// 7): a preload made in another mode would not be reused.
fn link_value(reads: &[&str], chunks: &[&str], image: Option<&str>) -> HeaderValue {
    // The image first and at high priority: it is what the screen paints largest.
    let image = image.map(|image| format!("<{image}>; rel=preload; as=image; fetchpriority=high"));
    let reads = reads
        .iter()
        .map(|read| format!("<{read}>; rel=preload; as=fetch; crossorigin=use-credentials"));
    let chunks = chunks
        .iter()
        .map(|file| format!("</{file}>; rel=modulepreload"));
    let value = image
        .into_iter()
        .chain(reads)
        .chain(chunks)
        .collect::<Vec<_>>()
        .join(", ");
    // Paths and Vite's file names are plain ASCII.
    HeaderValue::from_str(&value).expect("a Link header of ASCII paths")
}

/// Where an item page's read names its item, a collection's page its
/// collection, and either the page's language.
const ITEM_ID: &str = "{id}";
const COLLECTION: &str = "{collection}";
const LANG: &str = "{lang}";

/// `link` with the item's id (or the collection) and the language of the
/// page at `path` in its reads.
fn with_item_id(link: &HeaderValue, path: &str) -> HeaderValue {
    let (lang, path) = guide_core::text::lang::Lang::split_path(path);
    let Ok(text) = link.to_str() else {
        return link.clone();
    };
    let named = if text.contains(ITEM_ID) {
        guide_core::content::paths::parse_item_path(path)
            .map(|(_, id)| text.replace(ITEM_ID, &id.to_string()))
    } else if text.contains(COLLECTION) {
        Collection::of_path(path).map(|collection| text.replace(COLLECTION, collection.id()))
    } else if text.contains(LANG) {
        Some(text.to_string())
    } else {
        None
    };
    let Some(text) = named else {
        return link.clone();
    };
    HeaderValue::from_str(&text.replace(LANG, lang.code())).unwrap_or_else(|_| link.clone())
}

/// Adds the screen's `Link` to the app's page (`index.html`, whatever the
/// client route); every other response is left alone.
pub async fn add_link_header(
    State(hints): State<Arc<PageHints>>,
    request: Request,
    next: Next,
) -> Response {
    let path = request.uri().path().to_owned();
    let mut response = next.run(request).await;
    let is_page = response
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|value| value.as_bytes().starts_with(b"text/html"));
    if is_page && response.status().is_success() {
        let link = match response.extensions().get::<ServerRendered>() {
            Some(rendered) => hints.for_rendered(&path, rendered.complete),
            None => hints.for_path(&path),
        };
        if !link.is_empty() {
            response
                .headers_mut()
                .insert(header::LINK, with_item_id(link, &path));
        }
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::web::manifest::Chunk;

    fn chunk(file: &str, imports: &[&str]) -> Chunk {
        Chunk {
            file: file.into(),
            imports: imports.iter().map(|s| s.to_string()).collect(),
        }
    }

    #[test]
    fn every_screen_names_a_module_of_the_app() {
        let web = Path::new(env!("CARGO_MANIFEST_DIR")).join("../web");
        for route in ROUTES {
            if let Some(module) = module(route.screen) {
                assert!(web.join(&module).is_file(), "{:?}: {module}", route.screen);
            }
        }
    }

    #[test]
    fn a_route_preloads_its_chunks_but_not_the_first_bundle() {
        // The page's script is the shell, which imports the runtime.
        let manifest = Manifest::of([
            ("index.html", chunk("assets/shell-1.js", &["_runtime.js"])),
            ("_runtime.js", chunk("assets/runtime-1.js", &[])),
            (
                "_ListPage.js",
                chunk("assets/ListPage-1.js", &["index.html"]),
            ),
            ("_core.js", chunk("assets/core-1.js", &["_runtime.js"])),
            (
                "src/app/routes/Events.tsx",
                chunk(
                    "assets/Events-1.js",
                    &["_runtime.js", "index.html", "_ListPage.js", "_core.js"],
                ),
            ),
        ]);
        let hints = PageHints::from_build(&manifest);
        assert_eq!(
            hints.for_path("/events").to_str().unwrap(),
            "</api/site>; rel=preload; as=fetch; crossorigin=use-credentials, \
             </api/events/page>; rel=preload; as=fetch; crossorigin=use-credentials, \
             </assets/Events-1.js>; rel=modulepreload, </assets/ListPage-1.js>; rel=modulepreload, \
             </assets/core-1.js>; rel=modulepreload"
        );
        assert_eq!(
            hints.for_path("/admin").to_str().unwrap(),
            "</api/site>; rel=preload; as=fetch; crossorigin=use-credentials"
        );
        // An event's page reads its event, under any slug.
        let item = with_item_id(
            hints.for_path("/events/12-swan-lake"),
            "/events/12-swan-lake",
        );
        let item = item.to_str().unwrap();
        assert!(
            item.contains("</api/events/12?lang=en>; rel=preload"),
            "{item}"
        );
        assert_eq!(
            item,
            with_item_id(hints.for_path("/events/12"), "/events/12")
                .to_str()
                .unwrap()
        );
        // A place's page reads the place and what is near it, not the lists.
        let place = with_item_id(
            hints.for_path("/restaurants/3-owens-fish-camp"),
            "/restaurants/3-owens-fish-camp",
        );
        let place = place.to_str().unwrap();
        assert!(
            place.contains("</api/restaurants/3?lang=en>; rel=preload"),
            "{place}"
        );
        // In the page's language.
        let spanish = with_item_id(
            hints.for_path("/es/restaurants/3-owens-fish-camp"),
            "/es/restaurants/3-owens-fish-camp",
        );
        assert!(
            spanish
                .to_str()
                .unwrap()
                .contains("</api/restaurants/3?lang=es>; rel=preload"),
            "{spanish:?}"
        );
        assert!(!place.contains("</api/restaurants>"), "{place}");
        // A collection's page reads its collection, in the page's language.
        let collection = with_item_id(
            hints.for_path("/fr/collections/rainy-day"),
            "/fr/collections/rainy-day",
        );
        assert!(
            collection
                .to_str()
                .unwrap()
                .contains("</api/collections/rainy-day?lang=fr>; rel=preload"),
            "{collection:?}"
        );
        assert_eq!(hints.for_path("/events/x"), hints.for_path("/admin"));
        // The home page's hero picture comes first, before the reads.
        assert!(hints.for_path("/").to_str().unwrap().starts_with(
            "</hero-bay.svg>; rel=preload; as=image; fetchpriority=high, </api/site>"
        ));
        assert!(!item.contains("hero-bay"));
        // Sent complete, a screen announces its image only: its reads are
        // in the page, and the app waits for the paint.
        assert_eq!(hints.for_rendered("/events", true).to_str().unwrap(), "");
        assert!(
            hints
                .for_rendered("/", true)
                .to_str()
                .unwrap()
                .starts_with("</hero-bay.svg>; rel=preload")
        );
        // Rendered with a part that waits for the app, its chunks, never
        // its reads.
        assert_eq!(
            hints.for_rendered("/events", false).to_str().unwrap(),
            "</assets/Events-1.js>; rel=modulepreload, </assets/ListPage-1.js>; rel=modulepreload, \
             </assets/core-1.js>; rel=modulepreload"
        );
    }
}
