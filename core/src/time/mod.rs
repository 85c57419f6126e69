//! The calendar at the city's clock, and opening hours.

pub mod date;
pub mod hours;
