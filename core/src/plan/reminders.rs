//! Reminders of saved events (issue #37, part 3): when the e-mail for a
//! 'Remind me' is sent, and which changes to a reminded event its people
//! are told of. Read at the city's wall clock, as 'Tonight' is: a reminder
//! 'the morning of' a show is at 8:00 in Sarasota, the day the clocks
//! change too, wherever the visitor asked from.

use serde::{Deserialize, Serialize};

#[cfg(feature = "wasm")]
use tsify::Tsify;

use crate::content::event_hours::EventHours;
use crate::content::model::{Event, EventStatus};
use crate::time::date::{CityClock, CityZone, Date};

/// The visitor's choice of morning.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(Tsify))]
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
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EventChange {
    Cancelled,
    Postponed,
    /// A new day or time; its reminder moves with it.
    Moved,
}

/// The change to an event its reminded people are told of, if any: it is
/// cancelled or postponed, or its days or its time moved. A new
/// description, picture or price is not worth an e-mail.
pub fn change_notice(before: &Event, after: &Event) -> Option<EventChange> {
    if before.status != after.status {
        return match after.status {
            EventStatus::Cancelled => Some(EventChange::Cancelled),
            EventStatus::Postponed => Some(EventChange::Postponed),
            // Back on: on its (perhaps new) day.
            EventStatus::Scheduled => Some(EventChange::Moved),
        };
    }
    let moved = EventHours::of(before) != EventHours::of(after);
    (after.status == EventStatus::Scheduled && moved).then_some(EventChange::Moved)
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
        }
    }

    #[test]
    fn the_people_reminded_are_told_of_what_changes_their_plan() {
        use EventStatus::*;
        let before = event("2026-12-05", "7:30 PM", Scheduled);
        let notice = |after: &Event| change_notice(&before, after);
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
        let mut dearer = before.clone();
        dearer.ticket_price = Some("$55".into());
        dearer.description = "Verdi's opera".into();
        assert_eq!(notice(&dearer), None);
        // Back on after a postponement.
        let postponed = event("2026-12-05", "7:30 PM", Postponed);
        assert_eq!(
            change_notice(&postponed, &event("2027-01-09", "7:30 PM", Scheduled)),
            Some(EventChange::Moved)
        );
        // Cancelled already: a new day for it tells nobody anything new.
        let cancelled = event("2026-12-05", "7:30 PM", Cancelled);
        assert_eq!(
            change_notice(&cancelled, &event("2026-12-06", "7:30 PM", Cancelled)),
            None
        );
    }
}
