//! The guide's events as news feeds (issue #38, part 3): RSS 2.0 and
//! Atom, for newsreaders and site builders, beside the calendar feed.
//! Each entry is an event's page with its day and time, venue, category,
//! picture (an enclosure) and status; a cancelled or postponed event says
//! so in its title. Written in the feed's language, its links under that
//! language's addresses.

use chrono::{DateTime, SecondsFormat};

use crate::content::event_hours::EventHours;
use crate::content::events::category_label;
use crate::content::model::Event;
use crate::content::paths::{ItemKind, item_path};
use crate::content::pictures::{email_picture, image_src};
use crate::content::translations::Translatable;
use crate::text::format;
use crate::text::words::{Arg, Words};
use crate::time::date::{CityClock, CityZone, Date};

/// RSS 2.0 or Atom (RFC 4287).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FeedFormat {
    Rss,
    Atom,
}

impl FeedFormat {
    pub fn content_type(self) -> &'static str {
        match self {
            FeedFormat::Rss => "application/rss+xml; charset=utf-8",
            FeedFormat::Atom => "application/atom+xml; charset=utf-8",
        }
    }
}

/// Where a feed is and what it is of.
pub struct FeedSite<'a> {
    pub brand: &'a str,
    /// The feed's language: its words and its links' addresses.
    pub words: &'a dyn Words,
    /// `https://guide.example`, without a trailing slash.
    pub origin: &'a str,
    pub zone: CityZone,
    /// The feed's own address, absolute (its `self` link and Atom id).
    pub self_url: &'a str,
    /// The list page it follows, absolute.
    pub page_url: &'a str,
    /// The feed's name ('Sarasota Guide events: Opera').
    pub title: &'a str,
    /// When it was made, in milliseconds since the epoch.
    pub stamp_ms: i64,
    /// Today at the city's clock (a date's year is said when not this one).
    pub today: Date,
}

