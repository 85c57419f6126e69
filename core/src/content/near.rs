//! 'Near me': how far a place is from a point (the visitor's position, or
//! a place of the guide they chose), how long it takes to get there, and a
//! list ordered by distance within a radius. The position is given by the
//! browser and never leaves the device: the lists are ordered here, in the
//! WASM, offline too.

use serde::{Deserialize, Serialize};

#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

use crate::content::order::sort_positions;
use crate::text::format::one_decimal;
use crate::text::lang::Lang;
use crate::text::words::{Arg, Localizer};

/// A point on the map, in degrees.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct Coordinates {
    pub latitude: f64,
    pub longitude: f64,
}

impl Coordinates {
    /// The point, when both halves are given and on the globe.
    pub fn of(latitude: Option<f64>, longitude: Option<f64>) -> Option<Coordinates> {
        let (latitude, longitude) = (latitude?, longitude?);
        ((-90.0..=90.0).contains(&latitude) && (-180.0..=180.0).contains(&longitude)).then_some(
            Coordinates {
                latitude,
                longitude,
            },
        )
    }
}

/// The city's centre and how far the guide reaches from it: an event a
/// page places beyond it is pointed out to staff before it is added.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CityReach {
    pub center: Coordinates,
    pub km: f64,
}

impl CityReach {
    /// Sarasota's downtown, and 60 km: Bradenton, Venice and North Port
    /// are in; Tampa (68 km as the crow flies) and Fort Myers (about
    /// 115 km) are not.
    pub const SARASOTA: CityReach = CityReach {
        center: Coordinates {
            latitude: 27.3364,
            longitude: -82.5307,
        },
        km: 60.0,
    };

    /// Whether it is a point on the globe and a positive distance.
    pub fn is_valid(&self) -> bool {
        Coordinates::of(Some(self.center.latitude), Some(self.center.longitude)).is_some()
            && self.km.is_finite()
            && self.km > 0.0
    }

    /// How far `at` is from the centre, in whole km, when it lies beyond
    /// the reach; `None` within it or when the place is unknown.
    pub fn beyond(&self, at: Option<Coordinates>) -> Option<u32> {
        let km = distance_km(self.center, at?);
        (km > self.km).then(|| km.round() as u32)
    }
}

const EARTH_RADIUS_KM: f64 = 6371.0;
pub const KM_PER_MILE: f64 = 1.609_344;

/// Kilometres between two points, as the crow flies. Flat-earth over the
/// pair's mean latitude: within 0.1% of the great circle at a city's
/// scale (tens of miles), and cheap enough to rank 10,000 events per
/// keystroke.
pub fn distance_km(a: Coordinates, b: Coordinates) -> f64 {
    let mean_latitude = ((a.latitude + b.latitude) / 2.0).to_radians();
    let dx = (b.longitude - a.longitude).to_radians() * cos_of_latitude(mean_latitude);
    let dy = (b.latitude - a.latitude).to_radians();
    EARTH_RADIUS_KM * (dx * dx + dy * dy).sqrt()
}

/// Miles between two points, as the crow flies.
pub fn distance_miles(a: Coordinates, b: Coordinates) -> f64 {
    distance_km(a, b) / KM_PER_MILE
}

/// cos(x) for a latitude (|x| ≤ π/2) by its Taylor series, within 0.1%:
/// libm's `cos` would add 7 KB to the visitors' WASM for the same figures.
fn cos_of_latitude(x: f64) -> f64 {
    let x2 = x * x;
    1.0 - x2 / 2.0 * (1.0 - x2 / 12.0 * (1.0 - x2 / 30.0 * (1.0 - x2 / 56.0)))
}

/// The radii the lists offer, in miles.
pub const RADIUS_CHOICES_MILES: [f64; 4] = [0.5, 1.0, 3.0, 10.0];

/// The radius menu's choices in `words`' language, as `(value, label)`:
/// ('0.5', 'Within 0.5 mi')…; the value is the address's.
pub fn radius_choices(words: &dyn Localizer) -> Vec<(String, String)> {
    RADIUS_CHOICES_MILES
        .iter()
        .map(|&miles| {
            let shown = one_decimal(miles, words.lang());
            let label = words.message("near-within", &[("miles", Arg::Text(&shown))]);
            (one_decimal(miles, Lang::En), label)
        })
        .collect()
}

