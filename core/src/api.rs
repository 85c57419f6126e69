//! The answers of the HTTP API that are not entities: confirmations,
//! the error body, and the discovery report with its streamed progress.
//! The server writes exactly these types and the web app reads their
//! generated TypeScript, so a shape is stated once, here.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::content::model::{Event, EventStatus};
use crate::content::series::Repeat;
use crate::dashboard::admin::{AdminVenue, DiscoveredEvent, DiscoveryResult, Notice, event_dates};
pub use crate::dashboard::editing::EventEdit;
use crate::dashboard::suggestion::SuggestionStatus;
use crate::text::validation::ValidationErrors;
use crate::text::words::{Arg, Localizer};

#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

/// A visitor's send: a plan to the curator, a plan to themselves, or a
/// suggestion. It goes out at once, or waits on the device for the network.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "kebab-case")]
pub enum SendKind {
    PlanToCurator,
    PlanToSelf,
    Suggestion,
}

/// The answer to a visitor's send: its id, and the toast that says it
/// arrived (spec section 8), which the app shows as it is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
pub struct Sent {
    pub id: i64,
    pub title: String,
    pub message: String,
}

impl SendKind {
    /// The send arrived: the spec's success toast for it, in `words`'
    /// language (the visitor's).
    pub fn sent(self, id: i64, curator: &str, words: &dyn Localizer) -> Sent {
        let (title, message) = match self {
            SendKind::PlanToCurator => ("sent-title", "sent-to-curator"),
            SendKind::PlanToSelf => ("sent-title", "sent-to-self"),
            SendKind::Suggestion => ("sent-suggestion-title", "sent-suggestion"),
        };
        Sent {
            id,
            title: words.text(title),
            message: words.message(message, &[("curator", Arg::Text(curator))]),
        }
    }

    /// A send kept on the device went out later and the server refused it:
    /// the spec's words for a suggestion, the server's own for a plan; in
    /// `words`' language.
    pub fn refused(self, server_message: &str, words: &dyn Localizer) -> Notice {
        match self {
            SendKind::Suggestion => Notice {
                title: words.text("suggestion-error"),
                description: words.text("please-try-later"),
            },
            SendKind::PlanToCurator | SendKind::PlanToSelf => Notice {
                title: words.text("error"),
                description: server_message.into(),
            },
        }
    }
}

/// Said, in `words`' language, when a send is kept on the device until the
/// network returns.
pub fn queued_notice(words: &dyn Localizer) -> Notice {
    Notice {
        title: words.text("queued-title"),
        description: words.text("queued-text"),
    }
}

/// Every refusal: `{"error": "...", "code": "..."}`, and for a form whose
/// fields broke a rule, `fields` maps each such field to its message.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
pub struct ErrorBody {
    /// For people: shown as it is.
    pub error: String,
    /// For programs: what kind of refusal it is, a word that never changes
    /// with the wording (the app tests it, never `error`).
    pub code: ErrorCode,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(
        all(feature = "wasm", target_arch = "wasm32"),
        tsify(optional, type = "Record<string, string>")
    )]
    pub fields: Option<BTreeMap<String, String>>,
}

impl ErrorBody {
    pub fn new(code: ErrorCode, error: impl Into<String>) -> ErrorBody {
        ErrorBody {
            error: error.into(),
            code,
            fields: None,
        }
    }
}

/// The kinds of refusal, one per HTTP status the API answers with, and
/// `no_items_selected` for a plan sent without items (spec section 5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    BadRequest,
    /// A form's fields broke a rule: `fields` says which.
    Invalid,
    NoItemsSelected,
    Unauthorized,
    Forbidden,
    NotFound,
    MethodNotAllowed,
    Conflict,
    /// 409 to a save whose form was opened at an older version of the
    /// item: someone changed it meanwhile.
    EditConflict,
    Gone,
    PayloadTooLarge,
    UnsupportedMediaType,
    Unprocessable,
    TooManyRequests,
    Internal,
    BadGateway,
    Unavailable,
    GatewayTimeout,
}

impl ErrorCode {
    /// The code of a refusal known only by its status (a router's own).
    pub fn of_status(status: u16) -> ErrorCode {
        match status {
            401 => ErrorCode::Unauthorized,
            403 => ErrorCode::Forbidden,
            404 => ErrorCode::NotFound,
            405 => ErrorCode::MethodNotAllowed,
            409 => ErrorCode::Conflict,
            410 => ErrorCode::Gone,
            413 => ErrorCode::PayloadTooLarge,
            415 => ErrorCode::UnsupportedMediaType,
            422 => ErrorCode::Unprocessable,
            429 => ErrorCode::TooManyRequests,
            502 => ErrorCode::BadGateway,
            503 => ErrorCode::Unavailable,
            504 => ErrorCode::GatewayTimeout,
            500..=599 => ErrorCode::Internal,
            _ => ErrorCode::BadRequest,
        }
    }
}

