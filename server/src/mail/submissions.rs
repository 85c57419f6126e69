//! The e-mails of an organizer's submission (issue 73), in the language
//! they wrote it in: the link that confirms their address, which also
//! opens the submission's own page, then staff's decision.

use guide_core::content::paths::{ItemKind, item_path};
use guide_core::text::catalogs::catalog;
use guide_core::text::lang::Lang;
use guide_core::text::words::{Arg, Localizer};

use super::compose::{ComposeError, Letterhead};
use super::one_link::{self, OneLink};
use crate::store::OutgoingMessage;

/// A letter of the submission's: its messages' ids (subject and intro
/// take `args`), its button and link.
struct Letter<'a> {
    subject: &'static str,
    intro: &'static str,
    note: &'static str,
    button: &'static str,
    args: &'a [(&'a str, Arg<'a>)],
    link: String,
}

fn compose(
    letterhead: &Letterhead<'_>,
    to: &str,
    lang: Lang,
    letter: Letter<'_>,
) -> Result<OutgoingMessage, ComposeError> {
    let words = catalog(lang);
    let letter = OneLink {
        subject: words.message(letter.subject, letter.args),
        intro: words.message(letter.intro, letter.args),
        button: words.text(letter.button),
        link: letter.link,
        note: words.text(letter.note),
    };
    one_link::compose(letterhead, to, lang, letter)
}

/// The submission's page, which its private link's `token` opens (in the
/// address's fragment: never sent to a server, nor kept in its logs).
pub fn submission_page(origin: &str, lang: Lang, token: &str) -> String {
    format!("{origin}{}#token={token}", lang.path("/add-event/mine"))
}

/// Asks the organizer to confirm their address for the event `title`.
pub fn confirm(
    letterhead: &Letterhead<'_>,
    to: &str,
    lang: Lang,
    title: &str,
    token: &str,
) -> Result<OutgoingMessage, ComposeError> {
    let brand = &letterhead.site.brand;
    let args = [("brand", Arg::Text(brand)), ("title", Arg::Text(title))];
    let letter = Letter {
        subject: "submission-confirm-subject",
        intro: "submission-confirm-intro",
        note: "submission-confirm-note",
        button: "submission-confirm-button",
        args: &args,
        link: submission_page(letterhead.origin, lang, token),
    };
    compose(letterhead, to, lang, letter)
}

/// Tells the organizer their event `title` is published, with a link to
/// its page (its first date's when a series).
pub fn published(
    letterhead: &Letterhead<'_>,
    to: &str,
    lang: Lang,
    title: &str,
    event_id: i64,
) -> Result<OutgoingMessage, ComposeError> {
    let brand = &letterhead.site.brand;
    let args = [("brand", Arg::Text(brand)), ("title", Arg::Text(title))];
    let page = item_path(ItemKind::Event, event_id, title);
    let letter = Letter {
        subject: "submission-published-subject",
        intro: "submission-published-intro",
        note: "submission-published-note",
        button: "mail-see-in-guide",
        args: &args,
        link: format!("{}{}", letterhead.origin, lang.path(&page)),
    };
    compose(letterhead, to, lang, letter)
}

/// Tells the organizer why staff declined `title`, and that they may send
/// others.
pub fn declined(
    letterhead: &Letterhead<'_>,
    to: &str,
    lang: Lang,
    title: &str,
    reason: &str,
) -> Result<OutgoingMessage, ComposeError> {
    let args = [("title", Arg::Text(title)), ("reason", Arg::Text(reason))];
    let letter = Letter {
        subject: "submission-declined-subject",
        intro: "submission-declined-intro",
        note: "submission-declined-note",
        button: "submission-declined-button",
        args: &args,
        link: format!("{}{}", letterhead.origin, lang.path("/add-event")),
    };
    compose(letterhead, to, lang, letter)
}
