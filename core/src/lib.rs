//! Domain rules of the visitor guide.
//!
//! Pure Rust with no I/O and no clock: the server uses it natively and the
//! browser calls the very same code through the `core-wasm` binding, so every
//! rule of the spec is written and tested once, here.
//!
//! The folders are the layers, each using only those listed before it:
//! - [`time`] and [`text`]: the calendar, opening hours, and how text is
//!   checked, compared and written for a visitor;
//! - [`content`]: the guide's events, activities, restaurants and areas,
//!   their lists, pictures and search;
//! - [`pages`]: what each page shows and tells the world about itself;
//! - [`federation`]: what the guide publishes over ActivityPub (its
//!   actor, its events as `Event`s);
//! - [`plan`]: the visitor's saved favorites, their itinerary, calendar
//!   files and the plan they send;
//! - [`dashboard`]: the staff's workflows: adding, reviewing, following
//!   sources and suggestions;
//! - [`extract`]: the scraping engine, pages in and typed items out;
//! - [`api`]: the HTTP API's answers that are not entities.

pub mod api;
pub mod content;
pub mod dashboard;
#[cfg(feature = "scrape")]
pub mod extract;
#[cfg(feature = "federation")]
pub mod federation;
pub mod pages;
pub mod plan;
pub mod text;
pub mod time;
#[cfg(test)]
mod web_tables;

pub use time::date::{CityClock, CityZone, Date};
