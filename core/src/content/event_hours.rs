//! When an event is on, at the city's wall clock, and the two windows a
//! visitor asks about most: 'Tonight' (on now or later today) and 'This
//! weekend' (Friday evening to Sunday night).
//!
//! Times are compared as wall-clock minutes, never as instants: a show at
//! 8 PM is at 8 PM on the night the clocks change too, and "today" is the
//! city's, whoever asks and from wherever ([`CityClock`]).

use crate::content::model::Event;
use crate::time::date::{CityClock, Date};
use crate::time::hours::time_span;

/// How long an event whose time says only when it starts is taken to last
/// ('7:30 PM' is still on at 9).
pub const ASSUMED_LENGTH_MINUTES: u16 = 120;

/// When the weekend starts on Friday: 5 PM, when the evening begins.
pub const WEEKEND_STARTS_MINUTES: u16 = 17 * 60;

const DAY: i64 = 24 * 60;

/// A wall-clock moment as minutes since the calendar's day zero: moments
/// compare as numbers, across months and years.
type Moment = i64;

fn moment(clock: CityClock) -> Moment {
    clock.today.to_days() * DAY + i64::from(clock.minutes)
}

fn clock_of(moment: Moment) -> CityClock {
    CityClock {
        today: Date::from_days(moment.div_euclid(DAY)),
        minutes: moment.rem_euclid(DAY) as u16,
    }
}

/// An event's days and the hours it is on each of them: from its first to
/// its last day, each day from `start` to `end` (minutes since that day's
/// midnight; an `end` past 1440 is the next morning's, '9 PM – 1 AM'). An
/// event whose time text names no time is on all day.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EventHours {
    pub first: Date,
    pub last: Date,
    start: u16,
    end: u16,
}

impl EventHours {
    pub fn of(event: &Event) -> EventHours {
        EventHours::new(event.date, event.end_date, event.time.as_deref())
    }

    /// From an event's start date, optional end date (one before the start
    /// reads as none) and time text.
    pub fn new(date: Date, end_date: Option<Date>, time: Option<&str>) -> EventHours {
        let last = end_date.filter(|end| *end > date).unwrap_or(date);
        let (start, end) = match time.and_then(time_span) {
            Some((start, Some(finish))) if finish > start => (start, finish),
            // Ends the next morning ('9 PM – 1 AM').
            Some((start, Some(finish))) => (start, finish + DAY as u16),
            Some((start, None)) => (start, start + ASSUMED_LENGTH_MINUTES),
            None => (0, DAY as u16),
        };
        EventHours {
            first: date,
            last,
            start,
            end,
        }
    }

    /// When it starts on each of its days, in minutes since midnight (0 for
    /// an event on all day).
    pub fn start_minutes(&self) -> u16 {
        self.start
    }

    /// When it ends on each of its days (past 1,440 the next morning).
    pub fn end_minutes(&self) -> u16 {
        self.end
    }

    /// The first of its days whose hours are not over at `clock` (today's
    /// while they last, a late show's the day it started); none once its
    /// last day's are over.
    pub fn next_day_on(&self, clock: CityClock) -> Option<Date> {
        let over_until = (moment(clock) - i64::from(self.end)).div_euclid(DAY);
        let day = self.first.to_days().max(over_until + 1);
        (day <= self.last.to_days()).then(|| Date::from_days(day))
    }

    /// The days `[lo, hi]` whose hours overlap `[from, until)`, if any.
    fn days_overlapping(&self, from: Moment, until: Moment) -> Option<(i64, i64)> {
        let (start, end) = (i64::from(self.start), i64::from(self.end));
        // Day d overlaps when d·DAY + start < until and d·DAY + end > from.
        let lo = (from - end).div_euclid(DAY) + 1;
        let hi = (until - start - 1).div_euclid(DAY);
        let lo = lo.max(self.first.to_days());
        let hi = hi.min(self.last.to_days());
        (lo <= hi).then_some((lo, hi))
    }

    /// Whether the event is on at some moment from `from` until (before)
    /// `until`.
    fn on_between(&self, from: Moment, until: Moment) -> bool {
        self.days_overlapping(from, until).is_some()
    }

    /// When it is last on within `[from, until)`: the end of its last hours
    /// there, after which it leaves a list of that window.
    fn leaves(&self, from: Moment, until: Moment) -> Option<Moment> {
        let (_, hi) = self.days_overlapping(from, until)?;
        Some(hi * DAY + i64::from(self.end))
    }
}

