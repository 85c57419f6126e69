//! The admin dashboard's entities and rules (spec sections 3, 5 and 8).

use serde::{Deserialize, Serialize};

use crate::model::{Activity, PriceRange, Restaurant};
use crate::validation::{ValidationErrors, is_blank};

#[cfg(feature = "wasm")]
use tsify::Tsify;

/// `GET /api/admin/status`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct AdminStatus {
    pub is_admin: bool,
    pub user: AdminUser,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct AdminUser {
    pub first_name: String,
    pub last_name: String,
}

/// A venue in the discovery list.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct AdminVenue {
    pub id: i64,
    pub name: String,
    pub website: Option<String>,
    pub events_page_url: Option<String>,
    #[serde(default)]
    pub selected: bool,
}

/// An event found by discovery that is not stored yet.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct DiscoveredEvent {
    pub title: String,
    #[serde(default)]
    pub description: String,
    pub venue_id: Option<i64>,
    pub venue_name: String,
    pub date: String,
    pub end_date: Option<String>,
    pub time: Option<String>,
    pub category: String,
    pub image: Option<String>,
    pub ticket_price: Option<String>,
    pub source_url: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(Tsify), tsify(missing_as_null))]
pub struct SimilarEvent {
    pub title: String,
}

/// A discovered event that looks like one already known.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct DuplicateEvent {
    pub title: String,
    pub venue_name: String,
    pub date: String,
    pub time: Option<String>,
    #[serde(default)]
    pub description: String,
    pub similar_events: Vec<SimilarEvent>,
}

/// `POST /api/admin/venues/discover`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct DiscoveryResult {
    pub new_events: Vec<DiscoveredEvent>,
    pub duplicate_events: Vec<DuplicateEvent>,
}

/// An existing restaurant shown in the duplicate dialog.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct SimilarRestaurant {
    pub id: i64,
    pub name: String,
    pub description: String,
    pub address: Option<String>,
    pub phone: Option<String>,
    pub website: Option<String>,
    pub cuisine: Option<String>,
    pub price_range: PriceRange,
    pub rating: Option<f64>,
}

impl From<&Restaurant> for SimilarRestaurant {
    fn from(r: &Restaurant) -> SimilarRestaurant {
        SimilarRestaurant {
            id: r.id,
            name: r.name.clone(),
            description: r.description.clone(),
            address: r.address.clone(),
            phone: r.phone.clone(),
            website: r.website.clone(),
            cuisine: r.cuisine.clone(),
            price_range: r.price_range,
            rating: r.rating,
        }
    }
}

/// The create answer when a similar restaurant exists.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct DuplicateRestaurantResponse {
    pub duplicates_found: bool,
    pub similar_restaurants: Vec<SimilarRestaurant>,
    pub new_restaurant_data: Restaurant,
    pub message: String,
}

/// A toast: a title and a line of text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(Tsify))]
pub struct Notice {
    pub title: String,
    pub description: String,
}

fn notice(title: &str, description: &str) -> Notice {
    Notice {
        title: title.to_string(),
        description: description.to_string(),
    }
}

/// The events-page address guessed for a venue that has none: the name in
/// lower case without non-alphanumeric characters, plus '.com/events'.
pub fn fallback_events_page(venue_name: &str) -> String {
    let slug: String = venue_name
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
        .collect();
    format!("{slug}.com/events")
}

/// The address the discovery list shows for a venue.
pub fn events_page_for(venue: &AdminVenue) -> String {
    venue
        .events_page_url
        .as_deref()
        .map(str::trim)
        .filter(|u| !u.is_empty())
        .map_or_else(|| fallback_events_page(&venue.name), str::to_string)
}

/// Discover is possible when a venue is ticked or a custom URL is non-blank.
pub fn can_discover(venues: &[AdminVenue], custom_urls: &[String]) -> bool {
    venues.iter().any(|v| v.selected) || custom_urls.iter().any(|u| !is_blank(u))
}

