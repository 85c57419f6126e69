//! The guide's own pages: its screens and their addresses, and what each
//! page tells browsers, crawlers and link previews (title, description,
//! canonical address, image, JSON-LD). The server writes the head into the
//! HTML it answers, so that it works without JavaScript; the browser sets
//! the same title when it navigates.

pub mod display;
pub mod opening_hours;
pub mod reads;
pub mod structured_data;

use serde::{Deserialize, Serialize};
use serde_json::Value;

#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

use crate::content::collections::Collection;
use crate::content::model::{Activity, CUISINE_OPTIONS, Event, Restaurant};
use crate::content::paths::{ItemKind, item_path, parse_item_path};
use crate::content::pictures::image_src;
use crate::content::translations::Translatable;
use crate::pages::reads::Read;
use crate::pages::structured_data::absolute;
use crate::text::format::{event_time, full_date_range, rating_out_of_10};
use crate::text::lang::Lang;
use crate::text::words::{Arg, Localizer, list_value};
use crate::time::date::Date;

/// What a page tells the world about itself.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PageHead {
    pub title: String,
    /// At most 160 characters, as search results show it.
    pub description: String,
    /// The canonical address: a path on the site.
    pub path: String,
    /// The preview image, absolute.
    pub image: Option<String>,
    /// Open Graph's type: `website` for lists, `article` for an item.
    pub og_type: &'static str,
    pub json_ld: Option<Value>,
    /// The same page in every language, by its own address (`hreflang`);
    /// none for a page that is not indexed.
    pub addresses: Vec<(Lang, String)>,
}

/// A screen's address in every language: its spec path under each
/// language's prefix.
pub fn route_addresses(path: &str) -> Vec<(Lang, String)> {
    Lang::ALL
        .into_iter()
        .map(|lang| (lang, lang.path(path)))
        .collect()
}

/// An item's address in every language: each named by its title in that
/// language (`/fr/events/7-casse-noisette`).
pub fn item_addresses<'a>(
    kind: ItemKind,
    id: i64,
    title_in: impl Fn(Lang) -> &'a str,
) -> Vec<(Lang, String)> {
    Lang::ALL
        .into_iter()
        .map(|lang| (lang, lang.path(&item_path(kind, id, title_in(lang)))))
        .collect()
}

/// The site a head is written for: its brand, city and public origin
/// (`https://guide.example.com`), in the words of the page's language.
#[derive(Clone, Copy)]
pub struct Site<'a> {
    pub brand: &'a str,
    pub city: &'a str,
    pub origin: &'a str,
    /// (Sync: the server writes heads across its awaits.)
    pub words: &'a (dyn Localizer + Sync),
    /// The city's day: a place's holidays are dated from it.
    pub today: Date,
}

impl Site<'_> {
    fn url(&self, path: &str) -> String {
        absolute(path, self.origin)
    }
}

const MAX_DESCRIPTION: usize = 160;

/// `lead`, then as much of `text` as fits in 160 characters, cut after a
/// whole word with '…'.
fn description(lead: &str, text: &str) -> String {
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    let whole = match (lead.is_empty(), text.is_empty()) {
        (true, _) => text,
        (false, true) => lead.to_string(),
        (false, false) => format!("{lead}. {text}"),
    };
    if whole.chars().count() <= MAX_DESCRIPTION {
        return whole;
    }
    let mut cut = String::new();
    for word in whole.split(' ') {
        if cut.chars().count() + word.chars().count() + 2 > MAX_DESCRIPTION {
            break;
        }
        if !cut.is_empty() {
            cut.push(' ');
        }
        cut.push_str(word);
    }
    let cut = cut.trim_end_matches(|c: char| c.is_ascii_punctuation());
    format!("{cut}…")
}

fn joined(parts: &[Option<&str>], separator: &str) -> String {
    parts
        .iter()
        .flatten()
        .map(|p| p.trim())
        .filter(|p| !p.is_empty())
        .collect::<Vec<_>>()
        .join(separator)
}

/// 'Sarasota Guide', 'Guía de Sarasota': the last part of a title.
fn guide_name(brand: &str, words: &dyn Localizer) -> String {
    words.message("site-name", &[("brand", Arg::Text(brand))])
}

