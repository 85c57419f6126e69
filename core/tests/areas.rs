//! The Area View's grouping and the scraper's area detection against a
//! labelled table of real restaurants of Sarasota County and its
//! neighbours: name, street address, coordinates (read from the address
//! on the map, to about 100 m) and the true area. It covers every area and
//! the tricky cases: Lakewood Ranch's 'Lakewood Main St', south Siesta Key
//! (below the spec's 27.25), the mainland across the bay from Siesta Key
//! ('Siesta Dr', Phillippi Creek), Osprey addresses on Casey Key, St.
//! Armands and Lido Key sharing downtown's ZIP, University Town Center
//! with a Sarasota ZIP, and Venice east of town.

use guide_core::content::areas::{AreaTable, DetectionMethod, OTHER_AREAS};
use guide_core::content::model::Restaurant;
use guide_core::text::catalogs::catalog;
use guide_core::text::lang::Lang;

struct Labelled {
    name: &'static str,
    address: &'static str,
    at: (f64, f64),
    /// The Area View box.
    group: &'static str,
    /// The area option (spec section 3).
    option: &'static str,
}

const fn place(
    name: &'static str,
    address: &'static str,
    at: (f64, f64),
    group: &'static str,
    option: &'static str,
) -> Labelled {
    Labelled {
        name,
        address,
        at,
        group,
        option,
    }
}

/// An Area View box and its area option.
type Area = (&'static str, &'static str);
/// Name, address, coordinates, area.
type Row = (&'static str, &'static str, (f64, f64), Area);
/// How a labelled row becomes a stored restaurant.
type Stored = fn(&Labelled) -> Restaurant;

const DOWNTOWN: Area = ("Downtown", "Downtown Sarasota");
const SOUTHSIDE: Area = ("Southside Village", "Downtown Sarasota");
const ST_ARMANDS: Area = ("St. Armands Circle", "St. Armands Circle");
const LIDO: Area = ("Lido Key", "St. Armands Circle");
const LONGBOAT: Area = ("Longboat Key", "Longboat Key");
const SIESTA: Area = ("Siesta Key", "Siesta Key");
const LAKEWOOD: Area = ("Lakewood Ranch", "Lakewood Ranch");
const UNIVERSITY: Area = ("University Parkway", "University Park");
const CASEY_KEY: Area = (OTHER_AREAS, "Casey Key");
const VENICE: Area = (OTHER_AREAS, "Venice");
const NOKOMIS: Area = (OTHER_AREAS, "Nokomis");
const OTHER: Area = (OTHER_AREAS, "Other");

