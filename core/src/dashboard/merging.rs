//! The merge view (#71): an event the guide lists beside a new read of it
//! (from discovery, a followed source, an organizer), field by field, each
//! taken from either side. Both sides are the event form's values
//! ([`EventEdit`]), so the merge is saved as an edit of the guide's event.

use serde::{Deserialize, Serialize};

use super::editing::EventEdit;
use crate::content::events::category_label;
use crate::text::format::{event_time, format_event_date_range};
use crate::text::words::Localizer;
use crate::time::date::Date;

#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

/// A field of the event form as the merge view takes it whole (the dates
/// are one: a start and an end only make sense together; so is the venue).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[serde(rename_all = "camelCase")]
pub enum MergeField {
    Title,
    Description,
    Dates,
    Time,
    Venue,
    Category,
    Image,
    TicketPrice,
    TicketUrl,
}

impl MergeField {
    pub const ALL: [MergeField; 9] = [
        MergeField::Title,
        MergeField::Dates,
        MergeField::Time,
        MergeField::Venue,
        MergeField::Category,
        MergeField::TicketPrice,
        MergeField::TicketUrl,
        MergeField::Image,
        MergeField::Description,
    ];

    /// The form's label for it.
    fn label(self) -> &'static str {
        match self {
            MergeField::Title => "field-title",
            MergeField::Description => "field-description",
            MergeField::Dates => "field-date",
            MergeField::Time => "field-time",
            MergeField::Venue => "field-venue",
            MergeField::Category => "field-category",
            MergeField::Image => "field-image-url",
            MergeField::TicketPrice => "field-ticket-price",
            MergeField::TicketUrl => "field-ticket-url",
        }
    }
}

/// One line of the merge view.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[serde(rename_all = "camelCase")]
pub struct MergeRow {
    pub field: MergeField,
    pub label: String,
    /// The guide's value and the read's, as staff read them ('' for none).
    pub guide: String,
    pub read: String,
    pub differs: bool,
    /// The view's first choice: the read's value where the guide has none.
    pub take_read: bool,
}

/// A venue's name by its id (the guide's stored venues).
pub type VenueNames<'a> = &'a [(i64, String)];

fn venue_of(edit: &EventEdit, venues: VenueNames) -> String {
    match edit.event.venue_id {
        Some(id) => venues
            .iter()
            .find(|(known, _)| *known == id)
            .map(|(_, name)| name.clone())
            .unwrap_or_default(),
        None => edit.event.venue_name.trim().to_string(),
    }
}

fn shown(edit: &EventEdit, field: MergeField, venues: VenueNames, words: &dyn Localizer) -> String {
    let text = |value: &Option<String>| value.as_deref().unwrap_or("").trim().to_string();
    match field {
        MergeField::Title => edit.event.title.trim().to_string(),
        MergeField::Description => edit.event.description.trim().to_string(),
        MergeField::Dates => match Date::parse(edit.event.date.trim()) {
            Ok(start) => {
                let end = edit
                    .event
                    .end_date
                    .as_deref()
                    .and_then(|d| Date::parse(d).ok());
                format_event_date_range(start, end, words.lang())
            }
            Err(_) => edit.event.date.trim().to_string(),
        },
        MergeField::Time => event_time(&text(&edit.event.time), words.lang()),
        MergeField::Venue => venue_of(edit, venues),
        MergeField::Category => match edit.event.category.trim() {
            "" => String::new(),
            category => category_label(category, words),
        },
        MergeField::Image => text(&edit.event.image),
        MergeField::TicketPrice => text(&edit.event.ticket_price),
        MergeField::TicketUrl => text(&edit.ticket_url),
    }
}

/// The merge view's lines: every field, the guide's value beside the
/// read's, in the form's order.
pub fn merge_rows(
    guide: &EventEdit,
    read: &EventEdit,
    venues: VenueNames,
    words: &dyn Localizer,
) -> Vec<MergeRow> {
    MergeField::ALL
        .into_iter()
        .map(|field| {
            let (ours, theirs) = (
                shown(guide, field, venues, words),
                shown(read, field, venues, words),
            );
            MergeRow {
                field,
                label: words.text(field.label()),
                differs: ours != theirs,
                take_read: ours.is_empty() && !theirs.is_empty(),
                guide: ours,
                read: theirs,
            }
        })
        .collect()
}

