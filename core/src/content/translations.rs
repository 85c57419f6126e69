//! An item's text in the guide's other languages. An event, activity or
//! restaurant keeps its text in the language it was written in (`lang`);
//! staff may give its title, description and details in the others, field
//! by field (`translations`). A visitor reads their language where it is
//! given, else the text as written, marked with its language.

use std::borrow::Cow;
use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

use crate::text::lang::Lang;
use crate::text::prices::Price;
use crate::text::validation::{Checks, MAX_LINE, MAX_TEXT, ValidationErrors};
use crate::text::words::{Arg, Localizer};
use crate::time::hours::OpeningHours;

/// A field staff may translate: its JSON name, its name's message in the
/// catalog (`field-title`) and its limits (those of the field itself).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TextField {
    pub name: &'static str,
    pub label: &'static str,
    pub max: usize,
    pub multiline: bool,
    pub kind: TextKind,
}

/// What a field's text is: words, or data core reads and shows in the
/// page's language itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TextKind {
    Words,
    /// A price ('$30 adults, $25 children'), when [`Price`] reads it.
    Price,
    /// Opening hours ('Daily 10 AM - 5 PM'), when [`OpeningHours`] reads them.
    Hours,
}

impl TextKind {
    /// Whether a page in any language shows `text` in its own words
    /// without a translation: a price or hours core reads.
    fn shown_in_every_language(self, text: &str) -> bool {
        match self {
            TextKind::Words => false,
            TextKind::Price => Price::parse(text).is_some(),
            TextKind::Hours => OpeningHours::parse(text).is_some(),
        }
    }
}

const fn line(name: &'static str, label: &'static str) -> TextField {
    TextField {
        name,
        label,
        max: MAX_LINE,
        multiline: false,
        kind: TextKind::Words,
    }
}

const fn data(name: &'static str, label: &'static str, kind: TextKind) -> TextField {
    TextField {
        kind,
        ..line(name, label)
    }
}

const DESCRIPTION: TextField = TextField {
    name: "description",
    label: "field-description",
    max: MAX_TEXT,
    multiline: true,
    kind: TextKind::Words,
};

/// An event's translatable fields, in the form's order.
pub const EVENT_FIELDS: [TextField; 3] = [
    line("title", "field-title"),
    DESCRIPTION,
    data("ticketPrice", "field-ticket-price", TextKind::Price),
];
pub const ACTIVITY_FIELDS: [TextField; 4] = [
    line("name", "field-name"),
    DESCRIPTION,
    data("recurringSchedule", "field-schedule", TextKind::Hours),
    data("price", "field-price", TextKind::Price),
];
pub const RESTAURANT_FIELDS: [TextField; 3] = [
    line("name", "field-name"),
    DESCRIPTION,
    data("openHours", "field-open-hours", TextKind::Hours),
];

/// Per language, per field (its JSON name), the text staff gave:
/// `{"fr": {"title": "Casse-Noisette"}}`. Never the item's own language,
/// never a blank text.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(transparent)]
pub struct Translations(BTreeMap<Lang, BTreeMap<String, String>>);

impl Translations {
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The text given for `field` in `lang`.
    pub fn text(&self, lang: Lang, field: &str) -> Option<&str> {
        self.0.get(&lang)?.get(field).map(String::as_str)
    }

    /// Adds `text` for `field` in `lang` (as read from storage).
    pub fn insert(&mut self, lang: Lang, field: &str, text: String) {
        self.0
            .entry(lang)
            .or_default()
            .insert(field.to_string(), text);
    }

    /// Every text given: language, field, text.
    pub fn iter(&self) -> impl Iterator<Item = (Lang, &str, &str)> {
        self.0.iter().flat_map(|(lang, fields)| {
            fields
                .iter()
                .map(move |(field, text)| (*lang, field.as_str(), text.as_str()))
        })
    }

