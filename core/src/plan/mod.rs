//! The visitor's plan: favorites kept on the device, the itinerary by day,
//! the shareable link, calendar files, the plan sent by e-mail, and the
//! e-mails the guide sends on its own: reminders and the weekly issue.

pub mod calendar;
pub mod favorites;
pub mod itinerary;
pub mod reminders;
pub mod share;
pub mod trip;
pub mod visit_plan;
pub mod weekly;
