//! One day of a trip: its stops in order (the best one, or the visitor's
//! own), the way between them, and what goes wrong said plainly ('Closed
//! on Mondays', 'Overlaps Hamilton (7:30 PM–10 PM)'), each with a way to
//! fix it where the trip has one ('Move to Tuesday').

use serde::{Deserialize, Serialize};

#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

use crate::content::near::Coordinates;
use crate::plan::trip::order::{Minute, Problem, Schedule, Stop, Timing, best_order, schedule};
use crate::plan::trip::travel::{Leg, RoutedSeconds, leg, travel_matrix};
use crate::text::format::{hours_time, short_day, weekday_name};
use crate::text::words::{Arg, Localizer};
use crate::time::date::Date;
use crate::time::hours::OpeningHours;

/// A drive this long or longer between two stops is said.
pub const LONG_DRIVE_MINUTES: Minute = 30;

/// An event on for longer than this (a festival, a market, one whose
/// time says nothing) is one to drop in on for a visit, not to sit
/// through from start to end.
pub const DROP_IN_OVER_MINUTES: Minute = 4 * 60;

/// When a stop can be visited.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum When {
    /// An event, at the same times on each of its dates.
    Event {
        dates: Vec<Date>,
        start: Minute,
        end: Minute,
    },
    /// A place with opening hours the guide reads.
    Hours(OpeningHours),
    /// A place open at any hour, or whose hours the guide cannot read.
    Anytime,
    /// A place the visitor booked for an hour (a table at 7 PM), with
    /// its hours when the guide reads them.
    Booked {
        start: Minute,
        hours: Option<OpeningHours>,
    },
}

impl When {
    /// A place's hours as staff wrote them.
    pub fn of_hours(text: Option<&str>) -> When {
        text.and_then(OpeningHours::parse)
            .map_or(When::Anytime, When::Hours)
    }

    /// When it can be visited on `date`.
    fn timing(&self, date: Date) -> Timing {
        match self {
            When::Event { dates, start, end } if dates.contains(&date) => {
                if end - start > DROP_IN_OVER_MINUTES {
                    Timing::Open {
                        spans: vec![(*start, *end)],
                    }
                } else {
                    Timing::Fixed {
                        start: *start,
                        end: *end,
                    }
                }
            }
            When::Event { .. } => Timing::Open { spans: Vec::new() },
            When::Hours(hours) => Timing::Open {
                spans: spans_on(hours, date),
            },
            When::Anytime => Timing::Anytime,
            When::Booked { start, .. } => Timing::Booked { start: *start },
        }
    }

    /// Whether a visit fits `date` at all (the place is open long enough,
    /// the event plays; a booking, in the hours it was booked for).
    fn fits(&self, date: Date, visit_minutes: Minute) -> bool {
        match (self, self.timing(date)) {
            (
                When::Booked {
                    start,
                    hours: Some(hours),
                },
                _,
            ) => booked_hours_problem(hours, date, *start, start + visit_minutes).is_none(),
            (_, Timing::Fixed { .. } | Timing::Booked { .. } | Timing::Anytime) => true,
            (_, Timing::Open { spans }) => spans
                .iter()
                .any(|&(open, close)| close - open >= visit_minutes),
        }
    }
}

/// A place's opening spans on `date`, as minutes of that day: a span that
/// closes at or before it opens runs past midnight.
fn spans_on(hours: &OpeningHours, date: Date) -> Vec<(Minute, Minute)> {
    hours
        .spans_on(date)
        .into_iter()
        .map(|(open, close)| {
            let close = if close <= open {
                close + 24 * 60
            } else {
                close
            };
            (Minute::from(open), Minute::from(close))
        })
        .collect()
}

/// What is wrong with a booking from `start` to `end` on `date`, by the
/// place's hours: closed that day, or not open all the while.
fn booked_hours_problem(
    hours: &OpeningHours,
    date: Date,
    start: Minute,
    end: Minute,
) -> Option<Problem> {
    let spans = spans_on(hours, date);
    if spans.is_empty() {
        return Some(Problem::Closed);
    }
    if spans
        .iter()
        .any(|&(open, close)| open <= start && end <= close)
    {
        return None;
    }
    // The span it misses by least: one that opens later, or closes sooner.
    let (open, close) = spans
        .iter()
        .copied()
        .min_by_key(|&(open, close)| open.saturating_sub(start) + end.saturating_sub(close))?;
    Some(if start < open {
        Problem::OpensAfter { open }
    } else {
        Problem::ClosesBefore { close }
    })
}

/// A stop placed on a day.
#[derive(Debug, Clone, PartialEq)]
pub struct DayStop {
    /// As the visitor reads it in the guide.
    pub name: String,
    pub when: When,
    /// A place's visit; an event takes its own time.
    pub visit_minutes: Minute,
    pub at: Option<Coordinates>,
}

