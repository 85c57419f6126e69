//! Opening hours as the guide writes them ('Daily 11 AM - 10 PM',
//! 'Mon-Sat 5 PM - 10 PM', 'Tue-Sun 11:30 AM - 2 PM, 5 PM - 9 PM; closed
//! Mon'), read so that Dining can offer 'open now'. Hours that say
//! something else ('Seasonal', 'Call ahead') are not guessed at: they are
//! unknown, and such a place is neither shown as open nor as closed.

/// When a place is open: spans of days and times, minus closed days.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OpeningHours {
    spans: Vec<Span>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Span {
    /// Monday first.
    days: [bool; 7],
    /// Minutes since midnight; `close` ≤ `open` runs past midnight.
    open: u16,
    close: u16,
}

const DAY_NAMES: [&str; 7] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
const EVERY_DAY: [bool; 7] = [true; 7];

impl OpeningHours {
    /// The hours in `text`, or `None` when a part of it is not hours.
    pub fn parse(text: &str) -> Option<OpeningHours> {
        let text = text.to_ascii_lowercase().replace(['–', '—'], "-");
        let mut spans = Vec::new();
        let mut closed = [false; 7];
        for part in text
            .split(['\n', ';'])
            .map(str::trim)
            .filter(|p| !p.is_empty())
        {
            if let Some(days) = part.strip_prefix("closed") {
                let days = days_of(days.trim())?;
                (0..7).filter(|&d| days[d]).for_each(|d| closed[d] = true);
                continue;
            }
            let (days, times) = split_days(part)?;
            for range in times.split(',').map(str::trim).filter(|r| !r.is_empty()) {
                let (open, close) = range.split_once('-')?;
                let close = minutes_of(close.trim())?;
                let open = minutes_of_with(open.trim(), close)?;
                spans.push(Span {
                    days,
                    open: open.0,
                    close: close.0,
                });
            }
        }
        for span in &mut spans {
            (0..7)
                .filter(|&d| closed[d])
                .for_each(|d| span.days[d] = false);
        }
        (!spans.is_empty()).then_some(OpeningHours { spans })
    }

    /// Whether the place is open on `weekday` (0 = Monday) at `minutes`
    /// past midnight, counting the evening before's hours that run past
    /// midnight.
    pub fn is_open(&self, weekday: usize, minutes: u16) -> bool {
        let yesterday = (weekday + 6) % 7;
        self.spans.iter().any(|span| {
            if span.close > span.open {
                span.days[weekday] && (span.open..span.close).contains(&minutes)
            } else {
                (span.days[weekday] && minutes >= span.open)
                    || (span.days[yesterday] && minutes < span.close)
            }
        })
    }
}

/// 'Open now' for a place's hours text: `None` when it has none or they
/// cannot be read.
pub fn open_now(open_hours: Option<&str>, weekday: usize, minutes: u16) -> Option<bool> {
    OpeningHours::parse(open_hours?).map(|hours| hours.is_open(weekday, minutes))
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

/// 'mon', 'monday', 'tues', 'thurs'… as 0 = Monday.
fn day_of(text: &str) -> Option<usize> {
    let text = text.trim_end_matches('.');
    DAY_NAMES
        .iter()
        .position(|d| text.starts_with(d) && text.len() <= 9)
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

    #[test]
    fn reads_every_form_the_demo_uses() {
        let daily = OpeningHours::parse("Daily 11:30 AM - 10 PM").unwrap();
        assert!(!daily.is_open(MON, at(11, 29)));
        assert!(daily.is_open(MON, at(11, 30)));
        assert!(daily.is_open(SUN, at(21, 59)));
        assert!(!daily.is_open(SUN, at(22, 0)));

        let mon_sat = OpeningHours::parse("Mon-Sat 5 PM - 10 PM").unwrap();
        assert!(mon_sat.is_open(SAT, at(18, 0)));
        assert!(!mon_sat.is_open(SUN, at(18, 0)));
        let tue_sun = OpeningHours::parse("Tue-Sun 11:30 AM - 9:30 PM").unwrap();
        assert!(!tue_sun.is_open(MON, at(12, 0)));
        assert!(tue_sun.is_open(TUE, at(21, 29)));
        let breakfast = OpeningHours::parse("Daily 7 AM - 2 PM").unwrap();
        assert!(breakfast.is_open(SUN, at(7, 0)));
        assert!(!breakfast.is_open(SUN, at(14, 0)));
    }

    #[test]
    fn reads_split_hours_closed_days_and_wrapped_weeks() {
        let split = OpeningHours::parse("Tue-Sun 11 AM - 2 PM, 5 PM - 9 PM; closed Wed").unwrap();
        assert!(split.is_open(TUE, at(12, 0)));
        assert!(!split.is_open(TUE, at(15, 0)));
        assert!(split.is_open(SUN, at(20, 0)));
        assert!(!split.is_open(2, at(12, 0)), "closed on Wednesday");
        let weekend = OpeningHours::parse("Fri–Sun: 5-10 pm").unwrap();
        assert!(weekend.is_open(SUN, at(17, 0)));
        assert!(weekend.is_open(4, at(21, 0)));
        assert!(!weekend.is_open(MON, at(18, 0)));
        let lunch = OpeningHours::parse("weekdays 11-2 pm").unwrap();
        assert!(lunch.is_open(MON, at(11, 0)));
        assert!(!lunch.is_open(SAT, at(12, 0)));
    }

    #[test]
    fn late_hours_run_into_the_next_morning() {
        let bar = OpeningHours::parse("Thu-Sat 8 PM - 2 AM").unwrap();
        assert!(bar.is_open(SAT, at(23, 0)));
        assert!(
            bar.is_open(SUN, at(1, 59)),
            "Saturday night, after midnight"
        );
        assert!(!bar.is_open(SUN, at(2, 0)));
        assert!(!bar.is_open(TUE, at(1, 0)), "Monday night it was closed");
        let noon = OpeningHours::parse("Daily noon - midnight").unwrap();
        assert!(noon.is_open(MON, at(23, 59)));
        assert!(!noon.is_open(MON, at(11, 59)));
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
        assert_eq!(open_now(None, MON, at(12, 0)), None);
        assert_eq!(
            open_now(Some("Daily 11 AM - 10 PM"), MON, at(12, 0)),
            Some(true)
        );
        assert_eq!(
            open_now(Some("Daily 11 AM - 10 PM"), MON, at(23, 0)),
            Some(false)
        );
    }
}
