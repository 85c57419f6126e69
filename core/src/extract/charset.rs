//! Bytes to text: the charset from a byte-order mark, the Content-Type
//! header, or a `<meta>` in the first 1024 bytes; else UTF-8 when valid,
//! else windows-1252 (what browsers fall back to for Western pages).

use encoding_rs::{Encoding, UTF_8, WINDOWS_1252};

fn charset_param(content_type: &str) -> Option<&str> {
    content_type.split(';').skip(1).find_map(|p| {
        let (k, v) = p.split_once('=')?;
        k.trim()
            .eq_ignore_ascii_case("charset")
            .then(|| v.trim().trim_matches(['"', '\'']))
    })
}

/// `<meta charset="x">` or `<meta http-equiv="Content-Type" content="…; charset=x">`.
fn meta_charset(head: &[u8]) -> Option<&'static Encoding> {
    let text = String::from_utf8_lossy(head).to_ascii_lowercase();
    let mut rest = text.as_str();
    while let Some(at) = rest.find("<meta") {
        let tag = &rest[at..];
        let end = tag.find('>').unwrap_or(tag.len());
        let tag = &tag[..end];
        if let Some(i) = tag.find("charset") {
            let value = tag[i + 7..]
                .trim_start()
                .strip_prefix('=')
                .map(|v| v.trim_start().trim_start_matches(['"', '\'']))
                .unwrap_or("");
            let label: String = value
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | ':' | '.'))
                .collect();
            if let Some(encoding) = Encoding::for_label(label.as_bytes()) {
                return Some(encoding);
            }
        }
        rest = &rest[at + 5..];
    }
    None
}

/// Decodes a fetched page. Malformed sequences become U+FFFD, never an error.
pub fn decode_html(bytes: &[u8], content_type: Option<&str>) -> String {
    if let Some((encoding, bom_len)) = Encoding::for_bom(bytes) {
        return encoding
            .decode_without_bom_handling(&bytes[bom_len..])
            .0
            .into_owned();
    }
    let declared = content_type
        .and_then(charset_param)
        .and_then(|label| Encoding::for_label(label.as_bytes()))
        .or_else(|| meta_charset(&bytes[..bytes.len().min(1024)]));
    let encoding = match declared {
        // A page served as UTF-16 without a BOM is almost always mislabelled.
        Some(e) if e == encoding_rs::UTF_16LE || e == encoding_rs::UTF_16BE => UTF_8,
        Some(e) => e,
        None if std::str::from_utf8(bytes).is_ok() => UTF_8,
        None => WINDOWS_1252,
    };
    encoding.decode_without_bom_handling(bytes).0.into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn picks_the_declared_or_detected_charset() {
        let latin1 = b"<p>Caf\xe9</p>";
        assert_eq!(
            decode_html(latin1, Some("text/html; charset=ISO-8859-1")),
            "<p>Café</p>"
        );
        assert_eq!(decode_html(latin1, None), "<p>Café</p>");
        let meta = b"<html><head><meta charset=\"windows-1252\"><title>Caf\xe9</title>";
        assert!(decode_html(meta, Some("text/html")).contains("Café"));
        let http_equiv =
            b"<meta http-equiv=\"Content-Type\" content=\"text/html; charset=iso-8859-1\">\xe9";
        assert!(decode_html(http_equiv, None).ends_with('é'));
        assert_eq!(decode_html("Café".as_bytes(), None), "Café");
        assert_eq!(
            decode_html(b"\xEF\xBB\xBFhi", Some("text/html; charset=latin1")),
            "hi"
        );
        // Declared UTF-8 but invalid: replacement characters, no failure.
        assert_eq!(
            decode_html(b"a\xffb", Some("text/html; charset=utf-8")),
            "a\u{fffd}b"
        );
    }
}
