//! The guide's events on partners' pages (issue #38, part 1): what the
//! embeddable widget (`<sarasota-events>`) and its iframe (`/embed/events`)
//! are asked for by their attributes or address, and what they show. The
//! server writes the markup once for both.

use serde::{Deserialize, Serialize};
#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

use crate::content::event_index::EventQuery;
use crate::content::lists::AddressError;
use crate::content::model::Event;
use crate::content::paths::slug;
use crate::content::syndication::{EventSummary, Listing, escape_markup};
use crate::text::lang::Lang;
use crate::text::words::Arg;

/// Events shown when the partner does not say.
pub const DEFAULT_LIMIT: usize = 5;
/// The most a widget lists: it is a teaser of the guide, which has them all.
pub const MAX_LIMIT: usize = 20;

/// A list of lines, or cards with pictures.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum EmbedLayout {
    #[default]
    List,
    Cards,
}

/// Light, dark, or the reader's system's choice. In any of them the host's
/// CSS custom properties (`--guide-accent`…) set the colours.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum EmbedTheme {
    #[default]
    Light,
    Dark,
    Auto,
}

impl EmbedLayout {
    pub const ALL: [EmbedLayout; 2] = [EmbedLayout::List, EmbedLayout::Cards];

    pub fn as_str(self) -> &'static str {
        match self {
            EmbedLayout::List => "list",
            EmbedLayout::Cards => "cards",
        }
    }
}

impl EmbedTheme {
    pub const ALL: [EmbedTheme; 3] = [EmbedTheme::Light, EmbedTheme::Dark, EmbedTheme::Auto];

    pub fn as_str(self) -> &'static str {
        match self {
            EmbedTheme::Light => "light",
            EmbedTheme::Dark => "dark",
            EmbedTheme::Auto => "auto",
        }
    }
}

/// Why a widget's attributes or an iframe's address cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EmbedError {
    Address(AddressError),
    Limit(String),
    Layout(String),
    Theme(String),
    Lang(String),
}

impl std::fmt::Display for EmbedError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let names = |all: &[&str]| all.join(", ");
        match self {
            EmbedError::Address(error) => error.fmt(f),
            EmbedError::Limit(value) => write!(
                f,
                "limit must be a whole number from 1 to {MAX_LIMIT}: '{value}'"
            ),
            EmbedError::Layout(value) => write!(
                f,
                "layout must be one of {}: '{value}'",
                names(&EmbedLayout::ALL.map(EmbedLayout::as_str))
            ),
            EmbedError::Theme(value) => write!(
                f,
                "theme must be one of {}: '{value}'",
                names(&EmbedTheme::ALL.map(EmbedTheme::as_str))
            ),
            EmbedError::Lang(value) => write!(
                f,
                "the guide is not in the language '{value}': ask for one of {}",
                names(&Lang::ALL.map(Lang::code))
            ),
        }
    }
}

impl std::error::Error for EmbedError {}

impl EmbedError {
    /// The attribute (or address parameter) that was wrong: a widget
    /// leaves it out and shows its default instead of an error to the
    /// partner's visitors.
    pub fn attribute(&self) -> &'static str {
        match self {
            EmbedError::Address(AddressError::NotADate { key, .. }) => key,
            EmbedError::Limit(_) => "limit",
            EmbedError::Layout(_) => "layout",
            EmbedError::Theme(_) => "theme",
            EmbedError::Lang(_) => "lang",
        }
    }
}

/// What a widget or an iframe asks for.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct EmbedRequest {
    pub events: EventQuery,
    /// The events page's filters it was given (`category`, `venue`,
    /// `dates`, `start`, `end`), for its link to the whole list.
    pub filters: Vec<(String, String)>,
    pub limit: usize,
    pub layout: EmbedLayout,
    pub theme: EmbedTheme,
    pub lang: Lang,
}

/// The events page's filters a widget may be given.
const FILTERS: [&str; 5] = ["category", "venue", "dates", "start", "end"];

