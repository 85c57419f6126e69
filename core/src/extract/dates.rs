//! Dates and times as venues write them.
//!
//! Everything is read as the wall-clock date and time at the venue, in the
//! guide's time zone (a site setting, `CityZone`):
//! - no offset: already local;
//! - `Z` or `+00:00`: a UTC instant, converted to the city's time (with DST);
//! - any other offset: the venue's own wall clock, kept as written (sites
//!   often print a fixed `-05:00` all year, which converting would shift).
//!
//! A time of exactly midnight is read as "no time" (the usual all-day form).

use crate::time::date::{CityZone, Date};

/// A local date with an optional time (minutes since midnight).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct When {
    pub date: Date,
    pub minutes: Option<u16>,
}

impl When {
    pub fn time_label(self) -> Option<String> {
        self.minutes.map(format_time)
    }
}

/// '7:00 PM'.
pub fn format_time(minutes: u16) -> String {
    let (h, m) = (minutes / 60 % 24, minutes % 60);
    let (h12, half) = match h {
        0 => (12, "AM"),
        1..=11 => (h, "AM"),
        12 => (12, "PM"),
        _ => (h - 12, "PM"),
    };
    format!("{h12}:{m:02} {half}")
}

const MIN_YEAR: i32 = 1970;
const MAX_YEAR: i32 = 2200;

/// Reads a date as structured data gives it (ISO 8601 in its many spellings,
/// ICS `20260305T193000Z`) or as English text ('Wednesday, August 8, 2018
/// 7:00 PM', '8/8/2018'). The error is the reason it was skipped.
pub fn parse_when(input: &str, zone: CityZone) -> Result<When, String> {
    let s = input.trim();
    if s.is_empty() {
        return Err("no date".to_string());
    }
    let bytes = s.as_bytes();
    let leading_digits = bytes.iter().take_while(|b| b.is_ascii_digit()).count();
    if leading_digits == 4 && bytes.get(4).is_some_and(|b| matches!(b, b'-' | b'/')) {
        return parse_iso(s, zone);
    }
    if leading_digits == 8 && (bytes.len() == 8 || bytes[8] == b'T') {
        return parse_compact(s, zone);
    }
    let tokens = tokenize(s);
    match scan_tokens(&tokens, true) {
        Some(when) => Ok(when),
        None => Err(format!("unreadable date {:?}", shorten(s))),
    }
}

fn shorten(s: &str) -> String {
    s.chars().take(40).collect()
}

fn checked_date(year: i32, month: u32, day: u32, input: &str) -> Result<Date, String> {
    if !(MIN_YEAR..=MAX_YEAR).contains(&year) {
        return Err(format!("implausible year in {:?}", shorten(input)));
    }
    u8::try_from(month)
        .ok()
        .zip(u8::try_from(day).ok())
        .and_then(|(m, d)| Date::new(year, m, d))
        .ok_or_else(|| format!("no such day {:?}", shorten(input)))
}

/// `YYYY-M-D[(T| )HH:MM[:SS[.fff]][Z|±HH[:]MM]]`, also with `/`.
fn parse_iso(s: &str, city: CityZone) -> Result<When, String> {
    let date_len = s.find(['T', 't', ' ']).unwrap_or(s.len());
    let mut parts = s[..date_len].split(['-', '/']);
    let mut next = || -> Option<u32> {
        let part = parts.next()?;
        (!part.is_empty() && part.len() <= 4 && part.bytes().all(|b| b.is_ascii_digit()))
            .then(|| part.parse().ok())
            .flatten()
    };
    let (Some(year), Some(month), Some(day)) = (next(), next(), next()) else {
        return Err(format!("unreadable date {:?}", shorten(s)));
    };
    if next().is_some() {
        return Err(format!("unreadable date {:?}", shorten(s)));
    }
    let date = checked_date(year as i32, month, day, s)?;
    let rest = s[date_len..].trim_start_matches(['T', 't', ' ']);
    if rest.is_empty() {
        return Ok(When {
            date,
            minutes: None,
        });
    }
    // A time we cannot read leaves the date standing ('2018-7-19T00-00-00-00').
    Ok(match parse_clock(rest) {
        Some((minutes, zone)) => local(date, minutes, zone, city),
        None => When {
            date,
            minutes: None,
        },
    })
}

