//! Thin wasm-bindgen binding of `guide-core`: convert in, call core, convert
//! out. No rule lives here; see the `guide_core` crate for each one.

use guide_core::model::Event;
use guide_core::{Date, display, events};
use wasm_bindgen::prelude::*;

/// Turns a core error into a JS `Error` with the same message.
fn js_error(error: impl std::fmt::Display) -> JsError {
    JsError::new(&error.to_string())
}

fn parse_events(events: JsValue) -> Result<Vec<Event>, JsError> {
    serde_wasm_bindgen::from_value(events).map_err(js_error)
}

fn positions(indices: Vec<usize>) -> Vec<u32> {
    indices.into_iter().map(|i| i as u32).collect()
}

fn parse_date(text: &str) -> Result<Date, JsError> {
    Date::parse(text).map_err(js_error)
}

/// 'Dec 5', 'Dec 5-7' or 'Dec 30 - Jan 2' (UTC).
#[wasm_bindgen(js_name = formatEventDateRange)]
pub fn format_event_date_range(date: &str, end_date: Option<String>) -> Result<String, JsError> {
    let end = end_date.as_deref().map(parse_date).transpose()?;
    Ok(display::format_event_date_range(parse_date(date)?, end))
}

/// 'Saturday, December 5, 2026'.
#[wasm_bindgen(js_name = formatLongDate)]
pub fn format_long_date(date: &str) -> Result<String, JsError> {
    Ok(display::format_long_date(parse_date(date)?))
}

/// '(941) 351-1234' for exactly ten digits, otherwise the input unchanged.
#[wasm_bindgen(js_name = formatPhone)]
pub fn format_phone(phone: &str) -> String {
    display::format_phone(phone)
}

/// The ticket price or 'Contact for pricing'.
#[wasm_bindgen(js_name = priceLabel)]
pub fn price_label(price: Option<String>) -> String {
    display::price_label(price.as_deref())
}

/// '8.7/10' or 'No rating'.
#[wasm_bindgen(js_name = ratingOutOf10)]
pub fn rating_out_of_10(rating: Option<f64>) -> String {
    display::rating_out_of_10(rating)
}

/// '4.3/5' or 'No rating'.
#[wasm_bindgen(js_name = ratingOutOf5)]
pub fn rating_out_of_5(rating: Option<f64>) -> String {
    display::rating_out_of_5(rating)
}

/// The address a card loads an image from, or undefined when there is none.
#[wasm_bindgen(js_name = imageSrc)]
pub fn image_src(image: Option<String>) -> Option<String> {
    display::image_src(image.as_deref())
}

/// Positions (into `events`) of the Home page's 'Upcoming Events'.
#[wasm_bindgen(js_name = homeSelection)]
pub fn home_selection(
    #[wasm_bindgen(unchecked_param_type = "Event[]")] events: JsValue,
    today: &str,
) -> Result<Vec<u32>, JsError> {
    Ok(positions(events::home_selection(
        &parse_events(events)?,
        parse_date(today)?,
    )))
}

/// The label a category shows in filters ('Festivals' for Festival).
#[wasm_bindgen(js_name = categoryLabel)]
pub fn category_label(category: &str) -> String {
    events::category_label(category).to_string()
}
