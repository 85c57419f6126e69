//! Recurrence rules (ICS RRULE, schema.org eventSchedule) expanded into
//! dates over a bounded window.

use crate::date::{CityZone, Date};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Freq {
    Daily,
    Weekly,
    Monthly,
    Yearly,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Rule {
    pub freq: Freq,
    pub interval: u32,
    pub count: Option<u32>,
    pub until: Option<Date>,
    /// (ordinal within the month or year, weekday 0 = Monday).
    pub by_day: Vec<(Option<i32>, usize)>,
    pub by_month_day: Vec<i32>,
    pub by_month: Vec<u8>,
}

impl Rule {
    pub fn new(freq: Freq) -> Rule {
        Rule {
            freq,
            interval: 1,
            count: None,
            until: None,
            by_day: Vec::new(),
            by_month_day: Vec::new(),
            by_month: Vec::new(),
        }
    }

    /// `FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20261231T235959Z`.
    pub fn parse_rrule(text: &str, zone: CityZone) -> Option<Rule> {
        let mut rule: Option<Rule> = None;
        let mut parts = Vec::new();
        for part in text.split(';') {
            let (key, value) = part.split_once('=')?;
            let key = key.trim().to_ascii_uppercase();
            if key == "FREQ" {
                rule = Some(Rule::new(
                    match value.trim().to_ascii_uppercase().as_str() {
                        "DAILY" => Freq::Daily,
                        "WEEKLY" => Freq::Weekly,
                        "MONTHLY" => Freq::Monthly,
                        "YEARLY" => Freq::Yearly,
                        _ => return None,
                    },
                ));
            } else {
                parts.push((key, value.trim().to_string()));
            }
        }
        let mut rule = rule?;
        for (key, value) in parts {
            match key.as_str() {
                "INTERVAL" => rule.interval = value.parse().ok().filter(|&n| n > 0)?,
                "COUNT" => rule.count = Some(value.parse().ok()?),
                "UNTIL" => rule.until = Some(super::dates::parse_when(&value, zone).ok()?.date),
                "BYDAY" => {
                    for day in value.split(',') {
                        let day = day.trim();
                        let split = day.len().checked_sub(2)?;
                        let weekday = weekday_code(day.get(split..)?)?;
                        let ordinal = &day[..split];
                        let ordinal = if ordinal.is_empty() {
                            None
                        } else {
                            Some(ordinal.trim_start_matches('+').parse().ok()?)
                        };
                        rule.by_day.push((ordinal, weekday));
                    }
                }
                "BYMONTHDAY" => {
                    for day in value.split(',') {
                        rule.by_month_day.push(day.trim().parse().ok()?);
                    }
                }
                "BYMONTH" => {
                    for month in value.split(',') {
                        rule.by_month
                            .push(month.trim().parse().ok().filter(|m| (1..=12).contains(m))?);
                    }
                }
                _ => {}
            }
        }
        Some(rule)
    }
}

fn weekday_code(code: &str) -> Option<usize> {
    ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]
        .iter()
        .position(|c| c.eq_ignore_ascii_case(code))
}

/// The bounded window occurrences are listed in.
#[derive(Debug, Clone, Copy)]
pub struct Window {
    pub from: Date,
    pub to: Date,
    pub max: usize,
}

/// Periods examined before giving up (a daily rule from 1990 is fine).
const MAX_PERIODS: u32 = 40_000;

fn month_add(year: i32, month: u8, add: i64) -> (i32, u8) {
    let index = i64::from(year) * 12 + i64::from(month) - 1 + add;
    (
        index.div_euclid(12) as i32,
        (index.rem_euclid(12) + 1) as u8,
    )
}