/// Every attribute the widget reads (and the iframe's address), in the
/// order a snippet writes them.
pub const ATTRIBUTES: [&str; 9] = [
    "category", "venue", "dates", "start", "end", "limit", "layout", "theme", "lang",
];

impl EmbedRequest {
    /// The request an address (or the widget's attributes, sent as one)
    /// names. Blank values are the defaults; other names are not the
    /// widget's and are left alone (a site builder adds its own).
    pub fn from_address<'a>(
        params: impl IntoIterator<Item = (&'a str, &'a str)>,
    ) -> Result<EmbedRequest, EmbedError> {
        let mut request = EmbedRequest {
            limit: DEFAULT_LIMIT,
            ..EmbedRequest::default()
        };
        for (key, value) in params {
            let value = value.trim();
            if value.is_empty() {
                continue;
            }
            match key {
                key if FILTERS.contains(&key) => {
                    request.filters.push((key.to_string(), value.to_string()));
                }
                "limit" => {
                    request.limit = value
                        .parse()
                        .ok()
                        .filter(|n| (1..=MAX_LIMIT).contains(n))
                        .ok_or_else(|| EmbedError::Limit(shortened(value)))?;
                }
                "layout" => {
                    request.layout = EmbedLayout::ALL
                        .into_iter()
                        .find(|l| l.as_str() == value)
                        .ok_or_else(|| EmbedError::Layout(shortened(value)))?;
                }
                "theme" => {
                    request.theme = EmbedTheme::ALL
                        .into_iter()
                        .find(|t| t.as_str() == value)
                        .ok_or_else(|| EmbedError::Theme(shortened(value)))?;
                }
                "lang" => {
                    request.lang =
                        Lang::from_tag(value).ok_or_else(|| EmbedError::Lang(shortened(value)))?;
                }
                _ => {}
            }
        }
        request.events = EventQuery::from_address(
            request
                .filters
                .iter()
                .map(|(k, v)| (k.as_str(), v.as_str())),
        )
        .map_err(EmbedError::Address)?;
        Ok(request)
    }
}

/// A value as an error message repeats it: at most 40 characters.
fn shortened(value: &str) -> String {
    value.chars().take(40).collect()
}

/// The custom element's name for a guide of `city`: `sarasota-events`. A
/// custom element's name must begin with a letter and hold a hyphen.
pub fn element_name(city: &str) -> String {
    let city = slug(city);
    if city.starts_with(|c: char| c.is_ascii_lowercase()) {
        format!("{city}-events")
    } else {
        "guide-events".to_string()
    }
}

/// What a widget shows, in its language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EmbedList {
    pub lang: Lang,
    pub layout: EmbedLayout,
    pub theme: EmbedTheme,
    /// 'What's on in Sarasota'.
    pub heading: String,
    pub entries: Vec<EventSummary>,
    /// Said when nothing matches.
    pub empty: String,
    /// The guide's events page under the same filters, and its words.
    pub more_url: String,
    pub more: String,
}

impl EmbedList {
    /// `events` (the matching events by date; the first `limit` are shown)
    /// as `request` asks, for a guide of `city` named `brand`.
    pub fn of(
        request: &EmbedRequest,
        events: &[&Event],
        listing: &Listing<'_>,
        city: &str,
        brand: &str,
    ) -> EmbedList {
        let words = listing.words;
        let mut query = String::new();
        for (key, value) in &request.filters {
            query.push(if query.is_empty() { '?' } else { '&' });
            query.push_str(key);
            query.push('=');
            query.push_str(&crate::text::format::encode_uri_component(value));
        }
        EmbedList {
            lang: words.lang(),
            layout: request.layout,
            theme: request.theme,
            heading: words.message("embed-heading", &[("city", Arg::Text(city))]),
            entries: events
                .iter()
                .take(request.limit)
                .map(|event| EventSummary::of(event, listing))
                .collect(),
            empty: words.text("embed-empty"),
            more_url: format!("{}{}{query}", listing.origin, words.lang().path("/events")),
            more: words.message("embed-more", &[("brand", Arg::Text(brand))]),
        }
    }
}