/// 'Swan Lake · Van Wezel Performing Arts Hall · Sarasota Guide' (no venue
/// when it is still to be announced).
pub fn event_title(event: &Event, brand: &str, words: &dyn Localizer) -> String {
    let venue = (!event.venue.is_tba()).then(|| event.venue.name());
    let guide = guide_name(brand, words);
    joined(&[Some(&event.title), venue, Some(&guide)], " · ")
}

/// 'Marie Selby Botanical Gardens · Gardens · Sarasota Guide'.
pub fn activity_title(activity: &Activity, brand: &str, words: &dyn Localizer) -> String {
    let guide = guide_name(brand, words);
    let kind = words.text(activity.activity_type.message());
    joined(&[Some(&activity.name), Some(&kind), Some(&guide)], " · ")
}

/// 'Owen's Fish Camp · Seafood · Sarasota Guide'.
pub fn restaurant_title(restaurant: &Restaurant, brand: &str, words: &dyn Localizer) -> String {
    let guide = guide_name(brand, words);
    let cuisine = match restaurant.cuisine.as_deref() {
        Some(cuisine) => cuisine.to_string(),
        None => words.text("restaurant"),
    };
    joined(
        &[Some(&restaurant.name), Some(&cuisine), Some(&guide)],
        " · ",
    )
}

fn preview_image(image: Option<&str>, site: Site) -> Option<String> {
    image_src(image).map(|src| site.url(&src))
}

/// An item's address in the page's language.
fn page_path(kind: ItemKind, id: i64, name: &str, site: Site) -> String {
    site.words.lang().path(&item_path(kind, id, name))
}

/// An event's page head in the page's language (its text where staff
/// translated it), from the event as stored.
pub fn event_head(stored: &Event, site: Site) -> PageHead {
    let lang = site.words.lang();
    let event = &*stored.in_language(lang);
    let addresses = item_addresses(ItemKind::Event, event.id, |l| stored.title_in(l));
    let path = page_path(ItemKind::Event, event.id, &event.title, site);
    let dates = full_date_range(event.date, event.end_date, lang);
    let time = event.time.as_deref().map(|time| event_time(time, lang));
    let venue = (!event.venue.is_tba()).then(|| event.venue.name());
    let lead = joined(&[Some(&dates), time.as_deref(), venue], " · ");
    PageHead {
        title: event_title(event, site.brand, site.words),
        description: description(&lead, &event.description),
        image: preview_image(event.image.as_deref(), site),
        og_type: "article",
        json_ld: Some(structured_data::event(event, &site.url(&path), site.origin)),
        path,
        addresses,
    }
}

/// An activity's page head in the page's language, from it as stored.
pub fn activity_head(stored: &Activity, site: Site) -> PageHead {
    let activity = &*stored.in_language(site.words.lang());
    let addresses = item_addresses(ItemKind::Activity, activity.id, |l| stored.title_in(l));
    let path = page_path(ItemKind::Activity, activity.id, &activity.name, site);
    let place = activity.location.as_deref().unwrap_or(site.city);
    let kind = site.words.text(activity.activity_type.message());
    let lead = site.words.message(
        "activity-lead",
        &[("kind", Arg::Text(&kind)), ("place", Arg::Text(place))],
    );
    PageHead {
        title: activity_title(activity, site.brand, site.words),
        description: description(&lead, &activity.description),
        image: preview_image(activity.image.as_deref(), site),
        og_type: "article",
        json_ld: Some(structured_data::activity(
            activity,
            &site.url(&path),
            site.origin,
            site.today,
        )),
        path,
        addresses,
    }
}

