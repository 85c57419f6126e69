//! What a parsed HTML page holds: JSON-LD, microdata items, h-event
//! microformats, meta tags, calendar feed links.

use scraper::{ElementRef, Html, Selector};
use serde_json::{Map, Value};

use super::json::parse_lenient;
use super::text::{absolute_url, clean_text};
use crate::text::lang::Lang;

pub(crate) struct Page {
    pub base: Option<url::Url>,
    pub doc: Html,
    /// The page nested past `depth::MAX_DEPTH` and was read up to there.
    pub cut_deep: bool,
}

/// 'Z', '-04:00', '+0530': a UTC offset on its own.
fn is_offset(text: &str) -> bool {
    text == "Z"
        || (text.starts_with(['+', '-'])
            && matches!(text.len(), 5 | 6)
            && text[1..].bytes().all(|b| b.is_ascii_digit() || b == b':'))
}

fn selector(css: &str) -> Selector {
    Selector::parse(css).expect("a valid selector")
}

/// Pages larger than this are read only up to here (the server caps bodies
/// too; this keeps a pathological page from stalling the parser).
const MAX_HTML: usize = 8 * 1024 * 1024;

impl Page {
    pub fn parse(html: &str, page_url: &str) -> Page {
        let html = if html.len() > MAX_HTML {
            let mut end = MAX_HTML;
            while !html.is_char_boundary(end) {
                end -= 1;
            }
            &html[..end]
        } else {
            html
        };
        let (html, cut_deep) = super::depth::within_depth(html, super::depth::MAX_DEPTH);
        let doc = Html::parse_document(html);
        let mut base = url::Url::parse(page_url.trim()).ok();
        if let Some(href) = doc
            .select(&selector("base[href]"))
            .next()
            .and_then(|b| b.value().attr("href"))
            && let Some(resolved) = absolute_url(base.as_ref(), href)
        {
            base = url::Url::parse(&resolved).ok();
        }
        Page {
            base,
            doc,
            cut_deep,
        }
    }

    pub fn absolute(&self, href: &str) -> Option<String> {
        absolute_url(self.base.as_ref(), href)
    }

    /// The text a visitor sees, one line per text node, scripts and styles
    /// left out (at most the first 5,000 lines).
    pub fn visible_lines(&self) -> Vec<String> {
        use scraper::node::Node;
        let hides = |node: &Node| {
            node.as_element().is_some_and(|e| {
                matches!(
                    e.name(),
                    "script" | "style" | "noscript" | "template" | "head"
                )
            })
        };
        // One walk in document order that steps over hidden subtrees
        // (asking each text node for its ancestors would cost the square
        // of a deep page's depth).
        let mut lines = Vec::new();
        let mut next = Some(self.doc.tree.root());
        while let Some(node) = next {
            let hidden = hides(node.value());
            if let Node::Text(text) = node.value() {
                let line = clean_text(&text[..]);
                if !line.is_empty() {
                    lines.push(line);
                }
            }
            if lines.len() >= 5_000 {
                break;
            }
            next = node.first_child().filter(|_| !hidden).or_else(|| {
                let mut up = Some(node);
                while let Some(at) = up {
                    if let Some(sibling) = at.next_sibling() {
                        return Some(sibling);
                    }
                    up = at.parent();
                }
                None
            });
        }
        lines
    }

    /// The language the page says it is written in: schema.org's
    /// `inLanguage` on `node` (the item read), else `<html lang>`; English
    /// when it names none of the guide's languages.
    pub fn written_in(&self, node: Option<&Value>) -> Lang {
        let in_language = node
            .and_then(|n| n.get("inLanguage"))
            .and_then(|l| match l {
                Value::String(tag) => Some(tag.as_str()),
                // A `Language` node: its `alternateName` is the code.
                Value::Object(o) => o
                    .get("alternateName")
                    .or_else(|| o.get("name"))
                    .and_then(Value::as_str),
                _ => None,
            })
            .and_then(Lang::from_tag);
        in_language
            .or_else(|| {
                let root = self.doc.root_element();
                root.value().attr("lang").and_then(Lang::from_tag)
            })
            .unwrap_or_default()
    }