/// Days of a month (or of a whole year when `month` is `None`) that a
/// BYDAY / BYMONTHDAY list selects.
fn days_in(year: i32, months: &[u8], rule: &Rule, start: Date) -> Vec<Date> {
    let mut out = Vec::new();
    for &month in months {
        let Some(first) = Date::new(year, month, 1) else {
            continue;
        };
        let len = i32::from(first.days_in_month());
        let all = (1..=len).filter_map(|d| Date::new(year, month, d as u8));
        if !rule.by_month_day.is_empty() {
            for &d in &rule.by_month_day {
                let day = if d < 0 { len + d + 1 } else { d };
                if (1..=len).contains(&day) {
                    out.extend(Date::new(year, month, day as u8));
                }
            }
        } else if !rule.by_day.is_empty() {
            for &(ordinal, weekday) in &rule.by_day {
                let matching: Vec<Date> = all.clone().filter(|d| d.weekday() == weekday).collect();
                match ordinal {
                    None => out.extend(matching),
                    Some(n) if n > 0 => out.extend(matching.get(n as usize - 1)),
                    Some(n) => out.extend(
                        matching
                            .len()
                            .checked_sub(n.unsigned_abs() as usize)
                            .and_then(|i| matching.get(i)),
                    ),
                }
            }
        } else if i32::from(start.day()) <= len {
            out.extend(Date::new(year, month, start.day()));
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// Occurrence dates of `rule` starting at `start`, those inside the window,
/// EXDATEs left out; COUNT counts from `start` as RFC 5545 says.
pub fn expand(start: Date, rule: &Rule, except: &[Date], window: Window) -> Vec<Date> {
    let mut out = Vec::new();
    let mut counted = 0u32;
    let end = match rule.until {
        Some(until) => until.min(window.to),
        None => window.to,
    };
    for period in 0..MAX_PERIODS {
        let step = i64::from(period) * i64::from(rule.interval);
        let candidates: Vec<Date> = match rule.freq {
            Freq::Daily => {
                let day = start.add_days(step);
                let month_ok = rule.by_month.is_empty() || rule.by_month.contains(&day.month());
                let weekday_ok =
                    rule.by_day.is_empty() || rule.by_day.iter().any(|&(_, w)| w == day.weekday());
                let monthday_ok = rule.by_month_day.is_empty()
                    || rule.by_month_day.contains(&i32::from(day.day()));
                if month_ok && weekday_ok && monthday_ok {
                    vec![day]
                } else {
                    vec![]
                }
            }
            Freq::Weekly => {
                let monday = start.add_days(-(start.weekday() as i64) + 7 * step);
                let weekdays: Vec<usize> = if rule.by_day.is_empty() {
                    vec![start.weekday()]
                } else {
                    rule.by_day.iter().map(|&(_, w)| w).collect()
                };
                let mut days: Vec<Date> = weekdays
                    .into_iter()
                    .map(|w| monday.add_days(w as i64))
                    .filter(|d| rule.by_month.is_empty() || rule.by_month.contains(&d.month()))
                    .collect();
                days.sort_unstable();
                days.dedup();
                days
            }
            Freq::Monthly => {
                let (year, month) = month_add(start.year(), start.month(), step);
                if !rule.by_month.is_empty() && !rule.by_month.contains(&month) {
                    vec![]
                } else {
                    days_in(year, &[month], rule, start)
                }
            }
            Freq::Yearly => {
                let year = start.year() + step as i32;
                let months: Vec<u8> = if rule.by_month.is_empty() {
                    vec![start.month()]
                } else {
                    rule.by_month.clone()
                };
                days_in(year, &months, rule, start)
            }
        };
        let mut past_end = false;
        for day in candidates {
            if day < start {
                continue;
            }
            if day > end {
                past_end = true;
                break;
            }
            counted += 1;
            if rule.count.is_some_and(|c| counted > c) {
                return out;
            }
            if day >= window.from && !except.contains(&day) {
                out.push(day);
                if out.len() >= window.max {
                    return out;
                }
            }
        }
        // The first date of the next period is after this one's.
        let period_start = match rule.freq {
            Freq::Daily => start.add_days(step),
            Freq::Weekly => start.add_days(-(start.weekday() as i64) + 7 * step),
            Freq::Monthly => {
                let (y, m) = month_add(start.year(), start.month(), step);
                Date::new(y, m, 1).expect("valid")
            }
            Freq::Yearly => Date::new(start.year() + step as i32, 1, 1).unwrap_or(start),
        };
        if past_end || period_start > end {
            break;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> Date {
        Date::parse(s).unwrap()
    }

    fn window(from: &str, to: &str) -> Window {
        Window {
            from: d(from),
            to: d(to),
            max: 100,
        }
    }

    fn dates(v: Vec<Date>) -> Vec<String> {
        v.into_iter().map(|d| d.to_string()).collect()
    }

    #[test]
    fn weekly_with_days_count_and_exceptions() {
        let rule =
            Rule::parse_rrule("FREQ=WEEKLY;BYDAY=TU,TH;COUNT=5", CityZone::default()).unwrap();
        assert_eq!(
            dates(expand(
                d("2026-03-03"),
                &rule,
                &[d("2026-03-10")],
                window("2026-01-01", "2026-12-31")
            )),
            // COUNT=5 counts the excepted 10th: 3, 5, (10), 12, 17.
            ["2026-03-03", "2026-03-05", "2026-03-12", "2026-03-17"]
        );
    }

    #[test]
    fn window_bounds_and_until() {
        let rule = Rule::parse_rrule(
            "FREQ=DAILY;INTERVAL=2;UNTIL=20260110T000000Z",
            CityZone::default(),
        )
        .unwrap();
        assert_eq!(
            dates(expand(
                d("2026-01-01"),
                &rule,
                &[],
                window("2026-01-04", "2026-12-31")
            )),
            ["2026-01-05", "2026-01-07", "2026-01-09"]
        );
        // An endless rule stops at the window's end and its maximum.
        let rule = Rule::parse_rrule("FREQ=DAILY", CityZone::default()).unwrap();
        let mut w = window("2026-01-01", "2026-01-31");
        assert_eq!(expand(d("1990-01-01"), &rule, &[], w).len(), 31);
        w.max = 5;
        assert_eq!(expand(d("2026-01-01"), &rule, &[], w).len(), 5);
    }

    #[test]
    fn monthly_and_yearly() {
        let second_tuesday =
            Rule::parse_rrule("FREQ=MONTHLY;BYDAY=2TU", CityZone::default()).unwrap();
        assert_eq!(
            dates(expand(
                d("2026-01-13"),
                &second_tuesday,
                &[],
                window("2026-01-01", "2026-03-31")
            )),
            ["2026-01-13", "2026-02-10", "2026-03-10"]
        );
        let last_friday =
            Rule::parse_rrule("FREQ=MONTHLY;BYDAY=-1FR;COUNT=2", CityZone::default()).unwrap();
        assert_eq!(
            dates(expand(
                d("2026-01-30"),
                &last_friday,
                &[],
                window("2026-01-01", "2026-12-31")
            )),
            ["2026-01-30", "2026-02-27"]
        );
        let on_31st = Rule::parse_rrule("FREQ=MONTHLY", CityZone::default()).unwrap();
        assert_eq!(
            dates(expand(
                d("2026-01-31"),
                &on_31st,
                &[],
                window("2026-01-01", "2026-05-31")
            )),
            ["2026-01-31", "2026-03-31", "2026-05-31"]
        );
        let yearly = Rule::parse_rrule("FREQ=YEARLY", CityZone::default()).unwrap();
        assert_eq!(
            dates(expand(
                d("2024-07-04"),
                &yearly,
                &[],
                window("2025-01-01", "2027-12-31")
            )),
            ["2025-07-04", "2026-07-04", "2027-07-04"]
        );
        assert!(Rule::parse_rrule("FREQ=SECONDLY", CityZone::default()).is_none());
        assert!(Rule::parse_rrule("INTERVAL=0;FREQ=DAILY", CityZone::default()).is_none());
    }
}
