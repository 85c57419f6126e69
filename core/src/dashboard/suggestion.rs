//! Visitor suggestions (spec sections 3 and 5).

use serde::{Deserialize, Serialize};

use super::admin::{DiscoveredEvent, DiscoveryResult, SimilarEvent};
use crate::content::areas::AreaDetection;
use crate::content::model::{Activity, Restaurant};
use crate::content::paths::ItemKind;
use crate::text::format::short_date_with_year;
use crate::text::lang::Lang;
use crate::text::similarity::similarity;
use crate::time::date::{CityZone, Date};

use crate::text::validation::{
    Checks, MAX_LINE, MAX_TEXT, ValidationErrors, is_website, normalize_website,
};
use crate::text::words::{Arg, Localizer};

#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "lowercase")]
pub enum SuggestionType {
    Event,
    Activity,
    Restaurant,
    Venue,
}

impl SuggestionType {
    pub const ALL: [SuggestionType; 4] = [
        SuggestionType::Event,
        SuggestionType::Activity,
        SuggestionType::Restaurant,
        SuggestionType::Venue,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            SuggestionType::Event => "event",
            SuggestionType::Activity => "activity",
            SuggestionType::Restaurant => "restaurant",
            SuggestionType::Venue => "venue",
        }
    }

    /// Its name in the type dropdown: the catalog's message
    /// ('Performance/Event' in English).
    pub fn message(self) -> &'static str {
        match self {
            SuggestionType::Event => "suggestion-type-event",
            SuggestionType::Activity => "suggestion-type-activity",
            SuggestionType::Restaurant => "suggestion-type-restaurant",
            SuggestionType::Venue => "suggestion-type-venue",
        }
    }

    pub fn parse(value: &str) -> Option<SuggestionType> {
        SuggestionType::ALL
            .into_iter()
            .find(|t| t.as_str() == value.trim())
    }
}

/// The review state of a stored suggestion: `new` when a visitor submits
/// it, then `added` (it is in the guide now) or `dismissed`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "lowercase")]
pub enum SuggestionStatus {
    #[default]
    New,
    Added,
    Dismissed,
}

impl SuggestionStatus {
    /// In the order staff meet them: the dashboard's status control.
    pub const ALL: [SuggestionStatus; 3] = [
        SuggestionStatus::New,
        SuggestionStatus::Added,
        SuggestionStatus::Dismissed,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            SuggestionStatus::New => "new",
            SuggestionStatus::Added => "added",
            SuggestionStatus::Dismissed => "dismissed",
        }
    }

    pub fn parse(value: &str) -> Option<SuggestionStatus> {
        SuggestionStatus::ALL
            .into_iter()
            .find(|s| s.as_str() == value.trim())
    }

    /// How the dashboard names it: the catalog's message ('New').
    pub fn message(self) -> &'static str {
        match self {
            SuggestionStatus::New => "suggestion-status-new",
            SuggestionStatus::Added => "suggestion-status-added",
            SuggestionStatus::Dismissed => "suggestion-status-dismissed",
        }
    }
}

/// A visitor's suggestion as stored and as staff review it
/// (`GET /api/admin/suggestions`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct StoredSuggestion {
    pub id: i64,
    /// What the visitor sent, as validation left it.
    #[serde(flatten)]
    pub suggestion: Suggestion,
    pub status: SuggestionStatus,
    /// As the database wrote it (`YYYY-MM-DD HH:MM:SS`, UTC).
    pub created_at: String,
    /// Staff's note, given when they dismissed it; empty when none.
    pub note: String,
    /// The guide's item it became, once staff created it from this.
    pub added: Option<AddedItem>,
}

/// The guide's item a suggestion became: 'Added' links to its page.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct AddedItem {
    pub kind: ItemKind,
    pub id: i64,
    /// Its name or title now.
    pub name: String,
}

/// The kind of item each suggestion type is created as; a venue is not
/// an item of the guide's lists (its events are, through discovery).
pub fn created_as(kind: SuggestionType) -> Option<ItemKind> {
    match kind {
        SuggestionType::Event => Some(ItemKind::Event),
        SuggestionType::Activity => Some(ItemKind::Activity),
        SuggestionType::Restaurant => Some(ItemKind::Restaurant),
        SuggestionType::Venue => None,
    }
}

