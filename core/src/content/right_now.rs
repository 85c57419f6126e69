//! 'Right now': what a visitor can go to at this moment. The events on now
//! or later today (a series once) and the activities and restaurants open
//! now, together, nearest first from where the visitor is (or from a place
//! of the guide they chose), each with how far it is.
//!
//! The server finds the page at the city's clock ([`RightNow::of`]): what
//! is on or open now, and what else is to come today, so that the device
//! can work the page out again at its own clock ([`RightNow::entries`]),
//! and order it by distance, since the position never leaves it. A page
//! read at 6 PM and opened offline at 8 PM shows what opened at 7, and no
//! longer what closed then.

use serde::{Deserialize, Serialize};

#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

use crate::content::date_filter::DateFilter;
use crate::content::event_hours::{EventHours, Window};
use crate::content::event_index::{EventIndex, EventQuery};
use crate::content::model::{Activity, Event, EventStatus, Restaurant};
use crate::content::near::{Coordinates, Near, Travel};
use crate::content::paths::ItemKind;
use crate::content::translations::Translatable;
use crate::text::lang::Lang;
use crate::time::date::CityClock;
use crate::time::hours::{HoursStatus, OpeningHours, open_now};

/// How many of the day's events the page carries at most: the soonest
/// (the rest are counted).
pub const EVENTS_SHOWN: usize = 48;

/// The page as the server sends it: the events on now or later today, in
/// the order they start (those already on first), the places open now or
/// later today, by name, and what the page shows at the server's clock.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct RightNow {
    pub events: Vec<Event>,
    /// The day's events still to go to in all, each series once.
    pub event_count: usize,
    pub activities: Vec<Activity>,
    pub restaurants: Vec<Restaurant>,
    /// The entries at the server's clock, without a place to order from:
    /// what the page shows until the device has worked them out at its own.
    pub entries: Vec<NowEntry>,
}

/// One entry of the page as shown: the item (`index` into its kind's
/// list) and, ordered from a point, how far it is.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct NowEntry {
    pub kind: ItemKind,
    pub index: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub travel: Option<Travel>,
}

impl RightNow {
    /// The page at `clock`, from the guide's events (core's index) and
    /// places.
    pub fn of(
        index: &EventIndex,
        activities: &[Activity],
        restaurants: &[Restaurant],
        clock: CityClock,
    ) -> RightNow {
        let query = EventQuery {
            dates: DateFilter::Tonight,
            ..EventQuery::default()
        };
        let events = index.events();
        let mut going: Vec<(u16, usize)> = index
            .filter(&query, clock)
            .into_iter()
            .map(|i| i as usize)
            .filter(|&i| events[i].status == EventStatus::Scheduled)
            .map(|i| (starts_today(&events[i], clock), i))
            .collect();
        // Stable: the index's order (by date, then time) breaks the ties.
        going.sort_by_key(|&(starts, _)| starts);
        let mut activities: Vec<Activity> = activities
            .iter()
            .filter(|a| open_today(a.recurring_schedule.as_deref(), clock))
            .cloned()
            .collect();
        activities.sort_by(|a, b| a.name.cmp(&b.name));
        let mut restaurants: Vec<Restaurant> = restaurants
            .iter()
            .filter(|r| open_today(r.open_hours.as_deref(), clock))
            .cloned()
            .collect();
        restaurants.sort_by(|a, b| a.name.cmp(&b.name));
        let mut page = RightNow {
            event_count: going.len(),
            events: going
                .iter()
                .take(EVENTS_SHOWN)
                .map(|&(_, i)| index.shown(i, clock.today))
                .collect(),
            activities,
            restaurants,
            entries: Vec::new(),
        };
        page.entries = page.entries(clock, None);
        page
    }

    /// The page as a page in `lang` shows it: each item in that language.
    pub fn in_language(mut self, lang: Lang) -> RightNow {
        self.events.iter_mut().for_each(|e| e.localize(lang));
        self.activities.iter_mut().for_each(|a| a.localize(lang));
        self.restaurants.iter_mut().for_each(|r| r.localize(lang));
        self
    }