fn table() -> Vec<Labelled> {
    let rows: &[Row] = &[
        (
            "Owen's Fish Camp",
            "516 Burns Ln, Sarasota, FL 34236",
            (27.3352, -82.5398),
            DOWNTOWN,
        ),
        (
            "Duval's Fresh. Local. Seafood.",
            "1435 Main St, Sarasota, FL 34236",
            (27.3364, -82.5372),
            DOWNTOWN,
        ),
        (
            "Selva Grill",
            "1345 Main St, Sarasota, FL 34236",
            (27.3365, -82.5383),
            DOWNTOWN,
        ),
        (
            "Indigenous",
            "239 S Links Ave, Sarasota, FL 34236",
            (27.3336, -82.5333),
            DOWNTOWN,
        ),
        (
            "Jack Dusty",
            "1111 Ritz-Carlton Dr, Sarasota, FL 34236",
            (27.3407, -82.5466),
            DOWNTOWN,
        ),
        (
            "Bijou Garden Café",
            "1287 1st St, Sarasota, FL 34236",
            (27.3373, -82.5390),
            DOWNTOWN,
        ),
        (
            "Marina Jack",
            "2 Marina Plaza, Sarasota, FL 34236",
            (27.3327, -82.5447),
            DOWNTOWN,
        ),
        (
            "Mélange",
            "1568 Main St, Sarasota, FL 34236",
            (27.3363, -82.5349),
            DOWNTOWN,
        ),
        (
            "Sage",
            "1216 1st St, Sarasota, FL 34236",
            (27.3372, -82.5405),
            DOWNTOWN,
        ),
        (
            "Louies Modern",
            "1289 N Palm Ave, Sarasota, FL 34236",
            (27.3379, -82.5433),
            DOWNTOWN,
        ),
        (
            "Libby's Neighborhood Brasserie",
            "1917 S Osprey Ave, Sarasota, FL 34239",
            (27.3207, -82.5313),
            SOUTHSIDE,
        ),
        (
            "Veronica Fish & Oyster",
            "1830 S Osprey Ave, Sarasota, FL 34239",
            (27.3221, -82.5317),
            SOUTHSIDE,
        ),
        (
            "Origin Craft Beer & Pizza Café",
            "1837 Hillview St, Sarasota, FL 34239",
            (27.3214, -82.5299),
            SOUTHSIDE,
        ),
        (
            "Columbia Restaurant",
            "411 St Armands Cir, Sarasota, FL 34236",
            (27.3176, -82.5775),
            ST_ARMANDS,
        ),
        (
            "Café L'Europe",
            "431 St Armands Cir, Sarasota, FL 34236",
            (27.3171, -82.5771),
            ST_ARMANDS,
        ),
        (
            "Tommy Bahama Restaurant & Bar",
            "300 John Ringling Blvd, Sarasota, FL 34236",
            (27.3170, -82.5762),
            ST_ARMANDS,
        ),
        (
            "Blue Dolphin Cafe",
            "470 John Ringling Blvd, Sarasota, FL 34236",
            (27.3160, -82.5773),
            ST_ARMANDS,
        ),
        (
            "Shore",
            "465 John Ringling Blvd, Sarasota, FL 34236",
            (27.3162, -82.5779),
            ST_ARMANDS,
        ),
        (
            "Lido Key Tiki Bar",
            "700 Ben Franklin Dr, Sarasota, FL 34236",
            (27.3089, -82.5800),
            LIDO,
        ),
        (
            "Lido Beach Grille",
            "400 Benjamin Franklin Dr, Sarasota, FL 34236",
            (27.3121, -82.5815),
            LIDO,
        ),
        (
            "Euphemia Haye",
            "5540 Gulf of Mexico Dr, Longboat Key, FL 34228",
            (27.3967, -82.6390),
            LONGBOAT,
        ),
        (
            "Mar Vista Dockside",
            "760 Broadway St, Longboat Key, FL 34228",
            (27.4447, -82.6855),
            LONGBOAT,
        ),
        (
            "Dry Dock Waterfront Grill",
            "412 Gulf of Mexico Dr, Longboat Key, FL 34228",
            (27.4392, -82.6812),
            LONGBOAT,
        ),
        (
            "Harry's Continental Kitchens",
            "525 St Judes Dr, Longboat Key, FL 34228",
            (27.4008, -82.6441),
            LONGBOAT,
        ),
        (
            "The Cottage",
            "153 Avenida Messina, Sarasota, FL 34242",
            (27.2683, -82.5527),
            SIESTA,
        ),
        (
            "Siesta Key Oyster Bar",
            "5238 Ocean Blvd, Sarasota, FL 34242",
            (27.2677, -82.5525),
            SIESTA,
        ),
        (
            "Summer House Steak & Seafood",
            "149 Avenida Messina, Sarasota, FL 34242",
            (27.2685, -82.5531),
            SIESTA,
        ),
        (
            "Café Gabbiano",
            "5104 Ocean Blvd, Sarasota, FL 34242",
            (27.2693, -82.5511),
            SIESTA,
        ),
        (
            "Ophelia's on the Bay",
            "9105 Midnight Pass Rd, Sarasota, FL 34242",
            (27.2068, -82.5100),
            SIESTA,
        ),
        (
            "Turtle's on Little Sarasota Bay",
            "8875 Midnight Pass Rd, Sarasota, FL 34242",
            (27.2141, -82.5117),
            SIESTA,
        ),
        (
            "Made in Italy",
            "8141 Lakewood Main St, Lakewood Ranch, FL 34202",
            (27.4097, -82.4021),
            LAKEWOOD,
        ),
        (
            "Polo Grill & Bar",
            "10670 Boardwalk Loop, Lakewood Ranch, FL 34202",
            (27.4040, -82.3986),
            LAKEWOOD,
        ),
        (
            "Lucky Pelican",
            "6239 Lake Osprey Dr, Sarasota, FL 34240",
            (27.3840, -82.4305),
            LAKEWOOD,
        ),
        (
            "The Cheesecake Factory",
            "130 University Town Center Dr, Sarasota, FL 34243",
            (27.3879, -82.4479),
            UNIVERSITY,
        ),
        (
            "Seasons 52",
            "170 University Town Center Dr, Sarasota, FL 34243",
            (27.3872, -82.4468),
            UNIVERSITY,
        ),
        (
            "Brio Italian Grille",
            "190 University Town Center Dr, Sarasota, FL 34243",
            (27.3868, -82.4462),
            UNIVERSITY,
        ),
        (
            "The Grill at University Park",
            "7671 The Park Blvd, University Park, FL 34201",
            (27.3935, -82.4770),
            UNIVERSITY,
        ),
        (
            "Casey Key Fish House",
            "801 Blackburn Point Rd, Osprey, FL 34229",
            (27.1843, -82.4853),
            CASEY_KEY,
        ),
        (
            "Sharky's on the Pier",
            "1600 Harbor Dr S, Venice, FL 34285",
            (27.0783, -82.4470),
            VENICE,
        ),
        (
            "The Crow's Nest",
            "1968 Tarpon Center Dr, Venice, FL 34285",
            (27.1130, -82.4663),
            VENICE,
        ),
        (
            "Snook Haven",
            "5000 E Venice Ave, Venice, FL 34292",
            (27.0845, -82.3383),
            VENICE,
        ),
        (
            "Captain Eddie's Seafood Restaurant",
            "107 Colonia Ln E, Nokomis, FL 34275",
            (27.1232, -82.4439),
            NOKOMIS,
        ),
        (
            "Pop's Sunset Grill",
            "112 Circuit Rd, Nokomis, FL 34275",
            (27.1160, -82.4640),
            NOKOMIS,
        ),
        (
            "Yoder's Restaurant",
            "3434 Bahia Vista St, Sarasota, FL 34239",
            (27.3216, -82.4974),
            OTHER,
        ),
        (
            "Der Dutchman",
            "3713 Bahia Vista St, Sarasota, FL 34232",
            (27.3221, -82.4929),
            OTHER,
        ),
        (
            "Phillippi Creek Oyster Bar",
            "5353 S Tamiami Trl, Sarasota, FL 34231",
            (27.2668, -82.5281),
            OTHER,
        ),
        (
            "Walt's Fish Market",
            "4144 S Tamiami Trl, Sarasota, FL 34231",
            (27.2918, -82.5317),
            OTHER,
        ),
        (
            "Roy's Sarasota",
            "2001 Siesta Dr, Sarasota, FL 34239",
            (27.3095, -82.5303),
            OTHER,
        ),
        (
            "Mattison's Forty One",
            "7275 S Tamiami Trl, Sarasota, FL 34231",
            (27.2470, -82.5165),
            OTHER,
        ),
        (
            "Dutch Valley Restaurant",
            "6731 S Tamiami Trl, Sarasota, FL 34231",
            (27.2554, -82.5180),
            OTHER,
        ),
        (
            "Anna Maria Oyster Bar",
            "6906 14th St W, Bradenton, FL 34207",
            (27.4310, -82.5740),
            OTHER,
        ),
    ];
    rows.iter()
        .map(|&(name, address, at, (group, option))| place(name, address, at, group, option))
        .collect()
}

