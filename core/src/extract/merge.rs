//! One event found twice on a page (its JSON-LD and its microdata, two
//! listings of the same show): the second fills what the first left empty.

use super::ScrapedEvent;
use crate::text::similarity::normalize;

/// Same event (normalised title, date and time when both have one): fill
/// the empty fields of the one already found; else add it.
pub(crate) fn merge_into(events: &mut Vec<ScrapedEvent>, new: ScrapedEvent) {
    let title = normalize(&new.title);
    let existing = events.iter_mut().find(|e| {
        e.date == new.date
            && (e.time.is_none() || new.time.is_none() || e.time == new.time)
            && normalize(&e.title) == title
            && (e.venue.is_none() || new.venue.is_none() || e.venue == new.venue)
    });
    match existing {
        Some(e) => fill(e, new),
        None => events.push(new),
    }
}

pub(crate) fn fill(e: &mut ScrapedEvent, new: ScrapedEvent) {
    if e.description.is_empty() {
        e.description = new.description;
    }
    e.end_date = e.end_date.or(new.end_date);
    e.time = e.time.take().or(new.time);
    if e.category == "Other" {
        e.category = new.category;
    }
    e.image = e.image.take().or(new.image);
    e.ticket_price = e.ticket_price.take().or(new.ticket_price);
    e.ticket_url = e.ticket_url.take().or(new.ticket_url);
    e.venue = e.venue.take().or(new.venue);
    e.venue_address = e.venue_address.take().or(new.venue_address);
    e.venue_at = e.venue_at.or(new.venue_at);
    // An event's own page beats the listing page it was found on.
    if e.source_key.is_none() && new.source_key.is_some() {
        e.source_key = new.source_key;
        e.source_url = new.source_url;
    } else {
        e.source_url = e.source_url.take().or(new.source_url);
    }
}
