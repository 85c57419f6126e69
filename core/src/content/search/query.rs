//! A search query read as a visitor means it: the words to find, and the
//! words that name a facet rather than a text ('free', 'tonight', 'this
//! weekend', 'open now', 'kids') or a day ('thanksgiving', 'christmas
//! eve'). A facet filters the results; a day's name finds the events on
//! that day as well as the items that say it.

use crate::content::collections::Collection;
use crate::content::event_hours::Window;
use crate::content::facts::Fact;
use crate::time::date::{CityClock, Date};

/// A filter a query's words ask for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Facet {
    /// Events and activities whose price says free.
    Free,
    /// What says it is for children, or has a children's price.
    Kids,
    /// Places staff gave this fact.
    Has(Fact),
    /// Restaurants open at the clock's time, by their hours.
    OpenNow,
    /// Events on any of these days, first and last included.
    Days(Date, Date),
    /// Events on in a window at the clock ('tonight', 'this weekend'), by
    /// the events list's own rule.
    On(Window),
}

/// What a phrase means.
#[derive(Debug, Clone, Copy)]
enum Meaning {
    Filter(Named),
    /// A day of the year: the events on it, or the items that say it.
    Day(Holiday),
}

#[derive(Debug, Clone, Copy)]
enum Named {
    Free,
    Kids,
    Has(Fact),
    OpenNow,
    Tonight,
    Today,
    Tomorrow,
    Weekend,
    /// A rainy day: indoor places, and the 'Rainy day' collection.
    Rainy,
    /// Open late: the 'Open late tonight' collection.
    Late,
}

#[derive(Debug, Clone, Copy)]
enum Holiday {
    /// A fixed month and day.
    Fixed(u8, u8),
    /// The nth (1-based; 5 for the last) weekday (0 = Monday) of a month.
    Nth(u8, u8, usize),
}

