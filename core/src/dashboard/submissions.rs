//! Organizers' submissions (issue 73): an event sent in by the people who
//! run it, through 'Add your event'. It is checked by the same rules as
//! staff's Add Event, kept from spam by rules of its own (no third party's
//! CAPTCHA), and published only by staff: the organizer confirms their
//! address, staff approve or decline it with a reason.

use serde::{Deserialize, Serialize};

use super::admin::{DiscoveredEvent, event_dates};
use crate::content::model::Event;
use crate::content::series::Repeat;
use crate::text::format::format_count;
use crate::text::lang::Lang;
use crate::text::validation::{
    Checks, MAX_LINE, MAX_TEXT, ValidationErrors, count_links, is_blank, is_object_path,
};
use crate::text::words::{Arg, Localizer};

#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

/// 'Add your event' as sent: the event (one date or a series), its venue
/// (one of the guide's, or a new one with its address), and who sends it.
/// Every field is text or absent, so that a blank or wrong value gets a
/// message rather than a parse error.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct SubmissionForm {
    pub title: String,
    pub description: String,
    /// One of the guide's venues; or none, and a new venue's name and
    /// address.
    pub venue_id: Option<i64>,
    pub venue_name: String,
    pub venue_address: String,
    /// `YYYY-MM-DD`.
    pub date: String,
    pub end_date: Option<String>,
    pub time: Option<String>,
    pub category: String,
    pub ticket_price: Option<String>,
    pub ticket_url: Option<String>,
    /// A picture uploaded with the form (`/public-objects/…`): the guide
    /// shows no picture from another site that a submission names.
    pub image: Option<String>,
    pub repeat: Repeat,
    /// The series' last date, with a repeat.
    pub until: Option<String>,
    pub organizer_name: String,
    pub organizer_email: String,
    /// The organizer's language: the answer, the e-mails and the private
    /// link's page are written in it.
    #[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), tsify(optional))]
    pub lang: Lang,
    /// A field people never see (hidden by the page's style and from
    /// assistive technology): a program filling every field fills it too.
    #[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), tsify(optional))]
    pub homepage: String,
    /// The token `GET /api/submissions/form` gave with the form: it says
    /// when the form was shown. Not kept with the submission.
    #[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), tsify(optional))]
    pub form_token: String,
}

/// `GET /api/submissions/form`: what 'Add your event' needs as it opens:
/// the token it sends back, and its choices. They come with the form
/// rather than in the visitors' WASM, which every first visit downloads.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct OpenedSubmissionForm {
    pub token: String,
    /// `Repeat::ALL`: the repeat menu, as `[value, message id]`.
    pub repeats: Vec<(Repeat, String)>,
    /// What the picture's file picker accepts (`admin::IMAGE_ACCEPT`).
    pub image_accept: String,
    /// [`MAX_DESCRIPTION_LINKS`], said under the description.
    pub description_links: u32,
}

impl OpenedSubmissionForm {
    pub fn new(token: String) -> OpenedSubmissionForm {
        OpenedSubmissionForm {
            token,
            repeats: Repeat::ALL
                .iter()
                .map(|(repeat, message)| (*repeat, (*message).to_string()))
                .collect(),
            image_accept: super::admin::IMAGE_ACCEPT.to_string(),
            description_links: MAX_DESCRIPTION_LINKS as u32,
        }
    }
}

/// `GET /api/submissions/venues`: a venue of the guide's, as 'Add your
/// event' offers it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct SubmissionVenue {
    pub id: i64,
    pub name: String,
    pub address: Option<String>,
}

/// `POST /api/submissions/pictures`: the uploaded picture's address, which
/// the form sends as its `image`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct SubmissionPicture {
    pub image: String,
}

/// What sending, confirming and changing a submission answer: a sentence
/// in the organizer's language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct SubmissionAnswer {
    pub message: String,
}

/// `GET /api/submissions/mine`: the submission the organizer's private
/// link opens.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct OrganizerSubmission {
    pub status: SubmissionStatus,
    /// The status as the organizer reads it, in their language.
    pub status_text: String,
    pub form: SubmissionForm,
    /// Staff's reason, once declined.
    pub decline_reason: Option<String>,
    /// It can still be changed: staff have not decided it.
    pub editable: bool,
}

