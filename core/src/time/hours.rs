//! Opening hours as the guide writes them ('Daily 11 AM - 10 PM',
//! 'Mon-Sat 5 PM - 10 PM', 'Tue-Sun 11:30 AM - 2 PM, 5 PM - 9 PM; closed
//! Mon; closed Thanksgiving, Christmas Day'), read into a structure: the
//! week's spans, and the days that keep other hours (public holidays by
//! name, dates). Staff write them once, in English words, as OpenStreetMap's
//! `opening_hours` are written in its own; every page then says in its
//! language whether the place is open now, when it next opens, and its
//! week. Hours that say something else ('Seasonal', 'Call ahead') are not
//! guessed at: they are unknown, and such a place is neither shown as open
//! nor as closed.

use crate::time::date::{CityClock, Date};

/// When a place is open: spans of days and times, minus closed days, and
/// the days with hours of their own.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OpeningHours {
    spans: Vec<Span>,
    special: Vec<SpecialDay>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Span {
    /// Monday first.
    days: [bool; 7],
    /// Minutes since midnight; `close` ≤ `open` runs past midnight.
    open: u16,
    close: u16,
}

/// A day that keeps other hours than its weekday's: closed (no spans), or
/// open at its own times.
#[derive(Debug, Clone, PartialEq, Eq)]
struct SpecialDay {
    day: Special,
    /// `(open, close)` in minutes since midnight, as [`Span`]'s.
    spans: Vec<(u16, u16)>,
}

/// Which day a [`SpecialDay`] is: a public holiday, whose date moves from
/// year to year, or the same date every year.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Special {
    Holiday(Holiday),
    Date { month: u8, day: u8 },
}

/// The holidays a place in the United States may close on, by the names
/// staff write them with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Holiday {
    NewYearsDay,
    MartinLutherKingDay,
    PresidentsDay,
    Easter,
    MemorialDay,
    IndependenceDay,
    LaborDay,
    Thanksgiving,
    ChristmasEve,
    ChristmasDay,
    NewYearsEve,
}

impl Holiday {
    pub const ALL: [Holiday; 11] = [
        Holiday::NewYearsDay,
        Holiday::MartinLutherKingDay,
        Holiday::PresidentsDay,
        Holiday::Easter,
        Holiday::MemorialDay,
        Holiday::IndependenceDay,
        Holiday::LaborDay,
        Holiday::Thanksgiving,
        Holiday::ChristmasEve,
        Holiday::ChristmasDay,
        Holiday::NewYearsEve,
    ];

    /// The names it is written with, lower case, longest first where one
    /// starts another ('christmas eve' before 'christmas').
    fn names(self) -> &'static [&'static str] {
        match self {
            Holiday::NewYearsDay => &["new year's day", "new years day", "new year's", "new years"],
            Holiday::MartinLutherKingDay => &[
                "martin luther king jr. day",
                "martin luther king day",
                "mlk day",
            ],
            Holiday::PresidentsDay => &["presidents' day", "presidents day", "president's day"],
            Holiday::Easter => &["easter sunday", "easter"],
            Holiday::MemorialDay => &["memorial day"],
            Holiday::IndependenceDay => &[
                "independence day",
                "fourth of july",
                "4th of july",
                "july 4th",
                "july 4",
            ],
            Holiday::LaborDay => &["labor day"],
            Holiday::Thanksgiving => &["thanksgiving day", "thanksgiving"],
            Holiday::ChristmasEve => &["christmas eve"],
            Holiday::ChristmasDay => &["christmas day", "christmas"],
            Holiday::NewYearsEve => &["new year's eve", "new years eve"],
        }
    }

    /// Its message in the catalogs ('holiday-thanksgiving').
    pub fn message(self) -> &'static str {
        match self {
            Holiday::NewYearsDay => "holiday-new-years-day",
            Holiday::MartinLutherKingDay => "holiday-mlk-day",
            Holiday::PresidentsDay => "holiday-presidents-day",
            Holiday::Easter => "holiday-easter",
            Holiday::MemorialDay => "holiday-memorial-day",
            Holiday::IndependenceDay => "holiday-independence-day",
            Holiday::LaborDay => "holiday-labor-day",
            Holiday::Thanksgiving => "holiday-thanksgiving",
            Holiday::ChristmasEve => "holiday-christmas-eve",
            Holiday::ChristmasDay => "holiday-christmas-day",
            Holiday::NewYearsEve => "holiday-new-years-eve",
        }
    }

    /// Its date in `year` (the rules of 5 U.S.C. 6103, and Easter's by
    /// the Gregorian computus).
    pub fn date_in(self, year: i32) -> Option<Date> {
        let nth = |month: u8, weekday: usize, n: u8| {
            let first = Date::new(year, month, 1)?;
            let offset = (weekday + 7 - first.weekday()) % 7;
            Some(first.add_days(offset as i64 + 7 * (n as i64 - 1)))
        };
        match self {
            Holiday::NewYearsDay => Date::new(year, 1, 1),
            Holiday::MartinLutherKingDay => nth(1, MONDAY, 3),
            Holiday::PresidentsDay => nth(2, MONDAY, 3),
            Holiday::Easter => easter(year),
            Holiday::MemorialDay => {
                let last = Date::new(year, 5, 31)?;
                Some(last.add_days(-(((last.weekday() + 7 - MONDAY) % 7) as i64)))
            }
            Holiday::IndependenceDay => Date::new(year, 7, 4),
            Holiday::LaborDay => nth(9, MONDAY, 1),
            Holiday::Thanksgiving => nth(11, THURSDAY, 4),
            Holiday::ChristmasEve => Date::new(year, 12, 24),
            Holiday::ChristmasDay => Date::new(year, 12, 25),
            Holiday::NewYearsEve => Date::new(year, 12, 31),
        }
    }

    /// The holiday a text starts with, and what follows it.
    fn starting(text: &str) -> Option<(Holiday, &str)> {
        Holiday::ALL
            .iter()
            .flat_map(|&h| h.names().iter().map(move |name| (h, *name)))
            .filter(|(_, name)| {
                text.starts_with(name)
                    && !text[name.len()..].starts_with(|c: char| c.is_ascii_alphanumeric())
            })
            .max_by_key(|(_, name)| name.len())
            .map(|(h, name)| (h, &text[name.len()..]))
    }
}

