//! Turns a validated visit plan into the e-mail that carries it: an HTML
//! part and a plain-text part rendered by templates (HTML-escaped by askama),
//! a subject naming the brand, and a Message-ID fixed once so that every
//! delivery attempt sends the very same message. Its words are the
//! catalog's (`locales/<lang>/mail.ftl`): the visitor's own plan in the
//! visitor's language, the curator's copy in the site's, naming the
//! visitor's.

use std::hash::{BuildHasher, Hasher};

use askama::Template;
use guide_core::content::site::SiteInfo;
use guide_core::plan::visit_plan::{PlanDayItems, PlanItem, PlanToCurator, PlanToSelf};
use guide_core::text::catalogs::{Catalog, catalog};
use guide_core::text::format;
use guide_core::text::lang::Lang;
use guide_core::text::words::{Arg, Localizer};
use lettre::message::{Mailbox, MultiPart};
use lettre::{Address, Message};

use crate::store::OutgoingMessage;

/// Why a message could not be composed: an address lettre cannot use.
#[derive(Debug, thiserror::Error)]
pub enum ComposeError {
    #[error("'{0}' is not a valid email address")]
    Address(String),
    #[error("the sender address '{0}' in the SMTP configuration is invalid")]
    Sender(String),
    #[error(transparent)]
    Other(#[from] anyhow::Error),
}

/// One selected item as the e-mail lists it.
struct ItemView {
    /// Its number in the whole plan.
    number: usize,
    kind: String,
    name: String,
    venue: Option<String>,
    date: Option<String>,
    time: Option<String>,
    cuisine: Option<String>,
    rating: Option<String>,
    details: Option<String>,
    /// Only web addresses (core's rule) become links.
    link: Option<String>,
    /// Its page in the guide, absolute.
    page: Option<String>,
    /// Removed from the guide since it was saved.
    note: Option<String>,
    /// A small JPEG of its picture, absolute.
    picture: Option<String>,
    /// On a day of the trip: its address, the way from the stop before
    /// (an estimate, said so), and what goes wrong there.
    address: Option<String>,
    travel: Option<String>,
    conflicts: Vec<String>,
}

impl ItemView {
    fn from_item(plan_item: &PlanItem, number: usize, origin: &str, words: &Catalog) -> ItemView {
        let item = &plan_item.item;
        let link = [item.ticket_url.as_deref(), item.website.as_deref()]
            .into_iter()
            .flatten()
            .map(str::trim)
            .find(|url| guide_core::text::validation::is_web_url(url))
            .map(str::to_string);
        ItemView {
            number,
            // The page in the e-mail's language.
            page: plan_item
                .path
                .as_ref()
                .map(|path| format!("{origin}{}", words.lang().path(path))),
            note: plan_item.note(words),
            picture: plan_item
                .picture
                .as_ref()
                .map(|path| format!("{origin}{path}")),
            kind: words.text(item.kind.message()),
            name: item.name.clone(),
            venue: item.venue.clone(),
            date: item.date.clone(),
            // A stop of the trip at the hours planned; an event at its own.
            time: match &plan_item.planned {
                Some(planned) => Some(planned.times.clone()),
                None => item
                    .time
                    .as_deref()
                    .map(|time| format::event_time(time, words.lang())),
            },
            address: plan_item.planned.as_ref().and_then(|p| p.address.clone()),
            travel: plan_item.planned.as_ref().and_then(|p| p.travel.clone()),
            conflicts: plan_item
                .planned
                .as_ref()
                .map(|p| p.conflicts.clone())
                .unwrap_or_default(),
            cuisine: item.cuisine.clone(),
            rating: item
                .rating
                .map(|r| format::rating_out_of_10(Some(r), words)),
            details: item.details.clone(),
            link,
        }
    }
}

/// What both templates render.
struct PlanView {
    /// The language it is written in (`<html lang>`).
    lang: &'static str,
    heading: String,
    intro: String,
    /// Name and address of the visitor (curator mail only).
    visitor_name: Option<String>,
    visitor_email: Option<String>,
    visit_dates: Option<String>,
    /// The language the visitor used, when not the e-mail's own (curator
    /// mail only).
    visitor_language: Option<&'static str>,
    message: Option<String>,
    message_label: String,
    days: Vec<DayView>,
    label: Labels,
}

/// The templates' own words, in the e-mail's language.
struct Labels {
    guide: String,
    footer: String,
    from: String,
    visit_dates: String,
    language: String,
    selected: String,
    venue: String,
    date: String,
    time: String,
    address: String,
    travel: String,
    cuisine: String,
    rating: String,
    in_guide: String,
    details: String,
    see_in_guide: String,
    view_details: String,
}

impl Labels {
    fn new(words: &Catalog, site: &SiteInfo, count: usize) -> Labels {
        let text = |id: &str| words.text(id);
        Labels {
            guide: words.message("mail-guide", &[("brand", Arg::Text(&site.brand))]),
            footer: words.message(
                "mail-footer",
                &[
                    ("brand", Arg::Text(&site.brand)),
                    ("city", Arg::Text(&site.city)),
                ],
            ),
            from: text("mail-from"),
            visit_dates: text("mail-visit-dates"),
            language: text("mail-language"),
            selected: words.message("mail-selected", &[("count", Arg::Number(count as f64))]),
            venue: text("mail-venue"),
            date: text("mail-date"),
            time: text("mail-time"),
            address: text("mail-address"),
            travel: text("mail-travel"),
            cuisine: text("mail-cuisine"),
            rating: text("mail-rating"),
            in_guide: text("mail-in-guide"),
            details: text("mail-details"),
            see_in_guide: text("mail-see-in-guide"),
            view_details: text("mail-view-details"),
        }
    }
}

/// A day of the plan and its items ('Any day' last).
struct DayView {
    heading: String,
    items: Vec<ItemView>,
}

/// The plan's days as the templates show them, items numbered throughout.
fn day_views(days: &[PlanDayItems], origin: &str, words: &Catalog) -> Vec<DayView> {
    let mut number = 0;
    days.iter()
        .map(|day| DayView {
            heading: day.heading.clone(),
            items: day
                .items
                .iter()
                .map(|item| {
                    number += 1;
                    ItemView::from_item(item, number, origin, words)
                })
                .collect(),
        })
        .collect()
}

fn count(days: &[PlanDayItems]) -> usize {
    days.iter().map(|d| d.items.len()).sum()
}

#[derive(Template)]
#[template(path = "visit_plan.html")]
struct HtmlPart<'a> {
    plan: &'a PlanView,
}

