//! What the dashboard and followed sources give, as rows to store: an
//! event checked by core's rule, its venue a stored one or a name.

use guide_core::dashboard::admin::{DiscoveredEvent, validate_event};
use guide_core::text::validation::ValidationErrors;
use guide_core::text::words::Localizer;

use crate::store::NewEvent;

/// Why an event cannot be stored.
#[derive(Debug, Clone, PartialEq)]
pub enum EventProblem {
    /// It breaks core's rule (a missing title, an unreadable date…).
    Invalid(ValidationErrors),
    /// It names a venue id that is not stored.
    UnknownVenue(i64),
}

/// An event checked by core's rule, as a row; `venues` are the stored
/// venues' ids; a broken rule is written in `words`' language.
pub fn event_row(
    e: &DiscoveredEvent,
    ticket_url: Option<&str>,
    venues: &[i64],
    words: &dyn Localizer,
) -> Result<NewEvent, EventProblem> {
    let checked = validate_event(e, ticket_url, words).map_err(EventProblem::Invalid)?;
    let venue = match e.venue_id {
        Some(id) if venues.contains(&id) => Ok(id),
        Some(id) => return Err(EventProblem::UnknownVenue(id)),
        None => Err(checked
            .venue_name
            .unwrap_or_else(|| guide_core::content::model::VENUE_TBA.to_string())),
    };
    Ok(NewEvent {
        title: checked.title,
        description: checked.description,
        venue,
        date: checked.date,
        end_date: checked.end_date,
        time: checked.time,
        category: checked.category,
        image: checked.image,
        ticket_price: checked.ticket_price,
        ticket_url: checked.ticket_url,
        source_url: checked.source_url,
        lang: e.lang,
    })
}