    /// The entries still on or open at `clock`: nearest first from `near`
    /// (within its radius, when it has one; without coordinates, last), or
    /// without it the events, then the activities, then the restaurants,
    /// each in the page's order.
    pub fn entries(&self, clock: CityClock, near: Option<Near>) -> Vec<NowEntry> {
        let tonight = Window::Tonight.at(clock);
        let events = (0..self.events.len())
            .filter(|&i| {
                let event = &self.events[i];
                event.status == EventStatus::Scheduled && tonight.contains(&EventHours::of(event))
            })
            .map(|i| (ItemKind::Event, i));
        let activities = (0..self.activities.len())
            .filter(|&i| activity_open(&self.activities[i], clock))
            .map(|i| (ItemKind::Activity, i));
        let restaurants = (0..self.restaurants.len())
            .filter(|&i| restaurant_open(&self.restaurants[i], clock))
            .map(|i| (ItemKind::Restaurant, i));
        let entries: Vec<(ItemKind, usize)> = events.chain(activities).chain(restaurants).collect();
        let at = |(kind, i): (ItemKind, usize)| -> Option<Coordinates> {
            match kind {
                ItemKind::Event => self.events[i].coordinates(),
                ItemKind::Activity => self.activities[i].coordinates(),
                ItemKind::Restaurant => self.restaurants[i].coordinates(),
            }
        };
        let order: Vec<u32> = match near {
            None => (0..entries.len() as u32).collect(),
            Some(near) => near.order((0..entries.len() as u32).collect(), |k| {
                at(entries[k as usize])
            }),
        };
        order
            .into_iter()
            .map(|k| {
                let (kind, i) = entries[k as usize];
                NowEntry {
                    kind,
                    index: i as u32,
                    travel: near.and_then(|n| Some(Travel::between(n.from, at((kind, i))?))),
                }
            })
            .collect()
    }
}

/// When an event on tonight starts today, in minutes since midnight: 0 for
/// one already on since an earlier day (a festival's, a late show that
/// began last night).
fn starts_today(event: &Event, clock: CityClock) -> u16 {
    let hours = EventHours::of(event);
    match hours.next_day_on(clock) {
        Some(day) if day == clock.today => hours.start_minutes(),
        _ => 0,
    }
}

/// Whether a place with these hours is open at `clock` or opens later
/// that day.
fn open_today(hours: Option<&str>, clock: CityClock) -> bool {
    match hours.and_then(OpeningHours::parse).map(|h| h.status(clock)) {
        Some(HoursStatus::Open { .. }) => true,
        Some(HoursStatus::Closed { opens }) => opens.is_some_and(|(day, _)| day == clock.today),
        None => false,
    }
}

fn activity_open(activity: &Activity, clock: CityClock) -> bool {
    open_now(activity.recurring_schedule.as_deref(), clock) == Some(true)
}