#[derive(Template)]
#[template(path = "visit_plan.txt")]
struct TextPart<'a> {
    plan: &'a PlanView,
}

fn non_empty(text: &str) -> Option<String> {
    let text = text.trim();
    (!text.is_empty()).then(|| text.to_string())
}

pub(super) fn address(text: &str) -> Result<Address, ComposeError> {
    text.trim()
        .parse()
        .map_err(|_| ComposeError::Address(text.trim().to_string()))
}

/// Everything the site's configuration contributes to a message.
pub struct Letterhead<'a> {
    pub site: &'a SiteInfo,
    pub curator_email: &'a str,
    /// `Name <address>` or a bare address.
    pub from: &'a str,
    /// The site's public origin, for links to the items' pages.
    pub origin: &'a str,
}

impl Letterhead<'_> {
    pub(super) fn sender(&self) -> Result<Mailbox, ComposeError> {
        self.from
            .parse()
            .map_err(|_| ComposeError::Sender(self.from.to_string()))
    }
}

/// The visitor's plan, to the curator, with Reply-To the visitor: in the
/// site's language (English, as the dashboard), naming the visitor's when
/// it is another. `days` are written in English too.
pub fn plan_to_curator(
    letterhead: &Letterhead<'_>,
    plan: &PlanToCurator,
    days: &[PlanDayItems],
) -> Result<OutgoingMessage, ComposeError> {
    let site = letterhead.site;
    let visitor = Mailbox::new(Some(plan.name.clone()), address(&plan.email)?);
    let curator = Mailbox::new(
        Some(site.curator_name.clone()),
        address(letterhead.curator_email)?,
    );
    let words = catalog(Lang::En);
    let named = [
        ("name", Arg::Text(&plan.name)),
        ("brand", Arg::Text(&site.brand)),
        ("city", Arg::Text(&site.city)),
    ];
    let view = PlanView {
        lang: words.lang().code(),
        heading: words.message("mail-curator-heading", &named),
        intro: words.message("mail-curator-intro", &named),
        visitor_name: Some(plan.name.clone()),
        visitor_email: Some(plan.email.clone()),
        visit_dates: non_empty(&plan.visit_dates),
        visitor_language: (plan.lang != words.lang()).then(|| plan.lang.name()),
        message: non_empty(&plan.message),
        message_label: words.text("mail-message"),
        days: day_views(days, letterhead.origin, words),
        label: Labels::new(words, site, count(days)),
    };
    let subject = words.message("mail-curator-subject", &named);
    build(letterhead, vec![curator], Some(visitor), &subject, &view)
}

