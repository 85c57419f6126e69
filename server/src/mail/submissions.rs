//! The e-mails of an organizer's submission (issue 73), in the language
//! they wrote it in: the link that confirms their address, which also
//! opens the submission's own page.

use guide_core::text::catalogs::catalog;
use guide_core::text::lang::Lang;
use guide_core::text::words::{Arg, Localizer};

use super::compose::{ComposeError, Letterhead};
use super::one_link::{self, OneLink};
use crate::store::OutgoingMessage;

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
    let words = catalog(lang);
    let brand = &letterhead.site.brand;
    let args = [("brand", Arg::Text(brand)), ("title", Arg::Text(title))];
    let letter = OneLink {
        subject: words.message("submission-confirm-subject", &args),
        intro: words.message("submission-confirm-intro", &args),
        button: words.text("submission-confirm-button"),
        link: submission_page(letterhead.origin, lang, token),
        note: words.text("submission-confirm-note"),
    };
    one_link::compose(letterhead, to, lang, letter)
}
