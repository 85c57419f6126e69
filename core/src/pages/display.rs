//! How the guide's screens look where a rule decides it: category colours,
//! which images load first, and links to maps and directions.

use serde::{Deserialize, Serialize};
#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

use crate::text::format::encode_uri_component;

/// How many of a list's first cards load their images at once and first:
/// a phone's first screen, and the largest paint of the lists.
pub const EAGER_IMAGES: usize = 3;

/// Colours of a category badge: a background that keeps white text
/// readable (WCAG AA contrast).
pub fn category_color(category: &str) -> &'static str {
    match category {
        "Broadway" => "#9d174d",
        "Opera" => "#6b21a8",
        "Ballet" => "#be185d",
        "Theater" => "#b91c1c",
        "Comedy" => "#a16207",
        "Speaker Series" => "#1e40af",
        "Live Music" => "#0f766e",
        "Circus" => "#c2410c",
        "Festival" => "#7e22ce",
        "Museum" => "#3f6212",
        "Outdoor" => "#15803d",
        _ => "#475569",
    }
}

/// The Home page's colour mapping, which the spec gives as its own list.
pub fn home_category_color(category: &str) -> &'static str {
    match category {
        "Broadway" => "#9d174d",
        "Opera" => "#6b21a8",
        "Ballet" => "#be185d",
        "Symphony" => "#1e3a8a",
        "Jazz" => "#92400e",
        "Comedy" => "#a16207",
        "Musical" => "#9f1239",
        "Contemporary" => "#0e7490",
        "Community" => "#166534",
        "Outdoor" => "#15803d",
        "Museum" => "#3f6212",
        _ => "#475569",
    }
}

const MAPS_SEARCH: &str = "https://www.google.com/maps/search/?api=1&query=";
const MAPS_DIRECTIONS: &str = "https://www.google.com/maps/dir/?api=1&destination=";

fn join_present(parts: &[&str]) -> String {
    parts
        .iter()
        .map(|p| p.trim())
        .filter(|p| !p.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// A maps search for the restaurants of an area: area + city + 'restaurants'.
pub fn area_maps_url(area: &str, city: &str) -> String {
    format!(
        "{MAPS_SEARCH}{}",
        encode_uri_component(&join_present(&[area, city, "restaurants"]))
    )
}

/// A maps search for a place: name + address.
pub fn place_maps_url(name: &str, address: Option<&str>) -> String {
    format!(
        "{MAPS_SEARCH}{}",
        encode_uri_component(&join_present(&[name, address.unwrap_or("")]))
    )
}

/// Directions to a place, by its address when known, else its name.
pub fn directions_url(name: &str, address: Option<&str>) -> String {
    let destination = address
        .map(str::trim)
        .filter(|a| !a.is_empty())
        .unwrap_or(name.trim());
    format!("{MAPS_DIRECTIONS}{}", encode_uri_component(destination))
}

/// How a visitor goes to a place, for their maps app's directions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[serde(rename_all = "lowercase")]
pub enum TravelMode {
    Walking,
    Driving,
}

/// Directions to a place by `mode`, from wherever the visitor is: Google
/// Maps' URL, which a phone opens in its maps app.
pub fn travel_url(name: &str, address: Option<&str>, mode: TravelMode) -> String {
    let mode = match mode {
        TravelMode::Walking => "walking",
        TravelMode::Driving => "driving",
    };
    format!("{}&travelmode={mode}", directions_url(name, address))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn directions_say_how_the_visitor_goes() {
        assert_eq!(
            travel_url(
                "Mote Aquarium",
                Some("1600 Ken Thompson Pkwy"),
                TravelMode::Walking
            ),
            "https://www.google.com/maps/dir/?api=1&destination=1600%20Ken%20Thompson%20Pkwy&travelmode=walking"
        );
        assert!(
            travel_url("Mote Aquarium", None, TravelMode::Driving)
                .ends_with("destination=Mote%20Aquarium&travelmode=driving")
        );
    }

    #[test]
    fn colours_every_listed_category_and_falls_back() {
        for category in crate::content::events::CATEGORIES
            .iter()
            .filter(|c| **c != "Other")
        {
            assert_ne!(
                category_color(category),
                category_color("Other"),
                "{category}"
            );
        }
        for category in ["Symphony", "Jazz", "Musical", "Contemporary", "Community"] {
            assert_ne!(
                home_category_color(category),
                home_category_color("Other"),
                "{category}"
            );
        }
        assert_eq!(category_color("Polka"), "#475569");
    }

    #[test]
    fn builds_maps_links() {
        assert_eq!(
            area_maps_url("Siesta Key", "Sarasota"),
            "https://www.google.com/maps/search/?api=1&query=Siesta%20Key%20Sarasota%20restaurants"
        );
        assert_eq!(
            place_maps_url("Café L'Europe", Some("431 St Armands Cir, Sarasota")),
            "https://www.google.com/maps/search/?api=1&query=Caf%C3%A9%20L'Europe%20431%20St%20Armands%20Cir%2C%20Sarasota"
        );
        assert_eq!(
            place_maps_url("Yoder's", None),
            "https://www.google.com/maps/search/?api=1&query=Yoder's"
        );
        assert_eq!(
            directions_url("Yoder's", Some("  ")),
            "https://www.google.com/maps/dir/?api=1&destination=Yoder's"
        );
        assert_eq!(
            directions_url("Yoder's", Some("3434 Bahia Vista St")),
            "https://www.google.com/maps/dir/?api=1&destination=3434%20Bahia%20Vista%20St"
        );
    }
}
