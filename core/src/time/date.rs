//! A calendar date, and the city's time zone.
//!
//! The calendar is chrono's and the zone rules are the IANA database's
//! (chrono-tz, built with only the zones a guide can be configured with:
//! `.cargo/config.toml`). Core reads no clock: "today" is always an
//! argument. Event dates travel as ISO strings (`2026-12-05` or a full
//! timestamp); a timestamp with an offset is read as its UTC calendar day.

use std::fmt;
use std::str::FromStr;

use chrono::{Datelike, Days, Months, NaiveDate, NaiveTime, TimeDelta};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A proleptic Gregorian calendar date: chrono's, with the guide's ISO
/// string form and lenient reading.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date(NaiveDate);

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

const UNIX_EPOCH: NaiveDate = NaiveDate::from_ymd_opt(1970, 1, 1).expect("a real date");

impl Date {
    /// A date, or `None` when the month or day does not exist.
    pub fn new(year: i32, month: u8, day: u8) -> Option<Date> {
        NaiveDate::from_ymd_opt(year, month.into(), day.into()).map(Date)
    }

    pub fn year(self) -> i32 {
        self.0.year()
    }

    /// 1 = January.
    pub fn month(self) -> u8 {
        self.0.month() as u8
    }

    pub fn day(self) -> u8 {
        self.0.day() as u8
    }

    /// Days since 1970-01-01 (negative before): a day number for ranges.
    pub fn to_days(self) -> i64 {
        (self.0 - UNIX_EPOCH).num_days()
    }

    /// Inverse of [`Date::to_days`].
    pub fn from_days(days: i64) -> Date {
        Date(UNIX_EPOCH + TimeDelta::days(days))
    }

    pub fn add_days(self, days: i64) -> Date {
        let step = Days::new(days.unsigned_abs());
        let moved = if days >= 0 {
            self.0.checked_add_days(step)
        } else {
            self.0.checked_sub_days(step)
        };
        Date(moved.expect("a date within chrono's range"))
    }

    /// The number of days in this date's month.
    pub fn days_in_month(self) -> u8 {
        let first = self.0.with_day(1).expect("every month has a first");
        let next = first
            .checked_add_months(Months::new(1))
            .expect("a date within chrono's range");
        (next - first).num_days() as u8
    }

    /// 0 = Monday … 6 = Sunday.
    pub fn weekday(self) -> usize {
        self.0.weekday().num_days_from_monday() as usize
    }

    /// `(year, month)` of the following calendar month (December → January).
    pub fn next_month(self) -> (i32, u8) {
        let next = self
            .0
            .with_day(1)
            .and_then(|first| first.checked_add_months(Months::new(1)));
        let next = next.expect("a date within chrono's range");
        (next.year(), next.month() as u8)
    }

    /// Parses `YYYY-MM-DD`, optionally followed by `T` or a space and a time
    /// with an optional `Z` or `±HH:MM` / `±HHMM` / `±HH` offset; a time with
    /// an offset is converted to its UTC calendar day.
    pub fn parse(input: &str) -> Result<Date, DateParseError> {
        let err = || DateParseError(input.to_string());
        let s = input.trim();
        // chrono reads '2026-1-01' too; the stored form has fixed widths.
        let fixed_width = s.as_bytes().get(..10).is_some_and(|head| {
            head.iter().enumerate().all(|(i, &b)| {
                if i == 4 || i == 7 {
                    b == b'-'
                } else {
                    b.is_ascii_digit()
                }
            })
        });
        if !fixed_width {
            return Err(err());
        }
        let number = |range: std::ops::Range<usize>| s[range].parse::<u32>().map_err(|_| err());
        let date = NaiveDate::from_ymd_opt(number(0..4)? as i32, number(5..7)?, number(8..10)?)
            .ok_or_else(err)?;
        let rest = &s[10..];
        if rest.is_empty() {
            return Ok(Date(date));
        }
        let time = rest.strip_prefix(['T', 't', ' ']).ok_or_else(err)?;
        let clock_len = time
            .find(|c: char| !(c.is_ascii_digit() || c == ':' || c == '.'))
            .unwrap_or(time.len());
        let (clock, zone) = time.split_at(clock_len);
        let clock = clock_time(clock).ok_or_else(err)?;
        let offset_seconds = match zone {
            "" => 0,
            zone => utc_offset_seconds(zone).ok_or_else(err)?,
        };
        let utc = date.and_time(clock) - TimeDelta::seconds(offset_seconds.into());
        Ok(Date(utc.date()))
    }
}

