//! Restaurant areas (spec sections 2, 3 and 9): the Dining page's Area View
//! groups, and the area detected for a scraped restaurant.
//!
//! The table is data, not code: [`AreaTable::sarasota`] is the default and a
//! deployment for another city can load its own (it deserializes from JSON
//! or TOML).

use serde::{Deserialize, Serialize};

use crate::content::model::Restaurant;
use crate::content::order::sort_positions;
use crate::text::words::{Arg, Localizer};

#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

/// The group for everything no area claims.
pub const OTHER_AREAS: &str = "Other Areas";
/// The area option for a restaurant no evidence places.
pub const OTHER_OPTION: &str = "Other";

/// The spec's area options for a restaurant's `area` field.
pub const AREA_OPTIONS: [&str; 10] = [
    "Downtown Sarasota",
    "St. Armands Circle",
    "Siesta Key",
    "Longboat Key",
    "Lakewood Ranch",
    "University Park",
    "Venice",
    "Nokomis",
    "Casey Key",
    "Other",
];

/// A latitude/longitude rectangle, bounds included.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct GeoBox {
    pub min_lat: f64,
    pub max_lat: f64,
    pub min_lon: f64,
    pub max_lon: f64,
}

impl GeoBox {
    pub fn contains(&self, lat: f64, lon: f64) -> bool {
        (self.min_lat..=self.max_lat).contains(&lat) && (self.min_lon..=self.max_lon).contains(&lon)
    }
}

/// One area: how the Area View names its box (if it has one), which area
/// option it stands for, and the evidence that places a restaurant in it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct AreaDef {
    /// The Area View box; `None` files the area under 'Other Areas'.
    #[serde(default)]
    pub group: Option<String>,
    /// One of [`AREA_OPTIONS`].
    pub option: String,
    /// Place names that, found in a restaurant's name or address, place it here.
    #[serde(default)]
    pub keywords: Vec<String>,
    #[serde(default)]
    pub zip_codes: Vec<String>,
    #[serde(default)]
    pub boxes: Vec<GeoBox>,
}

impl AreaDef {
    fn contains(&self, lat: f64, lon: f64) -> bool {
        self.boxes.iter().any(|b| b.contains(lat, lon))
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
pub struct AreaTable {
    /// Most specific first: the first area whose evidence matches wins.
    pub areas: Vec<AreaDef>,
}

/// How an area was detected, most specific first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub enum DetectionMethod {
    Coordinates,
    AddressLocality,
    ZipCode,
    RestaurantName,
    None,
}

impl DetectionMethod {
    pub const ALL: [DetectionMethod; 5] = [
        DetectionMethod::Coordinates,
        DetectionMethod::AddressLocality,
        DetectionMethod::ZipCode,
        DetectionMethod::RestaurantName,
        DetectionMethod::None,
    ];

    /// The JSON name (`addressLocality`…).
    pub fn as_str(self) -> &'static str {
        match self {
            DetectionMethod::Coordinates => "coordinates",
            DetectionMethod::AddressLocality => "addressLocality",
            DetectionMethod::ZipCode => "zipCode",
            DetectionMethod::RestaurantName => "restaurantName",
            DetectionMethod::None => "none",
        }
    }

    pub fn parse(value: &str) -> Option<DetectionMethod> {
        DetectionMethod::ALL
            .into_iter()
            .find(|m| m.as_str() == value)
    }
}

impl AreaDetection {
    /// What the Add Restaurants tab shows (spec section 2: the detected area
    /// with confidence and method): 'Siesta Key (90% confidence, by ZIP
    /// code)', in `words`' language.
    pub fn summary(&self, words: &dyn Localizer) -> String {
        let percent = (self.area_confidence.clamp(0.0, 1.0) * 100.0).round() as u32;
        words.message(
            "area-detected",
            &[
                ("area", Arg::Text(&self.detected_area)),
                ("percent", Arg::Text(&percent.to_string())),
                ("method", Arg::Text(self.area_detection_method.as_str())),
            ],
        )
    }
}