/// The visitor's plan, to the visitor's own address(es), in their
/// language (`plan.lang`, which `days` are written in too).
pub fn plan_to_self(
    letterhead: &Letterhead<'_>,
    plan: &PlanToSelf,
    days: &[PlanDayItems],
) -> Result<OutgoingMessage, ComposeError> {
    let site = letterhead.site;
    let recipients = guide_core::plan::visit_plan::split_emails(&plan.email)
        .iter()
        .map(|a| address(a).map(|a| Mailbox::new(None, a)))
        .collect::<Result<Vec<_>, _>>()?;
    let words = catalog(plan.lang);
    let named = [
        ("brand", Arg::Text(&site.brand)),
        ("city", Arg::Text(&site.city)),
    ];
    let view = PlanView {
        lang: words.lang().code(),
        heading: words.message("mail-self-heading", &named),
        intro: words.message("mail-self-intro", &named),
        visitor_name: None,
        visitor_email: None,
        visit_dates: None,
        visitor_language: None,
        message: non_empty(&plan.notes),
        message_label: words.text("mail-notes"),
        days: day_views(days, letterhead.origin, words),
        label: Labels::new(words, site, count(days)),
    };
    let subject = words.message("mail-self-subject", &named);
    build(letterhead, recipients, None, &subject, &view)
}

fn build(
    letterhead: &Letterhead<'_>,
    to: Vec<Mailbox>,
    reply_to: Option<Mailbox>,
    subject: &str,
    view: &PlanView,
) -> Result<OutgoingMessage, ComposeError> {
    let from = letterhead.sender()?;
    let html = HtmlPart { plan: view }
        .render()
        .map_err(anyhow::Error::from)?;
    let text = TextPart { plan: view }
        .render()
        .map_err(anyhow::Error::from)?;
    let message_id = new_message_id(from.email.domain());
    let mut builder = Message::builder()
        .message_id(Some(message_id.clone()))
        .from(from.clone())
        .subject(subject);
    for mailbox in &to {
        builder = builder.to(mailbox.clone());
    }
    if let Some(reply_to) = reply_to {
        builder = builder.reply_to(reply_to);
    }
    let message = builder
        .multipart(MultiPart::alternative_plain_html(text, html))
        .map_err(|e| anyhow::anyhow!("building the message: {e}"))?;
    Ok(OutgoingMessage {
        message_id,
        sender: from.email.to_string(),
        recipients: to.iter().map(|m| m.email.to_string()).collect(),
        raw: message.formatted(),
    })
}

/// `<time.random@domain>`: unique across restarts and database resets.
pub(super) fn new_message_id(domain: &str) -> String {
    let millis = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis())
        .unwrap_or(0);
    // RandomState is seeded from the operating system's randomness.
    let random = std::collections::hash_map::RandomState::new()
        .build_hasher()
        .finish();
    format!("<{millis:x}.{random:016x}@{domain}>")
}

#[cfg(test)]
mod tests {
    use super::*;
    use guide_core::content::model::EventStatus;
    use guide_core::plan::favorites::{ItemType, SendItem};

    fn site() -> SiteInfo {
        crate::config::Config::load(None, &crate::config::Overrides::default())
            .unwrap()
            .site
            .info()
    }