/// Up to this far, a place is a walk; beyond, a drive.
pub const WALK_UP_TO_MILES: f64 = 1.0;

// Travel times are estimated from the straight line: there is no routing,
// and no request leaves the device. These are the model's constants, the
// only ones (a routing engine's matrix, where one is configured, stands in
// for them in the trip planner).

/// How much longer a way by street or path is than the straight line. US
/// driving routes average 1.417 times the straight line, less in cities
/// and more in the country (Boscoe, Henry and Zdeb, "A Nationwide
/// Comparison of Driving Distance Versus Straight-Line Distance to
/// Hospitals", The Professional Geographer 64(2), 2012); a city's walks
/// wind about as much as its drives.
pub const DETOUR: f64 = 1.3;
/// A walk at 3 mph (4.8 km/h), an adult's usual pace.
pub const WALK_MPH: f64 = 3.0;
/// A drive in town at 25 mph, with its lights and turns: downtown
/// Sarasota's streets are posted at 25-30 mph.
pub const DRIVE_MPH: f64 = 25.0;

/// Minutes on foot for `miles` as the crow flies (1 at least).
pub fn walk_minutes(miles: f64) -> u32 {
    minutes_at(miles, WALK_MPH)
}

/// Minutes by car for `miles` as the crow flies (1 at least).
pub fn drive_minutes(miles: f64) -> u32 {
    minutes_at(miles, DRIVE_MPH)
}

fn minutes_at(miles: f64, mph: f64) -> u32 {
    (miles * DETOUR / mph * 60.0).round().max(1.0) as u32
}

/// How far a place is and how long it takes to get there. An estimate
/// from the straight line: there is no routing, and no request leaves the
/// device.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct Travel {
    pub miles: f64,
    pub minutes: u32,
    /// On foot (up to a mile), else by car.
    pub walk: bool,
}

impl Travel {
    pub fn between(from: Coordinates, to: Coordinates) -> Travel {
        Travel::of_miles(distance_miles(from, to))
    }

    pub fn of_miles(miles: f64) -> Travel {
        let walk = miles <= WALK_UP_TO_MILES;
        let minutes = if walk {
            walk_minutes(miles)
        } else {
            drive_minutes(miles)
        };
        Travel {
            miles,
            minutes,
            walk,
        }
    }

    /// '0.4 mi · 10 min walk', '12 mi · 39 min drive' in `words`' language:
    /// tenths of a mile under 10 miles (never '0 mi'), whole miles beyond.
    pub fn label(&self, words: &dyn Localizer) -> String {
        let miles = if self.miles < 10.0 {
            one_decimal(self.miles.max(0.1), words.lang())
        } else {
            format!("{}", self.miles.round() as i64)
        };
        let minutes = self.minutes.to_string();
        let message = if self.walk { "near-walk" } else { "near-drive" };
        words.message(
            message,
            &[
                ("miles", Arg::Text(&miles)),
                ("minutes", Arg::Text(&minutes)),
            ],
        )
    }
}

/// What a list is asked for near a point: ordered by distance from it,
/// and within `within_miles` when given.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct Near {
    pub from: Coordinates,
    #[serde(default)]
    pub within_miles: Option<f64>,
}