/// A write that created, changed or sent one thing: its id and the toast
/// text the spec gives for it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
pub struct Saved {
    pub id: i64,
    pub message: String,
}

impl Saved {
    pub fn new(id: i64, message: impl Into<String>) -> Saved {
        Saved {
            id,
            message: message.into(),
        }
    }
}

/// `POST /api/admin/events/bulk-create`: all of them were stored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
pub struct BulkCreated {
    pub created: usize,
    pub ids: Vec<i64>,
    pub message: String,
}

impl BulkCreated {
    pub fn new(ids: Vec<i64>) -> BulkCreated {
        let created = ids.len();
        BulkCreated {
            created,
            ids,
            message: format!(
                "Created {created} event{}",
                if created == 1 { "" } else { "s" }
            ),
        }
    }
}

/// `POST /api/admin/{kind}/{id}/upload-image`: the image's new address.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
pub struct ImageUploaded {
    pub message: String,
    pub image: String,
    /// What the pipeline wrote (`admin::picture_summary`).
    pub summary: String,
    pub picture: crate::content::pictures::Picture,
}

/// `GET /api/admin/picture?image=…`: what the pipeline wrote for a picture
/// the guide serves, shown beside an item's image address in the dashboard.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
pub struct PictureDetails {
    pub image: String,
    pub picture: crate::content::pictures::Picture,
    /// `admin::picture_summary`.
    pub summary: String,
}

/// An item of the Image Management tab whose picture works but is too
/// narrow to be sharp on a phone (`admin::MIN_PICTURE_WIDTH`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
pub struct SmallImage {
    pub id: i64,
    pub name: String,
    pub image: String,
    pub picture: crate::content::pictures::Picture,
    /// Why it is listed (`admin::small_picture_note`).
    pub note: String,
}

/// An item of the Image Management tab whose image is missing or broken.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
pub struct MissingImage {
    pub id: i64,
    pub name: String,
    /// The current address when it is broken; `None` when there is none.
    pub image: Option<String>,
    /// An event whose last day has gone (never a place): listed, but not
    /// work for today.
    #[serde(default)]
    pub past: bool,
}

/// `PUT /api/admin/venues/{id}/events-url`: what is stored now (`None`
/// after it was cleared).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct EventsPageSaved {
    pub id: i64,
    pub events_page_url: Option<String>,
}

/// `PUT /api/admin/suggestions/{id}/status`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
pub struct SuggestionStatusSaved {
    pub id: i64,
    pub status: SuggestionStatus,
}

// ---------------------------------------------------------------- requests

/// `PUT /api/admin/suggestions/{id}/status`: the review state, read as
/// text so that an unknown one gets the dashboard's own message; a note
/// staff keep with a dismissal.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
pub struct SuggestionStatusChange {
    pub status: String,
    #[serde(default)]
    #[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), tsify(optional))]
    pub note: Option<String>,
}

/// `PUT /api/admin/weekly/intro`: the introduction of the next issue, in
/// the dashboard's language; blank removes it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
pub struct WeeklyIntroChange {
    pub text: String,
}

/// `POST /api/admin/weekly/test`: the next issue went to the admin's own
/// address.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
pub struct WeeklyTestSent {
    pub to: String,
    pub message: String,
}

/// `PUT /api/admin/suggestions/{id}/added`: the guide's item staff made
/// of it. The visitor is told by e-mail, once.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
pub struct SuggestionLink {
    pub kind: crate::content::paths::ItemKind,
    pub id: i64,
}

/// `POST /api/admin/venues/discover`: the ticked venues and the custom
/// addresses (blank ones are ignored).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct DiscoverRequest {
    #[serde(default)]
    pub venues: Vec<AdminVenue>,
    #[serde(default)]
    pub custom_urls: Vec<String>,
}

/// `POST /api/admin/events/bulk-create`: the discovered events to store.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
pub struct BulkEvents {
    pub events: Vec<DiscoveredEvent>,
}

/// `POST /api/admin/events`: an event staff add by hand (#71), one date
/// or a series of them, each date an event of its own.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct EventAdd {
    #[serde(flatten)]
    pub event: DiscoveredEvent,
    pub ticket_url: Option<String>,
    #[serde(default)]
    pub repeat: Repeat,
    /// The series' last date (`YYYY-MM-DD`), with a repeat.
    #[serde(default)]
    pub until: Option<String>,
    /// Added though the guide lists similar events: staff saw them and
    /// chose to add it.
    #[serde(default)]
    pub add_anyway: bool,
}

