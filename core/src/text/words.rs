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
pub trait Localizer {
    fn lang(&self) -> Lang;

    /// The message `id` given `args`. A message the catalog lacks reads as
    /// its id (every id core asks for is in every catalog: a test checks).
    fn message(&self, id: &str, args: &[(&str, Arg)]) -> String;

    /// The message `id` without values.
    fn text(&self, id: &str) -> String {
        self.message(id, &[])
    }
}

/// A localizer whose messages are their ids: for a check whose verdict counts
/// and whose words nobody reads (whether a venue's page may be followed).
pub struct MessageIds;

impl Localizer for MessageIds {
    fn lang(&self) -> Lang {
        Lang::En
    }

    fn message(&self, id: &str, _: &[(&str, Arg)]) -> String {
        id.to_string()
    }
}

/// The message id of a value on one of core's lists: `prefix` and the
/// value in lower case, words joined by '-' ('Speaker Series' under
/// `category` is `category-speaker-series`, 'Thai/Vietnamese' under
/// `cuisine` `cuisine-thai-vietnamese`).
pub fn value_message(prefix: &str, value: &str) -> String {
    let mut id = String::with_capacity(prefix.len() + value.len() + 1);
    id.push_str(prefix);
    for word in value
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
    {
        id.push('-');
        id.extend(word.chars().map(|c| c.to_ascii_lowercase()));
    }
    id
}

/// A value of one of core's fixed lists (`list`: the event categories,
/// the cuisines) as `words`' language names it; one not on the list, as
/// written (staff may type their own).
pub fn list_value(words: &dyn Localizer, prefix: &str, value: &str, list: &[&str]) -> String {
    if list.contains(&value) {
        words.text(&value_message(prefix, value))
    } else {
        value.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_listed_value_has_its_message_id() {
        assert_eq!(
            value_message("category", "Speaker Series"),
            "category-speaker-series"
        );
        assert_eq!(
            value_message("cuisine", "Thai/Vietnamese"),
            "cuisine-thai-vietnamese"
        );
        assert_eq!(value_message("category", "Other"), "category-other");
    }
}