fn restaurant_open(restaurant: &Restaurant, clock: CityClock) -> bool {
    open_now(restaurant.open_hours.as_deref(), clock) == Some(true)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::model::{Venue, VenueRef};
    use crate::time::date::Date;

    fn day(text: &str) -> Date {
        Date::parse(text).unwrap()
    }

    /// Friday, December 4, 2026, at `hour`:`minute`.
    fn friday_at(hour: u16, minute: u16) -> CityClock {
        CityClock {
            today: day("2026-12-04"),
            minutes: hour * 60 + minute,
        }
    }

    const CIRCLE: Coordinates = Coordinates {
        latitude: 27.3175,
        longitude: -82.5770,
    };

    fn event(id: i64, title: &str, date: &str, time: &str, at: Option<(f64, f64)>) -> Event {
        let mut event = Event::named(id, title, day(date));
        event.time = Some(time.into());
        event.venue = VenueRef::Details(Venue::named(id, &format!("{title} hall"), at));
        event
    }

    fn activity(id: i64, name: &str, hours: &str, at: Option<(f64, f64)>) -> Activity {
        let mut activity = Activity::named(id, name);
        activity.recurring_schedule = Some(hours.into());
        (activity.latitude, activity.longitude) = (at.map(|a| a.0), at.map(|a| a.1));
        activity
    }

    fn restaurant(id: i64, name: &str, hours: &str, at: Option<(f64, f64)>) -> Restaurant {
        let mut restaurant = Restaurant::named(id, name);
        restaurant.open_hours = Some(hours.into());
        (restaurant.latitude, restaurant.longitude) = (at.map(|a| a.0), at.map(|a| a.1));
        restaurant
    }

    fn page() -> RightNow {
        let mut festival = event(3, "Winter Festival", "2026-12-01", "10 AM - 8 PM", None);
        festival.end_date = Some(day("2026-12-10"));
        let mut cancelled = event(
            4,
            "Called Off",
            "2026-12-04",
            "8 PM",
            Some((27.3176, -82.5771)),
        );
        cancelled.status = EventStatus::Cancelled;
        let events = vec![
            festival,
            event(
                1,
                "Matinee",
                "2026-12-04",
                "2 PM",
                Some((27.3176, -82.5771)),
            ),
            event(
                2,
                "Late Jazz",
                "2026-12-04",
                "9 PM",
                Some((27.3306, -82.5418)),
            ),
            cancelled,
            event(
                5,
                "Sunset Drum Circle",
                "2026-12-04",
                "6:30 PM",
                Some((27.3177, -82.5770)),
            ),
            event(
                6,
                "Sunset Drum Circle",
                "2026-12-11",
                "6:30 PM",
                Some((27.3177, -82.5770)),
            ),
            event(
                7,
                "Tomorrow's Show",
                "2026-12-05",
                "7 PM",
                Some((27.3177, -82.5770)),
            ),
        ];
        let activities = [
            activity(
                1,
                "Mote Aquarium",
                "Daily 10 AM - 5 PM",
                Some((27.3336, -82.5772)),
            ),
            activity(
                2,
                "Sunset Cruise",
                "Daily 5 PM - 9 PM",
                Some((27.3180, -82.5775)),
            ),
            activity(3, "Beach Walk", "Seasonal", Some((27.3175, -82.5770))),
        ];
        let restaurants = [
            restaurant(
                1,
                "Lunch Counter",
                "Mon-Fri 11 AM - 2 PM",
                Some((27.3175, -82.5770)),
            ),
            restaurant(
                2,
                "Columbia",
                "Daily 11 AM - 11 PM",
                Some((27.3177, -82.5770)),
            ),
            restaurant(3, "Night Owl", "Thu-Sat 8 PM - 2 AM", None),
        ];
        RightNow::of(
            &EventIndex::new(events),
            &activities,
            &restaurants,
            friday_at(18, 0),
        )
    }

    fn titles(page: &RightNow) -> Vec<&str> {
        page.events.iter().map(|e| e.title.as_str()).collect()
    }

    #[test]
    fn what_is_on_now_or_later_today_and_open_now() {
        let page = page();
        // The festival since Tuesday first, then by start; the matinee is
        // over, the cancelled show and tomorrow's are not to go to, and the
        // drum circle is one entry at tonight's date.
        assert_eq!(
            titles(&page),
            ["Winter Festival", "Sunset Drum Circle", "Late Jazz"]
        );
        assert_eq!(page.event_count, 3);
        assert_eq!(page.events[1].date, day("2026-12-04"));
        assert!(page.events[1].series.is_some());
        // The aquarium closed at 5, the beach's hours are not known and the
        // lunch counter is closed; the night owl opens at 8, later today.
        assert_eq!(
            page.activities
                .iter()
                .map(|a| a.name.as_str())
                .collect::<Vec<_>>(),
            ["Sunset Cruise"]
        );
        assert_eq!(
            page.restaurants
                .iter()
                .map(|r| r.name.as_str())
                .collect::<Vec<_>>(),
            ["Columbia", "Night Owl"]
        );
        // What the page shows at the server's clock: not the night owl yet.
        assert_eq!(page.entries, page.entries(friday_at(18, 0), None));
        assert!(!page.entries.contains(&NowEntry {
            kind: ItemKind::Restaurant,
            index: 1,
            travel: None,
        }));
    }

    #[test]
    fn without_a_place_the_events_come_first_then_the_places() {
        let page = page();
        let kinds: Vec<(ItemKind, u32)> = page
            .entries(friday_at(18, 0), None)
            .iter()
            .map(|e| (e.kind, e.index))
            .collect();
        assert_eq!(
            kinds,
            [
                (ItemKind::Event, 0),
                (ItemKind::Event, 1),
                (ItemKind::Event, 2),
                (ItemKind::Activity, 0),
                (ItemKind::Restaurant, 0),
            ]
        );
        assert!(
            page.entries(friday_at(18, 0), None)
                .iter()
                .all(|e| e.travel.is_none())
        );
    }

    #[test]
    fn from_a_place_the_nearest_come_first_with_how_far() {
        let page = page();
        let near = |within_miles| Near {
            from: CIRCLE,
            within_miles,
        };
        let entries = page.entries(friday_at(18, 0), Some(near(None)));
        let order: Vec<(ItemKind, u32)> = entries.iter().map(|e| (e.kind, e.index)).collect();
        assert_eq!(
            order,
            [
                // On the Circle, given first among equals.
                (ItemKind::Event, 1),
                (ItemKind::Restaurant, 0),
                (ItemKind::Activity, 0),
                // Selby's lawn, 2.3 mi: a drive.
                (ItemKind::Event, 2),
                // The festival's venue has no coordinates: last.
                (ItemKind::Event, 0),
            ]
        );
        assert!(entries[0].travel.is_some_and(|t| t.walk && t.minutes == 1));
        assert!(entries[3].travel.is_some_and(|t| !t.walk));
        assert_eq!(entries[4].travel, None);
        // Within a walk: the drive and the place without coordinates go.
        let walk = page.entries(friday_at(18, 0), Some(near(Some(1.0))));
        assert_eq!(walk.len(), 3);
        assert!(walk.iter().all(|e| e.travel.is_some_and(|t| t.walk)));
    }

    #[test]
    fn a_page_read_earlier_is_checked_again_at_the_devices_clock() {
        let page = page();
        // At 9:30 PM the cruise has docked and the drum circle (6:30, two
        // hours) is over; the festival ended at 8. Jazz plays on, and the
        // night owl has opened since.
        let later: Vec<(ItemKind, u32)> = page
            .entries(friday_at(21, 30), None)
            .iter()
            .map(|e| (e.kind, e.index))
            .collect();
        assert_eq!(
            later,
            [
                (ItemKind::Event, 2),
                (ItemKind::Restaurant, 0),
                (ItemKind::Restaurant, 1)
            ]
        );
        // After midnight, Friday's page keeps what is still on: the night
        // owl until 2, and the festival later on Saturday; Columbia closed
        // at 11.
        let saturday = CityClock {
            today: day("2026-12-05"),
            minutes: 30,
        };
        let after_midnight: Vec<(ItemKind, u32)> = page
            .entries(saturday, None)
            .iter()
            .map(|e| (e.kind, e.index))
            .collect();
        assert_eq!(
            after_midnight,
            [(ItemKind::Event, 0), (ItemKind::Restaurant, 1)]
        );
    }

    #[test]
    fn a_late_night_is_counted_from_the_night_before() {
        // At 1 AM on Saturday, Friday's late show still on and the night
        // owl still open (its Friday hours run to 2).
        let late = event(1, "Midnight Set", "2026-12-04", "11 PM - 2 AM", None);
        let page = RightNow::of(
            &EventIndex::new(vec![late]),
            &[],
            &[restaurant(3, "Night Owl", "Thu-Sat 8 PM - 2 AM", None)],
            CityClock {
                today: day("2026-12-05"),
                minutes: 60,
            },
        );
        assert_eq!(titles(&page), ["Midnight Set"]);
        assert_eq!(page.restaurants.len(), 1);
    }

    #[test]
    fn the_page_keeps_the_soonest_events_and_counts_them_all() {
        let events = (0..60)
            .map(|i| event(i, &format!("Show {i}"), "2026-12-04", "9 PM", None))
            .collect();
        let page = RightNow::of(&EventIndex::new(events), &[], &[], friday_at(18, 0));
        assert_eq!(page.events.len(), EVENTS_SHOWN);
        assert_eq!(page.event_count, 60);
    }
}
