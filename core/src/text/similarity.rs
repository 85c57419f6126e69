//! Text similarity for catching duplicates: titles of events, names of
//! restaurants.

/// Words that say nothing about which event or place it is.
const STOP_WORDS: [&str; 14] = [
    "the",
    "a",
    "an",
    "and",
    "of",
    "at",
    "in",
    "on",
    "tickets",
    "ticket",
    "presents",
    "featuring",
    "with",
    "for",
];

/// Whether `word` (lower case) says nothing about which event or place
/// it is.
pub fn is_stop_word(word: &str) -> bool {
    STOP_WORDS.contains(&word)
}

/// Lower case in plain Latin letters (deunicode: 'Café' = 'cafe'), '&' read
/// as 'and' (a stop word), punctuation as spaces, apostrophes dropped
/// ("Owen's" = "owens"), stop words removed.
pub fn normalize(text: &str) -> String {
    // Without an allocation for plain ASCII; what has no spelling (an
    // emoji) separates words.
    let plain = deunicode::deunicode_with_tofu_cow(text, " ");
    let mut cleaned = String::with_capacity(plain.len());
    for c in plain.chars().flat_map(char::to_lowercase) {
        match c {
            '\'' | '’' | '‘' | '`' => {}
            '&' => cleaned.push_str(" and "),
            c if c.is_alphanumeric() => cleaned.push(c),
            _ => cleaned.push(' '),
        }
    }
    without_stop_words(&cleaned)
}

/// The words of `cleaned` (lower case, punctuation already spaces) but the
/// stop words, one space between them.
pub(crate) fn without_stop_words(cleaned: &str) -> String {
    let mut words = String::with_capacity(cleaned.len());
    for word in cleaned.split_whitespace().filter(|w| !is_stop_word(w)) {
        if !words.is_empty() {
            words.push(' ');
        }
        words.push_str(word);
    }
    words
}

/// The character bigrams of a text, spaces left out, each packed in one
/// integer and sorted (cheap to compare thousands of times).
fn bigrams(text: &str) -> Vec<u64> {
    let mut chars = text.chars().filter(|c| !c.is_whitespace());
    let Some(mut previous) = chars.next() else {
        return Vec::new();
    };
    let mut pairs = Vec::with_capacity(text.len());
    for c in chars {
        pairs.push((u64::from(previous) << 32) | u64::from(c));
        previous = c;
    }
    pairs.sort_unstable();
    pairs
}

/// Sørensen–Dice coefficient of character bigrams of two normalised texts:
/// 1 for the same text, 0 for nothing in common. Robust to small spelling
/// and word-order differences.
pub fn dice(a: &str, b: &str) -> f64 {
    let (x, y) = (bigrams(a), bigrams(b));
    if x.is_empty() || y.is_empty() {
        return if a == b && !a.is_empty() { 1.0 } else { 0.0 };
    }
    dice_sorted(&x, &y)
}

fn dice_sorted(x: &[u64], y: &[u64]) -> f64 {
    // Both sorted: count the multiset intersection in one pass.
    let (mut i, mut j, mut shared) = (0, 0, 0usize);
    while i < x.len() && j < y.len() {
        match x[i].cmp(&y[j]) {
            std::cmp::Ordering::Less => i += 1,
            std::cmp::Ordering::Greater => j += 1,
            std::cmp::Ordering::Equal => {
                shared += 1;
                i += 1;
                j += 1;
            }
        }
    }
    2.0 * shared as f64 / (x.len() + y.len()) as f64
}

/// A normalised text with its bigrams computed once, for comparing one
/// text against many (duplicate detection over thousands of events).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Prepared {
    text: String,
    bigrams: Vec<u64>,
}

impl Prepared {
    /// From raw text (normalised here).
    pub fn new(raw: &str) -> Prepared {
        let text = normalize(raw);
        let bigrams = bigrams(&text);
        Prepared { text, bigrams }
    }

    pub fn text(&self) -> &str {
        &self.text
    }

    /// From text already passed through [`normalize`].
    pub fn from_normalized(text: String) -> Prepared {
        let bigrams = bigrams(&text);
        Prepared { text, bigrams }
    }
}

