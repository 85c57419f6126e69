//! The e-mails of reminders (issue #37): the confirmation link, the
//! reminder on its morning, and the notice of a change. Each carries a
//! one-click unsubscribe (RFC 8058: `List-Unsubscribe` with an HTTPS link
//! and `List-Unsubscribe-Post`) and a link to the page that shows and
//! deletes what the guide keeps; no tracking pixel, no rewritten links.

use askama::Template;
use guide_core::content::model::Event;
use guide_core::plan::reminders::EventChange;
use guide_core::text::catalogs::catalog;
use guide_core::text::format;
use guide_core::text::lang::Lang;
use guide_core::text::words::{Arg, Localizer};
use guide_core::time::date::Date;
use lettre::Message;
use lettre::message::header::{HeaderName, HeaderValue};
use lettre::message::{Mailbox, MultiPart};

use super::compose::{ComposeError, Letterhead, address, new_message_id};
use crate::store::OutgoingMessage;

/// Which of the three e-mails.
#[derive(Debug, Clone, Copy)]
pub enum ReminderMail {
    /// The first 'Remind me' of an address: the link that confirms it.
    Confirm,
    /// The reminder itself, of its event on `day`, sent `today`.
    Remind { day: Date, today: Date },
    /// The event changed.
    Tell(EventChange),
}

/// Who it goes to and how its links are made.
pub struct ReminderLetter<'a> {
    pub to: &'a str,
    pub lang: Lang,
    /// The site's address the links point to.
    pub origin: &'a str,
    /// The link token this e-mail carries (only its hash is stored).
    pub token: &'a str,
    /// The Message-ID's left part when it is fixed by what the e-mail is
    /// (a reminder's morning, a change), so a second write is the same
    /// message; a fresh one otherwise.
    pub message_key: Option<String>,
    pub today: Date,
}

struct EventView {
    title: String,
    when: String,
    venue: Option<String>,
    page: String,
    badge: Option<String>,
}

struct Action {
    label: String,
    href: String,
}

struct MailView {
    lang: &'static str,
    guide: String,
    heading: String,
    intro: String,
    event: EventView,
    see_in_guide: String,
    action: Option<Action>,
    note: Option<String>,
    why: String,
    data_label: String,
    data_link: String,
    stop_label: String,
    footer: String,
}

#[derive(Template)]
#[template(path = "reminder.html")]
struct HtmlPart<'a> {
    mail: &'a MailView,
}

#[derive(Template)]
#[template(path = "reminder.txt")]
struct TextPart<'a> {
    mail: &'a MailView,
}

/// The page that shows (and confirms, and deletes) what is held for the
/// address. The token rides in the fragment, which browsers never send
/// to a server, so it stays out of logs and `Referer`s.
pub fn address_page(origin: &str, lang: Lang, token: &str, confirm: bool) -> String {
    let kind = if confirm { "confirm" } else { "token" };
    format!("{origin}{}#{kind}={token}", lang.path("/reminders"))
}

/// The RFC 8058 one-click address: a POST to it forgets the address.
pub fn unsubscribe_link(origin: &str, token: &str) -> String {
    format!("{origin}/api/reminders/unsubscribe?token={token}")
}