// The readers below are written out rather than chrono's strftime parser:
// that parser and its formatter would double the size of the browser's
// WASM, for three fixed-width fields.

/// `HH:MM`, optionally followed by `:SS` and a fraction.
fn clock_time(clock: &str) -> Option<NaiveTime> {
    let two = |range: std::ops::Range<usize>| {
        let part = clock.get(range)?;
        part.bytes()
            .all(|b| b.is_ascii_digit())
            .then(|| part.parse::<u32>().ok())?
    };
    let seconds = match clock.get(5..) {
        None | Some("") => 0,
        Some(rest) => {
            let fraction = rest.strip_prefix(':')?.get(2..)?;
            let fraction_ok = fraction.is_empty()
                || fraction
                    .strip_prefix('.')
                    .is_some_and(|f| !f.is_empty() && f.bytes().all(|b| b.is_ascii_digit()));
            if !fraction_ok {
                return None;
            }
            two(6..8)?
        }
    };
    (clock.as_bytes().get(2) == Some(&b':')).then_some(())?;
    NaiveTime::from_hms_opt(two(0..2)?, two(3..5)?, seconds)
}

/// `Z`, `±HH:MM`, `±HHMM` or `±HH`.
fn utc_offset_seconds(zone: &str) -> Option<i32> {
    if zone.eq_ignore_ascii_case("z") {
        return Some(0);
    }
    let sign = match zone.as_bytes().first()? {
        b'+' => 1,
        b'-' => -1,
        _ => return None,
    };
    let digits: String = zone[1..].chars().filter(|&c| c != ':').collect();
    if !(digits.len() == 2 || digits.len() == 4) || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let hours: i32 = digits[..2].parse().ok()?;
    let minutes: i32 = digits
        .get(2..)
        .filter(|m| !m.is_empty())
        .map_or(Some(0), |m| m.parse().ok())?;
    (hours <= 14 && minutes < 60).then_some(sign * (hours * 3600 + minutes * 60))
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:04}-{:02}-{:02}",
            self.year(),
            self.month(),
            self.day()
        )
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

// ------------------------------------------------------- the city's clock

/// The guide's time zone: an IANA name (`America/New_York`), a site
/// setting. "Today" and the wall-clock time of a UTC instant are the
/// city's, whoever asks and from wherever.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CityZone(chrono_tz::Tz);

impl Default for CityZone {
    /// Sarasota's.
    fn default() -> Self {
        CityZone::NEW_YORK
    }
}

impl CityZone {
    /// America/New_York, Sarasota's zone.
    pub const NEW_YORK: CityZone = CityZone(chrono_tz::America::New_York);

    pub fn name(self) -> &'static str {
        self.0.name()
    }

    pub(crate) fn tz(self) -> chrono_tz::Tz {
        self.0
    }

    /// The city's date at a UTC instant in milliseconds since the epoch.
    pub fn today(self, unix_ms: i64) -> Date {
        let instant = chrono::DateTime::from_timestamp_millis(unix_ms)
            .expect("an instant within chrono's range");
        Date(instant.with_timezone(&self.0).date_naive())
    }

    /// The city's wall-clock date and minutes since midnight at a UTC date
    /// and time of day (minutes).
    pub fn wall_clock(self, utc_date: Date, utc_minutes: u16) -> (Date, u16) {
        let utc = utc_date.0.and_time(NaiveTime::MIN) + TimeDelta::minutes(utc_minutes.into());
        self.wall_clock_at(&utc.and_utc())
    }

    /// The instant a wall-clock time in `zone` names: the earlier one when
    /// the clocks go back, and one hour later for a time skipped when they
    /// go forward (as calendars read a meeting set in that hour).
    pub(crate) fn instant_in(
        zone: chrono_tz::Tz,
        date: Date,
        minutes: u16,
    ) -> chrono::DateTime<chrono_tz::Tz> {
        use chrono::TimeZone;
        let wall = date.0.and_time(NaiveTime::MIN) + TimeDelta::minutes(minutes.into());
        zone.from_local_datetime(&wall)
            .earliest()
            .or_else(|| {
                zone.from_local_datetime(&(wall + TimeDelta::hours(1)))
                    .earliest()
            })
            .unwrap_or_else(|| zone.from_utc_datetime(&wall))
    }

    /// The instant the city's clock shows `clock`, in milliseconds since
    /// the epoch (as [`CityZone::instant_in`] reads a time the clocks skip
    /// or show twice).
    pub fn unix_ms(self, clock: CityClock) -> i64 {
        CityZone::instant_in(self.0, clock.today, clock.minutes).timestamp_millis()
    }

    /// The city's wall-clock date and minutes since midnight at an instant.
    pub fn wall_clock_at<Z: chrono::TimeZone>(self, instant: &chrono::DateTime<Z>) -> (Date, u16) {
        let local = instant.with_timezone(&self.0).naive_local();
        (
            Date(local.date()),
            (local.time() - NaiveTime::MIN).num_minutes() as u16,
        )
    }
}

