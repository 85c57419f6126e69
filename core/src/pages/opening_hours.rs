//! A place's opening hours as its page shows them, in the page's language:
//! whether it is open now and until when, or when it opens next ('Closed
//! now · Opens at 10 AM tomorrow'), and the coming week's hours day by day
//! with the holidays it keeps. Core reads the hours (`time::hours`); the
//! page only shows these words.

use serde::{Deserialize, Serialize};

#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

use crate::text::format::{hours_time, short_date, weekday_name};
use crate::text::words::{Arg, Localizer};
use crate::time::date::{CityClock, Date};
use crate::time::hours::{DayHours, HoursStatus, OpeningHours, Special};

/// How many days the hours' table shows, today first.
pub const DAYS_SHOWN: u8 = 7;

/// A place's hours at a clock, in words.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct HoursShown {
    pub open: bool,
    /// 'Open now' or 'Closed now'.
    pub state: String,
    /// 'Closes at 5 PM', 'Opens at 10 AM tomorrow', 'Opens Friday at 10
    /// AM'; none when it does not open within a week.
    pub next: Option<String>,
    /// The coming days, today first.
    pub days: Vec<HoursDayShown>,
}

/// One day of the hours' table.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct HoursDayShown {
    /// 'Today', 'Tomorrow', 'Sunday'.
    pub day: String,
    /// '10 AM – 5 PM', '11 AM – 2 PM, 5 PM – 9 PM', 'Closed'.
    pub hours: String,
    /// The holiday or date it keeps other hours for ('Thanksgiving').
    pub note: Option<String>,
    pub today: bool,
}

/// `text`'s hours at `clock` in `words`' language; none when core cannot
/// read them as hours ('Seasonal': the page shows them as written).
pub fn hours_shown(text: &str, clock: CityClock, words: &dyn Localizer) -> Option<HoursShown> {
    let hours = OpeningHours::parse(text)?;
    let lang = words.lang();
    let time = |minutes: u16| hours_time(minutes, lang);
    let at = |id: &str, minutes: u16, day: Option<&str>| {
        let time = time(minutes);
        let mut args = vec![("time", Arg::Text(&time))];
        if let Some(day) = day {
            args.push(("day", Arg::Text(day)));
        }
        words.message(id, &args)
    };
    let status = hours.status(clock);
    let (open, next) = match status {
        HoursStatus::Open { closes, next_day } => (
            true,
            Some(at(
                if next_day {
                    "hours-closes-tomorrow"
                } else {
                    "hours-closes-at"
                },
                closes,
                None,
            )),
        ),
        HoursStatus::Closed { opens } => (
            false,
            opens.map(
                |(date, minutes)| match (date.to_days() - clock.today.to_days()) as i32 {
                    0 => at("hours-opens-at", minutes, None),
                    1 => at("hours-opens-tomorrow", minutes, None),
                    _ => at(
                        "hours-opens-on",
                        minutes,
                        Some(weekday_name(date.weekday(), lang)),
                    ),
                },
            ),
        ),
    };
    let days = hours
        .days_from(clock.today, DAYS_SHOWN)
        .into_iter()
        .enumerate()
        .map(|(offset, day)| day_shown(offset, day, words))
        .collect();
    Some(HoursShown {
        open,
        state: words.text(if open { "open-now" } else { "closed-now" }),
        next,
        days,
    })
}

fn day_shown(offset: usize, day: DayHours, words: &dyn Localizer) -> HoursDayShown {
    let lang = words.lang();
    let name = match offset {
        0 => words.text("hours-today"),
        1 => words.text("hours-tomorrow"),
        _ => capitalized(weekday_name(day.date.weekday(), lang)),
    };
    let hours = if day.spans.is_empty() {
        words.text("hours-closed")
    } else {
        day.spans
            .iter()
            .map(|&(open, close)| {
                format!("{} – {}", hours_time(open, lang), hours_time(close, lang))
            })
            .collect::<Vec<_>>()
            .join(", ")
    };
    let note = day.special.and_then(|special| match special {
        Special::Holiday(holiday) => Some(words.text(holiday.message())),
        Special::Date { .. } => None,
    });
    HoursDayShown {
        day: name,
        hours,
        note,
        today: offset == 0,
    }
}

