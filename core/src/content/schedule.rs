//! When repeating things fall: a season of the year (the holiday shows) and
//! a weekly series (a Saturday market). A series is listed as one event per
//! day over a bounded window, the same for the demo as for a source's feed,
//! so the list shows each day's card and the search one item.

use crate::time::date::Date;

/// How far ahead the days of a series are listed…
pub const SERIES_WINDOW_DAYS: i64 = 180;
/// …and at most how many of them.
pub const SERIES_MAX_OCCURRENCES: usize = 60;

/// A day of the year, `MM-DD`, whatever the year.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MonthDay {
    month: u8,
    day: u8,
}

impl MonthDay {
    /// `MM-DD`; None for a day no year has.
    pub fn parse(text: &str) -> Option<MonthDay> {
        let (month, day) = text.trim().split_once('-')?;
        let (month, day) = (month.parse().ok()?, day.parse().ok()?);
        // 2024 is a leap year: February 29 is a day of the year.
        Date::new(2024, month, day)?;
        Some(MonthDay { month, day })
    }

    /// This day in `year`; February 29 is the 28th in a common year.
    fn in_year(self, year: i32) -> Date {
        Date::new(year, self.month, self.day)
            .or_else(|| Date::new(year, self.month, self.day - 1))
            .expect("a day of the year")
    }
}

/// A window of the year, first to last day inclusive; it may wrap past
/// December 31 (`12-15` to `01-06`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Season {
    pub from: MonthDay,
    pub to: MonthDay,
}

impl Season {
    /// The season's dates that `today` falls in, or else the next ones: a
    /// season that is running is this year's, not next year's.
    pub fn running_or_next(self, today: Date) -> (Date, Date) {
        for year in [today.year() - 1, today.year(), today.year() + 1] {
            let from = self.from.in_year(year);
            let mut to = self.to.in_year(year);
            if to < from {
                to = self.to.in_year(year + 1);
            }
            if to >= today {
                return (from, to);
            }
        }
        unreachable!("a season comes back within a year")
    }

    /// The first and last day of a run of `length` more days (0 for one
    /// day) in the season that is running or comes next, still on by
    /// `today`. It starts `offset` days from today where that fits, else as
    /// far into the span it fits in; a run longer than the season fills it.
    pub fn place(self, today: Date, offset: i64, length: i64) -> (Date, Date) {
        let (from, to) = self.running_or_next(today);
        let length = length.clamp(0, to.to_days() - from.to_days());
        let last_start = to.add_days(-length);
        // A run that started before today is on if it has not ended.
        let first_start = from.max(today.add_days(-length));
        let wanted = today.add_days(offset);
        let start = if (first_start..=last_start).contains(&wanted) {
            wanted
        } else {
            let span = last_start.to_days() - first_start.to_days() + 1;
            first_start.add_days(offset.rem_euclid(span))
        };
        (start, start.add_days(length))
    }
}

/// The days of a weekly series on `weekday` (0 = Monday) from `today`
/// through the window, first to last.
pub fn weekly(weekday: usize, today: Date) -> Vec<Date> {
    let first = today.add_days(((weekday % 7 + 7 - today.weekday()) % 7) as i64);
    let last = today.add_days(SERIES_WINDOW_DAYS);
    (0..)
        .map(|week| first.add_days(7 * week))
        .take_while(|date| *date <= last)
        .take(SERIES_MAX_OCCURRENCES)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> Date {
        Date::parse(s).unwrap()
    }

    fn season(from: &str, to: &str) -> Season {
        Season {
            from: MonthDay::parse(from).unwrap(),
            to: MonthDay::parse(to).unwrap(),
        }
    }

    #[test]
    fn a_running_season_is_this_years() {
        let lights = season("11-21", "12-31");
        // Holiday Lights runs Nov 21 – Dec 31: on Nov 26 that is now.
        assert_eq!(
            lights.place(d("2026-11-26"), -3, 40),
            (d("2026-11-21"), d("2026-12-31"))
        );
        assert_eq!(
            lights.running_or_next(d("2026-12-31")),
            (d("2026-11-21"), d("2026-12-31"))
        );
        // Over: next year's. Not yet open: this year's.
        assert_eq!(
            lights.running_or_next(d("2027-01-01")),
            (d("2027-11-21"), d("2027-12-31"))
        );
        assert_eq!(
            lights.place(d("2026-07-04"), -3, 40),
            (d("2026-11-21"), d("2026-12-31"))
        );
    }

    #[test]
    fn a_season_may_wrap_past_new_year() {
        let twelfth_night = season("12-15", "01-06");
        assert_eq!(
            twelfth_night.running_or_next(d("2027-01-02")),
            (d("2026-12-15"), d("2027-01-06"))
        );
        assert_eq!(
            twelfth_night.running_or_next(d("2027-01-07")),
            (d("2027-12-15"), d("2028-01-06"))
        );
    }

    #[test]
    fn a_run_lands_inside_its_season_and_is_still_on() {
        let holidays = season("11-20", "12-31");
        let first = d("2026-01-01");
        for today in (0..730).map(|n| first.add_days(n)) {
            for (offset, length) in [(-3, 0), (0, 2), (24, 2), (11, 10), (200, 1), (-40, 5)] {
                let (start, end) = holidays.place(today, offset, length);
                let (from, to) = holidays.running_or_next(today);
                assert!(start >= from && end <= to, "{today} {offset}+{length}");
                assert!(end >= today, "{today} {offset}+{length} is over");
                assert_eq!(end.to_days() - start.to_days(), length);
            }
        }
        // Where it fits, the run starts where it was asked to.
        assert_eq!(
            holidays.place(d("2026-11-26"), 24, 2),
            (d("2026-12-20"), d("2026-12-22"))
        );
    }

    #[test]
    fn february_29_is_the_28th_in_a_common_year() {
        let leap = season("02-29", "03-01");
        assert_eq!(
            leap.running_or_next(d("2027-01-10")),
            (d("2027-02-28"), d("2027-03-01"))
        );
        assert!(MonthDay::parse("02-30").is_none());
        assert!(MonthDay::parse("13-01").is_none());
        assert!(MonthDay::parse("soon").is_none());
    }

    #[test]
    fn a_weekly_series_falls_on_each_of_its_days_in_the_window() {
        // Thursday Nov 26, 2026: the market is on Saturday the 28th.
        let saturdays = weekly(5, d("2026-11-26"));
        assert_eq!(saturdays[0], d("2026-11-28"));
        assert_eq!(saturdays[1], d("2026-12-05"));
        assert!(saturdays.iter().all(|day| day.weekday() == 5));
        assert!(
            saturdays
                .windows(2)
                .all(|w| w[1].to_days() - w[0].to_days() == 7)
        );
        let last = *saturdays.last().unwrap();
        assert!(last <= d("2026-11-26").add_days(SERIES_WINDOW_DAYS));
        assert!(last.add_days(7) > d("2026-11-26").add_days(SERIES_WINDOW_DAYS));
        // On the day itself, that day is the first.
        assert_eq!(weekly(5, d("2026-11-28"))[0], d("2026-11-28"));
    }
}