/// Where a submitted event takes place.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum SubmittedVenue {
    /// One of the guide's venues.
    Listed { id: i64 },
    /// A venue the guide does not have yet, which staff add with it.
    New { name: String, address: String },
}

/// A submission that passed the rules: its events, one a date, the venue
/// and who sent it.
#[derive(Debug, Clone, PartialEq)]
pub struct Submission {
    /// The event of each date, as staff's Add Event makes them.
    pub events: Vec<DiscoveredEvent>,
    pub ticket_url: Option<String>,
    pub venue: SubmittedVenue,
    pub organizer_name: String,
    pub organizer_email: String,
}

/// Links a description may hold: an organizer names their site and their
/// tickets; spam carries many.
pub const MAX_DESCRIPTION_LINKS: usize = 2;

/// The organizer's fields checked as staff's Add Event checks them (title,
/// dates, lengths, addresses, a series' dates), and:
/// - the venue: one of the guide's, or a new one's name and address;
/// - the picture: one uploaded with the form, or none;
/// - at most [`MAX_DESCRIPTION_LINKS`] web addresses in the description;
/// - the organizer's name and e-mail address.
///
/// The messages are in `words`' language (the organizer's).
pub fn validate_submission(
    form: &SubmissionForm,
    words: &dyn Localizer,
) -> Result<Submission, ValidationErrors> {
    let event = DiscoveredEvent {
        title: form.title.clone(),
        description: form.description.clone(),
        venue_id: form.venue_id,
        venue_name: if form.venue_id.is_some() {
            String::new()
        } else {
            form.venue_name.clone()
        },
        date: form.date.clone(),
        end_date: form.end_date.clone(),
        time: form.time.clone(),
        category: form.category.clone(),
        image: form.image.clone(),
        ticket_price: form.ticket_price.clone(),
        source_url: None,
        check: None,
        lang: Lang::En,
        far_km: None,
    };
    let dated = event_dates(
        &event,
        form.ticket_url.as_deref(),
        form.repeat,
        form.until.as_deref(),
        words,
    );
    let mut checks = Checks::new(words);
    let venue = match form.venue_id {
        Some(id) => Some(SubmittedVenue::Listed { id }),
        None if is_blank(&form.venue_name) && is_blank(&form.venue_address) => {
            checks.add("venueName", "submission-venue-missing", &[]);
            None
        }
        None => {
            let name = checks.required("venueName", "field-venue-name", &form.venue_name);
            let address = checks.required("venueAddress", "field-address", &form.venue_address);
            checks.text(
                "venueAddress",
                "field-address",
                &form.venue_address,
                MAX_LINE,
                false,
            );
            (name && address).then(|| SubmittedVenue::New {
                name: form.venue_name.trim().to_string(),
                address: form.venue_address.trim().to_string(),
            })
        }
    };
    if form
        .image
        .as_deref()
        .is_some_and(|image| !is_blank(image) && !is_object_path(image.trim()))
    {
        checks.add("image", "submission-image-not-uploaded", &[]);
    }
    if form.description.chars().count() <= MAX_TEXT
        && count_links(&form.description) > MAX_DESCRIPTION_LINKS
    {
        let max = format_count(MAX_DESCRIPTION_LINKS as u64, words.lang());
        checks.add(
            "description",
            "submission-too-many-links",
            &[("max", Arg::Text(&max))],
        );
    }
    checks.required("organizerName", "field-your-name", &form.organizer_name);
    checks.text(
        "organizerName",
        "field-your-name",
        &form.organizer_name,
        MAX_LINE,
        false,
    );
    checks.email("organizerEmail", "field-your-email", &form.organizer_email);
    let mut errors = dated.as_ref().err().cloned().unwrap_or_default();
    // A field keeps the event rule's message when both have one.
    for error in checks.into_errors().errors {
        if errors.message(&error.field).is_none() {
            errors.errors.push(error);
        }
    }
    match (dated, venue) {
        (Ok(events), Some(venue)) if errors.is_empty() => Ok(Submission {
            events,
            ticket_url: form
                .ticket_url
                .as_deref()
                .map(str::trim)
                .filter(|url| !url.is_empty())
                .map(str::to_string),
            venue,
            organizer_name: form.organizer_name.trim().to_string(),
            organizer_email: form.organizer_email.trim().to_string(),
        }),
        _ => Err(errors),
    }
}

