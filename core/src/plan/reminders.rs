//! Reminders of saved events (issue #37, part 3): when the e-mail for a
//! 'Remind me' is sent, and which changes to a reminded event its people
//! are told of. Read at the city's wall clock, as 'Tonight' is: a reminder
//! 'the morning of' a show is at 8:00 in Sarasota, the day the clocks
//! change too, wherever the visitor asked from.

use serde::{Deserialize, Serialize};

#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

use crate::content::event_hours::EventHours;
use crate::content::model::{Event, EventStatus};
use crate::text::lang::Lang;
use crate::text::validation::{Checks, ValidationErrors};
use crate::text::words::Localizer;
use crate::time::date::{CityClock, CityZone, Date};

/// The visitor's choice of morning.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub enum RemindWhen {
    /// The morning of the day it is on.
    MorningOf,
    /// The morning of the day before.
    DayBefore,
}

/// A reminder's morning: 8:00 at the city's clock, before a day's plans
/// are made and after the night's sleep.
pub const REMINDER_MINUTES: u16 = 8 * 60;

/// When a reminder asked for now is sent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReminderTime {
    /// At this instant (milliseconds since the epoch).
    At(i64),
    /// The morning chosen has passed but the event has not begun: at once,
    /// once the address is confirmed.
    Now,
}

/// Why a reminder cannot be had.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoReminder {
    /// The event has begun (its last day's hours, for one on several days).
    Begun,
}

/// The day a reminder is of: the event's first day; for one on several
/// days that has begun, its last day (the last chance to go; a reminder
/// on an arbitrary day of a months-long exhibition would tell nothing);
/// none once that has begun too.
fn day_reminded(hours: &EventHours, now: CityClock) -> Option<Date> {
    let begun =
        |day: Date| now.today > day || (now.today == day && now.minutes >= hours.start_minutes());
    [hours.first, hours.last]
        .into_iter()
        .find(|&day| !begun(day))
}

/// When the reminder `when` of the event on `hours`, asked for at
/// `now_ms`, is sent.
pub fn reminder_time(
    hours: &EventHours,
    when: RemindWhen,
    zone: CityZone,
    now_ms: i64,
) -> Result<ReminderTime, NoReminder> {
    let now = CityClock::at(zone, now_ms).ok_or(NoReminder::Begun)?;
    let day = day_reminded(hours, now).ok_or(NoReminder::Begun)?;
    let morning = match when {
        RemindWhen::MorningOf => day,
        RemindWhen::DayBefore => day.add_days(-1),
    };
    let at = zone.unix_ms(CityClock {
        today: morning,
        minutes: REMINDER_MINUTES,
    });
    Ok(if at > now_ms {
        ReminderTime::At(at)
    } else {
        ReminderTime::Now
    })
}

/// What the people reminded of an event are told when staff (or a
/// followed source's review) change it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum EventChange {
    Cancelled,
    Postponed,
    /// A new day or time; its reminder moves with it.
    Moved,
}

/// What a reminder keeps of its event: its days, its time and whether it
/// takes place, as its people were last told. Nothing else about the
/// event is copied.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventTimes {
    pub date: Date,
    pub end_date: Option<Date>,
    pub time: Option<String>,
    pub status: EventStatus,
}

impl EventTimes {
    pub fn of(event: &Event) -> EventTimes {
        EventTimes {
            date: event.date,
            end_date: event.end_date,
            time: event.time.clone(),
            status: event.status,
        }
    }

    pub fn hours(&self) -> EventHours {
        EventHours::new(self.date, self.end_date, self.time.as_deref())
    }
}

/// The change to an event its reminded people are told of, if any: it is
/// cancelled or postponed, or its days or its time moved. A new
/// description, picture or price is not worth an e-mail.
pub fn change_notice(before: &EventTimes, after: &EventTimes) -> Option<EventChange> {
    if before.status != after.status {
        return match after.status {
            EventStatus::Cancelled => Some(EventChange::Cancelled),
            EventStatus::Postponed => Some(EventChange::Postponed),
            // Back on: on its (perhaps new) day.
            EventStatus::Scheduled => Some(EventChange::Moved),
        };
    }
    let moved = before.hours() != after.hours();
    (after.status == EventStatus::Scheduled && moved).then_some(EventChange::Moved)
}

/// What the sending pass does with a confirmed reminder.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReminderStep {
    /// Its morning has not come (or its event is postponed).
    Wait,
    /// Send it; it is then deleted.
    Remind,
    /// Tell its people of the change and keep it, now due at `send_at`.
    Tell { change: EventChange, send_at: i64 },
    /// Tell its people of the change; nothing is left to remind of.
    TellAndForget(EventChange),
    /// Its event was over before it could be sent (the guide was
    /// stopped): a reminder then tells nothing, so it is dropped.
    Forget,
}

