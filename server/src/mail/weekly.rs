//! The weekly e-mail, 'This weekend in <city>' (issue #37, part 4), and
//! the link that confirms a subscription. An issue lists the weekend's
//! events in the subscriber's categories day by day, as the visit plan
//! does, with links to their pages and the weekend as a calendar file
//! attached. Its contents are composed once per language, choice of
//! categories and site address ([`IssueContent`]); each subscriber's
//! e-mail adds only its own links. One-click unsubscribe (RFC 8058) as the
//! reminders; no picture, no tracking.

use askama::Template;
use guide_core::content::events::category_label;
use guide_core::content::model::Event;
use guide_core::content::paths::{ItemKind, item_path};
use guide_core::content::translations::Translatable;
use guide_core::plan::calendar::{CalendarSite, events_calendar};
use guide_core::plan::weekly::IssueIntro;
use guide_core::plan::weekly::issue_days;
use guide_core::text::catalogs::catalog;
use guide_core::text::format;
use guide_core::text::lang::Lang;
use guide_core::text::words::{Arg, Localizer};
use guide_core::time::date::{CityZone, Date};
use lettre::message::header::ContentType;
use lettre::message::{Attachment, MultiPart};

use super::compose::{ComposeError, Letterhead};
use super::reminders::{ListLetter, address_page, list_message};
use crate::store::OutgoingMessage;

/// The file name of an issue's calendar attachment.
pub const CALENDAR_FILE: &str = "this-weekend.ics";

struct EventView {
    title: String,
    /// Its time, and its days when it runs longer than the weekend.
    when: Option<String>,
    venue: Option<String>,
    category: String,
    page: String,
}

struct DayView {
    heading: String,
    events: Vec<EventView>,
}

/// An issue's contents in one language, for one choice of categories and
/// one site address: the same for every subscriber who chose them.
pub struct IssueContent {
    subject: String,
    intro: String,
    /// What staff wrote for this issue.
    staff_intro: Option<IssueIntro>,
    categories: Option<String>,
    days: Vec<DayView>,
    calendar: String,
}

impl IssueContent {
    /// How many events it lists.
    pub fn events(&self) -> usize {
        self.days.iter().map(|day| day.events.len()).sum()
    }

    pub fn subject(&self) -> &str {
        &self.subject
    }

    /// The issue of `thursday` from `events` (the guide's, any order), or
    /// none when the weekend has nothing in `categories`.
    pub fn of(
        letterhead: &Letterhead<'_>,
        zone: CityZone,
        events: &[Event],
        categories: &[String],
        thursday: Date,
        lang: Lang,
        staff_intro: Option<&IssueIntro>,
    ) -> Option<IssueContent> {
        let words = catalog(lang);
        let site = letterhead.site;
        let origin = letterhead.origin;
        let days = issue_days(events, categories, thursday);
        if days.is_empty() {
            return None;
        }
        let subject = words.message("weekly-subject", &[("city", Arg::Text(&site.city))]);
        let mut listed: Vec<&Event> = Vec::new();
        let days = days
            .into_iter()
            .map(|day| DayView {
                heading: format::day_with_weekday(day.day, thursday, lang),
                events: day
                    .events
                    .into_iter()
                    .map(|i| {
                        let event = &events[i];
                        listed.push(event);
                        let path = item_path(ItemKind::Event, event.id, &event.title);
                        let shown = event.in_language(lang);
                        let time = shown
                            .time
                            .as_deref()
                            .filter(|t| !t.trim().is_empty())
                            .map(|t| format::event_time(t, lang));
                        let days =
                            matches!(event.end_date, Some(end) if end > event.date).then(|| {
                                format::date_range_from(event.date, event.end_date, thursday, lang)
                            });
                        let when = match (days, time) {
                            (Some(days), Some(time)) => Some(format!("{days} · {time}")),
                            (days, time) => days.or(time),
                        };
                        EventView {
                            title: shown.title.clone(),
                            when,
                            venue: Some(shown.venue.name().trim().to_string())
                                .filter(|v| !v.is_empty()),
                            category: category_label(&event.category, words),
                            page: format!("{origin}{}", lang.path(&path)),
                        }
                    })
                    .collect(),
            })
            .collect();
        let categories = (!categories.is_empty()).then(|| {
            let labels: Vec<String> = categories
                .iter()
                .map(|category| category_label(category, words))
                .collect();
            words.message(
                "weekly-in-categories",
                &[("categories", Arg::Text(&labels.join(", ")))],
            )
        });
        let calendar = events_calendar(
            &subject,
            &listed,
            &[],
            &CalendarSite {
                brand: &site.brand,
                words,
                origin,
                zone,
            },
            thursday.to_days() * 86_400_000,
            None,
        );
        Some(IssueContent {
            subject,
            intro: words.text("weekly-intro"),
            staff_intro: staff_intro.cloned(),
            categories,
            days,
            calendar,
        })
    }
}