    /// Staff's translations of an item written in `original`, tidied: the
    /// texts trimmed, blank ones dropped (a field left empty has none).
    /// Refused, per field (`fr.title`), for a field that cannot be
    /// translated, the item's own language, or a text over its limit.
    pub fn checked(
        self,
        original: Lang,
        fields: &[TextField],
        words: &dyn Localizer,
    ) -> Result<Translations, ValidationErrors> {
        let mut checks = Checks::new(words);
        let mut kept = Translations::default();
        for (lang, texts) in self.0 {
            for (name, text) in texts {
                let key = format!("{}.{name}", lang.code());
                let text = text.trim();
                if text.is_empty() {
                    continue;
                }
                let Some(field) = fields.iter().find(|f| f.name == name) else {
                    checks.add(
                        &key,
                        "translation-field-fixed",
                        &[("field", Arg::Text(&name))],
                    );
                    continue;
                };
                if lang == original {
                    checks.add(
                        &key,
                        "translation-same-language",
                        &[("lang", Arg::Text(lang.code()))],
                    );
                    continue;
                }
                let label = words.message(
                    "translation-field",
                    &[
                        ("field", Arg::Text(&words.text(field.label))),
                        (
                            "language",
                            Arg::Text(
                                &words
                                    .message("language-name", &[("lang", Arg::Text(lang.code()))]),
                            ),
                        ),
                    ],
                );
                checks.text_named(&key, &label, text, field.max, field.multiline);
                kept.insert(lang, name.as_str(), text.to_string());
            }
        }
        checks.into_result(kept)
    }
}

/// `PUT /api/admin/{events|activities|restaurants}/{id}/translations`
/// (the dashboard's Translations view): the language the item is written
/// in and its whole text in the others, which replaces what was stored.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
pub struct ItemTranslations {
    pub lang: Lang,
    #[serde(default)]
    #[cfg_attr(
        all(feature = "wasm", target_arch = "wasm32"),
        tsify(type = "Partial<Record<Lang, Record<string, string>>>")
    )]
    pub translations: Translations,
}

/// How many of an item's written fields a language lacks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
pub struct Missing {
    pub lang: Lang,
    pub count: u32,
}

/// What a translation was made from: the original's text of its field
/// when staff saved it (`None` for translations saved before this was
/// kept, which are taken as current).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TranslationSource {
    pub lang: Lang,
    pub field: String,
    pub source: Option<String>,
}

/// A translation whose original has changed since it was made: it needs
/// an update ('needs update' in the Translations view, counted on Today).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
pub struct OutdatedTranslation {
    pub lang: Lang,
    /// The field's JSON name (`title`).
    pub field: String,
    /// The original's text the translation was made from.
    pub was: String,
}

/// `field`'s text in `lang`: staff's translation, else the text as
/// written (`written`, in `original`).
pub fn text_in<'a>(
    lang: Lang,
    original: Lang,
    written: &'a str,
    translations: &'a Translations,
    field: &str,
) -> &'a str {
    if lang == original {
        return written;
    }
    translations.text(lang, field).unwrap_or(written)
}

/// What a page in one language shows of an item: the fields given in
/// that language, as `[field, text]`, and the fields left as written, in
/// another language.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
pub struct ShownText {
    pub texts: Vec<(&'static str, String)>,
    pub untranslated: Vec<String>,
}

/// An item with text in a language and, maybe, translations of it.
pub trait Translatable {
    const FIELDS: &'static [TextField];

    /// The language its text was written in.
    fn lang(&self) -> Lang;
    fn translations(&self) -> &Translations;
    /// The text of `field` as written; `None` when it has none.
    fn written(&self, field: &str) -> Option<&str>;
    /// Replaces the text of `field` (one of [`Translatable::FIELDS`]).
    fn set_text(&mut self, field: &str, text: String);
    /// Drops the translations and names the fields shown as written.
    fn shown_as(&mut self, untranslated: Vec<String>);

