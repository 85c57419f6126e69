//! The trip planner's view: My Favorites' items on the days of the trip,
//! each day planned ([`plan_day`]: its order, the way between stops, what
//! goes wrong), and those not placed yet. The device works it out from
//! what it keeps (the saved items, the trip, the guide's lists), so it
//! plans offline as online.
//!
//! An event is on its date, or on the night the visitor chose of a run; a
//! place is on the day it was placed on. The days are those the visitor
//! said, or else the days of the plan's events still to come.

use serde::{Deserialize, Serialize};

#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

use crate::content::event_hours::EventHours;
use crate::content::forecast::{Forecast, UsualWeather, usual_weather};
use crate::content::model::{Activity, Event, Restaurant};
use crate::content::near::{Coordinates, Travel};
use crate::plan::favorites::{ItemType, SavedItem};
use crate::plan::trip::day::{Conflict, DayStop, MoveTo, When, plan_day};
use crate::plan::trip::order::{Minute, Schedule};
use crate::plan::trip::placed::{MAX_TRIP_DAYS, StopKey, Trip};
use crate::plan::trip::travel::{Leg, RoutePoints, RoutedDay, RoutedSeconds};
use crate::text::format::{day_with_weekday, hours_time, short_day};
use crate::text::words::{Arg, Localizer};
use crate::time::date::Date;

/// A day of the trip sets out at 9 AM.
pub const DAY_START: Minute = 9 * 60;
/// A visit to a place whose page says nothing of its length.
pub const PLACE_VISIT_MINUTES: Minute = 90;
/// A meal.
pub const MEAL_MINUTES: Minute = 75;
/// A visit to an event one drops in on (a festival, a market).
pub const DROP_IN_MINUTES: Minute = 90;

/// The hours a place can be booked for: every half hour from 7 AM to
/// 11 PM.
pub const BOOKING_HOURS: std::ops::RangeInclusive<Minute> = (7 * 60)..=(23 * 60);

/// An hour a place can be booked for, as the visitor reads it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[serde(rename_all = "camelCase")]
pub struct HourChoice {
    pub minute: Minute,
    /// '7:30 PM', '19:30'.
    pub label: String,
}

/// The hours a place can be booked for, written in `words`' language.
pub fn hour_choices(words: &dyn Localizer) -> Vec<HourChoice> {
    BOOKING_HOURS
        .step_by(30)
        .map(|minute| HourChoice {
            minute,
            label: hours_time(minute as u16, words.lang()),
        })
        .collect()
}

/// What the planner reads of the guide: the lists (the items' hours and
/// places) and the forecast last read, if any.
#[derive(Debug, Clone, Default, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Guide {
    #[serde(default)]
    pub events: Vec<Event>,
    #[serde(default)]
    pub activities: Vec<Activity>,
    #[serde(default)]
    pub restaurants: Vec<Restaurant>,
    #[serde(default)]
    pub forecast: Option<Forecast>,
    /// The routing engine's answers the device has kept, by the days'
    /// `route` (none where the guide has no engine, or offline before
    /// any was read: every leg is then estimated).
    #[serde(default)]
    pub travel_times: Vec<RoutedDay>,
}

/// A stop as the day visits it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[serde(rename_all = "camelCase")]
pub struct TripVisit {
    /// Its position in the saved items.
    pub position: u32,
    pub key: StopKey,
    pub name: String,
    /// '10 AM–11:30 AM': the visit, or the event's own times.
    pub times: String,
    /// When it begins and ends, in minutes since the day's midnight (past
    /// 1,440 the next morning).
    pub start: Minute,
    pub end: Minute,
    /// The hour a place was booked for, if it was.
    pub booked: Option<Minute>,
    /// The way from the stop before: '0.4 mi · 10 min walk (estimate)'.
    pub leg: Option<String>,
    pub conflicts: Vec<Conflict>,
    pub address: Option<String>,
    pub latitude: Option<f64>,
    pub longitude: Option<f64>,
    /// The other days it can go to: any of the trip's for a place, the
    /// other nights in the trip for an event.
    pub moves: Vec<MoveTo>,
}