/// ICS basic format: `YYYYMMDD[THHMMSS[Z]]`.
fn parse_compact(s: &str, city: CityZone) -> Result<When, String> {
    let num = |r: std::ops::Range<usize>| s.get(r).and_then(|p| p.parse::<u32>().ok());
    let (Some(year), Some(month), Some(day)) = (num(0..4), num(4..6), num(6..8)) else {
        return Err(format!("unreadable date {:?}", shorten(s)));
    };
    let date = checked_date(year as i32, month, day, s)?;
    let Some(time) = s.get(9..) else {
        return Ok(When {
            date,
            minutes: None,
        });
    };
    let (Some(h), Some(m)) = (num(9..11), num(11..13)) else {
        return Ok(When {
            date,
            minutes: None,
        });
    };
    if h > 23 || m > 59 {
        return Err(format!("no such time {:?}", shorten(s)));
    }
    let zone = if time.ends_with(['Z', 'z']) {
        Zone::Utc
    } else {
        Zone::Wall
    };
    Ok(local(date, (h * 60 + m) as u16, zone, city))
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Zone {
    Utc,
    Wall,
}

/// `HH:MM[:SS[.fff]]` and its zone.
fn parse_clock(text: &str) -> Option<(u16, Zone)> {
    let b = text.as_bytes();
    if b.len() < 5 || b[2] != b':' {
        return None;
    }
    let h: u16 = text.get(0..2)?.parse().ok()?;
    let m: u16 = text.get(3..5)?.parse().ok()?;
    if h > 23 || m > 59 {
        return None;
    }
    let zone_at = text[5..]
        .find(|c: char| !(c.is_ascii_digit() || c == ':' || c == '.'))
        .map_or(text.len(), |i| i + 5);
    let zone = text[zone_at..].trim();
    let zone = match zone {
        "" => Zone::Wall,
        "Z" | "z" => Zone::Utc,
        z if z.starts_with(['+', '-']) => {
            let digits: String = z[1..].chars().filter(char::is_ascii_digit).collect();
            if digits.chars().all(|c| c == '0') {
                Zone::Utc
            } else {
                Zone::Wall
            }
        }
        _ => Zone::Wall,
    };
    Some((h * 60 + m, zone))
}

/// The wall-clock time in the city for a time in `zone`.
pub fn local(date: Date, minutes: u16, zone: Zone, city: CityZone) -> When {
    let (date, minutes) = match zone {
        Zone::Wall => (date, minutes),
        Zone::Utc => city.wall_clock(date, minutes),
    };
    When {
        date,
        minutes: (minutes != 0).then_some(minutes),
    }
}

// ---------------------------------------------------------------- text dates

const MONTHS: [&str; 12] = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
];

fn month_of(token: &str) -> Option<u32> {
    let t = token.trim_end_matches('.');
    if t.len() < 3 {
        return None;
    }
    let index = MONTHS.iter().position(|m| t.starts_with(m))?;
    let full = crate::time::date::MONTH_NAMES[index].to_ascii_lowercase();
    (full.starts_with(t) || t == "sept").then_some(index as u32 + 1)
}

fn is_weekday(token: &str) -> bool {
    let t = token.trim_end_matches('.');
    t.len() >= 3
        && crate::time::date::WEEKDAY_NAMES.iter().any(|w| {
            w.to_ascii_lowercase().starts_with(t) || (t == "tues" || t == "thur" || t == "thurs")
        })
}

/// Lower-cased tokens: words, numbers, `7:00`, `8/8/2018`; 'p.m.' → 'pm'.
pub fn tokenize(text: &str) -> Vec<String> {
    let lower = text
        .to_lowercase()
        .replace("a.m.", "am")
        .replace("p.m.", "pm")
        .replace("a.m", "am")
        .replace("p.m", "pm");
    let mut tokens = Vec::new();
    let mut current = String::new();
    for c in lower.chars() {
        if c.is_alphanumeric() || c == ':' || c == '/' || c == '.' {
            // A letter after digits starts a new token ('7pm', '8th' keep apart).
            if c.is_alphabetic()
                && current.chars().last().is_some_and(|l| l.is_ascii_digit())
                && !current.contains(|ch: char| ch.is_alphabetic())
            {
                tokens.push(std::mem::take(&mut current));
            }
            current.push(c);
        } else if !current.is_empty() {
            tokens.push(std::mem::take(&mut current));
        }
    }
    if !current.is_empty() {
        tokens.push(current);
    }
    tokens
        .into_iter()
        .map(|t| t.trim_end_matches('.').to_string())
        .filter(|t| !t.is_empty())
        .collect()
}

