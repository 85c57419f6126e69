//! How dates, counts, phones, prices and ratings read to a visitor, the
//! same on the server's pages and in the browser (spec sections 3 and 5).

use crate::time::date::Date;

pub const CONTACT_FOR_PRICING: &str = "Contact for pricing";

pub const NO_RATING: &str = "No rating";

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

/// A day as a visitor reads it this year: 'Monday, November 23', and
/// with its year when that is not `today`'s ('Saturday, January 2, 2027').
pub fn day_with_weekday(date: Date, today: Date) -> String {
    let day = format!(
        "{}, {} {}",
        date.weekday_name(),
        date.month_name(),
        date.day()
    );
    if date.year() == today.year() {
        day
    } else {
        format!("{day}, {}", date.year())
    }
}

/// Dates as the item pages and the plan show them to a visitor: each day
/// with its weekday, and its year when that is not this year's ('Friday,
/// November 20 – Wednesday, December 30'; 'Wednesday, December 30 –
/// Saturday, January 2, 2027').
pub fn date_range_from(start: Date, end: Option<Date>, today: Date) -> String {
    match end {
        Some(end) if end > start => format!(
            "{} – {}",
            day_with_weekday(start, today),
            day_with_weekday(end, today)
        ),
        _ => day_with_weekday(start, today),
    }
}

/// Dates as a page's description gives them to the world, with weekday and year: 'Saturday,
/// December 12, 2026', or 'Friday, November 20 – Wednesday, December 30,
/// 2026' (the year once when both days share it).
pub fn full_date_range(start: Date, end: Option<Date>) -> String {
    match end {
        Some(end) if end > start => {
            let first = if start.year() == end.year() {
                format!(
                    "{}, {} {}",
                    start.weekday_name(),
                    start.month_name(),
                    start.day()
                )
            } else {
                format_long_date(start)
            };
            format!("{first} – {}", format_long_date(end))
        }
        _ => format_long_date(start),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn a_visitors_dates_carry_the_year_only_when_it_is_not_this_one() {
        let day = |y, m, d| Date::new(y, m, d).unwrap();
        let today = day(2026, 11, 23);
        assert_eq!(
            date_range_from(day(2026, 12, 12), None, today),
            "Saturday, December 12"
        );
        assert_eq!(
            date_range_from(day(2026, 11, 20), Some(day(2026, 12, 30)), today),
            "Friday, November 20 – Wednesday, December 30"
        );
        assert_eq!(
            date_range_from(day(2026, 12, 30), Some(day(2027, 1, 2)), today),
            "Wednesday, December 30 – Saturday, January 2, 2027"
        );
        assert_eq!(
            date_range_from(day(2027, 3, 1), Some(day(2027, 2, 1)), today),
            "Monday, March 1, 2027"
        );
    }

    #[test]
    fn full_dates_carry_weekday_and_year() {
        let day = |m, d| Date::new(2026, m, d).unwrap();
        assert_eq!(
            full_date_range(day(12, 12), None),
            "Saturday, December 12, 2026"
        );
        assert_eq!(
            full_date_range(day(11, 20), Some(day(12, 30))),
            "Friday, November 20 – Wednesday, December 30, 2026"
        );
        assert_eq!(
            full_date_range(day(12, 30), Some(Date::new(2027, 1, 2).unwrap())),
            "Wednesday, December 30, 2026 – Saturday, January 2, 2027"
        );
        assert_eq!(
            full_date_range(day(12, 12), Some(day(12, 1))),
            "Saturday, December 12, 2026"
        );
    }
}
