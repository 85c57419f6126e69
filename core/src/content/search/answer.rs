//! What a search page shows: the results, or, when there are none, what
//! to try next: queries near the visitor's that find something, and the
//! guide's categories to browse.

use serde::{Deserialize, Serialize};

#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

use super::query::{Query, Term};
use super::{CityClock, SearchHit, SearchIndex, SearchKind, search_words};
use crate::content::collections::Collection;
use crate::content::events::{CATEGORIES, category_label};
use crate::content::model::{Activity, ActivityType, CUISINE_OPTIONS, Event, Restaurant};
use crate::text::words::{Localizer, list_value};

/// A search's results, or what to try when there are none.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct SearchAnswer {
    /// The collections the query's words name ('rainy day', 'dog'),
    /// offered before the results.
    pub collections: Vec<Collection>,
    pub hits: Vec<SearchHit>,
    /// With no results: queries one or two letters away, or with a word
    /// fewer, that find something, best first.
    pub nearest: Vec<String>,
    /// With no results: the categories, activity types and cuisines the
    /// guide has, to browse instead.
    pub browse: Vec<Browse>,
}

/// A list to browse: Events of a category, Activities of a type,
/// Restaurants of a cuisine (`kind`), by the value its filter takes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct Browse {
    pub kind: SearchKind,
    pub value: String,
    pub label: String,
}

/// Queries offered in place of one that finds nothing, at most.
const NEAREST_SHOWN: usize = 3;

/// The lists the guide's items can be browsed by, in the filters' orders,
/// as each list's kind and the value its filter takes.
pub(super) fn browse_of(
    events: &[Event],
    activities: &[Activity],
    restaurants: &[Restaurant],
) -> Vec<(SearchKind, &'static str)> {
    let mut browse = Vec::new();
    for value in CATEGORIES {
        if events.iter().any(|e| e.category == value) {
            browse.push((SearchKind::Event, value));
        }
    }
    for kind in ActivityType::ALL {
        if activities.iter().any(|a| a.activity_type == kind) {
            browse.push((SearchKind::Activity, kind.as_str()));
        }
    }
    for cuisine in CUISINE_OPTIONS {
        if restaurants
            .iter()
            .any(|r| r.cuisine.as_deref() == Some(cuisine))
        {
            browse.push((SearchKind::Restaurant, cuisine));
        }
    }
    browse
}

/// A list to browse, named in `words`' language.
fn browse(kind: SearchKind, value: &str, words: &dyn Localizer) -> Browse {
    let label = match kind {
        SearchKind::Activity => ActivityType::parse(value)
            .map_or_else(|| value.to_string(), |t| words.text(t.message())),
        SearchKind::Restaurant => list_value(words, "cuisine", value, &CUISINE_OPTIONS),
        SearchKind::Event | SearchKind::Venue => category_label(value, words),
    };
    Browse {
        kind,
        value: value.to_string(),
        label,
    }
}

impl SearchIndex {
    /// The best `limit` results for `query` at `clock`; when there are
    /// none, the nearest queries that find something and the lists to
    /// browse; in `words`' language.
    pub fn answer(
        &self,
        query: &str,
        clock: CityClock,
        limit: usize,
        words: &dyn Localizer,
    ) -> SearchAnswer {
        let hits = self.search(query, clock, limit, words);
        let plain = search_words(query);
        let collections = Query::read(&plain, Some(clock)).collections;
        if !hits.is_empty() || plain.is_empty() || !collections.is_empty() {
            return SearchAnswer {
                collections,
                hits,
                nearest: Vec::new(),
                browse: Vec::new(),
            };
        }
        SearchAnswer {
            collections,
            hits,
            nearest: self.nearest(&plain, clock),
            browse: self
                .browse
                .iter()
                .map(|&(kind, value)| browse(kind, value, words))
                .collect(),
        }
    }

    /// Queries near `words` (which find nothing) that find something: the
    /// first word found nowhere replaced by the guide's words closest to
    /// it (commonest first), or else, when each word is found but not all
    /// together, the query with one word left out.
    fn nearest(&self, words: &str, clock: CityClock) -> Vec<String> {
        let query = Query::read(words, Some(clock));
        let finds = |candidate: &str| !self.best(candidate, clock, 1).is_empty();
        let plain: Vec<&str> = words.split_whitespace().collect();
        let missing = query.terms.iter().find_map(|term| match term {
            Term::Word(word) if self.word_matches(word).iter().all(Option::is_none) => Some(word),
            _ => None,
        });
        let mut nearest = Vec::new();
        if let Some(missing) = missing {
            for close in self.closest_words(missing) {
                let candidate = plain
                    .iter()
                    .map(|w| if w == missing { close } else { w })
                    .collect::<Vec<_>>()
                    .join(" ");
                if !nearest.contains(&candidate) && finds(&candidate) {
                    nearest.push(candidate);
                }
                if nearest.len() == NEAREST_SHOWN {
                    break;
                }
            }
            // Without the word, if nothing is close to it.
            if nearest.is_empty() && plain.len() > 1 {
                let rest: Vec<&str> = plain.iter().copied().filter(|w| w != missing).collect();
                let candidate = rest.join(" ");
                if finds(&candidate) {
                    nearest.push(candidate);
                }
            }
        } else if plain.len() > 1 {
            for left_out in 0..plain.len() {
                let candidate = plain
                    .iter()
                    .enumerate()
                    .filter(|&(n, _)| n != left_out)
                    .map(|(_, w)| *w)
                    .collect::<Vec<_>>()
                    .join(" ");
                if finds(&candidate) {
                    nearest.push(candidate);
                }
                if nearest.len() == NEAREST_SHOWN {
                    break;
                }
            }
        }
        nearest
    }

    /// The guide's words within two edits of `word` (one for a short word),
    /// the first letter included: closest, then commonest first.
    fn closest_words(&self, word: &str) -> Vec<&str> {
        let length = word.chars().count();
        let most = if length <= 4 { 1 } else { 2 };
        let mut close: Vec<(usize, usize, &str)> = self
            .words
            .iter()
            .filter(|w| w.text.chars().count().abs_diff(length) <= most)
            .filter_map(|w| {
                let distance = strsim::osa_distance(word, &w.text);
                (distance <= most).then_some((
                    distance,
                    usize::MAX - w.postings.len(),
                    w.text.as_str(),
                ))
            })
            .collect();
        close.sort_unstable();
        close.into_iter().map(|(.., w)| w).take(8).collect()
    }
}
