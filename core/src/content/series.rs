//! Series: the dates of an event that repeats (a Saturday market, a run of
//! nights). The guide keeps each date as an event of its own, so that
//! staff can cancel or move one date and a source's repeating listings
//! come in as they are; a list shows a series once, at its next date, with
//! its coming dates, and a calendar file carries it as one recurring event.
//!
//! The days of one series are the events with the same title at the same
//! venue: what a visitor reads as the same thing again.

use crate::content::events::last_day;
use crate::content::model::{Event, EventStatus, SeriesDate, SeriesDates};
use crate::content::order::sort_positions;
use crate::text::format::{event_time, format_count, short_day, weekday_name};
use crate::text::words::{Arg, Localizer};
use crate::time::date::Date;
use serde::{Deserialize, Serialize};

/// At most this many coming dates of a series are carried with it (the
/// demo's weekly series are listed half a year ahead: 27 Saturdays).
pub const SERIES_DATES_MAX: usize = 60;

/// A series as one recurring entry of a calendar (RFC 5545): its dates
/// at the series' time from `first`, as a weekly rule of `weeks` weeks or
/// as a list (`more`, `RDATE`), less the dates in `except` (`EXDATE`: the
/// weeks it skips, its cancelled dates, and its dates moved to another
/// time, which a calendar carries as entries of their own).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Recurrence {
    pub first: Date,
    pub weeks: Option<u32>,
    pub more: Vec<Date>,
    pub except: Vec<Date>,
}

impl Recurrence {
    pub fn of(series: &SeriesDates) -> Option<Recurrence> {
        let first = series.dates.first()?.date;
        let on = |day: Date| {
            series
                .dates
                .iter()
                .any(|d| d.date == day && d.time.is_none() && d.status != EventStatus::Cancelled)
        };
        Some(match series.weekly {
            Some(_) => {
                let last = series.dates.last()?.date;
                let weeks = (last.to_days() - first.to_days()) / 7 + 1;
                Recurrence {
                    first,
                    weeks: Some(weeks as u32),
                    more: Vec::new(),
                    except: (0..weeks)
                        .map(|week| first.add_days(7 * week))
                        .filter(|d| !on(*d))
                        .collect(),
                }
            }
            None => {
                let mut more: Vec<Date> = series
                    .dates
                    .iter()
                    .map(|d| d.date)
                    .filter(|d| *d != first && on(*d))
                    .collect();
                more.dedup();
                Recurrence {
                    first,
                    weeks: None,
                    more,
                    except: (!on(first)).then_some(first).into_iter().collect(),
                }
            }
        })
    }
}

/// The dates of `series` a calendar carries as entries of their own: those
/// moved to another time, not cancelled.
pub fn moved_dates(series: &SeriesDates) -> impl Iterator<Item = &SeriesDate> {
    series
        .dates
        .iter()
        .filter(|d| d.time.is_some() && d.status != EventStatus::Cancelled)
}

/// The weekday of `dates` (in order) when they make a weekly series: at
/// least two, all on one weekday, and most weeks between the first and
/// the last taken.
fn weekly(dates: &[SeriesDate]) -> Option<u8> {
    let (first, last) = (dates.first()?, dates.last()?);
    let weekday = first.date.weekday();
    let mut days: Vec<Date> = dates.iter().map(|d| d.date).collect();
    days.dedup();
    if days.len() < 2 || days.iter().any(|d| d.weekday() != weekday) {
        return None;
    }
    let weeks = (last.date.to_days() - first.date.to_days()) / 7 + 1;
    (3 * days.len() as i64 >= 2 * weeks).then_some(weekday as u8)
}

/// The series of a list of events: which events are days of one series.
#[derive(Debug, Clone, Default)]
pub struct SeriesIndex {
    /// Each event's series, numbered from 0.
    series: Vec<u32>,
    /// The positions of the days of each series, by date, for a series of
    /// more than one event; none for the others.
    days: Vec<Vec<u32>>,
    /// Whether any series has more than one event.
    any: bool,
}

