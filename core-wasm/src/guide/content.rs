//! `guide_core::content`: the lists' filters and choices, item addresses,
//! pictures, restaurants' areas and hours, and what an item page offers next.

use crate::prelude::binding;

#[binding]
pub(crate) mod exports {
    use crate::prelude::*;
    use crate::{city_zone, from_js, js_error, parse_date, to_js};
    use guide_core::content::activities;
    use guide_core::content::areas::{self, AreaTable};
    use guide_core::content::event_index::EventQuery;
    use guide_core::content::events;
    use guide_core::content::facts::{self, Fact};
    use guide_core::content::lists;
    use guide_core::content::model::{Activity, Event, EventStatus, Restaurant, VenueRef};
    use guide_core::content::near;
    use guide_core::content::paths::{self};
    use guide_core::content::pictures::{self, Picture};
    use guide_core::content::related;
    use guide_core::content::restaurants;
    use guide_core::content::search;
    use guide_core::content::translations::{ShownText, Translatable};
    use guide_core::pages::opening_hours;
    use guide_core::text::lang::Lang;
    use guide_core::text::words::Localizer;
    use guide_core::time::date::CityClock;
    use guide_core::time::hours;

    use crate::words::{Catalog, JsLocalizer};

    /// `DateChoice::ALL` with their messages: the events page's date
    /// dropdown, as `[value, label]` in `words`' language.
    #[wasm_bindgen(js_name = dateChoices, unchecked_return_type = "[DateChoice, string][]")]
    pub fn date_choices(words: &JsLocalizer) -> Result<JsValue, JsError> {
        let words = Catalog::of(words)?;
        let choices: Vec<(&str, String)> = guide_core::content::date_filter::DateChoice::ALL
            .iter()
            .map(|c| (c.as_str(), words.text(c.message())))
            .collect();
        to_js(&choices)
    }