pub fn compose(
    letterhead: &Letterhead<'_>,
    letter: &ReminderLetter<'_>,
    event: &Event,
    mail: ReminderMail,
) -> Result<OutgoingMessage, ComposeError> {
    let words = catalog(letter.lang);
    let site = letterhead.site;
    let title = [
        ("title", Arg::Text(&event.title)),
        ("brand", Arg::Text(&site.brand)),
    ];
    let (subject_id, intro_id) = match mail {
        ReminderMail::Confirm => ("reminder-confirm-subject", "reminder-confirm-intro"),
        ReminderMail::Remind { day, today } if day == today => {
            ("reminder-today-subject", "reminder-intro")
        }
        ReminderMail::Remind { day, today } if day == today.add_days(1) => {
            ("reminder-tomorrow-subject", "reminder-intro")
        }
        ReminderMail::Remind { .. } => ("reminder-soon-subject", "reminder-intro"),
        ReminderMail::Tell(EventChange::Cancelled) => {
            ("reminder-cancelled-subject", "reminder-cancelled-intro")
        }
        ReminderMail::Tell(EventChange::Postponed) => {
            ("reminder-postponed-subject", "reminder-postponed-intro")
        }
        ReminderMail::Tell(EventChange::Moved) => {
            ("reminder-moved-subject", "reminder-moved-intro")
        }
    };
    let subject = words.message(subject_id, &title);
    let page_of_event = guide_core::content::paths::item_path(
        guide_core::content::paths::ItemKind::Event,
        event.id,
        &event.title,
    );
    let when = match event.time.as_deref() {
        Some(time) if !time.trim().is_empty() => format!(
            "{} · {}",
            format::date_range_from(event.date, event.end_date, letter.today, letter.lang),
            format::event_time(time, letter.lang)
        ),
        _ => format::date_range_from(event.date, event.end_date, letter.today, letter.lang),
    };
    let data_link = address_page(letter.origin, letter.lang, letter.token, false);
    let view = MailView {
        lang: letter.lang.code(),
        guide: words.message("mail-guide", &[("brand", Arg::Text(&site.brand))]),
        heading: subject.clone(),
        intro: words.message(intro_id, &title),
        event: EventView {
            title: event.title.clone(),
            when,
            venue: Some(event.venue.name().trim().to_string()).filter(|v| !v.is_empty()),
            page: format!("{}{}", letter.origin, letter.lang.path(&page_of_event)),
            badge: event.status.badge(words),
        },
        see_in_guide: words.text("mail-see-in-guide"),
        action: matches!(mail, ReminderMail::Confirm).then(|| Action {
            label: words.text("reminder-confirm-button"),
            href: address_page(letter.origin, letter.lang, letter.token, true),
        }),
        note: matches!(mail, ReminderMail::Confirm).then(|| words.text("reminder-confirm-ignore")),
        why: words.message("reminder-why", &title),
        data_label: words.text("reminder-your-data"),
        data_link,
        stop_label: words.text("reminder-stop"),
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
    list_message(
        letterhead,
        ListLetter {
            to: letter.to,
            subject,
            message_key: letter.message_key.as_deref(),
            unsubscribe: &unsubscribe_link(letter.origin, letter.token),
        },
        MultiPart::alternative_plain_html(text, html),
    )
}

/// What every e-mail of a list the address asked for (reminders, the
/// weekly issue) has beside its body.
pub(super) struct ListLetter<'a> {
    pub to: &'a str,
    pub subject: String,
    /// The Message-ID's left part when it is fixed by what the e-mail is;
    /// a fresh one otherwise.
    pub message_key: Option<&'a str>,
    /// The RFC 8058 one-click address.
    pub unsubscribe: &'a str,
}

