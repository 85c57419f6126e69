//! The admin dashboard's entities and rules (spec sections 3, 5 and 8).

use serde::{Deserialize, Serialize};

use super::accounts::{Abilities, Role};
use crate::content::areas::AreaDetection;
use crate::content::events::CATEGORIES;
use crate::content::facts::VISIT_MINUTES_MAX;
use crate::content::model::{Activity, PriceRange, Restaurant};
use crate::content::series::{MAX_ADDED_DATES, Repeat, repeat_dates};
use crate::text::format::format_count;
use crate::text::lang::Lang;
use crate::text::validation::{Checks, MAX_LINE, MAX_TEXT, UrlField, ValidationErrors, is_blank};
use crate::text::words::{Arg, Localizer};
use crate::time::date::Date;

#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

/// `GET /api/admin/status`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct AdminStatus {
    /// Signed in as staff, who may use the dashboard (spec section 2).
    pub is_admin: bool,
    pub user: AdminUser,
    pub role: Role,
    /// What the account is shown there (core's `Role::abilities`).
    pub abilities: Abilities,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct AdminUser {
    pub first_name: String,
    pub last_name: String,
}

/// A venue in the discovery list.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct AdminVenue {
    pub id: i64,
    pub name: String,
    pub website: Option<String>,
    pub events_page_url: Option<String>,
    /// Where it is (both halves or neither), for Near me and the maps.
    #[serde(default)]
    pub latitude: Option<f64>,
    #[serde(default)]
    pub longitude: Option<f64>,
    #[serde(default)]
    pub selected: bool,
}

/// An event found by discovery that is not stored yet.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
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
    /// Why staff should check it before creating it: read from the page's
    /// text, not its structured data ('the page gives no year: read as
    /// 2026'). Absent for what structured data or a feed stated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub check: Option<String>,
    /// The language its page is written in; left out when English.
    #[serde(default, skip_serializing_if = "Lang::is_english")]
    pub lang: Lang,
    /// How far from the city, in km, when its page places it beyond the
    /// guide's reach (`CityReach::beyond`); left out otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub far_km: Option<u32>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct SimilarEvent {
    pub title: String,
    /// The guide's event: to open, edit or merge into.
    pub id: i64,
    pub date: String,
}

/// A discovered event that looks like one already known.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct DuplicateEvent {
    pub title: String,
    pub venue_name: String,
    pub date: String,
    pub time: Option<String>,
    #[serde(default)]
    pub description: String,
    pub similar_events: Vec<SimilarEvent>,
    /// Everything read, as Create takes it: for 'Create anyway' and the
    /// merge view.
    pub found: DiscoveredEvent,
    pub ticket_url: Option<String>,
}

/// `POST /api/admin/venues/discover`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct DiscoveryResult {
    pub new_events: Vec<DiscoveredEvent>,
    pub duplicate_events: Vec<DuplicateEvent>,
}

/// `POST /api/admin/restaurants/scrape-url`: the restaurant's fields plus
/// the detected area (spec section 3).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct ScrapedRestaurant {
    #[serde(flatten)]
    pub restaurant: Restaurant,
    #[serde(flatten)]
    pub detection: AreaDetection,
}

/// An existing restaurant shown in the duplicate dialog.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
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
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct DuplicateRestaurantResponse {
    pub duplicates_found: bool,
    pub similar_restaurants: Vec<SimilarRestaurant>,
    pub new_restaurant_data: Restaurant,
    pub message: String,
}

/// A toast: a title and a line of text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
pub struct Notice {
    pub title: String,
    pub description: String,
}

