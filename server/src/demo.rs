//! Demo content for a fresh install: real Sarasota venues, activities and
//! restaurants, and events dated relative to the day of seeding so there are
//! always upcoming ones. Shipped inside the binary, images included.

use crate::store::Actor;
use anyhow::Context;
use guide_core::Date;
use guide_core::content::model::{Activity, Restaurant};
use guide_core::content::schedule::{self, MonthDay, Season};
use guide_core::content::translations::Translations;
use guide_core::dashboard::history::ChangeAction;
use serde::Deserialize;
use serde_json::Value;

use crate::objects::Objects;
use crate::pictures::store_picture;
use crate::store::{ContentTable, NewEvent, NewVenue, Store};

const DEMO_JSON: &str = include_str!("../demo/demo.json");

include!(concat!(env!("OUT_DIR"), "/demo_images.rs"));

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct DemoFile {
    venues: Vec<DemoVenue>,
    events: Vec<DemoEvent>,
    activities: Vec<Value>,
    restaurants: Vec<Value>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct DemoVenue {
    key: String,
    name: String,
    website: Option<String>,
    events_page_url: Option<String>,
    address: Option<String>,
    phone: Option<String>,
    description: Option<String>,
    capacity: Option<u32>,
    venue_type: Option<String>,
    latitude: Option<f64>,
    longitude: Option<f64>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct DemoEvent {
    title: String,
    description: String,
    venue: Option<String>,
    venue_name: Option<String>,
    start_in_days: i64,
    duration_days: i64,
    time: Option<String>,
    category: String,
    image: Option<String>,
    ticket_price: Option<String>,
    ticket_url: Option<String>,
    /// A weekly event ('every Saturday') falls on this day of the week.
    #[serde(default)]
    weekday: Option<String>,
    /// A seasonal event (a holiday show) is dated inside this window.
    #[serde(default)]
    season: Option<DemoSeason>,
    /// Its title (where the work has a name of its own in the language)
    /// and description in the guide's other languages.
    #[serde(default)]
    translations: Translations,
}

/// A window of the year, `MM-DD` to `MM-DD` inclusive (it may wrap past
/// December 31).
#[derive(Deserialize)]
struct DemoSeason {
    from: String,
    to: String,
}

impl DemoSeason {
    fn read(&self) -> anyhow::Result<Season> {
        let day = |text: &str| {
            MonthDay::parse(text).with_context(|| format!("a season day is MM-DD, not {text}"))
        };
        Ok(Season {
            from: day(&self.from)?,
            to: day(&self.to)?,
        })
    }
}

/// One day (or run of days) of a demo event.
#[derive(Debug, Clone, PartialEq)]
struct Placed {
    /// The demo event's position in the file.
    event: usize,
    date: Date,
    end_date: Option<Date>,
}

/// What was written, for the log line.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct SeedReport {
    pub venues: usize,
    pub events: usize,
    pub activities: usize,
    pub restaurants: usize,
}

const WEEKDAYS: [&str; 7] = [
    "monday",
    "tuesday",
    "wednesday",
    "thursday",
    "friday",
    "saturday",
    "sunday",
];

/// The demo events placed around `today`, so that the content tells the
/// truth whenever the guide is seeded: a seasonal event falls in the season
/// that is running or comes next, a weekly one on each of its days in the
/// window. In the file's order, a series' days in date order.
fn place_events(events: &[DemoEvent], today: Date) -> anyhow::Result<Vec<Placed>> {
    let mut placed = Vec::with_capacity(events.len());
    for (n, event) in events.iter().enumerate() {
        let length = event.duration_days.max(0);
        let runs: Vec<(Date, Date)> = if let Some(weekday) = &event.weekday {
            let weekday = WEEKDAYS
                .iter()
                .position(|w| w.eq_ignore_ascii_case(weekday))
                .with_context(|| format!("unknown weekday {weekday}"))?;
            schedule::weekly(weekday, today)
                .into_iter()
                .map(|day| (day, day.add_days(length)))
                .collect()
        } else if let Some(season) = &event.season {
            vec![season.read()?.place(today, event.start_in_days, length)]
        } else {
            let date = today.add_days(event.start_in_days);
            vec![(date, date.add_days(length))]
        };
        placed.extend(runs.into_iter().map(|(date, end)| Placed {
            event: n,
            date,
            end_date: (end > date).then_some(end),
        }));
    }
    Ok(placed)
}

/// The address of each demo picture, by its file name.
pub struct DemoPictures(std::collections::HashMap<&'static str, String>);

impl DemoPictures {
    fn url(&self, name: &Option<String>) -> Option<String> {
        name.as_deref().and_then(|name| self.0.get(name).cloned())
    }
}

/// An activity or restaurant from the demo file, which has no ids.
fn with_image_url<T: serde::de::DeserializeOwned>(
    mut item: Value,
    pictures: &DemoPictures,
) -> anyhow::Result<T> {
    let object = item.as_object_mut().context("demo item is not an object")?;
    object.insert("id".into(), Value::from(0));
    let image = object
        .get("image")
        .and_then(Value::as_str)
        .map(str::to_string);
    object.insert(
        "image".into(),
        pictures.url(&image).map_or(Value::Null, Value::from),
    );
    Ok(serde_json::from_value(item)?)
}

/// Writes the demo images to the upload store and the demo content to the
/// database in one transaction. With `reset`, existing content is replaced;
/// without, the content goes only into an empty database (checked under a
/// lock, so of several instances starting at once on one database exactly
/// one seeds) and `None` says there was content already.
pub async fn seed(
    store: &Store,
    objects: &Objects,
    today: Date,
    reset: bool,
) -> anyhow::Result<Option<SeedReport>> {
    let demo: DemoFile = serde_json::from_str(DEMO_JSON).context("parsing the demo data")?;
    let pictures = write_images(store, objects).await?;

    let mut tx = store.begin(&Actor::guide(ChangeAction::Seed)).await?;
    tx.lock_content().await?;
    if reset {
        tx.clear_content().await?;
    } else if !tx.is_empty().await? {
        return Ok(None);
    }
    let mut venue_ids = std::collections::HashMap::new();
    for venue in &demo.venues {
        let id = tx
            .insert_venue(&NewVenue {
                name: venue.name.clone(),
                website: venue.website.clone(),
                events_page_url: venue.events_page_url.clone(),
                address: venue.address.clone(),
                phone: venue.phone.clone(),
                description: venue.description.clone(),
                capacity: venue.capacity,
                venue_type: venue.venue_type.clone(),
                latitude: venue.latitude,
                longitude: venue.longitude,
            })
            .await?;
        venue_ids.insert(venue.key.as_str(), id);
    }
    let placed = place_events(&demo.events, today)?;
    for placed in &placed {
        let event = &demo.events[placed.event];
        let venue = match (&event.venue, &event.venue_name) {
            (Some(key), _) => Ok(*venue_ids
                .get(key.as_str())
                .with_context(|| format!("unknown demo venue {key}"))?),
            (None, Some(name)) => Err(name.clone()),
            (None, None) => Err(guide_core::content::model::VENUE_TBA.to_string()),
        };
        let id = tx
            .insert_event(&NewEvent {
                title: event.title.clone(),
                description: event.description.clone(),
                venue,
                date: placed.date,
                end_date: placed.end_date,
                time: event.time.clone(),
                category: event.category.clone(),
                image: pictures.url(&event.image),
                ticket_price: event.ticket_price.clone(),
                ticket_url: event.ticket_url.clone(),
                source_url: None,
                lang: Default::default(),
            })
            .await?;
        if !event.translations.is_empty() {
            tx.set_translations(
                ContentTable::Events,
                id,
                Default::default(),
                &event.translations,
            )
            .await?;
        }
    }
    // The events and Home's first places come with their text in the
    // guide's other languages, as staff would give it (a visitor in
    // Spanish reads a Spanish first screen).
    for item in &demo.activities {
        let activity = with_image_url::<Activity>(item.clone(), &pictures)?;
        let id = tx.insert_activity(&activity).await?;
        if !activity.translations.is_empty() {
            tx.set_translations(
                ContentTable::Activities,
                id,
                activity.lang,
                &activity.translations,
            )
            .await?;
        }
    }
    for item in &demo.restaurants {
        let restaurant = with_image_url::<Restaurant>(item.clone(), &pictures)?;
        let id = tx.insert_restaurant(&restaurant).await?;
        if !restaurant.translations.is_empty() {
            tx.set_translations(
                ContentTable::Restaurants,
                id,
                restaurant.lang,
                &restaurant.translations,
            )
            .await?;
        }
    }
    tx.commit().await?;
    Ok(Some(SeedReport {
        venues: demo.venues.len(),
        events: placed.len(),
        activities: demo.activities.len(),
        restaurants: demo.restaurants.len(),
    }))
}

/// Adds `count` more events, the demo events over again a week later each
/// round, for load tests that need a long list (`guide seed --load-test-events`).
pub async fn add_load_test_events(
    store: &Store,
    objects: &Objects,
    today: Date,
    count: usize,
) -> anyhow::Result<()> {
    let demo: DemoFile = serde_json::from_str(DEMO_JSON).context("parsing the demo data")?;
    let pictures = write_images(store, objects).await?;
    let venues = store.venue_ids().await?;
    let mut tx = store.begin(&Actor::guide(ChangeAction::Seed)).await?;
    for (n, event) in demo.events.iter().cycle().take(count).enumerate() {
        let round = (n / demo.events.len() + 1) as i64;
        let venue = match venues.get(n % venues.len().max(1)) {
            Some(id) => Ok(*id),
            None => Err(guide_core::content::model::VENUE_TBA.to_string()),
        };
        let date = today.add_days(event.start_in_days + 7 * round);
        tx.insert_event(&NewEvent {
            title: format!("{} ({round})", event.title),
            description: event.description.clone(),
            venue,
            date,
            end_date: (event.duration_days > 0).then(|| date.add_days(event.duration_days)),
            time: event.time.clone(),
            category: event.category.clone(),
            image: pictures.url(&event.image),
            ticket_price: event.ticket_price.clone(),
            ticket_url: event.ticket_url.clone(),
            source_url: None,
            lang: Default::default(),
        })
        .await?;
    }
    tx.commit().await?;
    Ok(())
}

/// Puts the demo images through the image pipeline into the upload store,
/// those not there yet, as any picture of the guide.
pub async fn write_images(store: &Store, objects: &Objects) -> anyhow::Result<DemoPictures> {
    let mut pictures = std::collections::HashMap::new();
    for (name, bytes) in DEMO_IMAGES {
        let stored = store_picture(store, objects, bytes::Bytes::from_static(bytes))
            .await
            .with_context(|| format!("processing the demo image {name}"))?;
        pictures.insert(*name, stored.image);
    }
    Ok(DemoPictures(pictures))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn demo() -> DemoFile {
        serde_json::from_str(DEMO_JSON).unwrap()
    }

    /// Every day of 2026 and 2027: the content is right whenever it is seeded.
    fn every_day() -> impl Iterator<Item = Date> {
        let first = Date::new(2026, 1, 1).unwrap();
        (0..730).map(move |n| first.add_days(n))
    }

    #[test]
    fn a_weekly_event_falls_on_the_weekday_it_names() {
        let demo = demo();
        // The data: an event that says 'every Saturday' is placed on one.
        for event in &demo.events {
            let said = WEEKDAYS.iter().find(|w| {
                event
                    .description
                    .to_lowercase()
                    .contains(&format!("every {w}"))
            });
            assert_eq!(
                said.copied(),
                event.weekday.as_deref(),
                "{} names a weekday",
                event.title
            );
        }
        let market = demo
            .events
            .iter()
            .position(|e| e.title == "Sarasota Farmers Market")
            .unwrap();
        for today in every_day() {
            let placed = place_events(&demo.events, today).unwrap();
            let days: Vec<Date> = placed
                .iter()
                .filter(|p| p.event == market)
                .map(|p| p.date)
                .collect();
            // Every Saturday of the window, this one first.
            assert_eq!(days, schedule::weekly(5, today), "{today}");
            assert!(days[0] < today.add_days(7));
        }
    }

    #[test]
    fn a_seasonal_event_is_dated_in_its_season_and_still_to_come() {
        let demo = demo();
        // The data: every holiday title has a season.
        for event in &demo.events {
            let text = event.title.to_lowercase();
            if ["holiday", "christmas", "nutcracker"]
                .iter()
                .any(|w| text.contains(w))
            {
                assert!(event.season.is_some(), "{} has no season", event.title);
            }
        }
        for today in every_day() {
            let placed = place_events(&demo.events, today).unwrap();
            for placed in &placed {
                let event = &demo.events[placed.event];
                let Some(season) = &event.season else {
                    continue;
                };
                let end = placed.end_date.unwrap_or(placed.date);
                assert!(end >= today, "{} is over on {today}", event.title);
                let (from, to) = season.read().unwrap().running_or_next(placed.date);
                assert!(
                    placed.date >= from && end <= to,
                    "{} on {}..{end} is out of season ({today})",
                    event.title,
                    placed.date
                );
            }
        }
        // Holiday Lights is on through its season, this year's while it runs.
        let lights = |today: &str| {
            let placed = place_events(&demo.events, Date::parse(today).unwrap()).unwrap();
            let lights = placed
                .iter()
                .find(|p| demo.events[p.event].title == "Holiday Lights at Selby")
                .unwrap();
            (
                lights.date.to_string(),
                lights.end_date.unwrap().to_string(),
            )
        };
        let this_year = ("2026-11-21".to_string(), "2026-12-31".to_string());
        assert_eq!(lights("2026-11-26"), this_year);
        assert_eq!(lights("2026-08-01"), this_year);
        assert_eq!(
            lights("2027-01-02"),
            ("2027-11-21".to_string(), "2027-12-31".to_string())
        );
    }

    #[test]
    fn no_two_items_share_a_picture_and_each_is_shipped() {
        let demo = demo();
        let image = |v: &Value| v.get("image").and_then(Value::as_str).map(str::to_string);
        let pictures: Vec<Option<String>> = (demo.events.iter().map(|event| event.image.clone()))
            .chain(demo.activities.iter().map(image))
            .chain(demo.restaurants.iter().map(image))
            .collect();
        let shipped: Vec<&str> = DEMO_IMAGES.iter().map(|(name, _)| *name).collect();
        let mut seen = std::collections::HashSet::new();
        // A few are left without one, as in any guide (Missing Images).
        let without = pictures.iter().filter(|p| p.is_none()).count();
        assert!(without > 0 && without * 5 < pictures.len(), "{without}");
        for name in pictures.iter().flatten() {
            let name = name.as_str();
            assert!(shipped.contains(&name), "{name} is not shipped");
            assert!(seen.insert(name), "{name} is shown by two items");
        }
        // And no shipped file goes unused (nor is any the same drawing twice).
        assert_eq!(seen.len(), shipped.len());
        let drawings: std::collections::HashSet<&[u8]> =
            DEMO_IMAGES.iter().map(|(_, bytes)| *bytes).collect();
        assert_eq!(drawings.len(), shipped.len());
    }
}