/// The message with its headers: `List-Unsubscribe` and
/// `List-Unsubscribe-Post` when the address is https, so mail clients
/// offer their own button.
pub(super) fn list_message(
    letterhead: &Letterhead<'_>,
    letter: ListLetter<'_>,
    body: MultiPart,
) -> Result<OutgoingMessage, ComposeError> {
    let from = letterhead.sender()?;
    let to = Mailbox::new(None, address(letter.to)?);
    let domain = from.email.domain().to_string();
    let message_id = match letter.message_key {
        Some(key) => format!("<{key}@{domain}>"),
        None => new_message_id(&domain),
    };
    let mut message = Message::builder()
        .message_id(Some(message_id.clone()))
        .from(from.clone())
        .to(to.clone())
        .subject(letter.subject);
    // RFC 8058 asks for an https address: over http (no public https
    // address configured) the e-mail's own link is the way out.
    if letter.unsubscribe.starts_with("https://") {
        message = message
            .raw_header(HeaderValue::new(
                HeaderName::new_from_ascii_str("List-Unsubscribe"),
                format!("<{}>", letter.unsubscribe),
            ))
            .raw_header(HeaderValue::new(
                HeaderName::new_from_ascii_str("List-Unsubscribe-Post"),
                "List-Unsubscribe=One-Click".to_string(),
            ));
    }
    let message = message
        .multipart(body)
        .map_err(|e| anyhow::anyhow!("building the message: {e}"))?;
    Ok(OutgoingMessage {
        message_id,
        sender: from.email.to_string(),
        recipients: vec![to.email.to_string()],
        raw: message.formatted(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use guide_core::content::model::{EventStatus, VenueRef};

    fn event(status: EventStatus) -> Event {
        Event {
            id: 7,
            title: "La Traviata <live>".into(),
            description: String::new(),
            venue_id: None,
            venue: VenueRef::Name("Sarasota Opera House".into()),
            date: Date::parse("2026-12-05").unwrap(),
            end_date: None,
            time: Some("7:30 PM".into()),
            category: "Opera".into(),
            image: None,
            picture: None,
            ticket_price: None,
            ticket_url: None,
            status,
            lang: Default::default(),
            translations: Default::default(),
            untranslated: Vec::new(),
            series: None,
        }
    }

    fn text_of(raw: &[u8]) -> String {
        let decoded = quoted_printable::decode(raw, quoted_printable::ParseMode::Robust).unwrap();
        String::from_utf8_lossy(&decoded).into_owned()
    }

    fn write(mail: ReminderMail, lang: Lang, key: Option<String>) -> (OutgoingMessage, String) {
        write_at("https://guide.example", mail, lang, key)
    }

    fn write_at(
        origin: &str,
        mail: ReminderMail,
        lang: Lang,
        key: Option<String>,
    ) -> (OutgoingMessage, String) {
        let site = crate::config::Config::load(None, &crate::config::Overrides::default())
            .unwrap()
            .site
            .info();
        let letterhead = Letterhead {
            site: &site,
            curator_email: "curator@example.org",
            from: "Guide <guide@example.org>",
            origin,
        };
        let letter = ReminderLetter {
            to: "ana@example.com",
            lang,
            origin,
            token: "t0k3n",
            message_key: key,
            today: Date::parse("2026-12-04").unwrap(),
        };
        let message = compose(&letterhead, &letter, &event(EventStatus::Scheduled), mail).unwrap();
        let raw = text_of(&message.raw);
        (message, raw)
    }

    #[test]
    fn every_reminder_mail_unsubscribes_in_one_click_and_tracks_nothing() {
        let today = Date::parse("2026-12-04").unwrap();
        for mail in [
            ReminderMail::Confirm,
            ReminderMail::Remind {
                day: today.add_days(1),
                today,
            },
            ReminderMail::Tell(EventChange::Cancelled),
        ] {
            let (message, raw) = write(mail, Lang::En, None);
            assert_eq!(message.recipients, vec!["ana@example.com"]);
            assert!(
                raw.contains(
                    "List-Unsubscribe: <https://guide.example/api/reminders/unsubscribe?token=t0k3n>"
                ),
                "{raw}"
            );
            assert!(raw.contains("List-Unsubscribe-Post: List-Unsubscribe=One-Click"));
            assert!(raw.contains("https://guide.example/reminders#token=t0k3n"));
            // Its only picture-free links: the guide's pages, as they are.
            assert!(!raw.contains("<img"), "{raw}");
            assert!(raw.contains("https://guide.example/events/7-la-traviata-live"));
            assert!(raw.contains("La Traviata &#60;live&#62;"), "escaped: {raw}");
        }
    }

    #[test]
    fn without_an_https_address_no_one_click_header_is_sent() {
        let (_, raw) = write_at(
            "http://localhost:8080",
            ReminderMail::Confirm,
            Lang::En,
            None,
        );
        assert!(!raw.contains("List-Unsubscribe"), "{raw}");
        // The e-mail's own link still leads to the page that unsubscribes.
        assert!(raw.contains("http://localhost:8080/reminders#token=t0k3n"));
    }

    #[test]
    fn the_reminder_says_which_day_in_the_visitors_language() {
        let today = Date::parse("2026-12-04").unwrap();
        let (_, raw) = write(
            ReminderMail::Remind {
                day: today.add_days(1),
                today,
            },
            Lang::En,
            Some("reminder.abc.123".into()),
        );
        assert!(
            raw.contains("Subject: Tomorrow: La Traviata <live>"),
            "{raw}"
        );
        assert!(raw.contains("Message-ID: <reminder.abc.123@example.org>"));
        assert!(raw.contains("Saturday, December 5 · 7:30 PM"), "{raw}");
        let (_, raw) = write(ReminderMail::Confirm, Lang::Es, None);
        assert!(raw.contains("https://guide.example/es/reminders#confirm=t0k3n"));
        assert!(raw.contains("sábado, 5 de diciembre · 19:30"), "{raw}");
    }
}