/// Fewer seconds than this between the form's showing and its sending is
/// a program's pace: the event form asks for a title, dates, a venue and
/// an address.
pub const MIN_SECONDS_TO_FILL: u64 = 8;
/// Submissions one e-mail address may send a day.
pub const SUBMISSIONS_PER_ADDRESS_PER_DAY: u32 = 3;
/// Submissions one client (address of the request) may send a day: an
/// agency may send for several organizers, a spammer for many.
pub const SUBMISSIONS_PER_CLIENT_PER_DAY: u32 = 6;

/// What the server knows of a submission beside its fields.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SubmissionSigns<'a> {
    /// The hidden field's value.
    pub homepage: &'a str,
    /// Seconds since the server showed the form, from the form's signed
    /// token; `None` when the token is missing, forged or expired.
    pub seconds_to_fill: Option<u64>,
    /// Submissions this e-mail address sent today.
    pub by_address_today: u32,
    /// Submissions this client sent today.
    pub by_client_today: u32,
    /// Whether staff blocked the address or its domain.
    pub blocked: bool,
}

/// Why a submission is not taken in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// A program's, or a blocked address's: answered as if it were taken
    /// in, so that its sender learns nothing, and nothing is stored or sent.
    Silent,
    /// Sent faster than a person fills the form, or without the form's
    /// token: the organizer is asked to check and send it again.
    TooFast,
    /// The address or the client sent the day's most.
    TooManyToday,
}

impl Refusal {
    /// What the organizer is told; `None` for a silent refusal, answered
    /// as a submission taken in.
    pub fn message(self, words: &dyn Localizer) -> Option<String> {
        match self {
            Refusal::Silent => None,
            Refusal::TooFast => Some(words.text("submission-too-fast")),
            Refusal::TooManyToday => Some(words.text("submission-too-many-today")),
        }
    }
}

/// The spam rules, in the order they are told: a filled hidden field or
/// a blocked address first (silently), then the form's pace, then the
/// day's counts.
pub fn refusal(signs: &SubmissionSigns) -> Option<Refusal> {
    if !signs.homepage.trim().is_empty() || signs.blocked {
        return Some(Refusal::Silent);
    }
    if signs
        .seconds_to_fill
        .is_none_or(|seconds| seconds < MIN_SECONDS_TO_FILL)
    {
        return Some(Refusal::TooFast);
    }
    if signs.by_address_today >= SUBMISSIONS_PER_ADDRESS_PER_DAY
        || signs.by_client_today >= SUBMISSIONS_PER_CLIENT_PER_DAY
    {
        return Some(Refusal::TooManyToday);
    }
    None
}

/// What staff block from a submission's sender, in one step with its
/// decline.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(tag = "kind", content = "value", rename_all = "camelCase")]
pub enum Block {
    /// One e-mail address, in lower case.
    Address(String),
    /// A domain and its subdomains (`spam.example` blocks
    /// `a@mail.spam.example`), in lower case.
    Domain(String),
}

impl Block {
    /// The block of `email`'s address, or of its whole domain.
    pub fn of(email: &str, whole_domain: bool) -> Option<Block> {
        let email = email.trim().to_lowercase();
        let (_, domain) = email.rsplit_once('@')?;
        if domain.is_empty() {
            return None;
        }
        Some(if whole_domain {
            Block::Domain(domain.to_string())
        } else {
            Block::Address(email)
        })
    }

