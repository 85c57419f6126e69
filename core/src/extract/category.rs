//! The spec's category of a scraped event, from the words of its title,
//! its schema.org type, its keywords and its description.

use crate::text::similarity::normalize;

/// Keyword → category, most specific first; whole words of the folded text.
const KEYWORDS: [(&str, &[&str]); 11] = [
    ("Opera", &["opera", "operas", "operetta"]),
    ("Ballet", &["ballet", "nutcracker", "ballets"]),
    ("Broadway", &["broadway", "musical", "musicals"]),
    (
        "Circus",
        &["circus", "cirque", "acrobats", "acrobatic", "aerialist"],
    ),
    (
        "Comedy",
        &[
            "comedy",
            "comedian",
            "comedians",
            "standup",
            "stand up",
            "improv",
        ],
    ),
    ("Festival", &["festival", "fest", "carnival", "fiesta"]),
    (
        "Speaker Series",
        &[
            "lecture",
            "lectures",
            "speaker",
            "speakers",
            "author talk",
            "in conversation",
            "symposium",
            "book signing",
            "talk",
        ],
    ),
    (
        "Live Music",
        &[
            "concert",
            "concerts",
            "symphony",
            "orchestra",
            "orchestral",
            "jazz",
            "live music",
            "band",
            "quartet",
            "philharmonic",
            "choir",
            "chorale",
            "recital",
            "blues",
            "bluegrass",
            "pianist",
        ],
    ),
    (
        "Museum",
        &[
            "museum",
            "exhibit",
            "exhibition",
            "exhibitions",
            "gallery",
            "art walk",
        ],
    ),
    (
        "Theater",
        &[
            "theater",
            "theatre",
            "play",
            "drama",
            "shakespeare",
            "playhouse",
        ],
    ),
    (
        "Outdoor",
        &[
            "outdoor",
            "outdoors",
            "garden",
            "gardens",
            "park",
            "beach",
            "hike",
            "kayak",
            "paddle",
            "nature",
            "farmers market",
            "sunset",
        ],
    ),
];

fn keyword_category(text: &str) -> Option<&'static str> {
    let folded = format!(" {} ", normalize(text));
    KEYWORDS
        .iter()
        .find(|(_, words)| words.iter().any(|w| folded.contains(&format!(" {w} "))))
        .map(|(c, _)| *c)
}

fn type_category(types: &[String]) -> Option<&'static str> {
    types.iter().find_map(|t| match t.as_str() {
        "TheaterEvent" => Some("Theater"),
        "MusicEvent" => Some("Live Music"),
        "ComedyEvent" => Some("Comedy"),
        "Festival" => Some("Festival"),
        "ExhibitionEvent" | "VisualArtsEvent" => Some("Museum"),
        "LiteraryEvent" | "EducationEvent" => Some("Speaker Series"),
        _ => None,
    })
}

/// The spec's category: keywords of the title, then the schema.org type,
/// then keywords of the event's keywords and description, else Other.
pub fn category_for(
    types: &[String],
    title: &str,
    description: &str,
    keywords: &str,
) -> &'static str {
    keyword_category(title)
        .or_else(|| type_category(types))
        .or_else(|| keyword_category(keywords))
        .or_else(|| keyword_category(description))
        .unwrap_or("Other")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn categories() {
        let t = |s: &[&str]| s.iter().map(|x| x.to_string()).collect::<Vec<_>>();
        assert_eq!(
            category_for(&t(&["MusicEvent"]), "The Nutcracker", "", ""),
            "Ballet"
        );
        assert_eq!(
            category_for(&t(&["MusicEvent"]), "Years & Years", "", ""),
            "Live Music"
        );
        assert_eq!(
            category_for(
                &t(&["Event"]),
                "La Traviata",
                "Sarasota Opera's new production",
                ""
            ),
            "Opera"
        );
        assert_eq!(
            category_for(&t(&["TheaterEvent"]), "Julius Caesar", "", ""),
            "Theater"
        );
        assert_eq!(
            category_for(&t(&["Event"]), "Board meeting", "", ""),
            "Other"
        );
        assert_eq!(
            category_for(&t(&["Event"]), "Chalk Festival", "", ""),
            "Festival"
        );
        assert_eq!(
            category_for(&t(&["SocialEvent"]), "Evening", "", "jazz, wine"),
            "Live Music"
        );
    }
}