/// The phrases, as [`super::search_words`] writes them ('this' kept, 'of'
/// dropped); a longer phrase is read before a shorter one it begins. The
/// facets' words are in the guide's four languages, accents off ('niños'
/// is 'ninos'): one index answers every visitor.
const PHRASES: [(&[&str], Meaning); 96] = {
    use Fact::{Dogs, Indoor, Outdoor, StepFree};
    use Holiday::*;
    use Meaning::{Day, Filter};
    use Named::*;
    [
        (&["open", "now"], Filter(OpenNow)),
        (&["this", "weekend"], Filter(Weekend)),
        (&["weekend"], Filter(Weekend)),
        (&["tonight"], Filter(Tonight)),
        (&["today"], Filter(Today)),
        (&["tomorrow"], Filter(Tomorrow)),
        (&["free"], Filter(Free)),
        (&["gratis"], Filter(Free)),
        (&["gratuit"], Filter(Free)),
        (&["gratuite"], Filter(Free)),
        (&["kostenlos"], Filter(Free)),
        (&["kids"], Filter(Kids)),
        (&["kid"], Filter(Kids)),
        (&["children"], Filter(Kids)),
        (&["family", "friendly"], Filter(Kids)),
        (&["ninos"], Filter(Kids)),
        (&["nino"], Filter(Kids)),
        (&["familia"], Filter(Kids)),
        (&["enfants"], Filter(Kids)),
        (&["enfant"], Filter(Kids)),
        (&["famille"], Filter(Kids)),
        (&["kinder"], Filter(Kids)),
        (&["familie"], Filter(Kids)),
        (&["indoor"], Filter(Has(Indoor))),
        (&["indoors"], Filter(Has(Indoor))),
        (&["bajo", "techo"], Filter(Has(Indoor))),
        (&["interieur"], Filter(Has(Indoor))),
        (&["drinnen"], Filter(Has(Indoor))),
        (&["outdoor"], Filter(Has(Outdoor))),
        (&["outdoors"], Filter(Has(Outdoor))),
        (&["aire", "libre"], Filter(Has(Outdoor))),
        (&["plein", "air"], Filter(Has(Outdoor))),
        (&["exterieur"], Filter(Has(Outdoor))),
        (&["draussen"], Filter(Has(Outdoor))),
        (&["freien"], Filter(Has(Outdoor))),
        (&["dog", "friendly"], Filter(Has(Dogs))),
        (&["dogs"], Filter(Has(Dogs))),
        (&["dog"], Filter(Has(Dogs))),
        (&["perros"], Filter(Has(Dogs))),
        (&["perro"], Filter(Has(Dogs))),
        (&["chiens"], Filter(Has(Dogs))),
        (&["chien"], Filter(Has(Dogs))),
        (&["hunde"], Filter(Has(Dogs))),
        (&["hund"], Filter(Has(Dogs))),
        (&["step", "free"], Filter(Has(StepFree))),
        (&["wheelchair"], Filter(Has(StepFree))),
        (&["silla", "de", "ruedas"], Filter(Has(StepFree))),
        (&["sin", "escalones"], Filter(Has(StepFree))),
        (&["fauteuil", "roulant"], Filter(Has(StepFree))),
        (&["plain", "pied"], Filter(Has(StepFree))),
        (&["stufenlos"], Filter(Has(StepFree))),
        (&["rollstuhl"], Filter(Has(StepFree))),
        (&["barrierefrei"], Filter(Has(StepFree))),
        (&["rainy", "day"], Filter(Rainy)),
        (&["rainy", "days"], Filter(Rainy)),
        (&["rainy"], Filter(Rainy)),
        (&["rain"], Filter(Rainy)),
        (&["dia", "de", "lluvia"], Filter(Rainy)),
        (&["dia", "lluvioso"], Filter(Rainy)),
        (&["lluvia"], Filter(Rainy)),
        (&["lluvioso"], Filter(Rainy)),
        (&["jour", "de", "pluie"], Filter(Rainy)),
        (&["pluie"], Filter(Rainy)),
        (&["pluvieux"], Filter(Rainy)),
        (&["regentag"], Filter(Rainy)),
        (&["regenwetter"], Filter(Rainy)),
        (&["regen"], Filter(Rainy)),
        (&["open", "late"], Filter(Late)),
        (&["late", "night"], Filter(Late)),
        (&["abierto", "tarde"], Filter(Late)),
        (&["hasta", "tarde"], Filter(Late)),
        (&["ouvert", "tard"], Filter(Late)),
        (&["tard", "soir"], Filter(Late)),
        (&["lange", "geoffnet"], Filter(Late)),
        (&["spat", "geoffnet"], Filter(Late)),
        (&["spaet", "geoffnet"], Filter(Late)),
        (&["thanksgiving"], Day(Nth(11, 3, 4))),
        (&["christmas", "eve"], Day(Fixed(12, 24))),
        (&["christmas", "day"], Day(Fixed(12, 25))),
        (&["christmas"], Day(Fixed(12, 25))),
        (&["new", "years", "eve"], Day(Fixed(12, 31))),
        (&["new", "years", "day"], Day(Fixed(1, 1))),
        (&["new", "years"], Day(Fixed(1, 1))),
        (&["halloween"], Day(Fixed(10, 31))),
        (&["valentines", "day"], Day(Fixed(2, 14))),
        (&["valentines"], Day(Fixed(2, 14))),
        (&["st", "patricks", "day"], Day(Fixed(3, 17))),
        (&["patricks", "day"], Day(Fixed(3, 17))),
        (&["independence", "day"], Day(Fixed(7, 4))),
        (&["fourth", "july"], Day(Fixed(7, 4))),
        (&["4th", "july"], Day(Fixed(7, 4))),
        (&["july", "4th"], Day(Fixed(7, 4))),
        (&["memorial", "day"], Day(Nth(5, 0, 5))),
        (&["labor", "day"], Day(Nth(9, 0, 1))),
        (&["mothers", "day"], Day(Nth(5, 6, 2))),
        (&["fathers", "day"], Day(Nth(6, 6, 3))),
    ]
};

