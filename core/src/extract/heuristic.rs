//! Pages without structured data: headings with a date in the text near
//! them. Everything found here is low confidence.

use scraper::{ElementRef, Selector};

use super::dates::find_date_in_text;
use super::events::merge_into;
use super::html::Page;
use super::text::{MAX_DESCRIPTION, clean_text, truncate_words};
use super::{Confidence, EventExtraction, ExtractOptions, ScrapedEvent, Source};

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

pub(crate) fn events(page: &Page, _options: &ExtractOptions, out: &mut EventExtraction) {
    let headings = Selector::parse("h1, h2, h3, h4").expect("valid selector");
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
            let text = text_of(sibling);
            if description.is_empty()
                && sibling.value().name() == "p"
                && find_date_in_text(&text).is_none()
            {
                description = text.clone();
            }
            following.push_str(&text);
            following.push(' ');
            if following.len() > 600 {
                break;
            }
        }
        let when = find_date_in_text(&following).or_else(|| {
            let parent = heading.parent().and_then(ElementRef::wrap)?;
            let text = text_of(parent);
            (text.len() <= 600)
                .then(|| find_date_in_text(&text))
                .flatten()
        });
        let Some(when) = when else { continue };
        let link = heading
            .select(&Selector::parse("a[href]").expect("valid selector"))
            .next()
            .and_then(|a| a.value().attr("href"))
            .and_then(|h| page.absolute(h));
        let image = heading
            .parent()
            .and_then(ElementRef::wrap)
            .and_then(|p| {
                p.select(&Selector::parse("img[src]").expect("valid selector"))
                    .next()
            })
            .and_then(|img| img.value().attr("src"))
            .and_then(|s| page.absolute(s));
        let description = truncate_words(description, MAX_DESCRIPTION);
        let category = super::events::category_for(&[], &title, &description, "").to_string();
        merge_into(
            &mut out.events,
            ScrapedEvent {
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
                source_url: link
                    .clone()
                    .or_else(|| page.base.as_ref().map(|b| b.to_string())),
                source_key: link,
                source: Source::Heuristic,
                confidence: Confidence::Low,
            },
        );
    }
}