fn number(token: &str) -> Option<u32> {
    (token.len() <= 4 && token.bytes().all(|b| b.is_ascii_digit()))
        .then(|| token.parse().ok())
        .flatten()
}

fn is_ordinal(token: &str) -> bool {
    matches!(token, "st" | "nd" | "rd" | "th")
}

/// A time starting at `tokens[i]`: '7:00 pm', '7 pm', '7pm', '19:30'.
fn time_at(tokens: &[String], i: usize) -> Option<(u16, usize)> {
    let token = tokens.get(i)?;
    let next = tokens.get(i + 1).map(String::as_str);
    let (clock, mut used) = (token.as_str(), 1);
    let (h, m): (u32, u32) = match clock.split_once(':') {
        Some((h, m)) => (number(h)?, number(m.get(..2)?)?),
        None => (number(clock)?, 0),
    };
    let half = match next {
        Some("am") | Some("pm") => {
            used += 1;
            next
        }
        _ => None,
    };
    if half.is_none() && !clock.contains(':') {
        return None;
    }
    let h = match half {
        Some(_) if !(1..=12).contains(&h) => return None,
        Some("am") => h % 12,
        Some(_) => h % 12 + 12,
        None => h,
    };
    (h < 24 && m < 60).then_some(((h * 60 + m) as u16, used))
}

/// A date (then maybe a time) starting exactly at `tokens[i]`.
fn date_at(tokens: &[String], i: usize) -> Option<(When, usize)> {
    let t = |k: usize| tokens.get(i + k).map(String::as_str);
    let year_of = |tok: Option<&str>| {
        tok.and_then(number)
            .filter(|y| (MIN_YEAR as u32..=MAX_YEAR as u32).contains(y))
    };
    // Month Day[th] Year | Day Month Year | M/D/YYYY
    let (year, month, day, mut used) = if let Some(month) = t(0).and_then(month_of) {
        let day = t(1).and_then(number).filter(|d| (1..=31).contains(d))?;
        let skip = usize::from(t(2).is_some_and(is_ordinal));
        let year = year_of(t(2 + skip))?;
        (year, month, day, 3 + skip)
    } else if let Some(day) = t(0).and_then(number).filter(|d| (1..=31).contains(d)) {
        let skip = usize::from(t(1).is_some_and(is_ordinal));
        let month = t(1 + skip).and_then(month_of)?;
        let year = year_of(t(2 + skip))?;
        (year, month, day, 3 + skip)
    } else {
        let mut parts = t(0)?.split('/');
        let m = parts.next().and_then(number)?;
        let d = parts.next().and_then(number)?;
        let y = parts.next().and_then(number)?;
        let y = if y < 100 { 2000 + y } else { y };
        (y, m, d, 1)
    };
    let date = Date::new(
        year as i32,
        u8::try_from(month).ok()?,
        u8::try_from(day).ok()?,
    )?;
    // '… 2018 at 7:00 PM', '… 2018 @ 7pm', '… 2018, 7:00 PM'
    if matches!(t(used), Some("at") | Some("from")) {
        used += 1;
    }
    let minutes = match time_at(tokens, i + used) {
        Some((minutes, n)) => {
            used += n;
            Some(minutes)
        }
        None => None,
    };
    Some((
        When {
            date,
            minutes: minutes.filter(|&m| m != 0),
        },
        used,
    ))
}

/// The first date in the tokens. With `anchored`, only at the start (after
/// an optional weekday), as for a date field.
pub fn scan_tokens(tokens: &[String], anchored: bool) -> Option<When> {
    if anchored {
        let start = usize::from(tokens.first().is_some_and(|t| is_weekday(t)));
        return date_at(tokens, start).map(|(when, _)| when);
    }
    (0..tokens.len()).find_map(|i| date_at(tokens, i).map(|(when, _)| when))
}

