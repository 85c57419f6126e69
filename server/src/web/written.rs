//! What the server writes into a screen written ahead at build time, from
//! what it knows and the build cannot:
//!
//! - the photos of a list's first items, in its loading skeletons
//!   (`/events`, `/restaurants`): a phone paints them, the largest thing
//!   on its screen, with the page instead of after the app, the WASM and
//!   the list have downloaded. The skeletons stay skeletons (spec: 9 and
//!   24 while loading) until the app draws its cards, whose photos are the
//!   same pictures in the same places;
//! - the empty plan on My Favorites for a device without a saved plan
//!   (core's plan cookie), with the curator's name: otherwise the app
//!   draws the device's plan into the page's frame.
//!
//! The build marks such a part (`Written` in the web app): the app keeps
//! what arrived there untouched until it draws its own in its place.
//! `web/e2e/written.spec.ts` checks both against the app's own drawing.

use askama::Template;
use axum::http::HeaderMap;
use guide_core::display::EAGER_IMAGES;
use guide_core::display::image_src;
use guide_core::events::{EventIndex, EventQuery};
use guide_core::favorites::{EMPTY_PLAN_LINKS, PLAN_COOKIE, plan_recipient};
use guide_core::model::SiteInfo;
use guide_core::restaurants::{RestaurantQuery, filter_restaurants};

use crate::auth::cookie;
use crate::clock::today;
use crate::store::{EventFilter, Store};

/// A skeleton's photo placeholder, as the build writes it (`CardSkeleton.tsx`).
const PHOTO_SLOT: &str = "<div data-skeleton-photo=\"\"";
/// Where a written part opens and ends (`Written.tsx`).
const PLAN_OPEN: &str = "data-written=\"plan\">";
const WRITTEN_END: &str = "<template data-written-end=\"\"></template>";

/// `screen` as the server sends it for `path`: with the first photos of
/// its list, or the empty plan; as written for any other screen, or when
/// what it needs cannot be read (logged).
pub async fn complete(
    screen: &str,
    path: &str,
    store: &Store,
    site: &SiteInfo,
    headers: &HeaderMap,
) -> String {
    let photos = match path {
        "/plan-visit" => {
            return match cookie(headers, PLAN_COOKIE).is_some_and(|v| !v.is_empty()) {
                true => screen.to_string(),
                false => with_empty_plan(screen, &site.curator_name),
            };
        }
        "/events" => event_photos(store, site).await,
        "/restaurants" => restaurant_photos(store, site).await,
        _ => return screen.to_string(),
    };
    match photos {
        Ok(photos) => with_photos(screen, &photos),
        Err(error) => {
            tracing::warn!(?error, path, "reading a list's photos for its page");
            screen.to_string()
        }
    }
}

/// The photos of the events `/events` lists first, unfiltered, as core
/// orders them for the app.
async fn event_photos(store: &Store, site: &SiteInfo) -> anyhow::Result<Vec<Option<String>>> {
    let index = EventIndex::new(store.list_events(&EventFilter::default()).await?);
    let first = index.filter(&EventQuery::default(), today(site.time_zone));
    let events = index.events();
    Ok(first
        .iter()
        .map(|&i| image_src(events[i as usize].image.as_deref()))
        .collect())
}

/// The photos of the restaurants Dining lists first, in the guide's order.
async fn restaurant_photos(store: &Store, site: &SiteInfo) -> anyhow::Result<Vec<Option<String>>> {
    let list = store.list_restaurants().await?;
    let first = filter_restaurants(&list, &site.areas, &RestaurantQuery::default(), None);
    Ok(first
        .iter()
        .map(|&i| {
            list[i as usize]
                .image
                .clone()
                .filter(|image| !image.is_empty())
        })
        .collect())
}

#[derive(Template)]
#[template(path = "written/photo.html")]
struct Photo<'a> {
    src: &'a str,
    loading: &'static str,
    priority: &'static str,
}