/// One part of a query an item must match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Term {
    /// A word, found as the index finds words.
    Word(String),
    /// A day's name: its words all found, or an event on the day.
    Day(Vec<String>, Date),
}

/// A query as read: what to find and how to filter it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Query {
    pub terms: Vec<Term>,
    pub facets: Vec<Facet>,
    /// The collections its words name ('rainy day', 'dog', 'niños').
    pub collections: Vec<Collection>,
    /// Whether a facet is read at the clock's minute ('open now').
    pub reads_minutes: bool,
}

impl Query {
    /// `words` (as [`super::search_words`] writes them) read at `clock`;
    /// without a clock every word is a word.
    pub fn read(words: &str, clock: Option<CityClock>) -> Query {
        let words: Vec<&str> = words.split_whitespace().collect();
        let mut query = Query::default();
        let mut at = 0;
        while at < words.len() {
            let phrase = clock.and_then(|clock| {
                PHRASES
                    .iter()
                    .find(|(phrase, _)| words[at..].starts_with(phrase))
                    .map(|(phrase, meaning)| (phrase, meaning, clock))
            });
            let Some((phrase, meaning, clock)) = phrase else {
                query.terms.push(Term::Word(words[at].to_string()));
                at += 1;
                continue;
            };
            match *meaning {
                Meaning::Filter(named) => {
                    if let Some(facet) = named.facet(clock.today) {
                        query.reads_minutes |= matches!(facet, Facet::OpenNow | Facet::On(_));
                        if !query.facets.contains(&facet) {
                            query.facets.push(facet);
                        }
                    }
                    if let Some(collection) = named.collection()
                        && !query.collections.contains(&collection)
                    {
                        query.collections.push(collection);
                    }
                }
                Meaning::Day(holiday) => query.terms.push(Term::Day(
                    phrase.iter().map(|w| w.to_string()).collect(),
                    holiday.next(clock.today),
                )),
            }
            at += phrase.len();
        }
        query
    }

    /// Whether it asks for no item at all (it may name a collection).
    pub fn is_empty(&self) -> bool {
        self.terms.is_empty() && self.facets.is_empty()
    }
}

/// Whether `query`'s results depend on the minute it is asked at, not only
/// on the day ('open now'): a cache of answers keys them by the minute.
pub fn reads_the_minute(query: &str) -> bool {
    let clock = CityClock {
        today: Date::from_days(0),
        minutes: 0,
    };
    Query::read(&super::search_words(query), Some(clock)).reads_minutes
}

impl Named {
    /// The filter it asks for; none for a collection with no filter of
    /// the search's ('open late' reads each place's hours at ten).
    fn facet(self, today: Date) -> Option<Facet> {
        Some(match self {
            Named::Free => Facet::Free,
            Named::Kids => Facet::Kids,
            Named::Has(fact) => Facet::Has(fact),
            Named::Rainy => Facet::Has(Fact::Indoor),
            Named::OpenNow => Facet::OpenNow,
            Named::Tonight => Facet::On(Window::Tonight),
            Named::Today => Facet::Days(today, today),
            Named::Tomorrow => Facet::Days(today.add_days(1), today.add_days(1)),
            Named::Weekend => Facet::On(Window::ThisWeekend),
            Named::Late => return None,
        })
    }

    /// The collection its words lead to.
    fn collection(self) -> Option<Collection> {
        Some(match self {
            Named::Free => Collection::FreeThisWeek,
            Named::Kids => Collection::WithKids,
            Named::Has(Fact::Indoor) | Named::Rainy => Collection::RainyDay,
            Named::Has(Fact::StepFree) => Collection::StepFree,
            Named::Has(Fact::Dogs) => Collection::DogFriendly,
            Named::Late => Collection::OpenLateTonight,
            _ => return None,
        })
    }
}