/// A restaurant's page head in the page's language, from it as stored.
pub fn restaurant_head(stored: &Restaurant, site: Site) -> PageHead {
    let words = site.words;
    let restaurant = &*stored.in_language(words.lang());
    let addresses = item_addresses(ItemKind::Restaurant, restaurant.id, |l| stored.title_in(l));
    let path = page_path(ItemKind::Restaurant, restaurant.id, &restaurant.name, site);
    let place = Arg::Text(restaurant.area.as_deref().unwrap_or(site.city));
    let kind = match restaurant.cuisine.as_deref().map(str::trim) {
        Some(cuisine) if !cuisine.is_empty() => {
            let cuisine = list_value(words, "cuisine", cuisine, &CUISINE_OPTIONS);
            words.message(
                "restaurant-lead",
                &[("cuisine", Arg::Text(&cuisine)), ("place", place)],
            )
        }
        _ => words.message("restaurant-lead-plain", &[("place", place)]),
    };
    let rating = restaurant.rating.is_some().then(|| {
        let rating = rating_out_of_10(restaurant.rating, words);
        words.message("restaurant-rated", &[("rating", Arg::Text(&rating))])
    });
    let lead = joined(
        &[
            Some(&kind),
            Some(restaurant.price_range.as_str()),
            rating.as_deref(),
        ],
        " · ",
    );
    PageHead {
        title: restaurant_title(restaurant, site.brand, words),
        description: description(&lead, &restaurant.description),
        image: preview_image(restaurant.image.as_deref(), site),
        og_type: "article",
        json_ld: Some(structured_data::restaurant(
            restaurant,
            &site.url(&path),
            site.origin,
            site.today,
        )),
        path,
        addresses,
    }
}

/// A screen of the app: the component that renders it (`web/src/app/routes/
/// <Screen>.tsx`). Its TypeScript twin makes the app's router list every
/// screen, or fail to compile (the router reads this table from
/// `web/src/app/routes.json`, checked by a test here).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
pub enum Screen {
    Home,
    Events,
    EventPage,
    Activities,
    ActivityPage,
    Dining,
    RestaurantPage,
    Search,
    Weather,
    PlanVisit,
    /// My Favorites on the days of the trip (`plan::trip`).
    TripPlanner,
    SharedPlan,
    Suggest,
    /// The reminders kept for an e-mail address, by its link (#37).
    Reminders,
    /// 'Add your event': organizers send theirs for review (#73).
    AddEvent,
    /// An organizer's submission, by its private link: its state, and a
    /// change while staff have not decided it.
    MySubmission,
    /// Every collection (`content::collections`), and one of them.
    Collections,
    Collection,
    /// What is on now and open now, nearest first (`content::right_now`).
    RightNow,
    Admin,
}

/// One address of the guide: its path (`:item` stands for an item's
/// `12-swan-lake`), the screen that renders it, and how the server treats it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Route {
    pub path: &'static str,
    pub screen: Screen,
    /// The screen's messages in the catalogs: `page-<page>-title` and
    /// `page-<page>-description` (see [`route_title`]); empty for an item
    /// page, titled by its item.
    pub page: &'static str,
    /// Public: rendered by the server for every visitor. The dashboard is not.
    pub public: bool,
    /// Listed in the sitemap, for search engines.
    pub listed: bool,
    /// An address of the screen, to render it once before the first visitor
    /// does (the server's renderer warms up on these).
    pub example: &'static str,
    /// What the screen reads of the API as soon as it renders
    /// ([`reads`]): the server reads them all before it renders the page.
    pub reads: &'static [Read],
}

const fn route(
    path: &'static str,
    screen: Screen,
    page: &'static str,
    reads: &'static [Read],
) -> Route {
    Route {
        path,
        screen,
        page,
        public: true,
        listed: false,
        example: path,
        reads,
    }
}

/// Every screen's layout names the site's brand, city and curator.
const SITE: &[Read] = &[Read::Site];
const HOME: &[Read] = &[
    Read::Site,
    Read::WhatsOn,
    Read::HomeEvents,
    Read::HomeActivities,
    Read::HomeRestaurants,
];
const ACTIVITIES: &[Read] = &[Read::Site, Read::Activities];
const COLLECTION: &[Read] = &[Read::Site, Read::CollectionPage];

/// A collection's page, at its own address.
const fn collection(collection: Collection) -> Route {
    listed(route(
        collection.path(),
        Screen::Collection,
        collection.page(),
        COLLECTION,
    ))
}

const fn listed(route: Route) -> Route {
    Route {
        listed: true,
        ..route
    }
}

