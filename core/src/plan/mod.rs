//! The visitor's plan: favorites kept on the device, the itinerary by day,
//! the shareable link, calendar files and the plan sent by e-mail.

pub mod calendar;
pub mod favorites;
pub mod itinerary;
pub mod reminders;
pub mod share;
pub mod visit_plan;