impl SeriesIndex {
    pub fn new(events: &[Event]) -> SeriesIndex {
        // Sorted by title and venue, a series is a run. (The guide's shared
        // sort, not a hash map: each keeps its code out of the visitors'
        // WASM, `order`.)
        let keys: Vec<(&str, String)> = events
            .iter()
            .map(|e| (e.title.trim(), e.venue.name().trim().to_ascii_lowercase()))
            .collect();
        let mut by_key: Vec<u32> = (0..events.len() as u32).collect();
        sort_positions(&mut by_key, &|a, b| {
            keys[a as usize].cmp(&keys[b as usize]).then(a.cmp(&b))
        });
        let mut series = vec![0; events.len()];
        let mut days: Vec<Vec<u32>> = Vec::new();
        for run in by_key.chunk_by(|&a, &b| keys[a as usize] == keys[b as usize]) {
            let number = days.len() as u32;
            run.iter().for_each(|&i| series[i as usize] = number);
            let mut dates = if run.len() > 1 {
                run.to_vec()
            } else {
                Vec::new()
            };
            sort_positions(&mut dates, &|a, b| {
                let (x, y) = (&events[a as usize], &events[b as usize]);
                (x.date, x.id).cmp(&(y.date, y.id))
            });
            days.push(dates);
        }
        SeriesIndex {
            any: days.iter().any(|d| !d.is_empty()),
            series,
            days,
        }
    }

    /// The position of the soonest day of the series the event at
    /// `position` is a day of (its own when it is the only one).
    pub fn soonest(&self, position: u32) -> u32 {
        let days = &self.days[self.series[position as usize] as usize];
        days.first().copied().unwrap_or(position)
    }

    /// Whether the events at `a` and `b` are days of one series.
    pub fn same(&self, a: u32, b: u32) -> bool {
        self.series[a as usize] == self.series[b as usize]
    }

    /// `positions` (in the order they are to be shown) with each series
    /// once: at its first date that is not cancelled, or its first where
    /// all are.
    pub fn once(&self, events: &[Event], positions: &[u32]) -> Vec<u32> {
        if !self.any {
            return positions.to_vec();
        }
        // Indexed by series: a list's filter is 10,000 events at most.
        let mut kept = vec![u32::MAX; self.days.len()];
        for &i in positions {
            let series = self.series[i as usize] as usize;
            if self.days[series].is_empty() {
                continue;
            }
            let first = kept[series];
            if first == u32::MAX
                || (events[first as usize].status == EventStatus::Cancelled
                    && events[i as usize].status != EventStatus::Cancelled)
            {
                kept[series] = i;
            }
        }
        positions
            .iter()
            .copied()
            .filter(|&i| {
                let series = self.series[i as usize] as usize;
                self.days[series].is_empty() || kept[series] == i
            })
            .collect()
    }

    /// The positions of every coming day (not ended by `today`) of the
    /// series the event at `position` is a day of, by date; none when it
    /// is the only one. (Staff's edit of every date walks them all.)
    pub fn coming_days(&self, events: &[Event], position: u32, today: Date) -> Vec<u32> {
        self.days[self.series[position as usize] as usize]
            .iter()
            .copied()
            .filter(|&i| last_day(&events[i as usize]) >= today)
            .collect()
    }

    /// The coming dates (not ended by `today`) of the series the event at
    /// `position` is a day of, the first [`SERIES_DATES_MAX`]; none when
    /// it is the only one.
    pub fn dates(&self, events: &[Event], position: u32, today: Date) -> Option<SeriesDates> {
        let time = events[position as usize].time.as_deref();
        let dates: Vec<SeriesDate> = self
            .coming_days(events, position, today)
            .into_iter()
            .map(|i| &events[i as usize])
            .take(SERIES_DATES_MAX)
            .map(|e| SeriesDate {
                id: e.id,
                date: e.date,
                time: e.time.clone().filter(|t| Some(t.as_str()) != time),
                status: e.status,
            })
            .collect();
        if dates.len() < 2 {
            return None;
        }
        Some(SeriesDates {
            id: self.days[self.series[position as usize] as usize]
                .iter()
                .map(|&i| events[i as usize].id)
                .min()?,
            weekly: weekly(&dates),
            dates,
        })
    }

    /// The event at `position` as a list shows it: with its series' coming
    /// dates when it has some.
    pub fn shown(&self, events: &[Event], position: u32, today: Date) -> Event {
        Event {
            series: self.dates(events, position, today),
            ..events[position as usize].clone()
        }
    }
}

