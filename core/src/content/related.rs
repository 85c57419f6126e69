//! What an item page offers next: more events at the same venue, and the
//! places near an activity or a restaurant.

use std::cmp::Ordering;

use serde::{Deserialize, Serialize};

#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

use crate::content::areas::{AreaTable, OTHER_AREAS};
use crate::content::events::last_day;
use crate::content::model::{Activity, Event, EventStatus, Restaurant};
use crate::content::near::{Coordinates, distance_km};
use crate::content::order::{least, sort_positions};
use crate::content::paths::ItemKind;
use crate::content::series::SeriesIndex;
use crate::content::translations::Translatable;
use crate::text::lang::Lang;
use crate::time::date::Date;

/// How many more events at its venue an event's page shows.
pub const MORE_AT_VENUE: usize = 3;

/// An event's page as the server sends it: the event and the coming
/// events at its venue, so that the page never reads the whole list.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct EventPage {
    pub event: Event,
    pub more_at_venue: Vec<Event>,
}

impl EventPage {
    /// Event `id`'s page from the guide's `events` (their `series`) on
    /// `today`: the event with its series' dates; none when the guide has
    /// no such event.
    pub fn of(events: &[Event], series: &SeriesIndex, id: i64, today: Date) -> Option<EventPage> {
        let position = events.iter().position(|e| e.id == id)?;
        let more_at_venue = more_at_venue(events, series, position, today, MORE_AT_VENUE)
            .into_iter()
            .map(|i| series.shown(events, i, today))
            .collect();
        Some(EventPage {
            event: series.shown(events, position as u32, today),
            more_at_venue,
        })
    }

    /// The page as a page in `lang` shows it: each event in that language
    /// ([`Translatable::localize`]), so that the page puts nothing into
    /// its language while it becomes the app's.
    pub fn in_language(mut self, lang: Lang) -> EventPage {
        self.event.localize(lang);
        self.more_at_venue.iter_mut().for_each(|e| e.localize(lang));
        self
    }
}

/// The coming events at the venue of the event at `position`, soonest
/// first, each series once and without the event's own (its page lists
/// its dates): positions into `events`. None when the venue is still to
/// be announced.
pub fn more_at_venue(
    events: &[Event],
    series: &SeriesIndex,
    position: usize,
    today: Date,
    limit: usize,
) -> Vec<u32> {
    let event = &events[position];
    if event.venue.is_tba() {
        return Vec::new();
    }
    let same_venue = |other: &Event| match (event.venue_id, other.venue_id) {
        (Some(a), Some(b)) => a == b,
        _ => other
            .venue
            .name()
            .trim()
            .eq_ignore_ascii_case(event.venue.name().trim()),
    };
    let mut found: Vec<u32> = (0..events.len() as u32)
        .filter(|&i| {
            let other = &events[i as usize];
            !series.same(i, position as u32) && same_venue(other) && last_day(other) >= today
        })
        .collect();
    sort_positions(&mut found, &|a, b| {
        let (x, y) = (&events[a as usize], &events[b as usize]);
        (x.date, x.id).cmp(&(y.date, y.id))
    });
    let mut once = series.once(events, &found);
    once.truncate(limit);
    once
}

/// How many activities, and how many restaurants, a place's page shows
/// near it.
pub const NEARBY: usize = 3;

/// The places near an activity or a restaurant, whole: what its page shows
/// under 'Nearby'.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
pub struct NearbyPlaces {
    pub activities: Vec<Activity>,
    pub restaurants: Vec<Restaurant>,
}

impl NearbyPlaces {
    fn localize(&mut self, lang: Lang) {
        self.activities.iter_mut().for_each(|a| a.localize(lang));
        self.restaurants.iter_mut().for_each(|r| r.localize(lang));
    }

    /// The [`NEARBY`] places of each kind near `item` ([`nearby`]).
    fn of(
        areas: &AreaTable,
        item: (ItemKind, i64),
        activities: &[Activity],
        restaurants: &[Restaurant],
    ) -> NearbyPlaces {
        let near = nearby(areas, item, activities, restaurants, NEARBY);
        NearbyPlaces {
            activities: near
                .activities
                .iter()
                .map(|&i| activities[i as usize].clone())
                .collect(),
            restaurants: near
                .restaurants
                .iter()
                .map(|&i| restaurants[i as usize].clone())
                .collect(),
        }
    }
}