impl Holiday {
    /// Its date in `year`.
    fn in_year(self, year: i32) -> Date {
        match self {
            Holiday::Fixed(month, day) => Date::new(year, month, day).expect("a real day"),
            Holiday::Nth(month, weekday, nth) => {
                let first = Date::new(year, month, 1).expect("a real day");
                let first_weekday =
                    first.add_days(((7 + weekday as i64) - first.weekday() as i64) % 7);
                let nth_day = first_weekday.add_days(7 * (nth as i64 - 1));
                // The fifth is the last: it may fall in the next month.
                if nth_day.month() == month {
                    nth_day
                } else {
                    nth_day.add_days(-7)
                }
            }
        }
    }

    /// This year's, or next year's once this year's has passed.
    fn next(self, today: Date) -> Date {
        let this_year = self.in_year(today.year());
        if this_year >= today {
            this_year
        } else {
            self.in_year(today.year() + 1)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(text: &str) -> Date {
        Date::parse(text).unwrap()
    }

    fn at(today: &str) -> Option<CityClock> {
        Some(CityClock {
            today: day(today),
            minutes: 18 * 60,
        })
    }

    #[test]
    fn facet_words_filter_and_the_others_are_found() {
        let query = Query::read("free jazz tonight", at("2026-11-26"));
        assert_eq!(query.terms, vec![Term::Word("jazz".into())]);
        assert_eq!(query.facets, vec![Facet::Free, Facet::On(Window::Tonight)]);
        assert!(query.reads_minutes, "tonight's list changes as shows end");
        assert_eq!(
            Query::read("today", at("2026-11-26")).facets,
            vec![Facet::Days(day("2026-11-26"), day("2026-11-26"))]
        );
        assert!(!reads_the_minute("today"));
        let query = Query::read("italian open now", at("2026-11-26"));
        assert_eq!(query.terms, vec![Term::Word("italian".into())]);
        assert_eq!(query.facets, vec![Facet::OpenNow]);
        assert!(query.reads_minutes);
        assert!(reads_the_minute("Open now"));
        assert!(!reads_the_minute("open late"));
        // 'now' alone, 'open' alone: words.
        assert_eq!(Query::read("now", at("2026-11-26")).terms.len(), 1);
        // Without a clock, nothing is a facet.
        assert_eq!(
            Query::read("free", None).terms,
            vec![Term::Word("free".into())]
        );
    }

    #[test]
    fn this_weekend_is_the_events_lists_weekend() {
        for words in ["this weekend", "weekend"] {
            assert_eq!(
                Query::read(words, at("2026-11-26")).facets,
                vec![Facet::On(Window::ThisWeekend)]
            );
        }
    }

    #[test]
    fn a_holidays_name_is_its_next_day() {
        let days = |words: &str, today: &str| match &Query::read(words, at(today)).terms[..] {
            [Term::Day(_, date)] => *date,
            other => panic!("{words}: {other:?}"),
        };
        // Thanksgiving 2026 is today, Thursday 26 November.
        assert_eq!(days("thanksgiving", "2026-11-26"), day("2026-11-26"));
        assert_eq!(days("thanksgiving", "2026-11-27"), day("2027-11-25"));
        assert_eq!(days("christmas eve", "2026-11-26"), day("2026-12-24"));
        assert_eq!(days("christmas", "2026-11-26"), day("2026-12-25"));
        assert_eq!(days("new years eve", "2026-11-26"), day("2026-12-31"));
        assert_eq!(days("new years", "2026-11-26"), day("2027-01-01"));
        assert_eq!(days("memorial day", "2026-11-26"), day("2027-05-31"));
        assert_eq!(days("labor day", "2026-11-26"), day("2027-09-06"));
        assert_eq!(days("mothers day", "2026-11-26"), day("2027-05-09"));
        assert_eq!(days("4th july", "2026-11-26"), day("2027-07-04"));
        let Term::Day(words, _) = &Query::read("new years eve", at("2026-11-26")).terms[0] else {
            panic!()
        };
        assert_eq!(words, &["new", "years", "eve"]);
    }
}
