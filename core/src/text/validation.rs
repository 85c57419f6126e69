//! Validation rules (spec section 5). The browser shows these messages under
//! the fields; the server refuses the same payloads with the same functions.

use serde::{Deserialize, Serialize};

#[cfg(feature = "wasm")]
use tsify::Tsify;

/// One broken rule: which field, and the message shown for it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(Tsify), tsify(missing_as_null))]
pub struct FieldError {
    pub field: String,
    pub message: String,
}

/// Every broken rule of a payload, in field order.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(Tsify), tsify(missing_as_null))]
pub struct ValidationErrors {
    pub errors: Vec<FieldError>,
}

impl ValidationErrors {
    pub fn add(&mut self, field: &str, message: impl Into<String>) {
        self.errors.push(FieldError {
            field: field.to_string(),
            message: message.into(),
        });
    }

    pub fn is_empty(&self) -> bool {
        self.errors.is_empty()
    }

    /// The message for `field`, if it broke a rule.
    pub fn message(&self, field: &str) -> Option<&str> {
        self.errors
            .iter()
            .find(|e| e.field == field)
            .map(|e| e.message.as_str())
    }

    /// Ok when nothing was added.
    pub fn into_result<T>(self, value: T) -> Result<T, ValidationErrors> {
        if self.is_empty() {
            Ok(value)
        } else {
            Err(self)
        }
    }
}

impl std::fmt::Display for ValidationErrors {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let messages: Vec<&str> = self.errors.iter().map(|e| e.message.as_str()).collect();
        f.write_str(&messages.join(" "))
    }
}

impl std::error::Error for ValidationErrors {}

pub fn is_blank(value: &str) -> bool {
    value.trim().is_empty()
}

/// A practical e-mail check: `local@domain.tld`, no spaces, a dotted domain
/// of letters, digits and hyphens, and a top-level domain of 2+ letters.
pub fn is_valid_email(email: &str) -> bool {
    let email = email.trim();
    if email.len() > 254 || email.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return false;
    }
    let Some((local, domain)) = email.rsplit_once('@') else {
        return false;
    };
    if local.is_empty()
        || local.len() > 64
        || local.contains('@')
        || local.starts_with('.')
        || local.ends_with('.')
    {
        return false;
    }
    let labels: Vec<&str> = domain.split('.').collect();
    let label_ok = |label: &&str| {
        !label.is_empty()
            && !label.starts_with('-')
            && !label.ends_with('-')
            && label.chars().all(|c| c.is_alphanumeric() || c == '-')
    };
    let tld_ok = labels
        .last()
        .is_some_and(|tld| tld.chars().count() >= 2 && tld.chars().all(char::is_alphabetic));
    labels.len() >= 2 && labels.iter().all(label_ok) && tld_ok
}

/// Trims a website and prepends `https://` unless it already starts with
/// `http://` or `https://`.
pub fn normalize_website(website: &str) -> String {
    let website = website.trim();
    let lower = website.to_ascii_lowercase();
    if website.is_empty() || lower.starts_with("http://") || lower.starts_with("https://") {
        website.to_string()
    } else {
        format!("https://{website}")
    }
}

/// Whether a website, as [`normalize_website`] gives it, names a site: no
/// spaces, and a host of labels (letters, digits, hyphens) with a dot, as
/// `https://example.com/page` has. 'not a url' and 'https://' do not.
pub fn is_website(website: &str) -> bool {
    let lower = website.to_ascii_lowercase();
    let Some(rest) = lower
        .strip_prefix("https://")
        .or_else(|| lower.strip_prefix("http://"))
    else {
        return false;
    };
    if website.chars().any(char::is_whitespace) {
        return false;
    }
    let authority = rest.split(['/', '?', '#']).next().unwrap_or_default();
    let host = authority.rsplit('@').next().unwrap_or_default();
    let host = host.split(':').next().unwrap_or_default();
    let labels: Vec<&str> = host.split('.').collect();
    labels.len() >= 2
        && labels.iter().all(|label| {
            !label.is_empty()
                && !label.starts_with('-')
                && !label.ends_with('-')
                && label.chars().all(|c| c.is_alphanumeric() || c == '-')
        })
}