    /// Whether it blocks `email`.
    pub fn blocks(&self, email: &str) -> bool {
        let email = email.trim().to_lowercase();
        match self {
            Block::Address(address) => email == *address,
            Block::Domain(domain) => email.rsplit_once('@').is_some_and(|(_, host)| {
                host == domain
                    || host
                        .strip_suffix(domain.as_str())
                        .is_some_and(|sub| sub.ends_with('.'))
            }),
        }
    }
}

/// Where a submission stands.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub enum SubmissionStatus {
    /// Sent; the organizer has not opened the confirmation e-mail's link.
    /// Staff do not see it yet.
    #[default]
    Unconfirmed,
    /// Confirmed: in the review inbox.
    Pending,
    /// Staff approved it: its events are in the guide.
    Approved,
    /// Staff declined it, with a reason the organizer was sent.
    Declined,
}

/// What happens to a submission.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SubmissionStep {
    /// The organizer opened the confirmation link.
    Confirm,
    /// The organizer changed it through their private link.
    Edit,
    Approve,
    Decline,
}

impl SubmissionStatus {
    pub const ALL: [SubmissionStatus; 4] = [
        SubmissionStatus::Unconfirmed,
        SubmissionStatus::Pending,
        SubmissionStatus::Approved,
        SubmissionStatus::Declined,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            SubmissionStatus::Unconfirmed => "unconfirmed",
            SubmissionStatus::Pending => "pending",
            SubmissionStatus::Approved => "approved",
            SubmissionStatus::Declined => "declined",
        }
    }

    pub fn parse(value: &str) -> Option<SubmissionStatus> {
        SubmissionStatus::ALL
            .into_iter()
            .find(|s| s.as_str() == value.trim())
    }

    /// How the organizer's page and the dashboard say it.
    pub fn message(self) -> &'static str {
        match self {
            SubmissionStatus::Unconfirmed => "submission-status-unconfirmed",
            SubmissionStatus::Pending => "submission-status-pending",
            SubmissionStatus::Approved => "submission-status-approved",
            SubmissionStatus::Declined => "submission-status-declined",
        }
    }

    /// Whether the organizer may still change it.
    pub fn editable(self) -> bool {
        self.after(SubmissionStep::Edit).is_some()
    }

    /// The status after `step`, or `None` when it cannot happen now: a
    /// submission is confirmed once, edited until staff decide, and decided
    /// once, after its confirmation. (Confirming again is answered as done.)
    pub fn after(self, step: SubmissionStep) -> Option<SubmissionStatus> {
        use SubmissionStatus::*;
        match (self, step) {
            (Unconfirmed | Pending, SubmissionStep::Confirm) => Some(Pending),
            (Unconfirmed | Pending, SubmissionStep::Edit) => Some(self),
            (Pending, SubmissionStep::Approve) => Some(Approved),
            (Pending, SubmissionStep::Decline) => Some(Declined),
            _ => None,
        }
    }
}

/// A submission as staff review it (`GET /api/admin/submissions`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct ReviewedSubmission {
    pub id: i64,
    pub status: SubmissionStatus,
    pub form: SubmissionForm,
    /// When it was sent (Unix ms).
    pub created_at: i64,
    /// The guide's events like it, by the duplicate check discovery and
    /// the followed sources meet: it may be listed already.
    pub similar_events: Vec<Event>,
    pub decline_reason: Option<String>,
}

/// Whom a decline blocks from sending again.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub enum BlockChoice {
    #[default]
    Nobody,
    /// The organizer's address.
    Address,
    /// Every address of its domain.
    Domain,
}

/// `POST /api/admin/submissions/decline`: one submission or several, the
/// reason e-mailed to each organizer, their senders blocked when asked.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct SubmissionDecline {
    pub ids: Vec<i64>,
    pub reason: String,
    #[serde(default)]
    pub block: BlockChoice,
}

/// What a decision answers: the submissions it decided, and the events an
/// approval made.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct SubmissionsDecided {
    pub decided: Vec<i64>,
    pub event_ids: Vec<i64>,
    pub message: String,
}

impl BlockChoice {
    /// The block of `email` this choice makes, if any.
    pub fn block(self, email: &str) -> Option<Block> {
        match self {
            BlockChoice::Nobody => None,
            BlockChoice::Address => Block::of(email, false),
            BlockChoice::Domain => Block::of(email, true),
        }
    }
}

