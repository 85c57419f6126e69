//! Followed sources as the dashboard sees them (issue #19): a source's
//! settings and health, and the events of its reads that wait for staff.
//! The comparison of reads is `extract::follow` (the scraping engine's).

use serde::{Deserialize, Serialize};

use crate::content::model::Event;
use crate::dashboard::admin::{AdminVenue, DiscoveredEvent};
use crate::dashboard::editing::EventEdit;
use crate::text::format::{format_count, span_words};
use crate::text::similarity::normalize;
use crate::text::validation::{Checks, ValidationErrors};
use crate::text::words::{Arg, Localizer, MessageIds};
use crate::time::date::Date;

#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

pub use crate::content::model::EventStatus;

/// What a visitor would see change in a followed event: what a review
/// shows before and after.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct EventFields {
    pub title: String,
    #[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), tsify(type = "string"))]
    pub date: Date,
    #[cfg_attr(
        all(feature = "wasm", target_arch = "wasm32"),
        tsify(type = "string | null")
    )]
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

impl EventFields {
    /// A guide's event as a source's read is compared with it ('Venue TBA'
    /// is no venue).
    pub fn of_guide(event: &Event) -> EventFields {
        EventFields {
            title: event.title.clone(),
            date: event.date,
            end_date: event.end_date,
            time: event.time.clone(),
            venue: (!event.venue.is_tba()).then(|| event.venue.name().to_string()),
            price: event.ticket_price.clone(),
            status: event.status,
        }
    }
}

/// The guide's own event a new one probably is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct SimilarInGuide {
    pub event_id: i64,
    pub title: String,
    #[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), tsify(type = "string"))]
    pub date: Date,
}

/// Where a source's changes go.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
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
/// Longest name of a followed source.
pub const MAX_SOURCE_NAME: usize = 200;

/// The schedules the source form offers, the default among them.
pub const SCHEDULE_CHOICES: [Option<u32>; 7] = [
    Some(1),
    Some(3),
    Some(6),
    Some(12),
    Some(24),
    Some(168),
    None,
];

/// 'Every 6 hours', 'Every day', 'Every week', 'Only when run', in
/// `words`' language.
pub fn schedule_label(every_hours: Option<u32>, words: &dyn Localizer) -> String {
    let every = |id: &str, n: u32| {
        let shown = format_count(n.into(), words.lang());
        words.message(
            id,
            &[
                ("count", Arg::Number(n.into())),
                ("shown", Arg::Text(&shown)),
            ],
        )
    };
    match every_hours {
        None => words.text("schedule-when-run"),
        Some(168) => words.text("schedule-week"),
        Some(h) if h % 24 == 0 => every("schedule-days", h / 24),
        Some(h) => every("schedule-hours", h),
    }
}

fn default_schedule() -> Option<u32> {
    Some(DEFAULT_EVERY_HOURS)
}

/// A source as staff add or edit it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct SourceForm {
    pub name: String,
    pub url: String,
    #[serde(default)]
    pub venue_id: Option<i64>,
    /// Hours between reads (left out: the default); null: read only when
    /// staff run it.
    #[serde(default = "default_schedule")]
    pub every_hours: Option<u32>,
    #[serde(default)]
    pub trust: Trust,
}

impl SourceForm {
    /// The form trimmed, or every rule it breaks, in `words`' language: a
    /// name, an http(s) address or an account (written `@user@host`), and
    /// a schedule of 1 to 168 hours (or none).
    pub fn validate(&self, words: &dyn Localizer) -> Result<SourceForm, ValidationErrors> {
        let mut checks = Checks::new(words);
        let name = self.name.trim();
        if checks.required("name", "field-name", name) {
            checks.text("name", "field-name", name, MAX_SOURCE_NAME, false);
        }
        let url = self.url.trim();
        let lower = url.to_ascii_lowercase();
        let host = lower
            .strip_prefix("https://")
            .or_else(|| lower.strip_prefix("http://"))
            .map(|rest| rest.split(['/', '?', '#']).next().unwrap_or(""));
        // An account (`@events@example.org`) is followed over ActivityPub.
        let account = crate::text::handle::Handle::parse(url);
        match host {
            _ if url.is_empty() => {
                checks.required("url", "field-url", url);
            }
            Some(host) if !host.is_empty() && !url.contains(char::is_whitespace) => {}
            _ if account.is_some() => {}
            _ => checks.add("url", "source-url-invalid", &[]),
        }
        if let Some(hours) = self.every_hours
            && !(1..=MAX_EVERY_HOURS).contains(&hours)
        {
            let max = format_count(MAX_EVERY_HOURS.into(), words.lang());
            checks.add(
                "everyHours",
                "source-schedule-invalid",
                &[("max", Arg::Text(&max))],
            );
        }
        checks.into_result(SourceForm {
            name: name.to_string(),
            url: account.map_or_else(|| url.to_string(), |account| account.to_string()),
            ..self.clone()
        })
    }
}