    /// Every JSON value in every `<script type="application/ld+json">`.
    pub fn json_ld(&self) -> Vec<Value> {
        let mut out = Vec::new();
        for script in self.doc.select(&selector("script[type]")) {
            let kind = script
                .value()
                .attr("type")
                .unwrap_or("")
                .to_ascii_lowercase();
            if kind.contains("ld+json") {
                let text: String = script.text().collect();
                out.extend(parse_lenient(&text));
            }
        }
        super::schema::resolve_references(out)
    }

    /// Top-level microdata items as schema.org-like objects.
    pub fn microdata(&self) -> Vec<Value> {
        self.doc
            .select(&selector("[itemscope]"))
            .filter(|e| e.value().attr("itemprop").is_none())
            .map(|e| self.item(e, 0))
            .collect()
    }

    fn item(&self, element: ElementRef, depth: u32) -> Value {
        let mut object = Map::new();
        if let Some(types) = element.value().attr("itemtype") {
            let list: Vec<Value> = types
                .split_whitespace()
                .map(|t| Value::String(t.to_string()))
                .collect();
            object.insert("@type".to_string(), Value::Array(list));
        }
        if depth < 10 {
            self.item_properties(element, &mut object, depth);
        }
        Value::Object(object)
    }

    fn item_properties(&self, element: ElementRef, object: &mut Map<String, Value>, depth: u32) {
        for child in element.children().filter_map(ElementRef::wrap) {
            let nested = child.value().attr("itemscope").is_some();
            if let Some(names) = child.value().attr("itemprop") {
                let value = if nested {
                    self.item(child, depth + 1)
                } else {
                    self.property_value(child)
                };
                for name in names.split_whitespace() {
                    let name = super::schema::short_type(name).to_string();
                    push_value(object, name, value.clone());
                }
            }
            if !nested {
                self.item_properties(child, object, depth);
            }
        }
    }

    /// A microdata property's value by the element's kind (WHATWG rules),
    /// plus `content` on any element, which real pages use.
    fn property_value(&self, element: ElementRef) -> Value {
        let e = element.value();
        let url_attr = match e.name() {
            "a" | "link" | "area" => Some("href"),
            "img" | "audio" | "video" | "source" | "iframe" | "embed" | "track" => Some("src"),
            "object" => Some("data"),
            _ => None,
        };
        if let Some(content) = e.attr("content") {
            return Value::String(content.to_string());
        }
        if let Some(attr) = url_attr
            && let Some(url) = e.attr(attr).and_then(|href| self.absolute(href))
        {
            return Value::String(url);
        }
        let value = match e.name() {
            "time" => e.attr("datetime"),
            "data" | "meter" => e.attr("value"),
            _ => None,
        };
        match value {
            Some(v) => Value::String(v.to_string()),
            None => Value::String(clean_text(&element.text().collect::<Vec<_>>().join(" "))),
        }
    }

    /// h-event (and legacy `vevent`) roots as schema.org-like Event objects.
    pub fn microformats(&self) -> Vec<Value> {
        self.doc
            .select(&selector(".h-event, .vevent"))
            .map(|root| {
                let mut object = Map::new();
                object.insert("@type".to_string(), Value::String("Event".to_string()));
                self.mf_properties(root, &mut object);
                // An end given as a time alone is on the start's day.
                if let (Some(Value::String(start)), Some(Value::String(end))) =
                    (object.get("startDate"), object.get("endDate"))
                    && start.len() >= 10
                    && end.len() <= 5
                    && end.contains(':')
                {
                    let end = format!("{}T{end}", &start[..10]);
                    object.insert("endDate".to_string(), Value::String(end));
                }
                if !object.contains_key("name") {
                    let text = clean_text(&root.text().collect::<Vec<_>>().join(" "));
                    if !text.is_empty() && text.len() <= 100 {
                        object.insert("name".to_string(), Value::String(text));
                    }
                }
                Value::Object(object)
            })
            .collect()
    }