/// 'Create from this' (#71): the form to open, filled from the suggested
/// address as the discovery engine read it, or, when the page gave
/// nothing fitting, from what the visitor wrote, with why.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum SuggestionDraft {
    #[serde(rename_all = "camelCase")]
    Event {
        event: DiscoveredEvent,
        ticket_url: Option<String>,
        /// The guide's events like the one read: it may be listed already.
        similar_events: Vec<SimilarEvent>,
        /// Why the form holds only what the visitor wrote.
        problem: Option<String>,
    },
    #[serde(rename_all = "camelCase")]
    Activity {
        activity: Activity,
        problem: Option<String>,
    },
    #[serde(rename_all = "camelCase")]
    Restaurant {
        restaurant: Restaurant,
        detection: Option<AreaDetection>,
        problem: Option<String>,
    },
}

/// How alike an event's title must be to the suggested name to be taken
/// for it, when the page lists several (`similarity`'s scale; a name
/// contained whole in the title scores 0.9).
const SAME_EVENT: f64 = 0.6;

/// An event a discovery read found, with what the read knows beside it.
#[derive(Debug, Clone, PartialEq)]
pub struct ReadEvent {
    pub event: DiscoveredEvent,
    pub ticket_url: Option<String>,
    /// The guide's events like it: it may be listed already.
    pub similar_events: Vec<SimilarEvent>,
}

/// The event of a discovery read that the suggestion names: the one
/// titled most like it (the page's first of equals), or the page's only
/// event.
pub fn suggested_event(suggestion: &Suggestion, found: &DiscoveryResult) -> Option<ReadEvent> {
    let read: Vec<ReadEvent> = found
        .new_events
        .iter()
        .map(|event| ReadEvent {
            event: event.clone(),
            ticket_url: None,
            similar_events: Vec::new(),
        })
        .chain(found.duplicate_events.iter().map(|duplicate| ReadEvent {
            event: duplicate.found.clone(),
            ticket_url: duplicate.ticket_url.clone(),
            similar_events: duplicate.similar_events.clone(),
        }))
        .collect();
    if read.len() == 1 {
        return read.into_iter().next();
    }
    let mut best: Option<(f64, ReadEvent)> = None;
    for candidate in read {
        let score = similarity(&suggestion.name, &candidate.event.title);
        if score >= SAME_EVENT && best.as_ref().is_none_or(|(top, _)| score > *top) {
            best = Some((score, candidate));
        }
    }
    best.map(|(_, candidate)| candidate)
}

/// The event form filled from what the visitor wrote: its name, their
/// description and the page as its source; the rest is staff's to give.
pub fn event_from_suggestion(suggestion: &Suggestion) -> DiscoveredEvent {
    DiscoveredEvent {
        title: suggestion.name.clone(),
        description: suggestion.description.clone(),
        venue_id: None,
        venue_name: String::new(),
        date: String::new(),
        end_date: None,
        time: None,
        category: "Other".into(),
        image: None,
        ticket_price: None,
        source_url: Some(suggestion.website.clone()),
        check: None,
        lang: Lang::En,
        far_km: None,
    }
}

/// The activity form filled from what the visitor wrote.
pub fn activity_from_suggestion(suggestion: &Suggestion) -> Activity {
    Activity {
        description: suggestion.description.clone(),
        website: Some(suggestion.website.clone()),
        ..Activity::named(0, &suggestion.name)
    }
}

/// The restaurant form filled from what the visitor wrote.
pub fn restaurant_from_suggestion(suggestion: &Suggestion) -> Restaurant {
    Restaurant {
        description: suggestion.description.clone(),
        website: Some(suggestion.website.clone()),
        ..Restaurant::named(0, &suggestion.name)
    }
}

/// Why a draft holds only what the visitor wrote: the page could not be
/// read (`reason`, the reader's words), or it lists no event of that name
/// (`events` read).
pub fn draft_problem(
    reason: Option<&str>,
    events: usize,
    name: &str,
    words: &dyn Localizer,
) -> String {
    match reason {
        Some(reason) => words.message("draft-unread", &[("reason", Arg::Text(reason))]),
        None => words.message(
            "draft-no-event",
            &[
                ("name", Arg::Text(name)),
                ("count", Arg::Number(events as f64)),
            ],
        ),
    }
}

/// The note staff keep with a dismissal, trimmed; at most as long as a
/// description, and plain text.
pub fn validate_note(note: &str, words: &dyn Localizer) -> Result<String, ValidationErrors> {
    let mut checks = Checks::new(words);
    checks.text("note", "suggestion-note", note, MAX_TEXT, true);
    if checks.passed() {
        Ok(note.trim().to_string())
    } else {
        Err(checks.into_errors())
    }
}

