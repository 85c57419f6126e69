//! Validation rules (spec section 5). The browser shows their messages
//! under the fields; the server refuses the same payloads with the same
//! functions, in the visitor's language.

use serde::{Deserialize, Serialize};

use super::format::format_count;
use super::words::{Arg, Localizer};

#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

/// One broken rule: which field, and the message shown for it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
pub struct FieldError {
    pub field: String,
    pub message: String,
}

/// Every broken rule of a payload, in field order.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
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

/// A form's checks, each broken rule's message written in `words`'
/// language from the catalog (`forms.ftl`, `dashboard.ftl`). A field's
/// `label` is its name's message id (`field-name`), which the message
/// names it by ('Name is required'). The browser shows these messages under
/// the fields; the server refuses the same payload with the same words.
pub struct Checks<'w> {
    words: &'w dyn Localizer,
    errors: ValidationErrors,
}

impl<'w> Checks<'w> {
    pub fn new(words: &'w dyn Localizer) -> Checks<'w> {
        Checks {
            words,
            errors: ValidationErrors::default(),
        }
    }

    pub fn words(&self) -> &'w dyn Localizer {
        self.words
    }

    /// Whether `field` broke a rule already (a field gets one message).
    pub fn failed(&self, field: &str) -> bool {
        self.errors.message(field).is_some()
    }

    /// Whether no rule was broken.
    pub fn passed(&self) -> bool {
        self.errors.is_empty()
    }

    /// The catalog's message `id` for `field`.
    pub fn add(&mut self, field: &str, id: &str, args: &[(&str, Arg)]) {
        let message = self.words.message(id, args);
        self.errors.add(field, message);
    }

    /// A field's message naming it: `id` given the field's name.
    fn add_named(&mut self, field: &str, id: &str, label: &str, args: &[(&str, Arg)]) {
        let name = self.words.text(label);
        self.add_with_name(field, id, &name, args);
    }

    fn add_with_name(&mut self, field: &str, id: &str, name: &str, args: &[(&str, Arg)]) {
        let mut all = vec![("field", Arg::Text(name))];
        all.extend_from_slice(args);
        self.add(field, id, &all);
    }

    /// A field that must not be blank; true when it is not.
    pub fn required(&mut self, field: &str, label: &str, value: &str) -> bool {
        if is_blank(value) {
            self.add_named(field, "field-required", label, &[]);
        }
        !is_blank(value)
    }

    /// A required e-mail address, well formed.
    pub fn email(&mut self, field: &str, label: &str, value: &str) {
        if self.required(field, label, value) && !is_valid_email(value) {
            self.add(field, "email-invalid", &[]);
        }
    }

    /// At most `max` characters, and no control characters (line breaks
    /// and tabs only where `multiline`). Skipped for a field with a
    /// message already.
    pub fn text(&mut self, field: &str, label: &str, value: &str, max: usize, multiline: bool) {
        let name = self.words.text(label);
        self.text_named(field, &name, value, max, multiline);
    }

    /// [`Checks::text`] for a field whose name is written already (a
    /// translation's: 'Title (Français)').
    pub fn text_named(
        &mut self,
        field: &str,
        name: &str,
        value: &str,
        max: usize,
        multiline: bool,
    ) {
        if self.failed(field) {
            return;
        }
        if value.chars().count() > max {
            let max = format_count(max as u64, self.words.lang());
            self.add_with_name(field, "field-too-long", name, &[("max", Arg::Text(&max))]);
        } else if value
            .chars()
            .any(|c| c.is_control() && !(multiline && matches!(c, '\n' | '\r' | '\t')))
        {
            self.add_with_name(field, "field-bad-characters", name, &[]);
        }
    }

    /// [`Checks::text`] for what a visitor writes into a message the guide
    /// sends: also no web addresses, which mail clients would turn into
    /// links under the guide's name.
    pub fn visitor_text(
        &mut self,
        field: &str,
        label: &str,
        value: &str,
        max: usize,
        multiline: bool,
    ) {
        self.text(field, label, value, max, multiline);
        if !self.failed(field) && contains_link(value) {
            self.add_named(field, "field-has-link", label, &[]);
        }
    }

    /// The one rule for every address field (see [`url_problem`]). Blank
    /// means "none" and passes.
    pub fn url(&mut self, field: &str, label: &str, value: Option<&str>, kind: UrlField) {
        match value.and_then(|value| url_problem(value, kind)) {
            None => {}
            Some(UrlProblem::TooLong) => {
                let max = format_count(MAX_URL as u64, self.words.lang());
                self.add_named(field, "field-too-long", label, &[("max", Arg::Text(&max))]);
            }
            Some(UrlProblem::NotWeb) => self.add_named(field, "field-not-web-address", label, &[]),
        }
    }

    /// The payload when no rule was broken, else every message.
    pub fn into_result<T>(self, value: T) -> Result<T, ValidationErrors> {
        self.errors.into_result(value)
    }

    pub fn into_errors(self) -> ValidationErrors {
        self.errors
    }
}