/// A window of time a visitor asks what is on in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Window {
    /// On now or later today, until midnight.
    Tonight,
    /// From Friday 5 PM to the end of Sunday: this weekend's from Friday
    /// to Sunday, what is left of it; the coming one from Monday to
    /// Thursday.
    ThisWeekend,
}

impl Window {
    /// Its moments at `clock`: from now (or the weekend's start, if later)
    /// until its end. Found once for a whole list.
    pub fn at(self, clock: CityClock) -> Span {
        let now = moment(clock);
        let today = clock.today;
        let (from, until) = match self {
            Window::Tonight => (now, (today.to_days() + 1) * DAY),
            Window::ThisWeekend => {
                let (friday, monday) = weekend_days(today);
                let start = friday.to_days() * DAY + i64::from(WEEKEND_STARTS_MINUTES);
                (now.max(start), monday.to_days() * DAY)
            }
        };
        Span {
            from,
            until,
            // An event's hours end before the second midnight after its
            // day starts (at most '11:59 PM – 11:58 PM').
            earliest: Date::from_days(from.div_euclid(DAY) - 1),
            latest: Date::from_days((until - 1).div_euclid(DAY)),
        }
    }

    fn bounds(self, clock: CityClock) -> (Moment, Moment) {
        let span = self.at(clock);
        (span.from, span.until)
    }

    /// Whether an event with these hours is on in the window at `clock`.
    pub fn contains(self, hours: &EventHours, clock: CityClock) -> bool {
        self.at(clock).contains(hours)
    }

    /// When, after `clock`, the window's list of `events` next changes: the
    /// first moment one of them leaves it, or the window ends. Only time
    /// passing is counted; an edit to the guide changes it too.
    pub fn next_change<'a>(
        self,
        events: impl IntoIterator<Item = &'a EventHours>,
        clock: CityClock,
    ) -> CityClock {
        let (from, until) = self.bounds(clock);
        let first_leaving = events
            .into_iter()
            .filter_map(|hours| hours.leaves(from, until))
            .filter(|&leaves| leaves < until)
            .min();
        clock_of(first_leaving.unwrap_or(until).max(moment(clock) + 1))
    }
}

/// A window's moments at a clock: from (included) until (excluded).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Span {
    from: Moment,
    until: Moment,
    /// The days an event must reach and start by to be on in it: most of
    /// a list is told apart by comparing dates alone.
    earliest: Date,
    latest: Date,
}

impl Span {
    /// Whether an event with these hours is on at some moment of it.
    pub fn contains(&self, hours: &EventHours) -> bool {
        hours.last >= self.earliest
            && hours.first <= self.latest
            && hours.on_between(self.from, self.until)
    }

    /// The first day whose hours are on in it (a late show's is the day it
    /// starts), if any: where the weekly e-mail lists an event.
    pub fn first_day(&self, hours: &EventHours) -> Option<Date> {
        if hours.last < self.earliest || hours.first > self.latest {
            return None;
        }
        let (first, _) = hours.days_overlapping(self.from, self.until)?;
        Some(Date::from_days(first))
    }
}

