//! `guide_core::text` and `time`: dates, counts, phones, prices and
//! ratings as a visitor reads them, and the city's today.

use crate::prelude::binding;

#[binding]
pub(crate) mod exports {
    use crate::prelude::*;
    use crate::words::{Catalog, JsLocalizer};
    use crate::{city_zone, from_js, parse_date, to_js};
    use guide_core::content::series;
    use guide_core::text::format;
    use guide_core::text::lang::Lang;
    use guide_core::text::prices;

    /// `format::format_event_date_range`: 'Dec 5', 'Dec 5-7', 'Dec 30 - Jan
    /// 2'; '5–7 dic' in Spanish.
    #[wasm_bindgen(js_name = formatEventDateRange)]
    pub fn format_event_date_range(
        date: &str,
        end_date: Option<String>,
        #[wasm_bindgen(unchecked_param_type = "Lang")] lang: JsValue,
    ) -> Result<String, JsError> {
        let end = end_date.as_deref().map(parse_date).transpose()?;
        Ok(format::format_event_date_range(
            parse_date(date)?,
            end,
            from_js(lang)?,
        ))
    }

    /// `format::event_time`: an event's time as written in English, in
    /// 24-hour form in the others ('7:30 PM' is '19:30').
    #[wasm_bindgen(js_name = eventTime)]
    pub fn event_time(
        time: &str,
        #[wasm_bindgen(unchecked_param_type = "Lang")] lang: JsValue,
    ) -> Result<String, JsError> {
        Ok(format::event_time(time, from_js(lang)?))
    }

    /// `CityZone::today`: the date (`YYYY-MM-DD`) at `unix_ms` (`Date.now()`)
    /// in the city's zone (`SiteInfo.timeZone`), whatever the visitor's own.
    #[wasm_bindgen(js_name = cityToday)]
    pub fn city_today(unix_ms: f64, time_zone: &str) -> Result<String, JsError> {
        Ok(city_zone(time_zone)?.today(unix_ms as i64).to_string())
    }

    /// `format::format_long_date`: 'Saturday, December 5, 2026'.
    #[wasm_bindgen(js_name = formatLongDate)]
    pub fn format_long_date(
        date: &str,
        #[wasm_bindgen(unchecked_param_type = "Lang")] lang: JsValue,
    ) -> Result<String, JsError> {
        Ok(format::format_long_date(parse_date(date)?, from_js(lang)?))
    }

    /// `restaurants::cuisine_label`: 'Other · Peruvian'.
    #[wasm_bindgen(js_name = cuisineLabel)]
    pub fn cuisine_label(
        cuisine: Option<String>,
        detail: Option<String>,
        words: &JsLocalizer,
    ) -> Result<String, JsError> {
        Ok(guide_core::content::restaurants::cuisine_label(
            cuisine.as_deref(),
            detail.as_deref(),
            &Catalog::of(words)?,
        ))
    }

    /// `format::format_count`: '2,000', '2.000', '2 000'.
    #[wasm_bindgen(js_name = formatCount)]
    pub fn format_count(
        count: f64,
        #[wasm_bindgen(unchecked_param_type = "Lang")] lang: JsValue,
    ) -> Result<String, JsError> {
        Ok(format::format_count(count.max(0.0) as u64, from_js(lang)?))
    }

    /// `format::format_phone`.
    #[wasm_bindgen(js_name = formatPhone)]
    pub fn format_phone(phone: &str) -> String {
        format::format_phone(phone)
    }

    /// `format::tel_url`: the `tel:` link of a phone, if it can be dialled.
    #[wasm_bindgen(js_name = telUrl)]
    pub fn tel_url(phone: &str) -> Option<String> {
        format::tel_url(phone)
    }

    /// `format::short_day`: 'Sat Dec 5'.
    #[wasm_bindgen(js_name = shortDay)]
    pub fn short_day(
        date: &str,
        #[wasm_bindgen(unchecked_param_type = "Lang")] lang: JsValue,
    ) -> Result<String, JsError> {
        Ok(format::short_day(parse_date(date)?, from_js(lang)?))
    }

    /// `series::series_line`: 'Every Saturday · 7 AM-1 PM · next: Sat Dec 5'.
    #[wasm_bindgen(js_name = seriesLine)]
    pub fn series_line(
        #[wasm_bindgen(unchecked_param_type = "SeriesDates")] series: JsValue,
        time: Option<String>,
        words: &JsLocalizer,
    ) -> Result<String, JsError> {
        Ok(series::series_line(
            &from_js(series)?,
            time.as_deref(),
            &Catalog::of(words)?,
        ))
    }

    /// `prices::price_label`.
    #[wasm_bindgen(js_name = priceLabel)]
    pub fn price_label(price: Option<String>, words: &JsLocalizer) -> Result<String, JsError> {
        Ok(prices::price_label(price.as_deref(), &Catalog::of(words)?))
    }

    /// `format::rating_out_of_10`.
    #[wasm_bindgen(js_name = ratingOutOf10)]
    pub fn rating_out_of_10(rating: Option<f64>, words: &JsLocalizer) -> Result<String, JsError> {
        Ok(format::rating_out_of_10(rating, &Catalog::of(words)?))
    }

    /// `format::rating_out_of_5`.
    #[wasm_bindgen(js_name = ratingOutOf5)]
    pub fn rating_out_of_5(rating: Option<f64>, words: &JsLocalizer) -> Result<String, JsError> {
        Ok(format::rating_out_of_5(rating, &Catalog::of(words)?))
    }

    /// `format::date_range_from`: 'Saturday, December 12', with the year when
    /// it is not `today`'s.
    #[wasm_bindgen(js_name = fullDateRange)]
    pub fn full_date_range(
        date: &str,
        end_date: Option<String>,
        today: &str,
        #[wasm_bindgen(unchecked_param_type = "Lang")] lang: JsValue,
    ) -> Result<String, JsError> {
        let end = end_date.as_deref().map(parse_date).transpose()?;
        Ok(format::date_range_from(
            parse_date(date)?,
            end,
            parse_date(today)?,
            from_js(lang)?,
        ))
    }

    /// `validation::characters_left`: what is left of `max` characters once a
    /// field nears its limit; `undefined` while there is room.
    #[wasm_bindgen(js_name = charactersLeft)]
    pub fn characters_left(value: &str, max: u32) -> Option<f64> {
        guide_core::text::validation::characters_left(value, max as usize).map(|left| left as f64)
    }

    /// `Lang::preferred`: the guide's language a browser prefers most, from
    /// its languages in order (`navigator.languages`, joined by commas).
    #[wasm_bindgen(js_name = preferredLang, unchecked_return_type = "Lang | undefined")]
    pub fn preferred_lang(accept_language: &str) -> Result<JsValue, JsError> {
        match Lang::preferred(accept_language) {
            Some(lang) => to_js(&lang),
            None => Ok(JsValue::UNDEFINED),
        }
    }
}
