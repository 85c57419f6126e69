//! The trip planner: My Favorites' stops placed on the days of a visit,
//! each day in an order that keeps events' times and places' hours, with
//! the travel between them. It runs on the device (offline) as in the
//! server, from the same rules.

pub mod day;
pub mod order;
pub mod placed;
pub mod planner;
pub mod travel;