/// A day of the trip, planned.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[serde(rename_all = "camelCase")]
pub struct TripDay {
    /// `YYYY-MM-DD`.
    pub date: String,
    /// 'Monday, December 7'.
    pub heading: String,
    pub visits: Vec<TripVisit>,
    /// In the visitor's own order, rather than the planner's.
    pub own_order: bool,
    /// What the planner's order would do better than the visitor's.
    pub better: Option<String>,
    /// '3 stops · 25 min travel'.
    pub summary: String,
    /// The forecast for the day, in a line, when it is within the week
    /// the Weather Service forecasts.
    pub forecast: Option<String>,
    /// The forecast says rain: the day is one for the rainy-day ideas.
    pub rainy: bool,
    /// Its places, as `GET /api/travel-times?points=` asks the routing
    /// engine for the driving times between them (none for fewer than
    /// two places on the map).
    pub route: Option<String>,
}

/// An item not on any day of the trip.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[serde(rename_all = "camelCase")]
pub struct NotPlaced {
    pub position: u32,
    pub key: StopKey,
    pub name: String,
    /// Why, where it is not the visitor's to decide ('Plays Sat Dec 19,
    /// after your trip').
    pub note: Option<String>,
    /// The days it can go to.
    pub moves: Vec<MoveTo>,
}

/// The trip: its days planned, and what is not placed yet.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[serde(rename_all = "camelCase")]
pub struct TripView {
    pub days: Vec<TripDay>,
    pub not_placed: Vec<NotPlaced>,
    /// The first and last days (`YYYY-MM-DD`), none for a trip without any.
    pub first: Option<String>,
    pub last: Option<String>,
    /// The days are the plan's events' (the visitor said none).
    pub from_events: bool,
    /// What the weather usually is then, for days beyond the forecast.
    pub usual_weather: Option<UsualWeather>,
}

/// A saved item, read against the guide's lists.
struct Item<'a> {
    position: u32,
    key: StopKey,
    saved: &'a SavedItem,
    when: When,
    visit_minutes: Minute,
    at: Option<Coordinates>,
    address: Option<String>,
    /// An event's days (none for a place), and whether the guide lists it.
    nights: Option<Vec<Date>>,
    listed: bool,
}

fn read<'a>(position: usize, saved: &'a SavedItem, guide: &Guide) -> Item<'a> {
    let key = StopKey {
        kind: saved.kind,
        id: saved.id,
    };
    let mut item = Item {
        position: position as u32,
        key,
        saved,
        when: When::Anytime,
        visit_minutes: PLACE_VISIT_MINUTES,
        at: None,
        address: saved.address.clone(),
        nights: None,
        listed: true,
    };
    match saved.kind {
        ItemType::Event => {
            let event = guide.events.iter().find(|e| e.id == saved.id);
            item.listed = event.is_some();
            item.nights = Some(Vec::new());
            item.visit_minutes = DROP_IN_MINUTES;
            if let Some(event) = event {
                let hours = EventHours::of(event);
                item.when = When::Event {
                    dates: Vec::new(),
                    start: Minute::from(hours.start_minutes()),
                    end: Minute::from(hours.end_minutes()),
                };
                item.nights = Some(days_between(hours.first, hours.last));
                item.at = event.venue.coordinates();
                if let crate::content::model::VenueRef::Details(venue) = &event.venue {
                    item.address = venue.address.clone().or(item.address);
                }
            }
        }
        ItemType::Activity => {
            if let Some(activity) = guide.activities.iter().find(|a| a.id == saved.id) {
                item.when = When::of_hours(activity.recurring_schedule.as_deref());
                item.visit_minutes = activity
                    .visit_minutes
                    .filter(|minutes| *minutes > 0)
                    .unwrap_or(PLACE_VISIT_MINUTES);
                item.at = Coordinates::of(activity.latitude, activity.longitude);
                item.address = activity.address.clone().or(item.address);
            }
        }
        ItemType::Restaurant => {
            item.visit_minutes = MEAL_MINUTES;
            if let Some(restaurant) = guide.restaurants.iter().find(|r| r.id == saved.id) {
                item.when = When::of_hours(restaurant.open_hours.as_deref());
                item.at = Coordinates::of(restaurant.latitude, restaurant.longitude);
                item.address = restaurant.address.clone().or(item.address);
            }
        }
    }
    item
}

