//! Date-range matching of the events page (spec section 5).

use serde::{Deserialize, Serialize};

use crate::content::model::Event;
use crate::time::date::Date;

#[cfg(feature = "wasm")]
use tsify::Tsify;

/// The date dropdown's choices, and the custom range that replaces them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(Tsify), tsify(missing_as_null))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum DateFilter {
    #[default]
    All,
    ThisMonth,
    NextMonth,
    ThisSeason,
    Custom {
        #[cfg_attr(feature = "wasm", tsify(type = "string"))]
        start: Date,
        /// Optional: without it the range is open-ended.
        #[cfg_attr(feature = "wasm", tsify(type = "string | null"))]
        end: Option<Date>,
    },
}

/// The date dropdown's entries: one per [`DateFilter`] kind, `Custom`
/// opening the range panel.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(Tsify))]
#[serde(rename_all = "camelCase")]
pub enum DateChoice {
    All,
    ThisMonth,
    NextMonth,
    ThisSeason,
    Custom,
}

impl DateChoice {
    /// In the dropdown's order.
    pub const ALL: [DateChoice; 5] = [
        DateChoice::All,
        DateChoice::ThisMonth,
        DateChoice::NextMonth,
        DateChoice::ThisSeason,
        DateChoice::Custom,
    ];

