//! ActivityPub's `Event` objects (FEP-8a8e, as Mobilizon, Gancio and other
//! guides publish them) read as a source's events: a followed instance's
//! events go to the review inbox as a followed page's do.

use serde_json::Value;

use super::dates::parse_when;
use super::schema::{address_line, as_list, text_of, url_of};
use super::text::{MAX_DESCRIPTION, clean_text, non_blank, truncate_words};
use super::{Confidence, EventStatus, ExtractOptions, ScrapedEvent, Skipped, Source};
use crate::content::near::Coordinates;
use crate::text::lang::Lang;

/// An `Event` object as a source's event, or why it is skipped. Its id is
/// its identity at the source, so a later `Update` of it is a change and
/// its `Delete` makes it vanish.
pub fn read_event_object(
    object: &Value,
    options: &ExtractOptions,
) -> Result<ScrapedEvent, Skipped> {
    let title = object
        .get("name")
        .and_then(text_of)
        .and_then(|t| non_blank(&t))
        .ok_or_else(|| Skipped {
            title: String::new(),
            reason: "no name".into(),
        })?;
    let skip = |reason: &str| Skipped {
        title: title.clone(),
        reason: reason.into(),
    };
    if object.get("type").and_then(Value::as_str) != Some("Event") {
        return Err(skip("not an Event"));
    }
    let id = object
        .get("id")
        .and_then(Value::as_str)
        .ok_or_else(|| skip("no id"))?;
    let start = object
        .get("startTime")
        .and_then(Value::as_str)
        .ok_or_else(|| skip("no startTime"))?;
    let start = parse_when(start, options.zone).map_err(|why| skip(&why))?;
    // An all-day event ends at a midnight: the day before is its last.
    let end = object
        .get("endTime")
        .and_then(Value::as_str)
        .and_then(|end| parse_when(end, options.zone).ok())
        .map(|end| match end.minutes {
            None if end.date > start.date => end.date.add_days(-1),
            _ => end.date,
        })
        .filter(|&end| end > start.date);
    let description = object
        .get("content")
        .or_else(|| object.get("summary"))
        .and_then(text_of)
        .map(|d| truncate_words(clean_text(&d), MAX_DESCRIPTION))
        .unwrap_or_default();
    // Its page for people: a `text/html` link, else the first address.
    let url = object.get("url").and_then(|url| {
        as_list(url)
            .into_iter()
            .find(|link| link.get("mediaType").and_then(Value::as_str) == Some("text/html"))
            .and_then(url_of)
            .or_else(|| url_of(url))
    });
    let image = object
        .get("image")
        .and_then(url_of)
        .or_else(|| {
            as_list(object.get("attachment")?)
                .into_iter()
                .find_map(|a| {
                    let image = a
                        .get("mediaType")
                        .and_then(Value::as_str)
                        .is_some_and(|t| t.starts_with("image/"))
                        || a.get("type").and_then(Value::as_str) == Some("Image");
                    image.then(|| url_of(a)).flatten()
                })
        })
        .filter(|u| u.starts_with("https://") || u.starts_with("http://"));
    let place = object
        .get("location")
        .map(as_list)
        .unwrap_or_default()
        .into_iter()
        .find(|place| place.is_object());
    let venue = place
        .and_then(|p| p.get("name"))
        .and_then(text_of)
        .and_then(|n| non_blank(&n));
    let venue_address = place.and_then(|p| p.get("address")).and_then(address_line);
    let venue_at = place.and_then(|p| {
        let number = |key: &str| p.get(key).and_then(super::schema::number_of);
        Coordinates::of(number("latitude"), number("longitude"))
    });
    let keywords = object
        .get("tag")
        .map(as_list)
        .unwrap_or_default()
        .into_iter()
        .filter_map(|tag| tag.get("name").and_then(text_of))
        .map(|name| name.trim_start_matches('#').to_string())
        .collect::<Vec<_>>()
        .join(" ");
    let status = match object.get("ical:status").and_then(Value::as_str) {
        Some(status) if status.eq_ignore_ascii_case("CANCELLED") => EventStatus::Cancelled,
        _ => EventStatus::Scheduled,
    };
    // `contentMap` names the description's language when there is one.
    let lang = object
        .get("contentMap")
        .and_then(Value::as_object)
        .filter(|map| map.len() == 1)
        .and_then(|map| map.keys().next())
        .and_then(|tag| Lang::from_tag(tag))
        .unwrap_or(Lang::En);
    Ok(ScrapedEvent {
        category: super::category::category_for(&[], &title, &description, &keywords).to_string(),
        title,
        description,
        date: start.date,
        end_date: end,
        time: start.time_label(),
        image,
        ticket_price: None,
        ticket_url: url.clone(),
        venue,
        venue_address,
        venue_at,
        source_url: url.or_else(|| Some(id.to_string())),
        source_key: Some(id.to_string()),
        source: Source::ActivityPub,
        confidence: Confidence::High,
        check: None,
        status,
        lang,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::time::date::{CityZone, Date};
    use serde_json::json;

    fn options() -> ExtractOptions {
        ExtractOptions::new(Date::parse("2026-12-01").unwrap(), CityZone::default())
    }

    fn gancio_event() -> Value {
        json!({
            "id": "https://gancio.example/federation/m/42",
            "type": "Event",
            "name": "Jazz &amp; Blues Night",
            "content": "<p>Live music on the bay.</p><p>Free entry.</p>",
            "startTime": "2026-12-10T19:30:00-05:00",
            "endTime": "2026-12-10T22:00:00-05:00",
            "url": "https://gancio.example/event/jazz-blues-night",
            "location": {
                "type": "Place",
                "name": "Bayfront Park",
                "address": {
                    "type": "PostalAddress",
                    "streetAddress": "5 Bayfront Dr",
                    "addressLocality": "Sarasota",
                    "addressRegion": "FL",
                },
                "latitude": 27.33,
                "longitude": -82.54,
            },
            "attachment": [{ "type": "Document", "mediaType": "image/jpeg", "url": "https://gancio.example/media/jazz.jpg" }],
            "tag": [{ "type": "Hashtag", "name": "#concert" }],
        })
    }

    #[test]
    fn an_event_object_reads_as_a_source_event() {
        let event = read_event_object(&gancio_event(), &options()).unwrap();
        assert_eq!(event.title, "Jazz & Blues Night");
        assert_eq!(event.description, "Live music on the bay. Free entry.");
        assert_eq!(event.date.to_string(), "2026-12-10");
        assert_eq!(event.end_date, None);
        assert_eq!(event.time.as_deref(), Some("7:30 PM"));
        assert_eq!(event.venue.as_deref(), Some("Bayfront Park"));
        assert_eq!(
            event.venue_address.as_deref(),
            Some("5 Bayfront Dr, Sarasota, FL")
        );
        assert!(event.venue_at.is_some());
        assert_eq!(
            event.image.as_deref(),
            Some("https://gancio.example/media/jazz.jpg")
        );
        assert_eq!(event.category, "Live Music");
        assert_eq!(
            event.source_key.as_deref(),
            Some("https://gancio.example/federation/m/42")
        );
        assert_eq!(
            event.source_url.as_deref(),
            Some("https://gancio.example/event/jazz-blues-night")
        );
        assert_eq!(event.source, Source::ActivityPub);
        assert_eq!(event.status, EventStatus::Scheduled);
    }

    #[test]
    fn an_all_day_event_ends_the_day_before_its_last_midnight() {
        let mut object = gancio_event();
        object["startTime"] = json!("2026-12-12T00:00:00-05:00");
        object["endTime"] = json!("2026-12-14T00:00:00-05:00");
        let event = read_event_object(&object, &options()).unwrap();
        assert_eq!(event.time, None);
        assert_eq!(
            event.end_date.map(|d| d.to_string()).as_deref(),
            Some("2026-12-13")
        );
        object["endTime"] = json!("2026-12-13T00:00:00-05:00");
        assert_eq!(
            read_event_object(&object, &options()).unwrap().end_date,
            None
        );
    }

    #[test]
    fn a_cancelled_event_says_so_and_what_is_no_event_is_skipped() {
        let mut object = gancio_event();
        object["ical:status"] = json!("CANCELLED");
        assert_eq!(
            read_event_object(&object, &options()).unwrap().status,
            EventStatus::Cancelled
        );
        let mut note = gancio_event();
        note["type"] = json!("Note");
        assert_eq!(
            read_event_object(&note, &options()).unwrap_err().reason,
            "not an Event"
        );
        let mut undated = gancio_event();
        undated.as_object_mut().unwrap().remove("startTime");
        assert_eq!(
            read_event_object(&undated, &options()).unwrap_err().reason,
            "no startTime"
        );
    }
}
