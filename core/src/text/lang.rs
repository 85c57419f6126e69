//! The languages the guide speaks: their codes, their names in
//! themselves, the addresses they live under ('/es/events'), and which one
//! a browser asks for.

use serde::{Deserialize, Serialize};
#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

/// A language of the guide. English is the spec's, at the spec's paths;
/// the others live under their code (`/es/…`, `/fr/…`, `/de/…`).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    Es,
    Fr,
    De,
}

impl Lang {
    /// In the order of the language menu.
    pub const ALL: [Lang; 4] = [Lang::En, Lang::Es, Lang::Fr, Lang::De];

    /// English, the spec's language (left out of an item's JSON).
    pub fn is_english(&self) -> bool {
        *self == Lang::En
    }

    /// The BCP 47 code: `<html lang>`, `hreflang` and the path prefix.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
            Lang::Fr => "fr",
            Lang::De => "de",
        }
    }

    /// The language named in itself, as its menu entry reads.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Es => "Español",
            Lang::Fr => "Français",
            Lang::De => "Deutsch",
        }
    }

    /// The language of a tag (`es`, `es-MX`, `FR-ca`), by its primary
    /// subtag; `None` for one the guide does not speak.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next()?;
        Lang::ALL
            .into_iter()
            .find(|lang| lang.code().eq_ignore_ascii_case(primary))
    }

    /// The guide's language a browser prefers most, from its
    /// `Accept-Language` (RFC 9110: weights, then the order given); `None`
    /// when it names none of them. English counts: a browser that prefers
    /// English to Spanish gets English.
    pub fn preferred(accept_language: &str) -> Option<Lang> {
        let mut best: Option<(u16, Lang)> = None;
        for range in accept_language.split(',') {
            let mut parts = range.split(';');
            let Some(lang) = parts.next().and_then(Lang::from_tag) else {
                continue;
            };
            let weight = parts
                .find_map(|p| p.trim().strip_prefix("q="))
                .map_or(Some(1000), quality);
            match weight {
                Some(weight) if weight > 0 && best.is_none_or(|(w, _)| weight > w) => {
                    best = Some((weight, lang));
                }
                _ => {}
            }
        }
        best.map(|(_, lang)| lang)
    }

    /// The language a path is in and the spec's path it shows:
    /// `/es/events` is Spanish `/events`, `/es` and `/es/` Spanish home,
    /// anything else English as it is.
    pub fn split_path(path: &str) -> (Lang, &str) {
        for lang in Lang::ALL.into_iter().skip(1) {
            if let Some(rest) = path
                .strip_prefix('/')
                .and_then(|p| p.strip_prefix(lang.code()))
            {
                if rest.is_empty() {
                    return (lang, "/");
                }
                if rest.starts_with('/') {
                    return (lang, rest);
                }
            }
        }
        (Lang::En, path)
    }

    /// What the language's addresses start with: nothing for English,
    /// `/es` for Spanish (the app's router base).
    pub fn base(self) -> &'static str {
        match self {
            Lang::En => "",
            Lang::Es => "/es",
            Lang::Fr => "/fr",
            Lang::De => "/de",
        }
    }

    /// The address of the spec's `path` in this language: `/events` in
    /// Spanish is `/es/events`, home `/es/`.
    pub fn path(self, path: &str) -> String {
        format!("{}{path}", self.base())
    }
}

/// A weight (`0.8`, `1`, `0.125`) in thousandths; `None` when malformed.
fn quality(text: &str) -> Option<u16> {
    let text = text.trim();
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    if fraction.len() > 3 || !fraction.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let thousandths = format!("{fraction:0<3}").parse::<u16>().ok()?;
    match whole {
        "0" => Some(thousandths),
        "1" if thousandths == 0 => Some(1000),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tag_is_read_by_its_primary_subtag() {
        assert_eq!(Lang::from_tag("es-MX"), Some(Lang::Es));
        assert_eq!(Lang::from_tag("FR-ca"), Some(Lang::Fr));
        assert_eq!(Lang::from_tag("de"), Some(Lang::De));
        assert_eq!(Lang::from_tag("en_GB"), Some(Lang::En));
        assert_eq!(Lang::from_tag("pt-BR"), None);
        assert_eq!(Lang::from_tag("*"), None);
        assert_eq!(Lang::from_tag(""), None);
    }

    #[test]
    fn the_browser_preference_follows_weights_then_order() {
        assert_eq!(Lang::preferred("es-MX,es;q=0.9,en;q=0.8"), Some(Lang::Es));
        assert_eq!(Lang::preferred("en-US,en;q=0.9,es;q=0.8"), Some(Lang::En));
        assert_eq!(Lang::preferred("pt-BR,pt;q=0.9,de;q=0.5"), Some(Lang::De));
        assert_eq!(Lang::preferred("fr;q=0.4, de;q=0.7"), Some(Lang::De));
        assert_eq!(Lang::preferred("fr, de"), Some(Lang::Fr));
        assert_eq!(Lang::preferred("es;q=0, fr;q=0.001"), Some(Lang::Fr));
        assert_eq!(Lang::preferred("pt-BR, ja"), None);
        assert_eq!(Lang::preferred(""), None);
        // A malformed weight is ignored with its range.
        assert_eq!(Lang::preferred("es;q=2, de;q=0.5"), Some(Lang::De));
        assert_eq!(Lang::preferred("es;q=0.1234, de"), Some(Lang::De));
    }

    #[test]
    fn the_other_languages_live_under_their_code() {
        assert_eq!(Lang::split_path("/es/events"), (Lang::Es, "/events"));
        assert_eq!(
            Lang::split_path("/fr/restaurants/12-x"),
            (Lang::Fr, "/restaurants/12-x")
        );
        assert_eq!(Lang::split_path("/de"), (Lang::De, "/"));
        assert_eq!(Lang::split_path("/es/"), (Lang::Es, "/"));
        assert_eq!(Lang::split_path("/events"), (Lang::En, "/events"));
        assert_eq!(Lang::split_path("/"), (Lang::En, "/"));
        // Only a whole first segment is a language.
        assert_eq!(
            Lang::split_path("/escape-rooms"),
            (Lang::En, "/escape-rooms")
        );
        assert_eq!(Lang::split_path("/en/events"), (Lang::En, "/en/events"));
        for lang in Lang::ALL {
            for path in ["/", "/events", "/restaurants/12-x"] {
                assert_eq!(Lang::split_path(&lang.path(path)), (lang, path));
            }
        }
        assert_eq!(Lang::Es.path("/"), "/es/");
        for lang in Lang::ALL.into_iter().skip(1) {
            assert_eq!(lang.base(), format!("/{}", lang.code()));
        }
        assert_eq!(Lang::En.path("/events"), "/events");
    }

    /// The app reads the languages from `web/src/lib/languages.json` (its
    /// first bundle does not wait for the WASM to know the page's
    /// language): this is the one check that it is this table. Run with
    /// `WRITE_LANGUAGES=1` to write it after a change here.
    #[test]
    fn the_apps_language_table_is_this_one() {
        let table: Vec<_> = Lang::ALL.map(|l| (l, l.base(), l.name())).into();
        crate::web_tables::assert_web_table(
            "src/lib/languages.json",
            &serde_json::json!(table),
            "WRITE_LANGUAGES",
        );
    }
}