/// Every day from `first` to `last`, kept to a trip's length.
fn days_between(first: Date, last: Date) -> Vec<Date> {
    let count = (last.to_days() - first.to_days() + 1).clamp(0, 366);
    (0..count).map(|i| first.add_days(i)).collect()
}

/// The trip's days: those said, or from the first to the last day of the
/// plan's events still to come (a trip's length at most).
fn trip_days(trip: &Trip, items: &[Item], today: Date) -> (Vec<Date>, bool) {
    if let Some((first, last)) = trip.said_days() {
        return (days_between(first, last), false);
    }
    let coming: Vec<Date> = items
        .iter()
        .filter_map(|item| item.nights.as_ref()?.iter().copied().find(|d| *d >= today))
        .collect();
    let Some(first) = coming.iter().copied().min() else {
        return (Vec::new(), true);
    };
    let last = coming.iter().copied().max().unwrap_or(first);
    let last = last.min(first.add_days(MAX_TRIP_DAYS - 1));
    (days_between(first, last), true)
}

/// Plans the trip of `items` (as saved) from what `trip` keeps, reading
/// the items and the forecast in `guide`, with `today` the city's date.
pub fn plan_trip(
    items: &[SavedItem],
    trip: &Trip,
    guide: &Guide,
    today: Date,
    words: &dyn Localizer,
) -> TripView {
    let lang = words.lang();
    let items: Vec<Item> = items
        .iter()
        .enumerate()
        .map(|(position, saved)| read(position, saved, guide))
        .collect();
    let (days, from_events) = trip_days(trip, &items, today);
    let day_label = |date: Date| MoveTo {
        date: date.to_string(),
        label: short_day(date, lang),
    };
    // Each item's day, or why it has none.
    let mut on_day: Vec<Vec<usize>> = vec![Vec::new(); days.len()];
    let mut not_placed = Vec::new();
    for (i, item) in items.iter().enumerate() {
        let placed = trip
            .placement(item.key)
            .and_then(|p| Date::parse(&p.date).ok());
        let (day, note) = match &item.nights {
            Some(nights) => {
                let in_trip: Vec<Date> = nights
                    .iter()
                    .copied()
                    .filter(|d| days.contains(d))
                    .collect();
                let chosen = placed
                    .filter(|d| in_trip.contains(d))
                    .or_else(|| in_trip.iter().copied().find(|d| *d >= today))
                    .or_else(|| in_trip.first().copied());
                let note = match (item.listed, nights.first(), days.first()) {
                    (false, _, _) => Some(words.text("trip-unlisted")),
                    (true, Some(night), Some(first)) if chosen.is_none() => {
                        let message = if night < first {
                            "trip-plays-before"
                        } else {
                            "trip-plays-after"
                        };
                        Some(
                            words
                                .message(message, &[("date", Arg::Text(&short_day(*night, lang)))]),
                        )
                    }
                    _ => None,
                };
                (chosen, note)
            }
            None => (placed.filter(|d| days.contains(d)), None),
        };
        match day.and_then(|day| days.iter().position(|d| *d == day)) {
            Some(d) => on_day[d].push(i),
            None => not_placed.push(NotPlaced {
                position: item.position,
                key: item.key,
                name: item.saved.name.clone(),
                note,
                moves: moves(item, None, &days, &day_label),
            }),
        }
    }
    let forecast_of = |date: Date| {
        let date = date.to_string();
        guide
            .forecast
            .as_ref()
            .and_then(|f| f.days.iter().find(|day| day.date == date))
    };
    TripView {
        first: days.first().map(Date::to_string),
        last: days.last().map(Date::to_string),
        usual_weather: days
            .iter()
            .copied()
            .find(|date| forecast_of(*date).is_none())
            .map(usual_weather),
        days: days
            .iter()
            .zip(on_day)
            .map(|(&date, members)| {
                let trip = TripContext {
                    trip,
                    guide,
                    days: &days,
                    today,
                };
                let mut day = plan_trip_day(date, &members, &items, &trip, words);
                if let Some(weather) = forecast_of(date) {
                    day.forecast = Some(weather.line(words));
                    day.rainy = weather.rainy;
                }
                day
            })
            .collect(),
        not_placed,
        from_events,
    }
}

