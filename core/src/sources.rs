//! Followed sources as the dashboard sees them (issue #19): a source's
//! settings and health, and the events of its reads that wait for staff.
//! The comparison of reads is `extract::follow` (the scraping engine's).

use serde::{Deserialize, Serialize};

use crate::date::Date;
use crate::similarity::normalize;
use crate::validation::ValidationErrors;

#[cfg(feature = "wasm")]
use tsify::Tsify;

pub use crate::model::EventStatus;

/// What a visitor would see change in a followed event: what a review
/// shows before and after.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct EventFields {
    pub title: String,
    #[cfg_attr(feature = "wasm", tsify(type = "string"))]
    pub date: Date,
    #[cfg_attr(feature = "wasm", tsify(type = "string | null"))]
    pub end_date: Option<Date>,
    pub time: Option<String>,
    pub venue: Option<String>,
    pub price: Option<String>,
    pub status: EventStatus,
}

impl EventFields {
    /// The names of the fields that differ from `before` ('date', 'time'…).
    pub fn changed_from(&self, before: &EventFields) -> Vec<&'static str> {
        let mut changed = Vec::new();
        if normalize(&self.title) != normalize(&before.title) {
            changed.push("title");
        }
        if self.date != before.date || self.end_date != before.end_date {
            changed.push("date");
        }
        if self.time != before.time {
            changed.push("time");
        }
        if self.venue.as_deref().map(normalize) != before.venue.as_deref().map(normalize) {
            changed.push("venue");
        }
        if self.price != before.price {
            changed.push("price");
        }
        if self.status != before.status {
            changed.push("status");
        }
        changed
    }
}

/// Where a source's changes go.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(Tsify))]
#[serde(rename_all = "camelCase")]
pub enum Trust {
    /// They wait in the review inbox (the default).
    #[default]
    Inbox,
    /// They go live by themselves.
    Publish,
}

impl Trust {
    pub fn as_str(self) -> &'static str {
        match self {
            Trust::Inbox => "inbox",
            Trust::Publish => "publish",
        }
    }

    pub fn parse(word: &str) -> Option<Trust> {
        [Trust::Inbox, Trust::Publish]
            .into_iter()
            .find(|t| t.as_str() == word)
    }
}

/// Hours between reads by default: four reads a day.
pub const DEFAULT_EVERY_HOURS: u32 = 6;
/// At least one read a week.
pub const MAX_EVERY_HOURS: u32 = 168;

/// A source as staff add or edit it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct SourceForm {
    pub name: String,
    pub url: String,
    #[serde(default)]
    pub venue_id: Option<i64>,
    /// Hours between reads; none: read only when staff run it.
    #[serde(default)]
    pub every_hours: Option<u32>,
    #[serde(default)]
    pub trust: Trust,
}

impl SourceForm {
    /// The form trimmed, or every rule it breaks: a name, an http(s)
    /// address, and a schedule of 1 to 168 hours (or none).
    pub fn validate(&self) -> Result<SourceForm, ValidationErrors> {
        let mut errors = ValidationErrors::default();
        let name = self.name.trim();
        if name.is_empty() {
            errors.add("name", "Name is required");
        } else if name.chars().count() > 200 {
            errors.add("name", "Name must be at most 200 characters");
        }
        let url = self.url.trim();
        let lower = url.to_ascii_lowercase();
        let host = lower
            .strip_prefix("https://")
            .or_else(|| lower.strip_prefix("http://"))
            .map(|rest| rest.split(['/', '?', '#']).next().unwrap_or(""));
        match host {
            _ if url.is_empty() => errors.add("url", "URL is required"),
            Some(host) if !host.is_empty() && !url.contains(char::is_whitespace) => {}
            _ => errors.add(
                "url",
                "Enter a web address that starts with http:// or https://",
            ),
        }
        if let Some(hours) = self.every_hours
            && !(1..=MAX_EVERY_HOURS).contains(&hours)
        {
            errors.add(
                "everyHours",
                format!("Read it every 1 to {MAX_EVERY_HOURS} hours, or only when you run it"),
            );
        }
        errors.into_result(SourceForm {
            name: name.to_string(),
            url: url.to_string(),
            ..self.clone()
        })
    }
}