/// The Friday and the Monday after it of the weekend `today` is in (Friday
/// to Sunday) or, on a weekday, the coming one.
pub fn weekend_days(today: Date) -> (Date, Date) {
    // 0 = Monday … 4 = Friday, 6 = Sunday.
    let weekday = today.weekday() as i64;
    let friday = today.add_days(4 - weekday);
    (friday, friday.add_days(3))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::time::date::CityZone;

    fn d(text: &str) -> Date {
        Date::parse(text).unwrap()
    }

    fn at(day: &str, hour: u16, minute: u16) -> CityClock {
        CityClock {
            today: d(day),
            minutes: hour * 60 + minute,
        }
    }

    fn hours(date: &str, end: Option<&str>, time: Option<&str>) -> EventHours {
        EventHours::new(d(date), end.map(d), time)
    }

    #[test]
    fn an_events_hours_come_from_its_time_text() {
        let show = hours("2026-11-27", None, Some("7:30 PM"));
        assert_eq!((show.start, show.end), (19 * 60 + 30, 21 * 60 + 30));
        let late = hours("2026-11-27", None, Some("9 PM - 1 AM"));
        assert_eq!((late.start, late.end), (21 * 60, 25 * 60));
        let day = hours("2026-11-27", None, Some("All day"));
        assert_eq!((day.start, day.end), (0, 24 * 60));
        // An end before the start is a single day.
        assert_eq!(
            hours("2026-11-27", Some("2026-11-20"), None).last,
            d("2026-11-27")
        );
    }

    #[test]
    fn tonight_is_on_now_or_later_today() {
        let six_pm = at("2026-11-26", 18, 0);
        let on = |h: EventHours| Window::Tonight.contains(&h, six_pm);
        assert!(on(hours("2026-11-26", None, Some("8 PM"))), "later today");
        assert!(
            on(hours("2026-11-26", None, Some("5 PM"))),
            "started, on for 2 h"
        );
        assert!(!on(hours("2026-11-26", None, Some("3 PM"))), "over at 5");
        assert!(
            !on(hours("2026-11-26", None, Some("2 PM - 6 PM"))),
            "ends now"
        );
        assert!(on(hours("2026-11-26", None, Some("2 PM - 6:01 PM"))));
        assert!(on(hours("2026-11-26", None, None)), "all day");
        assert!(!on(hours("2026-11-27", None, Some("12:30 AM"))), "tomorrow");
        assert!(!on(hours("2026-11-25", None, None)), "yesterday");
        // A festival running through today, at its daily hours.
        assert!(on(hours("2026-11-20", Some("2026-11-30"), None)));
        assert!(on(hours(
            "2026-11-20",
            Some("2026-11-30"),
            Some("5 PM - 10 PM")
        )));
        assert!(!on(hours(
            "2026-11-20",
            Some("2026-11-30"),
            Some("10 AM - 4 PM")
        )));
        assert!(!on(hours("2026-11-20", Some("2026-11-25"), None)), "ended");
    }

    #[test]
    fn a_page_left_open_past_midnight_moves_on() {
        let late_show = hours("2026-11-26", None, Some("10 PM - 1 AM"));
        let brunch = hours("2026-11-27", None, Some("11 AM"));
        let before = at("2026-11-26", 23, 59);
        let after = at("2026-11-27", 0, 1);
        assert!(Window::Tonight.contains(&late_show, before));
        assert!(!Window::Tonight.contains(&brunch, before));
        // After midnight, last night's show is still on now, and today's
        // brunch is later today.
        assert!(Window::Tonight.contains(&late_show, after));
        assert!(Window::Tonight.contains(&brunch, after));
        assert!(!Window::Tonight.contains(&late_show, at("2026-11-27", 1, 0)));
    }

    #[test]
    fn the_next_day_on_is_todays_while_its_hours_last() {
        let late = hours("2026-12-05", None, Some("9 PM - 1 AM"));
        assert_eq!(
            late.next_day_on(at("2026-12-04", 12, 0)),
            Some(d("2026-12-05"))
        );
        assert_eq!(
            late.next_day_on(at("2026-12-06", 0, 30)),
            Some(d("2026-12-05"))
        );
        assert_eq!(late.next_day_on(at("2026-12-06", 1, 0)), None);
        let run = hours("2026-12-01", Some("2026-12-03"), Some("10 AM - 5 PM"));
        assert_eq!(
            run.next_day_on(at("2026-12-02", 16, 59)),
            Some(d("2026-12-02"))
        );
        assert_eq!(
            run.next_day_on(at("2026-12-02", 17, 0)),
            Some(d("2026-12-03"))
        );
        assert_eq!(run.next_day_on(at("2026-12-03", 17, 0)), None);
        let fair = hours("2026-12-05", None, None);
        assert_eq!(
            fair.next_day_on(at("2026-12-05", 8, 0)),
            Some(d("2026-12-05"))
        );
    }

    #[test]
    fn the_weekend_is_friday_evening_to_sunday() {
        for (today, friday) in [
            ("2026-11-23", "2026-11-27"), // Monday
            ("2026-11-26", "2026-11-27"), // Thursday
            ("2026-11-27", "2026-11-27"), // Friday
            ("2026-11-29", "2026-11-27"), // Sunday
            ("2026-11-30", "2026-12-04"), // Monday again
        ] {
            assert_eq!(weekend_days(d(today)).0, d(friday), "{today}");
        }
        let thursday = at("2026-11-26", 12, 0);
        let on = |h: EventHours| Window::ThisWeekend.contains(&h, thursday);
        assert!(
            on(hours("2026-11-27", None, Some("7 PM"))),
            "Friday evening"
        );
        assert!(on(hours("2026-11-27", None, Some("5 PM"))), "from 5 PM");
        assert!(
            !on(hours("2026-11-27", None, Some("10 AM - 2 PM"))),
            "Friday daytime"
        );
        assert!(!on(hours("2026-11-27", None, Some("3 PM"))), "over by 5");
        assert!(
            on(hours("2026-11-27", None, Some("3 PM - 6 PM"))),
            "runs into the evening"
        );
        assert!(on(hours("2026-11-27", None, None)), "all Friday");
        assert!(
            on(hours("2026-11-29", None, Some("11:30 PM"))),
            "Sunday night"
        );
        assert!(!on(hours("2026-11-30", None, Some("12:30 AM"))), "Monday");
        assert!(!on(hours("2026-11-26", None, Some("8 PM"))), "Thursday");
        // A run across the weekend, even at weekday hours only.
        assert!(on(hours("2026-11-20", Some("2026-12-10"), None)));
        assert!(on(hours("2026-11-28", None, Some("9 PM - 1 AM"))));
        // Saturday night: Friday's shows are over, Sunday's to come.
        let saturday = at("2026-11-28", 21, 0);
        assert!(!Window::ThisWeekend.contains(&hours("2026-11-27", None, Some("8 PM")), saturday));
        assert!(Window::ThisWeekend.contains(&hours("2026-11-29", None, Some("2 PM")), saturday));
        // Friday morning: the evening is still to come, the morning is not it.
        let friday_morning = at("2026-11-27", 9, 0);
        assert!(
            !Window::ThisWeekend
                .contains(&hours("2026-11-27", None, Some("10 AM")), friday_morning)
        );
    }

    #[test]
    fn clock_changes_and_new_year() {
        let zone = CityZone::NEW_YORK;
        let ms = |text: &str| {
            chrono::DateTime::parse_from_rfc3339(text)
                .unwrap()
                .timestamp_millis()
        };
        // Sunday 1 November 2026, 1:30 AM, the second time (EST): Saturday
        // night's late show is still on, the weekend ends at Sunday's end.
        let fall_back = CityClock::at(zone, ms("2026-11-01T06:30:00Z")).unwrap();
        assert_eq!(fall_back, at("2026-11-01", 1, 30));
        let late = hours("2026-10-31", None, Some("10 PM - 2 AM"));
        assert!(Window::Tonight.contains(&late, fall_back));
        assert!(Window::ThisWeekend.contains(&late, fall_back));
        assert!(Window::ThisWeekend.contains(&hours("2026-11-01", None, Some("9 PM")), fall_back));
        // Sunday 14 March 2027 at 3:30 AM EDT (2 AM did not happen).
        let spring = CityClock::at(zone, ms("2027-03-14T07:30:00Z")).unwrap();
        assert_eq!(spring, at("2027-03-14", 3, 30));
        assert!(!Window::Tonight.contains(&hours("2027-03-14", None, Some("1 AM")), spring));
        assert!(Window::Tonight.contains(&hours("2027-03-14", None, Some("3 AM")), spring));
        // New Year's Eve is a Thursday in 2026: the weekend is 1–3 January.
        let eve = at("2026-12-31", 20, 0);
        let fireworks = hours("2026-12-31", None, Some("11:30 PM - 12:30 AM"));
        assert!(Window::Tonight.contains(&fireworks, eve));
        assert!(!Window::ThisWeekend.contains(&fireworks, eve));
        assert!(Window::ThisWeekend.contains(&hours("2027-01-01", None, Some("7 PM")), eve));
        assert!(Window::ThisWeekend.contains(&hours("2027-01-03", None, None), eve));
        assert!(!Window::ThisWeekend.contains(&hours("2027-01-04", None, None), eve));
        assert!(Window::Tonight.contains(&fireworks, at("2027-01-01", 0, 10)));
    }

    #[test]
    fn a_list_changes_when_an_event_ends_or_the_window_does() {
        let six_pm = at("2026-11-26", 18, 0);
        let early = hours("2026-11-26", None, Some("5 PM - 7 PM"));
        let late = hours("2026-11-26", None, Some("8 PM"));
        let night = hours("2026-11-26", None, Some("11 PM - 2 AM"));
        let change = |events: &[EventHours], clock| Window::Tonight.next_change(events, clock);
        assert_eq!(change(&[early, late], six_pm), at("2026-11-26", 19, 0));
        assert_eq!(change(&[late], six_pm), at("2026-11-26", 22, 0));
        // A show past midnight stays; the day's end changes the list.
        assert_eq!(change(&[night], six_pm), at("2026-11-27", 0, 0));
        assert_eq!(change(&[], six_pm), at("2026-11-27", 0, 0));
        // The weekend's list changes when its last show ends, or on Monday.
        let festival = hours("2026-11-27", Some("2026-11-29"), Some("10 AM - 6 PM"));
        assert_eq!(
            Window::ThisWeekend.next_change(&[festival], six_pm),
            at("2026-11-29", 18, 0)
        );
        assert_eq!(
            Window::ThisWeekend.next_change(&[], six_pm),
            at("2026-11-30", 0, 0)
        );
    }
}