const MONDAY: usize = 0;
const THURSDAY: usize = 3;

/// Easter Sunday of `year` (the anonymous Gregorian algorithm).
fn easter(year: i32) -> Option<Date> {
    let a = year % 19;
    let (b, c) = (year / 100, year % 100);
    let (d, e) = (b / 4, b % 4);
    let f = (b + 8) / 25;
    let g = (b - f + 1) / 3;
    let h = (19 * a + b - d - g + 15) % 30;
    let (i, k) = (c / 4, c % 4);
    let l = (32 + 2 * e + 2 * i - h - k) % 7;
    let m = (a + 11 * h + 22 * l) / 451;
    let month = (h + l - 7 * m + 114) / 31;
    let day = (h + l - 7 * m + 114) % 31 + 1;
    Date::new(year, month as u8, day as u8)
}

impl Special {
    /// The first day on or after `from` it falls on (within the year
    /// after).
    pub fn next_from(self, from: Date) -> Option<Date> {
        let in_year = |year: i32| match self {
            Special::Holiday(holiday) => holiday.date_in(year),
            Special::Date { month, day } => Date::new(year, month, day),
        };
        [from.year(), from.year() + 1]
            .into_iter()
            .filter_map(in_year)
            .find(|date| *date >= from)
    }

    fn falls_on(self, date: Date) -> bool {
        match self {
            Special::Holiday(holiday) => holiday.date_in(date.year()) == Some(date),
            Special::Date { month, day } => date.month() == month && date.day() == day,
        }
    }

    /// A holiday's name or a date ('thanksgiving', 'dec 24', 'december
    /// 24th') at the start of `text`, and what follows it.
    fn starting(text: &str) -> Option<(Special, &str)> {
        if let Some((holiday, rest)) = Holiday::starting(text) {
            return Some((Special::Holiday(holiday), rest));
        }
        let (month, rest) = text.split_once(' ')?;
        let month = month.trim_end_matches('.');
        let month = (month.len() >= 3)
            .then(|| MONTHS.iter().position(|m| m.starts_with(month)))
            .flatten()?;
        let rest = rest.trim_start();
        let digits = rest
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(rest.len());
        let day: u8 = rest[..digits].parse().ok()?;
        let rest = &rest[digits..];
        let rest = ["st", "nd", "rd", "th"]
            .iter()
            .find_map(|s| rest.strip_prefix(s))
            .unwrap_or(rest);
        Date::new(2024, month as u8 + 1, day)?; // a day the month has (29 February too)
        Some((
            Special::Date {
                month: month as u8 + 1,
                day,
            },
            rest,
        ))
    }
}

