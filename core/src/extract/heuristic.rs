//! Pages without structured data: headings with a date in the text near
//! them. Everything found here is low confidence.

use scraper::{ElementRef, Selector};

use super::category::category_for;
use super::dates::{When, find_date_in_text, find_yearless_date, parse_when};
use super::html::Page;
use super::merge::merge_into;
use super::text::{MAX_DESCRIPTION, clean_text, truncate_words};
use super::{Confidence, EventExtraction, EventStatus, ExtractOptions, ScrapedEvent, Source};

/// Headings that name a section, not an event.
const GENERIC: [&str; 12] = [
    "events",
    "upcoming events",
    "calendar",
    "event calendar",
    "menu",
    "contact",
    "contact us",
    "about",
    "about us",
    "tickets",
    "news",
    "search",
];

fn text_of(element: ElementRef) -> String {
    clean_text(&element.text().collect::<Vec<_>>().join(" "))
}

/// An element's text when it is at most `max` bytes, read no further: a
/// big box is given up on without reading all of it (every link of a page
/// asks about its boxes).
fn short_text(element: ElementRef, max: usize) -> Option<String> {
    let mut raw = String::new();
    for piece in element.text() {
        raw.push_str(piece);
        raw.push(' ');
        // Whitespace shrinks when cleaned: allow for it before giving up.
        if raw.len() > max * 4 {
            return None;
        }
    }
    Some(clean_text(&raw)).filter(|t| t.len() <= max)
}

/// Words of a link that name an action, not an event.
const ACTIONS: [&str; 10] = [
    "read more",
    "more info",
    "learn more",
    "details",
    "event details",
    "tickets",
    "buy tickets",
    "get tickets",
    "register",
    "view event",
];

/// Why staff check what this module reads.
const FROM_TEXT: &str =
    "Read from the page's text, not its structured data: check the date and details";

/// A date in a listing's text: a whole one, else one without its year,
/// read in the coming year (and said so).
fn date_in(text: &str, options: &ExtractOptions) -> Option<(When, Option<String>)> {
    if let Some(when) = find_date_in_text(text) {
        return Some((when, None));
    }
    let when = find_yearless_date(text, options.today)?;
    let note = format!("The page gives no year: read as {}", when.date.year());
    Some((when, Some(note)))
}

fn check_of(inferred: Option<String>) -> Option<String> {
    Some(match inferred {
        Some(note) => format!("{FROM_TEXT}. {note}."),
        None => format!("{FROM_TEXT}."),
    })
}

fn selector(css: &str) -> Selector {
    Selector::parse(css).expect("valid selector")
}

pub(crate) fn events(page: &Page, options: &ExtractOptions, out: &mut EventExtraction) {
    headings(page, options, out);
    cards(page, options, out);
}

/// Headings with a date in the text after them (or in their small box).
fn headings(page: &Page, options: &ExtractOptions, out: &mut EventExtraction) {
    let headings = selector("h1, h2, h3, h4");
    for heading in page.doc.select(&headings).take(400) {
        let title = text_of(heading);
        if title.len() < 3
            || title.len() > 150
            || GENERIC.contains(&title.to_ascii_lowercase().as_str())
        {
            continue;
        }
        // The text right after the heading, then its container if small.
        let mut following = String::new();
        let mut description = String::new();
        for sibling in heading.next_siblings().filter_map(ElementRef::wrap).take(4) {
            if matches!(sibling.value().name(), "h1" | "h2" | "h3" | "h4") {
                break;
            }
            let Some(text) = short_text(sibling, 600) else {
                break;
            };
            if description.is_empty()
                && sibling.value().name() == "p"
                && date_in(&text, options).is_none()
            {
                description = text.clone();
            }
            following.push_str(&text);
            following.push(' ');
            if following.len() > 600 {
                break;
            }
        }
        let when = date_in(&following, options).or_else(|| {
            let parent = heading.parent().and_then(ElementRef::wrap)?;
            date_in(&short_text(parent, 600)?, options)
        });
        let Some((when, inferred)) = when else {
            continue;
        };
        let link = heading
            .select(&selector("a[href]"))
            .next()
            .and_then(|a| a.value().attr("href"))
            .and_then(|h| page.absolute(h));
        let image = heading
            .parent()
            .and_then(ElementRef::wrap)
            .and_then(|p| p.select(&selector("img[src]")).next())
            .and_then(|img| img.value().attr("src"))
            .and_then(|s| page.absolute(s));
        push(
            page,
            out,
            Found {
                title,
                description,
                when,
                inferred,
                link,
                image,
            },
        );
    }
}

