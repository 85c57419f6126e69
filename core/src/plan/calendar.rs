//! Calendar files (iCalendar, RFC 5545) for visitors' calendars: one event,
//! the plan, or the live feed of future events. The same code writes the
//! browser's download and the server's feed.
//!
//! Written through the `ics` crate (components, escaping, line folding).
//! The guide adds what that crate leaves to its user: the city's VTIMEZONE,
//! computed from the IANA database chrono-tz carries, and the meaning of
//! the guide's dates:
//! - an event with a time on one day is timed in the city's zone (TZID),
//!   ending when its time text says ('8 pm - 10 pm') and else at its start;
//! - an event of one day without a time, and every event of several days,
//!   is all-day, with the exclusive DTEND the RFC asks for (a festival of
//!   Nov 20 – Dec 30 ends on Dec 31). A run of several days does not make
//!   the visitor busy (TRANSP:TRANSPARENT); its time text goes in the
//!   description;
//! - the UID is the event's id at the guide's host, so that importing the
//!   same event again updates it rather than adding a copy.
//!
//! A plan's activities and restaurants have no date: they go in the
//! calendar's own description (the plan's notes), each with its address
//! and its page, as do saved events the guide no longer lists.

use std::borrow::Cow;

use crate::content::translations::Translatable;
use chrono::{NaiveDate, NaiveDateTime, NaiveTime, Offset, TimeDelta, TimeZone as _};
use chrono_tz::{OffsetComponents, OffsetName, Tz};
use ics::components::Property;
use ics::parameters::{Language, TzIDParam, Value};
use ics::properties::{
    Categories, Description, DtEnd, DtStart, Location, RRule, Status, Summary, Transp, TzName, URL,
};
use ics::{Daylight, ICalendar, Standard, escape_text};
use serde::{Deserialize, Serialize};
#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

use crate::content::collections::Collection;
use crate::content::events::{category_label, is_current, last_day};
use crate::content::model::{Event, EventStatus, VenueRef};
use crate::content::paths::{ItemKind, item_path};
use crate::content::series::{Recurrence, SeriesIndex, moved_dates};
use crate::plan::favorites::{ItemType, SavedItem};
use crate::plan::trip::planner::{TripDay, TripVisit};
use crate::text::format::event_time;
use crate::text::words::{Arg, Localizer};
use crate::time::date::{CityZone, Date};
use crate::time::hours::time_span;

/// Whose calendar it is: the guide's brand, its public address (the items'
/// pages and the UIDs' host), its city's zone, and the visitor's words.
#[derive(Clone, Copy)]
pub struct CalendarSite<'a> {
    pub brand: &'a str,
    /// The language its words and links are in (the visitor's).
    pub words: &'a dyn Localizer,
    /// `https://guide.example`, without a trailing slash.
    pub origin: &'a str,
    pub zone: CityZone,
}

impl CalendarSite<'_> {
    fn host(&self) -> &str {
        let host = self
            .origin
            .split_once("://")
            .map_or(self.origin, |(_, rest)| rest);
        host.trim_end_matches('/')
    }

    /// An item's page, in the calendar's language.
    fn page(&self, kind: ItemKind, id: i64, title: &str) -> String {
        format!(
            "{}{}",
            self.origin.trim_end_matches('/'),
            self.words.lang().path(&item_path(kind, id, title))
        )
    }
}

/// The stable identity of an event in every calendar the guide writes.
pub fn event_uid(id: i64, site: &CalendarSite) -> String {
    format!("event-{id}@{}", site.host())
}

/// A calendar of `events` named `name`. `stamp_ms` is when it was written
/// (UTC milliseconds: DTSTAMP). `notes` become the calendar's description.
/// `refresh_hours`, for a feed, tells subscribers how often to read it again.
pub fn events_calendar(
    name: &str,
    events: &[&Event],
    notes: &[String],
    site: &CalendarSite,
    stamp_ms: i64,
    refresh_hours: Option<u32>,
) -> String {
    let entries: Vec<(&Event, String)> = events
        .iter()
        .map(|event| (*event, event_uid(event.id, site)))
        .collect();
    calendar_of(name, &entries, &[], notes, site, stamp_ms, refresh_hours)
}

/// A place the trip puts on a day, at the hours the planner gives it.
struct PlacedVisit<'a> {
    date: Date,
    visit: &'a TripVisit,
}

