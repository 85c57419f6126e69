//! Prices as staff write them ('$30 adults, $5 children 6-17', '$15 - $30',
//! '$55 per person', 'Free for members'), read into a structure so that
//! every page says them in its language ('30 $ adultes, 5 $ enfants de 6
//! à 17 ans'). A price in other words ('$15 per screening', 'Donations
//! welcome') is not guessed at: it is shown as written.

use crate::text::words::{Arg, Localizer};

/// A price read: its parts, in the order written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Price {
    parts: Vec<PricePart>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct PricePart {
    amount: Amount,
    /// Whom it is for ('adults', 'members').
    who: Option<Audience>,
    /// Their ages, when said ('children 6-17').
    ages: Option<(u8, u8)>,
    /// 'per person', 'per vehicle'.
    per: Option<Unit>,
}

/// Cents of a dollar.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Amount {
    Free,
    Dollars(u32),
    Range(u32, u32),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Audience {
    Adults,
    Children,
    Seniors,
    Students,
    Members,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Unit {
    Person,
    Vehicle,
}

impl Audience {
    fn read(word: &str) -> Option<Audience> {
        Some(match word {
            "adult" | "adults" => Audience::Adults,
            "child" | "children" | "kid" | "kids" | "youth" => Audience::Children,
            "senior" | "seniors" => Audience::Seniors,
            "student" | "students" => Audience::Students,
            "member" | "members" => Audience::Members,
            _ => return None,
        })
    }

    fn message(self) -> &'static str {
        match self {
            Audience::Adults => "price-adults",
            Audience::Children => "price-children",
            Audience::Seniors => "price-seniors",
            Audience::Students => "price-students",
            Audience::Members => "price-members",
        }
    }
}

impl Price {
    /// The price in `text`, or `None` when a part of it is not a price.
    pub fn parse(text: &str) -> Option<Price> {
        let text = text.to_ascii_lowercase().replace(['–', '—'], "-");
        let parts = text
            .split([',', ';'])
            .map(str::trim)
            .filter(|p| !p.is_empty())
            .map(PricePart::parse)
            .collect::<Option<Vec<_>>>()?;
        (!parts.is_empty()).then_some(Price { parts })
    }

    /// Whether a part of it is children's ('$5 children 6-17').
    pub fn has_children_price(&self) -> bool {
        self.parts
            .iter()
            .any(|part| part.who == Some(Audience::Children))
    }