impl EventAdd {
    /// The event of each date, checked by core's event rule (its fields'
    /// errors) and the repeat's (the `until` field's). A multi-day event
    /// keeps its length on every date.
    pub fn dates(&self, words: &dyn Localizer) -> Result<Vec<DiscoveredEvent>, ValidationErrors> {
        event_dates(
            &self.event,
            self.ticket_url.as_deref(),
            self.repeat,
            self.until.as_deref(),
            words,
        )
    }
}

/// `POST /api/admin/events` when the guide lists events like the one
/// added: nothing was stored; the dashboard shows them beside it, and
/// staff add it anyway (`addAnyway`) or open the guide's.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct SimilarEventsFound {
    pub duplicates_found: bool,
    /// The guide's events found like it, nearest first.
    pub similar_events: Vec<Event>,
    pub message: String,
}

/// `POST /api/admin/{activities|restaurants}/scrape-url`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
pub struct ScrapeRequest {
    pub url: String,
}

/// `PUT /api/admin/venues/{id}/events-url`: blank or `None` clears it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct EventsPageChange {
    pub events_page_url: Option<String>,
}

// -------------------------------------------------------------- discovery

/// How reading one discovery page went.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct SourceReport {
    pub name: String,
    pub url: String,
    pub venue_id: Option<i64>,
    /// Events found (before duplicates are set apart).
    pub events: usize,
    /// Why the page could not be read; `None` when it was.
    pub error: Option<String>,
    /// Calendar feeds and API pages that were read besides the page.
    pub feeds: Vec<String>,
    /// Items seen but not taken, with the reason ('cancelled', a broken date…).
    pub skipped: Vec<String>,
    /// Events on it that are over already, left out: why a page that
    /// lists only past events gave nothing.
    pub past: usize,
}

/// `POST /api/admin/venues/discover`: the spec's `newEvents` and
/// `duplicateEvents`, and how each page went.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct DiscoveryReport {
    #[serde(flatten)]
    pub result: DiscoveryResult,
    pub sources: Vec<SourceReport>,
}

