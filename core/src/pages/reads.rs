//! What each screen reads of the public API as soon as it renders: the one
//! declaration the server's render makes its reads from (in one pass,
//! before it renders), the page's preload hints announce, the service
//! worker keeps for offline use, and the app reads ahead when a visitor
//! follows a link. Each route of [`super::ROUTES`] names its reads.

use serde::{Deserialize, Serialize};

#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

/// A read of the public API. Its TypeScript twin is the key of the app's
/// table of queries (`web/src/app/reads.ts`), which does not compile
/// without one for each.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
pub enum Read {
    /// Brand, city and curator: the layout's, on every screen.
    Site,
    /// The area table, for what is near a place and Dining's areas.
    Areas,
    /// The landmarks Near me measures from.
    Landmarks,
    /// Every event.
    Events,
    /// Home's six upcoming events.
    HomeEvents,
    /// Home's 'Tonight' and 'This weekend'.
    WhatsOn,
    /// The events page's first screen under the address's filters.
    EventsPage,
    /// An event's page: the event and more at its venue.
    EventPage,
    Activities,
    /// An activity's page: the activity and the places near it.
    ActivityPage,
    /// Home's first activities (the same read, fewer cards in the page).
    HomeActivities,
    Restaurants,
    /// A restaurant's page: the restaurant and the places near it.
    RestaurantPage,
    /// Home's first restaurants.
    HomeRestaurants,
    /// The answer to the address's search.
    Search,
    /// A collection's page: its events and places today.
    CollectionPage,
    /// 'Right now': what is on now or later today, and what is open now.
    RightNow,
    /// The Weather Service's forecast for the week, as the server last read
    /// it: the trip planner's, which keeps it for offline use.
    Forecast,
}

/// How the service worker keeps a read's answer for offline use.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Kept {
    /// Asked of the server every time ("never cached", spec section 2);
    /// the saved answer serves only when the network fails.
    AskedFirst,
    /// The saved answer serves at once and is refreshed behind it.
    SavedFirst,
    /// Not kept: offline, the device's copy of the lists answers.
    NotKept,
}

impl Read {
    pub const ALL: [Read; 18] = [
        Read::Site,
        Read::Areas,
        Read::Landmarks,
        Read::Events,
        Read::HomeEvents,
        Read::WhatsOn,
        Read::EventsPage,
        Read::EventPage,
        Read::Activities,
        Read::ActivityPage,
        Read::HomeActivities,
        Read::Restaurants,
        Read::RestaurantPage,
        Read::HomeRestaurants,
        Read::Search,
        Read::CollectionPage,
        Read::RightNow,
        Read::Forecast,
    ];

    /// Its path; an item's page's names its item as `{id}` and the page's
    /// language as `{lang}` (the page is read in it, so that the app puts
    /// nothing into its language while it hydrates).
    pub const fn path(self) -> &'static str {
        match self {
            Read::Site => "/api/site",
            Read::Areas => "/api/areas",
            Read::Landmarks => "/api/landmarks",
            Read::Events => "/api/events",
            Read::HomeEvents => "/api/events/home",
            Read::WhatsOn => "/api/events/whats-on",
            Read::EventsPage => "/api/events/page",
            Read::EventPage => "/api/events/{id}?lang={lang}",
            Read::Activities | Read::HomeActivities => "/api/activities",
            Read::ActivityPage => "/api/activities/{id}?lang={lang}",
            Read::Restaurants | Read::HomeRestaurants => "/api/restaurants",
            Read::RestaurantPage => "/api/restaurants/{id}?lang={lang}",
            Read::Search => "/api/search",
            Read::CollectionPage => "/api/collections/{collection}?lang={lang}",
            Read::RightNow => "/api/right-now?lang={lang}",
            Read::Forecast => "/api/forecast",
        }
    }

    pub const fn kept(self) -> Kept {
        match self {
            Read::Events
            | Read::HomeEvents
            | Read::Activities
            | Read::HomeActivities
            | Read::CollectionPage
            | Read::RightNow
            | Read::Forecast => Kept::AskedFirst,
            Read::Site
            | Read::Areas
            | Read::Landmarks
            | Read::Restaurants
            | Read::HomeRestaurants => Kept::SavedFirst,
            Read::WhatsOn
            | Read::EventsPage
            | Read::EventPage
            | Read::ActivityPage
            | Read::RestaurantPage
            | Read::Search => Kept::NotKept,
        }
    }

    /// Whether a page can announce it before the app runs: not a read
    /// whose query only the app writes (a search's words).
    pub const fn preloadable(self) -> bool {
        !matches!(self, Read::Search)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pages::{ROUTES, Screen};

    #[test]
    fn all_names_every_read_once() {
        let mut names: Vec<String> = Read::ALL.iter().map(|r| format!("{r:?}")).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), Read::ALL.len());
        // A new read is added to `ALL`, or this match does not compile.
        for read in Read::ALL {
            match read {
                Read::Site
                | Read::Areas
                | Read::Landmarks
                | Read::Events
                | Read::HomeEvents
                | Read::WhatsOn
                | Read::EventsPage
                | Read::EventPage
                | Read::Activities
                | Read::ActivityPage
                | Read::HomeActivities
                | Read::Restaurants
                | Read::RestaurantPage
                | Read::HomeRestaurants
                | Read::Search
                | Read::CollectionPage
                | Read::RightNow
                | Read::Forecast => {}
            }
        }
    }

    #[test]
    fn every_public_screen_reads_the_site_and_no_read_twice() {
        for route in ROUTES {
            let mut reads = route.reads.to_vec();
            reads.sort_unstable_by_key(|r| *r as u8);
            reads.dedup();
            assert_eq!(reads.len(), route.reads.len(), "{}", route.path);
            if route.public {
                assert_eq!(route.reads.first(), Some(&Read::Site), "{}", route.path);
            }
        }
        let of = |screen| {
            ROUTES
                .iter()
                .find(|r| r.screen == screen)
                .map(|r| r.reads)
                .unwrap()
        };
        // A search reads its answer, never the three lists whole.
        assert_eq!(of(Screen::Search), [Read::Site, Read::Search]);
        assert!(!of(Screen::Home).contains(&Read::Events));
        // A place's page reads its answer, never the lists whole.
        assert_eq!(of(Screen::ActivityPage), [Read::Site, Read::ActivityPage]);
        assert_eq!(
            of(Screen::RestaurantPage),
            [Read::Site, Read::RestaurantPage]
        );
    }

    #[test]
    fn only_a_search_waits_for_the_app_to_write_its_query() {
        let late: Vec<_> = Read::ALL.into_iter().filter(|r| !r.preloadable()).collect();
        assert_eq!(late, [Read::Search]);
        assert_eq!(Read::EventPage.path(), "/api/events/{id}?lang={lang}");
    }
}
