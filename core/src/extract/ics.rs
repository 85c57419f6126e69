//! iCalendar feeds (RFC 5545): VEVENTs, with recurrences (RRULE, RDATE)
//! expanded over the window, EXDATEs and RECURRENCE-ID overrides honoured,
//! and times in another zone (TZID, IANA or Windows names) read as the
//! city's wall clock.

use super::dates::{When, parse_when};
use super::recur::{Series, expand};
use super::text::{MAX_DESCRIPTION, absolute_url, clean_text, truncate_words};
use super::{
    Confidence, EventExtraction, EventStatus, ExtractOptions, ScrapedEvent, Skipped, Source,
};
use crate::content::near::Coordinates;
use crate::text::lang::Lang;
use crate::time::date::{CityZone, Date};

/// A content line: name, parameters, value.
type Property = (String, Vec<(String, String)>, String);

#[derive(Default)]
struct VEvent {
    props: Vec<Property>,
}

impl VEvent {
    fn get(&self, name: &str) -> Option<&Property> {
        self.props.iter().find(|(n, _, _)| n == name)
    }

    fn text(&self, name: &str) -> Option<String> {
        self.get(name)
            .map(|(_, _, v)| unescape(v))
            .filter(|v| !v.trim().is_empty())
    }

    fn all(&self, name: &str) -> impl Iterator<Item = &Property> {
        self.props.iter().filter(move |(n, _, _)| n == name)
    }
}

fn unescape(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    let mut chars = value.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            match chars.next() {
                Some('n') | Some('N') => out.push('\n'),
                Some(other) => out.push(other),
                None => {}
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// `NAME;PARAM=x;PARAM2="y":value`.
fn parse_line(line: &str) -> Option<Property> {
    let mut in_quotes = false;
    let colon = line
        .char_indices()
        .find(|&(_, c)| {
            if c == '"' {
                in_quotes = !in_quotes;
            }
            c == ':' && !in_quotes
        })?
        .0;
    let (head, value) = (&line[..colon], &line[colon + 1..]);
    let mut parts = head.split(';');
    let name = parts.next()?.trim().to_ascii_uppercase();
    let params = parts
        .filter_map(|p| p.split_once('='))
        .map(|(k, v)| {
            (
                k.trim().to_ascii_uppercase(),
                v.trim_matches('"').to_string(),
            )
        })
        .collect();
    Some((name, params, value.to_string()))
}

fn param<'a>(params: &'a [(String, String)], name: &str) -> Option<&'a str> {
    params
        .iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
}

/// The zone a TZID names: an IANA name, or the Windows name Outlook and
/// Exchange write ('Eastern Standard Time'), through the CLDR table.
pub(super) fn zone_named(tzid: &str) -> Option<chrono_tz::Tz> {
    let tzid = tzid.trim();
    tzid.parse()
        .ok()
        .or_else(|| localzone::win_zone_to_iana(tzid, None)?.parse().ok())
}

/// A DTSTART-like value with its parameters: date-only, UTC, a wall time in
/// the zone its TZID names, or a floating wall time (the city's).
fn when_of(params: &[(String, String)], value: &str, zone: CityZone) -> Result<When, String> {
    let value = value.trim();
    let when = parse_when(value, zone)?;
    if param(params, "VALUE").is_some_and(|v| v.eq_ignore_ascii_case("DATE")) {
        return Ok(When {
            date: when.date,
            minutes: None,
        });
    }
    let elsewhere = param(params, "TZID").and_then(zone_named);
    match (when.minutes, elsewhere) {
        (Some(minutes), Some(other)) if !value.ends_with(['Z', 'z']) => {
            let (date, minutes) =
                zone.wall_clock_at(&CityZone::instant_in(other, when.date, minutes));
            Ok(When {
                date,
                minutes: Some(minutes),
            })
        }
        _ => Ok(when),
    }
}

fn dates_of(prop: &Property, zone: CityZone) -> Vec<Date> {
    prop.2
        .split(',')
        .filter_map(|v| when_of(&prop.1, v, zone).ok())
        .map(|w| w.date)
        .collect()
}

