//! The words in what core writes (a page's title, a calendar file's
//! lines). Core says which message of the catalog (`locales/`) and with
//! what; the runtime's own Project Fluent library says how it reads: the
//! server's `fluent-bundle` ([`super::catalogs`]), the browser's
//! `@fluent/bundle` (through core-wasm). See docs/decisions/0007.

use super::lang::Lang;

/// A value a message is given.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Arg<'a> {
    Text(&'a str),
    /// A number for a plural's choice (`one`, `other`); what the visitor
    /// reads of it is given beside it as text, in core's form.
    Number(f64),
}

/// One language's messages.
pub trait Words {
    fn lang(&self) -> Lang;

    /// The message `id` given `args`. A message the catalog lacks reads as
    /// its id (every id core asks for is in every catalog: a test checks).
    fn message(&self, id: &str, args: &[(&str, Arg)]) -> String;

    /// The message `id` without values.
    fn text(&self, id: &str) -> String {
        self.message(id, &[])
    }
}