/// [`events_calendar`] with each event's UID given.
fn calendar_of(
    name: &str,
    entries: &[(&Event, String)],
    places: &[PlacedVisit],
    notes: &[String],
    site: &CalendarSite,
    stamp_ms: i64,
    refresh_hours: Option<u32>,
) -> String {
    // Each event in the calendar's language, where staff translated it.
    let lang = site.words.lang();
    let shown: Vec<Cow<Event>> = entries
        .iter()
        .map(|(event, _)| event.in_language(lang))
        .collect();
    let events: Vec<&Event> = shown.iter().map(|event| &**event).collect();
    let stamp = utc_stamp(stamp_ms);
    let mut calendar = ICalendar::new("2.0", format!("-//{}//Visitor guide//EN", site.brand));
    calendar.push(Property::new("CALSCALE", "GREGORIAN"));
    calendar.push(Property::new("METHOD", "PUBLISH"));
    // RFC 7986's NAME, and the name most calendar apps read.
    calendar.push(Property::new("NAME", escape_text(name.to_string())));
    calendar.push(Property::new("X-WR-CALNAME", escape_text(name.to_string())));
    calendar.push(Property::new("X-WR-TIMEZONE", site.zone.name()));
    if !notes.is_empty() {
        let text = escape_text(notes.join("\n"));
        calendar.push(Description::new(text.clone()));
        calendar.push(Property::new("X-WR-CALDESC", text));
    }
    if let Some(hours) = refresh_hours {
        let mut refresh = Property::new("REFRESH-INTERVAL", format!("PT{hours}H"));
        refresh.add(Value::DURATION);
        calendar.push(refresh);
        calendar.push(Property::new("X-PUBLISHED-TTL", format!("PT{hours}H")));
    }
    let zone = site.zone.tz();
    let place_years = places.iter().map(|p| p.date.year());
    let years = match (years(&events), place_years.clone().min(), place_years.max()) {
        (Some((first, last)), Some(low), Some(high)) => Some((first.min(low), last.max(high))),
        (Some(years), _, _) => Some(years),
        (None, Some(low), Some(high)) => Some((low, high)),
        _ => None,
    };
    if let Some((first, last)) = years {
        calendar.add_timezone(vtimezone(zone, first, last));
    }
    // A series is one recurring entry and its dates moved to another time.
    let written: Vec<(Cow<Event>, String, Option<Recurrence>)> = events
        .iter()
        .zip(entries)
        .flat_map(|(event, (_, uid))| entries_of(event, uid.clone(), site))
        .collect();
    for (event, uid, recurrence) in &written {
        let mut entry = vevent(event, uid.clone(), site, &stamp);
        if let Some(recurrence) = recurrence {
            recur(&mut entry, event, recurrence, site);
        }
        calendar.add_event(entry);
    }
    for place in places {
        calendar.add_event(place_vevent(place, site, &stamp));
    }
    calendar.to_string()
}

/// A place on its day of the trip: at its planned hours in the city's
/// zone, with its address and its page.
fn place_vevent<'a>(placed: &PlacedVisit, site: &CalendarSite, stamp: &str) -> ics::Event<'a> {
    let PlacedVisit { date, visit } = placed;
    let kind = ItemKind::from(visit.key.kind);
    let uid = format!(
        "{}-{}-{date}@{}",
        visit.key.kind.label().to_lowercase(),
        visit.key.id,
        site.host()
    );
    let mut vevent = ics::Event::new(uid, stamp.to_string());
    let mut summary = Summary::new(escape_text(visit.name.clone()));
    summary.add(Language::new(site.words.lang().code()));
    vevent.push(summary);
    let at = |minute: u32| {
        let day = date.add_days(i64::from(minute / (24 * 60)));
        local_stamp(day, (minute % (24 * 60)) as u16)
    };
    let mut dtstart = DtStart::new(at(visit.start));
    dtstart.add(TzIDParam::new(site.zone.name()));
    vevent.push(dtstart);
    let mut dtend = DtEnd::new(at(visit.end.max(visit.start)));
    dtend.add(TzIDParam::new(site.zone.name()));
    vevent.push(dtend);
    let page = site.page(kind, visit.key.id, &visit.name);
    let mut lines = vec![line(site, "calendar-time", &visit.times)];
    lines.push(line(site, "calendar-in-guide", &page));
    vevent.push(Description::new(escape_text(lines.join("\n"))));
    if let Some(address) = visit
        .address
        .as_deref()
        .map(str::trim)
        .filter(|a| !a.is_empty())
    {
        vevent.push(Location::new(escape_text(address.to_string())));
    }
    vevent.push(URL::new(page));
    vevent
}

