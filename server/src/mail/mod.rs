//! Outgoing e-mail: composing visit plans, reminders, the weekly issue,
//! staff accounts' links, a visitor's suggestion published and an
//! organizer's submission to confirm, the passes that write them when
//! due, and the outbox worker that delivers every message.

pub mod compose;
pub mod one_link;
pub mod reminder_pass;
pub mod reminders;
pub mod staff;
pub mod submissions;
pub mod suggestion;
pub mod weekly;
pub mod weekly_pass;
pub mod worker;

pub use compose::{ComposeError, Letterhead};
pub use reminder_pass::ReminderPass;
pub use weekly_pass::WeeklyPass;
pub use worker::OutboxWorker;