impl SourceForm {
    /// A discovery venue followed at its events page, on the default
    /// schedule, into the inbox; none while it has no page of its own (the
    /// discovery tab's guess is not an address).
    pub fn for_venue(venue: &AdminVenue) -> Option<SourceForm> {
        let url = venue.events_page_url.as_deref().map(str::trim)?;
        let form = SourceForm {
            name: venue.name.clone(),
            url: url.to_string(),
            venue_id: Some(venue.id),
            every_hours: Some(DEFAULT_EVERY_HOURS),
            trust: Trust::Inbox,
        };
        form.validate(&MessageIds).ok()
    }
}

/// The discovery tab's venues that no source follows yet, and could: a
/// source of the venue, or one at its events page, follows it.
pub fn venues_to_follow(venues: &[AdminVenue], sources: &[SourceView]) -> Vec<AdminVenue> {
    venues
        .iter()
        .filter(|venue| {
            SourceForm::for_venue(venue).is_some_and(|form| {
                !sources
                    .iter()
                    .any(|s| s.venue_id == Some(venue.id) || s.url.trim() == form.url)
            })
        })
        .cloned()
        .collect()
}

/// How a source fares.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
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
    /// Its last read worked but found far fewer events than before
    /// ([`suspicious_drop`]): a maintenance page, a new layout.
    Suspicious,
}

impl HealthState {
    /// Its key in the catalog's `source-state`.
    fn key(self) -> &'static str {
        match self {
            HealthState::Waiting => "waiting",
            HealthState::Reading => "reading",
            HealthState::Ok => "ok",
            HealthState::Failing => "failing",
            HealthState::Suspicious => "suspicious",
        }
    }
}

/// Whether a read that found `found` events, where the source's reads
/// found `before`, finds so few that the page itself is in doubt: a third
/// or less of at least two (0 where there were 3, 3 where there were 10).
/// A source that lists fewer events as its season ends loses them one or
/// two at a time, never most at once.
pub fn suspicious_drop(before: Option<i64>, found: usize) -> bool {
    before.is_some_and(|before| before >= 2 && (found as i64) * 3 <= before)
}

/// Whether a decision on an event that waits as `review` is held: it
/// vanished from a suspicious source, whose page may be what broke.
pub fn in_doubt(review: Review, suspected_from: Option<i64>) -> bool {
    review == Review::Vanished && suspected_from.is_some()
}

/// What a read leaves of a source's suspicion: the count it is measured
/// against (`suspected_from`, else the last read's), kept while the reads
/// find far fewer, gone once a read finds as many again.
pub fn suspicion_after(
    suspected_from: Option<i64>,
    last_found: Option<i64>,
    found: usize,
) -> Option<i64> {
    let before = suspected_from.or(last_found);
    suspicious_drop(before, found).then_some(before).flatten()
}

/// A source's health. Times are ISO 8601 UTC ('2026-11-24T05:13:36.250Z').
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct SourceHealth {
    pub state: HealthState,
    /// The state's name: 'Not read yet', 'Reading', 'OK', 'Failing'.
    pub label: String,
    pub last_read_at: Option<String>,
    pub next_read_at: Option<String>,
    /// Events its last good read listed.
    pub events_found: Option<u32>,
    /// '1 event found', '12 events found'; none while its reads fail.
    pub found: Option<String>,
    pub error: Option<String>,
    /// Since when its reads fail.
    pub failing_since: Option<String>,
    /// Why it is suspicious: 'Found 0 events where its reads found 3. …'.
    pub suspicion: Option<String>,
    /// 'just now', '5 minutes ago', '2 days ago'.
    pub last_read_ago: Option<String>,
    /// How long its reads have failed: '3 hours'.
    pub failing_for: Option<String>,
    /// 'in 5 hours', 'due now'.
    pub next_read_in: Option<String>,
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
    /// What its reads found before a read found far fewer: suspicious.
    pub suspected_from: Option<i64>,
}

/// An instant as ISO 8601 UTC, to the millisecond (two reads a second
/// apart are told apart: the dashboard watches a read by it).
fn iso(unix_ms: i64) -> Option<String> {
    chrono::DateTime::from_timestamp_millis(unix_ms)
        .map(|t| t.to_rfc3339_opts(chrono::SecondsFormat::Millis, true))
}