/// The days `item` can go to from `date`: any other of the trip's for a
/// place, its other nights in the trip for an event.
fn moves(
    item: &Item,
    date: Option<Date>,
    days: &[Date],
    label: &dyn Fn(Date) -> MoveTo,
) -> Vec<MoveTo> {
    days.iter()
        .copied()
        .filter(|day| Some(*day) != date)
        .filter(|day| {
            item.nights
                .as_ref()
                .is_none_or(|nights| nights.contains(day))
        })
        .map(label)
        .collect()
}

/// What every day of the trip is planned with.
struct TripContext<'a> {
    trip: &'a Trip,
    guide: &'a Guide,
    days: &'a [Date],
    today: Date,
}

fn plan_trip_day(
    date: Date,
    members: &[usize],
    items: &[Item],
    context: &TripContext,
    words: &dyn Localizer,
) -> TripDay {
    let TripContext {
        trip,
        guide,
        days,
        today,
    } = *context;
    let lang = words.lang();
    let day_text = date.to_string();
    let stops: Vec<DayStop> = members
        .iter()
        .map(|&i| {
            let item = &items[i];
            let booked = trip.placement(item.key).and_then(|p| p.at);
            let when = match (&item.when, booked, &item.nights) {
                (When::Event { start, end, .. }, _, _) => When::Event {
                    dates: vec![date],
                    start: *start,
                    end: *end,
                },
                (When::Hours(hours), Some(start), None) => When::Booked {
                    start,
                    hours: Some(hours.clone()),
                },
                (_, Some(start), None) => When::Booked { start, hours: None },
                (when, _, _) => when.clone(),
            };
            DayStop {
                name: item.saved.name.clone(),
                when,
                visit_minutes: item.visit_minutes,
                at: item.at,
            }
        })
        .collect();
    let own: Option<Vec<usize>> = trip.own_order(&day_text).map(|keys| {
        let mut order: Vec<usize> = keys
            .iter()
            .filter_map(|key| members.iter().position(|&i| items[i].key == *key))
            .collect();
        // Those the visitor's order does not name yet go last.
        let rest: Vec<usize> = (0..members.len()).filter(|s| !order.contains(s)).collect();
        order.extend(rest);
        order
    });
    let points: Vec<Option<Coordinates>> = stops.iter().map(|stop| stop.at).collect();
    let route = RoutePoints::of(&points);
    let routed: Option<RoutedSeconds> = route.as_ref().and_then(|route| {
        let known = guide
            .travel_times
            .iter()
            .find(|known| known.points == route.points)?;
        Some(route.by_stop(&known.seconds))
    });
    let routed = routed.as_ref();
    let plan = plan_day(date, &stops, own.as_deref(), routed, DAY_START, days, words);
    let better = own.as_ref().and_then(|_| {
        let best = plan_day(date, &stops, None, routed, DAY_START, days, words);
        better_text(&plan.schedule, &best.schedule, words)
    });
    let time = |minute: Minute| hours_time((minute % (24 * 60)) as u16, lang);
    let label = |day: Date| MoveTo {
        date: day.to_string(),
        label: short_day(day, lang),
    };
    let visits = plan
        .schedule
        .visits
        .iter()
        .zip(&plan.legs)
        .map(|(visit, leg)| {
            let item = &items[members[visit.stop]];
            TripVisit {
                position: item.position,
                key: item.key,
                name: item.saved.name.clone(),
                times: format!("{}–{}", time(visit.start), time(visit.end)),
                start: visit.start,
                end: visit.end,
                booked: trip
                    .placement(item.key)
                    .and_then(|p| p.at)
                    .filter(|_| item.nights.is_none()),
                leg: leg.map(|leg| leg_text(&leg, words)),
                conflicts: plan
                    .conflicts
                    .iter()
                    .filter(|c| c.stop == visit.stop)
                    .cloned()
                    .collect(),
                address: item.address.clone(),
                latitude: item.at.map(|at| at.latitude),
                longitude: item.at.map(|at| at.longitude),
                moves: moves(item, Some(date), days, &label),
            }
        })
        .collect::<Vec<_>>();
    let stops_count = visits.len().to_string();
    let travel = plan.schedule.cost.travel_minutes.to_string();
    TripDay {
        date: day_text,
        heading: day_with_weekday(date, today, lang),
        summary: words.message(
            "trip-day-summary",
            &[
                ("count", Arg::Number(visits.len() as f64)),
                ("shown", Arg::Text(&stops_count)),
                ("minutes", Arg::Text(&travel)),
            ],
        ),
        visits,
        own_order: own.is_some(),
        better,
        forecast: None,
        rainy: false,
        route: route.map(|route| route.points),
    }
}