/// What a calendar carries of `event` (with its `uid`): the event; for a
/// series, one recurring entry from its first coming date (its UID the
/// series', so that its dates passing leave it the same entry), and each
/// of its dates moved to another time as an entry of its own.
fn entries_of<'a>(
    event: &'a Event,
    uid: String,
    site: &CalendarSite,
) -> Vec<(Cow<'a, Event>, String, Option<Recurrence>)> {
    let Some((series, recurrence)) = event
        .series
        .as_ref()
        .and_then(|series| Some((series, Recurrence::of(series)?)))
    else {
        return vec![(Cow::Borrowed(event), uid, None)];
    };
    let first = Event {
        date: recurrence.first,
        end_date: event.end_date.map(|end| {
            recurrence
                .first
                .add_days(end.to_days() - event.date.to_days())
        }),
        ..event.clone()
    };
    let mut written = vec![(
        Cow::Owned(first),
        format!("series-{}@{}", series.id, site.host()),
        Some(recurrence),
    )];
    for moved in moved_dates(series) {
        let day = Event {
            id: moved.id,
            date: moved.date,
            end_date: None,
            time: moved.time.clone(),
            series: None,
            ..event.clone()
        };
        written.push((Cow::Owned(day), event_uid(moved.id, site), None));
    }
    written
}

/// A series' entry's `RRULE`, `RDATE` and `EXDATE`, their values in its
/// DTSTART's form: at its time in the city's zone, or days.
fn recur(entry: &mut ics::Event, event: &Event, recurrence: &Recurrence, site: &CalendarSite) {
    let multi_day = event.end_date.is_some_and(|end| end > event.date);
    let start = event
        .time
        .as_deref()
        .and_then(time_span)
        .map(|(start, _)| start)
        .filter(|_| !multi_day);
    let values = |dates: &[Date]| -> String {
        dates
            .iter()
            .map(|&date| match start {
                Some(minutes) => local_stamp(date, minutes),
                None => date_stamp(date),
            })
            .collect::<Vec<_>>()
            .join(",")
    };
    let property = |name: &'static str, dates: &[Date]| {
        let mut property = Property::new(name, values(dates));
        match start {
            Some(_) => property.add(TzIDParam::new(site.zone.name())),
            None => property.add(Value::DATE),
        }
        property
    };
    if let Some(weeks) = recurrence.weeks {
        entry.push(RRule::new(format!("FREQ=WEEKLY;COUNT={weeks}")));
    }
    if !recurrence.more.is_empty() {
        entry.push(property("RDATE", &recurrence.more));
    }
    if !recurrence.except.is_empty() {
        entry.push(property("EXDATE", &recurrence.except));
    }
}

/// One event's calendar file.
pub fn event_calendar(event: &Event, site: &CalendarSite, stamp_ms: i64) -> String {
    let event = event.in_language(site.words.lang());
    events_calendar(&event.title, &[&event], &[], site, stamp_ms, None)
}

// ------------------------------------------------------------- a run

/// Days of a run a visitor may add one by one to a calendar at most: a
/// week of performances and more, not a season-long exhibition's months.
pub const EVERY_DAY_MAX: usize = 14;

/// The days of a run of several days a visitor can still go on, from
/// today (or its first day) to its last; none for an event of one day.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct RunDays {
    #[cfg_attr(
        all(feature = "wasm", target_arch = "wasm32"),
        tsify(type = "string[]")
    )]
    pub days: Vec<Date>,
    /// Whether every day may go in as an event of its own.
    pub every_day: bool,
}

pub fn run_days(event: &Event, today: Date) -> RunDays {
    let last = last_day(event);
    let days: Vec<Date> = if last > event.date {
        let first = event.date.max(today);
        (0..=(last.to_days() - first.to_days()))
            .map(|n| first.add_days(n))
            .collect()
    } else {
        Vec::new()
    };
    RunDays {
        every_day: (2..=EVERY_DAY_MAX).contains(&days.len()),
        days,
    }
}

