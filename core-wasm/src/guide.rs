//! The visitors' bindings, and the dashboard's behind the feature `admin`.

use crate::{city_zone, from_js, js_error, parse_date, to_js};
use guide_core::activities;
use guide_core::admin;
use guide_core::areas::{self, AreaTable};
use guide_core::display;
use guide_core::events::{self, EventQuery};
use guide_core::favorites::{self, Favorites, ItemType, SavedItem};
use guide_core::hours;
use guide_core::lists;
#[cfg(feature = "admin")]
use guide_core::model::{ActivityType, PriceRange};
use guide_core::model::{EventStatus, VenueRef};
use guide_core::pages::{self, ItemKind};
use guide_core::pictures::{self, Picture};
use guide_core::related;
use guide_core::restaurants::{self, WallClock};
use guide_core::search;
#[cfg(feature = "admin")]
use guide_core::sources;
use guide_core::suggestion::{self, SuggestionType};
use guide_core::validation::{FieldError, ValidationErrors};
use guide_core::visit_plan;
use wasm_bindgen::prelude::*;

fn field_errors(result: Result<impl Sized, ValidationErrors>) -> Result<JsValue, JsError> {
    let errors: Vec<FieldError> = result.err().map(|e| e.errors).unwrap_or_default();
    to_js(&errors)
}

// ---- Display ----

/// `display::format_event_date_range`: 'Dec 5', 'Dec 5-7', 'Dec 30 - Jan 2'.
#[wasm_bindgen(js_name = formatEventDateRange)]
pub fn format_event_date_range(date: &str, end_date: Option<String>) -> Result<String, JsError> {
    let end = end_date.as_deref().map(parse_date).transpose()?;
    Ok(display::format_event_date_range(parse_date(date)?, end))
}

/// `CityZone::today`: the date (`YYYY-MM-DD`) at `unix_ms` (`Date.now()`)
/// in the city's zone (`SiteInfo.timeZone`), whatever the visitor's own.
#[wasm_bindgen(js_name = cityToday)]
pub fn city_today(unix_ms: f64, time_zone: &str) -> Result<String, JsError> {
    Ok(city_zone(time_zone)?.today(unix_ms as i64).to_string())
}

/// `DateChoice::ALL` with `label()`: the events page's date dropdown, as
/// `[value, label]`.
#[wasm_bindgen(js_name = dateChoices, unchecked_return_type = "[DateChoice, string][]")]
pub fn date_choices() -> Result<JsValue, JsError> {
    let choices: Vec<(&str, &str)> = guide_core::date_filter::DateChoice::ALL
        .iter()
        .map(|c| (c.as_str(), c.label()))
        .collect();
    to_js(&choices)
}

/// `display::format_long_date`: 'Saturday, December 5, 2026'.
#[wasm_bindgen(js_name = formatLongDate)]
pub fn format_long_date(date: &str) -> Result<String, JsError> {
    Ok(display::format_long_date(parse_date(date)?))
}

/// `display::cuisine_label`: 'Other · Peruvian'.
#[wasm_bindgen(js_name = cuisineLabel)]
pub fn cuisine_label(cuisine: Option<String>, detail: Option<String>) -> String {
    display::cuisine_label(cuisine.as_deref(), detail.as_deref())
}

/// `display::format_count`.
#[wasm_bindgen(js_name = formatCount)]
pub fn format_count(count: f64) -> String {
    display::format_count(count.max(0.0) as u64)
}

/// `display::format_phone`.
#[wasm_bindgen(js_name = formatPhone)]
pub fn format_phone(phone: &str) -> String {
    display::format_phone(phone)
}

/// `display::tel_url`: the `tel:` link of a phone, if it can be dialled.
#[wasm_bindgen(js_name = telUrl)]
pub fn tel_url(phone: &str) -> Option<String> {
    display::tel_url(phone)
}

/// `display::price_label`.
#[wasm_bindgen(js_name = priceLabel)]
pub fn price_label(price: Option<String>) -> String {
    display::price_label(price.as_deref())
}

/// `display::rating_out_of_10`.
#[wasm_bindgen(js_name = ratingOutOf10)]
pub fn rating_out_of_10(rating: Option<f64>) -> String {
    display::rating_out_of_10(rating)
}

/// `display::rating_out_of_5`.
#[wasm_bindgen(js_name = ratingOutOf5)]
pub fn rating_out_of_5(rating: Option<f64>) -> String {
    display::rating_out_of_5(rating)
}

/// `pictures::shown_picture`: the attributes of an item's picture in `place`.
#[wasm_bindgen(js_name = shownPicture, unchecked_return_type = "ShownPicture | null")]
pub fn shown_picture(
    image: Option<String>,
    #[wasm_bindgen(unchecked_param_type = "Picture | null | undefined")] picture: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Place")] place: JsValue,
) -> Result<JsValue, JsError> {
    let picture: Option<Picture> = from_js(picture)?;
    to_js(&pictures::shown_picture(
        image.as_deref(),
        picture.as_ref(),
        from_js(place)?,
    ))
}

/// `display::category_color`.
#[wasm_bindgen(js_name = categoryColor)]
pub fn category_color(category: &str) -> String {
    display::category_color(category).to_string()
}

/// `display::home_category_color`.
#[wasm_bindgen(js_name = homeCategoryColor)]
pub fn home_category_color(category: &str) -> String {
    display::home_category_color(category).to_string()
}

