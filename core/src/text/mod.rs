//! Text: what a field may hold, when two names are the same, the
//! languages the guide speaks, and how dates, counts and prices read to a
//! visitor in each.

#[cfg(any(test, feature = "catalogs"))]
pub mod catalogs;
pub mod format;
pub mod handle;
pub mod lang;
pub mod prices;
pub mod similarity;
pub mod validation;
pub mod words;
