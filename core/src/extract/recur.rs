//! Recurring events (ICS RRULE, RDATE and EXDATE; schema.org
//! eventSchedule) listed over a bounded window. The `rrule` crate expands
//! the rule as RFC 5545 says; what is the guide's own is the lenient reading
//! real feeds need, and the city's calendar: occurrences are wall-clock
//! times in the city's zone, so a weekly 7 PM show stays at 7 PM across a
//! clock change.

use rrule::{Frequency, RRule, Tz, Unvalidated};

use super::dates::{When, parse_when};
use crate::time::date::{CityZone, Date};

/// The bounded window occurrences are listed in.
#[derive(Debug, Clone, Copy)]
pub struct Window {
    pub from: Date,
    pub to: Date,
    pub max: usize,
}

/// A series as a feed states it.
#[derive(Debug, Clone)]
pub struct Series {
    /// None for a series of RDATEs alone.
    pub rule: Option<RRule<Unvalidated>>,
    /// The rule's end, read by the guide's own date reader (feeds write it
    /// as a date, a UTC time or a wall-clock time, whatever DTSTART is).
    pub until: Option<When>,
    /// RDATE: dates added to the rule's.
    pub extra: Vec<Date>,
    /// EXDATE, and the dates that overriding instances (RECURRENCE-ID)
    /// replace. Matched by date: feeds write them in another form than
    /// DTSTART (a date, or UTC) often enough.
    pub except: Vec<Date>,
}

/// The rule parts the guide reads; hours, minutes and seconds are left out
/// because the guide lists days.
const PARTS: [&str; 9] = [
    "FREQ",
    "INTERVAL",
    "COUNT",
    "BYDAY",
    "BYMONTHDAY",
    "BYMONTH",
    "BYYEARDAY",
    "BYWEEKNO",
    "BYSETPOS",
];

impl Series {
    pub fn new(rule: RRule<Unvalidated>) -> Series {
        Series {
            rule: Some(rule),
            until: None,
            extra: Vec::new(),
            except: Vec::new(),
        }
    }

    /// An RRULE value, read leniently: names in any case, spaces and empty
    /// parts ignored, vendor parts (`X-…`) and WKST left out, UNTIL in any
    /// form the guide reads dates in. None without a daily to yearly FREQ,
    /// or with a part that cannot be read.
    pub fn parse_rrule(text: &str, zone: CityZone) -> Option<Series> {
        let mut until = None;
        let mut parts = Vec::new();
        for part in text.split(';').filter(|p| !p.trim().is_empty()) {
            let (key, value) = part.split_once('=')?;
            let key = key.trim().to_ascii_uppercase();
            let value = value.trim();
            if key == "UNTIL" {
                until = Some(parse_when(value, zone).ok()?);
            } else if PARTS.contains(&key.as_str()) {
                parts.push(format!("{key}={}", value.to_ascii_uppercase()));
            }
        }
        let rule: RRule<Unvalidated> = parts.join(";").parse().ok()?;
        let daily_or_longer = matches!(
            rule.get_freq(),
            Frequency::Daily | Frequency::Weekly | Frequency::Monthly | Frequency::Yearly
        );
        // The crate takes an INTERVAL of 0, which RFC 5545 does not allow.
        (daily_or_longer && rule.get_interval() > 0).then(|| Series {
            until,
            ..Series::new(rule)
        })
    }
}