fn restaurant(row: &Labelled, area: Option<&str>, at: Option<(f64, f64)>) -> Restaurant {
    serde_json::from_value(serde_json::json!({
        "id": 1,
        "name": row.name,
        "description": "",
        "address": row.address,
        "latitude": at.map(|a| a.0),
        "longitude": at.map(|a| a.1),
        "area": area,
        "priceRange": "$$",
    }))
    .unwrap()
}

fn share(right: usize, all: usize) -> f64 {
    right as f64 / all as f64
}

#[test]
fn the_table_covers_every_area_and_forty_restaurants() {
    let rows = table();
    assert!(rows.len() >= 40);
    for (group, option) in [
        DOWNTOWN, SOUTHSIDE, ST_ARMANDS, LIDO, LONGBOAT, SIESTA, LAKEWOOD, UNIVERSITY, CASEY_KEY,
        VENICE, NOKOMIS, OTHER,
    ] {
        assert!(
            rows.iter().any(|r| r.group == group && r.option == option),
            "{group} / {option}"
        );
    }
}

#[test]
fn grouping_puts_every_restaurant_in_its_box() {
    let areas = AreaTable::sarasota();
    let rows = table();
    // As stored: the area staff confirmed, the address and the coordinates;
    // as found: no stored area, so names then coordinates decide; by the
    // coordinates alone (the islands' bands, the boxes); and with the
    // stored area but no coordinates.
    let ways: [(&str, Stored); 4] = [
        ("stored area, address and coordinates", |r| {
            restaurant(r, Some(r.option), Some(r.at))
        }),
        ("address and coordinates, no stored area", |r| {
            restaurant(r, None, Some(r.at))
        }),
        ("coordinates alone", |r| {
            let mut bare = restaurant(r, None, Some(r.at));
            bare.name = "Restaurant".into();
            bare.address = None;
            bare
        }),
        ("stored area and address, no coordinates", |r| {
            restaurant(r, Some(r.option), None)
        }),
    ];
    for (way, make) in ways {
        let wrong: Vec<String> = rows
            .iter()
            .filter_map(|row| {
                let got = areas.group_of(&make(row)).to_string();
                (got != row.group).then(|| format!("{}: {got}, not {}", row.name, row.group))
            })
            .collect();
        let right = rows.len() - wrong.len();
        println!(
            "grouping by {way}: {right}/{} right ({:.0}%)",
            rows.len(),
            share(right, rows.len()) * 100.0
        );
        assert!(wrong.is_empty(), "{way}: {wrong:#?}");
    }
}