/// How a source fares.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(Tsify))]
#[serde(rename_all = "camelCase")]
pub enum HealthState {
    /// Not read yet.
    Waiting,
    /// Being read now.
    Reading,
    /// Its last read worked.
    Ok,
    /// Its last read failed.
    Failing,
}

/// A source's health. Times are ISO 8601 UTC ('2026-11-24T05:13:36Z').
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct SourceHealth {
    pub state: HealthState,
    pub last_read_at: Option<String>,
    pub next_read_at: Option<String>,
    /// Events its last good read listed.
    pub events_found: Option<u32>,
    pub error: Option<String>,
    /// Since when its reads fail.
    pub failing_since: Option<String>,
}

/// What the store keeps of a source's reads, in Unix milliseconds.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ReadRecord {
    pub last_read_ms: Option<i64>,
    pub next_read_ms: Option<i64>,
    pub events_found: Option<i64>,
    pub error: Option<String>,
    pub failing_since_ms: Option<i64>,
    /// A read holds the source until then.
    pub locked_until_ms: Option<i64>,
}

/// An instant as ISO 8601 UTC, to the second.
fn iso(unix_ms: i64) -> Option<String> {
    chrono::DateTime::from_timestamp_millis(unix_ms)
        .map(|t| t.to_rfc3339_opts(chrono::SecondsFormat::Secs, true))
}

impl SourceHealth {
    /// A source's health at `now_ms`: being read while a lease holds it,
    /// failing while its last read failed, waiting before its first read.
    pub fn of(record: &ReadRecord, now_ms: i64) -> SourceHealth {
        let state = if record.locked_until_ms.is_some_and(|until| until > now_ms) {
            HealthState::Reading
        } else if record.error.is_some() {
            HealthState::Failing
        } else if record.last_read_ms.is_some() {
            HealthState::Ok
        } else {
            HealthState::Waiting
        };
        SourceHealth {
            state,
            last_read_at: record.last_read_ms.and_then(iso),
            next_read_at: record.next_read_ms.and_then(iso),
            events_found: record.events_found.and_then(|n| u32::try_from(n).ok()),
            error: record.error.clone(),
            failing_since: record.failing_since_ms.and_then(iso),
        }
    }
}

/// A source as the dashboard lists it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct SourceView {
    pub id: i64,
    pub name: String,
    pub url: String,
    pub venue_id: Option<i64>,
    pub every_hours: Option<u32>,
    pub trust: Trust,
    pub health: SourceHealth,
    /// Its events that wait for staff.
    pub waiting: u32,
}

/// Why an event waits for staff.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(Tsify))]
#[serde(rename_all = "camelCase")]
pub enum Review {
    New,
    Changed,
    /// No longer on its source.
    Vanished,
    /// Its source says it is cancelled or postponed.
    Withdrawn,
}

impl Review {
    pub fn as_str(self) -> &'static str {
        match self {
            Review::New => "new",
            Review::Changed => "changed",
            Review::Vanished => "vanished",
            Review::Withdrawn => "withdrawn",
        }
    }

    pub fn parse(word: &str) -> Option<Review> {
        [
            Review::New,
            Review::Changed,
            Review::Vanished,
            Review::Withdrawn,
        ]
        .into_iter()
        .find(|r| r.as_str() == word)
    }
}

/// What staff do with events that wait.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(Tsify))]
#[serde(rename_all = "camelCase")]
pub enum InboxAction {
    /// A new event becomes the guide's.
    Publish,
    /// The guide's event takes the changes.
    Update,
    /// A new event is refused, and never comes back.
    Reject,
    /// The guide's event is taken down (it changed, vanished or was
    /// withdrawn), and never comes back.
    Remove,
    /// The guide's event stays listed, marked cancelled (or postponed, when
    /// its source says so), and never comes back.
    Cancel,
    /// The guide's event stays as it is.
    Keep,
}

