//! Dining's filters: cuisine, area, price range, minimum rating and 'open
//! now', and the order of the list. The page keeps the query in its
//! address, so the values arrive as the address writes them; a value no
//! restaurant can have matches nothing, as an unknown event category does.

use serde::{Deserialize, Serialize};

#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

use crate::content::areas::{AreaTable, sort_by_rating};
use crate::content::model::{CUISINE_OPTIONS, PriceRange, Restaurant};
use crate::content::near::Near;
use crate::content::order::sort_positions;
use crate::content::search::plain_words;
use crate::text::words::{Localizer, list_value};
use crate::time::date::CityClock;
use crate::time::hours;

/// The order of Dining's list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub enum RestaurantSort {
    /// As the guide lists them.
    #[default]
    Listed,
    /// Best rated first; unrated last.
    Rating,
    /// A to Z, accents and case aside.
    Name,
}

/// What Dining asks for. Blank text fields and `None` ask for anything.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(default, rename_all = "camelCase")]
pub struct RestaurantQuery {
    pub cuisine: Option<String>,
    /// An Area View box ('Siesta Key', 'Other Areas').
    pub area: Option<String>,
    /// '$' to '$$$$'.
    pub price: Option<String>,
    /// On the 10-point scale; unrated places do not reach any minimum.
    pub min_rating: Option<f64>,
    /// Only places whose hours say they are open at the city's time; hours
    /// that cannot be read do not count as open.
    pub open_now: bool,
    pub sort: RestaurantSort,
    /// 'Near me': nearest first, within its radius; the sort is then the
    /// distance.
    pub near: Option<Near>,
}

/// The choices Dining's filters offer for a list: the cuisines its
/// restaurants have (in the form's order, then others A to Z) and the
/// Area View boxes they fall in (in the table's order).
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
pub struct RestaurantChoices {
    pub cuisines: Vec<String>,
    pub areas: Vec<String>,
}

fn given(value: &Option<String>) -> Option<&str> {
    value.as_deref().map(str::trim).filter(|v| !v.is_empty())
}

/// Positions into `restaurants` of those `query` matches, in its order.
/// `now` is needed only for 'open now'; without it nothing is open.
pub fn filter_restaurants(
    restaurants: &[Restaurant],
    areas: &AreaTable,
    query: &RestaurantQuery,
    now: Option<CityClock>,
) -> Vec<u32> {
    let cuisine = given(&query.cuisine);
    let area = given(&query.area);
    // An unknown price range matches nothing.
    let price = given(&query.price).map(PriceRange::parse);
    let min_rating = query.min_rating.filter(|r| r.is_finite());
    let matches = |r: &Restaurant| {
        cuisine.is_none_or(|c| {
            r.cuisine
                .as_deref()
                .is_some_and(|own| own.trim().eq_ignore_ascii_case(c))
        }) && area.is_none_or(|a| areas.group_of(r).eq_ignore_ascii_case(a))
            && price.is_none_or(|p| p == Some(r.price_range))
            && min_rating.is_none_or(|min| r.rating.is_some_and(|own| own >= min))
            && (!query.open_now
                || now
                    .is_some_and(|now| hours::open_now(r.open_hours.as_deref(), now) == Some(true)))
    };
    let mut found: Vec<u32> = (0..restaurants.len() as u32)
        .filter(|&i| matches(&restaurants[i as usize]))
        .collect();
    if let Some(near) = &query.near {
        return near.order(found, |i| restaurants[i as usize].coordinates());
    }
    match query.sort {
        RestaurantSort::Listed => {}
        RestaurantSort::Rating => sort_by_rating(restaurants, &mut found),
        RestaurantSort::Name => {
            let names: Vec<String> = restaurants.iter().map(|r| plain_words(&r.name)).collect();
            sort_positions(&mut found, &|a, b| {
                let (a, b) = (a as usize, b as usize);
                names[a].trim().cmp(names[b].trim()).then(a.cmp(&b))
            });
        }
    }
    found
}

/// What Dining's cuisine and area menus offer for `restaurants`.
pub fn restaurant_choices(restaurants: &[Restaurant], areas: &AreaTable) -> RestaurantChoices {
    // One restaurant per cuisine stands for it.
    let mut cuisines: Vec<u32> = Vec::new();
    let cuisine = |i: u32| given(&restaurants[i as usize].cuisine);
    for i in 0..restaurants.len() as u32 {
        if let Some(own) = cuisine(i)
            && !cuisines
                .iter()
                .any(|&c| cuisine(c).is_some_and(|c| c.eq_ignore_ascii_case(own)))
        {
            cuisines.push(i);
        }
    }
    let rank = |i: u32| {
        let own = cuisine(i).unwrap_or_default();
        let form = CUISINE_OPTIONS
            .iter()
            .position(|o| o.eq_ignore_ascii_case(own))
            .unwrap_or(CUISINE_OPTIONS.len());
        (form, own)
    };
    sort_positions(&mut cuisines, &|a, b| rank(a).cmp(&rank(b)));
    let cuisines = cuisines
        .into_iter()
        .filter_map(|i| cuisine(i).map(str::to_string))
        .collect();
    let areas = areas
        .group_restaurants(restaurants)
        .into_iter()
        .map(|g| g.name)
        .collect();
    RestaurantChoices { cuisines, areas }
}