/// A series as its card says it, in `words`' language: 'Every Saturday ·
/// 7 AM-1 PM · next: Sat, Dec 5', or '6 dates · 7:30 PM · next: Tue, Dec 8'.
/// `time` is the event's, as written.
pub fn series_line(series: &SeriesDates, time: Option<&str>, words: &dyn Localizer) -> String {
    let lang = words.lang();
    let mut parts = vec![match series.weekly {
        Some(weekday) => words.message(
            "series-every",
            &[("weekday", Arg::Text(weekday_name(weekday.into(), lang)))],
        ),
        None => words.message(
            "series-dates",
            &[
                ("count", Arg::Number(series.dates.len() as f64)),
                (
                    "shown",
                    Arg::Text(&format_count(series.dates.len() as u64, lang)),
                ),
            ],
        ),
    }];
    if let Some(time) = time.map(str::trim).filter(|t| !t.is_empty()) {
        parts.push(event_time(time, lang));
    }
    if let Some(next) = series.next() {
        let day = short_day(next.date, lang);
        parts.push(words.message("series-next", &[("date", Arg::Text(&day))]));
    }
    parts.join(" · ")
}

/// How an event staff add by hand repeats: each date is an event of its
/// own (see the module's note), made at once.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub enum Repeat {
    #[default]
    Never,
    Daily,
    Weekly,
    EveryTwoWeeks,
    /// On the same day of each month; a month without that day is skipped.
    Monthly,
}

impl Repeat {
    /// Every choice with its message, in the order a menu offers them.
    pub const ALL: [(Repeat, &'static str); 5] = [
        (Repeat::Never, "repeat-never"),
        (Repeat::Daily, "repeat-daily"),
        (Repeat::Weekly, "repeat-weekly"),
        (Repeat::EveryTwoWeeks, "repeat-every-two-weeks"),
        (Repeat::Monthly, "repeat-monthly"),
    ];
}

/// At most this many dates are added at once: a daily run of three months,
/// or two years of a monthly one.
pub const MAX_ADDED_DATES: usize = 100;

/// Why a repeat's dates cannot be made, as the message of the `until` field.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RepeatProblem {
    /// A repeat needs its last date.
    UntilMissing,
    UntilBeforeStart,
    TooManyDates,
}

impl RepeatProblem {
    pub fn message_id(self) -> &'static str {
        match self {
            RepeatProblem::UntilMissing => "repeat-until-missing",
            RepeatProblem::UntilBeforeStart => "repeat-until-before-start",
            RepeatProblem::TooManyDates => "repeat-too-many",
        }
    }
}