/// `display::area_maps_url`.
#[wasm_bindgen(js_name = areaMapsUrl)]
pub fn area_maps_url(area: &str, city: &str) -> String {
    display::area_maps_url(area, city)
}

/// `display::place_maps_url`.
#[wasm_bindgen(js_name = placeMapsUrl)]
pub fn place_maps_url(name: &str, address: Option<String>) -> String {
    display::place_maps_url(name, address.as_deref())
}

/// `display::directions_url`.
#[wasm_bindgen(js_name = directionsUrl)]
pub fn directions_url(name: &str, address: Option<String>) -> String {
    display::directions_url(name, address.as_deref())
}

// ---- Events ----

/// `events::category_label`: 'Festivals' for Festival.
#[wasm_bindgen(js_name = categoryLabel)]
pub fn category_label(category: &str) -> String {
    events::category_label(category).to_string()
}

/// `EventStatus::badge`: 'Cancelled' or 'Postponed'; nothing while an
/// event takes place (or for a word this build does not know).
#[wasm_bindgen(js_name = eventStatusBadge)]
pub fn event_status_badge(status: Option<String>) -> Option<String> {
    status
        .as_deref()
        .and_then(EventStatus::parse)
        .and_then(EventStatus::badge)
        .map(str::to_string)
}

/// `events::CATEGORIES`: the category values of the events page, in order.
#[wasm_bindgen(js_name = eventCategories)]
pub fn event_categories() -> Vec<String> {
    events::CATEGORIES
        .iter()
        .map(|(value, _)| value.to_string())
        .collect()
}

/// `SearchKind::label`: a result group's heading ('Events', 'Venues'…).
#[wasm_bindgen(js_name = searchKindLabel)]
pub fn search_kind_label(
    #[wasm_bindgen(unchecked_param_type = "SearchKind")] kind: JsValue,
) -> Result<String, JsError> {
    let kind: search::SearchKind = from_js(kind)?;
    Ok(kind.label().to_string())
}

/// `EventQuery::from_address`: the events list's filters named by its
/// address's query, as `[...new URLSearchParams(location.search)]`.
#[wasm_bindgen(js_name = eventQueryOfAddress, unchecked_return_type = "EventQuery")]
pub fn event_query_of_address(
    #[wasm_bindgen(unchecked_param_type = "[string, string][]")] params: JsValue,
) -> Result<JsValue, JsError> {
    let pairs: Vec<(String, String)> = from_js(params)?;
    let query = EventQuery::from_address(pairs.iter().map(|(k, v)| (k.as_str(), v.as_str())))
        .map_err(js_error)?;
    to_js(&query)
}

/// `lists::shown_of`: how many items a list shows for its address's
/// `shown` value (blank when absent).
#[wasm_bindgen(js_name = listShown)]
pub fn list_shown(value: &str) -> usize {
    lists::shown_of(Some(value).filter(|v| !v.is_empty()))
}

/// `lists::shown_after_more`: how many a list shows after "Show more".
#[wasm_bindgen(js_name = listShownAfterMore)]
pub fn list_shown_after_more(shown: usize) -> usize {
    lists::shown_after_more(shown)
}

// ---- Restaurants ----

/// `AreaTable::group_restaurants`, with the site's table (`SiteInfo.areas`).
#[wasm_bindgen(js_name = groupRestaurants, unchecked_return_type = "AreaGroup[]")]
pub fn group_restaurants(
    #[wasm_bindgen(unchecked_param_type = "Restaurant[]")] restaurants: JsValue,
    #[wasm_bindgen(unchecked_param_type = "AreaTable")] table: JsValue,
) -> Result<JsValue, JsError> {
    let table: AreaTable = from_js(table)?;
    to_js(&table.group_restaurants(&from_js::<Vec<_>>(restaurants)?))
}

/// `areas::count_with_coordinates`.
#[wasm_bindgen(js_name = countWithCoordinates)]
pub fn count_with_coordinates(
    #[wasm_bindgen(unchecked_param_type = "Restaurant[]")] restaurants: JsValue,
) -> Result<usize, JsError> {
    Ok(areas::count_with_coordinates(&from_js::<Vec<_>>(
        restaurants,
    )?))
}

/// `restaurants::filter_restaurants` at the city's clock (`Date.now()` and
/// `SiteInfo.timeZone`): positions into `restaurants`.
#[wasm_bindgen(js_name = filterRestaurants)]
pub fn filter_restaurants(
    #[wasm_bindgen(unchecked_param_type = "Restaurant[]")] restaurants: JsValue,
    #[wasm_bindgen(unchecked_param_type = "AreaTable")] table: JsValue,
    #[wasm_bindgen(unchecked_param_type = "RestaurantQuery")] query: JsValue,
    unix_ms: f64,
    time_zone: &str,
) -> Result<Vec<u32>, JsError> {
    let now = WallClock::at(city_zone(time_zone)?, unix_ms as i64);
    Ok(restaurants::filter_restaurants(
        &from_js::<Vec<_>>(restaurants)?,
        &from_js(table)?,
        &from_js(query)?,
        now,
    ))
}