/// A restaurant's cuisine as its card and page show it: the spec's
/// category in `words`' language with the finer cuisine beside it ('Other
/// · Peruvian', 'Otra · Peruvian'), either alone, or 'Restaurant' without
/// both.
pub fn cuisine_label(cuisine: Option<&str>, detail: Option<&str>, words: &dyn Localizer) -> String {
    fn present(text: Option<&str>) -> Option<&str> {
        text.map(str::trim).filter(|t| !t.is_empty())
    }
    let named = |cuisine| list_value(words, "cuisine", cuisine, &CUISINE_OPTIONS);
    match (present(cuisine), present(detail)) {
        (Some(cuisine), Some(detail)) => format!("{} · {detail}", named(cuisine)),
        (Some(cuisine), None) => named(cuisine),
        (None, Some(detail)) => detail.to_string(),
        (None, None) => words.text("restaurant"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::areas::OTHER_AREAS;
    use crate::text::catalogs::catalog;
    use crate::text::lang::Lang;
    use crate::time::date::Date;

    fn restaurant(id: i64, name: &str, cuisine: &str, price: PriceRange) -> Restaurant {
        Restaurant {
            price_range: price,
            cuisine: Some(cuisine.into()),
            ..Restaurant::named(id, name)
        }
    }

    /// Four places: on Siesta Key, downtown, in Venice and one unrated.
    fn list() -> Vec<Restaurant> {
        let mut siesta = restaurant(1, "Ophelia's", "Seafood", PriceRange::Luxury);
        siesta.address = Some("9105 Midnight Pass Rd, Siesta Key, FL".into());
        siesta.rating = Some(9.0);
        siesta.open_hours = Some("Daily 5 PM - 9:30 PM".into());
        let mut downtown = restaurant(2, "Café Gabbiano", "Italian", PriceRange::Upscale);
        downtown.address = Some("1 Main St, Downtown Sarasota".into());
        downtown.rating = Some(8.5);
        downtown.open_hours = Some("Mon-Sat 11 AM - 2 PM".into());
        let mut venice = restaurant(3, "Sharky's", "seafood ", PriceRange::Moderate);
        venice.address = Some("1600 Harbor Dr S, Venice, FL".into());
        venice.rating = Some(7.8);
        venice.open_hours = Some("Seasonal".into());
        let mut unrated = restaurant(4, "burger barn", "American", PriceRange::Moderate);
        unrated.open_hours = Some("Daily 11 AM - 10 PM".into());
        vec![siesta, downtown, venice, unrated]
    }

    fn ids(restaurants: &[Restaurant], positions: Vec<u32>) -> Vec<i64> {
        positions
            .into_iter()
            .map(|i| restaurants[i as usize].id)
            .collect()
    }

    fn run(query: RestaurantQuery, now: Option<CityClock>) -> Vec<i64> {
        let list = list();
        ids(
            &list,
            filter_restaurants(&list, &AreaTable::sarasota(), &query, now),
        )
    }

    #[test]
    fn an_empty_query_keeps_the_list_and_its_order() {
        assert_eq!(run(RestaurantQuery::default(), None), [1, 2, 3, 4]);
        let blank = RestaurantQuery {
            cuisine: Some(" ".into()),
            area: Some(String::new()),
            price: Some(String::new()),
            min_rating: Some(f64::NAN),
            ..RestaurantQuery::default()
        };
        assert_eq!(run(blank, None), [1, 2, 3, 4]);
    }

    #[test]
    fn cuisine_ignores_case_and_spaces() {
        let query = RestaurantQuery {
            cuisine: Some("SEAFOOD".into()),
            ..RestaurantQuery::default()
        };
        assert_eq!(run(query, None), [1, 3]);
    }

    #[test]
    fn area_is_the_area_view_box() {
        let siesta = RestaurantQuery {
            area: Some("Siesta Key".into()),
            ..RestaurantQuery::default()
        };
        assert_eq!(run(siesta, None), [1]);
        let other = RestaurantQuery {
            area: Some(OTHER_AREAS.into()),
            ..RestaurantQuery::default()
        };
        assert_eq!(run(other, None), [3, 4]);
    }

    #[test]
    fn price_is_one_range_and_an_unknown_one_matches_nothing() {
        let moderate = RestaurantQuery {
            price: Some("$$".into()),
            ..RestaurantQuery::default()
        };
        assert_eq!(run(moderate, None), [3, 4]);
        let unknown = RestaurantQuery {
            price: Some("cheap".into()),
            ..RestaurantQuery::default()
        };
        assert!(run(unknown, None).is_empty());
    }

    #[test]
    fn a_minimum_rating_is_inclusive_and_leaves_unrated_places_out() {
        let query = RestaurantQuery {
            min_rating: Some(8.5),
            ..RestaurantQuery::default()
        };
        assert_eq!(run(query, None), [1, 2]);
    }

    #[test]
    fn open_now_reads_the_hours_at_the_city_clock() {
        let query = RestaurantQuery {
            open_now: true,
            ..RestaurantQuery::default()
        };
        // Monday 12:30: lunch downtown and the burger barn.
        let monday = Date::new(2026, 11, 30).unwrap();
        let monday_lunch = CityClock {
            today: monday,
            minutes: 12 * 60 + 30,
        };
        assert_eq!(run(query.clone(), Some(monday_lunch)), [2, 4]);
        // Sunday 18:00: Siesta Key and the burger barn; 'Seasonal' never.
        let sunday_evening = CityClock {
            today: monday.add_days(6),
            minutes: 18 * 60,
        };
        assert_eq!(run(query.clone(), Some(sunday_evening)), [1, 4]);
        // Without a clock nothing can be said to be open.
        assert!(run(query, None).is_empty());
    }

    #[test]
    fn sorts_by_rating_then_list_order_and_by_name_without_accents() {
        let by_rating = RestaurantQuery {
            sort: RestaurantSort::Rating,
            ..RestaurantQuery::default()
        };
        assert_eq!(run(by_rating, None), [1, 2, 3, 4]);
        let by_name = RestaurantQuery {
            sort: RestaurantSort::Name,
            ..RestaurantQuery::default()
        };
        // burger barn, Café Gabbiano, Ophelia's, Sharky's.
        assert_eq!(run(by_name, None), [4, 2, 1, 3]);
    }

    #[test]
    fn near_me_orders_by_distance_within_the_radius_after_the_filters() {
        use crate::content::near::{Coordinates, Near};
        let mut list = list();
        let at = |latitude, longitude| (Some(latitude), Some(longitude));
        // Ophelia's (Siesta Key), the downtown café, Sharky's (Venice); the
        // burger barn has no coordinates.
        for (r, (lat, lon)) in list.iter_mut().zip([
            at(27.2066, -82.512),
            at(27.3367, -82.5403),
            at(27.0783, -82.4538),
            (None, None),
        ]) {
            (r.latitude, r.longitude) = (lat, lon);
        }
        let downtown = Coordinates {
            latitude: 27.3364,
            longitude: -82.5307,
        };
        let near = |within_miles, sort| RestaurantQuery {
            near: Some(Near {
                from: downtown,
                within_miles,
            }),
            sort,
            ..RestaurantQuery::default()
        };
        let run = |query| {
            ids(
                &list,
                filter_restaurants(&list, &AreaTable::sarasota(), &query, None),
            )
        };
        // The distance wins over the sort asked for.
        assert_eq!(run(near(None, RestaurantSort::Name)), [2, 1, 3, 4]);
        assert_eq!(run(near(Some(1.0), RestaurantSort::Listed)), [2]);
        assert_eq!(run(near(Some(10.0), RestaurantSort::Listed)), [2, 1]);
        let seafood = RestaurantQuery {
            cuisine: Some("Seafood".into()),
            ..near(None, RestaurantSort::Listed)
        };
        assert_eq!(run(seafood), [1, 3]);
    }

    #[test]
    fn filters_combine() {
        let query = RestaurantQuery {
            cuisine: Some("Seafood".into()),
            min_rating: Some(8.0),
            sort: RestaurantSort::Name,
            ..RestaurantQuery::default()
        };
        assert_eq!(run(query, None), [1]);
    }

    #[test]
    fn choices_are_the_cuisines_and_boxes_the_list_has() {
        let choices = restaurant_choices(&list(), &AreaTable::sarasota());
        // The form's order: American, Italian, Seafood; 'seafood ' is the same.
        assert_eq!(choices.cuisines, ["American", "Italian", "Seafood"]);
        assert_eq!(choices.areas, ["Downtown", "Siesta Key", OTHER_AREAS]);
    }

    #[test]
    fn the_query_reads_the_pages_json() {
        let query: RestaurantQuery = serde_json::from_value(serde_json::json!({
            "cuisine": "Italian", "minRating": 8, "openNow": true, "sort": "rating"
        }))
        .unwrap();
        assert_eq!(query.min_rating, Some(8.0));
        assert_eq!(query.sort, RestaurantSort::Rating);
        assert!(query.open_now && query.area.is_none());
    }

    #[test]
    fn a_cuisine_shows_its_finer_words_beside_the_category() {
        let en = catalog(Lang::En);
        assert_eq!(
            cuisine_label(Some("Other"), Some("Peruvian"), en),
            "Other · Peruvian"
        );
        assert_eq!(cuisine_label(Some("Seafood"), None, en), "Seafood");
        assert_eq!(
            cuisine_label(Some(" "), Some("Spanish/Cuban"), en),
            "Spanish/Cuban"
        );
        assert_eq!(cuisine_label(None, None, en), "Restaurant");
        let es = catalog(Lang::Es);
        assert_eq!(
            cuisine_label(Some("Seafood"), Some("Oysters"), es),
            "Pescados y mariscos · Oysters"
        );
        assert_eq!(cuisine_label(Some("Cuban"), None, es), "Cuban");
        assert_eq!(cuisine_label(None, None, es), "Restaurante");
    }
}
