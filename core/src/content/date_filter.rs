//! Date-range matching of the events page (spec section 5).

use serde::{Deserialize, Serialize};

use crate::content::event_hours::{EventHours, Span, Window};
use crate::content::model::Event;
use crate::time::date::{CityClock, Date};

#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

/// The date dropdown's choices, and the custom range that replaces them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum DateFilter {
    #[default]
    All,
    /// On now or later today ([`Window::Tonight`]).
    Tonight,
    /// Friday evening to Sunday ([`Window::ThisWeekend`]).
    ThisWeekend,
    ThisMonth,
    NextMonth,
    ThisSeason,
    Custom {
        #[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), tsify(type = "string"))]
        start: Date,
        /// Optional: without it the range is open-ended.
        #[cfg_attr(
            all(feature = "wasm", target_arch = "wasm32"),
            tsify(type = "string | null")
        )]
        end: Option<Date>,
    },
}

/// The date dropdown's entries: one per [`DateFilter`] kind, `Custom`
/// opening the range panel.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub enum DateChoice {
    All,
    Tonight,
    ThisWeekend,
    ThisMonth,
    NextMonth,
    ThisSeason,
    Custom,
}

impl DateChoice {
    /// In the dropdown's order: the spec's, with the two a visitor asks
    /// first after All Dates.
    pub const ALL: [DateChoice; 7] = [
        DateChoice::All,
        DateChoice::Tonight,
        DateChoice::ThisWeekend,
        DateChoice::ThisMonth,
        DateChoice::NextMonth,
        DateChoice::ThisSeason,
        DateChoice::Custom,
    ];

    /// The value the dropdown sends, as in `DateFilter`'s `kind`.
    pub fn as_str(self) -> &'static str {
        match self {
            DateChoice::All => "all",
            DateChoice::Tonight => "tonight",
            DateChoice::ThisWeekend => "thisWeekend",
            DateChoice::ThisMonth => "thisMonth",
            DateChoice::NextMonth => "nextMonth",
            DateChoice::ThisSeason => "thisSeason",
            DateChoice::Custom => "custom",
        }
    }

    /// Whether its list changes with the minute (Tonight: as shows end),
    /// not only with the day.
    pub fn reads_the_minute(self) -> bool {
        matches!(self, DateChoice::Tonight | DateChoice::ThisWeekend)
    }

    /// The catalog's message for its option (in English the spec's text,
    /// section 4: 'All Dates', 'This Month'…).
    pub fn message(self) -> &'static str {
        match self {
            DateChoice::All => "date-choice-all",
            DateChoice::Tonight => "date-choice-tonight",
            DateChoice::ThisWeekend => "date-choice-this-weekend",
            DateChoice::ThisMonth => "date-choice-this-month",
            DateChoice::NextMonth => "date-choice-next-month",
            DateChoice::ThisSeason => "date-choice-this-season",
            DateChoice::Custom => "date-choice-custom",
        }
    }
}

/// A [`DateFilter`] read at a clock: what an event's hours are checked
/// against, found once for a whole list.
#[derive(Debug, Clone, Copy)]
pub struct DatesAt {
    today: Date,
    rule: Rule,
}

#[derive(Debug, Clone, Copy)]
enum Rule {
    /// Not ended before today.
    Current,
    /// Current, and starting or ending in this month.
    Month(i32, u8),
    /// Current, and overlapping these days.
    Between(Date, Date),
    /// On at some moment of the span (read by the time of day).
    On(Span),
    Custom(Date, Option<Date>),
}

impl DatesAt {
    /// Whether an event with these hours shows.
    ///
    /// A custom range matches an event with an end date when the two
    /// overlap, any other event when its start lies in the range. Every other
    /// choice first hides events that ended before today; Tonight and This
    /// Weekend read the time of day too.
    pub fn matches(&self, hours: &EventHours) -> bool {
        let (date, last) = (hours.first, hours.last);
        match self.rule {
            Rule::Custom(start, end) => last >= start && end.is_none_or(|end| date <= end),
            Rule::On(span) => span.contains(hours),
            _ if last < self.today => false,
            Rule::Current => true,
            Rule::Month(year, month) => in_month(date, last, (year, month)),
            Rule::Between(start, end) => date <= end && last >= start,
        }
    }
}