/// `hours::open_now` at the city's clock: whether a place whose hours read
/// `open_hours` is open now; `undefined` when they cannot be read.
#[wasm_bindgen(js_name = openNow)]
pub fn open_now(
    open_hours: Option<String>,
    unix_ms: f64,
    time_zone: &str,
) -> Result<Option<bool>, JsError> {
    let Some(now) = WallClock::at(city_zone(time_zone)?, unix_ms as i64) else {
        return Ok(None);
    };
    Ok(hours::open_now(
        open_hours.as_deref(),
        now.weekday,
        now.minutes,
    ))
}

/// `restaurants::restaurant_choices`: Dining's cuisine and area menus.
#[wasm_bindgen(js_name = restaurantChoices, unchecked_return_type = "RestaurantChoices")]
pub fn restaurant_choices(
    #[wasm_bindgen(unchecked_param_type = "Restaurant[]")] restaurants: JsValue,
    #[wasm_bindgen(unchecked_param_type = "AreaTable")] table: JsValue,
) -> Result<JsValue, JsError> {
    let table: AreaTable = from_js(table)?;
    to_js(&restaurants::restaurant_choices(
        &from_js::<Vec<_>>(restaurants)?,
        &table,
    ))
}

// ---- The plan ----

/// `itinerary::itinerary`: My Favorites by day (`items` as saved, `events`
/// the guide's list, `today` the city's date).
#[wasm_bindgen(unchecked_return_type = "Itinerary")]
pub fn itinerary(
    #[wasm_bindgen(unchecked_param_type = "SavedItem[]")] items: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Event[]")] events: JsValue,
    today: &str,
) -> Result<JsValue, JsError> {
    to_js(&guide_core::itinerary::itinerary(
        &from_js::<Vec<_>>(items)?,
        &from_js::<Vec<_>>(events)?,
        parse_date(today)?,
    ))
}

// ---- A shared plan ----

/// `share::share_token`: the plan as a link's fragment ('e12.a3.r9').
#[wasm_bindgen(js_name = shareToken)]
pub fn share_token(
    #[wasm_bindgen(unchecked_param_type = "SavedItem[]")] items: JsValue,
) -> Result<String, JsError> {
    Ok(guide_core::share::share_token(&from_js::<Vec<_>>(items)?))
}

/// `share::parse_share_token` then `share::shared_plan`: the items a link's
/// fragment names, from the guide's lists. A fragment the guide did not
/// write throws the sentence to show.
#[wasm_bindgen(js_name = sharedPlan, unchecked_return_type = "SharedPlan")]
pub fn shared_plan(
    token: &str,
    #[wasm_bindgen(unchecked_param_type = "Event[]")] events: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Activity[]")] activities: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Restaurant[]")] restaurants: JsValue,
) -> Result<JsValue, JsError> {
    let wanted = guide_core::share::parse_share_token(token).map_err(|e| JsError::new(&e))?;
    to_js(&guide_core::share::shared_plan(
        &wanted,
        &from_js::<Vec<_>>(events)?,
        &from_js::<Vec<_>>(activities)?,
        &from_js::<Vec<_>>(restaurants)?,
    ))
}

// ---- Activities ----

/// `activities::filter_activities`: positions into `activities`.
#[wasm_bindgen(js_name = filterActivities)]
pub fn filter_activities(
    #[wasm_bindgen(unchecked_param_type = "Activity[]")] activities: JsValue,
    #[wasm_bindgen(unchecked_param_type = "ActivityQuery")] query: JsValue,
) -> Result<Vec<u32>, JsError> {
    Ok(activities::filter_activities(
        &from_js::<Vec<_>>(activities)?,
        &from_js(query)?,
    ))
}

/// `activities::activity_type_choices`: `[value, label]` pairs.
#[wasm_bindgen(js_name = activityTypeChoices, unchecked_return_type = "[ActivityType, string][]")]
pub fn activity_type_choices(
    #[wasm_bindgen(unchecked_param_type = "Activity[]")] activities: JsValue,
) -> Result<JsValue, JsError> {
    to_js(&activities::activity_type_choices(&from_js::<Vec<_>>(
        activities,
    )?))
}

// ---- Item pages ----

/// `pages::item_path`: `/events/12-swan-lake`.
#[wasm_bindgen(js_name = itemPath)]
pub fn item_path(
    #[wasm_bindgen(unchecked_param_type = "ItemKind")] kind: JsValue,
    id: f64,
    title: &str,
) -> Result<String, JsError> {
    Ok(pages::item_path(from_js(kind)?, id as i64, title))
}

/// `pages::parse_item_path`: the item id an address names, if any.
#[wasm_bindgen(js_name = itemIdOfPath)]
pub fn item_id_of_path(path: &str) -> Option<f64> {
    pages::parse_item_path(path).map(|(_, id)| id as f64)
}

/// `pages::date_range_from`: 'Saturday, December 12', with the year when
/// it is not `today`'s.
#[wasm_bindgen(js_name = fullDateRange)]
pub fn full_date_range(
    date: &str,
    end_date: Option<String>,
    today: &str,
) -> Result<String, JsError> {
    let end = end_date.as_deref().map(parse_date).transpose()?;
    Ok(pages::date_range_from(
        parse_date(date)?,
        end,
        parse_date(today)?,
    ))
}

/// `pages::route_title`: a screen's title, by its path.
#[wasm_bindgen(js_name = routeTitle)]
pub fn route_title(path: &str, brand: &str) -> Option<String> {
    pages::route_title(path, brand)
}

