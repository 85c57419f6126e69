//! Display rules (spec sections 3 and 5): how dates, phones, prices and
//! ratings read on cards, lists and in favorites.

use crate::date::Date;

pub const CONTACT_FOR_PRICING: &str = "Contact for pricing";
pub const NO_RATING: &str = "No rating";
/// How many of a list's first cards load their images at once and first:
/// a phone's first screen, and the largest paint of the lists.
pub const EAGER_IMAGES: usize = 3;

/// A count as the guide writes it, with a comma between thousands
/// ('2,000'): the same on the server and in every browser.
pub fn format_count(count: u64) -> String {
    let digits = count.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// A phone with exactly 10 digits reads `(xxx) xxx-xxxx`; anything else is
/// shown as given.
pub fn format_phone(phone: &str) -> String {
    let digits: Vec<char> = phone.chars().filter(char::is_ascii_digit).collect();
    if digits.len() != 10 {
        return phone.to_string();
    }
    let part = |range: std::ops::Range<usize>| digits[range].iter().collect::<String>();
    format!("({}) {}-{}", part(0..3), part(3..6), part(6..10))
}

/// The `tel:` address that dials `phone` (RFC 3966): a 10-digit North
/// American number (or 11 with the leading 1) in international form, any
/// other number's digits as written (with its '+'). `None` when there are
/// too few digits to dial.
pub fn tel_url(phone: &str) -> Option<String> {
    let digits: String = phone.chars().filter(char::is_ascii_digit).collect();
    let international = phone.trim_start().starts_with('+');
    match digits.len() {
        0..=2 => None,
        10 if !international => Some(format!("tel:+1{digits}")),
        11 if !international && digits.starts_with('1') => Some(format!("tel:+{digits}")),
        _ if international => Some(format!("tel:+{digits}")),
        _ => Some(format!("tel:{digits}")),
    }
}

/// 'Dec 5' for one day, 'Dec 5-7' within a month, 'Dec 30 - Jan 2' across
/// months. An end date that is missing, equal to or before the start is
/// shown as a single day.
pub fn format_event_date_range(start: Date, end: Option<Date>) -> String {
    let first = format!("{} {}", start.month_abbrev(), start.day());
    match end {
        Some(end) if end > start => {
            if (end.year(), end.month()) == (start.year(), start.month()) {
                format!("{first}-{}", end.day())
            } else {
                format!("{first} - {} {}", end.month_abbrev(), end.day())
            }
        }
        _ => first,
    }
}

/// The long form stored in a saved favorite, e.g. 'Saturday, December 5, 2026'.
pub fn format_long_date(date: Date) -> String {
    format!(
        "{}, {} {}, {}",
        date.weekday_name(),
        date.month_name(),
        date.day(),
        date.year()
    )
}

/// An event's ticket price, or 'Contact for pricing' when missing or blank.
pub fn price_label(price: Option<&str>) -> String {
    match price.map(str::trim) {
        Some(price) if !price.is_empty() => price.to_string(),
        _ => CONTACT_FOR_PRICING.to_string(),
    }
}

/// A restaurant's cuisine as its card and page show it: the spec's
/// category with the finer cuisine beside it ('Other · Peruvian'), either
/// alone, or 'Restaurant' without both.
pub fn cuisine_label(cuisine: Option<&str>, detail: Option<&str>) -> String {
    fn present(text: Option<&str>) -> Option<&str> {
        text.map(str::trim).filter(|t| !t.is_empty())
    }
    match (present(cuisine), present(detail)) {
        (Some(cuisine), Some(detail)) => format!("{cuisine} · {detail}"),
        (Some(one), None) | (None, Some(one)) => one.to_string(),
        (None, None) => "Restaurant".to_string(),
    }
}

/// `8.7`, `9` (no '.0'), rounded half away from zero; integer arithmetic
/// keeps the float formatter out of the browser's WASM.
fn one_decimal(value: f64) -> String {
    let tenths = (value * 10.0).round() as i64;
    let sign = if tenths < 0 { "-" } else { "" };
    let (whole, tenth) = (tenths.abs() / 10, tenths.abs() % 10);
    if tenth == 0 {
        format!("{sign}{whole}")
    } else {
        format!("{sign}{whole}.{tenth}")
    }
}

/// A rating on the 10-point scale as lists show it: '8.7/10', or 'No rating'.
pub fn rating_out_of_10(rating: Option<f64>) -> String {
    match rating {
        Some(r) if r.is_finite() => format!("{}/10", one_decimal(r)),
        _ => NO_RATING.to_string(),
    }
}

/// The same rating read out of 5, as the duplicate dialog shows it.
pub fn rating_out_of_5(rating: Option<f64>) -> String {
    match rating {
        Some(r) if r.is_finite() => format!("{}/5", one_decimal(r / 2.0)),
        _ => NO_RATING.to_string(),
    }
}

/// What JavaScript's `encodeURIComponent` leaves as it is: letters, digits
/// and `-_.!~*'()`.
const URI_COMPONENT: &percent_encoding::AsciiSet = &percent_encoding::NON_ALPHANUMERIC
    .remove(b'-')
    .remove(b'_')
    .remove(b'.')
    .remove(b'!')
    .remove(b'~')
    .remove(b'*')
    .remove(b'\'')
    .remove(b'(')
    .remove(b')');

/// Percent-encodes like JavaScript's `encodeURIComponent`.
pub fn encode_uri_component(text: &str) -> String {
    percent_encoding::utf8_percent_encode(text, URI_COMPONENT).to_string()
}

/// Where a card loads an event image from (spec section 7): uploaded
/// (`/public-objects/…`) and `https://` images directly, plain `http://`
/// images through the server's `/image-proxy` (a secure page cannot load
/// them). `None` when there is no image to load.
pub fn image_src(image: Option<&str>) -> Option<String> {
    let image = image.map(str::trim).filter(|i| !i.is_empty())?;
    if image
        .get(..7)
        .is_some_and(|scheme| scheme.eq_ignore_ascii_case("http://"))
    {
        Some(format!("/image-proxy?url={}", encode_uri_component(image)))
    } else {
        Some(image.to_string())
    }
}

/// Colours of a category badge: a background that keeps white text
/// readable (WCAG AA contrast).
pub fn category_color(category: &str) -> &'static str {
    match category {
        "Broadway" => "#9d174d",
        "Opera" => "#6b21a8",
        "Ballet" => "#be185d",
        "Theater" => "#b91c1c",
        "Comedy" => "#a16207",
        "Speaker Series" => "#1e40af",
        "Live Music" => "#0f766e",
        "Circus" => "#c2410c",
        "Festival" => "#7e22ce",
        "Museum" => "#3f6212",
        "Outdoor" => "#15803d",
        _ => "#475569",
    }
}

