//! Collections: the guide's items for the day a visitor has ('Rainy day',
//! 'With kids', 'Free this week'…), each worked out by core at the city's
//! clock from what is structured: the facts staff set on places, their
//! opening hours, the events' dates, times, categories and prices. Never
//! from words in a description.
//!
//! Each collection is a page of its own (`/collections/rainy-day`), in
//! the sitemap, with its events as a calendar feed; search finds it by
//! its words in the guide's four languages.

use serde::{Deserialize, Serialize};

#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

use crate::content::activities::is_free;
use crate::content::event_hours::EventHours;
use crate::content::events::last_day;
use crate::content::facts::{Fact, FactSet};
use crate::content::model::{Activity, Event, EventStatus, Restaurant};
use crate::content::series::SeriesIndex;
use crate::content::translations::Translatable;
use crate::text::lang::Lang;
use crate::text::prices::Price;
use crate::time::date::{CityClock, Date};
use crate::time::hours::OpeningHours;

/// A collection core works out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "kebab-case")]
pub enum Collection {
    /// Indoor places open today, and today's shows in a hall.
    RainyDay,
    /// Places for children (their fact, or a children's price), and the
    /// coming week's events with a children's price.
    WithKids,
    /// The coming week's free events, and free places.
    FreeThisWeek,
    /// Places open at 10 PM tonight, and tonight's late shows.
    OpenLateTonight,
    /// Places with a step-free entrance.
    StepFree,
    /// Places that welcome dogs.
    DogFriendly,
}

/// How many days 'this week' is: today and the six after it.
pub const WEEK_DAYS: i64 = 7;
/// 'Late': open at this minute of the evening (10 PM).
pub const LATE_MINUTES: u16 = 22 * 60;
/// A late show starts at or after 9 PM.
pub const LATE_SHOW_MINUTES: u16 = 21 * 60;
/// How many events a collection's page shows at most (the soonest; the
/// rest are counted).
pub const EVENTS_SHOWN: usize = 24;

/// The categories whose events are held indoors by their nature: a
/// performance in a hall. ('Live Music', 'Festival', 'Circus' and
/// 'Outdoor' may be under the sky, and a museum's event in its garden.)
const INDOOR_CATEGORIES: [&str; 6] = [
    "Broadway",
    "Opera",
    "Ballet",
    "Theater",
    "Comedy",
    "Speaker Series",
];

impl Collection {
    pub const ALL: [Collection; 6] = [
        Collection::RainyDay,
        Collection::WithKids,
        Collection::FreeThisWeek,
        Collection::OpenLateTonight,
        Collection::StepFree,
        Collection::DogFriendly,
    ];

