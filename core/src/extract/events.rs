//! Events from a page's structured data, mapped to the spec's Event fields.

use serde_json::{Map, Value};

use super::category::category_for;
use super::dates::{When, parse_time_only, parse_when};
use super::html::Page;
use super::merge::merge_into;
use super::recur::{Series, expand};
use super::schema::{
    address_line, as_list, collect, first_text, geo_of, has_type, image_of, is_event_type,
    number_of, parse_number, prop, prop_text, text_of, types, url_of,
};
use super::text::{MAX_DESCRIPTION, clean_text, non_blank, truncate_words};
use super::{
    Confidence, EventExtraction, EventStatus, ExtractOptions, ScrapedEvent, Skipped, Source,
};
use crate::content::near::Coordinates;
use crate::text::similarity::normalize;
use crate::time::date::Date;
use rrule::{Frequency, NWeekday, RRule, Weekday};

/// Events of an HTML page: JSON-LD, then microdata, then h-event, each
/// filling what the previous left empty for the same event; OpenGraph tags
/// complete a single-event page; without any, a heuristic reading of
/// headings and dates (low confidence).
pub fn extract_events(html: &str, page_url: &str, options: &ExtractOptions) -> EventExtraction {
    let page = Page::parse(html, page_url);
    let mut out = EventExtraction::default();
    if page.cut_deep {
        out.skipped.push(skipped(
            "",
            format!(
                "the page nests its elements more than {} deep: it was read up to there",
                super::depth::MAX_DEPTH
            ),
        ));
    }
    let layers = [
        (Source::JsonLd, page.json_ld()),
        (Source::Microdata, page.microdata()),
        (Source::Microformat, page.microformats()),
    ];
    for (source, roots) in &layers {
        for node in collect(roots, &|v| has_type(v, is_event_type)) {
            match map_event(node, &page, *source, options) {
                Ok(events) => {
                    for event in events {
                        if event.status == EventStatus::Scheduled {
                            merge_into(&mut out.events, event);
                        } else {
                            out.withdraw(event);
                        }
                    }
                }
                Err(skipped) => {
                    if !out.skipped.contains(&skipped) {
                        out.skipped.push(skipped);
                    }
                }
            }
        }
    }
    let meta = page.meta();
    // A page without structured events is read from its text, but what
    // its data skipped (a cancelled show) is not brought back that way.
    if out.events.is_empty() {
        super::heuristic::events(&page, options, &mut out);
        let skipped: Vec<String> = out.skipped.iter().map(|s| normalize(&s.title)).collect();
        out.events
            .retain(|e| !skipped.contains(&normalize(&e.title)));
    }
    if out.events.len() == 1 {
        complete_from_meta(&mut out.events[0], &meta, &page);
    }
    if out.events.is_empty()
        && out.skipped.is_empty()
        && let Some(title) = meta_text(&meta, &["og:title", "title"])
    {
        out.skipped.push(Skipped {
            title,
            reason: "no event date found on the page".to_string(),
        });
    }
    out
}

pub(crate) fn meta_text(meta: &Map<String, Value>, keys: &[&str]) -> Option<String> {
    keys.iter()
        .find_map(|k| meta.get(*k).and_then(Value::as_str).and_then(non_blank))
}

fn skipped(title: &str, reason: impl Into<String>) -> Skipped {
    Skipped {
        title: title.to_string(),
        reason: reason.into(),
    }
}

fn complete_from_meta(event: &mut ScrapedEvent, meta: &Map<String, Value>, page: &Page) {
    if event.image.is_none() {
        event.image = meta_text(meta, &["og:image", "og:image:url", "twitter:image"])
            .and_then(|u| page.absolute(&u));
    }
    if event.description.is_empty() {
        event.description = meta_text(
            meta,
            &["og:description", "description", "twitter:description"],
        )
        .unwrap_or_default();
    }
    if event.source_url.is_none() {
        event.source_url =
            meta_text(meta, &["og:url", "canonical"]).and_then(|u| page.absolute(&u));
    }
}

