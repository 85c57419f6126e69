//! The bindings of My Favorites' tools loaded on demand: the calendar
//! files (`guide_core::plan::calendar`) and the trip planner's days
//! (`guide_core::plan::trip::planner`), which the first visit does not
//! download (the package the web app imports when they are asked for).

use crate::prelude::binding;

#[binding]
pub(crate) mod exports {
    use crate::prelude::*;

    use crate::words::{Catalog, JsLocalizer};
    use crate::{city_zone, from_js, parse_date, to_js};
    use guide_core::plan::trip::placed::Trip;
    use guide_core::plan::trip::planner;
    use guide_core::plan::trip::travel::{self, RoutedDay};

    /// The guide as `calendar::CalendarSite` (brand, public address, zone),
    /// in the visitor's `words`.
    fn calendar_site<'a>(
        brand: &'a str,
        words: &'a Catalog<'a>,
        origin: &'a str,
        time_zone: &str,
    ) -> Result<guide_core::plan::calendar::CalendarSite<'a>, JsError> {
        Ok(guide_core::plan::calendar::CalendarSite {
            brand,
            words,
            origin,
            zone: city_zone(time_zone)?,
        })
    }

    /// `calendar::event_calendar`: one event's .ics, written at `unix_ms`.
    #[wasm_bindgen(js_name = eventCalendar)]
    pub fn event_calendar(
        #[wasm_bindgen(unchecked_param_type = "Event")] event: JsValue,
        brand: &str,
        words: &JsLocalizer,
        origin: &str,
        time_zone: &str,
        unix_ms: f64,
    ) -> Result<String, JsError> {
        let words = Catalog::of(words)?;
        Ok(guide_core::plan::calendar::event_calendar(
            &from_js(event)?,
            &calendar_site(brand, &words, origin, time_zone)?,
            unix_ms as i64,
        ))
    }

    /// `calendar::plan_calendar`: the plan's .ics (its items as saved, the
    /// guide's events, the trip's days as planned), written at `unix_ms`.
    #[wasm_bindgen(js_name = planCalendar)]
    pub fn plan_calendar(
        #[wasm_bindgen(unchecked_param_type = "PlanForCalendar")] plan: JsValue,
        brand: &str,
        words: &JsLocalizer,
        origin: &str,
        time_zone: &str,
        unix_ms: f64,
    ) -> Result<String, JsError> {
        let words = Catalog::of(words)?;
        Ok(guide_core::plan::calendar::plan_calendar(
            &from_js(plan)?,
            &calendar_site(brand, &words, origin, time_zone)?,
            unix_ms as i64,
        ))
    }

    /// `calendar::run_days`: the days of a run a visitor can still pick.
    #[wasm_bindgen(js_name = runDays, unchecked_return_type = "RunDays")]
    pub fn run_days(
        #[wasm_bindgen(unchecked_param_type = "Event")] event: JsValue,
        today: &str,
    ) -> Result<JsValue, JsError> {
        to_js(&guide_core::plan::calendar::run_days(
            &from_js(event)?,
            parse_date(today)?,
        ))
    }

    /// `calendar::run_calendar`: the .ics of the day (or days) of a run the
    /// visitor chose, written at `unix_ms`, the city's day then being today.
    #[wasm_bindgen(js_name = runCalendar)]
    pub fn run_calendar(
        #[wasm_bindgen(unchecked_param_type = "Event")] event: JsValue,
        #[wasm_bindgen(unchecked_param_type = "RunChoice")] choice: JsValue,
        brand: &str,
        words: &JsLocalizer,
        origin: &str,
        time_zone: &str,
        unix_ms: f64,
    ) -> Result<String, JsError> {
        let words = Catalog::of(words)?;
        let site = calendar_site(brand, &words, origin, time_zone)?;
        guide_core::plan::calendar::run_calendar(
            &from_js(event)?,
            from_js(choice)?,
            site.zone.today(unix_ms as i64),
            &site,
            unix_ms as i64,
        )
        .map_err(|error| JsError::new(&error))
    }
    /// `trip::planner::plan_trip`: the trip's days planned from `items`
    /// (as saved) and `trip` (as kept), read against the guide's lists
    /// and forecast.
    #[wasm_bindgen(js_name = planTrip, unchecked_return_type = "TripView")]
    pub fn plan_trip(
        #[wasm_bindgen(unchecked_param_type = "SavedItem[]")] items: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Trip")] trip: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Guide")] guide: JsValue,
        today: &str,
        words: &JsLocalizer,
    ) -> Result<JsValue, JsError> {
        to_js(&planner::plan_trip(
            &from_js::<Vec<_>>(items)?,
            &from_js::<Trip>(trip)?,
            &from_js::<planner::Guide>(guide)?,
            parse_date(today)?,
            &Catalog::of(words)?,
        ))
    }

    /// `planner::hour_choices`: the hours a place can be booked for.
    #[wasm_bindgen(js_name = tripHourChoices, unchecked_return_type = "HourChoice[]")]
    pub fn trip_hour_choices(words: &JsLocalizer) -> Result<JsValue, JsError> {
        to_js(&planner::hour_choices(&Catalog::of(words)?))
    }

    /// The routing engine's answers the device kept (missing or
    /// unreadable: none, and the legs are estimated).
    #[wasm_bindgen(js_name = routedDaysFromStorage, unchecked_return_type = "RoutedDay[]")]
    pub fn routed_days_from_storage(stored: Option<String>) -> Result<JsValue, JsError> {
        // The browser's own JSON parser, as for the trip.
        #[cfg(target_arch = "wasm32")]
        let kept = stored
            .and_then(|text| js_sys::JSON::parse(&text).ok())
            .and_then(|value| from_js::<Vec<RoutedDay>>(value).ok());
        #[cfg(not(target_arch = "wasm32"))]
        let kept = stored.and_then(|text| serde_json::from_str::<Vec<RoutedDay>>(&text).ok());
        to_js(&kept.unwrap_or_default())
    }

    /// `travel::keep_routed_day`: the kept answers with a new one.
    #[wasm_bindgen(js_name = keepRoutedDay, unchecked_return_type = "RoutedDay[]")]
    pub fn keep_routed_day(
        #[wasm_bindgen(unchecked_param_type = "RoutedDay[]")] kept: JsValue,
        #[wasm_bindgen(unchecked_param_type = "RoutedDay")] answer: JsValue,
    ) -> Result<JsValue, JsError> {
        to_js(&travel::keep_routed_day(from_js(kept)?, from_js(answer)?))
    }

    /// `travel::ROUTED_DAYS_STORAGE_KEY`.
    #[wasm_bindgen(js_name = routedDaysStorageKey)]
    pub fn routed_days_storage_key() -> String {
        travel::ROUTED_DAYS_STORAGE_KEY.to_string()
    }

    /// `Forecast::read_ago`: the forecast kept, said with its age at `unix_ms`.
    #[wasm_bindgen(js_name = forecastReadAgo)]
    pub fn forecast_read_ago(
        #[wasm_bindgen(unchecked_param_type = "Forecast")] forecast: JsValue,
        unix_ms: f64,
        words: &JsLocalizer,
    ) -> Result<String, JsError> {
        Ok(
            from_js::<guide_core::content::forecast::Forecast>(forecast)?
                .read_ago(unix_ms as i64, &Catalog::of(words)?),
        )
    }
}