/// `pages::not_found_title`: the 404 page's title.
#[wasm_bindgen(js_name = notFoundTitle)]
pub fn not_found_title(brand: &str) -> String {
    pages::not_found_title(brand)
}

/// `pages::event_title`, `activity_title` or `restaurant_title`.
#[wasm_bindgen(js_name = itemTitle)]
pub fn item_title(
    #[wasm_bindgen(unchecked_param_type = "ItemKind")] kind: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Event | Activity | Restaurant")] item: JsValue,
    brand: &str,
) -> Result<String, JsError> {
    Ok(match from_js(kind)? {
        ItemKind::Event => pages::event_title(&from_js(item)?, brand),
        ItemKind::Activity => pages::activity_title(&from_js(item)?, brand),
        ItemKind::Restaurant => pages::restaurant_title(&from_js(item)?, brand),
    })
}

/// `related::more_at_venue`, as many as an event's page shows
/// (`related::MORE_AT_VENUE`): positions into `events`.
#[wasm_bindgen(js_name = moreAtVenue)]
pub fn more_at_venue(
    #[wasm_bindgen(unchecked_param_type = "Event[]")] events: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Event")] event: JsValue,
    today: &str,
) -> Result<Vec<u32>, JsError> {
    let events: Vec<guide_core::model::Event> = from_js(events)?;
    Ok(related::more_at_venue(
        &events,
        &from_js(event)?,
        parse_date(today)?,
        related::MORE_AT_VENUE,
    ))
}

/// `related::nearby`, with the site's area table.
#[wasm_bindgen(unchecked_return_type = "Nearby")]
pub fn nearby(
    #[wasm_bindgen(unchecked_param_type = "AreaTable")] table: JsValue,
    #[wasm_bindgen(unchecked_param_type = "ItemKind")] kind: JsValue,
    id: f64,
    #[wasm_bindgen(unchecked_param_type = "Activity[]")] activities: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Restaurant[]")] restaurants: JsValue,
    limit: usize,
) -> Result<JsValue, JsError> {
    let table: AreaTable = from_js(table)?;
    let activities: Vec<guide_core::model::Activity> = from_js(activities)?;
    let restaurants: Vec<guide_core::model::Restaurant> = from_js(restaurants)?;
    let item = (from_js(kind)?, id as i64);
    to_js(&related::nearby(
        &table,
        item,
        &activities,
        &restaurants,
        limit,
    ))
}

// ---- Favorites ----

/// `favorites::Favorites`, as stored in the browser.
#[wasm_bindgen]
pub struct FavoritesState {
    inner: Favorites,
}

#[wasm_bindgen]
impl FavoritesState {
    /// Reads the stored value (missing or corrupt: an empty plan).
    #[wasm_bindgen(js_name = fromStorage)]
    pub fn from_storage(stored: Option<String>) -> FavoritesState {
        // The browser's own JSON parser; core decides what is kept.
        let root = stored
            .and_then(|text| js_sys::JSON::parse(&text).ok())
            .map(Stored);
        FavoritesState {
            inner: Favorites::from_stored(root),
        }
    }

    /// `Favorites::plan_cookie`: what `document.cookie` is set to after a change.
    #[wasm_bindgen(js_name = planCookie)]
    pub fn plan_cookie(&self) -> String {
        self.inner.plan_cookie()
    }

    #[wasm_bindgen(js_name = toStorage)]
    pub fn to_storage(&self) -> Result<String, JsError> {
        // The browser's own JSON writer: no JSON code in the module.
        let value = to_js(&self.inner.persisted())?;
        js_sys::JSON::stringify(&value)
            .map(String::from)
            .map_err(|_| JsError::new("the plan could not be stored"))
    }

    #[wasm_bindgen(getter)]
    pub fn count(&self) -> usize {
        self.inner.count()
    }

    pub fn contains(
        &self,
        #[wasm_bindgen(unchecked_param_type = "ItemType")] kind: JsValue,
        id: f64,
    ) -> Result<bool, JsError> {
        Ok(self.inner.contains(from_js(kind)?, id as i64))
    }

    /// Returns whether the item was added (false when already saved).
    pub fn add(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "SavedItem")] item: JsValue,
    ) -> Result<bool, JsError> {
        Ok(self.inner.add(from_js(item)?))
    }

    /// `Favorites::add_all`: saves those not saved yet; returns how many.
    #[wasm_bindgen(js_name = addAll)]
    pub fn add_all(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "SavedItem[]")] items: JsValue,
    ) -> Result<u32, JsError> {
        Ok(self.inner.add_all(from_js(items)?) as u32)
    }

    pub fn remove(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "ItemType")] kind: JsValue,
        id: f64,
    ) -> Result<bool, JsError> {
        Ok(self.inner.remove(from_js(kind)?, id as i64))
    }

    /// `Favorites::position`: where the item stands, if saved.
    pub fn position(
        &self,
        #[wasm_bindgen(unchecked_param_type = "ItemType")] kind: JsValue,
        id: f64,
    ) -> Result<Option<u32>, JsError> {
        Ok(self
            .inner
            .position(from_js(kind)?, id as i64)
            .map(|p| p as u32))
    }

    /// `Favorites::restore`: Undo after a Remove.
    pub fn restore(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "SavedItem")] item: JsValue,
        position: u32,
    ) -> Result<bool, JsError> {
        Ok(self.inner.restore(from_js(item)?, position as usize))
    }

    /// Returns whether the item is saved afterwards.
    pub fn toggle(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "SavedItem")] item: JsValue,
    ) -> Result<bool, JsError> {
        Ok(self.inner.toggle(from_js(item)?))
    }

    pub fn clear(&mut self) {
        self.inner.clear();
    }

    #[wasm_bindgen(unchecked_return_type = "SavedItem[]")]
    pub fn items(&self) -> Result<JsValue, JsError> {
        to_js(self.inner.items())
    }

    #[wasm_bindgen(js_name = byType, unchecked_return_type = "SavedItem[]")]
    pub fn by_type(
        &self,
        #[wasm_bindgen(unchecked_param_type = "ItemType")] kind: JsValue,
    ) -> Result<JsValue, JsError> {
        to_js(&self.inner.by_type(from_js(kind)?))
    }

    /// The items as the send calls carry them.
    #[wasm_bindgen(js_name = sendItems, unchecked_return_type = "SendItem[]")]
    pub fn send_items(&self) -> Result<JsValue, JsError> {
        to_js(&self.inner.send_items())
    }
}