pub const WEBSITE_FORMAT_MESSAGE: &str = "Please enter a website address, such as example.com";

pub const EMAIL_FORMAT_MESSAGE: &str = "Please enter a valid email address";

#[cfg(test)]
mod limit_tests {
    use super::*;

    #[test]
    fn a_field_says_what_is_left_as_it_nears_its_limit() {
        assert_eq!(characters_left("", 300), None);
        assert_eq!(characters_left(&"a".repeat(239), 300), None);
        assert_eq!(characters_left(&"a".repeat(240), 300), Some(60));
        assert_eq!(characters_left(&"é".repeat(300), 300), Some(0));
        assert_eq!(characters_left(&"a".repeat(302), 300), Some(-2));
    }
}

/// Longest single-line text (names, dates, addresses, websites).
pub const MAX_LINE: usize = 300;
/// Longest free text (descriptions, messages, notes).
pub const MAX_TEXT: usize = 5_000;

/// Length and character checks for a text field: at most `max` characters,
/// and no control characters (line breaks and tabs only where `multiline`).
/// Adds at most one message, in `label`'s words.
pub fn check_text(
    errors: &mut ValidationErrors,
    field: &str,
    label: &str,
    value: &str,
    max: usize,
    multiline: bool,
) {
    if value.chars().count() > max {
        errors.add(field, format!("{label} must be at most {max} characters"));
    } else if value
        .chars()
        .any(|c| c.is_control() && !(multiline && matches!(c, '\n' | '\r' | '\t')))
    {
        errors.add(
            field,
            format!("{label} contains characters that are not allowed"),
        );
    }
}

/// The characters left in a field of `max` characters, once it nears its
/// limit (a fifth of it left, or less; negative past it), so that a form
/// can say so before it is sent. `None` while there is room. Counted as
/// [`check_text`] counts them.
pub fn characters_left(value: &str, max: usize) -> Option<i64> {
    let left = max as i64 - value.chars().count() as i64;
    (left * 5 <= max as i64).then_some(left)
}

/// What an address field holds, which decides the addresses it accepts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UrlField {
    /// A link a visitor follows (website, tickets, reservations, a source page).
    Link,
    /// An image: a web address, or an object the guide stores itself.
    Image,
}

/// The path under which the guide serves uploaded and demo images.
pub const OBJECTS_PREFIX: &str = "/public-objects/";

/// An absolute `http://` or `https://` address with a host, and nothing a
/// browser would strip or reinterpret (spaces, control characters,
/// backslashes). Every other scheme (`javascript:`, `data:`, `file:`…) is
/// refused: a link in the guide must lead to a web page.
pub fn is_web_url(value: &str) -> bool {
    let Some((scheme, rest)) = value.split_once("://") else {
        return false;
    };
    let host_start = rest.chars().next();
    (scheme.eq_ignore_ascii_case("http") || scheme.eq_ignore_ascii_case("https"))
        && host_start.is_some_and(|c| !matches!(c, '/' | '?' | '#' | '@' | ':'))
        && !value
            .chars()
            .any(|c| c.is_whitespace() || c.is_control() || c == '\\')
}

/// A stored object's path, `/public-objects/<key>`, whose key cannot climb
/// out of the store.
pub fn is_object_path(value: &str) -> bool {
    value.strip_prefix(OBJECTS_PREFIX).is_some_and(|key| {
        !key.is_empty()
            && key
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_'))
            && !key.contains("..")
    })
}