impl Review {
    /// The actions that fit what waits.
    pub fn allows(self, action: InboxAction) -> bool {
        use InboxAction::*;
        match self {
            Review::New => matches!(action, Publish | Reject),
            Review::Changed => matches!(action, Update | Keep | Remove),
            Review::Vanished | Review::Withdrawn => matches!(action, Cancel | Keep | Remove),
        }
    }
}

/// Most events one decision may settle.
pub const MAX_INBOX_DECISION: usize = 200;

/// One waiting event: its source and its identity there.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(Tsify))]
#[serde(rename_all = "camelCase")]
pub struct InboxRef {
    pub source_id: i64,
    pub identity: String,
}

/// Staff's decision on one or more waiting events (the inbox's bulk
/// actions take several).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(Tsify))]
#[serde(rename_all = "camelCase")]
pub struct InboxDecision {
    pub items: Vec<InboxRef>,
    pub action: InboxAction,
}

/// What a decision did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(Tsify))]
#[serde(rename_all = "camelCase")]
pub struct InboxDone {
    pub done: u32,
    pub message: String,
}

impl InboxDone {
    /// 'Published 3 events', 'Kept 1 event'.
    pub fn new(action: InboxAction, done: u32) -> InboxDone {
        let verb = match action {
            InboxAction::Publish => "Published",
            InboxAction::Update => "Updated",
            InboxAction::Reject => "Rejected",
            InboxAction::Remove => "Removed",
            InboxAction::Cancel => "Marked",
            InboxAction::Keep => "Kept",
        };
        let noun = if done == 1 { "event" } else { "events" };
        InboxDone {
            done,
            message: format!("{verb} {done} {noun}"),
        }
    }

    /// 'Marked 2 events cancelled', 'Marked 3 events cancelled or
    /// postponed': what a Cancel did, each event as its source says.
    pub fn marked(cancelled: u32, postponed: u32) -> InboxDone {
        let done = cancelled + postponed;
        let how = match (cancelled, postponed) {
            (_, 0) => "cancelled",
            (0, _) => "postponed",
            _ => "cancelled or postponed",
        };
        let noun = if done == 1 { "event" } else { "events" };
        InboxDone {
            done,
            message: format!("Marked {done} {noun} {how}"),
        }
    }
}