/// The first date mentioned anywhere in a text.
pub fn find_date_in_text(text: &str) -> Option<When> {
    scan_tokens(&tokenize(text), false)
}

/// A date written without its year ('Sat, Mar 14 · 7 PM', '14 March'), as
/// listings print what is coming: read in the year that puts it on or
/// after a week before `today`, or, when a weekday is written beside it,
/// in the year (of the three around today's) whose date falls on that
/// weekday, the nearest to today.
pub fn find_yearless_date(text: &str, today: Date) -> Option<When> {
    let tokens = tokenize(text);
    (0..tokens.len()).find_map(|i| yearless_at(&tokens, i, today))
}

fn weekday_of(token: &str) -> Option<usize> {
    let t = token.trim_end_matches('.');
    if !is_weekday(t) {
        return None;
    }
    crate::time::date::WEEKDAY_NAMES
        .iter()
        .position(|w| w.to_ascii_lowercase().starts_with(&t[..3]))
}

fn yearless_at(tokens: &[String], i: usize, today: Date) -> Option<When> {
    let t = |k: usize| tokens.get(i + k).map(String::as_str);
    let day_of = |tok: Option<&str>| tok.and_then(number).filter(|d| (1..=31).contains(d));
    let (month, day, mut used) = if let Some(month) = t(0).and_then(month_of) {
        let day = day_of(t(1))?;
        (month, day, 2 + usize::from(t(2).is_some_and(is_ordinal)))
    } else {
        let day = day_of(t(0))?;
        let skip = usize::from(t(1).is_some_and(is_ordinal));
        (t(1 + skip).and_then(month_of)?, day, 2 + skip)
    };
    let weekday = i.checked_sub(1).and_then(|p| weekday_of(&tokens[p]));
    let year = today.year();
    let candidates = (year - 1..=year + 1).filter_map(|y| Date::new(y, month as u8, day as u8));
    let since = |d: &Date| d.to_days() - today.to_days();
    let candidates: Vec<Date> = candidates.collect();
    let on_weekday = weekday.and_then(|w| {
        candidates
            .iter()
            .filter(|d| d.weekday() == w)
            .min_by_key(|d| since(d).abs())
    });
    let date = *on_weekday.or_else(|| candidates.iter().find(|d| since(d) >= -7))?;
    if matches!(t(used), Some("at") | Some("from")) {
        used += 1;
    }
    let minutes = time_at(tokens, i + used)
        .map(|(m, _)| m)
        .filter(|&m| m != 0);
    Some(When { date, minutes })
}