/// The one rule for every address field: http(s) only, and for images also
/// the guide's own objects. Blank means "none" and passes. Adds at most one
/// message.
pub fn check_url(
    errors: &mut ValidationErrors,
    field: &str,
    label: &str,
    value: Option<&str>,
    kind: UrlField,
) {
    let Some(value) = value.map(str::trim).filter(|v| !v.is_empty()) else {
        return;
    };
    if value.chars().count() > MAX_URL {
        errors.add(
            field,
            format!("{label} must be at most {MAX_URL} characters"),
        );
    } else if !(is_web_url(value) || (kind == UrlField::Image && is_object_path(value))) {
        errors.add(
            field,
            format!("{label} must be a web address starting with http:// or https://"),
        );
    }
}

/// An address kept only when it passes [`check_url`]: scraped pages are read
/// as they are, and what the guide cannot link to safely is dropped.
pub fn web_url_or_none(value: Option<&str>, kind: UrlField) -> Option<String> {
    let mut errors = ValidationErrors::default();
    let value = value.map(str::trim).filter(|v| !v.is_empty())?;
    check_url(&mut errors, "url", "url", Some(value), kind);
    errors.is_empty().then(|| value.to_string())
}

/// Longest address.
pub const MAX_URL: usize = 2_000;

/// True when `text` holds something a mail client or browser would turn
/// into a link: `https://…`, `www.…`, or a bare domain such as
/// `example.com/login`.
pub fn contains_link(text: &str) -> bool {
    let mut finder = linkify::LinkFinder::new();
    finder
        .url_must_have_scheme(false)
        .kinds(&[linkify::LinkKind::Url]);
    finder.links(text).next().is_some()
}