/// What of a run goes into the calendar: the chosen day (the Nutcracker's
/// Sunday night, at its time), every day as an event of its own, or the
/// whole run as one all-day entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub enum RunChoice {
    /// `{"day": "2026-12-21"}`: externally tagged, which serde reads
    /// without buffering (an internal tag costs the calendar's WASM more).
    Day(#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), tsify(type = "string"))] Date),
    EveryDay,
    Whole,
}

/// The calendar file of a run as the visitor chose it. Each day is an
/// event of one day, timed where the run has a time, with a UID of its own
/// (`event-7-20261220@host`): adding the same night again updates it, and
/// adding every night later adds the others. An error names a day outside
/// what [`run_days`] offers, or every day of too long a run.
pub fn run_calendar(
    event: &Event,
    choice: RunChoice,
    today: Date,
    site: &CalendarSite,
    stamp_ms: i64,
) -> Result<String, String> {
    let event = &*event.in_language(site.words.lang());
    let offered = run_days(event, today);
    let days = match choice {
        RunChoice::Whole => return Ok(event_calendar(event, site, stamp_ms)),
        RunChoice::Day(date) if offered.days.contains(&date) => vec![date],
        RunChoice::Day(date) => return Err(format!("{date} is not a day of {}", event.title)),
        RunChoice::EveryDay if offered.every_day => offered.days,
        RunChoice::EveryDay => {
            return Err(format!("{} has too many days to add each", event.title));
        }
    };
    let nights: Vec<Event> = days
        .iter()
        .map(|&date| Event {
            date,
            end_date: None,
            ..event.clone()
        })
        .collect();
    let entries: Vec<(&Event, String)> = nights
        .iter()
        .map(|night| {
            let uid = format!(
                "event-{}-{}@{}",
                event.id,
                date_stamp(night.date),
                site.host()
            );
            (night, uid)
        })
        .collect();
    Ok(calendar_of(
        &event.title,
        &entries,
        &[],
        &[],
        site,
        stamp_ms,
        None,
    ))
}

/// What a feed of events is narrowed to (the events page's filters, or
/// a collection's events).
#[derive(Debug, Clone, Copy, Default)]
pub struct FeedFilter<'a> {
    pub category: Option<&'a str>,
    pub venue: Option<&'a str>,
    pub collection: Option<Collection>,
}

/// Hours a subscriber waits before reading the feed again.
pub const FEED_REFRESH_HOURS: u32 = 6;

/// The live feed: `events` (already narrowed to `filter`) not over by
/// `today`, in date order. Written as of `today`'s start (UTC), so that
/// every instance writes the same bytes all day and its ETag holds.
/// A feed's name, in `words`' language: 'Sarasota Guide events', with its
/// category and venue when it has them (the calendar, RSS and Atom feeds).
pub fn events_feed_name(brand: &str, words: &dyn Localizer, filter: FeedFilter) -> String {
    let mut name = words.message("feed-name", &[("brand", Arg::Text(brand))]);
    if let Some(category) = filter.category {
        let category = category_label(category, words);
        name = words.message(
            "feed-of-category",
            &[
                ("name", Arg::Text(&name)),
                ("category", Arg::Text(&category)),
            ],
        );
    }
    if let Some(venue) = filter.venue {
        name = words.message(
            "feed-at-venue",
            &[("name", Arg::Text(&name)), ("venue", Arg::Text(venue))],
        );
    }
    if let Some(collection) = filter.collection {
        let title = words.text(&collection.title_message());
        name = words.message(
            "feed-of-collection",
            &[
                ("name", Arg::Text(&name)),
                ("collection", Arg::Text(&title)),
            ],
        );
    }
    name
}

pub fn events_feed(
    events: &[Event],
    filter: FeedFilter,
    today: Date,
    site: &CalendarSite,
) -> String {
    let in_collection = |e: &Event| filter.collection.is_none_or(|c| c.has_event(e, today));
    let mut positions: Vec<u32> = (0..events.len() as u32)
        .filter(|&i| is_current(&events[i as usize], today) && in_collection(&events[i as usize]))
        .collect();
    positions.sort_by_key(|&i| (events[i as usize].date, events[i as usize].id));
    // Each series once, as one recurring entry.
    let series = SeriesIndex::new(events);
    let shown: Vec<Event> = series
        .once(events, &positions)
        .into_iter()
        .map(|i| series.shown(events, i, today))
        .collect();
    let listed: Vec<&Event> = shown.iter().collect();
    let name = events_feed_name(site.brand, site.words, filter);
    let stamp_ms = today.to_days() * 86_400_000;
    events_calendar(
        &name,
        &listed,
        &[],
        site,
        stamp_ms,
        Some(FEED_REFRESH_HOURS),
    )
}