/// The scrape actions need a URL.
pub fn validate_scrape_url(url: &str) -> Result<String, Notice> {
    if is_blank(url) {
        Err(notice(
            "Please enter a URL",
            "Enter the URL of the activity webpage to scrape.",
        ))
    } else {
        Ok(url.trim().to_string())
    }
}

/// An activity needs a non-blank name and description.
pub fn validate_activity(activity: &Activity) -> Result<(), Notice> {
    if is_blank(&activity.name) || is_blank(&activity.description) {
        Err(notice(
            "Please fill required fields",
            "Activity name and description are required.",
        ))
    } else {
        Ok(())
    }
}

pub const RATING_MIN: f64 = 1.0;
pub const RATING_MAX: f64 = 10.0;
/// The rating input's step (spec sections 5 and 9).
pub const RATING_STEP: f64 = 0.1;

/// A restaurant needs a non-blank name and description; a rating, when
/// given, is 1 to 10 in steps of 0.1.
pub fn validate_restaurant(restaurant: &Restaurant) -> Result<(), ValidationErrors> {
    let mut errors = ValidationErrors::default();
    if is_blank(&restaurant.name) {
        errors.add("name", "Restaurant name is required.");
    }
    if is_blank(&restaurant.description) {
        errors.add("description", "Restaurant description is required.");
    }
    if let Some(rating) = restaurant.rating {
        let tenths = rating * 10.0;
        let on_step = (tenths - tenths.round()).abs() < 1e-6;
        if !(RATING_MIN..=RATING_MAX).contains(&rating) || !on_step {
            errors.add(
                "rating",
                "Rating must be a number from 1 to 10 in steps of 0.1.",
            );
        }
    }
    for (field, value) in [
        ("latitude", restaurant.latitude),
        ("longitude", restaurant.longitude),
    ] {
        if value.is_some_and(|v| !v.is_finite()) {
            errors.add(field, format!("The {field} must be a number."));
        }
    }
    errors.into_result(())
}

pub const MAX_IMAGE_BYTES: u64 = 5 * 1024 * 1024;
pub const INVALID_IMAGE_MESSAGE: &str = "Please select a valid image file (JPEG or PNG)";
pub const IMAGE_TOO_LARGE_MESSAGE: &str = "Image file must be smaller than 5MB";
/// What the file picker accepts.
pub const IMAGE_ACCEPT: &str = "image/jpeg,image/png,image/jpg";