/// Which of the two e-mails.
pub enum WeeklyMail<'a> {
    /// The link that confirms a subscription.
    Confirm,
    /// An issue.
    Issue(&'a IssueContent),
}

/// Who it goes to and how its links are made.
pub struct WeeklyLetter<'a> {
    pub to: &'a str,
    pub lang: Lang,
    pub origin: &'a str,
    /// The link token this e-mail carries (only its hash is stored).
    pub token: &'a str,
    /// The Message-ID's left part for an issue (`weekly.<key>.<thursday>`).
    pub message_key: Option<String>,
    /// A test staff send themselves: its subject says so.
    pub test: bool,
}

struct Action {
    label: String,
    href: String,
}

struct MailView<'a> {
    lang: &'static str,
    guide: String,
    heading: String,
    intro: String,
    staff_intro: Option<&'a str>,
    /// Its language, when it is not the e-mail's.
    staff_intro_lang: Option<&'static str>,
    categories: Option<&'a str>,
    days: &'a [DayView],
    calendar_note: Option<String>,
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
#[template(path = "weekly.html")]
struct HtmlPart<'a> {
    mail: &'a MailView<'a>,
}

#[derive(Template)]
#[template(path = "weekly.txt")]
struct TextPart<'a> {
    mail: &'a MailView<'a>,
}

/// The RFC 8058 one-click address of the weekly e-mail: a POST to it ends
/// the subscription (the address's reminders stay).
pub fn unsubscribe_link(origin: &str, token: &str) -> String {
    format!("{origin}/api/weekly/unsubscribe?token={token}")
}

/// The issue's HTML as staff preview it: its links lead to the guide's
/// pages, and its own to the page of what is kept, without a token.
pub fn preview(
    letterhead: &Letterhead<'_>,
    issue: &IssueContent,
    lang: Lang,
) -> Result<String, ComposeError> {
    let page = format!("{}{}", letterhead.origin, lang.path("/reminders"));
    let view = view(letterhead, lang, &page, None, Some(issue));
    Ok(HtmlPart { mail: &view }
        .render()
        .map_err(anyhow::Error::from)?)
}

/// The words and links of an e-mail: an issue, or (`issue` none) the
/// confirmation whose button is `confirm`.
fn view<'a>(
    letterhead: &Letterhead<'_>,
    lang: Lang,
    data_link: &str,
    confirm: Option<String>,
    issue: Option<&'a IssueContent>,
) -> MailView<'a> {
    let words = catalog(lang);
    let site = letterhead.site;
    let names = [
        ("brand", Arg::Text(&site.brand)),
        ("city", Arg::Text(&site.city)),
    ];
    let (heading, intro) = match issue {
        None => (
            words.message("weekly-confirm-subject", &names),
            words.message("weekly-confirm-intro", &names),
        ),
        Some(issue) => (issue.subject.clone(), issue.intro.clone()),
    };
    MailView {
        lang: lang.code(),
        guide: words.message("mail-guide", &names),
        heading,
        intro,
        staff_intro: issue
            .and_then(|issue| issue.staff_intro.as_ref())
            .map(|intro| intro.text.as_str()),
        staff_intro_lang: issue
            .and_then(|issue| issue.staff_intro.as_ref())
            .filter(|intro| intro.lang != lang)
            .map(|intro| intro.lang.code()),
        categories: issue.and_then(|issue| issue.categories.as_deref()),
        days: issue.map_or(&[], |issue| &issue.days),
        calendar_note: issue.map(|_| words.text("weekly-calendar")),
        see_in_guide: words.text("mail-see-in-guide"),
        note: confirm
            .is_some()
            .then(|| words.text("reminder-confirm-ignore")),
        action: confirm.map(|href| Action {
            label: words.text("weekly-confirm-button"),
            href,
        }),
        why: words.message("weekly-why", &names),
        data_label: words.text("reminder-your-data"),
        data_link: data_link.to_string(),
        stop_label: words.text("weekly-stop"),
        footer: words.message("mail-footer", &names),
    }
}