impl SourceHealth {
    /// A source's health at `now_ms`: being read while a lease holds it,
    /// failing while its last read failed, waiting before its first read;
    /// told in `words`' language.
    pub fn of(record: &ReadRecord, now_ms: i64, words: &dyn Localizer) -> SourceHealth {
        let span = |ms: i64| span_words(ms, words);
        let around = |id: &str, ms: i64| words.message(id, &[("span", Arg::Text(&span(ms)))]);
        let state = if record.locked_until_ms.is_some_and(|until| until > now_ms) {
            HealthState::Reading
        } else if record.error.is_some() {
            HealthState::Failing
        } else if record.suspected_from.is_some() {
            HealthState::Suspicious
        } else if record.last_read_ms.is_some() {
            HealthState::Ok
        } else {
            HealthState::Waiting
        };
        let events_found = record.events_found.and_then(|n| u32::try_from(n).ok());
        SourceHealth {
            state,
            label: words.message("source-state", &[("state", Arg::Text(state.key()))]),
            found: events_found
                .filter(|_| state != HealthState::Failing)
                .map(|n| words.message("source-found", &[("count", Arg::Number(n.into()))])),
            last_read_at: record.last_read_ms.and_then(iso),
            next_read_at: record.next_read_ms.and_then(iso),
            events_found,
            error: record.error.clone(),
            failing_since: record.failing_since_ms.and_then(iso),
            suspicion: record
                .suspected_from
                .filter(|_| state == HealthState::Suspicious)
                .map(|before| {
                    words.message(
                        "source-suspicion",
                        &[
                            ("found", Arg::Number(events_found.unwrap_or(0).into())),
                            ("before", Arg::Number(before as f64)),
                        ],
                    )
                }),
            last_read_ago: record.last_read_ms.map(|at| match now_ms - at {
                ms if ms < 60_000 => words.text("time-just-now"),
                ms => around("time-ago", ms),
            }),
            failing_for: record
                .failing_since_ms
                .filter(|_| record.error.is_some())
                .map(|since| match now_ms - since {
                    ms if ms < 60_000 => words.text("time-under-a-minute"),
                    ms => span(ms),
                }),
            next_read_in: record.next_read_ms.map(|at| match at - now_ms {
                ms if ms < 60_000 => words.text("time-due-now"),
                ms => around("time-in", ms),
            }),
        }
    }
}

/// A source as the dashboard lists it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
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
    /// The account it is, when its address names one (followed over
    /// ActivityPub).
    pub account: Option<AccountFollow>,
}

/// A followed account: the actor the guide follows, and its answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct AccountFollow {
    /// The actor's address (its profile, in a browser).
    pub actor: String,
    pub state: FollowState,
}

/// How an account answered the guide's follow.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub enum FollowState {
    /// Not answered yet: its events come only from its outbox until then.
    Pending,
    Accepted,
    Refused,
}

impl FollowState {
    /// As the store keeps it.
    pub fn as_str(self) -> &'static str {
        match self {
            FollowState::Pending => "pending",
            FollowState::Accepted => "accepted",
            FollowState::Refused => "refused",
        }
    }

    pub fn parse(word: &str) -> FollowState {
        match word {
            "accepted" => FollowState::Accepted,
            "refused" => FollowState::Refused,
            _ => FollowState::Pending,
        }
    }
}

/// Why an event waits for staff.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
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
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub enum InboxAction {
    /// A new event becomes the guide's.
    Publish,
    /// The guide's event takes the changes.
    Update,
    /// A new event is the guide's similar one: the source follows that
    /// event from now on, and what differs waits as a change.
    Link,
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
            Review::New => matches!(action, Publish | Link | Reject),
            Review::Changed => matches!(action, Update | Keep | Remove),
            Review::Vanished | Review::Withdrawn => matches!(action, Cancel | Keep | Remove),
        }
    }
}

impl InboxAction {
    /// Its key in the catalog's selectors ('Published 3 events', 'Event
    /// 2 is new: it cannot be updated'), its JSON name.
    pub fn key(self) -> &'static str {
        match self {
            InboxAction::Publish => "publish",
            InboxAction::Link => "link",
            InboxAction::Update => "update",
            InboxAction::Reject => "reject",
            InboxAction::Remove => "remove",
            InboxAction::Cancel => "cancel",
            InboxAction::Keep => "keep",
        }
    }

    /// In the order the inbox offers them.
    pub const ALL: [InboxAction; 7] = [
        InboxAction::Publish,
        InboxAction::Link,
        InboxAction::Update,
        InboxAction::Cancel,
        InboxAction::Keep,
        InboxAction::Reject,
        InboxAction::Remove,
    ];
}

impl InboxItem {
    /// Whether `action` fits it: its review's actions, and linking only to
    /// a similar event of the guide.
    pub fn allows(&self, action: InboxAction) -> bool {
        self.held.is_none()
            && self.review.allows(action)
            && (action != InboxAction::Link || self.similar.is_some())
    }

    /// Holds it when it vanished from a source whose last read is in doubt
    /// (`suspected_from`: what its reads found before), saying why.
    pub fn hold_if_in_doubt(&mut self, suspected_from: Option<i64>, words: &dyn Localizer) {
        if in_doubt(self.review, suspected_from)
            && let Some(before) = suspected_from
        {
            self.held =
                Some(words.message("inbox-held", &[("before", Arg::Number(before as f64))]));
        }
    }

