//! Text: what a field may hold, when two names are the same, and how
//! dates, counts and prices read to a visitor.

pub mod format;
pub mod similarity;
pub mod validation;