/// The Home page's colour mapping, which the spec gives as its own list.
pub fn home_category_color(category: &str) -> &'static str {
    match category {
        "Broadway" => "#9d174d",
        "Opera" => "#6b21a8",
        "Ballet" => "#be185d",
        "Symphony" => "#1e3a8a",
        "Jazz" => "#92400e",
        "Comedy" => "#a16207",
        "Musical" => "#9f1239",
        "Contemporary" => "#0e7490",
        "Community" => "#166534",
        "Outdoor" => "#15803d",
        "Museum" => "#3f6212",
        _ => "#475569",
    }
}

const MAPS_SEARCH: &str = "https://www.google.com/maps/search/?api=1&query=";
const MAPS_DIRECTIONS: &str = "https://www.google.com/maps/dir/?api=1&destination=";

fn join_present(parts: &[&str]) -> String {
    parts
        .iter()
        .map(|p| p.trim())
        .filter(|p| !p.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// A maps search for the restaurants of an area: area + city + 'restaurants'.
pub fn area_maps_url(area: &str, city: &str) -> String {
    format!(
        "{MAPS_SEARCH}{}",
        encode_uri_component(&join_present(&[area, city, "restaurants"]))
    )
}

/// A maps search for a place: name + address.
pub fn place_maps_url(name: &str, address: Option<&str>) -> String {
    format!(
        "{MAPS_SEARCH}{}",
        encode_uri_component(&join_present(&[name, address.unwrap_or("")]))
    )
}

/// Directions to a place, by its address when known, else its name.
pub fn directions_url(name: &str, address: Option<&str>) -> String {
    let destination = address
        .map(str::trim)
        .filter(|a| !a.is_empty())
        .unwrap_or(name.trim());
    format!("{MAPS_DIRECTIONS}{}", encode_uri_component(destination))
}

#[cfg(test)]
mod tests {
    #[test]
    fn counts_have_a_comma_between_thousands() {
        for (count, text) in [
            (0, "0"),
            (24, "24"),
            (999, "999"),
            (1000, "1,000"),
            (10_000, "10,000"),
            (1_234_567, "1,234,567"),
        ] {
            assert_eq!(super::format_count(count), text);
        }
    }

    use super::*;

    #[test]
    fn a_phone_dials_in_international_form() {
        assert_eq!(tel_url("9412633800").as_deref(), Some("tel:+19412633800"));
        assert_eq!(
            tel_url("(941) 263-3800").as_deref(),
            Some("tel:+19412633800")
        );
        assert_eq!(
            tel_url("1-941-263-3800").as_deref(),
            Some("tel:+19412633800")
        );
        assert_eq!(
            tel_url("+44 20 7946 0958").as_deref(),
            Some("tel:+442079460958")
        );
        assert_eq!(tel_url("311").as_deref(), Some("tel:311"));
        assert_eq!(tel_url("Call ahead"), None);
        assert_eq!(tel_url(""), None);
    }

    fn d(s: &str) -> Date {
        Date::parse(s).unwrap()
    }

    #[test]
    fn formats_ten_digit_phones_only() {
        assert_eq!(format_phone("9413511234"), "(941) 351-1234");
        assert_eq!(format_phone("941.351.1234"), "(941) 351-1234");
        assert_eq!(format_phone(" (941) 351 - 1234 "), "(941) 351-1234");
        // 11 digits (+1) and 9 digits are shown as given.
        assert_eq!(format_phone("+1 941-351-1234"), "+1 941-351-1234");
        assert_eq!(format_phone("94135112"), "94135112");
        assert_eq!(format_phone("941351123"), "941351123");
        assert_eq!(format_phone(""), "");
        assert_eq!(format_phone("   "), "   ");
        assert_eq!(format_phone("call ９４１"), "call ９４１");
    }

    #[test]
    fn formats_event_date_ranges() {
        assert_eq!(format_event_date_range(d("2026-12-05"), None), "Dec 5");
        assert_eq!(
            format_event_date_range(d("2026-12-05"), Some(d("2026-12-05"))),
            "Dec 5"
        );
        assert_eq!(
            format_event_date_range(d("2026-12-05"), Some(d("2026-12-07"))),
            "Dec 5-7"
        );
        assert_eq!(
            format_event_date_range(d("2026-12-30"), Some(d("2027-01-02"))),
            "Dec 30 - Jan 2"
        );
        assert_eq!(
            format_event_date_range(d("2026-05-31"), Some(d("2026-06-01"))),
            "May 31 - Jun 1"
        );
        // Same month of another year is not "the same month".
        assert_eq!(
            format_event_date_range(d("2026-12-05"), Some(d("2027-12-06"))),
            "Dec 5 - Dec 6"
        );
        // An end before the start is ignored rather than printed backwards.
        assert_eq!(
            format_event_date_range(d("2026-12-05"), Some(d("2026-12-01"))),
            "Dec 5"
        );
        assert_eq!(format_event_date_range(d("2028-02-29"), None), "Feb 29");
    }

    #[test]
    fn routes_plain_http_images_through_the_proxy() {
        assert_eq!(
            image_src(Some("/public-objects/demo-a.jpg")).as_deref(),
            Some("/public-objects/demo-a.jpg")
        );
        assert_eq!(
            image_src(Some("https://x.org/a.jpg")).as_deref(),
            Some("https://x.org/a.jpg")
        );
        assert_eq!(
            image_src(Some("http://x.org/a b.jpg?s=1&t=é")).as_deref(),
            Some("/image-proxy?url=http%3A%2F%2Fx.org%2Fa%20b.jpg%3Fs%3D1%26t%3D%C3%A9")
        );
        assert_eq!(
            image_src(Some("HTTP://X.ORG/a.png")).as_deref(),
            Some("/image-proxy?url=HTTP%3A%2F%2FX.ORG%2Fa.png")
        );
        assert_eq!(image_src(Some("  ")), None);
        assert_eq!(image_src(None), None);
    }

    #[test]
    fn colours_every_listed_category_and_falls_back() {
        for (category, _) in crate::events::CATEGORIES
            .iter()
            .filter(|(c, _)| *c != "Other")
        {
            assert_ne!(
                category_color(category),
                category_color("Other"),
                "{category}"
            );
        }
        for category in ["Symphony", "Jazz", "Musical", "Contemporary", "Community"] {
            assert_ne!(
                home_category_color(category),
                home_category_color("Other"),
                "{category}"
            );
        }
        assert_eq!(category_color("Polka"), "#475569");
    }

    #[test]
    fn builds_maps_links() {
        assert_eq!(
            area_maps_url("Siesta Key", "Sarasota"),
            "https://www.google.com/maps/search/?api=1&query=Siesta%20Key%20Sarasota%20restaurants"
        );
        assert_eq!(
            place_maps_url("Café L'Europe", Some("431 St Armands Cir, Sarasota")),
            "https://www.google.com/maps/search/?api=1&query=Caf%C3%A9%20L'Europe%20431%20St%20Armands%20Cir%2C%20Sarasota"
        );
        assert_eq!(
            place_maps_url("Yoder's", None),
            "https://www.google.com/maps/search/?api=1&query=Yoder's"
        );
        assert_eq!(
            directions_url("Yoder's", Some("  ")),
            "https://www.google.com/maps/dir/?api=1&destination=Yoder's"
        );
        assert_eq!(
            directions_url("Yoder's", Some("3434 Bahia Vista St")),
            "https://www.google.com/maps/dir/?api=1&destination=3434%20Bahia%20Vista%20St"
        );
    }

    #[test]
    fn formats_long_dates() {
        assert_eq!(
            format_long_date(d("2026-12-05")),
            "Saturday, December 5, 2026"
        );
        assert_eq!(
            format_long_date(d("2028-02-29")),
            "Tuesday, February 29, 2028"
        );
    }

    #[test]
    fn falls_back_for_missing_price_and_rating() {
        assert_eq!(price_label(None), "Contact for pricing");
        assert_eq!(price_label(Some("  ")), "Contact for pricing");
        assert_eq!(price_label(Some(" $25 ")), "$25");
        assert_eq!(rating_out_of_10(None), "No rating");
        assert_eq!(rating_out_of_10(Some(f64::NAN)), "No rating");
        assert_eq!(rating_out_of_10(Some(8.7)), "8.7/10");
        assert_eq!(rating_out_of_10(Some(9.0)), "9/10");
        assert_eq!(rating_out_of_5(Some(8.7)), "4.4/5");
        assert_eq!(rating_out_of_5(Some(10.0)), "5/5");
        assert_eq!(rating_out_of_5(None), "No rating");
        assert_eq!(rating_out_of_10(Some(8.75)), "8.8/10");
        assert_eq!(rating_out_of_10(Some(0.04)), "0/10");
        assert_eq!(rating_out_of_10(Some(-1.25)), "-1.3/10");
    }

    #[test]
    fn a_cuisine_shows_its_finer_words_beside_the_category() {
        assert_eq!(
            cuisine_label(Some("Other"), Some("Peruvian")),
            "Other · Peruvian"
        );
        assert_eq!(cuisine_label(Some("Seafood"), None), "Seafood");
        assert_eq!(
            cuisine_label(Some(" "), Some("Spanish/Cuban")),
            "Spanish/Cuban"
        );
        assert_eq!(cuisine_label(None, None), "Restaurant");
    }
}