/// `GET /api/admin/embed`: what the dashboard's Embed page needs to
/// write a partner's snippet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct EmbedSettings {
    /// The guide's address, as partners' pages reach it.
    pub origin: String,
    /// The widget's element (`sarasota-events`).
    pub element: String,
    /// The sites that may frame the iframe (the site setting
    /// `embed_origins`); the widget shows on any.
    pub frame_origins: Vec<String>,
    pub layouts: Vec<String>,
    pub themes: Vec<String>,
    pub default_limit: u32,
    pub max_limit: u32,
}

impl EmbedSettings {
    pub fn new(origin: &str, city: &str, frame_origins: Vec<String>) -> EmbedSettings {
        EmbedSettings {
            origin: origin.trim_end_matches('/').to_string(),
            element: element_name(city),
            frame_origins,
            layouts: EmbedLayout::ALL.map(|l| l.as_str().to_string()).to_vec(),
            themes: EmbedTheme::ALL.map(|t| t.as_str().to_string()).to_vec(),
            default_limit: DEFAULT_LIMIT as u32,
            max_limit: MAX_LIMIT as u32,
        }
    }
}

/// What a partner pastes into their page: the widget, or the iframe.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct EmbedSnippets {
    pub widget: String,
    pub iframe: String,
}

impl EmbedSnippets {
    /// The snippets for `chosen` attributes (name and value; blank ones and
    /// names the widget does not read are left out), the iframe titled
    /// `title` for screen readers.
    pub fn of(settings: &EmbedSettings, chosen: &[(String, String)], title: &str) -> EmbedSnippets {
        let chosen: Vec<(&str, &str)> = ATTRIBUTES
            .iter()
            .filter_map(|name| {
                let (_, value) = chosen.iter().find(|(n, _)| n == name)?;
                Some((*name, value.trim())).filter(|(_, v)| !v.is_empty())
            })
            .collect();
        let origin = &settings.origin;
        let element = &settings.element;
        let attributes: String = chosen
            .iter()
            .map(|(name, value)| format!(" {name}=\"{}\"", escape_markup(value)))
            .collect();
        let query = chosen
            .iter()
            .map(|(name, value)| {
                format!(
                    "{name}={}",
                    crate::text::format::encode_uri_component(value)
                )
            })
            .collect::<Vec<_>>()
            .join("&");
        let query = if query.is_empty() {
            query
        } else {
            format!("?{query}")
        };
        EmbedSnippets {
            widget: format!(
                "<script type=\"module\" src=\"{origin}/embed.js\"></script>\n\
                 <{element}{attributes}></{element}>"
            ),
            iframe: format!(
                "<iframe src=\"{}\" title=\"{}\" loading=\"lazy\" \
                 style=\"width:100%;height:36rem;border:0\"></iframe>",
                escape_markup(&format!("{origin}/embed/events{query}")),
                escape_markup(title)
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::date_filter::DateFilter;

    fn read(address: &[(&str, &str)]) -> Result<EmbedRequest, EmbedError> {
        EmbedRequest::from_address(address.iter().copied())
    }

    #[test]
    fn a_widget_reads_its_attributes_as_the_events_page_reads_its_address() {
        let request = read(&[
            ("category", "Music"),
            ("dates", "thisWeekend"),
            ("limit", "3"),
            ("layout", "cards"),
            ("theme", "dark"),
            ("lang", "es-MX"),
            ("utm_source", "hotel"),
        ])
        .unwrap();
        assert_eq!(request.events.category.as_deref(), Some("Music"));
        assert_eq!(request.events.dates, DateFilter::ThisWeekend);
        assert_eq!(
            request.filters,
            vec![
                ("category".to_string(), "Music".to_string()),
                ("dates".to_string(), "thisWeekend".to_string())
            ]
        );
        assert_eq!(
            (request.limit, request.layout, request.theme, request.lang),
            (3, EmbedLayout::Cards, EmbedTheme::Dark, Lang::Es)
        );
        let plain = read(&[("limit", " "), ("theme", "")]).unwrap();
        assert_eq!(
            (plain.limit, plain.layout, plain.theme, plain.lang),
            (
                DEFAULT_LIMIT,
                EmbedLayout::List,
                EmbedTheme::Light,
                Lang::En
            )
        );
    }

    #[test]
    fn a_wrong_attribute_is_named_with_what_it_may_be() {
        for (address, message) in [
            (
                ("limit", "0"),
                "limit must be a whole number from 1 to 20: '0'",
            ),
            (
                ("limit", "21"),
                "limit must be a whole number from 1 to 20: '21'",
            ),
            (
                ("limit", "ten"),
                "limit must be a whole number from 1 to 20: 'ten'",
            ),
            (
                ("layout", "grid"),
                "layout must be one of list, cards: 'grid'",
            ),
            (
                ("theme", "pink"),
                "theme must be one of light, dark, auto: 'pink'",
            ),
            (
                ("start", "soon"),
                "start is not a date (YYYY-MM-DD): 'soon'",
            ),
        ] {
            let address = [("dates", "custom"), address];
            assert_eq!(read(&address).unwrap_err().to_string(), message);
        }
        assert!(
            read(&[("lang", "tlh")])
                .unwrap_err()
                .to_string()
                .starts_with("the guide is not in the language 'tlh'")
        );
    }

    #[test]
    fn a_snippet_holds_the_chosen_attributes_escaped_in_the_widgets_order() {
        let settings = EmbedSettings::new("https://guide.example/", "Sarasota", vec![]);
        let chosen = [
            ("limit", "3"),
            ("category", "Theater & Dance"),
            ("venue", " "),
            ("onclick", "alert(1)"),
            ("venue", "ignored: the first counts"),
            ("layout", "cards"),
        ]
        .map(|(n, v)| (n.to_string(), v.to_string()));
        let snippets = EmbedSnippets::of(&settings, &chosen, "What’s on \"here\"");
        assert_eq!(
            snippets.widget,
            "<script type=\"module\" src=\"https://guide.example/embed.js\"></script>\n\
             <sarasota-events category=\"Theater &amp; Dance\" limit=\"3\" layout=\"cards\"></sarasota-events>"
        );
        assert_eq!(
            snippets.iframe,
            "<iframe src=\"https://guide.example/embed/events?category=Theater%20%26%20Dance&amp;limit=3&amp;layout=cards\" \
             title=\"What’s on &quot;here&quot;\" loading=\"lazy\" style=\"width:100%;height:36rem;border:0\"></iframe>"
        );
        let plain = EmbedSnippets::of(&settings, &[], "Events");
        assert!(
            plain
                .widget
                .ends_with("<sarasota-events></sarasota-events>")
        );
        assert!(
            plain
                .iframe
                .starts_with("<iframe src=\"https://guide.example/embed/events\" ")
        );
    }

    #[test]
    fn the_element_is_named_after_the_city() {
        assert_eq!(element_name("Sarasota"), "sarasota-events");
        assert_eq!(element_name("St. Petersburg"), "st-petersburg-events");
        assert_eq!(element_name("Zürich"), "zurich-events");
        assert_eq!(element_name("1000 Islands"), "guide-events");
        assert_eq!(element_name("  "), "guide-events");
    }

    #[test]
    fn an_error_names_the_attribute_it_is_about() {
        for (address, attribute) in [
            ("limit=50", "limit"),
            ("layout=grid", "layout"),
            ("theme=pink", "theme"),
            ("lang=xx", "lang"),
            ("dates=custom&start=2026-12-01&end=soon", "end"),
        ] {
            let params: Vec<(&str, &str)> = address
                .split('&')
                .map(|pair| pair.split_once('=').unwrap())
                .collect();
            let error = EmbedRequest::from_address(params).unwrap_err();
            assert_eq!(error.attribute(), attribute, "{address}");
        }
    }
}
