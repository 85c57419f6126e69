//! Visitor suggestions (spec sections 3 and 5).

use serde::{Deserialize, Serialize};

use crate::text::format::short_date_with_year;
use crate::text::lang::Lang;
use crate::time::date::{CityZone, Date};

use crate::text::validation::{
    Checks, MAX_LINE, MAX_TEXT, ValidationErrors, is_website, normalize_website,
};
use crate::text::words::Localizer;

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