impl Near {
    /// `positions` nearest first. Within a radius, the places farther out
    /// and those without coordinates are left out; without one, the places
    /// without coordinates come last, in the order they were given. Ties
    /// keep the given order.
    pub fn order(&self, positions: Vec<u32>, at: impl Fn(u32) -> Option<Coordinates>) -> Vec<u32> {
        let within = self.within_miles.filter(|m| m.is_finite() && *m > 0.0);
        let (mut kept, mut miles) = (Vec::new(), Vec::new());
        for i in positions {
            let away = at(i).map_or(f64::INFINITY, |place| distance_miles(self.from, place));
            if within.is_none_or(|w| away <= w) {
                kept.push(i);
                miles.push(away);
            }
        }
        // Through the rules' one sort (a sort of its own would add kilobytes
        // to the visitors' WASM); ties keep the given order.
        let mut order: Vec<u32> = (0..kept.len() as u32).collect();
        sort_positions(&mut order, &|a, b| {
            miles[a as usize]
                .total_cmp(&miles[b as usize])
                .then(a.cmp(&b))
        });
        order.into_iter().map(|k| kept[k as usize]).collect()
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_place_beyond_the_city_s_reach_is_said_with_its_distance() {
        let reach = CityReach::SARASOTA;
        assert!(reach.is_valid());
        let tampa = Coordinates::of(Some(27.9506), Some(-82.4572));
        let venice = Coordinates::of(Some(27.0998), Some(-82.4543));
        let far = reach.beyond(tampa).unwrap();
        assert!((65..=70).contains(&far), "{far}");
        assert_eq!(reach.beyond(venice), None);
        assert_eq!(reach.beyond(None), None);
        let nowhere = CityReach { km: 0.0, ..reach };
        assert!(!nowhere.is_valid());
    }

    use super::*;
    use crate::text::catalogs::catalog;

    fn at(latitude: f64, longitude: f64) -> Coordinates {
        Coordinates {
            latitude,
            longitude,
        }
    }

    const ST_ARMANDS_CIRCLE: Coordinates = Coordinates {
        latitude: 27.3175,
        longitude: -82.5770,
    };

    /// The great-circle distance (haversine), to check the flat-earth one.
    fn haversine_km(a: Coordinates, b: Coordinates) -> f64 {
        let (lat1, lat2) = (a.latitude.to_radians(), b.latitude.to_radians());
        let dlat = lat2 - lat1;
        let dlon = (b.longitude - a.longitude).to_radians();
        let h = (dlat / 2.0).sin().powi(2) + lat1.cos() * lat2.cos() * (dlon / 2.0).sin().powi(2);
        2.0 * EARTH_RADIUS_KM * h.sqrt().asin()
    }

    #[test]
    fn distances_between_known_places() {
        // (from, to, miles as the crow flies, from the published
        // coordinates of each place).
        let pairs = [
            // St. Armands Circle to Columbia Restaurant, on the Circle.
            (ST_ARMANDS_CIRCLE, at(27.3177, -82.5770), 0.014),
            // St. Armands Circle to Marie Selby Botanical Gardens.
            (ST_ARMANDS_CIRCLE, at(27.3306, -82.5418), 2.34),
            // Downtown Sarasota to Siesta Beach.
            (at(27.3364, -82.5307), at(27.2656, -82.5525), 5.07),
            // Downtown Sarasota to downtown Tampa.
            (at(27.3364, -82.5307), at(27.9506, -82.4572), 42.68),
        ];
        for (from, to, miles) in pairs {
            let found = distance_miles(from, to);
            assert!(
                (found - miles).abs() <= miles * 0.01 + 0.005,
                "{found} ≠ {miles}"
            );
            let great_circle = haversine_km(from, to) / KM_PER_MILE;
            assert!((found - great_circle).abs() <= great_circle * 0.001 + 1e-6);
            assert_eq!(distance_miles(from, to), distance_miles(to, from));
        }
        assert_eq!(distance_km(ST_ARMANDS_CIRCLE, ST_ARMANDS_CIRCLE), 0.0);
    }

    #[test]
    fn the_cosine_of_a_latitude_is_close() {
        for degrees in [0.0f64, 27.3, 45.0, 60.0, 89.9] {
            let x = degrees.to_radians();
            assert!((cos_of_latitude(x) - x.cos()).abs() < 1e-3, "{degrees}");
        }
    }

    #[test]
    fn coordinates_need_both_halves_on_the_globe() {
        assert_eq!(
            Coordinates::of(Some(27.3), Some(-82.5)),
            Some(at(27.3, -82.5))
        );
        assert_eq!(Coordinates::of(Some(27.3), None), None);
        assert_eq!(Coordinates::of(Some(91.0), Some(0.0)), None);
        assert_eq!(Coordinates::of(Some(0.0), Some(-181.0)), None);
        assert_eq!(Coordinates::of(Some(f64::NAN), Some(0.0)), None);
    }

    /// English words that read their arguments back.
    struct Plain;
    impl Localizer for Plain {
        fn lang(&self) -> Lang {
            Lang::En
        }
        fn message(&self, id: &str, args: &[(&str, Arg)]) -> String {
            let arg = |name| match args.iter().find(|(n, _)| *n == name) {
                Some((_, Arg::Text(t))) => t.to_string(),
                _ => String::new(),
            };
            let how = if id == "near-walk" { "walk" } else { "drive" };
            format!("{} mi · {} min {how}", arg("miles"), arg("minutes"))
        }
    }

    #[test]
    fn a_short_way_is_a_walk_and_a_long_one_a_drive() {
        // 0.4 × 1.3 / 3 mph = 10.4 minutes; 2.3 × 1.3 / 25 mph = 7.2.
        assert_eq!(Travel::of_miles(0.4).label(&Plain), "0.4 mi · 10 min walk");
        assert_eq!(Travel::of_miles(1.0).label(&Plain), "1 mi · 26 min walk");
        assert_eq!(Travel::of_miles(0.01).label(&Plain), "0.1 mi · 1 min walk");
        assert_eq!(Travel::of_miles(2.3).label(&Plain), "2.3 mi · 7 min drive");
        assert_eq!(Travel::of_miles(12.4).label(&Plain), "12 mi · 39 min drive");
        // Selby Gardens from the Circle: a drive.
        let selby = Travel::between(ST_ARMANDS_CIRCLE, at(27.3306, -82.5418));
        assert!(!selby.walk);
        assert!(selby.label(&Plain).starts_with("2.3 mi · "));
    }

    #[test]
    fn the_radius_menu_reads_in_the_visitors_language() {
        let values = |lang| -> Vec<(String, String)> { radius_choices(catalog(lang)) };
        let en = values(Lang::En);
        assert_eq!(en.len(), 4);
        assert_eq!(en[0], ("0.5".to_string(), "Within 0.5 mi".to_string()));
        assert_eq!(en[3], ("10".to_string(), "Within 10 mi".to_string()));
        // The value stays the address's; the label is the language's.
        assert_eq!(values(Lang::Es)[0].0, "0.5");
        assert!(values(Lang::Es)[0].1.contains("0,5"));
        assert_eq!(
            Travel::of_miles(0.4).label(catalog(Lang::En)),
            "0.4 mi · 10 min walk"
        );
        assert_eq!(
            Travel::of_miles(2.3).label(catalog(Lang::De)),
            "2,3 mi · 7 Min. mit dem Auto"
        );
    }

    #[test]
    fn a_list_is_nearest_first_within_the_radius() {
        let places = [
            Some(at(27.3306, -82.5418)), // Selby, 2.3 mi
            None,                        // no coordinates
            Some(at(27.3177, -82.5770)), // on the Circle
            Some(at(27.2656, -82.5525)), // Siesta Beach, 3.9 mi
            Some(at(27.3172, -82.5768)), // on the Circle, a little farther
            None,
        ];
        let near = |within_miles| Near {
            from: ST_ARMANDS_CIRCLE,
            within_miles,
        };
        let order = |near: Near| near.order((0..6).collect(), |i| places[i as usize]);
        assert_eq!(order(near(None)), vec![2, 4, 0, 3, 1, 5]);
        assert_eq!(order(near(Some(0.5))), vec![2, 4]);
        assert_eq!(order(near(Some(3.0))), vec![2, 4, 0]);
        assert_eq!(order(near(Some(10.0))), vec![2, 4, 0, 3]);
        // A radius that is no radius asks for none.
        assert_eq!(order(near(Some(f64::NAN))), vec![2, 4, 0, 3, 1, 5]);
        // Only the positions given are ordered.
        assert_eq!(
            near(None).order(vec![5, 3, 4], |i| places[i as usize]),
            vec![4, 3, 5]
        );
    }
}
