//! schema.org JSON-LD for the item pages: what search engines and link
//! previews read about an event, an activity or a restaurant. Built from
//! the entity, so that the page says exactly what the guide stores; the
//! scraping engine reads it back to the same item (tested in
//! core/tests/structured_data.rs).

use serde_json::{Map, Value, json};

use crate::content::facts::Fact;
use crate::content::model::{
    Activity, ActivityType, Event, EventStatus, Restaurant, SeriesDates, VenueRef,
};
use crate::content::series::Recurrence;
use crate::time::date::{Date, WEEKDAY_NAMES};
use crate::time::hours::OpeningHours;

/// A stored address ('777 N Tamiami Trl, Sarasota, FL 34236') as a
/// `PostalAddress`: street, town, then 'FL 34236' as region and ZIP code.
/// An address in another shape is given whole as the street.
pub fn postal_address(address: &str) -> Value {
    let parts: Vec<&str> = address
        .split(',')
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .collect();
    let region_zip = |tail: &str| {
        let (region, zip) = tail.split_once(' ')?;
        let usable = region.len() == 2
            && region.chars().all(|c| c.is_ascii_uppercase())
            && zip.len() >= 5
            && zip.chars().all(|c| c.is_ascii_digit() || c == '-');
        usable.then(|| (region.to_string(), zip.to_string()))
    };
    match parts.as_slice() {
        [street @ .., town, tail] if !street.is_empty() => match region_zip(tail) {
            Some((region, zip)) => json!({
                "@type": "PostalAddress",
                "streetAddress": street.join(", "),
                "addressLocality": town,
                "addressRegion": region,
                "postalCode": zip,
                "addressCountry": "US",
            }),
            None => json!({ "@type": "PostalAddress", "streetAddress": address.trim() }),
        },
        _ => json!({ "@type": "PostalAddress", "streetAddress": address.trim() }),
    }
}

/// An address of the guide's own (`/public-objects/…`) made absolute on
/// `origin`; a web address as it is.
pub(crate) fn absolute(url: &str, origin: &str) -> String {
    if url.starts_with('/') {
        format!("{}{url}", origin.trim_end_matches('/'))
    } else {
        url.to_string()
    }
}

/// Inserts `value` under `key` when there is one and it is not blank.
fn put(map: &mut Map<String, Value>, key: &str, value: Option<&str>) {
    if let Some(value) = value.map(str::trim).filter(|v| !v.is_empty()) {
        map.insert(key.to_string(), Value::from(value));
    }
}

/// '7:30 PM' as '19:30:00'; `None` for a time in other words ('Doors at
/// dusk').
fn wall_clock(time: &str) -> Option<String> {
    let time = time.trim().to_ascii_uppercase().replace('.', "");
    // chrono needs the minutes: '10 AM' is read as '10:00 AM'.
    let time = match time.find(|c: char| !c.is_ascii_digit()) {
        Some(end) if !time.contains(':') => format!("{}:00{}", &time[..end], &time[end..]),
        _ => time,
    };
    ["%I:%M %p", "%I:%M%p", "%H:%M"]
        .into_iter()
        .find_map(|format| chrono::NaiveTime::parse_from_str(&time, format).ok())
        .map(|t| t.format("%H:%M:%S").to_string())
}

/// The amounts in a price text ('$69 - $189' → 69 and 189, 'From
/// $1,250.50' → 1250.5, 'Free' → 0), in the order written.
fn amounts(price: &str) -> Vec<f64> {
    if price.trim().eq_ignore_ascii_case("free") {
        return vec![0.0];
    }
    let mut found = Vec::new();
    let mut rest = price;
    while let Some(start) = rest.find(|c: char| c.is_ascii_digit()) {
        let number: String = rest[start..]
            .chars()
            .take_while(|c| c.is_ascii_digit() || *c == '.' || *c == ',')
            .collect();
        rest = &rest[start + number.len()..];
        if let Ok(n) = number.replace(',', "").trim_end_matches('.').parse() {
            found.push(n);
        }
    }
    found
}