/// The plan as its calendar file takes it: the saved items, the guide's
/// events, and the trip's days as the planner planned them (none: the
/// plan has no days).
#[derive(Debug, Clone, Default, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[serde(rename_all = "camelCase")]
pub struct PlanForCalendar {
    pub items: Vec<SavedItem>,
    pub events: Vec<Event>,
    #[serde(default)]
    pub days: Vec<TripDay>,
}

/// The plan's calendar: the saved events the guide lists, each place the
/// trip puts on a day at its planned time, and the rest of the items as
/// its notes.
pub fn plan_calendar(plan: &PlanForCalendar, site: &CalendarSite, stamp_ms: i64) -> String {
    let places: Vec<PlacedVisit> = plan
        .days
        .iter()
        .filter_map(|day| Some((Date::parse(&day.date).ok()?, day)))
        .flat_map(|(date, day)| {
            day.visits
                .iter()
                .filter(|visit| visit.key.kind != ItemType::Event)
                .map(move |visit| PlacedVisit { date, visit })
        })
        .collect();
    let mut dated = Vec::new();
    let mut notes = Vec::new();
    for item in &plan.items {
        let listed = (item.kind == ItemType::Event)
            .then(|| plan.events.iter().find(|e| e.id == item.id))
            .flatten();
        let placed = places
            .iter()
            .any(|p| p.visit.key.kind == item.kind && p.visit.key.id == item.id);
        match listed {
            Some(event) => dated.push(event),
            None if placed => {}
            None => notes.push(note(item, site)),
        }
    }
    if !notes.is_empty() {
        notes.insert(0, site.words.text("calendar-also-in-plan"));
    }
    let name = site
        .words
        .message("calendar-plan-name", &[("brand", Arg::Text(site.brand))]);
    let entries: Vec<(&Event, String)> = dated
        .iter()
        .map(|event| (*event, event_uid(event.id, site)))
        .collect();
    calendar_of(&name, &entries, &places, &notes, site, stamp_ms, None)
}

/// 'Mote Aquarium — 1600 Ken Thompson Pkwy, Sarasota — https://…/activities/3-mote-aquarium'.
fn note(item: &SavedItem, site: &CalendarSite) -> String {
    let mut parts = vec![item.name.clone()];
    parts.extend(item.address.clone().filter(|a| !a.trim().is_empty()));
    parts.push(site.page(ItemKind::from(item.kind), item.id, &item.name));
    format!("• {}", parts.join(" — "))
}

/// The first and last year the events touch (a series' coming dates
/// included).
fn years(events: &[&Event]) -> Option<(i32, i32)> {
    let first = events
        .iter()
        .map(|e| {
            let series_first = e.series.as_ref().and_then(|s| s.dates.first());
            series_first.map_or(e.date, |d| d.date.min(e.date)).year()
        })
        .min()?;
    let last = events
        .iter()
        .map(|e| {
            let series_last = e.series.as_ref().and_then(|s| s.dates.last());
            let last = e.end_date.unwrap_or(e.date).max(e.date);
            series_last.map_or(last, |d| d.date.max(last)).year()
        })
        .max()?;
    Some((first, last))
}