    /// `DateChoice::reads_the_minute`: whether a date choice's list changes
    /// with the minute (Tonight), not only the day. A custom range's dates
    /// need not be read for it.
    #[wasm_bindgen(js_name = readsTheMinute)]
    pub fn reads_the_minute(
        #[wasm_bindgen(unchecked_param_type = "DateChoice")] choice: JsValue,
    ) -> Result<bool, JsError> {
        let choice: guide_core::content::date_filter::DateChoice = from_js(choice)?;
        Ok(choice.reads_the_minute())
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

    /// `events::category_label`: 'Festivals' for Festival.
    #[wasm_bindgen(js_name = categoryLabel)]
    pub fn category_label(category: &str, words: &JsLocalizer) -> Result<String, JsError> {
        Ok(events::category_label(category, &Catalog::of(words)?))
    }

    /// `EventStatus::badge`: 'Cancelled' or 'Postponed'; nothing while an
    /// event takes place (or for a word this build does not know).
    #[wasm_bindgen(js_name = eventStatusBadge)]
    pub fn event_status_badge(
        status: Option<String>,
        words: &JsLocalizer,
    ) -> Result<Option<String>, JsError> {
        let words = Catalog::of(words)?;
        Ok(status
            .as_deref()
            .and_then(EventStatus::parse)
            .and_then(|status| status.badge(&words)))
    }

    /// `events::home_selection`: the positions in `events` of Home's 'Upcoming
    /// Events' on `today`.
    #[wasm_bindgen(js_name = homeSelection)]
    pub fn home_selection(
        #[wasm_bindgen(unchecked_param_type = "Event[]")] events: JsValue,
        today: &str,
    ) -> Result<Vec<u32>, JsError> {
        let events: Vec<guide_core::content::model::Event> = from_js(events)?;
        Ok(events::home_selection(&events, parse_date(today)?)
            .into_iter()
            .map(|i| i as u32)
            .collect())
    }

    /// `events::CATEGORIES`: the category values of the events page, in order.
    #[wasm_bindgen(js_name = eventCategories)]
    pub fn event_categories() -> Vec<String> {
        events::CATEGORIES
            .iter()
            .map(|value| value.to_string())
            .collect()
    }

    /// `SearchKind::message`: a result group's heading ('Events', 'Venues'…).
    #[wasm_bindgen(js_name = searchKindLabel)]
    pub fn search_kind_label(
        #[wasm_bindgen(unchecked_param_type = "SearchKind")] kind: JsValue,
        words: &JsLocalizer,
    ) -> Result<String, JsError> {
        let kind: search::SearchKind = from_js(kind)?;
        Ok(Catalog::of(words)?.text(kind.message()))
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
        let now = CityClock::at(city_zone(time_zone)?, unix_ms as i64);
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
        let Some(now) = CityClock::at(city_zone(time_zone)?, unix_ms as i64) else {
            return Ok(None);
        };
        Ok(hours::open_now(open_hours.as_deref(), now))
    }

    /// `opening_hours::hours_shown` at the city's clock: an item page's
    /// 'Closed now · Opens at 10 AM tomorrow' and its week, in `words`'
    /// language; `undefined` when the hours cannot be read.
    #[wasm_bindgen(js_name = openingHours, unchecked_return_type = "HoursShown | undefined")]
    pub fn opening_hours(
        open_hours: &str,
        unix_ms: f64,
        time_zone: &str,
        words: &JsLocalizer,
    ) -> Result<JsValue, JsError> {
        let words = Catalog::of(words)?;
        let shown = CityClock::at(city_zone(time_zone)?, unix_ms as i64)
            .and_then(|now| opening_hours::hours_shown(open_hours, now, &words));
        match shown {
            Some(shown) => to_js(&shown),
            None => Ok(JsValue::UNDEFINED),
        }
    }

    /// `facts::facts_shown`: a place's facts under their headings and how
    /// long a visit takes, in `words`' language; `undefined` when it has
    /// none.
    #[wasm_bindgen(js_name = placeFacts, unchecked_return_type = "FactsShown | undefined")]
    pub fn place_facts(
        #[wasm_bindgen(unchecked_param_type = "Fact[]")] facts: JsValue,
        visit_minutes: Option<u32>,
        words: &JsLocalizer,
    ) -> Result<JsValue, JsError> {
        let facts: Vec<Fact> = from_js(facts)?;
        match facts::facts_shown(&facts, visit_minutes, &Catalog::of(words)?) {
            Some(shown) => to_js(&shown),
            None => Ok(JsValue::UNDEFINED),
        }
    }

    /// `activities::activity_fact_choices`: Activities' 'Good for' menu as
    /// `[value, label]` pairs.
    #[wasm_bindgen(js_name = activityFactChoices, unchecked_return_type = "[Fact, string][]")]
    pub fn activity_fact_choices(
        #[wasm_bindgen(unchecked_param_type = "Activity[]")] activities: JsValue,
        words: &JsLocalizer,
    ) -> Result<JsValue, JsError> {
        to_js(&activities::activity_fact_choices(
            &from_js::<Vec<_>>(activities)?,
            &Catalog::of(words)?,
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

    /// `near::radius_choices`: Near me's radius menu as `[value, label]`
    /// pairs in `words`' language.
    #[wasm_bindgen(js_name = nearRadiusChoices, unchecked_return_type = "[string, string][]")]
    pub fn near_radius_choices(words: &JsLocalizer) -> Result<JsValue, JsError> {
        to_js(&near::radius_choices(&Catalog::of(words)?))
    }

    /// `near::Travel::between(…).label`: '0.4 mi · 8 min walk' from `from` to
    /// a place at `latitude`/`longitude`; none when it has no coordinates.
    #[wasm_bindgen(js_name = travelLabel)]
    pub fn travel_label(
        #[wasm_bindgen(unchecked_param_type = "Coordinates")] from: JsValue,
        latitude: Option<f64>,
        longitude: Option<f64>,
        words: &JsLocalizer,
    ) -> Result<Option<String>, JsError> {
        travel_to(from, near::Coordinates::of(latitude, longitude), words)
    }

    /// [`travel_label`] to an event's venue: none when the guide does not
    /// know where it is.
    #[wasm_bindgen(js_name = venueTravelLabel)]
    pub fn venue_travel_label(
        #[wasm_bindgen(unchecked_param_type = "Coordinates")] from: JsValue,
        #[wasm_bindgen(unchecked_param_type = "VenueRef")] venue: JsValue,
        words: &JsLocalizer,
    ) -> Result<Option<String>, JsError> {
        travel_to(from, from_js::<VenueRef>(venue)?.coordinates(), words)
    }

    fn travel_to(
        from: JsValue,
        to: Option<near::Coordinates>,
        words: &JsLocalizer,
    ) -> Result<Option<String>, JsError> {
        let Some(to) = to else { return Ok(None) };
        let from: near::Coordinates = from_js(from)?;
        Ok(Some(
            near::Travel::between(from, to).label(&Catalog::of(words)?),
        ))
    }

    /// `activities::activity_type_choices`: `[value, label]` pairs.
    #[wasm_bindgen(js_name = activityTypeChoices, unchecked_return_type = "[ActivityType, string][]")]
    pub fn activity_type_choices(
        #[wasm_bindgen(unchecked_param_type = "Activity[]")] activities: JsValue,
        words: &JsLocalizer,
    ) -> Result<JsValue, JsError> {
        to_js(&activities::activity_type_choices(
            &from_js::<Vec<_>>(activities)?,
            &Catalog::of(words)?,
        ))
    }

    /// `ActivityType::message`: the type an activity's card and page show
    /// ('Museum', 'Museo').
    #[wasm_bindgen(js_name = activityTypeName)]
    pub fn activity_type_name(
        #[wasm_bindgen(unchecked_param_type = "ActivityType")] kind: JsValue,
        words: &JsLocalizer,
    ) -> Result<String, JsError> {
        let kind: guide_core::content::model::ActivityType = from_js(kind)?;
        Ok(Catalog::of(words)?.text(kind.message()))
    }

    /// `paths::item_path`: `/events/12-swan-lake`.
    #[wasm_bindgen(js_name = itemPath)]
    pub fn item_path(
        #[wasm_bindgen(unchecked_param_type = "ItemKind")] kind: JsValue,
        id: f64,
        title: &str,
    ) -> Result<String, JsError> {
        Ok(paths::item_path(from_js(kind)?, id as i64, title))
    }

    /// `paths::parse_item_path`: the item id an address names, if any.
    #[wasm_bindgen(js_name = itemIdOfPath)]
    pub fn item_id_of_path(path: &str) -> Option<f64> {
        paths::parse_item_path(path).map(|(_, id)| id as f64)
    }

    /// `related::nearby`, with the site's area table: the `related::NEARBY`
    /// places of each kind a place's page shows.
    #[wasm_bindgen(unchecked_return_type = "Nearby")]
    pub fn nearby(
        #[wasm_bindgen(unchecked_param_type = "AreaTable")] table: JsValue,
        #[wasm_bindgen(unchecked_param_type = "ItemKind")] kind: JsValue,
        id: f64,
        #[wasm_bindgen(unchecked_param_type = "Activity[]")] activities: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Restaurant[]")] restaurants: JsValue,
    ) -> Result<JsValue, JsError> {
        let table: AreaTable = from_js(table)?;
        let activities: Vec<guide_core::content::model::Activity> = from_js(activities)?;
        let restaurants: Vec<guide_core::content::model::Restaurant> = from_js(restaurants)?;
        let item = (from_js(kind)?, id as i64);
        to_js(&related::nearby(
            &table,
            item,
            &activities,
            &restaurants,
            related::NEARBY,
        ))
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
        let event: guide_core::content::model::Event = from_js(event)?;
        Ok(event.details_url().map(str::to_string))
    }

    /// `VenueRef::is_tba`.
    #[wasm_bindgen(js_name = isVenueTba)]
    pub fn is_venue_tba(
        #[wasm_bindgen(unchecked_param_type = "VenueRef")] venue: JsValue,
    ) -> Result<bool, JsError> {
        Ok(from_js::<VenueRef>(venue)?.is_tba())
    }

    /// `Translatable::shown_text` of each event: what a page in `lang`
    /// shows of it (the app lays it over the event as read).
    #[wasm_bindgen(js_name = eventsShownIn, unchecked_return_type = "ShownText[]")]
    pub fn events_shown_in(
        #[wasm_bindgen(unchecked_param_type = "Event[]")] events: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Lang")] lang: JsValue,
    ) -> Result<JsValue, JsError> {
        shown_in::<Event>(events, lang)
    }

    /// `Translatable::shown_text` of each activity.
    #[wasm_bindgen(js_name = activitiesShownIn, unchecked_return_type = "ShownText[]")]
    pub fn activities_shown_in(
        #[wasm_bindgen(unchecked_param_type = "Activity[]")] activities: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Lang")] lang: JsValue,
    ) -> Result<JsValue, JsError> {
        shown_in::<Activity>(activities, lang)
    }

    /// `Translatable::shown_text` of each restaurant.
    #[wasm_bindgen(js_name = restaurantsShownIn, unchecked_return_type = "ShownText[]")]
    pub fn restaurants_shown_in(
        #[wasm_bindgen(unchecked_param_type = "Restaurant[]")] restaurants: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Lang")] lang: JsValue,
    ) -> Result<JsValue, JsError> {
        shown_in::<Restaurant>(restaurants, lang)
    }

    fn shown_in<T: Translatable + serde::de::DeserializeOwned>(
        items: JsValue,
        lang: JsValue,
    ) -> Result<JsValue, JsError> {
        let items: Vec<T> = from_js(items)?;
        let lang: Lang = from_js(lang)?;
        let shown: Vec<ShownText> = items.iter().map(|item| item.shown_text(lang)).collect();
        to_js(&shown)
    }
}
