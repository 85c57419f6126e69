//! A short letter with one link in the guide's frame: why it came, the
//! button, and a note under it. Staff accounts' invitations and resets
//! and the visitor told their suggestion is published are written so.

use askama::Template;
use guide_core::text::catalogs::catalog;
use guide_core::text::lang::Lang;
use guide_core::text::words::{Arg, Localizer};
use lettre::Message;
use lettre::message::{Mailbox, MultiPart};

use super::compose::{ComposeError, Letterhead, address, new_message_id};
use crate::store::OutgoingMessage;

/// What the letter says, in its reader's language.
pub struct OneLink {
    pub subject: String,
    pub intro: String,
    pub button: String,
    pub link: String,
    pub note: String,
}

struct MailView {
    lang: &'static str,
    guide: String,
    heading: String,
    intro: String,
    button: String,
    link: String,
    note: String,
    footer: String,
}

#[derive(Template)]
#[template(path = "one_link.html")]
struct HtmlPart<'a> {
    mail: &'a MailView,
}

#[derive(Template)]
#[template(path = "one_link.txt")]
struct TextPart<'a> {
    mail: &'a MailView,
}

pub fn compose(
    letterhead: &Letterhead<'_>,
    to: &str,
    lang: Lang,
    letter: OneLink,
) -> Result<OutgoingMessage, ComposeError> {
    let words = catalog(lang);
    let site = letterhead.site;
    let view = MailView {
        lang: lang.code(),
        guide: words.message("mail-guide", &[("brand", Arg::Text(&site.brand))]),
        heading: letter.subject.clone(),
        intro: letter.intro,
        button: letter.button,
        link: letter.link,
        note: letter.note,
        footer: words.message(
            "mail-footer",
            &[
                ("brand", Arg::Text(&site.brand)),
                ("city", Arg::Text(&site.city)),
            ],
        ),
    };
    let html = HtmlPart { mail: &view }
        .render()
        .map_err(anyhow::Error::from)?;
    let text = TextPart { mail: &view }
        .render()
        .map_err(anyhow::Error::from)?;
    let from = letterhead.sender()?;
    let to = Mailbox::new(None, address(to)?);
    let message_id = new_message_id(from.email.domain());
    let message = Message::builder()
        .message_id(Some(message_id.clone()))
        .from(from.clone())
        .to(to.clone())
        .subject(letter.subject)
        .multipart(MultiPart::alternative_plain_html(text, html))
        .map_err(|e| anyhow::anyhow!("building the message: {e}"))?;
    Ok(OutgoingMessage {
        message_id,
        sender: from.email.to_string(),
        recipients: vec![to.email.to_string()],
        raw: message.formatted(),
    })
}