#[test]
fn detection_from_the_address_alone_is_right_at_least_95_percent() {
    let areas = AreaTable::sarasota();
    let rows = table();
    let detections: Vec<_> = rows
        .iter()
        .map(|row| (row, areas.detect(row.name, Some(row.address), None, None)))
        .collect();
    let wrong: Vec<String> = detections
        .iter()
        .filter(|(row, d)| d.detected_area != row.option)
        .map(|(row, d)| format!("{}: {}", row.name, d.summary(catalog(Lang::En))))
        .collect();
    let right = rows.len() - wrong.len();
    println!(
        "detection from the address alone: {right}/{} right ({:.0}%); wrong: {wrong:?}",
        rows.len(),
        share(right, rows.len()) * 100.0
    );
    assert!(share(right, rows.len()) >= 0.95, "{wrong:#?}");

    // The weaker the evidence, the lower the confidence: a place named in
    // the address is surer than a ZIP code, which is surer than nothing.
    let confidence = |method: DetectionMethod| {
        detections
            .iter()
            .filter(|(_, d)| d.area_detection_method == method)
            .map(|(_, d)| d.area_confidence)
            .collect::<Vec<f64>>()
    };
    let named = confidence(DetectionMethod::AddressLocality);
    let by_zip = confidence(DetectionMethod::ZipCode);
    let none = confidence(DetectionMethod::None);
    assert!(!named.is_empty() && !by_zip.is_empty() && !none.is_empty());
    let lowest_named = named.iter().copied().fold(f64::INFINITY, f64::min);
    assert!(by_zip.iter().all(|c| *c < lowest_named));
    assert!(none.iter().all(|c| *c == 0.0));
    // With the coordinates, every detection is right and surest.
    for row in &rows {
        let detection = areas.detect(row.name, Some(row.address), Some(row.at.0), Some(row.at.1));
        if detection.area_detection_method == DetectionMethod::Coordinates {
            assert_eq!(detection.detected_area, row.option, "{}", row.name);
        }
    }
}

#[test]
fn a_generic_street_word_never_decides() {
    let areas = AreaTable::sarasota();
    for (address, not) in [
        (
            "8141 Lakewood Main St, Lakewood Ranch, FL 34202",
            "Downtown Sarasota",
        ),
        ("100 Main St, Bradenton, FL 34205", "Downtown Sarasota"),
        ("2001 Siesta Dr, Sarasota, FL 34239", "Siesta Key"),
        (
            "6239 Lake Osprey Dr, Sarasota, FL 34240",
            "Downtown Sarasota",
        ),
    ] {
        let detected = areas.detect("X", Some(address), None, None).detected_area;
        assert_ne!(detected, not, "{address}");
    }
}