    /// Its part of an address and of the catalog's messages.
    pub const fn id(self) -> &'static str {
        match self {
            Collection::RainyDay => "rainy-day",
            Collection::WithKids => "with-kids",
            Collection::FreeThisWeek => "free-this-week",
            Collection::OpenLateTonight => "open-late-tonight",
            Collection::StepFree => "step-free",
            Collection::DogFriendly => "dog-friendly",
        }
    }

    pub fn parse(id: &str) -> Option<Collection> {
        Collection::ALL.into_iter().find(|c| c.id() == id)
    }

    /// Its page's address, without a language's prefix.
    pub const fn path(self) -> &'static str {
        match self {
            Collection::RainyDay => "/collections/rainy-day",
            Collection::WithKids => "/collections/with-kids",
            Collection::FreeThisWeek => "/collections/free-this-week",
            Collection::OpenLateTonight => "/collections/open-late-tonight",
            Collection::StepFree => "/collections/step-free",
            Collection::DogFriendly => "/collections/dog-friendly",
        }
    }

    /// Its page's name in the catalog: `page-<page>-title` is its title,
    /// `page-<page>-description` its page's description.
    pub const fn page(self) -> &'static str {
        match self {
            Collection::RainyDay => "collection-rainy-day",
            Collection::WithKids => "collection-with-kids",
            Collection::FreeThisWeek => "collection-free-this-week",
            Collection::OpenLateTonight => "collection-open-late-tonight",
            Collection::StepFree => "collection-step-free",
            Collection::DogFriendly => "collection-dog-friendly",
        }
    }

    /// The catalog's message of its title ('Rainy day').
    pub fn title_message(self) -> String {
        format!("page-{}-title", self.page())
    }

    /// The collection whose page is at `path` (no language prefix).
    pub fn of_path(path: &str) -> Option<Collection> {
        Collection::ALL.into_iter().find(|c| c.path() == path)
    }

    /// The catalog's message of its one-line introduction.
    pub fn intro_message(self) -> String {
        format!("collection-{}-intro", self.id())
    }

    /// Whether `event` is in it on `today`.
    pub fn has_event(self, event: &Event, today: Date) -> bool {
        if event.status != EventStatus::Scheduled || last_day(event) < today {
            return false;
        }
        let hours = EventHours::of(event);
        let on = |first: Date, last: Date| hours.first <= last && hours.last >= first;
        let this_week = on(today, today.add_days(WEEK_DAYS - 1));
        let price = event.ticket_price.as_deref();
        match self {
            Collection::RainyDay => {
                on(today, today) && INDOOR_CATEGORIES.contains(&event.category.as_str())
            }
            Collection::WithKids => {
                this_week
                    && price
                        .and_then(Price::parse)
                        .is_some_and(|p| p.has_children_price())
            }
            Collection::FreeThisWeek => this_week && is_free(price) == Some(true),
            Collection::OpenLateTonight => {
                on(today, today)
                    && event.time.is_some()
                    && hours.start_minutes() >= LATE_SHOW_MINUTES
            }
            Collection::StepFree | Collection::DogFriendly => false,
        }
    }

    /// Whether a place with these facts, price and hours is in it on `today`.
    fn has_place(
        self,
        facts: &[Fact],
        price: Option<&str>,
        hours: Option<&str>,
        today: Date,
    ) -> bool {
        let set = FactSet::of(facts);
        let hours = || hours.and_then(OpeningHours::parse);
        match self {
            Collection::RainyDay => {
                set.has(Fact::Indoor) && hours().is_some_and(|h| !h.spans_on(today).is_empty())
            }
            Collection::WithKids => {
                set.has(Fact::Kids)
                    || price
                        .and_then(Price::parse)
                        .is_some_and(|p| p.has_children_price())
            }
            Collection::FreeThisWeek => set.has(Fact::Free) || is_free(price) == Some(true),
            Collection::OpenLateTonight => hours().is_some_and(|h| {
                h.is_open(CityClock {
                    today,
                    minutes: LATE_MINUTES,
                })
            }),
            Collection::StepFree => set.has(Fact::StepFree),
            Collection::DogFriendly => set.has(Fact::Dogs),
        }
    }

    pub fn has_activity(self, activity: &Activity, today: Date) -> bool {
        self.has_place(
            &activity.facts,
            activity.price.as_deref(),
            activity.recurring_schedule.as_deref(),
            today,
        )
    }

    pub fn has_restaurant(self, restaurant: &Restaurant, today: Date) -> bool {
        self.has_place(
            &restaurant.facts,
            None,
            restaurant.open_hours.as_deref(),
            today,
        )
    }
}

/// A collection's page as the server sends it: its events (the soonest
/// [`EVENTS_SHOWN`], a series once), how many there are in all, and its
/// places, by name.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct CollectionPage {
    pub collection: Collection,
    pub events: Vec<Event>,
    /// Its events in all, each series once.
    pub event_count: usize,
    pub activities: Vec<Activity>,
    pub restaurants: Vec<Restaurant>,
}

impl CollectionPage {
    /// `collection` on `today`, from the guide's events (by date, as the
    /// index keeps them) and places.
    pub fn of(
        collection: Collection,
        events: &[Event],
        activities: &[Activity],
        restaurants: &[Restaurant],
        today: Date,
    ) -> CollectionPage {
        let series = SeriesIndex::new(events);
        let positions = collection_events(collection, events, &series, today);
        let mut activities: Vec<Activity> = activities
            .iter()
            .filter(|a| collection.has_activity(a, today))
            .cloned()
            .collect();
        activities.sort_by(|a, b| a.name.cmp(&b.name));
        let mut restaurants: Vec<Restaurant> = restaurants
            .iter()
            .filter(|r| collection.has_restaurant(r, today))
            .cloned()
            .collect();
        restaurants.sort_by(|a, b| a.name.cmp(&b.name));
        CollectionPage {
            collection,
            event_count: positions.len(),
            events: positions
                .iter()
                .take(EVENTS_SHOWN)
                .map(|&i| series.shown(events, i as u32, today))
                .collect(),
            activities,
            restaurants,
        }
    }

    /// The page as a page in `lang` shows it: each item in that language.
    pub fn in_language(mut self, lang: Lang) -> CollectionPage {
        self.events.iter_mut().for_each(|e| e.localize(lang));
        self.activities.iter_mut().for_each(|a| a.localize(lang));
        self.restaurants.iter_mut().for_each(|r| r.localize(lang));
        self
    }
}