/// The guide's event as an edit, with the fields in `take` taken from the
/// read; its status and everything else stay the guide's.
pub fn merge_taking(guide: &EventEdit, read: &EventEdit, take: &[MergeField]) -> EventEdit {
    let mut merged = guide.clone();
    for field in take {
        let (to, from) = (&mut merged.event, &read.event);
        match field {
            MergeField::Title => to.title = from.title.clone(),
            MergeField::Description => to.description = from.description.clone(),
            MergeField::Dates => {
                to.date = from.date.clone();
                to.end_date = from.end_date.clone();
            }
            MergeField::Time => to.time = from.time.clone(),
            MergeField::Venue => {
                to.venue_id = from.venue_id;
                to.venue_name = from.venue_name.clone();
            }
            MergeField::Category => to.category = from.category.clone(),
            MergeField::Image => to.image = from.image.clone(),
            MergeField::TicketPrice => to.ticket_price = from.ticket_price.clone(),
            MergeField::TicketUrl => merged.ticket_url = read.ticket_url.clone(),
        }
    }
    merged
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dashboard::admin::DiscoveredEvent;
    use crate::text::catalogs::catalog;
    use crate::text::lang::Lang;

    fn edit(price: Option<&str>, ticket_url: Option<&str>, venue_id: Option<i64>) -> EventEdit {
        EventEdit {
            event: DiscoveredEvent {
                title: "The Nutcracker".into(),
                description: String::new(),
                venue_id,
                venue_name: if venue_id.is_some() {
                    String::new()
                } else {
                    "Van Wezel Performing Arts Hall".into()
                },
                date: "2026-12-19".into(),
                end_date: Some("2026-12-21".into()),
                time: Some("7:30 PM".into()),
                category: "Ballet".into(),
                image: None,
                ticket_price: price.map(str::to_string),
                source_url: None,
                check: None,
                lang: Lang::En,
                far_km: None,
            },
            ticket_url: ticket_url.map(str::to_string),
            status: None,
            every_date: false,
        }
    }

    #[test]
    fn the_merge_view_lines_up_both_sides_and_takes_what_staff_chose() {
        let words = catalog(Lang::En);
        let venues = [(3, "Sarasota Ballet".to_string())];
        let guide = edit(Some("$40"), None, Some(3));
        let read = edit(Some("$45"), Some("https://tickets.example/nut"), None);
        let rows = merge_rows(&guide, &read, &venues, words);
        let row = |field| rows.iter().find(|r| r.field == field).unwrap();
        assert_eq!(rows.len(), MergeField::ALL.len());
        assert_eq!(row(MergeField::Dates).guide, "Dec 19-21");
        assert!(!row(MergeField::Dates).differs);
        let price = row(MergeField::TicketPrice);
        assert_eq!((price.guide.as_str(), price.read.as_str()), ("$40", "$45"));
        assert!(price.differs && !price.take_read);
        // What the guide lacks is offered from the read first.
        assert!(row(MergeField::TicketUrl).take_read);
        let venue = row(MergeField::Venue);
        assert_eq!(
            (venue.guide.as_str(), venue.read.as_str()),
            ("Sarasota Ballet", "Van Wezel Performing Arts Hall")
        );
        assert_eq!(row(MergeField::Category).guide, "Ballet");

        let merged = merge_taking(
            &guide,
            &read,
            &[MergeField::TicketPrice, MergeField::TicketUrl],
        );
        assert_eq!(merged.event.ticket_price.as_deref(), Some("$45"));
        assert_eq!(
            merged.ticket_url.as_deref(),
            Some("https://tickets.example/nut")
        );
        // The venue stays the guide's unless taken, id and name together.
        assert_eq!(
            (merged.event.venue_id, merged.event.venue_name.as_str()),
            (Some(3), "")
        );
        let moved = merge_taking(&guide, &read, &[MergeField::Venue]);
        assert_eq!(
            (moved.event.venue_id, moved.event.venue_name.as_str()),
            (None, "Van Wezel Performing Arts Hall")
        );
        assert_eq!(merge_taking(&guide, &read, &[]), guide);
    }
}