/// Every address of the guide: the one list the app's router, the
/// server's pages and their hints, its renderer's warm-up and the sitemap
/// are built from (spec section 2, with item pages and search).
pub const ROUTES: &[Route] = &[
    listed(route("/", Screen::Home, "home", HOME)),
    listed(route(
        "/events",
        Screen::Events,
        "events",
        &[Read::Site, Read::EventsPage],
    )),
    Route {
        example: "/events/1",
        ..route(
            "/events/:item",
            Screen::EventPage,
            "",
            &[Read::Site, Read::EventPage],
        )
    },
    listed(route(
        "/activities",
        Screen::Activities,
        "activities",
        ACTIVITIES,
    )),
    // The spec's older name of Activities; its canonical address is theirs.
    route("/venues", Screen::Activities, "activities", ACTIVITIES),
    Route {
        example: "/activities/1",
        ..route(
            "/activities/:item",
            Screen::ActivityPage,
            "",
            &[Read::Site, Read::ActivityPage],
        )
    },
    listed(route(
        "/restaurants",
        Screen::Dining,
        "dining",
        &[Read::Site, Read::Areas, Read::Restaurants],
    )),
    Route {
        example: "/restaurants/1",
        ..route(
            "/restaurants/:item",
            Screen::RestaurantPage,
            "",
            &[Read::Site, Read::RestaurantPage],
        )
    },
    Route {
        example: "/search?q=a",
        ..route(
            "/search",
            Screen::Search,
            "search",
            &[Read::Site, Read::Search],
        )
    },
    listed(route("/weather", Screen::Weather, "weather", SITE)),
    // The plan itself is the device's.
    route("/plan-visit", Screen::PlanVisit, "favorites", SITE),
    route("/plan-visit/days", Screen::TripPlanner, "trip", SITE),
    // The shared plan is in the address's fragment, which never reaches the
    // server: the device reads the lists it names.
    route(
        "/plan-visit/shared",
        Screen::SharedPlan,
        "shared-plan",
        SITE,
    ),
    listed(route("/suggest", Screen::Suggest, "suggest", SITE)),
    listed(route(
        "/collections",
        Screen::Collections,
        "collections",
        SITE,
    )),
    collection(Collection::RainyDay),
    collection(Collection::WithKids),
    collection(Collection::FreeThisWeek),
    collection(Collection::OpenLateTonight),
    collection(Collection::StepFree),
    collection(Collection::DogFriendly),
    listed(route(
        "/right-now",
        Screen::RightNow,
        "right-now",
        &[Read::Site, Read::RightNow],
    )),
    // The reminders are read by the link's token, by the app.
    route("/reminders", Screen::Reminders, "reminders", SITE),
    listed(route("/add-event", Screen::AddEvent, "add-event", SITE)),
    // Read by the link's token, in the address's fragment, by the app.
    route(
        "/add-event/mine",
        Screen::MySubmission,
        "my-submission",
        SITE,
    ),
    Route {
        public: false,
        ..route("/admin", Screen::Admin, "admin", SITE)
    },
];

/// Addresses people guess, sent on to the guide's own (with what follows
/// them: `/event/7-the-nutcracker` is `/events/7-the-nutcracker`).
pub const ALIASES: &[(&str, &str)] = &[
    ("/dining", "/restaurants"),
    ("/restaurant", "/restaurants"),
    ("/event", "/events"),
    ("/activity", "/activities"),
];

/// Where an alias (or an address under one) leads; `None` for any other.
pub fn alias_target(path: &str) -> Option<String> {
    ALIASES.iter().find_map(|(alias, target)| {
        let rest = path.strip_prefix(alias)?;
        (rest.is_empty() || rest.starts_with('/')).then(|| format!("{target}{rest}"))
    })
}

/// The route of a screen's address (a path without its query): a list,
/// an item page under any slug, or `None` for the 404 page.
pub fn route_of(path: &str) -> Option<&'static Route> {
    let pattern = match parse_item_path(path) {
        Some((kind, _)) => match kind {
            ItemKind::Event => "/events/:item",
            ItemKind::Activity => "/activities/:item",
            ItemKind::Restaurant => "/restaurants/:item",
        },
        None => path,
    };
    ROUTES.iter().find(|route| route.path == pattern)
}

/// What the screen at `path` (no language prefix) reads before it
/// renders: its route's, or, for the 404 page, the layout's site.
pub fn reads_of(path: &str) -> &'static [Read] {
    route_of(path).map_or(SITE, |route| route.reads)
}

/// The route of a screen that is not an item's page.
fn screen_route(path: &str) -> Option<&'static Route> {
    ROUTES
        .iter()
        .find(|route| route.path == path && !route.path.contains(':'))
}

