//! 'Near a place': the points a visitor can order a list from without
//! sharing a position (there is no geocoder): the city's areas, the venues
//! the guide knows the position of, and its placed activities and
//! restaurants. The server builds the list (`GET /api/landmarks`); the web
//! app finds what the visitor typed in it, in the WASM, offline too: in
//! the device-copy worker's package, with the search, which the visitors'
//! first download does not carry.

use serde::{Deserialize, Serialize};

#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

use crate::content::areas::{AreaTable, GeoBox};
use crate::content::model::{Activity, Restaurant, Venue};
use crate::content::near::Coordinates;
use crate::content::paths::slug;
use crate::content::search::search_words;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub enum LandmarkKind {
    Area,
    Venue,
    Activity,
    Restaurant,
}

impl LandmarkKind {
    fn key_prefix(self) -> &'static str {
        match self {
            LandmarkKind::Area => "area",
            LandmarkKind::Venue => "venue",
            LandmarkKind::Activity => "activity",
            LandmarkKind::Restaurant => "restaurant",
        }
    }
}

/// A point a list can be ordered from.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct Landmark {
    /// Its `near=` value in a list's address: 'area-lido-key', 'venue-3'.
    /// Ids, not names, for places: a renamed venue keeps its links.
    pub key: String,
    pub name: String,
    pub kind: LandmarkKind,
    /// The street address of a place (an area has none).
    #[serde(default)]
    pub address: Option<String>,
    pub at: Coordinates,
}

/// The areas with a box on the map (at the middle of their boxes, an area
/// of several bands counting as one), then the venues, activities and
/// restaurants that have a position, each kind by name. A place named as
/// one listed before it (a venue that is also an activity) is listed once.
pub fn landmarks(
    areas: &AreaTable,
    venues: &[Venue],
    activities: &[Activity],
    restaurants: &[Restaurant],
) -> Vec<Landmark> {
    let mut found: Vec<Landmark> = Vec::new();
    // Each area's boxes as one: the box around them all.
    let mut area_boxes: Vec<(&str, GeoBox)> = Vec::new();
    for area in &areas.areas {
        let Some(name) = area.group.as_deref() else {
            continue;
        };
        for b in &area.boxes {
            match area_boxes.iter_mut().find(|(n, _)| *n == name) {
                Some((_, all)) => {
                    *all = GeoBox {
                        min_lat: all.min_lat.min(b.min_lat),
                        max_lat: all.max_lat.max(b.max_lat),
                        min_lon: all.min_lon.min(b.min_lon),
                        max_lon: all.max_lon.max(b.max_lon),
                    }
                }
                None => area_boxes.push((name, *b)),
            }
        }
    }
    let mut places: Vec<Landmark> = area_boxes
        .into_iter()
        .map(|(name, all)| Landmark {
            key: format!("area-{}", slug(name)),
            name: name.to_string(),
            kind: LandmarkKind::Area,
            address: None,
            at: Coordinates {
                latitude: (all.min_lat + all.max_lat) / 2.0,
                longitude: (all.min_lon + all.max_lon) / 2.0,
            },
        })
        .collect();
    let place = |kind: LandmarkKind, id: i64, name: &str, address: &Option<String>, lat, lon| {
        Coordinates::of(lat, lon).map(|at| Landmark {
            key: format!("{}-{id}", kind.key_prefix()),
            name: name.to_string(),
            kind,
            address: address.clone(),
            at,
        })
    };
    places.extend(venues.iter().filter_map(|v| {
        place(
            LandmarkKind::Venue,
            v.id,
            &v.name,
            &v.address,
            v.latitude,
            v.longitude,
        )
    }));
    places.extend(activities.iter().filter_map(|a| {
        place(
            LandmarkKind::Activity,
            a.id,
            &a.name,
            &a.address,
            a.latitude,
            a.longitude,
        )
    }));
    places.extend(restaurants.iter().filter_map(|r| {
        place(
            LandmarkKind::Restaurant,
            r.id,
            &r.name,
            &r.address,
            r.latitude,
            r.longitude,
        )
    }));
    places.sort_by(|a, b| a.kind.cmp(&b.kind).then_with(|| a.name.cmp(&b.name)));
    let mut names = std::collections::HashSet::new();
    for landmark in places {
        if names.insert(search_words(&landmark.name)) {
            found.push(landmark);
        }
    }
    found
}

/// How well a place of this name and address answers what was typed:
/// lower is better. Words as the search compares them (`search_words`).
fn rank(name: &str, address: Option<&str>, typed: &str, typed_words: &[&str]) -> Option<u8> {
    let name = search_words(name);
    if name == typed {
        return Some(0);
    }
    if name.starts_with(typed) {
        return Some(1);
    }
    let starts = |text: &str| {
        let words: Vec<&str> = text.split_whitespace().collect();
        typed_words
            .iter()
            .all(|t| words.iter().any(|w| w.starts_with(t)))
    };
    if starts(&name) {
        return Some(2);
    }
    let address = search_words(address.unwrap_or_default());
    (!address.is_empty() && starts(&address)).then_some(3)
}