/// Listing cards (Eventbrite-like boxes, Squarespace summary blocks): a
/// link in a small box whose text, or whose `<time datetime>`, has a
/// date. The title is the box's heading or title element, else the link's
/// words when they name something.
fn cards(page: &Page, options: &ExtractOptions, out: &mut EventExtraction) {
    let mut seen = Vec::new();
    for link in page.doc.select(&selector("a[href]")).take(2_000) {
        for container in link.ancestors().filter_map(ElementRef::wrap).take(4) {
            let name = container.value().name();
            if matches!(name, "nav" | "header" | "footer" | "body" | "html" | "main") {
                break;
            }
            let Some(text) = short_text(container, 600) else {
                break;
            };
            // A machine-readable time in the box beats its text.
            let machine = container
                .select(&selector("time[datetime]"))
                .find_map(|t| parse_when(t.value().attr("datetime")?, options.zone).ok());
            let Some((when, inferred)) = machine
                .map(|w| (w, None))
                .or_else(|| date_in(&text, options))
            else {
                continue;
            };
            if seen.contains(&container.id()) {
                break;
            }
            seen.push(container.id());
            let titled = container
                .select(&selector(
                    "h1, h2, h3, h4, h5, h6, [class*='title'], [class*='Title']",
                ))
                .map(text_of)
                .find(|t| (3..=150).contains(&t.len()));
            let words = text_of(link);
            let named = (3..=150).contains(&words.len())
                && !ACTIONS.contains(&words.to_ascii_lowercase().as_str());
            let Some(title) = titled.or_else(|| named.then_some(words)) else {
                break;
            };
            if GENERIC.contains(&title.to_ascii_lowercase().as_str()) {
                break;
            }
            let description = container
                .select(&selector("p, [class*='excerpt'], [class*='description']"))
                .map(text_of)
                .find(|t| t.len() > 20 && t != &title && date_in(t, options).is_none())
                .unwrap_or_default();
            // The card's picture, in the box or beside it in the card.
            let card = container
                .parent()
                .and_then(ElementRef::wrap)
                .filter(|card| short_text(*card, 600).is_some());
            let image = [Some(container), card]
                .into_iter()
                .flatten()
                .find_map(|e| e.select(&selector("img[src]")).next())
                .and_then(|img| img.value().attr("src"))
                .and_then(|s| page.absolute(s));
            let link = link.value().attr("href").and_then(|h| page.absolute(h));
            push(
                page,
                out,
                Found {
                    title,
                    description,
                    when,
                    inferred,
                    link,
                    image,
                },
            );
            break;
        }
    }
}

struct Found {
    title: String,
    description: String,
    when: When,
    inferred: Option<String>,
    link: Option<String>,
    image: Option<String>,
}

fn push(page: &Page, out: &mut EventExtraction, found: Found) {
    let Found {
        title,
        description,
        when,
        inferred,
        link,
        image,
    } = found;
    let description = truncate_words(description, MAX_DESCRIPTION);
    let category = category_for(&[], &title, &description, "").to_string();
    let (status, title) =
        EventStatus::from_title(&title).unwrap_or((EventStatus::Scheduled, title));
    let event = ScrapedEvent {
        title,
        description,
        date: when.date,
        end_date: None,
        time: when.time_label(),
        category,
        image,
        ticket_price: None,
        ticket_url: link.clone(),
        venue: None,
        venue_address: None,
        venue_at: None,
        source_url: link
            .clone()
            .or_else(|| page.base.as_ref().map(|b| b.to_string())),
        source_key: link,
        source: Source::Heuristic,
        confidence: Confidence::Low,
        check: check_of(inferred),
        status,
        lang: page.written_in(None),
    };
    if status == EventStatus::Scheduled {
        merge_into(&mut out.events, event);
    } else {
        out.withdraw(event);
    }
}
