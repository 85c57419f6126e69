//! Domain rules of the visitor guide.
//!
//! Pure Rust with no I/O and no clock: the server uses it natively and the
//! browser calls the very same code through the `core-wasm` binding, so every
//! rule of the spec is written and tested once, here.

pub mod activities;
pub mod admin;
pub mod api;
pub mod areas;
pub mod calendar;
pub mod changes;
pub mod date;
pub mod date_filter;
pub mod display;
pub mod events;
#[cfg(feature = "scrape")]
pub mod extract;
pub mod favorites;
pub mod hours;
pub mod itinerary;
pub mod lists;
pub mod model;
mod order;
pub mod pages;
pub mod pictures;
pub mod related;
pub mod restaurants;
pub mod schedule;
pub mod search;
pub mod share;
pub mod similarity;
pub mod sources;
pub mod structured_data;
pub mod suggestion;
pub mod validation;
pub mod visit_plan;

pub use date::{CityZone, Date};
