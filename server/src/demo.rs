//! Demo content for a fresh install: real Sarasota venues, activities and
//! restaurants, and events dated relative to the day of seeding so there are
//! always upcoming ones. Shipped inside the binary, images included.

use anyhow::Context;
use guide_core::Date;
use guide_core::model::{Activity, Restaurant};
use serde::Deserialize;
use serde_json::Value;

use crate::objects::Objects;
use crate::store::{NewEvent, NewVenue, Store};

const DEMO_JSON: &str = include_str!("../demo/demo.json");

/// Prefix of the upload keys of demo images, e.g. `demo-beach.jpg`.
const IMAGE_KEY_PREFIX: &str = "demo-";

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
    season: Option<Season>,
    /// Shown instead of `image` when the card before it has the same one.
    #[serde(default)]
    alt_image: Option<String>,
}

/// A window of the year, `MM-DD` to `MM-DD` inclusive (it may wrap past
/// December 31).
#[derive(Deserialize)]
struct Season {
    from: String,
    to: String,
}

/// Where a demo event lands for a given day: its dates and its image.
#[derive(Debug, Clone, PartialEq)]
struct Placed {
    date: Date,
    end_date: Option<Date>,
    image: Option<String>,
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

fn month_day(text: &str, year: i32) -> anyhow::Result<Date> {
    let (month, day) = text
        .split_once('-')
        .and_then(|(m, d)| Some((m.parse().ok()?, d.parse().ok()?)))
        .with_context(|| format!("a season date is MM-DD, not {text}"))?;
    Date::new(year, month, day).with_context(|| format!("no such day: {text}"))
}

/// The occurrence of `season` an event of `duration` days can still fit in
/// on `today`: this year's (or the one running), else the next.
fn season_window(season: &Season, today: Date, duration: i64) -> anyhow::Result<(Date, Date)> {
    for year in [today.year() - 1, today.year(), today.year() + 1] {
        let from = month_day(&season.from, year)?;
        let mut to = month_day(&season.to, year)?;
        if to < from {
            to = month_day(&season.to, year + 1)?;
        }
        if to.add_days(-duration) >= today {
            return Ok((from, to));
        }
    }
    anyhow::bail!("season {}..{} never comes", season.from, season.to)
}

/// The demo events placed around `today`, in the file's order, so that the
/// content tells the truth whenever the guide is seeded: a weekly event
/// falls on its weekday, a seasonal one in its season, and no card of the
/// date-ordered list shows the same picture as the card before it.
fn place_events(events: &[DemoEvent], today: Date) -> anyhow::Result<Vec<Placed>> {
    let mut placed = Vec::with_capacity(events.len());
    for event in events {
        let duration = event.duration_days.max(0);
        let mut date = today.add_days(event.start_in_days);
        if let Some(season) = &event.season {
            let (from, to) = season_window(season, today, duration)?;
            let last_start = to.add_days(-duration);
            if date < from || date > last_start {
                // The same distance into the season, from when it opens
                // (or from today, if it has opened).
                let base = from.max(today);
                let span = last_start.to_days() - base.to_days() + 1;
                date = base.add_days(event.start_in_days.rem_euclid(span.max(1)));
            }
        }
        if let Some(weekday) = &event.weekday {
            let wanted = WEEKDAYS
                .iter()
                .position(|w| w.eq_ignore_ascii_case(weekday))
                .with_context(|| format!("unknown weekday {weekday}"))?;
            date = date.add_days(((wanted + 7 - date.weekday()) % 7) as i64);
        }
        placed.push(Placed {
            date,
            end_date: (duration > 0).then(|| date.add_days(duration)),
            image: event.image.clone(),
        });
    }
    // The events list's order (date, then as stored); a repeated picture
    // gives way to the event's other one.
    let mut order: Vec<usize> = (0..placed.len()).collect();
    order.sort_by_key(|&i| (placed[i].date, i));
    let mut previous: Option<String> = None;
    for i in order {
        if placed[i].image.is_some()
            && placed[i].image == previous
            && let Some(alt) = &events[i].alt_image
        {
            placed[i].image = Some(alt.clone());
        }
        previous = placed[i].image.clone();
    }
    Ok(placed)
}

fn image_url(name: &Option<String>) -> Option<String> {
    name.as_ref()
        .map(|name| format!("/public-objects/{IMAGE_KEY_PREFIX}{name}"))
}

/// An activity or restaurant from the demo file, which has no ids.
fn with_image_url<T: serde::de::DeserializeOwned>(mut item: Value) -> anyhow::Result<T> {
    let object = item.as_object_mut().context("demo item is not an object")?;
    object.insert("id".into(), Value::from(0));
    let image = object
        .get("image")
        .and_then(Value::as_str)
        .map(str::to_string);
    object.insert(
        "image".into(),
        image_url(&image).map_or(Value::Null, Value::from),
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
    write_images(objects).await?;

    let mut tx = store.begin().await?;
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
            })
            .await?;
        venue_ids.insert(venue.key.as_str(), id);
    }
    let placed = place_events(&demo.events, today)?;
    for (event, placed) in demo.events.iter().zip(placed) {
        let venue = match (&event.venue, &event.venue_name) {
            (Some(key), _) => Ok(*venue_ids
                .get(key.as_str())
                .with_context(|| format!("unknown demo venue {key}"))?),
            (None, Some(name)) => Err(name.clone()),
            (None, None) => Err(guide_core::model::VENUE_TBA.to_string()),
        };
        tx.insert_event(&NewEvent {
            title: event.title.clone(),
            description: event.description.clone(),
            venue,
            date: placed.date,
            end_date: placed.end_date,
            time: event.time.clone(),
            category: event.category.clone(),
            image: image_url(&placed.image),
            ticket_price: event.ticket_price.clone(),
            ticket_url: event.ticket_url.clone(),
            source_url: None,
        })
        .await?;
    }
    for item in &demo.activities {
        tx.insert_activity(&with_image_url::<Activity>(item.clone())?)
            .await?;
    }
    for item in &demo.restaurants {
        tx.insert_restaurant(&with_image_url::<Restaurant>(item.clone())?)
            .await?;
    }
    tx.commit().await?;
    Ok(Some(SeedReport {
        venues: demo.venues.len(),
        events: demo.events.len(),
        activities: demo.activities.len(),
        restaurants: demo.restaurants.len(),
    }))
}