    /// It in `words`' language: '$30 adults, $25 children', '30 $ adultes,
    /// 25 $ enfants'.
    pub fn shown(&self, words: &dyn Localizer) -> String {
        self.parts
            .iter()
            .map(|part| part.shown(words))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

impl PricePart {
    fn parse(part: &str) -> Option<PricePart> {
        let (amount, rest) = if let Some(rest) = part.strip_prefix("free") {
            (Amount::Free, rest)
        } else {
            let (low, rest) = dollars(part)?;
            match rest.trim_start().strip_prefix('-') {
                Some(after) => {
                    let after = after.trim_start();
                    let (high, rest) = dollars(after).or_else(|| bare_dollars(after))?;
                    (high > low).then_some((Amount::Range(low, high), rest))?
                }
                None => (Amount::Dollars(low), rest),
            }
        };
        let mut words: Vec<&str> = rest.split_ascii_whitespace().collect();
        let mut part = PricePart {
            amount,
            who: None,
            ages: None,
            per: None,
        };
        // 'per person', 'per vehicle'.
        if let [.., "per", unit] = words.as_slice() {
            part.per = Some(match *unit {
                "person" | "people" | "guest" => Unit::Person,
                "vehicle" | "car" => Unit::Vehicle,
                _ => return None,
            });
            words.truncate(words.len() - 2);
        }
        // 'free for members'.
        if amount == Amount::Free && words.first() == Some(&"for") {
            words.remove(0);
        }
        match words.as_slice() {
            [] => {}
            [who] => part.who = Some(Audience::read(who)?),
            [who, ages] | [who, "ages", ages] | [who, "aged", ages] => {
                part.who = Some(Audience::read(who)?);
                let (from, to) = ages.split_once('-')?;
                let (from, to) = (from.parse().ok()?, to.parse().ok()?);
                part.ages = (from < to).then_some((from, to));
                part.ages?;
            }
            _ => return None,
        }
        Some(part)
    }

    fn shown(&self, words: &dyn Localizer) -> String {
        let lang = words.lang();
        let amount = match self.amount {
            Amount::Free => None,
            Amount::Dollars(cents) => Some(dollars_shown(cents, lang)),
            Amount::Range(low, high) => Some(format!(
                "{}–{}",
                dollars_shown(low, lang),
                dollars_shown(high, lang)
            )),
        };
        let who = self.who.map(|who| words.text(who.message()));
        let who = match (who, self.ages) {
            (Some(who), Some((from, to))) => Some(words.message(
                "price-ages",
                &[
                    ("who", Arg::Text(&who)),
                    ("from", Arg::Text(&from.to_string())),
                    ("to", Arg::Text(&to.to_string())),
                ],
            )),
            (who, _) => who,
        };
        let per = self.per.map(|unit| {
            words.text(match unit {
                Unit::Person => "price-per-person",
                Unit::Vehicle => "price-per-vehicle",
            })
        });
        match amount {
            None => match who {
                Some(who) => words.message("price-free-for", &[("who", Arg::Text(&who))]),
                None => words.text("price-free"),
            },
            Some(amount) => [Some(amount), who, per]
                .into_iter()
                .flatten()
                .collect::<Vec<_>>()
                .join(" "),
        }
    }
}

/// '$30', '$12.50' at the start of `text` (cents), and what follows.
fn dollars(text: &str) -> Option<(u32, &str)> {
    bare_dollars(text.strip_prefix('$')?.trim_start())
}

/// '30', '12.50' (cents), and what follows.
fn bare_dollars(text: &str) -> Option<(u32, &str)> {
    let end = text
        .find(|c: char| !(c.is_ascii_digit() || c == '.' || c == ','))
        .unwrap_or(text.len());
    let number = text[..end].replace(',', "");
    let (whole, cents) = match number.split_once('.') {
        Some((whole, cents)) if cents.len() == 2 => (whole, cents.parse::<u32>().ok()?),
        Some(_) => return None,
        None => (number.as_str(), 0),
    };
    let whole: u32 = whole.parse().ok()?;
    Some((whole.checked_mul(100)?.checked_add(cents)?, &text[end..]))
}

/// An amount as the language writes it: '$30', '$12.50' in English and
/// Spanish (the U.S. form), '30 $', '12,50 $' in French and German.
fn dollars_shown(cents: u32, lang: crate::text::lang::Lang) -> String {
    use crate::text::lang::Lang;
    let (whole, rest) = (cents / 100, cents % 100);
    let whole = crate::text::format::format_count(whole.into(), lang);
    match (lang, rest) {
        (Lang::En | Lang::Es, 0) => format!("${whole}"),
        (Lang::En | Lang::Es, rest) => format!("${whole}.{rest:02}"),
        (Lang::Fr | Lang::De, 0) => format!("{whole} $"),
        (Lang::Fr | Lang::De, rest) => format!("{whole},{rest:02} $"),
    }
}

/// A price in `words`' language where core reads it, else as written.
/// English shows it as written, as it shows an event's time: staff wrote
/// it in English, and the spec displays the price it is given.
pub fn price_shown(text: &str, words: &dyn Localizer) -> String {
    match Price::parse(text) {
        Some(price) if !words.lang().is_english() => price.shown(words),
        _ => text.trim().to_string(),
    }
}

/// A ticket price as cards and pages show it: [`price_shown`], and the
/// spec's 'Contact for pricing' when there is none.
pub fn price_label(price: Option<&str>, words: &dyn Localizer) -> String {
    match price.map(str::trim) {
        Some(price) if !price.is_empty() => price_shown(price, words),
        _ => words.text("contact-for-pricing"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::catalogs::catalog;
    use crate::text::lang::Lang;

    #[test]
    fn every_form_the_demo_uses_is_read() {
        for text in [
            "$15 adults",
            "$22 adults, $16 children",
            "$30 adults, $5 children 6-17",
            "$55 per person",
            "$6 per vehicle",
            "Free",
            "Free for members",
            "$10",
            "$15 - $30",
            "$250",
            "$12.50",
        ] {
            assert!(Price::parse(text).is_some(), "{text:?}");
        }
        for text in [
            "$15 per screening",
            "Donations welcome",
            "$30 - $10",
            "",
            "$",
        ] {
            assert_eq!(Price::parse(text), None, "{text:?}");
        }
    }

    #[test]
    fn a_price_is_said_in_each_language() {
        let shown = |text: &str, lang| price_shown(text, catalog(lang));
        // English: as written (the reading is for the other languages).
        assert_eq!(
            shown("$30 adults, $5 children 6-17", Lang::En),
            "$30 adults, $5 children 6-17"
        );
        assert_eq!(shown("$69 - $189", Lang::En), "$69 - $189");
        assert_eq!(
            shown("$30 adults, $5 children 6-17", Lang::Es),
            "$30 adultos, $5 niños de 6 a 17 años"
        );
        assert_eq!(
            shown("$30 adults, $5 children 6-17", Lang::Fr),
            "30 $ adultes, 5 $ enfants de 6 à 17 ans"
        );
        assert_eq!(
            shown("$30 adults, $5 children 6-17", Lang::De),
            "30 $ Erwachsene, 5 $ Kinder von 6 bis 17 Jahren"
        );
        assert_eq!(shown("$15 - $30", Lang::Fr), "15 $–30 $");
        assert_eq!(shown("$55 per person", Lang::Es), "$55 por persona");
        assert_eq!(shown("$6 per vehicle", Lang::De), "6 $ pro Fahrzeug");
        assert_eq!(shown("Free", Lang::Fr), "Gratuit");
        assert_eq!(shown("Free for members", Lang::Es), "Gratis para miembros");
        assert_eq!(shown("$12.50", Lang::De), "12,50 $");
        assert_eq!(
            shown("$1,250", Lang::De),
            "$1,250",
            "a comma parts a price: not read"
        );
        // Not read: as written.
        assert_eq!(shown(" $15 per screening ", Lang::Fr), "$15 per screening");
    }

    #[test]
    fn a_missing_price_is_the_specs_contact_for_pricing() {
        let [en, es, fr, de] = [Lang::En, Lang::Es, Lang::Fr, Lang::De].map(catalog);
        assert_eq!(price_label(None, en), "Contact for pricing");
        assert_eq!(price_label(Some("  "), en), "Contact for pricing");
        assert_eq!(price_label(Some(" $25 "), en), "$25");
        assert_eq!(price_label(None, es), "Consultar precio");
        assert_eq!(price_label(None, fr), "Prix sur demande");
        assert_eq!(price_label(None, de), "Preis auf Anfrage");
        assert_eq!(price_label(Some("$25"), de), "25 $");
    }
}