    fn mf_properties(&self, element: ElementRef, object: &mut Map<String, Value>) {
        for child in element.children().filter_map(ElementRef::wrap) {
            let classes: Vec<&str> = child.value().classes().collect();
            let is_root = classes
                .iter()
                .any(|c| c.starts_with("h-") || *c == "vcard" || *c == "vevent");
            for class in &classes {
                let (kind, name) = match class.split_once('-') {
                    Some((k @ ("p" | "dt" | "u" | "e"), n)) => (k, n),
                    _ => match *class {
                        "summary" => ("p", "name"),
                        "dtstart" => ("dt", "start"),
                        "dtend" => ("dt", "end"),
                        "location" => ("p", "location"),
                        "url" => ("u", "url"),
                        "description" => ("e", "description"),
                        "photo" => ("u", "photo"),
                        "category" => ("p", "category"),
                        _ => continue,
                    },
                };
                let key = match name {
                    "name" => "name",
                    "summary" | "description" | "content" => "description",
                    "start" => "startDate",
                    "end" => "endDate",
                    "location" => "location",
                    "url" => "url",
                    "photo" | "featured" => "image",
                    "category" => "keywords",
                    _ => continue,
                };
                let value = self.mf_value(child, kind, is_root);
                if !value.is_empty() {
                    object
                        .entry(key.to_string())
                        .or_insert(Value::String(value));
                }
            }
            if !is_root {
                self.mf_properties(child, object);
            }
        }
    }

    fn mf_value(&self, element: ElementRef, kind: &str, is_root: bool) -> String {
        let e = element.value();
        match kind {
            "dt" if let Some(value) = self.value_class_datetime(element) => value,
            "dt" => e
                .attr("datetime")
                .or_else(|| e.attr("title"))
                .or_else(|| e.attr("value"))
                .or_else(|| e.attr("content"))
                .map(str::to_string)
                .unwrap_or_else(|| clean_text(&element.text().collect::<Vec<_>>().join(" "))),
            "u" => ["href", "src", "data"]
                .iter()
                .find_map(|a| e.attr(a))
                .and_then(|href| self.absolute(href))
                .unwrap_or_else(|| clean_text(&element.text().collect::<Vec<_>>().join(" "))),
            _ => {
                if is_root {
                    // A nested h-card/h-adr location: its name.
                    if let Some(name) = element.select(&selector(".p-name, .fn, .org")).next() {
                        return clean_text(&name.text().collect::<Vec<_>>().join(" "));
                    }
                }
                e.attr("title")
                    .filter(|_| e.name() == "abbr")
                    .or_else(|| e.attr("alt").filter(|_| e.name() == "img"))
                    .map(str::to_string)
                    .unwrap_or_else(|| clean_text(&element.text().collect::<Vec<_>>().join(" ")))
            }
        }
    }