    /// The value the dropdown sends, as in `DateFilter`'s `kind`.
    pub fn as_str(self) -> &'static str {
        match self {
            DateChoice::All => "all",
            DateChoice::ThisMonth => "thisMonth",
            DateChoice::NextMonth => "nextMonth",
            DateChoice::ThisSeason => "thisSeason",
            DateChoice::Custom => "custom",
        }
    }

    /// The catalog's message for its option (in English the spec's text,
    /// section 4: 'All Dates', 'This Month'…).
    pub fn message(self) -> &'static str {
        match self {
            DateChoice::All => "date-choice-all",
            DateChoice::ThisMonth => "date-choice-this-month",
            DateChoice::NextMonth => "date-choice-next-month",
            DateChoice::ThisSeason => "date-choice-this-season",
            DateChoice::Custom => "date-choice-custom",
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

fn in_month(date: Date, end_date: Option<Date>, (year, month): (i32, u8)) -> bool {
    let same = |d: Date| d.year() == year && d.month() == month;
    same(date) || end_date.is_some_and(same)
}

impl DateFilter {
    /// Whether `event` shows under this filter on `today`.
    ///
    /// A custom range matches an event with an end date when the two
    /// overlap, any other event when its start lies in the range. Every other
    /// choice first hides events that ended before today.
    pub fn matches(&self, event: &Event, today: Date) -> bool {
        self.matches_dates(event.date, event.end_date, today)
    }

    /// [`DateFilter::matches`] on an event's start and optional end date.
    pub fn matches_dates(&self, date: Date, end_date: Option<Date>, today: Date) -> bool {
        let last = match end_date {
            Some(end) if end > date => end,
            _ => date,
        };
        match *self {
            DateFilter::Custom { start, end } => {
                let before_end = |d: Date| end.is_none_or(|end| d <= end);
                if end_date.is_some() {
                    before_end(date) && last >= start
                } else {
                    date >= start && before_end(date)
                }
            }
            _ if last < today => false,
            DateFilter::All => true,
            DateFilter::ThisMonth => in_month(date, end_date, (today.year(), today.month())),
            DateFilter::NextMonth => in_month(date, end_date, today.next_month()),
            DateFilter::ThisSeason => {
                let (start, end) = season_bounds(today);
                date <= end && last >= start
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_filter_kind_is_a_choice() {
        let kinds: Vec<String> = [
            DateFilter::All,
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
        assert_eq!(kinds, choices);
        assert_eq!(
            serde_json::to_value(DateChoice::ThisSeason).unwrap(),
            "thisSeason"
        );
        use crate::text::words::Words;
        let en = crate::text::catalogs::catalog(crate::text::lang::Lang::En);
        let es = crate::text::catalogs::catalog(crate::text::lang::Lang::Es);
        assert_eq!(en.text(DateChoice::Custom.message()), "Custom Dates");
        assert_eq!(en.text(DateChoice::All.message()), "All Dates");
        assert_eq!(es.text(DateChoice::ThisMonth.message()), "Este mes");
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
        assert!(DateFilter::ThisSeason.matches(&event(1, "Opera", "2026-05-31", None), today));
        assert!(!DateFilter::ThisSeason.matches(&event(2, "Opera", "2026-06-01", None), today));
        assert!(DateFilter::ThisSeason.matches(
            &event(3, "Festival", "2026-05-30", Some("2026-06-03")),
            today
        ));
        // In summer the season is the one that ended: everything current is past it.
        let summer = d("2026-09-30");
        assert!(!DateFilter::ThisSeason.matches(&event(4, "Opera", "2026-10-01", None), summer));
    }

    #[test]
    fn months_compare_start_or_end() {
        let today = d("2026-12-15");
        let december = event(1, "Opera", "2026-12-20", None);
        let january = event(2, "Opera", "2027-01-03", None);
        let spanning = event(3, "Festival", "2026-12-28", Some("2027-01-02"));
        assert!(DateFilter::ThisMonth.matches(&december, today));
        assert!(!DateFilter::ThisMonth.matches(&january, today));
        assert!(
            DateFilter::NextMonth.matches(&january, today),
            "December → January of next year"
        );
        assert!(DateFilter::NextMonth.matches(&spanning, today));
        assert!(DateFilter::ThisMonth.matches(&spanning, today));
        // Same month of another year does not count.
        assert!(!DateFilter::ThisMonth.matches(&event(4, "Opera", "2027-12-20", None), today));
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
            assert!(!filter.matches(&yesterday, today));
            assert!(!filter.matches(&ended, today));
            assert!(filter.matches(&running, today));
        }
        // A custom range shows past events it covers.
        assert!(custom("2026-11-01", None).matches(&yesterday, today));
    }

    #[test]
    fn custom_ranges_overlap_multi_day_events_and_contain_single_days() {
        let today = d("2026-01-01");
        let festival = event(1, "Festival", "2026-03-10", Some("2026-03-15"));
        assert!(custom("2026-03-14", Some("2026-03-20")).matches(&festival, today));
        assert!(custom("2026-03-01", Some("2026-03-10")).matches(&festival, today));
        assert!(custom("2026-03-15", None).matches(&festival, today));
        assert!(!custom("2026-03-16", None).matches(&festival, today));
        assert!(!custom("2026-03-01", Some("2026-03-09")).matches(&festival, today));

        let single = event(2, "Opera", "2026-03-10", None);
        assert!(custom("2026-03-10", Some("2026-03-10")).matches(&single, today));
        assert!(custom("2026-03-01", None).matches(&single, today));
        assert!(!custom("2026-03-11", None).matches(&single, today));
        assert!(!custom("2026-03-01", Some("2026-03-09")).matches(&single, today));
    }

    #[test]
    fn an_end_before_the_start_reads_as_a_single_day() {
        let today = d("2026-01-01");
        let odd = event(1, "Opera", "2026-03-10", Some("2026-03-01"));
        assert!(!custom("2026-03-01", Some("2026-03-05")).matches(&odd, today));
        assert!(custom("2026-03-10", Some("2026-03-10")).matches(&odd, today));
    }

    #[test]
    fn leap_day_and_year_boundaries() {
        let today = d("2028-02-01");
        let leap = event(1, "Opera", "2028-02-29", None);
        assert!(DateFilter::ThisMonth.matches(&leap, today));
        assert!(custom("2028-02-29", Some("2028-02-29")).matches(&leap, today));
        let new_year = event(2, "Festival", "2027-12-31", Some("2028-01-01"));
        assert!(custom("2028-01-01", None).matches(&new_year, today));
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