    /// Why it waits: the catalog's message ('New', 'Changed', 'No longer
    /// on its source', 'Cancelled by its source' in English).
    pub fn message(&self) -> &'static str {
        match (self.review, self.after.status) {
            (Review::New, _) => "inbox-review-new",
            (Review::Changed, _) => "inbox-review-changed",
            (Review::Vanished, _) => "inbox-review-vanished",
            (Review::Withdrawn, EventStatus::Postponed) => "inbox-review-postponed",
            (Review::Withdrawn, _) => "inbox-review-cancelled",
        }
    }
}

/// An action the inbox offers, with its button's words (the catalog's
/// message).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct InboxChoice {
    pub action: InboxAction,
    pub message: String,
}

/// The actions that fit every one of `items` (one, or a bulk selection),
/// in the inbox's order. 'Mark postponed' when their sources all say
/// postponed; 'Keep listed' for an event off its source.
pub fn inbox_choices(items: &[InboxItem]) -> Vec<InboxChoice> {
    if items.is_empty() {
        return Vec::new();
    }
    let postponed = items
        .iter()
        .all(|i| i.review == Review::Withdrawn && i.after.status == EventStatus::Postponed);
    let changed = items.iter().all(|i| i.review == Review::Changed);
    InboxAction::ALL
        .into_iter()
        .filter(|action| items.iter().all(|i| i.allows(*action)))
        .map(|action| {
            let message = match action {
                InboxAction::Publish => "inbox-action-publish",
                InboxAction::Link => "inbox-action-link",
                InboxAction::Update => "inbox-action-update",
                InboxAction::Cancel if postponed => "inbox-action-postpone",
                InboxAction::Cancel => "inbox-action-cancel",
                InboxAction::Keep if changed => "inbox-action-keep-published",
                InboxAction::Keep => "inbox-action-keep-listed",
                InboxAction::Reject => "inbox-action-reject",
                InboxAction::Remove => "inbox-action-remove",
            };
            InboxChoice {
                action,
                message: message.to_string(),
            }
        })
        .collect()
}

/// The inbox's rows: positions into `items` (as the server lists them,
/// source by source), in order. The dates of one series a source gives
/// (the same title, time, venue, price and status, waiting for the same
/// reason with the same change, none of them like an event of the guide)
/// are one row: staff publish a weekly market once, not its 26 Saturdays.
/// A changed date, or one that may be an event already listed, is a row
/// of its own.
pub fn inbox_rows(items: &[InboxItem]) -> Vec<Vec<u32>> {
    let undated = |fields: &EventFields| EventFields {
        date: Date::from_days(0),
        end_date: None,
        ..fields.clone()
    };
    let alone =
        |item: &InboxItem| item.similar.is_some() || item.changed.iter().any(|f| f == "date");
    let same = |a: &InboxItem, b: &InboxItem| {
        a.source_id == b.source_id
            && a.review == b.review
            && a.changed == b.changed
            && undated(&a.after) == undated(&b.after)
            && a.before.as_ref().map(undated) == b.before.as_ref().map(undated)
    };
    let mut rows: Vec<Vec<u32>> = Vec::new();
    for (n, item) in items.iter().enumerate() {
        let joined = (!alone(item))
            .then(|| {
                rows.iter_mut().find(|row| {
                    let first = &items[row[0] as usize];
                    !alone(first) && same(first, item)
                })
            })
            .flatten();
        match joined {
            Some(row) => row.push(n as u32),
            None => rows.push(vec![n as u32]),
        }
    }
    rows
}

/// Most events one decision may settle.
pub const MAX_INBOX_DECISION: usize = 200;

/// One waiting event: its source and its identity there.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct InboxRef {
    pub source_id: i64,
    pub identity: String,
}

/// Staff's decision on one or more waiting events (the inbox's bulk
/// actions take several).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct InboxDecision {
    pub items: Vec<InboxRef>,
    pub action: InboxAction,
}

/// An update from a source's read: the guide's event keeps what the read
/// lacks, its description and its image (a listing page often has
/// neither, and staff may have added them).
pub fn keep_what_the_read_lacks(read: &mut DiscoveredEvent, current: &Event) {
    if read.description.trim().is_empty() {
        read.description.clone_from(&current.description);
    }
    if read.image.is_none() {
        read.image.clone_from(&current.image);
    }
}

/// What a decision did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct InboxDone {
    pub done: u32,
    pub message: String,
}

impl InboxDone {
    /// 'Published 3 events', 'Kept 1 event', in `words`' language.
    pub fn new(action: InboxAction, done: u32, words: &dyn Localizer) -> InboxDone {
        if action == InboxAction::Cancel {
            return InboxDone::marked(done, 0, words);
        }
        InboxDone {
            done,
            message: words.message(
                "inbox-done",
                &[
                    ("action", Arg::Text(action.key())),
                    ("count", Arg::Number(done.into())),
                ],
            ),
        }
    }