/// The dates of an event added from `first` repeating as `repeat` until
/// `until` (included), `first` among them.
pub fn repeat_dates(
    first: Date,
    repeat: Repeat,
    until: Option<Date>,
) -> Result<Vec<Date>, RepeatProblem> {
    if repeat == Repeat::Never {
        return Ok(vec![first]);
    }
    let until = until.ok_or(RepeatProblem::UntilMissing)?;
    if until < first {
        return Err(RepeatProblem::UntilBeforeStart);
    }
    let mut dates = Vec::new();
    let mut push = |date: Date| {
        if dates.len() == MAX_ADDED_DATES {
            return Err(RepeatProblem::TooManyDates);
        }
        dates.push(date);
        Ok(())
    };
    match repeat {
        Repeat::Never => unreachable!("returned above"),
        Repeat::Daily | Repeat::Weekly | Repeat::EveryTwoWeeks => {
            let step = match repeat {
                Repeat::Daily => 1,
                Repeat::Weekly => 7,
                _ => 14,
            };
            let mut date = first;
            while date <= until {
                push(date)?;
                date = date.add_days(step);
            }
        }
        Repeat::Monthly => {
            let (mut year, mut month) = (first.year(), first.month());
            while let Some(start) = Date::new(year, month, 1).filter(|d| *d <= until) {
                if let Some(date) = Date::new(year, month, first.day()).filter(|d| *d <= until) {
                    push(date)?;
                }
                (year, month) = start.next_month();
            }
        }
    }
    Ok(dates)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::model::VenueRef;
    use crate::text::catalogs::catalog;
    use crate::text::lang::Lang;

    #[test]
    fn an_added_event_repeats_until_its_last_date() {
        let dates = |first: &str, repeat, until: Option<&str>| {
            repeat_dates(d(first), repeat, until.map(d))
                .map(|dates| dates.iter().map(|d| d.to_string()).collect::<Vec<_>>())
        };
        assert_eq!(
            dates("2026-12-05", Repeat::Never, Some("2027-01-01")),
            Ok(vec!["2026-12-05".to_string()])
        );
        assert_eq!(
            dates("2026-12-05", Repeat::Weekly, Some("2026-12-26")),
            Ok(["2026-12-05", "2026-12-12", "2026-12-19", "2026-12-26"]
                .map(String::from)
                .to_vec())
        );
        assert_eq!(
            dates("2026-12-05", Repeat::EveryTwoWeeks, Some("2026-12-31")),
            Ok(["2026-12-05", "2026-12-19"].map(String::from).to_vec())
        );
        assert_eq!(
            dates("2026-12-30", Repeat::Daily, Some("2027-01-02")).map(|d| d.len()),
            Ok(4)
        );
        // The 31st: months without one are skipped.
        assert_eq!(
            dates("2027-01-31", Repeat::Monthly, Some("2027-05-31")),
            Ok(["2027-01-31", "2027-03-31", "2027-05-31"]
                .map(String::from)
                .to_vec())
        );
        assert_eq!(
            dates("2026-12-05", Repeat::Weekly, None),
            Err(RepeatProblem::UntilMissing)
        );
        assert_eq!(
            dates("2026-12-05", Repeat::Daily, Some("2026-12-04")),
            Err(RepeatProblem::UntilBeforeStart)
        );
        assert_eq!(
            dates("2026-12-05", Repeat::Daily, Some("2027-12-05")),
            Err(RepeatProblem::TooManyDates)
        );
        assert_eq!(
            dates("2026-01-01", Repeat::Daily, Some("2026-04-10")).map(|d| d.len()),
            Ok(MAX_ADDED_DATES)
        );
    }

    fn d(s: &str) -> Date {
        Date::parse(s).unwrap()
    }

    /// The market on each of `days`, ids from 1, then a talk.
    fn market(days: &[&str]) -> Vec<Event> {
        let mut events: Vec<Event> = days
            .iter()
            .enumerate()
            .map(|(n, day)| {
                let mut e = Event::named(n as i64 + 1, "Farmers Market", d(day));
                e.time = Some("7 AM-1 PM".into());
                e.venue = VenueRef::Name("Lemon Avenue".into());
                e
            })
            .collect();
        let mut talk = Event::named(99, "Farmers Market", d("2026-12-05"));
        talk.venue = VenueRef::Name("Selby Library".into());
        events.push(talk);
        events
    }

    #[test]
    fn the_days_of_a_series_share_a_title_and_a_venue() {
        let mut events = market(&["2026-12-12", "2026-12-05"]);
        events[1].venue = VenueRef::Name(" lemon avenue ".into());
        let index = SeriesIndex::new(&events);
        assert!(index.same(0, 1), "the venue's case and spaces aside");
        assert!(!index.same(0, 2), "the same title elsewhere is another");
        let today = d("2026-11-30");
        assert_eq!(
            index.dates(&events, 2, today),
            None,
            "one date is no series"
        );
        let series = index.dates(&events, 0, today).unwrap();
        assert_eq!(
            series.dates.iter().map(|d| d.id).collect::<Vec<_>>(),
            [2, 1],
            "by date"
        );
        assert_eq!(series.id, 1);
        assert_eq!(index.shown(&events, 0, today).series, Some(series));
        assert_eq!(index.shown(&events, 2, today).series, None);
    }

    #[test]
    fn a_list_shows_a_series_once_at_its_next_date_not_cancelled() {
        let mut events = market(&["2026-12-05", "2026-12-12", "2026-12-19"]);
        let index = SeriesIndex::new(&events);
        assert_eq!(index.once(&events, &[0, 3, 1, 2]), [0, 3]);
        events[0].status = EventStatus::Cancelled;
        assert_eq!(index.once(&events, &[0, 3, 1, 2]), [3, 1]);
        events[1].status = EventStatus::Cancelled;
        events[2].status = EventStatus::Cancelled;
        assert_eq!(
            index.once(&events, &[0, 3, 1, 2]),
            [0, 3],
            "all cancelled: the first"
        );
    }

    #[test]
    fn coming_dates_leave_out_the_past_and_say_a_moved_time() {
        let mut events = market(&["2026-11-28", "2026-12-05", "2026-12-12"]);
        events[2].time = Some("9 AM-1 PM".into());
        let index = SeriesIndex::new(&events);
        let series = index.dates(&events, 1, d("2026-12-01")).unwrap();
        assert_eq!(
            series.dates,
            [
                SeriesDate {
                    id: 2,
                    date: d("2026-12-05"),
                    time: None,
                    status: EventStatus::Scheduled
                },
                SeriesDate {
                    id: 3,
                    date: d("2026-12-12"),
                    time: Some("9 AM-1 PM".into()),
                    status: EventStatus::Scheduled
                }
            ]
        );
        assert_eq!(series.id, 1, "the past date keeps the series' identity");
        assert_eq!(
            index.dates(&events, 1, d("2026-12-06")),
            None,
            "one date left"
        );
    }

    #[test]
    fn a_long_series_shows_its_first_dates_and_counts_every_coming_day() {
        let days: Vec<String> = (0..70)
            .map(|n| d("2026-12-01").add_days(n).to_string())
            .collect();
        let events = market(&days.iter().map(String::as_str).collect::<Vec<_>>());
        let index = SeriesIndex::new(&events);
        let today = d("2026-12-03");
        assert_eq!(
            index.dates(&events, 5, today).unwrap().dates.len(),
            SERIES_DATES_MAX
        );
        // Staff's edit of every coming date reaches all of them.
        let coming = index.coming_days(&events, 5, today);
        assert_eq!(coming.len(), 68);
        assert_eq!(coming[0], 2);
        assert_eq!(index.coming_days(&events, 70, today), Vec::<u32>::new());
    }

    #[test]
    fn weekly_is_one_weekday_with_most_weeks_taken() {
        let today = d("2026-11-30");
        let of = |days: &[&str]| {
            let events = market(days);
            SeriesIndex::new(&events)
                .dates(&events, 0, today)
                .unwrap()
                .weekly
        };
        // Saturdays, one week skipped (Dec 26).
        assert_eq!(
            of(&["2026-12-05", "2026-12-12", "2026-12-19", "2027-01-02"]),
            Some(5)
        );
        assert_eq!(of(&["2026-12-05", "2026-12-12"]), Some(5));
        // The first Saturday of each month is not 'every Saturday'.
        assert_eq!(of(&["2026-12-05", "2027-01-02", "2027-02-06"]), None);
        // A run of nights.
        assert_eq!(of(&["2026-12-08", "2026-12-09", "2026-12-10"]), None);
    }

    #[test]
    fn a_weekly_series_recurs_weekly_less_its_weeks_off() {
        let mut events = market(&["2026-12-05", "2026-12-12", "2026-12-19", "2027-01-02"]);
        events[1].status = EventStatus::Cancelled;
        events[2].time = Some("9 AM-1 PM".into());
        let index = SeriesIndex::new(&events);
        let series = index.dates(&events, 0, d("2026-11-30")).unwrap();
        assert_eq!(series.weekly, Some(5));
        assert_eq!(series.next().map(|d| d.id), Some(1));
        assert_eq!(
            Recurrence::of(&series),
            Some(Recurrence {
                first: d("2026-12-05"),
                weeks: Some(5),
                more: vec![],
                // Cancelled, moved to 9 AM, skipped.
                except: vec![d("2026-12-12"), d("2026-12-19"), d("2026-12-26")],
            })
        );
        assert_eq!(moved_dates(&series).map(|d| d.id).collect::<Vec<_>>(), [3]);
    }

    #[test]
    fn other_series_recur_on_their_dates() {
        let mut events = market(&["2026-12-08", "2026-12-09", "2026-12-11"]);
        events[0].status = EventStatus::Cancelled;
        let index = SeriesIndex::new(&events);
        let series = index.dates(&events, 0, d("2026-11-30")).unwrap();
        assert_eq!(
            Recurrence::of(&series),
            Some(Recurrence {
                first: d("2026-12-08"),
                weeks: None,
                more: vec![d("2026-12-09"), d("2026-12-11")],
                except: vec![d("2026-12-08")],
            })
        );
    }

    #[test]
    fn its_line_says_how_often_when_and_next_in_the_language() {
        let mut events = market(&["2026-12-05", "2026-12-12", "2026-12-19"]);
        events[0].status = EventStatus::Cancelled;
        let index = SeriesIndex::new(&events);
        let series = index.dates(&events, 0, d("2026-11-30")).unwrap();
        let line = |lang| series_line(&series, Some("7 AM-1 PM"), catalog(lang));
        assert_eq!(
            line(Lang::En),
            "Every Saturday · 7 AM-1 PM · next: Sat Dec 12"
        );
        assert_eq!(
            line(Lang::Es),
            "Cada sábado · 07:00–13:00 · próxima: sáb 12 dic"
        );
        assert_eq!(
            line(Lang::Fr),
            "Chaque samedi · 07:00–13:00 · prochaine : sam. 12 déc."
        );
        assert_eq!(
            line(Lang::De),
            "Jeden Samstag · 07:00–13:00 · nächster Termin: Sa. 12. Dez."
        );
        let nights = market(&["2026-12-08", "2026-12-09", "2026-12-10"]);
        let index = SeriesIndex::new(&nights);
        let run = index.dates(&nights, 0, d("2026-11-30")).unwrap();
        assert_eq!(
            series_line(&run, None, catalog(Lang::En)),
            "3 dates · next: Tue Dec 8"
        );
    }
}