const MONTHS: [&str; 12] = [
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
];

const DAY_NAMES: [&str; 7] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
const EVERY_DAY: [bool; 7] = [true; 7];

/// Whether a place is open at a clock, and until when; or when it opens next.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HoursStatus {
    /// Open; it closes at `closes` (minutes since midnight), on the next
    /// day's clock when `next_day`.
    Open { closes: u16, next_day: bool },
    /// Closed; it opens next at `(date, minutes)`, or not within a week.
    Closed { opens: Option<(Date, u16)> },
}

/// A day of the hours' table: its spans in order (none: closed), and the
/// day it keeps other hours for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DayHours {
    pub date: Date,
    pub spans: Vec<(u16, u16)>,
    pub special: Option<Special>,
}

impl OpeningHours {
    /// The hours in `text`, or `None` when a part of it is not hours.
    pub fn parse(text: &str) -> Option<OpeningHours> {
        let text = text
            .to_ascii_lowercase()
            .replace(['–', '—'], "-")
            .replace('’', "'");
        let mut spans: Vec<Span> = Vec::new();
        let mut special = Vec::new();
        let mut closed = [false; 7];
        for part in text
            .split(['\n', ';'])
            .map(str::trim)
            .filter(|p| !p.is_empty())
        {
            if let Some(days) = part.strip_prefix("closed") {
                let days = days.trim();
                let days = days.strip_prefix("on ").unwrap_or(days);
                for item in list_items(days) {
                    match Special::starting(item) {
                        Some((day, "")) => special.push(SpecialDay {
                            day,
                            spans: Vec::new(),
                        }),
                        _ => {
                            let days = days_of(item)?;
                            (0..7).filter(|&d| days[d]).for_each(|d| closed[d] = true);
                        }
                    }
                }
                continue;
            }
            if let Some((day, times)) = Special::starting(part) {
                let times = times.trim_start().trim_start_matches(':').trim();
                special.push(SpecialDay {
                    day,
                    spans: times_of(times)?,
                });
                continue;
            }
            // A later part decides the days it names, as in OpenStreetMap's
            // `opening_hours` ('Daily 10 AM - 5 PM; Thu 10 AM - 8 PM').
            let (days, times) = split_days(part)?;
            let times = times_of(times)?;
            for span in &mut spans {
                (0..7)
                    .filter(|&d| days[d])
                    .for_each(|d| span.days[d] = false);
            }
            for (open, close) in times {
                spans.push(Span { days, open, close });
            }
        }
        for span in &mut spans {
            (0..7)
                .filter(|&d| closed[d])
                .for_each(|d| span.days[d] = false);
        }
        (!spans.is_empty()).then_some(OpeningHours { spans, special })
    }

    /// The day that keeps other hours on `date`, if any.
    fn special_on(&self, date: Date) -> Option<&SpecialDay> {
        self.special.iter().find(|s| s.day.falls_on(date))
    }

    /// The spans of `date`, in order of opening (none: closed that day).
    pub fn spans_on(&self, date: Date) -> Vec<(u16, u16)> {
        let mut spans = match self.special_on(date) {
            Some(special) => special.spans.clone(),
            None => self
                .spans
                .iter()
                .filter(|span| span.days[date.weekday()])
                .map(|span| (span.open, span.close))
                .collect(),
        };
        spans.sort_unstable();
        spans
    }

    /// The spans of a weekday (0 = Monday) in an ordinary week, in order
    /// of opening.
    pub fn weekday_spans(&self, weekday: usize) -> Vec<(u16, u16)> {
        let mut spans: Vec<(u16, u16)> = self
            .spans
            .iter()
            .filter(|span| span.days[weekday])
            .map(|span| (span.open, span.close))
            .collect();
        spans.sort_unstable();
        spans
    }

    /// The days with hours of their own, each with its spans (none:
    /// closed), in the order written.
    pub fn special_days(&self) -> impl Iterator<Item = (Special, &[(u16, u16)])> {
        self.special.iter().map(|s| (s.day, s.spans.as_slice()))
    }

    /// The table of `count` days from `from`.
    pub fn days_from(&self, from: Date, count: u8) -> Vec<DayHours> {
        (0..count as i64)
            .map(|offset| {
                let date = from.add_days(offset);
                DayHours {
                    date,
                    spans: self.spans_on(date),
                    special: self.special_on(date).map(|s| s.day),
                }
            })
            .collect()
    }