/// An upload must be a JPEG or PNG of at most 5 MB.
pub fn validate_image_upload(content_type: &str, size: u64) -> Result<(), String> {
    let content_type = content_type.trim().to_ascii_lowercase();
    let allowed = ["image/jpeg", "image/png", "image/jpg"].contains(&content_type.as_str());
    if !content_type.starts_with("image/") || !allowed {
        return Err(INVALID_IMAGE_MESSAGE.to_string());
    }
    if size > MAX_IMAGE_BYTES {
        return Err(IMAGE_TOO_LARGE_MESSAGE.to_string());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn venue(name: &str, url: Option<&str>, selected: bool) -> AdminVenue {
        AdminVenue {
            id: 1,
            name: name.into(),
            website: None,
            events_page_url: url.map(str::to_string),
            selected,
        }
    }

    #[test]
    fn guesses_an_events_page_from_the_name() {
        assert_eq!(
            fallback_events_page("Van Wezel Performing Arts Hall"),
            "vanwezelperformingartshall.com/events"
        );
        assert_eq!(
            fallback_events_page("Café L'Europe & Co."),
            "cafleuropeco.com/events"
        );
        assert_eq!(
            events_page_for(&venue("Asolo Rep", Some(" "), false)),
            "asolorep.com/events"
        );
        assert_eq!(
            events_page_for(&venue(
                "Asolo Rep",
                Some("https://asolorep.org/shows"),
                false
            )),
            "https://asolorep.org/shows"
        );
    }

    #[test]
    fn discover_needs_a_venue_or_a_custom_url() {
        assert!(!can_discover(&[venue("A", None, false)], &["  ".into()]));
        assert!(can_discover(&[venue("A", None, true)], &[]));
        assert!(can_discover(&[], &["https://x.org/events".into()]));
    }

    #[test]
    fn activity_rules_use_the_spec_messages() {
        assert_eq!(
            validate_scrape_url("  ").unwrap_err().title,
            "Please enter a URL"
        );
        assert_eq!(
            validate_scrape_url(" https://x.org ").unwrap(),
            "https://x.org"
        );
        let activity: Activity =
            serde_json::from_value(json!({"id": 0, "name": "Beach", "description": " "})).unwrap();
        let notice = validate_activity(&activity).unwrap_err();
        assert_eq!(notice.title, "Please fill required fields");
        assert_eq!(
            notice.description,
            "Activity name and description are required."
        );
    }

    #[test]
    fn restaurant_rating_is_one_to_ten_in_tenths() {
        let mut r: Restaurant =
            serde_json::from_value(json!({"id": 0, "name": "X", "description": "Y"})).unwrap();
        assert!(validate_restaurant(&r).is_ok());
        for ok in [1.0, 8.7, 10.0, 9.9] {
            r.rating = Some(ok);
            assert!(validate_restaurant(&r).is_ok(), "{ok}");
        }
        for bad in [0.9, 10.1, 8.75, f64::NAN] {
            r.rating = Some(bad);
            assert!(
                validate_restaurant(&r)
                    .unwrap_err()
                    .message("rating")
                    .is_some(),
                "{bad}"
            );
        }
        r.rating = None;
        r.latitude = Some(f64::INFINITY);
        assert!(
            validate_restaurant(&r)
                .unwrap_err()
                .message("latitude")
                .is_some()
        );
        r.latitude = Some(-500.0); // any number is accepted
        r.name = "".into();
        assert_eq!(
            validate_restaurant(&r).unwrap_err().message("name"),
            Some("Restaurant name is required.")
        );
    }

    #[test]
    fn uploads_must_be_small_jpeg_or_png() {
        assert!(validate_image_upload("image/png", MAX_IMAGE_BYTES).is_ok());
        assert!(validate_image_upload("IMAGE/JPEG", 10).is_ok());
        assert_eq!(
            validate_image_upload("text/plain", 10).unwrap_err(),
            INVALID_IMAGE_MESSAGE
        );
        assert_eq!(
            validate_image_upload("image/svg+xml", 10).unwrap_err(),
            INVALID_IMAGE_MESSAGE
        );
        assert_eq!(
            validate_image_upload("image/png", MAX_IMAGE_BYTES + 1).unwrap_err(),
            IMAGE_TOO_LARGE_MESSAGE
        );
    }

    #[test]
    fn entities_use_the_spec_field_names() {
        let status: AdminStatus = serde_json::from_value(
            json!({"isAdmin": true, "user": {"firstName": "Ana", "lastName": "Ruiz"}}),
        )
        .unwrap();
        assert!(status.is_admin);
        let result = DiscoveryResult::default();
        assert_eq!(
            serde_json::to_value(result).unwrap(),
            json!({"newEvents": [], "duplicateEvents": []})
        );
        let restaurant: Restaurant =
            serde_json::from_value(json!({"id": 5, "name": "X", "rating": 8.0})).unwrap();
        let response = DuplicateRestaurantResponse {
            duplicates_found: true,
            similar_restaurants: vec![SimilarRestaurant::from(&restaurant)],
            new_restaurant_data: restaurant,
            message: "Similar restaurants found".into(),
        };
        let json = serde_json::to_value(response).unwrap();
        assert_eq!(json["similarRestaurants"][0]["priceRange"], "$$");
        assert_eq!(json["duplicatesFound"], true);
        assert!(json["newRestaurantData"].is_object());
    }
}