/// `event` as the calendar's language shows it ([`Translatable::localize`]):
/// its title and description each say their language (RFC 5545's
/// `LANGUAGE`), the event's own where staff gave no translation.
fn vevent<'a>(event: &'a Event, uid: String, site: &CalendarSite, stamp: &str) -> ics::Event<'a> {
    let mut vevent = ics::Event::new(uid, stamp.to_string());
    let calendar = site.words.lang();
    let lang_of = |field: &str| {
        if event.untranslated.iter().any(|f| f == field) {
            event.lang
        } else {
            calendar
        }
    };
    let mut summary = Summary::new(escape_text(event.title.as_str()));
    summary.add(Language::new(lang_of("title").code()));
    vevent.push(summary);
    let end = event.end_date.filter(|end| *end > event.date);
    let span = event.time.as_deref().and_then(time_span);
    let mut lines = Vec::new();
    if !event.description.trim().is_empty() {
        lines.push(event.description.trim().to_string());
        lines.push(String::new());
    }
    match (end, span) {
        (None, Some((start, finish))) => {
            let tzid = site.zone.name();
            let mut dtstart = DtStart::new(local_stamp(event.date, start));
            dtstart.add(TzIDParam::new(tzid));
            vevent.push(dtstart);
            if let Some(finish) = finish {
                let day = if finish <= start {
                    event.date.add_days(1)
                } else {
                    event.date
                };
                let mut dtend = DtEnd::new(local_stamp(day, finish));
                dtend.add(TzIDParam::new(tzid));
                vevent.push(dtend);
            }
        }
        _ => {
            let mut dtstart = DtStart::new(date_stamp(event.date));
            dtstart.add(Value::DATE);
            vevent.push(dtstart);
            let mut dtend = DtEnd::new(date_stamp(end.unwrap_or(event.date).add_days(1)));
            dtend.add(Value::DATE);
            vevent.push(dtend);
            if end.is_some() {
                vevent.push(Transp::transparent());
            }
            if let Some(time) = event.time.as_deref().filter(|t| !t.trim().is_empty()) {
                let time = event_time(time.trim(), site.words.lang());
                lines.push(line(site, "calendar-time", &time));
            }
        }
    }
    if let Some(price) = event
        .ticket_price
        .as_deref()
        .filter(|p| !p.trim().is_empty())
    {
        lines.push(line(site, "calendar-tickets", price.trim()));
    }
    if let Some(tickets) = event.ticket_url.as_deref().filter(|u| !u.trim().is_empty()) {
        lines.push(line(site, "calendar-buy-tickets", tickets.trim()));
    }
    let page = site.page(ItemKind::Event, event.id, &event.title);
    lines.push(line(site, "calendar-in-guide", &page));
    let mut description = Description::new(escape_text(lines.join("\n")));
    // Its own lines are the calendar's; an untranslated text among them
    // leaves the whole unmarked rather than wrongly marked.
    if lang_of("description") == calendar {
        description.add(Language::new(calendar.code()));
    }
    vevent.push(description);
    if let Some(location) = location(&event.venue) {
        vevent.push(Location::new(escape_text(location)));
    }
    vevent.push(URL::new(page));
    // A postponed event keeps its old date until a new one is known.
    match event.status {
        EventStatus::Scheduled => {}
        EventStatus::Cancelled => vevent.push(Status::cancelled()),
        EventStatus::Postponed => vevent.push(Status::tentative()),
    }
    if !event.category.trim().is_empty() {
        vevent.push(Categories::new(escape_text(event.category.as_str())));
    }
    vevent
}

/// A line of an event's description ('Tickets: $25') in the calendar's
/// language.
fn line(site: &CalendarSite, id: &str, value: &str) -> String {
    site.words.message(id, &[("value", Arg::Text(value))])
}

/// 'Van Wezel Performing Arts Hall, 777 N Tamiami Trl, Sarasota, FL 34236'.
fn location(venue: &VenueRef) -> Option<String> {
    let (name, address) = match venue {
        VenueRef::Details(venue) => (venue.name.as_str(), venue.address.as_deref()),
        VenueRef::Name(name) => (name.as_str(), None),
    };
    let parts: Vec<&str> = [Some(name), address]
        .into_iter()
        .flatten()
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .collect();
    (!parts.is_empty()).then(|| parts.join(", "))
}

// ------------------------------------------------------------- the zone

/// The zone's observances from the change before `first_year` until the
/// end of `last_year`, each a STANDARD or DAYLIGHT with its own DTSTART
/// (no RRULE: the IANA data already says each year's dates, rule changes
/// included). A zone that never changes (UTC) has one standard time.
fn vtimezone(zone: Tz, first_year: i32, last_year: i32) -> ics::TimeZone<'static> {
    let mut changes = changes(zone, first_year, last_year);
    if changes.is_empty() {
        let offset = offset_at(zone, epoch());
        let name = abbreviation(zone, epoch());
        changes.push(Change {
            at: epoch(),
            from: offset,
            to: offset,
            name,
            daylight: false,
        });
    }
    let mut timezone: Option<ics::TimeZone> = None;
    for change in changes {
        // Its onset is written in the offset it replaces.
        let dtstart = local_time(change.at + TimeDelta::seconds(change.from.into()));
        let (from, to) = (utc_offset(change.from), utc_offset(change.to));
        let name = TzName::new(change.name);
        timezone = Some(if change.daylight {
            let mut observance = Daylight::new(dtstart, from, to);
            observance.push(name);
            match timezone {
                Some(mut tz) => {
                    tz.add_daylight(observance);
                    tz
                }
                None => ics::TimeZone::daylight(zone.name(), observance),
            }
        } else {
            let mut observance = Standard::new(dtstart, from, to);
            observance.push(name);
            match timezone {
                Some(mut tz) => {
                    tz.add_standard(observance);
                    tz
                }
                None => ics::TimeZone::standard(zone.name(), observance),
            }
        });
    }
    timezone.expect("at least one observance")
}

