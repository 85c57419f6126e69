//! The travel between a day's stops: estimated from their map positions
//! by the guide's one model (`content::near`: the straight line, a detour
//! factor and a speed per mode), or read from a routing engine's matrix
//! where the guide has one (OSRM's or Valhalla's, as seconds between every
//! pair). An estimate says it is one.

use serde::{Deserialize, Serialize};

#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

use crate::content::near::{
    Coordinates, WALK_UP_TO_MILES, distance_miles, drive_minutes, walk_minutes,
};
use crate::plan::trip::order::{Minute, TravelMatrix};

/// The way from one stop to the next.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Leg {
    /// As the crow flies.
    pub miles: f64,
    pub walk_minutes: Minute,
    pub drive_minutes: Minute,
    /// On foot (up to a mile, as the lists say), else by car.
    pub walk: bool,
    /// Worked out from the straight line, not by a routing engine.
    pub estimated: bool,
}

impl Leg {
    /// The estimate between two points.
    pub fn between(from: Coordinates, to: Coordinates) -> Leg {
        let miles = distance_miles(from, to);
        Leg {
            miles,
            walk_minutes: walk_minutes(miles),
            drive_minutes: drive_minutes(miles),
            walk: miles <= WALK_UP_TO_MILES,
            estimated: true,
        }
    }

    /// The minutes the leg takes the way it is made.
    pub fn minutes(&self) -> Minute {
        if self.walk {
            self.walk_minutes
        } else {
            self.drive_minutes
        }
    }
}

/// A routing engine's answer: seconds by car from each stop to each other
/// (OSRM's `table` service's `durations`), `None` where it found no route.
pub type RoutedSeconds = Vec<Vec<Option<f64>>>;

/// The minutes between every pair of `stops` (their map positions; a stop
/// without one is reached in no time, as nothing is known of it). A
/// routing engine's driving time stands in for a drive's estimate where
/// it has one; walks stay estimates (the engine is asked for cars).
pub fn travel_matrix(
    stops: &[Option<Coordinates>],
    routed: Option<&RoutedSeconds>,
) -> TravelMatrix {
    TravelMatrix::new(stops.len(), |from, to| {
        leg(stops, routed, from, to).map_or(0, |leg| leg.minutes())
    })
}

/// The leg from stop `from` to stop `to`, when both are on the map.
pub fn leg(
    stops: &[Option<Coordinates>],
    routed: Option<&RoutedSeconds>,
    from: usize,
    to: usize,
) -> Option<Leg> {
    let mut leg = Leg::between(stops[from]?, stops[to]?);
    let seconds = routed
        .and_then(|rows| rows.get(from)?.get(to).copied().flatten())
        .filter(|seconds| seconds.is_finite() && *seconds >= 0.0);
    if let Some(seconds) = seconds {
        leg.drive_minutes = ((seconds / 60.0).round() as Minute).max(1);
        leg.estimated = leg.walk;
    }
    Some(leg)
}

/// `GET /api/travel-times`' answer: the routing engine's seconds by car
/// from each point to each other, as the device keeps them.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct TravelTimes {
    pub seconds: RoutedSeconds,
}

/// A routing engine is asked for at most this many stops at once: a day's.
pub const ROUTED_POINTS_MAX: usize = 25;

/// The stops of `GET /api/travel-times?points=`: 'lat,lon;lat,lon', two to
/// [`ROUTED_POINTS_MAX`], each on the globe; or what is wrong, in words.
pub fn routed_points(text: &str) -> Result<Vec<Coordinates>, String> {
    let points: Vec<Coordinates> = text
        .split(';')
        .map(|point| {
            let (latitude, longitude) = point.split_once(',')?;
            Coordinates::of(latitude.trim().parse().ok(), longitude.trim().parse().ok())
        })
        .collect::<Option<_>>()
        .ok_or_else(|| format!("Each point is a latitude and a longitude, as 27.3364,-82.5307, separated by ';': {text:?}"))?;
    if !(2..=ROUTED_POINTS_MAX).contains(&points.len()) {
        return Err(format!(
            "Between 2 and {ROUTED_POINTS_MAX} points, not {}",
            points.len()
        ));
    }
    Ok(points)
}