/// The title of a list or other screen of the guide, by its spec path
/// (no language prefix); `None` for a path that is no screen (or an item's
/// page, titled by its item). Home's is the brand's own.
pub fn route_title(path: &str, brand: &str, words: &dyn Localizer) -> Option<String> {
    let route = screen_route(path)?;
    let title = words.message(
        &format!("page-{}-title", route.page),
        &[("brand", Arg::Text(brand))],
    );
    Some(match route.screen {
        Screen::Home => title,
        _ => joined(&[Some(&title), Some(&guide_name(brand, words))], " · "),
    })
}

/// The head of a screen that is not an item, at its spec path: its
/// title, what it offers, and its canonical address in the page's
/// language (`/venues` is `/activities`, `/es/activities` in Spanish).
pub fn route_head(path: &str, site: Site) -> Option<PageHead> {
    let route = screen_route(path)?;
    let description = site.words.message(
        &format!("page-{}-description", route.page),
        &[
            ("brand", Arg::Text(site.brand)),
            ("city", Arg::Text(site.city)),
        ],
    );
    // An address of the same page listed first is the canonical one.
    let canonical = ROUTES
        .iter()
        .find(|other| other.screen == route.screen && other.page == route.page)
        .map_or(path, |other| other.path);
    Some(PageHead {
        title: route_title(path, site.brand, site.words)?,
        description,
        path: site.words.lang().path(canonical),
        image: None,
        og_type: "website",
        json_ld: None,
        addresses: route_addresses(canonical),
    })
}

/// The spec's 404 page's title.
pub fn not_found_title(brand: &str, words: &dyn Localizer) -> String {
    let title = words.text("page-not-found-title");
    joined(&[Some(&title), Some(&guide_name(brand, words))], " · ")
}