/// An event: `Event` with its dates, its place (`Place` with a
/// `PostalAddress` when the venue is known), the ticket `offers` and its
/// status (scheduled, cancelled or postponed). `page_url` is the item page's canonical address.
pub fn event(event: &Event, page_url: &str, origin: &str) -> Value {
    let mut map = Map::new();
    map.insert("@context".into(), "https://schema.org".into());
    map.insert("@type".into(), "Event".into());
    map.insert("name".into(), event.title.clone().into());
    put(&mut map, "description", Some(&event.description));
    // With its time of day when the event gives one ('7:30 PM'), as the
    // city's wall clock (no offset: the page states the place).
    let start = match event.time.as_deref().and_then(wall_clock) {
        Some(time) => format!("{}T{time}", event.date),
        None => event.date.to_string(),
    };
    map.insert("startDate".into(), start.into());
    if let Some(end) = event.end_date.filter(|end| *end > event.date) {
        map.insert("endDate".into(), end.to_string().into());
    }
    let status = match event.status {
        EventStatus::Scheduled => "https://schema.org/EventScheduled",
        EventStatus::Cancelled => "https://schema.org/EventCancelled",
        EventStatus::Postponed => "https://schema.org/EventPostponed",
    };
    map.insert("eventStatus".into(), status.into());
    map.insert(
        "eventAttendanceMode".into(),
        "https://schema.org/OfflineEventAttendanceMode".into(),
    );
    let mut place = Map::new();
    place.insert("@type".into(), "Place".into());
    place.insert("name".into(), event.venue.name().into());
    if let VenueRef::Details(venue) = &event.venue {
        if let Some(address) = venue.address.as_deref().filter(|a| !a.trim().is_empty()) {
            place.insert("address".into(), postal_address(address));
        }
        put(&mut place, "url", venue.website.as_deref());
    }
    map.insert("location".into(), place.into());
    if let Some(image) = event.image.as_deref().filter(|i| !i.trim().is_empty()) {
        map.insert("image".into(), absolute(image, origin).into());
    }
    let price = event
        .ticket_price
        .as_deref()
        .filter(|p| !p.trim().is_empty());
    if price.is_some() || event.ticket_url.is_some() {
        // One amount is an Offer's price; a range, an AggregateOffer's.
        let found = price.map(amounts).unwrap_or_default();
        let low = found.iter().copied().reduce(f64::min);
        let high = found
            .iter()
            .copied()
            .reduce(f64::max)
            .filter(|h| Some(*h) != low);
        let mut offer = Map::new();
        offer.insert(
            "@type".into(),
            if high.is_some() {
                "AggregateOffer"
            } else {
                "Offer"
            }
            .into(),
        );
        put(&mut offer, "url", event.ticket_url.as_deref());
        match (low, high) {
            (Some(low), Some(high)) => {
                offer.insert("lowPrice".into(), low.into());
                offer.insert("highPrice".into(), high.into());
            }
            (Some(low), None) => {
                offer.insert("price".into(), low.into());
            }
            _ => {}
        }
        if low.is_some() {
            offer.insert("priceCurrency".into(), "USD".into());
        }
        put(&mut offer, "description", price);
        map.insert("offers".into(), offer.into());
    }
    if let Some(schedule) = event.series.as_ref().and_then(|s| schedule(s, event)) {
        map.insert("eventSchedule".into(), schedule);
    }
    map.insert("@id".into(), page_url.into());
    map.insert("url".into(), page_url.into());
    map.into()
}