/// The events of an ICS feed read from `feed_url`.
pub fn parse_ics(text: &str, feed_url: &str, options: &ExtractOptions) -> EventExtraction {
    // Unfold continuation lines (a leading space or tab).
    let mut lines: Vec<String> = Vec::new();
    for raw in text.split('\n') {
        let raw = raw.strip_suffix('\r').unwrap_or(raw);
        if let Some(rest) = raw.strip_prefix([' ', '\t'])
            && let Some(last) = lines.last_mut()
        {
            last.push_str(rest);
            continue;
        }
        lines.push(raw.to_string());
    }
    let mut vevents = Vec::new();
    let mut current: Option<VEvent> = None;
    let mut depth = 0;
    for line in &lines {
        let upper = line.trim().to_ascii_uppercase();
        if upper == "BEGIN:VEVENT" {
            current = Some(VEvent::default());
            depth = 0;
        } else if upper == "END:VEVENT" {
            vevents.extend(current.take());
        } else if let Some(event) = current.as_mut() {
            // Skip nested components (VALARM).
            if upper.starts_with("BEGIN:") {
                depth += 1;
            } else if upper.starts_with("END:") {
                depth -= 1;
            } else if depth == 0 {
                event.props.extend(parse_line(line));
            }
        }
    }
    let base = url::Url::parse(feed_url).ok();
    let mut out = EventExtraction::default();
    // RECURRENCE-ID instances replace that occurrence of their series.
    let overridden: Vec<(String, Date)> = vevents
        .iter()
        .filter_map(|v| {
            let uid = v.text("UID")?;
            let rid = v.get("RECURRENCE-ID")?;
            Some((uid, when_of(&rid.1, &rid.2, options.zone).ok()?.date))
        })
        .collect();
    for vevent in &vevents {
        let title = vevent
            .text("SUMMARY")
            .map(|s| clean_text(&s))
            .unwrap_or_default();
        if title.is_empty() {
            out.skipped.push(Skipped {
                title: String::new(),
                reason: "no SUMMARY".to_string(),
            });
            continue;
        }
        let status = vevent
            .text("STATUS")
            .and_then(|s| EventStatus::from_status(&s))
            .map(|status| (status, title.clone()))
            .or_else(|| EventStatus::from_title(&title));
        let (status, title) = status.unwrap_or((EventStatus::Scheduled, title));
        let Some(start_prop) = vevent.get("DTSTART") else {
            out.skipped.push(Skipped {
                title,
                reason: "no DTSTART".to_string(),
            });
            continue;
        };
        let start = match when_of(&start_prop.1, &start_prop.2, options.zone) {
            Ok(start) => start,
            Err(reason) => {
                out.skipped.push(Skipped { title, reason });
                continue;
            }
        };
        let date_only = param(&start_prop.1, "VALUE")
            .is_some_and(|v| v.eq_ignore_ascii_case("DATE"))
            || start_prop.2.trim().len() == 8;
        let end = vevent
            .get("DTEND")
            .and_then(|p| when_of(&p.1, &p.2, options.zone).ok())
            .map(|end| {
                // A date-only DTEND is exclusive.
                if date_only {
                    end.date.add_days(-1)
                } else {
                    end.date
                }
            });
        let span = end
            .map(|e| e.to_days() - start.date.to_days())
            .filter(|&d| d > 0);
        let uid = vevent.text("UID");
        let url = vevent
            .text("URL")
            .and_then(|u| absolute_url(base.as_ref(), &u));
        let description = vevent
            .text("DESCRIPTION")
            .map(|d| truncate_words(clean_text(&d), MAX_DESCRIPTION))
            .unwrap_or_default();
        let categories = vevent
            .all("CATEGORIES")
            .map(|c| unescape(&c.2))
            .collect::<Vec<_>>()
            .join(" ");
        let location = vevent
            .text("LOCATION")
            .map(|l| clean_text(&l))
            .filter(|l| !l.is_empty());
        let (venue, venue_address) = match location {
            // 'Van Wezel Hall, 777 N Tamiami Trl, Sarasota' → name, address.
            Some(l) => match l.split_once(", ") {
                Some((name, rest)) if !name.chars().next().is_some_and(|c| c.is_ascii_digit()) => {
                    (Some(name.to_string()), Some(rest.to_string()))
                }
                _ => (Some(l), None),
            },
            None => (None, None),
        };
        // RFC 5545's GEO: 'latitude;longitude' in degrees.
        let venue_at = vevent.text("GEO").and_then(|geo| {
            let (latitude, longitude) = geo.split_once(';')?;
            Coordinates::of(latitude.trim().parse().ok(), longitude.trim().parse().ok())
        });
        let image = vevent
            .all("ATTACH")
            .chain(vevent.all("IMAGE"))
            .find(|p| {
                p.1.iter()
                    .any(|(k, v)| k == "FMTTYPE" && v.starts_with("image/"))
                    || p.0 == "IMAGE"
            })
            .and_then(|p| absolute_url(base.as_ref(), &p.2));
        let template = ScrapedEvent {
            category: super::category::category_for(&[], &title, &description, &categories)
                .to_string(),
            title: title.clone(),
            description,
            date: start.date,
            end_date: span.map(|d| start.date.add_days(d)),
            time: start.time_label(),
            image,
            ticket_price: None,
            ticket_url: url.clone(),
            venue,
            venue_address,
            venue_at,
            source_url: url.clone().or_else(|| {
                uid.as_ref()
                    .map(|u| format!("{feed_url}#uid={}", u.replace(' ', "%20")))
            }),
            source_key: uid.clone().or(url),
            source: Source::Ical,
            confidence: Confidence::High,
            check: None,
            status,
            // A feed says nothing of its language: read as English.
            lang: Lang::En,
        };
        // Withdrawn (its one date, or the series as a whole).
        if status != EventStatus::Scheduled {
            out.withdraw(template);
            continue;
        }
        // An overriding instance is one event, whatever it repeats.
        let recurs = vevent.get("RECURRENCE-ID").is_none()
            && (vevent.get("RRULE").is_some() || vevent.get("RDATE").is_some());
        if !recurs {
            out.events.push(template);
            continue;
        }
        let rrule = vevent.text("RRULE");
        let series = match &rrule {
            None => Some(Series {
                rule: None,
                until: None,
                extra: Vec::new(),
                except: Vec::new(),
            }),
            Some(rrule) => Series::parse_rrule(rrule, options.zone),
        };
        let Some(mut series) = series else {
            out.skipped.push(Skipped {
                title,
                reason: format!("unreadable RRULE {:?}", rrule.unwrap_or_default()),
            });
            continue;
        };
        series.extra = vevent
            .all("RDATE")
            .flat_map(|prop| dates_of(prop, options.zone))
            .collect();
        series.except = vevent
            .all("EXDATE")
            .flat_map(|prop| dates_of(prop, options.zone))
            .collect();
        if let Some(uid) = &uid {
            series
                .except
                .extend(overridden.iter().filter(|(u, _)| u == uid).map(|(_, d)| *d));
        }
        let dates = match expand(start, &series, options.zone, options.window()) {
            Ok(dates) => dates,
            Err(error) => {
                out.skipped.push(Skipped {
                    title,
                    reason: format!("unreadable RRULE {:?}: {error}", rrule.unwrap_or_default()),
                });
                continue;
            }
        };
        for date in dates {
            let mut event = template.clone();
            event.date = date;
            event.end_date = span.map(|d| date.add_days(d));
            event.source_key = template.source_key.as_ref().map(|k| format!("{k}#{date}"));
            if let Some(source_url) = &template.source_url
                && source_url.contains("#uid=")
            {
                event.source_url = Some(format!("{source_url}&date={date}"));
            }
            out.events.push(event);
        }
    }
    out
}