/// The area detected for a scraped restaurant (spec section 3).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct AreaDetection {
    pub detected_area: String,
    /// 0 (a guess) to 1 (certain).
    pub area_confidence: f64,
    pub area_detection_method: DetectionMethod,
}

/// One box of the Area View.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct AreaGroup {
    pub name: String,
    /// The box's colour on the map and beside its name, the same whatever
    /// is filtered: 0 for 'Other Areas', then 1, 2… in the table's order.
    pub color: u32,
    /// Positions into the restaurant list, rating descending (unrated last).
    pub restaurants: Vec<u32>,
    /// Those of them with coordinates: the map's pins. A restaurant of a
    /// place without a box (Venice, Nokomis, Casey Key) is filed under
    /// 'Other Areas' and still pinned where it is.
    pub located: Vec<u32>,
    /// Positions into the table's areas that this box stands for: their
    /// bounds are its outline on the map ('Other Areas' has none).
    pub areas: Vec<u32>,
}

/// Lower-cased (ASCII: place names are), with '.' and ',' read as spaces,
/// for keyword matching.
fn fold(text: &str) -> String {
    let spaced: String = text
        .to_ascii_lowercase()
        .chars()
        .map(|c| if c == '.' || c == ',' { ' ' } else { c })
        .collect();
    spaced.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn mentions(haystack: &str, keyword: &str) -> bool {
    let keyword = fold(keyword);
    !keyword.is_empty() && format!(" {haystack} ").contains(&format!(" {keyword} "))
}

/// Positions into `restaurants`, rating descending (unrated last); equal
/// ratings keep the list's order.
pub(crate) fn sort_by_rating(restaurants: &[Restaurant], positions: &mut [u32]) {
    let rating = |i: u32| {
        restaurants[i as usize]
            .rating
            .filter(|r| r.is_finite())
            .unwrap_or(f64::NEG_INFINITY)
    };
    sort_positions(positions, &|a, b| {
        rating(b).total_cmp(&rating(a)).then(a.cmp(&b))
    });
}

/// The 5-digit ZIP codes in an address.
fn zip_codes(address: &str) -> Vec<&str> {
    address
        .split(|c: char| !c.is_ascii_digit())
        .filter(|part| part.len() == 5)
        .collect()
}

impl AreaTable {
    /// Sarasota and its neighbours, most specific first: the table in
    /// `sarasota.toml`, with why each box is drawn where it is. The
    /// labelled table in core/tests/areas.rs checks them.
    pub fn sarasota() -> AreaTable {
        toml::from_str(include_str!("sarasota.toml")).expect("sarasota.toml is an area table")
    }

    fn by_coordinates(&self, lat: f64, lon: f64) -> Option<&AreaDef> {
        self.areas.iter().find(|a| a.contains(lat, lon))
    }

    fn by_keyword(&self, text: &str) -> Option<&AreaDef> {
        let text = fold(text);
        self.areas
            .iter()
            .find(|a| a.keywords.iter().any(|k| mentions(&text, k)))
    }

    fn by_zip(&self, address: &str) -> Option<&AreaDef> {
        let zips = zip_codes(address);
        self.areas
            .iter()
            .find(|a| a.zip_codes.iter().any(|z| zips.contains(&z.as_str())))
    }

    /// The Area View box of a restaurant: its stored area first, then a
    /// known place named in its name or address, then its coordinates,
    /// else 'Other Areas'.
    pub fn group_of(&self, restaurant: &Restaurant) -> &str {
        let texts = [
            Some(restaurant.name.as_str()),
            restaurant.address.as_deref(),
        ];
        self.group_of_place(
            restaurant.area.as_deref(),
            &texts,
            restaurant.latitude,
            restaurant.longitude,
        )
    }

    /// The box of any place. `stored` is its area option (one of
    /// [`AREA_OPTIONS`]): when it names one box it decides; when it names
    /// several (Downtown Sarasota is Downtown or Southside Village), the
    /// names in `texts`, then the coordinates, choose among them, else the
    /// box named like the option. Without a stored area (or with 'Other',
    /// what detection writes when it found nothing), the first known place
    /// named in `texts`, then the coordinates, else 'Other Areas'.
    pub fn group_of_place(
        &self,
        stored: Option<&str>,
        texts: &[Option<&str>],
        latitude: Option<f64>,
        longitude: Option<f64>,
    ) -> &str {
        // An option no area has (a typo, another city's) counts as none.
        let stored = stored.map(str::trim).filter(|option| {
            self.areas
                .iter()
                .any(|a| a.option.eq_ignore_ascii_case(option))
        });
        let candidates = || {
            self.areas
                .iter()
                .filter(move |a| stored.is_none_or(|option| a.option.eq_ignore_ascii_case(option)))
        };
        let named = || {
            texts.iter().flatten().find_map(|text| {
                let text = fold(text);
                candidates().find(|a| a.keywords.iter().any(|k| mentions(&text, k)))
            })
        };
        let located = || match (latitude, longitude) {
            (Some(lat), Some(lon)) if lat.is_finite() && lon.is_finite() => {
                candidates().find(|a| a.contains(lat, lon))
            }
            _ => None,
        };
        // 'Downtown' for Downtown Sarasota, as the table spells the option.
        let like_the_option = || {
            stored?;
            let option = &candidates().next()?.option;
            candidates().find(|a| a.group.as_deref().is_some_and(|g| option.starts_with(g)))
        };
        let chosen = match stored {
            Some(_) if candidates().nth(1).is_none() => candidates().next(),
            _ => named().or_else(located).or_else(like_the_option),
        };
        chosen
            .and_then(|a| a.group.as_deref())
            .unwrap_or(OTHER_AREAS)
    }

    /// The boxes' names in table order, each once, then 'Other Areas'.
    fn group_names(&self) -> Vec<&str> {
        let mut names: Vec<&str> = Vec::new();
        for name in self.areas.iter().filter_map(|a| a.group.as_deref()) {
            if !names.contains(&name) {
                names.push(name);
            }
        }
        names.push(OTHER_AREAS);
        names
    }

    /// The Area View: boxes in table order (then 'Other Areas'), empty ones
    /// left out, each listing its restaurants by rating descending.
    pub fn group_restaurants(&self, restaurants: &[Restaurant]) -> Vec<AreaGroup> {
        let names = self.group_names();
        let mut groups: Vec<AreaGroup> = names
            .iter()
            .enumerate()
            .map(|(place, &name)| AreaGroup {
                name: name.to_string(),
                color: if name == OTHER_AREAS {
                    0
                } else {
                    place as u32 + 1
                },
                restaurants: Vec::new(),
                located: Vec::new(),
                areas: (0..self.areas.len() as u32)
                    .filter(|&i| self.areas[i as usize].group.as_deref() == Some(name))
                    .collect(),
            })
            .collect();
        for (i, restaurant) in restaurants.iter().enumerate() {
            let name = self.group_of(restaurant);
            if let Some(group) = groups.iter_mut().find(|g| g.name == name) {
                group.restaurants.push(i as u32);
            }
        }
        for group in &mut groups {
            sort_by_rating(restaurants, &mut group.restaurants);
            group.located = group
                .restaurants
                .iter()
                .copied()
                .filter(|&i| coordinates(&restaurants[i as usize]).is_some())
                .collect();
        }
        groups.retain(|g| !g.restaurants.is_empty());
        groups
    }

    /// The area of a scraped restaurant, from the most specific evidence:
    /// coordinates, a locality in the address, the ZIP code, the name.
    pub fn detect(
        &self,
        name: &str,
        address: Option<&str>,
        latitude: Option<f64>,
        longitude: Option<f64>,
    ) -> AreaDetection {
        let found = |area: &AreaDef, confidence: f64, method: DetectionMethod| AreaDetection {
            detected_area: area.option.clone(),
            area_confidence: confidence,
            area_detection_method: method,
        };
        let coordinates = match (latitude, longitude) {
            (Some(lat), Some(lon)) if lat.is_finite() && lon.is_finite() => {
                self.by_coordinates(lat, lon)
            }
            _ => None,
        };
        if let Some(area) = coordinates {
            return found(area, 0.95, DetectionMethod::Coordinates);
        }
        let address = address.unwrap_or("");
        if let Some(area) = self.by_keyword(address) {
            return found(area, 0.85, DetectionMethod::AddressLocality);
        }
        if let Some(area) = self.by_zip(address) {
            return found(area, 0.5, DetectionMethod::ZipCode);
        }
        if let Some(area) = self.by_keyword(name) {
            return found(area, 0.35, DetectionMethod::RestaurantName);
        }
        AreaDetection {
            detected_area: OTHER_OPTION.to_string(),
            area_confidence: 0.0,
            area_detection_method: DetectionMethod::None,
        }
    }
}

impl Default for AreaTable {
    fn default() -> AreaTable {
        AreaTable::sarasota()
    }
}

/// A restaurant's place on the map: both coordinates, each on the globe.
fn coordinates(restaurant: &Restaurant) -> Option<(f64, f64)> {
    let latitude = restaurant.latitude.filter(|l| (-90.0..=90.0).contains(l))?;
    let longitude = restaurant
        .longitude
        .filter(|l| (-180.0..=180.0).contains(l))?;
    Some((latitude, longitude))
}

/// How many restaurants have both coordinates (the Area View's count, and
/// its map's pins).
pub fn count_with_coordinates(restaurants: &[Restaurant]) -> usize {
    restaurants.iter().filter_map(coordinates).count()
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_detection_reads_as_area_confidence_and_evidence() {
        let detection = AreaDetection {
            detected_area: "Siesta Key".into(),
            area_confidence: 0.904,
            area_detection_method: DetectionMethod::ZipCode,
        };
        assert_eq!(
            detection.summary(catalog(Lang::En)),
            "Siesta Key (90% confidence, by ZIP code)"
        );
        assert_eq!(
            detection.summary(catalog(Lang::Fr)),
            "Siesta Key (confiance 90 %, d’après le code postal)"
        );
        for method in DetectionMethod::ALL {
            assert_eq!(DetectionMethod::parse(method.as_str()), Some(method));
            let json = serde_json::to_string(&method).unwrap();
            assert_eq!(json, format!("\"{}\"", method.as_str()));
        }
        assert_eq!(DetectionMethod::parse("gps"), None);
        // Each method is named by its own words in every language.
        for lang in Lang::ALL {
            let mut said: Vec<String> = DetectionMethod::ALL
                .into_iter()
                .map(|method| {
                    AreaDetection {
                        area_detection_method: method,
                        ..detection.clone()
                    }
                    .summary(catalog(lang))
                })
                .collect();
            said.sort();
            said.dedup();
            assert_eq!(said.len(), DetectionMethod::ALL.len(), "{lang:?}");
        }
    }

    use super::*;
    use crate::text::catalogs::catalog;
    use crate::text::lang::Lang;

    fn restaurant(
        name: &str,
        address: Option<&str>,
        at: Option<(f64, f64)>,
        rating: Option<f64>,
    ) -> Restaurant {
        Restaurant {
            address: address.map(str::to_string),
            rating,
            latitude: at.map(|a| a.0),
            longitude: at.map(|a| a.1),
            ..Restaurant::named(0, name)
        }
    }

    #[test]
    fn every_option_in_the_table_is_a_spec_option() {
        for area in AreaTable::sarasota().areas {
            assert!(
                AREA_OPTIONS.contains(&area.option.as_str()),
                "{}",
                area.option
            );
        }
    }

    #[test]
    fn downtown_keeps_the_spec_bounds_and_siesta_key_is_the_island() {
        let table = AreaTable::sarasota();
        let at = |lat, lon| {
            table
                .group_of(&restaurant("X", None, Some((lat, lon)), None))
                .to_string()
        };
        assert_eq!(at(27.325, -82.56), "Downtown");
        assert_eq!(at(27.355, -82.525), "Downtown");
        assert_eq!(at(27.3366, -82.5397), "Downtown");
        assert_eq!(at(27.356, -82.54), "Other Areas");
        // The spec's 27.25-27.29 band, where it is the island…
        assert_eq!(at(27.25, -82.55), "Siesta Key");
        assert_eq!(at(27.29, -82.55), "Siesta Key");
        // …the island south of it (Ophelia's on the Bay)…
        assert_eq!(at(27.2066, -82.512), "Siesta Key");
        // …and not the mainland across the bay (Phillippi Creek, Gulf Gate).
        assert_eq!(at(27.2668, -82.5281), "Other Areas");
        assert_eq!(at(27.268, -82.514), "Other Areas");
        assert_eq!(at(27.3177, -82.5770), "St. Armands Circle");
        assert_eq!(at(27.4431, -82.6826), "Longboat Key");
        assert_eq!(at(27.3990, -82.4380), "Lakewood Ranch");
        assert_eq!(at(27.3880, -82.4560), "University Parkway");
        // Venice has no Area View box of its own.
        assert_eq!(at(27.0783, -82.4538), "Other Areas");
    }

    #[test]
    fn names_beat_coordinates_when_grouping() {
        let table = AreaTable::sarasota();
        let named = restaurant("Lido Beach Grille", None, Some((27.3366, -82.5397)), None);
        assert_eq!(table.group_of(&named), "Lido Key");
        let by_address = restaurant("Café", Some("1 Southside Village, Sarasota"), None, None);
        assert_eq!(table.group_of(&by_address), "Southside Village");
        assert_eq!(
            table.group_of(&restaurant("Nowhere", None, None, None)),
            "Other Areas"
        );
    }

    #[test]
    fn groups_sort_by_rating_and_count_coordinates() {
        let table = AreaTable::sarasota();
        let list = vec![
            restaurant("A", None, Some((27.33, -82.54)), Some(7.5)),
            restaurant("B", None, Some((27.34, -82.54)), None),
            restaurant("C", None, Some((27.34, -82.53)), Some(9.1)),
            restaurant("D", None, Some((27.27, -82.55)), Some(8.0)),
            restaurant("E", None, None, Some(6.0)),
        ];
        let groups = table.group_restaurants(&list);
        let summary: Vec<(&str, Vec<u32>)> = groups
            .iter()
            .map(|g| (g.name.as_str(), g.restaurants.clone()))
            .collect();
        assert_eq!(
            summary,
            [
                ("Downtown", vec![2, 0, 1]),
                ("Siesta Key", vec![3]),
                ("Other Areas", vec![4])
            ]
        );
        assert_eq!(count_with_coordinates(&list), 4);
        assert!(table.group_restaurants(&[]).is_empty());
    }

    #[test]
    fn the_map_pins_every_located_restaurant_where_it_is_in_its_box_colour() {
        let table = AreaTable::sarasota();
        let list = vec![
            restaurant("Owen's", None, Some((27.3366, -82.5397)), Some(8.8)),
            restaurant("Nowhere", None, None, None),
            restaurant(
                "Sharky's",
                Some("1600 Harbor Dr S, Venice, FL 34285"),
                Some((27.0783, -82.4538)),
                None,
            ),
            restaurant("Off the globe", None, Some((127.0, -82.5)), None),
            restaurant("Oyster Bar", None, Some((27.2683, -82.5466)), None),
        ];
        let groups = table.group_restaurants(&list);
        let pins: Vec<(&str, u32, &[u32], &[u32])> = groups
            .iter()
            .map(|g| (g.name.as_str(), g.color, &g.restaurants[..], &g.located[..]))
            .collect();
        // Venice has no box: its pin is in 'Other Areas'' colour, where it is.
        assert_eq!(
            pins,
            [
                ("Downtown", 5, &[0][..], &[0][..]),
                ("Siesta Key", 6, &[4], &[4]),
                ("Other Areas", 0, &[1, 2, 3], &[2]),
            ]
        );
        let located: usize = groups.iter().map(|g| g.located.len()).sum();
        assert_eq!(located, count_with_coordinates(&list));

        // A box's colour is its place in the table, however few are listed.
        let only_siesta = table.group_restaurants(&list[4..]);
        assert_eq!(
            (only_siesta[0].name.as_str(), only_siesta[0].color),
            ("Siesta Key", 6)
        );
        // Its outline is its areas' boxes; 'Other Areas' has none.
        let outline = |g: &AreaGroup| -> Vec<GeoBox> {
            g.areas
                .iter()
                .flat_map(|&i| table.areas[i as usize].boxes.clone())
                .collect()
        };
        assert_eq!(
            outline(&groups[0]),
            [GeoBox {
                min_lat: 27.325,
                max_lat: 27.355,
                min_lon: -82.56,
                max_lon: -82.525
            }]
        );
        assert_eq!(outline(&groups[1]).len(), 5);
        assert!(groups[2].areas.is_empty());
        // Lido Key and St. Armands are one option, two boxes.
        let all = table.group_restaurants(&[
            restaurant("Columbia", None, Some((27.3177, -82.577)), None),
            restaurant("Lido Beach Grille", None, None, None),
        ]);
        assert_eq!(
            (all[0].areas.clone(), all[1].areas.clone()),
            (vec![0], vec![1])
        );
    }

    #[test]
    fn detection_prefers_the_most_specific_evidence() {
        let table = AreaTable::sarasota();
        let by_coordinates = table.detect(
            "Owen's",
            Some("516 Burns Ln, Sarasota, FL 34236"),
            Some(27.3366),
            Some(-82.5397),
        );
        assert_eq!(by_coordinates.detected_area, "Downtown Sarasota");
        assert_eq!(
            by_coordinates.area_detection_method,
            DetectionMethod::Coordinates
        );

        let by_locality = table.detect(
            "Mar Vista",
            Some("760 Broadway St, Longboat Key, FL 34228"),
            None,
            None,
        );
        assert_eq!(by_locality.detected_area, "Longboat Key");
        assert_eq!(
            by_locality.area_detection_method,
            DetectionMethod::AddressLocality
        );

        let by_zip = table.detect(
            "Somewhere",
            Some("5238 Ocean Blvd, Sarasota, FL 34242"),
            None,
            None,
        );
        assert_eq!(by_zip.detected_area, "Siesta Key");
        assert_eq!(by_zip.area_detection_method, DetectionMethod::ZipCode);
        assert!(by_zip.area_confidence < by_locality.area_confidence);
        assert!(by_locality.area_confidence < by_coordinates.area_confidence);

        let by_name = table.detect("Venice Pizza Co", None, None, None);
        assert_eq!(
            (
                by_name.detected_area.as_str(),
                by_name.area_detection_method
            ),
            ("Venice", DetectionMethod::RestaurantName)
        );
        assert!(by_name.area_confidence < by_zip.area_confidence);

        let unknown = table.detect(
            "Mystery",
            Some("1 Elm St, Springfield"),
            Some(f64::NAN),
            Some(1.0),
        );
        assert_eq!(unknown.detected_area, "Other");
        assert_eq!(unknown.area_confidence, 0.0);
    }

    #[test]
    fn keywords_match_whole_words_only() {
        let table = AreaTable::sarasota();
        // 'Venice Ave' in Sarasota is a street name, but a word match all the same;
        // 'Venicetown' is not.
        assert_eq!(
            table
                .detect("X", Some("12 Venicetown Rd"), None, None)
                .detected_area,
            "Other"
        );
        assert_eq!(
            table
                .detect("X", Some("400 St. Armands Cir"), None, None)
                .detected_area,
            "St. Armands Circle"
        );
    }

    #[test]
    fn a_table_loads_from_data() {
        let json = r#"{"areas":[{"group":"Old Town","option":"Other","keywords":["Old Town"],"boxes":[{"minLat":1,"maxLat":2,"minLon":1,"maxLon":2}]}]}"#;
        let table: AreaTable = serde_json::from_str(json).unwrap();
        assert_eq!(
            table.group_of(&restaurant("X", None, Some((1.5, 1.5)), None)),
            "Old Town"
        );
    }
}