/// When a suggestion came in, as the dashboard lists it ('Nov 23, 2026',
/// '23. Nov. 2026'): the stored UTC time on the city's calendar. A time
/// the store did not write is shown as it is.
pub fn submitted_on(created_at: &str, zone: CityZone, lang: Lang) -> String {
    let time = created_at.get(11..16).and_then(|hm| {
        let (h, m) = hm.split_once(':')?;
        Some(h.parse::<u16>().ok()? * 60 + m.parse::<u16>().ok()?)
    });
    match (created_at.get(..10).map(Date::parse), time) {
        (Some(Ok(utc_date)), Some(minutes)) if minutes < 24 * 60 => {
            let (day, _) = zone.wall_clock(utc_date, minutes);
            short_date_with_year(day, lang)
        }
        _ => created_at.to_string(),
    }
}

/// The suggestion form as submitted: every field is text, the type included,
/// so that a blank or unknown value gets a message rather than a parse error.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct SuggestionForm {
    pub name: String,
    #[serde(rename = "type")]
    pub kind: String,
    pub website: String,
    pub description: String,
    pub submitter_name: String,
    pub submitter_email: String,
    /// The visitor's language, which the answer is written in; English
    /// when not given.
    #[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), tsify(optional))]
    pub lang: crate::text::lang::Lang,
}

/// A suggestion that passed validation, trimmed and with a normalised website.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct Suggestion {
    pub name: String,
    #[serde(rename = "type")]
    pub kind: SuggestionType,
    pub website: String,
    pub description: String,
    pub submitter_name: String,
    pub submitter_email: String,
}

/// The longest text of each of a suggestion's free fields (field, its
/// name's message, characters), which the form counts down as they near.
pub const SUGGESTION_LIMITS: [(&str, &str, usize); 4] = [
    ("name", "field-name", MAX_LINE),
    ("website", "field-website", 2_000),
    ("description", "field-description", MAX_TEXT),
    ("submitterName", "field-your-name", MAX_LINE),
];

