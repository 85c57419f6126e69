//! Lenient JSON for the JSON-LD real sites ship: trailing and doubled
//! commas, `;` for `,`, comments, raw newlines and stray escapes in strings,
//! single-quoted strings, an HTML-entity-encoded body, CDATA or comment
//! wrappers, and junk before or after the value.

use serde_json::Value;

/// Every JSON value found in `text` (usually one), or none.
pub fn parse_lenient(text: &str) -> Vec<Value> {
    let text = unwrap_markup(text);
    if let Ok(value) = serde_json::from_str::<Value>(text) {
        return vec![value];
    }
    let values = parse_repaired(text);
    if !values.is_empty() {
        return values;
    }
    if text.contains("&quot;") || text.contains("&#") {
        let decoded = super::text::decode_entities(text);
        return parse_repaired(&decoded);
    }
    Vec::new()
}

fn unwrap_markup(text: &str) -> &str {
    let mut text = text.trim();
    for prefix in ["//<![CDATA[", "<![CDATA[", "<!--"] {
        if let Some(rest) = text.strip_prefix(prefix) {
            text = rest.trim();
        }
    }
    for suffix in ["//]]>", "]]>", "-->"] {
        if let Some(rest) = text.strip_suffix(suffix) {
            text = rest.trim();
        }
    }
    text
}

fn parse_repaired(text: &str) -> Vec<Value> {
    let Some(start) = text.find(['{', '[']) else {
        return Vec::new();
    };
    let repaired = repair(&text[start..]);
    let mut values = Vec::new();
    for value in serde_json::Deserializer::from_str(&repaired).into_iter::<Value>() {
        match value {
            Ok(value) => values.push(value),
            // Junk after the value(s): keep what was read.
            Err(_) => break,
        }
    }
    values
}

/// One pass over the text, tracking whether it is inside a string.
fn repair(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 16);
    let mut chars = text.chars().peekable();
    // The quote that opened the current string, if inside one.
    let mut quote: Option<char> = None;
    while let Some(c) = chars.next() {
        if let Some(q) = quote {
            match c {
                '\\' => match chars.next() {
                    Some(e @ ('"' | '\\' | '/' | 'b' | 'f' | 'n' | 'r' | 't' | 'u')) => {
                        out.push('\\');
                        out.push(e);
                    }
                    // `\'` and other needless escapes.
                    Some(other) => push_string_char(&mut out, other),
                    None => {}
                },
                c if c == q => {
                    out.push('"');
                    quote = None;
                }
                '"' => out.push_str("\\\""),
                c => push_string_char(&mut out, c),
            }
            continue;
        }
        match c {
            '"' | '\'' => {
                out.push('"');
                quote = Some(c);
            }
            '/' if chars.peek() == Some(&'/') => {
                for skipped in chars.by_ref() {
                    if skipped == '\n' {
                        break;
                    }
                }
            }
            '/' if chars.peek() == Some(&'*') => {
                chars.next();
                let mut previous = ' ';
                for skipped in chars.by_ref() {
                    if previous == '*' && skipped == '/' {
                        break;
                    }
                    previous = skipped;
                }
            }
            ',' | ';' => {
                // Doubled, leading or stray separators are dropped.
                match last_significant(&out) {
                    Some(',' | '{' | '[' | ':') | None => {}
                    _ => out.push(','),
                }
            }
            '}' | ']' => {
                if last_significant(&out) == Some(',') {
                    let at = out.rfind(',').expect("a comma");
                    out.truncate(at);
                }
                out.push(c);
            }
            c => out.push(c),
        }
    }
    if quote.is_some() {
        out.push('"');
    }
    out
}

fn push_string_char(out: &mut String, c: char) {
    match c {
        '\n' => out.push_str("\\n"),
        '\r' => out.push_str("\\r"),
        '\t' => out.push_str("\\t"),
        c if (c as u32) < 0x20 => {}
        c => out.push(c),
    }
}

fn last_significant(out: &str) -> Option<char> {
    out.chars().rev().find(|c| !c.is_whitespace())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn one(text: &str) -> Value {
        let values = parse_lenient(text);
        assert_eq!(values.len(), 1, "{text}: {values:?}");
        values.into_iter().next().unwrap()
    }

    #[test]
    fn repairs_what_real_sites_ship() {
        assert_eq!(
            one(r#"{"a": 1, "b": [1, 2,],}"#),
            json!({"a": 1, "b": [1, 2]})
        );
        assert_eq!(one(r#"{"a": 1,, "b": 2}"#), json!({"a": 1, "b": 2}));
        assert_eq!(one(r#"{"a": "x"; "b": 2}"#), json!({"a": "x", "b": 2}));
        assert_eq!(
            one("{\"a\": \"line\nbreak\", // note\n \"b\": /* c */ 2}"),
            json!({"a": "line\nbreak", "b": 2})
        );
        assert_eq!(one(r#"{'a': 'it\'s "x"'}"#), json!({"a": "it's \"x\""}));
        assert_eq!(
            one(r#"{"url": "http://x/y"}"#),
            json!({"url": "http://x/y"})
        );
        assert_eq!(
            one("{&quot;name&quot;: &quot;Gala&quot;}"),
            json!({"name": "Gala"})
        );
        assert_eq!(one("<!--\n{\"a\": 1}\n-->"), json!({"a": 1}));
        assert_eq!(one("{\"a\": 1} trailing junk;"), json!({"a": 1}));
        assert_eq!(one("var x = [1]"), json!([1]));
        assert_eq!(parse_lenient("{\"a\": 1}{\"b\": 2}").len(), 2);
        assert!(parse_lenient("not json").is_empty());
        assert!(parse_lenient("").is_empty());
    }
}
