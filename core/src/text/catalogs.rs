//! The guide's message catalogs (`locales/<lang>/*.ftl`), built into the
//! server with `fluent-bundle`, Project Fluent's own Rust library: the same
//! files the browser formats with `@fluent/bundle`. Not in the WASM (the
//! browser has its own formatter and downloads only its language, a file
//! at a time: `guide.ftl` with the first screen, a screen's with it).

use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use super::lang::Lang;
use super::words::{Arg, Localizer};

/// A language's catalog, formatted by `fluent-bundle`.
pub struct Catalog {
    lang: Lang,
    bundle: FluentBundle<FluentResource>,
}

/// The catalog of `lang`, parsed once per process.
pub fn catalog(lang: Lang) -> &'static Catalog {
    static CATALOGS: LazyLock<Vec<Catalog>> =
        LazyLock::new(|| Lang::ALL.into_iter().map(Catalog::new).collect());
    &CATALOGS[Lang::ALL
        .iter()
        .position(|l| *l == lang)
        .expect("every language has a catalog")]
}

/// A language's files, in the order of [`FILES`].
macro_rules! files {
    ($lang:literal) => {
        [
            include_str!(concat!("../../locales/", $lang, "/guide.ftl")),
            include_str!(concat!("../../locales/", $lang, "/pages.ftl")),
            include_str!(concat!("../../locales/", $lang, "/calendar.ftl")),
            include_str!(concat!("../../locales/", $lang, "/item.ftl")),
            include_str!(concat!("../../locales/", $lang, "/lists.ftl")),
            include_str!(concat!("../../locales/", $lang, "/mail.ftl")),
            include_str!(concat!("../../locales/", $lang, "/plan.ftl")),
            include_str!(concat!("../../locales/", $lang, "/search.ftl")),
            include_str!(concat!("../../locales/", $lang, "/suggest.ftl")),
            include_str!(concat!("../../locales/", $lang, "/weather.ftl")),
            include_str!(concat!("../../locales/", $lang, "/forms.ftl")),
            include_str!(concat!("../../locales/", $lang, "/event-form.ftl")),
            include_str!(concat!("../../locales/", $lang, "/dashboard.ftl")),
        ]
    };
}

/// Every file of a catalog: the browser's `guide.ftl` (and its screens'),
/// the server's own `pages.ftl` and `mail.ftl` (a test checks the folder
/// has no other).
pub const FILES: [&str; 13] = [
    "guide",
    "pages",
    "calendar",
    "item",
    "lists",
    "mail",
    "plan",
    "search",
    "suggest",
    "weather",
    "forms",
    "event-form",
    "dashboard",
];

fn sources(lang: Lang) -> [&'static str; FILES.len()] {
    match lang {
        Lang::En => files!("en"),
        Lang::Es => files!("es"),
        Lang::Fr => files!("fr"),
        Lang::De => files!("de"),
    }
}

impl Catalog {
    fn new(lang: Lang) -> Catalog {
        let locale = lang.code().parse().expect("a language's code is a locale");
        let mut bundle = FluentBundle::new_concurrent(vec![locale]);
        // Left to right only: no isolation marks around the values, as
        // in the browser (web/src/lib/i18n.tsx).
        bundle.set_use_isolating(false);
        for source in sources(lang) {
            // Every file parses whole and no message is in two
            // (tests/catalogs.rs): an error would leave only the entries
            // before it.
            let resource = FluentResource::try_new(source.to_string())
                .unwrap_or_else(|(resource, _)| resource);
            let _ = bundle.add_resource(resource);
        }
        Catalog { lang, bundle }
    }
}

impl Localizer for Catalog {
    fn lang(&self) -> Lang {
        self.lang
    }