/// A weekly series' `Schedule`: its weekday from its first coming date to
/// its last, at the event's time, less the weeks it is off (skipped,
/// cancelled, or moved to another time: `exceptDate`). None for other
/// series, whose dates are each a page.
fn schedule(series: &SeriesDates, event: &Event) -> Option<Value> {
    let weekday = series.weekly?;
    let recurrence = Recurrence::of(series)?;
    let last = series.dates.last()?.date;
    let mut schedule = Map::new();
    schedule.insert("@type".into(), "Schedule".into());
    schedule.insert("repeatFrequency".into(), "P1W".into());
    schedule.insert(
        "byDay".into(),
        format!(
            "https://schema.org/{}",
            WEEKDAY_NAMES[usize::from(weekday) % 7]
        )
        .into(),
    );
    schedule.insert("startDate".into(), recurrence.first.to_string().into());
    schedule.insert("endDate".into(), last.to_string().into());
    if let Some(time) = event.time.as_deref().and_then(wall_clock) {
        schedule.insert("startTime".into(), time.into());
    }
    if !recurrence.except.is_empty() {
        let except: Vec<Value> = recurrence
            .except
            .iter()
            .map(|d| d.to_string().into())
            .collect();
        schedule.insert("exceptDate".into(), except.into());
    }
    Some(schedule.into())
}

/// The schema.org type of an activity: the subtype that fits its kind.
pub fn activity_schema_type(kind: ActivityType) -> &'static str {
    match kind {
        ActivityType::Museum => "Museum",
        ActivityType::Gardens | ActivityType::Recreation => "Park",
        ActivityType::Beach => "Beach",
        ActivityType::Wildlife | ActivityType::Tours | ActivityType::Attraction => {
            "TouristAttraction"
        }
    }
}

/// A place's own website is its `url`; the guide's page about it is its
/// `@id` and the page's main entity.
fn about(map: &mut Map<String, Value>, page_url: &str) {
    map.insert("@id".into(), page_url.into());
    map.insert("mainEntityOfPage".into(), page_url.into());
}

/// The fields places share: address, phone, website, image.
fn place_fields(
    map: &mut Map<String, Value>,
    address: Option<&str>,
    phone: Option<&str>,
    website: Option<&str>,
    image: Option<&str>,
    origin: &str,
) {
    if let Some(address) = address.filter(|a| !a.trim().is_empty()) {
        map.insert("address".into(), postal_address(address));
    }
    put(map, "telephone", phone);
    put(map, "url", website);
    if let Some(image) = image.filter(|i| !i.trim().is_empty()) {
        map.insert("image".into(), absolute(image, origin).into());
    }
}

/// Hours core reads as schema.org's `openingHoursSpecification`, one per
/// set of weekdays that keep the same span (a span past midnight closes
/// before it opens, as schema.org says), then one per span of each day
/// that keeps hours of its own (a holiday) at its next date from `today`,
/// `validFrom` and `validThrough` that day: closed all day is `00:00` to
/// `00:00`, as search engines read it. Hours it cannot read are the text
/// staff wrote, in `openingHours`.
fn opening_hours(map: &mut Map<String, Value>, text: Option<&str>, today: Date) {
    let Some(hours) = text.and_then(OpeningHours::parse) else {
        put(map, "openingHours", text);
        return;
    };
    let mut specs: Vec<((u16, u16), Vec<&str>)> = Vec::new();
    // schema.org's DayOfWeek names are the English ones.
    for (day, name) in WEEKDAY_NAMES.iter().enumerate() {
        for span in hours.weekday_spans(day) {
            match specs.iter_mut().find(|(kept, _)| *kept == span) {
                Some((_, days)) => days.push(name),
                None => specs.push((span, vec![name])),
            }
        }
    }
    let clock = |minutes: u16| format!("{:02}:{:02}", (minutes / 60) % 24, minutes % 60);
    let specs: Vec<Value> = specs
        .into_iter()
        .map(|((opens, closes), days)| {
            json!({
                "@type": "OpeningHoursSpecification",
                "dayOfWeek": days,
                "opens": clock(opens),
                "closes": clock(closes),
            })
        })
        .collect();
    let mut specs = specs;
    let mut special: Vec<(Date, &[(u16, u16)])> = hours
        .special_days()
        .filter_map(|(day, spans)| Some((day.next_from(today)?, spans)))
        .collect();
    special.sort_by_key(|&(date, _)| date);
    for (date, spans) in special {
        let day = date.to_string();
        let closed = [(0, 0)];
        for &(opens, closes) in if spans.is_empty() { &closed[..] } else { spans } {
            specs.push(json!({
                "@type": "OpeningHoursSpecification",
                "opens": clock(opens),
                "closes": clock(closes),
                "validFrom": day,
                "validThrough": day,
            }));
        }
    }
    map.insert("openingHoursSpecification".into(), specs.into());
}