/// A change of the zone's offset.
struct Change {
    /// The UTC instant it happens.
    at: NaiveDateTime,
    /// Offsets from UTC in seconds, before and after.
    from: i32,
    to: i32,
    /// 'EDT', 'EST'; the offset ('+0530') for a zone that has no such name.
    name: String,
    daylight: bool,
}

fn epoch() -> NaiveDateTime {
    NaiveDate::from_ymd_opt(1970, 1, 1)
        .expect("a date")
        .and_time(NaiveTime::MIN)
}

/// The zone's short name at an instant ('EST'), or its offset ('+0530').
fn abbreviation(zone: Tz, utc: NaiveDateTime) -> String {
    match zone.offset_from_utc_datetime(&utc).abbreviation() {
        Some(name) => name.to_string(),
        None => utc_offset(offset_at(zone, utc)),
    }
}

fn offset_at(zone: Tz, utc: NaiveDateTime) -> i32 {
    zone.offset_from_utc_datetime(&utc).fix().local_minus_utc()
}

/// The changes of `zone`'s offset from the last one before `first_year` to
/// the end of `last_year`: found day by day, then to the second.
fn changes(zone: Tz, first_year: i32, last_year: i32) -> Vec<Change> {
    let year_start = |year| NaiveDate::from_ymd_opt(year, 1, 1).map(|d| d.and_time(NaiveTime::MIN));
    let (Some(from), Some(until), Some(range_start)) = (
        year_start(first_year - 1),
        year_start(last_year + 1),
        year_start(first_year),
    ) else {
        return Vec::new();
    };
    let day = TimeDelta::days(1);
    let mut found = Vec::new();
    let (mut at, mut offset) = (from, offset_at(zone, from));
    while at < until {
        let next = at + day;
        let next_offset = offset_at(zone, next);
        if next_offset != offset {
            // The first second of the new offset, between `at` and `next`.
            let (mut before, mut after) = (at, next);
            while after - before > TimeDelta::seconds(1) {
                let middle = before + (after - before) / 2;
                if offset_at(zone, middle) == offset {
                    before = middle;
                } else {
                    after = middle;
                }
            }
            let local = zone.offset_from_utc_datetime(&after);
            found.push(Change {
                at: after,
                from: offset,
                to: next_offset,
                name: abbreviation(zone, after),
                daylight: !local.dst_offset().is_zero(),
            });
        }
        (at, offset) = (next, next_offset);
    }
    // Keep the last change before the range, which says the offset the
    // range begins with, and those within it.
    let first_kept = found.iter().rposition(|c| c.at < range_start).unwrap_or(0);
    found.split_off(first_kept)
}

// ---------------------------------------------------------- the formats

fn date_stamp(date: Date) -> String {
    format!("{:04}{:02}{:02}", date.year(), date.month(), date.day())
}

fn local_stamp(date: Date, minutes: u16) -> String {
    format!(
        "{}T{:02}{:02}00",
        date_stamp(date),
        minutes / 60,
        minutes % 60
    )
}

fn local_time(at: NaiveDateTime) -> String {
    use chrono::{Datelike, Timelike};
    format!(
        "{:04}{:02}{:02}T{:02}{:02}{:02}",
        at.year(),
        at.month(),
        at.day(),
        at.hour(),
        at.minute(),
        at.second()
    )
}

fn utc_stamp(unix_ms: i64) -> String {
    let at = chrono::DateTime::from_timestamp_millis(unix_ms).unwrap_or_default();
    format!("{}Z", local_time(at.naive_utc()))
}

/// '-0500', '+0530'.
fn utc_offset(seconds: i32) -> String {
    let sign = if seconds < 0 { '-' } else { '+' };
    let minutes = seconds.unsigned_abs() / 60;
    format!("{sign}{:02}{:02}", minutes / 60, minutes % 60)
}
