//! The weekly e-mail, 'This weekend in <city>' (issue #37, part 4): when
//! an issue is due, and which events it lists. Read at the city's wall
//! clock, as 'This weekend' is: every Thursday at 9:00, the weekend from
//! Friday evening to Sunday, the categories each subscriber chose.

use serde::{Deserialize, Serialize};

#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

use crate::content::event_hours::{EventHours, Window};
use crate::content::events::CATEGORIES;
use crate::content::model::{Event, EventStatus};
use crate::text::lang::Lang;
use crate::text::validation::{Checks, MAX_TEXT, ValidationErrors};
use crate::text::words::Localizer;
use crate::time::date::{CityClock, CityZone, Date};

/// Thursday (0 is Monday).
pub const ISSUE_WEEKDAY: usize = 3;

/// 9:00 at the city's clock: read over breakfast, before the weekend's
/// plans are made.
pub const ISSUE_MINUTES: u16 = 9 * 60;

/// An issue not sent by Saturday 9:00 (the guide was stopped) is not sent:
/// half its weekend would be over.
const LATE_AFTER_DAYS: i64 = 2;

/// The Thursday of the week `day` is in (Monday to Sunday).
fn thursday_of(day: Date) -> Date {
    day.add_days(ISSUE_WEEKDAY as i64 - day.weekday() as i64)
}

/// The issue due at `now`, named by its Thursday: from Thursday 9:00 until
/// Saturday 9:00; none between.
pub fn issue_due(now: CityClock) -> Option<Date> {
    let thursday = thursday_of(now.today);
    let from = CityClock {
        today: thursday,
        minutes: ISSUE_MINUTES,
    };
    let until = CityClock {
        today: thursday.add_days(LATE_AFTER_DAYS),
        minutes: ISSUE_MINUTES,
    };
    let at = (now.today, now.minutes);
    (at >= (from.today, from.minutes) && at < (until.today, until.minutes)).then_some(thursday)
}

/// When the next issue goes, after `now_ms` (milliseconds since the epoch):
/// this Thursday at 9:00 if that is still to come, else next week's.
pub fn next_issue_ms(zone: CityZone, now_ms: i64) -> Option<i64> {
    let now = CityClock::at(zone, now_ms)?;
    let this_week = thursday_of(now.today);
    [this_week, this_week.add_days(7)]
        .into_iter()
        .map(|thursday| {
            zone.unix_ms(CityClock {
                today: thursday,
                minutes: ISSUE_MINUTES,
            })
        })
        .find(|&at| at > now_ms)
}

/// One day of an issue and its events (indexes into the list given).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IssueDay {
    pub day: Date,
    pub events: Vec<usize>,
}

/// The events of the issue of `thursday` in `categories` (all of them when
/// none is chosen): those on that weekend, under the day each is first on
/// in it (an exhibition open since November under Saturday, when its
/// hours end before Friday evening), Friday to Sunday, in time order. A
/// cancelled or postponed event is left out.
pub fn issue_days(events: &[Event], categories: &[String], thursday: Date) -> Vec<IssueDay> {
    let clock = CityClock {
        today: thursday,
        minutes: ISSUE_MINUTES,
    };
    let weekend = Window::ThisWeekend.at(clock);
    let wanted = |event: &Event| {
        event.status == EventStatus::Scheduled
            && (categories.is_empty() || categories.contains(&event.category))
    };
    let mut listed: Vec<(Date, u16, usize)> = events
        .iter()
        .enumerate()
        .filter(|(_, event)| wanted(event))
        .filter_map(|(i, event)| {
            let hours = EventHours::of(event);
            let day = weekend.first_day(&hours)?;
            Some((day, hours.start_minutes(), i))
        })
        .collect();
    listed.sort();
    let mut days: Vec<IssueDay> = Vec::new();
    for (day, _, i) in listed {
        match days.last_mut() {
            Some(last) if last.day == day => last.events.push(i),
            _ => days.push(IssueDay {
                day,
                events: vec![i],
            }),
        }
    }
    days
}

/// A subscription to the weekly e-mail, as the form sends it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct WeeklyRequest {
    pub email: String,
    /// The categories wanted (values of the events' `CATEGORIES`); none
    /// means every one.
    #[serde(default)]
    pub categories: Vec<String>,
    /// The link token this device was given when it confirmed the address
    /// before: with it, the subscription needs no new confirmation.
    #[serde(default)]
    pub token: Option<String>,
    #[serde(default)]
    pub lang: Lang,
}