/// `screen` with its skeletons' photo slots, in order, holding `photos`
/// (the card image the app draws in the same place); a slot whose item has
/// no photo stays grey.
fn with_photos(screen: &str, photos: &[Option<String>]) -> String {
    let mut out = String::with_capacity(screen.len() + photos.len() * 128);
    let mut rest = screen;
    for (position, photo) in photos.iter().enumerate() {
        let Some(at) = rest.find(PHOTO_SLOT) else {
            break;
        };
        let Some(length) = rest[at..].find("</div>") else {
            break;
        };
        out.push_str(&rest[..at]);
        let slot = &rest[at..at + length + "</div>".len()];
        let first = position < EAGER_IMAGES;
        let img = photo.as_deref().map(|src| Photo {
            src,
            loading: if first { "eager" } else { "lazy" },
            priority: if first { "high" } else { "auto" },
        });
        match img.map(|img| img.render()) {
            Some(Ok(img)) => out.push_str(&img),
            _ => out.push_str(slot),
        }
        rest = &rest[at + slot.len()..];
    }
    out.push_str(rest);
    out
}

#[derive(Template)]
#[template(path = "written/empty_plan.html")]
struct EmptyPlan<'a> {
    curator: &'a str,
    /// Who the text says receives the plan: the curator, or 'our host'.
    host: &'a str,
}

/// `screen` with the empty plan in its plan's part, in place of the frame.
fn with_empty_plan(screen: &str, curator: &str) -> String {
    let host = plan_recipient(curator);
    let plan = EmptyPlan { curator, host };
    let (Some(open), Ok(plan)) = (screen.find(PLAN_OPEN), plan.render()) else {
        return screen.to_string();
    };
    let from = open + PLAN_OPEN.len();
    let Some(length) = screen[from..].find(WRITTEN_END) else {
        return screen.to_string();
    };
    let to = from + length + WRITTEN_END.len();
    format!("{}{plan}{}", &screen[..from], &screen[to..])
}

#[cfg(test)]
mod tests {
    use super::*;

    const SKELETON: &str = "<div data-testid=\"card-skeleton\"><div data-skeleton-photo=\"\" class=\"h-32\"></div><div class=\"p-5\"><div></div></div></div>";

    #[test]
    fn photos_fill_the_skeletons_slots_in_order_and_the_first_three_load_first() {
        let screen = format!("<main>{}</main>", SKELETON.repeat(5));
        let photos = [
            Some("/a.jpg".to_string()),
            None,
            Some("/b&c.jpg".to_string()),
            Some("/d.jpg".to_string()),
        ];
        let written = with_photos(&screen, &photos);
        assert_eq!(written.matches("data-testid=\"card-skeleton\"").count(), 5);
        assert_eq!(written.matches("<img ").count(), 3);
        // One without a photo, and the fifth (no fifth item), stay grey.
        assert_eq!(written.matches(PHOTO_SLOT).count(), 2);
        assert!(written.contains(
            "<div data-testid=\"card-skeleton\"><img alt=\"\" loading=\"eager\" fetchpriority=\"high\" class=\"h-32 w-full object-cover sm:h-44\" src=\"/a.jpg\"><div class=\"p-5\">"
        ));
        assert!(written.contains("loading=\"eager\" fetchpriority=\"high\" class=\"h-32 w-full object-cover sm:h-44\" src=\"/b&#38;c.jpg\""));
        assert!(written.contains("loading=\"lazy\" fetchpriority=\"auto\" class=\"h-32 w-full object-cover sm:h-44\" src=\"/d.jpg\""));
        // More photos than slots: the rest are left out.
        assert_eq!(with_photos(SKELETON, &photos).matches("<img ").count(), 1);
        assert_eq!(with_photos("<main></main>", &photos), "<main></main>");
    }

    #[test]
    fn the_empty_plan_takes_the_frames_place_with_the_curators_name() {
        let screen = "<main><div data-written=\"plan\"><div aria-busy=\"true\"></div><template data-written-end=\"\"></template></div></main>";
        let written = with_empty_plan(screen, "Marisa & Co");
        assert!(written.starts_with(
            "<main><div data-written=\"plan\"><div class=\"mx-auto max-w-5xl px-4 py-10\"><h1 "
        ));
        assert!(
            written.ends_with("Send Message to Marisa &#38; Co</button></div></div></div></main>")
        );
        assert!(written.contains("or send it to Marisa &#38; Co for personalized"));
        assert!(!written.contains("aria-busy") && !written.contains("data-written-end"));
        assert_eq!(written.matches("<li><a href=").count(), 3);
        assert_eq!(with_empty_plan("<main></main>", "Marisa"), "<main></main>");
    }
}
