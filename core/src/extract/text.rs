//! Text clean-up: HTML entities, tags, whitespace, absolute URLs.

/// Decodes every HTML entity (named, `&#NN;`, `&#xHH;`) with the
/// html-escape crate's table; what is not an entity stays as written.
pub fn decode_entities(text: &str) -> String {
    html_escape::decode_html_entities(text).into_owned()
}

/// Removes tags (a `<br>` or block end reads as a space), comments and the
/// content of `<script>`/`<style>`.
pub fn strip_tags(html: &str) -> String {
    if !html.contains('<') {
        return html.to_string();
    }
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(at) = rest.find('<') {
        out.push_str(&rest[..at]);
        let tail = &rest[at..];
        let lower_start: String = tail
            .chars()
            .take(8)
            .collect::<String>()
            .to_ascii_lowercase();
        let looks_like_tag = tail[1..]
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '/' || c == '!');
        if !looks_like_tag {
            out.push('<');
            rest = &tail[1..];
            continue;
        }
        let skip_to = |closing: &str| -> usize {
            tail.to_ascii_lowercase()
                .find(closing)
                .map_or(tail.len(), |i| i + closing.len())
        };
        let consumed = if lower_start.starts_with("<!--") {
            skip_to("-->")
        } else if lower_start.starts_with("<script") {
            skip_to("</script>")
        } else if lower_start.starts_with("<style") {
            skip_to("</style>")
        } else {
            tail.find('>').map_or(tail.len(), |i| i + 1)
        };
        out.push(' ');
        rest = &tail[consumed..];
    }
    out.push_str(rest);
    out
}

/// Runs of whitespace (including no-break spaces) become one space; trimmed.
pub fn tidy_whitespace(text: &str) -> String {
    // Control characters go too: every text the guide stores or mails is
    // free of them (core's validation rule).
    text.split(|c: char| c.is_whitespace() || c == '\u{a0}' || c.is_control())
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// A human-readable text from markup: tags stripped, entities decoded
/// (twice, for the doubly-escaped `&amp;amp;` some feeds ship), whitespace tidied.
pub fn clean_text(raw: &str) -> String {
    let once = decode_entities(&strip_tags(raw));
    let twice = if once.contains('&') {
        decode_entities(&once)
    } else {
        once
    };
    // Decoding may reveal escaped markup (`&lt;p&gt;`).
    let stripped = if twice.contains('<') {
        strip_tags(&twice)
    } else {
        twice
    };
    tidy_whitespace(&stripped)
}

/// `Some(cleaned)` unless blank.
pub fn non_blank(raw: &str) -> Option<String> {
    let cleaned = clean_text(raw);
    (!cleaned.is_empty()).then_some(cleaned)
}

/// Descriptions are kept whole up to this many characters, then cut at a word.
pub const MAX_DESCRIPTION: usize = 4000;

pub fn truncate_words(text: String, max: usize) -> String {
    if text.chars().count() <= max {
        return text;
    }
    let cut: String = text.chars().take(max).collect();
    let at = cut.rfind(' ').unwrap_or(cut.len());
    format!("{}…", cut[..at].trim_end())
}

/// `href` made absolute against `base` (http and https only; `webcal:` reads
/// as https). `None` for blanks, `javascript:`, `data:` and the like.
pub fn absolute_url(base: Option<&url::Url>, href: &str) -> Option<String> {
    let href = decode_entities(href.trim());
    if href.is_empty() || href.starts_with('#') {
        return None;
    }
    let href = match href.strip_prefix("webcal://") {
        Some(rest) => format!("https://{rest}"),
        None => href,
    };
    let parsed = match base {
        Some(base) => base.join(&href).ok()?,
        None => url::Url::parse(&href).ok()?,
    };
    matches!(parsed.scheme(), "http" | "https").then(|| parsed.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decodes_named_and_numeric_entities() {
        assert_eq!(
            decode_entities("Years &amp; Years &#8217;s &#x27;x&#39; &bogus; & more"),
            "Years & Years ’s 'x' &bogus; & more"
        );
        assert_eq!(decode_entities("&#0; &#xZZ;"), "&#0; &#xZZ;");
        // The whole HTML table, not a list of the usual ones.
        assert_eq!(
            decode_entities("Caf&Eacute; &euro;25 &rarr; Bj&oslash;rk"),
            "CafÉ €25 → Bjørk"
        );
    }

    #[test]
    fn cleans_markup_into_text() {
        assert_eq!(
            clean_text(
                "<p>Join us&nbsp;for <b>jazz</b></p>\n\n<p>Doors at 7</p><script>x()</script>"
            ),
            "Join us for jazz Doors at 7"
        );
        assert_eq!(
            clean_text("&lt;p&gt;Escaped&lt;/p&gt; &amp;amp; more"),
            "Escaped & more"
        );
        assert_eq!(clean_text("5 < 6 and 7 > 3"), "5 < 6 and 7 > 3");
    }

    #[test]
    fn resolves_urls() {
        let base = url::Url::parse("https://venue.example/events/").unwrap();
        assert_eq!(
            absolute_url(Some(&base), "../img/a.jpg").as_deref(),
            Some("https://venue.example/img/a.jpg")
        );
        assert_eq!(
            absolute_url(Some(&base), "//cdn.example/x.png").as_deref(),
            Some("https://cdn.example/x.png")
        );
        assert_eq!(
            absolute_url(Some(&base), "webcal://venue.example/cal.ics").as_deref(),
            Some("https://venue.example/cal.ics")
        );
        assert_eq!(absolute_url(Some(&base), "javascript:void(0)"), None);
        assert_eq!(absolute_url(None, "relative.jpg"), None);
    }
}
