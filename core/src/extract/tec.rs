//! The Events Calendar (WordPress plugin) REST API:
//! `/wp-json/tribe/events/v1/events`, paged, answering 404 when empty.

use serde_json::Value;

use super::dates::parse_when;
use super::events::price_from_text;
use super::json::parse_lenient;
use super::schema::{as_list, prop_text, text_of, url_of};
use super::text::{MAX_DESCRIPTION, absolute_url, clean_text, non_blank, truncate_words};
use super::{
    Confidence, EventExtraction, EventStatus, ExtractOptions, ScrapedEvent, Skipped, Source,
};
use crate::text::lang::Lang;
use crate::time::date::CityZone;
use crate::time::date::Date;

/// One page of the API's answer.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct TecPage {
    pub extraction: EventExtraction,
    /// The next page's address (`next_rest_url`), if any.
    pub next_url: Option<String>,
}

/// The first page of upcoming events, 50 per page.
pub fn tec_events_url(api: &str, today: Date) -> String {
    let sep = if api.contains('?') { '&' } else { '?' };
    format!("{api}{sep}per_page=50&start_date={today}")
}

/// One page of The Events Calendar's JSON.
pub fn parse_tec_events(json: &str, api_url: &str, options: &ExtractOptions) -> TecPage {
    let base = url::Url::parse(api_url).ok();
    let mut page = TecPage::default();
    let Some(root) = parse_lenient(json).into_iter().next() else {
        return page;
    };
    page.next_url = root
        .get("next_rest_url")
        .and_then(Value::as_str)
        .and_then(|u| absolute_url(base.as_ref(), u));
    let Some(events) = root.get("events").and_then(Value::as_array) else {
        return page;
    };
    for item in events {
        match map(item, base.as_ref(), options.zone) {
            Ok(event) => page.extraction.events.push(event),
            Err(skipped) => page.extraction.skipped.push(skipped),
        }
    }
    page
}

fn map(item: &Value, base: Option<&url::Url>, zone: CityZone) -> Result<ScrapedEvent, Skipped> {
    let title = item
        .get("title")
        .and_then(text_of)
        .and_then(|t| non_blank(&t))
        .ok_or_else(|| Skipped {
            title: String::new(),
            reason: "no title".to_string(),
        })?;
    let skip = |reason: String| Skipped {
        title: title.clone(),
        reason,
    };
    let start = item
        .get("start_date")
        .and_then(Value::as_str)
        .ok_or_else(|| skip("no start_date".to_string()))?;
    let start = parse_when(start, zone).map_err(skip)?;
    let all_day = item
        .get("all_day")
        .and_then(Value::as_bool)
        .unwrap_or(false);
    let end = item
        .get("end_date")
        .and_then(Value::as_str)
        .and_then(|e| parse_when(e, zone).ok())
        .map(|e| e.date)
        .filter(|&e| e > start.date);
    let description = item
        .get("description")
        .and_then(Value::as_str)
        .map(|d| truncate_words(clean_text(d), MAX_DESCRIPTION))
        .unwrap_or_default();
    let url = item
        .get("url")
        .and_then(url_of)
        .and_then(|u| absolute_url(base, &u));
    let image = item
        .get("image")
        .filter(|i| i.is_object())
        .and_then(url_of)
        .and_then(|u| absolute_url(base, &u));
    let price = item
        .get("cost")
        .and_then(Value::as_str)
        .and_then(price_from_text)
        .or_else(|| {
            let details = item.get("cost_details")?;
            let values: Vec<f64> = details
                .get("values")
                .map(as_list)
                .unwrap_or_default()
                .into_iter()
                .filter_map(super::schema::number_of)
                .collect();
            let low = values.iter().cloned().fold(f64::INFINITY, f64::min);
            let high = values.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
            let symbol = details
                .get("currency_symbol")
                .and_then(Value::as_str)
                .unwrap_or("$");
            let code = match symbol {
                "€" => "EUR",
                "£" => "GBP",
                _ => "USD",
            };
            (!values.is_empty())
                .then(|| super::events::format_price(low, Some(high), code))
                .flatten()
        });
    let venue = item.get("venue").filter(|v| v.is_object());
    let venue_name = venue
        .and_then(|v| v.get("venue"))
        .and_then(text_of)
        .and_then(|n| non_blank(&n));
    let venue_address = venue.and_then(|v| {
        let parts: Vec<String> = ["address", "city"]
            .iter()
            .filter_map(|k| prop_text(v, k))
            .chain(
                Some(
                    ["state", "stateprovince", "zip"]
                        .iter()
                        .filter_map(|k| prop_text(v, k))
                        .collect::<Vec<_>>()
                        .join(" "),
                )
                .filter(|s| !s.trim().is_empty()),
            )
            .map(|s| clean_text(&s))
            .filter(|s| !s.is_empty())
            .collect();
        (!parts.is_empty()).then(|| parts.join(", "))
    });
    let names = |key: &str| {
        item.get(key)
            .map(as_list)
            .unwrap_or_default()
            .into_iter()
            .filter_map(|c| c.get("name").and_then(text_of))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let keywords = format!("{} {}", names("categories"), names("tags"));
    let ticket_url = item
        .get("website")
        .and_then(url_of)
        .and_then(|u| absolute_url(base, &u))
        .or_else(|| url.clone());
    Ok(ScrapedEvent {
        category: super::category::category_for(&[], &title, &description, &keywords).to_string(),
        title,
        description,
        date: start.date,
        end_date: end,
        time: if all_day { None } else { start.time_label() },
        image,
        ticket_price: price,
        ticket_url,
        venue: venue_name,
        venue_address,
        venue_at: None,
        source_key: item
            .get("id")
            .and_then(text_of)
            .map(|id| format!("tec:{id}"))
            .and(url.clone()),
        source_url: url,
        source: Source::TecApi,
        confidence: Confidence::High,
        check: None,
        status: EventStatus::Scheduled,
        // The Events Calendar's API says nothing of its language.
        lang: Lang::En,
    })
}