/// The city's wall clock at an instant: its date and the minutes since
/// its midnight. What is on 'tonight', what is 'open now' and which day
/// is 'today' are read at it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct CityClock {
    pub today: Date,
    /// Since midnight.
    pub minutes: u16,
}

impl CityClock {
    /// The city's day and time at an instant in milliseconds since the
    /// epoch (`Date.now()` in the browser); `None` beyond chrono's range.
    pub fn at(zone: CityZone, unix_ms: i64) -> Option<CityClock> {
        let instant = chrono::DateTime::from_timestamp_millis(unix_ms)?;
        let (today, minutes) = zone.wall_clock_at(&instant);
        Some(CityClock { today, minutes })
    }

    /// Midnight of `today`: the clock of a rule that reads only the day.
    pub fn midnight(today: Date) -> CityClock {
        CityClock { today, minutes: 0 }
    }
}

/// Wall clocks as instants, for the scraping engine's feeds and the
/// events federation publishes.
#[cfg(any(feature = "scrape", feature = "federation"))]
impl CityZone {
    /// Any zone a page or feed names (a schedule's `scheduleTimezone`), to
    /// read its times in; natively every IANA zone is there.
    pub(crate) fn named_by_source(zone: chrono_tz::Tz) -> CityZone {
        CityZone(zone)
    }

    /// The instant of a wall-clock time in the city.
    pub(crate) fn instant(self, date: Date, minutes: u16) -> chrono::DateTime<chrono_tz::Tz> {
        CityZone::instant_in(self.0, date, minutes)
    }
}

/// The zones a guide can be set to, separated by '|' (`GUIDE_CITY_ZONES` in
/// `.cargo/config.toml`): the browser's WASM carries only these.
pub const CITY_ZONES: &str = env!("GUIDE_CITY_ZONES");

impl FromStr for CityZone {
    type Err = String;
    fn from_str(name: &str) -> Result<Self, String> {
        let name = name.trim();
        CITY_ZONES
            .split('|')
            .any(|zone| zone == name)
            .then(|| name.parse::<chrono_tz::Tz>().ok())
            .flatten()
            .map(CityZone)
            .ok_or_else(|| {
                format!(
                    "'{name}' is not a time zone this guide knows (one of {})",
                    CITY_ZONES.replace('|', ", ")
                )
            })
    }
}

impl Serialize for CityZone {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for CityZone {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<CityZone, D::Error> {
        let text = std::borrow::Cow::<str>::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_clock_is_the_citys() {
        // 2026-11-23 17:30 UTC is Monday 12:30 in Sarasota (EST).
        let instant = chrono::DateTime::parse_from_rfc3339("2026-11-23T17:30:00Z").unwrap();
        let clock = CityClock::at(CityZone::default(), instant.timestamp_millis());
        assert_eq!(
            clock,
            Some(CityClock {
                today: d("2026-11-23"),
                minutes: 12 * 60 + 30
            })
        );
        // 2026-07-05 02:00 UTC is Saturday 22:00 (EDT).
        let summer = chrono::DateTime::parse_from_rfc3339("2026-07-05T02:00:00Z").unwrap();
        let clock = CityClock::at(CityZone::default(), summer.timestamp_millis()).unwrap();
        assert_eq!((clock.today.weekday(), clock.minutes), (5, 22 * 60));
        assert_eq!(CityClock::at(CityZone::default(), i64::MAX), None);
    }