    /// What a page in `page`'s language shows of it: its text in that
    /// language where staff gave it, else as written (then named).
    fn shown_text(&self, page: Lang) -> ShownText {
        let mut shown = ShownText::default();
        if page == self.lang() {
            return shown;
        }
        for field in Self::FIELDS {
            let Some(written) = self.written(field.name) else {
                continue;
            };
            match self.translations().text(page, field.name) {
                Some(text) => shown.texts.push((field.name, text.to_string())),
                // A price or hours core reads are shown in the page's
                // language by core: not text left in another.
                None if field.kind.shown_in_every_language(written) => {}
                None => shown.untranslated.push(field.name.to_string()),
            }
        }
        shown
    }

    /// It as a page in `page`'s language shows it ([`Translatable::shown_text`]);
    /// `untranslated` names the fields left as written. The translations
    /// are dropped: the visitor reads one language.
    fn localize(&mut self, page: Lang) {
        let shown = self.shown_text(page);
        for (field, text) in shown.texts {
            self.set_text(field, text);
        }
        self.shown_as(shown.untranslated);
    }

    /// It in `page`'s language ([`Translatable::localize`]), copied only
    /// when that changes it.
    fn in_language(&self, page: Lang) -> Cow<'_, Self>
    where
        Self: Clone,
    {
        if page == self.lang() && self.translations().is_empty() {
            return Cow::Borrowed(self);
        }
        let mut item = self.clone();
        item.localize(page);
        Cow::Owned(item)
    }

    /// Its title (or name) in `lang`: staff's, else as written.
    fn title_in(&self, lang: Lang) -> &str {
        let field = Self::FIELDS[0].name;
        text_in(
            lang,
            self.lang(),
            self.written(field).unwrap_or_default(),
            self.translations(),
            field,
        )
    }

    /// Its translations made from an original text it no longer has
    /// (`sources`: what each was made from). A field whose original was
    /// emptied counts too; a source not kept does not.
    fn outdated(&self, sources: &[TranslationSource]) -> Vec<OutdatedTranslation> {
        sources
            .iter()
            .filter(|s| self.translations().text(s.lang, &s.field).is_some())
            .filter_map(|s| {
                let was = s.source.as_deref()?;
                let now = self.written(&s.field).unwrap_or_default();
                (was.trim() != now.trim()).then(|| OutdatedTranslation {
                    lang: s.lang,
                    field: s.field.clone(),
                    was: was.to_string(),
                })
            })
            .collect()
    }