/// [`check_text`] for what a visitor writes into a message the guide sends:
/// also no web addresses, which mail clients would turn into links under
/// the guide's name.
pub fn check_visitor_text(
    errors: &mut ValidationErrors,
    field: &str,
    label: &str,
    value: &str,
    max: usize,
    multiline: bool,
) {
    let before = errors.errors.len();
    check_text(errors, field, label, value, max, multiline);
    if errors.errors.len() == before && contains_link(value) {
        errors.add(field, format!("{label} cannot contain web addresses"));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepts_ordinary_addresses() {
        for ok in [
            "ana@example.com",
            "first.last+plan@mail.example.co.uk",
            " ana@example.com ",
            "josé@correo.es",
            "a@b-c.org",
        ] {
            assert!(is_valid_email(ok), "{ok} should be valid");
        }
    }

    #[test]
    fn refuses_malformed_addresses() {
        for bad in [
            "",
            "   ",
            "ana",
            "ana@",
            "@example.com",
            "ana@example",
            "ana@@example.com",
            "ana @example.com",
            "ana@exa mple.com",
            "ana@example.c",
            "ana@-example.com",
            "ana@example..com",
            ".ana@example.com",
            "ana@exam\nple.com",
            "ana@example.123",
        ] {
            assert!(!is_valid_email(bad), "{bad:?} should be invalid");
        }
        let long = format!("{}@example.com", "a".repeat(250));
        assert!(!is_valid_email(&long));
    }

    #[test]
    fn normalizes_websites() {
        assert_eq!(normalize_website("  selby.org "), "https://selby.org");
        assert_eq!(normalize_website("http://selby.org"), "http://selby.org");
        assert_eq!(normalize_website("HTTPS://Selby.org"), "HTTPS://Selby.org");
        assert_eq!(normalize_website("   "), "");
        assert_eq!(
            normalize_website("ftp.example.com"),
            "https://ftp.example.com"
        );
    }

    #[test]
    fn limits_length_and_control_characters() {
        let mut errors = ValidationErrors::default();
        check_text(
            &mut errors,
            "name",
            "Name",
            &"é".repeat(MAX_LINE),
            MAX_LINE,
            false,
        );
        check_text(
            &mut errors,
            "message",
            "Message",
            "line one\nline two\tok",
            MAX_TEXT,
            true,
        );
        assert!(errors.is_empty(), "{errors:?}");
        check_text(
            &mut errors,
            "name",
            "Name",
            &"x".repeat(MAX_LINE + 1),
            MAX_LINE,
            false,
        );
        check_text(
            &mut errors,
            "dates",
            "Visit dates",
            "May\n1",
            MAX_LINE,
            false,
        );
        check_text(
            &mut errors,
            "message",
            "Message",
            "bell\u{7}",
            MAX_TEXT,
            true,
        );
        assert_eq!(
            errors.message("name"),
            Some("Name must be at most 300 characters")
        );
        assert_eq!(
            errors.message("dates"),
            Some("Visit dates contains characters that are not allowed")
        );
        assert_eq!(
            errors.message("message"),
            Some("Message contains characters that are not allowed")
        );
    }

    #[test]
    fn collects_errors_in_order() {
        let mut errors = ValidationErrors::default();
        assert_eq!(errors.clone().into_result(1), Ok(1));
        errors.add("name", "Name is required");
        errors.add("email", EMAIL_FORMAT_MESSAGE);
        assert_eq!(errors.message("email"), Some(EMAIL_FORMAT_MESSAGE));
        assert_eq!(errors.message("website"), None);
        assert_eq!(
            errors.to_string(),
            "Name is required Please enter a valid email address"
        );
    }

    #[test]
    fn only_web_addresses_are_links() {
        for ok in [
            "https://selby.org",
            "http://vanwezel.org/events?x=1#y",
            "HTTPS://Example.com",
        ] {
            assert!(is_web_url(ok), "{ok}");
        }
        for bad in [
            "javascript:alert(1)",
            "JavaScript://%0aalert(1)",
            "data:text/html,<script>",
            "file:///etc/passwd",
            "vbscript:msgbox",
            "//evil.example",
            "https:///path-only",
            "https://",
            "https://exa mple.com",
            "https://example.com/\u{0}",
            "https:\\\\evil.example",
            "selby.org",
            "mailto:a@b.co",
        ] {
            assert!(!is_web_url(bad), "{bad:?}");
        }
    }

    #[test]
    fn images_may_also_be_the_guides_own_objects() {
        let check = |value: &str, kind| {
            let mut errors = ValidationErrors::default();
            check_url(&mut errors, "image", "Image", Some(value), kind);
            errors.message("image").map(str::to_string)
        };
        assert_eq!(
            check("/public-objects/demo-beach.jpg", UrlField::Image),
            None
        );
        assert_eq!(check("  ", UrlField::Link), None, "blank is none");
        assert_eq!(
            check("/public-objects/demo-beach.jpg", UrlField::Link).as_deref(),
            Some("Image must be a web address starting with http:// or https://")
        );
        for bad in [
            "/public-objects/../guide.db",
            "/public-objects/",
            "/public-objects/a/b.jpg",
            "/etc/passwd",
            "javascript:alert(1)",
        ] {
            assert!(check(bad, UrlField::Image).is_some(), "{bad}");
        }
        let long = format!("https://x.org/{}", "a".repeat(MAX_URL));
        assert_eq!(
            check(&long, UrlField::Link).as_deref(),
            Some("Image must be at most 2000 characters")
        );
        assert_eq!(
            web_url_or_none(Some(" https://x.org "), UrlField::Link).as_deref(),
            Some("https://x.org")
        );
        assert_eq!(web_url_or_none(Some("javascript:x"), UrlField::Link), None);
    }

    #[test]
    fn visitor_text_may_not_carry_links() {
        for link in [
            "see https://phish.example/login",
            "go to www.phish.example now",
            "phish.example/login",
            "Visit example.com",
        ] {
            assert!(contains_link(link), "{link}");
        }
        for text in [
            "We arrive Dec. 5 at 5.30pm, St. Armands first!",
            "Anniversary trip; mail me at ana@example.com",
            "Kids 8 & 10",
        ] {
            assert!(!contains_link(text), "{text}");
        }
        let mut errors = ValidationErrors::default();
        check_visitor_text(
            &mut errors,
            "notes",
            "Notes",
            "URGENT https://phish.example",
            MAX_TEXT,
            true,
        );
        assert_eq!(
            errors.message("notes"),
            Some("Notes cannot contain web addresses")
        );
    }
}
