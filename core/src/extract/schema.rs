//! Reading schema.org nodes (from JSON-LD, microdata or microformats, all
//! turned into `serde_json::Value` objects with `@type` and properties).

use serde_json::Value;

/// `http://schema.org/MusicEvent`, `schema:MusicEvent` → `MusicEvent`.
pub fn short_type(t: &str) -> &str {
    let t = t.trim();
    let t = t.rsplit(['/', '#']).next().unwrap_or(t);
    t.rsplit(':').next().unwrap_or(t)
}

/// The node's types, short form.
pub fn types(node: &Value) -> Vec<String> {
    let Some(t) = node.get("@type").or_else(|| node.get("type")) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for value in as_list(t) {
        if let Some(s) = value.as_str() {
            for part in s.split_whitespace() {
                out.push(short_type(part).to_string());
            }
        }
    }
    out
}

pub fn has_type(node: &Value, pred: impl Fn(&str) -> bool) -> bool {
    types(node).iter().any(|t| pred(t))
}

/// Every schema.org Event subtype (and anything else named `…Event`).
pub fn is_event_type(t: &str) -> bool {
    t.ends_with("Event")
        || matches!(
            t,
            "Festival" | "Hackathon" | "CourseInstance" | "EventSeries" | "Concert" | "Performance"
        )
}

/// A one-element view of a value or the elements of an array.
pub fn as_list(value: &Value) -> Vec<&Value> {
    match value {
        Value::Array(items) => items.iter().collect(),
        Value::Null => Vec::new(),
        other => vec![other],
    }
}

/// A property, by its short name or its full schema.org IRI.
pub fn prop<'a>(node: &'a Value, name: &str) -> Option<&'a Value> {
    let object = node.as_object()?;
    if let Some(v) = object.get(name).filter(|v| !v.is_null()) {
        return Some(v);
    }
    object
        .iter()
        .find(|(k, v)| !v.is_null() && k.contains(['/', ':']) && short_type(k) == name)
        .map(|(_, v)| v)
}

/// The first text of a property: a string or number, or an object's
/// `@value`, `name` or `url`.
pub fn text_of(value: &Value) -> Option<String> {
    match value {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        Value::Bool(b) => Some(b.to_string()),
        Value::Array(items) => items.iter().find_map(text_of),
        Value::Object(_) => value
            .get("@value")
            .or_else(|| {
                value
                    .get("@id")
                    .filter(|_| value.as_object().is_some_and(|o| o.len() == 1))
            })
            .and_then(text_of),
        Value::Null => None,
    }
}

pub fn prop_text(node: &Value, name: &str) -> Option<String> {
    prop(node, name)
        .and_then(text_of)
        .filter(|s| !s.trim().is_empty())
}

/// The first of several properties that has text.
pub fn first_text(node: &Value, names: &[&str]) -> Option<String> {
    names.iter().find_map(|n| prop_text(node, n))
}

/// A URL-valued property: a string, or an object's `url`/`contentUrl`/`@id`.
pub fn url_of(value: &Value) -> Option<String> {
    match value {
        Value::String(s) => Some(s.clone()),
        Value::Array(items) => items.iter().find_map(url_of),
        Value::Object(_) => ["url", "contentUrl", "@id", "urlTemplate"]
            .iter()
            .find_map(|k| prop(value, k).and_then(url_of)),
        _ => None,
    }
    .filter(|s| !s.trim().is_empty())
}

/// A number, also from text ('4.5', '$13.00', '1,200').
pub fn number_of(value: &Value) -> Option<f64> {
    match value {
        Value::Number(n) => n.as_f64(),
        Value::String(s) => parse_number(s),
        Value::Array(items) => items.iter().find_map(number_of),
        Value::Object(_) => value.get("@value").and_then(number_of),
        _ => None,
    }
    .filter(|n| n.is_finite())
}

/// A place's `geo` (`GeoCoordinates`): both halves, on the globe.
pub fn geo_of(place: &Value) -> Option<crate::content::near::Coordinates> {
    let geo = prop(place, "geo")?;
    crate::content::near::Coordinates::of(
        prop(geo, "latitude").and_then(number_of),
        prop(geo, "longitude").and_then(number_of),
    )
}

pub fn parse_number(text: &str) -> Option<f64> {
    let start = text.trim_start_matches(|c: char| !(c.is_ascii_digit() || c == '.' || c == '-'));
    let (negative, start) = match start.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, start),
    };
    let cleaned: String = start
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == '.' || *c == ',')
        .filter(|c| *c != ',')
        .collect();
    let n: f64 = cleaned.parse().ok()?;
    Some(if negative { -n } else { n })
}