/// One line of the streamed discovery answer (`application/x-ndjson`):
/// progress per page while the pages are read, then the result or the
/// failure. `index` counts from 0.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum DiscoveryLine {
    #[serde(rename_all = "camelCase")]
    Started {
        index: usize,
        total: usize,
        name: String,
        url: String,
    },
    #[serde(rename_all = "camelCase")]
    Finished {
        index: usize,
        total: usize,
        done: usize,
        name: String,
        events: usize,
        error: Option<String>,
    },
    Result(DiscoveryReport),
    Error {
        error: String,
    },
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn an_added_series_is_one_event_a_date_and_its_mistakes_are_said_by_field() {
        let words = crate::text::catalogs::catalog(crate::text::lang::Lang::En);
        let festival = |repeat, until: Option<&str>| -> EventAdd {
            serde_json::from_value(json!({
                "title": "Jazz Weekend", "venueId": null, "venueName": "Bayfront Park",
                "date": "2026-12-04", "endDate": "2026-12-06", "time": "6 PM",
                "category": "Music", "image": null, "ticketPrice": "Free",
                "sourceUrl": null, "ticketUrl": null, "repeat": repeat, "until": until,
            }))
            .unwrap()
        };
        let dates = festival("weekly", Some("2026-12-18")).dates(words).unwrap();
        let days: Vec<_> = dates
            .iter()
            .map(|e| (e.date.as_str(), e.end_date.as_deref().unwrap()))
            .collect();
        assert_eq!(
            days,
            [
                ("2026-12-04", "2026-12-06"),
                ("2026-12-11", "2026-12-13"),
                ("2026-12-18", "2026-12-20")
            ]
        );
        assert!(dates.iter().all(|e| e.title == "Jazz Weekend"));
        assert_eq!(festival("never", None).dates(words).unwrap().len(), 1);
        let errors = festival("weekly", None).dates(words).unwrap_err();
        assert_eq!(
            errors.message("until"),
            Some("Say the last date of the series")
        );
        let mut both = festival("daily", Some("2026-12-01"));
        both.event.title = String::new();
        let errors = both.dates(words).unwrap_err();
        assert!(errors.message("title").is_some());
        // The repeat is checked only once the first date is right.
        assert_eq!(errors.message("until"), None);
        let errors = festival("daily", Some("2026-12-01"))
            .dates(words)
            .unwrap_err();
        assert_eq!(
            errors.message("until"),
            Some("The last date is before the first")
        );
        let errors = festival("daily", Some("next year"))
            .dates(words)
            .unwrap_err();
        assert_eq!(
            errors.message("until"),
            Some("Give the last date as a date")
        );
    }

    #[test]
    fn an_edit_of_one_date_changes_the_others_but_their_own_values() {
        use crate::time::date::Date;
        let day = |d| Date::new(2026, 12, d).unwrap();
        let market = |id, d| Event {
            time: Some("7 AM".into()),
            ticket_price: Some("Free".into()),
            ..Event::named(id, "Farmers Market", day(d))
        };
        let old = market(1, 5);
        // Dec 19 opens later: its own time.
        let moved = Event {
            time: Some("9 AM".into()),
            ..market(3, 19)
        };
        let mut edit = EventEdit::of(&old);
        edit.event.title = "Sarasota Farmers Market".into();
        edit.event.time = Some("8 AM".into());
        edit.event.venue_name = "Lemon Avenue".into();
        edit.event.date = "2026-12-06".into();
        edit.status = Some(EventStatus::Cancelled);
        let next = edit.for_other_date(&old, &market(2, 12));
        assert_eq!(next.event.title, "Sarasota Farmers Market");
        assert_eq!(next.event.time.as_deref(), Some("8 AM"));
        assert_eq!(next.event.venue_name, "Lemon Avenue");
        assert_eq!(
            next.event.ticket_price.as_deref(),
            Some("Free"),
            "unchanged"
        );
        assert_eq!(next.event.date, "2026-12-12", "its own day");
        assert_eq!(next.status, None, "its own status");
        let later = edit.for_other_date(&old, &moved);
        assert_eq!(later.event.time.as_deref(), Some("9 AM"), "its own time");
        assert_eq!(later.event.title, "Sarasota Farmers Market");
    }

    #[test]
    fn bulk_answers_count_in_words() {
        assert_eq!(BulkCreated::new(vec![7]).message, "Created 1 event");
        assert_eq!(BulkCreated::new(vec![7, 8]).message, "Created 2 events");
    }

    #[test]
    fn the_error_body_names_fields_only_when_there_are_some() {
        let plain = serde_json::to_value(ErrorBody::new(ErrorCode::NotFound, "Not found")).unwrap();
        assert_eq!(plain, json!({ "error": "Not found", "code": "not_found" }));
    }

    #[test]
    fn a_status_alone_has_its_code() {
        assert_eq!(ErrorCode::of_status(405), ErrorCode::MethodNotAllowed);
        assert_eq!(ErrorCode::of_status(408), ErrorCode::BadRequest);
        assert_eq!(ErrorCode::of_status(507), ErrorCode::Internal);
        let code = serde_json::to_value(ErrorCode::NoItemsSelected).unwrap();
        assert_eq!(code, json!("no_items_selected"));
    }

    #[test]
    fn discovery_lines_are_tagged_by_kind() {
        let result = DiscoveryLine::Result(DiscoveryReport {
            result: DiscoveryResult {
                new_events: vec![],
                duplicate_events: vec![],
            },
            sources: vec![],
        });
        assert_eq!(
            serde_json::to_value(&result).unwrap(),
            json!({ "kind": "result", "newEvents": [], "duplicateEvents": [], "sources": [] })
        );
        let error = DiscoveryLine::Error {
            error: "Discovery failed".into(),
        };
        assert_eq!(
            serde_json::to_value(&error).unwrap(),
            json!({ "kind": "error", "error": "Discovery failed" })
        );
    }
}

/// The answer to a 'Remind me': set at once (the device's link proved the
/// address), or waiting for the link e-mailed to it; its toast's words.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
pub struct ReminderAnswer {
    pub confirmed: bool,
    pub title: String,
    pub message: String,
}

/// Everything the guide keeps for an address that asked for reminders,
/// as its page shows it (the link's token proves the address).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct HeldForAddress {
    pub email: String,
    pub reminders: Vec<HeldReminder>,
    /// Its subscription to the weekly e-mail, if it has one.
    pub weekly: Option<HeldWeekly>,
}

/// The address's subscription to 'This weekend in <city>'.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct HeldWeekly {
    /// The categories chosen (values); none means every one.
    pub categories: Vec<String>,
    /// When the next issue goes ('Thursday, December 3 · 9:00 AM'),
    /// written for the visitor.
    pub sends: String,
    /// False until the address's link confirms it.
    pub confirmed: bool,
}

/// One reminder on that page.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct HeldReminder {
    pub event_id: i64,
    pub title: String,
    /// Its page in the guide, without a language's prefix.
    pub path: String,
    pub status: EventStatus,
    pub when: crate::plan::reminders::RemindWhen,
    /// The event's days and time, written for the visitor.
    pub dates: String,
    /// When the e-mail goes ('Saturday, December 5 · 8:00 AM'), written
    /// for the visitor.
    pub sends: String,
    /// False until the address's link confirms it.
    pub confirmed: bool,
}