/// A place's facts as schema.org's `amenityFeature`s (free entry is its
/// `isAccessibleForFree` instead). The names are the data's, in English,
/// as schema.org's own examples write them, whatever the page's language.
fn facts(map: &mut Map<String, Value>, facts: &[Fact]) {
    let features: Vec<Value> = facts
        .iter()
        .filter(|fact| **fact != Fact::Free)
        .map(|fact| {
            json!({
                "@type": "LocationFeatureSpecification",
                "name": fact.schema_name(),
                "value": true,
            })
        })
        .collect();
    if facts.contains(&Fact::Free) {
        map.insert("isAccessibleForFree".into(), true.into());
    }
    if !features.is_empty() {
        map.insert("amenityFeature".into(), features.into());
    }
}

/// An activity: `TouristAttraction` or the fitting subtype (`Museum`,
/// `Park`, `Beach`), with its address, hours and price.
pub fn activity(activity: &Activity, page_url: &str, origin: &str, today: Date) -> Value {
    let mut map = Map::new();
    map.insert("@context".into(), "https://schema.org".into());
    map.insert(
        "@type".into(),
        activity_schema_type(activity.activity_type).into(),
    );
    map.insert("name".into(), activity.name.clone().into());
    put(&mut map, "description", Some(&activity.description));
    place_fields(
        &mut map,
        activity.address.as_deref(),
        activity.phone.as_deref(),
        activity.website.as_deref(),
        activity.image.as_deref(),
        origin,
    );
    opening_hours(&mut map, activity.recurring_schedule.as_deref(), today);
    if let Some(price) = activity.price.as_deref().filter(|p| !p.trim().is_empty()) {
        if price.trim().eq_ignore_ascii_case("free") {
            map.insert("isAccessibleForFree".into(), true.into());
        }
        map.insert("priceRange".into(), price.trim().into());
    }
    if let Some(capacity) = activity.capacity {
        map.insert("maximumAttendeeCapacity".into(), capacity.into());
    }
    facts(&mut map, &activity.facts);
    about(&mut map, page_url);
    map.into()
}

