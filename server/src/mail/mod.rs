//! Outgoing e-mail: composing visit-plan messages, and the outbox worker
//! that delivers them.

pub mod compose;
pub mod worker;

pub use compose::{ComposeError, Letterhead};
pub use worker::OutboxWorker;