/// The step for a reminder `when` due at `send_at`, whose people were
/// last told of `told` and whose event is now at `now_on`.
pub fn next_step(
    told: &EventTimes,
    now_on: &EventTimes,
    when: RemindWhen,
    send_at: i64,
    zone: CityZone,
    now_ms: i64,
) -> ReminderStep {
    let time = reminder_time(&now_on.hours(), when, zone, now_ms);
    if let Some(change) = change_notice(told, now_on) {
        return match (change, time) {
            (EventChange::Cancelled, _) | (EventChange::Moved, Err(NoReminder::Begun)) => {
                ReminderStep::TellAndForget(change)
            }
            (EventChange::Postponed, _) => ReminderStep::Tell { change, send_at },
            (EventChange::Moved, Ok(ReminderTime::At(at))) => ReminderStep::Tell {
                change,
                send_at: at,
            },
            (EventChange::Moved, Ok(ReminderTime::Now)) => ReminderStep::Tell {
                change,
                send_at: now_ms,
            },
        };
    }
    if now_on.status != EventStatus::Scheduled || send_at > now_ms {
        return ReminderStep::Wait;
    }
    // Due: sent while the event is still on or to come (an all-day market
    // has begun at 8:00 on its morning, and is what the reminder is for);
    // once it is over, a reminder tells nothing.
    match CityClock::at(zone, now_ms).and_then(|clock| now_on.hours().next_day_on(clock)) {
        Some(_) => ReminderStep::Remind,
        None => ReminderStep::Forget,
    }
}

/// The day a reminder sent at `now` is of: the first of its event's days
/// not over yet (today's, for one on now). The e-mail says 'today',
/// 'tomorrow' or the date from it.
pub fn reminded_day(hours: &EventHours, now: CityClock) -> Option<Date> {
    hours.next_day_on(now)
}

/// A visitor's 'Remind me' for a saved event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct ReminderRequest {
    pub email: String,
    pub event_id: i64,
    pub when: RemindWhen,
    /// The link token this device was given when it confirmed the address
    /// before: with it, the reminder needs no new confirmation.
    #[serde(default)]
    pub token: Option<String>,
    #[serde(default)]
    pub lang: Lang,
}