/// The positions of `collection`'s events in `events`, soonest first
/// (the next day each is on), each series once: its soonest.
pub fn collection_events(
    collection: Collection,
    events: &[Event],
    series: &SeriesIndex,
    today: Date,
) -> Vec<usize> {
    let mut members: Vec<(Date, u16, usize)> = events
        .iter()
        .enumerate()
        .filter(|(_, e)| collection.has_event(e, today))
        .map(|(i, e)| {
            let hours = EventHours::of(e);
            (hours.first.max(today), hours.start_minutes(), i)
        })
        .collect();
    members.sort_unstable();
    let in_order: Vec<u32> = members.iter().map(|&(_, _, i)| i as u32).collect();
    series
        .once(events, &in_order)
        .into_iter()
        .map(|i| i as usize)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::model::VenueRef;

    fn day(text: &str) -> Date {
        Date::parse(text).unwrap()
    }

    fn event(id: i64, title: &str, date: &str, time: &str, category: &str, price: &str) -> Event {
        let mut event = Event::named(id, title, day(date));
        event.venue = VenueRef::Name("Van Wezel".into());
        event.time = (!time.is_empty()).then(|| time.to_string());
        event.category = category.into();
        event.ticket_price = (!price.is_empty()).then(|| price.to_string());
        event
    }

    fn activity(name: &str, facts: &[Fact], price: &str, hours: &str) -> Activity {
        let mut activity = Activity::named(1, name);
        activity.facts = facts.to_vec();
        activity.price = (!price.is_empty()).then(|| price.to_string());
        activity.recurring_schedule = (!hours.is_empty()).then(|| hours.to_string());
        activity
    }

    fn restaurant(name: &str, facts: &[Fact], hours: &str) -> Restaurant {
        let mut restaurant = Restaurant::named(1, name);
        restaurant.facts = facts.to_vec();
        restaurant.open_hours = (!hours.is_empty()).then(|| hours.to_string());
        restaurant
    }

    // Friday 2026-12-04.
    const FRIDAY: &str = "2026-12-04";

    #[test]
    fn ids_are_addresses_and_read_back() {
        for collection in Collection::ALL {
            assert_eq!(Collection::parse(collection.id()), Some(collection));
            assert_eq!(
                serde_json::to_value(collection).unwrap(),
                collection.id(),
                "the API's name is the address's"
            );
            assert_eq!(
                collection.path(),
                format!("/collections/{}", collection.id())
            );
            assert_eq!(collection.page(), format!("collection-{}", collection.id()));
            assert_eq!(Collection::of_path(collection.path()), Some(collection));
        }
        assert_eq!(Collection::parse("rainy"), None);
    }

    #[test]
    fn a_rainy_day_is_indoor_places_open_today_and_shows_in_a_hall() {
        let today = day(FRIDAY);
        let aquarium = activity("Aquarium", &[Fact::Indoor], "", "Daily 10 AM - 5 PM");
        let closed_fridays = activity("Gallery", &[Fact::Indoor], "", "Sat-Thu 10 AM - 5 PM");
        let beach = activity("Beach", &[Fact::Outdoor], "", "Daily 6 AM - 9 PM");
        let unknown_hours = activity("Museum", &[Fact::Indoor], "", "");
        let rainy = Collection::RainyDay;
        assert!(rainy.has_activity(&aquarium, today));
        assert!(!rainy.has_activity(&closed_fridays, today));
        assert!(rainy.has_activity(&closed_fridays, today.add_days(1)));
        assert!(!rainy.has_activity(&beach, today));
        assert!(
            !rainy.has_activity(&unknown_hours, today),
            "open today is known, not guessed"
        );
        let ballet = event(1, "Nutcracker", FRIDAY, "7:30 PM", "Ballet", "$40");
        let market = event(2, "Market", FRIDAY, "7 AM", "Outdoor", "Free");
        let sculpture = event(4, "Sculpture Garden", FRIDAY, "10 AM", "Museum", "Free");
        assert!(
            !rainy.has_event(&sculpture, today),
            "a museum's event may be outdoors"
        );
        let tomorrow = event(3, "Opera", "2026-12-05", "7 PM", "Opera", "$50");
        assert!(rainy.has_event(&ballet, today));
        assert!(!rainy.has_event(&market, today));
        assert!(!rainy.has_event(&tomorrow, today));
    }

    #[test]
    fn open_late_tonight_reads_each_places_hours_at_ten_and_shows_from_nine() {
        let today = day(FRIDAY);
        let late = Collection::OpenLateTonight;
        let bar = restaurant("Bar", &[], "Mon-Thu 5 PM - 10 PM; Fri-Sat 5 PM - 1 AM");
        let diner = restaurant("Diner", &[], "Daily 7 AM - 9 PM");
        assert!(late.has_restaurant(&bar, today));
        assert!(
            !late.has_restaurant(&bar, day("2026-12-03")),
            "Thursday it closes at ten"
        );
        assert!(!late.has_restaurant(&diner, today));
        assert!(late.has_event(
            &event(1, "Late jazz", FRIDAY, "9:30 PM", "Live Music", ""),
            today
        ));
        assert!(!late.has_event(&event(2, "Matinee", FRIDAY, "2 PM", "Theater", ""), today));
        assert!(!late.has_event(&event(3, "All day", FRIDAY, "", "Festival", ""), today));
    }

    #[test]
    fn kids_free_step_free_and_dogs_are_read_from_facts_and_prices_never_descriptions() {
        let today = day(FRIDAY);
        let mut described = activity("Farm", &[], "$20", "Daily 9 AM - 5 PM");
        described.description = "Great for kids and dogs, free on Sundays, step-free.".into();
        for collection in [
            Collection::WithKids,
            Collection::FreeThisWeek,
            Collection::StepFree,
            Collection::DogFriendly,
        ] {
            assert!(
                !collection.has_activity(&described, today),
                "{collection:?}"
            );
        }
        let zoo = activity("Zoo", &[], "$30 adults, $20 children", "");
        assert!(Collection::WithKids.has_activity(&zoo, today));
        let park = activity("Park", &[Fact::Free, Fact::Dogs, Fact::StepFree], "", "");
        assert!(Collection::FreeThisWeek.has_activity(&park, today));
        assert!(Collection::DogFriendly.has_activity(&park, today));
        assert!(Collection::StepFree.has_activity(&park, today));
        assert!(Collection::FreeThisWeek.has_activity(&activity("Pier", &[], "Free", ""), today));
        let family = event(
            1,
            "Circus",
            "2026-12-08",
            "2 PM",
            "Circus",
            "$25 adults, $15 children",
        );
        assert!(Collection::WithKids.has_event(&family, today));
        assert!(
            !Collection::WithKids.has_event(&family, day("2026-11-30")),
            "not this week yet"
        );
        let free = event(2, "Concert", "2026-12-10", "6 PM", "Live Music", "Free");
        assert!(Collection::FreeThisWeek.has_event(&free, today));
        assert!(
            !Collection::FreeThisWeek.has_event(&free, day("2026-12-11")),
            "over"
        );
        assert!(
            !Collection::FreeThisWeek
                .has_event(&event(3, "Gala", FRIDAY, "", "Other", "$5"), today)
        );
    }

    #[test]
    fn a_cancelled_or_past_event_is_in_none() {
        let today = day(FRIDAY);
        let mut cancelled = event(1, "Free show", FRIDAY, "9 PM", "Theater", "Free");
        cancelled.status = EventStatus::Cancelled;
        let past = event(2, "Free show", "2026-12-03", "9 PM", "Theater", "Free");
        for collection in Collection::ALL {
            assert!(!collection.has_event(&cancelled, today));
            assert!(!collection.has_event(&past, today));
        }
    }

    #[test]
    fn a_page_lists_a_series_once_soonest_first_and_counts_the_rest() {
        let today = day(FRIDAY);
        let mut events: Vec<Event> = (0..4)
            .map(|n| {
                event(
                    n,
                    "Farmers Market",
                    &today.add_days(n).to_string(),
                    "7 AM",
                    "Outdoor",
                    "Free",
                )
            })
            .collect();
        events.push(event(
            10,
            "Free Lecture",
            FRIDAY,
            "6 PM",
            "Speaker Series",
            "Free",
        ));
        events.push(event(11, "Free Film", FRIDAY, "8 AM", "Other", "Free"));
        let page = CollectionPage::of(Collection::FreeThisWeek, &events, &[], &[], today);
        let titles: Vec<&str> = page.events.iter().map(|e| e.title.as_str()).collect();
        assert_eq!(titles, ["Farmers Market", "Free Film", "Free Lecture"]);
        assert_eq!(page.event_count, 3);
        let many: Vec<Event> = (0..40)
            .map(|n| {
                event(
                    n,
                    &format!("Talk {n}"),
                    FRIDAY,
                    "6 PM",
                    "Speaker Series",
                    "Free",
                )
            })
            .collect();
        let page = CollectionPage::of(Collection::FreeThisWeek, &many, &[], &[], today);
        assert_eq!((page.events.len(), page.event_count), (EVENTS_SHOWN, 40));
    }

    #[test]
    fn a_pages_places_are_by_name() {
        let today = day(FRIDAY);
        let places = [
            activity("Zoo", &[Fact::Dogs], "", ""),
            activity("Arboretum", &[Fact::Dogs], "", ""),
            activity("Museum", &[], "", ""),
        ];
        let page = CollectionPage::of(Collection::DogFriendly, &[], &places, &[], today);
        let names: Vec<&str> = page.activities.iter().map(|a| a.name.as_str()).collect();
        assert_eq!(names, ["Arboretum", "Zoo"]);
    }
}
