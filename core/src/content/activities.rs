//! Activities' filters: the kind of activity, whether it costs anything,
//! and a fact staff set ('indoor', 'kids', 'step-free').
//! As on Dining, the values arrive as the page's address writes them, and
//! one no activity can have matches nothing.

use serde::{Deserialize, Serialize};

#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

use crate::content::facts::Fact;
use crate::content::model::{Activity, ActivityType};
use crate::content::near::Near;
use crate::text::words::Localizer;

/// What Activities asks for. Blank or missing fields ask for anything.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(default, rename_all = "camelCase")]
pub struct ActivityQuery {
    /// An `activityType` value: 'museum', 'beach'…
    pub activity_type: Option<String>,
    /// 'free' or 'paid'.
    pub cost: Option<String>,
    /// A fact's id, of [`Fact::FILTERS`]: 'indoor', 'kids', 'step-free'.
    pub fact: Option<String>,
    /// 'Near me': nearest first, within its radius.
    pub near: Option<Near>,
}

/// Whether an activity's price text says it is free: `Some(false)` when it
/// names an amount above zero ('$6 per vehicle', 'Free entry, $10
/// parking'), `Some(true)` when it says 'free' and names none, `None` when
/// it says neither ('Donation', no price at all). Such an activity is
/// neither free nor paid.
pub fn is_free(price: Option<&str>) -> Option<bool> {
    let price = price?.to_ascii_lowercase();
    let amounts: Vec<String> = price
        .split('$')
        .skip(1)
        .map(|after| {
            after
                .trim_start()
                .chars()
                .take_while(|c| c.is_ascii_digit() || *c == '.' || *c == ',')
                .collect::<String>()
        })
        .filter(|amount| amount.chars().any(|c| c.is_ascii_digit()))
        .collect();
    if amounts
        .iter()
        .any(|amount| amount.chars().any(|c| matches!(c, '1'..='9')))
    {
        return Some(false);
    }
    let says_free = price
        .split(|c: char| !c.is_ascii_alphanumeric())
        .any(|word| word == "free");
    (says_free || !amounts.is_empty()).then_some(true)
}

/// Positions into `activities` of those `query` matches, in its order.
pub fn filter_activities(activities: &[Activity], query: &ActivityQuery) -> Vec<u32> {
    let given = |value: &Option<String>| {
        value
            .as_deref()
            .map(str::trim)
            .filter(|v| !v.is_empty())
            .map(str::to_ascii_lowercase)
    };
    // An unknown type or cost matches nothing.
    let kind = given(&query.activity_type).map(|t| ActivityType::parse(&t));
    let free = given(&query.cost).map(|c| match c.as_str() {
        "free" => Some(true),
        "paid" => Some(false),
        _ => None,
    });
    let fact = given(&query.fact).map(|f| Fact::parse(&f));
    let found = (0..activities.len() as u32)
        .filter(|&i| {
            let activity = &activities[i as usize];
            kind.is_none_or(|k| k == Some(activity.activity_type))
                && free.is_none_or(|f| f.is_some() && is_free(activity.price.as_deref()) == f)
                && fact.is_none_or(|f| f.is_some_and(|f| activity.facts.contains(&f)))
        })
        .collect();
    match &query.near {
        Some(near) => near.order(found, |i| activities[i as usize].coordinates()),
        None => found,
    }
}

/// The facts Activities' 'Good for' menu offers: those of
/// [`Fact::FILTERS`] an activity has, as `(value, label)` in `words`'
/// language.
pub fn activity_fact_choices(
    activities: &[Activity],
    words: &dyn Localizer,
) -> Vec<(String, String)> {
    Fact::FILTERS
        .into_iter()
        .filter(|fact| activities.iter().any(|a| a.facts.contains(fact)))
        .map(|fact| (fact.id().to_string(), words.text(fact.message())))
        .collect()
}