pub fn compose(
    letterhead: &Letterhead<'_>,
    letter: &WeeklyLetter<'_>,
    mail: WeeklyMail<'_>,
) -> Result<OutgoingMessage, ComposeError> {
    let issue = match mail {
        WeeklyMail::Confirm => None,
        WeeklyMail::Issue(issue) => Some(issue),
    };
    let confirm = issue
        .is_none()
        .then(|| address_page(letter.origin, letter.lang, letter.token, true));
    let data_link = address_page(letter.origin, letter.lang, letter.token, false);
    let view = view(letterhead, letter.lang, &data_link, confirm, issue);
    let subject = if letter.test {
        catalog(letter.lang).message(
            "weekly-test-subject",
            &[("subject", Arg::Text(&view.heading))],
        )
    } else {
        view.heading.clone()
    };
    let html = HtmlPart { mail: &view }
        .render()
        .map_err(anyhow::Error::from)?;
    let text = TextPart { mail: &view }
        .render()
        .map_err(anyhow::Error::from)?;
    let mut body = MultiPart::alternative_plain_html(text, html);
    if let Some(issue) = issue {
        let calendar = ContentType::parse("text/calendar; charset=utf-8")
            .map_err(|e| anyhow::anyhow!("the calendar's content type: {e}"))?;
        body = MultiPart::mixed().multipart(body).singlepart(
            Attachment::new(CALENDAR_FILE.into()).body(issue.calendar.clone(), calendar),
        );
    }
    list_message(
        letterhead,
        ListLetter {
            to: letter.to,
            subject,
            message_key: letter.message_key.as_deref(),
            unsubscribe: &unsubscribe_link(letter.origin, letter.token),
        },
        body,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use guide_core::content::model::{EventStatus, VenueRef};

    fn event(id: i64, title: &str, date: &str, category: &str) -> Event {
        Event {
            id,
            title: title.into(),
            description: String::new(),
            venue_id: None,
            venue: VenueRef::Name("Sarasota Opera House".into()),
            date: Date::parse(date).unwrap(),
            end_date: None,
            time: Some("7:30 PM".into()),
            category: category.into(),
            image: None,
            picture: None,
            ticket_price: None,
            ticket_url: None,
            status: EventStatus::Scheduled,
            lang: Default::default(),
            translations: Default::default(),
            untranslated: Vec::new(),
            series: None,
        }
    }

    #[test]
    fn an_issue_is_written_in_the_subscribers_language_or_not_at_all() {
        let site = crate::config::Config::load(None, &crate::config::Overrides::default())
            .unwrap()
            .site
            .info();
        let letterhead = Letterhead {
            site: &site,
            curator_email: "curator@example.org",
            from: "Guide <guide@example.org>",
            origin: "https://guide.example",
        };
        let thursday = Date::parse("2026-12-03").unwrap();
        let events = [
            event(7, "La Traviata", "2026-12-05", "Opera"),
            event(8, "Improv night", "2026-12-04", "Comedy"),
        ];
        let zone = CityZone::default();
        let circus = ["Circus".to_string()];
        assert!(
            IssueContent::of(
                &letterhead,
                zone,
                &events,
                &circus,
                thursday,
                Lang::En,
                None
            )
            .is_none()
        );

        let opera = ["Opera".to_string()];
        // Staff's introduction, written in English, read by every subscriber.
        let intro = IssueIntro {
            text: "Lights on the bay all weekend.".into(),
            lang: Lang::En,
        };
        let issue = IssueContent::of(
            &letterhead,
            zone,
            &events,
            &opera,
            thursday,
            Lang::Es,
            Some(&intro),
        )
        .unwrap();
        let mut letter = WeeklyLetter {
            to: "ana@example.com",
            lang: Lang::Es,
            origin: "https://guide.example",
            token: "t0k3n",
            message_key: Some("weekly.abc.2026-12-03".into()),
            test: false,
        };
        let message = compose(&letterhead, &letter, WeeklyMail::Issue(&issue)).unwrap();
        let raw = String::from_utf8_lossy(
            &quoted_printable::decode(&message.raw, quoted_printable::ParseMode::Robust).unwrap(),
        )
        .into_owned();
        assert!(raw.contains("Message-ID: <weekly.abc.2026-12-03@example.org>"));
        // The list e-mails' frame (list_mail.html) around the issue.
        assert!(raw.contains("<html lang=\"es\">") && raw.contains("</html>"));
        assert!(raw.contains("<h1 style=\"margin:8px 0 0;font-size:24px;line-height:1.3;\">Este fin de semana en Sarasota</h1>"), "{raw}");
        assert!(raw.contains("sábado, 5 de diciembre"), "{raw}");
        assert!(raw.contains("https://guide.example/es/events/7-la-traviata"));
        assert!(raw.contains("En tus categorías: Ópera."), "{raw}");
        assert!(!raw.contains("Improv night"));
        assert!(raw.contains("filename=\"this-weekend.ics\""));
        assert!(raw.contains(
            "List-Unsubscribe: <https://guide.example/api/weekly/unsubscribe?token=t0k3n>"
        ));
        assert!(
            raw.contains("<p lang=\"en\" style=\"margin:0 0 8px;font-size:16px;line-height:1.5;white-space:pre-line;\">Lights on the bay all weekend.</p>"),
            "{raw}"
        );
        assert!(
            raw.contains("Subject: Este fin de semana en Sarasota"),
            "{raw}"
        );

        // A test staff send themselves says so in its subject.
        letter.test = true;
        let test = compose(&letterhead, &letter, WeeklyMail::Issue(&issue)).unwrap();
        let raw = String::from_utf8_lossy(&test.raw).into_owned();
        assert!(
            raw.contains("Subject: Prueba: Este fin de semana en Sarasota"),
            "{raw}"
        );
    }
}
