//! What staff say of a place as facts, not labels: indoors or outdoors,
//! good for kids, dogs welcome, free; what a visitor with a wheelchair, a
//! pram or a sensitivity to noise can count on; where to park; and how
//! long a visit takes. Each is core's word, said in the page's language,
//! read by search in all four, and never guessed from a description.
//!
//! The access facts describe the place, not its visitors (A11yJSON's
//! principle: 'step-free entrance', not 'wheelchair friendly'), and are
//! published as schema.org's `amenityFeature`.

use serde::{Deserialize, Serialize};

#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

use crate::text::format::format_count;
use crate::text::words::{Arg, Localizer};

/// One fact staff can set on an activity or a restaurant.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "kebab-case")]
pub enum Fact {
    Indoor,
    Outdoor,
    Kids,
    Dogs,
    Free,
    StepFree,
    AccessibleRestroom,
    AccessibleParking,
    WheelchairLoan,
    QuietHours,
    SignLanguage,
    AudioDescription,
    FreeParking,
    PaidParking,
    StreetParking,
}

/// The headings a place's facts are shown and edited under.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub enum FactGroup {
    /// Indoors or outdoors, whom it suits, what it costs.
    GoodToKnow,
    Access,
    Parking,
}

impl FactGroup {
    pub const ALL: [FactGroup; 3] = [FactGroup::GoodToKnow, FactGroup::Access, FactGroup::Parking];

    /// The catalog's message for its heading.
    pub fn message(self) -> &'static str {
        match self {
            FactGroup::GoodToKnow => "place-facts-good-to-know",
            FactGroup::Access => "place-facts-access",
            FactGroup::Parking => "place-facts-parking",
        }
    }
}

impl Fact {
    /// In the order a page lists them.
    pub const ALL: [Fact; 15] = [
        Fact::Indoor,
        Fact::Outdoor,
        Fact::Kids,
        Fact::Dogs,
        Fact::Free,
        Fact::StepFree,
        Fact::AccessibleRestroom,
        Fact::AccessibleParking,
        Fact::WheelchairLoan,
        Fact::QuietHours,
        Fact::SignLanguage,
        Fact::AudioDescription,
        Fact::FreeParking,
        Fact::PaidParking,
        Fact::StreetParking,
    ];

    /// Its id in the API, the database and addresses ('step-free').
    pub fn id(self) -> &'static str {
        match self {
            Fact::Indoor => "indoor",
            Fact::Outdoor => "outdoor",
            Fact::Kids => "kids",
            Fact::Dogs => "dogs",
            Fact::Free => "free",
            Fact::StepFree => "step-free",
            Fact::AccessibleRestroom => "accessible-restroom",
            Fact::AccessibleParking => "accessible-parking",
            Fact::WheelchairLoan => "wheelchair-loan",
            Fact::QuietHours => "quiet-hours",
            Fact::SignLanguage => "sign-language",
            Fact::AudioDescription => "audio-description",
            Fact::FreeParking => "free-parking",
            Fact::PaidParking => "paid-parking",
            Fact::StreetParking => "street-parking",
        }
    }

    pub fn parse(id: &str) -> Option<Fact> {
        let id = id.trim();
        Fact::ALL.into_iter().find(|fact| fact.id() == id)
    }

    /// The catalog's message for it ('Step-free entrance').
    pub fn message(self) -> &'static str {
        match self {
            Fact::Indoor => "place-fact-indoor",
            Fact::Outdoor => "place-fact-outdoor",
            Fact::Kids => "place-fact-kids",
            Fact::Dogs => "place-fact-dogs",
            Fact::Free => "place-fact-free",
            Fact::StepFree => "place-fact-step-free",
            Fact::AccessibleRestroom => "place-fact-accessible-restroom",
            Fact::AccessibleParking => "place-fact-accessible-parking",
            Fact::WheelchairLoan => "place-fact-wheelchair-loan",
            Fact::QuietHours => "place-fact-quiet-hours",
            Fact::SignLanguage => "place-fact-sign-language",
            Fact::AudioDescription => "place-fact-audio-description",
            Fact::FreeParking => "place-fact-free-parking",
            Fact::PaidParking => "place-fact-paid-parking",
            Fact::StreetParking => "place-fact-street-parking",
        }
    }

    pub fn group(self) -> FactGroup {
        match self {
            Fact::Indoor | Fact::Outdoor | Fact::Kids | Fact::Dogs | Fact::Free => {
                FactGroup::GoodToKnow
            }
            Fact::StepFree
            | Fact::AccessibleRestroom
            | Fact::AccessibleParking
            | Fact::WheelchairLoan
            | Fact::QuietHours
            | Fact::SignLanguage
            | Fact::AudioDescription => FactGroup::Access,
            Fact::FreeParking | Fact::PaidParking | Fact::StreetParking => FactGroup::Parking,
        }
    }

    /// What a visitor filters a list by (Activities' 'Good for' menu).
    pub const FILTERS: [Fact; 5] = [
        Fact::Indoor,
        Fact::Outdoor,
        Fact::Kids,
        Fact::Dogs,
        Fact::StepFree,
    ];

    /// Its name in schema.org's `amenityFeature` (the data's English,
    /// not the page's words).
    pub fn schema_name(self) -> &'static str {
        match self {
            Fact::Indoor => "Indoor",
            Fact::Outdoor => "Outdoor",
            Fact::Kids => "Good for kids",
            Fact::Dogs => "Dogs allowed",
            Fact::Free => "Free entry",
            Fact::StepFree => "Step-free entrance",
            Fact::AccessibleRestroom => "Accessible restroom",
            Fact::AccessibleParking => "Accessible parking",
            Fact::WheelchairLoan => "Wheelchair loan",
            Fact::QuietHours => "Quiet hours",
            Fact::SignLanguage => "Sign language interpretation",
            Fact::AudioDescription => "Audio description",
            Fact::FreeParking => "Free parking",
            Fact::PaidParking => "Paid parking",
            Fact::StreetParking => "Street parking",
        }
    }

    /// Its bit in a [`FactSet`].
    const fn bit(self) -> u32 {
        1 << self as u32
    }
}

