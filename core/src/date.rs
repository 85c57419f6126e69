//! A civil (calendar) date in UTC.
//!
//! Core reads no clock and pulls in no date library: the browser's WASM stays
//! small, and "today" is always an argument. Event dates travel as ISO strings
//! (`2026-12-05` or a full timestamp); the spec displays them in UTC, so a
//! timestamp with an offset is converted to its UTC calendar day.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A proleptic Gregorian calendar date.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    year: i32,
    month: u8,
    day: u8,
}

pub const MONTH_NAMES: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

pub const WEEKDAY_NAMES: [&str; 7] = [
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
    "Sunday",
];

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DateParseError(pub String);

impl fmt::Display for DateParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not a valid date: '{}'", self.0)
    }
}

impl std::error::Error for DateParseError {}

pub fn is_leap_year(year: i32) -> bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
}

pub fn days_in_month(year: i32, month: u8) -> u8 {
    match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if is_leap_year(year) => 29,
        2 => 28,
        _ => 0,
    }
}

impl Date {
    /// A date, or `None` when the month or day does not exist.
    pub fn new(year: i32, month: u8, day: u8) -> Option<Date> {
        let valid = (1..=12).contains(&month) && day >= 1 && day <= days_in_month(year, month);
        valid.then_some(Date { year, month, day })
    }

    pub fn year(self) -> i32 {
        self.year
    }

    /// 1 = January.
    pub fn month(self) -> u8 {
        self.month
    }

    pub fn day(self) -> u8 {
        self.day
    }

    /// Days since 1970-01-01 (negative before). Howard Hinnant's `days_from_civil`.
    pub fn to_days(self) -> i64 {
        let y = i64::from(self.year) - i64::from(self.month <= 2);
        let era = y.div_euclid(400);
        let yoe = y - era * 400;
        let m = i64::from(self.month);
        let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + i64::from(self.day) - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        era * 146_097 + doe - 719_468
    }

    /// Inverse of [`Date::to_days`].
    pub fn from_days(days: i64) -> Date {
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z - era * 146_097;
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = (doy - (153 * mp + 2) / 5 + 1) as u8;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u8;
        let year = (yoe + era * 400 + i64::from(month <= 2)) as i32;
        Date { year, month, day }
    }

    pub fn add_days(self, days: i64) -> Date {
        Date::from_days(self.to_days() + days)
    }

    /// 0 = Monday … 6 = Sunday.
    pub fn weekday(self) -> usize {
        // 1970-01-01 was a Thursday (index 3).
        (self.to_days() + 3).rem_euclid(7) as usize
    }

    pub fn month_name(self) -> &'static str {
        MONTH_NAMES[usize::from(self.month - 1)]
    }

    /// First three letters of the month, as in 'Dec 5'.
    pub fn month_abbrev(self) -> &'static str {
        &self.month_name()[..3]
    }

    pub fn weekday_name(self) -> &'static str {
        WEEKDAY_NAMES[self.weekday()]
    }

    /// `(year, month)` of the following calendar month (December → January).
    pub fn next_month(self) -> (i32, u8) {
        if self.month == 12 {
            (self.year + 1, 1)
        } else {
            (self.year, self.month + 1)
        }
    }

    /// Parses `YYYY-MM-DD`, optionally followed by `T` or a space and a time
    /// with an optional `Z` or `±HH:MM` / `±HHMM` offset; a time with an offset
    /// is converted to its UTC calendar day.
    pub fn parse(input: &str) -> Result<Date, DateParseError> {
        let err = || DateParseError(input.to_string());
        let s = input.trim();
        let bytes = s.as_bytes();
        if bytes.len() < 10 || bytes[4] != b'-' || bytes[7] != b'-' {
            return Err(err());
        }
        let year: i32 = digits(&s[0..4]).ok_or_else(err)?;
        let month: u8 = digits(&s[5..7]).ok_or_else(err)?;
        let day: u8 = digits(&s[8..10]).ok_or_else(err)?;
        let date = Date::new(year, month, day).ok_or_else(err)?;
        let rest = &s[10..];
        if rest.is_empty() {
            return Ok(date);
        }
        let time = rest.strip_prefix(['T', 't', ' ']).ok_or_else(err)?;
        let minutes_of_day = parse_time_minutes(time).ok_or_else(err)?;
        let offset = parse_offset_minutes(time).ok_or_else(err)?;
        let utc_minutes = minutes_of_day - offset;
        Ok(date.add_days(utc_minutes.div_euclid(24 * 60)))
    }
}