/// One schema.org Event node → its event(s) (several for an eventSchedule).
fn map_event(
    node: &Value,
    page: &Page,
    source: Source,
    options: &ExtractOptions,
) -> Result<Vec<ScrapedEvent>, Skipped> {
    let title = first_text(node, &["name", "headline", "summary"])
        .and_then(|t| non_blank(&t))
        .ok_or_else(|| skipped("", "no name"))?;
    // Withdrawn by its data, else by its title's words.
    let (status, title) =
        match prop_text(node, "eventStatus").and_then(|s| EventStatus::from_status(&s)) {
            Some(status) => (status, title),
            None => EventStatus::from_title(&title).unwrap_or((EventStatus::Scheduled, title)),
        };
    let description = first_text(
        node,
        &["description", "disambiguatingDescription", "abstract"],
    )
    .map(|d| truncate_words(clean_text(&d), MAX_DESCRIPTION))
    .unwrap_or_default();
    let own_url = prop(node, "url")
        .and_then(url_of)
        .and_then(|u| page.absolute(&u));
    let page_url = page.base.as_ref().map(|b| b.to_string());
    let (ticket_price, offer_url) = offers(node, page);
    let VenueOf {
        name: venue,
        address: venue_address,
        at: venue_at,
    } = venue_of(node);
    let keywords = prop(node, "keywords")
        .map(|k| {
            as_list(k)
                .iter()
                .filter_map(|v| text_of(v))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .unwrap_or_default();
    let category = category_for(&types(node), &title, &description, &keywords).to_string();
    let template = ScrapedEvent {
        title: title.clone(),
        description,
        date: Date::from_days(0),
        end_date: None,
        time: None,
        category,
        image: image_of(node).and_then(|u| page.absolute(&u)),
        ticket_price,
        ticket_url: offer_url.or_else(|| own_url.clone()),
        venue,
        venue_address,
        venue_at,
        source_url: own_url.clone().or(page_url),
        source_key: own_url.filter(|u| Some(u.as_str()) != page.base.as_ref().map(|b| b.as_str())),
        source,
        confidence: Confidence::High,
        check: None,
        status,
        lang: page.written_in(Some(node)),
    };

    let start = prop_text(node, "startDate");
    if let Some(schedules) =
        prop(node, "eventSchedule").filter(|_| start.is_none() || has_repeat(node))
    {
        let events = scheduled(&template, schedules, options);
        return if events.is_empty() {
            Err(skipped(
                &title,
                "no occurrence of its schedule in the coming months",
            ))
        } else {
            Ok(events)
        };
    }
    let start = start.ok_or_else(|| {
        // A cancelled event without its date is still reported as cancelled.
        let reason = if status == EventStatus::Scheduled {
            "no start date"
        } else {
            status.as_str()
        };
        skipped(&title, reason)
    })?;
    let when = parse_when(&start, options.zone).map_err(|reason| skipped(&title, reason))?;
    let end = prop_text(node, "endDate").and_then(|e| parse_when(&e, options.zone).ok());
    let mut event = template;
    set_when(&mut event, when, end);
    if event.time.is_none() {
        event.time = prop_text(node, "doorTime").and_then(|t| {
            parse_when(&t, options.zone)
                .ok()
                .and_then(|w| w.time_label())
                .or_else(|| parse_time_only(&t).map(super::dates::format_time))
        });
    }
    Ok(vec![event])
}

/// The schedule parts that make it repeat.
const REPEATS: [&str; 5] = [
    "repeatFrequency",
    "byDay",
    "byMonthDay",
    "byMonthWeek",
    "byMonth",
];

fn has_repeat(node: &Value) -> bool {
    prop(node, "eventSchedule")
        .map(|s| {
            as_list(s)
                .iter()
                .any(|s| REPEATS.iter().any(|part| prop(s, part).is_some()))
        })
        .unwrap_or(false)
}

/// Weekday names or schema.org IRIs ('Wednesday', 'https://schema.org/We').
fn weekdays_of(days: &Value) -> Vec<Weekday> {
    as_list(days)
        .iter()
        .filter_map(|day| text_of(day))
        .filter_map(|name| {
            let short = super::schema::short_type(&name).to_ascii_lowercase();
            crate::time::date::WEEKDAY_NAMES.iter().position(|n| {
                short.len() >= 2
                    && n.to_ascii_lowercase()
                        .starts_with(&short[..short.len().min(3)])
            })
        })
        .filter_map(|w| Weekday::try_from(w as u8).ok())
        .collect()
}

/// The nth weekdays of iCal's BYDAY syntax: a day's two letters after the
/// week of the month (`2MO`, `-1FR`). (A plain `MO` is a day of the week,
/// read as the names are.)
fn ical_weekdays_of(days: &Value) -> Vec<NWeekday> {
    as_list(days)
        .iter()
        .filter_map(|day| text_of(day))
        .filter_map(|text| {
            let text = text.trim();
            let split = text.len().checked_sub(2)?;
            let (week, day) = (text.get(..split)?, text.get(split..)?);
            let day = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]
                .iter()
                .position(|d| d.eq_ignore_ascii_case(day))?;
            let day = Weekday::try_from(day as u8).ok()?;
            let week: i16 = week.trim_start_matches('+').parse().ok()?;
            ((-5..=5).contains(&week) && week != 0).then_some(NWeekday::Nth(week, day))
        })
        .collect()
}

/// Whole numbers in `range` (zero never is one), from numbers or text.
fn integers_of(values: &Value, range: std::ops::RangeInclusive<i8>) -> Vec<i8> {
    as_list(values)
        .iter()
        .filter_map(|v| number_of(v))
        .filter(|n| n.fract() == 0.0 && range.contains(&(*n as i8)) && *n != 0.0)
        .map(|n| n as i8)
        .collect()
}

fn set_when(event: &mut ScrapedEvent, start: When, end: Option<When>) {
    event.date = start.date;
    event.time = start.time_label();
    event.end_date = end.map(|e| e.date).filter(|&e| e > start.date);
}

/// schema.org `eventSchedule`: repeatFrequency (ISO 8601 `P1W`, `P2W`,
/// `P1M`, or a word), byDay, byMonthDay, byMonthWeek (the first and third
/// Wednesday, or the last Friday as -1: with byDay), byMonth, repeatCount,
/// exceptDate, startTime and endTime (a time range), over the window.
/// Its dates and times are the `scheduleTimezone`'s when it names one,
/// each occurrence then read on the city's clock.
fn scheduled(
    template: &ScrapedEvent,
    schedules: &Value,
    options: &ExtractOptions,
) -> Vec<ScrapedEvent> {
    let mut out = Vec::new();
    for schedule in as_list(schedules) {
        let zone = prop_text(schedule, "scheduleTimezone")
            .and_then(|name| super::ics::zone_named(&name))
            .map(crate::time::date::CityZone::named_by_source)
            .unwrap_or(options.zone);
        let start = match prop_text(schedule, "startDate") {
            Some(text) => match parse_when(&text, zone) {
                Ok(start) => start,
                Err(_) => continue,
            },
            // Without a start, the schedule is running now: schema.org's
            // own examples have none.
            None => When {
                date: options.today,
                minutes: None,
            },
        };
        let frequency = prop_text(schedule, "repeatFrequency")
            .unwrap_or_default()
            .to_ascii_uppercase();
        let by_month_week = prop(schedule, "byMonthWeek").map(|w| integers_of(w, -5..=5));
        let by_month_day = prop(schedule, "byMonthDay").map(|d| integers_of(d, -31..=31));
        // Days of the month repeat monthly unless the page says otherwise.
        let monthly = by_month_week.is_some() || by_month_day.is_some();
        let (freq, interval) = match frequency.as_str() {
            "DAILY" => (Frequency::Daily, 1),
            "" if monthly => (Frequency::Monthly, 1),
            "WEEKLY" | "" => (Frequency::Weekly, 1),
            "MONTHLY" => (Frequency::Monthly, 1),
            "YEARLY" | "ANNUALLY" => (Frequency::Yearly, 1),
            iso => {
                let n: u16 = iso
                    .trim_start_matches("PT")
                    .trim_start_matches('P')
                    .trim_end_matches(['D', 'W', 'M', 'Y'])
                    .parse()
                    .unwrap_or(1)
                    .max(1);
                match iso.chars().last() {
                    Some('D') => (Frequency::Daily, n),
                    Some('M') => (Frequency::Monthly, n),
                    Some('Y') => (Frequency::Yearly, n),
                    _ => (Frequency::Weekly, n),
                }
            }
        };
        let mut rule = RRule::new(freq).interval(interval);
        if let Some(count) = prop(schedule, "repeatCount").and_then(number_of) {
            rule = rule.count(count as u32);
        }
        let weekdays = prop(schedule, "byDay").map(weekdays_of).unwrap_or_default();
        // iCal's own syntax for them ("2MO", "-1FR"), which schema.org
        // allows for what its days of the week cannot say.
        let ical_days = prop(schedule, "byDay")
            .map(ical_weekdays_of)
            .unwrap_or_default();
        // The nth weekdays of the month (RFC 5545's BYDAY=1WE,3WE).
        match by_month_week.filter(|weeks| !weeks.is_empty() && !weekdays.is_empty()) {
            _ if !ical_days.is_empty() => rule = rule.by_weekday(ical_days),
            Some(weeks) => {
                let nth = weeks
                    .iter()
                    .flat_map(|&n| {
                        weekdays
                            .iter()
                            .map(move |&day| NWeekday::Nth(n.into(), day))
                    })
                    .collect();
                rule = rule.by_weekday(nth);
            }
            None if !weekdays.is_empty() => {
                rule = rule.by_weekday(weekdays.into_iter().map(NWeekday::Every).collect())
            }
            None => {}
        }
        if let Some(days) = by_month_day.filter(|days| !days.is_empty()) {
            rule = rule.by_month_day(days);
        }
        if let Some(months) = prop(schedule, "byMonth") {
            let months: Vec<chrono::Month> = integers_of(months, 1..=12)
                .into_iter()
                .filter_map(|m| chrono::Month::try_from(m as u8).ok())
                .collect();
            if !months.is_empty() {
                rule = rule.by_month(&months);
            }
        }
        let mut series = Series::new(rule);
        series.until = prop_text(schedule, "endDate").and_then(|e| parse_when(&e, zone).ok());
        series.except = prop(schedule, "exceptDate")
            .map(|e| {
                as_list(e)
                    .iter()
                    .filter_map(|d| text_of(d))
                    .filter_map(|d| parse_when(&d, zone).ok())
                    .map(|w| w.date)
                    .collect()
            })
            .unwrap_or_default();
        let minutes = prop_text(schedule, "startTime")
            .and_then(|t| parse_time_only(&t))
            .or(start.minutes)
            .filter(|&m| m != 0);
        let end_minutes = prop_text(schedule, "endTime")
            .and_then(|t| parse_time_only(&t))
            .filter(|_| minutes.is_some());
        let dates = expand(start, &series, zone, options.window()).unwrap_or_default();
        for date in dates {
            // The schedule's wall clock, on the city's.
            let on_city_clock = |m: u16| options.zone.wall_clock_at(&zone.instant(date, m));
            let (date, minutes, end_minutes) = match minutes {
                Some(m) if zone != options.zone => {
                    let (day, m) = on_city_clock(m);
                    (day, Some(m), end_minutes.map(|end| on_city_clock(end).1))
                }
                _ => (date, minutes, end_minutes),
            };
            let mut event = template.clone();
            event.date = date;
            event.time = minutes.map(|start| match end_minutes {
                Some(end) if end != start => format!(
                    "{} – {}",
                    super::dates::format_time(start),
                    super::dates::format_time(end)
                ),
                _ => super::dates::format_time(start),
            });
            event.end_date = None;
            let key = template
                .source_key
                .clone()
                .or_else(|| template.source_url.clone());
            event.source_key = key.map(|k| format!("{k}#{date}"));
            out.push(event);
        }
    }
    out
}

/// (price text, ticket URL) from `offers`: Offer, AggregateOffer, lists of
/// them, priceSpecification, or just a link.
fn offers(node: &Value, page: &Page) -> (Option<String>, Option<String>) {
    let Some(offers) = prop(node, "offers") else {
        return (None, None);
    };
    let mut url = None;
    let (mut low, mut high): (Option<f64>, Option<f64>) = (None, None);
    let mut from_only = false;
    let mut currency: Option<String> = None;
    let mut worded: Option<String> = None;
    let note = |value: f64, low: &mut Option<f64>, high: &mut Option<f64>| {
        *low = Some(low.map_or(value, |l: f64| l.min(value)));
        *high = Some(high.map_or(value, |h: f64| h.max(value)));
    };
    for offer in as_list(offers) {
        if let Value::String(s) = offer {
            url = url.or_else(|| page.absolute(s));
            continue;
        }
        url = url.or_else(|| {
            prop(offer, "url")
                .and_then(url_of)
                .and_then(|u| page.absolute(&u))
        });
        currency = currency.or_else(|| prop_text(offer, "priceCurrency"));
        let specs: Vec<&Value> = prop(offer, "priceSpecification")
            .map(as_list)
            .unwrap_or_default();
        for holder in std::iter::once(offer).chain(specs) {
            currency = currency
                .clone()
                .or_else(|| prop_text(holder, "priceCurrency"));
            if let Some(price) = prop(holder, "price") {
                let amounts = match price {
                    // '18 – 25' is a range.
                    Value::String(text) => numbers_in(&super::text::decode_entities(text)),
                    other => number_of(other).into_iter().collect(),
                };
                if amounts.is_empty() {
                    worded = worded.or_else(|| text_of(price).and_then(|t| non_blank(&t)));
                }
                for n in amounts {
                    note(n, &mut low, &mut high);
                }
                if currency.is_none() {
                    currency = text_of(price).and_then(|t| symbol_in(&t));
                }
            }
            for key in ["lowPrice", "minPrice"] {
                if let Some(n) = prop(holder, key).and_then(number_of) {
                    note(n, &mut low, &mut high);
                    if currency.is_none() {
                        currency = prop_text(holder, key).and_then(|t| symbol_in(&t));
                    }
                }
            }
            for key in ["highPrice", "maxPrice"] {
                if let Some(n) = prop(holder, key).and_then(number_of) {
                    note(n, &mut low, &mut high);
                }
            }
            if has_type(holder, |t| t == "AggregateOffer")
                && prop(holder, "highPrice").is_none()
                && prop(holder, "lowPrice").is_some()
            {
                from_only = true;
            }
        }
    }
    let currency = currency.unwrap_or_else(|| "USD".to_string());
    let price = match (low, high) {
        (Some(l), Some(h)) if from_only && l == h => {
            format_price(l, None, &currency).map(|p| format!("From {p}"))
        }
        (Some(l), Some(h)) => format_price(l, Some(h), &currency),
        _ => worded,
    };
    (price, url)
}

/// The amounts in a price text: '$18 – $25' → [18, 25].
fn numbers_in(text: &str) -> Vec<f64> {
    text.split(|c: char| !(c.is_ascii_digit() || c == '.' || c == ','))
        .map(|p| p.replace(',', ""))
        .filter_map(|p| p.trim_matches('.').parse::<f64>().ok())
        .filter(|n| n.is_finite())
        .take(4)
        .collect()
}

fn symbol_in(text: &str) -> Option<String> {
    text.chars().find_map(|c| match c {
        '$' => Some("USD".to_string()),
        '€' => Some("EUR".to_string()),
        '£' => Some("GBP".to_string()),
        _ => None,
    })
}

fn amount(n: f64) -> String {
    if n.fract() == 0.0 {
        format!("{}", n as i64)
    } else {
        format!("{n:.2}")
    }
}

/// '$25', '$35-$95', 'Free', '€20', 'CHF 30'.
pub fn format_price(low: f64, high: Option<f64>, currency: &str) -> Option<String> {
    if !low.is_finite() || low < 0.0 {
        return None;
    }
    let high = high.filter(|h| h.is_finite() && *h > low);
    if low == 0.0 && high.is_none() {
        return Some("Free".to_string());
    }
    let code = currency.trim().to_ascii_uppercase();
    let with = |n: f64| match code.as_str() {
        "USD" | "$" | "" => format!("${}", amount(n)),
        "EUR" | "€" => format!("€{}", amount(n)),
        "GBP" | "£" => format!("£{}", amount(n)),
        other => format!("{other} {}", amount(n)),
    };
    Some(match high {
        Some(h) => format!("{}-{}", with(low), with(h)),
        None => with(low),
    })
}

/// What an event's `location` says of its venue.
#[derive(Default)]
struct VenueOf {
    name: Option<String>,
    address: Option<String>,
    /// Its `geo`, which fills in a known venue's missing position.
    at: Option<Coordinates>,
}

fn venue_of(node: &Value) -> VenueOf {
    let Some(location) = prop(node, "location") else {
        return VenueOf::default();
    };
    for place in as_list(location) {
        match place {
            Value::String(s) => {
                if let Some(name) = non_blank(s) {
                    return VenueOf {
                        name: Some(name),
                        ..VenueOf::default()
                    };
                }
            }
            Value::Object(_) => {
                if has_type(place, |t| t == "VirtualLocation") {
                    return VenueOf {
                        name: Some("Online".to_string()),
                        ..VenueOf::default()
                    };
                }
                let name = prop_text(place, "name").and_then(|n| non_blank(&n));
                let address = prop(place, "address").and_then(address_line);
                if name.is_some() || address.is_some() {
                    // Without a name, the address is the best venue text.
                    return VenueOf {
                        name: name.or_else(|| address.clone()),
                        address,
                        at: geo_of(place),
                    };
                }
            }
            _ => {}
        }
    }
    VenueOf::default()
}

pub(crate) fn price_from_text(text: &str) -> Option<String> {
    let t = clean_text(text);
    if t.is_empty() {
        return None;
    }
    if t.eq_ignore_ascii_case("free") || t == "0" {
        return Some("Free".to_string());
    }
    if parse_number(&t).is_some()
        && !t.contains(['$', '€', '£'])
        && t.chars().all(|c| c.is_ascii_digit() || c == '.')
    {
        return format_price(parse_number(&t)?, None, "USD");
    }
    Some(t)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prices() {
        assert_eq!(format_price(25.0, None, "USD").as_deref(), Some("$25"));
        assert_eq!(
            format_price(35.0, Some(95.0), "USD").as_deref(),
            Some("$35-$95")
        );
        assert_eq!(format_price(13.5, None, "usd").as_deref(), Some("$13.50"));
        assert_eq!(format_price(0.0, None, "USD").as_deref(), Some("Free"));
        assert_eq!(format_price(20.0, None, "EUR").as_deref(), Some("€20"));
        assert_eq!(format_price(30.0, None, "CHF").as_deref(), Some("CHF 30"));
        assert_eq!(price_from_text("25").as_deref(), Some("$25"));
        assert_eq!(price_from_text("$25 – $45").as_deref(), Some("$25 – $45"));
    }
}