    fn item(kind: ItemType, name: &str) -> PlanItem {
        PlanItem {
            removed: false,
            status: EventStatus::Scheduled,
            path: Some("/events/7-nutcracker".into()),
            picture: Some("/public-objects/0123abcd-320.jpg".into()),
            planned: None,
            item: SendItem {
                kind,
                id: 7,
                name: name.into(),
                venue: Some("Van Wezel".into()),
                date: Some("Saturday, December 5, 2026".into()),
                time: Some("7:30 PM".into()),
                cuisine: None,
                rating: Some(8.5),
                details: Some("Bring a jacket".into()),
                ticket_url: Some("javascript:alert(1)".into()),
                website: Some("https://vanwezel.org".into()),
            },
        }
    }

    fn day(heading: &str, items: Vec<PlanItem>) -> PlanDayItems {
        PlanDayItems {
            heading: heading.into(),
            items,
        }
    }

    /// The message with its quoted-printable undone (soft breaks, `=3D`,
    /// `=C3=B3`).
    fn text_of(raw: &[u8]) -> String {
        let decoded = quoted_printable::decode(raw, quoted_printable::ParseMode::Robust)
            .expect("a quoted-printable message");
        String::from_utf8_lossy(&decoded).into_owned()
    }

    fn html_part(raw: &str) -> &str {
        raw.split_once("Content-Type: text/html").unwrap().1
    }

    #[test]
    fn the_curator_mail_names_the_visitor_and_escapes_their_text() {
        let site = site();
        let letterhead = Letterhead {
            site: &site,
            curator_email: "curator@example.org",
            from: "Guide <guide@example.org>",
            origin: "https://guide.example",
        };
        let plan = PlanToCurator {
            name: "Ana <b>Bold</b>".into(),
            email: "ana@example.com".into(),
            visit_dates: "Dec 5-7".into(),
            message: "We love <script>jazz</script>".into(),
            selected_items: vec![item(ItemType::Event, "Nutcracker & Friends").item],
            timestamp: "2026-11-22T10:00:00Z".into(),
            lang: Lang::Es,
            trip: None,
        };
        let message = plan_to_curator(
            &letterhead,
            &plan,
            &[day(
                "Saturday, December 5",
                vec![item(ItemType::Event, "Nutcracker & Friends")],
            )],
        )
        .unwrap();
        assert_eq!(message.recipients, vec!["curator@example.org"]);
        assert_eq!(message.sender, "guide@example.org");
        let raw = text_of(&message.raw);
        assert!(raw.contains("Reply-To:"), "{raw}");
        assert!(raw.contains("ana@example.com"));
        assert!(raw.contains(&format!("Message-ID: {}", message.message_id)));
        assert!(raw.contains("Subject: Sarasota visit plan from"));
        let html = html_part(&raw);
        assert!(
            html.contains("We love &#60;script&#62;jazz&#60;/script&#62;"),
            "{html}"
        );
        assert!(!html.contains("<script>") && !html.contains("<b>Bold"));
        assert!(html.contains("Nutcracker &#38; Friends"));
        assert!(html.contains("8.5/10"));
        // The plain-text part carries the same words as typed.
        assert!(raw.contains("We love <script>jazz</script>"));
        // The javascript: ticket link is dropped in favour of the website.
        assert!(!raw.contains("javascript:"));
        assert!(html.contains("href=\"https://vanwezel.org\""), "{html}");
        // And the item's page in the guide, under its day.
        assert!(
            html.contains("href=\"https://guide.example/events/7-nutcracker\""),
            "{html}"
        );
        assert!(raw.contains("In the guide: https://guide.example/events/7-nutcracker"));
        assert!(html.contains("Saturday, December 5</h3>"));
        // In the site's language, saying the visitor's.
        assert!(
            html.starts_with("\r\n") || html.contains("<html lang=\"en\">"),
            "{html}"
        );
        assert!(raw.contains("Language: Español"), "{raw}");
        assert!(html.contains("Language</td><td>Español</td>"), "{html}");
        // Its picture, small, from the guide itself.
        assert!(
            html.contains(
                "<img src=\"https://guide.example/public-objects/0123abcd-320.jpg\" width=\"96\""
            ),
            "{html}"
        );
    }