fn digits<T: FromStr>(s: &str) -> Option<T> {
    if s.bytes().all(|b| b.is_ascii_digit()) {
        s.parse().ok()
    } else {
        None
    }
}

/// Minutes since midnight of `HH:MM[:SS[.fff]]…`.
fn parse_time_minutes(time: &str) -> Option<i64> {
    let b = time.as_bytes();
    if b.len() < 5 || b[2] != b':' {
        return None;
    }
    let hours: i64 = digits(&time[0..2])?;
    let minutes: i64 = digits(&time[3..5])?;
    (hours <= 24 && minutes < 60).then_some(hours * 60 + minutes)
}

/// The UTC offset in minutes at the end of a time: `Z`, `±HH:MM`, `±HHMM`,
/// `±HH`, or none (read as UTC).
fn parse_offset_minutes(time: &str) -> Option<i64> {
    let clock_len = time
        .find(|c: char| !(c.is_ascii_digit() || c == ':' || c == '.'))
        .unwrap_or(time.len());
    let clock = &time[..clock_len];
    let zone = &time[clock_len..];
    // Seconds and fractions must be digits where present.
    if clock.len() > 5 && !clock[5..].starts_with(':') {
        return None;
    }
    match zone {
        "" | "Z" | "z" => Some(0),
        _ => {
            let sign = match zone.as_bytes()[0] {
                b'+' => 1,
                b'-' => -1,
                _ => return None,
            };
            let body: String = zone[1..].chars().filter(|&c| c != ':').collect();
            if !(body.len() == 2 || body.len() == 4) {
                return None;
            }
            let hours: i64 = digits(&body[0..2])?;
            let minutes: i64 = if body.len() == 4 {
                digits(&body[2..4])?
            } else {
                0
            };
            (hours <= 14 && minutes < 60).then_some(sign * (hours * 60 + minutes))
        }
    }
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

impl FromStr for Date {
    type Err = DateParseError;
    fn from_str(s: &str) -> Result<Date, DateParseError> {
        Date::parse(s)
    }
}

impl Serialize for Date {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Date {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Date, D::Error> {
        let text = std::borrow::Cow::<str>::deserialize(deserializer)?;
        Date::parse(&text).map_err(serde::de::Error::custom)
    }
}

// ------------------------------------------------------- the city's calendar

/// The n-th (1-based) `weekday` (0 = Monday) of a month.
fn nth_weekday(year: i32, month: u8, weekday: usize, n: i64) -> Date {
    let first = Date::new(year, month, 1).expect("valid month");
    let shift = (weekday as i64 - first.weekday() as i64).rem_euclid(7);
    first.add_days(shift + 7 * (n - 1))
}

fn last_weekday(year: i32, month: u8, weekday: usize) -> Date {
    let last_day = days_in_month(year, month);
    let last = Date::new(year, month, last_day).expect("valid month");
    let back = (last.weekday() as i64 - weekday as i64).rem_euclid(7);
    last.add_days(-back)
}

/// UTC offset of America/New_York at a UTC instant (minutes since the epoch).
pub fn new_york_offset_minutes(utc_minutes: i64) -> i64 {
    let year = Date::from_days(utc_minutes.div_euclid(1440)).year();
    let (start, end) = if year >= 2007 {
        (nth_weekday(year, 3, 6, 2), nth_weekday(year, 11, 6, 1))
    } else {
        (nth_weekday(year, 4, 6, 1), last_weekday(year, 10, 6))
    };
    // 2:00 local: 07:00 UTC in standard time, 06:00 UTC in daylight time.
    let start = start.to_days() * 1440 + 7 * 60;
    let end = end.to_days() * 1440 + 6 * 60;
    if (start..end).contains(&utc_minutes) {
        -240
    } else {
        -300
    }
}

/// The calendar date in the guide's city (Florida: America/New_York) at a
/// UTC instant given in milliseconds since the epoch. "Today" for the
/// guide is the city's today, whoever asks and from wherever; core reads
/// no clock, so the caller passes the instant.
pub fn city_today(unix_ms: i64) -> Date {
    let utc_minutes = unix_ms.div_euclid(60_000);
    let local = utc_minutes + new_york_offset_minutes(utc_minutes);
    Date::from_days(local.div_euclid(1440))
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_city_today_is_new_york_time() {
        let ms = |date: &str, hour: i64, minute: i64| {
            (Date::parse(date).unwrap().to_days() * 1440 + hour * 60 + minute) * 60_000
        };
        // Winter (EST, UTC-5): 04:59 UTC is still the evening before.
        assert_eq!(
            city_today(ms("2026-11-24", 4, 59)).to_string(),
            "2026-11-23"
        );
        assert_eq!(city_today(ms("2026-11-24", 5, 0)).to_string(), "2026-11-24");
        // Summer (EDT, UTC-4).
        assert_eq!(
            city_today(ms("2026-07-01", 3, 59)).to_string(),
            "2026-06-30"
        );
        assert_eq!(city_today(ms("2026-07-01", 4, 0)).to_string(), "2026-07-01");
        // New Year's Eve in Sarasota while it is already next year in UTC.
        assert_eq!(city_today(ms("2027-01-01", 2, 0)).to_string(), "2026-12-31");
        // Before 1970 and on the days the clocks change.
        assert_eq!(
            city_today(ms("1969-12-31", 12, 0)).to_string(),
            "1969-12-31"
        );
        assert_eq!(
            new_york_offset_minutes(ms("2026-03-08", 6, 59) / 60_000),
            -300
        );
        assert_eq!(
            new_york_offset_minutes(ms("2026-03-08", 7, 0) / 60_000),
            -240
        );
        assert_eq!(
            new_york_offset_minutes(ms("2026-11-01", 5, 59) / 60_000),
            -240
        );
        assert_eq!(
            new_york_offset_minutes(ms("2026-11-01", 6, 0) / 60_000),
            -300
        );
    }

    use super::*;

    fn d(s: &str) -> Date {
        Date::parse(s).unwrap()
    }

    #[test]
    fn round_trips_days_across_eras() {
        for days in [-800_000, -1, 0, 1, 11_016, 20_000, 2_932_896] {
            assert_eq!(Date::from_days(days).to_days(), days);
        }
        assert_eq!(Date::from_days(0), d("1970-01-01"));
        assert_eq!(d("2000-03-01").to_days() - d("2000-02-28").to_days(), 2);
    }

    #[test]
    fn knows_leap_days() {
        assert!(Date::new(2028, 2, 29).is_some());
        assert!(Date::new(2026, 2, 29).is_none());
        assert!(Date::new(1900, 2, 29).is_none());
        assert!(Date::new(2000, 2, 29).is_some());
        assert_eq!(d("2028-02-28").add_days(1), d("2028-02-29"));
        assert_eq!(d("2028-02-29").add_days(1), d("2028-03-01"));
    }

    #[test]
    fn rejects_impossible_and_malformed_dates() {
        for bad in [
            "",
            "  ",
            "2026-13-01",
            "2026-00-10",
            "2026-04-31",
            "26-01-01",
            "2026/01/01",
            "2026-01-01X",
            "2026-1-01",
            "２０２６-01-01",
            "2026-01-01T25:61",
        ] {
            assert!(Date::parse(bad).is_err(), "{bad:?} should be refused");
        }
    }

    #[test]
    fn converts_timestamps_to_their_utc_day() {
        assert_eq!(d("2026-12-05T00:00:00.000Z"), d("2026-12-05"));
        assert_eq!(d("2026-12-05T21:00:00-05:00"), d("2026-12-06"));
        assert_eq!(d("2026-12-05T21:00:00-0500"), d("2026-12-06"));
        assert_eq!(d("2026-12-05T01:00:00+02:00"), d("2026-12-04"));
        assert_eq!(d("2026-12-31T23:30:00-01:00"), d("2027-01-01"));
        assert_eq!(d("2026-12-05 19:30"), d("2026-12-05"));
    }

    #[test]
    fn names_weekdays_and_months() {
        assert_eq!(d("2026-11-22").weekday_name(), "Sunday");
        assert_eq!(d("1970-01-01").weekday_name(), "Thursday");
        assert_eq!(d("2026-09-30").month_abbrev(), "Sep");
        assert_eq!(d("2026-12-15").next_month(), (2027, 1));
        assert_eq!(d("2026-05-15").next_month(), (2026, 6));
    }

    #[test]
    fn serializes_as_iso_string() {
        let date = d("2026-01-09");
        assert_eq!(serde_json::to_string(&date).unwrap(), "\"2026-01-09\"");
        let back: Date = serde_json::from_str("\"2026-01-09T10:00:00Z\"").unwrap();
        assert_eq!(back, date);
        assert!(serde_json::from_str::<Date>("\"yesterday\"").is_err());
    }
}
