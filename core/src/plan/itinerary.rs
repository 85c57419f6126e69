//! The plan by day: My Favorites' saved events under the days they take
//! place, then the places (activities and restaurants), which have no date.
//! The browser shows it on /plan-visit.
//!
//! A saved item keeps only what the card showed when it was saved, so an
//! event's dates come from the guide's current list: a show that was moved
//! is listed on its new day. A saved event the guide no longer has goes
//! with the places, keeping the date it was saved with.

use serde::{Deserialize, Serialize};

#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

use crate::content::events::last_day;
use crate::content::model::{Event, EventStatus};
use crate::content::order::sort_positions;
use crate::plan::favorites::{ItemType, SavedItem};
use crate::text::format::{date_range_from, day_with_weekday};
use crate::text::words::Localizer;
use crate::time::date::Date;
use crate::time::hours::time_of_day;

/// One day of the plan.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct PlanDay {
    /// `YYYY-MM-DD`.
    pub date: String,
    /// 'Monday, November 23', with the year when it is not this year's.
    pub heading: String,
    pub items: Vec<DayItem>,
}

/// A saved event on its day.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct DayItem {
    /// Position in the saved items.
    pub position: u32,
    /// The whole run of an event of several days ('Friday, November 20 –
    /// Wednesday, December 30'); `None` for a one-day event, which
    /// its day's heading dates.
    pub dates: Option<String>,
    /// 'Cancelled' or 'Postponed' when the guide now says so.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub badge: Option<String>,
}

/// The plan by day: the days in order, then the undated items.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct Itinerary {
    pub days: Vec<PlanDay>,
    /// Positions in the saved items, in the order they were saved.
    pub undated: Vec<u32>,
}

/// A saved event with its dates from the guide.
#[derive(Clone, Copy)]
struct Dated {
    position: u32,
    /// The day it is listed on.
    day: Date,
    start: Date,
    /// The last day, for an event of several days.
    end: Option<Date>,
    /// Minutes since midnight it starts at, when its time says.
    time: Option<u16>,
    status: EventStatus,
}

/// Groups `items` by day. An event is listed on its first day still to
/// come (today, for one already running), or on its day if it is over;
/// within a day by starting time (events without one last), then as
/// saved. Its days and marks are in `words`' language.
pub fn itinerary(
    items: &[SavedItem],
    events: &[Event],
    today: Date,
    words: &dyn Localizer,
) -> Itinerary {
    let keys: Vec<(ItemType, i64)> = items.iter().map(|i| (i.kind, i.id)).collect();
    itinerary_of(&keys, events, today, words)
}