    /// 'Marked 2 events cancelled', 'Marked 3 events cancelled or
    /// postponed': what a Cancel did, each event as its source says.
    pub fn marked(cancelled: u32, postponed: u32, words: &dyn Localizer) -> InboxDone {
        let done = cancelled + postponed;
        let how = match (cancelled, postponed) {
            (_, 0) => "cancelled",
            (0, _) => "postponed",
            _ => "both",
        };
        InboxDone {
            done,
            message: words.message(
                "inbox-marked",
                &[("how", Arg::Text(how)), ("count", Arg::Number(done.into()))],
            ),
        }
    }
}

/// An event of a source that waits for staff, with what changed.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
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
    /// A new event that the guide probably lists already.
    #[serde(default)]
    pub similar: Option<SimilarInGuide>,
    /// With `similar`: the event as last read, as the edit form holds it,
    /// for the merge view beside the guide's.
    #[serde(default)]
    pub read: Option<EventEdit>,
    /// Why no decision can be made yet: it vanished from a suspicious
    /// source (its page may be broken, not the event gone), until an
    /// admin confirms the page or a read finds its events again.
    #[serde(default)]
    pub held: Option<String>,
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
    fn an_update_keeps_the_description_and_image_its_read_lacks() {
        let mut current = crate::content::events::tests::event(7, "Ballet", "2026-12-12", None);
        current.description = "Tchaikovsky's ballet, by the Sarasota Ballet.".into();
        current.image = Some("/public-objects/swan-1280.jpg".into());
        let read = |description: &str, image: Option<&str>| DiscoveredEvent {
            title: "Swan Lake".into(),
            description: description.into(),
            venue_id: None,
            venue_name: "Van Wezel".into(),
            date: "2026-12-12".into(),
            end_date: None,
            time: None,
            category: "Ballet".into(),
            image: image.map(str::to_string),
            ticket_price: None,
            source_url: None,
            check: None,
            lang: Default::default(),
            far_km: None,
        };
        let mut bare = read("  ", None);
        keep_what_the_read_lacks(&mut bare, &current);
        assert_eq!(bare.description, current.description);
        assert_eq!(bare.image, current.image);
        // What the read has, it brings.
        let mut full = read("New cast.", Some("https://venue.example/swan.jpg"));
        keep_what_the_read_lacks(&mut full, &current);
        assert_eq!(full.description, "New cast.");
        assert_eq!(
            full.image.as_deref(),
            Some("https://venue.example/swan.jpg")
        );
    }

    #[test]
    fn each_action_is_named_by_its_json_name() {
        for action in InboxAction::ALL {
            let json = serde_json::to_string(&action).unwrap();
            assert_eq!(json, format!("\"{}\"", action.key()));
        }
    }

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
        .validate(en())
        .unwrap();
        assert_eq!(
            (ok.name.as_str(), ok.url.as_str()),
            ("Players Centre", "https://players.example/season")
        );
        assert!(
            form("Feed", "http://x.example/cal.ics", None)
                .validate(en())
                .is_ok()
        );
        let broken = form(" ", "ftp://x.example", Some(0))
            .validate(en())
            .unwrap_err();
        assert_eq!(broken.message("name"), Some("Name is required"));
        assert_eq!(
            broken.message("url"),
            Some(
                "Enter a web address that starts with http:// or https://, or an account such as @events@example.org"
            )
        );
        assert!(broken.message("everyHours").is_some());
        // An instance's account, followed over ActivityPub, as it is written.
        assert_eq!(
            form("Gancio", " acct:Relay@Gancio.example ", Some(6))
                .validate(en())
                .unwrap()
                .url,
            "@Relay@gancio.example"
        );
        for url in ["https://", "https:// spaced.example", "players.example"] {
            assert!(form("A", url, None).validate(en()).is_err(), "{url}");
        }
        assert!(
            form("A", "https://x.example", Some(169))
                .validate(en())
                .is_err()
        );
        assert_eq!(
            form("A", "", None)
                .validate(en())
                .unwrap_err()
                .message("url"),
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
            en(),
        );
        assert_eq!(waiting.state, HealthState::Waiting);
        assert_eq!(waiting.label, "Not read yet");
        assert_eq!(waiting.found, None);
        assert_eq!(
            waiting.next_read_at.as_deref(),
            Some("2026-11-24T06:00:00.000Z")
        );
        let failing = ReadRecord {
            last_read_ms: Some(now - 1_000),
            error: Some("The page answered 500".into()),
            failing_since_ms: Some(now - 86_400_000),
            ..ReadRecord::default()
        };
        let health = SourceHealth::of(&failing, now, en());
        assert_eq!(health.state, HealthState::Failing);
        assert_eq!(health.label, "Failing");
        // What a failing source found before is not what it finds now.
        let failing_after_good = ReadRecord {
            events_found: Some(4),
            ..failing.clone()
        };
        assert_eq!(SourceHealth::of(&failing_after_good, now, en()).found, None);
        assert_eq!(
            health.failing_since.as_deref(),
            Some("2026-11-23T06:00:00.000Z")
        );
        let reading = ReadRecord {
            locked_until_ms: Some(now + 1),
            ..failing.clone()
        };
        let reading = SourceHealth::of(&reading, now, en());
        assert_eq!(
            (reading.state, reading.label.as_str()),
            (HealthState::Reading, "Reading")
        );
        // A lease that expired holds nothing.
        let dead = ReadRecord {
            locked_until_ms: Some(now - 1),
            ..failing
        };
        assert_eq!(
            SourceHealth::of(&dead, now, en()).state,
            HealthState::Failing
        );
        let ok = ReadRecord {
            last_read_ms: Some(now),
            events_found: Some(12),
            ..ReadRecord::default()
        };
        let health = SourceHealth::of(&ok, now, en());
        assert_eq!(
            (health.state, health.label.as_str(), health.events_found),
            (HealthState::Ok, "OK", Some(12))
        );
        assert_eq!(health.found.as_deref(), Some("12 events found"));
        let one = ReadRecord {
            events_found: Some(1),
            ..ok
        };
        assert_eq!(
            SourceHealth::of(&one, now, en()).found.as_deref(),
            Some("1 event found")
        );
    }

    #[test]
    fn a_form_without_a_schedule_takes_the_default_and_null_means_only_when_run() {
        let read = |json: &str| {
            serde_json::from_str::<SourceForm>(json)
                .unwrap()
                .every_hours
        };
        assert_eq!(
            read(r#"{"name":"A","url":"https://a.example"}"#),
            Some(DEFAULT_EVERY_HOURS)
        );
        assert_eq!(
            read(r#"{"name":"A","url":"https://a.example","everyHours":null}"#),
            None
        );
        assert_eq!(
            read(r#"{"name":"A","url":"https://a.example","everyHours":24}"#),
            Some(24)
        );
    }

    #[test]
    fn schedules_read_as_staff_say_them() {
        let labels: Vec<String> = SCHEDULE_CHOICES
            .into_iter()
            .map(|hours| schedule_label(hours, en()))
            .collect();
        assert_eq!(
            labels,
            [
                "Every hour",
                "Every 3 hours",
                "Every 6 hours",
                "Every 12 hours",
                "Every day",
                "Every week",
                "Only when run"
            ]
        );
        assert_eq!(schedule_label(Some(48), en()), "Every 2 days");
        let german = crate::text::catalogs::catalog(crate::text::lang::Lang::De);
        assert_eq!(schedule_label(Some(6), german), "Alle 6 Stunden");
        assert_eq!(schedule_label(None, german), "Nur wenn gestartet");
        assert!(SCHEDULE_CHOICES.contains(&Some(DEFAULT_EVERY_HOURS)));
        for hours in SCHEDULE_CHOICES.into_iter().flatten() {
            assert!((1..=MAX_EVERY_HOURS).contains(&hours));
        }
    }

    #[test]
    fn spans_read_in_their_largest_whole_unit() {
        let minute = 60_000;
        let now = 1_800_000_000_000;
        let record = ReadRecord {
            last_read_ms: Some(now - 30_000),
            error: Some("The remote server did not answer in time".into()),
            failing_since_ms: Some(now - 3 * 60 * minute),
            ..ReadRecord::default()
        };
        let health = SourceHealth::of(&record, now, en());
        assert_eq!(health.last_read_ago.as_deref(), Some("just now"));
        assert_eq!(health.failing_for.as_deref(), Some("3 hours"));
        let due = ReadRecord {
            next_read_ms: Some(now + 5 * 60 * minute + 30_000),
            ..record.clone()
        };
        assert_eq!(
            SourceHealth::of(&due, now, en()).next_read_in.as_deref(),
            Some("in 5 hours")
        );
        assert_eq!(
            SourceHealth::of(&due, now + 6 * 60 * minute, en())
                .next_read_in
                .as_deref(),
            Some("due now")
        );
        let earlier = SourceHealth::of(&record, now + 2 * minute, en());
        assert_eq!(earlier.last_read_ago.as_deref(), Some("2 minutes ago"));
        // In the dashboard's language: its words, and its grammar.
        let spanish = SourceHealth::of(&record, now + 2 * minute, catalog(Lang::Es));
        assert_eq!(spanish.last_read_ago.as_deref(), Some("hace 2 minutos"));
        assert_eq!(spanish.label, "Con fallos");
        let german = SourceHealth::of(&due, now, catalog(Lang::De));
        assert_eq!(german.next_read_in.as_deref(), Some("in 5 Stunden"));
        assert_eq!(german.failing_for.as_deref(), Some("3 Stunden"));
    }

    fn item(review: Review, status: EventStatus) -> InboxItem {
        let fields = EventFields {
            title: "Gala".into(),
            date: Date::parse("2026-12-04").unwrap(),
            end_date: None,
            time: None,
            venue: None,
            price: None,
            status,
        };
        InboxItem {
            source_id: 1,
            source_name: "Players Centre".into(),
            identity: "gala".into(),
            review,
            before: None,
            after: fields,
            changed: Vec::new(),
            event_id: None,
            similar: None,
            read: None,
            held: None,
        }
    }

    #[test]
    fn a_read_that_finds_far_fewer_events_makes_its_source_suspicious_until_they_come_back() {
        // 0 where there were 3; 3 where there were 10; not 2 where there were 3.
        assert!(suspicious_drop(Some(3), 0));
        assert!(suspicious_drop(Some(10), 3));
        assert!(!suspicious_drop(Some(3), 2));
        assert!(!suspicious_drop(Some(1), 0));
        assert!(!suspicious_drop(None, 0));
        // Measured against the count before the drop while it lasts.
        assert_eq!(suspicion_after(None, Some(3), 0), Some(3));
        assert_eq!(suspicion_after(Some(3), Some(0), 1), Some(3));
        assert_eq!(suspicion_after(Some(3), Some(1), 3), None);
        assert_eq!(suspicion_after(None, Some(3), 3), None);

        let record = ReadRecord {
            last_read_ms: Some(1_000),
            events_found: Some(0),
            suspected_from: Some(3),
            ..ReadRecord::default()
        };
        let health = SourceHealth::of(&record, 2_000, en());
        assert_eq!(health.state, HealthState::Suspicious);
        assert_eq!(health.label, "Suspicious");
        assert!(
            health
                .suspicion
                .as_deref()
                .is_some_and(|s| s.starts_with("Found 0 events where its reads found 3")),
            "{health:?}"
        );
        // A failing read says so first.
        let failing = ReadRecord {
            error: Some("The page answered 503".into()),
            ..record
        };
        assert_eq!(
            SourceHealth::of(&failing, 2_000, en()).state,
            HealthState::Failing
        );

        // What vanished waits; what is new or changed does not.
        let mut gone = item(Review::Vanished, EventStatus::Scheduled);
        gone.hold_if_in_doubt(Some(3), en());
        assert!(gone.held.is_some());
        assert!(InboxAction::ALL.iter().all(|a| !gone.allows(*a)));
        let mut new = item(Review::New, EventStatus::Scheduled);
        new.hold_if_in_doubt(Some(3), en());
        assert_eq!(new.held, None);
        let mut trusted = item(Review::Vanished, EventStatus::Scheduled);
        trusted.hold_if_in_doubt(None, en());
        assert!(trusted.allows(InboxAction::Cancel));
    }

    #[test]
    fn a_sources_series_is_one_row_of_the_inbox() {
        let on = |day: i64, item: InboxItem| {
            let mut item = item;
            item.after.date = Date::parse("2026-12-05").unwrap().add_days(day);
            item.identity = format!("{}-{day}", item.after.title);
            item
        };
        let market = |day| {
            let mut item = item(Review::New, EventStatus::Scheduled);
            item.after.title = "Farmers Market".into();
            item.after.time = Some("7 AM - 1 PM".into());
            on(day, item)
        };
        let gala = item(Review::New, EventStatus::Scheduled);
        let mut other_source = market(21);
        other_source.source_id = 2;
        let mut at_noon = market(28);
        at_noon.after.time = Some("12 PM".into());
        let mut listed = market(35);
        listed.similar = Some(SimilarInGuide {
            event_id: 9,
            title: "Farmers Market".into(),
            date: listed.after.date,
        });
        let mut moved = item(Review::Changed, EventStatus::Scheduled);
        moved.before = Some(moved.after.clone());
        moved.changed = vec!["date".into()];
        let mut moved_too = moved.clone();
        moved_too.identity = "gala-2".into();
        let items = [
            market(0),
            gala,
            market(7),
            other_source,
            market(14),
            at_noon,
            listed,
            moved,
            moved_too,
        ];
        assert_eq!(
            inbox_rows(&items),
            vec![
                // The market's Saturdays, at the first one's place.
                vec![0, 2, 4],
                vec![1],
                // Another source's market, another time: other rows.
                vec![3],
                vec![5],
                // Maybe listed already, or moved: each decided alone.
                vec![6],
                vec![7],
                vec![8],
            ]
        );
        assert!(inbox_rows(&[]).is_empty());
    }

    #[test]
    fn the_inbox_offers_what_fits_every_selected_event() {
        let labels = |items: &[InboxItem]| -> Vec<String> {
            use crate::text::words::Localizer;
            let english = crate::text::catalogs::catalog(crate::text::lang::Lang::En);
            inbox_choices(items)
                .into_iter()
                .map(|c| english.text(&c.message))
                .collect()
        };
        let new = item(Review::New, EventStatus::Scheduled);
        let changed = item(Review::Changed, EventStatus::Scheduled);
        let postponed = item(Review::Withdrawn, EventStatus::Postponed);
        let cancelled = item(Review::Withdrawn, EventStatus::Cancelled);
        let vanished = item(Review::Vanished, EventStatus::Scheduled);
        assert_eq!(labels(std::slice::from_ref(&new)), ["Publish", "Reject"]);
        assert_eq!(
            labels(std::slice::from_ref(&changed)),
            ["Update", "Keep as published", "Remove"]
        );
        assert_eq!(
            labels(std::slice::from_ref(&postponed)),
            ["Mark postponed", "Keep listed", "Remove"]
        );
        assert_eq!(
            labels(&[cancelled, postponed.clone(), vanished]),
            ["Mark cancelled", "Keep listed", "Remove"]
        );
        // A new event and a changed one share nothing.
        assert!(inbox_choices(&[new.clone(), changed.clone()]).is_empty());
        assert_eq!(labels(&[changed, postponed]), ["Keep listed", "Remove"]);
        assert!(inbox_choices(&[]).is_empty());
        // Linking needs a similar event of the guide.
        let similar = InboxItem {
            similar: Some(SimilarInGuide {
                event_id: 4,
                title: "Gala".into(),
                date: Date::parse("2026-12-04").unwrap(),
            }),
            ..new.clone()
        };
        assert_eq!(
            labels(std::slice::from_ref(&similar)),
            ["Publish", "Link to the guide's", "Reject"]
        );
        assert_eq!(labels(&[similar, new]), ["Publish", "Reject"]);
        let words: Vec<String> = [
            item(Review::New, EventStatus::Scheduled),
            item(Review::Changed, EventStatus::Scheduled),
            item(Review::Vanished, EventStatus::Scheduled),
            item(Review::Withdrawn, EventStatus::Cancelled),
            item(Review::Withdrawn, EventStatus::Postponed),
        ]
        .iter()
        .map(|item| en().text(item.message()))
        .collect();
        assert_eq!(
            words,
            [
                "New",
                "Changed",
                "No longer on its source",
                "Cancelled by its source",
                "Postponed by its source"
            ]
        );
    }

    fn venue(id: i64, name: &str, page: Option<&str>) -> AdminVenue {
        AdminVenue {
            id,
            name: name.into(),
            website: None,
            events_page_url: page.map(Into::into),
            latitude: None,
            longitude: None,
            selected: false,
        }
    }

    #[test]
    fn venues_with_an_events_page_are_followed_once() {
        let venues = [
            venue(1, "Van Wezel", Some("https://www.vanwezel.org/events")),
            venue(2, "Asolo Rep", Some("https://asolorep.org/calendar")),
            venue(3, "Mote Marine", None),
            venue(4, "Players Centre", Some("https://theplayers.org/shows")),
        ];
        let form = SourceForm::for_venue(&venues[0]).unwrap();
        assert_eq!(
            (form.venue_id, form.every_hours, form.trust),
            (Some(1), Some(DEFAULT_EVERY_HOURS), Trust::Inbox)
        );
        assert_eq!(SourceForm::for_venue(&venues[2]), None);
        let followed = |id: i64, venue_id: Option<i64>, url: &str| SourceView {
            id,
            name: "A source".into(),
            url: url.into(),
            venue_id,
            every_hours: Some(6),
            trust: Trust::Inbox,
            health: SourceHealth::of(&ReadRecord::default(), 0, en()),
            waiting: 0,
            account: None,
        };
        // Van Wezel by its venue, the Players Centre by its page.
        let sources = [
            followed(1, Some(1), "https://www.vanwezel.org/other"),
            followed(2, None, "https://theplayers.org/shows"),
        ];
        let left: Vec<i64> = venues_to_follow(&venues, &sources)
            .iter()
            .map(|v| v.id)
            .collect();
        assert_eq!(left, [2]);
    }

    #[test]
    fn each_review_has_its_actions() {
        use InboxAction::*;
        let allowed = |review: Review| {
            [Publish, Link, Update, Reject, Remove, Cancel, Keep]
                .into_iter()
                .filter(|a| review.allows(*a))
                .collect::<Vec<_>>()
        };
        assert_eq!(allowed(Review::New), [Publish, Link, Reject]);
        assert_eq!(allowed(Review::Changed), [Update, Remove, Keep]);
        assert_eq!(allowed(Review::Vanished), [Remove, Cancel, Keep]);
        assert_eq!(allowed(Review::Withdrawn), [Remove, Cancel, Keep]);
        let done = |action, n| InboxDone::new(action, n, en()).message;
        assert_eq!(done(Publish, 3), "Published 3 events");
        assert_eq!(done(Keep, 1), "Kept 1 event");
        assert_eq!(done(Cancel, 1), "Marked 1 event cancelled");
        let marked = |c, p| InboxDone::marked(c, p, en()).message;
        assert_eq!(marked(1, 0), "Marked 1 event cancelled");
        assert_eq!(marked(0, 2), "Marked 2 events postponed");
        assert_eq!(marked(2, 1), "Marked 3 events cancelled or postponed");
        let german = catalog(Lang::De);
        assert_eq!(
            InboxDone::new(Publish, 3, german).message,
            "Veröffentlicht: 3 Veranstaltungen"
        );
        assert_eq!(
            InboxDone::marked(0, 1, german).message,
            "Als verschoben markiert: 1 Veranstaltung"
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
