//! An event as the guide's lists away from the guide show it: a news
//! feed's entry (`feeds`) and the partners' widget's item (`embed`) are
//! made from the one summary, so that both say the same of it.

use crate::content::event_hours::EventHours;
use crate::content::events::category_label;
use crate::content::model::Event;
use crate::content::paths::{ItemKind, item_path};
use crate::content::pictures::{email_picture, image_src};
use crate::content::series::series_line;
use crate::content::translations::Translatable;
use crate::text::format;
use crate::text::words::Localizer;
use crate::time::date::{CityClock, CityZone, Date};

/// Where and when a list away from the guide is read.
#[derive(Clone, Copy)]
pub struct Listing<'a> {
    /// The list's language: its words and its links' addresses.
    pub words: &'a dyn Localizer,
    /// `https://guide.example`, without a trailing slash.
    pub origin: &'a str,
    pub zone: CityZone,
    /// Today at the city's clock (a date's year is said when not this one).
    pub today: Date,
}

/// What a list away from the guide says of an event, in its language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventSummary {
    /// As the guide shows it, without its status.
    pub title: String,
    /// 'Cancelled', 'Postponed'…: a status a visitor must see first.
    pub badge: Option<String>,
    /// Its days, and its time when it has one ('Sat, Dec 12 · 7:30 PM').
    pub when: String,
    /// The venue's name; empty when it has none.
    pub venue: String,
    pub category: String,
    pub description: String,
    /// Its page on the guide, absolute, under the list's language.
    pub page: String,
    /// Its picture, absolute, and the picture's type: the guide's own
    /// small JPEG of a picture it processed, else a remote `https` image.
    pub picture: Option<(String, &'static str)>,
    /// When it starts, in milliseconds since the epoch.
    pub starts_ms: i64,
}

impl EventSummary {
    pub fn of(event: &Event, listing: &Listing<'_>) -> EventSummary {
        let words = listing.words;
        let lang = words.lang();
        let shown = event.in_language(lang);
        let hours = EventHours::of(event);
        let starts_ms = listing.zone.unix_ms(CityClock {
            today: hours.first,
            minutes: hours.start_minutes(),
        });
        let days = format::date_range_from(event.date, event.end_date, listing.today, lang);
        let time = shown.time.as_deref().filter(|t| !t.trim().is_empty());
        let when = match (&event.series, time) {
            (Some(series), _) => series_line(series, time, words),
            (None, Some(time)) => format!("{days} · {}", format::event_time(time, lang)),
            (None, None) => days,
        };
        let path = item_path(ItemKind::Event, event.id, &event.title);
        EventSummary {
            title: shown.title.clone(),
            badge: event.status.badge(words),
            when,
            venue: shown.venue.name().trim().to_string(),
            category: category_label(&event.category, words),
            description: shown.description.trim().to_string(),
            page: format!("{}{}", listing.origin, lang.path(&path)),
            picture: picture(event.image.as_deref(), listing.origin),
            starts_ms,
        }
    }
}

/// The picture as another site may show it: the guide's own small JPEG of
/// a picture it processed, else a remote `https` image with the type its
/// name says.
fn picture(image: Option<&str>, origin: &str) -> Option<(String, &'static str)> {
    if let Some(path) = email_picture(image) {
        return Some((format!("{origin}{path}"), "image/jpeg"));
    }
    let src = image_src(image)?;
    let url = if src.starts_with('/') {
        format!("{origin}{src}")
    } else {
        src
    };
    let lower = url.to_ascii_lowercase();
    let path = lower.split(['?', '#']).next().unwrap_or_default();
    let kind = match path.rsplit('.').next() {
        Some("png") => "image/png",
        Some("webp") => "image/webp",
        Some("gif") => "image/gif",
        Some("avif") => "image/avif",
        _ => "image/jpeg",
    };
    Some((url, kind))
}

/// Text as XML or HTML writes it in an element or a quoted attribute.
pub(crate) fn escape_markup(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            // Control characters are not XML 1.0.
            c if c.is_control() && !matches!(c, '\n' | '\t') => {}
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_escaped_for_xml() {
        assert_eq!(
            escape_markup("Rock & <Roll> \"live\" it's\u{7}"),
            "Rock &amp; &lt;Roll&gt; &quot;live&quot; it&apos;s"
        );
    }

    #[test]
    fn a_picture_is_the_guides_own_jpeg_or_a_remote_image_by_its_name() {
        let origin = "https://guide.example";
        assert_eq!(
            picture(Some("https://venue.example/show.PNG?v=2"), origin),
            Some(("https://venue.example/show.PNG?v=2".into(), "image/png"))
        );
        assert_eq!(
            picture(Some("https://venue.example/show"), origin),
            Some(("https://venue.example/show".into(), "image/jpeg"))
        );
        assert_eq!(
            picture(Some("http://venue.example/a.jpg"), origin),
            Some((
                "https://guide.example/image-proxy?url=http%3A%2F%2Fvenue.example%2Fa.jpg".into(),
                "image/jpeg"
            ))
        );
        assert_eq!(picture(None, origin), None);
        assert_eq!(picture(Some("  "), origin), None);
    }
}