/// A value from the browser's `JSON.parse`, as core's storage rules read it.
struct Stored(JsValue);

impl favorites::StoredNode for Stored {
    fn field(&self, key: &str) -> Option<Stored> {
        self.0
            .is_object()
            .then(|| js_sys::Reflect::get(&self.0, &JsValue::from_str(key)).ok())
            .flatten()
            .map(Stored)
    }

    fn elements(&self) -> Option<Vec<Stored>> {
        js_sys::Array::is_array(&self.0)
            .then(|| js_sys::Array::from(&self.0).iter().map(Stored).collect())
    }

    fn saved_item(&self) -> Option<SavedItem> {
        from_js(self.0.clone()).ok()
    }
}

/// `SavedItem::from_event`.
#[wasm_bindgen(js_name = savedFromEvent, unchecked_return_type = "SavedItem")]
pub fn saved_from_event(
    #[wasm_bindgen(unchecked_param_type = "Event")] event: JsValue,
) -> Result<JsValue, JsError> {
    to_js(&SavedItem::from_event(&from_js(event)?))
}

/// `SavedItem::from_activity`.
#[wasm_bindgen(js_name = savedFromActivity, unchecked_return_type = "SavedItem")]
pub fn saved_from_activity(
    #[wasm_bindgen(unchecked_param_type = "Activity")] activity: JsValue,
) -> Result<JsValue, JsError> {
    to_js(&SavedItem::from_activity(&from_js(activity)?))
}

/// `SavedItem::from_restaurant`.
#[wasm_bindgen(js_name = savedFromRestaurant, unchecked_return_type = "SavedItem")]
pub fn saved_from_restaurant(
    #[wasm_bindgen(unchecked_param_type = "Restaurant")] restaurant: JsValue,
) -> Result<JsValue, JsError> {
    to_js(&SavedItem::from_restaurant(&from_js(restaurant)?))
}

// ---- Validation: each returns the broken rules, empty when valid ----

/// `suggestion::validate_suggestion`.
#[wasm_bindgen(js_name = validateSuggestion, unchecked_return_type = "FieldError[]")]
pub fn validate_suggestion(
    #[wasm_bindgen(unchecked_param_type = "SuggestionForm")] form: JsValue,
) -> Result<JsValue, JsError> {
    field_errors(suggestion::validate_suggestion(&from_js(form)?))
}

/// `visit_plan::validate_plan_to_curator`.
#[wasm_bindgen(js_name = validatePlanToCurator, unchecked_return_type = "FieldError[]")]
pub fn validate_plan_to_curator(
    #[wasm_bindgen(unchecked_param_type = "PlanToCurator")] plan: JsValue,
) -> Result<JsValue, JsError> {
    field_errors(visit_plan::validate_plan_to_curator(&from_js(plan)?))
}

/// `visit_plan::validate_plan_to_self`.
#[wasm_bindgen(js_name = validatePlanToSelf, unchecked_return_type = "FieldError[]")]
pub fn validate_plan_to_self(
    #[wasm_bindgen(unchecked_param_type = "PlanToSelf")] plan: JsValue,
) -> Result<JsValue, JsError> {
    field_errors(visit_plan::validate_plan_to_self(&from_js(plan)?))
}

#[cfg(feature = "admin")]
/// `admin::validate_restaurant`.
#[wasm_bindgen(js_name = validateRestaurant, unchecked_return_type = "FieldError[]")]
pub fn validate_restaurant(
    #[wasm_bindgen(unchecked_param_type = "Restaurant")] restaurant: JsValue,
) -> Result<JsValue, JsError> {
    field_errors(admin::validate_restaurant(&from_js(restaurant)?))
}

#[cfg(feature = "admin")]
/// `admin::validate_event` on the event edit form's body.
#[wasm_bindgen(js_name = validateEvent, unchecked_return_type = "FieldError[]")]
pub fn validate_event(
    #[wasm_bindgen(unchecked_param_type = "EventEdit")] edit: JsValue,
) -> Result<JsValue, JsError> {
    let edit: guide_core::api::EventEdit = from_js(edit)?;
    field_errors(admin::validate_event(&edit.event, edit.ticket_url.as_deref()).map(|_| ()))
}