/// The request with its address checked and trimmed; refusals in the
/// visitor's words.
pub fn validate_reminder(
    request: &ReminderRequest,
    words: &dyn Localizer,
) -> Result<ReminderRequest, ValidationErrors> {
    let mut checks = Checks::new(words);
    let email = request.email.trim();
    checks.email("email", "field-email", email);
    checks.into_result(ReminderRequest {
        email: email.to_string(),
        token: request
            .token
            .as_deref()
            .map(str::trim)
            .filter(|t| !t.is_empty())
            .map(str::to_string),
        ..request.clone()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::model::VenueRef;

    const ZONE: CityZone = CityZone::NEW_YORK;

    fn at(day: &str, minutes: u16) -> i64 {
        ZONE.unix_ms(CityClock {
            today: Date::parse(day).unwrap(),
            minutes,
        })
    }

    fn hours(first: &str, last: Option<&str>, time: Option<&str>) -> EventHours {
        EventHours::new(
            Date::parse(first).unwrap(),
            last.map(|d| Date::parse(d).unwrap()),
            time,
        )
    }

    #[test]
    fn a_reminder_is_at_eight_on_the_morning_chosen() {
        let show = hours("2026-12-05", None, Some("7:30 PM"));
        let asked = at("2026-12-01", 15 * 60);
        assert_eq!(
            reminder_time(&show, RemindWhen::MorningOf, ZONE, asked),
            Ok(ReminderTime::At(at("2026-12-05", 8 * 60)))
        );
        assert_eq!(
            reminder_time(&show, RemindWhen::DayBefore, ZONE, asked),
            Ok(ReminderTime::At(at("2026-12-04", 8 * 60)))
        );
        // 8:00 EST is 13:00 UTC.
        assert_eq!(at("2026-12-05", 8 * 60) % 86_400_000, 13 * 3_600_000);
    }

    #[test]
    fn the_morning_passed_sends_it_at_once_until_the_event_begins() {
        let show = hours("2026-12-05", None, Some("7:30 PM"));
        // The same day at noon: the morning has passed, the show has not begun.
        assert_eq!(
            reminder_time(
                &show,
                RemindWhen::MorningOf,
                ZONE,
                at("2026-12-05", 12 * 60)
            ),
            Ok(ReminderTime::Now)
        );
        assert_eq!(
            reminder_time(&show, RemindWhen::DayBefore, ZONE, at("2026-12-04", 9 * 60)),
            Ok(ReminderTime::Now)
        );
        // At 7:30 PM it has begun.
        assert_eq!(
            reminder_time(
                &show,
                RemindWhen::MorningOf,
                ZONE,
                at("2026-12-05", 19 * 60 + 30)
            ),
            Err(NoReminder::Begun)
        );
        // All day: begun at midnight.
        let fair = hours("2026-12-05", None, None);
        assert_eq!(
            reminder_time(&fair, RemindWhen::MorningOf, ZONE, at("2026-12-05", 0)),
            Err(NoReminder::Begun)
        );
        assert_eq!(
            reminder_time(
                &fair,
                RemindWhen::DayBefore,
                ZONE,
                at("2026-12-04", 23 * 60)
            ),
            Ok(ReminderTime::Now)
        );
    }

    #[test]
    fn an_event_on_several_days_that_has_begun_is_reminded_on_its_last() {
        let exhibition = hours("2026-11-01", Some("2027-01-31"), Some("10 AM – 5 PM"));
        assert_eq!(
            reminder_time(
                &exhibition,
                RemindWhen::MorningOf,
                ZONE,
                at("2026-12-01", 12 * 60)
            ),
            Ok(ReminderTime::At(at("2027-01-31", 8 * 60)))
        );
        assert_eq!(
            reminder_time(
                &exhibition,
                RemindWhen::MorningOf,
                ZONE,
                at("2027-01-31", 9 * 60)
            ),
            Ok(ReminderTime::Now)
        );
        assert_eq!(
            reminder_time(
                &exhibition,
                RemindWhen::MorningOf,
                ZONE,
                at("2027-01-31", 10 * 60)
            ),
            Err(NoReminder::Begun)
        );
    }

    #[test]
    fn the_morning_is_eight_when_the_clocks_change_and_across_new_year() {
        // Sunday 8 March 2026: the clocks go forward at 2:00 (EST to EDT),
        // 8:00 EDT is 12:00 UTC.
        let brunch = hours("2026-03-08", None, Some("11 AM"));
        let Ok(ReminderTime::At(sent)) = reminder_time(
            &brunch,
            RemindWhen::MorningOf,
            ZONE,
            at("2026-03-01", 12 * 60),
        ) else {
            panic!("a reminder");
        };
        assert_eq!(sent % 86_400_000, 12 * 3_600_000);
        // Sunday 1 November 2026: back to EST, 8:00 is 13:00 UTC.
        let walk = hours("2026-11-02", None, Some("9 AM"));
        let Ok(ReminderTime::At(sent)) = reminder_time(
            &walk,
            RemindWhen::DayBefore,
            ZONE,
            at("2026-10-20", 12 * 60),
        ) else {
            panic!("a reminder");
        };
        assert_eq!(sent, at("2026-11-01", 8 * 60));
        assert_eq!(sent % 86_400_000, 13 * 3_600_000);
        // New Year's Day, the day before: New Year's Eve.
        let concert = hours("2027-01-01", None, Some("3 PM"));
        assert_eq!(
            reminder_time(
                &concert,
                RemindWhen::DayBefore,
                ZONE,
                at("2026-12-20", 12 * 60)
            ),
            Ok(ReminderTime::At(at("2026-12-31", 8 * 60)))
        );
    }

    fn event(date: &str, time: &str, status: EventStatus) -> Event {
        Event {
            id: 1,
            title: "La Traviata".into(),
            description: "Verdi".into(),
            venue_id: None,
            venue: VenueRef::Name("Sarasota Opera House".into()),
            date: Date::parse(date).unwrap(),
            end_date: None,
            time: Some(time.into()),
            category: "Opera".into(),
            image: None,
            picture: None,
            ticket_price: Some("$45".into()),
            ticket_url: None,
            status,
            lang: Default::default(),
            translations: Default::default(),
            untranslated: Vec::new(),
            series: None,
        }
    }

    fn times(event: &Event) -> EventTimes {
        EventTimes::of(event)
    }

    #[test]
    fn the_people_reminded_are_told_of_what_changes_their_plan() {
        use EventStatus::*;
        let before = times(&event("2026-12-05", "7:30 PM", Scheduled));
        let notice = |after: &Event| change_notice(&before, &times(after));
        assert_eq!(
            notice(&event("2026-12-05", "7:30 PM", Cancelled)),
            Some(EventChange::Cancelled)
        );
        assert_eq!(
            notice(&event("2026-12-05", "7:30 PM", Postponed)),
            Some(EventChange::Postponed)
        );
        assert_eq!(
            notice(&event("2026-12-06", "7:30 PM", Scheduled)),
            Some(EventChange::Moved)
        );
        assert_eq!(
            notice(&event("2026-12-05", "8 PM", Scheduled)),
            Some(EventChange::Moved)
        );
        // The same time written another way, or a new price: nothing to tell.
        assert_eq!(notice(&event("2026-12-05", "7:30 pm", Scheduled)), None);
        let mut dearer = event("2026-12-05", "7:30 PM", Scheduled);
        dearer.ticket_price = Some("$55".into());
        dearer.description = "Verdi's opera".into();
        assert_eq!(notice(&dearer), None);
        // Back on after a postponement.
        let postponed = times(&event("2026-12-05", "7:30 PM", Postponed));
        assert_eq!(
            change_notice(
                &postponed,
                &times(&event("2027-01-09", "7:30 PM", Scheduled))
            ),
            Some(EventChange::Moved)
        );
        // Cancelled already: a new day for it tells nobody anything new.
        let cancelled = times(&event("2026-12-05", "7:30 PM", Cancelled));
        assert_eq!(
            change_notice(
                &cancelled,
                &times(&event("2026-12-06", "7:30 PM", Cancelled))
            ),
            None
        );
    }

    #[test]
    fn the_sending_pass_reminds_tells_and_forgets() {
        use EventStatus::*;
        use ReminderStep::*;
        let told = times(&event("2026-12-05", "7:30 PM", Scheduled));
        let morning = at("2026-12-05", 8 * 60);
        let step = |now_on: &EventTimes, now: i64| {
            next_step(&told, now_on, RemindWhen::MorningOf, morning, ZONE, now)
        };
        // Before its morning it waits; from 8:00 it is sent.
        assert_eq!(step(&told, morning - 1), Wait);
        assert_eq!(step(&told, morning), Remind);
        // The guide was stopped all day: sent while the show is on, not
        // once it is over (7:30 PM, taken to last two hours).
        assert_eq!(step(&told, at("2026-12-05", 20 * 60)), Remind);
        assert_eq!(step(&told, at("2026-12-05", 21 * 60 + 30)), Forget);
        // An all-day market has begun at midnight: its morning's reminder
        // goes at 8:00, and is of that day.
        let market = times(&Event {
            time: None,
            ..event("2026-12-05", "", Scheduled)
        });
        assert_eq!(
            next_step(
                &market,
                &market,
                RemindWhen::MorningOf,
                morning,
                ZONE,
                morning
            ),
            Remind
        );
        let eight = CityClock::at(ZONE, morning).unwrap();
        assert_eq!(
            reminded_day(&market.hours(), eight),
            Some(Date::parse("2026-12-05").unwrap())
        );
        // Cancelled: told, and nothing is left.
        let cancelled = times(&event("2026-12-05", "7:30 PM", Cancelled));
        assert_eq!(
            step(&cancelled, morning - 1),
            TellAndForget(EventChange::Cancelled)
        );
        // Postponed: told, kept, and not sent while postponed.
        let postponed = times(&event("2026-12-05", "7:30 PM", Postponed));
        assert_eq!(
            step(&postponed, morning - 1),
            Tell {
                change: EventChange::Postponed,
                send_at: morning
            }
        );
        assert_eq!(
            next_step(
                &postponed,
                &postponed,
                RemindWhen::MorningOf,
                morning,
                ZONE,
                morning
            ),
            Wait
        );
        // Moved a week on: told, and reminded on the new morning.
        let moved = times(&event("2026-12-12", "7:30 PM", Scheduled));
        assert_eq!(
            step(&moved, morning - 1),
            Tell {
                change: EventChange::Moved,
                send_at: at("2026-12-12", 8 * 60)
            }
        );
        // Moved to this very afternoon, asked the day before: told, and due now.
        let sooner = times(&event("2026-12-04", "4 PM", Scheduled));
        let noon = at("2026-12-04", 12 * 60);
        assert_eq!(
            step(&sooner, noon),
            Tell {
                change: EventChange::Moved,
                send_at: noon
            }
        );
        // Moved to a time already past: told, and forgotten.
        let earlier = times(&event("2026-12-04", "10 AM", Scheduled));
        assert_eq!(step(&earlier, noon), TellAndForget(EventChange::Moved));
    }

    #[test]
    fn a_reminder_request_needs_an_address() {
        let words = crate::text::catalogs::catalog(Lang::En);
        let request = ReminderRequest {
            email: "  ana@example.com ".into(),
            event_id: 3,
            when: RemindWhen::DayBefore,
            token: Some(" ".into()),
            lang: Lang::En,
        };
        let valid = validate_reminder(&request, words).unwrap();
        assert_eq!(valid.email, "ana@example.com");
        assert_eq!(valid.token, None);
        for bad in ["", "ana@", "not an address"] {
            let errors = validate_reminder(
                &ReminderRequest {
                    email: bad.into(),
                    ..request.clone()
                },
                words,
            )
            .unwrap_err();
            assert!(errors.message("email").is_some(), "{bad:?}");
        }
    }
}