    #[test]
    fn today_is_the_citys_across_both_clock_changes_and_new_year() {
        let ms = |date: &str, hour: i64, minute: i64| {
            (d(date).to_days() * 1440 + hour * 60 + minute) * 60_000
        };
        let sarasota = CityZone::default();
        let today = |at: i64| sarasota.today(at).to_string();
        // Winter (EST, UTC-5): 04:59 UTC is still the evening before.
        assert_eq!(today(ms("2026-11-24", 4, 59)), "2026-11-23");
        assert_eq!(today(ms("2026-11-24", 5, 0)), "2026-11-24");
        // Summer (EDT, UTC-4).
        assert_eq!(today(ms("2026-07-01", 3, 59)), "2026-06-30");
        assert_eq!(today(ms("2026-07-01", 4, 0)), "2026-07-01");
        // New Year's Eve in Sarasota while it is already next year in UTC.
        assert_eq!(today(ms("2027-01-01", 2, 0)), "2026-12-31");
        assert_eq!(today(ms("1969-12-31", 12, 0)), "1969-12-31");
        // The clocks change at 2:00 local: 07:00 UTC in March, 06:00 in November.
        assert_eq!(
            sarasota.wall_clock(d("2026-03-08"), 6 * 60 + 59),
            (d("2026-03-08"), 60 + 59)
        );
        assert_eq!(
            sarasota.wall_clock(d("2026-03-08"), 7 * 60),
            (d("2026-03-08"), 3 * 60)
        );
        assert_eq!(
            sarasota.wall_clock(d("2026-11-01"), 5 * 60 + 59),
            (d("2026-11-01"), 60 + 59)
        );
        assert_eq!(
            sarasota.wall_clock(d("2026-11-01"), 6 * 60),
            (d("2026-11-01"), 60)
        );
        // Before 2007 the US rules were different (first Sunday of April).
        assert_eq!(
            sarasota.wall_clock(d("2006-04-02"), 8 * 60),
            (d("2006-04-02"), 4 * 60)
        );
    }

    #[test]
    fn another_city_has_its_own_today() {
        // Pensacola, in the Florida Panhandle, is on Central time.
        let pensacola: CityZone = "America/Chicago".parse().unwrap();
        let at = (d("2026-11-24").to_days() * 1440 + 5 * 60 + 30) * 60_000;
        assert_eq!(CityZone::default().today(at), d("2026-11-24"));
        assert_eq!(pensacola.today(at), d("2026-11-23"));
        assert_eq!(pensacola.name(), "America/Chicago");
        assert!(
            "Mars/Olympus_Mons"
                .parse::<CityZone>()
                .unwrap_err()
                .contains("Mars/Olympus_Mons")
        );
        assert_eq!(
            serde_json::to_string(&pensacola).unwrap(),
            "\"America/Chicago\""
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
        assert_eq!(d("2028-02-10").days_in_month(), 29);
        assert_eq!(d("2026-02-10").days_in_month(), 28);
        assert_eq!(d("2026-12-10").days_in_month(), 31);
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
        assert_eq!(WEEKDAY_NAMES[d("2026-11-22").weekday()], "Sunday");
        assert_eq!(WEEKDAY_NAMES[d("1970-01-01").weekday()], "Thursday");
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

/// In the API's description: an ISO date (`2026-12-12`) and an IANA zone
/// name (`America/New_York`), as they are written.
#[cfg(feature = "openapi")]
mod described {
    use std::borrow::Cow;

    use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};

    impl JsonSchema for super::Date {
        fn schema_name() -> Cow<'static, str> {
            "Date".into()
        }

        fn json_schema(_: &mut SchemaGenerator) -> Schema {
            json_schema!({ "type": "string", "format": "date", "examples": ["2026-12-12"] })
        }
    }

    impl JsonSchema for super::CityZone {
        fn schema_name() -> Cow<'static, str> {
            "CityZone".into()
        }

        fn json_schema(_: &mut SchemaGenerator) -> Schema {
            json_schema!({
                "type": "string",
                "description": "An IANA time zone name",
                "examples": ["America/New_York"]
            })
        }
    }
}