/// The reason staff give with a decline, e-mailed to the organizer:
/// required, and at most a description's length.
pub fn validate_decline_reason(
    reason: &str,
    words: &dyn Localizer,
) -> Result<String, ValidationErrors> {
    let mut checks = Checks::new(words);
    checks.required("reason", "field-decline-reason", reason);
    checks.text("reason", "field-decline-reason", reason, MAX_TEXT, true);
    checks.into_result(reason.trim().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::catalogs::catalog;

    fn words(lang: Lang) -> &'static dyn Localizer {
        catalog(lang)
    }

    fn form() -> SubmissionForm {
        SubmissionForm {
            title: " Sunset Jazz on the Bay ".into(),
            description: "An evening of jazz. Tickets at https://jazz.example/tickets".into(),
            venue_name: "Bayfront Park Pavilion".into(),
            venue_address: "5 Bayfront Dr, Sarasota, FL".into(),
            date: "2026-12-18".into(),
            time: Some("7 PM".into()),
            category: "music".into(),
            ticket_price: Some("$20".into()),
            ticket_url: Some(" https://jazz.example/tickets ".into()),
            image: Some("/public-objects/ab12cd.jpg".into()),
            organizer_name: " Ana Ruiz ".into(),
            organizer_email: "ana@jazz.example".into(),
            ..SubmissionForm::default()
        }
    }

    #[test]
    fn a_complete_form_is_an_event_at_a_new_venue() {
        let submission = validate_submission(&form(), words(Lang::En)).unwrap();
        assert_eq!(submission.events.len(), 1);
        let event = &submission.events[0];
        assert_eq!(event.date, "2026-12-18");
        assert_eq!(event.venue_name, "Bayfront Park Pavilion");
        assert_eq!(event.source_url, None);
        assert_eq!(
            submission.venue,
            SubmittedVenue::New {
                name: "Bayfront Park Pavilion".into(),
                address: "5 Bayfront Dr, Sarasota, FL".into(),
            }
        );
        assert_eq!(
            submission.ticket_url.as_deref(),
            Some("https://jazz.example/tickets")
        );
        assert_eq!(submission.organizer_name, "Ana Ruiz");
        assert_eq!(submission.organizer_email, "ana@jazz.example");
    }

    #[test]
    fn a_listed_venue_needs_no_address_and_a_series_is_a_date_each() {
        let submission = validate_submission(
            &SubmissionForm {
                venue_id: Some(7),
                venue_name: "ignored".into(),
                venue_address: String::new(),
                repeat: Repeat::Weekly,
                until: Some("2027-01-08".into()),
                ..form()
            },
            words(Lang::En),
        )
        .unwrap();
        assert_eq!(submission.venue, SubmittedVenue::Listed { id: 7 });
        let dates: Vec<&str> = submission.events.iter().map(|e| e.date.as_str()).collect();
        assert_eq!(
            dates,
            ["2026-12-18", "2026-12-25", "2027-01-01", "2027-01-08"]
        );
        assert!(submission.events.iter().all(|e| e.venue_name.is_empty()));
        assert!(submission.events.iter().all(|e| e.venue_id == Some(7)));
    }

    #[test]
    fn each_broken_rule_is_told_under_its_field() {
        let errors = validate_submission(
            &SubmissionForm {
                title: " ".into(),
                date: "18/12/2026".into(),
                venue_name: String::new(),
                venue_address: String::new(),
                image: Some("https://elsewhere.example/flyer.jpg".into()),
                organizer_name: String::new(),
                organizer_email: "ana@".into(),
                ..form()
            },
            words(Lang::En),
        )
        .unwrap_err();
        assert_eq!(errors.message("title"), Some("Title is required"));
        assert!(errors.message("date").is_some());
        assert_eq!(
            errors.message("venueName"),
            Some("Choose the venue, or give a new venue's name and address")
        );
        assert_eq!(
            errors.message("image"),
            Some("Upload the picture with this form")
        );
        assert_eq!(
            errors.message("organizerName"),
            Some("Your name is required")
        );
        assert_eq!(
            errors.message("organizerEmail"),
            Some("Please enter a valid email address")
        );

        // A new venue needs both its name and its address.
        let errors = validate_submission(
            &SubmissionForm {
                venue_address: String::new(),
                ..form()
            },
            words(Lang::En),
        )
        .unwrap_err();
        assert_eq!(errors.message("venueAddress"), Some("Address is required"));
        assert_eq!(errors.message("venueName"), None);

        // A series needs its last date, as in staff's Add Event.
        let errors = validate_submission(
            &SubmissionForm {
                repeat: Repeat::Weekly,
                ..form()
            },
            words(Lang::En),
        )
        .unwrap_err();
        assert!(errors.message("until").is_some());
    }

    #[test]
    fn a_description_holds_at_most_two_links() {
        let linked = |description: &str| {
            validate_submission(
                &SubmissionForm {
                    description: description.into(),
                    ..form()
                },
                words(Lang::En),
            )
        };
        assert!(linked("Tickets at sarasotajazz.com and https://tix.com/jazz").is_ok());
        let errors = linked("a.com b.com https://c.com/x").unwrap_err();
        assert_eq!(
            errors.message("description"),
            Some("The description may hold at most 2 web addresses")
        );
    }

    #[test]
    fn the_messages_are_in_the_organizers_language() {
        let bare = SubmissionForm {
            venue_name: String::new(),
            venue_address: String::new(),
            description: "a.com b.com c.com".into(),
            image: Some("https://elsewhere.example/x.jpg".into()),
            ..form()
        };
        for (lang, venue, image, links) in [
            (
                Lang::Es,
                "Elige el lugar, o da el nombre y la dirección de uno nuevo",
                "Sube la imagen con este formulario",
                "La descripción puede tener como máximo 2 direcciones web",
            ),
            (
                Lang::Fr,
                "Choisissez le lieu, ou donnez le nom et l’adresse d’un nouveau lieu",
                "Téléversez l’image avec ce formulaire",
                "La description peut contenir au plus 2 adresses web",
            ),
            (
                Lang::De,
                "Wählen Sie den Veranstaltungsort oder geben Sie Namen und Adresse eines neuen an",
                "Laden Sie das Bild mit diesem Formular hoch",
                "Die Beschreibung darf höchstens 2 Webadressen enthalten",
            ),
        ] {
            let errors = validate_submission(&bare, words(lang)).unwrap_err();
            assert_eq!(errors.message("venueName"), Some(venue), "{lang:?}");
            assert_eq!(errors.message("image"), Some(image), "{lang:?}");
            assert_eq!(errors.message("description"), Some(links), "{lang:?}");
        }
    }

    fn signs() -> SubmissionSigns<'static> {
        SubmissionSigns {
            homepage: "",
            seconds_to_fill: Some(95),
            by_address_today: 0,
            by_client_today: 0,
            blocked: false,
        }
    }

    #[test]
    fn a_person_filling_the_form_is_taken_in() {
        assert_eq!(refusal(&signs()), None);
        assert_eq!(
            refusal(&SubmissionSigns {
                seconds_to_fill: Some(MIN_SECONDS_TO_FILL),
                by_address_today: SUBMISSIONS_PER_ADDRESS_PER_DAY - 1,
                by_client_today: SUBMISSIONS_PER_CLIENT_PER_DAY - 1,
                ..signs()
            }),
            None
        );
    }

    #[test]
    fn the_hidden_field_and_a_block_refuse_silently_before_anything_else() {
        for refused in [
            SubmissionSigns {
                homepage: "https://spam.example",
                seconds_to_fill: None,
                by_address_today: 99,
                ..signs()
            },
            SubmissionSigns {
                blocked: true,
                seconds_to_fill: Some(1),
                ..signs()
            },
        ] {
            assert_eq!(refusal(&refused), Some(Refusal::Silent));
        }
        assert_eq!(Refusal::Silent.message(words(Lang::En)), None);
    }

    #[test]
    fn too_fast_or_without_the_forms_token_is_told() {
        for seconds in [None, Some(0), Some(MIN_SECONDS_TO_FILL - 1)] {
            assert_eq!(
                refusal(&SubmissionSigns {
                    seconds_to_fill: seconds,
                    ..signs()
                }),
                Some(Refusal::TooFast),
                "{seconds:?}"
            );
        }
        assert_eq!(
            Refusal::TooFast.message(words(Lang::En)).as_deref(),
            Some("Please take a moment to check your event, then send it again.")
        );
    }

    #[test]
    fn a_days_submissions_are_limited_per_address_and_per_client() {
        for (address, client) in [
            (SUBMISSIONS_PER_ADDRESS_PER_DAY, 0),
            (0, SUBMISSIONS_PER_CLIENT_PER_DAY),
        ] {
            assert_eq!(
                refusal(&SubmissionSigns {
                    by_address_today: address,
                    by_client_today: client,
                    ..signs()
                }),
                Some(Refusal::TooManyToday)
            );
        }
        for lang in Lang::ALL {
            assert!(Refusal::TooManyToday.message(words(lang)).is_some());
        }
    }

    #[test]
    fn an_address_block_is_that_address_and_a_domain_block_its_subdomains_too() {
        let address = Block::of(" Spammer@Spam.Example ", false).unwrap();
        assert_eq!(address, Block::Address("spammer@spam.example".into()));
        assert!(address.blocks("SPAMMER@spam.example"));
        assert!(!address.blocks("other@spam.example"));

        let domain = Block::of("spammer@spam.example", true).unwrap();
        assert_eq!(domain, Block::Domain("spam.example".into()));
        assert!(domain.blocks("anyone@spam.example"));
        assert!(domain.blocks("anyone@mail.spam.example"));
        assert!(!domain.blocks("anyone@notspam.example"));
        assert!(!domain.blocks("spam.example@elsewhere.example"));

        assert_eq!(BlockChoice::Nobody.block("a@spam.example"), None);
        assert_eq!(
            BlockChoice::Domain.block("A@Spam.Example"),
            Some(Block::Domain("spam.example".into()))
        );
        assert_eq!(Block::of("no-at-sign", false), None);
        assert_eq!(Block::of("trailing@", true), None);
    }

    #[test]
    fn a_submission_is_confirmed_once_edited_while_pending_and_decided_once() {
        use SubmissionStatus::*;
        use SubmissionStep::*;
        assert_eq!(Unconfirmed.after(Confirm), Some(Pending));
        assert_eq!(Pending.after(Confirm), Some(Pending));
        assert_eq!(Unconfirmed.after(Edit), Some(Unconfirmed));
        assert_eq!(Pending.after(Edit), Some(Pending));
        assert_eq!(Pending.after(Approve), Some(Approved));
        assert_eq!(Pending.after(Decline), Some(Declined));
        // Staff never see an unconfirmed one; a decided one stays decided.
        assert_eq!(Unconfirmed.after(Approve), None);
        assert_eq!(Unconfirmed.after(Decline), None);
        for decided in [Approved, Declined] {
            for step in [Confirm, Edit, Approve, Decline] {
                assert_eq!(decided.after(step), None, "{decided:?} {step:?}");
            }
        }
        assert!(Unconfirmed.editable() && Pending.editable());
        assert!(!Approved.editable() && !Declined.editable());
        for status in SubmissionStatus::ALL {
            assert_eq!(SubmissionStatus::parse(status.as_str()), Some(status));
            for lang in Lang::ALL {
                let said = words(lang).text(status.message());
                assert!(!said.is_empty() && said != status.message(), "{said}");
            }
        }
    }

    #[test]
    fn a_decline_gives_its_reason() {
        assert_eq!(
            validate_decline_reason("  Not in Sarasota County. ", words(Lang::En)).unwrap(),
            "Not in Sarasota County."
        );
        let errors = validate_decline_reason(" ", words(Lang::En)).unwrap_err();
        assert_eq!(errors.message("reason"), Some("Reason is required"));
    }
}