    /// Businesses in hCard and h-card microformats (a card whose name is an
    /// organisation's: `fn org`, `p-org`, or the item an hReview reviews),
    /// as schema.org LocalBusiness nodes; a review's rating becomes the
    /// card's aggregateRating.
    pub fn hcards(&self) -> Vec<Value> {
        let text_in = |root: ElementRef, css: &str| {
            root.select(&selector(css))
                .next()
                .map(|e| clean_text(&e.text().collect::<Vec<_>>().join(" ")))
                .filter(|t| !t.is_empty())
        };
        let attr_in = |root: ElementRef, css: &str, attr: &str| {
            root.select(&selector(css))
                .find_map(|e| e.value().attr(attr).map(str::to_string))
        };
        let card = |root: ElementRef, reviewed: bool| -> Option<Value> {
            let org = text_in(root, ".org, .p-org");
            let name = org.clone().or_else(|| text_in(root, ".fn, .p-name"))?;
            if org.is_none() && !reviewed {
                return None;
            }
            let mut object = Map::new();
            object.insert("@type".into(), Value::String("LocalBusiness".into()));
            object.insert("name".into(), Value::String(name));
            let mut address = Map::new();
            for (css, key) in [
                (".street-address, .p-street-address", "streetAddress"),
                (".locality, .p-locality", "addressLocality"),
                (".region, .p-region", "addressRegion"),
                (".postal-code, .p-postal-code", "postalCode"),
            ] {
                if let Some(text) = text_in(root, css) {
                    address.insert(key.into(), Value::String(text));
                }
            }
            if !address.is_empty() {
                object.insert("address".into(), Value::Object(address));
            } else if let Some(line) = text_in(root, ".adr, .p-adr, .h-adr") {
                object.insert("address".into(), Value::String(line));
            }
            let phone = attr_in(root, "a.tel[href^='tel:'], a.p-tel[href^='tel:']", "href")
                .map(|href| href[4..].to_string())
                .or_else(|| text_in(root, ".tel, .p-tel"));
            if let Some(phone) = phone {
                object.insert("telephone".into(), Value::String(phone));
            }
            if let Some(url) = attr_in(root, ".url, .u-url", "href") {
                object.insert("url".into(), Value::String(url));
            }
            if let Some(image) = attr_in(root, ".photo, .u-photo, .logo, .u-logo", "src") {
                object.insert("image".into(), Value::String(image));
            }
            if let Some(note) = text_in(root, ".note, .p-note") {
                object.insert("description".into(), Value::String(note));
            }
            let latitude = text_in(root, ".latitude, .p-latitude");
            let longitude = text_in(root, ".longitude, .p-longitude");
            if let (Some(latitude), Some(longitude)) = (latitude, longitude) {
                object.insert(
                    "geo".into(),
                    serde_json::json!({"latitude": latitude, "longitude": longitude}),
                );
            }
            Some(Value::Object(object))
        };
        let mut out = Vec::new();
        for review in self.doc.select(&selector(".hreview, .h-review")).take(50) {
            let Some(item) = review.select(&selector(".item, .p-item")).next() else {
                continue;
            };
            if let Some(Value::Object(mut object)) = card(item, true) {
                // The review's words describe the place when its card does not.
                if !object.contains_key("description")
                    && let Some(text) = text_in(review, ".description, .p-summary, .e-content")
                {
                    object.insert("description".into(), Value::String(text));
                }
                if let Some(rating) = text_in(review, ".rating, .p-rating")
                    .or_else(|| attr_in(review, ".rating .value-title, .rating [title]", "title"))
                {
                    let best = text_in(review, ".best, .p-best").unwrap_or_else(|| "5".into());
                    object.insert(
                        "aggregateRating".into(),
                        serde_json::json!({"ratingValue": rating, "bestRating": best}),
                    );
                }
                out.push(Value::Object(object));
            }
        }
        for root in self.doc.select(&selector(".vcard, .h-card")).take(50) {
            // A reviewed item's card was read with its review.
            let in_review = root
                .ancestors()
                .filter_map(ElementRef::wrap)
                .take(12)
                .any(|a| {
                    a.value()
                        .classes()
                        .any(|c| c == "hreview" || c == "h-review")
                });
            if !in_review && let Some(node) = card(root, false) {
                out.push(node);
            }
        }
        out
    }

    /// A date and time split across `value` (or `value-title`) elements,
    /// the microformats value-class pattern: `<span class="dt-start"><span
    /// class="value">2026-04-18</span> at <span class="value">7pm</span>`
    /// → '2026-04-18T19:00'. A time alone ('21:00') is the end's, whose day
    /// is the start's.
    fn value_class_datetime(&self, element: ElementRef) -> Option<String> {
        let mut date: Option<String> = None;
        let mut minutes: Option<u16> = None;
        let mut offset: Option<String> = None;
        for part in element.select(&selector(".value, .value-title")).take(6) {
            let e = part.value();
            let text = if e.classes().any(|c| c == "value-title") {
                e.attr("title").map(str::to_string)
            } else {
                match e.name() {
                    "img" | "area" => e.attr("alt").map(str::to_string),
                    "data" | "input" => e.attr("value").map(str::to_string),
                    "abbr" => e.attr("title").map(str::to_string),
                    "time" | "ins" | "del" => e.attr("datetime").map(str::to_string),
                    _ => None,
                }
                .or_else(|| Some(clean_text(&part.text().collect::<Vec<_>>().join(" "))))
            };
            let Some(text) = text.map(|t| t.trim().to_string()) else {
                continue;
            };
            let is_date = text.len() >= 10
                && text.as_bytes()[..10].iter().enumerate().all(|(i, b)| {
                    if i == 4 || i == 7 {
                        *b == b'-'
                    } else {
                        b.is_ascii_digit()
                    }
                });
            if is_date && date.is_none() {
                // A whole date and time in one value is the answer.
                if text.len() > 10 {
                    return Some(text);
                }
                date = Some(text);
            } else if is_offset(&text) && offset.is_none() {
                offset = Some(text);
            } else if minutes.is_none()
                && let Some(m) = super::dates::parse_time_only(&text)
            {
                minutes = Some(m);
            }
        }
        let time = minutes.map(|m| format!("{:02}:{:02}", m / 60, m % 60));
        match (date, time) {
            (Some(date), Some(time)) => {
                Some(format!("{date}T{time}{}", offset.unwrap_or_default()))
            }
            (Some(date), None) => Some(date),
            (None, Some(time)) => Some(time),
            (None, None) => None,
        }
    }