    /// Whether the place is open at `clock`, counting the evening
    /// before's hours that run past midnight.
    pub fn is_open(&self, clock: CityClock) -> bool {
        matches!(self.status(clock), HoursStatus::Open { .. })
    }

    /// Open until when, or closed until when, at `clock`.
    pub fn status(&self, clock: CityClock) -> HoursStatus {
        let (today, now) = (clock.today, clock.minutes);
        let overnight = |&(open, close): &(u16, u16)| close <= open;
        // Last night's hours that run into this morning.
        if let Some(&(_, close)) = self
            .spans_on(today.add_days(-1))
            .iter()
            .filter(|span| overnight(span))
            .find(|&&(_, close)| now < close)
        {
            return HoursStatus::Open {
                closes: close,
                next_day: false,
            };
        }
        let spans = self.spans_on(today);
        if let Some(&(_, close)) = spans
            .iter()
            .find(|&&(open, close)| now >= open && (overnight(&(open, close)) || now < close))
        {
            return HoursStatus::Open {
                closes: close,
                next_day: close <= now,
            };
        }
        let later_today = spans.iter().find(|&&(open, _)| open > now);
        let opens = later_today.map(|&(open, _)| (today, open)).or_else(|| {
            (1..=7).find_map(|offset| {
                let date = today.add_days(offset);
                self.spans_on(date).first().map(|&(open, _)| (date, open))
            })
        });
        HoursStatus::Closed { opens }
    }
}

/// 'Open now' for a place's hours text at the city's clock: `None` when it
/// has none or they cannot be read.
pub fn open_now(open_hours: Option<&str>, clock: CityClock) -> Option<bool> {
    OpeningHours::parse(open_hours?).map(|hours| hours.is_open(clock))
}

/// The items of a list: 'mon, wed & fri', 'thanksgiving and christmas'.
fn list_items(text: &str) -> impl Iterator<Item = &str> {
    text.split([',', '&'])
        .flat_map(|item| item.split(" and "))
        .map(str::trim)
        .filter(|item| !item.is_empty())
}

/// The spans of a day's times: '11 am - 2 pm, 5 pm - 9 pm'.
fn times_of(times: &str) -> Option<Vec<(u16, u16)>> {
    let mut spans = Vec::new();
    for range in times.split(',').map(str::trim).filter(|r| !r.is_empty()) {
        let (open, close) = range.split_once('-')?;
        let close = minutes_of(close.trim())?;
        let open = minutes_of_with(open.trim(), close)?;
        spans.push((open.0, close.0));
    }
    (!spans.is_empty()).then_some(spans)
}

/// The time of day an event's time text starts at ('7:30 PM', '8 pm -
/// 10 pm', 'Noon'), in minutes since midnight; `None` for text that is no
/// time ('All day', 'Doors at dusk').
pub(crate) fn time_of_day(text: &str) -> Option<u16> {
    let text = text.to_ascii_lowercase().replace(['–', '—'], "-");
    let first = text.split('-').next()?.trim();
    minutes_of(first).map(|(minutes, _)| minutes)
}

/// When an event's time text starts and, if it says, ends ('8 pm - 10 pm'
/// → 20:00 and 22:00; '5-7 pm' → 17:00 and 19:00; '7:30 PM' → 19:30 and
/// `None`), in minutes since midnight. An end at or before the start is
/// the next morning's ('9 PM - 1 AM').
pub(crate) fn time_span(text: &str) -> Option<(u16, Option<u16>)> {
    let text = text.to_ascii_lowercase().replace(['–', '—'], "-");
    let (first, rest) = match text.split_once('-') {
        Some((first, rest)) => (first.trim(), Some(rest.trim())),
        None => (text.trim(), None),
    };
    let Some(end) = rest.and_then(minutes_of) else {
        return minutes_of(first).map(|(start, _)| (start, None));
    };
    let (start, _) = minutes_of_with(first, end)?;
    Some((start, Some(end.0)))
}

/// The days a part names at its start, and the times after them. A part
/// without days is every day.
fn split_days(part: &str) -> Option<([bool; 7], &str)> {
    // The times begin at the first digit, or at 'noon' or 'midnight'.
    let at = [
        part.find(|c: char| c.is_ascii_digit()),
        part.find("noon"),
        part.find("midnight"),
    ]
    .into_iter()
    .flatten()
    .min()?;
    let (days, times) = part.split_at(at);
    Some((days_of(days.trim().trim_end_matches(':').trim())?, times))
}