#[cfg(feature = "admin")]
/// `admin::validate_activity`: the toast to show, or undefined when valid.
#[wasm_bindgen(js_name = validateActivity, unchecked_return_type = "Notice | undefined")]
pub fn validate_activity(
    #[wasm_bindgen(unchecked_param_type = "Activity")] activity: JsValue,
) -> Result<JsValue, JsError> {
    match admin::validate_activity(&from_js(activity)?) {
        Ok(()) => Ok(JsValue::UNDEFINED),
        Err(notice) => to_js(&notice),
    }
}

#[cfg(feature = "admin")]
/// `admin::validate_scrape_url`: the toast to show, or undefined when valid.
#[wasm_bindgen(js_name = validateScrapeUrl, unchecked_return_type = "Notice | undefined")]
pub fn validate_scrape_url(url: &str) -> Result<JsValue, JsError> {
    match admin::validate_scrape_url(url) {
        Ok(_) => Ok(JsValue::UNDEFINED),
        Err(notice) => to_js(&notice),
    }
}

/// `admin::validate_image_upload`: the alert to show, or undefined.
#[wasm_bindgen(js_name = validateImageUpload)]
pub fn validate_image_upload(content_type: &str, size: f64) -> Option<String> {
    admin::validate_image_upload(content_type, size.max(0.0) as u64).err()
}

#[cfg(feature = "admin")]
/// `admin::events_page_for`.
#[wasm_bindgen(js_name = eventsPageFor)]
pub fn events_page_for(
    #[wasm_bindgen(unchecked_param_type = "AdminVenue")] venue: JsValue,
) -> Result<String, JsError> {
    Ok(admin::events_page_for(&from_js(venue)?))
}

#[cfg(feature = "admin")]
/// `admin::can_discover`.
#[wasm_bindgen(js_name = canDiscover)]
pub fn can_discover(
    #[wasm_bindgen(unchecked_param_type = "AdminVenue[]")] venues: JsValue,
    custom_urls: Vec<String>,
) -> Result<bool, JsError> {
    Ok(admin::can_discover(
        &from_js::<Vec<_>>(venues)?,
        &custom_urls,
    ))
}

// ---- Followed sources (the dashboard's) ----

#[cfg(feature = "admin")]
/// `SourceForm::validate`: the broken rules of the source form, empty when valid.
#[wasm_bindgen(js_name = validateSource, unchecked_return_type = "FieldError[]")]
pub fn validate_source(
    #[wasm_bindgen(unchecked_param_type = "SourceForm")] form: JsValue,
) -> Result<JsValue, JsError> {
    field_errors(from_js::<sources::SourceForm>(form)?.validate())
}

#[cfg(feature = "admin")]
/// `sources::SCHEDULE_CHOICES` with `schedule_label`: the form's schedules
/// (null: only when run), and the default.
#[wasm_bindgen(js_name = scheduleChoices, unchecked_return_type = "[number | null, string][]")]
pub fn schedule_choices() -> Result<JsValue, JsError> {
    let choices: Vec<(Option<u32>, String)> = sources::SCHEDULE_CHOICES
        .into_iter()
        .map(|hours| (hours, sources::schedule_label(hours)))
        .collect();
    to_js(&choices)
}

#[cfg(feature = "admin")]
/// `sources::schedule_label`: 'Every 6 hours', 'Only when run'.
#[wasm_bindgen(js_name = scheduleLabel)]
pub fn schedule_label(every_hours: Option<u32>) -> String {
    sources::schedule_label(every_hours)
}

#[cfg(feature = "admin")]
/// `sources::DEFAULT_EVERY_HOURS`.
#[wasm_bindgen(js_name = defaultEveryHours)]
pub fn default_every_hours() -> u32 {
    sources::DEFAULT_EVERY_HOURS
}

#[cfg(feature = "admin")]
/// `sources::inbox_choices`: the actions that fit every one of the items.
#[wasm_bindgen(js_name = inboxChoices, unchecked_return_type = "InboxChoice[]")]
pub fn inbox_choices(
    #[wasm_bindgen(unchecked_param_type = "InboxItem[]")] items: JsValue,
) -> Result<JsValue, JsError> {
    to_js(&sources::inbox_choices(&from_js::<Vec<_>>(items)?))
}

#[cfg(feature = "admin")]
/// `InboxItem::label`: why it waits ('Changed', 'Cancelled by its source').
#[wasm_bindgen(js_name = inboxLabel)]
pub fn inbox_label(
    #[wasm_bindgen(unchecked_param_type = "InboxItem")] item: JsValue,
) -> Result<String, JsError> {
    Ok(from_js::<sources::InboxItem>(item)?.label().to_string())
}

#[cfg(feature = "admin")]
/// `sources::venues_to_follow`: discovery's venues no source follows yet.
#[wasm_bindgen(js_name = venuesToFollow, unchecked_return_type = "AdminVenue[]")]
pub fn venues_to_follow(
    #[wasm_bindgen(unchecked_param_type = "AdminVenue[]")] venues: JsValue,
    #[wasm_bindgen(unchecked_param_type = "SourceView[]")] sources: JsValue,
) -> Result<JsValue, JsError> {
    to_js(&sources::venues_to_follow(
        &from_js::<Vec<_>>(venues)?,
        &from_js::<Vec<_>>(sources)?,
    ))
}