/// How core reads `text`, for staff who write it: 'Every day 10 AM – 5
/// PM · Christmas Day: Closed', in `words`' language; none when it is not
/// opening hours (the page then shows it as written, and never says
/// open or closed).
pub fn hours_summary(text: &str, words: &dyn Localizer) -> Option<String> {
    let hours = OpeningHours::parse(text)?;
    let lang = words.lang();
    let spans_text = |spans: &[(u16, u16)]| {
        if spans.is_empty() {
            return words.text("hours-closed");
        }
        spans
            .iter()
            .map(|&(open, close)| {
                format!("{} – {}", hours_time(open, lang), hours_time(close, lang))
            })
            .collect::<Vec<_>>()
            .join(", ")
    };
    // Runs of weekdays with the same hours, Monday first.
    let week: Vec<Vec<(u16, u16)>> = (0..7).map(|d| hours.weekday_spans(d)).collect();
    let day = |d: usize| capitalized(weekday_name(d, lang));
    let mut parts = Vec::new();
    if week.iter().all(|spans| *spans == week[0]) {
        parts.push(format!(
            "{} {}",
            words.text("hours-every-day"),
            spans_text(&week[0])
        ));
    } else {
        let mut first = 0;
        while first < 7 {
            let mut last = first;
            while last + 1 < 7 && week[last + 1] == week[first] {
                last += 1;
            }
            let days = if last == first {
                day(first)
            } else {
                format!("{}–{}", day(first), day(last))
            };
            parts.push(format!("{days}: {}", spans_text(&week[first])));
            first = last + 1;
        }
    }
    for (special, spans) in hours.special_days() {
        let name = match special {
            Special::Holiday(holiday) => words.text(holiday.message()),
            Special::Date { month, day } => Date::new(2024, month, day)
                .map(|date| short_date(date, lang))
                .unwrap_or_default(),
        };
        parts.push(format!("{name}: {}", spans_text(spans)));
    }
    Some(parts.join(" · "))
}

/// The hint under the hours' field of staff's forms: how core reads
/// `text` ('Read as: Every day 10 AM – 5 PM'), or that it does not read
/// it as opening hours; none for an empty field.
pub fn hours_hint(text: &str, words: &dyn Localizer) -> Option<String> {
    if text.trim().is_empty() {
        return None;
    }
    Some(match hours_summary(text, words) {
        Some(hours) => words.message("hours-read-as", &[("hours", Arg::Text(&hours))]),
        None => words.text("hours-not-read"),
    })
}

