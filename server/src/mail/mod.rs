//! Outgoing e-mail: composing visit plans and reminders, the reminders'
//! pass that writes them when due, and the outbox worker that delivers
//! every message.

pub mod compose;
pub mod reminder_pass;
pub mod reminders;
pub mod worker;

pub use compose::{ComposeError, Letterhead};
pub use reminder_pass::ReminderPass;
pub use worker::OutboxWorker;