/// Every object in `roots` (at any depth, `@graph` and arrays included) for
/// which `wanted` holds; a wanted node's own properties are not searched.
pub fn collect<'a>(roots: &'a [Value], wanted: &dyn Fn(&Value) -> bool) -> Vec<&'a Value> {
    fn walk<'a>(
        value: &'a Value,
        wanted: &dyn Fn(&Value) -> bool,
        out: &mut Vec<&'a Value>,
        depth: u32,
    ) {
        if depth > 12 {
            return;
        }
        match value {
            Value::Array(items) => {
                for item in items {
                    walk(item, wanted, out, depth + 1);
                }
            }
            Value::Object(map) => {
                if wanted(value) {
                    out.push(value);
                    return;
                }
                for (key, child) in map {
                    if key != "@context" {
                        walk(child, wanted, out, depth + 1);
                    }
                }
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    for root in roots {
        walk(root, wanted, &mut out, 0);
    }
    out
}

/// JSON-LD whose nodes point at each other (`"location": {"@id": "#venue"}`
/// beside the venue's own node in an `@graph`), with each reference
/// replaced by the node it names, so that readers see one tree. A node
/// refers on through at most a few references (graphs may be cyclic).
pub fn resolve_references(roots: Vec<Value>) -> Vec<Value> {
    fn index<'a>(value: &'a Value, nodes: &mut Nodes<'a>, depth: u32) {
        if depth > 12 {
            return;
        }
        match value {
            Value::Array(items) => items.iter().for_each(|i| index(i, nodes, depth + 1)),
            Value::Object(map) => {
                if let Some(id) = map.get("@id").and_then(Value::as_str)
                    && !is_reference(value)
                {
                    nodes.entry(id).or_insert(value);
                }
                map.values().for_each(|v| index(v, nodes, depth + 1));
            }
            _ => {}
        }
    }
    // `budget` bounds the copies a hostile page could multiply.
    fn resolve(value: &Value, nodes: &Nodes, hops: u32, budget: &mut u32) -> Value {
        match value {
            Value::Array(items) => Value::Array(
                items
                    .iter()
                    .map(|i| resolve(i, nodes, hops, budget))
                    .collect(),
            ),
            Value::Object(map) => {
                if is_reference(value)
                    && hops < 4
                    && *budget > 0
                    && let Some(node) = map
                        .get("@id")
                        .and_then(Value::as_str)
                        .and_then(|id| nodes.get(id))
                {
                    *budget -= 1;
                    return resolve(node, nodes, hops + 1, budget);
                }
                Value::Object(
                    map.iter()
                        .map(|(k, v)| (k.clone(), resolve(v, nodes, hops, budget)))
                        .collect(),
                )
            }
            other => other.clone(),
        }
    }
    type Nodes<'a> = std::collections::HashMap<&'a str, &'a Value>;
    let mut nodes = Nodes::new();
    roots.iter().for_each(|root| index(root, &mut nodes, 0));
    if nodes.is_empty() {
        return roots;
    }
    let mut budget = 1_000;
    roots
        .iter()
        .map(|root| resolve(root, &nodes, 0, &mut budget))
        .collect()
}

/// `{"@id": "…"}` alone: a pointer to a node described elsewhere.
fn is_reference(value: &Value) -> bool {
    value
        .as_object()
        .is_some_and(|o| o.len() == 1 && o.get("@id").is_some_and(Value::is_string))
}

/// A postal address as one line: '7 S. Broadway, Denver, CO 80209'.
pub fn address_line(value: &Value) -> Option<String> {
    let line = match value {
        Value::String(s) => s.clone(),
        Value::Array(items) => return items.iter().find_map(address_line),
        Value::Object(_) => {
            let street = prop_text(value, "streetAddress");
            let locality = prop_text(value, "addressLocality");
            let region = prop_text(value, "addressRegion");
            let postal = prop_text(value, "postalCode");
            let tail = [region, postal]
                .into_iter()
                .flatten()
                .map(|s| super::text::clean_text(&s))
                .filter(|s| !s.is_empty())
                .collect::<Vec<_>>()
                .join(" ");
            let parts: Vec<String> = [street, locality, Some(tail)]
                .into_iter()
                .flatten()
                .map(|s| super::text::clean_text(&s))
                .filter(|s| !s.is_empty())
                .collect();
            if parts.is_empty() {
                prop_text(value, "name")?
            } else {
                parts.join(", ")
            }
        }
        _ => return None,
    };
    super::text::non_blank(&line)
}

/// An image property: a URL, an ImageObject, or a list of either.
pub fn image_of(node: &Value) -> Option<String> {
    ["image", "photo", "thumbnailUrl", "logo"]
        .iter()
        .find_map(|k| prop(node, k).and_then(url_of))
}