/// The request with its address checked and trimmed and its categories in
/// the guide's order, each once (so that subscribers who chose the same
/// get the same issue, composed once); refusals in the visitor's words.
pub fn validate_weekly(
    request: &WeeklyRequest,
    words: &dyn Localizer,
) -> Result<WeeklyRequest, ValidationErrors> {
    let mut checks = Checks::new(words);
    let email = request.email.trim();
    checks.email("email", "field-email", email);
    let unknown = request
        .categories
        .iter()
        .find(|wanted| !CATEGORIES.contains(&wanted.as_str()));
    if unknown.is_some() {
        checks.add("categories", "weekly-unknown-category", &[]);
    }
    let categories = CATEGORIES
        .iter()
        .filter(|category| request.categories.iter().any(|c| c == *category))
        .map(|category| category.to_string())
        .collect();
    checks.into_result(WeeklyRequest {
        email: email.to_string(),
        categories,
        token: request
            .token
            .as_deref()
            .map(str::trim)
            .filter(|t| !t.is_empty())
            .map(str::to_string),
        lang: request.lang,
    })
}

/// The introduction staff write for an issue, read before its events: in
/// one language (`lang`), shown to every subscriber, marked with its
/// language where theirs differs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
pub struct IssueIntro {
    pub text: String,
    pub lang: Lang,
}