/// October 1 – May 31 of the season `today` falls in or precedes: it starts
/// this year from October on, else last year.
pub fn season_bounds(today: Date) -> (Date, Date) {
    let start_year = if today.month() >= 10 {
        today.year()
    } else {
        today.year() - 1
    };
    let start = Date::new(start_year, 10, 1).expect("October 1 exists");
    let end = Date::new(start_year + 1, 5, 31).expect("May 31 exists");
    (start, end)
}

fn in_month(date: Date, last: Date, (year, month): (i32, u8)) -> bool {
    let same = |d: Date| d.year() == year && d.month() == month;
    same(date) || same(last)
}

impl DateFilter {
    /// Whether `event` shows under this filter at `clock` ([`DatesAt::matches`]).
    pub fn matches(&self, event: &Event, clock: CityClock) -> bool {
        self.matches_hours(&EventHours::of(event), clock)
    }

    /// [`DateFilter::matches`] on an event's hours.
    pub fn matches_hours(&self, hours: &EventHours, clock: CityClock) -> bool {
        self.at(clock).matches(hours)
    }

    /// The filter read at `clock` once, for a whole list.
    pub fn at(&self, clock: CityClock) -> DatesAt {
        let today = clock.today;
        let rule = match *self {
            DateFilter::All => Rule::Current,
            DateFilter::Tonight => Rule::On(Window::Tonight.at(clock)),
            DateFilter::ThisWeekend => Rule::On(Window::ThisWeekend.at(clock)),
            DateFilter::ThisMonth => Rule::Month(today.year(), today.month()),
            DateFilter::NextMonth => {
                let (year, month) = today.next_month();
                Rule::Month(year, month)
            }
            DateFilter::ThisSeason => {
                let (start, end) = season_bounds(today);
                Rule::Between(start, end)
            }
            DateFilter::Custom { start, end } => Rule::Custom(start, end),
        };
        DatesAt { today, rule }
    }

    /// The dropdown's entry it is.
    pub fn choice(&self) -> DateChoice {
        match self {
            DateFilter::All => DateChoice::All,
            DateFilter::Tonight => DateChoice::Tonight,
            DateFilter::ThisWeekend => DateChoice::ThisWeekend,
            DateFilter::ThisMonth => DateChoice::ThisMonth,
            DateFilter::NextMonth => DateChoice::NextMonth,
            DateFilter::ThisSeason => DateChoice::ThisSeason,
            DateFilter::Custom { .. } => DateChoice::Custom,
        }
    }