/// A day's places on the map as `GET /api/travel-times?points=` names
/// them: each position once, in a fixed order (not the day's), so that
/// the same stops ask the same question however the visitor orders them,
/// and the answer the device kept serves again.
#[derive(Debug, Clone, PartialEq)]
pub struct RoutePoints {
    /// 'lat,lon;lat,lon', to five decimals (a metre).
    pub points: String,
    /// Each stop's place among the points (none: off the map).
    pub of_stop: Vec<Option<usize>>,
}

impl RoutePoints {
    /// The points of `stops`, when there are two to [`ROUTED_POINTS_MAX`]
    /// places to go between.
    pub fn of(stops: &[Option<Coordinates>]) -> Option<RoutePoints> {
        let text = |p: Coordinates| format!("{:.5},{:.5}", p.latitude, p.longitude);
        let mut points: Vec<String> = stops.iter().flatten().map(|p| text(*p)).collect();
        points.sort_unstable();
        points.dedup();
        if !(2..=ROUTED_POINTS_MAX).contains(&points.len()) {
            return None;
        }
        let of_stop = stops
            .iter()
            .map(|stop| {
                let at = text((*stop)?);
                points.iter().position(|p| *p == at)
            })
            .collect();
        Some(RoutePoints {
            points: points.join(";"),
            of_stop,
        })
    }

    /// The engine's `seconds` between the points, by the stops' indices,
    /// as `travel_matrix` reads them; none where it has no route.
    pub fn by_stop(&self, seconds: &RoutedSeconds) -> RoutedSeconds {
        let between = |from: Option<usize>, to: Option<usize>| {
            seconds.get(from?)?.get(to?).copied().flatten()
        };
        self.of_stop
            .iter()
            .map(|&from| self.of_stop.iter().map(|&to| between(from, to)).collect())
            .collect()
    }
}

/// The routing engine's driving times between a day's places, as the
/// device keeps them.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[serde(rename_all = "camelCase")]
pub struct RoutedDay {
    /// The day's [`RoutePoints::points`], as asked.
    pub points: String,
    /// `GET /api/travel-times`' answer for them.
    pub seconds: RoutedSeconds,
}

/// Where the browser keeps the engine's answers, so that a day read once
/// online is planned by them offline too.
pub const ROUTED_DAYS_STORAGE_KEY: &str = "visit-travel-times-v1";
/// The answers kept: a trip's days several times over, a few KB. Roads
/// change slowly, so a kept answer is used until it is the oldest of more.
pub const ROUTED_DAYS_KEPT: usize = 40;

/// `kept` with `answer` in it, newest first, at most [`ROUTED_DAYS_KEPT`].
pub fn keep_routed_day(mut kept: Vec<RoutedDay>, answer: RoutedDay) -> Vec<RoutedDay> {
    kept.retain(|day| day.points != answer.points);
    kept.insert(0, answer);
    kept.truncate(ROUTED_DAYS_KEPT);
    kept
}

/// The address of OSRM's `table` service for `points` by car, under the
/// engine's `base` ('https://router.example.org'): longitude first, as
/// OSRM writes a point, to six decimals (a tenth of a metre).
pub fn osrm_table_url(base: &str, points: &[Coordinates]) -> String {
    let points: Vec<String> = points
        .iter()
        .map(|p| format!("{:.6},{:.6}", p.longitude, p.latitude))
        .collect();
    format!(
        "{}/table/v1/driving/{}?annotations=duration",
        base.trim_end_matches('/'),
        points.join(";")
    )
}

#[derive(Deserialize)]
struct OsrmTable {
    code: String,
    #[serde(default)]
    durations: Option<RoutedSeconds>,
}