/// A clock time alone ('19:00', '19:00:00-05:00', '7:30 PM').
pub fn parse_time_only(text: &str) -> Option<u16> {
    if let Some((minutes, _)) = parse_clock(text.trim()) {
        return Some(minutes);
    }
    time_at(&tokenize(text), 0).map(|(m, _)| m)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn when(s: &str) -> (String, Option<String>) {
        let w = parse_when(s, CityZone::default()).unwrap_or_else(|e| panic!("{s}: {e}"));
        (w.date.to_string(), w.time_label())
    }

    fn d(date: &str, time: Option<&str>) -> (String, Option<String>) {
        (date.to_string(), time.map(str::to_string))
    }

    #[test]
    fn a_date_without_its_year_is_the_coming_one() {
        let today = Date::parse("2026-11-20").unwrap();
        let read = |text: &str| {
            find_yearless_date(text, today).map(|w| (w.date.to_string(), w.time_label()))
        };
        // Ahead this year; a week back still this year; further back, next year's.
        assert_eq!(
            read("Sat, Nov 28 · 7:30 PM"),
            Some(d("2026-11-28", Some("7:30 PM")))
        );
        assert_eq!(read("Nov 15"), Some(d("2026-11-15", None)));
        assert_eq!(
            read("January 9th at 8pm"),
            Some(d("2027-01-09", Some("8:00 PM")))
        );
        assert_eq!(read("14 March"), Some(d("2027-03-14", None)));
        // A weekday picks its year: Friday, November 6 is 2026's (two weeks ago).
        assert_eq!(read("Friday, November 6"), Some(d("2026-11-06", None)));
        // A weekday no nearby year matches is a typo: the coming date.
        assert_eq!(read("Tuesday, January 4"), Some(d("2027-01-04", None)));
        // Nothing that reads as a day of a month.
        assert_eq!(read("Open daily 9 to 5"), None);
        assert_eq!(read("March 45"), None);
    }

    #[test]
    fn reads_iso_forms() {
        assert_eq!(
            when("2026-03-05T19:30:00-05:00"),
            d("2026-03-05", Some("7:30 PM"))
        );
        assert_eq!(
            when("2026-03-05T19:30:00-0500"),
            d("2026-03-05", Some("7:30 PM"))
        );
        assert_eq!(when("2026-03-05T19:30"), d("2026-03-05", Some("7:30 PM")));
        assert_eq!(
            when("2026-03-05 19:30:00"),
            d("2026-03-05", Some("7:30 PM"))
        );
        assert_eq!(when("2026-03-05"), d("2026-03-05", None));
        assert_eq!(when("2018-7-19"), d("2018-07-19", None));
        assert_eq!(when("2018-7-19T00-00-00-00"), d("2018-07-19", None));
        // UTC instants are converted to New York (EST in March, EDT in July).
        assert_eq!(
            when("2026-03-06T00:30:00Z"),
            d("2026-03-05", Some("7:30 PM"))
        );
        assert_eq!(
            when("2026-07-06T00:30:00+00:00"),
            d("2026-07-05", Some("8:30 PM"))
        );
        assert_eq!(
            when("2015-10-26T19:00:00+0000"),
            d("2015-10-26", Some("3:00 PM"))
        );
        assert_eq!(when("20260306T003000Z"), d("2026-03-05", Some("7:30 PM")));
        assert_eq!(when("20260305T193000"), d("2026-03-05", Some("7:30 PM")));
        assert_eq!(when("20260305"), d("2026-03-05", None));
    }

    #[test]
    fn utc_instants_are_read_in_the_citys_zone() {
        let chicago: CityZone = "America/Chicago".parse().unwrap();
        let when = parse_when("2026-03-06T00:30:00Z", chicago).unwrap();
        assert_eq!(
            (when.date.to_string(), when.time_label()),
            ("2026-03-05".into(), Some("6:30 PM".into()))
        );
        // A wall time stays as written whatever the zone.
        let when = parse_when("2026-03-05T19:30:00", chicago).unwrap();
        assert_eq!(when.time_label().as_deref(), Some("7:30 PM"));
    }

    #[test]
    fn reads_english_text_dates() {
        assert_eq!(
            when("Wednesday, August 8, 2018 7:00 PM"),
            d("2018-08-08", Some("7:00 PM"))
        );
        assert_eq!(
            when("Aug. 8th, 2018 at 7pm"),
            d("2018-08-08", Some("7:00 PM"))
        );
        assert_eq!(
            when("8 August 2018 19:30"),
            d("2018-08-08", Some("7:30 PM"))
        );
        assert_eq!(
            when("Sept 3, 2026, 10:00 a.m."),
            d("2026-09-03", Some("10:00 AM"))
        );
        assert_eq!(when("12/31/2026"), d("2026-12-31", None));
        assert_eq!(when("Dec 5 2026 12 pm"), d("2026-12-05", Some("12:00 PM")));
    }

    #[test]
    fn skips_broken_dates_with_a_reason() {
        for bad in [
            "",
            "2026-13-45",
            "2026-02-30",
            "Sat Sep 14",
            "TBA",
            "0000-00-00",
            "9999-01-01",
            "2026-1",
        ] {
            assert!(parse_when(bad, CityZone::default()).is_err(), "{bad}");
        }
        assert!(
            parse_when("2026-02-30", CityZone::default())
                .unwrap_err()
                .contains("no such day")
        );
    }

    #[test]
    fn finds_dates_inside_text() {
        let w =
            find_date_in_text("Join us on Saturday, March 14, 2026 from 10 am until noon").unwrap();
        assert_eq!(
            (w.date.to_string(), w.time_label()),
            d("2026-03-14", Some("10:00 AM"))
        );
        assert_eq!(find_date_in_text("Open daily 10 to 5"), None);
        assert_eq!(parse_time_only("19:00:00-05:00"), Some(19 * 60));
        assert_eq!(parse_time_only("7:30 PM"), Some(19 * 60 + 30));
    }
}