/// [`itinerary`] of items known by kind and id (an e-mailed plan's).
pub fn itinerary_of(
    items: &[(ItemType, i64)],
    events: &[Event],
    today: Date,
    words: &dyn Localizer,
) -> Itinerary {
    let mut dated: Vec<Dated> = Vec::new();
    let mut undated = Vec::new();
    for (position, &(kind, id)) in items.iter().enumerate() {
        let position = position as u32;
        let event = (kind == ItemType::Event)
            .then(|| events.iter().find(|e| e.id == id))
            .flatten();
        match event {
            Some(event) => {
                let end = last_day(event);
                let day = if event.date < today && end >= today {
                    today
                } else {
                    event.date
                };
                let time = event.time.as_deref().and_then(time_of_day);
                dated.push(Dated {
                    position,
                    day,
                    start: event.date,
                    end: (end > event.date).then_some(end),
                    time,
                    status: event.status,
                });
            }
            None => undated.push(position),
        }
    }
    let mut order: Vec<u32> = (0..dated.len() as u32).collect();
    sort_positions(&mut order, &|a, b| {
        let key = |d: &Dated| (d.day, d.time.unwrap_or(u16::MAX), d.position);
        key(&dated[a as usize]).cmp(&key(&dated[b as usize]))
    });
    let mut days: Vec<PlanDay> = Vec::new();
    for i in order {
        let Dated {
            position,
            day,
            start,
            end,
            status,
            ..
        } = dated[i as usize];
        let entry = DayItem {
            position,
            dates: end.map(|end| date_range_from(start, Some(end), today, words.lang())),
            badge: status.badge(words),
        };
        let date = day.to_string();
        match days.last_mut() {
            Some(last) if last.date == date => last.items.push(entry),
            _ => days.push(PlanDay {
                date,
                heading: day_with_weekday(day, today, words.lang()),
                items: vec![entry],
            }),
        }
    }
    Itinerary { days, undated }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::events::tests::event;
    use crate::content::model::{Activity, Restaurant};
    use crate::text::catalogs::catalog;
    use crate::text::lang::Lang;

    /// In English, the spec's words.
    fn itinerary(items: &[SavedItem], events: &[Event], today: Date) -> Itinerary {
        super::itinerary(items, events, today, catalog(Lang::En))
    }

    fn d(text: &str) -> Date {
        Date::parse(text).unwrap()
    }

    #[test]
    fn events_by_day_then_places_with_the_full_run_of_a_festival() {
        let today = d("2026-11-23");
        let mut events = vec![
            event(1, "Festival", "2026-11-20", Some("2026-12-30")),
            event(2, "Opera", "2026-11-23", None),
            event(3, "Ballet", "2026-12-05", None),
            event(4, "Opera", "2027-01-02", None),
            event(5, "Comedy", "2026-11-23", None),
        ];
        events[1].time = Some("8 PM".into());
        events[4].time = Some("7:30 PM".into());
        let saved = vec![
            SavedItem::from_activity(&Activity::named(10, "Siesta Beach"), Lang::En),
            SavedItem::from_event(&events[3], Lang::En),
            SavedItem::from_event(&events[1], Lang::En),
            SavedItem::from_restaurant(&Restaurant::named(20, "Owen's"), Lang::En),
            SavedItem::from_event(&events[0], Lang::En),
            SavedItem::from_event(&events[2], Lang::En),
            SavedItem::from_event(&events[4], Lang::En),
        ];
        let plan = itinerary(&saved, &events, today);
        let days: Vec<(&str, &str, Vec<u32>)> = plan
            .days
            .iter()
            .map(|day| {
                (
                    day.date.as_str(),
                    day.heading.as_str(),
                    day.items.iter().map(|i| i.position).collect(),
                )
            })
            .collect();
        assert_eq!(
            days,
            [
                // The running festival (no time) after the evening's shows,
                // which are in time order.
                ("2026-11-23", "Monday, November 23", vec![6, 2, 4]),
                ("2026-12-05", "Saturday, December 5", vec![5]),
                ("2027-01-02", "Saturday, January 2, 2027", vec![1]),
            ]
        );
        let festival = &plan.days[0].items[2];
        assert_eq!(
            festival.dates.as_deref(),
            Some("Friday, November 20 – Wednesday, December 30")
        );
        assert_eq!(plan.days[0].items[0].dates, None);
        assert_eq!(plan.undated, [0, 3]);
    }

    #[test]
    fn an_event_the_guide_no_longer_has_goes_with_the_places() {
        let today = d("2026-11-23");
        let gone = event(7, "Opera", "2026-12-01", None);
        let saved = vec![SavedItem::from_event(&gone, Lang::En)];
        let plan = itinerary(&saved, &[], today);
        assert!(plan.days.is_empty());
        assert_eq!(plan.undated, [0]);
        // A moved show is listed on its new day.
        let mut moved = gone.clone();
        moved.date = d("2026-12-08");
        let plan = itinerary(&saved, std::slice::from_ref(&moved), today);
        assert_eq!(plan.days[0].date, "2026-12-08");
        assert_eq!(plan.days[0].items[0].badge, None);
        // A show its source cancelled stays on its day, marked.
        moved.status = crate::content::model::EventStatus::Cancelled;
        let plan = itinerary(&saved, &[moved], today);
        assert_eq!(plan.days[0].items[0].badge.as_deref(), Some("Cancelled"));
    }

    #[test]
    fn an_event_that_is_over_keeps_its_own_day() {
        let today = d("2026-11-23");
        let past = event(8, "Opera", "2026-11-01", Some("2026-11-03"));
        let plan = itinerary(
            &[SavedItem::from_event(&past, Lang::En)],
            std::slice::from_ref(&past),
            today,
        );
        assert_eq!(plan.days[0].heading, "Sunday, November 1");
        assert_eq!(
            plan.days[0].items[0].dates.as_deref(),
            Some("Sunday, November 1 – Tuesday, November 3")
        );
        assert!(itinerary(&[], &[past], today).days.is_empty());
    }

    #[test]
    fn the_days_and_marks_read_in_the_visitors_language() {
        let today = d("2026-11-23");
        let mut run = event(8, "Opera", "2026-11-28", Some("2026-11-29"));
        run.status = EventStatus::Postponed;
        let saved = [SavedItem::from_event(&run, Lang::Fr)];
        let plan = super::itinerary(&saved, &[run], today, catalog(Lang::Fr));
        assert_eq!(plan.days[0].heading, "samedi 28 novembre");
        let entry = &plan.days[0].items[0];
        assert_eq!(
            entry.dates.as_deref(),
            Some("samedi 28 novembre – dimanche 29 novembre")
        );
        assert_eq!(entry.badge.as_deref(), Some("Reporté"));
    }
}