/// A weekday as a row of a table starts ('Lunes', not 'lunes'). Every
/// weekday name of the guide's languages starts with an ASCII letter:
/// ASCII's case is enough, and keeps Unicode's case tables out of the
/// browser's WASM.
fn capitalized(word: &str) -> String {
    let mut word = word.to_string();
    if let Some(first) = word.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    word
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::catalogs::catalog;
    use crate::text::lang::Lang;

    fn clock(date: &str, hour: u16, minute: u16) -> CityClock {
        CityClock {
            today: Date::parse(date).unwrap(),
            minutes: hour * 60 + minute,
        }
    }

    const MOTE: &str = "Daily 10 AM - 5 PM; closed Thanksgiving, Christmas Day";

    #[test]
    fn an_activity_at_six_in_the_evening_is_closed_until_tomorrow_morning() {
        // Friday 4 December 2026, 6 PM.
        let shown = hours_shown(MOTE, clock("2026-12-04", 18, 0), catalog(Lang::En)).unwrap();
        assert!(!shown.open);
        assert_eq!(shown.state, "Closed now");
        assert_eq!(shown.next.as_deref(), Some("Opens at 10 AM tomorrow"));
        assert_eq!(shown.days.len(), 7);
        assert_eq!(
            (
                shown.days[0].day.as_str(),
                shown.days[0].hours.as_str(),
                shown.days[0].today
            ),
            ("Today", "10 AM – 5 PM", true)
        );
        assert_eq!(shown.days[1].day, "Tomorrow");
        assert_eq!(shown.days[2].day, "Sunday");
        let noon = hours_shown(MOTE, clock("2026-12-04", 12, 0), catalog(Lang::En)).unwrap();
        assert_eq!(
            (noon.state.as_str(), noon.next.as_deref()),
            ("Open now", Some("Closes at 5 PM"))
        );
        let morning = hours_shown(MOTE, clock("2026-12-04", 8, 30), catalog(Lang::En)).unwrap();
        assert_eq!(morning.next.as_deref(), Some("Opens at 10 AM"));
    }

    #[test]
    fn a_holiday_shows_in_the_week_and_moves_the_next_opening() {
        // The evening before Thanksgiving: closed tomorrow, open Friday.
        let shown = hours_shown(MOTE, clock("2026-11-25", 18, 0), catalog(Lang::En)).unwrap();
        assert_eq!(shown.next.as_deref(), Some("Opens Friday at 10 AM"));
        assert_eq!(
            (shown.days[1].hours.as_str(), shown.days[1].note.as_deref()),
            ("Closed", Some("Thanksgiving"))
        );
        let bar = "Thu-Sat 8 PM - 2 AM";
        let late = hours_shown(bar, clock("2026-12-05", 23, 0), catalog(Lang::En)).unwrap();
        assert_eq!(late.next.as_deref(), Some("Closes at 2 AM tomorrow"));
    }

    #[test]
    fn every_language_says_it_in_its_own_words() {
        let at = clock("2026-11-25", 18, 0);
        let es = hours_shown(MOTE, at, catalog(Lang::Es)).unwrap();
        assert_eq!(es.state, "Cerrado ahora");
        assert_eq!(es.next.as_deref(), Some("Abre el viernes a las 10:00"));
        assert_eq!(es.days[0].day, "Hoy");
        assert_eq!(es.days[2].day, "Viernes");
        assert_eq!(es.days[1].note.as_deref(), Some("Acción de Gracias"));
        assert_eq!(es.days[2].hours, "10:00 – 17:00");
        let fr = hours_shown(MOTE, at, catalog(Lang::Fr)).unwrap();
        assert_eq!(fr.next.as_deref(), Some("Ouvre vendredi à 10:00"));
        let de = hours_shown(MOTE, at, catalog(Lang::De)).unwrap();
        assert_eq!(de.next.as_deref(), Some("Öffnet Freitag um 10:00"));
        assert_eq!(de.days[1].hours, "Geschlossen");
    }

    #[test]
    fn hours_core_cannot_read_are_left_to_the_page() {
        assert_eq!(
            hours_shown("Seasonal", clock("2026-12-04", 12, 0), catalog(Lang::En)),
            None
        );
    }

    #[test]
    fn staff_read_how_core_reads_their_hours() {
        let en = catalog(Lang::En);
        assert_eq!(
            hours_summary(MOTE, en).as_deref(),
            Some("Every day 10 AM – 5 PM · Thanksgiving: Closed · Christmas Day: Closed")
        );
        assert_eq!(
            hours_summary("Daily 10 AM - 5 PM; Thu 10 AM - 8 PM; closed Dec 31", en).as_deref(),
            Some(
                "Monday–Wednesday: 10 AM – 5 PM · Thursday: 10 AM – 8 PM · \
                 Friday–Sunday: 10 AM – 5 PM · Dec 31: Closed"
            )
        );
        assert_eq!(
            hours_summary("Tue-Sun 11 AM - 2 PM, 5 PM - 9 PM", catalog(Lang::Es)).as_deref(),
            Some("Lunes: Cerrado · Martes–Domingo: 11:00 – 14:00, 17:00 – 21:00")
        );
        assert_eq!(hours_summary("Daily 8 AM - sunset", en), None);
    }

    #[test]
    fn the_hint_under_the_field_says_how_the_hours_are_read() {
        let en = catalog(Lang::En);
        assert_eq!(hours_hint("  ", en), None);
        assert_eq!(
            hours_hint("Daily 9 AM - 4 PM", en).as_deref(),
            Some("Read as: Every day 9 AM – 4 PM")
        );
        assert!(
            hours_hint("Seasonal", en)
                .unwrap()
                .starts_with("Not read as opening hours")
        );
    }
}