/// [`similarity`] of two prepared texts.
pub fn similarity_prepared(a: &Prepared, b: &Prepared) -> f64 {
    let (x, y) = (&a.text, &b.text);
    if x.is_empty() || y.is_empty() {
        return 0.0;
    }
    if x == y {
        return 1.0;
    }
    let score = if a.bigrams.is_empty() || b.bigrams.is_empty() {
        0.0
    } else {
        dice_sorted(&a.bigrams, &b.bigrams)
    };
    let (short, long) = if x.len() <= y.len() { (x, y) } else { (y, x) };
    if short.len() >= 4 && contains_words(long, short) {
        score.max(0.9)
    } else {
        score
    }
}

/// How alike two titles or names are, from 0 to 1, after normalising both.
/// A title contained whole in the other ('Hamilton' in 'Hamilton (Touring)')
/// counts as alike.
pub fn similarity(a: &str, b: &str) -> f64 {
    similarity_normalized(&normalize(a), &normalize(b))
}

/// [`similarity`] of two texts already passed through [`normalize`] (for
/// comparing one text against many without normalising it again).
pub fn similarity_normalized(a: &str, b: &str) -> f64 {
    if a.is_empty() || b.is_empty() {
        return 0.0;
    }
    if a == b {
        return 1.0;
    }
    let contained = {
        let (short, long) = if a.len() <= b.len() { (a, b) } else { (b, a) };
        short.len() >= 4 && contains_words(long, short)
    };
    let score = dice(a, b);
    if contained { score.max(0.9) } else { score }
}

/// True when `short` occurs in `long` as whole words (both normalised).
pub fn contains_words(long: &str, short: &str) -> bool {
    if short.is_empty() {
        return false;
    }
    long.match_indices(short).any(|(at, _)| {
        let before = long[..at].chars().next_back();
        let after = long[at + short.len()..].chars().next();
        before.is_none_or(|c| c == ' ') && after.is_none_or(|c| c == ' ')
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalizes_case_accents_punctuation_and_stop_words() {
        assert_eq!(
            normalize("The Barber of Seville — Tickets!"),
            "barber seville"
        );
        assert_eq!(normalize("Café L'Europe"), "cafe leurope");
        assert_eq!(normalize("Owen’s Fish Camp"), "owens fish camp");
        assert_eq!(normalize("Rock & Roll"), normalize("Rock and Roll"));
        assert_eq!(normalize("   "), "");
        assert_eq!(normalize("ÉTÉ"), "ete");
        // Letters no accent table lists: any spelling of a name matches.
        assert_eq!(normalize("Bjørk · Łódź"), "bjork lodz");
        assert_eq!(normalize("Straße"), "strasse");
    }

    #[test]
    fn scores_alike_titles_high_and_different_ones_low() {
        assert_eq!(similarity("The Nutcracker", "Nutcracker"), 1.0);
        assert!(similarity("Hamilton", "Hamilton (Touring Company)") >= 0.9);
        assert!(similarity("La Traviata", "La Traviatta") > 0.8);
        assert!(similarity("Beethoven's Ninth", "Beethovens 9th") > 0.5);
        assert!(similarity("La Traviata", "The Barber of Seville") < 0.3);
        assert!(similarity("Jazz at Holley Hall", "Ballet at Holley Hall") < 0.8);
        assert_eq!(similarity("", "Anything"), 0.0);
        assert_eq!(similarity("the", "a"), 0.0);
    }

    #[test]
    fn prepared_texts_score_like_raw_ones() {
        for (a, b) in [
            ("The Nutcracker", "Nutcracker"),
            ("Hamilton", "Hamilton (Touring Company)"),
            ("La Traviata", "La Traviatta"),
            ("La Traviata", "The Barber of Seville"),
            ("the", "a"),
        ] {
            let prepared = similarity_prepared(&Prepared::new(a), &Prepared::new(b));
            assert_eq!(prepared, similarity(a, b), "{a} / {b}");
        }
    }

    #[test]
    fn dice_is_symmetric_and_bounded() {
        for (a, b) in [("abc", "abd"), ("a", "ab"), ("x", "x"), ("", "")] {
            let score = dice(a, b);
            assert_eq!(score, dice(b, a));
            assert!((0.0..=1.0).contains(&score));
        }
        assert_eq!(dice("x", "x"), 1.0);
        assert_eq!(dice("", ""), 0.0);
    }
}