/// The spec's 404 page, at the address asked for.
pub fn not_found_head(path: &str, site: Site) -> PageHead {
    PageHead {
        title: not_found_title(site.brand, site.words),
        description: site.words.text("page-not-found-description"),
        path: path.to_string(),
        image: None,
        og_type: "website",
        json_ld: None,
        addresses: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::model::VenueRef;
    use crate::text::catalogs::{Catalog, catalog};
    use crate::text::lang::Lang;
    use crate::time::date::Date;

    fn event(title: &str, venue: &str) -> Event {
        Event {
            id: 12,
            title: title.into(),
            description: String::new(),
            venue_id: None,
            venue: VenueRef::Name(venue.into()),
            date: Date::new(2026, 12, 12).unwrap(),
            end_date: None,
            time: Some("7:30 PM".into()),
            category: "theater".into(),
            image: None,
            picture: None,
            ticket_price: None,
            ticket_url: None,
            status: Default::default(),
            lang: Default::default(),
            translations: Default::default(),
            untranslated: Vec::new(),
            series: None,
        }
    }

    fn site_in(lang: Lang) -> Site<'static> {
        Site {
            brand: "Sarasota",
            city: "Sarasota",
            origin: "https://guide.example",
            words: catalog(lang),
            today: Date::parse("2026-12-04").unwrap(),
        }
    }

    const SITE: fn() -> Site<'static> = || site_in(Lang::En);
    const EN: fn() -> &'static Catalog = || catalog(Lang::En);

    #[test]
    fn event_titles_name_the_venue_unless_announced_later() {
        let swan = event("Swan Lake", "Van Wezel Performing Arts Hall");
        assert_eq!(
            event_title(&swan, "Sarasota", EN()),
            "Swan Lake · Van Wezel Performing Arts Hall · Sarasota Guide"
        );
        assert_eq!(
            event_title(&event("Gala", "Venue TBA"), "Sarasota", EN()),
            "Gala · Sarasota Guide"
        );
    }

    #[test]
    fn descriptions_fit_search_results() {
        let mut swan = event("Swan Lake", "Van Wezel Performing Arts Hall");
        swan.description = "A timeless ballet. ".repeat(30);
        let head = event_head(&swan, SITE());
        assert!(
            head.description.chars().count() <= MAX_DESCRIPTION,
            "{}",
            head.description
        );
        assert!(head.description.starts_with(
            "Saturday, December 12, 2026 · 7:30 PM · Van Wezel Performing Arts Hall. A timeless"
        ));
        assert!(
            head.description.ends_with("timeless…"),
            "{}",
            head.description
        );
        assert_eq!(head.path, "/events/12-swan-lake");
        assert_eq!(
            head.json_ld.unwrap()["url"],
            "https://guide.example/events/12-swan-lake"
        );
    }

    #[test]
    fn an_items_head_is_in_the_pages_language() {
        let swan = event("Swan Lake", "Van Wezel Performing Arts Hall");
        let head = event_head(&swan, site_in(Lang::Fr));
        assert_eq!(head.path, "/fr/events/12-swan-lake");
        assert_eq!(
            head.title,
            "Swan Lake · Van Wezel Performing Arts Hall · Guide de Sarasota"
        );
        assert_eq!(
            head.description,
            "samedi 12 décembre 2026 · 19:30 · Van Wezel Performing Arts Hall"
        );
        assert_eq!(
            head.json_ld.unwrap()["url"],
            "https://guide.example/fr/events/12-swan-lake"
        );
    }

    #[test]
    fn preview_images_are_absolute_and_secure() {
        let mut swan = event("Swan Lake", "Van Wezel");
        swan.image = Some("/public-objects/ab.jpg".into());
        assert_eq!(
            event_head(&swan, SITE()).image.as_deref(),
            Some("https://guide.example/public-objects/ab.jpg")
        );
        swan.image = Some("http://venue.example/a.jpg".into());
        assert_eq!(
            event_head(&swan, SITE()).image.as_deref(),
            Some("https://guide.example/image-proxy?url=http%3A%2F%2Fvenue.example%2Fa.jpg")
        );
    }

    #[test]
    fn the_route_table_names_each_address_once_and_finds_its_examples() {
        let mut paths: Vec<&str> = ROUTES.iter().map(|r| r.path).collect();
        paths.sort_unstable();
        paths.dedup();
        assert_eq!(paths.len(), ROUTES.len());
        for route in ROUTES {
            let path = route.example.split('?').next().unwrap();
            assert_eq!(route_of(path), Some(route), "{}", route.example);
            // A screen's title and description, or its item's.
            assert_eq!(route.page.is_empty(), route.path.contains(':'));
        }
        assert_eq!(
            route_of("/events/12-swan-lake").unwrap().screen,
            Screen::EventPage
        );
        assert_eq!(
            route_of("/restaurants/3").unwrap().screen,
            Screen::RestaurantPage
        );
        assert_eq!(route_of("/events/swan-lake"), None);
        assert_eq!(route_of("/nowhere"), None);
        // The 404 page's layout names the site.
        assert_eq!(reads_of("/nowhere"), [Read::Site]);
        assert_eq!(
            reads_of("/restaurants/3"),
            [Read::Site, Read::RestaurantPage]
        );
        // Only the dashboard is the staff's; the sitemap lists what a
        // search engine should land on.
        let private: Vec<_> = ROUTES
            .iter()
            .filter(|r| !r.public)
            .map(|r| r.path)
            .collect();
        assert_eq!(private, ["/admin"]);
        let listed: Vec<_> = ROUTES.iter().filter(|r| r.listed).map(|r| r.path).collect();
        assert_eq!(
            listed,
            [
                "/",
                "/events",
                "/activities",
                "/restaurants",
                "/weather",
                "/suggest",
                "/collections",
                "/collections/rainy-day",
                "/collections/with-kids",
                "/collections/free-this-week",
                "/collections/open-late-tonight",
                "/collections/step-free",
                "/collections/dog-friendly",
                "/right-now",
                "/add-event",
            ]
        );
        // Item pages are titled by their item.
        assert_eq!(route_title("/events/:item", "Sarasota", EN()), None);
    }

    /// The app's router reads the route table from
    /// `web/src/app/routes.json` (its first bundle should not wait for the
    /// WASM), and the service worker's build the reads from
    /// `web/src/app/reads.json`: this is the one check that they are these
    /// tables. Run with `WRITE_ROUTES=1` to write them after a change here.
    #[test]
    fn the_apps_router_has_this_route_table() {
        let table = serde_json::json!({
            "routes": ROUTES.iter().map(|r| (r.path, r.screen)).collect::<Vec<_>>(),
            "aliases": ALIASES,
        });
        // The reads apart: the service worker's build needs them, the
        // app's first bundle does not.
        let reads = serde_json::json!(Read::ALL.map(|r| (r, r.path(), r.kept())));
        crate::web_tables::assert_web_table("src/app/routes.json", &table, "WRITE_ROUTES");
        crate::web_tables::assert_web_table("src/app/reads.json", &reads, "WRITE_ROUTES");
    }

    #[test]
    fn each_collection_is_a_listed_page_of_its_own() {
        let site = Site {
            brand: "Sarasota",
            city: "Sarasota",
            origin: "https://guide.test",
            words: catalog(Lang::Es),
            today: Date::parse("2026-12-04").unwrap(),
        };
        for collection in Collection::ALL {
            let route = route_of(collection.path()).unwrap();
            assert_eq!(route.screen, Screen::Collection);
            assert!(route.listed && route.public);
            assert_eq!(route.reads, [Read::Site, Read::CollectionPage]);
            let head = route_head(collection.path(), site).unwrap();
            assert_eq!(head.path, format!("/es{}", collection.path()));
            assert!(!head.description.contains('{'), "{}", head.description);
        }
        let head = route_head("/collections/rainy-day", site).unwrap();
        assert_eq!(head.title, "Día de lluvia · Guía de Sarasota");
        assert!(route_of("/collections/sunny-day").is_none());
    }

    #[test]
    fn guessed_addresses_lead_to_the_guides_own() {
        assert_eq!(alias_target("/dining").as_deref(), Some("/restaurants"));
        assert_eq!(
            alias_target("/event/7-the-nutcracker").as_deref(),
            Some("/events/7-the-nutcracker")
        );
        assert_eq!(alias_target("/activity").as_deref(), Some("/activities"));
        assert_eq!(
            alias_target("/restaurant/3").as_deref(),
            Some("/restaurants/3")
        );
        // Only whole segments, and never a route of the table.
        assert_eq!(alias_target("/eventful"), None);
        assert_eq!(alias_target("/events"), None);
        for route in ROUTES {
            assert_eq!(alias_target(route.path), None, "{}", route.path);
            assert!(ALIASES.iter().all(|(alias, _)| *alias != route.path));
        }
        for (_, target) in ALIASES {
            assert!(route_of(target).is_some(), "{target}");
        }
    }

    #[test]
    fn every_screen_has_its_title_and_venues_is_activities() {
        for path in [
            "/",
            "/events",
            "/activities",
            "/venues",
            "/restaurants",
            "/weather",
            "/plan-visit",
            "/plan-visit/days",
            "/plan-visit/shared",
            "/suggest",
            "/search",
            "/reminders",
            "/admin",
        ] {
            let head = route_head(path, SITE()).unwrap();
            assert!(head.title.contains("Sarasota"), "{path}");
            assert!(
                !head.description.is_empty() && head.description.chars().count() <= MAX_DESCRIPTION
            );
        }
        assert_eq!(route_head("/venues", SITE()).unwrap().path, "/activities");
        assert_eq!(
            route_head("/", SITE()).unwrap().title,
            "Sarasota Visitor Guide"
        );
        assert_eq!(
            route_head("/admin", SITE()).unwrap().description,
            "The Sarasota Guide staff dashboard."
        );
        assert!(
            route_head("/events", SITE())
                .unwrap()
                .description
                .starts_with("Every upcoming event in Sarasota: ")
        );
        assert_eq!(
            route_title("/events", "Sarasota", EN()).unwrap(),
            "All Events · Sarasota Guide"
        );
        assert_eq!(route_head("/nowhere", SITE()), None);
        // Each language has every screen's words (no message reads as its
        // id), and the canonical address is in the page's language.
        for lang in Lang::ALL {
            for route in ROUTES.iter().filter(|r| !r.page.is_empty()) {
                let head = route_head(route.path, site_in(lang)).unwrap();
                assert!(!head.title.contains("page-"), "{lang:?} {}", head.title);
                assert!(!head.description.contains("page-"), "{lang:?}");
            }
        }
        let spanish = route_head("/venues", site_in(Lang::Es)).unwrap();
        assert_eq!(spanish.title, "Actividades · Guía de Sarasota");
        assert_eq!(spanish.path, "/es/activities");
        assert!(spanish.description.starts_with("Qué hacer en Sarasota: "));
        assert_eq!(
            not_found_head("/x", site_in(Lang::De)).title,
            "404 Seite nicht gefunden · Reiseführer Sarasota"
        );
        assert_eq!(
            not_found_head("/x", SITE()).title,
            "404 Page Not Found · Sarasota Guide"
        );
    }
}