/// An event of a source that waits for staff, with what changed.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct InboxItem {
    pub source_id: i64,
    pub source_name: String,
    /// Its identity at its source.
    pub identity: String,
    pub review: Review,
    /// As the guide published it (none before it was).
    pub before: Option<EventFields>,
    /// As its source gives it now (for a vanished one, as it last did).
    pub after: EventFields,
    /// The fields that differ between them.
    pub changed: Vec<String>,
    /// The guide's event made from it.
    pub event_id: Option<i64>,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form(name: &str, url: &str, every_hours: Option<u32>) -> SourceForm {
        SourceForm {
            name: name.into(),
            url: url.into(),
            venue_id: None,
            every_hours,
            trust: Trust::default(),
        }
    }

    #[test]
    fn a_source_needs_a_name_a_web_address_and_a_sensible_schedule() {
        let ok = form(
            "  Players Centre ",
            " https://players.example/season ",
            Some(6),
        )
        .validate()
        .unwrap();
        assert_eq!(
            (ok.name.as_str(), ok.url.as_str()),
            ("Players Centre", "https://players.example/season")
        );
        assert!(
            form("Feed", "http://x.example/cal.ics", None)
                .validate()
                .is_ok()
        );
        let broken = form(" ", "ftp://x.example", Some(0))
            .validate()
            .unwrap_err();
        assert_eq!(broken.message("name"), Some("Name is required"));
        assert_eq!(
            broken.message("url"),
            Some("Enter a web address that starts with http:// or https://")
        );
        assert!(broken.message("everyHours").is_some());
        for url in ["https://", "https:// spaced.example", "players.example"] {
            assert!(form("A", url, None).validate().is_err(), "{url}");
        }
        assert!(
            form("A", "https://x.example", Some(169))
                .validate()
                .is_err()
        );
        assert_eq!(
            form("A", "", None).validate().unwrap_err().message("url"),
            Some("URL is required")
        );
    }

    #[test]
    fn health_says_reading_failing_ok_or_waiting() {
        let now = 1_795_500_000_000;
        let waiting = SourceHealth::of(
            &ReadRecord {
                next_read_ms: Some(now),
                ..ReadRecord::default()
            },
            now,
        );
        assert_eq!(waiting.state, HealthState::Waiting);
        assert_eq!(
            waiting.next_read_at.as_deref(),
            Some("2026-11-24T06:00:00Z")
        );
        let failing = ReadRecord {
            last_read_ms: Some(now - 1_000),
            error: Some("The page answered 500".into()),
            failing_since_ms: Some(now - 86_400_000),
            ..ReadRecord::default()
        };
        let health = SourceHealth::of(&failing, now);
        assert_eq!(health.state, HealthState::Failing);
        assert_eq!(
            health.failing_since.as_deref(),
            Some("2026-11-23T06:00:00Z")
        );
        let reading = ReadRecord {
            locked_until_ms: Some(now + 1),
            ..failing.clone()
        };
        assert_eq!(SourceHealth::of(&reading, now).state, HealthState::Reading);
        // A lease that expired holds nothing.
        let dead = ReadRecord {
            locked_until_ms: Some(now - 1),
            ..failing
        };
        assert_eq!(SourceHealth::of(&dead, now).state, HealthState::Failing);
        let ok = ReadRecord {
            last_read_ms: Some(now),
            events_found: Some(12),
            ..ReadRecord::default()
        };
        assert_eq!(
            (
                SourceHealth::of(&ok, now).state,
                SourceHealth::of(&ok, now).events_found
            ),
            (HealthState::Ok, Some(12))
        );
    }

    #[test]
    fn each_review_has_its_actions() {
        use InboxAction::*;
        let allowed = |review: Review| {
            [Publish, Update, Reject, Remove, Cancel, Keep]
                .into_iter()
                .filter(|a| review.allows(*a))
                .collect::<Vec<_>>()
        };
        assert_eq!(allowed(Review::New), [Publish, Reject]);
        assert_eq!(allowed(Review::Changed), [Update, Remove, Keep]);
        assert_eq!(allowed(Review::Vanished), [Remove, Cancel, Keep]);
        assert_eq!(allowed(Review::Withdrawn), [Remove, Cancel, Keep]);
        assert_eq!(InboxDone::new(Publish, 3).message, "Published 3 events");
        assert_eq!(InboxDone::new(Keep, 1).message, "Kept 1 event");
        assert_eq!(InboxDone::marked(1, 0).message, "Marked 1 event cancelled");
        assert_eq!(InboxDone::marked(0, 2).message, "Marked 2 events postponed");
        assert_eq!(
            InboxDone::marked(2, 1).message,
            "Marked 3 events cancelled or postponed"
        );
    }

    #[test]
    fn words_read_back() {
        for status in [
            EventStatus::Scheduled,
            EventStatus::Cancelled,
            EventStatus::Postponed,
        ] {
            assert_eq!(EventStatus::parse(status.as_str()), Some(status));
        }
        for trust in [Trust::Inbox, Trust::Publish] {
            assert_eq!(Trust::parse(trust.as_str()), Some(trust));
        }
        for review in [
            Review::New,
            Review::Changed,
            Review::Vanished,
            Review::Withdrawn,
        ] {
            assert_eq!(Review::parse(review.as_str()), Some(review));
            assert_eq!(
                serde_json::to_string(&review).unwrap(),
                format!("\"{}\"", review.as_str())
            );
        }
        assert_eq!(Trust::parse("sometimes"), None);
    }
}