/// An introduction as staff sent it: plain text, at most as long as a
/// description, trimmed; blank for none.
pub fn validate_intro(text: &str, words: &dyn Localizer) -> Result<String, ValidationErrors> {
    let mut checks = Checks::new(words);
    checks.text("text", "weekly-intro-label", text, MAX_TEXT, true);
    checks.into_result(text.trim().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::model::VenueRef;

    #[test]
    fn an_introduction_is_plain_text_of_a_description_s_length() {
        let en = crate::text::catalogs::catalog(Lang::En);
        assert_eq!(
            validate_intro("  Lights on the bay this weekend.\n", en).unwrap(),
            "Lights on the bay this weekend."
        );
        assert_eq!(validate_intro("", en).unwrap(), "");
        let long = validate_intro(&"x".repeat(MAX_TEXT + 1), en).unwrap_err();
        assert_eq!(
            long.message("text"),
            Some("Introduction must be at most 5,000 characters")
        );
        assert!(validate_intro("a\u{0}b", en).is_err());
    }

    const ZONE: CityZone = CityZone::NEW_YORK;

    fn d(day: &str) -> Date {
        Date::parse(day).unwrap()
    }

    fn clock(day: &str, minutes: u16) -> CityClock {
        CityClock {
            today: d(day),
            minutes,
        }
    }

    #[test]
    fn an_issue_is_due_from_thursday_nine_until_saturday_nine() {
        // Thursday 3 December 2026.
        assert_eq!(issue_due(clock("2026-12-03", 8 * 60 + 59)), None);
        assert_eq!(
            issue_due(clock("2026-12-03", 9 * 60)),
            Some(d("2026-12-03"))
        );
        assert_eq!(
            issue_due(clock("2026-12-04", 23 * 60)),
            Some(d("2026-12-03"))
        );
        assert_eq!(
            issue_due(clock("2026-12-05", 8 * 60 + 59)),
            Some(d("2026-12-03"))
        );
        assert_eq!(issue_due(clock("2026-12-05", 9 * 60)), None);
        assert_eq!(issue_due(clock("2026-12-07", 9 * 60)), None);
        // New Year's Eve is a Thursday: its issue is that weekend's.
        assert_eq!(issue_due(clock("2027-01-01", 10)), Some(d("2026-12-31")));
    }

    #[test]
    fn the_next_issue_is_at_nine_whatever_the_clocks_do() {
        let at = |day: &str, minutes: u16| ZONE.unix_ms(clock(day, minutes));
        // Monday 2 March 2026: Thursday the 5th, 9:00 EST is 14:00 UTC.
        let next = next_issue_ms(ZONE, at("2026-03-02", 12 * 60)).unwrap();
        assert_eq!(next, at("2026-03-05", 9 * 60));
        assert_eq!(next % 86_400_000, 14 * 3_600_000);
        // After the clocks went forward (Sunday 8 March): 9:00 EDT is 13:00 UTC.
        let next = next_issue_ms(ZONE, at("2026-03-05", 9 * 60)).unwrap();
        assert_eq!(next, at("2026-03-12", 9 * 60));
        assert_eq!(next % 86_400_000, 13 * 3_600_000);
        // Sunday: the coming Thursday.
        assert_eq!(
            next_issue_ms(ZONE, at("2026-12-27", 9 * 60)),
            Some(at("2026-12-31", 9 * 60))
        );
    }

    fn event(
        title: &str,
        date: &str,
        end: Option<&str>,
        time: Option<&str>,
        category: &str,
    ) -> Event {
        Event {
            id: 1,
            title: title.into(),
            description: String::new(),
            venue_id: None,
            venue: VenueRef::Name("Van Wezel".into()),
            date: d(date),
            end_date: end.map(d),
            time: time.map(str::to_string),
            category: category.into(),
            image: None,
            picture: None,
            ticket_price: None,
            ticket_url: None,
            status: EventStatus::Scheduled,
            lang: Default::default(),
            translations: Default::default(),
            untranslated: Vec::new(),
            series: None,
        }
    }

    #[test]
    fn an_issue_lists_the_weekend_by_day_in_the_chosen_categories() {
        let mut cancelled = event("Cancelled gala", "2026-12-05", None, Some("7 PM"), "Music");
        cancelled.status = EventStatus::Cancelled;
        let events = [
            event("Thursday jazz", "2026-12-03", None, Some("8 PM"), "Music"),
            event(
                "Friday lunch talk",
                "2026-12-04",
                None,
                Some("12 PM"),
                "Other",
            ),
            event(
                "Friday night show",
                "2026-12-04",
                None,
                Some("8 PM"),
                "Theater",
            ),
            event(
                "Saturday matinee",
                "2026-12-05",
                None,
                Some("2 PM"),
                "Theater",
            ),
            event(
                "Saturday brunch band",
                "2026-12-05",
                None,
                Some("11 AM"),
                "Music",
            ),
            event(
                "Exhibition",
                "2026-11-01",
                Some("2027-01-31"),
                Some("10 AM – 5 PM"),
                "Art",
            ),
            event("Sunday market", "2026-12-06", None, None, "Food"),
            event("Next Monday", "2026-12-07", None, Some("7 PM"), "Music"),
            cancelled,
        ];
        let titles = |days: Vec<IssueDay>| -> Vec<(String, Vec<&str>)> {
            days.into_iter()
                .map(|day| {
                    (
                        day.day.to_string(),
                        day.events
                            .iter()
                            .map(|&i| events[i].title.as_str())
                            .collect(),
                    )
                })
                .collect()
        };
        let thursday = d("2026-12-03");
        assert_eq!(
            titles(issue_days(&events, &[], thursday)),
            vec![
                // The exhibition closes at 5 PM on Friday, as the weekend
                // begins: it is listed under Saturday.
                ("2026-12-04".into(), vec!["Friday night show"]),
                (
                    "2026-12-05".into(),
                    vec!["Exhibition", "Saturday brunch band", "Saturday matinee"]
                ),
                ("2026-12-06".into(), vec!["Sunday market"]),
            ]
        );
        let chosen = ["Theater".to_string(), "Music".to_string()];
        assert_eq!(
            titles(issue_days(&events, &chosen, thursday)),
            vec![
                ("2026-12-04".into(), vec!["Friday night show"]),
                (
                    "2026-12-05".into(),
                    vec!["Saturday brunch band", "Saturday matinee"]
                ),
            ]
        );
    }

    #[test]
    fn a_subscription_keeps_the_guides_categories_in_its_order_once() {
        let words = crate::text::catalogs::catalog(Lang::En);
        let request = WeeklyRequest {
            email: "  ana@example.com ".into(),
            categories: vec!["Opera".into(), "Broadway".into(), "Opera".into()],
            token: Some(" ".into()),
            lang: Lang::Es,
        };
        let valid = validate_weekly(&request, words).unwrap();
        assert_eq!(valid.email, "ana@example.com");
        assert_eq!(valid.categories, vec!["Broadway", "Opera"]);
        assert_eq!(valid.token, None);
        assert_eq!(valid.lang, Lang::Es);

        let wrong = WeeklyRequest {
            email: "not an address".into(),
            categories: vec!["Opera".into(), "Wrestling".into()],
            ..request
        };
        let errors = validate_weekly(&wrong, words).unwrap_err();
        assert_eq!(
            errors.message("categories"),
            Some("Choose categories from the list.")
        );
        assert!(errors.message("email").is_some());
    }
}