/// A place's facts as one number, for search's index and filters.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct FactSet(u32);

impl FactSet {
    pub fn of(facts: &[Fact]) -> FactSet {
        FactSet(facts.iter().fold(0, |bits, fact| bits | fact.bit()))
    }

    pub fn has(self, fact: Fact) -> bool {
        self.0 & fact.bit() != 0
    }
}

/// Facts as the database keeps them: their ids, comma-separated, in
/// [`Fact::ALL`]'s order.
pub fn facts_column(facts: &[Fact]) -> String {
    let set = FactSet::of(facts);
    Fact::ALL
        .into_iter()
        .filter(|fact| set.has(*fact))
        .map(Fact::id)
        .collect::<Vec<_>>()
        .join(",")
}

/// The facts a column names, in [`Fact::ALL`]'s order, each once; an id
/// a later release wrote is left out.
pub fn read_facts_column(column: &str) -> Vec<Fact> {
    let set = FactSet::of(
        &column
            .split(',')
            .filter_map(Fact::parse)
            .collect::<Vec<_>>(),
    );
    Fact::ALL
        .into_iter()
        .filter(|fact| set.has(*fact))
        .collect()
}

/// The longest visit staff can give, in minutes: a whole day.
pub const VISIT_MINUTES_MAX: u32 = 24 * 60;

/// How long a visit takes, in words: 'About 45 minutes', 'About 2 hours',
/// 'About 1½ hours' (an hour or more, to the half hour).
pub fn visit_length(minutes: u32, words: &dyn Localizer) -> String {
    // The numbers are printed in core's form (`Arg`).
    let lang = words.lang();
    if minutes < 60 {
        // To five minutes: a visit is no more exact than that.
        let minutes = (minutes.max(5) + 2) / 5 * 5;
        let shown = format_count(minutes.into(), lang);
        return words.message("visit-minutes", &[("minutes", Arg::Text(&shown))]);
    }
    let halves = (minutes + 15) / 30;
    let hours = halves / 2;
    let shown = format_count(hours.into(), lang);
    match halves % 2 {
        0 => words.message(
            "visit-hours",
            &[
                ("hours", Arg::Number(hours as f64)),
                ("shown", Arg::Text(&shown)),
            ],
        ),
        _ => words.message("visit-hours-half", &[("hours", Arg::Text(&shown))]),
    }
}