    /// `<meta property|name>` contents by lower-cased key (first wins),
    /// plus `title` from `<title>` and `canonical` from `<link rel=canonical>`.
    pub fn meta(&self) -> Map<String, Value> {
        let mut map = Map::new();
        for meta in self.doc.select(&selector("meta[content]")) {
            let e = meta.value();
            let Some(key) = e.attr("property").or_else(|| e.attr("name")) else {
                continue;
            };
            let content = e.attr("content").unwrap_or("").trim();
            if !content.is_empty() {
                map.entry(key.to_ascii_lowercase())
                    .or_insert_with(|| Value::String(content.to_string()));
            }
        }
        if let Some(title) = self.doc.select(&selector("title")).next() {
            let text = clean_text(&title.text().collect::<String>());
            if !text.is_empty() {
                map.insert("title".to_string(), Value::String(text));
            }
        }
        if let Some(href) = self
            .doc
            .select(&selector("link[rel~=canonical][href]"))
            .next()
            .and_then(|l| l.value().attr("href"))
            .and_then(|h| self.absolute(h))
        {
            map.insert("canonical".to_string(), Value::String(href));
        }
        map
    }
}

fn push_value(object: &mut Map<String, Value>, name: String, value: Value) {
    match object.get_mut(&name) {
        Some(Value::Array(items)) => items.push(value),
        Some(existing) => {
            let first = existing.take();
            *existing = Value::Array(vec![first, value]);
        }
        None => {
            object.insert(name, value);
        }
    }
}

/// Calendar feeds a page points at.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FeedLinks {
    /// ICS feeds: `<link rel="alternate" type="text/calendar">`, `webcal:`
    /// and `.ics` links, The Events Calendar's `?ical=1`.
    pub ical: Vec<String>,
    /// The Events Calendar REST API's events endpoint, for a page built with it.
    pub tec_api: Option<String>,
}

/// The calendar feeds and APIs a page advertises.
pub fn feed_links(html: &str, page_url: &str) -> FeedLinks {
    let page = Page::parse(html, page_url);
    let mut ical: Vec<String> = Vec::new();
    fn add(ical: &mut Vec<String>, url: Option<String>) {
        if let Some(url) = url
            && !ical.contains(&url)
        {
            ical.push(url);
        }
    }
    for link in page.doc.select(&selector("link[href][type]")) {
        let e = link.value();
        let rel = e.attr("rel").unwrap_or("").to_ascii_lowercase();
        let kind = e.attr("type").unwrap_or("").to_ascii_lowercase();
        if rel.split_whitespace().any(|r| r == "alternate") && kind.starts_with("text/calendar") {
            add(&mut ical, e.attr("href").and_then(|h| page.absolute(h)));
        }
    }
    for a in page.doc.select(&selector("a[href]")) {
        let href = a.value().attr("href").unwrap_or("");
        let lower = href.to_ascii_lowercase();
        let path = lower.split(['?', '#']).next().unwrap_or("");
        if lower.starts_with("webcal:") || path.ends_with(".ics") || lower.contains("ical=1") {
            add(&mut ical, page.absolute(href));
        }
        if ical.len() >= 5 {
            break;
        }
    }
    let is_tec = html.contains("tribe-events")
        || html.contains("the-events-calendar")
        || html.contains("tribe_events");
    let tec_api = if is_tec {
        let root = page
            .doc
            .select(&selector("link[href]"))
            .find(|l| l.value().attr("rel") == Some("https://api.w.org/"))
            .and_then(|l| l.value().attr("href"))
            .and_then(|h| page.absolute(h))
            .or_else(|| {
                page.base
                    .as_ref()
                    .and_then(|b| b.join("/wp-json/").ok())
                    .map(|u| u.to_string())
            });
        root.map(|root| format!("{}/tribe/events/v1/events", root.trim_end_matches('/')))
    } else {
        None
    };
    if is_tec
        && ical.is_empty()
        && let Some(mut url) = page.base.clone()
    {
        url.query_pairs_mut().append_pair("ical", "1");
        add(&mut ical, Some(url.to_string()));
    }
    FeedLinks { ical, tec_api }
}