    fn message(&self, id: &str, args: &[(&str, Arg)]) -> String {
        let Some(pattern) = self.bundle.get_message(id).and_then(|m| m.value()) else {
            return id.to_string();
        };
        let mut values = FluentArgs::new();
        for (name, arg) in args {
            let value = match arg {
                Arg::Text(text) => FluentValue::from(*text),
                Arg::Number(n) => FluentValue::from(*n),
            };
            values.set(*name, value);
        }
        let mut errors = Vec::new();
        self.bundle
            .format_pattern(pattern, Some(&values), &mut errors)
            .into_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_reads_in_its_language_with_its_values() {
        let brand = [("brand", Arg::Text("Sarasota"))];
        assert_eq!(
            catalog(Lang::En).message("site-name", &brand),
            "Sarasota Guide"
        );
        assert_eq!(
            catalog(Lang::Es).message("site-name", &brand),
            "Guía de Sarasota"
        );
        assert_eq!(catalog(Lang::En).text("nav-favorites"), "My Favorites");
        assert_eq!(catalog(Lang::De).lang(), Lang::De);
    }

    /// Every message core asks for by id is in every catalog (those of
    /// the page heads are checked with them, in `pages`).
    #[test]
    fn the_messages_core_asks_for_are_in_every_catalog() {
        use crate::content::model::ActivityType;
        let mut ids = vec![
            "site-name",
            "activity-lead",
            "restaurant",
            "restaurant-lead",
            "restaurant-lead-plain",
            "restaurant-rated",
            "page-not-found-title",
            "page-not-found-description",
        ];
        ids.extend(ActivityType::ALL.map(ActivityType::message));
        ids.extend(crate::time::hours::Holiday::ALL.map(|h| h.message()));
        ids.extend(crate::content::facts::Fact::ALL.map(|f| f.message()));
        ids.extend(crate::content::facts::FactGroup::ALL.map(|g| g.message()));
        ids.extend(
            crate::content::forecast::Sky::ALL
                .iter()
                .filter_map(|s| s.message()),
        );
        ids.extend(["forecast-rain-chance", "forecast-read"]);
        // The trip planner's (plan::trip).
        ids.extend([
            "trip-closed-weekday",
            "trip-closed-date",
            "trip-not-that-day",
            "trip-closes-arrive",
            "trip-closes-visit",
            "trip-overlaps",
            "trip-starts-before",
            "trip-long-drive",
            "trip-move-to",
            "trip-opens-after",
            "trip-booked-late",
            "trip-days-missing",
            "trip-days-backwards",
            "trip-days-too-many",
            "trip-unlisted",
            "trip-plays-before",
            "trip-plays-after",
            "trip-estimate",
            "trip-day-summary",
            "trip-better-problems",
            "trip-better-travel",
        ]);
        ids.extend([
            "visit-minutes",
            "visit-hours",
            "visit-hours-half",
            "visit-minutes-range",
        ]);
        ids.extend([
            "open-now",
            "closed-now",
            "hours-closes-at",
            "hours-closes-tomorrow",
            "hours-opens-at",
            "hours-opens-tomorrow",
            "hours-opens-on",
            "hours-today",
            "hours-tomorrow",
            "hours-closed",
            "hours-every-day",
            "hours-read-as",
            "price-free",
            "price-free-for",
            "price-adults",
            "price-children",
            "price-seniors",
            "price-students",
            "price-members",
            "price-ages",
            "price-per-person",
            "price-per-vehicle",
            "hours-not-read",
        ]);
        ids.extend(crate::dashboard::suggestion::SuggestionType::ALL.map(|t| t.message()));
        ids.extend(crate::dashboard::suggestion::SuggestionStatus::ALL.map(|s| s.message()));
        ids.extend([
            "inbox-review-new",
            "inbox-review-changed",
            "inbox-review-vanished",
            "inbox-review-postponed",
            "inbox-review-cancelled",
            "inbox-action-publish",
            "inbox-action-link",
            "inbox-action-update",
            "inbox-action-postpone",
            "inbox-action-cancel",
            "inbox-action-keep-published",
            "inbox-action-keep-listed",
            "inbox-action-reject",
            "inbox-action-remove",
        ]);
        ids.extend([
            "contact-for-pricing",
            "no-rating",
            "error",
            "suggestion-error",
            "please-try-later",
            "queued-title",
            "queued-text",
            "no-items-title",
            "no-items-text",
            "feed-name",
            "feed-of-category",
            "feed-at-venue",
            "calendar-plan-name",
            "calendar-also-in-plan",
            "calendar-time",
            "calendar-tickets",
            "calendar-buy-tickets",
            "calendar-in-guide",
            crate::plan::visit_plan::REMOVED_NOTE,
            crate::plan::visit_plan::ANY_DAY,
            "search-venue",
            "feed-description",
            "embed-heading",
            "embed-empty",
            "embed-more",
        ]);
        use crate::content::date_filter::DateChoice;
        use crate::content::model::{CUISINE_OPTIONS, EventStatus};
        use crate::content::search::SearchKind;
        use crate::plan::favorites::ItemType;
        use crate::text::words::value_message;
        ids.extend(DateChoice::ALL.map(DateChoice::message));
        ids.extend(EventStatus::ALL.iter().filter_map(|s| s.badge_message()));
        ids.extend(EventStatus::ALL.map(EventStatus::message));
        // What core writes for staff (dashboard/admin.rs, sources.rs,
        // content/areas, content/translations.rs).
        ids.extend([
            "source-state",
            "source-found",
            "time-span",
            "time-ago",
            "time-just-now",
            "time-in",
            "time-due-now",
            "time-under-a-minute",
            "inbox-done",
            "inbox-marked",
            "area-detected",
            "picture-summary",
            "picture-too-small",
            crate::dashboard::admin::NOT_JPEG_OR_PNG,
            crate::dashboard::admin::IMAGE_TOO_LARGE,
            "activity-required",
            "activity-required-text",
            "scrape-url-missing",
            "scrape-url-missing-text",
            "language-name",
            "translation-field",
        ]);
        for id in crate::dashboard::history::field_label_messages() {
            ids.push(id);
        }
        ids.extend(
            [
                SearchKind::Event,
                SearchKind::Activity,
                SearchKind::Restaurant,
                SearchKind::Venue,
            ]
            .map(SearchKind::message),
        );
        ids.extend(
            [ItemType::Event, ItemType::Activity, ItemType::Restaurant].map(ItemType::message),
        );
        let listed: Vec<String> = crate::content::events::CATEGORIES
            .iter()
            .map(|c| value_message("category", c))
            .chain(CUISINE_OPTIONS.iter().map(|c| value_message("cuisine", c)))
            .collect();
        ids.extend(listed.iter().map(String::as_str));
        // Each collection's title, line and page description (the app
        // names the first two by the same rule: features/collections).
        use crate::content::collections::Collection;
        let collections: Vec<String> = Collection::ALL
            .iter()
            .flat_map(|c| {
                [
                    c.title_message(),
                    c.intro_message(),
                    format!("page-{}-description", c.page()),
                ]
            })
            .collect();
        ids.extend(collections.iter().map(String::as_str));
        ids.push("feed-of-collection");
        for lang in Lang::ALL {
            let catalog = catalog(lang);
            for id in &ids {
                assert!(catalog.bundle.has_message(id), "{lang:?} lacks {id}");
            }
        }
    }

    #[test]
    fn every_file_of_the_catalogs_is_built_in() {
        let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("locales/en");
        let mut found: Vec<String> = std::fs::read_dir(folder)
            .unwrap()
            .map(|entry| entry.unwrap().file_name().into_string().unwrap())
            .filter_map(|name| name.strip_suffix(".ftl").map(str::to_string))
            .collect();
        found.sort();
        let mut built = FILES.map(str::to_string).to_vec();
        built.sort();
        assert_eq!(found, built);
    }

    #[test]
    fn a_missing_message_reads_as_its_id() {
        assert_eq!(catalog(Lang::Fr).text("no-such-message"), "no-such-message");
    }
}