/// A restaurant: `Restaurant` with `servesCuisine`, `priceRange`, `geo`,
/// and the guide's rating out of 10 as `aggregateRating`.
pub fn restaurant(restaurant: &Restaurant, page_url: &str, origin: &str, today: Date) -> Value {
    let mut map = Map::new();
    map.insert("@context".into(), "https://schema.org".into());
    map.insert("@type".into(), "Restaurant".into());
    map.insert("name".into(), restaurant.name.clone().into());
    put(&mut map, "description", Some(&restaurant.description));
    place_fields(
        &mut map,
        restaurant.address.as_deref(),
        restaurant.phone.as_deref(),
        restaurant.website.as_deref(),
        restaurant.image.as_deref(),
        origin,
    );
    // The spec's category, then the finer cuisine the guide knows ('Other'
    // says nothing beside it: 'Peruvian' alone).
    let detail = restaurant
        .cuisine_detail
        .as_deref()
        .map(str::trim)
        .filter(|d| !d.is_empty());
    let category = restaurant
        .cuisine
        .as_deref()
        .filter(|c| detail.is_none() || *c != "Other");
    let cuisines: Vec<&str> = [category, detail]
        .into_iter()
        .flatten()
        .map(str::trim)
        .filter(|c| !c.is_empty())
        .collect();
    match cuisines.as_slice() {
        [] => {}
        [one] => put(&mut map, "servesCuisine", Some(one)),
        many => {
            map.insert("servesCuisine".into(), many.into());
        }
    }
    map.insert("priceRange".into(), restaurant.price_range.as_str().into());
    opening_hours(&mut map, restaurant.open_hours.as_deref(), today);
    if let Some(url) = restaurant
        .reservation_url
        .as_deref()
        .filter(|u| !u.trim().is_empty())
    {
        map.insert("acceptsReservations".into(), url.trim().into());
    }
    if let (Some(latitude), Some(longitude)) = (restaurant.latitude, restaurant.longitude) {
        map.insert(
            "geo".into(),
            json!({ "@type": "GeoCoordinates", "latitude": latitude, "longitude": longitude }),
        );
    }
    if let Some(rating) = restaurant.rating {
        map.insert(
            "aggregateRating".into(),
            json!({
                "@type": "AggregateRating",
                "ratingValue": rating,
                "bestRating": 10,
                "worstRating": 1,
                "ratingCount": 1,
            }),
        );
    }
    facts(&mut map, &restaurant.facts);
    about(&mut map, page_url);
    map.into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_split_into_street_town_region_and_zip() {
        assert_eq!(
            postal_address("777 N Tamiami Trl, Sarasota, FL 34236"),
            json!({
                "@type": "PostalAddress", "streetAddress": "777 N Tamiami Trl",
                "addressLocality": "Sarasota", "addressRegion": "FL", "postalCode": "34236",
                "addressCountry": "US",
            })
        );
        assert_eq!(
            postal_address("Lemon Ave, Downtown Sarasota")["streetAddress"],
            "Lemon Ave, Downtown Sarasota"
        );
    }

    #[test]
    fn times_of_day_become_wall_clocks() {
        assert_eq!(wall_clock("7:30 PM").as_deref(), Some("19:30:00"));
        assert_eq!(wall_clock("10 a.m.").as_deref(), Some("10:00:00"));
        assert_eq!(wall_clock("20:00").as_deref(), Some("20:00:00"));
        assert_eq!(wall_clock("Doors at dusk"), None);
    }

    #[test]
    fn prices_read_their_amounts() {
        assert_eq!(amounts("$69 - $189"), [69.0, 189.0]);
        assert_eq!(amounts("From $1,250.50"), [1250.5]);
        assert_eq!(amounts("Free"), [0.0]);
        assert!(amounts("Contact for pricing").is_empty());
    }

    fn today() -> Date {
        Date::parse("2026-12-04").unwrap()
    }

    #[test]
    fn a_places_facts_are_its_amenity_features() {
        let mut gardens = serde_json::from_value::<Activity>(json!({
            "id": 1, "name": "Selby Gardens", "activityType": "gardens",
            "facts": ["indoor", "free", "step-free", "accessible-restroom"],
        }))
        .unwrap();
        let page = "https://guide.example/activities/1-selby-gardens";
        let data = activity(&gardens, page, "https://guide.example", today());
        assert_eq!(data["isAccessibleForFree"], true);
        assert_eq!(
            data["amenityFeature"],
            json!([
                { "@type": "LocationFeatureSpecification", "name": "Indoor", "value": true },
                { "@type": "LocationFeatureSpecification", "name": "Step-free entrance", "value": true },
                { "@type": "LocationFeatureSpecification", "name": "Accessible restroom", "value": true },
            ])
        );
        gardens.facts.clear();
        let data = activity(&gardens, page, "https://guide.example", today());
        assert!(data.get("amenityFeature").is_none());
        assert!(data.get("isAccessibleForFree").is_none());

        let cafe = serde_json::from_value::<Restaurant>(json!({
            "id": 2, "name": "Owen's", "facts": ["dogs", "street-parking"],
        }))
        .unwrap();
        let data = restaurant(&cafe, page, "https://guide.example", today());
        assert_eq!(data["amenityFeature"][0]["name"], "Dogs allowed");
        assert_eq!(data["amenityFeature"][1]["name"], "Street parking");
    }
}
