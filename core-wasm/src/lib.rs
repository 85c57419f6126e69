//! Thin wasm-bindgen binding of `guide-core`: convert in, call core, convert
//! out. No rule lives here; each function names the core function it wraps.
//! Long-lived data (the event list, the favorites) stays in Rust behind a
//! handle, and hot calls return positions rather than objects.
//!
//! Values cross the boundary through serde-wasm-bindgen, in and out, with
//! one serializer configuration (`SERIALIZER`): the entities' serde
//! attributes are the only statement of their JavaScript shape, and the
//! TypeScript declarations are generated from the same types (tsify).
//!
//! Each file's exports sit in a `#[binding]` module: compiled natively,
//! the same functions are calls that take JSON, which the server's
//! renderer gives its JavaScript engine in place of the WebAssembly
//! (`native`, `packages`; docs/decisions/0017).

// The visitors' and the dashboard's bindings (default; the dashboard's
// behind `admin`); the calendar files' (feature `calendar`), which the
// browser loads as a package of their own only when a visitor asks for a
// calendar file, so that every first visit does not download them; and
// the device-copy worker's indexes (feature `device`, a package of its
// own too).
#[cfg(feature = "calendar")]
mod calendar;
#[cfg(feature = "admin")]
mod dashboard;
#[cfg(feature = "guide")]
mod guide;
#[cfg(feature = "device")]
mod indexes;
#[cfg(any(feature = "guide", feature = "calendar", feature = "device"))]
mod words;

// Natively (the server's renderer) the same exports are calls the
// JavaScript engine makes: `#[binding]` writes them, `native` holds what
// they use in place of wasm-bindgen's types.
#[cfg(not(target_arch = "wasm32"))]
pub mod native;
#[cfg(not(target_arch = "wasm32"))]
pub mod packages;

/// What each binding file uses: wasm-bindgen's types, or their native
/// stand-ins.
mod prelude {
    #[cfg(not(target_arch = "wasm32"))]
    pub use crate::native::{JsError, JsValue};
    pub use guide_core_binding::binding;
    #[cfg(target_arch = "wasm32")]
    pub use wasm_bindgen::prelude::*;
}

#[cfg(feature = "guide")]
use guide_core::text::validation::{FieldError, ValidationErrors};
#[cfg(not(target_arch = "wasm32"))]
pub(crate) use native::{from_js, to_js};
use prelude::*;
#[cfg(all(
    target_arch = "wasm32",
    any(feature = "guide", feature = "calendar", feature = "device")
))]
use serde::Serialize;
#[cfg(target_arch = "wasm32")]
use serde::de::DeserializeOwned;
#[cfg(all(
    target_arch = "wasm32",
    any(feature = "guide", feature = "calendar", feature = "device")
))]
use serde_wasm_bindgen::Serializer;

/// How every value goes out: `None` as `null` (tsify's `missing_as_null`
/// declares it so), maps as plain objects, as `JSON.parse` would give them.
#[cfg(all(
    target_arch = "wasm32",
    any(feature = "guide", feature = "calendar", feature = "device")
))]
pub(crate) const SERIALIZER: Serializer = Serializer::new()
    .serialize_missing_as_null(true)
    .serialize_maps_as_objects(true);

/// Turns a core error into a JS `Error` with the same message.
pub(crate) fn js_error(error: impl std::fmt::Display) -> JsError {
    JsError::new(&error.to_string())
}

/// Out: a core value as a JavaScript one.
#[cfg(all(
    target_arch = "wasm32",
    any(feature = "guide", feature = "calendar", feature = "device")
))]
pub(crate) fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsError> {
    value.serialize(&SERIALIZER).map_err(js_error)
}

/// In: a JavaScript value read by the core type's own `Deserialize`.
#[cfg(target_arch = "wasm32")]
pub(crate) fn from_js<T: DeserializeOwned>(value: JsValue) -> Result<T, JsError> {
    serde_wasm_bindgen::from_value(value).map_err(js_error)
}

/// A `YYYY-MM-DD` date from JavaScript.
#[cfg(any(feature = "guide", feature = "calendar"))]
pub(crate) fn parse_date(text: &str) -> Result<guide_core::Date, JsError> {
    guide_core::Date::parse(text).map_err(js_error)
}

/// The zone named in `SiteInfo.timeZone`.
pub(crate) fn city_zone(time_zone: &str) -> Result<guide_core::CityZone, JsError> {
    time_zone.parse().map_err(|e: String| JsError::new(&e))
}

/// The city's clock at `unix_ms` (`Date.now()`) in the zone named in
/// `SiteInfo.timeZone`.
#[cfg(feature = "device")]
pub(crate) fn city_clock(
    unix_ms: f64,
    time_zone: &str,
) -> Result<(guide_core::CityZone, guide_core::CityClock), JsError> {
    let zone = city_zone(time_zone)?;
    let clock = guide_core::CityClock::at(zone, unix_ms as i64)
        .ok_or_else(|| JsError::new("the time is out of range"))?;
    Ok((zone, clock))
}

/// The rules a form broke, as `FieldError[]` (empty when it is valid).
#[cfg(feature = "guide")]
pub(crate) fn field_errors(
    result: Result<impl Sized, ValidationErrors>,
) -> Result<JsValue, JsError> {
    let errors: Vec<FieldError> = result.err().map(|e| e.errors).unwrap_or_default();
    to_js(&errors)
}