/// A place's facts as its page shows them, under their headings.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct FactsShown {
    /// 'About 2 hours'.
    pub visit: Option<String>,
    /// The headings that have a fact, in [`FactGroup::ALL`]'s order.
    pub groups: Vec<FactGroupShown>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct FactGroupShown {
    pub group: FactGroup,
    pub heading: String,
    pub facts: Vec<FactShown>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct FactShown {
    pub fact: Fact,
    pub label: String,
}

/// `facts` and the visit's length in `words`' language; none when there
/// is nothing to say.
pub fn facts_shown(
    facts: &[Fact],
    visit_minutes: Option<u32>,
    words: &dyn Localizer,
) -> Option<FactsShown> {
    let groups: Vec<FactGroupShown> = groups_shown(FactSet::of(facts), words)
        .filter(|group| !group.facts.is_empty())
        .collect();
    let visit = visit_minutes
        .filter(|minutes| *minutes > 0)
        .map(|minutes| visit_length(minutes, words));
    (visit.is_some() || !groups.is_empty()).then_some(FactsShown { visit, groups })
}

/// The facts staff can choose among, under their headings, in `words`'
/// language (the dashboard's form).
pub fn fact_choices(words: &dyn Localizer) -> Vec<FactGroupShown> {
    groups_shown(FactSet::of(&Fact::ALL), words).collect()
}

/// Every heading with those of `set`'s facts it has, in `words`' language.
fn groups_shown(set: FactSet, words: &dyn Localizer) -> impl Iterator<Item = FactGroupShown> {
    FactGroup::ALL.into_iter().map(move |group| FactGroupShown {
        group,
        heading: words.text(group.message()),
        facts: Fact::ALL
            .into_iter()
            .filter(|fact| fact.group() == group && set.has(*fact))
            .map(|fact| FactShown {
                fact,
                label: words.text(fact.message()),
            })
            .collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::catalogs::catalog;
    use crate::text::lang::Lang;

    #[test]
    fn every_fact_reads_back_from_its_id() {
        for fact in Fact::ALL {
            assert_eq!(Fact::parse(fact.id()), Some(fact));
            let json = serde_json::to_string(&fact).unwrap();
            assert_eq!(json, format!("\"{}\"", fact.id()));
        }
        assert_eq!(Fact::parse("wheelchair-friendly"), None);
    }

    #[test]
    fn the_column_keeps_each_fact_once_in_order_and_skips_unknown_ids() {
        let column = facts_column(&[Fact::StepFree, Fact::Indoor, Fact::StepFree]);
        assert_eq!(column, "indoor,step-free");
        assert_eq!(
            read_facts_column(&column),
            vec![Fact::Indoor, Fact::StepFree]
        );
        assert_eq!(
            read_facts_column("hearing-loop,kids,,indoor"),
            vec![Fact::Indoor, Fact::Kids]
        );
        assert!(read_facts_column("").is_empty());
    }

    #[test]
    fn a_visit_is_said_to_five_minutes_or_the_half_hour() {
        let en = catalog(Lang::En);
        assert_eq!(visit_length(45, en), "About 45 minutes");
        assert_eq!(visit_length(43, en), "About 45 minutes");
        assert_eq!(visit_length(1, en), "About 5 minutes");
        assert_eq!(visit_length(60, en), "About 1 hour");
        assert_eq!(visit_length(90, en), "About 1½ hours");
        assert_eq!(visit_length(100, en), "About 1½ hours");
        assert_eq!(visit_length(110, en), "About 2 hours");
        assert_eq!(visit_length(180, catalog(Lang::Es)), "Unas 3 horas");
        assert_eq!(visit_length(150, catalog(Lang::De)), "Etwa 2½ Stunden");
        assert_eq!(visit_length(60, catalog(Lang::Fr)), "Environ 1 heure");
    }

    #[test]
    fn a_page_shows_the_facts_under_their_headings_in_its_language() {
        let facts = [Fact::FreeParking, Fact::StepFree, Fact::Kids, Fact::Indoor];
        let shown = facts_shown(&facts, Some(120), catalog(Lang::En)).unwrap();
        assert_eq!(shown.visit.as_deref(), Some("About 2 hours"));
        let headings: Vec<&str> = shown.groups.iter().map(|g| g.heading.as_str()).collect();
        assert_eq!(headings, ["Good to know", "Accessibility", "Parking"]);
        let first: Vec<&str> = shown.groups[0]
            .facts
            .iter()
            .map(|f| f.label.as_str())
            .collect();
        assert_eq!(first, ["Indoors", "Good for kids"]);
        let es = facts_shown(&[Fact::StepFree], None, catalog(Lang::Es)).unwrap();
        assert_eq!(es.groups[0].facts[0].label, "Entrada sin escalones");
        assert_eq!(facts_shown(&[], None, catalog(Lang::En)), None);
        assert_eq!(facts_shown(&[], Some(0), catalog(Lang::En)), None);
    }

    #[test]
    fn staff_choose_among_every_fact() {
        let choices = fact_choices(catalog(Lang::En));
        let count: usize = choices.iter().map(|g| g.facts.len()).sum();
        assert_eq!(count, Fact::ALL.len());
    }
}