#[cfg(feature = "admin")]
/// `SourceForm::for_venue`: a venue followed at its events page, or
/// undefined while it has none.
#[wasm_bindgen(js_name = sourceForVenue, unchecked_return_type = "SourceForm | undefined")]
pub fn source_for_venue(
    #[wasm_bindgen(unchecked_param_type = "AdminVenue")] venue: JsValue,
) -> Result<JsValue, JsError> {
    match sources::SourceForm::for_venue(&from_js(venue)?) {
        Some(form) => to_js(&form),
        None => Ok(JsValue::UNDEFINED),
    }
}

// ---- Constants and labels of the spec, so that the web app does not repeat them ----

#[cfg(feature = "admin")]
/// `admin::IMAGE_ACCEPT`: what the upload's file picker accepts.
#[wasm_bindgen(js_name = imageAccept)]
pub fn image_accept() -> String {
    admin::IMAGE_ACCEPT.to_string()
}

#[cfg(feature = "admin")]
/// `EventStatus::ALL` with their labels: the event form's status menu.
#[wasm_bindgen(js_name = eventStatuses, unchecked_return_type = "[EventStatus, string][]")]
pub fn event_statuses() -> Result<JsValue, JsError> {
    let choices: Vec<(&str, &str)> = EventStatus::ALL
        .iter()
        .map(|s| (s.as_str(), s.label()))
        .collect();
    to_js(&choices)
}

#[cfg(feature = "admin")]
/// `ActivityType::ALL`: the activity form's type choices, in order.
#[wasm_bindgen(js_name = activityTypes, unchecked_return_type = "ActivityType[]")]
pub fn activity_types() -> Vec<String> {
    ActivityType::ALL
        .iter()
        .map(|t| t.as_str().to_string())
        .collect()
}

#[cfg(feature = "admin")]
/// `ActivityType::default()`: 'attraction'.
#[wasm_bindgen(js_name = defaultActivityType, unchecked_return_type = "ActivityType")]
pub fn default_activity_type() -> String {
    ActivityType::default().as_str().to_string()
}

#[cfg(feature = "admin")]
/// `PriceRange::ALL`: the restaurant form's price choices, in order.
#[wasm_bindgen(js_name = priceRanges, unchecked_return_type = "PriceRange[]")]
pub fn price_ranges() -> Vec<String> {
    PriceRange::ALL
        .iter()
        .map(|p| p.as_str().to_string())
        .collect()
}

#[cfg(feature = "admin")]
/// `PriceRange::default()`: '$$'.
#[wasm_bindgen(js_name = defaultPriceRange, unchecked_return_type = "PriceRange")]
pub fn default_price_range() -> String {
    PriceRange::default().as_str().to_string()
}

#[cfg(feature = "admin")]
/// `areas::AREA_OPTIONS`: the restaurant form's area choices, in order.
#[wasm_bindgen(js_name = areaOptions)]
pub fn area_options() -> Vec<String> {
    areas::AREA_OPTIONS.iter().map(|a| a.to_string()).collect()
}

#[cfg(feature = "admin")]
/// `model::CUISINE_OPTIONS`: the restaurant form's cuisine choices, in order.
#[wasm_bindgen(js_name = cuisineOptions)]
pub fn cuisine_options() -> Vec<String> {
    guide_core::model::CUISINE_OPTIONS
        .iter()
        .map(|c| c.to_string())
        .collect()
}

#[cfg(feature = "admin")]
/// `admin::RATING_MIN`, `RATING_MAX`, `RATING_STEP`: the rating input's bounds.
#[wasm_bindgen(js_name = ratingInput)]
pub fn rating_input() -> Vec<f64> {
    vec![admin::RATING_MIN, admin::RATING_MAX, admin::RATING_STEP]
}

#[cfg(feature = "admin")]
/// `ActivityType::label`: 'Museum' for 'museum'.
#[wasm_bindgen(js_name = activityTypeLabel)]
pub fn activity_type_label(activity_type: &str) -> Result<String, JsError> {
    ActivityType::parse(activity_type)
        .map(|t| t.label().to_string())
        .ok_or_else(|| JsError::new("unknown activity type"))
}

#[cfg(feature = "admin")]
/// `AreaDetection::summary`: 'Siesta Key (90% confidence, by ZIP code)'.
#[wasm_bindgen(js_name = areaDetectionSummary)]
pub fn area_detection_summary(
    detected_area: String,
    area_confidence: f64,
    area_detection_method: &str,
) -> Result<String, JsError> {
    let method = areas::DetectionMethod::parse(area_detection_method)
        .ok_or_else(|| JsError::new("unknown area detection method"))?;
    Ok(areas::AreaDetection {
        detected_area,
        area_confidence,
        area_detection_method: method,
    }
    .summary())
}

/// `favorites::STORAGE_KEY`: where the browser keeps the plan.
#[wasm_bindgen(js_name = favoritesStorageKey)]
pub fn favorites_storage_key() -> String {
    favorites::STORAGE_KEY.to_string()
}

/// `favorites::ADD_PULSE_MS`.
#[wasm_bindgen(js_name = addPulseMs)]
pub fn add_pulse_ms() -> u32 {
    favorites::ADD_PULSE_MS
}

/// `favorites::plan_recipient`: the curator, or 'our host'.
#[wasm_bindgen(js_name = planRecipient)]
pub fn plan_recipient(curator: &str) -> String {
    favorites::plan_recipient(curator).to_string()
}