/// An activity's page as the server sends it: the activity and the places
/// near it, so that the page reads neither whole list (nor works out what
/// is near while it becomes the app's).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct ActivityPage {
    pub activity: Activity,
    pub nearby: NearbyPlaces,
    /// What's on here: the place's coming events ([`on_here`]).
    pub on_here: Vec<Event>,
}

impl ActivityPage {
    /// Activity `id`'s page on `today`; none when the guide has no such
    /// activity.
    pub fn of(
        areas: &AreaTable,
        (activities, restaurants): (&[Activity], &[Restaurant]),
        events: &[Event],
        id: i64,
        today: Date,
    ) -> Option<ActivityPage> {
        let activity = activities.iter().find(|a| a.id == id)?;
        let place = (activity.name.as_str(), activity.coordinates());
        Some(ActivityPage {
            activity: activity.clone(),
            nearby: NearbyPlaces::of(areas, (ItemKind::Activity, id), activities, restaurants),
            on_here: events_on_here(events, place, today),
        })
    }

    /// The page in `lang`, as [`EventPage::in_language`].
    pub fn in_language(mut self, lang: Lang) -> ActivityPage {
        self.activity.localize(lang);
        self.nearby.localize(lang);
        self.on_here.iter_mut().for_each(|e| e.localize(lang));
        self
    }
}

/// A restaurant's page as the server sends it: see [`ActivityPage`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct RestaurantPage {
    pub restaurant: Restaurant,
    pub nearby: NearbyPlaces,
    /// What's on here: the place's coming events ([`on_here`]).
    pub on_here: Vec<Event>,
}

impl RestaurantPage {
    /// Restaurant `id`'s page on `today`; none when the guide has no such
    /// restaurant.
    pub fn of(
        areas: &AreaTable,
        (activities, restaurants): (&[Activity], &[Restaurant]),
        events: &[Event],
        id: i64,
        today: Date,
    ) -> Option<RestaurantPage> {
        let restaurant = restaurants.iter().find(|r| r.id == id)?;
        let place = (restaurant.name.as_str(), restaurant.coordinates());
        Some(RestaurantPage {
            restaurant: restaurant.clone(),
            nearby: NearbyPlaces::of(areas, (ItemKind::Restaurant, id), activities, restaurants),
            on_here: events_on_here(events, place, today),
        })
    }

    /// The page in `lang`, as [`EventPage::in_language`].
    pub fn in_language(mut self, lang: Lang) -> RestaurantPage {
        self.restaurant.localize(lang);
        self.nearby.localize(lang);
        self.on_here.iter_mut().for_each(|e| e.localize(lang));
        self
    }
}

/// How many coming events a place's page shows under 'What's on here'.
pub const ON_HERE: usize = 3;

/// How far a venue may be from a place and be the place, in kilometres:
/// one building under two names ('Mote Marine Laboratory & Aquarium' and
/// 'Mote Aquarium' are at the same point), not the theatre across the road
/// (90 m from the car museum).
pub const SAME_PLACE_KM: f64 = 0.05;

/// The coming events at a place (`name`, where it is), soonest first, a
/// series once (its soonest day): those at a venue of the place's name, or
/// within [`SAME_PLACE_KM`] of it. Cancelled events are left out.
pub fn events_on_here(
    events: &[Event],
    (name, at): (&str, Option<Coordinates>),
    today: Date,
) -> Vec<Event> {
    let name = name.trim();
    let here = |event: &Event| {
        event.venue.name().trim().eq_ignore_ascii_case(name)
            || at
                .zip(event.coordinates())
                .is_some_and(|(a, b)| distance_km(a, b) <= SAME_PLACE_KM)
    };
    let found: Vec<u32> = (0..events.len() as u32)
        .filter(|&i| {
            let event = &events[i as usize];
            event.status != EventStatus::Cancelled
                && !event.venue.is_tba()
                && last_day(event) >= today
                && here(event)
        })
        .collect();
    let mut sorted = found;
    sorted.sort_by_key(|&i| (events[i as usize].date.max(today), events[i as usize].id));
    let mut seen: Vec<&str> = Vec::new();
    sorted.retain(|&i| {
        let title = events[i as usize].title.as_str();
        let first = !seen.contains(&title);
        seen.push(title);
        first
    });
    sorted
        .into_iter()
        .take(ON_HERE)
        .map(|i| events[i as usize].clone())
        .collect()
}

/// Places near an item: positions into the activities and the restaurants.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
pub struct Nearby {
    pub activities: Vec<u32>,
    pub restaurants: Vec<u32>,
}

