//! A place's opening hours as its page shows them, in the page's language:
//! whether it is open now and until when, or when it opens next ('Closed
//! now · Opens at 10 AM tomorrow'), and the coming week's hours day by day
//! with the holidays it keeps. Core reads the hours (`time::hours`); the
//! page only shows these words.

use serde::{Deserialize, Serialize};

#[cfg(feature = "wasm")]
use tsify::Tsify;

use crate::text::format::{hours_time, weekday_name};
use crate::text::words::{Arg, Localizer};
use crate::time::date::CityClock;
use crate::time::hours::{DayHours, HoursStatus, OpeningHours, Special};

/// How many days the hours' table shows, today first.
pub const DAYS_SHOWN: u8 = 7;

/// A place's hours at a clock, in words.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(Tsify))]
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
#[cfg_attr(feature = "wasm", derive(Tsify))]
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
                    _ => at("hours-opens-on", minutes, Some(weekday_name(date, lang))),
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
        _ => capitalized(weekday_name(day.date, lang)),
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

/// A weekday as a row of a table starts ('Lunes', not 'lunes').
fn capitalized(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::catalogs::catalog;
    use crate::text::lang::Lang;
    use crate::time::date::Date;

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
}