    /// Per other language, the written fields it has no text for; the
    /// languages lacking none are left out. The dashboard's count.
    fn missing(&self) -> Vec<Missing> {
        let written: Vec<&str> = Self::FIELDS
            .iter()
            .map(|f| f.name)
            .filter(|name| self.written(name).is_some())
            .collect();
        Lang::ALL
            .into_iter()
            .filter(|lang| *lang != self.lang())
            .filter_map(|lang| {
                let count = written
                    .iter()
                    .filter(|name| self.translations().text(lang, name).is_none())
                    .count() as u32;
                (count > 0).then_some(Missing { lang, count })
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::model::{Activity, Event, Restaurant};
    use crate::text::catalogs::catalog;
    use serde_json::json;

    fn nutcracker() -> Event {
        serde_json::from_value(json!({
            "id": 7, "title": "The Nutcracker", "description": "A holiday ballet.",
            "venue": "Van Wezel", "date": "2026-12-18", "category": "Ballet",
            "ticketPrice": "Pay what you can",
            "translations": {"fr": {"title": "Casse-Noisette", "description": "Un ballet de Noël."},
                             "es": {"title": "El Cascanueces"}}
        }))
        .unwrap()
    }

    #[test]
    fn a_translation_of_a_changed_original_needs_an_update() {
        let mut event = nutcracker();
        let source = |lang, field: &str, text: Option<&str>| TranslationSource {
            lang,
            field: field.into(),
            source: text.map(str::to_string),
        };
        let sources = [
            source(Lang::Fr, "title", Some("The Nutcracker")),
            source(Lang::Fr, "description", Some("A holiday ballet.")),
            source(Lang::Es, "title", None),
            // A translation removed since: nothing to update.
            source(Lang::De, "title", Some("Old")),
        ];
        assert!(event.outdated(&sources).is_empty());
        event.title = "The Nutcracker (Moscow Ballet)".into();
        event.description = "  A holiday ballet. ".into();
        assert_eq!(
            event.outdated(&sources),
            [OutdatedTranslation {
                lang: Lang::Fr,
                field: "title".into(),
                was: "The Nutcracker".into()
            }],
            "a source not kept is taken as current; spaces are not a change"
        );
        event.description = String::new();
        assert_eq!(event.outdated(&sources).len(), 2, "an emptied original too");
    }

    #[test]
    fn a_visitor_reads_their_language_where_given_else_the_original_marked() {
        let mut fr = nutcracker();
        fr.localize(Lang::Fr);
        assert_eq!(fr.title, "Casse-Noisette");
        assert_eq!(fr.description, "Un ballet de Noël.");
        assert_eq!(fr.untranslated, ["ticketPrice"]);
        assert!(fr.translations.is_empty(), "one language is sent");

        let mut es = nutcracker();
        es.localize(Lang::Es);
        assert_eq!(es.title, "El Cascanueces");
        assert_eq!(es.description, "A holiday ballet.");
        assert_eq!(es.untranslated, ["description", "ticketPrice"]);

        let mut de = nutcracker();
        de.localize(Lang::De);
        assert_eq!(de.title, "The Nutcracker");
        assert_eq!(de.untranslated, ["title", "description", "ticketPrice"]);
        assert_eq!(de.lang, Lang::En, "marked with the language it is in");
    }

    #[test]
    fn a_price_or_hours_core_reads_are_not_text_left_in_another_language() {
        let mut event = nutcracker();
        event.ticket_price = Some("$30 - $110".into());
        event.localize(Lang::Fr);
        assert!(event.untranslated.is_empty(), "{:?}", event.untranslated);

        let activity: Activity = serde_json::from_value(json!({
            "id": 1, "name": "Selby Gardens", "description": "Orchids.",
            "recurringSchedule": "Daily 10 AM - 5 PM", "price": "Members only",
            "translations": {"de": {"name": "Selby-Gärten", "description": "Orchideen."}}
        }))
        .unwrap();
        let mut de = activity.clone();
        de.localize(Lang::De);
        assert_eq!(
            de.untranslated,
            ["price"],
            "the hours are read, the words not"
        );
    }

    #[test]
    fn the_original_language_needs_no_mark_and_the_spec_s_json_is_unchanged() {
        let mut en = nutcracker();
        en.localize(Lang::En);
        assert_eq!(en.title, "The Nutcracker");
        assert!(en.untranslated.is_empty());
        let json = serde_json::to_value(&en).unwrap();
        for key in ["lang", "translations", "untranslated"] {
            assert!(json.get(key).is_none(), "{key} in {json}");
        }

        // Written in Spanish: the English page marks it.
        let mut spanish = nutcracker();
        spanish.lang = Lang::Es;
        spanish.translations = Translations::default();
        spanish.localize(Lang::En);
        assert_eq!(
            spanish.untranslated,
            ["title", "description", "ticketPrice"]
        );
        assert_eq!(serde_json::to_value(&spanish).unwrap()["lang"], "es");
    }

    #[test]
    fn an_empty_field_is_neither_translated_nor_marked() {
        let mut event = nutcracker();
        event.description = String::new();
        event.ticket_price = None;
        event.localize(Lang::De);
        assert_eq!(event.untranslated, ["title"]);
    }

    #[test]
    fn missing_counts_the_written_fields_each_language_lacks() {
        let event = nutcracker();
        assert_eq!(
            event.missing(),
            [
                Missing {
                    lang: Lang::Es,
                    count: 2
                },
                Missing {
                    lang: Lang::Fr,
                    count: 1
                },
                Missing {
                    lang: Lang::De,
                    count: 3
                },
            ]
        );
        let mut bare = nutcracker();
        bare.description = String::new();
        bare.ticket_price = None;
        assert_eq!(
            bare.missing(),
            [Missing {
                lang: Lang::De,
                count: 1
            }],
            "Spanish and French have the only field written"
        );
    }

    #[test]
    fn staff_translations_are_tidied_and_checked_per_field() {
        let given: Translations = serde_json::from_value(json!({
            "fr": {"title": "  Casse-Noisette ", "description": "   "},
            "de": {"title": "Der Nussknacker"}
        }))
        .unwrap();
        let kept = given
            .checked(Lang::En, &EVENT_FIELDS, catalog(Lang::En))
            .unwrap();
        assert_eq!(kept.text(Lang::Fr, "title"), Some("Casse-Noisette"));
        assert_eq!(kept.text(Lang::Fr, "description"), None, "blank is none");
        assert_eq!(kept.iter().count(), 2);

        let wrong: Translations = serde_json::from_value(json!({
            "en": {"title": "The Nutcracker"},
            "fr": {"category": "Ballet", "title": "x".repeat(MAX_LINE + 1)}
        }))
        .unwrap();
        let errors = wrong
            .clone()
            .checked(Lang::En, &EVENT_FIELDS, catalog(Lang::En))
            .unwrap_err();
        assert_eq!(
            errors.message("en.title"),
            Some("It is written in English already")
        );
        let in_german = wrong
            .checked(Lang::En, &EVENT_FIELDS, catalog(Lang::De))
            .unwrap_err();
        assert_eq!(
            in_german.message("fr.title"),
            Some("Titel (Französisch): höchstens 300 Zeichen")
        );
        assert_eq!(
            errors.message("fr.category"),
            Some("'category' cannot be translated")
        );
        assert_eq!(
            errors.message("fr.title"),
            Some("Title (French) must be at most 300 characters")
        );
    }

    #[test]
    fn activities_and_restaurants_translate_their_own_fields() {
        // A price core reads is said in every language by core, not
        // translated: only a price in other words is staff's to translate.
        let mut activity: Activity = serde_json::from_value(json!({
            "id": 1, "name": "Selby Gardens", "description": "Orchids.",
            "price": "$25 per garden", "translations": {"es": {"name": "Jardines Selby", "price": "25 $ por jardín"}}
        }))
        .unwrap();
        assert_eq!(
            activity.missing(),
            [
                Missing {
                    lang: Lang::Es,
                    count: 1
                },
                Missing {
                    lang: Lang::Fr,
                    count: 3
                },
                Missing {
                    lang: Lang::De,
                    count: 3
                },
            ]
        );
        activity.localize(Lang::Es);
        assert_eq!(
            (activity.name.as_str(), activity.price.as_deref()),
            ("Jardines Selby", Some("25 $ por jardín"))
        );
        assert_eq!(activity.untranslated, ["description"]);
        let mut read: Activity = serde_json::from_value(json!({
            "id": 2, "name": "Selby Gardens", "price": "$25 adults"
        }))
        .unwrap();
        assert_eq!(read.missing()[0].count, 1, "the name alone");
        read.localize(Lang::De);
        assert_eq!(read.untranslated, ["name"]);

        let mut restaurant: Restaurant = serde_json::from_value(json!({
            "id": 1, "name": "Owen's Fish Camp", "openHours": "Mon-Sun 4PM-9PM", "lang": "en"
        }))
        .unwrap();
        restaurant.localize(Lang::Fr);
        assert_eq!(restaurant.untranslated, ["name"]);
        assert_eq!(restaurant.open_hours.as_deref(), Some("Mon-Sun 4PM-9PM"));
        let mut seasonal: Restaurant = serde_json::from_value(json!({
            "id": 2, "name": "Owen's Fish Camp", "openHours": "Seasonal, call ahead", "lang": "en"
        }))
        .unwrap();
        seasonal.localize(Lang::Fr);
        assert_eq!(seasonal.untranslated, ["name", "openHours"]);
    }
}
