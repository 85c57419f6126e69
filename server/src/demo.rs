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
}

/// What was written, for the log line.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct SeedReport {
    pub venues: usize,
    pub events: usize,
    pub activities: usize,
    pub restaurants: usize,
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
    for event in &demo.events {
        let venue = match (&event.venue, &event.venue_name) {
            (Some(key), _) => Ok(*venue_ids
                .get(key.as_str())
                .with_context(|| format!("unknown demo venue {key}"))?),
            (None, Some(name)) => Err(name.clone()),
            (None, None) => Err(guide_core::model::VENUE_TBA.to_string()),
        };
        let date = today.add_days(event.start_in_days);
        tx.insert_event(&NewEvent {
            title: event.title.clone(),
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
