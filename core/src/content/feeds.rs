//! The guide's events as news feeds (issue #38, part 3): RSS 2.0 and
//! Atom, for newsreaders and site builders, beside the calendar feed.
//! Each entry is an event's page with its day and time, venue, category,
//! picture (an enclosure) and status; a cancelled or postponed event says
//! so in its title. Written in the feed's language, its links under that
//! language's addresses.

use chrono::{DateTime, SecondsFormat};

use crate::content::model::Event;
use crate::content::syndication::{EventSummary, Listing, escape_markup as escape};
use crate::text::words::Arg;

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
    /// Its language, origin and day.
    pub listing: Listing<'a>,
    /// The feed's own address, absolute (its `self` link and Atom id).
    pub self_url: &'a str,
    /// The list page it follows, absolute.
    pub page_url: &'a str,
    /// The feed's name ('Sarasota Guide events: Opera').
    pub title: &'a str,
    /// When it was made, in milliseconds since the epoch.
    pub stamp_ms: i64,
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

fn entry(event: &Event, site: &FeedSite<'_>) -> Entry {
    let EventSummary {
        title,
        badge,
        when,
        venue,
        category,
        description,
        page,
        picture,
        starts_ms,
    } = EventSummary::of(event, &site.listing);
    let mut summary = if venue.is_empty() {
        when
    } else {
        format!("{when} · {venue}")
    };
    let title = match &badge {
        Some(badge) => {
            summary = format!("{badge}. {summary}");
            format!("{badge}: {title}")
        }
        None => title,
    };
    if !description.is_empty() {
        summary = format!("{summary}\n\n{description}");
    }
    Entry {
        title,
        page,
        starts_ms,
        category,
        summary,
        picture,
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
        .listing
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
        site.listing.words.lang().code(),
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
            // Readers take an RSS description for HTML: the text is
            // written as HTML first, then that HTML as XML. (Atom says
            // `type="text"` itself, and its title is plain text as RSS's.)
            escape(&escape(&entry.summary)),
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
        site.listing.words.lang().code(),
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