/// The landmark that best answers a name or an address typed by the
/// visitor ('Selby', 'van wezel', '777 N Tamiami'): its whole name, else a
/// name that begins so, else one whose words begin with every word typed,
/// else such an address; the earlier in the list on a tie. None when
/// nothing answers.
pub fn find_landmark(landmarks: &[Landmark], typed: &str) -> Option<u32> {
    let typed = search_words(typed);
    let typed_words: Vec<&str> = typed.split_whitespace().collect();
    if typed_words.is_empty() {
        return None;
    }
    landmarks
        .iter()
        .enumerate()
        .filter_map(|(i, l)| {
            let rank = rank(&l.name, l.address.as_deref(), &typed, &typed_words)?;
            Some((rank, i))
        })
        .min()
        .map(|(_, i)| i as u32)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::areas::AreaDef;

    fn venue(id: i64, name: &str, address: &str, at: Option<(f64, f64)>) -> Venue {
        Venue {
            id,
            name: name.into(),
            website: None,
            address: Some(address.into()),
            phone: None,
            description: None,
            capacity: None,
            venue_type: None,
            latitude: at.map(|a| a.0),
            longitude: at.map(|a| a.1),
        }
    }

    fn area(group: Option<&str>, boxes: &[(f64, f64, f64, f64)]) -> AreaDef {
        AreaDef {
            group: group.map(str::to_string),
            option: "Other".into(),
            keywords: vec![],
            zip_codes: vec![],
            boxes: boxes
                .iter()
                .map(|&(min_lat, max_lat, min_lon, max_lon)| GeoBox {
                    min_lat,
                    max_lat,
                    min_lon,
                    max_lon,
                })
                .collect(),
        }
    }

    fn sample() -> Vec<Landmark> {
        let areas = AreaTable {
            areas: vec![
                area(Some("Siesta Key"), &[(27.20, 27.24, -82.54, -82.50)]),
                area(Some("Siesta Key"), &[(27.24, 27.30, -82.56, -82.52)]),
                area(
                    Some("St. Armands Circle"),
                    &[(27.314, 27.321, -82.581, -82.573)],
                ),
                area(None, &[]),
            ],
        };
        let venues = [
            venue(
                3,
                "Van Wezel Performing Arts Hall",
                "777 N Tamiami Trl",
                Some((27.3419, -82.5446)),
            ),
            venue(4, "Venue TBA", "", None),
            venue(
                5,
                "Marie Selby Botanical Gardens",
                "1534 Mound St",
                Some((27.3306, -82.5418)),
            ),
        ];
        landmarks(&areas, &venues, &[], &[])
    }

    #[test]
    fn areas_come_first_at_the_middle_of_their_boxes_then_placed_venues() {
        let found = sample();
        let names: Vec<_> = found
            .iter()
            .map(|l| (l.key.as_str(), l.name.as_str()))
            .collect();
        assert_eq!(
            names,
            [
                ("area-siesta-key", "Siesta Key"),
                ("area-st-armands-circle", "St. Armands Circle"),
                ("venue-5", "Marie Selby Botanical Gardens"),
                ("venue-3", "Van Wezel Performing Arts Hall"),
            ]
        );
        // Siesta Key's two bands are one area, at the middle of both.
        assert!((found[0].at.latitude - 27.25).abs() < 1e-9);
        assert!((found[0].at.longitude - -82.53).abs() < 1e-9);
        assert_eq!(found[2].address.as_deref(), Some("1534 Mound St"));
    }

    #[test]
    fn a_place_named_twice_is_listed_once() {
        let gardens = venue(
            5,
            "Marie Selby Botanical Gardens",
            "",
            Some((27.33, -82.54)),
        );
        let mut activity: Activity =
            serde_json::from_str(r#"{"id":9,"name":"Marie Selby Botanical Gardens","description":"","activityType":"gardens"}"#)
                .unwrap();
        activity.latitude = Some(27.33);
        activity.longitude = Some(-82.54);
        let found = landmarks(&AreaTable { areas: vec![] }, &[gardens], &[activity], &[]);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].kind, LandmarkKind::Venue);
    }

    #[test]
    fn what_the_visitor_types_finds_a_place() {
        let found = sample();
        let of = |typed: &str| find_landmark(&found, typed).map(|i| found[i as usize].key.clone());
        assert_eq!(of("Siesta Key").as_deref(), Some("area-siesta-key"));
        assert_eq!(of("siesta").as_deref(), Some("area-siesta-key"));
        assert_eq!(
            of("  st armands ").as_deref(),
            Some("area-st-armands-circle")
        );
        assert_eq!(of("Selby").as_deref(), Some("venue-5"));
        assert_eq!(of("the van wezel").as_deref(), Some("venue-3"));
        assert_eq!(of("gardens botanical").as_deref(), Some("venue-5"));
        // An address the guide knows.
        assert_eq!(of("777 Tamiami").as_deref(), Some("venue-3"));
        assert_eq!(of("1534 Mound").as_deref(), Some("venue-5"));
        assert_eq!(of("Tampa"), None);
        assert_eq!(of("  "), None);
    }
}