/// The seconds of an OSRM `table` answer for `count` points: every row
/// and column there, `None` where it found no route.
pub fn osrm_durations(answer: &[u8], count: usize) -> Result<RoutedSeconds, String> {
    let table: OsrmTable = serde_json::from_slice(answer)
        .map_err(|e| format!("the routing engine's answer could not be read: {e}"))?;
    if table.code != "Ok" {
        return Err(format!("the routing engine answered {}", table.code));
    }
    let durations = table
        .durations
        .ok_or("the routing engine's answer has no durations")?;
    if durations.len() != count || durations.iter().any(|row| row.len() != count) {
        return Err(format!(
            "the routing engine's table is not {count} by {count}"
        ));
    }
    Ok(durations)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Downtown Sarasota.
    const DOWNTOWN: Coordinates = Coordinates {
        latitude: 27.3364,
        longitude: -82.5307,
    };

    fn moved(by_latitude: f64, by_longitude: f64) -> Coordinates {
        Coordinates {
            latitude: DOWNTOWN.latitude + by_latitude,
            longitude: DOWNTOWN.longitude + by_longitude,
        }
    }

    #[test]
    fn estimates_match_the_distances_worked_out_by_hand() {
        // 0.01° of latitude: 0.01 × π/180 × 6,371 km = 1.1119 km, 0.6909
        // mi; on foot 0.6909 × 1.3 / 3 mph = 17.96 min, by car
        // 0.6909 × 1.3 / 25 mph = 2.16 min.
        let north = Leg::between(DOWNTOWN, moved(0.01, 0.0));
        assert!((north.miles - 0.6909).abs() < 0.001, "{}", north.miles);
        assert_eq!((north.walk_minutes, north.drive_minutes), (18, 2));
        assert!(north.walk && north.estimated);
        assert_eq!(north.minutes(), 18);
        // 0.05° of longitude at 27.34° N: 5.5597 km × cos 27.34° (0.8883)
        // = 4.9387 km, 3.0688 mi; by car 9.58 min, on foot 79.8.
        let east = Leg::between(DOWNTOWN, moved(0.0, 0.05));
        assert!((east.miles - 3.0688).abs() < 0.005, "{}", east.miles);
        assert_eq!((east.walk_minutes, east.drive_minutes), (80, 10));
        assert!(!east.walk);
        assert_eq!(east.minutes(), 10);
    }

    #[test]
    fn a_routing_engines_drive_stands_in_for_the_estimate() {
        let stops = [
            Some(DOWNTOWN),
            Some(moved(0.0, 0.05)),
            None,
            Some(moved(0.005, 0.0)),
        ];
        let routed: RoutedSeconds = vec![
            vec![Some(0.0), Some(900.0), None, Some(100.0)],
            vec![Some(930.0), Some(0.0), None, None],
            vec![None, None, Some(0.0), None],
            vec![Some(110.0), None, None, Some(0.0)],
        ];
        let drive = leg(&stops, Some(&routed), 0, 1).unwrap();
        assert_eq!(drive.drive_minutes, 15);
        assert!(!drive.estimated);
        // No route found: the estimate, said to be one.
        let back = leg(&stops, Some(&routed), 1, 3).unwrap();
        assert!(back.estimated);
        // A walk stays the model's: the engine was asked for cars.
        let walk = leg(&stops, Some(&routed), 0, 3).unwrap();
        assert!(walk.walk && walk.estimated);
        assert_eq!(walk.minutes(), walk.walk_minutes);
        // A stop off the map has no leg, and is reached in no time.
        assert_eq!(leg(&stops, Some(&routed), 0, 2), None);
        let matrix = travel_matrix(&stops, Some(&routed));
        assert_eq!(
            (
                matrix.between(0, 1),
                matrix.between(1, 0),
                matrix.between(0, 2)
            ),
            (15, 16, 0)
        );
        assert_eq!(travel_matrix(&stops, None).between(0, 1), 10);
    }

    #[test]
    fn a_days_points_are_asked_the_same_whatever_its_order() {
        let east = moved(0.0, 0.05);
        let north = moved(0.005, 0.0);
        // Two stops at one place (a dinner at the museum's café), one off
        // the map.
        let stops = [Some(east), None, Some(DOWNTOWN), Some(north), Some(east)];
        let route = RoutePoints::of(&stops).unwrap();
        assert_eq!(
            route.points,
            "27.33640,-82.48070;27.33640,-82.53070;27.34140,-82.53070"
        );
        assert_eq!(route.of_stop, [Some(0), None, Some(1), Some(2), Some(0)]);
        // The question reads back as the server reads it.
        assert_eq!(routed_points(&route.points).unwrap().len(), 3);
        let reordered = [Some(north), Some(DOWNTOWN), Some(east)];
        assert_eq!(RoutePoints::of(&reordered).unwrap().points, route.points);
        // The answer comes back by the stops' indices.
        let seconds: RoutedSeconds = vec![
            vec![Some(0.0), Some(600.0), None],
            vec![Some(910.0), Some(0.0), Some(120.0)],
            vec![Some(700.0), Some(130.0), Some(0.0)],
        ];
        let by_stop = route.by_stop(&seconds);
        assert_eq!(by_stop[2][0], Some(910.0));
        assert_eq!(by_stop[0][4], Some(0.0));
        assert_eq!(by_stop[3][2], Some(130.0));
        assert_eq!(by_stop[0][3], None);
        assert_eq!(by_stop[1], [None; 5]);
        assert_eq!(travel_matrix(&stops, Some(&by_stop)).between(2, 0), 15);
        assert_eq!(travel_matrix(&stops, None).between(2, 0), 10);
        // An answer of the wrong size is read where it can be, never out
        // of bounds.
        assert_eq!(route.by_stop(&vec![vec![Some(0.0)]])[2][0], None);
        // Nothing to ask for one place, or more than an engine is asked.
        assert_eq!(RoutePoints::of(&[Some(east), Some(east), None]), None);
        let many: Vec<Option<Coordinates>> = (0..26)
            .map(|i| Some(moved(f64::from(i) * 0.001, 0.0)))
            .collect();
        assert_eq!(RoutePoints::of(&many), None);
    }

    #[test]
    fn the_device_keeps_the_newest_answers_once_each() {
        let answer = |points: &str, seconds: f64| RoutedDay {
            points: points.to_string(),
            seconds: vec![
                vec![Some(0.0), Some(seconds)],
                vec![Some(seconds), Some(0.0)],
            ],
        };
        let kept = keep_routed_day(Vec::new(), answer("a", 60.0));
        let kept = keep_routed_day(kept, answer("b", 60.0));
        let kept = keep_routed_day(kept, answer("a", 90.0));
        assert_eq!(kept, [answer("a", 90.0), answer("b", 60.0)]);
        let many = (0..ROUTED_DAYS_KEPT + 5).fold(kept, |kept, i| {
            keep_routed_day(kept, answer(&i.to_string(), 60.0))
        });
        assert_eq!(many.len(), ROUTED_DAYS_KEPT);
        assert_eq!(many[0].points, (ROUTED_DAYS_KEPT + 4).to_string());
        assert!(many.iter().all(|day| day.points != "a"));
    }

    #[test]
    fn a_routing_engine_is_asked_and_read_as_osrm_writes() {
        let points = routed_points("27.3364,-82.5307; 27.2, -82.45").unwrap();
        assert_eq!(
            points[1],
            Coordinates {
                latitude: 27.2,
                longitude: -82.45
            }
        );
        assert_eq!(
            osrm_table_url("https://router.example.org/", &points),
            "https://router.example.org/table/v1/driving/-82.530700,27.336400;-82.450000,27.200000?annotations=duration"
        );
        assert!(
            routed_points("27.3364,-82.5307")
                .unwrap_err()
                .contains("Between 2 and 25")
        );
        assert!(
            routed_points("27.3,-82.5;91,0")
                .unwrap_err()
                .contains("latitude and a longitude")
        );
        assert!(routed_points("a,b;c,d").is_err());
        let many = vec!["27.3,-82.5"; 26].join(";");
        assert!(routed_points(&many).is_err());

        let answer =
            br#"{"code":"Ok","durations":[[0,912.3],[null,0]],"sources":[],"destinations":[]}"#;
        assert_eq!(
            osrm_durations(answer, 2).unwrap(),
            vec![vec![Some(0.0), Some(912.3)], vec![None, Some(0.0)]]
        );
        assert!(
            osrm_durations(answer, 3)
                .unwrap_err()
                .contains("not 3 by 3")
        );
        assert!(
            osrm_durations(br#"{"code":"InvalidQuery","message":"x"}"#, 2)
                .unwrap_err()
                .contains("InvalidQuery")
        );
        assert!(osrm_durations(b"<html>", 2).is_err());
    }
}