/// The characters left in a field of `max` characters, once it nears its
/// limit (a fifth of it left, or less; negative past it), so that a form
/// can say so before it is sent. `None` while there is room. Counted as
/// [`Checks::text`] counts them.
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

/// What is wrong with an address field's value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UrlProblem {
    /// Longer than [`MAX_URL`].
    TooLong,
    /// Not http(s) (nor, for an image, one of the guide's own objects).
    NotWeb,
}

/// The one rule for every address field: http(s) only, and for images also
/// the guide's own objects. Blank means "none" and passes.
pub fn url_problem(value: &str, kind: UrlField) -> Option<UrlProblem> {
    let value = value.trim();
    if value.is_empty() {
        None
    } else if value.chars().count() > MAX_URL {
        Some(UrlProblem::TooLong)
    } else if !(is_web_url(value) || (kind == UrlField::Image && is_object_path(value))) {
        Some(UrlProblem::NotWeb)
    } else {
        None
    }
}

/// An address kept only when it passes [`url_problem`]: scraped pages are
/// read as they are, and what the guide cannot link to safely is dropped.
pub fn web_url_or_none(value: Option<&str>, kind: UrlField) -> Option<String> {
    let value = value.map(str::trim).filter(|v| !v.is_empty())?;
    url_problem(value, kind)
        .is_none()
        .then(|| value.to_string())
}

/// Longest address.
pub const MAX_URL: usize = 2_000;

/// True when `text` holds something a mail client or browser would turn
/// into a link: `https://…`, `www.…`, or a bare domain such as
/// `example.com/login`.
pub fn contains_link(text: &str) -> bool {
    count_links(text) > 0
}

/// How many links `text` holds, as [`contains_link`] finds them.
pub fn count_links(text: &str) -> usize {
    let mut finder = linkify::LinkFinder::new();
    finder
        .url_must_have_scheme(false)
        .kinds(&[linkify::LinkKind::Url]);
    finder.links(text).count()
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

    use crate::text::catalogs::catalog;
    use crate::text::lang::Lang;

    #[test]
    fn limits_length_and_control_characters() {
        let english = catalog(Lang::En);
        let mut checks = Checks::new(english);
        checks.text("name", "field-name", &"é".repeat(MAX_LINE), MAX_LINE, false);
        checks.text(
            "message",
            "field-message",
            "line one\nline two\tok",
            MAX_TEXT,
            true,
        );
        assert!(checks.passed());
        checks.text(
            "name",
            "field-name",
            &"x".repeat(MAX_LINE + 1),
            MAX_LINE,
            false,
        );
        checks.text("dates", "field-visit-dates", "May\n1", MAX_LINE, false);
        checks.text("message", "field-message", "bell\u{7}", MAX_TEXT, true);
        checks.text(
            "notes",
            "field-notes",
            &"x".repeat(MAX_TEXT + 1),
            MAX_TEXT,
            true,
        );
        let errors = checks.into_errors();
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
        assert_eq!(
            errors.message("notes"),
            Some("Notes must be at most 5,000 characters")
        );

        // In the visitor's language, its number written its way.
        let mut checks = Checks::new(catalog(Lang::De));
        checks.text(
            "notes",
            "field-notes",
            &"x".repeat(MAX_TEXT + 1),
            MAX_TEXT,
            true,
        );
        checks.required("name", "field-name", " ");
        let errors = checks.into_errors();
        assert_eq!(
            errors.message("notes"),
            Some("Notizen: höchstens 5.000 Zeichen")
        );
        assert_eq!(errors.message("name"), Some("Name: Pflichtfeld"));
    }

    #[test]
    fn collects_errors_in_order() {
        let mut checks = Checks::new(catalog(Lang::En));
        assert!(checks.passed());
        checks.required("name", "field-name", "");
        checks.email("email", "field-email", "ana@");
        checks.email("other", "field-email", "ana@example.com");
        assert!(checks.failed("email") && !checks.failed("other"));
        let errors = checks.into_errors();
        assert_eq!(
            errors.message("email"),
            Some("Please enter a valid email address")
        );
        assert_eq!(errors.message("website"), None);
        assert_eq!(
            errors.to_string(),
            "Name is required Please enter a valid email address"
        );
        assert_eq!(ValidationErrors::default().into_result(1), Ok(1));
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
            let mut checks = Checks::new(catalog(Lang::En));
            checks.url("image", "field-image-url", Some(value), kind);
            checks.into_errors().message("image").map(str::to_string)
        };
        assert_eq!(
            check("/public-objects/demo-beach.jpg", UrlField::Image),
            None
        );
        assert_eq!(check("  ", UrlField::Link), None, "blank is none");
        assert_eq!(
            check("/public-objects/demo-beach.jpg", UrlField::Link).as_deref(),
            Some("Image URL must be a web address starting with http:// or https://")
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
            Some("Image URL must be at most 2,000 characters")
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
        let mut checks = Checks::new(catalog(Lang::En));
        checks.visitor_text(
            "notes",
            "field-notes",
            "URGENT https://phish.example",
            MAX_TEXT,
            true,
        );
        assert_eq!(
            checks.into_errors().message("notes"),
            Some("Notes cannot contain web addresses")
        );
    }
}
