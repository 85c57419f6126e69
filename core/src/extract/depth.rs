//! A bound on how deep a page nests its elements, checked before parsing.
//!
//! The HTML parser looks down the stack of open elements for each new one
//! (is a `<p>` open in this scope?), so its time grows with the square of
//! the nesting: 10,000 nested `<div>`s take about a second, 100,000 (a
//! 1.3 MB page) a minute. Real pages nest a few dozen levels. A page that
//! nests deeper than [`MAX_DEPTH`] is read up to the element that would go
//! past it, which keeps its parse linear in its size.
//!
//! The scan is a tokenizer's outline, enough to follow depth: start and
//! end tags (an end tag closes what it names if it is among the last
//! [`CLOSE_REACH`] open ones, as the parser would), void and self-closing
//! elements, elements whose end tag may be left out (`<p>`, `<li>`, `<td>`…
//! close each other rather than nest), comments, and the raw text of
//! scripts and styles.

/// Deeper than any real page; shallow enough to parse quickly.
pub const MAX_DEPTH: usize = 512;

/// How far down the open elements an end tag looks for its start tag.
const CLOSE_REACH: usize = 64;

const VOID: [&str; 14] = [
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track",
    "wbr", "param",
];

/// Elements that a sibling of their kind closes, or whose end tag may be
/// left out: they do not build depth.
const SELF_CLOSING_SIBLINGS: [&str; 17] = [
    "p", "li", "dt", "dd", "option", "optgroup", "tr", "td", "th", "thead", "tbody", "tfoot",
    "colgroup", "caption", "rb", "rt", "rp",
];

/// Their content is text up to their end tag (`<noscript>` is not: the
/// parser reads it as elements, scripting being off).
const RAW_TEXT: [&str; 8] = [
    "script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes",
];

/// Where `<x/>` closes itself; in HTML the slash means nothing.
const FOREIGN: [&str; 2] = ["svg", "math"];

/// `html` up to the element that would nest past `max` levels, and whether
/// it was cut there.
pub fn within_depth(html: &str, max: usize) -> (&str, bool) {
    let bytes = html.as_bytes();
    let mut open: Vec<&str> = Vec::new();
    // How many of the open elements are <svg> or <math>.
    let mut foreign = 0;
    let is_foreign = |name: &str| FOREIGN.iter().any(|f| f.eq_ignore_ascii_case(name));
    let mut i = 0;
    while let Some(offset) = memchr(b'<', &bytes[i..]) {
        let start = i + offset;
        let rest = &html[start + 1..];
        if rest.starts_with("!--") {
            i = find(html, start + 4, "-->").map_or(bytes.len(), |end| end + 3);
            continue;
        }
        if rest.starts_with(['!', '?']) {
            i = find(html, start, ">").map_or(bytes.len(), |end| end + 1);
            continue;
        }
        let closing = rest.starts_with('/');
        let name_start = start + 1 + usize::from(closing);
        let name_len = bytes[name_start..]
            .iter()
            .take_while(|b| b.is_ascii_alphanumeric() || **b == b'-')
            .count();
        if name_len == 0 || !bytes[name_start].is_ascii_alphabetic() {
            // A lone '<' in text.
            i = start + 1;
            continue;
        }
        let name = &html[name_start..name_start + name_len];
        let Some(end) = tag_end(bytes, name_start + name_len) else {
            break;
        };
        i = end + 1;
        if closing {
            let reach = open.len().saturating_sub(CLOSE_REACH);
            if let Some(at) = open[reach..]
                .iter()
                .rposition(|o| o.eq_ignore_ascii_case(name))
            {
                foreign -= open[reach + at..].iter().filter(|o| is_foreign(o)).count();
                open.truncate(reach + at);
            }
            continue;
        }
        let is = |list: &[&str]| list.iter().any(|n| n.eq_ignore_ascii_case(name));
        if foreign == 0 && name.eq_ignore_ascii_case("plaintext") {
            // Everything after it is text.
            break;
        }
        if foreign == 0 && is(&RAW_TEXT) {
            let close = format!("</{}", name.to_ascii_lowercase());
            i = find_ignoring_case(html, i, &close).unwrap_or(bytes.len());
            continue;
        }
        let self_closed = bytes[end - 1] == b'/' && (foreign > 0 || is_foreign(name));
        if is(&VOID) || is(&SELF_CLOSING_SIBLINGS) || self_closed {
            continue;
        }
        if open.len() >= max {
            return (&html[..start], true);
        }
        foreign += usize::from(is_foreign(name));
        open.push(name);
    }
    (html, false)
}

/// The `>` that ends a tag whose name ends at `from`, past quoted
/// attribute values.
fn tag_end(bytes: &[u8], from: usize) -> Option<usize> {
    let mut quote = None;
    for (i, &b) in bytes.iter().enumerate().skip(from) {
        match (quote, b) {
            (Some(q), b) if b == q => quote = None,
            (Some(_), _) => {}
            (None, b'"' | b'\'') => quote = Some(b),
            (None, b'>') => return Some(i),
            _ => {}
        }
    }
    None
}

fn memchr(needle: u8, haystack: &[u8]) -> Option<usize> {
    haystack.iter().position(|&b| b == needle)
}

fn find(html: &str, from: usize, needle: &str) -> Option<usize> {
    html.get(from..)?.find(needle).map(|at| from + at)
}

fn find_ignoring_case(html: &str, from: usize, needle: &str) -> Option<usize> {
    let hay = html.as_bytes().get(from..)?;
    let needle = needle.as_bytes();
    hay.windows(needle.len())
        .position(|w| w.eq_ignore_ascii_case(needle))
        .map(|at| from + at)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_real_page_is_read_whole() {
        let page = "<!DOCTYPE html><html><head><title>a <b> c</title>\
            <script>if (a < b && c > d) document.write('<div><div><div>')</script>\
            <!-- <div><div> --></head><body>\
            <ul><li>one<li>two<li><p>three<p>four</ul>\
            <table><tr><td>1<td>2<tr><td>3</table>\
            <div class=\"x>y\"><img src=a><br/><span>2 < 3</span></div>\
            <div><b><i>mis</b>nested</i></div></body></html>";
        assert_eq!(within_depth(page, 8), (page, false));
    }

    #[test]
    fn deep_nesting_is_cut_at_the_limit() {
        let deep = format!(
            "<html><body>{}x{}</body></html>",
            "<div>".repeat(100_000),
            "</div>".repeat(100_000)
        );
        let (kept, cut) = within_depth(&deep, MAX_DEPTH);
        assert!(cut);
        // html, body, then divs up to the limit.
        assert_eq!(kept.matches("<div>").count(), MAX_DEPTH - 2);
        // Closed elements give their depth back.
        let wide = "<section><div></div></section>".repeat(10_000);
        assert_eq!(within_depth(&wide, 4), (wide.as_str(), false));
        // An end tag for what is not open does not give depth back, nor
        // does a slash, which closes elements in SVG only.
        for sly in ["<div></span>", "<div/>", "<noscript><div>"] {
            assert!(within_depth(&sly.repeat(600), MAX_DEPTH).1, "{sly}");
        }
        let icons = format!(
            "<div>{}</div>",
            "<svg><path d='M0 0'/><circle/></svg>".repeat(1_000)
        );
        assert_eq!(within_depth(&icons, 8), (icons.as_str(), false));
    }
}