/// A day of the trip another stop would fit.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[serde(rename_all = "camelCase")]
pub struct MoveTo {
    /// `YYYY-MM-DD`.
    pub date: String,
    /// 'Move to Tuesday'.
    pub label: String,
}

/// Something wrong with a stop where the day has it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[serde(rename_all = "camelCase")]
pub struct Conflict {
    /// The stop, by its position in the day's stops.
    pub stop: usize,
    pub text: String,
    pub fix: Option<MoveTo>,
}

/// A day planned.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[serde(rename_all = "camelCase")]
pub struct DayPlan {
    pub schedule: Schedule,
    /// The way to each visit from the one before, by the schedule's
    /// order (none for the first, or where a stop is off the map).
    pub legs: Vec<Option<Leg>>,
    pub conflicts: Vec<Conflict>,
}

/// Plans `date`'s `stops`: in the best order, or in `order` (the
/// visitor's own), setting out at `day_start`. `trip` is the trip's days,
/// which fixes are found among.
pub fn plan_day(
    date: Date,
    stops: &[DayStop],
    order: Option<&[usize]>,
    routed: Option<&RoutedSeconds>,
    day_start: Minute,
    trip: &[Date],
    words: &dyn Localizer,
) -> DayPlan {
    let timed: Vec<Stop> = stops
        .iter()
        .map(|stop| Stop {
            timing: stop.when.timing(date),
            visit_minutes: stop.visit_minutes,
        })
        .collect();
    let points: Vec<Option<Coordinates>> = stops.iter().map(|stop| stop.at).collect();
    let travel = travel_matrix(&points, routed);
    let schedule = match order {
        Some(order) => schedule(order, &timed, &travel, day_start),
        None => best_order(&timed, &travel, day_start),
    };
    let legs: Vec<Option<Leg>> = schedule
        .visits
        .iter()
        .enumerate()
        .map(|(i, visit)| {
            let before = schedule.visits.get(i.checked_sub(1)?)?;
            leg(&points, routed, before.stop, visit.stop)
        })
        .collect();
    let conflicts = conflicts(date, stops, &timed, &schedule, &legs, trip, words);
    DayPlan {
        schedule,
        legs,
        conflicts,
    }
}

fn conflicts(
    date: Date,
    stops: &[DayStop],
    timed: &[Stop],
    schedule: &Schedule,
    legs: &[Option<Leg>],
    trip: &[Date],
    words: &dyn Localizer,
) -> Vec<Conflict> {
    let lang = words.lang();
    let time = |minute: Minute| hours_time((minute % (24 * 60)) as u16, lang);
    let mut found = Vec::new();
    for (i, visit) in schedule.visits.iter().enumerate() {
        let stop = &stops[visit.stop];
        if let Some(leg) = legs[i].filter(|leg| !leg.walk && leg.minutes() >= LONG_DRIVE_MINUTES) {
            let minutes = leg.minutes().to_string();
            found.push(Conflict {
                stop: visit.stop,
                text: words.message("trip-long-drive", &[("minutes", Arg::Text(&minutes))]),
                fix: None,
            });
        }
        let booked = match &stop.when {
            When::Booked {
                start,
                hours: Some(hours),
            } => booked_hours_problem(hours, date, *start, start + stop.visit_minutes),
            _ => None,
        };
        let Some(problem) = visit.problem.or(booked) else {
            continue;
        };
        let text = match problem {
            Problem::Closed => closed_text(stop, date, words),
            Problem::ClosesBefore { close } if visit.arrive >= close => words.message(
                "trip-closes-arrive",
                &[
                    ("close", Arg::Text(&time(close))),
                    ("arrive", Arg::Text(&time(visit.arrive))),
                ],
            ),
            Problem::ClosesBefore { close } => words.message(
                "trip-closes-visit",
                &[
                    ("close", Arg::Text(&time(close))),
                    ("end", Arg::Text(&time(visit.end))),
                ],
            ),
            Problem::OpensAfter { open } => words.message(
                "trip-opens-after",
                &[
                    ("open", Arg::Text(&time(open))),
                    ("start", Arg::Text(&time(visit.start))),
                ],
            ),
            Problem::StartedBefore { start } => {
                // The event before whose times cross this one's.
                let meant_end = match timed[visit.stop].timing {
                    Timing::Fixed { end, .. } => end,
                    _ => start + stop.visit_minutes,
                };
                let overlapped = i
                    .checked_sub(1)
                    .map(|before| &schedule.visits[before])
                    .filter(|before| {
                        matches!(timed[before.stop].timing, Timing::Fixed { .. })
                            && before.end > start
                            && before.start < meant_end
                    });
                match overlapped {
                    Some(before) => {
                        let times = format!("{}–{}", time(before.start), time(before.end));
                        words.message(
                            "trip-overlaps",
                            &[
                                ("name", Arg::Text(&stops[before.stop].name)),
                                ("times", Arg::Text(&times)),
                            ],
                        )
                    }
                    None if matches!(stop.when, When::Booked { .. }) => words.message(
                        "trip-booked-late",
                        &[
                            ("start", Arg::Text(&time(start))),
                            ("arrive", Arg::Text(&time(visit.arrive))),
                        ],
                    ),
                    None => words.message(
                        "trip-starts-before",
                        &[
                            ("start", Arg::Text(&time(start))),
                            ("arrive", Arg::Text(&time(visit.arrive))),
                        ],
                    ),
                }
            }
        };
        found.push(Conflict {
            stop: visit.stop,
            text,
            fix: move_to(stop, date, trip, words),
        });
    }
    found
}

