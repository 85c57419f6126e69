//! The e-mails of staff accounts: an admin's invitation and a forgotten
//! password's reset, each carrying one single-use link. In the language
//! the link's page will speak: the inviting admin's dashboard's, or the
//! sign-in page's the reset was asked from.

use guide_core::dashboard::accounts::Role;
use guide_core::text::catalogs::catalog;
use guide_core::text::lang::Lang;
use guide_core::text::words::{Arg, Localizer};

use super::compose::{ComposeError, Letterhead};
use super::one_link::{self, OneLink};
use crate::store::OutgoingMessage;

/// Which of the two e-mails.
#[derive(Debug, Clone, Copy)]
pub enum StaffMail<'a> {
    /// `by` (a name) invites to the dashboard as `role`.
    Invitation { by: &'a str, role: Role },
    /// A link to choose a new password, to the account's owner.
    Reset { name: &'a str },
}

/// The page a link opens; its token rides in the query, which the guide's
/// request log leaves out.
pub fn link_page(origin: &str, mail: &StaffMail<'_>, token: &str) -> String {
    let path = match mail {
        StaffMail::Invitation { .. } => "/api/invitation",
        StaffMail::Reset { .. } => "/api/password-reset/new",
    };
    format!("{origin}{path}?token={token}")
}

pub fn compose(
    letterhead: &Letterhead<'_>,
    to: &str,
    lang: Lang,
    mail: StaffMail<'_>,
    token: &str,
) -> Result<OutgoingMessage, ComposeError> {
    let words = catalog(lang);
    let site = letterhead.site;
    let guide = words.message("mail-guide", &[("brand", Arg::Text(&site.brand))]);
    let (subject, intro, button, note) = match mail {
        StaffMail::Invitation { by, role } => {
            let role = role.name(words);
            let args = [
                ("guide", Arg::Text(&guide)),
                ("name", Arg::Text(by)),
                ("role", Arg::Text(&role)),
            ];
            (
                words.message("staff-invite-subject", &args),
                words.message("staff-invite-intro", &args),
                words.text("staff-invite-button"),
                words.text("staff-invite-note"),
            )
        }
        StaffMail::Reset { name } => {
            let args = [("guide", Arg::Text(&guide)), ("name", Arg::Text(name))];
            (
                words.message("staff-reset-subject", &args),
                words.message("staff-reset-intro", &args),
                words.text("staff-reset-button"),
                words.text("staff-reset-note"),
            )
        }
    };
    let letter = OneLink {
        subject,
        intro,
        button,
        link: link_page(letterhead.origin, &mail, token),
        note,
    };
    one_link::compose(letterhead, to, lang, letter)
}