/// The types Activities' menu offers: those the list has, in the spec's
/// order, as `(value, label)` in `words`' language.
pub fn activity_type_choices(
    activities: &[Activity],
    words: &dyn Localizer,
) -> Vec<(String, String)> {
    ActivityType::ALL
        .into_iter()
        .filter(|t| activities.iter().any(|a| a.activity_type == *t))
        .map(|t| (t.as_str().to_string(), words.text(t.message())))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn activity(id: i64, kind: ActivityType, price: Option<&str>) -> Activity {
        Activity {
            activity_type: kind,
            price: price.map(str::to_string),
            ..Activity::named(id, &format!("Activity {id}"))
        }
    }

    #[test]
    fn reads_free_and_paid_from_the_price_text() {
        let cases = [
            (Some("Free"), Some(true)),
            (Some("FREE admission (donations welcome)"), Some(true)),
            (Some("$0"), Some(true)),
            (Some("Free; $0 parking"), Some(true)),
            (Some("$30 adults, $5 children 6-17"), Some(false)),
            (Some("$6 per vehicle"), Some(false)),
            (Some("Free entry, $ 10 parking"), Some(false)),
            (Some("$0.50 ferry"), Some(false)),
            (Some("Freedom Tower tour, call"), None),
            (Some("Donation"), None),
            (Some(""), None),
            (None, None),
        ];
        for (price, expected) in cases {
            assert_eq!(is_free(price), expected, "{price:?}");
        }
    }

    fn list() -> Vec<Activity> {
        vec![
            activity(1, ActivityType::Beach, Some("Free")),
            activity(2, ActivityType::Museum, Some("$30 adults")),
            activity(3, ActivityType::Recreation, Some("$6 per vehicle")),
            activity(4, ActivityType::Recreation, Some("Free")),
            activity(5, ActivityType::Attraction, None),
        ]
    }

    fn run(kind: Option<&str>, cost: Option<&str>) -> Vec<i64> {
        let list = list();
        let query = ActivityQuery {
            activity_type: kind.map(str::to_string),
            cost: cost.map(str::to_string),
            ..ActivityQuery::default()
        };
        filter_activities(&list, &query)
            .into_iter()
            .map(|i| list[i as usize].id)
            .collect()
    }

    #[test]
    fn filters_by_type_and_cost_in_list_order() {
        assert_eq!(run(None, None), [1, 2, 3, 4, 5]);
        assert_eq!(run(Some(" "), Some("")), [1, 2, 3, 4, 5]);
        assert_eq!(run(Some("Recreation"), None), [3, 4]);
        assert_eq!(run(None, Some("free")), [1, 4]);
        assert_eq!(run(None, Some("PAID")), [2, 3]);
        assert_eq!(run(Some("recreation"), Some("paid")), [3]);
        // Unknown values match nothing.
        assert!(run(Some("zoo"), None).is_empty());
        assert!(run(None, Some("cheap")).is_empty());
    }

    #[test]
    fn filters_by_a_fact_staff_set_and_offers_the_facts_the_list_has() {
        let mut list = list();
        list[0].facts = vec![Fact::Outdoor, Fact::Kids];
        list[1].facts = vec![Fact::Indoor, Fact::Kids, Fact::StepFree];
        list[3].facts = vec![Fact::Outdoor, Fact::Dogs];
        let ids = |fact: &str, cost: Option<&str>| -> Vec<i64> {
            let query = ActivityQuery {
                fact: Some(fact.to_string()),
                cost: cost.map(str::to_string),
                ..ActivityQuery::default()
            };
            filter_activities(&list, &query)
                .into_iter()
                .map(|i| list[i as usize].id)
                .collect()
        };
        assert_eq!(ids("kids", None), [1, 2]);
        assert_eq!(ids("kids", Some("free")), [1]);
        assert_eq!(ids("step-free", None), [2]);
        assert_eq!(ids("", None), [1, 2, 3, 4, 5]);
        assert!(ids("hearing-loop", None).is_empty());
        let en = crate::text::catalogs::catalog(crate::text::lang::Lang::En);
        let offered: Vec<String> = activity_fact_choices(&list, en)
            .into_iter()
            .map(|(_, label)| label)
            .collect();
        assert_eq!(
            offered,
            [
                "Indoors",
                "Outdoors",
                "Good for kids",
                "Dogs welcome",
                "Step-free entrance"
            ]
        );
    }

    #[test]
    fn near_me_orders_the_matches_by_distance() {
        use crate::content::near::{Coordinates, Near};
        let mut list = list();
        // 1 on Siesta Key, 2 downtown, 4 on Lido Key; 3 and 5 unplaced.
        for (i, at) in [
            (0, (27.2656, -82.5525)),
            (1, (27.3306, -82.5418)),
            (3, (27.3107, -82.585)),
        ] {
            list[i].latitude = Some(at.0);
            list[i].longitude = Some(at.1);
        }
        let query = |cost: Option<&str>, within_miles| ActivityQuery {
            cost: cost.map(str::to_string),
            near: Some(Near {
                from: Coordinates {
                    latitude: 27.3175,
                    longitude: -82.577,
                },
                within_miles,
            }),
            ..ActivityQuery::default()
        };
        let ids = |query: ActivityQuery| -> Vec<i64> {
            filter_activities(&list, &query)
                .into_iter()
                .map(|i| list[i as usize].id)
                .collect()
        };
        assert_eq!(ids(query(None, None)), [4, 2, 1, 3, 5]);
        assert_eq!(ids(query(Some("free"), None)), [4, 1]);
        assert_eq!(ids(query(None, Some(3.0))), [4, 2]);
    }

    #[test]
    fn offers_the_types_the_list_has_in_the_specs_order() {
        use crate::text::catalogs::catalog;
        use crate::text::lang::Lang;
        let choices = activity_type_choices(&list(), catalog(Lang::En));
        let values: Vec<&str> = choices.iter().map(|(v, _)| v.as_str()).collect();
        assert_eq!(values, ["museum", "beach", "recreation", "attraction"]);
        assert_eq!(choices[0].1, "Museum");
        let choices = activity_type_choices(&list(), catalog(Lang::Es));
        assert_eq!(choices[1].1, "Playa");
    }
}