/// How far a place with coordinates but no named area looks for
/// restaurants: a short drive.
const NEARBY_KM: f64 = 5.0;

struct Place<'a> {
    kind: ItemKind,
    id: i64,
    area: &'a str,
    at: Option<Coordinates>,
}

/// The places near the activity or restaurant `(kind, id)`: those in the
/// same area of the Area View, nearest first when both have coordinates
/// (else best rated, then in list order); for a place outside the named
/// areas, the restaurants within 5 km. At most `limit` of each kind.
pub fn nearby(
    areas: &AreaTable,
    item: (ItemKind, i64),
    activities: &[Activity],
    restaurants: &[Restaurant],
    limit: usize,
) -> Nearby {
    let activity_places = activities.iter().map(|a| Place {
        kind: ItemKind::Activity,
        id: a.id,
        area: areas.group_of_place(
            None,
            &[Some(&a.name), a.location.as_deref(), a.address.as_deref()],
            None,
            None,
        ),
        at: None,
    });
    let restaurant_places = restaurants.iter().map(|r| Place {
        kind: ItemKind::Restaurant,
        id: r.id,
        area: areas.group_of(r),
        at: Coordinates::of(r.latitude, r.longitude),
    });
    let activity_places: Vec<Place> = activity_places.collect();
    let restaurant_places: Vec<Place> = restaurant_places.collect();
    let Some(target) = activity_places
        .iter()
        .chain(&restaurant_places)
        .find(|p| (p.kind, p.id) == item)
    else {
        return Nearby::default();
    };
    let rating = |i: usize| {
        restaurants
            .get(i)
            .and_then(|r| r.rating)
            .filter(|r| r.is_finite())
            .unwrap_or(f64::NEG_INFINITY)
    };
    let pick = |places: &[Place], rated: bool| -> Vec<u32> {
        let found: Vec<(usize, Option<f64>)> = places
            .iter()
            .enumerate()
            .filter(|(_, p)| (p.kind, p.id) != item)
            .filter_map(|(i, p)| {
                let distance = target.at.zip(p.at).map(|(a, b)| distance_km(a, b));
                let same_area = target.area != OTHER_AREAS && p.area == target.area;
                let close = distance.is_some_and(|d| d <= NEARBY_KM);
                (same_area || (target.area == OTHER_AREAS && close)).then_some((i, distance))
            })
            .collect();
        let order = |&(a, da): &(usize, Option<f64>), &(b, db): &(usize, Option<f64>)| {
            let by_distance = match (da, db) {
                (Some(da), Some(db)) => da.total_cmp(&db),
                (Some(_), None) => Ordering::Less,
                (None, Some(_)) => Ordering::Greater,
                (None, None) => Ordering::Equal,
            };
            let by_rating = if rated {
                rating(b).total_cmp(&rating(a))
            } else {
                Ordering::Equal
            };
            by_distance.then(by_rating).then(a.cmp(&b))
        };
        least(found, limit, order)
            .into_iter()
            .map(|(i, _)| i as u32)
            .collect()
    };
    Nearby {
        activities: pick(&activity_places, false),
        restaurants: pick(&restaurant_places, true),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::model::{Venue, VenueRef};

    fn event(id: i64, venue: VenueRef, date: Date) -> Event {
        Event {
            venue_id: match &venue {
                VenueRef::Details(v) => Some(v.id),
                VenueRef::Name(_) => None,
            },
            venue,
            category: "theater".into(),
            ..Event::named(id, &format!("Show {id}"), date)
        }
    }

    fn day(d: u8) -> Date {
        Date::new(2026, 12, d).unwrap()
    }

    fn hall(id: i64, name: &str) -> VenueRef {
        VenueRef::Details(Venue::named(id, name, None))
    }

    #[test]
    fn more_at_the_venue_is_coming_soonest_first() {
        let events = vec![
            event(1, hall(5, "Van Wezel"), day(10)),
            event(2, hall(5, "Van Wezel"), day(1)), // over by the 5th
            event(3, hall(6, "Opera House"), day(12)),
            event(4, hall(5, "Van Wezel"), day(8)),
            event(5, VenueRef::Name("van wezel".into()), day(20)),
            event(6, VenueRef::Name("Venue TBA".into()), day(9)),
            event(7, hall(5, "Van Wezel"), day(28)),
        ];
        let series = SeriesIndex::new(&events);
        let more = |position, limit| more_at_venue(&events, &series, position, day(5), limit);
        assert_eq!(more(0, 10), vec![3, 4, 6]);
        // Without a stored venue, the name decides.
        assert_eq!(more(4, 10), vec![3, 0, 6]);
        assert_eq!(more(0, 1), vec![3]);
        assert!(more(5, 10).is_empty());
    }

    #[test]
    fn more_at_the_venue_shows_a_series_once_and_not_the_events_own() {
        let mut events: Vec<Event> = (1..=5)
            .map(|id| event(id, hall(5, "Van Wezel"), day(id as u8 + 9)))
            .collect();
        // Shows 2, 3 and 4 are one series; so are 1 and 5.
        for n in [2, 3] {
            events[n].title = "Show 2".into();
        }
        events[4].title = "Show 1".into();
        let series = SeriesIndex::new(&events);
        assert_eq!(more_at_venue(&events, &series, 0, day(5), 10), vec![1]);
        assert_eq!(more_at_venue(&events, &series, 2, day(5), 10), vec![0]);
    }

    #[test]
    fn an_events_page_carries_the_event_and_three_more_at_its_venue() {
        let events: Vec<Event> = (1..=6)
            .map(|id| event(id, hall(5, "Van Wezel"), day(id as u8 + 9)))
            .collect();
        let series = SeriesIndex::new(&events);
        let page = EventPage::of(&events, &series, 2, day(5)).unwrap();
        assert_eq!(page.event.id, 2);
        let more: Vec<i64> = page.more_at_venue.iter().map(|e| e.id).collect();
        assert_eq!(more, vec![1, 3, 4]);
        assert!(EventPage::of(&events, &series, 99, day(5)).is_none());
    }

    fn restaurant(id: i64, name: &str, at: Option<(f64, f64)>, rating: f64) -> Restaurant {
        Restaurant {
            rating: Some(rating),
            latitude: at.map(|a| a.0),
            longitude: at.map(|a| a.1),
            ..Restaurant::named(id, name)
        }
    }

    fn activity(id: i64, name: &str, location: &str) -> Activity {
        Activity {
            location: Some(location.into()),
            ..Activity::named(id, name)
        }
    }

    #[test]
    fn nearby_is_the_same_area_nearest_first() {
        let areas = AreaTable::sarasota();
        let restaurants = vec![
            restaurant(1, "Downtown A", Some((27.336, -82.540)), 8.0),
            restaurant(2, "Downtown far", Some((27.350, -82.530)), 9.5),
            restaurant(3, "Siesta Key Oyster Bar", Some((27.267, -82.547)), 9.0),
            restaurant(4, "Downtown near", Some((27.337, -82.541)), 7.0),
            restaurant(5, "Main Street Diner, Downtown Sarasota", None, 9.9),
            restaurant(6, "Out east", Some((27.300, -82.400)), 8.0),
            restaurant(7, "Out east too", Some((27.305, -82.405)), 8.0),
        ];
        let activities = vec![
            activity(1, "Selby Gardens", "Downtown Sarasota"),
            activity(2, "Siesta Beach", "Siesta Key"),
        ];
        let near = nearby(
            &areas,
            (ItemKind::Restaurant, 1),
            &activities,
            &restaurants,
            5,
        );
        assert_eq!(near.restaurants, vec![3, 1, 4]);
        assert_eq!(near.activities, vec![0]);
        // An activity's area comes from its location; restaurants by rating.
        let near = nearby(
            &areas,
            (ItemKind::Activity, 1),
            &activities,
            &restaurants,
            2,
        );
        assert_eq!(near.restaurants, vec![4, 1]);
        assert!(near.activities.is_empty());
        // Outside the named areas: within a short drive.
        let near = nearby(
            &areas,
            (ItemKind::Restaurant, 6),
            &activities,
            &restaurants,
            5,
        );
        assert_eq!(near.restaurants, vec![6]);
        assert_eq!(
            nearby(&areas, (ItemKind::Event, 1), &activities, &restaurants, 5),
            Nearby::default()
        );
    }

    #[test]
    fn whats_on_here_is_the_places_coming_events_by_name_or_position_a_series_once() {
        let at = |id, name: &str, where_: Option<(f64, f64)>, date| {
            let mut e = event(id, hall(id, name), date);
            if let VenueRef::Details(venue) = &mut e.venue {
                venue.latitude = where_.map(|w| w.0);
                venue.longitude = where_.map(|w| w.1);
            }
            e
        };
        let mote = (27.3325, -82.5775);
        let mut events = vec![
            at(1, "mote aquarium", None, day(12)),
            at(
                2,
                "Mote Marine Laboratory & Aquarium",
                Some((27.3327, -82.5773)),
                day(8),
            ),
            at(
                3,
                "Theatre across the road",
                Some((27.3333, -82.5775)),
                day(7),
            ),
            at(4, "Mote Aquarium", None, day(3)),
            at(5, "Mote Aquarium", None, day(20)),
            at(6, "Mote Aquarium", None, day(9)),
        ];
        events[4].title = "Show 1".into(); // a later day of event 1's series
        events[5].status = EventStatus::Cancelled;
        let on: Vec<i64> = events_on_here(
            &events,
            ("Mote Aquarium", Coordinates::of(Some(mote.0), Some(mote.1))),
            day(5),
        )
        .iter()
        .map(|e| e.id)
        .collect();
        assert_eq!(
            on,
            [2, 1],
            "by name or within 50 m (not 90 m); past, cancelled and a series' later day left out"
        );
        let without_position: Vec<i64> = events_on_here(&events, (" Mote Aquarium ", None), day(5))
            .iter()
            .map(|e| e.id)
            .collect();
        assert_eq!(without_position, [1]);
    }

    #[test]
    fn a_places_page_carries_the_place_and_the_places_near_it_whole() {
        let areas = AreaTable::sarasota();
        let restaurants = vec![
            restaurant(1, "Downtown A", Some((27.336, -82.540)), 8.0),
            restaurant(4, "Downtown near", Some((27.337, -82.541)), 7.0),
            restaurant(3, "Siesta Key Oyster Bar", Some((27.267, -82.547)), 9.0),
        ];
        let activities = vec![
            activity(1, "Selby Gardens", "Downtown Sarasota"),
            activity(2, "Siesta Beach", "Siesta Key"),
        ];
        let page = RestaurantPage::of(&areas, (&activities, &restaurants), &[], 1, day(5)).unwrap();
        assert_eq!(page.restaurant.id, 1);
        let ids = |places: &[Restaurant]| places.iter().map(|r| r.id).collect::<Vec<_>>();
        assert_eq!(ids(&page.nearby.restaurants), vec![4]);
        assert_eq!(page.nearby.activities[0].name, "Selby Gardens");
        let page = ActivityPage::of(&areas, (&activities, &restaurants), &[], 2, day(5)).unwrap();
        assert_eq!(page.activity.name, "Siesta Beach");
        assert_eq!(ids(&page.nearby.restaurants), vec![3]);
        assert!(page.nearby.activities.is_empty());
        assert!(RestaurantPage::of(&areas, (&activities, &restaurants), &[], 99, day(5)).is_none());
        assert!(
            ActivityPage::of(&areas, (&activities, &restaurants), &[], 1, day(5))
                .unwrap()
                .nearby
                .activities
                .is_empty()
        );
    }

    #[test]
    fn a_page_in_a_language_shows_each_of_its_items_in_it() {
        let areas = AreaTable::sarasota();
        let mut gardens = activity(1, "Selby Gardens", "Downtown Sarasota");
        gardens.description = "Gardens by the bay.".into();
        gardens.translations =
            serde_json::from_value(serde_json::json!({"es": {"name": "Jardines Selby"}})).unwrap();
        let mut museum = activity(2, "Art Museum", "Downtown Sarasota");
        museum.description = "Paintings.".into();
        museum.translations = serde_json::from_value(
            serde_json::json!({"es": {"name": "Museo de Arte", "description": "Cuadros."}}),
        )
        .unwrap();
        let restaurants = vec![restaurant(1, "Downtown A", Some((27.336, -82.540)), 8.0)];
        let page =
            ActivityPage::of(&areas, (&[gardens, museum], &restaurants), &[], 1, day(5)).unwrap();

        let es = page.clone().in_language(Lang::Es);
        assert_eq!(es.activity.name, "Jardines Selby");
        assert_eq!(es.activity.untranslated, ["description"]);
        assert!(es.activity.translations.is_empty(), "one language is sent");
        assert_eq!(es.nearby.activities[0].name, "Museo de Arte");
        assert!(es.nearby.activities[0].untranslated.is_empty());
        assert_eq!(es.nearby.restaurants[0].name, "Downtown A");

        // In the language it is written in, the page is as stored.
        let en = page.clone().in_language(Lang::En);
        assert_eq!(en.activity.name, "Selby Gardens");
        assert!(en.activity.untranslated.is_empty());
    }
}