/// Adds `count` more events, the demo events over again a week later each
/// round, for load tests that need a long list (`guide seed --load-test-events`).
pub async fn add_load_test_events(store: &Store, today: Date, count: usize) -> anyhow::Result<()> {
    let demo: DemoFile = serde_json::from_str(DEMO_JSON).context("parsing the demo data")?;
    let venues = store.venue_ids().await?;
    let mut tx = store.begin().await?;
    for (n, event) in demo.events.iter().cycle().take(count).enumerate() {
        let round = (n / demo.events.len() + 1) as i64;
        let venue = match venues.get(n % venues.len().max(1)) {
            Some(id) => Ok(*id),
            None => Err(guide_core::model::VENUE_TBA.to_string()),
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
            image: image_url(&event.image),
            ticket_price: event.ticket_price.clone(),
            ticket_url: event.ticket_url.clone(),
            source_url: None,
        })
        .await?;
    }
    tx.commit().await?;
    Ok(())
}

/// Puts the demo images into the upload store, those not there yet.
pub async fn write_images(objects: &Objects) -> anyhow::Result<()> {
    for (name, bytes) in DEMO_IMAGES {
        objects
            .put_if_absent(
                &format!("{IMAGE_KEY_PREFIX}{name}"),
                bytes::Bytes::from_static(bytes),
            )
            .await?;
    }
    Ok(())
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
            assert_eq!(placed[market].date.weekday_name(), "Saturday", "{today}");
            assert!(placed[market].date >= today);
            assert!(placed[market].date < today.add_days(14));
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
            for (event, placed) in demo.events.iter().zip(&placed) {
                let Some(season) = &event.season else {
                    continue;
                };
                let end = placed.end_date.unwrap_or(placed.date);
                assert!(end >= today, "{} is over on {today}", event.title);
                let (from, to) = season_window(season, placed.date, 0).unwrap();
                assert!(
                    placed.date >= from && end <= to,
                    "{} on {}..{end} is out of season ({today})",
                    event.title,
                    placed.date
                );
            }
        }
    }

    #[test]
    fn no_card_shows_the_picture_of_the_card_before() {
        let demo = demo();
        for today in every_day() {
            let placed = place_events(&demo.events, today).unwrap();
            let mut order: Vec<usize> = (0..placed.len()).collect();
            order.sort_by_key(|&i| (placed[i].date, i));
            for pair in order.windows(2) {
                let (a, b) = (&placed[pair[0]], &placed[pair[1]]);
                assert!(
                    a.image.is_none() || a.image != b.image,
                    "{} and {} both show {:?} on {today}",
                    demo.events[pair[0]].title,
                    demo.events[pair[1]].title,
                    a.image
                );
            }
        }
        // Activities and restaurants are listed in the file's order.
        for list in [&demo.activities, &demo.restaurants] {
            for pair in list.windows(2) {
                let image = |v: &Value| v.get("image").and_then(Value::as_str).map(str::to_string);
                assert!(
                    image(&pair[0]).is_none() || image(&pair[0]) != image(&pair[1]),
                    "{} and {} show the same picture",
                    pair[0]["name"],
                    pair[1]["name"]
                );
            }
        }
        // Every picture named is shipped.
        let shipped: Vec<&str> = DEMO_IMAGES.iter().map(|(name, _)| *name).collect();
        for event in &demo.events {
            for name in [&event.image, &event.alt_image].into_iter().flatten() {
                assert!(shipped.contains(&name.as_str()), "{name} is not shipped");
            }
        }
    }
}