    /// Whether what it shows changes with the minute, not only the day: a
    /// cache of its answers keys them by the minute.
    pub fn reads_the_minute(&self) -> bool {
        self.choice().reads_the_minute()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn on(filter: DateFilter, event: &Event, today: Date) -> bool {
        filter.matches(event, CityClock::midnight(today))
    }

    #[test]
    fn every_filter_kind_is_a_choice() {
        let kinds: Vec<String> = [
            DateFilter::All,
            DateFilter::Tonight,
            DateFilter::ThisWeekend,
            DateFilter::ThisMonth,
            DateFilter::NextMonth,
            DateFilter::ThisSeason,
            DateFilter::Custom {
                start: Date::new(2026, 1, 1).unwrap(),
                end: None,
            },
        ]
        .iter()
        .map(|f| {
            serde_json::to_value(f).unwrap()["kind"]
                .as_str()
                .unwrap()
                .to_string()
        })
        .collect();
        let choices: Vec<&str> = DateChoice::ALL.iter().map(|c| c.as_str()).collect();
        for filter in [DateFilter::All, DateFilter::Tonight, DateFilter::ThisSeason] {
            assert_eq!(
                serde_json::to_value(filter).unwrap()["kind"],
                filter.choice().as_str()
            );
        }
        assert_eq!(kinds, choices);
        assert_eq!(
            serde_json::to_value(DateChoice::ThisSeason).unwrap(),
            "thisSeason"
        );
        use crate::text::words::Localizer;
        let en = crate::text::catalogs::catalog(crate::text::lang::Lang::En);
        let es = crate::text::catalogs::catalog(crate::text::lang::Lang::Es);
        assert_eq!(en.text(DateChoice::Custom.message()), "Custom Dates");
        assert_eq!(en.text(DateChoice::All.message()), "All Dates");
        assert_eq!(es.text(DateChoice::ThisMonth.message()), "Este mes");
        assert_eq!(en.text(DateChoice::Tonight.message()), "Tonight");
        assert_eq!(en.text(DateChoice::ThisWeekend.message()), "This Weekend");
    }
    use crate::content::events::tests::event;

    fn d(s: &str) -> Date {
        Date::parse(s).unwrap()
    }

    fn custom(start: &str, end: Option<&str>) -> DateFilter {
        DateFilter::Custom {
            start: d(start),
            end: end.map(d),
        }
    }

    #[test]
    fn season_starts_in_october() {
        assert_eq!(
            season_bounds(d("2026-09-30")),
            (d("2025-10-01"), d("2026-05-31"))
        );
        assert_eq!(
            season_bounds(d("2026-10-01")),
            (d("2026-10-01"), d("2027-05-31"))
        );
        assert_eq!(
            season_bounds(d("2026-05-31")),
            (d("2025-10-01"), d("2026-05-31"))
        );
        assert_eq!(
            season_bounds(d("2027-01-15")),
            (d("2026-10-01"), d("2027-05-31"))
        );
    }

    #[test]
    fn this_season_includes_its_edges_only() {
        let today = d("2026-03-01");
        assert!(on(
            DateFilter::ThisSeason,
            &event(1, "Opera", "2026-05-31", None),
            today
        ));
        assert!(!on(
            DateFilter::ThisSeason,
            &event(2, "Opera", "2026-06-01", None),
            today
        ));
        assert!(on(
            DateFilter::ThisSeason,
            &event(3, "Festival", "2026-05-30", Some("2026-06-03")),
            today
        ));
        // In summer the season is the one that ended: everything current is past it.
        let summer = d("2026-09-30");
        assert!(!on(
            DateFilter::ThisSeason,
            &event(4, "Opera", "2026-10-01", None),
            summer
        ));
    }

    #[test]
    fn months_compare_start_or_end() {
        let today = d("2026-12-15");
        let december = event(1, "Opera", "2026-12-20", None);
        let january = event(2, "Opera", "2027-01-03", None);
        let spanning = event(3, "Festival", "2026-12-28", Some("2027-01-02"));
        assert!(on(DateFilter::ThisMonth, &december, today));
        assert!(!on(DateFilter::ThisMonth, &january, today));
        assert!(
            on(DateFilter::NextMonth, &january, today),
            "December → January of next year"
        );
        assert!(on(DateFilter::NextMonth, &spanning, today));
        assert!(on(DateFilter::ThisMonth, &spanning, today));
        // Same month of another year does not count.
        assert!(!on(
            DateFilter::ThisMonth,
            &event(4, "Opera", "2027-12-20", None),
            today
        ));
    }

    #[test]
    fn past_events_hidden_without_a_custom_range() {
        let today = d("2026-11-22");
        let yesterday = event(1, "Opera", "2026-11-21", None);
        let ended = event(2, "Festival", "2026-11-10", Some("2026-11-21"));
        let running = event(3, "Festival", "2026-11-10", Some("2026-11-22"));
        for filter in [
            DateFilter::All,
            DateFilter::ThisMonth,
            DateFilter::ThisSeason,
        ] {
            assert!(!on(filter, &yesterday, today));
            assert!(!on(filter, &ended, today));
            assert!(on(filter, &running, today));
        }
        // A custom range shows past events it covers.
        assert!(on(custom("2026-11-01", None), &yesterday, today));
    }

    #[test]
    fn custom_ranges_overlap_multi_day_events_and_contain_single_days() {
        let today = d("2026-01-01");
        let festival = event(1, "Festival", "2026-03-10", Some("2026-03-15"));
        assert!(on(
            custom("2026-03-14", Some("2026-03-20")),
            &festival,
            today
        ));
        assert!(on(
            custom("2026-03-01", Some("2026-03-10")),
            &festival,
            today
        ));
        assert!(on(custom("2026-03-15", None), &festival, today));
        assert!(!on(custom("2026-03-16", None), &festival, today));
        assert!(!on(
            custom("2026-03-01", Some("2026-03-09")),
            &festival,
            today
        ));

        let single = event(2, "Opera", "2026-03-10", None);
        assert!(on(custom("2026-03-10", Some("2026-03-10")), &single, today));
        assert!(on(custom("2026-03-01", None), &single, today));
        assert!(!on(custom("2026-03-11", None), &single, today));
        assert!(!on(
            custom("2026-03-01", Some("2026-03-09")),
            &single,
            today
        ));
    }

    #[test]
    fn an_end_before_the_start_reads_as_a_single_day() {
        let today = d("2026-01-01");
        let odd = event(1, "Opera", "2026-03-10", Some("2026-03-01"));
        assert!(!on(custom("2026-03-01", Some("2026-03-05")), &odd, today));
        assert!(on(custom("2026-03-10", Some("2026-03-10")), &odd, today));
    }

    #[test]
    fn leap_day_and_year_boundaries() {
        let today = d("2028-02-01");
        let leap = event(1, "Opera", "2028-02-29", None);
        assert!(on(DateFilter::ThisMonth, &leap, today));
        assert!(on(custom("2028-02-29", Some("2028-02-29")), &leap, today));
        let new_year = event(2, "Festival", "2027-12-31", Some("2028-01-01"));
        assert!(on(custom("2028-01-01", None), &new_year, today));
    }

    #[test]
    fn tonight_and_this_weekend_read_the_time_of_day() {
        let mut show = event(1, "Opera", "2026-11-27", None);
        show.time = Some("7:30 PM".into());
        let friday_noon = CityClock {
            today: d("2026-11-27"),
            minutes: 12 * 60,
        };
        let friday_late = CityClock {
            minutes: 22 * 60,
            ..friday_noon
        };
        assert!(DateFilter::Tonight.matches(&show, friday_noon));
        assert!(DateFilter::ThisWeekend.matches(&show, friday_noon));
        assert!(!DateFilter::Tonight.matches(&show, friday_late));
        assert!(!DateFilter::ThisWeekend.matches(&show, friday_late));
        // The other choices read the day only.
        assert!(DateFilter::All.matches(&show, friday_late));
        assert!(DateFilter::Tonight.reads_the_minute());
        assert!(!DateFilter::ThisMonth.reads_the_minute());
        let weekend: DateFilter = serde_json::from_str(r#"{"kind":"thisWeekend"}"#).unwrap();
        assert_eq!(weekend, DateFilter::ThisWeekend);
    }

    #[test]
    fn serializes_with_a_kind_tag() {
        let filter: DateFilter =
            serde_json::from_str(r#"{"kind":"custom","start":"2026-03-01","end":null}"#).unwrap();
        assert_eq!(filter, custom("2026-03-01", None));
        let this_season: DateFilter = serde_json::from_str(r#"{"kind":"thisSeason"}"#).unwrap();
        assert_eq!(this_season, DateFilter::ThisSeason);
    }
}