/// 'Closed on Mondays' when the place is closed every such weekday;
/// 'Closed on Thu Nov 26' when that day only (a holiday); 'Not on …' for
/// an event that day.
fn closed_text(stop: &DayStop, date: Date, words: &dyn Localizer) -> String {
    let day = short_day(date, words.lang());
    match &stop.when {
        When::Hours(hours)
        | When::Booked {
            hours: Some(hours), ..
        } if hours.weekday_spans(date.weekday()).is_empty() => {
            const WEEKDAYS: [&str; 7] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
            words.message(
                "trip-closed-weekday",
                &[("weekday", Arg::Text(WEEKDAYS[date.weekday()]))],
            )
        }
        When::Event { .. } => words.message("trip-not-that-day", &[("date", Arg::Text(&day))]),
        _ => words.message("trip-closed-date", &[("date", Arg::Text(&day))]),
    }
}

/// The trip's first other day the stop fits (open, or playing), as a fix:
/// named by its weekday in a trip of a week at most, else by its date.
fn move_to(stop: &DayStop, date: Date, trip: &[Date], words: &dyn Localizer) -> Option<MoveTo> {
    let day = trip
        .iter()
        .copied()
        .filter(|&day| day != date)
        .find(|&day| stop.when.fits(day, stop.visit_minutes))?;
    let lang = words.lang();
    let named = if trip.len() <= 7 {
        weekday_name(day.weekday(), lang).to_string()
    } else {
        short_day(day, lang)
    };
    Some(MoveTo {
        date: day.to_string(),
        label: words.message("trip-move-to", &[("day", Arg::Text(&named))]),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::catalogs::catalog;
    use crate::text::lang::Lang;

    const fn at(hour: u32, minute: u32) -> Minute {
        hour * 60 + minute
    }

    fn day(text: &str) -> Date {
        Date::parse(text).unwrap()
    }

    /// A week from Monday, November 23, 2026 (Thanksgiving on Thursday).
    fn trip() -> Vec<Date> {
        (0..5).map(|i| day("2026-11-23").add_days(i)).collect()
    }

    fn place(name: &str, hours: &str, visit_minutes: Minute, at: (f64, f64)) -> DayStop {
        DayStop {
            name: name.to_string(),
            when: When::of_hours(Some(hours)),
            visit_minutes,
            at: Some(Coordinates {
                latitude: at.0,
                longitude: at.1,
            }),
        }
    }

    fn show(name: &str, dates: &[&str], start: Minute, end: Minute, at: (f64, f64)) -> DayStop {
        DayStop {
            name: name.to_string(),
            when: When::Event {
                dates: dates.iter().map(|d| day(d)).collect(),
                start,
                end,
            },
            visit_minutes: 0,
            at: Some(Coordinates {
                latitude: at.0,
                longitude: at.1,
            }),
        }
    }

    const DOWNTOWN: (f64, f64) = (27.3364, -82.5307);
    const NEARBY: (f64, f64) = (27.3380, -82.5330);
    /// Venice, 17.0 miles south as the crow flies (26.31 km north-south,
    /// 7.56 km east-west): 17.0 × 1.3 / 25 mph = 53 minutes by car.
    const VENICE: (f64, f64) = (27.0998, -82.4543);

    fn texts(plan: &DayPlan) -> Vec<(&str, Option<&str>)> {
        plan.conflicts
            .iter()
            .map(|c| (c.text.as_str(), c.fix.as_ref().map(|f| f.label.as_str())))
            .collect()
    }

    #[test]
    fn a_day_without_problems_says_nothing() {
        let stops = [
            show("Hamilton", &["2026-11-24"], at(19, 30), at(22, 0), DOWNTOWN),
            place("Ca' d'Zan", "Daily 10 AM - 5 PM", 120, NEARBY),
        ];
        let plan = plan_day(
            day("2026-11-24"),
            &stops,
            None,
            None,
            at(9, 0),
            &trip(),
            catalog(Lang::En),
        );
        assert_eq!(
            plan.schedule
                .visits
                .iter()
                .map(|v| v.stop)
                .collect::<Vec<_>>(),
            [1, 0]
        );
        assert_eq!(plan.conflicts, []);
        assert_eq!(plan.legs[0], None);
        assert!(plan.legs[1].is_some_and(|leg| leg.walk && leg.estimated));
    }

    #[test]
    fn conflicts_are_said_plainly_with_a_day_that_fixes_them() {
        let museum = place("Art museum", "Tue-Sun 10 AM - 5 PM", 120, NEARBY);
        let stops = [
            museum.clone(),
            place(
                "Gallery",
                "Mon-Sun 10 AM - 5 PM; closed Thanksgiving",
                60,
                NEARBY,
            ),
            show(
                "Hamilton",
                &["2026-11-23", "2026-11-24"],
                at(19, 30),
                at(22, 0),
                DOWNTOWN,
            ),
            show(
                "Jazz Night",
                &["2026-11-23"],
                at(20, 0),
                at(22, 0),
                DOWNTOWN,
            ),
            place("Dinner", "Daily 5 PM - 9 PM", 90, VENICE),
        ];
        let en = catalog(Lang::En);
        // Monday, in the visitor's own order: the museum closed, the two
        // shows overlapping, dinner 53 minutes' drive away and too late.
        let monday = plan_day(
            day("2026-11-23"),
            &stops,
            Some(&[0, 2, 3, 4]),
            None,
            at(9, 0),
            &trip(),
            en,
        );
        assert_eq!(
            texts(&monday),
            [
                ("Closed on Mondays", Some("Move to Tuesday")),
                ("Overlaps Hamilton (7:30 PM–10 PM)", None),
                ("A 53 min drive between these stops", None),
                (
                    "Closes at 9 PM, you arrive at 10:54 PM",
                    Some("Move to Tuesday")
                ),
            ]
        );
        // Thanksgiving: the gallery keeps the holiday.
        let thursday = plan_day(
            day("2026-11-26"),
            &stops[1..2],
            None,
            None,
            at(9, 0),
            &trip(),
            en,
        );
        assert_eq!(
            texts(&thursday),
            [("Closed on Thu Nov 26", Some("Move to Monday"))]
        );
        // An event placed on a day it does not play.
        let friday = plan_day(
            day("2026-11-27"),
            &stops[3..4],
            None,
            None,
            at(9, 0),
            &trip(),
            en,
        );
        assert_eq!(
            texts(&friday),
            [("Not on Fri Nov 27", Some("Move to Monday"))]
        );
        // A visit that would run past closing.
        let late = plan_day(
            day("2026-11-24"),
            &[museum],
            None,
            None,
            at(16, 0),
            &trip(),
            en,
        );
        assert_eq!(
            texts(&late),
            [(
                "Closes at 5 PM, before your visit ends at 6 PM",
                Some("Move to Wednesday")
            )]
        );
    }

    #[test]
    fn conflicts_read_in_every_language() {
        let stops = [
            place("Art museum", "Tue-Sun 10 AM - 5 PM", 120, NEARBY),
            show("Hamilton", &["2026-11-23"], at(19, 30), at(22, 0), DOWNTOWN),
            show(
                "Jazz Night",
                &["2026-11-23"],
                at(20, 0),
                at(22, 0),
                DOWNTOWN,
            ),
        ];
        let said = |lang| {
            let plan = plan_day(
                day("2026-11-23"),
                &stops,
                Some(&[0, 1, 2]),
                None,
                at(9, 0),
                &trip(),
                catalog(lang),
            );
            texts(&plan)
                .into_iter()
                .map(|(t, f)| (t.to_string(), f.map(str::to_string)))
                .collect::<Vec<_>>()
        };
        let pair = |t: &str, f: Option<&str>| (t.to_string(), f.map(str::to_string));
        assert_eq!(
            said(Lang::Es),
            [
                pair("Cerrado los lunes", Some("Pasar al martes")),
                pair("Coincide con Hamilton (19:30–22:00)", None)
            ]
        );
        assert_eq!(
            said(Lang::Fr),
            [
                pair("Fermé le lundi", Some("Déplacer au mardi")),
                pair("Chevauche Hamilton (19:30–22:00)", None)
            ]
        );
        assert_eq!(
            said(Lang::De),
            [
                pair("Montags geschlossen", Some("Auf Dienstag verschieben")),
                pair("Überschneidet sich mit Hamilton (19:30–22:00)", None)
            ]
        );
    }
}