fn escape(text: &str) -> String {
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

/// An entry's words and links.
struct Entry {
    title: String,
    page: String,
    starts_ms: i64,
    category: String,
    summary: String,
    picture: Option<(String, &'static str)>,
}

/// The picture as an enclosure: the guide's own small JPEG of a picture it
/// processed, else a remote `https` image with the type its name says.
fn enclosure(image: Option<&str>, origin: &str) -> Option<(String, &'static str)> {
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

fn entry(event: &Event, site: &FeedSite<'_>) -> Entry {
    let words = site.words;
    let lang = words.lang();
    let shown = event.in_language(lang);
    let hours = EventHours::of(event);
    let starts_ms = site.zone.unix_ms(CityClock {
        today: hours.first,
        minutes: hours.start_minutes(),
    });
    let badge = event.status.badge(words);
    let title = match &badge {
        Some(badge) => format!("{badge}: {}", shown.title),
        None => shown.title.clone(),
    };
    let days = format::date_range_from(event.date, event.end_date, site.today, lang);
    let when = match shown.time.as_deref().filter(|t| !t.trim().is_empty()) {
        Some(time) => format!("{days} · {}", format::event_time(time, lang)),
        None => days,
    };
    let venue = shown.venue.name().trim().to_string();
    let mut summary = if venue.is_empty() {
        when
    } else {
        format!("{when} · {venue}")
    };
    if let Some(badge) = &badge {
        summary = format!("{badge}. {summary}");
    }
    let description = shown.description.trim();
    if !description.is_empty() {
        summary = format!("{summary}\n\n{description}");
    }
    let path = item_path(ItemKind::Event, event.id, &event.title);
    Entry {
        title,
        page: format!("{}{}", site.origin, lang.path(&path)),
        starts_ms,
        category: category_label(&event.category, words),
        summary,
        picture: enclosure(event.image.as_deref(), site.origin),
    }
}

fn rfc2822(ms: i64) -> String {
    DateTime::from_timestamp_millis(ms)
        .unwrap_or_default()
        .to_rfc2822()
}

fn rfc3339(ms: i64) -> String {
    DateTime::from_timestamp_millis(ms)
        .unwrap_or_default()
        .to_rfc3339_opts(SecondsFormat::Secs, true)
}

/// `events` (in the order given) as a feed.
pub fn events_feed_xml(format: FeedFormat, events: &[&Event], site: &FeedSite<'_>) -> String {
    let entries: Vec<Entry> = events.iter().map(|event| entry(event, site)).collect();
    match format {
        FeedFormat::Rss => rss(&entries, site),
        FeedFormat::Atom => atom(&entries, site),
    }
}

fn rss(entries: &[Entry], site: &FeedSite<'_>) -> String {
    let description = site
        .words
        .message("feed-description", &[("brand", Arg::Text(site.brand))]);
    let mut xml = format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <rss version=\"2.0\" xmlns:atom=\"http://www.w3.org/2005/Atom\">\n<channel>\n\
         <title>{}</title>\n<link>{}</link>\n<description>{}</description>\n\
         <language>{}</language>\n<lastBuildDate>{}</lastBuildDate>\n\
         <atom:link href=\"{}\" rel=\"self\" type=\"application/rss+xml\"/>\n",
        escape(site.title),
        escape(site.page_url),
        escape(&description),
        site.words.lang().code(),
        rfc2822(site.stamp_ms),
        escape(site.self_url),
    );
    for entry in entries {
        xml.push_str(&format!(
            "<item>\n<title>{}</title>\n<link>{}</link>\n<guid isPermaLink=\"true\">{}</guid>\n\
             <pubDate>{}</pubDate>\n<category>{}</category>\n<description>{}</description>\n",
            escape(&entry.title),
            escape(&entry.page),
            escape(&entry.page),
            rfc2822(entry.starts_ms),
            escape(&entry.category),
            escape(&entry.summary),
        ));
        if let Some((url, kind)) = &entry.picture {
            // The length is not known without fetching it: 0, as RSS
            // readers take it.
            xml.push_str(&format!(
                "<enclosure url=\"{}\" length=\"0\" type=\"{kind}\"/>\n",
                escape(url)
            ));
        }
        xml.push_str("</item>\n");
    }
    xml.push_str("</channel>\n</rss>\n");
    xml
}

fn atom(entries: &[Entry], site: &FeedSite<'_>) -> String {
    let mut xml = format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <feed xmlns=\"http://www.w3.org/2005/Atom\" xml:lang=\"{}\">\n\
         <title>{}</title>\n<id>{}</id>\n<updated>{}</updated>\n\
         <link rel=\"self\" type=\"application/atom+xml\" href=\"{}\"/>\n\
         <link rel=\"alternate\" type=\"text/html\" href=\"{}\"/>\n\
         <author><name>{}</name></author>\n",
        site.words.lang().code(),
        escape(site.title),
        escape(site.self_url),
        rfc3339(site.stamp_ms),
        escape(site.self_url),
        escape(site.page_url),
        escape(site.brand),
    );
    for entry in entries {
        // An event has no time of its own change here: its start stands
        // for both, as event feeds do.
        let at = rfc3339(entry.starts_ms);
        xml.push_str(&format!(
            "<entry>\n<title>{}</title>\n<id>{}</id>\n\
             <link rel=\"alternate\" type=\"text/html\" href=\"{}\"/>\n\
             <published>{at}</published>\n<updated>{at}</updated>\n\
             <category term=\"{}\"/>\n<summary>{}</summary>\n",
            escape(&entry.title),
            escape(&entry.page),
            escape(&entry.page),
            escape(&entry.category),
            escape(&entry.summary),
        ));
        if let Some((url, kind)) = &entry.picture {
            xml.push_str(&format!(
                "<link rel=\"enclosure\" type=\"{kind}\" href=\"{}\"/>\n",
                escape(url)
            ));
        }
        xml.push_str("</entry>\n");
    }
    xml.push_str("</feed>\n");
    xml
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_escaped_for_xml() {
        assert_eq!(
            escape("Rock & <Roll> \"live\" it's\u{7}"),
            "Rock &amp; &lt;Roll&gt; &quot;live&quot; it&apos;s"
        );
    }

    #[test]
    fn an_enclosure_is_the_guides_own_jpeg_or_a_remote_image_by_its_name() {
        let origin = "https://guide.example";
        assert_eq!(
            enclosure(Some("https://venue.example/show.PNG?v=2"), origin),
            Some(("https://venue.example/show.PNG?v=2".into(), "image/png"))
        );
        assert_eq!(
            enclosure(Some("https://venue.example/show"), origin),
            Some(("https://venue.example/show".into(), "image/jpeg"))
        );
        assert_eq!(enclosure(None, origin), None);
        assert_eq!(enclosure(Some("  "), origin), None);
    }
}
