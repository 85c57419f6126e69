//! Outgoing e-mail: composing visit plans, reminders, the weekly issue and
//! staff accounts' links, the passes that write them when due, and the outbox
//! worker that delivers every message.

pub mod compose;
pub mod reminder_pass;
pub mod reminders;
pub mod staff;
pub mod weekly;
pub mod weekly_pass;
pub mod worker;

pub use compose::{ComposeError, Letterhead};
pub use reminder_pass::ReminderPass;
pub use weekly_pass::WeeklyPass;
pub use worker::OutboxWorker;