/// 'daily', 'mon-sat', 'mon, wed & fri', 'weekends', 'sat-sun'…
fn days_of(text: &str) -> Option<[bool; 7]> {
    match text {
        "" | "daily" | "every day" | "everyday" | "open daily" | "7 days" => {
            return Some(EVERY_DAY);
        }
        "weekdays" => return Some([true, true, true, true, true, false, false]),
        "weekends" => return Some([false, false, false, false, false, true, true]),
        _ => {}
    }
    let mut days = [false; 7];
    for item in text.split([',', '&', '/']).flat_map(|i| i.split(" and ")) {
        let item = item.trim();
        if item.is_empty() {
            continue;
        }
        match item.split_once('-') {
            Some((from, to)) => {
                let (from, to) = (day_of(from.trim())?, day_of(to.trim())?);
                let mut d = from;
                loop {
                    days[d] = true;
                    if d == to {
                        break;
                    }
                    d = (d + 1) % 7;
                }
            }
            None => days[day_of(item)?] = true,
        }
    }
    days.contains(&true).then_some(days)
}

/// 'mon', 'monday', 'tues', 'thurs'… as 0 = Monday; also schema.org's
/// and OpenStreetMap's two letters ('Mo', 'Th'), which no two days share.
fn day_of(text: &str) -> Option<usize> {
    let text = text.trim_end_matches('.');
    DAY_NAMES.iter().position(|d| {
        (text.starts_with(d) && text.len() <= 9) || (text.len() == 2 && d.starts_with(text))
    })
}

/// Hours by weekday (0 = Monday) as staff write them and
/// [`OpeningHours::parse`] reads them back: the days that keep the same
/// hours together, in the week's order ('Daily 10 AM - 5 PM', 'Mon-Thu 11
/// AM - 2:30 PM, 5 PM - 9:30 PM; Fri-Sat 11 AM - 11 PM'). Days without
/// hours are left out (closed); none when no day has any.
pub fn written_week(week: &[Vec<(u16, u16)>; 7]) -> Option<String> {
    let mut parts: Vec<String> = Vec::new();
    let mut done = [false; 7];
    for first in 0..7 {
        if done[first] || week[first].is_empty() {
            continue;
        }
        let days: Vec<usize> = (first..7).filter(|&d| week[d] == week[first]).collect();
        days.iter().for_each(|&d| done[d] = true);
        let spans: Vec<String> = week[first]
            .iter()
            .map(|&(open, close)| format!("{} - {}", clock_12(open), clock_12(close)))
            .collect();
        parts.push(format!("{} {}", written_days(&days), spans.join(", ")));
    }
    (!parts.is_empty()).then(|| parts.join("; "))
}

/// 'Daily', 'Mon-Thu', 'Mon, Wed-Fri', 'Sat'.
fn written_days(days: &[usize]) -> String {
    const NAMES: [&str; 7] = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
    if days.len() == 7 {
        return "Daily".to_string();
    }
    let mut runs: Vec<String> = Vec::new();
    let mut at = 0;
    while at < days.len() {
        let mut end = at;
        while end + 1 < days.len() && days[end + 1] == days[end] + 1 {
            end += 1;
        }
        runs.push(match end - at {
            0 => NAMES[days[at]].to_string(),
            _ => format!("{}-{}", NAMES[days[at]], NAMES[days[end]]),
        });
        at = end + 1;
    }
    runs.join(", ")
}

/// Minutes since midnight on a 12-hour clock, as [`minutes_of`] reads
/// them: '11 AM', '2:30 PM', '12 PM' (noon), '12 AM' (midnight).
fn clock_12(minutes: u16) -> String {
    let (hour, minute) = ((minutes / 60) % 24, minutes % 60);
    let half = if hour < 12 { "AM" } else { "PM" };
    let hour = if hour % 12 == 0 { 12 } else { hour % 12 };
    match minute {
        0 => format!("{hour} {half}"),
        _ => format!("{hour}:{minute:02} {half}"),
    }
}