/// Name, type, website, submitter name and e-mail are required; the e-mail
/// format is checked; the website is trimmed and given `https://` if needed.
/// The messages are in `words`' language (the visitor's).
pub fn validate_suggestion(
    form: &SuggestionForm,
    words: &dyn Localizer,
) -> Result<Suggestion, ValidationErrors> {
    let mut checks = Checks::new(words);
    checks.required("name", "field-name", &form.name);
    let kind = SuggestionType::parse(&form.kind);
    if checks.required("type", "field-type", &form.kind) && kind.is_none() {
        checks.add("type", "type-unlisted", &[]);
    }
    if checks.required("website", "field-website", &form.website)
        && !is_website(&normalize_website(&form.website))
    {
        checks.add("website", "website-invalid", &[]);
    }
    checks.required("submitterName", "field-your-name", &form.submitter_name);
    checks.email("submitterEmail", "field-your-email", &form.submitter_email);
    for (field, label, max) in SUGGESTION_LIMITS {
        let value = match field {
            "name" => &form.name,
            "website" => &form.website,
            "description" => &form.description,
            _ => &form.submitter_name,
        };
        checks.text(field, label, value, max, field == "description");
    }
    match kind {
        Some(kind) if checks.passed() => Ok(Suggestion {
            name: form.name.trim().to_string(),
            kind,
            website: normalize_website(&form.website),
            description: form.description.trim().to_string(),
            submitter_name: form.submitter_name.trim().to_string(),
            submitter_email: form.submitter_email.trim().to_string(),
        }),
        _ => Err(checks.into_errors()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::catalogs::catalog;
    use crate::text::lang::Lang;

    fn en() -> &'static dyn Localizer {
        catalog(Lang::En)
    }

    #[test]
    fn submitted_dates_are_the_citys() {
        let sarasota: CityZone = "America/New_York".parse().unwrap();
        assert_eq!(
            submitted_on("2026-11-23 15:04:05", sarasota, Lang::En),
            "Nov 23, 2026"
        );
        // 01:30 UTC is still the evening before in Florida.
        assert_eq!(
            submitted_on("2026-11-24 01:30:00", sarasota, Lang::En),
            "Nov 23, 2026"
        );
        assert_eq!(
            submitted_on("2026-11-24T01:30:00Z", CityZone::default(), Lang::En),
            "Nov 23, 2026"
        );
        assert_eq!(submitted_on("yesterday", sarasota, Lang::En), "yesterday");
        assert_eq!(
            submitted_on("2026-13-01 10:00:00", sarasota, Lang::En),
            "2026-13-01 10:00:00"
        );
        // In the dashboard's language.
        let late = "2026-11-24 01:30:00";
        assert_eq!(submitted_on(late, sarasota, Lang::Es), "23 nov 2026");
        assert_eq!(submitted_on(late, sarasota, Lang::Fr), "23 nov. 2026");
        assert_eq!(submitted_on(late, sarasota, Lang::De), "23. Nov. 2026");
    }

    fn form() -> SuggestionForm {
        SuggestionForm {
            name: " Sarasota Jungle Gardens ".into(),
            kind: "activity".into(),
            website: " sarasotajunglegardens.com ".into(),
            description: "Flamingos!".into(),
            submitter_name: "Ana".into(),
            submitter_email: "ana@example.com".into(),
            ..SuggestionForm::default()
        }
    }

    #[test]
    fn accepts_and_normalizes_a_complete_form() {
        let suggestion = validate_suggestion(&form(), en()).unwrap();
        assert_eq!(suggestion.name, "Sarasota Jungle Gardens");
        assert_eq!(suggestion.website, "https://sarasotajunglegardens.com");
        assert_eq!(suggestion.kind, SuggestionType::Activity);
        assert_eq!(en().text(suggestion.kind.message()), "Activity/Attraction");
    }

    #[test]
    fn a_website_names_a_site() {
        for website in [
            "not a url",
            "https://",
            "http:// example.com",
            "example",
            "https://exa mple.com",
            "-x-.com",
            "a..com",
        ] {
            let mut f = form();
            f.website = website.into();
            let errors = validate_suggestion(&f, en()).unwrap_err();
            assert_eq!(
                errors.message("website"),
                Some("Please enter a website address, such as example.com"),
                "{website}"
            );
        }
        // The spec's rule still applies: https:// is prepended.
        for (website, kept) in [
            ("selby.org", "https://selby.org"),
            (
                "http://www.vanwezel.org/events?x=1",
                "http://www.vanwezel.org/events?x=1",
            ),
            (
                "HTTPS://Café-Lëurope.com:8443/menu",
                "HTTPS://Café-Lëurope.com:8443/menu",
            ),
        ] {
            let mut f = form();
            f.website = website.into();
            assert_eq!(
                validate_suggestion(&f, en()).unwrap().website,
                kept,
                "{website}"
            );
        }
    }

    #[test]
    fn description_is_optional() {
        let mut f = form();
        f.description = "  ".into();
        assert_eq!(validate_suggestion(&f, en()).unwrap().description, "");
    }

    #[test]
    fn reports_every_missing_required_field() {
        let errors = validate_suggestion(&SuggestionForm::default(), en()).unwrap_err();
        let fields: Vec<&str> = errors.errors.iter().map(|e| e.field.as_str()).collect();
        assert_eq!(
            fields,
            ["name", "type", "website", "submitterName", "submitterEmail"]
        );
    }

    #[test]
    fn checks_email_format_and_type_values() {
        let mut f = form();
        f.submitter_email = "ana@".into();
        f.kind = "concert".into();
        let errors = validate_suggestion(&f, en()).unwrap_err();
        assert_eq!(
            errors.message("submitterEmail"),
            Some("Please enter a valid email address")
        );
        assert_eq!(
            errors.message("type"),
            Some("Choose one of the listed types")
        );
    }

    #[test]
    fn long_or_binary_text_is_refused() {
        let mut f = form();
        f.description = "x".repeat(10_000);
        f.name = "Jungle\u{0}Gardens".into();
        let errors = validate_suggestion(&f, en()).unwrap_err();
        assert_eq!(
            errors.message("description"),
            Some("Description must be at most 5,000 characters")
        );
        assert_eq!(
            errors.message("name"),
            Some("Name contains characters that are not allowed")
        );
    }

    fn read(title: &str) -> DiscoveredEvent {
        DiscoveredEvent {
            title: title.into(),
            date: "2026-12-19".into(),
            ..event_from_suggestion(&validate_suggestion(&form(), en()).unwrap())
        }
    }

    fn suggested(name: &str) -> Suggestion {
        Suggestion {
            name: name.into(),
            kind: SuggestionType::Event,
            ..validate_suggestion(&form(), en()).unwrap()
        }
    }

    #[test]
    fn the_suggested_event_is_the_one_titled_like_it() {
        use crate::dashboard::admin::DuplicateEvent;
        let page = DiscoveryResult {
            new_events: vec![read("Jazz Brunch"), read("Holiday Pops")],
            duplicate_events: vec![DuplicateEvent {
                title: "The Nutcracker".into(),
                venue_name: "Van Wezel".into(),
                date: "2026-12-19".into(),
                time: None,
                description: String::new(),
                similar_events: vec![SimilarEvent {
                    title: "The Nutcracker".into(),
                    id: 7,
                    date: "2026-12-19".into(),
                }],
                found: read("The Nutcracker"),
                ticket_url: Some("https://vanwezel.org/nutcracker".into()),
            }],
        };
        let pops = suggested_event(&suggested("holiday pops!"), &page).unwrap();
        assert_eq!(pops.event.title, "Holiday Pops");
        assert!(pops.similar_events.is_empty());
        // Listed already: the guide's event comes with it.
        let nutcracker = suggested_event(&suggested("Nutcracker"), &page).unwrap();
        assert_eq!(nutcracker.event.title, "The Nutcracker");
        assert_eq!(nutcracker.similar_events[0].id, 7);
        assert_eq!(
            nutcracker.ticket_url.as_deref(),
            Some("https://vanwezel.org/nutcracker")
        );
        // Nothing alike on a page of several: none is taken.
        assert_eq!(suggested_event(&suggested("Opera Gala"), &page), None);
        // A page of one event is that event, whatever its title says.
        let one = DiscoveryResult {
            new_events: vec![read("An Evening of Strings")],
            duplicate_events: Vec::new(),
        };
        assert_eq!(
            suggested_event(&suggested("Strings night"), &one)
                .unwrap()
                .event
                .title,
            "An Evening of Strings"
        );
        assert_eq!(
            suggested_event(&suggested("x"), &DiscoveryResult::default()),
            None
        );
    }

    #[test]
    fn a_form_from_what_the_visitor_wrote() {
        let s = validate_suggestion(&form(), en()).unwrap();
        let event = event_from_suggestion(&s);
        assert_eq!(event.title, "Sarasota Jungle Gardens");
        assert_eq!(
            event.source_url.as_deref(),
            Some("https://sarasotajunglegardens.com")
        );
        assert_eq!(event.date, "");
        let activity = activity_from_suggestion(&s);
        assert_eq!(activity.description, "Flamingos!");
        assert_eq!(
            activity.website.as_deref(),
            Some("https://sarasotajunglegardens.com")
        );
        assert_eq!(
            restaurant_from_suggestion(&s).name,
            "Sarasota Jungle Gardens"
        );
        assert_eq!(
            draft_problem(None, 3, "Opera Gala", en()),
            "None of the page's 3 events is called “Opera Gala”: the form holds what the visitor wrote."
        );
        assert_eq!(
            draft_problem(Some("HTTP 404"), 0, "", en()),
            "The page could not be read (HTTP 404): the form holds what the visitor wrote."
        );
        assert_eq!(created_as(SuggestionType::Venue), None);
        assert_eq!(
            created_as(SuggestionType::Restaurant),
            Some(ItemKind::Restaurant)
        );
    }

    #[test]
    fn a_dismissal_note_is_plain_text() {
        assert_eq!(
            validate_note("  Closed for good. ", en()).unwrap(),
            "Closed for good."
        );
        assert_eq!(validate_note("", en()).unwrap(), "");
        let errors = validate_note(&"x".repeat(MAX_TEXT + 1), en()).unwrap_err();
        assert_eq!(
            errors.message("note"),
            Some("Note must be at most 5,000 characters")
        );
    }

    #[test]
    fn statuses_read_and_write_as_stored() {
        assert_eq!(SuggestionStatus::default(), SuggestionStatus::New);
        for status in SuggestionStatus::ALL {
            assert_eq!(SuggestionStatus::parse(status.as_str()), Some(status));
            assert_eq!(
                serde_json::to_value(status).unwrap(),
                serde_json::json!(status.as_str())
            );
        }
        assert_eq!(
            SuggestionStatus::parse(" added "),
            Some(SuggestionStatus::Added)
        );
        assert_eq!(SuggestionStatus::parse("archived"), None);
        assert_eq!(
            en().text(SuggestionStatus::Dismissed.message()),
            "Dismissed"
        );
    }

    #[test]
    fn whitespace_only_fields_count_as_missing() {
        let mut f = form();
        f.name = " \t ".into();
        assert_eq!(
            validate_suggestion(&f, en()).unwrap_err().message("name"),
            Some("Name is required")
        );
    }
}