/// A toast of two catalog messages, a title and its line.
fn notice(words: &dyn Localizer, title: &str, description: &str) -> Notice {
    Notice {
        title: words.text(title),
        description: words.text(description),
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
pub fn validate_scrape_url(url: &str, words: &dyn Localizer) -> Result<String, Notice> {
    if is_blank(url) {
        Err(notice(
            words,
            "scrape-url-missing",
            "scrape-url-missing-text",
        ))
    } else {
        Ok(url.trim().to_string())
    }
}

/// An activity needs a non-blank name and description.
pub fn validate_activity(activity: &Activity, words: &dyn Localizer) -> Result<(), Notice> {
    if is_blank(&activity.name) || is_blank(&activity.description) {
        Err(notice(words, "activity-required", "activity-required-text"))
    } else {
        Ok(())
    }
}

/// An event that passed [`validate_event`]: trimmed, dates parsed, the
/// category one of the guide's, blanks as `None`.
#[derive(Debug, Clone, PartialEq)]
pub struct CheckedEvent {
    pub title: String,
    pub description: String,
    /// The venue's name when it is not a stored venue.
    pub venue_name: Option<String>,
    pub date: Date,
    pub end_date: Option<Date>,
    pub time: Option<String>,
    pub category: String,
    pub image: Option<String>,
    pub ticket_price: Option<String>,
    pub ticket_url: Option<String>,
    pub source_url: Option<String>,
}

fn optional(value: Option<&str>) -> Option<String> {
    value
        .map(str::trim)
        .filter(|v| !v.is_empty())
        .map(str::to_string)
}

/// A dashboard event (discovered, or the edit form with its ticket link):
/// a title, a `YYYY-MM-DD` date and an end date not before it, texts
/// within their lengths and without control characters, web addresses
/// only in the address fields. An unknown category becomes 'Other'.
pub fn validate_event(
    event: &DiscoveredEvent,
    ticket_url: Option<&str>,
    words: &dyn Localizer,
) -> Result<CheckedEvent, ValidationErrors> {
    let mut checks = Checks::new(words);
    checks.required("title", "field-title", &event.title);
    for (field, label, value, max, multiline) in [
        (
            "title",
            "field-title",
            event.title.as_str(),
            MAX_LINE,
            false,
        ),
        (
            "description",
            "field-description",
            &event.description,
            MAX_TEXT,
            true,
        ),
        (
            "venueName",
            "field-venue-name",
            &event.venue_name,
            MAX_LINE,
            false,
        ),
        (
            "time",
            "field-time",
            event.time.as_deref().unwrap_or(""),
            MAX_LINE,
            false,
        ),
        (
            "ticketPrice",
            "field-ticket-price",
            event.ticket_price.as_deref().unwrap_or(""),
            MAX_LINE,
            false,
        ),
        (
            "category",
            "field-category",
            &event.category,
            MAX_LINE,
            false,
        ),
    ] {
        checks.text(field, label, value, max, multiline);
    }
    let date = Date::parse(event.date.trim());
    if date.is_err() {
        checks.add("date", "event-date-invalid", &[]);
    }
    let end_date = match optional(event.end_date.as_deref()) {
        None => None,
        Some(end) => match (Date::parse(&end), &date) {
            (Err(_), _) => {
                checks.add("endDate", "event-end-date-invalid", &[]);
                None
            }
            (Ok(end), Ok(start)) if end < *start => {
                checks.add("endDate", "event-end-before-start", &[]);
                None
            }
            (Ok(end), _) => Some(end),
        },
    };
    checks.url(
        "image",
        "field-image-url",
        event.image.as_deref(),
        UrlField::Image,
    );
    checks.url("ticketUrl", "field-ticket-url", ticket_url, UrlField::Link);
    checks.url(
        "sourceUrl",
        "field-source-url",
        event.source_url.as_deref(),
        UrlField::Link,
    );
    let Ok(date) = date else {
        return Err(checks.into_errors());
    };
    let category = CATEGORIES
        .into_iter()
        .find(|value| value.eq_ignore_ascii_case(event.category.trim()))
        .unwrap_or("Other");
    checks.into_result(CheckedEvent {
        title: event.title.trim().to_string(),
        description: event.description.trim().to_string(),
        venue_name: optional(Some(&event.venue_name)),
        date,
        end_date,
        time: optional(event.time.as_deref()),
        category: category.to_string(),
        image: optional(event.image.as_deref()),
        ticket_price: optional(event.ticket_price.as_deref()),
        ticket_url: optional(ticket_url),
        source_url: optional(event.source_url.as_deref()),
    })
}

/// The event of each date of `event` repeating as `repeat` until `until`,
/// checked by core's event rule (its fields' errors) and the repeat's (the
/// `until` field's). A multi-day event keeps its length on every date.
/// Staff's Add Event and an organizer's submission both make their dates
/// here.
pub fn event_dates(
    event: &DiscoveredEvent,
    ticket_url: Option<&str>,
    repeat: Repeat,
    until: Option<&str>,
    words: &dyn Localizer,
) -> Result<Vec<DiscoveredEvent>, ValidationErrors> {
    let checked = validate_event(event, ticket_url, words);
    let until = match until.map(str::trim) {
        Some("") | None => Ok(None),
        Some(until) => Date::parse(until).map(Some),
    };
    let mut errors = checked.as_ref().err().cloned().unwrap_or_default();
    let dates = match (&checked, until) {
        (_, Err(_)) => {
            errors.add("until", words.text("repeat-until-invalid"));
            None
        }
        (Ok(checked), Ok(until)) => match repeat_dates(checked.date, repeat, until) {
            Ok(dates) => Some((checked, dates)),
            Err(problem) => {
                let max = Arg::Number(MAX_ADDED_DATES as f64);
                errors.add(
                    "until",
                    words.message(problem.message_id(), &[("max", max)]),
                );
                None
            }
        },
        (Err(_), Ok(_)) => None,
    };
    let Some((checked, dates)) = dates.filter(|_| errors.is_empty()) else {
        return Err(errors);
    };
    let length = checked
        .end_date
        .map(|end| end.to_days() - checked.date.to_days());
    Ok(dates
        .into_iter()
        .map(|date| DiscoveredEvent {
            date: date.to_string(),
            end_date: length.map(|days| date.add_days(days).to_string()),
            ..event.clone()
        })
        .collect())
}

/// The fields activities and restaurants share: lengths, control
/// characters, and the address rule for the website and image. `lines`
/// are (field, its name's message, value).
fn check_place(
    checks: &mut Checks,
    name: &str,
    description: &str,
    lines: &[(&str, &str, Option<&str>)],
    website: Option<&str>,
    image: Option<&str>,
) {
    checks.text("name", "field-name", name, MAX_LINE, false);
    checks.text(
        "description",
        "field-description",
        description,
        MAX_TEXT,
        true,
    );
    for (field, label, value) in lines {
        checks.text(field, label, value.unwrap_or(""), MAX_LINE, false);
    }
    checks.url("website", "field-website", website, UrlField::Link);
    checks.url("image", "field-image-url", image, UrlField::Image);
}

/// Every activity field within its length, free of control characters,
/// and addresses that lead to web pages. (The required fields are
/// [`validate_activity`]'s, with the spec's toast.)
pub fn validate_activity_fields(
    activity: &Activity,
    words: &dyn Localizer,
) -> Result<(), ValidationErrors> {
    let mut checks = Checks::new(words);
    check_coordinates(&mut checks, activity.latitude, activity.longitude);
    check_place(
        &mut checks,
        &activity.name,
        &activity.description,
        &[
            ("address", "field-address", activity.address.as_deref()),
            ("phone", "field-phone", activity.phone.as_deref()),
            ("price", "field-price", activity.price.as_deref()),
            (
                "recurringSchedule",
                "field-recurring-schedule",
                activity.recurring_schedule.as_deref(),
            ),
            (
                "venueType",
                "field-venue-type",
                activity.venue_type.as_deref(),
            ),
            ("location", "field-location", activity.location.as_deref()),
        ],
        activity.website.as_deref(),
        activity.image.as_deref(),
    );
    if activity
        .visit_minutes
        .is_some_and(|minutes| minutes == 0 || minutes > VISIT_MINUTES_MAX)
    {
        checks.add("visitMinutes", "visit-minutes-range", &[]);
    }
    checks.into_result(())
}

/// Coordinates, when given, are numbers (JSON has no infinity, but a
/// form's input can overflow to one).
/// `PUT /api/admin/venues/{id}/position`: where a venue is, for Near me and
/// the maps; both halves, or neither to clear it.
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct VenuePosition {
    pub latitude: Option<f64>,
    pub longitude: Option<f64>,
}

/// A venue's position, as the API takes it: on the globe, both halves or
/// neither (errors on `latitude` and `longitude`).
pub fn validate_position(
    position: &VenuePosition,
    words: &dyn Localizer,
) -> Result<(), ValidationErrors> {
    let mut checks = Checks::new(words);
    check_coordinates(&mut checks, position.latitude, position.longitude);
    checks.into_result(())
}

/// What the dashboard's 'Map position' field holds: the position, or why
/// it cannot be one (its message, for the field).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct PositionRead {
    pub position: Option<VenuePosition>,
    pub error: Option<String>,
}

/// A position as staff paste it from a map: '27.3306, -82.5418' (a comma,
/// a semicolon or spaces between, degree signs allowed), latitude first;
/// blank clears it.
pub fn read_position(text: &str, words: &dyn Localizer) -> PositionRead {
    let refused = |id: &str| PositionRead {
        position: None,
        error: Some(words.message(id, &[])),
    };
    let halves: Vec<&str> = text
        .split(|c: char| c == ',' || c == ';' || c.is_whitespace())
        .map(|half| half.trim_end_matches('°'))
        .filter(|half| !half.is_empty())
        .collect();
    let position = match halves[..] {
        [] => VenuePosition::default(),
        [latitude, longitude] => match (latitude.parse::<f64>(), longitude.parse::<f64>()) {
            (Ok(latitude), Ok(longitude)) => VenuePosition {
                latitude: Some(latitude),
                longitude: Some(longitude),
            },
            _ => return refused("position-unreadable"),
        },
        _ => return refused("position-unreadable"),
    };
    match validate_position(&position, words) {
        Ok(()) => PositionRead {
            position: Some(position),
            error: None,
        },
        Err(errors) => PositionRead {
            position: None,
            error: errors.errors.first().map(|e| e.message.clone()),
        },
    }
}

/// A place's coordinates are on the globe, and given whole: half a position
/// would never put it on a map or in a Near me list.
fn check_coordinates(checks: &mut Checks, latitude: Option<f64>, longitude: Option<f64>) {
    for (field, value, limit) in [
        ("latitude", latitude, 90.0),
        ("longitude", longitude, 180.0),
    ] {
        if value.is_some_and(|v: f64| !(v.is_finite() && v.abs() <= limit)) {
            checks.add(field, &format!("{field}-invalid"), &[]);
        }
    }
    match (latitude, longitude) {
        (Some(_), None) => checks.add("longitude", "coordinates-both", &[]),
        (None, Some(_)) => checks.add("latitude", "coordinates-both", &[]),
        _ => {}
    }
}

pub const RATING_MIN: f64 = 1.0;
pub const RATING_MAX: f64 = 10.0;
/// The rating input's step (spec sections 5 and 9).
pub const RATING_STEP: f64 = 0.1;

/// A restaurant needs a non-blank name and description; a rating, when
/// given, is 1 to 10 in steps of 0.1.
pub fn validate_restaurant(
    restaurant: &Restaurant,
    words: &dyn Localizer,
) -> Result<(), ValidationErrors> {
    let mut checks = Checks::new(words);
    if is_blank(&restaurant.name) {
        checks.add("name", "restaurant-name-required", &[]);
    }
    if is_blank(&restaurant.description) {
        checks.add("description", "restaurant-description-required", &[]);
    }
    if let Some(rating) = restaurant.rating {
        let tenths = rating * 10.0;
        let on_step = (tenths - tenths.round()).abs() < 1e-6;
        if !(RATING_MIN..=RATING_MAX).contains(&rating) || !on_step {
            checks.add("rating", "restaurant-rating-invalid", &[]);
        }
    }
    check_coordinates(&mut checks, restaurant.latitude, restaurant.longitude);
    check_place(
        &mut checks,
        &restaurant.name,
        &restaurant.description,
        &[
            ("address", "field-address", restaurant.address.as_deref()),
            ("phone", "field-phone", restaurant.phone.as_deref()),
            ("cuisine", "field-cuisine", restaurant.cuisine.as_deref()),
            (
                "cuisineDetail",
                "field-cuisine-detail",
                restaurant.cuisine_detail.as_deref(),
            ),
            (
                "openHours",
                "field-open-hours",
                restaurant.open_hours.as_deref(),
            ),
            ("area", "field-area", restaurant.area.as_deref()),
        ],
        restaurant.website.as_deref(),
        restaurant.image.as_deref(),
    );
    checks.url(
        "reservationUrl",
        "field-reservation-url",
        restaurant.reservation_url.as_deref(),
        UrlField::Link,
    );
    checks.into_result(())
}

pub const MAX_IMAGE_BYTES: u64 = 5 * 1024 * 1024;
/// Widest or tallest picture taken: larger than any a guide needs, and a
/// decompression bomb declares a huge size.
pub const MAX_IMAGE_SIDE: u32 = 12_000;
/// Narrower than this, a picture is blurred on a phone's card (a 721 px
/// slot at DPR 1.75): Image Management lists it to be replaced.
pub const MIN_PICTURE_WIDTH: u32 = 640;

/// What the pipeline wrote for a picture, for staff: '1,280 × 960 px,
/// 4 widths in WebP and JPEG, 187 KB in all'.
pub fn picture_summary(
    picture: &crate::content::pictures::Picture,
    bytes: u64,
    words: &dyn Localizer,
) -> String {
    let count = |n: u64| format_count(n, words.lang());
    let widths = crate::content::pictures::widths_of(picture.width).len();
    words.message(
        "picture-summary",
        &[
            ("width", Arg::Text(&count(picture.width.into()))),
            ("height", Arg::Text(&count(picture.height.into()))),
            ("widths", Arg::Number(widths as f64)),
            ("size", Arg::Text(&count(bytes.div_ceil(1024)))),
        ],
    )
}

/// Why a picture narrower than [`MIN_PICTURE_WIDTH`] is listed.
pub fn small_picture_note(width: u32, words: &dyn Localizer) -> String {
    let count = |n: u32| format_count(n.into(), words.lang());
    words.message(
        "picture-too-small",
        &[
            ("width", Arg::Text(&count(width))),
            ("min", Arg::Text(&count(MIN_PICTURE_WIDTH))),
        ],
    )
}
/// The refusal of a file that is no JPEG or PNG (the spec's words in
/// English), and of one over [`MAX_IMAGE_BYTES`].
pub const NOT_JPEG_OR_PNG: &str = "image-not-jpeg-or-png";
pub const IMAGE_TOO_LARGE: &str = "image-too-large";
/// What the file picker accepts.
pub const IMAGE_ACCEPT: &str = "image/jpeg,image/png,image/jpg";

/// An upload must be a JPEG or PNG of at most 5 MB.
pub fn validate_image_upload(
    content_type: &str,
    size: u64,
    words: &dyn Localizer,
) -> Result<(), String> {
    let content_type = content_type.trim().to_ascii_lowercase();
    let allowed = ["image/jpeg", "image/png", "image/jpg"].contains(&content_type.as_str());
    if !content_type.starts_with("image/") || !allowed {
        return Err(words.text(NOT_JPEG_OR_PNG));
    }
    if size > MAX_IMAGE_BYTES {
        return Err(words.text(IMAGE_TOO_LARGE));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::catalogs::catalog;

    fn en() -> &'static dyn Localizer {
        catalog(Lang::En)
    }
    use serde_json::json;

    fn venue(name: &str, url: Option<&str>, selected: bool) -> AdminVenue {
        AdminVenue {
            id: 1,
            name: name.into(),
            website: None,
            events_page_url: url.map(str::to_string),
            latitude: None,
            longitude: None,
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
            validate_scrape_url("  ", en()).unwrap_err().title,
            "Please enter a URL"
        );
        assert_eq!(
            validate_scrape_url(" https://x.org ", en()).unwrap(),
            "https://x.org"
        );
        let activity: Activity =
            serde_json::from_value(json!({"id": 0, "name": "Beach", "description": " "})).unwrap();
        let notice = validate_activity(&activity, en()).unwrap_err();
        assert_eq!(notice.title, "Please fill required fields");
        assert_eq!(
            notice.description,
            "Activity name and description are required."
        );
        let german = validate_activity(&activity, catalog(Lang::De)).unwrap_err();
        assert_eq!(german.title, "Bitte füllen Sie die Pflichtfelder aus");
    }

    #[test]
    fn restaurant_rating_is_one_to_ten_in_tenths() {
        let mut r: Restaurant =
            serde_json::from_value(json!({"id": 0, "name": "X", "description": "Y"})).unwrap();
        assert!(validate_restaurant(&r, en()).is_ok());
        for ok in [1.0, 8.7, 10.0, 9.9] {
            r.rating = Some(ok);
            assert!(validate_restaurant(&r, en()).is_ok(), "{ok}");
        }
        for bad in [0.9, 10.1, 8.75, f64::NAN] {
            r.rating = Some(bad);
            assert!(
                validate_restaurant(&r, en())
                    .unwrap_err()
                    .message("rating")
                    .is_some(),
                "{bad}"
            );
        }
        r.rating = None;
        r.name = "".into();
        assert_eq!(
            validate_restaurant(&r, en()).unwrap_err().message("name"),
            Some("Restaurant name is required.")
        );
    }

    #[test]
    fn coordinates_are_on_the_globe_and_given_whole() {
        let mut r: Restaurant =
            serde_json::from_value(json!({"id": 0, "name": "X", "description": "Y"})).unwrap();
        let mut a: Activity =
            serde_json::from_value(json!({"id": 0, "name": "X", "description": "Y"})).unwrap();
        let cases = [
            (Some(27.3175), Some(-82.577), None, None),
            (Some(-90.0), Some(180.0), None, None),
            (
                Some(90.5),
                Some(-82.577),
                Some("The latitude must be a number from -90 to 90."),
                None,
            ),
            (
                Some(27.3175),
                Some(-500.0),
                None,
                Some("The longitude must be a number from -180 to 180."),
            ),
            (
                Some(f64::INFINITY),
                Some(0.0),
                Some("The latitude must be a number from -90 to 90."),
                None,
            ),
            (
                Some(27.3175),
                None,
                None,
                Some("Give both the latitude and the longitude, or neither."),
            ),
            (
                None,
                Some(-82.577),
                Some("Give both the latitude and the longitude, or neither."),
                None,
            ),
        ];
        for (latitude, longitude, on_latitude, on_longitude) in cases {
            (r.latitude, r.longitude) = (latitude, longitude);
            (a.latitude, a.longitude) = (latitude, longitude);
            let restaurant = validate_restaurant(&r, en()).err();
            let activity = validate_activity_fields(&a, en()).err();
            for errors in [restaurant, activity] {
                let message = |field| errors.as_ref().and_then(|e| e.message(field));
                assert_eq!(
                    message("latitude"),
                    on_latitude,
                    "{latitude:?}, {longitude:?}"
                );
                assert_eq!(
                    message("longitude"),
                    on_longitude,
                    "{latitude:?}, {longitude:?}"
                );
            }
        }
    }

    #[test]
    fn a_pasted_map_position_is_read_or_explained() {
        let read = |text: &str| read_position(text, en());
        let at = |latitude, longitude| PositionRead {
            position: Some(VenuePosition {
                latitude: Some(latitude),
                longitude: Some(longitude),
            }),
            error: None,
        };
        // As Google Maps, OpenStreetMap and a GPS app copy it.
        assert_eq!(read("27.3306, -82.5418"), at(27.3306, -82.5418));
        assert_eq!(read(" 27.3306,-82.5418 "), at(27.3306, -82.5418));
        assert_eq!(read("27.3306; -82.5418"), at(27.3306, -82.5418));
        assert_eq!(read("27.3306° -82.5418°"), at(27.3306, -82.5418));
        // Blank clears it.
        assert_eq!(
            read("  "),
            PositionRead {
                position: Some(VenuePosition::default()),
                error: None
            }
        );
        let refused = |text: &str| read(text).error.unwrap_or_default();
        let unreadable =
            "Paste the position as a map gives it: latitude, longitude (27.3306, -82.5418).";
        for text in [
            "27.3306",
            "27.3306, -82.5418, 3",
            "north, west",
            "27°19'50\"N 82°32'30\"W",
        ] {
            assert_eq!(refused(text), unreadable, "{text}");
        }
        assert_eq!(
            refused("127.3306, -82.5418"),
            "The latitude must be a number from -90 to 90."
        );
        assert_eq!(
            refused("27.3306, -182.5"),
            "The longitude must be a number from -180 to 180."
        );
    }

    #[test]
    fn uploads_must_be_small_jpeg_or_png() {
        assert!(validate_image_upload("image/png", MAX_IMAGE_BYTES, en()).is_ok());
        let picture = crate::content::pictures::Picture::new(1280, 960, &[]);
        assert_eq!(
            picture_summary(&picture, 191_000, en()),
            "1,280 × 960 px, 4 widths in WebP and JPEG, 187 KB in all"
        );
        assert_eq!(
            picture_summary(&picture, 191_000, catalog(Lang::De)),
            "1.280 × 960 px, 4 Breiten in WebP und JPEG, insgesamt 187 KB"
        );
        assert_eq!(
            picture_summary(
                &crate::content::pictures::Picture::new(20, 40, &[]),
                900,
                en()
            ),
            "20 × 40 px, 1 width in WebP and JPEG, 1 KB in all"
        );
        assert_eq!(
            small_picture_note(320, en()),
            "Only 320 px wide: upload one at least 640 px wide"
        );
        assert_eq!(
            small_picture_note(320, catalog(Lang::Fr)),
            "Seulement 320 px de large : envoyez-en une d’au moins 640 px"
        );
        assert!(validate_image_upload("IMAGE/JPEG", 10, en()).is_ok());
        let not_an_image = "Please select a valid image file (JPEG or PNG)";
        assert_eq!(
            validate_image_upload("text/plain", 10, en()).unwrap_err(),
            not_an_image
        );
        assert_eq!(
            validate_image_upload("image/svg+xml", 10, en()).unwrap_err(),
            not_an_image
        );
        assert_eq!(
            validate_image_upload("image/png", MAX_IMAGE_BYTES + 1, en()).unwrap_err(),
            "Image file must be smaller than 5MB"
        );
        assert_eq!(
            validate_image_upload("image/png", MAX_IMAGE_BYTES + 1, catalog(Lang::Es)).unwrap_err(),
            "La imagen debe ocupar menos de 5 MB"
        );
    }

    #[test]
    fn entities_use_the_spec_field_names() {
        let status: AdminStatus = serde_json::from_value(
            json!({"isAdmin": true, "user": {"firstName": "Ana", "lastName": "Ruiz"}, "role": "editor",
                   "abilities": {"tabs": ["discovery", "history"], "followSources": false, "manageAccounts": false}}),
        )
        .unwrap();
        assert!(status.is_admin);
        assert_eq!(status.role, Role::Editor);
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

    fn discovered(title: &str, date: &str) -> DiscoveredEvent {
        DiscoveredEvent {
            title: title.into(),
            description: "A show".into(),
            venue_id: None,
            venue_name: "Van Wezel".into(),
            date: date.into(),
            end_date: None,
            time: Some("7:30 PM".into()),
            category: "opera".into(),
            image: Some("/public-objects/demo-opera.jpg".into()),
            ticket_price: None,
            source_url: Some("https://vanwezel.org/events".into()),
            check: None,
            lang: Default::default(),
            far_km: None,
        }
    }

    #[test]
    fn events_are_checked_field_by_field() {
        let ok = validate_event(
            &discovered(" Tosca ", "2026-12-05"),
            Some(" https://t.example/1 "),
            en(),
        )
        .unwrap();
        assert_eq!(ok.title, "Tosca");
        assert_eq!(ok.category, "Opera");
        assert_eq!(ok.ticket_url.as_deref(), Some("https://t.example/1"));
        let mut unknown = discovered("Tosca", "2026-12-05");
        unknown.category = "Polka".into();
        assert_eq!(
            validate_event(&unknown, None, en()).unwrap().category,
            "Other"
        );

        let mut bad = discovered(" ", "12/05/2026");
        bad.end_date = Some("2026-12-04".into());
        bad.image = Some("javascript:alert(1)".into());
        bad.description = "bell\u{7}".into();
        let errors = validate_event(&bad, Some("javascript:alert(1)"), en()).unwrap_err();
        assert_eq!(errors.message("title"), Some("Title is required"));
        assert_eq!(
            errors.message("date"),
            Some("The date must be a date (YYYY-MM-DD)")
        );
        assert_eq!(
            errors.message("ticketUrl"),
            Some("Ticket URL must be a web address starting with http:// or https://")
        );
        assert!(errors.message("image").is_some());
        assert_eq!(
            errors.message("description"),
            Some("Description contains characters that are not allowed")
        );
        let mut backwards = discovered("Tosca", "2026-12-05");
        backwards.end_date = Some("2026-12-04".into());
        assert_eq!(
            validate_event(&backwards, None, en())
                .unwrap_err()
                .message("endDate"),
            Some("The end date is before the start date")
        );
    }

    #[test]
    fn place_links_must_be_web_addresses() {
        let activity: Activity = serde_json::from_value(json!({
            "id": 0, "name": "Beach", "description": "Sand",
            "website": "javascript:alert(document.cookie)", "image": "/public-objects/x.jpg",
            "phone": "941\u{1b}[31m"
        }))
        .unwrap();
        let errors = validate_activity_fields(&activity, en()).unwrap_err();
        assert_eq!(
            errors.message("website"),
            Some("Website must be a web address starting with http:// or https://")
        );
        assert_eq!(errors.message("image"), None);
        assert_eq!(
            errors.message("phone"),
            Some("Phone contains characters that are not allowed")
        );
        let mut located = Activity::named(1, "Beach");
        located.description = "Sand".into();
        located.latitude = Some(27.2656);
        located.longitude = Some(-82.5525);
        assert!(validate_activity_fields(&located, en()).is_ok());
        located.longitude = Some(f64::NEG_INFINITY);
        let errors = validate_activity_fields(&located, en()).unwrap_err();
        assert!(errors.message("longitude").is_some());
        let restaurant: Restaurant = serde_json::from_value(json!({
            "id": 0, "name": "X", "description": "Y", "reservationUrl": "data:text/html,hi",
            "website": "https://x.example", "openHours": "x".repeat(MAX_LINE + 1)
        }))
        .unwrap();
        let errors = validate_restaurant(&restaurant, en()).unwrap_err();
        assert!(errors.message("reservationUrl").is_some());
        assert_eq!(errors.message("website"), None);
        assert_eq!(
            errors.message("openHours"),
            Some("Open hours must be at most 300 characters")
        );
    }
}

/// `GET /api/admin/weekly`: the weekly e-mail, 'This weekend in <city>',
/// as staff see it (#37): who gets it and what the next issue holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct WeeklyOverview {
    /// Confirmed subscribers.
    pub subscribers: i64,
    /// Subscribed, waiting for their link.
    pub waiting: i64,
    /// When the next issue goes ('Thursday, December 3 · 9:00 AM'), in the
    /// dashboard's language; this week's while it is being sent.
    pub next_issue: String,
    /// This week's issue is due: the pass is writing it.
    pub sending: bool,
    /// The events of the issue for every category, as the guide is now.
    pub events: usize,
    pub subject: String,
    /// The issue's HTML for every category, its links not a subscriber's;
    /// none when that weekend has nothing (no one would get an e-mail).
    pub preview: Option<String>,
    /// The introduction staff wrote for that issue; none yet.
    pub intro: Option<crate::plan::weekly::IssueIntro>,
}