/// The dates of `series` from `start` inside the window, first to last, at
/// most `window.max`. COUNT counts from the start, excepted dates included,
/// as RFC 5545 says. A rule that ends before it starts has only its start.
/// An error names a rule the crate refuses (BYWEEKNO in a monthly rule, say).
pub fn expand(
    start: When,
    series: &Series,
    zone: CityZone,
    window: Window,
) -> Result<Vec<Date>, String> {
    let minutes = start.minutes.unwrap_or(0);
    let at = |date: Date, minutes: u16| {
        let instant = zone.instant(date, minutes);
        instant.with_timezone(&Tz::from(instant.timezone()))
    };
    let first = at(start.date, minutes);
    let mut dates: Vec<Date> = match &series.rule {
        None => vec![start.date],
        Some(rule) => {
            let mut rule = rule.clone();
            let until = series
                .until
                .map(|until| at(until.date, until.minutes.unwrap_or(23 * 60 + 59)));
            match until {
                Some(until) if until < first => vec![start.date],
                // The crate wants UNTIL in UTC when DTSTART has a zone.
                until => {
                    if let Some(until) = until {
                        rule = rule.until(until.with_timezone(&Tz::UTC));
                    }
                    let set = rule.build(first).map_err(|error| error.to_string())?;
                    // Excepted dates are dropped afterwards: ask for enough.
                    let limit = (window.max + series.except.len()).min(usize::from(u16::MAX));
                    set.after(at(window.from, 0))
                        .before(at(window.to, 23 * 60 + 59))
                        .all(limit as u16)
                        .dates
                        .iter()
                        .map(|occurrence| zone.wall_clock_at(occurrence).0)
                        .collect()
                }
            }
        }
    };
    dates.extend(series.extra.iter().copied());
    dates.retain(|date| (window.from..=window.to).contains(date) && !series.except.contains(date));
    dates.sort_unstable();
    dates.dedup();
    dates.truncate(window.max);
    Ok(dates)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> Date {
        Date::parse(s).unwrap()
    }

    fn window(from: &str, to: &str) -> Window {
        Window {
            from: d(from),
            to: d(to),
            max: 100,
        }
    }

    fn on(date: &str) -> When {
        When {
            date: d(date),
            minutes: Some(19 * 60),
        }
    }

    fn series(rrule: &str) -> Series {
        Series::parse_rrule(rrule, CityZone::default()).unwrap()
    }

    fn dates(start: When, series: &Series, w: Window) -> Vec<String> {
        expand(start, series, CityZone::default(), w)
            .unwrap()
            .into_iter()
            .map(|d| d.to_string())
            .collect()
    }

    #[test]
    fn weekly_with_days_count_and_exceptions() {
        let mut weekly = series("FREQ=WEEKLY;BYDAY=TU,TH;COUNT=5");
        weekly.except = vec![d("2026-03-10")];
        assert_eq!(
            dates(
                on("2026-03-03"),
                &weekly,
                window("2026-01-01", "2026-12-31")
            ),
            // COUNT=5 counts the excepted 10th: 3, 5, (10), 12, 17.
            ["2026-03-03", "2026-03-05", "2026-03-12", "2026-03-17"]
        );
    }

    #[test]
    fn window_bounds_and_until() {
        let every_other_day = series("FREQ=DAILY;INTERVAL=2;UNTIL=20260110T000000Z");
        assert_eq!(
            dates(
                on("2026-01-01"),
                &every_other_day,
                window("2026-01-04", "2026-12-31")
            ),
            // UNTIL is 7 PM on the 9th in Sarasota: the 9th's 7 PM is in.
            ["2026-01-05", "2026-01-07", "2026-01-09"]
        );
        // An endless rule stops at the window's end and its maximum.
        let daily = series("FREQ=DAILY");
        let mut w = window("2026-01-01", "2026-01-31");
        assert_eq!(dates(on("1990-01-01"), &daily, w).len(), 31);
        w.max = 5;
        assert_eq!(dates(on("2026-01-01"), &daily, w).len(), 5);
        // UNTIL before the start: the start alone.
        let ended = series("FREQ=WEEKLY;UNTIL=20250101");
        assert_eq!(
            dates(on("2026-01-06"), &ended, window("2026-01-01", "2026-12-31")),
            ["2026-01-06"]
        );
    }

    #[test]
    fn monthly_and_yearly() {
        let w = window("2026-01-01", "2026-03-31");
        assert_eq!(
            dates(on("2026-01-13"), &series("FREQ=MONTHLY;BYDAY=2TU"), w),
            ["2026-01-13", "2026-02-10", "2026-03-10"]
        );
        assert_eq!(
            dates(
                on("2026-01-30"),
                &series("FREQ=MONTHLY;BYDAY=-1FR;COUNT=2"),
                window("2026-01-01", "2026-12-31")
            ),
            ["2026-01-30", "2026-02-27"]
        );
        assert_eq!(
            dates(
                on("2026-01-31"),
                &series("FREQ=MONTHLY"),
                window("2026-01-01", "2026-05-31")
            ),
            ["2026-01-31", "2026-03-31", "2026-05-31"]
        );
        assert_eq!(
            dates(
                on("2024-07-04"),
                &series("FREQ=YEARLY"),
                window("2025-01-01", "2027-12-31")
            ),
            ["2025-07-04", "2026-07-04", "2027-07-04"]
        );
    }

    #[test]
    fn lenient_reading_and_what_is_refused() {
        // Lower case, spaces, a trailing ';', vendor parts, BYHOUR.
        let relaxed = series(" freq=weekly ; byday=mo ;X-NAME=yes;BYHOUR=19;WKST=SU;");
        assert_eq!(
            dates(
                on("2026-03-02"),
                &relaxed,
                window("2026-03-01", "2026-03-20")
            ),
            ["2026-03-02", "2026-03-09", "2026-03-16"]
        );
        let zone = CityZone::default();
        assert!(Series::parse_rrule("FREQ=SECONDLY", zone).is_none());
        assert!(Series::parse_rrule("FREQ=HOURLY;INTERVAL=2", zone).is_none());
        assert!(Series::parse_rrule("BYDAY=MO", zone).is_none());
        assert!(Series::parse_rrule("FREQ=DAILY;UNTIL=someday", zone).is_none());
        let never = Series::parse_rrule("INTERVAL=0;FREQ=DAILY", zone);
        assert!(never.is_none_or(|never| {
            expand(
                on("2026-01-01"),
                &never,
                zone,
                window("2026-01-01", "2026-01-31"),
            )
            .is_err()
        }));
    }

    #[test]
    fn seven_pm_stays_seven_pm_across_the_clock_change() {
        // The clocks go forward on March 8, 2026: every Friday is still a
        // Friday in Sarasota, none slides to Thursday or Saturday.
        let fridays = series("FREQ=WEEKLY;COUNT=4");
        assert_eq!(
            dates(
                on("2026-02-27"),
                &fridays,
                window("2026-01-01", "2026-12-31")
            ),
            ["2026-02-27", "2026-03-06", "2026-03-13", "2026-03-20"]
        );
        let late = When {
            date: d("2026-10-30"),
            minutes: Some(23 * 60 + 30),
        };
        assert_eq!(
            dates(late, &fridays, window("2026-01-01", "2026-12-31")),
            ["2026-10-30", "2026-11-06", "2026-11-13", "2026-11-20"]
        );
    }

    #[test]
    fn added_dates_and_a_series_of_added_dates_alone() {
        let mut monthly = series("FREQ=MONTHLY;COUNT=2");
        monthly.extra = vec![d("2026-01-20"), d("2026-02-05")];
        assert_eq!(
            dates(
                on("2026-01-05"),
                &monthly,
                window("2026-01-01", "2026-12-31")
            ),
            ["2026-01-05", "2026-01-20", "2026-02-05"]
        );
        let only_dates = Series {
            rule: None,
            until: None,
            extra: vec![d("2026-04-01"), d("2025-01-01")],
            except: vec![],
        };
        assert_eq!(
            dates(
                on("2026-03-01"),
                &only_dates,
                window("2026-01-01", "2026-12-31")
            ),
            ["2026-03-01", "2026-04-01"]
        );
    }
}