/// '0.4 mi · 10 min walk', said to be an estimate where it is one.
fn leg_text(leg: &Leg, words: &dyn Localizer) -> String {
    let travel = Travel {
        miles: leg.miles,
        minutes: leg.minutes(),
        walk: leg.walk,
    }
    .label(words);
    if leg.estimated {
        words.message("trip-estimate", &[("travel", Arg::Text(&travel))])
    } else {
        travel
    }
}

/// What the planner's order does better than the visitor's, if anything.
fn better_text(own: &Schedule, best: &Schedule, words: &dyn Localizer) -> Option<String> {
    let (own, best) = (own.cost, best.cost);
    if best.problems < own.problems {
        let fewer = own.problems - best.problems;
        let shown = fewer.to_string();
        return Some(words.message(
            "trip-better-problems",
            &[
                ("count", Arg::Number(f64::from(fewer))),
                ("shown", Arg::Text(&shown)),
            ],
        ));
    }
    let saved = (best.problems == own.problems && best.late_minutes <= own.late_minutes)
        .then(|| own.travel_minutes.saturating_sub(best.travel_minutes))
        .filter(|minutes| *minutes > 0)?;
    Some(words.message(
        "trip-better-travel",
        &[("minutes", Arg::Text(&saved.to_string()))],
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::events::tests::event;
    use crate::plan::trip::placed::Trip;
    use crate::text::catalogs::catalog;
    use crate::text::lang::Lang;

    fn d(text: &str) -> Date {
        Date::parse(text).unwrap()
    }

    const DOWNTOWN: (f64, f64) = (27.3364, -82.5307);
    const NEARBY: (f64, f64) = (27.3380, -82.5330);

    /// Hamilton plays Monday December 7 to Wednesday December 9 at 7:30
    /// PM; the museum is closed on Mondays; the restaurant opens at 5 PM.
    fn guide() -> (Vec<Event>, Vec<Activity>, Vec<Restaurant>) {
        let mut hamilton = event(1, "Theater", "2026-12-07", Some("2026-12-09"));
        hamilton.title = "Hamilton".into();
        hamilton.time = Some("7:30 PM - 10 PM".into());
        hamilton.venue = crate::content::model::VenueRef::Details(crate::content::model::Venue {
            id: 1,
            name: "Van Wezel".into(),
            website: None,
            address: Some("777 N Tamiami Trail".into()),
            phone: None,
            description: None,
            capacity: None,
            venue_type: None,
            latitude: Some(DOWNTOWN.0),
            longitude: Some(DOWNTOWN.1),
        });
        let mut fair = event(2, "Festival", "2026-12-19", None);
        fair.title = "Winter Fair".into();
        let mut museum = Activity::named(3, "Art museum");
        museum.recurring_schedule = Some("Tue-Sun 10 AM - 5 PM".into());
        museum.visit_minutes = Some(120);
        museum.latitude = Some(NEARBY.0);
        museum.longitude = Some(NEARBY.1);
        let mut dinner = Restaurant::named(4, "Owen's");
        dinner.open_hours = Some("Daily 5 PM - 10 PM".into());
        dinner.latitude = Some(NEARBY.0);
        dinner.longitude = Some(NEARBY.1);
        (vec![hamilton, fair], vec![museum], vec![dinner])
    }

    /// The week from Friday, December 4: rain on Tuesday the 8th.
    fn forecast() -> Forecast {
        use crate::content::forecast::{ForecastDay, Sky};
        let day = |date: &str, sky: Sky, summary: &str, rain: u8| ForecastDay {
            date: date.to_string(),
            high: Some(78),
            low: Some(63),
            rain_chance: Some(rain),
            sky,
            summary: summary.to_string(),
            rainy: rain >= 50,
        };
        Forecast {
            days: vec![
                day("2026-12-07", Sky::Sunny, "Sunny", 0),
                day("2026-12-08", Sky::Rain, "Showers Likely", 70),
                day("2026-12-09", Sky::PartlyCloudy, "Partly Sunny", 10),
                day("2026-12-10", Sky::Sunny, "Sunny", 0),
            ],
            read_at: 0,
        }
    }

    fn saved(guide: &(Vec<Event>, Vec<Activity>, Vec<Restaurant>)) -> Vec<SavedItem> {
        vec![
            SavedItem::from_activity(&guide.1[0], Lang::En),
            SavedItem::from_event(&guide.0[0], Lang::En),
            SavedItem::from_restaurant(&guide.2[0], Lang::En),
            SavedItem::from_event(&guide.0[1], Lang::En),
        ]
    }

    fn plan(trip: &Trip, lang: Lang) -> TripView {
        let (events, activities, restaurants) = guide();
        let saved = saved(&(events.clone(), activities.clone(), restaurants.clone()));
        let guide = Guide {
            events,
            activities,
            restaurants,
            forecast: Some(forecast()),
            travel_times: Vec::new(),
        };
        plan_trip(&saved, trip, &guide, d("2026-12-04"), catalog(lang))
    }

    const MUSEUM: StopKey = StopKey {
        kind: ItemType::Activity,
        id: 3,
    };
    const HAMILTON: StopKey = StopKey {
        kind: ItemType::Event,
        id: 1,
    };
    const DINNER: StopKey = StopKey {
        kind: ItemType::Restaurant,
        id: 4,
    };

    fn names(day: &TripDay) -> Vec<(&str, &str)> {
        day.visits
            .iter()
            .map(|v| (v.name.as_str(), v.times.as_str()))
            .collect()
    }

    #[test]
    fn a_booking_is_offered_every_half_hour_of_the_day() {
        let hours = hour_choices(catalog(Lang::En));
        assert_eq!(hours.len(), 33);
        assert_eq!((hours[0].minute, hours[0].label.as_str()), (420, "7 AM"));
        assert_eq!(hours[25].label, "7:30 PM");
        assert_eq!(hour_choices(catalog(Lang::De))[25].label, "19:30");
    }

    #[test]
    fn without_dates_the_trip_is_its_events_days_and_places_wait() {
        let view = plan(&Trip::default(), Lang::En);
        assert!(view.from_events);
        // From Hamilton's first night to the fair, twelve days later.
        assert_eq!(view.first.as_deref(), Some("2026-12-07"));
        assert_eq!(view.last.as_deref(), Some("2026-12-19"));
        assert_eq!(view.days.len(), 13);
        assert_eq!(view.days[0].heading, "Monday, December 7");
        assert_eq!(names(&view.days[0]), [("Hamilton", "7:30 PM–10 PM")]);
        // Its other nights are offered.
        assert_eq!(
            view.days[0].visits[0]
                .moves
                .iter()
                .map(|m| m.label.as_str())
                .collect::<Vec<_>>(),
            ["Tue Dec 8", "Wed Dec 9"]
        );
        assert_eq!(names(&view.days[12]), [("Winter Fair", "9 AM–10:30 AM")]);
        // The places are the visitor's to place, on any day.
        let waiting: Vec<&str> = view.not_placed.iter().map(|n| n.name.as_str()).collect();
        assert_eq!(waiting, ["Art museum", "Owen's"]);
        assert_eq!(view.not_placed[0].moves.len(), 13);
        assert_eq!(view.not_placed[0].note, None);
        // The forecast's week, then what is usual in December.
        assert_eq!(
            view.days[1].forecast.as_deref(),
            Some("Rain · 78° / 63° · 70% chance of rain")
        );
        assert!(view.days[1].rainy && !view.days[0].rainy);
        assert_eq!(view.days[4].forecast, None);
        assert_eq!(
            view.usual_weather.map(|u| u.months),
            Some("months-dec-feb".to_string())
        );
    }

    #[test]
    fn a_day_is_ordered_timed_and_travelled_with_the_chosen_night() {
        let trip = Trip::default()
            .with_days("2026-12-07", "2026-12-10", catalog(Lang::En))
            .unwrap()
            .place(HAMILTON, "2026-12-08", None)
            .place(DINNER, "2026-12-08", None)
            .place(MUSEUM, "2026-12-08", None);
        let view = plan(&trip, Lang::En);
        assert!(!view.from_events);
        assert_eq!(view.days.len(), 4);
        let tuesday = &view.days[1];
        assert_eq!(
            names(tuesday),
            [
                ("Art museum", "10 AM–12 PM"),
                ("Owen's", "5 PM–6:15 PM"),
                ("Hamilton", "7:30 PM–10 PM"),
            ]
        );
        assert_eq!(tuesday.visits[0].leg, None);
        assert_eq!(
            tuesday.visits[1].leg.as_deref(),
            Some("0.1 mi · 1 min walk (estimate)")
        );
        // 0.29 km: 0.18 mi × 1.3 at 3 mph.
        assert_eq!(
            tuesday.visits[2].leg.as_deref(),
            Some("0.2 mi · 5 min walk (estimate)")
        );
        assert_eq!(tuesday.summary, "3 stops · 6 min travel");
        assert_eq!(
            tuesday.visits[2].address.as_deref(),
            Some("777 N Tamiami Trail")
        );
        assert!(tuesday.visits.iter().all(|v| v.conflicts.is_empty()));
        assert!(!tuesday.own_order && tuesday.better.is_none());
        // The fair, after the trip, says so.
        assert_eq!(view.not_placed.len(), 1);
        assert_eq!(
            view.not_placed[0].note.as_deref(),
            Some("Plays Sat Dec 19, after your trip")
        );
        assert_eq!(view.not_placed[0].moves, []);
    }

    #[test]
    fn the_routing_engines_times_kept_on_the_device_replace_drives_estimates() {
        let en = catalog(Lang::En);
        let (events, mut activities, restaurants) = guide();
        // The museum 6 miles south, a drive from dinner.
        activities[0].latitude = Some(27.25);
        activities[0].longitude = Some(-82.55);
        let saved = saved(&(events.clone(), activities.clone(), restaurants.clone()));
        let trip = Trip::default()
            .with_days("2026-12-08", "2026-12-10", en)
            .unwrap()
            .place(MUSEUM, "2026-12-10", None)
            .place(DINNER, "2026-12-10", None);
        let mut guide = Guide {
            events,
            activities,
            restaurants,
            forecast: None,
            travel_times: Vec::new(),
        };
        let thursday = |guide: &Guide| {
            let view = plan_trip(&saved, &trip, guide, d("2026-12-04"), en);
            view.days
                .into_iter()
                .find(|day| day.date == "2026-12-10")
                .unwrap()
        };
        let estimated = thursday(&guide);
        let route = estimated.route.clone().unwrap();
        assert_eq!(route, "27.25000,-82.55000;27.33800,-82.53300");
        assert_eq!(names(&estimated)[1].0, "Owen's");
        assert_eq!(
            estimated.visits[1].leg.as_deref(),
            Some("6.2 mi · 19 min drive (estimate)")
        );
        // The engine's answer for the day's places, as the device kept it.
        guide.travel_times = vec![RoutedDay {
            points: route,
            seconds: vec![vec![Some(0.0), Some(1500.0)], vec![Some(1560.0), Some(0.0)]],
        }];
        let routed = thursday(&guide);
        assert_eq!(
            routed.visits[1].leg.as_deref(),
            Some("6.2 mi · 25 min drive")
        );
        assert_eq!(routed.summary, "2 stops · 25 min travel");
        // A day with one place on the map asks nothing.
        let tuesday = plan_trip(&saved, &trip, &guide, d("2026-12-04"), en).days[0].clone();
        assert_eq!(names(&tuesday), [("Hamilton", "7:30 PM–10 PM")]);
        assert_eq!(tuesday.route, None);
    }

    #[test]
    fn the_visitors_own_order_and_booking_are_kept_and_checked() {
        let en = catalog(Lang::En);
        // Monday: the museum is closed, and the table is booked for 4 PM,
        // before the restaurant opens.
        let trip = Trip::default()
            .with_days("2026-12-07", "2026-12-09", en)
            .unwrap()
            .place(MUSEUM, "2026-12-07", None)
            .place(DINNER, "2026-12-07", Some(16 * 60))
            .keep_order("2026-12-07", vec![HAMILTON, DINNER, MUSEUM]);
        let view = plan(&trip, Lang::En);
        let monday = &view.days[0];
        assert!(monday.own_order);
        assert_eq!(
            names(monday),
            [
                ("Hamilton", "7:30 PM–10 PM"),
                ("Owen's", "10:05 PM–11:20 PM"),
                ("Art museum", "11:21 PM–1:21 AM"),
            ]
        );
        let said: Vec<(&str, Option<&str>)> = monday
            .visits
            .iter()
            .flat_map(|v| &v.conflicts)
            .map(|c| (c.text.as_str(), c.fix.as_ref().map(|f| f.label.as_str())))
            .collect();
        assert_eq!(
            said,
            [
                // No day opens at 4 PM: the day's fix is the suggested order.
                ("Booked for 4 PM, you arrive at 10:05 PM", None),
                ("Closed on Mondays", Some("Move to Tuesday")),
            ]
        );
        assert_eq!(
            monday.better.as_deref(),
            Some("The suggested order avoids a problem")
        );
        assert_eq!(monday.visits[1].booked, Some(16 * 60));
        // In the suggested order, only the booking's hour is wrong.
        let planned = plan(&trip.clone().suggested_order("2026-12-07"), Lang::En);
        let said: Vec<&str> = planned.days[0]
            .visits
            .iter()
            .flat_map(|v| &v.conflicts)
            .map(|c| c.text.as_str())
            .collect();
        assert_eq!(
            said,
            ["Opens at 5 PM, your visit is at 4 PM", "Closed on Mondays"]
        );
        // In Spanish too.
        let es = plan(&trip.suggested_order("2026-12-07"), Lang::Es);
        assert_eq!(
            es.days[0]
                .visits
                .iter()
                .flat_map(|v| &v.conflicts)
                .map(|c| c.text.as_str())
                .collect::<Vec<_>>(),
            [
                "Abre a las 17:00, tu visita es a las 16:00",
                "Cerrado los lunes"
            ]
        );
        assert_eq!(es.days[0].summary, "3 paradas · 6 min de trayecto");
    }
}