/// `favorites::EMPTY_PLAN_LINKS`: the empty plan's link cards.
#[wasm_bindgen(js_name = emptyPlanLinks, unchecked_return_type = "PlanLink[]")]
pub fn empty_plan_links() -> Result<JsValue, JsError> {
    to_js(&favorites::EMPTY_PLAN_LINKS)
}

/// `display::EAGER_IMAGES`: the cards whose images load first.
#[wasm_bindgen(js_name = eagerImages)]
pub fn eager_images() -> usize {
    display::EAGER_IMAGES
}

/// `ItemType::label`: the badge of a saved item.
#[wasm_bindgen(js_name = itemTypeLabel)]
pub fn item_type_label(
    #[wasm_bindgen(unchecked_param_type = "ItemType")] kind: JsValue,
) -> Result<String, JsError> {
    Ok(from_js::<ItemType>(kind)?.label().to_string())
}

/// `SavedItem::details_url`: the 'View Details' link.
#[wasm_bindgen(js_name = savedItemDetailsUrl)]
pub fn saved_item_details_url(
    #[wasm_bindgen(unchecked_param_type = "SavedItem")] item: JsValue,
) -> Result<Option<String>, JsError> {
    Ok(from_js::<SavedItem>(item)?
        .details_url()
        .map(str::to_string))
}

/// `VenueRef::name`: the name a venue shows, known venue or not.
#[wasm_bindgen(js_name = venueName)]
pub fn venue_name(
    #[wasm_bindgen(unchecked_param_type = "VenueRef")] venue: JsValue,
) -> Result<String, JsError> {
    Ok(from_js::<VenueRef>(venue)?.name().to_string())
}

/// `Event::details_url`: where a card's Details leads.
#[wasm_bindgen(js_name = eventDetailsUrl)]
pub fn event_details_url(
    #[wasm_bindgen(unchecked_param_type = "Event")] event: JsValue,
) -> Result<Option<String>, JsError> {
    let event: guide_core::model::Event = from_js(event)?;
    Ok(event.details_url().map(str::to_string))
}

/// `VenueRef::is_tba`.
#[wasm_bindgen(js_name = isVenueTba)]
pub fn is_venue_tba(
    #[wasm_bindgen(unchecked_param_type = "VenueRef")] venue: JsValue,
) -> Result<bool, JsError> {
    Ok(from_js::<VenueRef>(venue)?.is_tba())
}

/// `suggestion::SUGGESTION_LIMITS`: each free field's longest text, as
/// `[field, characters]`.
#[wasm_bindgen(js_name = suggestionLimits, unchecked_return_type = "[string, number][]")]
pub fn suggestion_limits() -> Result<JsValue, JsError> {
    let limits: Vec<(&str, usize)> = suggestion::SUGGESTION_LIMITS
        .iter()
        .map(|(field, _, max)| (*field, *max))
        .collect();
    to_js(&limits)
}

/// `validation::characters_left`: what is left of `max` characters once a
/// field nears its limit; `undefined` while there is room.
#[wasm_bindgen(js_name = charactersLeft)]
pub fn characters_left(value: &str, max: u32) -> Option<f64> {
    guide_core::validation::characters_left(value, max as usize).map(|left| left as f64)
}

/// `SuggestionType::ALL` with `label()`: the type dropdown, as `[value, label]`.
#[wasm_bindgen(js_name = suggestionTypes, unchecked_return_type = "[SuggestionType, string][]")]
pub fn suggestion_types() -> Result<JsValue, JsError> {
    let choices: Vec<(&str, &str)> = SuggestionType::ALL
        .iter()
        .map(|t| (t.as_str(), t.label()))
        .collect();
    to_js(&choices)
}

#[cfg(feature = "admin")]
/// `SuggestionStatus::ALL` with `label()`: a stored suggestion's review
/// states, in order, as `[value, label]`.
#[wasm_bindgen(js_name = suggestionStatuses, unchecked_return_type = "[SuggestionStatus, string][]")]
pub fn suggestion_statuses() -> Result<JsValue, JsError> {
    let choices: Vec<(&str, &str)> = suggestion::SuggestionStatus::ALL
        .iter()
        .map(|s| (s.as_str(), s.label()))
        .collect();
    to_js(&choices)
}

#[cfg(feature = "admin")]
/// `suggestion::submitted_on`: a stored suggestion's time as the date it
/// came in on the city's calendar ('Nov 23, 2026').
#[wasm_bindgen(js_name = submittedOn)]
pub fn submitted_on(created_at: &str, time_zone: &str) -> Result<String, JsError> {
    Ok(suggestion::submitted_on(created_at, city_zone(time_zone)?))
}

#[cfg(feature = "admin")]
/// `SuggestionStatus::default()`: the state a visitor's suggestion starts in.
#[wasm_bindgen(js_name = defaultSuggestionStatus, unchecked_return_type = "SuggestionStatus")]
pub fn default_suggestion_status() -> String {
    suggestion::SuggestionStatus::default().as_str().to_string()
}

/// `visit_plan::NO_ITEMS_TITLE` and `NO_ITEMS_MESSAGE`: the empty-plan toast.
#[wasm_bindgen(js_name = noItemsNotice, unchecked_return_type = "Notice")]
pub fn no_items_notice() -> Result<JsValue, JsError> {
    to_js(&admin::Notice {
        title: visit_plan::NO_ITEMS_TITLE.to_string(),
        description: visit_plan::NO_ITEMS_MESSAGE.to_string(),
    })
}