/// '5 pm', '11:30am', 'noon', 'midnight', '17:00' as minutes since midnight,
/// with whether the text said AM or PM.
fn minutes_of(text: &str) -> Option<(u16, Option<bool>)> {
    match text {
        "noon" => return Some((12 * 60, Some(true))),
        "midnight" => return Some((0, Some(false))),
        _ => {}
    }
    let text = text.replace('.', "");
    let (clock, pm) = if let Some(clock) = text.strip_suffix("pm") {
        (clock.trim(), Some(true))
    } else if let Some(clock) = text.strip_suffix("am") {
        (clock.trim(), Some(false))
    } else {
        (text.trim(), None)
    };
    let (hour, minute) = match clock.split_once(':') {
        Some((h, m)) => (h.parse::<u16>().ok()?, m.parse::<u16>().ok()?),
        None => (clock.parse::<u16>().ok()?, 0),
    };
    if minute >= 60 {
        return None;
    }
    let hour = match pm {
        Some(pm) if (1..=12).contains(&hour) => hour % 12 + if pm { 12 } else { 0 },
        Some(_) => return None,
        None if hour <= 24 => hour % 24,
        None => return None,
    };
    Some((hour * 60 + minute, pm))
}

/// An opening time, which may leave out AM/PM when the closing time says
/// it ('5-10 pm' is 5 PM to 10 PM, '11-2 pm' is 11 AM to 2 PM).
fn minutes_of_with(text: &str, close: (u16, Option<bool>)) -> Option<(u16, Option<bool>)> {
    let (minutes, said) = minutes_of(text)?;
    if said.is_some() || close.1 != Some(true) {
        return Some((minutes, said));
    }
    // No AM/PM on the opening time: the same half of the day as the
    // closing time, unless that would open after it closes.
    let as_pm = (minutes % (12 * 60)) + 12 * 60;
    if as_pm < close.0 {
        Some((as_pm, Some(true)))
    } else {
        Some((minutes % (12 * 60), Some(false)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_when_an_event_starts() {
        assert_eq!(time_of_day("7:30 PM"), Some(19 * 60 + 30));
        assert_eq!(time_of_day("8 pm – 10 pm"), Some(20 * 60));
        assert_eq!(time_of_day("Noon"), Some(12 * 60));
        assert_eq!(time_of_day("10:00 AM"), Some(10 * 60));
        assert_eq!(time_of_day("All day"), None);
        assert_eq!(time_of_day(""), None);
    }

    #[test]
    fn reads_when_an_event_ends_if_it_says() {
        assert_eq!(time_span("8 pm – 10 pm"), Some((20 * 60, Some(22 * 60))));
        assert_eq!(time_span("5-7 pm"), Some((17 * 60, Some(19 * 60))));
        assert_eq!(time_span("11 am - 2 pm"), Some((11 * 60, Some(14 * 60))));
        assert_eq!(time_span("9 PM - 1 AM"), Some((21 * 60, Some(60))));
        assert_eq!(time_span("7:30 PM"), Some((19 * 60 + 30, None)));
        assert_eq!(time_span("7:30 PM - late"), Some((19 * 60 + 30, None)));
        assert_eq!(time_span("All day"), None);
    }

    const MON: usize = 0;
    const TUE: usize = 1;
    const SAT: usize = 5;
    const SUN: usize = 6;

    fn at(hour: u16, minute: u16) -> u16 {
        hour * 60 + minute
    }

    /// A clock in the week of Monday 30 November 2026 (no holiday in it).
    fn on(weekday: usize, minutes: u16) -> CityClock {
        let monday = Date::new(2026, 11, 30).unwrap();
        CityClock {
            today: monday.add_days(weekday as i64),
            minutes,
        }
    }

    #[test]
    fn reads_every_form_the_demo_uses() {
        let daily = OpeningHours::parse("Daily 11:30 AM - 10 PM").unwrap();
        assert!(!daily.is_open(on(MON, at(11, 29))));
        assert!(daily.is_open(on(MON, at(11, 30))));
        assert!(daily.is_open(on(SUN, at(21, 59))));
        assert!(!daily.is_open(on(SUN, at(22, 0))));

        let mon_sat = OpeningHours::parse("Mon-Sat 5 PM - 10 PM").unwrap();
        assert!(mon_sat.is_open(on(SAT, at(18, 0))));
        assert!(!mon_sat.is_open(on(SUN, at(18, 0))));
        let tue_sun = OpeningHours::parse("Tue-Sun 11:30 AM - 9:30 PM").unwrap();
        assert!(!tue_sun.is_open(on(MON, at(12, 0))));
        assert!(tue_sun.is_open(on(TUE, at(21, 29))));
        let breakfast = OpeningHours::parse("Daily 7 AM - 2 PM").unwrap();
        assert!(breakfast.is_open(on(SUN, at(7, 0))));
        assert!(!breakfast.is_open(on(SUN, at(14, 0))));
    }

    #[test]
    fn reads_split_hours_closed_days_and_wrapped_weeks() {
        let split = OpeningHours::parse("Tue-Sun 11 AM - 2 PM, 5 PM - 9 PM; closed Wed").unwrap();
        assert!(split.is_open(on(TUE, at(12, 0))));
        assert!(!split.is_open(on(TUE, at(15, 0))));
        assert!(split.is_open(on(SUN, at(20, 0))));
        assert!(!split.is_open(on(2, at(12, 0))), "closed on Wednesday");
        let weekend = OpeningHours::parse("Fri–Sun: 5-10 pm").unwrap();
        assert!(weekend.is_open(on(SUN, at(17, 0))));
        assert!(weekend.is_open(on(4, at(21, 0))));
        assert!(!weekend.is_open(on(MON, at(18, 0))));
        let lunch = OpeningHours::parse("weekdays 11-2 pm").unwrap();
        assert!(lunch.is_open(on(MON, at(11, 0))));
        assert!(!lunch.is_open(on(SAT, at(12, 0))));
    }

    #[test]
    fn late_hours_run_into_the_next_morning() {
        let bar = OpeningHours::parse("Thu-Sat 8 PM - 2 AM").unwrap();
        assert!(bar.is_open(on(SAT, at(23, 0))));
        assert!(
            bar.is_open(on(SUN, at(1, 59))),
            "Saturday night, after midnight"
        );
        assert!(!bar.is_open(on(SUN, at(2, 0))));
        assert!(
            !bar.is_open(on(TUE, at(1, 0))),
            "Monday night it was closed"
        );
        let noon = OpeningHours::parse("Daily noon - midnight").unwrap();
        assert!(noon.is_open(on(MON, at(23, 59))));
        assert!(!noon.is_open(on(MON, at(11, 59))));
    }

    #[test]
    fn what_is_not_hours_is_unknown() {
        for text in [
            "",
            "Seasonal",
            "Call ahead",
            "Daily",
            "Mon-Sat 25 PM - 10 PM",
            "Funday 5 PM - 9 PM",
        ] {
            assert_eq!(OpeningHours::parse(text), None, "{text:?}");
        }
        assert_eq!(open_now(None, on(MON, at(12, 0))), None);
        assert_eq!(
            open_now(Some("Daily 11 AM - 10 PM"), on(MON, at(12, 0))),
            Some(true)
        );
        assert_eq!(
            open_now(Some("Daily 11 AM - 10 PM"), on(MON, at(23, 0))),
            Some(false)
        );
    }
    #[test]
    fn holidays_fall_on_their_dates() {
        let on = |h: Holiday, year| h.date_in(year).unwrap().to_string();
        assert_eq!(on(Holiday::Thanksgiving, 2026), "2026-11-26");
        assert_eq!(on(Holiday::Thanksgiving, 2027), "2027-11-25");
        assert_eq!(on(Holiday::MemorialDay, 2026), "2026-05-25");
        assert_eq!(on(Holiday::LaborDay, 2026), "2026-09-07");
        assert_eq!(on(Holiday::MartinLutherKingDay, 2027), "2027-01-18");
        assert_eq!(on(Holiday::PresidentsDay, 2027), "2027-02-15");
        assert_eq!(on(Holiday::Easter, 2026), "2026-04-05");
        assert_eq!(on(Holiday::Easter, 2027), "2027-03-28");
        assert_eq!(on(Holiday::Easter, 2038), "2038-04-25");
        assert_eq!(on(Holiday::ChristmasDay, 2026), "2026-12-25");
    }

    fn clock(date: &str, minutes: u16) -> CityClock {
        CityClock {
            today: Date::parse(date).unwrap(),
            minutes,
        }
    }

    #[test]
    fn a_holiday_or_a_date_keeps_its_own_hours() {
        let hours = OpeningHours::parse(
            "Daily 10 AM - 5 PM; closed Thanksgiving, Christmas Day & Dec 31; Christmas Eve 10 AM - 2 PM",
        )
        .unwrap();
        // Thursday 26 November 2026 is Thanksgiving.
        assert!(!hours.is_open(clock("2026-11-26", at(12, 0))));
        assert!(hours.is_open(clock("2026-11-19", at(12, 0))));
        assert!(hours.is_open(clock("2026-12-24", at(13, 0))));
        assert!(!hours.is_open(clock("2026-12-24", at(15, 0))));
        assert!(!hours.is_open(clock("2026-12-25", at(12, 0))));
        assert!(!hours.is_open(clock("2026-12-31", at(12, 0))));
        assert!(hours.is_open(clock("2027-01-01", at(12, 0))));
        let week = hours.days_from(Date::parse("2026-12-23").unwrap(), 7);
        assert_eq!(week.len(), 7);
        assert_eq!(week[0].spans, [(at(10, 0), at(17, 0))]);
        assert_eq!(week[1].spans, [(at(10, 0), at(14, 0))]);
        assert_eq!(
            week[1].special,
            Some(Special::Holiday(Holiday::ChristmasEve))
        );
        assert!(week[2].spans.is_empty());
        assert_eq!(
            week[2].special,
            Some(Special::Holiday(Holiday::ChristmasDay))
        );
        assert_eq!(week[3].special, None);
        // 'closed on Mondays', a date with its ordinal, curly apostrophes.
        let more = OpeningHours::parse(
            "Tue-Sun 9 AM - 4 PM; closed on Mondays; closed New Year’s Day and July 4th",
        )
        .unwrap();
        assert!(!more.is_open(on(MON, at(10, 0))));
        assert!(!more.is_open(clock("2026-07-04", at(10, 0))));
        assert!(!more.is_open(clock("2027-01-01", at(10, 0))));
        assert_eq!(
            OpeningHours::parse("Daily 9 AM - 4 PM; closed Feb 30"),
            None
        );
        assert_eq!(
            OpeningHours::parse("Daily 9 AM - 4 PM; closed Groundhog Day"),
            None
        );
    }

    #[test]
    fn says_until_when_it_is_open_or_when_it_opens() {
        let museum = OpeningHours::parse("Daily 10 AM - 5 PM; closed Thanksgiving").unwrap();
        assert_eq!(
            museum.status(on(MON, at(12, 0))),
            HoursStatus::Open {
                closes: at(17, 0),
                next_day: false
            }
        );
        let tuesday = on(TUE, 0).today;
        assert_eq!(
            museum.status(on(MON, at(18, 0))),
            HoursStatus::Closed {
                opens: Some((tuesday, at(10, 0)))
            }
        );
        assert_eq!(
            museum.status(on(TUE, at(9, 0))),
            HoursStatus::Closed {
                opens: Some((tuesday, at(10, 0)))
            }
        );
        // Wednesday evening before Thanksgiving: it opens on Friday.
        assert_eq!(
            museum.status(clock("2026-11-25", at(18, 0))),
            HoursStatus::Closed {
                opens: Some((Date::parse("2026-11-27").unwrap(), at(10, 0)))
            }
        );
        // Split hours: between lunch and dinner, dinner is next.
        let split = OpeningHours::parse("Tue-Sun 11 AM - 2 PM, 5 PM - 9 PM").unwrap();
        assert_eq!(
            split.status(on(TUE, at(15, 0))),
            HoursStatus::Closed {
                opens: Some((tuesday, at(17, 0)))
            }
        );
        // Past midnight: Saturday night's hours, read on Sunday morning.
        let bar = OpeningHours::parse("Thu-Sat 8 PM - 2 AM").unwrap();
        assert_eq!(
            bar.status(on(SAT, at(23, 0))),
            HoursStatus::Open {
                closes: at(2, 0),
                next_day: true
            }
        );
        assert_eq!(
            bar.status(on(SUN, at(1, 0))),
            HoursStatus::Open {
                closes: at(2, 0),
                next_day: false
            }
        );
        assert_eq!(
            bar.status(on(SUN, at(3, 0))),
            HoursStatus::Closed {
                opens: Some((on(3, 0).today.add_days(7), at(20, 0)))
            }
        );
        // Open only on a day it is closed: it does not open within a week.
        let never = OpeningHours::parse("Mon 9 AM - 5 PM; closed Mon").unwrap();
        assert_eq!(
            never.status(on(TUE, at(9, 0))),
            HoursStatus::Closed { opens: None }
        );
    }

    #[test]
    fn a_later_part_decides_the_days_it_names() {
        let ringling = OpeningHours::parse("Daily 10 AM - 5 PM; Thu 10 AM - 8 PM").unwrap();
        assert!(ringling.is_open(on(3, at(19, 0))), "Thursday evening");
        assert!(!ringling.is_open(on(2, at(19, 0))), "Wednesday evening");
        assert_eq!(ringling.spans_on(on(3, 0).today), [(at(10, 0), at(20, 0))]);
    }
}