    #[test]
    fn the_self_mail_goes_to_every_address() {
        let site = site();
        let letterhead = Letterhead {
            site: &site,
            curator_email: "curator@example.org",
            from: "guide@example.org",
            origin: "https://guide.example",
        };
        let plan = PlanToSelf {
            email: "a@example.com, b@example.net".into(),
            notes: String::new(),
            selected_items: vec![item(ItemType::Restaurant, "Owen's Fish Camp").item],
            timestamp: String::new(),
            lang: Lang::En,
            trip: None,
        };
        let removed = PlanItem {
            removed: true,
            status: EventStatus::Scheduled,
            path: None,
            picture: None,
            planned: None,
            item: SendItem {
                ticket_url: None,
                website: None,
                ..item(ItemType::Event, "Swan Lake").item
            },
        };
        let message = plan_to_self(
            &letterhead,
            &plan,
            &[day(
                "Any day",
                vec![
                    item(ItemType::Restaurant, "Owen's Fish Camp"),
                    removed,
                    PlanItem {
                        status: EventStatus::Cancelled,
                        ..item(ItemType::Event, "Nutcracker")
                    },
                ],
            )],
        )
        .unwrap();
        assert_eq!(message.recipients, vec!["a@example.com", "b@example.net"]);
        let raw = text_of(&message.raw);
        assert!(raw.contains("Subject: Your Sarasota visit plan"));
        assert!(!raw.contains("Reply-To:"));
        // A removed item is named, marked, and not linked.
        assert!(raw.contains("Swan Lake (no longer in the guide)"), "{raw}");
        // A cancelled event says so, in both parts, and keeps its links.
        assert!(raw.contains("Nutcracker (Cancelled) [Event]"), "{raw}");
        assert!(html_part(&raw).contains("Nutcracker <span"), "{raw}");
        assert!(html_part(&raw).contains("(Cancelled)</span>"), "{raw}");
        assert_eq!(html_part(&raw).matches("View details").count(), 2);
        assert_eq!(html_part(&raw).matches("See it in the guide").count(), 2);
        assert!(raw.contains("Selected items (3)"));
        // An English visitor's language is not named.
        assert!(!raw.contains("Language:"));
    }

    #[test]
    fn the_self_mail_is_in_the_visitors_language() {
        let site = site();
        let letterhead = Letterhead {
            site: &site,
            curator_email: "curator@example.org",
            from: "guide@example.org",
            origin: "https://guide.example",
        };
        let plan = PlanToSelf {
            email: "a@example.com".into(),
            notes: "Llevar protector solar".into(),
            selected_items: vec![item(ItemType::Event, "Nutcracker").item],
            lang: Lang::Es,
            ..Default::default()
        };
        let cancelled = PlanItem {
            status: EventStatus::Cancelled,
            ..item(ItemType::Event, "Nutcracker")
        };
        let message = plan_to_self(
            &letterhead,
            &plan,
            &[day("sábado, 5 de diciembre", vec![cancelled])],
        )
        .unwrap();
        let raw = text_of(&message.raw);
        let html = html_part(&raw);
        assert!(html.contains("<html lang=\"es\">"), "{html}");
        assert!(raw.contains("Elementos seleccionados (1)"), "{raw}");
        assert!(raw.contains("Nutcracker (Cancelado) [Evento]"), "{raw}");
        assert!(raw.contains("Notas:"), "{raw}");
        assert!(raw.contains("Valoración: 8,5/10"), "{raw}");
        assert!(raw.contains("Hora: 19:30"), "{raw}");
        // Its page is the Spanish one.
        assert!(
            raw.contains("En la guía: https://guide.example/es/events/7-nutcracker"),
            "{raw}"
        );
        assert!(html.contains(">Verlo en la guía</a>"), "{html}");
    }

    #[test]
    fn message_ids_differ() {
        assert_ne!(new_message_id("x.org"), new_message_id("x.org"));
    }

    #[test]
    fn a_bad_sender_is_reported() {
        let site = site();
        let letterhead = Letterhead {
            site: &site,
            curator_email: "curator@example.org",
            from: "not an address",
            origin: "https://guide.example",
        };
        let plan = PlanToSelf {
            email: "a@example.com".into(),
            selected_items: vec![item(ItemType::Activity, "Selby Gardens").item],
            ..Default::default()
        };
        assert!(matches!(
            plan_to_self(
                &letterhead,
                &plan,
                &[day(
                    "Any day",
                    vec![item(ItemType::Activity, "Selby Gardens")]
                )]
            ),
            Err(ComposeError::Sender(_))
        ));
    }
}
